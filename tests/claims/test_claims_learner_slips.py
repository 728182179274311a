"""Learner slips: loose grammar that keeps its meaning (production learner_slip, claimcheck/claims/slips.py; the learner's
discourse leads in vocabulary.DISCOURSE; base-form change verbs in vocabulary.CHANGE_INTRANS).

A blog translated from another language says "LMDeploy reach 5.03 req/s while vLLM only reach 3.89 req/s",
"Output token throughput of LMDeploy is 1288 tokens/s, comparing with 996 tokens/s of vLLM", "from 31.4 ms of vLLM
to 24.3 ms of LMDeploy (mean value)", "it is 1.29 times of vLLM", "no failed request for both framework". Each slip
is read as its grammatical form, and gets that form's twins: x1.5 and x0.5 numbers, the arms swapped, the direction
flipped, a negation, another statistic or metric, and a witness where an arm failed a request.

Before: each of these was unread (not-yet): "comparing", "of vLLM" after a value, "times of", "mean value",
"framework" after "both", "According to our test", "We can see", "In the whole test there ...", "in this setting",
"throughput increase from ...".

Witnesses, worked out by hand (InternLM2.5-7B on one H100, 160 requests per arm, 256 output tokens per request, every
request of an arm alike; real_sentences.witness_specs):

* ``eng``: lmdeploy (LMDeploy, treatment) 1288 output tok/s: wall 160 * 256 / 1288 = 31.801 s, so 5.031 req/s;
  TTFT 165 ms, TPOT 24.3 ms, e2e 0.165 + 0.0243 * 255 = 6.3615 s. vllm (vLLM, baseline) 996 output tok/s: wall
  40960 / 996 = 41.124 s, so 3.891 req/s; TTFT 220 ms, TPOT 31.4 ms, e2e 0.22 + 0.0314 * 255 = 8.227 s.
  Throughput ratio 5.031 / 3.891 = 1.293x (29.3% higher); TTFT 25% lower (165 / 220 = 0.75); TPOT 22.6% lower
  (24.3 / 31.4 = 0.774); e2e 22.7% lower.
* ``eng_fail``: as eng, but LMDeploy's task t003 failed (ok false): 159 of 160 completed.
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
MODEL = "internlm/internlm2_5-7b-chat"
NEG = "It is not true that "
LMD = A("lmdeploy", "LMDeploy", n=160, tok=256, toks=1288, ttft=0.165, tpot=0.0243, settings={"engine": "LMDeploy"},
        role="treatment")
VLLM = A("vllm", "vLLM", n=160, tok=256, toks=996, ttft=0.22, tpot=0.0314, settings={"engine": "vLLM"}, role="baseline")


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("learner_slips")
    out = {}
    for name in ("eng", "eng_fail"):
        w, files = witness_for(Spec(name, [LMD, VLLM], key="", model=MODEL, engine=None))
        if name == "eng_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "lmdeploy" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    # "comparing with" / "compare to": "compared with"; "V of ARM" after a unit: the arm's value
    ("eng", "Output token throughput of LMDeploy is 1288 tokens/s, comparing with 996 tokens/s of vLLM.", [
        "Output token throughput of LMDeploy is 1932 tokens/s, comparing with 996 tokens/s of vLLM.",   # x1.5
        "Output token throughput of LMDeploy is 644 tokens/s, comparing with 996 tokens/s of vLLM.",    # x0.5
        "Output token throughput of LMDeploy is 1288 tokens/s, comparing with 1494 tokens/s of vLLM.",  # x1.5
        "Output token throughput of vLLM is 1288 tokens/s, comparing with 996 tokens/s of LMDeploy.",   # swapped
        "Output token throughput of LMDeploy is not 1288 tokens/s, comparing with 996 tokens/s of vLLM.",
        NEG + "output token throughput of LMDeploy is 1288 tokens/s, comparing with 996 tokens/s of vLLM.",
        "Total token throughput of LMDeploy is 1288 tokens/s, comparing with 996 tokens/s of vLLM.",    # metric
    ]),
    ("eng", "LMDeploy's output throughput is 1288 tok/s, compare to 996 tok/s of vLLM.", [
        "LMDeploy's output throughput is 1288 tok/s, compare to 1494 tok/s of vLLM.",
        "LMDeploy's output throughput is 1288 tok/s, compare to 498 tok/s of vLLM.",
    ]),
    ("eng", "Comparing with vLLM, LMDeploy has 29% higher throughput.", [
        "Comparing with vLLM, LMDeploy has 29% lower throughput.",      # flipped
        "Comparing with LMDeploy, vLLM has 29% higher throughput.",     # swapped
        "Comparing with vLLM, LMDeploy has 44% higher throughput.",     # x1.5
        "Comparing with vLLM, LMDeploy has 14% higher throughput.",     # x0.5
        "Comparing with vLLM, LMDeploy does not have 29% higher throughput.",
    ]),
    # "N times of ARM": "N times ARM"
    ("eng", "LMDeploy reach 5.03 req/s, 1.29 times of vLLM.", [
        "LMDeploy reach 5.03 req/s, 1.94 times of vLLM.",     # x1.5
        "LMDeploy reach 5.03 req/s, 0.65 times of vLLM.",     # x0.5
        "vLLM reach 5.03 req/s, 1.29 times of LMDeploy.",     # swapped
        "LMDeploy reach 7.5 req/s, 1.29 times of vLLM.",
        "LMDeploy not reach 5.03 req/s, 1.29 times of vLLM.",
    ]),
    ("eng", "LMDeploy's throughput is 1.29 times of vLLM.", [
        "LMDeploy's throughput is 1.94 times of vLLM.", "LMDeploy's throughput is 0.65 times of vLLM.",
        "vLLM's throughput is 1.29 times of LMDeploy.", "LMDeploy's throughput is not 1.29 times of vLLM.",
        "LMDeploy's mean TPOT is 1.29 times of vLLM.",   # another metric
    ]),
    ("eng", "The request throughput of LMDeploy is 1.29x of the vLLM throughput.", [
        "The request throughput of LMDeploy is 1.94x of the vLLM throughput.",
        "The request throughput of vLLM is 1.29x of the LMDeploy throughput.",
    ]),
    ("eng", "Output token throughput of LMDeploy is about 1.3 times of that of vLLM.", [
        "Output token throughput of LMDeploy is about 2 times of that of vLLM.",
        "Output token throughput of vLLM is about 1.3 times of that of LMDeploy.",
    ]),
    # "V of ARM" in a from-to pair, "(mean value)"
    ("eng", "TPOT drops from 31.4 ms of vLLM to 24.3 ms of LMDeploy (mean value).", [
        "TPOT drops from 47.1 ms of vLLM to 24.3 ms of LMDeploy (mean value).",    # x1.5
        "TPOT drops from 31.4 ms of vLLM to 12.2 ms of LMDeploy (mean value).",    # x0.5
        "TPOT drops from 31.4 ms of LMDeploy to 24.3 ms of vLLM (mean value).",    # swapped
        "TPOT rises from 31.4 ms of vLLM to 24.3 ms of LMDeploy (mean value).",    # flipped
        "TTFT drops from 31.4 ms of vLLM to 24.3 ms of LMDeploy (mean value).",    # another metric
        "TPOT does not drop from 31.4 ms of vLLM to 24.3 ms of LMDeploy (mean value).",
    ]),
    ("eng", "The mean value of TTFT is 165 ms of LMDeploy and 220 ms of vLLM.", [
        "The mean value of TTFT is 248 ms of LMDeploy and 220 ms of vLLM.",
        "The mean value of TTFT is 165 ms of vLLM and 220 ms of LMDeploy.",
        "The mean value of TPOT is 165 ms of LMDeploy and 220 ms of vLLM.",
    ]),
    ("eng", "Mean E2E latency is 6.36 s of LMDeploy and 8.23 s of vLLM.", [
        "Mean E2E latency is 9.54 s of LMDeploy and 8.23 s of vLLM.", "Mean E2E latency is 3.18 s of LMDeploy and 8.23 s of vLLM.",
        "Mean E2E latency is 6.36 s of vLLM and 8.23 s of LMDeploy.",
    ]),
    # base-form change verbs (person never decides coverage)
    ("eng", "The throughput increase from 3.89 req/s of vLLM to 5.03 req/s of LMDeploy.", [
        "The throughput increase from 5.84 req/s of vLLM to 5.03 req/s of LMDeploy.",
        "The throughput increase from 3.89 req/s of LMDeploy to 5.03 req/s of vLLM.",
        "The throughput decrease from 3.89 req/s of vLLM to 5.03 req/s of LMDeploy.",
        "The throughput not increase from 3.89 req/s of vLLM to 5.03 req/s of LMDeploy.",
    ]),
    ("eng", "Mean TPOT decrease from 31.4 ms on vLLM to 24.3 ms on LMDeploy.", [
        "Mean TPOT decrease from 31.4 ms on LMDeploy to 24.3 ms on vLLM.",
        "Mean TPOT increase from 31.4 ms on vLLM to 24.3 ms on LMDeploy.",
        "Mean TPOT decrease from 31.4 ms on vLLM to 12.2 ms on LMDeploy.",
    ]),
    ("eng", "Mean TTFT go down from 220 ms with vLLM to 165 ms with LMDeploy.", [
        "Mean TTFT go up from 220 ms with vLLM to 165 ms with LMDeploy.",
        "Mean TTFT go down from 330 ms with vLLM to 165 ms with LMDeploy.",
        "Mean TTFT go down from 220 ms with LMDeploy to 165 ms with vLLM.",
    ]),
    ("eng", "LMDeploy reach 5.03 req/s while vLLM only reach 3.89 req/s.", [
        "LMDeploy reach 7.5 req/s while vLLM only reach 3.89 req/s.", "LMDeploy reach 2.5 req/s while vLLM only reach 3.89 req/s.",
        "vLLM reach 5.03 req/s while LMDeploy only reach 3.89 req/s.",
        "LMDeploy not reach 5.03 req/s while vLLM only reach 3.89 req/s.",
        "LMDeploy can reach 5.03 req/s while vLLM only reach 3.89 req/s.",   # a modal stays unread
    ]),
    # "then" for "than" after a comparative; the active "reduce(s)" for the passive
    ("eng", "LMDeploy throughput is 29% higher then vLLM.", [
        "LMDeploy throughput is 29% lower then vLLM.", "vLLM throughput is 29% higher then LMDeploy.",
        "LMDeploy throughput is 44% higher then vLLM.", "LMDeploy throughput is 14% higher then vLLM.",
        "LMDeploy throughput is not 29% higher then vLLM."]),
    ("eng", "LMDeploy is 1.29 times faster then vLLM in request throughput.", [
        "LMDeploy is 1.94 times faster then vLLM in request throughput.",
        "LMDeploy is 1.29 times slower then vLLM in request throughput.",
        "vLLM is 1.29 times faster then LMDeploy in request throughput."]),
    ("eng", "Mean TTFT is 25% lower with LMDeploy then with vLLM.", ["Mean TTFT is 25% higher with LMDeploy then with vLLM.",
                                                               "Mean TTFT is 25% lower with vLLM then with LMDeploy."]),
    ("eng", "Mean TTFT reduce from 220 ms to 165 ms with LMDeploy.", [
        "Mean TTFT reduce from 220 ms to 165 ms with vLLM.", "Mean TTFT reduce from 330 ms to 165 ms with LMDeploy.",
        "Mean TTFT reduce from 165 ms to 220 ms with LMDeploy.", "Mean TTFT not reduce from 220 ms to 165 ms with LMDeploy."]),
    ("eng", "Mean TTFT reduces 25% with LMDeploy.", ["Mean TTFT reduces 37% with LMDeploy.",
                                                    "Mean TTFT reduces 12% with LMDeploy.",
                                                    "Mean TPOT reduces 25% with LMDeploy.",
                                                    "Mean TTFT reduces 25% with vLLM."]),
    ("eng", "LMDeploy reduces mean TTFT by 25%.", ["LMDeploy reduces mean TTFT by 50%.", "vLLM reduces mean TTFT by 25%."]),
    # a learner's discourse lead
    ("eng", "According to our test, LMDeploy reach 5.03 req/s.", [
        "According to our test, LMDeploy reach 7.5 req/s.", "According to our test, vLLM reach 5.03 req/s.",
        "According to our test, LMDeploy not reach 5.03 req/s.", "According to their test, LMDeploy reach 5.03 req/s.",
    ]),
    ("eng", "We can see the mean end-to-end latency is 6.36 s for LMDeploy and 8.23 s for vLLM.", [
        "We can see the mean end-to-end latency is 9.54 s for LMDeploy and 8.23 s for vLLM.",
        "We can see the mean end-to-end latency is 6.36 s for vLLM and 8.23 s for LMDeploy.",
        "We can see the mean TTFT is 6.36 s for LMDeploy and 8.23 s for vLLM.",
        "We can see the mean end-to-end latency can be 6.36 s for LMDeploy and 8.23 s for vLLM.",
        "We can not see the mean end-to-end latency is 6.36 s for LMDeploy and 8.23 s for vLLM.",
    ]),
    ("eng", "So in this setting LMDeploy have about 29% higher throughput than vLLM.", [
        "So in this setting LMDeploy have about 44% higher throughput than vLLM.",
        "So in this setting LMDeploy have about 14% higher throughput than vLLM.",
        "So in this setting LMDeploy have about 29% lower throughput than vLLM.",
        "So in this setting vLLM have about 29% higher throughput than LMDeploy.",
        "So in this setting LMDeploy not have about 29% higher throughput than vLLM.",
    ]),
    # "both" + a singular noun for the compared runs; "In the whole test there is ..."
    ("eng", "In the whole test there is no failed request for both framework.", [
        "In the whole test there is 1 failed request for both framework.",
        "In the whole test there is a failed request for both framework.",
    ]),
    ("eng_fail", "In the whole test there is no failed request for vLLM.", [
        "In the whole test there is no failed request for both framework.",   # LMDeploy failed a request
        "In the whole test there is no failed request for LMDeploy.",
        "There are no failed requests for both engine.",
    ]),
    # "for finish": "to finish" (the arm's wall time, counted_work's frame)
    ("eng", "The 160 requests took 41.1 s on vLLM and 31.8 s on LMDeploy.", [
        "The 160 requests took 61.7 s on vLLM and 31.8 s on LMDeploy.", "The 160 requests took 31.8 s on vLLM and 41.1 s on LMDeploy.",
    ]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, grade)

# honest but unclear: never an accusation
NEVER_FALSE = [
    ("eng", "LMDeploy reach about 5 req/s, about 1.3 times of vLLM."),
    ("eng", "It is 1.29 times of vLLM."),                     # "it": which arm? (unread)
    ("eng", "Comparing with the baseline, throughput is 29% higher."),
    ("eng", "TPOT become smaller, from 31.4 ms of vLLM to 24.3 ms of LMDeploy (mean value)."),
    ("eng", "Total time for finish 160 requests: vLLM 41.1 s, LMDeploy 31.8 s."),
    ("eng", "In the whole test there is no failed request for both framework, we can see LMDeploy is faster."),
    ("eng_fail", "According to our test, LMDeploy reach about 5 req/s."),   # 159 / 31.8 s = 5.0 req/s
    ("eng", "Mean TTFT was higher then, 220 ms on vLLM."),
    ("eng", "Throughput is 29% higher, then vLLM catches up."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_variants_are_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
