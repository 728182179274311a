"""vLLM's own metric names graded from rows (issue 16): ``Std TTFT`` (numpy.std, the population
standard deviation, ddof 0: vLLM's ``std_ttft_ms = np.std(ttfts) * 1000``), ``Total token
throughput`` (vLLM's ``(total_input + sum(actual_output_lens)) / dur_s``: prompt + output tokens
of the completed requests over the wall), GPU counts ("8 x H100", "4xH100", "a single H100")
against the count the witness itself records, and request goodput (not-yet: no SLO config).

The witness (worked out by hand): two arms of 24 requests on 4 lanes, 100 prompt + 8 output tokens
each; apc-off spans 10.0 s, apc-on 8.0 s.

* TTFT of task t: apc-on 0.10 + 0.01 (t mod 4), apc-off 0.50 + 0.02 (t mod 4), six of each value;
  deviations from the mean +-0.015, +-0.005 (apc-on) -> population std sqrt(1.25e-4) = 11.18 ms
  (sample std, ddof 1: 11.42 ms); apc-off: twice that, 22.36 ms;
* total token throughput: apc-on 24 x 108 / 8.0 = 324 tok/s, apc-off 2592 / 10.0 = 259.2 tok/s
  (output only: 24 and 19.2 tok/s);
* with task 3 of apc-on failed: 23 x 108 / 8.0 = 310.5 tok/s (the failed request's prompt tokens
  are not counted, as vLLM counts).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from claims_corpus.frames import frame_tests, grade_statement  # noqa: E402

from claimcheck.claims import ClaimInput, grade  # noqa: E402
from claimcheck.claims.statistics import compute  # noqa: E402

ARMS = {"apc-off": {"aliases": [], "workers": 4, "role": "baseline",
                    "settings": {"concurrency": 4, "prefix_caching": False}},
        "apc-on": {"aliases": [], "workers": 4, "role": "treatment",
                   "settings": {"concurrency": 4, "prefix_caching": True}}}
SCOPE = "SmolLM2-135M, 24 tasks per arm"


def _rows(failed: tuple[int, ...] = ()):
    rows = uniform("apc-off", 24, 10.0, 4) + uniform("apc-on", 24, 8.0, 4, failed=failed)
    for r in rows:
        t = int(r["task_id"][1:])
        ttft = (0.10 + 0.01 * (t % 4)) if r["arm"] == "apc-on" else (0.50 + 0.02 * (t % 4))
        if r["ok"]:
            r["first_token_s"] = round(r["start_s"] + ttft, 9)
    return rows


def _seal(path: Path, arms=ARMS, failed=(), **extra) -> str:
    w = ab_witness(arms, engine="vLLM", engine_version="0.8.5", inputs={"tasks": 24}, **extra)
    return str(seal(path, w, {"rows.jsonl": _rows(failed)}))


@pytest.fixture(scope="module")
def witness(tmp_path_factory) -> str:
    return _seal(tmp_path_factory.mktemp("vllm-metrics") / "w")


def _grade(statement: str, witness: str, scope: str = SCOPE):
    return grade_statement(statement, witness, scope, baseline="same model, server, prompts and output cap; APC off")


def test_the_hand_numbers_are_numpy_s():
    rows = _rows()
    on = [r["first_token_s"] - r["start_s"] for r in rows if r["arm"] == "apc-on"]
    off = [r["first_token_s"] - r["start_s"] for r in rows if r["arm"] == "apc-off"]
    assert np.std(on) == pytest.approx(math.sqrt(1.25e-4)) == pytest.approx(0.0111803, abs=1e-7)
    assert np.std(on, ddof=1) == pytest.approx(0.0114208, abs=1e-7)
    assert np.std(off) == pytest.approx(0.0223607, abs=1e-7)
    assert compute(on, "std") == pytest.approx(float(np.std(on)), rel=1e-12)
    assert sum(r["prompt_tokens"] + r["completion_tokens"] for r in rows if r["arm"] == "apc-on") / 8.0 == 324.0


FRAMES = [
    ("vLLM label", "Std TTFT (ms): 11.18 with APC on",
     ["Std TTFT (ms): 11.42 with APC on", "Std TTFT (ms): 11.18 with APC off", "Std TTFT (ms): 22.36 with APC on"]),
    ("std was", "With APC on, Std TTFT was 11.2 ms.",
     ["With APC on, Std TTFT was 11.4 ms.", "With APC off, Std TTFT was 11.2 ms."]),
    ("standard deviation of", "With APC off, the standard deviation of TTFT was 22.4 ms.",
     ["With APC off, the standard deviation of TTFT was 11.2 ms.",
      "With APC on, the standard deviation of TTFT was 22.4 ms."]),
    ("std pair", "Std TTFT fell from 22.4 ms to 11.2 ms with APC on.",
     ["Std TTFT rose from 22.4 ms to 11.2 ms with APC on.", "Std TTFT fell from 22.4 ms to 11.4 ms with APC on."]),
    ("total token throughput", "With APC on, total token throughput was 324 tok/s.",
     ["With APC on, total token throughput was 24 tok/s.", "With APC off, total token throughput was 324 tok/s."]),
    ("total token throughput label", "Total token throughput (tok/s): 259.2 with APC off",
     ["Total token throughput (tok/s): 19.2 with APC off", "Total token throughput (tok/s): 259.2 with APC on"]),
    ("total token throughput of", "apc-on reached a total token throughput of 324 tok/s.",
     ["apc-off reached a total token throughput of 324 tok/s.",
      "apc-on reached a total token throughput of 300 tok/s."]),
    # "total" begins the metric's own name here, never a statistic before "token throughput" (which read output
    # token throughput as a total and left the change unbound): 324 / 259.2 = +25%
    ("change verb, total token throughput", "apc-on improves total token throughput by 25% over apc-off.",
     ["apc-on improves total token throughput by 37.5% over apc-off.",
      "apc-on improves total token throughput by 12.5% over apc-off.",
      "apc-off improves total token throughput by 25% over apc-on.",
      "apc-on reduces total token throughput by 25% over apc-off.",
      "It is not true that apc-on improves total token throughput by 25% over apc-off."]),
    ("total tokens per second", "apc-on reached 324 total tokens per second.",
     ["apc-on reached 486 total tokens per second.", "apc-on reached 162 total tokens per second.",
      "apc-off reached 324 total tokens per second.", "apc-on reached 324 output tokens per second."]),
    ("total token throughput pair", "Total token throughput rose from 259.2 to 324 tok/s with APC on.",
     ["Total token throughput fell from 259.2 to 324 tok/s with APC on.",
      "Total token throughput rose from 19.2 to 24 tok/s with APC on."]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("statement", [
    "With APC on, p99 std TTFT was 11.2 ms.",  # two statistics of one metric: neither is read
    "With APC on, std throughput was 3.0 req/s.",  # a std of one value per arm is no statistic
    "With APC on, request goodput was 3.0 req/s.",  # goodput needs the SLOs the witness does not record
])
def test_partly_read_or_underivable_is_not_yet_never_false(statement, witness):
    assert _grade(statement, witness).verdict == "not-yet", statement


def test_goodput_says_why_it_is_not_yet(witness):
    res = _grade("Request goodput (req/s): 3.0 with APC on", witness)
    assert res.verdict == "not-yet"
    assert any("goodput SLO" in q.detail for q in res.quantities), [q.detail for q in res.quantities]


def test_total_token_throughput_counts_only_completed_requests(tmp_path):
    w = _seal(tmp_path / "failed", failed=(3,))
    assert _grade("With APC on, total token throughput was 310.5 tok/s.", w).verdict == "net-true"
    # counting the failed request's prompt tokens: (23 x 108 + 100) / 8.0 = 323 tok/s
    assert _grade("With APC on, total token throughput was 323 tok/s.", w).verdict != "net-true"


# --- GPU counts: the witness's own record, never the importing host -----------------------------

GPU_SCOPE = "SmolLM2-135M, 24 tasks per arm"


def _gpu_outcomes(statement: str, w: str) -> tuple[str, list[str]]:
    res = _grade(statement, w, GPU_SCOPE)
    return res.verdict, [q.outcome for q in res.quantities if "gpu_count" in q.detail]


@pytest.mark.parametrize("hardware", ["8x NVIDIA H100 80GB HBM3", "NVIDIA H100 80GB HBM3 x 8", "8 NVIDIA H100 GPUs"])
def test_gpu_count_written_in_the_hardware_string(hardware, tmp_path):
    w = _seal(tmp_path / "gpu", hardware=hardware)
    for true in ("On 8 x H100, apc-on reached 3.0 req/s.", "On 8xH100, apc-on reached 3.0 req/s."):
        verdict, outs = _gpu_outcomes(true, w)
        assert outs == ["agrees"] and verdict == "net-true", (true, verdict, outs)
    for twin in ("On 16xH100, apc-on reached 3.0 req/s.", "On 16 x H100, apc-on reached 3.0 req/s."):
        verdict, outs = _gpu_outcomes(twin, w)
        assert outs == ["contradicted"] and verdict == "false", (twin, verdict, outs)
    # fewer GPUs than the machine's hardware string lists: a run may use some of them (unknowable, never net-true)
    for twin in ("On 4xH100, apc-on reached 3.0 req/s.", "On a single NVIDIA H100, apc-on reached 3.0 req/s."):
        verdict, outs = _gpu_outcomes(twin, w)
        assert outs == ["unbound"] and verdict == "not-yet", (twin, verdict, outs)


def test_gpu_count_recorded_as_a_setting(tmp_path):
    arms = {n: {**a, "settings": {**a["settings"], "gpu_count": 4}} for n, a in ARMS.items()}
    w = _seal(tmp_path / "gpu", arms=arms, hardware="NVIDIA H100 80GB HBM3")
    assert _gpu_outcomes("On 4xH100, apc-on reached 3.0 req/s.", w) == ("net-true", ["agrees"])
    assert _gpu_outcomes("On 8 x H100, apc-on reached 3.0 req/s.", w) == ("false", ["contradicted"])


def test_no_recorded_count_is_unknowable_never_false(tmp_path):
    """A GPU named without a count is not a count of one; the importing host is never asked."""
    w = _seal(tmp_path / "gpu", hardware="NVIDIA H100 80GB HBM3")
    for s in ("On 8 x H100, apc-on reached 3.0 req/s.", "On a single NVIDIA H100, apc-on reached 3.0 req/s."):
        verdict, outs = _gpu_outcomes(s, w)
        assert outs == ["unbound"] and verdict == "not-yet", (s, verdict, outs)


# --- client aggregates: the numbers vLLM printed (a summary-only result file) --------------------


def test_client_aggregate_grades_the_printed_std_and_total_token_throughput(tmp_path):
    """vllm-0.10-summary-only-c8.json prints std_ttft_ms 2.796 and total_token_throughput 3177.85
    ((65521 input + 8192 output tokens) / 23.196 s); output_throughput 353.17 is not the total."""
    from click.testing import CliRunner

    from claimcheck.cli import main

    fix = Path(__file__).resolve().parents[1] / "fixtures" / "bench_formats"
    out = tmp_path / "agg"
    r = CliRunner().invoke(main, ["witness", "import", str(fix / "vllm-0.10-summary-only-c8.json"),
                                  str(fix / "vllm-0.10-summary-only-c32.json"), "--out", str(out)],
                           catch_exceptions=False)
    assert r.exit_code == 0, r.output

    def g(s):
        return grade(ClaimInput(statement=s, baseline={"kind": "real"}, net=True, scope="the imported benchmark",
                                provenance="OBSERVED", witness=str(out))).verdict

    assert (65521 + 8192) / 23.195879091825265 == pytest.approx(3177.8489492979843)
    assert g("In max_concurrency=8, Std TTFT was 2.80 ms.") == "net-true"
    assert g("In max_concurrency=8, total token throughput was 3178 tok/s.") == "net-true"
    assert g("In max_concurrency=8, Std TTFT was 2.5 ms.") != "net-true"
    assert g("In max_concurrency=8, total token throughput was 353 tok/s.") != "net-true"


# --- request goodput: only with the SLOs the witness declares (vLLM's --goodput, ms) -------------


def test_goodput_with_declared_slos(tmp_path):
    """SLOs ttft <= 115 ms and e2el <= 1500 ms. apc-on: TTFTs 100/110 ms pass (tasks t mod 4 in {0, 1}:
    12 of 24), 120/130 ms fail; every latency is 8.0 / 6 = 1.333 s -> 12 good / 8.0 s = 1.5 req/s.
    apc-off: every TTFT >= 500 ms -> 0 req/s."""
    slo = {"ttft": 115, "e2el": 1500}
    arms = {n: {**a, "settings": {**a["settings"], "goodput_slo_ms": slo}} for n, a in ARMS.items()}
    w = _seal(tmp_path / "goodput", arms=arms)
    for true in ("With APC on, request goodput was 1.5 req/s.", "Request goodput (req/s): 1.5 with APC on",
                 "Request goodput (req/s): 0.0 with APC off"):
        res = _grade(true, w)
        assert res.verdict == "net-true" and not res.reading.unread, (true, [(q.outcome, q.detail) for q in res.quantities])
    for twin in ("With APC on, request goodput was 3.0 req/s.", "With APC off, request goodput was 1.5 req/s.",
                 "Request goodput (req/s): 2.0 with APC on"):
        assert_never_net_true(_grade(twin, w), twin)
    # a stricter TPOT SLO: (1.333 - ttft) / 7 s per token is ~175-176 ms, above 100 ms: no request is good
    arms = {n: {**a, "settings": {**a["settings"], "goodput_slo_ms": {"ttft": 115, "tpot": 100}}}
            for n, a in ARMS.items()}
    w2 = _seal(tmp_path / "goodput-tpot", arms=arms)
    assert _grade("Request goodput (req/s): 0.0 with APC on", w2).verdict == "net-true"
    assert _grade("Request goodput (req/s): 1.5 with APC on", w2).verdict == "false"


def test_goodput_with_a_malformed_slo_config_is_not_yet(tmp_path):
    arms = {n: {**a, "settings": {**a["settings"], "goodput_slo_ms": {"latency": 100}}} for n, a in ARMS.items()}
    w = _seal(tmp_path / "bad-slo", arms=arms)
    res = _grade("With APC on, request goodput was 1.5 req/s.", w)
    assert res.verdict == "not-yet"
    assert any("is not vLLM's --goodput" in q.detail for q in res.quantities)


@pytest.mark.parametrize("hardware,count", [
    ("8x NVIDIA H100 80GB HBM3", 8), ("NVIDIA H100 80GB HBM3 x 4", 4), ("8 NVIDIA H100 GPUs", 8),
    ("2x NVIDIA H200", 2), ("4 GPUs: NVIDIA L4", 4), ("AMD EPYC 9654; 8 x AMD Instinct MI300X", 8),
    # no count: a CPU model number, a PCIe link width, a memory size, a CPU-only host
    ("Intel Xeon 8480 NVIDIA H100", None), ("NVIDIA H100 PCIe x16", None), ("NVIDIA A100-SXM4-80GB", None),
    ("Intel(R) Xeon(R) Processor; 2 logical CPUs; no accelerator", None),
])
def test_gpu_count_read_from_a_hardware_string(hardware, count):
    from types import SimpleNamespace

    from claimcheck.claims.statistics import _recorded_gpu_counts

    got = set(_recorded_gpu_counts(SimpleNamespace(witness={}, hardware=[hardware])).values())
    assert got == ({count} if count is not None else set()), hardware
