"""Open a store from a URL or path, and the API-key store that lives next to it."""

from __future__ import annotations

from pathlib import Path
from typing import cast

from hindsight.config import Settings
from hindsight.errors import InvalidInput
from hindsight.store.base import Store
from hindsight.store.keys import KeyStore


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

    return SQLiteStore(path, synchronous=settings.sqlite_synchronous,
                       vector_index_rows=settings.sqlite_vector_index_rows,
                       bookkeeping=settings.search_bookkeeping)


def open_keystore(store: Store) -> KeyStore:
    """The key store that lives next to ``store`` (the same SQLite file for the embedded store, the same
    database for PostgreSQL; a wrapping store such as the Redis layer is looked through via ``inner``)."""
    base: object = store
    while type(base).__module__ != "hindsight.store.postgres.store" and getattr(base, "inner", None) is not None:
        base = getattr(base, "inner")  # noqa: B009
    if type(base).__module__ == "hindsight.store.postgres.store":  # no psycopg import for SQLite-only installs
        from hindsight.store.postgres.keys import PostgresKeyStore
        from hindsight.store.postgres.store import PostgresStore

        return PostgresKeyStore(cast(PostgresStore, base))
    path = getattr(store, "path", None)
    if path is None:
        raise InvalidInput(f"API keys are not supported for the store {store.url!r} yet", field="store")
    from hindsight.store.sqlite.keys import SQLiteKeyStore  # imported here: it builds on this module

    return SQLiteKeyStore(path)
