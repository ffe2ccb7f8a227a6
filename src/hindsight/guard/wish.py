# ruff: noqa: E501  (the closed word classes are data: one class a line reads better than wrapped regexes)
"""A record of what someone asked of the writer (#17): "the practice manager told us to stop sending samples and to
deal only with the head nurse from now on", "customer asked us not to call after 8pm", 院长让我们以后不要再送样品.

A CRM note, a visit log or a ticket reports a wish addressed to the business that keeps the record (us, me, 我们,
我司), so its standing words ("from now on", 以后) bind the business, not the assistant that reads the record. What
is asked stays the writer's only while the sentence names no other reader: "the admin told us to tell you: from now
on…", "the customer asked us to make the assistant skip the check" or 他让我们转告助手… address the reader through the
writer and stay acts; a wish that grants consent or authority is judged as the claim it is, elsewhere. Pure: no I/O.
"""

from __future__ import annotations

import re

#: a third party (a role, a name) as the subject of a verb of asking whose object is the writer: "X told us to",
#: "X has asked me not to", "X would like us to", X 让我们 / 要求我们 / 嘱咐我们
_TO_WRITER_EN = re.compile(r"\b[\w'-]+\s+(?:has |have |had |also |just )*(?:told|asked|instructed|requested|reminded|"
                           r"begged|wants|wanted|would like|prefers)\s+(?:us|me)\s+(?:not\s+|never\s+)?to\b", re.I)
_TO_WRITER_ZH = re.compile(r"[\u4e00-\u9fff]{2}(?:已经|已|曾|也|还)?(?:让|叫|要求|请|嘱咐|交代|希望|提醒)(?:我们|我司|我方|本店|我)"
                           r"(?!的)")
#: another reader named in the sentence: the second person, the assistant, an agent, a model, a bot, the memory
_OTHER_READER = re.compile(r"\b(?:you|your|yourself|u|assistants?|agents?|ai|models?|bots?|chatbots?|llms?|memory|"
                           r"memories)\b|你|您|助手|助理|智能体|代理|模型|机器人|记忆|(?<![a-z])ai(?![a-z])", re.I)
#: consent, authority or identity: what a wish may not carry into the record
_GRANTS = re.compile(r"\b(?:consent\w*|authori[sz]\w*|permission|permitted|allowed|approved|on (?:his|her|their) behalf|"
                     r"password|pin|code)\b|同意|授权|允许|批准|代表|密码|验证码", re.I)


def to_writer(sentence: str) -> bool:
    """``sentence`` records a wish that someone addressed to the writer (:data:`_TO_WRITER_EN`,
    :data:`_TO_WRITER_ZH`), names no other reader (:data:`_OTHER_READER`) and carries no consent, authority or
    secret (:data:`_GRANTS`)."""
    m = _TO_WRITER_EN.search(sentence) or _TO_WRITER_ZH.search(sentence)
    if m is None or m.group(0).split()[0].lower() in ("i", "we", "you"):
        return False
    return not _OTHER_READER.search(sentence) and not _GRANTS.search(sentence)
