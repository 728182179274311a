"""request-ab witness: the S2 table re-derived from rows, nearest-rank TTFT, format rules."""

from __future__ import annotations

import copy

import pytest

from claimcheck.claims.fixtures import s2_witness, write_bundle
from claimcheck.witnesses import request_ab as ra
from claimcheck.witnesses._rows import WitnessError


def _derive(w=None, rows=None):
    if w is None:
        w, files = s2_witness()
        rows = files["rows.jsonl"]
    return ra.derive(w, rows)


def test_s2_table_reproduced():
    d = _derive()
    a = d["arms"]
    table = {"concurrent-unique": (4, "75.48", "24.66", 8418), "concurrent-shared": (4, "76.34", "25.00", 8426),
             "sequential-shared": (1, "104.17", "8.61", 8426)}
    for arm, (workers, wall, ttft, prompt) in table.items():
        assert a[arm]["workers"] == workers
        assert a[arm]["completed"] == 12 and a[arm]["requests"] == 12
        assert f"{a[arm]['wall_s']:.2f}" == wall
        assert f"{a[arm]['ttft_p50_s']:.2f}" == ttft
        assert a[arm]["prompt_tokens"] == prompt and a[arm]["completion_tokens"] == 96
        assert a[arm]["cached_tokens"] is None and a[arm]["cached_rows"] == 0
    assert [f"{a[x]['throughput']:.4f}" for x in table] == ["0.1590", "0.1572", "0.1152"]
    # the seed's 1.36x is shared concurrent vs sequential; unique vs sequential is 1.38x
    assert f"{a['sequential-shared']['wall_s'] / a['concurrent-shared']['wall_s']:.2f}" == "1.36"
    assert f"{a['sequential-shared']['wall_s'] / a['concurrent-unique']['wall_s']:.2f}" == "1.38"
    assert f"{a['concurrent-shared']['throughput'] / a['concurrent-unique']['throughput']:.3f}" == "0.989"
    assert f"{a['concurrent-shared']['ttft_p50_s'] / a['concurrent-unique']['ttft_p50_s']:.3f}" == "1.014"
    assert d["baseline"] == "sequential-shared"
    assert d["telemetry"]["batches_probe"] == {"status": 404, "supported": False}


def test_bundle_roundtrip(tmp_path):
    write_bundle(tmp_path / "b", *s2_witness("OBSERVED"))
    d = ra.derive_bundle(tmp_path / "b")
    assert d["provenance"] == "OBSERVED"


def test_repeated_runs_pool_and_keep_per_run_values():
    w, files = s2_witness(runs=3)
    d = ra.derive(w, files["rows.jsonl"])
    arm = d["arms"]["concurrent-shared"]
    assert arm["runs"] == 3 and len(arm["run_values"]) == 3
    assert arm["completed_per_run"] == [12]


def test_cache_metric_deltas():
    w, files = s2_witness()
    w = copy.deepcopy(w)
    w["telemetry"]["metrics"]["concurrent-shared"] = {"before": {"prefix_cache_queries": 10, "prefix_cache_hits": 2},
                                                      "after": {"prefix_cache_queries": 8430, "prefix_cache_hits": 7702}}
    d = ra.derive(w, files["rows.jsonl"])
    assert d["arms"]["concurrent-shared"]["cache_queries"] == 8420
    assert d["arms"]["concurrent-shared"]["cache_hits"] == 7700
    assert d["arms"]["concurrent-unique"]["cache_hits"] is None


@pytest.mark.parametrize("mutate, rule", [
    (lambda w, r: r[0].update(arm="ghost"), "request-ab/unknown-arm"),
    (lambda w, r: r[0].update(first_token_s=r[0]["end_s"] + 1), "request-ab/times"),
    (lambda w, r: r[0].update(completion_tokens=9), "request-ab/output-cap"),
    (lambda w, r: r[0].update(cached_tokens=10_000), "request-ab/cached"),
    (lambda w, r: r[0].pop("cached_tokens"), "witness-format"),
    (lambda w, r: r[0].update(ok="yes"), "witness-format"),
    (lambda w, r: r.append(dict(r[0])), "request-ab/duplicate"),
    (lambda w, r: w["arms"]["concurrent-unique"].update(role="baseline"), "witness-format"),
    (lambda w, r: w["telemetry"]["metrics"].update({"concurrent-shared": {"before": {"prefix_cache_hits": 5},
                                                                          "after": {"prefix_cache_hits": 1}}}),
     "request-ab/counter"),
    (lambda w, r: r[:] and [r.remove(x) for x in [x for x in r if x["arm"] == "concurrent-unique"]], "request-ab/empty-arm"),
])
def test_format_rules(mutate, rule):
    w, files = s2_witness()
    w, rows = copy.deepcopy(w), copy.deepcopy(files["rows.jsonl"])
    mutate(w, rows)
    with pytest.raises(WitnessError) as exc:
        ra.derive(w, rows)
    assert exc.value.rule == rule


def test_runner_shaped_witness_with_failures_and_raw_metrics():
    """The prefix-ab runner's shape: extra keys, raw metric samples, null counters, a failed row."""
    w, files = s2_witness("OBSERVED")
    w, rows = copy.deepcopy(w), copy.deepcopy(files["rows.jsonl"])
    w["telemetry"]["metrics"]["concurrent-shared"] = {
        "before": {"raw": {"llamacpp:prompt_tokens_total": 10.0}, "prefix_cache_queries": None, "prefix_cache_hits": None},
        "after": {"raw": {"llamacpp:prompt_tokens_total": 8436.0}, "prefix_cache_queries": None, "prefix_cache_hits": None}}
    w["telemetry"]["metrics_probe"] = {"path": "/metrics", "status": 200, "supported": True, "error": None}
    w["summary"] = {"note": "descriptive only"}
    for r in rows:
        r.update(error=None, http_status=200, finish_reason="length", usage_reported=True)
    rows.append({"arm": "concurrent-shared", "task_id": "task-99", "start_s": 1.0, "first_token_s": None, "end_s": None,
                 "prompt_tokens": None, "completion_tokens": None, "cached_tokens": None, "ok": False,
                 "error": "ReadTimeout", "http_status": None})
    d = ra.derive(w, rows)
    a = d["arms"]["concurrent-shared"]
    assert (a["completed"], a["failed"], f"{a['wall_s']:.2f}") == (12, 1, "76.34")
    assert a["cache_hits"] is None and a["prompt_tokens"] == 8426
    # a completed row without usage makes the token sum unknown, not smaller
    rows[0]["prompt_tokens"] = None
    assert ra.derive(w, rows)["arms"][rows[0]["arm"]]["prompt_tokens"] is None
