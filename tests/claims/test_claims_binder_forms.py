"""The longer written forms of a baseline binder (production binder_form -- claimcheck/claims/binder_forms.py; issue 16).

Real write-ups introduce a comparison's baseline with "in comparison to / with" ("In comparison to state-of-the-art
systems (...), our method can reduce the latency by up to 2x", rs464), "when compared to / with" and "compared
against"; before this production every frame the reader reads with "compared to" left them unread. They are read as
"compared to / with": the same baseline, never a direction or a size of their own.

The witness (worked out by hand; 10 requests per arm): ``fp8`` ("FP8", treatment) 1.5 req/s, every TTFT 100 ms;
``bf16`` ("BF16", baseline) 1.0 req/s, nine TTFTs at a and one at c with mean 250 ms and numpy-linear p99 500 ms
(a = (2.5 - 0.5 / 0.91) / (10 - 1 / 0.91) = 219.1 ms, the median). So FP8 / BF16: throughput 1.5x (50% higher); mean
TTFT 0.1 / 0.25 = 0.4 (60% lower, 2.5x lower); p99 TTFT 0.1 / 0.5 = 0.2 (80% lower); median TTFT 0.1 / 0.2191 = 0.456
(54.4% lower).
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

ARMS = [A("fp8", "FP8", thr=1.5, ttft=0.1, settings={"quantization": "fp8"}),
        A("bf16", "BF16", thr=1.0, ttft_mp=(0.25, 0.5), settings={"quantization": "bf16"})]
SCOPE = "10 requests per arm"

wit = sealed_fixture("binder_forms", {"w": ARMS})


def _grade(wit, name, s):
    return grade_statement(s, wit[name], SCOPE)


#: the longer forms, each read as "compared to / with"
FORMS = ["in comparison to", "in comparison with", "when compared to", "when compared with", "when compared against",
         "as compared to", "as compared with", "compared against"]

#: (true comparison of FP8 with BF16, its twins): the number moved beyond rounding, the direction flipped, another
#: statistic, a hedge dropped where it matters
COMPARISONS = [
    ("1.5x higher throughput", ["2.25x higher throughput", "1.5x lower throughput", "1.2x higher throughput"]),
    ("about 1.5x higher throughput", ["1.45x higher throughput", "about 2.2x higher throughput"]),
    ("50% higher throughput", ["75% higher throughput", "50% lower throughput", "25% higher throughput"]),
    ("a 50% throughput gain", ["a 75% throughput gain", "a 25% throughput gain", "a 50% throughput loss"]),
    ("60% lower mean TTFT", ["60% lower p99 TTFT", "60% lower median TTFT", "60% higher mean TTFT", "30% lower mean TTFT"]),
    ("2.5x lower mean TTFT", ["2.5x higher mean TTFT", "5x lower mean TTFT", "2.5x lower p99 TTFT"]),
    ("an 80% reduction in p99 TTFT", ["an 80% reduction in mean TTFT", "a 40% reduction in p99 TTFT",
                                      "an 80% increase in p99 TTFT"]),
]

#: where the form stands: after the comparison, fronted before a comma, after the comparison and a comma
POSITIONS = ["FP8 delivers {cmp} {form} {base}.", "{Form} {base}, FP8 delivers {cmp}.",
             "FP8 delivers {cmp}, {form} {base}."]


def _say(pos: str, cmp: str, form: str, base: str = "BF16", subject: str = "FP8") -> str:
    s = pos.format(cmp=cmp, form=form, Form=form[0].upper() + form[1:], base=base)
    return s.replace("FP8 delivers", f"{subject} delivers")


FRAMES = [
    ("w", "FP8 delivers 1.5x higher throughput in comparison to BF16.",
     ["FP8 delivers 1.5x lower throughput in comparison to BF16.",
      "BF16 delivers 1.5x higher throughput in comparison to FP8.",
      "FP8 delivers 3x higher throughput in comparison to BF16.",
      "It is not true that FP8 delivers 1.5x higher throughput in comparison to BF16.",
      "FP8 does not deliver 1.5x higher throughput in comparison to BF16."]),
    ("w", "In comparison with BF16, FP8 has 60% lower mean TTFT.",
     ["In comparison with FP8, BF16 has 60% lower mean TTFT.", "In comparison with BF16, FP8 has 60% lower p99 TTFT.",
      "In comparison with BF16, FP8 has 60% higher mean TTFT.", "In comparison with BF16, FP8 has 30% lower mean TTFT."]),
    ("w", "When compared to BF16, FP8 is 1.5x faster.",
     ["When compared to FP8, BF16 is 1.5x faster.", "When compared to BF16, FP8 is 1.5x slower.",
      "When compared to BF16, FP8 is 3x faster.", "When compared to BF16, FP8 is not 1.5x faster."]),
    ("w", "FP8 cuts p99 TTFT by 80% when compared with BF16.",
     ["FP8 cuts p99 TTFT by 40% when compared with BF16.", "FP8 cuts mean TTFT by 80% when compared with BF16.",
      "BF16 cuts p99 TTFT by 80% when compared with FP8.", "FP8 raises p99 TTFT by 80% when compared with BF16."]),
    ("w", "FP8 achieves a 1.5x speedup compared against BF16.",
     ["FP8 achieves a 3x speedup compared against BF16.", "BF16 achieves a 1.5x speedup compared against FP8.",
      "FP8 achieves a 1.5x slowdown compared against BF16."]),
    ("w", "FP8 reaches 1.5 req/s in comparison with 1.0 req/s on BF16.",
     ["FP8 reaches 1.5 req/s in comparison with 1.2 req/s on BF16.",
      "FP8 reaches 3 req/s in comparison with 1.0 req/s on BF16.",
      "BF16 reaches 1.5 req/s in comparison with 1.0 req/s on FP8."]),
    ("w", "FP8 reaches 1.5 req/s when compared to BF16's 1.0 req/s.",
     ["FP8 reaches 1.5 req/s when compared to BF16's 2.0 req/s.",
      "BF16 reaches 1.5 req/s when compared to FP8's 1.0 req/s."]),
    ("w", "1.5 req/s with FP8 as compared to 1.0 req/s with BF16.",
     ["1.5 req/s with BF16 as compared to 1.0 req/s with FP8.", "3 req/s with FP8 as compared to 1.0 req/s with BF16."]),
    ("w", "The speedup of FP8 when compared with BF16 is 1.5x.",
     ["The speedup of FP8 when compared with BF16 is 3x.", "The speedup of BF16 when compared with FP8 is 1.5x."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)

#: production amount_above's "over": "N% over X" after a copula is "N% above X" (a percent higher than X); after a verb
#: or beside a direction word it is left to the change's own production
OVER_FRAMES = [
    ("w", "FP8's throughput is 50% over BF16.",
     ["FP8's throughput is 25% over BF16.", "BF16's throughput is 50% over FP8.", "FP8's mean TTFT is 60% over BF16.",
      "FP8's throughput is not 50% over BF16.", "It is not true that FP8's throughput is 50% over BF16."]),
    ("w", "The throughput of FP8 is about 50% over that of BF16.",
     ["The throughput of FP8 is about 100% over that of BF16.", "The throughput of BF16 is about 50% over that of FP8."]),
    ("w", "BF16's mean TTFT is 150% over FP8's.",
     ["FP8's mean TTFT is 150% over BF16's.", "BF16's mean TTFT is 60% over FP8's.", "BF16's p99 TTFT is 150% over FP8's."]),
]

test_over_is_above_after_a_copula, test_over_twins_are_never_net_true = frame_tests(OVER_FRAMES, _grade)


@pytest.mark.parametrize("s", ["FP8 has a 60% lower mean TTFT, 60% over BF16.", "Mean TTFT: FP8 60% over BF16.",
                               "FP8 cuts mean TTFT 60% over BF16.", "FP8 reduces mean TTFT, by 60% over BF16."])
def test_a_percent_over_an_arm_that_may_restate_a_change_is_never_false(wit, s):
    assert_never_false(_grade(wit, "w", s), s)


@pytest.mark.parametrize("s", ["In comparison, FP8 delivers 1.5x higher throughput.",
                               "When compared, FP8 delivers 1.5x higher throughput.",
                               "FP8 delivers 1.5x higher throughput in comparison."])
def test_a_form_with_no_baseline_named_stays_unread(wit, s):
    res = _grade(wit, "w", s)
    assert res.verdict == "not-yet" and res.reading.unread, (s, res.verdict)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(form=st.sampled_from(FORMS), pos=st.sampled_from(POSITIONS), row=st.sampled_from(COMPARISONS),
       twist=st.integers(min_value=0, max_value=9))
def test_every_form_reads_as_compared_to_and_twins_never_net_true(wit, form, pos, row, twist):
    true, twins = row
    s = _say(pos, true, form)
    res = _grade(wit, "w", s)
    assert_read_net_true(res)
    # the same comparison with "compared to" grades the same: the form says nothing of its own
    assert _grade(wit, "w", _say(pos, true, "compared to")).verdict == res.verdict
    bad = twins[twist % len(twins)]
    for twin in (_say(pos, bad, form), _say(pos, true, form, base="FP8", subject="BF16"),
                 "It is not true that " + s[0].lower() + s[1:]):
        assert_never_net_true(_grade(wit, "w", twin), twin)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(form=st.sampled_from(FORMS), pos=st.sampled_from(POSITIONS),
       cmp=st.sampled_from(["about 1.5x higher throughput", "roughly 50% higher throughput", "up to 1.5x higher throughput",
                            "1.5x higher throughput", "at least 1.4x higher throughput", "more than 2x lower mean TTFT"]))
def test_true_sentences_are_never_false(wit, form, pos, cmp):
    s = _say(pos, cmp, form)
    assert_never_false(_grade(wit, "w", s), s)
