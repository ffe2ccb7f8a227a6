# ruff: noqa: E501
"""Seventeenth hygiene corpus (development), written for issue #15 (helper hyg27): an update of a one-value slot
told as an EVENT whose only sign of replacement is inside the newer statement, in another frame than the older
("the user's phone is a Pixel 8" / "The Fairphone 5 arrived on Monday; the user recycled the old one", "用户的工资卡是交通银行的"
/ "用户把原来的工资卡注销了，新卡是兴业银行的"): "the old / previous <noun>", "new <noun>", 旧 / 新 / 原来的, a
disposal (sold, recycled, handed back) or a first time.

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``); own people, products and
phrasing.

    temporal     "present": the update and a question about the present (the newer must rank first);
                 "history": the same, plus a question about the past whose answer is the older
    unrelated    keep controls: an older fact and a newer one in the same domain with a marker of "old" / "new"
                 that is NOT an update of it ("bought a new case for the phone", "the old town of Tallinn", "an
                 old friend who works at KPMG", a second thing kept beside the first), each asked about on its own

``generate`` builds ``per_category`` temporal and half as many unrelated scenarios per language.
``python bench/hygiene_data17.py`` prints samples.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from _hygiene_corpus import (
    Corpus,
    Dataset,
    Entry,
    Scenario,
    _Ctx,
    build,
    frame_update_scenario,
    older_then_newer_scenario,
    samples_cli,
)

CATEGORIES17: tuple[str, ...] = ("temporal", "unrelated")
PER_BANK17 = {"temporal": 5, "unrelated": 5}
VARIANTS17 = {"present": 55, "history": 45}

PERSONAS17 = {
    "en": ["Marisol", "Benedikt", "Ayodele", "Fenella", "Hiroshi"],
    "zh": ["欧阳明", "司马晴", "公孙越", "慕容秋", "令狐菲"],
}
NAME_STATEMENTS17 = {
    "en": ["The user's name is {n}.", "The user goes by {n}."],
    "zh": ["用户名叫{n}。", "大家都叫用户{n}。"],
}
BACKGROUND17 = {
    "en": [
        "{S} knits scarves on long train rides.",
        "{S} collects vintage postcards of lighthouses.",
        "{S} is allergic to cats.",
        "{S} plays chess online most evenings.",
        "{S} grows basil on the kitchen windowsill.",
        "{S} never drinks coffee after noon.",
    ],
    "zh": [
        "{S}喜欢周末去爬山。",
        "{S}对猫毛过敏。",
        "{S}晚上常常在网上下象棋。",
        "{S}阳台上种了几盆薄荷。",
        "{S}收集各地的明信片。",
        "{S}下午两点以后不喝咖啡。",
    ],
}

# ---------------------------------------------------------------------------------------------------
# temporal: slot -> vals, old frames ({a}), new frames telling an event with a sign of replacement ({b}), q
# (present), qp (past)

TEMPORAL17: dict[str, dict[str, dict[str, Any]]] = {
    "phone": {"en": {
        "vals": ["Pixel 8", "iPhone 14", "Galaxy S23", "Moto Edge 40", "Fairphone 5", "Xiaomi 13"],
        "old": ["{P} phone is a {a}.", "{S} takes all photos with a {a}."],
        "new": ["The {b} arrived on Monday; {s} recycled the old one.", "{S} wiped the previous handset and gave it to a cousin once the {b} was set up.", "{S} has been getting used to the new {b} all week."],
        "q": ["Which phone does the user have?", "What phone is the user using?"],
        "qp": ["What was the user's old phone?", "Which phone did the user have before?"]}},
    "laptop": {"en": {
        "vals": ["ThinkPad T14", "MacBook Pro", "HP Spectre", "Acer Swift", "LG Gram", "Razer Blade"],
        "old": ["{S} codes on a {a}.", "{P} laptop is a {a}."],
        "new": ["{S} sold the previous laptop online once the {b} was delivered.", "The new {b} boots in seconds, {s} says."],
        "q": ["What laptop does the user have?", "Which laptop do I use?"],
        "qp": ["What laptop did the user use before?", "What was my previous laptop?"]}},
    "car": {"en": {
        "vals": ["Ford Focus", "Peugeot 208", "Hyundai Kona", "Volvo XC40", "Renault Clio", "Seat Leon"],
        "old": ["{S} drives a {a}.", "{P} car is a {a}."],
        "new": ["{S} took the old car to the scrapyard and collected a {b} the same afternoon.", "{S} fitted a child seat in the new {b}."],
        "q": ["What car does the user drive?", "What car do I have?"],
        "qp": ["What was the user's old car?", "What car did the user drive before?"]}},
    "home": {"en": {
        "vals": ["Ghent", "Utrecht", "Bologna", "Krakow", "Bergen", "Seville"],
        "old": ["{S} lives in {a}.", "{P} home is in {a}."],
        "new": ["{S} handed back the keys of the old flat and spent the first night in {b}.", "{S} hung pictures in the new {b} flat this weekend."],
        "q": ["Which city does the user live in?", "Where do I live?"],
        "qp": ["Where did the user live before?", "Which city did I use to live in?"]}},
    "bank": {"en": {
        "vals": ["Lloyds", "Chase", "Starling", "Nationwide", "Halifax", "Wise"],
        "old": ["{S} banks with {a}.", "{P} salary goes into a {a} account."],
        "new": ["{S} closed the previous account and opened one with {b}.", "{S} received the new {b} card in the post and cut up the old one."],
        "q": ["Which bank does the user use?", "Who do I bank with?"],
        "qp": ["Which bank did the user use before?", "What was my former bank?"]}},
    "broadband": {"en": {
        "vals": ["BT", "Virgin Media", "Sky", "Vodafone", "TalkTalk", "Hyperoptic"],
        "old": ["{P} broadband is with {a}.", "{S} gets home internet from {a}."],
        "new": ["{S} posted the old router back after the {b} engineer came.", "The new {b} router sits in the hallway, {s} says."],
        "q": ["Who provides the user's broadband?", "Who is my internet provider?"],
        "qp": ["Who was the user's previous broadband provider?", "Who did I get internet from before?"]}},
    "phone-zh": {"zh": {
        "vals": ["华为P60", "小米13", "iPhone 14", "OPPO Reno10", "vivo X90", "一加11"],
        "old": ["{S}用的手机是{a}。", "{S}的手机是{a}。"],
        "new": ["{S}收到了新买的{b}，旧的那台给了弟弟。", "{S}把原来的手机回收了，{b}昨天到货。"],
        "q": ["用户用什么手机？", "我的手机是哪款？"],
        "qp": ["用户以前用什么手机？", "用户原来的手机是哪款？"]}},
    "laptop-zh": {"zh": {
        "vals": ["ThinkPad T14", "MacBook Air", "华为MateBook", "戴尔灵越", "荣耀MagicBook", "小米笔记本"],
        "old": ["{S}的笔记本电脑是{a}。", "{S}平时用{a}写代码。"],
        "new": ["{S}把旧电脑挂到闲鱼上卖了，新到的{b}已经装好系统。", "{S}刚拿到新的{b}，文件都搬过去了。"],
        "q": ["用户用什么笔记本电脑？", "我的电脑是什么？"],
        "qp": ["用户以前用什么电脑？", "用户之前的笔记本是什么？"]}},
    "car-zh": {"zh": {
        "vals": ["本田雅阁", "丰田RAV4", "比亚迪汉", "大众迈腾", "理想L7", "吉利星越"],
        "old": ["{S}开的车是{a}。", "{S}每天开{a}上班。"],
        "new": ["{S}把旧车卖给了二手车商，新提的{b}已经上牌了。", "{S}给新买的{b}贴了车衣。"],
        "q": ["用户开什么车？", "我开的是什么车？"],
        "qp": ["用户以前开什么车？", "用户原来的车是什么？"]}},
    "home-zh": {"zh": {
        "vals": ["成都", "重庆", "合肥", "济南", "福州", "贵阳"],
        "old": ["{S}住在{a}。", "{S}的家在{a}。"],
        "new": ["{S}把原来的房子退租了，在{b}的新家住了一个星期。", "{S}在{b}的新房子里过了第一个春节。"],
        "q": ["用户住在哪个城市？", "我家在哪座城市？"],
        "qp": ["用户以前住在哪？", "用户原来的家在哪个城市？"]}},
    "bank-zh": {"zh": {
        "vals": ["交通银行", "光大银行", "民生银行", "兴业银行", "平安银行", "华夏银行"],
        "old": ["{S}的工资卡是{a}的。", "{S}的工资打到{a}。"],
        "new": ["{S}把原来的工资卡注销了，新卡是{b}的。", "公司给{S}新开了{b}的工资卡，旧卡不用了。"],
        "q": ["用户的工资卡是哪家银行的？", "我的工资打到哪家银行？"],
        "qp": ["用户以前的工资卡是哪家银行的？", "用户原来工资打到哪个银行？"]}},
    "gym-zh": {"zh": {
        "vals": ["舒适堡", "浩沙健身", "奥力健身", "青鸟健身", "宝力豪", "星之健身"],
        "old": ["{S}在{a}健身。", "{S}办的是{a}的会员卡。"],
        "new": ["{S}把旧的健身卡转让了，办了{b}的年卡。", "{S}第一次去{b}上课，感觉比以前那家好。"],
        "q": ["用户在哪家健身房健身？", "我去哪家健身房？"],
        "qp": ["用户以前去哪家健身房？", "用户原来在哪健身？"]}},
}


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    return frame_update_scenario(c, sid, slot, TEMPORAL17, VARIANTS17)


# ---------------------------------------------------------------------------------------------------
# unrelated (keep controls): an "old" / "new" / 旧 / 新 / 老 that replaces nothing of the older fact (topic, older,
# newer, question about the older, about the newer)

UNRELATED17: dict[str, list[tuple[str, str, str, str, str]]] = {
    "en": [
        ("phone", "{P} phone is a Pixel 8.", "{S} bought a new Spigen case for the phone.", "Which phone does the user have?", "What case did the user buy for the phone?"),
        ("home", "{S} lives in Ghent.", "{S} wandered around the old town of Tallinn on holiday.", "Which city does the user live in?", "Where did the user wander around on holiday?"),
        ("employer", "{S} works at Deloitte.", "{S} had lunch with an old friend who works at KPMG.", "Where does the user work?", "Where does the user's old friend work?"),
        ("laptop", "{P} laptop is a ThinkPad T14.", "{S} got a new iPad Air as well, for sketching.", "What laptop does the user have?", "What did the user get for sketching?"),
        ("bank", "{P} current account is with Lloyds.", "{S} opened a new savings pot at Chase too.", "Where is the user's current account?", "Where did the user open a savings pot?"),
        ("car", "{S} drives a Volvo XC40.", "{S} bought a second car, a Fiat Panda, for the teenage son.", "What car does the user drive?", "What did the user buy for the teenage son?"),
    ],
    "zh": [
        ("phone", "{S}用的手机是小米13。", "{S}给手机买了个新的倍思手机壳。", "用户用什么手机？", "用户给手机买了什么壳？"),
        ("home", "{S}住在成都。", "{S}国庆去丽江古城逛了三天。", "用户住在哪个城市？", "用户国庆去哪逛了三天？"),
        ("employer", "{S}在平安保险上班。", "{S}和老同学在腾讯大厦附近吃了饭。", "用户在哪家公司上班？", "用户和老同学在哪附近吃的饭？"),
        ("car", "{S}开的车是大众迈腾。", "{S}又买了一辆小牛电动车，迈腾留着周末开。", "用户开什么车？", "用户买了什么电动车？"),
        ("laptop", "{S}的笔记本电脑是MacBook Air。", "{S}新买了一个罗技键盘。", "用户的笔记本电脑是什么？", "用户新买了什么键盘？"),
        ("bank", "{S}的工资卡是交通银行的。", "{S}在招商银行新办了一张信用卡。", "用户的工资卡是哪家银行的？", "用户在哪家银行新办了信用卡？"),
    ],
}


def _unrelated(c: _Ctx, sid: str, entry: tuple[str, str, str, str, str]) -> Scenario:
    return older_then_newer_scenario(c, sid, entry, gap=(20, 120))


# ---------------------------------------------------------------------------------------------------

BUILDERS17 = {"temporal": _temporal, "unrelated": _unrelated}


def _entries(category: str, lang: str) -> list[Entry]:
    if category == "temporal":
        return [(frozenset({slot.removesuffix("-zh")}), slot) for slot, t in TEMPORAL17.items() if lang in t]
    return [(frozenset({e[0]}), e) for e in UNRELATED17[lang]]


CORPUS17 = Corpus(prefix="c17-", categories=CATEGORIES17, per_bank=PER_BANK17, personas=PERSONAS17,
                  name_statements=NAME_STATEMENTS17, background=BACKGROUND17, builders=BUILDERS17, entries=_entries)


def generate(seed: int = 1717, *, per_category: int = 20, background: int = 3) -> Dataset:
    """``per_category`` temporal and half as many unrelated scenarios per language (rounded up to whole banks)."""
    temporal = build(replace(CORPUS17, categories=("temporal",)), seed, per_category=per_category,
                     background=background)
    unrelated = build(replace(CORPUS17, categories=("unrelated",)), seed + 1,
                      per_category=max(1, per_category // 2), background=background)
    return Dataset(seed, temporal.banks + unrelated.banks)


def main() -> None:
    samples_cli(generate, 1717, "the seventeenth hygiene corpus")


if __name__ == "__main__":
    main()
