"""The one configuration object. Every field can be set with an env var ``HINDSIGHT_<FIELD>``."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="HINDSIGHT_", extra="ignore")

    home: Path = Field(default=Path("~/.hindsight"), description="directory of the embedded store")
    store_url: str | None = Field(default=None, description="sqlite:///path.db or a path; default HOME/hindsight.db")

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
    min_confidence: float = 0.3
    log_retrievals: bool = True
    sqlite_synchronous: Literal["FULL", "NORMAL"] = "FULL"

    def resolved_home(self) -> Path:
        return self.home.expanduser()
