"""Twenty-eighth hygiene corpus, written by a fresh author who has not seen the search code: again "which one of a
kind", but from other corners of a life (the insurer, the mobile network, the team's cloud, the club supported, the
cat's food, the phone's input method). Every memory is true and must stay active; only ranking is scored (the right
memory on top). First run on 2026-12-07, before anyone read its failures: main 0942d61 rules acc@1 0.574, the first
version of the which-one pass 0.556 (one lost, none gained); a development corpus since.

Same records, builders and scoring as corpora 19, 20, 22 and 27 (``bench/hygiene_data27.py``): hand-written banks,
three scenarios and two background facts each, each bank opening with the user's name put some new way ("Ingrid
here — Ingrid Solberg, if you need the full name.", "My passport says Tobias Wren, but everyone calls me Toby.",
"I go by Lucy, though it's Lucía on paper.", "老赵，赵建国，就是我本人。", "叫我小马就好，大名马俊。",
"我英文名叫Lily，中文名刘丽，叫哪个都行。"). A question names a kind and asks which instance the user has or uses
("What insurance company is the user with?", "What model is the user's car?", "Which coffee chain is the user's
favourite?", "用户的手机号是哪个运营商的？", "用户一般在哪个平台点外卖？", "用户手机用的是哪款输入法？"); the
distractors share the kind word or the topic:

    unrelated    the variant is the kind of the scenario's questions, joined with "+" when its two questions differ:
                 "kind"     the answer names the thing; the distractors name no other instance of it but a price, an
                            opinion, a habit or a problem ("The user's hay fever is at its worst in late May.",
                            "用户嫌输入法老是弹广告。")
                 "other"    a distractor names an instance of the same kind that belongs to someone else or serves
                            another purpose (the son's EE contract, the grandmother's hospital, 老家爸妈收的极兔快递,
                            男朋友的曼秀雷敦)
                 "control"  the question names a kind but the right answer names no brand ("What does the user feed
                            his dog?" → raw mince he prepares himself, 用户平时爱喝哪种茶？ → 凤凰单丛); a distractor
                            names a brand about something else (Pets at Home, Garmin, 蜜雪冰城, 乐刻, QQ音乐)
                 "clash"    two instances of one kind in one bank, each for its own use and each asked about (the
                            work editor and the side-project editor, the wedding camera and the holiday camera,
                            存工作文件的网盘和备份照片的网盘, 买菜的超市和囤货的店)

The answers come in many shapes: a brand alone (Aviva, 顺丰, 滴滴), a brand with a model (a Canon R5, a sunburst
Fender Telecaster, 飞鹤星飞帆), a lowercase brand (giffgaff, neovim, bitwarden), an abbreviation (GCP, PS5, the FT,
UCL, 西安交大, 移动), a Chinese brand a tokenizer may not know (极兔, 蜜雪冰城, 夸克网盘, 芙丽芳丝), a brand only in a
possessive ("her Garmin's battery", "Pret's oat lattes"), or a description with no brand at all ("the big teaching
hospital down by the river", 一辆银色的七座商务车).

``generate`` holds every bank (6 per language) at the default ``per_category`` of 20; fewer caps the banks per
language at ``per_category / 4``. ``python bench/hygiene_data28.py`` prints samples.
"""

from __future__ import annotations

from _hygiene_corpus import Dataset, HandBank, hand_corpus, samples_cli

BANKS28: dict[str, list[HandBank]] = {
    "en": [
        ("Ingrid", "Ingrid here — Ingrid Solberg, if you need the full name.",
         ["Ingrid sings alto in a community choir.", "The user grows tomatoes on her balcony."],
         [("kind", "insurance",
           [("a", "Ingrid's home and contents cover is with Aviva."),
            ("b", "The user reckons price comparison sites bury the cheapest insurance quotes."),
            ("c", "The user's home insurance renewal came in at £312 this year.")],
           [("What insurance company is the user with?", "a")]),
          ("other", "mobile",
           [("a", "Ingrid has been on giffgaff for about six years."),
            ("b", "The user pays for her teenage son's EE contract."),
            ("c", "The user gets no mobile signal at all in her kitchen.")],
           [("Which mobile network is the user on?", "a")]),
          ("control+kind", "fitness",
           [("a", "Ingrid goes to a beginners' bouldering session every Thursday evening."),
            ("b", "The user charges her Garmin's battery every Sunday so it lasts the week."),
            ("c", "The user's Scarpa climbing shoes pinch her toes.")],
           [("What does the user do to keep fit?", "a"),
            ("What brand of sports watch does the user wear?", "b")])]),
        ("Toby", "My passport says Tobias Wren, but everyone calls me Toby.",
         ["Toby is a backend developer at a logistics start-up.",
          "The user shares a flat in Bristol with two friends."],
         [("clash", "editors",
           [("a", "At work the user codes in IntelliJ IDEA."),
            ("b", "For his side projects Toby sticks with neovim.")],
           [("Which editor does the user code in at work?", "a"),
            ("What editor does the user use for his side projects?", "b")]),
          ("kind", "cloud",
           [("a", "Toby's team runs all its services on GCP."),
            ("b", "The user reckons the team's cloud bill is double what it needs to be."),
            ("c", "The user lost most of last week to a networking outage in the cloud.")],
           [("Which cloud provider does the user's team deploy to?", "a")]),
          ("other", "football",
           [("a", "Toby has supported Bristol Rovers since he was seven."),
            ("b", "The user's dad is a lifelong Arsenal fan and never lets him forget it."),
            ("c", "The user paid £385 for his season ticket this year.")],
           [("Which football team does the user support?", "a"),
            ("Which club does the user's father follow?", "b")])]),
        ("Priya", "Name's Priya Raman; plain Priya is fine.",
         ["Priya is a junior doctor on a surgical rotation.", "The user is learning the cello."],
         [("kind", "hayfever",
           [("a", "Priya takes a Zyrtec every morning once the pollen count goes up."),
            ("b", "The user's hay fever is at its worst in late May."),
            ("c", "A month of hay fever tablets costs the user about £6.")],
           [("Which antihistamine does the user take for hay fever?", "a")]),
          ("other", "hospital",
           [("a", "Priya's shifts are all at the big teaching hospital down by the river."),
            ("b", "The user's grandmother is being treated at the Royal Marsden."),
            ("c", "The user's hospital parking permit costs £40 a month.")],
           [("Which hospital does the user work at?", "a")]),
          ("control+kind", "coffee",
           [("a", "Priya takes her coffee with a splash of oat milk and no sugar."),
            ("b", "The user swears by Pret's oat lattes before a night shift."),
            ("c", "The user tries not to drink any coffee after 4 pm.")],
           [("How does the user take her coffee?", "a"),
            ("Which coffee chain is the user's favourite?", "b")])]),
        ("Hamish", "It's Hamish — Hamish MacLeod — typing this.",
         ["Hamish works as a joiner in Inverness.", "The user has two young daughters."],
         [("kind", "car",
           [("a", "Hamish drives a grey Skoda Octavia estate."),
            ("b", "The user's car needs two new tyres before winter."),
            ("c", "The user doesn't think electric cars are ready for Highland roads yet.")],
           [("What model is the user's car?", "a")]),
          ("other", "console",
           [("a", "Hamish plays on his PS5 once the girls are in bed."),
            ("b", "The user's older daughter got an Xbox Series S for Christmas."),
            ("c", "The user limits himself to an hour of gaming a night.")],
           [("Which games console does the user play on?", "a")]),
          ("control", "dog",
           [("a", "Hamish feeds his collie raw mince and vegetables he prepares himself."),
            ("b", "The user buys the collie's flea treatment at Pets at Home."),
            ("c", "Hamish's daughters slip the collie a bit of cheese every evening.")],
           [("What does the user feed his dog?", "a"),
            ("What treat do the user's daughters give the dog?", "c")])]),
        ("Lucy", "I go by Lucy, though it's Lucía on paper.",
         ["Lucy is a wedding photographer.", "The user has been vegan for five years."],
         [("clash", "cameras",
           [("a", "For weddings Lucy shoots on a Canon R5."),
            ("b", "On holiday the user only takes a little Fujifilm X100V.")],
           [("Which camera does the user shoot weddings on?", "a"),
            ("What camera does the user bring on holiday?", "b")]),
          ("kind", "passwords",
           [("a", "The user keeps every client login in bitwarden."),
            ("b", "The user got locked out of her email twice this year."),
            ("c", "Lucy thinks letting the browser save passwords is asking for trouble.")],
           [("Which password manager does the user rely on?", "a")]),
          ("other", "airline",
           [("a", "Lucy collects Avios on every flight she books."),
            ("b", "The user's husband is a Flying Blue gold member thanks to his work trips."),
            ("c", "The user does ten minutes of duolingo on every flight.")],
           [("Which airline loyalty scheme does the user collect points with?", "a"),
            ("What frequent flyer programme is the user's husband in?", "b")])]),
        ("Olu", "You're talking to Oluwaseun; Olu is easier.",
         ["Olu teaches chemistry at a secondary school.", "The user runs the sound desk at church on Sundays."],
         [("kind", "guitar",
           [("a", "Olu plays a sunburst Fender Telecaster."),
            ("b", "The user restrings his guitar about once a month."),
            ("c", "The user paid £40 for a guitar setup last week.")],
           [("What make of guitar does the user play?", "a")]),
          ("control+kind", "news",
           [("a", "Olu mostly follows local council politics."),
            ("b", "The user pays for an FT digital subscription."),
            ("c", "The user thinks most news apps are full of clickbait.")],
           [("What sort of news does the user follow most closely?", "a"),
            ("Which news subscription does the user pay for?", "b")]),
          ("other", "university",
           [("a", "Olu did his degree at the University of Manchester."),
            ("b", "The user's wife studied at UCL."),
            ("c", "The user still owes about £18,000 on his student loan.")],
           [("Which university did the user go to?", "a"),
            ("What university did the user's wife attend?", "b")])]),
    ],
    "zh": [
        ("林晓峰", "我叫林晓峰，大家一般叫我阿峰。",
         ["林晓峰在深圳做硬件工程师。", "用户周末常去爬梧桐山。"],
         [("kind", "insurance",
           [("a", "晓峰的重疾险是在平安买的。"), ("b", "用户觉得保险合同里的理赔条款写得太绕。"),
            ("c", "用户一家每年光保费就要交一万二左右。")],
           [("用户的重疾险是哪家保险公司的？", "a")]),
          ("other", "express",
           [("a", "阿峰寄文件一般叫顺丰，贵点但是快。"), ("b", "用户老家的爸妈网购，收到的快递大多是极兔送的。"),
            ("c", "用户上周寄出的一个快递在半路丢了。")],
           [("用户自己寄东西常用哪家快递？", "a")]),
          ("control+kind", "tea",
           [("a", "晓峰每天下午都要泡一壶凤凰单丛。"), ("b", "用户买奶茶最常点的是蜜雪冰城。"),
            ("c", "用户的茶具是朋友从潮州带回来的。")],
           [("用户平时爱喝哪种茶？", "a"), ("用户常买的奶茶是哪家的？", "b")])]),
        ("王思琪", "名字是王思琪，同事都喊我琪琪。",
         ["思琪在成都一家广告公司做文案。", "用户养了两只布偶猫。"],
         [("kind", "catfood",
           [("a", "思琪家的猫一直吃渴望的猫粮。"), ("b", "用户每个月花在猫粮上的钱有五六百。"),
            ("c", "用户家的猫最近老是挑食。")],
           [("用户给猫买的是什么牌子的猫粮？", "a")]),
          ("clash", "clouddrive",
           [("a", "思琪的工作文件都存在百度网盘里。"), ("b", "用户手机拍的照片会自动备份到夸克网盘。")],
           [("用户存工作文件用的哪个网盘？", "a"), ("用户备份手机照片用的是哪家网盘？", "b")]),
          ("other", "skincare",
           [("a", "琪琪的洗面奶一直用芙丽芳丝。"), ("b", "用户男朋友用的是曼秀雷敦的男士洗面奶。"),
            ("c", "用户一到冬天脸就干得起皮。")],
           [("用户自己的洗面奶是哪款？", "a"), ("用户男朋友的洗面奶是什么牌子的？", "b")])]),
        ("赵建国", "老赵，赵建国，就是我本人。",
         ["赵建国退休前是铁路局的工程师。", "用户每天早上去公园打太极。"],
         [("kind", "carrier",
           [("a", "赵建国的手机号用的是移动，二十多年没换过。"), ("b", "用户嫌现在的套餐流量根本用不完。"),
            ("c", "用户的手机是儿子换下来的一台荣耀。")],
           [("用户的手机号是哪个运营商的？", "a"), ("用户用的手机是什么牌子的？", "c")]),
          ("other", "football",
           [("a", "老赵从甲A那会儿起就一直支持山东泰山。"), ("b", "用户的孙子是皇马球迷，房间里贴满了海报。"),
            ("c", "只要有球赛，用户半夜也要爬起来看。")],
           [("用户支持的是哪支球队？", "a")]),
          ("control+kind", "money",
           [("a", "赵建国的退休金大部分都存成了定期。"), ("b", "用户买基金用的是支付宝。"),
            ("c", "用户觉得炒股风险太大，从来不碰。")],
           [("用户的退休金一般怎么打理？", "a"), ("用户买基金用的哪个App？", "b")])]),
        ("Lily", "我英文名叫Lily，中文名刘丽，叫哪个都行。",
         ["Lily在上海一家外企做HR。", "用户的女儿刚满一岁。"],
         [("kind", "formula",
           [("a", "Lily家宝宝喝的是飞鹤星飞帆。"), ("b", "用户家一罐奶粉差不多喝一个星期。"),
            ("c", "用户觉得进口奶粉不见得比国产的好。")],
           [("用户宝宝喝的奶粉是什么牌子的？", "a")]),
          ("clash", "groceries",
           [("a", "Lily平时买菜都在盒马下单。"), ("b", "每个月用户会开车去山姆囤一次日用品。")],
           [("用户买菜一般用哪个超市？", "a"), ("用户囤日用品去的是哪家店？", "b")]),
          ("other", "taxi",
           [("a", "Lily上下班打车用的是滴滴。"), ("b", "用户老公出差叫车都用高德打车。"),
            ("c", "用户晚上加班打车经常要排半小时队。")],
           [("用户打车一般用哪个软件？", "a")])]),
        ("马俊", "叫我小马就好，大名马俊。",
         ["马俊在西安读博，研究材料科学。", "用户喜欢养多肉植物。"],
         [("kind", "ime",
           [("a", "马俊手机上装的是讯飞输入法，平时多用语音输入。"), ("b", "用户打字一分钟能打一百个字。"),
            ("c", "用户嫌输入法老是弹广告。")],
           [("用户手机用的是哪款输入法？", "a")]),
          ("other", "university",
           [("a", "小马本科读的是西安交大。"), ("b", "用户的女朋友在四川大学读研。"),
            ("c", "用户每个月的博士补贴有三千多。")],
           [("用户本科是哪所大学毕业的？", "a"), ("用户女朋友读研的是哪所学校？", "b")]),
          ("control", "exercise",
           [("a", "马俊每天晚上在学校操场跑五公里。"), ("b", "用户办了张乐刻健身的卡，一次都没去过。"),
            ("c", "用户的导师每天早上都去游泳。")],
           [("用户平时靠什么运动锻炼身体？", "a"), ("用户的导师每天早上做什么运动？", "c")])]),
        ("黄美玲", "我是黄美玲，朋友都叫我玲姐。",
         ["黄美玲在佛山开了一家服装店。", "用户每周六去上粤剧课。"],
         [("kind", "car",
           [("a", "玲姐开的是一辆银色的七座商务车，后排能放下好几箱货。"), ("b", "用户的车空调最近不太制冷。"),
            ("c", "用户觉得新能源车的续航还是不够用。")],
           [("用户开的车是哪款？", "a")]),
          ("other", "takeout",
           [("a", "美玲店里中午订饭一般用饿了么。"), ("b", "用户的女儿上大学以后点外卖都用京东外卖。"),
            ("c", "用户觉得外卖的配送费越来越贵。")],
           [("用户一般在哪个平台点外卖？", "a")]),
          ("control+kind", "music",
           [("a", "玲姐开车时喜欢听粤语老歌。"), ("b", "用户听歌用的是QQ音乐，还开了绿钻。"),
            ("c", "用户店里整天放着抖音上的流行歌。")],
           [("用户开车时爱听哪类歌？", "a"), ("用户听歌用的哪个App？", "b")])]),
    ],
}


def generate(seed: int = 2828, *, per_category: int = 20, background: int = 3) -> Dataset:
    """Every bank of both languages (``per_category`` caps the scenarios per language, in whole banks of 4)."""
    return hand_corpus(BANKS28, "c28", seed, per_category, background)


def main() -> None:
    samples_cli(generate, 2828, "the twenty-eighth hygiene corpus")


if __name__ == "__main__":
    main()
