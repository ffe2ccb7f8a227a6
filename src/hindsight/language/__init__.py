"""Language: tokenising and stemming (``text.py``), the user's names (``names.py``), whose fact it is
(``people.py``), slots (``slots.py``) and the word lists they use (``lexicon.py``). Shared by the judge, search
ranking and conversation."""
