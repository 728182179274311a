"""Configuration arms inside larger frames (issue 16; productions arm_by_config and arm_by_mode): value pairs whose
arms are named by configuration ("500 ms at 8 slots and 200 ms at 1 slot", "6 req/s on four GPUs vs 2 req/s on one",
"100 ms at TP=4 and 400 ms at TP=1"), a change verb with a trailing configuration ("..., up from 2 req/s on a single
GPU"), a configuration action subject with a change by a time ("Moving to four-way tensor parallelism reduces mean TTFT
by 300 ms"), a condition "when" + subject + verb of running ("when the server runs 8 slots instead of 1"), and a description of a mode before a parenthesized arm label ("Sequential decoding (c1)", "Batched
inference (s8)").

A configuration phrase binds only where exactly one arm gives it; a count no arm declares leaves its words unread.

Witnesses (the ones of tests/claims/test_claims_config_arms.py, worked out by hand there): ``uniform(arm, 24, wall,
lanes, ttft=T)`` gives 24 requests in ``wall`` seconds (24 / wall req/s), every TTFT ``T``.

* slots: s1 (parallel_slots 1) 24 s, TTFT 0.2 s -> 1 req/s; s8 (parallel_slots 8) 6 s, TTFT 0.5 s -> 4 req/s.
* tp: tp1 (tensor_parallel_size 1) 12 s, TTFT 0.4 s -> 2 req/s; tp4 (TP 4) 4 s, TTFT 0.1 s -> 6 req/s (TTFT -300 ms).
* conc: c1 (concurrency 1) 24 s -> 1 req/s; c16 (concurrency 16) 6 s -> 4 req/s (sequential vs concurrent modes).
* batch: b1 (batch_size 1) 24 s -> 1 req/s; b8 (batch_size 8) 6 s -> 4 req/s: 4x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal  # noqa: E402
from claims_corpus.config_witnesses import HW, MODEL, WITNESSES  # noqa: E402
from claims_corpus.config_witnesses import grade_config as _grade  # noqa: E402

NEG = "It is not true that "

# (witness, fresh true statement, twins that must never be net-true)
FRAMES = [
    # --- value pairs named by configuration ---
    ("slots", "Mean TTFT is 500 ms at 8 slots and 200 ms at 1 slot.",
     ["Mean TTFT is 200 ms at 8 slots and 500 ms at 1 slot.", "Mean TTFT is 500 ms at 4 slots and 200 ms at 1 slot.",
      "Mean TTFT is 750 ms at 8 slots and 200 ms at 1 slot.", NEG + "mean TTFT is 500 ms at 8 slots and 200 ms at 1 slot.",
      "P99 TTFT is 750 ms at 8 slots and 200 ms at 1 slot."]),
    ("tp", "Throughput: 6 req/s on four GPUs vs 2 req/s on one.",
     ["Throughput: 2 req/s on four GPUs vs 6 req/s on one.", "Throughput: 6 req/s on two GPUs vs 2 req/s on one.",
      "Throughput: 9 req/s on four GPUs vs 2 req/s on one.", "Throughput: 6 req/s on four GPUs vs 1 req/s on one."]),
    ("tp", "Mean TTFT is 100 ms at TP=4 and 400 ms at TP=1.",
     ["Mean TTFT is 400 ms at TP=4 and 100 ms at TP=1.", "Mean TTFT is 100 ms at TP=2 and 400 ms at TP=1.",
      "Mean TTFT is 50 ms at TP=4 and 400 ms at TP=1.", NEG + "mean TTFT is 100 ms at TP=4 and 400 ms at TP=1."]),
    # --- a change verb with a trailing configuration; an action subject with a change by a time ---
    ("tp", "vLLM reaches 6 req/s with tensor parallelism across 4 GPUs, up from 2 req/s on a single GPU.",
     ["vLLM reaches 2 req/s with tensor parallelism across 4 GPUs, up from 6 req/s on a single GPU.",
      "vLLM reaches 6 req/s with tensor parallelism across 2 GPUs, up from 2 req/s on a single GPU.",
      "vLLM reaches 6 req/s with tensor parallelism across 4 GPUs, down from 2 req/s on a single GPU.",
      "vLLM reaches 9 req/s with tensor parallelism across 4 GPUs, up from 2 req/s on a single GPU."]),
    ("tp", "Moving to four-way tensor parallelism reduces mean TTFT by 300 ms.",
     ["Moving to two-way tensor parallelism reduces mean TTFT by 300 ms.",
      "Moving to four-way tensor parallelism increases mean TTFT by 300 ms.",
      "Moving to four-way tensor parallelism reduces mean TTFT by 450 ms.",
      "Moving to four-way tensor parallelism does not reduce mean TTFT by 300 ms."]),
    ("tp", "Throughput rises to 6 req/s, up from 2 req/s on a single GPU.",
     ["Throughput rises to 2 req/s, up from 6 req/s on a single GPU.",
      "Throughput rises to 6 req/s, up from 2 req/s on four GPUs.",
      "Throughput rises to 6 req/s, up from 2 req/s on two GPUs.",
      "Throughput rises to 9 req/s, up from 2 req/s on a single GPU.",
      "Throughput does not rise to 6 req/s, up from 2 req/s on a single GPU.",
      "On a single GPU, throughput rises to 6 req/s, up from 2 req/s on a single GPU."]),
    ("tp", "Mean TTFT falls to 100 ms on four GPUs, down from 400 ms on one GPU.",
     ["Mean TTFT falls to 400 ms on four GPUs, down from 100 ms on one GPU.",
      "Mean TTFT falls to 100 ms on one GPU, down from 400 ms on four GPUs.",
      "Mean TTFT rises to 100 ms on four GPUs, up from 400 ms on one GPU.",
      "Mean TTFT falls to 100 ms on two GPUs, down from 400 ms on one GPU.",
      "Mean TTFT falls to 150 ms on four GPUs, down from 400 ms on one GPU."]),
    # --- "when" + a subject + a verb of running, then the configuration arm ---
    ("slots", "Mean TTFT rises 150% when the server runs 8 slots instead of 1.",
     ["Mean TTFT rises 150% when the server runs 1 slot instead of 8.",
      "Mean TTFT rises 150% when the server runs 4 slots instead of 1.",
      "Mean TTFT falls 150% when the server runs 8 slots instead of 1.",
      "Mean TTFT rises 300% when the server runs 8 slots instead of 1.",
      "Mean TTFT rises 150% when the server does not run 8 slots instead of 1."]),
    ("tp", "Mean TTFT drops 75% when the model runs on four GPUs instead of one.",
     ["Mean TTFT drops 75% when the model runs on one GPU instead of four.",
      "Mean TTFT drops 75% when the model runs on two GPUs instead of one.",
      "Mean TTFT drops 50% when the model runs on four GPUs instead of one.",
      "Mean TTFT rises 75% when the model runs on four GPUs instead of one."]),
    ("tp", "Throughput triples when we use four GPUs.",
     ["Throughput triples when we use two GPUs.", "Throughput doubles when we use four GPUs.",
      "Throughput triples when we use one GPU.", "Throughput falls threefold when we use four GPUs."]),
    # --- the technique's name: the one sharded arm beside the one TP-1 arm, differing in nothing else ---
    ("tp", "Tensor parallelism lifts throughput to 6 req/s, up from 2 req/s on one GPU.",
     ["Tensor parallelism lifts throughput to 2 req/s, up from 6 req/s on one GPU.",
      "Tensor parallelism lifts throughput to 9 req/s, up from 2 req/s on one GPU.",
      "Tensor parallelism lowers throughput to 6 req/s, down from 2 req/s on one GPU.",
      "Tensor parallelism does not lift throughput to 6 req/s, up from 2 req/s on one GPU."]),
    ("tp", "Without tensor parallelism, vLLM serves 2 req/s.",
     ["Without tensor parallelism, vLLM serves 6 req/s.", "With tensor parallelism, vLLM serves 2 req/s.",
      "Without tensor parallelism, vLLM serves 3 req/s."]),
    ("tp", "Tensor parallelism triples throughput.",
     ["Tensor parallelism doubles throughput.", "Two-way tensor parallelism triples throughput.",
      "Tensor parallelism of 2 triples throughput.", "Tensor parallelism does not triple throughput.",
      "Tensor parallelism cuts throughput threefold."]),
    # --- batching: the one arm at batch size above 1 beside the one at batch size 1 (b1 1 req/s, b8 4 req/s) ---
    ("batch", "Batched inference (b8) delivers 4 req/s.",
     ["Batched inference (b1) delivers 4 req/s.", "Batched inference (b8) delivers 6 req/s.",
      "Batched inference (b8) does not deliver 4 req/s.", "Unbatched inference (b8) delivers 4 req/s."]),
    ("batch", "Batched inference delivers 4x the throughput of unbatched inference.",
     ["Unbatched inference delivers 4x the throughput of batched inference.",
      "Batched inference delivers 2x the throughput of unbatched inference.",
      "Batched inference delivers 4x lower throughput than unbatched inference."]),
    # --- a description of a mode before the arm's parenthesized label ---
    ("conc", "Sequential decoding (c1) reaches 1 req/s.",
     ["Sequential decoding (c16) reaches 1 req/s.", "Sequential decoding (c1) reaches 4 req/s.",
      "Sequential decoding (c1) reaches 1.5 req/s.", NEG + "sequential decoding (c1) reaches 1 req/s."]),
    ("conc", "Concurrent decoding (c16) sustains 4 req/s.",
     ["Concurrent decoding (c1) sustains 4 req/s.", "Concurrent decoding (c16) sustains 6 req/s.",
      "Concurrent decoding (c16) does not sustain 4 req/s.", "Sequential decoding (c16) sustains 4 req/s."]),
    ("slots", "Batched inference (s8) delivers 4 req/s with vLLM.",
     ["Batched inference (s1) delivers 4 req/s with vLLM.", "Batched inference (s8) delivers 6 req/s with vLLM.",
      "Batched inference (s8) delivers 2 req/s with vLLM."]),
    ("slots", "Batched inference delivers 4x the throughput of sequential decoding.",
     ["Sequential decoding delivers 4x the throughput of batched inference.",
      "Batched inference delivers 4x lower throughput than sequential decoding.",
      "Batched inference delivers 6x the throughput of sequential decoding.",
      NEG + "batched inference delivers 4x the throughput of sequential decoding."]),
    ("conc", "Serial generation reaches 1 req/s, against 4 req/s for concurrent generation.",
     ["Serial generation reaches 4 req/s, against 1 req/s for concurrent generation.",
      "Serial generation reaches 1 req/s, against 6 req/s for concurrent generation.",
      "Serial generation reaches 0.5 req/s, against 4 req/s for concurrent generation."]),
]


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("config_pairs")
    return {name: str(seal(root / name, ab_witness(arms, hardware=HW, model=MODEL, engine="vLLM", inputs={"tasks": 24}),
                           {"rows.jsonl": rows}))
            for name, (arms, rows) in WITNESSES.items()}


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, lambda witnesses, frame, statement: _grade(statement, witnesses[frame]), fixture="witnesses",
    ids=[f"{f[0]}-{i}" for i, f in enumerate(FRAMES)])


# a mode phrase names no arm where the arms do not differ in mode (both concurrent) or declare nothing, and the
# technique's name none where it is not the one difference: never false
@pytest.mark.parametrize("frame,statement", [
    ("tp", "Batched inference (tp4) delivers 6 req/s."),
    ("bare", "Batched inference delivers 4x the throughput of sequential decoding."),
    ("tp", "Sequential decoding reaches 2 req/s."),
    # TP and quantization change at once: the technique's name is no one cause; three TP sizes: no one sharded arm
    ("mixed", "Tensor parallelism triples throughput."),
    ("mixed", "With tensor parallelism, throughput is 6 req/s."),
    ("tp3", "Tensor parallelism reaches 6 req/s."),
    ("mixed", "Batched inference delivers 6 req/s."),
])
def test_phrase_without_its_guard_is_not_read(frame, statement, witnesses):
    res = _grade(statement, witnesses[frame])
    assert res.verdict not in ("net-true", "false"), (statement, res.verdict)


# "to A from B ARM" with no particle: the arm may be the before value's (the origin) or the after value's (the cause,
# "... with EAGLE"): not read, never false (it was made the after value's arm: false on these honest sentences)
@pytest.mark.parametrize("statement", [
    "Throughput climbs to 6 req/s from 2 req/s on one GPU.",
    "Throughput climbs to 6 req/s from 2 req/s on tp1.",
    "Mean TTFT drops to 100 ms from 400 ms on a single GPU.",
])
def test_to_from_with_trailing_arm_is_never_false(statement, witnesses):
    assert _grade(statement, witnesses["tp"]).verdict not in ("net-true", "false"), statement
