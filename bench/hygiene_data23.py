"""Twenty-third hygiene corpus, a new author's corpus on AGES: how old the user is, how old the people around the
user are, and how old the user's things are. Every memory is true and must stay active; what is scored is ranking
(the answer on top). Written by an author who read no search code, and first run on main 76e507e (0.545) and on
the change it was written to test (the age grain of search/time_answer.py, 0.636) before anyone tuned on it; a
development corpus from then on.

Same records, classes and scoring as corpora 19 and 20 (``bench/hygiene_data20.py``): banks written out by hand,
each with the user's name stated first. A bank states or implies the user's own age in at most one memory, so a
question about it has one answer; everything else in the bank is a distractor that shares the question's words
("old", "birthday", 生日, 年纪) or states a number (another person's age, a salary, a floor, a year that is not a
birth year, a count).

    unrelated    the variant names the kind of the group's questions (the first question's kind first):
                 "self-age"    the user's own age, stated in some shape ("turned 47 in May", "was born in 1979",
                               "celebrated her 60th birthday", 用户今年三十八了, 1985年生的, 上个月过了四十岁生日);
                               distractors: the ages of the user's mother, son, boss, dog, numbers that are not ages,
                               memories with "birthday" / "old" / 年纪 and no age
                 "other-age"   a relative's or another person's age ("How old is the user's granddaughter?",
                               用户的儿子几岁了？); distractors: the user's own age, other relatives' ages
                 "inferred"    the user's age implied with no number (retired last year, sitting A-levels, just
                               finished a PhD, 刚从纺织厂退休, 刚参加完毕业典礼, 办了老年证); distractors state numbers
                 "control"     a question with an age word that asks something else (the birthday's date, a
                               birthday present, where the birthday was spent, how old a car, house or sofa is);
                               the bank's distractors state the user's age where the bank has one

``generate`` holds every bank (6 per language) at the default ``per_category`` of 20; fewer caps the banks per
language at ``per_category / 4``. Each bank has two background memories (the default ``background`` of 3 takes
both). ``python bench/hygiene_data23.py`` prints samples.
"""

from __future__ import annotations

from _hygiene_corpus import Dataset, HandBank, hand_corpus, samples_cli

BANKS23: dict[str, list[HandBank]] = {
    "en": [
        ("Odalys", "Call me Odalys.",
         ["Odalys grows tomatoes on her balcony.", "The user takes her tea with lemon, never milk."],
         [("self-age+other-age", "family",
           [("a", "Odalys turned 47 in May."), ("b", "The user's mother is 78 and still drives herself to Mass."),
            ("c", "The user's son Mateo is fifteen and plays the trumpet."),
            ("d", "The user lives at number 52 on Alder Road.")],
           [("How old is the user?", "a"), ("How old is the user's son?", "c")]),
          ("control", "birthday-gift",
           [("a", "For her birthday the user's sister gave her a pottery course."),
            ("b", "The user always books Casa Lola for her birthday dinner."),
            ("c", "The user has been a librarian for 22 years.")],
           [("What did the user get for her birthday?", "a")])]),
        ("Torvald", "Legal name: Torvald Haugen",
         ["Torvald does the crossword in pen.", "The user keeps bees at the bottom of his garden."],
         [("inferred", "retirement",
           [("a", "Torvald retired from teaching chemistry last summer and now volunteers at the science museum."),
            ("b", "The user's neighbour Ingrid is 91 and still cycles to the shops."),
            ("c", "The user's hives produced 40 kilos of honey this year.")],
           [("Roughly how old is the user?", "a"), ("What age group is the user in?", "a")]),
          ("other-age", "wife",
           [("a", "The user's wife Solveig turned 63 at Easter."),
            ("b", "The user's beekeeping mentor, Per, is 82.")],
           [("How old is the user's wife?", "a")]),
          ("control", "farmhouse",
           [("a", "The user's farmhouse was built in 1887."),
            ("b", "The user and his wife bought the farmhouse in 1990.")],
           [("How old is the user's house?", "a")])]),
        ("Priya", "My name is Priya.",
         ["Priya listens to the cricket on the radio while she cooks.", "The user is allergic to cats."],
         [("self-age", "milestone",
           [("a", "Priya celebrated her 60th birthday with a family trip to Kerala."),
            ("b", "The user's husband Arjun is 64 and still works part-time."),
            ("c", "The user drives 18 miles each way to the clinic.")],
           [("How old is the user?", "a"), ("What age is the user?", "a")]),
          ("control", "birthday-date",
           [("a", "The user's birthday is on 3 February."),
            ("b", "The user's brother always forgets her birthday and sends flowers a week late.")],
           [("When is the user's birthday?", "a")]),
          ("other-age", "grandchild",
           [("a", "The user's granddaughter Meera is four and has just started nursery."),
            ("b", "The user's daughter Kavya is 33 and works as a vet.")],
           [("How old is the user's granddaughter?", "a")])]),
        ("Mina", "I go by Mina.",
         ["Mina plays bass in a garage band with her cousins.", "The user can't stand the smell of coffee."],
         [("inferred", "school",
           [("a", "Mina is in her last year of secondary school and sits her A-levels in June."),
            ("b", "The user's little brother Toby is eleven."),
            ("c", "The user works 12 hours a week at a bakery at weekends.")],
           [("About how old is the user?", "a")]),
          ("control", "present",
           [("a", "The user got a secondhand bass amp for her birthday."),
            ("b", "The user's best friend Hana turns 18 next week.")],
           [("What was the user's birthday present?", "a")]),
          ("other-age", "grandmother",
           [("a", "The user's grandmother is 84 and lives with the family."),
            ("b", "The user's dog Mabel is seven.")],
           [("How old is the user's grandmother?", "a")])]),
        ("Caspar", "My full name is Caspar Lindqvist.",
         ["Caspar rows on the river before work.", "The user doesn't own a television."],
         [("self-age", "born",
           [("a", "Caspar was born in 1979."), ("b", "The user moved to Edinburgh in 2004."),
            ("c", "The user's boss Fiona is 52."), ("d", "The user's old flat in Leith had no central heating.")],
           [("How old is the user?", "a"), ("What is the user's age?", "a")]),
          ("control", "car",
           [("a", "The user's Saab 900 was built in 1991 and still runs well."),
            ("b", "The user bought the Saab from his uncle Lars, who is 70.")],
           [("How old is the user's car?", "a")]),
          ("other-age", "twins",
           [("a", "The user's twin daughters turn seven in October."), ("b", "The user's partner Eilidh is 41."),
            ("c", "The user's father is 74 and still lives in Malmö.")],
           [("How old are the user's daughters?", "a")])]),
        ("Rosalind", "The user's name is Rosalind.",
         ["Rosalind goes bouldering twice a week.", "The user is vegetarian."],
         [("inferred", "career",
           [("a", "Rosalind finished her PhD last spring and is now on her first postdoc."),
            ("b", "The user's supervisor, Professor Okafor, is 58."),
            ("c", "The user has published 3 papers on soil microbes.")],
           [("Roughly how old is the user?", "a"), ("What age range is the user in?", "a")]),
          ("control", "birthday-trip",
           [("a", "The user spent her last birthday hiking in the Peak District."),
            ("b", "The user's flatmate Jo turns 30 next month and wants a karaoke party.")],
           [("Where did the user go on her birthday?", "a")]),
          ("other-age", "brother",
           [("a", "The user's younger brother Felix is 19 and studies music in Leeds."),
            ("b", "The user's parents married in 1989."), ("c", "The user's cat Juniper is three.")],
           [("How old is the user's brother?", "a")])]),
    ],
    "zh": [
        ("小刘", "大家都叫我小刘。",
         ["小刘每天中午要喝一杯冰美式。", "用户周末经常带孩子去公园放风筝。"],
         [("self-age", "age",
           [("a", "用户今年三十八了。"), ("b", "用户的婆婆今年七十二，一个人住在老家。"),
            ("c", "用户家住在十六楼，电梯经常坏。"), ("d", "用户每个月工资到手一万二。")],
           [("用户多大了？", "a"), ("用户今年几岁？", "a")]),
          ("control", "birthday-dinner",
           [("a", "小刘生日那天，老公带她去了江边一家日料店吃饭。"), ("b", "用户每年生日都会收到闺蜜寄来的一束花。")],
           [("用户生日那天去哪吃饭了？", "a")]),
          ("other-age", "daughter",
           [("a", "用户的女儿刚满六岁，在上幼儿园大班。"), ("b", "用户的外甥今年十七，在读高二。")],
           [("用户的女儿几岁了？", "a")])]),
        ("何德胜", "用户叫何德胜。",
         ["何德胜每天早上去早市买菜。", "用户不喝酒。"],
         [("inferred", "retire",
           [("a", "何德胜去年刚从纺织厂退休，现在每天去公园打太极。"),
            ("b", "用户楼下的王大爷今年八十五了，身体还很硬朗。"), ("c", "用户每天要走一万多步。")],
           [("用户大概多大年纪？", "a"), ("用户大概多少岁了？", "a")]),
          ("other-age", "wife",
           [("a", "用户的老伴今年五十八，还在社区医院上班。"), ("b", "用户的象棋搭子老张今年六十三。")],
           [("用户的老伴多大了？", "a")]),
          ("control", "building",
           [("a", "用户住的那栋楼是一九八八年盖的。"), ("b", "用户家的冰箱已经用了十五年，还没坏过。")],
           [("用户的房子有多少年了？", "a")])]),
        ("钱素芬", "注册名：钱素芬。",
         ["钱素芬喜欢收集各地的冰箱贴。", "用户吃不了辣。"],
         [("self-age", "born",
           [("a", "钱素芬是1985年生的。"), ("b", "用户2010年来上海工作。"), ("c", "用户的同事小赵今年二十六。"),
            ("d", "用户常说年纪只是个数字。")],
           [("用户今年几岁？", "a"), ("用户多大年纪？", "a")]),
          ("other-age", "son",
           [("a", "用户的儿子今年十二岁，读初一。"), ("b", "用户的父亲今年六十八，身体还不错。"),
            ("c", "用户养的猫已经九岁了。")],
           [("用户的儿子几岁了？", "a")]),
          ("control", "birthday-date",
           [("a", "用户的生日是农历八月十五，正好是中秋节。"), ("b", "用户每年过生日都要吃一碗长寿面。")],
           [("用户的生日是哪天？", "a")])]),
        ("Jiaqi", "My name is Jiaqi.",
         ["Jiaqi喜欢在网上看脱口秀。", "用户很怕狗。"],
         [("inferred", "graduate",
           [("a", "Jiaqi上个月刚参加完大学毕业典礼，正在找工作。"), ("b", "用户的表姐今年三十一，在银行上班。"),
            ("c", "用户这个月已经投了四十多份简历。")],
           [("用户大概多大？", "a"), ("用户大概是什么年纪？", "a")]),
          ("control", "gift",
           [("a", "用户过生日的时候，爸妈送了她一台新笔记本电脑。"), ("b", "用户的室友小美下周过二十二岁生日。")],
           [("用户生日收到了什么礼物？", "a")]),
          ("other-age", "grandpa",
           [("a", "用户的爷爷今年九十岁了，耳朵有点背。"), ("b", "用户的妹妹今年上初二。")],
           [("用户的爷爷多大年纪了？", "a")])]),
        ("欧阳静", "用户的名字是欧阳静。",
         ["欧阳静每周去两次健身房。", "用户开车上下班。"],
         [("self-age+other-age", "forty",
           [("a", "欧阳静上个月过了四十岁生日。"), ("b", "用户的母亲今年六十五，刚学会用微信视频。"),
            ("c", "用户的侄子刚满十八岁，今年考上了大学。")],
           [("用户多大了？", "a"), ("用户的母亲多大年纪？", "b")]),
          ("control", "car",
           [("a", "用户开的那辆卡罗拉是2012年买的。"), ("b", "用户每个月油费大概八百块。")],
           [("用户那辆车有多少年了？", "a")])]),
        ("Tony", "Call me Tony.",
         ["Tony喜欢听粤剧。", "用户说话带广东口音。"],
         [("inferred", "senior-card",
           [("a", "Tony上周办了老年证，以后坐公交不用花钱了。"), ("b", "用户住的小区一共有十二栋楼。"),
            ("c", "用户的表弟今年四十五，在广州开餐馆。")],
           [("用户大概多大岁数？", "a")]),
          ("other-age", "daughter",
           [("a", "用户的女儿今年三十四，在加拿大当护士。"), ("b", "用户家的鹦鹉已经养了二十年。")],
           [("用户的女儿多大了？", "a")]),
          ("control", "sofa",
           [("a", "用户家那套红木沙发是二〇〇三年买的。"), ("b", "用户上个月花三千块请人给红木沙发重新上了漆。")],
           [("用户家的红木沙发用了多少年了？", "a")])]),
    ],
}


def generate(seed: int = 2323, *, per_category: int = 20, background: int = 3) -> Dataset:
    """Every bank of both languages (``per_category`` caps the scenarios per language, in whole banks of 4)."""
    return hand_corpus(BANKS23, "c23", seed, per_category, background)


def main() -> None:
    samples_cli(generate, 2323, "the twenty-third hygiene corpus")


if __name__ == "__main__":
    main()
