# ruff: noqa: E501
"""Seeded generator of bilingual (English + Chinese) memory-hygiene scenarios for ``bench/hygiene.py``.

Each scenario is a handful of memories about one user, written over days or weeks, with a paraphrased
question and the ground truth: which memories state the *current* fact, which are *stale*, and what the
final status of each memory should be. Categories:

    temporal     a fact, then a later changed value (with or without a change cue, 3-step chains, corrections)
    duplicates   the same fact restated in other words (2-3 times)
    inference    an agent's guess contradicted by the user's own statement (either order)
    tools        two tools (``source=tool``, different ``source_id``) disagree within minutes
    ttl          a durable fact and a temporary exception with ``ttl_seconds``, asked after expiry
    critical     ``critical=True`` facts asked after many idle weekly review cycles
    unrelated    two true memories that merely share words; neither may be touched

Scenarios are packed into banks (one persona x language x category per bank, with a few unrelated
background memories), so that no two scenarios of a bank are about the same topic. ``generate(seed)``
always returns the same data for the same arguments; ``python bench/hygiene_data.py`` prints samples.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from typing import Any

from _hygiene_corpus import (  # the records and the per-bank context, re-exported for the other corpora
    T0,
    Bank,
    Corpus,
    Dataset,
    Entry,
    Mem,
    Query,
    Scenario,
    _Ctx,
    _dedupe_texts,
    _fmt,
    _tool_values,
    build,
    entries,
    guess_scenario,
    print_samples,
    samples_cli,
    tools_scenario,
    unrelated_scenario,
    value_chain,
)

__all__ = ["T0", "Bank", "Dataset", "Mem", "Query", "Scenario", "_Ctx", "_dedupe_texts", "_fmt", "_tool_values",
           "generate", "print_samples", "truth"]

CATEGORIES: tuple[str, ...] = ("temporal", "duplicates", "inference", "tools", "ttl", "critical", "unrelated")


def truth(a: Mem, b: Mem, category: str | None) -> tuple[str, str, str, str]:
    """Ground-truth verdict for a pair (``a`` older, ``b`` newer): (relation, keep A|B|both, type, reason).

    ``category`` is the scenario's category when both memories belong to the same scenario, else None.
    """
    if a.key == b.key:
        return "duplicate", "A", "temporal", "same fact"
    if category is None or a.scenario != b.scenario:
        return "unrelated", "both", "temporal", "different facts"
    if category == "temporal":
        keep = "A" if a.role == "current" else "B"
        return "conflict", keep, "temporal", "the value changed; the newer statement is current"
    if category == "inference":
        keep = "A" if a.role == "fact" else "B"
        return "conflict", keep, "inference", "the user's statement beats the agent's guess"
    if category == "tools":
        return "conflict", "both", "source", "two tools disagree at the same time"
    return "unrelated", "both", "temporal", "compatible"


# ---------------------------------------------------------------------------------------------------
# personas and value pools

NAME_STATEMENTS = {
    "en": ["The user's name is {n}.", "The user goes by {n}.", "User's name: {n}."],
    "zh": ["用户叫{n}。", "用户的名字是{n}。"],
}
PERSONAS = {
    "en": ["Maya", "Daniel", "Priya", "Tom", "Sofia", "Kenji"],
    "zh": ["小林", "王芳", "陈磊", "刘洋", "赵敏", "孙浩"],
}

CITIES = {
    "en": ["Berlin", "Seattle", "Austin", "Toronto", "Lisbon", "Melbourne", "Denver", "Dublin", "Amsterdam",
           "Singapore", "Chicago", "Vancouver", "Munich", "Boston", "Edinburgh"],
    "zh": ["北京", "上海", "深圳", "杭州", "成都", "广州", "南京", "武汉", "西安", "苏州", "厦门", "重庆", "长沙", "青岛"],
}
FRONTEND = ["React", "Vue", "Svelte", "Angular", "SolidJS"]
DATABASES = {"en": ["PostgreSQL", "MySQL", "MongoDB", "SQLite", "DynamoDB"],
             "zh": ["MySQL", "PostgreSQL", "MongoDB", "SQLite", "TiDB"]}
DRINKS_EN = [("latte", "a latte"), ("flat white", "a flat white"), ("americano", "an americano"),
             ("green tea", "green tea"), ("cold brew", "cold brew"), ("cappuccino", "a cappuccino"),
             ("chai latte", "a chai latte"), ("oat milk latte", "an oat milk latte"), ("espresso", "an espresso")]
DRINKS_ZH = ["拿铁", "美式", "燕麦拿铁", "乌龙茶", "绿茶", "豆浆", "抹茶拿铁", "冰美式", "红茶"]
COMPANIES = {
    "en": ["Stripe", "Shopify", "Airbnb", "Atlassian", "Datadog", "Canva", "Zalando", "Siemens", "Deloitte",
           "Pfizer", "Netflix", "Adobe"],
    "zh": ["字节跳动", "腾讯", "阿里巴巴", "美团", "小米", "京东", "华为", "网易", "百度", "拼多多", "携程", "蔚来"],
}
ROLES = {
    "en": ["data engineer", "product designer", "backend developer", "engineering manager", "QA lead",
           "product manager", "site reliability engineer"],
    "zh": ["产品经理", "后端工程师", "数据分析师", "设计师", "测试工程师", "运维工程师", "算法工程师"],
}
EDITORS = {"en": ["VS Code", "Neovim", "PyCharm", "Emacs", "Sublime Text", "Zed"],
           "zh": ["VS Code", "Vim", "PyCharm", "Cursor", "Emacs"]}
PEOPLE_NAMES = {"en": ["Sarah", "Kevin", "Olga", "Marcus", "Aisha", "Ben", "Lucia", "Ravi"],
                "zh": ["张伟", "李娜", "王强", "刘洋", "陈静", "周杰", "杨帆", "黄磊"]}
PET_NAMES = {"en": ["Biscuit", "Pepper", "Mochi", "Luna", "Ziggy"], "zh": ["豆豆", "可乐", "团子", "旺财", "馒头"]}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def _phone(rng: random.Random, lang: str) -> str:
    if lang == "zh":
        return rng.choice(["138", "139", "150", "186", "177", "135"]) + "".join(str(rng.randint(0, 9)) for _ in range(8))
    return rng.choice(["+1 415 555 {0:04d}", "(206) 555-{0:04d}", "555-{0:04d}", "+1 312 555 {0:04d}"]).format(
        rng.randint(100, 9999))


# ---------------------------------------------------------------------------------------------------
# templates
#
# Placeholders: {S} subject at the start of a sentence ("The user", "User", a name / "用户", a name),
# {s} subject inside a sentence, {P} / {p} possessive; {a} old value, {b} new value, {A} / {B} with article.

TEMPORAL: dict[str, dict[str, dict[str, list[str]]]] = {
    "residence": {
        "en": {
            "old": ["{S} lives in {a}.", "{S} is based in {a}.", "{P} home is in {a}.", "{S} rents an apartment in {a}."],
            "cue": ["{S} moved to {b} last month.", "{S} has relocated from {a} to {b}.", "{S} lives in {b} now.",
                    "{S} just moved to {b} for a fresh start.", "{S} no longer lives in {a}; they moved to {b}."],
            "plain": ["{S} lives in {b}.", "{S} is based in {b}.", "{P} home is in {b}.", "{S} rents a flat in {b}."],
            "fix": ["Correction: {s} lives in {b}, not {a}.", "Actually {s} is based in {b} - {a} was a mistake."],
            "q": ["Which city does the user call home?", "Where is the user living at the moment?",
                  "In what city is the user's home?"],
        },
        "zh": {
            "old": ["{S}住在{a}。", "{S}家在{a}。", "{S}在{a}租房住。", "{S}常住{a}。"],
            "cue": ["{S}上个月搬到了{b}。", "{S}已经从{a}搬到{b}了。", "{S}现在住在{b}。", "{S}搬家了，新家在{b}。",
                    "{S}不在{a}住了，搬去了{b}。"],
            "plain": ["{S}住在{b}。", "{S}家在{b}。", "{S}在{b}租房住。"],
            "fix": ["更正：{S}住在{b}，不是{a}。", "之前记错了，{S}家在{b}，不在{a}。"],
            "q": ["用户在哪个城市生活？", "用户的家在哪儿？", "用户住哪座城市？"],
        },
    },
    "frontend": {
        "en": {
            "old": ["{S} builds the frontend of their app with {a}.", "{P} web app is written in {a}.",
                    "{S} uses {a} for frontend work."],
            "cue": ["{S} switched the frontend from {a} to {b}.", "{S} migrated their web app to {b}.",
                    "{S} has moved the frontend over to {b}.", "{S} stopped using {a} and rewrote the UI in {b}."],
            "plain": ["{P} web app is written in {b}.", "{S} builds the frontend with {b}.",
                      "{S} uses {b} for the UI of their app."],
            "fix": ["Correction: {p} web app is written in {b}, not {a}."],
            "q": ["Which frontend framework is the user's app built with?", "What does the user write their UI in?"],
        },
        "zh": {
            "old": ["{P}项目前端用的是{a}。", "{S}用{a}写前端。", "{P}网页应用是基于{a}开发的。"],
            "cue": ["{S}把前端从{a}换成了{b}。", "{P}项目前端改用{b}了。", "{S}不再用{a}，前端全部迁移到了{b}。"],
            "plain": ["{P}项目前端用的是{b}。", "{S}用{b}写前端。", "{P}网页应用是基于{b}开发的。"],
            "fix": ["更正：{P}项目前端用的是{b}，不是{a}。"],
            "q": ["用户的前端是用什么框架写的？", "用户的网页项目用哪个前端框架？"],
        },
    },
    "database": {
        "en": {
            "old": ["{P} project stores its data in {a}.", "{S} uses {a} as the main database."],
            "cue": ["{S} migrated the project's database from {a} to {b}.", "{S} replaced {a} with {b} as the main database.",
                    "{P} project runs on {b} now."],
            "plain": ["{P} project stores its data in {b}.", "{S} uses {b} as the primary database."],
            "fix": ["Correction: {p} project's database is {b}, not {a}."],
            "q": ["Which database does the user's project run on?", "Where does the user's project keep its data?"],
        },
        "zh": {
            "old": ["{P}项目用{a}存数据。", "{P}项目的数据库是{a}。"],
            "cue": ["{S}把项目数据库从{a}迁移到了{b}。", "{P}项目换成了{b}数据库。"],
            "plain": ["{P}项目的数据库是{b}。", "{P}项目用{b}存数据。"],
            "fix": ["更正：{P}项目数据库是{b}，不是{a}。"],
            "q": ["用户的项目用什么数据库？", "用户项目的数据存在哪种数据库里？"],
        },
    },
    "drink": {
        "en": {
            "old": ["{S} drinks {A} every morning.", "{P} usual morning drink is {A}.", "{S} starts the day with {A}."],
            "cue": ["{S} has switched to {B} in the mornings.", "{S} doesn't drink {A} anymore; it's {B} now.",
                    "{S} changed their morning drink to {B}.", "These days {s} orders {B} instead of {A}."],
            "plain": ["{S} drinks {B} every morning.", "{P} usual morning drink is {B}.", "{S} starts the day with {B}."],
            "fix": ["Correction: {p} morning drink is {B}, not {A}."],
            "q": ["What does the user usually drink in the morning?", "What's the user's go-to morning order?"],
        },
        "zh": {
            "old": ["{S}每天早上喝一杯{a}。", "{S}平时点{a}。", "{S}早餐习惯配一杯{a}。"],
            "cue": ["{S}最近改喝{b}了。", "{S}不再喝{a}，换成了{b}。", "{S}现在早上喝{b}。"],
            "plain": ["{S}每天早上喝一杯{b}。", "{S}平时点{b}。", "{S}早餐习惯配一杯{b}。"],
            "fix": ["更正：{S}平时喝的是{b}，不是{a}。"],
            "q": ["用户早上一般喝点什么？", "用户常点的饮品是什么？"],
        },
    },
    "job": {
        "en": {
            "old": ["{S} works at {a} as a {r}.", "{S} is a {r} at {a}.", "{P} employer is {a}."],
            "cue": ["{S} left {a} and joined {b}.", "{S} started a new job at {b}.", "{S} now works at {b} as a {r2}.",
                    "{S} accepted an offer from {b} and quit {a}."],
            "plain": ["{S} works at {b}.", "{S} is a {r2} at {b}.", "{P} employer is {b}."],
            "fix": ["Correction: {s} works at {b}, not {a}."],
            "q": ["Which company does the user work for?", "Who employs the user at the moment?"],
        },
        "zh": {
            "old": ["{S}在{a}当{r}。", "{S}是{a}的{r}。", "{S}在{a}上班。"],
            "cue": ["{S}从{a}离职，入职了{b}。", "{S}跳槽去了{b}。", "{S}现在在{b}做{r2}。", "{S}换工作了，新公司是{b}。"],
            "plain": ["{S}在{b}上班。", "{S}是{b}的{r2}。"],
            "fix": ["更正：{S}在{b}上班，不是{a}。"],
            "q": ["用户在哪家公司工作？", "用户的雇主是哪家公司？"],
        },
    },
    "phone": {
        "en": {
            "old": ["{P} phone number is {a}.", "{S} can be reached at {a}.", "{P} mobile number: {a}."],
            "cue": ["{S} got a new phone number: {b}.", "{S} changed their number to {b}.",
                    "{P} old number {a} is no longer in use; the new one is {b}."],
            "plain": ["{P} phone number is {b}.", "{S} can be reached at {b}.", "{P} mobile number: {b}."],
            "fix": ["Correction: {p} phone number is {b}, not {a}."],
            "q": ["What number should I dial to call the user?", "How can I reach the user by phone?"],
        },
        "zh": {
            "old": ["{P}手机号是{a}。", "{P}联系电话是{a}。"],
            "cue": ["{S}换了新手机号：{b}。", "{P}手机号改成了{b}。", "{P}旧号码{a}不用了，新号码是{b}。"],
            "plain": ["{P}手机号是{b}。", "{P}电话号码是{b}。"],
            "fix": ["更正：{P}手机号是{b}，不是{a}。"],
            "q": ["怎么给用户打电话？", "用户的号码是多少？"],
        },
    },
    "editor": {
        "en": {
            "old": ["{S} codes in {a}.", "{P} editor of choice is {a}."],
            "cue": ["{S} switched from {a} to {b}.", "{S} gave up {a} and writes code in {b} now."],
            "plain": ["{S} codes in {b}.", "{P} editor of choice is {b}."],
            "fix": ["Correction: {s} codes in {b}, not {a}."],
            "q": ["Which code editor does the user work in?", "What does the user write code with?"],
        },
        "zh": {
            "old": ["{S}写代码用{a}。", "{P}编辑器是{a}。"],
            "cue": ["{S}从{a}换到了{b}。", "{S}现在写代码用{b}。"],
            "plain": ["{S}写代码用{b}。", "{P}编辑器是{b}。"],
            "fix": ["更正：{S}写代码用的是{b}，不是{a}。"],
            "q": ["用户用什么编辑器写代码？", "用户平时在哪个编辑器里写代码？"],
        },
    },
    "manager": {
        "en": {
            "old": ["{P} manager is {a}.", "{S} reports to {a}."],
            "cue": ["{S} now reports to {b}.", "{P} new manager is {b}.", "{S} got moved to {b}'s team."],
            "plain": ["{P} manager is {b}.", "{S} reports to {b}."],
            "fix": ["Correction: {p} manager is {b}, not {a}."],
            "q": ["Who is the user's boss?", "Who does the user answer to at work?"],
        },
        "zh": {
            "old": ["{P}领导是{a}。", "{S}向{a}汇报工作。"],
            "cue": ["{S}现在向{b}汇报。", "{P}新领导是{b}。", "{S}调到了{b}的团队。"],
            "plain": ["{P}领导是{b}。", "{S}向{b}汇报工作。"],
            "fix": ["更正：{P}领导是{b}，不是{a}。"],
            "q": ["用户的直属上级是谁？", "用户归谁管？"],
        },
    },
}

# (topic, [paraphrases], [questions]); {x} is a per-scenario value
DUPLICATES: dict[str, list[tuple[str, list[str], list[str]]]] = {
    "en": [
        ("allergy", ["{S} is allergic to peanuts.", "{S} has a peanut allergy.",
                     "{S} can't eat peanuts because of an allergy."],
         ["Does the user have any food allergies?", "Is there anything the user must not eat?"]),
        ("diet", ["{S} is vegetarian.", "{S} follows a vegetarian diet.", "{S} doesn't eat meat."],
         ["What kind of diet does the user follow?"]),
        ("kids", ["{S} has two daughters.", "{S} is a parent of two girls.", "{P} two children are both daughters."],
         ["How many children does the user have?"]),
        ("hobby", ["{S} plays guitar on weekends.", "On weekends {s} likes to play the guitar.",
                   "{S} spends Saturdays playing guitar."],
         ["What does the user do for fun on weekends?"]),
        ("language", ["{S} is learning Japanese.", "{S} has been studying Japanese.", "{S} takes Japanese lessons."],
         ["Which foreign language is the user studying?"]),
        ("pet", ["{S} has a golden retriever named {x}.", "{P} dog, {x}, is a golden retriever.",
                 "{S} owns a golden retriever called {x}."],
         ["What pet does the user have?", "Tell me about the user's dog."]),
        ("meetings", ["{S} prefers meetings in the morning.", "{S} likes to schedule meetings before noon.",
                      "{S} would rather have calls early in the day."],
         ["When does the user like to have meetings?"]),
        ("remote", ["{S} works remotely from home.", "{P} job is fully remote.",
                    "{S} doesn't go into an office; they work from home."],
         ["Does the user commute to an office?"]),
        ("birthday", ["{P} birthday is on {x}.", "{S} was born on {x}.", "{S} celebrates their birthday on {x}."],
         ["When is the user's birthday?"]),
        ("testing", ["{S} prefers pytest over unittest.", "For tests, {s} would rather use pytest than unittest.",
                     "{S} writes tests with pytest, not unittest."],
         ["Which Python testing tool does the user like?"]),
        ("indent", ["{S} indents code with 4 spaces.", "{S} prefers four-space indentation.",
                    "{S} uses four spaces, never tabs, for indentation."],
         ["How does the user like their code indented?"]),
        ("marathon", ["{S} is training for the {x} marathon.", "{S} is preparing to run the {x} marathon.",
                      "{S} signed up for the {x} marathon and is training for it."],
         ["What race is the user getting ready for?"]),
        ("theme", ["{S} prefers dark mode in every app.", "{S} always switches apps to the dark theme.",
                   "{S} likes dark themes better than light ones."],
         ["Does the user like light or dark themes?"]),
        ("commute", ["{S} cycles to work every day.", "{S} rides a bike to the office daily.",
                     "{S} commutes by bicycle."],
         ["How does the user get to work?"]),
    ],
    "zh": [
        ("allergy", ["{S}对花生过敏。", "{S}有花生过敏。", "{S}不能吃花生，会过敏。"], ["用户有什么食物过敏吗？", "用户有什么东西不能吃？"]),
        ("diet", ["{S}是素食者。", "{S}吃素。", "{S}不吃肉。"], ["用户的饮食习惯是怎样的？"]),
        ("kids", ["{S}有两个女儿。", "{S}家里有两个闺女。", "{P}两个孩子都是女儿。"], ["用户有几个孩子？"]),
        ("hobby", ["{S}周末喜欢打羽毛球。", "{S}一到周末就去打羽毛球。", "{P}周末爱好是打羽毛球。"], ["用户周末一般做什么运动？"]),
        ("language", ["{S}在学日语。", "{S}正在自学日语。", "{S}报了一个日语班。"], ["用户在学哪门外语？"]),
        ("pet", ["{S}养了一只叫{x}的柯基。", "{P}柯基名叫{x}。", "{S}家里有只柯基，叫{x}。"], ["用户养了什么宠物？"]),
        ("meetings", ["{S}喜欢把会议安排在上午。", "{S}更愿意上午开会。", "{S}习惯上午开会，下午专心写代码。"],
         ["用户一般什么时候开会比较方便？"]),
        ("remote", ["{S}在家远程办公。", "{P}工作是全远程的。", "{S}不用去公司坐班，在家办公。"], ["用户需要去办公室上班吗？"]),
        ("birthday", ["{P}生日是{x}。", "{S}{x}过生日。", "{S}的生日在{x}。"], ["用户哪天过生日？"]),
        ("testing", ["{S}写测试习惯用pytest。", "{S}更喜欢用pytest而不是unittest。", "{P}Python项目都用pytest做测试。"],
         ["用户用什么工具写Python测试？"]),
        ("indent", ["{S}写代码用4个空格缩进。", "{S}习惯四空格缩进。", "{S}缩进只用空格，一次四个。"], ["用户的代码缩进习惯是什么？"]),
        ("marathon", ["{S}在准备{x}马拉松。", "{S}报名了{x}马拉松，正在训练。", "{S}在为{x}马拉松做训练。"],
         ["用户在为什么比赛做准备？"]),
        ("theme", ["{S}喜欢深色模式。", "{S}所有软件都开暗色主题。", "{S}用电脑时习惯深色界面。"], ["用户喜欢浅色还是深色主题？"]),
        ("commute", ["{S}每天骑自行车上班。", "{S}骑车去公司。", "{S}通勤靠骑自行车。"], ["用户怎么去上班？"]),
    ],
}

# (topic, [agent guesses], [user statements], [questions]); {a} guessed value, {b} stated value
INFERENCE: dict[str, list[tuple[str, list[str], list[str], list[str], str]]] = {
    # the last field names the value pool: city, company, lang2, age, "" (fixed texts)
    "en": [
        ("residence", ["{S} probably lives in {a}, judging by their time zone.", "{S} seems to be based in {a}."],
         ["{S} lives in {b}.", "{S} told me they live in {b}."], ["Where does the user live?"], "city"),
        ("proglang", ["{S} seems to work mostly in {a}.", "{S} is probably a {a} developer."],
         ["{S} writes almost everything in {b}.", "{P} main programming language is {b}."],
         ["Which programming language does the user mainly use?"], "lang2"),
        ("age", ["{S} is probably in their twenties.", "{S} seems fairly young, maybe mid-twenties."],
         ["{S} is {b} years old.", "{S} turned {b} this year."], ["How old is the user?"], "age"),
        ("coffee", ["{S} probably drinks a lot of coffee.", "{S} seems to be a coffee person."],
         ["{S} doesn't drink coffee at all; only tea.", "{S} never drinks coffee."], ["Does the user drink coffee?"], ""),
        ("kids", ["{S} likely has young kids.", "{S} seems to have children."],
         ["{S} has no children.", "{S} doesn't have kids."], ["Does the user have children?"], ""),
        ("employer", ["{S} might be working at {a}.", "{S} probably works for {a}."],
         ["{S} works at {b}.", "{S} is employed by {b}."], ["Which company does the user work for?"], "company"),
        ("os", ["{S} appears to be on Windows.", "{S} probably uses a Windows laptop."],
         ["{S} uses a MacBook with macOS.", "{S} works on a Mac."], ["What operating system does the user use?"], ""),
        ("githost", ["{P} team probably uses GitHub.", "{P} team seems to keep its code on GitHub."],
         ["{P} team hosts its code on GitLab.", "{P} team keeps its repositories on a self-hosted GitLab."],
         ["Where does the user's team keep its repositories?"], ""),
        ("pet", ["{S} seems to have a cat.", "{S} probably owns a cat."],
         ["{S} has a dog, not a cat.", "{S} has a beagle."], ["What pet does the user own?"], ""),
        ("role", ["{S} is likely a frontend developer.", "{S} seems to do frontend work."],
         ["{S} is a data engineer.", "{S} works as a data engineer."], ["What is the user's job?"], ""),
    ],
    "zh": [
        ("residence", ["{S}可能住在{a}。", "{S}似乎在{a}生活。"], ["{S}住在{b}。", "{S}说自己家在{b}。"], ["用户住在哪里？"], "city"),
        ("proglang", ["{S}好像主要用{a}开发。", "{S}大概是{a}程序员。"], ["{S}基本只用{b}写代码。", "{P}主力语言是{b}。"],
         ["用户主要用什么编程语言？"], "lang2"),
        ("age", ["{S}大概二十多岁。", "{S}看起来挺年轻的，可能二十五六岁。"], ["{S}今年{b}岁。", "{S}{b}岁了。"], ["用户多大年纪？"], "age"),
        ("coffee", ["{S}似乎很爱喝咖啡。", "{S}应该每天都喝咖啡。"], ["{S}不喝咖啡，只喝茶。", "{S}从来不喝咖啡。"], ["用户喝咖啡吗？"], ""),
        ("kids", ["{S}可能有孩子。", "{S}好像有小孩。"], ["{S}还没有孩子。", "{S}没有小孩。"], ["用户有小孩吗？"], ""),
        ("employer", ["{S}应该是在{a}工作。", "{S}可能在{a}上班。"], ["{S}在{b}工作。", "{S}是{b}的员工。"], ["用户在哪个公司上班？"], "company"),
        ("os", ["{S}用的好像是Windows电脑。", "{S}可能用Windows。"], ["{S}用的是MacBook。", "{S}用Mac办公。"], ["用户用什么电脑？"], ""),
        ("role", ["{S}可能是做前端开发的。", "{S}似乎是前端工程师。"], ["{S}是数据工程师。", "{S}的工作是数据工程师。"], ["用户是做什么工作的？"], ""),
        ("pet", ["{S}家里好像养了猫。", "{S}可能养了一只猫。"], ["{S}养的是狗，没有养猫。", "{S}养了一只柯基。"], ["用户养了什么宠物？"], ""),
        ("githost", ["{P}团队大概用GitHub管理代码。", "{P}团队好像把代码放在GitHub上。"], ["{P}团队的代码托管在自建的GitLab上。", "{P}团队用GitLab管理代码。"],
         ["用户团队的代码放在哪里？"], ""),
    ],
}
LANG_PAIRS = [("Java", "Kotlin"), ("Python", "Rust"), ("JavaScript", "TypeScript"), ("C#", "Go"), ("PHP", "Elixir"),
              ("Go", "Python"), ("Java", "Scala")]

# (topic, template with {v}, [source ids], value-pool name, [questions])
TOOLS: dict[str, list[tuple[str, str, tuple[str, str], str, list[str]]]] = {
    "en": [
        ("flight", "{P} flight {fl} departs at {v}.", ("flight_status_api", "airline_email_parser"), "time",
         ["When does the user's flight take off?"]),
        ("balance", "{P} checking account balance is ${v}.", ("bank_api", "budget_app"), "money",
         ["How much money is in the user's checking account?"]),
        ("parcel", "{P} package {trk} will arrive on {v}.", ("carrier_api", "shop_order_page"), "weekday",
         ["When will the user's parcel be delivered?"]),
        ("weather", "Tomorrow's high in {city} will be {v}°C.", ("open_meteo", "weather_widget"), "temp",
         ["How warm will it get tomorrow?"]),
        ("release", "The latest release of {pkg} is {v}.", ("github_releases", "pypi_json"), "version",
         ["What is the newest version of {pkg}?"]),
        ("meeting", "{P} meeting with {name} is on {day} at {v}.", ("calendar_api", "email_parser"), "time",
         ["When is the user meeting {name}?"]),
        ("stock", "{ticker} closed at ${v} today.", ("market_data_api", "broker_app"), "price",
         ["What was {ticker}'s closing price today?"]),
        ("commute", "The drive to {p} office takes {v} minutes right now.", ("maps_api", "traffic_app"), "minutes",
         ["How long would the user's drive to work take at the moment?"]),
    ],
    "zh": [
        ("flight", "航班{fl}明天{v}起飞。", ("flight_status_api", "ota_app"), "time", ["用户的航班几点起飞？"]),
        ("parcel", "{P}快递{trk}预计{v}送达。", ("courier_api", "shop_order_page"), "weekday", ["用户的包裹什么时候到？"]),
        ("weather", "明天{city}最高气温{v}度。", ("weather_api", "weather_widget"), "temp", ["明天最高温度多少？"]),
        ("balance", "{P}银行卡余额为{v}元。", ("bank_api", "budget_app"), "money", ["用户卡里还有多少钱？"]),
        ("release", "{pkg}的最新版本是{v}。", ("github_releases", "pypi_json"), "version", ["{pkg}最新版本是多少？"]),
        ("meeting", "{S}和{name}的会议定在{day}{v}。", ("calendar_api", "email_parser"), "time", ["用户和{name}什么时候开会？"]),
        ("commute", "现在开车去{P}公司需要{v}分钟。", ("maps_api", "traffic_app"), "minutes", ["用户现在开车去公司要多久？"]),
        ("stock", "{ticker}今天收盘价为{v}元。", ("market_data_api", "broker_app"), "price", ["{ticker}今天收盘多少钱？"]),
    ],
}

# (topic, [base], [temporary], ttl days, value pool, [questions]); after expiry the base is current again
TTL: dict[str, list[tuple[str, list[str], list[str], float, str, list[str]]]] = {
    "en": [
        ("office", ["{S} works from the {a} office."], ["This week {s} is working from the {b} office.",
                                                       "{S} is at the {b} office until Friday."], 7, "city",
         ["Which office does the user work from?"]),
        ("slack", ["{S} is reachable on Slack during work hours."],
         ["{S} is on vacation until Friday and not checking Slack.", "{S} is offline on Slack this week (holiday)."], 5, "",
         ["Can I reach the user on Slack?"]),
        ("commute", ["{S} drives to work."], ["{P} car is in the shop, so {s} is taking the train this week."], 6, "",
         ["How does the user get to work?"]),
        ("standup", ["{P} team standup is at 9:30 every weekday."], ["Tomorrow's standup is moved to 11:00."], 2, "",
         ["What time is the user's daily standup?"]),
        ("laptop", ["{S} works on a ThinkPad X1 Carbon."],
         ["{S} is using a loaner MacBook while the ThinkPad is being repaired."], 10, "",
         ["Which laptop does the user work on?"]),
        ("residence", ["{S} lives in {a}."], ["{S} is in {b} for a conference until Thursday."], 4, "city",
         ["Which city is the user's home?"]),
        ("phone", ["{P} phone number is {a}."], ["While traveling, {s} can be reached on a local SIM: {b}."], 9, "phone",
         ["What's the user's phone number?"]),
        ("hours", ["{S} works 9 to 5."], ["{S} is working half days this week."], 7, "",
         ["What are the user's working hours?"]),
    ],
    "zh": [
        ("office", ["{S}在{a}办公室上班。"], ["{S}这周在{b}办公室办公。"], 7, "city", ["用户在哪个办公室上班？"]),
        ("standup", ["{S}每个工作日9点半开站会。"], ["明天的站会改到11点。"], 2, "", ["用户的站会几点开？"]),
        ("commute", ["{S}平时开车上班。"], ["{P}车送去修了，这几天坐地铁上班。"], 5, "", ["用户怎么去上班？"]),
        ("im", ["{S}上班时间在钉钉上随时能找到。"], ["{S}在休假，下周一之前不看钉钉消息。"], 6, "", ["能在钉钉上联系到用户吗？"]),
        ("residence", ["{S}住在{a}。"], ["{S}这几天在{b}出差。"], 4, "city", ["用户家在哪个城市？"]),
        ("laptop", ["{S}用的是ThinkPad笔记本。"], ["{P}电脑在维修，这几天借用同事的MacBook。"], 10, "", ["用户用什么笔记本工作？"]),
        ("phone", ["{P}手机号是{a}。"], ["{S}出国期间临时用这个号码：{b}。"], 9, "phone", ["用户的手机号是多少？"]),
        ("hours", ["{S}朝九晚五上班。"], ["{S}这周只上半天班。"], 7, "", ["用户的上班时间是怎样的？"]),
    ],
}

# (topic, text, [questions])
CRITICAL: dict[str, list[tuple[str, str, list[str]]]] = {
    "en": [
        ("drug-allergy", "{S} is allergic to penicillin.", ["Does the user have any drug allergies?"]),
        ("diabetes", "{S} has type 1 diabetes and carries insulin.", ["Does the user have a medical condition I should know about?"]),
        ("migration", "{S} requires approval before any production database migration.",
         ["What has to happen before a migration runs on production?"]),
        ("emergency", "{P} emergency contact is their brother {name}, {phone}.", ["Who should be called in an emergency?"]),
        ("sabbath", "{S} must not be contacted on Saturdays.", ["Is there a day when the user must not be contacted?"]),
        ("secrets", "The production API key must never be committed to git.", ["What's the rule about the production API key?"]),
        ("bee", "{S} is severely allergic to bee stings and carries an EpiPen.", ["What happens if the user gets stung by an insect?"]),
        ("ibuprofen", "{S} cannot take ibuprofen because of a kidney condition.", ["Which painkillers are unsafe for the user?"]),
    ],
    "zh": [
        ("drug-allergy", "{S}对青霉素过敏。", ["用户对什么药物过敏？"]),
        ("bp", "{S}有高血压，每天吃降压药。", ["用户有什么慢性病吗？"]),
        ("droptable", "生产数据库禁止直接删除表。", ["生产数据库有什么禁止的操作？"]),
        ("emergency", "{P}紧急联系人是哥哥{name}，电话{phone}。", ["紧急情况下联系谁？"]),
        ("seafood", "{S}对海鲜严重过敏，随身带肾上腺素笔。", ["用户有严重的过敏吗？"]),
        ("secrets", "线上环境的密钥绝对不能提交到代码仓库。", ["线上密钥有什么规定？"]),
        ("ibuprofen", "{S}怀孕期间不能服用布洛芬。", ["用户有什么止痛药不能吃？"]),
        ("weekend", "周末不要给{S}发工作消息。", ["周末可以给用户发工作消息吗？"]),
    ],
}

# critical facts that answer each other's questions are never put in one bank
CRITICAL_GROUPS = {"drug-allergy": "drugs", "ibuprofen": "drugs", "bee": "allergy", "seafood": "allergy",
                   "bp": "health", "diabetes": "health", "migration": "prod", "droptable": "prod", "secrets": "secrets"}

# (topics, first, second, question about first, question about second)
UNRELATED: dict[str, list[tuple[frozenset[str], str, str, str, str]]] = {
    "en": [
        (frozenset({"residence"}), "{S} lives in {a}.", "{P} sister lives in {b}.",
         "Which city does the user live in?", "Where does the user's sister live?"),
        (frozenset({"employer", "music"}), "{S} works at Spotify.", "{S} listens to Spotify while working.",
         "Which company employs the user?", "What music app does the user use?"),
        (frozenset({"coffee"}), "{S} drinks black coffee.", "{S} bought a new oak coffee table.",
         "How does the user take their coffee?", "What furniture did the user buy recently?"),
        (frozenset({"phone"}), "{P} phone is a Pixel 8.", "{P} phone number is {n}.",
         "What phone model does the user have?", "What is the user's number?"),
        (frozenset({"proglang"}), "{S} prefers Python for data scripts.", "{S} prefers Go for backend services.",
         "Which language does the user use for data scripts?", "What does the user write backend services in?"),
        (frozenset({"manager"}), "{P} manager is {name}.", "{S} manages a team of five engineers.",
         "Who is the user's boss?", "How big is the team the user leads?"),
        (frozenset({"schedule", "residence"}), "{S} moved the weekly sync to Thursdays.", "{S} moved to {b} in 2019.",
         "Which day is the weekly sync on?", "When did the user move to {b}?"),
        (frozenset({"travel", "proglang2"}), "{S} is planning a trip to Java, Indonesia.", "{S} writes Java at work.",
         "Where is the user planning to travel?", "Which programming language does the user use at work?"),
        (frozenset({"pet", "food"}), "{S} has a cat named Miso.", "{S} loves miso soup.",
         "What is the name of the user's cat?", "Which soup does the user love?"),
        (frozenset({"database"}), "{S} uses PostgreSQL at work.", "{S} uses SQLite for side projects.",
         "Which database does the user use at their job?", "What database does the user pick for hobby projects?"),
        (frozenset({"favorite"}), "{P} favorite band is Radiohead.", "{P} favorite food is ramen.",
         "Which band does the user like most?", "What is the user's favorite dish?"),
        (frozenset({"city2"}), "{P} daughter goes to school in {a}.", "{S} works in {a}.",
         "Where does the user's daughter go to school?", "Which city does the user work in?"),
        (frozenset({"car"}), "{P} car is a blue Honda Civic.", "{P} wife drives a Tesla.",
         "What car does the user drive?", "What does the user's wife drive?"),
        (frozenset({"numbers"}), "{S} runs 5 km every morning.", "{S} lives on the 5th floor.",
         "How far does the user run each morning?", "Which floor is the user's apartment on?"),
        (frozenset({"drink"}), "{S} drinks green tea in the afternoon.", "{S} has a latte in the morning.",
         "What does the user drink in the afternoon?", "What does the user have in the morning?"),
        (frozenset({"editor"}), "{S} uses VS Code for Python.", "{S} uses Xcode for iOS work.",
         "Which editor does the user use for Python?", "What does the user use for iOS development?"),
    ],
    "zh": [
        (frozenset({"residence"}), "{S}住在{a}。", "{P}姐姐住在{b}。", "用户住在哪个城市？", "用户的姐姐住在哪里？"),
        (frozenset({"employer"}), "{S}在腾讯工作。", "{S}常用腾讯会议开远程会。", "用户在哪家公司上班？", "用户开远程会用什么软件？"),
        (frozenset({"phone"}), "{P}手机是华为Mate 60。", "{P}手机号是{n}。", "用户用的什么手机？", "用户的号码是多少？"),
        (frozenset({"proglang"}), "{S}用Python做数据分析。", "{S}用Go写后端服务。", "用户做数据分析用什么语言？", "用户的后端服务是用什么写的？"),
        (frozenset({"favorite"}), "{S}最喜欢的水果是芒果。", "{S}最喜欢的运动是游泳。", "用户最爱吃什么水果？", "用户最喜欢什么运动？"),
        (frozenset({"pet"}), "{S}养了一只猫。", "{P}同事养了一只狗。", "用户养了什么宠物？", "用户的同事养了什么？"),
        (frozenset({"schedule"}), "{S}每周三去健身房。", "{S}每周三晚上上日语课。", "用户哪天去健身？", "用户什么时候上日语课？"),
        (frozenset({"car"}), "{P}车是白色的特斯拉。", "{P}老板开一辆宝马。", "用户开什么车？", "用户的老板开什么车？"),
        (frozenset({"city2"}), "{S}在{a}出生。", "{S}现在在{b}工作。", "用户是在哪里出生的？", "用户在哪个城市工作？"),
        (frozenset({"drink"}), "{S}下午喝绿茶。", "{S}早上喝一杯拿铁。", "用户下午喝什么？", "用户早上喝什么？"),
        (frozenset({"database"}), "{S}公司项目用MySQL。", "{S}业余项目用SQLite。", "用户工作中用什么数据库？", "用户的业余项目用什么数据库？"),
        (frozenset({"schedule", "residence"}), "{S}把周会改到了周四。", "{S}2019年搬到了{b}。", "用户的周会在星期几？", "用户哪年搬到了{b}？"),
        (frozenset({"coffee"}), "{S}喜欢喝咖啡。", "{S}买了一台新的咖啡机送给妈妈。", "用户喜欢喝什么？", "用户给妈妈买了什么礼物？"),
        (frozenset({"manager"}), "{P}领导是{name}。", "{S}带着一个五人小组。", "用户的领导是谁？", "用户带的团队有多少人？"),
    ],
}

BACKGROUND = {
    "en": ["{S} enjoys hiking in the mountains.", "{S} is reading a novel by Haruki Murakami.",
           "{S} plays chess online most evenings.", "{S} grew up near the sea.", "{S} is saving up for a road bike.",
           "{S} volunteers at an animal shelter once a month.", "{S} collects vinyl records.",
           "{S} keeps a small herb garden on the balcony.", "{S} is a big fan of science fiction films.",
           "{S} likes to bake sourdough bread on Sundays."],
    "zh": ["{S}喜欢爬山。", "{S}在读《三体》。", "{S}会弹钢琴。", "{S}每个月去一次动物收容所做志愿者。", "{S}在阳台上种了些香草。",
           "{S}小时候在海边长大。", "{S}在攒钱买公路自行车。", "{S}喜欢收集黑胶唱片。", "{S}爱看科幻电影。", "{S}周日喜欢自己做面包。"],
}

PER_BANK = {"temporal": 4, "duplicates": 4, "inference": 4, "tools": 4, "ttl": 3, "critical": 3, "unrelated": 4}


# ---------------------------------------------------------------------------------------------------
# generation


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    rng, lang = c.rng, c.lang
    tpl = TEMPORAL[slot][lang]
    variant = rng.choices(["cue", "plain", "chain", "correction"], weights=[35, 30, 20, 15])[0]
    n_vals = 3 if variant == "chain" else 2
    extra: dict[str, str] = {}
    if slot == "residence":
        vals = c.pick(CITIES[lang], n_vals)
    elif slot == "frontend":
        vals = c.pick(FRONTEND, n_vals)
    elif slot == "database":
        vals = c.pick(DATABASES[lang], n_vals)
    elif slot == "drink":
        vals = c.pick(DRINKS_EN if lang == "en" else DRINKS_ZH, n_vals)
    elif slot == "job":
        vals = c.pick(COMPANIES[lang], n_vals)
        r1, r2 = c.pick(ROLES[lang], 2)
        extra = {"r": r1, "r2": rng.choice([r1, r2])}
    elif slot == "phone":
        vals = [_phone(rng, lang) for _ in range(n_vals)]
    elif slot == "editor":
        vals = c.pick(EDITORS[lang], n_vals)
    else:  # manager
        vals = c.pick(PEOPLE_NAMES[lang], n_vals)

    def render(kind: str, old: Any, new: Any) -> str:
        o = old if isinstance(old, tuple) else (old, old)
        n = new if isinstance(new, tuple) else (new, new)
        return _fmt(rng.choice(tpl[kind]), a=o[0], A=o[1], b=n[0], B=n[1], **extra, **c.subject())

    d0 = c.day(2, 40)
    times = [d0]
    if variant == "chain":
        times += [times[-1] + rng.uniform(10, 60), 0.0]
        times[2] = times[1] + rng.uniform(10, 60)
    elif variant == "correction":
        times.append(d0 + rng.uniform(10, 180) / 1440)
    else:
        times.append(d0 + rng.uniform(7, 90))
    texts = [render("old", vals[0], vals[0])]
    for i in range(1, len(vals)):
        kind = {"cue": "cue", "plain": "plain", "correction": "fix"}.get(variant) or rng.choice(["cue", "plain"])
        texts.append(render(kind, vals[i - 1], vals[i]))
    return value_chain(c, sid, slot, variant, texts, times, tpl["q"])


def _birthday(rng: random.Random, lang: str) -> str:
    m, d = rng.randint(1, 12), rng.randint(1, 28)
    if lang == "zh":
        return f"{m}月{d}日"
    return rng.choice([f"{MONTHS[m - 1]} {d}", f"{d} {MONTHS[m - 1]}"])


def _duplicates(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str]]) -> Scenario:
    rng, lang = c.rng, c.lang
    topic, paras, qs = entry
    x = ""
    if topic == "pet":
        x = c.pick(PET_NAMES[lang])[0]
    elif topic == "birthday":
        x = _birthday(rng, lang)
    elif topic == "marathon":
        x = c.pick(CITIES[lang])[0]
    k = rng.choice([2, 2, 3])
    chosen = rng.sample(paras, k)
    repeat = rng.random() < 0.15  # the first sentence is written again verbatim after the paraphrases
    variant = f"{k} paraphrases" + (" + verbatim repeat" if repeat else "")
    d = c.day(2, 30)
    texts = [_fmt(p, x=x, **c.subject()) for p in chosen]
    if repeat:
        texts.append(texts[0])
    mems = []
    for text in texts:
        mems.append(Mem(ref=c.ref("m"), text=text, at=c.at(d), key=f"{sid}.fact", scenario=sid, role="para",
                        expect="any"))
        d += rng.uniform(1, 40)
    q = Query(f"{sid}.q", sid, rng.choice(qs), (f"{sid}.fact",), ())
    return Scenario(sid, "duplicates", lang, variant, topic, frozenset({topic}), mems, [q])


def _inference(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str], list[str], str]) -> Scenario:
    a = b = ""
    pool = entry[4]
    if pool == "city":
        a, b = c.pick(CITIES[c.lang], 2)
    elif pool == "company":
        a, b = c.pick(COMPANIES[c.lang], 2)
    elif pool == "lang2":
        a, b = c.rng.choice(LANG_PAIRS)
    elif pool == "age":
        b = str(c.rng.randint(36, 58))
    return guess_scenario(c, sid, entry, {"a": a, "b": b})


def _tool_fill(c: _Ctx) -> dict[str, str]:
    rng, lang = c.rng, c.lang
    return {
        "fl": rng.choice(["UA 837", "LH 455", "BA 286", "AF 83", "DL 1122"]) if lang == "en"
        else rng.choice(["CA1831", "MU5137", "CZ3102", "HU7605"]),
        "trk": f"1Z{rng.randint(10**7, 10**8 - 1)}" if lang == "en" else f"SF{rng.randint(10**9, 10**10 - 1)}",
        "city": c.pick(CITIES[lang])[0],
        "pkg": rng.choice(["httpx", "pydantic", "fastapi", "polars", "numpy"]),
        "name": c.pick(PEOPLE_NAMES[lang])[0],
        "day": rng.choice(["Tuesday", "Wednesday", "Thursday"]) if lang == "en" else rng.choice(["周二", "周三", "周四"]),
        "ticker": rng.choice(["AAPL", "NVDA", "MSFT", "SHOP"]) if lang == "en" else rng.choice(["贵州茅台", "宁德时代", "比亚迪"]),
    }


def _tools(c: _Ctx, sid: str, entry: tuple[str, str, tuple[str, str], str, list[str]]) -> Scenario:
    return tools_scenario(c, sid, entry, _tool_fill)


def _ttl(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str], float, str, list[str]]) -> Scenario:
    rng, lang = c.rng, c.lang
    topic, bases, temps, days, pool, qs = entry
    a = b = ""
    if pool == "city":
        a, b = c.pick(CITIES[lang], 2)
    elif pool == "phone":
        a, b = _phone(rng, lang), _phone(rng, "en" if lang == "zh" else lang)
    base = _fmt(rng.choice(bases), a=a, b=b, **c.subject())
    temp = _fmt(rng.choice(temps), a=a, b=b, **c.subject())
    d0 = c.day(2, 30)
    t1 = d0 + rng.uniform(5, 40)
    mb = Mem(ref=c.ref("m"), text=base, at=c.at(d0), key=f"{sid}.base", scenario=sid, role="base", expect="active")
    mt = Mem(ref=c.ref("m"), text=temp, at=c.at(t1), key=f"{sid}.temp", scenario=sid, role="temp", expect="retired",
             ttl_seconds=days * 86400)
    q = Query(f"{sid}.q", sid, rng.choice(qs), (mb.key,), (mt.key,))
    return Scenario(sid, "ttl", lang, f"ttl {days:g} d", topic, frozenset({topic}), [mb, mt], [q])


def _critical(c: _Ctx, sid: str, entry: tuple[str, str, list[str]]) -> Scenario:
    rng, lang = c.rng, c.lang
    topic, tpl, qs = entry
    text = _fmt(tpl, name=c.pick(PEOPLE_NAMES[lang])[0], phone=_phone(rng, lang), **c.subject())
    m = Mem(ref=c.ref("m"), text=text, at=c.at(c.day(1, 20)), key=f"{sid}.fact", scenario=sid, role="critical",
            expect="active", critical=True, source=rng.choice(["user", "user", "config"]))
    q = Query(f"{sid}.q", sid, rng.choice(qs), (m.key,), ())
    return Scenario(sid, "critical", lang, "critical", topic, frozenset({topic}), [m], [q])


def _unrelated_fill(c: _Ctx) -> dict[str, str]:
    a, b = c.pick(CITIES[c.lang], 2)
    return {"a": a, "b": b, "n": _phone(c.rng, c.lang), "name": c.pick(PEOPLE_NAMES[c.lang])[0]}


def _unrelated(c: _Ctx, sid: str, entry: tuple[frozenset[str], str, str, str, str]) -> Scenario:
    return unrelated_scenario(c, sid, entry, _unrelated_fill, "shared words", one_subject=False)


def _entries(category: str, lang: str) -> list[Entry]:
    """(topics, template entry) for every template of a category."""
    if category == "critical":  # facts of one group (two drug allergies) never share a bank
        return [(frozenset({CRITICAL_GROUPS.get(e[0], e[0])}), e) for e in CRITICAL[lang]]
    return entries(category, lang, TABLES, TEMPORAL)


TABLES: dict[str, Any] = {"duplicates": DUPLICATES, "inference": INFERENCE, "tools": TOOLS, "ttl": TTL,
                          "critical": CRITICAL, "unrelated": UNRELATED}
BUILDERS = {"temporal": _temporal, "duplicates": _duplicates, "inference": _inference, "tools": _tools, "ttl": _ttl,
            "critical": _critical, "unrelated": _unrelated}


def generate(seed: int = 11, *, per_category: int = 20, idle_weeks: int = 52, background: int = 3) -> Dataset:
    """``per_category`` scenarios per category and language (rounded up to whole banks)."""

    def after_expiry(bank: Bank, c: _Ctx) -> datetime:
        ends = [m.at + timedelta(seconds=m.ttl_seconds) for m in bank.memories() if m.ttl_seconds]
        return max([bank.last_write(), *ends]) + timedelta(days=c.rng.uniform(1, 3))

    def after_idle(bank: Bank, c: _Ctx) -> datetime:
        return bank.last_write() + timedelta(weeks=idle_weeks, days=1)

    corpus = Corpus(prefix="", categories=CATEGORIES, per_bank=PER_BANK, personas=PERSONAS,
                    name_statements=NAME_STATEMENTS, background=BACKGROUND, builders=BUILDERS, entries=_entries,
                    controls={"critical": 3}, loose=frozenset({"critical"}),
                    ask={"ttl": after_expiry, "critical": after_idle})
    return build(corpus, seed, per_category=per_category, background=background)


def main() -> None:
    samples_cli(generate, 11, "the hygiene scenarios")

if __name__ == "__main__":
    main()
