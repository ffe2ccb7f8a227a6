"""Command line: mirrors the Python API (`hindsight write`, `search`, `get`, `trace`, `import`, `export`...).

The typer app and its library commands; what they print is drawn by ``render.py``."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from hindsight.client import Hindsight
from hindsight.config import Settings
from hindsight.errors import HindsightError, InvalidInput
from hindsight.faces.cli.render import conflicts_table, dump, review_table, search_table, stats_table, trace_table
from hindsight.model import Kind, Source, Status

app = typer.Typer(add_completion=False, no_args_is_help=True, help="Hindsight: long-term memory for LLM agents.")
out = Console(width=None if sys.stdout.isatty() else 160)
err = Console(stderr=True)

StoreOpt = Annotated[str | None, typer.Option("--store", "-s", help="store path or URL (default $HINDSIGHT_HOME)")]
BankOpt = Annotated[str | None, typer.Option("--bank", "-b", help="memory bank (default: 'default')")]
JsonOpt = Annotated[bool, typer.Option("--json", help="print JSON instead of a table")]


def _version(value: bool) -> None:
    if value:
        from hindsight.faces.cli.commands import version_line

        sys.stdout.write(version_line() + "\n")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="print the version and exit")
    ] = False,
) -> None:
    """Hindsight: long-term memory for LLM agents."""


@contextmanager
def _open(store: str | None, *, check_embedder: bool = True) -> Iterator[Hindsight]:
    try:
        hs = Hindsight.open(store, via="cli", actor="cli", check_embedder=check_embedder)
    except HindsightError as exc:
        err.print(f"[red]error[/red] ({exc.code}): {exc.message}")
        raise typer.Exit(2) from None
    try:
        yield hs
    except HindsightError as exc:
        err.print(f"[red]error[/red] ({exc.code}): {exc.message}")
        raise typer.Exit(2) from None
    finally:
        hs.close()


@app.command()
def write(
    content: str,
    store: StoreOpt = None,
    bank: BankOpt = None,
    kind: Annotated[Kind, typer.Option(help="episodic | semantic | experience")] = Kind.semantic,
    source: Annotated[Source, typer.Option(help="user | tool | agent | config | import")] = Source.user,
    source_id: str | None = None,
    session_id: str | None = None,
    task_id: str | None = None,
    confidence: float | None = None,
    importance: float = 0.5,
    critical: bool = False,
    ttl_seconds: float | None = None,
    observed_at: str | None = None,
    query: Annotated[str | None, typer.Option(help="recall cue: when this memory should be recalled")] = None,
    tag: Annotated[list[str] | None, typer.Option(help="tag (repeatable)")] = None,
    idempotency_key: str | None = None,
    as_json: JsonOpt = False,
) -> None:
    """Write one memory (deduplicated against near-identical ones)."""
    with _open(store) as hs:
        r = hs.write(
            content,
            bank=bank,
            kind=kind,
            source=source,
            source_id=source_id,
            session_id=session_id,
            task_id=task_id,
            confidence=confidence,
            importance=importance,
            critical=critical,
            ttl_seconds=ttl_seconds,
            observed_at=observed_at,
            query=query,
            tags=tag or [],
            idempotency_key=idempotency_key,
        )
        if as_json:
            dump(r)
        else:
            out.print(
                f"{r.action.value} {r.id} (confidence {r.confidence:.2f})" + (f" — {r.reason}" if r.reason else "")
            )


@app.command()
def search(
    query: str,
    store: StoreOpt = None,
    bank: BankOpt = None,
    top_k: Annotated[int, typer.Option("--top-k", "-k")] = 5,
    explain: Annotated[bool, typer.Option(help="show the score breakdown")] = True,
    min_confidence: float | None = None,
    min_score: Annotated[float | None, typer.Option(
        help="relevance floor: the least match (0..1) a result needs (default: the embedder's; 0: none)")] = None,
    kind: Annotated[list[Kind] | None, typer.Option(help="only these kinds (repeatable)")] = None,
    include_inactive: bool = False,
    session_id: str | None = None,
    tag: Annotated[list[str] | None, typer.Option(help="require tag (repeatable)")] = None,
    now: str | None = None,
    fusion: str | None = None,
    profile: str | None = None,
    layer: Annotated[
        str, typer.Option(help="long_term (memories), short_term (session --session-id's history) or all")
    ] = "long_term",
    rerank: Annotated[str | None, typer.Option(
        help="rerank stage: off, learned (offline), llm or endpoint (default: HINDSIGHT_RERANK)")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Hybrid search with an explain breakdown per result."""
    with _open(store) as hs:
        resp = hs.search(
            query,
            bank=bank,
            top_k=top_k,
            explain=explain,
            min_confidence=min_confidence,
            min_score=min_score,
            kinds=kind,
            include_inactive=include_inactive,
            session_id=session_id,
            tags=tag,
            now=now,
            fusion=fusion,
            profile=profile,
            layer=layer,
            rerank=rerank,
        )
        if as_json:
            dump(resp)
        else:
            if layer != "short_term":
                out.print(search_table(resp, explain))
            if resp.rerank_fallback:
                out.print(f"rerank {resp.rerank}: first-stage order kept ({resp.rerank_fallback})", markup=False)
            if resp.below_floor:
                out.print(f"nothing cleared the relevance floor (min_score {resp.min_score}): the bank holds nothing "
                          "close to this question", markup=False)
            for h in resp.short_term:
                out.print(f"short-term {h.score:.3f}  {h.at:%Y-%m-%d %H:%M} {h.role}: {h.content}", markup=False)


@app.command()
def context(
    session_id: str,
    query: str,
    store: StoreOpt = None,
    bank: BankOpt = None,
    budget_tokens: Annotated[int, typer.Option(help="the most tokens the block may take")] = 800,
    min_score: Annotated[float | None, typer.Option(
        help="relevance floor: the least match (0..1) a memory needs (default: the embedder's; 0: none)")] = None,
    now: str | None = None,
    as_json: JsonOpt = False,
) -> None:
    """The prompt-ready memory block for QUERY in session SESSION_ID: recent turns, then relevant memories."""
    with _open(store) as hs:
        block = hs.context(session_id, query, budget_tokens=budget_tokens, bank=bank, now=now, min_score=min_score)
        if as_json:
            dump(block)
            return
        out.print(block.text or "(empty)", markup=False)
        if block.below_floor:
            out.print(f"(no memory cleared the relevance floor, min_score {block.min_score})", markup=False)


@app.command()
def get(memory_id: str, store: StoreOpt = None, bank: BankOpt = None) -> None:
    """Print one memory as JSON."""
    with _open(store) as hs:
        dump(hs.get(memory_id, bank=bank))


@app.command()
def trace(memory_id: str, store: StoreOpt = None, bank: BankOpt = None, as_json: JsonOpt = False) -> None:
    """Where a memory came from and its full change history."""
    with _open(store) as hs:
        tr = hs.trace(memory_id, bank=bank)
        if as_json:
            dump(tr)
            return
        m, p = tr.memory, tr.provenance
        out.print(f"[bold]{m.id}[/bold] [{m.status.value}] {m.content}")
        out.print(
            f"source={p.source.value} source_id={p.source_id} session={p.session_id} task={p.task_id} "
            f"via={p.recorded_via} actor={p.actor} recorded_at={p.recorded_at.isoformat()}"
        )
        out.print(trace_table(tr))


@app.command()
def update(
    memory_id: str,
    store: StoreOpt = None,
    bank: BankOpt = None,
    content: str | None = None,
    confidence: float | None = None,
    importance: float | None = None,
    critical: bool | None = None,
    status: Status | None = None,
    reason: str | None = None,
) -> None:
    """Edit a memory (logged as an event)."""
    fields: dict[str, Any] = {
        k: v
        for k, v in {
            "content": content,
            "confidence": confidence,
            "importance": importance,
            "critical": critical,
            "status": status,
        }.items()
        if v is not None
    }
    with _open(store) as hs:
        dump(hs.update(memory_id, bank=bank, reason=reason, **fields))


@app.command()
def forget(memory_id: str, store: StoreOpt = None, bank: BankOpt = None, reason: str | None = None) -> None:
    """Soft-delete a memory: hidden from search, kept with its history."""
    with _open(store) as hs:
        m = hs.forget(memory_id, bank=bank, reason=reason)
        out.print(f"forgotten {m.id}")


def _read_jsonl(path: Path) -> Iterator[dict[str, Any]]:
    stream = sys.stdin.buffer if str(path) == "-" else path.open("rb")
    with stream as fh:
        for lineno, raw in enumerate(fh, 1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise InvalidInput(f"line {lineno}: not valid UTF-8 ({exc.reason} at byte {exc.start})") from None
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InvalidInput(f"line {lineno}: malformed JSON: {exc.msg} (column {exc.colno})") from None
            if isinstance(rec, str):
                rec = {"content": rec}
            if not isinstance(rec, dict):
                raise InvalidInput(f"line {lineno}: expected a JSON object or string")
            yield rec


@app.command("import")
def import_(
    file: Annotated[Path, typer.Argument(help="JSONL file ('-' for stdin): one memory or write request per line")],
    store: StoreOpt = None,
    bank: BankOpt = None,
    batch: Annotated[int, typer.Option(help="records embedded and committed together")] = 256,
    acks: Annotated[bool, typer.Option(help="print a JSON line after every durable chunk")] = False,
) -> None:
    """Bulk import (embedded in batches; each committed chunk is acknowledged)."""
    if str(file) != "-" and not file.exists():
        err.print(f"[red]error[/red]: no such file: {file}")
        raise typer.Exit(2)
    total = None if str(file) == "-" else sum(1 for line in file.open("rb") if line.strip())
    counts: dict[str, int] = {}
    done = 0
    with (
        _open(store) as hs,
        Progress(
            TextColumn("importing"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=err, disable=acks
        ) as progress,
    ):
        task = progress.add_task("import", total=total)

        def on_commit(results: list[Any]) -> None:
            nonlocal done
            done += len(results)
            for r in results:
                counts[r.action.value] = counts.get(r.action.value, 0) + 1
            progress.update(task, completed=done)
            if acks:
                sys.stdout.write(
                    json.dumps({"acknowledged": done, "last_id": results[-1].id if results else None}) + "\n"
                )
                sys.stdout.flush()

        hs.import_records(_read_jsonl(file), bank=bank, on_commit=on_commit, batch=batch)
    summary = ", ".join(f"{k}: {v}" for k, v in sorted(counts.items())) or "nothing"
    (err if acks else out).print(f"imported {done} records ({summary})")


@app.command()
def export(
    store: StoreOpt = None,
    bank: BankOpt = None,
    output: Annotated[Path | None, typer.Option("--output", "-o", help="file (default stdout)")] = None,
) -> None:
    """Export a bank as JSONL (round-trips through `hindsight import`)."""
    with _open(store) as hs:
        fh = output.open("w", encoding="utf-8") if output else sys.stdout
        try:
            for rec in hs.export(bank=bank):
                fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
        finally:
            if output:
                fh.close()


@app.command()
def stats(store: StoreOpt = None, bank: BankOpt = None, as_json: JsonOpt = False) -> None:
    """Counts by status and kind for every bank (or one)."""
    with _open(store) as hs:
        infos = [hs.stats(bank)] if bank else hs.banks()
        if as_json:
            dump([json.loads(i.model_dump_json()) for i in infos])
            return
        out.print(stats_table(infos))
        info = hs.store.embedder_info()
        if info:
            out.print(f"store: {hs.store.url} — embedder {info[0]} (dimension {info[1]})")


@app.command()
def expire(store: StoreOpt = None, bank: BankOpt = None, now: str | None = None) -> None:
    """Mark memories past their TTL as expired."""
    with _open(store) as hs:
        ids = hs.expire(bank=bank, now=now)
        out.print(f"expired {len(ids)} memories")


@app.command()
def reembed(store: StoreOpt = None) -> None:
    """Re-embed every memory with the configured embedder (after changing HINDSIGHT_EMBEDDER...)."""
    with _open(store, check_embedder=False) as hs:
        n = hs.reembed(on_progress=lambda k: err.print(f"re-embedded {k}"))
        out.print(f"re-embedded {n} memories with {hs.embedder.name} (dimension {hs.embedder.dim})")


@app.command()
def review(
    store: StoreOpt = None,
    bank: BankOpt = None,
    now: str | None = None,
    window_seconds: float | None = None,
    as_json: JsonOpt = False,
) -> None:
    """Run one review cycle now: resolve conflicts, consolidate, expire, decay, archive."""
    with _open(store) as hs:
        rep = hs.review(bank, now=now, window_seconds=window_seconds)
        if as_json:
            dump(rep)
            return
        if rep.skipped:
            out.print(f"skipped: {rep.skipped}")
            return
        out.print(f"review {rep.run_id} of {rep.bank} ({rep.judge} judge): examined {rep.examined}, "
                  f"pairs {rep.pairs_considered} (judged {rep.pairs_judged}, deferred {rep.pairs_deferred})")
        out.print(review_table(rep))
        if rep.llm_calls:
            out.print(f"LLM: {rep.llm_calls} calls, {rep.tokens_used} tokens")


@app.command()
def conflicts(
    store: StoreOpt = None,
    bank: BankOpt = None,
    all_items: Annotated[bool, typer.Option("--all", help="include resolved items")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Contradictions waiting for a person (review items)."""
    with _open(store) as hs:
        items = hs.conflicts(bank, status=None if all_items else "open")
        if as_json:
            dump([json.loads(i.model_dump_json()) for i in items])
            return
        out.print(conflicts_table(items))


@app.command()
def resolve(
    item_id: Annotated[str | None, typer.Argument(help="review item id (or give --a and --b)")] = None,
    keep: Annotated[str, typer.Option(help="a | b | both | neither")] = "b",
    a: Annotated[str | None, typer.Option("--a", help="memory id A")] = None,
    b: Annotated[str | None, typer.Option("--b", help="memory id B")] = None,
    reason: str | None = None,
    store: StoreOpt = None,
    bank: BankOpt = None,
) -> None:
    """Settle a conflict by hand (keep a, b, both or neither)."""
    with _open(store) as hs:
        done = hs.resolve_conflict(item_id, a_id=a, b_id=b, keep=keep, reason=reason, bank=bank)
        out.print(f"resolved {done.id}: kept {done.resolution}")


@app.command()
def audit(store: StoreOpt = None, bank: BankOpt = None, as_json: JsonOpt = False) -> None:
    """Scan the whole bank for contradictions (changes nothing; opens review items)."""
    with _open(store) as hs:
        items = hs.audit(bank)
        if as_json:
            dump([json.loads(i.model_dump_json()) for i in items])
            return
        out.print(f"{len(items)} open contradictions")
        for i in items:
            left, right = i.a.content if i.a else i.a_id, i.b.content if i.b else i.b_id
            out.print(f"  {i.id}: {left!r} <> {right!r} — {i.reason}")


@app.command("chat-import")
def chat_import(
    file: Annotated[Path, typer.Argument(help="JSONL of {session_id, role, content, at}; '-' for stdin")],
    store: StoreOpt = None,
    bank: BankOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Ingest a conversation log: each session's turns go through `observe` (kept long-term / short-term /
    dropped by importance), in file order."""
    sessions: dict[str, list[dict[str, Any]]] = {}
    for i, rec in enumerate(_read_jsonl(file), 1):
        sid = rec.get("session_id")
        if not isinstance(sid, str) or not sid:
            raise InvalidInput(f"record {i}: session_id must be a non-empty string", field="session_id")
        sessions.setdefault(sid, []).append({k: v for k, v in rec.items() if k in ("role", "content", "at")})
    totals = {"long_term": 0, "short_term": 0, "dropped": 0, "promoted": 0}
    reports = []
    with _open(store) as hs:
        for sid, msgs in sessions.items():
            for start in range(0, len(msgs), 200):
                r = hs.observe(sid, msgs[start : start + 200], bank=bank)
                reports.append(r)
                for k in totals:
                    totals[k] += getattr(r, k)
    if as_json:
        dump([r.model_dump(mode="json") for r in reports])
        return
    out.print(f"{sum(len(m) for m in sessions.values())} turns in {len(sessions)} sessions: "
              f"{totals['long_term']} long-term, {totals['short_term']} short-term only, {totals['dropped']} dropped, "
              f"{totals['promoted']} moved up")


# -- experience (E1-E3) -----------------------------------------------------------------------------------
@app.command("trace-import")
def trace_import(
    file: Annotated[Path, typer.Argument(help="JSONL of trace steps {trace_id, step_index, intent, tool_name, "
                                              "tool_input, tool_output, outcome?, at?}; '-' for stdin")],
    store: StoreOpt = None,
    bank: BankOpt = None,
) -> None:
    """Record execution-trace steps from a file (idempotent per trace_id + step_index)."""
    with _open(store) as hs:
        n = new = 0
        for rec in _read_jsonl(file):
            if bank is not None:
                rec = {**rec, "bank": bank}
            r = hs.trace_step(**rec)
            n += 1
            new += bool(r["recorded"])
    out.print(f"{n} steps, {new} new")


@app.command()
def distill(
    store: StoreOpt = None,
    bank: BankOpt = None,
    now: Annotated[str | None, typer.Option(help="ISO-8601 time to act as now")] = None,
    limit: Annotated[int | None, typer.Option(help="at most this many traces (default: distill_max_traces)")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Distil finished execution traces into experiences (lessons) now."""
    with _open(store) as hs:
        r = hs.experience_distill(bank=bank, now=now, limit=limit)
    if as_json:
        dump(r)
        return
    out.print(f"{r.traces} traces: {len(r.created)} new experiences, {len(r.reinforced)} seen again")
    for e in r.experiences:
        out.print(f"- ({e.rule}) {e.lesson()}", markup=False)


@app.command()
def recall(
    intent: Annotated[str, typer.Argument(help="what the task is trying to achieve")],
    store: StoreOpt = None,
    bank: BankOpt = None,
    tool: Annotated[str | None, typer.Option("--tool", help="only lessons about this tool")] = None,
    error: Annotated[str | None, typer.Option(help="error text of a failed call")] = None,
    environment: Annotated[str | None, typer.Option("--env", help="the environment you run in")] = None,
    outcome: Annotated[str | None, typer.Option(help="success: only lessons whose fix was seen to work")] = None,
    top_k: Annotated[int, typer.Option("--top-k", "-k")] = 5,
    as_json: JsonOpt = False,
) -> None:
    """Recall lessons from earlier runs, before a task (by intent) or on a failure (--tool + --error)."""
    with _open(store) as hs:
        hits = hs.experience_recall(intent, tool_name=tool, error=error, environment=environment,
                                    outcome=outcome, bank=bank, top_k=top_k)
    if as_json:
        dump({"results": [h.model_dump(mode="json") for h in hits]})
        return
    if not hits:
        out.print("no experience found")
    for h in hits:
        out.print(f"{h.similarity:.3f}  x{h.hit_count}  {h.lesson}", markup=False)


@app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True})
def proxy(
    ctx: typer.Context,
    store: StoreOpt = None,
    bank: BankOpt = None,
    trace_id: Annotated[str | None, typer.Option("--trace-id", help="trace id (default: a new one per run)")] = None,
    intent: Annotated[str, typer.Option(help="what the agent's task is, recorded with every step")] = "",
    environment: Annotated[str | None, typer.Option("--env", help="environment recorded with every step")] = None,
) -> None:
    """Recording MCP proxy: `hindsight proxy -- <command of an MCP server>` serves MCP on stdio, forwards every
    call to that server unchanged and records each tool call as an execution-trace step."""
    import anyio

    from hindsight.experience.proxy import Recorder, serve_stdio

    command = list(ctx.args)
    if not command:
        raise typer.BadParameter("give the MCP server command after --")
    with _open(store) as hs:
        rec = Recorder(hs, trace_id=trace_id, intent=intent, bank=bank, environment=environment)
        anyio.run(serve_stdio, hs, command, rec)


@app.command()
def demo(store: StoreOpt = None) -> None:
    """Write a few bilingual memories into the embedded store and search them."""
    from hindsight.faces.cli.demo import run

    target = store or str(Settings().resolved_home() / "demo.db")
    with _open(target) as hs:
        run(hs, out)


from hindsight.faces.cli import erase as erase_commands  # noqa: E402
from hindsight.faces.cli.commands import register  # noqa: E402

register(app)
erase_commands.register(app, _open)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
