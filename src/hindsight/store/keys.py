"""API keys as stored (F4, G6): the key model, the :class:`KeyStore` protocol (opened next to a store by
:func:`hindsight.store.factory.open_keystore`).

A key is ``hs_<key hex>_<secret>``. Only its SHA-256 is stored (the token itself is shown once, at creation),
together with the banks it may reach (names, or ``*`` for all) and its scope (``read`` < ``write`` < ``admin``).
:class:`~hindsight.store.sqlite.keys.SQLiteKeyStore` keeps keys in an ``api_keys`` table of the embedded store's
own SQLite file, :class:`~hindsight.store.postgres.keys.PostgresKeyStore` in the PostgreSQL store's database.
What a key may do on a request is the faces' business (:mod:`hindsight.faces.auth`).
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from datetime import datetime
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field

from hindsight.errors import InvalidInput
from hindsight.model import BANK_RE
from hindsight.timeutil import from_epoch, from_epoch_required, utcnow

ScopeName = Literal["read", "write", "admin"]
SCOPES: tuple[ScopeName, ...] = ("read", "write", "admin")
_TOKEN_RE = re.compile(r"^hs_([0-9a-f]{12})_([A-Za-z0-9_\-]{20,128})$")
_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.@\-]{0,63}$")
#: the stored columns of a key, in the order :func:`key_from_row` reads them
KEY_COLUMNS = "id, name, banks, scope, created_at, revoked_at"


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


def new_key(banks: list[str], scope: ScopeName, name: str | None) -> tuple[ApiKey, str]:
    """A checked new key (banks deduplicated) and its fresh token; nothing stored yet."""
    banks = _check_new_key(banks, scope, name)
    hexid = secrets.token_hex(6)
    token = f"hs_{hexid}_{secrets.token_urlsafe(32)}"
    return ApiKey(id=f"key_{hexid}", name=name, banks=banks, scope=scope, created_at=utcnow()), token


def key_from_row(r: tuple[Any, ...]) -> ApiKey:
    """An :class:`ApiKey` from a row of :data:`KEY_COLUMNS` (banks as JSON, times as epoch seconds)."""
    return ApiKey(
        id=r[0],
        name=r[1],
        banks=json.loads(r[2]),
        scope=r[3],
        created_at=from_epoch_required(r[4]),
        revoked_at=from_epoch(r[5]),
    )


__all__ = [
    "KEY_COLUMNS",
    "SCOPES",
    "ApiKey",
    "KeyStore",
    "ScopeName",
    "hash_token",
    "key_from_row",
    "new_key",
]
