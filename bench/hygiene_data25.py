"""Twenty-fifth hygiene corpus, in a new author's voice: questions that ask WHO, a person (or a provider acting as
one) in a role for the user. Every memory is true and must stay active; what is scored is ranking (the answer on
top). Written by an author who read no search code, and first run on main (0.706) and on the change it was written
to test (search/person_answer.py: 0.804, nine questions gained and four lost) before anyone tuned on it; a
development corpus from then on.

Same records, classes and scoring as corpora 19, 20 and 22 (``bench/hygiene_data22.py``): banks written out by
hand, each stating the user's name ("You can call me Bram; nobody uses Abraham.", "Passport says Wilhelmina Frost;
everyone says Mina.", "Hi, Dev here, short for Devendra.", "Sign-off on every email I send: Kit.",
"我姓罗，全名罗晓雯。", "叫我小满就行，大名没人叫。", "本人鲁建军，开五金店的。",
"我的微信名叫Momo，大家也就这么叫我。") and two background facts. The questions ask who, and the
distractors share the question's words or topic:

    unrelated    the variant names the kind of the group's questions ("a+b" when its two questions differ):
                 "person"   a who-question ("Who is the user's dentist?", "Who does the user share his flat
                            with?", "用户跟谁合租？", "谁帮用户带孩子？", "用户向谁汇报工作？") whose distractors share
                            its words or topic but name no person (the check-up date, the drill, the bills)
                 "other"    the answer names the person and a distractor names a person in another role or for
                            another person (the user's GP and his mother's doctor, the manager and her assistant,
                            用户的大夫和老伴的大夫)
                 "control"  the who-words do not ask for a person ("Who does the user bank with?", "用户家的宽带是
                            谁家的？", "用户的房租是谁出的？"), or the answer gives the person only by a role ("a
                            registrar", "a Gas Safe engineer", 隔壁理发店的老板娘) while a distractor names a concrete
                            person about something else
                 "clash"    the answer names a person and a distractor names another person of the same kind for a
                            different role (piano teacher and Spanish tutor, landlord and letting agent, heart
                            specialist and eye consultant, 房东和中介, 会计和律师)

The answers state the person in many shapes: a full name ("Helen Marsh", "Priya Shah"), a first name ("Rhys",
"Doreen", 阿琳), a title and surname ("Dr Okafor", "Mr Pell", 蒋医生, 周总监, 赵大夫, 刘会计, Tony老师), a relation
("her mother-in-law", "her goddaughter", 孩子姥姥, 婆婆, 表妹), a nickname ("Spud", 老周, 小杜), an organisation acting
as a provider ("a childminder from Little Acorns", 义乌一家批发商).

``generate`` holds every bank (6 per language) at the default ``per_category`` of 20; fewer caps the banks per
language at ``per_category / 4``. ``python bench/hygiene_data25.py`` prints samples.
"""

from __future__ import annotations

from _hygiene_corpus import Dataset, HandBank, hand_corpus, samples_cli

BANKS25: dict[str, list[HandBank]] = {
    "en": [
        ("Bram", "You can call me Bram; nobody uses Abraham.",
         ["Bram keeps bees on his allotment.", "The user is colour-blind."],
         [("person", "dentist",
           [("a", "Dr Okafor at Riverside Dental is the user's dentist."),
            ("b", "The user's next dentist check-up is on the 14th."),
            ("c", "The user keeps putting off the filling his dentist recommended.")],
           [("Who is the user's dentist?", "a")]),
          ("other", "manager",
           [("a", "Bram reports to Helen Marsh, the head of facilities."),
            ("b", "Helen's assistant, Tariq, books the user's meeting rooms."),
            ("c", "The user's one-to-one with his manager is on Monday mornings.")],
           [("Who does the user report to?", "a"),
            ("Who books the user's meeting rooms?", "b")]),
          ("clash", "lessons",
           [("a", "Mr Pell, a retired church organist, gives Bram piano lessons on Saturdays."),
            ("b", "The user's Spanish tutor is Pablo, who teaches him over Zoom."),
            ("c", "User practises the piano for half an hour before work.")],
           [("Who teaches the user piano?", "a"),
            ("Who is the user's Spanish tutor?", "b")])]),
        ("Mina", "Passport says Wilhelmina Frost; everyone says Mina.",
         ["Mina swims in the lido all year round.", "The user is vegetarian."],
         [("person", "dog",
           [("a", "When Mina travels, her neighbour's teenage son Callum looks after her dog."),
            ("b", "The user's dog is a wire-haired dachshund who hates being left alone."),
            ("c", "The user travels to trade fairs in Lyon twice a year.")],
           [("Who looks after the user's dog when she travels?", "a")]),
          ("control+person", "money",
           [("a", "Mina keeps her personal and business accounts with Nationwide."),
            ("b", "The user's accountant, Graham Tully, does her tax return every January."),
            ("c", "The user's bank card was cloned at a petrol station last spring.")],
           [("Who does the user bank with?", "a"),
            ("Who does Mina's tax return?", "b")]),
          ("person", "stall",
           [("a", "Mina's mother-in-law helps her run the market stall on Sundays."),
            ("b", "User pays £35 a week for her pitch at the Sunday market."),
            ("c", "The user sets up her stall at 6 am.")],
           [("Who helps the user on her market stall?", "a")])]),
        ("Dev", "Hi, Dev here, short for Devendra.",
         ["Dev cycles to work along the canal.", "The user has two older sisters."],
         [("other", "gp",
           [("a", "The user's GP is Dr Lindqvist at the Canal Street surgery."),
            ("b", "Dev's mum sees Dr Mensah at the health centre near her flat."),
            ("c", "The user hasn't been to the GP in over two years.")],
           [("Who is Dev's GP?", "a")]),
          ("person", "flat",
           [("a", "Dev shares his flat with an old uni friend, Rhys."),
            ("b", "The user's flat has two bedrooms and a tiny balcony."),
            ("c", "The user splits the flat's bills fifty-fifty.")],
           [("Who does the user share his flat with?", "a")]),
          ("control+other", "wedding",
           [("a", "A registrar from the town hall will conduct Dev's wedding ceremony."),
            ("b", "Dev's cousin Farhan is taking the photos at the wedding."),
            ("c", "The user's wedding is at the Old Mill on 6 September.")],
           [("Who is conducting the user's wedding ceremony?", "a"),
            ("Who is photographing the user's wedding?", "b")])]),
        ("Marisol", "I'm Marisol, by the way, Mari to my friends.",
         ["Marisol paints watercolours of harbours.", "The user drives an old Volvo estate."],
         [("person", "twins",
           [("a", "A childminder from Little Acorns picks Marisol's twins up after school."),
            ("b", "The user's twins finish school at 3.15."),
            ("c", "The user pays for after-school care by the hour.")],
           [("Who looks after the user's twins after school?", "a")]),
          ("clash", "housing",
           [("a", "The user's landlord is Mr Aldous, a retired pilot who lives upstairs."),
            ("b", "Joanne at Harbour Lettings is the user's letting agent."),
            ("c", "The user's rent goes out on the first of the month.")],
           [("Who is Marisol's landlord?", "a"),
            ("Who is the user's letting agent?", "b")]),
          ("person", "concert",
           [("a", "Marisol went to the jazz concert at the Wardrobe with her sister-in-law."),
            ("b", "The user left the jazz concert early because of a migraine."),
            ("c", "The user's concert ticket cost £42.")],
           [("Who did the user go to the jazz concert with?", "a")])]),
        ("Kit", "Sign-off on every email I send: Kit.",
         ["Kit volunteers at a food bank on Fridays.", "The user is left-handed."],
         [("person", "mentor",
           [("a", "Kit's mentor on the graduate scheme is a senior engineer everyone calls Spud."),
            ("b", "The user meets her mentor for coffee once a fortnight."),
            ("c", "The user's graduate scheme lasts two years.")],
           [("Who is the user's mentor?", "a")]),
          ("other", "reference",
           [("a", "Kit's old line manager, Priya Shah, is writing her reference."),
            ("b", "Priya's successor, Owen, now runs the user's old team."),
            ("c", "The user's reference has to be in by the end of the month.")],
           [("Who is writing the user's reference?", "a")]),
          ("control", "utilities",
           [("a", "Kit's gas and electricity come from Octopus Energy."),
            ("b", "The user's neighbour Derek reads her meter when she's away."),
            ("c", "The user's energy bill has gone up to £140 a month."),
            ("d", "User's broadband is with Zen Internet.")],
           [("Who supplies the user's gas and electricity?", "a"),
            ("Who is the user's broadband with?", "d")])]),
        ("Grace", "People at church know me as Auntie Grace.",
         ["Grace does the crossword in pencil.", "The user takes the bus everywhere."],
         [("person", "hair",
           [("a", "Grace's hair is cut by her goddaughter, who trained as a hairdresser."),
            ("b", "The user gets her hair cut every six weeks."),
            ("c", "The user has decided to stop dyeing her hair.")],
           [("Who cuts the user's hair?", "a")]),
          ("control", "boiler",
           [("a", "A Gas Safe engineer sent by the insurer fixed Grace's boiler on Tuesday."),
            ("b", "Grace's nephew Marcus is going to repaint the hallway."),
            ("c", "The user's boiler is fifteen years old.")],
           [("Who fixed the user's boiler?", "a")]),
          ("clash", "specialists",
           [("a", "Grace's heart specialist is Dr Obi at the Royal Infirmary."),
            ("b", "The user's eye consultant is Mr Hargreaves.")],
           [("Who is the user's heart specialist?", "a"),
            ("Who is the user's eye consultant?", "b")]),
          ("person", "lifts",
           [("a", "Grace's old friend Doreen drives her to hospital appointments."),
            ("b", "The user's hospital appointments are usually on Thursday mornings."),
            ("c", "The user hasn't been allowed to drive since her cataract operation.")],
           [("Who drives the user to her hospital appointments?", "a")])]),
    ],
    "zh": [
        ("罗晓雯", "我姓罗，全名罗晓雯。",
         ["罗晓雯周末在社区图书馆做志愿者。", "用户对芒果过敏。"],
         [("person", "dentist",
           [("a", "用户一直找口腔医院的蒋医生看牙。"), ("b", "用户下周四约了洗牙。"),
            ("c", "用户一吃冰的牙就酸。")],
           [("用户的牙医是谁？", "a")]),
          ("clash+control", "rent",
           [("a", "罗晓雯的房东是刘阿姨，就住在隔壁单元。"), ("b", "当初是链家的中介小蒋带用户看的这套房。"),
            ("c", "用户的房租是公司全额报销的。")],
           [("用户的房东是谁？", "a"), ("用户的房租是谁出的？", "c")]),
          ("person", "pickup",
           [("a", "罗晓雯的儿子放学都是孩子姥姥去接。"), ("b", "用户儿子的学校下午三点半放学。"),
            ("c", "用户的儿子放学后要写一个小时作业。")],
           [("谁接用户的儿子放学？", "a")])]),
        ("小满", "叫我小满就行，大名没人叫。",
         ["小满在一家MCN公司拍探店视频。", "用户不吃香菜。"],
         [("person", "flatmate",
           [("a", "小满跟大学室友阿琳合租一套两居室。"), ("b", "合租房的水电费按人头平摊。"),
            ("c", "用户的合租房离地铁站步行十分钟。")],
           [("用户跟谁合租？", "a")]),
          ("other", "boss",
           [("a", "用户直接向内容部的周总监汇报。"), ("b", "周总监的助理小孟负责给用户排拍摄档期。"),
            ("c", "用户每周五要交一份工作周报。")],
           [("用户向谁汇报工作？", "a")]),
          ("control+person", "broadband",
           [("a", "用户家的宽带是联通的。"), ("b", "上次宽带坏了是楼下的电工小李帮忙修好的。"),
            ("c", "用户家的宽带一年九百六。")],
           [("用户家的宽带是谁家的？", "a"), ("用户家宽带坏了是谁修好的？", "b")]),
          ("person", "editing",
           [("a", "小满的视频都外包给一个叫阿豪的剪辑师剪。"), ("b", "用户每条视频的剪辑费是三百块。"),
            ("c", "用户的视频一般周三、周六更新。")],
           [("谁给用户剪视频？", "a")])]),
        ("鲁建军", "本人鲁建军，开五金店的。",
         ["鲁建军每天早上去公园打太极。", "用户抽烟抽了二十多年。"],
         [("person", "supplier",
           [("a", "鲁建军店里的螺丝钉子都是从义乌一家批发商那儿进的货。"),
            ("b", "用户店里的螺丝按斤卖，一斤十二块。"), ("c", "用户每个月月初盘一次货。")],
           [("用户店里的螺丝钉是从谁那儿进的货？", "a")]),
          ("other", "doctors",
           [("a", "用户的高血压一直是社区医院的赵大夫在看。"), ("b", "用户老伴的腰病找的是中医院的孙主任。"),
            ("c", "鲁建军每天早上吃一片降压药。")],
           [("用户的高血压找哪位大夫看？", "a"), ("用户老伴的腰病找谁看的？", "b")]),
          ("control", "shop",
           [("a", "用户出门办事时就托隔壁理发店的老板娘帮忙看店。"), ("b", "用户的外甥建波在帮他弄网店。"),
            ("c", "用户的店早上八点开门。")],
           [("用户出门的时候谁帮他看店？", "a")])]),
        ("Momo", "我的微信名叫Momo，大家也就这么叫我。",
         ["Momo养了一只布偶猫。", "用户早上只喝黑咖啡。"],
         [("control", "cat",
           [("a", "Momo出差时会在App上约上门喂猫的师傅。"), ("b", "用户的闺蜜小雨上个月送了她一个猫爬架。"),
            ("c", "用户下个月要去成都出差一周。")],
           [("用户出差时谁来喂猫？", "a")]),
          ("clash", "teachers",
           [("a", "用户的韩语老师是韩国留学生敏智。"), ("b", "用户的瑜伽私教是Kelly，一节课三百。"),
            ("c", "用户每周上两次韩语课。")],
           [("谁教用户韩语？", "a"), ("用户的瑜伽私教是谁？", "b")]),
          ("person", "wedding",
           [("a", "Momo请了表妹当她的伴娘。"), ("b", "用户的婚礼定在国庆节。"),
            ("c", "用户的伴娘服是在网上租的。")],
           [("用户的伴娘是谁？", "a")])]),
        ("温丽娟", "我是温丽娟，单位里都叫我温姐。",
         ["温丽娟喜欢种兰花。", "用户不会游泳。"],
         [("person", "baby",
           [("a", "温丽娟上班的时候，孩子由婆婆帮忙带。"), ("b", "用户的孩子刚满一岁半。"),
            ("c", "用户每天下班要赶回家给孩子洗澡。")],
           [("谁帮用户带孩子？", "a")]),
          ("other", "hospital",
           [("a", "当年是卫校的李老师把温丽娟推荐进这家医院的。"), ("b", "李老师的女儿小雪现在在用户科里实习。"),
            ("c", "用户在这家医院干了十八年。")],
           [("用户是谁介绍进这家医院的？", "a")]),
          ("control", "car",
           [("a", "温丽娟的车险一直在平安买。"), ("b", "用户的车出险时都找4S店的小郑帮忙处理。"),
            ("c", "用户的车险每年八月到期。")],
           [("用户的车险是在谁家买的？", "a")]),
          ("person", "massage",
           [("a", "用户的腰一直找盲人按摩店的小杜推拿。"), ("b", "用户推拿一次六十块。"),
            ("c", "用户久站之后腰就疼。")],
           [("谁给用户推拿？", "a")])]),
        ("Kevin", "英文名Kevin，中文名陈志远，同事都叫我Kevin。",
         ["Kevin每天中午在公司楼下吃麻辣烫。", "用户周末会去爬山。"],
         [("person", "studio",
           [("a", "Kevin是跟大学同学老周一起开的这家设计工作室。"), ("b", "用户的工作室去年接了四十多个项目。"),
            ("c", "用户的工作室在莫干山路的一栋老厂房里。")],
           [("用户跟谁一起开的工作室？", "a")]),
          ("clash", "advisers",
           [("a", "工作室的账一直外包给代账公司的刘会计在做。"), ("b", "工作室的合同都请张律师帮忙把关。"),
            ("c", "用户每个季度都要报一次税。")],
           [("谁帮用户的工作室做账？", "a"), ("用户工作室的合同找谁把关？", "b")]),
          ("other", "haircut",
           [("a", "Kevin一直找理发店的Tony老师剪头发。"), ("b", "Tony老师的徒弟阿凯给用户女朋友染过头发。"),
            ("c", "用户每个月剪一次头发。")],
           [("谁给用户剪头发？", "a")])]),
    ],
}


def generate(seed: int = 2525, *, per_category: int = 20, background: int = 3) -> Dataset:
    """Every bank of both languages (``per_category`` caps the scenarios per language, in whole banks of 4)."""
    return hand_corpus(BANKS25, "c25", seed, per_category, background)


def main() -> None:
    samples_cli(generate, 2525, "the twenty-fifth hygiene corpus")


if __name__ == "__main__":
    main()
