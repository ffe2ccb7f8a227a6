"""Worker process for tests/test_concurrency.py: one OS process with its own ``Hindsight`` object, as two
agents sharing one store would be.

Usage: ``python hs_worker.py SPEC.json``; results are written as JSON to ``spec["out"]``.

``op: "write"`` runs ``spec["phases"]`` in order. Each phase is a file barrier followed by writes: the
worker creates ``<barrier>/<phase>-ready-<name>`` and waits until every peer of the phase has done the
same, so the writes of all the peers really overlap (the model is loaded and the store opened before the
first barrier, not inside the race).

``op: "read"`` creates ``<barrier>/ready-<name>``, waits for ``<barrier>/go`` (created by the test), then
searches and checks read-your-writes until ``spec["stop"]`` exists.
"""

from __future__ import annotations

import json
import sys
import time
import traceback
from pathlib import Path
from typing import Any

BARRIER_TIMEOUT = 150.0


def wait_for(paths: list[Path]) -> None:
    deadline = time.monotonic() + BARRIER_TIMEOUT
    while not all(p.exists() for p in paths):
        if time.monotonic() > deadline:
            raise TimeoutError(f"barrier: {[str(p) for p in paths if not p.exists()]} never appeared")
        time.sleep(0.001)


def dump(r: Any) -> dict[str, Any]:
    return json.loads(r.model_dump_json())


def write_phase(hs: Any, phase: dict[str, Any]) -> list[dict[str, Any]]:
    """Write ``phase["items"]`` by one of three modes: ``loop`` (one ``write`` each), ``many`` (one
    ``write_many``) or ``batches`` (``write_many`` in slices of ``phase["batch"]``)."""
    items: list[dict[str, Any]] = phase["items"]
    mode = phase["mode"]
    if mode == "loop":
        return [dump(hs.write(**it)) for it in items]
    if mode == "many":
        return [dump(r) for r in hs.write_many(items)]
    if mode == "batches":
        n = int(phase["batch"])
        out: list[dict[str, Any]] = []
        for i in range(0, len(items), n):
            out.extend(dump(r) for r in hs.write_many(items[i : i + n]))
        return out
    raise ValueError(f"unknown mode {mode!r}")


def do_write(hs: Any, spec: dict[str, Any], barrier: Path) -> dict[str, Any]:
    """Every phase's results, with the wall-clock interval its writes took (to check they overlapped)."""
    phases: dict[str, dict[str, Any]] = {}
    for phase in spec["phases"]:
        name = phase["name"]
        (barrier / f"{name}-ready-{spec['name']}").touch()
        wait_for([barrier / f"{name}-ready-{peer}" for peer in phase["peers"]])
        t0 = time.time()
        results = write_phase(hs, phase)
        phases[name] = {"results": results, "start": t0, "end": time.time()}
    return {"phases": phases}


def do_read(hs: Any, spec: dict[str, Any], barrier: Path) -> dict[str, Any]:
    """Search, and check read-your-writes, until ``spec["stop"]`` exists; then a few rounds more.

    Each round: one search for a known record; then one write of a new note followed at once by a search
    for exactly that note, which must be among the results (read-your-writes in one process).
    """
    from phrases import phrase

    (barrier / f"ready-{spec['name']}").touch()
    wait_for([barrier / "go"])
    stop = Path(spec["stop"])
    bank = spec.get("bank")
    queries: list[str] = spec["queries"]
    known: set[str] = set(spec["known_contents"])
    mine: set[str] = set()
    searches = timed_out = 0
    errors: list[str] = []
    ryw_misses: list[str] = []
    foreign: list[str] = []
    counts: list[int] = []
    i = 0
    extra_rounds = 3
    while True:
        stopping = stop.exists()
        try:
            resp = hs.search(queries[i % len(queries)], bank=bank, top_k=5, timeout_s=60)
            searches += 1
            timed_out += int(resp.timed_out)
            foreign.extend(h.content for h in resp.results if h.content not in known | mine)
            note = phrase(spec["note_base"] + i)
            w = hs.write(note, bank=bank, source="agent")
            mine.add(note)
            r = hs.search(note, bank=bank, top_k=5, timeout_s=60)
            searches += 1
            timed_out += int(r.timed_out)
            if w.id not in [h.id for h in r.results]:
                ryw_misses.append(note)
            counts.append(hs.stats(bank).memories)
        except Exception:
            errors.append(traceback.format_exc())
        i += 1
        if stopping:
            extra_rounds -= 1
            if extra_rounds <= 0:
                break
    return {"searches": searches, "errors": errors, "timed_out": timed_out, "ryw_misses": ryw_misses,
            "rounds": i, "notes": sorted(mine), "foreign": foreign, "counts": counts}


def main() -> int:
    spec = json.loads(Path(sys.argv[1]).read_text())
    from hindsight import Hindsight
    from hindsight.config import Settings
    from hindsight.embedder import make_embedder

    embedder = make_embedder(Settings())
    embedder.passages(["warm up"])
    hs = Hindsight.open(spec["store"], embedder=embedder)
    barrier = Path(spec["barrier"])
    t0 = time.perf_counter()
    try:
        out = do_write(hs, spec, barrier) if spec["op"] == "write" else do_read(hs, spec, barrier)
    finally:
        hs.close()
    out["name"] = spec["name"]
    out["elapsed_s"] = round(time.perf_counter() - t0, 3)
    Path(spec["out"]).write_text(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
