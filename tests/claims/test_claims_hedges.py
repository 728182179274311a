"""Hedges, bounds, ranges and "up to" (issue 16): each true statement grades net-true against a
witness whose numbers were worked out by hand, and each twisted twin (a scaled number, a flipped
direction, a negation, swapped arms, an "up to" the best run does not reach) never grades net-true.

The witness (worked out by hand from the rows ``uniform`` writes; the same as
test_claims_frames.py): two arms of 24 requests on 4 lanes, 8 output tokens each, one run.

* apc-off: wall 10.0 s -> 2.4 req/s, 19.2 output tok/s; every TTFT 0.5 s (mean 500 ms);
* apc-on:  wall  8.0 s -> 3.0 req/s, 24.0 output tok/s; every TTFT 0.2 s (mean 200 ms);
* throughput ratio 3.0 / 2.4 = 1.25x (+25%); mean TTFT ratio 0.5 / 0.2 = 2.5x lower (-60%).

The repeated-runs witness (``runs``): four runs of 10 requests each; sequential walls 10, 10, 10,
10 s, concurrent walls 5, 4, 5, 5 s -> per-run throughput ratios 2, 2.5, 2, 2 (best 2.5x, paired by
run); pooled 40 / 19 s over 40 / 40 s = 2.105x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from claims_corpus.frames import APC_ARMS as ARMS, SCOPE, frame_tests, grade_statement  # noqa: E402

from claimcheck.claims.grammar import read  # noqa: E402
from claimcheck.claims.quantities import holds, refutes  # noqa: E402


# (frame, true statement, twisted twins: none may be net-true)
FRAMES = [
    # --- approximations: the tolerance widens to 10% ----------------------------------------------
    ("about Nx", "apc-on was about 1.25x faster than apc-off.",
     ["apc-on was about 1.6x faster than apc-off.", "apc-off was about 1.25x faster than apc-on.",
      "apc-on was about 1.25x slower than apc-off.", "apc-on was not about 1.25x faster than apc-off."]),
    ("~Nx", "apc-on was ~1.25x faster than apc-off.",
     ["apc-on was ~1.9x faster than apc-off.", "apc-on was ~0.6x faster than apc-off.",
      "apc-off was ~1.25x faster than apc-on."]),
    ("~N× higher", "apc-on delivers ~1.25× higher throughput than apc-off.",
     ["apc-on delivers ~1.25× lower throughput than apc-off.", "apc-on delivers ~1.9× higher throughput than apc-off."]),
    ("roughly, compared to", "apc-on delivers roughly 1.25x higher throughput compared to apc-off.",
     ["apc-off delivers roughly 1.25x higher throughput compared to apc-on.",
      "apc-on delivers roughly 2.5x higher throughput compared to apc-off."]),
    ("approximately N%", "apc-on was approximately 25% faster than apc-off.",
     ["apc-on was approximately 40% faster than apc-off.", "apc-on was approximately 25% slower than apc-off."]),
    ("nearly / almost", "apc-on was nearly 1.3x faster than apc-off.",
     ["apc-on was nearly 2x faster than apc-off.", "apc-off was nearly 1.3x faster than apc-on."]),
    ("about N ms", "Mean TTFT was about 200 ms with APC on.",
     ["Mean TTFT was about 300 ms with APC on.", "Mean TTFT was about 200 ms with APC off."]),
    ("around N req/s", "apc-on reached around 3.0 req/s.",
     ["apc-on reached around 4.5 req/s.", "apc-off reached around 3.0 req/s."]),
    ("approx. N", "apc-on reached approx. 3.0 req/s.", ["apc-on reached approx. 1.5 req/s."]),
    ("hedged label list", "APC on: ~3.0 req/s, ~24 output tok/s",
     ["APC off: ~3.0 req/s, ~24 output tok/s", "APC on: ~3.0 req/s, ~36 output tok/s"]),
    ("hedged change", "apc-on increases throughput by ~25% over apc-off.",
     ["apc-on increases throughput by ~50% over apc-off.", "apc-on decreases throughput by ~25% over apc-off.",
      "apc-off increases throughput by ~25% over apc-on."]),
    ("about Nx lower latency", "Mean TTFT is about 2.5x lower with apc-on than apc-off.",
     ["Mean TTFT is about 2.5x higher with apc-on than apc-off.", "Mean TTFT is about 5x lower with apc-on than apc-off.",
      "Mean TTFT is about 2.5x lower with apc-off than apc-on."]),
    # --- bounds: one-sided, direction-aware ----------------------------------------------------------
    ("over Nx", "apc-on was over 1.2x faster than apc-off.",
     ["apc-on was over 1.8x faster than apc-off.", "apc-off was over 1.2x faster than apc-on.",
      "apc-on was over 1.2x slower than apc-off.", "apc-on was not over 1.2x faster than apc-off."]),
    ("more than N%", "apc-on delivers more than 20% higher throughput than apc-off.",
     ["apc-on delivers more than 40% higher throughput than apc-off.",
      "apc-off delivers more than 20% higher throughput than apc-on.",
      "apc-on delivers more than 20% lower throughput than apc-off."]),
    ("at least Nx", "apc-on was at least 1.2x faster than apc-off.",
     ["apc-on was at least 1.8x faster than apc-off.", "apc-off was at least 1.2x faster than apc-on."]),
    ("> Nx", "apc-on was > 1.2x faster than apc-off.", ["apc-on was > 2.4x faster than apc-off."]),
    ("over Nx lower latency (a bound on a latency ratio)", "apc-on had over 2x lower mean TTFT than apc-off.",
     ["apc-on had over 3x lower mean TTFT than apc-off.", "apc-on had over 2x higher mean TTFT than apc-off.",
      "apc-off had over 2x lower mean TTFT than apc-on."]),
    ("more than N% lower latency", "apc-on had more than 50% lower mean TTFT than apc-off.",
     ["apc-on had more than 75% lower mean TTFT than apc-off.", "apc-on had more than 50% higher mean TTFT than apc-off."]),
    ("less than N ms (a latency)", "Mean TTFT was less than 250 ms with APC on.",
     ["Mean TTFT was less than 150 ms with APC on.", "Mean TTFT was less than 250 ms with APC off.",
      "Mean TTFT was more than 250 ms with APC on."]),
    ("under / below / at most", "Mean TTFT was under 250 ms with APC on; mean TTFT was below 600 ms with APC off.",
     ["Mean TTFT was under 125 ms with APC on; mean TTFT was below 600 ms with APC off.",
      "Mean TTFT was under 250 ms with APC off; mean TTFT was below 600 ms with APC on."]),
    ("at most N ms", "Mean TTFT was at most 250 ms with APC on.", ["Mean TTFT was at most 100 ms with APC on."]),
    ("over N req/s (a throughput)", "apc-on reached over 2.8 req/s.",
     ["apc-on reached over 5.6 req/s.", "apc-off reached over 2.8 req/s.", "apc-on reached under 2.8 req/s."]),
    ("improvement of over Nx, then over ARM", "apc-on gave a throughput improvement of over 1.2x over apc-off.",
     ["apc-on gave a throughput improvement of over 2.4x over apc-off.",
      "apc-off gave a throughput improvement of over 1.2x over apc-on."]),
    ("more than N% on a change", "Mean TTFT dropped by more than 50% with APC on.",
     ["Mean TTFT dropped by more than 70% with APC on.", "Mean TTFT rose by more than 50% with APC on.",
      "Mean TTFT dropped by more than 50% with APC off."]),
    ("at least Nx lower latency", "apc-on had at least 2x lower mean TTFT than apc-off.",
     ["apc-on had at least 3x lower mean TTFT than apc-off.", "apc-off had at least 2x lower mean TTFT than apc-on.",
      "apc-on had at least 2x higher mean TTFT than apc-off."]),
    # --- ranges ------------------------------------------------------------------------------------
    ("N-Mx", "apc-on was 1.2-1.3x faster than apc-off.",
     ["apc-on was 2.4-2.6x faster than apc-off.", "apc-off was 1.2-1.3x faster than apc-on.",
      "apc-on was 1.2-1.3x slower than apc-off."]),
    ("N–M× speedups (plural)", "apc-on achieves 1.2–1.3× speedups over apc-off.",
     ["apc-on achieves 2.4–2.6× speedups over apc-off.", "apc-on achieves 1.2–1.3× slowdowns over apc-off.",
      "apc-off achieves 1.2–1.3× speedups over apc-on."]),
    ("N×–M×", "apc-on was 1.2×–1.3× faster than apc-off.", ["apc-on was 1.4×–1.6× faster than apc-off."]),
    ("Nx to Mx", "apc-on was 1.2x to 1.3x faster than apc-off.", ["apc-on was 0.6x to 0.65x faster than apc-off."]),
    ("N to M%", "Throughput was 20 to 30% higher with apc-on than apc-off.",
     ["Throughput was 40 to 60% higher with apc-on than apc-off.",
      "Throughput was 20 to 30% lower with apc-on than apc-off.",
      "Throughput was 20 to 30% higher with apc-off than apc-on."]),
    ("a change by N-M%", "Mean TTFT dropped by 55-65% with APC on.",
     ["Mean TTFT dropped by 65-75% with APC on.", "Mean TTFT rose by 55-65% with APC on.",
      "Mean TTFT dropped by 55-65% with APC off."]),
    ("a change by N to M%", "Throughput rose by 20 to 30% with apc-on.",
     ["Throughput rose by 40 to 60% with apc-on.", "Throughput fell by 20 to 30% with apc-on.",
      "Throughput rose by 20 to 30% with apc-off."]),
    ("N–M% lower latency", "Mean TTFT reductions of 55–65% with APC on.",
     ["Mean TTFT reductions of 25–35% with APC on.", "Mean TTFT increases of 55–65% with APC on."]),
    ("value range", "apc-on throughput is 2.5-3.5 req/s.",
     ["apc-on throughput is 5-7 req/s.", "apc-off throughput is 2.5-2.9 req/s."]),
    ("between Nx and Mx", "apc-on was between 1.2x and 1.3x faster than apc-off.",
     ["apc-on was between 1.4x and 1.6x faster than apc-off.", "apc-off was between 1.2x and 1.3x faster than apc-on.",
      "apc-on was between 1.2x and 1.3x slower than apc-off.", "apc-on was not between 1.2x and 1.3x faster than apc-off."]),
    ("between N and M ms", "Mean TTFT was between 150 and 250 ms with APC on.",
     ["Mean TTFT was between 250 and 350 ms with APC on.", "Mean TTFT was between 150 and 250 ms with APC off."]),
    ("between N% and M%", "apc-on was between 20% and 30% faster than apc-off.",
     ["apc-on was between 30% and 40% faster than apc-off.", "apc-on was between 20% and 30% slower than apc-off."]),
    ("N%-M%", "apc-on was 20%-30% faster than apc-off.",
     ["apc-on was 30%-40% faster than apc-off.", "apc-off was 20%-30% faster than apc-on."]),
    # --- positions: after an article, inside a label, "lower than N", "upwards of" -----------------
    ("N+ rate (at least N)", "apc-on reached 2.8+ req/s; apc-on reached 20+ output tokens per second.",
     ["apc-on reached 3.5+ req/s; apc-on reached 20+ output tokens per second.",
      "apc-off reached 2.8+ req/s; apc-on reached 20+ output tokens per second.",
      "apc-on reached 2.8+ req/s; apc-on reached 30+ output tokens per second."]),
    # a margin word before a relation ("just over 1.2x", a nearness no construct checks, stays unread:
    # test_claims_redteam.py)
    ("a degree word before a relation", "apc-on was well over 1.1x faster than apc-off.",
     ["apc-on was well over 1.5x faster than apc-off.", "apc-off was well over 1.1x faster than apc-on.",
      "apc-on was well under 1.1x faster than apc-off.", "apc-on was just over 1.2x faster than apc-off.",
      "apc-on was just over 0.6x faster than apc-off."]),
    ("over a Nx speedup over ARM", "apc-on achieves over a 1.2x speedup over apc-off.",
     ["apc-on achieves over a 1.8x speedup over apc-off.", "apc-off achieves over a 1.2x speedup over apc-on.",
      "apc-on achieves over a 1.2x slowdown over apc-off."]),
    ("hedged metric label", "Mean TTFT (ms): ~200 with APC on",
     ["Mean TTFT (ms): ~300 with APC on", "Mean TTFT (ms): ~200 with APC off"]),
    ("lower than N ms", "apc-on has lower than 250 ms mean TTFT.",
     ["apc-on has lower than 150 ms mean TTFT.", "apc-off has lower than 250 ms mean TTFT.",
      "apc-on has higher than 250 ms mean TTFT."]),
    ("higher than N ms", "Mean TTFT was higher than 400 ms with APC off.",
     ["Mean TTFT was higher than 400 ms with APC on.", "Mean TTFT was higher than 800 ms with APC off."]),
    ("upwards of Nx", "apc-on delivers upwards of 1.2x higher throughput than apc-off.",
     ["apc-on delivers upwards of 1.5x higher throughput than apc-off.",
      "apc-on delivers upwards of 1.2x lower throughput than apc-off."]),
    # --- up to N: the best run (here: the one run) ---------------------------------------------------
    ("up to a Nx speedup", "apc-on achieves up to a 1.25x speedup over apc-off.",
     ["apc-on achieves up to a 2.5x speedup over apc-off.", "apc-off achieves up to a 1.25x speedup over apc-on."]),
    ("up to Nx", "apc-on was up to 1.25x faster than apc-off.",
     ["apc-on was up to 2.5x faster than apc-off.", "apc-on was up to 0.6x faster than apc-off.",
      "apc-off was up to 1.25x faster than apc-on.", "apc-on was up to 1.25x slower than apc-off.",
      "apc-on was not up to 1.25x faster than apc-off."]),
    ("up to Nx higher throughput compared to", "apc-on delivers up to 1.25x higher throughput compared to apc-off.",
     ["apc-on delivers up to 1.25x lower throughput compared to apc-off.",
      "apc-on delivers up to 1.9x higher throughput compared to apc-off.",
      "It is not true that apc-on delivers up to 1.25x higher throughput compared to apc-off."]),
    ("up to N% more", "apc-on delivers up to 25% higher throughput than apc-off.",
     ["apc-on delivers up to 50% higher throughput than apc-off.", "apc-on delivers up to 25% lower throughput than apc-off."]),
    ("up to Nx lower latency", "apc-on delivers up to 2.5x lower mean TTFT than apc-off.",
     ["apc-on delivers up to 5x lower mean TTFT than apc-off.", "apc-off delivers up to 2.5x lower mean TTFT than apc-on."]),
    ("up to N% on a change", "Mean TTFT dropped by up to 60% with APC on.",
     ["Mean TTFT dropped by up to 80% with APC on.", "Mean TTFT rose by up to 60% with APC on.",
      "Mean TTFT dropped by up to 60% with APC off."]),
    ("speedups of up to Nx", "apc-on has shown speedups of up to 1.25x over apc-off.",
     ["apc-on has shown speedups of up to 2.5x over apc-off.", "apc-off has shown speedups of up to 1.25x over apc-on.",
      "apc-on has shown slowdowns of up to 1.25x over apc-off."]),
    ("up to N req/s", "apc-on reached up to 3.0 req/s.", ["apc-on reached up to 6.0 req/s.", "apc-off reached up to 3.0 req/s."]),
]


@pytest.fixture(scope="module")
def witness(tmp_path_factory) -> str:
    rows = uniform("apc-off", 24, 10.0, 4, ttft=0.5) + uniform("apc-on", 24, 8.0, 4, ttft=0.2)
    w = ab_witness(ARMS, engine="vLLM", engine_version="0.8.5", inputs={"tasks": 24})
    return str(seal(tmp_path_factory.mktemp("hedges") / "apc", w, {"rows.jsonl": rows}))


RUN_WALLS = {"sequential": [10.0, 10.0, 10.0, 10.0], "concurrent": [5.0, 4.0, 5.0, 5.0]}


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> str:
    rows = []
    for run in range(4):
        rows += uniform("sequential", 10, RUN_WALLS["sequential"][run], 1, run=run)
        rows += uniform("concurrent", 10, RUN_WALLS["concurrent"][run], 4, run=run)
    return str(seal(tmp_path_factory.mktemp("hedges") / "runs", ab_witness(repeats=4), {"rows.jsonl": rows}))


def _grade(statement: str, witness: str, scope: str = SCOPE):
    return grade_statement(statement, witness, scope)


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


# --- up to N -----------------------------------------------------------------------------------


def test_up_to_is_marked_the_best_run_in_the_reading_and_the_json(witness):
    res = _grade("apc-on was up to 1.25x faster than apc-off.", witness)
    a = next(a for a in res.reading.assertions if a.form == "ratio")
    assert a.over_runs == "best" and a.relation == "=" and a.value == 1.25
    q = next(q for q in res.quantities if q.kind == "ratio")
    assert "the one run the witness holds" in q.detail and "best run of" in q.detail
    assert res.model_dump(mode="json")["reading"]["assertions"][0]["over_runs"] == "best"
    # without "up to" the assertion is the typical (pooled) value
    plain = _grade("apc-on was 1.25x faster than apc-off.", witness)
    assert all(a.over_runs is None for a in plain.reading.assertions)


def test_up_to_on_one_run_beyond_the_interval_is_never_net_true_nor_false(witness):
    """One run of 1.25x: 'up to 2.5x' and 'up to 1.1x' are read completely, but the best run is one
    way to compute 'up to' among several (the best request, the best window): inconclusive, with
    the run's value named, never an accusation and never accepted."""
    for s in ("apc-on was up to 2.5x faster than apc-off.", "apc-on was up to 1.1x faster than apc-off."):
        res = _grade(s, witness)
        assert not res.reading.unread, s
        assert res.verdict == "not-yet", (s, res.reason)
        assert "inconclusive" in res.reason, res.reason


def test_up_to_is_the_best_of_paired_runs_not_the_pooled_value(runs):
    scope = "SmolLM2-135M on one CPU host, 10 tasks per arm"
    res = _grade("The concurrent arm was up to 2.5x faster than the sequential arm.", runs, scope)
    assert res.verdict == "net-true", res.reason
    q = next(q for q in res.quantities if q.kind == "ratio")
    assert q.recomputed == pytest.approx(2.5) and "the best of 4 paired runs" in q.detail and "not the typical" in q.detail
    # the pooled ratio is 40/19 over 40/40 = 2.105x: "2.5x" without "up to" is false, "2.1x" true
    assert _grade("The concurrent arm was 2.5x faster than the sequential arm.", runs, scope).verdict == "false"
    assert _grade("The concurrent arm was 2.1x faster than the sequential arm.", runs, scope).verdict == "net-true"
    # a best the claim does not reach, or a claim above the best: never net-true; with several runs
    # not an accusation either ("up to" has other computations: best treatment run over the mean baseline)
    for s in ("The concurrent arm was up to 2x faster than the sequential arm.",
              "The concurrent arm was up to 3x faster than the sequential arm.",
              "The sequential arm was up to 2.5x faster than the concurrent arm."):
        assert_never_net_true(_grade(s, runs, scope), s)
    assert _grade("The concurrent arm was up to 5x faster than the sequential arm.", runs, scope).verdict == "not-yet"


@pytest.mark.parametrize("statement,verdict", [
    # per-run throughput of the concurrent arm: 10/5, 10/4, 10/5, 10/5 = 2, 2.5, 2, 2 req/s; pooled 40/19 = 2.105
    ("The concurrent arm reached up to 2.5 req/s.", "net-true"),
    ("The concurrent arm reached 2.5 req/s.", "false"),
    ("The concurrent arm reached 2.1 req/s.", "net-true"),
    ("The concurrent arm reached up to 2.0 req/s.", "not-yet"),   # the typical run, not the best: never net-true
    ("The concurrent arm reached up to 5.0 req/s.", "not-yet"),
    # per-run ratios 2, 2.5, 2, 2: up to +150%
    ("The concurrent arm delivered up to 150% higher throughput than the sequential arm.", "net-true"),
    ("The concurrent arm delivered up to 100% higher throughput than the sequential arm.", "not-yet"),
])
def test_up_to_a_rate_or_a_percent_is_the_best_run(statement, verdict, runs):
    res = _grade(statement, runs, "SmolLM2-135M on one CPU host, 10 tasks per arm")
    assert res.verdict == verdict, (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "apc-on ran up to 8 concurrent requests.",        # a setting: a count
    "Mean TTFT was up to 200 ms with APC on.",        # a duration: a worst case, not a best run
    "apc-on was not up to 1.25x faster than apc-off.",
    "apc-on generated up to 8 tokens per request.",  # an output cap
])
def test_up_to_a_setting_or_a_worst_case_is_not_read(statement, witness):
    res = _grade(statement, witness)
    assert res.verdict == "not-yet", res.reason
    assert not any(a.over_runs for a in res.reading.assertions)


def test_up_to_on_a_structured_assertion_needs_relation_equals():
    from claimcheck.claims.model import parse_claim
    from claimcheck.errors import InputError

    claim = {"statement": "x", "assertions": [{"metric": "throughput", "form": "ratio", "treatment": "a",
                                                "baseline": "b", "relation": ">", "value": 2.0, "over_runs": "best"}]}
    with pytest.raises(InputError, match="over_runs"):
        parse_claim(claim)


# --- bounds: false only by the plain comparison -----------------------------------------------


@pytest.mark.parametrize("x,relation,verdict", [
    (2.15, ">", "holds"), (2.05, ">", "holds"), (2.0, ">", "refuted"), (1.95, ">", "refuted"),
    (1.85, "<", "holds"), (1.95, "<", "holds"), (2.0, "<", "refuted"), (2.2, "<", "refuted"),
    (2.0000001, ">", "holds"), (1.9999999, "<", "holds"),
    (1.95, ">=", "holds"), (1.85, ">=", "refuted"), (2.05, "<=", "holds"), (2.1, "<=", "refuted"),
    (0.24999999999999992 * 8, ">", "refuted"),  # float noise of 2.0: the plain comparison at 12 digits
])
def test_a_bound_is_shown_refuted_or_neither(x, relation, verdict):
    """'2x' keeps [1.9, 2.1); a strict bound's number is a threshold as written: it holds and is refuted by the
    plain comparison with 2, nothing between (a reviewer's reading: "below 9 ms" of 8.68 ms is true; before, inside
    the band it was neither). A hedged or margin bound keeps the band (test_a_hedged_bound_keeps_its_band)."""
    got = "holds" if holds(x, relation, 1.9, 2.1, 2.0) else ("refuted" if refutes(x, relation, 1.9, 2.1, 2.0) else "neither")
    assert got == verdict


@pytest.mark.parametrize("x,relation,verdict", [
    # "under about 2x" / "well under 2x": [1.8, 2.2): holds only clear of the hedge band, refuted past the number
    (1.75, "<", "holds"), (1.85, "<", "neither"), (1.95, "<", "neither"), (2.0, "<", "refuted"),
    (2.25, ">", "holds"), (2.15, ">", "neither"), (2.0, ">", "refuted"),
])
def test_a_hedged_bound_keeps_its_band(x, relation, verdict):
    got = "holds" if holds(x, relation, 1.8, 2.2, 2.0) else ("refuted" if refutes(x, relation, 1.8, 2.2, 2.0) else "neither")
    assert got == verdict


def test_a_true_strict_bound_inside_the_band_is_never_false(witness):
    """The ratio is 1.25x: 'more than 1.2x' is true in plain arithmetic but the band of 1.2 ends at 1.25
    (not shown); 'less than 1.3x' is true, and the band of 1.3 starts at 1.25 (not shown): not-yet."""
    for s in ("apc-on was more than 1.2x faster than apc-off.", "apc-on was less than 1.3x faster than apc-off."):
        res = _grade(s, witness)
        assert res.verdict in ("net-true", "not-yet"), (s, res.reason)
    assert _grade("apc-on was more than 1.25x faster than apc-off.", witness).verdict == "false"
    assert _grade("apc-on had less than 1.25x the throughput of apc-off.", witness).verdict == "false"
    # a bare "faster" may be each request's speed (quantities._speed_is_per_request): apc-on's requests, 0.3 s sooner
    # to their first token, are less than 1.25x faster under some per-user definitions: held back, never false
    assert _grade("apc-on was less than 1.25x faster than apc-off.", witness).verdict == "not-yet"


def test_over_is_a_bound_before_a_number_and_a_binder_before_an_arm():
    r = read("apc-on was over 1.2x faster over apc-off.", evidence_arms={"apc-on": [], "apc-off": []})
    a = next(a for a in r.assertions if a.form == "ratio")
    assert (a.relation, a.treatment, a.baseline, a.value) == (">", "apc-on", "apc-off", 1.2)


@pytest.mark.parametrize("statement", [
    "In 2023-2024, apc-on was 1.25x faster than apc-off.",     # years
    "apc-on (v0.5-0.6) was 1.25x faster than apc-off.",        # versions
    "apc-on was 1.25x faster than apc-off between 2 and 4 workers.",  # a count: not a range
])
def test_a_date_a_version_or_a_count_is_not_a_range(statement, witness):
    res = _grade(statement, witness)
    assert res.verdict == "not-yet" and res.reading.unread, res.reason
    assert all(a.tolerance is None or "range" not in a.tolerance.rule for a in res.reading.assertions)


# --- properties -------------------------------------------------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from hypothesis_profiles import examples

RELATIONS_ALL = ("=", "!=", ">", ">=", "<", "<=")
# a value, its decimals and whether a hedge widens it: the interval comes from the one rule
_stated = st.tuples(st.integers(min_value=1, max_value=5000), st.integers(min_value=0, max_value=2), st.booleans())


@settings(max_examples=examples(300), deadline=None)
@given(_stated, st.sampled_from(RELATIONS_ALL), st.floats(min_value=0.0, max_value=100.0, allow_nan=False))
def test_a_relation_is_never_both_shown_and_refuted(stated, relation, x):
    from decimal import Decimal

    from claimcheck.claims.tolerance import tolerance

    n, d, hedged = stated
    v = Decimal(n) / Decimal(10) ** d
    t = tolerance(v, d, "about" if hedged else "")
    assert not (holds(x, relation, t.low, t.high, float(v)) and refutes(x, relation, t.low, t.high, float(v)))


@settings(max_examples=examples(300), deadline=None)
@given(_stated, st.sampled_from((">", ">=", "<", "<=")), st.floats(min_value=0.0, max_value=100.0, allow_nan=False))
def test_a_bound_true_in_plain_arithmetic_is_never_refuted(stated, relation, x):
    """'more than v' with x > v, 'under v' with x < v (and the non-strict ones): never false."""
    from decimal import Decimal

    from claimcheck.claims.tolerance import tolerance

    n, d, hedged = stated
    v = Decimal(n) / Decimal(10) ** d
    t = tolerance(v, d, "about" if hedged else "")
    xv = Decimal(repr(x))
    true = {">": xv > v, ">=": xv >= v, "<": xv < v, "<=": xv <= v}[relation]
    if true:
        assert not refutes(x, relation, t.low, t.high, float(v))


_SAY = {  # (statement template, the true value in the witness as stated)
    "ratio": ("apc-on was {h}{n}x faster than apc-off.", 1.25),
    "latency ratio": ("apc-on had {h}{n}x lower mean TTFT than apc-off.", 2.5),
    "percent": ("apc-on delivers {h}{n}% higher throughput than apc-off.", 25.0),
    "rate": ("apc-on reached {h}{n} req/s.", 3.0),
}


@settings(max_examples=examples(25), deadline=None)
@given(st.sampled_from(sorted(_SAY)), st.sampled_from(("", "about ", "~", "roughly ", "nearly ", "up to ", "up to ~")),
       st.sampled_from((0.5, 0.7, 1.4, 2.0, 3.0)))
def test_a_scaled_number_is_never_net_true_under_any_hedge(witness, form, hedge, factor):
    """A hedge widens the interval to 10%, 'up to' reads the best (here the one) run: a number
    scaled by 0.7 or 1.4 and beyond is outside both, whatever the hedge."""
    template, true = _SAY[form]
    n = f"{true * factor:.3g}"
    res = _grade(template.format(h=hedge, n=n), witness)
    assert res.verdict != "net-true", (template.format(h=hedge, n=n), res.reason)


@pytest.mark.parametrize("statement", [
    "apc-on used to be 1.25x faster than apc-off.",
    "apc-on used to have a 60% lower mean TTFT than apc-off.",
])
def test_used_to_is_a_past_state_and_never_net_true(statement, witness):
    """'used to be' says the state held once and no more: 'used' (a run verb, inert in 'we used 4 GPUs') is read
    as unread before 'to', so the twist is never net-true (it was before: every word of it was inert)."""
    assert [u.text for u in read(statement, "", {"apc-on": [], "apc-off": []}).unread] == ["used"]
    assert grade_statement(statement, witness).verdict == "not-yet"
