"""After a write (F1, F3): tell people about poisoning attempts the guard stopped and about write anomalies
(bursts, one source flooding a bank)."""

from __future__ import annotations

from datetime import datetime

from hindsight.engine import Engine
from hindsight.model import Provenance, WriteAction, WriteResult

GUARDED = (WriteAction.quarantined, WriteAction.rejected)


def watch(
    eng: Engine, provenance: list[Provenance], results: list[WriteResult], at: datetime, *, anomalies: bool = True
) -> None:
    """``provenance[i]`` is the provenance of the write that gave ``results[i]``. ``anomalies=False`` (bulk
    imports) reports guard hits only: the operator's import is not fed to the anomaly detector."""
    by_bank: dict[str, list[tuple[str, bool]]] = {}
    guarded: dict[str, int] = {}
    for prov, r in zip(provenance, results, strict=True):
        key = f"{prov.source}:{prov.source_id}" if prov.source_id else str(prov.source)
        hit = r.action in GUARDED and not r.replayed
        by_bank.setdefault(r.bank, []).append((key, hit))
        if hit:
            guarded[r.bank] = guarded.get(r.bank, 0) + 1
    for bank, n in guarded.items():
        eng.notifier.notify(bank, "guard", f"{n} write(s) quarantined or rejected by the guard",
                            {"count": n, "ids": [r.id for r in results if r.bank == bank and r.action in GUARDED]})
    for bank, writes in by_bank.items() if anomalies else ():
        alerts = eng.anomalies.observe(bank, at, writes)
        if not alerts:
            continue
        with eng.store.transaction(bank) as tx:
            for kind, message, data in alerts:
                tx.add_alert(bank, at, kind, message, data)
        for kind, message, data in alerts:
            eng.notifier.notify(bank, kind, message, data)
