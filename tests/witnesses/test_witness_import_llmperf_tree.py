"""`fak witness import` of a results tree that keeps LLMPerf's two files apart under one name (claimcheck/witnesses/
importers.py ``run_llmperf``): ray-project/llmperf-leaderboard's ``raw_data/summary/X.json`` beside
``raw_data/individual/X.json`` (the real files, tests/fixtures/bench_formats/llmperf-leaderboard/README.md).

Before, a responses file was known by its name only (``*_individual_responses.json``): the leaderboard's were read as
summaries and refused ("not a Ray LLMPerf summary"). A responses file is now known by its content and pairs with one
summary only: the same stem in one folder (LLMPerf's names) or the same name in a sibling ``summary/`` folder.
Expected numbers are the files' own (read here with json), never the importer's."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from claimcheck.cli import main
from claimcheck.witnesses import request_ab

TREE = Path(__file__).resolve().parents[1] / "fixtures" / "bench_formats" / "llmperf-leaderboard" / "raw_data"
RUNS = ("fireworks_70b", "groq_70b")


def fak(*args) -> object:
    return CliRunner().invoke(main, [str(a) for a in args])


def files(root: Path = TREE) -> list[Path]:
    return [root / kind / f"{run}.json" for run in RUNS for kind in ("summary", "individual")]


def test_summary_and_individual_folders_pair_by_name(tmp_path):
    out = tmp_path / "b"
    r = fak("witness", "import", *files(), "--out", out, "--arm", "fireworks", "--arm", "groq")
    assert r.exit_code == 0, r.output
    assert r.output.count("Ray LLMPerf individual responses: 150 request(s)") == 2
    w = json.loads((out / "witness.json").read_text())
    assert w["kind"] == "request-ab" and set(w["arms"]) == {"fireworks", "groq"}
    derived = request_ab.derive_bundle(out)["arms"]
    for arm, run in zip(("fireworks", "groq"), RUNS):
        src = json.loads((TREE / "summary" / f"{run}.json").read_text())
        checks = w["arms"][arm]["printed_vs_rows"][0]["checks"]
        assert len(checks) >= 20 and all(c["agrees"] for c in checks), [c for c in checks if not c["agrees"]]
        assert derived[arm]["completed"] == src["results_num_completed_requests"] == 150
        assert w["arms"][arm]["model"]["id"] == src["model"]  # each arm's own model, from its file


def test_a_run_s_rows_are_its_own(tmp_path):
    # groq's summary with fireworks' responses under one name: the counts agree (150 each), but fireworks' requests
    # take longer on 5 lanes than groq's run lasted: refused as inconsistent, never a silent pairing
    root = tmp_path / "raw_data"
    for kind in ("summary", "individual"):
        (root / kind).mkdir(parents=True)
    shutil.copy(TREE / "summary" / "groq_70b.json", root / "summary" / "x.json")
    shutil.copy(TREE / "individual" / "fireworks_70b.json", root / "individual" / "x.json")
    out = tmp_path / "b"
    r = fak("witness", "import", root / "summary" / "x.json", root / "individual" / "x.json", "--out", out)
    assert r.exit_code == 2 and "x.json" in r.output and "inconsistent" in r.output, r.output
    assert not out.exists()


def test_responses_without_their_summary_are_refused_naming_it(tmp_path):
    r = fak("witness", "import", TREE / "summary" / "fireworks_70b.json", TREE / "individual" / "groq_70b.json",
            "--out", tmp_path / "b")
    assert r.exit_code == 2 and str(Path("summary") / "groq_70b.json") in r.output, r.output
    assert not (tmp_path / "b").exists()


def test_responses_in_no_known_layout_are_refused(tmp_path):
    # a responses file under a name and folder that name no summary: refused, never paired by guess
    (tmp_path / "runs").mkdir()
    shutil.copy(TREE / "individual" / "groq_70b.json", tmp_path / "runs" / "groq.json")
    shutil.copy(TREE / "summary" / "groq_70b.json", tmp_path / "runs" / "groq_summary.json")
    r = fak("witness", "import", tmp_path / "runs" / "groq_summary.json", tmp_path / "runs" / "groq.json",
            "--out", tmp_path / "b")
    assert r.exit_code == 2 and "groq.json" in r.output and "individual" in r.output, r.output
    assert not (tmp_path / "b").exists()
