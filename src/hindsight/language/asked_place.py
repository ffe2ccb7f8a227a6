"""A question that asks *where*, and whether a statement states a place.

"Where is the user based?" is answered by "lives somewhere in London", not by "The user turned 67 in January";
"用户住在哪个城市？" by 用户今年搬家到了苏州, not by 用户家楼下就是公交车站 — whatever words the question shares with
the others. Read from closed classes only (interrogatives, prepositions and locatives, determiners, capitalisation,
jieba's place tags), never from the predicate: it holds for places nobody listed. Pure functions.

- the question: "where" opening a question or a clause of one ("Where does…", "Do you know where…"; not "the trip
  where…"), "which / what city, country, town, street…", "what is the user's address" (not an e-mail address); 哪里,
  哪儿, 在哪 / 去哪 / 到哪 / 从哪 / 放哪, 哪个城市 / 国家 / 省 / 地方, 什么地方. Not where it asks how far something
  has got ("Where is the user with the house sale?", "where does the user stand on…", 论文写到哪了, 卡在哪), what is
  wrong (用户哪里不舒服？), an origin of no place ("Where does the band's name come from?"), a year or an aspect
  (在哪年, 在哪方面).
- the statement: a preposition of place before a capitalised name ("in Leeds", "in east London", "at Canva", "from
  Waitrose", "on HBO Max", "works for Deloitte"; "to" only after a verb of going, "moved to Leeds", not "reports to
  Helen"; not a weekday, a month, a holiday, a language or a school subject), before a determiner and a noun that is
  no time or manner ("in the blue tin", "in the top drawer", "at the end of Mill Road"; not "in the morning", "at the
  end of the day", "in a hurry", "on her own"), a word of place ("at home", "abroad", "next door", "at number 14"),
  a named place ("Hillview School"), an address ("12 Larch Avenue"); in Chinese a place name where something is
  (jieba ``ns``: 苏州; not a modifier, 日本签证, nor a surname, 欧阳敏), a place word (``s``: 楼下, 家里), a locative
  after 在 or a verb of putting (抽屉里, 柴房里; not 账户上的名字), a noun after a preposition or a verb of going
  (在网易, 去了趟大理, 派到武汉, 改到了钉钉; not 在学日语, 在周末, 在疫情期间, 写到第三章), a place morpheme
  (超市, 幼儿园, 十八楼), someone's home (住在她姐姐家). A statement's first :data:`READ` characters are read.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import people, script, text, times

# --- the question -------------------------------------------------------------------------------------------------

#: (not "state", "area", "place": "Which state is the visa application in?", "which area of law", "which place did
#: the user finish in")
_PLACE_KINDS_EN = (r"city|town|country|village|county|province|island|neighbou?rhood|district|suburb|street|road|"
                   r"region|continent|location|part of (?:the )?(?:country|world|town|city)")
#: "where" / "who" that opens a question or a clause of one ("Where…", "Do you know where…", "…and where"), not one
#: after a noun ("the trip where the user broke his leg", "the cleaner who comes on Fridays")
CLAUSE_START = (r"(?:^|[.?!,;:(\"“]\s*|\b(?i:know|tell me|remember|recall|find out|wonder|ask|asked|check|see|say|said|"
                r"and|or|but|so|then|exactly|just|of|with|to|for|by|from|about)\s+)")
_ASK_EN = re.compile(rf"{CLAUSE_START}where(?:abouts)?\b|\b(?:what|which)\s+(?:{_PLACE_KINDS_EN})\b"
                     r"|\bwhat(?:'s| is| was| are)\b(?:(?!\b(?:e-?mail|ip|mac|wallet|web|bitcoin)\b)[^?])*"
                     r"\baddress\b", re.I)
#: a "where" that asks how far something has got, or a stance: "Where is the user with the house sale?", "Where
#: does the user stand on uniforms?", "where are we up to", "where did it go wrong", "where did the user leave off";
#: or an origin of no place ("Where does the band's name come from?")
_PROGRESS_EN = re.compile(
    r"\bstands?\b|\bstanding\b|\bup to\b|\bleave off\b|\bleft off\b|\b(?:go|went|gone|going) wrong\b"
    r"|\bwhere(?:'s| is| are| was| were| am)\b[^?]*\b(?:with|on) (?:the|his|her|their|my|your|our|this|that|its)\b"
    r"|\bwhere\b[^?]*\bat with\b"
    r"|\b(?:name|idea|word|term|phrase|inspiration|money|funding|tradition|custom|recipe|nickname)\b[^?]*"
    r"\bcomes? from\b",
    re.I)
_ASK_ZH = re.compile(r"哪里|哪儿|[在去到从住回来放]哪(?![个家所本位款件种门部辆条只张样年天一些方面次步种类])"
                     r"|哪个(?:城市|国家|省|地方|区|县|镇|村|街道?|小区)|哪座城市|哪一?国|什么地方|哪的|哪边|哪一带")
#: a "where" that asks how far something has got (论文写到哪了, 看到哪儿了) or what is wrong or stuck (哪里不舒服,
#: 哪儿疼, 卡在哪儿了)
_PROGRESS_ZH = re.compile(r"(?<![搬调派飞走跑开回转嫁迁送寄运])到哪(?:里|儿)?了?")
_WRONG_ZH = re.compile(r"哪(?:里|儿)(?:不|疼|痛|难受|有问题|出了?问题|错|受伤|过敏|痒|肿|有bug|做得|需要改进)|卡在哪"
                       r"|哪边(?:更|比较|好|赢|对)")


def asks(query: str) -> bool:
    """Does ``query`` ask where (a place, a location, an organisation where something happens)?"""
    q = script.to_simplified(query)
    if text.has_cjk(q):
        m = _ASK_ZH.search(q)
        if m is None or _WRONG_ZH.search(q):
            return False
        return not (_PROGRESS_ZH.search(q) and not re.search(r"[去在从住回]哪", q))
    return bool(_ASK_EN.search(q)) and not _PROGRESS_EN.search(q)


# --- the statement ------------------------------------------------------------------------------------------------

#: capitalised words that name no place and no one: days, holidays, languages (lowercased)
DAYS_AND_TONGUES = frozenset({
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "christmas", "easter",
    "english", "french", "spanish", "german", "chinese", "japanese", "mandarin", "cantonese", "italian", "portuguese",
    "russian", "arabic", "korean", "dutch", "polish", "greek", "hindi", "welsh", "irish", "swedish", "turkish",
    "hebrew", "latin", "urdu", "vietnamese", "thai", "ramadan", "diwali", "halloween", "thanksgiving", "lent",
})
#: capitalised words after a preposition that are no place: those, "I", quarters, school years and subjects
_NOT_PLACE_CAP = DAYS_AND_TONGUES | frozenset({
    "i", "q1", "q2", "q3", "q4", "year", "grade", "form", "economics", "maths", "math", "physics", "chemistry",
    "biology", "history", "geography", "law", "medicine", "music", "art", "science", "engineering", "business",
    "accounting", "psychology", "philosophy", "literature", "python", "excel", "word",
})
#: a month's name, whole or cut short (read by asked_person too)
MONTH = re.compile(rf"{times.MONTH_EN}\.?", re.I)
#: verbs of going before "to" and a place ("moved to Leeds", "flew to Porto"; read by asked_person too, where "to" and
#: a name after any other verb is a person: "reports to Helen")
GOING_TO_EN = (r"moved?|moves|moving|went|go|goes|going|flew|fl(?:y|ies)|drove|driving|travell?ed|relocated|back|way|"
               r"trip|commutes?")
#: prepositions of place before a name; "to" only after a verb of going ("moved to Leeds", not "reports to Helen",
#: "married to James"), and where the user works ("works for Deloitte", "employed by the NHS")
_PREP_EN = (r"in|at|from|near|outside|inside|into|on|off|opposite|behind|beside|above|below|under|around|"
            r"across|along|via|towards?|within|beneath|next to|across from|out of|"
            rf"(?:{GOING_TO_EN}|holiday|emigrated|walks?|cycles?|runs?|drives?|takes? (?:\w+ ){{0,2}}|migrated|"
            r"transferred|switched|posted|sent|shipped|delivered|deployed|uploaded|evacuated) to|"
            r"(?:works?|working|worked) for|employed (?:by|at)")
#: a direction or kind of area before the name ("in east London", "in central Paris", "in rural Wales")
_AREA_EN = r"(?:(?i:north|south|east|west|central|downtown|rural|inner|greater|northern|southern|eastern|western|" \
           r"upstate|suburban|coastal|outer|old|new)\s+)?"
_CAP_AFTER = re.compile(rf"\b(?i:{_PREP_EN})\s+(?:(?i:the)\s+)?{_AREA_EN}([A-Z][\w'’.&-]*)")
#: a noun after a determiner that is no place: times of day and year, manners, quantities ("in the morning", "at the
#: moment", "in a hurry", "on the whole", "at a time", "in a row", "on a diet")
_NOT_PLACE_NOUN = frozenset({
    "morning", "mornings", "evening", "evenings", "afternoon", "afternoons", "night", "nights", "week", "weeks",
    "weekend", "weekends", "day", "days", "month", "months", "year", "years", "time", "times", "moment", "end",
    "beginning", "start", "middle", "meantime", "past", "future", "long", "short", "same", "way", "mood", "hurry",
    "row", "whole", "least", "most", "first", "last", "latest", "earliest", "summer", "winter", "spring", "autumn",
    "fall", "holidays", "diet", "budget", "case", "event", "process", "habit", "form", "style", "name", "sense",
    "hope", "face", "run", "rest", "lead", "top", "dark", "mean", "world", "meanwhile", "favour", "favor",
    "team", "project", "phone", "call", "minute", "minutes", "hour", "hours", "second", "seconds", "age", "ages",
    "list", "rota", "schedule", "agenda", "subject", "topic", "line", "record", "loop", "charge", "behalf", "part",
    "couple", "few", "lot", "bit", "number", "total", "average", "daily", "weekly", "monthly", "regular", "own",
})
_DET = r"the|a|an|my|his|her|their|our|its|your|this|that|one|some"
#: ... after a preposition of where something is: "to the" and "from an" say where to or what from as often as
#: where ("moved on to the search rewrite", "buttons from an old coat")
_AT_EN = (r"in|at|near|outside|inside|into|on|opposite|behind|beside|above|below|under|beneath|next to|across from")
_DET_AFTER = re.compile(rf"\b(?:{_AT_EN})\s+(?:{_DET})\s+([a-z][a-z'-]*)(?:\s+([a-z][a-z'-]*))?", re.I)
#: a position in or on something ("in the top drawer", "on the first floor", "at the end of Mill Road")
_POSITION_EN = frozenset({"top", "bottom", "back", "front", "corner", "side", "edge", "ground", "left", "right",
                          "first", "second", "third", "fourth", "fifth", "sixth", "end", "middle", "far", "near"})
_PLACE_WORD_EN = re.compile(
    r"\b(?:at|from|back|leaves|left|stays?|stayed|works?|worked|working) home\b|\babroad\b|\boverseas\b"
    r"|\bdownstairs\b|\bupstairs\b|\bnext door\b|\bnearby\b|\blocally\b|\bin town\b|\bout of town\b"
    r"|\bsomewhere\b|\bhome is\b|\bhome ?town\b|\bat (?:number|no\.?) \d+"
    r"|\b(?:is|are|was|were|stays?|stayed|kept|left|lives?) with (?:the|a|an|my|his|her|their|our|your) [a-z]",
    re.I)
_STREET = (r"Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Way|Close|Drive|Dr|Court|Place|Square|Crescent|Terrace|Gardens|"
           r"Grove|Row|Hill|Park|Boulevard|Blvd")
#: a name with a head noun of place: "Hillview School", "St Mary's Primary", "Brockwell Park", "the Dublin office"
_NAMED_PLACE = re.compile(
    r"\b(?!(?:The|A|An|This|That|Our|My|His|Her|Their|Your)\b)[A-Z][\w'’.-]*\s+(?:School|Primary|Academy|College|University|Hospital|Clinic|Surgery|Centre|Center|Gym|"
    r"Park|Library|Station|Airport|Market|Hall|Church|Stadium|Club|Café|Cafe|Hotel|Museum|Theatre|Theater|Cinema|"
    r"Mall|Office|Campus|Estate|Village|Harbour|Harbor|Beach|Island|Lake|Valley|Bay)\b")
_ADDRESS = re.compile(rf"\b\d{{1,4}}[a-z]?,?\s+(?:[A-Z][a-z]+\s+){{1,3}}(?:{_STREET})\b")

#: Chinese: locatives after a noun (抽屉里, 鞋柜上面), prepositions and verbs of going before one (在网易, 去成都)
_LOCATIVE_ZH = frozenset({"里", "上", "下", "里面", "上面", "下面", "旁边", "边上", "附近", "对面", "后面", "前面",
                          "外面", "楼下", "楼上", "隔壁", "中间", "内", "底下", "里头", "上头", "一带", "周边", "门口"})
_TOWARD_ZH = frozenset({"在", "从", "于", "往", "去", "到", "来", "回", "住", "住在", "放在", "前往", "位于", "来自",
                        "去了", "到了", "落户", "定居", "记在", "停在", "挂在", "藏在", "锁在", "飞", "搬", "改到",
                        "换到", "挪到", "改在",
                        *(v + d for v in "搬派调转回飞开送寄走跑来赶嫁迁移" for d in "到去往")})
#: a place noun by its last morpheme (超市, 幼儿园, 图书馆, 体育中心, 健身房: jieba tags some as verbs or names)
_PLACE_END_ZH = re.compile(r"(?:[店馆院园站室厅厂库寺庙殿堂厦苑岛湖港湾村镇县省街巷弄]|中心|超市|商场|广场|机场|市场"
                           r"|公园|小区|社区|学校|大学|中学|小学|公司|银行|医院|诊所|健身房|药房|书房|厨房|卧室|车库|阳台|门口)$")
_HOME_ZH = re.compile(r"在家|回家|家里|老家|家附近|家门口|家楼下"
                      r"|[住在去回到][^，。,.！？]{0,4}(?:[她他我你]|[姐哥妹弟妈爸爷奶姥婆舅姨叔婶]|朋友|同学|同事|亲戚)家")
#: a floor or a number of a building: 十八楼, 3层, 5号楼
_FLOOR_ZH = re.compile(r"[\d一二三四五六七八九十两]+(?:号)?[楼层]")
#: what closes a time or a frame after 在, not a place: 在疫情期间, 在大学期间, 在项目中, 在同事面前
_FRAME_ZH = re.compile(r"^[^在]{0,8}?(?:期间|的时候|过程中|方面|面前|问题上|之前|之后|以后|以前|当中|中(?![心国学]))")
#: verbs of going: 到 after another verb is a result, not a destination (写到第三章, 想到): no place
_GOING_ZH = frozenset({"搬", "搬家", "调", "派", "飞", "走", "跑", "开", "回", "转", "嫁", "迁", "送", "寄", "运", "去",
                       "改", "换", "挪", "来", "出差", "旅游", "旅行", "移民", "搬回", "开车", "坐车"})


#: how much of a statement is read
READ = 2000


@lru_cache(maxsize=8192)
def states(content: str) -> bool:
    """Does ``content`` state a place (see the module doc)? Its first :data:`READ` characters are read (tagging a
    long text costs seconds; an answer is stated early)."""
    t = script.to_simplified(content[:READ])
    if text.has_cjk(t) and _states_zh(t):
        return True
    return _states_en(t)


def _states_en(t: str) -> bool:
    if _PLACE_WORD_EN.search(t) or _ADDRESS.search(t) or _NAMED_PLACE.search(t):
        return True
    for m in _CAP_AFTER.finditer(t):
        word = m.group(1).rstrip(".'’").lower()
        if word not in _NOT_PLACE_CAP and not MONTH.fullmatch(word):
            return True
    for m in _DET_AFTER.finditer(t):
        word, nxt = m.group(1).lower(), (m.group(2) or "").lower()
        if word in _POSITION_EN and nxt:  # "the top drawer", "the end of Mill Road"; not "at the end of the day"
            word = nxt if nxt != "of" else _after_of(t[m.end():])
        # a person is no place ("speaks to her mother", "next to his brother")
        if word and word not in _NOT_PLACE_NOUN and text.stem(word) not in people.PEOPLE:
            return True
    return False


def _after_of(rest: str) -> str:
    """The word after "of (the)" that a position word governs ("end of Mill Road" → "mill", "of the day" → "day")."""
    m = re.match(r"\s*(?:the\s+|a\s+|an\s+)?([A-Za-z][a-z'-]*)", rest)
    return m.group(1).lower() if m else ""


def _states_zh(t: str) -> bool:
    if _HOME_ZH.search(t):
        return True
    tagged = [(w, f) for w, f in text.tagged(t) if w.strip()]
    for i, (w, f) in enumerate(tagged):
        prev = tagged[i - 1] if i else ("", "")
        if f == "s" and len(w) > 1:  # 楼下, 家里, 桌上; not 窗 (开着窗)
            return True
        if f == "ns" and _names_place(tagged, i):
            return True
        if w in _LOCATIVE_ZH and f == "f" and prev[1].startswith("n") and prev[1] != "nr" \
                and (len(w) > 1 or _after_zai(tagged, i)):
            return True
        if w in _TOWARD_ZH and i + 1 < len(tagged):
            if w in ("到", "到了") and prev[0] not in _GOING_ZH and prev[1].startswith("v"):
                continue
            if _FLOOR_ZH.match("".join(x for x, _ in tagged[i + 1: i + 4])):
                return True  # 在十八楼, 住在3层
            if w in ("在", "于") and _FRAME_ZH.search("".join(x for x, _ in tagged[i + 1: i + 6]).split("，")[0]):
                continue  # 在疫情期间, 在项目中, 在同事面前, 在财务问题上: a time or a frame, no place
            j = i + 1  # past 了 and a measure word: 去了趟大理, 去了一趟大理
            while j + 1 < len(tagged) and (tagged[j][0] == "了" or tagged[j][1] in ("q", "m")):
                j += 1
            nxt, nf = tagged[j]
            if w not in ("在", "于") and _closing_name(tagged[j:]):
                return True  # 改到了钉钉。: a short name closes the clause after a verb of going
            two = nxt + tagged[j + 1][0] if j + 1 < len(tagged) else nxt  # 实验 + 小学
            if (nf.startswith(("n", "s")) and (len(nxt) >= 2 or nf in ("ns", "nt", "nz", "s"))) or nf in ("eng", "j") \
                    or (len(nxt) >= 2 and _PLACE_END_ZH.search(nxt)) or _PLACE_END_ZH.search(two):
                return True
    return False


#: jieba tags of no name: times, numbers, pronouns, adverbs, prepositions, particles, conjunctions, locatives
_NOT_NAME_TAGS = ("t", "m", "r", "d", "p", "u", "c", "y", "f", "q")


def _closing_name(rest: list[tuple[str, str]]) -> bool:
    """Is ``rest`` (up to the clause's end) a short name of two to four characters, no time, number or function
    word and no verb jieba knows whole (钉钉 after 改到了, cut as 钉 / 钉; not 明天, 下周, 一下, 看看, 睡觉)?"""
    words: list[tuple[str, str]] = []
    for w, f in rest:
        if f == "x":
            break
        words.append((w, f))
    chars = "".join(w for w, _ in words)
    return 2 <= len(chars) <= 4 and text.has_cjk(chars) \
        and not any(f.startswith(_NOT_NAME_TAGS) or (f.startswith("v") and len(w) > 1) for w, f in words)


#: verbs of putting something somewhere
_PUT_ZH = frozenset({"放", "堆", "搁", "存", "塞", "挂", "藏", "锁", "停", "装", "摆", "收", "扔", "留", "寄存", "囤"})


def _after_zai(tagged: list[tuple[str, str]], i: int) -> bool:
    """Is a one-character locative (里, 上, 下) part of a phrase of where something is, with 在 or a verb of putting a
    few words before it (护照在抽屉里, 贴在冰箱贴上, 化肥堆老屋柴房里了), not a noun's aspect (账户上的名字, 组里派活,
    工作上)?"""
    return any(w.endswith("在") or w in _PUT_ZH for w, _ in tagged[max(0, i - 4): i])


def _names_place(tagged: list[tuple[str, str]], i: int) -> bool:
    """Is the place name at ``i`` where something is, not a modifier of a noun (日本签证, 北京烤鸭)? After a
    preposition or a verb of going, before a place noun or a locative, or with no noun or verb right after it."""
    if i and tagged[i - 1][0] in _TOWARD_ZH:
        return True
    if i + 1 >= len(tagged):
        return True
    nxt, nf = tagged[i + 1]
    if len(nxt) == 1 and text.has_cjk(nxt) and nf.startswith(("a", "n", "g", "v")) and nxt not in _LOCATIVE_ZH:
        return False  # a surname jieba reads as a place, and its given name: 欧阳 / 敏
    return not nf.startswith(("n", "v")) or nf == "ns" or bool(_PLACE_END_ZH.search(nxt)) or nxt in _LOCATIVE_ZH
