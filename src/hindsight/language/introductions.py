"""Self-introductions: the user says who they are in their own words ("Ifeoma here.", "Name's Bram.", "Friends know
me as Benji.", "本人陈德贵。", "我姓郑，单名一个磊字。", "朋友们管我叫小鱼。").

:func:`hindsight.language.names.names_in` reads the frames that name the user in the third person ("The user's name
is Daniel", 用户叫何淑芬) and record fields; this module reads the first-person ones and the notes that quote them.
A false name is worse than a missed one (facts about Caroline served as the user's), so every frame is read narrowly:

- frames that say outright that a name follows ("call me", "know me as", "put me down as", "my name is", 大名,
  英文名, 叫我, 管我叫) take a word shaped like a name that ends its phrase ("Call me on Monday", "Call Me Maybe",
  "我叫小王过来", "到时候叫我老公" name nobody);
- frames that also introduce other things ("I'm…", "This is…", "It's… typing", 我是…, 本人…) only open the text
  (after a greeting at most), and "This is…" / "It's…" only with a sign of writing ("by the way", "here", "typing";
  "This is Priya, my new manager" introduces someone else); a capitalised word of nationality, faith, mood or trade
  ("I'm British", "I'm Retired") is never a name, nor, in Chinese, a word jieba reads as anything but a name (a
  time, a verb, a place, a trade: 周一, 江苏人, 程序员) or a people word (老公);
- nothing is read inside quoted speech ("She said 'call me Ishmael'", 她说：“叫我艾米就好。”), from a sentence an
  assistant or a bot says of itself ("I'm Max, your AI coach", 助手：我叫小智), or from a sign-off (a forwarded
  message is signed by someone else).

A second name the user goes by is read beside a first one ("I'm Thandiwe — Thandi for short", "Olu is easier",
"叫我慧敏就行"). Only the first :data:`READ` characters are read. Pure functions, no I/O.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import lexicon, text
from hindsight.language.asked_person import SURNAME

#: how much of a text is read (a name is stated at its start; a long paste is no introduction)
READ = 2000

# --- English ---------------------------------------------------------------------------------------------------
#: a given name: one capital, then lower case; "O'Brien", "MacLeod" (no two ways to split a run: linear time)
_NAME = r"(?:[A-Z]['’])?[A-Z][a-z]+(?:[A-Z][a-z]+)?"
#: a given name, a surname after it optional ("Marguerite Hale", "Hamish MacLeod"), in quotes or not
_FULL = rf"['‘\"“]?(?P<n>{_NAME}(?:[ -]{_NAME}){{0,2}})['’\"”]?"
#: what may follow a name a strong frame gives: the end of its phrase
_PHRASE_END = (r"(?=\s*(?:$|[,.;:!?()—–]|\s-\s|\s+(?:by the way|btw|for short|please|instead|at work|online|now|"
               r"too|though|to my friends|and|on|at|when|in)\b))")
_GREET = (r"(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Hh]iya|[Yy]o|[Oo]k|[Oo]kay|[Ss]o|[Uu]h|[Uu]m|[Aa]nyway|[Oo]h(?: and)?|[Bb]tw|"
          r"[Gg]ood (?:morning|afternoon|evening))(?: there| again| all| everyone)?)")
_TITLE = r"(?:(?:[Aa]untie|[Aa]unty|[Uu]ncle|[Bb]ig|[Ll]ittle|[Oo]ld|Mr|Mrs|Ms|Miss|Dr)\.?\s+)?"
_EN_STRONG = [
    re.compile(rf"(?:^|(?<=[^A-Za-z’']))(?:[Cc]all me|[Aa]ddress me as|[Rr]efer to me as|know me as|[Pp]ut me down as|"
               rf"[Ss]ign me up as|[Ll]ist me as|I (?:usually |mostly |always )?go by|I['’]m known as|I am known as|"
               rf"I['’]m registered as|I am registered as|[Uu]se the name|"
               rf"(?:[Tt]he )?[Uu]ser (?:is )?(?:known|listed|addressed|referred to) as|"
               rf"(?:to be|being) (?:called|addressed as|referred to as|known as)|"
               rf"(?:[Ee]veryone|[Ee]verybody|[Pp]eople|[Ff]riends|[Ff]olks)(?: [a-z]+){{0,5}} "
               rf"(?:calls? me|knows? me as|says?))"
               rf"\s+{_TITLE}{_FULL}{_PHRASE_END}"),
    # "my name is", "the user's nickname is", "told me her name was", "Name's Bram", "The name's Priya", "My name?
    # It's Esperanza"; never someone else's ("My wife's name is Hana", "My dog's name is Pretzel")
    re.compile(rf"(?:^(?:[Tt]he )?|\b(?:[Mm]y|[Tt]he user['’]s|[Uu]ser['’]s)\s+|\b(?P<pron>her|his|their)\s+)"
               rf"(?i:(?:(?:first|full|real|given|preferred|legal|middle|display|proper|actual|chosen) |nick|user)?"
               rf"name|nickname|handle|alias)(?:['’]s|\s+(?:is|was)|\s*[:=]|\?\s*(?:[Ii]t['’]s|[Ii]t is))\s+{_FULL}"
               rf"{_PHRASE_END}"),
    re.compile(rf"\b(?:[Yy]ou['’]re|[Yy]ou are) (?:talking|speaking) (?:to|with)\s+{_FULL}{_PHRASE_END}"),
    re.compile(rf"(?:\bunder the name|\b[Aa]ccount holder is|\b[Aa]ccount holder:|"
               rf"^(?:[Mm]y )?(?:[Pp]assport|ID|[Ll]icen[cs]e|[Dd]riving licen[cs]e) says)\s+{_FULL}"
               rf"(?![ -]?[A-Za-z]*['’]s)(?!,?\s+(?:my|his|her|their|your)\b){_PHRASE_END}"),
    # signing as, said of the user or of no one: "Sign off my emails as Dev" (not "My wife signed the lease as
    # Karen", "Signed in as Guest")
    re.compile(rf"(?:^|\bI\s+|\b[Tt]he user\s+|\b[Uu]ser\s+)(?:[Ss]ign|[Ss]igns|[Ss]igned)(?: off)?"
               rf"(?: (?:my|all|every|her|his|their|the|emails?|letters?|messages?|cards?|texts?|notes?|off))* as\s+"
               rf"{_FULL}{_PHRASE_END}"),
    re.compile(rf"^[Ss]ign-off(?: [a-z]+){{0,5}}:\s*{_FULL}{_PHRASE_END}"),
    # the name first, opening the text (after a greeting or a transcript's label): "Ifeoma here", "Dev speaking",
    # "Saoirse is the name", "Bram's the name", "Aoife Brennan — that's the name I sign with", "Olu, that's me"
    re.compile(rf"^(?:[A-Za-z ]{{1,30}}:\s+)?(?:{_GREET}[,!]?\s+)*{_FULL}(?:\s*[,—–-]\s*|\s+)(?:here|speaking)"
               rf"(?=\s*(?:$|[^A-Za-z0-9\s]))"),
    re.compile(rf"^{_FULL}(?:['’]s| is) (?:the|my) name\b"),
    re.compile(rf"^{_FULL}\s*[,—–-]\s*(?:that['’]s (?:the|my) name|that['’]s me|it['’]s me)\b"),
    re.compile(rf"{_FULL}\s+\((?:that['’]s|that is|it['’]s) me\)"),
    re.compile(rf"^(?:[Jj]ust|[Pp]lain|[Oo]nly)\s+{_FULL}\s+(?:is fine|will do|is ok|is okay|is enough)\b"),
    # a record's field of the person it is about, the whole field ("Patient: Yusuf Demir", "Guest name on the
    # booking: Ingrid Solberg", "Form field 'Your name' was filled in as: Casimir Nowak"; not "User: Can you…")
    re.compile(rf"^(?:[Pp]atient|[Gg]uest|[Cc]ustomer|[Cc]lient|[Mm]ember|[Ss]tudent|[Aa]pplicant|[Pp]assenger|"
               rf"(?:(?:[Yy]our|[Ff]ull|[Ff]irst|[Gg]iven|[Ll]egal|[Pp]referred|[Dd]isplay|[Uu]ser|[Cc]ustomer|[Gg]uest|"
               rf"[Cc]lient|[Pp]atient|[Mm]ember|[Pp]assenger|[Ss]tudent|[Aa]pplicant) )?[Nn]ame"
               rf"(?: (?:on|for|in) (?:the|my|this|our) [a-z]+)?|"
               rf"[Ff]orm field ['‘\"“]?[Yy]our name['’\"”]?(?: [a-z]+){{0,4}})\s*[:=]\s*{_FULL}"
               rf"(?=\s*(?:$|\n|[,(<;|]|\s{{2,}}|\.\s))"),
]
#: frames that also introduce other things, opening the text: "I'm X" where X ends its clause; "This is X" and
#: "it's X" only with a word of writing, calling or a "by the way" ("Hey, it's Jules again", "This is Marek, by the
#: way"; "This is Priya, my new manager", "It's Shia Labeouf!" name someone else)
_EN_WEAK = re.compile(rf"^(?:{_GREET}[,!]?\s+)?(?:I['’]m|I am|[Ii]m)\s+{_FULL}"
                      rf"(?=\s*(?:$|[.;!?—–]|,(?!\s+(?:your|my|our|his|her|their|not)\b)"
                      rf"(?![^.!?]{{0,40}}\b(?:AI|assistant|bot|agent|model|virtual|coach)\b)|\s-\s|"
                      rf"\s+(?:here|by the way|btw|and I|speaking|writing|typing|again|from)\b))")
_EN_THIS = re.compile(rf"^(?:{_GREET}[,!]?\s+)?(?:[Tt]his is|[Ii]t['’]s|[Ii]t is)\s+{_FULL}"
                      rf"(?:\s*[—–-][^.!?]*?)?(?:,?\s+(?:by the way|btw)|\s+(?:here|speaking|typing|writing|again|"
                      rf"texting))\b(?!\s+for\b|,?\s+(?:your|the|a|an|from)\b)")
#: a greeting that makes a sentence of its own before the introduction ("Hi there! I'm Marisol…")
_GREETING_ONLY = re.compile(rf"^{_GREET}(?: [a-z]+)?[!.,]?$")
#: a second name beside a first ("Thandi for short", "Mari to my friends", "plain Priya is fine", "Olu is easier",
#: "Svetlana Petrova (goes by Lana)")
_EN_ALSO = [
    re.compile(rf"(?:\b(?:[Pp]lain|[Jj]ust|[Oo]nly)\s+)?\b(?P<n>{_NAME})\s+(?:for short|to (?:my )?friends|"
               rf"is (?:easier|fine|shorter|ok|okay))\b"),
    re.compile(rf"\((?:goes|go) by {_FULL}\)"),
]
#: goes by, said of the user or of no one ("User goes by 'Tex' online"; not "My daughter goes by Pip")
_EN_GOES_BY = re.compile(rf"(?:^|\b(?:[Uu]ser|[Tt]he user)\s+)(?:[Gg]oes|[Gg]o) by\s+{_FULL}{_PHRASE_END}")
#: an assistant or a bot speaking of itself ("I'm Claude, an AI assistant"): no introduction of the user's
_ASSISTANT_TURN = r"^(?:助手|客服|机器人|小助手|AI|Assistant|Bot|System)\s*[:：]"
_BOT = re.compile(_ASSISTANT_TURN + r"|\b(?:as an AI|I am an AI|I'm an AI|AI (?:language )?model|AI assistant|"
                  r"virtual assistant|chatbot)\b", re.I)
#: words a frame's capitalised slot holds without naming anyone (closed classes: nationality, faith, diet, mood,
#: trade, placeholder, weekday, month, function word; words of a mood or state are also read by their ending)
_NOT_GIVEN = frozenset((  # noqa: SIM905 (a closed class, easier to read as words)
    "american african asian european mexican canadian german italian indian korean russian brazilian australian "
    "nigerian kenyan egyptian iranian ukrainian belgian norwegian hungarian austrian colombian chilean peruvian "
    "argentinian cuban jamaican ghanaian ethiopian indonesian malaysian filipino persian syrian algerian moroccan "
    "serbian croatian romanian bulgarian latvian lithuanian estonian georgian armenian texan californian french "
    "dutch greek swiss thai czech welsh pakistani israeli iraqi saudi nepali bengali somali kuwaiti omani emirati "
    "yemeni afghan scots british english irish spanish polish danish turkish finnish swedish scottish kurdish "
    "flemish cornish chinese japanese portuguese vietnamese lebanese taiwanese burmese nepalese maltese sudanese "
    "congolese senegalese sinhalese cantonese bangladeshi icelandic catholic christian muslim jewish hindu sikh "
    "buddhist protestant anglican baptist methodist mormon orthodox atheist agnostic vegan vegetarian pescatarian "
    "gluten latino latina hispanic arabic arab celtic gay trans bi bisexual queer straight republican democrat "
    "conservative liberal labour tory green libra scorpio virgo aries taurus gemini cancer sagittarius capricorn "
    "aquarius pisces monday tuesday wednesday thursday friday saturday sunday january february march july september "
    "october november december ok okay not back home here sorry fine good done in on at off out the a an still also "
    "just really so very new now yeah yes yep no nope well oh wow sure right thanks great hello hi hey please your "
    "my our their his her same everyone nobody all me you we they it this that what who can sounds let lets unknown "
    "anonymous none null redacted guest admin test user customer client member patient student director manager "
    "doctor nurse teacher engineer developer designer retired deaf blind hungry tired ready busy free sick happy "
    "sad single married divorced pregnant late early new fine alive alright starving bored lead remote team "
    "millennial boomer hybrid freelance solo crazy lazy stupid silly weird paranoid sole head chief senior junior "
    "acting interim raining snowing midnight morning evening night noon cloudy bus train car tube metro bike taxi "
    "uber siri alexa cortana claude chatgpt copilot bard mud"
).split())
#: adjectives, participles and adverbs ("I'm Exhausted", "Generally speaking"): no given name ends so
_NOT_GIVEN_END = ("ted", "sed", "ied", "ded", "ked", "ved", "ged", "zed", "ped", "ful", "ous", "less", "able", "ible",
                  "ally", "tly", "dly", "hly", "kly", "sly", "nian", "tic", "ual", "nary")
#: the later words of an organisation's name ("Acme Corp", "Sole Trader")
_ORG_WORDS = frozenset((  # noqa: SIM905
    "corp ltd inc llc co plc gmbh group bank company team trader partners holdings"
).split())

# --- Chinese ---------------------------------------------------------------------------------------------------
_HAN = "\u4e00-\u9fff"
_COMPOUND = ("欧阳", "司马", "诸葛", "上官", "东方", "皇甫", "慕容", "令狐", "司徒", "夏侯", "公孙", "端木", "独孤",
             "南宫", "尉迟", "长孙", "宇文", "轩辕", "百里", "呼延")
#: common surnames beyond asked_person's (高, 萧, 唐…: the next hundred or so by frequency)
_MORE_SURNAMES = ("高田石钱廖方金范程白万江段康史常武乔赖毛文施洪严葛麦牛聂符章鲁俞詹申包齐左岳翟殷祝阎倪傅柳骆单"
                  "甘童褚纪游凌宁项温孔蒲辛萧谷凤卜伍苗景耿柯管卫车鲍兰阮栾庞桂季晏裴霍解房邢尚舒盛池蓝练简饶")
_LATIN = r"[A-Z][a-zA-Z]+"
_Q_OPEN, _Q_CLOSE = "[“\"「『‘']?", "[”\"」』’']?"
#: the value after a Chinese frame: Latin letters (阿May), or two to four Han characters, in quotes or not
_ZH_VALUE = rf"{_Q_OPEN}(?P<n>阿?{_LATIN}|[{_HAN}]{{2,4}}?){_Q_CLOSE}"
_PARTICLES = ("就行", "就好", "就可以", "就成", "好了", "也行", "本人", "吧", "啊", "呀", "哈", "哦", "呢", "嘛", "啦")
_ZH_STOP = rf"(?=$|[，。,.！!；;、\s（(～~）)]|这个|那个|{'|'.join(_PARTICLES)})"
_CLAUSE = r"(?:^|[，。,.；;！!\s])"
_GREET_ZH = r"(?:Hi|hi|Hello|hello|你好|您好|大家好|嗨|喂|哈喽|先自我介绍一?下)[呀啊哦]?"
#: frames that say outright that a name follows (``loose``: any word that reads as no time, verb or people word)
_ZH_STRONG = [
    re.compile(rf"(?:叫|喊|称呼|管)我(?:叫|为|作|做)?\s*{_ZH_VALUE}{_ZH_STOP}"),
    re.compile(rf"(?:{_CLAUSE}|{_GREET_ZH})我(?:叫|名叫|叫做)\s*{_ZH_VALUE}{_ZH_STOP}"),
    re.compile(rf"(?:{_CLAUSE}|我的?|微信|网上|群里|平时|用户的?)(?:(?:英文名|中文名|全名|大名|小名|本名|真名)(?:叫做?|是|为|：|:)?|"
               rf"(?:名字|姓名|微信名|网名|昵称|花名)(?:叫做?|是|为|：|:))\s*{_ZH_VALUE}{_ZH_STOP}"),
    re.compile(rf"(?:户口本|身份证|护照|驾照|证件|报名表|登记表)上?(?:我|用户)?(?:写|填|登记|印)?的?(?:名字|姓名)?"
               rf"(?:是|叫|：|:)\s*{_ZH_VALUE}{_ZH_STOP}"),
    # the user is called it ("用户希望被称为Kevin", "用户自我介绍说是刘芳芳", "用户提到自己叫宋雨桐"): said by the user
    # (:func:`_said_by_user`)
    re.compile(rf"(?:被称为|被叫做|被叫作|自我介绍(?:说|时说)?(?:是|叫|：|:)?|介绍自己(?:说)?(?:是|叫)|"
               rf"(?:说|提到|表示)(?:自己|她|他)?(?:的)?(?:英文名|中文名|名字|全名|昵称)?(?:叫做?|是))\s*{_ZH_VALUE}{_ZH_STOP}"),
    # a record's field, opening the text ("签名：陈思远", "患者：郑秀英", "预订人姓名：邓超群（本人）")
    re.compile(rf"^(?:签名|署名|落款|本人姓名|用户姓名|预订人(?:姓名)?|患者(?:姓名)?|学生(?:姓名)?|申请人(?:姓名)?|"
               rf"报名人(?:姓名)?)[：:]\s*{_ZH_VALUE}{_ZH_STOP}"),
    # 在下 / 鄙人 / 免贵姓 open a clause: forms only used of oneself (not 改在下周一)
    re.compile(rf"(?:^|[，。,.；;！!\s])(?:在下|鄙人|免贵姓[{_HAN}]{{1,2}}[，,])\s*{_ZH_VALUE}{_ZH_STOP}"),
    # "这条备注是我（邹明亮）自己记的"
    re.compile(rf"我[（(]{_ZH_VALUE}[）)]"),
]
_ZH_SAID = _ZH_STRONG[4]
#: a record's field and 我（…） take only a word shaped like a name (签名：财务部, 我（程序员）name nobody)
_ZH_STRICT = (_ZH_STRONG[5], _ZH_STRONG[7])
#: "我姓郑，单名一个磊字" / "我姓王，叫王芳" / "我姓罗，全名罗晓雯" / "我姓唐，叫唐一诺"
_ZH_SURNAME = re.compile(rf"我姓(?P<s>[{_HAN}]{{1,2}}?)[，,、\s]*(?:单名一个|全名|名字?(?:叫|是)?|叫)"
                         rf"(?P<g>[{_HAN}]{{1,3}}?)(?:字|{_ZH_STOP})")
#: frames that also introduce other things, opening the text (after a greeting at most): 我是林婉清, Hi，我是Kevin,
#: 喂，你好，我是曹永强啊, 我这边是赵磊, 我是来自台中的蔡依伶, 是我，谢婷婷, 我，段文博，保证…
_ZH_WEAK = re.compile(rf"^(?:[^：:，,。]{{1,8}}[：:])?(?:{_GREET_ZH}[，,！!\s～~]*){{0,2}}"
                      rf"(?:我是|我叫|本人|这里是|我这边是|我就是|是我[，,]|我[，,])\s*(?:来自[{_HAN}]{{1,6}}的|新来的)?"
                      rf"{_ZH_VALUE}(?=$|[，。,.！!；;、\s～~]|就|{'|'.join(_PARTICLES)})")
#: the name before "就是我" ("老赵，赵建国，就是我本人")
_ZH_IS_ME = re.compile(rf"(?P<n>[{_HAN}]{{2,4}})[，,]\s*就是我(?:本人)?")
#: jieba tags of a word that is no name (times, verbs, numerals, adverbs, function words, places for the strict
#: shape); a name's first piece, a surname, is often mis-tagged and is not asked
_NOT_NAME_TAGS = ("t", "v", "m", "d", "p", "c", "u", "r", "q", "f", "y", "e", "o", "l")
#: endings of a word for a kind of person, a place or an organisation, which jieba may still tag as a name
#: (江西人, 高新区, 白羊座, 程序员, 高中生, 财务部)
_NOT_NAME_END = (*"人区座员师者族党领工局部厂店司省市县镇村州城院校科系组室处行", "学生", "中生", "研究生", "毕业生",
                 "新生", "考生", "名称", "先生", "女士", "小姐", "太太")
_PEOPLE_ZH = frozenset(w for w in lexicon.PEOPLE if text.has_cjk(w)) | {"老公", "老婆", "媳妇", "宝宝", "孩子", "儿子",
                                                                       "女儿", "妈", "爸", "哥", "姐", "弟", "妹"}


def introduced(content: str) -> frozenset[str]:
    """The names a self-introduction in ``content`` gives the user (empty for most texts)."""
    return _introduced(content[:READ])


@lru_cache(maxsize=8192)
def _introduced(content: str) -> frozenset[str]:
    t = content.strip()
    if _BOT.search(t):
        return frozenset()
    found: set[str] = set()
    if text.has_cjk(t):
        found |= _zh(t)
    found |= _en(t)
    return frozenset(found)


def assistant_turn(content: str) -> bool:
    """Is ``content`` a turn the assistant or a bot speaks, by its label (助手：我叫小智 is the assistant's name)?"""
    return bool(re.match(_ASSISTANT_TURN, content.strip(), re.I))


PHRASE_END = re.compile(_PHRASE_END)


def _en(t: str) -> set[str]:
    found = {m.group("n") for rx in (*_EN_STRONG, _EN_GOES_BY) for m in rx.finditer(t) if given(m.group("n"))
             and not _quoted(t, m.start()) and _owner_is_user(t, m)}
    sentences = re.split(r"(?<=[.!?])\s+", t)
    opening = sentences[:2] if sentences and _GREETING_ONLY.match(sentences[0]) else sentences[:1]
    for clause in opening:  # the text's first sentence, or the one after a greeting
        for m in (_EN_WEAK.match(clause), _EN_THIS.match(clause)):
            if m and given(m.group("n")):
                found.add(m.group("n"))
    if found:
        found |= {n for rx in _EN_ALSO for m in rx.finditer(t) if (n := m.group("n")) and given(n)}
    return found


def _owner_is_user(t: str, m: re.Match[str]) -> bool:
    """"her / his / their name was X" names the user only in a note about the user ("The user told me her name
    was Leilani")."""
    pron = m.groupdict().get("pron")
    return not pron or bool(re.search(r"\b[Uu]ser\b", t[: m.start()]))


def quoted(t: str, start: int) -> bool:
    """Is ``start`` inside quoted or reported speech, or a title ("Call Me By Your Name")?"""
    return _quoted(t, start)


def _quoted(t: str, start: int) -> bool:
    """Is ``start`` inside quoted speech ("She said 'call me Ishmael'", 她说：“叫我艾米就好。”)?"""
    before = t[:start]
    if before.count("“") > before.count("”") or before.count('"') % 2 == 1 or before.count("「") > before.count("」"):
        return True
    clause = re.split(r"[.!?。！？\n]", before)[-1]
    return bool(re.search(r"\b(?:said|says|wrote|writes|asked|replied|quote[sd]?)\s*[:,]?\s*['‘\"“]?\s*$", clause)) \
        or bool(re.search(r"\b(?:said|says|wrote|writes|asked|replied|quote[sd]?)\s*[:,]?\s*['‘\"“]", clause)) \
        or bool(re.search(r"说[：:]|道[：:]", clause)) or bool(re.search(r"(?:^|\s)['‘]\s*$", before))


def given(name: str) -> bool:
    """Shaped like a person's given name: not a capitalised word of nationality, faith, mood, trade or time, a
    placeholder, a function word, nor one with an ending of an adjective or adverb ("Exhausted", "Generally")."""
    words = name.lower().split()
    first = words[0].split("-")[0]
    return first not in _NOT_GIVEN and len(first) >= 2 and not (len(first) >= 5 and first.endswith(_NOT_GIVEN_END)) \
        and not any(w in _ORG_WORDS for w in words[1:])


def _zh(t: str) -> set[str]:
    found: set[str] = set()
    for rx in _ZH_STRONG:
        for m in rx.finditer(t):
            n = trim(m.group("n"))
            if n and zh_name(n, loose=rx not in _ZH_STRICT) and not _quoted(t, m.start()) \
                    and (rx is not _ZH_SAID or _said_by_user(t, m.start())):
                found.add(n)
    for m in _ZH_SURNAME.finditer(t):
        s, g = m.group("s"), m.group("g")
        if not _quoted(t, m.start()):
            found.add(g if g.startswith(s) else s + g)
    weak = _ZH_WEAK.match(t)
    if weak and (n := trim(weak.group("n"))) and zh_name(n) and not t[weak.end():].startswith("的") \
            and not re.search(r"说|道", t[: weak.start("n")]):
        found.add(n)
    found |= {n for m in _ZH_IS_ME.finditer(t) if zh_name(n := m.group("n"))}
    return found


def _said_by_user(t: str, start: int) -> bool:
    """Is what comes before a "说自己叫…" frame, in its clause, the user (用户, 我) or nothing ("我妹妹说她叫王芳" is
    the sister's name)?"""
    clause = re.split(r"[，。,.！!；;]", t[:start])[-1].strip()
    return clause in {"", "用户", "我"} or clause.endswith("用户") or (clause.startswith("用户") and "的" not in clause)


def given_name(name: str) -> str | None:
    """The given name of a full name, by which a memory also calls its owner: "Marguerite Hale" → "Marguerite",
    周慧敏 → 慧敏 (a common surname and two characters), 欧阳子健 → 子健; None for a single name."""
    if " " in name and re.fullmatch(rf"{_NAME}(?: {_NAME})+", name):
        return name.split()[0]
    if len(name) == 3 and _surname(name[0]) and not name.startswith(_COMPOUND) and text.has_cjk(name):
        return name[1:]
    if len(name) == 4 and name.startswith(_COMPOUND):
        return name[2:]
    return None


def trim(n: str) -> str:
    """A name without the words that follow it in a request (叫我慧敏就行 → 慧敏, 我是李娜哈 → 李娜)."""
    for tail in _PARTICLES:
        if n.endswith(tail) and len(n) > len(tail) + 1:
            n = n[: -len(tail)]
    return n


def _surname(c: str) -> bool:
    return c in SURNAME or c in _MORE_SURNAMES


def zh_name(n: str, loose: bool = False) -> bool:
    """Shaped like a name: Latin letters (Kevin, 阿May); or two to four characters, no people word (老公), none of
    whose pieces after a surname jieba reads as a time, a verb, a numeral or a function word (周一来, 小王过来), and
    either jieba's person tag for the whole, or a common surname (or 小 / 老 / 阿) as its own first piece (郑 + 秀英,
    付 + 海洋; not 江苏 + 人, not 程序员 or 温州 whole); ``loose`` (a frame that names outright: 叫我…, 昵称是…): any
    such word (小鱼, 远哥, 琪琪)."""
    if re.fullmatch(rf"阿?{_LATIN}", n):
        return given(n.removeprefix("阿")) or n.startswith("阿")
    if not 2 <= len(n) <= 4 or not all("\u4e00" <= c <= "\u9fff" for c in n) or n in _PEOPLE_ZH \
            or n.endswith(_NOT_NAME_END) or "用户" in n:
        return False
    parts = text.tagged(n)
    if not parts or parts[0][0] in _PEOPLE_ZH:  # 老公, 妈妈…; a nickname may end in one (玲姐, 远哥)
        return False
    if len(n) == 2 and ((n[0] in "小老阿" and _surname(n[1])) or n[0] == n[1]) \
            and not parts[0][1].startswith(("e", "y", "o", "m", "q")):
        return True  # 老许, 小刘, and a doubled character: a pet name (糖糖, 琪琪)
    head = n[:2] if n.startswith(_COMPOUND) else n[0]
    first_is_surname = parts[0][0] == head and (_surname(head) or head in _COMPOUND or head in "小老阿")
    rest = parts[1:] if first_is_surname else parts
    # a one-character given name after a surname is tagged anyhow (司马 + 晴/v, 付 + 海洋 is two); so is a name
    # jieba keeps whole after a common surname (甘露/v), when the frame names outright
    whole_after_surname = loose and len(parts) == 1 and len(n) == 2 and _surname(n[0]) \
        and not parts[0][1].startswith(("t", "m", "q", "r", "p", "c", "u", "f", "l", "d"))
    if not (first_is_surname and len(n) - len(head) == 1) and not whole_after_surname \
            and any(tag.startswith(_NOT_NAME_TAGS) for _w, tag in rest):
        return False
    if len(parts) == 1:
        return parts[0][1].startswith("nr") or loose
    if first_is_surname or parts[0][1].startswith("nr"):
        return True
    # two common nouns (公司名称) are no nickname
    return loose and not all(tag in {"n", "vn", "nz"} and len(w) >= 2 for w, tag in parts)
