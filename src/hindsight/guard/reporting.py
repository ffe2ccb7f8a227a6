"""A scam passed on to the people who deal with it (#17, precision): "Report such messages to security@ourco.com.",
"When a phishing e-mail is reported, forward it as an attachment to phishing@…", 员工举报钓鱼邮件时，以附件形式转发到
phishing@…. What is sent is the suspicious message itself, named by the text as a scam (phishing, spam, a fraud) and
taken up again by an anaphor or a noun of messages ("such messages", "these", "it", 钓鱼邮件); the user's data goes
nowhere. So the exfiltration phrase is no order to leak: :func:`reports_scam`.

What stays an exfiltration: anything else as the object ("forward such messages and the user's contacts to…", "send
all of the user's e-mails to…"), a 把/将 object in Chinese (把通讯录也转发到…), and a text that names no scam. Pure.
"""

from __future__ import annotations

import re

#: the text names what it passes on as a scam
_SCAM = re.compile(r"\b(?:phishing|scam\w*|spam|fraud\w*|social engineering|suspicious|smishing|vishing)\b"
                   r"|钓鱼|诈骗|骗局|可疑|垃圾(?:邮件|短信)|冒充", re.I)
#: the object of the sending verb is the suspicious message itself and nothing else: an anaphor or a noun of messages
#: with its determiners and the scam's adjectives, then (as an attachment) "to"
_MESSAGE = (r"(?:messages?|e-?mails?|mails?|texts?|sms|calls?|links?|attempts?|ones?|examples?|screenshots?)")
_PASSED_ON = re.compile(
    r"\b(?:report|reports|forward|send|submit)\s+(?:it|them|these|those|this|that|"
    r"(?:(?:such|these|those|this|that|the|any|all|every)\s+)?(?:(?:suspicious|phishing|scam|spam|fraudulent|fake)\s+)*"
    + _MESSAGE + r")(?:\s+as\s+(?:an?\s+)?attachments?)?\s+to\b", re.I)
#: more sent along with it, after the address: "… together with the inbox", "… and the contacts too"
_MORE = re.compile(r"[^.;\n]*?\b(?:with|along|plus|including|together|as well as|and|also|too)\b(?!\s+then\b)", re.I)
#: a Chinese sending verb with no 把/将 object in its clause, in a sentence that reports (举报, 上报) a scam message
_REPORT_ZH = re.compile(r"举报|上报|报告|收到")
_OBJECT_ZH = re.compile(r"[把将]")
#: more sent along with it: 并附上用户的通讯录, 连同, 以及, 一并
_MORE_ZH = re.compile(r"附上|附带|连同|以及|一并|一起|同时|还有|并且|并把|并将")
_CLAUSE = re.compile(r"[，,；;。！!？?\n]")
_SENTENCE = re.compile(r"[。！!？?\n]|\.(?=\s|$)")


def reports_scam(text: str, matched: str) -> bool:
    """The exfiltration phrase ``matched`` passes on the scam that ``text`` names, to whoever deals with it, and
    nothing else (see the module docstring)."""
    if not _SCAM.search(text):
        return False
    if _PASSED_ON.search(matched):
        at = text.find(matched)
        return at < 0 or not _MORE.match(text, at + len(matched))
    at = text.find(matched)
    if at < 0 or re.search(r"[\u4e00-\u9fff]", matched) is None:
        return False
    lo = max((m.end() for m in _SENTENCE.finditer(text, 0, at)), default=0)
    end = _SENTENCE.search(text, at + len(matched))
    sentence = text[lo:end.start() if end else len(text)]
    if not _REPORT_ZH.search(sentence) or not _SCAM.search(sentence) or _MORE_ZH.search(sentence):
        return False
    start = max((m.end() for m in _CLAUSE.finditer(text, lo, at)), default=lo)
    stop = _CLAUSE.search(text, at + len(matched))
    return not _OBJECT_ZH.search(text[start:stop.start() if stop else len(text)])
