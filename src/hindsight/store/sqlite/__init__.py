"""The embedded default: one SQLite file (``store.py``) with in-process numpy vectors (``vectors.py``)."""
