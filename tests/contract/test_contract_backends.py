"""The suite's own check: each param really runs on the backend it names (a silently unwrapped store would make
the ``postgres+redis`` results meaningless)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight import Hindsight

AT = datetime(2025, 1, 15, 10, 0, tzinfo=UTC)


@pytest.mark.local_only("reads hs.store and hs.settings")
def test_the_backend_is_the_one_named(hs: Hindsight, backend: str, request: pytest.FixtureRequest) -> None:
    url = hs.store.url
    assert url.startswith(("postgresql://", "postgres://")) == backend.startswith("postgres")
    wrapped = type(hs.store).__module__ == "hindsight.store.redis.store"
    assert wrapped == (backend == "postgres+redis")
    if backend == "postgres+redis":
        import redis

        hs.observe("probe", [{"role": "user", "content": "I think the probe turn lives in Redis", "at": AT}])
        prefix = hs.settings.redis_prefix
        assert prefix == request.getfixturevalue("redis_prefix")
        r = redis.Redis.from_url(request.getfixturevalue("services")["HINDSIGHT_TEST_REDIS_URL"])
        try:
            assert any(True for _ in r.scan_iter(match=f"{prefix}:*{hs.settings.default_bank}*", count=1000))
        finally:
            r.close()
