"""Twenty-sixth hygiene corpus, in a new author's voice: where and who. Every memory is true and must stay active;
what is scored is ranking (the answer on top). Written by an author who read no search code and saw neither the
corpora it is compared with nor the change it tests; first run on main (0.731) and on the change (search/place_answer.py
and person_answer.py after their review: 0.731, two questions gained and two lost) before anyone tuned on it; a
development corpus from then on.

Same records, classes and scoring as corpora 19, 20 and 22 (``bench/hygiene_data22.py``): banks written out by hand,
each stating the user's name ("Put me down as Marguerite Hale.", "Invoices go out under the name Kwame Mensah.",
"I'm Tomasz, though the band calls me Tom.", "村里人都喊我老韦，大名韦秀兰。", "实名认证的名字是欧阳婧。",
"英文名Kevin，中文名周凯。") and two background facts. The users farm, freelance, look after elderly parents, play
in a band, plan a wedding, run a lab bench, an online shop, an orchard or a renovation. Half the questions ask where
(a place, a venue, an organisation where something happens, where a thing is kept), half ask who (a person, or a
provider acting as one, in a role for the user); the distractors share the question's words or topic and answer
nothing (a price, a time, a count, an opinion) or answer for another person (the mother's GP when the user's is
asked, the client's office, the husband's car, the sister's reception):

    unrelated    the variant names the kind of the group's questions ("a+b" when its two questions differ):
                 "where"    a place is asked ("Where does the user keep the sheep nuts?", "用户的化肥放哪儿了？",
                            "用户的婚宴在哪儿办？")
                 "who"      a person or a provider is asked ("Who repairs the user's drum gear?", answered by a shop;
                            "用戶婆婆的降壓藥是誰開的？")
                 "control"  the question holds where or who but asks for something else: progress ("Where is the
                            user up to with lambing?", "用戶家裝修到哪一步了？"), a stance, an origin, a weak spot
                            ("用户哪里不舒服？", "用户儿子数学差在哪？"), who pays between two parties ("covered by
                            the client", "兄弟俩平摊"); the distractors do name places and people
                 "vague"    the answer states the place or person only vaguely ("someone from church", "somewhere
                            out past the ring road", "一个朋友那儿", "朋友的朋友") while a distractor names a
                            concrete place or person about something else

The answers state their places and people in many shapes: full names ("Rhys Pryce"), first names and nicknames
("Dee", "Jonno", "阿飞", "老周"), titles ("Dr Little", "Prof. Helen Marsh", "刘总", "张主任"), relation words ("her
brother-in-law Colin", "her mum", "表妹", "公公"), organisations ("Drum Doctor on Mill Lane", "镇上的收购站"),
lowercase places and containers ("in Dee's garage", "in the blue tin above the fridge", "电视柜第二个抽屉里"),
addresses ("14 Stanley Road"), Chinese places with and without 在 ("化肥堆老屋柴房里了"); a few questions are in
Traditional Chinese or name the user in English.

``generate`` holds every bank (6 per language) at the default ``per_category`` of 20; fewer caps the banks per
language at ``per_category / 4``. ``python bench/hygiene_data26.py`` prints samples.
"""

from __future__ import annotations

from _hygiene_corpus import Dataset, HandBank, hand_corpus, samples_cli

BANKS26: dict[str, list[HandBank]] = {
    "en": [
        ("Marguerite", "Put me down as Marguerite Hale.",
         ["Marguerite keeps two border collies, Moss and Fly.", "User listens to the cricket on the radio."],
         [("where", "eggs",
           [("a", "Marguerite sells her eggs at the Saturday farmers' market in Ludlow."),
            ("b", "Her neighbour Gwen minds the egg stall whenever Marguerite is busy lambing."),
            ("c", "A dozen of the user's free-range eggs go for £3.20.")],
           [("Where does the user sell her eggs?", "a")]),
          ("who", "vet",
           [("a", "Rhys Pryce from the Teme Valley practice is the vet who looks after Marguerite's flock."),
            ("b", "The user's daughter is training to be a vet in Bristol."),
            ("c", "The user thinks vet call-out fees have doubled in five years.")],
           [("Who is the user's vet?", "a")]),
          ("control+where", "lambing",
           [("a", "The user is about halfway through lambing, with 41 lambs born so far."),
            ("b", "The sheep nuts are kept in an old chest freezer in the barn so the rats can't get at them."),
            ("c", "Sheep nuts cost Marguerite £9.50 a bag at the farmers' co-op.")],
           [("Where is the user up to with lambing?", "a"),
            ("Where does the user keep the sheep nuts?", "b")])]),
        ("Kwame", "Invoices go out under the name Kwame Mensah.",
         ["Kwame plays five-a-side on Wednesday nights.", "The user takes his coffee black."],
         [("where", "desk",
           [("a", "Kwame works from a hot desk at Paper Mill, a coworking space in Leeds."),
            ("b", "His main client, Harbour Bank, has its offices on Spring Gardens in Manchester."),
            ("c", "The coworking desk costs the user £160 a month.")],
           [("Where does the user work from day to day?", "a")]),
          ("who+control", "money",
           [("a", "The user's accountant is Priya Shah, who works out of her spare room in Headingley."),
            ("b", "User's train tickets to Manchester go on expenses, which Harbour Bank pays back every month."),
            ("c", "An off-peak return to Manchester costs the user £32.")],
           [("Who does the user's accounts?", "a"),
            ("Who pays for the user's train tickets to Manchester — him or the client?", "b")]),
          ("vague", "laptop",
           [("a", "Kwame passed his old laptop on to someone from church."),
            ("b", "The user bought his new laptop from Ahmed at the repair shop on Kirkgate."),
            ("c", "The user's new laptop cost him £1,100.")],
           [("Who has the user's old laptop now?", "a")])]),
        ("Harriet", "You can address me as Harriet.",
         ["Harriet is a retired primary school teacher.", "The user is vegetarian."],
         [("who", "gp",
           [("a", "Harriet's own doctor is Dr Little at the Castle Mead practice."),
            ("b", "Mum's GP is Dr Okafor at the Elm Road surgery."),
            ("c", "Mum's carers come in at 8 am and 6 pm.")],
           [("Who is the user's GP?", "a")]),
          ("where", "tablets",
           [("a", "Dad's tablets are in the blue tin above the fridge."),
            ("b", "Mum keeps her own pills in her handbag."),
            ("c", "The user collects Dad's repeat prescription every four weeks.")],
           [("Where are the user's father's tablets kept?", "a")]),
          ("vague+who", "daycentre",
           [("a", "On Tuesdays Dad goes to a day centre somewhere out past the ring road."),
            ("b", "Dad's physio is at St Luke's Hospital, which he hates."),
            ("c", "Harriet's brother-in-law Colin drives Dad to his physio.")],
           [("Where is the day centre the user's dad goes to?", "a"),
            ("Who takes the user's father to physio?", "c")])]),
        ("Tomasz", "I'm Tomasz, though the band calls me Tom.",
         ["Tomasz works days at a bike shop.", "The user can't stand coriander."],
         [("where+who", "rehearsal",
           [("a", "The band rehearses in a lock-up at 14 Stanley Road, under the railway arches."),
            ("b", "Rehearsal space costs Tom's band £12 an hour, split four ways."),
            ("c", "Their bassist Dee books all the rehearsal slots.")],
           [("Where does the user's band rehearse?", "a"),
            ("Who books the band's rehearsals?", "c")]),
          ("control", "label",
           [("a", "Tom is dead against signing with Loudhouse Records."),
            ("b", "Loudhouse Records has its office in a converted chapel in Bristol."),
            ("c", "The band's name, Slow Tram, comes from a Polish nursery rhyme Tomasz's gran used to sing.")],
           [("Where does the user stand on the record deal?", "a"),
            ("Where does the name of the user's band come from?", "c")]),
          ("where+who", "drums",
           [("a", "User stores his drum kit in Dee's garage."),
            ("b", "Tom's snare and cymbal stands get fixed at Drum Doctor on Mill Lane."),
            ("c", "The user's new snare cost him £240.")],
           [("Where does the user keep his drum kit?", "a"),
            ("Who repairs the user's drum gear?", "b")])]),
        ("Bea", "Bea here, short for Beatrix.",
         ["Bea runs an online shop selling hand-dyed yarn.", "The user is left-handed."],
         [("where", "venue",
           [("a", "Bea and Sam are having the party afterwards at Haddon Barn near Bakewell."),
            ("b", "The wedding ceremony itself is at the register office in Matlock."),
            ("c", "Bea's sister Freya had her wedding reception at a castle in Scotland.")],
           [("Where is the user's wedding reception?", "a")]),
          ("who+vague", "suppliers",
           [("a", "Jonno, an old uni friend of Sam's, is photographing the wedding."),
            ("b", "The wedding cake is being made by someone Sam's aunt knows."),
            ("c", "The user wants a lemon and elderflower cake.")],
           [("Who is the user's wedding photographer?", "a"),
            ("Who is making the user's wedding cake?", "b")]),
          ("control+who", "shop",
           [("a", "Bea hasn't even started the shop's tax return yet."),
            ("b", "While Bea is on honeymoon her mum will post the yarn orders."),
            ("c", "The user's accountant charges £300 to do the tax return.")],
           [("Where is the user with her shop's tax return?", "a"),
            ("Who is sending out the user's yarn orders during the honeymoon?", "b")])]),
        ("Aisha", "Everyone in the lab just calls me Aisha.",
         ["Aisha cycles to work along the canal.", "The user is learning Spanish."],
         [("where", "samples",
           [("a", "Aisha's tissue samples are in the minus-eighty freezer in room 3.14, second shelf down."),
            ("b", "Her labmate Jun keeps his samples in the freezer downstairs."),
            ("c", "The freezer alarm went off twice last week.")],
           [("Where are the user's samples stored?", "a")]),
          ("who", "supervisor",
           [("a", "The user's PhD supervisor is Prof. Helen Marsh."),
            ("b", "Jun's supervisor is Dr Basu, who is never around."),
            ("c", "Aisha meets her supervisor every other Monday.")],
           [("Who supervises the user's PhD?", "a")]),
          ("where", "conference",
           [("a", "Aisha is presenting a poster at a conference in Lisbon in June."),
            ("b", "The user's fellowship interview is somewhere in London; she hasn't had the address yet."),
            ("c", "Registration for the conference costs €420.")],
           [("Where is the user presenting her poster?", "a")])]),
    ],
    "zh": [
        ("老韦", "村里人都喊我老韦，大名韦秀兰。",
         ["韦秀兰每天早上五点就起床。", "用户爱听山歌。"],
         [("where+who", "oranges",
           [("a", "老韦家的沃柑都拉到镇上的收购站去卖。"), ("b", "今年沃柑的收购价是一斤两块八。"),
            ("c", "果园打药请的是隔壁村的黄师傅。")],
           [("用户的沃柑卖到哪里？", "a"), ("用户果园打药找的谁？", "c")]),
          ("where", "fertiliser",
           [("a", "化肥堆老屋柴房里了，新房那边放不下。"), ("b", "用户的儿子在南宁一家物流公司的仓库上班。"),
            ("c", "一包复合肥要一百六十块。")],
           [("用户的化肥放哪儿了？", "a")]),
          ("control", "back",
           [("a", "老韦最近腰疼得厉害，弯不下腰。"), ("b", "镇卫生院的王医生给用户开了几贴膏药。"),
            ("c", "用户老伴的膝盖去年做过手术。")],
           [("用户哪里不舒服？", "a")])]),
        ("小麦", "我微信名叫小麦，大家也都这么叫我。",
         ["小麦养了两只橘猫。", "用户一般凌晨一点以后才睡。"],
         [("where", "stock",
           [("a", "小麦网店的货都囤在楼下租的车库里。"), ("b", "用户的货是从义乌一家工厂直接进的。"),
            ("c", "车库一个月租金八百。")],
           [("用户网店的货放在哪？", "a")]),
          ("who+vague", "helpers",
           [("a", "小麦请了表妹帮忙打包发货。"), ("b", "网店的商品照片是托朋友的朋友拍的。"),
            ("c", "每天下午中通的刘师傅来收快递。")],
           [("谁帮用户打包发货？", "a"), ("用户网店的商品图是谁拍的？", "b")]),
          ("control", "reviews",
           [("a", "用户觉得差评大多是物流太慢导致的。"), ("b", "小麦的网店开在淘宝上，没上拼多多。"),
            ("c", "网店现在的差评率是百分之二。")],
           [("用户网店的差评问题出在哪？", "a")])]),
        ("欧阳婧", "实名认证的名字是欧阳婧。",
         ["欧阳婧在银行做柜员。", "用户怕狗。"],
         [("who", "contractor",
           [("a", "欧阳婧的新房整包给了刘总的公司装。"), ("b", "她姐姐家当年装修找的是家美装饰。"),
            ("c", "水电是老周师傅做的，用户说他手艺不错。")],
           [("用户新房装修包给了谁？", "a")]),
          ("where+vague", "storage",
           [("a", "新房的备用钥匙放在妈妈家鞋柜的抽屉里。"), ("b", "用户的旧家具暂时寄放在一个朋友那儿。"),
            ("c", "瓷砖是在红星美凯龙买的。")],
           [("用户新房的备用钥匙在哪？", "a"), ("用户的旧家具放哪儿了？", "b")]),
          ("control", "progress",
           [("a", "装修已经到贴砖这一步了。"), ("b", "欧阳婧打算国庆后搬进去。"),
            ("c", "装修预算已经超了三万。")],
           [("用戶家裝修到哪一步了？", "a")])]),
        ("远哥", "我是陈志远，球友都叫我远哥。",
         ["陈志远做外贸生意。", "用户对花生过敏。"],
         [("where", "badminton",
           [("a", "远哥每周六下午在体育中心三号馆打羽毛球。"), ("b", "场地费每人每次四十块。"),
            ("c", "俱乐部的场地一直是老杨负责订的。")],
           [("用户在哪儿打羽毛球？", "a")]),
          ("who", "doctors",
           [("a", "陈志远父亲的主治医生是市人民医院心内科的张主任。"), ("b", "用户自己体检一直找社区医院的李医生。"),
            ("c", "父亲每三个月复查一次。")],
           [("用户父亲的主治医生是谁？", "a"), ("用户自己体检找哪位医生？", "b")]),
          ("vague+control", "mother",
           [("a", "远哥的母亲现在住在老家附近的一家养老院。"), ("b", "养老院的费用由他和弟弟平摊。"),
            ("c", "陈志远的弟弟在苏州工业园区上班。")],
           [("用户的妈妈住在哪儿？", "a"), ("用户母亲的养老院费用是用户出还是弟弟出？", "b")])]),
        ("Kevin", "英文名Kevin，中文名周凯。",
         ["Kevin在一家游戏公司写代码。", "用户每天要喝两杯美式。"],
         [("where", "banquet",
           [("a", "Kevin的婚宴订在了杭州的香格里拉酒店。"), ("b", "用户表哥去年是在三亚办的婚礼。"),
            ("c", "婚宴一桌五千八。")],
           [("用户的婚宴在哪儿办？", "a")]),
          ("who", "wedding-party",
           [("a", "婚礼司仪请的是Kevin的大学室友阿飞。"), ("b", "伴郎是他的同事Jason。"),
            ("c", "用户想找个会航拍的跟拍摄影师。")],
           [("谁给用户的婚礼当司仪？", "a"), ("Kevin的伴郎是谁？", "b")]),
          ("where", "office",
           [("a", "Kevin的公司在滨江区，骑车去二十分钟。"), ("b", "未婚妻在西湖区一家设计公司上班。"),
            ("c", "Kevin负责的新游戏刚进入内测。")],
           [("用户的公司在哪个区？", "a")])]),
        ("海燕", "签名都写覃海燕，叫我海燕就行。",
         ["覃海燕是小学语文老师。", "用户周末喜欢去爬山。"],
         [("who+where", "mother-in-law",
           [("a", "婆婆的降压药一直是社区卫生站的马医生开的。"), ("b", "婆婆的药都收在电视柜第二个抽屉里。"),
            ("c", "覃海燕自己的药是在医院药房拿的。")],
           [("用戶婆婆的降壓藥是誰開的？", "a"), ("婆婆的药收在哪？", "b")]),
          ("who+control", "son",
           [("a", "儿子放学一般是公公去接。"), ("b", "儿子数学主要是应用题老丢分。"),
            ("c", "儿子的学校在桂林路上，走路十分钟。")],
           [("谁去接用户的儿子放学？", "a"), ("用户儿子数学差在哪？", "b")]),
          ("where", "car",
           [("a", "覃海燕的车平时停在小区地下车库B2层。"), ("b", "老公的车一般停在单位院子里。"),
            ("c", "用户的车每年在4S店找小吴保养。")],
           [("用户的车停在哪？", "a")])]),
    ],
}


def generate(seed: int = 2626, *, per_category: int = 20, background: int = 3) -> Dataset:
    """Every bank of both languages (``per_category`` caps the scenarios per language, in whole banks of 4)."""
    return hand_corpus(BANKS26, "c26", seed, per_category, background)


def main() -> None:
    samples_cli(generate, 2626, "the twenty-sixth hygiene corpus")


if __name__ == "__main__":
    main()
