"""Control (sameness) phrases (production same_control; claimcheck/claims/controls.py): words that say the compared
arms held something fixed -- "under identical load", "at the same concurrency", "for the same 10 requests", "with
identical prompts and output lengths", "on the same box", "same 64 ShareGPT prompts", "with everything else unchanged"
-- read as the fact they state (the arms share X) and checked against what the witness records per arm, else against
the sameness the writer's --baseline-desc declares; where neither speaks, not-yet (never inert, never false).

Witnesses, worked out by hand:

* ``ab`` (request rows, 10 tasks t000..t009 per arm, 100 prompt tokens and 8 output tokens on every row, one hardware
  record 1 x H100 80GB): fp8 (alias FP8, treatment; settings concurrency 16, quantization fp8, output_len 8) 6.0 req/s
  with TTFT 80 ms on every request, bf16 (alias BF16, baseline; concurrency 16, quantization bf16, output_len 8) 4.0
  req/s with TTFT 120 ms: 6.0 / 4.0 = 1.5x; 120 -> 80 ms is a 33% cut. The arms' settings differ in quantization only.
* ``conc`` -- the rows of ``ab`` under c32 (alias "concurrency 32"? no: alias C32; settings concurrency 32) and c8
  (C8; concurrency 8): "at the same concurrency" / "under identical load" are contradicted (32 vs 8).
* ``lens`` -- FP8 8 output tokens per row, BF16 6 per row, neither declaring an output length: "identical output
  lengths" is unknowable (the rows differ; never an accusation: a writer may mean the cap).
* ``nreq`` -- FP8 10 rows (t000..t009), BF16 8 rows (t000..t007), no settings: "the same number of requests" is
  contradicted (10 vs 8); "the same prompts" unknowable (other task ids), never false.
* ``bare`` -- the rows of ``ab``, no arm declaring settings: "at the same concurrency" is recorded nowhere, so only a
  --baseline-desc that declares it ("same model, GPU, prompts and concurrency") makes it agree.
* ``agg`` -- a vLLM bench summary (no per-request rows), tests/fixtures/bench_formats/vllm-0.10-summary-only-c8.json
  (64 prompts, 65,521 prompt tokens, 8,192 output tokens, max concurrency 8, mean TTFT 159.82 ms) as the FP8 arm and
  the same file with quantization bf16 and mean TTFT 240 ms as the BF16 arm: the same request count and prompt token
  total in each arm; 240 / 159.82 = 1.50x.
* ``aggc`` -- the c8 and c32 files (max concurrency 8 vs 32; 65,521 vs 65,497 prompt tokens: other random prompts).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402
from claimcheck.witnesses.vllm_bench import import_vllm_bench  # noqa: E402

SCOPE = "10 requests per arm"
DESC = "the same server, model and GPU with BF16 weights"
NEG = "It is not true that "
FIX = Path(__file__).resolve().parents[1] / "fixtures" / "bench_formats"

_FP8 = {"concurrency": 16, "quantization": "fp8", "output_len": 8}
_BF16 = {"concurrency": 16, "quantization": "bf16", "output_len": 8}
SPECS = {
    "ab": Spec("ab", [A("fp8", "FP8", thr=6.0, ttft=0.08, settings=_FP8, role="treatment"),
                      A("bf16", "BF16", thr=4.0, ttft=0.12, settings=_BF16, role="baseline")], key=""),
    "conc": Spec("conc", [A("c32", "C32", thr=6.0, ttft=0.08, settings={"concurrency": 32}, role="treatment"),
                          A("c8", "C8", thr=4.0, ttft=0.12, settings={"concurrency": 8}, role="baseline")], key=""),
    "lens": Spec("lens", [A("fp8", "FP8", thr=6.0, ttft=0.08, tok=8, role="treatment"),
                          A("bf16", "BF16", thr=4.0, ttft=0.12, tok=6, role="baseline")], key=""),
    "nreq": Spec("nreq", [A("fp8", "FP8", thr=6.0, ttft=0.08, n=10, role="treatment"),
                          A("bf16", "BF16", thr=4.0, ttft=0.12, n=8, role="baseline")], key=""),
    "bare": Spec("bare", [A("fp8", "FP8", thr=6.0, ttft=0.08, role="treatment"),
                          A("bf16", "BF16", thr=4.0, ttft=0.12, role="baseline")], key=""),
}

wit = sealed_fixture("controls", SPECS)


@pytest.fixture(scope="module")
def agg(tmp_path_factory):
    d = tmp_path_factory.mktemp("controls_agg")
    f = json.loads((FIX / "vllm-0.10-summary-only-c8.json").read_text())
    g = dict(f, quantization="bf16", mean_ttft_ms=240.0)
    (d / "fp8.json").write_text(json.dumps(f))
    (d / "bf16.json").write_text(json.dumps(g))
    import_vllm_bench([d / "bf16.json", d / "fp8.json"], None, d / "w", engine="vllm")
    return str(d / "w")


@pytest.fixture(scope="module")
def aggc(tmp_path_factory):
    d = tmp_path_factory.mktemp("controls_aggc")
    import_vllm_bench([FIX / "vllm-0.10-summary-only-c8.json", FIX / "vllm-0.10-summary-only-c32.json"], None, d / "w",
                      engine="vllm")
    return str(d / "w")


def grade_in(wit, name: str, statement: str, desc: str = DESC):
    return grade_statement(statement, wit[name], SCOPE if name != "nreq" else "one H100", baseline=desc)


T = "FP8 had 1.5x the throughput of BF16"
M = "Mean TTFT fell from 120 ms with BF16 to 80 ms with FP8"

FRAMES = [
    ("ab", T + " under identical load.", [
        "FP8 had 2.25x the throughput of BF16 under identical load.",      # x1.5
        "FP8 had 1.2x the throughput of BF16 under identical load.",
        "BF16 had 1.5x the throughput of FP8 under identical load.",       # arms swapped
        NEG + "FP8 had 1.5x the throughput of BF16 under identical load."]),
    ("ab", T + " at the same concurrency.", [
        "FP8 had 3x the throughput of BF16 at the same concurrency.",
        "BF16 had 1.5x the throughput of FP8 at the same concurrency.",
        T + " using the same precision."]),                                # fp8 vs bf16: contradicted
    ("ab", T + " for the same 10 requests.", [
        T + " for the same 20 requests.",                                  # 10 per arm
        T + " for the same 15 requests.",
        "FP8 had 1.5x the latency of BF16 for the same 10 requests."]),
    ("ab", T + ", with identical prompts and output lengths.", [
        "FP8 had 1.8x the throughput of BF16, with identical prompts and output lengths.",
        T + ", with different prompts and output lengths."]),             # "different": unread
    ("ab", T + " on the same box.", [
        "FP8 had 1.5x the throughput of BF16 on the same A100.",
        "BF16 had 1.5x the throughput of FP8 on the same box."]),
    ("ab", M + " under the same load.", [
        "Mean TTFT fell from 120 ms with BF16 to 40 ms with FP8 under the same load.",
        "Mean TTFT rose from 120 ms with BF16 to 80 ms with FP8 under the same load.",
        "Mean TTFT fell from 120 ms with FP8 to 80 ms with BF16 under the same load."]),
    ("ab", T + " with the same model and prompt.", [
        "FP8 had 1.5x the throughput of BF16 with the same model and precision."]),
    ("ab", T + ". Same 10 prompts, same concurrency, identical output lengths.", [
        T + ". Same 12 prompts, same concurrency, identical output lengths.",
        T + ". Same 10 prompts, same concurrency, same data types.",
        "FP8 had 1.1x the throughput of BF16. Same 10 prompts, same concurrency, identical output lengths."]),
    ("ab", T + " under identical traffic, everything else unchanged.", [
        "FP8 had 2x the throughput of BF16 under identical traffic, everything else unchanged."]),
    ("ab", T + " at the same concurrency level.", [
        "BF16 had 1.5x the throughput of FP8 at the same concurrency level."]),
    ("ab", T + " with everything else unchanged.", [
        "FP8 had 1.25x the throughput of BF16 with everything else unchanged."]),
    ("ab", T + ", apples to apples.", [
        "FP8 had 2x the throughput of BF16, apples to apples.",
        "BF16 had 1.5x the throughput of FP8, apples to apples."]),
    ("ab", M + " under otherwise identical conditions.", [
        "Mean TTFT fell from 120 ms with BF16 to 60 ms with FP8 under otherwise identical conditions."]),
    ("ab", T + " (like-for-like).", [
        "FP8 had 1.5x the latency of BF16 (like-for-like)."]),
    ("ab", T + " at equal concurrency.", [
        "BF16 had 1.5x the throughput of FP8 at equal concurrency.",
        "FP8 had 1.5x the throughput of BF16 at equal precision."]),      # no control phrase: unread
    ("ab", T + ", with concurrency fixed at 16.", [
        T + ", with concurrency fixed at 32.",                            # every arm declares 16
        T + ", with concurrency fixed at 8.",
        "FP8 had 3x the throughput of BF16, with concurrency fixed at 16."]),
    ("ab", T + " at a fixed concurrency of 16.", [
        T + " at a fixed concurrency of 64."]),
    ("ab", M + " (output length held at 8 tokens).", [
        M + " (output length held at 16 tokens).",
        "Mean TTFT fell from 120 ms with BF16 to 80 ms with FP8 (output length held at 256 tokens)."]),
    ("ab", T + " for the same number of requests.", [
        "FP8 had 1.5x the throughput of BF16 for a different number of requests."]),
    ("ab", T + " with the same server flags.", [
        "FP8 had 1.5x the throughput of BF16 with other server flags."]),
    ("ab", T + " at the same ISL/OSL.", [
        "FP8 had 1.5x the latency of BF16 at the same ISL/OSL."]),
    ("ab", T + " at matched load.", [
        "FP8 had 1.5x the throughput of BF16 at mismatched load."]),
    ("ab", T + " with matching prompts.", [
        "BF16 had 1.5x the throughput of FP8 with matching prompts.",
        T + " with matching outputs."]),                                  # no control noun: unread
    ("ab", T + " on an identical set of 10 prompts.", [
        T + " on an identical set of 12 prompts.",
        "FP8 had 1.5x the throughput of BF16 on an identical set of 100 prompts."]),
    ("ab", T + " on the same rig, at the same concurrency.", [
        "FP8 had 1.5x the throughput of BF16 on the same rig, at the same request rate."]),   # no rate recorded
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,statement", [
    ("conc", "C32 had 1.5x the throughput of C8 at the same concurrency."),   # 32 vs 8 declared
    ("conc", "C32 had 1.5x the throughput of C8 under identical load."),
    ("ab", T + " using the same precision."),                                # fp8 vs bf16 declared
    ("ab", T + " for the same 20 requests."),                                # 10 in each arm
    ("conc", "C32 had 1.5x the throughput of C8 at equal concurrency."),
    ("conc", "C32 had 1.5x the throughput of C8 at matched load."),
    ("ab", T + ", with concurrency fixed at 32."),                           # every arm declares 16
    ("nreq", T + " for the same number of requests."),                       # 10 rows vs 8 rows
])
def test_a_sameness_the_witness_records_otherwise_is_false(name, statement, wit):
    res = grade_in(wit, name, statement)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "false", (statement, res.verdict, res.reason)


@pytest.mark.parametrize("name,statement", [
    ("lens", T + " with identical output lengths."),     # 8 vs 6 tokens per row, nothing declared: unknowable
    ("bare", T + " at the same concurrency."),           # recorded nowhere, the description silent: not-yet
    ("bare", T + " at the same request rate."),
    ("ab", T + " at the same request rate."),
    ("ab", T + " using the same benchmark client."),      # the rows name no client
    ("bare", T + ", with concurrency fixed at 16."),      # no arm declares a concurrency
    ("nreq", T + " with the same prompts."),              # other task ids: unknowable, never an accusation
])
def test_a_sameness_nothing_confirms_is_never_net_true_nor_false(name, statement, wit):
    res = grade_in(wit, name, statement)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict not in ("net-true", "false"), (statement, res.verdict, res.reason)


@pytest.mark.parametrize("desc", [
    "the same model, GPU, prompts and concurrency with BF16 weights",
    "BF16 on the same GPU, model, prompts, output length and concurrency",
    "same server flags, prompts and concurrency; only the weights differ",
    "BF16 weights; only the quantization changed",              # every other condition declared the same
])
def test_the_writers_declared_control_speaks_where_the_witness_records_nothing(desc, wit):
    res = grade_in(wit, "bare", T + " at the same concurrency.", desc)
    assert res.verdict == "net-true", (desc, res.reason)
    said = [q.detail for q in res.quantities if q.metric == "setting:same_concurrency"]
    assert said and "declared control" in said[0], said


@pytest.mark.parametrize("desc", [
    "the same model, GPU and prompts at concurrency 16",       # a concurrency named, not declared the same
    "the same model with different concurrency",
    "same model, GPU, prompts and output cap",                 # no concurrency in the list
    "the same model; only the concurrency changed",            # the one that changed
    "the same model; only the max concurrency differs",
])
def test_a_description_that_does_not_declare_it_does_not_speak(desc, wit):
    res = grade_in(wit, "bare", T + " at the same concurrency.", desc)
    assert res.verdict not in ("net-true", "false"), (desc, res.verdict, res.reason)


def test_a_declared_client_speaks_where_the_witness_names_none(wit):
    res = grade_in(wit, "ab", T + " using the same benchmark client.",
                   "BF16 weights on the same GPU, measured by the same client with the same 10 prompts")
    assert res.verdict == "net-true", res.reason


def test_a_declared_control_never_overrides_what_the_rows_record(wit):
    res = grade_in(wit, "conc", "C32 had 1.5x the throughput of C8 at the same concurrency.",
                   "the same model, GPU, prompts and concurrency")
    assert res.verdict == "false", res.reason


# --- a client's printed aggregates (no task ids) ----------------------------------------------------------------------
AGG = "Mean TTFT was 160 ms with quantization=fp8 versus 240 ms with quantization=bf16"


@pytest.mark.parametrize("statement", [
    AGG + " for the same 64 requests.",
    AGG + " under identical load.",
    AGG + " at the same concurrency.",
    AGG + ", with identical prompts and output lengths.",
])
def test_aggregates_the_same_request_count_and_prompt_tokens(statement, agg):
    res = grade_statement(statement, agg, "Llama-3.1-8B-Instruct on one H100, 64 prompts per run", baseline=DESC)
    assert res.verdict == "net-true", (statement, res.reason)


@pytest.mark.parametrize("statement,verdict", [
    (AGG + " for the same 80 requests.", "false"),                 # 64 in each arm
    ("Mean TTFT was 160 ms with quantization=fp8 versus 240 ms with quantization=bf16 using the same precision.",
     "false"),
])
def test_aggregates_twins(statement, verdict, agg):
    res = grade_statement(statement, agg, "Llama-3.1-8B-Instruct on one H100, 64 prompts per run", baseline=DESC)
    assert res.verdict == verdict, (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "Mean TTFT was 520 ms at max_concurrency=32 versus 160 ms at max_concurrency=8 for the same 64 requests.",
    "Mean TTFT was 520 ms at max_concurrency=32 versus 160 ms at max_concurrency=8 on the same prompts.",
])
def test_aggregates_with_other_prompts_are_never_net_true_nor_false(statement, aggc):
    res = grade_statement(statement, aggc, "Llama-3.1-8B-Instruct on one H100, 64 prompts per run",
                          baseline="the same server at max concurrency 8")
    assert res.verdict not in ("net-true", "false"), (statement, res.verdict, res.reason)


def test_aggregates_under_identical_load_at_two_concurrencies_is_not_net_true(aggc):
    res = grade_statement("Mean TTFT was 520 ms at max_concurrency=32 versus 160 ms at max_concurrency=8 under "
                          "identical load.", aggc, "Llama-3.1-8B-Instruct on one H100, 64 prompts per run",
                          baseline="the same server at max concurrency 8")
    assert res.verdict != "net-true", res.reason


# --- reading -------------------------------------------------------------------------------------------------------
@given(noun=st.sampled_from(["load", "concurrency", "traffic", "output lengths", "prompt lengths", "request rate",
                             "box", "rig", "data types", "batch size", "concurrency level"]),
       lead=st.sampled_from(["under", "at", "on", "with", "for", "using"]),
       same=st.sampled_from(["the same", "identical", "the identical"]))
@settings(max_examples=examples(60), deadline=None)
def test_every_control_phrase_is_read_as_a_sameness_fact(noun, lead, same):
    got = read_full(f"FP8 had 1.5x the throughput of BF16 {lead} {same} {noun}.", "",
                    {"fp8": ["FP8"], "bf16": ["BF16"]}).reading
    assert not got.unread, [u.text for u in got.unread]
    assert any(f.key.startswith("same_") for f in got.context), [f.key for f in got.context]


@given(noun=st.sampled_from(["load", "concurrency", "traffic", "output length", "prompt lengths", "request rate",
                             "batch size", "concurrency level", "ISL/OSL"]),
       adj=st.sampled_from(["equal", "matched", "a fixed", "constant", "the same", "identical"]),
       lead=st.sampled_from(["under", "at", "with"]))
@settings(max_examples=examples(40), deadline=None)
def test_every_control_adjective_is_read_as_a_sameness_fact(noun, adj, lead):
    got = read_full(f"FP8 had 1.5x the throughput of BF16 {lead} {adj} {noun}.", "",
                    {"fp8": ["FP8"], "bf16": ["BF16"]}).reading
    assert not got.unread, [u.text for u in got.unread]
    assert any(f.key.startswith("same_") for f in got.context), [f.key for f in got.context]


@pytest.mark.parametrize("statement", [
    "FP8 had 1.5x the throughput of BF16 under different load.",
    "FP8 had 1.5x the throughput of BF16 at equal cost.",
    "FP8 had 1.5x the throughput of BF16 with concurrency fixed.",
    "FP8 had 1.5x the throughput of BF16 with concurrency fixed at the start.",
    "FP8 had 1.5x the throughput of BF16 with a fixed budget.",
    "FP8 had 1.5x the throughput of BF16 at a similar concurrency.",
    "FP8 had 1.5x the throughput of BF16 at the same concurrency as last week.",
    "FP8 had 1.5x the throughput of BF16 for the same price.",
])
def test_what_is_no_sameness_of_the_arms_stays_unread(statement):
    got = read_full(statement, "", {"fp8": ["FP8"], "bf16": ["BF16"]}).reading
    assert got.unread, statement


@given(n=st.integers(min_value=2, max_value=40))
@settings(max_examples=examples(12), deadline=None)
def test_a_count_after_the_same_is_each_arms_count(n, wit):
    res = grade_in(wit, "ab", T + f" for the same {n} requests.")
    if n == 10:
        assert res.verdict == "net-true", res.reason
    else:
        assert res.verdict == "false", (n, res.reason)


def test_honest_unclear_variants_are_never_false(wit):
    for name, s in [("lens", T + " with identical output lengths."), ("bare", T + " under identical load."),
                    ("ab", T + " on the same prompts and box.")]:
        assert_never_false(grade_in(wit, name, s), s)
