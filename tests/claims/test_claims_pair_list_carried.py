"""A third value after a versus pair, its unit carried (production pair_list_carried -- grammar._Clause.m_pair_more):
"SGLang reached 600 output tok/s vs 450 for vLLM and 366 for TGI". After a versus pair whose second value names its
arm, "and" / "," / ", and" and a bare number naming a further arm right after it is that arm's value in the pair's
unit, metric and statistic. Before: "366" and "TGI" unread, and with them the pair's subject value (the third arm left
the subject ambiguous): not-yet. An arm the clause already named ("... and 366 for SGLang"), a number more than 10x
off the pair's second value ("36"), or one with a word after it stays unread, never false.

Witness by hand (``eng``: three engines, 10 requests per arm of 256 output tokens, every request alike): SGLang 600
output tok/s, vLLM 450, TGI 366; mean TTFT 100 ms each.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, assert_read_net_true,  # noqa: E402
                                        frame_tests, seal_specs)
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

ENG = [A("sglang", "SGLang", toks=600, ttft=0.1, tpot=0.01, tok=256, settings={"engine": "SGLang"}),
       A("vllm", "vLLM", toks=450, ttft=0.1, tpot=0.01, tok=256, settings={"engine": "vLLM"}),
       A("tgi", "TGI", toks=366, ttft=0.1, tpot=0.01, tok=256, settings={"engine": "TGI"})]
SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "pairlist", {"eng": Spec("eng", list(ENG), key="", engine=None)})


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("eng", "SGLang reached 600 output tok/s vs 450 for vLLM and 366 for TGI.",
     ["SGLang reached 600 output tok/s vs 450 for vLLM and 466 for TGI.",
      "SGLang reached 600 output tok/s vs 366 for vLLM and 450 for TGI.",
      "SGLang reached 600 output tok/s vs 450 for vLLM and 550 for TGI.",
      "SGLang reached 400 output tok/s vs 450 for vLLM and 366 for TGI."]),
    ("eng", "SGLang reached 600 output tok/s vs 450 for vLLM, 366 for TGI.",
     ["SGLang reached 600 output tok/s vs 450 for vLLM, 266 for TGI."]),
    ("eng", "SGLang reached 600 output tok/s vs 450 on vLLM, and 366 on TGI.",
     ["SGLang reached 600 output tok/s vs 450 on vLLM, and 866 on TGI."]),
    ("eng", "SGLang reached 600 output tok/s vs 450 for vLLM and about 370 for TGI.",
     ["SGLang reached 600 output tok/s vs 450 for vLLM and about 470 for TGI."]),
    ("eng", "SGLang had a mean TTFT of 100 ms vs 100 for vLLM and 100 for TGI.",
     ["SGLang had a mean TTFT of 100 ms vs 100 for vLLM and 150 for TGI."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


def test_contradicted_third_value_is_false(wit):
    """Read completely: TGI's 466 of its 366 output tok/s is contradicted."""
    res = grade(wit, "eng", "SGLang reached 600 output tok/s vs 450 for vLLM and 466 for TGI.")
    assert not res.reading.unread and res.verdict == "false", (res.verdict, res.reason)


@pytest.mark.parametrize("s", ["SGLang reached 600 output tok/s vs 450 for vLLM and 366 for SGLang.",
                               "SGLang reached 600 output tok/s vs 450 for vLLM and 36 for TGI.",
                               "SGLang reached 600 output tok/s vs 450 for vLLM and 366 for TGI, respectively."])
def test_unclear_lists_never_false(wit, s):
    res = grade(wit, "eng", s)
    assert_never_false(res, s)
    assert res.verdict != "net-true", s


@settings(max_examples=examples(30), deadline=None)
@given(v=st.sampled_from([366, 300, 400, 450, 250]), join=st.sampled_from([" and ", ", ", ", and "]),
       prep=st.sampled_from(["for", "on", "with"]))
def test_third_value_graded(wit, v, join, prep):
    """The third value is TGI's: net-true exactly at 366 (its digits), never net-true otherwise."""
    s = f"SGLang reached 600 output tok/s vs 450 {prep} vLLM{join}{v} {prep} TGI."
    res = grade(wit, "eng", s)
    if v == 366:
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
