"""A cache hit rate's name whose head an arm's state phrase holds (production cache_metric_name -- statement.mark_arms,
vocabulary.ARM_PHRASE_METRIC_NAMES): an arm with prefix caching on is named by "the prefix cache" ("TTFT fell with the
prefix cache"), so "The prefix cache hit rate was 0% with APC off" took "The prefix cache" as that arm and "with APC
off" as the other: two arms for one value, "hit rate" and "0%" unread (test_claims_row_hit_rate, when c5514f4's alias
states declared the arms' states; the same on a witness whose settings declare prefix_caching). Now an arm phrase that
runs on into "prefix cache hit rate" / "cache hit rate" / "cache hit ratio" is the metric's name; "with the prefix
cache" before anything else still names the arm.

Witnesses, worked out by hand (10 requests per arm of 1200 prompt tokens, real_sentences.witness_specs): ``on`` (alias
"APC on"; 768 of each prompt's 1200 tokens cached: hit rate 768 / 1200 = 64%; TTFT 50 ms), ``off`` (alias "APC off",
baseline; 0 cached: 0%; TTFT 200 ms). ``names``: the states said by the names only (alias_states.py); ``settings``: the
arms' settings declare prefix_caching true / false.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "10 requests per arm"


def _arms(declared: bool):
    on = {"prefix_caching": True} if declared else {}
    off = {"prefix_caching": False} if declared else {}
    return [A("on", "APC on", ttft=0.05, tpot=0.01, tok=100, prompt=1200, cached=768, settings=on),
            A("off", "APC off", ttft=0.2, tpot=0.01, tok=100, prompt=1200, cached=0, role="baseline", settings=off)]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "cachemetricname", {"names": Spec("names", _arms(False), key=""),
                                                            "settings": Spec("settings", _arms(True), key="")})


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


TWINS_OFF = ["The prefix cache hit rate was 64% with APC off.", "The prefix cache hit rate was 0% with APC on.",
             "The prefix cache hit rate was not 0% with APC off.", "The prefix cache hit rate was 32% with APC off."]
ROWS = [
    ("The prefix cache hit rate was 0% with APC off.", TWINS_OFF),
    ("The prefix cache hit rate with APC off was 0%.", ["The prefix cache hit rate with APC off was 64%.",
                                                        "The prefix cache hit rate with APC on was 0%."]),
    ("The cache hit rate was 64% with APC on and 0% with APC off.",
     ["The cache hit rate was 0% with APC on and 64% with APC off.",
      "The cache hit rate was 96% with APC on and 0% with APC off."]),
    ("The prefix cache hit rate was 64% with APC on.", ["The prefix cache hit rate was 32% with APC on.",
                                                        "The prefix cache hit rate was 64% with APC off."]),
]
FRAMES = [(name, s, twins) for name in ("names", "settings") for s, twins in ROWS]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


@pytest.mark.parametrize("name", ["settings", "names"])
def test_state_phrase_before_another_word_still_names_the_arm(wit, name):
    """"with the prefix cache" before a comma is the arm with prefix caching on (50 ms), not a metric's name."""
    assert_read_net_true(grade(wit, name, "With the prefix cache, mean TTFT was 50 ms."))
    twin = "With the prefix cache, mean TTFT was 200 ms."
    assert_never_net_true(grade(wit, name, twin), twin)


def test_contradicted_is_false(wit):
    """Read completely and contradicted (0% said of the arm whose rows hit 64%): an accusation is earned."""
    res = grade(wit, "settings", "The prefix cache hit rate was 0% with APC on.")
    assert not res.reading.unread and res.verdict == "false", (res.verdict, res.reason)


@settings(max_examples=examples(30), deadline=None)
@given(name=st.sampled_from(["names", "settings"]), metric=st.sampled_from(["prefix cache hit rate", "cache hit rate",
                                                                            "cache hit ratio"]),
       arm=st.sampled_from(["on", "off"]), pct=st.sampled_from([0, 64, 32, 96, 50]))
def test_metric_names_arms_and_values(wit, name, metric, arm, pct):
    """Each name of the hit rate, with its article, of either arm: net-true exactly where the percent is that arm's
    own (on 64%, off 0%), never net-true otherwise."""
    s = f"The {metric} was {pct}% with APC {arm}."
    res = grade(wit, name, s)
    if pct == (64 if arm == "on" else 0):
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
