"""Counts of requests that name their arms (issue 16; claimcheck/claims/count_arms.py): a coordination of arms
after the count ("for both FP8 and BF16", "for FP8 and for BF16", "in the FP8 and BF16 runs", "for either FP8
or BF16" after a universal zero), a coordination as the subject ("Both FP8 and BF16 completed ...", "FP8 and
BF16 each ...", "Neither FP8 nor BF16 had a failed request", "For both FP8 and BF16, ..."), an arm inside the
count's noun phrase ("All 50 FP8 requests completed", "No BF16 request failed", "None of the BF16 requests
failed", "48 of 50 BF16 requests succeeded", "all of BF16's 50 requests") and "N of M requests" after a
success verb ("FP8 completed 50 of 50 requests").

Each true statement is read completely and grades net-true against a witness whose numbers were worked out
by hand; each twisted twin (a wrong count, the arm that failed, "not all", "only", a negation, swapped arms
where the counts differ) is never net-true; an honest count is never false; a count contradicted for one
named arm is false.

The witnesses (rows written by ``uniform``; every arm one run unless said; arms declare their settings as a
reviewer's would):

* ``clean``: bf16 (baseline, quantization bf16) and fp8 (treatment, quantization fp8), 50 requests each,
  none failed: 100 requests in all.
* ``failbf``: the same, but bf16's tasks 2 and 7 failed (ok false): bf16 48 of 50 completed, 2 failed;
  fp8 50 of 50 completed.
* ``uneq``: bf16 50 requests, fp8 48 requests, none failed (98 in all).
* ``three``: c8, c16, c32 (concurrency 8 / 16 / 32), 40 requests each; c32's task 3 failed (39 of 40).
* ``runs``: bf16 and fp8, two runs of 20 requests each: 40 per arm over its runs, 80 in all, none failed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_read_net_true  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

QUANT = {"bf16": {"aliases": [], "workers": 4, "role": "baseline", "settings": {"quantization": "bf16"}},
         "fp8": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"quantization": "fp8"}}}
CONC = {f"c{n}": {"aliases": [], "workers": n, "role": "baseline" if n == 8 else "treatment",
                  "settings": {"concurrency": n}} for n in (8, 16, 32)}
SCOPES = {"clean": "50 requests per arm", "failbf": "50 requests per arm", "uneq": "one CPU host",
          "three": "40 requests per arm", "runs": "20 requests per arm and run"}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("count_arms")

    def w(name: str, arms, rows) -> str:
        return str(seal(root / name, ab_witness(arms), {"rows.jsonl": [r for rr in rows for r in rr]}))

    return {
        "clean": w("clean", QUANT, [uniform("bf16", 50, 10.0, 4), uniform("fp8", 50, 8.0, 4)]),
        "failbf": w("failbf", QUANT, [uniform("bf16", 50, 10.0, 4, failed=(2, 7)), uniform("fp8", 50, 8.0, 4)]),
        "uneq": w("uneq", QUANT, [uniform("bf16", 50, 10.0, 4), uniform("fp8", 48, 8.0, 4)]),
        "three": w("three", CONC, [uniform("c8", 40, 20.0, 4), uniform("c16", 40, 10.0, 4),
                                   uniform("c32", 40, 6.0, 4, failed=(3,))]),
        "runs": w("runs", QUANT, [uniform(a, 20, wall, 4, run=r) for a, wall in (("bf16", 10.0), ("fp8", 8.0))
                                  for r in (1, 2)]),
    }


def _grade(witnesses, name: str, text: str):
    return grade_statement(text, witnesses[name], SCOPES[name])


def _why(res) -> list:
    return [(q.outcome, q.text, q.detail) for q in res.quantities]


# (witness, true statement, twins that must never be net-true): fresh sentences in the styles of vLLM / SGLang /
# llama.cpp / TGI write-ups and PR descriptions
CASES = [
    # a coordination after the count
    ("clean", "All 50 requests completed successfully for both FP8 and BF16.",
     ["All 51 requests completed successfully for both FP8 and BF16.",
      "All 75 requests completed successfully for both FP8 and BF16.",
      "All 25 requests completed successfully for both FP8 and BF16.",
      "Not all 50 requests completed successfully for both FP8 and BF16.",
      "All 50 requests completed successfully for both FP8 and BF16 if warmed up."]),
    ("clean", "All 50 requests completed on FP8 and on BF16.",
     ["All 49 requests completed on FP8 and on BF16.", "All 50 requests completed on FP8 or on BF16."]),
    ("clean", "All 50 requests succeeded for FP8 as well as BF16.",
     ["All 50 requests succeeded for FP8 as well as for BF16 twice.", "All 75 requests succeeded for FP8 as well as BF16."]),
    ("clean", "All 100 requests completed for FP8 and BF16.",  # the whole: the two arms' 50 + 50
     ["All 150 requests completed for FP8 and BF16.", "All 99 requests completed for FP8 and BF16.",
      "All 100 requests completed for FP8 and BF16 respectively."]),
    ("clean", "No request failed for either FP8 or BF16.",
     ["A request failed for either FP8 or BF16.", "Some request failed for either FP8 or BF16."]),
    ("clean", "Every request succeeded in the FP8 and BF16 runs.",
     ["Not every request succeeded in the FP8 and BF16 runs.", "Every request failed in the FP8 and BF16 runs."]),
    # a coordination as the subject
    ("clean", "Both BF16 and FP8 completed all 50 requests.",
     ["Both BF16 and FP8 completed all 75 requests.", "Both BF16 and FP8 completed all 49 requests.",
      "Only FP8 completed all 50 requests.", "Neither BF16 nor FP8 completed all 50 requests.",
      "Both BF16 and FP8 did not complete all 50 requests."]),
    ("clean", "FP8 and BF16 each served all 50 requests.",
     ["FP8 and BF16 each served all 75 requests.", "FP8 and BF16 never served all 50 requests."]),
    ("clean", "Neither FP8 nor BF16 had a failed request.",
     ["Neither FP8 nor BF16 had a successful request.", "Both FP8 and BF16 had a failed request.",
      "Neither FP8 nor BF16 had no failed request.", "Both FP8 and BF16 had 2 failed requests."]),
    ("clean", "For both FP8 and BF16, all 50 requests completed.",
     ["For both FP8 and BF16, all 75 requests completed.", "For both FP8 and BF16, not all 50 requests completed."]),
    ("clean", "Each arm completed 50 of 50 requests.",
     ["Each arm completed 75 of 75 requests.", "Each arm completed 49 of 50 requests."]),
    ("clean", "Neither the FP8 nor the BF16 run had a failed request.",
     ["Neither the FP8 nor the BF16 run had a successful request.", "The FP8 and the BF16 run had a failed request."]),
    ("clean", "Neither arm recorded any failures.",  # the two arms of a two-arm witness
     ["Neither arm recorded any successes.", "Each arm recorded failures.", "Neither arm recorded 3 failures."]),
    ("clean", "FP8 and BF16 completed all 50 requests each.",
     ["FP8 and BF16 completed all 75 requests each.", "FP8 and BF16 completed all 50 requests each, except one."]),
    ("clean", "No errors for either FP8 or BF16.", ["Errors for either FP8 or BF16.",
                                                    "No errors for either FP8 or BF16 at low load."]),
    ("clean", "FP8 and BF16 each completed 50/50 requests.",
     ["FP8 and BF16 each completed 49/50 requests.", "FP8 and BF16 each completed 50/50 requests, except BF16."]),
    # an arm inside the count's noun phrase
    ("clean", "All 50 FP8 requests completed.",
     ["All 75 FP8 requests completed.", "All 25 FP8 requests completed.", "Not all 50 FP8 requests completed.",
      "All 50 FP8 requests did not complete."]),
    ("clean", "No BF16 request failed.", ["Every BF16 request failed.", "No BF16 request completed.",
                                          "Some BF16 request failed."]),
    ("clean", "None of the 50 BF16 requests errored.",
     ["None of the 75 BF16 requests errored.", "2 of the 50 BF16 requests errored.",
      "None of the 50 BF16 requests completed."]),
    ("clean", "FP8 completed 50 of 50 requests.",
     ["FP8 completed 25 of 50 requests.", "FP8 completed 50 of 75 requests.", "FP8 never completed 50 of 50 requests."]),
    # one arm had failures: "for both" is false, "for FP8" true
    ("failbf", "All 50 requests completed for FP8.",
     ["All 50 requests completed for BF16.", "All 50 requests completed for both FP8 and BF16.",
      "All 50 requests completed for FP8 and for BF16."]),
    ("failbf", "48 of 50 BF16 requests succeeded.",
     ["48 of 50 FP8 requests succeeded.", "49 of 50 BF16 requests succeeded.", "50 of 50 BF16 requests succeeded.",
      "72 of 75 BF16 requests succeeded."]),
    ("failbf", "2 of the 50 BF16 requests failed.",
     ["2 of the 50 FP8 requests failed.", "3 of the 50 BF16 requests failed.", "1 of the 50 BF16 requests failed."]),
    ("failbf", "BF16 completed 48 of 50 requests.",
     ["FP8 completed 48 of 50 requests.", "BF16 completed 50 of 50 requests.", "BF16 completed 24 of 50 requests."]),
    ("failbf", "No FP8 request failed.",
     ["No BF16 request failed.", "Neither FP8 nor BF16 had a failed request.", "No request failed for either FP8 or BF16.",
      "No FP8 request failed, but BF16 did not fail either."]),
    ("failbf", "Every FP8 request succeeded, but BF16 had 2 failed requests.",
     ["Every BF16 request succeeded, but FP8 had 2 failed requests.",
      "Every FP8 request succeeded, but BF16 had 3 failed requests.",
      "Every FP8 request succeeded, and so did BF16."]),
    # swapped arms where the counts differ
    ("uneq", "All 48 FP8 requests completed.", ["All 48 BF16 requests completed.", "All 50 FP8 requests completed."]),
    ("uneq", "All of BF16's 50 requests completed.", ["All of FP8's 50 requests completed.",
                                                      "All of BF16's 48 requests completed."]),
    # three arms: a coordination of some of them binds each named arm
    ("three", "Both c8 and c16 completed all 40 requests.",
     ["Both c16 and c32 completed all 40 requests.", "Both c8 and c16 completed all 60 requests.",
      "Both c8 and c32 completed all 40 requests."]),
    ("three", "No request failed for either c8 or c16.",
     ["No request failed for either c16 or c32.", "No request failed for either c8 or c32.",
      "No request failed for c8, c16 and c32."]),
    ("three", "Neither c8 nor c16 dropped a request.", ["Neither c8 nor c32 dropped a request.",
                                                        "Neither c16 nor c32 dropped a request."]),
    ("three", "39 of 40 c32 requests succeeded.", ["39 of 40 c16 requests succeeded.", "40 of 40 c32 requests succeeded."]),
    ("three", "All 80 requests completed for c8 and c16.",  # the whole of the two named arms
     ["All 120 requests completed for c8 and c16.", "All 80 requests completed for c16 and c32."]),
    # several runs: the count of an arm is over its runs
    ("runs", "All 40 FP8 requests completed.", ["All 60 FP8 requests completed.", "All 41 FP8 requests completed."]),
    ("runs", "Both FP8 and BF16 completed all 20 requests.",
     ["Both FP8 and BF16 completed all 30 requests.", "Both FP8 and BF16 completed all 10 requests."]),
]
IDS = [f"{w}:{t[:44]}" for w, t, _ in CASES]


def test_at_least_fifteen_fresh_true_statements():
    assert len(CASES) >= 15


@pytest.mark.parametrize("name,true,twins", CASES, ids=IDS)
def test_true_statement_is_read_completely_and_net_true(witnesses, name, true, twins):
    res = _grade(witnesses, name, true)
    assert_read_net_true(res)


@pytest.mark.parametrize("name,true,twins", CASES, ids=IDS)
def test_twisted_twin_is_never_net_true(witnesses, name, true, twins):
    for twin in twins + ["It is not true that " + true[0].lower() + true[1:]]:
        res = _grade(witnesses, name, twin)
        assert res.verdict != "net-true", (twin, _why(res))


# counts a careful author may mean another way (the arms together, one arm's runs together): never false
HONEST = [
    ("clean", "FP8 and BF16 completed 100 requests."),  # together
    ("three", "c8 and c16 completed 80 requests."),
    ("runs", "All 40 requests completed for both FP8 and BF16."),  # each arm's two runs together
    ("runs", "Both FP8 and BF16 completed all 40 requests."),
    ("runs", "All 80 requests completed for FP8 and BF16."),
    ("uneq", "All 98 requests completed for FP8 and BF16."),
    ("failbf", "FP8 had no failed requests, but BF16 did."),  # "did" stands for a predicate not read
]


@pytest.mark.parametrize("name,text", HONEST)
def test_honest_count_is_never_false(witnesses, name, text):
    res = _grade(witnesses, name, text)
    assert res.verdict != "false", (text, _why(res))


# said of each named arm and contradicted in one of them by every way of counting: false
FALSE = [
    ("failbf", "All 50 requests completed for both FP8 and BF16."),
    ("failbf", "Both FP8 and BF16 completed all 50 requests."),
    ("failbf", "Neither FP8 nor BF16 had a failed request."),
    ("failbf", "No request failed for either FP8 or BF16."),
    ("failbf", "No BF16 request failed."),
    ("failbf", "BF16 completed 50 of 50 requests."),
    ("failbf", "Every request completed for BF16."),
    ("failbf", "All of BF16's 50 requests completed."),
    ("uneq", "All 48 BF16 requests completed."),
    ("uneq", "Both FP8 and BF16 completed all 50 requests."),
    ("three", "Neither c16 nor c32 dropped a request."),
    ("three", "All 40 requests completed for c8, c16, and c32."),
    ("clean", "FP8 and BF16 each completed all 75 requests."),
]


@pytest.mark.parametrize("name,text", FALSE)
def test_contradicted_count_of_named_arms_is_false(witnesses, name, text):
    res = _grade(witnesses, name, text)
    assert res.verdict == "false", (text, res.reason, _why(res))


def test_a_twin_that_only_leaves_out_the_other_arms_predicate_is_not_net_true(witnesses):
    """"FP8 had no failed requests, but BF16 did": the auxiliary stands for the left-out predicate (BF16 had
    failed requests), false on the clean witness; before, every word of it was inert or an arm, and it graded
    net-true."""
    for text in ("FP8 had no failed requests, but BF16 did.", "No FP8 request failed, but BF16 did.",
                 "No requests failed for FP8, while BF16 did."):
        res = _grade(witnesses, "clean", text)
        assert res.verdict != "net-true", (text, _why(res))
        assert any(u.text == "did" for u in res.reading.unread), [u.text for u in res.reading.unread]


ARMS2 = {"fp8": ["fp8"], "bf16": ["bf16"]}
ARMS3 = {"c8": ["c8"], "c16": ["c16"], "c32": ["c32"]}


def _bound(text: str, arms) -> set:
    r = read_full(text, "", arms)
    return {(a.metric, a.treatment, a.value) for a in r.reading.assertions}


def test_a_coordination_binds_one_count_per_named_arm():
    assert _bound("No request failed for either FP8 or BF16.", ARMS2) == {("failed", "fp8", 0.0), ("failed", "bf16", 0.0)}
    assert _bound("Neither c8 nor c16 had a failed request.", ARMS3) == {("failed", "c8", 0.0), ("failed", "c16", 0.0)}
    assert _bound("Both c8 and c32 completed all 40 requests.", ARMS3) == {("completed", "c8", 40.0),
                                                                           ("completed", "c32", 40.0)}
    got = read_full("All 80 requests completed for c8 and c16.", "", ARMS3).reading.assertions
    # the count of the whole names both arms in its rule: each arm's, or the two together (count_meanings)
    assert {(a.metric, a.treatment) for a in got} == {("failed", "c8"), ("failed", "c16"), ("requests", "c8"),
                                                      ("requests", "c16")}
    assert all("each of: c8, c16" in a.tolerance.rule for a in got)


@pytest.mark.parametrize("text", [
    "All 50 requests completed for FP8 or BF16.",          # a disjunction: which one?
    "Either FP8 or BF16 completed all 50 requests.",       # "either" not after a universal zero
    "All 50 requests completed for either FP8 or BF16.",
    "Neither FP8 nor BF16 failed.",                        # the arm failing: not read
    "Neither FP8 nor BF16 completed all 50 requests.",     # "neither" over a success count: not read
    "Neither arm completed all 50 requests.",
    "Both FP8 and BF16 completed all 50 requests in under 2 s.",
    "FP8 and BF16 reached 5 req/s and completed all 50 requests.",
])
def test_what_is_not_read_stays_unread(text):
    r = read_full(text, "", ARMS2)
    assert r.reading.unread, text


def test_neither_arm_of_three_is_not_read():
    """"Neither arm" presupposes two arms: of a witness of three, which two is not said."""
    r = read_full("Neither arm had a failed request.", "", ARMS3)
    assert r.reading.unread and not r.reading.assertions


# --- a grid: "for both" / "both ... completed" over hand-counted arms ------------------------------------------
# (requests of A, requests of B, failed tasks of A, failed tasks of B); N is stated
GRID = [(20, 20, (), ()), (20, 30, (), ()), (30, 20, (), ()), (20, 20, (4,), ()), (20, 20, (), (0, 9))]
NS = (10, 20, 30, 40, 50)


@pytest.fixture(scope="module")
def grid(tmp_path_factory) -> dict:
    root = tmp_path_factory.mktemp("count_arms_grid")
    out = {}
    for k, (na, nb, fa, fb) in enumerate(GRID):
        rows = uniform("bf16", na, 10.0, 4, failed=fa) + uniform("fp8", nb, 8.0, 4, failed=fb)
        out[k] = str(seal(root / f"g{k}", ab_witness(QUANT), {"rows.jsonl": rows}))
    return out


@pytest.mark.parametrize("k", range(len(GRID)))
@pytest.mark.parametrize("n", NS)
def test_grid_counts_for_both_arms(grid, k, n):
    """"All N requests completed for both BF16 and FP8" holds when no request failed and N is each arm's count
    ("both": each arm's own; where N is only the two arms' together the words are unclear: never net-true, never
    false); "Both BF16 and FP8 completed all N requests" when each arm completed N. Net-true exactly then; false
    never when the statement holds under one of its meanings."""
    na, nb, fa, fb = GRID[k]
    ca, cb = na - len(fa), nb - len(fb)
    whole = grade_statement(f"All {n} requests completed for both BF16 and FP8.", grid[k], "one CPU host")
    holds = not fa and not fb and na == nb == n
    assert (whole.verdict == "net-true") == holds, (whole.verdict, _why(whole))
    if not fa and not fb and na + nb == n:
        assert whole.verdict == "not-yet", _why(whole)
    each = grade_statement(f"Both BF16 and FP8 completed all {n} requests.", grid[k], "one CPU host")
    assert (each.verdict == "net-true") == (ca == cb == n), (each.verdict, _why(each))
    if ca + cb == n or (ca == n and cb == n):
        assert each.verdict != "false", _why(each)


@pytest.mark.parametrize("name,text", [
    ("clean", "FP8 and BF16 each did not complete 50/50 requests."),  # was net-true: the negation was dropped
    ("clean", "FP8 did not complete 50/50 requests."),
    ("clean", "FP8 didn't complete 50/50 requests."),
    ("failbf", "At least 49/50 requests succeeded for BF16."),          # the relation was dropped: "= 49"
    ("failbf", "About 48/50 requests succeeded for BF16."),
])
def test_a_fraction_under_a_negation_relation_or_hedge_is_not_read(witnesses, name, text):
    """"N/M requests" keeps no relation: after a negation, a relation or a hedge it is not read (before, the
    negation or the relation was consumed and dropped, and 'FP8 did not complete 50/50 requests' graded net-true
    on a witness where FP8 completed 50 of 50)."""
    res = _grade(witnesses, name, text)
    assert res.verdict not in ("net-true", "false"), (text, res.verdict, _why(res))
    assert res.reading.unread
