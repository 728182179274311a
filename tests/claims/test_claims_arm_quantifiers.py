"""Per-arm quantifiers over counts and values (production count_arms' "both" / "each" / "either", count_quantifier,
quantified_arms' engine nouns; claimcheck/claims/count_arms.py, grammar._counts_quantified, grammar.quantified_phrases):
"All 40 requests completed on both TP1 and TP2", "all 40 requests completed in both configurations", "Output
throughput went from 2 to 3 req/s, and all 40 requests completed in both arms", "every request completed on both
stacks", "mean TTFT remains 0.5 s on both servers", "All 40 benchmark requests completed".

"both / each / either / all three / every" quantify per arm: the count is each arm's own. Before, "All 80 requests
completed on both TP1 and TP2" of two arms of 40 graded net-true (the count read as the two arms' sum); now a count
that only the arms' sum makes is unclear: not-yet, never net-true, never false. Before, a quantifier after a count
joined by "and" to a pair ("went from 2 req/s to 3 req/s, and all 40 requests completed in both arms") made the
pair's values "every arm's" (unread, not-yet); it now quantifies the count alone. "stack(s)", "server(s)",
"backend(s)" name the arms of an engine A/B as "engines" does (values too, not only counts); "benchmark" between a
count and its request noun narrows nothing.

Witnesses, worked out by hand (real_sentences.witness_specs rows; vLLM on one H100, Llama-3.1-8B-Instruct):

* ``tp``: tp1 (tensor_parallel_size 1, baseline) 2.0 req/s, tp2 (tensor_parallel_size 2, treatment) 3.0 req/s; 40
  requests each (80 in all), none failed; every request TTFT 200 ms, TPOT 20 ms, 100 output tokens, so output
  throughput 200 vs 300 tok/s.
* ``tp_fail``: as tp, but tp2's task t003 failed (ok false): tp2 39 of 40 completed, tp1 40 of 40.
* ``eng``: ollama (engine Ollama, baseline) 1.0 req/s and llamacpp (engine llama.cpp, treatment) 1.5 req/s, 10
  requests each, none failed; every request TTFT 500 ms, TPOT 20 ms.
* ``eng_fail``: as eng, but llamacpp's task t003 failed.
* ``three``: bf16 (quantization bf16, baseline), fp8, awq, 20 requests each, every request TTFT 500 ms, TPOT 20 ms.
* ``three_fail``: as three, but fp8's task t003 failed.

Three arms: "all three" alone, "all three arms", "all three quantizations / precisions" (each arm its own declared
quantization), "for each of A, B and C", "on A, B and C alike" (production each_named: every arm named once) say
every arm; "for A, B and C" alone (each? together?) and "each of" two of three stay unread.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

TP = [A("tp1", "TP1", thr=2.0, ttft=0.2, tpot=0.02, tok=100, n=40, settings={"tensor_parallel_size": 1},
        role="baseline"),
      A("tp2", "TP2", thr=3.0, ttft=0.2, tpot=0.02, tok=100, n=40, settings={"tensor_parallel_size": 2},
        role="treatment")]
ENG = [A("ollama", "Ollama", thr=1.0, ttft=0.5, tpot=0.02, tok=100, settings={"engine": "Ollama"}, role="baseline"),
       A("llamacpp", "llama.cpp", thr=1.5, ttft=0.5, tpot=0.02, tok=100, settings={"engine": "llama.cpp"},
         role="treatment")]
THREE = [A(q, thr=t, ttft=0.5, tpot=0.02, tok=100, n=20, settings={"quantization": q},
           role="baseline" if q == "bf16" else "treatment") for q, t in (("bf16", 2.0), ("fp8", 2.5), ("awq", 3.0))]
SCOPES = {"tp": "vLLM, Llama-3.1-8B-Instruct on one H100, 40 requests per arm",
          "eng": "Llama-3.1-8B-Instruct on one H100, 10 requests per arm",
          "three": "vLLM, Llama-3.1-8B-Instruct on one H100, 20 requests per arm"}
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("arm_quantifiers")
    out = {}
    for name, arms, engine in (("tp", TP, "vLLM"), ("eng", ENG, None), ("three", THREE, "vLLM")):
        w, files = witness_for(Spec(name, arms, key="", engine=engine))
        out[name] = str(seal(root / name, w, files))
        if name in ("tp", "eng", "three"):  # the second arm's task t003 failed
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == arms[1].name and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
            out[name + "_fail"] = str(seal(root / (name + "_fail"), w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPES[name.replace("_fail", "")])


FRAMES = [
    # a coordination after "both": each arm's own count
    ("tp", "All 40 requests completed on both TP1 and TP2.", [
        "All 80 requests completed on both TP1 and TP2.",      # the two arms' sum: each arm ran 40
        "All 60 requests completed on both TP1 and TP2.",      # x1.5
        "All 20 requests completed on both TP1 and TP2.",      # x0.5
        "All 40 requests completed on both TP1 and TP4.",      # an arm the witness lacks
        "All 40 requests completed on both TP1 and TP2 on an A100.",
        NEG + "all 40 requests completed on both TP1 and TP2."]),
    ("tp", "40/40 requests completed for both TP1 and TP2.", [
        "80/80 requests completed for both TP1 and TP2.", "39/40 requests completed for both TP1 and TP2."]),
    ("tp", "All 40 requests completed at both TP1 and TP2.", ["All 80 requests completed at both TP1 and TP2."]),
    ("tp", "Each of TP1 and TP2 completed all 40 requests.", ["Each of TP1 and TP2 completed all 80 requests."]),
    # a quantifier noun after the count
    ("tp", "All 40 requests completed in both configurations.", [
        "All 80 requests completed in both configurations.", "All 60 requests completed in both configurations.",
        "All 20 requests completed in both configurations.", NEG + "all 40 requests completed in both configurations."]),
    ("tp", "All 40 benchmark requests completed in both configurations.", [
        "All 80 benchmark requests completed in both configurations.",
        "All 60 benchmark requests completed in both configurations.",
        "All 20 benchmark requests completed in both configurations."]),
    ("tp", "All 40 benchmark requests completed.", ["All 80 benchmark requests completed on both TP1 and TP2.",
                                                    "All 60 benchmark requests completed."]),
    ("tp", "All 40 requests completed in each configuration.", ["All 80 requests completed in each configuration."]),
    ("tp", "All 40 requests completed at both TP sizes.", ["All 80 requests completed at both TP sizes."]),
    ("tp", "Zero failed requests in either configuration.", ["Two failed requests in either configuration."]),
    # the run each arm made, after a count of failures: each arm's own count (the arms' sum alone: unclear)
    ("tp", "Zero failed requests in either configuration across the 40-request run.", [
        "Zero failed requests in either configuration across the 80-request run.",   # the sum: unclear
        "Zero failed requests in either configuration across the 60-request run.",
        "Zero failed requests in either configuration across the 20-request run.",
        "Two failed requests in either configuration across the 40-request run."]),
    ("tp", "No failed requests at either TP size across the whole 40-prompt run.", [
        "No failed requests at either TP size across the whole 80-prompt run.",
        "No failed requests at either TP size across the whole 20-prompt run."]),
    ("eng", "No failed requests on either server over the 10-request benchmark.", [
        "No failed requests on either server over the 20-request benchmark.",
        "No failed requests on either server over the 15-request benchmark."]),
    # the quantifier after a count joined by "and": the count's alone (the pair keeps its declared order)
    ("tp", "Request throughput went from 2 req/s to 3 req/s, and all 40 requests completed in both arms.", [
        "Request throughput went from 3 req/s to 4.5 req/s, and all 40 requests completed in both arms.",   # x1.5
        "Request throughput went from 1 req/s to 1.5 req/s, and all 40 requests completed in both arms.",   # x0.5
        "Request throughput went from 3 req/s to 2 req/s, and all 40 requests completed in both arms.",     # flipped
        "Request throughput went from 2 req/s to 3 req/s, and all 80 requests completed in both arms.",     # the sum
        "Request throughput went from 2 req/s to 3 req/s, and all 60 requests completed in both arms.",
        "Mean TTFT went from 2 s to 3 s, and all 40 requests completed in both arms.",                     # metric
        NEG + "request throughput went from 2 req/s to 3 req/s, and all 40 requests completed in both arms."]),
    ("tp", "Output throughput went from 200 tok/s to 300 tok/s and 40/40 requests completed in both configurations.", [
        "Output throughput went from 200 tok/s to 300 tok/s and 80/80 requests completed in both configurations.",
        "Output throughput went from 300 tok/s to 200 tok/s and 40/40 requests completed in both configurations."]),
    ("tp", "Output tok/s went from ~200 to ~300, and no request failed in either configuration.", [
        "Output tok/s went from ~300 to ~450, and no request failed in either configuration.",
        "Output tok/s went from ~100 to ~150, and no request failed in either configuration."]),
    # values quantified over every arm
    ("tp", "mean TTFT remains 0.2 s in both configurations.", [
        "mean TTFT remains 0.3 s in both configurations.", "mean TTFT remains 0.1 s in both configurations.",
        "mean TPOT remains 0.2 s in both configurations.", "mean TTFT remains 0.2 s in both configurations on an A100."]),
    ("tp", "Mean time to first token stays at about 200 ms at both TP sizes.", [
        "Mean time to first token stays at about 300 ms at both TP sizes.",
        "Mean time to first token stays at about 100 ms at both TP sizes."]),
    # engine A/B: stacks, servers, backends name its arms as engines do
    ("eng", "all 10 requests completed on both Ollama and llama.cpp.", [
        "all 20 requests completed on both Ollama and llama.cpp.", "all 15 requests completed on both Ollama and llama.cpp.",
        "all 5 requests completed on both Ollama and llama.cpp.", "all 10 requests completed on both Ollama and vLLM."]),
    ("eng", "every request completed on both stacks.", ["every request failed on both stacks."]),
    ("eng", "All 10 requests completed on both servers.", ["All 20 requests completed on both servers.",
                                                           "All 15 requests completed on both servers."]),
    ("eng", "mean TTFT remains 0.5 s on both stacks.", [
        "mean TTFT remains 0.75 s on both stacks.", "mean TTFT remains 0.25 s on both stacks.",
        "mean TPOT remains 0.5 s on both stacks.", NEG + "mean TTFT remains 0.5 s on both stacks."]),
    ("eng", "Mean TTFT is about 500 ms on both servers.", ["Mean TTFT is about 750 ms on both servers.",
                                                           "Mean TTFT is about 250 ms on both servers."]),
    ("eng", "p99 TTFT stays at 500 ms on either backend.", ["p99 TTFT stays at 250 ms on either backend."]),
    ("eng", "Mean time-to-first-token is ~0.5s across both serving stacks.", [
        "Mean time-to-first-token is ~0.75s across both serving stacks."]),
    ("eng", "No failed requests on either server.", ["Two failed requests on either server."]),
    # three arms: "all three"
    ("three", "mean TTFT remains 0.5 s in all three configurations.", [
        "mean TTFT remains 0.75 s in all three configurations.", "mean TTFT remains 0.25 s in all three configurations.",
        "mean TPOT remains 0.5 s in all three configurations."]),
    ("three", "All 20 requests completed in all three configurations.", [
        "All 60 requests completed in all three configurations.", "All 30 requests completed in all three configurations."]),
    # "all three" alone, "all three arms", the quantization's nouns, each arm named once ("each of", "alike")
    ("three", "mean TTFT remains 0.5 s in all three.", [
        "mean TTFT remains 0.75 s in all three.", "mean TTFT remains 0.25 s in all three.",
        "mean TPOT remains 0.5 s in all three.", "mean TTFT remains 0.5 s in all three on an A100.",
        NEG + "mean TTFT remains 0.5 s in all three."]),
    ("three", "All 20 requests completed in all three.", [
        "All 60 requests completed in all three.", "All 30 requests completed in all three.",
        "All 10 requests completed in all three."]),
    ("three", "Mean TTFT is 500 ms in all three arms.", ["Mean TTFT is 750 ms in all three arms."]),
    ("three", "p99 TTFT stays at 0.5 s across all three quantizations.", [
        "p99 TTFT stays at 0.75 s across all three quantizations.",
        "p99 TPOT stays at 0.5 s across all three quantizations."]),
    ("three", "Mean time to first token is ~500ms with all three precisions.", [
        "Mean time to first token is ~250ms with all three precisions."]),
    ("three", "Mean TTFT is 500 ms in all 3 configurations.", [
        "Mean TTFT is 750 ms in all 3 configurations.", "Mean TTFT is 250 ms in all 3 configurations."]),
    ("three", "mean TTFT is ~0.5 s across all 3.", ["mean TTFT is ~0.75 s across all 3."]),
    ("three", "Mean TTFT is 0.5 s for each of bf16, fp8 and awq.", [
        "Mean TTFT is 0.75 s for each of bf16, fp8 and awq.", "Mean TTFT is 0.25 s for each of bf16, fp8 and awq.",
        "Mean TTFT is 0.5 s for each of bf16, fp8 and int4.", "Mean TPOT is 0.5 s for each of bf16, fp8 and awq."]),
    ("three", "Mean TTFT is about 500 ms on bf16, fp8 and awq alike.", [
        "Mean TTFT is about 750 ms on bf16, fp8 and awq alike.", "Mean TTFT is about 250 ms on bf16, fp8 and awq alike."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")

# a witness where one arm failed a request: said of every arm, never net-true
FAILED_ARM = [
    ("tp_fail", "All 40 requests completed on both TP1 and TP2."),
    ("tp_fail", "All 40 requests completed in both configurations."),
    ("tp_fail", "All 40 benchmark requests completed in both configurations."),
    ("tp_fail", "40/40 requests completed for both TP1 and TP2."),
    ("tp_fail", "Zero failed requests in either configuration."),
    ("tp_fail", "Request throughput went from 2 req/s to 3 req/s, and all 40 requests completed in both arms."),
    ("tp_fail", "Output tok/s went from ~200 to ~300, and no request failed in either configuration."),
    ("eng_fail", "every request completed on both stacks."),
    ("eng_fail", "all 10 requests completed on both Ollama and llama.cpp."),
    ("eng_fail", "No failed requests on either server."),
    ("tp_fail", "Zero failed requests in either configuration across the 40-request run."),
    ("eng_fail", "No failed requests on either server over the 10-request benchmark."),
    ("three_fail", "All 20 requests completed in all three."),
    ("three_fail", "All 20 requests completed in all three configurations."),
]


@pytest.mark.parametrize("name,s", FAILED_ARM)
def test_failed_arm_never_net_true(wit, name, s):
    assert grade(wit, name, s).verdict != "net-true", s


# a count only the arms' sum makes, under a per-arm quantifier: unclear, not-yet (never net-true, never false)
SUM_UNDER_EVERY = [
    ("tp", "All 80 requests completed on both TP1 and TP2."),
    ("tp", "80/80 requests completed for both TP1 and TP2."),
    ("tp", "All 80 requests completed in both configurations."),
    ("tp", "Request throughput went from 2 req/s to 3 req/s, and all 80 requests completed in both arms."),
    ("eng", "All 20 requests completed on both servers."),
    ("eng", "all 20 requests completed on both Ollama and llama.cpp."),
    ("tp", "All 80 requests completed on both."),
    ("tp", "Zero failed requests in either configuration across the 80-request run."),
    ("eng", "All 20 requests completed in both runs."),
]


@pytest.mark.parametrize("name,s", SUM_UNDER_EVERY)
def test_sum_under_per_arm_quantifier_not_yet(wit, name, s):
    assert grade(wit, name, s).verdict == "not-yet", s


# honest but unclear: never false
UNCLEAR = [
    ("tp", "mean TTFT remains 0.2 s in all three configurations."),   # three, of two arms
    ("three", "mean TTFT remains 0.5 s in both configurations."),     # two, of three arms
    ("three", "All 20 requests completed in both configurations."),
    ("tp", "All 80 requests completed on TP1 and TP2."),              # no quantifier: the whole, or each
    ("tp", "All 40 requests completed on TP1 and TP2."),
    ("eng", "mean TTFT remains 0.5 s on both GPUs."),                 # the arms do not differ in GPU
    ("tp", "mean TTFT remains 0.2 s on both stacks."),                # the arms do not differ in engine
    ("three", "Mean TTFT is 0.5 s for bf16, fp8 and awq."),           # each, or the three together?
    ("three", "Mean TTFT is 0.5 s for each of bf16 and fp8."),        # two of three (not read)
    ("three", "mean TTFT remains 0.5 s in all four."),                # four, of three arms
    ("tp", "mean TTFT remains 0.2 s in all three."),
    ("tp", "mean TTFT remains 0.2 s in all 3 configurations."),
    ("three", "All 60 requests completed in all three."),             # the arms' sum
]


@pytest.mark.parametrize("name,s", UNCLEAR)
def test_unclear_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
