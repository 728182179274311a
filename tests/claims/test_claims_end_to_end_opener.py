""""End-to-end" as a sentence adverb at a clause's start (production end_to_end_opener, claimcheck/claims/openers.py).

Found in the real-sentence corpus (rs194, category ttft): "End-to-end on Hy3 across 8× H20, the two backends together
cut TTFT by about 24% and TPOT by about 17% versus the vLLM default backend." left "End-to-end" unread. Before a comma
or a preposition it says the comparison was measured on the whole serving path, which a request-level witness is: inert.
Before a metric ("End-to-end latency fell") it stays the metric's word; alone it stays unread.

Witness by hand (vLLM, Llama-3.1-8B-Instruct on 8 x H20, 10 requests per arm of 8 output tokens, every request alike):
  hpc (HPC-Ops, treatment): TTFT 76 ms, TPOT 8.3 ms -> e2e 0.076 + 7 * 0.0083 = 0.1341 s
  default (the vLLM default backend, baseline): TTFT 100 ms, TPOT 10 ms -> e2e 0.1 + 7 * 0.01 = 0.17 s
TTFT (76 - 100) / 100 = -24%; TPOT (8.3 - 10) / 10 = -17%; e2e (0.1341 - 0.17) / 0.17 = -21.1%.
Twins: 24% x1.5 = 36%, x0.5 = 12%; direction flipped (raised); arms swapped; negation; wrong GPU (H100); a
statistic is not a twin here (every request alike: every statistic is the same).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on 8 x H20, 10 requests per arm"
NEG = "It is not true that "
ARMS = [A("hpc", "HPC-Ops", ttft=0.076, tpot=0.0083, role="treatment"),
        A("default", "the vLLM default backend", "the default backend", ttft=0.1, tpot=0.01, role="baseline")]

wit = sealed_fixture("end_to_end_opener", ARMS, "e2e", engine="vLLM", hw="8 x NVIDIA H20")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "End-to-end, HPC-Ops cut TTFT by about 24% and TPOT by about 17% versus the vLLM default backend.",
    "End-to-end on 8x H20, HPC-Ops cut TTFT by about 24% versus the default backend.",
    "End-to-end across 8× H20, HPC-Ops cut TPOT by about 17% versus the vLLM default backend.",
    "End to end, mean TTFT is 24% lower with HPC-Ops than with the default backend.",
    "E2E, HPC-Ops has 24% lower TTFT than the default backend.",
    "End-to-end latency is 21% lower with HPC-Ops than with the default backend.",  # the metric's own word
]

TWINS = [
    "End-to-end, HPC-Ops cut TTFT by about 36% and TPOT by about 17% versus the vLLM default backend.",  # x1.5
    "End-to-end, HPC-Ops cut TTFT by about 12% and TPOT by about 17% versus the vLLM default backend.",  # x0.5
    "End-to-end, HPC-Ops raised TTFT by about 24% versus the vLLM default backend.",                    # direction
    "End-to-end, the default backend cut TTFT by about 24% versus HPC-Ops.",                              # arms swapped
    NEG + "end-to-end, HPC-Ops cut TTFT by about 24% versus the vLLM default backend.",                  # negation
    "End-to-end on 8x H100, HPC-Ops cut TTFT by about 24% versus the default backend.",                  # wrong GPU
    "End to end, mean TTFT is 24% higher with HPC-Ops than with the default backend.",                   # direction
    "End-to-end latency is 42% lower with HPC-Ops than with the default backend.",                       # x2
]

test_true_read_net_true, test_twins_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    "End-to-end, HPC-Ops cut TTFT by 48% versus the vLLM default backend.",
]
NEVER_FALSE = [
    "End-to-end on Hy3, HPC-Ops cut TTFT by about 24% versus the default backend.",  # a model name it cannot check
    "End-to-end.",
    "End-to-end HPC-Ops is better.",
    "End-to-end, HPC-Ops could cut TTFT by about 24% versus the default backend.",
]

test_contradicted_false, test_honest_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)


def test_end_to_end_alone_or_before_other_words_is_not_inert(wit):
    """Alone, or before anything but a comma or a preposition, "end-to-end" is not this opener."""
    for s in ("End-to-end.", "End-to-end HPC-Ops cut TTFT by about 24% versus the default backend."):
        r = grade(wit, s)
        assert r.verdict != "net-true", (s, r.reason)
