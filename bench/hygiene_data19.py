"""Nineteenth hygiene corpus (development), written for issue #15 in a new author's voice: the user's NAME in
search. Every memory is true and must stay active; what is scored is ranking (the answer on top).

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``), but the banks are written
out by hand, not drawn from templates: each bank states the user's name once in its own shape ("The user goes by
Priya.", "Account holder name: Tomasz Nowak", "My name is Ingrid.", "Goes by Kofi on the forum.", "邮件落款是龚秀兰。",
"用户叫欧阳明。", "注册名：糜小燕。", "用户的名字是阎国栋。"), except one control bank per language that states no
name at all. Its memories call the user by that name in some places and "the user" / 用户 in others.

    unrelated    ten kinds of scenario (the variant names the kind):
                 "named"        the answer written with the name ("Priya is allergic to penicillin"), distractors
                                written with "the user" on other topics
                 "user"         the answer written with "the user", distractors with the name on other topics
                 "relative"     a relative with a similar name or the same surname (Priyanka, Marta Nowak, 龚建军)
                 "possessive"   the name as an owner ("Tomasz's car", "龚秀兰的车")
                 "inside"       the name inside the sentence, not at its start ("Yesterday Priya adopted a cat")
                 "by-name"      a question that names the person instead of saying "the user" ("Which language is
                                Tomasz learning?")
                 "first-person" a question asked as the user ("What am I allergic to?", 我对什么过敏？)
                 "word"         a name that is also a word in the same memory (Rose grows roses, 高明…不够高明)
                 "twice"        the name twice in one memory ("Rose's manager told Rose…")
                 "control"      a bank with no name statement: "the user" next to a named friend
                 (one bank states a full name, "Tomasz Nowak", and its memories use the first name only)
                 added by hyg35, the risks of reading a named memory or question as "the user" (two banks per
                 language, 15 scenarios / 26 questions): "word-start" (a name that starts a sentence as a word:
                 "Grace period…", 高峰时段…), "same-first" (Grace Okafor, another Grace), "other-name" (a name
                 stated for someone else: "The user's manager goes by Dana.", 同事们都叫组长老周), "two-people"
                 ("Grace and her neighbour Ruth…", 王明和同事小赵…), "possessive-s" ("Agnes' bike"), "two-names" (a
                 bank that states Agnes and Nessa), and a longer name that starts with the user's (王明亮 for 王明)

First run (main at 53c2cf6, ``--configs rules``): acc@1 0.901 (73/81: en 0.925, zh 0.878), no false supersede
or dispute; with branch names30's name reading 0.926 (75/81), with branch names31 (named memories compared as "the
user") 0.938 (76/81). It has no temporal, ttl, tools, critical or inference scenarios. ``generate`` holds every
bank (6 per language in the first run: 24 scenarios, 40-41 questions) at the default ``per_category`` of 20;
fewer caps the banks per language at ``per_category / 4``. ``python bench/hygiene_data19.py`` prints samples.

With hyg35's banks (8 per language, 63 scenarios, 107 questions; the first six banks unchanged, their days too):
main 0.906 (97/107), names31 0.935 (100/107), hyg35 (names31 made safe, a question by the user's name asked as
"the user", a full name's first name) 0.963 (103/107); no false supersede or dispute.
"""

from __future__ import annotations

import random

from _hygiene_corpus import Dataset, HandBank, hand_bank, samples_cli

BANKS19: dict[str, list[HandBank]] = {
    "en": [
        ("Priya", "The user goes by Priya.",
         ["Priya hums when she is concentrating.", "The user keeps receipts in a shoebox."],
         [("named", "allergy",
           [("a", "Priya is allergic to penicillin."), ("b", "The user had a flu jab in October."),
            ("c", "The user takes ibuprofen for back pain.")],
           [("Which medicine is the user allergic to?", "a"), ("What does the user take for back pain?", "c")]),
          ("user", "car",
           [("a", "The user drives a blue Skoda Octavia estate."), ("b", "Priya sold her old bike to a colleague."),
            ("c", "Priya parks at the station on rainy days.")],
           [("What car does the user drive?", "a")]),
          ("relative", "job",
           [("a", "Priya works night shifts as a radiographer."),
            ("b", "Priya's cousin Priyanka works as a pastry chef in Leeds.")],
           [("What is the user's job?", "a"), ("What does Priyanka do for a living?", "b")]),
          ("inside", "pet",
           [("a", "Yesterday Priya adopted a grey tabby cat from the shelter."),
            ("b", "The user's landlord allows small pets but no dogs.")],
           [("What pet did the user adopt?", "a"), ("Are dogs allowed in the user's flat?", "b")])]),
        ("Tomasz", "Account holder name: Tomasz Nowak",
         ["Tomasz never takes the lift.", "The user owns far too many houseplants."],
         [("possessive", "car",
           [("a", "Tomasz's car failed its MOT on the brakes."), ("b", "The user cycles to work when it is dry.")],
           [("What happened with the user's car?", "a"), ("How does the user get to work on dry days?", "b")]),
          ("relative", "sport",
           [("a", "Tomasz plays five-a-side football on Thursdays."),
            ("b", "Marta Nowak, Tomasz's sister, plays volleyball for a club team.")],
           [("What sport does the user play?", "a"), ("Which sport does Marta play?", "b")]),
          ("by-name", "language",
           [("a", "The user is learning Portuguese before a trip to Lisbon."),
            ("b", "The user's brother is learning Japanese.")],
           [("Which language is Tomasz learning?", "a")]),
          ("user", "film",
           [("a", "The user's favourite film is Paris, Texas."),
            ("b", "Tomasz watched three films at the festival last weekend.")],
           [("What is the user's favourite film?", "a")])]),
        ("Ingrid", "My name is Ingrid.",
         ["Ingrid reads the news on paper.", "The user hates loud restaurants."],
         [("named", "hometown",
           [("a", "Ingrid grew up in a fishing town near Bergen."),
            ("b", "The user moved to Manchester for a job at the university.")],
           [("Where did the user grow up?", "a"), ("Why did the user move to Manchester?", "b")]),
          ("inside", "marathon",
           [("a", "After the marathon, Ingrid booked a sports massage every month."),
            ("b", "The user ran the Berlin marathon in 2019.")],
           [("Which marathon did the user run?", "b"), ("How often does the user get a massage?", "a")]),
          ("relative", "study",
           [("a", "Ingrid's daughter Inga is studying marine biology."),
            ("b", "Ingrid studied architecture in Oslo.")],
           [("What did the user study?", "b"), ("What is Inga studying?", "a")]),
          ("possessive", "flat",
           [("a", "Ingrid's flat has a balcony facing the canal."),
            ("b", "The user's office is on the fourth floor with no windows.")],
           [("What does the user's balcony face?", "a"), ("Which floor is the user's office on?", "b")])]),
        ("Kofi", "Goes by Kofi on the forum.",
         ["Kofi writes everything in pencil.", "The user sleeps badly before flights."],
         [("by-name", "bees",
           [("a", "The user keeps bees on an allotment."), ("b", "Kofi's neighbour keeps chickens.")],
           [("What does Kofi keep on the allotment?", "a")]),
          ("named", "coffee",
           [("a", "Kofi takes his coffee with oat milk and no sugar."),
            ("b", "The user drinks green tea in the afternoon.")],
           [("How does the user take his coffee?", "a"), ("What does Kofi drink in the afternoon?", "b")]),
          ("relative", "football",
           [("a", "Kofi supports Arsenal and has a season ticket."),
            ("b", "Kojo, Kofi's younger brother, supports Chelsea.")],
           [("Which football team does the user support?", "a"), ("Who does Kojo support?", "b")]),
          ("user", "saving",
           [("a", "The user is saving for a deposit on a house in Leeds."),
            ("b", "Kofi spent his bonus on a new gaming laptop.")],
           [("What is the user saving for?", "a")])]),
        ("", "",
         ["The user prefers window seats.", "The user's laptop has a cracked hinge."],
         [("control", "passport",
           [("a", "The user's passport expires next March."),
            ("b", "Lena, the user's flatmate, renewed her driving licence.")],
           [("When does the user's passport expire?", "a")]),
          ("control", "music",
           [("a", "The user plays the cello in an amateur orchestra."),
            ("b", "Lena teaches piano to children on Saturdays.")],
           [("What instrument does the user play?", "a"), ("What does Lena teach?", "b")]),
          ("control", "diet",
           [("a", "The user is vegetarian but eats fish once a week."),
            ("b", "The user's partner cooks a roast every Sunday.")],
           [("What is the user's diet?", "a")]),
          ("control", "places",
           [("a", "The user's dentist is on Mill Road."), ("b", "The user's gym is next to the railway station.")],
           [("Where is the user's dentist?", "a"), ("Where is the user's gym?", "b")])]),
        ("Rose", "Call me Rose.",
         ["Rose hums in the lift.", "The user keeps spare batteries in the freezer."],
         [("first-person", "allergy",
           [("a", "Rose is allergic to shellfish."), ("b", "The user carries an inhaler for asthma.")],
           [("What am I allergic to?", "a"), ("What do I carry for my asthma?", "b")]),
          ("word", "garden",
           [("a", "Rose grows climbing roses along the back fence."),
            ("b", "The user's sister sells cut flowers at the market.")],
           [("What does the user grow in the garden?", "a"), ("What does the user's sister sell?", "b")]),
          ("first-person", "commute",
           [("a", "The user commutes by train from Reading."), ("b", "Rose drives to her mother's house on Sundays.")],
           [("How do I get to work?", "a")]),
          ("twice", "promotion",
           [("a", "Rose's manager told Rose she will be promoted in April."),
            ("b", "The user's team moves to a new office in June.")],
           [("When will the user be promoted?", "a"), ("When does the user's team move office?", "b")])]),
        # the risks of reading a named memory as "the user" (hyg35): a name that starts a sentence as a word
        # ("Grace period"), another person with the same first name ("Grace Okafor"), a name stated for someone else
        # ("The user's manager goes by Dana."), two people in one memory
        ("Grace", "The user's name is Grace.",
         ["The user's manager goes by Dana.", "Grace keeps her keys on a hook by the door."],
         [("word-start", "library",
           [("a", "The user borrows three library books a month."),
            ("b", "Grace period for overdue library books is two weeks.")],
           [("How many library books does the user borrow a month?", "a"),
            ("How long is the grace period for overdue library books?", "b")]),
          ("same-first", "teaching",
           [("a", "Grace teaches chemistry at a sixth-form college."),
            ("b", "Grace Okafor from the user's choir teaches maths at a primary school.")],
           [("What subject does the user teach?", "a"), ("What does Grace Okafor teach?", "b")]),
          ("other-name", "expenses",
           [("a", "The user submits expenses on the last day of the month."),
            ("b", "Dana signs off the team's expenses every Friday.")],
           [("When does the user submit expenses?", "a"), ("When does Dana sign off expenses?", "b")]),
          ("two-people", "books",
           [("a", "Grace and her neighbour Ruth swap books every Sunday."),
            ("b", "The user reads crime novels before bed.")],
           [("Who does the user swap books with?", "a"), ("What does the user read before bed?", "b")])]),
        # a possessive of a name ending in s ("Agnes' bike"), a bank with two names (Agnes, Nessa), a by-name
        # question against a relative's possessive
        ("Agnes", "Name: Agnes",
         ["Goes by Nessa at work.", "Agnes hates queueing."],
         [("possessive-s", "bike",
           [("a", "Agnes' bike was stolen from outside the station."),
            ("b", "The user's scooter needs new tyres.")],
           [("What was stolen from the user?", "a"), ("What does the user's scooter need?", "b")]),
          ("two-names", "meeting",
           [("a", "Nessa runs the Tuesday stand-up for the design team."),
            ("b", "The user's partner works from home on Tuesdays.")],
           [("Which meeting does the user run?", "a")]),
          ("by-name", "garden",
           [("a", "The user grows tomatoes in the greenhouse."),
            ("b", "Agnes's brother grows chillies on his balcony.")],
           [("What does Agnes grow in the greenhouse?", "a")]),
          ("named", "swim",
           [("a", "Agnes swims at the lido before work."), ("b", "The user walks the dog after dinner.")],
           [("When does the user swim?", "a"), ("When does the user walk the dog?", "b")])]),
    ],
    "zh": [
        ("龚秀兰", "邮件落款是龚秀兰。",
         ["龚秀兰看书喜欢折页角。", "用户冬天也只穿一件外套。"],
         [("named", "allergy",
           [("a", "龚秀兰对青霉素过敏。"), ("b", "用户十月份打了流感疫苗。"), ("c", "用户腰疼时吃布洛芬。")],
           [("用户对什么药过敏？", "a"), ("用户腰疼吃什么药？", "c")]),
          ("possessive", "car",
           [("a", "龚秀兰的车是一辆白色的比亚迪秦。"), ("b", "用户每天坐地铁二号线上班。")],
           [("用户开什么车？", "a"), ("用户怎么去上班？", "b")]),
          ("relative", "job",
           [("a", "龚秀兰在社区医院当护士。"), ("b", "龚秀兰的弟弟龚建军在工地开挖掘机。")],
           [("用户是做什么工作的？", "a"), ("龚建军是干什么的？", "b")]),
          ("inside", "pet",
           [("a", "昨天龚秀兰从救助站领养了一只橘猫。"), ("b", "用户的房东不许养狗。")],
           [("用户领养了什么宠物？", "a")])]),
        ("欧阳明", "用户叫欧阳明。",
         ["欧阳明手机从不静音。", "用户喝水只喝温的。"],
         [("user", "hometown",
           [("a", "用户老家在江西赣州。"), ("b", "欧阳明上个月去厦门出差了一周。")],
           [("用户老家是哪里的？", "a"), ("欧阳明上个月去哪儿出差了？", "b")]),
          ("relative", "language",
           [("a", "欧阳明在学日语，准备明年去大阪。"), ("b", "欧阳明的堂哥欧阳亮在学德语。")],
           [("用户在学什么语言？", "a"), ("欧阳亮在学什么？", "b")]),
          ("by-name", "swim",
           [("a", "用户每周六早上去游泳。"), ("b", "用户的妻子每天晚上跳广场舞。")],
           [("欧阳明周末做什么运动？", "a")]),
          ("named", "food",
           [("a", "欧阳明最爱吃的是螺蛳粉。"), ("b", "用户不吃香菜。")],
           [("用户最喜欢吃什么？", "a"), ("用户有什么忌口？", "b")])]),
        ("糜小燕", "注册名：糜小燕。",
         ["糜小燕出门总带一把折叠伞。", "用户记账用手机里的表格。"],
         [("inside", "race",
           [("a", "上周末糜小燕在西湖边跑了半程马拉松。"), ("b", "用户的膝盖去年做过手术。")],
           [("用户上周末跑了什么比赛？", "a"), ("用户哪里做过手术？", "b")]),
          ("possessive", "kids",
           [("a", "糜小燕的女儿今年上小学三年级。"), ("b", "用户的儿子在读高二。")],
           [("用户的女儿上几年级？", "a"), ("用户的儿子读几年级？", "b")]),
          ("user", "job",
           [("a", "用户在一家外贸公司做会计。"), ("b", "糜小燕周末在花店帮忙。")],
           [("用户的工作是什么？", "a")]),
          ("relative", "opera",
           [("a", "糜小燕喜欢听越剧。"), ("b", "糜小燕的妹妹糜小玲喜欢听京剧。")],
           [("用户喜欢听什么戏？", "a"), ("糜小玲爱听什么？", "b")])]),
        ("阎国栋", "用户的名字是阎国栋。",
         ["阎国栋开会总是提前十分钟到。", "用户不爱拍照。"],
         [("by-name", "wake",
           [("a", "用户每天早上五点半起床。"), ("b", "用户的父亲习惯晚上十点睡觉。")],
           [("阎国栋每天几点起床？", "a")]),
          ("named", "city",
           [("a", "阎国栋住在杭州滨江区。"), ("b", "用户在上海工作，每周往返一次。")],
           [("用户住在哪里？", "a"), ("用户在哪个城市工作？", "b")]),
          ("relative", "pets",
           [("a", "阎国栋养了两条金毛。"), ("b", "阎国栋的表妹阎丽养了一只鹦鹉。")],
           [("用户养了什么宠物？", "a"), ("阎丽养了什么？", "b")]),
          ("inside", "trip",
           [("a", "去年春节阎国栋带全家去了三亚。"), ("b", "用户今年打算带父母去云南。")],
           [("用户去年春节去哪儿了？", "a"), ("用户今年打算去哪里旅游？", "b")])]),
        ("", "",
         ["用户坐飞机喜欢靠窗。", "用户的笔记本电脑转轴裂了。"],
         [("control", "passport",
           [("a", "用户的护照明年三月到期。"), ("b", "用户的室友小林刚换了驾照。")],
           [("用户的护照什么时候到期？", "a")]),
          ("control", "music",
           [("a", "用户在业余乐团拉大提琴。"), ("b", "小林周六教小朋友弹钢琴。")],
           [("用户会什么乐器？", "a"), ("小林教什么？", "b")]),
          ("control", "diet",
           [("a", "用户吃素，但每周吃一次鱼。"), ("b", "用户的男朋友每周日做红烧肉。")],
           [("用户的饮食习惯是什么？", "a")]),
          ("control", "places",
           [("a", "用户的牙医诊所在解放路。"), ("b", "用户的健身房在火车站旁边。")],
           [("用户看牙去哪里？", "a"), ("用户的健身房在哪儿？", "b")])]),
        ("高明", "用户叫高明。",
         ["高明出门前总要检查三遍煤气。", "用户不喝冰水。"],
         [("word", "opinion",
           [("a", "高明觉得同事的办法不够高明。"), ("b", "用户的同事提议周末加班赶工。")],
           [("用户对同事的办法怎么看？", "a"), ("同事提议了什么？", "b")]),
          ("first-person", "allergy",
           [("a", "高明对花生过敏。"), ("b", "用户有轻微的哮喘。")],
           [("我对什么过敏？", "a"), ("我有什么慢性病？", "b")]),
          ("first-person", "commute",
           [("a", "用户每天骑电动车上班。"), ("b", "高明周末开车回老家看父母。")],
           [("我平时怎么上班？", "a")]),
          ("word", "chess",
           [("a", "高明下棋很高明，拿过市里的业余冠军。"), ("b", "用户的儿子在学围棋。")],
           [("用户下棋水平怎么样？", "a"), ("用户的儿子在学什么？", "b")])]),
        # hyg35's risks in Chinese: a longer name that starts with the user's (王明亮 for 王明), a by-name question,
        # two people in one memory, a nickname that belongs to someone else (老周)
        ("王明", "用户叫王明。",
         ["同事们都叫组长老周。", "王明喝咖啡从不加糖。"],
         [("relative", "job",
           [("a", "王明在银行做柜员。"), ("b", "王明亮是用户的表哥，在深圳开出租车。")],
           [("用户是做什么工作的？", "a"), ("王明亮是做什么的？", "b")]),
          ("by-name", "breakfast",
           [("a", "用户早饭一般吃豆浆油条。"), ("b", "王明的女儿早上只喝牛奶。")],
           [("王明早饭吃什么？", "a")]),
          ("two-people", "hike",
           [("a", "王明和同事小赵每个月去爬一次山。"), ("b", "用户每天晚饭后散步半小时。")],
           [("用户多久爬一次山？", "a"), ("用户晚饭后做什么？", "b")]),
          ("other-name", "report",
           [("a", "用户每周五下午交周报。"), ("b", "老周每周一上午开部门例会。")],
           [("用户什么时候交周报？", "a"), ("老周什么时候开例会？", "b")])]),
        # a name that is also a word at the start of a sentence (高峰时段 "rush hour")
        ("高峰", "用户的名字是高峰。",
         ["高峰的手机壳是蓝色的。", "用户不爱吃甜食。"],
         [("word-start", "commute",
           [("a", "用户每天骑自行车上班。"), ("b", "高峰时段地铁二号线特别挤。")],
           [("用户怎么上班？", "a"), ("地铁二号线什么时候特别挤？", "b")]),
          ("named", "work",
           [("a", "高峰在一家物流公司做调度。"), ("b", "用户的妻子在小学教语文。")],
           [("用户在哪里工作？", "a"), ("用户的妻子教什么？", "b")]),
          ("possessive", "son",
           [("a", "高峰的儿子在读初二。"), ("b", "用户的女儿刚上幼儿园。")],
           [("用户的儿子读几年级？", "a")])]),
    ],
}



def generate(seed: int = 1919, *, per_category: int = 20, background: int = 2) -> Dataset:
    """Every bank of both languages (``per_category`` caps the scenarios per language, in whole banks of 4)."""
    rng = random.Random(seed)
    banks = []
    for lang in ("en", "zh"):
        specs = BANKS19[lang] if per_category >= 20 else BANKS19[lang][: max(1, -(-per_category // 4))]
        # the first six banks of a language draw their start day from ``rng`` as in the first run; hyg35's later
        # banks from their own seed, so the first banks' days stay as they were
        days = [rng.randint(0, 200) for _ in specs[:6]]
        days += [random.Random(f"{seed}:{lang}:{i}").randint(0, 200) for i in range(6, len(specs))]
        banks += [hand_bank("c19", seed, lang, i, spec, days[i], background) for i, spec in enumerate(specs)]
    return Dataset(seed, banks)


def main() -> None:
    samples_cli(generate, 1919, "the nineteenth hygiene corpus")


if __name__ == "__main__":
    main()
