"""claim-check grading: the seeds' statements, verdict rules, records and re-grading, the CLI."""

from __future__ import annotations

import copy
import json
import shlex

import pytest
from bundle_kit import make_bundle
from click.testing import CliRunner

from claimcheck.claims import ClaimInput, grade, load_record, make_record, regrade, write_record
from claimcheck.claims import fixtures as fx
from claimcheck.cli import main

# the seed's claim-check command (s2-shared-prefix-ab.txt), verbatim except --witness,
# which points at a sealed bundle instead of the seed's Go artifact
S2_FLAGS = [
    "--statement", fx.S2_STATEMENT,
    "--baseline", "real",
    "--baseline-desc", fx.S2_BASELINE_DESC,
    "--net",
    "--scope", fx.S2_SCOPE,
    "--provenance", "OBSERVED",
]


@pytest.fixture(scope="module")
def bundles(tmp_path_factory):
    root = tmp_path_factory.mktemp("witnesses")
    out = {}
    for name, (w, files) in {
        "s2": fx.s2_witness("OBSERVED"), "s2-reported": fx.s2_witness("REPORTED"),
        "s4e": fx.s4e_witness("OBSERVED"), "s4e-reported": fx.s4e_witness("REPORTED"),
        "s2-runs": fx.s2_witness("OBSERVED", runs=4),
    }.items():
        out[name] = str(fx.write_bundle(root / name, w, files))
    return out


def _claim(statement, witness, **kw):
    base = dict(statement=statement, baseline={"kind": "real", "description": fx.S2_BASELINE_DESC}, net=True,
                scope=fx.S2_SCOPE, provenance="OBSERVED", witness=witness)
    base.update(kw)
    return ClaimInput.model_validate(base)


def _cli(args):
    return CliRunner().invoke(main, ["claim-check", *args], catch_exceptions=False)


def test_seed_s2_statement_net_true_via_cli(bundles):
    r = _cli([*S2_FLAGS, "--witness", f"{bundles['s2']}; verify with fak verify {bundles['s2']}"])
    assert r.exit_code == 0, r.output
    assert r.output.startswith("claim-check: NET-TRUE")
    assert "1.36455" in r.output  # the recomputed ratio is shown


def test_seed_s2_statement_json(bundles):
    r = _cli([*S2_FLAGS, "--witness", bundles["s2"], "--json"])
    obj = json.loads(r.output)
    assert obj["verdict"] == "net-true" and r.exit_code == 0
    by_text = {q["text"]: q for q in obj["quantities"]}
    assert by_text["1.36x faster"]["arms"] == ["concurrent-shared", "sequential-shared"]
    assert by_text["four bounded concurrent micro-context workers"]["recomputed"] == 4
    assert by_text["12 tasks"]["outcome"] == "agrees"
    cache = [q for q in obj["quantities"] if q["kind"] == "cache"][0]
    assert cache["outcome"] == "agrees" and "not observed" in cache["detail"]
    assert [q["pass"] for q in obj["questions"]] == [True] * 6
    assert "single-run" in " ".join(obj["notes"])


def test_seed_s2_free_text_witness_is_not_yet():
    r = _cli([*S2_FLAGS, "--witness", "experiments/microcontext/s2-gcp-prefix-ab-2026-08-06.json; verify with go run "
              "./cmd/microcontextdemo -verify-prefix-ab experiments/microcontext/s2-gcp-prefix-ab-2026-08-06.json"])
    assert r.exit_code == 3 and "NOT-YET" in r.output and "Q5 witness" in r.output


def test_cache_gain_claim_is_not_yet(bundles):
    res = grade(_claim("The byte-identical shared-prefix arm gained a prefix-cache benefit over the unique-prefix arm.",
                       bundles["s2"]))
    assert res.verdict == "not-yet" and res.exit_code == 3
    assert [q.outcome for q in res.quantities if q.kind == "cache"] == ["needs-telemetry"]
    assert all(q.outcome == "agrees" for q in res.quantities if q.kind != "cache")  # the scope's "12 contexts"


def test_cache_gain_with_timing_ratio_still_not_yet(bundles):
    # favourable-looking timing does not make a cache claim true
    res = grade(_claim("Shared-prefix caching made the concurrent byte-identical base 1.36x faster than the tuned sequential "
                       "arm thanks to prefix cache hits.", bundles["s2"]))
    assert res.verdict == "not-yet"
    # the causal words are not read: they are named, and the ratio alone does not carry the claim
    unread = " ".join(q.text for q in res.quantities if q.kind == "unknown")
    assert "caching made" in unread and "thanks" in unread


def _s2_cached(tmp_path, cached: dict[str, int], name: str = "b", *, declared: bool = True):
    """The S2 rows with cached_tokens; ``declared``: the arms declare ``shared_base`` as the
    prefix-ab runner does (the one factor the two concurrent arms differ in: a controlled pair)."""
    w, files = fx.s2_witness("OBSERVED")
    w, files = copy.deepcopy(w), copy.deepcopy(files)
    if declared:
        for arm, d in w["arms"].items():
            d["shared_base"] = arm != "concurrent-unique"
    for row in files["rows.jsonl"]:
        row["cached_tokens"] = cached.get(row["arm"], 0)
    return str(fx.write_bundle(tmp_path / name, w, files))


def test_cache_benefit_needs_reuse_and_a_gain(tmp_path):
    # in the S2 rows the unique-prefix arm has the lower median TTFT and wall of the two concurrent arms
    # (24.68 vs 25.025 s, 75.48 vs 76.34 s); a cache benefit is reuse AND a measured gain over the other arm
    gain_in_unique = _s2_cached(tmp_path, {"concurrent-unique": 600}, "u")
    reuse_without_gain = _s2_cached(tmp_path, {"concurrent-shared": 600}, "s")
    # the negative observation is contradicted only by reuse with a gain
    assert grade(_claim(fx.S2_STATEMENT, gain_in_unique)).verdict == "false"
    assert grade(_claim(fx.S2_STATEMENT, reuse_without_gain)).verdict == "net-true"
    pos = "The unique-prefix arm gained a prefix-cache benefit over the concurrent byte-identical base."
    assert grade(_claim(pos, gain_in_unique)).verdict == "net-true"
    res = grade(_claim(pos, reuse_without_gain))
    assert res.verdict == "false" and "no reuse" in res.quantities[0].detail
    # more reuse but no gain: false (reuse alone is no benefit)
    res = grade(_claim("The byte-identical shared-prefix arm gained a prefix-cache benefit over the unique-prefix arm.",
                       reuse_without_gain))
    assert res.verdict == "false" and "gained nothing measurable" in res.quantities[0].detail
    # a benefit over nothing named is not checkable
    res = grade(_claim("The unique-prefix arm gained a prefix-cache benefit.", gain_in_unique))
    assert res.verdict == "not-yet" and "over <arm>" in res.quantities[0].detail


def test_cache_gain_over_an_arm_needs_more_reuse_than_that_arm(tmp_path):
    # reuse recorded in both arms is not enough: the named arm must reuse more than the other (and gain)
    stmt = "The unique-prefix arm gained a prefix-cache benefit over the concurrent byte-identical base."
    for unique, shared, want in ((600, 8, "net-true"), (8, 600, "false"), (300, 300, "false")):
        b = _s2_cached(tmp_path, {"concurrent-shared": shared, "concurrent-unique": unique}, f"b{shared}-{unique}")
        res = grade(_claim(stmt, b))
        assert res.verdict == want, (shared, unique, [q.detail for q in res.quantities])
        cache = [q for q in res.quantities if q.kind == "cache"][0]
        assert cache.arms == ["concurrent-unique", "concurrent-shared"]


def test_cache_negation_of_an_arm_is_not_a_negative_claim(tmp_path):
    b = _s2_cached(tmp_path, {"concurrent-unique": 600}, "u")
    ok = grade(_claim("The unique-prefix arm, not the concurrent byte-identical base, gained a prefix-cache benefit.", b))
    assert ok.verdict == "net-true", ok.reasons
    swapped = grade(_claim("The concurrent byte-identical base, not the unique-prefix arm, gained a prefix-cache benefit.", b))
    assert swapped.verdict == "false"


def test_caching_gives_no_benefit_is_a_claim_about_the_world(tmp_path, bundles):
    stmt = "Caching provides no benefit."
    assert grade(_claim(stmt, bundles["s2"])).verdict == "not-yet"  # no telemetry
    zero = _s2_cached(tmp_path, {}, "zero")
    assert grade(_claim(stmt, zero)).verdict == "net-true"  # zero reuse recorded in every arm
    assert grade(_claim(stmt, _s2_cached(tmp_path, {"concurrent-unique": 600}, "u"))).verdict == "false"
    assert grade(_claim(stmt, _s2_cached(tmp_path, {"concurrent-shared": 600}, "s"))).verdict == "not-yet"


def test_wrong_ratio_is_false_and_shows_recomputed(bundles):
    res = grade(_claim(fx.S2_STATEMENT.replace("1.36x", "1.50x"), bundles["s2"]))
    assert res.verdict == "false" and res.exit_code == 4
    bad = [q for q in res.quantities if q.outcome == "contradicted"]
    assert bad[0].recomputed == pytest.approx(104.17 / 76.34) and "1.36455" in bad[0].detail


@pytest.mark.parametrize("statement, verdict", [
    (fx.S2_STATEMENT.replace("four", "three"), "false"),
    (fx.S2_STATEMENT.replace("12 tasks", "13 tasks"), "false"),
    (fx.S2_STATEMENT.replace("faster", "slower"), "false"),
    (fx.S2_STATEMENT.replace("1.36x", "1.4x"), "true-ish"),   # 1.36455 rounds to 1.4 at one decimal
    (fx.S2_STATEMENT.replace("1.36x", "1.365x"), "false"),  # 1.36455 is outside [1.3645, 1.3655)? no: inside
    ("The concurrent unique full prefixes completed 12 tasks 1.38x faster than the tuned sequential arm.", "net-true"),
    ("The concurrent unique full prefixes completed 12 tasks 1.36x faster than the tuned sequential arm.", "false"),
])
def test_precision_and_binding(bundles, statement, verdict):
    res = grade(_claim(statement, bundles["s2"]))
    if verdict == "true-ish":
        assert res.verdict == "net-true"
    elif "1.365x" in statement:
        assert res.verdict == "net-true"  # [1.3645, 1.3655) holds 1.364553
    else:
        assert res.verdict == verdict, res.reasons


def test_ratio_matching_no_named_pair_is_not_yet(bundles):
    res = grade(_claim("It was 1.36x faster.", bundles["s2"]))
    assert res.verdict == "not-yet"
    assert res.quantities[0].outcome == "unbound" and "names no arm" in res.quantities[0].detail
    # words beside the ratio that were not read: the ratio is not graded, and the words are named
    res = grade(_claim("The endpoint completed the corpus 1.36x faster.", bundles["s2"]))
    assert res.verdict == "not-yet"
    # ("the corpus" after a verb of completion is the whole work, production work_object: read)
    assert "'endpoint'" in res.quantities[0].detail and "'corpus'" not in res.quantities[0].detail


def test_ambiguous_alias_binds_nothing(tmp_path):
    w, files = fx.s2_witness("OBSERVED")
    w = copy.deepcopy(w)
    w["arms"]["concurrent-unique"]["aliases"].append("concurrent workers")
    w["arms"]["concurrent-shared"]["aliases"].append("concurrent workers")
    b = fx.write_bundle(tmp_path / "b", w, files)
    res = grade(_claim("The concurrent workers were 1.36x faster than the tuned sequential arm.", str(b)))
    # one alias declared by two arms: refused as a name of another arm (aliases are names), never bound
    assert res.verdict == "not-yet" and any("ambiguous" in q.detail or "not plain names" in q.detail
                                            for q in res.quantities)


def test_latency_direction(bundles):
    # p50 is the true median (mean of the 6th and 7th of 12): 25.025 s and 8.625 s
    ok = grade(_claim("Concurrent byte-identical base TTFT p50 was 25.0 s versus 8.6 s for the tuned sequential arm.",
                      bundles["s2"]))
    assert ok.verdict == "net-true", ok.reasons
    worse = grade(_claim("Concurrent byte-identical base TTFT p50 was 2.90x higher than the tuned sequential arm.",
                         bundles["s2"]))
    assert worse.verdict == "net-true", worse.reasons
    wrong = grade(_claim("Concurrent byte-identical base TTFT p50 was lower than the tuned sequential arm.", bundles["s2"]))
    assert wrong.verdict == "false"


def test_reported_examples_are_not_yet(bundles):
    res = grade(_claim(fx.S2_STATEMENT, bundles["s2-reported"]))
    assert res.verdict == "not-yet"
    q4 = res.questions[3]
    assert not q4.pass_ and "REPORTED" in q4.detail and "not observed" in q4.detail
    assert all(q.outcome == "agrees" for q in res.quantities)  # the numbers still re-derive


def test_s4e_negative_result_net_true(bundles):
    res = grade(_claim(fx.S4E_STATEMENT, bundles["s4e"], scope=fx.S4E_SCOPE))
    assert res.verdict == "net-true", res.reasons
    texts = {q.text: q for q in res.quantities}
    assert texts["0.539209x"].arms == ["batched", "sequential"]
    assert texts["46.1% slower"].outcome == "agrees"
    for s in ("batching was 0.539x the sequential rate", "Batching was 46.1% slower than tuned sequential.",
              "The real batches had 94 useful token steps, 144 allocated steps, 100% batch fill and 34.7% padding.",
              "Queue delay p50 of the batched arm was 7.841 s and p95 16.966 s.",
              "The batched arm ran at 3.159 token steps/s versus 5.858 token steps/s sequential.",
              "Real compatibility batching used 25 submitted jobs, 1 cancelled, 3 classes and 8 lanes."):
        r = grade(_claim(s, bundles["s4e"], scope=fx.S4E_SCOPE))
        assert r.verdict == "net-true", (s, r.reasons)
    r = grade(_claim("batching was 1.85x faster than sequential", bundles["s4e"], scope=fx.S4E_SCOPE))
    assert r.verdict == "false"


def test_scope_overheads_must_be_included(tmp_path):
    w, files = fx.s4e_witness("OBSERVED")
    w = copy.deepcopy(w)
    w["timing_includes"] = ["scheduler", "queue"]
    b = fx.write_bundle(tmp_path / "b", w, files)
    res = grade(_claim(fx.S4E_STATEMENT, str(b), scope=fx.S4E_SCOPE))
    assert res.verdict == "not-yet" and "padding" in res.questions[1].detail


def test_baseline_kinds(bundles):
    assert grade(_claim(fx.S2_STATEMENT, bundles["s2"], baseline={"kind": "strawman"})).verdict == "strawman"
    assert grade(_claim(fx.S2_STATEMENT, bundles["s2"], baseline={"kind": "none"})).verdict == "strawman"
    # comparing against an arm the witness does not declare as its baseline does not answer Q1
    res = grade(_claim("The concurrent byte-identical base was 0.989x the unique-prefix arm throughput.", bundles["s2"]))
    assert res.verdict == "not-yet" and not res.questions[0].pass_


def test_provenance_rules(bundles):
    assert grade(_claim(fx.S2_STATEMENT, bundles["s2"], provenance="MODELED")).verdict == "not-yet"
    assert grade(_claim(fx.S2_STATEMENT, bundles["s2"], provenance="WITNESSED")).verdict == "not-yet"  # flag != witness
    assert grade(_claim(fx.S2_STATEMENT, bundles["s2"], provenance="")).verdict == "not-yet"


def test_tampered_rows_invalid(tmp_path):
    b = fx.write_bundle(tmp_path / "b", *fx.s2_witness("OBSERVED"))
    rows = b / "rows.jsonl"
    data = bytearray(rows.read_bytes())
    data[data.index(b"104.17")] = ord("2")
    rows.write_bytes(bytes(data))
    r = _cli([*S2_FLAGS, "--witness", str(b)])
    assert r.exit_code == 5 and "INVALID" in r.output and "digest-mismatch" in r.output


def test_missing_and_preflight_only_invalid(tmp_path):
    assert grade(_claim(fx.S2_STATEMENT, str(tmp_path / "nope"))).verdict == "invalid"
    pre = tmp_path / "pre"
    pre.mkdir()
    (pre / "preflight.json").write_text("{}\n")
    assert grade(_claim(fx.S2_STATEMENT, str(pre))).verdict == "invalid"


def test_rows_breaking_the_format_are_invalid(tmp_path):
    w, files = fx.s2_witness("OBSERVED")
    files = copy.deepcopy(files)
    files["rows.jsonl"][0]["first_token_s"] = -5.0
    b = fx.write_bundle(tmp_path / "b", w, files)
    res = grade(_claim(fx.S2_STATEMENT, str(b)))
    assert res.verdict == "invalid" and "request-ab/times" in res.witness.problems[0]


def test_bootstrap_interval(tmp_path, bundles):
    res = grade(_claim(fx.S2_STATEMENT, bundles["s2-runs"]))
    ratio = [q for q in res.quantities if q.kind == "ratio"][0]
    assert ratio.bootstrap is not None and ratio.bootstrap["runs"] == [4, 4]
    lo, hi = ratio.bootstrap["ci95"]
    assert lo > 1.0
    # shared vs unique at near parity: the interval straddles 1.0, but the fixture scales both arms alike in each
    # run, so every run is 1.1% slower (claimcheck/claims/run_agreement.py): the direction holds run for run
    w, files = fx.s2_witness("OBSERVED", runs=4)
    w = copy.deepcopy(w)
    w["arms"]["concurrent-unique"]["role"] = "baseline"
    w["arms"]["sequential-shared"]["role"] = "treatment"
    b = fx.write_bundle(tmp_path / "parity", w, files)
    res = grade(_claim("The concurrent byte-identical base was slower than the unique-prefix arm.", str(b)))
    assert res.quantities[0].outcome == "agrees" and "every run agrees in direction" in res.quantities[0].detail
    # one run the other way (its shared arm's timeline 10% shorter): the direction is not established -> not-yet
    files = copy.deepcopy(files)
    for r in files["rows.jsonl"]:
        if r["arm"] == "concurrent-shared" and r["run"] == 0:
            for k in ("start_s", "first_token_s", "end_s"):
                r[k] = round(r[k] * 0.9, 6)
    b = fx.write_bundle(tmp_path / "parity-mixed", w, files)
    res = grade(_claim("The concurrent byte-identical base was slower than the unique-prefix arm.", str(b)))
    assert res.verdict == "not-yet", res.reasons
    assert res.quantities[0].outcome == "inconclusive"


def test_record_and_regrade(tmp_path, bundles):
    out = tmp_path / "claim.json"
    r = _cli([*S2_FLAGS, "--witness", bundles["s2"], "--record", str(out)])
    assert r.exit_code == 0
    rec = load_record(out)
    assert rec.claim.statement == fx.S2_STATEMENT and rec.witness_receipt_sha256 == rec.result.witness.receipt_sha256
    assert len(rec.witness_receipt_sha256) == 64
    again = regrade(out)
    assert again.verdict == "net-true"
    assert regrade(json.loads(out.read_text())).verdict == "net-true"


def test_regrade_detects_a_different_receipt(tmp_path):
    b = fx.write_bundle(tmp_path / "b", *fx.s2_witness("OBSERVED"))
    claim = _claim(fx.S2_STATEMENT, str(b))
    res = grade(claim)
    rec = make_record(claim, res)
    write_record(tmp_path / "rec.json", rec)
    # re-seal a different witness at the same path
    import shutil

    shutil.rmtree(b)
    w, files = fx.s2_witness("OBSERVED")
    w = copy.deepcopy(w)
    w["hardware"] = "something else"
    fx.write_bundle(b, w, files)
    again = regrade(tmp_path / "rec.json")
    assert again.verdict == "invalid" and "record cites" in again.reason


def test_file_input_go_shape(tmp_path, bundles):
    claim = {"statement": fx.S4E_STATEMENT, "baseline": {"kind": "real", "description": "x"}, "net": True,
             "scope": fx.S4E_SCOPE, "provenance": "OBSERVED", "witness": bundles["s4e"],
             "realized": {"on_by_default": True}}
    p = tmp_path / "c.json"
    p.write_text(json.dumps(claim))
    r = _cli(["--file", str(p), "--json"])
    assert json.loads(r.output)["verdict"] == "net-true" and r.exit_code == 0
    r = CliRunner().invoke(main, ["claim-check", "--file", "-"], input=json.dumps(claim))
    assert r.exit_code == 0
    p.write_text('{"statement": 5}')
    assert _cli(["--file", str(p)]).exit_code == 2


def test_go_flag_spellings(bundles):
    args = shlex.split(f"-statement {shlex.quote(fx.S4E_STATEMENT)} -baseline real -net -scope {shlex.quote(fx.S4E_SCOPE)} "
                       f"-provenance OBSERVED -witness {bundles['s4e']} --realized=false")
    r = _cli(args)
    assert r.exit_code == 3 and "Q6 realized" in r.output
    r = _cli(args + ["--gate-reason", "negative result"])
    assert r.exit_code == 0


def test_usage_errors():
    assert _cli(["--statement", "x", "--baseline", "bogus"]).exit_code == 2
    assert _cli([]).exit_code == 2


def test_self_test_cli():
    r = _cli(["--self-test", "--json"])
    obj = json.loads(r.output)
    assert r.exit_code == 0 and obj["ok"] and obj["passed"] == obj["total"] >= 10


def test_witness_derive_cli(bundles):
    r = CliRunner().invoke(main, ["witness", "derive", bundles["s4e"], "--json"])
    assert r.exit_code == 0
    arms = json.loads(r.output)["arms"]
    assert arms["batched"]["useful_steps"] == 94 and arms["batched"]["allocated_steps"] == 144


def test_cache_hit_rate_from_metrics(tmp_path, bundles):
    res = grade(_claim("The concurrent byte-identical base had a 91.4% prefix cache hit rate.", bundles["s2"]))
    assert res.verdict == "not-yet"
    assert {q.outcome for q in res.quantities if q.kind == "percent"} == {"needs-telemetry"}
    w, files = fx.s2_witness("OBSERVED")
    w = copy.deepcopy(w)
    w["telemetry"]["metrics"]["concurrent-shared"] = {"before": {"prefix_cache_queries": 0, "prefix_cache_hits": 0},
                                                      "after": {"prefix_cache_queries": 8426, "prefix_cache_hits": 7700}}
    b = fx.write_bundle(tmp_path / "m", w, files)
    ok = grade(_claim("The concurrent byte-identical base had a 91.4% prefix cache hit rate.", str(b)))
    assert ok.verdict == "net-true", ok.reasons
    bad = grade(_claim("The concurrent byte-identical base had a 95.0% prefix cache hit rate.", str(b)))
    assert bad.verdict == "false"


def test_bundle_of_another_kind_is_not_yet(tmp_path):
    make_bundle(tmp_path / "probe", {"probe.json": b'{"ok": true}\n'}, role="probe")
    res = grade(_claim(fx.S2_STATEMENT, str(tmp_path / "probe")))
    assert res.verdict == "not-yet" and res.witness.state == "unsupported-kind"
    make_bundle(tmp_path / "other", {"witness.json": b'{"kind": "capacity-fit"}\n'}, role="x")
    assert grade(_claim(fx.S2_STATEMENT, str(tmp_path / "other"))).verdict == "not-yet"


def test_reversed_comparison_against_the_baseline(bundles):
    res = grade(_claim("The tuned sequential arm completed 12 tasks 1.36x slower than the concurrent byte-identical base.",
                       bundles["s2"]))
    assert res.verdict == "net-true", res.reasons


def test_fractions(bundles):
    ok = grade(_claim("The real batches had 94/94 finite nonempty logit rows and 94/144 useful/allocated slot-token steps.",
                      bundles["s4e"], scope=fx.S4E_SCOPE))
    assert ok.verdict == "net-true", ok.reasons
    bad = grade(_claim("The real batches had 94/144 finite logit rows.", bundles["s4e"], scope=fx.S4E_SCOPE))
    assert bad.verdict == "false"
    done = grade(_claim("Each arm completed 12/12 tasks.", bundles["s2"]))
    assert done.verdict == "net-true", done.reasons
