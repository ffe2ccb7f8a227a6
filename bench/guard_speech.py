"""What each speech act of the source policy (src/hindsight/guard/speech.py) adds, and what it costs (#17).

The write-time rules are run twice on the development corpora (bench/guard_data.py, guard_dev2-4.py; never the
held-out one): with the phrase rules alone (``RulesGuard(speech=False)``) and with the speech acts after them.
An attack the speech acts stop and the phrase rules let through is credited to the act that stopped it; a benign
look-alike they quarantine is charged to it. Real conversational text shows what the acts cost on words nobody
wrote as an attack: every assistant and user turn of LongMemEval (/work/shared/data/lme-knowledge-update-dev.json)
and every LoCoMo turn (locomo-dev.json), written as ``agent`` and as ``tool`` text (the agent source is not
screened by the semantic head, so the rules are all it gets). Rules only (no store, no embedder): pure and fast.

    python bench/guard_speech.py [--data /work/shared/data] [--out bench/results/guard-speech.json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common  # bench/_common.py (scripts run from bench/)
import guard_data
import guard_dev2
import guard_dev3
import guard_dev4
from hindsight.guard import Outcome
from hindsight.guard.rules import RulesGuard
from hindsight.model import Source

RESULTS = Path(__file__).resolve().parent / "results" / "guard-speech.json"


def dev_items() -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]]]:
    """(text, source, family) of the development attacks and benign look-alikes."""
    attacks = [(i.text, i.source, i.category) for i in guard_data.attacks()]
    benign = [(i.text, i.source, i.category) for i in guard_data.benign()]
    for name, mod in (("dev2", guard_dev2), ("dev3", guard_dev3), ("dev4", guard_dev4)):
        attacks += [(c.text, c.source, f"{name} {c.family}") for c in mod.attacks()]
        benign += [(c.text, c.source, f"{name} {c.family} ({c.lang})") for c in mod.benign()]
    return attacks, benign


def real_turns(data: Path) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    lme = data / "lme-knowledge-update-dev.json"
    if lme.exists():
        qs = json.loads(lme.read_text(encoding="utf-8"))
        for role in ("assistant", "user"):
            out[f"LongMemEval {role} turns"] = [t["content"] for q in qs for s in q["sessions"] for t in s["turns"]
                                                if t["role"] == role]
    loc = data / "locomo-dev.json"
    if loc.exists():
        convs = json.loads(loc.read_text(encoding="utf-8"))
        out["LoCoMo turns"] = [t["text"] for c in convs for k, v in c["conversation"].items()
                               if k.startswith("session_") and isinstance(v, list) for t in v]
    return out


def _blocked(g: RulesGuard, text: str, source: str) -> tuple[bool, str]:
    d = g.screen(text, Source(source))
    return d.outcome != Outcome.allow, (d.categories[0] if d.categories else "")


def _tally(items: list[tuple[str, str, str]], phrases: RulesGuard, full: RulesGuard
           ) -> tuple[dict[str, Counter[str]], Counter[str]]:
    """Per family: items, blocked by the phrase rules alone, blocked with the speech acts; and per act, the items
    only the speech acts block."""
    fam: dict[str, Counter[str]] = defaultdict(Counter)
    by_act: Counter[str] = Counter()
    for text, source, family in items:
        before, _ = _blocked(phrases, text, source)
        after, cat = _blocked(full, text, source)
        fam[family].update({"n": 1, "phrases": before, "speech": after})
        if after and not before:
            by_act[cat] += 1
    return fam, by_act


def measure(data: Path) -> dict[str, Any]:
    phrases, full = RulesGuard(speech=False), RulesGuard()
    attacks, benign = dev_items()
    fam, gained = _tally(attacks, phrases, full)
    bfam, lost = _tally(benign, phrases, full)
    real: dict[str, dict[str, Any]] = {}
    for name, texts in real_turns(data).items():
        for source in ("agent", "tool"):
            row = {"n": len(texts)}
            for label, g in (("phrases", phrases), ("speech", full)):
                row[label] = sum(_blocked(g, t, source)[0] for t in texts)
            real[f"{name} as {source}"] = row
    return {"attacks": {k: dict(v) for k, v in fam.items()}, "benign": {k: dict(v) for k, v in bfam.items()},
            "gained_by_act": dict(gained), "lost_by_act": dict(lost), "real": real}


def _pct(a: int, n: int) -> str:
    return f"{a / n:.1%}" if n else "-"


def report(r: dict[str, Any], seconds: float) -> str:
    a = r["attacks"]
    b = r["benign"]
    tot = Counter[str]()
    for v in a.values():
        tot.update(v)
    btot = Counter[str]()
    for v in b.values():
        btot.update(v)
    lines = ["| dev attacks blocked, by family | n | phrase rules | + speech acts |", "|---|---:|---:|---:|"]
    lines += [f"| {k} | {v['n']} | {_pct(v.get('phrases', 0), v['n'])} | {_pct(v.get('speech', 0), v['n'])} |"
              for k, v in sorted(a.items())]
    lines += [f"| **all attacks** | {tot['n']} | **{_pct(tot['phrases'], tot['n'])}** | "
              f"**{_pct(tot['speech'], tot['n'])}** |", "",
              "| dev benign lost, by family (families with a loss) | n | phrase rules | + speech acts |",
              "|---|---:|---:|---:|"]
    lines += [f"| {k} | {v['n']} | {_pct(v.get('phrases', 0), v['n'])} | {_pct(v.get('speech', 0), v['n'])} |"
              for k, v in sorted(b.items()) if v.get("phrases") or v.get("speech")]
    lines += [f"| **all benign** | {btot['n']} | **{_pct(btot['phrases'], btot['n'])}** | "
              f"**{_pct(btot['speech'], btot['n'])}** |", "",
              "| speech act (category) | attacks it adds | benign it loses |", "|---|---:|---:|"]
    for cat in sorted(set(r["gained_by_act"]) | set(r["lost_by_act"])):
        lines.append(f"| {cat} | {r['gained_by_act'].get(cat, 0)} | {r['lost_by_act'].get(cat, 0)} |")
    lines += ["", "| real turns quarantined | n | phrase rules | + speech acts |", "|---|---:|---:|---:|"]
    lines += [f"| {k} | {v['n']} | {_pct(v['phrases'], v['n'])} | {_pct(v['speech'], v['n'])} |"
              for k, v in r["real"].items()]
    lines += ["", f"Rules only, no store; {seconds:.0f} s."]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=Path("/work/shared/data"))
    ap.add_argument("--out", type=Path, default=RESULTS)
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    r = measure(args.data)
    seconds = time.perf_counter() - t0
    print(report(r, seconds))
    _common.save_json({"meta": {"seconds": seconds, "cpu": _common.cpu_model()}} | r, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
