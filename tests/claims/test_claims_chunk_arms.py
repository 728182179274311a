"""An arm named by how its prefill is chunked (production arm_by_chunk_size -- claimcheck/claims/grammar.lark;
vocabulary.chunk_size_phrases, CHUNKED_PREFILL_ON / _OFF): "Mean TPOT drops from 8.1 to 6.4 ms when prefill is
chunked at 512 tokens", "with 512-token chunks", "a chunk size of 2048", "relative to the unchunked baseline". A
declared chunk size (chunked_prefill_size, prefill_chunk_size, chunk_size), or vLLM's max_num_batched_tokens in an arm
that also declares chunked prefill on, gives the arm phrases of that size; "prefill is chunked" / "unchunked" are
the two states of chunked prefill said of the prefill. A phrase every arm gives names no arm (ambiguous); a size no
arm declares stays unread. The "when" clause is when_arm's ("when" + ARM).

Witnesses by hand (ten requests per arm, 8 output tokens each, real_sentences.witness_specs.arm_rows): ``chunk512``
(enable_chunked_prefill true, max_num_batched_tokens 512) TTFT 260 ms, TPOT 6.4 ms, 4.10 req/s; ``nochunk``
(enable_chunked_prefill false, the baseline) TTFT 410 ms, TPOT 8.1 ms, 3.55 req/s; ``chunk2048`` (chunked, 2048)
TTFT 200 ms, TPOT 7.5 ms, 3.9 req/s. So chunk512 vs nochunk: TTFT (260 - 410) / 410 = -36.6% ("37%"), 410 / 260 =
1.58x ("1.6x"); TPOT (6.4 - 8.1) / 8.1 = -21.0%. Witness ``two``: chunk512 and nochunk; ``three``: all three.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

C512 = A("chunk512", thr=4.10, ttft=0.260, tpot=0.0064,
         settings={"enable_chunked_prefill": True, "max_num_batched_tokens": 512})
C2048 = A("chunk2048", thr=3.9, ttft=0.200, tpot=0.0075,
          settings={"enable_chunked_prefill": True, "max_num_batched_tokens": 2048})
NOCHUNK = A("nochunk", thr=3.55, ttft=0.410, tpot=0.0081, settings={"enable_chunked_prefill": False}, role="baseline")
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"

wit = sealed_fixture("chunk-arms", {"two": [C512, NOCHUNK], "three": [C512, C2048, NOCHUNK]}, engine="vLLM")


def grade(witnesses, name: str, s: str):
    return grade_statement(s, witnesses[name], SCOPE)


FRAMES = [
    ("two", "Mean TPOT drops from 8.1 to 6.4 ms when prefill is chunked at 512 tokens.",
     ["Mean TPOT drops from 8.1 to 9.6 ms when prefill is chunked at 512 tokens.",
      "Mean TPOT drops from 12.2 to 6.4 ms when prefill is chunked at 512 tokens.",
      "Mean TPOT rises from 8.1 to 6.4 ms when prefill is chunked at 512 tokens.",
      "Mean TPOT drops from 8.1 to 6.4 ms when prefill is chunked at 2048 tokens.",
      "Mean TTFT drops from 8.1 to 6.4 ms when prefill is chunked at 512 tokens.",
      "Mean TPOT does not drop from 8.1 to 6.4 ms when prefill is chunked at 512 tokens."]),
    ("two", "When prefill is chunked at 512 tokens, mean TTFT drops 37% (410 -> 260 ms).",
     ["When prefill is chunked at 512 tokens, mean TTFT drops 55% (410 -> 260 ms).",
      "When prefill is chunked at 512 tokens, mean TTFT rises 37% (410 -> 260 ms).",
      "When prefill is not chunked, mean TTFT drops 37% (410 -> 260 ms)."]),
    ("two", "Chunked prefill cuts mean TTFT from 410 ms to 260 ms (a 1.6x reduction) relative to the unchunked baseline.",
     ["Chunked prefill cuts mean TTFT from 410 ms to 260 ms (a 2.4x reduction) relative to the unchunked baseline.",
      "Chunked prefill cuts mean TTFT from 410 ms to 390 ms (a 1.6x reduction) relative to the unchunked baseline.",
      "Unchunked prefill cuts mean TTFT from 410 ms to 260 ms (a 1.6x reduction) relative to chunked prefill."]),
    ("two", "Mean TTFT is 260 ms with 512-token chunks vs 410 ms without chunking.",
     ["Mean TTFT is 410 ms with 512-token chunks vs 260 ms without chunking.",
      "Mean TTFT is 390 ms with 512-token chunks vs 410 ms without chunking."]),
    ("three", "Mean TPOT is 6.4 ms with a chunk size of 512 vs 7.5 ms with a chunk size of 2048.",
     ["Mean TPOT is 7.5 ms with a chunk size of 512 vs 6.4 ms with a chunk size of 2048.",
      "Mean TPOT is 9.6 ms with a chunk size of 512 vs 7.5 ms with a chunk size of 2048."]),
    ("three", "Mean TTFT is 200 ms when prefill is chunked at 2048 tokens.",
     ["Mean TTFT is 200 ms when prefill is chunked at 512 tokens.",
      "Mean TTFT is 300 ms when prefill is chunked at 2048 tokens."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, grade)


@pytest.mark.parametrize("name,s", [
    # "prefill is chunked" names both chunked arms of ``three``: ambiguous, not graded
    ("three", "Mean TTFT is 200 ms when prefill is chunked."),
    # a size no arm declares
    ("two", "Mean TTFT is 260 ms when prefill is chunked at 1024 tokens."),
])
def test_unclear_chunk_phrases_are_never_net_true_nor_false(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict not in ("net-true", "false"), (s, res.verdict, res.reason)


def test_a_token_budget_without_chunked_prefill_is_no_chunk_size(tmp_path_factory):
    """max_num_batched_tokens of an arm that does not chunk its prefill is a step's token budget, not a chunk size:
    it gives no chunk phrase."""
    from claimcheck.claims.grammar import arm_phrases

    arms, _ = arm_phrases({"a": [], "b": []}, {"a": {"max_num_batched_tokens": 512}, "b": {}})
    assert not any("chunk" in p for p in arms["a"])
    arms, _ = arm_phrases({"a": [], "b": []}, {"a": {"chunked_prefill_size": 512}, "b": {}})
    assert "prefill is chunked at 512 tokens" in arms["a"]
