"""`fak witness import vllm-bench`: a realistic `vllm bench serve --save-result --save-detailed`
result becomes a sealed request-ab bundle that re-derives and grades."""

from __future__ import annotations

import json

import pytest
from result_kit import vllm_result
from click.testing import CliRunner

from claimcheck.claims import ClaimInput, grade
from claimcheck.cli import main
from claimcheck.verify import verify_bundle
from claimcheck.witnesses import request_ab


@pytest.fixture()
def files(tmp_path):
    out = {}
    for name, conc, seed in (("c1", 1, 1), ("c4", 4, 2)):
        p = tmp_path / f"openai-inf-concurrency{conc}-Qwen2.5-0.5B-Instruct-20261203.json"
        p.write_text(json.dumps(vllm_result(concurrency=conc, seed=seed)))
        out[name] = p
    return out


def test_import_and_grade(tmp_path, files):
    out = tmp_path / "bundle"
    r = CliRunner().invoke(main, ["witness", "import", "vllm-bench", str(files["c1"]), str(files["c4"]), "--out", str(out),
                                  "--arm", "sequential", "--arm", "concurrent", "--alias", "concurrent=multi-worker arm",
                                  "--alias", "sequential=single-worker arm", "--output-cap", "64", "--hardware", "test"],
                           catch_exceptions=False)
    assert r.exit_code == 0, r.output
    assert verify_bundle(out).ok
    w = json.loads((out / "witness.json").read_text())
    assert w["arms"]["sequential"]["role"] == "baseline" and w["arms"]["concurrent"]["workers"] == 4
    assert [i["sha256"] for i in w["imported_from"]][0] and (out / "source" / "sequential-0.json").is_file()
    d = request_ab.derive_bundle(out)
    a = d["arms"]
    src = json.loads(files["c4"].read_text())
    assert a["concurrent"]["completed"] == 16
    assert a["concurrent"]["wall_s"] == pytest.approx(src["duration"], rel=1e-6)
    assert a["concurrent"]["prompt_tokens"] == src["total_input_tokens"]
    assert a["concurrent"]["cached_tokens"] is None
    ratio = a["concurrent"]["throughput"] / a["sequential"]["throughput"]
    stated = f"{ratio:.2f}"
    res = grade(ClaimInput(statement=f"The multi-worker arm completed 16 requests {stated}x faster than the single-worker arm.",
                           baseline={"kind": "real"}, net=True, scope="loopback test; includes scheduler and queue",
                           provenance="OBSERVED", witness=str(out)))
    assert res.verdict == "net-true", res.reasons
    cache = grade(ClaimInput(statement="The multi-worker arm gained a prefix cache benefit.", baseline={"kind": "real"},
                             net=True, scope="x", provenance="OBSERVED", witness=str(out)))
    assert cache.verdict == "not-yet"  # vllm bench records no cached tokens


@pytest.mark.parametrize("alias, words", [
    ("concurrent=four workers arm", "'four'"),                    # a number word the reader reads
    ("concurrent=concurrent arm was not", "'not'"),               # would swallow the negation
    ("sequential=the concurrent arm", "a name of arm 'concurrent'"),  # would swap the arms
])
def test_an_alias_that_is_grammar_is_refused_at_import(tmp_path, files, alias, words):
    # aliases are names, not grammar (claimcheck.claims.aliases, strict at import)
    out = tmp_path / "bundle"
    r = CliRunner().invoke(main, ["witness", "import", "vllm-bench", str(files["c1"]), str(files["c4"]), "--out", str(out),
                                  "--arm", "sequential", "--arm", "concurrent", "--alias", alias])
    assert r.exit_code == 2, r.output
    err = r.output.strip().splitlines()
    assert len(err) == 1 and "--alias" in err[0] and words in err[0] and "[alias]" in err[0], r.output
    assert not out.exists() or not any(out.iterdir())  # nothing written


def test_repeated_runs_and_errors(tmp_path):
    paths = []
    for i, conc in enumerate((1, 1, 1, 4, 4, 4)):
        p = tmp_path / f"r{i}.json"
        p.write_text(json.dumps(vllm_result(concurrency=conc, seed=10 + i, errors_at=(3,) if i == 4 else ())))
        paths.append(str(p))
    out = tmp_path / "b"
    arms = ["--arm", "seq"] * 3 + ["--arm", "conc"] * 3
    r = CliRunner().invoke(main, ["witness", "import", "vllm-bench", *paths, "--out", str(out), *arms])
    assert r.exit_code == 0, r.output
    d = request_ab.derive_bundle(out)
    assert d["arms"]["conc"]["runs"] == 3 and d["arms"]["conc"]["failed"] == 1
    res = grade(ClaimInput(statement="conc was faster than seq.", baseline={"kind": "real"}, net=True, scope="x",
                           provenance="OBSERVED", witness=str(out)))
    q = res.quantities[0]
    assert q.kind == "direction" and q.bootstrap["runs"] == [3, 3]
    # a failed request (ok: false) in conc: it cannot win a throughput comparison silently (Q1). Since 59c4953 a rate's
    # winner with at most 5% failures stands where it still wins with each failure charged the arm's share of the wall
    # (failure_bounds): the baseline question passes and says so
    base = next(x for x in res.questions if x.name == "baseline")
    assert "fail" in base.detail, base.detail
    if res.verdict != "net-true":
        assert res.verdict == "not-yet" and any("failed request" in r for r in res.reasons), res.reasons


def test_summary_only_result_imports_as_client_aggregate(tmp_path):
    # a summary-only file (no --save-detailed): the printed aggregates are the evidence, labelled
    # as not re-derived; a statistic it does not print stays not-yet
    p = tmp_path / "summary.json"
    obj = vllm_result(concurrency=2)
    for k in ("ttfts", "itls", "input_lens", "output_lens", "start_times", "latencies", "queue_times", "errors",
              "generated_texts"):
        obj.pop(k, None)
    p.write_text(json.dumps(obj))
    out = tmp_path / "o"
    r = CliRunner().invoke(main, ["witness", "import", "vllm-bench", str(p), "--out", str(out), "--arm", "a"])
    assert r.exit_code == 0, r.output
    assert verify_bundle(out).ok
    w = json.loads((out / "witness.json").read_text())
    assert w["kind"] == "client-aggregate" and not (out / "rows.jsonl").exists()
    agg = w["arms"]["a"]["aggregates"]
    assert agg["ttft"]["mean"] == pytest.approx(obj["mean_ttft_ms"] / 1000)
    assert agg["throughput"]["value"] == obj["request_throughput"]
    mean_ms = f"{obj['mean_ttft_ms']:.2f}"
    res = grade(ClaimInput(statement=f"Arm a had a mean TTFT of {mean_ms} ms.", baseline={"kind": "real"}, net=True,
                           scope="x", provenance="OBSERVED", witness=str(out)))
    assert res.verdict == "net-true", res.reasons
    q5 = [q for q in res.questions if q.n == 5][0]
    assert "not re-derived" in q5.detail
    wrong = f"{obj['mean_ttft_ms'] * 1.5:.2f}"
    res = grade(ClaimInput(statement=f"Arm a had a mean TTFT of {wrong} ms.", baseline={"kind": "real"}, net=True,
                           scope="x", provenance="OBSERVED", witness=str(out)))
    assert res.verdict == "false", res.reasons
    res = grade(ClaimInput(statement="Arm a had a p90 TTFT of 50 ms.", baseline={"kind": "real"}, net=True,
                           scope="x", provenance="OBSERVED", witness=str(out)))
    assert res.verdict == "not-yet" and any("prints no p90" in x for x in res.reasons), res.reasons


def test_arm_count_must_match_files(tmp_path, files):
    r = CliRunner().invoke(main, ["witness", "import", "vllm-bench", str(files["c1"]), str(files["c4"]), "--out",
                                  str(tmp_path / "o"), "--arm", "a"])
    assert r.exit_code == 2
