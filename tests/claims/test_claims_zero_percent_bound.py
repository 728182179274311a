"""A percent change bounded by 0 ("TTFT fell by more than 0%") is not read (claimcheck/claims/grammar.py
``_unsigned_zero_changes``): a change's direction is the sign of its value, and 0 has none, so "fell by more than
0%" was checked as a rise and graded false of a run whose TTFT fell 74% (an accusation of a true sentence). It stays
unread (not-yet, naming its words); a bound above 0 reads as before. Witness: prefix caching on (mean TTFT 123 ms)
vs off (471.5 ms)."""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

SCOPE = "Llama-3.1-8B-Instruct on 1x NVIDIA L40S, vLLM, 10 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    arms = [A("apc-on", "prefix caching on", ttft=0.123, tok=64, thr=4.0),
            A("apc-off", "prefix caching off", ttft=0.4715, tok=64, thr=3.5)]
    w, files = witness_for(Spec("zero", arms, key="", hw="1x NVIDIA L40S"))
    return str(seal(tmp_path_factory.mktemp("zero") / "w", w, files))


@pytest.mark.parametrize("statement", ["With prefix caching on, mean TTFT fell by more than 0%.",
                                       "With prefix caching on, mean TTFT fell by at least 0%.",
                                       "With prefix caching on, mean TTFT rose by more than 0%."])
def test_a_change_bounded_by_zero_is_unread(wit, statement):
    res = grade_statement(statement, wit, SCOPE)
    assert_never_false(res, statement)
    assert_never_net_true(res, statement)
    assert any("0%" in u.text for u in res.reading.unread), [u.text for u in res.reading.unread]


def test_a_bound_above_zero_reads_as_before(wit):
    assert_read_net_true(grade_statement("With prefix caching on, mean TTFT fell by more than 10%.", wit, SCOPE))
    assert grade_statement("With prefix caching on, mean TTFT fell by more than 90%.", wit, SCOPE).verdict == "false"
