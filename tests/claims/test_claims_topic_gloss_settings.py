"""Four frames of real write-ups (issue 16, the real-sentence corpus's witnessed rows): a topic lead that names the
clause's metric ("Regarding TTFT, R1 reduces latency by about 55% compared to V3.2", "For TTFT, vLLM is 3.8x faster
than TGI", "In terms of throughput, ..."), a direction gloss in parentheses ("10x higher (worse) than"), "both
<runs>" before a setting every arm declares ("with both models using TP2"), and a setting written as code,
NAME=VALUE ("max_num_seqs=256", "--gpu-memory-utilization=0.9", "enable_prefix_caching=True", "MTP=1").

Each true statement is read completely and graded net-true against a hand-worked witness; each twin (swapped arms,
scaled number, flipped direction, negation, another metric or setting value) is never net-true; honest phrasings the
witness cannot settle are never false. Expected values worked out by hand from ``uniform(arm, n, wall, lanes)``:
24 tasks on 4 lanes, 6 per lane back to back over the wall, 8 output tokens each.

* SGLang (treatment): wall 4.0 s -> 6 req/s; TTFT 0.2 s; E2E latency 4.0 / 6 = 0.667 s; TPOT (0.667 - 0.2) / 7.
* vLLM (baseline): wall 12.0 s -> 2 req/s; TTFT 0.4 s; E2E latency 12.0 / 6 = 2.0 s; TPOT (2.0 - 0.4) / 7.

So throughput 3x (SGLang), TTFT 2x lower (-50%), E2E latency 3x lower (-66.7%), TPOT 3.43x lower: a twin that puts
the topic on the wrong metric changes the number it is checked against."""

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

_SHARED = {"tensor_parallel_size": 2, "concurrency": 16, "max_num_seqs": 256, "gpu_memory_utilization": 0.9,
           "enable_prefix_caching": True}
ENG = {"vllm": {"aliases": ["vLLM"], "workers": 4, "role": "baseline", "settings": dict(_SHARED)},
       "sglang": {"aliases": ["SGLang"], "workers": 4, "role": "treatment", "settings": dict(_SHARED)}}
#: only SGLang declares its settings (and its prefix caching as 1, not a boolean): "both engines using TP2" is not
#: known of vLLM, and "enable_prefix_caching=True" is not compared with a 1
HALF = {"vllm": {"aliases": ["vLLM"], "workers": 4, "role": "baseline"},
        "sglang": {"aliases": ["SGLang"], "workers": 4, "role": "treatment",
                   "settings": {"tensor_parallel_size": 2, "enable_prefix_caching": 1}}}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("topic_gloss_settings")
    rows = uniform("vllm", 24, 12.0, 4, ttft=0.4) + uniform("sglang", 24, 4.0, 4, ttft=0.2)

    def w(name, arms):
        return str(seal(root / name, ab_witness(arms, hardware=HW, model=MODEL, engine=None, inputs={"tasks": 24}),
                        {"rows.jsonl": rows}))

    return {"eng": w("eng", ENG), "half": w("half", HALF)}


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, SCOPE, baseline="same model, GPU, prompts and output cap")


# (true statement, twins that must never be net-true): fresh sentences in the styles of vLLM / SGLang / llama.cpp /
# TGI write-ups, all against the "eng" witness
FRAMES = [
    # --- topic leads: the metric of the clause ---------------------------------------------------------------
    ("Regarding TTFT, SGLang reduces latency by 50% compared to vLLM.",
     ["Regarding TTFT, vLLM reduces latency by 50% compared to SGLang.",
      "Regarding TTFT, SGLang reduces latency by 75% compared to vLLM.",
      "Regarding TTFT, SGLang increases latency by 50% compared to vLLM.",
      "Regarding TPOT, SGLang reduces latency by 50% compared to vLLM.",
      NEG + "regarding TTFT, SGLang reduces latency by 50% compared to vLLM.",
      "Regarding TTFT, SGLang does not reduce latency by 50% compared to vLLM."]),
    ("For TTFT, SGLang is 2x faster than vLLM.",
     ["For TTFT, vLLM is 2x faster than SGLang.", "For TTFT, SGLang is 3x faster than vLLM.",
      "For TTFT, SGLang is 2x slower than vLLM.", "For E2E latency, SGLang is 2x faster than vLLM.",
      "For TTFT, SGLang is not 2x faster than vLLM."]),
    ("In terms of throughput, SGLang is 3x faster than vLLM.",
     ["In terms of throughput, vLLM is 3x faster than SGLang.", "In terms of throughput, SGLang is 4.5x faster than vLLM.",
      "In terms of throughput, SGLang is 3x slower than vLLM.", "In terms of TTFT, SGLang is 3x faster than vLLM."]),
    ("When it comes to mean TTFT, SGLang is 50% lower than vLLM.",
     ["When it comes to mean TTFT, vLLM is 50% lower than SGLang.", "When it comes to mean TTFT, SGLang is 25% lower than vLLM.",
      "When it comes to mean TTFT, SGLang is 50% higher than vLLM.", "When it comes to mean TPOT, SGLang is 50% lower than vLLM."]),
    ("As for p99 TTFT, SGLang is 2x lower than vLLM.",
     ["As for p99 TTFT, vLLM is 2x lower than SGLang.", "As for p99 TTFT, SGLang is 4x lower than vLLM.",
      "As for p99 TTFT, SGLang is 2x higher than vLLM."]),
    ("Regarding end-to-end latency, SGLang is about 3x faster than vLLM.",
     ["Regarding end-to-end latency, SGLang is about 2x faster than vLLM.",
      "Regarding end-to-end latency, vLLM is about 3x faster than SGLang.",
      "Regarding TTFT, SGLang is about 3x faster than vLLM."]),
    ("As for throughput, SGLang serves 6 req/s versus 2 req/s on vLLM.",
     ["As for throughput, SGLang serves 2 req/s versus 6 req/s on vLLM.",
      "As for TTFT, SGLang serves 6 req/s versus 2 req/s on vLLM.",
      "As for throughput, SGLang serves 9 req/s versus 2 req/s on vLLM."]),
    ("On TTFT, SGLang is 2x faster than vLLM.",
     ["On TTFT, vLLM is 2x faster than SGLang.", "On TTFT, SGLang is 3x faster than vLLM.",
      "On TPOT, SGLang is 2x faster than vLLM.", "On TTFT, SGLang is 2x slower than vLLM."]),
    ("Looking at TTFT, SGLang is 2x faster than vLLM.",
     ["Looking at E2E latency, SGLang is 2x faster than vLLM.", "Looking at TTFT, SGLang is 4x faster than vLLM."]),
    ("For request throughput, SGLang: 6 req/s vs vLLM: 2 req/s.",
     ["For request throughput, SGLang: 2 req/s vs vLLM: 6 req/s.", "For request throughput, SGLang: 9 req/s vs vLLM: 2 req/s.",
      "For mean TTFT, SGLang: 6 req/s vs vLLM: 2 req/s."]),
    ("For TTFT, SGLang: 200 ms; vLLM: 400 ms.",
     ["For TTFT, SGLang: 400 ms; vLLM: 200 ms.", "For TTFT, SGLang: 300 ms; vLLM: 400 ms.",
      "For TPOT, SGLang: 200 ms; vLLM: 400 ms."]),
    # --- a direction gloss in parentheses -------------------------------------------------------------------
    ("vLLM's TTFT was 2x higher (worse) than SGLang's.",
     ["vLLM's TTFT was 2x higher (better) than SGLang's.", "SGLang's TTFT was 2x higher (worse) than vLLM's.",
      "vLLM's TTFT was 4x higher (worse) than SGLang's.", "vLLM's TTFT was 2x lower (worse) than SGLang's.",
      "vLLM's TTFT was not 2x higher (worse) than SGLang's."]),
    ("vLLM has 2x higher TTFT (worse) than SGLang.",
     ["vLLM has 2x higher TTFT (better) than SGLang.", "SGLang has 2x higher TTFT (worse) than vLLM.",
      "vLLM has 2x lower TTFT (worse) than SGLang.", "vLLM has 3x higher TTFT (worse) than SGLang."]),
    ("SGLang's mean TTFT is 50% lower (better) than vLLM's.",
     ["SGLang's mean TTFT is 50% lower (worse) than vLLM's.", "vLLM's mean TTFT is 50% lower (better) than SGLang's.",
      "SGLang's mean TTFT is 75% lower (better) than vLLM's."]),
    ("SGLang delivers 3x higher (better) throughput than vLLM.",
     ["SGLang delivers 3x higher (worse) throughput than vLLM.", "vLLM delivers 3x higher (better) throughput than SGLang.",
      "SGLang delivers 6x higher (better) throughput than vLLM."]),
    ("vLLM is 3x slower (worse) than SGLang in throughput.",
     ["vLLM is 3x slower (better) than SGLang in throughput.", "SGLang is 3x slower (worse) than vLLM in throughput.",
      "vLLM is 1.5x slower (worse) than SGLang in throughput."]),
    # --- "both <runs>" before a setting every arm declares --------------------------------------------------
    ("With both engines using TP2, SGLang delivers 3x higher throughput than vLLM.",
     ["With both engines using TP4, SGLang delivers 3x higher throughput than vLLM.",
      "With both engines using TP2, vLLM delivers 3x higher throughput than SGLang.",
      "With both engines using TP2, SGLang delivers 6x higher throughput than vLLM.",
      "With neither engine using TP2, SGLang delivers 3x higher throughput than vLLM."]),
    ("Both engines used TP2; SGLang delivers 3x the throughput of vLLM.",
     ["Both engines used TP4; SGLang delivers 3x the throughput of vLLM.",
      "Both engines used TP2; vLLM delivers 3x the throughput of SGLang.",
      "Neither engine used TP2; SGLang delivers 3x the throughput of vLLM."]),
    ("With both systems at max_num_seqs=256, SGLang is 3x faster than vLLM.",
     ["With both systems at max_num_seqs=512, SGLang is 3x faster than vLLM.",
      "With both systems at max_num_seqs=256, SGLang is 3x slower than vLLM.",
      "With one system at max_num_seqs=256, SGLang is 3x faster than vLLM."]),
    ("Regarding TTFT, with both models at concurrency 16, SGLang cuts latency by 50% versus vLLM.",
     ["Regarding TTFT, with both models at concurrency 64, SGLang cuts latency by 50% versus vLLM.",
      "Regarding TTFT, with both models at concurrency 16, SGLang cuts latency by 66.7% versus vLLM.",
      "Regarding TTFT, with both models at concurrency 16, vLLM cuts latency by 50% versus SGLang."]),
    # --- NAME=VALUE settings the arms declare ---------------------------------------------------------------
    ("SGLang is 3x faster than vLLM with max_num_seqs=256.",
     ["SGLang is 3x faster than vLLM with max_num_seqs=128.", "vLLM is 3x faster than SGLang with max_num_seqs=256.",
      "SGLang is 3x slower than vLLM with max_num_seqs=256."]),
    ("SGLang is 3x faster than vLLM (--max-num-seqs 256 --gpu-memory-utilization 0.9).",
     ["SGLang is 3x faster than vLLM (--max-num-seqs 128 --gpu-memory-utilization 0.9).",
      "SGLang is 3x faster than vLLM (--max-num-seqs 256 --gpu-memory-utilization 0.5).",
      "vLLM is 3x faster than SGLang (--max-num-seqs 256 --gpu-memory-utilization 0.9)."]),
    ("SGLang reaches 6 req/s (max_num_seqs = 256, --gpu-memory-utilization=0.9).",
     ["SGLang reaches 6 req/s (max_num_seqs = 256, --gpu-memory-utilization=0.5).",
      "SGLang reaches 9 req/s (max_num_seqs = 256, --gpu-memory-utilization=0.9).",
      "vLLM reaches 6 req/s (max_num_seqs = 256, --gpu-memory-utilization=0.9)."]),
    ("With enable_prefix_caching=True, SGLang outperforms vLLM by 3x in throughput.",
     ["With enable_prefix_caching=False, SGLang outperforms vLLM by 3x in throughput.",
      "With enable_prefix_caching=True, vLLM outperforms SGLang by 3x in throughput.",
      "With enable_prefix_caching=True, SGLang outperforms vLLM by 5x in throughput."]),
]


test_true_statement_is_read_completely_and_net_true, test_twins_are_never_net_true = frame_tests(
    FRAMES, lambda witnesses, _name, statement: _grade(statement, witnesses["eng"]), fixture="witnesses",
    ids=[f[0][:60] for f in FRAMES])


# honest phrasings the witness cannot settle, or words the reader does not take: never false, never net-true
HONEST = [
    ("eng", "For TTFT, SGLang raises throughput by 3x over vLLM."),  # the topic is not the clause's metric
    ("eng", "For performance, SGLang is 3x faster than vLLM."),  # "performance" names no metric
    ("eng", "For TTFT under load, SGLang is 2x faster than vLLM."),  # a scope after the topic
    ("eng", "SGLang's TTFT is 2x lower (lower is better) than vLLM's."),  # not a one-word gloss
    ("half", "With both engines using TP2, SGLang delivers 3x higher throughput than vLLM."),  # vLLM declares no TP
    ("half", "With enable_prefix_caching=True, SGLang outperforms vLLM by 3x in throughput."),  # declared as 1
    ("eng", "SGLang is 3x faster than vLLM with max_model_len=8192."),  # a setting no arm declares
    ("eng", "SGLang is 3x faster than vLLM with max_num_seqs=2k."),  # not a plain number
    ("eng", "SGLang is 3x faster than vLLM with max num seqs 256."),  # spaced words: not a setting name
    ("eng", "SGLang is 3x faster than vLLM with quantization=fp8."),  # a word value is not compared
    ("eng", "Under load, SGLang sustains 3x the request throughput of vLLM."),  # how much load? a scope, unread
]


@pytest.mark.parametrize("wit,statement", HONEST, ids=[h[1][:60] for h in HONEST])
def test_honest_but_unsettled_is_not_yet(wit, statement, witnesses):
    res = _grade(statement, witnesses[wit])
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)


# read completely and contradicted by the witness's own numbers or settings: false
CONTRADICTED = [
    "For E2E latency, SGLang is 2x faster than vLLM.",  # E2E latency is 3x lower
    "Regarding TPOT, SGLang reduces latency by 50% compared to vLLM.",
    "SGLang's TTFT was 2x higher (worse) than vLLM's.",
    "With both engines using TP4, SGLang delivers 3x higher throughput than vLLM.",
    "SGLang is 3x faster than vLLM with max_num_seqs=128.",
]


@pytest.mark.parametrize("statement", CONTRADICTED)
def test_read_and_contradicted_is_false(statement, witnesses):
    assert _grade(statement, witnesses["eng"]).verdict == "false", statement


def test_disagreeing_gloss_stays_unread(witnesses):
    res = _grade("vLLM's TTFT was 2x higher (better) than SGLang's.", witnesses["eng"])
    assert "better" in [u.text for u in res.reading.unread]


def test_topic_is_read_only_where_a_comparison_takes_it(witnesses):
    res = _grade("For TTFT, SGLang raises throughput by 3x over vLLM.", witnesses["eng"])
    assert any("TTFT" in u.text for u in res.reading.unread)
