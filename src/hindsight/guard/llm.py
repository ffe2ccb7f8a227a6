"""The optional LLM guard (F1, ``guard="llm"``): the rules first, an LLM classifier only for what they cannot call.

* **Rules first.** Whatever the rules quarantine or reject stays so, and whatever they allow without doubt is
  stored without a call. The LLM can only *tighten* a decision (allow → quarantine), never loosen one.
* **Uncertain** (the only texts sent to the LLM) is defined narrowly, see :func:`uncertainty`:

  - text from an untrusted source (tool, import, agent) that the rules allowed but that *addresses someone*:
    second person ("you", "your", 你/您), an imperative at the start of a sentence ("treat …", "quietly add …",
    "please output …", 请/把), a word for the model or its memory ("model", "agent", "summary", 模型/记忆),
    an override word ("regardless", "supersedes", 不管/优先), or a URL / e-mail / @handle (a destination);
  - text from the user or config on which a *weak* pattern fired: the rules let those through for the user
    ("from now on answer in Chinese" is a preference), but a pasted attack reads the same.

  Plain facts from any source ("Order #1234 shipped on Tuesday") and user text with no weak hit are never sent.
* **Failures.** When the endpoint fails (HTTP errors and timeouts after the client's retries) or the answer is
  still malformed after two corrective retries, the guard *fails closed for untrusted text* (tool/import/agent:
  quarantined, reason says why, a reviewer can look at it with ``Hindsight.quarantined``) and *fails open for
  the user and config* (the rules' decision stands): a down LLM must not make the user's own words vanish,
  while an uncertain instruction-like tool text is exactly what the LLM was needed for. ``fail_closed=False``
  keeps the rules' decision for every source.
* The text sent is the rules' redacted form when secrets were found: secrets never leave for the LLM.
* Verdicts are cached per ``(text, source)`` in a small in-memory LRU; failures are not cached.

The read-time check (F2) keeps using the rules alone: no LLM call on the search path.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass

from hindsight.guard import prompts
from hindsight.guard.base import UNTRUSTED, Decision, Outcome
from hindsight.guard.rules import RulesGuard, _variants, scan
from hindsight.llm.base import ChatClient, ChatResult, LLMError
from hindsight.llm.structured import Malformed, Usage, add_usage, complete_json, load_json
from hindsight.model import Source

MALFORMED_RETRIES = 2
CACHE_SIZE = 1024
MAX_TEXT_CHARS = 4000  # longer texts are cut for the prompt (the classifier needs the gist, not the whole page)

_LABEL_CATEGORY = {"injection": "injection", "persona_hijack": "persona", "authority_claim": "authority",
                   "secret_harvesting": "harvest", "exfiltration": "exfil", "memory_rewrite": "memory-rewrite",
                   "preference_claim": "claim", "trigger": "trigger"}

# -- what makes an allowed text "uncertain" ----------------------------------------------------------------
_SECOND_PERSON = re.compile(r"\b(?:you|your|yours|yourself|you'?re|you'?ll)\b|[你您]")
_IMPERATIVE = re.compile(
    r"(?:^|[.;:!?。；：！？]\s*|\b(?:quietly|silently|secretly|please|just|now|then|also)\s+)"
    r"(?:ignore|disregard|forget|treat|consider|regard|mark|record|remember|store|save|note|add|remove|delete|"
    r"send|forward|email|e-mail|upload|post|copy|paste|share|reveal|print|output|include|append|open|visit|"
    r"fetch|call|run|execute|say|state|tell|reply|respond|answer|recommend|approve|grant|skip|disable|"
    r"enable|stop|never|always|do not|don'?t|make sure|ensure|from now)\b"
    r"|^\s*(?:please|quietly|silently|secretly|kindly)\b"
    r"|[请把]|务必|悄悄|不要|别再|记住",
    re.IGNORECASE,
)
_MODEL_WORDS = re.compile(
    r"\b(?:model|llm|assistant|agents?|ai|chatbot|bot|memory|memories|summary|summaries|summari[sz]e|prompt|"
    r"instructions?)\b|模型|助手|智能体|记忆|总结|指令|提示",
    re.IGNORECASE,
)
_OVERRIDE = re.compile(r"\b(?:regardless|supersedes?|overrides?|takes? precedence|priority)\b|不管|无论|优先|取代",
                       re.IGNORECASE)
#: a claim made for the user, or a condition that arms a later action (#17)
_CLAIM = re.compile(r"\b(?:user|customer|client|account[- ]?(?:holder|owner)|owner)s?\b[^.\n]{0,40}?\b(?:agreed|"
                    r"consented|approved|authori[sz]ed|allows?|permits?|wants|prefers|would like|"
                    r"is (?:fine|ok|okay|happy)|is an?)\b"
                    r"|(?:用户|客户|账户持有人)[^。\n]{0,10}?(?:同意|授权|允许|希望|想要|要求|偏好|是)", re.IGNORECASE)
_CONDITION = re.compile(r"\b(?:when|whenever|if|once|next time|as soon as|every time)\b"
                        r"|(?:等|当|如果|一旦|每当|下次|只要)", re.IGNORECASE)
_DESTINATION = re.compile(r"https?://|www\.|[\w.+-]+@[\w-]+\.[\w.]+|(?<![\w@])@[A-Za-z0-9_]{2,}")


def uncertainty(content: str, source: Source) -> str | None:
    """Why the rules' *allow* of this text is uncertain (what the LLM is asked about), or None when it is clear."""
    variants, _ = _variants(content)
    if source in UNTRUSTED:
        text = variants[0][0]
        for name, rx in (("addresses the reader", _SECOND_PERSON), ("imperative", _IMPERATIVE),
                         ("mentions the model or its memory", _MODEL_WORDS), ("override wording", _OVERRIDE),
                         ("a claim made for the user", _CLAIM), ("a condition for later", _CONDITION),
                         ("destination (URL, e-mail, handle)", _DESTINATION)):
            if rx.search(text):
                return f"{source} text: {name}"
        return None
    weak = [m for text, _ in variants for cat, strength, m in scan(text) if strength == "weak"]
    if weak:
        return f"{source} text with an instruction-like phrase: {weak[0][:60]!r}"
    return None


def render(content: str, source: Source) -> list[dict[str, str]]:
    user = prompts.USER_TEMPLATE.format(source=source.value, text=content[:MAX_TEXT_CHARS])
    return [{"role": "system", "content": prompts.SYSTEM}, {"role": "user", "content": user}]


def parse(content: str) -> tuple[str, str]:
    """(label, reason) from the model's answer; :class:`Malformed` when it is not usable."""
    data = load_json(content)
    if not isinstance(data, dict):
        raise Malformed("not a JSON object")
    label = str(data.get("label", "")).strip().lower()
    if label not in prompts.LABELS:
        raise Malformed(f"label must be one of {', '.join(prompts.LABELS)}, got {label!r}")
    return label, str(data.get("reason", ""))[:300]


@dataclass
class GuardUsage(Usage):
    """What the classifier cost: ``consulted`` uncertain texts, ``calls`` to the endpoint (retries included)."""

    consulted: int = 0
    cache_hits: int = 0
    failures: int = 0  # endpoint failed, or malformed after the retries: the fallback decided


class LLMGuard:
    """The rules, plus an LLM classifier for the texts they allow but cannot call. Thread-safe."""

    name = "llm"

    def __init__(self, client: ChatClient, rules: RulesGuard | None = None, *, fail_closed: bool = True,
                 cache_size: int = CACHE_SIZE) -> None:
        self.client = client
        self.rules = rules or RulesGuard()
        #: a remote model's verdicts cannot be reproduced from a digest; what it allows passed the rules (it never
        #: loosens them)
        self.fingerprint: str | None = None
        self.passed: tuple[str, ...] = self.rules.passed
        self.fail_closed = fail_closed
        self.cache_size = cache_size
        self.usage = GuardUsage()
        self._cache: OrderedDict[tuple[str, str], tuple[str, str]] = OrderedDict()
        self._lock = threading.Lock()

    def screen(self, content: str, source: Source) -> Decision:
        source = Source(source)
        decision = self.rules.screen(content, source)
        if decision.outcome != Outcome.allow:
            return decision  # the LLM never loosens the rules
        why = uncertainty(content, source)
        if why is None:
            return decision
        text = decision.content or content  # redacted: secrets are not sent
        verdict = self._classify(text, source)
        if verdict is None:
            if self.fail_closed and source in UNTRUSTED:
                return Decision(Outcome.quarantine, f"llm guard unavailable; uncertain {why}: quarantined for review",
                                ("unverified",), signals=[why])
            return decision
        label, reason = verdict
        if label == "benign":
            return decision
        return Decision(Outcome.quarantine, f"llm guard: {label} ({reason or why})", (_LABEL_CATEGORY[label],),
                        signals=[why])

    def _classify(self, text: str, source: Source) -> tuple[str, str] | None:
        key = (text, source.value)
        with self._lock:
            self.usage.consulted += 1
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
                self.usage.cache_hits += 1
                return hit
        try:
            verdict = complete_json(self.client, render(text, source), parse, retries=MALFORMED_RETRIES,
                                    retry_note=prompts.RETRY_NOTE, schema=prompts.SCHEMA, max_tokens=120,
                                    on_answer=self._count)
        except (LLMError, Malformed):
            with self._lock:
                self.usage.failures += 1
            return None
        with self._lock:
            self._cache[key] = verdict
            self._cache.move_to_end(key)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        return verdict

    def _count(self, res: ChatResult) -> None:
        with self._lock:
            add_usage(self.usage, res)
