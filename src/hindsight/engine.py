"""The parts one request needs, bundled: store, embedder, settings, and who is calling."""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from typing import Any, TypeVar

import pydantic

from hindsight.config import Settings
from hindsight.embedder.base import Embedder
from hindsight.errors import InvalidInput
from hindsight.store.base import Store


@dataclass
class Engine:
    store: Store
    embedder: Embedder
    settings: Settings
    via: str = "python"
    actor: str = "anonymous"


def new_id(prefix: str = "mem") -> str:
    """Time-ordered id: 12 hex digits of milliseconds, then 12 random hex digits."""
    return f"{prefix}_{int(time.time() * 1000):012x}{secrets.token_hex(6)}"


M = TypeVar("M", bound=pydantic.BaseModel)


def validate(cls: type[M], data: Any) -> M:
    """Validate ``data`` into ``cls``; a failure is an :class:`InvalidInput` naming the field."""
    if isinstance(data, cls):
        return data
    try:
        return cls.model_validate(data)
    except pydantic.ValidationError as exc:
        err = exc.errors()[0]
        loc = ".".join(str(x) for x in err.get("loc", ())) or None
        msg = err.get("msg", "invalid value").removeprefix("Value error, ")
        extra = f" ({exc.error_count() - 1} more problems)" if exc.error_count() > 1 else ""
        raise InvalidInput(f"{loc}: {msg}{extra}" if loc else msg + extra, field=loc) from None
