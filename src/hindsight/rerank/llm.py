"""The LLM reranker: an OpenAI-compatible chat endpoint orders the candidates (prompts in ``prompts.py``).

One call, no repair retry (a search has a time budget): a timeout, an HTTP error, a 429 or an answer that is not
an order of the candidates raises :class:`~hindsight.rerank.base.RerankError`. Numbers the model leaves out
keep their first-stage order below the ones it named.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hindsight.llm.base import ChatClient, LLMError
from hindsight.llm.structured import Malformed, load_json
from hindsight.rerank import prompts
from hindsight.rerank.base import Candidate, RerankError


def read_order(content: str, n: int) -> list[int]:
    """The candidate numbers in the model's order; :class:`Malformed` unless it names at least one, each once."""
    data: Any = load_json(content)
    order = data.get("order") if isinstance(data, dict) else data
    if not isinstance(order, list) or not order:
        raise Malformed("no 'order' list")
    out: list[int] = []
    for v in order:
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < n:
            raise Malformed(f"{v!r} is not a memory number (0..{n - 1})")
        if v in out:
            raise Malformed(f"memory {v} named twice")
        out.append(v)
    return out


class LLMReranker:
    name = "llm"

    def __init__(self, client: ChatClient) -> None:
        #: best without retries and with a short timeout (the factory's): the search waits no longer than its budget
        self.client = client

    def score(self, query: str, cands: Sequence[Candidate], timeout_s: float) -> list[float]:
        n = len(cands)
        items = "\n".join(prompts.ITEM_TEMPLATE.format(index=i, text=" ".join(c.text[: prompts.MAX_ITEM_CHARS].split()))
                          for i, c in enumerate(cands))
        messages = [{"role": "system", "content": prompts.SYSTEM},
                    {"role": "user", "content": prompts.USER_TEMPLATE.format(query=query, items=items, n=n)}]
        try:
            res = self.client.complete(messages, schema=prompts.schema(n), max_tokens=8 * n + 32)
            order = read_order(res.content, n)
        except LLMError as exc:
            raise RerankError(f"llm: {exc}") from exc
        except Malformed as exc:
            raise RerankError(f"llm: unusable answer: {exc}") from exc
        named = {i: n - pos for pos, i in enumerate(order)}
        # the ones left out: below every named one, in the first stage's order
        return [float(named.get(i, -i)) for i in range(n)]
