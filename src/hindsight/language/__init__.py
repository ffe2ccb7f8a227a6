"""Language: tokenising and stemming (``text.py``), the user's names (``names.py``), whose fact it is, for the judge
and for search ranking (``people.py``), slots (``slots.py``) and the word lists they use (``lexicon.py``, loading
``lexicons/en.toml`` and ``lexicons/zh.toml``). Shared by the judge, search ranking and conversation."""
