"""Contract: what the question names changes the order on every backend, and explain says why — a time
(search/when.py), a speaker (search/speakers.py), and the next turn of a best hit's session (search/expand.py)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from contract.conftest import OpenHs
from hindsight.model import SearchResponse

T0 = datetime(2023, 3, 1, tzinfo=UTC)
ASKED = datetime(2023, 10, 21, tzinfo=UTC)
#: all three off; each test turns on the one it checks. The rerank stage is off too: these are first-stage factors
#: (scores, order before the reranker); the learned reranker reorders after them (test_contract_rerank.py)
OFF = {"search_when_boost": 1.0, "search_speaker_boost": 1.0, "search_expand_next": 0.0, "rerank": "off"}


def _contents(res: SearchResponse) -> list[str]:
    return [h.content for h in res.results]


def test_a_date_in_the_question_raises_what_was_observed_then(open_hs: OpenHs) -> None:
    # read-time hygiene off: it would keep the May memory (possibly updated by September's) just below that one
    off = open_hs(**OFF, search_newer_first=False)
    on = open_hs(**{**OFF, "search_when_boost": 1.5}, search_newer_first=False)
    may, sept = "The user baked a sourdough loaf", "The user baked sourdough bread"
    off.write_many([{"content": may, "observed_at": datetime(2023, 5, 20, tzinfo=UTC)},
                    {"content": sept, "observed_at": datetime(2023, 9, 12, tzinfo=UTC)}], now=ASKED)
    q = "What did the user bake in May 2023?"
    before = off.search(q, now=ASKED, explain=True, top_k=2)
    assert _contents(before)[0] == sept and all(h.explain and h.explain.when is None for h in before.results)
    after = on.search(q, now=ASKED, explain=True, top_k=2)
    top = after.results[0]
    assert top.content == may and top.explain is not None and top.explain.when == "May 2023"
    assert after.results[1].explain is not None and after.results[1].explain.when is None
    zq = "用户2023年5月烤了什么？"  # the same in Chinese: the May memory is raised by half
    zh_off = {h.content: h for h in off.search(zq, now=ASKED, explain=True, top_k=2, min_score=0).results}
    zh_on = {h.content: h for h in on.search(zq, now=ASKED, explain=True, top_k=2, min_score=0).results}
    assert zh_on[may].explain is not None and zh_on[may].explain.when == "2023年5月"
    assert abs(zh_on[may].score / zh_off[may].score - 1.5) < 1e-3
    assert zh_on[sept].score == zh_off[sept].score


def test_a_speaker_named_in_the_question_raises_their_turns(open_hs: OpenHs) -> None:
    off, on = open_hs(**OFF), open_hs(**{**OFF, "search_speaker_boost": 1.3})
    turns = [("Caroline", "Caroline: I went to a support group yesterday and it was so powerful."),
             ("Melanie", "Melanie: Wow Caroline, a support group! I went to a pottery class yesterday."),
             ("Melanie", "Melanie: Caroline, the support group sounds so powerful, I'm proud of you!")]
    off.write_many([{"content": c, "kind": "episodic", "session_id": "s1", "observed_at": T0,
                     "metadata": {"speaker": sp}} for sp, c in turns], now=T0 + timedelta(seconds=1))
    q = "What powerful support group did Caroline mention?"
    before = off.search(q, now=ASKED, explain=True, top_k=3)
    after = on.search(q, now=ASKED, explain=True, top_k=3)
    assert _contents(before)[0] == turns[2][1]  # Melanie names her: without the preference her turn leads
    assert _contents(after)[0] == turns[0][1]
    assert [h.explain.speaker if h.explain else "-" for h in after.results] == ["Caroline", None, None]
    assert all(h.explain and h.explain.speaker is None for h in before.results)


def test_the_next_turn_of_a_best_hit_is_raised(open_hs: OpenHs) -> None:
    off, on = open_hs(**OFF), open_hs(**{**OFF, "search_expand_next": 0.9})
    session = ["Caroline: Why did you pick that adoption agency over the others?",
               "Melanie: Because they help LGBTQ folks build families, that mattered most to me."]
    other = ["Melanie: I went to an adoption meeting at the council.",
             "Caroline: An adoption agency sent me a brochure today."]
    off.write_many([{"content": c, "kind": "episodic", "session_id": "s1", "observed_at": T0} for c in session],
                   now=T0 + timedelta(seconds=1))
    off.write_many([{"content": c, "kind": "episodic", "session_id": "s2", "observed_at": T0} for c in other],
                   now=T0 + timedelta(seconds=2))
    q = "Why did they pick the adoption agency?"
    before = off.search(q, now=ASKED, explain=True, top_k=4, min_score=0)
    after = on.search(q, now=ASKED, explain=True, top_k=4, min_score=0)
    first = after.results[0]
    assert first.content == session[0]
    reply = next(h for h in after.results if h.content == session[1])
    assert reply.explain is not None and reply.explain.expanded_from == first.id
    assert reply.score >= round(first.score * 0.9, 4) - 1e-4
    assert _contents(after).index(session[1]) < _contents(before).index(session[1])
    assert all(h.explain is None or h.explain.expanded_from is None for h in before.results)
