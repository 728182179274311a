"""Counts, completion and wall time said of every arm (CNT): the per-arm quantifier "in any / each / all of the N
configs" (count_frames.all_n_arms, production count_unit), "Neither server dropped anything:" before a colon
(count_arms.neither), "end to end" after a whole set's duration (whole_run.end_to_end_after, production
whole_set_end_to_end) and a read hardware / setting lead before an arm's whole-run time ("Measured on 4x A100 80GB
with 16 concurrent requests: TP4 completes the 16 requests in 3.9 s vs 6.3 s for PP4", whole_run._subject_arm).

Each true statement is read completely and grades net-true; each twin (a wrong count, x1.5 / x0.5 times, the arms
swapped, a negation, a wrong GPU / concurrency, a witness where one request of an arm failed) is never net-true; an
unclear variant (a number of configs the witness lacks, "any" before a count that is not a zero) is never false.

Witnesses, worked out by hand (real_sentences.witness_specs rows: every request of an arm alike; the wall is n / thr,
or ``wall``):

* ``tp``: tp1 / tp2 / tp4 (settings tensor_parallel_size 1 / 2 / 4; tp1 the baseline), 80 requests each, none failed.
  ``tp_fail``: the same with tp4's task t005 failed (79 of 80).
* ``eng``: llamacpp (alias "llama.cpp", settings engine llama.cpp) and ollama (alias "Ollama", engine ollama), 10
  requests each, none failed. ``eng_fail``: ollama's t003 failed (9 of 10).
* ``rel``: new (aliases "SGLang 0.4.0", "the new release"; treatment) wall 13.4 s, old ("SGLang 0.3.2"; baseline)
  wall 19.6 s, 80 requests each. ``rel_fail``: new's t010 failed. ``rel_bc``: the same numbers declared as
  baseline / candidate (candidate alias "the candidate", baseline "the baseline"), engine_version strings.
* ``par``: TP4 (tensor_parallel_size 4, concurrency 16) wall 3.9 s, PP4 (pipeline_parallel_size 4, concurrency 16)
  wall 6.3 s, 16 requests each, on "4 x NVIDIA A100 80GB". ``par_fail``: TP4's t002 failed (15 of 16).
* ``fp8``: fp8 ("the FP8 run") wall 18.4 s, bf16 ("the BF16 run") wall 26.3 s, 80 requests each.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

NEG = "It is not true that "
A100X4 = "4 x NVIDIA A100 80GB"

TP = [A("tp1", n=80, thr=1.0, settings={"tensor_parallel_size": 1}, role="baseline"),
      A("tp2", n=80, thr=1.5, settings={"tensor_parallel_size": 2}, role="treatment"),
      A("tp4", n=80, thr=2.0, settings={"tensor_parallel_size": 4}, role="treatment")]
ENG = [A("llamacpp", "llama.cpp", n=10, settings={"engine": "llama.cpp"}, role="baseline"),
       A("ollama", "Ollama", n=10, settings={"engine": "ollama"}, role="treatment")]
REL = [A("new", "SGLang 0.4.0", "the new release", n=80, wall=13.4, role="treatment"),
       A("old", "SGLang 0.3.2", n=80, wall=19.6, role="baseline")]
REL_BC = [A("candidate", "the candidate", n=80, wall=13.4, role="treatment", settings={"engine_version": "0.4.0"}),
          A("baseline", n=80, wall=19.6, role="baseline", settings={"engine_version": "0.3.2"})]
PAR = [A("TP4", n=16, wall=3.9, settings={"tensor_parallel_size": 4, "concurrency": 16}, role="treatment"),
       A("PP4", n=16, wall=6.3, settings={"pipeline_parallel_size": 4, "concurrency": 16}, role="baseline")]
FP8 = [A("fp8", "the FP8 run", n=80, wall=18.4, role="treatment", settings={"quantization": "fp8"}),
       A("bf16", "the BF16 run", n=80, wall=26.3, role="baseline", settings={"quantization": "bf16"})]

#: name -> (arms, engine, hardware, the failed (arm, task) or None, scope)
SPECS = {
    "tp": (TP, "vLLM", None, None, "80 requests per arm"),
    "tp_fail": (TP, "vLLM", None, ("tp4", "t005"), "80 requests per arm"),
    "eng": (ENG, None, None, None, "10 requests per arm"),
    "eng_fail": (ENG, None, None, ("ollama", "t003"), "10 requests per arm"),
    "rel": (REL, "SGLang", None, None, "80 requests per arm"),
    "rel_fail": (REL, "SGLang", None, ("new", "t010"), "80 requests per arm"),
    "rel_bc": (REL_BC, "SGLang", None, None, "80 requests per arm"),
    "par": (PAR, "vLLM", A100X4, None, "16 requests per arm"),
    "par_fail": (PAR, "vLLM", A100X4, ("TP4", "t002"), "16 requests per arm"),
    "fp8": (FP8, "vLLM", None, None, "80 requests per arm"),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("count_completion")
    out = {}
    for name, (arms, engine, hw, fail, _scope) in SPECS.items():
        kw = {"engine": engine} if engine else {"engine": None}
        if hw:
            kw["hw"] = hw
        w, files = witness_for(Spec(name, list(arms), key="", **kw))
        if fail:
            files = {"rows.jsonl": [{**r, "ok": False} if (r["arm"], r["task_id"]) == fail else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SPECS[name][4])


# (witness, true statement, twins that must never be net-true)
CASES = [
    # the per-arm quantifier "in any / each / all of the N configs"
    ("tp", "No failures in any of the three configs (80/80 each).",
     ["No failures in any of the three configs (120/120 each).", "No failures in any of the three configs (40/40 each).",
      "No failures in any of the three configs (240/240 each).", NEG + "no failures in any of the three configs."]),
    ("tp", "No failures in any of the three configs.", [NEG + "there were no failures in any of the three configs."]),
    ("tp", "No failed requests in any of the 3 configurations (80/80 each).",
     ["No failed requests in any of the 3 configurations (120/120 each)."]),
    ("tp", "Zero errors in any of the three setups.", []),
    ("tp", "All 80 requests completed in each of the three configs.",
     ["All 120 requests completed in each of the three configs.", "All 40 requests completed in each of the three configs.",
      "All 240 requests completed in each of the three configs."]),
    ("tp", "All 80 requests completed in all of the three configurations.",
     ["All 120 requests completed in all of the three configurations."]),
    # "neither ...:" then a clause of its own
    ("eng", "Neither server dropped anything: all 10 requests completed on both Ollama and llama.cpp.",
     ["Neither server dropped anything: all 15 requests completed on both Ollama and llama.cpp.",
      "Neither server dropped anything: all 5 requests completed on both Ollama and llama.cpp.",
      "Neither server dropped anything: all 20 requests completed on both Ollama and llama.cpp.",
      NEG + "neither server dropped anything."]),
    ("eng", "Neither engine had a failed request: all 10 requests completed.",
     ["Neither engine had a failed request: all 15 requests completed."]),
    ("eng", "Neither server dropped anything: TTFT was 0.1 s on Ollama.", ["Neither server dropped anything: TTFT was 0.15 s on Ollama."]),
    # "end to end" after a whole set's duration
    ("rel", "The same 80 requests took 13.4 seconds end to end on SGLang 0.4.0 versus 19.6 seconds on SGLang 0.3.2.",
     ["The same 80 requests took 19.6 seconds end to end on SGLang 0.4.0 versus 13.4 seconds on SGLang 0.3.2.",
      "The same 80 requests took 20.1 seconds end to end on SGLang 0.4.0 versus 29.4 seconds on SGLang 0.3.2.",
      "The same 80 requests took 6.7 seconds end to end on SGLang 0.4.0 versus 9.8 seconds on SGLang 0.3.2.",
      "The same 120 requests took 13.4 seconds end to end on SGLang 0.4.0 versus 19.6 seconds on SGLang 0.3.2.",
      "The same 80 requests took 13.4 seconds end to end on SGLang 0.3.2 versus 19.6 seconds on SGLang 0.4.0.",
      NEG + "the same 80 requests took 13.4 seconds end to end on SGLang 0.4.0 versus 19.6 seconds on SGLang 0.3.2."]),
    ("rel", "The same 80 requests took 13.4 s end-to-end on the new release vs 19.6 s on SGLang 0.3.2.",
     ["The same 80 requests took 19.6 s end-to-end on the new release vs 13.4 s on SGLang 0.3.2."]),
    ("rel", "The same 80 requests took about 13 s end to end with SGLang 0.4.0 and about 20 s with SGLang 0.3.2.",
     ["The same 80 requests took about 20 s end to end with SGLang 0.4.0 and about 13 s with SGLang 0.3.2."]),
    ("rel_bc", "The same 80 requests took 13.4 seconds end to end on the candidate versus 19.6 seconds on the baseline.",
     ["The same 80 requests took 13.4 seconds end to end on the baseline versus 19.6 seconds on the candidate.",
      "The same 80 requests took 20.1 seconds end to end on the candidate versus 19.6 seconds on the baseline."]),
    ("rel_bc", "The same 80 requests took 13.4 seconds end to end on v0.4.0 versus 19.6 seconds on v0.3.2.",
     ["The same 80 requests took 13.4 seconds end to end on v0.3.2 versus 19.6 seconds on v0.4.0."]),
    ("fp8", "The whole 80-request batch took 18.4 s end to end on FP8 and 26.3 s on BF16.",
     ["The whole 80-request batch took 26.3 s end to end on FP8 and 18.4 s on BF16.",
      "The whole 80-request batch took 27.6 s end to end on FP8 and 26.3 s on BF16."]),
    ("fp8", "All 80 requests were done in 18.4 s end to end on FP8 vs 26.3 s on BF16.",
     ["All 80 requests were done in 9.2 s end to end on FP8 vs 26.3 s on BF16."]),
    ("fp8", "FP8 finishes the 80 requests in 18.4 s end to end.",
     ["FP8 finishes the 80 requests in 26.3 s end to end.", "BF16 finishes the 80 requests in 18.4 s end to end.",
      "FP8 finishes the 120 requests in 18.4 s end to end."]),
    ("fp8", "Running all 80 prompts on FP8 took 18.4 s end to end.", ["Running all 80 prompts on FP8 took 27.6 s end to end."]),
    # a read hardware / setting lead before an arm's whole-run time
    ("par", "Measured on 4x A100 80GB with 16 concurrent requests: TP4 completes the 16 requests in 3.9 s vs 6.3 s for PP4.",
     ["Measured on 4x A100 80GB with 16 concurrent requests: TP4 completes the 16 requests in 6.3 s vs 3.9 s for PP4.",
      "Measured on 4x A100 80GB with 16 concurrent requests: PP4 completes the 16 requests in 3.9 s vs 6.3 s for TP4.",
      "Measured on 4x A100 80GB with 16 concurrent requests: TP4 completes the 16 requests in 5.85 s vs 6.3 s for PP4.",
      "Measured on 4x A100 80GB with 16 concurrent requests: TP4 completes the 16 requests in 1.95 s vs 6.3 s for PP4.",
      "Measured on 4x A100 80GB with 16 concurrent requests: TP4 completes the 24 requests in 3.9 s vs 6.3 s for PP4.",
      "Measured on 4x H100 80GB with 16 concurrent requests: TP4 completes the 16 requests in 3.9 s vs 6.3 s for PP4.",
      "Measured on 4x A100 80GB with 32 concurrent requests: TP4 completes the 16 requests in 3.9 s vs 6.3 s for PP4.",
      "Measured on 8x A100 80GB with 16 concurrent requests: TP4 completes the 16 requests in 3.9 s vs 6.3 s for PP4.",
      NEG + "TP4 completes the 16 requests in 3.9 s vs 6.3 s for PP4."]),
    ("par", "On 4x A100, TP4 completes the 16 requests in 3.9 s.",
     ["On 4x A100, TP4 completes the 16 requests in 6.3 s.", "On 4x H100, TP4 completes the 16 requests in 3.9 s."]),
    ("par", "On 4x A100 80GB, TP4 finishes all 16 requests in 3.9 s end to end.",
     ["On 4x A100 80GB, PP4 finishes all 16 requests in 3.9 s end to end."]),
]
IDS = [f"{n}:{s[:60]}" for n, s, _ in CASES]


@pytest.mark.parametrize("name,s,twins", CASES, ids=IDS)
def test_true_statement_is_read_completely_and_net_true(wit, name, s, twins):
    assert_read_net_true(grade(wit, name, s))


@pytest.mark.parametrize("name,s,twins", CASES, ids=IDS)
def test_twins_are_never_net_true(wit, name, s, twins):
    for twin in twins:
        assert_never_net_true(grade(wit, name, twin), twin)


#: a witness where one request of an arm failed: a count of all N completed, or of the whole set the arm finished,
#: is never net-true there (and never an accusation where its meaning is unclear: the given or the completed?)
FAILED = [
    ("tp_fail", "No failures in any of the three configs (80/80 each)."),
    ("tp_fail", "No failures in any of the three configs."),
    ("tp_fail", "All 80 requests completed in each of the three configs."),
    ("eng_fail", "Neither server dropped anything: all 10 requests completed on both Ollama and llama.cpp."),
    ("eng_fail", "Neither server dropped anything: TTFT was 0.1 s on Ollama."),
    ("rel_fail", "The same 80 requests took 13.4 seconds end to end on SGLang 0.4.0 versus 19.6 seconds on SGLang 0.3.2."),
    ("rel_fail", "The same 80 requests took 13.4 seconds on SGLang 0.4.0 versus 19.6 seconds on SGLang 0.3.2."),
    ("par_fail", "Measured on 4x A100 80GB with 16 concurrent requests: TP4 completes the 16 requests in 3.9 s vs 6.3 s for PP4."),
    ("par_fail", "On 4x A100 80GB, TP4 finishes all 16 requests in 3.9 s end to end."),
]


@pytest.mark.parametrize("name,s", FAILED, ids=[f"{n}:{s[:60]}" for n, s in FAILED])
def test_a_failed_request_is_never_net_true(wit, name, s):
    assert_never_net_true(grade(wit, name, s), s)


#: honest but unclear: never false (which two of three configs? "any" before a count that is no zero; "end to end"
#: before a metric noun is another reading)
UNCLEAR = [
    ("tp", "No failures in any of the two configs (80/80 each)."),
    ("tp", "No failures in either of the three configs."),
    ("tp", "80/80 in any of the three configs."),
    ("rel", "The same 80 requests took 13.4 seconds end to end latency on SGLang 0.4.0 versus 19.6 seconds on SGLang 0.3.2."),
    ("rel", "The same 80 requests took 13.4 seconds end to end."),
    ("par_fail", "Measured on 4x A100 80GB with 16 concurrent requests: TP4 completes the 16 requests in 3.9 s vs 6.3 s for PP4."),
    ("rel_fail", "The same 80 requests took 13.4 seconds end to end on SGLang 0.4.0 versus 19.6 seconds on SGLang 0.3.2."),
    ("rel_fail", "The same 80 requests took 13.4 seconds on SGLang 0.4.0 versus 19.6 seconds on SGLang 0.3.2."),
]


@pytest.mark.parametrize("name,s", UNCLEAR, ids=[f"{n}:{s[:60]}" for n, s in UNCLEAR])
def test_unclear_variants_are_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


#: completely read and contradicted by a recomputed count: false (tp4 failed one of its 80; "each of the three
#: configs" says every arm)
FALSE = [("tp_fail", "All 80 requests completed in each of the three configs."),
         ("tp_fail", "No failures in any of the three configs.")]


@pytest.mark.parametrize("name,s", FALSE, ids=[f"{n}:{s[:60]}" for n, s in FALSE])
def test_a_contradicted_count_is_false(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)
