"""Counts of every arm as held-out write-ups state them (held25 / held26 dev phrasing):

* production elided_count_noun (claimcheck/claims/elided_counts.py): "No request errored at either concurrency; 200 of
  200 completed each time" -- the noun of "N of M" left out after an antecedent request noun, read as "requests";
  never where the nearest counted noun before it is another thing's ("24 requests per run; 1 of 3 failed");
* production same_count (claimcheck/claims/same_counts.py): "both arms generated the same 10,966 output tokens" --
  "the same" after a subject of every arm, before a count read as every arm's; otherwise "same" stays unread;
* production quantified_arms with a singular setting noun (vocabulary.QUANTIFIED_ARM_NOUN): "Every setting completed
  all 256 requests", "All 8 requests completed at every setting".

The witnesses, worked out by hand from the rows the helpers write:

* ``ok`` -- fp16 (alias FP16, baseline) and fp8 (FP8): 24 requests each (``uniform``: 4 lanes, 8 output tokens per
  request), none failed: 24 of 24 completed in each arm, 24 x 8 = 192 output tokens per arm.
* ``bad`` -- the same, but fp8's request 5 failed: 23 of 24 completed there (fp8 has 23 x 8 = 184 output tokens).
* ``sweep`` -- c1 / c8 / c32 (concurrency 1, 8, 32), 8 requests each (``sweep_rows``), none failed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, seal_sweeps, setting_arm, sweep_rows, uniform  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "vLLM on one H100"
ARMS = {"fp16": {"aliases": ["FP16"], "workers": 4, "role": "baseline"},
        "fp8": {"aliases": ["FP8"], "workers": 4, "role": "treatment"}}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("suite_counts")
    w = ab_witness(ARMS, hardware="1 x NVIDIA H100 80GB HBM3", engine="vLLM", inputs={"tasks": 24})
    out = {"ok": str(seal(root / "ok", w, {"rows.jsonl": uniform("fp16", 24, 12.0, 4) + uniform("fp8", 24, 6.0, 4)})),
           "bad": str(seal(root / "bad", w, {"rows.jsonl": uniform("fp16", 24, 12.0, 4)
                                             + uniform("fp8", 24, 6.0, 4, failed=(5,))}))}
    out.update(seal_sweeps(root, {"sweep": ({"c1": setting_arm("baseline", concurrency=1),
                                             "c8": setting_arm("treatment", concurrency=8),
                                             "c32": setting_arm("treatment", concurrency=32)},
                                            sweep_rows("c1", "c8", "c32"))}))
    return out


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, SCOPE, baseline="same model, GPU, prompts and output cap")


# (witness, true statement, twins that must never be net-true there, on the same witness unless "bad:" leads)
FRAMES = [
    ("ok", "No request failed in either arm; 24 of 24 completed each time.",
     ["No request failed in either arm; 23 of 24 completed each time.",
      "No request failed in either arm; 24 of 30 completed each time.",
      "No request failed in either arm; 24 of 24 failed each time.",
      "bad:No request failed in either arm; 24 of 24 completed each time."]),
    ("ok", "Every request completed; 24 of 24 finished in both arms.",
     ["Every request completed; 20 of 24 finished in both arms.", "bad:Every request completed; 24 of 24 finished in both arms."]),
    ("ok", "All 24 requests completed in each arm, and both arms generated the same 192 output tokens.",
     ["All 24 requests completed in each arm, and both arms generated the same 190 output tokens.",
      "All 24 requests completed in each arm, and both arms generated the same 384 output tokens.",
      "bad:All 24 requests completed in each arm, and both arms generated the same 192 output tokens."]),
    ("ok", "Both configurations completed the same 24 requests.",
     ["Both configurations completed the same 20 requests.", "bad:Both configurations completed the same 24 requests."]),
    ("sweep", "Every setting completed all 8 requests.",
     ["Every setting completed all 9 requests.", "Every setting completed all 4 requests."]),
    ("sweep", "All 8 requests completed at every setting.", ["All 16 requests completed at every setting."]),
]


@pytest.mark.parametrize("which, true, twins", FRAMES, ids=[f[1][:45] for f in FRAMES])
def test_counts_true_and_twins(witnesses, which, true, twins):
    assert_read_net_true(_grade(true, witnesses[which]))
    for twin in twins:
        w, s = ("bad", twin[4:]) if twin.startswith("bad:") else (which, twin)
        assert_never_net_true(_grade(s, witnesses[w]), twin)


def test_contradicted_counts_are_false(witnesses):
    # read completely, and a count of every arm contradicted by the rows (24 requests and 192 output tokens per arm)
    for s, w in (("No request failed in either arm; 23 of 24 completed each time.", "ok"),
                 ("No request failed in either arm; 24 of 30 completed each time.", "ok"),
                 ("Both arms generated the same 190 output tokens.", "ok"),
                 ("Both arms completed the same 24 requests.", "bad"),  # fp8 completed 23
                 ("Every setting completed all 9 requests.", "sweep")):
        res = _grade(s, witnesses[w])
        assert not res.reading.unread, (s, [u.text for u in res.reading.unread])
        assert res.verdict == "false", (s, res.reason)


@pytest.mark.parametrize("s", [
    "24 of 24 completed each time.",                       # no antecedent: 24 of what?
    "We sent 24 requests per run; 1 of 3 failed.",         # the nearest counted noun is a run
    "We sent 24 requests to each of 3 GPUs; 1 of 3 failed.",
    "No request failed in either arm; 24 of 24 were fast.",  # no outcome verb after the count
])
def test_no_elided_noun_supplied(witnesses, s):
    res = _grade(s, witnesses["ok"])
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert res.reading.unread


@pytest.mark.parametrize("s", ["FP8 generated the same 192 output tokens.",   # the same as what?
                               "FP8 generated the same 192 output tokens as FP16."])
def test_same_without_every_arm_stays_unread(witnesses, s):
    res = _grade(s, witnesses["ok"])
    assert_never_net_true(res, s)
    assert_never_false(res, s)
    assert any("same" in u.text for u in res.reading.unread), [u.text for u in res.reading.unread]


def test_elided_noun_reads_as_written_with_the_noun():
    # the supplied noun reads the count exactly as the words with the noun written out do
    arms = {"fp16": ["FP16"], "fp8": ["FP8"]}
    a = read_full("No request failed in either arm; 24 of 24 completed each time.", "", arms).reading
    b = read_full("No request failed in either arm; 24 of 24 requests completed each time.", "", arms).reading
    key = lambda r: sorted((x.metric, x.value, x.relation, x.every_arm) for x in r.assertions)  # noqa: E731
    assert key(a) == key(b) and not a.unread


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(done=st.integers(0, 40), total=st.integers(1, 40), verb=st.sampled_from(["completed", "succeeded", "finished"]),
       lead=st.sampled_from(["No request failed in either arm; ", "No request errored on either precision; ",
                             "Every request was served; "]))
def test_elided_count_numbers(witnesses, done, total, verb, lead):
    # 24 of 24 in each arm of ``ok``: net-true only for 24 of 24; any other pair (the first not larger) never net-true
    if done > total:
        return
    s = f"{lead}{done} of {total} {verb} each time."
    res = _grade(s, witnesses["ok"])
    if done == total == 24:
        assert res.verdict == "net-true", (s, res.reason)
    else:
        assert_never_net_true(res, s)
