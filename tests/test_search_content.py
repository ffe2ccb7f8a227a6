"""The question's content words as a second query (search/content.py): what they are, how they lift a candidate's
cosine relative to the window, and a search where they put the memory that answers above one that only shares the
question's frame, with benign twins (the lift off, a question with no content words, equal closeness)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from helpers.hash_embedder import HashEmbedder
from hindsight import Hindsight
from hindsight.config import Settings
from hindsight.embedder.base import l2_normalise
from hindsight.search import hygiene
from hindsight.search.content import WEIGHT, content_of, lift


@pytest.mark.parametrize(("query", "words"), [
    ("用户的领导是谁？", "领导"),
    ("用户的座驾是什么？", "座驾"),
    ("用户和刘洋平时打什么球？", "平时打球"),  # a person's name (jieba nr) says who, not what
    ("Does the user have any pets?", "pets"),
    ("Which bank does the user use?", "bank use"),
    ("What does my friend Kofi keep on the allotment?", "friend keep allotment"),  # after a person word: a name
    ("Does the user still work with Kofi?", "still work"),  # after "with": a name
    ("What is Kofi's role for the user?", "role"),  # owning something: a name
    # review46: a capital elsewhere is what the question asks about, a place or a product, not a person
    ("Where did I travel in Paris?", "travel paris"),
    ("Do I still use Spotify?", "still use spotify"),
    ("When did I go to the LGBTQ support group?", "go lgbtq support group"),  # an acronym is no name
    # review46 LOW 5: Latin words in a Chinese question go through the English rules and stay words of their own
    ("What is my 微信 ID?", "微信 id"),
    ("What's my favourite 火锅 place?", "favourite 火锅 place"),
    ("用户在Apple Store买了什么？", "apple store 买"),
    ("我的iPhone 15是什么颜色？", "iphone 15颜色"),
    ("我14号飞哪", "14号飞"),  # a number is no Latin word
    ("What does Kofi keep in my 冰箱?", "keep 冰箱"),  # a name in a mixed question is dropped as in English
    ("Ｗｈａｔ ｄｏｅｓ Ｋｏｆｉ ｋｅｅｐ ｉｎ ｍｙ ｆｒｉｄｇｅ？", "keep fridge"),  # full-width is read as ASCII
    ("用户办的5G套餐多少钱？", "办5g 套餐多少钱"),
    # review46 LOW 6: traditional Chinese asks what its simplified twin does
    ("用戶的領導是誰？", "领导"),
    ("我和劉洋平時打什麼球？", "平时打球"),
])
def test_content_words(query: str, words: str) -> None:
    assert content_of(query) == words


@pytest.mark.parametrize("query", ["用户是谁？", "Who am I?", "我是谁？"])
def test_no_content_words_or_nothing_else(query: str) -> None:
    # nothing left but the frame, the user and names; or the question is its content words already
    assert content_of(query) is None


@pytest.mark.parametrize("query", ["刘洋平时打什么球？", "When did Caroline go to the LGBTQ support group?",
                                   "Which bank does Tomasz use?", "劉洋平時打什麼球？"])
def test_not_about_the_user_no_content_query(query: str) -> None:
    # benign twins of the questions above: about someone by name, not the user
    assert content_of(query) is None


def test_lift_is_relative_to_the_window() -> None:
    sims = {"a": 0.85, "b": 0.84, "c": 0.80, "d": None}
    out = lift(sims, {"a": 0.70, "b": 0.80, "c": 0.75, "d": 0.99})
    assert out["a"] == pytest.approx(0.85 - WEIGHT * 0.05)
    assert out["b"] == pytest.approx(0.84 + WEIGHT * 0.05)
    assert out["c"] == pytest.approx(0.80)  # as close to the content as the mean: unmoved
    assert "d" not in out  # unmeasured stays unmeasured (the mean is of the measured only)
    assert out["b"] > out["a"]


def test_lift_benign_twins() -> None:
    sims = {"a": 0.85, "b": 0.84}
    assert lift(sims, {"a": 0.7, "b": 0.7}) == sims  # equally close to the content: nothing moves
    assert lift(sims, {"a": 0.7, "b": 0.9}, weight=0.0) == sims
    assert lift(sims, {"a": 0.7}) == sims  # fewer than two measured: no mean to be above
    assert lift({"a": 0.85, "b": 0.84, "c": 0.80}, {"a": 0.7, "b": 0.9})["c"] == 0.80  # no content cosine


#: a stand-in embedder of three meanings: the frame a question about the user is said in, a boss, a birthday
_FRAME = ("user", "who", "is", "用户", "的", "谁")
_BOSS = ("boss", "timesheets")
_BIRTHDAY = ("birthday",)


class _Concepts(HashEmbedder):
    def passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        rows = []
        for t in texts:
            low = t.lower()
            v = np.zeros(self.dim, dtype=np.float32)
            v[0] = sum(0.3 if w in ("who", "is", "谁", "的") else 1.0 for w in _FRAME if w in low)
            v[1] = 0.5 * sum(w in low for w in _BOSS)
            v[2] = 0.5 * sum(w in low for w in _BIRTHDAY)
            v[3] = 0.6 * ("signs" in low)  # the rest of what a memory says
            v[4] = 1.0 if not v.any() else 0.0
            rows.append(v)
        return l2_normalise(np.vstack(rows))

    def queries(self, texts: list[str]) -> np.ndarray:
        return self.passages(texts)


def _search(tmp_path, query: str, weight: float, min_score: float = 0.0) -> list[str]:
    hs = Hindsight.open(tmp_path / f"w{weight}-{min_score}", embedder=_Concepts(),
                        settings=Settings(search_content_weight=weight, rerank="off"))
    t0 = datetime(2025, 1, 1, tzinfo=UTC)
    hs.write("The user's birthday is on March 5", now=t0)
    hs.write("Dana signs off the user's timesheets", now=t0 + timedelta(days=1))
    res = hs.search(query, now=t0 + timedelta(days=2), min_score=min_score, track_access=False)
    return [h.content for h in res.results]


def test_content_words_rank_the_answer_first(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a who-question puts a hit naming someone first whatever the weight (search/person_answer.py)
    assert _search(tmp_path / "who", "Who is the user's boss?", 0.0)[0] == "Dana signs off the user's timesheets"
    # the weight alone, that pass off: the birthday shares the question's frame ("the user's … is"), the timesheets
    # memory its content (boss)
    monkeypatch.setattr(hygiene, "person_answer_first", lambda items, opts, query: None)
    assert _search(tmp_path, "Who is the user's boss?", 0.0)[0] == "The user's birthday is on March 5"
    assert _search(tmp_path, "Who is the user's boss?", WEIGHT)[0] == "Dana signs off the user's timesheets"


def test_no_content_words_no_change(tmp_path) -> None:
    # benign twin: a question that is all frame ranks as without the lift
    assert _search(tmp_path, "Who is the user?", WEIGHT) == _search(tmp_path, "Who is the user?", 0.0)


def test_explain_reports_the_plain_cosine_and_the_lift_apart(tmp_path) -> None:
    # review46: the context block's lesson gate and every face read ``explain.similarity`` as a cosine; the lift
    # that fusion and the reranker read is reported in ``content_lift``
    hs = Hindsight.open(tmp_path / "x", embedder=_Concepts(), settings=Settings(rerank="off"))
    t0 = datetime(2025, 1, 1, tzinfo=UTC)
    hs.write("The user's birthday is on March 5", now=t0)
    hs.write("Dana signs off the user's timesheets", now=t0 + timedelta(days=1))
    res = hs.search("Who is the user's boss?", now=t0 + timedelta(days=2), min_score=0, explain=True,
                    track_access=False)
    emb = _Concepts()
    q = emb.queries(["Who is the user's boss?"])[0]
    for h in res.results:
        assert h.explain is not None and h.explain.similarity is not None
        plain = float(q @ emb.passages([h.content])[0])
        assert abs(h.explain.similarity - plain) < 1e-3, h.content
    lifts = {h.content: h.explain.content_lift for h in res.results if h.explain is not None}
    assert (lifts["Dana signs off the user's timesheets"] or 0) > 0 > (lifts["The user's birthday is on March 5"] or 0)
    # a twin with the lift off: no content_lift anywhere
    off = Hindsight.open(tmp_path / "y", embedder=_Concepts(), settings=Settings(rerank="off", search_content_weight=0))
    off.write("The user's birthday is on March 5", now=t0)
    r2 = off.search("Who is the user's boss?", now=t0 + timedelta(days=2), min_score=0, explain=True,
                    track_access=False)
    assert all(h.explain is not None and h.explain.content_lift is None for h in r2.results)


def test_the_floor_reads_the_lifted_cosine_too(tmp_path) -> None:
    # the timesheets memory is far from the question's frame (plain match 0.84 < 0.85) but closest to its content
    # (boss): the lift clears it; the birthday's lifted cosine is lower, its plain one still clears the floor
    assert _search(tmp_path, "Who is the user's boss?", 0.0, 0.85) == ["The user's birthday is on March 5"]
    assert set(_search(tmp_path, "Who is the user's boss?", WEIGHT, 0.85)) == {
        "The user's birthday is on March 5", "Dana signs off the user's timesheets"}


def test_the_floor_without_content_words_is_unchanged(tmp_path) -> None:
    # benign twins: a question that is all frame, and a memory closer to neither, stay below the floor
    assert _search(tmp_path, "Who is the user?", WEIGHT, 0.85) == ["The user's birthday is on March 5"]
    assert _search(tmp_path, "Who is the user's birthday?", WEIGHT, 0.85) == ["The user's birthday is on March 5"]


def test_only_the_best_hit_clears_the_floor_by_its_lift(tmp_path) -> None:
    # benign twin: the timesheets memory is again lifted past the floor, but another memory is the window's best
    # now, so the floor reads its plain cosine and leaves it out
    hs = Hindsight.open(tmp_path / "best", embedder=_Concepts(),
                        settings=Settings(search_content_weight=WEIGHT, rerank="off"))
    t0 = datetime(2025, 1, 1, tzinfo=UTC)
    for i, m in enumerate(["The user's birthday is on March 5", "Dana signs off the user's timesheets",
                           "The user files timesheets on Friday", "The user likes tea"]):
        hs.write(m, now=t0 + timedelta(days=i))
    res = hs.search("Who is the user's boss?", now=t0 + timedelta(days=5), min_score=0.85, track_access=False)
    got = [h.content for h in res.results]
    assert got[0] == "The user files timesheets on Friday"
    assert "Dana signs off the user's timesheets" not in got
