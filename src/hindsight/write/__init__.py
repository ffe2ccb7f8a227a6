"""The write path: validate, screen, embed, deduplicate, insert and judge conflicts in one transaction (``path.py``)."""
