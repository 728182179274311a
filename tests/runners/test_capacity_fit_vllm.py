"""vLLM backend paths that need no vLLM: finding the vLLM interpreter, the worker process
refusing an interpreter without vLLM, the model directory's identity (weights included),
and what the worker reads from a constructed engine.

This machine cannot construct a CUDA engine, so the CUDA geometry (528-token blocks,
resolved capture ladders) is injected through a stand-in for vLLM's ``LLM`` object; the
same ``Server``/``VllmSession`` code handles it as in the worker process, behind the real
JSON round trip. The real engine (vLLM on this CPU) is exercised in
tests/runners/test_capacity_fit_vllm_real.py.
"""

import hashlib
import importlib.util
import json
import shutil
import sys
from types import SimpleNamespace

import pytest
from click.testing import CliRunner

from claimcheck.cli import main
from claimcheck.errors import BackendUnavailable, PreflightFailed, UsageError
from runners.capacity_fit import vllm_backend, vllm_worker
from runners.capacity_fit.vllm_backend import VllmBackend
from runners.capacity_fit.models import Protocol
from runners.capacity_fit.runner import run_phase
from runners.capacity_fit.state import init_run
from runners.model_files import model_dir_identity

HAS_VLLM_HERE = importlib.util.find_spec("vllm") is not None


def protocol(**kw):
    d = {"experiment": "v", "records": [{"id": "r", "base": "a b c", "designed": "a b c d"}],
         "ladder": [{"budget": 49152, "max_seqs": 19}], "answer_limit": 512, "max_model_len": 65536}
    d.update(kw)
    return Protocol.model_validate(d)


@pytest.fixture
def no_tier(no_vllm_tier):
    if HAS_VLLM_HERE:
        pytest.skip("vLLM is importable in this interpreter (the CUDA install)")


def test_without_vllm_says_how_to_install(tmp_path, no_tier):
    with pytest.raises(BackendUnavailable) as e:
        VllmBackend(model="m").open(protocol(), protocol().ladder[0])
    assert "./install.sh --vllm" in e.value.message and "pip install 'claimcheck[cuda]'" in e.value.message
    run = tmp_path / "run"
    init_run(run, protocol())
    r = CliRunner().invoke(main, ["run", "capacity-fit", "phase", str(run), "--backend", "vllm", "--model", "m"])
    assert r.exit_code == 2 and "./install.sh --vllm" in r.output
    assert not (run / "bundles" / "think_49152_seqs_19").exists()  # nothing written before the engine exists


def model_dir(path, weights=b"\x00weights\x01" * 1000):
    path.mkdir(parents=True, exist_ok=True)
    (path / "config.json").write_text('{"architectures": ["LlamaForCausalLM"]}')
    (path / "model.safetensors").write_bytes(weights)
    (path / "tokenizer.json").write_text("{}")
    return path


def test_a_worker_interpreter_without_vllm_is_refused(tmp_path):
    """A real worker process in this (core) interpreter, which has no vLLM: it replies that it
    cannot import vLLM, and the backend says how to install it."""
    if HAS_VLLM_HERE:
        pytest.skip("vLLM is importable in this interpreter")
    m = model_dir(tmp_path / "m")
    with pytest.raises(BackendUnavailable) as e:
        vllm_backend.VllmBackend(model=str(m), python=sys.executable).open(protocol(), protocol().ladder[0])
    assert "cannot import vLLM" in e.value.message and sys.executable in e.value.message
    assert "./install.sh --vllm" in e.value.message


def test_a_worker_that_dies_before_replying_is_a_failed_preflight(tmp_path):
    """A real process that exits at once (``/bin/false`` standing in for the vLLM interpreter):
    the engine cannot be set up, said in one line, and no process is left behind."""
    false = shutil.which("false")
    m = model_dir(tmp_path / "m")
    with pytest.raises(PreflightFailed) as e:
        vllm_backend.VllmBackend(model=str(m), python=false).open(protocol(), protocol().ladder[0])
    assert e.value.rule == "vllm-worker" and "exited with code 1 during 'open'" in e.value.message


def test_model_identity_hashes_the_weights(tmp_path):
    m = model_dir(tmp_path / "a" / "smol")
    ident = model_dir_identity(m)
    weights = (m / "model.safetensors").read_bytes()
    assert ident["files"]["model.safetensors"] == {"sha256": hashlib.sha256(weights).hexdigest(),
                                                   "size": len(weights)}
    assert ident["files"]["config.json"]["sha256"] == hashlib.sha256((m / "config.json").read_bytes()).hexdigest()
    assert ident["weights"] == ["model.safetensors"] and ident["id"] == "smol"
    # the same files elsewhere: the same identity (no absolute path in it)
    elsewhere = shutil.copytree(m, tmp_path / "b" / "smol")
    assert model_dir_identity(elsewhere) == ident and str(tmp_path) not in json.dumps(ident)
    # one byte of the weights changed, config.json untouched: a different identity
    changed = bytearray(weights)
    changed[len(changed) // 2] ^= 1
    (elsewhere / "model.safetensors").write_bytes(bytes(changed))
    other = model_dir_identity(elsewhere)
    assert other["sha256"] != ident["sha256"]
    assert other["files"]["config.json"] == ident["files"]["config.json"]
    assert other["files"]["model.safetensors"]["sha256"] == hashlib.sha256(bytes(changed)).hexdigest()


def test_model_identity_refuses_a_directory_without_weights(tmp_path):
    m = tmp_path / "m"
    m.mkdir()
    (m / "config.json").write_text("{}")
    with pytest.raises(UsageError) as e:
        model_dir_identity(m)
    assert e.value.rule == "no-weights"
    with pytest.raises(UsageError):
        model_dir_identity(tmp_path / "absent")


# --- what the worker reads from a constructed engine (stand-in for vLLM's LLM) ------------


class FakeTok:
    eos_token_id = 2

    def encode(self, text, add_special_tokens=True):
        return ([1] if add_special_tokens else []) + [10 + (ord(c) % 50) for c in text.replace(" ", "")]

    def decode(self, ids):
        return " ".join(map(str, ids))


class FakeLLM:
    """What the worker reads from vLLM's LLM after construction (the seed's CUDA geometry by default)."""

    def __init__(self, *, kv_size_tokens=997_888, num_gpu_blocks=1_890, block=528, sizes=(1, 2, 4, 8, 16),
                 max_num_seqs=19, **engine_kwargs):
        cache = SimpleNamespace(block_size=block, num_gpu_blocks=num_gpu_blocks, kv_cache_size_tokens=kv_size_tokens,
                                kv_cache_memory_bytes=None)
        sched = SimpleNamespace(max_num_seqs=max_num_seqs, max_num_batched_tokens=8192)
        comp = SimpleNamespace(cudagraph_capture_sizes=list(sizes), max_cudagraph_capture_size=max(sizes, default=0),
                               cudagraph_mode="FULL_AND_PIECEWISE")
        model = SimpleNamespace(max_model_len=65_536, revision="abc123", enforce_eager=False)
        self.llm_engine = SimpleNamespace(vllm_config=SimpleNamespace(
            cache_config=cache, scheduler_config=sched, compilation_config=comp, model_config=model))
        self.calls = []

    def get_tokenizer(self):
        return FakeTok()

    def generate(self, reqs, params, use_tqdm=False):
        self.calls.append((reqs, params))
        outs = []
        for req, p in zip(reqs, params):
            n = p.max_tokens
            toks = [7, 8] * (n // 2) + [7] * (n % 2)
            outs.append(SimpleNamespace(outputs=[SimpleNamespace(token_ids=toks, finish_reason="length")]))
        return outs


def session(llm, device="cuda"):
    return vllm_worker.VllmSession(llm, lambda **kw: SimpleNamespace(**kw), kwargs={"max_num_seqs": 19},
                                   device_type=device)


class LocalWorker:
    """The worker's request handling in this process, behind the same JSON round trip."""

    def __init__(self, make_llm, device="cuda"):
        self.server = vllm_worker.Server(make_session=lambda kw: vllm_worker.VllmSession(
            make_llm(**kw), lambda **k: SimpleNamespace(**k), kwargs=kw, device_type=device))

    def call(self, op, **payload):
        return json.loads(json.dumps(self.server.handle(json.loads(json.dumps({"op": op, **payload})))))

    def close(self):
        pass


def backend(make_llm=FakeLLM, device="cuda"):
    return vllm_backend.VllmBackend(model="Qwen/Qwen3.5-4B", worker_factory=lambda: LocalWorker(make_llm, device))


def test_live_values_are_read_from_the_constructed_engine():
    live = session(FakeLLM()).live_capacity()
    assert (live["kv_tokens"], live["block_size"], live["max_seqs"]) == (997_888, 528, 19)
    assert live["capture_sizes"] == [1, 2, 4, 8, 16] and "kv_cache_size_tokens" in live["source"]
    assert "cudagraph_capture_sizes (resolved)" in live["source"]
    older = session(FakeLLM(kv_size_tokens=None, num_gpu_blocks=1_000)).live_capacity()
    assert older["kv_tokens"] == 528_000 and "num_gpu_blocks" in older["source"]


def test_capture_sizes_are_not_applicable_on_cpu_but_an_empty_cuda_ladder_is_empty():
    """vLLM's CpuPlatform writes [] into cudagraph_capture_sizes: on CPU that is 'not applicable'
    (None, with the reason and the source); on CUDA an empty resolved list stays [] (no width captured)."""
    cpu = session(FakeLLM(sizes=()), device="cpu").live_capacity()
    assert cpu["capture_sizes"] is None and "cpu" in cpu["capture_sizes_reason"]
    assert "not applicable" in cpu["source"] and "cudagraph_capture_sizes (resolved)" not in cpu["source"]
    cuda = session(FakeLLM(sizes=()), device="cuda").live_capacity()
    assert cuda["capture_sizes"] == [] and cuda["capture_sizes_reason"] is None


def test_an_empty_cuda_ladder_fails_the_preflight_and_cpu_passes_it(tmp_path):
    proto = protocol(ladder=[{"budget": 64, "max_seqs": 4}], max_model_len=4096, close_text="")
    run = tmp_path / "cuda"
    init_run(run, proto)
    with pytest.raises(PreflightFailed) as e:
        run_phase(run, backend(lambda **kw: FakeLLM(sizes=(), **kw), device="cuda"))
    assert e.value.rule == "cuda-graphs"
    pre = json.loads((run / "bundles/think_64_seqs_4/probe/preflight.json").read_text())
    assert pre["graphs"]["uncaptured_widths"] == [1, 2, 3, 4]
    run = tmp_path / "cpu"
    init_run(run, proto)
    res = run_phase(run, backend(lambda **kw: FakeLLM(sizes=(), **kw), device="cpu"))  # no --allow-uncaptured-graphs
    check = next(c for c in res.preflight.checks if c.name == "cuda-graphs")
    assert check.passed and not check.fatal and "cpu" in check.detail
    assert res.preflight.graphs is None and res.preflight.live.capture_sizes is None
    assert res.preflight.warnings == []


def test_two_stage_generation_shape():
    llm = FakeLLM()
    jobs = [{"sample_id": f"x/probe/r/{k}", "prompt": "a b"} for k in range(3)]
    out = session(llm).generate(jobs, budget=9, answer_limit=4, close_text="</think>", temperature=0.0, seed=1)
    assert [len(s["token_ids"]) for s in out] == [9, 9, 9] and all(s["finish_reason"] == "length" for s in out)
    stage2_prompt = llm.calls[1][0][0]["prompt_token_ids"]
    assert stage2_prompt[:3] == [1, 10 + ord("a") % 50, 10 + ord("b") % 50] and len(stage2_prompt) == 3 + 9 + 8
    assert len({p.seed for p in llm.calls[0][1]}) == 3  # one seed per sample


def test_worker_answers_bad_requests_without_dying():
    srv = vllm_worker.Server(make_session=lambda kw: session(FakeLLM()))
    assert srv.handle({"op": "generate"})["error"] == "NoEngine"
    assert srv.handle({"op": "nope"})["error"] == "UnknownOp"
    assert srv.handle({"op": "open", "kwargs": {}})["ok"]
    assert srv.handle({"op": "count_tokens", "items": [["ab", True], ["ab", False]]})["counts"] == [3, 2]

    class Broken:
        def __init__(self, **kw):
            raise RuntimeError("no memory for the KV cache")

    srv = vllm_worker.Server(make_session=lambda kw: Broken())
    reply = srv.handle({"op": "open", "kwargs": {}})
    assert reply == {"ok": False, "stage": "construction", "error": "RuntimeError",
                     "message": "no memory for the KV cache"}


def test_seed_preflight_refuses_uncaptured_widths_17_to_19(tmp_path):
    """The seed's 49k probe geometry: KV fits (963,072 of 997,888) but the resolved ladder
    [1, 2, 4, 8, 16] leaves decode widths 17-19 without CUDA graphs: the preflight fails
    (or warns with the flag), and records the resolved ladder either way."""
    # FakeTok: BOS + 900 tokens = a 901-token worst prompt, inside the (880, 1024] band (see test_capacity_plan)
    # the seed's probe: 12 records x K=4 = 48 sequences, at most 19 active
    proto = protocol(records=[{"id": f"r{i}", "base": "y" * (900 - i), "designed": "y" * 900} for i in range(12)],
                     close_text="")
    run = tmp_path / "run"
    init_run(run, proto)
    with pytest.raises(PreflightFailed) as e:
        run_phase(run, backend())
    assert e.value.rule == "cuda-graphs"
    pre = json.loads((run / "bundles/think_49152_seqs_19/probe/preflight.json").read_text())
    assert pre["plan"]["tokens_per_seq"] == 50_688 and pre["plan"]["demand"] == 963_072
    assert pre["plan"]["headroom"] == 34_816 and pre["plan"]["fits"] and pre["sequences"] == 48
    assert pre["plan"]["width"] == 19
    assert pre["graphs"]["capture_sizes"] == [1, 2, 4, 8, 16] and pre["graphs"]["uncaptured_widths"] == [17, 18, 19]
    assert pre["runtime"]["model"] == {"id": "Qwen/Qwen3.5-4B", "revision": "abc123", "sha256": None,
                                       "note": "not a local directory: files not hashed (identity is id and revision)"}


def test_a_changed_kv_pool_inside_a_rung_is_runtime_drift(tmp_path):
    """Same protocol, same model, but the base phase's engine got a smaller KV pool than the
    probe's (on CPU: another VLLM_CPU_KVCACHE_SPACE, or free RAM at start): refused before
    generation, naming what changed."""
    proto = protocol(ladder=[{"budget": 64, "max_seqs": 4}], max_model_len=4096, close_text="", k_probe=1, k_arm=2,
                     thresholds={"max_unresolved": 1.0, "unresolved_strict": False, "max_answer_limit": 1.0,
                                 "answer_limit_strict": False, "max_loops": 1.0})
    run = tmp_path / "run"
    init_run(run, proto)
    blocks = iter([364, 300])
    make = lambda **kw: FakeLLM(kv_size_tokens=None, num_gpu_blocks=next(blocks), block=128, sizes=(), **kw)  # noqa: E731
    b = backend(make, device="cpu")
    first = run_phase(run, b)
    assert first.phase == "probe" and first.preflight.runtime["kv"]["kv_tokens"] == 364 * 128
    with pytest.raises(PreflightFailed) as e:
        run_phase(run, b)
    assert e.value.rule == "runtime-identity"
    pre = json.loads((run / "bundles/think_64_seqs_4/base/preflight.json").read_text())
    check = next(c for c in pre["checks"] if c["name"] == "runtime-identity")
    assert not check["passed"] and "kv.kv_tokens" in check["detail"] and "kv.num_gpu_blocks" in check["detail"]
    assert pre["runtime"]["kv"]["kv_tokens"] == 300 * 128
