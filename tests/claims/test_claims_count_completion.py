"""Counts, completion and wall time said of every arm (CNT): the per-arm quantifier "in any / each / all of the N
configs" (count_frames.all_n_arms, production count_unit), "Neither server dropped anything:" before a colon
(count_arms.neither), "end to end" after a whole set's duration (whole_run.end_to_end_after, production
whole_set_end_to_end) and a read hardware / setting lead before an arm's whole-run time ("Measured on 4x A100 80GB
with 16 concurrent requests: TP4 completes the 16 requests in 3.9 s vs 6.3 s for PP4", whole_run._subject_arm); the
wall's set after "total time to finish" / "for" with a bare count (whole_run._set_object: "Total time for finish 160
requests: vLLM 41.1 s, LMDeploy 31.8 s"), a wall pair's summary ("took 321 s without speculation and 163 s with it --
a 1.97x speedup"), ", where ARM ..." (production where_join), an arm named by the version in its alias
(arm_by_alias_version) and a feature switch declared "on" / "off" (setting_state_words).

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
* ``fp8``: fp8 ("the FP8 run") wall 18.4 s, bf16 ("the BF16 run") wall 26.3 s, 80 requests each: 1 - 18.4 / 26.3 =
  30.0% less wall time. ``fp8_fail``: bf16's t004 failed.
* ``vl``: vllm (engine vllm) wall 41.1 s, lmdeploy wall 31.8 s, 160 requests each; ``vl_fail``: lmdeploy's t007
  failed; ``vl_bc``: the same as baseline / candidate declaring engines "vLLM" / "LMDeploy".
* ``spec``: spec (speculative_method eagle3, num_speculative_tokens 3) wall 163 s, nospec (speculative_method null)
  wall 321 s, 40 requests each: 321 / 163 = 1.969x; ``spec_onoff`` the same declared speculative_decoding "on" /
  "off", ``spec_bool`` as true / false.
* ``rel_v``: pr-1234 ("vLLM v0.6.3") wall 8 s, main ("vLLM v0.6.2") wall 10 s, 16 requests each.
* ``pc_both``: fp8 / bf16 as ``fp8``, both declaring enable_prefix_caching "on".
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

VL = [A("vllm", n=160, wall=41.1, settings={"engine": "vllm"}, role="baseline"),
      A("lmdeploy", n=160, wall=31.8, settings={"engine": "lmdeploy"}, role="treatment")]
VL_BC = [A("baseline", n=160, wall=41.1, settings={"engine": "vLLM"}, role="baseline"),
         A("candidate", n=160, wall=31.8, settings={"engine": "LMDeploy"}, role="treatment")]
SPEC = [A("spec", n=40, wall=163, settings={"speculative_method": "eagle3", "num_speculative_tokens": 3},
          role="treatment"),
        A("nospec", n=40, wall=321, settings={"speculative_method": None}, role="baseline")]
SPEC_ONOFF = [A("spec-on", n=40, wall=163, settings={"speculative_decoding": "on"}, role="treatment"),
              A("spec-off", n=40, wall=321, settings={"speculative_decoding": "off"}, role="baseline")]
SPEC_BOOL = [A("sd", n=40, wall=163, settings={"speculative_decoding": True}, role="treatment"),
             A("plain", n=40, wall=321, settings={"speculative_decoding": False}, role="baseline")]
REL_V = [A("pr-1234", "vLLM v0.6.3", n=16, wall=8.0, role="treatment"),
         A("main", "vLLM v0.6.2", n=16, wall=10.0, role="baseline")]
# both arms run with prefix caching "on" (a word, not a boolean): a setting of the whole witness, never an arm's name
PC_BOTH = [A("fp8", n=80, wall=18.4, role="treatment", settings={"quantization": "fp8", "enable_prefix_caching": "on"}),
           A("bf16", n=80, wall=26.3, role="baseline", settings={"quantization": "bf16", "enable_prefix_caching": "on"})]

STACKS = [A("sglang", "SGLang", n=20, settings={"engine": "sglang"}, role="treatment"),
          A("vllm", "vLLM", n=20, settings={"engine": "vllm"}, role="baseline")]
# each row reports cached_tokens: the radix run 1,382 of its 2,048 prompt tokens (50 x 1,382 = 69,100), the baseline 0
CACHE = [A("radix", "the radix run", n=50, thr=2.5, prompt=2048, cached=1382, role="treatment",
           settings={"radix_cache": "on"}),
         A("nocache", "the baseline run", n=50, thr=2.0, prompt=2048, cached=0, role="baseline",
           settings={"radix_cache": "off"})]
CACHE_NONE = [A("radix", "the radix run", n=50, thr=2.5, prompt=2048, role="treatment"),
              A("nocache", "the baseline run", n=50, thr=2.0, prompt=2048, role="baseline")]

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
    "fp8_fail": (FP8, "vLLM", None, ("bf16", "t004"), "80 requests per arm"),
    "vl": (VL, None, None, None, "160 requests per arm"),
    "vl_fail": (VL, None, None, ("lmdeploy", "t007"), "160 requests per arm"),
    "vl_bc": (VL_BC, None, None, None, "160 requests per arm"),
    "spec": (SPEC, "vLLM", None, None, "40 requests per arm"),
    "spec_onoff": (SPEC_ONOFF, "vLLM", None, None, "40 requests per arm"),
    "spec_bool": (SPEC_BOOL, "vLLM", None, None, "40 requests per arm"),
    "rel_v": (REL_V, "vLLM", None, None, "16 requests per arm"),
    "pc_both": (PC_BOTH, "vLLM", None, None, "80 requests per arm"),
    "stacks": (STACKS, None, None, None, "20 requests per arm"),
    "stacks_fail": (STACKS, None, None, ("vllm", "t011"), "20 requests per arm"),
    "cache": (CACHE, "SGLang", None, None, "50 requests per arm"),
    "cache_fail": (CACHE, "SGLang", None, ("nocache", "t001"), "50 requests per arm"),
    "cache_none": (CACHE_NONE, "SGLang", None, None, "50 requests per arm"),
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
# the whole-run time's set after its noun ("Total time to finish 160 requests:", a learner's "for finish"), a wall pair's
# summary ("a 1.97x speedup", "so about 30% less wall time for the same work"), ", where ARM ..." as "whereas", and
# an arm named by the version in its alias ("SGLang 0.4.0" -> "0.4.0", "vLLM v0.6.3" -> "v0.6.3"). (A bare summary of a
# pair, "321 s vs 163 s (1.97x slower)", says its direction of the arm it makes the treatment, the slower one here:
# pair_summary's rule, true either way round, so no twin flips it)
TOTAL = "Total time for finish 160 requests: vLLM {} s, LMDeploy {} s."
CASES += [
    ("vl", TOTAL.format("41.1", "31.8"),
     [TOTAL.format("31.8", "41.1"), TOTAL.format("61.65", "31.8"), TOTAL.format("41.1", "15.9"),
      "Total time for finish 240 requests: vLLM 41.1 s, LMDeploy 31.8 s.",
      "Total time for finish 80 requests: vLLM 41.1 s, LMDeploy 31.8 s.", NEG + TOTAL.format("41.1", "31.8").lower()]),
    ("vl", "Total time to finish 160 requests: vLLM 41.1 s, LMDeploy 31.8 s.",
     ["Total time to finish 160 requests: vLLM 31.8 s, LMDeploy 41.1 s."]),
    ("vl", "Total time for 160 requests: vLLM 41.1 s, LMDeploy 31.8 s.",
     ["Total time for 160 requests: LMDeploy 41.1 s, vLLM 31.8 s."]),
    ("vl", "The time to finish 160 requests went from 41.1 s on vLLM to 31.8 s on LMDeploy.",
     ["The time to finish 160 requests went from 31.8 s on vLLM to 41.1 s on LMDeploy.",
      "The time to finish 320 requests went from 41.1 s on vLLM to 31.8 s on LMDeploy."]),
    ("vl_bc", TOTAL.format("41.1", "31.8"), [TOTAL.format("31.8", "41.1")]),
    ("spec", "The whole 40-prompt run took 321 s without speculation and 163 s with it \u2014 a 1.97x speedup.",
     ["The whole 40-prompt run took 321 s without speculation and 163 s with it \u2014 a 2.96x speedup.",
      "The whole 40-prompt run took 321 s without speculation and 163 s with it \u2014 a 0.98x speedup.",
      "The whole 40-prompt run took 163 s without speculation and 321 s with it \u2014 a 1.97x speedup.",
      "The whole 60-prompt run took 321 s without speculation and 163 s with it \u2014 a 1.97x speedup.",
      NEG + "the whole 40-prompt run took 321 s without speculation and 163 s with it."]),
    ("spec", "The whole 40-prompt run took 321 s without speculation and 163 s with it, a 1.97x speedup.",
     ["The whole 40-prompt run took 321 s with speculation and 163 s without it, a 1.97x speedup."]),
    ("spec", "The run took 321 s on nospec vs 163 s on spec (1.97x faster).",
     ["The run took 321 s on spec vs 163 s on nospec (1.97x faster).", "The run took 321 s on nospec vs 163 s on spec (3x faster)."]),
    ("spec_onoff", "The whole 40-prompt run took 321 s without speculation and 163 s with it \u2014 a 1.97x speedup.",
     ["The whole 40-prompt run took 321 s without speculation and 163 s with it \u2014 a 2.96x speedup."]),
    ("spec_onoff", "Mean TTFT is 0.1 s without speculative decoding.", ["Mean TTFT is 0.15 s without speculative decoding."]),
    ("spec_bool", "The whole 40-prompt run took 321 s without speculation and 163 s with it \u2014 a 1.97x speedup.",
     ["The whole 40-prompt run took 163 s without speculation and 321 s with it \u2014 a 1.97x speedup."]),
    ("fp8", "FP8 finished the 80-request batch in 18.4 s vs 26.3 s for BF16, so about 30% less wall time for the same work.",
     ["FP8 finished the 80-request batch in 18.4 s vs 26.3 s for BF16, so about 60% less wall time for the same work.",
      "FP8 finished the 80-request batch in 18.4 s vs 26.3 s for BF16, so about 15% less wall time for the same work.",
      "FP8 finished the 80-request batch in 18.4 s vs 26.3 s for BF16, so about 30% more wall time for the same work.",
      "BF16 finished the 80-request batch in 18.4 s vs 26.3 s for FP8, so about 30% less wall time for the same work."]),
    ("fp8", "FP8 finished the 80-request batch in 18.4 s vs 26.3 s for BF16, so about 30% less wall time.",
     ["FP8 finished the 80-request batch in 18.4 s vs 26.3 s for BF16, so about 30% less TTFT."]),
    ("fp8", "The FP8 run finished the 80-request batch in 18.4 s, where BF16 needed 26.3 s.",
     ["The FP8 run finished the 80-request batch in 18.4 s, where BF16 needed 13.15 s.",
      "The FP8 run finished the 80-request batch in 27.6 s, where BF16 needed 26.3 s.",
      "The BF16 run finished the 80-request batch in 18.4 s, where FP8 needed 26.3 s.",
      "The FP8 run finished the 120-request batch in 18.4 s, where BF16 needed 26.3 s.",
      NEG + "the FP8 run finished the 80-request batch in 18.4 s, where BF16 needed 26.3 s."]),
    ("fp8", "FP8 finished the 80-request batch in 18.4 s, where the BF16 run needed 26.3 s.",
     ["FP8 finished the 80-request batch in 18.4 s, where the BF16 run needed 39.45 s."]),
    ("rel", "The same 80 requests took 13.4 seconds end to end on 0.4.0 versus 19.6 seconds on 0.3.2.",
     ["The same 80 requests took 13.4 seconds end to end on 0.3.2 versus 19.6 seconds on 0.4.0.",
      "The same 80 requests took 20.1 seconds end to end on 0.4.0 versus 19.6 seconds on 0.3.2.",
      "The same 80 requests took 13.4 seconds end to end on 0.4.1 versus 19.6 seconds on 0.3.2."]),
    ("rel", "The same 80 requests took 13.4 s on v0.4.0 and 19.6 s on v0.3.2.",
     ["The same 80 requests took 13.4 s on v0.3.2 and 19.6 s on v0.4.0."]),
    ("rel_v", "The same 16 requests took 8.0 s end to end on v0.6.3 versus 10.0 s on v0.6.2.",
     ["The same 16 requests took 8.0 s end to end on v0.6.2 versus 10.0 s on v0.6.3.",
      "The same 16 requests took 12.0 s end to end on v0.6.3 versus 10.0 s on v0.6.2."]),
    ("rel_v", "The same 16 requests took 8.0 s on 0.6.3 versus 10.0 s on 0.6.2.",
     ["The same 16 requests took 8.0 s on 0.6.2 versus 10.0 s on 0.6.3."]),
]
# a fronted run of the workload ("In our replay of 20 production-like prompts, ..."), a token count with "prompt" as
# its modifier, and prompt tokens "reused" (the cached ones)
CASES += [
    ("stacks", "In our replay of 20 production-like prompts, every request completed on both stacks.",
     ["In our replay of 30 production-like prompts, every request completed on both stacks.",
      "In our replay of 10 production-like prompts, every request completed on both stacks.",
      NEG + "every request completed on both stacks."]),
    ("stacks", "In a replay of 20 prompts, no request failed on either SGLang or vLLM.",
     ["In a replay of 30 prompts, no request failed on either SGLang or vLLM."]),
    ("cache", "All 50 requests completed in both runs, and the radix run reused 69,100 prompt tokens.",
     ["All 50 requests completed in both runs, and the radix run reused 103,650 prompt tokens.",
      "All 50 requests completed in both runs, and the radix run reused 34,550 prompt tokens.",
      "All 50 requests completed in both runs, and the baseline run reused 69,100 prompt tokens.",
      "All 75 requests completed in both runs, and the radix run reused 69,100 prompt tokens."]),
    ("cache", "The radix run reused 69,100 prompt tokens.", ["The baseline run reused 69,100 prompt tokens.",
                                                              "The radix run reused 69,100 completion tokens."]),
    ("cache", "The radix run had 69,100 cached prompt tokens.", ["The radix run had 102,400 cached prompt tokens."]),
    ("cache", "The radix run processed 102,400 prompt tokens.", ["The radix run processed 69,100 prompt tokens."]),
    ("cache", "No request failed on either engine, and the radix run reused 69,100 prompt tokens.",
     ["No request failed on either engine, and the baseline run reused 69,100 prompt tokens."]),
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
    ("vl_fail", TOTAL.format("41.1", "31.8")),
    ("vl_fail", "Total time to finish 160 requests: vLLM 41.1 s, LMDeploy 31.8 s."),
    ("stacks_fail", "In our replay of 20 production-like prompts, every request completed on both stacks."),
    ("cache_fail", "All 50 requests completed in both runs, and the radix run reused 69,100 prompt tokens."),
    ("cache_none", "The radix run reused 69,100 prompt tokens."),
    ("fp8_fail", "The FP8 run finished the 80-request batch in 18.4 s, where BF16 needed 26.3 s."),
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
    ("vl_fail", TOTAL.format("41.1", "31.8")),
    ("fp8_fail", "The FP8 run finished the 80-request batch in 18.4 s, where BF16 needed 26.3 s."),
    ("fp8", "Mean TTFT is 0.1 s on FP8, where BF16 is at 0.1 s."),
    ("fp8", "FP8 finished the 80-request batch in 18.4 s, where the prompts were long."),
    ("pc_both", "With prefix caching on, FP8 finished the 80 requests in 18.4 s."),
    ("cache_none", "The radix run reused 69,100 prompt tokens."),
    ("stacks", "In our replay of 40 production-like prompts, every request completed on both stacks."),
    ("stacks", "In production, every request completed on both stacks."),
    ("pc_both", "FP8 finished the 80 requests in 18.4 s without prefix caching."),
    ("rel_fail", "The same 80 requests took 13.4 seconds end to end on SGLang 0.4.0 versus 19.6 seconds on SGLang 0.3.2."),
    ("rel_fail", "The same 80 requests took 13.4 seconds on SGLang 0.4.0 versus 19.6 seconds on SGLang 0.3.2."),
]


@pytest.mark.parametrize("name,s", UNCLEAR, ids=[f"{n}:{s[:60]}" for n, s in UNCLEAR])
def test_unclear_variants_are_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


#: completely read and contradicted by a recomputed count: false (tp4 failed one of its 80; "each of the three
#: configs" says every arm; "in both runs" of a two-arm witness is every arm's run, never the arm a later clause names)
FALSE = [("tp_fail", "All 80 requests completed in each of the three configs."),
         ("tp_fail", "No failures in any of the three configs."),
         ("cache_fail", "All 50 requests completed in both runs, and the radix run reused 69,100 prompt tokens.")]


@pytest.mark.parametrize("name,s", FALSE, ids=[f"{n}:{s[:60]}" for n, s in FALSE])
def test_a_contradicted_count_is_false(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)
