"""Like for like said with "identical" or of the run's conditions (issue 16; descriptors._same, SAME_WORDS /
SAME_NOUNS): "under identical conditions", "on identical hardware", "with identical settings", "in the same setup"
read as "the same hardware / settings" always were: a setting fact same_hardware / same_settings, checked against
every arm's own record -- agrees where the witness records one hardware / every arm declares the same settings,
unknowable (an open question: not-yet, never false) where an arm declares none or they differ (what they compare, or
the rest?). Real sentence rs280: "Results: Vector-sparse attention achieves 90% of dense attention's throughput under
identical conditions."

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows; the wall is n /
throughput; hardware 1 x H100 80GB recorded once for the witness):

* ``twin`` -- new (alias Foo, treatment) 2.0 req/s and old (alias Bar, baseline) 1.0 req/s, both declaring
  {"concurrency": 8}: 2x; identical settings (agrees), one hardware record (agrees).
* ``eng`` -- new 2.0 req/s with {"engine": "SGLang"}, old 1.0 req/s with {"engine": "vLLM"}: 2x; the settings differ
  (what they compare): "identical conditions" is open (unknowable).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "twin": [A("new", "Foo", thr=2.0, settings={"concurrency": 8}, role="treatment"),
             A("old", "Bar", thr=1.0, settings={"concurrency": 8}, role="baseline")],
    "eng": [A("new", "Foo", thr=2.0, settings={"engine": "SGLang"}, role="treatment"),
            A("old", "Bar", thr=1.0, settings={"engine": "vLLM"}, role="baseline")],
}


wit = sealed_fixture("identical", SPECS, engine=None)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


FRAMES = [
    ("twin", "Foo is 2x faster than Bar under identical conditions.", [
        "Foo is 3x faster than Bar under identical conditions.",
        "Foo is 1x faster than Bar under identical conditions.",
        "Foo is 2x slower than Bar under identical conditions.",
        "Bar is 2x faster than Foo under identical conditions.",
        NEG + "Foo is 2x faster than Bar under identical conditions.",
        "Foo is 2x faster than Bar under identical conditions on an A100.",
        "Foo is 2x faster than Bar under different conditions.",
    ]),
    ("twin", "Foo reaches 2x the throughput of Bar on identical hardware.", [
        "Foo reaches 3x the throughput of Bar on identical hardware.",
        "Bar reaches 2x the throughput of Foo on identical hardware.",
        NEG + "Foo reaches 2x the throughput of Bar on identical hardware.",
        "Foo reaches 2x the throughput of Bar on identical A100 hardware.",
    ]),
    ("twin", "In the same setup, Foo is 2x faster than Bar.", [
        "In the same setup, Bar is 2x faster than Foo.",
        "In the same setup, Foo is 4x faster than Bar.",
    ]),
    ("eng", "Foo is 2x faster than Bar on identical hardware.", [
        "Foo is 2x faster than Bar on identical hardware at concurrency 64.",
        "Foo is 2x slower than Bar on identical hardware.",
    ]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("statement", [
    "Foo is 2x faster than Bar under identical conditions.",
    "Foo is 2x faster than Bar with identical settings.",
    "Foo achieves 200% of Bar's throughput under identical conditions.",
])
def test_identical_conditions_where_the_arms_differ_are_open(wit, statement):
    """The arms declare different settings (what they compare): the like-for-like fact is open -- read completely,
    not-yet, never false."""
    res = grade_in(wit, "eng", statement)
    assert res.reading is not None and not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "not-yet", res.reason


@pytest.mark.parametrize("name,statement", [
    ("eng", "Foo is 2x faster than Bar under identical conditions; results may differ on other GPUs."),
    ("eng", "Foo is 2x faster than Bar with identical prompts."),
    ("twin", "Foo is 2x faster than Bar under identical conditions (not tested on A100)."),
])
def test_honest_like_for_like_is_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)
