"""A comparison written as a share of the baseline (productions percent_share and fraction_share --
claimcheck/claims/grammar.py ``_percent`` and ``m_quantity``, claimcheck/claims/fraction_changes.py; issue 16).

Real write-ups say one arm's number as a share of the other's: "Vllm is only about half throughput of deepspeed"
(rs515), "X's throughput is 53% that of Y", "X has 53% the throughput of Y", "X reaches half of Y's throughput", "half
of the throughput of Y", "X gets 2/3 of Y's throughput". The reader read "50% of Y", "0.5x that of Y" and "half the throughput of Y"; these forms stayed
unread. A share is a ratio (N/100, a half 0.5), never a change of N%: "40% that of Y" is 60% lower.

The witnesses (worked out by hand; 10 requests per arm):

* ``w``: ``fp8`` ("FP8", treatment) 1.5 req/s, every TTFT 100 ms; ``bf16`` ("BF16", baseline) 1.0 req/s, nine TTFTs
  at 219.1 ms and one at 527.8 ms: the mean is 250 ms and numpy's linear p99 500 ms. So BF16 / FP8
  throughput = 1 / 1.5 = 66.7% (a change of -33.3%); FP8 / BF16 mean TTFT = 0.1 / 0.25 = 40% (60% lower); p99 TTFT
  0.1 / 0.5 = 20%; median TTFT 0.1 / 0.2191 = 45.6%.
* ``h``: ``new`` ("the new build") 2.0 req/s, ``old`` ("the old build") 1.0 req/s: old / new throughput = 0.5 (half).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, assert_read_net_true,  # noqa: E402
                                        frame_tests, sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

W = [A("fp8", "FP8", thr=1.5, ttft=0.1, settings={"quantization": "fp8"}),
     A("bf16", "BF16", thr=1.0, ttft_mp=(0.25, 0.5), settings={"quantization": "bf16"})]
H = [A("new", "the new build", thr=2.0), A("old", "the old build", thr=1.0)]
SCOPE = "10 requests per arm"

wit = sealed_fixture("share_frames", {"w": W, "h": H})


def _grade(wit, name, s):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    # percent_share: "N% that of ARM"
    ("w", "BF16's throughput is 67% that of FP8.",
     ["BF16's throughput is 33% that of FP8.", "BF16's throughput is 50% that of FP8.",
      "FP8's throughput is 67% that of BF16.", "BF16's throughput is not 67% that of FP8.",
      "It is not true that BF16's throughput is 67% that of FP8."]),
    ("w", "FP8's mean TTFT is 40% that of BF16.",
     ["FP8's mean TTFT is 60% that of BF16.", "FP8's p99 TTFT is 40% that of BF16.",
      "FP8's median TTFT is 40% that of BF16.", "BF16's mean TTFT is 40% that of FP8."]),
    ("w", "FP8's mean TTFT is about 40% that of BF16's.",
     ["FP8's mean TTFT is about 60% that of BF16's.", "BF16's mean TTFT is about 40% that of FP8's."]),
    # percent_share: "N% the METRIC of ARM"
    ("w", "BF16 delivers 67% the throughput of FP8.",
     ["BF16 delivers 33% the throughput of FP8.", "FP8 delivers 67% the throughput of BF16.",
      "BF16 delivers 67% the mean TTFT of FP8."]),
    ("w", "FP8 has 20% the p99 TTFT of BF16.",
     ["FP8 has 20% the mean TTFT of BF16.", "FP8 has 40% the p99 TTFT of BF16.", "FP8 has 80% the p99 TTFT of BF16.",
      "BF16 has 20% the p99 TTFT of FP8."]),
    # fraction_share: "half of ARM's METRIC", "half of the METRIC of ARM", "half METRIC of ARM"
    ("h", "The old build reaches half of the new build's throughput.",
     ["The new build reaches half of the old build's throughput.",
      "The old build reaches a quarter of the new build's throughput.",
      "The old build reaches twice the new build's throughput."]),
    ("h", "The old build reaches half of the throughput of the new build.",
     ["The new build reaches half of the throughput of the old build.",
      "The old build reaches a quarter of the throughput of the new build.",
      "The old build does not reach half of the throughput of the new build."]),
    # fraction_share: a written fraction "N/M" before what it is a share of
    ("w", "BF16 gets about 2/3 of FP8's throughput.",
     ["BF16 gets about 1/3 of FP8's throughput.", "FP8 gets about 2/3 of BF16's throughput.",
      "BF16 gets about 1/2 of FP8's throughput."]),
    ("w", "BF16's throughput is 2/3 that of FP8.",
     ["BF16's throughput is 1/3 that of FP8.", "FP8's throughput is 2/3 that of BF16.",
      "BF16's throughput is not 2/3 that of FP8."]),
    ("w", "BF16 delivers 2/3 of the throughput of FP8.",
     ["BF16 delivers 1/3 of the throughput of FP8.", "FP8 delivers 2/3 of the throughput of BF16."]),
    ("h", "The old build is only about half throughput of the new build.",
     ["The new build is only about half throughput of the old build.",
      "The old build is only about a quarter throughput of the new build.",
      "The old build is not half throughput of the new build."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("s", ["The old build finished half of the requests.", "The old build finished 2/3 of the requests.",
                               "The old build reaches half of the throughput.",
                               "FP8 reaches 150% the throughput."])
def test_a_share_with_no_arm_after_it_stays_unread(wit, s):
    res = _grade(wit, "h" if "build" in s else "w", s)
    assert res.verdict == "not-yet" and res.reading.unread, (s, res.verdict)


#: (subject, form with {p} and {b}): the share of the subject's throughput in the baseline's
SHARE_FORMS = ["{s}'s throughput is {p}% that of {b}.", "{s} delivers {p}% the throughput of {b}.",
               "{s} delivers {p}% of the throughput of {b}.", "{s} delivers {p}% of {b}'s throughput.",
               "{s}'s throughput is {p} percent that of {b}."]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(form=st.sampled_from(SHARE_FORMS), hedge=st.sampled_from(["", "about ", "roughly "]),
       wrong=st.sampled_from([33, 50, 80, 100, 150, 133]))
def test_a_share_is_a_ratio_never_a_change(wit, form, hedge, wrong):
    # BF16 / FP8 throughput is 66.7%: "67%" is the share; "33%" (the size of the change) and any other share is wrong
    true = form.format(s="BF16", b="FP8", p=f"{hedge}67")
    res = _grade(wit, "w", true)
    assert_read_net_true(res)
    for twin in (form.format(s="BF16", b="FP8", p=f"{hedge}{wrong}"), form.format(s="FP8", b="BF16", p=f"{hedge}67")):
        assert_never_net_true(_grade(wit, "w", twin), twin)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(form=st.sampled_from(SHARE_FORMS), p=st.sampled_from(["about 65", "roughly 70", "up to 67", "at least 60",
                                                             "over 60", "under 70"]))
def test_honest_shares_are_never_false(wit, form, p):
    s = form.format(s="BF16", b="FP8", p=p)
    assert_never_false(_grade(wit, "w", s), s)
