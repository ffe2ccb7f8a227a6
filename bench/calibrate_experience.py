"""Calibrate the experience-dedup threshold of the default e5 embedder (as ``bench/calibrate.py`` does for memories).

An experience is deduplicated on the cosine of ``Experience.embed_text()`` ("scenario. problem") against the
experiences of the same tool and environment. This script embeds hand-written English and Chinese pairs of such
texts on e5, passage vs passage:

    same      one lesson worded twice (same tool, same problem)                       -> should be merged
    sibling   two different lessons about the same tool (a timeout vs a 401, ...)      -> must never be merged

and prints the cosine spread of each group, the lowest threshold that merges no sibling (plus a margin) and the
share of same-lesson pairs it still merges. Results go to ``bench/results/calibrate_experience.json``.

    python bench/calibrate_experience.py
"""

from __future__ import annotations

import argparse
import math
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import _common  # bench/_common.py (scripts run from bench/)
from hindsight.embedder.e5 import E5_CALIBRATION, E5Embedder

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "calibrate_experience.json"
MARGIN = 0.01

SAME: list[tuple[str, str]] = [
    ("calling orders_api to list orders. 401 unauthorized", "listing orders with orders_api. the call failed with 401"),
    ("calling report_api for the monthly report. request timed out after 30 s",
     "fetching the monthly report from report_api. the request timed out"),
    ("deploying with helm to staging. release failed: image pull backoff",
     "helm deploy to staging. image could not be pulled (ImagePullBackOff)"),
    ("querying the sales database. query exceeded the statement timeout",
     "running a sales database query. statement timeout exceeded"),
    ("uploading a file to s3. access denied", "s3 upload of a file. got AccessDenied"),
    ("sending an email with smtp_tool. connection refused on port 25",
     "smtp_tool sending mail. port 25 refused the connection"),
    ("searching flights with flight_api. empty results for a valid route",
     "flight_api search for a valid route. returned no results"),
    ("creating a jira ticket. missing required field 'component'",
     "jira ticket creation. the required field component was missing"),
    ("调用订单接口查询订单。返回401未授权", "用订单接口查订单。接口报401未授权"),
    ("调用报表接口生成月报。请求超时", "从报表接口拉取月报。请求超时了"),
    ("用helm部署到测试环境。镜像拉取失败", "helm部署测试环境。拉不下来镜像"),
    ("上传文件到对象存储。没有权限", "往对象存储上传文件。提示权限不足"),
    ("发送短信通知。签名未审核", "发短信通知用户。短信签名还没审核通过"),
    ("查询销售数据库。查询超时", "跑销售数据库的查询。语句执行超时"),
]
SIBLING: list[tuple[str, str]] = [
    ("calling orders_api to list orders. 401 unauthorized", "calling orders_api to list orders. request timed out"),
    ("calling report_api for the monthly report. request timed out after 30 s",
     "calling report_api for the monthly report. 401 unauthorized"),
    ("calling report_api for the monthly report. request timed out after 30 s",
     "calling orders_api to list orders. 401 unauthorized"),
    ("deploying with helm to staging. release failed: image pull backoff",
     "deploying with helm to staging. release failed: values file missing"),
    ("querying the sales database. query exceeded the statement timeout",
     "querying the sales database. permission denied for table orders"),
    ("uploading a file to s3. access denied", "uploading a file to s3. file larger than 5 GB rejected"),
    ("sending an email with smtp_tool. connection refused on port 25",
     "sending an email with smtp_tool. recipient address rejected"),
    ("searching flights with flight_api. empty results for a valid route",
     "searching flights with flight_api. 429 rate limited"),
    ("creating a jira ticket. missing required field 'component'", "creating a jira ticket. project key not found"),
    ("调用订单接口查询订单。返回401未授权", "调用订单接口查询订单。请求超时"),
    ("调用报表接口生成月报。请求超时", "调用报表接口生成月报。返回401未授权"),
    ("用helm部署到测试环境。镜像拉取失败", "用helm部署到测试环境。配置文件缺失"),
    ("上传文件到对象存储。没有权限", "上传文件到对象存储。文件超过大小限制"),
    ("发送短信通知。签名未审核", "发送短信通知。手机号格式错误"),
    ("查询销售数据库。查询超时", "查询销售数据库。没有表的读权限"),
]


def cosines(emb: E5Embedder, pairs: list[tuple[str, str]]) -> list[float]:
    texts = sorted({t for p in pairs for t in p})
    vecs = dict(zip(texts, emb.passages(texts), strict=True))
    return [round(float(vecs[a] @ vecs[b]), 4) for a, b in pairs]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=RESULTS)
    args = ap.parse_args(argv)
    emb = E5Embedder()
    same, sib = cosines(emb, SAME), cosines(emb, SIBLING)
    threshold = math.ceil((max(sib) + MARGIN) * 100) / 100
    merged = sum(c >= threshold for c in same) / len(same)
    res: dict[str, Any] = {
        "meta": {"date": datetime.now(UTC).strftime("%Y-%m-%d"), "model": emb.name, "margin": MARGIN},
        "same": {"n": len(same), "min": min(same), "max": max(same), "cosines": same},
        "sibling": {"n": len(sib), "min": min(sib), "max": max(sib), "cosines": sib},
        "recommended": threshold, "same_merged_at_recommended": round(merged, 3),
        "current": E5_CALIBRATION.experience_dedup,
        "siblings_merged_at_current": sum(c >= E5_CALIBRATION.experience_dedup for c in sib),
        "siblings_merged_at_seed_0.9": sum(c >= 0.9 for c in sib),
    }
    print(f"same lesson   cosine {min(same):.3f} .. {max(same):.3f} ({len(same)} pairs)")
    print(f"other lesson  cosine {min(sib):.3f} .. {max(sib):.3f} ({len(sib)} pairs, same tool)")
    print(f"seed threshold 0.9 merges {res['siblings_merged_at_seed_0.9']} of {len(sib)} different lessons")
    print(f"recommended experience_dedup {threshold} (max sibling + {MARGIN}): merges {merged:.0%} of same-lesson "
          f"pairs, no sibling; current {E5_CALIBRATION.experience_dedup} merges "
          f"{res['siblings_merged_at_current']} siblings")
    _common.save_json(res, args.out)
    print(f"saved {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
