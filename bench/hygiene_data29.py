"""Twenty-ninth hygiene corpus (evaluation), written by an outside author: UPDATES TOLD IN OTHER WORDS, and
LOOK-ALIKES THAT ARE NOT UPDATES. What is scored is ranking (the answer on top).

Written without reading the system's code or its other corpora: the author read only the hand-written bank format
(``HandScen``, ``HandBank``, ``_hand_scenario``, ``hand_bank``, ``hand_corpus`` in ``bench/_hygiene_corpus.py``) and
the layout of ``bench/hygiene_data21.py`` (its docstring, first bank, ``generate`` and ``main``). Same records,
classes and scoring as the other hand-written corpora. No bank states a name: every memory says "the user" / 用户.
Everyday subjects: devices, food, health, work, home, family, hobbies, money, travel, pets, services.

    unrelated    the variant names the shape:
                 "update"   an older value (key "old": written first, scored stale) and a newer one told in another
                            frame: two clauses with an onset or time word ("Sold the Corolla in April; these days
                            the user cycles to work", 用户嫌豆浆胀气，上个月起早上改喝燕麦拿铁了), the new value in
                            a different clause from the change word ("switched providers; Hyperoptic installed the
                            new line", 用户辞职后自己开了一家烘焙工作室，目前…), no change word at all, told as news
                            of an event ("Monday was the user's first day teaching chemistry…", 朗逸卖给了表弟，用户
                            自己提了一辆比亚迪海豹), or the same time word in both ("Currently…" / "Currently…",
                            目前… / 目前…); questions about the present, answered by the newer
                 "state"    two true memories, no older value: a fact and a new STATE of the same thing or of the
                            user that replaces nothing ("uses a De'Longhi machine" / "the machine is three years old
                            and recently started leaking", 用户养了一只柯基 / 用户家的狗今年八岁了，最近后腿…),
                            often worded like an update ("lately", "these days", 最近, 这阵子); questions about the
                            original fact (answered by the first) and about the new state (by the second)
                 "both"     two true facts of one kind, the newer beginning a second thing beside the first ("has
                            played the piano since she was seven" / "recently started learning the violin", 用户每周
                            打两次羽毛球 / 今年开春，用户…开始打匹克球), sometimes without "also" / 又; a question
                            about each, answered by its own memory

Per language: 6 banks of 4 scenarios (10 update, 8 state, 6 both), 2 background facts per bank. Each question is
answerable by exactly one memory of its scenario; the other scenarios and the background are the distractors.
``generate`` holds every bank (48 scenarios) at the default ``per_category`` of 20; fewer caps the banks per
language at ``per_category / 4``. ``python bench/hygiene_data29.py`` prints samples.
"""

from __future__ import annotations

from _hygiene_corpus import Dataset, HandBank, hand_corpus, samples_cli

BANKS29: dict[str, list[HandBank]] = {
    "en": [
        ("", "",
         ["The user is left-handed.", "The user keeps a spare house key with the neighbour at number 12."],
         [("update", "commute",
           [("old", "The user drives a Toyota Corolla to the office."),
            ("a", "Sold the Corolla in April; these days the user cycles to work along the canal path.")],
           [("How does the user get to work?", "a")]),
          ("update", "phone",
           [("old", "The user's phone is an iPhone 12."),
            ("a", "The user's iPhone ended up at the bottom of a lake in Cumbria, and she has been on a Pixel 8 "
                  "since she got back.")],
           [("What phone does the user use?", "a")]),
          ("state", "coffee-machine",
           [("a", "The user makes her coffee with a De'Longhi bean-to-cup machine."),
            ("b", "The user's coffee machine is three years old and recently started leaking from the drip tray.")],
           [("What kind of coffee machine does the user have?", "a"),
            ("What's wrong with the user's coffee machine?", "b")]),
          ("both", "instrument",
           [("a", "The user has played the piano since she was seven."),
            ("b", "The user recently started learning the violin with a teacher from the local orchestra.")],
           [("How long has the user played the piano?", "a"), ("Who teaches the user the violin?", "b")])]),
        ("", "",
         ["The user supports Sunderland AFC.", "The user's birthday is in late November."],
         [("update", "diet",
           [("old", "The user eats meat most days, usually chicken."),
            ("a", "The user hasn't touched meat since New Year's Day; he is vegetarian now and cooks a lot of "
                  "lentils.")],
           [("Does the user eat meat?", "a"), ("What kind of diet does the user follow?", "a")]),
          ("update", "job",
           [("old", "The user works as a lab technician at the water company."),
            ("a", "Monday was the user's first day teaching chemistry at Hillside Academy.")],
           [("What does the user do for a living?", "a")]),
          ("state", "running",
           [("a", "The user runs 5 km along the seafront every morning."),
            ("b", "The user has been running for two years, and lately his knees ache on the downhill stretches.")],
           [("How far does the user run each morning?", "a"), ("What has been bothering the user on his runs?", "b")]),
          ("both", "language",
           [("a", "The user speaks fluent Spanish; his mother is from Valencia."),
            ("b", "The user started Japanese lessons on Wednesday evenings last month.")],
           [("Which language does the user speak fluently?", "a"),
            ("What does the user do on Wednesday evenings?", "b")])]),
        ("", "",
         ["The user sings alto in a community choir.", "The user keeps her receipts in a shoebox under the bed."],
         [("update", "book",
           [("old", "Currently the user is reading 'Middlemarch' for her book club."),
            ("a", "Currently the user is halfway through 'The Overstory'.")],
           [("What book is the user reading?", "a")]),
          ("state", "dog",
           [("a", "The user has a golden retriever called Biscuit."),
            ("b", "The user's dog turned ten in May and has started going grey around the muzzle.")],
           [("What breed is the user's dog?", "a"), ("How old is the user's dog?", "b")]),
          ("state", "laptop",
           [("a", "The user's work laptop is a ThinkPad X1 Carbon."),
            ("b", "These days the battery in the user's work laptop only lasts about two hours off the charger.")],
           [("Which laptop does the user use for work?", "a"), ("How long does the user's laptop battery last?", "b")]),
          ("both", "streaming",
           [("a", "The user subscribes to Netflix."),
            ("b", "The user added Disney+ last month so her nephews have something to watch when they visit.")],
           [("Which streaming service did the user add last month?", "b"), ("Does the user have Netflix?", "a")])]),
        ("", "",
         ["The user grew up in Aberdeen.", "The user always books a window seat on long train journeys."],
         [("update", "broadband",
           [("old", "The user's broadband is with BT."),
            ("a", "After three outages in a month the user switched providers; Hyperoptic installed the new line "
                  "on Thursday.")],
           [("Who provides the user's broadband?", "a")]),
          ("update", "tuesday",
           [("old", "The user swims at the leisure centre on Tuesday evenings."),
            ("a", "The leisure centre pool is shut for repairs until autumn, so on Tuesdays the user goes to the "
                  "climbing wall instead.")],
           [("What does the user do on Tuesday evenings?", "a")]),
          ("state", "car",
           [("a", "The user drives a 2016 Skoda Octavia estate."),
            ("b", "The user's car failed its MOT last week because of worn brake pads.")],
           [("What car does the user drive?", "a"), ("Why did the user's car fail its MOT?", "b")]),
          ("both", "pets",
           [("a", "The user has a tabby cat called Pickle."),
            ("b", "This summer the user adopted a retired racing greyhound too.")],
           [("What is the user's cat called?", "a"), ("What kind of dog did the user adopt?", "b")])]),
        ("", "",
         ["The user is a night owl and rarely sleeps before one.", "The user's sister lives in Toronto."],
         [("update", "migraine",
           [("old", "At the moment the user takes ibuprofen as soon as a migraine starts."),
            ("a", "At the moment the user is on sumatriptan for her migraines, which her GP prescribed in May.")],
           [("What does the user take for her migraines?", "a")]),
          ("state", "diabetes",
           [("a", "The user has type 1 diabetes and uses an insulin pump."),
            ("b", "Lately the user's blood sugar has been running high first thing in the morning.")],
           [("What condition does the user have?", "a"),
            ("What has the user noticed about her morning blood sugar?", "b")]),
          ("state", "mortgage",
           [("a", "The user's mortgage is with Nationwide."),
            ("b", "The user's five-year fixed rate ends in June, and her monthly payment is expected to rise by "
                  "about £300.")],
           [("Who is the user's mortgage lender?", "a"), ("When does the user's fixed rate end?", "b")]),
          ("both", "work",
           [("a", "The user works as an accountant for a logistics firm."),
            ("b", "On weekends the user has started doing the books for two cafés on her street.")],
           [("What is the user's day job?", "a"), ("What does the user do at weekends?", "b")])]),
        ("", "",
         ["The user's partner is a nurse.", "The user collects vintage railway posters."],
         [("update", "home",
           [("old", "The user rents a one-bedroom flat above a bakery in Leeds."),
            ("a", "The user completed on a terraced house in Harrogate in March and moved in the same weekend.")],
           [("Where does the user live?", "a"), ("Does the user rent or own his home?", "a")]),
          ("update", "friday-sport",
           [("old", "The user plays squash at the university courts every Friday."),
            ("a", "The user gave up squash after his shoulder operation; padel on Friday nights is his thing now.")],
           [("What sport does the user play on Fridays?", "a")]),
          ("state", "teaching",
           [("a", "The user teaches Year 4 at a primary school in Knaresborough."),
            ("b", "The user has been teaching for fifteen years and has started to feel burnt out.")],
           [("What year group does the user teach?", "a"), ("How has the user been feeling about his job?", "b")]),
          ("both", "hobbies",
           [("a", "The user goes bouldering twice a week."),
            ("b", "Lately the user has been taking a pottery class on Saturday mornings.")],
           [("How often does the user go bouldering?", "a"), ("What does the user do on Saturday mornings?", "b")])]),
    ],
    "zh": [
        ("", "",
         ["用户不吃香菜。", "用户的老家在山东烟台。"],
         [("update", "breakfast-drink",
           [("old", "用户每天早上喝一杯现磨豆浆。"),
            ("a", "用户嫌豆浆胀气，上个月起早上改喝燕麦拿铁了。")],
           [("用户早上喝什么？", "a")]),
          ("update", "commute",
           [("old", "用户每天坐地铁2号线上班。"),
            ("a", "公司搬到张江以后，用户开车通勤，单程四十分钟左右。")],
           [("用户现在怎么去上班？", "a"), ("用户上班路上要花多长时间？", "a")]),
          ("state", "washer",
           [("a", "用户家用的是一台美的滚筒洗衣机。"),
            ("b", "用户家的洗衣机用了六年，这阵子一脱水就咣咣响。")],
           [("用户家的洗衣机是什么牌子的？", "a"), ("用户家洗衣机最近出了什么毛病？", "b")]),
          ("both", "instrument",
           [("a", "用户会弹吉他，大学时在乐队里当过主音吉他手。"),
            ("b", "用户最近开始学架子鼓，每周上一节课。")],
           [("用户大学时在乐队里负责什么？", "a"), ("用户最近在学什么乐器？", "b")])]),
        ("", "",
         ["用户怕冷，冬天离不开电热毯。", "用户的生日在七月初。"],
         [("update", "home",
           [("old", "用户租住在杭州滨江区的一套两居室里。"),
            ("a", "去年年底用户在余杭买了房，装修完已经搬进去了。")],
           [("用户住在哪个区？", "a"), ("用户住的房子是租的还是自己买的？", "a")]),
          ("update", "tv-show",
           [("old", "用户目前在追《繁花》。"),
            ("a", "用户目前在追《漫长的季节》，每晚看两集。")],
           [("用户在追什么剧？", "a")]),
          ("state", "dog",
           [("a", "用户养了一只柯基，叫团子。"),
            ("b", "用户家的狗今年八岁了，最近后腿有点使不上劲。")],
           [("用户养的狗叫什么名字？", "a"), ("用户的狗最近身体怎么样？", "b")]),
          ("both", "investing",
           [("a", "用户每个月定投一千块沪深300指数基金。"),
            ("b", "用户今年开始在银行App上按月攒黄金，每月五百块。")],
           [("用户每个月定投什么基金？", "a"), ("用户每月在黄金上投多少钱？", "b")])]),
        ("", "",
         ["用户是独生子女。", "用户周末习惯睡到自然醒。"],
         [("update", "carrier",
           [("old", "用户的手机号是中国移动的。"),
            ("a", "上周用户办了携号转网，号码没变，现在走的是电信的套餐，每月五十九元。")],
           [("用户现在用的是哪家运营商？", "a"), ("用户的手机套餐每月多少钱？", "a")]),
          ("state", "running",
           [("a", "用户每周六早上去奥森公园跑十公里。"),
            ("b", "用户跑了三年步，最近右脚后跟一落地就疼，医生说是足底筋膜炎。")],
           [("用户每周六早上去哪里跑步？", "a"), ("用户的脚出了什么问题？", "b")]),
          ("state", "laptop",
           [("a", "用户平时用一台MacBook Air写代码。"),
            ("b", "用户的笔记本买了四年多，前几天发现电池鼓包了。")],
           [("用户用什么电脑写代码？", "a"), ("用户的笔记本电池怎么了？", "b")]),
          ("both", "pets",
           [("a", "用户在客厅养了一缸孔雀鱼。"),
            ("b", "上个月用户又在阳台上养了两只虎皮鹦鹉。")],
           [("用户客厅的鱼缸里养的是什么鱼？", "a"), ("用户阳台上养了什么鸟？", "b")])]),
        ("", "",
         ["用户对花生过敏。", "用户喜欢听郭德纲的相声。"],
         [("update", "job",
           [("old", "用户在一家外企做财务。"),
            ("a", "用户辞职后自己开了一家烘焙工作室，目前主要接定制蛋糕的单子。")],
           [("用户现在做什么工作？", "a")]),
          ("update", "car",
           [("old", "用户开的是一辆白色大众朗逸。"),
            ("a", "朗逸卖给了表弟，用户自己提了一辆比亚迪海豹。")],
           [("用户开什么车？", "a")]),
          ("state", "mother",
           [("a", "用户的母亲住在成都老家。"),
            ("b", "用户的母亲今年七十五岁，最近记性越来越差，常常忘了关煤气。")],
           [("用户的母亲住在哪里？", "a"), ("用户的母亲最近有什么状况？", "b")]),
          ("both", "ball-games",
           [("a", "用户每周打两次羽毛球。"),
            ("b", "今年开春，用户跟几个同事开始打匹克球。")],
           [("用户多久打一次羽毛球？", "a"), ("用户开春后跟同事玩起了什么球？", "b")])]),
        ("", "",
         ["用户戴七百度的近视眼镜。", "用户每年国庆都会回老家看看。"],
         [("update", "exercise",
           [("old", "用户每周去三次健身房练力量。"),
            ("a", "膝盖做完手术后，用户不去健身房了，改成每天游一千米。")],
           [("用户现在怎么锻炼身体？", "a")]),
          ("state", "e-bike",
           [("a", "用户每天骑电动自行车接送孩子上下学。"),
            ("b", "用户的电动车电池老化了，充满电只能骑十来公里。")],
           [("用户怎么接送孩子？", "a"), ("用户的电动车充满电能骑多远？", "b")]),
          ("state", "work",
           [("a", "用户在一家互联网公司做产品经理。"),
            ("b", "用户负责的项目下个月上线，最近天天加班到晚上十点。")],
           [("用户是做什么工作的？", "a"), ("用户最近为什么天天加班？", "b")]),
          ("both", "side-business",
           [("a", "用户业余在淘宝上开了一家卖手工皂的小店。"),
            ("b", "最近用户又开了个抖音号，专门拍做皂的过程。")],
           [("用户的淘宝店卖什么？", "a"), ("用户在抖音上发什么内容？", "b")])]),
        ("", "",
         ["用户喝不了酒，一喝就脸红。", "用户喜欢收集各地的冰箱贴。"],
         [("update", "blood-pressure",
           [("old", "用户目前每天吃一片氨氯地平控制血压。"),
            ("a", "上次复查后医生给用户换了药，目前吃的是缬沙坦。")],
           [("用户现在吃什么降压药？", "a")]),
          ("update", "pet",
           [("old", "用户养了一只叫豆豆的仓鼠。"),
            ("a", "用户的仓鼠豆豆上个月老死了，周末从朋友家抱回来一只英短蓝猫。")],
           [("用户现在养的是什么宠物？", "a")]),
          ("state", "braces",
           [("a", "用户在戴隐形牙套矫正牙齿。"),
            ("b", "用户的牙套已经戴了一年半，最近换了新的一副，牙齿酸得咬不动东西。")],
           [("用户用什么方式矫正牙齿？", "a"), ("用户的牙齿最近有什么感觉？", "b")]),
          ("both", "credit-card",
           [("a", "用户平时刷招商银行的信用卡买日用品。"),
            ("b", "用户上周又办了一张交通银行的信用卡，专门用来加油。")],
           [("用户买日用品刷哪家银行的信用卡？", "a"), ("用户加油用哪家银行的卡？", "b")])]),
    ],
}


def generate(seed: int = 2929, *, per_category: int = 20, background: int = 2) -> Dataset:
    """Every bank of both languages (``per_category`` caps the scenarios per language, in whole banks of 4)."""
    return hand_corpus(BANKS29, "c29", seed, per_category, background)


def main() -> None:
    samples_cli(generate, 2929, "the twenty-ninth hygiene corpus")


if __name__ == "__main__":
    main()
