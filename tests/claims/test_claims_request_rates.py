"""A request's own token rate, end to end (production request_rate; claimcheck/claims/request_rates.py,
claimcheck/claims/per_user.py REQUEST; docs/claim-check.md "Per-user speed").

"Each request averaged roughly 36 tokens/sec end to end with FP8 vs about 22.5 with FP16": each request's completion
tokens over its own end-to-end time, averaged over the requests (the mean over requests, or all tokens / all time:
both must agree; false only when every per-user definition is contradicted too).

Witnesses worked out by hand (real_sentences.witness_specs.arm_rows; 24 requests per arm, 201 output tokens each):

* ``same`` -- every request of an arm alike. fp8: TTFT 0.4 s, TPOT 0.025 s: e2e 0.4 + 0.025 x 200 = 5.4 s; its rate
  201 / 5.4 = 37.22 tok/s (mean and pooled alike). Other per-user definitions: 1 / TPOT = 40; 201 / 5.0 = 40.2
  (llama.cpp); output tokens / wall / streams: 24 x 201 / 20 s / 8 = 30.15. fp16: TTFT 0.6 s, TPOT 0.04 s: e2e 8.6 s;
  201 / 8.6 = 23.37 tok/s; 1 / TPOT = 25; 201 / 8 = 25.125; 24 x 201 / 30 s / 8 = 20.1.
* ``mixed`` -- fp8's requests in two halves: TTFT 0.2 s (e2e 5.2 s, 38.65 tok/s) and 2.6 s (e2e 7.6 s, 26.45 tok/s):
  the mean over requests 32.55 tok/s, all tokens / all time 201 / 6.4 = 31.41 tok/s (the two ways "averaged" is
  computed disagree: neither net-true nor false where one holds).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on 1 x H100, 24 requests per arm at concurrency 8"


def arms(mixed: bool) -> list:
    fp8 = {"ttfts": [0.2] * 12 + [2.6] * 12} if mixed else {"ttft": 0.4}
    return [A("fp8", "FP8", thr=1.2, tpot=0.025, tok=201, prompt=512, n=24, workers=8,
              settings={"concurrency": 8, "quantization": "fp8"}, role="treatment", **fp8),
            A("fp16", "FP16", thr=0.8, ttft=0.6, tpot=0.04, tok=201, prompt=512, n=24, workers=8,
              settings={"concurrency": 8, "quantization": "fp16"}, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("request_rates")
    return {name: str(seal(root / name, *witness_for(Spec(name, arms(name == "mixed"), key="", hw="1 x NVIDIA H100 80GB HBM3",
                                                          model="meta-llama/Llama-3.1-8B-Instruct", engine=None))))
            for name in ("same", "mixed")}


TRUE = [
    "Each request averaged 37.2 tokens/sec end to end with FP8 vs 23.4 with FP16.",
    "Each request averaged roughly 37 tokens/sec end to end with FP8 vs about 23.4 with FP16.",
    "Each request averaged about 37 tok/s end to end with FP8.",
    "Requests averaged 23.4 tokens per second end-to-end on FP16.",
    "each request averaged 37.2 tok/s e2e with FP8, vs 23.4 with FP16.",
    "The average request averaged 37.2 tok/s end to end with FP8 and 23.4 with FP16.",
]
# twists of the true sentences: none is net-true; the verdict each must get
TWINS = [
    ("Each request averaged 55.8 tokens/sec end to end with FP8 vs 23.4 with FP16.", "false"),   # x1.5
    ("Each request averaged 18.6 tokens/sec end to end with FP8 vs 23.4 with FP16.", "false"),   # x0.5
    ("Each request averaged 37.2 tokens/sec end to end with FP8 vs 35.1 with FP16.", "false"),   # x1.5 (second)
    ("Each request averaged 37.2 tokens/sec end to end with FP16 vs 23.4 with FP8.", "false"),   # arms swapped
    ("Each request averaged 23.4 tokens/sec end to end with FP8 vs 37.2 with FP16.", "false"),   # values swapped
    ("Each request averaged 241.2 tokens/sec end to end with FP8.", "false"),  # the aggregate as a request's
    # another definition of a per-user rate: not shown wrong (an author may have meant it), never net-true
    ("Each request averaged 40 tokens/sec end to end with FP8.", "not-yet"),    # 1 / TPOT
    ("Each request averaged 40.2 tokens/sec end to end with FP8.", "not-yet"),  # tokens / (end - first token)
    ("Each request averaged 30.2 tokens/sec end to end with FP8.", "not-yet"),  # output tokens / wall / streams
    # negation, modal, hedge turned, another statistic, no end to end: not read
    ("Each request did not average 37.2 tokens/sec end to end with FP8.", "not-yet"),
    ("Each request might average 37.2 tokens/sec end to end with FP8.", "not-yet"),
    ("Each request averaged over 37.2 tokens/sec end to end with FP8.", "not-yet"),
    ("The median request averaged 37.2 tokens/sec end to end with FP8.", "not-yet"),
    ("Each request averaged 37.2 tokens/sec with FP8.", "not-yet"),
    ("Each request averaged 37.2 tokens/sec end to end latency with FP8.", "not-yet"),
]


@pytest.mark.parametrize("statement", TRUE)
def test_a_requests_rate_end_to_end_is_read(wit, statement):
    r = grade_statement(statement, wit["same"], SCOPE)
    assert r.verdict == "net-true", r.reason
    assert not r.reading.unread
    assert {a.metric for a in r.reading.assertions if a.source == "statement" and a.form == "value"} \
        == {"request_token_rate"}


@pytest.mark.parametrize("statement,verdict", TWINS)
def test_twists_are_never_net_true(wit, statement, verdict):
    r = grade_statement(statement, wit["same"], SCOPE)
    assert r.verdict == verdict, (statement, r.reason)


@pytest.mark.parametrize("statement", [
    "Each request averaged 32.6 tokens/sec end to end with FP8.",   # the mean over requests (32.55)
    "Each request averaged 31.4 tokens/sec end to end with FP8.",   # all tokens / all time (31.41)
])
def test_the_two_averages_disagree_neither_true_nor_false(wit, statement):
    r = grade_statement(statement, wit["mixed"], SCOPE)
    assert r.verdict == "not-yet", r.reason


def test_before_the_frame_the_words_were_unread(wit):
    # the frame the tests above read: without "averaged" + "end to end" a request's rate stays unread (no reading
    # falls back to output tokens / wall)
    r = grade_statement("Each request ran 37.2 tokens/sec end to end with FP8.", wit["same"], SCOPE)
    assert r.verdict == "not-yet"


@settings(max_examples=25, deadline=None)
@given(st.floats(min_value=0.3, max_value=3.0).filter(lambda f: not 0.93 < f < 1.07))
def test_a_scaled_rate_is_never_net_true(wit, f):
    v = round(37.22 * f, 1)
    r = grade_statement(f"Each request averaged {v} tokens/sec end to end with FP8.", wit["same"], SCOPE)
    assert r.verdict != "net-true", (v, r.reason)


#: fp8's value under each per-user definition (the docstring's), exact
FP8_DEFINITIONS = (201 / 5.4, 40.0, 201 / 5.0, 200 / 5.0, 24 * 201 / 20 / 8)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(FP8_DEFINITIONS), st.sampled_from((0, 1, 2)), st.sampled_from(("", "about ", "roughly ", "~")))
def test_a_value_some_per_user_definition_gives_is_never_false(wit, exact, decimals, hedge):
    # whichever per-user definition the author computed, said at any precision: never false
    value = f"{exact:.{decimals}f}"
    r = grade_statement(f"Each request averaged {hedge}{value} tokens/sec end to end with FP8.", wit["same"], SCOPE)
    assert r.verdict != "false", (value, r.reason)
