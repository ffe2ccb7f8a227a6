"""Short-term session history (A4) in Redis, with the semantics of the SQLite ``session_turns`` table.

Keys (``S`` = ``<prefix>:st:<bank>:``, ``sid`` = the session id, percent-encoded):

* ``S seq`` — counter; turn sequence numbers are unique per bank (``INCRBY``), never reused;
* ``S t:<sid>`` — sorted set: score = seq, member = the turn as JSON (immutable fields);
* ``S p:<sid>`` — hash seq → long-term memory id of turns moved up later (``promote_turn``);
* ``S loc`` — hash seq → sid (``promote_turn`` only gets the seq);
* ``S sessions`` — sorted set of the bank's sessions, score = when their keys expire (epoch ms).

A session's keys live ``short_term_ttl_seconds`` after its last append (or until its newest turn's
``expires_at`` when that is later); TTLs are only ever extended. Reads also filter by ``expires_at`` against
the caller's ``now`` exactly as SQLite does, so a replay with an old ``now`` sees old turns while their keys
still exist; ``purge_turns`` deletes turns whose ``expires_at`` has passed. Turns Redis already expired are
gone and are not counted by ``purge_turns``.
"""

from __future__ import annotations

import time
from collections import defaultdict
from datetime import datetime
from urllib.parse import quote

import redis

from hindsight.model import SessionTurn
from hindsight.store.erasure import MIN_NEEDLE
from hindsight.store.redis.conn import glob_escape, guarded

# seq → session, then record the memory id next to the turn (keys built from the prefix: standalone Redis)
_PROMOTE = """
local sid = redis.call('HGET', KEYS[1], ARGV[1])
if not sid then return 0 end
local t = ARGV[3] .. 't:' .. sid
if redis.call('ZCOUNT', t, ARGV[1], ARGV[1]) == 0 then return 0 end
local p = ARGV[3] .. 'p:' .. sid
redis.call('HSET', p, ARGV[1], ARGV[2])
local ttl = redis.call('PTTL', t)
if ttl > 0 then redis.call('PEXPIRE', p, ttl) end
return 1
"""


class RedisSessions:
    def __init__(self, r: redis.Redis, prefix: str, ttl_s: float) -> None:
        self.r = r
        self.prefix = prefix
        self.ttl_ms = max(1, int(ttl_s * 1000))
        self._promote = r.register_script(_PROMOTE)

    def _base(self, bank: str) -> str:
        return f"{self.prefix}:st:{bank}:"

    def add_turns(self, turns: list[SessionTurn]) -> list[int]:
        by_bank: dict[str, list[int]] = defaultdict(list)
        for i, t in enumerate(turns):
            by_bank[t.bank].append(i)
        seqs = [0] * len(turns)
        now_ms = int(time.time() * 1000)
        with guarded(self.r, "session history"):
            for bank, idx in by_bank.items():
                base = self._base(bank)
                last = int(self.r.incrby(base + "seq", len(idx)))
                for n, i in enumerate(idx):
                    seqs[i] = last - len(idx) + 1 + n
                pipe = self.r.pipeline(transaction=True)
                expiry: dict[str, int] = {}
                for i in idx:
                    t = turns[i].model_copy(update={"seq": seqs[i]})
                    sid = quote(t.session_id, safe="")
                    pipe.zadd(base + "t:" + sid, {t.model_dump_json(): seqs[i]})
                    pipe.hset(base + "loc", str(seqs[i]), sid)
                    until = max(now_ms + self.ttl_ms, int(t.expires_at.timestamp() * 1000))
                    expiry[sid] = max(expiry.get(sid, 0), until)
                for sid, until in expiry.items():
                    pipe.zadd(base + "sessions", {sid: until}, gt=True)  # GT still adds a new member
                    for key in (base + "t:" + sid, base + "p:" + sid):
                        _extend(pipe, key, until - now_ms)
                longest = max(expiry.values()) - now_ms
                for key in (base + "loc", base + "sessions"):
                    _extend(pipe, key, longest)
                pipe.execute()
        return seqs

    def session_turns(
        self, bank: str, session_id: str | None, now: datetime, *, limit: int | None = None
    ) -> list[SessionTurn]:
        base = self._base(bank)
        with guarded(self.r, "session history"):
            if session_id is not None:
                sids = [quote(session_id, safe="")]
            else:
                sids = [str(s) for s in self.r.zrange(base + "sessions", 0, -1)]
            pipe = self.r.pipeline(transaction=True)
            for sid in sids:
                pipe.zrange(base + "t:" + sid, 0, -1)
                pipe.hgetall(base + "p:" + sid)
            res = pipe.execute() if sids else []
        out: list[SessionTurn] = []
        for j in range(0, len(res), 2):
            promoted: dict[str, str] = res[j + 1]
            for raw in res[j]:
                t = SessionTurn.model_validate_json(raw)
                if t.expires_at <= now:
                    continue
                mid = promoted.get(str(t.seq))
                if mid is not None:
                    t = t.model_copy(update={"layer": "long_term", "memory_id": mid})
                out.append(t)
        out.sort(key=lambda t: t.seq)
        if limit is not None and limit >= 0:
            out = out[max(0, len(out) - limit) :] if limit else []
        return out

    def promote_turn(self, bank: str, seq: int, memory_id: str) -> None:
        with guarded(self.r, "session history"):
            self._promote(keys=[self._base(bank) + "loc"], args=[str(seq), memory_id, self._base(bank)])

    def purge_turns(self, bank: str, now: datetime) -> int:
        base = self._base(bank)
        n = 0
        with guarded(self.r, "session history"):
            sids = [str(s) for s in self.r.zrange(base + "sessions", 0, -1)]
            pipe = self.r.pipeline(transaction=True)
            for sid in sids:
                gone = [(m, t.seq) for m in map(str, self.r.zrange(base + "t:" + sid, 0, -1))
                        if (t := SessionTurn.model_validate_json(m)).expires_at <= now]
                if gone:
                    pipe.zrem(base + "t:" + sid, *[m for m, _ in gone])
                    pipe.hdel(base + "p:" + sid, *[str(s) for _, s in gone])
                    pipe.hdel(base + "loc", *[str(s) for _, s in gone])
                    n += len(gone)
            # sessions whose keys Redis has expired (atomic: a session appended to meanwhile has a later score)
            pipe.zremrangebyscore(base + "sessions", "-inf", int(time.time() * 1000))
            pipe.execute()
        return n

    def erase_turns(self, bank: str, memory_id: str, needles: list[str]) -> int:
        """Delete the turns promoted to ``memory_id`` (or written for it) and the turns quoting a needle."""
        base = self._base(bank)
        texts = [n for n in needles if len(n) >= MIN_NEEDLE]
        n = 0
        with guarded(self.r, "session history"):
            sids = [str(s) for s in self.r.zrange(base + "sessions", 0, -1)]
            pipe = self.r.pipeline(transaction=True)
            for sid in sids:
                promoted = {str(k): str(v) for k, v in self.r.hgetall(base + "p:" + sid).items()}
                gone = [(m, t.seq) for m in map(str, self.r.zrange(base + "t:" + sid, 0, -1))
                        if (t := SessionTurn.model_validate_json(m)).memory_id == memory_id
                        or promoted.get(str(t.seq)) == memory_id or any(x in t.content for x in texts)]
                if gone:
                    pipe.zrem(base + "t:" + sid, *[m for m, _ in gone])
                    pipe.hdel(base + "p:" + sid, *[str(s) for _, s in gone])
                    pipe.hdel(base + "loc", *[str(s) for _, s in gone])
                    n += len(gone)
            pipe.execute()
        return n

    def delete_bank(self, bank: str) -> int:
        """Delete every key of a bank's session history; returns how many keys."""
        with guarded(self.r, "session history"):
            keys = list(self.r.scan_iter(match=glob_escape(self._base(bank)) + "*", count=1000))
            for i in range(0, len(keys), 500):
                self.r.delete(*keys[i : i + 500])
        return len(keys)


def _extend(pipe: redis.client.Pipeline, key: str, ttl_ms: int) -> None:
    """Set a TTL on a key that has none, or lengthen its TTL (never shorten it)."""
    ttl_ms = max(1, ttl_ms)
    pipe.pexpire(key, ttl_ms, nx=True)
    pipe.pexpire(key, ttl_ms, gt=True)
