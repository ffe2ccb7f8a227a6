"""The memory tools (A1-A3, C1-C3): write, search, get, trace, update, forget and erase one memory; list a bank."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from mcp.server.mcpserver import Context, MCPServer
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
    hints,
)
from hindsight.model import EraseResult, Memory, MemoryListPage, Trace, WriteResult


def register(mcp: MCPServer, access: Access) -> None:
    """Add memory_write, memory_search, memory_get, memory_trace, memory_update, memory_forget, memory_erase and
    memory_list to ``mcp``."""
    register_write(mcp, access)
    register_reads(mcp, access)
    register_changes(mcp, access)
    register_erasure(mcp, access)


def register_write(mcp: MCPServer, access: Access) -> None:
    """Add memory_write."""
    run = access.run

    @mcp.tool(
        title="Remember a fact",
        description=(
            "Store one durable memory: a fact worth keeping across sessions (the user's preferences, constraints, "
            "facts about them or their work; a stable fact a tool returned; a conclusion you will want later). "
            "Do NOT call it for chit-chat, greetings, acknowledgements or transient task state. One self-contained "
            "fact per call, in the user's language, names and dates spelled out (not 'he' or 'tomorrow'). "
            "source: 'user' (the user said it), 'tool' (a tool returned it), 'agent' (default: your own inference, "
            "kept with lower confidence), 'config'/'import' (files). kind: 'semantic' for lasting facts, "
            "'episodic' for dated events. Temporary facts ('in Paris this week'): set ttl_seconds. A correction is "
            "just a new write: Hindsight supersedes the old memory. The result's action: created, deduplicated "
            "(already known, confirmed), superseded_previous, queued_for_review, quarantined or rejected (looked "
            "like an injection or a secret)."
        ),
        annotations=hints(),
    )
    def memory_write(
        content: Annotated[
            str, Field(description="the fact, one self-contained sentence (very long texts are refused)")
        ],
        kind: Annotated[WriteKind | None, Field(description="semantic (default) or episodic")] = None,
        source: Annotated[
            SourceName | None,
            Field(description="who it comes from (default agent)"),
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
        title="Search memory",
        description=(
            "Search long-term memory (meaning + keywords; ranked by relevance, confidence, freshness). Call it "
            "before answering anything that may depend on earlier sessions: the user's preferences, names, "
            "projects, past decisions, earlier tool results. Not for general knowledge or what is already in the "
            "conversation. Query: a short question or keywords in the user's language. Superseded, forgotten, "
            "expired and low-confidence memories are hidden. Prefer high-confidence results; status 'disputed' "
            "means contradicting memories: ask the user. below_floor=true: nothing stored is close to the query. "
            "layer='short_term' with session_id searches that session's last 24 h instead."
        ),
        annotations=hints(read_only=True),
    )
    def memory_search(
        query: Annotated[str, Field(description="what you want to recall, e.g. 'which test framework'")],
        top_k: Annotated[int | None, Field(ge=1, le=100, description="how many results (default 5)")] = None,
        bank: BankArg = None,
        min_confidence: Annotated[
            float | None, Field(ge=0, le=1, description="hide memories below this confidence (default 0.3)")
        ] = None,
        min_score: Annotated[
            float | None, Field(ge=0, le=1, description="relevance floor: the least match (0..1) a result needs "
                                "(default: calibrated for the embedder; 0: none)")
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
        rerank: Annotated[  # a plain string keeps the core listing small; the request model validates it
            str | None, Field(description="reorder the best hits: off, learned, llm, endpoint")
        ] = None,
        now: NowArg = None,
        ctx: Context | None = None,
    ) -> SearchOut:
        fields = drop_none(
            top_k=top_k,
            min_confidence=min_confidence,
            min_score=min_score,
            kinds=kinds,
            include_inactive=include_inactive,
            explain=explain,
            tags=tags,
            session_id=session_id,
            layer=layer,
            rerank=rerank,
            now=now,
        )
        return run(ctx, bank, "read", lambda h, b: search_out(h.search(query, bank=b, **fields)))

    @mcp.tool(
        title="Read a memory",
        description="Read one memory by id (all fields, provenance included). Use memory_search to find ids.",
        annotations=hints(read_only=True),
    )
    def memory_get(memory_id: MemoryIdArg, bank: BankArg = None, ctx: Context | None = None) -> Memory:
        return run(ctx, bank, "read", lambda h, b: h.get(memory_id, bank=b))

    @mcp.tool(
        title="Explain a memory",
        description=(
            "Explain where a memory came from and what happened to it: its provenance (source, tool, session, "
            "who wrote it) and every change since (confirmations, confidence changes, supersessions, edits). Call "
            "it when the user asks 'why do you think that?' or before acting on a surprising memory."
        ),
        annotations=hints(read_only=True),
    )
    def memory_trace(memory_id: MemoryIdArg, bank: BankArg = None, ctx: Context | None = None) -> Trace:
        return run(ctx, bank, "read", lambda h, b: h.trace(memory_id, bank=b))


def register_changes(mcp: MCPServer, access: Access) -> None:
    """Add memory_update and memory_forget."""
    run = access.run

    @mcp.tool(
        title="Edit a memory",
        description=(
            "Edit a memory in place (every change is logged with your reason). Use it to fix a typo or adjust "
            "confidence/importance/tags of a specific memory. When a fact CHANGED (the user moved, changed "
            "preference), do not edit: call memory_write with the new fact so the history is kept. Give only the "
            "fields to change; provenance cannot be edited."
        ),
        annotations=hints(idempotent=True),
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
        title="Forget a memory",
        description=(
            "Forget a memory: it leaves search results at once but stays traceable (soft delete). Call it when "
            "the user asks you to forget something, or a memory is plainly wrong and should not be corrected "
            "by a new one. Not for facts that changed (write the new fact instead)."
        ),
        annotations=hints(destructive=True, idempotent=True),
    )
    def memory_forget(
        memory_id: MemoryIdArg,
        bank: BankArg = None,
        reason: Annotated[str | None, Field(description="why (kept in the history)")] = None,
        now: NowArg = None,
        ctx: Context | None = None,
    ) -> Memory:
        return run(ctx, bank, "write", lambda h, b: h.forget(memory_id, bank=b, reason=reason, now=now))


def register_erasure(mcp: MCPServer, access: Access) -> None:
    """Add memory_erase and memory_list."""
    run = access.run

    @mcp.tool(
        title="Erase a memory for good",
        description=(
            "Erase a memory for good: its text, embedding and index entries are deleted and its text is scrubbed "
            "from the history, which keeps only who erased it, when and why. Only when the user asks to delete "
            "their data; to stop using a memory, memory_forget it instead. Erasing again returns the same answer."
        ),
        annotations=hints(destructive=True, idempotent=True),
    )
    def memory_erase(
        memory_id: MemoryIdArg,
        reason: Annotated[str, Field(min_length=1, max_length=2000, description="why (required; kept)")],
        bank: BankArg = None,
        ctx: Context | None = None,
    ) -> EraseResult:
        return run(ctx, bank, "write", lambda h, b: h.erase(memory_id, bank=b, reason=reason))

    @mcp.tool(
        title="List memories",
        description=(
            "List a bank's memories, newest first, a page at a time (every status unless status narrows it). "
            "Pass next_cursor back as cursor for the next page. To find memories by meaning use memory_search."
        ),
        annotations=hints(read_only=True),
    )
    def memory_list(
        bank: BankArg = None,
        status: Annotated[StatusName | None, Field(description="only memories with this status")] = None,
        kind: Annotated[KindName | None, Field(description="only memories of this kind")] = None,
        limit: Annotated[int, Field(ge=1, le=500, description="page size (default 50)")] = 50,
        cursor: Annotated[str | None, Field(description="next_cursor of the previous page")] = None,
        ctx: Context | None = None,
    ) -> MemoryListPage:
        return run(ctx, bank, "read",
                   lambda h, b: h.list_memories(b, status=status, kind=kind, limit=limit, cursor=cursor))
