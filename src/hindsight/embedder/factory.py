"""Build the configured embedder."""

from __future__ import annotations

import dataclasses

from hindsight.config import Settings
from hindsight.embedder.base import Embedder


def make_embedder(settings: Settings) -> Embedder:
    emb: Embedder
    if settings.embedder == "openai":
        from hindsight.embedder.openai import OpenAIEmbedder

        emb = OpenAIEmbedder(
            settings.embedding_base_url,
            settings.embedding_model,
            api_key=settings.embedding_api_key,
            dim=settings.embedding_dim,
            timeout_s=settings.embedding_timeout_s,
            batch_size=settings.embed_batch_size,
        )
    else:
        from hindsight.embedder.e5 import E5Embedder

        emb = E5Embedder(batch_size=settings.embed_batch_size)
    overrides = {}
    if settings.dedup_threshold is not None:
        overrides["dedup"] = settings.dedup_threshold
    if settings.conflict_threshold is not None:
        overrides["conflict"] = settings.conflict_threshold
    if overrides:
        emb.calibration = dataclasses.replace(emb.calibration, **overrides)
    return emb
