"""Redis in front of a store (``store.py``): leases, session turns (``sessions.py``), a search cache (``cache.py``)
and the review stream (``queue.py``); ``conn.py`` maps connection failures."""
