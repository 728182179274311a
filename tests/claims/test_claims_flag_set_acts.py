"""An act that sets a flag to the value written with it names the arm that value says (production move_to_arm,
claimcheck/claims/event_arms.py _SET_ACTS: "After we flipped enable_prefix_caching=True: TTFT p50: 480ms -> 110ms"),
and "we watched" / "I watched" / "I saw" as the author's report before what was seen (vocabulary.DISCOURSE); issue 16.

The first frame is a public post's own words (https://news.warptechlab.com/news/178281308: "After we flipped
enable_prefix_caching=True: - TTFT p50: 480ms -> 110ms - TTFT p95: 1.4s -> 280ms"). Before, "After" and "flipped"
stayed unread (not-yet); "once we enabled X" and "after turning on X" were read already. "flipped" / "set" /
"changed" / "switched" are read only before a key=value phrase naming one arm: its value says which state the act set
("we flipped prefix caching": on or off? stays unread).

Witness (numbers by hand): prefix caching on / off, 40 requests each; p50 TTFT 110 ms / 480 ms (the spread of the
post's p50 and p95, nearest-rank and linear percentiles agree), every arm declaring enable_prefix_caching.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

OFF = [0.40] * 15 + [0.45] * 4 + [0.48] * 4 + [0.60] * 8 + [0.90] * 6 + [1.4, 1.4, 1.6]
ON = [0.08] * 15 + [0.10] * 4 + [0.11] * 4 + [0.15] * 8 + [0.20] * 6 + [0.28, 0.28, 0.35]
SCOPE = "Qwen2.5-32B-Instruct on vLLM, one tenant's agent traffic with a fixed system prompt"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    arms = [A("cache-on", ttfts=ON, tpot=0.03, tok=64, n=40, settings={"enable_prefix_caching": True},
              role="treatment"),
            A("cache-off", ttfts=OFF, tpot=0.03, tok=64, n=40, settings={"enable_prefix_caching": False},
              role="baseline")]
    return str(seal(tmp_path_factory.mktemp("flag_set") / "w", *witness_for(Spec("fs", arms, key="",
                                                                                  model="Qwen/Qwen2.5-32B-Instruct"))))


TRUE = ["After we flipped enable_prefix_caching=True: TTFT p50: 480ms → 110ms",
        "After we flipped enable_prefix_caching=True: TTFT p95: 1.4s → 280ms",
        "After we flipped enable_prefix_caching=True, p50 TTFT dropped from 480 ms to 110 ms.",
        "Once we set enable_prefix_caching=True, p50 TTFT fell from 480 ms to 110 ms.",
        "After setting enable_prefix_caching=True, p50 TTFT dropped from 480 ms to 110 ms.",
        "I watched p50 TTFT drop from 480 ms to 110 ms with prefix caching on.",
        "We watched p50 TTFT drop from 480 ms to 110 ms with enable_prefix_caching=True.",
        "I saw p50 TTFT drop from 480 ms to 110 ms with enable_prefix_caching=True."]
TWINS = ["After we flipped enable_prefix_caching=True: TTFT p50: 110ms → 480ms",
         "After we flipped enable_prefix_caching=False: TTFT p50: 480ms → 110ms",
         "After we flipped enable_prefix_caching=True: TTFT p99: 1.4s → 280ms",
         "After we set enable_prefix_caching=False, p50 TTFT dropped from 480 ms to 110 ms.",
         "After we flipped enable_prefix_caching=True, p50 TTFT dropped from 480 ms to 210 ms.",
         "I watched p50 TTFT drop from 480 ms to 110 ms with prefix caching off.",
         "I watched p50 TTFT rise from 480 ms to 110 ms with prefix caching on."]
#: contradicted and read completely
FALSE = ["After we set enable_prefix_caching=False, p50 TTFT dropped from 480 ms to 110 ms.",
         "After we flipped enable_prefix_caching=True, p50 TTFT dropped from 480 ms to 210 ms."]
#: the act's state not written: stays unread
OPEN = ["After we flipped prefix caching, p50 TTFT dropped from 480 ms to 110 ms.",
        "After we changed the config, p50 TTFT dropped from 480 ms to 110 ms."]


@pytest.mark.parametrize("statement", TRUE)
def test_true_statements_are_read_and_net_true(wit, statement):
    res = grade_statement(statement, wit, SCOPE)
    assert res.verdict == "net-true", (statement, res.reason)
    assert not res.reading.unread


@pytest.mark.parametrize("statement", TWINS)
def test_twins_are_not_net_true(wit, statement):
    assert grade_statement(statement, wit, SCOPE).verdict != "net-true", statement


@pytest.mark.parametrize("statement", FALSE)
def test_contradicted_and_read_is_false(wit, statement):
    assert grade_statement(statement, wit, SCOPE).verdict == "false", statement


@pytest.mark.parametrize("statement", OPEN)
def test_an_act_without_its_state_stays_unread(wit, statement):
    res = grade_statement(statement, wit, SCOPE)
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)
    assert_never_false(res, statement)
