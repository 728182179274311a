"""A vLLM-style label with two arms, the second named by "without" (production label_unit_list,
claimcheck/claims/ellipsis.py): "Mean TTFT (ms): 119.9 with prefix caching, 412.3 without" (held25 dev phrasing).

The entry "NUMBER without [it | X]" names the other arm of an on / off pair (production ellipsis_arm makes "without"
one arm token); each value is read as "LABEL: ARM NUMBER UNIT". The witness, by hand from ``uniform``'s rows: apc_on
(aliases "prefix caching", "APC"; prefix_caching on) 24 requests over 6.0 s on 4 lanes, TTFT 0.12 s: mean TTFT 120 ms,
4.0 req/s; apc_off (prefix_caching off, the baseline) 24 over 12.0 s, TTFT 0.4 s: mean TTFT 400 ms, 2.0 req/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, setting_arm, uniform  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402

ARMS = {"apc_on": setting_arm("treatment", ["prefix caching", "APC"], prefix_caching=True),
        "apc_off": setting_arm("baseline", [], prefix_caching=False)}


@pytest.fixture(scope="module")
def witness(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("label_without")
    w = ab_witness(ARMS, hardware="1 x NVIDIA H100 80GB HBM3", engine="vLLM", inputs={"tasks": 24})
    rows = uniform("apc_on", 24, 6.0, 4, ttft=0.12) + uniform("apc_off", 24, 12.0, 4, ttft=0.4)
    return str(seal(root / "apc", w, {"rows.jsonl": rows}))


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, "vLLM on one H100", baseline="same model, GPU, prompts and output cap")


FRAMES = [
    ("Mean TTFT (ms): 120 with prefix caching, 400 without.",
     ["Mean TTFT (ms): 400 with prefix caching, 120 without.",   # arms swapped
      "Mean TTFT (ms): 120 with prefix caching, 200 without.",   # a number changed
      "Median TTFT (ms): 60 with prefix caching, 400 without.",
      "Mean TPOT (ms): 120 with prefix caching, 400 without."]),  # the metric swapped
    ("Mean TTFT (ms): 120 with APC, 400 without APC.",
     ["Mean TTFT (ms): 120 with APC, 600 without APC.", "Mean TTFT (ms): 400 with APC, 120 without APC."]),
    ("Mean TTFT (ms): 120 with APC, 400 without it.", ["Mean TTFT (ms): 180 with APC, 400 without it."]),
    ("Request throughput (req/s): 4.0 with prefix caching, 2.0 without.",
     ["Request throughput (req/s): 2.0 with prefix caching, 4.0 without.",
      "Request throughput (req/s): 4.0 with prefix caching, 3.0 without."]),
]


@pytest.mark.parametrize("true, twins", FRAMES, ids=[f[0][:45] for f in FRAMES])
def test_label_without_true_and_twins(witness, true, twins):
    assert_read_net_true(_grade(true, witness))
    for twin in twins:
        assert_never_net_true(_grade(twin, witness), twin)


def test_swapped_values_are_false(witness):
    # read completely: each value bound to its arm, and both contradicted by the rows
    res = _grade("Mean TTFT (ms): 400 with prefix caching, 120 without.", witness)
    assert not res.reading.unread and res.verdict == "false", res.reason


def test_a_third_entry_stays_unread(witness):
    # "with" again after "without": the same arm twice, not this list
    res = _grade("Mean TTFT (ms): 120 with prefix caching, 400 without, 300 with.", witness)
    assert res.verdict == "not-yet" and res.reading.unread


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(on=st.integers(50, 800), off=st.integers(50, 800), tail=st.sampled_from(["without", "without it", "without APC"]))
def test_label_without_numbers(witness, on, off, tail):
    # 120 ms with APC and 400 ms without: net-true only at those two whole numbers
    s = f"Mean TTFT (ms): {on} with APC, {off} {tail}."
    res = _grade(s, witness)
    if (on, off) == (120, 400):
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
