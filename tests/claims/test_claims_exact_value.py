""""exactly" / "precisely" before a number (production exact_value -- grammar._Clause._prefix, vocabulary.EXACT_WORDS):
the number as written, within its own digits -- the rule of a number with no hedge, never wider. Before: the word
was unread (not-yet). "not exactly 2x" ("not quite") stays unread, never an accusation.

Witness ``apc``, worked out by hand (real_sentences.witness_specs arms; 40 requests per arm, every request alike):
``on`` (treatment, alias "APC") 7.2 req/s, TTFT 105 ms; ``off`` (baseline, alias "the old config") 5.76 req/s, TTFT
414 ms. Throughput 7.2 / 5.76 = 1.25x (+25%); mean TTFT (105 - 414) / 414 = -74.64%.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

APC = [A("on", "APC", thr=7.2, ttft=0.105, tpot=0.0153, tok=96, n=40, role="treatment"),
       A("off", "the old config", thr=5.76, ttft=0.414, tpot=0.0161, tok=96, n=40, role="baseline")]
SCOPE = "Llama-3.1-8B-Instruct on one H100, 40 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "exactvalue", {"apc": APC})


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("apc", "APC is exactly 1.25x faster than the old config.",
     ["APC is exactly 2x faster than the old config.", "APC is exactly 1.25x slower than the old config.",
      "The old config is exactly 1.25x faster than APC.", "APC is exactly 1.5x faster than the old config."]),
    ("apc", "APC raised throughput by exactly 25%.",
     ["APC raised throughput by exactly 20%.", "APC cut throughput by exactly 25%.",
      "APC raised throughput by exactly 35%."]),
    ("apc", "APC cut mean TTFT by exactly 74.6%.",
     ["APC cut mean TTFT by exactly 70.6%.", "APC raised mean TTFT by exactly 74.6%.",
      "APC cut mean TTFT by exactly 84.6%."]),
    ("apc", "Mean TTFT was exactly 105 ms with APC.",
     ["Mean TTFT was exactly 100 ms with APC.", "Mean TTFT was exactly 105 ms with the old config.",
      "Mean TTFT was exactly 414 ms with APC."]),
    ("apc", "APC is precisely 1.25x faster than the old config.", ["APC is precisely 1.1x faster than the old config."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


def test_contradicted_is_false(wit):
    """Read completely and contradicted by the rows (150 ms of 105 ms, its digits [149.5, 150.5)): false. (100 ms, 5%
    off, is inconclusive, as the plain "100 ms" is: never net-true, a twin row above.)"""
    res = grade(wit, "apc", "Mean TTFT was exactly 150 ms with APC.")
    assert not res.reading.unread and res.verdict == "false", (res.verdict, res.reason)


@pytest.mark.parametrize("s", ["APC is not exactly 1.25x faster than the old config.",
                               "APC is not exactly 2x faster than the old config.",
                               "Mean TTFT was not exactly 100 ms with APC."])
def test_not_exactly_never_false(wit, s):
    """"not exactly N" says "not quite N": unread, never an accusation either way."""
    res = grade(wit, "apc", s)
    assert_never_false(res, s)
    assert res.verdict != "net-true", s


@settings(max_examples=examples(40), deadline=None)
@given(word=st.sampled_from(["exactly", "precisely"]),
       template=st.sampled_from(["APC is {} {}x faster than the old config.", "APC raised throughput by {} {}%.",
                                 "Mean TTFT was {} {} ms with APC."]),
       value=st.sampled_from(["1.25", "1.3", "1.2", "2", "25", "24", "26", "30", "105", "104", "106", "100", "110"]))
def test_exact_never_wider_than_the_plain_number(wit, word, template, value):
    """"exactly N" grades as N written alone: the same verdict wherever the plain sentence is read completely (the
    word adds no width; a twin of the plain sentence stays a twin with it)."""
    plain = grade(wit, "apc", template.replace("{} ", "", 1).format(value))
    exact = grade(wit, "apc", template.format(word, value))
    if plain.reading is not None and not plain.reading.unread:
        assert exact.verdict == plain.verdict, (template, value, plain.verdict, exact.verdict, exact.reason)
