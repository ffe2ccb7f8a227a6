"""The rerank stage's port (``base.py``) and its implementations, one file each: ``learned.py`` (offline, a
linear model over the first stage's features, weights in ``learned.json``), ``llm.py`` (an OpenAI-compatible chat
endpoint orders the candidates), ``endpoint.py`` (a cross-encoder ``/rerank`` endpoint); ``factory.py`` builds one
from the settings."""

from hindsight.rerank.base import Candidate, Reranker, RerankError
from hindsight.rerank.factory import reranker_for

__all__ = ["Candidate", "RerankError", "Reranker", "reranker_for"]
