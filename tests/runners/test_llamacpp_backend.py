"""runners.engines.llamacpp.multiseq: refusals before decode (an out-of-range seq_id would abort the
process), KV clone independence (lanes vs. their sequential twins), finite-logit checks."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("llama_cpp", reason="llama-cpp-python is not installed: pip install '.[cpu]'")

from runners.engines.llamacpp.multiseq import BackendRefused, LlamaBackend  # noqa: E402

pytestmark = pytest.mark.model

# Lanes must reproduce their sequential twins' logits within this absolute tolerance.
# Observed on SmolLM2-135M Q4_1 (1 and 2 threads, both KV modes): max |diff| = 0.0 (bit-identical).
CLONE_TOLERANCE = 1e-3


@pytest.fixture(scope="module")
def tiny_backend(tiny_gguf):
    with LlamaBackend(tiny_gguf, n_seq_max=3, n_ctx=3 * 256, n_threads=1) as be:
        yield be


def test_seq_id_out_of_range_is_refused_before_decode(tiny_backend):
    be = tiny_backend
    be.clear()
    be.prefill([40, 41, 42], seq_id=0)
    for bad in (3, 99, -1, True, 1.0):
        with pytest.raises(BackendRefused) as ei:
            be.decode_step([(bad, 40, 0)])
        assert ei.value.rule == "seq-id-range"
    # a bad entry anywhere in the batch refuses the whole call; nothing was decoded
    be.clone(0, 1)
    with pytest.raises(BackendRefused):
        be.decode_step([(1, 40, 3), (3, 40, 3)])
    assert be.seq_len(1) == 3
    with pytest.raises(BackendRefused):
        be.clone(0, 3)
    with pytest.raises(BackendRefused):
        be.drop(7)
    # the process is alive and the backend still works
    (row,) = be.decode_step([(1, 40, 3)])
    assert row.finite and row.nonempty and be.seq_len(1) == 4


@pytest.mark.parametrize("entries, rule", [
    ([(1, 10**9, 3)], "token-range"),
    ([(1, -5, 3)], "token-range"),
    ([(1, 40, 7)], "pos-gap"),
    ([(1, 40, 3), (1, 41, 4)], "seq-twice"),
    ([], "empty-batch"),
    ([(1, 40)], "batch-entry"),
])
def test_other_refusals(tiny_backend, entries, rule):
    be = tiny_backend
    be.clear()
    be.prefill([40, 41, 42], seq_id=0)
    be.clone(0, 1)
    with pytest.raises(BackendRefused) as ei:
        be.decode_step(entries)
    assert ei.value.rule == rule


def test_clone_into_busy_sequence_is_refused(tiny_backend):
    be = tiny_backend
    be.clear()
    be.prefill([40, 41], seq_id=0)
    be.clone(0, 1)
    with pytest.raises(BackendRefused) as ei:
        be.clone(0, 1)
    assert ei.value.rule == "clone-busy"
    be.drop(1)
    be.clone(0, 1)
    assert be.seq_len(1) == 2


def test_closed_backend_refuses(tiny_gguf):
    be = LlamaBackend(tiny_gguf, n_seq_max=2, n_ctx=512, n_threads=1)
    be.close()
    with pytest.raises(BackendRefused):
        be.decode_step([(0, 40, 0)])


def _twins(model, *, unified: bool, lanes: int = 4, steps: int = 5, seed: int = 1):
    n_seq = lanes + 1
    with LlamaBackend(model, n_seq_max=n_seq, n_ctx=512 if unified else n_seq * 256, kv_unified=unified,
                      n_threads=1) as be:
        rng = np.random.default_rng(seed)
        prefix = [int(t) for t in rng.integers(32, be.n_vocab, 64)]
        conts = [[int(t) for t in rng.integers(32, be.n_vocab, steps)] for _ in range(lanes)]
        be.prefill(prefix, 0)
        sequential = []
        for c in conts:  # one prefix-cloned session per continuation
            be.clone(0, 1)
            sequential.append([be.decode_step([(1, t, 64 + k)])[0].logits for k, t in enumerate(c)])
            be.drop(1)
        for lane in range(lanes):
            be.clone(0, lane + 1)
        batched = [[] for _ in conts]
        for k in range(steps):  # one multi-sequence decode per step, every lane a different token
            for lane, r in enumerate(be.decode_step([(lane + 1, conts[lane][k], 64 + k) for lane in range(lanes)])):
                assert r.finite and r.nonempty
                batched[lane].append(r.logits)
        return sequential, batched


@pytest.mark.parametrize("unified", [False, True])
def test_kv_clone_independence_smollm2(smollm2_path, unified):
    sequential, batched = _twins(smollm2_path, unified=unified)
    diffs = [float(np.abs(a - b).max()) for s, b_ in zip(sequential, batched) for a, b in zip(s, b_)]
    assert max(diffs) <= CLONE_TOLERANCE, f"lane logits differ from sequential twins by {max(diffs)}"
    # the continuations differ, so the lanes really are independent (not one shared state)
    assert float(np.abs(batched[0][-1] - batched[1][-1]).max()) > 1e-2


def test_kv_clone_independence_tiny(tiny_gguf):
    sequential, batched = _twins(tiny_gguf, unified=False, lanes=3, steps=3)
    assert max(float(np.abs(a - b).max()) for s, b_ in zip(sequential, batched) for a, b in zip(s, b_)) <= CLONE_TOLERANCE


def test_decode_several_tokens_per_sequence_matches_prefill(tiny_backend):
    """``decode`` (several contiguous tokens of one sequence, logits where asked) and
    ``prefill(logits=False)`` reach the same state as a plain prefill."""
    be = tiny_backend
    be.clear()
    ref = be.prefill([40, 41, 42], seq_id=0)
    assert be.prefill([40, 41], seq_id=1, logits=False) is None and be.seq_len(1) == 2
    rows = be.decode([(1, 42, 2), (2, 40, 0), (2, 41, 1), (2, 42, 2)], want=[True, False, False, True])
    assert [r.seq_id for r in rows] == [1, 2] and be.seq_len(2) == 3
    for r in rows:
        assert r.finite and float(np.abs(r.logits - ref.logits).max()) <= CLONE_TOLERANCE
    for entries, want, rule in (([(0, 43, 3), (0, 44, 5)], None, "pos-gap"),
                                ([(0, 43, 3)], [True, True], "batch-entry"),
                                ([(3, 43, 0)], None, "seq-id-range")):
        with pytest.raises(BackendRefused) as ei:
            be.decode(entries, want=want)
        assert ei.value.rule == rule
    assert be.seq_len(0) == 3  # nothing was decoded


def test_tokens_round_trip_and_refusals(tiny_backend):
    be = tiny_backend
    toks = be.tokenize("hello world", add_special=False)
    assert toks and all(0 <= t < be.n_vocab for t in toks)
    assert be.detokenize(toks).strip() == "hello world"
    assert be.n_ctx_train > 0 and isinstance(be.is_eog(toks[0]), bool)
    for bad in (be.n_vocab, -1):
        with pytest.raises(BackendRefused):
            be.detokenize([bad])
        with pytest.raises(BackendRefused):
            be.is_eog(bad)
