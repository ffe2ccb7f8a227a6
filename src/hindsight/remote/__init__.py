"""A client of a shared Hindsight server: :class:`RemoteHindsight` (sync, ``client.py``) and
:class:`AsyncRemoteHindsight` (``aio.py``), both built on one module of request building, error mapping and
retries (``wire.py``). ``Hindsight.connect(url)`` / ``Hindsight.connect_async(url)`` return them."""

from hindsight.remote.aio import AsyncRemoteHindsight
from hindsight.remote.client import RemoteHindsight
from hindsight.remote.wire import ImportSummary, RemoteError, ServerTimeout, ServerUnreachable

__all__ = ["AsyncRemoteHindsight", "ImportSummary", "RemoteError", "RemoteHindsight", "ServerTimeout",
           "ServerUnreachable"]
