"""API keys and bank isolation (F4, G6).

A key is ``hs_<key hex>_<secret>``. Only its SHA-256 is stored (the token itself is shown once, at creation),
together with the banks it may reach (names, or ``*`` for all) and its scope:

- ``read``  : search, get, trace, export, conflicts, audit, stats
- ``write`` : everything ``read`` does, plus write, update, forget, import, review, resolve
- ``admin`` : everything ``write`` does, plus listing every bank

Every change made with a key is attributed to it (``provenance.actor`` and the event actor are the key's name,
or its id when it has none), so several agents can share a bank and still be told apart.

The :class:`KeyStore` protocol is what the faces need; :class:`SQLiteKeyStore` keeps keys in an ``api_keys``
table of the embedded store's own SQLite file. A PostgreSQL store implements the same protocol.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import re
import secrets
import sqlite3
import threading
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Literal, Protocol, cast

from pydantic import BaseModel, Field

from hindsight.errors import InvalidInput, NotFound
from hindsight.faces.errors import Forbidden, Unauthorized
from hindsight.model import BANK_RE
from hindsight.store.base import Store
from hindsight.timeutil import from_epoch, from_epoch_required, utcnow

ScopeName = Literal["read", "write", "admin"]
SCOPES: tuple[ScopeName, ...] = ("read", "write", "admin")
_RANK = {s: i for i, s in enumerate(SCOPES)}
_TOKEN_RE = re.compile(r"^hs_([0-9a-f]{12})_([A-Za-z0-9_\-]{20,128})$")
_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.@\-]{0,63}$")


class ApiKey(BaseModel):
    """A stored key (never the token)."""

    id: str = Field(description="key_<12 hex>; the token is hs_<same hex>_<secret>")
    name: str | None = None
    banks: list[str]
    scope: ScopeName
    created_at: datetime
    revoked_at: datetime | None = None

    @property
    def actor(self) -> str:
        return self.name or self.id

    @property
    def active(self) -> bool:
        return self.revoked_at is None


class Principal(BaseModel):
    """Who is calling: the key (or the local anonymous user when the server runs without keys)."""

    actor: str
    key_id: str | None = None
    banks: list[str]
    scope: ScopeName

    @property
    def all_banks(self) -> bool:
        return "*" in self.banks

    def may(self, bank: str, need: ScopeName) -> bool:
        return _RANK[self.scope] >= _RANK[need] and (self.all_banks or bank in self.banks)

    def check(self, bank: str, need: ScopeName) -> None:
        """Raise :class:`Forbidden` unless this caller may do ``need`` on ``bank``."""
        if _RANK[self.scope] < _RANK[need]:
            raise Forbidden(f"key {self.actor!r} has {self.scope!r} scope; this needs {need!r}", field="authorization")
        if not (self.all_banks or bank in self.banks):
            raise Forbidden(
                f"key {self.actor!r} may not reach bank {bank!r} (it may reach: {', '.join(self.banks)})",
                field="bank",
            )

    def default_bank(self, fallback: str) -> str:
        """The bank to use when the caller names none: the key's only bank, else the store default."""
        if self.all_banks or fallback in self.banks or len(self.banks) != 1:
            return fallback
        return self.banks[0]

    def visible(self, banks: Iterable[str]) -> list[str]:
        return [b for b in banks if self.all_banks or b in self.banks]


#: the caller when a server runs without keys (loopback, or --allow-no-auth) and on stdio
LOCAL = Principal(actor="local", banks=["*"], scope="admin")


class KeyStore(Protocol):
    """Where API keys live. Implementations store only a hash of each token."""

    def create(self, *, banks: list[str], scope: ScopeName, name: str | None = None) -> tuple[ApiKey, str]:
        """A new key and its token (shown once; only its hash is kept)."""
        ...

    def list(self, *, include_revoked: bool = True) -> list[ApiKey]: ...

    def revoke(self, key: str) -> ApiKey:
        """Revoke by id or name (idempotent)."""
        ...

    def verify(self, token: str) -> ApiKey | None:
        """The active key a token belongs to, or None."""
        ...

    def has_keys(self) -> bool:
        """True once any key was ever created (revoked ones count: revoking keys never reopens a server)."""
        ...

    def close(self) -> None: ...


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _check_new_key(banks: list[str], scope: str, name: str | None) -> list[str]:
    if scope not in SCOPES:
        raise InvalidInput(f"scope: one of {', '.join(SCOPES)}, got {scope!r}", field="scope")
    if not banks:
        raise InvalidInput("banks: give at least one bank (or '*' for every bank)", field="banks")
    out: list[str] = []
    for b in banks:
        if b != "*" and not BANK_RE.match(b):
            raise InvalidInput(
                f"banks: {b!r} is not a bank name (1-64 letters, digits, '_', '-', '.') or '*'", field="banks"
            )
        if b not in out:
            out.append(b)
    if "*" in out:
        out = ["*"]
    if name is not None and not _NAME_RE.match(name):
        raise InvalidInput("name: 1-64 letters, digits, '_', '-', '.', '@'", field="name")
    return out


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

    @staticmethod
    def _row(r: tuple[str, str | None, str, str, float, float | None]) -> ApiKey:
        return ApiKey(
            id=r[0],
            name=r[1],
            banks=json.loads(r[2]),
            scope=r[3],  # type: ignore[arg-type]
            created_at=from_epoch_required(r[4]),
            revoked_at=from_epoch(r[5]),
        )

    _COLS = "id, name, banks, scope, created_at, revoked_at"

    def create(self, *, banks: list[str], scope: ScopeName, name: str | None = None) -> tuple[ApiKey, str]:
        banks = _check_new_key(banks, scope, name)
        hexid = secrets.token_hex(6)
        token = f"hs_{hexid}_{secrets.token_urlsafe(32)}"
        key = ApiKey(id=f"key_{hexid}", name=name, banks=banks, scope=scope, created_at=utcnow())
        with self._lock:
            try:
                self._conn.execute(
                    "INSERT INTO api_keys(id, name, token_sha256, banks, scope, created_at) VALUES (?,?,?,?,?,?)",
                    (key.id, name, hash_token(token), json.dumps(banks), scope, key.created_at.timestamp()),
                )
            except sqlite3.IntegrityError:
                raise InvalidInput(f"name: a key named {name!r} already exists", field="name") from None
        return key, token

    def list(self, *, include_revoked: bool = True) -> list[ApiKey]:
        sql = f"SELECT {self._COLS} FROM api_keys"
        if not include_revoked:
            sql += " WHERE revoked_at IS NULL"
        with self._lock:
            rows = self._conn.execute(sql + " ORDER BY created_at, id").fetchall()
        return [self._row(r) for r in rows]

    def revoke(self, key: str) -> ApiKey:
        with self._lock:
            self._conn.execute(
                "UPDATE api_keys SET revoked_at = ? WHERE (id = ? OR name = ?) AND revoked_at IS NULL",
                (utcnow().timestamp(), key, key),
            )
            row = self._conn.execute(
                f"SELECT {self._COLS} FROM api_keys WHERE id = ? OR name = ?", (key, key)
            ).fetchone()
        if row is None:
            raise NotFound(f"no API key with id or name {key!r}", field="key")
        return self._row(row)

    def verify(self, token: str) -> ApiKey | None:
        m = _TOKEN_RE.match(token.strip())
        if not m:
            return None
        with self._lock:
            row = self._conn.execute(
                f"SELECT {self._COLS}, token_sha256 FROM api_keys WHERE id = ?", (f"key_{m.group(1)}",)
            ).fetchone()
        if row is None or not hmac.compare_digest(row[6], hash_token(token.strip())):
            return None
        key = self._row(row[:6])
        return key if key.active else None

    def has_keys(self) -> bool:
        with self._lock:
            return bool(self._conn.execute("SELECT EXISTS(SELECT 1 FROM api_keys)").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            self._conn.close()


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
    return SQLiteKeyStore(path)


class Authenticator:
    """Turns an ``Authorization`` header into a :class:`Principal`.

    With ``open_access`` (loopback, or ``--allow-no-auth``) and no key ever created, callers without a token are
    the local admin. Once a key exists every request needs one. A wrong token is always refused.
    """

    def __init__(self, keys: KeyStore | None, *, open_access: bool) -> None:
        self.keys = keys
        self.open_access = open_access

    def auth_required(self) -> bool:
        return not self.open_access or (self.keys is not None and self.keys.has_keys())

    def principal(self, authorization: str | None) -> Principal:
        if authorization:
            scheme, _, token = authorization.strip().partition(" ")
            if scheme.lower() != "bearer" or not token.strip():
                raise Unauthorized("the Authorization header must be 'Bearer <token>'", field="authorization")
            key = self.keys.verify(token) if self.keys is not None else None
            if key is None:
                raise Unauthorized("unknown or revoked API key", field="authorization")
            return Principal(actor=key.actor, key_id=key.id, banks=key.banks, scope=key.scope)
        if not self.auth_required():
            return LOCAL
        raise Unauthorized(
            "missing API key: send 'Authorization: Bearer <token>' (create one with `hindsight keys create`)",
            field="authorization",
        )
