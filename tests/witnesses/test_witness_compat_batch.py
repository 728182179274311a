"""compat-batch witness: re-derivation of the S4e table from raw rows, and format rules."""

from __future__ import annotations

import copy

import pytest

from claimcheck.claims.fixtures import s4e_witness, write_bundle
from claimcheck.witnesses import compat_batch as cb
from claimcheck.witnesses import nearest_rank
from claimcheck.witnesses._rows import WitnessError


def _derive(w=None, files=None):
    if w is None:
        w, files = s4e_witness()
    return cb.derive(w, files["jobs.jsonl"], files["steps.jsonl"])


def test_s4e_table_reproduced():
    d = _derive()
    b, s = d["arms"]["batched"], d["arms"]["sequential"]
    assert d["baseline"] == "sequential"
    assert (b["submitted"], b["scheduled"], b["cancelled"]) == (25, 24, 1)
    assert (b["classes"], b["batches"], b["width"]) == (3, 3, 8)
    assert (b["useful_steps"], b["allocated_steps"]) == (94, 144)
    assert f"{b['padding_tax'] * 100:.4f}" == "34.7222"
    assert b["batch_fill_at_admission"] == 1.0
    assert (f"{b['queue_delay_p50_s']:.3f}", f"{b['queue_delay_p95_s']:.3f}") == ("7.841", "16.966")
    assert f"{b['rate']:.3f}" == "3.159" and f"{s['rate']:.3f}" == "5.858"
    assert f"{d['ratios']['batched']:.6f}" == "0.539209"
    assert (b["logit_rows_finite_nonempty"], b["logit_rows_checked"]) == (94, 94)
    assert f"{(1 - d['ratios']['batched']) * 100:.1f}" == "46.1"


def test_derive_bundle_roundtrip(tmp_path):
    w, files = s4e_witness()
    write_bundle(tmp_path / "b", w, files)
    d = cb.derive_bundle(tmp_path / "b")
    assert f"{d['ratios']['batched']:.6f}" == "0.539209"


def test_nearest_rank():
    assert nearest_rank(range(1, 25), 50) == 12
    assert nearest_rank(range(1, 25), 95) == 23
    assert nearest_rank([3.0], 50) == 3.0
    assert nearest_rank([], 50) is None
    assert nearest_rank([1, 2, 3, 4], 100) == 4


@pytest.mark.parametrize("mutate, rule", [
    (lambda w, f: f["jobs.jsonl"][0].update(arm="ghost"), "compat-batch/unknown-arm"),
    (lambda w, f: f["jobs.jsonl"][0].update(steps=f["jobs.jsonl"][0]["steps"] + 1,
                                            finite_logit_rows=0), "compat-batch/useful-mismatch"),
    (lambda w, f: f["steps.jsonl"][0].update(active=9), "compat-batch/lanes"),
    (lambda w, f: f["jobs.jsonl"][-1].update(steps=1), "compat-batch/cancelled"),
    (lambda w, f: f["jobs.jsonl"][0].update(cancelled=1), "witness-format"),
    (lambda w, f: w["inputs"].update(jobs_submitted=26), "compat-batch/inputs-mismatch"),
    (lambda w, f: w["arms"]["batched"].update(role="baseline"), "witness-format"),
    (lambda w, f: w.update(provenance="MEASURED"), "witness-format"),
    (lambda w, f: f["steps.jsonl"].append(dict(f["steps.jsonl"][0])), "compat-batch/duplicate"),
    (lambda w, f: f["jobs.jsonl"][0].update(plan_start_s=-1.0), "compat-batch/times"),
])
def test_format_rules(mutate, rule):
    w, files = s4e_witness()
    w, files = copy.deepcopy(w), copy.deepcopy(files)
    mutate(w, files)
    with pytest.raises(WitnessError) as exc:
        _derive(w, files)
    assert exc.value.rule == rule


def test_repeated_runs_give_run_rates():
    w, files = s4e_witness()
    jobs, steps = [], []
    w = copy.deepcopy(w)
    w["inputs"]["jobs_submitted"] = 25
    for run in (0, 1):
        for r in files["jobs.jsonl"]:
            jobs.append({**r, "run": run})
        for r in files["steps.jsonl"]:
            steps.append({**r, "run": run})
    d = cb.derive(w, jobs, steps)
    assert d["arms"]["batched"]["runs"] == 2
    assert len(d["arms"]["batched"]["run_rates"]) == 2
    assert f"{d['ratios']['batched']:.6f}" == "0.539209"
