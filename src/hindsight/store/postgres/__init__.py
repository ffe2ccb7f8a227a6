"""PostgreSQL + pgvector (``store.py``; ``schema.py`` migrations, ``tx.py`` transactions, ``search.py`` BM25 and
filters, ``keys.py`` API keys). Needs the ``postgres`` extra (psycopg)."""
