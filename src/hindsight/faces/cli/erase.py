"""CLI commands for erasure and listing: ``hindsight erase MEM_ID --reason TEXT``, ``hindsight list`` and
``hindsight banks delete NAME``."""

from __future__ import annotations

import sys
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from hindsight.client import Hindsight
from hindsight.faces.cli.render import dump
from hindsight.model import Kind, MemoryListPage, Status

Opener = Callable[[str | None], AbstractContextManager[Hindsight]]

out = Console(width=None if sys.stdout.isatty() else 160)

StoreOpt = Annotated[str | None, typer.Option("--store", "-s", help="store path or URL (default $HINDSIGHT_HOME)")]
BankOpt = Annotated[str | None, typer.Option("--bank", "-b", help="memory bank (default: 'default')")]
JsonOpt = Annotated[bool, typer.Option("--json", help="print JSON instead of a table")]

banks_app = typer.Typer(no_args_is_help=True, help="Manage memory banks.")


def page_table(page: MemoryListPage) -> Table:
    t = Table("id", "status", "kind", "created", "content", title=f"bank {page.bank}")
    for m in page.items:
        text = m.content if len(m.content) <= 80 else m.content[:79] + "…"
        t.add_row(m.id, m.status.value, m.kind.value, m.created_at.isoformat(timespec="seconds"), text)
    return t


def register(app: typer.Typer, open_hs: Opener) -> None:
    """Add ``erase``, ``list`` and ``banks delete`` to the ``hindsight`` CLI; ``open_hs(store)`` opens the store."""

    @app.command()
    def erase(
        memory_id: str,
        reason: Annotated[str, typer.Option(help="why it is erased (required; kept in the history)")],
        store: StoreOpt = None,
        bank: BankOpt = None,
        as_json: JsonOpt = False,
    ) -> None:
        """Erase a memory for good: its text, embedding and index entries are deleted; its history keeps who,
        when and why. (``forget`` hides a memory but keeps its text.)"""
        with open_hs(store) as hs:
            r = hs.erase(memory_id, bank=bank, reason=reason)
            if as_json:
                dump(r)
            elif r.already_erased:
                out.print(f"already erased {r.id} at {r.erased_at.isoformat()} by {r.actor}: {r.reason}")
            else:
                out.print(f"erased {r.id}")

    @app.command("list")
    def list_(
        store: StoreOpt = None,
        bank: BankOpt = None,
        status: Annotated[list[Status] | None, typer.Option(help="only these statuses (repeatable)")] = None,
        kind: Annotated[list[Kind] | None, typer.Option(help="only these kinds (repeatable)")] = None,
        limit: Annotated[int, typer.Option(help="page size (1-500)")] = 50,
        cursor: Annotated[str | None, typer.Option(help="next cursor printed by the previous page")] = None,
        as_json: JsonOpt = False,
    ) -> None:
        """List a bank's memories, newest first, one page at a time."""
        with open_hs(store) as hs:
            page = hs.list_memories(bank, status=[s.value for s in status or []] or None,
                                    kind=[k.value for k in kind or []] or None, limit=limit, cursor=cursor)
            if as_json:
                dump(page)
                return
            out.print(page_table(page))
            if page.next_cursor:
                out.print(f"next page: --cursor {page.next_cursor}")

    @banks_app.command("delete")
    def banks_delete(
        name: Annotated[str, typer.Argument(help="the bank to delete")],
        yes: Annotated[bool, typer.Option("--yes", "-y", help="do not ask for confirmation")] = False,
        reason: Annotated[str | None, typer.Option(help="why (printed back; nothing of the bank is kept)")] = None,
        store: StoreOpt = None,
        as_json: JsonOpt = False,
    ) -> None:
        """Delete a bank and everything in it (memories, history, review items, traces, session turns, logs)."""
        if not yes:
            typer.confirm(f"Delete bank {name!r} and everything in it for good?", abort=True)
        with open_hs(store) as hs:
            d = hs.delete_bank(name, reason=reason)
            if as_json:
                dump(d)
            else:
                out.print(f"deleted bank {d.bank} ({d.removed.get('memories', 0)} memories)")

    app.add_typer(banks_app, name="banks")
