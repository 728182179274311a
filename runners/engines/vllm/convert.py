"""Dequantise a llama-architecture GGUF into an HF model directory that vLLM 0.32 loads.

Run with the vLLM venv's Python (torch, transformers, gguf, accelerate), never imported by
claimcheck: ``python runners/vllm_convert.py GGUF OUT_DIR``. It writes ``config.json``,
``generation_config.json``, ``model.safetensors`` (bf16), ``tokenizer.json``,
``tokenizer_config.json`` and ``chat_template.jinja`` into OUT_DIR (which must not exist)
and prints one JSON line on stdout (versions, seconds); logs go to stderr. Nothing is
fetched from a model hub (``HF_HUB_OFFLINE=1``).

vLLM 0.32 cannot load a GGUF of this model directly. ``transformers`` reads the GGUF with
``gguf_file=`` (tensors dequantised on load) and builds the tokenizer and chat template from
its metadata. transformers 5 then marks the model as GGUF-quantised and refuses
``save_pretrained`` ("is not serializable"), so its state dict is copied into a plain model of
the same class (strict: every tensor, no extra) and that one is saved.

The output is a function of the GGUF bytes and this file (and the pinned packages):
``runners.engines.vllm.prepare`` keys its cache by the SHA-256 of both.
"""

import json
import os
import sys
import time

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


def convert(gguf_path, out_dir):
    from pathlib import Path

    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    gguf = Path(gguf_path)
    out = Path(out_dir)
    if out.exists():
        raise SystemExit(f"{out}: output directory exists")
    t0 = time.monotonic()
    torch.manual_seed(0)
    tok = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    model = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name, dtype=torch.bfloat16)
    cfg = model.config
    if hasattr(cfg, "quantization_config"):
        delattr(cfg, "quantization_config")
    plain = type(model)(cfg).to(torch.bfloat16)
    missing, unexpected = plain.load_state_dict(model.state_dict(), strict=False)
    if missing or unexpected:
        raise SystemExit(f"{gguf}: state dict mismatch: missing {list(missing)[:5]}, unexpected {list(unexpected)[:5]}")
    plain.generation_config = model.generation_config
    plain.save_pretrained(str(out), safe_serialization=True)
    tok.save_pretrained(str(out))
    if not (out / "chat_template.jinja").exists() and not getattr(tok, "chat_template", None):
        raise SystemExit(f"{gguf}: the GGUF carries no chat template")
    import importlib.metadata as m

    def v(n):
        try:
            return m.version(n)
        except m.PackageNotFoundError:
            return None

    return {
        "files": sorted(os.listdir(out)),
        "seconds": round(time.monotonic() - t0, 3),
        "architecture": type(model).__name__,
        "dtype": "bfloat16",
        "versions": {n: v(n) for n in ("torch", "transformers", "gguf", "accelerate", "safetensors", "tokenizers")},
    }


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit("usage: python vllm_convert.py GGUF OUT_DIR")
    result = convert(sys.argv[1], sys.argv[2])
    sys.stdout.write(json.dumps(result, sort_keys=True) + "\n")
