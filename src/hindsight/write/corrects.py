"""Bare corrections on the write path (#15): "The user lives in Cobh." then, minutes later from the same source,
"Scratch that - it's Cork." The correction repeats neither the slot nor the old value, so no cosine pairs it with
the fact it corrects and no question about the slot finds it.

A write whose content is a bare correction (:mod:`hindsight.language.bare`: a closed class of correction cues and
one short value, no frame of its own) is resolved against the memory the SAME source wrote shortly before: same
bank and kind, same source kind, ``source_id``, ``session_id`` and actor, observed at most :data:`WINDOW` earlier,
still active, the most recent one that names the rejected value or has a value span of the value's shape. Then:

* the stored (and embedded, and indexed) content is the older's frame with the new value ("The user lives in
  Cork."); the words as written stay in ``metadata.correction.said`` (and the created event), with the older's id
  in ``metadata.correction.of``;
* the older is superseded by it (explicit correction language is positive evidence), linked both ways
  (``superseded_by`` / ``supersedes`` and events), inside the write's transaction.

With no such memory the correction is stored as written (nothing lost). A bare "correction: X" hours or days
later is stored as written too: with no frame and no recent statement it has no referent one could trust.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

import numpy as np

from hindsight.config import Settings
from hindsight.embedder.base import Embedder
from hindsight.judge.base import Pair
from hindsight.language import bare
from hindsight.model import ConflictType, Memory, Provenance, Relation, Status, Verdict
from hindsight.review.resolve import Ctx, apply
from hindsight.store.base import Memories, StoreTx

#: how long after a statement its source may correct it with a bare correction
WINDOW = timedelta(hours=1)
#: the newest memories of the bank looked at for the corrected one
RECENT = 40
#: metadata key of a resolved correction: {"of": older id, "said": the words as written}
KEY = "correction"


@dataclass(frozen=True)
class Correction:
    of: str  # the corrected memory's id
    said: str  # the correction as written
    content: str  # what is stored: the corrected memory's frame with the new value


def _who(p: Provenance) -> tuple[object, ...]:
    return p.source, p.source_id, p.session_id, p.actor


def find(store: Memories, mem: Memory, earlier: Sequence[Memory] = (), embedder: Embedder | None = None,
         ) -> Correction | None:
    """The correction ``mem`` makes of a memory its source wrote shortly before (stored, or ``earlier`` in the
    same batch), or None: the most recent that names the value's slot by shape (the rejected value, a number, a
    weekday, a name); with none, among those in the value's script, the one whose words are nearest the value
    (``embedder``; a plain word or an untagged Chinese name tells no slot by its shape)."""
    b = bare.read(mem.content)
    if b is None:
        return None
    stored = [m for _, m in store.list_memories(mem.bank, statuses=(Status.active,), kinds=(mem.kind,),
                                                before_seq=None, limit=RECENT)] if store.bank_exists(mem.bank) else []
    cands = sorted([*earlier, *stored], key=lambda m: (m.observed_at, m.created_at), reverse=True)
    lo = mem.observed_at - WINDOW
    fitting: list[Memory] = []
    for old in cands:
        if old.id == mem.id or old.kind != mem.kind or old.status != Status.active or old.bank != mem.bank:
            continue
        if _who(old.provenance) != _who(mem.provenance) or not lo <= old.observed_at <= mem.observed_at:
            continue
        if bare.read(old.content) is not None:  # an unresolved bare correction is no frame to put a value in
            continue
        if bare.fits(old.content, b):
            fitting.append(old)
    typed = [m for m in fitting if bare.typed(m.content, b)]
    if typed or not fitting:
        return Correction(typed[0].id, mem.content, bare.reframe(typed[0].content, b)) if typed else None
    old = fitting[0]
    if len(fitting) > 1 and embedder is not None:
        q = embedder.queries([b.value])[0]
        vecs = embedder.passages([m.content for m in fitting])
        old = max(zip(fitting, vecs, strict=True), key=lambda mv: float(np.dot(q, mv[1])))[0]
    return Correction(old.id, mem.content, bare.reframe(old.content, b))


def reframed(mem: Memory, c: Correction) -> Memory:
    """``mem`` storing the reframed content, its words as written kept in metadata."""
    return mem.model_copy(update={"content": c.content,
                                  "metadata": {**mem.metadata, KEY: {"of": c.of, "said": c.said}}})


def as_written(mem: Memory, c: Correction) -> Memory:
    """``mem`` back as written (the corrected memory changed before the write's transaction)."""
    meta = {k: v for k, v in mem.metadata.items() if k != KEY}
    return mem.model_copy(update={"content": c.said, "metadata": meta})


def target(tx: StoreTx, mem: Memory, c: Correction) -> Memory | None:
    """The corrected memory as the transaction sees it, if it is still active."""
    old = tx.get(mem.bank, c.of)
    return old if old is not None and old.status == Status.active else None


def supersede(tx: StoreTx, settings: Settings, actor: str, now: datetime, old: Memory, new: Memory,
              vec: np.ndarray) -> list[str]:
    """Supersede ``old`` by the stored correction ``new`` (ids superseded)."""
    ov = tx.vectors(new.bank, [old.id]).get(old.id)
    sim = float(np.dot(ov, vec)) if ov is not None else 0.0
    # the words as written stay on the correction only (its metadata and created event): an erasure of it scrubs
    # its own events, not the older's, so the reason on the older quotes nothing
    verdict = Verdict(relation=Relation.conflict, keep="b", type=ConflictType.temporal, confident=True,
                      judge="write", reason=f"its source corrected it within the hour ({new.id})")
    out = apply(Ctx(tx, settings, actor, now), Pair(old, new, sim), verdict)  # a: the older, b: the newer
    return out.superseded
