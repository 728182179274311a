"""Arms named by the feature they turn on (features as arm names): a speculative method said with its on word (production
arm_by_setting, vocabulary.setting_phrases: "with EAGLE-3 enabled" of an arm recording speculative_method eagle3), an
arm's own feature name said with its on word (production arm_by_name_state, claimcheck/claims/state_arms.py: "with
APC turned on" of the arm aliased "APC"), and chunked prefill's short name as arms are named (production
arm_by_alias_state, vocabulary.CHUNKED_PREFILL_ON / _OFF: arms "chunked" / "no-chunked" are chunked prefill on / off).

Every witness, by hand from ``uniform``'s rows (24 requests, 4 lanes, each lane's requests back to back, 91 output
tokens each): the fast arm (the treatment) 1.0 s a request, wall 6.0 s, TTFT 0.1 s: 4.0 req/s, 24 * 91 / 6 = 364
output tok/s, mean TTFT 100 ms, TPOT (1.0 - 0.1) / 90 = 10 ms; the slow arm (the baseline) 2.0 s a request, wall
12.0 s, TTFT 0.2 s: 2.0 req/s, 182 output tok/s, mean TTFT 200 ms, TPOT 20 ms.

* spec_set: eagle3 (speculative_method eagle3, alias "EAGLE") fast; no_spec (alias "plain decoding") slow.
* spec_alias: eagle3 (aliases "EAGLE-3", "speculative decoding") fast; baseline (no alias) slow.
* apc: apc (alias "APC") fast; baseline slow.
* chunk: chunked fast; no-chunked slow (no alias, no setting: the names alone).
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

WITNESSES = {
    "spec_set": ({"eagle3": setting_arm("treatment", ["EAGLE"], speculative_method="eagle3"),
                  "no_spec": setting_arm("baseline", ["plain decoding"])}, "eagle3", "no_spec"),
    "spec_alias": ({"eagle3": setting_arm("treatment", ["EAGLE-3", "speculative decoding"]),
                    "baseline": setting_arm("baseline", [])}, "eagle3", "baseline"),
    "apc": ({"apc": setting_arm("treatment", ["APC"]), "baseline": setting_arm("baseline", [])}, "apc", "baseline"),
    "chunk": ({"chunked": setting_arm("treatment", []), "no-chunked": setting_arm("baseline", [])},
              "chunked", "no-chunked"),
}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("feature_names")
    out = {}
    for name, (arms, fast, slow) in WITNESSES.items():
        w = ab_witness(arms, hardware="1 x NVIDIA H100 80GB HBM3", engine="vLLM", inputs={"tasks": 24},
                       output_cap=128)
        rows = uniform(fast, 24, 6.0, 4, ttft=0.1, completion=91) + uniform(slow, 24, 12.0, 4, ttft=0.2, completion=91)
        out[name] = str(seal(root / name, w, {"rows.jsonl": rows}))
    return out


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, "one H100, 24 requests",
                           baseline="same model, GPU, prompts and output cap")


FRAMES = [
    ("spec_set", "Mean TTFT went from 200 ms to 100 ms with EAGLE-3 enabled.",
     ["Mean TTFT went from 100 ms to 200 ms with EAGLE-3 enabled.",       # the direction flipped
      "Mean TTFT went from 200 ms to 100 ms with EAGLE-3 disabled.",      # the state flipped
      "Mean TPOT went from 200 ms to 100 ms with EAGLE-3 enabled.",       # the metric swapped
      "Mean TTFT went from 200 ms to 150 ms with EAGLE-3 enabled."]),
    ("spec_set", "Output throughput: 364 tok/s with EAGLE-3 turned on vs 182 tok/s with plain decoding.",
     ["Output throughput: 182 tok/s with EAGLE-3 turned on vs 364 tok/s with plain decoding.",
      "Request throughput: 364 req/s with EAGLE-3 turned on vs 182 req/s with plain decoding."]),
    ("spec_set", "Request throughput rose from 2.0 to 4.0 req/s after enabling EAGLE-3.",
     ["Request throughput rose from 2.0 to 5.0 req/s after enabling EAGLE-3.",
      "Request throughput rose from 2.0 to 4.0 req/s after disabling EAGLE-3."]),
    ("spec_alias", "Mean TTFT went from 200 ms to 100 ms with EAGLE-3 enabled.",
     ["Mean TTFT went from 100 ms to 200 ms with EAGLE-3 enabled.",
      "Mean TTFT went from 200 ms to 100 ms with EAGLE-3 disabled.",
      "Median TTFT went from 200 ms to 120 ms with EAGLE-3 enabled."]),
    ("spec_alias", "Mean TPOT (ms): 20 -> 10 with speculative decoding enabled",
     ["Mean TPOT (ms): 10 -> 20 with speculative decoding enabled",
      "Mean TTFT (ms): 20 -> 10 with speculative decoding enabled"]),
    ("apc", "With APC turned on, mean TTFT dropped from 200 ms to 100 ms.",
     ["With APC turned on, mean TTFT dropped from 200 ms to 60 ms.",
      "With APC turned off, mean TTFT dropped from 200 ms to 100 ms.",
      "With APC turned on, mean TPOT dropped from 200 ms to 100 ms."]),
    ("apc", "Output token throughput was 364 tok/s with APC enabled vs 182 tok/s without.",
     ["Output token throughput was 182 tok/s with APC enabled vs 364 tok/s without.",
      "Total token throughput was 364 tok/s with APC enabled vs 182 tok/s without."]),
    ("chunk", "With chunked prefill, mean TPOT decreased from 20 ms to 10 ms.",
     ["With chunked prefill, mean TPOT increased from 10 ms to 20 ms.",
      "Without chunked prefill, mean TPOT decreased from 20 ms to 10 ms.",
      "With chunked prefill, mean TTFT decreased from 20 ms to 10 ms."]),
    ("chunk", "Mean TTFT (ms): 200 -> 100 with chunked prefill.",
     ["Mean TTFT (ms): 100 -> 200 with chunked prefill.", "Mean TTFT (ms): 200 -> 100 without chunked prefill."]),
    ("chunk", "P99 TTFT: 100 ms with chunked prefill vs 200 ms without.",
     ["P99 TTFT: 200 ms with chunked prefill vs 100 ms without.", "P99 TPOT: 100 ms with chunked prefill vs 200 ms without."]),
    ("chunk", "Request throughput was 2.0 req/s with chunked prefill off and 4.0 req/s with it on.",
     ["Request throughput was 4.0 req/s with chunked prefill off and 2.0 req/s with it on."]),
]


@pytest.mark.parametrize("name, true, twins", FRAMES, ids=[f"{f[0]}: {f[1][:45]}" for f in FRAMES])
def test_feature_named_arms_true_and_twins(witnesses, name, true, twins):
    assert_read_net_true(_grade(true, witnesses[name]))
    for twin in twins:
        assert_never_net_true(_grade(twin, witnesses[name]), twin)


@pytest.mark.parametrize("name, s", [
    ("spec_set", "Mean TTFT went from 100 ms to 200 ms with EAGLE-3 enabled."),
    ("apc", "With APC turned on, mean TTFT dropped from 200 ms to 60 ms."),
    ("chunk", "P99 TTFT: 200 ms with chunked prefill vs 100 ms without."),
])
def test_a_complete_contradicted_reading_is_false(witnesses, name, s):
    res = _grade(s, witnesses[name])
    assert not res.reading.unread and res.verdict == "false", res.reason


@pytest.mark.parametrize("name, s", [
    # the off word after the on arm's own name says nothing of which arm the other is: unread, never false
    ("spec_alias", "Mean TTFT went from 200 ms to 100 ms with EAGLE-3 disabled."),
    ("apc", "Mean TTFT was 200 ms with APC disabled."),
])
def test_an_off_word_after_the_on_name_is_never_false(witnesses, name, s):
    assert_never_false(_grade(s, witnesses[name]), s)


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(["spec_set", "spec_alias"]), on=st.sampled_from(["enabled", "turned on", "switched on"]),
       before=st.sampled_from([100, 150, 200, 250]), after=st.sampled_from([100, 150, 200, 250]))
def test_on_words_and_numbers(witnesses, name, on, before, after):
    # mean TTFT 200 ms without the draft, 100 ms with it: net-true only at (200, 100)
    s = f"Mean TTFT went from {before} ms to {after} ms with EAGLE-3 {on}."
    res = _grade(s, witnesses[name])
    if (before, after) == (200, 100):
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
