"""Erasure and listing: the answer of ``erase`` (a content-free tombstone), of ``delete_bank``, and one page of
``list_memories``."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from hindsight.model.memory import Memory


class EraseResult(BaseModel):
    """A memory erased for good: its content, embedding and index entries are gone; this tombstone (also an
    ``erased`` event in the memory's history) keeps who erased it, when and why."""

    id: str
    bank: str
    status: Literal["erased"] = "erased"
    erased_at: datetime
    actor: str
    reason: str
    already_erased: bool = Field(
        default=False, description="true when the memory had been erased before (the tombstone of that erasure)"
    )
    scrubbed: dict[str, int] = Field(
        default_factory=dict, description="rows removed or scrubbed per table (empty when already erased)"
    )


class BankDeletion(BaseModel):
    """A bank deleted with everything in it: how many rows of each kind were removed."""

    bank: str
    deleted_at: datetime
    actor: str
    reason: str | None = None
    removed: dict[str, int] = Field(default_factory=dict, description="rows removed per table")


class MemoryListPage(BaseModel):
    """One page of a bank's memories, newest first; pass ``next_cursor`` back for the next page."""

    bank: str
    items: list[Memory]
    next_cursor: str | None = Field(default=None, description="null on the last page")
