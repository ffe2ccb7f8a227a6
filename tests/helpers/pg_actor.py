"""Actor process for tests/test_reliability.py: one OS process with its own ``Hindsight`` on the store named in
the spec (PostgreSQL, with Redis when ``HINDSIGHT_REDIS_URL`` is set in its environment).

Usage: ``python pg_actor.py SPEC.json``; results go to ``spec["out"]`` as JSON.

``op: "write"`` — after the file barrier (see ``hs_worker.py``: every peer ready before anyone writes), writes
``spec["items"]`` one ``write_many`` slice of ``spec["batch"]`` at a time and records every result.

``op: "review"`` — after the same barrier, reviews ``spec["bank"]`` in a loop (trigger ``event`` and ``periodic``
alternately) until ``spec["stop"]`` exists (the writers are done) and one more review of its own has run (not
skipped), recording each report's run id, whether it was skipped, and errors.
"""

from __future__ import annotations

import json
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from hs_worker import wait_for


def do_write(hs: Any, spec: dict[str, Any]) -> dict[str, Any]:
    items: list[dict[str, Any]] = spec["items"]
    n = int(spec.get("batch", 5))
    out: list[dict[str, Any]] = []
    for i in range(0, len(items), n):
        out.extend(json.loads(r.model_dump_json()) for r in hs.write_many(items[i : i + n], bank=spec["bank"]))
    return {"results": out}


def do_review(hs: Any, spec: dict[str, Any]) -> dict[str, Any]:
    stop = Path(spec["stop"])
    runs: list[dict[str, Any]] = []
    errors: list[str] = []
    i = 0
    final = False  # once the writers are done: until one of our reviews ran (not skipped) after that moment
    while True:
        stopping = stop.exists()
        try:
            r = hs.review(spec["bank"], trigger="event" if i % 2 == 0 else "periodic")
            runs.append({"run_id": r.run_id, "skipped": r.skipped, "trigger": r.trigger,
                         "superseded": r.superseded, "disputed": r.disputed, "merged": r.merged})
            final = stopping and r.skipped is None
        except Exception:
            errors.append(traceback.format_exc())
        i += 1
        if final or i > 2000:
            break
        time.sleep(0.2)
    return {"runs": runs, "errors": errors}


def main() -> int:
    spec = json.loads(Path(sys.argv[1]).read_text())
    from hindsight import Hindsight
    from hindsight.config import Settings
    from hindsight.embedder import make_embedder

    settings = Settings()
    embedder = make_embedder(settings)
    embedder.passages(["warm up"])
    hs = Hindsight.open(spec["store"], embedder=embedder, settings=settings)
    barrier = Path(spec["barrier"])
    (barrier / f"ready-{spec['name']}").touch()
    wait_for([barrier / f"ready-{peer}" for peer in spec["peers"]])
    t0 = time.time()
    try:
        out = do_write(hs, spec) if spec["op"] == "write" else do_review(hs, spec)
    finally:
        hs.close()
    out.update(name=spec["name"], start=t0, end=time.time())
    Path(spec["out"]).write_text(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
