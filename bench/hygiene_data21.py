"""Twenty-first hygiene corpus (development), written for issue #15 by helper hyg45 before touching any code: where
can comparing a memory that NAMES the user as "the user" go WRONG? What is scored is ranking (the answer on top).

Same records, classes and scoring as corpora 19 and 20 (``bench/_hygiene_corpus.py``, banks written out by hand).
Each bank states the user's name in a shape ``names.names_in`` reads ("My name is Nadine Keller.", "Signs emails as
Rowan.", "用户叫陈静。", "账户实名是李娜。"), except one control bank per language; its memories call the user by
that name in some places and "the user" / 用户 in others, and OTHER named people state facts on the same subjects:

    unrelated    the variant names the risk:
                 "similar"        another person with a similar name (Nadia for Nadine, Rohan for Rowan, 陈晶 for
                                  陈静, 马莉 for 马丽, 李娟 for 李娜) stating a fact of the same kind
                 "namesake"       another person who carries the user's name, written first in the memory ("Daniel
                                  Jr., the user's son, …", "Maeve from the book club …", 李娜（楼下邻居…）, a son
                                  王小磊 whose name starts with the user's 王磊)
                 "prefix"         a colleague whose name is the user's less a letter (Sami for Samir)
                 "surname"        a relative with the user's surname (Karim Haddad, 刘海)
                 "object"         the user's or another's name as an object ("Nadia gives Nadine a lift…",
                                  "The user drove Daniel Jr. to…", 陈晶…送陈静回家)
                 "mixed"          the same person as the name in one memory and "the user" in another
                 "asked-by-name"  a question by the user's name whose answer says "the user", next to a named
                                  other person's fact ("What sport does Samir play?")
                 "signature"      the name only in a message's signature ("… — Daniel", "——王磊")
                 "greeting"       the name only in a greeting quoted by an agent ("Hi Rowan, …", 马丽您好)
                 "update-name-old" an older fact written with the name, the newer with "the user" (key "old": an
                                  older value, scored stale; it may stay active)
                 "update-user-old" the older with "the user", the newer with the name
                 "control"        a bank with no name statement: "the user" next to named friends
                 "control-object" the same, a friend's name as an object

Questions are asked about the user and about the other named person. First run (main 8c5f9e7, ``--configs
rules``): see docs/benchmarks.md, corpus 21. ``generate`` holds every bank (6 per language: 48 scenarios) at the
default ``per_category`` of 20; fewer caps the banks per language at ``per_category / 4``.
``python bench/hygiene_data21.py`` prints samples.
"""

from __future__ import annotations

from _hygiene_corpus import Dataset, HandBank, hand_corpus, samples_cli

BANKS21: dict[str, list[HandBank]] = {
    "en": [
        ("Nadine", "My name is Nadine Keller.",
         ["Nadine hums when she is concentrating.", "The user keeps spare batteries in the hallway drawer."],
         [("similar", "allergy",
           [("a", "Nadine is allergic to penicillin."),
            ("b", "Nadia from the user's team is allergic to shellfish.")],
           [("What is the user allergic to?", "a"), ("What is Nadia allergic to?", "b")]),
          ("update-name-old", "employer",
           [("old", "Nadine works as a structural engineer at Arup."),
            ("a", "The user has left Arup and now works for a wind-farm developer.")],
           [("Who does the user work for now?", "a")]),
          ("object", "lift",
           [("a", "Nadia gives Nadine a lift to the station when it rains."),
            ("b", "The user drives her son Theo to school every morning.")],
           [("Who gives the user a lift when it rains?", "a"), ("How does the user's son get to school?", "b")]),
          ("asked-by-name", "music",
           [("a", "The user plays the cello in an amateur orchestra."),
            ("b", "Nadia plays the violin in a string quartet.")],
           [("What instrument does Nadine play?", "a"), ("Which instrument does Nadia play?", "b")])]),
        ("Daniel", "The user's name is Daniel Osei.",
         ["Daniel takes his coffee black.", "The user's wife is called Abena."],
         [("namesake", "football",
           [("a", "Daniel Jr., the user's son, plays left back for the under-10s."),
            ("b", "Daniel plays five-a-side football on Thursday nights.")],
           [("What position does the user's son play?", "a"), ("When does the user play football?", "b")]),
          ("object", "dentist",
           [("a", "The user drove Daniel Jr. to the orthodontist on Tuesday."),
            ("b", "Daniel had a crown fitted at the dentist in March.")],
           [("What did the user have done at the dentist?", "b"),
            ("Where did the user take his son on Tuesday?", "a")]),
          ("update-user-old", "car",
           [("old", "The user drives a grey Ford Focus estate."),
            ("a", "Daniel sold the Focus and bought a Toyota Corolla hybrid.")],
           [("What car does the user drive now?", "a")]),
          ("signature", "school",
           [("a", "The user messaged the school: 'Running late for parents' evening, please start without me. "
                  "— Daniel'"),
            ("b", "Abena, the user's wife, usually goes to the parents' evenings.")],
           [("What did the user tell the school about parents' evening?", "a"),
            ("Who usually goes to the parents' evenings?", "b")])]),
        ("Rowan", "Signs emails as Rowan.",
         ["Rowan never answers the phone before nine.", "The user listens to jazz while working."],
         [("similar", "marathon",
           [("a", "Rowan finished the Edinburgh marathon in 3 hours 41 minutes."),
            ("b", "Rohan, the user's climbing partner, ran the Berlin marathon in 3 hours 10.")],
           [("What was the user's marathon time?", "a"), ("Which marathon did Rohan run?", "b")]),
          ("greeting", "delivery",
           [("a", "Courier text forwarded by the user: 'Hi Rowan, your sofa arrives between 8 and 12 on Friday.'"),
            ("b", "The user bought a wool rug from the same furniture shop last year.")],
           [("When is the user's sofa being delivered?", "a")]),
          ("mixed", "diet",
           [("a", "The user has been vegetarian since university."),
            ("b", "Rowan cooks a big pot of lentil dahl every Sunday.")],
           [("Does the user eat meat?", "a"), ("What does the user cook on Sundays?", "b")]),
          ("update-name-old", "swim",
           [("old", "Rowan swims at the leisure centre pool on weekday mornings."),
            ("a", "The user cancelled the leisure centre membership and now swims in the sea at Portobello.")],
           [("Where does the user swim these days?", "a")])]),
        ("Maeve", "Please call me Maeve.",
         ["Maeve collects vintage postcards.", "The user sleeps with the window open."],
         [("namesake", "garden",
           [("a", "Maeve from the book club grows prize-winning dahlias."),
            ("b", "The user grows tomatoes and courgettes on her balcony.")],
           [("What does the user grow?", "b"), ("What does Maeve from the book club grow?", "a")]),
          ("mixed", "commute",
           [("a", "Maeve cycles to the office along the canal towpath."),
            ("b", "The user's office is in a converted mill by the canal.")],
           [("How does the user get to work?", "a"), ("Where is the user's office?", "b")]),
          ("object", "wedding",
           [("a", "Orla asked Maeve to be her maid of honour at the June wedding."),
            ("b", "Maeve is getting married in October in Galway.")],
           [("When is the user getting married?", "b"), ("Who asked the user to be maid of honour?", "a")]),
          ("update-user-old", "phone",
           [("old", "The user's phone is an iPhone 12."),
            ("a", "Maeve switched to a Google Pixel 8 last month.")],
           [("What phone does the user have now?", "a")])]),
        ("", "",
         ["Tobias and Lena are the user's closest friends.", "The user works from home on Fridays."],
         [("control", "language",
           [("a", "The user is learning Portuguese before a trip to Lisbon."),
            ("b", "Tobias is learning Japanese for work.")],
           [("Which language is the user learning?", "a"), ("What language is Tobias learning?", "b")]),
          ("control", "pet",
           [("a", "Lena adopted a rescue greyhound called Comet."),
            ("b", "The user has two cats, Miso and Tofu.")],
           [("What pets does the user have?", "b"), ("What dog did Lena adopt?", "a")]),
          ("control-object", "airport",
           [("a", "The user picked Tobias up from Gatwick on Saturday."),
            ("b", "The user flies out of Stansted for work trips.")],
           [("Which airport does the user fly from for work?", "b"),
            ("Where did the user pick Tobias up?", "a")]),
          ("control", "birthday",
           [("a", "Lena's birthday is on 3 May."), ("b", "The user was born on 19 November.")],
           [("When is the user's birthday?", "b"), ("When is Lena's birthday?", "a")])]),
        ("Samir", "Account holder name: Samir Haddad",
         ["Samir reads the news on a tablet.", "The user's brother is Karim Haddad."],
         [("prefix", "team",
           [("a", "Sami leads the data team at the user's company."),
            ("b", "Samir manages the payments team.")],
           [("Which team does the user manage?", "b"), ("What team does Sami lead?", "a")]),
          ("surname", "home",
           [("a", "Karim Haddad rents a flat in Croydon."),
            ("b", "The user owns a terraced house in Brixton.")],
           [("Where does the user live?", "b"), ("Where does Karim live?", "a")]),
          ("update-name-old", "bank",
           [("old", "Samir banks with Barclays."),
            ("a", "The user moved his current account to Monzo.")],
           [("Which bank does the user use now?", "a")]),
          ("asked-by-name", "sport",
           [("a", "The user plays squash twice a week."),
            ("b", "Karim plays cricket for a Sunday league side.")],
           [("What sport does Samir play?", "a"), ("What sport does Karim play?", "b")])]),
    ],
    "zh": [
        ("陈静", "用户叫陈静。",
         ["陈静喝咖啡从来不加糖。", "用户家的钥匙放在门口的鞋柜上。"],
         [("similar", "allergy",
           [("a", "陈静对青霉素过敏。"), ("b", "陈晶对花生过敏，是用户的同事。")],
           [("用户对什么过敏？", "a"), ("陈晶对什么过敏？", "b")]),
          ("update-name-old", "job",
           [("old", "陈静在一家外贸公司做会计。"), ("a", "用户已经从外贸公司辞职，现在在银行做柜员。")],
           [("用户现在做什么工作？", "a")]),
          ("object", "lift",
           [("a", "陈晶每天下班顺路开车送陈静回家。"), ("b", "用户每天早上送儿子去幼儿园。")],
           [("谁下班顺路送用户回家？", "a"), ("用户早上送儿子去哪？", "b")]),
          ("asked-by-name", "hobby",
           [("a", "用户周末在少年宫教小朋友书法。"), ("b", "陈晶周末去画室学油画。")],
           [("陈静周末做什么？", "a"), ("陈晶周末学什么？", "b")])]),
        ("王磊", "我的名字是王磊。",
         ["王小磊是用户的儿子，今年九岁。", "用户的妻子叫刘芳。"],
         [("namesake", "football",
           [("a", "王小磊在学校足球队踢后卫。"), ("b", "王磊每周四晚上去踢五人制足球。")],
           [("王小磊在足球队踢什么位置？", "a"), ("用户什么时候踢球？", "b")]),
          ("object", "dentist",
           [("a", "用户上周二带王小磊去看了牙医。"), ("b", "王磊三月份在牙科补了一颗牙。")],
           [("用户三月份在牙科做了什么？", "b"), ("用户上周二带儿子去哪了？", "a")]),
          ("update-user-old", "car",
           [("old", "用户开的是一辆白色的大众朗逸。"), ("a", "王磊把朗逸卖了，换了一辆比亚迪秦。")],
           [("用户现在开什么车？", "a")]),
          ("signature", "leave",
           [("a", "用户给班主任发消息：“孩子今天发烧，请假一天。——王磊”"),
            ("b", "刘芳是用户的妻子，家长会一般她去开。")],
           [("用户给班主任发消息说了什么？", "a"), ("谁负责去开家长会？", "b")])]),
        ("李娜", "账户实名是李娜。",
         ["李娜出门一定要带保温杯。", "用户的好朋友叫李娟。"],
         [("namesake", "exercise",
           [("a", "李娜（楼下邻居，和用户同名）每天晚上在广场跳舞。"), ("b", "用户每天晚上在小区里快走一小时。")],
           [("用户每天晚上做什么运动？", "b"), ("楼下的邻居晚上做什么？", "a")]),
          ("similar", "pet",
           [("a", "李娟养了一只布偶猫。"), ("b", "李娜养了两只仓鼠。")],
           [("用户养了什么宠物？", "b"), ("李娟养的是什么猫？", "a")]),
          ("mixed", "commute",
           [("a", "李娜每天骑电动车去上班。"), ("b", "用户的公司在高新区。")],
           [("用户怎么去上班？", "a"), ("用户的公司在哪个区？", "b")]),
          ("update-name-old", "gym",
           [("old", "李娜在小区旁边的健身房办了年卡。"), ("a", "用户把健身房的年卡转让了，现在改去游泳馆游泳。")],
           [("用户现在去哪里锻炼？", "a")])]),
        ("", "",
         ["张伟和赵敏是用户的大学同学。", "用户每周五在家办公。"],
         [("control", "language",
           [("a", "用户在学西班牙语。"), ("b", "张伟在学日语，准备去东京工作。")],
           [("用户在学什么语言？", "a"), ("张伟在学哪种语言？", "b")]),
          ("control", "pet",
           [("a", "赵敏收养了一只流浪狗。"), ("b", "用户养了一缸热带鱼。")],
           [("用户养了什么？", "b"), ("赵敏收养了什么？", "a")]),
          ("control-object", "airport",
           [("a", "用户周六去浦东机场接了张伟。"), ("b", "用户出差一般从虹桥机场走。")],
           [("用户出差一般从哪个机场走？", "b"), ("用户周六去哪里接了张伟？", "a")]),
          ("control", "birthday",
           [("a", "赵敏的生日是五月三号。"), ("b", "用户的生日是十一月十九号。")],
           [("用户的生日是哪天？", "b"), ("赵敏生日是哪天？", "a")])]),
        ("刘洋", "用户的名字是刘洋。",
         ["刘洋睡前要看半小时书。", "刘海是用户的哥哥。"],
         [("surname", "home",
           [("a", "刘海在城东租了一套一居室。"), ("b", "用户在城西买了一套两居室。")],
           [("用户住在哪里？", "b"), ("刘海租的房子在哪？", "a")]),
          ("update-user-old", "salary",
           [("old", "用户的工资卡是工商银行的。"), ("a", "刘洋把工资卡换成了招商银行的。")],
           [("用户现在的工资卡是哪家银行的？", "a")]),
          ("asked-by-name", "sport",
           [("a", "用户每周打两次羽毛球。"), ("b", "刘海周日下午去打篮球。")],
           [("刘洋平时打什么球？", "a"), ("刘海周日打什么球？", "b")]),
          ("object", "move",
           [("a", "刘海上个月帮刘洋搬了家。"), ("b", "刘洋上个月换了新工作，在设计院画图纸。")],
           [("上个月谁帮用户搬的家？", "a"), ("用户现在在哪里上班？", "b")])]),
        ("马丽", "用户叫马丽。",
         ["马丽每天早上喝一杯豆浆。", "马莉是用户的跑友。"],
         [("greeting", "delivery",
           [("a", "快递短信：“马丽您好，您的沙发周五上午送到。”"), ("b", "用户去年在同一家家具店买过一张地毯。")],
           [("用户的沙发什么时候送到？", "a")]),
          ("similar", "marathon",
           [("a", "马莉跑完了上海马拉松，成绩三小时五十分。"), ("b", "马丽跑完了厦门马拉松，成绩四小时二十分。")],
           [("用户的马拉松成绩是多少？", "b"), ("马莉跑的是哪场马拉松？", "a")]),
          ("mixed", "diet",
           [("a", "用户从大学起就吃素。"), ("b", "马丽每个周日都会做一大锅咖喱。")],
           [("用户吃肉吗？", "a"), ("用户周日做什么菜？", "b")]),
          ("update-name-old", "phone",
           [("old", "马丽用的是华为P40。"), ("a", "用户上个月换了一部小米14。")],
           [("用户现在用什么手机？", "a")])]),
    ],
}


def generate(seed: int = 2121, *, per_category: int = 20, background: int = 2) -> Dataset:
    """Every bank of both languages (``per_category`` caps the scenarios per language, in whole banks of 4)."""
    return hand_corpus(BANKS21, "c21", seed, per_category, background)


def main() -> None:
    samples_cli(generate, 2121, "the twenty-first hygiene corpus")


if __name__ == "__main__":
    main()
