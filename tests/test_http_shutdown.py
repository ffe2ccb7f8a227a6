"""Shutting the server down while its periodic review is working: the review's worker thread is waited for
before the lifespan ends (the caller closes the store right after; closing a connection another thread is reading
or committing on crashed a test process inside SQLite)."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.faces.http.app import RunningServer, create_app
from hindsight.model import ReviewReport


def test_stop_waits_for_the_review_in_progress(tmp_path: Path, e5: E5Embedder,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    started, events = threading.Event(), []
    review = Hindsight.review

    def slow_review(self: Hindsight, *args: object, **kwargs: object) -> ReviewReport:
        if kwargs.get("trigger") == "periodic":
            started.set()
            time.sleep(1.0)  # a review still working when the server is told to stop
            events.append("review ended")
        return review(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Hindsight, "review", slow_review)
    settings = Settings(home=tmp_path, review_interval_seconds=0.1)
    with Hindsight.open(tmp_path / "store", embedder=e5, settings=settings) as h:
        h.write("The user's editor is Neovim")
        server = RunningServer(create_app(h))
        try:
            assert started.wait(30), "the periodic review never started"
        finally:
            server.stop()
        events.append("server stopped")
        assert not server.thread.is_alive()
        # the review finished (and committed its run) before the server's lifespan ended
        assert events[:2] == ["review ended", "server stopped"], events
        assert any(r.trigger == "periodic" for r in h.review_runs("default"))


def test_stop_is_prompt_when_the_loops_sleep(tmp_path: Path, e5: E5Embedder) -> None:
    settings = Settings(home=tmp_path, review_interval_seconds=3600.0)
    with Hindsight.open(tmp_path / "store", embedder=e5, settings=settings) as h:
        server = RunningServer(create_app(h))
        server.stop()
        assert not server.thread.is_alive()  # not left waiting out the hour-long sleep (join's limit is 30 s)
        assert h.review_runs("default") == []
