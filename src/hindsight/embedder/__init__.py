"""Embedding backends behind the :class:`Embedder` protocol."""

from hindsight.embedder.base import Embedder
from hindsight.embedder.factory import make_embedder

__all__ = ["Embedder", "make_embedder"]
