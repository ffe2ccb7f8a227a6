"""Chinese numerals (language/numerals.py): one reader for clock times, measures, dates and numbers."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight.language import measures, notation, numerals
from hindsight.search import when


@pytest.mark.parametrize(
    ("written", "number"),
    [("十", 10), ("十一", 11), ("二十三", 23), ("两", 2), ("零", 0), ("一百", 100), ("一百零五", 105),
     ("一千零五十", 1050), ("一百五", 150), ("两千五", 2500), ("四千二", 4200), ("九千九百九十九", 9999), ("12", 12)],
)
def test_value_reads_a_numeral_with_its_units(written: str, number: int) -> None:
    assert numerals.value(written) == number


@pytest.mark.parametrize("written", ["", "一四", "十百", "零十", "一百十", "一百零", "十零一", "一二三", "abc", "１２"])
def test_value_refuses_what_is_no_such_number(written: str) -> None:
    assert numerals.value(written) is None


@pytest.mark.parametrize(("written", "number"), [("二〇二三", 2023), ("一九九〇", 1990), ("一四", 14), ("三", 3)])
def test_spelled_reads_digit_by_digit(written: str, number: int) -> None:
    assert numerals.spelled(written) == number


@pytest.mark.parametrize("written", ["", "十二", "二〇x三"])
def test_spelled_refuses_units_and_other_characters(written: str) -> None:
    assert numerals.spelled(written) is None


def test_a_measure_with_a_trailing_digit_reads_it_in_the_next_unit_down() -> None:
    # 一百五十斤 and 一百五斤 are one weight (75 kg); the trailing digit was once read as ones (一百零五)
    assert [round(m.value) for m in measures.measures("体重一百五斤")] == [75]
    assert measures.measures("体重一百五斤") == measures.measures("体重一百五十斤")


def test_every_reader_agrees_on_the_clock_and_the_calendar() -> None:
    assert notation.same_numbers("晚上七点半出发", "19:30出发")
    assert notation.same_numbers("下午两点五分开会", "14:05开会")
    assert not notation.same_numbers("下午两点五分开会", "14:50开会")
    now = datetime(2026, 12, 6, tzinfo=UTC)
    span = when.window("二〇二三年三月的事", now)
    assert span is not None and span.start == datetime(2023, 3, 1, tzinfo=UTC)
    span = when.window("二十三天前", now)
    assert span is not None and span.start == datetime(2026, 11, 13, tzinfo=UTC)
    assert when.window("十十天前", now) is None  # no number: no window, no error
