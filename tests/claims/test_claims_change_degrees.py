"""A degree word between a change verb and its amount (production change_degree) and an explanation after "because"
(production cause_segment) -- claimcheck/claims/grammar.lark; docs/claim-check.md.

* change_degree: "Mean TPOT goes up moderately from 25 ms at c8 to 32 ms at c32", "rises modestly by 28%": a degree
  word (bare_change._DEGREES: slightly, a bit, a little, marginally, somewhat, moderately, modestly) between the verb
  and "from" / "by" / "to" / a number is read with the change; the amount keeps its check, and the word's size is
  checked against the stated change (claimcheck/claims/size_words.py: "slightly" 25% at most, "moderately" 50%):
  "goes up slightly from 40 ms to 100 ms" (+150%) leaves it unread.
  Intensifiers ("sharply", "significantly", "dramatically") claim a size no assertion checks and stay unread.
* cause_segment: "... to 100 ms at c32 because the batch is full": "because" (not "because of ARM", when_arm's) ends
  the measured words' segment of the clause (vocabulary.SEGMENT_JOINERS), so the explanation's unread words hold
  back only themselves: the measured clause is read (its words leave the unread list) and graded, the explanation
  stays unread (the sentence is `not-yet`, and a contradiction of the measured clause is not an accusation while
  words of its clause are unread). A negation, hedge or modal word in the explanation still holds back the clause.

Witness by hand (tuning battery 32's concurrency sweep, frame_checks.CONC_SWEEP; vLLM on one H100,
Llama-3.1-8B-Instruct, 32 requests per arm of 512 prompt + 256 output tokens, every request of an arm alike): c8
TTFT 40 ms, TPOT 25 ms, 320 output tok/s; c32 TTFT 100 ms, TPOT 32 ms, 960 output tok/s. TTFT c8 -> c32: +150%.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import (CONC_SWEEP as ARMS, CONC_SWEEP_SCOPE as SCOPE, assert_never_false,
                                        assert_never_net_true, sealed_fixture, sentence_tests)
from claims_corpus.frames import grade_statement

wit = sealed_fixture("change-degrees", ARMS, "conc", engine="vLLM")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    # a degree word of a size within its limit (vocabulary.SIZE_LIMITS: TPOT 25 -> 32 ms is +28%)
    "Mean TPOT goes up moderately from 25 ms at c8 to 32 ms at c32.",
    "Mean TPOT rises somewhat from 25 ms at c8 to 32 ms at c32.",
    "Mean TPOT rises modestly by 28% from c8 to c32.",
]
TWINS = [
    # a small size on a large change (size_words.py): +150% is no "slightly" / "somewhat", +28% no "a little"
    "Mean TTFT goes up slightly from 40 ms at c8 to 100 ms at c32.",
    "Mean TTFT rises slightly from 40 ms at c8 to 100 ms at c32.",
    "Mean TTFT rises somewhat by 150% from c8 to c32.",
    "Mean TPOT goes up a little from 25 ms at c8 to 32 ms at c32.",
    "Output throughput goes up slightly from 320 tok/s at c8 to 960 tok/s at c32.",
    "Mean TTFT goes up slightly from 40 ms at c8 to 150 ms at c32.",
    "Mean TTFT goes up slightly from 60 ms at c8 to 100 ms at c32.",
    "Mean TTFT goes down slightly from 40 ms at c8 to 100 ms at c32.",
    "Mean TTFT goes up slightly from 40 ms at c32 to 100 ms at c8.",
    "Mean TTFT rises somewhat by 225% from c8 to c32.",
    "Mean TPOT goes up slightly from 40 ms at c8 to 100 ms at c32.",
    "Mean TTFT does not go up slightly from 40 ms at c8 to 100 ms at c32.",
    # an intensifier: not read
    "Mean TTFT rises sharply from 40 ms at c8 to 100 ms at c32.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)

# (measured clause, explanation): the clause alone is read completely and net-true
CAUSES = [
    ("Mean TPOT goes up moderately from 25 ms at c8 to 32 ms at c32", "because the batch is full"),
    ("Mean TTFT rises from 40 ms at c8 to 100 ms at c32", "because of queueing"),
    ("c32 has 2.5x higher mean TTFT than c8", "because more requests share each step"),
    ("Mean TTFT is 100 ms at c32", "because the batch is full"),
]


@pytest.mark.parametrize("clause,cause", CAUSES)
def test_the_measured_clause_reads_and_the_explanation_stays_unread(wit, clause, cause):
    alone = grade(wit, clause + ".")
    assert not alone.reading.unread and alone.verdict == "net-true", (alone.reading.unread, alone.reason)
    res = grade(wit, f"{clause} {cause}.")
    unread = " ".join(u.text for u in res.reading.unread)
    assert unread and all(u.text in cause for u in res.reading.unread), unread  # only the explanation's words
    assert res.verdict == "not-yet", res.reason


@pytest.mark.parametrize("s", [
    "Mean TTFT goes up slightly from 40 ms at c8 to 150 ms at c32 because the batch is full.",
    "c32 has 3.5x higher mean TTFT than c8 because the batch is full.",
    "Mean TTFT goes down slightly from 40 ms at c8 to 100 ms at c32 because the batch is full.",
])
def test_a_twin_with_an_explanation_is_never_net_true_nor_an_accusation(wit, s):
    res = grade(wit, s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)


def test_a_modal_in_the_explanation_holds_back_the_clause(wit):
    res = grade(wit, "c32 has 2.5x higher mean TTFT than c8 because c8 could not batch.")
    assert "2.5x" in " ".join(u.text for u in res.reading.unread)
