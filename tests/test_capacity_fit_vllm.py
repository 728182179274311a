"""vLLM backend paths without a GPU: the import guard, live-value reading, two-stage
generation and the witness shape, against a stand-in for vLLM's LLM object."""

import importlib.util
import json
from types import SimpleNamespace

import pytest
from click.testing import CliRunner

from claimcheck.cli import main
from claimcheck.errors import BackendUnavailable
from runners.capacity_fit.backend import Job, get_backend
from runners.capacity_fit.models import Protocol
from runners.capacity_fit.runner import run_phase
from runners.capacity_fit.state import init_run
from runners.capacity_fit import vllm_backend

HAS_VLLM = importlib.util.find_spec("vllm") is not None


def protocol(**kw):
    d = {"experiment": "v", "records": [{"id": "r", "base": "a b c", "designed": "a b c d"}],
         "ladder": [{"budget": 49152, "max_seqs": 19}], "answer_limit": 512, "max_model_len": 65536}
    d.update(kw)
    return Protocol.model_validate(d)


@pytest.mark.skipif(HAS_VLLM, reason="vLLM is installed here")
def test_without_vllm_says_how_to_install(tmp_path):
    with pytest.raises(BackendUnavailable) as e:
        get_backend("vllm", model="m").open(protocol(), protocol().ladder[0])
    assert "pip install 'claimcheck[cuda]'" in e.value.message
    run = tmp_path / "run"
    init_run(run, protocol())
    r = CliRunner().invoke(main, ["run", "capacity-fit", "phase", str(run), "--backend", "vllm", "--model", "m"])
    assert r.exit_code == 2 and "claimcheck[cuda]" in r.output
    assert not (run / "bundles" / "think_49152_seqs_19").exists()  # nothing written before the engine exists


class FakeTok:
    eos_token_id = 2

    def encode(self, text, add_special_tokens=True):
        return ([1] if add_special_tokens else []) + [10 + (ord(c) % 50) for c in text.replace(" ", "")]

    def decode(self, ids):
        return " ".join(map(str, ids))


class FakeLLM:
    """Mimics what the backend reads from vLLM's LLM after construction (seed geometry)."""

    def __init__(self, *, kv_size_tokens=997_888, num_gpu_blocks=1_890, block=528, sizes=(1, 2, 4, 8, 16)):
        cache = SimpleNamespace(block_size=block, num_gpu_blocks=num_gpu_blocks, kv_cache_size_tokens=kv_size_tokens)
        sched = SimpleNamespace(max_num_seqs=19, max_num_batched_tokens=8192)
        comp = SimpleNamespace(cudagraph_capture_sizes=list(sizes), max_cudagraph_capture_size=max(sizes),
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


def fake_engine(llm, proto, **opts):
    eng = vllm_backend.VllmEngine.__new__(vllm_backend.VllmEngine)
    eng.llm, eng.tokenizer, eng.vllm_config = llm, llm.get_tokenizer(), llm.llm_engine.vllm_config
    eng.model_name, eng.opts, eng.kwargs = "Qwen/Qwen3.5-4B", opts, {"max_num_seqs": 19}
    eng.SamplingParams = lambda **kw: SimpleNamespace(**kw)
    return eng


def test_live_values_are_read_from_the_constructed_engine():
    live = fake_engine(FakeLLM(), protocol()).live_capacity()
    assert (live.kv_tokens, live.block_size, live.max_seqs) == (997_888, 528, 19)
    assert live.capture_sizes == [1, 2, 4, 8, 16] and "kv_cache_size_tokens" in live.source
    older = fake_engine(FakeLLM(kv_size_tokens=None, num_gpu_blocks=1_000), protocol()).live_capacity()
    assert older.kv_tokens == 528_000 and "num_gpu_blocks" in older.source


def test_two_stage_generation_shape():
    llm = FakeLLM()
    eng = fake_engine(llm, protocol())
    jobs = [Job(sample_id=f"x/probe/r/{k}", record_id="r", k=k, prompt="a b") for k in range(3)]
    out = eng.generate(jobs, budget=9, answer_limit=4, close_text="</think>", temperature=0.0, seed=1)
    assert [len(s.token_ids) for s in out] == [9, 9, 9] and all(s.finish_reason == "length" for s in out)
    stage2_prompt = llm.calls[1][0][0]["prompt_token_ids"]
    assert stage2_prompt[:3] == [1, 10 + ord("a") % 50, 10 + ord("b") % 50] and len(stage2_prompt) == 3 + 9 + 8
    assert len({p.seed for p in llm.calls[0][1]}) == 3  # one seed per sample


def test_seed_preflight_refuses_uncaptured_widths_17_to_19(tmp_path, monkeypatch):
    """The seed's 49k probe geometry: KV fits (963,072 of 997,888) but the resolved ladder
    [1, 2, 4, 8, 16] leaves decode widths 17-19 without CUDA graphs: the preflight fails
    (or warns with the flag), and records the resolved ladder either way."""
    # FakeTok: BOS + 900 tokens = a 901-token worst prompt, inside the (880, 1024] band (see test_capacity_plan)
    # the seed's probe: 12 records x K=4 = 48 sequences, at most 19 active
    proto = protocol(records=[{"id": f"r{i}", "base": "y" * (900 - i), "designed": "y" * 900} for i in range(12)],
                     close_text="")
    monkeypatch.setattr(vllm_backend.VllmBackend, "open", lambda self, p, r: fake_engine(FakeLLM(), p))
    run = tmp_path / "run"
    init_run(run, proto)
    from claimcheck.errors import PreflightFailed

    with pytest.raises(PreflightFailed) as e:
        run_phase(run, vllm_backend.VllmBackend(model="m"))
    assert e.value.rule == "cuda-graphs"
    pre = json.loads((run / "bundles/think_49152_seqs_19/probe/preflight.json").read_text())
    assert pre["plan"]["tokens_per_seq"] == 50_688 and pre["plan"]["demand"] == 963_072
    assert pre["plan"]["headroom"] == 34_816 and pre["plan"]["fits"] and pre["sequences"] == 48
    assert pre["plan"]["width"] == 19
    assert pre["graphs"]["capture_sizes"] == [1, 2, 4, 8, 16] and pre["graphs"]["uncaptured_widths"] == [17, 18, 19]
