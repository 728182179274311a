"""Statements of three arms in one list, as engine comparisons and ablations write them (issue 16):

* a ranking (production superlative_ranking): "TPOT is lowest on TensorRT-LLM (23 ms), followed by SGLang (27 ms)
  and vLLM (35 ms)"; "in between" (production in_between): "SGLang lands in between at 6.45 req/s, about 1.37x vLLM";
  a group at the top or bottom (production superlative_group): "vLLM and SGLang are the slowest two"; one unit for a
  list's values (production unit_list): "1,200, 1,650 and 2,100 tok/s for vLLM, SGLang and TRT-LLM respectively";
* a from-to list (production value_chain_from, claimcheck/claims/sweep_chains.py from_chain): "Mean TTFT decreases
  from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM": each value its arm's, and each step a
  direction of the verb (the stated values must move that way at every step). The third value was read on its own
  before (a rate) or not at all (a duration), and "from A to B to C" with a direction verb read the values only: a
  misordered list ("decreases from 22 ms with vLLM to 14 ms with TensorRT-LLM to 18 ms with SGLang") was net-true.
  The statistic may be said once after "from" (production chain_statistic: "TTFT decreases from a median of 22 ms with
  vLLM to ..."; before, the last value was left unread); beside another statistic before the metric it is not read.

Witness ``eng3``, worked out by hand (real_sentences.witness_specs.arm_rows; 100 requests per arm, 512 prompt and
256 output tokens each, so 25,600 output tokens per arm; every request of an arm has one TTFT and one TPOT):

* vllm (engine vLLM, baseline): 1,200 output tok/s (wall 25,600 / 1,200 = 21.333 s, 100 / 21.333 = 4.6875 req/s),
  TTFT 22 ms, TPOT 35 ms (e2e 0.022 + 0.035 x 255 = 8.947 s);
* sglang (SGLang): 1,650 tok/s (15.515 s, 6.4453 req/s), TTFT 18 ms, TPOT 27 ms (6.903 s);
* trt (TensorRT-LLM, alias TRT-LLM): 2,100 tok/s (12.190 s, 8.2031 req/s), TTFT 14 ms, TPOT 23 ms (5.879 s).

Ratios of output rates (= ratios of req/s: same tokens per request): sglang / vllm = 1.375, trt / vllm = 1.75,
trt / sglang = 1.2727. Lowest TTFT and TPOT: trt, then sglang, then vllm; highest throughput: trt, sglang, vllm.
Twins: one value x1.5 or x0.5 (22 -> 33 / 11 ms; 18 -> 27 / 9 ms; 14 -> 21 / 7 ms), two arms swapped (a value
bound to the wrong arm, or a misordered step), the verb's direction flipped, another metric (TPOT for TTFT), another
statistic the witness contradicts (none here: constant rows make every statistic the mean; the value twins cover it),
a negation, another GPU.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (CONC_SWEEP, CONC_SWEEP_SCOPE, sealed_fixture, sentence_tests,  # noqa: E402
                                        verdict_tests)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 100 requests per engine"
NEG = "It is not true that "
_RUN = {"n": 100, "tok": 256, "prompt": 512}
ENG3 = [A("vllm", "vLLM", role="baseline", toks=1200, ttft=0.022, tpot=0.035, settings={"engine": "vLLM"}, **_RUN),
        A("sglang", "SGLang", role="treatment", toks=1650, ttft=0.018, tpot=0.027, settings={"engine": "SGLang"},
          **_RUN),
        A("trt", "TensorRT-LLM", "TRT-LLM", role="treatment", toks=2100, ttft=0.014, tpot=0.023,
          settings={"engine": "TensorRT-LLM"}, **_RUN)]

wit = sealed_fixture("three_arm_lists", ENG3, "eng3", engine=None)


def grade(w, s: str):
    return grade_statement(s, w, SCOPE)


# --- from-to lists ------------------------------------------------------------------------------------------------
FROM_TRUE = [
    "Mean TTFT decreases from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    "Mean TTFT decreases from 22 ms with vLLM to 18 ms with SGLang to 14 ms with TensorRT-LLM.",
    "Mean TTFT drops from 22 ms on vLLM to 18 ms on SGLang, and 14 ms on TRT-LLM.",
    "Mean TTFT falls from 22 ms (vLLM) to 18 ms (SGLang), then to 14 ms (TensorRT-LLM).",
    "The mean time-to-first-token decreases from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    "TTFT p99 decreases from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    "Mean TTFT falls from about 22 ms with vLLM to ~18 ms with SGLang and roughly 14 ms with TensorRT-LLM.",
    "Mean TTFT is reduced from 22 ms with vLLM to 18 ms with SGLang and 0.014 s with TensorRT-LLM.",
    "TPOT p50 improves from 35 ms with vLLM to 27 ms with SGLang and 23 ms with TRT-LLM.",
    "Output throughput rises from 1,200 tok/s with vLLM to 1,650 tok/s with SGLang and 2,100 tok/s with TRT-LLM.",
    "Output throughput improves from 1200 tok/s with the baseline to 1650 tok/s with SGLang and 2100 tok/s with "
    "TensorRT-LLM.",
    "Request throughput rises from 4.69 req/s with vLLM to 6.45 req/s with SGLang and 8.2 req/s with TensorRT-LLM.",
    "Mean TTFT goes from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    "On one H100, mean TTFT decreases from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    # the statistic said once after "from" (production chain_statistic)
    "TTFT decreases from a median of 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    "TTFT goes from a mean of 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    "TPOT falls from an average of 35 ms with vLLM to 27 ms with SGLang and 23 ms with TRT-LLM.",
    "Median TTFT drops from a median of 22 ms on vLLM to 18 ms on SGLang, and 14 ms on TRT-LLM.",
]

FROM_TWINS = [
    "Mean TTFT decreases from 33 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",    # first x1.5
    "Mean TTFT decreases from 22 ms with vLLM to 18 ms with SGLang and 7 ms with TensorRT-LLM.",     # last x0.5
    "Mean TTFT decreases from 22 ms with vLLM to 9 ms with SGLang and 7 ms with TensorRT-LLM.",      # x0.5
    "Mean TTFT decreases from 22 ms with vLLM to 18 ms with SGLang and 21 ms with TensorRT-LLM.",    # last x1.5
    "Mean TTFT decreases from 22 ms with vLLM to 18 ms with TensorRT-LLM and 14 ms with SGLang.",    # arms swapped
    "Mean TTFT decreases from 22 ms with vLLM to 14 ms with TensorRT-LLM to 18 ms with SGLang.",     # misordered
    "Mean TTFT decreases from 22 ms with vLLM to 14 ms with TensorRT-LLM and 18 ms with SGLang.",    # misordered
    "Output throughput rises from 1,200 tok/s with vLLM to 2,100 tok/s with TRT-LLM and 1,650 tok/s with SGLang.",
    "Output throughput rises from 1,200 tok/s with vLLM to 2,100 tok/s with TRT-LLM to 1,650 tok/s with SGLang.",
    "Mean TTFT increases from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",    # direction
    "Output throughput falls from 1,200 tok/s with vLLM to 1,650 tok/s with SGLang and 2,100 tok/s with TRT-LLM.",
    "TPOT p50 worsens from 35 ms with vLLM to 27 ms with SGLang and 23 ms with TRT-LLM.",
    "Mean TPOT decreases from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",    # metric
    "Output throughput rises from 1,200 tok/s with vLLM to 1,650 tok/s with SGLang and 3,150 tok/s with TRT-LLM.",
    NEG + "mean TTFT decreases from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    "On an A100, mean TTFT decreases from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    "TTFT decreases from a median of 33 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",      # x1.5
    "TTFT decreases from a median of 22 ms with vLLM to 9 ms with SGLang and 14 ms with TensorRT-LLM.",       # x0.5
    "TTFT decreases from a median of 22 ms with vLLM to 14 ms with SGLang and 18 ms with TensorRT-LLM.",      # moved
    "TTFT goes from a median of 22 ms with vLLM to 14 ms with SGLang and 18 ms with TensorRT-LLM.",           # moved
    "TTFT increases from a median of 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",      # flipped
    "TPOT decreases from a median of 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",      # metric
    "Mean TTFT decreases from a median of 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",  # two stats
    NEG + "TTFT decreases from a median of 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
]

FROM_FALSE = [
    "TTFT goes from a median of 22 ms with vLLM to 14 ms with SGLang and 18 ms with TensorRT-LLM.",
    "Mean TTFT decreases from 33 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    "Mean TTFT decreases from 22 ms with vLLM to 18 ms with TensorRT-LLM and 14 ms with SGLang.",
    "Mean TPOT decreases from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
]

FROM_NEVER_FALSE = [
    # a misordered list, a flipped verb, a negation: unread (not-yet), never an accusation
    "Mean TTFT decreases from 22 ms with vLLM to 14 ms with TensorRT-LLM to 18 ms with SGLang.",
    "Mean TTFT increases from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    NEG + "mean TTFT decreases from 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    "Mean TTFT decreases from about 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM on most runs.",
    "Mean TTFT decreases from a median of 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM.",
    "TTFT decreases from a median of 22 ms with vLLM to 14 ms with TensorRT-LLM to 18 ms with SGLang.",
]

test_from_lists_read_completely_and_net_true, test_from_list_twins_never_net_true = sentence_tests(
    FROM_TRUE, FROM_TWINS, grade)
test_from_list_contradicted_is_false, test_from_list_honest_never_false = verdict_tests(
    FROM_FALSE, FROM_NEVER_FALSE, grade)


@pytest.mark.parametrize("s", FROM_NEVER_FALSE[:2])
def test_misordered_from_list_is_unread(wit, s):
    r = grade(wit, s)
    assert r.verdict == "not-yet" and r.reading.unread, (r.verdict, r.reason)


# --- rankings: a superlative, then "followed by" / "then" every other arm in rank order ---------------------------
# (production superlative_ranking, claimcheck/claims/superlatives.py ranking): each place a direction against the
# next (TPOT: trt 23 ms < sglang 27 ms < vllm 35 ms; throughput: trt 2,100 > sglang 1,650 > vllm 1,200 tok/s), each
# stated value its arm's
RANK_TRUE = [
    "Mean TPOT is lowest on TensorRT-LLM (23 ms), followed by SGLang (27 ms) and vLLM (35 ms).",
    "TPOT is lowest on TensorRT-LLM (23 ms), followed by SGLang (27 ms) and vLLM (35 ms).",
    "The p99 TPOT is lowest with TRT-LLM (~23 ms), followed by SGLang (about 27 ms) and vLLM (roughly 35 ms).",
    "TPOT p50 is lowest on TensorRT-LLM (23 ms), followed by SGLang (27 ms), then vLLM (35 ms).",
    "TensorRT-LLM has the lowest mean TPOT (23 ms), followed by SGLang (27 ms) and vLLM (35 ms).",
    "TensorRT-LLM has the lowest time per output token (23 ms), followed by SGLang (27 ms) and vLLM (35 ms).",
    "TensorRT-LLM has the lowest mean time-to-first-token (14 ms), followed by SGLang (18 ms) and vLLM (22 ms).",
    "Output throughput is highest on TensorRT-LLM (2,100 tok/s), then SGLang (1,650 tok/s), then vLLM (1,200 tok/s).",
    "Request throughput is highest on TensorRT-LLM (8.2 req/s), then SGLang (6.45 req/s), then vLLM (4.69 req/s).",
    "TensorRT-LLM has the highest output throughput at 2,100 tok/s, followed by SGLang at 1,650 tok/s and vLLM at "
    "1,200 tok/s.",
    "TensorRT-LLM is the fastest (2,100 tok/s), followed by SGLang (1,650 tok/s) and vLLM (1,200 tok/s).",
    "TensorRT-LLM is the fastest, followed by SGLang and vLLM.",
    "TensorRT-LLM is fastest, followed by SGLang and vLLM.",
    "vLLM is the slowest, followed by SGLang and TensorRT-LLM.",
    "Mean TPOT is lowest on TensorRT-LLM, followed by SGLang and vLLM.",
    "Mean TTFT is highest on the baseline (22 ms), followed by SGLang (18 ms) and TRT-LLM (14 ms).",
]

RANK_TWINS = [
    "Mean TPOT is lowest on TensorRT-LLM (23 ms), followed by vLLM (35 ms) and SGLang (27 ms).",   # misordered
    "Mean TPOT is lowest on TensorRT-LLM (23 ms), followed by vLLM (27 ms) and SGLang (35 ms).",   # values swapped
    "Mean TPOT is lowest on SGLang (23 ms), followed by TensorRT-LLM (27 ms) and vLLM (35 ms).",   # first two swapped
    "Mean TPOT is highest on TensorRT-LLM (23 ms), followed by SGLang (27 ms) and vLLM (35 ms).",  # direction
    "Mean TPOT is lowest on TensorRT-LLM (34.5 ms), followed by SGLang (40.5 ms) and vLLM (52.5 ms).",   # x1.5
    "Mean TPOT is lowest on TensorRT-LLM (11.5 ms), followed by SGLang (13.5 ms) and vLLM (17.5 ms).",   # x0.5
    "Mean TPOT is lowest on TensorRT-LLM (23 ms), followed by SGLang (40.5 ms) and vLLM (52.5 ms).",
    "Mean TTFT is lowest on TensorRT-LLM (23 ms), followed by SGLang (27 ms) and vLLM (35 ms).",   # metric
    "TensorRT-LLM is the fastest, followed by vLLM and SGLang.",                                   # misordered
    "SGLang is the fastest, followed by TensorRT-LLM and vLLM.",
    "TensorRT-LLM is the slowest, followed by SGLang and vLLM.",
    "Mean TPOT is lowest on TensorRT-LLM, followed by SGLang.",                                    # an arm left out
    "Output throughput is highest on TensorRT-LLM (2,100 tok/s), then vLLM (1,650 tok/s), then SGLang (1,200 tok/s).",
    NEG + "mean TPOT is lowest on TensorRT-LLM (23 ms), followed by SGLang (27 ms) and vLLM (35 ms).",
    "On an A100, mean TPOT is lowest on TensorRT-LLM (23 ms), followed by SGLang (27 ms) and vLLM (35 ms).",
]

RANK_FALSE = [
    "Mean TPOT is lowest on TensorRT-LLM (23 ms), followed by vLLM (27 ms) and SGLang (35 ms).",
    "TensorRT-LLM is the fastest, followed by vLLM and SGLang.",
    "Mean TTFT is lowest on TensorRT-LLM (23 ms), followed by SGLang (27 ms) and vLLM (35 ms).",
]

RANK_NEVER_FALSE = [
    "Mean TPOT is lowest on TensorRT-LLM (23 ms), followed by vLLM (35 ms) and SGLang (27 ms).",  # values vs rank
    "Mean TPOT is lowest on TensorRT-LLM, followed by SGLang.",
    NEG + "mean TPOT is lowest on TensorRT-LLM (23 ms), followed by SGLang (27 ms) and vLLM (35 ms).",
]

test_rankings_read_completely_and_net_true, test_ranking_twins_never_net_true = sentence_tests(
    RANK_TRUE, RANK_TWINS, grade)
test_ranking_contradicted_is_false, test_ranking_honest_never_false = verdict_tests(
    RANK_FALSE, RANK_NEVER_FALSE, grade)


# --- "in between": the middle arm of three (production in_between, claimcheck/claims/arm_chains.py) --------------
# sglang is the middle arm on every metric: TTFT 14 < 18 < 22 ms, TPOT 23 < 27 < 35 ms, 1,200 < 1,650 < 2,100 tok/s
# (4.6875 < 6.4453 < 8.2031 req/s); sglang / vllm = 1.375 ("about 1.37x": +-10%, [1.233, 1.507)); trt is at an end
BETWEEN_TRUE = [
    "SGLang lands in between at 6.45 req/s, about 1.37x vLLM.",
    "SGLang lands in between at 6.45 req/s, about 1.38x the baseline.",
    "SGLang sits in between, with 1,650 tok/s and a mean TPOT of 27 ms.",
    "SGLang sits in between, with 1,650 output tok/s and a P99 TPOT of 27 ms.",
    "SGLang falls in between on mean TTFT.",
    "SGLang falls in between on time to first token.",
    "SGLang sits between the two on TPOT p99.",
    "SGLang sits in the middle, with a mean TTFT of 18 ms.",
    "SGLang lands in between at roughly 1,650 tok/s.",
    "The SGLang arm lands in between at ~6.4 req/s.",
]

BETWEEN_TWINS = [
    "TensorRT-LLM lands in between at 8.2 req/s.",                              # an arm at an end
    "vLLM sits in between, with 1,200 tok/s and a mean TPOT of 35 ms.",
    "TensorRT-LLM falls in between on mean TTFT.",
    "vLLM falls in between on time to first token.",
    "SGLang lands in between at 9.7 req/s, about 1.37x vLLM.",                  # x1.5
    "SGLang lands in between at 3.2 req/s, about 1.37x vLLM.",                  # x0.5
    "SGLang lands in between at 6.45 req/s, about 1.37x TensorRT-LLM.",         # the wrong arm
    "SGLang sits in between, with 1,650 tok/s and a mean TTFT of 27 ms.",        # another metric
    "TensorRT-LLM sits in the middle, with a mean TTFT of 14 ms.",
    NEG + "SGLang lands in between at 6.45 req/s.",
    "On an A100, SGLang sits in between, with 1,650 tok/s and a mean TPOT of 27 ms.",
    "SGLang is in between.",                                                    # in between on what?
]

BETWEEN_FALSE = [
    "TensorRT-LLM lands in between at 8.2 req/s.",
    "vLLM falls in between on mean TTFT.",
    "TensorRT-LLM sits in the middle, with a mean TTFT of 14 ms.",
]

BETWEEN_NEVER_FALSE = [
    "SGLang is in between.",
    NEG + "TensorRT-LLM lands in between at 8.2 req/s.",
]

test_in_between_read_completely_and_net_true, test_in_between_twins_never_net_true = sentence_tests(
    BETWEEN_TRUE, BETWEEN_TWINS, grade)
test_in_between_contradicted_is_false, test_in_between_honest_never_false = verdict_tests(
    BETWEEN_FALSE, BETWEEN_NEVER_FALSE, grade)


#: a fourth arm: "in between" of which two? Not read
FOUR = ENG3 + [A("lmdeploy", "LMDeploy", role="treatment", toks=1500, ttft=0.02, tpot=0.03,
                 settings={"engine": "LMDeploy"}, **_RUN)]
wit4 = sealed_fixture("three_arm_lists_four", FOUR, "eng4", engine=None, name="wit4")


def test_in_between_of_four_arms_is_not_read(wit4):
    r = grade(wit4, "SGLang lands in between at 6.45 req/s.")
    assert r.verdict == "not-yet" and r.reading.unread, (r.verdict, r.reason)


# --- a group at the top or the bottom (production superlative_group, claimcheck/claims/superlatives.py top_group) --
# speed (request throughput): trt 8.20 > sglang 6.45 > vllm 4.69 req/s; mean TTFT trt 14 < sglang 18 < vllm 22 ms
GROUP_TRUE = [
    "vLLM and SGLang are the slowest two.",
    "TensorRT-LLM and SGLang are the two fastest engines.",
    "SGLang and TRT-LLM are the two fastest of the three.",
    "TensorRT-LLM and SGLang are the fastest two on mean TTFT.",
    "TensorRT-LLM and SGLang are the fastest two on time per output token.",
    "The baseline and SGLang are the two slowest setups.",
]

GROUP_TWINS = [
    "vLLM and TensorRT-LLM are the slowest two.",                   # an arm swapped
    "vLLM and SGLang are the fastest two.",                         # direction
    "TensorRT-LLM and vLLM are the fastest two on mean TTFT.",
    "vLLM and SGLang are the slowest three.",                       # the count
    "vLLM, SGLang and TRT-LLM are the slowest three.",              # every arm: a group of what?
    NEG + "vLLM and SGLang are the slowest two.",
    "On an A100, vLLM and SGLang are the slowest two.",
]

GROUP_FALSE = ["vLLM and TensorRT-LLM are the slowest two.", "vLLM and SGLang are the fastest two."]
GROUP_NEVER_FALSE = ["vLLM and SGLang are the slowest three.", NEG + "vLLM and TensorRT-LLM are the slowest two."]

test_groups_read_completely_and_net_true, test_group_twins_never_net_true = sentence_tests(GROUP_TRUE, GROUP_TWINS,
                                                                                           grade)
test_group_contradicted_is_false, test_group_honest_never_false = verdict_tests(GROUP_FALSE, GROUP_NEVER_FALSE, grade)


# --- one unit for a list's values (production unit_list, claimcheck/claims/value_lists.py) ------------------------
UNIT_TRUE = [
    "vLLM, SGLang and TensorRT-LLM reach 1,200, 1,650 and 2,100 tok/s, respectively.",
    "Output throughput is 1,200, 1,650 and 2,100 tok/s for vLLM, SGLang and TRT-LLM respectively.",
    "Output throughput is 1,200, 1,650 and 2,100 tok/s, respectively, for vLLM, SGLang and TRT-LLM.",
    "Mean TTFT is 22, 18 and 14 ms for vLLM, SGLang and TensorRT-LLM, respectively.",
    "Mean TTFT is 22, 18, and 14 ms for vLLM, SGLang, and TensorRT-LLM, respectively.",
    "Mean TTFT for vLLM, SGLang and TRT-LLM is 22, 18 and 14 ms, respectively.",
    "The p99 time to first token is 22, 18 and 14 ms with vLLM, SGLang and TensorRT-LLM respectively.",
    "Request throughput is 4.69, 6.45 and 8.2 req/s for vLLM, SGLang and TensorRT-LLM.",
    "TPOT p50 is 35, 27 and 23 ms on the baseline, SGLang and TRT-LLM.",
]

UNIT_TWINS = [
    "Mean TTFT is 22, 14 and 18 ms for vLLM, SGLang and TensorRT-LLM, respectively.",     # two values swapped
    "Mean TTFT is 22, 18 and 14 ms for vLLM, TensorRT-LLM and SGLang, respectively.",     # two arms swapped
    "Mean TTFT is 33, 18 and 14 ms for vLLM, SGLang and TensorRT-LLM, respectively.",     # x1.5
    "Mean TTFT is 22, 9 and 14 ms for vLLM, SGLang and TensorRT-LLM, respectively.",      # x0.5
    "Mean TPOT is 22, 18 and 14 ms for vLLM, SGLang and TensorRT-LLM, respectively.",     # metric
    "Output throughput is 1,200, 1,650 and 2,100 tok/s for vLLM and SGLang.",             # three values, two arms
    "Output throughput is 1,200, 1,650 and 3,150 tok/s for vLLM, SGLang and TRT-LLM respectively.",
    "Mean TTFT is about 22, 18 and 14 ms for vLLM, SGLang and TensorRT-LLM, respectively.",   # hedge of which?
    "vLLM, SGLang and TensorRT-LLM cut TTFT by 22, 18 and 14 ms.",                       # amounts, not values
    NEG + "mean TTFT is 22, 18 and 14 ms for vLLM, SGLang and TensorRT-LLM, respectively.",
    "On an A100, mean TTFT is 22, 18 and 14 ms for vLLM, SGLang and TensorRT-LLM, respectively.",
]

UNIT_FALSE = [
    "Mean TTFT is 22, 14 and 18 ms for vLLM, SGLang and TensorRT-LLM, respectively.",
    "Mean TPOT is 22, 18 and 14 ms for vLLM, SGLang and TensorRT-LLM, respectively.",
]
UNIT_NEVER_FALSE = [
    "Output throughput is 1,200, 1,650 and 2,100 tok/s for vLLM and SGLang.",
    "Output throughput is 1,650, 1,200 and 2,100 tok/s for vLLM, SGLang.",
    "Mean TTFT is about 22, 18 and 14 ms for vLLM, SGLang and TensorRT-LLM, respectively.",
    "vLLM, SGLang and TensorRT-LLM cut TTFT by 22, 18 and 14 ms.",
]

test_unit_lists_read_completely_and_net_true, test_unit_list_twins_never_net_true = sentence_tests(
    UNIT_TRUE, UNIT_TWINS, grade)
test_unit_list_contradicted_is_false, test_unit_list_honest_never_false = verdict_tests(
    UNIT_FALSE, UNIT_NEVER_FALSE, grade)


# --- crossed: metric spellings and statistic placements x hedges x arm namings (name, alias, role, engine noun) ----
_METRICS = ["mean TTFT", "TTFT mean", "the mean TTFT", "mean time to first token", "mean time-to-first-token",
            "p99 TTFT", "TTFT p99", "median TTFT", "TTFT"]
_HEDGES = ["", "about ", "~", "roughly "]
_NAMES = [("vLLM", "SGLang", "TensorRT-LLM"), ("the baseline", "SGLang", "TRT-LLM"),
          ("the vLLM engine", "the SGLang engine", "the TensorRT-LLM engine")]
_FRAMES = ["{M} decreases from {h}22 ms with {a} to {h}18 ms with {b} and {h}14 ms with {c}.",
           "{M} is lowest on {c} ({h}14 ms), followed by {b} ({h}18 ms) and {a} ({h}22 ms).",
           "{M} is 22, 18 and 14 ms for {a}, {b} and {c}, respectively.",
           "{B} falls in between on {m}."]
#: each true sentence with its twins: the first and last arm swapped, and every value x1.5
CROSSED = [(f.format(M=m[0].upper() + m[1:], m=m, h=h, a=a, b=b, c=c, B=b[0].upper() + b[1:]),
            [f.format(M=m[0].upper() + m[1:], m=m, h=h, a=c, b=b, c=a, B=a[0].upper() + a[1:]),
             f.format(M=m[0].upper() + m[1:], m=m, h=h, a=a, b=b, c=c, B=b[0].upper() + b[1:])
             .replace("22", "33").replace("18", "27").replace("14", "21")])
           for f in _FRAMES for m in _METRICS for h in (_HEDGES if "{h}" in f else [""]) for a, b, c in _NAMES]


@pytest.mark.parametrize("true,twins", CROSSED, ids=[t for t, _ in CROSSED])
def test_crossed_true_read_net_true_and_twins_never(wit, true, twins):
    from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true

    assert_read_net_true(grade(wit, true))
    for twin in twins:
        if twin != true:
            assert_never_net_true(grade(wit, twin), twin)


# --- one unit for a list's values over a setting's values, after a lead (tuning battery 32's sweep, CONC_SWEEP:
# c1 TTFT 20 ms, 50 tok/s; c8 40 ms, 320 tok/s; c32 100 ms, 960 tok/s): "at concurrency 1, 8 and 32" is read as the
# setting list before "at concurrency 1" can be taken as the last value's arm alone
conc = sealed_fixture("three_arm_lists_conc", CONC_SWEEP, "conc", engine="vLLM", name="conc")

CONC_TRUE = [
    "On one H100, mean TTFT was 20, 40 and 100 ms at concurrency 1, 8 and 32.",
    "On one H100, mean TTFT was 20, 40 and 100 ms at c1, c8 and c32.",
    "On one H100, at concurrency 1, 8 and 32, mean TTFT was 20, 40 and 100 ms, respectively.",
    "On one H100, output throughput was 50, 320 and 960 tok/s at 1, 8 and 32 concurrent requests.",
    "Mean TTFT was 20, 40 and 100 ms at concurrency 1, 8 and 32.",
]
CONC_TWINS = [
    "On one H100, mean TTFT was 40, 20 and 100 ms at concurrency 1, 8 and 32.",
    "On one H100, mean TTFT was 20, 40 and 150 ms at concurrency 1, 8 and 32.",
    "On one H100, mean TTFT was 20, 40 and 100 ms at concurrency 1, 32 and 8.",
    "On one H100, mean TPOT was 20, 40 and 100 ms at concurrency 1, 8 and 32.",
    "On an A100, mean TTFT was 20, 40 and 100 ms at concurrency 1, 8 and 32.",
]


def grade_conc(w, s: str):
    return grade_statement(s, w, CONC_SWEEP_SCOPE)


test_conc_unit_lists_read_net_true, test_conc_unit_list_twins_never_net_true = sentence_tests(
    CONC_TRUE, CONC_TWINS, grade_conc, fixture="conc")


# --- from-to lists over arms worse than the baseline, a list after "to", "monotonically" (issue 16) -----------------
# (production value_chain_from: chain_from_first, chain_list, chain_monotone). Witness ``spec4``: four speculative
# decoding arms, 100 requests each, 512 prompt and 256 output tokens; median TTFT rises with each method (the draft's
# extra prefill: 95, 107, 121, 130 ms; ten requests of each arm at three times that, so the mean is 1.2x the median
# and the p99 3x: another statistic is a twin), TPOT falls (16, 12, 10, 8 ms, every request). "TTFT rises from 95 ms (plain) to 107 ms (n-gram) and
# 121 ms (EAGLE)" compared n-gram with the baseline and EAGLE with n-gram only; n-gram's TTFT is worse than the
# baseline's, so EAGLE against it alone was a strawman (Q1 unanswered, not-yet). "from" the first value "to" each later
# one says each later arm against the first as well (what the steps entail), so the baseline is compared with every
# arm. "to 9.3 ms (B), 7.9 ms (C) and 6.3 ms (D)" (a list after "to") was read by bound_values with no direction
# checked; "monotonically" was unread.
_SPEC = {"n": 100, "tok": 256, "prompt": 512}


def _tail(t: float) -> list[float]:
    return [t] * 90 + [3 * t] * 10

SPEC4 = [A("plain", "plain decoding", "no speculation", role="baseline", toks=800, ttfts=_tail(0.095), tpot=0.016,
           settings={"speculative_method": "none"}, **_SPEC),
         A("ngram", "n-gram", role="treatment", toks=1000, ttfts=_tail(0.107), tpot=0.012,
           settings={"speculative_method": "ngram"}, **_SPEC),
         A("draft", "draft model", role="treatment", toks=1200, ttfts=_tail(0.121), tpot=0.010,
           settings={"speculative_method": "draft_model"}, **_SPEC),
         A("eagle", "EAGLE", role="treatment", toks=1500, ttfts=_tail(0.130), tpot=0.008,
           settings={"speculative_method": "eagle"}, **_SPEC)]
spec4 = sealed_fixture("three_arm_lists_spec4", SPEC4, "spec4", engine="vLLM", name="spec4")
SPEC4_SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, 100 requests per method"


def grade_spec4(w, s: str):
    return grade_statement(s, w, SPEC4_SCOPE)


SPEC4_TRUE = [
    "Median TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram) and 121 ms (draft model).",
    "Median time to first token rises from 95 ms (plain decoding) to 107 ms (n-gram) and 130 ms (EAGLE).",
    "Median TTFT increases from 95 ms with plain decoding to 107 ms with n-gram and 121 ms with the draft model.",
    "Median TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram), 121 ms (draft model) and 130 ms (EAGLE).",
    "Median TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram), 121 ms (draft model), and 130 ms (EAGLE).",
    "Median TTFT rises monotonically from 95 ms (plain decoding) to 107 ms (n-gram), 121 ms (draft model) and 130 ms "
    "(EAGLE).",
    "Mean TPOT decreases monotonically from 16 ms (plain decoding) to 12 ms (n-gram), 10 ms (draft model) and 8 ms "
    "(EAGLE).",
    "Mean TPOT falls steadily from 16 ms with plain decoding to 12 ms with n-gram and 8 ms with EAGLE.",
    "Output throughput rises from 800 tok/s (plain decoding) to 1,000 tok/s (n-gram), 1,200 tok/s (draft model) and "
    "1,500 tok/s (EAGLE).",
]
SPEC4_TWINS = [
    "Median TTFT rises from 142 ms (plain decoding) to 107 ms (n-gram) and 121 ms (draft model).",      # first x1.5
    "Median TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram) and 60 ms (draft model).",        # last x0.5
    "Median TTFT rises from 95 ms (plain decoding) to 160 ms (n-gram) and 121 ms (draft model).",       # x1.5
    "Median TTFT falls from 95 ms (plain decoding) to 107 ms (n-gram) and 121 ms (draft model).",       # verb flipped
    "Median TTFT rises from 95 ms (plain decoding) to 121 ms (n-gram) and 107 ms (draft model).",       # values swapped
    "Median TTFT rises from 95 ms (plain decoding) to 107 ms (draft model) and 121 ms (n-gram).",       # arms swapped
    "Median TTFT rises from 95 ms (n-gram) to 107 ms (plain decoding) and 121 ms (draft model).",       # arms swapped
    "Median TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram) and 121 ms (n-gram).",            # arm repeated
    "P99 TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram) and 121 ms (draft model).",        # other stat
    "Mean TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram) and 121 ms (draft model).",       # other stat
    "Mean TPOT rises from 95 ms (plain decoding) to 107 ms (n-gram) and 121 ms (draft model).",       # other metric
    "Median TTFT does not rise from 95 ms (plain decoding) to 107 ms (n-gram) and 121 ms (draft model).",   # negation
    "Median TTFT might rise from 95 ms (plain decoding) to 107 ms (n-gram) and 121 ms (draft model).",  # modal
    "Median TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram), 121 ms and 130 ms (EAGLE).",     # a number, no arm
    "Median TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram), 130 ms (draft model) and 121 ms (EAGLE).",
    "Median TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram), 121 ms (draft model) and 195 ms (EAGLE).",
    "Median TTFT falls from 95 ms (plain decoding) to 107 ms (n-gram), 121 ms (draft model) and 130 ms (EAGLE).",
    "Median TTFT rises monotonically from 95 ms (plain decoding) to 121 ms (n-gram), 107 ms (draft model) and 130 ms "
    "(EAGLE).",
    "Median TTFT falls monotonically from 95 ms (plain decoding) to 107 ms (n-gram), 121 ms (draft model) and 130 ms "
    "(EAGLE).",
    "Mean TPOT decreases monotonically from 16 ms (plain decoding) to 12 ms (n-gram), 10 ms (draft model) and 12 ms "
    "(EAGLE).",
    "Mean TPOT decreases monotonically from 16 ms (plain decoding) to 10 ms (draft model).",         # a pair: unread
    "Mean TPOT goes monotonically from 16 ms (plain decoding) to 12 ms (n-gram), 10 ms (draft model) and 8 ms (EAGLE).",
    "Median TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram), 121 ms (draft model), 130 ms (EAGLE).",  # no "and"
    "Median TTFT rises from 95 ms (plain decoding), 107 ms (n-gram), 121 ms (draft model) and 130 ms (EAGLE).",
    "Output throughput rises from 800 tok/s (plain decoding) to 1,000 tok/s (n-gram), 1,800 tok/s (draft model) and "
    "1,500 tok/s (EAGLE).",
    NEG + "median TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram) and 121 ms (draft model).",
]
SPEC4_NEVER_FALSE = SPEC4_TRUE + [
    "Median TTFT falls from 95 ms (plain decoding) to 107 ms (n-gram) and 121 ms (draft model).",
    "Median TTFT rises monotonically from 95 ms (plain decoding) to 121 ms (n-gram), 107 ms (draft model) and 130 ms "
    "(EAGLE).",
    "Median TTFT rises from about 95 ms (plain decoding) to ~107 ms (n-gram), roughly 121 ms (draft model) and 130 ms "
    "(EAGLE).",
    NEG + "median TTFT rises from 95 ms (plain decoding) to 107 ms (n-gram) and 121 ms (draft model).",
]

test_spec4_from_lists_read_net_true, test_spec4_from_list_twins_never_net_true = sentence_tests(
    SPEC4_TRUE, SPEC4_TWINS, grade_spec4, fixture="spec4")


@pytest.mark.parametrize("s", SPEC4_NEVER_FALSE)
def test_spec4_honest_from_lists_never_false(spec4, s):
    from claims_corpus.frame_checks import assert_never_false

    assert_never_false(grade_spec4(spec4, s), s)


# --- a slash chain whose every value carries its unit, over a slash chain of arms (production unit_each_chain):
# "avg TTFT was 170 ms / 179 ms / 205 ms (Q4 / Q5 / Q8)"; before, only "170/179/205 ms" (one unit after the last) or
# an arrow chain with a unit on each value was read. The n-th value is the n-th arm's; lists of different lengths,
# another unit on one value, or values with no arms stay unread.
SLASH_TRUE = [
    "Median TTFT was 95 ms / 107 ms / 121 ms (plain decoding / n-gram / draft model).",
    "Median TTFT: 95 ms / 107 ms / 121 ms / 130 ms (plain decoding / n-gram / draft model / EAGLE).",
    "Mean TPOT was 16 ms / 12 ms / 8 ms for plain decoding / n-gram / EAGLE.",
    "Output throughput was 800 tok/s / 1,000 tok/s / 1,500 tok/s (plain decoding / n-gram / EAGLE).",
]
SLASH_TWINS = [
    "Median TTFT was 95 ms / 121 ms / 107 ms (plain decoding / n-gram / draft model).",       # values swapped
    "Median TTFT was 95 ms / 107 ms / 121 ms (plain decoding / draft model / n-gram).",       # arms swapped
    "Median TTFT was 95 ms / 160 ms / 121 ms (plain decoding / n-gram / draft model).",       # x1.5
    "Median TTFT was 95 ms / 54 ms / 121 ms (plain decoding / n-gram / draft model).",        # x0.5
    "Mean TTFT was 95 ms / 107 ms / 121 ms (plain decoding / n-gram / draft model).",         # other statistic
    "P99 TTFT was 95 ms / 107 ms / 121 ms (plain decoding / n-gram / draft model).",          # other statistic
    "Median TTFT was 95 ms / 107 ms / 121 ms (plain decoding / n-gram).",                     # an arm left out
    "Median TTFT was 95 ms / 107 ms (plain decoding / n-gram / draft model).",                # a value left out
    "Median TTFT was 95 ms / 107 ms / 121 ms (plain decoding / n-gram / n-gram).",            # an arm repeated
    "Median TTFT was 95 ms / 107 ms / 121 s (plain decoding / n-gram / draft model).",        # another unit
    "Median TTFT was 95 ms / 107 ms / 121 ms.",                                               # no arms
    "Median TTFT was not 95 ms / 107 ms / 121 ms (plain decoding / n-gram / draft model).",   # negation
    "Median TPOT was 95 ms / 107 ms / 121 ms (plain decoding / n-gram / draft model).",       # other metric
    "Output throughput was 800 tok/s / 1,500 tok/s / 1,000 tok/s (plain decoding / n-gram / EAGLE).",
]

test_slash_unit_each_read_net_true, test_slash_unit_each_twins_never_net_true = sentence_tests(
    SLASH_TRUE, SLASH_TWINS, grade_spec4, fixture="spec4")


@pytest.mark.parametrize("s", SLASH_TRUE + [
    "Median TTFT was ~95 ms / ~107 ms / ~121 ms (plain decoding / n-gram / draft model).",
    "Median TTFT was 95 ms / 107 ms / 121 ms (plain decoding / n-gram).",
    "Median TTFT was 95 ms / 107 ms / 121 ms.",
])
def test_slash_unit_each_honest_never_false(spec4, s):
    from claims_corpus.frame_checks import assert_never_false

    assert_never_false(grade_spec4(spec4, s), s)


# --- a label line after "In terms of" (production label_topic, claimcheck/claims/label_lines.py): "In terms of
# requests per second: 0.73 (no spec), 0.97 (ngram), 1.29 (EAGLE)" is the label line "requests per second: ..." (the
# topic's words say what the label says); before, every word was unread. spec4's request rates: 800 / 1,000 / 1,200 /
# 1,500 tok/s of 256 tokens per request = 3.125 / 3.906 / 4.688 / 5.859 req/s
TOPIC_TRUE = [
    "In terms of requests per second: 3.13 (plain decoding), 3.91 (n-gram), 5.86 (EAGLE).",
    "In terms of req/s: 3.13 (plain decoding), 3.91 (n-gram), 4.69 (draft model), 5.86 (EAGLE).",
    "In terms of median TTFT: 95 ms (plain decoding), 107 ms (n-gram), 130 ms (EAGLE).",
    "In terms of output tok/s: 800 for plain decoding, 1,000 with n-gram, 1,500 with EAGLE.",
]
TOPIC_TWINS = [
    "In terms of requests per second: 3.91 (plain decoding), 3.13 (n-gram), 5.86 (EAGLE).",       # values swapped
    "In terms of requests per second: 3.13 (n-gram), 3.91 (plain decoding), 5.86 (EAGLE).",       # arms swapped
    "In terms of requests per second: 4.69 (plain decoding), 3.91 (n-gram), 5.86 (EAGLE).",       # x1.5
    "In terms of requests per second: 3.13 (plain decoding), 1.95 (n-gram), 5.86 (EAGLE).",       # x0.5
    "In terms of requests per second: 3.13 (plain decoding), 3.91 (n-gram), 5.86.",               # a number, no arm
    "In terms of requests per second: 3.13 (plain decoding), 3.91 (n-gram), 5.86 (n-gram).",      # arm repeated
    "In terms of median TTFT: 95 ms (plain decoding), 107 ms (n-gram), 195 ms (EAGLE).",           # x1.5
    "In terms of p99 TTFT: 95 ms (plain decoding), 107 ms (n-gram), 130 ms (EAGLE).",              # other statistic
    "In terms of mean TTFT: 95 ms (plain decoding), 107 ms (n-gram), 130 ms (EAGLE).",             # other statistic
    "In terms of requests per second, 3.13 (plain decoding), 3.91 (n-gram), 5.86 (EAGLE).",       # no label line
    "Not in terms of requests per second: 3.13 (plain decoding), 3.91 (n-gram), 5.86 (EAGLE).",
]

test_topic_label_lines_read_net_true, test_topic_label_line_twins_never_net_true = sentence_tests(
    TOPIC_TRUE, TOPIC_TWINS, grade_spec4, fixture="spec4")


@pytest.mark.parametrize("s", TOPIC_TRUE + [
    "In terms of requests per second: ~3.1 (plain decoding), ~3.9 (n-gram), ~5.9 (EAGLE).",
    "In terms of requests per second, 3.13 (plain decoding), 3.91 (n-gram), 5.86 (EAGLE).",
])
def test_topic_label_lines_never_false(spec4, s):
    from claims_corpus.frame_checks import assert_never_false

    assert_never_false(grade_spec4(spec4, s), s)


# --- a rate metric named before an arm list and its values (production list_rate_metric, grammar.py): "Output
# throughput for n-gram, draft and EAGLE is 417, 476 and 606 tok/s, respectively" left "Output throughput" unread
# (the arm list parted it from the values; a duration metric was read): the clause's one metric, before every rate
# value of the clause, each value of its own arm, is every value's where it agrees with the unit
RATE_TRUE = [
    "Output throughput for plain decoding, n-gram and EAGLE is 800, 1,000 and 1,500 tok/s, respectively.",
    "Output token throughput for plain decoding, n-gram, draft model and EAGLE was 800, 1,000, 1,200 and 1,500 "
    "tokens/s, respectively.",
    "Request throughput for plain decoding, n-gram and EAGLE is 3.13, 3.91 and 5.86 req/s, respectively.",
    "Output throughput for plain decoding and EAGLE is 800 and 1,500 tok/s, respectively.",
]
RATE_TWINS = [
    "Output throughput for plain decoding, n-gram and EAGLE is 1,000, 800 and 1,500 tok/s, respectively.",  # swapped
    "Output throughput for n-gram, plain decoding and EAGLE is 800, 1,000 and 1,500 tok/s, respectively.",  # arms
    "Output throughput for plain decoding, n-gram and EAGLE is 800, 1,500 and 1,500 tok/s, respectively.",  # x1.5
    "Output throughput for plain decoding, n-gram and EAGLE is 800, 500 and 1,500 tok/s, respectively.",    # x0.5
    "Output throughput for plain decoding, n-gram and EAGLE is 800, 1,000 and 1,500 req/s, respectively.",  # unit
    "Request throughput for plain decoding, n-gram and EAGLE is 800, 1,000 and 1,500 tok/s, respectively.",
    "Per-user output speed for plain decoding, n-gram and EAGLE is 800, 1,000 and 1,500 tok/s, respectively.",
    "Output throughput for plain decoding, n-gram and n-gram is 800, 1,000 and 1,500 tok/s, respectively.",  # repeat
    "Output throughput for plain decoding and n-gram is 800, 1,000 and 1,500 tok/s, respectively.",         # count
    "Output throughput for plain decoding, n-gram and EAGLE is not 800, 1,000 and 1,500 tok/s, respectively.",
    "Output throughput for plain decoding, n-gram and EAGLE might be 800, 1,000 and 1,500 tok/s, respectively.",
]

test_list_rate_metric_read_net_true, test_list_rate_metric_twins_never_net_true = sentence_tests(
    RATE_TRUE, RATE_TWINS, grade_spec4, fixture="spec4")


@pytest.mark.parametrize("s", RATE_TRUE + [
    "Output throughput for plain decoding, n-gram and EAGLE is about 800, 1,000 and 1,500 tok/s, respectively.",
    "Per-user output speed for plain decoding, n-gram and EAGLE is 62.5, 83.3 and 125 tok/s, respectively.",
])
def test_list_rate_metric_never_false(spec4, s):
    from claims_corpus.frame_checks import assert_never_false

    assert_never_false(grade_spec4(spec4, s), s)


# --- "and then" between two values of a from-to list (vocabulary.CHAIN_STEP_JOINERS): "... to 107 ms (n-gram) and
# then 121 ms (draft model)" left "then 121 ms" unread; a step as "and" is, checked the same way
THEN_TRUE = [
    "Median TTFT increased from 95 ms (plain decoding) to 107 ms (n-gram) and then 121 ms (draft model).",
    "Median TTFT increased from 95 ms (plain decoding) to 107 ms (n-gram), and then 130 ms (EAGLE).",
]
THEN_TWINS = [
    "Median TTFT increased from 95 ms (plain decoding) to 121 ms (n-gram) and then 107 ms (draft model).",
    "Median TTFT decreased from 95 ms (plain decoding) to 107 ms (n-gram) and then 121 ms (draft model).",
    "Median TTFT increased from 95 ms (plain decoding) to 107 ms (n-gram) and then 182 ms (draft model).",
    "Median TTFT increased from 95 ms (plain decoding) to 107 ms (draft model) and then 121 ms (n-gram).",
    "P99 TTFT increased from 95 ms (plain decoding) to 107 ms (n-gram) and then 121 ms (draft model).",
]

test_then_steps_read_net_true, test_then_step_twins_never_net_true = sentence_tests(
    THEN_TRUE, THEN_TWINS, grade_spec4, fixture="spec4")
