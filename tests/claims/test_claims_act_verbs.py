"""Acts and change verbs: a change stated as an act, then its effect, and a value verb of a direction
(claimcheck/claims/grammar.py productions upgrade_subject, moved_work, replace_subject, give_model, change_to_alone,
run_span_tail, latency_span_tail; grammar.lark; docs/claim-check.md).

* An act at a clause's start names the two arms: "Upgrading vLLM from 0.6.3 to 0.8.5 gave ...", "Upgrading vLLM 0.6.3
  -> 0.8.5 raised ...", "Switching the backend from vLLM to TensorRT-LLM: ...", "Replacing vLLM with TensorRT-LLM cut
  ...", "Swapping out FP16 for FP8 raised ...": the first arm the baseline, the second the changed one. The engine named
  is an engine fact (another engine: false); a side that names no arm leaves the act unread (not-yet, never guessed).
* "gave Llama-3.1-8B 31% more output throughput": the model given the amount is the model measured (another: false).
* A change verb of a direction with only the value it came to ("p99 TTFT balloons to 2.4 s at 64 concurrent
  requests", "shoots up to", "climbs to", "drops to"): the value is the named arm's and the direction is checked
  against the other arm of two.
* "from start to finish" after a whole run's duration or an end-to-end latency's metric word: the same span, inert.

Witnesses by hand (witness_specs.A; the first arm the declared treatment, the second the baseline, unless named):
engines (TensorRT-LLM ttft 140 ms, 3.0 req/s; vLLM 210 ms, 2.0 req/s), versions (vLLM 0.8.5 131 tok/s, 2.62 req/s;
0.6.3 100 tok/s, 2.0 req/s), precision (FP8 3.2 req/s; FP16 2.0 req/s), load (64 concurrent: p99 TTFT 2.4 s, latency
5 s, wall 6 s; 8 concurrent: p99 TTFT 0.5 s, latency 2 s, wall 2.5 s), and the load sweep with a third level (16
concurrent, p99 TTFT 0.9 s) whose declared baseline is 8.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

_H100 = "1x NVIDIA H100 80GB HBM3"
_SCOPE = "Llama-3.1-8B on one H100"

_SPECS = {
    "engines": Spec("engines", [A("trt", ttft=0.140, thr=3.0, engine="TensorRT-LLM"),
                                A("vllm", ttft=0.210, thr=2.0, engine="vLLM")], key="", hw=_H100, engine=None),
    "versions": Spec("versions", [A("new", toks=131.0, thr=2.62, engine_version="0.8.5"),
                                  A("old", toks=100.0, thr=2.0, engine_version="0.6.3")], key="", hw=_H100),
    "precision": Spec("precision", [A("fp8", "FP8", thr=3.2, settings={"quantization": "fp8"}),
                                    A("fp16", "FP16", thr=2.0, settings={"dtype": "float16"})], key="", hw=_H100),
    "load": Spec("load", [A("c64", "64 concurrent requests", ttft_mp=(1.0, 2.4), dur=5.0, wall=6.0,
                            settings={"concurrency": 64}),
                          A("c8", "8 concurrent requests", ttft_mp=(0.2, 0.5), dur=2.0, wall=2.5,
                            settings={"concurrency": 8})], key="", hw=_H100),
    "sweep": Spec("sweep", [A("c64", "64 concurrent requests", ttft_mp=(1.0, 2.4), dur=5.0, wall=6.0,
                             settings={"concurrency": 64}),
                           A("c8", "8 concurrent requests", ttft_mp=(0.2, 0.5), dur=2.0, wall=2.5,
                             settings={"concurrency": 8}, role="baseline"),
                           A("c16", "16 concurrent requests", ttft_mp=(0.4, 0.9), dur=3.0, wall=3.5,
                             settings={"concurrency": 16})], key="", hw=_H100),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("act-verbs")
    out = {}
    for name, spec in _SPECS.items():
        w, files = witness_for(spec)
        out[name] = str(seal(root / name, w, files))
    return out


#: (witness, true statement): read completely, net-true
TRUE = [
    # acts at a clause's start
    ("engines", "Switching the backend from vLLM to TensorRT-LLM: TTFT p50 fell from 210 ms to 140 ms"),
    ("engines", "Moving the serving engine from vLLM to TensorRT-LLM cut p50 TTFT by 33%"),
    ("engines", "Replacing vLLM with TensorRT-LLM raised throughput by 50%"),
    ("engines", "Swapping vLLM for TensorRT-LLM: request throughput up 50%"),
    ("engines", "Swapping out vLLM for TensorRT-LLM lifted throughput 1.5x"),
    ("versions", "Upgrading vLLM from 0.6.3 to 0.8.5 gave Llama-3.1-8B 31% more output throughput"),
    ("versions", "Upgrading vLLM from 0.6.3 to 0.8.5 gave 31% more output throughput"),
    ("versions", "Bumping vLLM from 0.6.3 to 0.8.5 raised output throughput by 31%"),
    ("versions", "Upgrading vLLM 0.6.3 -> 0.8.5 raised output throughput by 31%"),
    ("versions", "Updating the engine from 0.6.3 to 0.8.5 boosted request throughput 31%"),
    ("precision", "Moving the weights from FP16 to FP8 raised throughput 1.6x"),
    ("precision", "Replacing FP16 by FP8 raised throughput 60%"),
    # a change verb with only the value it came to
    ("load", "At 64 concurrent requests, p99 TTFT balloons to 2.4 s"),
    ("load", "p99 TTFT shoots up to 2.4 s at 64 concurrent requests"),
    ("load", "p99 TTFT climbs to about 2.4 s at 64 concurrent requests"),
    ("load", "At 64 concurrent requests, throughput drops to 1.67 req/s"),
    ("engines", "With TensorRT-LLM, TTFT fell to 140 ms"),
    ("engines", "TTFT climbs to 210 ms on vLLM"),
    ("sweep", "At 64 concurrent requests, p99 TTFT balloons to 2.4 s"),
    # the whole span
    ("load", "At 64 concurrent requests, the run took 6 s from start to finish"),
    ("load", "At 64 concurrent requests, the whole run took 6 s end to end"),
    ("load", "At 64 concurrent requests, mean latency from start to finish was 5 s"),
    ("load", "At 64 concurrent requests, end-to-end latency from start to finish is 5 s"),
]

#: (witness, twist of a true statement): never net-true
TWISTS = [
    # swapped arms, a changed number, a flipped direction, another metric
    ("engines", "Switching the backend from TensorRT-LLM to vLLM: TTFT p50 fell from 210 ms to 140 ms"),
    ("engines", "Moving the serving engine from vLLM to TensorRT-LLM cut p50 TTFT by 66%"),
    ("engines", "Replacing TensorRT-LLM with vLLM raised throughput by 50%"),
    ("engines", "Replacing vLLM with TensorRT-LLM lowered throughput by 50%"),
    ("engines", "Swapping vLLM for TensorRT-LLM: request throughput down 50%"),
    ("versions", "Upgrading vLLM from 0.8.5 to 0.6.3 gave 31% more output throughput"),
    ("versions", "Upgrading vLLM from 0.6.3 to 0.8.5 gave Llama-3.1-8B 62% more output throughput"),
    ("versions", "Upgrading vLLM from 0.6.3 to 0.8.5 gave 31% less output throughput"),
    ("versions", "Upgrading vLLM 0.8.5 -> 0.6.3 raised output throughput by 31%"),
    ("precision", "Moving the weights from FP8 to FP16 raised throughput 1.6x"),
    ("precision", "Replacing FP16 by FP8 raised throughput 2.6x"),
    # another engine, model, hardware; a side that names no arm; one arm on both sides
    ("versions", "Upgrading SGLang from 0.6.3 to 0.8.5 gave 31% more output throughput"),
    ("versions", "Upgrading vLLM from 0.6.3 to 0.8.5 gave Qwen2.5-7B 31% more output throughput"),
    ("versions", "Upgrading vLLM from 0.6.3 to 0.8.5 gave 31% more output throughput on an A100"),
    ("versions", "Upgrading vLLM from 0.6.3 to 0.9.0 gave 31% more output throughput"),
    ("versions", "Replacing 0.6.3 with 0.6.3 raised output throughput by 31%"),
    ("engines", "Switching the backend from vLLM to SGLang: TTFT p50 fell from 210 ms to 140 ms"),
    # value verbs: another value, the other arm, a flipped direction, another metric, a verb of no direction
    ("load", "At 64 concurrent requests, p99 TTFT balloons to 4.8 s"),
    ("load", "At 8 concurrent requests, p99 TTFT balloons to 2.4 s"),
    ("load", "At 64 concurrent requests, p99 TTFT falls to 2.4 s"),
    ("load", "At 64 concurrent requests, p99 TTFT balloons to 0.5 s"),
    ("load", "At 64 concurrent requests, throughput climbs to 1.67 req/s"),
    ("load", "At 64 concurrent requests, p99 TPOT balloons to 2.4 s"),
    ("load", "At 64 concurrent requests, p99 TTFT climbs down to 2.4 s"),
    ("load", "At 64 concurrent requests, p99 TTFT doesn't balloon to 2.4 s"),
    ("engines", "On TensorRT-LLM TTFT rises to 140 ms"),
    ("load", "p99 TTFT balloons to 2.4 s"),
    ("sweep", "At 64 concurrent requests, p99 TTFT falls to 2.4 s"),
    # the whole span: another number, another metric
    ("load", "At 64 concurrent requests, the run took 5 s from start to finish"),
    ("load", "At 64 concurrent requests, mean latency from start to finish was 6 s"),
    ("load", "At 64 concurrent requests, mean TTFT from start to finish was 5 s"),
]

#: (witness, statement): honest, or naming what the witness cannot decide: never false
NEVER_FALSE = [
    ("versions", "Upgrading vLLM from 0.6.3 to 0.9.0 gave 31% more output throughput"),
    ("engines", "Switching the backend from vLLM to SGLang: TTFT p50 fell from 210 ms to 140 ms"),
    ("sweep", "At 64 concurrent requests, p99 TTFT falls to 2.4 s"),
    ("load", "At 64 concurrent requests, p99 TTFT could balloon to 2.4 s"),
    ("load", "p99 TTFT balloons to 2.4 s"),
    ("engines", "Exchanging the two engines raised throughput by 50%"),
]


@pytest.mark.parametrize("key,statement", TRUE, ids=[s for _, s in TRUE])
def test_true_acts_and_change_verbs_are_read_net_true(wit, key, statement):
    assert_read_net_true(grade_statement(statement, wit[key], _SCOPE))


@pytest.mark.parametrize("key,statement", TWISTS, ids=[s for _, s in TWISTS])
def test_twists_never_grade_net_true(wit, key, statement):
    assert_never_net_true(grade_statement(statement, wit[key], _SCOPE), statement)


@pytest.mark.parametrize("key,statement", NEVER_FALSE, ids=[s for _, s in NEVER_FALSE])
def test_undecidable_acts_are_never_false(wit, key, statement):
    assert_never_false(grade_statement(statement, wit[key], _SCOPE), statement)


@pytest.mark.parametrize("statement", [
    "Upgrading SGLang from 0.6.3 to 0.8.5 gave 31% more output throughput",
    "Upgrading vLLM from 0.6.3 to 0.8.5 gave Qwen2.5-7B 31% more output throughput",
    "Upgrading vLLM from 0.8.5 to 0.6.3 gave 31% more output throughput",
])
def test_an_act_of_another_engine_model_or_order_is_false(wit, statement):
    assert grade_statement(statement, wit["versions"], _SCOPE).verdict == "false", statement


def test_a_flipped_value_verb_is_false_against_the_other_arm(wit):
    assert grade_statement("At 64 concurrent requests, p99 TTFT falls to 2.4 s", wit["load"], _SCOPE).verdict == "false"
    # three arms: the other arm is the declared baseline, the reader's pick: held back, never false
    assert grade_statement("At 64 concurrent requests, p99 TTFT falls to 2.4 s", wit["sweep"], _SCOPE).verdict != "false"


_VERBS = {"balloons": "up", "climbs": "up", "jumps": "up", "rises": "up", "grows": "up", "soars": "up",
          "falls": "down", "drops": "down", "dips": "down", "declines": "down", "sinks": "down"}


@pytest.mark.parametrize("verb", sorted(_VERBS))
@pytest.mark.parametrize("arm,value", [("64", "2.4"), ("8", "0.5"), ("64", "0.5"), ("8", "2.4")])
def test_a_value_verb_is_true_only_where_value_and_direction_both_hold(wit, verb, arm, value):
    s = f"At {arm} concurrent requests, p99 TTFT {verb} to {value} s"
    g = grade_statement(s, wit["load"], _SCOPE)
    value_holds = (arm, value) in (("64", "2.4"), ("8", "0.5"))
    direction_holds = (_VERBS[verb] == "up") == (arm == "64")
    if value_holds and direction_holds:
        assert_read_net_true(g)
    else:
        assert_never_net_true(g, s)


# --- Hypothesis: any act's wording, either order of its arms, any amount -------------------------------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_LEADS = ["Switching from {a} to {b}", "Switching the backend from {a} to {b}", "Moving the inference engine from {a} "
          "to {b}", "Replacing {a} with {b}", "Swapping {a} for {b}", "Swapping out {a} for {b}", "Trading {a} for {b}",
          "Changing the runtime from {a} to {b}"]
_EFFECTS = [("raised throughput by {p}%", "thr"), ("gave {p}% more request throughput", "thr"),
            ("cut mean TTFT by {q}%", "ttft"), (": mean TTFT fell from {x} ms to {y} ms", "pair")]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lead=st.sampled_from(_LEADS), effect=st.sampled_from(_EFFECTS), forward=st.booleans(),
       amount=st.sampled_from(["50", "33", "25", "67"]))
def test_any_act_is_net_true_only_in_its_arms_order_with_its_amount(wit, lead, effect, forward, amount):
    a, b = ("vLLM", "TensorRT-LLM") if forward else ("TensorRT-LLM", "vLLM")
    text, kind = effect
    if kind == "pair":
        x, y = ("210", "140") if amount in ("50", "33") else ("140", "210")
        s = lead.format(a=a, b=b) + text.format(x=x, y=y)
        true = forward and (x, y) == ("210", "140")
    else:
        s = lead.format(a=a, b=b) + " " + text.format(p=amount, q=amount)
        true = forward and amount == ("50" if kind == "thr" else "33")
    g = grade_statement(s, wit["engines"], _SCOPE)
    if true:
        assert_read_net_true(g)
    else:
        assert_never_net_true(g, s)
