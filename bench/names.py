"""How well the user's own name is read from a memory (language/names.py, language/introductions.py; issue #15).

A bank's memories often call the user by name ("Olu plays a sunburst Fender Telecaster"); search and the judge
connect them with "the user" only when some memory of the bank stated the name and
:func:`hindsight.language.names.names_in` read it. Two readers side by side, on two corpora:

* ``stated``: the third-person frames and record fields alone ("The user's name is Daniel", 用户叫何淑芬: the reader
  before self-introductions were read);
* ``names_in``: those and the user's own introductions ("Ifeoma here.", "本人陈德贵。").

Corpora: ``dev``, the name statements of the hand-written hygiene corpora 19-28 (the positives) and every other
memory of those banks (the negatives: they name people, pets, shops, but state no name of the user); ``held-out``,
bench/names_heldout.py (120 introductions and 120 look-alikes written by an outside author who read no code; read
as totals only). Per corpus and language: recall (the expected name, or a name holding it or held by it, is read),
exact (the name read is the expected one), false (a negative yields a name).

    PYTHONPATH=src python bench/names.py [--out bench/results/names.json]
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import save_json
from hindsight.language import names
from hindsight.language.text import has_cjk

READERS: dict[str, Callable[[str], frozenset[str]]] = {"stated": names.stated, "names_in": names.names_in}


def _dev() -> tuple[list[tuple[str, str]], list[str]]:
    pos: list[tuple[str, str]] = []
    neg: list[str] = []
    for n in range(19, 29):
        mod = importlib.import_module(f"hygiene_data{n}")
        for var, banks in vars(mod).items():
            if not (var.startswith("BANKS") and isinstance(banks, dict)):
                continue
            for bank_list in banks.values():
                for name, statement, background, scenarios in bank_list:
                    if name and statement:
                        pos.append((statement, name))
                    neg.extend(background)
                    neg.extend(text for _kind, _tag, mems, _qs in scenarios for _key, text in mems)
    return pos, sorted(set(neg) - {s for s, _ in pos})


def _dev2() -> tuple[list[tuple[str, str]], list[str]]:
    mod = importlib.import_module("names_dev")
    return list(mod.POSITIVE), list(mod.NEGATIVE)


def _heldout() -> tuple[list[tuple[str, str]], list[str]]:
    mod = importlib.import_module("names_heldout")
    return list(mod.POSITIVE), list(mod.NEGATIVE)


def _right(found: frozenset[str], name: str) -> tuple[bool, bool]:
    """(some name read holds or is held by the expected one, as whole words or characters; one is it exactly)."""
    near = any(f == name or ((f in name or name in f) and min(len(f), len(name)) >= 2) for f in found)
    return near, name in found


def score(pos: list[tuple[str, str]], neg: list[str], read: Callable[[str], frozenset[str]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for lang in ("en", "zh"):
        p = [(t, n) for t, n in pos if has_cjk(t) == (lang == "zh")]
        q = [t for t in neg if has_cjk(t) == (lang == "zh")]
        hits = [_right(read(t), n) for t, n in p]
        false = [t for t in q if read(t)]
        out[lang] = {"positives": len(p), "recall": round(sum(h[0] for h in hits) / max(1, len(p)), 3),
                     "exact": round(sum(h[1] for h in hits) / max(1, len(p)), 3), "negatives": len(q),
                     "false": round(len(false) / max(1, len(q)), 3), "false_n": len(false)}
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "results" / "names.json")
    ap.add_argument("--misses", action="store_true", help="print the dev corpora's misses and false names")
    ap.add_argument("--dev-only", action="store_true", help="leave the held-out corpus out (while developing)")
    args = ap.parse_args()
    corpora = {"dev": _dev(), "dev2": _dev2()}
    if not args.dev_only:
        corpora["held-out"] = _heldout()
    res: dict[str, Any] = {"corpora": {}}
    head = " | ".join(f"{r} recall / exact / false" for r in READERS)
    rows = [f"| corpus | lang | positives | negatives | {head} |",
            "| --- | --- | ---: | ---: |" + " ---: |" * len(READERS)]
    for cname, (pos, neg) in corpora.items():
        res["corpora"][cname] = {r: score(pos, neg, read) for r, read in READERS.items()}
        for lang in ("en", "zh"):
            cells = [res["corpora"][cname][r][lang] for r in READERS]
            rows.append(f"| {cname} | {lang} | {cells[0]['positives']} | {cells[0]['negatives']} | " + " | ".join(
                f"{c['recall']:.3f} / {c['exact']:.3f} / {c['false']:.3f} ({c['false_n']})" for c in cells) + " |")
    print("\n".join(rows))
    for pos, neg in (corpora["dev"], corpora["dev2"]) if args.misses else ():
        for t, n in pos:
            if not _right(names.names_in(t), n)[0]:
                print("miss:", n, "|", t, "->", sorted(names.names_in(t)))
        for t in neg:
            if names.names_in(t):
                print("false:", t, "->", sorted(names.names_in(t)))
    save_json(res, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
