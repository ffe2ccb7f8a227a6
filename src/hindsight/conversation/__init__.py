"""Conversations: ``observe`` scores turns (``importance.py``, optionally ``importance_llm.py``) into short- and
long-term memory (``layers.py``) and writes recall cues (``cues.py``); ``context`` renders what the agent sees."""
