"""Read-time newer-first (issue #15, census hyg46 class d): a newer memory about another kind of thing than the one
the question names does not outdate an older one that names it ("用户在腾讯工作" / "用户现在在上海工作" for
"用户在哪个城市工作？"; "a new case for the phone" / "phone is a Pixel 8"); a real change still does
(search/asked_kind.py)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from hindsight.search import hygiene
from hindsight.search.asked_kind import kind_of, naming, other_kind
from hindsight.search.hygiene import Item, Options

T0 = datetime(2025, 1, 1, tzinfo=UTC)


def _item(mid: str, content: str, score: float, days: int = 0, cos: float = 1.0) -> Item:
    vec = np.array([cos, (1 - cos**2) ** 0.5], dtype=np.float32)
    return Item(id=mid, content=content, source="user", observed_at=T0 + timedelta(days=days), score=score,
                vec=vec, similarity=0.9)


@pytest.mark.parametrize(("query", "kind"), [
    ("Which phone does the user have?", ("phone", False)),
    ("What kind of car does the user drive?", ("car", False)),
    ("用户在哪个城市工作？", ("城市", True)),
    ("用户订的是哪本新闻周刊？", ("新闻周刊", False)),
    ("What does the user drink?", None),  # "what" before an auxiliary names no kind
    ("用户住在哪里？", None),
    # a time is asked, no kind of thing (the word after it is the verb or a time noun)
    ("可回收垃圾哪天收？", None),
    ("用户哪年毕业的？", None),
    ("用户什么时候吃维生素D？", None),
    ("What day is the recycling collected?", None),
    ("What time does the user wake up?", None),
    # where is asked, no kind: the verb after 哪里 / 哪儿 / 在哪 is what is done there (hyg54's census)
    ("用户孩子在哪儿念书？", None),
    ("用户是在哪里长大的？", None),
    ("我在哪记账？", None),
    ("用户的儿子在哪上学？", None),
    ("我早上在哪跑步？", None),
    ("用戶在哪兒念書？", None),  # traditional, read as simplified
    # benign twins: a kind after the same interrogatives (review48: a bare 哪 before a noun that more of the
    # question follows, or before a measure word jieba tags r, still names the kind)
    ("用户在哪城市工作？", ("城市", True)),
    ("用户在哪公司上班？", ("公司", False)),
    ("用户在哪本杂志上发表文章？", ("杂志", False)),
    ("用戶開的是哪款車？", ("车", False)),
    ("用户在哪家银行开户？", ("银行", False)),
    ("用户在哪个城市长大？", ("城市", True)),
    ("用户什么手机用得最久？", ("手机", False)),
    ("What dog does the user have?", ("dog", False)),
    # where is asked and a kind after it too (review48 LOW 3): the where ends no search for the kind
    ("用户在哪儿买的什么手机？", ("手机", False)),
    ("我在哪里办的哪家银行的卡？", ("银行", False)),
])
def test_the_kind_a_question_names(query: str, kind: tuple[str, bool] | None) -> None:
    assert kind_of(query) == kind


def test_how_a_memory_names_the_kind() -> None:
    assert naming("The user's phone is a Pixel 8.", "phone", False) == "said"
    assert naming("The user bought a new case for the phone.", "phone", False) == "under"
    assert naming("The user switched to an iPhone 15.", "phone", False) == "absent"
    assert naming("用户订了《三联生活周刊》。", "新闻周刊", False) == "said"  # the compound's head
    assert naming("用户订了《财新周刊》。", "周刊", False) == "said"  # a compound ending in the kind
    assert naming("用户现在在上海工作。", "城市", True) == "said"  # a place name for a place kind
    assert naming("用户在腾讯工作。", "城市", True) == "absent"
    assert naming("用戶的車是本田思域。", "车", False) == "said"  # traditional, read as simplified


def test_a_colloquial_which_still_keeps_the_older_of_another_kind() -> None:
    # review48: 在哪城市 (a bare 哪 before the kind) asks which city, as 在哪个城市 does
    assert other_kind("用户现在在上海工作。", "用户在腾讯工作。", "用户在哪城市工作？")


@pytest.mark.parametrize(("old", "new", "query"), [
    ("用户现在在上海工作。", "用户在腾讯工作。", "用户在哪个城市工作？"),
    ("The user's phone is a Pixel 8.", "The user bought a new Spigen case for the phone.",
     "Which phone does the user have?"),
])
def test_another_kind_leaves_the_older_first(old: str, new: str, query: str) -> None:
    assert other_kind(old, new, query)
    items = [_item("old", old, 0.8), _item("new", new, 0.7, days=60, cos=0.95)]
    out = hygiene.tidy(items, query, Options())
    assert [i.id for i in out] == ["old", "new"]
    assert out[0].outdated_by is None


@pytest.mark.parametrize(("old", "new", "query"), [
    ("The user's phone is a Pixel 8.", "The user switched to an iPhone 15.", "Which phone does the user have?"),
    ("The user's phone is a Pixel 8.", "The user's phone is an iPhone 15 now.", "Which phone does the user have?"),
    ("用户在上海工作。", "用户现在在杭州工作。", "用户在哪个城市工作？"),
    ("User's son attends Hillcrest School.", "The user's son attends St. Anne's.",
     "Which school is the user's son enrolled in?"),  # an English value without its kind word
    ("The user lives in Leeds.", "The user lives in York now.", "Where does the user live?"),  # no kind named
    # found in review: a particle or a means is no "for the phone"; a Chinese value without its kind word
    ("The user drives a Honda Civic.", "The user traded in the car for a Tesla Model 3.",
     "Which car does the user drive?"),
    ("The user's phone is a Pixel 8.", "The user bought an iPhone 15 with the phone upgrade plan.",
     "Which phone does the user have?"),
    ("用户的车是本田思域。", "用户上周提了一辆特斯拉。", "用户开的是哪款车？"),
    ("The user's phone is a Pixel 8.", "The user paid for the phone upgrade and now has an iPhone 15.",
     "Which phone does the user have?"),  # "for the phone", but a replacement stated ("now")
    # another magazine named by its own kind word: not read as another kind (any Chinese value may lack its kind
    # word, 一辆特斯拉), so newer-first decides as it did before this module
    ("用户订了《三联生活周刊》。", "用户上个月订了一本烹饪杂志。", "用户订的是哪本新闻周刊？"),
])
def test_the_same_kind_or_a_change_still_outdates(old: str, new: str, query: str) -> None:
    assert not other_kind(old, new, query)


def test_a_named_change_outdates_whatever_kind_it_names() -> None:
    q = "What car does the user have?"
    items = [_item("old", "Nadia's car is a Ford Focus.", 0.77, 0),
             _item("new", "Nadia sold a Ford Focus and bought a Mazda 3.", 0.33, 14, cos=0.9)]
    out = hygiene.tidy(items, q, Options(names=frozenset({"Nadia"})))
    assert [i.id for i in out] == ["new", "old"]
