"""The Python API: the library face that every other face (CLI, HTTP, MCP) calls.

>>> from hindsight import Hindsight
>>> hs = Hindsight.open("/tmp/hs-doc")                      # embedded store, default embedder
>>> r = hs.write("The user prefers pytest over unittest", source="user")
>>> r.action
<WriteAction.created: 'created'>
>>> hs.search("which test framework?").results[0].content
'The user prefers pytest over unittest'
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Literal

from hindsight.config import Settings
from hindsight.conversation import layers
from hindsight.embedder import Embedder, make_embedder
from hindsight.engine import Engine, new_id, validate
from hindsight.errors import InvalidInput, NotFound, UnknownBank
from hindsight.guard import guard_for
from hindsight.guard.anomaly import AnomalyDetector
from hindsight.guard.read import check_hits
from hindsight.judge import Judge, make_judge
from hindsight.judge.rules import RulesJudge
from hindsight.model import (
    BANK_RE,
    BankInfo,
    ContextBlock,
    DistillReport,
    EventType,
    ExperienceHit,
    Memory,
    Message,
    ObserveReport,
    Relation,
    ReviewItem,
    ReviewReport,
    SearchRequest,
    SearchResponse,
    SessionTurn,
    Status,
    Trace,
    UpdateRequest,
    WriteAction,
    WriteRequest,
    WriteResult,
)
from hindsight.notify import Notifier, make_notifier
from hindsight.review import cycle as review_path
from hindsight.review import resolve as resolve_path
from hindsight.review.resolve import Ctx
from hindsight.search import path as search_path
from hindsight.store import Store, open_store
from hindsight.timeutil import to_utc, utcnow
from hindsight.write import path as write_path


class Hindsight:
    """Long-term memory for one process. Thread-safe; several processes may open the same store."""

    def __init__(
        self,
        store: Store,
        embedder: Embedder,
        settings: Settings | None = None,
        *,
        via: str = "python",
        actor: str = "anonymous",
        check_embedder: bool = True,
    ) -> None:
        self.settings = settings or Settings()
        self.store = store
        self.embedder = embedder
        self.engine = Engine(store, embedder, self.settings, via=via, actor=actor)
        if check_embedder:
            store.check_embedder(embedder.name, embedder.dim)
        if not store.bank_exists(self.settings.default_bank):
            store.create_bank(self.settings.default_bank, utcnow())
        self.judge: Judge = make_judge(self.settings, embedder.calibration)
        self.notifier: Notifier = make_notifier(self.settings.notify_webhook)
        self._background = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="hindsight-review")
        self._pending: list[cf.Future[Any]] = []
        self._event_lock = threading.Lock()
        self._event_waiting: set[str] = set()
        self._anomalies = AnomalyDetector(self.settings.burst_writes, self.settings.burst_window_seconds)  # F3

    @classmethod
    def open(
        cls,
        url_or_path: str | Path | None = None,
        *,
        settings: Settings | None = None,
        embedder: Embedder | None = None,
        via: str = "python",
        actor: str = "anonymous",
        check_embedder: bool = True,
    ) -> Hindsight:
        """Open (or create) a store. ``None`` uses ``$HINDSIGHT_HOME`` (default ``~/.hindsight``).

        Raises :class:`~hindsight.errors.EmbeddingMismatch` if the store was built with another model.
        """
        settings = settings or Settings()
        store = open_store(url_or_path, settings)
        try:
            return cls(store, embedder or make_embedder(settings), settings, via=via, actor=actor,
                       check_embedder=check_embedder)
        except BaseException:
            store.close()
            raise

    def with_actor(self, actor: str, *, via: str | None = None) -> Hindsight:
        """A view of the same store that attributes every change to ``actor`` (an API key / agent name)."""
        view = object.__new__(Hindsight)
        view.settings, view.store, view.embedder = self.settings, self.store, self.embedder
        view.engine = Engine(self.store, self.embedder, self.settings, via=via or self.engine.via, actor=actor)
        view.judge, view.notifier = self.judge, self.notifier
        view._background, view._pending = self._background, self._pending
        view._event_lock, view._event_waiting = self._event_lock, self._event_waiting
        view._anomalies = self._anomalies
        return view

    def close(self) -> None:
        self.drain()
        self.store.close()
        closer = getattr(self.embedder, "close", None)
        if callable(closer):
            closer()

    def __enter__(self) -> Hindsight:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- banks ---------------------------------------------------------------------------------------
    def _bank(self, bank: str | None, *, create: bool = False) -> str:
        name = bank or self.settings.default_bank
        if not BANK_RE.match(name):
            raise InvalidInput("bank: names are 1-64 characters of letters, digits, '_', '-', '.'", field="bank")
        if self.store.bank_exists(name):
            return name
        if create and self.settings.auto_create_banks:
            self.store.create_bank(name, utcnow())
            return name
        raise UnknownBank(
            f"bank {name!r} does not exist" + ("" if create else "; write to it first or create it"), field="bank"
        )

    def create_bank(self, name: str) -> BankInfo:
        if not BANK_RE.match(name):
            raise InvalidInput("bank: names are 1-64 characters of letters, digits, '_', '-', '.'", field="bank")
        self.store.create_bank(name, utcnow())
        return self.stats(name)

    def banks(self) -> list[BankInfo]:
        """Every bank with its counts by status and kind."""
        return self.store.banks()

    def stats(self, bank: str | None = None) -> BankInfo:
        name = self._bank(bank)
        return next(b for b in self.store.banks() if b.name == name)

    # -- write ---------------------------------------------------------------------------------------
    def write(self, content: str | None = None, *, now: datetime | str | None = None, **fields: Any) -> WriteResult:
        """Store one memory (or confirm an existing duplicate).

        >>> hs.write("用户喜欢喝美式咖啡", source="user", tags=["coffee"]).action  # doctest: +SKIP
        <WriteAction.created: 'created'>

        Fields are those of :class:`~hindsight.model.WriteRequest`: ``kind``, ``source``, ``source_id``,
        ``session_id``, ``task_id``, ``bank``, ``confidence``, ``importance``, ``critical``, ``ttl_seconds``,
        ``expires_at``, ``observed_at``, ``query`` (recall cue), ``tags``, ``metadata``, ``idempotency_key``...
        """
        if content is not None:
            fields["content"] = content
        return self.write_many([fields], now=now)[0]

    def write_many(
        self,
        items: Iterable[WriteRequest | dict[str, Any] | str],
        *,
        bank: str | None = None,
        now: datetime | str | None = None,
        on_commit: Callable[[list[WriteResult]], None] | None = None,
    ) -> list[WriteResult]:
        """Store many memories, embedded in batches and committed in chunks.

        Every item is validated before anything is written; ``on_commit`` receives each chunk's results
        once that chunk is durable.
        """
        at = to_utc(now, field="now") or utcnow()
        reqs: list[WriteRequest] = []
        for i, item in enumerate(items):
            data = {"content": item} if isinstance(item, str) else item
            if isinstance(data, dict) and bank is not None and data.get("bank") is None:
                data = {**data, "bank": bank}
            try:
                reqs.append(validate(WriteRequest, data))
            except InvalidInput as exc:
                if i == 0 and not reqs:
                    raise
                raise InvalidInput(f"item {i}: {exc.message}", field=exc.field) from None
        if len(reqs) > self.settings.max_batch:
            raise InvalidInput(f"batch of {len(reqs)} items; at most {self.settings.max_batch}", field="items")
        prepared = []
        banks: dict[str | None, str] = {}
        for i, r in enumerate(reqs):
            if r.bank not in banks:
                banks[r.bank] = self._bank(r.bank, create=True)
            try:
                prepared.append(write_path.prepare(self.engine, r, banks[r.bank], at))
            except InvalidInput as exc:
                if len(reqs) == 1:
                    raise
                raise InvalidInput(f"item {i}: {exc.message}", field=exc.field) from None
        results = write_path.write_many(self.engine, prepared, at, on_commit)
        self._watch(prepared, results, at)
        risky = {r.bank for r in results if r.action == WriteAction.queued_for_review}
        # review_mode "worker": the queue rows (and the Redis stream message) are the hand-off to `hindsight worker`
        if risky and self.settings.event_review and self.settings.review_mode == "inline":
            with self._event_lock:
                for b in risky - self._event_waiting:
                    self._event_waiting.add(b)  # at most one waiting event review per bank
                    self._pending.append(self._background.submit(self._event_review, b, at))
        return results

    # -- guard (F1, F3): tell people about poisoning attempts and write anomalies -------------------------
    def _watch(self, prepared: list[write_path.Prepared], results: list[WriteResult], at: datetime) -> None:
        by_bank: dict[str, list[tuple[str, bool]]] = {}
        guarded: dict[str, int] = {}
        for p, r in zip(prepared, results, strict=True):
            prov = p.memory.provenance
            key = f"{prov.source}:{prov.source_id}" if prov.source_id else str(prov.source)
            hit = r.action in (WriteAction.quarantined, WriteAction.rejected) and not r.replayed
            by_bank.setdefault(r.bank, []).append((key, hit))
            if hit:
                guarded[r.bank] = guarded.get(r.bank, 0) + 1
        for bank, n in guarded.items():
            self.notifier.notify(bank, "guard", f"{n} write(s) quarantined or rejected by the guard",
                                 {"count": n, "ids": [r.id for r in results if r.bank == bank and
                                                      r.action in (WriteAction.quarantined, WriteAction.rejected)]})
        for bank, writes in by_bank.items():
            alerts = self._anomalies.observe(bank, at, writes)
            if not alerts:
                continue
            with self.store.transaction(bank) as tx:
                for kind, message, data in alerts:
                    tx.add_alert(bank, at, kind, message, data)
            for kind, message, data in alerts:
                self.notifier.notify(bank, kind, message, data)

    def quarantined(self, bank: str | None = None) -> list[Memory]:
        """Memories the write-time guard quarantined (never served by search), oldest first, for a reviewer.
        Release one with ``update(id, status="active")`` or drop it with ``forget(id)``."""
        b = self._bank(bank)
        return sorted((m for m in self.store.iter_memories(b) if m.status == Status.quarantined),
                      key=lambda m: m.created_at)

    # -- end guard --

    def _event_review(self, bank: str, now: datetime) -> ReviewReport | None:
        with self._event_lock:
            self._event_waiting.discard(bank)
        try:
            return self.review(bank, now=now, trigger="event")
        except Exception:
            import logging

            logging.getLogger("hindsight.review.cycle").exception("event-triggered review of %s failed", bank)
            return None

    def drain(self, timeout: float | None = 60.0) -> None:
        """Wait for background (event-triggered) reviews started by this process."""
        pending, self._pending[:] = list(self._pending), []
        cf.wait(pending, timeout=timeout)

    # -- search --------------------------------------------------------------------------------------
    def search(self, query: str, **fields: Any) -> SearchResponse:
        """Hybrid search (dense + BM25, fused, scored).

        Fields are those of :class:`~hindsight.model.SearchRequest`: ``top_k``, ``bank``, ``min_confidence``,
        ``kinds``, ``include_inactive``, ``session_id``, ``sources``, ``tags``, ``observed_after``,
        ``observed_before``, ``valid_at``, ``now``, ``explain``, ``fusion``, ``profile``, ``timeout_s``,
        ``layer`` (``"long_term"`` default; ``"short_term"`` / ``"all"`` with ``session_id`` add the session's
        matching short-term turns in ``short_term``).
        """
        req = validate(SearchRequest, {"query": query, **fields})
        bank = self._bank(req.bank)
        now = req.now or utcnow()
        res = search_path.search(self.engine, req, bank, now)
        res = check_hits(res, guard_for(self.settings.guard, self.settings.secrets))  # F2: read-time check
        if req.track_access:
            self._restore_hits(res, now)
        return res

    def _restore_hits(self, res: SearchResponse, now: datetime) -> None:
        """D6: an explicit hit on an archived memory within the restore window brings it back."""
        window = timedelta(days=self.settings.restore_window_days)
        for hit in res.results:
            if hit.status != Status.archived:
                continue
            archived_at = next(
                (e.at for e in reversed(self.store.events(res.bank, hit.id)) if e.type == EventType.archived), None
            )
            if archived_at is not None and now - archived_at <= window:
                m = self.restore(hit.id, bank=res.bank, reason="hit by a search within the restore window", now=now)
                hit.status, hit.memory = m.status, m

    # -- read ----------------------------------------------------------------------------------------
    def get(self, memory_id: str, *, bank: str | None = None, with_embedding: bool = False) -> Memory:
        b = self._bank(bank)
        mem = self.store.get(b, memory_id, with_embedding=with_embedding)
        if mem is None:
            raise NotFound(f"memory {memory_id!r} not found in bank {b!r}", field="memory_id")
        return mem

    def trace(self, memory_id: str, *, bank: str | None = None) -> Trace:
        """Where a memory came from and everything that happened to it since (A2, A3)."""
        mem = self.get(memory_id, bank=bank)
        chain = self.store.get_many(mem.bank, mem.supersedes)
        newer = self.store.get(mem.bank, mem.superseded_by) if mem.superseded_by else None
        events = self.store.events(mem.bank, mem.id)
        runs = list(dict.fromkeys(str(e.data["run_id"]) for e in events if e.data.get("run_id")))
        items = [i.id for i in self.store.review_items(mem.bank, None) if memory_id in (i.a_id, i.b_id)]
        return Trace(
            review_runs=runs,
            review_items=items,
            memory=mem,
            provenance=mem.provenance,
            events=events,
            supersedes=chain,
            superseded_by=newer,
        )

    def retrieval_log(self, *, bank: str | None = None, limit: int = 50) -> list[dict[str, Any]]:
        return self.store.retrieval_log(self._bank(bank), limit)

    # -- change --------------------------------------------------------------------------------------
    def update(
        self,
        memory_id: str,
        *,
        bank: str | None = None,
        reason: str | None = None,
        now: datetime | str | None = None,
        **fields: Any,
    ) -> Memory:
        """Edit a memory. Every change is an event; provenance cannot be edited."""
        req = validate(UpdateRequest, fields)
        changes = req.model_dump(exclude_unset=True)
        if not changes:
            raise InvalidInput("nothing to update: give at least one field", field=None)
        at = to_utc(now, field="now") or utcnow()
        b = self._bank(bank)
        if "content" in changes and len(changes["content"]) > self.settings.max_content_chars:
            raise InvalidInput(f"content: at most {self.settings.max_content_chars} characters", field="content")
        vec = self.embedder.passages([changes["content"]])[0] if "content" in changes else None
        with self.store.transaction(b) as tx:
            old = tx.get(b, memory_id)
            if old is None:
                raise NotFound(f"memory {memory_id!r} not found in bank {b!r}", field="memory_id")
            new = old.model_copy(update={**changes, "updated_at": at})
            new = Memory.model_validate(new.model_dump())
            tx.update(new, vec)
            before = {k: _jsonable(getattr(old, k)) for k in changes}
            after = {k: _jsonable(getattr(new, k)) for k in changes}
            if "confidence" in changes and len(changes) == 1:
                etype = EventType.confidence_changed
            elif "status" in changes and old.status != new.status and "content" not in changes:
                etype = _status_event(old.status, new.status)
            else:
                etype = EventType.edited
            tx.append_event(old.id, b, at, etype, self.engine.actor, reason, {"before": before, "after": after})
        return new

    def forget(
        self, memory_id: str, *, bank: str | None = None, reason: str | None = None, now: datetime | str | None = None
    ) -> Memory:
        """Soft delete: the memory leaves search results but stays traceable (status ``forgotten``)."""
        return self.update(
            memory_id, bank=bank, reason=reason or "forgotten on request", now=now, status=Status.forgotten
        )

    def expire(self, *, bank: str | None = None, now: datetime | str | None = None) -> list[str]:
        """Mark active memories whose ``expires_at`` has passed as ``expired`` (B3). Returns their ids."""
        at = to_utc(now, field="now") or utcnow()
        return review_path.expire(self.engine, self._bank(bank), at, actor=self.engine.actor)

    # -- review loop (D1-D9) ---------------------------------------------------------------------------
    def review(
        self,
        bank: str | None = None,
        *,
        now: datetime | str | None = None,
        window_seconds: float | None = None,
        trigger: str = "manual",
    ) -> ReviewReport:
        """Run one review cycle: judge new/changed memories against their neighbours, resolve conflicts,
        consolidate, expire, decay and archive. Returns (and stores) the report.

        >>> hs.review(now="2025-03-01T00:00:00Z").superseded  # doctest: +SKIP
        ['mem_...']
        """
        b = self._bank(bank)
        at = to_utc(now, field="now") or utcnow()
        if window_seconds is not None and window_seconds <= 0:
            raise InvalidInput("window_seconds: must be greater than 0", field="window_seconds")
        if trigger not in ("manual", "periodic", "event"):
            raise InvalidInput("trigger: one of manual, periodic, event", field="trigger")
        w = window_seconds if window_seconds is not None else self.settings.review_window_seconds
        window = timedelta(seconds=w) if w else None
        trig: Literal["manual", "periodic", "event"] = "periodic" if trigger == "periodic" else (
            "event" if trigger == "event" else "manual")
        return review_path.run(self.engine, self.judge, self.notifier, b, at, window=window, trigger=trig)

    def review_runs(self, bank: str | None = None, *, limit: int = 20) -> list[ReviewReport]:
        return self.store.review_runs(self._bank(bank), limit)

    def conflicts(self, bank: str | None = None, *, status: str | None = "open") -> list[ReviewItem]:
        """Review items (contradictions waiting for a person, or settled ones with ``status=None``)."""
        if status not in (None, "open", "resolved"):
            raise InvalidInput("status: one of open, resolved", field="status")
        b = self._bank(bank)
        items = self.store.review_items(b, status)
        mems = {m.id: m for m in self.store.get_many(b, [i for it in items for i in (it.a_id, it.b_id)])}
        return [it.model_copy(update={"a": mems.get(it.a_id), "b": mems.get(it.b_id)}) for it in items]

    def resolve_conflict(
        self,
        item_id: str | None = None,
        *,
        a_id: str | None = None,
        b_id: str | None = None,
        keep: str,
        reason: str | None = None,
        bank: str | None = None,
        now: datetime | str | None = None,
    ) -> ReviewItem:
        """D9: settle a conflict by hand: keep ``a``, ``b``, ``both`` or ``neither``.

        Name an open review item, or any two memories (``a_id``, ``b_id``).
        """
        if keep not in ("a", "b", "both", "neither"):
            raise InvalidInput("keep: one of a, b, both, neither", field="keep")
        b = self._bank(bank)
        at = to_utc(now, field="now") or utcnow()
        if item_id is None and not (a_id and b_id):
            raise InvalidInput("give item_id, or both a_id and b_id", field="item_id")
        if a_id and b_id and a_id == b_id:
            raise InvalidInput("a_id and b_id must differ", field="b_id")
        with self.store.transaction(b) as tx:
            if item_id is not None:
                item = self.store.review_item(b, item_id)
                if item is None:
                    raise NotFound(f"review item {item_id!r} not found in bank {b!r}", field="item_id")
                if item.status != "open":
                    raise InvalidInput(f"review item {item_id!r} is already resolved", field="item_id")
            else:
                assert a_id and b_id
                item = tx.open_item_for(b, a_id, b_id) or ReviewItem(
                    id=new_id("rvw"), bank=b, a_id=a_id, b_id=b_id, reason="raised by hand", created_at=at
                )
            ma, mb = tx.get(b, item.a_id), tx.get(b, item.b_id)
            if ma is None or mb is None:
                missing = item.a_id if ma is None else item.b_id
                raise NotFound(f"memory {missing!r} not found in bank {b!r}", field="a_id" if ma is None else "b_id")
            done = resolve_path.resolve_by_hand(
                Ctx(tx, self.settings, self.engine.actor, at), item, ma, mb, keep, reason or "resolved by hand"
            )
        return done.model_copy(update={"a": self.store.get(b, done.a_id), "b": self.store.get(b, done.b_id)})

    def audit(self, bank: str | None = None, *, now: datetime | str | None = None) -> list[ReviewItem]:
        """D8: scan the whole bank for contradictions between visible memories; every one found becomes an
        open review item (nothing is changed). Returns all open items."""
        b = self._bank(bank)
        at = to_utc(now, field="now") or utcnow()
        ids = [m.id for m in self.store.iter_memories(b) if m.is_visible_at(at)]
        pairs = review_path.candidate_pairs(self.engine, b, ids, at)
        verdicts = RulesJudge(self.embedder.calibration).judge(pairs, at)
        with self.store.transaction(b) as tx:
            for p, v in zip(pairs, verdicts, strict=True):
                if v is None or v.relation not in (Relation.conflict, Relation.undecidable):
                    continue
                if tx.open_item_for(b, p.a.id, p.b.id) is None:
                    tx.save_review_item(
                        ReviewItem(
                            id=new_id("rvw"),
                            bank=b,
                            a_id=p.a.id,
                            b_id=p.b.id,
                            type=v.type,
                            reason=f"audit: {v.reason}",
                            created_at=at,
                        )
                    )
        return self.conflicts(b)

    def export_for_review(self, bank: str | None = None, *, now: datetime | str | None = None) -> list[Memory]:
        """D8: the 50 most accessed and the 50 newest visible memories, for a person to read through."""
        b = self._bank(bank)
        at = to_utc(now, field="now") or utcnow()
        visible = [m for m in self.store.iter_memories(b) if m.is_visible_at(at)]
        top = sorted(visible, key=lambda m: (-m.access_count, m.id))[:50]
        newest = sorted(visible, key=lambda m: (m.created_at, m.id), reverse=True)[:50]
        return list({m.id: m for m in [*top, *newest]}.values())

    def restore(
        self, memory_id: str, *, bank: str | None = None, reason: str | None = None, now: datetime | str | None = None
    ) -> Memory:
        """Bring an archived / expired / forgotten memory back (D6)."""
        b = self._bank(bank)
        m = self.get(memory_id, bank=b)
        if m.status not in (Status.archived, Status.expired, Status.forgotten):
            raise InvalidInput(
                f"memory {memory_id!r} is {m.status.value}; only archived, expired or forgotten "
                "memories can be restored",
                field="memory_id",
            )
        conf = max(m.confidence, self.settings.archive_below + 0.1)
        update: dict[str, Any] = {"status": Status.active, "confidence": min(1.0, conf)}
        if m.status == Status.expired:
            update["expires_at"] = None
        return self.update(memory_id, bank=b, reason=reason or "restored", now=now, **update)

    def alerts(self, bank: str | None = None, *, limit: int = 50) -> list[dict[str, Any]]:
        return self.store.alerts(self._bank(bank), limit)

    # -- export / import / re-embed -------------------------------------------------------------------
    def export(self, *, bank: str | None = None) -> Iterator[dict[str, Any]]:
        """Every memory of a bank as a JSON-ready dict (one JSONL line each); round-trips through import."""
        b = self._bank(bank)
        for m in self.store.iter_memories(b):
            yield json.loads(m.model_dump_json(exclude={"embedding"}))

    def import_records(
        self,
        records: Iterable[dict[str, Any]],
        *,
        bank: str | None = None,
        on_commit: Callable[[list[WriteResult]], None] | None = None,
        batch: int = 512,
    ) -> list[WriteResult]:
        """Import JSONL records: exported memories are restored as they were (same id, status, provenance);
        plain write requests go through the normal write path (dedup included)."""
        results: list[WriteResult] = []
        plain: list[dict[str, Any]] = []

        def flush() -> None:
            if plain:
                results.extend(self.write_many(list(plain), bank=bank, on_commit=on_commit))
                plain.clear()

        restored: list[Memory] = []
        remap: dict[str, str] = {}

        def flush_restored() -> None:
            if restored:
                done = self._restore(restored, remap)
                results.extend(done)
                if on_commit:
                    on_commit(done)
                restored.clear()

        for i, rec in enumerate(records):
            if not isinstance(rec, dict):
                raise InvalidInput(f"record {i}: expected a JSON object", field=None)
            if "id" in rec and "provenance" in rec:
                flush()
                data = dict(rec)
                if bank is not None:
                    data["bank"] = bank
                restored.append(validate(Memory, data))
                if len(restored) >= batch:
                    flush_restored()
            else:
                flush_restored()
                if "source" not in rec:
                    rec = {**rec, "source": "import"}
                plain.append(rec)
                if len(plain) >= batch:
                    flush()
        flush()
        flush_restored()
        return results

    def _restore(self, memories: list[Memory], remap: dict[str, str] | None = None) -> list[WriteResult]:
        """Insert exported memories as they were. An id already used in *another* bank (importing a copy into
        a second bank of the same store) gets a new id; links inside the import follow it."""
        at = utcnow()
        remap = {} if remap is None else remap
        out: list[WriteResult] = []
        vecs = self.embedder.passages([m.content for m in memories])
        for bank in {m.bank for m in memories}:
            self._bank(bank, create=True)
        with self.store.transaction(memories[0].bank) as tx:
            fresh: list[tuple[Memory, Any]] = []
            for m, v in zip(memories, vecs, strict=True):
                owner = tx.bank_of(m.id)
                if owner == m.bank:
                    out.append(WriteResult(id=m.id, bank=m.bank, action=WriteAction.created, status=m.status,
                                           confidence=m.confidence, replayed=True, reason="already present"))
                    continue
                if owner is not None:
                    remap[m.id] = new_id()
                fresh.append((m, v))
            for m, v in fresh:
                mid = remap.get(m.id, m.id)
                meta = {**m.metadata, "imported_from": m.id} if mid != m.id else m.metadata
                copy = m.model_copy(update={
                    "id": mid, "embedding": None, "metadata": meta,
                    "supersedes": [remap.get(x, x) for x in m.supersedes],
                    "superseded_by": remap.get(m.superseded_by, m.superseded_by) if m.superseded_by else None,
                })
                tx.insert(copy, v)
                tx.append_event(mid, m.bank, at, EventType.created, self.engine.actor, "imported",
                                {"via": "import", **({"imported_from": m.id} if mid != m.id else {})})
                out.append(WriteResult(id=mid, bank=m.bank, action=WriteAction.created, status=m.status,
                                       confidence=m.confidence))
        return out

    def reembed(self, *, on_progress: Callable[[int], None] | None = None) -> int:
        """Re-embed every memory of every bank with the configured embedder and record it (B6)."""
        n = 0
        for info in self.store.banks():
            batch: list[Memory] = []
            for m in self.store.iter_memories(info.name):
                batch.append(m)
                if len(batch) >= 256:
                    n += self._reembed_batch(batch)
                    batch = []
                    if on_progress:
                        on_progress(n)
            n += self._reembed_batch(batch)
        self.store.set_embedder(self.embedder.name, self.embedder.dim)
        if on_progress:
            on_progress(n)
        return n

    def _reembed_batch(self, batch: list[Memory]) -> int:
        if not batch:
            return 0
        vecs = self.embedder.passages([m.content for m in batch])
        at = utcnow()
        with self.store.transaction(batch[0].bank) as tx:
            for m, v in zip(batch, vecs, strict=True):
                tx.update(m, v)
                tx.append_event(
                    m.id, m.bank, at, EventType.reembedded, self.engine.actor, f"re-embedded with {self.embedder.name}"
                )
        return len(batch)

    # -- conversation layers (A4, B7): ingest turns, assemble context ------------------------------------------
    def observe(
        self,
        session_id: str,
        messages: Sequence[Message | dict[str, Any]],
        *,
        bank: str | None = None,
        now: datetime | str | None = None,
    ) -> ObserveReport:
        """Ingest conversation turns ``[{role, content, at?}]``: every turn joins the session's short-term
        history (24 h; its last turns are the working memory), important ones become long-term memories
        (corrections supersede through the normal write path), small talk is not stored long-term.

        >>> hs.observe("s1", [{"role": "user", "content": "记住，我喜欢喝美式咖啡"}]).turns[0].layer  # doctest: +SKIP
        'long_term'
        """
        return layers.observe(self, session_id, messages, bank=bank, now=now)

    def context(
        self,
        session_id: str,
        query: str,
        *,
        budget_tokens: int = 800,
        bank: str | None = None,
        now: datetime | str | None = None,
        max_memories: int = layers.CONTEXT_CANDIDATES,
    ) -> ContextBlock:
        """A prompt-ready block: the session's working memory, then the most relevant long-term memories
        (at most ``max_memories``; dated; low confidence and disputed ones marked), deduplicated, within
        ``budget_tokens``."""
        return layers.context(self, session_id, query, budget_tokens=budget_tokens, bank=bank, now=now,
                              max_memories=max_memories)

    def session_turns(
        self, session_id: str, *, bank: str | None = None, now: datetime | str | None = None
    ) -> list[SessionTurn]:
        """A session's short-term history (unexpired turns, oldest first)."""
        at = to_utc(now, field="now") or utcnow()
        return self.store.session_turns(self._bank(bank), session_id, at)

    # -- end conversation layers --

    # -- experience (E1-E3): execution traces, distilled lessons, recall -------------------------------------
    def trace_step(self, trace_id: str, step_index: int, **fields: Any) -> dict[str, Any]:
        """Record one step of an agent's execution trace: ``intent``, ``tool_name``, ``tool_input``,
        ``tool_output``, ``decision``, ``outcome`` (success | fail | partial; decided from the business result
        in ``tool_output`` when left out), ``at``, ``bank``, ``agent``, ``environment``. Idempotent per
        (bank, trace_id, step_index)."""
        from hindsight.experience import service

        return service.trace_step(self, {"trace_id": trace_id, "step_index": step_index, **fields})

    def trace_steps(self, trace_id: str, *, bank: str | None = None) -> list[dict[str, Any]]:
        """A trace's recorded steps, in order."""
        return self.store.trace_steps(self._bank(bank), trace_id)

    def experience_distill(
        self, *, bank: str | None = None, now: datetime | str | None = None, limit: int | None = None,
        distiller: Any = None,
    ) -> DistillReport:
        """Turn finished traces (no step for ``trace_idle_seconds``, default 5 minutes) not yet distilled into
        experience memories (at most ``limit`` traces, default ``distill_max_traces``); a lesson already known
        (cosine >= 0.9) gets ``hit_count + 1`` instead of a copy.
        Rules read clear-cut failures; the rest go to the LLM distiller (``distiller``, else the configured
        LLM endpoint, if any)."""
        from hindsight.experience import service

        return service.distill(self, bank, now, limit, distiller)

    def experience_recall(
        self,
        intent: str,
        *,
        tool_name: str | None = None,
        error: str | None = None,
        environment: str | None = None,
        outcome: str | None = None,
        bank: str | None = None,
        top_k: int = 5,
    ) -> list[ExperienceHit]:
        """Lessons for a task: before it by ``intent``, during it on failure by ``tool_name`` + ``error``.
        Experiences of another environment are never returned; ``outcome="success"`` keeps only lessons whose
        action was seen to fix the problem."""
        from hindsight.experience import service

        return service.recall(self, intent, tool_name=tool_name, error=error, environment=environment,
                              outcome=outcome, bank=bank, top_k=top_k)

    # -- end experience --


def _status_event(old: Status, new: Status) -> EventType:
    if new == Status.forgotten:
        return EventType.forgotten
    if new == Status.archived:
        return EventType.archived
    if old in (Status.archived, Status.forgotten, Status.expired) and new == Status.active:
        return EventType.restored
    if new == Status.superseded:
        return EventType.superseded
    return EventType.status_changed


def _jsonable(v: Any) -> Any:
    if isinstance(v, datetime):
        return v.isoformat()
    if hasattr(v, "value"):
        return v.value
    return v
