"""Counts of requests in the shapes real write-ups use (issue 16, COUNTS brief; production all_count's whole-set words,
count_unit's setting nouns -- claimcheck/claims/grammar.m_all, claimcheck/claims/count_frames.per_setting_noun):

* "test" between "all N" and the request noun, as "benchmark" ("Both setups finished all 1,000 test requests without a
  single error"): every request of the test, none failed (vocabulary.ALL_REQUEST_MODIFIERS); anywhere else ("64 test
  requests") "test" is no count word (it is prose in "In our test, ..."): unread;
* "per" and the noun of a setting every arm declares with a different value ("30 prompts per quant", "per
  quantization"): each arm's own count, strictly (as "per arm"); where two arms share the value (two engines on one
  quant: the quant's prompts may be both arms' together) the phrase is not read;
* production runs_total_aside: "(192 requests in total)" right after "64 requests per run over 3 runs": each arm's
  total over its runs where it is the per-run count times the runs (claimcheck/claims/run_frames.py); any other
  number keeps the count's own meanings (the arms' sum "(384 in total)": per arm or of all, inconclusive, never false).

Witnesses, worked out by hand (real_sentences.witness_specs rows; vLLM on one H100, Llama-3.1-8B-Instruct):

* ``tp``: tp1 (tensor_parallel_size 1, baseline) and tp2 (tensor_parallel_size 2), 40 requests each, none failed.
* ``tp_fail``: as tp, but tp2's task t003 failed (39 of 40 completed).
* ``quant``: q4 / q5 / q8 (quantization Q4_K_M / Q5_K_M / Q8_0), 20 requests each, none failed.
* ``quant_fail``: as quant, but q5's task t003 failed.
* ``runs``: base / tuned, 3 runs (the rows' ``run`` 0, 1, 2) of 40 requests each, none failed: 120 per arm, 240 in
  all; ``runs_fail``: tuned's task t003 of run 1 failed; ``runs_short``: tuned's run 1 lacks task t039 (39 requests).
* ``eng``: ollama / llamacpp (engine Ollama / llama.cpp), both quantization Q4_K_M, 20 requests each.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, arm_rows, witness_for  # noqa: E402

TP = [A("tp1", "TP1", thr=2.0, ttft=0.2, tpot=0.02, tok=100, n=40, settings={"tensor_parallel_size": 1},
        role="baseline"),
      A("tp2", "TP2", thr=3.0, ttft=0.2, tpot=0.02, tok=100, n=40, settings={"tensor_parallel_size": 2},
        role="treatment")]
QUANT = [A(name, q, thr=t, ttft=0.2, tpot=0.02, tok=100, n=20, settings={"quantization": q, "concurrency": 1},
           role="baseline" if name == "q8" else "treatment")
         for name, q, t in (("q4", "Q4_K_M", 3.0), ("q5", "Q5_K_M", 2.5), ("q8", "Q8_0", 2.0))]
ENG = [A("ollama", "Ollama", thr=1.0, ttft=0.5, tpot=0.02, tok=100, n=20,
         settings={"engine": "Ollama", "quantization": "Q4_K_M"}, role="baseline"),
       A("llamacpp", "llama.cpp", thr=1.5, ttft=0.5, tpot=0.02, tok=100, n=20,
         settings={"engine": "llama.cpp", "quantization": "Q4_K_M"}, role="treatment")]
RUN_ARMS = [A("base", "the baseline", role="baseline", settings={"max_num_seqs": 64}, n=40, tok=128, tpot=0.01),
            A("tuned", "the tuned configuration", role="treatment", settings={"max_num_seqs": 256}, n=40, tok=128,
              tpot=0.01)]
SCOPES = {"runs": "Llama-3.1-8B-Instruct on one H100",
          "tp": "vLLM, Llama-3.1-8B-Instruct on one H100, 40 requests per arm",
          "quant": "Llama-3.1-8B-Instruct on one H100, 20 requests per arm, one at a time",
          "eng": "Llama-3.1-8B-Instruct on one H100, 20 requests per arm"}
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("count_shapes")
    out = {}
    for name, arms, engine in (("tp", TP, "vLLM"), ("quant", QUANT, None), ("eng", ENG, None)):
        w, files = witness_for(Spec(name, arms, key="", engine=engine))
        out[name] = str(seal(root / name, w, files))
        failing = arms[1].name
        files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == failing and r["task_id"] == "t003" else r
                                for r in files["rows.jsonl"]]}
        out[name + "_fail"] = str(seal(root / (name + "_fail"), w, files))
    w, files = witness_for(Spec("runs", RUN_ARMS, key=""))
    rows = [{**r, "run": k} for arm in RUN_ARMS for k in range(3) for r in arm_rows(arm)]
    for name, edit in (("runs", lambda r: r),
                       ("runs_fail", lambda r: {**r, "ok": False} if (r["arm"], r["run"], r["task_id"]) == (
                           "tuned", 1, "t003") else r),
                       ("runs_short", lambda r: None if (r["arm"], r["run"], r["task_id"]) == (
                           "tuned", 1, "t039") else r)):
        kept = [x for x in map(edit, rows) if x is not None]
        assert len(kept) == 240 - (name == "runs_short")
        out[name] = str(seal(root / name, w, {**files, "rows.jsonl": kept}))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPES[name.replace("_fail", "").replace("_short", "")])


FRAMES = [
    ("tp", "Both setups finished all 40 test requests without a single error.", [
        "Both setups finished all 80 test requests without a single error.",   # the two arms' sum
        "Both setups finished all 60 test requests without a single error.",   # x1.5
        "Both setups finished all 20 test requests without a single error.",   # x0.5
        "Both setups finished all 39 test requests without a single error.",   # -1
        "Both setups finished all 40 test requests with a single error.",      # a failure
        "Neither setup finished all 40 test requests without a single error.",
        NEG + "both setups finished all 40 test requests without a single error."]),
    ("tp", "All 40 test requests completed in both configurations.", [
        "All 80 test requests completed in both configurations.",
        "All 20 test requests completed in both configurations.",
        "All 40 test requests failed in both configurations.",
        NEG + "all 40 test requests completed in both configurations."]),
    ("quant", "20 prompts per quant, no failures.", [
        "40 prompts per quant, no failures.", "30 prompts per quant, no failures.", "10 prompts per quant, no failures.",
        "19 prompts per quant, no failures.", "60 prompts per quant, no failures.",  # the three arms' sum
        "20 prompts per quant, 1 failure.", "20 prompts per quant, some failures.",
        NEG + "20 prompts per quant, no failures."]),
    ("quant", "20 prompts per quantization, no failures.", [
        "40 prompts per quantization, no failures.", "10 prompts per quantization, no failures."]),
    ("runs", "Each configuration served 40 requests per run over 3 runs (120 requests in total), with no failures.", [
        "Each configuration served 40 requests per run over 3 runs (180 requests in total), with no failures.",  # x1.5
        "Each configuration served 40 requests per run over 3 runs (60 requests in total), with no failures.",   # x0.5
        "Each configuration served 40 requests per run over 3 runs (119 requests in total), with no failures.",  # -1
        "Each configuration served 80 requests per run over 3 runs (240 requests in total), with no failures.",
        "Each configuration served 20 requests per run over 3 runs (60 requests in total), with no failures.",
        "Each configuration served 40 requests per run over 2 runs (80 requests in total), with no failures.",
        "Each configuration served 40 requests per run over 6 runs (240 requests in total), with no failures.",
        "Each configuration served 40 requests per run over 3 runs (120 requests in total), with 1 failure.",
        NEG + "each configuration served 40 requests per run over 3 runs (120 requests in total)."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")

# a run of an arm differs, or a request failed: never net-true
RUN_DIFFERS = [
    ("runs_short", "Each configuration served 40 requests per run over 3 runs (120 requests in total), with no failures."),
    ("runs_short", "Each configuration served 40 requests per run over 3 runs (120 requests in total)."),
    ("runs_short", "Each configuration served 40 requests per run over 3 runs (119 requests in total)."),
    ("runs_fail", "Each configuration served 40 requests per run over 3 runs (120 requests in total), with no failures."),
]


@pytest.mark.parametrize("name,s", RUN_DIFFERS)
def test_run_differs_never_net_true(wit, name, s):
    assert grade(wit, name, s).verdict != "net-true", s

# one arm failed a request: said of every arm, never net-true
FAILED_ARM = [
    ("tp_fail", "Both setups finished all 40 test requests without a single error."),
    ("tp_fail", "All 40 test requests completed in both configurations."),
    ("quant_fail", "20 prompts per quant, no failures."),
    ("quant_fail", "20 prompts per quantization, no failures."),
]


@pytest.mark.parametrize("name,s", FAILED_ARM)
def test_failed_arm_never_net_true(wit, name, s):
    assert grade(wit, name, s).verdict != "net-true", s


# not read: "test" as a count modifier outside "all N"; "per quant" where the arms share the quant
UNREAD = [
    ("tp", "64 test requests per arm, no failures."),
    ("tp", "40 test requests per arm, no failures."),
    ("eng", "20 prompts per quant, no failures."),      # one quant, two engines: the quant's 40 together?
    ("eng", "40 prompts per quant, no failures."),
    ("tp", "40 prompts per quant, no failures."),       # no arm declares a quant
]


@pytest.mark.parametrize("name,s", UNREAD)
def test_unread_shapes_not_yet(wit, name, s):
    assert grade(wit, name, s).verdict == "not-yet", s


# honest statements: never false
HONEST = [
    ("runs", "Each configuration served 40 requests per run over 3 runs (240 requests in total)."),  # the arms' sum
    ("runs", "Both configurations served 40 requests per run over 3 runs (240 requests in total), with no failures."),
    ("runs", "Both configurations served 40 requests per run over 3 runs (120 requests in total)."),
    ("tp", "In our test, both setups finished all 40 requests."),
    ("eng", "40 prompts per quant, no failures."),
    ("eng", "All 40 test requests completed."),      # per arm (each ran 40) or the whole? per arm holds
    ("tp", "All 80 test requests completed."),       # the whole benchmark's 80
]


@pytest.mark.parametrize("name,s", HONEST)
def test_honest_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
