"""The one configuration object. Every field can be set with an env var ``HINDSIGHT_<FIELD>`` or a line
``HINDSIGHT_<FIELD>=value`` in a ``.env`` file in the working directory.

Precedence, highest first: values passed in code (``Settings(home=...)``, CLI options), environment variables,
the ``.env`` file, the defaults below. :func:`sources` tells where each effective value came from
(``hindsight config``)."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

#: every MCP tool the server can offer, in ``tools/list`` order (``HINDSIGHT_MCP_TOOLS`` names them)
MCP_TOOL_NAMES: tuple[str, ...] = (
    "memory_write", "memory_search", "memory_get", "memory_trace", "memory_update", "memory_forget",
    "memory_erase", "memory_list", "memory_review", "memory_conflicts", "memory_resolve_conflict",
    "memory_ingest", "memory_context", "trace_step", "experience_distill", "experience_recall",
)  # fmt: skip
#: the tool profiles ``HINDSIGHT_MCP_TOOLS`` accepts besides tool names (defined in hindsight.faces.mcp.profile)
MCP_PROFILES: tuple[str, ...] = ("core", "all")


def mcp_tools_spec(value: str) -> str:
    """``HINDSIGHT_MCP_TOOLS`` normalised (``"core"``, ``"all"`` or ``"core,memory_get"``); unknown names refused."""
    items = [part.strip().lower() for part in value.split(",")]
    if not any(items):
        raise ValueError("mcp_tools is empty: give core, all, or a comma list of tool names")
    known = (*MCP_PROFILES, *MCP_TOOL_NAMES)
    for item in items:
        if item not in known:
            raise ValueError(
                f"mcp_tools: unknown MCP tool or profile {item!r}; choose core (default), all, or a comma list "
                f"of: {', '.join(MCP_TOOL_NAMES)}"
            )
    return ",".join(dict.fromkeys(items))

#: the dotenv file read from the working directory
ENV_FILE = ".env"
ENV_PREFIX = "HINDSIGHT_"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX, extra="ignore", env_file=ENV_FILE, env_file_encoding="utf-8"
    )

    home: Path = Field(default=Path("~/.hindsight"), description="directory of the embedded store")
    store_url: str | None = Field(
        default=None, description="sqlite:///path.db, a path, or postgresql://…; default HOME/hindsight.db"
    )

    # -- production backend (G3, G4): PostgreSQL + pgvector, Redis, workers ---------------------------
    #: optional Redis: short-term session memory, search cache, review queue (stream), locks
    redis_url: str | None = None
    #: namespace of every Redis key (several deployments / test runs can share one Redis)
    redis_prefix: str = Field(default="hindsight", min_length=1, max_length=64)
    pg_pool_min: int = Field(default=1, ge=0, le=100)
    pg_pool_max: int = Field(default=10, ge=1, le=500)
    #: seconds a request waits for a database connection before answering 503
    pg_connect_timeout_s: float = Field(default=5.0, gt=0)
    #: HNSW ef_search for pgvector (iterative scans keep filtered searches at top-k)
    pg_ef_search: int = Field(default=100, ge=10, le=1000)
    search_cache_ttl_seconds: float = Field(default=300.0, ge=0, description="Redis search cache; 0 disables it")
    short_term_ttl_seconds: float = Field(default=86400.0, gt=0, description="session history lifetime (A4)")
    #: `hindsight worker`: how often an idle worker polls for due reviews and queued items
    worker_poll_seconds: float = Field(default=5.0, gt=0)
    #: "inline": a risky write triggers a background review in the writing process; "worker": the API process
    #: only queues it (DB queue row + Redis stream message) and `hindsight worker` processes run the reviews
    review_mode: Literal["inline", "worker"] = "inline"
    #: lease of the per-bank review lock; a running review renews it, so a killed reviewer blocks its bank
    #: for at most this long
    review_lock_ttl_seconds: float = Field(default=120.0, gt=0)
    #: a manual review that finds another review of its bank running (one a risky write started in the background,
    #: a worker's) waits this long for it to finish, then runs, so that what it returns has seen every queued pair;
    #: after that it reports itself skipped
    review_wait_seconds: float = Field(default=30.0, ge=0)

    embedder: Literal["e5", "openai"] = "e5"
    embedding_base_url: str = "http://127.0.0.1:11434/v1"
    embedding_api_key: str | None = None
    embedding_model: str = "nomic-embed-text"
    embedding_dim: int | None = Field(default=None, description="expected dimension of the OpenAI-compatible model")
    embedding_timeout_s: float = 30.0
    embed_batch_size: int = Field(default=64, ge=1, le=2048)
    #: override the embedder's calibrated thresholds
    dedup_threshold: float | None = Field(default=None, ge=0, le=1)
    conflict_threshold: float | None = Field(default=None, ge=0, le=1)

    default_bank: str = "default"
    auto_create_banks: bool = True
    max_content_chars: int = Field(default=8000, ge=1)
    max_batch: int = Field(default=10_000, ge=1)

    fact_confidence: float = 0.9
    inference_confidence: float = 0.6
    confirm_step: float = 0.05

    search_timeout_s: float = 3.0
    candidate_k: int = Field(default=20, ge=1, le=1000)
    fusion: Literal["rrf", "additive", "interleave", "bm25", "dense"] = "additive"
    profile: str = "hindsight"
    rrf_k: int = 60
    #: weight of the calibrated cosine in additive fusion (the rest is normalised BM25: ``search_keyword_norm``)
    additive_dense_weight: float = Field(default=0.6, ge=0, le=1)
    #: what additive fusion divides a memory's BM25 by: "best" (default), the best match among the candidates alone
    #: (a match on one common word of the question is then a full 1.0 when nothing matches more); "matched", at
    #: least what the question could score: the idf of its words that some memory of the bank holds, summed (a
    #: memory holding each once at the bank's average length; search/scoring.py :func:`keyword_ceiling`), so a
    #: match on a small share of the question's idf mass is a small share; "question", the same with the words
    #: no memory holds counted too. "matched" wins hygiene (+3 dev questions, none lost, held-out c2/c4 up) but
    #: loses LoCoMo R@5 0.662 -> 0.635 through the learned reranker fitted on "best": docs/benchmarks.md,
    #: *Keyword share of the question*
    search_keyword_norm: Literal["best", "matched", "question"] = "best"
    min_confidence: float = 0.3
    #: the relevance floor of search and context: the least calibrated match (0..1) a hit needs; None = the
    #: embedder's calibrated default (e5: see docs/benchmarks.md, *Relevance floor*), 0 = no floor
    min_score: float | None = Field(default=None, ge=0, le=1)
    #: read-time hygiene (search/hygiene.py), whatever the review decided: fold near-duplicates (cosine at least
    #: ``search_collapse_cosine``, same numbers and names) into the best-ranked one (its ``duplicates``), after every
    #: other pass, so it never moves a hit; episodes (conversation turns) never fold. Off by default: e5 puts two
    #: different short facts above 0.88 and "values" (numbers, names) miss most of what tells them apart, so 85-100 %
    #: of the memories it folds on the dev corpora are another fact (bench/hygiene.py's "folded (wrong)": c1 899 of
    #: 954, c3 665 of 768); folding turns cost bench/retrieval.py Recall@10 0.639 -> 0.622
    search_collapse: bool = False
    search_collapse_cosine: float = Field(default=0.88, ge=0, le=1)
    #: for a query about the present, place the older of two same-subject same-slot memories right below the
    #: newer (same frame with one value changed, or cosine at least ``search_slot_cosine`` with different values)
    search_newer_first: bool = True
    search_slot_cosine: float | None = Field(default=None, ge=0, le=1, description="default: the embedder's "
                                             "conflict threshold")
    #: an agent's hedged guess ("probably", "可能") never ranks above a user/tool fact about the same person
    search_guess_below_fact: bool = True
    #: the memory a hygiene pass ranks first must answer the query at least this well relative to the other
    search_hygiene_ratio: float = Field(default=0.8, ge=0, le=1)
    #: ... and for two conversational turns (search/hygiene.py, ``same_slot_turns``: compared on their query-relevant
    #: sentences, same values changed, speaker at least as trusted): a whole turn's score understates how well the
    #: one sentence stating the fact answers, so the newer turn may score this much less
    search_hygiene_turn_ratio: float = Field(default=0.5, ge=0, le=1)
    #: a question that names a time ("in June", "last summer", "2023年5月", "上个月", relative to the request's
    #: ``now``) raises memories observed in that window or up to a lag after it by this factor (search/when.py;
    #: 1, the default, turns it off: on LoCoMo dev it moved R@5 by one question and R@10 not at all;
    #: docs/benchmarks.md, *Question features*)
    search_when_boost: float = Field(default=1.0, ge=1, le=3)
    #: how much of a candidate's excess closeness (over the candidates' mean) to the query's content words alone
    #: (the question less its frame, the user's words and names: search/content.py) is added to its cosine to the
    #: query before fusion and the reranker (the relevance floor and hygiene read the plain cosine); 0 turns it off
    search_content_weight: float = Field(default=0.5, ge=0, le=2)
    #: a question that names a speaker of the bank's conversations ("What did Caroline research?") raises the
    #: memories by (``metadata.speaker`` or a leading "Name: ") or about that person by this factor
    #: (search/speakers.py; 1 turns it off; LoCoMo dev R@10 0.631 → 0.657, bench/retrieval.py unchanged: it names
    #: no speaker)
    search_speaker_boost: float = Field(default=1.3, ge=1, le=3)
    #: expansion from the first hits: the memory written right after one of the 5 best hits in the same session
    #: (a conversation's reply), when the search found it too, is raised to this share of that hit's score
    #: (search/expand.py; 0 turns it off; LoCoMo dev R@10 0.631 → 0.657, bench/retrieval.py 0.635 → 0.630)
    search_expand_next: float = Field(default=0.85, ge=0, le=1)
    #: association from the first hits (search/graph.py, a read-time memory graph): the memories sharing rarer
    #: words (things, places, activities) with the 3 best hits, found by one extra keyword query, when the search
    #: found them too, are raised to this share of that hit's score (0, the default, turns it off: LoCoMo dev R@10
    #: 0.735 -> 0.741 at 0.85, within noise, bench/retrieval.py unchanged, for one more keyword query per search, the
    #: arm that dominates latency at size; docs/benchmarks.md, *Association and query decomposition*)
    search_graph: float = Field(default=0.0, ge=0, le=1)
    #: query decomposition (search/decompose.py): with a chat endpoint (``llm_base_url``) the question is split into
    #: up to 3 sub-questions, each searched, the hits fused by best score (a request's ``decompose`` overrides it).
    #: Off by default: one chat call per search, its quality unmeasured (no LLM where the benchmarks run)
    search_decompose: bool = False
    #: the most the decomposition's chat call may take (never more than what is left of the search's budget);
    #: on timeout, error, 429 or an unusable answer the question's own results are served, flagged
    search_decompose_timeout_s: float = Field(default=2.0, gt=0, le=60)
    #: the rerank stage (src/hindsight/rerank/): a second look at the first stage's best ``rerank_top_n`` hits,
    #: before the relevance floor and hygiene. off; learned (offline, a pairwise linear model over the features the
    #: first stage computes, rerank/learned.json, fitted by bench/rerank_train.py); llm (the chat endpoint
    #: ``llm_base_url`` orders the candidates); endpoint (a cross-encoder ``POST {rerank_url}/rerank``). A remote
    #: reranker that fails (timeout, 429, bad JSON) leaves the first-stage order, flagged in explain. Default learned:
    #: after the question features' defaults, bench/retrieval.py (held out) R@10 0.630 -> 0.652, MRR 0.371 -> 0.420;
    #: LoCoMo dev cross-validated by conversation R@10 0.721 -> 0.739 (docs/benchmarks.md, *Rerank stage* and the
    #: question-features table with the rerank stage)
    rerank: Literal["off", "learned", "llm", "endpoint"] = "learned"
    rerank_top_n: int = Field(default=20, ge=2, le=100, description="how many first-stage hits the reranker sees")
    rerank_url: str | None = Field(default=None, description="base URL of a /rerank endpoint (e.g. http://h:8080/v1)")
    rerank_model: str = Field(default="rerank", description="model name sent to the rerank endpoint")
    rerank_api_key: str | None = None
    rerank_weights: Path | None = Field(default=None, description="a model file for rerank=learned, written by "
                                        "bench/rerank_train.py --write --weights PATH (default: the shipped "
                                        "rerank/learned.json)")
    rerank_timeout_s: float = Field(default=2.0, gt=0, le=60, description="the most a remote reranker may take "
                                    "(never more than what is left of the search's time budget)")
    log_retrievals: bool = True
    #: "deferred": a search's access statistics and retrieval-log row are written by a worker thread after it
    #: returns (reads settle first, so nobody sees stale rows: store/bookkeeping.py); "inline": inside the search
    search_bookkeeping: Literal["deferred", "inline"] = "deferred"
    sqlite_synchronous: Literal["FULL", "NORMAL"] = "FULL"
    #: an embedded bank with at least this many memories searches its vectors through IVF lists (k-means
    #: centroids trained on a worker thread from first use, the exact scan until they are ready; the best lists'
    #: rows scored exactly, every row when a filter leaves too few): p50 ~1-2 ms instead of ~30 ms at 100k
    #: (bench/scale.py). Smaller banks are scanned exactly; 0 = always
    sqlite_vector_index_rows: int = Field(default=50_000, ge=0)

    # -- review loop (D1-D9) -----------------------------------------------------------------------
    #: "rules" (offline), "llm" (OpenAI-compatible chat endpoint), "auto" (llm when llm_base_url is set)
    judge: Literal["rules", "llm", "auto"] = "auto"
    llm_base_url: str | None = None
    llm_model: str = "gpt-4o-mini"
    llm_api_key: str | None = None
    llm_timeout_s: float = 30.0
    llm_max_retries: int = 3
    #: observe: with llm_base_url set, turns whose rule importance is uncertain (0.2-0.6) are scored by the LLM
    importance_llm: bool = True
    judge_batch_size: int = Field(default=8, ge=1, le=10)
    #: MCP: with no server LLM (the rules judge), memory_review asks the calling agent's own model (MCP sampling,
    #: when the client declares it) to judge the pairs the rules leave undecided; timeout llm_timeout_s per request
    mcp_sampling_judge: bool = False
    #: LLM tokens one review cycle may spend (D2); pairs beyond it wait for the next cycle
    review_token_budget: int = Field(default=20_000, ge=0)
    review_window_seconds: float | None = Field(default=None, description="review only changes this recent")
    review_neighbours: int = Field(default=8, ge=1, le=50)
    event_review: bool = Field(default=True, description="run a review in the background after a risky write")
    #: D4 strategy per conflict type (seed 000 §5.2)
    strategy_temporal: Literal["supersede", "dispute", "keep_both"] = "supersede"
    strategy_source: Literal["keep_both", "dispute", "supersede"] = "keep_both"
    strategy_inference: Literal["fact_wins", "dispute"] = "fact_wins"
    strategy_undecidable: Literal["dispute"] = "dispute"
    temporal_boost: float = 1.2
    superseded_confidence: float = Field(default=0.05, ge=0, lt=0.1)
    source_conflict_factor: float = 0.7
    dispute_factor: float = 0.7
    #: the least confidence a dispute or source conflict leaves a user-stated or critical fact (above
    #: ``min_confidence``, so it is still found); each opposing source down-weights a memory once
    dispute_floor: float = Field(default=0.5, ge=0, le=1)
    #: D5: confidence lost per idle decay period (seed 000 recommends 0.02 after starting at 0.05)
    decay_rate: float = Field(default=0.02, ge=0, le=1)
    decay_period_seconds: float = Field(default=30 * 86400, gt=0)
    #: sources whose facts count as critical (never decay); the explicit ``critical`` flag always does
    critical_sources: list[str] = Field(default_factory=list)
    archive_below: float = Field(default=0.3, ge=0, le=1)
    archive_unused_days: float = 730.0
    #: E4: experiences never recalled for this long are archived
    experience_archive_days: float = 90.0
    restore_window_days: float = 90.0
    #: D7: this many occurrences of one episode (identical repeats deduplicated at write count, paraphrases too)
    #: become one semantic memory
    consolidate_min: int = Field(default=3, ge=2)
    #: D7 with ``llm_base_url`` set: one LLM call per repeated cluster writes the abstraction ("the user likes
    #: Sakura Sushi"); a failure, a timeout or an unusable answer falls back to the offline common statement
    consolidate_llm: bool = True
    #: D7: tokens the LLM abstractions of one review cycle may spend (the rest fall back to offline statements)
    consolidate_token_budget: int = Field(default=20_000, ge=0)
    #: E2 batch job: distil finished traces this often (0 disables the periodic job), at most this many per run
    distill_interval_seconds: float = Field(default=300.0, ge=0)
    distill_max_traces: int = Field(default=50, ge=1, le=1000)
    #: a trace is finished (ready to distil) when no step arrived for this long
    trace_idle_seconds: float = Field(default=300.0, ge=0)
    notify_webhook: str | None = None

    def resolved_home(self) -> Path:
        return self.home.expanduser()

    # -- faces: `hindsight serve` / `hindsight mcp` (HTTP API, MCP, API keys) --------------------------
    host: str = Field(default="127.0.0.1", description="address `hindsight serve` binds")
    port: int = Field(default=8765, ge=0, le=65535, description="port `hindsight serve` binds")
    allow_no_auth: bool = Field(default=False, description="serve without API keys on a non-loopback address")
    allowed_hosts: list[str] = Field(
        default_factory=list,
        description="Host names (beside loopback) the server answers to, e.g. ['memory.internal']; when bound "
        "to loopback every other Host gets 421 (DNS rebinding); a cross-site Origin on a change gets 403",
    )
    review_interval_seconds: float = Field(default=300.0, ge=0, description="periodic review loop; 0 disables it")
    audit_interval_seconds: float = Field(
        default=86_400.0, ge=0, description="periodic contradiction audit of every bank (`serve` and `worker`), with "
        "the configured judge and the review's token budget; 0 disables it")
    max_request_bytes: int = Field(default=1_048_576, ge=1024, description="largest JSON request body")
    max_import_bytes: int = Field(default=64 * 1_048_576, ge=1024, description="largest JSONL import body")
    #: the MCP tools offered: "core" (the few an agent needs every turn, lean schemas), "all", or a comma list
    #: of tool names and profiles ("core,memory_ingest,memory_context")
    mcp_tools: str = Field(default="core", description="MCP tools offered: core, all, or a comma list of names")

    @field_validator("mcp_tools")
    @classmethod
    def _check_mcp_tools(cls, value: str) -> str:
        return mcp_tools_spec(value)
    #: per-caller (API key, else address) token bucket on /v1 and /mcp: refill rate (0 turns limits off) and
    #: bucket size; shared through Redis when redis_url is set; over the limit: 429 with Retry-After
    rate_limit_per_second: float = Field(default=100.0, ge=0)
    rate_limit_burst: int = Field(default=1000, ge=1)

    # -- guard: memory-poisoning defence (F1-F3) -------------------------------------------------------
    #: write-time screening: "off", "rules" (offline patterns), "llm" (rules, then the LLM for unclear cases)
    guard: Literal["off", "rules", "llm"] = "rules"
    #: the semantic screen: what the rules allow from a tool or an import (text from outside), or from an agent when
    #: the text is no reply ("you"), no note about the user ("User prefers…") and no hedged guess
    #: (hindsight/guard/agent_text.py), is also scored by a head over the embedding (hindsight/guard/semantic.py);
    #: on only for an embedder with a shipped head (e5)
    guard_model: bool = True
    #: what to do with credentials/keys/passwords in content: store a redacted form, refuse, or quarantine
    secrets: Literal["redact", "reject", "quarantine"] = "redact"
    #: anomaly detection (F3): more than this many writes to one bank within the window raise an alert
    burst_writes: int = Field(default=200, ge=1)
    burst_window_seconds: float = Field(default=60.0, gt=0)

    # -- logs ------------------------------------------------------------------------------------------
    #: `hindsight serve` / `worker` log lines: "plain" (one line: time level logger: message) or "json" (one
    #: object per line: time, level, logger, message)
    log_format: Literal["plain", "json"] = "plain"


#: fields whose value is a secret: `hindsight config` shows only whether they are set
SECRET_FIELDS = frozenset({"llm_api_key", "embedding_api_key", "rerank_api_key"})


def sources(given: Iterable[str] = (), env_file: str | Path = ENV_FILE) -> dict[str, str]:
    """Where each field's effective value comes from, by precedence: ``"code"`` (named in ``given``: passed to
    ``Settings(...)``, e.g. from a CLI option), ``"env"`` (``HINDSIGHT_<FIELD>``), ``".env"`` (the dotenv file)
    or ``"default"``."""
    from dotenv import dotenv_values

    env = {k.upper() for k in os.environ}
    path = Path(env_file)
    dotenv = {k.upper() for k in dotenv_values(path)} if path.is_file() else set()
    given = set(given)
    out: dict[str, str] = {}
    for name in Settings.model_fields:
        var = f"{ENV_PREFIX}{name}".upper()
        if name in given:
            out[name] = "code"
        elif var in env:
            out[name] = "env"
        elif var in dotenv:
            out[name] = ".env"
        else:
            out[name] = "default"
    return out


def shown(name: str, value: Any) -> str:
    """A field's value for people: secrets masked, a password inside a URL masked."""
    if value is None:
        return "-"
    if name in SECRET_FIELDS:
        return "(set)"
    text = str(value)
    if name.endswith("_url") and "@" in text and "://" in text:
        scheme, _, rest = text.partition("://")
        creds, _, host = rest.rpartition("@")
        user = creds.split(":", 1)[0]
        text = f"{scheme}://{user}:***@{host}" if ":" in creds else text
    return text
