"""An on / off pair whose off arm leaves the feature unset and whose on arm also sets the feature's own parameters
(claimcheck/claims/ellipsis.py on_off_pair): "speculative_method": null vs "ngram" with "num_speculative_tokens": 4 on
the ngram arm only is one difference, speculative decoding on or off. Before, null was no on/off value and the
parameter a second difference, so "with and without spec decode", "~40 without spec decode vs ~63 with it" and "the 24ms
without it" stayed unread (held-out development battery, a Discord message); and the witness's own alias "without spec
decode" (dropped: a grammar word) left its words unread even where the grammar read them itself (grade.py).

Witness, worked out by hand (real_sentences.witness_specs rows, 10 requests per arm, 100 output tokens, every request
of an arm alike): ngram (treatment; speculative_method ngram, num_speculative_tokens 4) 0.63 req/s -> 63 output tok/s,
TTFT 200 ms, TPOT 15 ms; nospec (baseline; speculative_method null; aliases "no spec decode", "without spec decode")
0.4 req/s -> 40 output tok/s, TTFT 200 ms, TPOT 24 ms. ``confound``: the same, the ngram arm also FP8 (quantization
fp8 vs bf16): two differences, so "without" alone says nothing.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"


def _arms(extra_on=None, extra_off=None):
    return [A("ngram", "spec decode", "ngram spec decode", thr=0.63, ttft=0.2, tpot=0.015, tok=100, prompt=500,
              settings={"speculative_method": "ngram", "num_speculative_tokens": 4, **(extra_on or {})},
              role="treatment"),
            A("nospec", "no spec decode", "without spec decode", thr=0.4, ttft=0.2, tpot=0.024, tok=100, prompt=500,
              settings={"speculative_method": None, **(extra_off or {})}, role="baseline")]


wit = sealed_fixture("on_off_params", {"spec": _arms(),
                                       "confound": _arms({"quantization": "fp8"}, {"quantization": "bf16"})},
                     engine="vLLM")


def _grade(w, name, s):
    return grade_statement(s, w[name], SCOPE)


FRAMES = [
    ("spec", "ttft unchanged btw, 200ms with and without spec decode",
     ["ttft unchanged btw, 300ms with and without spec decode", "ttft unchanged btw, 100ms with and without spec decode",
      "ttft is 300ms without spec decode"]),
    ("spec", "output tok/s is ~40 without spec decode vs ~63 with it",
     ["output tok/s is ~63 without spec decode vs ~40 with it", "output tok/s is ~60 without spec decode vs ~63 with it",
      "output tok/s is ~20 without spec decode vs ~63 with it"]),
    ("spec", "p99 tpot w/ spec decode was 15ms, still well under the 24ms without it",
     ["p99 tpot w/ spec decode was 24ms, still well under the 15ms without it",
      "p99 tpot w/ spec decode was 22ms, still well under the 24ms without it",
      "p99 tpot w/ spec decode was 15ms, still well under the 36ms without it"]),
    ("spec", "Mean TPOT is 24 ms without spec decode.",
     ["Mean TPOT is 15 ms without spec decode.", "Mean TPOT is 36 ms without spec decode.",
      "Mean TPOT is not 24 ms without spec decode."]),
]
test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("s", ["output tok/s is ~40 without vs ~63 with it", "ttft unchanged, 200ms with and without",
                               "output tok/s is ~40 without spec decode vs ~63 with it"])
def test_a_second_difference_leaves_the_bare_state_words_unread(wit, s):
    res = _grade(wit, "confound", s)
    assert_never_false(res, s)
    if "spec decode" not in s:
        assert_never_net_true(res, s)
