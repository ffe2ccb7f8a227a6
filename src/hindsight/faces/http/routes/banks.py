"""``/v1/banks``: the banks a key may read, creating an empty bank, one bank's counts, and deleting a bank."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from hindsight.client import Hindsight
from hindsight.faces.http.bodies import CreateBankBody
from hindsight.faces.http.deps import V1, BankPath, Caller, on
from hindsight.model import BankDeletion, BankInfo


def router(hs: Hindsight) -> APIRouter:
    """The bank routes over ``hs``."""
    api = APIRouter()

    @api.get("/v1/banks", response_model=list[BankInfo], tags=["banks"], **V1)
    def list_banks(p: Caller) -> list[BankInfo]:
        """The banks this key may read, with counts by status and kind."""
        return [b for b in hs.banks() if p.may(b.name, "read")]

    @api.post("/v1/banks", response_model=BankInfo, tags=["banks"], **V1)
    def create_bank(body: CreateBankBody, p: Caller) -> BankInfo:
        """Create an empty bank (a write creates its bank too, unless auto-creation is off); creating one that
        exists changes nothing. Needs a key that may write to that bank."""
        return on(hs, p, body.name, "write").create_bank(body.name)

    @api.get("/v1/banks/{bank}", response_model=BankInfo, tags=["banks"], **V1)
    def bank_stats(bank: BankPath, p: Caller) -> BankInfo:
        """One bank's counts by status and kind."""
        return on(hs, p, bank, "read").stats(bank)

    @api.delete("/v1/banks/{bank}", response_model=BankDeletion, tags=["banks"], **V1)
    def delete_bank(
        bank: BankPath, p: Caller, reason: Annotated[str | None, Query(max_length=2000)] = None
    ) -> BankDeletion:
        """Delete a bank and everything in it (memories, history, review items, traces, session turns, logs).
        Needs an admin key."""
        return on(hs, p, bank, "admin").delete_bank(bank, reason=reason)

    return api
