"""Software text (#17): code with its comments and docstrings, commit messages, READMEs and install steps. Such text
about an assistant names its parts as things of code ("the assistant's reply is streamed", "fix(memory): overwrite
stale cache entries", "set the model path", 助手的回复是流式返回的), and its ``if``/``for`` lines are code, not
conditions on the reader's conduct. So for the semantic screen's gate a reading of software text is read in its
prose only (code lines set aside), and naming the assistant, a model or the memory there is no sign that it is
addressed: only a reader called (a vocative, "note to the AI", "agents must…", 助手：…, 给助手) keeps that sign.

What keeps an attack in such text: the reader called by name, the second person, a directive, a standing rule or a
claim in its prose, each judged by the head as before; and the rules, which read the whole text. Pure: no I/O.
"""

from __future__ import annotations

import re

from hindsight.guard.normalise import normalise
from hindsight.guard.operator import _COMMENT_LINE

_F = re.I

#: a fenced block, a commit header (``commit 9f3a2c1``, a conventional subject ``fix(auth): …``), a shell prompt
_MARKED = re.compile(r"```|^\s*commit [0-9a-f]{7,40}\b|^\s*\$ [a-z][\w.-]*\s", re.M)
#: a conventional commit subject on the first line, in lower case as written (``fix(auth): …``; not "Style: …")
_SUBJECT = re.compile(r"\A\s*(?:fix|feat|chore|refactor|docs|test|tests|perf|build|ci|style|revert)"
                      r"(?:\([^)\n]{1,30}\))?!?:\s")
#: a line of code by its shape, not a config's ``key = value`` (data, whose value may be prose): a keyword of a
#: programming language opening a line that holds code punctuation (brackets, ``;``, ``=``, ``::``, ``=>``, a
#: closing ``:``), a preprocessor line, a call (assigned or not), a brace, a statement ending in ``;`` or opening
#: ``{`` after an assignment or a call, ``continue``/``break``/``pass``, upper-case SQL
_CODE = re.compile(
    r"^\s*(?:def|class|func|fn|function|if|elif|for|while|with|try|except|else|finally|switch|case|catch|return|"
    r"import|from|export|public|private|protected|static|async|await|const|let|var|auto|impl|struct|enum|interface|"
    r"package|namespace|using|use|module|require|match|loop|throw|raise|yield|lambda|new|del)\b"
    r"(?!\s+(?:the|a|an|your|my|our|their|his|her|this|that|these|those|you|we|i|it|they)\b)"
    r"(?=[^\n]*(?:[(){}\[\];=]|::|=>|->|:\s*$))(?![^\n]*[.!?。！？]\s*$)"
    r"|^\s*(?:#include|#define|#import)\b"
    r"|^\s*(?:import\s+[\w.]+(?:\s+as\s+\w+)?|from\s+[\w.]+\s+import\s+[\w., ]+)\s*;?$"
    r"|^\s*return(?:\s+[\w.$\[\]'\"]+)?;?\s*$"
    r"|^\s*[\w.$\[\]'\"]+(?:\s*(?:=|\+=|-=|:=)\s*(?:new\s+|await\s+)?[\w.$\[\]]+)?\((?![^\n]*\)\s*:\s)[^\n]*\)"
    r"\s*[;,]?\s*$"
    r"|^\s*[{}\])]+\s*[;,)]?\s*$|^\s*\}|^(?=[^\n]*[=(])[^\n]*;\s*$|^(?=[^\n]*[)=]\s*\{\s*$)"
    r"|^\s*(?:continue|break|pass)\s*;?\s*$|^\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE)\s+[A-Z*]")
#: an assignment of one token (``n = 0``, ``hit = cache[uid]``): code to set aside, but no sign of code by itself
#: (``op=overwrite`` / ``key=…`` records are data)
_ASSIGN = re.compile(r"^\s*[A-Za-z_][\w.\[\]]*\s*(?:=|\+=|-=|\*=|:=)\s*[^\s'\"=]+\s*$")
#: a docstring's opening quotes
_DOCSTRING = re.compile(r'^\s*(?:"""|\'\'\'|r""")')
#: the reader called: a vocative or a note addressed to it, or it is the subject of an order or of a verb of its
#: conduct ("the model now treats…", "the assistant prefers to recommend…")
_READER = (r"(?:ai|a\.i\.|assistants?|agents?|bots?|chatbots?|models?|llms?|gpt|copilots?|language models?)")
_CALLED = re.compile(
    rf"(?:^|[\n.;!?]\s*|#\s*|//\s*|<!--\s*)(?:(?:hey|hi|dear|attention|attn|note to|to|for)\s+)?"
    rf"(?:the\s+|any\s+|all\s+)?"
    rf"(?:[\w-]+\s+)?{_READER}\s*(?:[:,—]|-\s)"
    rf"|\b(?:to|for|attention|attn)\s+(?:the\s+|any\s+|all\s+|every\s+)?(?:[\w-]+\s+)?{_READER}\b(?!['’]s)"
    rf"|\b{_READER}\s+(?:\w+\s+)?(?:should|must|shall|need to|needs to|has to|have to|ought to|are to|is to|"
    rf"may not|must not|should not|are required|is required|reading this|processing this|summari[sz]ing)\b"
    rf"|\b{_READER}\s+(?:now\s+|also\s+|still\s+|always\s+|never\s+|quietly\s+)?(?:treats|follows|obeys|ignores|"
    rf"prefers|recommends|suggests|keeps|stops|drops|skips|reveals|prints|shares|sends|copies|forwards|uses|answers|"
    rf"replies|says|tells|asks|accepts|approves|pays|buys|books|trusts|describes|mentions|uploads|exports)\b"
    r"|(?:助手|助理|智能体|机器人|模型|人工智能|\bAI)\s*[：:，,]|(?:给|致|请)(?:各位)?(?:AI|助手|助理|智能体|模型|机器人)"
    r"|(?:助手|助理|智能体|模型|机器人)(?:请|应|须|必须|需要|务必|不得|要)", _F)


def software_text(content: str) -> bool:
    """``content`` is software text: a fenced block, a commit header or a shell prompt (:data:`_MARKED`), or two
    lines of code (or one with a comment or a docstring; with a comment, an assignment of one token counts)."""
    if _MARKED.search(content) or _SUBJECT.match(content):
        return True
    lines = content.splitlines()
    code = sum(1 for ln in lines if _CODE.match(ln) and not _COMMENT_LINE.match(ln))
    notes = sum(1 for ln in lines if _COMMENT_LINE.match(ln) or _DOCSTRING.match(ln))
    if notes:  # with a comment, an assignment of one token is code too
        code += sum(1 for ln in lines if _ASSIGN.match(ln) and not _CODE.match(ln) and not _COMMENT_LINE.match(ln))
    return code >= 2 or (code >= 1 and notes >= 1)


def code_lines(content: str) -> list[str]:
    """The lines of code in ``content`` (not its comments or docstrings), normalised as readings are, longest
    first."""
    lines = {normalise(ln)[0].strip() for ln in content.splitlines()
             if (_CODE.match(ln) or _ASSIGN.match(ln)) and not _COMMENT_LINE.match(ln)}
    return sorted((ln for ln in lines if len(ln) > 1), key=len, reverse=True)


#: a string literal; one with a space in it holds words, which stay prose inside a line of code
_STRING = re.compile(r'"([^"\n]*)"|“([^”\n]*)”|\'([^\'\n]*)\'')


def prose(reading: str, code: list[str]) -> str:
    """The reading without the lines of code ``code`` (:func:`code_lines`): its comments, docstrings and
    sentences, and the words its code lines quote (``print("…")``, ``"key" = "…";``)."""
    for line in code:
        quoted = (next(g for g in m.groups() if g is not None) for m in _STRING.finditer(line))
        said = " ".join(q for q in quoted if " " in q.strip())
        reading = re.sub(rf"(?<!\S){re.escape(line)}(?!\S)", " " + said.replace("\\", "\\\\") + " ", reading)
    return reading


def calls_reader(reading: str) -> bool:
    """The reading calls the assistant, a model or an agent as the one it speaks to (:data:`_CALLED`)."""
    return _CALLED.search(reading) is not None


def code_cues(found: tuple[str, ...]) -> tuple[str, ...]:
    """The gate's signs of a reading of software text that calls no reader: naming the assistant, a model or the
    memory is no address there."""
    return tuple(c for c in found if c != "addressee")
