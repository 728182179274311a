"""claim-check grades capacity-fit bundles (issue 21 item 8): every number re-derived from the
preflight's live capacity and the rows, read through the same reader; twisted twins never
net-true; a preflight-only bundle never evidence; the seed's own statements on its rebuilt 49k probe.

Expected values are worked out here from the figures, not read from the code under test."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings, strategies as st
from hypothesis_profiles import examples

from claimcheck.claims.fixtures_capacity import SEED_49K, SEED_SCOPE, SEED_STATEMENTS, seed_49k_bundle, write_capacity_bundle
from claimcheck.claims.grade import grade
from claimcheck.claims.model import ClaimInput
from claimcheck.cli import main

BASELINE = {"kind": "real", "description": "the registered content-blind thresholds of the frozen protocol"}


def _claim(statement: str, witness, *, provenance: str = "OBSERVED", scope: str = SEED_SCOPE) -> ClaimInput:
    return ClaimInput.model_validate(dict(statement=statement, scope=scope, witness=str(witness), baseline=BASELINE,
                                          net=True, provenance=provenance))


# a small bundle with the seed's shape: 3 records x K=4, budget 480, 9 loops, 2 unresolved, 1 finished
SMALL = dict(kv_tokens=10_000, block_size=64, max_model_len=2_048, budget=480, max_seqs=5, records=3, k=4,
             answer_limit=32, worst_prompt=100, capture_sizes=[1, 2, 4], loops=9, unresolved=2, finished=1,
             answer_limit_contacts=3, sampled_tokens=None, wall_s=12.5)
# independently: the worst sequence 100 + 480 + 32 = 612 -> 10 blocks of 64 = 640; width min(5, 12) = 5;
# demand 3,200; headroom 6,800. Rows: 9 loops + 2 unresolved of 480 tokens, 1 finished of 5; answers: 3 at 32,
# the other 9 share 12 - 3 = 9 tokens (1 each): sampled = 11 * 480 + 5 + 3 * 32 + 9 = 5,390 -> 431.2 tokens/s.
SMALL_TRUE = [
    "max-seqs 5 required 3,200 of 10,000 live KV tokens, leaving 6,800.",
    "The probe ran with 64-token blocks and a 640-token rounded worst sequence.",
    "9 of 12 samples fell into exact periodic loops.",
    "The probe left 2 unresolved and 3 answer stages reached their limit.",
    "The probe had 75% exact periodic loops against a registered maximum of 25%.",
    "The probe failed all three registered thresholds.",
    "The probe produced 5,390 sampled tokens in 12.5 s.",
    "The probe ran at 431.2 sampled tokens/s.",
    "Decode widths 5-5 ran without a CUDA graph.",
    "The probe had 16.67% unresolved against a registered maximum of 5%.",
    "The probe had an answer limit rate of 25% against a registered maximum of 5%.",
    "The effective CUDA graph maximum was 4.",
    "The probe sampled 5,390 tokens in 12.5 seconds, or 431.2 tokens/s.",
    "Token-ID-only periodicity classified 9 as exact periodic loops.",
]


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    return write_capacity_bundle(tmp_path_factory.mktemp("cf") / "small", provenance="OBSERVED", **SMALL)


@pytest.fixture(scope="module")
def seed(tmp_path_factory):
    d = tmp_path_factory.mktemp("seed")
    return {"OBSERVED": seed_49k_bundle(d / "observed", provenance="OBSERVED"),
            "REPORTED": seed_49k_bundle(d / "reported")}


@pytest.mark.parametrize("statement", SMALL_TRUE)
def test_true_statement_is_net_true(small, statement):
    r = grade(_claim(statement, small))
    assert r.verdict == "net-true", (r.reason, [(q.text, q.outcome, q.detail) for q in r.quantities])
    assert r.witness.kind == "capacity-fit"
    assert all(q.outcome == "agrees" for q in r.quantities)


TWINS = [  # (true statement, twisted twin): every twin is read completely and contradicted
    ("max-seqs 5 required 3,200 of 10,000 live KV tokens, leaving 6,800.",
     "max-seqs 4 required 3,200 of 10,000 live KV tokens, leaving 6,800."),            # wrong rung
    ("max-seqs 5 required 3,200 of 10,000 live KV tokens, leaving 6,800.",
     "max-seqs 5 required 2,560 of 10,000 live KV tokens, leaving 7,440."),             # demand of 4 sequences
    ("max-seqs 5 required 3,200 of 10,000 live KV tokens, leaving 6,800.",
     "max-seqs 5 required 3,200 of 9,000 live KV tokens, leaving 6,800."),
    ("9 of 12 samples fell into exact periodic loops.", "10 of 12 samples fell into exact periodic loops."),
    ("9 of 12 samples fell into exact periodic loops.", "9 of 11 samples fell into exact periodic loops."),
    ("The probe left 2 unresolved and 3 answer stages reached their limit.",
     "The probe left 3 unresolved and 3 answer stages reached their limit."),
    ("The probe had 75% exact periodic loops against a registered maximum of 25%.",
     "The probe had 75% exact periodic loops against a registered maximum of 5%."),
    ("The probe produced 5,390 sampled tokens in 12.5 s.", "The probe produced 5,390 sampled tokens in 10.5 s."),
    ("The probe ran at 431.2 sampled tokens/s.", "The probe ran at 531.2 sampled tokens/s."),
    ("Decode widths 5-5 ran without a CUDA graph.", "Decode widths 4-5 ran without a CUDA graph."),
    ("Decode widths 5-5 ran without a CUDA graph.", "Decode widths 5-6 ran without a CUDA graph."),
    ("The probe ran with 64-token blocks and a 640-token rounded worst sequence.",
     "The probe ran with 128-token blocks and a 640-token rounded worst sequence."),
    ("The probe ran with 64-token blocks and a 640-token rounded worst sequence.",
     "The probe ran with 64-token blocks and a 612-token rounded worst sequence."),                # not rounded
    ("The probe had 16.67% unresolved against a registered maximum of 5%.",
     "The probe had 16.67% unresolved against a registered maximum of 25%."),
    ("The probe had an answer limit rate of 25% against a registered maximum of 5%.",
     "The probe had an answer limit rate of 16.67% against a registered maximum of 5%."),
    ("The effective CUDA graph maximum was 4.", "The effective CUDA graph maximum was 8."),
    ("The probe sampled 5,390 tokens in 12.5 seconds, or 431.2 tokens/s.",
     "The probe sampled 5,390 tokens in 12.5 seconds, or 413.2 tokens/s."),
    ("Token-ID-only periodicity classified 9 as exact periodic loops.",
     "Token-ID-only periodicity classified 11 as exact periodic loops."),                     # the boundary contacts
    ("The probe failed all three registered thresholds.", "The probe failed all 2 registered thresholds."),
]


def test_all_n_samples_claims_the_sample_count_too(small):
    """12 samples, 11 boundary contacts: "all 11 samples contacted ..." is false (there were 12)."""
    assert grade(_claim("All 11 samples contacted the reasoning boundary.", small)).verdict == "false"


@pytest.mark.parametrize("true, twin", TWINS)
def test_twisted_twin_is_false(small, true, twin):
    assert grade(_claim(true, small)).verdict == "net-true"
    r = grade(_claim(twin, small))
    assert r.verdict == "false", (r.reason, [(q.text, q.outcome) for q in r.quantities])


PARTLY_READ = [  # a twisted number beside words the reader does not read: at most not-yet, never false
    "max-seqs 4 required 3,200 of 10,000 live KV tokens, leaving 6,800 comfortably spare.",
    "Allegedly 10 of 12 samples fell into exact periodic loops.",
    "Decode widths 4-5 ran without a CUDA graph, mostly.",
    "Decode widths 5-5 did not run without a CUDA graph.",
    "Decode widths 5-5 ran with a CUDA graph.",
    "The probe passed all three registered thresholds.",
]


@pytest.mark.parametrize("statement", PARTLY_READ)
def test_partly_read_is_never_false_nor_net_true(small, statement):
    r = grade(_claim(statement, small))
    assert r.verdict == "not-yet", (statement, r.verdict, r.reason)


_NUM = re.compile(r"\d[\d,]*(?:\.\d+)?")


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(i=st.sampled_from([i for i, s in enumerate(SMALL_TRUE) if _NUM.search(s)]), which=st.integers(0, 5), factor=st.sampled_from([0.5, 0.8, 1.2, 2.0, 3.0]))
def test_property_one_number_off_is_never_net_true(small, i, which, factor):
    """Scale one number of a true statement beyond its stated precision: never net-true."""
    s = SMALL_TRUE[i]
    nums = list(_NUM.finditer(s))
    m = nums[which % len(nums)]
    v = float(m.group().replace(",", ""))
    new = v * factor
    text = f"{new:.1f}" if "." in m.group() else str(int(round(new)) if round(new) != v else int(v) + 1)
    twin = s[:m.start()] + text + s[m.end():]
    assert grade(_claim(twin, small)).verdict != "net-true", twin


def test_preflight_only_bundle_is_never_evidence(tmp_path):
    """A run stopped after its preflight (the seed's 61k probe): no receipt binds its bytes; every
    statement, even the preflight's own true figures, is invalid, saying why."""
    b = write_capacity_bundle(tmp_path / "pre", provenance="OBSERVED", preflight_only=True,
                              **{**SMALL, "budget": 400, "max_seqs": 4})
    assert not (b / "receipt.json").exists() and not (b / "rows.jsonl").exists()
    for s in ("max-seqs 4 required 2,048 of 10,000 live KV tokens, leaving 7,952.",  # true of its preflight
              "The probe produced 5,390 sampled tokens in 12.5 s."):
        r = grade(_claim(s, b))
        assert r.verdict == "invalid" and r.witness.state == "preflight_only"
        assert any("preflight-only" in x for x in r.reasons), r.reasons


def test_rows_disagreeing_with_the_bundles_own_audit_are_invalid(tmp_path):
    """A fault reality cannot produce on demand (the runner writes termination.json from the rows
    it sealed): termination.json injected with another loop count; the grade is invalid."""
    b = write_capacity_bundle(tmp_path / "bad", provenance="OBSERVED", termination_override={"loop_count": 8},
                              **SMALL)
    r = grade(_claim(SMALL_TRUE[2], b))
    assert r.verdict == "invalid" and "loop_count" in r.witness.problems[0]


def test_audit_with_other_thresholds_than_registered_is_invalid(tmp_path):
    """The preflight registers the protocol's thresholds before any row; an audit that applied
    others (injected: the runner applies the registered ones) makes the bundle invalid."""
    b = write_capacity_bundle(tmp_path / "th", provenance="OBSERVED", registered={"max_loops": 0.9}, **SMALL)
    r = grade(_claim(SMALL_TRUE[5], b))
    assert r.verdict == "invalid" and "thresholds" in r.witness.problems[0]


@pytest.mark.parametrize("override, why", [
    ({"passed": False}, "did not pass"),
    ({"live": {"kv_tokens": 10_000, "block_size": 64, "max_model_len": 2_048, "max_seqs": 8, "capture_sizes": [1, 2, 4],
               "capture_sizes_reason": None, "source": "x", "details": {}}}, "max-seqs 8"),
    ({"plan": {"demand": 2_560, "headroom": 7_440, "tokens_per_seq": 640, "width": 4, "kv_tokens": 10_000,
               "block_size": 64}}, "demand"),
])
def test_preflight_disagreeing_with_itself_or_the_rows_is_invalid(tmp_path, override, why):
    """Injected faults the runner cannot write (it stops at a refused preflight, reads max-seqs from the
    engine it checks, records the plan it computed): each makes the bundle invalid, naming the problem."""
    b = write_capacity_bundle(tmp_path / "p", provenance="OBSERVED", preflight_override=override, **SMALL)
    r = grade(_claim(SMALL_TRUE[0], b))
    assert r.verdict == "invalid" and why in r.witness.problems[0], r.witness.problems


def test_cpu_bundle_has_no_graph_coverage(tmp_path):
    b = write_capacity_bundle(tmp_path / "cpu", provenance="OBSERVED", backend="llama.cpp",
                              **{**SMALL, "capture_sizes": None})
    # (the bundle's backend is llama.cpp: its scope names llama.cpp, not the seed's vLLM, which scope_setup now checks)
    scope = SEED_SCOPE.replace(" on vLLM", " on llama.cpp")
    r = grade(_claim("Decode widths 5-5 ran without a CUDA graph.", b, scope=scope))
    assert r.verdict == "not-yet" and "capture sizes" in r.quantities[0].detail
    assert grade(_claim(SMALL_TRUE[0], b, scope=scope)).verdict == "net-true"


# --- the runner's own bundles (scripted backend: SIMULATED, so at most not-yet) -------------


def test_runner_written_bundle_is_graded_from_its_rows(tmp_path):
    from runners.capacity_fit.models import Protocol
    from runners.capacity_fit.runner import run_phase
    from runners.capacity_fit.scripted_backend import ScriptedBackend
    from runners.capacity_fit.state import init_run

    proto = Protocol.model_validate({
        "experiment": "sm", "records": [{"id": f"r{i}", "base": f"solve task {i}", "designed": f"use macro {i}"}
                                        for i in range(3)],
        "ladder": [{"budget": 48, "max_seqs": 4}], "answer_limit": 8, "max_model_len": 256,
        "allow_uncaptured_graphs": True})
    run = tmp_path / "run"
    init_run(run, proto)
    outcome = lambda r, p, j: "loop" if j.record_id == "r0" else ("unresolved" if j.record_id == "r1" else "finished")
    res = run_phase(run, ScriptedBackend(outcome=outcome, capture_sizes=lambda s: [1, 2]))
    b = res.bundle
    pre = json.loads((b / "preflight.json").read_text())
    assert pre["thresholds"] == {"max_unresolved": 0.05, "unresolved_strict": True, "max_answer_limit": 0.05,
                                 "answer_limit_strict": True, "max_loops": 0.25, "loops_strict": False,
                                 "max_period": 1024, "min_repeats": 4, "min_span": 0}
    # independently: prompts "solve task i" = 3 words + BOS + the 1-token close marker = 5 tokens; worst
    # sequence 5 + 48 + 8 = 61 -> 64 (blocks of 16); width min(4, 12) = 4 -> demand 256 of 1,000,000.
    # Rows: r0's 4 samples loop (48 tokens), r1's 4 unresolved (48), r2's 4 finished (5); answers 1 token each:
    # sampled = 8 * 48 + 4 * 5 + 12 = 416. Capture sizes [1, 2]: widths 3-4 uncaptured.
    statements = ["max-seqs 4 required 256 of 1,000,000 live KV tokens, leaving 999,744.",
                  "4 of 12 samples fell into exact periodic loops.",
                  "The probe left 4 unresolved.",
                  "Decode widths 3-4 ran without a CUDA graph.",
                  "The probe produced 416 sampled tokens."]
    for s in statements:
        r = grade(_claim(s, b, provenance="SIMULATED", scope="scripted rehearsal, 3 records x K=4"))
        assert r.verdict == "not-yet", (s, r.reason)
        assert [q.n for q in r.questions if not q.pass_] == [4], (s, r.reasons)  # only: not a measurement
        assert all(q.outcome == "agrees" for q in r.quantities), (s, [(q.text, q.detail) for q in r.quantities])
    twin = grade(_claim("5 of 12 samples fell into exact periodic loops.", b, provenance="SIMULATED", scope="x"))
    assert twin.verdict == "false"
    # the scripted bundle cannot pass for a model run
    r = grade(_claim(statements[1], b, provenance="OBSERVED", scope="x"))
    assert r.verdict == "not-yet" and "SIMULATED" in r.questions[3].detail


# --- the seed ----------------------------------------------------------------------------


@pytest.mark.slow
def test_seed_figures_rebuild_exactly(seed):
    b = seed["OBSERVED"]
    pre = json.loads((b / "preflight.json").read_text())
    assert (pre["plan"]["demand"], pre["plan"]["headroom"], pre["plan"]["tokens_per_seq"]) == (963_072, 34_816, 50_688)
    assert pre["graphs"]["uncaptured_widths"] == [17, 18, 19]
    run = json.loads((b / "runner.json").read_text())
    assert run["sampled_tokens"] == 2_364_643 and run["wall_s"] == 5012.451
    assert round(2_364_643 / 5012.451, 3) == 471.754
    term = json.loads((b / "termination.json").read_text())
    assert (term["n"], term["loop_count"], term["unresolved"], term["answer_limit_contacts"]) == (48, 37, 11, 9)
    assert [c["percent"] for c in term["checks"]] == ["22.92%", "77.08%", "18.75%"]
    assert SEED_49K["max_seqs"] == 19


@pytest.mark.slow
@pytest.mark.parametrize("key", sorted(SEED_STATEMENTS))
def test_seed_statements_grade_as_the_seed_says(seed, key):
    """On the rebuilt bundle the seed's statements are read completely and every number agrees:
    net-true where the rebuilt witness is labelled OBSERVED; REPORTED (rebuilt from the
    publication, what examples/ ship) stops at Q4 - not a measurement made here."""
    s = SEED_STATEMENTS[key]
    r = grade(_claim(s, seed["OBSERVED"]))
    assert r.verdict == "net-true", (s, r.reason)
    rep = grade(_claim(s, seed["REPORTED"], provenance="REPORTED"))
    assert rep.verdict == "not-yet" and [q.n for q in rep.questions if not q.pass_] == [4]
    assert all(q.outcome == "agrees" for q in rep.quantities)


#: the seed's own sentences, verbatim (capacity-fit-vllm-rerun.txt), that read completely
SEED_VERBATIM = [
    "max-seqs 19 required 963,072 block-rounded tokens from 997,888 live KV-cache tokens, leaving 34,816 tokens of "
    "headroom with 528-token blocks.",
    "Token-ID-only periodicity classified 37 as exact periodic loops and left 11 unresolved; 9 answer stages "
    "reached their limit.",
    "These rates fail all three registered thresholds.",
    "The probe produced 2,364,643 sampled tokens in 5,012.451 seconds, or 471.754 tokens/s.",
    "All 48 samples contacted the reasoning boundary.",
    "The probe sampled 2,364,643 tokens in 5,012.451 seconds (471.754 sampled tokens/s).",
    "Decode widths 17--19 therefore ran without a CUDA graph.",
]


@pytest.mark.slow
@pytest.mark.parametrize("statement", SEED_VERBATIM)
def test_seed_verbatim_sentences(seed, statement):
    r = grade(_claim(statement, seed["OBSERVED"]))
    assert r.verdict == "net-true", (statement, r.reason)


@pytest.mark.slow
def test_seed_sentences_with_words_not_read_stay_not_yet(seed):
    """Seed sentences the frames read only in part (a capture-size list, a parenthesized rate list): not-yet."""
    for s in ("vLLM resolved the runner's requested graph maximum of 19 to [1, 2, 4, 8, 16]; decode widths 17--19 "
              "therefore ran without a CUDA graph.",
              "Thus unresolved (22.92%), loop (77.08%), and answer limit (18.75%) rates each fail its registered "
              "threshold."):
        assert grade(_claim(s, seed["OBSERVED"])).verdict == "not-yet"


SEED_TWINS = [
    "The probe produced 2,364,643 sampled tokens in 5,012.451 seconds, or 571.754 tokens/s.",
    "Token-ID-only periodicity classified 37 as exact periodic loops and left 12 unresolved; 9 answer stages "
    "reached their limit.",
    "These rates fail all 2 registered thresholds.",
    "max-seqs 19 required 963,072 of 995,328 live KV tokens, leaving 34,816.",    # the predecessor's cache
    "max-seqs 15 required 963,072 of 997,888 live KV tokens, leaving 34,816.",    # the 61k rung's max-seqs
    "max-seqs 19 required 950,400 of 997,888 live KV tokens, leaving 47,488.",    # the 61k rung's demand
    "36 of 48 samples fell into exact periodic loops.",
    "The probe produced 2,366,620 sampled tokens in 5,012.451 s.",                # the predecessor's count
    "The probe ran at 586.471 sampled tokens/s.",                                 # the predecessor's rate
    "Decode widths 9-15 ran without a CUDA graph.",                               # the 61k rung's widths
]


@pytest.mark.slow
@pytest.mark.parametrize("twin", SEED_TWINS)
def test_seed_twins_are_false(seed, twin):
    assert grade(_claim(twin, seed["OBSERVED"])).verdict == "false"


@pytest.mark.slow
def test_seed_comparison_with_the_predecessor_is_not_yet(seed):
    """'19.6% slower than the max-seqs-64 diagnostic' needs the predecessor's bundle: not in this witness."""
    r = grade(_claim("The capacity-fit run was 19.6% slower than the max-seqs-64 diagnostic.", seed["OBSERVED"]))
    assert r.verdict == "not-yet"


def test_cli_grades_a_capacity_fit_bundle(small):
    out = CliRunner().invoke(main, ["claim-check", "--statement", SMALL_TRUE[2], "--scope", "3 records x K=4",
                                    "--baseline", "real", "--net", "--provenance", "OBSERVED", "--witness", str(small),
                                    "--json"], catch_exceptions=False)
    assert out.exit_code == 0, out.output
    assert json.loads(out.output)["verdict"] == "net-true"


@pytest.mark.parametrize("statement", [s for s in SMALL_TRUE])
def test_negated_true_statement_is_never_net_true(small, statement):
    lower = statement[0].lower() + statement[1:]
    for neg in (f"It is not true that {lower}", f"It is false that {lower}", f"Not so: {lower}",
                statement[:-1] + ", not.", f"Never: {lower}"):
        assert grade(_claim(neg, small)).verdict != "net-true", neg


def test_real_llamacpp_phase_bundle_is_net_true(tmp_path, tiny_gguf):
    """A phase the runner ran on a real model (llama.cpp, CPU, the tiny GGUF): OBSERVED; its KV
    plan and sampled tokens grade net-true, with the numbers worked out here from the live values
    and the rows, and a twin is false."""
    pytest.importorskip("llama_cpp")
    from runners.capacity_fit.llamacpp_backend import LlamaCppBackend
    from runners.capacity_fit.models import Protocol
    from runners.capacity_fit.runner import run_phase
    from runners.capacity_fit.state import init_run

    proto = Protocol.model_validate({
        "experiment": "cpu-grade", "records": [{"id": "r1", "base": "abc def", "designed": "abc def ghi"},
                                               {"id": "r2", "base": "hello world", "designed": "hello there world"}],
        "ladder": [{"budget": 16, "max_seqs": 2}], "answer_limit": 8, "max_model_len": 128, "kv_tokens": 256,
        "sampling": {"temperature": 0.8, "seed": 3}, "engine": {"n_threads": 1}})
    run = tmp_path / "run"
    init_run(run, proto)
    b = run_phase(run, LlamaCppBackend(model=tiny_gguf)).bundle
    pre = json.loads((b / "preflight.json").read_text())
    rows = [json.loads(x) for x in (b / "rows.jsonl").read_text().splitlines()]
    live = pre["live"]
    block = live["block_size"]
    worst = max(p["prompt_tokens"] for p in pre["prompts"])
    per_seq = min(-(-(worst + 16 + 8) // block) * block, -(-live["max_model_len"] // block) * block)
    demand = min(2, len(rows)) * per_seq
    kv = live["kv_tokens"]
    sampled = sum(len(r["token_ids"]) + r["answer_tokens"] for r in rows)
    # the witness records no hardware (the runtime names none; the sealing host is not evidence of it):
    # a scope naming the CPU would be not-yet, so this one names none
    scope = "the tiny test model, 2 records x K=4, one probe phase"
    for s in (f"max-seqs 2 required {demand:,} of {kv:,} live KV tokens, leaving {kv - demand:,}.",
              f"The probe produced {sampled:,} sampled tokens."):
        r = grade(_claim(s, b, scope=scope))
        assert r.verdict == "net-true", (s, r.reason, r.reasons)
    twin = grade(_claim(f"The probe produced {sampled + 1:,} sampled tokens.", b, scope=scope))
    assert twin.verdict == "false"
    assert "OBSERVED" in twin.witness.provenance


def test_witness_derive_lists_every_capacity_quantity(small):
    out = CliRunner().invoke(main, ["witness", "derive", str(small), "--json"], catch_exceptions=False)
    assert out.exit_code == 0, out.output
    arm = json.loads(out.output)["arms"]["think_480_seqs_5"]
    assert {k: arm[k] for k in ("kv_demand", "kv_headroom", "loops", "unresolved", "sampled_tokens",
                                "uncaptured_min", "thresholds_failed")} == {
        "kv_demand": 3200, "kv_headroom": 6800, "loops": 9, "unresolved": 2, "sampled_tokens": 5390,
        "uncaptured_min": 5, "thresholds_failed": 3}


def test_a_statement_about_another_phase_is_not_read(tmp_path):
    """The arm is the bundle's own phase: 'the probe' on a base-phase bundle is not read (not-yet)."""
    b = write_capacity_bundle(tmp_path / "base", provenance="OBSERVED", phase="base", **SMALL)
    assert grade(_claim("The base run produced 5,390 sampled tokens in 12.5 s.", b)).verdict == "net-true"
    assert grade(_claim("The probe produced 5,390 sampled tokens in 12.5 s.", b)).verdict == "not-yet"
    assert grade(_claim("The designed arm produced 5,390 sampled tokens in 12.5 s.", b)).verdict == "not-yet"
