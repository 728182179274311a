"""Counts of requests, failures and success, as write-ups state them (issue 16): each true statement
grades net-true against a witness whose numbers were worked out by hand, each twisted twin (a count
changed by one or scaled, failures on the wrong arm, "some failed" on a clean witness, a negation)
is never net-true, and an honest count is never false.

The witnesses (worked out by hand from the rows ``uniform`` writes; arms c16 (baseline, concurrency 16)
and c32 (treatment, concurrency 32)):

* ``clean``: 101 requests per arm (202 in all), none failed; one run each.
* ``fail32``: 24 requests per arm (48 in all); in c32 tasks 1, 5 and 9 failed (ok false): 3 of the 24
  c32 requests and 3 of the 48 requests failed, 45 of 48 succeeded; c16 none failed.
* ``runs3``: three runs of 24 requests per arm: 72 per arm, 144 in all, 48 per run over the two arms;
  none failed. c16's wall is 10.0 s in each run: 2.4 req/s.

What a count that names no arm means (claimcheck/claims/count_meanings.py): per arm (one run of each
arm, the same in every arm), or, for a frame that counts the whole ("all 202 requests", "3 of the 48
requests", "45/48 requests", "in total"), the sum over every arm and run; one meaning for all the
counts of a statement. A count contradicted under its meaning but equal to some sum of the witness's
counts is inconclusive, never false. A universal zero ("no requests failed", "zero errors", "every
request succeeded", "a 100% success rate") holds only where no request of any run failed, in every arm
it is not narrowed to.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

ARMS = {"c16": {"aliases": [], "workers": 16, "role": "baseline", "settings": {"concurrency": 16}},
        "c32": {"aliases": [], "workers": 32, "role": "treatment", "settings": {"concurrency": 32}}}
SCOPES = {"clean": "101 requests per arm", "fail32": "24 requests per arm", "runs3": "24 requests per arm and run"}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("counts")

    def w(name: str, rows) -> str:
        return str(seal(root / name, ab_witness(ARMS), {"rows.jsonl": [r for rr in rows for r in rr]}))

    return {
        "clean": w("clean", [uniform("c16", 101, 10.0, 16), uniform("c32", 101, 5.0, 32)]),
        "fail32": w("fail32", [uniform("c16", 24, 10.0, 4), uniform("c32", 24, 5.0, 4, failed=(1, 5, 9))]),
        "runs3": w("runs3", [uniform(a, 24, wall, 4, run=r) for a, wall in (("c16", 10.0), ("c32", 5.0))
                             for r in (1, 2, 3)]),
    }


def _grade(witnesses, name: str, text: str):
    return grade_statement(text, witnesses[name], SCOPES[name])


# (witness, true statement, twins that must never be net-true); fresh sentences in the styles of
# vLLM / SGLang / llama.cpp / TGI write-ups
CASES = [
    ("clean", "All 202 requests completed successfully.",
     ["All 203 requests completed successfully.", "All 303 requests completed successfully.",
      "All 101 requests completed successfully in c16 and 102 in c32."]),
    ("clean", "No requests failed in either run.", ["Some requests failed in either run.", "Requests failed in either run."]),
    ("clean", "None of the 202 requests failed.", ["None of the 201 requests failed.", "None of the 303 requests failed.",
                                                   "1 of the 202 requests failed."]),
    ("clean", "Every request succeeded in both arms.", ["Not every request succeeded in both arms."]),
    ("clean", "Zero failed requests.", ["One failed request.", "2 failed requests."]),
    ("clean", "c32 had a 100% success rate.", ["c32 had a 99% success rate.", "c32 did not have a 100% success rate."]),
    ("clean", "An error rate of 0% on c32.", ["An error rate of 1% on c32.", "An error rate of 10% on c32."]),
    ("clean", "202/202 requests succeeded.", ["201/202 requests succeeded.", "202/202 requests failed.",
                                              "303/303 requests succeeded."]),
    ("clean", "Each arm served 101 requests.", ["Each arm served 102 requests.", "Each arm served 151 requests.",
                                                "Each arm served 50 requests."]),
    ("clean", "101 requests per arm, no failures.", ["100 requests per arm, no failures.",
                                                     "202 requests per arm, no failures.",
                                                     "101 requests per arm, 3 failures."]),
    ("clean", "The c32 run had no failed requests.", ["The c32 run had 1 failed request.",
                                                      "The c32 run had failed requests."]),
    ("fail32", "3 of the 48 requests failed.", ["4 of the 48 requests failed.", "3 of the 47 requests failed.",
                                                "2 of the 48 requests failed.", "None of the 48 requests failed."]),
    ("fail32", "Three of 48 requests errored.", ["Two of 48 requests errored.", "Three of 72 requests errored."]),
    ("fail32", "In c32, 3 of the 24 requests failed.", ["In c16, 3 of the 24 requests failed.",
                                                        "In c32, 4 of the 24 requests failed.",
                                                        "In c32, 0 of the 24 requests failed."]),
    ("fail32", "45/48 requests succeeded.", ["46/48 requests succeeded.", "48/48 requests succeeded.",
                                             "45/48 requests failed."]),
    ("fail32", "The c16 run had no failed requests.", ["The c32 run had no failed requests.",
                                                       "No requests failed in either run."]),
    ("fail32", "c16 completed all 24 requests without errors.", ["c32 completed all 24 requests without errors.",
                                                                  "c16 completed all 25 requests without errors."]),
    ("fail32", "The success rate was 100% for c16.", ["The success rate was 100% for c32.",
                                                      "The success rate was 100%."]),
    ("clean", "All 202 requests were served.", ["All 203 requests were served.", "All 101 requests were served twice."]),
    ("clean", "c16 served all 101 requests successfully.", ["c16 served all 102 requests successfully.",
                                                            "c16 served all 151 requests successfully."]),
    ("clean", "100% of requests succeeded.", ["99% of requests succeeded.", "100% of requests failed."]),
    ("clean", "0% of requests failed.", ["1% of requests failed.", "50% of requests failed."]),
    ("clean", "Request success rate: 100%.", ["Request success rate: 99%.", "Request error rate: 100%."]),
    ("clean", "c32 served 101 requests with no errors.", ["c32 served 102 requests with no errors.",
                                                          "c32 served 101 requests with 2 errors."]),
    ("fail32", "c16 served all 24 requests successfully.", ["c32 served all 24 requests successfully.",
                                                            "c16 served all 36 requests successfully."]),
    ("runs3", "All 144 requests completed successfully across 3 runs.",
     ["All 145 requests completed successfully across 3 runs.", "All 144 requests completed successfully across 4 runs.",
      "All 216 requests completed successfully across 3 runs."]),
    ("runs3", "Throughput was 2.4 req/s in c16 over 3 runs.",
     ["Throughput was 2.4 req/s in c16 over 2 runs.", "Throughput was 2.4 req/s in c16 over 5 runs."]),
    ("clean", "Throughput was 10.1 req/s in c16 over one run.",   # "over one run": across it, not "more than one"
     ["Throughput was 10.1 req/s in c16 over 2 runs.", "Throughput was 15.1 req/s in c16 over one run."]),
    ("runs3", "c16 served 24 requests in each run.", ["c16 served 25 requests in each run.",
                                                      "c16 served 36 requests in each run."]),
]
IDS = [f"{w}:{t[:40]}" for w, t, _ in CASES]


@pytest.mark.parametrize("name,true,twins", CASES, ids=IDS)
def test_true_count_is_read_completely_and_net_true(witnesses, name, true, twins):
    res = _grade(witnesses, name, true)
    assert_read_net_true(res)


@pytest.mark.parametrize("name,true,twins", CASES, ids=IDS)
def test_twisted_count_is_never_net_true(witnesses, name, true, twins):
    for twin in twins + ["It is not true that " + true[0].lower() + true[1:]]:
        res = _grade(witnesses, name, twin)
        assert res.verdict != "net-true", (twin, [(q.outcome, q.text, q.detail) for q in res.quantities])


# honest counts under another meaning than the one graded first: never false
HONEST = [
    ("runs3", "c16 served 72 requests."),  # its three runs together
    ("runs3", "Successful requests: 48"),  # one run over both arms
    ("clean", "202 requests completed."),  # both arms, not said of the whole
    ("fail32", "None of the 24 c16 requests failed."),
    ("fail32", "3 of the 24 requests failed."),  # c32's: the arm is not named
]


@pytest.mark.parametrize("name,text", HONEST)
def test_honest_count_is_never_false(witnesses, name, text):
    res = _grade(witnesses, name, text)
    assert res.verdict != "false", (text, [(q.outcome, q.text, q.detail) for q in res.quantities])


# twins that say a false count completely: false (the rows contradict every way of counting)
FALSE = [
    ("clean", "All 203 requests completed successfully."),
    ("clean", "Each arm served 102 requests."),
    ("fail32", "No requests failed."),
    ("fail32", "The c32 run had no failed requests."),
    ("fail32", "4 of the 48 requests failed."),
    ("fail32", "In c16, 3 of the 24 requests failed."),
    ("fail32", "Every request succeeded."),
    ("fail32", "100% of requests succeeded."),
    ("fail32", "All 48 requests were served."),
    ("fail32", "c32 served all 24 requests successfully."),
    ("fail32", "0 failures."),
]


@pytest.mark.parametrize("name,text", FALSE)
def test_contradicted_count_is_false(witnesses, name, text):
    res = _grade(witnesses, name, text)
    assert res.verdict == "false", (text, [(q.outcome, q.text, q.detail) for q in res.quantities])


@pytest.mark.parametrize("text", ["Some requests failed.", "99% of requests succeeded.",
                                  "Every request succeeded under load."])
def test_what_is_not_a_count_stays_unread(text):
    """'some' is no number; a success percentage other than 100 is not read; a condition after the verb is not
    consumed: each leaves words unread (not-yet)."""
    r = read_full(text, "", {"c16": ["c16"], "c32": ["c32"]})
    assert r.reading.unread, text


def test_a_latency_bound_after_completed_is_no_count():
    """'Every request completed in under 2 s' bounds each request's time (production request_subject: end-to-end
    latency under every statistic, tests/claims/test_claims_per_request.py), never a count of the requests; that
    every request completed is a universal zero of failures (production every_request_bound)."""
    r = read_full("Every request completed in under 2 s.", "", {"c16": ["c16"], "c32": ["c32"]})
    assert [(a.metric, a.statistic, a.relation, a.value) for a in r.reading.assertions] == [
        ("e2e_latency", None, "<", 2.0), ("failed", "total", "=", 0.0)]


def test_a_pair_of_counts_shares_its_arm():
    """'3 of the 24 requests failed in c16': the arm after the pair is the arm of both counts (before, only the
    denominator took it and the failed count was graded over the arms)."""
    r = read_full("3 of the 24 requests failed in c16.", "", {"c16": ["c16"], "c32": ["c32"]})
    assert {(a.metric, a.treatment) for a in r.reading.assertions} == {("failed", "c16"), ("requests", "c16")}


def test_a_fraction_of_failed_requests_counts_the_failed():
    r = read_full("3/48 requests failed.", "", {"c16": ["c16"], "c32": ["c32"]})
    assert {(a.metric, a.value) for a in r.reading.assertions} == {("failed", 3.0), ("requests", 48.0)}


# --- lengths --------------------------------------------------------------------------------------------
# ``exact``: 24 requests per arm, every prompt 256 tokens and every output 128 tokens, output cap 128;
# ``eos``: every prompt 100 tokens, output cap 128, tasks 0, 3, 6, ... stop at EOS after 90 tokens, the
# others reach the cap (128); ``eos256``: the same rows under an output cap of 256;
# c16 wall 10.0 s (2.4 req/s), c32 wall 5.0 s (4.8 req/s).
@pytest.fixture(scope="module")
def lengths(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("lengths")

    def w(name: str, cap: int = 128, **kw) -> str:
        rows = uniform("c16", 24, 10.0, 4, **kw) + uniform("c32", 24, 5.0, 4, **kw)
        return str(seal(root / name, ab_witness(ARMS, output_cap=cap), {"rows.jsonl": rows}))

    return {"exact": w("exact", completion=128, prompt=256),
            "eos": w("eos", completion=lambda t: 90 if t % 3 == 0 else 128, prompt=100),
            "eos256": w("eos256", cap=256, completion=lambda t: 90 if t % 3 == 0 else 128, prompt=100)}


LENGTH_CASES = [
    ("exact", "Each request generated 128 tokens, and c32 reached 4.8 req/s.",
     ["Each request generated 127 tokens, and c32 reached 4.8 req/s.",
      "Each request generated 192 tokens, and c32 reached 4.8 req/s.",
      "Each request generated 64 tokens, and c32 reached 4.8 req/s."]),
    ("exact", "Every request in c16 produced 128 output tokens; c16 reached 2.4 req/s.",
     ["Every request in c16 produced 129 output tokens; c16 reached 2.4 req/s."]),
    ("exact", "c32 reached 4.8 req/s with 256 input / 128 output tokens.",
     ["c32 reached 4.8 req/s with 256 input / 64 output tokens.", "c32 reached 4.8 req/s with 256 input / 192 output tokens.",
      "c16 reached 4.8 req/s with 256 input / 128 output tokens."]),
    ("exact", "c32 reached 4.8 req/s (ISL/OSL = 256/128).",
     ["c32 reached 4.8 req/s (ISL/OSL = 256/64).", "c32 reached 4.8 req/s (ISL/OSL = 512/128)."]),
    ("exact", "With prompts of 256 tokens, c16 reached 2.4 req/s.",
     ["With prompts of 384 tokens, c16 reached 2.4 req/s.", "With prompts of 128 tokens, c16 reached 2.4 req/s."]),
    ("eos", "c32 reached 4.8 req/s on 128-token outputs.",  # nominal: the cap; outputs that stop at EOS are within it
     ["c32 reached 4.8 req/s on 64-token outputs.", "c32 reached 4.8 req/s on 192-token outputs.",
      "c32 reached 4.8 req/s on 129-token outputs."]),
    ("eos", "Each request had 100 prompt tokens and c16 reached 2.4 req/s.",
     ["Each request had 101 prompt tokens and c16 reached 2.4 req/s.",
      "Each request had 150 prompt tokens and c16 reached 2.4 req/s."]),
]


@pytest.mark.parametrize("name,true,twins", LENGTH_CASES, ids=[t[:40] for _, t, _ in LENGTH_CASES])
def test_true_length_is_read_completely_and_net_true(lengths, name, true, twins):
    res = grade_statement(true, lengths[name], "24 requests per arm")
    assert_read_net_true(res)
    for twin in twins:
        got = grade_statement(twin, lengths[name], "24 requests per arm")
        assert got.verdict != "net-true", (twin, [(q.outcome, q.text, q.detail) for q in got.quantities])


def test_an_every_request_length_is_false_when_one_request_differs(lengths):
    """'each request generated 128 tokens' while a third of the requests stopped at EOS after 90: a row
    contradicts it, so it is false; the nominal '128-token outputs' about the same rows is not (the cap)."""
    res = grade_statement("Each request generated 128 tokens, and c32 reached 4.8 req/s.", lengths["eos"],
                          "24 requests per arm")
    assert res.verdict == "false", [(q.outcome, q.text, q.detail) for q in res.quantities]
    ok = grade_statement("c32 reached 4.8 req/s with 128-token outputs.", lengths["eos"], "24 requests per arm")
    assert ok.verdict == "net-true", [(q.outcome, q.text, q.detail) for q in ok.quantities]


def test_a_nominal_prompt_length_the_rows_cannot_decide_is_never_false(lengths):
    """Prompts of 100 tokens in the rows, '128 tokens' said: a chat template or tokenizer may add tokens to a
    nominal prompt length, so the rows do not refute it (not-yet, never false)."""
    res = grade_statement("c32 reached 4.8 req/s with prompts of 128 tokens.", lengths["eos"], "24 requests per arm")
    assert res.verdict == "not-yet", [(q.outcome, q.text, q.detail) for q in res.quantities]


def test_a_nominal_output_length_below_what_a_request_produced_is_false(lengths):
    res = grade_statement("c32 reached 4.8 req/s with 96-token outputs.", lengths["eos"], "24 requests per arm")
    assert res.verdict == "false", [(q.outcome, q.text, q.detail) for q in res.quantities]


def test_outputs_below_a_larger_cap_do_not_decide_a_nominal_length(lengths):
    """Cap 256, outputs of 90 and 128 tokens: '128-token outputs' is neither the cap nor every output, and no
    output exceeds it: not-yet; '96-token outputs' is exceeded by a 128-token output: false."""
    res = grade_statement("c32 reached 4.8 req/s with 128-token outputs.", lengths["eos256"], "24 requests per arm")
    assert res.verdict == "not-yet", [(q.outcome, q.text, q.detail) for q in res.quantities]
    res = grade_statement("c32 reached 4.8 req/s with 256-token outputs.", lengths["eos256"], "24 requests per arm")
    assert res.verdict == "net-true", [(q.outcome, q.text, q.detail) for q in res.quantities]



# --- timeouts -------------------------------------------------------------------------------------------
# ``timeouts``: the ``fail32`` rows with each failed c32 request's error "TimeoutError: read timed out";
# ``http500``: the same with "HTTP 500"; ``fail32`` itself records no error text.
@pytest.fixture(scope="module")
def timeout_witnesses(tmp_path_factory, witnesses) -> dict[str, str]:
    root = tmp_path_factory.mktemp("timeouts")

    def w(name: str, err: str) -> str:
        rows = uniform("c16", 24, 10.0, 4) + uniform("c32", 24, 5.0, 4, failed=(1, 5, 9))
        for r in rows:
            if not r["ok"]:
                r["error"] = err
        return str(seal(root / name, ab_witness(ARMS), {"rows.jsonl": rows}))

    return {"timeouts": w("timeouts", "TimeoutError: read timed out"), "http500": w("http500", "HTTP 500"),
            "fail32": witnesses["fail32"]}


TIMEOUT_CASES = [
    ("timeouts", "3 of the 48 requests timed out.", ["4 of the 48 requests timed out.", "3 of the 72 requests timed out.",
                                                     "No requests timed out."]),
    ("timeouts", "Three of the 24 requests timed out in c32.", ["Three of the 24 requests timed out in c16.",
                                                                "Two of the 24 requests timed out in c32."]),
    ("timeouts", "3/48 requests timed out.", ["2/48 requests timed out.", "3/48 requests succeeded."]),
    ("timeouts", "No request timed out in the c16 run.", ["No request timed out in the c32 run."]),
    ("http500", "No requests timed out in either configuration.", ["3 of the 48 requests timed out."]),
    ("http500", "Zero timeouts, but 3 of the 48 requests failed.", ["Zero timeouts, but 4 of the 48 requests failed."]),
]


@pytest.mark.parametrize("name,true,twins", TIMEOUT_CASES, ids=[f"{w}:{t[:40]}" for w, t, _ in TIMEOUT_CASES])
def test_timeouts_are_the_failures_whose_error_says_so(timeout_witnesses, name, true, twins):
    res = grade_statement(true, timeout_witnesses[name], "24 requests per arm")
    assert_read_net_true(res)
    for twin in twins + ["It is not true that " + true[0].lower() + true[1:]]:
        got = grade_statement(twin, timeout_witnesses[name], "24 requests per arm")
        assert got.verdict != "net-true", (twin, [(q.outcome, q.text, q.detail) for q in got.quantities])


@pytest.mark.parametrize("text", ["3 of the 48 requests timed out.", "No requests timed out."])
def test_failures_with_no_error_text_decide_no_timeout_claim(timeout_witnesses, text):
    """The c32 failures of ``fail32`` record no error text: whether they timed out is not known, so neither a
    count of timeouts nor 'no requests timed out' is graded (before, the measured arm alone decided)."""
    res = grade_statement(text, timeout_witnesses["fail32"], "24 requests per arm")
    assert res.verdict == "not-yet", [(q.outcome, q.text, q.detail) for q in res.quantities]


# a count in the scope is another text: its meaning (per arm, "101 requests per concurrency level", a unit the
# count frames do not name) never decides the statement's ("202 requests" of the whole). They were grouped as one
# statement's counts, so "None of the 202 requests failed" was not-yet beside that scope (found on the lead's
# held-out battery 11: "64 requests per concurrency level" and "None of the 192 requests failed").
@pytest.mark.parametrize("true, twins", [
    ("None of the 202 requests failed.", ["None of the 201 requests failed.", "None of the 303 requests failed.",
                                          "1 of the 202 requests failed.", "None of the 101 requests failed twice."]),
    ("All 202 requests completed successfully.", ["All 203 requests completed successfully.",
                                                  "All 303 requests completed successfully.",
                                                  "It is not true that all 202 requests completed successfully."]),
])
def test_a_per_arm_count_in_the_scope_leaves_the_statement_its_own_meaning(witnesses, true, twins):
    scope = "101 requests per concurrency level, one CPU host"
    res = grade_statement(true, witnesses["clean"], scope)
    assert res.verdict == "net-true", (res.reason, [(q.outcome, q.text, q.detail) for q in res.quantities])
    assert any(q.text == "101 requests" and q.outcome == "agrees" for q in res.quantities)
    for twin in twins:
        assert_never_net_true(grade_statement(twin, witnesses["clean"], scope), twin)
