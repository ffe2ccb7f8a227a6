"""Alerts to people (D4 undecidable conflicts, later anomalies) behind a small :class:`Notifier` port."""

from __future__ import annotations

import logging
import threading
from collections import deque
from typing import Any, Protocol

import httpx

log = logging.getLogger("hindsight.alerts")


class Notifier(Protocol):
    def notify(self, bank: str, kind: str, message: str, data: dict[str, Any]) -> None: ...


class LogNotifier:
    """Default: a WARNING log line; the last 100 alerts are kept in memory too."""

    def __init__(self) -> None:
        self.recent: deque[dict[str, Any]] = deque(maxlen=100)

    def notify(self, bank: str, kind: str, message: str, data: dict[str, Any]) -> None:
        self.recent.append({"bank": bank, "kind": kind, "message": message, "data": data})
        log.warning("[%s] %s: %s", bank, kind, message)


class WebhookNotifier:
    """POSTs each alert as JSON to a URL, in a background thread; failures are logged, never raised."""

    def __init__(self, url: str, timeout_s: float = 5.0) -> None:
        self.url = url
        self.timeout_s = timeout_s
        self.fallback = LogNotifier()

    def notify(self, bank: str, kind: str, message: str, data: dict[str, Any]) -> None:
        self.fallback.notify(bank, kind, message, data)
        body = {"bank": bank, "kind": kind, "message": message, "data": data}

        def send() -> None:
            try:
                httpx.post(self.url, json=body, timeout=self.timeout_s)
            except httpx.HTTPError as exc:
                log.error("alert webhook %s failed: %s", self.url, exc)

        threading.Thread(target=send, daemon=True).start()


def make_notifier(webhook: str | None) -> Notifier:
    return WebhookNotifier(webhook) if webhook else LogNotifier()
