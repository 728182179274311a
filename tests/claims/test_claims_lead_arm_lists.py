"""One arm's lead over label entries joined by "|" (production lead_arm_list, claimcheck/claims/lead_arm_lists.py):
"With prefix caching: Mean TTFT (ms): 65.8 | Mean TPOT (ms): 8.88 | Request throughput (req/s): 6.55" (held26 dev
phrasing). The lead is said of every entry: each value is that arm's, graded as written.

The witness, by hand from ``uniform``'s rows: apc_on (aliases "prefix caching", "APC"; prefix_caching on) 24 requests
over 6.0 s on 4 lanes, TTFT 0.12 s: mean TTFT 120 ms, 4.0 req/s; apc_off (off, the baseline) 24 over 12.0 s, TTFT
0.4 s: mean TTFT 400 ms, 2.0 req/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, setting_arm, uniform  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402

ARMS = {"apc_on": setting_arm("treatment", ["prefix caching", "APC"], prefix_caching=True),
        "apc_off": setting_arm("baseline", [], prefix_caching=False)}


@pytest.fixture(scope="module")
def witness(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("lead_arm_lists")
    w = ab_witness(ARMS, hardware="1 x NVIDIA H100 80GB HBM3", engine="vLLM", inputs={"tasks": 24})
    rows = uniform("apc_on", 24, 6.0, 4, ttft=0.12) + uniform("apc_off", 24, 12.0, 4, ttft=0.4)
    return str(seal(root / "apc", w, {"rows.jsonl": rows}))


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, "vLLM on one H100", baseline="same model, GPU, prompts and output cap")


FRAMES = [
    ("With prefix caching: Mean TTFT (ms): 120 | Request throughput (req/s): 4.0",
     ["With prefix caching: Mean TTFT (ms): 120 | Request throughput (req/s): 2.0",   # the other arm's value
      "With prefix caching: Mean TTFT (ms): 400 | Request throughput (req/s): 4.0",
      "Without prefix caching: Mean TTFT (ms): 120 | Request throughput (req/s): 4.0"]),  # the lead's arm swapped
    ("Without prefix caching: Mean TTFT (ms): 400 | Request throughput (req/s): 2.0 | Mean TTFT (s): 0.4",
     ["Without prefix caching: Mean TTFT (ms): 400 | Request throughput (req/s): 4.0 | Mean TTFT (s): 0.4",
      "With APC: Mean TTFT (ms): 400 | Request throughput (req/s): 2.0 | Mean TTFT (s): 0.4"]),
    ("APC: Mean TTFT (ms): 120 | Request throughput (req/s): 4.0.",
     ["APC: Mean TTFT (ms): 120 | Request throughput (req/s): 3.0."]),
]


@pytest.mark.parametrize("true, twins", FRAMES, ids=[f[0][:45] for f in FRAMES])
def test_lead_arm_list_true_and_twins(witness, true, twins):
    assert_read_net_true(_grade(true, witness))
    for twin in twins:
        assert_never_net_true(_grade(twin, witness), twin)


def test_later_entry_contradicted_is_false(witness):
    # the lead binds the third entry too: apc_on's request throughput is 4.0 req/s, not 2.0
    res = _grade("With prefix caching: Mean TTFT (ms): 120 | Mean TTFT (s): 0.12 | Request throughput (req/s): 2.0",
                 witness)
    assert not res.reading.unread and res.verdict == "false", res.reason


@pytest.mark.parametrize("s", [
    "With prefix caching: Mean TTFT (ms): 120 | without: 400",           # an entry that names an arm: not this list
    "With prefix caching: Mean TTFT (ms): 120 | Request throughput (req/s): 4.0 and 2.0",  # two numbers
])
def test_other_shapes_are_not_this_list(witness, s):
    # not copied: the entry's own words stay as written, unread, and nothing is accused
    res = _grade(s, witness)
    assert res.verdict == "not-yet" and res.reading.unread, (s, res.verdict, res.reason)
    assert_never_false(res, s)


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ttft=st.integers(60, 600), tenths=st.integers(10, 60), lead=st.sampled_from(["With prefix caching", "With APC"]))
def test_lead_arm_list_numbers(witness, ttft, tenths, lead):
    # apc_on: 120 ms, 4.0 req/s: net-true only at both; otherwise never net-true
    s = f"{lead}: Mean TTFT (ms): {ttft} | Request throughput (req/s): {tenths / 10:.1f}"
    res = _grade(s, witness)
    if (ttft, tenths) == (120, 40):
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
