"""A percent end-to-end speedup, alone or as a range (production end_to_end_speed -- claimcheck/claims/grammar.lark;
grammar._Clause._percent, claimcheck/claims/end_to_end.py), as real write-ups write it: "about a 7%–8% end-to-end
speedup" (rs219), "an 8% end-to-end speedup over X", "a 5-10% end-to-end slowdown". Before, only the ratio ("a 1.9x
end-to-end speedup") was read; the percent and its range were unread (not-yet).

Read as the percent change of each request's end-to-end latency in the speed noun's direction (a speedup: lower), as
"a 1.9x end-to-end speedup" is that latency's ratio; a range keeps [low end - h, high end + h). It agrees only as that
change. The words have three other meanings, each taken by the false bar (docs/claim-check.md, rule 5): the change of
the speed (baseline / treatment latency: "8% speedup" = 1.08x, quantities._speed_meaning), and the whole run timed end
to end, its wall time, by its change or its speed's (quantities._end_to_end_is_wall). It is false only where every one
is contradicted.

Witnesses, worked out by hand (real_sentences.witness_specs arms; 10 requests per arm, 8 output tokens, every request of
an arm alike, so every statistic is the same):

* ``e2e`` -- EAGLE-3 (treatment): every request 0.925 s end to end, wall 10 s; the baseline: every request 1.0 s, wall
  10 s. EAGLE-3 vs the baseline: e2e latency 0.925 / 1.0 - 1 = -7.5%; speed 1.0 / 0.925 = 1.0811x (+8.11%); wall 0%.
* ``wall`` -- EAGLE-3: every request 0.5 s, wall 9.25 s; the baseline: every request 0.5 s, wall 10 s. e2e latency 0%;
  wall -7.5%, its speed +8.11%.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, assert_read_net_true,  # noqa: E402
                                        frame_tests, sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "e2e": [A("eagle", "EAGLE-3", dur=0.925, wall=10.0, role="treatment"),
            A("base", "the baseline", dur=1.0, wall=10.0, role="baseline")],
    "wall": [A("eagle", "EAGLE-3", dur=0.5, wall=9.25, role="treatment"),
             A("base", "the baseline", dur=0.5, wall=10.0, role="baseline")],
}

wit = sealed_fixture("end_to_end_percent", SPECS)


def grade(w, name: str, s: str):
    return grade_statement(s, w[name], SCOPE)


FRAMES = [
    ("e2e", "EAGLE-3 yields a 7.5% end-to-end speedup over the baseline.",
     ["EAGLE-3 yields a 15% end-to-end speedup over the baseline.",        # x2
      "EAGLE-3 yields a 3.75% end-to-end speedup over the baseline.",      # x0.5
      "EAGLE-3 yields a 7.5% end-to-end slowdown over the baseline.",      # the direction flipped
      "The baseline yields a 7.5% end-to-end speedup over EAGLE-3.",       # the arms swapped
      NEG + "EAGLE-3 yields a 7.5% end-to-end speedup over the baseline.",
      "EAGLE-3 yields a 7.5% end-to-end speedup over the baseline on an A100."]),
    ("e2e", "EAGLE-3 yields a 7%–8% end-to-end speedup over the baseline.",
     ["EAGLE-3 yields a 14%–16% end-to-end speedup over the baseline.",    # the range shifted
      "EAGLE-3 yields a 5%–7% end-to-end speedup over the baseline.",      # the high end moved below 7.5 (and 8.11)
      "EAGLE-3 yields a 9%–12% end-to-end speedup over the baseline.",     # the low end moved above 8.11
      "EAGLE-3 yields a 7%–8% end-to-end slowdown over the baseline.",
      "The baseline yields a 7%–8% end-to-end speedup over EAGLE-3."]),
    ("e2e", "EAGLE-3 delivers about a 7%–8% end-to-end speedup over the baseline.",
     ["EAGLE-3 delivers about a 14%–16% end-to-end speedup over the baseline.",
      "The baseline delivers about a 7%–8% end-to-end speedup over EAGLE-3."]),
    ("e2e", "EAGLE-3 gives a 5-10% end-to-end speedup over the baseline.",
     ["EAGLE-3 gives a 10-20% end-to-end speedup over the baseline.", "EAGLE-3 gives a 5-10% end-to-end slowdown over the baseline."]),
    ("e2e", "The baseline shows an 8% end-to-end slowdown over EAGLE-3.",      # +8.11% in [7.6, 8.4)
     ["The baseline shows a 16% end-to-end slowdown over EAGLE-3.", "The baseline shows an 8% end-to-end speedup over EAGLE-3.",
      "EAGLE-3 shows an 8% end-to-end slowdown over the baseline."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


# true under another meaning of the words: never false (the speed's change, the wall time's change or its speed's)
@pytest.mark.parametrize("name,statement", [
    ("e2e", "EAGLE-3 yields an 8% end-to-end speedup over the baseline."),       # the speed: +8.11%
    ("wall", "EAGLE-3 yields a 7.5% end-to-end speedup over the baseline."),     # the wall: -7.5%
    ("wall", "EAGLE-3 yields an 8% end-to-end speedup over the baseline."),      # the wall's speed: +8.11%
    ("wall", "EAGLE-3 yields a 7%–8% end-to-end speedup over the baseline."),
    ("wall", "The baseline yields an 8% end-to-end slowdown over EAGLE-3."),
])
def test_another_meaning_is_never_false(wit, name, statement):
    """Read completely; it agrees only as the end-to-end latency's change, so these are not-yet (inconclusive)."""
    res = grade(wit, name, statement)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert_never_false(res, statement)
    assert res.verdict == "not-yet", (res.verdict, res.reason)


@pytest.mark.parametrize("statement", [
    "EAGLE-3 yields a 20% end-to-end speedup over the baseline.",
    "EAGLE-3 yields a 14%–16% end-to-end speedup over the baseline.",
    "EAGLE-3 yields a 7.5% end-to-end slowdown over the baseline.",
])
def test_contradicted_under_every_meaning_is_false(wit, statement):
    """e2e witness: latency -7.5%, speed +8.11%, wall 0% (and its speed 0%): a size or direction none of them has is
    false, the clause read completely."""
    res = grade(wit, "e2e", statement)
    assert not res.reading.unread and res.verdict == "false", (res.verdict, res.reason)


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(verb=st.sampled_from(["yields", "delivers", "gives", "shows", "brings"]),
       lo=st.sampled_from(["5", "6", "7", "7.0"]), hi=st.sampled_from(["7.5", "8", "9", "10"]),
       dash=st.sampled_from(["-", "–", "%–", "% - ", " to "]), hedge=st.sampled_from(["", "about ", "roughly "]),
       shift=st.sampled_from([2, 3]))
def test_a_range_around_the_change_is_net_true_and_a_shifted_one_never(wit, verb, lo, hi, dash, hedge, shift):
    """e2e witness: -7.5% of the latency. A range [lo, hi] holding 7.5 is net-true (never false); the same range
    times 2 or 3 (its low end above 8.11 with any hedge's widening) is never net-true."""
    art = "an" if lo.startswith("8") else "a"
    s = f"EAGLE-3 {verb} {hedge}{art} {lo}{dash}{hi}% end-to-end speedup over the baseline."
    res = grade(wit, "e2e", s)
    assert_read_net_true(res)
    tlo, thi = (f"{float(x) * shift:g}" for x in (lo, hi))
    twin = f"EAGLE-3 {verb} {hedge}a {tlo}{dash}{thi}% end-to-end speedup over the baseline."
    assert_never_net_true(grade(wit, "e2e", twin), twin)
