"""A tool's label line with its unit in parentheses and a before-then-after arrow (production label_unit_change,
claimcheck/claims/ellipsis.py): "Mean TTFT (ms): 200 -> 100 with EAGLE-3", "Request throughput (req/s): 2 → 4" --
each bare value takes the label's unit, the arrow and the arm after it read as production arrow reads them; and
label_unit_list's entry NUMBER ARM, the arm right after its value ("Request Throughput (requests/sec): 4 with EAGLE-3,
2 baseline", "Output throughput (tok/s): 364 vLLM, 182 SGLang"), and label_line's (claimcheck/claims/label_lines.py:
"Output tok/s: 182 without EAGLE-3, 364 with it").

Witnesses, by hand from ``uniform``'s rows (24 requests, 4 lanes, each lane's requests back to back):

* spec: eagle3 (aliases "EAGLE-3", "speculative decoding"; the treatment) ends each request in 1.0 s, wall 6.0 s, TTFT
  0.1 s, 91 output tokens: 4.0 req/s, 24 * 91 / 6 = 364 output tok/s, mean TTFT 100 ms, mean e2e 1.0 s, TPOT
  (1.0 - 0.1) / 90 = 10 ms; baseline (the baseline) 2.0 s a request, wall 12.0 s, TTFT 0.2 s: 2.0 req/s, 182 output
  tok/s, mean TTFT 200 ms, mean e2e 2.0 s, TPOT (2.0 - 0.2) / 90 = 20 ms. Output cap 128 tokens.
* engines: vllm (alias "vLLM") as eagle3 above, sglang (alias "SGLang") as baseline above.
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


def _rows(fast: str, slow: str) -> list[dict]:
    return (uniform(fast, 24, 6.0, 4, ttft=0.1, completion=91) + uniform(slow, 24, 12.0, 4, ttft=0.2, completion=91))


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("label_unit_change")
    spec = {"eagle3": setting_arm("treatment", ["EAGLE-3", "speculative decoding"], speculative_method="eagle3"),
            "baseline": setting_arm("baseline", [])}
    engines = {"vllm": setting_arm("treatment", ["vLLM"], engine="vLLM"),
               "sglang": setting_arm("baseline", ["SGLang"], engine="SGLang")}
    out = {}
    for name, arms, fast, slow in (("spec", spec, "eagle3", "baseline"), ("engines", engines, "vllm", "sglang")):
        w = ab_witness(arms, hardware="1 x NVIDIA H100 80GB HBM3", engine="vLLM", inputs={"tasks": 24}, output_cap=128)
        out[name] = str(seal(root / name, w, {"rows.jsonl": _rows(fast, slow)}))
    return out


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, "one H100, 24 requests",
                           baseline="same model, GPU, prompts and output cap")


# (witness, true statement, twisted twins: a number moved, the arrow's direction, the arm, the metric / statistic)
FRAMES = [
    ("spec", "Mean TTFT (ms): 200 -> 100 with EAGLE-3.",
     ["Mean TTFT (ms): 100 -> 200 with EAGLE-3.",            # the direction flipped
      "Mean TTFT (ms): 200 -> 130 with EAGLE-3.",            # a number changed
      "Mean TPOT (ms): 200 -> 100 with EAGLE-3.",            # the metric swapped
      "Median TTFT (ms): 200 -> 150 with EAGLE-3.",
      "Mean TTFT (ms): 200 -> 100 without EAGLE-3."]),       # "without" for "with"
    ("spec", "Mean TPOT (ms): 20 → 10 with speculative decoding",
     ["Mean TPOT (ms): 10 → 20 with speculative decoding", "Mean TTFT (ms): 20 → 10 with speculative decoding",
      "Mean TPOT (ms): 20 → 12 with speculative decoding"]),
    ("spec", "Request Throughput (requests/sec): 2.0 -> 4.0 with EAGLE-3",
     ["Request Throughput (requests/sec): 4.0 -> 2.0 with EAGLE-3",
      "Request Throughput (requests/sec): 2.0 -> 5.0 with EAGLE-3",
      "Output token throughput (tok/s): 2.0 -> 4.0 with EAGLE-3"]),   # output tokens, not requests
    ("spec", "Output token throughput (tok/s): ~182 -> ~364 with EAGLE-3.",
     ["Output token throughput (tok/s): ~364 -> ~182 with EAGLE-3.",
      "Output token throughput (tok/s): ~182 -> ~500 with EAGLE-3.",
      "Request throughput (req/s): ~182 -> ~364 with EAGLE-3."]),
    ("spec", "Mean E2EL (s): 2.0 => 1.0 with EAGLE-3",
     ["Mean E2EL (s): 1.0 => 2.0 with EAGLE-3", "Mean TTFT (s): 2.0 => 1.0 with EAGLE-3"]),
    ("engines", "Mean TTFT (ms): 200 -> 100 with vLLM.",
     ["Mean TTFT (ms): 100 -> 200 with vLLM.", "Mean TTFT (ms): 200 -> 60 with vLLM.",
      "Mean TTFT (ms): 200 -> 100 with SGLang."]),                 # the arms swapped
    # label_unit_list: the arm right after its value
    ("spec", "Request Throughput (requests/sec): 4.0 with EAGLE-3, 2.0 baseline.",
     ["Request Throughput (requests/sec): 2.0 with EAGLE-3, 4.0 baseline.",   # arms swapped
      "Request Throughput (requests/sec): 4.0 with EAGLE-3, 3.0 baseline.",
      "Output token throughput (tok/s): 4.0 with EAGLE-3, 2.0 baseline."]),
    ("engines", "Output throughput (tok/s): 364 vLLM, 182 SGLang",
     ["Output throughput (tok/s): 182 vLLM, 364 SGLang", "Output throughput (tok/s): 364 vLLM, 250 SGLang",
      "Request throughput (req/s): 364 vLLM, 182 SGLang"]),
    # label_line: a rate unit's label, the arm right after its value ("without X" one arm token)
    ("spec", "Output tok/s: 182 without EAGLE-3, 364 with it.",
     ["Output tok/s: 364 without EAGLE-3, 182 with it.", "Output tok/s: 182 without EAGLE-3, 300 with it.",
      "Requests per second: 182 without EAGLE-3, 364 with it."]),
    ("spec", "Requests per second: 2.0 baseline, 4.0 EAGLE-3",
     ["Requests per second: 4.0 baseline, 2.0 EAGLE-3", "Output tokens per second: 2.0 baseline, 4.0 EAGLE-3"]),
    ("engines", "Mean TTFT: 100 ms vLLM; 200 ms SGLang",
     ["Mean TTFT: 200 ms vLLM; 100 ms SGLang", "Mean TPOT: 100 ms vLLM; 200 ms SGLang"]),
    ("engines", "P50 TTFT (ms): 100 vLLM and 200 SGLang",
     ["P50 TTFT (ms): 200 vLLM and 100 SGLang", "P50 TPOT (ms): 100 vLLM and 200 SGLang"]),
]


@pytest.mark.parametrize("name, true, twins", FRAMES, ids=[f[1][:50] for f in FRAMES])
def test_label_unit_change_true_and_twins(witnesses, name, true, twins):
    assert_read_net_true(_grade(true, witnesses[name]))
    for twin in twins:
        assert_never_net_true(_grade(twin, witnesses[name]), twin)


@pytest.mark.parametrize("s", ["Mean TTFT (ms): 100 -> 200 with EAGLE-3.",
                               "Request Throughput (requests/sec): 2.0 with EAGLE-3, 4.0 baseline."])
def test_a_complete_contradicted_reading_is_false(witnesses, s):
    res = _grade(s, witnesses["spec"])
    assert not res.reading.unread and res.verdict == "false", res.reason


@pytest.mark.parametrize("s", [
    "Mean TTFT (ms): 200 -> 100 ms with EAGLE-3.",            # a unit again after the second value: as written
    "Mean TTFT (ms): 200 -> 100 -> 90 with EAGLE-3.",         # a third value: another construction
    "Mean TTFT (ms): 200 -> 100 (-50%) with EAGLE-3.",
])
def test_other_shapes_are_never_false(witnesses, s):
    assert_never_false(_grade(s, witnesses["spec"]), s)


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(before=st.integers(50, 400), after=st.integers(50, 400), arrow=st.sampled_from(["->", "→", "=>"]))
def test_label_unit_change_numbers(witnesses, before, after, arrow):
    # 200 ms before, 100 ms with EAGLE-3: net-true only at those two whole numbers
    s = f"Mean TTFT (ms): {before} {arrow} {after} with EAGLE-3."
    res = _grade(s, witnesses["spec"])
    if (before, after) == (200, 100):
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
