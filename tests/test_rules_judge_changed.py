"""Updates of predicates no lexicon lists, told in another frame, and their harm control (judge/changed.py,
language/changes.py, search/changed.py; issue #15, "What to build" 2).

A newer statement that says a value was *replaced* ("these days … instead", "已经换成") in another frame of a
cosine-close statement about the same person is linked to the older as possibly updated (both kept; search ranks the
newer first for the present). A newer statement that says it *adds* a value ("now also", "as well", "又", "还") never
replaces the older, whatever change word it carries. An onset ("started learning…") alone links nothing.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.language import changes, people
from hindsight.model import Relation
from hindsight.search import hygiene
from hindsight.search.candidates import Item, Options
from test_rules_judge import T, decided, mem, verdict


@pytest.mark.parametrize(("content", "word"), [
    ("Switched the VPN over to ProtonVPN.", "switched"), ("These days the ride goes through the forest.", "these days"),
    ("The user no longer takes the bus.", "no longer"), ("记账已经换成了钱迹。", "换"),
    ("午休现在改去健身房了。", "改"),
    ("The user plays the piano.", None), ("The user recently started learning the cello.", None),
    ("用户开始学架子鼓了。", None),
    ("用户上个月搬到了杭州。", "搬到"), ("用户又搬回北京了。", "搬回"),  # "moved": a place replaced, as in English
    ("用户帮朋友搬运家具。", None),  # 搬运 carries things, moves no one
])
def test_replaced_is_a_closed_class_without_onsets(content: str, word: str | None) -> None:
    assert changes.replaced(content) == word


@pytest.mark.parametrize(("content", "added"), [
    ("The user now also volunteers at the animal shelter.", True), ("Signed up for Hulu as well.", True),
    ("The user got a second library card.", True), ("The user has a dog too.", True),
    ("用户又开了腾讯视频会员。", True), ("用户周日还去救助站。", True), ("用户也开始集邮了。", True),
    ("用户还是住在杭州。", False), ("用户还在原来的公司。", False), ("The user switched to Bitwarden.", False),
    ("The user is too busy on Mondays.", False),
])
def test_added_marks_a_second_value(content: str, added: bool) -> None:
    assert bool(changes.added(content)) is added


@pytest.mark.parametrize(("a", "b", "shared"), [
    ("用户团队的任务都在钉钉上跟进。", "团队已经把任务跟进迁到了Trello。", True),  # 任务, 跟进
    ("用户每天早上沿山脚跑步。", "现在晨跑改走环湖了。", False),  # 跑步 / 晨跑 share one character only
    ("用户的家里宽带是长城宽带的。", "用户的家庭医生换成了李医生。", False),  # 家 alone
    ("The user's team tracks tasks in Linear.", "The team moved the task tracking to Jira.", True),
    ("用户的账本在随手记。", "葛文涛换了牙医，现在找周医生。", False),
    ("The user gets haircuts at Salon Verde.", "The user changed barbers.", False),
])
def test_shared_frame_needs_a_word_besides_subject_and_change(a: str, b: str, shared: bool) -> None:
    assert changes.shared_frame(a, b, frozenset({"葛文涛"})) is shared


@pytest.mark.parametrize(("old", "new"), [
    ("The user cycles along the canal on Saturday mornings.",
     "These days the Saturday ride goes through the forest instead."),
    ("用户的记账软件是随手记。", "记账已经换成了钱迹。"),
    # the newer may name a lexicon slot in passing (payroll, 单位: work); the older names none
    ("The user banks with Nationwide.", "Payroll now goes to the Monzo account the user opened in April."),
    ("用户的钱存在农业银行。", "单位发薪改到了招商银行的卡上。"),
])
def test_a_replacement_in_another_frame_is_possibly_an_update(e5: E5Embedder, old: str, new: str) -> None:
    v = decided(e5, "changed_frame", mem(old, days=0), mem(new, days=30))
    assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("The user volunteers at the library on weekends.", "The user now also volunteers at the animal shelter."),
    ("The user subscribes to Netflix.", "The user signed up for Hulu as well."),
    ("用户周末在社区图书馆做志愿者。", "用户现在周日还去动物救助站做志愿者。"),
    ("用户会弹吉他。", "用户又开始学架子鼓了。"),
])
def test_an_added_value_replaces_nothing(e5: E5Embedder, old: str, new: str) -> None:
    v = decided(e5, "added_value", mem(old, days=0), mem(new, days=30))
    assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", False), v.reason


def test_an_onset_alone_links_nothing(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user plays the piano.", days=0), mem("The user recently started learning the cello.",
                                                                    days=30))
    assert v.relation == Relation.unrelated and not v.possibly_updated and v.keep != "b", v.reason


def test_an_added_value_told_by_someone_else_is_still_about_another_person(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user volunteers at the library."), mem("Her brother now also volunteers there.", days=9))
    assert v.rule != "added_value" and v.keep != "b", v.reason


def test_a_single_chinese_character_is_no_persons_name() -> None:
    # jieba tags 晨 (of 晨跑, a morning run) as a name; a Chinese name has two characters or more
    assert people.subject("现在晨跑改走环湖了。") is None
    assert people.subject("王芳搬到了成都。") == "王芳"


def _item(mid: str, content: str, score: float, days: int) -> Item:
    return Item(id=mid, content=content, source="user", observed_at=T + timedelta(days=days), score=score)


def test_a_stated_replacement_of_one_frame_needs_only_the_meaning_ratio() -> None:
    q, older = "我们团队在哪跟进任务？", "用户团队的任务都在钉钉上跟进。"
    for newer, lifted in [("团队已经把任务跟进迁到了Trello。", True),
                          ("现在改去健身房了。", False),  # no frame word in common: the usual ratio
                          ("团队也把任务跟进放到了Trello。", False)]:  # a value added ("也"), not replaced
        old, new = _item("old", older, 0.9, 0), _item("new", newer, 0.55, 30)  # below 0.8 of the older, above 0.5
        old.meta = {"possibly_updated_by": ["new"]}
        assert [i.id for i in hygiene.tidy([old, new], q, Options())] == (["new", "old"] if lifted else ["old", "new"])


def test_an_older_naming_a_lexicon_slot_is_left_to_the_slot_rules(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user's home is in Singapore", days=0), mem("The user got moved to Sarah's team", days=30))
    assert v.rule != "changed_frame" and not v.possibly_updated, v.reason


def test_a_time_word_is_no_common_predicate(e5: E5Embedder) -> None:
    # "weekly" / "last week" share "week": when, not what; two changes of two things, neither replaces the other
    v = verdict(e5, mem("The user switched the weekly shop to Tesco.", days=0),
                mem("The user moved the whole vault to Bitwarden last week.", days=30))
    assert v.keep != "b", v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("The user's locker at the gym is C27.", "The user is at locker D14 now."),  # another code
    ("The user has 2 cats.", "The user now has 2 dogs."),  # a bare count in common, the thing swapped
    ("The user works for Deloitte in London.", "The user now works for Deloitte in Zurich."),
    ("The user lives in Leeds.", "From now on the user lives in Leeds and York."),  # "from now on" is a change word
])
def test_now_with_another_value_is_not_a_restatement(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=3))
    assert v.rule != "restated_now", v.reason
