"""Scope and condition phrases a witness checks against the settings its arms declare (issue 16): "at batch size 1",
"for single-batch inference", "at a request rate of 16 req/s", "with 8 threads", "on TP=2", "at concurrency 1
(sequential)", and the relative "at low / high concurrency" where the witness's arms form a concurrency sweep.

A setting every arm declares is a context fact of the whole witness: it agrees when the witness declares that value,
is false when it declares another (a different batch size, rate, thread count, TP size), and not-yet when it declares
none. "Low" / "high concurrency" name the lowest / highest point of a sweep the arms declare (grammar._degree_phrases);
on a witness whose arms share one concurrency they stay unread. Expected values worked out by hand from the rows:
``uniform(arm, 24, wall, lanes)`` gives throughput 24 / wall req/s and a constant TTFT."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

HW = "1 x NVIDIA H100 80GB HBM3"
MODEL = {"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 24 tasks per arm"
NEG = "It is not true that "

#: two engines run under one configuration: concurrency 16, batch size 1, 16 req/s offered, 8 threads, TP 2.
#: SGLang 24 tasks in 4.0 s (6 req/s, TTFT 0.2 s), TGI in 12.0 s (2 req/s, TTFT 0.4 s): 3x the throughput, half the TTFT
_SHARED = {"concurrency": 16, "batch_size": 1, "request_rate": 16, "threads": 8, "tensor_parallel_size": 2}
ENG = {"tgi": {"aliases": ["TGI", "Text Generation Inference"], "workers": 4, "role": "baseline", "settings": _SHARED},
       "sglang": {"aliases": ["SGLang"], "workers": 4, "role": "treatment", "settings": _SHARED}}
#: the same engines with no settings declared: every setting phrase is unknowable
BARE = {"tgi": {"aliases": ["TGI"], "workers": 4, "role": "baseline"},
        "sglang": {"aliases": ["SGLang"], "workers": 4, "role": "treatment"}}
#: a concurrency sweep: c1 (baseline) 24 tasks in 24.0 s, one lane, TTFT 0.2 s (1 req/s); c16 in 6.0 s, TTFT 0.5 s
#: (4 req/s): high concurrency 4x the throughput, low concurrency 2.5x lower TTFT
#: arms that differ in batch size and offered load: b1 (batch 1, 16 req/s offered) 24 tasks in 24.0 s, b8 (batch 8,
#: 32 req/s offered) in 6.0 s: a setting fact not in the arms' own phrases names no arm, so it cannot agree
BATCHES = {"b1": {"aliases": [], "workers": 1, "role": "baseline", "settings": {"batch_size": 1, "request_rate": 16}},
           "b8": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"batch_size": 8, "request_rate": 32}}}
SWEEP = {"c1": {"aliases": [], "workers": 1, "role": "baseline", "settings": {"concurrency": 1}},
         "c16": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"concurrency": 16}}}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("setting_scopes")

    def w(name, arms, rows):
        return str(seal(root / name, ab_witness(arms, hardware=HW, model=MODEL, engine="vLLM", inputs={"tasks": 24}),
                        {"rows.jsonl": rows}))

    eng_rows = uniform("tgi", 24, 12.0, 4, ttft=0.4) + uniform("sglang", 24, 4.0, 4, ttft=0.2)
    return {"eng": w("eng", ENG, eng_rows), "bare": w("bare", BARE, eng_rows),
            "batches": w("batches", BATCHES, uniform("b1", 24, 24.0, 1, ttft=0.2) + uniform("b8", 24, 6.0, 4, ttft=0.5)),
            "sweep": w("sweep", SWEEP, uniform("c1", 24, 24.0, 1, ttft=0.2) + uniform("c16", 24, 6.0, 4, ttft=0.5))}


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, SCOPE, baseline="same model, GPU, prompts and output cap")


# (witness, true statement, twins that must never be net-true): fresh sentences in the styles of vLLM / SGLang /
# llama.cpp / TGI write-ups
FRAMES = [
    ("eng", "SGLang delivers 3x higher throughput than TGI for single-batch inference.",
     ["TGI delivers 3x higher throughput than SGLang for single-batch inference.",
      "SGLang delivers 4.5x higher throughput than TGI for single-batch inference.",
      "SGLang does not deliver 3x higher throughput than TGI for single-batch inference.",
      "SGLang delivers 3x higher throughput than TGI at batch size 2."]),
    ("eng", "For single-batch decoding, SGLang's TTFT is 2x lower than TGI's.",
     ["For single-batch decoding, TGI's TTFT is 2x lower than SGLang's.",
      "For single-batch decoding, SGLang's TTFT is 3x lower than TGI's.",
      "For single-batch decoding, SGLang's TTFT is 2x higher than TGI's."]),
    ("eng", "At batch size 1 inference, SGLang reaches 6 req/s.",
     ["At batch size 1 inference, SGLang reaches 9 req/s.", "At batch size 2 inference, SGLang reaches 6 req/s.",
      "At batch size 1 inference, TGI reaches 6 req/s."]),
    ("eng", "SGLang serves 3x the requests per second of TGI at a request rate of 16 req/s.",
     ["SGLang serves 3x the requests per second of TGI at a request rate of 24 req/s.",
      "SGLang serves 3x the requests per second of TGI at a request rate of 8 req/s.",
      "TGI serves 3x the requests per second of SGLang at a request rate of 16 req/s."]),
    ("eng", "At a request rate of 16 QPS, SGLang achieves 6 req/s of throughput.",
     ["At a request rate of 32 QPS, SGLang achieves 6 req/s of throughput.",
      "At a request rate of 16 QPS, SGLang achieves 9 req/s of throughput."]),
    ("eng", "With 8 threads, SGLang is 3x faster than TGI.",
     ["With 4 threads, SGLang is 3x faster than TGI.", "With 8 threads, TGI is 3x faster than SGLang.",
      "With 8 threads, SGLang is not 3x faster than TGI.", "With 8 threads, SGLang is 3x slower than TGI."]),
    ("eng", "Using 8 CPU threads, SGLang has 2x lower TTFT than TGI.",
     ["Using 12 CPU threads, SGLang has 2x lower TTFT than TGI.", "Using 8 CPU threads, SGLang has 2x higher TTFT than TGI."]),
    ("eng", "On TP=2, SGLang delivers 3x higher throughput than Text Generation Inference.",
     ["On TP=4, SGLang delivers 3x higher throughput than Text Generation Inference.",
      "On TP=2, Text Generation Inference delivers 3x higher throughput than SGLang."]),
    ("eng", "Under 16 concurrent users, SGLang sustains 3x the throughput of TGI.",
     ["Under 32 concurrent users, SGLang sustains 3x the throughput of TGI.",
      "Under 16 concurrent users, SGLang sustains 1.5x the throughput of TGI."]),
    ("eng", "SGLang delivers 3x higher throughput than TGI at batch size 1, concurrency 16.",
     ["SGLang delivers 3x higher throughput than TGI at batch size 1, concurrency 64.",
      "SGLang delivers 3x higher throughput than TGI at batch size 64, concurrency 16."]),
    ("eng", "At bs 1, SGLang's request throughput is 3x TGI's.",
     ["At bs 2, SGLang's request throughput is 3x TGI's.", "At bs 1, TGI's request throughput is 3x SGLang's."]),
    ("eng", "SGLang outperforms TGI by 3x in throughput at BS1.",
     ["SGLang outperforms TGI by 3x in throughput at BS8.", "TGI outperforms SGLang by 3x in throughput at BS1."]),
    ("eng", "At an arrival rate of 16 req/s, SGLang has 50% lower TTFT than TGI.",
     ["At an arrival rate of 8 req/s, SGLang has 50% lower TTFT than TGI.",
      "At an arrival rate of 16 req/s, SGLang has 50% higher TTFT than TGI."]),
    ("eng", "At 16 queries per second, SGLang is 3x faster than TGI.",
     ["At 24 queries per second, SGLang is 3x faster than TGI.", "At 16 queries per second, SGLang is 3x slower than TGI."]),
    ("sweep", "At high concurrency, throughput is 4x higher than at low concurrency.",
     ["At low concurrency, throughput is 4x higher than at high concurrency.",
      "At high concurrency, throughput is 6x higher than at low concurrency.",
      "At high concurrency, throughput is 4x lower than at low concurrency.",
      NEG + "at high concurrency, throughput is 4x higher than at low concurrency."]),
    ("sweep", "In low-concurrency serving scenarios, TTFT is 2.5x lower than at high concurrency.",
     ["In high-concurrency serving scenarios, TTFT is 2.5x lower than at low concurrency.",
      "In low-concurrency serving scenarios, TTFT is 2.5x higher than at high concurrency.",
      "In low-concurrency serving scenarios, TTFT is 5x lower than at high concurrency."]),
    ("sweep", "At the highest concurrency, request throughput reaches 4 req/s.",
     ["At the lowest concurrency, request throughput reaches 4 req/s.",
      "At the highest concurrency, request throughput reaches 6 req/s."]),
    ("sweep", "At low concurrency (c=1), mean TTFT is 200 ms.",
     ["At high concurrency (c=16), mean TTFT is 200 ms.", "At low concurrency (c=1), mean TTFT is 300 ms.",
      "At low concurrency (c=16), mean TTFT is 200 ms."]),
    ("sweep", "Throughput at high concurrency is 4x that at low concurrency.",
     ["Throughput at low concurrency is 4x that at high concurrency.",
      "Throughput at high concurrency is 2x that at low concurrency."]),
    ("sweep", "At high concurrency, c16 delivers 4x higher throughput than c1.",
     ["At low concurrency, c16 delivers 4x higher throughput than c1.",
      "At high concurrency, c1 delivers 4x higher throughput than c16."]),
]


test_true_setting_scope_is_read_completely_and_net_true, test_twins_are_never_net_true = frame_tests(
    FRAMES, lambda witnesses, name, statement: _grade(statement, witnesses[name]), fixture="witnesses",
    ids=[f[1][:60] for f in FRAMES])


# a setting the witness records another value for: false (the clause is read and the witness says otherwise)
CONTRADICTED = [
    "SGLang delivers 3x higher throughput than TGI for batch size 2 inference.",
    "SGLang delivers 3x higher throughput than TGI at a request rate of 24 req/s.",
    "SGLang delivers 3x higher throughput than TGI with 4 threads.",
    "SGLang delivers 3x higher throughput than TGI on TP=4.",
]


@pytest.mark.parametrize("statement", CONTRADICTED)
def test_another_declared_value_is_false(statement, witnesses):
    assert _grade(statement, witnesses["eng"]).verdict == "false", statement


# honest scopes on a witness that declares no settings, or that does not fix a relative word: never false
HONEST = [
    ("bare", "SGLang delivers 3x higher throughput than TGI for single-batch inference."),
    ("bare", "SGLang delivers 3x higher throughput than TGI at batch size 1."),
    ("bare", "SGLang delivers 3x higher throughput than TGI at a request rate of 16 req/s."),
    ("bare", "SGLang delivers 3x higher throughput than TGI with 8 threads."),
    ("bare", "SGLang delivers 3x higher throughput than TGI at concurrency 1 (sequential)."),
    ("bare", "At high concurrency, SGLang delivers 3x higher throughput than TGI."),
    ("eng", "At low concurrency, SGLang delivers 3x higher throughput than TGI."),
    ("eng", "SGLang delivers 3x higher throughput than TGI in low-concurrency serving scenarios."),
]


@pytest.mark.parametrize("wit,statement", HONEST)
def test_undeclared_or_unfixed_scope_is_never_false_nor_net_true(wit, statement, witnesses):
    res = _grade(statement, witnesses[wit])
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)


def test_relative_words_where_the_arms_share_one_concurrency_are_an_open_condition(witnesses):
    """No arm of one shared concurrency is "high": the words are the claim's scope, an open workload condition
    (conditions.py, production workload_condition; they stayed unread before it), not-yet and never false."""
    res = _grade("At high concurrency, SGLang delivers 3x higher throughput than TGI.", witnesses["eng"])
    assert not res.reading.unread and res.verdict == "not-yet", res.reason
    assert [(f.key, f.value) for f in res.reading.context if f.kind == "unverifiable"] == \
        [("workload", "At high concurrency")]


def test_sequential_gloss_reads_only_after_concurrency_1(witnesses):
    res = _grade("SGLang delivers 3x higher throughput than TGI at concurrency 16 (sequential).", witnesses["eng"])
    assert res.verdict == "not-yet" and "sequential" in [u.text for u in res.reading.unread]


def test_run_noun_is_not_taken_before_a_metric(witnesses):
    """"at batch size 1 decoding throughput": decode throughput is another metric; "decoding" stays with it."""
    res = _grade("SGLang delivers 3x higher throughput than TGI at batch size 1 decoding throughput.", witnesses["eng"])
    assert res.verdict != "net-true"


def test_queries_per_second_without_a_lead_is_no_setting(witnesses):
    """"SGLang serves 16 queries per second" is an achieved rate, never the offered load 16 the witness declares."""
    res = _grade("SGLang serves 16 queries per second.", witnesses["eng"])
    assert res.verdict != "net-true"


def test_open_degree_names_the_declared_concurrency(witnesses):
    """The open condition's reason says what the witness declares and the phrasing that is checked instead."""
    res = _grade("At high concurrency, SGLang delivers 3x higher throughput than TGI.", witnesses["eng"])
    hint = next(q.detail for q in res.quantities if q.text == "At high concurrency")
    assert "sglang.settings.concurrency = 16" in hint and "tgi.settings.concurrency = 16" in hint
    assert "'at concurrency 16'" in hint
    res = _grade("At high concurrency, SGLang delivers 3x higher throughput than TGI.", witnesses["bare"])
    hint = next(q.detail for q in res.quantities if q.text == "At high concurrency")
    assert "cannot speak to 'At high concurrency'" in hint  # none declared


def test_unread_degree_hint_names_the_declared_concurrency(witnesses):
    """Where the degree stays unread (a phrase that runs on), the hint still names the declared values."""
    res = _grade("At high concurrency levels like ours, SGLang delivers 3x higher throughput than TGI.",
                 witnesses["eng"])
    hint = next(q.detail for q in res.quantities if "high concurrency" in q.text)
    assert "sglang at concurrency 16, tgi at concurrency 16" in hint and "'at concurrency 16'" in hint


@pytest.mark.parametrize("statement", [
    "b8 delivers 4x higher throughput than b1 for single-batch inference.",
    "b8 delivers 4x higher throughput than b1 at BS1.",
    "b8 delivers 4x higher throughput than b1 at bs 1.",
    "b8 delivers 4x higher throughput than b1 at 16 queries per second.",
    "b8 delivers 4x higher throughput than b1 at an arrival rate of 16 req/s.",
    # the arm's own setting phrase right after its name and a preposition: a condition of the whole comparison,
    # not a second name of b1 (grammar._restated_arm_scopes); these graded net-true before (the lead's probe)
    "b8 delivers 4x higher throughput than b1 at batch size 1.",
    "b8 delivers 4x higher throughput than b1 at a request rate of 16.",
    "b8 delivers 4x higher throughput than b1 at 16 qps.",
    "b8 delivers 4x higher throughput than b1 at 16 requests per second.",
])
def test_a_setting_only_some_arms_declare_never_agrees(statement, witnesses):
    """b8 ran batch size 8 at 32 req/s: a batch size of 1 (or 16 req/s) is b1's alone, so the clause about b8 is not
    net-true (the witness records both values: not false either)."""
    assert _grade(statement, witnesses["batches"]).verdict == "not-yet", statement


def test_a_setting_no_arm_declares_is_false(witnesses):
    assert _grade("b8 delivers 4x higher throughput than b1 at 64 queries per second.",
                  witnesses["batches"]).verdict == "false"
