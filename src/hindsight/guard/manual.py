"""Plain-prose instructions for a person in the world (#17): a manual, a UI string, a game's rules, an API guide, a
notice to a tenant or a patient, a recipe. Their imperatives ("Remove the lint filter after every load", "On your
turn, roll both dice", "Tap Save to keep your changes") are said to whoever uses the thing, the generic "you" of a
manual, and they act on that thing: a filter, the dice, a button, a request header.

The semantic head reads them as instructions, which they are, but not to the assistant. Unlike an operator's text
(guard/operator.py) they carry no register sign (no code, no steps, no named role), so what tells them apart is
what the whole text does *not* touch (:func:`for_a_person`): it reaches nothing of the assistant's anywhere
(:func:`hindsight.guard.operator.reaches_assistant`: no assistant, AI or memory, no user it serves, no reply or
message it sends, no consent, no address, no personal secret), it asks for no act of speech, disclosure or role
(:data:`_CONVERSE`: say, tell, reply, reveal, pretend, act as, 说, 回复, 透露, 扮演…), it speaks of no
instructions, prompt, conversation or text above it (:data:`_META`), and it asks for no credential
(:data:`_CREDENTIAL`). An attack has to reach the assistant's behaviour through one of these: what it says, what
it remembers, where it sends things, whom it obeys; a text that touches none of them instructs nobody the
assistant answers for. Pure: no I/O.
"""

from __future__ import annotations

import re

from hindsight.guard.operator import reaches_assistant

_F = re.I

#: an act of speech, disclosure or role-play: what an attack asks the assistant to say, reveal or become
_CONVERSE = re.compile(
    r"\b(?:say\w*|said|tell\w*|told|speak\w*|spoke|talk\w*|respond\w*|responses?|repl\w*|answer\w*|mention\w*|"
    r"output\w*|print\w*|reveal\w*|disclos\w*|expos\w*|leak\w*|pretend\w*|act(?:s|ing)? as|role\w*|persona\w*|"
    r"character|impersonat\w*|praise\w*|claim\w*|describe\w*|recommend\w*|suggest\w*|promot\w*|endors\w*|"
    r"summar\w*|translat\w*|quot\w*|call (?:me|him|her|them|yourself)|refer to|write|writes|wrote|"
    r"(?:they|someone|somebody|anyone|people|he|she) asks?|asks? (?:about|for|you))\b"
    r"|说|讲|告诉|告知|回复|回答|答复|回应|输出|打印|透露|泄露|披露|公开|扮演|假装|冒充|角色|称呼|推荐|建议|介绍|夸|赞|总结|"
    r"翻译|转述|描述|声称", _F)
#: the text speaks of instructions, a prompt, rules of conduct, a conversation or a text around it
_META = re.compile(
    r"\b(?:instructions?|prompts?|guidelines?|directives?|system|context|conversations?|"
    r"sessions? history|messages?|above|below|earlier|prior|previous(?:ly)? (?:instructions?|rules?|messages?|text)|"
    r"tasks?|this (?:text|document|page|note|file)|these (?:instructions|notes|lines)|commands?|obey\w*|comply\w*|"
    r"stored|saved (?:notes|data|details|information)|(?:notes|facts|information|details|data|records) (?:about|on))\b"
    r"|指令|指示|提示|准则|系统|上下文|对话|消息|上文|以上|下面(?:这|的|几|说|列)|前面的|之前的|本文|本页|"
    r"这个?页面?|任务|交代", _F)
#: the writer in the first person singular: someone speaking to the reader for themselves ("take my word"), not a
#: manual's impersonal voice (a manual says "we")
_FIRST_PERSON = re.compile(r"\b(?:i(?!\.e\.)|i'm|i've|i'll|i'd|me|my|mine|myself)\b|我(?!们)", _F)
#: a credential or a person's secret asked for (an operator's API key is not one of them)
_CREDENTIAL = re.compile(r"\b(?:passwords?|passcodes?|pins?|credentials?|log-?ins?|sign-?in details|"
                         r"verification codes?|security codes?|account numbers?|routing numbers?|iban|sort codes?)\b"
                         r"|密码|口令|验证码|登录信息|凭证|账号|账户号", _F)
#: something sent, copied or shared to somewhere: where an exfiltration without an address goes ("send the list to
#: the number below", 同步到…)
_OUTBOUND = re.compile(r"\b(?:send|sends|sent|forward\w*|upload\w*|post|posts|share|shares|copy|copies|sync\w*|"
                       r"e-?mail|text|dm|wire|transfer\w*)\b[^.!?\n]{0,60}?\b(?:to|with)\b"
                       r"|发到|发给|发送到|发送给|转给|传到|传给|上传|同步到|同步给|分享给|共享给|抄给", _F)


def for_a_person(text: str) -> bool:
    """``text`` (normalised, whole) instructs a person in the world and nothing of the assistant's: it reaches
    nothing of the assistant's, and it asks for no speech, disclosure or role, speaks of no instructions,
    conversation or text around it or what is stored, names no credential, sends nothing anywhere
    (:data:`_OUTBOUND`) and has no writer speaking for themselves ("I", "my": :data:`_FIRST_PERSON`; see the
    module's docstring)."""
    return not (reaches_assistant(text) or _CONVERSE.search(text) or _META.search(text)
                or _CREDENTIAL.search(text) or _FIRST_PERSON.search(text) or _OUTBOUND.search(text))
