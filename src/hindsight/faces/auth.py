"""Who is calling, and what they may do (F4, G6): :class:`Principal`, :data:`LOCAL` and the
:class:`Authenticator` that turns an ``Authorization`` header into a principal.

A scope is ``read``, ``write`` or ``admin``:

- ``read``  : search, get, trace, export, conflicts, audit, stats, session turns, the retrieval log
- ``write`` : everything ``read`` does, plus write, update, forget, restore, erase, expire, import, review, resolve,
  and creating the bank
- ``admin`` : everything ``write`` does, plus the quarantine and deleting a bank

Every change made with a key is attributed to it (``provenance.actor`` and the event actor are the key's name,
or its id when it has none), so several agents can share a bank and still be told apart.

The keys themselves (:class:`~hindsight.store.keys.ApiKey`, the :class:`~hindsight.store.keys.KeyStore`
protocol) live in :mod:`hindsight.store.keys`, one implementation per backend.
"""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import BaseModel

from hindsight.errors import Forbidden, Unauthorized
from hindsight.store.keys import SCOPES, KeyStore, ScopeName

_RANK = {s: i for i, s in enumerate(SCOPES)}


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
