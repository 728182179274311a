"""The input-handling conventions README.md promises ("Values of enumerated flags", "Exit codes"):
one rule for enumerated values, suggestions for mistyped commands and options, seal refusing a bundle
inside a bundle, one file count for one bundle, and claim-check output that is wrapped, shown once
and in one unit per line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from claimcheck.cli import main

ROOT = Path(__file__).resolve().parents[2]
S4E = str(ROOT / "examples" / "witnesses" / "s4e-compat-batch")
VLLM_BENCH = ROOT / "tests" / "fixtures" / "vllm_bench" / "real-0.32.0"


def _run(args, **kw):
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False, **kw)


@pytest.mark.parametrize("args, suggestion", [
    (["verfy", "x"], "Did you mean 'verify'?"),                      # a lazily registered command
    (["catalog", "verfy", "x"], "Did you mean 'verify'?"),           # a subgroup's command
    (["witness", "imprt", "vllm-bench"], "Did you mean 'import'?"),
    (["verify", "--jsn", "x"], "Did you mean '--json'?"),             # an option (click's own)
])
def test_a_mistyped_command_or_option_is_a_usage_error_with_a_suggestion(args, suggestion):
    r = _run(args)
    assert r.exit_code == 2, r.output
    assert suggestion in r.output


def test_a_command_with_nothing_close_lists_the_commands():
    r = _run(["catalog", "zzzz"])
    assert r.exit_code == 2 and "Commands: add, init, reconcile, verify." in r.output


def _claim(provenance="REPORTED", baseline="real", statement="Batching was 0.539209x the tuned sequential rate."):
    return ["claim-check", "--statement", statement, "--baseline", baseline, "--baseline-desc", "same jobs", "--net",
            "--scope", "one CPU", "--provenance", provenance, "--witness", S4E]


@pytest.mark.parametrize("provenance, hint", [
    ("observed", "did you mean 'OBSERVED'? (labels are upper case, as in the Go fak)"),
    ("Reported", "did you mean 'REPORTED'?"),
    ("OBSERVD", "did you mean 'OBSERVED'?"),
    ("measured", "is not one of WITNESSED | OBSERVED | MODELED | SIMULATED | REPORTED"),
])
def test_provenance_is_exact_as_in_go_and_anything_else_is_a_usage_error(provenance, hint):
    r = _run(_claim(provenance=provenance))
    assert r.exit_code == 2, r.output  # not a graded not-yet (3): the value is outside the closed set
    assert hint in r.output and "[usage]" in r.output


@pytest.mark.parametrize("baseline, code", [("REAL", 3), (" Tuned ", 3), ("naive", 3), ("rael", 2), ("best", 2)])
def test_baseline_is_read_in_any_case_as_in_go(baseline, code):
    # the REPORTED witness grades not-yet (3) whatever the baseline; a word outside the set is usage (2)
    r = _run(_claim(baseline=baseline))
    assert r.exit_code == code, r.output
    if baseline == "rael":
        assert "did you mean 'real'?" in r.output


def test_the_importer_takes_provenance_as_claim_check_does(tmp_path):
    files = [VLLM_BENCH / "bench-c1.json", VLLM_BENCH / "bench-c4.json"]
    r = _run(["witness", "import", "vllm-bench", *files, "--arm", "c1", "--arm", "c4", "--out", tmp_path / "b",
              "--provenance", "observed"])
    assert r.exit_code == 2 and not (tmp_path / "b").exists(), r.output
    r = _run(["witness", "import", "vllm-bench", *files, "--arm", "c1", "--arm", "c4", "--out", tmp_path / "b"])
    assert r.exit_code == 0, r.output
    # the import, seal and verify count the same files: those the receipt binds
    receipt = json.loads((tmp_path / "b" / "receipt.json").read_text())
    n = len(receipt["predicate"]["files"])
    assert f"sealed {tmp_path / 'b'}: {n} files," in r.output and "from 2 result files" in r.output
    v = json.loads(_run(["verify", tmp_path / "b", "--json"]).output)
    assert v["bundles"][0]["files"] == n


def test_seal_and_verify_report_the_same_file_count(tmp_path):
    b = tmp_path / "b"
    (b / "sub").mkdir(parents=True)
    for name in ("witness.json", "rows.jsonl", ".hidden", "sub/steps.jsonl", "empty"):
        (b / name).write_text("" if name == "empty" else name)
    r = _run(["seal", b])
    assert r.exit_code == 0 and "5 files" in r.output, r.output
    v = json.loads(_run(["verify", b, "--json"]).output)
    assert v["bundles"][0]["files"] == 5


def test_seal_refuses_a_directory_that_holds_a_sealed_bundle(tmp_path):
    outer = tmp_path / "outer"
    (outer / "inner").mkdir(parents=True)
    (outer / "a.json").write_text("{}")
    (outer / "inner" / "rows.jsonl").write_text("{}\n")
    assert _run(["seal", outer / "inner"]).exit_code == 0
    r = _run(["seal", outer])
    assert r.exit_code == 2, r.output
    assert "holds the sealed bundle 'inner'" in r.output and "[nested-bundle]" in r.output
    assert not (outer / "receipt.json").exists()


def test_claim_check_output_is_wrapped_shown_once_and_one_unit_per_line():
    statement = ("On the CPU-reference path, real compatibility batching of 24 jobs in 3 batches was 0.539209x the "
                 "tuned sequential rate (46.1% slower), inclusive of 34.7% padding.")
    r = _run(_claim(statement=statement))
    assert r.exit_code == 3, r.output  # REPORTED: not-yet
    lines = r.output.splitlines()
    for line in lines:  # a line longer than 100 columns only where a single word (a digest) forces it
        assert len(line) <= 100 or " " not in line.strip(), line
    read = [line for line in lines if line.startswith("  I read:")]
    assert read and len(read) == len(set(read))
    flat = " ".join(r.output.split())
    # the fraction stated in percent is read in percent only (value, interval and precision)
    assert "I read: padding_tax(batched) = 34.7% in [34.65%, 34.75%) (stated precision: +-0.05 points)" in flat
    assert "0.347" not in flat
    # each reading once: the quantity lines show what was recomputed, not the reading again
    assert flat.count("I read: jobs(batched) = 24") == 1
    assert "24 jobs [batched]: recomputed jobs of batched: 24" in flat


def test_claim_check_help_says_what_net_true_needs():
    r = _run(["claim-check", "--help"])
    assert r.exit_code == 0
    flat = " ".join(r.output.split())
    assert "A net-true verdict needs all of:" in flat
    for flag in ("--baseline real", "--net", "--scope", "--provenance OBSERVED or WITNESSED", "--witness"):
        assert flag in flat


def test_an_unreadable_receipt_does_not_count_itself(tmp_path):
    # whatever the state, "files" is the files a receipt binds (or would bind): never receipt.json itself
    b = tmp_path / "b"
    b.mkdir()
    (b / "rows.jsonl").write_text("{}\n")
    (b / "witness.json").write_text("{}")
    assert _run(["seal", b]).exit_code == 0
    (b / "receipt.json").write_text("not json")
    v = json.loads(_run(["verify", b, "--json"]).output)["bundles"][0]
    assert v["state"] == "invalid" and v["files"] == 2
