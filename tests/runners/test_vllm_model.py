"""`fak vllm prepare-model` with the real converter in the real vLLM venv: the shipped SmolLM2 GGUF
becomes an HF directory whose every file's digest is recorded; a cached one is found again; a
partial or altered one is redone (byte-identical); a file that is not a GGUF is refused with
nothing left behind."""

from __future__ import annotations

import hashlib
import json
import os
import shutil

import pytest
from click.testing import CliRunner

from claimcheck.cli import main
from runners.engines.vllm.prepare import EXPECTED_FILES, MANIFEST, _check, converter_id, prepare_model

pytestmark = pytest.mark.vllm



def sha(p) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def prepared(smollm2_path):
    return prepare_model(smollm2_path)  # the cache that ./install.sh --vllm filled (or converts now)


def test_prepared_model_records_the_gguf_and_every_file_digest(prepared, smollm2_path):
    d = prepared.path
    assert d.name.startswith(sha(smollm2_path)[:24] + "-") and d.name.endswith(converter_id())
    assert prepared.gguf_sha256 == sha(smollm2_path) and prepared.gguf_size == smollm2_path.stat().st_size
    man = json.loads((d / MANIFEST).read_text())
    assert man["gguf_sha256"] == prepared.gguf_sha256 and man["converter"] == prepared.converter
    on_disk = {p.name for p in d.iterdir() if p.name != MANIFEST}
    assert on_disk == set(man["files"]) >= set(EXPECTED_FILES) | {"chat_template.jinja"}
    for name, meta in man["files"].items():
        assert meta == {"size": (d / name).stat().st_size, "sha256": sha(d / name)}, name
    cfg = json.loads((d / "config.json").read_text())
    assert cfg["architectures"] == ["LlamaForCausalLM"] and "quantization_config" not in cfg
    assert cfg.get("torch_dtype", cfg.get("dtype")) == "bfloat16"
    assert "im_start" in (d / "chat_template.jinja").read_text()
    ident = prepared.identity("x")
    assert ident.file_sha256 == sha(d / "model.safetensors") and prepared.gguf_sha256 in ident.revision


def test_a_second_prepare_is_the_cached_directory(prepared, smollm2_path):
    before = (prepared.path / "model.safetensors").stat().st_mtime_ns
    again = prepare_model(smollm2_path)
    assert again.cached is True and again.path == prepared.path and again.files == prepared.files
    assert (prepared.path / "model.safetensors").stat().st_mtime_ns == before


def test_cli_prepare_model_json(prepared):
    r = CliRunner().invoke(main, ["vllm", "prepare-model", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["path"] == str(prepared.path) and out["cached"] is True
    assert out["files"]["model.safetensors"] == prepared.files["model.safetensors"]


def test_a_partial_conversion_is_redone_identically(prepared, smollm2_path, tmp_path):
    models = tmp_path / "models"
    models.mkdir()
    target = models / prepared.path.name
    # a conversion killed before its manifest: files there, the weights half written, no manifest
    shutil.copytree(prepared.path, target)
    (target / MANIFEST).unlink()
    (target / "model.safetensors").write_bytes(b"half")
    redone = prepare_model(smollm2_path, models_dir=models)
    assert redone.cached is False and redone.path == target
    assert redone.files == prepared.files  # the conversion is deterministic: byte-identical files
    assert json.loads((target / MANIFEST).read_text())["files"] == prepared.files
    assert sorted(p.name for p in models.iterdir() if not p.name.startswith(".")) == [target.name]
    assert not [p for p in models.iterdir() if p.name.startswith(".tmp-")]


def test_a_complete_directory_altered_in_place_is_not_a_prepared_model(prepared, smollm2_path, tmp_path):
    target = tmp_path / prepared.path.name
    shutil.copytree(prepared.path, target)
    assert _check(target, prepared.gguf_sha256, prepared.converter, verify=True) is not None
    data = bytearray((target / "tokenizer.json").read_bytes())
    data[-2] ^= 0x01  # same size, one bit changed
    (target / "tokenizer.json").write_bytes(bytes(data))
    assert _check(target, prepared.gguf_sha256, prepared.converter, verify=False) is not None  # sizes only
    assert _check(target, prepared.gguf_sha256, prepared.converter, verify=True) is None  # the default re-hash
    (target / "extra.bin").write_bytes(b"x")
    assert _check(target, prepared.gguf_sha256, prepared.converter, verify=False) is None
    assert _check(prepared.path, "0" * 64, prepared.converter, verify=False) is None  # another GGUF's key


def test_a_file_that_is_not_a_gguf_is_refused_and_nothing_is_left(tmp_path):
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"GGUF" + os.urandom(4096))
    models = tmp_path / "models"
    r = CliRunner().invoke(main, ["vllm", "prepare-model", "--gguf", str(bad), "--models-dir", str(models)])
    assert r.exit_code == 2, r.output
    lines = [ln for ln in r.output.splitlines() if ln.strip()]
    assert len(lines) == 1 and str(bad) in lines[0] and "conversion failed" in lines[0]
    assert [p.name for p in models.iterdir() if not p.name.endswith(".lock")] == []
