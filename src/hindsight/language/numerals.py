"""Chinese numerals, read one way for every module that meets them (clock times, measures, dates, numbers).

Two notations, two readers:

- :func:`value`: a number written with its units, below ten thousand: 十一, 二十三, 一百零五, 两千五, 十 → 11, 23,
  105, 2,500 (a single digit after 千 / 百 counts in the next unit down: 两千五 is 2,500), 10. ASCII digits pass
  through. A run of bare digits (一四) is not such a number.
- :func:`spelled`: a number spelled digit by digit, as years are: 二〇二三, 一九九〇 → 2023, 1990.

Both answer None for anything they cannot read, never raise. Pure functions.
"""

from __future__ import annotations

#: one digit each (两 is 2 before a unit, 〇 the zero of spelled years)
DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
UNITS = {"十": 10, "百": 100, "千": 1000}


def value(s: str) -> int | None:
    """A numeral written with its units (see the module), or ASCII digits; None for anything else."""
    if s.isascii() and s.isdigit():
        return int(s)
    if not s:
        return None
    total, digit, last, zero = 0, None, 10_000, False
    for ch in s:
        if ch in DIGITS:
            d = DIGITS[ch]
            if d == 0 and 100 <= last < 10_000 and digit is None:
                zero = True  # 一百零五: a zero holds the place of a missing unit
                continue
            if digit is not None:
                return None  # 一四: a run of digits, not one number
            digit = d
        elif ch in UNITS:
            unit = UNITS[ch]
            if unit >= last or digit == 0:
                return None  # 十百, 零十
            if digit is None and last < 10_000:
                return None  # 一百十: a unit without its digit mid-number
            total += (1 if digit is None else digit) * unit
            last, digit, zero = unit, None, False
        else:
            return None
    if digit is None:
        return None if zero else total
    if last < 10_000 and not zero and last > 10:
        return total + digit * last // 10  # 两千五: 2,500; 一百五: 150
    return total + digit


def spelled(s: str) -> int | None:
    """A number spelled digit by digit (二〇二三 → 2023), or ASCII digits; None for anything else."""
    if s.isascii() and s.isdigit():
        return int(s)
    if not s or any(ch not in DIGITS for ch in s):
        return None
    return int("".join(str(DIGITS[ch]) for ch in s))
