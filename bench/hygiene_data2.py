# ruff: noqa: E501
"""The held-out second hygiene corpus for ``bench/hygiene.py`` (``--corpus 2``).

Written before any judge change of issue #15 and never read for per-case failures while tuning: only its totals
are reported, apart from the first corpus. It reuses the record types of ``bench/hygiene_data.py`` (``Mem``,
``Query``, ``Scenario``, ``Bank``, ``Dataset``, ``truth``) so that the benchmark, its metrics and its oracle work
unchanged, but every template, value pool, persona and question is new: other people, other domains (travel,
household, health and sport, money, study, devices, reply style) and other phrasing. English and Chinese.

Categories (a subset of ``CATEGORIES``; ttl and critical are left to the first corpus):

    temporal     a value changes later: with explicit change language ("from now on", "no longer", "switched",
                 已经, 不再, 改成, 从 X 换到 Y), without any (the same frame, another value, weeks later), and
                 three-step chains; some statements carry a "Remember:" / "记住，" prefix
    duplicates   one fact restated 2-3 times *at the same moment* (within minutes, as an agent writes several
                 wordings of one turn), sometimes with a remember prefix
    inference    an agent's guess (``source=agent``) and the user's own statement, either order, sometimes sharing
                 no slot word with each other
    tools        two tools (``source=tool``) disagree about a stable record (a birthplace, a plan tier) or a reading
    unrelated    two compatible true facts about the same person that share a frame or words; neither may change

``generate(seed)`` is deterministic; ``python bench/hygiene_data2.py`` prints samples.
"""

from __future__ import annotations

import argparse
import random
from datetime import timedelta
from typing import Any

from hygiene_data import CATEGORIES, T0, Bank, Dataset, Mem, Query, Scenario, _Ctx, _dedupe_texts, print_samples

__all__ = ["CATEGORIES", "generate"]

PERSONAS = {"en": ["Ingrid", "Tomasz", "Amara", "Felix", "Nadia", "Hugo"],
            "zh": ["周婷", "何军", "林晓", "郑凯", "吴悦", "许诺"]}
NAME_STATEMENTS = {"en": ["Call the user {n}.", "The user introduced themself as {n}."],
                   "zh": ["用户自称{n}。", "大家都叫用户{n}。"]}

POOLS: dict[str, dict[str, list[str]]] = {
    "gym": {"en": ["Boulder Barn", "Iron Yard", "Peak Fitness", "The Lift Club", "Harbor Gym", "Summit Strength"],
            "zh": ["乐刻健身", "超级猩猩", "威尔士健身", "一兆韦德", "金吉鸟健身", "中体倍力"]},
    "car": {"en": ["a Volvo XC40", "a Toyota Corolla", "a Kia Niro", "a Mazda 3", "a Skoda Octavia", "a Ford Focus"],
            "zh": ["比亚迪汉", "大众朗逸", "丰田卡罗拉", "理想L7", "小鹏P7", "本田思域"]},
    "team": {"en": ["payments", "search", "growth", "billing", "mobile", "infrastructure"],
             "zh": ["支付组", "搜索组", "增长组", "风控组", "客户端组", "基础架构组"]},
    "carrier": {"en": ["Vodafone", "T-Mobile", "Verizon", "O2", "Orange", "Three"],
                "zh": ["中国移动", "中国联通", "中国电信", "中国广电"]},
    "tz": {"en": ["Pacific", "Central European", "Eastern", "Japan", "Gulf", "Mountain"],
           "zh": ["北京时间", "东京时间", "伦敦时间", "纽约时间", "悉尼时间"]},
    "reply_lang": {"en": ["Spanish", "German", "French", "Portuguese", "Dutch", "Italian"],
                   "zh": ["英文", "中文", "日文", "繁体中文", "粤语"]},
    "bank": {"en": ["Monzo", "Chase", "ING", "Revolut", "Barclays", "N26"],
             "zh": ["招商银行", "工商银行", "建设银行", "中国银行", "浦发银行"]},
    "teacher": {"en": ["Ms. Okafor", "Mr. Lindqvist", "Ms. Duarte", "Mr. Haddad", "Ms. Novak"],
                "zh": ["李老师", "赵老师", "孙老师", "钱老师", "马老师"]},
    "shoe": {"en": ["40", "41", "42", "43", "44", "45"], "zh": ["38", "39", "40", "41", "42", "43"]},
    "email": {"en": ["{u}@fastmail.com", "{u}.work@outlook.com", "{u}@proton.me", "{u}.home@gmail.com"],
              "zh": ["{u}@163.com", "{u}@qq.com", "{u}@foxmail.com", "{u}@126.com"]},
}

# Placeholders: {S} {s} {P} {p} the subject (as in hygiene_data), {a} old value, {b} new value.
# Kinds: old (first statement), cue (with change language), plain (the same frame, new value, no change words).
TEMPORAL: dict[str, dict[str, dict[str, list[str]]]] = {
    "gym": {
        "en": {"old": ["{S} trains at {a} three times a week.", "{P} gym membership is with {a}."],
               "cue": ["{S} cancelled the {a} membership and signed up at {b}.", "From now on {s} trains at {b} instead of {a}.",
                       "{S} no longer goes to {a}; the new gym is {b}."],
               "plain": ["{S} trains at {b} three times a week.", "{P} gym membership is with {b}."],
               "q": ["Which gym does the user go to?", "Where does the user work out?"]},
        "zh": {"old": ["{S}在{a}办了健身卡。", "{S}每周去{a}锻炼三次。"],
               "cue": ["{S}已经不去{a}了，改去{b}。", "{S}把健身卡从{a}换到了{b}。", "{S}不再在{a}锻炼，现在去{b}。"],
               "plain": ["{S}在{b}办了健身卡。", "{S}每周去{b}锻炼三次。"],
               "q": ["用户在哪家健身房锻炼？", "用户去哪里健身？"]},
    },
    "car": {
        "en": {"old": ["{S} drives {a}.", "{P} car is {a}."],
               "cue": ["{S} sold the old car and now drives {b}.", "{S} switched to {b} last week.",
                       "{S} traded in {a} for {b}."],
               "plain": ["{S} drives {b}.", "{P} car is {b}."],
               "q": ["What car does the user have?", "Which vehicle does the user drive?"]},
        "zh": {"old": ["{S}开的是{a}。", "{P}车是一辆{a}。"],
               "cue": ["{S}已经把{a}卖了，换成了{b}。", "{S}的车从{a}换到了{b}。", "{S}现在改开{b}了。"],
               "plain": ["{S}开的是{b}。", "{P}车是一辆{b}。"],
               "q": ["用户开什么车？", "用户的座驾是什么？"]},
    },
    "team": {
        "en": {"old": ["{S} is on the {a} team.", "{S} works in the {a} team."],
               "cue": ["{S} transferred from the {a} team to {b}.", "{S} has switched to the {b} team.",
                       "{S} is no longer on {a}; they joined the {b} team."],
               "plain": ["{S} is on the {b} team.", "{S} works in the {b} team."],
               "q": ["Which team is the user part of?", "What team does the user belong to?"]},
        "zh": {"old": ["{S}在{a}。", "{S}属于{a}。"],
               "cue": ["{S}已经从{a}调到了{b}。", "{S}转岗了，现在在{b}。", "{S}不再属于{a}，改到了{b}。"],
               "plain": ["{S}属于{b}。", "{S}在公司的{b}。"],
               "q": ["用户在哪个组？", "用户属于哪个团队？"]},
    },
    "carrier": {
        "en": {"old": ["{P} mobile plan is with {a}.", "{S} uses {a} for mobile service."],
               "cue": ["{S} ported the number from {a} to {b}.", "{S} switched mobile carriers to {b}.",
                       "{S} is not with {a} anymore; the plan is with {b} now."],
               "plain": ["{P} mobile plan is with {b}.", "{S} uses {b} for mobile service."],
               "q": ["Which mobile carrier does the user have?", "Who provides the user's phone service?"]},
        "zh": {"old": ["{P}手机卡是{a}的。", "{S}用的运营商是{a}。"],
               "cue": ["{S}携号转网，从{a}换到了{b}。", "{S}已经改用{b}的套餐了。", "{S}不再用{a}，换成了{b}。"],
               "plain": ["{P}手机卡是{b}的。", "{S}用的运营商是{b}。"],
               "q": ["用户用哪家运营商？", "用户的手机套餐是哪家的？"]},
    },
    "tz": {
        "en": {"old": ["{S} works on {a} time.", "{P} working hours follow {a} time."],
               "cue": ["From now on {s} works on {b} time.", "{S} moved their working hours from {a} to {b} time.",
                       "{S} no longer keeps {a} hours; it's {b} time now."],
               "plain": ["{S} works on {b} time.", "{P} working hours follow {b} time."],
               "q": ["Which time zone does the user work in?", "What time zone should meetings with the user use?"]},
        "zh": {"old": ["{S}按{a}上班。", "{P}工作时区是{a}。"],
               "cue": ["{S}以后按{b}上班了。", "{P}工作时区已经改成{b}。", "{S}不再按{a}作息，改成了{b}。"],
               "plain": ["{S}按{b}上班。", "{P}工作时区是{b}。"],
               "q": ["用户在哪个时区工作？", "和用户约会议要按什么时区？"]},
    },
    "reply_lang": {
        "en": {"old": ["{S} wants replies written in {a}.", "Answer {s} in {a}."],
               "cue": ["From now on {s} wants replies in {b}, not {a}.", "{S} no longer wants answers in {a}; use {b}.",
                       "{S} asked to switch the reply language to {b}."],
               "plain": ["{S} wants replies written in {b}.", "Answer {s} in {b}."],
               "q": ["In which language should I answer the user?", "What language does the user want responses in?"]},
        "zh": {"old": ["{S}希望用{a}回复。", "回复{S}时用{a}。"],
               "cue": ["以后回复{S}改成{b}。", "{S}不再需要{a}回复，请用{b}。", "{S}说回复语言从{a}换到{b}。"],
               "plain": ["{S}希望用{b}回复。", "回复{S}时用{b}。"],
               "q": ["回复用户应该用什么语言？", "用户想让我用哪种语言回答？"]},
    },
    "bank": {
        "en": {"old": ["{S} banks with {a}.", "{P} salary goes into a {a} account."],
               "cue": ["{S} closed the {a} account and moved everything to {b}.", "{S} switched banks to {b}.",
                       "{S} doesn't use {a} anymore; the main account is at {b}."],
               "plain": ["{S} banks with {b}.", "{P} salary goes into a {b} account."],
               "q": ["Which bank does the user use?", "Where does the user keep their main account?"]},
        "zh": {"old": ["{P}工资卡是{a}的。", "{S}主要用{a}的账户。"],
               "cue": ["{S}已经把工资卡从{a}换到了{b}。", "{S}不再用{a}的账户，改用{b}。", "{P}工资卡改成了{b}的。"],
               "plain": ["{P}工资卡是{b}的。", "{S}主要用{b}的账户。"],
               "q": ["用户的工资卡是哪家银行的？", "用户主要在哪家银行存钱？"]},
    },
    "teacher": {
        "en": {"old": ["{P} piano teacher is {a}.", "{S} takes piano lessons with {a}."],
               "cue": ["{S} stopped lessons with {a} and now learns piano with {b}.", "{P} new piano teacher is {b}.",
                       "{S} switched piano teachers to {b}."],
               "plain": ["{P} piano teacher is {b}.", "{S} takes piano lessons with {b}."],
               "q": ["Who teaches the user piano?", "Who gives the user piano lessons?"]},
        "zh": {"old": ["{P}钢琴老师是{a}。", "{S}跟{a}学钢琴。"],
               "cue": ["{S}的钢琴课已经从{a}换到了{b}。", "{S}不再跟{a}学琴，改跟{b}学。", "{P}钢琴老师换成了{b}。"],
               "plain": ["{P}钢琴老师是{b}。", "{S}跟{b}学钢琴。"],
               "q": ["谁教用户弹钢琴？", "用户的钢琴老师是谁？"]},
    },
    "shoe": {
        "en": {"old": ["{S} wears size {a} running shoes.", "{P} shoe size is {a}."],
               "cue": ["{S} now needs size {b} running shoes, not {a}.", "{P} shoe size changed to {b}."],
               "plain": ["{S} wears size {b} running shoes.", "{P} shoe size is {b}."],
               "q": ["What shoe size does the user wear?", "Which size should I order the user's running shoes in?"]},
        "zh": {"old": ["{S}穿{a}码的跑鞋。", "{P}鞋码是{a}。"],
               "cue": ["{P}鞋码已经改成{b}了。", "{S}现在穿{b}码，不再是{a}码。"],
               "plain": ["{S}穿{b}码的跑鞋。", "{P}鞋码是{b}。"],
               "q": ["用户穿多大码的鞋？", "给用户买跑鞋要选几码？"]},
    },
    "email": {
        "en": {"old": ["{P} contact email is {a}.", "Send {p} invoices to {a}."],
               "cue": ["{S} stopped using {a}; the contact email is {b} now.", "From now on send {p} invoices to {b}.",
                       "{P} email address changed to {b}."],
               "plain": ["{P} contact email is {b}.", "Send {p} invoices to {b}."],
               "q": ["Which email address should I use for the user?", "Where do the user's invoices go?"]},
        "zh": {"old": ["{P}联系邮箱是{a}。", "{P}发票寄到{a}。"],
               "cue": ["{S}的邮箱已经改成{b}了。", "{S}不再用{a}，以后发到{b}。", "{P}联系邮箱换成了{b}。"],
               "plain": ["{P}联系邮箱是{b}。", "{P}发票寄到{b}。"],
               "q": ["用户的邮箱是什么？", "用户的发票发到哪个邮箱？"]},
    },
}
REMEMBER = {"en": ["Remember: ", "Please remember that ", "Note to self: "], "zh": ["记住，", "请记住：", "记一下："]}

# (topic, [paraphrases written together], [questions])
DUPLICATES: dict[str, list[tuple[str, list[str], list[str]]]] = {
    "en": [
        ("hotel", ["{S} asks for a high-floor room in hotels.", "In hotels, {s} likes to stay on an upper floor.",
                   "Hotel preference: high floor, away from the lobby."], ["What kind of hotel room does the user want?"]),
        ("contact", ["{S} prefers email to phone calls.", "Don't call {s}; write an email instead.",
                     "{S} would rather be contacted by email than by phone."], ["How does the user like to be contacted?"]),
        ("vegan", ["{S} eats a fully plant-based diet.", "{S} is vegan.", "No animal products for {s}: vegan."],
         ["Are there dietary restrictions for the user?"]),
        ("hand", ["{S} is left-handed.", "{S} writes with the left hand.", "{P} dominant hand is the left."],
         ["Which hand does the user write with?"]),
        ("owl", ["{S} does their best work late at night.", "{S} is a night owl and focuses best after 10 pm.",
                 "{P} most productive hours are late in the evening."], ["When is the user most productive?"]),
        ("summaries", ["{S} likes short summaries with the key number first.", "Keep summaries for {s} brief and lead with the main figure.",
                       "{S} wants brief summaries that start with the headline number."], ["How should summaries for the user be written?"]),
        ("swim", ["{S} swims laps before work.", "Most mornings {s} does a few laps in the pool before the office.",
                  "{S} goes swimming early, before starting work."], ["What does the user do before work?"]),
        ("cilantro", ["{S} can't stand cilantro.", "{S} hates coriander; leave it out.", "No cilantro in anything for {s}."],
         ["What should be left out of the user's food?"]),
        ("trains", ["{S} prefers trains over flights for trips under five hours.", "For shorter trips {s} would rather take the train than fly.",
                    "If the journey is under five hours, {s} picks rail over air."], ["How does the user like to travel on short trips?"]),
        ("quiet", ["{S} needs a quiet carriage on trains.", "On trains, {s} books the quiet coach.",
                   "{S} always picks the silent car when travelling by rail."], ["Which train carriage does the user choose?"]),
    ],
    "zh": [
        ("hotel", ["{S}住酒店喜欢高楼层。", "订酒店时{S}要求高层房间。", "{S}的住宿偏好：楼层越高越好。"], ["用户订酒店有什么偏好？"]),
        ("contact", ["{S}更喜欢发邮件，不喜欢接电话。", "联系{S}请发邮件，别打电话。", "{S}希望通过邮件沟通而不是电话。"], ["用户喜欢怎么被联系？"]),
        ("vegan", ["{S}是纯素食者。", "{S}不吃任何动物制品。", "{S}只吃植物性食物。"], ["用户有什么饮食禁忌？"]),
        ("hand", ["{S}是左撇子。", "{S}用左手写字。", "{S}习惯用左手。"], ["用户用哪只手写字？"]),
        ("owl", ["{S}是夜猫子，晚上十点以后效率最高。", "{S}深夜工作状态最好。", "{S}习惯晚上干活，白天效率一般。"], ["用户什么时候工作效率最高？"]),
        ("summaries", ["{S}喜欢简短的总结，先说关键数字。", "给{S}写总结要简洁，开头放核心数据。", "{S}要的总结越短越好，第一句给结论数字。"],
         ["给用户写总结要注意什么？"]),
        ("swim", ["{S}每天上班前去游泳。", "{S}早上先游几圈再去公司。", "{S}习惯上班前到泳池游泳。"], ["用户上班前做什么？"]),
        ("cilantro", ["{S}不吃香菜。", "{S}讨厌香菜，做菜别放。", "给{S}点餐记得去掉香菜。"], ["用户的饭菜里不能放什么？"]),
        ("trains", ["五小时以内的行程{S}更愿意坐高铁。", "{S}短途出行喜欢坐火车，不爱坐飞机。", "行程不超过五小时的话，{S}选高铁不选飞机。"],
         ["用户短途出行喜欢用什么交通工具？"]),
        ("tea", ["{S}只喝无糖的饮料。", "{S}喝东西不加糖。", "给{S}买饮料要选无糖的。"], ["用户喝饮料有什么要求？"]),
    ],
}

# (topic, [agent guesses], [user statements], [questions]); the statements often share no slot word with the guess
INFERENCE: dict[str, list[tuple[str, list[str], list[str], list[str]]]] = {
    "en": [
        ("living", ["{S} probably lives alone.", "{S} seems to live by themself."],
         ["{S} shares a flat with two roommates.", "{S} lives with two flatmates."], ["Who does the user live with?"]),
        ("experience", ["{S} seems to be new to Python.", "{S} is probably a Python beginner."],
         ["{S} has written Python professionally for ten years.", "{S} has shipped Python code for a decade."],
         ["How experienced is the user with Python?"]),
        ("student", ["{S} is probably a university student.", "{S} might still be in college."],
         ["{S} has run a bakery business for twelve years.", "{S} owns a bakery and has managed it since 2013."],
         ["What does the user do for a living?"]),
        ("driver", ["{S} likely commutes by car.", "{S} probably drives to work."],
         ["{S} doesn't have a driving licence.", "{S} has never learned to drive."], ["Does the user drive?"]),
        ("married", ["{S} is probably married.", "{S} seems to have a spouse."],
         ["{S} is single.", "{S} isn't in a relationship."], ["Is the user married?"]),
        ("sports", ["{S} doesn't seem very sporty.", "{S} probably doesn't exercise much."],
         ["{S} runs ultramarathons.", "{S} completed a 100 km trail race last spring."], ["Is the user athletic?"]),
        ("native", ["{S} is probably a native English speaker.", "English seems to be {p} first language."],
         ["{P} first language is Polish.", "{S} grew up speaking Polish at home."], ["What is the user's mother tongue?"]),
        ("alcohol", ["{S} probably enjoys wine with dinner.", "{S} seems to like a glass of wine."],
         ["{S} doesn't drink alcohol.", "{S} has been sober for six years."], ["Does the user drink alcohol?"]),
    ],
    "zh": [
        ("living", ["{S}好像一个人住。", "{S}大概独居。"], ["{S}和两个室友合租。", "{S}跟两个朋友合住一套房子。"], ["用户和谁一起住？"]),
        ("experience", ["{S}看起来刚开始学Python。", "{S}可能是Python新手。"], ["{S}做了十年的Python开发。", "{S}写Python已经十年了。"],
         ["用户的Python水平怎么样？"]),
        ("student", ["{S}可能还是大学生。", "{S}好像在读大学。"], ["{S}自己开了十二年的面包店。", "{S}经营一家面包店已经十多年了。"],
         ["用户是做什么的？"]),
        ("driver", ["{S}应该是开车上班。", "{S}好像每天开车通勤。"], ["{S}没有驾照。", "{S}从来没学过开车。"], ["用户会开车吗？"]),
        ("married", ["{S}大概已经结婚了。", "{S}似乎已婚。"], ["{S}目前单身。", "{S}还没有对象。"], ["用户结婚了吗？"]),
        ("sports", ["{S}好像不怎么运动。", "{S}可能很少锻炼。"], ["{S}跑过好几次超级马拉松。", "{S}去年完成了一百公里越野赛。"], ["用户爱运动吗？"]),
        ("native", ["{S}母语可能是普通话。", "{S}应该是说普通话长大的。"], ["{S}的母语是粤语。", "{S}从小在家说粤语。"], ["用户的母语是什么？"]),
        ("alcohol", ["{S}好像挺爱喝酒。", "{S}应该喜欢喝红酒。"], ["{S}滴酒不沾。", "{S}已经戒酒六年了。"], ["用户喝酒吗？"]),
    ],
}

# (topic, template with {v}, (source ids), value pool, [questions])
TOOLS: dict[str, list[tuple[str, str, tuple[str, str], str, list[str]]]] = {
    "en": [
        ("birthplace", "{S} was born in {v}.", ("crm_export", "payroll_db"), "city", ["Where was the user born?"]),
        ("tier", "{P} subscription tier is {v}.", ("billing_api", "support_portal"), "tier", ["Which subscription plan is the user on?"]),
        ("steps", "{S} walked {v} steps yesterday.", ("fitness_band", "phone_health_app"), "steps", ["How many steps did the user walk yesterday?"]),
        ("rate", "The EUR to USD rate for {p} transfer was {v}.", ("fx_api", "bank_statement"), "rate", ["What exchange rate applied to the user's transfer?"]),
        ("battery", "{P} e-bike battery is at {v}%.", ("bike_app", "charger_dashboard"), "pct", ["How charged is the user's e-bike?"]),
        ("build", "The last CI build of {p} repo took {v} minutes.", ("ci_api", "status_page"), "minutes", ["How long did the user's last CI build take?"]),
    ],
    "zh": [
        ("birthplace", "{S}出生在{v}。", ("crm_export", "hr_system"), "city", ["用户是在哪里出生的？"]),
        ("tier", "{P}会员等级是{v}。", ("billing_api", "app_profile"), "tier", ["用户是什么会员等级？"]),
        ("steps", "{S}昨天走了{v}步。", ("smart_band", "phone_health"), "steps", ["用户昨天走了多少步？"]),
        ("rate", "{P}这笔换汇的汇率是{v}。", ("fx_api", "bank_sms"), "rate", ["用户换汇用的汇率是多少？"]),
        ("battery", "{P}电动车电量还剩{v}%。", ("vehicle_app", "charging_pile"), "pct", ["用户的电动车还有多少电？"]),
        ("build", "{P}仓库上次CI构建用了{v}分钟。", ("ci_api", "status_page"), "minutes", ["用户仓库的CI构建花了多久？"]),
    ],
}
BIRTH_CITIES = {"en": ["Porto", "Ghent", "Bologna", "Krakow", "Leeds", "Valencia", "Bremen", "Lille"],
                "zh": ["洛阳", "大连", "昆明", "宁波", "合肥", "兰州", "无锡", "泉州"]}
TIERS = {"en": ["Basic", "Plus", "Premium", "Pro", "Business"], "zh": ["普通会员", "银卡会员", "金卡会员", "钻石会员"]}

# (topic, first, second, question about first, question about second): both true, compatible
UNRELATED: dict[str, list[tuple[str, str, str, str, str]]] = {
    "en": [
        ("weekday", "{S} plays tennis on Tuesdays.", "{S} has piano lessons on Tuesdays.",
         "What sport does the user play on Tuesdays?", "Which lessons does the user take on Tuesdays?"),
        ("origin", "{S} was born in {a}.", "{S} went to university in {b}.",
         "Which city was the user born in?", "Where did the user study?"),
        ("parents", "{P} father is a surgeon.", "{P} mother is a chemistry teacher.",
         "What does the user's father do?", "What is the user's mother's job?"),
        ("tastes", "{S} likes spicy Sichuan food.", "{S} likes sweet Portuguese pastries.",
         "Which savoury cuisine does the user like?", "What desserts does the user enjoy?"),
        ("reading", "{S} reads novels on a Kindle.", "{S} reads the news on an iPad.",
         "What device does the user read books on?", "Where does the user read the news?"),
        ("remember", "Remember: {s} has a standing dentist appointment every six months.", "{S} lives in {a}.",
         "How often does the user see the dentist?", "Where does the user live?"),
        ("accounts", "{P} work laptop is a Dell XPS.", "{P} personal laptop is a MacBook Air.",
         "What laptop does the user's employer provide?", "Which laptop does the user own privately?"),
        ("numbers", "{S} has three sisters.", "{S} owns three bicycles.",
         "How many sisters does the user have?", "How many bikes does the user have?"),
        ("moved", "{S} moved the book club to Fridays.", "{S} moved to {a} in 2020.",
         "When does the user's book club meet?", "When did the user arrive in {a}?"),
        ("languages", "{S} speaks Portuguese with clients.", "{S} speaks Swahili with their grandmother.",
         "Which language does the user use with clients?", "What language does the user speak with their grandmother?"),
    ],
    "zh": [
        ("weekday", "{S}每周二打网球。", "{S}每周二上钢琴课。", "用户周二打什么球？", "用户周二上什么课？"),
        ("origin", "{S}出生在{a}。", "{S}在{b}上的大学。", "用户在哪个城市出生？", "用户在哪里读的大学？"),
        ("parents", "{P}爸爸是外科医生。", "{P}妈妈是化学老师。", "用户的父亲做什么工作？", "用户的母亲是做什么的？"),
        ("tastes", "{S}爱吃川菜。", "{S}爱吃葡式蛋挞。", "用户喜欢什么菜系？", "用户喜欢什么甜点？"),
        ("remember", "记住，{S}每周五下午不开会。", "{S}住在{a}。", "用户周五下午有什么安排？", "用户住在哪里？"),
        ("reading", "{S}用Kindle看小说。", "{S}用iPad看新闻。", "用户用什么看小说？", "用户在什么设备上看新闻？"),
        ("accounts", "{P}工作电脑是戴尔XPS。", "{P}私人电脑是MacBook Air。", "用户公司配的电脑是什么？", "用户自己的电脑是什么？"),
        ("numbers", "{S}有三个姐姐。", "{S}有三辆自行车。", "用户有几个姐姐？", "用户有几辆自行车？"),
        ("moved", "{S}把读书会改到了周五。", "{S}2020年搬到了{a}。", "用户的读书会在哪天？", "用户哪年搬到{a}的？"),
        ("languages", "{S}跟客户说葡萄牙语。", "{S}跟奶奶说客家话。", "用户和客户用什么语言沟通？", "用户和奶奶说什么话？"),
    ],
}
HOME_CITIES = {"en": ["Rotterdam", "Gothenburg", "Leipzig", "Turin", "Nantes", "Cork", "Tallinn", "Brno"],
               "zh": ["珠海", "佛山", "烟台", "绍兴", "桂林", "温州", "常州", "扬州"]}

BACKGROUND = {
    "en": ["{S} is learning to sail.", "{S} volunteers as a museum guide on Sundays.", "{S} keeps bees in the garden.",
           "{S} collects old maps.", "{S} is knitting a sweater for a niece.", "{S} listens to jazz podcasts on the train."],
    "zh": ["{S}在学帆船。", "{S}周日在博物馆当讲解志愿者。", "{S}喜欢收集老地图。", "{S}在给侄女织毛衣。", "{S}通勤时听播客。", "{S}在阳台养了几盆多肉。"],
}
PER_BANK = {"temporal": 4, "duplicates": 4, "inference": 4, "tools": 3, "unrelated": 4}


def _subject(c: _Ctx) -> dict[str, str]:
    return c.subject()


def _value(c: _Ctx, pool: str, n: int) -> list[str]:
    if pool == "email":
        user = c.rng.choice(["ingrid", "tk", "amara.o", "fx", "nadia", "hugo", "zt", "hejun", "lx"])
        return [t.format(u=user) for t in c.pick(POOLS["email"][c.lang], n)]
    return [str(v) for v in c.pick(POOLS[pool][c.lang], n)]


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    rng, lang = c.rng, c.lang
    tpl = TEMPORAL[slot][lang]
    variant = rng.choices(["cue", "plain", "chain", "remember"], weights=[35, 30, 15, 20])[0]
    vals = _value(c, slot, 3 if variant == "chain" else 2)
    subj = c.subject()
    texts = [rng.choice(tpl["old"]).format(a=vals[0], b=vals[0], **subj)]
    for i in range(1, len(vals)):
        kind = {"cue": "cue", "plain": "plain", "remember": "cue"}.get(variant) or rng.choice(["cue", "plain"])
        texts.append(rng.choice(tpl[kind]).format(a=vals[i - 1], b=vals[i], **subj))
    if variant == "remember":  # the prefix goes on the old or the new statement
        i = rng.randrange(len(texts))
        pre = rng.choice(REMEMBER[lang])
        t = texts[i]
        texts[i] = pre + (t[0].lower() + t[1:] if lang == "en" and not t.startswith(c.persona) else t)
    d = c.day(2, 40)
    mems = []
    for i, t in enumerate(texts):
        last = i == len(texts) - 1
        mems.append(Mem(ref=c.ref("m"), text=t, at=c.at(d), key=f"{sid}.v{i}", scenario=sid,
                        role="current" if last else "stale", expect="active" if last else "retired"))
        d += rng.uniform(8, 70)
    q = Query(f"{sid}.q", sid, rng.choice(tpl["q"]), (mems[-1].key,), tuple(m.key for m in mems[:-1]))
    return Scenario(sid, "temporal", lang, variant, slot, frozenset({slot}), mems, [q])


def _duplicates(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str]]) -> Scenario:
    rng, lang = c.rng, c.lang
    topic, paras, qs = entry
    k = rng.choice([2, 3, 3])
    subj = c.subject()
    texts = [p.format(**subj) for p in rng.sample(paras, k)]
    remember = rng.random() < 0.25
    if remember:
        i = rng.randrange(k)
        t = texts[i]
        texts[i] = rng.choice(REMEMBER[lang]) + (t[0].lower() + t[1:] if lang == "en" and not t.startswith(c.persona) else t)
    d = c.day(2, 30)
    mems = []
    for text in texts:  # the same moment: minutes apart
        mems.append(Mem(ref=c.ref("m"), text=text, at=c.at(d), key=f"{sid}.fact", scenario=sid, role="para", expect="any"))
        d += rng.uniform(0, 4) / 1440
    variant = f"{k} wordings at once" + (" + remember prefix" if remember else "")
    return Scenario(sid, "duplicates", lang, variant, topic, frozenset({topic}), mems,
                    [Query(f"{sid}.q", sid, rng.choice(qs), (f"{sid}.fact",), ())])


def _inference(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str], list[str]]) -> Scenario:
    rng, lang = c.rng, c.lang
    topic, guesses, facts, qs = entry
    subj = c.subject()
    guess, fact = rng.choice(guesses).format(**subj), rng.choice(facts).format(**subj)
    variant = rng.choices(["guess-then-fact", "fact-then-guess"], weights=[65, 35])[0]
    d0 = c.day(2, 40)
    if variant == "guess-then-fact":
        tg, tf = d0, d0 + rng.uniform(1 / 24, 25)
    else:
        tf, tg = d0, d0 + rng.uniform(1, 25)
    mg = Mem(ref=c.ref("m"), text=guess, at=c.at(tg), key=f"{sid}.guess", scenario=sid, role="guess", expect="retired",
             source="agent")
    mf = Mem(ref=c.ref("m"), text=fact, at=c.at(tf), key=f"{sid}.fact", scenario=sid, role="fact", expect="active")
    return Scenario(sid, "inference", lang, variant, topic, frozenset({topic}), [mg, mf],
                    [Query(f"{sid}.q", sid, rng.choice(qs), (mf.key,), (mg.key,))])


def _tool_values(c: _Ctx, pool: str) -> tuple[str, str]:
    rng = c.rng
    if pool == "city":
        a, b = c.pick(BIRTH_CITIES[c.lang], 2)
        return a, b
    if pool == "tier":
        a, b = rng.sample(TIERS[c.lang], 2)
        return a, b
    if pool == "steps":
        v = rng.randint(3000, 16000)
        return f"{v:,}" if c.lang == "en" else str(v), (f"{v + rng.randint(300, 2500):,}" if c.lang == "en"
                                                          else str(v + rng.randint(300, 2500)))
    if pool == "rate":
        v = rng.uniform(1.02, 1.15)
        return f"{v:.4f}", f"{v + rng.choice([-1, 1]) * rng.uniform(0.004, 0.02):.4f}"
    if pool == "pct":
        v = rng.randint(15, 80)
        return str(v), str(v + rng.choice([6, 9, 12, 17]))
    v = rng.randint(4, 30)
    return str(v), str(v + rng.choice([3, 5, 8]))


def _tools(c: _Ctx, sid: str, entry: tuple[str, str, tuple[str, str], str, list[str]]) -> Scenario:
    rng, lang = c.rng, c.lang
    topic, tpl, sources, pool, qs = entry
    va, vb = _tool_values(c, pool)
    subj = c.subject()
    if rng.random() < 0.5:
        sources = (sources[1], sources[0])
    d0 = c.day(2, 40)
    ma = Mem(ref=c.ref("m"), text=tpl.format(v=va, **subj), at=c.at(d0), key=f"{sid}.a", scenario=sid, role="alt",
             expect="active", source="tool", source_id=sources[0])
    mb = Mem(ref=c.ref("m"), text=tpl.format(v=vb, **subj), at=c.at(d0 + rng.uniform(2, 90) / 1440), key=f"{sid}.b",
             scenario=sid, role="alt", expect="active", source="tool", source_id=sources[1])
    return Scenario(sid, "tools", lang, "tool-vs-tool", topic, frozenset({topic}), [ma, mb],
                    [Query(f"{sid}.q", sid, rng.choice(qs), (ma.key, mb.key), ())])


def _unrelated(c: _Ctx, sid: str, entry: tuple[str, str, str, str, str]) -> Scenario:
    rng, lang = c.rng, c.lang
    topic, t1, t2, q1, q2 = entry
    a, b = c.pick(HOME_CITIES[lang], 2)
    subj = c.subject()
    fill = {"a": a, "b": b}
    d0 = c.day(2, 40)
    d1 = d0 + rng.uniform(1 / 24, 50)
    if rng.random() < 0.5:
        d0, d1 = d1, d0
    x = Mem(ref=c.ref("m"), text=t1.format(**fill, **subj), at=c.at(d0), key=f"{sid}.x", scenario=sid, role="unrelated",
            expect="active")
    y = Mem(ref=c.ref("m"), text=t2.format(**fill, **subj), at=c.at(d1), key=f"{sid}.y", scenario=sid, role="unrelated",
            expect="active")
    qs = [Query(f"{sid}.q1", sid, q1.format(**fill), (x.key,), ()), Query(f"{sid}.q2", sid, q2.format(**fill), (y.key,), ())]
    return Scenario(sid, "unrelated", lang, "compatible", topic, frozenset({topic}), [x, y], qs)


def _entries(category: str, lang: str) -> list[Any]:
    if category == "temporal":
        return list(TEMPORAL)
    return list({"duplicates": DUPLICATES, "inference": INFERENCE, "tools": TOOLS, "unrelated": UNRELATED}[category][lang])


BUILDERS: dict[str, Any] = {"temporal": _temporal, "duplicates": _duplicates, "inference": _inference,
                            "tools": _tools, "unrelated": _unrelated}


def _topic(category: str, entry: Any) -> str:
    return entry if category == "temporal" else entry[0]


def generate(seed: int = 101, *, per_category: int = 20, idle_weeks: int = 0, background: int = 3) -> Dataset:
    """``per_category`` scenarios per category and language (rounded up to whole banks); ``idle_weeks`` is
    accepted for the benchmark's signature (this corpus has no critical category)."""
    rng = random.Random(seed)
    banks: list[Bank] = []
    for category in BUILDERS:
        for lang in ("en", "zh"):
            entries = _entries(category, lang)
            per = PER_BANK[category]
            cycle: list[Any] = []
            for bi in range(-(-per_category // per)):
                persona = PERSONAS[lang][bi % len(PERSONAS[lang])]
                name = f"{category}-{lang}-h{bi:02d}"
                start = T0 + timedelta(days=rng.randint(0, 200))
                c = _Ctx(random.Random(f"h2:{seed}:{name}"), lang, persona, name, start)
                bank = Bank(name=name, category=category, lang=lang, persona=persona)
                topics: set[str] = set()
                while len(bank.scenarios) < per:
                    if not cycle:
                        cycle = list(entries)
                        rng.shuffle(cycle)
                    idx = next((i for i, e in enumerate(cycle) if _topic(category, e) not in topics), None)
                    if idx is None:
                        cycle = []
                        continue
                    entry = cycle.pop(idx)
                    topics.add(_topic(category, entry))
                    bank.scenarios.append(BUILDERS[category](c, f"{name}.s{len(bank.scenarios)}", entry))
                for i, tpl in enumerate(c.rng.sample(BACKGROUND[lang], background)):
                    bank.extras.append(Mem(ref=c.ref("bg"), text=tpl.format(**c.subject()), at=c.at(c.day(0, 30)),
                                           key=f"{name}.bg{i}", scenario="", role="background", expect="active"))
                bank.extras.append(Mem(ref=c.ref("name"), text=c.rng.choice(NAME_STATEMENTS[lang]).format(n=persona),
                                       at=c.at(0), key=f"{name}.name", scenario="", role="background", expect="active"))
                _dedupe_texts(bank)
                bank.query_at = (bank.last_write() + timedelta(days=c.rng.uniform(1, 3))).replace(second=0, microsecond=0)
                banks.append(bank)
    return Dataset(seed, banks)


def main() -> None:
    ap = argparse.ArgumentParser(description="print statistics and samples of the held-out hygiene corpus")
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--per-category", type=int, default=20)
    ap.add_argument("--samples", type=int, default=1)
    args = ap.parse_args()
    print_samples(generate(args.seed, per_category=args.per_category), args.samples)


if __name__ == "__main__":
    main()
