"""Hand-written held-out scenarios for memory hygiene (issue #15): bench/hygiene_probe.py runs them.

Author: helper hygho2, 2026-12-03. HELD OUT: written by hand without reading the judge, the review, the search
or the template corpora (bench/hygiene*.py), and never tuned on: do not edit a scenario after seeing how the
product does on it, and do not use these cases to develop against.

Kinds:

* ``update``: a newer statement of the same fact replaces the older (the newer must be first, the older not in
  the top 3);
* ``keep``: compatible facts about the same subject (multi-valued: languages, pets, allergies...; different slots
  of the same shape; an unrelated later turn): every one stays active and none is disputed;
* ``restate``: paraphrases / restatements of one fact: none disputed or superseded as a conflict (a merge is
  fine); any of them may be first;
* ``guess``: an agent's hedged guess vs the user's (or a tool's) statement on the same subject, often sharing no
  slot word: the statement must be first and stay active;
* ``source-conflict``: two tools disagree: both stay visible in the top 3;
* ``other-person``: a relative's fact vs the user's: both stay active, each first for a question about its person.

Each scenario has a ``slot``: one or more coarse topics joined by ``+``; the runner puts only scenarios with no
topic in common in one bank (they are all about "the user"), and background facts (``BACKGROUND``) of other
topics around them as distractors. Memory times are days after the
scenario's start.
"""

from __future__ import annotations

from dataclasses import dataclass

KINDS = ("update", "keep", "restate", "guess", "source-conflict", "other-person")


@dataclass(frozen=True)
class Mem:
    ref: str
    day: float
    text: str
    source: str = "user"
    source_id: str | None = None


@dataclass(frozen=True)
class Ask:
    q: str
    #: any of these refs first is right
    first: tuple[str, ...]
    #: none of these may be in the top 3 (stale)
    not_top3: tuple[str, ...] = ()
    #: every one of these must be in the top 3
    all_top3: tuple[str, ...] = ()


@dataclass(frozen=True)
class Scenario:
    sid: str
    kind: str
    lang: str
    slot: str
    mems: tuple[Mem, ...]
    asks: tuple[Ask, ...]
    #: must not end superseded / retired
    active: tuple[str, ...] = ()
    #: must not end disputed
    no_dispute: tuple[str, ...] = ()
    #: the agent's hedged guesses (guess kind)
    guess: tuple[str, ...] = ()

    @property
    def topics(self) -> frozenset[str]:
        return frozenset(self.slot.split("+"))

    @property
    def span(self) -> float:
        return max(m.day for m in self.mems)


def U(ref: str, day: float, text: str) -> Mem:
    """The user said it."""
    return Mem(ref, day, text)


def A(ref: str, day: float, text: str) -> Mem:
    """The agent inferred it."""
    return Mem(ref, day, text, "agent")


def T(ref: str, day: float, text: str, tool: str) -> Mem:
    """A tool reported it."""
    return Mem(ref, day, text, "tool", tool)


def _lang(sid: str) -> str:
    return "zh" if "-zh-" in sid else "en"


def update(sid: str, slot: str, mems: list[Mem], q: str, first: str = "b", stale: tuple[str, ...] = ("a",),
           also_first: tuple[str, ...] = ()) -> Scenario:
    return Scenario(sid, "update", _lang(sid), slot, tuple(mems), (Ask(q, (first, *also_first), stale),))


def keep(sid: str, slot: str, mems: list[Mem], *asks: tuple[str, str]) -> Scenario:
    refs = tuple(m.ref for m in mems)
    return Scenario(sid, "keep", _lang(sid), slot, tuple(mems), tuple(Ask(q, tuple(f)) for q, f in asks),
                    active=refs, no_dispute=refs)


def restate(sid: str, slot: str, mems: list[Mem], q: str) -> Scenario:
    refs = tuple(m.ref for m in mems)
    return Scenario(sid, "restate", _lang(sid), slot, tuple(mems), (Ask(q, refs),), active=refs, no_dispute=refs)


def guess(sid: str, slot: str, mems: list[Mem], q: str) -> Scenario:
    """The statement is ``a``, the agent's guess ``g``."""
    return Scenario(sid, "guess", _lang(sid), slot, tuple(mems), (Ask(q, ("a",)),), active=("a",), guess=("g",))


def conflict(sid: str, slot: str, mems: list[Mem], q: str) -> Scenario:
    refs = tuple(m.ref for m in mems)
    return Scenario(sid, "source-conflict", _lang(sid), slot, tuple(mems), (Ask(q, refs, (), refs),),
                    active=refs)


def other(sid: str, slot: str, mems: list[Mem], *asks: tuple[str, str]) -> Scenario:
    refs = tuple(m.ref for m in mems)
    return Scenario(sid, "other-person", _lang(sid), slot, tuple(mems), tuple(Ask(q, tuple(f)) for q, f in asks),
                    active=refs, no_dispute=refs)


UPDATE_EN = [
    update("u-en-01", "place", [
        U("a", 0, "I live in Berlin, in a flat near Tempelhof."),
        U("b", 60, "We moved to Munich in January for my new job."),
    ], "Where does the user live now?"),
    update("u-en-02", "format", [
        U("a", 0, "The user likes answers as bullet lists."),
        U("b", 45, "From now on I want plain paragraphs, no bullets please."),
    ], "How should answers to the user be formatted?"),
    update("u-en-03", "drink", [
        U("a", 0, "I drink my coffee black, no sugar."),
        U("b", 50, "My doctor told me to cut caffeine, so these days it's only decaf with oat milk."),
    ], "How does the user take their coffee?"),
    update("u-en-04", "work", [
        U("a", 0, "The user works as a data analyst at Zalando."),
        U("b", 90, "Quick update: I left Zalando last week and started at Spotify as a data engineer."),
    ], "Where does the user work?"),
    update("u-en-05", "device", [
        U("a", 0, "my phone is an iphone 12"),
        U("b", 70, "got a pixel 8 yesterday, the old iphone went to my mom"),
    ], "What phone does the user have?"),
    update("u-en-06", "sport", [
        U("a", 0, "I run about 20 km a week."),
        U("b", 80, "These days I'm up to 45 km a week, training for the Berlin marathon."),
    ], "How many kilometres does the user run per week?"),
    update("u-en-07", "age+kids", [
        U("a", 0, "The user's daughter Mia is 6 years old."),
        U("b", 2, "Correction: Mia is 7, not 6. Her birthday was in March."),
    ], "How old is Mia?"),
    update("u-en-08", "devtools", [
        U("a", 0, "I use VS Code for everything."),
        U("b", 40, "Can you help me set up LSP for Rust? I switched to Neovim a couple of weeks ago and I'm still "
                   "missing a few things from my old setup, especially go-to-definition."),
    ], "Which code editor does the user use?"),
    update("u-en-09", "travel", [
        U("a", 0, "Asked which airport he usually flies from, the user said Schiphol."),
        U("b", 100, "The user now usually flies from Eindhoven because it's closer to the new house."),
    ], "Which airport does the user fly from?"),
    update("u-en-10", "food", [
        U("a", 0, "The user is vegetarian."),
        U("b", 120, "Since last month I eat fish again, so I'm pescatarian now."),
    ], "What is the user's diet?"),
    update("u-en-11", "manager", [
        U("a", 0, "The user's team lead is Priya."),
        U("b", 75, "The user's team lead is Marcus."),
    ], "Who is the user's team lead?"),
    update("u-en-12", "devtools", [
        U("a", 0, "user's preferred language for code samples: python"),
        U("b", 30, "user's preferred language for code samples: typescript"),
    ], "Which programming language should code samples for the user be in?"),
    update("u-en-13", "budget", [
        U("a", 0, "The user's monthly grocery budget is 400 euros."),
        U("b", 60, "We raised the grocery budget to 550 euros a month because of the baby."),
    ], "What is the user's grocery budget?"),
    update("u-en-14", "car", [
        U("a", 0, "I drive a 2014 Golf."),
        U("b", 200, "Sold the Golf. I'm driving a used Tesla Model 3 now."),
    ], "What car does the user drive?"),
    update("u-en-15", "schedule+sport", [
        U("a", 0, "The user goes to the gym on Mondays and Thursdays."),
        U("b", 35, "Gym days are Tuesday and Saturday now since my shifts changed."),
    ], "Which days does the user go to the gym?"),
    update("u-en-16", "name", [
        U("a", 0, "Call me Alex."),
        U("b", 10, "Actually I'd prefer you call me Alexandra, not Alex."),
    ], "What should the assistant call the user?"),
    update("u-en-17", "place", [
        U("a", 0, "The user is in the Pacific time zone."),
        U("b", 50, "I'm based in London for the next year, so use UK time for meetings."),
    ], "Which time zone is the user in?"),
    update("u-en-18", "tracker", [
        U("a", 0, "Our team tracks bugs in Jira."),
        U("b", 150, "We migrated from Jira to Linear over the summer."),
    ], "What does the user's team use to track bugs?"),
    update("u-en-19", "relationship", [
        U("a", 0, "The user is engaged to Sam."),
        U("b", 180, "Sam and I got married in June!"),
    ], "Is the user engaged or married?"),
    update("u-en-20", "place", [
        U("a", 0, "The user lives in Toronto."),
        U("b", 100, "I moved to Vancouver for school."),
        U("c", 400, "After graduating I moved back east, to Montreal."),
    ], "Which city does the user live in?", first="c", stale=("a", "b")),
]

UPDATE_ZH = [
    update("u-zh-01", "place", [
        U("a", 0, "我住在杭州西湖区。"),
        U("b", 60, "上个月搬到上海了，现在住在浦东。"),
    ], "用户现在住在哪里？"),
    update("u-zh-02", "drink", [
        U("a", 0, "用户每天早上喝美式咖啡。"),
        U("b", 40, "最近从美式换到了燕麦拿铁。"),
    ], "用户早上喝什么咖啡？"),
    update("u-zh-03", "meeting", [
        U("a", 0, "每周例会定在周一上午十点。"),
        U("b", 20, "例会改成周三下午两点了。"),
    ], "每周例会是什么时候？"),
    update("u-zh-04", "food", [
        U("a", 0, "用户吃素。"),
        U("b", 90, "我已经不再吃素了，现在什么都吃。"),
    ], "用户的饮食习惯是什么？"),
    update("u-zh-05", "work", [
        U("a", 0, "用户在阿里巴巴做产品经理。"),
        U("b", 120, "我已经从阿里离职了，现在在字节跳动做产品。"),
    ], "用户在哪家公司工作？"),
    update("u-zh-06", "device", [
        U("a", 0, "手机用的是华为 Mate 40。"),
        U("b", 80, "换了小米14，旧手机给了爸爸。"),
    ], "用户用什么手机？"),
    update("u-zh-07", "sport", [
        U("a", 0, "用户每天走路大约五千步。"),
        U("b", 70, "现在每天走一万步以上，已经坚持两个月了。"),
    ], "用户每天走多少步？"),
    update("u-zh-08", "age+kids", [
        U("a", 0, "女儿今年8岁。"),
        U("b", 3, "更正一下：女儿今年9岁，不是8岁。"),
    ], "用户的女儿几岁？"),
    update("u-zh-09", "device", [
        U("a", 0, "用户用 Windows 电脑写代码。"),
        U("b", 30, "帮我看看这个报错吧。顺便说一下，我上周把开发机换成 MacBook Pro 了，所以路径可能和之前不一样，"
                   "终端用的是 zsh。"),
    ], "用户用什么电脑开发？"),
    update("u-zh-10", "travel", [
        U("a", 0, "问到平时坐哪家航空公司时，用户说是国航。"),
        U("b", 100, "用户现在出差基本都坐东航，因为在攒东航的里程。"),
    ], "用户常坐哪家航空公司？"),
    update("u-zh-11", "coach", [
        U("a", 0, "用户的健身教练是小李。"),
        U("b", 60, "从这个月起换了教练，现在是王教练带我。"),
    ], "用户的健身教练是谁？"),
    update("u-zh-12", "format", [
        U("a", 0, "用户希望回答用表格呈现。"),
        U("b", 40, "以后别用表格了，直接用简短的文字回答就行。"),
    ], "回答用户时应该用什么格式？"),
    update("u-zh-13", "budget", [
        U("a", 0, "每月房租预算三千元。"),
        U("b", 50, "房租预算提高到四千五了，想住得离公司近一点。"),
    ], "用户的房租预算是多少？"),
    update("u-zh-14", "car", [
        U("a", 0, "用户开的是一辆白色的本田雅阁。"),
        U("b", 200, "雅阁卖了，现在开比亚迪汉。"),
    ], "用户开什么车？"),
    update("u-zh-15", "schedule+sport", [
        U("a", 0, "用户每周二、周四晚上去游泳。"),
        U("b", 30, "游泳改成周末上午了，晚上要加班。"),
    ], "用户什么时候去游泳？"),
    update("u-zh-16", "name+work", [
        U("a", 0, "叫我小张就行。"),
        U("b", 100, "以后请叫我张老师，我现在在学校教书了。"),
    ], "应该怎么称呼用户？"),
    update("u-zh-17", "school+kids", [
        U("a", 0, "儿子在实验小学上学。"),
        U("b", 150, "儿子已经转学到外国语学校了。"),
    ], "用户的儿子在哪所学校上学？"),
    update("u-zh-18", "tracker", [
        U("a", 0, "团队用禅道管理需求。"),
        U("b", 120, "我们从禅道换到了飞书项目。"),
    ], "团队用什么工具管理需求？"),
    update("u-zh-19", "manager", [
        U("a", 0, "用户的直属领导是陈经理。"),
        U("b", 90, "用户的直属领导是刘总监。"),
    ], "用户的领导是谁？"),
    update("u-zh-20", "place", [
        U("a", 0, "用户住在成都。"),
        U("b", 100, "用户搬去了深圳工作。"),
        U("c", 400, "去年底又从深圳搬回了成都，方便照顾父母。"),
    ], "用户现在住在哪个城市？", first="c", stale=("b",), also_first=("a",)),
]

KEEP_EN = [
    keep("k-en-01", "lang", [
        U("a", 0, "I speak Spanish fluently."),
        U("b", 40, "I've started learning Japanese on Duolingo."),
    ], ("Which languages does the user speak or study?", "ab"), ("Is the user learning Japanese?", "b")),
    keep("k-en-02", "pet", [
        U("a", 0, "We have a cat called Miso."),
        U("b", 60, "We adopted a beagle named Pepper last weekend."),
    ], ("What pets does the user have?", "ab"), ("What is the user's dog called?", "b")),
    keep("k-en-03", "allergy+food", [
        U("a", 0, "The user is allergic to peanuts."),
        U("b", 30, "The user is also allergic to penicillin."),
    ], ("What is the user allergic to?", "ab"), ("Which medication must the user avoid?", "b")),
    keep("k-en-04", "favs", [
        U("a", 0, "The user's favourite colour is green."),
        U("b", 20, "The user's favourite band is Radiohead."),
    ], ("What is the user's favourite band?", "b"), ("What is the user's favourite colour?", "a")),
    keep("k-en-05", "place+work", [
        U("a", 0, "The user lives in Oakland."),
        U("b", 30, "The user works in San Francisco."),
    ], ("Which city does the user live in?", "a"), ("Which city does the user work in?", "b")),
    keep("k-en-06", "sport", [
        U("a", 0, "I play tennis on weekends."),
        U("b", 50, "I joined a climbing gym in September, going twice a week."),
    ], ("What sports does the user do?", "ab"), ("Does the user go climbing?", "b")),
    keep("k-en-07", "calendar", [
        U("a", 0, "The user's flight to Lisbon is on the 14th."),
        U("b", 2, "The user's dentist appointment is on the 14th."),
    ], ("When is the user's flight to Lisbon?", "a"), ("When is the user's dentist appointment?", "b")),
    keep("k-en-08", "music", [
        U("a", 0, "The user plays the piano."),
        U("b", 90, "The user started taking guitar lessons."),
    ], ("Which instruments does the user play?", "ab")),
    keep("k-en-09", "food", [
        U("a", 0, "The user is lactose intolerant."),
        U("b", 40, "The user avoids gluten too."),
    ], ("What foods should the user avoid?", "ab")),
    keep("k-en-10", "kids+age", [
        U("a", 0, "I have a son, Leo, who is 4."),
        U("b", 200, "Our second child, a girl named Ivy, was born in August."),
    ], ("What are the names of the user's children?", "ab"), ("How old is Leo?", "a")),
    keep("k-en-11", "devtools", [
        U("a", 0, "The user prefers pytest for testing."),
        U("b", 10, "The user formats Python code with black."),
    ], ("Which test framework does the user prefer?", "a"), ("Which formatter does the user use?", "b")),
    keep("k-en-12", "device", [
        U("a", 0, "The user's laptop is a ThinkPad X1 Carbon."),
        U("b", 30, "The user bought a new monitor, a 27-inch Dell 4K."),
    ], ("What laptop does the user have?", "a")),
    keep("k-en-13", "travel", [
        U("a", 0, "The user visited Japan in 2019."),
        U("b", 100, "The user went to Peru last spring."),
    ], ("Which countries has the user been to?", "ab")),
    keep("k-en-14", "work", [
        U("a", 0, "I work part-time as a barista."),
        U("b", 45, "I'm also freelancing as a web designer on the side."),
    ], ("What does the user do for work?", "ab")),
    keep("k-en-15", "hobby", [
        U("a", 0, "The user reads sci-fi novels before bed."),
        U("b", 60, "The user switched the living room lights to smart bulbs."),
    ], ("What does the user like to read?", "a")),
]

KEEP_ZH = [
    keep("k-zh-01", "lang", [
        U("a", 0, "我会说粤语。"),
        U("b", 40, "最近在学法语。"),
    ], ("用户会哪些语言？", "ab"), ("用户在学什么外语？", "b")),
    keep("k-zh-02", "pet", [
        U("a", 0, "家里养了一只橘猫，叫大橘。"),
        U("b", 60, "上周又领养了一只柯基。"),
    ], ("用户养了什么宠物？", "ab"), ("用户的猫叫什么？", "a")),
    keep("k-zh-03", "allergy+food", [
        U("a", 0, "用户对芒果过敏。"),
        U("b", 30, "用户对花粉也过敏。"),
    ], ("用户对什么过敏？", "ab"), ("用户能吃芒果吗？", "a")),
    keep("k-zh-04", "favs", [
        U("a", 0, "用户最喜欢的颜色是蓝色。"),
        U("b", 20, "用户最喜欢的歌手是周杰伦。"),
    ], ("用户最喜欢哪个歌手？", "b"), ("用户最喜欢什么颜色？", "a")),
    keep("k-zh-05", "place+work", [
        U("a", 0, "用户住在昌平。"),
        U("b", 30, "用户在国贸上班。"),
    ], ("用户住在哪里？", "a"), ("用户在哪里上班？", "b")),
    keep("k-zh-06", "sport", [
        U("a", 0, "周末会去打羽毛球。"),
        U("b", 50, "最近还开始练瑜伽了。"),
    ], ("用户做哪些运动？", "ab")),
    keep("k-zh-07", "calendar", [
        U("a", 0, "用户的驾照考试在3月15日。"),
        U("b", 2, "用户的体检安排在3月15日。"),
    ], ("用户什么时候考驾照？", "a"), ("用户的体检是哪天？", "b")),
    keep("k-zh-08", "music", [
        U("a", 0, "用户会弹古筝。"),
        U("b", 90, "用户今年开始学钢琴。"),
    ], ("用户会什么乐器？", "ab")),
    keep("k-zh-09", "food", [
        U("a", 0, "不吃香菜。"),
        U("b", 40, "也不太能吃辣。"),
    ], ("用户有什么忌口？", "ab")),
    keep("k-zh-10", "kids+school", [
        U("a", 0, "大儿子叫乐乐，上三年级。"),
        U("b", 100, "小女儿叫朵朵，刚上幼儿园。"),
    ], ("用户的孩子叫什么名字？", "ab"), ("乐乐上几年级？", "a")),
    keep("k-zh-11", "devtools", [
        U("a", 0, "用户习惯用 IntelliJ 写 Java。"),
        U("b", 10, "用户写 Python 用 PyCharm。"),
    ], ("用户写 Python 用什么 IDE？", "b")),
    keep("k-zh-12", "device", [
        U("a", 0, "用户的笔记本是联想小新。"),
        U("b", 30, "用户新买了一个罗技机械键盘。"),
    ], ("用户用什么笔记本电脑？", "a")),
    keep("k-zh-13", "travel", [
        U("a", 0, "用户去过冰岛。"),
        U("b", 100, "用户去年去新疆自驾了一圈。"),
    ], ("用户去过哪些地方旅行？", "ab")),
    keep("k-zh-14", "work", [
        U("a", 0, "我白天在银行上班。"),
        U("b", 45, "晚上兼职做英语家教。"),
    ], ("用户做什么工作？", "ab")),
    keep("k-zh-15", "hobby", [
        U("a", 0, "用户睡前喜欢看悬疑小说。"),
        U("b", 60, "用户把卧室的窗帘换成了遮光的。"),
    ], ("用户喜欢看什么书？", "a")),
]

RESTATE_EN = [
    restate("r-en-01", "drink", [
        U("a", 0, "The user prefers tea over coffee."),
        U("b", 20, "I'm more of a tea person than a coffee person."),
        U("c", 50, "User likes tea better than coffee."),
    ], "Does the user prefer tea or coffee?"),
    restate("r-en-02", "format", [
        U("a", 0, "Keep answers short, the user hates long explanations."),
        U("b", 30, "I like concise replies, please don't write essays."),
    ], "How long should replies to the user be?"),
    restate("r-en-03", "place", [
        U("a", 0, "I live in Dublin."),
        U("b", 60, "The user is based in Dublin, Ireland."),
    ], "Where does the user live?"),
    restate("r-en-04", "work", [
        U("a", 0, "The user is a nurse."),
        U("b", 40, "I work as a registered nurse at St. Mary's hospital."),
    ], "What does the user do for a living?"),
    restate("r-en-05", "devtools", [
        U("a", 0, "The user's main programming language is Go."),
        U("b", 15, "Go is what I write most of my code in."),
        U("c", 70, "mostly golang at work"),
    ], "Which programming language does the user mainly use?"),
    restate("r-en-06", "pet", [
        U("a", 0, "The user has a golden retriever named Biscuit."),
        U("b", 50, "My dog Biscuit is a golden retriever."),
    ], "What kind of dog does the user have?"),
    restate("r-en-07", "schedule", [
        U("a", 0, "The user wakes up at 6am every day."),
        U("b", 25, "I'm up at six every morning."),
    ], "When does the user wake up?"),
    restate("r-en-08", "food", [
        U("a", 0, "The user doesn't eat pork."),
        U("b", 10, "No pork for me, please."),
        U("c", 80, "The user avoids pork."),
    ], "Which meat does the user not eat?"),
    restate("r-en-09", "music", [
        U("a", 0, "The user's favourite composer is Bach."),
        U("b", 40, "Bach is my all-time favourite composer."),
    ], "Who is the user's favourite composer?"),
    restate("r-en-10", "device", [
        U("a", 0, "The user runs Arch Linux on the work machine."),
        U("b", 30, "My work laptop runs Arch."),
    ], "What operating system does the user's work machine run?"),
    restate("r-en-11", "sport", [
        U("a", 0, "The user supports Liverpool FC."),
        U("b", 60, "I'm a huge Liverpool fan, YNWA."),
    ], "Which football club does the user support?"),
    restate("r-en-12", "name", [
        U("a", 0, "The user's name is Daniel but he goes by Dan."),
        U("b", 5, "Just call me Dan."),
    ], "What should the assistant call the user?"),
]

RESTATE_ZH = [
    restate("r-zh-01", "drink", [
        U("a", 0, "用户喜欢喝绿茶。"),
        U("b", 20, "我平时爱喝绿茶，尤其是龙井。"),
    ], "用户喜欢喝什么茶？"),
    restate("r-zh-02", "format", [
        U("a", 0, "回答尽量简短。"),
        U("b", 30, "用户希望回答简洁一点，不要太长。"),
        U("c", 60, "别写太长，说重点就行。"),
    ], "用户希望回答多长？"),
    restate("r-zh-03", "place", [
        U("a", 0, "用户住在广州天河区。"),
        U("b", 50, "我家在广州天河。"),
    ], "用户住在哪里？"),
    restate("r-zh-04", "work", [
        U("a", 0, "用户是一名中学数学老师。"),
        U("b", 40, "我在中学教数学。"),
    ], "用户是做什么工作的？"),
    restate("r-zh-05", "devtools", [
        U("a", 0, "用户主要用 Java 开发。"),
        U("b", 20, "平时写代码基本都是 Java。"),
    ], "用户主要用什么编程语言？"),
    restate("r-zh-06", "pet", [
        U("a", 0, "用户养了一只布偶猫，叫雪球。"),
        U("b", 45, "我家雪球是只布偶。"),
    ], "用户的猫是什么品种？"),
    restate("r-zh-07", "schedule", [
        U("a", 0, "用户每天晚上十一点睡觉。"),
        U("b", 25, "我一般11点上床睡觉。"),
    ], "用户几点睡觉？"),
    restate("r-zh-08", "food", [
        U("a", 0, "用户不吃牛肉。"),
        U("b", 10, "我不吃牛肉的。"),
        U("c", 70, "牛肉别给我推荐，不吃。"),
    ], "用户不吃什么肉？"),
    restate("r-zh-09", "music", [
        U("a", 0, "用户最喜欢的乐队是五月天。"),
        U("b", 40, "五月天是我最爱的乐队。"),
    ], "用户最喜欢什么乐队？"),
    restate("r-zh-10", "device", [
        U("a", 0, "用户的工作电脑装的是 Ubuntu。"),
        U("b", 30, "公司电脑用的 Ubuntu 系统。"),
    ], "用户的工作电脑是什么系统？"),
    restate("r-zh-11", "sport", [
        U("a", 0, "用户是湖人队的球迷。"),
        U("b", 60, "我一直支持湖人。"),
    ], "用户支持哪支球队？"),
    restate("r-zh-12", "name", [
        U("a", 0, "用户叫王晓明，大家都叫他小明。"),
        U("b", 5, "叫我小明就好。"),
    ], "怎么称呼用户？"),
]

GUESS_EN = [
    guess("g-en-01", "work", [
        U("a", 0, "I've run my own company for twelve years."),
        A("g", 20, "The user is probably a student."),
    ], "What does the user do for a living?"),
    guess("g-en-02", "place", [
        A("g", 0, "The user probably lives somewhere in Texas, judging by the time zone."),
        U("a", 10, "I live in Denver."),
    ], "Where does the user live?"),
    guess("g-en-03", "age", [
        U("a", 0, "I turned 52 in October."),
        A("g", 30, "The user seems to be in their twenties."),
    ], "How old is the user?"),
    guess("g-en-04", "food", [
        U("a", 0, "I've been vegan for five years."),
        A("g", 15, "The user might enjoy steakhouses."),
    ], "What does the user eat?"),
    guess("g-en-05", "kids", [
        A("g", 0, "The user likely has no children."),
        U("a", 40, "My twins start kindergarten next week."),
    ], "Does the user have children?"),
    guess("g-en-06", "work", [
        T("a", 0, "HR record: the employee works in the finance department as a senior accountant.", "hr_db"),
        A("g", 5, "The user is perhaps a software developer, since they asked about Python."),
    ], "What is the user's job?"),
    guess("g-en-07", "lang", [
        U("a", 0, "My native language is Portuguese."),
        A("g", 12, "The user is probably a native Spanish speaker."),
    ], "What is the user's native language?"),
    guess("g-en-08", "pet", [
        U("a", 0, "We don't have any pets, the landlord doesn't allow them."),
        A("g", 25, "The user maybe has a dog, since they mentioned daily walks."),
    ], "Does the user have pets?"),
    guess("g-en-09", "car", [
        A("g", 0, "The user probably doesn't own a car."),
        U("a", 30, "I commute in my Subaru Outback every day."),
    ], "Does the user own a car?"),
    guess("g-en-10", "place", [
        U("a", 0, "I grew up in Nairobi and still live there."),
        A("g", 3, "I guess the user is based in London, given the British spelling."),
    ], "Where is the user based?"),
]

GUESS_ZH = [
    guess("g-zh-01", "work", [
        U("a", 0, "我自己开公司十二年了。"),
        A("g", 20, "用户可能还是个学生。"),
    ], "用户是做什么工作的？"),
    guess("g-zh-02", "place", [
        A("g", 0, "用户大概住在北京，因为提到了地铁10号线。"),
        U("a", 10, "我住在南京鼓楼区。"),
    ], "用户住在哪？"),
    guess("g-zh-03", "age", [
        U("a", 0, "我今年五十二岁。"),
        A("g", 30, "用户看起来像二十多岁的年轻人。"),
    ], "用户多大年纪？"),
    guess("g-zh-04", "food", [
        U("a", 0, "我吃素已经五年了。"),
        A("g", 15, "用户应该喜欢吃烧烤。"),
    ], "用户的饮食习惯是什么？"),
    guess("g-zh-05", "kids", [
        A("g", 0, "用户估计还没有孩子。"),
        U("a", 40, "双胞胎下周就要上幼儿园了。"),
    ], "用户有孩子吗？"),
    guess("g-zh-06", "work", [
        T("a", 0, "人事系统记录：该员工在财务部担任高级会计。", "hr_system"),
        A("g", 5, "用户可能是程序员，因为问了很多 Python 的问题。"),
    ], "用户的职业是什么？"),
    guess("g-zh-07", "lang", [
        U("a", 0, "我的母语是闽南话。"),
        A("g", 12, "用户的母语应该是粤语吧。"),
    ], "用户的母语是什么？"),
    guess("g-zh-08", "pet", [
        U("a", 0, "我们家不养宠物，小区不让养。"),
        A("g", 25, "用户好像养了狗，因为经常说去遛弯。"),
    ], "用户养宠物吗？"),
    guess("g-zh-09", "car", [
        A("g", 0, "用户可能没有车。"),
        U("a", 30, "每天开我那辆途观上下班。"),
    ], "用户有车吗？"),
    guess("g-zh-10", "place", [
        U("a", 0, "我在重庆长大，现在也住在重庆。"),
        A("g", 3, "猜测用户在上海工作生活。"),
    ], "用户住在哪个城市？"),
]

CONFLICT_EN = [
    conflict("s-en-01", "place", [
        T("a", 0, "Customer record: born in Lyon, France.", "crm"),
        T("b", 5, "Employee file: place of birth Marseille.", "hr_db"),
    ], "Where was the user born?"),
    conflict("s-en-02", "contact", [
        T("a", 0, "Account email: dana.k@example.com", "crm"),
        T("b", 8, "Account email: dana.kim@example.org", "billing"),
    ], "What is the user's email address?"),
    conflict("s-en-03", "age", [
        T("a", 0, "Date of birth: 1988-04-12", "crm"),
        T("b", 3, "Date of birth: 1988-12-04", "passport_scan"),
    ], "When is the user's birthday?"),
    conflict("s-en-04", "phone_number", [
        T("a", 0, "Mobile number on record: +44 7700 900123", "crm"),
        T("b", 6, "Customer's mobile: +44 7700 900456", "support_desk"),
    ], "What is the user's mobile number?"),
    conflict("s-en-05", "place", [
        T("a", 0, "Home address: 12 Elm Street, Springfield.", "shipping"),
        T("b", 9, "Home address: 48 Oak Avenue, Springfield.", "billing"),
    ], "What is the user's home address?"),
    conflict("s-en-06", "plan", [
        T("a", 0, "Subscription plan: Pro, billed yearly.", "billing"),
        T("b", 2, "Subscription plan: Basic, billed monthly.", "crm"),
    ], "Which subscription plan is the user on?"),
    conflict("s-en-07", "health", [
        T("a", 0, "Blood type: A positive.", "clinic_a"),
        T("b", 20, "Blood type: O negative.", "clinic_b"),
    ], "What is the user's blood type?"),
    conflict("s-en-08", "work", [
        T("a", 0, "Current employer: Acme Corp.", "linkedin_sync"),
        T("b", 4, "Current employer: Globex Inc.", "hr_db"),
    ], "Who is the user's current employer?"),
]

CONFLICT_ZH = [
    conflict("s-zh-01", "place", [
        T("a", 0, "客户档案：出生地 西安。", "crm"),
        T("b", 5, "员工档案：出生地 兰州。", "hr_db"),
    ], "用户是在哪里出生的？"),
    conflict("s-zh-02", "phone_number", [
        T("a", 0, "登记手机号：138 0000 1111", "crm"),
        T("b", 6, "客户手机号：139 0000 2222", "kefu"),
    ], "用户的手机号是多少？"),
    conflict("s-zh-03", "age", [
        T("a", 0, "出生日期：1990年5月3日", "crm"),
        T("b", 3, "出生日期：1990年3月5日", "id_scan"),
    ], "用户的生日是哪天？"),
    conflict("s-zh-04", "place", [
        T("a", 0, "家庭住址：杭州市西湖区文三路 88 号", "express"),
        T("b", 9, "家庭住址：杭州市滨江区江南大道 100 号", "billing"),
    ], "用户的家庭住址是什么？"),
    conflict("s-zh-05", "plan", [
        T("a", 0, "当前套餐：年度会员", "billing"),
        T("b", 2, "当前套餐：免费版", "crm"),
    ], "用户现在是什么套餐？"),
    conflict("s-zh-06", "health", [
        T("a", 0, "血型：A 型", "hospital_a"),
        T("b", 20, "血型：B 型", "hospital_b"),
    ], "用户是什么血型？"),
    conflict("s-zh-07", "work", [
        T("a", 0, "现任职单位：华为", "hr_db"),
        T("b", 4, "现任职单位：腾讯", "social_sync"),
    ], "用户现在在哪个单位工作？"),
    conflict("s-zh-08", "contact", [
        T("a", 0, "账户邮箱：li.na@example.com", "crm"),
        T("b", 8, "账户邮箱：lina88@example.cn", "billing"),
    ], "用户的邮箱是什么？"),
]

OTHER_EN = [
    other("o-en-01", "place", [
        U("a", 0, "I live in Paris."),
        U("b", 30, "My sister just moved to Lyon."),
    ], ("Where does the user live?", "a"), ("Where does the user's sister live?", "b")),
    other("o-en-02", "work+relationship", [
        U("a", 0, "I'm a software engineer."),
        U("b", 20, "My husband is a pilot for KLM."),
    ], ("What does the user do for a living?", "a"), ("What is the user's husband's job?", "b")),
    other("o-en-03", "food", [
        U("a", 0, "I'm vegetarian."),
        U("b", 10, "My son refuses to eat anything green."),
    ], ("What is the user's diet?", "a"), ("What won't the user's son eat?", "b")),
    other("o-en-04", "allergy", [
        U("a", 0, "The user is allergic to cats."),
        U("b", 40, "The user's daughter is allergic to eggs."),
    ], ("What is the user allergic to?", "a"), ("What is the user's daughter allergic to?", "b")),
    other("o-en-05", "car+relationship", [
        U("a", 0, "I drive a Mazda 3."),
        U("b", 60, "My wife drives a Volvo XC60."),
    ], ("What car does the user drive?", "a")),
    other("o-en-06", "age", [
        U("a", 0, "My birthday is on July 9."),
        U("b", 15, "My mom's birthday is on July 21."),
    ], ("When is the user's birthday?", "a"), ("When is the user's mother's birthday?", "b")),
    other("o-en-07", "lang+relationship", [
        U("a", 0, "I speak German and English."),
        U("b", 30, "My partner Tom speaks fluent Mandarin."),
    ], ("What languages does the user speak?", "a")),
    other("o-en-08", "work", [
        U("a", 0, "I work at Deloitte."),
        U("b", 50, "My brother got a job at Google last week."),
    ], ("Where does the user work?", "a"), ("Where does the user's brother work?", "b")),
    other("o-en-09", "device", [
        U("a", 0, "The user has a Samsung Galaxy S23."),
        U("b", 20, "The user's father still uses an old Nokia."),
    ], ("What phone does the user use?", "a")),
    other("o-en-10", "school", [
        U("a", 0, "The user studied law at Edinburgh."),
        U("b", 70, "The user's cousin is studying medicine at Edinburgh."),
    ], ("What did the user study?", "a")),
]

OTHER_ZH = [
    other("o-zh-01", "place", [
        U("a", 0, "我住在苏州。"),
        U("b", 30, "我妹妹刚搬去了无锡。"),
    ], ("用户住在哪里？", "a"), ("用户的妹妹住在哪？", "b")),
    other("o-zh-02", "work+relationship", [
        U("a", 0, "我是一名律师。"),
        U("b", 20, "我老公是飞行员。"),
    ], ("用户是做什么的？", "a"), ("用户的丈夫做什么工作？", "b")),
    other("o-zh-03", "food", [
        U("a", 0, "我不吃辣。"),
        U("b", 10, "我儿子无辣不欢。"),
    ], ("用户能吃辣吗？", "a")),
    other("o-zh-04", "allergy+food", [
        U("a", 0, "用户对海鲜过敏。"),
        U("b", 40, "用户的女儿对鸡蛋过敏。"),
    ], ("用户对什么过敏？", "a"), ("用户的女儿对什么过敏？", "b")),
    other("o-zh-05", "car+relationship", [
        U("a", 0, "我开的是大众朗逸。"),
        U("b", 60, "我老婆开特斯拉 Model Y。"),
    ], ("用户开什么车？", "a")),
    other("o-zh-06", "age", [
        U("a", 0, "我的生日是7月9日。"),
        U("b", 15, "我妈的生日是7月21日。"),
    ], ("用户的生日是哪天？", "a"), ("用户妈妈的生日是哪天？", "b")),
    other("o-zh-07", "lang+relationship", [
        U("a", 0, "我会说英语和日语。"),
        U("b", 30, "我男朋友会说韩语。"),
    ], ("用户会说什么语言？", "a")),
    other("o-zh-08", "work", [
        U("a", 0, "用户在招商银行上班。"),
        U("b", 50, "用户的哥哥上周入职了腾讯。"),
    ], ("用户在哪里上班？", "a"), ("用户的哥哥在哪里工作？", "b")),
    other("o-zh-09", "device", [
        U("a", 0, "用户用的是 iPhone 15。"),
        U("b", 20, "用户的爸爸用的是老人机。"),
    ], ("用户用什么手机？", "a")),
    other("o-zh-10", "school", [
        U("a", 0, "用户大学读的是中文系。"),
        U("b", 70, "用户的表弟在读计算机专业。"),
    ], ("用户大学学的是什么专业？", "a")),
]

SCENARIOS: list[Scenario] = [
    *UPDATE_EN, *UPDATE_ZH, *KEEP_EN, *KEEP_ZH, *RESTATE_EN, *RESTATE_ZH,
    *GUESS_EN, *GUESS_ZH, *CONFLICT_EN, *CONFLICT_ZH, *OTHER_EN, *OTHER_ZH,
]

#: unrelated facts around the scenarios (slot, text); a bank gets those whose slot none of its scenarios has
BACKGROUND: list[tuple[str, str]] = [
    ("plant", "The user keeps a monstera and two cacti on the balcony."),
    ("game", "The user's favourite board game is Catan."),
    ("tv", "The user is rewatching The Office."),
    ("podcast", "The user listens to history podcasts on the commute."),
    ("bike", "The user's bike is a blue Brompton."),
    ("chores", "The user does the laundry on Sunday evenings."),
    ("wifi", "The user's Wi-Fi router sits in the hallway closet."),
    ("garden", "The user grows tomatoes and basil in the back garden."),
    ("food", "The user bakes sourdough bread on weekends."),
    ("movie", "The user's favourite film is Spirited Away."),
    ("travel", "The user spends Christmas with the in-laws."),
    ("budget", "The user invests in index funds every month."),
    ("schedule", "The user needs a white-noise app to fall asleep."),
    ("hobby", "The user reads the Guardian every morning."),
    ("clothes", "The user wears size 43 shoes."),
    ("photo", "The user shoots film photos with an old Pentax."),
    ("work", "The user volunteers at a food bank once a month."),
    ("plant", "用户阳台上种了几盆多肉。"),
    ("game", "用户喜欢玩王者荣耀。"),
    ("tv", "用户最近在追《繁花》。"),
    ("podcast", "用户通勤时听历史类播客。"),
    ("bike", "用户有一辆捷安特山地车。"),
    ("chores", "用户每周六上午打扫卫生。"),
    ("food", "用户周末喜欢包饺子。"),
    ("director", "用户最喜欢的导演是王家卫。"),
    ("travel", "春节用户一般回老家过年。"),
    ("budget", "用户每个月定投指数基金。"),
    ("schedule", "用户睡觉时要开加湿器。"),
    ("hobby", "用户每天早上刷微博看新闻。"),
    ("eyes", "用户近视四百度，平时戴眼镜。"),
    ("printer", "家里的打印机放在书房。"),
    ("garden", "用户在小区菜园种了黄瓜。"),
    ("photo", "用户喜欢用富士相机拍照。"),
    ("work", "用户每月去养老院做一次志愿者。"),
]
