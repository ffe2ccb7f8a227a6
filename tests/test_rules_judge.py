"""The offline rules judge decides the common cases, in English and Chinese, with the real e5 similarities.

One section (a test class) per rule of :data:`hindsight.judge.rules.RULES`, in the table's order. Every case checks
the verdict and that its rule decided it (``Verdict.rule``): a new rule that shadows an old one fails here. The last
test checks that every rule of the table has its section.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight.embedder.e5 import E5_CALIBRATION, E5Embedder
from hindsight.judge import acted
from hindsight.judge.base import Pair
from hindsight.judge.rules import RULES, RulesJudge
from hindsight.judge.values import same_frame
from hindsight.model import ConflictType, Memory, Provenance, Relation, Verdict

T = datetime(2025, 1, 1, tzinfo=UTC)


def mem(content: str, source: str = "user", days: float = 0, source_id: str | None = None, kind: str = "semantic",
        expires_after_days: float | None = None) -> Memory:
    at = T + timedelta(days=days)
    expires = at + timedelta(days=expires_after_days) if expires_after_days is not None else None
    return Memory(id=f"m{abs(hash(content)) % 10**8}", bank="b", kind=kind, content=content, importance=0.5,
                  confidence=0.9, status="active", created_at=at, updated_at=at, observed_at=at, expires_at=expires,
                  provenance=Provenance(source=source, source_id=source_id, recorded_at=at))


def verdict(e5: E5Embedder, a: Memory, b: Memory, user_names: frozenset[str] = frozenset()) -> Verdict:
    va, vb = e5.passages([a.content, b.content])
    v = RulesJudge(E5_CALIBRATION).judge([Pair.ordered(a, b, float(va @ vb), user_names)], T)[0]
    assert v is not None
    return v


def decided(e5: E5Embedder, rule: str, a: Memory, b: Memory, user_names: frozenset[str] = frozenset()) -> Verdict:
    """The verdict for (a, b), which ``rule`` must have decided."""
    v = verdict(e5, a, b, user_names)
    assert v.rule == rule, f"decided by {v.rule!r}, not {rule!r}: {v.reason}"
    return v


def update(e5: E5Embedder, rule: str, old: str, new: str) -> None:
    """The newer memory replaces the older one (a temporal conflict, keep b)."""
    v = decided(e5, rule, mem(old, days=0), mem(new, days=30))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


def unrelated(e5: E5Embedder, rule: str, a: str, b: str) -> None:
    """Shared topic words, two facts that both hold."""
    v = decided(e5, rule, mem(a, days=0), mem(b, days=30))
    assert v.relation == Relation.unrelated, v.reason


def guess_loses(e5: E5Embedder, rule: str, guess: str, fact: str) -> None:
    """An agent's guess loses to a fact the user stated later."""
    v = decided(e5, rule, mem(guess, source="agent", days=0), mem(fact, days=3))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.inference, "b"), v.reason


def decided_not(e5: E5Embedder, rule: str, a: str, b: str, days: float = 30) -> Verdict:
    """The verdict for (a, b), which ``rule`` must not have decided."""
    v = verdict(e5, mem(a), mem(b, days=days))
    assert v.rule != rule, v.reason
    return v


def duplicate(e5: E5Embedder, rule: str, a: str, b: str, days: float = 10) -> None:
    """One fact said twice: the older memory is kept."""
    v = decided(e5, rule, mem(a, days=0), mem(b, days=days))
    assert (v.relation, v.keep) == (Relation.duplicate, "a"), v.reason


class TestSameMemory:
    rule = "same_memory"

    @pytest.mark.parametrize(("a", "b"), [
        ("The user likes Americano coffee", "The user likes Americano coffee a lot"),
        ("用户喜欢喝美式咖啡", "用户非常喜欢喝美式咖啡"),
    ])
    def test_restatements_are_duplicates(self, e5: E5Embedder, a: str, b: str) -> None:
        duplicate(e5, self.rule, a, b, days=3)


class TestLongTurns:
    """Conversational turns are judged sentence by sentence (judge/turns.py): a change word anywhere in a long
    reply is no update, one shared sentence merges nothing, and a state change needs two sentences that fill one
    slot with different values (or one negating the other)."""

    rule = "long_turns"
    POTTERY = ("user: Thanks, that helps a lot! By the way, I have a pottery class on Tuesdays, so I'm trying to keep "
               "my evenings free. Do you know any good glazing techniques for beginners?")
    REPLY = ("assistant: What a great way to spend your evenings! Here are some new techniques you can try. First, "
             "dip glazing is simple and gives an even coat on your pottery. Second, brushing lets you layer colours. "
             "Now that you've started your class, keep a notebook of what works for you.")
    COINS = "I have a total of 37 coins in my collection of old American coins"

    @pytest.mark.parametrize("kind", ["episodic", "semantic"])
    def test_change_words_in_a_long_reply_update_nothing(self, e5: E5Embedder, kind: str) -> None:
        v = decided(e5, self.rule, mem(self.POTTERY, kind=kind), mem(self.REPLY, source="agent", kind=kind,
                                                                       days=0.01))
        assert v.relation == Relation.unrelated and v.keep == "both", v.reason

    def test_one_shared_sentence_merges_no_turns(self, e5: E5Embedder) -> None:
        a = f"user: I'm organising my shelves this weekend. {self.COINS}, and I'd like to display them. Any tips?"
        b = (f"user: I read an article about error coins yesterday, it was fascinating. {self.COINS}, and I keep "
             "them in albums. Should I get them graded?")
        v = decided(e5, self.rule, mem(a, kind="episodic"), mem(b, kind="episodic", days=3))
        assert v.relation == Relation.unrelated, v.reason

    @pytest.mark.parametrize("kind", ["episodic", "semantic"])
    def test_the_sentence_that_moves_the_user_updates_a_fact(self, e5: E5Embedder, kind: str) -> None:
        turn = ("user: Thanks for the packing tips! By the way, I moved to Portland last month, so the weather is "
                "quite different here. Do you know any good hiking trails around the city?")
        v = decided(e5, self.rule, mem("The user lives in Denver", kind=kind), mem(turn, kind=kind, days=40))
        assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason
        assert "Portland" in v.reason and "cue_slot_value" in v.reason  # the sentence and the inner rule are named

    def test_an_agents_guess_loses_to_the_users_negation_in_a_turn(self, e5: E5Embedder) -> None:
        turn = ("user: Actually I don't drink coffee at all, I switched to green tea a year ago. Anyway, do you have "
                "tips for falling asleep faster? Reading before bed doesn't help much.")
        v = decided(e5, self.rule, mem("The user probably drinks a lot of coffee", source="agent"), mem(turn, days=1))
        assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.inference, "b"), v.reason

    def test_slot_words_in_two_replies_are_no_evidence(self, e5: E5Embedder) -> None:
        # advice lists name "moving", "home", "based on" (residence words) and capitalised first words (values)
        # (with the lexicon on, "Focus" / "Find" would be two residences and "move" the change)
        a = ("assistant: Here is a routine you can follow before a run. Dynamic stretching: Focus on moving your "
             "joints through their full range. Cable rotations: Hold a cable handle with both hands.")
        b = ("assistant: Staying consistent is easier than it sounds. Make it convenient: Find ways to move more at "
             "home instead. Keep it short: Ten minutes a day is plenty.")
        v = decided(e5, self.rule, mem(a, source="agent", kind="episodic"),
                    mem(b, source="agent", kind="episodic", days=5))
        assert v.relation == Relation.unrelated, v.reason

    def test_a_question_in_a_later_turn_announces_no_change(self, e5: E5Embedder) -> None:
        # issue #15, LongMemEval: a later turn of the same conversation superseded the current one at write time;
        # its "new Indian restaurant" is in a question, and a question announces no change
        unrelated(e5, self.rule,
                  "I think I'll go with kimchi and bokkeumbap. By the way, have you tried any good Korean restaurants "
                  "in my city lately? I've tried four different ones so far, and I'm always looking for new "
                  "recommendations.",
                  "I think I'll stick with the traditional Indian basmati rice. I'll pick up a bag from the store "
                  "later today. By the way, have you heard about that new Indian restaurant that just opened up in "
                  "my neighborhood? I've been meaning to try it out, and I heard their chicken tikka masala is "
                  "amazing.")

    def test_the_same_turn_twice_is_still_one_memory(self, e5: E5Embedder) -> None:
        v = decided(e5, "same_memory", mem(self.POTTERY, kind="episodic"), mem(self.POTTERY, kind="episodic", days=2))
        assert v.relation == Relation.duplicate


class TestParaphrase:
    rule = "paraphrase"

    @pytest.mark.parametrize(("a", "b"), [
        ("The user enjoys long walks on the beach", "The user really enjoys long walks along the beach"),
        ("用户喜欢在周末爬山", "用户很喜欢在周末去爬山"),
    ])
    def test_one_restates_the_other_with_more_detail(self, e5: E5Embedder, a: str, b: str) -> None:
        duplicate(e5, self.rule, a, b, days=3)

    def test_a_phase_apart_is_no_paraphrase(self, e5: E5Embedder) -> None:
        """language/phase.py: "will" names a state to come, "still" restates one (review64)."""
        decided_not(e5, self.rule, "The user lives in Hangzhou.", "The user will live in Hangzhou for work.", days=30)
        duplicate(e5, self.rule, "The user lives in Hangzhou.", "The user still lives in Hangzhou.", days=30)


class TestManager:
    rule = "manager"

    @pytest.mark.parametrize(("old", "new"), [
        # whom the user reports to, said three ways
        ("User reports to Aisha", "The user's manager is Kevin"),
        ("用户的领导是王强", "用户的新领导是陈静"),
        ("用户向黄磊汇报工作", "用户的领导是周杰"),
        # a transfer to someone's team
        ("用户的领导是刘洋", "用户调到了周杰的团队"),
    ])
    def test_a_new_manager_replaces_the_old(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestManagerNamedTwice:
    rule = "manager_named_twice"  # the names: language/alias.py, language/pinyin.py

    def test_one_manager_in_pinyin_and_in_characters_is_linked(self, e5: E5Embedder) -> None:
        v = decided(e5, self.rule, mem("The user's manager is Li Na.", days=0), mem("用户的经理是李娜。", days=14))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason

    def test_a_stated_change_to_a_name_that_sounds_alike_is_a_change(self, e5: E5Embedder) -> None:
        v = verdict(e5, mem("The user's manager is Li Na.", days=0), mem("用户的经理换成了李纳。", days=14))
        assert (v.rule, v.relation, v.keep) == ("manager", Relation.conflict, "b"), v.reason


class TestActedOn:
    rule = "acted_on"  # judge/acted.py: another's change to the user's thing, said of the thing itself

    @pytest.mark.parametrize(("old", "new"), [
        ("The user's rent is 3000 yuan a month.", "The landlord raised the user's rent to 3500 yuan a month."),
        ("用户每月房租3000元。", "房东把用户的房租涨到了3500元。"),
        ("The user's credit limit is $5,000.", "The bank increased the user's credit limit to $8,000."),
        ("用户的航班是5月3日。", "航空公司把用户的航班改到了5月5日。"),
        ("The user's flight to Denver is on May 3.", "The airline moved the user's Denver flight to May 5."),
        ("用户的房租是每月3000元。", "用户的房租被房东涨到了3500元。"),
        ("The user's rent is $1,800 a month.", "The user's rent was raised to $1,950 a month by the landlord."),
    ])
    def test_a_change_someone_made_to_the_users_thing_replaces_it(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)

    def test_a_group_the_user_is_in_changes_its_own_thing(self, e5: E5Embedder) -> None:
        """The team is the fact's subject on both sides (hygiene dev corpus 12): no restatement, still an update."""
        v = decided_not(e5, self.rule, "The team migrated the tickets to ClickUp.",
                        "The user's team moved the task tracking to Trello.")
        assert (v.relation, v.keep) == (Relation.conflict, "b"), v.reason

    def test_a_new_dose_the_doctor_set_links_the_two(self, e5: E5Embedder) -> None:
        v = decided(e5, self.rule, mem("The user takes 10 mg of lisinopril daily.", days=0),
                    mem("The user's doctor raised the lisinopril dose to 20 mg daily.", days=21))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason

    @pytest.mark.parametrize(("a", "b"), [
        # whose thing is not said, or is someone else's
        ("The user's rent is 3000 yuan a month.", "The landlord raised the rent to 3500 yuan a month."),
        ("The user's rent is $1,800 a month.", "Tom's landlord raised his rent to $2,400."),
        ("The user's rent is $1,800 a month.", "The user's sister raised the rent on her flat to $2,400."),
        ("用户每月房租3000元。", "房东把房租涨到了3500元。"),
        ("用户每月房租3000元。", "用户的姐姐把她的房租涨到了3500元。"),
        # only wished, asked, possible or denied
        ("The user's rent is $1,800 a month.", "The landlord may raise the user's rent to $2,000."),
        ("The user's rent is $1,800 a month.", "The landlord didn't raise the user's rent to $2,000 after all."),
        ("用户每月房租3000元。", "房东打算把用户的房租涨到3500元。"),
    ])
    def test_no_change_of_the_users_thing_is_said(self, e5: E5Embedder, a: str, b: str) -> None:
        v = verdict(e5, mem(a), mem(b, days=30))
        assert v.rule != self.rule or v.relation != Relation.conflict, v.reason
        assert not (v.relation == Relation.conflict and v.keep == "b"), v.reason

    # twins: a change said plainly replaces the older; the same change only asked, hedged, almost done, yet to come
    # or set by someone of the user's for themselves does not
    @pytest.mark.parametrize(("old", "new"), [
        ("The user's project deadline is March 10.",
         "The manager pushed the user's project deadline back to March 24."),
        ("The user's physio session is on Monday at 9am.",
         "The physiotherapist rescheduled the user's physio session to Wednesday at 9am."),
        ("The user's PIN is 4821.", "The bank reset the user's PIN to 9035."),
        ("The user's rent is $1,800 a month.", "The landlord raised the user's rent from $1,800 to $1,900."),
        ("The user's rent is $1,800 a month.", "The landlord raised the user's rent by $100 to $1,900."),
        ("The user's rent is $1,800 a month.", "The user's landlord, Mr. Chen, raised the rent to $2,000."),
        ("用户的健身房会员费是每月200元。", "健身房把用户的会员费涨到了每月300元。"),  # 会员, no 会 ("will")
    ])
    def test_a_change_said_in_more_ways_replaces_it(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)

    @pytest.mark.parametrize(("a", "b"), [
        ("The user's rent is $1,800 a month.", "Has the landlord raised the user's rent to $2,000?"),
        ("The user's rent is $1,800 a month.", "Apparently the landlord raised the user's rent to $2,000."),
        ("The user's rent is $1,800 a month.", "The landlord nearly raised the user's rent to $2,000."),
        ("The user's rent is $1,800 a month.", "The user thinks the landlord raised the user's rent to $2,000."),
        ("The user's rent is $1,800 a month.", "The user's sister's landlord raised the rent to $2,400."),
        ("The user's rent is $1,800 a month.", "My sister's landlord raised the rent to $2,400."),
        ("The user's rent is $1,800 a month.", "The user's friend Tom raised the rent to $2,400."),
        ("用户每月房租3000元。", "房东差点把用户的房租涨到3500元。"),
        ("用户每月房租3000元。", "房东要把用户的房租涨到3500元。"),
        ("用户每月房租3000元。", "听说房东把用户的房租涨到了3500元。"),
        ("用户每月房租3000元。", "房东下个月将用户的房租涨到3500元。"),
        ("用户每月房租3000元。", "房东把用户的房租涨到了3500元吧。"),
        ("用户每月房租3000元。", "用户的姐姐的房东把房租涨到了4000元。"),
        ("用户每月房租3000元。", "用户的亲姐姐把房租涨到了4000元。"),
    ])
    def test_a_change_only_asked_hedged_or_of_another_replaces_nothing(self, e5: E5Embedder, a: str, b: str) -> None:
        v = verdict(e5, mem(a), mem(b, days=30))
        assert not (v.relation == Relation.conflict and v.keep == "b"), v.reason

    @pytest.mark.parametrize(("said", "read"), [
        ("Dr. Patel moved the user's appointment to Friday.", "The user's appointment was moved to Friday."),
        ("Netflix raised the user's subscription price to $17.99 a month.",
         "The user's subscription price was raised to $17.99 a month."),  # a point in a number ends no clause
        ("The landlord raised the user's rent to $2,000! Can you believe it?",
         "The user's rent was raised to $2,000! Can you believe it?"),
        ("The user renewed the lease, and the landlord raised the user's rent to $2,000.",
         "The user renewed the lease, and the user's rent was raised to $2,000."),
        ("The landlord raised the user's rent to $2,000 and the user's parking fee to $150.",
         "The user's rent was raised to $2,000, and the user's parking fee was raised to $150."),
    ])
    def test_the_rest_of_the_text_stays_as_written(self, said: str, read: str) -> None:
        assert acted.restated(said) == read


class TestOtherPerson:
    rule = "other_person"

    @pytest.mark.parametrize(("a", "b"), [
        ("The user lives in Berlin", "The user's sister lives in Paris"),
        ("用户的女儿叫小美", "用户的儿子叫小明"),
        ("The user's sister's manager is Bob", "The user's manager is Kevin"),
        ("我上周搬到了苏州", "我哥刚搬到无锡"),
        # a conversation turn about someone the user knows
        ("我上个月搬到了成都", "我姐刚搬到长沙"),
    ])
    def test_a_relative_or_colleague_is_not_the_user(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)


class TestDifferentSubjects:
    rule = "different_subjects"

    @pytest.mark.parametrize(("a", "b"), [
        ("用户每天早上喝一杯绿茶。", "刘洋最近改喝美式了。"),
        ("The user's project stores its data in DynamoDB.", "Sofia's project now stores its data in MongoDB."),
    ])
    def test_someone_elses_change_is_not_the_users(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)


class TestOneStatesName:
    rule = "one_states_name"

    @pytest.mark.parametrize(("a", "b"), [
        ("The user lives in Edinburgh", "The user's name is Maya and she lives in Edinburgh"),
        ("用户住在上海", "用户叫王芳，住在上海"),
    ])
    def test_a_name_statement_replaces_nothing(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)


class TestStackParts:
    rule = "stack_parts"

    @pytest.mark.parametrize(("a", "b"), [
        ("The user's shop keeps its orders in MySQL", "The user switched the shop's frontend to Svelte"),
        ("用户的项目数据库是 PostgreSQL", "用户现在用 Neovim 写代码"),
    ])
    def test_different_parts_of_one_stack_never_replace_each_other(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)


class TestQuestion:
    rule = "question"

    def test_a_question_states_no_fact(self, e5: E5Embedder) -> None:
        unrelated(e5, self.rule, "What are the best neighbourhoods to live in Denver?",
                  "What are the best neighbourhoods to live in Edinburgh?")


class TestHypothetical:
    rule = "hypothetical"  # language/conditional.py; more in tests/test_language_conditional.py

    @pytest.mark.parametrize(("a", "b"), [
        ("The user's rent is $1,500 a month.", "If the user moves, the rent would be $1,900 a month."),
        ("The user works 3 days a week from the office.",
         "If the user switches teams, they would work 5 days a week from the office."),
        ("用户每月房租3000元。", "如果用户搬家，房租会变成4500元。"),
        ("用户每月房租3000元。", "一旦用户搬家，房租会变成4500元。"),  # zh_change superseded the fact before
    ])
    def test_a_condition_replaces_no_fact(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)

    @pytest.mark.parametrize(("a", "b"), [
        ("The user lives in Paris.", "If you need me, I live in Berlin now."),  # review59: a condition, then a fact
        ("用户的邮箱是a@old.com。", "要是联系不上，用户的邮箱已经换成b@new.com了。"),
    ])
    def test_a_condition_that_states_a_fact_now_is_no_supposition(self, e5: E5Embedder, a: str, b: str) -> None:
        assert decided_not(e5, self.rule, a, b)

    @pytest.mark.parametrize(("a", "b"), [  # language/intended.py: a change only intended, or called off
        ("The user lives in Boston.", "The user is about to move to Denver."),
        ("The user lives in Boston.", "The user was going to move to Denver but decided to stay."),
        ("The user drives a Honda Civic.", "The user thought about switching to a Tesla but kept the Civic."),
        ("The user's gym is Planet Fitness.", "The user considered switching gyms to Equinox."),
        ("用户住在北京。", "用户本来要搬到上海，后来没去成。"),
        ("用户每天喝咖啡。", "用户想过改喝茶，但还是喝咖啡。"),
        ("用户用iPhone。", "用户准备换成华为手机。"),
    ])
    def test_a_change_only_intended_replaces_no_fact(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)

    @pytest.mark.parametrize(("a", "b"), [
        ("The user lives in Boston.", "The user was planning to move and finally moved to Denver last week."),
        ("The user lives in Boston.", "The user moved to Denver and is thinking about buying a house."),
        ("用户住在北京。", "用户本来打算去上海，最后搬到了杭州。"),
        ("The user likes answers as bullet lists.", "From now on the user wants plain paragraphs, no bullets."),
        # 准备 before a noun or after 在 is training for something, going on now (restatement set one)
        ("用户在准备半程马拉松。", "用户现在在准备全程马拉松。"),
    ])
    def test_an_intent_carried_out_or_a_wish_is_a_change(self, e5: E5Embedder, a: str, b: str) -> None:
        v = decided_not(e5, self.rule, a, b)
        assert (v.relation, v.keep) == (Relation.conflict, "b"), v.reason

    def test_two_conditions_can_be_an_update(self, e5: E5Embedder) -> None:
        """A rule of the day is a habit, and a habit can change: both sides suppose, so the rule does not hold."""
        v = verdict(e5, mem("If it rains, the user takes the bus."),
                    mem("If it rains, the user now drives to work.", days=30))
        assert v.rule != self.rule


class TestTwoEvents:
    rule = "two_events"

    @pytest.mark.parametrize(("a", "b"), [
        ("The user went to Paris in May", "The user went to Rome in June"),
        ("The user had lunch with Tom at noon", "The user had lunch with Anna at noon"),
    ])
    def test_a_later_event_replaces_nothing(self, e5: E5Embedder, a: str, b: str) -> None:
        v = decided(e5, self.rule, mem(a, kind="episodic"), mem(b, kind="episodic", days=30))
        assert v.relation == Relation.unrelated, v.reason


class TestTemporaryException:
    rule = "temporary_exception"

    @pytest.mark.parametrize(("lasting", "temporary"), [
        ("The user works from the Berlin office", "The user works from the Munich office this week"),
        ("The user lives in Berlin", "The user is staying in Munich"),
    ])
    def test_the_lasting_fact_resumes_after_it(self, e5: E5Embedder, lasting: str, temporary: str) -> None:
        v = decided(e5, self.rule, mem(lasting), mem(temporary, days=3, expires_after_days=7))
        assert v.relation == Relation.unrelated, v.reason


class TestDifferentItems:
    rule = "different_items"  # more in tests/test_rules_judge_harm.py

    @pytest.mark.parametrize(("a", "b"), [
        ("The user's laptop is a ThinkPad X1 Carbon.", "The user bought a new monitor, a 27-inch Dell 4K."),
        ("用户的手机是iPhone 13", "用户买了新平板，华为MatePad"),
    ])
    def test_a_new_item_is_not_a_new_value_of_another(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)


class TestReplacedItem:
    rule = "replaced_item"  # more in tests/test_rules_judge_harm.py

    @pytest.mark.parametrize(("old", "new"), [
        ("用户的车是比亚迪汉", "用户把车换成了小米SU7"),
        ("The user's car is a Volvo XC60", "The user swapped the car for a Tesla Model 3"),
        ("用户的博客前端用 Vue 写的", "用户把博客前端换成了 React"),
    ])
    def test_the_thing_itself_was_replaced(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)

    @pytest.mark.parametrize(("a", "b"), [
        ("用户的车是比亚迪汉", "用户把车的轮胎换成了米其林"),
        ("The user's laptop is a ThinkPad", "The user replaced the laptop's battery with a new one"),
    ])
    def test_a_part_of_it_replaced_is_not_the_thing(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)


class TestAccessory:
    rule = "accessory"  # more, and the attack twins, in tests/test_rules_judge_accessory.py

    @pytest.mark.parametrize(("a", "b"), [
        ("The user's phone is a Pixel 8.", "The user bought a new Spigen case for the phone."),
        ("用户的手机壳是蓝色的。", "用户换了新手机号：13922223333。"),
    ])
    def test_a_new_thing_for_the_thing_is_no_new_thing(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)

    @pytest.mark.parametrize(("a", "b"), [  # a change to a compound the older's word only qualifies
        ("The user drives a Tesla.", "The user switched his Tesla insurance to Geico."),
        ("The user uses a MacBook.", "The user replaced the MacBook charger."),
        ("The user works at Google.", "The user quit the Google chess club."),
        ("The user lives in Brooklyn.", "The user left the Brooklyn book club."),
        ("The user drinks coffee every morning.", "The user switched coffee brands to Lavazza."),
    ])
    def test_a_change_to_what_the_thing_qualifies_is_no_change_of_it(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)

    @pytest.mark.parametrize(("a", "b"), [
        ("The user works at Google.", "The user quit Google two years ago to start a company."),
        ("The user works at Google.", "The user quit Google months ago."),
        ("The user uses Vim.", "The user switched Vim out for VS Code."),
        ("The user takes yoga classes.", "The user quit yoga classes."),
        ("The user has a Netflix subscription.", "The user cancelled the Netflix subscription last week."),
        # no verb for the compound to follow (hygiene dev corpora 3 and 5)
        ("Nadia's home internet is from Verizon Fios.", "Ten days ago BT installed the user's new home connection."),
        ("Callum's flat is in Wedding.", "Nowadays Callum lives in Kreuzberg."),
    ])
    def test_a_time_a_particle_or_the_tie_itself_is_no_other_thing(self, e5: E5Embedder, a: str, b: str) -> None:
        assert decided_not(e5, self.rule, a, b)


class TestNegated:
    rule = "negated"

    @pytest.mark.parametrize(("old", "new"), [
        ("The orders table has a column named discount", "The orders table has no column named discount"),
        ("The user no longer drinks coffee", "The user drinks coffee every morning"),
        # Chinese: the same statement negated
        ("用户养猫", "用户不养猫"),
        ("用户有驾照", "用户没有驾照"),
        ("用户周末有空", "用户周末没空"),
        ("用户会开车", "用户不会开车"),
        # the newer's clause-final 了, a word of the present state and 不再 make no other statement
        ("用户周六去唱诗班", "用户最近周六不去唱诗班了"),
        ("用户坐轮渡上班", "用户现在已经不再坐轮渡上班了"),
    ])
    def test_one_affirms_what_the_other_negates(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)

    @pytest.mark.parametrize(("guess", "fact"), [
        ("The user probably has no kids", "The user has two kids"),
        ("用户可能有孩子", "用户没有孩子"),
    ])
    def test_a_negated_guess_loses_to_a_stated_fact(self, e5: E5Embedder, guess: str, fact: str) -> None:
        guess_loses(e5, self.rule, guess, fact)


class TestNamedTwice:
    rule = "named_twice"  # judge/alike.py; the classes of names: tests/test_language_alias.py

    def test_one_value_by_two_names_is_linked(self, e5: E5Embedder) -> None:
        v = decided(e5, self.rule, mem("The user lives in LA.", days=0), mem("The user lives in Los Angeles.", days=30))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason

    def test_a_negation_is_no_second_name(self, e5: E5Embedder) -> None:
        v = verdict(e5, mem("The user lives in LA.", days=0), mem("The user no longer lives in Los Angeles.", days=30))
        assert v.rule != self.rule, v.reason


class TestOneMeasure:
    rule = "one_measure"  # language/measures.py

    @pytest.mark.parametrize(("a", "b", "sa", "sb", "days"), [
        # one value in two units, from two systems at once or the user weeks apart: no conflict, no change
        ("Height: 175 cm", "Height: 5'9\"", "tool:health", "tool:clinic", 0.002),
        ("身高：一米八", "身高：180厘米", "tool:health", "tool:clinic", 0.002),
        ("年薪：30万", "年薪：300000元", "tool:hr", "import", 0.002),
        ("用户家离公司大概三公里。", "用户住的地方距离单位3000米左右。", "user", "user", 14),
    ])
    def test_one_value_in_two_units(self, e5: E5Embedder, a: str, b: str, sa: str, sb: str, days: float) -> None:
        (s1, _, i1), (s2, _, i2) = sa.partition(":"), sb.partition(":")
        v = decided(e5, self.rule, mem(a, source=s1, source_id=i1 or None),
                    mem(b, source=s2, source_id=i2 or None, days=days))
        assert v.relation == Relation.unrelated and not v.possibly_updated, v.reason

    @pytest.mark.parametrize(("a", "b"), [
        # twins: one unit (a small change is a change), two values, two dimensions
        ("Rent: $1,850", "Rent: $1,880"),
        ("Weight: 70 kg", "Weight: 80 kg"),
        ("Height: 175 cm", "Height: 6 ft 1 in"),
        ("Height: 175 cm", "Weight: 70 kg"),
    ])
    def test_not_one_value(self, e5: E5Embedder, a: str, b: str) -> None:
        assert verdict(e5, mem(a), mem(b, days=30)).rule != self.rule


class TestNumbersInSlot:
    rule = "numbers_in_slot"

    @pytest.mark.parametrize(("old", "new"), [
        ("The user is 30 years old", "The user is 31 years old"),
        ("The API server listens on port 8080", "The API server listens on port 9090"),
    ])
    def test_another_number_for_the_slot(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)

    def test_two_tools_disagree(self, e5: E5Embedder) -> None:
        v = decided(e5, self.rule, mem("The service runs version 2.3.1", source="tool", source_id="k8s", days=0),
                    mem("The service runs version 2.4.0", source="tool", source_id="helm", days=0.1))
        assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.source, "both")


class TestPhoneNumber:
    rule = "phone_number"

    @pytest.mark.parametrize(("old", "new"), [
        ("The user's mobile number: 555-5957", "User's phone number is 555-6986"),
        ("The user's phone number is +1 415 555 2525", "The user can be reached at +1 415 555 9255"),
    ])
    def test_a_phone_number_in_other_words(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestIdentifier:
    rule = "identifier"  # more in tests/test_rules_judge_harm.py

    @pytest.mark.parametrize(("old", "new"), [
        ("The user's email is dana.kim@example.org", "My new email is dana.k@example.com"),
        ("用户的邮箱是dana.kim@example.org", "用户的邮箱是dana.k@example.com"),
        ("用户的邮箱是 li@example.com", "用户的邮箱改成了 li.wei@example.com"),
    ])
    def test_an_identifier_in_one_frame(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestQuantityChanged:
    rule = "quantity_changed"  # judge/quantity.py; more in tests/test_rules_judge_quantity.py

    @pytest.mark.parametrize(("old", "new"), [
        ("The user's rent is $1,800 a month.", "The user's rent went up to $1,950 a month."),
        ("用户每月房租3000元。", "用户的房租涨到每月3500元了。"),
    ])
    def test_the_newer_says_the_thing_moved_to_another_number(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestAddedValue:
    rule = "added_value"  # more in tests/test_rules_judge_changed.py

    def test_a_value_added_beside_the_older_replaces_nothing(self, e5: E5Embedder) -> None:
        v = decided(e5, self.rule, mem("The user volunteers at the food bank.", days=0),
                    mem("The user now also volunteers at the animal shelter.", days=30))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", False), v.reason


class TestSameCueSoft:
    rule = "same_cue_soft"

    @pytest.mark.parametrize(("a", "b"), [
        ("User started a pottery class on Mondays.", "User started a yoga class on Wednesdays."),
        ("用户开始学钢琴了。", "用户开始学游泳了。"),
    ])
    def test_the_same_change_announced_twice_is_soft(self, e5: E5Embedder, a: str, b: str) -> None:
        v = decided(e5, self.rule, mem(a, days=0), mem(b, days=30))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason


class TestRestatedNow:
    rule = "restated_now"  # judge/changed.py; the look-alikes with another value: tests/test_rules_judge_changed.py

    @pytest.mark.parametrize(("old", "new"), [
        ("The user's locker at the gym is C27.", "The user is at locker C27 now."),
        ("The user works for Deloitte.", "The user now works for Deloitte as an audit manager."),
        ("The user's usual table at Café Luna is number 7.", "These days the user sits at Café Luna's table 7."),
    ])
    def test_now_with_the_same_names_dates_the_value(self, e5: E5Embedder, old: str, new: str) -> None:
        # "now" of the older's own names and codes says the value holds now; it replaces nothing named: soft
        v = decided(e5, self.rule, mem(old, days=0), mem(new, days=3))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason


class TestCueSameSubject:
    rule = "cue_same_subject"

    @pytest.mark.parametrize(("old", "new"), [
        ("The user prefers pytest over unittest", "The user now writes tests with unittest instead of pytest"),
        # one part of a tech stack changes
        ("The user's shop keeps its orders in Cassandra", "The user moved the shop's orders to CockroachDB"),
        # the old value named as the one left behind
        ("The user's blog is written in Svelte", "The user dropped Svelte and rebuilt the blog UI in Astro"),
        ("用户晚上练钢琴", "用户晚上改练吉他了"),
    ])
    def test_the_same_subject_changed(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestCueNamedSwap:
    rule = "cue_named_swap"

    @pytest.mark.parametrize(("old", "new"), [
        ("The project stores data in MongoDB", "The project runs on PostgreSQL now"),
        ("The team chats on Slack", "The team switched to Discord"),
        ("The newsletter is sent with Mailchimp", "The newsletter now goes out through Buttondown"),
    ])
    def test_the_same_subject_now_names_another_thing(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)

    def test_a_question_naming_the_old_thing_does_not_break_the_verdict(self, e5: E5Embedder) -> None:
        # the rule reads names off statements; its reason did off the whole text and raised IndexError when a
        # question in the newer memory named the older's thing
        update(e5, self.rule, "The project stores data in MongoDB",
               "Did we ever benchmark MongoDB? The project runs on PostgreSQL now.")


class TestZhChange:
    rule = "zh_change"

    @pytest.mark.parametrize(("old", "new"), [
        ("用户周末打网球", "用户周末改打羽毛球了"),
        ("用户每天跑步五公里", "用户现在每天游泳一小时"),
        ("用户晚上看美剧", "用户晚上改看日剧了"),
        # a relative's update: the relative is no shared wording, 学 (上学 / 转学) is (issue #15, corpus 29 review)
        ("用户的女儿在实验小学上学。", "用户的女儿转学到了外国语学校。"),
    ])
    def test_a_chinese_statement_rewritten_with_a_change_cue(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)

    @pytest.mark.parametrize(("old", "new"), [
        # issue #15, corpus 29: two things said of the mother share only her (母亲), and a relative is the subject,
        # never the predicate: her home and her memory are two facts
        ("用户的母亲住在成都老家。", "用户的母亲今年七十五岁，最近记性越来越差，常常忘了关煤气。"),
        ("用户的父亲住在老家", "用户的父亲今年七十岁，最近开始记性变差"),
        ("用户的爸爸每天早上打太极", "用户的爸爸最近换了降压药"),
    ])
    def test_a_relative_shared_as_the_subject_is_no_common_predicate(self, e5: E5Embedder, old: str,
                                                                      new: str) -> None:
        v = decided_not(e5, self.rule, old, new)
        assert v.relation == Relation.unrelated, v.reason

    def test_one_verb_in_two_forms_is_no_change(self, e5: E5Embedder) -> None:
        # 正在学 / 在学习 under 最近: an aspect marker and one verb's two forms replace nothing
        v = verdict(e5, mem("用户正在学日语。", days=0), mem("用户最近在学习日语。", days=10))
        assert v.relation != Relation.conflict, (v.rule, v.reason)


class TestGuessVsStatement:
    rule = "guess_vs_statement"

    @pytest.mark.parametrize(("guess", "fact"), [
        ("The user apparently has a hamster", "The user has a corgi"),
        ("用户好像养了一只猫", "用户养的是一只柯基"),
        ("The user is probably in their thirties", "The user is 52 years old"),
        ("The user seems fairly young, maybe mid-twenties", "The user is 47 years old"),
        ("The user is probably a Java developer", "The user writes almost everything in Kotlin"),
        ("用户似乎在长沙生活", "用户住在苏州"),
        ("用户看起来二十多岁", "用户今年45岁"),
        ("用户大概在字节跳动上班", "用户是美团的员工"),
    ])
    def test_a_guess_loses_to_a_stated_fact(self, e5: E5Embedder, guess: str, fact: str) -> None:
        guess_loses(e5, self.rule, guess, fact)

    def test_inference_loses_to_fact(self, e5: E5Embedder) -> None:
        v = decided(e5, self.rule, mem("The user probably works in fintech", source="agent", days=0),
                    mem("The user works at a bakery", days=1))
        assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.inference, "b")
        # even when the inference is newer
        v = decided(e5, self.rule, mem("用户在一家银行工作", days=0),
                    mem("用户可能在互联网公司工作", source="agent", days=5))
        assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.inference, "a")


class TestGuessVsNegation:
    rule = "guess_vs_negation"

    def test_a_guess_affirms_what_a_statement_negates(self, e5: E5Embedder) -> None:
        # the user's own name is not a value: nothing but the guess and the negation differs
        v = decided(e5, self.rule, mem("Maya Lopez Garcia probably plays chess", source="agent"),
                    mem("The user does not play chess", days=3), frozenset({"Maya Lopez Garcia"}))
        assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.inference, "b"), v.reason


class TestNumbersInStatement:
    rule = "numbers_in_statement"

    @pytest.mark.parametrize(("old", "new"), [
        # a number is the only difference
        ("The user's monthly gym fee is 40 euros", "The user's monthly gym fee is 55 euros"),
        ("The user's weekly sync is at 14:30", "The user's weekly sync is at 15:00"),
        ("用户的通勤时间是40分钟", "用户的通勤时间是25分钟"),
    ])
    def test_another_number_in_the_same_statement(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestValueInStatement:
    rule = "value_in_statement"

    def test_the_same_statement_with_another_value(self, e5: E5Embedder) -> None:
        update(e5, self.rule, "用户每天早上喝一杯燕麦拿铁", "用户每天早上喝一杯乌龙茶")  # a kind of tea

    @pytest.mark.parametrize(("a", "b"), [
        # issue #15 (corpus 8): both give one number, so the swapped words say whose it is: two facts, soft outcome
        ("User budgets 300 a month for groceries.", "User budgets 300 a month for the car."),
        ("用户每月买菜预算300元。", "用户每月养车预算300元。"),
    ])
    def test_one_number_for_two_things_is_not_a_swap(self, e5: E5Embedder, a: str, b: str) -> None:
        v = decided(e5, "same_frame_soft", mem(a), mem(b, days=30))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason


class TestCueNegatesOld:
    rule = "cue_negates_old"

    @pytest.mark.parametrize(("old", "new"), [
        # issue #15: the old preference is negated by name, with change language, and no lexicon slot
        ("The user likes answers as bullet lists", "From now on the user wants plain paragraphs, no bullets"),
    ])
    def test_a_change_that_negates_the_old_statement(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)

    @pytest.mark.parametrize(("old", "new"), [
        # issue #15, corpus 29: the negation sits in another clause than the shared word (每天, 做, 今年): nothing of
        # the older is negated, two facts that both hold
        ("用户每天骑电动自行车接送孩子上下学。", "膝盖做完手术后，用户不去健身房了，改成每天游一千米。"),
        ("用户在一家互联网公司做产品经理。", "膝盖做完手术后，用户不去健身房了，改成每天游一千米。"),
        ("用户今年开始在银行App上按月攒黄金，每月五百块。", "用户家的狗今年八岁了，最近后腿有点使不上劲。"),
    ])
    def test_a_negation_in_another_clause_negates_nothing_of_the_older(self, e5: E5Embedder, old: str,
                                                                       new: str) -> None:
        v = decided_not(e5, self.rule, old, new)
        assert v.relation == Relation.unrelated, v.reason


class TestAttributeValue:
    rule = "attribute_value"

    @pytest.mark.parametrize(("old", "new"), [
        # no lexicon slot: a possessive, the attribute, a copula, then another value, weeks later
        ("The user's membership tier is Silver", "The user's membership tier is Platinum"),
        ("用户的会员等级是银卡会员", "用户的会员等级是钻石会员"),
    ])
    def test_one_attribute_gets_another_value(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)

    def test_at_the_same_moment_both_are_kept(self, e5: E5Embedder) -> None:
        v = decided(e5, self.rule, mem("The user's membership tier is Silver"),
                    mem("The user's membership tier is Platinum", days=1 / 1440))
        assert v.relation == Relation.unrelated and v.keep == "both", v.reason


class TestSameFrameEvidence:
    rule = "same_frame_evidence"

    def test_two_tools_disagree_on_one_frame(self, e5: E5Embedder) -> None:
        # issue #15: born in Lyon (crm) vs Marseille (hr_db) stayed active at 0.9, nothing found
        a = mem("The user was born in Lyon", source="tool", source_id="crm")
        b = mem("The user was born in Marseille", source="tool", source_id="hr_db", days=0.01)
        v = decided(e5, self.rule, a, b)
        assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.source, "both"), v.reason

    def test_chinese_frame_with_a_tool_pair(self, e5: E5Embedder) -> None:
        a = mem("用户毕业于复旦大学", source="tool", source_id="crm")
        b = mem("用户毕业于浙江大学", source="tool", source_id="linkedin_import", days=0.01)
        v = decided(e5, self.rule, a, b)
        assert (v.relation, v.type) == (Relation.conflict, ConflictType.source), v.reason


class TestTwoWitnesses:
    rule = "two_witnesses"

    @pytest.mark.parametrize(("a", "sa", "b", "sb", "days"), [
        # two records under one key, two systems, minutes apart: one fact, two values
        ("Health insurer: Aetna", "tool:hr", "Health insurer: Cigna", "import", 0.003),
        ("Home address: 5 Oak Lane, Salem", "tool:crm", "Home address: 221 Pine Street, Eugene", "tool:billing",
         0.003),
        ("开户银行：招商银行", "tool:hr", "开户银行：建设银行", "import", 0.003),
        ("车辆：2015款大众帕萨特", "tool:crm", "车辆：2019款别克君威", "tool:insurance", 0.002),
        # the user against a tool: one value with numbers, none in common (review60)
        ("Vehicle: 2016 Honda Civic", "user", "Vehicle: 2018 Mazda 3", "tool:dmv", 0.02),
        # one event on two weekdays, two calendars
        ("HOA meeting - Thursday 19:00", "tool:calendar", "HOA meeting - Tuesday 19:00", "tool:hoa", 0.003),
    ])
    def test_two_sources_at_one_moment_disagree(self, e5: E5Embedder, a: str, sa: str, b: str, sb: str,
                                                days: float) -> None:
        (s1, _, i1), (s2, _, i2) = sa.partition(":"), sb.partition(":")
        v = decided(e5, self.rule, mem(a, source=s1, source_id=i1 or None),
                    mem(b, source=s2, source_id=i2 or None, days=days))
        assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.source, "both"), v.reason

    @pytest.mark.parametrize(("a", "sa", "b", "sb", "days"), [
        # benign twins: a month apart (time for a change), one source, a guess, two imports (one restore)
        ("Health insurer: Aetna", "tool:hr", "Health insurer: Cigna", "import", 30),
        ("Health insurer: Aetna", "tool:hr", "Health insurer: Cigna", "tool:hr", 0.003),
        ("Health insurer: Aetna", "tool:hr", "Health insurer: Cigna", "agent", 0.003),
        ("Health insurer: Aetna", "import", "Health insurer: Cigna", "import:x", 0.003),
        # one value said twice: other units, another notation, more detail, the same words reordered
        ("Height: 5 ft 9 in", "tool:health", "Height: 175 cm", "tool:clinic", 0.002),
        ("Standup: 2pm", "tool:calendar", "Standup: 14:00", "tool:slack", 0.002),
        ("家庭住址：杭州", "tool:crm", "家庭住址：杭州西湖区", "tool:hr", 0.002),
        ("车辆：2015款大众帕萨特", "tool:crm", "车辆：大众帕萨特 2015款", "tool:insurance", 0.002),
        # one weekday in two notations, two events, a month apart
        ("My book club meets on Thursday evenings.", "user", "Book club: Thu 19:30", "tool:calendar", 0.003),
        ("我们公司年会是周五晚上。", "user", "日历：公司年会 星期五 18:00", "tool:calendar", 0.003),
        ("My team meeting is on Monday.", "user", "Dentist appointment: Wednesday 10:00", "tool:calendar", 0.003),
        ("My book club meets on Monday evenings.", "user", "Book club: Wednesday 19:30", "tool:calendar", 30),
        # the user against a tool: names with no numbers may be one thing (review60: alias, rename, a place inside a
        # place, a kind and its breed, a job and its title) or two things held at once (hobby, pet, medication)
        ("Employer: Meta", "user", "Employer: Facebook", "tool:crm", 0.02),
        ("雇主：脸书", "user", "雇主：Meta公司", "tool:crm", 0.02),
        ("Company: Alphabet", "user", "Company: Google", "tool:crm", 0.02),
        ("Employer: Twitter", "user", "Employer: X Corp", "tool:crm", 0.02),
        ("Spouse: Liz", "user", "Spouse: Elizabeth Chen", "tool:crm", 0.02),
        ("Hometown: Canton", "user", "Hometown: Guangzhou", "tool:crm", 0.02),
        ("家乡：广州", "user", "家乡：羊城", "tool:crm", 0.02),
        ("Diet: vegan", "user", "Diet: plant-based", "tool:crm", 0.02),
        ("饮食：素食", "user", "饮食：吃素", "tool:crm", 0.02),
        ("Pet: a Golden Retriever", "user", "Pet: a dog", "tool:crm", 0.02),
        ("职业：医生", "user", "职业：心内科主任医师", "tool:hr", 0.02),
        ("The user's favorite team is the Lakers.", "user", "The user's favorite team is the Los Angeles Lakers.",
         "tool:crm", 0.02),
        ("用户最喜欢的球队是湖人。", "user", "用户最喜欢的球队是洛杉矶湖人队。", "tool:crm", 0.02),
        ("The user lives in Brooklyn.", "user", "The user lives in New York.", "tool:crm", 0.02),
        ("用户住在朝阳区。", "user", "用户住在北京。", "tool:crm", 0.02),
        ("The user drives a Subaru Outback.", "tool:dmv", "The user drives a Toyota RAV4.", "user", 0.02),
        ("Allergy: peanuts", "user", "Allergy: shellfish", "tool:health", 0.02),
        ("过敏：花生", "user", "过敏：海鲜", "tool:health", 0.02),
        ("Hobby: chess", "user", "Hobby: tennis", "tool:crm", 0.02),
        ("爱好：下棋", "user", "爱好：游泳", "tool:crm", 0.02),
        ("Medication: metformin", "user", "Medication: lisinopril", "tool:pharmacy", 0.02),
        ("用药：二甲双胍", "user", "用药：阿司匹林", "tool:pharmacy", 0.02),
        ("Nickname: Bobby", "user", "Nickname: Rob", "tool:crm", 0.02),
        ("角色：家长", "user", "角色：老师", "tool:school", 0.02),
        ("Pet: cat", "user", "Pet: dog", "tool:vet", 0.02),
        # the user and a calendar on two days: a habit, one lesson held twice a week, two pickups (review60)
        ("My book club meets on Monday evenings.", "user", "Book club: Wednesday 19:30", "tool:calendar", 0.003),
        ("我们公司年会是周五晚上。", "user", "日历：公司年会 周六 18:00", "tool:calendar", 0.003),
        ("I have yoga class on Monday evenings.", "user", "Yoga class - Friday 18:00", "tool:calendar", 0.02),
        ("我周一晚上上瑜伽课。", "user", "瑜伽课 周五 18:00", "tool:calendar", 0.02),
        ("Piano lesson for Emma on Tuesday", "user", "Piano lesson for Emma - Saturday 10:00", "tool:calendar", 0.02),
        ("艾玛的钢琴课在周二", "user", "艾玛的钢琴课 周六 10:00", "tool:calendar", 0.02),
        ("Trash pickup is on Monday", "user", "Recycling pickup: Thursday", "tool:city", 0.02),
        ("垃圾清运在周一", "user", "垃圾分类回收清运：周四", "tool:city", 0.02),
        # two calendars, two events on two days
        ("Team standup is Monday 9am", "tool:calendar", "Team offsite planning is Friday", "tool:calendar2", 0.02),
        # review62: one date or height in two notations from two systems; a slot of many values from two systems;
        # the user's numbers of another kind than the system's (a model number, a flat number against a year)
        ("Birthday: 1990-03-04", "import", "Birthday: 04/03/1990", "tool:crm", 0.02),
        ("生日：1990-03-04", "import", "生日：04/03/1990", "tool:crm", 0.02),
        ("Date of birth: 1990-03-04", "import", "Date of birth: 1990/3/4", "tool:crm", 0.02),
        ("Height: 178", "import", "Height: 5'10\"", "tool:health", 0.02),
        ("身高：178", "import", "身高：5'10\"", "tool:health", 0.02),
        ("Pet: cat", "import", "Pet: dog", "tool:vet", 0.02),
        ("爱好：篮球", "import", "爱好：钓鱼", "tool:crm", 0.02),
        ("Device: iPhone 15", "user", "Device: Apple phone 2023", "tool:mdm", 0.02),
        ("Residence: Unit 502", "user", "Residence: 88 Jianguo Road", "tool:crm", 0.02),
        ("笔记本：MacBook Pro 14寸", "user", "笔记本：苹果M3 2023款", "tool:mdm", 0.02),
    ])
    def test_no_two_witnesses(self, e5: E5Embedder, a: str, sa: str, b: str, sb: str, days: float) -> None:
        (s1, _, i1), (s2, _, i2) = sa.partition(":"), sb.partition(":")
        v = verdict(e5, mem(a, source=s1, source_id=i1 or None), mem(b, source=s2, source_id=i2 or None, days=days))
        assert v.rule != self.rule, v.reason


class TestSameFrameSoft:
    rule = "same_frame_soft"

    @pytest.mark.parametrize(("a", "b"), [
        # one frame, another value, no change language: maybe an update, maybe both hold. Never a hard change.
        ("The user is allergic to peanuts", "The user is allergic to shellfish"),
        ("The user was born in Lyon", "The user was born in Marseille"),
    ])
    def test_kept_both_without_evidence(self, e5: E5Embedder, a: str, b: str) -> None:
        v = decided(e5, self.rule, mem(a), mem(b, days=30))
        assert v.relation == Relation.unrelated and v.keep == "both", v.reason

    @pytest.mark.parametrize(("a", "b"), [
        # a reworded verb is no value: the predicate must come before the span
        ("The user is learning Spanish", "The user is studying Spanish"),
        ("用户早上六点起床", "用户每天6点起床"),
    ])
    def test_a_reworded_predicate_is_not_a_frame(self, a: str, b: str) -> None:
        assert same_frame(a, b) is None


class TestGuessVsFact:
    rule = "guess_vs_fact"

    # issue #15: the guess stayed active and ranked first for "what does the user do for a living?"; closeness is
    # the only evidence, and an unrelated guess is as close ("might be a vegetarian" / "prefers pytest", falsified
    # by the first version of this rule), so both are kept and search ranks the guess below (test_contract_harm)
    @pytest.mark.parametrize(("guess", "fact"), [
        ("The user is probably a student", "The user has run her own company for twelve years"),
        ("The user might be a vegetarian", "The user prefers pytest over unittest"),
    ])
    def test_both_kept(self, e5: E5Embedder, guess: str, fact: str) -> None:
        for a, b in ((mem(guess, source="agent"), mem(fact, days=2)), (mem(fact), mem(guess, source="agent", days=2))):
            v = decided(e5, self.rule, a, b)
            assert (v.relation, v.keep) == (Relation.unrelated, "both"), v.reason


class TestNamesOldAsWrong:
    rule = "names_old_as_wrong"

    @pytest.mark.parametrize(("old", "new"), [
        # a correction naming the older's value as the wrong one, whatever the predicate and without change words
        ("The user weighs 79 kg.", "Typo in the notes: the weight is 91 kg, not 79 kg."),
        ("User eats a gluten-free diet.", "Fix: the user is pescatarian, not gluten-free; the form had it wrong."),
        ("用户在乐团里拉中提琴。", "乐团里是长号，不是中提琴。"),
        ("The user's salary is paid into a Monzo account.",
         "Small fix to the notes: the salary account is at ING, not Monzo."),
        # with a change word ("Correction") that no cue rule before decided on (issue #15, corpus 7)
        ("The user works for the city council.",
         "Correction: the user is employed by Siemens; the city council was a client."),
        ("用户的编辑器是Vim", "更正：用户写代码用的是Emacs，不是Vim"),
    ])
    def test_a_correction_replaces_the_named_value(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)

    def test_an_agents_guess_is_left_to_the_guess_rules(self, e5: E5Embedder) -> None:
        v = verdict(e5, mem("The user probably weighs 79 kg.", source="agent"),
                    mem("Typo in the notes: the weight is 91 kg, not 79 kg.", days=1))
        assert v.rule != self.rule


class TestChangedFrame:
    rule = "changed_frame"  # more in tests/test_rules_judge_changed.py

    def test_a_stated_replacement_in_another_frame_is_possibly_an_update(self, e5: E5Embedder) -> None:
        v = decided(e5, self.rule, mem("用户的记账软件是随手记。", days=0), mem("记账已经换成了钱迹。", days=30))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason


class TestActivityEnded:
    rule = "activity_ended"  # judge/ended.py; more in tests/test_rules_judge_ended.py

    @pytest.mark.parametrize(("old", "new"), [
        ("The user smokes a pack a day.", "The user has quit smoking."),
        ("用户每天抽一包烟。", "用户已经戒烟了。"),
    ])
    def test_the_newer_says_the_activity_ended(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestValueLeft:
    rule = "value_left"  # judge/left.py; more in tests/test_rules_judge_left.py

    @pytest.mark.parametrize(("old", "new"), [
        ("The user's bank is Chase.", "The user closed the Chase account and banks at Summit Credit Union now."),
        ("用户在腾讯做后端开发。", "用户从腾讯离职，去了字节跳动。"),
        ("The user drives a Toyota", "The user sold the Toyota and now drives a Tesla"),  # was cue_same_slot's
    ])
    def test_the_newer_says_the_user_left_the_older_thing(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestLaterSoft:
    rule = "later_soft"  # judge/later.py; more in tests/test_rules_judge_later.py

    @pytest.mark.parametrize(("old", "new"), [
        ("The user is at piano grade 4.", "The user passed grade 5."),
        ("用户是跆拳道蓝带。", "用户升到了跆拳道黑带。"),
    ])
    def test_a_state_reached_later_is_possibly_updated(self, e5: E5Embedder, old: str, new: str) -> None:
        v = decided(e5, self.rule, mem(old), mem(new, days=30))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason


class TestRecounted:
    rule = "recounted"  # judge/recounted.py; more in tests/test_rules_judge_recounted.py

    @pytest.mark.parametrize(("old", "new"), [
        ("The user has 2 chickens in the backyard.", "The user keeps 5 chickens in the backyard."),
        ("用户的个税每月扣800元。", "用户每月个税扣1100元。"),
    ])
    def test_a_measure_recounted_later_is_possibly_updated(self, e5: E5Embedder, old: str, new: str) -> None:
        v = decided(e5, self.rule, mem(old), mem(new, days=21))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason

    @pytest.mark.parametrize(("old", "new"), [
        ("The user has 2 cats.", "The user has 3 dogs."),  # another measure: both hold
        ("用户养了两只猫。", "用户还养了三条狗。"),
    ])
    def test_another_measure_is_not_recounted(self, e5: E5Embedder, old: str, new: str) -> None:
        decided_not(e5, self.rule, old, new, days=21)


class TestRecordRevised:
    rule = "record_revised"

    @pytest.mark.parametrize(("a", "b"), [
        # a key no slot knows may hold one value or collect many: both kept, the older possibly updated
        ("Relationship status: single", "Relationship status: in a relationship (with Jordan)"),
        ("Gym: Fitness First on Main Street", "Gym: PureGym at Riverside Mall"),
        ("常去的健身房：中关村一兆韦德", "常去的健身房：望京乐刻健身24小时店"),
    ])
    def test_other_key_possibly_updated(self, e5: E5Embedder, a: str, b: str) -> None:
        v = decided(e5, self.rule, mem(a), mem(b, days=21))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason

    @pytest.mark.parametrize(("a", "b", "days", "sb"), [
        # benign twins: the same moment, a guess, a plural key, another key, one value in other words or detail
        ("Home address: 22 Larch Lane, Burlington VT", "Home address: 410 Pine St, Burlington VT", 0.2, "user"),
        ("Home address: 22 Larch Lane, Burlington VT", "Home address: 410 Pine St, Burlington VT", 30, "agent"),
        ("Allergies: peanuts", "Allergies: shellfish", 30, "user"),
        ("Work address: 22 Larch Lane", "Home address: 410 Pine St", 30, "user"),
        ("Home address: 18 Rowan Ct, Dayton OH", "Home address: 18 Rowan Court, Dayton, Ohio", 30, "user"),
        ("Employer: Google", "Employer: Alphabet (Google)", 30, "user"),
        ("City: Beijing", "City: 北京", 30, "user"),
        ("Diet: veggie", "Diet: vegetarian", 30, "user"),
        ("家庭住址：杭州", "家庭住址：杭州西湖区", 30, "user"),
        ("Home address: 22 Larch Lane?", "Home address: 410 Pine St", 30, "user"),
        ("The user's kids are Emma and Liam.", "The user's kids are Liam and Noah.", 30, "user"),
        ("The user's job is nurse.", "The user's job is nurse at St Mary's.", 30, "user"),
        ("The user's address is 12 Elm St, Springfield.", "The user's address is 12 Elm Street, Springfield, IL.", 30,
         "user"),
        # review66: a slot of many values, events, an address per order, two qualifiers
        ("Child: Emma", "Child: Liam", 70, "user"),
        ("Pet: dog named Rex", "Pet: cat named Luna", 70, "user"),
        ("Appointment: dentist cleaning on March 3", "Appointment: eye exam on April 12", 28, "user"),
        ("预约：牙科洗牙", "预约：眼科复查", 28, "user"),
        ("Shipping address: 22 Larch Lane, Burlington VT", "Shipping address: 99 Beach Rd, Miami FL (gift for mom)",
         21, "user"),
        ("Vehicle: 2016 Honda Civic (wife's)", "Vehicle: 2020 Ford F-150 (mine)", 70, "user"),
    ])
    def test_not_revised(self, e5: E5Embedder, a: str, b: str, days: float, sb: str) -> None:
        v = verdict(e5, mem(a), mem(b, source=sb, days=days))
        assert v.rule not in (self.rule, "slot_revised"), v.reason

    @pytest.mark.parametrize(("a", "b"), [
        # review66: a system's log under a key no slot knows ("Visit:", 订单：) is many events
        ("Visit: urgent care for sprained ankle", "Visit: cardiology follow-up"),
        ("订单：iPhone 15手机壳", "订单：瑜伽垫"),
    ])
    def test_a_systems_log_is_not_revised(self, e5: E5Embedder, a: str, b: str) -> None:
        v = verdict(e5, mem(a, source="tool", source_id="log"), mem(b, source="tool", source_id="log", days=30))
        assert v.rule not in (self.rule, "slot_revised"), v.reason


class TestNoCommonSubject:
    rule = "no_common_subject"

    @pytest.mark.parametrize(("a", "b"), [
        ("用户喜欢喝美式咖啡", "用户养了一只叫豆豆的狗"),
        ("The user's flight to Tokyo is on May 3", "The user's hotel in Tokyo is booked for May 3"),
        ("The user is learning Rust", "The user's team writes Go services"),
        ("用户住在北京朝阳区", "用户在北京的公司上班"),
        ("The user's laptop is a ThinkPad", "The user likes hiking on weekends"),
        ("用户每周三晚上打羽毛球", "用户的生日是五月二十日"),
        # where one grew up and where one lives; a move to another team or of a frontend is no new home
        ("The user grew up in Boston", "The user lives in Denver"),
        ("The user's home is in Singapore", "The user got moved to Sarah's team"),
        ("The user lives in Boston", "The user has moved the frontend over to SolidJS"),
        ("用户喜欢喝茶", "用户每天早上喝一杯拿铁"),
        # two numbers that both change name another thing
        ("Service number 23 listens on port 8023", "Service number 193 listens on port 8193"),
    ])
    def test_shared_topic_words_are_unrelated(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)

    # change language and negation name no predicate ("no longer" is all these share), and a name that starts a
    # sentence is its subject, not what is said of it: none of these is a change of the other
    @pytest.mark.parametrize(("a", "b"), [
        ("The user no longer drinks soda.", "The user no longer commutes by car."),
        ("用户不再熬夜了。", "用户周末不再开会了。"),
        ("The user is no longer vegetarian.", "The user no longer plays tennis on Sundays."),
        ("Ingrid moved to Porto last year.", "Ingrid moved the team sync to Thursdays."),
    ])
    def test_sharing_only_change_words_or_the_subject_is_unrelated(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)

    # "Call the user X" / "用户自称X" are name statements: a fact about X changes no name
    @pytest.mark.parametrize(("a", "b"), [
        ("Call the user Ingrid.", "Ingrid moved to Porto last year."),
        ("用户自称周洁。", "更正：周洁的车位是B12，不是A07。"),
    ])
    def test_a_name_statement_is_unrelated_to_a_fact_about_the_name(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, "one_states_name", a, b)


class TestCueSlotValue:
    rule = "cue_slot_value"

    @pytest.mark.parametrize(("old", "new"), [
        ("The user uses Django for the backend", "The user switched the backend to FastAPI"),
        ("用户喜欢喝美式咖啡", "用户改喝拿铁了"),
        ("用户住在北京", "用户搬到了上海"),
        ("用户以前用 MySQL", "用户现在改用 PostgreSQL 了"),
        ("用户开本田思域", "用户换了一辆比亚迪"),
    ])
    def test_the_slot_changed_value(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestCueLeftBehind:
    rule = "cue_left_behind"

    @pytest.mark.parametrize(("old", "new"), [
        ("The user lives in Lisbon", "The user has relocated from Lisbon to Chicago"),
        ("用户早餐习惯配一杯绿茶", "用户不再喝绿茶，换成了拿铁"),
    ])
    def test_the_old_value_named_as_the_one_left_behind(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestCueSameSlot:
    rule = "cue_same_slot"

    @pytest.mark.parametrize(("old", "new"), [
        ("The meeting is on Monday", "The meeting moved to Friday"),
        ("The user works at Google", "The user joined Microsoft last month"),
        ("用户在腾讯工作", "用户跳槽去了阿里巴巴"),
    ])
    def test_same_slot_changed_value(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestOneValueSwap:
    rule = "one_value_swap"

    @pytest.mark.parametrize(("old", "new"), [
        ("The user lives in Berlin", "The user lives in Paris"),
        ("The user prefers dark mode", "The user prefers light mode"),
        # an employer named in another phrasing
        ("The user is a data analyst at Shopify", "The user works as a data analyst for Stripe"),
        # no change cue: a one-value slot gets another value, nothing else differs
        ("用户的编辑器是VS Code", "用户的编辑器是Zed"),
        ("The user's usual morning drink is an iced latte", "The user's usual morning drink is a cappuccino"),
        ("用户的网站前端基于Vue开发", "用户的网站前端基于React开发"),
        # the twins of the restatements in TestCompatible: another value, not more detail of one
        ("用户是软件工程师。", "用户是硬件工程师。"),
        ("用户开的是特斯拉Model 3。", "用户开的是一辆特斯拉Model Y。"),
    ])
    def test_a_one_value_slot_gets_another_value(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)

    def test_same_time_restatement_is_never_disputed(self, e5: E5Embedder) -> None:
        # issue #15: wordings of one fact written at once were judged "needs a person"; without a sure difference
        # (numbers, two known values of a one-value slot) both are kept instead
        for a, b in [("The user prefers window seats on flights", "On planes, the user likes to sit by the window"),
                     ("The user prefers window seats on flights", "Seat preference: window, not aisle"),
                     ("The user is a vegetarian", "The user does not eat meat"),
                     ("用户喜欢靠窗的座位", "坐飞机时用户爱坐窗边")]:
            v = verdict(e5, mem(a, days=0), mem(b, days=1 / 1440))
            assert v.relation in (Relation.duplicate, Relation.unrelated), (a, b, v.rule, v.reason)

    def test_same_time_swap_is_undecidable(self, e5: E5Embedder) -> None:
        v = decided(e5, self.rule, mem("The user lives in Berlin", days=0), mem("The user lives in Munich", days=0))
        assert v.relation == Relation.undecidable and not v.confident

    def test_later_in_the_same_conversation_wins(self, e5: E5Embedder) -> None:
        a = mem("The deadline is Wednesday")
        b = mem("The deadline is Thursday", days=1 / 24 / 60)  # one minute later
        a.provenance.session_id = b.provenance.session_id = "s1"
        v = decided(e5, self.rule, a, b)
        assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


class TestRivalValues:
    rule = "rival_values"

    @pytest.mark.parametrize(("old", "new"), [
        # no change cue: a one-value slot gets another value, worded differently
        ("The user's IDE of choice is IntelliJ", "The user codes in Helix"),
        ("用户常住杭州", "用户家在成都"),
        ("The user is based in Lisbon", "The user lives in Porto"),
        ("用户平时点燕麦拿铁", "用户每天早上喝一杯美式"),
        # values in two words, a home in other words
        ("The user starts the day with cold brew", "The user's usual morning drink is an oat milk latte"),
        ("The user rents an apartment in Vancouver", "The user rents a flat in Edinburgh"),
    ])
    def test_rival_values_of_a_one_value_slot(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestSameValue:
    rule = "same_value"

    @pytest.mark.parametrize(("a", "b"), [
        ("The user codes in Neovim", "The user's editor of choice is Neovim"),
        ("用户的编辑器是Vim", "用户写代码用Vim"),
        ("The user lives in Berlin", "The user is based in Berlin"),
    ])
    def test_one_value_said_twice_is_a_duplicate(self, e5: E5Embedder, a: str, b: str) -> None:
        duplicate(e5, self.rule, a, b)


class TestSlotAttributeValue:
    rule = "slot_attribute_value"

    @pytest.mark.parametrize(("old", "new"), [
        # issue #15 (corpus 8): a common slot, one attribute, a lower-case value
        ("The user's everyday machine is a surface laptop.", "The user's everyday machine is a thinkpad x1."),
    ])
    def test_one_attribute_another_value(self, e5: E5Embedder, old: str, new: str) -> None:
        update(e5, self.rule, old, new)


class TestSlotFrameSoft:
    rule = "slot_frame_soft"

    @pytest.mark.parametrize(("a", "b"), [
        ("The user likes coffee", "The user likes tea"),
    ])
    def test_one_frame_another_value_is_possibly_updated(self, e5: E5Embedder, a: str, b: str) -> None:
        v = decided(e5, self.rule, mem(a), mem(b, days=30))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason


class TestSlotRecounted:
    rule = "slot_recounted"  # judge/recounted.py, for a pair with a common slot

    def test_a_measure_recounted_later_is_possibly_updated(self, e5: E5Embedder) -> None:
        v = decided(e5, self.rule, mem("The user's car has 48,000 miles on it."),
                    mem("The user's car odometer reads 51,200 miles.", days=21))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason

    def test_the_same_moment_is_no_later_count(self, e5: E5Embedder) -> None:
        decided_not(e5, self.rule, "The user's car has 48,000 miles on it.",
                    "The user's car odometer reads 51,200 miles.", days=0.1)


class TestSlotRevised:
    rule = "slot_revised"

    @pytest.mark.parametrize(("a", "b", "src", "days"), [
        # a one-value slot's key, another value weeks later: the older is replaced (its history kept)
        ("Home address: 22 Larch Lane, Burlington VT", "Home address: 410 Pine St, Apt 3, Burlington VT", "tool:crm",
         35),
        ("住址：苏州工业园区星湖街100号", "住址：苏州市姑苏区人民路88号", "tool:taobao", 28),
        ("职位：高级工程师", "职位：技术专家", "user", 8),
        ("Manager: Sarah Kim", "Manager: David Lopez", "tool:hr", 70),  # a role one person fills
        # one attribute's whole value, a street and a city apart (no one-span frame)
        ("CRM: the user's address is 12 Elm St, Springfield.", "CRM: the user's address is 48 Oak Ave, Riverside.",
         "tool:crm", 21),
        ("客户系统：用户地址是朝阳区建国路88号。", "客户系统：用户地址是海淀区中关村大街1号。", "tool:crm", 21),
    ])
    def test_one_value_key_replaced(self, e5: E5Embedder, a: str, b: str, src: str, days: float) -> None:
        s, _, i = src.partition(":")
        v = decided(e5, self.rule, mem(a, source=s, source_id=i or None),
                    mem(b, source=s, source_id=i or None, days=days))
        assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason

    @pytest.mark.parametrize(("a", "b"), [
        # review66: the key, not the values, says what it holds: a log of logins, a role many people fill, someone
        # who works for the user: both kept, possibly updated (words in the values read as one device, one job)
        ("Login: Chrome on Windows from Denver", "Login: Safari on iPhone from Boston"),
        ("Coworker: Jake Miller", "Coworker: Ana Souza"),
        ("Teacher: Ms. Rivera", "Teacher: Mr. Okafor"),
        ("医生：心内科王医生", "医生：皮肤科李医生"),
    ])
    def test_key_of_many_values_possibly_updated(self, e5: E5Embedder, a: str, b: str) -> None:
        v = decided(e5, self.rule, mem(a), mem(b, days=30))
        assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason


class TestCompatible:
    rule = "compatible"

    @pytest.mark.parametrize(("a", "b"), [
        ("The user likes Python", "The user's Python project uses Django"),
        ("The user has a cat named Tom", "The user has a dog named Rex"),
        ("The user's favorite color is blue", "The user's favorite food is pizza"),
        ("用户喜欢看科幻电影", "用户喜欢打篮球"),
        # a word of another slot is not a new value ("drives to work" names no workplace)
        ("The user works from the Lisbon office", "The user drives to work"),
        # context words keep two values apart; a class (coffee) and a kind (latte) can both hold
        ("The user uses MySQL at work", "The user uses SQLite at home"),
        ("The user's web app is built with React", "The user builds internal tools with Vue"),
        ("The user drinks black coffee", "The user has a latte in the morning"),
        # a company and a city; a phone model and a phone number
        ("用户在腾讯工作", "用户现在在上海工作"),
        ("The user's phone is a Pixel 8", "The user's phone number is +1 312 555 2992"),
        ("The user's work phone is 555-1234", "The user's home phone is 555-9876"),
        ("The user likes React", "The user stopped using Vue and now uses React for everything"),
        ("用户下午喝绿茶", "用户早上喝一杯拿铁"),
        ("The user works 9 to 5", "User works on a ThinkPad X1 Carbon"),
        ("The user writes Java at work", "The user is planning a trip to Java, Indonesia"),
        ("The user writes Python", "The user is learning Rust"),
        ("User drinks black coffee", "User bought a new oak coffee table"),
        ("The user works in Vancouver", "The user works at Spotify"),
        ("The user uses React at work", "The user uses React for side projects"),
        ("用户在腾讯工作", "用户现在在深圳工作"),
        # conversation turns that must not supersede
        ("I relocated to Lyon for the new role",
         "My lower back has been killing me since I started working from home"),
        ("一碰奶制品肚子就不舒服，只能喝燕麦奶。", "现在早上都换成燕麦拿铁了"),
        # a negation of another statement
        ("用户喜欢猫", "用户不喜欢狗"),
        # one value with more detail (软件 / 软件开发), an article (一辆) that names no other value: restatements
        ("用户是高级软件工程师。", "用户的职位是高级软件开发工程师。"),
        ("用户开的是特斯拉Model 3。", "用户的车是一辆特斯拉Model 3。"),
        # a record's label that names the slot ("Vehicle:") is no value
        ("The user drives a pickup truck, a 2019 Ford F-150.", "Vehicle: 2019 Ford F-150 pickup"),
    ])
    def test_both_about_the_slot_but_compatible(self, e5: E5Embedder, a: str, b: str) -> None:
        unrelated(e5, self.rule, a, b)


def test_every_rule_has_a_section_in_table_order() -> None:
    sections = [cls.rule for name, cls in globals().items() if name.startswith("Test") and isinstance(cls, type)]
    assert sections == [r.name for r in RULES]
