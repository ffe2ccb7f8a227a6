"""language/narrower: a negation that holds only for a kind of the older's object, a place or a company the older
never named is a partial restriction ("eats bread" / "no longer eats white bread"; 在孩子面前不抽烟了); a negation
of the older's own words, one that dates the change and one stressed as whole are not."""

from __future__ import annotations

import pytest

from hindsight.language.narrower import restricted
from hindsight.language.occasions import restricted as on_occasion
from hindsight.language.polarity import governed


@pytest.mark.parametrize(("clause", "span"), [
    ("The user no longer eats white bread", "eats white bread"),
    ("The user stopped wearing makeup to the gym", "wearing makeup to the gym"),
    ("用户不再喝全糖奶茶了", "喝全糖奶茶了"),
    ("The user eats bread", None),
])
def test_what_a_negation_or_an_ending_governs(clause: str, span: str | None) -> None:
    assert governed(clause) == span


@pytest.mark.parametrize(("older", "newer", "narrower"), [
    # a kind: a word set between two the older has side by side, or a Chinese word ending with one of the older's
    ("The user eats chocolate every day.", "The user doesn't eat dark chocolate anymore.", "dark chocolate"),
    ("The user takes the train to Leeds.", "The user no longer takes the night train.", "night train"),
    ("用户喝咖啡", "用户最近不喝冰咖啡了", "冰咖啡"),
    ("用户爱吃水果", "用户不吃进口水果了", "进口水果"),
    # a place or a company right after a word of the older
    ("The user plays chess.", "The user doesn't play chess with strangers online anymore.", "with strangers online"),
    ("The user sings.", "The user doesn't sing in the church choir anymore.", "in church choir"),
    ("The user teaches math.", "The user no longer teaches math at the high school.", "at high school"),
    ("Sam wears a helmet.", "Sam stopped wearing a helmet around the neighbourhood.", "around neighbourhood"),
    ("用户打篮球", "用户在学校不打篮球了", "在学校"),
    ("用户说方言", "用户在同事面前不说方言了", "在同事面前"),
    ("用户看话剧", "用户不去剧院看话剧了", "去剧院"),  # 不去 <a place> before the older's words
    ("The user studies quietly.", "The user no longer studies quietly from the library.", "from library"),
])
def test_a_narrower_case_the_older_never_named(older: str, newer: str, narrower: str) -> None:
    assert restricted(older, newer) == narrower


@pytest.mark.parametrize(("older", "newer"), [
    # the older's own words, or a whole negation
    ("The user plays the violin.", "The user no longer plays the violin."),
    ("The user teaches math at the high school.", "The user no longer teaches math at the high school."),
    ("The user lives in Paris.", "The user no longer lives in Paris."),
    ("用户养猫", "用户不养猫了"),
    ("用户在腾讯工作", "用户不在腾讯工作了"),
    ("The user drinks beer.", "The user no longer drinks any beer at home or elsewhere, at all."),
    ("用户抽烟", "用户在家也不抽烟了"),  # 也: even at home
    # the older sets the verb before a preposition of its own: another value, not a narrower case
    ("The user listens to jazz.", "The user no longer listens to music."),
    ("The user works as a nurse.", "The user no longer works at the hospital."),
    # a time, a reason, a gerund: no place and no kind
    ("The user smokes.", "The user hasn't smoked in years."),
    ("The user plays poker with friends.", "The user quit poker on Friday after losing too much."),
    ("The user drinks coffee.", "The user no longer drinks coffee on the advice of her doctor."),
    ("The user likes tennis.", "The user no longer likes playing tennis."),
    ("用户喝酒", "用户在结婚以后不喝酒了"),
    ("用户开车上班", "用户不开车去上班了"),  # 去 is a verb, no kind
    ("用户喝咖啡", "用户戒咖啡了"),
    ("用户健身", "用户不去健身房了"),  # the place is what is negated: nothing of the older after it
    ("The user works from home.", "The user no longer works from home."),
    ("The user drinks.", "The user quit drinking from Monday on."),
    ("The user smokes.", "The user no longer smokes to save money."),  # an infinitive, no place
    ("用户打篮球", "用户在搬家后就不打篮球了"),  # 就: when it ended
    # no negation
    ("The user eats bread.", "The user eats white bread."),
])
def test_no_narrower_case(older: str, newer: str) -> None:
    assert restricted(older, newer) is None


@pytest.mark.parametrize(("older", "newer", "occasion"), [
    ("Elena cycles to work.", "Elena stopped cycling to work when it's icy.", "when it's icy"),
    ("用户穿高跟鞋", "用户逛街时不穿高跟鞋了", "逛街时"),
    ("王磊抽烟", "王磊开会时不抽烟了", "开会时"),
])
def test_a_situation_is_an_occasion(older: str, newer: str, occasion: str) -> None:
    assert on_occasion(older, newer) == occasion


@pytest.mark.parametrize(("older", "newer"), [
    ("用户喝酒", "用户平时不喝酒了"),  # 平时: usually, no occasion
    ("用户吃肉", "用户上大学时就不吃肉了"),  # ……时就: when it ended
    ("The user drives.", "The user stopped driving when she was pregnant."),  # past: when it ended
])
def test_a_word_in_shi_or_a_past_when_is_no_occasion(older: str, newer: str) -> None:
    assert on_occasion(older, newer) is None
