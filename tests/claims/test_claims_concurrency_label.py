"""A benchmark summary's measured concurrency (production concurrency_label -- claimcheck/claims/concurrency_label.py):
"Concurrency: 1.00" is SGLang bench_serving's sum of the completed requests' end-to-end latencies / the benchmark's
duration (the mean number of requests in flight), re-derived from the rows; the same words also label the concurrency
a run was given, so a contradiction stands (false) only where every arm it is said of records a concurrency setting
that differs too.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; 10 requests per arm of 64 output tokens):

* ``seq``: two identical arms (sg, alias SGLang; reference), requests one after another (TTFT 50 ms, TPOT 10 ms: each
  0.05 + 0.01 x 63 = 0.68 s), so the latencies sum to the wall: concurrency 1.00; each declares concurrency 1.
* ``nosetting``: the same rows, no concurrency declared.
* ``c16``: c16 (alias "the c16 run") declares concurrency 16, c8 ("the c8 run") concurrency 8; 160 requests of 1.5 s
  each; c16 at 10 req/s (wall 16 s): 160 x 1.5 / 16 = 15.0 in flight; c8 at 5 req/s (wall 32 s): 7.5.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec, same  # noqa: E402

NEG = "It is not true that "

SPECS = {
    "seq": Spec("seq", same("sg", "SGLang", seq=True, ttft=0.05, tpot=0.01, tok=64, settings={"concurrency": 1}),
                key="", engine="SGLang"),
    "nosetting": Spec("nosetting", same("sg", "SGLang", seq=True, ttft=0.05, tpot=0.01, tok=64), key="",
                      engine="SGLang"),
    "c16": Spec("c16", [A("c16", "the c16 run", thr=10, ttft=0.2, dur=1.5, n=160, settings={"concurrency": 16}),
                        A("c8", "the c8 run", thr=5, ttft=0.1, dur=1.5, n=160, settings={"concurrency": 8})],
                key="", engine="SGLang"),
}
SCOPES = {"seq": "10 requests per arm", "nosetting": "10 requests per arm", "c16": "160 requests per arm"}

wit = sealed_fixture("concurrency_label", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPES[name])


FRAMES = [
    ("seq", "Concurrency: 1.00", ["Concurrency: 1.50", "Concurrency: 0.50", "Concurrency: 2.00", "Concurrency: 16.00"]),
    ("seq", "Mean concurrency: ~1", ["Mean concurrency: ~2", "Mean concurrency: ~0.5"]),
    ("seq", "Avg concurrency: 1.0", ["Avg concurrency: 1.5", "Avg concurrency: 0.5"]),
    ("nosetting", "Concurrency: 1.00", ["Concurrency: 1.50", "Concurrency: 0.50", "Concurrency: 64"]),
    ("c16", "Concurrency: 15.00 (the c16 run)", [
        "Concurrency: 15.00 (the c8 run)", "Concurrency: 22.50 (the c16 run)", "Concurrency: 7.50 (the c16 run)",
        "Concurrency: 16.00 (the c16 run)"]),
    ("c16", "Concurrency: 7.50 (the c8 run)", ["Concurrency: 7.50 (the c16 run)", "Concurrency: 11.25 (the c8 run)"]),
]

test_concurrency_label_is_read_completely_and_net_true, test_concurrency_label_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,s", [
    ("seq", "Concurrency: 2.00"),              # measured 1.00, and each arm declares concurrency 1
    ("seq", "Concurrency: 0.50"),
    ("c16", "Concurrency: 22.50 (the c16 run)"),
])
def test_a_concurrency_neither_measured_nor_declared_is_false(wit, name, s):
    res = grade_in(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", [
    ("c16", "Concurrency: 16 (the c16 run)"),     # the setting it was given (measured 15.0)
    ("c16", "Concurrency: 8 (the c8 run)"),
    ("nosetting", "Concurrency: 64"),             # perhaps the setting, which the witness does not record
    ("c16", "Concurrency: 16"),                   # naming no arm, the arms differ
    ("seq", NEG + "Concurrency: 1.00"),
])
def test_the_setting_meaning_is_never_false(wit, name, s):
    assert_never_false(grade_in(wit, name, s), s)
