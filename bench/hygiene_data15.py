# ruff: noqa: E501
"""Fifteenth hygiene corpus (development), written for issue #15: updates of a one-value slot the lexicon knows
(employer, city, car, phone, gym, a child's school, manager, laptop, bank) stated in ANOTHER frame than the older
fact, sharing no frame word with it ("works at Stripe as a product manager" / "just started a new role at Figma",
"在杭州上班" / "已经调到深圳分公司了"), asked about the present, and for some about the past in varied shapes ("old
job", "former", "previous", "used to", "以前", "原来", "之前", "当初", "曾经").

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``); own people, domains and
phrasing.

    temporal     "present": the update and a question about the present (the newer must rank first);
                 "history": the same, plus a question about the past whose answer is the older. The older may
                 end in any status: the soft outcome (both kept, linked as possibly updated) is what issue #15 asks
    unrelated    keep controls: an older fact and a newer one in the same domain that is NOT its update (another
                 person's value, a trip, a rental, a second device), each asked about on its own; both must stay

``generate`` builds ``per_category`` temporal and half as many unrelated scenarios per language (60 at the default
20). ``python bench/hygiene_data15.py`` prints samples.
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

CATEGORIES15: tuple[str, ...] = ("temporal", "unrelated")
PER_BANK15 = {"temporal": 5, "unrelated": 5}
VARIANTS15 = {"present": 55, "history": 45}

PERSONAS15 = {
    "en": ["Oluwaseun", "Ingrid", "Tadhg", "Rosalind", "Kenji"],
    "zh": ["上官婉", "诸葛亮平", "皇甫琳", "尉迟峰", "端木雪"],
}
NAME_STATEMENTS15 = {
    "en": ["The user's name is {n}.", "Friends call the user {n}."],
    "zh": ["用户的名字叫{n}。", "朋友们都喊用户{n}。"],
}
BACKGROUND15 = {
    "en": [
        "{S} can recite the periodic table up to argon.",
        "{S} keeps sourdough starter in the fridge door.",
        "{S} has never seen snow fall in a city.",
        "{S} repaints the garden bench every other spring.",
        "{S} hums while doing crosswords.",
        "{S} owns three identical grey hoodies.",
    ],
    "zh": [
        "{S}能背出圆周率小数点后五十位。",
        "{S}冰箱门上贴满了旅游冰箱贴。",
        "{S}从来没看过一场现场足球赛。",
        "{S}每年清明都回老家扫墓。",
        "{S}做饭喜欢多放一点花椒。",
        "{S}有三件一模一样的灰色卫衣。",
    ],
}

# ---------------------------------------------------------------------------------------------------
# temporal: slot -> vals, old frames ({a}), new frames in another frame ({b}), q (present), qp (past)

TEMPORAL15: dict[str, dict[str, dict[str, Any]]] = {
    "employer": {"en": {
        "vals": ["Stripe", "Figma", "Shopify", "Atlassian", "Canva", "Zendesk"],
        "old": ["{S} works at {a} as a product manager.", "{P} employer is {a}."],
        "new": ["{S} just started a new role at {b}.", "First week at {b} went well, says {s}.", "{S} signed the offer from {b} and began there on Monday."],
        "q": ["Where does the user work?", "Which company employs me?"],
        "qp": ["What was the user's old job?", "Which company did the user use to work for?", "Where was my previous employer?"]}},
    "city": {"en": {
        "vals": ["Lisbon", "Porto", "Valencia", "Lyon", "Gdansk", "Tallinn"],
        "old": ["{S} lives in {a}.", "{P} flat is in {a}."],
        "new": ["{S} finally got the keys to a place in {b}.", "{S} unpacked the last boxes in the new {b} apartment today."],
        "q": ["Which city does the user live in?", "Where is my home?"],
        "qp": ["Where did the user live before?", "Which city did I use to live in?", "What was the user's former home city?"]}},
    "car": {"en": {
        "vals": ["Toyota Corolla", "VW Golf", "Honda Civic", "Skoda Octavia", "Mazda CX-5", "Kia Niro"],
        "old": ["{S} drives a {a}.", "{P} car is a {a}."],
        "new": ["Picked up the {b} from the dealer yesterday, {s} says it rides smoothly.", "{P} {b} is booked for its first service in March."],
        "q": ["What car does the user drive?", "Which car do I have?"],
        "qp": ["What car did the user drive before?", "What was my old car?"]}},
    "phone": {"en": {
        "vals": ["Pixel 7", "iPhone 13", "Galaxy S22", "OnePlus 11", "Xperia 5", "Nothing Phone 2"],
        "old": ["{P} phone is a {a}.", "{S} uses a {a} every day."],
        "new": ["{S} set up the {b} and handed the old handset to a niece.", "{S} is still copying photos onto the {b}."],
        "q": ["Which phone does the user have?", "What phone do I use?"],
        "qp": ["Which phone did the user have previously?", "What was the user's old phone?"]}},
    "gym": {"en": {
        "vals": ["PureGym", "The Gym Group", "Anytime Fitness", "Virgin Active", "Third Space", "Snap Fitness"],
        "old": ["{S} trains at {a}.", "{P} gym membership is with {a}."],
        "new": ["{S} had the induction session at {b} on Tuesday.", "{S} got a key fob for {b} after cancelling the old contract."],
        "q": ["Which gym does the user go to?", "Where do I work out?"],
        "qp": ["Which gym did the user go to before?", "Where did I use to train?"]}},
    "school": {"en": {
        "vals": ["Oakfield Primary", "St Mary's Primary", "Riverside Academy", "Hillview School", "Greenbank Primary", "Elmwood School"],
        "old": ["{P} son attends {a}.", "{P} son is a pupil at {a}."],
        "new": ["{P} son's first term at {b} began in September.", "{S} bought the {b} uniform for the son's first day there."],
        "q": ["Which school does the user's son go to?", "Where does my son go to school?"],
        "qp": ["Which school did the son go to before?", "What was the son's former school?"]}},
    "manager": {"en": {
        "vals": ["Dana Whitfield", "Omar Haddad", "Lucia Ferri", "Tomasz Nowak", "Grace Obi", "Henrik Lund"],
        "old": ["{P} manager is {a}.", "{S} reports to {a}."],
        "new": ["After the reorg {b} runs {p} one-to-ones.", "{B} signs off {p} timesheets since the restructure."],
        "q": ["Who is the user's manager?", "Who is my boss?"],
        "qp": ["Who was the user's previous manager?", "Who did I use to report to?"]}},
    "laptop": {"en": {
        "vals": ["ThinkPad X1", "MacBook Air", "Dell XPS 13", "Surface Laptop", "Framework 13", "ZenBook 14"],
        "old": ["{S} works on a {a}.", "{P} laptop is a {a}."],
        "new": ["IT issued {s} a {b} and wiped the old machine.", "{S} finished moving all files onto the {b}."],
        "q": ["What laptop does the user have?", "Which computer do I work on?"],
        "qp": ["What laptop did the user have before?", "Which laptop did I originally use?"]}},
    "bank": {"en": {
        "vals": ["Barclays", "HSBC", "Monzo", "Santander", "NatWest", "Revolut"],
        "old": ["{S} banks with {a}.", "{P} current account is at {a}."],
        "new": ["{P} salary and direct debits all run through {b} since the summer.", "{S} got a debit card from {b} and closed the old account."],
        "q": ["Who does the user bank with?", "Which bank is my current account at?"],
        "qp": ["Which bank did the user use to have?", "Who was my former bank?"]}},
    "employer-zh": {"zh": {
        "vals": ["字节跳动", "美团", "网易", "小米", "京东", "携程"],
        "old": ["{S}在{a}做产品经理。", "{S}的工作单位是{a}。"],
        "new": ["{S}上周去{b}报到了。", "{S}已经在{b}上了一个月的班。"],
        "q": ["用户在哪家公司上班？", "我在哪工作？"],
        "qp": ["用户以前在哪家公司？", "用户原来的工作单位是哪？", "用户当初在哪家公司工作？"]}},
    "workcity-zh": {"zh": {
        "vals": ["杭州", "深圳", "成都", "苏州", "武汉", "厦门"],
        "old": ["{S}在{a}上班。", "{S}的办公室在{a}。"],
        "new": ["{S}已经调到{b}分公司了。", "{S}被派到{b}常驻，租了公司附近的房子。"],
        "q": ["用户在哪个城市工作？", "我在哪座城市上班？"],
        "qp": ["用户以前在哪个城市上班？", "用户原来在哪座城市工作？"]}},
    "home-zh": {"zh": {
        "vals": ["青岛", "大连", "南京", "长沙", "昆明", "西安"],
        "old": ["{S}住在{a}。", "{S}家在{a}。"],
        "new": ["{S}在{b}买的房子交房了，全家都过去了。", "{S}刚在{b}落了户，孩子也在那边上学了。"],
        "q": ["用户住在哪个城市？", "我家在哪？"],
        "qp": ["用户以前住在哪？", "用户曾经住在哪个城市？", "用户当初住哪儿？"]}},
    "car-zh": {"zh": {
        "vals": ["卡罗拉", "思域", "朗逸", "凯美瑞", "宝马3系", "特斯拉Model 3"],
        "old": ["{S}开一辆{a}。", "{S}的车是{a}。"],
        "new": ["{S}的{b}昨天刚上完牌。", "{S}提了{b}，每天开着上下班。"],
        "q": ["用户开什么车？", "我的车是什么？"],
        "qp": ["用户以前开什么车？", "用户原来的车是什么？"]}},
    "phone-zh": {"zh": {
        "vals": ["华为Mate 60", "小米14", "iPhone 15", "OPPO Find X7", "vivo X100", "荣耀Magic6"],
        "old": ["{S}用的手机是{a}。", "{S}一直拿{a}当主力机。"],
        "new": ["{S}把照片都导进了{b}里。", "{S}给{b}贴了膜，旧手机送给了妈妈。"],
        "q": ["用户用什么手机？", "我的手机是什么牌子？"],
        "qp": ["用户之前用什么手机？", "用户以前的手机是哪款？"]}},
    "gym-zh": {"zh": {
        "vals": ["乐刻", "超级猩猩", "威尔士", "一兆韦德", "金吉鸟", "中体倍力"],
        "old": ["{S}在{a}健身。", "{S}办的是{a}的健身卡。"],
        "new": ["{S}昨天在{b}上了第一节私教课。", "{S}练完都在{b}的淋浴间冲澡。"],
        "q": ["用户在哪家健身房锻炼？", "我去哪家健身房？"],
        "qp": ["用户以前去哪家健身房？", "用户曾经在哪健身？"]}},
    "school-zh": {"zh": {
        "vals": ["实验小学", "育才小学", "外国语小学", "师大附小", "人民路小学", "滨江小学"],
        "old": ["{S}的女儿在{a}上学。", "{S}女儿是{a}的学生。"],
        "new": ["{S}女儿开学去{b}报到，分在三班。", "{S}给女儿买了{b}的校服。"],
        "q": ["用户的女儿在哪所学校上学？", "我女儿在哪读书？"],
        "qp": ["用户女儿原来在哪所学校？", "用户女儿之前在哪上学？"]}},
    "manager-zh": {"zh": {
        "vals": ["张总", "刘经理", "孙主任", "何总监", "罗经理", "郑总"],
        "old": ["{S}的直属领导是{a}。", "{S}向{a}汇报工作。"],
        "new": ["组织调整后{S}的周报交给{b}审批。", "{b}开始带{S}这个组了。"],
        "q": ["用户的领导是谁？", "我的上级是谁？"],
        "qp": ["用户以前的领导是谁？", "用户原来向谁汇报？"]}},
    "laptop-zh": {"zh": {
        "vals": ["ThinkPad X1", "MacBook Pro", "华为MateBook", "戴尔XPS", "联想小新", "惠普战66"],
        "old": ["{S}办公用的是{a}。", "{S}的笔记本电脑是{a}。"],
        "new": ["公司给{S}配了一台{b}，资料都拷过去了。", "{S}在{b}上装好了开发环境。"],
        "q": ["用户用什么电脑？", "我的笔记本是什么？"],
        "qp": ["用户之前用的电脑是什么？", "用户当初用什么笔记本？"]}},
    "bank-zh": {"zh": {
        "vals": ["招商银行", "工商银行", "建设银行", "浦发银行", "中信银行", "农业银行"],
        "old": ["{S}的工资卡是{a}的。", "{S}的工资发到{a}。"],
        "new": ["{S}的工资这个月开始打到{b}。", "单位给{S}新办了{b}的卡发薪。"],
        "q": ["用户的工资卡是哪家银行的？", "我的工资发到哪个银行？"],
        "qp": ["用户原来的工资卡是哪个银行的？", "用户以前工资发到哪家银行？"]}},
}


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    return frame_update_scenario(c, sid, slot, TEMPORAL15, VARIANTS15)


# ---------------------------------------------------------------------------------------------------
# unrelated (keep controls): (topic, older fact, newer fact in the same domain that is not its update, question
# about the older, about the newer)

UNRELATED15: dict[str, list[tuple[str, str, str, str, str]]] = {
    "en": [
        ("employer", "{S} works at Stripe as a product manager.", "{P} sister just started a new role at Figma.", "Where does the user work?", "Where does the user's sister work now?"),
        ("city", "{S} lives in Lisbon.", "{S} is spending a long weekend in Porto next month.", "Which city does the user live in?", "Where is the user spending a long weekend?"),
        ("car", "{S} drives a Honda Civic.", "{S} rented a Fiat 500 for the road trip in Sicily.", "What car does the user drive?", "What did the user rent for the Sicily road trip?"),
        ("phone", "{P} phone is a Pixel 7.", "{S} bought an iPad Mini for reading on the train.", "Which phone does the user have?", "What did the user buy for reading on the train?"),
        ("gym", "{S} trains at PureGym.", "{S} booked a climbing taster at The Arch for Saturday.", "Which gym does the user go to?", "What did the user book for Saturday?"),
        ("school", "{P} son attends Oakfield Primary.", "{P} daughter starts nursery at Little Acorns in January.", "Which school does the user's son go to?", "Where will the user's daughter start nursery?"),
        ("manager", "{P} manager is Dana Whitfield.", "{S} is mentoring a new hire, Omar Haddad.", "Who is the user's manager?", "Who is the user mentoring?"),
        ("laptop", "{S} works on a ThinkPad X1.", "{S} bought a Steam Deck for gaming on the sofa.", "What laptop does the user work on?", "What did the user buy for gaming?"),
        ("bank", "{S} banks with Barclays.", "{S} opened an ISA with Vanguard for long-term savings.", "Who does the user bank with?", "Where did the user open an ISA?"),
    ],
    "zh": [
        ("employer", "{S}在字节跳动做产品经理。", "{S}的老公上周去美团报到了。", "用户在哪家公司上班？", "用户的老公在哪家公司上班？"),
        ("workcity", "{S}在杭州上班。", "{S}下周去深圳分公司出差三天。", "用户在哪个城市工作？", "用户下周去哪出差？"),
        ("car", "{S}开一辆卡罗拉。", "{S}国庆自驾游在大理租了一辆思域。", "用户开什么车？", "用户在大理租了什么车？"),
        ("phone", "{S}用的手机是华为Mate 60。", "{S}给妈妈买了一部小米14。", "用户用什么手机？", "用户给妈妈买了什么手机？"),
        ("gym", "{S}在乐刻健身。", "{S}周末带孩子去超级猩猩上了一节体验课。", "用户在哪家健身房锻炼？", "用户周末带孩子去哪上了体验课？"),
        ("school", "{S}的女儿在实验小学上学。", "{S}的儿子明年要上育才幼儿园。", "用户的女儿在哪所学校上学？", "用户的儿子明年上哪个幼儿园？"),
        ("manager", "{S}的直属领导是张总。", "{S}开始带新来的实习生小刘。", "用户的领导是谁？", "用户在带哪个实习生？"),
        ("laptop", "{S}办公用的是ThinkPad X1。", "{S}买了一台iPad写读书笔记。", "用户办公用什么电脑？", "用户买了什么写读书笔记？"),
        ("bank", "{S}的工资卡是招商银行的。", "{S}在建设银行办了房贷。", "用户的工资卡是哪家银行的？", "用户在哪家银行办的房贷？"),
    ],
}


def _unrelated(c: _Ctx, sid: str, entry: tuple[str, str, str, str, str]) -> Scenario:
    return older_then_newer_scenario(c, sid, entry, gap=(20, 120))


# ---------------------------------------------------------------------------------------------------

BUILDERS15 = {"temporal": _temporal, "unrelated": _unrelated}


def _entries(category: str, lang: str) -> list[Entry]:
    if category == "temporal":
        return [(frozenset({slot.removesuffix("-zh")}), slot) for slot, t in TEMPORAL15.items() if lang in t]
    return [(frozenset({e[0]}), e) for e in UNRELATED15[lang]]


CORPUS15 = Corpus(prefix="c15-", categories=CATEGORIES15, per_bank=PER_BANK15, personas=PERSONAS15,
                  name_statements=NAME_STATEMENTS15, background=BACKGROUND15, builders=BUILDERS15, entries=_entries)


def generate(seed: int = 1515, *, per_category: int = 20, background: int = 3) -> Dataset:
    """``per_category`` temporal and half as many unrelated scenarios per language (rounded up to whole banks).
    Built per category so the unrelated count can be halved while the temporal banks stay as they are."""
    temporal = build(replace(CORPUS15, categories=("temporal",)), seed, per_category=per_category,
                     background=background)
    unrelated = build(replace(CORPUS15, categories=("unrelated",)), seed + 1,
                      per_category=max(1, per_category // 2), background=background)
    return Dataset(seed, temporal.banks + unrelated.banks)


def main() -> None:
    samples_cli(generate, 1515, "the fifteenth hygiene corpus")


if __name__ == "__main__":
    main()
