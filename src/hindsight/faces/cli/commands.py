"""CLI commands of the faces: ``hindsight serve``, ``hindsight mcp``, ``hindsight keys create|list|revoke``, of
the deployment: ``hindsight worker``, ``hindsight migrate``, and ``hindsight config`` (the effective settings)."""

from __future__ import annotations

import json
import logging
import sys
from typing import Annotated, cast

import typer
from rich.console import Console

from hindsight.config import Settings, shown, sources
from hindsight.errors import HindsightError
from hindsight.faces.auth import LOCAL, Principal
from hindsight.faces.cli.render import keys_table
from hindsight.store import Store, open_store
from hindsight.store.factory import open_keystore
from hindsight.store.keys import SCOPES, KeyStore, ScopeName

err = Console(stderr=True, soft_wrap=True)  # messages are never wrapped at 80 columns in a pipe or a log
log = logging.getLogger("hindsight.serve")

DbOpt = Annotated[
    str | None, typer.Option("--db", "--store", "-s", help="store path or URL (default $HINDSIGHT_HOME/hindsight.db)")
]


def _fail(message: str, code: int = 2) -> typer.Exit:
    err.print(f"[red]error[/red]: {message}")
    return typer.Exit(code)


def _keystore(db: str | None, settings: Settings) -> tuple[Store, KeyStore]:
    try:
        store = open_store(db, settings)
        return store, open_keystore(store)
    except HindsightError as exc:
        raise _fail(f"({exc.code}) {exc.message}") from None


def serve(
    host: Annotated[str | None, typer.Option(help="address to bind (default 127.0.0.1)")] = None,
    port: Annotated[int | None, typer.Option(help="port to bind (default 8765)")] = None,
    db: DbOpt = None,
    allow_no_auth: Annotated[
        bool, typer.Option("--allow-no-auth", help="serve a non-loopback address without API keys (unsafe)")
    ] = False,
    review_interval: Annotated[
        float | None, typer.Option(help="seconds between periodic reviews (default 300; 0 disables)")
    ] = None,
    log_level: Annotated[str, typer.Option(help="log level (the format: HINDSIGHT_LOG_FORMAT=plain|json)")] = "info",
) -> None:
    """Serve the HTTP API (/v1, /openapi.json, /health, /metrics), MCP over streamable HTTP (/mcp) and the
    periodic review loop, in one process."""
    import uvicorn

    from hindsight.client import Hindsight
    from hindsight.embedder import make_embedder
    from hindsight.faces.cli import logs
    from hindsight.faces.http.app import create_app, is_loopback

    overrides: dict[str, object] = {}
    if host is not None:
        overrides["host"] = host
    if port is not None:
        overrides["port"] = port
    if review_interval is not None:
        overrides["review_interval_seconds"] = review_interval
    if allow_no_auth:
        overrides["allow_no_auth"] = True
    try:
        settings = Settings(**overrides)  # type: ignore[arg-type]
    except ValueError as exc:
        raise _fail(str(exc)) from None
    logs.configure(settings.log_format, log_level)
    store, keys = _keystore(db, settings)
    loopback = is_loopback(settings.host)
    if not loopback and not settings.allow_no_auth and not keys.has_keys():
        store.close()
        raise _fail(
            f"refusing to serve {settings.host} without API keys: anyone who can reach it could read and write "
            "every bank. Create a key first (`hindsight keys create --bank B --scope write`) or pass "
            "--allow-no-auth if this network is trusted."
        )
    try:
        hs = Hindsight(store, make_embedder(settings), settings, via="http", actor="http")
    except HindsightError as exc:
        raise _fail(f"({exc.code}) {exc.message}") from None
    app = create_app(hs, settings, keys=keys, open_access=loopback or settings.allow_no_auth)
    auth = "API keys required" if keys.has_keys() else "no API keys yet: open to local callers"
    if not loopback and settings.allow_no_auth and not keys.has_keys():
        auth = "NO AUTHENTICATION (--allow-no-auth)"
    log.info(
        "store %s; console /, REST /v1, MCP /mcp, docs /docs on http://%s:%s (%s); review every %gs%s",
        store.url, settings.host, settings.port, auth, settings.review_interval_seconds,
        "; risky writes queued for `hindsight worker`" if settings.review_mode == "worker" else "",
    )
    try:
        uvicorn.run(app, host=settings.host, port=settings.port, log_level=log_level, log_config=None)
    finally:
        keys.close()
        hs.close()


def mcp(
    db: DbOpt = None,
    key: Annotated[
        str | None,
        typer.Option(envvar="HINDSIGHT_API_KEY", help="act as this API key (its banks and scope); default: local"),
    ] = None,
) -> None:
    """Serve MCP over stdio, for desktop agents (Claude Desktop, Cursor...): command `hindsight`, args `mcp`.

    Runs as the local user (every bank); with HINDSIGHT_API_KEY (or --key) it acts as that key instead: only its
    banks, its scope, and its name on every write."""
    from hindsight.client import Hindsight
    from hindsight.embedder import make_embedder
    from hindsight.faces.mcp import run_stdio

    try:
        settings = Settings()
    except ValueError as exc:  # e.g. HINDSIGHT_MCP_TOOLS naming an unknown tool
        raise _fail(str(exc)) from None
    store, keys = _keystore(db, settings)
    principal: Principal = LOCAL
    if key:
        found = keys.verify(key)
        if found is None:
            store.close()
            raise _fail("HINDSIGHT_API_KEY / --key is unknown or revoked")
        principal = Principal(actor=found.actor, key_id=found.id, banks=found.banks, scope=found.scope)
    keys.close()
    try:
        hs = Hindsight(store, make_embedder(settings), settings, via="mcp", actor=principal.actor)
    except HindsightError as exc:
        raise _fail(f"({exc.code}) {exc.message}") from None
    try:
        run_stdio(hs, principal=principal)
    finally:
        hs.close()


def worker(
    db: DbOpt = None,
    review_interval: Annotated[
        float | None, typer.Option(help="seconds between periodic reviews of every bank (default 300; 0 disables)")
    ] = None,
    poll: Annotated[float | None, typer.Option(help="seconds an idle worker waits between polls (default 5)")] = None,
    log_level: Annotated[str, typer.Option(help="log level")] = "info",
) -> None:
    """Run reviews (queued and periodic) and experience distillation outside the API process, until SIGTERM or
    SIGINT (the review in hand finishes, then exit 0). Any number of workers may run against one store. Pair it
    with `HINDSIGHT_REVIEW_MODE=worker` and `HINDSIGHT_REVIEW_INTERVAL_SECONDS=0` on `hindsight serve`."""
    from hindsight.faces.cli import logs
    from hindsight.runtime import worker as worker_mod

    overrides: dict[str, object] = {}
    if db is not None:
        overrides["store_url"] = db
    if review_interval is not None:
        overrides["review_interval_seconds"] = review_interval
    if poll is not None:
        overrides["worker_poll_seconds"] = poll
    try:
        settings = Settings(**overrides)  # type: ignore[arg-type]
        logs.configure(settings.log_format, log_level)
        code = worker_mod.main(settings)
    except ValueError as exc:
        raise _fail(str(exc)) from None
    except HindsightError as exc:
        raise _fail(f"({exc.code}) {exc.message}") from None
    raise typer.Exit(code)


def migrate(db: DbOpt = None) -> None:
    """Apply the store's schema migrations (safe to run from several processes at once) and print the schema
    versions. PostgreSQL: `hindsight.store.postgres.store.migrate`; SQLite migrates whenever it is opened."""
    settings = Settings()
    url = db if db is not None else settings.store_url
    try:
        if url is not None and url.startswith(("postgresql://", "postgres://")):
            import importlib

            postgres = importlib.import_module("hindsight.store.postgres.store")  # optional extra: psycopg
            versions = [int(v) for v in postgres.migrate(url)]
            current = _pg_schema_version(url)
            out = {"store": "postgresql", "url": postgres.redact(url), "applied": versions, "version": current}
            sys.stdout.write(json.dumps(out) + "\n")
            return
        from hindsight.store.sqlite.store import SQLiteStore

        store = open_store(url, settings.model_copy(update={"redis_url": None}))
        try:
            version = store.schema_version() if isinstance(store, SQLiteStore) else None
        finally:
            store.close()
    except HindsightError as exc:
        raise _fail(f"({exc.code}) {exc.message}") from None
    sys.stdout.write(json.dumps({"store": "sqlite", "url": store.url, "version": version}) + "\n")


def _pg_schema_version(url: str) -> int | None:
    import psycopg

    try:
        with psycopg.connect(url, connect_timeout=10) as c:
            row = c.execute("SELECT max(version) FROM schema_migrations").fetchone()
    except psycopg.Error:
        return None  # migrated a moment ago; the applied list is the answer that matters
    return int(row[0]) if row and row[0] is not None else None


keys_app = typer.Typer(
    no_args_is_help=True, help="API keys: each reaches some banks with a read, write or admin scope."
)


@keys_app.command("create")
def keys_create(
    bank: Annotated[list[str], typer.Option("--bank", "-b", help="bank the key may reach (repeatable; '*' = all)")],
    scope: Annotated[str, typer.Option(help="read | write | admin")] = "write",
    name: Annotated[str | None, typer.Option(help="agent name recorded as the actor of its writes")] = None,
    db: DbOpt = None,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
) -> None:
    """Create a key. The token is printed once; only its SHA-256 is stored.

    The first key ends keyless access from this machine: from then on every request needs a key (the README's
    curl examples, the console, MCP over HTTP). A warning says so, and how to make an admin key for yourself."""
    if scope not in SCOPES:
        raise _fail(f"--scope must be one of {', '.join(SCOPES)}")
    store, keys = _keystore(db, Settings())
    try:
        first = not keys.has_keys()
        key, token = keys.create(banks=bank, scope=cast(ScopeName, scope), name=name)
    except HindsightError as exc:
        raise _fail(f"({exc.code}) {exc.message}") from None
    finally:
        keys.close()
        store.close()
    if as_json:
        sys.stdout.write(json.dumps({**key.model_dump(mode="json"), "token": token}) + "\n")
        return
    sys.stdout.write(token + "\n")
    err.print(
        f"created {key.id}{f' ({key.name})' if key.name else ''}: scope {key.scope}, banks {', '.join(key.banks)}. "
        "Store the token now: it cannot be shown again. Send it as 'Authorization: Bearer <token>'."
    )
    if first:
        err.print(first_key_warning(key.banks, key.scope), markup=False)


def first_key_warning(banks: list[str], scope: str) -> str:
    """What creating the first API key changes for the local operator."""
    text = (
        "warning: this is the first API key, so keyless access ends now, also from this machine: every request "
        "to `hindsight serve` (curl, the console at /, MCP over HTTP) must send 'Authorization: Bearer <token>'."
    )
    if "*" in banks and scope == "admin":
        return text + " This key reaches every bank as admin: use it in the console."
    return (
        text + f" This key reaches only {', '.join(banks)} with scope {scope}; for yourself and the console, "
        "create an admin key too: hindsight keys create --bank '*' --scope admin --name operator"
    )


@keys_app.command("list")
def keys_list(
    db: DbOpt = None,
    all_: Annotated[bool, typer.Option("--all", help="include revoked keys")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
) -> None:
    """List keys (never their tokens)."""
    store, keys = _keystore(db, Settings())
    try:
        found = keys.list(include_revoked=all_)
    finally:
        keys.close()
        store.close()
    if as_json:
        sys.stdout.write(json.dumps([k.model_dump(mode="json") for k in found]) + "\n")
        return
    Console(width=None if sys.stdout.isatty() else 160).print(keys_table(found))


@keys_app.command("revoke")
def keys_revoke(
    key: Annotated[str, typer.Argument(help="key id (key_...) or name")],
    db: DbOpt = None,
) -> None:
    """Revoke a key: it stops working at once (also for open MCP sessions' next request)."""
    store, keys = _keystore(db, Settings())
    try:
        k = keys.revoke(key)
    except HindsightError as exc:
        raise _fail(f"({exc.code}) {exc.message}") from None
    finally:
        keys.close()
        store.close()
    err.print(f"revoked {k.id}{f' ({k.name})' if k.name else ''}")


#: the distribution name on the package index (the import name and the command stay `hindsight`)
DISTRIBUTION = "agent-hindsight"


def version_line() -> str:
    """``hindsight --version``: the installed distribution's version (the package's own when run from source)."""
    from importlib import metadata

    import hindsight

    try:
        v = metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        v = hindsight.__version__
    return f"hindsight {v} ({DISTRIBUTION}; Python {sys.version.split()[0]})"


def config(
    as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
    show_all: Annotated[bool, typer.Option("--all", help="also the settings left at their defaults")] = False,
) -> None:
    """The effective settings and where each came from: env (HINDSIGHT_<FIELD>), .env (the file in the working
    directory), or default. Precedence: command-line options, then env, then .env, then the defaults."""
    try:
        settings = Settings()
    except ValueError as exc:
        raise _fail(str(exc)) from None
    origin = sources()
    rows = [
        {"name": name, "env": f"HINDSIGHT_{name.upper()}", "value": shown(name, getattr(settings, name)),
         "source": origin[name]}
        for name in Settings.model_fields
        if show_all or as_json or origin[name] != "default" or name in ("home", "store_url", "embedder", "judge")
    ]
    if as_json:
        sys.stdout.write(json.dumps(rows, ensure_ascii=False) + "\n")
        return
    width = max(len(r["env"]) for r in rows)
    for r in rows:
        sys.stdout.write(f"{r['env']:<{width}}  {r['value']}  ({r['source']})\n")
    if not show_all:
        sys.stdout.write("(--all shows every setting)\n")


def register(app: typer.Typer) -> None:
    """Add ``serve``, ``mcp``, ``worker``, ``migrate``, ``config`` and ``keys`` to the ``hindsight`` CLI."""
    app.command("config")(config)
    app.command("serve")(serve)
    app.command("mcp")(mcp)
    app.command("worker")(worker)
    app.command("migrate")(migrate)
    app.add_typer(keys_app, name="keys")


__all__ = ["register"]
