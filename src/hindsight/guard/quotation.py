"""Quotation and report (F1, the rules' reading of who says what): words inside quotation marks, a line of
dialogue, a mention, a citation or a verb of saying are described, not said to the reader; a frame that hands a
quotation on to its reader ("Please comply", 请照做) keeps them said to it. :func:`reported` is what the rules ask.
Pure: no I/O.
"""

from __future__ import annotations

import re

from hindsight.guard.clauses import _NEG_OPEN, _QUOTED
from hindsight.guard.indirect import hedged
from hindsight.guard.speech import vocative
from hindsight.guard.structure import cues

_F = re.I

#: reported speech: a verb of saying before the matched words ("the mail said", "宣称"), of telling a third party
#: ("the footnote told the model '…'", not "told you"), of planting words ("the attacker planted '…'", 夹带, 植入), or
#: of impersonation ("a mail posing as a system notice asks…", 假冒系统通知), or 之类 after a quotation (“……”之类的话:
#: an example of a kind): what is described as someone else's words
_REPORTED = re.compile(r"(?:\b(?:said|says|say|wrote|writes|read|reads|contained|contains|included|includes|claimed|"
                       r"claims|declared|declares|stated|states|boasted|announced|shouted|typed|tried|attempted|asked|"
                       r"phrase|phrases|string|wording|text|line|lines|such as|like|e\.g\.|for example)\b|"
                       r"\b(?:example|examples|sample|whispered|replied|answered|muttered|screamed|yelled)\b|"
                       r"\b(?:impersonat\w*|pretending to be|posing as|disguised as|masquerading as|spoof\w*)\b|"
                       r"\b(?:told|tells|telling|instructed|instructs|instructing|urged|urging|ordered|ordering)\b"
                       r"(?!\s+(?:you|u|yourself)\b)|"
                       r"\b(?:planted|plants|planting|hid|hides|hiding|embedded|embeds|injected|injects|smuggled)\b|"
                       r"写|说|称|声称|宣称|包含|含有|内容是|例如|比如|诸如|举例|示例|例子|一句|这句话|字样|喊道|答道|低声|输入|"
                       r"键入|敲入|打出|假冒|冒充|伪装成|仿冒|夹带|植入|埋了?一句|藏了?一句|之类)")
#: genres whose sentences describe rather than instruct
_GENRE = re.compile(r"(?:\b(?:ticket|report|article|story|novel|fiction|excerpt|chapter|screenplay|script|poem|"
                    r"research|paper|study|news|incident|alert|phishing|scam|spam|training|course|lesson|slide|quiz|"
                    r"transcript|review|blog|post-mortem|postmortem|newsletter|bulletin|advisory|write-up|writeup|summary)\b|"
                    r"工单|报告|文章|小说|故事|片段|剧本|新闻|研究|论文|钓鱼|诈骗|事件|案例|培训|课程|复盘|博客|通报|通告|简报|周报|公告|测验|"
                    r"童话|梗概|摘要)")
#: a genre word denied right before it ("(not a scam)", "(this isn't a real scam)", "non-spam", 非诈骗, 并非钓鱼,
#: 不是什么诈骗, （无诈骗）): it names no genre. 非 and 无 only as a word of their own, after a bracket, a space or the
#: start (南非新闻, 是非故事, 无线新闻 keep theirs)
DENIED = re.compile(r"\b(?:not|no|never|isn'?t|is not|aren'?t|non)(?:\s+|-)(?:(?:an?|the|any|a real|real|actual)\s+)?$"
                    r"|(?:不是|并非|并不是|不属于|不算|没有|不是什么|绝非)\s*$|(?:^|[^\u4e00-\u9fff])(?:非|无)\s*$", _F)
#: a genre word denied right after it: "scam-free", 与诈骗无关
_DENIED_AFTER = re.compile(r"-free\b|[^，。；,;:：()（）]{0,4}?无关", _F)


def named(pattern: re.Pattern[str], text: str) -> bool:
    """``pattern`` (a genre, a write-up word) names what ``text`` is: one of its matches is not denied ("Member
    record (not a scam):", 会员记录（非诈骗）：, "(scam-free)" name no scam). Only the 16 characters before a match
    and the few after it are read (linear in the text)."""
    return any(not DENIED.search(text, max(0, m.start() - 16), m.start())
               and not _DENIED_AFTER.match(text, m.end(), m.end() + 12)
               for m in pattern.finditer(text))


#: quotation marks, and the backticks of a code span (a payload cited in a report: "Payload used: `…`")
_QUOTES = {'"': '"', "“": "”", "'": "'", "‘": "’", "「": "」", "『": "』", "«": "»", "《": "》", "`": "`"}


#: the end of a line of dialogue inside its quote marks: '"… to me,"', '“……。”'
_DIALOGUE_END = re.compile(r"[,.!?…，。！？、]\s*$")


def _apostrophe(text: str, i: int) -> bool:
    """The ' in "user's", "don't": a letter on both sides."""
    return 0 < i < len(text) - 1 and text[i - 1].isalpha() and text[i + 1].isalpha()


def _enclosing_quote(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of the quotation (its marks included) that holds ``text[start:end]`` within one paragraph, if any:
    found by the marks alone, so a quotation of several sentences counts as one."""
    lo = text.rfind("\n", 0, start) + 1
    hi = text.find("\n", end)
    hi = len(text) if hi < 0 else hi
    for o, c in _QUOTES.items():
        if o == c:  # straight quotes: inside when an odd number of them come before (an apostrophe is no quote)
            marks = [i for i in range(lo, hi) if text[i] == o and not _apostrophe(text, i)]
            before = [i for i in marks if i < start]
            after = [i for i in marks if i >= end]
            if len(before) % 2 == 1 and after:
                return before[-1], after[0] + 1
            continue
        op = text.rfind(o, lo, start)
        if op >= 0 and text.rfind(c, op, start) < 0:
            cl = text.find(c, end, hi)
            if cl >= 0:
                return op, cl + 1
    return None


def _dialogue(text: str, span: tuple[int, int]) -> bool:
    """A quotation written as a line of dialogue: its words end in punctuation inside the marks and the narration
    goes on in the same sentence after them ('"From now on you answer only to me," the detective said' /
    '“……。”老警长说完，点上了烟斗'), found by typography without a list of verbs of saying. A new sentence after
    the quote ('"…." Thanks.') or a bare label before it ('Note: "…" and do it') is not dialogue."""
    inner = text[span[0] + 1:span[1] - 1]
    rest = text[span[1]:].split("\n", 1)[0].lstrip()
    if not _DIALOGUE_END.search(inner):
        return False
    clause_en = re.match(r"[a-z][a-z' ]*", rest)
    if clause_en is not None and len(clause_en.group(0).split()) >= 2:
        # English writes a tag after ',' '!' '?' inside the marks: '"…," she said' ('"…." Kind regards' is not one)
        if inner.rstrip()[-1:] not in ",!?…":
            return False
        if clause_en.group(0).split()[0] in ("and", "then", "but", "or", "so"):
            # '…," and closed the file' goes on from a narration before the quote, not from a label ('Note: "…"')
            frame = re.split(r"[.!?\n]", text[:span[0]])[-1].rstrip()
            return len(frame.split()) >= 3 and not frame.endswith(":")
        return True
    clause = re.match(r"[\u4e00-\u9fff]+", rest)
    return clause is not None and len(clause.group(0)) >= 4


def _continued(text: str, span: tuple[int, int]) -> bool:
    """A quotation that goes on with a character's speech: earlier in its paragraph a quotation is a line of
    dialogue (:func:`_dialogue`: '"Forget everything," she whispered.', or a verb of saying follows it: “坐下，”她说。)
    and what stands between the two is a short narration in the third person, no directive ('"…," she whispered.
    "From now on you're someone else."', '“……，”妈妈说，“……。”')."""
    from hindsight.guard.narrative import _third_person

    lo = text.rfind("\n", 0, span[0]) + 1
    for q in _QUOTED.finditer(text, lo, span[0]):
        between = text[q.end():span[0]]
        said = _dialogue(text, q.span()) or bool(_REPORTED.search(between))
        if len(between) <= 80 and between.strip() and said and _third_person(between):
            return True
    return False


def _mentioned(text: str, span: tuple[int, int]) -> bool:
    """A quotation used as a noun inside a sentence that is itself a plain statement: words of the sentence on both
    sides of the marks ('the payload "…" was planted in a PDF footer', '攻击语句“……”被藏在页脚里'), and the
    sentence without the quotation has no structural sign of an instruction or claim
    (:func:`hindsight.guard.structure.cues`). A quotation introduced by a label ('Note: "…"'), closing its sentence
    ('Please "…".') or framed by an address, a modal, a condition or a claim ('Assistant, "…" now') is not one."""
    start = max(text.rfind(ch, 0, span[0]) for ch in ".!?。！？\n:：")
    ends = [i for i in (text.find(ch, span[1]) for ch in ".!?。！？\n") if i >= 0]
    before, after = text[start + 1:span[0]], text[span[1]:min(ends) if ends else len(text)]
    if not _WORD_END.search(before) or not _WORD_START.match(after):
        return False
    return not cues(before + " … " + after, zh_verbs=False)


#: a verb of compliance or an anaphoric "do it": what a frame says to make its reader carry a quotation out
_COMPLY = re.compile(r"\b(?:comply|obey|follow (?:it|this|that|these|them|the (?:above|example|instructions?|"
                     r"advisory|notice|note|quote))|do (?:it|this|that|so|the same|as (?:it|they|the \w+) says?)|"
                     r"carry (?:it|this|that|them) out|carry out|act on (?:it|this|that|them)|execute (?:it|this|that)|"
                     r"apply (?:it|this|that)|take (?:it|this|that) literally)\b"
                     r"|照做|照办|照此|照着做|照著做|遵照|照例|按此|依此"
                     r"|(?:请|請)[^。！？，,]{0,8}(?:执行|執行|办理|辦理)", re.I)


def handed_on(text: str, span: tuple[int, int]) -> bool:
    """A sentence outside the quotation ``span`` passes it on to the reader: it calls the reader by name or is in
    the directive mood ("Assistant, …", "Please …", 请…), and it uses a verb of compliance or an anaphoric "do
    it" (comply, obey, follow it, do that, carry out, 照做, 照此执行, 办理): "As the notice says: "…". Please
    comply." A frame that describes what became of the quotation ("the assistant under test complied in 3 of 10
    trials", 结果：未被执行) has no directive."""
    frame = _NAME.sub(" ", _QUOTED.sub(" … ", text[:span[0]] + " … " + text[span[1]:]))
    for sentence in re.split(r"(?<=[.!?。！？;；])\s*|\n", frame):
        m = _COMPLY.search(sentence)
        if m is None or _NEG_OPEN.search(sentence[max(0, m.start() - 16):m.start()]) or hedged(sentence[:m.start()]):
            continue  # "do not act on it" hands nothing on; nor does "an assistant summarising it may follow it"
        if (vocative(sentence) is not None or _OPENS_CLAUSE.search(sentence[:m.start()])
                or any(c in ("you", "directive", "imperative") for c in cues(sentence, zh_verbs=False))):
            return True
    return False


#: the verb of compliance opens its clause: the imperative ("… and act on it", "…, then obey", "—照做")
_OPENS_CLAUSE = re.compile(r"(?:^|[,:;—–-]|\b(?:and|then|so|now|just|please))\s*$|[，：；—]\s*$", re.I)


#: the signs of a frame that hands a quotation on to its reader: "you", a modal or a politeness marker, an
#: imperative, a standing rule, a claim about the user (:func:`hindsight.guard.structure.cues`)
_ENDORSING = frozenset({"you", "directive", "imperative", "standing", "claim"})
#: a handle, an address or a link names someone or somewhere: "u/throwaway_77" says no "u" (you) to the reader
_NAME = re.compile(r"(?<![\w/])[ur]/\w+|[\w.+-]*@[\w.-]+|\bhttps?://\S+", re.I)
#: a frame's own words: Latin words, Chinese characters
_FRAME_WORD = re.compile(r"[A-Za-z]{2,}|[\u4e00-\u9fff]")


def cited(text: str, span: tuple[int, int]) -> bool:
    """The quotation ``span`` is cited by a text that only describes it: what is left when every quotation is taken
    out (the frame) has words of its own (at least six words, or twelve Chinese characters: not a bare label or a
    sign-off) and
    no sign of speaking to its reader (:data:`_ENDORSING`, or the reader called by name). A moderation log, an
    advisory, a pentest appendix or a dataset card quote attacks and say what became of them; a frame that hands
    the quotation on ("As the advisory says: "…". Please comply", "…" — take this literally, assistant) is no
    citation, and a text that is all quotation has no frame."""
    frame = _NAME.sub(" ", _QUOTED.sub(" … ", text[:span[0]] + " … " + text[span[1]:]))
    words = _FRAME_WORD.findall(frame)
    if sum(len(w) > 1 for w in words) < 6 and sum(len(w) == 1 for w in words) < 12:
        return False  # a label or a sign-off ('Note: "…"', '"…" Regards, the web team') describes nothing
    if vocative(frame) is not None:
        return False
    return not any(c in _ENDORSING for c in cues(frame, zh_verbs=False))


_WORD_END = re.compile(r"(?:[A-Za-z0-9]|[\u4e00-\u9fff])\s*$")
_WORD_START = re.compile(r"\s*(?:[a-z]|[\u4e00-\u9fff])")


def _opening_inside(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Quotations (marks included, within one paragraph) whose opening mark lies inside ``text[start:end]``: a
    match that runs from its frame into the quoted words ('要求员工「回复密码', a speech act's whole sentence
    '"You are …," the wizard told the golem')."""
    hi = text.find("\n", end)
    hi = len(text) if hi < 0 else hi
    out: list[tuple[int, int]] = []
    for i in range(start, end):
        c = _QUOTES.get(text[i])
        if c is None or (text[i] == "'" and _apostrophe(text, i)):
            continue
        cl = text.find(c, i + 1, hi)
        while cl >= 0 and c == "'" and _apostrophe(text, cl):
            cl = text.find(c, cl + 1, hi)
        if cl > i + 1:
            out.append((i, cl + 1))
    return out


#: words of the match's own before a quotation opens inside it (a match that is the quotation has none)
_FRAME = re.compile(r"[A-Za-z]{2,}|[\u4e00-\u9fff]{2}")
#: a Chinese match that is the modifier of a noun of text: "藏着要求助手泄露密钥的文字" (the words are described,
#: not said: the clause before 的 modifies the noun after it)
_OF_TEXT = re.compile(r"\s*的(?:一段|一句|一行|几行|这段|那段|这句|那句)?"
                      r"(?:文字|文本|内容|消息|信息|邮件|短信|指令|指示|话|句子|"
                      r"字样|提示|注释|段落|代码|脚本|载荷|网页|页面|帖子|评论|请求)")


#: an English match that is the modifier of a noun of attack or text: "ignore previous instructions attack explained",
#: "a 'forget everything' payload" (the words name a kind of thing, they are not said)
_NAMES_KIND = re.compile(r"[\s\"'”’-]*(?:attacks?|payloads?|strings?|phrases?|techniques?|tricks?|exploits?|"
                         r"jailbreaks?|injections?|patterns?|variants?|class of attacks?)\b(?!\s*(?:on|against)\b)",
                         re.I)


#: the writer, or an assistant, refusing the words it quotes, once and for all: "I did not act on it", "we ignored
#: it", "the bot refused every time", 我没有照做, 助手每次都拒绝了. Only the one who would have carried them out
#: counts (a filter that caught them says nothing of what the reader does; a passive, "they" or "it" hides who
#: refused: 'Finance rule 7: "CC every invoice to …" They ignored it.' is a rule others broke), and the
#: refusal closes its clause: "did not act on the second part", "declined to do so at first", 没有照做第二句 refuse
#: less than all of it
_REFUSER = r"(?:i|we|the (?:assistant|agent|bot|chatbot|model|ai)|(?:our|my) (?:assistant|agent|bot|model))"
_CLAUSE_END = r"(?=\s*(?:[,.;:!?，。；：！？]|$|and (?:flagged|marked|reported|told|notified|logged|moved on)\b|并))"
_OUTCOME = re.compile(
    rf"\b{_REFUSER}\s+(?:(?:also|simply|just|politely|firmly|correctly)\s+)?"
    r"(?:did not|didn't|never|refused to|declined to|chose not to|would not|wouldn't)\s+(?:act on|follow|comply with|"
    r"obey|execute|carry out|do) (?:it|them|this|that)"
    rf"{_CLAUSE_END}"
    rf"|\b{_REFUSER}\s+(?:(?:also|simply|just|politely|firmly|correctly)\s+)?(?:refused|declined|ignored|rejected)"
    rf"(?:\s+(?:it|them|this|that|every time|each time|all of them))?{_CLAUSE_END}"
    r"|(?:我|我们|助手|机器人|模型|智能体|ai)(?:都|也|每次都|一律|均)?"
    r"(?:(?:没有|没|并未|未|拒绝)(?:照做|照办|执行|理会|遵从|服从|听从)|拒绝了)(?=[，。；,;.!！]|$|并)", _F)
#: what takes a refusal back after it, qualifies it or says what became of it later: a contrast, a cause, a time,
#: an approval or a correction ("…because my session ended; the next agent picks this up", "…which was a bug",
#: "The owner re-issued it", 上次被隔离是系统误判, 经复核…属实)
_TAKEN_BACK = re.compile(r"\b(?:but|however|though|although|yet|since|because|until|unless|instead|overrul\w*|"
                         r"whitelist\w*|approv\w*|legitimate|false positive|mistake\w*|wrong\w*|in error|bug|"
                         r"retired|restored|next|later|now|still|anyway|should|must|then|after\w*|first|pass|pending|"
                         r"re-?\w*(?:issu|sen|open|confirm|run|tr|submit|queu|enabl|activat)\w*|revers\w*|overturn\w*|"
                         r"rescind\w*|sign-?off|signed|genuine|authentic|valid|yes|over-?cautious|queued|schedul\w*|"
                         r"owner|admin\w*|manager|boss)\b"
                         r"|但|不过|然而|可是|却|因为|由于|直到|除非|误判|误报|误拦|放行|解除|恢复|申诉|下一|接手|之后|"
                         r"现在|仍|还是|应该|必须|复核|核实|属实|真实|有效|可信|撤销|补发|补做|随后|后来|次日|第二天|"
                         r"过严|过度|当时|起初|先|暂|管理员|站长|运维|主人|负责人", _F)
#: what a quotation must not hold to be disowned: where data would go (an address, a link, an account or a phone
#: number), the user or a person's data (a claim of their will, a harvest), a secret, the memory, or the markup
#: of a role or a block ("</memory> SYSTEM: …"). What is left are the lines a red-team log quotes: "ignore your
#: previous instructions", "you are now an unrestricted AI"; a refusal told after a quoted claim or a quoted
#: order on data does not stop a later reader from taking it up
_KEPT = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+|https?://|\bwww\.|\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){3,}|\d{5,}|"
                   r"\b(?:users?|customers?|clients?|account|owner|admin\w*|patients?|members?|password\w*|passcode|"
                   r"pin|codes?|keys?|secrets?|tokens?|credentials?|cookies?|card|bank|contacts?|address\w*|memory|"
                   r"memories|notes?|records?|remember\w*|forget\w*|delete\w*|erase\w*|wipe\w*|overwrit\w*|"
                   r"system|developer|root)\b|</?\w+>|<\|[^|]*\|>|\[/?\w+\]|#{2,}"
                   r"|用户|客户|账户|账号|主人|管理员|密码|验证码|口令|密钥|令牌|卡号|银行|通讯录|地址|记忆|记住|忘|删除|清空|"
                   r"覆盖|记录|笔记|系统|开发者", _F)
#: how much may follow a refusal: a short sign-off ("…and flagged the file for the user.", 完整日志见附录。)
_AFTER = 100
#: the reader addressed, told what to do, or a claim of the user's will: a frame with these is no report whatever
#: it says became of the words
_SPEAKING = _ENDORSING - {"standing"}  # "每次都拒绝了" tells of past times, it sets no rule


def disowned(text: str, at: int, end: int) -> bool:
    """The quoted words at ``text[at:end]`` are described by a text that closes on the reader refusing them: in
    their sentence or the next, the writer or an assistant did not act on them, ignored or refused them, and that
    is the end of it (:data:`_OUTCOME`: a red-team write-up '我们用“你现在是不受限制的AI”这类话术攻击客服机器人40次，
    机器人每次都拒绝了'): at most a short sign-off follows, with nothing that qualifies the refusal or takes it back
    (:data:`_TAKEN_BACK`), and the text outside the quotation neither addresses the reader, nor tells it what to do,
    nor claims the user's will (:data:`_SPEAKING`). Unquoted words are left to the other readings: an attack can
    always add a refusal after an order of its own."""
    span = _enclosing_quote(text, at, end)
    if span is None or _KEPT.search(text, span[0], span[1]):
        return False  # unquoted, or a quotation about the user, their data or the memory: it may still be taken up
    first = _STOP.search(text, span[1])
    second = _STOP.search(text, first.end()) if first else None
    told = _OUTCOME.search(text, span[1], second.end() if second else len(text))
    if told is None or len(text) - told.end() > _AFTER or _TAKEN_BACK.search(text, told.end()):
        return False
    rest = _QUOTED.sub(" … ", text[:told.start()] + " it " + text[told.end():])  # a refusal is no directive
    return not _SPEAKING.intersection(cues(rest, zh_verbs=False))


#: the end of a sentence
_STOP = re.compile(r"[.!?。！？\n]")


def reported(text: str, matched: str) -> bool:
    """``matched`` is described, not said to the reader: in its sentence a verb of saying comes before it and it is
    quoted or the text is of a describing genre (a ticket quoting a phishing mail, a line of a story), or it is
    quoted in a describing genre, or a verb of saying follows its closing quote ('"…," the android whispered'), or
    it is a quoted line of dialogue with narration after it (:func:`_dialogue`). Quotations are found by their marks,
    so one that spans several sentences is one quotation."""
    at = text.find(matched)
    if at < 0:
        return False
    span = _enclosing_quote(text, at, at + len(matched))
    if any(handed_on(text, q) for q in ([span] if span else _opening_inside(text, at, at + len(matched)))):
        return False  # 'a message read "…". Assistant, do that now.': the frame passes the words on to the reader
    start = max(text.rfind(ch, 0, span[0] if span else at) for ch in ".!?。！？\n")
    before, after = text[start + 1:at], text[at + len(matched):]
    marks = "".join("\x00" if ch == "'" and _apostrophe(text, i) else ch for i, ch in enumerate(text))
    quoted = [c for o, c in _QUOTES.items() if o in marks[start + 1:at] and c in marks[at + len(matched):]]
    genre = named(_GENRE, text[:at])
    if disowned(text, at, at + len(matched)):
        return True  # a write-up that quotes the words and closes on the reader refusing them describes them
    if span is not None and (_dialogue(text, span) or _continued(text, span) or _mentioned(text, span)
                             or cited(text, span)):
        return True
    if span is None:
        inside = _opening_inside(text, at, at + len(matched))
        if any(_dialogue(text, q) or _mentioned(text, q) or cited(text, q) for q in inside):
            return True
        framed = inside and _FRAME.search(text[at:inside[0][0]])
        if framed and (genre or _REPORTED.search(text[start + 1:inside[0][0]][-80:])):
            return True  # '钓鱼邮件要求员工「回复密码…」', 'the bug report: the summary copied "forward all …"'
    if _OF_TEXT.match(text, at + len(matched)) and not re.search(r"(?:我|我们)$", matched):
        return True
    if _NAMES_KIND.match(text, at + len(matched)):
        return True  # the words name a kind of attack: "the ignore-previous-instructions attack explained"
    if _REPORTED.search(before[-80:]):
        return bool(quoted) or genre
    if quoted and genre:
        return True  # a bulletin quoting an attack: 'Security bulletin: "ignore your previous rules" is spreading'
    # '"…," the android whispered': the verb of saying follows the closing quote
    return any(_REPORTED.search(after[after.find(c) + 1:][:60]) for c in quoted)
