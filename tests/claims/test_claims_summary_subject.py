"""A pair's summary said of an arm, and a verb of becoming before a pair (productions summary_subject,
summary_subject_tail, summary_baseline's "than", got_change_pair, recap_lead's "it is"; claimcheck/claims/grammar.py
m_pair_summary / m_change_intrans, claimcheck/claims/bare_change.get_change):

* "Mean TTFT is 165 ms on LMDeploy and 220 ms on vLLM, so LMDeploy is 25% lower" -- the arm the summary is said of,
  named before its copula ("so LMDeploy's is 25% lower"), or after it ("..., 25% lower on LMDeploy"); it must be the
  arm the summary's direction makes the treatment: "so vLLM is 25% lower" is not graded (unread, never net-true);
* "so LMDeploy is 25% lower than vLLM": the baseline named after the direction word, the pair's baseline;
* "The TPOT also become smaller, from 31.4 ms of vLLM to 24.3 ms of LMDeploy", "Mean TTFT got lower by 25% with
  LMDeploy": a verb of becoming and a comparative before "from" / ", from" / "by" is the change verb of its direction;
* "LMDeploy reach 5.03 req/s, it is 1.29 times of vLLM": a learner's comma splice "it is" is a recap lead, as "that is".

Before: each was unread (not-yet). A blog translated from another language (the NN development battery) writes them.

Witness ``eng`` (worked out by hand; InternLM2.5-7B on one H100, 160 requests per arm, 256 output tokens, every
request alike): lmdeploy (treatment) 1288 output tok/s (wall 40960 / 1288 = 31.801 s, 5.031 req/s), TTFT 165 ms,
TPOT 24.3 ms; vllm (baseline) 996 output tok/s (wall 41.124 s, 3.891 req/s), TTFT 220 ms, TPOT 31.4 ms. Throughput
ratio 1.293x; TTFT 25% lower on LMDeploy (165 / 220 = 0.75; 220 / 165 = 1.333); TPOT 22.6% lower (24.3 / 31.4).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "InternLM2.5-7B on one H100, 160 requests per arm"
NEG = "It is not true that "
ARMS = [A("lmdeploy", "LMDeploy", n=160, tok=256, toks=1288, ttft=0.165, tpot=0.0243, settings={"engine": "LMDeploy"},
          role="treatment"),
        A("vllm", "vLLM", n=160, tok=256, toks=996, ttft=0.22, tpot=0.0314, settings={"engine": "vLLM"},
          role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    w, files = witness_for(Spec("eng", ARMS, key="", model="internlm/internlm2_5-7b-chat", engine=None))
    return {"eng": str(seal(tmp_path_factory.mktemp("summary_subject") / "eng", w, files))}


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


P = "Mean TTFT is 165 ms on LMDeploy and 220 ms on vLLM"
FRAMES = [
    ("eng", P + ", so LMDeploy is 25% lower.", [
        P + ", so LMDeploy is 37% lower.",          # x1.5
        P + ", so LMDeploy is 12% lower.",          # x0.5
        P + ", so vLLM is 25% lower.",              # the other arm
        P + ", so LMDeploy is 25% higher.",         # flipped
        P + ", so LMDeploy is not 25% lower.",
        P + ", so LMDeploy may be 25% lower.",      # a modal
        NEG + P[0].lower() + P[1:] + ", so LMDeploy is 25% lower.",
        "Mean TTFT is 165 ms on vLLM and 220 ms on LMDeploy, so LMDeploy is 25% lower.",   # swapped values
        "Mean TPOT is 165 ms on LMDeploy and 220 ms on vLLM, so LMDeploy is 25% lower.",   # another metric
    ]),
    ("eng", P + ", so LMDeploy's is about 25% lower.", [P + ", so vLLM's is about 25% lower.",
                                                       P + ", so LMDeploy's is about 50% lower."]),
    ("eng", P + ", so LMDeploy is 25% lower than vLLM.", [
        P + ", so LMDeploy is 25% lower than LMDeploy.", P + ", so vLLM is 25% lower than LMDeploy.",
        P + ", so LMDeploy is 25% higher than vLLM."]),
    ("eng", "For the first token latency, LMDeploy is 165 ms vs 220 ms of vLLM, so LMDeploy is 25% lower.", [
        "For the first token latency, LMDeploy is 165 ms vs 220 ms of vLLM, so vLLM is 25% lower.",
        "For the first token latency, LMDeploy is 248 ms vs 220 ms of vLLM, so LMDeploy is 25% lower.",
        "For the TPOT, LMDeploy is 165 ms vs 220 ms of vLLM, so LMDeploy is 25% lower."]),
    ("eng", P + ", 25% lower on LMDeploy.", [P + ", 25% lower on vLLM.", P + ", 25% higher on LMDeploy.",
                                             P + ", 37% lower on LMDeploy."]),
    ("eng", P + ", i.e. 25% lower with LMDeploy.", [P + ", i.e. 25% lower with vLLM."]),
    ("eng", "Throughput is 5.03 req/s on LMDeploy vs 3.89 req/s on vLLM, so LMDeploy has 29% higher throughput.", [
        "Throughput is 5.03 req/s on LMDeploy vs 3.89 req/s on vLLM, so vLLM has 29% higher throughput.",
        "Throughput is 5.03 req/s on LMDeploy vs 3.89 req/s on vLLM, so LMDeploy has 29% lower throughput.",
        "Throughput is 5.03 req/s on LMDeploy vs 3.89 req/s on vLLM, so LMDeploy has 44% higher throughput."]),
    ("eng", "Throughput is 5.03 req/s on LMDeploy vs 3.89 req/s on vLLM, so LMDeploy is 1.29 times of vLLM.", [
        "Throughput is 5.03 req/s on LMDeploy vs 3.89 req/s on vLLM, so vLLM is 1.29 times of LMDeploy.",
        "Throughput is 5.03 req/s on LMDeploy vs 3.89 req/s on vLLM, so LMDeploy is 1.94 times of vLLM."]),
    # a verb of becoming and a comparative before its pair or amount
    ("eng", "The TPOT also become smaller, from 31.4 ms of vLLM to 24.3 ms of LMDeploy (mean value).", [
        "The TPOT also become bigger, from 31.4 ms of vLLM to 24.3 ms of LMDeploy (mean value).",    # flipped
        "The TPOT also become smaller, from 31.4 ms of LMDeploy to 24.3 ms of vLLM (mean value).",   # swapped
        "The TPOT also become smaller, from 47.1 ms of vLLM to 24.3 ms of LMDeploy (mean value).",   # x1.5
        "The TPOT also become smaller, from 31.4 ms of vLLM to 12.2 ms of LMDeploy (mean value).",   # x0.5
        "The TPOT does not become smaller, from 31.4 ms of vLLM to 24.3 ms of LMDeploy (mean value).",
        "The TPOT may become smaller, from 31.4 ms of vLLM to 24.3 ms of LMDeploy (mean value).",
        "The TTFT also become smaller, from 31.4 ms of vLLM to 24.3 ms of LMDeploy (mean value).",   # metric
    ]),
    ("eng", "Mean TPOT becomes smaller, from 31.4 ms on vLLM to 24.3 ms on LMDeploy, it is 22.6% lower.", [
        "Mean TPOT becomes smaller, from 31.4 ms on vLLM to 24.3 ms on LMDeploy, it is 45% lower.",
        "Mean TPOT becomes smaller, from 31.4 ms on vLLM to 24.3 ms on LMDeploy, it is 11% lower."]),
    ("eng", "Mean TTFT got lower from 220 ms on vLLM to 165 ms on LMDeploy.", [
        "Mean TTFT got higher from 220 ms on vLLM to 165 ms on LMDeploy.",
        "Mean TTFT got lower from 220 ms on LMDeploy to 165 ms on vLLM.",
        "Mean TTFT got lower from 330 ms on vLLM to 165 ms on LMDeploy."]),
    ("eng", "Mean TTFT gets lower by 25% with LMDeploy.", [
        "Mean TTFT gets lower by 37% with LMDeploy.", "Mean TTFT gets higher by 25% with LMDeploy.",
        "Mean TTFT gets lower by 25% with vLLM.", "Mean TTFT never gets lower by 25% with LMDeploy."]),
    ("eng", "Throughput becomes higher, from 3.89 req/s with vLLM to 5.03 req/s with LMDeploy.", [
        "Throughput becomes lower, from 3.89 req/s with vLLM to 5.03 req/s with LMDeploy.",
        "Throughput becomes higher, from 3.89 req/s with LMDeploy to 5.03 req/s with vLLM."]),
    # "it is" after a single value: the value's appositive ratio
    ("eng", "LMDeploy reach 5.03 req/s, it is 1.29 times of vLLM.", [
        "LMDeploy reach 5.03 req/s, it is 1.94 times of vLLM.", "LMDeploy reach 5.03 req/s, it is 0.65 times of vLLM.",
        "vLLM reach 3.89 req/s, it is 1.29 times of LMDeploy.", "LMDeploy reach 5.03 req/s, it is not 1.29 times of vLLM.",
        "LMDeploy reach 5.03 req/s, it is 1.29 times of LMDeploy."]),
    ("eng", "Throughput is 5.03 req/s on LMDeploy vs 3.89 req/s on vLLM, it is 1.29x.", [
        "Throughput is 5.03 req/s on LMDeploy vs 3.89 req/s on vLLM, it is 1.94x.",
        "Throughput is 5.03 req/s on LMDeploy vs 3.89 req/s on vLLM, it is 0.65x."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, grade)

NEVER_FALSE = [
    P + ", so vLLM is 25% lower.",                    # said of the reference: not graded
    P + ", so it is 25% lower on LMDeploy.",
    P + ", 25% lower on vLLM.",
    "LMDeploy reach 5.03 req/s while vLLM only reach 3.89 req/s, it is 1.29 times of vLLM.",   # of which value?
    "LMDeploy reach 5.03 req/s, vLLM only reach 3.89 req/s, it is 1.29 times of vLLM.",
    "Mean TPOT becomes smaller, from 31.4 ms on vLLM to 24.3 ms on LMDeploy.",
]


@pytest.mark.parametrize("s", NEVER_FALSE)
def test_honest_variants_are_never_false(wit, s):
    assert_never_false(grade(wit, "eng", s), s)
