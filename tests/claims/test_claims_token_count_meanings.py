"""A count of output or prompt tokens said of an arm has two meanings (claimcheck/claims/quantities.py
``_count_meaning``, grammar.lark production token_count_per_request): the arm's tokens in all, or each request's length
("EAGLE reached 2.82 req/s with 300 output tokens": the workload, about 300 a request). It is false only where each
request's length is contradicted too: no request of the arm is that long (shorter than the shortest or longer than the
longest). It was false of the total ("recomputed completion_tokens: 1,200").

Witness by hand: arms eagle and base, 4 requests each, output lengths 290, 295, 305, 310 (1,200 in all), prompts 100.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

_LENS = [290, 295, 305, 310]
_SCOPE = "Llama-3.1-8B on one H100"


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    w, files = witness_for(Spec("lens", [A("eagle", "EAGLE", n=4, tok=310, thr=2.0),
                                         A("base", "the baseline", n=4, tok=310, thr=1.0)], key=""))
    rows = files["rows.jsonl"]
    for arm in ("eagle", "base"):
        for r, n in zip([r for r in rows if r["arm"] == arm], _LENS):
            r["completion_tokens"] = n
    return str(seal(tmp_path_factory.mktemp("token-counts") / "w", w, files))


#: the total agrees: net-true
def test_the_arm_s_total_agrees(wit):
    assert_read_net_true(grade_statement("EAGLE reached 2.0 req/s generating 1,200 output tokens.", wit, _SCOPE))


#: a length between the shortest and the longest request's: not an accusation (nor net-true: which meaning?)
@pytest.mark.parametrize("s", ["EAGLE reached 2.0 req/s with 300 output tokens.",
                               "With 300 output tokens, EAGLE reached 2.0 req/s.",
                               "EAGLE reached 2.0 req/s generating 290 output tokens.",
                               "EAGLE reached 2.0 req/s with 100 prompt tokens."])
def test_a_request_s_length_is_never_false(wit, s):
    g = grade_statement(s, wit, _SCOPE)
    assert_never_false(g, s)
    assert_never_net_true(g, s)


#: neither the total nor any request's length: false
@pytest.mark.parametrize("s", ["EAGLE reached 2.0 req/s with 500 output tokens.",
                               "EAGLE reached 2.0 req/s generating 5,000 output tokens.",
                               "EAGLE reached 2.0 req/s generating 280 output tokens."])
def test_a_count_no_meaning_holds_is_false(wit, s):
    assert grade_statement(s, wit, _SCOPE).verdict == "false", s
