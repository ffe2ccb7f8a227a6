"""language/measures.py: lengths, masses and money read in one base unit, compared across units (issue #15). Every
case that compares has a twin that must not."""

from __future__ import annotations

import pytest

from hindsight.language.measures import compared, measures, one_value_in_two_units


@pytest.mark.parametrize(("content", "dimension", "value"), [
    ("Height: 170 cm", "length", 170.0),
    ("I'm 5 foot 11.", "length", 180.34),
    ("Height: 5'10\"", "length", 177.8),
    ("The user is 2 meters tall", "length", 200.0),
    ("我身高一米七八。", "length", 178.0),
    ("身高1米78", "length", 178.0),
    ("身高：165厘米", "length", 165.0),
    ("I weigh about 154 lbs.", "mass", 69.853),
    ("用户体重140斤", "mass", 70.0),
    ("体重：一百四十斤", "mass", 70.0),
    ("Net pay (monthly): $3,620.00", "usd", 3620.0),
    ("Budget: $12k", "usd", 12000.0),
    ("The company raised $3M", "usd", 3_000_000.0),
    ("实发工资：8,640.00元", "cny", 8640.0),
    ("我每个月到手大概一万一。", "cny", 11000.0),
    ("用户的房租每月四千二。", "cny", 4200.0),
    ("年薪30万", "cny", 300000.0),
    ("Height: 5’9”", "length", 175.26),
])
def test_measures(content: str, dimension: str, value: float) -> None:
    (m,) = measures(content)
    assert m.dimension == dimension and m.value == pytest.approx(value, rel=1e-3)


@pytest.mark.parametrize("content", [
    "moved 5 in the morning",  # "in" after a number is a preposition, not inches
    "用户现在每天至少走一万二千步。",  # steps, not money
    "The user has 2 chickens.",
    "Flight 1170 leaves at 9",
    # review67: 块 as a measure word, a decade, curly quotes read below
    "这个价格能买两块蛋糕",
    "music from the 90's",
    "The plane flew at 10,000 feet",  # read as "000 feet" before; thousands of feet are no one's height
])
def test_no_measure(content: str) -> None:
    assert measures(content) == ()


@pytest.mark.parametrize(("x", "y", "expected"), [
    ("Height: 170 cm", "I'm 5 foot 11.", True),
    ("身高：165厘米", "我身高一米七八。", True),
    ("Net pay (monthly): $3,620.00", "My take-home pay is about $4,100 a month.", True),
    ("实发工资：8,640.00元", "我每个月到手大概一万一。", True),
    # twins: one value in two units or notations, an estimate within its tolerance
    ("Height: 5 ft 9 in", "175 cm", False),
    ("身高：178厘米", "我身高一米七八。", False),
    ("Weight: 70 kg", "I weigh about 154 lbs.", False),
    ("体重：70公斤", "我体重一百四十斤左右。", False),
    ("月薪：12000元", "我月薪1.2万。", False),
])
def test_compared(x: str, y: str, expected: bool) -> None:
    assert compared(x, y) is expected


@pytest.mark.parametrize(("x", "y"), [
    ("Height: 170 cm", "Weight: 70 kg"),  # two dimensions
    ("Salary: $5,000 a month", "Salary: $60,000 a year"),  # two periods
    ("Rent: $1,850", "房租：1850元"),  # two currencies
    ("Height: 170 cm", "The user is tall."),  # nothing on one side
    ("Bags: 20 kg and 7 kg", "Bag: 20 kg"),  # several on one side
    ("Salary: $60,000", "My salary is $5,000 a month."),  # one pay per a year and per a month (review67)
])
def test_nothing_to_compare(x: str, y: str) -> None:
    assert compared(x, y) is None


@pytest.mark.parametrize(("x", "y", "expected"), [
    ("Height: 175 cm", "Height: 5'9\"", True),
    ("年薪：30万", "年薪：300000元", True),
    ("Rent: $1,850", "Rent: $1,880", False),  # one unit: a small change may be a change
    ("Weight: 70 kg", "Weight: 154 lb", True),
    ("Weight: 70 kg", "Weight: 180 lb", False),
])
def test_one_value_in_two_units(x: str, y: str, expected: bool) -> None:
    assert one_value_in_two_units(x, y) is expected
