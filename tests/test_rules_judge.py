"""The offline rules judge decides the common cases, in English and Chinese, with the real e5 similarities."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight.embedder.e5 import E5_CALIBRATION, E5Embedder
from hindsight.judge.base import Pair
from hindsight.judge.rules import RulesJudge
from hindsight.model import ConflictType, Memory, Provenance, Relation

T = datetime(2025, 1, 1, tzinfo=UTC)


def mem(content: str, source: str = "user", days: float = 0, source_id: str | None = None) -> Memory:
    at = T + timedelta(days=days)
    return Memory(id=f"m{abs(hash(content)) % 10**8}", bank="b", kind="semantic", content=content, importance=0.5,
                  confidence=0.9, status="active", created_at=at, updated_at=at, observed_at=at,
                  provenance=Provenance(source=source, source_id=source_id, recorded_at=at))


def verdict(e5: E5Embedder, a: Memory, b: Memory):
    va, vb = e5.passages([a.content, b.content])
    return RulesJudge(E5_CALIBRATION).judge([Pair.ordered(a, b, float(va @ vb))], T)[0]


UPDATES = [
    ("The user uses Django for the backend", "The user switched the backend to FastAPI"),
    ("用户喜欢喝美式咖啡", "用户改喝拿铁了"),
    ("用户住在北京", "用户搬到了上海"),
    ("The user lives in Berlin", "The user lives in Paris"),
    ("The meeting is on Monday", "The meeting moved to Friday"),
    ("The user is 30 years old", "The user is 31 years old"),
    ("The orders table has a column named discount", "The orders table has no column named discount"),
    ("The user drives a Toyota", "The user sold the Toyota and now drives a Tesla"),
    ("The user works at Google", "The user joined Microsoft last month"),
    ("用户在腾讯工作", "用户跳槽去了阿里巴巴"),
    ("The user prefers pytest over unittest", "The user now writes tests with unittest instead of pytest"),
    ("The API server listens on port 8080", "The API server listens on port 9090"),
    ("The user prefers dark mode", "The user prefers light mode"),
    ("用户的邮箱是 li@example.com", "用户的邮箱改成了 li.wei@example.com"),
    ("用户以前用 MySQL", "用户现在改用 PostgreSQL 了"),
    ("The user no longer drinks coffee", "The user drinks coffee every morning"),
    # one part of a tech stack changes; an employer named in another phrasing
    ("The user's shop keeps its orders in Cassandra", "The user moved the shop's orders to CockroachDB"),
    ("用户的博客前端用 Vue 写的", "用户把博客前端换成了 React"),
    ("The user is a data analyst at Shopify", "The user works as a data analyst for Stripe"),
    # no change cue: a one-value slot gets another value, worded differently, nothing else differs
    ("The user's IDE of choice is IntelliJ", "The user codes in Helix"),
    ("用户的编辑器是VS Code", "用户的编辑器是Zed"),
    ("The user's usual morning drink is an iced latte", "The user's usual morning drink is a cappuccino"),
    ("用户常住杭州", "用户家在成都"),
    ("The user is based in Lisbon", "The user lives in Porto"),
    ("用户的网站前端基于Vue开发", "用户的网站前端基于React开发"),
    ("用户平时点燕麦拿铁", "用户每天早上喝一杯美式"),
    # the old value named as the one left behind
    ("The user's blog is written in Svelte", "The user dropped Svelte and rebuilt the blog UI in Astro"),
    ("用户的编辑器是Vim", "更正：用户写代码用的是Emacs，不是Vim"),
    # whom the user reports to, said three ways
    ("User reports to Aisha", "The user's manager is Kevin"),
    ("用户的领导是王强", "用户的新领导是陈静"),
    ("用户向黄磊汇报工作", "用户的领导是周杰"),
    # a phone number in other words
    ("The user's mobile number: 555-5957", "User's phone number is 555-6986"),
    ("The user's phone number is +1 415 555 2525", "The user can be reached at +1 415 555 9255"),
    # values in two words, a home in other words, a kind of tea, a transfer to someone's team
    ("The user starts the day with cold brew", "The user's usual morning drink is an oat milk latte"),
    ("The user rents an apartment in Vancouver", "The user rents a flat in Edinburgh"),
    ("The user lives in Lisbon", "The user has relocated from Lisbon to Chicago"),
    ("用户早餐习惯配一杯绿茶", "用户不再喝绿茶，换成了拿铁"),
    ("用户每天早上喝一杯燕麦拿铁", "用户每天早上喝一杯乌龙茶"),
    ("用户的领导是刘洋", "用户调到了周杰的团队"),
    # a number is the only difference; a Chinese statement rewritten with a change cue
    ("The user's monthly gym fee is 40 euros", "The user's monthly gym fee is 55 euros"),
    ("The user's weekly sync is at 14:30", "The user's weekly sync is at 15:00"),
    ("用户的通勤时间是40分钟", "用户的通勤时间是25分钟"),
    ("用户晚上练钢琴", "用户晚上改练吉他了"),
    ("用户开本田思域", "用户换了一辆比亚迪"),
]


@pytest.mark.parametrize(("old", "new"), UPDATES)
def test_updates_are_temporal_conflicts_new_wins(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=30))
    assert v is not None
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


UNRELATED = [
    ("用户喜欢喝美式咖啡", "用户养了一只叫豆豆的狗"),
    ("The user likes Python", "The user's Python project uses Django"),
    ("The user lives in Berlin", "The user's sister lives in Paris"),
    ("The user likes coffee", "The user likes tea"),
    ("The user has a cat named Tom", "The user has a dog named Rex"),
    ("The user's favorite color is blue", "The user's favorite food is pizza"),
    ("用户喜欢看科幻电影", "用户喜欢打篮球"),
    ("用户的女儿叫小美", "用户的儿子叫小明"),
    ("The user's flight to Tokyo is on May 3", "The user's hotel in Tokyo is booked for May 3"),
    ("The user is learning Rust", "The user's team writes Go services"),
    ("用户住在北京朝阳区", "用户在北京的公司上班"),
    ("The user's laptop is a ThinkPad", "The user likes hiking on weekends"),
    ("用户每周三晚上打羽毛球", "用户的生日是五月二十日"),
    # different parts of one stack never replace each other
    ("The user's shop keeps its orders in MySQL", "The user switched the shop's frontend to Svelte"),
    ("用户的项目数据库是 PostgreSQL", "用户现在用 Neovim 写代码"),
    # a word of another slot is not a new value ("drives to work" names no workplace)
    ("The user works from the Lisbon office", "The user drives to work"),
    # context words keep two values apart; a class (coffee) and a kind (latte) can both hold
    ("The user uses MySQL at work", "The user uses SQLite at home"),
    ("The user's web app is built with React", "The user builds internal tools with Vue"),
    ("The user drinks black coffee", "The user has a latte in the morning"),
    # a company and a city; a phone model and a phone number; where one grew up and where one lives
    ("用户在腾讯工作", "用户现在在上海工作"),
    ("The user's phone is a Pixel 8", "The user's phone number is +1 312 555 2992"),
    ("The user grew up in Boston", "The user lives in Denver"),
    ("The user's work phone is 555-1234", "The user's home phone is 555-9876"),
    ("The user's sister's manager is Bob", "The user's manager is Kevin"),
    ("The user likes React", "The user stopped using Vue and now uses React for everything"),
    ("The user's home is in Singapore", "The user got moved to Sarah's team"),
    ("用户下午喝绿茶", "用户早上喝一杯拿铁"),
    ("The user works 9 to 5", "User works on a ThinkPad X1 Carbon"),
    ("The user writes Java at work", "The user is planning a trip to Java, Indonesia"),
    ("The user writes Python", "The user is learning Rust"),
    ("User drinks black coffee", "User bought a new oak coffee table"),
    ("The user works in Vancouver", "The user works at Spotify"),
    ("The user lives in Boston", "The user has moved the frontend over to SolidJS"),
    ("用户喜欢喝茶", "用户每天早上喝一杯拿铁"),
    ("The user uses React at work", "The user uses React for side projects"),
    ("Service number 23 listens on port 8023", "Service number 193 listens on port 8193"),
    ("我上周搬到了苏州", "我哥刚搬到无锡"),
    ("用户在腾讯工作", "用户现在在深圳工作"),
]


@pytest.mark.parametrize(("a", "b"), UNRELATED)
def test_shared_topic_words_are_unrelated(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a, days=0), mem(b, days=30))
    assert v is not None and v.relation == Relation.unrelated, v.reason


def test_inference_loses_to_fact(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user probably works in fintech", source="agent", days=0),
                mem("The user works at a bakery", days=1))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.inference, "b")
    # even when the inference is newer
    v = verdict(e5, mem("用户在一家银行工作", days=0), mem("用户可能在互联网公司工作", source="agent", days=5))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.inference, "a")


@pytest.mark.parametrize(("guess", "fact"), [
    ("The user apparently has a hamster", "The user has a corgi"),
    ("用户好像养了一只猫", "用户养的是一只柯基"),
    ("The user probably has no kids", "The user has two kids"),
    ("The user is probably in their thirties", "The user is 52 years old"),
    ("The user seems fairly young, maybe mid-twenties", "The user is 47 years old"),
    ("The user is probably a Java developer", "The user writes almost everything in Kotlin"),
    ("用户似乎在长沙生活", "用户住在苏州"),
    ("用户看起来二十多岁", "用户今年45岁"),
    ("用户可能有孩子", "用户没有孩子"),
    ("用户大概在字节跳动上班", "用户是美团的员工"),
])
def test_a_guess_loses_to_a_stated_fact(e5: E5Embedder, guess: str, fact: str) -> None:
    v = verdict(e5, mem(guess, source="agent", days=0), mem(fact, days=3))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.inference, "b"), v.reason


def test_two_tools_disagree(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The service runs version 2.3.1", source="tool", source_id="k8s", days=0),
                mem("The service runs version 2.4.0", source="tool", source_id="helm", days=0.1))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.source, "both")


def test_same_time_swap_is_undecidable(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user lives in Berlin", days=0), mem("The user lives in Munich", days=0))
    assert v.relation == Relation.undecidable and not v.confident


@pytest.mark.parametrize(("a", "b"), [
    ("用户养猫", "用户不养猫"),
    ("用户有驾照", "用户没有驾照"),
    ("用户周末有空", "用户周末没空"),
    ("用户会开车", "用户不会开车"),
])
def test_chinese_negation_of_the_same_statement(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a, days=0), mem(b, days=10))
    assert (v.relation, v.keep) == (Relation.conflict, "b"), v.reason
    assert verdict(e5, mem("用户喜欢猫", days=0), mem("用户不喜欢狗", days=10)).relation != Relation.conflict


@pytest.mark.parametrize(("a", "b"), [
    ("The user codes in Neovim", "The user's editor of choice is Neovim"),
    ("用户的编辑器是Vim", "用户写代码用Vim"),
    ("The user lives in Berlin", "The user is based in Berlin"),
])
def test_one_value_said_twice_is_a_duplicate(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a, days=0), mem(b, days=10))
    assert (v.relation, v.keep) == (Relation.duplicate, "a"), v.reason


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user likes Americano coffee", "The user likes Americano coffee a lot"),
        ("用户喜欢喝美式咖啡", "用户非常喜欢喝美式咖啡"),
    ],
)
def test_restatements_are_duplicates(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a, days=0), mem(b, days=3))
    assert v.relation == Relation.duplicate, v.reason


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("我上个月搬到了成都", "我姐刚搬到长沙"),
        ("I relocated to Lyon for the new role",
         "My lower back has been killing me since I started working from home"),
        ("What are the best neighbourhoods to live in Denver?",
         "What are the best neighbourhoods to live in Edinburgh?"),
        ("一碰奶制品肚子就不舒服，只能喝燕麦奶。", "现在早上都换成燕麦拿铁了"),
    ],
)
def test_conversation_turns_that_must_not_supersede(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a, days=0), mem(b, days=10))
    assert v is not None and v.relation != Relation.conflict, v.reason


def test_later_in_the_same_conversation_wins(e5: E5Embedder) -> None:
    a = mem("The deadline is Wednesday")
    b = mem("The deadline is Thursday", days=1 / 24 / 60)  # one minute later
    a.provenance.session_id = b.provenance.session_id = "s1"
    v = verdict(e5, a, b)
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("用户每天早上喝一杯绿茶。", "刘洋最近改喝美式了。"),
        ("The user's project stores its data in DynamoDB.", "Sofia's project now stores its data in MongoDB."),
    ],
)
def test_someone_elses_change_is_not_the_users(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a, days=0), mem(b, days=10))
    assert v is not None and v.relation == Relation.unrelated, v.reason
