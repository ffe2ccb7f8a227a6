"""The memory tools (A1-A3, C1-C3): write, search, get, trace, update and forget one memory."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.types import ToolAnnotations
from pydantic import Field

from hindsight.faces.mcp.access import Access
from hindsight.faces.mcp.outputs import SearchOut, search_out
from hindsight.faces.mcp.tools.args import (
    BankArg,
    KindName,
    MemoryIdArg,
    NowArg,
    SourceName,
    StatusName,
    WriteKind,
    drop_none,
)
from hindsight.model import Memory, Trace, WriteResult


def register(mcp: MCPServer, access: Access) -> None:
    """Add memory_write, memory_search, memory_get, memory_trace, memory_update and memory_forget to ``mcp``."""
    register_write(mcp, access)
    register_reads(mcp, access)
    register_changes(mcp, access)


def register_write(mcp: MCPServer, access: Access) -> None:
    """Add memory_write."""
    run = access.run

    @mcp.tool(
        description=(
            "Store one durable memory. Call it when you learned a fact worth keeping across sessions: the user "
            "stated a preference, a constraint or a fact about themselves or their work; a tool returned a stable "
            "fact; or you drew a conclusion you will want later. Do NOT call it for chit-chat, greetings, "
            "acknowledgements, or transient task state (intermediate results, what you are doing right now). "
            "Write one self-contained fact per call, in the user's language, with names and dates spelled out "
            "(not 'he' or 'tomorrow'). source: 'user' when the user said it, 'tool' when a tool returned it, "
            "'agent' (the default) for your own inference (stored with lower confidence), 'config'/'import' for files. "
            "kind: 'semantic' for lasting facts and preferences, 'episodic' for events that happened at a time. "
            "For temporary facts ('I am in Paris this week') set ttl_seconds. If the new fact corrects an older "
            "one, just write it: Hindsight supersedes the old memory. The result's action says what happened: "
            "created, deduplicated (already known, confirmed), superseded_previous, queued_for_review, "
            "quarantined or rejected (looked like an injection or a secret)."
        ),
        annotations=ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False),
    )
    def memory_write(
        content: Annotated[
            str, Field(description="the fact, one self-contained sentence (very long texts are refused)")
        ],
        kind: Annotated[WriteKind | None, Field(description="semantic (default) or episodic")] = None,
        source: Annotated[
            SourceName | None,
            Field(description="agent (default): your own note or inference; user: the user said it (quote them); "
                  "tool: a tool returned it"),
        ] = None,
        source_id: Annotated[
            str | None, Field(description="which tool / MCP server / file it came from, e.g. 'github.get_issue'")
        ] = None,
        session_id: Annotated[str | None, Field(description="the conversation / session id, if you have one")] = None,
        task_id: Annotated[str | None, Field(description="the task id, if you have one")] = None,
        bank: BankArg = None,
        confidence: Annotated[
            float | None,
            Field(ge=0, le=1, description="0..1; leave empty: facts start at 0.9, agent inferences at 0.6"),
        ] = None,
        importance: Annotated[
            float | None, Field(ge=0, le=1, description="0..1 (default 0.5); explicit 'remember this' is 0.8+")
        ] = None,
        critical: Annotated[
            bool | None, Field(description="true for facts that must never fade (allergies, hard constraints)")
        ] = None,
        ttl_seconds: Annotated[
            float | None, Field(gt=0, description="forget after this many seconds (temporary facts only)")
        ] = None,
        observed_at: Annotated[
            str | None, Field(description="ISO-8601 time the fact was true or said; default now")
        ] = None,
        query: Annotated[
            str | None, Field(description="optional recall cue: the question this memory should answer")
        ] = None,
        tags: Annotated[list[str] | None, Field(description="short labels, e.g. ['preference', 'coffee']")] = None,
        metadata: Annotated[dict[str, Any] | None, Field(description="free JSON object, kept as is")] = None,
        idempotency_key: Annotated[
            str | None, Field(description="same key = same write; use it when you retry a call")
        ] = None,
        ctx: Context | None = None,
    ) -> WriteResult:
        fields = drop_none(
            kind=kind,
            source=source or "agent",  # an agent writing is not the user: 'user' must be said
            source_id=source_id,
            session_id=session_id,
            task_id=task_id,
            confidence=confidence,
            importance=importance,
            critical=critical,
            ttl_seconds=ttl_seconds,
            observed_at=observed_at,
            query=query,
            tags=tags,
            metadata=metadata,
            idempotency_key=idempotency_key,
        )
        return run(ctx, bank, "write", lambda h, b: h.write(content, bank=b, **fields))


def register_reads(mcp: MCPServer, access: Access) -> None:
    """Add memory_search, memory_get and memory_trace."""
    run = access.run

    @mcp.tool(
        description=(
            "Search long-term memory (meaning + keywords, ranked by relevance, confidence and freshness). Call it "
            "before answering anything that may depend on what you learned in earlier sessions: the user's "
            "preferences, names, projects, past decisions, earlier tool results. Do NOT call it for general "
            "knowledge or for what is already in the current conversation. Write the query as a short question "
            "or keywords in the user's language. Results below min_confidence, superseded, forgotten and expired "
            "memories are hidden unless you ask for them. Prefer high-confidence results; a 'disputed' status "
            "means Hindsight holds contradicting memories: ask the user. explain=true adds the score breakdown. "
            "layer='short_term' with session_id searches what was said in that session (last 24 h) instead."
        ),
        annotations=ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True),
    )
    def memory_search(
        query: Annotated[str, Field(description="what you want to recall, e.g. 'which test framework'")],
        top_k: Annotated[int | None, Field(ge=1, le=100, description="how many results (default 5)")] = None,
        bank: BankArg = None,
        min_confidence: Annotated[
            float | None, Field(ge=0, le=1, description="hide memories below this confidence (default 0.3)")
        ] = None,
        kinds: Annotated[list[KindName] | None, Field(description="only these kinds")] = None,
        include_inactive: Annotated[
            bool | None, Field(description="also return superseded / archived / expired / forgotten memories")
        ] = None,
        explain: Annotated[bool | None, Field(description="add the score breakdown of every result")] = None,
        tags: Annotated[list[str] | None, Field(description="only memories carrying all these tags")] = None,
        session_id: Annotated[str | None, Field(description="only memories of this session")] = None,
        layer: Annotated[
            Literal["long_term", "short_term", "all"] | None,
            Field(description="long_term (default): memories; short_term: what was said in session session_id "
                  "(last 24 h, small talk included); all: both"),
        ] = None,
        now: NowArg = None,
        ctx: Context | None = None,
    ) -> SearchOut:
        fields = drop_none(
            top_k=top_k,
            min_confidence=min_confidence,
            kinds=kinds,
            include_inactive=include_inactive,
            explain=explain,
            tags=tags,
            session_id=session_id,
            layer=layer,
            now=now,
        )
        return run(ctx, bank, "read", lambda h, b: search_out(h.search(query, bank=b, **fields)))

    @mcp.tool(
        description="Read one memory by id (all fields, provenance included). Use memory_search to find ids.",
        annotations=ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True),
    )
    def memory_get(memory_id: MemoryIdArg, bank: BankArg = None, ctx: Context | None = None) -> Memory:
        return run(ctx, bank, "read", lambda h, b: h.get(memory_id, bank=b))

    @mcp.tool(
        description=(
            "Explain where a memory came from and what happened to it: its provenance (source, tool, session, "
            "who wrote it) and every change since (confirmations, confidence changes, supersessions, edits). Call "
            "it when the user asks 'why do you think that?' or before acting on a surprising memory."
        ),
        annotations=ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True),
    )
    def memory_trace(memory_id: MemoryIdArg, bank: BankArg = None, ctx: Context | None = None) -> Trace:
        return run(ctx, bank, "read", lambda h, b: h.trace(memory_id, bank=b))


def register_changes(mcp: MCPServer, access: Access) -> None:
    """Add memory_update and memory_forget."""
    run = access.run

    @mcp.tool(
        description=(
            "Edit a memory in place (every change is logged with your reason). Use it to fix a typo or adjust "
            "confidence/importance/tags of a specific memory. When a fact CHANGED (the user moved, changed "
            "preference), do not edit: call memory_write with the new fact so the history is kept. Give only the "
            "fields to change; provenance cannot be edited."
        ),
        annotations=ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=True),
    )
    def memory_update(
        memory_id: MemoryIdArg,
        bank: BankArg = None,
        reason: Annotated[str | None, Field(description="why you change it (kept in the history)")] = None,
        content: Annotated[str | None, Field(description="new text")] = None,
        confidence: Annotated[float | None, Field(ge=0, le=1, description="new confidence 0..1")] = None,
        importance: Annotated[float | None, Field(ge=0, le=1, description="new importance 0..1")] = None,
        critical: Annotated[bool | None, Field(description="never let it fade")] = None,
        status: Annotated[StatusName | None, Field(description="new status (e.g. archived, active)")] = None,
        tags: Annotated[list[str] | None, Field(description="replace the tags")] = None,
        metadata: Annotated[dict[str, Any] | None, Field(description="replace the metadata")] = None,
        expires_at: Annotated[str | None, Field(description="ISO-8601 expiry time")] = None,
        valid_until: Annotated[str | None, Field(description="ISO-8601 time it stopped being true")] = None,
        now: NowArg = None,
        ctx: Context | None = None,
    ) -> Memory:
        fields = drop_none(
            content=content,
            confidence=confidence,
            importance=importance,
            critical=critical,
            status=status,
            tags=tags,
            metadata=metadata,
            expires_at=expires_at,
            valid_until=valid_until,
        )
        return run(ctx, bank, "write", lambda h, b: h.update(memory_id, bank=b, reason=reason, now=now, **fields))

    @mcp.tool(
        description=(
            "Forget a memory: it leaves search results at once but stays traceable (soft delete). Call it when "
            "the user asks you to forget something, or a memory is plainly wrong and should not be corrected "
            "by a new one. Not for facts that changed (write the new fact instead)."
        ),
        annotations=ToolAnnotations(read_only_hint=False, destructive_hint=True, idempotent_hint=True),
    )
    def memory_forget(
        memory_id: MemoryIdArg,
        bank: BankArg = None,
        reason: Annotated[str | None, Field(description="why (kept in the history)")] = None,
        now: NowArg = None,
        ctx: Context | None = None,
    ) -> Memory:
        return run(ctx, bank, "write", lambda h, b: h.forget(memory_id, bank=b, reason=reason, now=now))
