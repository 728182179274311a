"""Arms named by their configuration (issue 16; production arm_by_config, claimcheck/claims/config_arms.py): "the 8-slot
setup", "the single-slot server", "a 4-GPU deployment", "on a single GPU", "Sharding the model across 4 GPUs", "the FP8
checkpoint", "the 8-bit weights", "the quantized model", "Quantizing the weights to FP8", "Adding seven more slots",
"the sequential baseline (c1)", "Four-way TP (tp4)".

A configuration phrase names an arm only where exactly one arm declares that value and every arm declares the setting;
a value no arm declares, or one several arms declare, leaves the words unread (not-yet, never false).

Witnesses worked out by hand: ``uniform(arm, 24, wall, lanes, ttft=T)`` gives 24 completed requests in ``wall``
seconds (throughput 24 / wall req/s) and every request the TTFT ``T``.

* slots: s1 (1 parallel slot) 24 s, TTFT 0.2 s -> 1 req/s; s8 (8 slots) 6 s, TTFT 0.5 s -> 4 req/s: s8 has 4x the
  throughput, 2.5x the mean TTFT.
* tp: tp1 (TP 1) 12 s, TTFT 0.4 s -> 2 req/s; tp4 (TP 4) 4 s, TTFT 0.1 s -> 6 req/s: 3x the throughput, mean TTFT
  75% lower (400 ms -> 100 ms).
* quant: fp16 8 s, TTFT 0.3 s -> 3 req/s; fp8 6 s, TTFT 0.2 s -> 4 req/s: 1.33x (33% higher) throughput, mean TTFT
  33% lower (300 ms -> 200 ms).
* conc: c1 (concurrency 1) 24 s, TTFT 0.2 s -> 1 req/s; c16 (concurrency 16) 6 s, TTFT 0.5 s -> 4 req/s.
* tp3: tp1 12 s, tp2 6 s, tp4 4 s (2, 4, 6 req/s): three arms, so "adding more GPUs" names no one pair.
* quant3: bf16 8 s, fp8 6 s, int4 4 s (3, 4, 6 req/s): two quantized arms, so "the quantized model" names none.
* pp: tp1 and tp2 each with pipeline parallel size 2: "on 2 GPUs" is not the TP-2 arm (it ran on 4).
* batch: b1 (batch size 1) 24 s, b8 (batch size 8) 6 s: 1 and 4 req/s.
* mixed: a (TP 1, BF16) 12 s, b (TP 4, FP8) 4 s: 3x the throughput, but no one setting is its cause.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.config_witnesses import HW, MODEL, NEG, WITNESSES  # noqa: E402
from claims_corpus.config_witnesses import grade_config as _grade  # noqa: E402
from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("config_arms")
    return {name: str(seal(root / name, ab_witness(arms, hardware=HW, model=MODEL, engine="vLLM", inputs={"tasks": 24}),
                           {"rows.jsonl": rows}))
            for name, (arms, rows) in WITNESSES.items()}


# (witness, fresh true statement in the style of a vLLM / SGLang / llama.cpp / TGI write-up, twins that must never be
# net-true: swapped configurations, a count no arm has, negation, flipped direction, scaled numbers)
FRAMES = [
    # --- slots (llama.cpp --parallel) ---
    ("slots", "The 8-slot setup delivers 4x the throughput of the single-slot server.",
     ["The single-slot server delivers 4x the throughput of the 8-slot setup.",
      "The 4-slot setup delivers 4x the throughput of the single-slot server.",
      "The 8-slot setup delivers 6x the throughput of the single-slot server.",
      "The 8-slot setup delivers 4x lower throughput than the single-slot server.",
      NEG + "the 8-slot setup delivers 4x the throughput of the single-slot server."]),
    ("slots", "Adding seven more slots quadruples throughput.",
     ["Adding three more slots quadruples throughput.", "Adding seven more slots triples throughput.",
      "Adding seven more slots halves throughput.", NEG + "adding seven more slots quadruples throughput."]),
    ("slots", "With one slot the server sustains 1 req/s; the eight-slot configuration reaches 4 req/s.",
     ["With one slot the server sustains 4 req/s; the eight-slot configuration reaches 1 req/s.",
      "With one slot the server sustains 1 req/s; the eight-slot configuration reaches 6 req/s.",
      "With two slots the server sustains 1 req/s; the eight-slot configuration reaches 4 req/s."]),
    ("slots", "Mean TTFT rises from 200 ms on the single-slot server to 500 ms on the 8-slot setup.",
     ["Mean TTFT rises from 500 ms on the single-slot server to 200 ms on the 8-slot setup.",
      "Mean TTFT rises from 200 ms on the single-slot server to 750 ms on the 8-slot setup.",
      "Mean TTFT falls from 200 ms on the single-slot server to 500 ms on the 8-slot setup."]),
    ("slots", "The 8-slot setup (s8) delivers 4x higher throughput than the single-slot server (s1).",
     ["The 8-slot setup (s1) delivers 4x higher throughput than the single-slot server (s8).",
      "The 8-slot setup (s8) delivers 4x lower throughput than the single-slot server (s1).",
      "The 8-slot setup (s8) delivers 2x higher throughput than the single-slot server (s1)."]),
    # --- tensor parallelism (vLLM / SGLang --tensor-parallel-size) ---
    ("tp", "A 4-GPU deployment delivers 3x the throughput of a single GPU.",
     ["A single GPU delivers 3x the throughput of a 4-GPU deployment.",
      "A 2-GPU deployment delivers 3x the throughput of a single GPU.",
      "A 4-GPU deployment delivers 4.5x the throughput of a single GPU.",
      NEG + "a 4-GPU deployment delivers 3x the throughput of a single GPU."]),
    ("tp", "Sharding the model across 4 GPUs cuts mean TTFT by 75%.",
     ["Sharding the model across 8 GPUs cuts mean TTFT by 75%.",
      "Sharding the model across 4 GPUs cuts mean TTFT by 50%.",
      "Sharding the model across 4 GPUs raises mean TTFT by 75%.",
      "Sharding the model across 4 GPUs does not cut mean TTFT by 75%."]),
    ("tp", "Mean TTFT is 100 ms on four GPUs versus 400 ms on one GPU.",
     ["Mean TTFT is 400 ms on four GPUs versus 100 ms on one GPU.",
      "Mean TTFT is 150 ms on four GPUs versus 400 ms on one GPU.",
      "Mean TTFT is 100 ms on two GPUs versus 400 ms on one GPU."]),
    ("tp", "Four-way TP (tp4) reaches 6 req/s.",
     ["Four-way TP (tp1) reaches 6 req/s.", "Four-way TP (tp4) reaches 9 req/s.", "Two-way TP (tp4) reaches 6 req/s.",
      NEG + "four-way TP (tp4) reaches 6 req/s."]),
    ("tp", "The TP4 configuration serves 3x more requests per second than the single-GPU baseline.",
     ["The single-GPU baseline serves 3x more requests per second than the TP4 configuration.",
      "The TP4 configuration serves 1.5x more requests per second than the single-GPU baseline.",
      "The TP8 configuration serves 3x more requests per second than the single-GPU baseline."]),
    # --- quantization (vLLM --quantization fp8) ---
    ("quant", "The FP8 checkpoint delivers 33% higher throughput than the FP16 model.",
     ["The FP16 checkpoint delivers 33% higher throughput than the FP8 model.",
      "The INT4 checkpoint delivers 33% higher throughput than the FP16 model.",
      "The FP8 checkpoint delivers 66% higher throughput than the FP16 model.",
      "The FP8 checkpoint delivers 33% lower throughput than the FP16 model."]),
    ("quant", "Quantizing the weights to FP8 lowers mean TTFT from 300 ms to 200 ms.",
     ["Quantizing the weights to INT4 lowers mean TTFT from 300 ms to 200 ms.",
      "Quantizing the weights to FP8 lowers mean TTFT from 200 ms to 300 ms.",
      "Quantizing the weights to FP8 raises mean TTFT from 300 ms to 200 ms.",
      "Quantizing the weights to FP8 lowers mean TTFT from 300 ms to 100 ms."]),
    ("quant", "The quantized model reaches 4 req/s, against 3 req/s for the unquantized baseline.",
     ["The quantized model reaches 3 req/s, against 4 req/s for the unquantized baseline.",
      "The quantized model reaches 6 req/s, against 3 req/s for the unquantized baseline."]),
    ("quant", "The 8-bit weights deliver 1.33x the throughput of the 16-bit model.",
     ["The 4-bit weights deliver 1.33x the throughput of the 16-bit model.",
      "The 16-bit weights deliver 1.33x the throughput of the 8-bit model.",
      "The 8-bit weights deliver 2x the throughput of the 16-bit model."]),
    ("quant", "Switching to FP8 cuts mean TTFT by 33%.",
     ["Switching to FP8 cuts mean TTFT by 66%.", "Switching to FP8 raises mean TTFT by 33%.",
      "Switching to INT4 cuts mean TTFT by 33%."]),
    # --- concurrency (vllm bench serve --max-concurrency) ---
    ("conc", "The sequential baseline (c1) reaches 1 req/s, while at 16 concurrent requests throughput is 4 req/s.",
     ["The sequential baseline (c16) reaches 1 req/s, while at 16 concurrent requests throughput is 4 req/s.",
      "The sequential baseline (c1) reaches 4 req/s, while at 16 concurrent requests throughput is 1 req/s.",
      "The sequential baseline (c1) reaches 1 req/s, while at 32 concurrent requests throughput is 4 req/s."]),
    ("conc", "The concurrent run delivers 4x the throughput of the sequential run.",
     ["The sequential run delivers 4x the throughput of the concurrent run.",
      "The concurrent run delivers 8x the throughput of the sequential run.",
      "The concurrent run delivers 4x lower throughput than the sequential run."]),
    ("conc", "At 16 concurrent requests (c16), throughput is 4x that of the sequential baseline (c1).",
     ["At 16 concurrent requests (c1), throughput is 4x that of the sequential baseline (c16).",
      "At 8 concurrent requests (c16), throughput is 4x that of the sequential baseline (c1).",
      "At 16 concurrent requests (c16), throughput is 2x that of the sequential baseline (c1)."]),
    # --- the count's noun left out, a subject noun with its arm, a gerund leading the sentence, transitions ---
    ("slots", "Running 8 slots instead of 1 quadruples throughput.",
     ["Running 1 slot instead of 8 quadruples throughput.", "Running 8 slots instead of 4 quadruples throughput.",
      "Running 8 slots instead of 1 triples throughput.", "Running 8 slots instead of 1 does not quadruple throughput.",
      "Running 8 slots instead of 1 quarters throughput."]),
    ("slots", "The server with 8 slots sustains 4 req/s.",
     ["The server with 1 slot sustains 4 req/s.", "The server with 4 slots sustains 4 req/s.",
      "The server with 8 slots sustains 6 req/s.", NEG + "the server with 8 slots sustains 4 req/s."]),
    ("tp", "Mean TTFT is 100 ms on four GPUs versus 400 ms on one.",
     ["Mean TTFT is 400 ms on four GPUs versus 100 ms on one.", "Mean TTFT is 100 ms on one GPU versus 400 ms on four.",
      "Mean TTFT is 100 ms on four GPUs versus 400 ms on two.", "Mean TTFT is 200 ms on four GPUs versus 400 ms on one."]),
    ("tp", "Scaling from one GPU to four GPUs triples throughput.",
     ["Scaling from four GPUs to one GPU triples throughput.", "Scaling from one GPU to two GPUs triples throughput.",
      "Scaling from one GPU to four GPUs doubles throughput.", NEG + "scaling from one GPU to four GPUs triples throughput."]),
    ("tp", "Going from 1 to 4 GPUs triples throughput.",
     ["Going from 4 to 1 GPUs triples throughput.", "Going from 1 to 8 GPUs triples throughput.",
      "Going from 1 to 4 GPUs doubles throughput."]),
    ("tp", "Using four GPUs lowers mean TTFT from 400 ms to 100 ms.",
     ["Using four GPUs raises mean TTFT from 400 ms to 100 ms.", "Using one GPU lowers mean TTFT from 400 ms to 100 ms.",
      "Using two GPUs lowers mean TTFT from 400 ms to 100 ms.", "Not using four GPUs lowers mean TTFT from 400 ms to 100 ms.",
      "Using four GPUs lowers mean TTFT from 400 ms to 200 ms."]),
    ("tp", "With tensor parallelism across 4 GPUs, throughput reaches 6 req/s, 3x the single-GPU figure.",
     ["With tensor parallelism across 2 GPUs, throughput reaches 6 req/s, 3x the single-GPU figure.",
      "With tensor parallelism across 4 GPUs, throughput reaches 9 req/s, 3x the single-GPU figure."]),
    ("quant", "Deploying the FP8-quantized checkpoint raises throughput by 33%.",
     ["Deploying the FP16 checkpoint raises throughput by 33%.", "Deploying the INT4-quantized checkpoint raises "
      "throughput by 33%.", "Deploying the FP8-quantized checkpoint raises throughput by 66%.",
      "Deploying the FP8-quantized checkpoint lowers throughput by 33%."]),
    ("conc", "Serving 16 concurrent users, the concurrent run's mean TTFT is 2.5x that of the sequential baseline (c1).",
     ["Serving 16 concurrent users, the concurrent run's mean TTFT is 2.5x that of the sequential baseline (c16).",
      "Serving 16 concurrent users, the sequential run's mean TTFT is 2.5x that of the concurrent baseline (c16).",
      "Serving 16 concurrent users, the concurrent run's mean TTFT is 5x that of the sequential baseline (c1).",
      "Serving 32 concurrent users, the concurrent run's mean TTFT is 2.5x that of the sequential baseline (c1)."]),
    ("slots", "Eight slots deliver four times the throughput of one.",
     ["One slot delivers four times the throughput of eight.", "Eight slots deliver four times the throughput of two.",
      "Eight slots deliver three times the throughput of one.", "Eight slots deliver four times less throughput than one."]),
    ("slots", "Adding seven slots quadruples throughput.",
     ["Adding six slots quadruples throughput.", "Adding seven slots doubles throughput."]),
    ("quant", "Turning on FP8 quantization improves throughput by 33%.",
     ["Turning on INT4 quantization improves throughput by 33%.", "Turning on FP8 quantization improves throughput by 66%.",
      "Turning on FP8 quantization lowers throughput by 33%.", NEG + "turning on FP8 quantization improves throughput by 33%."]),
    # --- command-line flags (llama.cpp --parallel / -np, vLLM --tensor-parallel-size / -tp) ---
    ("slots", "Throughput with --parallel 8 is 4x that with --parallel 1.",
     ["Throughput with --parallel 1 is 4x that with --parallel 8.", "Throughput with --parallel 4 is 4x that with "
      "--parallel 1.", "Throughput with --parallel 8 is 6x that with --parallel 1.",
      "Throughput with --parallel 8 is 4x lower than with --parallel 1."]),
    ("tp", "With -tp 4, mean TTFT is 100 ms; with -tp 1, 400 ms.",
     ["With -tp 4, mean TTFT is 400 ms; with -tp 1, 100 ms.", "With -tp 2, mean TTFT is 100 ms; with -tp 1, 400 ms.",
      "With -tp 4, mean TTFT is 100 ms; with -tp 1, 800 ms."]),
    ("tp", "Serving with --tensor-parallel-size 4 triples throughput over --tensor-parallel-size 1.",
     ["Serving with --tensor-parallel-size 1 triples throughput over --tensor-parallel-size 4.",
      "Serving with --tensor-parallel-size 8 triples throughput over --tensor-parallel-size 1.",
      "Serving with --tensor-parallel-size 4 quadruples throughput over --tensor-parallel-size 1."]),
    # the role's own phrase still names the baseline beside the count phrases (no count phrase ends in "baseline")
    ("slots", "The 8-slot setup delivers 4x the throughput of the baseline.",
     ["The baseline delivers 4x the throughput of the 8-slot setup.",
      "The 8-slot setup delivers 2x the throughput of the baseline."]),
    # --- compound counts as identifiers, batch sizes, GGUF quants ---
    ("conc", "The concurrency-16 setup has 2.5x the mean TTFT of the concurrency-1 setup.",
     ["The concurrency-1 setup has 2.5x the mean TTFT of the concurrency-16 setup.",
      "The concurrency-32 setup has 2.5x the mean TTFT of the concurrency-1 setup.",
      "The concurrency-16 setup has 2.5x lower mean TTFT than the concurrency-1 setup."]),
    ("conc", "The 16-user run delivers 4x the throughput of the single-user baseline (c1).",
     ["The 8-user run delivers 4x the throughput of the single-user baseline (c1).",
      "The 16-user run delivers 4x the throughput of the single-user baseline (c16).",
      "The 16-user run delivers 2x the throughput of the single-user baseline (c1)."]),
    ("tp", "The TP-4 run delivers 3x the throughput of the TP-1 run.",
     ["The TP-1 run delivers 3x the throughput of the TP-4 run.", "The TP-2 run delivers 3x the throughput of the TP-1 run."]),
    ("batch", "The BS8 run delivers 4x the throughput of the BS1 run.",
     ["The BS1 run delivers 4x the throughput of the BS8 run.", "The BS16 run delivers 4x the throughput of the BS1 run.",
      "The BS8 run delivers 8x the throughput of the BS1 run."]),
    ("batch", "The batch-8 setup delivers 4x the throughput of the batch-1 setup.",
     ["The batch-1 setup delivers 4x the throughput of the batch-8 setup.",
      "The batch-8 setup delivers 4x the throughput of the batch-2 setup.",
      "The batch-8 setup delivers 4x lower throughput than the batch-1 setup."]),
    ("quant", "The 8-bit FP8 GGUF delivers 33% higher throughput than the FP16 GGUF.",
     ["The 4-bit FP8 GGUF delivers 33% higher throughput than the FP16 GGUF.",
      "The FP16 GGUF delivers 33% higher throughput than the 8-bit FP8 GGUF.",
      "The 8-bit FP8 GGUF delivers 50% higher throughput than the FP16 GGUF."]),
    # --- three arms: a phrase still names one arm when exactly one arm declares its value ---
    ("tp3", "The two-GPU run delivers 2x the throughput of the single-GPU run.",
     ["The single-GPU run delivers 2x the throughput of the two-GPU run.",
      "The two-GPU run delivers 3x the throughput of the single-GPU run.",
      "The eight-GPU run delivers 2x the throughput of the single-GPU run."]),
    ("quant3", "The 4-bit model reaches 6 req/s, 2x the BF16 checkpoint's 3 req/s.",
     ["The 8-bit model reaches 6 req/s, 2x the BF16 checkpoint's 3 req/s.",
      "The 4-bit model reaches 3 req/s, 2x the BF16 checkpoint's 6 req/s."]),
]


test_true_configuration_statement_is_read_completely_and_net_true, test_twins_are_never_net_true = frame_tests(
    FRAMES, lambda witnesses, name, statement: _grade(statement, witnesses[name]), fixture="witnesses",
    ids=[f[1][:60] for f in FRAMES])


# a configuration phrase that names no one arm: several arms give it, no arm gives it, or the witness declares nothing
# (or, for GPUs, more than TP): the words stay unread -- never an arm, never false
UNBOUND = [
    ("quant3", "The quantized model reaches 6 req/s.", "quantized model"),
    ("tp3", "Adding two more GPUs doubles throughput.", "Adding"),
    ("pp", "On 2 GPUs, tp2 reaches 4 req/s.", None),
    ("bare", "The 8-slot setup delivers 4x the throughput of the single-slot server.", "8-slot setup"),
    ("slots", "The 4-slot setup delivers 4x the throughput of the single-slot server.", "4-slot setup"),
    ("tp", "A 2-GPU deployment delivers 3x the throughput of a single GPU.", "2-GPU deployment"),
    ("quant", "Quantizing the weights to INT4 lowers mean TTFT from 300 ms to 200 ms.", None),
    ("pp", "Going from 1 to 2 GPUs doubles throughput.", None),
    ("tp3", "Running on four GPUs instead of three raises throughput by 50%.", None),
    ("bare", "Running 8 slots instead of 1 quadruples throughput.", None),
    # an action is a cause: where the arms differ in another declared setting too, it names neither arm
    ("mixed", "Quantizing the weights to FP8 triples throughput.", "Quantizing"),
    ("mixed", "Sharding the model across 4 GPUs triples throughput.", "Sharding"),
    ("mixed", "Turning on FP8 quantization triples throughput.", None),
]


@pytest.mark.parametrize("wit,statement,unread", UNBOUND, ids=[u[1][:50] for u in UNBOUND])
def test_a_phrase_that_names_no_one_arm_stays_unread(wit, statement, unread, witnesses):
    res = _grade(statement, witnesses[wit])
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)
    if unread:
        assert any(unread in u.text for u in res.reading.unread), [u.text for u in res.reading.unread]


@pytest.mark.parametrize("statement,verdict", [
    ("Throughput is 4 req/s at 8 slots vs 1.", "net-true"),  # "vs 1": the value 1 req/s, not one slot
    ("Throughput is 4 req/s at 8 slots vs 3.", "false"),
])
def test_a_bare_number_after_vs_stays_a_value(statement, verdict, witnesses):
    """After "than" / "vs" a bare number may be a value whose unit is left out: it never becomes a count's arm (were
    it one, "vs 3" would drop the claim about s1's throughput)."""
    assert _grade(statement, witnesses["slots"]).verdict == verdict


def test_gpu_counts_do_not_name_an_arm_beside_pipeline_parallelism():
    """tp2 with pipeline parallel size 2 ran on 4 GPUs: "2 GPUs" is not its name."""
    arms = {n: [] for n in ("tp1", "tp2")}
    decl = {"tp1": {"tensor_parallel_size": 1, "pipeline_parallel_size": 2},
            "tp2": {"tensor_parallel_size": 2, "pipeline_parallel_size": 2}}
    r = read_full("On 2 GPUs, throughput is 4 req/s.", "", arms, arm_settings=decl).reading
    assert not r.arms


def test_a_label_naming_another_arm_than_its_description_is_not_one_mention():
    arms = {"s1": [], "s8": []}
    decl = {"s1": {"parallel_slots": 1}, "s8": {"parallel_slots": 8}}
    same = read_full("The 8-slot setup (s8) reaches 4 req/s.", "", arms, arm_settings=decl).reading
    assert [a.text for a in same.arms] == ["8-slot setup (s8)"]
    other = read_full("The 8-slot setup (s1) reaches 4 req/s.", "", arms, arm_settings=decl).reading
    assert "s1" in [u.text for u in other.unread]


@pytest.mark.parametrize("statement", [
    "c16's mean TTFT is 2.5x that of c1 (c16).",
    "c16 has 2.5x the mean TTFT of c1 (c16).",
    "The concurrent run's mean TTFT is 2.5x that of the sequential baseline (c16).",
    "c16 (c1) has 2.5x the mean TTFT of c1.",
])
def test_a_label_contradicting_the_arm_before_it_is_never_net_true(statement, witnesses):
    """At b187ed1 the label after the baseline was taken as a second mention of the subject: net-true."""
    res = _grade(statement, witnesses["conc"])
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)


# honest sentences about the configurations that must never be false
HONEST = [
    ("bare", "Eight parallel slots deliver 4x the throughput of a single slot."),
    ("quant3", "The quantized model is faster than the BF16 checkpoint."),
    ("tp3", "Adding two more GPUs doubles throughput."),
    ("pp", "On 4 GPUs, tp2 reaches 4 req/s."),
]


@pytest.mark.parametrize("wit,statement", HONEST)
def test_honest_configuration_sentences_are_never_false(wit, statement, witnesses):
    assert_never_false(_grade(statement, witnesses[wit]), statement)


# --- a property: configuration phrases in many shapes, with their values swapped or unseen, never net-true ----------
from hypothesis import given, settings, strategies as st  # noqa: E402

#: (witness, the two arms' count phrases as {lo} / {hi} templates of a count n, true ratio hi/lo of throughput)
_SHAPES = {
    "slots": (["{n} slots", "{n}-slot setup", "the {n}-slot server", "{w} parallel slots", "--parallel {n}"], 1, 8, 4),
    "tp": (["{n} GPUs", "a {n}-GPU deployment", "{w}-way TP", "TP={n}", "--tensor-parallel-size {n}"], 1, 4, 3),
}
_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 6: "six", 8: "eight", 16: "sixteen"}
_FRAMES = ["{hi} delivers {r}x the throughput of {lo}.", "Throughput with {hi} is {r}x that with {lo}.",
           "{hi} is {r}x faster than {lo}."]


def _phrase(shape: str, n: int) -> str:
    p = shape.format(n=n, w=_WORDS[n])
    return p if n != 1 else p.replace("GPUs", "GPU").replace("slots", "slot")


@settings(deadline=None, max_examples=60)
@given(wit=st.sampled_from(sorted(_SHAPES)), hi_shape=st.integers(0, 4), lo_shape=st.integers(0, 4),
       frame=st.sampled_from(_FRAMES), twist=st.sampled_from(["swap", "unseen_hi", "unseen_lo", "scale_up", "scale_down",
                                                                "negate"]))
def test_twisted_configuration_phrases_are_never_net_true(wit, hi_shape, lo_shape, frame, twist, witnesses):
    shapes, lo, hi, r = _SHAPES[wit]
    lo_n, hi_n, ratio = lo, hi, r
    if twist == "swap":
        lo_n, hi_n = hi, lo
    elif twist == "unseen_hi":
        hi_n = {8: 16, 4: 2}[hi]
    elif twist == "unseen_lo":
        lo_n = {8: 6, 4: 3, 1: 2}[lo] if lo != 1 else 2
    elif twist == "scale_up":
        ratio = r * 1.5
    elif twist == "scale_down":
        ratio = r * 0.5
    text = frame.format(hi=_phrase(shapes[hi_shape], hi_n), lo=_phrase(shapes[lo_shape], lo_n), r=f"{ratio:g}")
    text = text[0].upper() + text[1:]
    if twist == "negate":
        text = NEG + text[0].lower() + text[1:]
    assert_never_net_true(_grade(text, witnesses[wit]), text)


@settings(deadline=None, max_examples=30)
@given(wit=st.sampled_from(sorted(_SHAPES)), hi_shape=st.integers(0, 4), lo_shape=st.integers(0, 4),
       frame=st.sampled_from(_FRAMES))
def test_true_configuration_phrases_are_net_true(wit, hi_shape, lo_shape, frame, witnesses):
    shapes, lo, hi, r = _SHAPES[wit]
    text = frame.format(hi=_phrase(shapes[hi_shape], hi), lo=_phrase(shapes[lo_shape], lo), r=r)
    assert _grade(text[0].upper() + text[1:], witnesses[wit]).verdict == "net-true", text
