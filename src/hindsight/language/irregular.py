"""English irregular verbs (pure): the past and the participle read as the base form ("driven", "drove" → drive),
which the stemmer leaves apart. A closed class of the language, not a list of topics: readers that compare an older
statement's verb with a newer one's ("drives to work" / "hasn't driven to work since the move") look through it."""

from __future__ import annotations

#: base form: its irregular past and participle, and "goes" (closed class; "been", "had", "did" left to the readers
#: that name them)
_FORMS = {
    "ate": "eat", "eaten": "eat", "drank": "drink", "drunk": "drink", "drove": "drive", "driven": "drive",
    "rode": "ride", "ridden": "ride", "wrote": "write", "written": "write", "went": "go", "gone": "go",
    "goes": "go",  # the stemmer's "goe"
    "saw": "see", "seen": "see", "spoke": "speak", "spoken": "speak", "swam": "swim", "swum": "swim",
    "ran": "run", "sang": "sing", "sung": "sing", "flew": "fly", "flown": "fly", "bought": "buy",
    "brought": "bring", "taught": "teach", "caught": "catch", "fought": "fight", "slept": "sleep",
    "kept": "keep", "met": "meet", "sat": "sit", "stood": "stand", "won": "win", "sold": "sell",
    "told": "tell", "came": "come", "began": "begin", "begun": "begin", "broke": "break", "broken": "break",
    "chose": "choose", "chosen": "choose", "forgot": "forget", "forgotten": "forget", "grew": "grow",
    "grown": "grow", "knew": "know", "known": "know", "threw": "throw", "thrown": "throw", "wore": "wear",
    "worn": "wear", "drew": "draw", "drawn": "draw", "fell": "fall", "fallen": "fall", "hid": "hide",
    "hidden": "hide", "shook": "shake", "shaken": "shake", "woke": "wake", "woken": "wake", "held": "hold",
    "paid": "pay", "spent": "spend", "built": "build", "fed": "feed", "dug": "dig", "shot": "shoot",
    "gave": "give", "given": "give", "took": "take", "taken": "take", "got": "get", "gotten": "get",
    "made": "make", "thought": "think", "felt": "feel", "found": "find", "sent": "send", "lent": "lend",
    "led": "lead", "bit": "bite", "bitten": "bite", "blew": "blow", "blown": "blow", "froze": "freeze",
    "frozen": "freeze", "stole": "steal", "stolen": "steal", "wove": "weave", "woven": "weave", "hung": "hang",
    "sank": "sink", "sunk": "sink", "stuck": "stick", "swung": "swing",
}


def base(word: str) -> str:
    """The base form of an English irregular past or participle (lower case in), else ``word`` itself."""
    return _FORMS.get(word, word)
