"""Twenty-second hygiene corpus, in a new author's voice: schedules, dates and times. Every memory is true and must
stay active; what is scored is ranking (the answer on top). Written by an author who read no search code, and first
run on main (0.860) and on the change it was written to test (search/time_answer.py, 0.960) before anyone tuned on
it; a development corpus from then on.

Same records, classes and scoring as corpora 19 and 20 (``bench/hygiene_data19.py``, ``bench/hygiene_data20.py``):
banks written out by hand, each stating the user's name ("Call me Odile.", "Legal name: Tobias Wren",
"大家都叫我阿杰。", "注册名：邓国强。", "My name is Haoran." and "Call me Linda." in Chinese banks) and two
background facts. The questions ask about times, and the distractors share the question's words or topic:

    unrelated    the variant names the kind of the group's questions ("a+b" when its two questions differ):
                 "time"     a day, date, clock time, month or year is asked ("What day is the bin collection?",
                            "哪天交房租？", "用户哪年来的上海？"); no distractor gives the asked kind of time: they give
                            none, or a price, a duration, a count, or another kind (a clock time when a day is asked)
                 "when"     a bare when / 什么时候 answered by a season, "two years ago", "after the summer", 考完研,
                            每年春天
                 "control"  the question holds a time word but asks for a thing ("What time zone is the user's
                            sister in?", "用户坐几号线上班？", "用户住几号楼？"); the distractors do state days and
                            times
                 "clash"    the answer states a time and a distractor states one of the same kind (two weekdays, two
                            clock times, two months, two dates of the month)

The answers state their times in many shapes: "every other Thursday", "3 March", "the 14th", "tomorrow", "19:30",
"7.40 am", "October", "2017", "15号", "后天", "下午四点半", "每周二、周四晚上七点半".

``generate`` holds every bank (6 per language) at the default ``per_category`` of 20; fewer caps the banks per
language at ``per_category / 4``. ``python bench/hygiene_data22.py`` prints samples.
"""

from __future__ import annotations

import random

from _hygiene_corpus import Dataset, HandBank, hand_bank, samples_cli

BANKS22: dict[str, list[HandBank]] = {
    "en": [
        ("Odile", "Call me Odile.",
         ["Odile grows tomatoes on her balcony.", "The user doesn't drink alcohol."],
         [("time", "bins",
           [("a", "The recycling bin goes out every other Thursday."),
            ("b", "The user complains that the bin men leave rubbish all over the pavement."),
            ("c", "The council charges £45 a year for the garden waste bin.")],
           [("What day is the bin collection?", "a")]),
          ("control", "sister",
           [("a", "Odile's sister lives in Vancouver, so she's on Pacific time."),
            ("b", "The user video-calls her sister every Sunday at 5 pm."),
            ("c", "The user's sister flies over to visit on 12 July.")],
           [("What time zone is the user's sister in?", "a")]),
          ("when+clash", "nursing",
           [("a", "Odile qualified as a nurse two years ago."),
            ("b", "The user's night shifts start at 19:30."),
            ("c", "The handover meeting on the user's ward starts at 7.15 am.")],
           [("When did the user qualify as a nurse?", "a"),
            ("What time do the user's night shifts start?", "b")])]),
        ("Tobias", "Legal name: Tobias Wren",
         ["Tobias plays the accordion badly.", "The user's van is white."],
         [("time", "court",
           [("a", "The small claims hearing against the client who never paid is on 3 March."),
            ("b", "The user is claiming £2,400 in unpaid invoices."),
            ("c", "The user's solicitor expects the hearing to last about forty minutes.")],
           [("Which date is the court hearing?", "a")]),
          ("clash", "week",
           [("a", "Tobias does the timber yard run on Tuesdays."),
            ("b", "The user's apprentice is at college on Wednesdays.")],
           [("Which day does the user go to the timber yard?", "a"),
            ("What day is the user's apprentice at college?", "b")]),
          ("when+control", "business",
           [("a", "Tobias set up his carpentry business after the shipyard made him redundant."),
            ("b", "The user's business insurance renews on 1 August."),
            ("c", "The user's workshop is open 8 am to 4 pm on weekdays."),
            ("d", "Tobias charges a day rate of £220.")],
           [("When did the user start his carpentry business?", "a"),
            ("What day rate does the user charge?", "d")])]),
        ("Priyanka", "My name is Priyanka.",
         ["Priyanka drinks masala chai every morning.", "The user is learning to crochet."],
         [("time", "parents",
           [("a", "Parents' evening at Arjun's school is on the 14th."),
            ("b", "The user wants to ask Arjun's teacher about his spelling."),
            ("c", "Each parents' evening slot is ten minutes long.")],
           [("Which date is Arjun's parents' evening?", "a")]),
          ("control+time", "daughter",
           [("a", "The user's daughter Meera is in Year 9 at Gateway Academy."),
            ("b", "Meera's autumn term starts on 2 September."),
            ("c", "Meera's school bus leaves at 7.40 am.")],
           [("What year group is the user's daughter in?", "a"),
            ("What time does Meera's school bus leave?", "c")]),
          ("when", "driving",
           [("a", "Priyanka passed her driving test the summer after Arjun was born."),
            ("b", "The user's car insurance renews on 30 November."),
            ("c", "The user's driving instructor was a retired policeman.")],
           [("When did the user pass her driving test?", "a")])]),
        ("Ngozi", "My full name is Ngozi Adeyemi.",
         ["Ngozi sings in a gospel choir.", "The user is allergic to cats."],
         [("time", "visa",
           [("a", "Ngozi's work visa has to be renewed in October."),
            ("b", "The user paid €100 for her last visa."),
            ("c", "The user waited three hours at the visa office last time.")],
           [("Which month is the user's visa renewal?", "a")]),
          ("time+when", "berlin",
           [("a", "The user moved to Berlin in 2017."),
            ("b", "The user's flat in Berlin costs €1,150 a month."),
            ("c", "Ngozi flies home to Lagos every December.")],
           [("Which year did the user move to Berlin?", "a"),
            ("When does the user fly home to Lagos?", "c")]),
          ("clash+control", "evenings",
           [("a", "The user's choir rehearses on Thursdays at 7.30 pm."),
            ("b", "The user's German class starts at 18:00."),
            ("c", "After choir the user catches the N2 night bus home.")],
           [("What time does the user's German class start?", "b"),
            ("Which night bus does the user take home?", "c")])]),
        ("Ferdie", "I go by Ferdie.",
         ["Ferdie supports Partick Thistle.", "The user lives alone."],
         [("control", "arran",
           [("a", "Last summer the user took a day trip to the Isle of Arran."),
            ("b", "The user's summer holiday starts on 21 July."),
            ("c", "The ferry to Arran leaves Ardrossan at 9.45 am.")],
           [("What day trip did the user take last summer?", "a")]),
          ("time", "rota",
           [("a", "Ferdie's next day off is tomorrow."),
            ("b", "The user's early shift starts at 5.50 am."),
            ("c", "The user drives the number 75 bus through Maryhill.")],
           [("What day is the user's next day off?", "a"),
            ("What time does the user's early shift start?", "b")]),
          ("when", "smoking",
           [("a", "Ferdie stopped smoking the winter his dad got ill."),
            ("b", "The user still buys nicotine gum at the Co-op on Saturdays.")],
           [("When did the user stop smoking?", "a")])]),
        ("Rosalind", "The user's name is Rosalind.",
         ["Rosalind translates Portuguese novels into English.", "The user never eats breakfast."],
         [("control", "dates",
           [("a", "The user wants dates written day-month-year in her documents."),
            ("b", "The user's invoices are due on the last day of the month."),
            ("c", "Rosalind's next translation deadline is 18 April.")],
           [("What date format does the user prefer?", "a")]),
          ("clash", "publishing",
           [("a", "The user's publisher pays her royalties every June."),
            ("b", "Rosalind goes to the Frankfurt Book Fair every October.")],
           [("Which month does the user go to the book fair?", "b"),
            ("Which month are the user's royalties paid?", "a")]),
          ("when", "rent",
           [("a", "The landlord is putting the user's rent up after the summer."),
            ("b", "The user's rent is €900 a month."),
            ("c", "The user pays the rent on the 1st.")],
           [("When is the user's rent going up?", "a")])]),
    ],
    "zh": [
        ("阿杰", "大家都叫我阿杰。",
         ["阿杰老家在广西玉林。", "用户不爱喝奶茶。"],
         [("clash", "rent",
           [("a", "用户每个月15号交房租。"), ("b", "房东要押二付一，用户嫌押金太多。"),
            ("c", "用户的房租一个月两千三。"), ("d", "用户每月5号发工资。")],
           [("用户哪天交房租？", "a")]),
          ("control+time", "commute",
           [("a", "阿杰每天坐五号线去网点上班。"), ("b", "用户早上七点前就得到网点。"),
            ("c", "用户每周四轮休。")],
           [("用户坐几号线上班？", "a"), ("用户早上几点要到网点？", "b")]),
          ("when", "shenzhen",
           [("a", "阿杰是高中毕业那年夏天来的深圳。"), ("b", "用户打算过年回玉林待十天。")],
           [("用户什么时候来的深圳？", "a")])]),
        ("何淑芬", "用户叫何淑芬。",
         ["何淑芬喜欢打麻将。", "用户血压有点高。"],
         [("time", "grandson",
           [("a", "用户每天下午四点半去幼儿园接孙子。"), ("b", "用户的孙子在锦江区一所幼儿园上中班。"),
            ("c", "幼儿园每个月伙食费六百块。")],
           [("用户几点去接孙子？", "a")]),
          ("clash+control", "week",
           [("a", "何淑芬每周二、周四晚上七点半在小区跳广场舞。"), ("b", "用户每周三上午去老年大学学书法。")],
           [("用户哪几天跳广场舞？", "a"), ("用户周三上午去学什么？", "b")]),
          ("when", "retirement",
           [("a", "何淑芬是前年秋天退的休。"), ("b", "用户的退休金每月10号到账。"),
            ("c", "用户退休前在纺织厂当会计。")],
           [("用户什么时候退休的？", "a")])]),
        ("邓国强", "注册名：邓国强。",
         ["邓国强不会开车。", "用户爱看湖北台的新闻。"],
         [("clash", "hours",
           [("a", "用户的面馆早上六点开门。"), ("b", "热干面在用户店里一碗卖六块。"),
            ("c", "用户每天下午两点收摊。")],
           [("用户的面馆几点开门？", "a")]),
          ("control+time", "estate",
           [("a", "用户一家住在小区的7号楼。"), ("b", "小区这周六上午停水。"),
            ("c", "物业费每年十二月底前交。")],
           [("用户住几号楼？", "a"), ("物业费几月份交？", "c")]),
          ("when", "opening",
           [("a", "邓国强是疫情过后才开的这家面馆。"), ("b", "面馆每年春节关门半个月。")],
           [("用户的面馆是什么时候开张的？", "a")])]),
        ("苏晓萌", "用户的名字是苏晓萌。",
         ["苏晓萌养了一盆多肉。", "用户喝咖啡一定要加燕麦奶。"],
         [("time", "exam",
           [("a", "苏晓萌的考研初试就在后天。"), ("b", "用户报考的是南京大学新闻专业。"),
            ("c", "用户每天在图书馆复习十个小时。")],
           [("用户的考研初试是哪天？", "a")]),
          ("clash+control", "tutoring",
           [("a", "用户每周五下午去做家教。"), ("b", "用户每周一上午要去见毕业论文的指导老师。"),
            ("c", "用户家教的那个孩子今年上初二。")],
           [("用户哪天去做家教？", "a"), ("用户家教的学生上几年级？", "c")]),
          ("when", "driving",
           [("a", "苏晓萌打算考完研再去学车。"), ("b", "驾校报名费要四千五。"),
            ("c", "用户的室友上个月刚拿到驾照。")],
           [("用户打算什么时候学车？", "a")])]),
        ("Haoran", "My name is Haoran.",
         ["Haoran每天骑共享单车去地铁站。", "用户周末常去livehouse看演出。"],
         [("time", "shanghai",
           [("a", "Haoran是2019年来的上海。"), ("b", "用户在上海的房租每月四千八。"),
            ("c", "用户来上海之前在杭州待了三年。")],
           [("用户哪年来的上海？", "a")]),
          ("clash", "office",
           [("a", "用户每天早上九点半打卡。"), ("b", "公司规定晚上八点以后打车可以报销。")],
           [("用户早上几点打卡？", "a")]),
          ("control+when", "gym",
           [("a", "Haoran在公司楼下的乐刻健身办了一张年卡。"), ("b", "用户每周二、周四下班后去健身。"),
            ("c", "用户的健身年卡明年三月到期。")],
           [("用户办的是哪家健身房的年卡？", "a"), ("用户一般什么时候去健身？", "b")])]),
        ("Linda", "Call me Linda.",
         ["Linda在一家外企做人事。", "用户开车上班，从不坐地铁。"],
         [("time", "school",
           [("a", "女儿学校的家长会定在3月5日下午。"), ("b", "用户想跟班主任聊聊女儿上课走神的事。"),
            ("c", "家长会要求每家只来一位家长。")],
           [("孩子家长会是几号？", "a")]),
          ("clash+control", "lessons",
           [("a", "女儿的钢琴课在每周六上午十点。"), ("b", "用户每周日晚上八点上英语网课。")],
           [("女儿的钢琴课是星期几？", "a"), ("用户周日晚上上什么网课？", "b")]),
          ("when", "parents",
           [("a", "Linda每年春天都会带父母出去旅游一次。"), ("b", "用户今年的年假只有十天。"),
            ("c", "用户的父母住在天津。")],
           [("用户什么时候带父母出去旅游？", "a")])]),
    ],
}


def generate(seed: int = 2222, *, per_category: int = 20, background: int = 3) -> Dataset:
    """Every bank of both languages (``per_category`` caps the scenarios per language, in whole banks of 4)."""
    rng = random.Random(seed)
    banks = []
    for lang in ("en", "zh"):
        specs = BANKS22[lang] if per_category >= 20 else BANKS22[lang][: max(1, -(-per_category // 4))]
        days = [rng.randint(0, 200) for _ in specs]
        banks += [hand_bank("c22", seed, lang, i, spec, days[i], background) for i, spec in enumerate(specs)]
    return Dataset(seed, banks)


def main() -> None:
    samples_cli(generate, 2222, "the twenty-second hygiene corpus")


if __name__ == "__main__":
    main()
