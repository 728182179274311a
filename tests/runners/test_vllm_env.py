"""The vLLM tier's plumbing that needs no vLLM: what happens when the tier is absent, how a cache
reset answer is judged, install.sh's option parsing. (The real-engine tests are the modules
marked ``vllm``.)"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from claimcheck.cli import main
from runners.engines.vllm import env as vllm_env
from runners.openai_http import ProbeResult
from runners.prefix_ab.run import judge_reset

ROOT = Path(__file__).resolve().parents[2]


def test_prefix_ab_server_vllm_without_the_tier_is_one_clear_line_and_no_bundle(no_vllm_tier):
    out = no_vllm_tier / "bundle"
    r = CliRunner().invoke(main, ["run", "prefix-ab", "--server", "vllm", "--out", str(out), "--quiet"])
    assert r.exit_code == 2, r.output
    lines = [ln for ln in r.output.splitlines() if ln.strip()]
    assert len(lines) == 1 and "./install.sh --vllm" in lines[0] and "Traceback" not in r.output
    assert not out.exists()


def test_prepare_model_without_the_tier_names_the_install_command(no_vllm_tier):
    r = CliRunner().invoke(main, ["vllm", "prepare-model", "--models-dir", str(no_vllm_tier / "models")])
    assert r.exit_code == 2
    assert "./install.sh --vllm" in r.output
    assert not (no_vllm_tier / "models").exists() or not any((no_vllm_tier / "models").iterdir())


def test_info_reports_an_absent_tier(no_vllm_tier):
    r = CliRunner().invoke(main, ["vllm", "info", "--json"])
    assert r.exit_code == 0, r.output
    info = json.loads(r.output)
    assert info["installed"] is False and info["venv"] == str(no_vllm_tier / "no-such-venv")
    assert "./install.sh --vllm" in info["reason"]


def test_a_venv_whose_python_does_not_run_is_not_a_tier(tmp_path, monkeypatch):
    venv = tmp_path / "broken"
    (venv / "bin").mkdir(parents=True)
    py = venv / "bin" / "python"
    py.write_text("#!/bin/sh\nexit 3\n")
    py.chmod(0o755)
    monkeypatch.setenv("CLAIMCHECK_VLLM_VENV", str(venv))
    vllm_env._versions.cache_clear()
    try:
        ok, why = vllm_env.available()
    finally:
        vllm_env._versions.cache_clear()
    assert ok is False and str(py) in why


@pytest.mark.parametrize("status,body,expected", [
    (200, '{"success":true}', "done"),            # vLLM 0.32, reset happened
    (200, '{"success":false}', "refused"),        # vLLM 0.32 while a request holds KV blocks
    (404, '{"detail":"Not Found"}', "unsupported"),  # vLLM without VLLM_SERVER_DEV_MODE=1
    (405, "", "unsupported"),
    (200, '{"status": "ok", "dropped_tokens": 702}', "done"),  # runners.llama_server
    (200, "", "unconfirmed"),                     # a 200 that does not say
    (200, '{"n_erased": 1}', "unconfirmed"),      # llama.cpp's slot erase answer
    (200, "[true]", "unconfirmed"),
    (500, '{"success":true}', "failed"),
    (None, None, "failed"),                       # no HTTP answer
])
def test_a_reset_counts_as_done_only_when_the_server_confirms_it(status, body, expected):
    assert judge_reset(ProbeResult(status=status, body=body)) == expected


def test_vllm_processes_log_to_stderr_offline_without_the_main_pythonpath(monkeypatch):
    monkeypatch.setenv("PYTHONPATH", "/somewhere/else")
    env = vllm_env.server_env()
    assert env["VLLM_LOGGING_STREAM"] == "ext://sys.stderr"
    assert env["HF_HUB_OFFLINE"] == "1" and env["VLLM_NO_USAGE_STATS"] == "1"
    assert env["VLLM_SERVER_DEV_MODE"] == "1" and env["VLLM_CPU_KVCACHE_SPACE"] == str(vllm_env.KVCACHE_SPACE_GIB)
    assert "PYTHONPATH" not in env
    assert "VLLM_SERVER_DEV_MODE" not in vllm_env.engine_env({})


def test_install_sh_refuses_an_unknown_option_before_installing_anything(tmp_path):
    r = subprocess.run(["bash", str(ROOT / "install.sh"), "--bogus"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "--bogus" in r.stderr
    h = subprocess.run(["bash", str(ROOT / "install.sh"), "--help"], capture_output=True, text=True, timeout=60)
    assert h.returncode == 0 and "--vllm" in h.stdout


def test_install_sh_pins_what_runners_vllm_env_expects():
    text = (ROOT / "install.sh").read_text()
    for spec in (vllm_env.TORCH_SPEC, vllm_env.VLLM_SPEC, *vllm_env.CONVERT_SPECS):
        assert spec in text, spec


def test_ci_runs_exactly_the_test_command_of_the_readme():
    readme = (ROOT / "README.md").read_text().splitlines()
    i = next(n for n, ln in enumerate(readme) if ln.startswith("# 2."))
    command = next(ln for ln in readme[i + 1:] if ln.strip() and not ln.startswith("#"))
    assert "--vllm" in command and "pytest" in command
    ci = [ln.strip() for ln in (ROOT / ".ci" / "run").read_text().splitlines()]
    assert command.strip() in ci
    assert "export CLAIMCHECK_REQUIRE_VLLM=1" in ci[:ci.index(command.strip())]
