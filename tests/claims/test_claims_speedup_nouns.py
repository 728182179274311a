"""A ratio written as a direction NOUN ("speedup", "improvement", "increase", "gain") with its metric
("in throughput", "throughput improvement") and a binder naming the baseline ("over", "compared
to", "compared with", "versus", "relative to", "than"), under "up to" (read as
``over_runs="best"``) and as a range ("2.2-3.6x", "2x to 3x"), as real write-ups state it (issue 16:
rs005, rs016, rs017, rs033, rs053, rs108, rs121, rs227, rs258, rs271, rs283, rs382, rs391). Each true
statement is read completely and grades net-true; each twin (scaled, flipped, swapped arms, negated,
another metric) never grades net-true; "can achieve up to" reads as the bound, the best run
(tests/claims/test_claims_gain_nouns.py), "can achieve 2.5x" with no bound stays unread.

The witness (worked out by hand from the rows ``uniform`` writes): two arms of 24 requests on 4
lanes, 8 output tokens per request, on one NVIDIA H100 with meta-llama/Llama-3.1-8B-Instruct:

* hf (baseline):    wall 10.0 s -> 2.4 req/s; every TTFT 0.5 s;
* vllm (treatment): wall  4.0 s -> 6.0 req/s; every TTFT 0.25 s;
* throughput 6.0 / 2.4 = 2.5x; TTFT 0.5 / 0.25 = 2x lower. One run per arm: "up to 2.5x" is its best run.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from claims_corpus.frames import frame_tests, grade_statement  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

ARMS = {"hf": {"aliases": ["HF", "Hugging Face"], "workers": 4, "role": "baseline"},
        "vllm": {"aliases": ["vLLM"], "workers": 4, "role": "treatment"}}
HW = "1 x NVIDIA H100 80GB HBM3"
MODEL = {"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None}
NEG = "It is not true that "

FRAMES = [
    ("up to a N x speedup in <metric> over", "vLLM delivers up to a 2.5x speedup in throughput over HF.",
     ["vLLM delivers up to a 5x speedup in throughput over HF.", "vLLM delivers up to a 1.25x speedup in throughput over HF.",
      "vLLM delivers up to a 2.5x slowdown in throughput over HF.", "HF delivers up to a 2.5x speedup in throughput over vLLM.",
      "vLLM delivers up to a 2.5x speedup in mean TTFT over HF.", NEG + "vLLM delivers up to a 2.5x speedup in throughput over HF.",
      "vLLM does not deliver up to a 2.5x speedup in throughput over HF."]),
    ("up to N x improvement in <metric> compared to", "vLLM delivers up to 2.5x improvement in throughput compared to HF.",
     ["vLLM delivers up to 1.25x improvement in throughput compared to HF.", "vLLM delivers up to 3.75x improvement in throughput compared to HF.",
      "HF delivers up to 2.5x improvement in throughput compared to vLLM.", NEG + "vLLM delivers up to 2.5x improvement in throughput compared to HF."]),
    ("up to N x speedup compared to", "vLLM shows up to 2.5x speedup compared to HF.",
     ["vLLM shows up to 5x speedup compared to HF.", "vLLM shows up to 2.5x slowdown compared to HF.",
      "HF shows up to 2.5x speedup compared to vLLM."]),
    ("up to N x <metric> improvements over", "vLLM delivers up to 2.5x throughput improvements over HF.",
     ["vLLM delivers up to 3.75x throughput improvements over HF.", "HF delivers up to 2.5x throughput improvements over vLLM.",
      "vLLM delivers up to 2.5x TTFT improvements over HF.", NEG + "vLLM delivers up to 2.5x throughput improvements over HF."]),
    ("up to N times higher <metric> compared to", "vLLM achieves up to 2.5 times higher throughput compared to HF.",
     ["vLLM achieves up to 2.5 times lower throughput compared to HF.", "vLLM achieves up to 5 times higher throughput compared to HF.",
      "HF achieves up to 2.5 times higher throughput compared to vLLM."]),
    ("up to N x the baseline <metric>", "vLLM reaches up to 2.5x the baseline throughput.",
     ["vLLM reaches up to 5x the baseline throughput.", "vLLM reaches up to 1.25x the baseline throughput.",
      NEG + "vLLM reaches up to 2.5x the baseline throughput."]),
    ("a N x <metric> gain over", "vLLM achieves a 2.5x throughput gain over HF.",
     ["vLLM achieves a 5x throughput gain over HF.", "HF achieves a 2.5x throughput gain over vLLM.",
      "vLLM achieves a 2.5x throughput loss over HF."]),
    ("a N x gain in <metric> versus", "vLLM achieves a 2.5x gain in throughput versus HF.",
     ["vLLM achieves a 3.75x gain in throughput versus HF.", "HF achieves a 2.5x gain in throughput versus vLLM."]),
    ("range: A-B x higher <metric> than", "vLLM achieves 2-3x higher throughput than HF.",
     ["vLLM achieves 3-4x higher throughput than HF.", "vLLM achieves 1.1-1.4x higher throughput than HF.",
      "vLLM achieves 2-3x lower throughput than HF.", "HF achieves 2-3x higher throughput than vLLM.",
      NEG + "vLLM achieves 2-3x higher throughput than HF."]),
    ("range: a A-B x speedup over", "vLLM delivers a 2.2-3.6x speedup over HF.",
     ["vLLM delivers a 4.4-7.2x speedup over HF.", "HF delivers a 2.2-3.6x speedup over vLLM.",
      "vLLM delivers a 2.2-3.6x slowdown over HF."]),
    ("range: a A-B x <metric> increase over", "vLLM delivers a 1.8-2.7x throughput increase over HF.",
     ["vLLM delivers a 1.8-2.7x throughput decrease over HF.", "vLLM delivers a 3.6-5.4x throughput increase over HF.",
      "HF delivers a 1.8-2.7x throughput increase over vLLM."]),
    ("range: A x to B x higher <metric> than", "vLLM achieves 2x to 3x higher throughput relative to HF.",
     ["vLLM achieves 4x to 6x higher throughput relative to HF.", "HF achieves 2x to 3x higher throughput relative to vLLM."]),
    ("range: A-B x slower than", "HF is 2-3x slower than vLLM.",
     ["HF is 4-7x slower than vLLM.", "vLLM is 2-3x slower than HF.", "HF is 2-3x faster than vLLM."]),
    ("hedged: roughly N x faster than", "vLLM is roughly 2.5x faster than HF.",
     ["vLLM is roughly 4x faster than HF.", "HF is roughly 2.5x faster than vLLM.", "vLLM is roughly 2.5x slower than HF."]),
    ("hedged: ~N x faster than", "vLLM is ~2.5x faster than HF.",
     ["vLLM is ~5x faster than HF.", "HF is ~2.5x faster than vLLM.", "vLLM is not ~2.5x faster than HF."]),
]


@pytest.fixture(scope="module")
def witness(tmp_path_factory) -> str:
    rows = uniform("hf", 24, 10.0, 4, ttft=0.5) + uniform("vllm", 24, 4.0, 4, ttft=0.25)
    w = ab_witness(ARMS, hardware=HW, model=MODEL, engine="vLLM", inputs={"tasks": 24, "concurrency": 16})
    return str(seal(tmp_path_factory.mktemp("speedup_nouns") / "ab", w, {"rows.jsonl": rows}))


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, "Llama-3.1-8B-Instruct on one H100, 24 tasks per arm",
                           baseline="same model, GPU, prompts and output cap; Hugging Face")


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def test_up_to_is_the_best_run():
    r = read_full("vLLM delivers up to a 2.5x speedup in throughput over HF.", "", {"vllm": ["vLLM"], "hf": ["HF"]}).reading
    assert not r.unread and len(r.assertions) == 1
    a = r.assertions[0]
    assert (a.form, a.metric, a.treatment, a.baseline, a.value, a.over_runs) == ("ratio", "throughput", "vllm", "hf", 2.5, "best")


def test_a_range_is_read_with_the_range_rule():
    r = read_full("vLLM delivers a 2.2-3.6x speedup over HF.", "", {"vllm": ["vLLM"], "hf": ["HF"]}).reading
    a = r.assertions[0]
    assert (a.treatment, a.baseline) == ("vllm", "hf") and a.tolerance.rule.startswith("range 2.2-3.6")
    assert a.tolerance.low < 2.2 and a.tolerance.high > 3.6


@pytest.mark.parametrize("statement", [
    "vLLM can achieve up to 2.5x higher throughput than HF.",      # "can" before a bound: the bound (the best run)
    "vLLM can deliver up to a 2.5x speedup over HF.",
])
def test_can_before_a_bound_is_the_best_run(statement, witness):
    res = _grade(statement, witness)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert [a.over_runs for a in res.reading.assertions if a.source == "statement"] == ["best"], res.reading.assertions
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("statement", [
    "vLLM can achieve 2.5x higher throughput than HF.",            # a capability with no bound: not read
    "vLLM might deliver up to a 2.5x speedup over HF.",            # a projection
    "vLLM cannot deliver up to a 2.5x speedup over HF.",           # a negation
])
def test_can_without_a_bound_and_other_modals_stay_unread(statement, witness):
    res = _grade(statement, witness)
    assert res.reading.unread and res.verdict == "not-yet", [u.text for u in res.reading.unread]


@pytest.mark.parametrize("statement", [
    # a bare speed word beside another comparison's own latency metric: is the speedup of TTFT or of
    # throughput? Not graded (it was read as a TTFT ratio and graded false on this true sentence)
    "vLLM achieves a 2.5x speedup compared to HF and a 2x mean TTFT reduction compared to HF.",
    "vLLM achieves a 2x mean TTFT reduction over HF and a 2.5x speedup over HF.",
])
def test_a_speed_word_does_not_borrow_another_comparisons_latency_metric(statement, witness):
    res = _grade(statement, witness)
    assert res.verdict != "false", (res.reason, [(q.outcome, q.text, q.detail) for q in res.quantities])
    assert not any(a.metric == "ttft" and a.value == 2.5 for a in res.reading.assertions)


@pytest.mark.parametrize("statement", [
    "vLLM achieves a 2.5x throughput improvement and a 2x mean TTFT reduction over HF.",
    "vLLM is 2x faster than HF in mean TTFT.",
    "vLLM achieves a 2.5x speedup over HF and a 2.5x throughput gain over HF.",
])
def test_honest_sentences_with_named_metrics_stay_net_true(statement, witness):
    res = _grade(statement, witness)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", (res.reason, [(q.outcome, q.text, q.detail) for q in res.quantities])


@pytest.mark.parametrize("statement", ["vLLM is ~2x faster than HF on Orin!", "vLLM is ~2x faster than HF on NVIDIA Orin."])
def test_a_bare_orin_after_a_preposition_is_the_jetson_orin_series(statement):
    """rs271 ("our latest TinyChat, which is ~2x faster than the first release on Orin!"): a bare "Orin"
    after "on" is read as the Jetson Orin series (a hardware fact: an AGX Orin witness agrees, an H100
    witness contradicts it), so the comparison beside it is graded."""
    r = read_full(statement, "", {"vllm": ["vLLM"], "hf": ["HF"]}).reading
    assert not r.unread, [u.text for u in r.unread]
    assert [(f.kind, f.key, f.value) for f in r.context] == [("hardware", "gpu", "Jetson Orin")]


@pytest.mark.parametrize("statement", ["Orin is fast.", "vLLM is 2x faster than HF on Orin Nano."])
def test_orin_elsewhere_stays_unread(statement):
    r = read_full(statement, "", {"vllm": ["vLLM"], "hf": ["HF"]}).reading
    assert any("Orin" in u.text for u in r.unread), [u.text for u in r.unread]


def test_orin_on_an_h100_witness_is_never_net_true(witness):
    assert _grade("vLLM is 2.5x faster than HF on Orin.", witness).verdict != "net-true"


RANGING = [
    ("change noun ranging from A x to B x over", "vLLM achieves speedups ranging from 2x to 3x over HF.",
     ["vLLM achieves speedups ranging from 4x to 6x over HF.", "HF achieves speedups ranging from 2x to 3x over vLLM.",
      "vLLM achieves slowdowns ranging from 2x to 3x over HF.", NEG + "vLLM achieves speedups ranging from 2x to 3x over HF.",
      "vLLM achieves no speedups ranging from 2x to 3x over HF.", "vLLM achieves speedups ranging from 2x over HF."]),
    ("<metric> change noun ranging from A x to B x compared to",
     "vLLM achieves throughput improvements ranging from 2.2x to 3.6x compared to HF.",
     ["vLLM achieves throughput improvements ranging from 1.1x to 1.8x compared to HF.",
      "HF achieves throughput improvements ranging from 2.2x to 3.6x compared to vLLM.",
      "vLLM achieves mean TTFT improvements ranging from 2.2x to 3.6x compared to HF."]),
    ("<metric> change noun ranging from A% to B% over", "vLLM achieves mean TTFT reductions ranging from 40% to 60% over HF.",
     ["vLLM achieves mean TTFT reductions ranging from 60% to 80% over HF.",
      "vLLM achieves mean TTFT increases ranging from 40% to 60% over HF.",
      "HF achieves mean TTFT reductions ranging from 40% to 60% over vLLM.",
      "vLLM achieves p99 throughput reductions ranging from 40% to 60% over HF."]),
]

test_ranging_true_is_read_completely_and_net_true, test_ranging_twins_are_never_net_true = frame_tests(RANGING, _grade)


def test_ranging_from_reads_with_the_range_rule():
    r = read_full("vLLM achieves speedups ranging from 2.2x to 3.6x over HF.", "", {"vllm": ["vLLM"], "hf": ["HF"]}).reading
    assert not r.unread and len(r.assertions) == 1
    a = r.assertions[0]
    assert (a.form, a.treatment, a.baseline) == ("ratio", "vllm", "hf") and a.tolerance.rule.startswith("range 2.2-3.6")
