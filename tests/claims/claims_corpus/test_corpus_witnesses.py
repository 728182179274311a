"""The corpus witnesses themselves: each one seals and verifies, and the numbers worked out by
hand in ``witnesses.HAND`` (on which the corpus expectations rest) are what numpy computes from
the rows written here. This checks the test data, not the grader: nothing here calls
``claimcheck.claims`` or ``claimcheck.witnesses``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from claimcheck.verify import verify_bundle

from . import witnesses as W

np = pytest.importorskip("numpy", reason="numpy recomputes the hand-worked numbers: pip install '.[cpu]'")


def _rows(path: str, name: str = "rows.jsonl") -> list[dict]:
    return [json.loads(line) for line in (Path(path) / name).read_text().splitlines() if line.strip()]


def _arm(rows, arm, run=None):
    return [r for r in rows if r["arm"] == arm and r.get("run") == run]


def _wall(rows):
    return max(r["end_s"] for r in rows if r["end_s"] is not None) - min(r["start_s"] for r in rows)


def _ttfts(rows):
    return np.array([r["first_token_s"] - r["start_s"] for r in rows if r["ok"]])


def _e2e(rows):
    return np.array([r["end_s"] - r["start_s"] for r in rows if r["ok"]])


@pytest.mark.parametrize("name", sorted(set(W.BUILDERS) | {"s2-observed", "s2-observed-runs", "s4e-observed"}))
def test_witness_seals_and_verifies(name, corpus_witnesses):
    assert verify_bundle(corpus_witnesses[name]).ok


def test_tampered_witness_does_not_verify(corpus_witnesses):
    assert not verify_bundle(corpus_witnesses["tampered"]).ok


def test_ab2x_by_hand(corpus_witnesses):
    h = W.HAND["ab2x"]
    rows = _rows(corpus_witnesses["ab2x"])
    for arm, p in (("sequential", "seq"), ("concurrent", "conc")):
        a = _arm(rows, arm)
        assert len(a) == 10 and all(r["ok"] for r in a)
        assert sorted(r["task_id"] for r in a) == [f"t{i:02d}" for i in range(10)]
        wall = _wall(a)
        assert wall == pytest.approx(h[f"{p}.wall"])
        assert len(a) / wall == pytest.approx(h[f"{p}.throughput"])
        assert sum(r["completion_tokens"] for r in a) / wall == pytest.approx(h[f"{p}.token_throughput"])
        assert sum(r["completion_tokens"] + r["prompt_tokens"] for r in a) / wall == \
            pytest.approx(h[f"{p}.total_token_throughput"])
        t, e = _ttfts(a), _e2e(a)
        assert np.std(t) == pytest.approx(h[f"{p}.ttft.std"], abs=1e-6), (arm, "ttft", "std")
        for stat, fn in (("mean", np.mean), ("median", np.median), ("max", np.max)):
            assert fn(t) == pytest.approx(h[f"{p}.ttft.{stat}"]), (arm, "ttft", stat)
        for q in (90, 99):
            assert np.percentile(t, q) == pytest.approx(h[f"{p}.ttft.p{q}"]), (arm, "ttft", q)
        for stat, fn in (("mean", np.mean), ("median", np.median), ("max", np.max)):
            assert fn(e) == pytest.approx(h[f"{p}.e2e.{stat}"]), (arm, "e2e", stat)
        assert np.percentile(e, 99) == pytest.approx(h[f"{p}.e2e.p99"])
    # the distinctions the statistic rows rely on
    conc = _ttfts(_arm(rows, "concurrent"))
    assert np.median(conc) != pytest.approx(np.sort(conc)[4])  # true median 0.25 vs nearest-rank p50 0.2
    seq = _ttfts(_arm(rows, "sequential"))
    assert np.percentile(seq, 99) != pytest.approx(np.max(seq))  # numpy p99 0.464 vs max 0.5


@pytest.mark.parametrize("r", W.RATIOS)
def test_ratio_witnesses_by_hand(r, corpus_witnesses):
    rows = _rows(corpus_witnesses[W.ratio_name(r)])
    seq, conc = _arm(rows, "sequential"), _arm(rows, "concurrent")
    assert (len(conc) / _wall(conc)) / (len(seq) / _wall(seq)) == pytest.approx(r, abs=1e-9)


@pytest.mark.parametrize("name, walls", [("runs-straddle", W.RUNS_STRADDLE), ("runs-clear", W.RUNS_CLEAR)])
def test_runs_by_hand(name, walls, corpus_witnesses):
    rows = _rows(corpus_witnesses[name])
    per_run = {arm: [10 / _wall(_arm(rows, arm, run)) for run in range(4)] for arm in walls}
    ratios = np.array(per_run["concurrent"]) / np.array(per_run["sequential"])
    if name == "runs-straddle":
        assert ratios.min() < 1 < ratios.max()  # 0.8 and 1.25: any interval over runs straddles 1
        pooled = 40 / sum(walls["concurrent"]) / (40 / sum(walls["sequential"]))
        assert pooled == pytest.approx(40 / 41)
    else:
        assert ratios == pytest.approx([2.0] * 4)


def test_failed_by_hand(corpus_witnesses):
    h = W.HAND["failed"]
    conc = _arm(_rows(corpus_witnesses["failed"]), "concurrent")
    ok = [r for r in conc if r["ok"]]
    assert (len(ok), len(conc) - len(ok)) == (h["conc.completed"], h["conc.failed"])
    assert _wall(conc) == pytest.approx(h["conc.wall"])
    assert len(ok) / _wall(conc) == pytest.approx(h["conc.throughput"])


@pytest.mark.parametrize("name", ["tokens-prompt", "tokens-output", "tokens-pertask"])
def test_token_witnesses_differ_per_task(name, corpus_witnesses):
    rows = _rows(corpus_witnesses[name])
    per_task = {arm: {r["task_id"]: (r["prompt_tokens"], r["completion_tokens"]) for r in _arm(rows, arm)}
                for arm in ("sequential", "concurrent")}
    assert per_task["sequential"].keys() == per_task["concurrent"].keys()
    assert all(per_task["sequential"][t] != per_task["concurrent"][t] for t in per_task["sequential"])
    if name == "tokens-pertask":  # the totals agree; only the per-task view shows the difference
        assert sum(p for p, _ in per_task["sequential"].values()) == sum(p for p, _ in per_task["concurrent"].values())


def test_cache_by_hand(corpus_witnesses):
    for name in ("cache-gain", "cache-nogain"):
        h = W.HAND[name]
        rows = _rows(corpus_witnesses[name])
        shared, unique = _arm(rows, "shared"), _arm(rows, "unique")
        assert sum(r["cached_tokens"] for r in shared) == h["shared.cached"]
        assert sum(r["cached_tokens"] for r in unique) == 0
        assert (_wall(shared), _wall(unique)) == pytest.approx((h["shared.wall"], h["unique.wall"]))
        w = json.loads((Path(corpus_witnesses[name]) / "witness.json").read_text())
        assert w["telemetry"]["metrics"]["shared"]["after"]["prefix_cache_hits"] == h["shared.cached"]
    h = W.HAND["cache-gain"]
    rows = _rows(corpus_witnesses["cache-gain"])
    assert np.median(_ttfts(_arm(rows, "shared"))) == pytest.approx(h["shared.ttft.median"])
    assert np.median(_ttfts(_arm(rows, "unique"))) == pytest.approx(h["unique.ttft.median"])
    nogain = _rows(corpus_witnesses["cache-nogain"])
    assert np.median(_ttfts(_arm(nogain, "shared"))) == pytest.approx(np.median(_ttfts(_arm(nogain, "unique"))))


def test_cb_by_hand(corpus_witnesses):
    h = W.HAND["cb"]
    steps = _rows(corpus_witnesses["cb"], "steps.jsonl")
    jobs = _rows(corpus_witnesses["cb"], "jobs.jsonl")
    b = [s for s in steps if s["arm"] == "batched"]
    s = [x for x in steps if x["arm"] == "sequential"]
    useful, allocated = sum(x["active"] for x in b), sum(x["width"] for x in b)
    assert (useful, allocated) == (h["batched.useful"], h["batched.allocated"])
    assert 1 - useful / allocated == h["batched.padding"]  # exact in binary: the edge rows rely on it
    wall_b = max(x["end_s"] for x in b) - min(x["start_s"] for x in b)
    wall_s = max(x["end_s"] for x in s) - min(x["start_s"] for x in s)
    assert (wall_b, wall_s) == (h["batched.wall"], h["seq.wall"])
    assert (useful / wall_b) / (sum(x["active"] for x in s) / wall_s) == h["ratio"]  # 3.25 exactly
    for arm, p in (("batched", "batched"), ("sequential", "seq")):
        d = np.array([j["plan_start_s"] - j["submitted_s"] for j in jobs if j["arm"] == arm and not j["cancelled"]])
        assert len(d) == 8
        assert np.median(d) == pytest.approx(h[f"{p}.queue.median"])
    d = np.array([j["plan_start_s"] for j in jobs if j["arm"] == "sequential" and not j["cancelled"]])
    assert d.mean() == pytest.approx(h["seq.queue.mean"])
    assert [j["cancelled"] for j in jobs].count(True) == 2  # one per arm


def test_vllm_expectations_match_what_vllm_printed_and_numpy():
    """The vLLM rows' numbers are the summary fields of the result files, rounded to the stated
    precision; numpy from the files' per-request lists agrees (np.median / np.percentile, as vLLM)."""
    from .corpus import VLLM

    def within(stated: float, value: float) -> bool:  # 2 decimals: [v - 0.005, v + 0.005)
        return stated - 0.005 <= value < stated + 0.005

    res = {arm: json.loads(p.read_text()) for arm, p in W.VLLM_FILES.items()}
    c, s = res["concurrent"], res["sequential"]
    ttft = np.array(c["ttfts"]) * 1000
    itl = np.array([x for xs in c["itls"] for x in xs]) * 1000
    tpot = np.array([sum(xs) / (n - 1) for xs, n in zip(c["itls"], c["output_lens"])]) * 1000
    for key, printed, mine in [
        ("conc.median_ttft_ms", c["median_ttft_ms"], np.median(ttft)),
        ("conc.mean_ttft_ms", c["mean_ttft_ms"], np.mean(ttft)),
        ("conc.p99_ttft_ms", c["p99_ttft_ms"], np.percentile(ttft, 99)),
        ("seq.median_ttft_ms", s["median_ttft_ms"], np.median(np.array(s["ttfts"]) * 1000)),
        ("conc.median_itl_ms", c["median_itl_ms"], np.median(itl)),
        ("conc.p99_itl_ms", c["p99_itl_ms"], np.percentile(itl, 99)),
        ("conc.mean_tpot_ms", c["mean_tpot_ms"], np.mean(tpot)),
        ("conc.median_tpot_ms", c["median_tpot_ms"], np.median(tpot)),
        ("ratio", c["request_throughput"] / s["request_throughput"], c["completed"] / c["duration"] / (s["completed"] / s["duration"])),
        ("conc.request_throughput", c["request_throughput"], c["completed"] / c["duration"]),
        ("conc.output_throughput", c["output_throughput"], sum(c["output_lens"]) / c["duration"]),
    ]:
        assert printed == pytest.approx(mine, rel=1e-9), key
        assert within(VLLM[key], printed), (key, VLLM[key], printed)
    # the twins: each swapped value lies outside the other statistic's interval
    assert not within(VLLM["conc.p99_ttft_ms"], c["median_ttft_ms"])
    assert not within(VLLM["conc.median_ttft_ms"], c["mean_ttft_ms"])
    assert not within(VLLM["conc.median_itl_ms"], c["median_tpot_ms"])
    assert not within(VLLM["conc.median_tpot_ms"], c["median_itl_ms"])


def test_vllm_witness_verifies(corpus_witnesses):
    assert verify_bundle(corpus_witnesses["vllm"]).ok


def test_observed_prefix_numbers_from_rows(corpus_witnesses):
    """The committed OBSERVED prefix-ab bundle: the numbers the obs-prefix rows rest on."""
    rows = _rows(corpus_witnesses["observed-prefix"])
    arms = {a: _arm(rows, a) for a in ("sequential", "shared-concurrent", "unique-concurrent")}
    thr = {a: len(r) / _wall(r) for a, r in arms.items()}
    ratio = thr["shared-concurrent"] / thr["sequential"]
    assert 1.005 <= ratio < 1.015 and not (1.355 <= ratio < 1.365)
    med = {a: np.median(_ttfts(r)) for a, r in arms.items()}
    assert med["sequential"] < med["shared-concurrent"]
    cached = {a: sum(x["cached_tokens"] for x in r) for a, r in arms.items()}
    assert (cached["shared-concurrent"], cached["unique-concurrent"]) == (7512, 61)
