"""Write-time rules (B1, B4): confidence defaults and the duplicate decision. Pure, no I/O."""

from __future__ import annotations

from dataclasses import dataclass

from hindsight.language import phase, text
from hindsight.model import Source

FACT_SOURCES = frozenset({Source.user, Source.tool, Source.config, Source.import_})


def default_confidence(source: Source, *, fact: float = 0.9, inference: float = 0.6) -> float:
    """B1: facts stated by the user or returned by a tool start at 0.9, agent inferences at 0.6."""
    return fact if source in FACT_SOURCES else inference


def confirm_confidence(current: float, step: float = 0.05) -> float:
    """B4/D5: a memory written again is confirmed; its confidence rises (capped at 1)."""
    return round(min(1.0, current + step), 6)


def disputed_confidence(
    before: float, factor: float, *, floor: float = 0.0, at_least: float = 0.0, repeat: bool = False
) -> float:
    """A memory's confidence after a dispute or a source conflict (D4), never above ``before``.

    ``repeat``: this opposing source already down-weighted the memory once, so nothing more is lost (a source
    cannot erase another's fact by saying the opposite again and again). ``floor``: the least a user-stated or
    critical fact keeps. ``at_least``: the confidence of a less trusted opponent (it never pushes a more trusted
    fact below itself).
    """
    if repeat:
        return before
    return round(min(before, max(before * factor, floor, at_least)), 6)


@dataclass(frozen=True)
class Calibration:
    """Similarity thresholds for one embedding model.

    The seeds' numbers (0.9 dedup, 0.85 conflict candidates, 0.75 experience recall) assume cosines
    spread over 0..1. Models such as multilingual-e5 squeeze every pair into a high band, so each
    embedder ships its own values, measured by ``bench/calibrate.py``.
    """

    dedup: float = 0.90
    conflict: float = 0.85
    experience: float = 0.75
    #: two lessons of the same tool and environment at or above this cosine of "scenario. problem" are one lesson
    #: (the seed's 0.9; e5's value comes from bench/calibrate_experience.py)
    experience_dedup: float = 0.90
    #: cosine of typical unrelated texts; used to map similarity to 0..1 for fusion and explain
    floor: float = 0.0
    #: minimum lexical (Jaccard) overlap of content words for a duplicate
    dedup_lexical: float = 0.75
    #: the relevance floor: the least calibrated match (``normalise(cosine)``) a search hit needs to be served by
    #: default (``search/floor.py``); 0 = no floor (an embedder nobody measured)
    min_match: float = 0.0
    #: the conflict threshold for two memories in two scripts (one Chinese, one not): a multilingual model places a
    #: translation below a paraphrase (e5 on bench/restatement_data.py: same-language restatements median 0.97,
    #: translations 0.86, a move stated in the other language 0.80-0.81); None = :attr:`conflict` for every pair
    conflict_cross: float | None = None

    def conflict_for(self, a: str, b: str) -> float:
        """The candidate threshold for the pair (``a``, ``b``): :attr:`conflict_cross` when one is Chinese and the
        other is not."""
        if self.conflict_cross is not None and text.has_cjk(a) != text.has_cjk(b):
            return min(self.conflict, self.conflict_cross)
        return self.conflict

    @property
    def conflict_floor(self) -> float:
        """The least cosine any pair needs to be a candidate (:meth:`conflict_for` of two scripts)."""
        return self.conflict if self.conflict_cross is None else min(self.conflict, self.conflict_cross)

    def normalise(self, cosine: float) -> float:
        if self.floor <= 0:
            return max(0.0, min(1.0, cosine))
        return max(0.0, min(1.0, (cosine - self.floor) / (1.0 - self.floor)))


@dataclass(frozen=True)
class DuplicateVerdict:
    duplicate: bool
    reason: str
    lexical: float


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


def duplicate_verdict(new: str, old: str, cosine: float, cal: Calibration) -> DuplicateVerdict:
    """Is ``new`` the same memory as ``old``?

    Cosine alone cannot tell: with e5, "用户住在北京" and "用户住在上海" score 0.98. A duplicate needs
    high cosine *and* the same content words, the same numbers, the same names/places/times, the
    same polarity and the same phase ("on probation" / "passed", 还在 / 过了: :mod:`hindsight.language.phase`).
    Anything less is a different memory (possibly a conflict, handled by review).
    """
    if text.normalize(new).strip() == text.normalize(old).strip():
        return DuplicateVerdict(True, "identical text", 1.0)
    if cosine < cal.dedup:
        return DuplicateVerdict(False, f"similarity {cosine:.3f} < {cal.dedup}", 0.0)
    lex = jaccard(text.content_tokens(new), text.content_tokens(old))
    if lex < cal.dedup_lexical:
        return DuplicateVerdict(False, f"different wording (overlap {lex:.2f})", lex)
    if text.number_values(new) != text.number_values(old):
        return DuplicateVerdict(False, "different numbers", lex)
    if text.has_negation(new) != text.has_negation(old):
        return DuplicateVerdict(False, "different polarity", lex)
    if not phase.same_phase(new, old):  # "on probation" / "passed the probation", 还在实习期 / 过了实习期
        return DuplicateVerdict(False, "different phase (passed, no longer, will…; 过, 不再, 即将…)", lex)
    if text.entities(new) != text.entities(old):
        return DuplicateVerdict(False, "different names, places or times", lex)
    return DuplicateVerdict(True, f"similarity {cosine:.3f}, overlap {lex:.2f}", lex)
