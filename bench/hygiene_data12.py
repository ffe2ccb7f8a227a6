# ruff: noqa: E501
"""Twelfth hygiene corpus (development), written for issue #15 ("What to build" 2): updates of things that no
lexicon slot names (routines, accounts, services, settings, schedules, roles in clubs, tools at work, habits),
told in another frame than the older statement, with change words ("switched to", "now", "改", "换成", "已经")
or without them; plus keep controls where the newer statement looks like an update but adds a value (many-valued
things, another person's value, a second subscription), and restatements of one fact.

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``); own people and domains.

    temporal     an update whose slot is in no lexicon list: "marked" (the newer carries a change word), "plain"
                 (it does not), "history" (marked, plus a question about the past whose answer is the older) or
                 "chain" (three steps, marked); the last is current
    unrelated    keep controls: two true facts of one frame or kind, the older written first, the newer often with
                 a change-like word ("started", "also", "as well", "又"), each asked about on its own
    duplicates   restatements of one fact in different frames (one may say "now" with the same value)

``generate`` builds ``per_category`` scenarios per category and language (rounded up to whole banks: 128 at the
default 20). ``python bench/hygiene_data12.py`` prints samples.
"""

from __future__ import annotations

from typing import Any

from _hygiene_corpus import (
    Corpus,
    Dataset,
    Entry,
    Mem,
    Query,
    Scenario,
    _Ctx,
    _fmt,
    build,
    entries,
    older_then_newer_scenario,
    paraphrases_scenario,
    samples_cli,
)

CATEGORIES12: tuple[str, ...] = ("temporal", "duplicates", "unrelated")
PER_BANK12 = {"temporal": 6, "duplicates": 4, "unrelated": 4}
VARIANTS12 = {"marked": 40, "plain": 25, "history": 20, "chain": 15}

PERSONAS12 = {
    "en": ["Wendell", "Priya", "Ansel", "Marisol", "Birgit"],
    "zh": ["葛文涛", "窦思琪", "闵浩", "龚雨桐", "戴立群"],
}
NAME_STATEMENTS12 = {
    "en": ["Account holder name: {n}.", "Goes by {n} in every chat."],
    "zh": ["账户实名是{n}。", "大家都叫他{n}。"],
}
BACKGROUND12 = {
    "en": [
        "{S} once walked the whole Camino de Santiago.",
        "{S} keeps a jar of buttons from an old coat.",
        "{S} is afraid of moths.",
        "{S} learned to juggle three balls as a teenager.",
        "{S} has a scar on the left thumb from a kitchen knife.",
        "{S} reads the last page of a novel first.",
    ],
    "zh": [
        "{S}曾经徒步走完过一段茶马古道。",
        "{S}抽屉里收着一盒旧纽扣。",
        "{S}特别怕飞蛾。",
        "{S}中学时学会了抛三个球。",
        "{S}左手拇指上有一道切菜留下的疤。",
        "{S}看小说喜欢先翻最后一页。",
    ],
}

# ---------------------------------------------------------------------------------------------------
# temporal: slot -> lang -> vals, old frames ({a}), "mark" (newer frames with a change word, {b}), "plain" (newer
# frames without one), q (questions about the present), qp (about the past)

TEMPORAL12: dict[str, dict[str, dict[str, Any]]] = {
    "payroll": {
        "en": {"vals": ["Starling", "First Direct", "Wells Fargo", "Ally", "Capital One", "Chime"],
               "old": ["{P} salary lands in the {a} account.", "Payroll goes into {p} {a} account."],
               "mark": ["Payroll now goes to the {b} account.", "{S} switched the salary over to {b}."],
               "plain": ["This month's pay slip shows the money arriving at {b}.", "HR confirmed {p} wages are paid into {b}."],
               "q": ["Which account does my salary go to?", "Where is the user's pay deposited?"],
               "qp": ["Where did the user's salary go before?"]},
    },
    "passwords": {
        "en": {"vals": ["LastPass", "1Password", "Bitwarden", "Dashlane", "KeePassXC", "Proton Pass"],
               "old": ["{P} password manager is {a}.", "{S} keeps all passwords in {a}."],
               "mark": ["Switched everything over to {b}.", "{S} moved the whole vault to {b} last week."],
               "plain": ["{S} renewed the {b} family subscription for the password vault.", "The browser extension for {b} fills in {p} logins."],
               "q": ["Which password manager do I have?", "Where does the user store passwords?"],
               "qp": ["Which password manager did the user have before?"]},
    },
    "book club": {
        "en": {"vals": ["Tuesdays", "Thursdays", "Mondays", "Wednesdays", "Fridays", "Sundays"],
               "old": ["{P} book club gathers on {a}.", "Book club night for {s} is {a}."],
               "mark": ["Book club moved to {b}.", "The book club has switched its evening to {b}."],
               "plain": ["Book club is on {b} at the library, says {s}.", "{S} blocks {b} evenings for the book club."],
               "q": ["What day is my book club?", "When does the user's book club take place?"],
               "qp": ["What day was the book club before?"]},
    },
    "run": {
        "en": {"vals": ["the canal towpath", "the river path", "the park loop", "the seafront", "the ridge trail", "the old railway line"],
               "old": ["{P} morning run goes along {a}.", "{S} jogs {a} before breakfast."],
               "mark": ["These days {s} runs {b} instead.", "{S} changed the morning route to {b}."],
               "plain": ["This morning's 8k was along {b} again.", "{S} does the morning jog on {b}."],
               "q": ["Where do I go running?", "What is the user's running route?"],
               "qp": ["Which route did the user run before?"]},
    },
    "chess role": {
        "en": {"vals": ["treasurer", "secretary", "team captain", "fixtures secretary", "chair", "membership officer"],
               "old": ["{S} is the {a} of the chess club.", "At the chess club {s} serves as {a}."],
               "mark": ["{S} took over as {b} of the chess club this season.", "{S} is now the chess club's {b}."],
               "plain": ["At the chess club AGM {s} was elected {b}.", "The chess club letterhead lists {s} as {b}."],
               "q": ["What's my role at the chess club?", "Which post does the user hold in the chess club?"],
               "qp": ["What role did the user have at the chess club before?"]},
    },
    "music": {
        "en": {"vals": ["Spotify", "Apple Music", "Tidal", "Deezer", "YouTube Music", "Qobuz"],
               "old": ["{S} streams music on {a}.", "{P} playlists are on {a}."],
               "mark": ["{S} switched the family music plan to {b}.", "{S} now streams everything through {b}."],
               "plain": ["{S} pays for a {b} family plan for music.", "All of {p} playlists sit in {b}."],
               "q": ["What do I stream music on?", "Which music service does the user have?"],
               "qp": ["Which music service did the user have before?"]},
    },
    "barber": {
        "en": {"vals": ["Kut & Co", "Fade Lab", "Cutthroat Corner", "Hair by Noor", "The Clip Joint", "Salon Verde"],
               "old": ["{S} gets haircuts at {a}.", "{P} barber is {a}."],
               "mark": ["{S} goes to {b} for haircuts now.", "{S} changed barbers and books {b}."],
               "plain": ["Booked the usual trim at {b} for Friday.", "{S} had the monthly haircut at {b}."],
               "q": ["Where do I get my hair cut?", "Who cuts the user's hair?"],
               "qp": ["Where did the user get haircuts before?"]},
    },
    "groceries": {
        "en": {"vals": ["Ocado", "Tesco", "Sainsbury's", "Waitrose", "Aldi", "Lidl"],
               "old": ["{P} weekly groceries come from {a}.", "{S} orders the weekly shop from {a}."],
               "mark": ["Groceries now arrive from {b}.", "{S} switched the weekly shop to {b}."],
               "plain": ["The Thursday grocery van from {b} came at 8.", "{S} has a delivery pass with {b} for the weekly shop."],
               "q": ["Where do my groceries come from?", "Which shop does the user order groceries from?"],
               "qp": ["Where did the user order groceries from before?"]},
    },
    "tracker": {
        "en": {"vals": ["Jira", "Asana", "Trello", "Linear", "Monday.com", "ClickUp"],
               "old": ["{P} team tracks tasks in {a}.", "{P} team's sprint board is in {a}."],
               "mark": ["The team migrated the tickets to {b}.", "{S}'s team moved the task tracking to {b}."],
               "plain": ["{S} filed three tickets in {b} this morning.", "The sprint board for {p} team is set up in {b}."],
               "q": ["Where does my team track tasks?", "Which task tracker does the user's team have?"],
               "qp": ["Which task tracker did the team have before?"]},
    },
    "alarm": {
        "en": {"vals": ["6:00", "6:30", "7:15", "5:45", "7:00", "8:00"],
               "old": ["{S} gets up at {a} on weekdays.", "{P} weekday alarm is set for {a}."],
               "mark": ["{S} gets up at {b} these days.", "{S} changed the weekday alarm to {b}."],
               "plain": ["The alarm goes off at {b} every weekday for {s}.", "{S} is out of bed at {b} each weekday."],
               "q": ["When do I get up on weekdays?", "What time is the user's weekday alarm?"],
               "qp": ["When did the user get up before?"]},
    },
    "dentist": {
        "en": {"vals": ["Dr. Patel", "Dr. Okafor", "Dr. Lindqvist", "Dr. Moreau", "Dr. Brennan", "Dr. Kaur"],
               "old": ["{P} dentist is {a}.", "{S} sees {a} for dental check-ups."],
               "mark": ["{S} switched dentists to {b}.", "Dental care for {s} is now with {b}."],
               "plain": ["{S} registered as a dental patient with {b}.", "{B} is the dentist on {p} new patient card."],
               "q": ["Who is my dentist?", "Which dentist does the user see?"],
               "qp": ["Who was the user's dentist before?"]},
    },
    "broadband": {
        "en": {"vals": ["BT", "Virgin Media", "Sky", "Vodafone", "TalkTalk", "Hyperoptic"],
               "old": ["{P} broadband provider is {a}.", "{S} gets internet from {a}."],
               "mark": ["{S} switched broadband to {b}.", "The internet is now with {b}."],
               "plain": ["The {b} engineer installed {p} fibre router on Tuesday.", "{S} signed an 18-month broadband contract with {b}."],
               "q": ["Who is my broadband provider?", "Which internet provider does the user have?"],
               "qp": ["Which broadband provider did the user have before?"]},
    },
}
TEMPORAL12_ZH: dict[str, dict[str, Any]] = {
    "晨跑": {"vals": ["环湖", "江边", "公园", "河堤", "老铁路", "山脚"],
             "old": ["{S}的晨跑路线是{a}。", "{S}每天早上沿{a}跑步。"],
             "mark": ["现在晨跑改走{b}了。", "{S}晨跑已经换成{b}那条线。"],
             "plain": ["今天早上沿着{b}跑了八公里。", "{S}晨跑都是绕{b}一圈。"],
             "q": ["我早上在哪跑步？", "用户的晨跑路线是哪？"], "qp": ["用户以前晨跑走哪条路线？"]},
    "密码": {"vals": ["LastPass", "1Password", "Bitwarden", "KeePass", "Dashlane", "Proton Pass"],
             "old": ["{S}的密码都存在{a}里。", "{S}的密码管理器是{a}。"],
             "mark": ["密码全部换到{b}了。", "{S}已经把密码库迁到了{b}。"],
             "plain": ["{S}续费了{b}的家庭版。", "浏览器里是{b}帮{S}自动填密码。"],
             "q": ["我的密码存在哪个软件里？", "用户的密码管理器是什么？"], "qp": ["用户以前的密码管理器是什么？"]},
    "读书会": {"vals": ["周二", "周四", "周一", "周三", "周五", "周日"],
              "old": ["{S}的读书会每{a}晚上活动。", "{S}参加的读书会定在{a}。"],
              "mark": ["读书会改到{b}了。", "读书会现在换成{b}晚上。"],
              "plain": ["读书会这周{b}晚上在图书馆。", "{S}把{b}晚上留给读书会。"],
              "q": ["我的读书会是哪天？", "用户的读书会在星期几？"], "qp": ["读书会以前是星期几？"]},
    "理发": {"vals": ["丝域", "永琪", "文峰", "小丁理发", "剪艺坊", "青丝阁"],
             "old": ["{S}一直在{a}剪头发。", "{S}的理发店是{a}。"],
             "mark": ["现在改去{b}剪头了。", "{S}换了理发店，去{b}。"],
             "plain": ["周五在{b}约了剪头发。", "{S}这个月在{b}剪的头。"],
             "q": ["我在哪剪头发？", "用户去哪家理发店？"], "qp": ["用户以前在哪剪头发？"]},
    "协会": {"vals": ["会长", "秘书长", "财务", "副会长", "组织委员", "宣传委员"],
             "old": ["{S}在摄影协会当{a}。", "{S}是摄影协会的{a}。"],
             "mark": ["{S}已经改任摄影协会{b}了。", "{S}现在是摄影协会的{b}。"],
             "plain": ["摄影协会开年会，{S}当选{b}。", "摄影协会的名单上{S}是{b}。"],
             "q": ["我在摄影协会担任什么？", "用户在摄影协会是什么职务？"], "qp": ["用户以前在摄影协会是什么职务？"]},
    "买菜": {"vals": ["盒马", "叮咚买菜", "美团买菜", "朴朴", "多多买菜", "永辉"],
             "old": ["{S}平时在{a}买菜。", "{S}家的菜都是{a}送的。"],
             "mark": ["买菜换成{b}了。", "{S}不再去原来那家，改在{b}买菜。"],
             "plain": ["今天{b}送菜的小哥八点就到了。", "{S}开了{b}的买菜月卡。"],
             "q": ["我在哪个平台买菜？", "用户在哪买菜？"], "qp": ["用户以前在哪买菜？"]},
    "看板": {"vals": ["飞书", "钉钉", "企业微信", "Teambition", "Jira", "Trello"],
             "old": ["{S}团队的任务都在{a}上跟进。", "{S}组里的迭代看板在{a}。"],
             "mark": ["团队已经迁到{b}了。", "{S}组里把任务跟进改到了{b}。"],
             "plain": ["这周的迭代看板建在{b}上。", "{S}今天在{b}上提了三个任务。"],
             "q": ["我们团队在哪跟进任务？", "用户团队的任务看板在哪？"], "qp": ["用户团队以前在哪跟进任务？"]},
    "起床": {"vals": ["六点", "六点半", "七点", "五点半", "七点一刻", "八点"],
             "old": ["{S}工作日{a}起床。", "{S}的闹钟定在{a}。"],
             "mark": ["{S}现在{b}就起了。", "闹钟改成了{b}。"],
             "plain": ["闹钟每天{b}响。", "{S}工作日都是{b}起来。"],
             "q": ["我几点起床？", "用户工作日几点起？"], "qp": ["用户以前几点起床？"]},
    "音乐": {"vals": ["QQ音乐", "网易云音乐", "酷狗音乐", "Apple Music", "Spotify", "汽水音乐"],
             "old": ["{S}听歌在{a}上。", "{S}的歌单都在{a}。"],
             "mark": ["{S}把音乐会员换成了{b}。", "{S}现在听歌改在{b}了。"],
             "plain": ["{S}开了{b}的年度会员。", "{S}的歌单全在{b}里。"],
             "q": ["我在哪个平台听歌？", "用户听歌用哪个软件？"], "qp": ["用户以前在哪听歌？"]},
    "牙医": {"vals": ["王医生", "李医生", "陈医生", "赵医生", "周医生", "吴医生"],
             "old": ["{S}的牙医是{a}。", "{S}一直找{a}看牙。"],
             "mark": ["{S}换了牙医，现在找{b}。", "{S}看牙改找{b}了。"],
             "plain": ["{S}在{b}那里洗了牙，没有蛀牙。", "{S}的牙科病历上主治是{b}。"],
             "q": ["我的牙医是谁？", "用户找哪位医生看牙？"], "qp": ["用户以前的牙医是谁？"]},
    "宽带": {"vals": ["电信", "联通", "移动", "长城宽带", "广电", "鹏博士"],
             "old": ["{S}家的宽带是{a}的。", "{S}的网络是{a}提供的。"],
             "mark": ["宽带改装{b}了。", "{S}已经把宽带换成{b}。"],
             "plain": ["{b}的师傅周二上门装好了光猫。", "{S}和{b}签了两年的宽带合约。"],
             "q": ["我家宽带是哪家的？", "用户的宽带运营商是谁？"], "qp": ["用户以前的宽带是哪家的？"]},
    "记账": {"vals": ["随手记", "鲨鱼记账", "钱迹", "Excel表格", "挖财", "网易有钱"],
             "old": ["{S}在{a}里记账。", "{S}的账本在{a}。"],
             "mark": ["记账已经改到{b}了。", "{S}把账本换成{b}了。"],
             "plain": ["这个月的账都记在{b}里。", "{S}每晚在{b}上记一笔开销。"],
             "q": ["我在哪记账？", "用户的账本在哪个软件里？"], "qp": ["用户以前在哪记账？"]},
}
for _slot, _t in TEMPORAL12_ZH.items():
    TEMPORAL12[_slot] = {"zh": _t}


def _say(c: _Ctx, tpl: str, **kw: str) -> str:
    b = kw.get("b", "")
    text = _fmt(tpl, **kw, B=b[:1].upper() + b[1:], **c.subject())
    return text[0].upper() + text[1:]


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    rng, lang = c.rng, c.lang
    t = TEMPORAL12[slot][lang]
    variant = rng.choices(list(VARIANTS12), weights=list(VARIANTS12.values()))[0]
    vals = c.pick(t["vals"], 3 if variant == "chain" else 2)
    pool = t["plain"] if variant == "plain" else t["mark"]
    news = [rng.choice(pool) for _ in vals[1:]]
    texts = [_say(c, rng.choice(t["old"]), a=vals[0])] + [_say(c, tpl, b=v) for tpl, v in zip(news, vals[1:], strict=True)]
    d = c.day(2, 30)
    times = [d]
    for _ in texts[1:]:
        d += rng.uniform(20, 120)
        times.append(d)
    n = len(texts)
    history = variant == "history"
    mems = [Mem(ref=c.ref("m"), text=text, at=c.at(day), key=f"{sid}.{'now' if i == n - 1 else f'v{i}'}",
                scenario=sid, role="current" if i == n - 1 else "stale",
                expect="active" if i == n - 1 else ("any" if history else "retired"))
            for i, (text, day) in enumerate(zip(texts, times, strict=True))]
    queries = [Query(f"{sid}.q", sid, rng.choice(t["q"]), (f"{sid}.now",), tuple(m.key for m in mems if m.role == "stale"))]
    if history:  # the older is the answer to a question about the past
        queries.append(Query(f"{sid}.qp", sid, rng.choice(t["qp"]), (mems[0].key,), ()))
    return Scenario(sid, "temporal", lang, variant, slot, frozenset({slot}), mems, queries)


# ---------------------------------------------------------------------------------------------------
# duplicates: (topic, restatements in different frames, questions)

DUPLICATES12: dict[str, list[tuple[str, list[str], list[str]]]] = {
    "en": [
        ("book club", ["{P} book club gathers on Thursdays.", "book club: Thursdays", "Thursday evenings are book club nights for {s}."], ["What day is the user's book club?"]),
        ("passwords", ["{P} password manager is Bitwarden.", "{S} keeps every login in Bitwarden.", "passwords -> Bitwarden"], ["Which password manager does the user have?"]),
        ("groceries", ["{P} weekly groceries come from Ocado.", "Ocado delivers {p} weekly shop.", "Groceries now arrive from Ocado, as before."], ["Where do my groceries come from?"]),
        ("chess role", ["{S} is the treasurer of the chess club.", "chess club treasurer: {s}", "{S} keeps the chess club's books as treasurer."], ["What is the user's role at the chess club?"]),
        ("alarm", ["{S} gets up at 6:30 on weekdays.", "weekday alarm 6:30", "Every weekday {p} alarm rings at half past six."], ["When does the user get up?"]),
        ("dentist", ["{P} dentist is Dr. Okafor.", "Dr. Okafor does {p} dental check-ups.", "dentist: Dr. Okafor"], ["Who is the user's dentist?"]),
    ],
    "zh": [
        ("读书会", ["{S}的读书会每周四晚上活动。", "读书会：周四", "每周四晚上{S}都去读书会。"], ["用户的读书会在星期几？"]),
        ("密码", ["{S}的密码都存在Bitwarden里。", "密码管理器：Bitwarden", "{S}所有账号密码都放在Bitwarden。"], ["用户的密码管理器是什么？"]),
        ("买菜", ["{S}平时在盒马买菜。", "买菜：盒马", "{S}家的菜一直是盒马送的。"], ["用户在哪买菜？"]),
        ("协会", ["{S}是摄影协会的财务。", "摄影协会财务：{S}", "摄影协会的账由{S}这个财务管着。"], ["用户在摄影协会是什么职务？"]),
        ("起床", ["{S}工作日六点半起床。", "起床：工作日6:30", "{S}每个工作日早上六点半起来。"], ["用户几点起床？"]),
        ("宽带", ["{S}家的宽带是电信的。", "宽带：电信", "{S}家里装的是电信宽带。"], ["用户的宽带是哪家的？"]),
    ],
}


def _duplicates(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str]]) -> Scenario:
    return paraphrases_scenario(c, sid, entry)


# ---------------------------------------------------------------------------------------------------
# unrelated (keep controls): (topic, older fact, newer fact, question about the older, about the newer); both true,
# the newer often in the older's frame or with a change-like word

UNRELATED12: dict[str, list[tuple[str, str, str, str, str]]] = {
    "en": [
        ("instrument", "{S} plays the piano.", "{S} recently started learning the violin.", "Does the user play the piano?", "What instrument is the user learning?"),
        ("volunteer", "{S} volunteers at the food bank on Saturdays.", "{S} now also volunteers at the animal shelter on Sundays.", "Where does the user volunteer on Saturdays?", "Where does the user volunteer on Sundays?"),
        ("streaming", "{S} subscribes to Netflix.", "{S} signed up for Disney+ as well this month.", "Does the user have Netflix?", "Which streaming service did the user add this month?"),
        ("lessons", "{P} daughter's swimming lessons are on Mondays.", "{P} son's swimming lessons moved to Wednesdays.", "When are the daughter's swimming lessons?", "When are the son's swimming lessons?"),
        ("collecting", "{S} collects vinyl records.", "{S} has started collecting stamps too.", "Does the user collect vinyl?", "What did the user start collecting?"),
        ("clubs", "{S} is a member of the rowing club.", "{S} joined a hiking group in May.", "Which club does the user row with?", "What group did the user join in May?"),
        ("garden", "{S} grows tomatoes on the balcony.", "{S} planted basil in a new pot this spring.", "What does the user grow on the balcony?", "What did the user plant this spring?"),
        ("cards", "{S} has a library card for the central library.", "{S} got a second library card for the university library.", "Does the user have a central library card?", "Which other library card did the user get?"),
    ],
    "zh": [
        ("instrument", "{S}会弹钢琴。", "{S}最近开始学小提琴了。", "用户会弹钢琴吗？", "用户在学什么乐器？"),
        ("volunteer", "{S}每周六在食物银行做志愿者。", "{S}现在周日还去流浪动物救助站做志愿者。", "用户周六在哪做志愿者？", "用户周日在哪做志愿者？"),
        ("streaming", "{S}开了爱奇艺会员。", "{S}这个月又开了腾讯视频会员。", "用户有爱奇艺会员吗？", "用户这个月新开了哪个视频会员？"),
        ("lessons", "{S}女儿的游泳课在周一。", "{S}儿子的游泳课改到了周三。", "用户女儿的游泳课是哪天？", "用户儿子的游泳课是哪天？"),
        ("collecting", "{S}收藏黑胶唱片。", "{S}最近也开始集邮了。", "用户收藏黑胶吗？", "用户最近开始收藏什么？"),
        ("clubs", "{S}是赛艇俱乐部的会员。", "{S}五月加入了一个徒步群。", "用户在哪个俱乐部划船？", "用户五月加入了什么群？"),
        ("garden", "{S}在阳台上种西红柿。", "{S}今年春天新种了一盆罗勒。", "用户阳台上种什么？", "用户今年春天种了什么？"),
        ("cards", "{S}办了市图书馆的借书证。", "{S}又办了一张大学图书馆的借书证。", "用户有市图书馆的借书证吗？", "用户又办了哪里的借书证？"),
    ],
}


def _unrelated(c: _Ctx, sid: str, entry: tuple[str, str, str, str, str]) -> Scenario:
    return older_then_newer_scenario(c, sid, entry)


# ---------------------------------------------------------------------------------------------------

TABLES12: dict[str, Any] = {"duplicates": DUPLICATES12,
                            "unrelated": {k: [(frozenset({e[0]}), e) for e in v] for k, v in UNRELATED12.items()}}
BUILDERS12 = {"temporal": _temporal, "duplicates": _duplicates, "unrelated": lambda c, sid, e: _unrelated(c, sid, e[1])}


def _entries(category: str, lang: str) -> list[Entry]:
    if category == "temporal":
        return [(frozenset({slot}), slot) for slot, t in TEMPORAL12.items() if lang in t]
    return entries(category, lang, TABLES12, TEMPORAL12)


CORPUS12 = Corpus(prefix="c12-", categories=CATEGORIES12, per_bank=PER_BANK12, personas=PERSONAS12,
                  name_statements=NAME_STATEMENTS12, background=BACKGROUND12, builders=BUILDERS12, entries=_entries)


def generate(seed: int = 1212, *, per_category: int = 20, background: int = 3) -> Dataset:
    """``per_category`` scenarios per category and language (rounded up to whole banks)."""
    return build(CORPUS12, seed, per_category=per_category, background=background)


def main() -> None:
    samples_cli(generate, 1212, "the twelfth hygiene corpus")


if __name__ == "__main__":
    main()
