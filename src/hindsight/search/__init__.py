"""The search path (``path.py``): keyword and vector arms, fusion and profiles (``scoring.py``), ranking factors
(``topic.py``), short-term session turns (``turns.py``)."""
