"""Worker process for tests/test_concurrency.py and tests/test_crash.py.

Usage: ``python hs_worker.py SPEC.json``. The spec says which store to open, which barrier to meet and
what to do; the worker writes its results as JSON to ``spec["out"]``. It is a separate OS process with
its own ``Hindsight`` object, exactly as two agents sharing one store would be.

Barrier protocol: once the embedder is loaded the worker creates ``<barrier>/ready-<name>`` and then
waits for ``<barrier>/go`` (created by the test when every worker is ready), so the writes of all the
workers really overlap instead of being serialised by process start-up time.
"""

from __future__ import annotations

import json
import sys
import time
import traceback
from pathlib import Path
from typing import Any


def wait_for(path: Path, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while not path.exists():
        if time.monotonic() > deadline:
            raise TimeoutError(f"barrier file {path} never appeared")
        time.sleep(0.002)


def dump(r: Any) -> dict[str, Any]:
    return json.loads(r.model_dump_json())


def do_write(hs: Any, spec: dict[str, Any]) -> dict[str, Any]:
    """Write ``spec["items"]`` by one of three modes: ``loop`` (one ``write`` each), ``many`` (one
    ``write_many``) or ``batches`` (``write_many`` in slices of ``spec["batch"]``)."""
    items: list[dict[str, Any]] = spec["items"]
    mode = spec.get("mode", "loop")
    results: list[dict[str, Any]] = []
    if mode == "loop":
        for it in items:
            results.append(dump(hs.write(**it)))
    elif mode == "many":
        results = [dump(r) for r in hs.write_many(items)]
    elif mode == "batches":
        n = int(spec.get("batch", 8))
        for i in range(0, len(items), n):
            results.extend(dump(r) for r in hs.write_many(items[i : i + n]))
    else:
        raise ValueError(f"unknown mode {mode!r}")
    return {"results": results}


def do_read(hs: Any, spec: dict[str, Any]) -> dict[str, Any]:
    """Search (and check read-your-writes) until ``spec["stop"]`` exists, then a few rounds more."""
    stop = Path(spec["stop"])
    bank = spec.get("bank")
    queries: list[str] = spec["queries"]
    known: set[str] = set(spec.get("known_contents", []))
    searches = 0
    errors: list[str] = []
    timed_out = 0
    ryw_misses: list[str] = []
    foreign: list[str] = []
    counts: list[int] = []
    i = 0
    extra_rounds = 3
    while True:
        stopping = stop.exists()
        try:
            q = queries[i % len(queries)]
            resp = hs.search(q, bank=bank, top_k=5, timeout_s=60)
            searches += 1
            timed_out += int(resp.timed_out)
            for h in resp.results:
                if h.content not in known and not h.content.startswith("reader note"):
                    foreign.append(h.content)
            # read-your-writes: a write, then at once a search for exactly that content
            content = f"reader note {i} about the zebra{i} enclosure"
            w = hs.write(content, bank=bank, source="agent")
            r = hs.search(content, bank=bank, top_k=5, timeout_s=60)
            searches += 1
            timed_out += int(r.timed_out)
            if w.id not in [h.id for h in r.results]:
                ryw_misses.append(content)
            counts.append(hs.stats(bank).memories)
        except Exception:
            errors.append(traceback.format_exc())
        i += 1
        if stopping:
            extra_rounds -= 1
            if extra_rounds <= 0:
                break
    return {
        "searches": searches,
        "errors": errors,
        "timed_out": timed_out,
        "ryw_misses": ryw_misses,
        "rounds": i,
        "foreign": foreign,
        "counts": counts,
    }


def main() -> int:
    spec = json.loads(Path(sys.argv[1]).read_text())
    from hindsight import Hindsight
    from hindsight.config import Settings
    from hindsight.embedder import make_embedder

    embedder = make_embedder(Settings())
    embedder.passages(["warm up"])  # load the model before the barrier, not inside the race
    barrier = Path(spec["barrier"])
    (barrier / f"ready-{spec['name']}").touch()
    wait_for(barrier / "go")
    t0 = time.perf_counter()
    # opened after the barrier: several processes may be creating the same fresh store at once
    hs = Hindsight.open(spec["store"], embedder=embedder)
    try:
        out = do_write(hs, spec) if spec["op"] == "write" else do_read(hs, spec)
    finally:
        hs.close()
    out["name"] = spec["name"]
    out["elapsed_s"] = time.perf_counter() - t0
    Path(spec["out"]).write_text(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
