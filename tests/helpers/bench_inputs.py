"""Tiny inputs shaped like the public benchmark files, built in a test's tmp_path (tests never read ../shared/data).

``locomo_file``: two LoCoMo conversations (snap-research/locomo ``data/locomo10.json`` shape) with the evidence-id
spellings the runner normalises, an adversarial question, an unknown id and a question left without evidence.
``longmemeval_file``: LongMemEval release records (``haystack_*``, ``has_answer``) plus one record of the project's
reshaped dev file (``sessions[].turns[].gold``), with an abstention question and one without marked turns.
``knowledge_update_file``: two questions of the dev file's shape (one per half of bench/knowledge_update.py's split).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def _turns(speakers: tuple[str, str], session: int, texts: list[str]) -> list[dict[str, Any]]:
    return [{"speaker": speakers[i % 2], "dia_id": f"D{session}:{i + 1}", "text": t} for i, t in enumerate(texts)]


def locomo_records() -> list[dict[str, Any]]:
    cm = ("Caroline", "Melanie")
    s1 = _turns(cm, 1, ["I went to the LGBTQ support group yesterday and it was really powerful.",
                        "That sounds amazing. I painted a sunrise over the lake last week.",
                        "Here is a photo from the parade downtown.",
                        "My kids loved the camping trip to the mountains."])
    s1[2]["blip_caption"] = "a crowd holding rainbow flags"
    s2 = _turns(cm, 2, ["I am researching adoption agencies because I want to be a mom.",
                        "I signed up for a pottery class on Saturday mornings.",
                        "My counseling certification course starts in September.",
                        "We bought a violin for my daughter's birthday."])
    conv_a = {"speaker_a": cm[0], "speaker_b": cm[1],
              "session_1_date_time": "1:56 pm on 8 May, 2023", "session_1": s1,
              "session_2_date_time": "10:37 am on 27 June, 2023", "session_2": s2}
    qa_a = [
        {"question": "When did Caroline go to the LGBTQ support group?", "answer": "7 May 2023",
         "evidence": ["D1:1"], "category": 2},
        {"question": "What is Caroline researching?", "answer": "adoption agencies", "evidence": ["D2:1"],
         "category": 4},
        {"question": "Which hobbies does Melanie have?", "answer": "painting, pottery", "evidence": ["D1:2; D2:2"],
         "category": 1},
        {"question": "Would Caroline pursue counseling as a career?", "answer": "likely yes", "evidence": ["D:2:3"],
         "category": 3},
        {"question": "What did Caroline paint?", "adversarial_answer": "a sunrise", "evidence": ["D1:2"],
         "category": 5},
        {"question": "What instrument does Caroline play?", "answer": "none", "evidence": ["D9:9"], "category": 4},
    ]
    jg = ("Jon", "Gina")
    conv_b = {"speaker_a": jg[0], "speaker_b": jg[1], "session_1_date_time": "4:04 pm on 20 January, 2023",
              "session_1": _turns(jg, 1, ["I lost my job as a banker, so I am opening a dance studio.",
                                          "My clothing store got its first big order from a hotel.",
                                          "Contemporary dance is my favorite style to teach.",
                                          "I am going to Paris next month to meet a fabric supplier."])}
    qa_b = [{"question": "Why did Jon decide to open a dance studio?", "answer": "he lost his banking job",
             "evidence": ["D1:1"], "category": 4},
            {"question": "Where is Gina travelling to meet a fabric supplier?", "answer": "Paris",
             "evidence": ["D1:4", "D1:2"], "category": 1}]
    return [{"sample_id": "conv-a", "conversation": conv_a, "qa": qa_a},
            {"sample_id": "conv-b", "conversation": conv_b, "qa": qa_b}]


def locomo_file(tmp: Path) -> Path:
    path = tmp / "locomo-tiny.json"
    path.write_text(json.dumps(locomo_records()), encoding="utf-8")
    return path


def _release(qid: str, qtype: str, question: str, asked: str,
             sessions: list[tuple[str, str, list[tuple[str, str, bool]]]]) -> dict[str, Any]:
    return {"question_id": qid, "question_type": qtype, "question": question, "answer": "-", "question_date": asked,
            "haystack_session_ids": [s[0] for s in sessions], "haystack_dates": [s[1] for s in sessions],
            "haystack_sessions": [[{"role": r, "content": c, **({"has_answer": True} if ev else {})}
                                   for r, c, ev in s[2]] for s in sessions]}


def longmemeval_records() -> list[dict[str, Any]]:
    ku = _release("ku-1", "knowledge-update", "How many Korean restaurants have I tried in my city?",
                  "2023/06/10 (Sat) 10:00", [
                      ("s-new", "2023/06/01 (Thu) 09:00", [  # listed first: the runner sorts sessions by date
                          ("user", "Update: I have now tried four Korean restaurants in my city.", True),
                          ("assistant", "Four is a good number, well done. Any favourite dish so far?", False)]),
                      ("s-old", "2023/05/01 (Mon) 09:00", [
                          ("user", "I have tried three Korean restaurants in my city so far.", True),
                          ("assistant", "Nice! Bibimbap and kimchi stew are classics to look for.", False),
                          ("user", "My sister is visiting from Lisbon next week.", False)])])
    single = _release("ssu-1", "single-session-user", "What breed is my dog?", "2023/07/02 (Sun) 08:30", [
        ("s-dog", "2023/06/20 (Tue) 18:00", [("user", "My dog Biscuit is a beagle and loves long walks.", True),
                                              ("assistant", "Beagles are great company on walks.", False)]),
        ("s-other", "2023/06/25 (Sun) 12:00", [("user", "Can you suggest a pasta recipe for tonight?", False)])])
    abstain = {**ku, "question_id": "ku-1_abs"}  # abstention: skipped
    unmarked = _release("ssu-2", "single-session-user", "What is my favourite colour?", "2023/07/02 (Sun) 08:30",
                        [("s-x", "2023/06/20 (Tue) 18:00", [("user", "I repainted the fence.", False)])])
    dev = {"question_id": "dev-1", "question": "Which city do I live in now?", "answer": "Munich",
           "question_date": "2023-09-01T12:00:00Z", "sessions": [
               {"session_id": "d-1", "date": "2023-03-01T10:00:00Z", "turns": [
                   {"role": "user", "content": "I live in Berlin and work at a bakery.", "gold": "stale"},
                   {"role": "assistant", "content": "Berlin has wonderful bakeries.", "gold": None}]},
               {"session_id": "d-2", "date": "2023-08-01T10:00:00Z", "turns": [
                   {"role": "user", "content": "I moved, I live in Munich now, close to the river.",
                    "gold": "current"},
                   {"role": "assistant", "content": "Munich by the Isar is lovely.", "gold": None}]}]}
    return [ku, single, abstain, unmarked, dev]


def longmemeval_file(tmp: Path) -> Path:
    path = tmp / "lme-tiny.json"
    path.write_text(json.dumps(longmemeval_records()), encoding="utf-8")
    return path


def knowledge_update_records() -> list[dict[str, Any]]:
    """Two questions whose current turn shares the question's words (BM25 ranks it first: a known answer)."""
    def q(qid: str, question: str, stale: str, current: str, chat: str) -> dict[str, Any]:
        return {"question_id": qid, "question": question, "answer": "-", "question_date": "2023-09-01T12:00:00Z",
                "sessions": [
                    {"session_id": f"{qid}-1", "date": "2023-03-01T10:00:00Z", "turns": [
                        {"role": "user", "content": stale, "gold": "stale"},
                        {"role": "assistant", "content": chat, "gold": None}]},
                    {"session_id": f"{qid}-2", "date": "2023-08-01T10:00:00Z", "turns": [
                        {"role": "user", "content": "Can you suggest a quick pasta recipe?", "gold": None},
                        {"role": "assistant", "content": "Try aglio e olio: garlic, oil, chili.", "gold": None},
                        {"role": "user", "content": current, "gold": "current"}]}]}
    return [q("ku-a", "How many marathons have I run now?", "I have run two marathons so far.",
              "Quick update: I have now run three marathons, the last one in Berlin.", "Two marathons is a lot!"),
            q("ku-b", "Which camera do I shoot with now?", "I shoot with an old Canon body.",
              "I sold the Canon; now I shoot with a Fujifilm X-T5 camera.", "Canon bodies last forever.")]


def knowledge_update_file(tmp: Path) -> Path:
    path = tmp / "ku-tiny.json"
    path.write_text(json.dumps(knowledge_update_records()), encoding="utf-8")
    return path
