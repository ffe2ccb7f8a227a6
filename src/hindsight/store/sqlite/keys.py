"""API keys in SQLite: the ``api_keys`` table of the embedded store's own file, on a connection of its own
(the :class:`~hindsight.store.keys.KeyStore` protocol; only a SHA-256 of each token is stored)."""

from __future__ import annotations

import contextlib
import hmac
import json
import sqlite3
import threading
from pathlib import Path

from hindsight.errors import InvalidInput, NotFound
from hindsight.store.keys import _TOKEN_RE, KEY_COLUMNS, ApiKey, ScopeName, hash_token, key_from_row, new_key
from hindsight.timeutil import utcnow


class SQLiteKeyStore:
    """Keys in the ``api_keys`` table of a SQLite file (the embedded store's own file), own connection."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._conn = sqlite3.connect(self.path, timeout=60.0, isolation_level=None, check_same_thread=False)
        self._conn.execute("PRAGMA busy_timeout=60000")
        with contextlib.suppress(sqlite3.OperationalError):  # the store switches it too; a busy file keeps its mode
            self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute(
            "CREATE TABLE IF NOT EXISTS api_keys("
            " id TEXT PRIMARY KEY,"
            " name TEXT UNIQUE,"
            " token_sha256 TEXT NOT NULL,"
            " banks TEXT NOT NULL,"
            " scope TEXT NOT NULL,"
            " created_at REAL NOT NULL,"
            " revoked_at REAL)"
        )

    def create(self, *, banks: list[str], scope: ScopeName, name: str | None = None) -> tuple[ApiKey, str]:
        key, token = new_key(banks, scope, name)
        with self._lock:
            try:
                self._conn.execute(
                    "INSERT INTO api_keys(id, name, token_sha256, banks, scope, created_at) VALUES (?,?,?,?,?,?)",
                    (key.id, name, hash_token(token), json.dumps(key.banks), scope, key.created_at.timestamp()),
                )
            except sqlite3.IntegrityError:
                raise InvalidInput(f"name: a key named {name!r} already exists", field="name") from None
        return key, token

    def list(self, *, include_revoked: bool = True) -> list[ApiKey]:
        sql = f"SELECT {KEY_COLUMNS} FROM api_keys"
        if not include_revoked:
            sql += " WHERE revoked_at IS NULL"
        with self._lock:
            rows = self._conn.execute(sql + " ORDER BY created_at, id").fetchall()
        return [key_from_row(r) for r in rows]

    def revoke(self, key: str) -> ApiKey:
        with self._lock:
            self._conn.execute(
                "UPDATE api_keys SET revoked_at = ? WHERE (id = ? OR name = ?) AND revoked_at IS NULL",
                (utcnow().timestamp(), key, key),
            )
            row = self._conn.execute(
                f"SELECT {KEY_COLUMNS} FROM api_keys WHERE id = ? OR name = ?", (key, key)
            ).fetchone()
        if row is None:
            raise NotFound(f"no API key with id or name {key!r}", field="key")
        return key_from_row(row)

    def verify(self, token: str) -> ApiKey | None:
        m = _TOKEN_RE.match(token.strip())
        if not m:
            return None
        with self._lock:
            row = self._conn.execute(
                f"SELECT {KEY_COLUMNS}, token_sha256 FROM api_keys WHERE id = ?", (f"key_{m.group(1)}",)
            ).fetchone()
        if row is None or not hmac.compare_digest(row[6], hash_token(token.strip())):
            return None
        key = key_from_row(row[:6])
        return key if key.active else None

    def has_keys(self) -> bool:
        with self._lock:
            return bool(self._conn.execute("SELECT EXISTS(SELECT 1 FROM api_keys)").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            self._conn.close()


__all__ = ["SQLiteKeyStore"]
