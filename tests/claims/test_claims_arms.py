"""Arms and the facts around them (issue 16): which arm a statement is about, and the facts that must
never turn a true statement into an accusation.

* A GPU family is not a different GPU: "On MI300" of a witness recording an MI300X agrees (MI300 is
  a series no single card carries); a product whose variant the witness records ("L40" for an L40S)
  is not-yet; an unrelated GPU is false (``vocabulary.gpu_kinship``).
* vLLM's benchmark_throughput line "Throughput: R requests/s, T tokens/s" counts prompt + output
  tokens in T (``total_num_tokens / elapsed_time``): total token throughput (production
  throughput_line). A line naming no arm is of some arm, not of every arm: where one arm has it,
  not-yet (name the arm), never false.

The witness (worked out by hand from the rows ``uniform`` writes): two arms of 24 requests on 4
lanes, each request 100 prompt and 8 output tokens, prefix caching off (baseline) / on:

* apc-off: wall 10.0 s -> 2.4 req/s, 19.2 output tok/s, 24 x 108 / 10 = 259.2 total tok/s;
* apc-on:  wall  8.0 s -> 3.0 req/s, 24.0 output tok/s, 24 x 108 / 8  = 324.0 total tok/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

from claimcheck.claims.vocabulary import gpu_kinship  # noqa: E402

ARMS = {"apc-off": {"aliases": [], "workers": 4, "role": "baseline",
                    "settings": {"concurrency": 4, "prefix_caching": False}},
        "apc-on": {"aliases": [], "workers": 4, "role": "treatment",
                   "settings": {"concurrency": 4, "prefix_caching": True}}}


def _seal(root: Path, name: str, arms: dict = ARMS, rows: list | None = None, **extra) -> str:
    if rows is None:
        rows = uniform("apc-off", 24, 10.0, 4, ttft=0.5) + uniform("apc-on", 24, 8.0, 4, ttft=0.2)
    w = ab_witness(arms, engine="vLLM", inputs={"tasks": 24}, **extra)
    return str(seal(root / name, w, {"rows.jsonl": rows}))


def _grade(statement: str, witness: str, scope: str = "24 tasks per arm"):
    return grade_statement(statement, witness, scope, baseline="the same server with APC off")


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("arms")
    hws = {"mi300x": "1 x AMD Instinct MI300X (192 GB)", "l40s": "1 x NVIDIA L40S", "mi300": "AMD MI300 node",
           "tpu": "Google TPU v5e", "3090ti": "NVIDIA GeForce RTX 3090 Ti"}
    return {k: _seal(root, k, hardware=v) for k, v in hws.items()}


# --- GPU families ---------------------------------------------------------------------------

COMPARISON = "On {gpu}, apc-on was 1.25x faster than apc-off."


@pytest.mark.parametrize("hw,gpu,verdict", [
    ("mi300x", "MI300", "net-true"),    # a series name: the witness's MI300X is one of its cards
    ("mi300x", "MI300X", "net-true"),
    ("mi300x", "H100", "false"),        # another GPU
    ("mi300x", "MI250", "false"),       # another generation, not a family of the MI300X
    ("l40s", "L40", "not-yet"),         # a product whose variant the witness records
    ("l40s", "MI300X", "false"),
    ("mi300", "MI300X", "not-yet"),     # a member named where the witness records only the series
    ("tpu", "TPU", "net-true"),         # "TPU" of a TPU v5e
    ("3090ti", "RTX 3090", "not-yet"),  # "RTX 3090" for an RTX 3090 Ti
    ("3090ti", "RTX 4090", "false"),
])
def test_a_gpu_family_is_never_contradicted_by_its_member(hw, gpu, verdict, witnesses):
    res = _grade(COMPARISON.format(gpu=gpu), witnesses[hw])
    assert res.verdict == verdict, res.reason


@pytest.mark.parametrize("twin", [
    "On MI300, apc-on was 2.5x faster than apc-off.",      # scaled number
    "On MI300, apc-off was 1.25x faster than apc-on.",     # swapped arms
    "On MI300, apc-on was 1.25x slower than apc-off.",     # flipped direction
    "On MI300, apc-on was not 1.25x faster than apc-off.",  # negation
    "It is not true that on MI300, apc-on was 1.25x faster than apc-off.",
    "On H100, apc-on was 1.25x faster than apc-off.",      # an unseen GPU
])
def test_twins_of_a_family_statement_are_never_net_true(twin, witnesses):
    assert _grade(twin, witnesses["mi300x"]).verdict != "net-true"


@pytest.mark.parametrize("said,recorded,kin", [
    ("mi300", "mi300x", "member"), ("mi300", "mi300a", "member"), ("mi300x", "mi300", "variant"),
    ("tpu", "tpuv5e", "member"), ("tpuv5e", "tpu", "variant"), ("gaudi", "gaudi2", "member"),
    ("l40", "l40s", "variant"), ("l40s", "l40", "variant"), ("a10", "a10g", "variant"), ("h100", "gh200", "variant"),
    ("rtx3090", "rtx3090ti", "variant"), ("h100", "h100", "same"),
    ("mi300x", "mi250x", None), ("h100", "a100", None), ("rtx3090", "rtx4090", None), ("l4", "l40s", None),
    ("tpuv4", "tpuv5e", None),
])
def test_gpu_kinship(said, recorded, kin):
    assert gpu_kinship(said, recorded) == kin


# --- vLLM's benchmark_throughput line -------------------------------------------------------

@pytest.mark.parametrize("statement", [
    "APC on: Throughput: 3.00 requests/s, 324.00 tokens/s",
    "APC on: Throughput: 3.00 requests/s, 324.00 total tokens/s, 24.00 output tokens/s",  # vLLM >= 0.6
    "With APC off: Throughput: 2.40 requests/s, 259.20 tokens/s",
])
def test_throughput_line_tokens_are_prompt_plus_output(statement, witnesses):
    res = _grade(statement, witnesses["mi300x"])
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("twin", [
    "APC on: Throughput: 3.00 requests/s, 24.00 tokens/s",     # the output rate: not what the line prints
    "APC on: Throughput: 3.00 requests/s, 648.00 tokens/s",    # scaled number
    "APC off: Throughput: 3.00 requests/s, 324.00 tokens/s",   # swapped arm
    "APC on: Throughput: 3.00 requests/s, 24.00 total tokens/s, 324.00 output tokens/s",
    "APC on: Throughput: 3.00 requests/s, 324.00 output tokens/s",
    "It is not true that APC on: Throughput: 3.00 requests/s, 324.00 tokens/s",
])
def test_throughput_line_twins_are_never_net_true(twin, witnesses):
    assert _grade(twin, witnesses["mi300x"]).verdict != "net-true"


@pytest.mark.parametrize("statement", [
    "Throughput: 3.00 requests/s, 324.00 tokens/s",   # apc-on's line, naming no arm
    "Throughput: 2.40 requests/s, 259.20 tokens/s",   # apc-off's line
])
def test_a_line_naming_no_arm_is_not_yet_never_false(statement, witnesses):
    res = _grade(statement, witnesses["mi300x"])
    assert res.verdict == "not-yet", res.reason
    assert "name the arm" in res.reason or "unbound" in res.reason


def test_a_line_no_arm_has_is_false(witnesses):
    res = _grade("Throughput: 3.00 requests/s, 999.00 tokens/s", witnesses["mi300x"])
    assert res.verdict == "false", res.reason


# --- arms named by what they declare: engine, model, role -----------------------------------
# Three engines (worked out by hand from ``uniform``): 24 requests each on 4 lanes; vllm wall 8 s
# (3.0 req/s), tgi 12 s (2.0 req/s), hf 24 s (1.0 req/s, the declared baseline). vLLM / HF = 3x,
# vLLM / TGI = 1.5x, TGI / HF = 2x. Each arm declares its own engine; the witness none.

ENGINE_ARMS = {"vllm": {"aliases": [], "workers": 4, "role": "treatment", "engine": "vLLM"},
               "hf": {"aliases": [], "workers": 4, "role": "baseline", "engine": "transformers"},
               "tgi": {"aliases": [], "workers": 4, "role": "treatment", "engine": "text-generation-inference"}}


@pytest.fixture(scope="module")
def engines(tmp_path_factory) -> str:
    rows = uniform("vllm", 24, 8.0, 4) + uniform("hf", 24, 24.0, 4) + uniform("tgi", 24, 12.0, 4)
    return _seal(tmp_path_factory.mktemp("engines"), "engines", ENGINE_ARMS, rows, server=None)


def _pairs(res) -> list[tuple]:
    return [(a.metric, a.treatment, a.baseline, a.value) for a in res.reading.assertions if a.metric != "tasks"]


@pytest.mark.parametrize("statement,read", [
    ("vLLM achieves 3x higher throughput than HF.", [("throughput", "vllm", "hf", 3.0)]),
    ("HF Transformers was 3x slower than vLLM.", [("throughput", "vllm", "hf", 3.0)]),
    ("The baseline was 3x slower than vLLM.", [("throughput", "vllm", "hf", 3.0)]),
    ("On vLLM, throughput was 3x higher than with Hugging Face Transformers.", [("throughput", "vllm", "hf", 3.0)]),
    ("Request throughput was 2.0 vs 3.0 req/s for TGI and vLLM.",
     [("throughput", "tgi", None, 2.0), ("throughput", "vllm", None, 3.0)]),
    ("TGI vs vLLM: 2.0 vs 3.0 req/s.", [("throughput", "tgi", None, 2.0), ("throughput", "vllm", None, 3.0)]),
    ("Throughput: 3.0 req/s on vLLM.", [("throughput", "vllm", None, 3.0)]),
    ("TGI reached 2.0 req/s.", [("throughput", "tgi", None, 2.0)]),
])
def test_arms_named_by_their_engine_are_read_and_net_true(statement, read, engines):
    res = _grade(statement, engines)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert _pairs(res) == read
    assert res.verdict == "net-true", res.reason


def test_one_arm_named_of_three_compares_with_the_declared_baseline(engines):
    """'vLLM achieves 3x higher throughput.' names one arm of three; the witness declares HF its baseline, so the
    change is vLLM against HF (production sole_baseline; tests/claims/test_claims_sole_baseline.py): 3x holds, and
    a number that does not hold against HF is held back (the author may mean TGI), never false."""
    res = _grade("vLLM achieves 3x higher throughput.", engines)
    assert _pairs(res) == [("throughput", "vllm", "hf", 3.0)] and res.verdict == "net-true", res.reason
    res = _grade("vLLM achieves 1.5x higher throughput.", engines)  # vLLM / TGI, not vLLM / HF
    assert res.verdict == "not-yet", res.reason


def test_a_third_arm_binds_exactly_the_named_pair(engines):
    """'vLLM vs TGI' in a witness of vLLM, TGI and HF compares vLLM with TGI, never with the default
    (the declared baseline HF): read as written. The three arms are three levels of one category (engine), the
    same prompts and output cap, and TGI is no weaker than HF: Q1 holds (tests/claims/test_claims_three_arms.py)."""
    res = _grade("vLLM achieves 1.5x higher throughput than TGI.", engines)
    assert _pairs(res) == [("throughput", "vllm", "tgi", 1.5)]
    assert res.verdict == "net-true", res.reason
    assert "two levels of the treatment dimension engine" in next(q for q in res.questions if q.n == 1).detail
    wrong = _grade("vLLM achieves 3x higher throughput than TGI.", engines)  # 3x is vLLM / HF, not vLLM / TGI
    assert _pairs(wrong) == [("throughput", "vllm", "tgi", 3.0)] and wrong.verdict == "false", wrong.reason


@pytest.mark.parametrize("twin", [
    "vLLM achieves 6x higher throughput than HF.",                 # scaled number
    "HF achieves 3x higher throughput than vLLM.",                 # swapped arms
    "vLLM achieves 3x lower throughput than HF.",                  # flipped direction
    "vLLM does not achieve 3x higher throughput than HF.",         # negation
    "It is not true that vLLM achieves 3x higher throughput than HF.",
    "The baseline was 3x faster than vLLM.",
    "Request throughput was 3.0 vs 2.0 req/s for TGI and vLLM.",   # pair in the wrong order
    "TGI vs vLLM: 3.0 vs 2.0 req/s.",
    "vLLM achieves 3x higher throughput than TGI.",                # the default pair's number for the named pair
    "SGLang achieves 3x higher throughput than HF.",               # an engine no arm ran
    "vLLM achieves 3x higher mean TTFT than HF.",                  # another metric
])
def test_engine_arm_twins_are_never_net_true(twin, engines):
    assert _grade(twin, engines).verdict != "net-true"


def test_an_engine_two_arms_run_is_ambiguous_never_a_guess(tmp_path):
    arms = {"vllm-a": {"aliases": [], "workers": 4, "role": "treatment", "engine": "vLLM",
                       "settings": {"prefix_caching": True}},
            "vllm-b": {"aliases": [], "workers": 4, "role": "treatment", "engine": "vLLM",
                       "settings": {"prefix_caching": False}},
            "hf": {"aliases": [], "workers": 4, "role": "baseline", "engine": "transformers"}}
    rows = uniform("vllm-a", 24, 8.0, 4) + uniform("vllm-b", 24, 12.0, 4) + uniform("hf", 24, 24.0, 4)
    w = _seal(tmp_path, "amb", arms, rows, server=None)
    for st in ("vLLM achieves 3x higher throughput than HF.", "vLLM achieves 2x higher throughput than HF."):
        res = _grade(st, w)
        assert res.verdict == "not-yet", res.reason  # either vLLM arm could be meant: never false, never a guess
    res = _grade("With prefix caching on, throughput was 3x higher than HF.", w)  # the setting names one
    assert res.verdict == "net-true", res.reason


def test_a_shared_engine_stays_a_fact_of_the_whole_witness(tmp_path):
    arms = {"a": {"aliases": [], "workers": 4, "role": "treatment", "engine": "vLLM"},
            "b": {"aliases": [], "workers": 4, "role": "baseline", "engine": "vLLM"}}
    rows = uniform("a", 24, 8.0, 4) + uniform("b", 24, 12.0, 4)
    w = _seal(tmp_path, "shared", arms, rows, server=None)
    res = _grade("On vLLM, a was 1.5x faster than b.", w)
    assert res.verdict == "net-true", res.reason
    assert any(f.kind == "engine" for f in res.reading.context)


def test_arms_named_by_their_model(tmp_path):
    """Two models (the model is the treatment): each arm is named by its own model id."""
    arms = {"small": {"aliases": [], "workers": 4, "role": "treatment", "model": {"id": "Qwen/Qwen2.5-7B-Instruct"}},
            "big": {"aliases": [], "workers": 4, "role": "baseline", "model": {"id": "Qwen/Qwen2.5-72B-Instruct"}}}
    rows = uniform("small", 24, 8.0, 4) + uniform("big", 24, 24.0, 4)
    w = _seal(tmp_path, "models", arms, rows, server=None)
    res = _grade("Qwen2.5-7B was 3x faster than Qwen2.5-72B.", w)
    assert _pairs(res) == [("throughput", "small", "big", 3.0)], res.reason
    assert res.verdict == "net-true", res.reason
    for twin in ("Qwen2.5-72B was 3x faster than Qwen2.5-7B.", "Qwen2.5-7B was 6x faster than Qwen2.5-72B."):
        assert _grade(twin, w).verdict != "net-true"


# --- the baseline by its role, with its own settings -----------------------------------------

@pytest.mark.parametrize("statement", [
    "With prefix caching on, throughput was 1.25x higher than the baseline.",
    "apc-on was 1.25x faster than the baseline without prefix caching.",
    "apc-on was 1.25x faster than the baseline with APC off.",
    "apc-on had 1.25x the throughput of the baseline.",
    "apc-on was 1.25x faster than the baseline without caching.",
    "With caching on, throughput was 1.25x higher than without caching.",
])
def test_the_baseline_is_the_arm_whose_role_is_baseline(statement, witnesses):
    res = _grade(statement, witnesses["mi300x"])
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("twin", [
    "The baseline was 1.25x faster than apc-on.",
    "apc-on was 2.5x faster than the baseline without prefix caching.",
    "apc-on was 1.25x slower than the baseline with APC off.",
    "apc-on was not 1.25x faster than the baseline.",
    "apc-on was 1.25x faster than the baseline with APC on.",      # the baseline named by the other arm's setting
    "apc-on was 1.25x faster than apc-off with APC on.",           # an arm named with another arm's condition
    "With caching off, throughput was 1.25x higher than with caching on.",
    "apc-off was 1.25x faster than the baseline without caching.",
    "apc-on was 1.25x faster than the default configuration.",     # 'default' is not the baseline's name
])
def test_baseline_twins_are_never_net_true(twin, witnesses):
    assert _grade(twin, witnesses["mi300x"]).verdict != "net-true"


def test_the_witness_own_baseline_alias_wins(tmp_path):
    """An arm that calls itself 'the baseline' keeps that name: no role phrase is added."""
    arms = {"a": {"aliases": ["the new kernel"], "workers": 4, "role": "baseline"},
            "b": {"aliases": ["the old baseline"], "workers": 4, "role": "treatment"}}
    rows = uniform("a", 24, 8.0, 4) + uniform("b", 24, 12.0, 4)
    w = _seal(tmp_path, "own", arms, rows, server=None)
    assert _grade("The new kernel was 1.5x faster than the old baseline.", w).verdict == "net-true"
    assert _grade("The new kernel was 1.5x faster than the baseline.", w).verdict != "net-true"


# --- a value's own arm, on real LLMPerf files (vLLM vs TGI) -----------------------------------
# Ray LLMPerf summaries of Yi-1.5-34B-Chat on vLLM and on TGI (tests/fixtures/bench_formats/real-llmperf),
# imported with the arms named after their engines. The files print (results_ttft_s_mean,
# results_mean_output_throughput_token_per_s): vLLM 1.7137 s, 64.54 tok/s; TGI 1.7165 s, 65.04 tok/s.

LLMPERF = Path(__file__).resolve().parents[1] / "fixtures" / "bench_formats" / "real-llmperf"


@pytest.fixture(scope="module")
def llmperf(tmp_path_factory) -> str:
    from click.testing import CliRunner

    from claimcheck.cli import main

    out = tmp_path_factory.mktemp("llmperf") / "b"
    files = [LLMPERF / f"{e}-cur4-01-ai-Yi-1-5-34B-Chat_550_150_summary.json" for e in ("vllm", "tgi")]
    r = CliRunner().invoke(main, ["witness", "import", "llmperf", *map(str, files), "--out", str(out),
                                  "--arm", "vllm", "--arm", "tgi", "--baseline-arm", "tgi"], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    return str(out)


@pytest.mark.parametrize("statement,read", [
    ("Mean TTFT was 1.71 s on vLLM and 1.72 s on TGI.",
     [("ttft", "vllm", None, 1.71), ("ttft", "tgi", None, 1.72)]),
    ("Output token throughput was 64.5 vs 65.0 tok/s for vLLM and TGI.",
     [("token_throughput", "vllm", None, 64.5), ("token_throughput", "tgi", None, 65.0)]),
    ("Output token throughput was 64.5 tok/s with vLLM.", [("token_throughput", "vllm", None, 64.5)]),
    ("On TGI, mean TTFT was 1.72 s.", [("ttft", "tgi", None, 1.72)]),
])
def test_a_value_binds_the_arm_named_right_after_it(statement, read, llmperf):
    res = _grade(statement, llmperf, "100 requests per arm")
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert _pairs(res) == read
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("statement,verdict", [
    ("apc-on reached 3.0 req/s with APC on.", "net-true"),
    ("apc-off reached 3.0 req/s with APC on.", "not-yet"),   # the subject and the value's arm differ: whose?
    ("apc-off reached 3.0 req/s for apc-on.", "not-yet"),
    ("apc-on reached 2.4 req/s at concurrency 4 with APC off.", "not-yet"),
    ("Mean TTFT was 200 ms with APC on and 500 ms with APC off.", "net-true"),
])
def test_a_value_naming_another_arm_than_the_subject_is_not_graded(statement, verdict, witnesses):
    assert _grade(statement, witnesses["mi300x"]).verdict == verdict


@pytest.mark.parametrize("twin", [
    "Mean TTFT was 1.72 s on vLLM and 1.71 s on TGI.",        # swapped values
    "Mean TTFT was 1.71 s on TGI and 1.72 s on vLLM.",        # swapped arms
    "Mean TTFT was 3.42 s on vLLM and 1.72 s on TGI.",        # scaled number
    "P99 TTFT was 1.71 s on vLLM and 1.72 s on TGI.",         # another statistic
    "Mean TTFT was 1.71 s on vLLM and 1.72 s.",               # the second value names no arm
    "Mean TTFT was not 1.71 s on vLLM and 1.72 s on TGI.",    # negation
    "Output token throughput was 65.0 tok/s with vLLM.",
])
def test_value_arm_twins_are_never_net_true(twin, llmperf):
    assert _grade(twin, llmperf, "100 requests per arm").verdict != "net-true"


# --- property: any phrasing of the engines' names, true never false, swapped never net-true ---

THR = {"vllm": 3.0, "tgi": 2.0, "hf": 1.0}
NAMES = {"vllm": ["vLLM", "the vLLM engine", "vLLM backend"],
         "tgi": ["TGI", "Text Generation Inference", "the TGI server", "HF TGI"],
         "hf": ["HF", "HF Transformers", "Hugging Face Transformers", "the baseline", "transformers"]}
FRAMES = ["{A} was {r}x faster than {B}.", "{A} achieves {r}x higher throughput than {B}.",
          "{B} was {r}x slower than {A}.", "Request throughput was {va} vs {vb} req/s for {A} and {B}.",
          "{A} reached {va} req/s and {B} {vb} req/s."]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_engine_names_true_is_never_false_and_swapped_never_net_true(engines, data):
    a, b = data.draw(st.sampled_from([("vllm", "tgi"), ("vllm", "hf"), ("tgi", "hf")]))
    A, B = data.draw(st.sampled_from(NAMES[a])), data.draw(st.sampled_from(NAMES[b]))
    frame = data.draw(st.sampled_from(FRAMES))
    r = f"{THR[a] / THR[b]:g}"
    true = frame.format(A=A, B=B, r=r, va=f"{THR[a]:.1f}", vb=f"{THR[b]:.1f}")
    true = true[0].upper() + true[1:]
    swapped = frame.format(A=B, B=A, r=r, va=f"{THR[a]:.1f}", vb=f"{THR[b]:.1f}")
    swapped = swapped[0].upper() + swapped[1:]
    got = _grade(true, engines)
    assert got.verdict != "false", (true, got.reason)
    assert_never_net_true(_grade(swapped, engines), swapped)
    assert _grade("It is not true that " + true[0].lower() + true[1:], engines).verdict != "net-true"


# --- multi-word arm names a witness declares -------------------------------------------------

@pytest.mark.parametrize("treatment,baseline", [
    ("the concurrent arm", "the tuned sequential arm"), ("vLLM", "HF Transformers"), ("Medusa", "plain decoding"),
    ("our kernel", "vanilla vLLM"), ("the tuned configuration", "the default configuration"),
])
def test_multi_word_aliases_bind_as_one_name(treatment, baseline, tmp_path):
    """Declared aliases are names of several words ('vanilla vLLM', 'the default configuration'):
    they bind as one arm (t: 3.0 req/s, b: 2.0 req/s); swapped or scaled, never net-true."""
    arms = {"t": {"aliases": [treatment], "workers": 4, "role": "treatment"},
            "b": {"aliases": [baseline], "workers": 4, "role": "baseline"}}
    w = _seal(tmp_path, "w", arms, uniform("t", 24, 8.0, 4) + uniform("b", 24, 12.0, 4), server=None)

    def cap(s: str) -> str:
        return s[0].upper() + s[1:]

    res = _grade(cap(f"{treatment} was 1.5x faster than {baseline}."), w)
    assert res.verdict == "net-true", res.reason
    assert _pairs(res) == [("throughput", "t", "b", 1.5)]
    assert _grade(cap(f"{baseline} was 1.5x faster than {treatment}."), w).verdict == "false"
    assert _grade(cap(f"{treatment} was 3x faster than {baseline}."), w).verdict == "false"


def test_a_model_id_without_a_digit_names_no_arm(tmp_path):
    """'org/base' vs 'org/large': 'large' in 'large batches' must not become an arm."""
    from claimcheck.claims.vocabulary import arm_name_phrases

    assert arm_name_phrases("model", "org/large") == []
    assert "qwen2.5-7b" in arm_name_phrases("model", "Qwen/Qwen2.5-7B-Instruct")
    assert "llama 3.1 8b" in arm_name_phrases("model", "meta-llama/Llama-3.1-8B-Instruct")


# --- importers declare each arm's engine: fak witness import ... --engine ARM=ENGINE ----------

def _import(tmp_path, *args):
    from click.testing import CliRunner

    from claimcheck.cli import main

    files = [LLMPERF / f"{e}-cur4-01-ai-Yi-1-5-34B-Chat_550_150_summary.json" for e in ("vllm", "tgi")]
    out = tmp_path / "b"
    r = CliRunner().invoke(main, ["witness", "import", "llmperf", *map(str, files), "--out", str(out), *args],
                           catch_exceptions=False)
    return r, out


def test_import_declares_each_arms_engine_and_statements_name_arms_by_it(tmp_path):
    r, out = _import(tmp_path, "--arm", "run-a", "--arm", "run-b", "--baseline-arm", "run-b",
                     "--engine", "run-a=vLLM", "--engine", "run-b=text-generation-inference")
    assert r.exit_code == 0, r.output
    import json

    w = json.loads((out / "witness.json").read_text())
    assert w.get("engine") is None  # the arms differ: unknown for the run as a whole
    assert {a: d["engine"] for a, d in w["arms"].items()} == {"run-a": "vLLM", "run-b": "text-generation-inference"}
    res = _grade("Mean TTFT was 1.71 s on vLLM and 1.72 s on TGI.", str(out), "100 requests per arm")
    assert res.verdict == "net-true", res.reason
    assert _pairs(res) == [("ttft", "run-a", None, 1.71), ("ttft", "run-b", None, 1.72)]
    for twin in ("Mean TTFT was 1.72 s on vLLM and 1.71 s on TGI.", "Mean TTFT was 1.71 s on TGI and 1.72 s on vLLM.",
                 "Mean TTFT was 1.71 s on SGLang and 1.72 s on TGI."):
        assert_never_net_true(_grade(twin, str(out), "100 requests per arm"), twin)


@pytest.mark.parametrize("args,says", [
    (("--arm", "a", "--arm", "b", "--engine", "c=vLLM"), "no arm 'c'"),
    (("--arm", "a", "--arm", "b", "--engine", "vLLM", "--engine", "a=TGI"), "ARM=ENGINE per arm"),
    (("--arm", "a", "--arm", "b", "--engine", "vLLM", "--engine", "SGLang"), "ARM=ENGINE per arm"),
])
def test_import_engine_flag_usage_errors_write_nothing(args, says, tmp_path):
    r, out = _import(tmp_path, *args)
    assert r.exit_code == 2 and says in r.output, r.output
    assert not out.exists()


def test_import_one_engine_for_every_arm_is_the_witness_engine(tmp_path):
    r, out = _import(tmp_path, "--arm", "a", "--arm", "b", "--engine", "a=vLLM", "--engine", "b=vLLM")
    assert r.exit_code == 0, r.output
    import json

    assert json.loads((out / "witness.json").read_text())["engine"] == "vLLM"


# --- "the old one": an alias's "one" form (production arm_by_one) -------------------------------------------
# apc-on (treatment, "the new server"): 3.0 req/s, TTFT 0.2 s; apc-off (baseline, "the old server"): 2.4 req/s,
# TTFT 0.5 s -- 1.25x the throughput, mean TTFT 60% lower.
ONE_ARMS = {"apc-off": {**ARMS["apc-off"], "aliases": ["the old server"]},
            "apc-on": {**ARMS["apc-on"], "aliases": ["the new server"]}}


@pytest.fixture(scope="module")
def one_witness(tmp_path_factory) -> str:
    return _seal(tmp_path_factory.mktemp("one"), "one", ONE_ARMS)


@pytest.mark.parametrize("true, twins", [
    ("The new server is 1.25x faster than the old one.",
     ["The old server is 1.25x faster than the new one.", "The new server is 1.5x faster than the old one.",
      "The new server is 1.25x slower than the old one.", "It is not true that the new server is 1.25x faster than the old one."]),
    ("Mean TTFT is 200 ms for the new server and 500 ms for the old one.",
     ["Mean TTFT is 500 ms for the new server and 200 ms for the old one.",
      "Mean TTFT is 300 ms for the new server and 500 ms for the old one."]),
    ("The new one outperforms the old server by 25% in throughput.",
     ["The old one outperforms the new server by 25% in throughput.",
      "The new one outperforms the old server by 50% in throughput."]),
])
def test_an_alias_said_with_one_names_its_arm(true, twins, one_witness):
    res = _grade(true, one_witness)
    assert not res.reading.unread and res.verdict == "net-true", ([u.text for u in res.reading.unread], res.reason)
    for twin in twins:
        assert_never_net_true(_grade(twin, one_witness), twin)


def test_one_forms_only_where_one_arm_gives_them():
    from claimcheck.claims.aliases import one_forms

    assert one_forms({"a": ["the old server"], "b": ["the new server"]}) == {"a": ["the old one"], "b": ["the new one"]}
    # two arms whose aliases give the same form: neither is named by it; a one-word head after "the": no form
    assert one_forms({"a": ["the fast server"], "b": ["the fast engine"]}) == {"a": [], "b": []}
    assert one_forms({"a": ["the baseline"], "b": ["PegaFlow"]}) == {"a": [], "b": []}
    # a metric or a grammar word as the head: no form ("the mean latency", "the faster")
    assert one_forms({"a": ["the old latency"], "b": ["the new server"]}) == {"a": [], "b": ["the new one"]}
