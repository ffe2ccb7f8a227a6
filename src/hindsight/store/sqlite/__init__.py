"""The embedded default: one SQLite file (``store.py``; ``conn.py`` connections and WAL, ``schema.py``
migrations, ``tx.py`` the write transaction, ``review.py`` ``sessions.py`` ``traces.py`` the review ledger, session
log and trace log, ``keys.py`` API keys) with in-process numpy vectors (``vectors.py``)."""
