"""The async remote client driven from synchronous test code: the contract suite runs the same behaviour tests
through :class:`hindsight.remote.AsyncRemoteHindsight` as through the library (the ``remote-async`` backend).

Every coroutine method runs on one event loop in a background thread; an async iterator (``export``) is drained
into a list; plain attributes pass through."""

from __future__ import annotations

import asyncio
import inspect
import threading
from collections.abc import Callable
from typing import Any

from hindsight.remote import AsyncRemoteHindsight


class BlockingAsyncClient:
    def __init__(self, client_factory: Callable[[], AsyncRemoteHindsight]) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="async-remote", daemon=True)
        self._thread.start()

        async def make() -> AsyncRemoteHindsight:  # httpx.AsyncClient binds to the loop it is used on
            return client_factory()

        self._client = self._run(make())

    def _run(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result()

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._client, name)
        if not callable(attr):
            return attr

        def call(*args: Any, **kwargs: Any) -> Any:
            out = attr(*args, **kwargs)
            if inspect.isasyncgen(out):
                async def drain() -> list[Any]:
                    return [x async for x in out]

                return self._run(drain())
            if inspect.isawaitable(out):
                return self._run(out)
            return out

        return call

    def close(self) -> None:
        self._run(self._client.aclose())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()
