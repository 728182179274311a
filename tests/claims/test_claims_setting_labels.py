"""A label of settings names the arm that declares them (production setting_label_arm -- grammar._Clause.
_setting_label_arm, descriptors.setting_matches, statistics._label_arm_setting): "With MTP=1 (TP=8): 234 tok/s",
"MTP=1: 234 tok/s", "Using EAGLE-3: ~326 tok/s", "TP=4, MTP=1: 234 tok/s". The facts before the clause's colon select
the one arm whose declared settings agree with every one of them, every other arm contradicting at least one (or the
one arm the label names itself: "With EAGLE3 + 3 speculative tokens (TP=4):" where "EAGLE3" names the arm declaring
it); the values after the colon that name no arm are that arm's, and the facts are checked against that arm's own
record.
A label no arm fits, or several arms fit, is left as before (facts of the whole run, values naming no arm).

A dash between an arm and its value in a label's list (production dash_label_list): "Mean TTFT: vLLM - 120 ms, SGLang
- 95 ms", "vLLM - 2.1 req/s, SGLang - 3.0 req/s" (a space on each side of the dash: "vLLM -20 ms" is a signed change).

Before: "With MTP=1 (TP=8): 234 tok/s" in a witness of an MTP arm and a plain arm was a value naming no arm (the arms
differ: not-yet) under a fact of the whole run (one arm speculates, the other does not: unknowable).

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; 10 requests per arm of 64 output tokens, one
after another, TTFT = TPOT, so the output rate is 1 / TPOT):

* ``mtp``: mtp (speculative_method mtp, num_speculative_tokens 1) 234 tok/s; base (speculative_method none) 100
  tok/s; both tensor_parallel_size 8, concurrency 1.
* ``engines``: sglang (alias SGLang) 5 req/s, TTFT 150 ms; vllm (alias vLLM) 2 req/s, TTFT 600 ms (every request
  alike: mean = median = p99).
* ``methods``: eagle (speculative_method eagle3, num_speculative_tokens 3) 326 tok/s; mtp (mtp, 1 token) 234 tok/s;
  base (none) 100 tok/s; all tensor_parallel_size 4.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "DeepSeek-V3.2, 10 requests per arm"
NEG = "It is not true that "


def _arm(name: str, rate: float, **settings) -> A:
    return A(name, seq=True, ttft=1 / rate, tpot=1 / rate, tok=64, settings=settings)


SPECS = {
    "mtp": Spec("mtp", [_arm("mtp", 234, speculative_method="mtp", num_speculative_tokens=1, tensor_parallel_size=8,
                             concurrency=1),
                        _arm("base", 100, speculative_method="none", tensor_parallel_size=8, concurrency=1)],
                key="", hw="8 x NVIDIA B200", model="deepseek-ai/DeepSeek-V3.2"),
    "methods": Spec("methods", [
        _arm("eagle", 326, speculative_method="eagle3", num_speculative_tokens=3, tensor_parallel_size=4),
        _arm("mtp", 234, speculative_method="mtp", num_speculative_tokens=1, tensor_parallel_size=4),
        _arm("base", 100, speculative_method="none", tensor_parallel_size=4)],
        key="", hw="4 x NVIDIA B200", model="deepseek-ai/DeepSeek-V3.2"),
    "engines": Spec("engines", [A("sglang", "SGLang", thr=5.0, ttft=0.15, settings={"engine": "SGLang"}),
                                A("vllm", "vLLM", thr=2.0, ttft=0.6, settings={"engine": "vLLM"})], key="", engine=None,
                    model="deepseek-ai/DeepSeek-V3.2"),
}

wit = sealed_fixture("setting_labels", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


def _twins(s: str, v: str, others: list[str]) -> list[str]:
    n = float(v.replace("~", ""))
    return [s.replace(v, f"{n * 1.5:g}"), s.replace(v, f"{n * 0.5:g}"), *(s.replace(v, o) for o in others),
            NEG + s[0].lower() + s[1:]]


FRAMES = [
    ("mtp", "With MTP=1 (TP=8): 234 tok/s", _twins("With MTP=1 (TP=8): 234 tok/s", "234", ["100"]) + [
        "With MTP=2 (TP=8): 234 tok/s", "With MTP=1 (TP=4): 234 tok/s", "With EAGLE3 (TP=8): 234 tok/s"]),
    ("mtp", "MTP=1: 234 tok/s", _twins("MTP=1: 234 tok/s", "234", ["100"]) + ["MTP=3: 234 tok/s"]),
    ("mtp", "With MTP=1: output throughput is 234 tok/s.", [
        "With MTP=1: output throughput is 100 tok/s.", "With MTP=1: output throughput is 351 tok/s."]),
    ("mtp", "With MTP=1 (TP=8): 234 tok/s, mean TPOT 4.27 ms", [
        "With MTP=1 (TP=8): 234 tok/s, mean TPOT 10 ms", "With MTP=1 (TP=8): 100 tok/s, mean TPOT 4.27 ms"]),
    ("mtp", "With MTP=1 (TP=8), concurrency 1: 234 tok/s", [
        "With MTP=1 (TP=8), concurrency 1: 100 tok/s", "With MTP=1 (TP=8), concurrency 1: 468 tok/s"]),
    ("methods", "With EAGLE3 + 3 speculative tokens (TP=4): 326 tok/s",
     _twins("With EAGLE3 + 3 speculative tokens (TP=4): 326 tok/s", "326", ["234", "100"]) + [
         "With Medusa + 3 speculative tokens (TP=4): 326 tok/s",
         "With EAGLE3 + 5 speculative tokens (TP=4): 326 tok/s"]),
    ("methods", "Using EAGLE-3: ~326 tok/s", ["Using EAGLE-3: ~234 tok/s", "Using EAGLE-3: ~100 tok/s",
                                              "Using n-gram: ~326 tok/s"]),
    ("methods", "TP=4, MTP=1: 234 tok/s", _twins("TP=4, MTP=1: 234 tok/s", "234", ["326", "100"]) + [
        "TP=8, MTP=1: 234 tok/s"]),
]

FRAMES += [
    ("engines", "Mean TTFT: SGLang - 150 ms, vLLM - 600 ms", [
        "Mean TTFT: SGLang - 600 ms, vLLM - 150 ms", "Mean TTFT: SGLang - 225 ms, vLLM - 600 ms",
        "Mean TTFT: SGLang - 75 ms, vLLM - 600 ms", NEG + "mean TTFT: SGLang - 150 ms, vLLM - 600 ms"]),
    ("engines", "SGLang - 5 req/s, vLLM - 2 req/s", ["SGLang - 2 req/s, vLLM - 5 req/s",
                                                     "SGLang - 7.5 req/s, vLLM - 2 req/s"]),
    ("engines", "Request throughput: SGLang \u2013 5.0 req/s, vLLM \u2013 2.0 req/s", [
        "Request throughput: SGLang \u2013 2.0 req/s, vLLM \u2013 5.0 req/s",
        "Request throughput: SGLang \u2013 10.0 req/s, vLLM \u2013 2.0 req/s"]),
]

test_setting_label_is_read_completely_and_net_true, test_setting_label_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,s", [
    ("methods", "With EAGLE: 326 tok/s"),                   # "EAGLE" fits the eagle3 arm only: its rate
    ("methods", "TP=4: 326 tok/s"),                           # every arm fits: the value names no arm, the arms differ
    ("methods", "With speculation: 326 tok/s"),
    ("mtp", "With MTP=1 (TP=8): 234 tok/s (~90% draft acceptance rate)"),   # the acceptance rate: no witness records it
    ("methods", "With EAGLE3 (TP=4): 326 tok/s"),
    ("mtp", "MTP=1: 234 tok/s vs 100 tok/s"),      # a pair after the label: its second value is another arm's (which?)
    ("mtp", "MTP=1: 234 tok/s and 100 tok/s"),
])
def test_honest_or_unclear_labels_are_never_false(wit, name, s):
    assert_never_false(grade_in(wit, name, s), s)


@pytest.mark.parametrize("name,s", [
    ("methods", "TP=4: 326 tok/s"),   # all three arms declare TP=4: which one?
    ("mtp", "Concurrency 1: 234 tok/s"),
])
def test_a_label_every_arm_fits_names_no_arm(wit, name, s):
    assert_never_net_true(grade_in(wit, name, s), s)


@pytest.mark.parametrize("name,s", [
    ("mtp", "With MTP=1 (TP=8): 100 tok/s"),         # the MTP arm's rate is 234
    ("methods", "With EAGLE3 + 3 speculative tokens (TP=4): 234 tok/s"),
    ("methods", "With EAGLE3 + 5 speculative tokens (TP=4): 326 tok/s"),   # the arm the label names declares 3
    ("mtp", "With MTP=1 (TP=8): 100 tok/s; without MTP: 234 tok/s"),       # the arms' values swapped
])
def test_a_label_arm_whose_value_is_contradicted_is_false(wit, name, s):
    res = grade_in(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", ["Mean TTFT change: SGLang -450 ms, vLLM -0 ms", "Mean TTFT: SGLang -150 ms",
                               "TTFT delta: vLLM -600 ms"])
def test_a_signed_value_is_no_dash_label(wit, s):
    res = grade_in(wit, "engines", s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)
