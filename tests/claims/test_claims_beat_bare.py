"""A factor right after the beaten arm (grammar.lark production beat_bare), and a trailing arm's factor (trail_by_ratio): "vLLM beats Ollama 3.25x on TTFT p50" is
the margin, as "by 3.25x" -- the better arm's advantage in the metric's better direction. Read alone before, "3.25x"
was the metric's raw ratio (vLLM's TTFT over Ollama's, 0.31) and a true win was FALSE (the KrabArena prefix-caching
leaderboard, https://krabarena.com/claims/prefix-caching-pays-off-exactly-once-7x-at-first-contact-then-vllm-sglang-ollama:
"Ollama trails 3.25x", p50 TTFT 0.102 s vs 0.332 s).

Witness by hand: vllm and ollama, 31 requests each, TTFTs spread 1% apart around medians 0.1022 s and 0.3322 s
(0.3322 / 0.1022 = 3.2505); the same throughput.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for


def _spread(med: float) -> list[float]:
    return [round(med * (1 + 0.01 * (k - 15)), 6) for k in range(31)]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    w, files = witness_for(Spec("beat-bare", [
        A("vllm", "vLLM", ttfts=_spread(0.1022), tpot=0.02, tok=64, n=31, role="baseline"),
        A("ollama", "Ollama", ttfts=_spread(0.3322), tpot=0.03, tok=64, n=31, role="treatment")], key=""))
    return str(seal(tmp_path_factory.mktemp("beat-bare") / "w", w, files))


TRUE = ["vLLM beats Ollama 3.25x on TTFT p50.", "vLLM outperforms Ollama 3.25x in p50 TTFT.",
        "vLLM beat Ollama roughly 3.3x on median TTFT.",
        # production trail_by_ratio: the trailing arm's margin, as "3.25x slower than vLLM" (the page's "Ollama trails
        # 3.25x"; it was unread with or without "by")
        "Ollama trails vLLM 3.25x on TTFT p50.", "Ollama trails vLLM by 3.25x on p50 TTFT.",
        "Ollama lags behind vLLM by about 3.3x in median TTFT."]
TWINS = ["vLLM beats Ollama 4.25x on TTFT p50.", "Ollama beats vLLM 3.25x on TTFT p50.",
         "vLLM beats Ollama 3.25x on mean TPOT.", "vLLM outperforms Ollama 2x in p50 TTFT.",
         "vLLM does not beat Ollama 3.25x on TTFT p50.",
         "vLLM trails Ollama by 3.25x on p50 TTFT.", "Ollama trails vLLM by 4.25x on p50 TTFT.",
         "Ollama trails vLLM by 3.25x on mean TPOT.", "Ollama does not trail vLLM by 3.25x on p50 TTFT.",
         "Ollama trails vLLM by 225% on p50 TTFT."]


@pytest.mark.parametrize("s", TRUE)
def test_a_bare_factor_after_the_beaten_arm_is_the_margin(wit, s):
    assert_read_net_true(grade_statement(s, wit, "one H100, 31 requests per engine"))


@pytest.mark.parametrize("s", TWINS)
def test_twisted_margins_are_never_net_true(wit, s):
    assert_never_net_true(grade_statement(s, wit, "one H100, 31 requests per engine"), s)


def test_a_negated_win_is_never_an_accusation(wit):
    s = "vLLM does not beat Ollama 3.25x on TTFT p50."
    assert_never_false(grade_statement(s, wit, "one H100, 31 requests per engine"), s)
