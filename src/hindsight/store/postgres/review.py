"""The PostgreSQL store's review loop reads (what changed, review items and runs, the queue, alerts) and its
named lease locks."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from hindsight.model import ReviewItem, ReviewReport
from hindsight.store import judged
from hindsight.store.base import JudgedPair
from hindsight.store.erasure import POSTGRES
from hindsight.store.postgres.pool import PgPool
from hindsight.timeutil import from_epoch, to_epoch


class PgReviewReads(PgPool):
    """What the review loop reads between its transactions, and the lease locks that keep one review per bank."""

    def event_watermark(self, bank: str) -> int:
        with self._conn() as c:
            row = c.execute("SELECT max(seq) FROM events WHERE bank = %s", (bank,)).fetchone()
        return int(row[0] or 0) if row else 0

    def changed_since(self, bank: str, *, event_seq: int | None = None, since: datetime | None = None) -> list[str]:
        """Ids of memories with an event after ``event_seq`` (or updated at/after ``since``); the review's own
        events (actor ``review…``) do not count."""
        with self._conn() as c:
            if since is not None:
                rows = c.execute(
                    "SELECT id FROM memories WHERE bank = %s AND updated_at >= %s ORDER BY seq",
                    (bank, to_epoch(since)),
                ).fetchall()
            else:
                rows = c.execute(
                    "SELECT memory_id FROM events WHERE bank = %s AND seq > %s AND actor NOT LIKE 'review%%' "
                    "GROUP BY memory_id ORDER BY min(seq)",
                    (bank, event_seq or 0),
                ).fetchall()
        return [r[0] for r in rows]

    def decayed_at(self, bank: str, ids: list[str]) -> dict[str, datetime | None]:
        if not ids:
            return {}
        with self._conn() as c:
            rows = c.execute(
                "SELECT id, decayed_at FROM memories WHERE bank = %s AND id = ANY(%s)", (bank, ids)
            ).fetchall()
        return {r[0]: from_epoch(r[1]) for r in rows}

    def review_items(self, bank: str, status: str | None = "open") -> list[ReviewItem]:
        sql = "SELECT body FROM review_items WHERE bank = %s" + (" AND status = %s" if status else "")
        with self._conn() as c:
            rows = c.execute(sql + " ORDER BY created_at, id", (bank, status) if status else (bank,)).fetchall()
        return [ReviewItem.model_validate_json(r[0]) for r in rows]

    def review_item(self, bank: str, item_id: str) -> ReviewItem | None:
        with self._conn() as c:
            r = c.execute("SELECT body FROM review_items WHERE bank = %s AND id = %s", (bank, item_id)).fetchone()
        return None if r is None else ReviewItem.model_validate_json(r[0])

    def review_runs(self, bank: str, limit: int = 20) -> list[ReviewReport]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT body FROM review_runs WHERE bank = %s ORDER BY seq DESC LIMIT %s", (bank, limit)
            ).fetchall()
        return [ReviewReport.model_validate_json(r[0]) for r in rows]

    def last_watermark(self, bank: str) -> int:
        with self._conn() as c:
            r = c.execute(
                "SELECT event_watermark FROM review_runs WHERE bank = %s ORDER BY seq DESC LIMIT 1", (bank,)
            ).fetchone()
        return int(r[0]) if r else 0

    def queued(self, bank: str) -> list[str]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT memory_id FROM review_queue WHERE bank = %s ORDER BY enqueued_at, memory_id", (bank,)
            ).fetchall()
        return [r[0] for r in rows]

    def alerts(self, bank: str, limit: int = 50) -> list[dict[str, Any]]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT seq, at, kind, message, data FROM alerts WHERE bank = %s ORDER BY seq DESC LIMIT %s",
                (bank, limit),
            ).fetchall()
        return [
            {"seq": r[0], "at": from_epoch(r[1]), "kind": r[2], "message": r[3], "data": json.loads(r[4])} for r in rows
        ]

    def judged_pairs(self, bank: str, keys: list[tuple[str, str]]) -> dict[tuple[str, str], JudgedPair]:
        with self._conn() as c:
            return judged.lookup(lambda sql, ps: c.execute(sql.encode(), ps).fetchall(), POSTGRES, bank, keys)

    def try_lock(self, name: str, holder: str, ttl_s: float) -> bool:
        """A named lease lock (expires after ``ttl_s`` if its holder dies), by one atomic upsert on the
        server's clock; the holder renews its own lease."""
        with self._conn() as c:
            row = c.execute(
                "WITH now AS (SELECT extract(epoch FROM clock_timestamp())::float8 AS t) "
                "INSERT INTO locks(name, holder, expires_at) SELECT %s, %s, now.t + %s FROM now "
                "ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at "
                "WHERE locks.holder = excluded.holder OR locks.expires_at <= extract(epoch FROM clock_timestamp()) "
                "RETURNING 1",
                (name, holder, float(ttl_s)),
            ).fetchone()
        return row is not None

    def unlock(self, name: str, holder: str) -> None:
        with self._conn() as c:
            c.execute("DELETE FROM locks WHERE name = %s AND holder = %s", (name, holder))
