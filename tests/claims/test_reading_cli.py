"""The reading end to end: what `fak claim-check` says it read, the tolerance rule's edges on real
sealed rows, and the not-yet examples of docs/claim-check.md."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from claimcheck.claims import ClaimInput, grade
from claimcheck.claims import fixtures as fx
from claimcheck.cli import main

ARMS = {
    "concurrent": {"aliases": ["concurrent arm"], "workers": 10, "role": "treatment"},
    "sequential": {"aliases": ["tuned sequential arm", "sequential arm"], "workers": 1, "role": "baseline"},
}


def _witness(seq_wall: float, conc_wall: float = 4.0, n: int = 10):
    """10 tasks per arm: the concurrent arm runs them side by side (wall conc_wall), the sequential
    arm back to back (wall seq_wall); throughput ratio = seq_wall / conc_wall."""
    rows = []
    for i in range(n):
        rows.append({"arm": "concurrent", "task_id": f"t{i}", "start_s": 0.0, "first_token_s": 0.05 * (i + 1),
                     "end_s": conc_wall, "prompt_tokens": 100, "completion_tokens": 8, "cached_tokens": None, "ok": True})
    step = seq_wall / n
    for i in range(n):
        start = round(step * i, 6)
        end = seq_wall if i == n - 1 else round(step * (i + 1), 6)
        rows.append({"arm": "sequential", "task_id": f"t{i}", "start_s": start, "first_token_s": round(start + 0.01, 6),
                     "end_s": end, "prompt_tokens": 100, "completion_tokens": 8, "cached_tokens": None, "ok": True})
    witness = {"kind": "request-ab", "format": 1, "provenance": "OBSERVED", "model": {"id": "tiny"}, "hardware": "cpu",
               "output_cap": 8, "timing_includes": ["scheduler", "queue"], "arms": ARMS}
    return witness, {"rows.jsonl": rows}


@pytest.fixture(scope="module")
def bundles(tmp_path_factory):
    root = tmp_path_factory.mktemp("reading")
    out = {}
    # (10/4) / (10/7.6) is exactly 1.9 in floating point; 2.1 and 1.55 likewise
    for name, wall in (("r1.9", 7.6), ("r2.1", 8.4), ("r1.55", 6.2), ("r2", 8.0), ("r2.3", 9.2)):
        out[name] = str(fx.write_bundle(root / name, *_witness(wall)))
    out["s2"] = str(fx.write_bundle(root / "s2", *fx.s2_witness("OBSERVED")))
    return out


def _grade(statement, witness):
    return grade(ClaimInput(statement=statement, baseline={"kind": "real", "description": "same tasks"}, net=True,
                            scope="one CPU host, 10 tasks per arm", provenance="OBSERVED", witness=witness))


@pytest.mark.parametrize("statement, witness, verdict", [
    # a bare "2x" keeps [1.9, 2.1): the low edge is in, the high edge is out, 1.55x is far out
    ("The concurrent arm was 2x faster than the tuned sequential arm.", "r1.9", "net-true"),
    # above the band, a bare "2x" may be truncated up to 10% of the number (quantities.dispute): 2.1x is not shown
    # and not an accusation; 2.3x is false
    ("The concurrent arm was 2x faster than the tuned sequential arm.", "r2.1", "not-yet"),
    ("The concurrent arm was 2x faster than the tuned sequential arm.", "r2.3", "false"),
    ("The concurrent arm was 2x faster than the tuned sequential arm.", "r1.55", "false"),
    ("The concurrent arm was 2x faster than the tuned sequential arm.", "r2", "net-true"),
    # "at least 2x" holds from the low edge; "more than 2x" only from the high edge
    ("The concurrent arm was at least 2x faster than the tuned sequential arm.", "r1.9", "net-true"),
    ("The concurrent arm was more than 2x faster than the tuned sequential arm.", "r2", "false"),
    ("The concurrent arm was more than 2x faster than the tuned sequential arm.", "r2.1", "net-true"),
    ("The concurrent arm was under 2x faster than the tuned sequential arm.", "r1.55", "net-true"),
    # 1.9 < 2: a strict bound's number is a threshold as written (intervals.holds; before, not shown inside 2's band)
    ("The concurrent arm was under 2x faster than the tuned sequential arm.", "r1.9", "net-true"),
    ("The concurrent arm was under 2x faster than the tuned sequential arm.", "r2.1", "false"),
    ("The concurrent arm was at most 2x faster than the tuned sequential arm.", "r2.1", "false"),
    # a hedge widens to 10%: "about 2x" keeps [1.8, 2.2)
    ("The concurrent arm was about 2x faster than the tuned sequential arm.", "r2.1", "net-true"),
    ("The concurrent arm was about 2x faster than the tuned sequential arm.", "r1.55", "false"),
    # negation placed: "not 2x" is outside the interval, "not faster" is a ratio <= 1
    ("The concurrent arm was not 2x faster than the tuned sequential arm.", "r1.55", "net-true"),
    ("The concurrent arm was not 2x faster than the tuned sequential arm.", "r2", "false"),
    ("The concurrent arm was not faster than the tuned sequential arm.", "r2", "false"),
    ("It is not true that the concurrent arm was faster than the tuned sequential arm.", "r2", "false"),
    ("The tuned sequential arm was not faster than the concurrent arm.", "r2", "net-true"),
    # number words and multiplicatives
    ("The concurrent arm was twice as fast as the tuned sequential arm.", "r2", "net-true"),
    ("The concurrent arm doubled the throughput of the tuned sequential arm.", "r2", "net-true"),
    ("The concurrent arm tripled the throughput of the tuned sequential arm.", "r2", "false"),
    ("The tuned sequential arm was half as fast as the concurrent arm.", "r2", "net-true"),
    # no arm named, in a witness of two arms declaring treatment and baseline: the declared pair
    ("It was 2x faster.", "r2", "net-true"),
    ("It was 3x faster.", "r2", "false"),
    # "It" names no arm: read the other way round (the sequential arm half as fast) "2x slower" holds, so it is no
    # accusation (declared_pair: false only where both orders are contradicted, as "3x faster" is)
    ("It was 2x slower.", "r2", "not-yet"),
])
def test_tolerance_relations_negation_on_sealed_rows(bundles, statement, witness, verdict):
    res = _grade(statement, bundles[witness])
    assert res.verdict == verdict, (statement, witness, res.reasons)


@pytest.mark.parametrize("statement, named", [
    ("x", "nothing checkable"),
    ("The concurrent arm was significantly faster than the tuned sequential arm.", "significantly"),
    ("The concurrent arm ran up to 8 concurrent requests.", "up"),  # 'up to' before a count bounds a setting
    # a bound with no statistic: graded under each of mean, median, p90, p95, p99, min, max; r2's concurrent arm has
    # mean = median = 0.275 s but p90 0.455 s, min 0.05 s: they disagree (docs/claim-check.md). (A value, "TTFT was
    # 0.275 s", is read at the center, mean and median, since the central_reading rule: net-true there)
    ("The concurrent arm's TTFT was under 0.3 s.", "name the statistic"),
    ("The concurrent arm was 2x faster than the tuned sequential arm in production.", "production"),
    ("The concurrent arm was never faster than the tuned sequential arm.", "never"),
    ("Le bras concurrent était deux fois plus rapide que le bras séquentiel.", "était"),
])
def test_documented_not_yet_examples(bundles, statement, named):
    res = _grade(statement, bundles["r2"])
    assert res.verdict == "not-yet", res.reasons
    text = " ".join([res.reason, *res.reasons, *(q.detail for q in res.quantities)]).lower()
    assert named.lower() in text


def test_no_statistic_a_value_between_min_and_max_is_never_false(bundles):
    # r2's concurrent arm: TTFT mean 0.275 s, median 0.275 s, p90 0.455 s, p95 0.4775 s, p99 0.4955 s, min 0.05 s,
    # max 0.5 s: none of the set is 0.25 s, but 0.25 s lies between min and max, so it is some quantile's value
    # (about p45): an author who meant that quantile is not shown wrong
    # (since the median's other definitions are never an accusation, statistics.nearest_rank: the lower middle of
    # r2's ten TTFTs is 0.25 s, so the median itself is inconclusive before the min-max rule is reached)
    res = _grade("The concurrent arm's TTFT was 0.25 s.", bundles["r2"])
    assert res.verdict == "not-yet", res.reasons
    assert any("between the arm's min and max" in q.detail or "inconclusive under median" in q.detail
               for q in res.quantities)


@pytest.mark.parametrize("statement", [
    # r2's concurrent arm: TTFT at most 0.5 s (its max): no statistic of it can be 0.9 s; every request of each arm
    # has one end-to-end latency, and the concurrent arm's is 5x the sequential arm's, so under every statistic
    "The concurrent arm's TTFT was 0.9 s.",
    "The concurrent arm's latency was lower than the tuned sequential arm's.",
])
def test_no_statistic_contradicted_under_every_statistic_is_false(bundles, statement):
    res = _grade(statement, bundles["r2"])
    assert res.verdict == "false", res.reasons
    assert any("contradicted under every one" in q.detail for q in res.quantities)


def test_the_cli_prints_what_it_read(bundles):
    args = ["claim-check", "--statement", fx.S2_STATEMENT, "--baseline", "real", "--baseline-desc", fx.S2_BASELINE_DESC,
            "--net", "--scope", fx.S2_SCOPE, "--provenance", "OBSERVED", "--witness", bundles["s2"]]
    r = CliRunner().invoke(main, args, catch_exceptions=False)
    assert r.exit_code == 0, r.output
    flat = " ".join(r.output.split())  # lines are wrapped at 100 columns
    assert ("I read: throughput(concurrent-shared)/throughput(sequential-shared) = 1.36 in [1.355, 1.365) "
            "(stated precision: +-0.005) from '1.36x faster than the tuned sequential shared-prefix arm'") in flat
    assert "I read: workers(concurrent-shared) = 4 from 'four bounded concurrent micro-context workers'" in flat
    assert flat.count("I read: workers(concurrent-shared) = 4") == 1  # shown once, not again beside its quantity
    assert max(len(line) for line in r.output.splitlines()) <= 100
    assert "not read:" not in r.output
    obj = json.loads(CliRunner().invoke(main, [*args, "--json"], catch_exceptions=False).output)
    reading = obj["reading"]
    assert reading["unread"] == []
    ratio = [a for a in reading["assertions"] if a["form"] == "ratio"][0]
    assert (ratio["treatment"], ratio["baseline"], ratio["value"]) == ("concurrent-shared", "sequential-shared", 1.36)
    assert ratio["span"]["text"] == "1.36x faster than the tuned sequential shared-prefix arm"


def test_statement_x_is_not_yet_via_cli(bundles):
    r = CliRunner().invoke(main, ["claim-check", "--statement", "x", "--baseline", "real", "--net", "--scope", "s",
                                  "--provenance", "OBSERVED", "--witness", bundles["r2"], "--json"])
    assert r.exit_code == 3
    obj = json.loads(r.output)
    assert obj["verdict"] == "not-yet" and obj["reading"]["assertions"] == []
    assert obj["reading"]["unread"][0]["text"] == "x"
    assert "nothing checkable" in " ".join(q["detail"] for q in obj["quantities"])
