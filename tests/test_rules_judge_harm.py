"""Verdicts of the rules judge that did harm (issue #15, "do no harm"), found by an independent probe: a date read as
a phone number, two tools' e-mail addresses never compared, a new monitor taken for a new laptop, the user's doctor
taken for the user's job, and a guess about one liked thing falsified by another liked thing. Each case checks the
harmful verdict is gone and that the real updates next to it still hold, in English and Chinese, with the real e5
similarities.
"""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.judge.items import different_items, item_nouns, new_identifier, replaced_item, replaced_part
from hindsight.language import identifiers, text
from hindsight.language.notation import phone_like
from hindsight.language.people import people
from hindsight.model import ConflictType, Relation
from test_rules_judge import decided, mem, update, verdict

# 1. a calendar date is no phone number


@pytest.mark.parametrize("content", [
    "Date of birth: 1988-04-12", "Born 12.04.1988", "DOB 4/12/1988", "用户的生日是1990年3月5日", "生日：1990-03-05",
    "出生日期1988/4/12",
])
def test_a_calendar_date_is_no_phone_number(content: str) -> None:
    assert not phone_like(content)


@pytest.mark.parametrize("content", [
    "The user's mobile number: 555-5957", "call +1 415 555 9255", "手机号15086999955",
    "on 2024-05-01 call 020-1234-5678",  # a date next to a phone number leaves the number
    "tel 1988-13-45 12",  # no month 13: not a date
])
def test_a_phone_number_is_still_one(content: str) -> None:
    assert phone_like(content)


@pytest.mark.parametrize(("old", "new"), [
    ("Date of birth: 1988-04-12", "Date of birth: 1988-12-04"),
    ("Date of birth: 12.04.1988", "Date of birth: 04.12.1988"),
    ("用户的出生日期是1988/4/12", "用户的出生日期是1988/12/4"),
    ("用户的生日是1990年3月5日", "用户的生日是1990年5月3日"),
])
def test_two_tools_giving_two_dates_are_a_source_conflict(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, source="tool", source_id="crm"), mem(new, source="tool", days=0.5, source_id="scan"))
    assert v.rule != "phone_number" and "phone" not in v.reason, v.reason
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.source, "both"), v.reason


def test_a_date_days_later_is_never_another_phone_number(e5: E5Embedder) -> None:
    v = verdict(e5, mem("Date of birth: 1988-04-12", source="tool", source_id="crm"),
                mem("Date of birth: 1988-12-04", source="tool", days=3, source_id="passport_scan"))
    assert v.rule != "phone_number" and "phone" not in v.reason, v.reason
    assert v.keep == "both", v.reason  # one frame, another value, no change stated: both kept


# 2. e-mail addresses, URLs, handles and IDs are values


@pytest.mark.parametrize(("content", "kind", "value"), [
    ("The user's email is dana.kim@example.org", "email", "dana.kim@example.org"),
    ("Account email: dana.k@example.com.", "email", "dana.k@example.com"),
    ("用户的邮箱是dana@qq.com。", "email", "dana@qq.com"),
    ("The user's website is https://dana.dev/", "url", "https://dana.dev"),
    ("The user's GitHub handle is @dana-kim", "handle", "@dana-kim"),
    ("Customer ID: CUS-10442", "id", "cus-10442"),
])
def test_an_identifier_given_as_a_value(content: str, kind: str, value: str) -> None:
    given = identifiers.given_value(content)
    assert given is not None and given[:2] == (kind, value)


@pytest.mark.parametrize("content", [
    "Ticket ORD-88231 is resolved",  # the subject, not a value given
    "Emails from a@x.com and b@y.com go to the archive",  # two
    "The user's phone is an iPhone 13", "The user has a 27-inch Dell 4K", "用户开小米SU7", "version 2.3.1",
])
def test_no_identifier_given_as_a_value(content: str) -> None:
    assert identifiers.given_value(content) is None


@pytest.mark.parametrize(("a", "b"), [
    ("The user's email is dana.kim@example.org", "The user's email is dana.k@example.com"),
    ("Account email: dana.kim@example.org", "Account email: dana.k@example.com"),
    ("用户的邮箱是dana.kim@example.org", "用户的邮箱是dana.k@example.com"),
    ("Customer ID: CUS-10442", "Customer ID: CUS-10443"),
])
def test_two_tools_giving_two_identifiers_are_a_source_conflict(e5: E5Embedder, a: str, b: str) -> None:
    v = decided(e5, "identifier", mem(a, source="tool", source_id="crm"),
                mem(b, source="tool", days=0.5, source_id="billing"))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.source, "both"), v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("The user's email is dana.kim@example.org", "My new email is dana.k@example.com"),
    ("The user's website is https://dana.dev", "The user's website is https://danakim.io"),
    ("用户的邮箱是dana.kim@example.org", "用户的邮箱改成了dana.k@example.com"),
])
def test_a_user_stating_a_new_identifier_is_an_update(e5: E5Embedder, old: str, new: str) -> None:
    update(e5, "identifier", old, new)


@pytest.mark.parametrize(("a", "b"), [
    ("Work email: dana@acme.com", "Personal email: dana.kim@gmail.com"),
    ("The user's GitHub handle is @danak", "The user's Twitter handle is @dana_k"),
    ("The user's email is dana@acme.com", "The user's email is dana@acme.com"),
])
def test_two_frames_or_one_value_are_no_new_identifier(a: str, b: str) -> None:
    assert new_identifier(a, b) is None


# 3. two items of one slot


@pytest.mark.parametrize(("content", "nouns"), [
    ("The user's laptop is a ThinkPad X1 Carbon.", {"laptop"}),
    ("The user bought a new monitor, a 27-inch Dell 4K.", {"monitor"}),
    ("用户的车是比亚迪汉", {"车"}),
    ("用户换了新手机，华为Mate 60", {"手机"}),
])
def test_item_nouns(content: str, nouns: set[str]) -> None:
    assert nouns <= item_nouns(content)


@pytest.mark.parametrize(("a", "b"), [
    ("The user's laptop is a ThinkPad X1 Carbon.", "The user bought a new monitor, a 27-inch Dell 4K."),
    ("The user's phone is a Pixel 8.", "The user got a new tablet, a Samsung Galaxy Tab."),
    ("用户的手机是iPhone 13", "用户买了新平板，华为MatePad"),
])
def test_a_new_item_is_not_a_new_value_of_another(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a), mem(b, days=30))
    assert v.relation == Relation.unrelated, f"{v.rule}: {v.reason}"


@pytest.mark.parametrize(("old", "new"), [
    ("The user's laptop is a ThinkPad X1 Carbon.", "The user got a new laptop, a MacBook Air."),
    ("The user's car is a Volvo XC60.", "The user bought a new car, a Kia EV6."),
    ("用户的手机是iPhone 13", "用户换了新手机，华为Mate 60"),
    ("用户的网页应用是基于React开发的。", "用户把前端从React换成了SolidJS。"),  # one value named on both sides
    ("The user lives in a flat in Brooklyn.", "The user moved to a new apartment in Queens."),  # one slot's words
])
def test_a_new_item_of_the_same_kind_is_still_an_update(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=30))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), f"{v.rule}: {v.reason}"
    assert different_items(old, new, "device") is None


@pytest.mark.parametrize(("a", "b", "thing"), [
    ("用户的车是比亚迪汉", "用户把车换成了小米SU7", "车"),
    ("用户的键盘是Filco", "用户把旧键盘换成了HHKB", "键盘"),
    ("The user's car is a Volvo XC60", "The user swapped the car for a Tesla Model 3", "car"),
    ("The user's laptop is a ThinkPad", "The user replaced the laptop with a MacBook Air", "laptop"),
    ("用户的车是比亚迪汉", "用户把车的轮胎换成了米其林", None),  # a part of it is another thing
    ("用户的手机是iPhone 13", "用户把手机壳换成了红色的", None),
    ("The user's laptop is a ThinkPad", "The user replaced the battery with a new one", None),
])
def test_replaced_item(a: str, b: str, thing: str | None) -> None:
    assert replaced_item(a, b) == thing


@pytest.mark.parametrize(("a", "b", "part"), [
    ("用户的车是比亚迪汉", "用户把车的轮胎换成了米其林", "轮胎"),
    ("用户的手机是iPhone 13", "用户把手机壳换成了红色的", "手机壳"),
    ("The user's laptop is a ThinkPad", "The user replaced the laptop's battery with a new one", "battery"),
    ("The user's laptop is a ThinkPad", "The user replaced the laptop battery with a new one", "battery"),
    ("用户的车是比亚迪汉", "用户把车换成了小米SU7", None),
    ("用户每天喝美式", "用户把美式换成了拿铁", None),
    ("用户的博客前端用 Vue 写的", "用户把博客前端换成了 React", None),  # the older is about that part too
    ("The user's car is a Volvo", "The user swapped the old car for a Tesla", None),
])
def test_replaced_part(a: str, b: str, part: str | None) -> None:
    assert replaced_part(a, b) == part


@pytest.mark.parametrize(("a", "b"), [
    ("用户的车是比亚迪汉", "用户把车的轮胎换成了米其林"),
    ("用户的手机是iPhone 13", "用户把手机壳换成了红色的"),
    ("The user's laptop is a ThinkPad", "The user replaced the laptop's battery with a new one"),
])
def test_a_part_replaced_changes_nothing_the_older_says(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a), mem(b, days=30))
    assert v.relation == Relation.unrelated, f"{v.rule}: {v.reason}"


# 4. a role someone has is another person


@pytest.mark.parametrize(("content", "person"), [
    ("My doctor told me to cut caffeine, so these days it's only decaf.", "doctor"),
    ("The user's lawyer drafted the lease.", "lawyer"),
    ("用户的医生让他少喝咖啡", "医生"),
    ("我的律师下周回国", "律师"),
])
def test_an_owned_role_is_another_person(content: str, person: str) -> None:
    assert person in people(content, text.content_tokens(content))


@pytest.mark.parametrize("content", [
    "The user is a doctor.", "I started at Spotify as a data engineer.", "用户是医生", "用户是一名优秀的医生",
    "用户现在在腾讯做数据工程师",
])
def test_the_users_own_occupation_is_no_other_person(content: str) -> None:
    assert not people(content, text.content_tokens(content))


@pytest.mark.parametrize(("a", "b"), [
    ("My doctor told me to cut caffeine, so these days it's only decaf with oat milk.",
     "Quick update: I left Zalando last week and started at Spotify as a data engineer."),
    ("用户的医生让他少喝咖啡，所以现在只喝低因咖啡。", "用户上周从阿里离职了，现在在腾讯做数据工程师。"),
])
def test_the_users_doctor_is_not_the_users_job(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a), mem(b, days=30))
    assert v.relation == Relation.unrelated, f"{v.rule}: {v.reason}"


@pytest.mark.parametrize(("old", "new"), [
    ("The user is a doctor.", "The user is now a data engineer."),
    ("用户是医生", "用户现在是工程师"),
])
def test_the_users_own_job_still_changes(e5: E5Embedder, old: str, new: str) -> None:
    update(e5, "cue_slot_value", old, new)


# 5. liking holds many values


@pytest.mark.parametrize(("guess", "fact"), [
    ("用户应该喜欢吃烧烤。", "用户喜欢玩王者荣耀。"),
    ("The user probably likes hiking.", "The user loves chess."),
])
def test_liking_another_thing_does_not_falsify_a_guess(e5: E5Embedder, guess: str, fact: str) -> None:
    v = verdict(e5, mem(guess, source="agent"), mem(fact, days=3))
    assert v.relation != Relation.conflict and v.keep in (None, "both"), f"{v.rule}: {v.reason}"


@pytest.mark.parametrize(("guess", "fact"), [
    ("用户应该喜欢吃烧烤。", "用户不喜欢吃烧烤。"),
    ("The user probably likes hiking.", "The user doesn't like hiking."),
    ("用户好像很爱吃牛排。", "用户从2015年起吃全素。"),  # another slot (diet) than the liking
    ("用户似乎在长沙生活", "用户住在苏州"),  # a slot of one value
])
def test_a_guess_still_loses_to_what_contradicts_it(e5: E5Embedder, guess: str, fact: str) -> None:
    v = verdict(e5, mem(guess, source="agent"), mem(fact, days=3))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.inference, "b"), f"{v.rule}: {v.reason}"


# another tool's value days later, no change stated: a disagreement between sources, not an update


@pytest.mark.parametrize(("old", "new"), [
    ("Account email: dana.kim@example.org", "Account email: dana.k@example.com"),
    ("账户邮箱：lina88@example.cn", "账户邮箱：lina.w@example.cn"),
    ("出生日期：1990年5月3日", "出生日期：1990年3月5日"),
])
def test_another_tool_later_is_kept_beside_not_over(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, source="tool", source_id="crm"), mem(new, source="tool", days=3, source_id="billing"))
    assert v.keep == "both" and v.possibly_updated, v.reason
    # the same tool reporting again is an update
    v = verdict(e5, mem(old, source="tool", source_id="crm"), mem(new, source="tool", days=3, source_id="crm"))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("用户住在上海浦东新区。", "用户住在上海。"),  # less detail
    ("用户住在苏州。", "用户住在苏州工业园区。"),  # more
])
def test_a_place_told_more_or_less_exactly_is_linked_not_superseded(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=14))
    assert (v.rule, v.relation, v.keep, v.possibly_updated) == ("named_twice", Relation.unrelated, "both", True), \
        v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("用户住在上海。", "用户搬到了上海浦东。"),  # a stated move within a place is still a move
    ("用户住在南京。", "用户住在南京路。"),  # a street named after a city is another place (review58)
    ("用户是软件工程师。", "用户是软件测试工程师。"),  # another role
])
def test_a_stated_move_or_another_thing_named_after_the_place_still_replaces(e5: E5Embedder, old: str,
                                                                             new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=14))
    assert (v.relation, v.keep) == (Relation.conflict, "b"), v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("用户每周去两次健身房。", "用戶每週去兩次健身房。"),  # one statement in two scripts
    ("用户的手机号是13800138000。", "用戶的手機號是13800138000。"),
])
def test_traditional_and_simplified_chinese_are_one_statement(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=14))
    assert (v.relation, v.keep) == (Relation.duplicate, "a"), v.reason


def test_a_change_written_in_traditional_chinese_is_still_a_change(e5: E5Embedder) -> None:
    v = verdict(e5, mem("用户每天喝咖啡。", days=0), mem("用戶已經戒掉咖啡了。", days=14))
    assert (v.relation, v.keep) == (Relation.conflict, "b"), v.reason
