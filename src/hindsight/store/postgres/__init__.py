"""PostgreSQL + pgvector (``store.py``; ``pool.py`` connections, ``schema.py`` migrations, ``tx.py`` transactions,
``search.py`` BM25 postings, ``review.py`` ``sessions.py`` ``traces.py`` the review ledger, session log and trace
log, ``keys.py`` API keys). Needs the ``postgres`` extra (psycopg)."""
