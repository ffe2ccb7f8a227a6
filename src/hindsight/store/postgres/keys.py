"""API keys in PostgreSQL: the ``api_keys`` table of the store's own database (same behaviour as
:class:`hindsight.store.sqlite.keys.SQLiteKeyStore`; only a SHA-256 of each token is stored)."""

from __future__ import annotations

import hmac
import json

import psycopg

from hindsight.errors import InvalidInput, NotFound
from hindsight.store.keys import _TOKEN_RE, KEY_COLUMNS, ApiKey, ScopeName, hash_token, key_from_row, new_key
from hindsight.store.postgres.store import PostgresStore
from hindsight.timeutil import utcnow


class PostgresKeyStore:
    """Keys next to the memories, on the store's connection pool (the table comes with the migrations)."""

    def __init__(self, store: PostgresStore) -> None:
        self.store = store

    def create(self, *, banks: list[str], scope: ScopeName, name: str | None = None) -> tuple[ApiKey, str]:
        key, token = new_key(banks, scope, name)
        try:
            with self.store._conn() as c:
                c.execute(
                    "INSERT INTO api_keys(id, name, token_sha256, banks, scope, created_at) "
                    "VALUES (%s, %s, %s, %s, %s, %s)",
                    (key.id, name, hash_token(token), json.dumps(key.banks), scope, key.created_at.timestamp()),
                )
        except psycopg.errors.UniqueViolation:
            raise InvalidInput(f"name: a key named {name!r} already exists", field="name") from None
        return key, token

    def list(self, *, include_revoked: bool = True) -> list[ApiKey]:
        sql = f"SELECT {KEY_COLUMNS} FROM api_keys"
        if not include_revoked:
            sql += " WHERE revoked_at IS NULL"
        with self.store._conn() as c:
            rows = c.execute((sql + " ORDER BY created_at, id").encode()).fetchall()
        return [key_from_row(r) for r in rows]

    def revoke(self, key: str) -> ApiKey:
        with self.store._conn() as c, c.transaction():
            c.execute(
                "UPDATE api_keys SET revoked_at = %s WHERE (id = %s OR name = %s) AND revoked_at IS NULL",
                (utcnow().timestamp(), key, key),
            )
            row = c.execute(
                f"SELECT {KEY_COLUMNS} FROM api_keys WHERE id = %s OR name = %s".encode(), (key, key)
            ).fetchone()
        if row is None:
            raise NotFound(f"no API key with id or name {key!r}", field="key")
        return key_from_row(row)

    def verify(self, token: str) -> ApiKey | None:
        m = _TOKEN_RE.match(token.strip())
        if not m:
            return None
        with self.store._conn() as c:
            row = c.execute(
                f"SELECT {KEY_COLUMNS}, token_sha256 FROM api_keys WHERE id = %s".encode(), (f"key_{m.group(1)}",)
            ).fetchone()
        if row is None or not hmac.compare_digest(row[6], hash_token(token.strip())):
            return None
        key = key_from_row(row[:6])
        return key if key.active else None

    def has_keys(self) -> bool:
        with self.store._conn() as c:
            row = c.execute("SELECT EXISTS(SELECT 1 FROM api_keys)").fetchone()
        return bool(row and row[0])

    def close(self) -> None:
        """The pool belongs to the store; closing the store closes it."""


__all__ = ["PostgresKeyStore"]
