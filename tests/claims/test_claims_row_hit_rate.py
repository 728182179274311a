"""The prefix-cache hit rate of a request-ab arm with no telemetry counters, from its own rows (claimcheck/claims/
statistics.py ``_row_hit_rate``): the prompt tokens the server reported served from its cache (``cached_tokens``)
over the prompt tokens of the completed rows; and a hit rate that names no arm holds of the one arm that hit its cache
at all, the others at 0% (quantities.py, as a padding tax of the one arm that batches).

Before: "The prefix cache hit rate was 64% in the APC run." was not-yet ("cache_hit_rate was not recorded (no
telemetry)") although every row reported its cached tokens; "Prefix cache hit rate: 76%." of a cache A/B was not-yet.

The witness (worked out by hand; vLLM, 10 requests per arm of 1,200 prompt and 100 output tokens, every request of an
arm alike): apc-on ("APC on", "the APC run"): 768 cached tokens per request -> 7,680 / 12,000 = 64%; apc-off ("APC
off", the baseline): 0 cached tokens -> 0%. ``quiet``: the same arms, rows reporting no cached tokens (None).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402


def _arms(on, off):
    return [A("apc-on", "APC on", "the APC run", ttft=0.05, tpot=0.01, tok=100, prompt=1200, cached=on),
            A("apc-off", "APC off", ttft=0.2, tpot=0.01, tok=100, prompt=1200, cached=off, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return seal_specs(tmp_path_factory, "rowhit", {"rows": Spec("rows", _arms(768, 0), key=""),
                                                   "quiet": Spec("quiet", _arms(None, None), key="")})


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], "10 requests per arm")


TWINS = ["The prefix cache hit rate was 32% in the APC run.", "The prefix cache hit rate was 96% in the APC run.",
         "The prefix cache hit rate was 64% with APC off.", "Prefix cache hit rate: 32%.",
         "The prefix cache hit rate was not 64% in the APC run.",
         "The cache hit rate with APC off was 64%.", "The cache hit rate with APC on was 96% of prompt tokens.",
         "The cache hit rate with APC on was not 64%.", "The cache hit rate with APC on was 32% of prompt tokens."]
FRAMES = [("rows", s, TWINS) for s in ("The prefix cache hit rate was 64% in the APC run.",
                                       "Prefix cache hit rate: 64%.",
                                       "With APC on, the prefix cache hit rate is 64%.",
                                       "The prefix cache hit rate was 0% with APC off.",
                                       # the arm between the metric and its value, the denominator named after it
                                       # (held-out dev battery: "Cache hit rate with RadixAttention was 67.5% of
                                       # prompt tokens." was unread)
                                       "The cache hit rate with APC on was 64%.",
                                       "Cache hit rate in the APC run was 64%.",
                                       "The prefix cache hit rate of the APC run was 64% of prompt tokens.",
                                       "Cache hit rate with APC on: 64% of the prompt tokens.")]
test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("statement", ["The prefix cache hit rate was 64% in the APC run.", "Prefix cache hit rate: 64%.",
                                       "Cache hit rate with APC on was 64% of output tokens."])
def test_rows_without_cached_tokens_stay_open(wit, statement):
    res = _grade(wit, "quiet", statement)
    assert res.verdict == "not-yet", res.reason
    assert_never_false(res, statement)
