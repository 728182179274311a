"""`fak witness import` on every result shape people have (issue 21): summary-only vLLM files
(client aggregates), vLLM 0.5.x counting, `vllm bench sweep`, `--append-result` with a warmup and
a sweep, SGLang bench_serving JSONL, Ray LLMPerf summaries (real public files), context from the
file and never from the importing host, arms that differ in model.

Expected figures are the files' own printed numbers (read here with json), never values the
importer computed; the fixtures are written by tests/fixtures/bench_formats/make_fixtures.py
following the tool sources named in the README there."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from claimcheck.claims import ClaimInput, grade
from claimcheck.cli import main
from claimcheck.verify import verify_bundle
from claimcheck.witnesses import client_aggregate, request_ab

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "bench_formats"
V05 = FIX / "vllm-0.5.4-zero-output-token.json"
C8, C32 = FIX / "vllm-0.10-summary-only-c8.json", FIX / "vllm-0.10-summary-only-c32.json"
APPEND = FIX / "vllm-0.10-append-warmup-input-sweep.json"
SWEEP16, SWEEP64, WARMUP = FIX / "vllm-sweep-c16-summary.json", FIX / "vllm-sweep-c64-summary.json", \
    FIX / "vllm-sweep-c16-warmup.json"
SGL = FIX / "sglang-0033168-output-details.jsonl"
LLMPERF = FIX / "real-llmperf"
OLD = Path(__file__).resolve().parents[1] / "fixtures" / "vllm_bench"


def fak(*args):
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


def claim(statement: str, witness: Path, scope: str = "the imported benchmark"):
    return grade(ClaimInput(statement=statement, baseline={"kind": "real"}, net=True, scope=scope,
                            provenance="OBSERVED", witness=str(witness)))


def witness(out: Path) -> dict:
    return json.loads((out / "witness.json").read_text())


def test_fixtures_are_what_the_generator_writes():
    r = subprocess.run([sys.executable, str(FIX / "make_fixtures.py"), "--check"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


# --- summary-only files: client aggregates --------------------------------------------------------


@pytest.fixture()
def summary_pair(tmp_path):
    out = tmp_path / "agg"
    r = fak("witness", "import", C8, C32, "--out", out)
    assert r.exit_code == 0, r.output
    assert "summary-only" in r.output and "vllm bench serve" in r.output  # says what it found
    return out


def test_summary_only_files_import_as_client_aggregates(summary_pair):
    assert verify_bundle(summary_pair).ok
    w = witness(summary_pair)
    src8 = json.loads(C8.read_text())
    assert w["kind"] == "client-aggregate" and set(w["arms"]) == {"max_concurrency=8", "max_concurrency=32"}
    a8 = w["arms"]["max_concurrency=8"]
    assert a8["aggregates"]["ttft"]["p90"] == pytest.approx(src8["p90_ttft_ms"] / 1000)
    assert a8["aggregates"]["completed"]["value"] == src8["completed"]
    assert a8["settings"]["concurrency"] == 8 and a8["settings"]["quantization"] == "fp8"
    # context from the file's --metadata, labelled with where it came from
    assert w["hardware"] == src8["gpu_type"] and w["context_sources"]["hardware"] == "file:gpu_type"
    assert client_aggregate.derive_bundle(summary_pair)["arms"]["max_concurrency=8"]["runs"] == 1


def test_printed_statistics_grade_and_say_not_re_derived(summary_pair):
    s8, s32 = json.loads(C8.read_text()), json.loads(C32.read_text())
    arm = "max_concurrency=8"
    ok = claim(f"The {arm} arm had a p99 TTFT of {s8['p99_ttft_ms']:.1f} ms.", summary_pair)
    assert ok.verdict == "net-true", ok.reasons
    q5 = next(q for q in ok.questions if q.n == 5)
    assert "not re-derived" in q5.detail
    bad = claim(f"The {arm} arm had a p99 TTFT of {s8['p99_ttft_ms'] * 1.3:.1f} ms.", summary_pair)
    assert bad.verdict == "false"
    # a percentile the file does not print is not computed from the others
    missing = claim(f"The {arm} arm had a p95 TTFT of {s8['p90_ttft_ms']:.1f} ms.", summary_pair)
    assert missing.verdict == "not-yet" and any("prints no p95" in r for r in missing.reasons), missing.reasons
    # a comparison of printed throughputs: same prompts (printed input totals agree within 1%)
    ratio = s32["request_throughput"] / s8["request_throughput"]
    cmp_ = claim(f"The max_concurrency=32 arm completed 64 requests {ratio:.2f}x faster than the {arm} arm.",
                 summary_pair)
    assert cmp_.verdict == "net-true", cmp_.reasons
    wrong = claim(f"The max_concurrency=32 arm completed 64 requests {ratio * 1.5:.2f}x faster than the {arm} arm.",
                  summary_pair)
    assert wrong.verdict == "false"


def test_the_file_names_the_gpu_and_a_different_one_is_contradicted(summary_pair):
    s8 = json.loads(C8.read_text())
    st = f"On an A100 the max_concurrency=8 arm had a p99 TTFT of {s8['p99_ttft_ms']:.1f} ms."
    assert claim(st, summary_pair).verdict == "false"  # the file says H100


def test_no_hardware_in_the_file_is_unknown_not_the_host(tmp_path):
    out = tmp_path / "b"
    r = fak("witness", "import", SWEEP16, "--out", out)
    assert r.exit_code == 0, r.output
    w = witness(out)
    assert w["hardware"] is None and "hardware" not in w["context_sources"] and "engine" not in w
    assert "hardware: neither the file nor a flag says" in r.output
    r = fak("witness", "import", SWEEP16, "--out", tmp_path / "c", "--hardware", "8x H100", "--engine", "vLLM")
    assert r.exit_code == 0, r.output
    w = witness(tmp_path / "c")
    assert w["hardware"] == "8x H100" and w["context_sources"]["hardware"] == "flag --hardware"
    assert w["engine"] == "vLLM"


# --- vLLM 0.5.x: counting as the writing version counted -------------------------------------------


def test_vllm_0_5_counts_a_tokenless_success_as_completed(tmp_path):
    src = json.loads(V05.read_text())
    assert src["errors"][3] == "" and src["output_lens"][3] == 0 and src["completed"] == 8
    out = tmp_path / "b"
    r = fak("witness", "import", V05, "--out", out, "--arm", "a")
    assert r.exit_code == 0, r.output
    w = witness(out)
    assert w["arms"]["a"]["counting_rule"] == "success-flag"
    d = request_ab.derive_bundle(out)["arms"]["a"]
    assert d["completed"] == src["completed"] and d["prompt_tokens"] == src["total_input_tokens"]
    assert d["completion_tokens"] == src["total_output_tokens"]
    checks = w["arms"]["a"]["printed_vs_rows"][0]["checks"]
    by = {(c["metric"], c["statistic"]): c for c in checks}
    # every printed number the rows can give is equal, except TPOT: 0.5.x took the latency when
    # the stream closed, the rows end at the last token
    assert all(c["agrees"] for k, c in by.items() if k[0] != "tpot"), [c for c in checks if not c["agrees"]]
    assert not by[("tpot", "mean")]["agrees"]
    assert w["arms"]["a"]["reconstructed"] == ["e2e_latency", "tpot"]


def test_reconstructed_tpot_grades_against_the_printed_value(tmp_path):
    src = json.loads(V05.read_text())
    out = tmp_path / "b"
    assert fak("witness", "import", V05, "--out", out, "--arm", "a").exit_code == 0
    rows_value = next(c["derived"] for c in witness(out)["arms"]["a"]["printed_vs_rows"][0]["checks"]
                      if c["metric"] == "tpot" and c["statistic"] == "mean")
    printed = src["mean_tpot_ms"]
    assert f"{printed:.2f}" != f"{rows_value * 1000:.2f}"
    ok = claim(f"Arm a had a mean TPOT of {printed:.2f} ms.", out)
    assert ok.verdict != "false" and ok.verdict == "net-true", ok.reasons
    # the reconstruction is not the file's number: never net-true on it
    assert claim(f"Arm a had a mean TPOT of {rows_value * 1000:.2f} ms.", out).verdict != "net-true"
    # a statistic of the reconstruction the file does not print: not-yet, never false
    p90 = claim("Arm a had a p90 TPOT of 5.00 ms.", out)
    assert p90.verdict == "not-yet", p90.reasons


# --- sweeps, appended files, warmups ---------------------------------------------------------------


def test_vllm_bench_sweep_summaries_are_one_arm_per_setting_with_runs(tmp_path):
    out = tmp_path / "b"
    r = fak("witness", "import", SWEEP16, SWEEP64, WARMUP, "--out", out)
    assert r.exit_code == 0, r.output
    assert "warmup" in r.output and "4 of 5 results imported" in r.output
    w = witness(out)
    assert set(w["arms"]) == {"max_concurrency=16", "max_concurrency=64"}
    runs = json.loads(SWEEP16.read_text())
    assert [a["request_throughput"] for a in runs] == \
        [x["throughput"]["value"] for x in w["arms"]["max_concurrency=16"]["run_aggregates"]]
    assert w["arms"]["max_concurrency=16"]["settings"]["parallel_slots"] == 128  # the serve override max_num_seqs
    mean = sum(a["request_throughput"] for a in runs) / 2
    ok = claim(f"The max_concurrency=16 arm had a mean throughput of {mean:.3f} requests/s over runs.", out)
    assert ok.verdict in ("net-true", "not-yet") and ok.verdict != "false", ok.reasons


def test_a_sweep_is_never_pooled_workers_included(tmp_path):
    r = fak("witness", "import", SWEEP16, SWEEP64, "--out", tmp_path / "b", "--arm", "a", "--arm", "a")
    assert r.exit_code == 2 and "differ in max_concurrency" in r.output
    r = fak("witness", "import", APPEND, "--out", tmp_path / "b", "--arm", "a", "--workers", "a=16")
    assert r.exit_code == 2 and "num_prompts" in r.output and "mean_input_len" in r.output
    assert not (tmp_path / "b").exists()


def test_append_result_warmup_dropped_and_input_lengths_kept_apart(tmp_path):
    src = [json.loads(x) for x in APPEND.read_text().splitlines()]
    out = tmp_path / "b"
    r = fak("witness", "import", APPEND, "--out", out, "--exclude", "1", "--arm", "in512", "--arm", "in2048")
    assert r.exit_code == 0, r.output
    w = witness(out)
    assert w["arms"]["in512"]["aggregates"]["completed"]["value"] == src[1]["completed"]
    assert w["arms"]["in2048"]["aggregates"]["prompt_tokens"]["value"] == src[2]["total_input_tokens"]
    # --select by field and by position
    r = fak("witness", "import", APPEND, "--out", tmp_path / "c", "--select", "3", "--arm", "x")
    assert r.exit_code == 0, r.output
    assert witness(tmp_path / "c")["arms"]["x"]["aggregates"]["wall"]["value"] == src[2]["duration"]
    r = fak("witness", "import", APPEND, "--out", tmp_path / "d", "--select", "num_prompts=4")
    assert r.exit_code == 0 and len(witness(tmp_path / "d")["imported_from"]) == 1


# --- SGLang bench_serving ---------------------------------------------------------------------------


def test_sglang_jsonl_with_details(tmp_path):
    src = [json.loads(x) for x in SGL.read_text().splitlines()]
    out = tmp_path / "b"
    r = fak("witness", "import", SGL, "--out", out)
    assert r.exit_code == 0, r.output
    assert "SGLang bench_serving" in r.output and "a sweep over max_concurrency" in r.output
    d = request_ab.derive_bundle(out)["arms"]
    for s in src:
        a = d[f"max_concurrency={s['max_concurrency']}"]
        assert a["completed"] == s["completed"] and a["prompt_tokens"] == s["total_input_tokens"]
        assert a["completion_tokens"] == s["total_output_tokens"]
    # SGLang takes the latency when the stream closes: the printed e2e latency is graded
    s4 = src[1]
    ok = claim(f"The max_concurrency=4 arm had a mean end-to-end latency of {s4['mean_e2e_latency_ms']:.1f} ms.", out)
    assert ok.verdict == "net-true", ok.reasons
    ttft = claim(f"The max_concurrency=4 arm had a median TTFT of {s4['median_ttft_ms']:.2f} ms.", out)
    assert ttft.verdict == "net-true", ttft.reasons


# --- Ray LLMPerf (real public files) -----------------------------------------------------------------


def test_real_llmperf_summaries(tmp_path):
    v = LLMPERF / "vllm-cur4-01-ai-Yi-1-5-34B-Chat_550_150_summary.json"
    t = LLMPERF / "tgi-cur4-01-ai-Yi-1-5-34B-Chat_550_150_summary.json"
    src = json.loads(v.read_text())
    out = tmp_path / "b"
    r = fak("witness", "import", v, t, "--out", out, "--arm", "vllm", "--arm", "tgi")
    assert r.exit_code == 0, r.output
    assert "Ray LLMPerf summary" in r.output
    w = witness(out)
    assert w["kind"] == "client-aggregate" and w["model"] == {"id": "01-ai/Yi-1.5-34B-Chat"}
    assert w["hardware"] is None  # the file does not say (only its directory name does)
    agg = w["arms"]["vllm"]["aggregates"]
    assert agg["ttft"]["mean"] == src["results_ttft_s_mean"] and agg["completed"]["value"] == 100
    assert agg["prompt_tokens"]["value"] == 55000
    ok = claim(f"The vllm arm had a mean TTFT of {src['results_ttft_s_mean']:.3f} s.", out)
    assert ok.verdict == "net-true", ok.reasons
    # LLMPerf's inter_token_latency_s is a per-request mean, not vLLM's ITL: not read
    itl = claim(f"The vllm arm had a mean ITL of {src['results_inter_token_latency_s_mean'] * 1000:.1f} ms.", out)
    assert itl.verdict == "not-yet", itl.reasons


# --- arms that differ in model ----------------------------------------------------------------------


def test_arms_may_differ_in_model(tmp_path):
    a = json.loads(C8.read_text())
    b = dict(a, model_id="meta-llama/Llama-3.1-8B-Instruct-FP8", tokenizer_id="meta-llama/Llama-3.1-8B-Instruct-FP8")
    pa, pb = tmp_path / "fp16.json", tmp_path / "fp8.json"
    pa.write_text(json.dumps(a))
    pb.write_text(json.dumps(b))
    out = tmp_path / "b"
    r = fak("witness", "import", pa, pb, "--out", out, "--arm", "fp16", "--arm", "fp8")
    assert r.exit_code == 0, r.output
    w = witness(out)
    assert w["model"] is None
    assert w["arms"]["fp8"]["model"] == {"id": "meta-llama/Llama-3.1-8B-Instruct-FP8"}
    assert w["arms"]["fp16"]["model"] == {"id": a["model_id"]}
    assert verify_bundle(out).ok and client_aggregate.derive_bundle(out)


# --- the files vLLM itself wrote: every printed number re-derived equal --------------------------------


@pytest.mark.parametrize("path", sorted((OLD / "real-0.32.0").glob("*.json")) +
                         sorted((OLD / "real-0.32.0-client").glob("*.json")), ids=lambda p: p.name)
def test_real_vllm_files_re_derive_every_printed_number(tmp_path, path):
    out = tmp_path / "b"
    r = fak("witness", "import", path, "--out", out)
    assert r.exit_code == 0, r.output
    for arm in witness(out)["arms"].values():
        for res in arm["printed_vs_rows"]:
            bad = [c for c in res["checks"] if not c["agrees"]]
            assert res["checks"] and not bad, bad


# --- NVIDIA AIPerf / GenAI-Perf -----------------------------------------------------------------------


def test_aiperf_profile_exports(tmp_path):
    c8, c32 = FIX / "aiperf-c8-profile_export_aiperf.json", FIX / "aiperf-c32-profile_export_aiperf.json"
    src = json.loads(c8.read_text())
    out = tmp_path / "b"
    r = fak("witness", "import", c8, c32, "--out", out)
    assert r.exit_code == 0, r.output
    assert "AIPerf" in r.output
    w = witness(out)
    assert set(w["arms"]) == {"max_concurrency=8", "max_concurrency=32"}
    assert w["hardware"] == "2x NVIDIA H200"  # from the GPU telemetry the export carries
    agg = w["arms"]["max_concurrency=8"]["aggregates"]
    assert agg["ttft"]["p90"] == pytest.approx(src["time_to_first_token"]["p90"] / 1000)
    assert agg["completed"]["value"] == int(src["request_count"]["avg"]) and agg["failed"]["value"] == 0
    p90 = src["time_to_first_token"]["p90"]
    assert claim(f"The max_concurrency=8 arm had a p90 TTFT of {p90:.1f} ms.", out).verdict == "net-true"
    # AIPerf's inter_token_latency is per request (latency - TTFT) / (OSL - 1): graded as TPOT
    tpot = src["inter_token_latency"]["avg"]
    assert claim(f"The max_concurrency=8 arm had a mean TPOT of {tpot:.2f} ms.", out).verdict == "net-true"
    # ... and a writer who read the export calls it by AIPerf's own name: "inter-token latency" is that number (the
    # one ITL the file prints); its p99 (21.64 ms) is another number, the mean 0.1 ms off is false
    assert claim(f"The max_concurrency=8 arm had a mean inter-token latency of {tpot:.2f} ms.", out).verdict == "net-true"
    assert claim(f"The max_concurrency=8 arm had a mean ITL of {tpot:.2f} ms.", out).verdict == "net-true"
    assert claim(f"The max_concurrency=8 arm had a p99 ITL of {tpot:.2f} ms.", out).verdict == "false"
    assert claim(f"The max_concurrency=8 arm had a mean ITL of {tpot + 0.1:.2f} ms.", out).verdict == "false"
    assert claim(f"On an A100 the max_concurrency=8 arm had a p90 TTFT of {p90:.1f} ms.", out).verdict == "false"


def test_unknown_format_is_refused_naming_the_file(tmp_path):
    p = tmp_path / "other.json"
    p.write_text(json.dumps({"hello": 1}))
    r = fak("witness", "import", p, "--out", tmp_path / "o")
    assert r.exit_code == 2 and "other.json" in r.output and "not a result file of a known format" in r.output
    assert not (tmp_path / "o").exists()


def test_mixed_formats_are_refused(tmp_path):
    r = fak("witness", "import", C8, LLMPERF / "vllm-cur4-01-ai-Yi-1-5-34B-Chat_550_150_summary.json",
            "--out", tmp_path / "o")
    assert r.exit_code == 2 and "import each format on its own" in r.output


def test_different_prompts_are_not_like_for_like(tmp_path):
    a = json.loads(C8.read_text())
    b = dict(json.loads(C32.read_text()), total_input_tokens=a["total_input_tokens"] * 2)
    pa, pb = tmp_path / "a.json", tmp_path / "b.json"
    pa.write_text(json.dumps(a))
    pb.write_text(json.dumps(b))
    out = tmp_path / "w"
    assert fak("witness", "import", pa, pb, "--out", out, "--arm", "a", "--arm", "b").exit_code == 0
    ratio = b["request_throughput"] / a["request_throughput"]
    res = claim(f"The b arm completed 64 requests {ratio:.2f}x faster than the a arm.", out)
    assert res.verdict == "not-yet" and any("different total input tokens" in r for r in res.reasons), res.reasons


def test_real_llmperf_pairs_re_derive_every_printed_number(tmp_path):
    pairs = [(LLMPERF / f"{e}-cur4-01-ai-Yi-1-5-34B-Chat_550_150_summary.json",
              LLMPERF / f"{e}-cur4-01-ai-Yi-1-5-34B-Chat_550_150_individual_responses.json") for e in ("vllm", "tgi")]
    out = tmp_path / "b"
    r = fak("witness", "import", *pairs[0], *pairs[1], "--out", out, "--arm", "vllm", "--arm", "tgi")
    assert r.exit_code == 0, r.output
    assert "Ray LLMPerf individual responses: 100 request(s)" in r.output and "2 result(s)" in r.output
    w = witness(out)
    assert w["kind"] == "request-ab"
    for arm in ("vllm", "tgi"):
        checks = w["arms"][arm]["printed_vs_rows"][0]["checks"]
        assert len(checks) >= 20 and all(c["agrees"] for c in checks), [c for c in checks if not c["agrees"]]
    src = json.loads(pairs[0][0].read_text())
    d = request_ab.derive_bundle(out)["arms"]["vllm"]
    assert d["completed"] == src["results_num_completed_requests"]
    assert d["completion_tokens"] == round(src["results_number_output_tokens_mean"] * 100)
    p90 = src["results_end_to_end_latency_s_quantiles_p90"]
    ok = claim(f"The vllm arm had a p90 end-to-end latency of {p90:.3f} s.", out)
    assert ok.verdict == "net-true", ok.reasons
    assert claim(f"The vllm arm had a p90 end-to-end latency of {p90 * 1.1:.3f} s.", out).verdict == "false"
    # an individual-responses file alone has no duration: refused, naming its summary
    r = fak("witness", "import", pairs[0][1], "--out", tmp_path / "c")
    assert r.exit_code == 2 and "_summary.json" in r.output


def test_llmperf_runs_in_two_folders_under_one_name_pair_by_folder(tmp_path):
    # LLMPerf writes <name>_summary.json and <name>_individual_responses.json into its results folder; two runs kept
    # in two folders share the names. Paired by name alone each summary took the other run's responses (no error: the
    # counts matched), a wrong bundle. Each summary pairs with the responses beside it.
    name = "01-ai-Yi-1-5-34B-Chat_550_150"
    for e in ("vllm", "tgi"):
        (tmp_path / e).mkdir()
        for suffix in ("_summary.json", "_individual_responses.json"):
            (tmp_path / e / f"{name}{suffix}").write_bytes((LLMPERF / f"{e}-cur4-{name}{suffix}").read_bytes())
    files = [tmp_path / e / f"{name}{suffix}" for e in ("vllm", "tgi")
             for suffix in ("_summary.json", "_individual_responses.json")]
    out = tmp_path / "b"
    r = fak("witness", "import", *files, "--out", out, "--arm", "vllm", "--arm", "tgi")
    assert r.exit_code == 0, r.output
    w = witness(out)
    for e in ("vllm", "tgi"):  # every printed number of each run agrees with the rows of that run
        checks = w["arms"][e]["printed_vs_rows"][0]["checks"]
        assert checks and all(c["agrees"] for c in checks), (e, [c for c in checks if not c["agrees"]])
    # responses with no summary in their folder: refused, naming the folder's missing summary
    lone = tmp_path / "lone"
    lone.mkdir()
    (lone / f"{name}_individual_responses.json").write_bytes(files[1].read_bytes())
    r = fak("witness", "import", files[0], lone / f"{name}_individual_responses.json", "--out", tmp_path / "c")
    assert r.exit_code == 2 and "in the same folder" in r.output, r.output


def test_statistics_of_no_sample_are_not_evidence(tmp_path):
    # vllm bench prints np.mean(ttfts or 0) = 0.0 when every request failed: not a TTFT of 0 ms
    a = dict(json.loads(C8.read_text()), completed=0, failed=64, total_input_tokens=0, total_output_tokens=0,
             request_throughput=0.0, output_throughput=0.0, mean_ttft_ms=0.0, median_ttft_ms=0.0, p99_ttft_ms=0.0)
    p = tmp_path / "failed.json"
    p.write_text(json.dumps(a))
    out = tmp_path / "b"
    assert fak("witness", "import", p, "--out", out, "--arm", "a").exit_code == 0
    assert "ttft" not in witness(out)["arms"]["a"]["aggregates"]
    res = claim("Arm a had a mean TTFT of 0 ms.", out)
    assert res.verdict == "not-yet", res.reasons


def test_aiperf_0_11_export_shape(tmp_path):
    # the fields AIPerf 0.11.0 writes where older versions differ (seen in a public export; schema_version 1.3):
    # models.items[].name, the profiling phase's concurrency, tokenizer.name, errors only in error_summary
    obj = {"schema_version": "1.3", "aiperf_version": "0.11.0",
           "request_throughput": {"unit": "requests/sec", "avg": 6.814794988917071},
           "request_count": {"unit": "requests", "avg": 2044.0},
           "time_to_first_token": {"unit": "ms", "avg": 28.736161119863013, "p50": 26.7700945, "p90": 33.0120912,
                                   "count": 2044, "sum": 58736.713329},
           "benchmark_duration": {"unit": "sec", "avg": 299.935655192},
           "input_config": {"models": {"items": [{"name": "qwen3-4b"}]},
                            "phases": [{"name": "profiling", "type": "concurrency", "concurrency": 16}],
                            "tokenizer": {"name": "Qwen/Qwen3-4B-Instruct-2507-FP8"}},
           "error_summary": [{"error_details": {"code": 500}, "count": 3}], "start_time": "2026-09-30T16:53:39.902853"}
    p = tmp_path / "profile_export_aiperf.json"
    p.write_text(json.dumps(obj))
    out = tmp_path / "b"
    r = fak("witness", "import", p, "--out", out, "--arm", "c16")
    assert r.exit_code == 0, r.output
    w = witness(out)
    a = w["arms"]["c16"]
    assert w["model"] == {"id": "qwen3-4b"} and w["tokenizer"] == "Qwen/Qwen3-4B-Instruct-2507-FP8"
    assert a["settings"]["concurrency"] == 16 and a["workers"] == 16
    assert a["aggregates"]["failed"]["value"] == 3 and a["aggregates"]["completed"]["value"] == 2044
    assert claim("Arm c16 had a p90 TTFT of 33.0 ms.", out).verdict == "net-true"


def test_arms_on_different_gpus_record_hardware_per_arm(tmp_path):
    a = json.loads(C8.read_text())
    b = dict(a, gpu_type="NVIDIA A100-SXM4-80GB")
    pa, pb = tmp_path / "h100.json", tmp_path / "a100.json"
    pa.write_text(json.dumps(a))
    pb.write_text(json.dumps(b))
    out = tmp_path / "w"
    r = fak("witness", "import", pa, pb, "--out", out, "--arm", "h100", "--arm", "a100")
    assert r.exit_code == 0, r.output
    w = witness(out)
    assert w["hardware"] is None  # the run as a whole did not run on one GPU
    assert w["arms"]["h100"]["hardware"] == a["gpu_type"] and w["arms"]["a100"]["hardware"] == b["gpu_type"]
    assert verify_bundle(out).ok and client_aggregate.derive_bundle(out)


def test_measured_keys_do_not_split_repeated_runs():
    from claimcheck.witnesses.vllm_bench import differing_params, result_params

    a = json.loads(C8.read_text())
    b = dict(a, spec_decode_acceptance_rate=61.0, total_token_throughput=1.0, mean_e2el_ms=3.0)
    a = dict(a, spec_decode_acceptance_rate=64.2)
    assert differing_params([result_params(a), result_params(b)]) == []


def test_vllm_0_4_summary_with_the_misspelt_throughput(tmp_path):
    f = FIX / "vllm-0.4.0-summary-only.json"
    src = json.loads(f.read_text())
    out = tmp_path / "b"
    r = fak("witness", "import", f, "--out", out, "--arm", "a")
    assert r.exit_code == 0, r.output
    w = witness(out)
    assert w["arms"]["a"]["aggregates"]["throughput"]["value"] == src["request_inthroughput"]
    assert w["engine_version"] == "0.4.0" and w["context_sources"]["engine_version"] == "file:version"
    ok = claim(f"Arm a completed 100 requests at {src['request_inthroughput']:.2f} req/s.", out)
    assert ok.verdict == "net-true", ok.reasons


@pytest.mark.parametrize("scope, verdict", [
    ("vLLM 0.4.0, the imported benchmark", "net-true"), ("vLLM v0.4, the imported benchmark", "net-true"),
    ("vLLM 0.5.0, the imported benchmark", "false"),
])
def test_the_engine_version_in_a_scope_is_the_file_s(tmp_path, scope, verdict):
    """The version the file records ('version': '0.4.0') agrees with a scope naming it; context_sources (where the
    importer took it from: 'file:version') is no recorded value. Held-out suites: 'vLLM 0.32.0' in the scope was
    unbound on every imported witness ('not every one is version 0.32.0': the source marker was read as a version)."""
    f = FIX / "vllm-0.4.0-summary-only.json"
    src = json.loads(f.read_text())
    out = tmp_path / "b"
    assert fak("witness", "import", f, "--out", out, "--arm", "a").exit_code == 0
    res = claim(f"Arm a completed 100 requests at {src['request_inthroughput']:.2f} req/s.", out, scope=scope)
    assert res.verdict == verdict, res.reason


def test_flags_name_arms_that_are_named_by_their_setting(tmp_path):
    out = tmp_path / "b"
    r = fak("witness", "import", C8, C32, "--out", out, "--alias", "max_concurrency=8=the wide arm",
            "--baseline-arm", "max_concurrency=32")
    assert r.exit_code == 0, r.output
    w = witness(out)
    assert w["arms"]["max_concurrency=8"]["aliases"] == ["the wide arm"]
    assert w["arms"]["max_concurrency=32"]["role"] == "baseline"


def test_a_sweep_directory_stands_for_its_summaries(tmp_path):
    root = tmp_path / "exp"
    for name, src in (("SERVE--a-BENCH--max_concurrency=16", SWEEP16), ("SERVE--a-BENCH--max_concurrency=64", SWEEP64)):
        (root / name).mkdir(parents=True)
        (root / name / "summary.json").write_bytes(src.read_bytes())
    (root / "SERVE--a-BENCH--max_concurrency=16" / "warmup.json").write_bytes(WARMUP.read_bytes())
    out = tmp_path / "b"
    r = fak("witness", "import", root, "--out", out)
    assert r.exit_code == 0, r.output
    assert "2 vllm bench sweep setting(s)" in r.output and "4 result(s) from 2 result files" in r.output
    assert set(witness(out)["arms"]) == {"max_concurrency=16", "max_concurrency=64"}
    (tmp_path / "empty").mkdir()
    r = fak("witness", "import", tmp_path / "empty", "--out", tmp_path / "c")
    assert r.exit_code == 2 and "no vllm bench sweep summary.json" in r.output


# --- properties -------------------------------------------------------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from hypothesis_profiles import examples

_req = st.tuples(st.sampled_from(["", "", "", "Bad Request"]), st.integers(0, 3), st.sampled_from([0.0, 0.05]))


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(_req, min_size=1, max_size=12), st.sampled_from(["success-flag", "error-or-no-token"]))
def test_the_counting_rule_reproduces_the_printed_completed(reqs, writer_rule):
    from claimcheck.witnesses.vllm_bench import _ok_under, choose_counting_rule

    errors = [e for e, _, _ in reqs]
    outs = [float(o) for _, o, _ in reqs]
    ttfts = [t for _, _, t in reqs]
    ok = [_ok_under(writer_rule, e, o, t) for e, o, t in zip(errors, outs, ttfts)]
    printed = {"completed": sum(ok), "total_output_tokens": sum(o for o, k in zip(outs, ok) if k)}
    rule, mismatch = choose_counting_rule(printed, errors, outs, ttfts)
    assert mismatch is None
    assert sum(_ok_under(rule, e, o, t) for e, o, t in zip(errors, outs, ttfts)) == printed["completed"]


@settings(max_examples=examples(100), deadline=None)
@given(st.lists(st.dictionaries(st.sampled_from(["max_concurrency", "request_rate", "num_prompts", "label"]),
                                st.one_of(st.integers(1, 4), st.none()), min_size=1), min_size=1, max_size=5))
def test_differing_parameters_are_order_free_and_exact(results):
    from claimcheck.witnesses.vllm_bench import differing_params, result_params

    params = [result_params(r) for r in results]
    got = differing_params(params)
    assert sorted(got) == sorted(differing_params(list(reversed(params))))
    for k in got:  # a key is reported only where two results really differ in it
        assert len({json.dumps(p.get(k)) for p in params}) > 1


def test_detailed_arms_may_differ_in_model(tmp_path):
    a = json.loads((OLD / "benchmark_serving-0049e29-concurrency1.json").read_text())
    b = dict(a, model_id="HuggingFaceTB/SmolLM2-360M-Instruct")
    pa, pb = tmp_path / "small.json", tmp_path / "large.json"
    pa.write_text(json.dumps(a))
    pb.write_text(json.dumps(b))
    out = tmp_path / "w"
    r = fak("witness", "import", pa, pb, "--out", out, "--arm", "small", "--arm", "large")
    assert r.exit_code == 0, r.output
    w = witness(out)
    assert w["kind"] == "request-ab" and w["model"] is None
    assert w["arms"]["large"]["model"] == {"id": "HuggingFaceTB/SmolLM2-360M-Instruct"}
    assert request_ab.derive_bundle(out)["arms"]["large"]["completed"] == b["completed"]
