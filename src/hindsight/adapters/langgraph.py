"""A LangGraph ``BaseStore`` over Hindsight (``pip install 'agent-hindsight[langgraph]'``).

>>> store = HindsightStore(Hindsight.open())                          # doctest: +SKIP
>>> store.put(("users", "u1"), "diet", {"content": "The user is vegetarian"})
>>> store.search(("users", "u1"), query="what does the user eat?")[0].value

Mapping: the store works in one bank (``bank=``, default the instance's default bank). An item is a memory whose
text is the value's ``content`` / ``text`` / ``memory`` field (else the fields named by ``index``, else the value as
JSON); the value itself, its namespace and key sit in the memory's ``metadata["langgraph"]``. Namespaces are tags:
``langgraph`` on every item, ``lg:users`` and ``lg:users/u1`` for ``("users", "u1")`` (a hashed tag where a label
holds ``/`` or the path is long), so a prefix search is a tag filter. Hindsight's write path still applies: the same
text under two keys is one memory (both items point at it), a newer contradicting fact supersedes an older one (so
``search`` returns the current fact while ``get`` still returns both). ``delete`` erases the memory for good once
no item points at it (:meth:`Hindsight.erase`). TTLs are not supported (``supports_ttl = False``).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import operator
from collections.abc import Iterable, Iterator, Mapping
from datetime import datetime
from typing import Any

from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
)

from hindsight.client import Hindsight
from hindsight.errors import NotFound
from hindsight.model import Memory, Status, WriteAction
from hindsight.timeutil import utcnow

ROOT_TAG = "langgraph"
META = "langgraph"
TEXT_FIELDS = ("content", "text", "memory")
#: statuses whose items ``get`` and ``list_namespaces`` still see (a forgotten memory is gone for the store)
KEPT = tuple(s for s in Status if s is not Status.forgotten)
PAGE = 500


def namespace_tag(path: tuple[str, ...]) -> str:
    """The tag of a namespace (or prefix): ``lg:a/b``, hashed where a label holds ``/`` or the tag is too long."""
    plain = "lg:" + "/".join(path)
    if len(plain) <= 64 and not any("/" in p for p in path):
        return plain
    return "lg#" + hashlib.sha256(json.dumps(list(path)).encode()).hexdigest()[:32]


def item_tag(namespace: tuple[str, ...], key: str) -> str:
    """The tag that finds one item (its namespace and key, hashed)."""
    return "lgk:" + hashlib.sha256(json.dumps([list(namespace), key]).encode()).hexdigest()[:32]


def item_text(value: Mapping[str, Any], index: list[str] | None) -> str:
    """The text Hindsight embeds and searches for a value."""
    if index:
        parts = [_field(value, f) for f in index]
        text = "\n".join(p if isinstance(p, str) else json.dumps(p, ensure_ascii=False) for p in parts if p)
        if text.strip():
            return text
    for f in TEXT_FIELDS:
        v = value.get(f)
        if isinstance(v, str) and v.strip():
            return v
    return json.dumps(dict(value), ensure_ascii=False, sort_keys=True, default=str)


def _field(value: Mapping[str, Any], path: str) -> Any:
    cur: Any = value
    for part in path.replace("[*]", "").split("."):
        cur = cur.get(part) if isinstance(cur, Mapping) else None
    return cur


def _items(mem: Memory) -> list[dict[str, Any]]:
    meta = mem.metadata.get(META)
    return list(meta.get("items", [])) if isinstance(meta, Mapping) else []


def _compare(op: str, have: Any, want: Any) -> bool:
    if op == "$eq":
        return bool(have == want)
    if op == "$ne":
        return bool(have != want)
    try:
        return bool({"$gt": operator.gt, "$gte": operator.ge, "$lt": operator.lt, "$lte": operator.le}[op](have, want))
    except (TypeError, KeyError):
        return False


def _matches_filter(value: Mapping[str, Any], flt: Mapping[str, Any] | None) -> bool:
    """LangGraph's filter: exact matches or ``$eq $ne $gt $gte $lt $lte``."""
    for k, cond in (flt or {}).items():
        have = _field(value, k)
        is_ops = isinstance(cond, Mapping) and cond and all(str(o).startswith("$") for o in cond)
        ops = cond if is_ops else {"$eq": cond}
        if not all(_compare(op, have, want) for op, want in ops.items()):
            return False
    return True


def _ns_matches(ns: tuple[str, ...], cond: MatchCondition) -> bool:
    path = tuple(cond.path)
    if len(path) > len(ns):
        return False
    part = ns[: len(path)] if cond.match_type == "prefix" else ns[len(ns) - len(path):]
    return all(p == "*" or p == n for p, n in zip(path, part, strict=True))


def _make(entry: Mapping[str, Any], score: float | None = None, search: bool = False) -> Item:
    fields = {"namespace": tuple(entry["namespace"]), "key": entry["key"], "value": entry["value"],
              "created_at": datetime.fromisoformat(entry["created_at"]),
              "updated_at": datetime.fromisoformat(entry["updated_at"])}
    return SearchItem(score=score, **fields) if search else Item(**fields)


class HindsightStore(BaseStore):
    """LangGraph's ``BaseStore`` (get / put / delete / search / list_namespaces, their async twins, batch and
    abatch) over one bank of an in-process :class:`~hindsight.Hindsight`. ``source`` is the provenance of the
    memories it writes (``agent`` by default)."""

    supports_ttl = False

    def __init__(self, hs: Hindsight, *, bank: str | None = None, source: str = "agent") -> None:
        self.hs = hs
        self.bank = bank or hs.settings.default_bank
        self.source = source
        if not hs.store.bank_exists(self.bank):
            hs.create_bank(self.bank)

    # -- the two abstract methods; the base class builds get/put/search/... on them ------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        out: list[Result] = []
        for op in ops:
            if isinstance(op, GetOp):
                out.append(self._get(op.namespace, op.key))
            elif isinstance(op, PutOp):
                self._delete(op.namespace, op.key) if op.value is None else self._put(op)
                out.append(None)
            elif isinstance(op, SearchOp):
                out.append(self._search(op))
            elif isinstance(op, ListNamespacesOp):
                out.append(self._list_namespaces(op))
            else:
                raise TypeError(f"unknown store operation {type(op).__name__}")
        return out

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        return await asyncio.to_thread(self.batch, list(ops))

    # -- operations ----------------------------------------------------------------------------------
    def _find(self, namespace: tuple[str, ...], key: str) -> tuple[Memory, dict[str, Any]] | None:
        """The memory holding an item, and the item's entry (a tag-filtered search: one candidate)."""
        tag = item_tag(namespace, key)
        hits = self.hs.search(key or "item", bank=self.bank, tags=[tag], include_inactive=True, top_k=5,
                              track_access=False).results
        for hit in hits:
            if hit.status is Status.forgotten:
                continue
            for entry in _items(hit.memory):
                if tuple(entry["namespace"]) == tuple(namespace) and entry["key"] == key:
                    return hit.memory, entry
        return None

    def _get(self, namespace: tuple[str, ...], key: str) -> Item | None:
        found = self._find(namespace, key)
        return _make(found[1]) if found else None

    def _put(self, op: PutOp) -> None:
        assert op.value is not None
        value = dict(op.value)
        text = item_text(value, op.index if isinstance(op.index, list) else None)
        now = utcnow().isoformat()
        found = self._find(op.namespace, op.key)
        created = found[1]["created_at"] if found else now
        entry = {"namespace": list(op.namespace), "key": op.key, "value": value, "created_at": created,
                 "updated_at": now}
        if found and found[0].content == text:  # same text: only the value changes
            self._save(found[0], [*self._others(found[0], op.namespace, op.key), entry])
            return
        if found:
            self._detach(found[0], op.namespace, op.key, "replaced through the LangGraph store")
        result = self.hs.write(text, bank=self.bank, source=self.source, tags=self._tags([entry]),
                               metadata={META: {"items": [entry]}})
        if result.action is WriteAction.rejected:
            raise ValueError(f"Hindsight refused the value of {op.key!r}: {result.reason}")
        if result.action is WriteAction.deduplicated:  # the text is an existing memory: point this key at it
            mem = self.hs.get(result.id, bank=self.bank)
            self._save(mem, [*self._others(mem, op.namespace, op.key), entry])

    def _delete(self, namespace: tuple[str, ...], key: str) -> None:
        found = self._find(namespace, key)
        if found:
            self._detach(found[0], namespace, key, "deleted through the LangGraph store")

    def _others(self, mem: Memory, namespace: tuple[str, ...], key: str) -> list[dict[str, Any]]:
        return [e for e in _items(mem) if not (tuple(e["namespace"]) == tuple(namespace) and e["key"] == key)]

    def _detach(self, mem: Memory, namespace: tuple[str, ...], key: str, reason: str) -> None:
        """Take an item off its memory; a memory no item points at any more is erased."""
        rest = self._others(mem, namespace, key)
        if rest:
            self._save(mem, rest)
        else:
            with contextlib.suppress(NotFound):  # erased meanwhile
                self.hs.erase(mem.id, bank=self.bank, reason=reason)

    def _tags(self, entries: list[dict[str, Any]]) -> list[str]:
        tags = [ROOT_TAG]
        for e in entries:
            ns = tuple(e["namespace"])
            tags += [namespace_tag(ns[:i]) for i in range(1, len(ns) + 1)]
            tags.append(item_tag(ns, e["key"]))
        return list(dict.fromkeys(tags))

    def _save(self, mem: Memory, entries: list[dict[str, Any]]) -> None:
        own = [t for t in mem.tags if t != ROOT_TAG and not t.startswith(("lg:", "lg#", "lgk:"))]
        tags = list(dict.fromkeys([*own, *self._tags(entries)]))[:32]
        meta = {**mem.metadata, META: {"items": entries}}
        self.hs.update(mem.id, bank=self.bank, tags=tags, metadata=meta, reason="LangGraph store put")

    def _search(self, op: SearchOp) -> list[SearchItem]:
        prefix = tuple(op.namespace_prefix)
        want = op.offset + op.limit
        found: list[Item] = []
        if op.query and op.query.strip():
            tag = namespace_tag(prefix) if prefix else ROOT_TAG
            hits = self.hs.search(op.query, bank=self.bank, tags=[tag], top_k=min(100, max(want * 2, 10))).results
            for hit in hits:
                found += [_make(e, hit.score, search=True) for e in _items(hit.memory)
                          if tuple(e["namespace"])[: len(prefix)] == prefix and _matches_filter(e["value"], op.filter)]
        else:
            entries = [e for m in self._scan([Status.active, Status.disputed]) for e in _items(m)
                       if tuple(e["namespace"])[: len(prefix)] == prefix and _matches_filter(e["value"], op.filter)]
            entries.sort(key=lambda e: e["updated_at"], reverse=True)
            found = [_make(e, search=True) for e in entries]
        return [i for i in found[op.offset: want] if isinstance(i, SearchItem)]

    def _scan(self, statuses: Iterable[Status] = KEPT) -> Iterator[Memory]:
        """Every memory of the bank this store wrote (newest first)."""
        cursor: str | None = None
        wanted = [s.value for s in statuses]
        while True:
            page = self.hs.list_memories(self.bank, status=wanted, limit=PAGE, cursor=cursor)
            yield from (m for m in page.items if ROOT_TAG in m.tags)
            if not page.next_cursor:
                return
            cursor = page.next_cursor

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        seen: set[tuple[str, ...]] = set()
        for mem in self._scan():
            for e in _items(mem):
                ns = tuple(e["namespace"])
                if all(_ns_matches(ns, c) for c in op.match_conditions or ()):
                    seen.add(ns[: op.max_depth] if op.max_depth is not None else ns)
        return sorted(seen)[op.offset: op.offset + op.limit]
