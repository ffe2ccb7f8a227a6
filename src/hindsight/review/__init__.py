"""The review loop: one cycle top to bottom (``cycle.py``), applying verdicts (``resolve.py``), and the manual
actions people take on memories and review items (``manual.py``)."""
