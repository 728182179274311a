"""The `fak` CLI for seal / verify / catalog / schema: exit codes, --json, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys

from bundle_kit import make_bundle, open_bundle
from click.testing import CliRunner

from claimcheck.cli import main


def run(*args):
    res = CliRunner().invoke(main, list(map(str, args)))
    assert "Traceback" not in res.output
    return res


def test_seal_then_verify_and_json(tmp_path):
    d = tmp_path / "b"
    d.mkdir()
    (d / "rows.jsonl").write_text('{"x": 1}\n')
    res = run("seal", d, "--role", "arm")
    assert res.exit_code == 0 and "sealed" in res.output
    res = run("verify", d, "--json")
    assert res.exit_code == 0
    doc = json.loads(res.output)
    assert doc["ok"] is True and doc["bundles"][0]["state"] == "complete"


def test_verify_failure_exit_3_with_one_line_per_problem(tmp_path):
    d = make_bundle(tmp_path / "b")
    (d / "rows.jsonl").write_text("tampered rows\n")
    (d / "extra").write_text("x")
    res = run("verify", d)
    assert res.exit_code == 3
    problem_lines = [l for l in res.output.splitlines() if "[" in l and "]" in l]
    assert any("rows.jsonl" in l and "size-mismatch" in l for l in problem_lines)
    assert any("extra" in l and "extra-file" in l for l in problem_lines)


def test_verify_preflight_only_offered_as_result(tmp_path):
    open_bundle(tmp_path / "p", {}, role="probe", preflight={})
    assert run("verify", tmp_path / "p").exit_code == 3
    assert run("verify", tmp_path / "p", "--allow-preflight").exit_code == 0


def test_seal_bad_input_is_one_line_exit_2(tmp_path):
    res = run("seal", tmp_path / "missing")
    assert res.exit_code == 2
    assert res.output.startswith("fak: ") and len(res.output.strip().splitlines()) == 1


def test_catalog_cli_cycle_and_failure(tmp_path):
    root = tmp_path / "root"
    root.mkdir()
    cp = tmp_path / "cat.json"
    assert run("catalog", "init", cp, "--root", root).exit_code == 0
    b = make_bundle(root / "x")
    assert run("catalog", "add", cp, b).exit_code == 0
    assert run("catalog", "verify", cp).exit_code == 0
    (root / "junk").write_text("j")
    before = cp.read_bytes()
    res = run("catalog", "reconcile", cp, "--json")
    assert res.exit_code == 3
    assert json.loads(res.output)["problems"][0]["rule"] == "unknown-file"
    assert cp.read_bytes() == before


def test_catalog_locked_exits_75(tmp_path):
    root = tmp_path / "root"
    root.mkdir()
    cp = tmp_path / "cat.json"
    run("catalog", "init", cp, "--root", root)
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys,time; from claimcheck._internal.locking import exclusive_lock; "
         "cm=exclusive_lock(sys.argv[1]); cm.__enter__(); print('held', flush=True); time.sleep(30)",
         str(cp) + ".lock"], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        res = run("catalog", "reconcile", cp)
        assert res.exit_code == 75 and "lock" in res.output
    finally:
        holder.kill()
        holder.wait()


def test_schema_export_check(tmp_path):
    assert run("schema", "export", "--out", tmp_path).exit_code == 0
    assert run("schema", "export", "--out", tmp_path, "--check").exit_code == 0
    (tmp_path / "receipt.schema.json").write_text("{}")
    assert run("schema", "export", "--out", tmp_path, "--check").exit_code == 3


def test_console_script_runs():
    out = subprocess.run([sys.executable, "-m", "claimcheck.cli", "--help"], capture_output=True, text=True)
    assert out.returncode == 0 and "claim" in out.stdout.lower()


def test_missing_optional_package_is_one_line_not_a_traceback():
    # a real fresh process in which the package `prometheus_client` (the /metrics reader of
    # prefix-ab) cannot be imported (as on an install without it): the lazily loaded command
    # reports the package, exit 2
    code = ("import sys; sys.modules['prometheus_client'] = None; "
            "from claimcheck.cli import main; main(['run', 'prefix-ab', '--help'])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 2
    assert "Traceback" not in out.stderr
    assert "'prometheus_client" in out.stderr and "missing-dependency" in out.stderr
