"""The review lease: one reviewer per bank at a time, across processes, renewed while the review runs."""

from __future__ import annotations

import logging
import threading

from hindsight.store.base import Store

log = logging.getLogger("hindsight.review")


class LeaseLost(Exception):
    """The review lock expired and another reviewer took it: stop before changing anything else."""


class Lease:
    """The bank's review lock held as a lease of ``ttl_s`` seconds, renewed by a heartbeat thread every
    ``ttl_s / 3`` while the review runs (also through a long LLM call), so a reviewer killed mid-run blocks its
    bank for at most ``ttl_s``. ``check()`` at phase boundaries raises :class:`LeaseLost` when a renewal failed.

    Renewal is ``store.extend_lock(name, holder, ttl_s)`` where the store has it (Redis: compare-and-pexpire),
    else ``try_lock`` again with the same holder (the lease tables accept their own holder back)."""

    def __init__(self, store: Store, name: str, holder: str, ttl_s: float) -> None:
        self.store, self.name, self.holder, self.ttl_s = store, name, holder, ttl_s
        self.lost = False
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def acquire(self) -> bool:
        if not self.store.try_lock(self.name, self.holder, self.ttl_s):
            return False
        self._thread = threading.Thread(target=self._beat, name=f"lease-{self.name}", daemon=True)
        self._thread.start()
        return True

    def renew(self) -> bool:
        try:
            extend = getattr(self.store, "extend_lock", None)
            ok = bool(extend(self.name, self.holder, self.ttl_s) if callable(extend)
                      else self.store.try_lock(self.name, self.holder, self.ttl_s))
        except Exception:  # store down for a moment: the lease may still be ours, try again next beat
            log.warning("could not renew lease %s", self.name, exc_info=True)
            return True
        if not ok:
            self.lost = True
        return ok

    def _beat(self) -> None:
        while not self._stop.wait(self.ttl_s / 3):
            if not self.renew():
                log.error("lease %s was lost (expired and taken by another reviewer)", self.name)
                return

    def check(self) -> None:
        if self.lost:
            raise LeaseLost(self.name)

    def release(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        if not self.lost:
            self.store.unlock(self.name, self.holder)
