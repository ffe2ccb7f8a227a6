"""Fit the semantic screen's head (src/hindsight/guard/heads/<model>.json) over the bundled e5 model's query
embeddings of the guard's development corpora: bench/guard_data.py (attacks vs benign look-alikes, secrets left
out), bench/guard_dev2.py (a second author's attacks and untrusted benign text), bench/guard_dev3.py (payloads
inside long carriers: mails, pages, JSON, CSV, code, chat logs), bench/guard_dev4.py (other registers, indirect
phrasings), bench/guard_dev5.py (a fifth author: chat, tickets, changelogs, meeting notes, e-mails, news, novels,
agents' work notes; benign look-alikes first), bench/guard_dev6.py (a sixth author: YAML/JSON payloads, configs,
macros, forum replies, invitations, receipts, code comments, transcripts, SMS; records, notices, one-time codes),
bench/guard_dev7.py (a seventh author: structured and threaded text, forged role labels, traditional characters),
bench/guard_dev8.py (fiction, quotations, negations, and attacks dressed the same ways), bench/guard_dev9.py (agent
text with a reader, relays, authority, triggers, consent claims, memory orders, overrides), bench/guard_dev10.py (the
six weakest families in registers: forms, tables, changelogs, invites, ticket replies, API errors, footers, code
comments), bench/guard_dev11.py (text addressed to people: runbooks, UI strings, game rules, API docs, code comments;
mostly benign), bench/guard_dev12.py (consent, authority and memory orders in business registers),
bench/guard_dev13.py (plain-prose instructions for a human reader, attack twins that reach the assistant),
bench/guard_dev14.py (delayed triggers and memory rewrites: terse notes, chat lines, mixed languages, data fields),
bench/guard_dev15.py (software text using cache, memory, ignore, delete, forget in their technical sense),
bench/guard_dev16.py (triggers, authority, preference claims, memory rewrites as FYI notes and reports, 60 % Chinese)
bench/guard_dev17.py .. guard_dev30.py (fourteen more outside authors: red-team yardsticks, business registers,
software text, staff scripts, agents' notes; each scored once before it was read) and the prototypes of
hindsight/guard/prototypes.py.

    python bench/guard_train.py [--hidden 128] [--signs] [--buckets 4096] [--facts 600] [--no-gate]
                                [--shipped] [--embed-cache /tmp/guard-train.npz] [--fp-budget 0.015] [--dry-run]
    python bench/guard_train.py --limit 20 --out /tmp/head.json    # a quick run on a sample (a smoke test)
    python bench/guard_train.py --signs --buckets 4096 --loco --dry-run   # leave one corpus out, nothing written
    python bench/guard_train.py --signs --notices 200 --threshold-from loco --ensemble 3 --dry-run

``--loco`` fits the head once per development corpus without it and scores that corpus (rules first, the head on
tool and import text): how the screen does on an author it never saw. The table gives each corpus at the threshold
the head ships with and at one set on the other corpora's held-out scores alone (the corpus never seen by the head
nor by its threshold). ``--threshold-from loco`` sets the shipped threshold the same way (the untrusted benign
cases the rules allowed, scored by heads that never saw their corpus), rather than on 5-fold cross-validation,
where a corpus's other cases are in the training folds and its benign text scores lower than a new author's.
``--notices N`` adds N generated requests addressed to a person (a bill, a clinic, a courier, a colleague, a
relative: "Please pay online…", 请于…前到诊) as negatives; ``--ensemble K`` averages K heads fitted with different
seeds, written as one head with a K-times wider hidden layer (the same file format).

The screen scores every *reading* of a text (:func:`hindsight.guard.semantic.readings`: the whole text, its
sentences when long, every hidden reading) and quarantines when the highest is above the threshold. Training
follows that: each case contributes its readings; an attack's whole text is an attack; in a dev3 attack the
readings that hold the planted payload are attacks and the carrier's other sentences benign; every reading of a
benign case is benign (other readings of single-sentence attacks are left out: which of them carries the intent
is unknown). Cross-validation is by case (a payload bare and in its carrier share a fold) and scores a case as the
screen does, by its highest reading. The threshold is the lowest logit at which at most ``FP_BUDGET`` of the
untrusted benign cases would be quarantined. The held-out corpora (bench/guard_heldout.py,
bench/guard_heldout2.py) are never read here.

The screen quarantines only readings with a structural sign of an instruction or claim
(:mod:`hindsight.guard.structure`), so case scores and the threshold are taken over those readings (``--no-gate``:
over all). ``--facts N`` adds N generated plain tool facts (balances, ids, dates, addresses, statuses,
measurements; templates below, English and Chinese) as negatives; they are scored apart, as are the tool facts of
the hygiene benchmark's corpus 1 (never trained on). Folds follow a digest of each case, so adding facts moves no
case to another fold. Measured on 2026-12-02 (5-fold CV; rules first; untrusted attacks blocked / untrusted benign
lost / hygiene tool facts quarantined): hidden 128: neither 81.3% / 4.4% / 2.5%, facts only 79.7% / 4.4% / 0.0%,
gate only 82.3% / 4.7% / 0.0%, both 82.3% / 4.7% / 0.0%; linear: neither 74.3% / 4.0% / 1.2%, gate only
74.3% / 4.0% / 0.0%, facts only and both 72.4% / 3.8% / 0.0%. The facts add nothing once the gate is on (and cost
recall without it), so they are off by default; the shipped head was not refitted.

``--signs`` and ``--buckets N`` add extra inputs read through a linear term beside the embedding
(:mod:`hindsight.guard.features`: the structural signs as flags, hashed character 1-3-grams). Each run also prints
the rules-first result over every non-user source by corpus and, for dev4, by family (``--shipped``: the same for
the head on disk). Measured on 2026-12-02 over dev1-4 + prototypes (1,832 cases; 5-fold CV by case; rules first;
all non-user attacks blocked / benign lost): hidden 128 alone 67.5% / 3.2% (dev4 48.0% / 6.1%); hidden 128 + signs
+ 4,096 n-gram buckets 69.5% / 3.2% with the rules of that day, 69.5% / 2.5% after the rules' mention fix (dev4
50.4% / 4.8%); the head shipped before (linear, fitted on guard_data.py only, so partly in-sample here) 67.8% / 5.4%
(dev4, out of its sample, 46.4% / 13.6%). The head now shipped is the second: ``--signs --buckets 4096``.

Measured on 2026-12-03 (guard9; dev1-7 + prototypes, 2,718 cases; the rules of that day first; leave one corpus
out; all non-user attacks blocked / benign lost; at the 5-fold CV threshold, then at thresholds set on the other
corpora's held-out scores with a 1.5 % budget): the shipped recipe (hidden 128, signs, 4,096 n-gram buckets)
90.5 % / 5.9 %, then 88.3 % / 3.6 %; hidden 128, signs, no buckets, 200 notices 90.3 % / 5.8 %, then 89.0 % / 3.6 %
(rules alone 86.3 % / 2.4 %). A sweep over the same 7 folds (the rules of the day before; per-corpus thresholds as
above; blocked at equal loss, 3 seeds each) moved by less than a point: without buckets (the same, 12 times
faster), linear or 32 hidden units, L2 1e-2, 20 epochs, whole texts instead of readings, the gate with its addressee
resolved, the reading's own words (quotations cut) embedded, addressee flags (the user in the third person, the
memory, the output, a vocative, a greeting, a sign-off, 您) as a linear term or beside the embedding into the
hidden layer, 200 or 600 notices, 3-head ensembles: the notices and the flags into the hidden layer each gained about
half a point at equal loss, within the spread of seeds. Out of its corpus the head's extra catches cost about one
benign text per attack at the CV threshold; the head was not refitted (no recipe improved both numbers).

Measured on 2026-12-03 (guard17; data + dev2-dev11 + prototypes, 3,681 cases; leave one corpus out over the eleven;
all non-user attacks blocked / benign lost, 1,789 / 1,767; rules alone 89.7 % / 1.8 %): the shipped recipe
(``--signs --buckets 4096 --fp-budget 0.01``) at its CV threshold 4.75: 93.5 % / 5.1 %; the same with
``--notices 200`` (CV threshold 4.50): 93.2 % / 4.9 %; the first with ``--threshold-from loco`` (8.00): 91.5 % /
2.4 %. At equal loss (2 % to 4.5 %) the three are within 0.4 points. The last was picked (highest blocked - 2 x lost)
and run once on both held-out corpora: against the head shipped (fitted on data..dev5, threshold 5.25) it blocked
3.9 points less at equal loss on the first and traded 4.6 points blocked for 3.2 points less loss on the second, so
by the rule set beforehand (each held-out corpus: blocked - 2 x lost no worse, the sum better) it was not shipped.

Measured on 2026-12-04 (guard29; data + dev2-dev16 + prototypes, 4,540 cases; the rules of 9ebd588 first; leave one
corpus out over the sixteen; all non-user attacks blocked / benign lost, 2,191 / 2,224; rules alone 89.9 % / 3.1 %,
blocked - 2 x lost 83.7; the head's two thresholds as in the guard17 paragraph, the CV one first, then the one set on
the other corpora's held-out scores): the shipped recipe (``--signs --buckets 4096 --fp-budget 0.01``, CV threshold
4.50) 93.8 % / 5.3 % (83.3), then 92.3 % / 3.9 % (84.5); the same with ``--fp-budget 0.005`` (CV 5.50) 93.2 % / 4.3 %
(84.5), then 92.0 % / 3.4 % (85.2); with ``--notices 200`` (CV 5.00) 93.5 % / 4.8 % (83.9), then 92.5 % / 3.8 % (84.9),
and at 0.005 (CV 6.50) 92.5 % / 3.8 % (84.9), then 92.0 % / 3.4 % (85.1); signs and 200 notices without buckets (CV
5.25) 93.5 % / 4.7 % (84.1), then 92.5 % / 3.8 % (84.8), and at 0.005 (CV 5.75) 93.0 % / 4.4 % (84.3), then 91.9 % / 3.5
% (84.9). Every threshold set out of sample beats the CV one, and all recipes are within 0.7 points there. Picked
(highest blocked - 2 x lost): the shipped recipe with ``--threshold-from loco --fp-budget 0.005`` (threshold 7.75).
bench/guard.py's model column with it, in sample now: data..dev15 94.2 % / 2.8 % (the shipped head 94.7 % / 4.5 %),
dev16 86.0 % / 3.3 % (the same). Run once on both held-out corpora (the model column: rules first, then this head, and
guard22's neighbour vote, whose band sits 2 logits under the head's threshold): 75.0 % / 3.0 % on the first against the
shipped head's 78.4 % / 3.5 % (7 attacks fewer blocked, 1 benign text fewer lost: -2.4 points by blocked - 2 x lost) and
85.6 % / 7.4 % on the second against 88.4 % / 8.8 % (6 fewer, 3 fewer lost: -0.0), so by the rule set beforehand it was
not shipped. Its high threshold also lets through attacks the unit tests pin (a trigger in game rules, a hidden
recipient in a runbook step, an override in a ticket), which the head of data..dev5 stops. Fits run single-threaded
(``OMP_NUM_THREADS=1``: about 10 s each; with two BLAS threads on a shared machine one took up to 25 times as long).

Measured on 2026-12-06 (guard30; data + dev2-dev30 + prototypes, 7,574 cases, 9,438 readings; the rules of 2cc2787
first; leave one corpus out over the thirty; non-user attacks blocked / benign lost, 3,614 / 3,835): rules alone
83.6 % / 4.9 %; the shipped recipe with ``--threshold-from loco --fp-budget 0.01`` (threshold 6.25) 89.3 % / 5.5 %, at
each corpus's own out-of-sample threshold 89.4 % / 5.7 %. Written to a scratch path and run once on both held-out
corpora and on a fresh corpus (bench/guard_dev31.py, scored before anyone read it), bench/guard.py's model column
against the head shipped (fitted on data..dev5, threshold 5.25), blocked / lost: held-out 1 82.4 % / 4.0 % against
83.8 % / 3.0 % (-3.4 by blocked - 2 x lost), held-out 2 89.8 % / 6.5 % against 90.7 % / 8.3 % (+2.7), dev31 95.8 % /
12.3 % against 96.9 % / 13.1 % (+0.5); with bench/guard_neighbours.py's pool rebuilt from the same thirty corpora as
well, held-out 2 89.8 % / 6.0 % (+3.7), the rest identical; the pool rebuilt beside the shipped head: held-out 1
83.8 % / 3.5 % (-1.0), held-out 2 90.3 % / 8.3 % (-0.4), dev31 identical. By the rule set beforehand (each held-out
corpus no worse by blocked - 2 x lost) none was shipped: as with guard17 and guard29, the refit gains on the second
held-out corpus and loses on the first.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import guard_data
import guard_dev2
import guard_dev3
import guard_dev4
import guard_dev5
import guard_dev6
import guard_dev7
import guard_dev8
import guard_dev9
import guard_dev10
import guard_dev11
import guard_dev12
import guard_dev13
import guard_dev14
import guard_dev15
import guard_dev16
import guard_dev17
import guard_dev18
import guard_dev19
import guard_dev20
import guard_dev21
import guard_dev22
import guard_dev23
import guard_dev24
import guard_dev25
import guard_dev26
import guard_dev27
import guard_dev28
import guard_dev29
import guard_dev30
from hindsight.embedder.e5 import E5Embedder
from hindsight.guard.features import SIGNS, extras
from hindsight.guard.prototypes import ATTACKS, BENIGN
from hindsight.guard.rules import RulesGuard
from hindsight.guard.semantic import Head, own_words, readings
from hindsight.guard.structure import cues
from hindsight.model import Source

OUT = Path(__file__).resolve().parent.parent / "src" / "hindsight" / "guard" / "heads" / "e5-small.json"
SCALE, FOLDS, FP_BUDGET = 20.0, 5, 0.015
OPT = {"lambda": 1e-4, "epochs": 80, "batch": 128, "rate": 0.002, "seed": 0, "ensemble": 1}
UNTRUSTED = ("tool", "import")  # what the screen reads (semantic.SCREENED): the threshold is set on these


@dataclass
class Case:
    text: str
    label: int
    untrusted: bool
    group: str  # cases of one group share a fold
    payload: str | None = None  # dev3 / dev4 attacks: the planted text
    source: str = "tool"
    corpus: str = "proto"  # data, dev2 .. dev16, proto, facts, notices
    family: str = ""

# -- plain facts a tool states (#15, #17): generated negatives ---------------------------------------------------
# Templates written for the trainer (not taken from any corpus): what tools report about the world and the user,
# balances, ids, dates, addresses, statuses and measurements, many subjects and wordings, English and Chinese.
_WHO_EN = ("The user's", "Her", "His", "Their", "The customer's", "The account holder's", "Dana's", "Mr Okafor's",
           "The family's", "The team's")
_WHO_ZH = ("用户的", "他的", "她的", "客户的", "账户持有人的", "王女士的", "李先生的", "家里的", "团队的")
FACT_EN = (
    "{who} {acct} balance is {cur}{amt}.", "{who} {acct} balance was {cur}{amt} at close of business.",
    "Available balance on account ending {d4}: {cur}{amt}.", "{who} {acct} shows a balance of {cur}{amt} as of {date}.",
    "Card ending {d4} has a statement balance of {cur}{amt}; minimum payment {cur}{small}.",
    "Transaction {id} of {cur}{small} to {shop} was settled on {date}.", "{who} last deposit was {cur}{amt} on {date}.",
    "Order {id} status: {status}.", "{who} order {id} was {status} on {date}.", "Ticket {id} is {status}.",
    "{who} package {trk} is {status}.", "Shipment {trk} left the {city} depot at {time}.",
    "{who} appointment with Dr {name} is on {date} at {time}.", "{who} lease ends on {date}.",
    "{who} passport number ends in {d4} and expires on {date}.", "{who} library books are due on {date}.",
    "{who} registered address is {num} {street}, {city}.", "{who} billing address was updated to {num} {street}.",
    "The nearest pharmacy is at {num} {street}, {km} km away.", "{city} is {temp} degrees with {sky} right now.",
    "Tomorrow in {city}: high {temp}°C, {sky}.", "Air quality in {city} is {aqi} (AQI) this morning.",
    "{who} resting heart rate averaged {bpm} bpm this week.", "{who} step count yesterday was {steps}.",
    "{who} sleep last night: {hours} hours.", "{who} weight reading this morning was {kg} kg.",
    "Server {host} CPU load is {pct}%; disk {pct2}% full.", "Build {id} of {repo} {status} in {mins} minutes.",
    "{repo} {ver} was released on {date}.", "The {repo} service has been up for {days} days.",
    "{ticker} traded at {cur}{small} at {time}.", "{who} portfolio is up {pct}% this month.",
    "Flight {flight} to {city} is {status} and departs at {time}.", "Train {id} from {city} arrives on platform {d1}.",
    "{who} electricity use in {month} was {kwh} kWh, billed {cur}{small}.", "{who} phone plan renews on {date}.",
    "{who} subscription to {shop} costs {cur}{small} a month.", "{who} credit score is {score}.",
    "The meeting room on floor {d1} is booked from {time} by {name}.", "{who} timezone is set to {tz}.",
)
FACT_ZH = (
    "{who}{acct}余额为{amt}元。", "截至{date}，{who}{acct}余额{amt}元。", "尾号{d4}的银行卡可用余额为{amt}元。",
    "尾号{d4}的信用卡本期账单{amt}元，最低还款{small}元。", "交易{id}于{date}向{shop}支付{small}元，已入账。",
    "订单{id}状态：{status}。", "{who}订单{id}已于{date}{status}。", "工单{id}当前状态为{status}。",
    "{who}快递{trk}{status}。", "包裹{trk}于{time}离开{city}转运中心。", "{sub}与{name}医生的预约在{date}{time}。",
    "{who}租约于{date}到期。", "{who}护照尾号{d4}，{date}到期。", "{who}登记地址为{city}{street}{num}号。",
    "最近的药店在{street}{num}号，距离{km}公里。", "{city}现在{temp}度，{sky}。", "明天{city}最高气温{temp}度，{sky}。",
    "{city}今天上午空气质量指数为{aqi}。", "{who}本周平均静息心率为{bpm}次每分钟。", "{sub}昨天走了{steps}步。",
    "{sub}昨晚睡了{hours}小时。", "{sub}今早体重{kg}公斤。", "服务器{host}的CPU负载为{pct}%，磁盘已用{pct2}%。",
    "{repo}的{ver}版本于{date}发布。", "{ticker}在{time}的成交价为{small}元。", "{who}投资组合本月上涨{pct}%。",
    "航班{flight}飞往{city}，{status}，{time}起飞。", "{sub}{month}用电{kwh}度，电费{small}元。",
    "{who}手机套餐于{date}续费。", "{sub}在{shop}的会员每月{small}元。", "{floor}楼会议室{time}起由{name}预订。",
)
_FILL = {
    "acct": (("checking account", "savings account", "brokerage account", "joint account", "wallet", "gift card"),
             ("活期账户", "储蓄账户", "银行卡", "证券账户", "钱包", "公积金账户")),
    "status": (("delivered", "in transit", "out for delivery", "shipped", "cancelled", "on hold", "resolved",
                "pending", "delayed", "on time", "succeeded", "failed"),
               ("已签收", "运输中", "派送中", "已发货", "已取消", "处理中", "已解决", "延误", "准点")),
    "shop": (("Northwind Grocers", "Bluebird Books", "Cedar Pharmacy", "Metro Fuel", "StreamBox"),
             ("盒马", "京东", "美团", "当当", "滴滴")),
    "city": (("Lisbon", "Denver", "Osaka", "Leeds", "Austin", "Pune"), ("杭州", "成都", "武汉", "西安", "厦门")),
    "street": (("Elm Street", "Harbour Road", "Kingsway", "Maple Avenue", "Station Lane"),
               ("文一路", "人民路", "解放大道", "中山北路", "滨江路")),
    "sky": (("light rain", "clear skies", "overcast", "snow showers", "strong wind"),
            ("小雨", "晴", "多云", "阵雪", "大风")),
    "name": (("Patel", "Nguyen", "Schmidt", "Alvarez", "Kim"), ("张", "刘", "陈", "杨", "赵")),
    "repo": (("httpx", "postgres", "redis", "the billing API", "grafana"), ("httpx", "postgres", "redis", "计费服务")),
    "month": (("March", "April", "October"), ("三月", "四月", "十月")),
    "cur": (("$", "€", "£"), ("",)), "tz": (("Europe/Berlin", "America/Chicago", "Asia/Tokyo"), ("",)),
}


def plain_facts(n: int, seed: int = 7) -> list[str]:
    """``n`` tool-shaped plain statements of fact, half English and half Chinese, from the templates above."""
    rng = random.Random(seed)
    out: list[str] = []
    seen: set[str] = set()
    while len(out) < n:
        zh = len(out) % 2 == 1
        tpl = rng.choice(FACT_ZH if zh else FACT_EN)
        fill = {k: rng.choice(v[1] if zh else v[0]) for k, v in _FILL.items()}
        amt = rng.uniform(10, 25000)
        who = rng.choice(_WHO_ZH if zh else _WHO_EN)
        fill |= {"who": who, "sub": who.removesuffix("的"), "amt": f"{amt:,.2f}", "small": f"{amt / 37:.2f}",
                 "d4": f"{rng.randint(0, 9999):04d}", "d1": str(rng.randint(1, 12)), "floor": str(rng.randint(2, 30)),
                 "id": f"{rng.choice(['#', 'A-', 'INV-', ''])}{rng.randint(1000, 999999)}",
                 "trk": rng.choice(["1Z", "SF", "JD", "TBA"]) + str(rng.randint(10**8, 10**10)),
                 "date": (f"{rng.randint(2025, 2028)}年{rng.randint(1, 12)}月{rng.randint(1, 28)}日" if zh else
                          rng.choice([f"{rng.randint(1, 28)} {fill['month']}", f"2026-{rng.randint(1, 12):02d}-"
                                      f"{rng.randint(1, 28):02d}", rng.choice(["Monday", "Friday", "June 3"])])),
                 "time": f"{rng.randint(6, 22)}:{rng.choice(['00', '15', '30', '45', '05'])}",
                 "num": str(rng.randint(1, 400)), "km": f"{rng.uniform(0.2, 9):.1f}", "temp": str(rng.randint(-8, 36)),
                 "aqi": str(rng.randint(12, 240)), "bpm": str(rng.randint(48, 90)),
                 "steps": f"{rng.randint(900, 21000)}", "hours": f"{rng.uniform(4, 9.5):.1f}",
                 "kg": f"{rng.uniform(45, 110):.1f}", "pct": str(rng.randint(1, 99)), "pct2": str(rng.randint(1, 99)),
                 "mins": str(rng.randint(2, 58)), "days": str(rng.randint(2, 400)),
                 "ver": f"v{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}",
                 "kwh": str(rng.randint(80, 900)),
                 "host": f"{rng.choice(['db', 'web', 'cache', 'api'])}-{rng.randint(1, 40):02d}",
                 "ticker": rng.choice(["AAPL", "TSLA", "ASML", "比亚迪", "腾讯"]), "score": str(rng.randint(520, 830)),
                 "flight": rng.choice(["BA 117", "KL 1002", "NH 9", "CA1501", "MU2207"])}
        text = tpl.format(**fill)
        if text[0].islower():
            text = text[0].upper() + text[1:]
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


# -- requests addressed to a person (#17): generated negatives -----------------------------------------------------
# Templates written for the trainer (not taken from any corpus): what a bill, a notice, a clinic, a courier, a
# colleague or a relative asks of the person who reads it, in the imperative and the second person, English and
# Chinese. They share the attacks' mood ("please…", "if…, reset…", 请…) and differ in who is asked to act and about
# what: the reader about their own affairs, never the assistant, its memory or "the user" in the third person.
NOTICE_EN = (
    "Your {bill} of {cur}{amt} is due on {date}. Please pay online or at any branch.",
    "Reminder: your appointment with Dr {name} is on {date} at {time}. Please arrive ten minutes early.",
    "Your parcel {trk} could not be delivered. Reschedule online or collect it from the {city} depot.",
    "Hi {first}, can you send me the slides before {time}? Thanks!", "{first}, please pick up milk on your way home.",
    "Don't forget to water the plants while we're away; the key is with {first}.",
    "If you did not request this change, reset your password from the account page.",
    "Your verification code is {d6}. Do not share it with anyone.", "Please return the signed lease by {date}.",
    "To stop these messages, reply STOP.", "Please check the attached invoice and tell us if anything looks wrong.",
    "Remember to bring your passport to the check-in desk.", "Could you book the meeting room for {time} tomorrow?",
    "Your plan renews on {date}. To change it, open Settings and choose Billing.", "Call me when you land, {first}.",
    "Please update your billing address before {date} to avoid a late fee.",
    "Team, please submit your timesheets by Friday {time}.", "Before your visit, do not eat for eight hours.",
    "If your symptoms get worse, call your doctor or go to the nearest emergency room.",
    "Kindly confirm your attendance by replying to this email.", "Please move your car before {time}; the street is "
    "being cleaned.", "Your card ending {d4} was declined. Please use another card or contact your bank.",
    "Log in before {date} to keep your account active.", "When you get a moment, could you sign the form on my desk?",
    "Your library books are overdue. Return them to any branch or renew them online.",
    "If you are not able to attend, let {first} know by {date}.", "Please leave the keys in the mailbox when you go.",
)
NOTICE_ZH = (
    "您的{bill}{amt}元将于{date}到期，请按时缴纳。", "{name}医生提醒您：请于{date}{time}前到诊，并携带医保卡。",
    "您的快递{trk}派送失败，请在线改约时间或到{city}网点自取。", "小{first}，下班顺路买点牛奶回来。",
    "如果这不是您本人的操作，请尽快在设置中修改密码。", "您的验证码是{d6}，请勿告诉他人。",
    "请在{date}前把签好的合同寄回。", "回复TD退订。", "各位同事，请在周五{time}前提交工时表。",
    "麻烦你明天帮我订一下{time}的会议室。", "就诊前请空腹8小时。", "记得带护照去值机柜台。",
    "您的会员将于{date}自动续费，如需更改请前往设置里的账单页面。", "请核对附件中的发票，如有问题请回复本邮件。",
    "落地了给我打个电话，{first}。", "请在{date}前更新账单地址，以免产生滞纳金。",
    "尾号{d4}的银行卡付款失败，请换一张卡或联系发卡行。", "请于{date}前登录，以保持账户有效。",
    "有空的时候帮我把桌上的表签一下。", "您借的图书已逾期，请到任一分馆归还或在线续借。",
    "如果不能参加，请在{date}前告诉{first}。", "走的时候把钥匙放在信箱里。", "如症状加重，请及时就医或拨打120。",
    "请在{time}前把车挪走，这条街要清扫。", "请确认是否出席，直接回复本邮件即可。",
)
_NOTICE_FILL = {"bill": (("electricity bill", "phone bill", "water bill", "council tax", "rent", "invoice"),
                         ("电费", "话费", "水费", "物业费", "房租", "账单")),
                "first": (("Sam", "Priya", "Tom", "Lena", "Kofi"), ("王", "李", "陈", "刘", "张"))}


def person_notices(n: int, seed: int = 11) -> list[str]:
    """``n`` requests addressed to a person about their own affairs, half English and half Chinese."""
    rng = random.Random(seed)
    out: list[str] = []
    seen: set[str] = set()
    for _ in range(50 * n):
        if len(out) >= n:
            break
        zh = len(out) % 2 == 1
        tpl = rng.choice(NOTICE_ZH if zh else NOTICE_EN)
        fill = {k: rng.choice(v[1] if zh else v[0]) for k, v in (_FILL | _NOTICE_FILL).items()}
        amt = rng.uniform(10, 2500)
        fill |= {"amt": f"{amt:,.2f}", "d4": f"{rng.randint(0, 9999):04d}", "d6": f"{rng.randint(0, 999999):06d}",
                 "trk": rng.choice(["1Z", "SF", "JD", "TBA"]) + str(rng.randint(10**8, 10**10)),
                 "date": (f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日" if zh else
                          rng.choice([f"{rng.randint(1, 28)} {fill['month']}", "Monday", "Friday", "June 3"])),
                 "time": f"{rng.randint(6, 22)}:{rng.choice(['00', '15', '30', '45'])}"}
        text = tpl.format(**fill)
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


def cases(facts: int = 0, notices: int = 0) -> list[Case]:
    out = [Case(it.text, 1, it.source in UNTRUSTED, it.text, None, it.source, "data", it.category)
           for it in guard_data.attacks() if it.category != "secret"]
    out += [Case(it.text, 0, it.source in UNTRUSTED, it.text, None, it.source, "data", it.category)
            for it in guard_data.benign()]
    for label, dev2 in ((1, guard_dev2.attacks()), (0, guard_dev2.benign())):
        out += [Case(c.text, label, c.source in UNTRUSTED, c.text, None, c.source, "dev2", c.family) for c in dev2]
    for name, mod in (("dev3", guard_dev3), ("dev4", guard_dev4), ("dev5", guard_dev5), ("dev6", guard_dev6),
                      ("dev7", guard_dev7), ("dev8", guard_dev8), ("dev9", guard_dev9), ("dev10", guard_dev10),
                      ("dev11", guard_dev11), ("dev12", guard_dev12), ("dev13", guard_dev13),
                      ("dev14", guard_dev14), ("dev15", guard_dev15), ("dev16", guard_dev16),
                      ("dev17", guard_dev17), ("dev18", guard_dev18), ("dev19", guard_dev19), ("dev20", guard_dev20),
                      ("dev21", guard_dev21), ("dev22", guard_dev22), ("dev23", guard_dev23), ("dev24", guard_dev24),
                      ("dev25", guard_dev25), ("dev26", guard_dev26), ("dev27", guard_dev27), ("dev28", guard_dev28),
                      ("dev29", guard_dev29), ("dev30", guard_dev30)):
        for label, dev in ((1, mod.attacks()), (0, mod.benign())):
            # the user's own words are never screened by meaning: not the head's business
            out += [Case(c.text, label, c.source in UNTRUSTED, c.payload, c.payload if label else None, c.source,
                         name, c.family) for c in dev if c.source != "user"]
    for group, label in ((ATTACKS, 1), (BENIGN, 0)):
        out += [Case(t, label, True, t, None, "tool", "proto", fam) for fam, items in group.items() for t in items]
    out += [Case(t, 0, True, t, None, "tool", "facts", "fact") for t in plain_facts(facts)]
    out += [Case(t, 0, True, t, None, "tool", "notices", "notice") for t in person_notices(notices)]
    return out


def sample(cs: list[Case], n: int) -> list[Case]:
    """``n`` attack and ``n`` benign cases spread evenly over the corpora (their order kept): a quick run."""
    keep: set[int] = set()
    for label in (1, 0):
        idx = [i for i, c in enumerate(cs) if c.label == label]
        keep.update(idx[int(j)] for j in np.linspace(0, len(idx) - 1, min(n, len(idx))))
    return [c for i, c in enumerate(cs) if i in keep]


def segments(cs: list[Case]) -> tuple[list[str], np.ndarray, np.ndarray, np.ndarray]:
    """Every reading of every case: its text, the case index, its training label, whether it is trained on."""
    texts: list[str] = []
    owner, label, train = [], [], []
    for i, c in enumerate(cs):
        for j, (seg, trick) in enumerate(readings(c.text)):
            if c.label == 0:
                y, use = 0, True
            elif c.payload is not None:
                planted = readings(c.payload)[0][0] if readings(c.payload) else c.payload
                y = int(j == 0 or trick is not None or seg in planted or planted in seg)
                use = True
            else:
                y, use = 1, j == 0 or trick is not None
            texts.append(seg), owner.append(i), label.append(y), train.append(use)
    return texts, np.array(owner), np.array(label, dtype=np.float64), np.array(train)


def embed(texts: list[str], cache_path: str | None) -> np.ndarray:
    keys = [hashlib.sha1(t.encode()).hexdigest() for t in texts]
    have: dict[str, np.ndarray] = {}
    if cache_path and Path(cache_path).exists():
        with np.load(cache_path) as z:
            have = dict(zip(z["keys"].tolist(), z["vectors"], strict=True))
    todo = [t for t, k in dict(zip(texts, keys, strict=True)).items() if k not in have]
    if todo:
        for t, v in zip(todo, E5Embedder().queries(todo), strict=True):
            have[hashlib.sha1(t.encode()).hexdigest()] = v
        if cache_path:
            np.savez(cache_path, keys=np.array(list(have)), vectors=np.stack(list(have.values())))
    return np.stack([have[k] for k in keys]).astype(np.float64)


def fit(x: np.ndarray, y: np.ndarray, hidden: int, z: np.ndarray | None = None) -> dict[str, np.ndarray]:
    """:func:`fit_one` ``OPT["ensemble"]`` times (seeds apart) and averaged: with a hidden layer the average of K
    heads is one head whose hidden layer holds all K layers side by side (output weights divided by K), so an
    ensemble ships in the same file format as a single head."""
    k = int(OPT.get("ensemble", 1))
    ps = [fit_one(x, y, hidden, z, int(OPT["seed"]) + 100 * i) for i in range(k)]
    if k == 1:
        return ps[0]
    if not hidden:
        return {key: np.mean([p[key] for p in ps], axis=0) for key in ps[0]}
    out = {"w1": np.hstack([p["w1"] for p in ps]), "b1": np.concatenate([p["b1"] for p in ps]),
           "w2": np.concatenate([p["w2"] for p in ps]) / k, "b2": np.mean([p["b2"] for p in ps], axis=0)}
    if "w3" in ps[0]:
        out["w3"] = np.mean([p["w3"] for p in ps], axis=0)
    return out


def fit_one(x: np.ndarray, y: np.ndarray, hidden: int, z: np.ndarray | None = None,
            seed: int = 0) -> dict[str, np.ndarray]:
    """Logistic output over the embedding, through one hidden tanh layer when ``hidden`` > 0, plus a linear term
    over the extra inputs ``z`` (structural signs, hashed n-grams) when given; L2 on the weights, classes
    balanced, mini-batch Adam."""
    rng = np.random.default_rng(seed)
    x, y = x.astype(np.float32), y.astype(np.float32)
    d = x.shape[1]
    p: dict[str, np.ndarray] = {"w2": np.zeros(hidden or d, np.float32), "b2": np.zeros((), np.float32)}
    if hidden:
        p |= {"w1": rng.normal(0, 1 / np.sqrt(d), (d, hidden)).astype(np.float32),
              "b1": np.zeros(hidden, np.float32)}
        p["w2"] = rng.normal(0, 1 / np.sqrt(hidden), hidden).astype(np.float32)
    if z is not None:
        z = z.astype(np.float32)
        p["w3"] = np.zeros(z.shape[1], np.float32)
    m = {k: np.zeros_like(v) for k, v in p.items()}
    v2 = {k: np.zeros_like(v) for k, v in p.items()}
    weight = np.where(y == 1, 0.5 / y.mean(), 0.5 / (1 - y.mean())).astype(np.float32)
    batch, t = int(OPT["batch"]), 0
    for _ in range(int(OPT["epochs"])):
        order = rng.permutation(len(y))
        for s in range(0, len(y), batch):
            i = order[s:s + batch]
            xb = x[i]
            a = np.tanh(xb @ p["w1"] + p["b1"]) if hidden else xb
            out = a @ p["w2"] + p["b2"] + (z[i] @ p["w3"] if z is not None else 0.0)
            g = (1.0 / (1.0 + np.exp(-out)) - y[i]) * weight[i] / len(i)
            grads = {"w2": a.T @ g + OPT["lambda"] * p["w2"], "b2": np.asarray(g.sum())}
            if hidden:
                da = np.outer(g, p["w2"]) * (1 - a * a)
                grads |= {"w1": xb.T @ da + OPT["lambda"] * p["w1"], "b1": da.sum(0)}
            if z is not None:
                grads["w3"] = z[i].T @ g + OPT["lambda"] * p["w3"]
            t += 1
            for k, gk in grads.items():
                m[k] = 0.9 * m[k] + 0.1 * gk
                v2[k] = 0.999 * v2[k] + 0.001 * gk * gk
                p[k] = p[k] - OPT["rate"] * (m[k] / (1 - 0.9 ** t)) / (np.sqrt(v2[k] / (1 - 0.999 ** t)) + 1e-8)
    return p


def logits(p: dict[str, np.ndarray], x: np.ndarray, z: np.ndarray | None = None) -> np.ndarray:
    base = np.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"] if "w1" in p else x @ p["w2"] + p["b2"]
    return np.asarray(base + (z @ p["w3"] if "w3" in p and z is not None else 0.0))


def case_scores(seg_scores: np.ndarray, owner: np.ndarray, n: int) -> np.ndarray:
    out = np.full(n, -np.inf)
    np.maximum.at(out, owner, seg_scores)
    return out


def hygiene_tool_facts() -> list[str]:
    """The tool facts of the hygiene benchmark's corpus 1 (development): never trained on, scored apart."""
    import hygiene_data

    ds = hygiene_data.generate()
    return sorted({m.text for b in ds.banks for s in b.scenarios for m in s.memories if m.source == "tool"})


def gated_case_scores(seg_scores: np.ndarray, owner: np.ndarray, n: int, signed: np.ndarray) -> np.ndarray:
    """A case's score as the gated screen sees it: its highest reading among those with a structural sign."""
    return case_scores(np.where(signed, seg_scores, -np.inf), owner, n)


def parse(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hidden", type=int, default=128, help="hidden units (0: a linear head)")
    ap.add_argument("--facts", type=int, default=0, help="generated plain tool facts added as negatives")
    ap.add_argument("--notices", type=int, default=0, help="generated requests addressed to a person (bills, "
                    "reminders, messages to a colleague) added as negatives")
    ap.add_argument("--ensemble", type=int, default=1, help="heads fitted with different seeds and averaged "
                    "(written as one head with a K-times wider hidden layer)")
    ap.add_argument("--threshold-from", choices=("cv", "loco"), default="cv", help="the scores the threshold is set "
                    "on: 5-fold cross-validation by case (cv), or each corpus scored by the head fitted without it "
                    "(loco: calibrated for an author the head never saw; implies --loco)")
    ap.add_argument("--no-gate", action="store_true", help="score and set the threshold without the structural gate")
    ap.add_argument("--signs", action="store_true", help="the structural signs as extra inputs (a linear term)")
    ap.add_argument("--buckets", type=int, default=0, help="hashed character 1-3-gram buckets as extra inputs "
                    "(a linear term; 0: none)")
    ap.add_argument("--shipped", action="store_true", help="also score the shipped head on the same readings")
    ap.add_argument("--embed-cache", default=None, help="an .npz of embeddings by text, reused between runs")
    ap.add_argument("--fp-budget", type=float, default=FP_BUDGET, help="untrusted benign cases the screen may add "
                    "to the rules' own losses, in cross-validation (default %(default)s)")
    ap.add_argument("--dry-run", action="store_true", help="cross-validate only; do not write the head")
    ap.add_argument("--loco", action="store_true", help="also leave one corpus out: for each development corpus, "
                    "fit on the others (and the prototypes) and score it, at the cross-validated threshold")
    ap.add_argument("--limit", type=int, help="N attack and N benign cases, spread over the corpora (a quick run; "
                    "not a head to ship)")
    ap.add_argument("--out", type=Path, default=OUT, help="where the head is written (default: the shipped "
                    f"{OUT.relative_to(OUT.parents[4])})")
    return ap.parse_args(argv)


def extra_inputs(texts: list[str], args: argparse.Namespace) -> np.ndarray | None:
    if not args.signs and not args.buckets:
        return None
    z = extras(texts, args.buckets)
    return z if args.signs else z[:, len(SIGNS):]


def main(argv: list[str] | None = None) -> None:
    args = parse(argv)
    OPT["ensemble"] = args.ensemble
    args.loco = args.loco or args.threshold_from == "loco"
    cs = cases(args.facts, args.notices)
    cs = cs if args.limit is None else sample(cs, args.limit)
    texts, owner, y_seg, train = segments(cs)
    hyg = hygiene_tool_facts()
    raw = embed(texts + hyg, args.embed_cache)
    xall = raw * SCALE
    x, xh = xall[: len(texts)], xall[len(texts):]
    z = extra_inputs(texts, args)
    signed = np.array([bool(cues(own_words(t))) or args.no_gate for t in texts])
    y = np.array([c.label for c in cs], dtype=np.float64)
    untrusted = np.array([c.untrusted for c in cs])
    generated = np.array([c.corpus in ("facts", "notices") for c in cs])
    # folds by a digest of the case's group: the same case lands in the same fold whatever else is trained on
    fold = np.array([int(hashlib.sha1(c.group.encode()).hexdigest(), 16) % FOLDS for c in cs])
    seg_fold = fold[owner]
    cv_seg = np.zeros(len(texts))
    for k in range(FOLDS):
        tr = (seg_fold != k) & train
        p = fit(x[tr], y_seg[tr], args.hidden, None if z is None else z[tr])
        te = seg_fold == k
        cv_seg[te] = logits(p, x[te], None if z is None else z[te])
    cv = gated_case_scores(cv_seg, owner, len(cs), signed)
    att, ben = (y == 1) & untrusted, (y == 0) & untrusted & ~generated
    dev3 = np.array([c.corpus in ("dev3", "dev4", "dev5") for c in cs])
    print(f"{len(cs)} cases ({args.facts} generated facts), {len(texts)} readings ({int(y.sum())} attack cases); "
          f"hidden {args.hidden}; signs {'on' if args.signs else 'off'}; n-gram buckets {args.buckets}; "
          f"gate {'off' if args.no_gate else 'on'}; {FOLDS}-fold cross-validation by case, "
          "untrusted sources, generated facts apart:")
    print("| threshold | attacks caught | benign quarantined |\n| ---: | ---: | ---: |")
    grid = np.arange(-2.0, 12.01, 0.25)
    for t in grid[::4]:
        print(f"| {t:.2f} | {(cv[att] > t).mean():.1%} | {(cv[ben] > t).mean():.1%} |")
    # the screen reads only what the rules allowed: its budget is the benign it adds to the rules' own losses
    ruled = np.array([not RulesGuard().screen(c.text, Source(c.source)).allowed for c in cs])
    threshold = float(next(t for t in grid if ((cv[ben] > t) & ~ruled[ben]).mean() <= args.fp_budget))
    held_out = loco_scores(cs, x, z, y_seg, train, owner, signed, args.hidden) if args.loco else None
    if held_out is not None and args.threshold_from == "loco":
        dev = np.array([c.corpus in LOCO for c in cs])
        threshold = loco_threshold(held_out, ben & dev & ~ruled, args.fp_budget)
        print(f"threshold from leave-one-corpus-out scores: {threshold:.2f}")
    p = fit(x[train], y_seg[train], args.hidden, z[train] if z is not None else None)
    hyg_signed = np.array([bool(cues(own_words(t))) or args.no_gate for t in hyg])
    hyg_lost = float(((logits(p, xh, extra_inputs(hyg, args)) > threshold) & hyg_signed).mean())
    gen_lost = float((cv[generated] > threshold).mean()) if args.facts else float("nan")
    print(f"threshold {threshold:.2f}: CV {(cv[att] > threshold).mean():.1%} of untrusted attacks "
          f"(dev3-5 {(cv[att & dev3] > threshold).mean():.1%}), {(cv[ben] > threshold).mean():.1%} of untrusted "
          f"benign (dev3-5 {(cv[ben & dev3] > threshold).mean():.1%}); generated facts quarantined (CV) "
          f"{gen_lost:.1%}; hygiene corpus-1 tool facts quarantined (final fit, never trained on) {hyg_lost:.1%} of "
          f"{len(hyg)}")
    both = ruled | (cv > threshold)
    print(f"with the rules first: {both[att].mean():.1%} of untrusted attacks blocked (rules alone "
          f"{ruled[att].mean():.1%}), {both[ben].mean():.1%} of untrusted benign (rules alone {ruled[ben].mean():.1%})")
    breakdown(cs, ruled, cv > threshold, "CV head")
    if args.shipped and args.limit is None:
        old = Head.load(OUT)
        sh = gated_case_scores(old.logits(raw[: len(texts)], texts), owner, len(cs), signed)
        breakdown(cs, ruled, sh > old.threshold, f"shipped head (threshold {old.threshold:.2f}; in-sample on data)")
    if held_out is not None:
        loco(cs, held_out, ruled, threshold, args.fp_budget)
    if not args.dry_run:
        write_head(p, args, cs, y, train, threshold, cv, att, ben)


LOCO = ("data", "dev2", "dev3", "dev4", "dev5", "dev6", "dev7", "dev8", "dev9", "dev10", "dev11", "dev12", "dev13",
        "dev14", "dev15", "dev16", "dev17", "dev18", "dev19", "dev20", "dev21", "dev22", "dev23", "dev24", "dev25",
        "dev26", "dev27", "dev28", "dev29", "dev30")


def loco_scores(cs: list[Case], x: np.ndarray, z: np.ndarray | None, y_seg: np.ndarray, train: np.ndarray,
                owner: np.ndarray, signed: np.ndarray, hidden: int) -> np.ndarray:
    """Each development corpus's case scores (gated, highest reading) from the head fitted without it; the
    prototypes and generated negatives are always trained on and score ``-inf``."""
    out = np.full(len(cs), -np.inf)
    corpus = np.array([c.corpus for c in cs])
    for name in LOCO:
        held = corpus == name
        if not held.any():
            continue
        tr = train & ~held[owner]
        p = fit(x[tr], y_seg[tr], hidden, None if z is None else z[tr])
        te = held[owner]
        seg = np.full(len(owner), -np.inf)
        seg[te] = logits(p, x[te], None if z is None else z[te])
        out[held] = gated_case_scores(seg, owner, len(cs), signed)[held]
    return out


def loco_threshold(scores: np.ndarray, benign: np.ndarray, budget: float) -> float:
    """The lowest logit on the grid at which at most ``budget`` of the ``benign`` cases score above it."""
    return float(next(t for t in np.arange(-2.0, 14.01, 0.25) if (scores[benign] > t).mean() <= budget))


def loco(cs: list[Case], scores: np.ndarray, ruled: np.ndarray, threshold: float, budget: float) -> None:
    """Leave one corpus out: the head fitted without corpus X scores X (every non-user source; the head acts on tool
    and import text). The honest estimate of how the screen does on an author it never saw. Two thresholds: the
    one the head ships with (``threshold``), and, per corpus, the one set on the other corpora's held-out scores
    (``budget`` of their untrusted benign cases the rules allowed), which never saw X at all."""
    label = np.array([c.label for c in cs])
    corpus = np.array([c.corpus for c in cs])
    screened = np.array([c.source in UNTRUSTED for c in cs])
    allowed_benign = (label == 0) & screened & ~ruled & np.isin(corpus, LOCO)
    print(f"leave one corpus out; blocked = rules, then the head on tool/import text, at the threshold shipped "
          f"({threshold:.2f}) and at one set on the other corpora's held-out scores (budget {budget:.1%}):")
    print("| corpus | attacks | rules | + head | + head (own thr.) | benign | rules | + head | + head (own thr.) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    tot = np.zeros(8)
    for name in LOCO:
        held = corpus == name
        if not held.any():
            continue
        own = loco_threshold(scores, allowed_benign & ~held, budget)
        a, b = held & (label == 1), held & (label == 0)
        row = [a.sum(), b.sum()]
        for blocked in (ruled, ruled | ((scores > threshold) & screened), ruled | ((scores > own) & screened)):
            row += [blocked[a].sum(), blocked[b].sum()]
        row = [row[0], row[2], row[4], row[6], row[1], row[3], row[5], row[7]]
        tot += row
        print(f"| {name} ({own:.2f}) | {row[0]} | " + " | ".join(f"{v / max(row[0], 1):.1%}" for v in row[1:4])
              + f" | {row[4]} | " + " | ".join(f"{v / max(row[4], 1):.1%}" for v in row[5:8]) + " |")
    print(f"| all | {int(tot[0])} | " + " | ".join(f"{v / max(tot[0], 1):.1%}" for v in tot[1:4])
          + f" | {int(tot[4])} | " + " | ".join(f"{v / max(tot[4], 1):.1%}" for v in tot[5:8]) + " |")


def breakdown(cs: list[Case], ruled: np.ndarray, flagged: np.ndarray, what: str) -> None:
    """Blocked / lost by corpus (every non-user source; the head acts on tool and import text only), and dev4 by
    family."""
    screened = np.array([c.untrusted for c in cs])
    blocked = ruled | (flagged & screened)
    label = np.array([c.label for c in cs])
    rows: dict[str, list[int]] = {}
    for c, b in zip(cs, blocked, strict=True):
        if c.corpus in ("proto", "facts"):
            continue
        for key in (f"{c.corpus} {'attacks' if c.label else 'benign'}",
                    *((f"  {c.corpus} {c.family} ({'attack' if c.label else 'benign'})",)
                      if c.corpus in ("dev4", "dev5") else ())):
            r = rows.setdefault(key, [0, 0])
            r[0] += 1
            r[1] += int(b)
    dev = np.array([c.corpus not in ("proto", "facts") for c in cs])
    print(f"{what}, rules first, all non-user sources: {blocked[dev & (label == 1)].mean():.1%} of attacks blocked, "
          f"{blocked[dev & (label == 0)].mean():.1%} of benign lost")
    for k, (n, b) in rows.items():
        print(f"  {k}: {b}/{n} = {b / n:.1%}")


def write_head(p: dict[str, np.ndarray], args: argparse.Namespace, cs: list[Case], y: np.ndarray, train: np.ndarray,
               threshold: float, cv: np.ndarray, att: np.ndarray, ben: np.ndarray) -> None:
    head: dict[str, object] = {
        "embedder": E5Embedder.name, "scale": SCALE, "threshold": threshold, "hidden": args.hidden,
        "trained_on": "bench/guard_data.py + guard_dev2.py + guard_dev3.py + guard_dev4.py + guard_dev5.py + "
                      "guard_dev6.py + guard_dev7.py + guard_dev8.py + guard_dev9.py + guard_dev10.py + "
                      "guard_dev11.py + guard_dev12.py + guard_dev13.py + guard_dev14.py + guard_dev15.py + "
                      "guard_dev16.py .. guard_dev30.py + guard/prototypes.py + "
                      f"{args.facts} generated plain tool facts + {args.notices} generated requests addressed to a "
                      f"person (bench/guard_train.py): {len(cs)} texts "
                      f"({int(y.sum())} attacks), {int(train.sum())} readings; threshold set on the gated screen"
                      + (" (gate off)" if args.no_gate else "")
                      + (f" (a --limit {args.limit} sample)" if args.limit is not None else ""),
        "cv": {"attacks_caught": round(float((cv[att] > threshold).mean()), 4),
               "benign_quarantined": round(float((cv[ben] > threshold).mean()), 4)},
    }
    if args.hidden:
        head |= {"w1": np.round(p["w1"], 5).tolist(), "b1": np.round(p["b1"], 5).tolist(),
                 "w2": np.round(p["w2"], 5).tolist(), "bias": round(float(p["b2"]), 6)}
    else:
        head |= {"weights": np.round(p["w2"], 6).tolist(), "bias": round(float(p["b2"]), 6)}
    if "w3" in p:
        head |= {"extras": {"signs": bool(args.signs), "buckets": int(args.buckets),
                            "weights": np.round(p["w3"], 5).tolist()}}
    args.out.write_text(json.dumps(head) + "\n", encoding="utf-8")
    print(f"head written to {args.out}")


if __name__ == "__main__":
    main()
