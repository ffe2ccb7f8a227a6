"""UTC time helpers. Every time in Hindsight is a timezone-aware UTC datetime."""

from __future__ import annotations

from datetime import UTC, datetime

from hindsight.errors import InvalidInput

MIN_TIME = datetime(1970, 1, 1, tzinfo=UTC)
MAX_TIME = datetime(9000, 1, 1, tzinfo=UTC)


def utcnow() -> datetime:
    return datetime.now(UTC)


def to_utc(value: datetime | str | float | int | None, *, field: str = "time") -> datetime | None:
    """Parse/normalise a time to an aware UTC datetime.

    Accepts an aware datetime (converted to UTC), a naive datetime (taken as UTC), an ISO-8601 string
    (``2025-01-15T10:30:00Z``, ``2025-01-15T18:30:00+08:00``, ``2025-01-15``) or epoch seconds.
    Anything else raises :class:`InvalidInput` naming ``field``.
    """
    if value is None:
        return None
    if isinstance(value, bool):
        raise InvalidInput(f"{field}: expected an ISO-8601 time, got a boolean", field=field)
    if isinstance(value, int | float):
        try:
            dt = datetime.fromtimestamp(float(value), UTC)
        except (OverflowError, OSError, ValueError) as exc:
            raise InvalidInput(f"{field}: epoch seconds out of range: {value}", field=field) from exc
    elif isinstance(value, datetime):
        dt = value
    elif isinstance(value, str):
        text = value.strip()
        if not text:
            raise InvalidInput(f"{field}: empty time string", field=field)
        if text.endswith(("Z", "z")):
            text = text[:-1] + "+00:00"
        try:
            dt = datetime.fromisoformat(text)
        except ValueError as exc:
            raise InvalidInput(
                f"{field}: not an ISO-8601 time: {value!r} (example: 2025-01-15T10:30:00Z)", field=field
            ) from exc
    else:
        raise InvalidInput(f"{field}: expected an ISO-8601 time, got {type(value).__name__}", field=field)
    dt = dt.replace(tzinfo=UTC) if dt.tzinfo is None else dt.astimezone(UTC)
    if not (MIN_TIME <= dt <= MAX_TIME):
        raise InvalidInput(f"{field}: time out of range (1970..9000): {value!r}", field=field)
    return dt


def iso(dt: datetime | None) -> str | None:
    return None if dt is None else dt.astimezone(UTC).isoformat().replace("+00:00", "Z")


def to_epoch(dt: datetime | None) -> float | None:
    return None if dt is None else dt.timestamp()


def from_epoch(ts: float | None) -> datetime | None:
    return None if ts is None else datetime.fromtimestamp(ts, UTC)


def from_epoch_required(ts: float) -> datetime:
    return datetime.fromtimestamp(ts, UTC)
