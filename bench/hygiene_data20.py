"""Twentieth hygiene corpus (development), written for issue #15 in a new author's voice: when is the lift from
the user's NAME wanted? Every memory is true and must stay active; what is scored is ranking (the answer on top).

Same records, classes and scoring as corpus 19 (``bench/hygiene_data19.py``): banks written out by hand. Here the
ANSWER is always a memory written with the user's name, and the question asks in other words than the answer (a
paraphrase, a category word: "pet" for "a beagle named Biscuit", a reason, a date, a place). The distractors are
written with "the user" / 用户 and share the question's words ("The user's pet insurance renewal is due in March").
Every bank states the user's name in a shape ``names.names_in`` reads ("Call me Marisol.", "Legal name: Desmond
Achterberg", "大家都叫我小王。", "注册名：夏永红。", "My name is Xiaoyu." in a Chinese bank); some also state a
nickname it does not read ("Friends call him Sasha.", "同事们都叫他老周。").

    unrelated    the variant names the shape of the named answer:
                 "paraphrase"  other words for the same fact ("can't digest lactose" / "food intolerance")
                 "category"    a category word for a named thing ("pet" / "a beagle named Biscuit", 乐器 / 大提琴)
                 "reason"      a why-question answered by a because-clause
                 "date"        a when-question answered by a date
                 "place"       a where-question answered by a place
                 "record"      a name-first record ("Henrietta — blood type AB negative", "Kevin — 血型 O 型")
                 "title"       a name with a title ("Prof. Henrietta Vogel", "Dr. Desmond Achterberg", 夏永红医生)
                 "clause"      the name inside a clause ("…, said Aleksandr", "…，”夏永红说。")
                 "nickname"    a nickname the bank states in a read shape ("Everyone calls the user Bea.")
                 "nick-only"   a nickname stated in a shape not read ("Friends call him Sasha.", 老周), or only the
                               nickname in the memory
                 "second"      two sentences, the name the subject of the second
                 "prefix"      a Chinese name with 小/老 (小王, 老周, 小琴)
                 "pinyin"      a pinyin name in Chinese text (Xiaoyu对芒果过敏)
                 "latin"       an English name in Chinese text (Kevin周末在游泳馆…)

``generate`` holds every bank (6 per language) at the default ``per_category`` of 20; fewer caps the banks per
language at ``per_category / 4``. ``python bench/hygiene_data20.py`` prints samples.
"""

from __future__ import annotations

from _hygiene_corpus import Dataset, HandBank, hand_corpus, samples_cli

BANKS20: dict[str, list[HandBank]] = {
    "en": [
        ("Marisol", "Call me Marisol.",
         ["Marisol keeps a paper diary.", "The user dislikes podcasts."],
         [("category", "pet",
           [("a", "Marisol has a beagle named Biscuit."), ("b", "The user's pet insurance renewal is due in March."),
            ("c", "The user walks past a pet shop on the way to the gym.")],
           [("What pet does the user have?", "a"), ("When is the user's pet insurance due?", "b")]),
          ("reason", "job",
           [("a", "Marisol quit the law firm because the hours wrecked her sleep."),
            ("b", "The user leaves work early on Fridays to collect her nephew.")],
           [("Why did the user leave her job?", "a")]),
          ("date", "wedding",
           [("a", "Marisol got married on 14 September 2019."),
            ("b", "The user's wedding photographer friend is booked for her cousin's wedding.")],
           [("When is the user's wedding anniversary?", "a")])]),
        ("Desmond", "Legal name: Desmond Achterberg",
         ["Desmond reads crime novels on the train.", "The user never irons shirts."],
         [("place", "childhood",
           [("a", "Desmond spent his childhood in a village outside Utrecht."),
            ("b", "The user's childhood friend lives in Rotterdam now.")],
           [("Where did the user grow up?", "a")]),
          ("title", "ward",
           [("a", "Dr. Desmond Achterberg is on the rota for the cardiology ward."),
            ("b", "The user visited his aunt on the maternity ward.")],
           [("Which hospital ward does the user work on?", "a")]),
          ("second", "heating",
           [("a", "The old boiler failed in January. Desmond replaced it with a heat pump."),
            ("b", "The user turns the heating down at night to save money.")],
           [("What heats the user's home?", "a"), ("What does the user do with the heating at night?", "b")])]),
        ("Aleksandr", "My name is Aleksandr.",
         ["Friends call him Sasha.", "The user always carries a pocket knife."],
         [("nick-only", "shed",
           [("a", "Sasha rebuilt the garden shed roof in May."),
            ("b", "The user's garden gets full sun in the afternoon.")],
           [("What did the user fix in the garden?", "a")]),
          ("paraphrase", "lactose",
           [("a", "Aleksandr can't digest lactose."), ("b", "The user buys milk for the office every Monday.")],
           [("Does the user have a food intolerance?", "a")]),
          ("clause", "flights",
           [("a", "\"I'm never flying a budget airline again,\" said Aleksandr after the Malaga trip."),
            ("b", "The user flies to Malaga every spring for a week.")],
           [("What did the user decide about budget airlines?", "a"),
            ("How often does the user go to Malaga?", "b")])]),
        ("Henrietta", "My full name is Henrietta Vogel.",
         ["Henrietta writes with a fountain pen.", "The user can't stand cold coffee."],
         [("title", "teaching",
           [("a", "Prof. Henrietta Vogel teaches medieval history at Durham."),
            ("b", "The user is reading a history of the Tudors.")],
           [("What subject does the user teach?", "a"), ("What book is the user reading?", "b")]),
          ("record", "blood",
           [("a", "Henrietta — blood type AB negative"), ("b", "The user gave blood at the town hall in November.")],
           [("What is the user's blood type?", "a")]),
          ("date", "birth",
           [("a", "Henrietta was born on 2 March 1981."),
            ("b", "The user's birthday party was held at a pub by the river.")],
           [("What is the user's date of birth?", "a"), ("Where was the user's birthday party?", "b")])]),
        ("Lorcan", "I go by Lorcan.",
         ["Lorcan whistles while he cooks.", "The user has a season ticket for the rugby."],
         [("clause", "bakery",
           [("a", "\"The bakery on Mill Lane does the best sourdough,\" Lorcan told his neighbour."),
            ("b", "The user bakes bread at home on Sundays.")],
           [("Which bakery does the user recommend?", "a")]),
          ("place", "volunteer",
           [("a", "Lorcan volunteers at the food bank on Carver Street."),
            ("b", "The user volunteered to chair the residents' meeting.")],
           [("Where does the user volunteer every week?", "a")]),
          ("second", "flat",
           [("a", "The landlord raised the rent in April. Lorcan started looking for a flat in Leith."),
            ("b", "The user's flat has a leaky kitchen window.")],
           [("Where is the user looking for a new flat?", "a")]),
          ("reason", "coffee",
           [("a", "Lorcan gave up coffee because it gave him palpitations."),
            ("b", "The user's coffee machine needs descaling.")],
           [("Why did the user stop drinking coffee?", "a")])]),
        ("Beatriz", "The user's name is Beatriz.",
         ["Everyone calls the user Bea.", "The user keeps her passport in the freezer bag drawer."],
         [("nickname", "netball",
           [("a", "Bea coaches an under-12 netball team on Saturdays."),
            ("b", "The user's Saturday mornings start with a swim at the lido.")],
           [("What does the user do with children at the weekend?", "a")]),
          ("category", "vehicle",
           [("a", "Beatriz rides a 2015 Vespa to the studio."), ("b", "The user's vehicle tax is due next week.")],
           [("What vehicle does the user ride?", "a"), ("When is the user's vehicle tax due?", "b")]),
          ("date", "move",
           [("a", "Beatriz moved into the Harbour Street flat in August 2022."),
            ("b", "The user moved her desk into the spare room.")],
           [("When did the user move into her flat?", "a")])]),
    ],
    "zh": [
        ("小王", "大家都叫我小王。",
         ["小王做饭从来不放味精。", "用户每天坐地铁上班。"],
         [("prefix", "pet",
           [("a", "小王养了一只叫豆包的柯基。"), ("b", "用户给宠物买了一份意外险。")],
           [("用户养的是什么宠物？", "a")]),
          ("reason", "bank",
           [("a", "小王辞掉银行的工作，是因为天天加班身体吃不消。"), ("b", "用户在银行办了一张信用卡。")],
           [("用户为什么离开银行？", "a"), ("用户在银行办了什么？", "b")]),
          ("date", "wedding",
           [("a", "小王是二〇一八年六月结的婚。"), ("b", "用户下个月要去参加表妹的婚礼。")],
           [("用户哪年结婚的？", "a")])]),
        ("周建国", "用户叫周建国。",
         ["同事们都叫他老周。", "用户不吃香菜。"],
         [("nick-only", "choir",
           [("a", "老周每周三晚上去社区合唱团唱男低音。"), ("b", "用户周三晚上一般在家陪孩子写作业。")],
           [("用户参加了什么兴趣团体？", "a"), ("用户周三晚上一般做什么？", "b")]),
          ("place", "hometown",
           [("a", "周建国老家在湖南常德的一个小镇。"), ("b", "用户去年春节去了长沙旅游。")],
           [("用户是哪里人？", "a")]),
          ("second", "heater",
           [("a", "去年冬天家里的热水器坏了。周建国自己换了一台燃气的。"), ("b", "用户洗澡喜欢水温高一点。")],
           [("用户家用的是什么热水器？", "a")])]),
        ("Xiaoyu", "My name is Xiaoyu.",
         ["Xiaoyu出门一定要带耳机。", "用户周末喜欢睡懒觉。"],
         [("pinyin", "allergy",
           [("a", "Xiaoyu对芒果过敏，吃了会起疹子。"), ("b", "用户夏天每天都要吃水果。")],
           [("用户对什么食物过敏？", "a")]),
          ("pinyin", "job",
           [("a", "Xiaoyu在杭州的一家游戏公司做美术。"), ("b", "用户的公司年会在西湖边的酒店办。")],
           [("用户是做什么工作的？", "a"), ("用户公司的年会在哪里办？", "b")]),
          ("reason", "suburb",
           [("a", "Xiaoyu搬到郊区是为了离父母近一点。"), ("b", "用户的父母住在郊区的老房子里。")],
           [("用户为什么搬到郊区？", "a")])]),
        ("Kevin", "Call me Kevin.",
         ["Kevin每天早上六点起来跑步。", "用户不喜欢吃辣。"],
         [("latin", "swim",
           [("a", "Kevin周末在游泳馆教小孩游泳。"), ("b", "用户的儿子每周上一次游泳课。")],
           [("用户周末做什么兼职？", "a")]),
          ("record", "blood",
           [("a", "Kevin — 血型 O 型"), ("b", "用户上个月去献了一次血。")],
           [("用户是什么血型？", "a"), ("用户上个月做了什么？", "b")]),
          ("clause", "noodles",
           [("a", "“这家面馆的牛肉面最地道，”Kevin跟同事说。"), ("b", "用户中午一般在公司食堂吃面。")],
           [("用户推荐哪家面馆？", "a")])]),
        ("夏永红", "注册名：夏永红。",
         ["夏永红睡前要喝一杯热牛奶。", "用户手机里装了三个记账软件。"],
         [("record", "licence",
           [("a", "夏永红 — 驾照 C1，二〇一〇年考的"), ("b", "用户上周去车管所换了新车牌。")],
           [("用户什么时候考的驾照？", "a")]),
          ("title", "hospital",
           [("a", "夏永红医生在市二院的儿科坐诊。"), ("b", "用户带孩子去市二院打过疫苗。")],
           [("用户在哪家医院上班？", "a")]),
          ("clause", "aurora",
           [("a", "“明年一定要去看一次极光，”夏永红说。"), ("b", "用户去年冬天去哈尔滨看了冰灯。")],
           [("用户明年想去看什么？", "a"), ("用户去年冬天去哪里了？", "b")])]),
        ("林雅琴", "用户的名字是林雅琴。",
         ["家里人都叫她小琴。", "用户出门习惯提前半小时。"],
         [("prefix", "nap",
           [("a", "小琴每天午饭后要睡二十分钟。"), ("b", "用户午饭一般自己带便当。")],
           [("用户有午睡的习惯吗？", "a")]),
          ("date", "cert",
           [("a", "林雅琴二〇二一年十月拿到了注册会计师证书。"), ("b", "用户正在帮同事复习会计考试。")],
           [("用户什么时候考下的证书？", "a")]),
          ("category", "instrument",
           [("a", "林雅琴会拉大提琴，学了十几年。"), ("b", "用户的女儿在学钢琴，每周上两节课。")],
           [("用户会什么乐器？", "a"), ("用户的女儿在学什么？", "b")])]),
    ],
}



def generate(seed: int = 2020, *, per_category: int = 20, background: int = 2) -> Dataset:
    """Every bank of both languages (``per_category`` caps the scenarios per language, in whole banks of 4)."""
    return hand_corpus(BANKS20, "c20", seed, per_category, background)


def main() -> None:
    samples_cli(generate, 2020, "the twentieth hygiene corpus")


if __name__ == "__main__":
    main()
