"""Counts of completed / failed requests over the arms, as write-ups phrase them (issue 16; grammar.m_all,
grammar._fraction, count_frames.count_unit, count_arms.two_word):

* "every one of the N requests", "each of the N requests", "all of the N requests" + a success verb: as "all N
  requests completed" (none failed, N requests);
* "0/N failed", "N/N succeeded": a fraction with no noun, the verb says what was counted;
* "either way" after a universal zero, in a witness of two arms: in each arm ("No failed requests either way
  (50/50)": none failed in either, 50 of 50 in each);
* production count_two_arms: a count naming no arm in a clause that says two ("in both runs", "across both", "either
  way", "in either configuration") is read only in a witness of exactly two arms: of three, which two? The count is
  left unread (never net-true, never false);
* a time right after "all N requests completed" ("in under 2 s") bounds each request's latency or the run's wall:
  not read;
* a reliability label ("No regressions in success rate:", "Success rate:", "Reliability:") before such a count that
  names no arm: taken out (claimcheck/claims/lead_labels.py), the count graded; "No regressions in success rate."
  alone stays unread (no success-rate metric).

The witnesses (rows written by ``uniform``, worked out by hand):

* ``clean``: bf16 (baseline) and fp8 (treatment), 50 requests each, none failed (100 in all); each request lasts
  wall / 13 (13 requests per lane over 4 lanes): bf16 10 s / 13 = 0.77 s, fp8 8 s / 13 = 0.62 s.
* ``failbf``: the same, but bf16's tasks 2 and 7 failed: bf16 48 of 50 completed, fp8 50 of 50.
* ``three0``: c8, c16, c32, 40 requests each, none failed.
* ``three``: the same, but c32's task 3 failed (c8 and c16 none): "no requests failed in both runs" is true of c8
  and c16, false of any pair with c32 -- never an accusation.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402

QUANT = {"bf16": {"aliases": [], "workers": 4, "role": "baseline", "settings": {"quantization": "bf16"}},
         "fp8": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"quantization": "fp8"}}}
CONC = {f"c{n}": {"aliases": [], "workers": n, "role": "baseline" if n == 8 else "treatment",
                  "settings": {"concurrency": n}} for n in (8, 16, 32)}
SCOPE = "one CPU host"


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("count_phrasing")

    def w(name: str, arms, rows) -> str:
        return str(seal(root / name, ab_witness(arms), {"rows.jsonl": [r for rr in rows for r in rr]}))

    return {
        "clean": w("clean", QUANT, [uniform("bf16", 50, 10.0, 4), uniform("fp8", 50, 8.0, 4)]),
        "failbf": w("failbf", QUANT, [uniform("bf16", 50, 10.0, 4, failed=(2, 7)), uniform("fp8", 50, 8.0, 4)]),
        "three0": w("three0", CONC, [uniform("c8", 40, 20.0, 4), uniform("c16", 40, 10.0, 4),
                                     uniform("c32", 40, 6.0, 4)]),
        "three": w("three", CONC, [uniform("c8", 40, 20.0, 4), uniform("c16", 40, 10.0, 4),
                                   uniform("c32", 40, 6.0, 4, failed=(3,))]),
    }


# (true of ``clean``, twins never net-true of ``clean``); every true sentence is contradicted by ``failbf`` (bf16
# failed 2) and names two arms of ``three0`` / ``three``
CASES = [
    ("Every one of the 50 requests completed successfully in both configurations.",
     ["Every one of the 75 requests completed successfully in both configurations.",
      "Every one of the 25 requests completed successfully in both configurations.",
      "It is not true that every one of the 50 requests completed successfully in both configurations."]),
    ("Each of the 50 requests succeeded in both versions.",
     ["Each of the 75 requests succeeded in both versions.", "Each of the 50 requests failed in both versions."]),
    ("Every one of the 50 requests finished for both variants.",
     ["Every one of the 25 requests finished for both variants."]),
    ("All of the 50 requests completed in both setups.",
     ["All of the 25 requests completed in both setups.",
      "It is not true that all of the 50 requests completed in both setups."]),
    ("No failed requests either way (50/50).",
     ["No failed requests either way (75/75).", "No failed requests either way (25/25).",
      "Some failed requests either way (50/50)."]),
    ("No requests failed either way.", ["It is not true that no requests failed either way."]),
    ("Zero failures either way.", ["Two failures either way."]),
    ("0/50 failed in both configurations.",
     ["0/75 failed in both configurations.", "25/50 failed in both configurations.",
      "It is not true that 0/50 failed in both configurations."]),
    ("50/50 succeeded in both runs.",
     ["75/75 succeeded in both runs.", "25/50 succeeded in both runs.", "50/50 failed in both runs.",
      "It is not true that 50/50 succeeded in both runs."]),
    ("No requests failed across both engines.", ["It is not true that no requests failed across both engines."]),
    ("No errors in either arm.", ["It is not true that there were no errors in either arm."]),
    ("100% success rate in both builds.", ["A 50% success rate in both builds."]),
    ("Zero failures across both.", ["Two failures across both."]),
    ("No requests failed in both runs.", ["It is not true that no requests failed in both runs."]),
    ("All 50 requests completed successfully with both modes.",
     ["All 75 requests completed successfully with both modes."]),
    # a reliability label before a count that says none failed (lead_labels._reliability_label): the count implies it
    ("No regressions in success rate: all 50 requests completed in both versions.",
     ["No regressions in success rate: all 75 requests completed in both versions.",
      "No regressions in success rate: some requests failed in both versions.",
      "No regressions in success rate: not all 50 requests completed in both versions.",
      "It is not true that there were no regressions in success rate: all 50 requests completed in both versions.",
      "No regressions in success rate."]),
    ("Success rate: all 50 requests completed in both versions.",
     ["Success rate: all 25 requests completed in both versions.", "Success rate: 50%"]),
    ("No regression in the request success rate: no requests failed in either version.",
     ["No regression in the request success rate: 2 requests failed in either version."]),
    ("Reliability: every request succeeded in both versions.", ["Reliability: every request failed in both versions."]),
]


def _unread(res) -> list[str]:
    return [u.text for u in res.reading.unread] if res.reading else []


@pytest.mark.parametrize("text", [t for t, _ in CASES])
def test_true_reads_completely(witnesses, text):
    res = grade_statement(text, witnesses["clean"], SCOPE)
    assert res.verdict == "net-true", (text, res.reason, _unread(res))
    assert not _unread(res)


@pytest.mark.parametrize("text", [t for t, _ in CASES])
def test_a_failure_the_rows_show_is_never_net_true(witnesses, text):
    res = grade_statement(text, witnesses["failbf"], SCOPE)
    assert res.verdict == "false", (text, res.reason)


@pytest.mark.parametrize("text", [t for t, _ in CASES])
def test_two_arms_said_of_three_is_never_read(witnesses, text):
    """'both' / 'either' on a witness of three arms: which two? Not net-true where all three are clean, and never an
    accusation where one of the three failed a request (the author may mean the other two)."""
    for name in ("three0", "three"):
        res = grade_statement(text.replace("50", "40"), witnesses[name], SCOPE)
        assert res.verdict == "not-yet", (name, text, res.verdict, res.reason)


@pytest.mark.parametrize("text,twin", [(t, x) for t, xs in CASES for x in xs])
def test_twins_never_net_true(witnesses, text, twin):
    res = grade_statement(twin, witnesses["clean"], SCOPE)
    assert res.verdict != "net-true", (twin, res.reason)


@pytest.mark.parametrize("text", [
    "Each request completed in under 2 s in both configurations.",
    "All 50 requests completed in under 2 s.",
    "Every one of the 50 requests completed in under 2 s.",
    "All 50 requests completed successfully in about 1 s.",
    "No requests failed in all three configurations.",
])
def test_never_false(witnesses, text):
    """Each request lasted under 1 s: "completed in under 2 s" is true of every request, whatever the wall."""
    res = grade_statement(text, witnesses["clean"], SCOPE)
    assert res.verdict != "false", (text, res.reason)


@settings(max_examples=25, deadline=None)
@given(n=st.integers(min_value=1, max_value=400).filter(lambda n: n not in (50, 100)),
       form=st.sampled_from(["Every one of the {n} requests completed successfully in both configurations.",
                             "Each of the {n} requests succeeded in both versions.",
                             "0/{n} failed in both configurations.", "{n}/{n} succeeded in both runs.",
                             "No failed requests either way ({n}/{n})."]))
def test_any_other_count_is_never_net_true(witnesses, n, form):
    res = grade_statement(form.format(n=n), witnesses["clean"], SCOPE)
    assert res.verdict != "net-true", (form.format(n=n), res.reason)
