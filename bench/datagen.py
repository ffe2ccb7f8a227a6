"""Deterministic generator of a bilingual (English + Chinese) long-conversation memory benchmark.

Every persona is one memory bank: a few months of chat sessions with an assistant. Facts about the
persona (job, city, pets, drinks, tools, family, prices, events, plans...) are scattered between small
talk, unrelated requests and *distractors* - other people's facts that share the question's topic words,
near-miss numbers, nostalgic mentions of superseded values. Some facts are later updated (moved city,
switched framework, changed coffee order); their question asks for the current value and the evidence
is the newer turn only. Questions are paraphrased: they avoid the fact's wording on purpose.

Question types
    single_hop        one fact, asked with different words
    knowledge_update  the value changed later; evidence is the newest statement
    temporal          "when did X happen?" - the date is only in the turn's timestamp
    multi_session     the answer is spread over 2-3 turns in different sessions
    name_number       a name or a number (ages, prices), with near-miss distractors
    cross_lingual     question in the other language than its evidence

``generate(seed)`` always returns the same dataset for the same arguments. Run this module to print
statistics and sample questions: ``python bench/datagen.py [--seed N] [--personas N] [--dump FILE]``.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

QTYPES: tuple[str, ...] = (
    "single_hop", "knowledge_update", "temporal", "multi_session", "name_number", "cross_lingual",
)


# ---------------------------------------------------------------------------------------------------
# output records


@dataclass(frozen=True)
class Turn:
    id: str
    bank: str
    session_id: str
    role: str  # "user" | "assistant"
    lang: str  # "en" | "zh" (code-switched turns count as "zh")
    text: str
    time: datetime
    kind: str  # "fact" | "distractor" | "filler" | "reply"
    tpl: str  # template family, e.g. "pet.fact" (used to build realistic synthetic corpora)


@dataclass(frozen=True)
class Question:
    id: str
    bank: str
    qtype: str
    lang: str
    text: str
    time: datetime
    evidence: tuple[str, ...]
    answer: str
    slot: str


@dataclass
class Bank:
    name: str
    persona: str
    lang: str  # "en" | "zh" | "mixed"
    turns: list[Turn] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)


@dataclass
class Dataset:
    seed: int
    banks: list[Bank]

    def turns(self) -> list[Turn]:
        return [t for b in self.banks for t in b.turns]

    def questions(self) -> list[Question]:
        return [q for b in self.banks for q in b.questions]

    def stats(self) -> dict[str, Any]:
        qs = self.questions()
        ts = self.turns()
        return {
            "seed": self.seed,
            "banks": len(self.banks),
            "turns": len(ts),
            "sessions": len({(t.bank, t.session_id) for t in ts}),
            "questions": len(qs),
            "by_type": dict(Counter(q.qtype for q in qs)),
            "by_lang": dict(Counter(q.lang for q in qs)),
            "turn_kinds": dict(Counter(t.kind for t in ts)),
            "evidence_per_question": round(sum(len(q.evidence) for q in qs) / max(1, len(qs)), 2),
        }

    def to_json(self) -> dict[str, Any]:
        def enc(obj: Any) -> Any:
            d = asdict(obj)
            for k, v in d.items():
                if isinstance(v, datetime):
                    d[k] = v.isoformat()
            return d

        return {
            "seed": self.seed,
            "banks": [
                {"name": b.name, "persona": b.persona, "lang": b.lang,
                 "turns": [enc(t) for t in b.turns], "questions": [enc(q) for q in b.questions]}
                for b in self.banks
            ],
        }


# ---------------------------------------------------------------------------------------------------
# personas

# (display name, language, region). region "west" draws western cities/names, "cn" Chinese ones.
PERSONAS: list[tuple[str, str, str]] = [
    ("Emma Walsh", "en", "west"),
    ("林晓雨", "zh", "cn"),
    ("Zhou Yifan / 周一帆", "mixed", "west"),
    ("Daniel Okafor", "en", "west"),
    ("陈浩", "zh", "cn"),
    ("Priya Raman", "en", "west"),
    ("王思远", "zh", "cn"),
    ("Marcus Lindqvist", "en", "west"),
    ("赵一鸣", "zh", "cn"),
    ("Li Na / 李娜", "mixed", "west"),
]

ZH_NUM = {1: "一", 2: "两", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九", 10: "十",
          11: "十一", 12: "十二"}


def _fmt_money(amount: int, lang: str, region: str, cur: str) -> str:
    if lang == "zh" and region == "cn":
        return f"{amount}块"
    if lang == "zh":
        return f"{amount}{ {'$': '美元', '£': '英镑', '€': '欧元'}[cur] }"
    return f"{cur}{amount:,}"


def _near_misses(n: int, rng: random.Random) -> list[int]:
    """Numbers a careless reader could confuse with ``n``: swapped digits, a digit dropped, +-small."""
    s = str(n)
    out: set[int] = set()
    if len(s) >= 2:
        i = rng.randrange(len(s) - 1)
        sw = s[:i] + s[i + 1] + s[i] + s[i + 2:]
        if sw[0] != "0":
            out.add(int(sw))
    if len(s) >= 3:
        out.add(int(s[:-1]))
    out.add(n + rng.choice([-1, 1]) * max(1, round(n * rng.uniform(0.03, 0.12))))
    out.discard(n)
    return sorted(out)


# ---------------------------------------------------------------------------------------------------
# planning: what gets said (facts, distractors) before it is placed on the timeline


@dataclass
class _Item:
    text: str
    lang: str
    kind: str  # fact | distractor
    tpl: str
    lo: float
    hi: float
    key: str | None = None
    ack: str | None = None
    group: str | None = None
    day_offset: int = 0  # the event happened this many days before the turn (temporal answers)


@dataclass
class _QSpec:
    qtype: str
    keys: tuple[str, ...]
    en: Sequence[str]
    zh: Sequence[str]
    answer: str
    slot: str
    cross_ok: bool = False  # may also be asked in the other language
    date_answer: bool = False


class _Ctx:
    def __init__(self, rng: random.Random, lang: str, region: str) -> None:
        self.rng = rng
        self.lang = lang
        self.region = region
        self.cur = rng.choice(["$", "£", "€"]) if region == "west" else "¥"
        self.items: list[_Item] = []
        self.qspecs: list[_QSpec] = []
        self.used_names: set[str] = set()

    def flang(self) -> str:
        """Language of the next statement."""
        if self.lang == "mixed":
            return self.rng.choice(["en", "zh"])
        return self.lang

    def pick(self, seq: Sequence[Any]) -> Any:
        return seq[self.rng.randrange(len(seq))]

    def choice_int(self, lo: int, hi: int) -> int:
        return self.rng.randint(lo, hi)

    def fact(self, key: str, lang: str, tpl: str, text: str, lo: float, hi: float, ack: str,
             group: str | None = None, day_offset: int = 0) -> None:
        self.items.append(_Item(text, lang, "fact", tpl, lo, hi, key, ack, group, day_offset))

    def distract(self, tpl: str, lang: str, text: str, lo: float = 0.0, hi: float = 1.0) -> None:
        self.items.append(_Item(text, lang, "distractor", tpl, lo, hi))

    def ask(self, spec: _QSpec) -> None:
        self.qspecs.append(spec)

    def name(self, pool: Sequence[tuple[str, str]]) -> tuple[str, str]:
        free = [p for p in pool if p[0] not in self.used_names]
        n = self.pick(free or pool)
        self.used_names.add(n[0])
        return n

    def others(self, pool: Sequence[Any], exclude: Any, k: int) -> list[Any]:
        rest = [p for p in pool if p != exclude]
        return self.rng.sample(rest, min(k, len(rest)))


def _t(lang: str, pair: tuple[str, str]) -> str:
    return pair[0] if lang == "en" else pair[1]


def _say(ctx: _Ctx, lang: str, en: Sequence[str], zh: Sequence[str], **fills: Any) -> str:
    tpl = ctx.pick(en if lang == "en" else zh)
    vals = {k: (_t(lang, v) if isinstance(v, tuple) else v) for k, v in fills.items()}
    return str(tpl.format(**vals))


# --- value pools (en, zh) ----------------------------------------------------------------------------

WEST_CITIES = [("Lyon", "里昂"), ("Porto", "波尔图"), ("Denver", "丹佛"), ("Leeds", "利兹"), ("Austin", "奥斯汀"),
               ("Melbourne", "墨尔本"), ("Toronto", "多伦多"), ("Edinburgh", "爱丁堡"), ("Vancouver", "温哥华"),
               ("Seattle", "西雅图"), ("Dublin", "都柏林"), ("Munich", "慕尼黑"), ("Amsterdam", "阿姆斯特丹"),
               ("Copenhagen", "哥本哈根")]
CN_CITIES = [("Hangzhou", "杭州"), ("Chengdu", "成都"), ("Shenzhen", "深圳"), ("Nanjing", "南京"), ("Suzhou", "苏州"),
             ("Xiamen", "厦门"), ("Wuhan", "武汉"), ("Xi'an", "西安"), ("Qingdao", "青岛"), ("Changsha", "长沙"),
             ("Chongqing", "重庆"), ("Dalian", "大连"), ("Kunming", "昆明")]

JOBS_WEST = [
    (("data engineer", "数据工程师"), ("a logistics startup", "一家物流创业公司")),
    (("paediatric nurse", "儿科护士"), ("the children's hospital", "市儿童医院")),
    (("high-school chemistry teacher", "高中化学老师"), ("a public school downtown", "市中心的一所公立高中")),
    (("UX designer", "交互设计师"), ("a fintech company", "一家金融科技公司")),
    (("civil engineer", "土木工程师"), ("the city council", "市政府")),
    (("sous-chef", "副厨"), ("a busy tapas restaurant", "一家很火的西班牙小馆")),
    (("patent lawyer", "专利律师"), ("a small IP firm", "一家知识产权律所")),
    (("physiotherapist", "康复理疗师"), ("a sports clinic", "一家运动康复诊所")),
    (("product manager", "产品经理"), ("a travel app company", "一家旅行App公司")),
    (("game developer", "游戏开发"), ("an indie studio", "一家独立游戏工作室")),
    (("veterinarian", "兽医"), ("a 24-hour animal hospital", "一家24小时宠物医院")),
    (("accountant", "会计"), ("a mid-sized audit firm", "一家中型会计师事务所")),
]
JOBS_CN = [
    (("data engineer", "数据工程师"), ("a logistics company", "一家物流公司")),
    (("paediatric nurse", "儿科护士"), ("the children's hospital", "市儿童医院")),
    (("chemistry teacher", "高中化学老师"), ("No. 2 High School", "市二中")),
    (("UI designer", "UI设计师"), ("an internet company", "一家互联网大厂")),
    (("civil engineer", "土木工程师"), ("a design institute", "一家设计院")),
    (("chef", "厨师"), ("a Hunan restaurant", "一家湘菜馆")),
    (("lawyer", "律师"), ("a law firm", "一家律所")),
    (("physiotherapist", "康复治疗师"), ("a rehab hospital", "一家康复医院")),
    (("product manager", "产品经理"), ("an e-commerce company", "一家电商公司")),
    (("game developer", "游戏开发"), ("a game studio", "一家游戏工作室")),
    (("accountant", "会计"), ("an accounting firm", "一家会计师事务所")),
    (("bank teller", "银行柜员"), ("a city commercial bank", "一家城商行")),
]

DOGS = [("corgi", "柯基"), ("golden retriever", "金毛"), ("beagle", "比格犬"), ("dachshund", "腊肠犬"),
        ("border collie", "边牧"), ("Shiba Inu", "柴犬"), ("poodle", "泰迪"), ("Samoyed", "萨摩耶")]
CATS = [("tabby", "狸花猫"), ("Maine Coon", "缅因猫"), ("ragdoll", "布偶猫"), ("British Shorthair", "英短"),
        ("Siamese", "暹罗猫"), ("ginger cat", "橘猫")]
PET_NAMES_WEST = [("Mochi", "Mochi"), ("Biscuit", "Biscuit"), ("Pepper", "Pepper"), ("Luna", "Luna"),
                  ("Miso", "Miso"), ("Toffee", "Toffee"), ("Waffles", "Waffles"), ("Nori", "Nori"),
                  ("Pudding", "Pudding"), ("Olive", "Olive"), ("Pickles", "Pickles"), ("Juniper", "Juniper")]
PET_NAMES_CN = [("Doudou", "豆豆"), ("Niangao", "年糕"), ("Kele", "可乐"), ("Tuanzi", "团子"), ("Buding", "布丁"),
                ("Mantou", "馒头"), ("Qiuqiu", "球球"), ("Zhima", "芝麻"), ("Tangyuan", "汤圆"),
                ("Huajuan", "花卷")]

DRINKS_WEST = [("oat flat white", "燕麦澳白"), ("double espresso", "双份浓缩"), ("cold brew", "冷萃"),
               ("matcha latte", "抹茶拿铁"), ("chai latte", "印度香料茶拿铁"), ("green tea", "绿茶"),
               ("decaf cappuccino", "低因卡布奇诺"), ("Americano", "美式"), ("hojicha latte", "焙茶拿铁"),
               ("cortado", "可塔多")]
DRINKS_CN = [("oat latte", "燕麦拿铁"), ("Americano", "美式"), ("cold brew", "冷萃"), ("matcha latte", "抹茶拿铁"),
             ("pour-over coffee", "手冲"), ("flat white", "澳白"), ("green tea", "绿茶"), ("soy milk", "豆浆"),
             ("decaf latte", "低因拿铁"), ("milk tea", "奶茶")]

# (question category en, zh), old, new
TOOLS = [
    (("Python web framework", "Python Web框架"), "Django", "FastAPI"),
    (("frontend framework", "前端框架"), "React", "Svelte"),
    (("code editor", "代码编辑器"), "VS Code", "Neovim"),
    (("note-taking app", "笔记软件"), "Evernote", "Obsidian"),
    (("database", "数据库"), "MySQL", "PostgreSQL"),
    (("project-management tool", "项目管理工具"), "Jira", "Linear"),
    (("design tool", "设计软件"), "Sketch", "Figma"),
    (("CI system", "持续集成系统"), "Jenkins", "GitHub Actions"),
    (("password manager", "密码管理器"), "LastPass", "Bitwarden"),
    (("budgeting app", "记账软件"), "a spreadsheet", "YNAB"),
]

# (en, zh) old, new
EXERCISE = [
    (("running", "跑步"), ("swimming", "游泳")),
    (("cycling", "骑车"), ("yoga", "瑜伽")),
    (("lifting weights", "撸铁"), ("rock climbing", "攀岩")),
    (("tennis", "网球"), ("pilates", "普拉提")),
    (("badminton", "羽毛球"), ("hiking", "徒步")),
    (("CrossFit", "CrossFit"), ("rowing", "划船机")),
]

DIETS = [
    ("vegetarian",
     ["I stopped eating meat about {n} years ago, so veggie recipes only please.",
      "Quick heads-up for any recipe ideas: I'm vegetarian, have been for {n} years."],
     ["我已经{nz}年不吃肉了，推荐菜谱请只推素的。", "提前说一下，我吃素，已经{nz}年了。"],
     ("vegetarian (no meat)", "吃素")),
    ("peanuts",
     ["I'm allergic to peanuts — found out the hard way as a kid at a birthday party.",
      "Anything with peanuts is a no-go for me, I carry an EpiPen."],
     ["我对花生过敏，小时候吃了一口差点进医院。", "我碰不了花生，出门都随身带着肾上腺素笔。"],
     ("peanut allergy", "花生过敏")),
    ("lactose",
     ["Dairy wrecks my stomach, so I go for oat or soy versions of everything.",
      "Turns out I'm lactose intolerant, which explains a lot about my twenties."],
     ["我乳糖不耐受，喝牛奶就闹肚子。", "一碰奶制品肚子就不舒服，只能喝燕麦奶。"],
     ("lactose intolerant", "乳糖不耐受")),
    ("cilantro",
     ["I genuinely cannot stand cilantro, it tastes like soap to me.",
      "Please never put coriander leaves in anything you suggest, I hate the stuff."],
     ["我完全受不了香菜，一点都不能放。", "香菜对我来说就是肥皂味，千万别放。"],
     ("no cilantro/coriander", "不吃香菜")),
    ("gluten",
     ["I was diagnosed with coeliac disease last year, so everything has to be gluten-free.",
      "Wheat makes me really sick — I have coeliac — so no regular bread or pasta."],
     ["去年查出来乳糜泻，所有含麸质的都不能吃。", "我不能吃含小麦的东西，面条馒头都不行。"],
     ("gluten-free (coeliac)", "不能吃麸质")),
    ("spicy",
     ["My stomach can't handle chilli at all, even mild curries are too much.",
      "I'm the person who finds black pepper spicy. Keep the heat very low please."],
     ["我一点辣都吃不了，微辣都不行。", "胃不好，医生让我别吃辣的。"],
     ("no spicy food", "不能吃辣")),
]

KIDS_WEST = {"f": [("Lily", "Lily"), ("Ava", "Ava"), ("Isla", "Isla"), ("Maya", "Maya"), ("Zoe", "Zoe")],
             "m": [("Noah", "Noah"), ("Leo", "Leo"), ("Oscar", "Oscar"), ("Theo", "Theo"), ("Finn", "Finn")]}
KIDS_CN = {"f": [("Duoduo", "朵朵"), ("Youyou", "悠悠"), ("Guoguo", "果果"), ("Xixi", "希希"), ("Xiaomi", "小米")],
           "m": [("Lele", "乐乐"), ("Tiantian", "天天"), ("Mumu", "木木"), ("Yangyang", "洋洋"), ("Doudou", "豆豆")]}
ADULTS_WEST = {"m": [("Tom", "Tom"), ("Sanjay", "Sanjay"), ("Ben", "Ben"), ("Luis", "Luis"), ("Jonas", "Jonas"),
                     ("Ethan", "Ethan"), ("Kofi", "Kofi")],
               "f": [("Rachel", "Rachel"), ("Megan", "Megan"), ("Grace", "Grace"), ("Hannah", "Hannah"),
                     ("Chloe", "Chloe"), ("Fatima", "Fatima"), ("Ingrid", "Ingrid")]}
ADULTS_CN = {"m": [("Zhang Wei", "张伟"), ("Wang Lei", "王磊"), ("Sun Hao", "孙浩"), ("Zhou Jie", "周杰"),
                   ("Xu Yang", "徐洋"), ("Guo Qiang", "郭强"), ("He Chen", "何晨")],
             "f": [("Liu Fang", "刘芳"), ("Zhao Min", "赵敏"), ("Wu Ting", "吴婷"), ("Hu Jing", "胡静"),
                   ("Ma Li", "马丽"), ("Xu Lan", "许岚"), ("Tang Yue", "唐悦")]}


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# (fact noun en, zh), (question noun en, zh), price range
PURCHASES = [
    (("road bike", "公路车"), ("bicycle", "自行车"), (900, 3200)),
    (("sofa", "沙发"), ("couch", "长沙发"), (700, 2600)),
    (("standing desk", "升降桌"), ("adjustable workstation", "可调节办公桌"), (300, 900)),
    (("stroller", "婴儿推车"), ("pram", "宝宝车"), (250, 1100)),
    (("robot vacuum", "扫地机器人"), ("automatic floor cleaner", "自动清扫设备"), (200, 800)),
    (("massage chair", "按摩椅"), ("recliner for massages", "按摩座椅"), (900, 3800)),
    (("espresso machine", "意式咖啡机"), ("coffee maker", "咖啡设备"), (400, 1600)),
]

# (fact en, zh) (question en, zh) sentiment
EVENTS = [
    ("driving",
     ["Passed my driving test this morning!! Only one minor, on the roundabout.",
      "I'm officially allowed on the road — passed the practical exam today."],
     ["今天科目三一把过，终于拿到驾照了！", "今天路考过了，以后可以自己开车了！"],
     ["When did the user get their driving licence?", "On what date did the user qualify to drive?",
      "When did the user pass the driving test?"],
     ["用户是哪天考出驾驶证的？", "用户什么时候获得了开车的资格？", "用户哪天拿到的驾照？"],
     ["My cousin failed his driving test for the third time, poor guy.",
      "How many lessons do most people need before they're ready to drive alone?"],
     ["我表弟科目二又挂了，已经第三次了。", "一般要练多少个小时才能去考驾照？"],
     "good"),
    ("halfmarathon",
     ["Crossed the finish line of my first half marathon today — legs are jelly.",
      "21.1 km done this morning, my first ever! Time was slow but who cares."],
     ["今天跑完了人生第一个半马，腿已经不是自己的了。", "早上完成了第一次21公里比赛，配速很慢但很开心！"],
     ["When did the user complete their first long-distance running race?",
      "On what day did the user run the half-marathon?", "When did the user run their first half marathon?"],
     ["用户哪天完成了第一次半程马拉松？", "用户第一次参加长跑比赛是什么时候？", "用户哪天跑完第一个半马？"],
     ["My colleague is training for the Berlin marathon, she runs every single day.",
      "What should I eat the night before a long race?"],
     ["同事在备战北京马拉松，每天都在练。", "长距离比赛前一晚吃什么比较好？"],
     "good"),
    ("teeth",
     ["Had two wisdom teeth pulled this afternoon, my face looks like a hamster.",
      "Just back from the oral surgeon — both lower wisdom teeth are gone."],
     ["下午去医院拔了两颗智齿，脸肿得像仓鼠。", "刚从口腔科回来，下面两颗智齿都拔掉了。"],
     ["When did the user have dental surgery?", "On which day did the user get their molars extracted?",
      "When did the user have their wisdom teeth pulled?"],
     ["用户是哪天做的牙科手术？", "用户什么时候去拔的牙？", "用户哪天拔的智齿？"],
     ["My dentist keeps telling me to floss more, every single visit.",
      "Is it normal for gums to bleed a little when brushing?"],
     ["牙医每次都说我该用牙线了。", "刷牙的时候牙龈出血正常吗？"],
     "bad"),
    ("concert",
     ["Saw Coldplay live tonight, absolutely unreal, my voice is gone.",
      "Just got home from the Taylor Swift show — three and a half hours and worth every minute."],
     ["今晚去看了五月天的演唱会，嗓子都喊哑了。", "刚看完周杰伦的演唱会回来，太值了！"],
     ["When did the user attend a live music show?", "What day was the user at the stadium gig?",
      "When did the user go to the concert?"],
     ["用户什么时候去看的现场演出？", "用户是哪天去听的演唱会？"],
     ["My sister got tickets for a jazz festival in July.",
      "Any tips for getting resale tickets without getting scammed?"],
     ["我妹抢到了七月音乐节的票。", "二手平台买演出票怎么避免被骗？"],
     "good"),
    ("engaged",
     ["He proposed last night on the beach and I said yes!!",
      "We got engaged last night — still staring at the ring."],
     ["昨晚他在海边跟我求婚了，我答应了！", "我们昨晚订婚了，我现在还在盯着戒指看。"],
     ["When did the user get engaged?", "On what date did the user's partner pop the question?"],
     ["用户是哪天订婚的？", "用户的另一半是什么时候求的婚？"],
     ["My best friend's wedding is in October and I'm the maid of honour.",
      "How much do people usually spend on a wedding ring these days?"],
     ["我闺蜜十月份结婚，我当伴娘。", "现在买婚戒一般花多少钱？"],
     "good"),
    ("promotion",
     ["Got promoted to senior today! They told me in my one-on-one.",
      "Big news: they're making me team lead, effective today."],
     ["今天一对一的时候领导说我升职了！", "好消息，今天正式升为组长了！"],
     ["When did the user receive a promotion?", "On which day did the user move up at their company?",
      "When did the user get promoted?"],
     ["用户什么时候得到晋升的？", "用户是哪天升的职？", "用户哪天当上组长的？"],
     ["My friend just got passed over for promotion again, she's furious.",
      "How do I ask for a raise without sounding entitled?"],
     ["朋友又没评上晋升，气坏了。", "怎么跟领导提涨薪比较合适？"],
     "good"),
    ("covid",
     ["Tested positive for covid this morning, ugh, everything aches.",
      "Two lines on the test today. Covid finally got me."],
     ["早上测了一下，阳了，浑身疼。", "今天抗原两道杠，还是没躲过新冠。"],
     ["When did the user come down with covid?", "On what date did the user test positive?"],
     ["用户是哪天感染新冠的？", "用户什么时候检测出阳性的？"],
     ["Half my office is off sick this week.", "How long should I isolate after a positive test?"],
     ["这周办公室一半人都病倒了。", "阳了以后要隔离几天？"],
     "bad"),
    ("laptop",
     ["My new laptop arrived today, the old ThinkPad can finally retire.",
      "Unboxed the new MacBook this afternoon, it's so fast."],
     ["新电脑今天到了，旧的那台终于可以退休了。", "下午拆了新买的笔记本，速度快太多了。"],
     ["When did the user get a new computer?", "What day did the user's replacement notebook PC show up?"],
     ["用户是哪天换的新笔记本电脑？", "用户的新电脑是什么时候到的？"],
     ["My brother's computer died in the middle of his thesis.",
      "Is 16GB of RAM enough for photo editing?"],
     ["我弟的电脑写论文的时候坏了。", "修图的话16G内存够用吗？"],
     "good"),
    ("tattoo",
     ["Got my first tattoo today — a tiny fern on my wrist.",
      "Finally did it: fine-line swallow on my ankle, got it done this afternoon."],
     ["今天去纹了人生第一个纹身，手腕上一片小叶子。", "下午终于去纹身了，脚踝上一只小燕子。"],
     ["When did the user get inked?", "On what date did the user get body art done?",
      "When did the user get their first tattoo?"],
     ["用户什么时候去纹的身？", "用户是哪天做的纹身？", "用户哪天纹的第一个纹身？"],
     ["My coworker has a full sleeve, it took him three years.", "Does laser tattoo removal hurt a lot?"],
     ["同事整条胳膊都是花臂，纹了三年。", "洗纹身疼不疼？"],
     "bad"),
]

HOBBIES = [
    (("bouldering", "攀岩"),
     ["Signed up for the bouldering gym near the office, my forearms are destroyed.",
      "Went climbing at the new bouldering wall after work, I'm hooked."],
     ["在公司附近办了张攀岩馆的卡，前臂酸得抬不起来。", "下班去新开的抱石馆爬了两个小时，上瘾了。"]),
    (("pottery", "陶艺"),
     ["Took my first pottery class last night and made a very wonky bowl.",
      "Started a wheel-throwing course on Thursdays, clay everywhere."],
     ["昨晚第一次去上陶艺课，捏了个歪歪扭扭的碗。", "报了个拉坯课，每周四晚上，弄得满身都是泥。"]),
    (("five-a-side football", "踢野球"),
     ["Joined a Sunday five-a-side football group, I'm terrible but it's fun.",
      "A neighbour roped me into his Sunday kickabout — five-a-side, very casual."],
     ["加入了一个周日踢野球的群，踢得很烂但很开心。", "邻居拉我进了周末五人制足球局，纯属娱乐。"]),
    (("ukulele", "尤克里里"),
     ["I've started learning the ukulele from YouTube videos, my fingertips hurt.",
      "Bought a cheap ukulele and can already play three chords!"],
     ["跟着B站视频开始学尤克里里，手指头疼。", "买了把便宜的尤克里里，已经会弹三个和弦了！"]),
    (("film photography", "胶片摄影"),
     ["Bought an old film camera at a flea market and shot my first roll.",
      "Got my first roll of 35mm developed, half of it is blurry but I love it."],
     ["在二手市场淘了台胶片机，拍完了第一卷。", "第一卷胶卷冲洗出来了，一半都糊了但我很喜欢。"]),
    (("gardening", "种菜养花"),
     ["Started a little herb garden on the balcony — basil, mint and some sad thyme.",
      "Planted tomatoes in pots on the balcony, fingers crossed."],
     ["在阳台上种了一排香草，薄荷罗勒都有。", "阳台上种了几盆小番茄，希望能结果。"]),
    (("book club", "读书会"),
     ["Joined a book club at the library, first meeting is next Tuesday.",
      "Went to my first book club meeting, we argued about the ending for an hour."],
     ["报名了图书馆的读书会，下周二第一次活动。", "第一次去参加读书会，大家为结局争了一个小时。"]),
    (("salsa dancing", "萨尔萨舞"),
     ["Started salsa lessons with a friend, I keep stepping on people's feet.",
      "Salsa class number two tonight, slightly less awkward."],
     ["和朋友一起去学萨尔萨舞了，老踩别人的脚。", "今晚第二节拉丁舞课，没那么尴尬了。"]),
]

TRIPS_WEST = [
    (("Lisbon", "里斯本"), ["Just got back from a long weekend in Lisbon — so many custard tarts.",
                            "Back from Lisbon, my legs hurt from all those hills."],
     ["刚从里斯本玩了一个长周末回来，蛋挞吃到撑。"]),
    (("the Dolomites", "多洛米蒂"), ["Spent four days hiking in the Dolomites, my calves hate me.",
                                    "Home after a week of trekking in the Dolomites, views were insane."],
     ["在多洛米蒂徒步了四天，小腿废了。"]),
    (("Singapore", "新加坡"), ["Quick work trip to Singapore, the jet lag is brutal.",
                              "Spent three days in Singapore for a conference, ate so much laksa."],
     ["去新加坡出了趟差，时差倒不过来。"]),
    (("Mexico City", "墨西哥城"), ["Back from a week in Mexico City, the tacos were unreal.",
                                  "Mexico City was amazing, I want to go back already."],
     ["刚从墨西哥城玩了一周回来，塔可太好吃了。"]),
    (("Kyoto", "京都"), ["Kyoto during cherry blossom season was packed but magical.",
                        "Just landed back home after six days in Kyoto."],
     ["樱花季去了京都，人超多但真的很美。"]),
    (("Edinburgh", "爱丁堡"), ["We did a weekend in Edinburgh, climbed Arthur's Seat in the rain.",
                              "Back from Scotland — Edinburgh was freezing but gorgeous."],
     ["去爱丁堡过了个周末，冒雨爬了亚瑟王座。"]),
]
TRIPS_CN = [
    (("Xiamen", "厦门"), ["Just spent three days in Xiamen, Gulangyu was packed."],
     ["刚从厦门玩了三天回来，鼓浪屿人好多。", "厦门回来了，沙茶面吃了四顿。"]),
    (("Xi'an", "西安"), ["Went to Xi'an over the May holiday, the Terracotta Army was stunning."],
     ["五一去了趟西安，兵马俑太震撼了。", "西安回来了，肉夹馍和羊肉泡馍吃爽了。"]),
    (("Yunnan", "云南"), ["Did a four-day trek in Yunnan, my legs are finished."],
     ["去云南徒步了四天，腿都废了。", "从大理回来了，洱海边骑车太舒服了。"]),
    (("Singapore", "新加坡"), ["Business trip to Singapore, can't shake the jet lag."],
     ["出差去了一趟新加坡，时差倒不过来。", "新加坡开会三天，天天吃叻沙。"]),
    (("Harbin", "哈尔滨"), ["Harbin ice festival was freezing but unforgettable."],
     ["去哈尔滨看了冰雪大世界，冻成狗但很值。", "哈尔滨回来了，零下三十度真不是开玩笑的。"]),
    (("Qingdao", "青岛"), ["Weekend in Qingdao, beer and seafood every night."],
     ["周末去青岛吃了两天海鲜喝了两天啤酒。", "青岛回来了，海边的风好大。"]),
]
PLANS_WEST = [("Iceland", "冰岛"), ("Japan", "日本"), ("Patagonia", "巴塔哥尼亚"), ("Vietnam", "越南"),
              ("New Zealand", "新西兰"), ("Morocco", "摩洛哥"), ("Norway", "挪威"), ("Peru", "秘鲁")]
PLANS_CN = [("Xinjiang", "新疆"), ("Tibet", "西藏"), ("Japan", "日本"), ("Thailand", "泰国"), ("Hainan", "海南"),
            ("Guilin", "桂林"), ("Iceland", "冰岛"), ("Inner Mongolia", "内蒙古")]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]

HEALTH = [
    (("back pain", "腰疼"), ["My lower back has been killing me since I started working from home.",
                            "Sciatica flared up again, sitting all day is not helping."],
     ["自从在家办公，腰一直疼。", "坐骨神经又疼了，一整天坐着太难受。"]),
    (("low iron", "缺铁"), ["Doctor says my iron is low, so I'm on supplements now.",
                           "Blood test came back — anaemic, apparently. Iron tablets for three months."],
     ["医生说我缺铁，让我补铁剂。", "体检报告出来了，有点贫血，要吃三个月铁剂。"]),
    (("asthma", "哮喘"), ["Got diagnosed with mild asthma, I carry an inhaler now.",
                         "The pulmonologist confirmed it's asthma, explains the wheezing on runs."],
     ["查出来有轻度哮喘，现在随身带着喷雾。", "呼吸科医生确诊是哮喘，难怪跑步老喘。"]),
    (("migraines", "偏头痛"), ["Had another migraine today, third one this month.",
                              "Neurologist put me on a preventive for the migraines."],
     ["今天偏头痛又犯了，这个月第三次了。", "神经科医生给我开了预防偏头痛的药。"]),
    (("insomnia", "失眠"), ["I've been lying awake until 3am most nights, the insomnia is back.",
                           "Sleep clinic says it's chronic insomnia, starting CBT for it."],
     ["最近又失眠了，天天熬到三点才睡着。", "睡眠门诊说我是慢性失眠，要做认知行为治疗。"]),
]

# --- acknowledgements the assistant gives after a statement (value-free on purpose) ---------------------

ACKS: dict[str, tuple[list[str], list[str]]] = {
    "job": (["That sounds demanding — how are you finding the workload lately?",
             "Sounds like that keeps you busy! Anything I can help with today?"],
            ["听起来挺辛苦的，最近工作量还好吗？", "听起来每天都很忙呀，今天有什么要我帮忙的吗？"]),
    "city_old": (["Sounds like a lovely place to live!", "A good neighbourhood makes such a difference."],
                 ["听起来住得挺舒服的！", "住的地方环境好真的很重要。"]),
    "city_new": (["Congrats on the move! Settling into a new place always takes a while.",
                  "Moving is exhausting — hope the unpacking goes quickly!"],
                 ["恭喜搬家！适应新环境总需要点时间。", "搬家太累了，希望早点收拾完！"]),
    "pet": (["Aww, congratulations on the new family member! How is the little one settling in?",
             "That's adorable. Remember to pet-proof your cables!"],
            ["哇，恭喜家里添了新成员！小家伙适应得怎么样？", "太可爱了，记得把电线都收好哦！"]),
    "drink_old": (["A good morning drink makes all the difference.", "Ha, a proper morning ritual!"],
                  ["早上来一杯确实能提神。", "哈哈，这是固定的早晨仪式了。"]),
    "drink_new": (["Good call — cutting back on caffeine can really help with sleep.",
                   "Nice, it's fun to shake up the routine."],
                  ["挺好的，少点咖啡因对睡眠有帮助。", "换换口味也不错。"]),
    "tool_old": (["Sticking with what you know is often the most productive choice.",
                  "Sounds like a solid setup."],
                 ["用熟了的工具效率最高。", "听起来配置挺稳的。"]),
    "tool_new": (["Nice! Migrations like that are painful at first but usually pay off.",
                  "Exciting — let me know if you hit any snags with the new setup."],
                 ["不错！迁移一开始会有点痛苦，但一般都值得。", "挺好的，新环境遇到问题可以随时问我。"]),
    "exercise_old": (["Great way to clear your head before the day starts.", "Love that routine!"],
                     ["每天运动一下脑子都清醒了。", "这个习惯很棒！"]),
    "exercise_new": (["Sorry about the injury — low-impact training is a smart move.",
                      "Mixing things up is good for the body, enjoy!"],
                     ["受伤了真遗憾，换个低冲击的运动挺明智的。", "换换运动方式对身体也好，加油！"]),
    "diet": (["Noted! I'll keep that in mind whenever I suggest recipes.",
              "Thanks for telling me, I'll factor that in for meal ideas."],
             ["记住了！以后推荐菜谱会注意的。", "谢谢告诉我，推荐吃的时候会考虑到。"]),
    "family": (["That's lovely, enjoy the family time!", "Time flies, doesn't it?"],
               ["真好，好好享受家庭时光！", "时间过得真快呀。"]),
    "purchase": (["Nice! Worth investing in something you'll use every day.", "Enjoy the new toy!"],
                 ["不错！天天用的东西值得买好一点。", "恭喜入手新装备！"]),
    "insurance": (["Ouch — premiums have gone up everywhere this year.", "That's a chunk of money, yeah."],
                  ["是啊，今年保费普遍都涨了。", "这笔钱确实不少。"]),
    "event_good": (["Congratulations!! That's a big milestone.", "Amazing news, well done!"],
                   ["恭喜恭喜！这可是个里程碑。", "太棒了，祝贺你！"]),
    "event_bad": (["Oh no, take it easy and rest up.", "Hope you feel better soon!"],
                  ["哎呀，好好休息。", "希望你早日恢复！"]),
    "manager": (["Glad that got sorted!", "Good to have a supportive boss."],
                ["搞定了就好！", "有个靠谱的领导真好。"]),
    "plan": (["That sounds amazing — want help putting together an itinerary?",
              "What a trip! Let me know if you want packing tips."],
             ["听起来太棒了，需要我帮你规划行程吗？", "好期待！需要的话我可以帮你列行李清单。"]),
    "hobby": (["That sounds like a fun thing to try!", "Love that you're trying something new."],
              ["听起来很好玩！", "尝试新东西真好。"]),
    "trip": (["Welcome back! Sounds like a great trip.", "Glad you had a good time away!"],
             ["欢迎回来！听起来玩得很开心。", "出去走走真好！"]),
    "health": (["Sorry to hear that — hope it improves soon.", "That sounds rough, take care of yourself."],
               ["听到这个很难过，希望快点好起来。", "挺折腾的，多注意身体。"]),
}


# --- the slots: each adds facts, distractors and question specs to the context --------------------------

EARLY = (0.02, 0.45)
LATE = (0.60, 0.97)
ANY = (0.02, 0.97)


def slot_job(c: _Ctx) -> None:
    job, org = c.pick(JOBS_WEST if c.region == "west" else JOBS_CN)
    lang = c.flang()
    n = c.rng.randint(2, 9)
    text = _say(c, lang, [
        "I've been a {job} at {org} for {n} years now.",
        "Long day — being a {job} at {org} means nothing ever goes to plan.",
        "Funny thing about being a {job}: everyone I meet wants free advice.",
        "Another chaotic week at {org}. Such is life as a {job}.",
        "I work as a {job} at {org}; the job is great but the hours are long.",
        "My job at {org} is pretty varied — officially I'm a {job}, unofficially I fix the printer.",
    ], [
        "我在{org}当{job}，已经{nz}年了。",
        "今天又是兵荒马乱的一天，在{org}当{job}就是这样。",
        "当{job}最大的烦恼就是亲戚朋友总找我免费咨询。",
        "{org}这周又忙疯了，{job}真不好当。",
        "我在{org}工作，职位是{job}，工作挺充实的。",
    ], job=job, org=org, n=n, nz=ZH_NUM.get(n, str(n)))
    c.fact("job", lang, "job.fact", text, *ANY, ack="job")
    for other, _org in c.others(JOBS_WEST + JOBS_CN, (job, org), 3):
        dl = c.flang()
        c.distract("job.distractor", dl, _say(c, dl, [
            "My brother-in-law just started as a {o} and he's loving it so far.",
            "Can you help me write a job ad for a {o} position?",
            "My flatmate's job as a {o} sounds way more relaxed than it should be.",
            "What does a typical day look like for a {o}?",
            "Had dinner with an old friend who works as a {o}, she hates the hours.",
        ], [
            "我表哥刚转行做了{o}，说挺喜欢的。",
            "帮我写一份{o}岗位的招聘启事。",
            "我室友做{o}的，工作比想象中轻松多了。",
            "{o}平时一天都干些什么？",
            "和一个做{o}的老同学吃饭，她天天抱怨加班。",
        ], o=other))
    c.ask(_QSpec("single_hop", ("job",), [
        "What does the user do for a living?", "What is the user's occupation?",
        "What's the user's line of work?", "How does the user earn their income?", "What is the user's job?",
        "Where does the user work, and in what role?",
    ], ["用户是做什么工作的？", "用户的职业是什么？",
        "用户靠什么谋生？", "用户从事哪一行？", "用户在哪里工作，做什么职位？"],
        f"{job[0]} / {job[1]}", "job", cross_ok=True))


def slot_city(c: _Ctx) -> None:
    pool = WEST_CITIES if c.region == "west" else CN_CITIES
    old, new, *rest = c.rng.sample(pool, 5)
    lo = c.flang()
    c.fact("city.old", lo, "city.old", _say(c, lo, [
        "Rent in {city} keeps going up, but I love my neighbourhood here.",
        "I live in {city}, right by the river — best walks ever.",
        "Another grey weekend in {city}. I should really explore more of it.",
        "My flat in {city} is tiny but the location is unbeatable.",
    ], [
        "{city}的房租越来越贵了，不过我挺喜欢我们小区的。",
        "我住在{city}，家门口就是江边，散步特别舒服。",
        "{city}这周末又是阴天，我真该多出去逛逛。",
        "我在{city}租的房子很小，但位置没得说。",
    ], city=old), *EARLY, ack="city_old")
    ln = c.flang()
    c.fact("city.new", ln, "city.new", _say(c, ln, [
        "We finally finished the move to {city} last weekend — boxes everywhere!",
        "First week living in {city} and I'm still figuring out the buses.",
        "I relocated to {city} for the new role; the flat search was brutal.",
        "Officially a {city} resident now, changed my address on everything today.",
        "We live in {city} now — the move went smoother than expected.",
    ], [
        "我上个月搬到了{city}，现在还在适应。",
        "终于在{city}安顿下来了，箱子还没拆完。",
        "为了新工作我们全家搬去了{city}，找房子找得头都大了。",
        "今天把所有地址都改成{city}的了，正式成为新{city}人。",
        "搬家到{city}以后通勤时间少了一半。",
    ], city=new), *LATE, ack="city_new")
    dl = c.flang()
    c.distract("city.nostalgia", dl, _say(c, dl, [
        "Kind of miss the bakeries back in {city} though.",
        "Saw a documentary about {city} last night and got weirdly homesick.",
    ], ["有点想念{city}的小吃了。", "昨晚看了个讲{city}的纪录片，突然有点想家。"], city=old), *LATE)
    for other in rest:
        dl = c.flang()
        c.distract("city.distractor", dl, _say(c, dl, [
            "My sister just moved to {o}, she says the food scene is great.",
            "Have you ever looked into {o}? Thinking about a weekend trip.",
            "What are the best neighbourhoods to live in {o}?",
            "A colleague is relocating to {o} and asked me for tips, no idea what to tell her.",
        ], [
            "我姐刚搬到{o}，说那边好吃的特别多。",
            "你了解{o}吗？想周末去转转。",
            "{o}哪个区最适合住？",
            "同事要调去{o}工作，问我有什么建议，我也不知道。",
        ], o=other))
    c.ask(_QSpec("knowledge_update", ("city.new",), [
        "Which city does the user live in now?", "Where is the user currently based?",
        "What city is the user's home these days?", "Where does the user reside at the moment?",
        "Which city did the user move to?",
    ], ["用户搬到了哪个城市？", "用户现在住在哪个城市？",
        "用户目前在哪里生活？", "用户如今定居在哪儿？", "用户现在的家在哪个城市？"],
        f"{new[0]} / {new[1]}", "city"))


def slot_pet(c: _Ctx) -> None:
    species = c.rng.choice(["dog", "cat"])
    sp = ("dog", "狗") if species == "dog" else ("cat", "猫")
    breed = c.pick(DOGS if species == "dog" else CATS)
    name = c.name(PET_NAMES_WEST if c.region == "west" else PET_NAMES_CN)
    lang = c.flang()
    c.fact("pet", lang, "pet.fact", _say(c, lang, [
        "I adopted a {breed} named {name} from the shelter last weekend!",
        "Meet {name}, my new {breed} — already rules the flat.",
        "We brought home a little {breed} yesterday. We're calling her {name}.",
        "{name}, my {breed}, chewed through another phone charger today. Worth it though.",
        "Our new {sp}, a little {breed} called {name}, has already claimed the sofa.",
    ], [
        "上周末我从救助站领养了一只{breed}，取名叫{name}。",
        "家里新来了一只{breed}，叫{name}，已经成了一家之主。",
        "昨天接回来一只小{breed}，我们给她起名{name}。",
        "{name}（我家的{breed}）今天又把充电线咬断了，但还是好可爱。",
        "我们家新养了一只{sp}，是{breed}，名字叫{name}。",
    ], breed=breed, name=name, sp=sp), *ANY, ack="pet")
    others = c.others(DOGS if species == "dog" else CATS, breed, 2)
    onames = c.others(PET_NAMES_WEST if c.region == "west" else PET_NAMES_CN, name, 3)
    for ob, on in zip(others, onames, strict=False):
        dl = c.flang()
        c.distract("pet.distractor", dl, _say(c, dl, [
            "My coworker's {sp} is a {ob} called {on}, the sweetest thing.",
            "My neighbour's {ob} barks all night, I'm losing my mind.",
            "Went to a friend's place and her {ob} {on} wouldn't leave me alone.",
        ], [
            "我同事家的{sp}是只{ob}，叫{on}，特别乖。",
            "楼下邻居家的{ob}整晚叫个不停，快疯了。",
            "去朋友家玩，她家的{ob}{on}一直黏着我。",
        ], sp=sp, ob=ob, on=on))
    dl = c.flang()
    c.distract("pet.topic", dl, _say(c, dl, [
        "What's the best food for a senior {sp}?", "How often should a {sp} see the vet?",
        "Is it true that {sp}s can't eat grapes?",
    ], ["老年{sp}吃什么粮比较好？", "{sp}多久需要去一次宠物医院？", "{sp}是不是不能吃葡萄？"], sp=sp))
    c.ask(_QSpec("single_hop", ("pet",), [
        f"What kind of {sp[0]} does the user have?", f"Which breed is the user's {sp[0]}?",
        "What sort of animal did the user bring home?",
    ], [f"用户养的是什么品种的{sp[1]}？", f"用户家的{sp[1]}是什么品种？", "用户领养了什么动物？"],
        f"{breed[0]} / {breed[1]}", "pet.kind", cross_ok=True))
    c.ask(_QSpec("name_number", ("pet",), [
        "What's the user's pet called?", f"What is the name of the user's {sp[0]}?",
        "What name did the user give their animal?",
    ], ["用户的宠物叫什么名字？", f"用户家{sp[1]}叫啥？", "用户给宠物起了什么名字？"],
        name[0] if name[0] == name[1] else f"{name[0]} / {name[1]}", "pet.name", cross_ok=True))


def slot_drink(c: _Ctx) -> None:
    pool = DRINKS_WEST if c.region == "west" else DRINKS_CN
    old, new, *rest = c.rng.sample(pool, 4)
    lo = c.flang()
    c.fact("drink.old", lo, "drink.old", _say(c, lo, [
        "My morning ritual is a {d} from the café downstairs.",
        "I can't function before my {d}, seriously.",
        "Had my usual {d} and now I'm ready to face the inbox.",
    ], [
        "我每天早上都要来一杯{d}，不然整个人都醒不过来。",
        "楼下咖啡店的{d}是我每天的续命水。",
        "喝完我的{d}，终于可以开始回邮件了。",
    ], d=old), *EARLY, ack="drink_old")
    ln = c.flang()
    c.fact("drink.new", ln, "drink.new", _say(c, ln, [
        "I've switched to {d} — too much caffeine was wrecking my sleep.",
        "New habit: {d} every morning instead of my old order.",
        "The barista doesn't even ask anymore, it's {d} for me now.",
        "These days my coffee order is a {d}, nothing else.",
    ], [
        "最近改喝{d}了，之前咖啡因太多晚上总睡不着。",
        "现在早上都换成{d}了，不再点以前那个。",
        "店员都记住我了，现在每次都是{d}。",
        "现在早上只喝{d}，别的都不点了。",
    ], d=new), *LATE, ack="drink_new")
    for other in rest:
        dl = c.flang()
        c.distract("drink.distractor", dl, _say(c, dl, [
            "My manager drinks like four {o}s a day, it's insane.",
            "Is a {o} stronger than regular drip coffee?",
            "Tried a {o} at the new place on the corner — not for me.",
        ], [
            "我们领导一天能喝四杯{o}，太夸张了。",
            "{o}的咖啡因比普通咖啡多吗？",
            "路口新开的店试了下{o}，不太喜欢。",
        ], o=other))
    c.ask(_QSpec("knowledge_update", ("drink.new",), [
        "What does the user drink in the morning these days?",
        "What's the user's current go-to café order?",
        "Which beverage does the user start the day with now?", "What coffee order does the user have now?",
    ], ["用户现在早上一般喝什么？", "用户现在点咖啡点什么？",
        "用户最近常点的饮品是什么？", "用户如今每天早上的饮料是什么？"],
        f"{new[0]} / {new[1]}", "drink"))


def slot_tool(c: _Ctx) -> None:
    cat, old, new = c.pick(TOOLS)
    lo = c.flang()
    c.fact("tool.old", lo, "tool.old", _say(c, lo, [
        "Honestly {old} does everything I need, no plans to change.",
        "Spent the whole afternoon wrestling with {old} again.",
        "{old} is what I use every day — I know it inside out.",
    ], [
        "{old}我用了好几年了，基本够用，不打算换。",
        "今天下午又在跟{old}较劲。",
        "我每天都在用{old}，已经非常熟了。",
    ], old=old), *EARLY, ack="tool_old")
    ln = c.flang()
    c.fact("tool.new", ln, "tool.new", _say(c, ln, [
        "I've moved everything over from {old} to {new}.",
        "Switched to {new} last week and I'm not looking back.",
        "Finally ditched {old}; {new} is so much nicer to work with.",
        "We use {new} now instead of {old}, the whole team switched.",
    ], [
        "我已经把东西全从{old}迁到{new}了。",
        "上周换成了{new}，回不去了。",
        "终于弃用{old}了，{new}好用太多。",
    ], old=old, new=new), *LATE, ack="tool_new")
    dl = c.flang()
    c.distract("tool.distractor", dl, _say(c, dl, [
        "A friend keeps telling me to try some other {cat}, but I don't see the point.",
        "What's the most popular {cat} right now?",
        "Our intern asked which {cat} he should learn first.",
    ], ["朋友一直劝我换个别的{cat}，我觉得没必要。", "现在最流行的{cat}是哪个？", "实习生问我该先学哪个{cat}。"],
        cat=cat))
    c.ask(_QSpec("knowledge_update", ("tool.new",), [
        f"Which {cat[0]} does the user use now?", f"What {cat[0]} is the user currently working with?",
        f"What did the user switch to as their {cat[0]}?",
    ], [f"用户现在用的是哪个{cat[1]}？", f"用户目前在用什么{cat[1]}？", f"用户把{cat[1]}换成了什么？"], new, "tool"))


def slot_exercise(c: _Ctx) -> None:
    old, new = c.pick(EXERCISE)
    lo = c.flang()
    c.fact("exercise.old", lo, "exercise.old", _say(c, lo, [
        "Doing {x} before work every morning has been great for my head.",
        "I'm trying to get my {x} up to four times a week.",
    ], ["每天上班前去{x}，感觉脑子都清醒了。", "我打算把{x}提高到一周四次。"], x=old), *EARLY,
        ack="exercise_old")
    ln = c.flang()
    c.fact("exercise.new", ln, "exercise.new", _say(c, ln, [
        "My knee's been bad, so I've swapped {o} for {x}.",
        "Gave up {o} for now — it's {x} three times a week instead.",
        "New routine: {x} on Mondays, Wednesdays and Fridays. Bye-bye {o}.",
        "For exercise I'm doing {x} now; {o} was wrecking my joints.",
    ], [
        "膝盖不太舒服，最近把{o}换成了{x}。",
        "暂时不{o}了，现在改成一周三次{x}。",
        "新计划：一三五{x}，{o}先停一停。",
    ], o=old, x=new), *LATE, ack="exercise_new")
    dl = c.flang()
    c.distract("exercise.distractor", dl, _say(c, dl, [
        "My dad started {x} at 65, he's fitter than me now.",
        "Is it bad to exercise when you're still sore from the day before?",
        "What's a good warm-up routine before a workout?",
    ], ["我爸65岁开始{x}，现在比我还健康。", "肌肉还酸的时候继续锻炼好不好？", "运动前怎么热身比较好？"],
        x=c.pick([p for pair in EXERCISE for p in pair if p not in (old, new)])))
    c.ask(_QSpec("knowledge_update", ("exercise.new",), [
        "What does the user do for exercise these days?", "How does the user currently stay in shape?",
        "What is the user's workout of choice at the moment?", "What exercise does the user do now?",
    ], ["用户现在做什么运动？", "用户最近靠什么运动锻炼身体？",
        "用户现在主要做什么运动？", "用户目前的健身方式是什么？"],
        f"{new[0]} / {new[1]}", "exercise"))


def slot_diet(c: _Ctx) -> None:
    key, en, zh, ans = c.pick(DIETS)
    lang = c.flang()
    n = c.rng.randint(3, 9)
    c.fact("diet", lang, "diet.fact", _say(c, lang, en, zh, n=n, nz=ZH_NUM.get(n, str(n))), *ANY, ack="diet")
    for okey, *_ in c.others(DIETS, (key, en, zh, ans), 2):
        dl = c.flang()
        friend = c.pick(["my roommate", "my boyfriend's mum", "a guest", "my colleague"])
        c.distract("diet.distractor", dl, _say(c, dl, [
            "Hosting dinner Saturday — {f} is {what}, any menu ideas?",
            "Need a dessert that works for someone who is {what}.",
        ], ["周六请客，{fz}{whatz}，有什么菜单建议？", "想做个甜点，要适合{whatz}的人吃。"],
            f=friend, what={"vegetarian": "vegetarian", "peanuts": "allergic to peanuts",
                            "lactose": "lactose intolerant", "cilantro": "picky about herbs",
                            "gluten": "coeliac", "spicy": "sensitive to spice"}[okey],
            fz=c.pick(["室友", "男朋友的妈妈", "一位客人", "同事"]),
            whatz={"vegetarian": "吃素", "peanuts": "花生过敏", "lactose": "乳糖不耐受",
                   "cilantro": "不吃香菜", "gluten": "不能吃麸质", "spicy": "不能吃辣"}[okey]))
    c.ask(_QSpec("single_hop", ("diet",), [
        "Are there any dietary restrictions to keep in mind when suggesting meals for the user?",
        "Is there anything the user can't or won't eat?",
        "What should a cook know about the user's eating habits?",
        "Which foods should recipes for the user avoid?",
    ], ["给用户推荐菜的时候有什么忌口要注意？", "用户在饮食上有什么限制？", "用户有什么不能吃的东西吗？"],
        f"{ans[0]} / {ans[1]}", "diet", cross_ok=True))


def slot_child(c: _Ctx) -> None:
    girl = c.rng.random() < 0.5
    kids = KIDS_WEST if c.region == "west" else KIDS_CN
    kid = c.name(kids["f" if girl else "m"])
    age = c.rng.randint(3, 11)
    lang = c.flang()
    c.fact("child", lang, "child.fact", _say(c, lang, [
        "My {rel} {name} just turned {age} — we had a bouncy castle and everything.",
        "{name}'s {nth} birthday party was chaos. Twelve kids, one {rel2}, zero naps.",
        "Can't believe my little {name} is {age} already. Where did the time go?",
    ], [
        "我{relz}{name}上周刚满{agez}岁，办了个小派对。",
        "{name}{agez}岁生日会简直是灾难现场，来了十几个小朋友。",
        "不敢相信我们家{name}都{agez}岁了，时间过得太快了。",
    ], rel="daughter" if girl else "son", rel2="tired parent", name=kid, age=age, nth=_ordinal(age),
        relz="女儿" if girl else "儿子", agez=ZH_NUM.get(age, str(age))), *ANY, ack="family")
    for near in _near_misses(age, c.rng)[:2]:
        other = c.name(kids["m"])
        dl = c.flang()
        c.distract("child.distractor", dl, _say(c, dl, [
            "My nephew {o} is {n} and already better at Minecraft than me.",
            "What's a good present for a {n}-year-old who loves dinosaurs?",
            "{o} from next door turns {n} next week, need a gift idea.",
        ], [
            "我外甥{o}才{nz}岁，玩我的世界已经比我厉害了。",
            "给喜欢恐龙的{nz}岁小孩送什么礼物好？",
            "隔壁的{o}下周满{nz}岁，帮我想想送什么。",
        ], o=other, n=near, nz=ZH_NUM.get(near, str(near))))
    rel = ("daughter", "女儿") if girl else ("son", "儿子")
    c.ask(_QSpec("name_number", ("child",), [
        f"How old is the user's {rel[0]}?", "What age is the user's kid now?",
    ], [f"用户的{rel[1]}今年几岁？", "用户的孩子现在多大了？"], str(age), "child.age"))
    c.ask(_QSpec("name_number", ("child",), [
        f"What is the user's {rel[0]} called?", "What's the name of the user's child?",
    ], [f"用户的{rel[1]}叫什么名字？", "用户家孩子叫什么？"],
        kid[0] if kid[0] == kid[1] else f"{kid[0]} / {kid[1]}", "child.name", cross_ok=True))


def slot_sibling(c: _Ctx) -> None:
    pools = ADULTS_WEST if c.region == "west" else ADULTS_CN
    brother = c.rng.random() < 0.5
    sib = c.name(pools["m" if brother else "f"])
    lang = c.flang()
    c.fact("sibling", lang, "sibling.fact", _say(c, lang, [
        "My little {rel} {name} is crashing on my couch this week.",
        "{name} — my younger {rel} — just called to say {pron}'s getting a cat. Chaos incoming.",
        "Spent Sunday helping my kid {rel} {name} assemble flat-pack furniture.",
    ], [
        "我{relz}{name}这周来我这儿住几天。",
        "{relz}{name}刚打电话说要养猫了，又要热闹了。",
        "周日帮{relz}{name}装了一整天宜家家具。",
    ], rel="brother" if brother else "sister", pron="he" if brother else "she", name=sib,
        relz="弟弟" if brother else "妹妹"), *ANY,
        ack="family")
    for _ in range(2):
        other = c.name(pools["m"])
        dl = c.flang()
        c.distract("sibling.distractor", dl, _say(c, dl, [
            "My friend's brother {o} is visiting from abroad.",
            "{o}'s younger sister is getting married in spring.",
            "How do I tell a family member they can't stay with me anymore?",
        ], ["朋友的哥哥{o}从国外回来了。", "{o}的妹妹春天要结婚了。", "怎么委婉地拒绝亲戚来家里长住？"], o=other))
    rel = ("brother", "弟弟") if brother else ("sister", "妹妹")
    c.ask(_QSpec("name_number", ("sibling",), [
        f"What is the name of the user's younger {rel[0]}?", "Who is the user's younger sibling?",
    ], [f"用户的{rel[1]}叫什么名字？", "比用户小的那个兄弟姐妹叫什么？"],
        sib[0] if sib[0] == sib[1] else f"{sib[0]} / {sib[1]}", "sibling", cross_ok=True))


def slot_manager(c: _Ctx) -> None:
    pools = ADULTS_WEST if c.region == "west" else ADULTS_CN
    pool = pools["m"] + pools["f"]
    boss = c.name(pool)
    lang = c.flang()
    c.fact("manager", lang, "manager.fact", _say(c, lang, [
        "My manager {name} finally approved my time off for next month.",
        "Had my quarterly review with {name}, my manager — went better than expected.",
        "{name} (my boss) wants the report by Friday, so tonight's going to be long.",
    ], [
        "我们组长{name}终于批了我下个月的假。",
        "今天和我的直属领导{name}做了季度复盘，比想象中顺利。",
        "老板{name}要我周五前交报告，今晚又要熬夜了。",
    ], name=boss), *ANY, ack="manager")
    for _ in range(2):
        other = c.name(pool)
        dl = c.flang()
        c.distract("manager.distractor", dl, _say(c, dl, [
            "{o} from the design team keeps booking meetings at 8am.",
            "My friend's boss {o} is an absolute nightmare.",
            "How do I deal with a manager who micromanages everything?",
        ], ["设计组的{o}老是约早上八点开会。", "我朋友的领导{o}简直是噩梦。", "遇到事事都要管的领导怎么办？"], o=other))
    c.ask(_QSpec("name_number", ("manager",), [
        "Who does the user report to at work?", "What is the name of the user's boss?",
        "What's the user's manager called?",
    ], ["用户的上司叫什么？", "用户在公司向谁汇报？", "用户的领导叫什么名字？"],
        boss[0] if boss[0] == boss[1] else f"{boss[0]} / {boss[1]}", "manager", cross_ok=True))


def slot_purchase(c: _Ctx) -> None:
    item, qitem, (lo_p, hi_p) = c.pick(PURCHASES)
    scale = 7 if c.region == "cn" else 1
    price = int(round(c.rng.randint(lo_p, hi_p) * scale, -1 if scale == 1 else -2))
    lang = c.flang()
    c.fact("purchase", lang, "purchase.fact", _say(c, lang, [
        "The new {item} set me back {p}, but I've wanted one for ages.",
        "Finally bought the {item}: {p} after the discount.",
        "Splurged {p} on a {item}. No regrets. Okay, slight regrets.",
    ], [
        "新买的{item}花了我{p}，不过想要很久了。",
        "终于把{item}买了，打完折{p}。",
        "咬牙花{p}入了个{item}，不后悔。好吧，有一点点。",
    ], item=item, p=_fmt_money(price, lang, c.region, c.cur)), *ANY, ack="purchase")
    for near in _near_misses(price, c.rng)[:3]:
        dl = c.flang()
        c.distract("purchase.distractor", dl, _say(c, dl, [
            "My friend paid {p} for hers and it's basically the same thing.",
            "The accessories alone came to {p}, ridiculous.",
            "Saw one on sale for {p} the week after I bought mine, of course.",
        ], ["我朋友的那个才{p}，其实差不多。", "光配件就花了{p}，离谱。", "我刚买完一周就看到打折卖{p}，果然。"],
            p=_fmt_money(near, dl, c.region, c.cur)))
    c.ask(_QSpec("name_number", ("purchase",), [
        f"How much did the user pay for their {qitem[0]}?", f"What did the user's {qitem[0]} cost?",
        f"How much did the user spend on the {item[0]}?",
    ], [f"用户买{qitem[1]}花了多少钱？", f"用户的{qitem[1]}多少钱买的？",
        f"用户的{item[1]}花了多少钱？"], str(price), "purchase"))


def slot_insurance(c: _Ctx) -> None:
    scale = 6 if c.region == "cn" else 1
    price = int(round(c.rng.randint(600, 2400) * scale, -1))
    lang = c.flang()
    c.fact("insurance", lang, "insurance.fact", _say(c, lang, [
        "My car insurance renewal came in at {p} for the year. Daylight robbery.",
        "Paid {p} to renew the policy on the car, up again from last year.",
    ], ["车险续保今年交了{p}，又涨了。", "今天把车险续了，一年{p}，比去年还贵。"],
        p=_fmt_money(price, lang, c.region, c.cur)), *ANY, ack="insurance")
    for near in _near_misses(price, c.rng)[:2]:
        dl = c.flang()
        c.distract("insurance.distractor", dl, _say(c, dl, [
            "Our home contents insurance is {p} a year, is that normal?",
            "My brother's annual premium is {p} and he has two speeding tickets.",
        ], ["家财险一年{p}，正常吗？", "我哥有两张超速罚单，保费一年才{p}。"],
            p=_fmt_money(near, dl, c.region, c.cur)))
    c.ask(_QSpec("name_number", ("insurance",), [
        "How much does the user pay annually to insure their vehicle?",
        "What is the user's yearly auto premium?", "How much is the user's car insurance per year?",
    ], ["用户每年的汽车保险费是多少？", "用户给车上保险一年要花多少？",
        "用户的车险一年多少钱？"], str(price), "insurance"))


def slot_plan(c: _Ctx) -> None:
    pool = PLANS_WEST if c.region == "west" else PLANS_CN
    dest, *rest = c.rng.sample(pool, 3)
    month = c.rng.randint(9, 12)
    lang = c.flang()
    c.fact("plan", lang, "plan.fact", _say(c, lang, [
        "We're planning two weeks in {d} this {m}, just booked the flights!",
        "Flights to {d} for {m} are booked. Now I just need to save up.",
    ], ["我们打算{mz}月去{d}玩两周，机票刚订好！", "{mz}月去{d}的机票订好了，接下来就是攒钱。"],
        d=dest, m=MONTHS_EN[month - 1], mz=ZH_NUM[month]), *LATE, ack="plan")
    for other in rest:
        dl = c.flang()
        c.distract("plan.distractor", dl, _say(c, dl, [
            "My parents went to {o} last year and haven't stopped talking about it.",
            "What's the weather like in {o} in autumn?",
        ], ["我爸妈去年去了{o}，到现在还在念叨。", "{o}秋天天气怎么样？"], o=other))
    c.ask(_QSpec("single_hop", ("plan",), [
        "Where is the user going on holiday later this year?", "What destination has the user booked a vacation to?",
        "Where is the user planning to travel?",
    ], ["用户今年晚些时候要去哪里度假？", "用户订了去哪儿的假期旅行？",
        "用户打算去哪里玩？"], f"{dest[0]} / {dest[1]}", "plan",
        cross_ok=True))


def slot_events(c: _Ctx, k: int) -> None:
    for key, fen, fzh, qen, qzh, den, dzh, mood in c.rng.sample(EVENTS, k):
        lang = c.flang()
        text = c.pick(fen if lang == "en" else fzh)
        yesterday = any(w in text for w in ("last night", "昨晚"))
        c.fact(f"event.{key}", lang, f"event.{key}", text, *ANY, ack=f"event_{mood}", day_offset=1 if yesterday else 0)
        for i in range(2):
            dl = c.flang()
            c.distract(f"event.{key}.distractor", dl, (den if dl == "en" else dzh)[i])
        c.ask(_QSpec("temporal", (f"event.{key}",), qen, qzh, "", f"event.{key}", date_answer=True))


def slot_multi(c: _Ctx, kind: str) -> None:
    k = c.rng.choice([2, 3])
    if kind == "hobby":
        chosen = c.rng.sample(HOBBIES, k + 1)
        picks, spare = chosen[:k], chosen[k]
        q = (["What new hobbies has the user taken up?", "Which new pastimes has the user started recently?",
              "What classes or groups has the user joined lately?"],
             ["用户最近培养了哪些新爱好？", "用户新开始了哪些业余活动？"])
        ack = "hobby"
    elif kind == "trip":
        pool = TRIPS_WEST if c.region == "west" else TRIPS_CN
        chosen = c.rng.sample(pool, k + 1)
        picks, spare = chosen[:k], chosen[k]
        q = (["Where has the user travelled recently?", "Which places did the user visit on their recent trips?",
              "Where did the user just get back from?"],
             ["用户这段时间去过哪些地方旅行？", "用户最近出游去了哪些地方？"])
        ack = "trip"
    else:
        chosen = c.rng.sample(HEALTH, k + 1)
        picks, spare = chosen[:k], chosen[k]
        q = (["What health problems has the user mentioned?", "Which medical issues is the user dealing with?"],
             ["用户提到过哪些健康方面的问题？", "用户身体上有哪些毛病？"])
        ack = "health"
    span = 0.95 / k
    keys = []
    for i, (_name, en, zh) in enumerate(picks):
        lang = c.flang()
        key = f"{kind}.{i}"
        keys.append(key)
        c.fact(key, lang, f"{kind}.fact", c.pick(en if lang == "en" else zh), 0.02 + i * span, 0.02 + (i + 1) * span,
               ack=ack, group=kind)
    dl = c.flang()
    en_d, zh_d = {
        "hobby": (["My friend keeps trying to get me into {x}, not really my thing.",
                   "A colleague can't stop talking about {x}."],
                  ["朋友一直拉我去玩{x}，我不太感兴趣。", "同事天天跟我聊{x}。"]),
        "trip": (["A friend keeps telling me I have to visit {x} someday.",
                  "My colleague just came back from {x} with a million photos."],
                 ["朋友一直说我应该去{x}看看。", "同事刚从{x}回来，拍了一大堆照片。"]),
        "health": (["My dad has been dealing with {x} for years.",
                    "A coworker is off this week because of {x}."],
                   ["我爸这几年一直被{x}困扰。", "同事这周因为{x}请假了。"]),
    }[kind]
    c.distract(f"{kind}.distractor", dl, _say(c, dl, en_d, zh_d, x=spare[0]))
    answer = ", ".join(p[0][0] for p in picks)
    c.ask(_QSpec("multi_session", tuple(keys), q[0], q[1], answer, kind))


SLOTS_SINGLE = (slot_job, slot_city, slot_pet, slot_drink, slot_tool, slot_exercise, slot_diet, slot_child,
                slot_sibling, slot_manager, slot_purchase, slot_insurance, slot_plan)


# ---------------------------------------------------------------------------------------------------
# filler: small talk and unrelated requests, with assistant replies

SMALL_EN = [
    "Happy {wd}! {weather}", "Ugh, {wd} again. {weather}", "Thanks, that's exactly what I needed.",
    "Haha fair enough.", "Let me think about it and get back to you.", "Can you keep it a bit shorter next time?",
    "Perfect, thank you!", "Hmm, not sure that's right — can you double-check?", "So tired today, barely slept.",
    "Sorry, got distracted — where were we?", "Long week. Really looking forward to {wd}.",
    "That worked, cheers!", "Okay, one more question and then I'll leave you alone.", "{weather} Anyway.",
    "Good morning! Quick one before my {wd} meeting.", "lol that's a very serious answer for a silly question",
]
WEATHER_EN = ["Rainy again here.", "It's finally sunny!", "Freezing this morning.", "So humid today.",
              "Windy enough to lose an umbrella.", "Snow on the forecast, apparently.", "Perfect blue sky out."]
WEEKDAYS_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
SMALL_ZH = [
    "{wd}快乐！{weather}", "又是{wd}，{weather}", "谢谢，这正是我需要的。", "哈哈好吧。", "我想想再回复你。",
    "下次能不能简短一点？", "太好了，谢谢！", "嗯，感觉不太对，你再核实一下？", "昨晚没睡好，今天好困。",
    "不好意思刚才走神了，我们说到哪了？", "这周好累，好想快点到{wd}。", "搞定了，谢啦！",
    "最后再问一个问题就不打扰你了。",
    "{weather}不说了。", "早上好，{wd}开会前问个小问题。", "哈哈，一个无聊的问题你回答得这么认真",
]
WEATHER_ZH = ["今天又下雨了。", "终于出太阳了！", "早上冷死了。", "今天好闷热。", "风大得伞都要吹跑了。",
              "天气预报说要下雪。", "今天天特别蓝。"]
WEEKDAYS_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
SWITCH = [
    "今天的standup又开了一个小时，我真的服了。", "帮我review一下这段code好吗？", "deadline提前到{wd}了，压力山大。",
    "Weekend终于来了，准备去湖边chill一下。", "这个bug我debug了一下午，最后发现是typo。",
    "明天要present给老板，有点紧张。", "Meeting太多了，根本没时间focus。", "刚收到offer的email，还在考虑。",
]

CONCEPTS = [("compound interest", "复利"), ("a heat pump", "空气源热泵"), ("HTTPS certificates", "HTTPS证书"),
            ("central banks raising rates", "央行加息"), ("noise-cancelling headphones", "主动降噪耳机"),
            ("mRNA vaccines", "mRNA疫苗"), ("index funds", "指数基金"), ("garbage collection in Java", "Java垃圾回收"),
            ("photosynthesis", "光合作用"), ("an offset mortgage", "房贷提前还款"), ("sourdough starters", "天然酵种"),
            ("jet lag", "时差反应"), ("the greenhouse effect", "温室效应"), ("blockchains", "区块链"),
            ("inflation", "通货膨胀"), ("how tides work", "潮汐的原理")]
RECIPIENTS = [("my landlord", "房东"), ("my kid's teacher", "孩子的班主任"), ("the gym", "健身房"),
              ("a client", "客户"), ("my bank", "银行"), ("the airline", "航空公司")]
ISSUES = [("the broken heating", "暖气坏了的事"), ("rescheduling our meeting", "会议改期"),
          ("a double charge on my card", "信用卡被重复扣款"), ("cancelling my membership", "取消会员"),
          ("a late invoice", "发票延迟"), ("a lost suitcase", "行李丢失")]
DISHES = [("shakshuka", "番茄炒蛋"), ("banana bread", "香蕉蛋糕"), ("pad thai", "酸辣土豆丝"), ("risotto", "红烧肉"),
          ("chili", "凉拌黄瓜"), ("lemon pasta", "葱油拌面"), ("miso soup", "味噌汤"), ("fried rice", "蛋炒饭"),
          ("a quick curry", "麻婆豆腐"), ("overnight oats", "小米粥")]
PAIRS = [(("baking soda", "baking powder"), ("小苏打", "泡打粉")), (("TCP", "UDP"), ("TCP", "UDP")),
         (("a Roth IRA", "a traditional IRA"), ("基金定投", "一次性买入")), (("weather", "climate"), ("天气", "气候")),
         (("affect", "effect"), ("社保", "商业保险")), (("a virus", "bacteria"), ("病毒", "细菌")),
         (("stocks", "bonds"), ("股票", "债券"))]
BOOKS = [("Atomic Habits", "原子习惯"), ("Sapiens", "人类简史"), ("Thinking, Fast and Slow", "思考，快与慢"),
         ("The Pragmatic Programmer", "程序员修炼之道"), ("1984", "活着"), ("Educated", "三体"),
         ("Dune", "被讨厌的勇气")]
ERRORS = [("ModuleNotFoundError: No module named 'requests'", ("Python", "Python")),
          ("CORS policy: No 'Access-Control-Allow-Origin' header", ("the browser", "浏览器")),
          ("merge conflict in package-lock.json", ("git", "git")), ("#REF!", ("Excel", "Excel")),
          ("Permission denied (publickey)", ("ssh", "ssh")), ("ECONNREFUSED 127.0.0.1:5432", ("Node", "Node"))]
GENRES = [("true crime", "悬疑"), ("history", "历史"), ("science", "科普"), ("comedy", "脱口秀"),
          ("economics", "商业"), ("design", "设计")]
LANGS = [("Spanish", "西班牙语"), ("French", "法语"), ("German", "德语"), ("Japanese", "日语"), ("Italian", "意大利语")]
PHRASES = [("Where is the nearest train station?", "最近的火车站在哪里？"),
           ("Could we get the bill, please?", "麻烦结一下账。"), ("I'm running ten minutes late.", "我要晚到十分钟。"),
           ("Is this seat taken?", "这里有人坐吗？")]
GIFTS = [("a dad who likes fishing", "喜欢钓鱼的爸爸"), ("a coworker who loves plants", "喜欢养植物的同事"),
         ("a teenager into gaming", "爱打游戏的高中生"), ("a friend who just had a baby", "刚生宝宝的朋友"),
         ("my grandma", "奶奶")]


def _filler_request(c: _Ctx, lang: str) -> tuple[str, str, str]:
    """(user text, assistant reply, family)."""
    fam = c.rng.randrange(10)
    en = lang == "en"
    if fam == 0:
        x = c.pick(CONCEPTS)
        return (_say(c, lang, ["Can you explain {x} in simple terms?", "ELI5: {x}?", "How does {x} actually work?"],
                     ["能用通俗的话解释一下{x}吗？", "{x}到底是怎么回事？", "给我讲讲{x}的原理。"], x=x),
                _say(c, lang, ["Sure! In short, {x} comes down to a simple idea — let me break it into three steps.",
                               "Good question. Here's the intuition behind {x}, without the jargon."],
                     ["好的，简单来说，{x}可以分三步理解。", "好问题，我不用术语给你讲讲{x}。"], x=x), "explain")
    if fam == 1:
        r, i = c.pick(RECIPIENTS), c.pick(ISSUES)
        return (_say(c, lang, ["Write a polite email to {r} about {i}.", "Help me draft a message to {r} re: {i}."],
                     ["帮我给{r}写一封邮件，说一下{i}。", "帮我起草一条发给{r}的消息，关于{i}。"], r=r, i=i),
                _say(c, lang, ["Here's a draft you can adapt: 'Hi, I'm writing regarding {i}...'",
                               "Sure — short and friendly: 'Hello, just following up on {i}.'"],
                     ["下面是一个草稿，你可以按需修改：“您好，关于{i}……”",
                      "好的，简短一点：“您好，想跟进一下{i}。”"], i=i),
                "email")
    if fam == 2:
        d, n = c.pick(DISHES), c.choice_int(15, 45)
        return (_say(c, lang, ["Give me a recipe for {d} that takes under {n} minutes.",
                               "Easy {d} recipe for tonight?"],
                     ["推荐一个{n}分钟内能做好的{d}做法。", "今晚想做{d}，有简单的做法吗？"], d=d, n=n),
                _say(c, lang, ["Here's a simple {d}: prep takes ten minutes, the rest is hands-off.",
                               "Sure! A quick {d} needs only a handful of ingredients."],
                     ["简单版{d}：备菜十分钟，其余交给锅。", "好的，快手{d}只需要几样材料。"], d=d), "recipe")
    if fam == 3:
        (a, b), (az, bz) = c.pick(PAIRS)
        return (_say(c, lang, ["What's the difference between {a} and {b}?", "{a} vs {b} — which is which?"],
                     ["{a}和{b}有什么区别？", "{a}跟{b}怎么区分？"], a=a if en else az, b=b if en else bz),
                _say(c, lang, ["The main difference comes down to how each one is used.",
                               "Short version: they solve related problems in different ways."],
                     ["主要区别在于用途不同。", "简单说，它们解决的问题相近，但方式不一样。"]), "compare")
    if fam == 4:
        bk = c.pick(BOOKS)
        return (_say(c, lang, ["Summarise the main ideas of {b} in a few bullet points.", "TL;DR of {b}?"],
                     ["用几条要点总结一下《{b}》的核心观点。", "《{b}》讲了什么？简单说说。"], b=bk),
                _say(c, lang, ["Here are the key takeaways of {b} in five bullets.", "In a nutshell, {b} argues..."],
                     ["《{b}》的核心观点可以概括为五点。", "一句话概括，《{b}》讲的是……"], b=bk), "book")
    if fam == 5:
        err, tool = c.pick(ERRORS)
        return (_say(c, lang, ["How do I fix '{e}' in {t}?", "Getting '{e}' from {t}, any idea?"],
                     ["{t}里报错“{e}”怎么解决？", "{t}一直报“{e}”，怎么办？"], e=err, t=tool),
                _say(c, lang, ["That usually means a configuration issue — try these three checks first.",
                               "Classic one. Most of the time it's an environment problem; here's how to confirm."],
                     ["这通常是配置问题，先检查下面三项。", "常见问题，多半是环境没配好，可以这样确认。"]), "error")
    if fam == 6:
        g = c.pick(GENRES)
        return (_say(c, lang, ["Suggest a few {g} podcasts for my commute.", "Any good {g} podcasts?"],
                     ["推荐几个适合通勤听的{g}播客。", "有什么好听的{g}类播客吗？"], g=g),
                _say(c, lang, ["Here are five {g} shows people rave about.", "Sure, a few {g} picks for the commute:"],
                     ["给你推荐五个口碑不错的{g}节目。", "好的，几个适合通勤的{g}播客："], g=g), "podcast")
    if fam == 7:
        lg, ph = c.pick(LANGS), c.pick(PHRASES)
        return (_say(c, lang, ["Translate into {l}: '{p}'", "How do I say '{p}' in {l}?"],
                     ["帮我把这句话翻译成{l}：“{p}”", "“{p}”用{l}怎么说？"], l=lg, p=ph),
                _say(c, lang, ["In {l} you'd say it like this (informal version below).", "Here you go, in {l}:"],
                     ["用{l}可以这么说（下面是口语版）。", "{l}是这样说的："], l=lg), "translate")
    if fam == 8:
        g = c.pick(GIFTS)
        return (_say(c, lang, ["Gift ideas for {g}?", "What should I get {g} for their birthday?"],
                     ["给{g}送什么礼物比较好？", "{g}过生日送什么好？"], g=g),
                _say(c, lang, ["A few ideas at different budgets:", "Here are some thoughtful options:"],
                     ["按预算给你几个建议：", "这几个选择都挺用心的："]), "gift")
    n = c.choice_int(2, 40) * 10
    return (_say(c, lang, ["Convert {n} Fahrenheit to Celsius.", "What's {n} km in miles?"],
                 ["{n}华氏度是多少摄氏度？", "{n}公里是多少英里？"], n=n),
            _say(c, lang, ["Quick conversion coming up — rounded to one decimal.", "Here's the conversion:"],
                 ["换算结果如下（保留一位小数）。", "换算如下："]), "convert")


REPLY_EN = ["Glad it helped!", "Ha, totally understandable.", "No rush, take your time.", "Will do!",
            "Happy to help — shout if anything else comes up.", "Fair point, I'll keep it brief.",
            "Sounds like a long day. Want me to take something off your plate?", "Noted!",
            "Sorry about that — let me double-check.", "Hope you get some rest tonight.", "Anytime!",
            "Sure thing, what's next?", "Oh interesting!", "That sounds fun.", "Hang in there!"]
REPLY_ZH = ["能帮上忙就好！", "哈哈，可以理解。", "不着急，慢慢来。", "好的！", "抱歉，我再核实一下。",
            "随时可以找我，还有别的需要吗？", "好的，我尽量简短。", "辛苦了，要不要我帮你分担点？", "记下了！",
            "今晚早点休息吧。", "随时找我！", "好的，还有什么？", "有意思！", "听起来挺好玩的。", "加油！"]


FOLLOW_EN = ["Anything else on your mind today?", "How's the rest of your week looking?",
             "Want me to set a reminder for that?", "Let me know how it goes!", "I'm here if you need anything.",
             "Shall we pick up where we left off?", "Should I save that for later?", "Tell me more if you like.",
             "Is there something I can draft for you?", "Fingers crossed for the weekend!"]
FOLLOW_ZH = ["今天还有别的事吗？", "这周剩下几天安排得怎么样？", "要不要我帮你设个提醒？", "有进展记得告诉我！",
             "有需要随时说。", "我们接着刚才的聊？", "要我先帮你记下来吗？", "想多聊聊也可以。",
             "需要我帮你起草点什么吗？", "周末愉快！"]


def _reply(c: _Ctx, lang: str, base: Sequence[str], follow_up: float = 0.7) -> str:
    """An assistant reply: a short answer plus, often, a follow-up (so replies are rarely verbatim repeats)."""
    first = str(c.pick(base))
    if c.rng.random() < follow_up:
        return f"{first} {c.pick(FOLLOW_EN)}" if lang == "en" else f"{first}{c.pick(FOLLOW_ZH)}"
    return first


def _small_talk(c: _Ctx, lang: str) -> tuple[str, str]:
    if lang == "switch":
        wd = c.pick(WEEKDAYS_ZH)
        return c.pick(SWITCH).format(wd=wd), _reply(c, "zh", REPLY_ZH)
    if lang == "en":
        return (c.pick(SMALL_EN).format(wd=c.pick(WEEKDAYS_EN), weather=c.pick(WEATHER_EN)),
                _reply(c, "en", REPLY_EN))
    return (c.pick(SMALL_ZH).format(wd=c.pick(WEEKDAYS_ZH), weather=c.pick(WEATHER_ZH)), _reply(c, "zh", REPLY_ZH))


ANSWER_EN = ["Good question — here's a quick overview.", "Short answer: it depends, but here are the basics.",
             "Here's what usually works, in three steps.", "A few things to consider:",
             "Happy to help with that — some ideas below."]
ANSWER_ZH = ["好问题，简单说几点。", "简单来说要看情况，下面是基本思路。", "一般这样做就行，分三步：",
             "可以从这几个方面考虑：", "没问题，给你几个建议。"]


def _reply_for(c: _Ctx, item: _Item) -> str:
    lang = item.lang
    if item.ack is not None:
        en, zh = ACKS[item.ack]
        return _reply(c, lang, en if lang == "en" else zh)
    if item.text.rstrip().endswith(("?", "？")):
        return _reply(c, lang, ANSWER_EN if lang == "en" else ANSWER_ZH, follow_up=0.0)
    return _reply(c, lang, REPLY_EN if lang == "en" else REPLY_ZH)


# ---------------------------------------------------------------------------------------------------
# assembly


def _build_bank(idx: int, persona: tuple[str, str, str], seed: int, n_sessions: int, start: datetime,
                span_days: int) -> Bank:
    name, lang, region = persona
    rng = random.Random(f"hindsight-bench:{seed}:{idx}")
    c = _Ctx(rng, lang, region)
    bank = Bank(name=f"p{idx:02d}-{lang}", persona=name, lang=lang)

    for slot in SLOTS_SINGLE:
        slot(c)
    slot_events(c, 3)
    for kind in rng.sample(["hobby", "trip", "health"], 2):
        slot_multi(c, kind)

    # session times: sorted, spread over the span, at plausible hours
    offsets = sorted(rng.uniform(0, span_days) for _ in range(n_sessions))
    starts = []
    for off in offsets:
        day = start + timedelta(days=int(off))
        starts.append(day.replace(hour=rng.randint(7, 22), minute=rng.randint(0, 59), second=rng.randint(0, 59)))

    # place planned items in sessions
    per_session: list[list[_Item]] = [[] for _ in range(n_sessions)]
    taken_by_group: dict[str, set[int]] = {}
    for it in c.items:
        lo_i = max(0, min(n_sessions - 1, int(it.lo * n_sessions)))
        hi_i = max(lo_i, min(n_sessions - 1, int(it.hi * n_sessions)))
        choices = list(range(lo_i, hi_i + 1))
        if it.group is not None:
            used = taken_by_group.setdefault(it.group, set())
            choices = [s for s in choices if s not in used] or choices
        s = rng.choice(choices)
        if it.group is not None:
            taken_by_group[it.group].add(s)
        per_session[s].append(it)

    key_to_turn: dict[str, Turn] = {}
    key_item: dict[str, _Item] = {}
    for si, planned in enumerate(per_session):
        exchanges: list[tuple[str, str, str, str, str, str, _Item | None]] = []
        for it in planned:
            exchanges.append((it.text, _reply_for(c, it), it.lang, it.kind, it.tpl, it.tpl + ".reply", it))
        n_fill = max(0, rng.randint(2, 5) - len(planned)) + (1 if rng.random() < 0.5 else 0)
        for _ in range(n_fill):
            fl = rng.choice(["en", "zh", "switch"]) if lang == "mixed" else lang
            if rng.random() < 0.45:
                u, a = _small_talk(c, fl)
                exchanges.append((u, a, "zh" if fl == "switch" else fl, "filler", "smalltalk", "smalltalk.reply", None))
            else:
                ql = "en" if fl == "en" else "zh"
                u, a, fam = _filler_request(c, ql)
                exchanges.append((u, a, ql, "filler", f"request.{fam}", f"request.{fam}.reply", None))
        rng.shuffle(exchanges)
        sid = f"s{si:02d}"
        t = starts[si]
        ti = 0
        for u, a, tl, kind, tpl, rtpl, item in exchanges:
            for role, txt, k2, tp in (("user", u, kind, tpl), ("assistant", a, "reply", rtpl)):
                turn = Turn(id=f"{bank.name}/{sid}/t{ti:02d}", bank=bank.name, session_id=sid, role=role, lang=tl,
                            text=txt, time=t, kind=k2, tpl=tp)
                bank.turns.append(turn)
                if role == "user" and item is not None and item.key is not None:
                    key_to_turn[item.key] = turn
                    key_item[item.key] = item
                ti += 1
                t = t + timedelta(seconds=rng.randint(20, 240))

    end = max(t.time for t in bank.turns)
    for qi, spec in enumerate(c.qspecs):
        turns = [key_to_turn[k] for k in spec.keys]
        qtime = end + timedelta(hours=rng.randint(2, 72))
        answer = spec.answer
        if spec.date_answer:
            it = key_item[spec.keys[0]]
            answer = (turns[0].time - timedelta(days=it.day_offset)).date().isoformat()
        ev_lang = {t.lang for t in turns}
        if lang == "mixed":
            qlang = rng.choice(["en", "zh"])
            qtype = "cross_lingual" if ev_lang == {"en" if qlang == "zh" else "zh"} else spec.qtype
            variants = [(qlang, qtype)]
        else:
            variants = [(lang, spec.qtype)]
            if spec.cross_ok:
                variants.append(("zh" if lang == "en" else "en", "cross_lingual"))
        for vi, (ql, qt) in enumerate(variants):
            bank.questions.append(Question(
                id=f"{bank.name}/q{qi:02d}{'x' if vi else ''}", bank=bank.name, qtype=qt, lang=ql,
                text=str(rng.choice(list(spec.en if ql == "en" else spec.zh))), time=qtime,
                evidence=tuple(t.id for t in turns), answer=answer, slot=spec.slot))
    # keep only a few cross-lingual copies per monolingual persona (they are all single-fact questions)
    if lang != "mixed":
        cross = [q for q in bank.questions if q.qtype == "cross_lingual"]
        keep = {q.id for q in rng.sample(cross, min(3, len(cross)))}
        bank.questions = [q for q in bank.questions if q.qtype != "cross_lingual" or q.id in keep]
    return bank


def generate(seed: int = 7, *, personas: int = 7, sessions: int = 40, span_days: int = 180,
             start: datetime | None = None) -> Dataset:
    """Build the benchmark. Same arguments, same dataset (text, ids, times, labels)."""
    if not 1 <= personas <= len(PERSONAS):
        raise ValueError(f"personas: 1..{len(PERSONAS)}")
    t0 = start or datetime(2024, 3, 4, tzinfo=UTC)
    banks = [_build_bank(i, PERSONAS[i], seed, sessions, t0, span_days) for i in range(personas)]
    return Dataset(seed=seed, banks=banks)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--personas", type=int, default=7)
    ap.add_argument("--sessions", type=int, default=40)
    ap.add_argument("--dump", help="write the dataset as JSON to this file")
    ap.add_argument("--show", type=int, default=6, help="print this many sample questions per bank")
    args = ap.parse_args()
    ds = generate(args.seed, personas=args.personas, sessions=args.sessions)
    print(json.dumps(ds.stats(), ensure_ascii=False, indent=2))
    by_id = {t.id: t for t in ds.turns()}
    for b in ds.banks:
        print(f"\n== {b.name} ({b.persona}): {len(b.turns)} turns, {len(b.questions)} questions")
        for q in b.questions[: args.show]:
            print(f"  [{q.qtype}] {q.text}  -> {q.answer}")
            for e in q.evidence:
                print(f"      {by_id[e].time:%Y-%m-%d} {by_id[e].text}")
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as fh:
            json.dump(ds.to_json(), fh, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
