"""Open a store from a URL or path."""

from __future__ import annotations

from pathlib import Path

from hindsight.config import Settings
from hindsight.store.base import Store


def open_store(url_or_path: str | Path | None, settings: Settings) -> Store:
    """``None`` → ``$HINDSIGHT_HOME/hindsight.db``; ``sqlite:///x.db`` or a path → SQLite file
    (a directory gets ``hindsight.db`` inside it); ``postgresql://…`` → PostgreSQL + pgvector.
    With ``settings.redis_url`` the store is wrapped with the Redis layer (locks, queue, cache, sessions)."""
    store = _open_base(url_or_path, settings)
    if settings.redis_url:
        from hindsight.store.redis.store import with_redis

        store = with_redis(store, settings)
    return store


def _open_base(url_or_path: str | Path | None, settings: Settings) -> Store:
    target = url_or_path if url_or_path is not None else settings.store_url
    if target is None:
        path = settings.resolved_home() / "hindsight.db"
    else:
        s = str(target)
        if s.startswith(("postgresql://", "postgres://")):
            from hindsight.store.postgres.store import PostgresStore

            return PostgresStore(s, settings)
        if s.startswith("sqlite:///"):
            s = s[len("sqlite:///") :]
            s = "/" + s if not s.startswith("/") and str(target).startswith("sqlite:////") else s
        path = Path(s).expanduser()
        if path.is_dir() or (not path.suffix and not path.exists()):
            path = path / "hindsight.db"
    from hindsight.store.sqlite.store import SQLiteStore

    return SQLiteStore(path, synchronous=settings.sqlite_synchronous)
