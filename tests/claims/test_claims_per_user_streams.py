"""A per-user token rate on an arm whose rows hold more requests in flight than it declares (issue 16;
claimcheck/claims/per_user.py, ``streams_overrun``).

"Decode speed per request drops from ~33 tok/s (TP=2) to ~28 tok/s (PP=2)" was graded under ten meanings; nine
agreed and one, output tokens / wall / declared streams, used ``workers: 1`` on an arm whose requests overlap
(about ten at once): 256 tok/s per "stream", so the statement stayed inconclusive. A declaration the rows
contradict is not the run's: that meaning is dropped for that arm, and only for that arm; the others decide.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: 40 requests per arm, 256 output tokens,
starts spread evenly so that the wall is n / throughput):

* ``overrun`` -- tp2 (TP=2, workers 1, baseline): 1.0 req/s, TTFT 0.200 s, TPOT 0.030 s; e2e 0.2 + 0.03 x 255 =
  7.85 s; starts every (40 - 7.85) / 39 = 0.824 s, so 10 requests in flight at once (9 x 0.824 = 7.42 < 7.85):
  more than the 1 it declares. Per-user rates: 1 / TPOT = 33.33 tok/s; 255 / 7.65 = 33.33 (AIPerf);
  256 / 7.65 = 33.46 (llama.cpp); 256 / 7.85 = 32.61 (LLMPerf): "~33" holds under each (a hedge: 10%).
  pp2 (PP=2, workers 1, treatment): 0.8 req/s, TTFT 0.250 s, TPOT 0.036 s: e2e 9.43 s; 27.78, 27.78, 27.89,
  27.15 tok/s: "~28" holds. Output tokens / wall: 40 x 256 / 40 = 256 tok/s (tp2), 204.8 tok/s (pp2).
* ``declared`` -- the same rows, each arm declaring concurrency 16: 10 in flight keeps within 16, so the meaning
  stays: 256 / 16 = 16 tok/s per stream (tp2) disagrees with "33": inconclusive, never net-true, never false.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on 2 x L4, 40 requests per arm"
NEG = "It is not true that "


def arms(settings: dict) -> list:
    return [A("tp2", "TP=2", thr=1.0, ttft=0.2, tpot=0.030, tok=256, prompt=512, n=40,
              settings={"tensor_parallel_size": 2, **settings}, role="baseline"),
            A("pp2", "PP=2", thr=0.8, ttft=0.25, tpot=0.036, tok=256, prompt=512, n=40,
              settings={"pipeline_parallel_size": 2, **settings}, role="treatment")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("streams")
    specs = {"overrun": arms({}), "declared": arms({"concurrency": 16})}
    return {name: str(seal(root / name, *witness_for(Spec(name, a, key="", hw="2 x NVIDIA L4",
                                                          model="meta-llama/Llama-3.1-8B-Instruct", engine=None))))
            for name, a in specs.items()}


TRUE = [
    "Decode speed per request drops from ~33 tok/s (TP=2) to ~28 tok/s (PP=2).",
    "Per-request decode speed is ~33 tok/s with TP=2 and ~28 tok/s with PP=2.",
    "TP=2 decodes at 33 tok/s per request.",
]
TWINS = [
    "Decode speed per request drops from ~28 tok/s (TP=2) to ~33 tok/s (PP=2).",
    "Per-request decode speed is ~33 tok/s with PP=2 and ~28 tok/s with TP=2.",
    "TP=2 decodes at 50 tok/s per request.",
    "TP=2 decodes at 16 tok/s per request.",
    NEG + "TP=2 decodes at 33 tok/s per request.",
]


@pytest.mark.parametrize("statement", TRUE)
def test_a_declaration_the_rows_overrun_does_not_block_a_true_rate(wit, statement):
    r = grade_statement(statement, wit["overrun"], SCOPE)
    assert r.verdict == "net-true", r.reason
    assert not r.reading.unread
    assert any("10 requests in flight at once" in (q.detail or "") for q in r.quantities), r.quantities


@pytest.mark.parametrize("statement", TWINS)
def test_twins_are_never_net_true(wit, statement):
    for name in wit:
        assert grade_statement(statement, wit[name], SCOPE).verdict != "net-true", (name, statement)


def test_a_rate_contradicted_under_every_remaining_meaning_is_false(wit):
    r = grade_statement("TP=2 decodes at 50 tok/s per request.", wit["overrun"], SCOPE)
    assert r.verdict == "false", r.reason


#: per-user rates said with no decode word: output tokens / wall / declared streams stays one of their meanings
PLAIN = ["Per-user speed is ~33 tok/s with TP=2 and ~28 tok/s with PP=2.", TRUE[2]]


@pytest.mark.parametrize("statement", PLAIN)
def test_a_declaration_the_rows_keep_within_still_counts(wit, statement):
    r = grade_statement(statement, wit["declared"], SCOPE)
    assert r.verdict == "not-yet" and "inconclusive" in r.reason, r.reason


@pytest.mark.parametrize("statement", TRUE[:2])
def test_decode_words_leave_the_per_stream_share_of_the_wall_out(wit, statement):
    """"decode speed" names the decode phase (per_user.DECODE_PHASE): output tokens / wall / streams counts the time to
    the first token, so on "declared" (16 tok/s per declared stream) it no longer holds the decode rate (33) back."""
    r = grade_statement(statement, wit["declared"], SCOPE)
    assert r.verdict == "net-true", r.reason
