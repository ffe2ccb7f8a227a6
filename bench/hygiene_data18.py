# ruff: noqa: E501
"""Eighteenth hygiene corpus (development), written for issue #15 in a new author's voice: look-alikes that merely
share words. Every memory is true and must stay active; what is scored is ranking (the answer on top).

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``); own people, own phrasing.
Each scenario holds two or three true memories that share a word and one or two questions; every question is drawn
from two or three wordings (the memories' words stay as written).

    unrelated    seven kinds of scenario:
                 "owner"    the same head noun with another owner (the user's dog, the neighbour's dog)
                 "name"     a word used as a name and as a thing (Apple the employer, the apples she eats; 小米 the
                            phone, 小米粥)
                 "sense"    the same word in another sense or slot (a bank account, a river bank; 生日蛋糕, 生日)
                 "keyword"  a question whose content words sit mostly in the distractor, not in the answer
                 "long"     a long distractor that repeats the question's words, next to a short answer
                 "number"   a number or a date shared by both facts
                 "control"  a plain fact next to one on another subject (nothing alike)

It has no temporal, ttl, tools, critical or inference scenarios. ``generate`` builds ``per_category`` scenarios per
language (20 at the default 20: every template once). ``python bench/hygiene_data18.py`` prints samples.
"""

from __future__ import annotations

from _hygiene_corpus import (
    Corpus,
    Dataset,
    Entry,
    Mem,
    Query,
    Scenario,
    _Ctx,
    _fmt,
    build,
    samples_cli,
)

CATEGORIES18: tuple[str, ...] = ("unrelated",)
PER_BANK18 = {"unrelated": 4}

PERSONAS18 = {
    "en": ["Radomir", "Eulalia", "Thandiwe", "Cormac", "Yusra"],
    "zh": ["骆金凤", "欧阳建平", "戚思远", "糜小燕", "阎国栋"],
}
NAME_STATEMENTS18 = {
    "en": ["Goes by {n} in chat.", "Account holder: {n}."],
    "zh": ["聊天里署名{n}。", "账户名是{n}。"],
}
BACKGROUND18 = {
    "en": [
        "{S} collects enamel pin badges from motorway services.",
        "{S} sleeps with the window open even in January.",
        "{S} writes shopping lists in green ink.",
        "{S} never answers calls from unknown numbers.",
        "{S} keeps a cactus called Gerald on the desk.",
        "{S} does the crossword backwards, starting from the last clue.",
    ],
    "zh": [
        "{S}收集高速服务区的纪念徽章。",
        "{S}大冬天睡觉也开着窗。",
        "{S}买菜清单都用绿笔写。",
        "{S}从不接陌生号码的电话。",
        "{S}桌上有盆仙人掌，起名叫老刘。",
        "{S}做填字游戏喜欢从最后一题倒着做。",
    ],
}

# (topic, kind, memories, questions): memories are (key, text templates); questions are (wordings, answer key).
Mems = list[tuple[str, list[str]]]
Qs = list[tuple[list[str], str]]
TABLE18: dict[str, list[tuple[str, str, Mems, Qs]]] = {
    "en": [
        ("dog", "owner",
         [("a", ["{S} has a three-legged greyhound called Biscuit."]),
          ("b", ["{P} neighbour's dog is a yappy little Pomeranian that barks at the postman."])],
         [(["What kind of dog does the user have?", "Tell me about the user's dog.", "What breed is the user's dog?"], "a"),
          (["What breed is the neighbour's dog?", "Which dog barks at the postman next door?"], "b")]),
        ("car", "owner",
         [("a", ["{S} drives a dented silver Honda Jazz."]),
          ("b", ["{P} father-in-law restores vintage cars and just bought a 1967 Jaguar E-Type."]),
          ("c", ["{P} boss parks a brand-new Tesla in the disabled bay."])],
         [(["What car does the user drive?", "Which car is the user's own?", "What does the user drive?"], "a"),
          (["What car did the user's father-in-law buy?", "What is the father-in-law restoring?"], "b")]),
        ("apple", "name",
         [("a", ["{S} works at Apple as a firmware engineer."]),
          ("b", ["{S} eats two apples every afternoon and loves the Braeburn variety most."])],
         [(["Where does the user work?", "Who is the user's employer?", "Which company employs the user?"], "a"),
          (["What fruit does the user snack on?", "Which apples does the user like?"], "b")]),
        ("java", "name",
         [("a", ["{S} spent a month backpacking across Java and climbed Mount Bromo."]),
          ("b", ["{S} mostly writes Java at work, with a bit of Kotlin on the side."])],
         [(["Which programming language does the user use at work?", "What does the user code in?"], "b"),
          (["Where did the user go backpacking?", "Which island did the user travel around?"], "a")]),
        ("amazon", "name",
         [("a", ["{S} orders almost everything from Amazon, even toothpaste."]),
          ("b", ["{P} cousin is a botanist doing fieldwork in the Amazon rainforest."])],
         [(["Where does the user do most of their shopping?", "How does the user usually buy household things?"], "a"),
          (["What does the user's cousin do for a living?", "Where is the user's cousin working?"], "b")]),
        ("bank", "sense",
         [("a", ["{S} banks with Monzo and keeps savings in a separate pot."]),
          ("b", ["{S} likes to fish from the river bank below the old mill on Sundays."])],
         [(["Which bank does the user use?", "Who does the user bank with?"], "a"),
          (["Where does the user go fishing?", "What does the user do on Sundays?"], "b")]),
        ("court", "sense",
         [("a", ["{S} books the indoor tennis court at the leisure centre every Tuesday."]),
          ("b", ["{P} landlord is taking them to court over the unpaid deposit."])],
         [(["Is the user involved in any legal dispute?", "Why is the user going to court?"], "b"),
          (["When does the user play tennis?", "What does the user do on Tuesdays?"], "a")]),
        ("pitch", "sense",
         [("a", ["{S} has perfect pitch and tunes pianos as a side job."]),
          ("b", ["{S} is preparing a sales pitch for a client in Rotterdam next week."])],
         [(["What does the user do on the side?", "Does the user have a second job?"], "a"),
          (["What is the user working on for the Rotterdam client?", "What is the user preparing for next week?"], "b")]),
        ("gym", "keyword",
         [("a", ["{S} lifts weights before work three times a week."]),
          ("b", ["{P} gym buddy quit the gym membership and now does yoga on Monday evenings."])],
         [(["How does the user work out?", "What exercise does the user do?"], "a")]),
        ("tea", "keyword",
         [("a", ["{S} drinks only black coffee, no sugar."]),
          ("b", ["{P} mother-in-law drinks green tea with honey and lemon every single morning."])],
         [(["What does the user drink in the morning?", "How does the user take their morning drink?"], "a")]),
        ("holiday", "keyword",
         [("a", ["{S} is off to Crete for two weeks in August."]),
          ("b", ["{P} team holiday rota says nobody can take summer holiday leave in July."])],
         [(["Where is the user going on holiday this summer?", "What are the user's summer holiday plans?"], "a")]),
        ("instrument", "long",
         [("a", ["{S} plays the cello."]),
          ("b", ["{S} often says that every child should learn to play an instrument, and that playing an instrument in a band taught them more than school did; {s} bought a nephew a toy instrument to play with."])],
         [(["What instrument does the user play?", "Which instrument can the user play?"], "a")]),
        ("book", "long",
         [("a", ["{S} is halfway through Middlemarch."]),
          ("b", ["{S} thinks reading a book before bed is the best habit, keeps a book club reading list on the fridge, and has strong opinions about which book the club should be reading next month."])],
         [(["What book is the user reading at the moment?", "Which book is the user currently reading?"], "a")]),
        ("kid_age", "number",
         [("a", ["{P} daughter Maisie is 12."]),
          ("b", ["{S} lives at number 12 Larch Avenue."])],
         [(["How old is the user's daughter?", "What age is Maisie?"], "a"),
          (["What is the user's address?", "Which house number does the user live at?"], "b")]),
        ("may", "number",
         [("a", ["{S} started at the new job on 3 May."]),
          ("b", ["{S} and their husband celebrate their wedding anniversary on 3 May."])],
         [(["When is the user's wedding anniversary?", "On what date did the user get married?"], "b"),
          (["When did the user start the new job?", "What was the user's first day at the new job?"], "a")]),
        ("flight", "number",
         [("a", ["{P} flight to Oslo departs at 7:40 on Friday."]),
          ("b", ["{P} son's football training ends at 7:40 on Friday evenings."])],
         [(["When does the user's flight leave?", "What time is the Oslo flight?"], "a")]),
        ("allergy", "control",
         [("a", ["{S} is allergic to penicillin."]),
          ("b", ["{S} repainted the hallway a pale sage green."])],
         [(["Does the user have any drug allergies?", "Is the user allergic to any medicine?"], "a")]),
        ("hometown", "control",
         [("a", ["{S} grew up in a fishing village near Aberdeen."]),
          ("b", ["{S} is learning to make sourdough."])],
         [(["Where did the user grow up?", "Where is the user from originally?"], "a")]),
        ("sister_city", "owner",
         [("a", ["{S} lives in Bristol, in a flat above a bakery."]),
          ("b", ["{P} sister lives in Manchester and works for the city council."])],
         [(["Which city does the user live in?", "Where does the user live?"], "a"),
          (["Where does the user's sister live?", "Which city is the user's sister in?"], "b")]),
        ("spotify", "name",
         [("a", ["{S} is a data analyst at Spotify."]),
          ("b", ["{S} listens to Spotify podcasts while running."])],
         [(["What is the user's job?", "What does the user do for work?"], "a"),
          (["What does the user listen to while running?", "What does the user do on runs?"], "b")]),
    ],
    "zh": [
        ("dog", "owner",
         [("a", ["{S}养了一只三条腿的灰狗，叫饼干。"]), ("b", ["{S}的邻居家那只博美犬一见快递员就叫。"])],
         [(["用户养的是什么狗？", "用户家的狗是什么品种？", "说说用户的狗。"], "a"),
          (["邻居家的狗是什么品种？", "隔壁哪只狗爱冲快递员叫？"], "b")]),
        ("car", "owner",
         [("a", ["{S}开一辆有点凹的银色本田飞度。"]), ("b", ["{S}的岳父喜欢修老爷车，刚买了一辆六七年的捷豹。"]),
          ("c", ["{S}的老板把新买的特斯拉停在残疾人车位上。"])],
         [(["用户开什么车？", "用户自己的车是哪款？"], "a"), (["用户的岳父买了什么车？", "岳父新收了一辆什么车？"], "b")]),
        ("xiaomi", "name",
         [("a", ["{S}用的是小米手机，屏幕裂了也没换。"]), ("b", ["{S}早饭常喝小米粥配咸菜。"])],
         [(["用户用什么手机？", "用户的手机是哪个牌子？"], "a"), (["用户早饭吃什么？", "用户早上一般喝什么粥？"], "b")]),
        ("apple", "name",
         [("a", ["{S}在苹果公司做固件工程师。"]), ("b", ["{S}每天下午吃两个苹果，最爱红富士。"])],
         [(["用户在哪儿上班？", "用户的雇主是哪家公司？"], "a"), (["用户下午吃什么水果？", "用户喜欢哪种苹果？"], "b")]),
        ("great_wall", "name",
         [("a", ["{S}开的是长城哈弗，跑了十万公里。"]), ("b", ["{S}去年秋天和同学去爬了慕田峪长城。"])],
         [(["用户开什么牌子的车？", "用户的车是什么品牌？"], "a"), (["用户去年秋天去哪儿玩了？", "用户去年爬过哪里？"], "b")]),
        ("qingdao", "name",
         [("a", ["{S}老家在青岛，小时候常去栈桥。"]), ("b", ["{S}喝啤酒只喝青岛纯生。"])],
         [(["用户老家是哪里的？", "用户是哪里人？"], "a"), (["用户爱喝什么啤酒？", "用户喝哪个牌子的啤酒？"], "b")]),
        ("birthday", "sense",
         [("a", ["{S}的生日是十一月九号。"]), ("b", ["{S}在网上订了一个草莓生日蛋糕，给女儿过生日用。"])],
         [(["用户什么时候过生日？", "用户的生日是哪天？"], "a"), (["用户给女儿订了什么蛋糕？", "女儿的生日蛋糕是什么口味？"], "b")]),
        ("flower", "sense",
         [("a", ["{S}阳台上养了十几盆月季花。"]), ("b", ["{S}花钱大手大脚，每月工资都月光。"])],
         [(["用户养了什么花？", "用户阳台上种了什么？"], "a"), (["用户存得住钱吗？", "用户消费习惯怎么样？"], "b")]),
        ("door", "sense",
         [("a", ["{S}每周三下午去医院门诊复查血压。"]), ("b", ["{S}家的防盗门上周换了指纹锁。"])],
         [(["用户什么时候去医院？", "用户每周去哪儿复查？"], "a"), (["用户家的门换了什么锁？", "用户家的锁是什么样的？"], "b")]),
        ("gym", "keyword",
         [("a", ["{S}每周三次早上上班前去举铁。"]), ("b", ["{S}的健身搭子退了健身房的卡，改成周一晚上练瑜伽。"])],
         [(["用户平时怎么锻炼？", "用户做什么运动？"], "a")]),
        ("tea", "keyword",
         [("a", ["{S}只喝不加糖的黑咖啡。"]), ("b", ["{S}的婆婆每天早上都要喝一杯加蜂蜜的绿茶。"])],
         [(["用户早上喝什么？", "用户早上习惯喝点什么？"], "a")]),
        ("holiday", "keyword",
         [("a", ["{S}八月要去克里特岛待两周。"]), ("b", ["{S}的部门规定七月暑假期间谁都不准休假。"])],
         [(["用户暑假去哪儿度假？", "用户夏天的休假计划是什么？"], "a")]),
        ("instrument", "long",
         [("a", ["{S}会拉大提琴。"]),
          ("b", ["{S}常说每个孩子都该学一门乐器，说自己在乐队里演奏乐器学到的比在学校多，还给外甥买了个玩具乐器。"])],
         [(["用户会什么乐器？", "用户演奏哪种乐器？"], "a")]),
        ("book", "long",
         [("a", ["{S}正在读《米德尔马契》，读了一半。"]),
          ("b", ["{S}觉得睡前读书是最好的习惯，冰箱上贴着读书会的书单，对读书会下个月读哪本书很有意见。"])],
         [(["用户最近在读什么书？", "用户现在在看哪本书？"], "a")]),
        ("kid_age", "number",
         [("a", ["{S}的女儿小满今年12岁。"]), ("b", ["{S}住在落叶松路12号。"])],
         [(["用户的女儿几岁了？", "小满多大了？"], "a"), (["用户住在哪里？", "用户家的门牌号是多少？"], "b")]),
        ("may", "number",
         [("a", ["{S}5月3号去新公司报到。"]), ("b", ["{S}和丈夫的结婚纪念日是5月3号。"])],
         [(["用户的结婚纪念日是哪天？", "用户哪天结的婚？"], "b"), (["用户哪天入职新公司？", "用户新工作哪天开始？"], "a")]),
        ("flight", "number",
         [("a", ["{S}周五的航班七点四十起飞，飞奥斯陆。"]), ("b", ["{S}的儿子周五晚上七点四十足球训练结束。"])],
         [(["用户的航班几点起飞？", "飞奥斯陆的航班是几点？"], "a")]),
        ("allergy", "control",
         [("a", ["{S}对青霉素过敏。"]), ("b", ["{S}把走廊刷成了浅灰绿色。"])],
         [(["用户对什么药过敏？", "用户有药物过敏吗？"], "a")]),
        ("hometown", "control",
         [("a", ["{S}在舟山的一个渔村长大。"]), ("b", ["{S}最近在学做酸面包。"])],
         [(["用户在哪儿长大的？", "用户小时候住在哪里？"], "a")]),
        ("sister_city", "owner",
         [("a", ["{S}住在成都，楼下是一家面包店。"]), ("b", ["{S}的姐姐住在重庆，在市政府上班。"])],
         [(["用户住在哪个城市？", "用户现在住哪儿？"], "a"), (["用户的姐姐住在哪里？", "用户姐姐在哪个城市？"], "b")]),
    ],
}


def _scenario(c: _Ctx, sid: str, entry: tuple[str, str, Mems, Qs]) -> Scenario:
    topic, kind, mems, questions = entry
    subj = c.subject()
    times = [c.day(2, 40) for _ in mems]  # waking hours, any order
    memories: dict[str, Mem] = {}
    for (key, texts), t in zip(mems, times, strict=True):
        memories[key] = Mem(ref=c.ref("m"), text=_fmt(c.rng.choice(texts), **subj), at=c.at(t), key=f"{sid}.{key}",
                            scenario=sid, role="unrelated", expect="active")
    queries = [Query(f"{sid}.q{i + 1}", sid, c.rng.choice(wordings), (memories[ans].key,), ())
               for i, (wordings, ans) in enumerate(questions)]
    first = min(memories.values(), key=lambda m: m.at)
    order = "answer-first" if first is memories[questions[0][1]] else "distractor-first"
    return Scenario(sid, "unrelated", c.lang, f"{kind} {order}", f"{kind}/{topic}", frozenset({topic}),
                    sorted(memories.values(), key=lambda m: m.at), queries)


def _entries(category: str, lang: str) -> list[Entry]:
    return [(frozenset({e[0]}), e) for e in TABLE18[lang]]


CORPUS18 = Corpus(prefix="c18-", categories=CATEGORIES18, per_bank=PER_BANK18, personas=PERSONAS18,
                  name_statements=NAME_STATEMENTS18, background=BACKGROUND18, builders={"unrelated": _scenario},
                  entries=_entries)


def generate(seed: int = 1818, *, per_category: int = 20, background: int = 3) -> Dataset:
    """``per_category`` scenarios per language (rounded up to whole banks of 4)."""
    return build(CORPUS18, seed, per_category=per_category, background=background)


def main() -> None:
    samples_cli(generate, 1818, "the eighteenth hygiene corpus")


if __name__ == "__main__":
    main()
