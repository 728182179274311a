"""A range with its unit written on both ends (production unit_range -- claimcheck/claims/grammar.lark;
grammar._Reader._unit_range): "150 ms - 250 ms", "2 req/s – 3 req/s", "between 150 ms and 250 ms" (never "to":
"150 ms to 250 ms" may be a before and after; unread as before).

Before, "v0.7.0's mean TTFT is 150 ms - 250 ms" was read as two values of one arm (mean TTFT = 150 ms, and = 250 ms):
a true sentence graded ``false``, whatever the witness. Now it is a value range, read as "150-250 ms" is: the value in
[low end - h, high end + h) (each end keeps its stated precision; a hedge widens both). Two values of one unit joined
by a dash that are no range (the high end not above the low end, two scales: "150 ms - 0.25 s", "250 ms - 150 ms") are
not read (never ``false``); a dash before a difference ("200 ms - 300 ms lower than X") or before "(A vs B)" is not a
range.

Witnesses, worked out by hand (real_sentences.witness_specs arms; Llama-3.1-8B-Instruct on one H100, 10 requests per
arm, 8 output tokens each, every request of an arm alike):

* ``ver``: v0.7.0 (treatment) 2.5 req/s, TTFT 200 ms; v0.6.3 (baseline) 1.0 req/s, TTFT 500 ms.
* ``tok``: the GPU (alias "RTX 4090") 60 output tok/s, TTFT 200 ms; the CPU (baseline) 12 output tok/s, TTFT 500 ms;
  64 output tokens per request.
* ``runs`` (two runs per arm): the new backend 1.1 then 1.5 req/s, the old backend 1.0 and 1.0 req/s (pooled 1.269
  req/s for the new backend).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, arm_rows, witness_for  # noqa: E402

WITNESSES = {
    "ver": Spec("ver", [A("v0.7.0", "the new release", thr=2.5, ttft=0.2, role="treatment"),
                        A("v0.6.3", "the old release", thr=1.0, ttft=0.5, role="baseline")], key=""),
    "tok": Spec("tok", [A("gpu", "the GPU", "RTX 4090", toks=60.0, ttft=0.2, tpot=1 / 60, tok=64, role="treatment"),
                        A("cpu", "the CPU", toks=12.0, ttft=0.5, tpot=1 / 12, tok=64, role="baseline")], key=""),
}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("unit_ranges")
    out = {name: str(seal(root / name, *witness_for(spec))) for name, spec in WITNESSES.items()}
    spec = Spec("runs", [A("new", "the new backend"), A("old", "the old backend")], "")
    wj, _ = witness_for(spec)
    rows = []
    for name, thrs in (("new", [1.1, 1.5]), ("old", [1.0, 1.0])):
        for k, thr in enumerate(thrs):
            rows += [{**r, "run": k} for r in arm_rows(A(name, thr=thr))]
    out["runs"] = str(seal(root / "runs", wj, {"rows.jsonl": rows}))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("ver", "v0.7.0's mean TTFT is 150 ms - 250 ms.",
     ["v0.7.0's mean TTFT is 300 ms - 400 ms.",            # the range x1.5 and more: 200 ms below it
      "v0.7.0's mean TTFT is 75 ms - 125 ms.",             # x0.5
      "v0.6.3's mean TTFT is 150 ms - 250 ms.",            # the other arm (500 ms)
      "v0.7.0's p99 TTFT is 150 ms - 250 ms with v0.6.3.",  # another arm's value
      "v0.7.0's mean TTFT is under 150 ms - 250 ms.",       # a relation on a range: not read
      NEG + "v0.7.0's mean TTFT is 150 ms - 250 ms."]),
    ("ver", "v0.7.0's mean TTFT is 150 ms – 250 ms.",
     ["v0.7.0's mean TTFT is 300 ms – 400 ms.", "v0.7.0's mean TTFT is 75 ms – 125 ms.",
      "v0.6.3's mean TTFT is 150 ms – 250 ms.", "v0.7.0's mean TTFT is 150 ms – 250 ms on an A100."]),
    ("ver", "The mean TTFT of v0.7.0 was 0.15 s - 0.25 s.",
     ["The mean TTFT of v0.7.0 was 0.3 s - 0.4 s.", "The mean TTFT of v0.6.3 was 0.15 s - 0.25 s."]),
    ("ver", "v0.7.0 has a mean TTFT of about 180 ms - 220 ms.",
     ["v0.7.0 has a mean TTFT of about 270 ms - 330 ms.", "v0.7.0 has a mean TTFT of about 90 ms - 110 ms.",
      "v0.6.3 has a mean TTFT of about 180 ms - 220 ms."]),
    ("ver", "v0.7.0's mean TTFT is between 150 ms and 250 ms.",
     ["v0.7.0's mean TTFT is between 300 ms and 400 ms.", "v0.7.0's mean TTFT is between 75 ms and 125 ms.",
      "v0.6.3's mean TTFT is between 150 ms and 250 ms.",
      NEG + "v0.7.0's mean TTFT is between 150 ms and 250 ms."]),
    ("ver", "v0.7.0 serves 2 req/s - 3 req/s.",
     ["v0.7.0 serves 3.75 req/s - 4.5 req/s.", "v0.7.0 serves 1 req/s - 1.5 req/s.", "v0.6.3 serves 2 req/s - 3 req/s.",
      NEG + "v0.7.0 serves 2 req/s - 3 req/s."]),
    ("ver", "v0.7.0 reaches between 2 req/s and 3 req/s.",
     ["v0.7.0 reaches between 4 req/s and 5 req/s.", "v0.6.3 reaches between 2 req/s and 3 req/s."]),
    ("tok", "The GPU runs at 50 tok/s - 70 tok/s.",
     ["The GPU runs at 75 tok/s - 105 tok/s.", "The GPU runs at 25 tok/s - 35 tok/s.",
      "The CPU runs at 50 tok/s - 70 tok/s.", "The GPU runs at 50 tok/s - 70 tok/s on an A100."]),
    ("tok", "The RTX 4090 generates 50 t/s – 70 t/s.",
     ["The RTX 4090 generates 90 t/s – 105 t/s.", "The CPU generates 50 t/s – 70 t/s."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


# two values of one unit joined by a dash that make no range: not read (before: two values of one arm, one of them
# contradicted: false); never net-true, never false
@pytest.mark.parametrize("name,statement", [
    ("ver", "v0.7.0's mean TTFT is 250 ms - 150 ms."),
    ("ver", "v0.7.0's mean TTFT is 150 ms - 0.25 s."),
    ("ver", "Mean TTFT: 500 ms - 200 ms."),
    ("tok", "The GPU runs at 70 tok/s - 50 tok/s."),
    # "to" with the unit on both ends may be a before and after ("p99 TTFT 150 ms to 250 ms with the PR"): not read
    ("ver", "v0.7.0's mean TTFT is 150 ms to 250 ms."),
    ("tok", "The GPU runs at 50 tok/s to 70 tok/s."),
])
def test_no_range_is_not_read(wit, name, statement):
    res = grade(wit, name, statement)
    assert res.reading.unread and res.verdict == "not-yet", (res.verdict, res.reason)


# after a change or a direction word the two values may be its before and after ("rose, 150 ms to 250 ms"), not a range
# either may fall in: not read (200 ms lies between them, so a range reading would be net-true of a false change)
@pytest.mark.parametrize("statement", [
    "Mean TTFT of v0.7.0 rose, 150 ms to 250 ms.",
    "The mean TTFT of v0.7.0 got worse, 150 ms to 250 ms.",
    "Mean TTFT of v0.7.0 increased: 150 ms to 250 ms.",
    "Mean TTFT of v0.7.0 went up (150 ms - 250 ms).",
    "v0.7.0 throughput increased, 2 req/s to 3 req/s.",
])
def test_after_a_change_two_values_are_no_range(wit, statement):
    res = grade(wit, "ver", statement)
    assert not any(a.tolerance is not None and a.tolerance.rule.startswith("range") for a in res.reading.assertions), \
        statement
    assert res.verdict != "net-true", statement


# true sentences that must not be false: a value, then a difference after a dash, reads as before; a range that holds
@pytest.mark.parametrize("name,statement", [
    ("ver", "v0.7.0 has a mean TTFT of 200 ms - 300 ms lower than v0.6.3."),
    ("ver", "v0.7.0 has a mean TTFT of 200 ms - 60% lower than v0.6.3."),
    ("ver", "v0.7.0's mean TTFT is 150 ms - 250 ms, 60% lower than v0.6.3."),
    ("ver", "Mean TTFT: 200 ms - 500 ms (v0.7.0 vs v0.6.3)."),
    ("ver", "Mean TTFT 200 ms - 500 ms for v0.7.0 and v0.6.3, respectively."),
    ("tok", "The GPU runs at 50 tok/s - 70 tok/s, 5x the CPU."),
])
def test_true_sentences_are_never_false(wit, name, statement):
    assert_never_false(grade(wit, name, statement), statement)


def test_a_value_then_a_difference_after_a_dash_is_still_read(wit):
    res = grade(wit, "ver", "v0.7.0 has a mean TTFT of 200 ms - 300 ms lower than v0.6.3.")
    assert not res.reading.unread and res.verdict == "net-true", res.reason


def test_several_runs_every_run_must_lie_inside(wit):
    """What a range asserts about one witness (docs/claim-check.md): the pooled value and every run inside it; a run
    outside leaves it inconclusive, and it is false only when every run is outside too."""
    assert grade(wit, "runs", "The new backend reaches 1.0 req/s - 1.6 req/s.").verdict == "net-true"
    assert grade(wit, "runs", "The new backend reaches 1.2 req/s - 1.3 req/s.").verdict == "not-yet"
    assert grade(wit, "runs", "The new backend reaches 1.4 req/s - 1.6 req/s.").verdict == "not-yet"
    assert grade(wit, "runs", "The new backend reaches 1.7 req/s - 1.9 req/s.").verdict == "false"
