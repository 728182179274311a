"""A "respectively" after a pair whose values already name their own arms (claimcheck/claims/grammar.py bind_pairs,
binding redundant_respectively in grammar.lark): "Mean TPOT: 10.5 ms for FP8 and 14.8 ms for BF16, respectively."

Each value names its arm, two different arms; the clause-final "respectively" pairs nothing more. It was the only
unread word of such sentences (not-yet, and its swapped twin was held back from false "its clause was read only in
part"). It is read only at the clause's end after such a pair: after one value, or before more words, it stays
unread. Witness by hand: fp8 (TPOT 10.5 ms, TTFT 80 ms, 9 req/s) and bf16 (TPOT 14.8 ms, TTFT 120 ms, 6 req/s)."""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

SCOPE = "Llama-3.1-8B-Instruct on 1x H100 80GB HBM3, vLLM, 10 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    arms = [A("fp8", "FP8", tpot=0.0105, ttft=0.08, tok=64, thr=9.0),
            A("bf16", "BF16", tpot=0.0148, ttft=0.12, tok=64, thr=6.0)]
    w, files = witness_for(Spec("resp", arms, key="", hw="1x NVIDIA H100 80GB HBM3"))
    return str(seal(tmp_path_factory.mktemp("resp") / "w", w, files))


TRUE = ["Mean TPOT: 10.5 ms for FP8 and 14.8 ms for BF16, respectively.",
        "Mean TPOT was 10.5 ms for FP8 and 14.8 ms for BF16, respectively.",
        "Mean TPOT was 10.5 ms for FP8 and 14.8 ms for BF16 respectively.",
        "Request throughput: 9.0 req/s with FP8 and 6.0 req/s with BF16, respectively.",
        "Mean TTFT was 120 ms for BF16 and 80 ms for FP8, respectively."]
TWISTS = ["Mean TPOT: 14.8 ms for FP8 and 10.5 ms for BF16, respectively.",
          "Mean TPOT was 10.5 ms for BF16 and 14.8 ms for FP8, respectively.",
          "Request throughput: 6.0 req/s with FP8 and 9.0 req/s with BF16, respectively.",
          "Mean TTFT was 180 ms for BF16 and 80 ms for FP8, respectively."]
#: "respectively" that pairs nothing and is not at a pair's end: stays unread (not-yet), never false
UNREAD = ["Mean TPOT: 10.5 ms for FP8, respectively.",
          "Mean TPOT: 10.5 ms for FP8 and 14.8 ms for BF16, respectively, on one H100."]


@pytest.mark.parametrize("statement", TRUE)
def test_a_redundant_respectively_is_read(wit, statement):
    assert_read_net_true(grade_statement(statement, wit, SCOPE))


@pytest.mark.parametrize("statement", TWISTS)
def test_twists_never_hold(wit, statement):
    assert_never_net_true(grade_statement(statement, wit, SCOPE), statement)


def test_a_swapped_pair_is_now_false(wit):
    # read completely, each value bound to the arm it names: the swap is contradicted by the rows
    assert grade_statement(TWISTS[0], wit, SCOPE).verdict == "false"


@pytest.mark.parametrize("statement", UNREAD)
def test_a_respectively_elsewhere_stays_unread(wit, statement):
    res = grade_statement(statement, wit, SCOPE)
    assert_never_false(res, statement)
    assert res.verdict == "not-yet" and any("respectively" in u.text for u in res.reading.unread)
