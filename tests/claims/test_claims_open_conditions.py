"""A number is no accusation under a condition the witness does not confirm (issue 16, question 2).

"At batch size 1, SGLang is 5% slower than TGI" on a witness that records no batch size: the rows contradict 5% slower,
but they may be of another batch size than the one the sentence speaks of. Before, the sentence was graded ``false``
from the rows while its own condition was unknowable: an accusation from words the grader could not check. Now a
context fact of the sentence (or a fact read in the claim's scope) that the witness leaves open, or contradicts, holds back every
number of that sentence (falsebar.OpenConditions): an open condition leaves the claim ``not-yet``; a contradicted
condition is itself the accusation, and the reason names it, not the number.

Witnesses worked out by hand: TGI 24 tasks in 12.0 s (2 req/s, TTFT 0.4 s), SGLang in 4.0 s (6 req/s, TTFT 0.2 s):
SGLang has 3x the throughput (+200%) and half the TTFT. "eng" declares concurrency 16 for both arms and an output cap
of 8 tokens; it records no batch size, thread count, TP size, dataset or request rate.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

HW = "1 x NVIDIA H100 80GB HBM3"
MODEL = {"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None}
ENG = {"tgi": {"aliases": ["TGI"], "workers": 4, "role": "baseline", "settings": {"concurrency": 16}},
       "sglang": {"aliases": ["SGLang"], "workers": 4, "role": "treatment", "settings": {"concurrency": 16}}}

#: conditions the "eng" witness does not record: each leaves its sentence open
UNRECORDED = ["At batch size 1, ", "With 8 threads, ", "On TP=8, ", "On ShareGPT, ", "At a request rate of 4 req/s, "]
#: conditions the witness records another value for: false, and the reason names the condition
CONTRADICTED = ["At concurrency 64, ", "At 128 concurrent requests, "]
#: sentences whose numbers the rows contradict (as twists of "SGLang is 3x faster than TGI")
WRONG = ["SGLang is 5% slower than TGI.", "SGLang delivers 1.5x the throughput of TGI.",
         "SGLang's mean TTFT is 300 ms.", "TGI reaches 6 req/s."]
#: the same sentences made true
RIGHT = ["SGLang is 200% faster than TGI.", "SGLang delivers 3x the throughput of TGI.",
         "SGLang's mean TTFT is 200 ms.", "TGI reaches 2 req/s."]


@pytest.fixture(scope="module")
def eng(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("open_conditions")
    rows = uniform("tgi", 24, 12.0, 4, ttft=0.4) + uniform("sglang", 24, 4.0, 4, ttft=0.2)
    return str(seal(root / "eng", ab_witness(ENG, hardware=HW, model=MODEL, engine="vLLM", inputs={"tasks": 24}),
                    {"rows.jsonl": rows}))


def _grade(statement: str, witness: str, scope: str = "Llama-3.1-8B-Instruct on one H100, 24 tasks per arm"):
    return grade_statement(statement, witness, scope=scope)


@pytest.mark.parametrize("sentence", WRONG)
def test_the_numbers_alone_are_false(sentence, eng):
    """The control: with no condition, the rows contradict each of these sentences."""
    assert _grade(sentence, eng).verdict == "false", sentence


@pytest.mark.parametrize("sentence", RIGHT)
def test_the_true_sentences_are_net_true(sentence, eng):
    assert _grade(sentence, eng).verdict == "net-true", sentence


@pytest.mark.parametrize("condition", UNRECORDED)
@pytest.mark.parametrize("sentence", WRONG + RIGHT)
def test_an_unrecorded_condition_is_neither_an_accusation_nor_an_acceptance(condition, sentence, eng):
    res = _grade(condition + sentence, eng)
    assert res.verdict == "not-yet", (condition, sentence, res.reason)


@pytest.mark.parametrize("sentence", WRONG)
def test_an_unrecorded_condition_names_itself_in_the_held_check(sentence, eng):
    res = _grade("At batch size 1, " + sentence, eng)
    held = [q for q in res.quantities if "condition the witness does not confirm" in q.detail]
    assert held and "'At batch size 1'" in held[0].detail, [(q.outcome, q.detail) for q in res.quantities]


@pytest.mark.parametrize("condition", CONTRADICTED)
@pytest.mark.parametrize("sentence", WRONG + RIGHT)
def test_a_contradicted_condition_is_the_accusation(condition, sentence, eng):
    res = _grade(condition + sentence, eng)
    assert res.verdict == "false", (condition, sentence, res.reason)
    assert condition.strip(", ") in res.reason, res.reason  # the reason is the condition, not the number


def test_a_condition_in_another_sentence_does_not_hold_back(eng):
    """The hold is per sentence: a wrong number in a sentence of its own is still false."""
    res = _grade("At batch size 1, SGLang is 200% faster than TGI. TGI reaches 6 req/s.", eng)
    assert res.verdict == "false", res.reason
    assert "6 req/s" in res.reason


@settings(max_examples=40, deadline=None)
@given(condition=st.sampled_from(UNRECORDED), sentence=st.sampled_from(WRONG + RIGHT),
       where=st.sampled_from(["lead", "tail"]))
def test_property_unrecorded_conditions_never_decide(condition, sentence, where, eng):
    """Wherever the unrecorded condition stands in the sentence, the verdict is not-yet: no number under it accuses,
    and none is accepted."""
    if where == "lead":
        text = condition + sentence
    else:
        text = sentence.rstrip(".") + " " + condition.strip().rstrip(",").lower() + "."
    assert _grade(text, eng).verdict not in ("false", "net-true"), text
