"""When the HTTP clients (chat, embeddings) wait before a retry."""

from __future__ import annotations

from hindsight.llm.retry import backoff, retry_after, retryable


def test_retry_after_seconds_are_honoured_and_capped() -> None:
    assert retry_after("2", cap=10) == 2.0
    assert retry_after("0.5", cap=10) == 0.5
    assert retry_after("120", cap=10) == 10.0
    assert retry_after(None, cap=10) is None
    assert retry_after("Wed, 21 Oct 2026 07:28:00 GMT", cap=10) is None  # a date: fall back to backoff


def test_backoff_grows_is_capped_and_jittered() -> None:
    for attempt in range(6):
        full = min(0.5 * 2**attempt, 4.0)
        waits = {backoff(attempt, 0.5, 4.0) for _ in range(50)}
        assert all(full / 2 <= w <= full for w in waits)
        assert len(waits) > 1  # jittered: clients that failed together do not retry together


def test_which_statuses_are_retried() -> None:
    assert all(retryable(s) for s in (408, 409, 429, 500, 502, 503))
    assert not any(retryable(s) for s in (400, 401, 403, 404, 422))
