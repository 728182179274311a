"""claims.statistics: each statistic computed as named from the rows (never substituted), numpy's
definitions, vLLM's own printed numbers re-derived from its per-request rows, per-run values,
and like-for-like arms (Q1)."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from claimcheck.claims import ClaimInput, grade
from claimcheck.claims import fixtures as fx
from claimcheck.claims.evidence import load_evidence
from claimcheck.claims.statistics import Measurement, Unavailable, like_for_like, measure, median, percentile
from claimcheck.witnesses.vllm_bench import import_vllm_bench

VLLM_FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "vllm_bench"

# --- numpy's definitions, bit for bit ----------------------------------------------------------

samples = st.lists(st.floats(min_value=-1e6, max_value=1e6, allow_nan=False, allow_infinity=False), min_size=1,
                   max_size=60)


@given(samples, st.sampled_from([1, 5, 10, 25, 50, 75, 90, 95, 99, 99.9]))
def test_percentile_is_numpys_linear(xs, p):
    assert percentile(xs, p) == float(np.percentile(xs, p))


@given(samples)
def test_median_is_numpys(xs):
    assert median(xs) == float(np.median(xs))


def test_median_is_not_nearest_rank():
    xs = [1.0, 2.0, 3.0, 10.0]
    assert median(xs) == 2.5  # nearest rank would say 2.0
    assert percentile(xs, 99) == pytest.approx(9.79)  # linear between 3.0 and 10.0


# --- vLLM's printed numbers from its per-request rows -----------------------------------------


def vllm_detailed(n: int, *, seed: int, failed: tuple[int, ...] = ()) -> dict:
    """A `vllm bench serve --save-result --save-detailed` result (vllm/benchmarks/serve.py shape):
    per-request lists in seconds, the printed summary in ms computed as serve.py computes it
    (success-only samples, np.mean / np.median / np.percentile, ITLs pooled, TPOT over requests
    with more than one output token)."""
    rng = random.Random(seed)
    input_lens = [128] * n
    output_lens = [rng.choice([1, 2, 16, 32, 32]) for _ in range(n)]
    ttfts = [0.05 + rng.random() ** 3 * 0.4 for _ in range(n)]
    itls = [[0.01 + rng.random() * 0.02 for _ in range(k - 1)] for k in output_lens]
    latencies = [t + sum(g) for t, g in zip(ttfts, itls)]
    starts = [100.0 + i * 0.03 for i in range(n)]
    errors = [""] * n
    for i in failed:
        errors[i] = "Server disconnected"
        output_lens[i], ttfts[i], itls[i], latencies[i] = 0, 0.0, [], 0.0
    ok = [i for i in range(n) if not errors[i]]
    s_ttft = [ttfts[i] for i in ok]
    s_e2el = [latencies[i] for i in ok]
    s_itl = [x for i in ok for x in itls[i]]
    s_tpot = [(latencies[i] - ttfts[i]) / (output_lens[i] - 1) for i in ok if output_lens[i] > 1]
    out = {"date": "20261203-101500", "backend": "vllm", "model_id": "HuggingFaceTB/SmolLM2-135M-Instruct",
           "max_concurrency": 4, "duration": max(s + l for s, l in zip(starts, latencies)) - min(starts),
           "completed": len(ok), "failed": n - len(ok), "input_lens": input_lens, "output_lens": output_lens,
           "ttfts": ttfts, "itls": itls, "latencies": latencies, "start_times": starts, "errors": errors,
           "generated_texts": [""] * n}
    for name, xs in (("ttft", s_ttft), ("e2el", s_e2el), ("itl", s_itl), ("tpot", s_tpot)):
        out[f"mean_{name}_ms"] = float(np.mean(xs)) * 1000
        out[f"median_{name}_ms"] = float(np.median(xs)) * 1000
        for p in (90, 95, 99):
            out[f"p{p}_{name}_ms"] = float(np.percentile(xs, p)) * 1000
    return out


METRICS = {"ttft": "ttft", "e2el": "e2e_latency", "itl": "itl", "tpot": "tpot"}


def _import(tmp_path, results: list[dict], arms: list[str], name="b"):
    paths = []
    for i, r in enumerate(results):
        p = tmp_path / f"{name}-{i}.json"
        p.write_text(json.dumps(r))
        paths.append(p)
    out = tmp_path / name
    import_vllm_bench(paths, arms, out, output_cap=64)
    return load_evidence(out)


@pytest.mark.parametrize("n, failed", [(31, ()), (32, ()), (32, (5,)), (7, (0, 6))])
def test_rederives_vllms_printed_statistics(tmp_path, n, failed):
    res = vllm_detailed(n, seed=n + len(failed), failed=failed)
    ev = _import(tmp_path, [res], ["a"])
    for short, metric in METRICS.items():
        for stat in ("mean", "median", "p90", "p95", "p99"):
            got = measure(ev, metric, stat, "a")
            assert isinstance(got, Measurement), (metric, stat, got)
            # the importer keeps times to 1 ns (round(t, 9)): 2e-6 ms covers that rounding
            assert got.value * 1000 == pytest.approx(res[f"{stat}_{short}_ms"], rel=0, abs=2e-6), (metric, stat)
    assert measure(ev, "failed", None, "a").value == len(failed)
    assert measure(ev, "completed", None, "a").value == n - len(failed)


def test_rederives_the_printed_numbers_of_the_vllm_fixture_files(tmp_path):
    """The committed files in vLLM's own layouts: the printed TTFT median and p99 (and the
    others) re-derived from the rows, and from the lists with numpy here."""
    checked = 0
    for f in sorted(VLLM_FIXTURES.glob("*.json")):
        text = f.read_text()
        if "\n{" in text.strip():
            continue  # --append-result files hold several results; covered by the importer's tests
        res = json.loads(text)
        if "median_ttft_ms" not in res:
            continue
        ev = _import(tmp_path, [res], ["a"], name=f.stem)
        ok = [i for i, e in enumerate(res["errors"]) if not e]
        ttfts = [res["ttfts"][i] for i in ok]
        for stat, want in (("median", res["median_ttft_ms"]), ("p99", res["p99_ttft_ms"]), ("mean", res["mean_ttft_ms"])):
            got = measure(ev, "ttft", stat, "a").value * 1000
            assert got == pytest.approx(want, rel=0, abs=2e-6), (f.name, stat)  # times kept to 1 ns
            independent = {"median": np.median, "p99": lambda x: np.percentile(x, 99), "mean": np.mean}[stat](ttfts)
            assert got == pytest.approx(float(independent) * 1000, rel=0, abs=2e-6)
        if "p99_itl_ms" in res:
            itls = [x for i in ok for x in res["itls"][i]]
            assert measure(ev, "itl", "p99", "a").value * 1000 == pytest.approx(res["p99_itl_ms"], rel=1e-9)
            assert measure(ev, "itl", "median", "a").value == pytest.approx(float(np.median(itls)), rel=1e-9)
        checked += 1
    assert checked >= 2


# --- never substituted -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def evs(tmp_path_factory):
    root = tmp_path_factory.mktemp("w")
    out = {}
    for name, (w, files) in {"s2": fx.s2_witness("OBSERVED"), "s4e": fx.s4e_witness("OBSERVED"),
                             "s2-runs": fx.s2_witness("OBSERVED", runs=3)}.items():
        out[name] = load_evidence(fx.write_bundle(root / name, w, files))
    return out


def test_a_distribution_needs_a_named_statistic(evs):
    got = measure(evs["s2"], "ttft", None, "sequential-shared")
    assert isinstance(got, Unavailable) and "name a statistic" in got.reason


def test_p99_mean_and_median_are_different_numbers(evs):
    rows = [r for r in evs["s2"].arms["sequential-shared"].rows if r["ok"]]
    ttfts = [r["first_token_s"] - r["start_s"] for r in rows]
    vals = {s: measure(evs["s2"], "ttft", s, "sequential-shared").value for s in ("mean", "median", "p99", "max", "min")}
    assert vals["mean"] == pytest.approx(float(np.mean(ttfts)), rel=1e-12)
    assert vals["median"] == float(np.median(ttfts))
    assert vals["p99"] == float(np.percentile(ttfts, 99))
    assert vals["max"] == max(ttfts) and vals["min"] == min(ttfts)
    assert len({vals["mean"], vals["median"], vals["p99"]}) == 3


@pytest.mark.parametrize("kind, metric, stat, why", [
    ("s2", "itl", "mean", "itls_s"),
    ("s2", "queue_delay", "p95", "queue"),
    ("s4e", "ttft", "median", "first-token"),
    ("s4e", "itl", "p99", "per-token"),
    ("s2", "padding_tax", None, "compat-batch only"),
    ("s2", "ttft", "total", "total"),
    ("s2", "ttft", "p101", "unknown statistic"),
    ("s2", "ttft", "p0", "unknown statistic"),
    ("s2", "ttft", "p00", "unknown statistic"),
    ("s2", "ttft", "p100", "unknown statistic"),
    ("s2", "goodput", None, "no goodput SLO configuration"), ("s2", "sparkle", None, "unknown metric"),
])
def test_unavailable_when_the_rows_cannot_give_it(evs, kind, metric, stat, why):
    arm = next(iter(evs[kind].arms))
    got = measure(evs[kind], metric, stat, arm)
    assert isinstance(got, Unavailable) and why in got.reason, got


def test_compat_batch_queue_delay_is_numpys(evs):
    ev = evs["s4e"]
    jobs = [r for r in ev.arms["batched"].rows if not r["cancelled"]]
    delays = [r["plan_start_s"] - r["submitted_s"] for r in jobs]
    for stat, fn in (("median", np.median), ("p95", lambda x: np.percentile(x, 95)), ("mean", np.mean)):
        assert measure(ev, "queue_delay", stat, "batched").value == pytest.approx(float(fn(delays)), rel=1e-12)


def test_per_run_values_are_the_same_statistic_of_each_run(evs):
    ev = evs["s2-runs"]
    arm = ev.arms["concurrent-shared"]
    got = measure(ev, "ttft", "p90", "concurrent-shared")
    runs = sorted({r["run"] for r in arm.rows})
    want = [float(np.percentile([r["first_token_s"] - r["start_s"] for r in arm.rows if r["run"] == run and r["ok"]], 90))
            for run in runs]
    assert got.per_run == want and len(want) == 3
    tp = measure(ev, "throughput", None, "concurrent-shared")
    assert len(tp.per_run) == 3
    assert tp.value == pytest.approx(arm.values["throughput"])
    med = measure(ev, "throughput", "median", "concurrent-shared")
    assert med.value == float(np.median(tp.per_run))


def test_counts_per_arm_and_for_the_witness(evs):
    ev = evs["s2"]
    assert measure(ev, "tasks", None, None).value == 12
    assert measure(ev, "workers", None, "concurrent-shared").value == 4
    got = measure(ev, "workers", None, None)
    assert isinstance(got, Unavailable) and "differs between arms" in got.reason
    assert measure(evs["s2-runs"], "requests", "total", "sequential-shared").value == 36
    assert measure(evs["s4e"], "jobs", None, "batched").value == 24
    assert measure(evs["s4e"], "batches", None, "batched").value == 3


# --- like for like (Q1) ------------------------------------------------------------------------


def _bundle(tmp_path, name, mutate):
    w, files = fx.s2_witness("OBSERVED")
    w, files = copy.deepcopy(w), copy.deepcopy(files)
    mutate(w, files["rows.jsonl"])
    return fx.write_bundle(tmp_path / name, w, files)


def _conc(rows, task="task-03"):
    return next(r for r in rows if r["arm"] == "concurrent-shared" and r["task_id"] == task)


def test_like_for_like_holds_for_the_seed(evs):
    assert like_for_like(evs["s2"], "concurrent-shared", "sequential-shared") == []
    assert like_for_like(evs["s4e"], "batched", "sequential") == []


@pytest.mark.parametrize("name, mutate, words", [
    ("prompt", lambda w, r: _conc(r).update(prompt_tokens=_conc(r)["prompt_tokens"] + 40), "prompt tokens"),
    ("output", lambda w, r: _conc(r).update(completion_tokens=4), "output tokens"),
    ("failed", lambda w, r: _conc(r).update(ok=False, first_token_s=None), "failed request"),
    ("tasks", lambda w, r: _conc(r).update(task_id="task-99"), "same tasks"),
    ("usage", lambda w, r: _conc(r).update(prompt_tokens=None), "did not record prompt_tokens"),
])
def test_not_like_for_like(tmp_path, name, mutate, words):
    ev = load_evidence(_bundle(tmp_path, name, mutate))
    problems = like_for_like(ev, "concurrent-shared", "sequential-shared")
    assert any(words in p for p in problems), problems


def test_within_one_percent_of_prompt_tokens_is_like_for_like(tmp_path):
    ev = load_evidence(_bundle(tmp_path, "p1", lambda w, r: _conc(r).update(prompt_tokens=_conc(r)["prompt_tokens"] + 7)))
    assert like_for_like(ev, "concurrent-shared", "sequential-shared") == []  # 7 of ~703 tokens: under 1%


def test_compat_batch_steps_per_job(tmp_path):
    w, files = copy.deepcopy(fx.s4e_witness("OBSERVED"))
    jobs = files["jobs.jsonl"]
    a = next(r for r in jobs if r["arm"] == "batched" and not r["cancelled"] and r["steps"] > 1)
    b = next(r for r in jobs if r["arm"] == "batched" and not r["cancelled"] and r is not a and r["class_id"] == a["class_id"])
    a["steps"], b["steps"] = a["steps"] - 1, b["steps"] + 1  # the same total work, different jobs
    a["finite_logit_rows"] = a["nonempty_logit_rows"] = a["steps"]
    b["finite_logit_rows"] = b["nonempty_logit_rows"] = b["steps"]
    ev = load_evidence(fx.write_bundle(tmp_path / "cb", w, files))
    problems = like_for_like(ev, "batched", "sequential")
    assert any("token steps" in p for p in problems), problems


def test_a_failed_arm_cannot_win_a_throughput_comparison(tmp_path):
    """The statement grades net-true on the intact rows; with one failed request in the
    winning arm it is not-yet, Q1 naming the failure."""
    statement = ("Four bounded concurrent micro-context workers completed 12 tasks 1.36x faster than the tuned "
                 "sequential shared-prefix arm.")

    def claim(b):
        return ClaimInput(statement=statement, baseline={"kind": "real"}, net=True, scope="12 tasks; scheduler and queue",
                          provenance="OBSERVED", witness=str(b))

    good = _bundle(tmp_path, "good", lambda w, r: None)
    assert grade(claim(good)).verdict == "net-true"
    bad = _bundle(tmp_path, "bad", lambda w, r: _conc(r, "task-11").update(ok=False, first_token_s=None))
    res = grade(claim(bad))
    assert res.verdict != "net-true"
    q1 = res.questions[0]
    assert not q1.pass_ and "failed request" in q1.detail


@given(metric=st.one_of(st.sampled_from(["ttft", "e2e_latency", "itl", "tpot", "queue_delay", "throughput",
                                         "token_throughput", "wall", "padding_tax", "tasks", "failed", "cached_tokens",
                                         "jobs", "runs", "width"]), st.text(max_size=12)),
       statistic=st.one_of(st.none(), st.sampled_from(["mean", "median", "p50", "p90", "p99", "max", "min", "total",
                                                       "p0", "p100", "p99.9"]), st.text(max_size=6)),
       arm=st.one_of(st.none(), st.sampled_from(["batched", "sequential", "concurrent-shared", "sequential-shared"]),
                     st.text(max_size=8)))
def test_measure_answers_or_says_why(evs, metric, statistic, arm):
    for ev in (evs["s2"], evs["s4e"], evs["s2-runs"]):
        got = measure(ev, metric, statistic, arm)
        assert isinstance(got, (Measurement, Unavailable))
        if isinstance(got, Unavailable):
            assert got.reason
        else:
            assert got.value == got.value and got.definition  # not NaN, and defined


@given(samples)
def test_the_medians_other_definitions(xs):
    """nearest_rank of the median: the ceil(n/2)-th smallest; upper_middle: sorted(x)[n // 2] for an even n, else None;
    numpy's median lies between them."""
    from claimcheck.claims.statistics import nearest_rank, upper_middle
    x = sorted(xs)
    lo = nearest_rank(xs, "median")
    assert lo == nearest_rank(xs, "p50") == x[(len(x) + 1) // 2 - 1]
    hi = upper_middle(xs, "p50")
    if len(x) % 2:
        assert hi is None and lo == median(xs)
    else:
        assert hi == upper_middle(xs, "median") == x[len(x) // 2]
        assert lo <= median(xs) <= hi
    assert upper_middle(xs, "p99") is None and upper_middle(xs, "mean") is None
