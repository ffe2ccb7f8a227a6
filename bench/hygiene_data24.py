"""Twenty-fourth hygiene corpus, in a new author's voice: places, where things are and where things happen. Every
memory is true and must stay active; what is scored is ranking (the answer on top). Written by an author who read no
search code, and first run on main (0.660) and on the change it was written to test (the first version of
search/place_answer.py: 0.660, two questions gained and two lost) before anyone tuned on it; a development corpus from
then on.

Same records, classes and scoring as corpora 19, 20 and 22 (``bench/hygiene_data22.py``): banks written out by hand,
each stating the user's name in its own way ("You can put me down as Marguerite.", "Sign off my emails as Dev.",
"Ifeoma here.", "Name's Bram.", "Saoirse is the name, by the way.", "Everyone at work calls me Kit.", "叫我小周就行。",
"我姓龚，单名一个磊字。", "朋友们都喊我Kiki。", "我的英文名是Vincent，中文名平时很少用。", "我是林婉清，双木林的林。",
"户口本上写的是付海洋。") and two background facts that state no place. The questions ask WHERE, and the distractors
share the question's words or topic:

    unrelated    the variant names the kind of the group's questions ("a+b" when its two questions differ):
                 "place"    a where-question ("Where does the user go swimming?", "Which town does the user live in
                            now?", "用户晚上把车停在哪儿？", "用户平时去哪家健身房？"); no distractor states a place:
                            they give a price, a count, a time, an opinion or a complaint about the same thing
                 "other"    the answer states the place, and a distractor states the place of another person or
                            another thing (the user's parents in Enugu, her sister in Houston; the office in Galway,
                            the headquarters in Boston; 女儿在武汉读大学, 侄子在长沙读高中)
                 "control"  the question holds a where-word but asks for progress, a stance or a body part ("Where
                            are things up to with the user's flat purchase?", "Where does the user stand on sharing
                            tips?", "用户的日本签证办到哪儿了？", "用户开车开久了哪里不舒服？"), or its answer names a
                            place only vaguely ("somewhere by the sea"); the distractors do state concrete places
                 "clash"    the answer states a place and a distractor states one of the same kind for another thing
                            or activity (fish from Newlyn, vegetables from Ludgvan; 身份证在抽屉里, 备用钥匙在鞋柜上面)

The answers state their places in many shapes: a town or city ("Harrogate", 成都, 大理), a street or district
("Cold Bath Road", 南山科技园附近, 徐汇滨江), a venue or organisation ("Hillside Primary", "Ostra", "the lido in
Brockwell Park", 苏州十中, 苏大附一院, 超级猩猩, 京东), an app ("Dropbox"), a spot at home ("the fireproof box under
the bed", "the shed at the back of the house", 书桌左边的抽屉里, 门口鞋柜上面), a person's home ("with the neighbour
at number 12", 她姐姐家) and lowercase places ("at the allotment by the canal", 楼下的菜市场, 小区旁边的河边).

``generate`` holds every bank (6 per language) at the default ``per_category`` of 20; fewer caps the banks per
language at ``per_category / 4``. ``python bench/hygiene_data24.py`` prints samples.
"""

from __future__ import annotations

from _hygiene_corpus import Dataset, HandBank, hand_corpus, samples_cli

BANKS24: dict[str, list[HandBank]] = {
    "en": [
        ("Marguerite", "You can put me down as Marguerite.",
         ["Marguerite plays the cello in an amateur orchestra.", "The user is short-sighted."],
         [("place", "home",
           [("a", "Marguerite moved to Harrogate last spring."),
            ("b", "The user's rent went up to £780 a month in January."),
            ("c", "The user says living on her own suits her better than she expected.")],
           [("Which town does the user live in now?", "a")]),
          ("other", "studio",
           [("a", "Marguerite works from her firm's studio in York."),
            ("b", "The user's biggest client is a housing association based in Sheffield."),
            ("c", "The user's business partner Sam works from home in Whitby.")],
           [("Where does the user work from?", "a")]),
          ("control", "purchase",
           [("a", "The user's flat purchase is stuck until the surveyor's report comes back."),
            ("b", "The flat Marguerite is buying is on Cold Bath Road."),
            ("c", "The user's conveyancing solicitor has an office opposite Harrogate station.")],
           [("Where are things up to with the user's flat purchase?", "a")])]),
        ("Dev", "Sign off my emails as Dev.",
         ["Dev collects old vinyl records.", "The user takes his coffee black."],
         [("place", "swim",
           [("a", "Dev swims at the lido in Brockwell Park."),
            ("b", "User swims sixty lengths most mornings."),
            ("c", "The user's swimming goggles keep fogging up.")],
           [("Where does the user go swimming?", "a")]),
          ("clash", "keys",
           [("a", "The spare key to Dev's flat is with the neighbour at number 12."),
            ("b", "The user keeps his bike lock key on the hook by the front door.")],
           [("Where is the spare key to the user's flat kept?", "a"),
            ("Where does the user keep his bike lock key?", "b")]),
          ("place", "holiday",
           [("a", "In September Dev went walking in the Picos de Europa."),
            ("b", "The user's September holiday cost about £900 all in."),
            ("c", "Dev came back from his September holiday badly sunburnt.")],
           [("Where did the user go on holiday in September?", "a")])]),
        ("Ifeoma", "Ifeoma here.",
         ["Ifeoma is learning Portuguese.", "The user hates coriander."],
         [("control+place", "thesis",
           [("a", "Ifeoma has drafted four of her six thesis chapters."),
            ("b", "User does her thesis writing in the Brotherton Library."),
            ("c", "The user's thesis has to be bound and handed in by September.")],
           [("Where has the user got to with her thesis?", "a"),
            ("Where does the user write her thesis?", "b")]),
          ("place", "bike",
           [("a", "The user keeps her bike in the shed at the back of the house."),
            ("b", "Ifeoma paid £350 for her bike second-hand."),
            ("c", "The user's bike has had a slow puncture for weeks.")],
           [("Where does the user keep her bike?", "a")]),
          ("other", "family",
           [("a", "Ifeoma's parents live in Enugu."),
            ("b", "The user's older sister lives in Houston with her husband."),
            ("c", "The user phones her parents every Sunday afternoon.")],
           [("Where do the user's parents live?", "a"),
            ("Where does the user's sister live?", "b")])]),
        ("Bram", "Name's Bram.",
         ["Bram restores old motorbikes.", "The user is colour-blind."],
         [("place", "restaurant",
           [("a", "Bram is sous-chef at Ostra, the seafood restaurant on the harbour."),
            ("b", "The user's kitchen does about 120 covers on a Saturday night."),
            ("c", "Bram thinks his head chef over-salts everything.")],
           [("Which restaurant does the user cook at?", "a")]),
          ("clash", "suppliers",
           [("a", "The user buys fish for the kitchen at the Newlyn fish market."),
            ("b", "The user gets his vegetables from a farm shop in Ludgvan.")],
           [("Where does the user buy his fish?", "a"),
            ("Where does the user get vegetables for the kitchen?", "b")]),
          ("control+place", "tips",
           [("a", "Bram thinks tips should be split equally between the kitchen and front of house."),
            ("b", "The tips at Bram's restaurant go into a jar behind the bar until Sunday.")],
           [("Where does the user stand on sharing tips?", "a"),
            ("Where are the tips at the user's restaurant kept until they're shared out?", "b")])]),
        ("Saoirse", "Saoirse is the name, by the way.",
         ["Saoirse does the cryptic crossword every morning.", "The user can't whistle."],
         [("place+control", "allotment",
           [("a", "Saoirse grows her vegetables at the allotment by the canal."),
            ("b", "The user has got the walls of her new allotment shed up but not the roof yet."),
            ("c", "The user's runner beans failed this year.")],
           [("Where does the user grow her vegetables?", "a"),
            ("Where is the user up to with her allotment shed?", "b")]),
          ("other", "office",
           [("a", "Saoirse's office is in Galway."),
            ("b", "The user's manager Declan works out of the Dublin office."),
            ("c", "Saoirse's company has its headquarters in Boston.")],
           [("Which city is the user's office in?", "a"),
            ("Where is the user's company headquartered?", "c")]),
          ("place", "tax",
           [("a", "The user's scanned tax papers are stored in Dropbox."),
            ("b", "Saoirse scanned twelve years of tax papers last weekend."),
            ("c", "The user thinks keeping paper copies of old tax returns is pointless.")],
           [("Where are the user's scanned tax papers stored?", "a")])]),
        ("Kit", "Everyone at work calls me Kit.",
         ["Kit is teaching himself the ukulele.", "The user is a night owl."],
         [("place", "school",
           [("a", "Kit's son Alfie goes to Hillside Primary."),
            ("b", "Alfie's school day starts at 8.45."),
            ("c", "User thinks Alfie's school sets too much homework.")],
           [("Which school does the user's son go to?", "a")]),
          ("clash", "papers",
           [("a", "Kit keeps his passport in the fireproof box under the bed."),
            ("b", "The user keeps the spare car key in the top kitchen drawer.")],
           [("Where does the user keep his passport?", "a")]),
          ("control", "retirement",
           [("a", "Kit wants to retire somewhere by the sea."),
            ("b", "The user's mortgage on the house in Chapel Allerton ends in 2031."),
            ("c", "The user's mum lives in a care home in Otley.")],
           [("Where does the user want to live when he retires?", "a")])]),
    ],
    "zh": [
        ("小周", "叫我小周就行。",
         ["小周喜欢钓鱼。", "用户周末喜欢睡懒觉。"],
         [("place", "city",
           [("a", "小周去年跳槽到了成都的一家游戏公司。"), ("b", "用户每个月到手一万二。"),
            ("c", "用户觉得现在的公司加班太多了。")],
           [("用户在哪个城市上班？", "a")]),
          ("clash", "drawer",
           [("a", "用户的身份证放在书桌左边的抽屉里。"), ("b", "用户把家里的备用钥匙藏在门口鞋柜上面。")],
           [("用户的身份证放在哪儿？", "a"), ("用户家的备用钥匙放在哪里？", "b")]),
          ("control", "flat",
           [("a", "小周想买房，但首付还差二十来万。"), ("b", "用户看中的小区在天府三街附近。"),
            ("c", "用户的公积金每月缴一千八。")],
           [("用户买房的事卡在哪儿了？", "a")])]),
        ("龚磊", "我姓龚，单名一个磊字。",
         ["龚磊喜欢看NBA。", "用户不会游泳。"],
         [("other", "family",
           [("a", "龚磊的父母住在苏州老城区。"), ("b", "用户的弟弟在杭州开了家奶茶店。"),
            ("c", "用户每个月给父母两千块生活费。")],
           [("用户的父母住在哪里？", "a"), ("用户的弟弟在哪儿开店？", "b")]),
          ("place", "school",
           [("a", "龚磊在苏州十中教高二语文。"), ("b", "用户今年带两个班，九十多个学生。"),
            ("c", "用户觉得现在的学生比十年前难带。")],
           [("用户在哪所学校教书？", "a")]),
          ("control+place", "throat",
           [("a", "龚磊最近嗓子一直哑，上课很吃力。"), ("b", "用户上周去苏大附一院看了门诊。")],
           [("用户最近哪里不舒服？", "a"), ("用户上周去哪家医院看的病？", "b")])]),
        ("Kiki", "朋友们都喊我Kiki。",
         ["Kiki养了一只柯基。", "用户不喝咖啡。"],
         [("place", "gym",
           [("a", "Kiki平时去静安寺那家超级猩猩上团课。"), ("b", "用户一周去健身三次。"),
            ("c", "用户觉得私教课太贵了，一节要四百。")],
           [("用户平时去哪家健身房？", "a")]),
          ("clash", "shopping",
           [("a", "用户一般在楼下的菜市场买菜。"), ("b", "用户家柯基的狗粮都是在京东上买的。")],
           [("用户一般去哪儿买菜？", "a"), ("用户在哪儿给狗买狗粮？", "b")]),
          ("other", "work",
           [("a", "Kiki在徐汇滨江的一家设计工作室上班。"), ("b", "用户的男朋友在张江上班。"),
            ("c", "用户每天通勤要一个多小时。")],
           [("用户在哪儿上班？", "a")])]),
        ("Vincent", "我的英文名是Vincent，中文名平时很少用。",
         ["Vincent喜欢拼乐高。", "用户是左撇子。"],
         [("place", "home",
           [("a", "Vincent上个月搬到了南山科技园附近。"), ("b", "用户现在的房租一个月五千五。"),
            ("c", "用户觉得新家比原来的安静多了。")],
           [("用户现在住在哪儿？", "a")]),
          ("control+place", "visa",
           [("a", "用户的日本签证材料交上去了，现在在等出签。"), ("b", "用户是通过福田的一家旅行社办的日本签证。")],
           [("用户的日本签证办到哪儿了？", "a"), ("用户是在哪儿办的日本签证？", "b")]),
          ("place", "holiday",
           [("a", "Vincent国庆和朋友去了趟大理。"), ("b", "用户国庆假期花了差不多六千块。"),
            ("c", "用户说国庆出去玩到处都是人，明年不想挤了。")],
           [("用户国庆去哪儿玩了？", "a")])]),
        ("林婉清", "我是林婉清，双木林的林。",
         ["林婉清在学古筝。", "用户晚上十点多就睡了。"],
         [("control+place", "renovation",
           [("a", "用户家的装修刚做完水电，下周开始贴瓷砖。"), ("b", "装修期间林婉清暂时住在她姐姐家。")],
           [("用户家装修搞到哪儿了？", "a"), ("用户装修这段时间住在哪儿？", "b")]),
          ("other", "daughter",
           [("a", "林婉清的女儿在武汉读大学。"), ("b", "用户的侄子在长沙读高中。"),
            ("c", "用户女儿一年学费五千多。")],
           [("用户的女儿在哪儿上大学？", "a"), ("用户的侄子在哪里读书？", "b")]),
          ("place", "walk",
           [("a", "用户每天早上去小区旁边的河边快走。"), ("b", "林婉清每天早上要走够一万步。"),
            ("c", "用户觉得晨练比晚上锻炼舒服。")],
           [("用户每天早上去哪儿锻炼？", "a")])]),
        ("付海洋", "户口本上写的是付海洋。",
         ["付海洋喜欢下象棋。", "用户有点恐高。"],
         [("place", "parking",
           [("a", "付海洋晚上把车停在小区地下车库B2层。"), ("b", "用户的车是去年买的二手比亚迪。"),
            ("c", "用户每个月停车费要交三百。")],
           [("用户晚上把车停在哪儿？", "a")]),
          ("clash", "charging",
           [("a", "用户一般在高铁南站旁边的充电站给车充电。"), ("b", "用户每周去河西一家洗车店洗一次车。")],
           [("用户一般在哪儿给车充电？", "a")]),
          ("control", "back",
           [("a", "付海洋开车开久了腰就酸。"), ("b", "用户每天主要在五一广场一带跑网约车。")],
           [("用户开车开久了哪里不舒服？", "a")])]),
    ],
}


def generate(seed: int = 2424, *, per_category: int = 20, background: int = 3) -> Dataset:
    """Every bank of both languages (``per_category`` caps the scenarios per language, in whole banks of 4)."""
    return hand_corpus(BANKS24, "c24", seed, per_category, background)


def main() -> None:
    samples_cli(generate, 2424, "the twenty-fourth hygiene corpus")


if __name__ == "__main__":
    main()
