"""A verb of motion with a direction right before a one-word relation says where the metric ends up, not how much it
moved (production end_state_bound, vocabulary.END_STATE_RELATIONS): "For minimum-latency single-request serving, TTFT
drops below 10ms" (real sentence rs384), "throughput rises above 1.5 req/s", "mean TTFT dips under 10 ms". The change
reader took the relation as the bound of the change's size ("drops by less than 10 ms": treatment - baseline > -10 ms)
and graded such TRUE sentences false wherever the drop was larger than the end value (FP8's TTFT 8 ms against BF16's
50 ms: a drop of 42 ms, "below 10 ms" -> false). Such a clause is now left unread (not-yet, never false) where it names
an arm (the drop is from another arm's value, which the bound does not say); naming none, "TTFT drops below 10 ms" is
the level every arm ends at (production end_state_level, tests/claims/test_claims_vals.py); the size of a
change said with "by" ("drops by less than 10 ms", "drops by 42 ms", "by over 40 ms") and a negated floor ("never drops
below 5 ms") read as before.

Witnesses (worked out by hand; 10 requests per arm, every request alike):

* ``quant``: fp8 2.0 req/s, TTFT 8 ms; bf16 (baseline) 1.0 req/s, TTFT 50 ms -- TTFT drops by 42 ms (84%), request
  throughput rises by 1.0 req/s (100%);
* ``rel`` (main / pr-1234, an "on" / "off" string setting): pr-1234 TTFT 8 ms, 2.0 req/s; main TTFT 50 ms, 1.0 req/s;
* ``flag`` (a boolean setting): with the cache (prefix_caching true) TTFT 8 ms, 2.0 req/s; without it 50 ms, 1.0 req/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SPECS = {
    "quant": [A("fp8", "FP8", thr=2.0, ttft=0.008, settings={"quantization": "fp8"}),
              A("bf16", "BF16", thr=1.0, ttft=0.050, role="baseline", settings={"quantization": "bf16"})],
    "rel": [A("pr-1234", "the PR", thr=2.0, ttft=0.008, settings={"fused_moe": "on"}),
            A("main", thr=1.0, ttft=0.050, role="baseline", settings={"fused_moe": "off"})],
    "flag": [A("cache", "prefix caching", thr=2.0, ttft=0.008, settings={"prefix_caching": True}),
             A("nocache", thr=1.0, ttft=0.050, role="baseline", settings={"prefix_caching": False})],
}
wit = sealed_fixture("endstate", SPECS)


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], "10 requests per arm")


#: true end states (FP8 / the PR / prefix caching end below 10 ms, above 1.5 req/s): never an accusation
TRUE_END_STATES = [
    ("quant", "With FP8, TTFT drops below 10ms."),
    ("quant", "With FP8, mean TTFT dips under 10 ms."),
    ("quant", "With FP8, request throughput rises above 1.5 req/s."),
    ("quant", "With FP8, request throughput climbs above 1.5 req/s."),
    ("quant", "With FP8, mean TTFT falls below 10 ms compared with BF16."),
    ("rel", "On pr-1234, mean TTFT drops below 10 ms."),
    ("rel", "On pr-1234, request throughput jumps above 1.5 req/s vs main."),
    ("flag", "With prefix caching, mean TTFT drops below 10 ms."),
    ("flag", "With prefix caching, request throughput jumps over 1.5 req/s."),
]


@pytest.mark.parametrize("name,statement", TRUE_END_STATES)
def test_a_true_end_state_is_never_false(name, statement, wit):
    assert_never_false(_grade(wit, name, statement), statement)


#: twisted end states (above / below the other side, another arm): never net-true
TWISTED_END_STATES = [
    ("quant", "With FP8, TTFT drops below 4 ms."), ("quant", "With BF16, TTFT drops below 10ms."),
    ("quant", "With FP8, request throughput rises above 3 req/s."),
    ("rel", "On main, mean TTFT drops below 10 ms."), ("flag", "Without prefix caching, mean TTFT drops below 10 ms."),
]


@pytest.mark.parametrize("name,statement", TWISTED_END_STATES)
def test_a_twisted_end_state_is_never_net_true(name, statement, wit):
    assert_never_net_true(_grade(wit, name, statement), statement)


#: the size of the change, said with "by", reads as before
FRAMES = [
    ("quant", "With FP8, mean TTFT drops by 42 ms.",
     ["With FP8, mean TTFT drops by 63 ms.", "With FP8, mean TTFT drops by 21 ms.", "With FP8, mean TTFT rises by 42 ms.",
      "With BF16, mean TTFT drops by 42 ms.", "With FP8, p99 TTFT does not drop by 42 ms."]),
    ("rel", "On pr-1234, request throughput rises by 1 req/s over main.",
     ["On pr-1234, request throughput rises by 1.5 req/s over main.", "On main, request throughput rises by 1 req/s over pr-1234.",
      "On pr-1234, request throughput falls by 1 req/s vs main."]),
    ("flag", "With prefix caching, mean TTFT drops by more than 40 ms.",
     ["With prefix caching, mean TTFT drops by more than 60 ms.", "Without prefix caching, mean TTFT drops by more than 40 ms.",
      "With prefix caching, mean TTFT rises by more than 40 ms."]),
]
test_by_amount_read_net_true, test_by_amount_twins_never_net_true = frame_tests(FRAMES, _grade)


def test_the_size_of_a_change_said_with_by_is_still_contradicted(wit):
    res = _grade(wit, "quant", "With FP8, mean TTFT drops by less than 10 ms.")
    assert res.verdict == "false", res.reason
