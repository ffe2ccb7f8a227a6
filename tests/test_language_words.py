"""Cues, topics and change words match whole words: jieba words for Chinese, word boundaries for English (#15).

记住 ("remember") must not count as 住 ("live"); 改喝 still starts with the change verb 改; "removed" is not
"moved". Explicit save cues (seed 004): "帮我保存一下：…", "Save this: …", 下次注意.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight.conversation import cues, importance
from hindsight.language import slots, text

T = datetime(2025, 1, 1, tzinfo=UTC)


@pytest.mark.parametrize(("content", "phrases", "found"), [
    ("记住，用户周五不开会。", ["住"], None),
    ("用户住在上海。", ["住"], "住"),
    ("用户改喝美式了。", ["改"], "改"),
    ("The user removed the old file.", ["moved"], None),
    ("The user moved to Munich.", ["moved"], "moved"),
    ("The user moved-in yesterday", ["moved"], "moved"),
])
def test_find_phrase_matches_whole_words(content: str, phrases: list[str], found: str | None) -> None:
    assert text.find_phrase(content, phrases) == found


def test_remember_is_not_a_residence_cue_or_a_change() -> None:
    assert slots.change_cue("记住，用户周五不开会。") is None
    assert [t for t in cues.topics("记住，用户周五不开会。") if "住" in t.zh] == []
    assert slots.change_cue("用户已经从上海搬到了北京。") is not None


@pytest.mark.parametrize(("content", "cue"), [
    ("The user almost quit Google last year.", None), ("The user nearly moved to Munich in May.", None),
    ("用户去年差点就跳槽去了阿里。", None), ("用户差一点辞职。", None),
    ("The user quit Google last year.", "quit"), ("The user moved to Munich in May.", "moved"),
    # "left" that leaves nothing for good: a message for someone, a departure for the day
    ("The user left Tom a voicemail.", None), ("The user left the office at Google early today.", None),
    ("The user left the keys at the front desk.", None),
    ("The user left Google for a startup.", "left"), ("The user left Berlin and now lives in Hamburg.", "left"),
    # review_hyg2: what else leaves nothing; "never actually", "about to"; 差些, 差点 before 从X
    ("The user left a review of Google.", None), ("The user left it to her manager.", None),
    ("The user has two days left on the trial.", None), ("The user turned left at the light.", None),
    ("The user left the Tesla at the garage.", None), ("The user left work at 6pm.", None),
    ("The user never actually moved to Munich.", None), ("The user was about to move to Munich.", None),
    ("用户差些跳槽。", None), ("用户差点从腾讯辞职。", None),
    # ... and real leavings and changes it must not hide: a date, an age, a time ago, a later cue, a stop
    ("The user left Google a year ago.", "left"), ("The user left Google early this year.", "left"),
    ("The user left Acme late last year.", "left"), ("The user left Google in early 2024.", "left"),
    ("The user left the band early on.", "left"), ("The user left Google for early retirement.", "left"),
    ("The user left home at 18.", "left"), ("The user never switched back to Emacs.", "switched"),
    ("The user almost no longer drinks coffee.", "no longer"), ("用户差点搬到上海，最后搬到了杭州。", "搬到"),
    ("用户差点辞职，后来还是辞职了。", "辞职"), ("用户几乎不再喝咖啡了。", "不再"),
])
def test_a_change_that_almost_happened_announces_none(content: str, cue: str | None) -> None:
    assert (slots.change_cue(content) is None) == (cue is None)
    if cue is not None:
        assert slots.change_cue(content) == cue


@pytest.mark.parametrize("content", ["帮我保存一下：部署前先跑数据库迁移。",
                                     "Save this: deploys need a second approver.", "下次注意：改配置前先备份。"])
def test_explicit_save_cues(content: str) -> None:
    a = importance.score(content, T)
    assert any(r.startswith("explicit cue") for r in a.reasons), a.reasons
    assert a.importance >= 0.85


@pytest.mark.parametrize(("content", "n"), [
    ("I moved to Munich last month.", 6),
    ("用户上个月搬到了慕尼黑", 5),  # jieba words, not one whitespace chunk
    ("Caroline: 我去了LGBTQ支持小组", 6),
    ("用户 likes 寿司", 3),
    ("", 0),
])
def test_word_count_counts_chinese_words(content: str, n: int) -> None:
    assert text.word_count(content) == n
    if not text.has_cjk(content):
        assert text.word_count(content) == len(content.split())


def test_a_number_in_parts_counts_whole_in_its_order() -> None:
    assert text.numbers("用户的出生日期是1990年3月5日。") == text.numbers("用户的出生日期是1990年5月3日。")  # as a set
    assert text.number_values("用户的出生日期是1990年3月5日。") != text.number_values("用户的出生日期是1990年5月3日。")
    assert "1990-3-5" in text.number_values("born 1990-03-05") & text.number_values("生于1990年3月5日")
    assert "10-30" in text.number_values("stand-up at 10:30") and "2-4-1" in text.number_values("upgraded to v2.4.1")
    # numbers apart keep no order: a restatement in another order holds the same numbers
    assert text.number_values("3 cats and 2 dogs") == text.number_values("2 dogs and 3 cats") == frozenset({"2", "3"})
    assert text.numbers("costs 1.5 euros") == frozenset({"1.5"})
