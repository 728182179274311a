"""claims.statistics.check_context: hardware, model and size, engine, counts and settings from a
statement or --scope, judged against what the witness and its receipt record; what the witness
cannot speak to is unknowable."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claimcheck.claims import fixtures as fx
from claimcheck.claims.evidence import load_evidence
from claimcheck.claims.reading import ContextFact
from claimcheck.claims.statistics import check_context, parse_size
from claimcheck.witnesses._rows import WitnessError
from claimcheck.witnesses import request_ab


_N = iter(range(10**9))


def _ev(tmp_path, kind="s2", **witness):
    w, files = fx.s2_witness("OBSERVED") if kind == "s2" else fx.s4e_witness("OBSERVED")
    w = copy.deepcopy(w)
    w.update(witness)
    return load_evidence(fx.write_bundle(tmp_path / f"{kind}-{next(_N)}", w, files))


def _judge(ev, kind, key, value):
    return check_context(ContextFact(kind=kind, key=key, value=value), ev).outcome


CPU_BOX = "Intel(R) Xeon(R) Processor; 2 logical CPUs"
GPU_BOX = "NVIDIA H100 80GB HBM3 x1; AMD EPYC 9454 48-Core"


@pytest.mark.parametrize("hardware, key, value, want", [
    (CPU_BOX, "gpu", "H100", "contradicted"),
    (CPU_BOX, "gpu", "a GPU", "contradicted"),
    (CPU_BOX, "cpu", "CPU", "agrees"),
    (CPU_BOX, "cpu", "2-core", "agrees"),
    (CPU_BOX, "cpu", "8-core", "contradicted"),
    (CPU_BOX, "cpu", "AMD EPYC", "contradicted"),
    (CPU_BOX, "cpu", "Xeon", "agrees"),
    (GPU_BOX, "gpu", "H100", "agrees"),
    (GPU_BOX, "gpu", "A100", "contradicted"),
    (GPU_BOX, "gpu", "H100 GPU", "agrees"),
    ("GCP fak-realmodel CPU path on L4 node", "gpu", "L4", "contradicted"),
    ("CPU-reference execution path (L4 present, unused)", "cpu", "CPU-reference path", "agrees"),
    ("a shared host", "gpu", "H100", "unknowable"),
    (CPU_BOX, "hardware", "Raspberry Pi", "unknowable"),
    (CPU_BOX, "hardware", "Apple M2", "contradicted"),
    (CPU_BOX, "hardware", "TPU v5e", "contradicted"),
])
def test_hardware(tmp_path, hardware, key, value, want):
    assert _judge(_ev(tmp_path, hardware=hardware), "hardware", key, value) == want


def test_hardware_not_recorded_is_unknowable(tmp_path):
    assert _judge(_ev(tmp_path, hardware=None), "hardware", "gpu", "H100") == "unknowable"


@pytest.mark.parametrize("model_id, kind, value, want", [
    ("SmolLM2-135M-Instruct.Q4_1", "model_size", "70B", "contradicted"),
    ("SmolLM2-135M-Instruct.Q4_1", "model_size", "135M", "agrees"),
    ("SmolLM2-135M-Instruct.Q4_1", "model_size", "0.1B", "agrees"),  # 0.1B says 0.05B..0.15B
    ("SmolLM2-135M-Instruct.Q4_1", "model_size", "0.5B", "contradicted"),
    ("SmolLM2-135M-Instruct.Q4_1", "model", "SmolLM2-135M Q4_1", "agrees"),
    ("SmolLM2-135M-Instruct.Q4_1", "model", "SmolLM2", "agrees"),
    ("SmolLM2-135M-Instruct.Q4_1", "model", "SmolLM2-135M Q8_0", "contradicted"),
    ("SmolLM2-135M-Instruct.Q4_1", "model", "Llama-3-70B", "contradicted"),
    ("SmolLM2-135M-Instruct.Q4_1", "model", "Qwen2.5-0.5B", "contradicted"),
    ("qwen2.5-0.5b-instruct-q8_0", "model", "Qwen2.5-0.5B Q8_0", "agrees"),
    ("qwen2.5-0.5b-instruct-q8_0", "model", "Qwen2-0.5B", "unknowable"),   # the series of the release: never false
    ("qwen2.5-0.5b-instruct-q8_0", "model", "Qwen3-0.5B", "contradicted"),
    ("Meta-Llama-3.1-8B-Instruct", "model_size", "8B", "agrees"),
    ("Mixtral-8x7B-Instruct", "model_size", "70B", "contradicted"),
    ("unknown", "model", "SmolLM2", "unknowable"),
    ("my-finetune", "model_size", "7B", "unknowable"),
])
def test_model(tmp_path, model_id, kind, value, want):
    assert _judge(_ev(tmp_path, model={"id": model_id}), kind, "params" if kind == "model_size" else "model", value) == want


def test_model_params_recorded_by_the_runner(tmp_path):
    ev = _ev(tmp_path, model={"id": "my-finetune", "params": 134_515_008})
    assert _judge(ev, "model_size", "params", "135M") == "agrees"
    assert _judge(ev, "model_size", "params", "70B") == "contradicted"


@pytest.mark.parametrize("text, params", [
    ("135M", 135e6), ("0.5B", 0.5e9), ("70B", 70e9), ("8x7B", 56e9), ("SmolLM2-135M-Instruct.Q4_1", 135e6),
    ("qwen2.5-0.5b-cpu", 0.5e9), ("Q4_1", None), ("int8", None), ("a 7b model", 7e9), ("1.5T", 1.5e12),
    ("gpt2", None), ("w4a16", None),
])
def test_parse_size(text, params):
    got = parse_size(text)
    assert (got and got[0]) == (params if params is None else pytest.approx(params))


@given(st.decimals(min_value="0.1", max_value="999", places=1), st.sampled_from(["M", "B", "m", "b"]))
def test_parse_size_reads_any_stated_size(num, unit):
    got = parse_size(f"Model-{num}{unit}-Instruct")
    assert got is not None and got[0] == pytest.approx(float(num) * (1e6 if unit in "Mm" else 1e9))


@pytest.mark.parametrize("witness, value, want", [
    ({"backend": {"name": "llama.cpp", "package": "llama-cpp-python"}}, "vLLM", "contradicted"),
    ({"backend": {"name": "llama.cpp", "package": "llama-cpp-python"}}, "llama.cpp", "agrees"),
    ({"engine": "vLLM"}, "vLLM", "agrees"),
    ({"engine": "vLLM"}, "llama.cpp", "contradicted"),
    ({"engine": "fak-native"}, "fak-native", "agrees"),
    ({}, "vLLM", "unknowable"),
])
def test_engine(tmp_path, witness, value, want):
    assert _judge(_ev(tmp_path, **witness), "engine", "engine", value) == want


@pytest.mark.parametrize("key, value, want", [
    ("tasks", 12, "agrees"), ("tasks", 100, "contradicted"), ("workers", 4, "agrees"), ("workers", 3, "contradicted"),
    ("runs", 10, "contradicted"), ("requests", 12, "agrees"),
    # a job of a request-ab run is one request: 12 jobs of 12 rows agree (statistics: a request-ab witness's jobs)
    ("jobs", 12, "agrees"),
])
def test_request_ab_counts(tmp_path, key, value, want):
    assert _judge(_ev(tmp_path), "count", key, value) == want


@pytest.mark.parametrize("key, value, want", [
    ("jobs", 24, "agrees"), ("jobs", 100, "contradicted"), ("batches", 3, "agrees"), ("classes", 3, "agrees"),
    ("width", 8, "agrees"), ("runs", 1, "agrees"),
])
def test_compat_batch_counts(tmp_path, key, value, want):
    assert _judge(_ev(tmp_path, "s4e"), "count", key, value) == want


def test_a_total_over_runs_agrees(tmp_path):
    w, files = fx.s2_witness("OBSERVED", runs=3)
    ev = load_evidence(fx.write_bundle(tmp_path / "r", w, files))
    assert _judge(ev, "count", "requests", 12) == "agrees"
    assert _judge(ev, "count", "requests", 36) == "agrees"
    assert _judge(ev, "count", "requests", 24) == "contradicted"
    assert _judge(ev, "count", "runs", 3) == "agrees"


def test_settings(tmp_path):
    ev = _ev(tmp_path, "s4e", backend={"name": "llama.cpp", "threads": 1})
    assert _judge(ev, "setting", "threads", 1) == "agrees"
    assert _judge(ev, "setting", "threads", 2) == "contradicted"
    assert _judge(ev, "setting", "temperature", 0.7) == "unknowable"
    assert _judge(_ev(tmp_path), "setting", "output_cap", 8) == "agrees"
    assert _judge(_ev(tmp_path), "setting", "output_cap", 16) == "contradicted"


@pytest.mark.parametrize("value", ["in production", "on 2026-11-30", "for our largest customer"])
def test_what_the_witness_cannot_speak_to(tmp_path, value):
    assert _judge(_ev(tmp_path), "unverifiable", "where", value) == "unknowable"


def test_receipt_environment_is_never_read(tmp_path):
    """The receipt's environment describes the host that sealed or imported the bundle, not the
    measured run: a witness that records no hardware, model or engine has them unknowable (never
    agreeing with, never contradicted by, the sealing host)."""
    ev = _ev(tmp_path, hardware=None)
    ev.witness.pop("server", None)
    ev.environment = {"hardware": "NVIDIA L4", "backend": "vllm", "model": {"id": "Llama-3-70B", "params": 70 * 10**9},
                      "details": {"n_threads": 64}}
    assert _judge(ev, "hardware", "gpu", "L4") == "unknowable"
    assert _judge(ev, "hardware", "cpu", "CPU") == "unknowable"
    assert _judge(ev, "engine", "engine", "llama.cpp") == "unknowable"
    assert _judge(ev, "engine", "engine", "vllm") == "unknowable"
    assert _judge(ev, "setting", "n_threads", 1) == "unknowable"


@pytest.mark.parametrize("mutate, words", [
    (lambda w: w.update(engine=3), "engine"),
    (lambda w: w["model"].update(params="135M"), "params"),
    (lambda w: w["model"].update(params=True), "params"),
])
def test_new_witness_fields_are_checked(mutate, words):
    w, files = fx.s2_witness("OBSERVED")
    w = copy.deepcopy(w)
    if not isinstance(w.get("model"), dict):
        w["model"] = {"id": str(w.get("model"))}
    mutate(w)
    with pytest.raises(WitnessError, match=words):
        request_ab.derive(w, files["rows.jsonl"])


@pytest.fixture(scope="module")
def both(tmp_path_factory):
    root = tmp_path_factory.mktemp("both")
    return [load_evidence(fx.write_bundle(root / "a", *fx.s2_witness("OBSERVED"))),
            load_evidence(fx.write_bundle(root / "b", *fx.s4e_witness("OBSERVED")))]


@given(kind=st.sampled_from(["hardware", "model", "model_size", "engine", "count", "setting", "unverifiable"]),
       key=st.sampled_from(["gpu", "cpu", "model", "params", "engine", "tasks", "jobs", "workers", "runs", "threads",
                            "width", "cores", "output_cap", "x"]),
       value=st.one_of(st.text(max_size=40), st.integers(-10**12, 10**12), st.floats(allow_nan=False)))
def test_any_fact_gets_one_of_three_outcomes(both, kind, key, value):
    for ev in both:
        out = check_context(ContextFact(kind=kind, key=key, value=value), ev)
        assert out.outcome in ("agrees", "contradicted", "unknowable") and out.detail


def test_the_witness_record_wins_over_the_sealing_host(tmp_path):
    """The receipt's environment is the host that sealed the bundle (for a rebuilt or imported
    witness, not the measured one): the witness's own hardware and engine come first."""
    ev = _ev(tmp_path, hardware=CPU_BOX, backend={"name": "llama.cpp"})
    ev.environment = {"hardware": "AMD EPYC 9454; 2 logical CPUs", "backend": "vllm"}
    assert _judge(ev, "hardware", "cpu", "AMD EPYC") == "contradicted"
    assert _judge(ev, "hardware", "cpu", "Intel Xeon") == "agrees"
    assert _judge(ev, "engine", "engine", "vLLM") == "contradicted"
