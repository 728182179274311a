"""The whole run's time named with a modifier of the whole (production whole_time_name: grammar._Clause.metric_phrase,
vocabulary.WHOLE_RUN_TIME_*): "Full run time: 6.94 s -> 5.56 s", "Whole-run wall time: ...", "Entire run wall clock:
...", "Whole benchmark duration: ...", "APC cut the full benchmark runtime by 20%": the wall. Before: the metric was
unread (not-yet). The modifier words are not metric phrases (vocabulary.METRIC_PHRASES), so "full" and "benchmark" stay
out of NEVER_PROSE: a cause tail's "still pay the full prefill" is still prose (test_claims_unchanged_tails).

Witness ``apc``, worked out by hand (real_sentences.witness_specs arms; 40 requests per arm): ``on`` (treatment,
alias "APC") 7.2 req/s, so its wall is 40 / 7.2 = 5.556 s; ``off`` (baseline, alias "the old config") 5.76 req/s, wall
40 / 5.76 = 6.944 s. The cut: (5.556 - 6.944) / 6.944 = -20.0%.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402
from claimcheck.claims import vocabulary as V  # noqa: E402

APC = [A("on", "APC", thr=7.2, ttft=0.105, tpot=0.0153, tok=96, n=40, role="treatment"),
       A("off", "the old config", thr=5.76, ttft=0.414, tpot=0.0161, tok=96, n=40, role="baseline")]
SCOPE = "Llama-3.1-8B-Instruct on one H100, 40 requests per arm"

@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("whole_run_time")
    return {"apc": str(seal(root / "apc", *witness_for(Spec("apc", list(APC), key=""))))}


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("apc", "- Full run time: 6.94 s -> 5.56 s",
     ["- Full run time: 5.56 s -> 6.94 s", "- Full run time: 6.94 s -> 4.56 s", "- Full run time: 9.94 s -> 5.56 s"]),
    ("apc", "Whole benchmark duration: 6.94 s -> 5.56 s", ["Whole benchmark duration: 6.94 s -> 6.56 s"]),
    ("apc", "Entire run wall clock: 6.94 s => 5.56 s", ["Entire run wall clock: 5.56 s => 6.94 s"]),
    ("apc", "The full run time dropped from 6.94 s to 5.56 s with APC",
     ["The full run time rose from 6.94 s to 5.56 s with APC",
      "The full run time dropped from 6.94 s to 3.56 s with APC"]),
    ("apc", "Full run wall time: 5.56 s with APC vs 6.94 s with the old config",
     ["Full run wall time: 6.94 s with APC vs 5.56 s with the old config",
      "Full run wall time: 5.56 s with the old config vs 6.94 s with APC"]),
    ("apc", "Whole-run wall time: 5.56 s with APC vs 6.94 s with the old config",
     ["Whole-run wall time: 5.56 s with APC vs 8.94 s with the old config"]),
    ("apc", "The whole-run wall time was 5.56 s with APC", ["The whole-run wall time was 4.56 s with APC",
                                                            "The whole-run wall time was 5.56 s with the old config"]),
    ("apc", "APC cut the full benchmark runtime by 20%", ["APC cut the full benchmark runtime by 40%",
                                                          "APC raised the full benchmark runtime by 20%"]),
    ("apc", "Entire benchmark run duration: 6.94 s -> 5.56 s", ["Entire benchmark run duration: 5.56 s -> 6.94 s"]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


@pytest.mark.parametrize("s, twin", [
    ("The full benchmark took 5.56 s with APC vs 6.94 s with the old config",
     "The full benchmark took 6.94 s with APC vs 5.56 s with the old config"),
    ("The entire run finished in 5.56 s with APC and 6.94 s with the old config",
     "The entire run finished in 5.56 s with APC and 9.94 s with the old config"),
])
def test_whole_run_subjects_still_read(wit, s, twin):
    """The run as the subject of a time verb was read before (whole_run.counted_subject's neighbours) and stays read."""
    assert_read_net_true(grade(wit, "apc", s))
    assert_never_net_true(grade(wit, "apc", twin), twin)


def test_contradicted_is_false(wit):
    """Read completely and contradicted by the rows: an accusation is earned (4.56 s of 5.556 s)."""
    s = "The whole-run wall time was 4.56 s with APC"
    res = grade(wit, "apc", s)
    assert not res.reading.unread and res.verdict == "false", (res.verdict, res.reason)


@pytest.mark.parametrize("s", ["Full run time: about 7 s -> about 5.5 s", "Full run time dropped with APC",
                               "The full prefill time was 5.56 s with APC",  # no run noun: not the wall
                               "Full time: 6.94 s -> 5.56 s"])
def test_honest_never_false(wit, s):
    assert_never_false(grade(wit, "apc", s), s)


@pytest.mark.parametrize("s", ["The full prefill time was 5.56 s with APC", "Full time: 6.94 s -> 5.56 s",
                               "The full TTFT was 5.56 s with APC"])
def test_not_a_run_noun_not_the_wall(wit, s):
    """"full" before anything but the run's own time is not this production: never net-true as the wall."""
    assert_never_net_true(grade(wit, "apc", s), s)


def test_modifiers_stay_prose_words():
    """The modifiers are no metric words: "full" and "benchmark" stay out of NEVER_PROSE (c769e04 put them in, and a
    cause tail's "the full prefill" and the label "Benchmark:" stopped being prose)."""
    assert "full" not in V.NEVER_PROSE
    assert not any(w[0] in V.WHOLE_RUN_TIME_MODIFIERS for w, _ in V.METRIC_PHRASES)


@settings(max_examples=examples(40), deadline=None)
@given(mod=st.sampled_from(sorted(V.WHOLE_RUN_TIME_MODIFIERS)), hyphen=st.booleans(),
       name=st.sampled_from(["run time", "run wall time", "run wall clock", "run duration", "benchmark duration",
                             "benchmark runtime", "run elapsed time"]),
       scale=st.sampled_from(["1.0", "0.5", "1.5", "0.9", "1.2"]))
def test_names_and_numbers(wit, mod, hyphen, name, scale):
    """Every modifier x every time name: the true pair (6.94 s -> 5.56 s) is read and net-true; each number scaled off
    its rounding (x0.5 .. x1.5, at least 10%) is never net-true."""
    words = name.split()
    label = f"{mod.capitalize()}{'-' if hyphen else ' '}{words[0]} {' '.join(words[1:])}".strip()
    f = float(scale)
    s = f"{label}: {6.94 * f:.2f} s -> 5.56 s"
    res = grade(wit, "apc", s)
    if scale == "1.0":
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
