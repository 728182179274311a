"""A rate range whose high end is open (production range_plus -- claimcheck/claims/grammar.lark; grammar._Clause.m_range),
as real write-ups write it: "8B models generate 60 to 80+ tokens per second" (rs393), "40–80+ t/s", "55-65+ tok/s".
The "+" glued to the high end says "or more": the range asserts at least its low end, read as "60+ tokens per second"
is (production plus_bound), the low end kept with its stated precision (">= 60" holds from 59.5). Before, the range
and its unit were unread (not-yet).

Not read (never net-true, never false): a hedge before it ("roughly 60 to 80+": how loose?), "between 60 and 80+", a
duration ("100 to 120+ ms"), and a range after "from" or a change word ("rose from 60 to 80+ tok/s", "dropped to 5 to
15+ tok/s": a before and after, not a range).

Witness, worked out by hand (real_sentences.witness_specs arms; 10 requests per arm, 100 prompt + 64 output tokens
each, every request of an arm alike): the GPU (treatment) 60 output tok/s (total (100 + 64) / 64 x 60 = 153.75
tok/s), the CPU (baseline) 12 output tok/s (total 30.75 tok/s). A bare token rate ("tokens per second", "tok/s",
"t/s") agrees as output tokens, and is false only where the total rate is contradicted too (docs/claim-check.md, the
false bar, 5); "output tokens per second" has one meaning.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SPEC = Spec("tok", [A("gpu", "the GPU", "RTX 4090", toks=60.0, ttft=0.2, tpot=1 / 60, tok=64, role="treatment"),
                    A("cpu", "the CPU", toks=12.0, ttft=0.5, tpot=1 / 12, tok=64, role="baseline")], key="")
SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
RATE = {"the GPU": 60.0, "the CPU": 12.0}
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return {"tok": str(seal(tmp_path_factory.mktemp("range_plus") / "tok", *witness_for(SPEC)))}


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("tok", "The GPU generates 50 to 70+ tokens per second.",
     ["The GPU generates 65 to 80+ tokens per second.",     # the low end moved beyond its rounding (60 < 64.5)
      "The GPU generates 90 to 105+ tokens per second.",    # the range shifted x1.5
      "The CPU generates 50 to 70+ tokens per second.",     # the other arm (12 tok/s)
      "The GPU does not generate 50 to 70+ tokens per second.",
      NEG + "the GPU generates 50 to 70+ tokens per second.",
      "The GPU generates roughly 50 to 70+ tokens per second.",   # a hedge: not read
      "The GPU generates 50 to 70+ tokens per second on an A100."]),
    ("tok", "The RTX 4090 runs at 55–65+ t/s.",
     ["The RTX 4090 runs at 61–65+ t/s.", "The CPU runs at 55–65+ t/s.", "The RTX 4090 runs at 55–65+ ms."]),
    ("tok", "The GPU's output throughput is 40-80+ tok/s.",
     ["The GPU's output throughput is 80-120+ tok/s.", "The CPU's output throughput is 40-80+ tok/s.",
      "The GPU's mean TTFT is 40-80+ ms."]),
    ("tok", "The CPU generates 10 to 15+ output tokens per second.",
     ["The CPU generates 13 to 15+ output tokens per second.",   # 12 < 12.5
      "The CPU generates 20 to 30+ output tokens per second.", "The GPU generates 90 to 100+ output tokens per second."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


# other shapes: not read (never net-true, never false)
@pytest.mark.parametrize("statement", [
    "The GPU generates roughly 50 to 70+ tokens per second.",
    "The GPU generates between 50 and 70+ tokens per second.",
    "The GPU's output throughput went from 50 to 70+ tokens per second.",
    "The GPU's output throughput rose to 50 to 70+ tokens per second.",
    "The GPU generates 50 to 70 + tokens per second.",
])
def test_other_shapes_are_not_read(wit, statement):
    res = grade(wit, "tok", statement)
    assert res.reading.unread and res.verdict == "not-yet", (res.verdict, res.reason)


def test_a_low_end_above_the_value_is_false_when_read_completely(wit):
    """The clause read completely, one meaning (output tokens): the GPU's 60 tok/s is below 89.5, the low end of "90 to
    120+" with its rounding: false (the false bar)."""
    res = grade(wit, "tok", "The GPU generates 90 to 120+ output tokens per second.")
    assert not res.reading.unread and res.verdict == "false", (res.verdict, res.reason)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(arm=st.sampled_from(sorted(RATE)), low_share=st.floats(0.4, 1.0), spread=st.integers(5, 40),
       dash=st.sampled_from([" to ", "-", "–"]),
       unit=st.sampled_from(["tokens per second", "tok/s", "t/s", "tokens/s", "output tokens per second"]),
       verb=st.sampled_from(["generates", "runs at", "delivers", "achieves"]))
def test_a_low_end_at_or_below_the_rate_is_net_true_and_above_it_never(wit, arm, low_share, spread, dash, unit, verb):
    """By hand: the GPU 60, the CPU 12 output tok/s. A low end at or below the arm's rate is net-true (never false);
    a low end above the rate by more than its rounding (0.5) is never net-true."""
    rate = RATE[arm]
    low = int(rate * low_share)
    s = f"{arm[0].upper()}{arm[1:]} {verb} {low}{dash}{low + spread}+ {unit}."
    res = grade(wit, "tok", s)
    assert_never_false(res, s)
    assert res.verdict == "net-true", (s, res.reason)
    high = int(rate) + 1 + int(rate * (1 - low_share))
    twin = f"{arm[0].upper()}{arm[1:]} {verb} {high}{dash}{high + spread}+ {unit}."
    assert_never_net_true(grade(wit, "tok", twin), twin)
