"""The run's context as a parenthesized list (production paren_context_list; claimcheck/claims/grammar.py
``_paren_context_item``): "Output token throughput is 1582.4 tok/s on pr-11234 (vLLM, Llama-3.1-8B-Instruct, 1x H100,
concurrency 32)", "Results for pr-11234 vs main (vLLM, 1x H100): ...". Each item is a context fact checked against the
witness on its own (a wrong engine, model, GPU or concurrency there is contradicted). Before: an engine or a model
followed by a comma inside the parentheses was unread (only the last item, or a lone one, was read), so a PR bot's
header line graded not-yet.

Lists that name what was compared, not the run -- two engines -- stay unread (two models or GPUs after a preposition
were read before, each checked: unchanged here).

Witness, worked out by hand (real_sentences.witness_specs.arm_rows; vLLM, meta-llama/Llama-3.1-8B-Instruct on
"1x NVIDIA H100 80GB HBM3", concurrency 32 declared by both arms, 10 requests of 100 output tokens each): pr (aliases
pr-11234, treatment) 1580 output tok/s (wall 10 * 100 / 1580 s); main (baseline) 1440 output tok/s. 1580 / 1440 =
1.097 (+9.7%).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "PR benchmark bot, 10 requests per arm"
ARMS = [A("pr", "pr-11234", toks=1580, tok=100, settings={"concurrency": 32, "git_ref": "pr-11234"}, role="treatment"),
        A("main", toks=1440, tok=100, settings={"concurrency": 32, "git_ref": "main"}, role="baseline")]
wit = sealed_fixture("paren_ctx", ARMS, "ctx", engine="vLLM", model="meta-llama/Llama-3.1-8B-Instruct",
                     hw="1x NVIDIA H100 80GB HBM3")


def _grade(w, s):
    return grade_statement(s, w, SCOPE)


TRUE = [
    "Output token throughput is 1580 tok/s on pr-11234 (vLLM, Llama-3.1-8B-Instruct, 1x H100, concurrency 32).",
    "Output token throughput is 1580 tok/s on pr-11234 (vLLM, Llama-3.1-8B-Instruct, 1x H100).",
    "Output token throughput is 1580 tok/s on pr-11234 (vLLM, concurrency 32).",
    "Output token throughput is 1580 tok/s on pr-11234 (Llama-3.1-8B-Instruct, H100).",
    "Results for pr-11234 vs main (vLLM, Llama-3.1-8B-Instruct, 1x H100, concurrency 32): output token throughput "
    "1580 tok/s vs 1440 tok/s.",
    "pr-11234 reaches about 1.1x the output tok/s of main (vLLM, 1x H100, concurrency 32).",
]
TWINS = [
    "Output token throughput is 1580 tok/s on pr-11234 (SGLang, Llama-3.1-8B-Instruct, 1x H100, concurrency 32).",
    "Output token throughput is 1580 tok/s on pr-11234 (vLLM, Llama-3.1-70B-Instruct, 1x H100, concurrency 32).",
    "Output token throughput is 1580 tok/s on pr-11234 (vLLM, Llama-3.1-8B-Instruct, 1x A100, concurrency 32).",
    "Output token throughput is 1580 tok/s on pr-11234 (vLLM, Llama-3.1-8B-Instruct, 8x H100, concurrency 32).",
    "Output token throughput is 1580 tok/s on pr-11234 (vLLM, Llama-3.1-8B-Instruct, 1x H100, concurrency 64).",
    "Output token throughput is 2370 tok/s on pr-11234 (vLLM, Llama-3.1-8B-Instruct, 1x H100, concurrency 32).",
    "Output token throughput is 1580 tok/s on main (vLLM, Llama-3.1-8B-Instruct, 1x H100, concurrency 32).",
    "Results for pr-11234 vs main (vLLM, Llama-3.1-8B-Instruct, 1x H100, concurrency 32): output token throughput "
    "1440 tok/s vs 1580 tok/s.",
    "Output token throughput is not 1580 tok/s on pr-11234 (vLLM, Llama-3.1-8B-Instruct, 1x H100, concurrency 32).",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, _grade)


@pytest.mark.parametrize("s", [
    "Output token throughput is 1580 tok/s on pr-11234 (vLLM, SGLang).",
    "Output token throughput is 1580 tok/s on pr-11234 (vLLM, SGLang, TGI).",
])
def test_a_list_of_what_was_compared_stays_unread(wit, s):
    res = _grade(wit, s)
    assert res.verdict != "net-true" and res.reading is not None and res.reading.unread
    assert_never_false(res, s)
