"""Rule-written recall cues (seed 004 §3.1, Token/Query/Value): "when the user asks about X".

A memory's content says what was said ("Nori, my Siamese, chewed through another phone charger"); the question
that needs it later names the topic instead ("what kind of cat does the user have?", 用户的宠物叫什么？). A cue
bridges the two: the topic words of every life area the turn touches, in English *and* Chinese, so the keyword
arm (FTS ``extra`` column) and, when embedded with the content, the dense arm can match a question that shares
no word with the turn. Pure: a small bilingual topic lexicon, no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hindsight.language import text


@dataclass(frozen=True)
class Topic:
    name: str
    #: English trigger words (matched as whole words, lower case; a trailing * matches any ending)
    en: tuple[str, ...]
    #: Chinese trigger strings (substrings)
    zh: tuple[str, ...]
    #: the words a question about this topic uses, both languages
    cue: str


TOPICS: tuple[Topic, ...] = (
    Topic("pets", ("dog*", "puppy", "cat", "cats", "kitten*", "pet*", "beagle*", "labrador*", "retriever*",
                   "poodle*", "corgi*", "terrier*", "husky", "shiba", "dachshund*", "bulldog*", "spaniel*",
                   "siamese", "tabby", "persian", "ragdoll*", "maine coon", "parrot*", "hamster*", "rabbit*",
                   "vet"),
          ("狗", "猫", "宠物", "柯基", "金毛", "泰迪", "哈士奇", "柴犬", "拉布拉多", "布偶", "橘猫", "暹罗", "英短",
           "兔子", "仓鼠", "鹦鹉", "兽医"),
          "pet dog cat breed name 宠物 狗 猫 品种 名字"),
    Topic("food", ("vegetarian", "vegan", "allerg*", "spicy", "pepper", "gluten", "lactose", "dairy", "peanut*",
                   "halal", "kosher", "diet*", "cook*", "dish*", "meal*", "eat", "eating", "food", "cuisine"),
          ("素食", "吃素", "过敏", "辣", "忌口", "饮食", "不吃", "海鲜", "花生", "乳糖", "清淡", "口味", "做饭", "菜"),
          "food diet eating restriction allergy 饮食 忌口 口味 过敏"),
    Topic("drinks", ("coffee", "latte*", "espresso", "americano", "cappuccino", "cortado", "cold brew", "mocha",
                     "tea", "matcha", "hojicha", "chai", "oat milk", "drink*", "café", "cafe"),
          ("咖啡", "拿铁", "美式", "茶", "奶茶", "抹茶", "冷萃", "喝"),
          "drink coffee tea order 饮品 咖啡 茶 喝什么"),
    Topic("work", ("job", "work*", "career", "engineer*", "developer*", "teacher*", "nurse*", "doctor*",
                   "designer*", "manager*", "boss", "colleague*", "office", "company", "startup", "intern*",
                   "report to", "team lead", "salary", "promot*", "hired", "profession*", "accountant*",
                   "lawyer*", "architect*", "chef*"),
          ("工作", "上班", "公司", "职业", "工程师", "老师", "医生", "护士", "设计师", "经理", "老板", "同事", "领导",
           "组长", "主管", "汇报", "实习", "工资", "升职", "入职", "跳槽"),
          "work job profession employer manager 工作 职业 公司 领导"),
    Topic("home", ("live", "living", "lives", "moved", "moving", "apartment", "flat", "house", "home",
                   "rent*", "neighbo*", "city", "town", "relocat*"),
          ("住", "搬", "家", "公寓", "房子", "租", "城市", "小区", "邻居"),
          "home where live city address 住 哪里 城市 家"),
    Topic("family", ("daughter*", "son", "sons", "kid*", "child*", "baby", "wife", "husband", "partner",
                     "sister*", "brother*", "sibling*", "mom", "mum", "mother", "dad", "father", "parent*",
                     "grandma", "grandpa", "cousin*", "aunt*", "uncle*", "fianc*", "married", "wedding",
                     "engaged"),
          ("女儿", "儿子", "孩子", "宝宝", "老婆", "老公", "妻子", "丈夫", "姐姐", "妹妹", "哥哥", "弟弟", "爸",
           "妈", "父母", "奶奶", "爷爷", "外婆", "对象", "结婚", "订婚"),
          "family child daughter son sibling partner name age 家人 孩子 女儿 儿子 名字 几岁"),
    Topic("health", ("doctor", "dentist", "hospital", "sick", "ill", "covid", "flu", "surgery", "teeth",
                     "tooth", "injur*", "pain", "knee", "allerg*", "medic*", "pill*", "therap*",
                     "insurance"),
          ("医院", "牙", "生病", "感冒", "发烧", "新冠", "手术", "受伤", "疼", "药", "体检", "保险"),
          "health medical doctor illness 健康 看病 医院 身体"),
    Topic("exercise", ("running", "runner*", "gym", "yoga", "swim*", "hik*", "cycl*", "bike", "climb*",
                       "boulder*", "tennis", "badminton", "football", "soccer", "basketball", "pilates",
                       "marathon", "workout*", "exercis*", "sport*", "ski*"),
          ("跑步", "健身", "瑜伽", "游泳", "徒步", "爬山", "骑车", "攀岩", "网球", "羽毛球", "足球", "篮球", "运动",
           "锻炼", "马拉松"),
          "exercise sport workout fitness 运动 锻炼 健身"),
    Topic("travel", ("trip", "travel*", "fly", "flight", "flying", "vacation", "holiday", "visit*", "abroad",
                     "hotel", "airport", "passport"),
          ("旅行", "旅游", "出差", "飞", "航班", "机票", "度假", "酒店", "签证", "请假", "休假"),
          "trip travel plan vacation 旅行 出行 计划 假期"),
    Topic("tools", ("python", "java", "javascript", "typescript", "rust", "golang", "react", "vue", "angular",
                    "django", "flask", "framework*", "library", "editor", "vim", "vscode", "emacs", "ide",
                    "jenkins", "github", "gitlab", "ci", "docker", "kubernetes", "database", "postgres*",
                    "mysql", "laptop", "macbook", "linux", "windows", "stack"),
          ("框架", "编辑器", "数据库", "语言", "电脑", "笔记本", "工具"),
          "tool software framework stack language CI system 工具 软件 框架 技术栈"),
    Topic("money", ("price", "cost*", "paid", "pay", "bought", "buy", "budget", "euro*", "dollar*", "bucks",
                    "expensive", "cheap", "purchase*", "subscription*", "mortgage", "loan"),
          ("价格", "花了", "多少钱", "块钱", "元", "买", "预算", "贵", "便宜", "订阅", "房贷"),
          "price cost money spent how much 价格 多少钱 花费"),
    Topic("study", ("school", "university", "college", "degree", "course*", "class*", "exam*", "learn*",
                    "study*", "licen?e", "certificat*", "student*"),
          ("学校", "大学", "学位", "课程", "考试", "学习", "驾照", "证书", "毕业"),
          "study school course exam licence 学习 学校 考试 证书"),
)

_WORD = re.compile(r"[a-z][a-z'\-]*")


def _compile(words: tuple[str, ...]) -> re.Pattern[str]:
    alts = []
    for w in words:
        stem = re.escape(w.rstrip("*")).replace(r"\?", ".").replace(r"\ ", r"\s+")
        alts.append(stem + (r"[a-z'\-]*" if w.endswith("*") else ""))
    return re.compile(r"\b(" + "|".join(alts) + r")\b")


_PATTERNS = tuple(_compile(t.en) for t in TOPICS)


def topics(content: str) -> list[Topic]:
    """The life areas a turn touches, in lexicon order."""
    t = text.normalize(content)
    return [tp for tp, pat in zip(TOPICS, _PATTERNS, strict=True)
            if pat.search(t) or text.find_phrase(t, tp.zh) is not None]


def cue(content: str) -> str | None:
    """``when the user asks about pets: pet dog cat breed name 宠物 狗 猫 品种 名字``, or ``None`` when the turn
    touches no known topic (its content words then say it all)."""
    found = topics(content)
    if not found:
        return None
    return ("when the user asks about " + ", ".join(tp.name for tp in found) + ": "
            + " ".join(tp.cue for tp in found))
