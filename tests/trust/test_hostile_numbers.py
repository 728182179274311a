"""Hostile numbers and ids in witnesses: huge finite times, huge counts, one id spelled two ways.

Each is refused with a one-line error naming the file (never an internal error, never a verdict
computed from an overflowed sum), at import and at grading alike.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples
from result_kit import vllm_result

from claimcheck import limits
from claimcheck.claims import ClaimInput, grade
from claimcheck.claims import fixtures as F
from claimcheck.cli import main

VERDICTS = ("net-true", "strawman", "not-yet", "false", "invalid")


def _grade(bundle: Path, statement: str, scope: str):
    return grade(ClaimInput(statement=statement, baseline={"kind": "real", "description": "x"}, net=True, scope=scope,
                            provenance="OBSERVED", witness=str(bundle)))


def _s2(tmp_path: Path, edit) -> Path:
    w, files = F.s2_witness("OBSERVED")
    edit(files["rows.jsonl"])
    return F.write_bundle(tmp_path / "b", w, files)


def _s4e(tmp_path: Path, edit) -> Path:
    w, files = F.s4e_witness("OBSERVED")
    edit(files)
    return F.write_bundle(tmp_path / "b", w, files)


# --- huge finite times and counts ---------------------------------------------------------------


def _huge_ttft(rows):
    for r in rows:
        r["start_s"], r["first_token_s"], r["end_s"] = 0.0, 1.7e308, 1.7e308


def test_huge_finite_times_are_refused_not_summed(tmp_path):
    # fsum over these TTFTs would overflow: the witness is invalid, its row named, never an internal error
    b = _s2(tmp_path, _huge_ttft)
    res = _grade(b, "The concurrent-unique arm's mean TTFT was 0.25 s.", F.S2_SCOPE)
    assert res.verdict == "invalid"
    assert any("rows.jsonl:1" in p and "first_token_s" in p and "1e+09" in p for p in res.witness.problems), res.witness


def test_times_at_the_bound_are_accepted_and_beyond_it_refused(tmp_path):
    def at(rows):
        for r in rows:
            r["start_s"] -= limits.MAX_WITNESS_SECONDS / 2
            r["first_token_s"] = r["first_token_s"] and r["first_token_s"] - limits.MAX_WITNESS_SECONDS / 2
            r["end_s"] -= limits.MAX_WITNESS_SECONDS / 2
    b = _s2(tmp_path / "ok", at)
    assert _grade(b, F.S2_STATEMENT, F.S2_SCOPE).verdict != "invalid"

    def beyond(rows):
        rows[0]["start_s"] = -limits.MAX_WITNESS_SECONDS * 1.5
    res = _grade(_s2(tmp_path / "bad", beyond), F.S2_STATEMENT, F.S2_SCOPE)
    assert res.verdict == "invalid" and any("start_s" in p for p in res.witness.problems)


def test_huge_counts_are_refused(tmp_path):
    def many(rows):
        rows[0]["prompt_tokens"] = 10 ** 400
    res = _grade(_s2(tmp_path, many), F.S2_STATEMENT, F.S2_SCOPE)
    assert res.verdict == "invalid" and any("prompt_tokens" in p and "2**53" in p for p in res.witness.problems)


def test_compat_batch_huge_times_are_refused(tmp_path):
    def edit(files):
        for r in files["steps.jsonl"]:
            r["end_s"] = 1e300
    res = _grade(_s4e(tmp_path, edit), F.S4E_STATEMENT, F.S4E_SCOPE)
    assert res.verdict == "invalid" and any("steps.jsonl" in p and "end_s" in p for p in res.witness.problems)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(scale=st.floats(min_value=1e-300, max_value=1e300, allow_nan=False, allow_infinity=False),
       shift=st.floats(min_value=-1e300, max_value=1e300, allow_nan=False, allow_infinity=False))
def test_any_finite_times_grade_to_a_verdict_or_a_named_refusal(tmp_path_factory, scale, shift):
    def edit(rows):
        for r in rows:
            for k in ("start_s", "first_token_s", "end_s"):
                if r[k] is not None:
                    r[k] = r[k] * scale + shift
    b = _s2(tmp_path_factory.mktemp("p"), edit)
    for statement in (F.S2_STATEMENT, "The concurrent-unique arm's mean TTFT was 0.25 s.",
                      "The concurrent-unique arm's total wall time was 3 s."):
        res = _grade(b, statement, F.S2_SCOPE)
        assert res.verdict in VERDICTS
        assert all(q.recomputed is None or math.isfinite(q.recomputed) for q in res.quantities)


def _import(tmp_path: Path, edit, name: str = "r"):
    r1 = vllm_result(concurrency=1, seed=1)
    edit(r1)
    p1, p2 = tmp_path / f"{name}1.json", tmp_path / f"{name}2.json"
    p1.write_text(json.dumps(r1))
    p2.write_text(json.dumps(vllm_result(concurrency=4, seed=2)))
    out = tmp_path / f"{name}-out"
    r = CliRunner().invoke(main, ["witness", "import", "vllm-bench", str(p1), str(p2), "--out", str(out),
                                  "--arm", "a", "--arm", "b"])
    return r, p1, out


@pytest.mark.parametrize("edit, field", [
    (lambda r: r["itls"].__setitem__(0, [1e308, 1e308]), "itls[0]"),  # fsum overflowed: an internal error
    (lambda r: r.__setitem__("ttfts", [1e300] * len(r["ttfts"])), "ttfts[0]"),
    (lambda r: r["output_lens"].__setitem__(0, 1e300), "output_lens[0]"),
    (lambda r: r.__setitem__("duration", 1e300), "duration"),
    (lambda r: r["start_times"].__setitem__(0, -1e300), "start_times[0]"),
], ids=["itls", "ttfts", "output_lens", "duration", "start_times"])
def test_vllm_bench_import_refuses_huge_values_and_writes_nothing(tmp_path, edit, field):
    r, p1, out = _import(tmp_path, edit)
    assert r.exit_code == 2, r.output
    assert "internal error" not in r.output and str(p1) in r.output and field in r.output
    assert not out.exists()


# --- one id, two spellings -----------------------------------------------------------------------


def test_task_ids_1_and_str_1_are_one_task(tmp_path):
    def edit(rows):
        arm = rows[0]["arm"]
        same = [r for r in rows if r["arm"] == arm]
        same[0]["task_id"], same[1]["task_id"] = 1, "1"
    res = _grade(_s2(tmp_path, edit), F.S2_STATEMENT, F.S2_SCOPE)
    assert res.verdict == "invalid"
    assert any("appears twice" in p and "request-ab/duplicate" in p for p in res.witness.problems), res.witness


def test_run_ids_1_and_str_1_are_one_run(tmp_path):
    def edit(rows):
        arm = rows[0]["arm"]
        same = [r for r in rows if r["arm"] == arm]
        for i, r in enumerate(same):
            r["run"] = 1 if i % 2 else "1"
        for r in rows:
            r.setdefault("run", 1)
    res = _grade(_s2(tmp_path, edit), F.S2_STATEMENT, F.S2_SCOPE)
    assert res.verdict == "invalid"
    assert any("one run two ways" in p for p in res.witness.problems), res.witness


def test_compat_batch_job_ids_1_and_str_1_are_one_job(tmp_path):
    def edit(files):
        jobs = [r for r in files["jobs.jsonl"] if r["arm"] == "batched"]
        jobs[0]["job_id"], jobs[1]["job_id"] = 7, "7"
    res = _grade(_s4e(tmp_path, edit), F.S4E_STATEMENT, F.S4E_SCOPE)
    assert res.verdict == "invalid"
    assert any("appears twice" in p and "jobs.jsonl" in p for p in res.witness.problems), res.witness
