"""``/v1/banks``: the banks a key may read, and one bank's counts."""

from __future__ import annotations

from fastapi import APIRouter

from hindsight.client import Hindsight
from hindsight.faces.http.deps import V1, BankPath, Caller, on
from hindsight.model import BankInfo


def router(hs: Hindsight) -> APIRouter:
    """The bank routes over ``hs``."""
    api = APIRouter()

    @api.get("/v1/banks", response_model=list[BankInfo], tags=["banks"], **V1)
    def list_banks(p: Caller) -> list[BankInfo]:
        """The banks this key may read, with counts by status and kind."""
        return [b for b in hs.banks() if p.may(b.name, "read")]

    @api.get("/v1/banks/{bank}", response_model=BankInfo, tags=["banks"], **V1)
    def bank_stats(bank: BankPath, p: Caller) -> BankInfo:
        """One bank's counts by status and kind."""
        return on(hs, p, bank, "read").stats(bank)

    return api
