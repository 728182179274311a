"""Q1 for two levels of a sweep (issue 16): a comparison between two arms neither of which is the witness's declared
baseline. In a sweep along one setting (tensor parallel size 1, 2 and 4; concurrency 1, 8 and 32) the declared
baseline is the sweep's first level, and "tp4 delivers 1.5x the throughput of tp2" compares two real, measured
levels: Q1 refused it ("the witness's baseline tp1 is the real alternative: compare with it"), so every statement
about the upper part of a sweep was not-yet. What Q1 guards stays refused: a second control, an arm of the same
configuration as the declared baseline (a stand-in for it), must not take the baseline's place, and arms that
differ in more than one declared factor are no controlled pair.

Witnesses (``uniform(arm, 24, wall, 4 lanes, ttft=T)``: 24 requests in ``wall`` seconds, 24 / wall req/s):

* tp3 (tests/claims/claims_corpus/config_witnesses.py): tp1 (baseline, TP 1) 12 s, TTFT 0.4 s -> 2 req/s;
  tp2 (TP 2) 6 s, TTFT 0.2 s -> 4 req/s; tp4 (TP 4) 4 s, TTFT 0.1 s -> 6 req/s.
  tp4 / tp2: throughput 6 / 4 = 1.5x (+50%); mean TTFT 0.1 / 0.2 = 0.5x (-50%, 100 ms lower).
* dup: base (baseline, TP 1) 12 s -> 2 req/s; ctl (TP 1, the same configuration) 24 s -> 1 req/s;
  tp4 (TP 4) 4 s -> 6 req/s. tp4 / ctl = 6x, tp4 / base = 3x: ctl is a stand-in for the declared baseline.
* engines: vllm (baseline, engine vllm) 12 s -> 2 req/s; tgi (engine tgi) 6 s -> 4 req/s; hf (engine hf) 24 s ->
  1 req/s. An engine is a category, not a level: tgi / hf = 4x compares with an engine the witness's author did
  not choose as the alternative (the vLLM blog's "24x over HF" frame): compare with vllm (tgi / vllm = 2x).
"""

from __future__ import annotations

import pytest

from claims_corpus.config_witnesses import HW, MODEL, WITNESSES, config_arms, grade_config
from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true
from claims_corpus.witnesses import ab_witness, seal, uniform

NEG = "It is not true that "


@pytest.fixture(scope="module")
def witness(tmp_path_factory):
    root = tmp_path_factory.mktemp("sweep-baseline")
    arms, rows = WITNESSES["tp3"]
    dup_arms = config_arms("tensor_parallel_size", [("base", 1), ("ctl", 1), ("tp4", 4)])
    dup_rows = uniform("base", 24, 12.0, 4, ttft=0.4) + uniform("ctl", 24, 24.0, 4, ttft=0.4) + uniform(
        "tp4", 24, 4.0, 4, ttft=0.1)
    eng_arms = config_arms("engine", [("vllm", "vllm"), ("tgi", "tgi"), ("hf", "hf")])
    eng_rows = uniform("vllm", 24, 12.0, 4) + uniform("tgi", 24, 6.0, 4) + uniform("hf", 24, 24.0, 4)
    return {"tp3": str(seal(root / "tp3", ab_witness(arms, model=MODEL, hardware=HW), {"rows.jsonl": rows})),
            "engines": str(seal(root / "engines", ab_witness(eng_arms, model=MODEL, hardware=HW), {"rows.jsonl": eng_rows})),
            "dup": str(seal(root / "dup", ab_witness(dup_arms, model=MODEL, hardware=HW), {"rows.jsonl": dup_rows}))}


def _q1(res):
    return next(q for q in res.questions if q.n == 1)


TRUE = [
    "tp4 delivers 1.5x the throughput of tp2.",
    "tp4 has 50% higher throughput than tp2.",
    "tp4 cuts mean TTFT by 50% relative to tp2.",
    "tp4's mean TTFT is 100 ms lower than tp2's.",
    "tp2 delivers 2x the throughput of tp1.",  # the declared baseline, as before
]
TWINS = [
    "tp2 delivers 1.5x the throughput of tp4.", "tp4 delivers 2.25x the throughput of tp2.",
    "tp4 delivers 0.75x the throughput of tp2.", "tp4 has 50% lower throughput than tp2.",
    "tp4 has 75% higher throughput than tp2.", "tp4 cuts mean TTFT by 75% relative to tp2.",
    "tp4 raises mean TTFT by 50% relative to tp2.", "tp4's mean TTFT is 100 ms higher than tp2's.",
    "tp4's mean TTFT is 150 ms lower than tp2's.",
    NEG + "tp4 delivers 1.5x the throughput of tp2.", NEG + "tp4 has 50% higher throughput than tp2.",
]


@pytest.mark.parametrize("statement", TRUE)
def test_two_levels_of_a_sweep_are_a_real_baseline(witness, statement):
    res = grade_config(statement, witness["tp3"])
    assert_read_net_true(res)


def test_q1_names_the_pair_and_the_one_factor(witness):
    detail = _q1(grade_config(TRUE[0], witness["tp3"])).detail
    assert "tp2 is the statement's own baseline: a controlled pair" in detail
    assert "tensor_parallel_size (4 vs 2)" in detail


@pytest.mark.parametrize("statement", TWINS)
def test_twisted_sweep_comparisons_are_never_net_true(witness, statement):
    assert_never_net_true(grade_config(statement, witness["tp3"]), statement)


@pytest.mark.parametrize("statement", ["tp4 delivers 6x the throughput of ctl.", "tp4 is 6x faster than ctl."])
def test_a_stand_in_for_the_declared_baseline_is_still_refused(witness, statement):
    # ctl ran what base ran (TP 1) and was slower: 6x over it would be a strawman of the real 3x
    res = grade_config(statement, witness["dup"])
    assert res.verdict == "not-yet" and not _q1(res).pass_, res.reason
    assert "the witness's baseline base is the real alternative" in _q1(res).detail
    assert grade_config("tp4 delivers 3x the throughput of base.", witness["dup"]).verdict == "net-true"


def test_another_engine_is_no_level_of_a_sweep(witness):
    # an engine is a category, not a level: hf (2 req/s) is weaker than the declared baseline vllm (4 req/s), so 4x
    # over it is a strawman of the real 2x (three levels of one category: tests/claims/test_claims_three_arms.py)
    res = grade_config("tgi delivers 4x the throughput of hf.", witness["engines"])
    assert res.verdict == "not-yet" and not _q1(res).pass_, res.reason
    assert "hf is weaker than the declared baseline vllm" in _q1(res).detail
    assert grade_config("tgi delivers 2x the throughput of vllm.", witness["engines"]).verdict == "net-true"
