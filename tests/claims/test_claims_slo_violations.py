"""A count of the requests that violate one SLO (production slo_violations, claimcheck/claims/slo_phrases.py
read_violations; statistics._count_runs re-derives it).

"3 of the 16 requests violate the 100 ms TPOT SLO on vLLM", "3 requests exceeded a TPOT SLO of 100 ms with vLLM":
the completed requests of the arm whose own TPOT (TTFT, end-to-end latency) exceeds the threshold, as vLLM's goodput
test fails them (a value at the SLO is good). Read only from request-ab rows that give each request's timings; an arm
with a failed request (is it a violation?) is not re-derived (never false); two thresholds or a statistic in the SLO
are not read.

Witnesses, worked out by hand (``claims_corpus.witnesses.uniform``: 16 tasks on 4 lanes, each request 1 s (vllm, wall
4 s) or 1.5 s (sglang, wall 6 s) end to end, TTFT 0.1 s, so end - first token = 0.9 s / 1.4 s):

* ``slo``: vllm tasks 0-2 return 8 output tokens (TPOT 0.9 / 7 = 128.6 ms), the other 13 return 64 (0.9 / 63 = 14.3
  ms): over a 100 ms TPOT SLO 3 of 16; sglang tasks 0-4 return 8 (1.4 / 7 = 200 ms), the others 64 (22.2 ms): 5 of 16
  over 100 ms, 0 over 200 ms (200 ms is at the SLO: good). TTFT 100 ms everywhere: 0 over a 100 ms TTFT SLO, 16 over 50
  ms. End to end: vllm 1 s, sglang 1.5 s: over a 1.2 s e2el SLO vllm 0, sglang 16.
* ``slo_fail``: as slo, vllm's task 7 failed (15 completed): vllm's count is not re-derived.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

ENG = {"vllm": {"aliases": ["vLLM"], "workers": 4, "role": "treatment", "settings": {"engine": "vLLM"}},
       "sglang": {"aliases": ["SGLang"], "workers": 4, "role": "baseline", "settings": {"engine": "SGLang"}}}
SCOPE = "vLLM vs SGLang, 16 requests per arm"
NEG = "It is not true that "


def _long(first: int):
    return lambda t: 8 if t < first else 64


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("slo_violations")

    def w(name: str, rows) -> str:
        return str(seal(root / name, ab_witness(ENG, output_cap=64), {"rows.jsonl": [r for rr in rows for r in rr]}))

    return {
        "slo": w("slo", [uniform("vllm", 16, 4.0, 4, completion=_long(3)),
                         uniform("sglang", 16, 6.0, 4, completion=_long(5))]),
        "slo_fail": w("slo_fail", [uniform("vllm", 16, 4.0, 4, completion=_long(3), failed=(7,)),
                                   uniform("sglang", 16, 6.0, 4, completion=_long(5))]),
    }


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


FRAMES = [
    ("slo", "3 of the 16 requests violate the 100 ms TPOT SLO on vLLM.", [
        "5 of the 16 requests violate the 100 ms TPOT SLO on vLLM.",       # x1.5 (rounded)
        "1 of the 16 requests violate the 100 ms TPOT SLO on vLLM.",       # x0.5 (rounded)
        "3 of the 16 requests violate the 100 ms TPOT SLO on SGLang.",     # the other arm's is 5
        "3 of the 16 requests violate the 150 ms TPOT SLO on vLLM.",       # another threshold: 0
        "3 of the 16 requests violate the 100 ms TTFT SLO on vLLM.",       # another metric: 0
        "3 of the 24 requests violate the 100 ms TPOT SLO on vLLM.",       # the wrong denominator
        NEG + "3 of the 16 requests violate the 100 ms TPOT SLO on vLLM.",
        ("slo_fail", "3 of the 16 requests violate the 100 ms TPOT SLO on vLLM.")]),
    ("slo", "On SGLang, 5 of the 16 requests violate the 100 ms TPOT SLO.",
     ["On SGLang, 3 of the 16 requests violate the 100 ms TPOT SLO.", "On vLLM, 5 of the 16 requests violate the 100 ms TPOT SLO."]),
    ("slo", "3 requests exceeded a TPOT SLO of 100 ms with vLLM.",
     ["6 requests exceeded a TPOT SLO of 100 ms with vLLM.", "3 requests exceeded a TPOT SLO of 100 ms with SGLang."]),
    ("slo", "None of the 16 requests violate the 200 ms TPOT SLO on SGLang.",   # 200 ms is at the SLO: good
     ["None of the 16 requests violate the 100 ms TPOT SLO on SGLang.",
      "3 of the 16 requests violate the 200 ms TPOT SLO on SGLang."]),
    ("slo", "0 of the 16 requests missed the 100 ms TTFT SLO on vLLM.",
     ["0 of the 16 requests missed the 50 ms TTFT SLO on vLLM.", "8 of the 16 requests missed the 100 ms TTFT SLO on vLLM."]),
    ("slo", "16 of the 16 requests violate the 50 ms TTFT SLO on vLLM.",
     ["8 of the 16 requests violate the 50 ms TTFT SLO on vLLM."]),
    ("slo", "16 of the 16 requests exceed the 1.2 s E2EL SLO on SGLang.",
     ["16 of the 16 requests exceed the 1.2 s E2EL SLO on vLLM.", "16 of the 16 requests exceed the 1.6 s E2EL SLO on SGLang."]),
    ("slo", "5 of the 16 requests violate the 100 ms time-per-output-token SLO on SGLang.",
     ["5 of the 16 requests violate the 100 ms time-per-output-token SLO on vLLM."]),
]


def _rows(frames):
    out = []
    for name, true, twins in frames:
        out.append((name, true, [t for t in twins if isinstance(t, str)]))
        out += [(t[0], None, [t[1]]) for t in twins if not isinstance(t, str)]
    return out


ROWS = _rows(FRAMES)


@pytest.mark.parametrize("name,true", [(r[0], r[1]) for r in ROWS if r[1]])
def test_true_statement_is_read_completely_and_net_true(wit, name, true):
    from claims_corpus.frame_checks import assert_read_net_true

    assert_read_net_true(_grade(wit, name, true))


@pytest.mark.parametrize("name,twins", [(r[0], r[2]) for r in ROWS])
def test_twisted_twins_are_never_net_true(wit, name, twins):
    from claims_corpus.frame_checks import assert_never_net_true

    for t in twins:
        assert_never_net_true(_grade(wit, name, t), t)


FALSE = [
    ("slo", "5 of the 16 requests violate the 100 ms TPOT SLO on vLLM."),
    ("slo", "3 of the 16 requests violate the 100 ms TPOT SLO on SGLang."),
    ("slo", "3 of the 16 requests violate the 100 ms TTFT SLO on vLLM."),
]


@pytest.mark.parametrize("name,s", FALSE)
def test_a_wrong_violation_count_is_false(wit, name, s):
    res = _grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


NEVER_FALSE = [
    ("slo_fail", "3 of the 16 requests violate the 100 ms TPOT SLO on vLLM."),    # the failed one: a violation too?
    ("slo_fail", "4 of the 16 requests violate the 100 ms TPOT SLO on vLLM."),
    ("slo", "3 of the 16 requests violate the 100 ms P99 TPOT SLO on vLLM."),     # a statistic in the SLO
    ("slo", "3 of the 16 requests violate a TTFT <= 200 ms and TPOT <= 100 ms SLO on vLLM."),   # two thresholds
    ("slo", "3 of the 16 requests violate the 100 ms TPOT SLO."),                 # which arm? (3 and 5)
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_unclear_violation_counts_are_never_false(wit, name, s):
    assert_never_false(_grade(wit, name, s), s)
