"""A from-to pair whose second value's arm is an elliptical "with it" (issue 16; productions ellipsis_arm and
pair_arms, grammar._pair_arm). Found by tuning battery 31 (vLLM automatic prefix caching on vs off): "Output token
throughput went from 200 tok/s without prefix caching to 320 tok/s with it." left both values unread: the ellipsis
pass named "with it" the arm with caching on (every other arm mention is "without ..."), but a pair's value took an
arm right after it only as "without ..." or after a preposition. Now the merged "with it" is an arm named by its own
condition there too, as "without it" already was.

Witness, worked out by hand (real_sentences.witness_specs.arm_rows; vLLM, one H100, 20 requests per arm, 1000 prompt +
100 output tokens): apc_on (prefix_caching true, treatment): 3.2 req/s -> wall 6.25 s, 2000 / 6.25 = 320 output tok/s,
TTFT 80 ms. apc_off (prefix_caching false, baseline): 2 req/s -> wall 10 s, 200 output tok/s, TTFT 250 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

NEG = "It is not true that "
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 20 requests per arm"
ARMS = [A("apc_on", thr=3.2, ttft=0.08, tpot=0.01, tok=100, prompt=1000, n=20, settings={"prefix_caching": True},
          role="treatment"),
        A("apc_off", thr=2, ttft=0.25, tpot=0.01, tok=100, prompt=1000, n=20, settings={"prefix_caching": False},
          role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("with_it_pair")
    return str(seal(root / "apc", *witness_for(Spec("apc", ARMS, key="", engine="vLLM"))))


CASES = [
    ("Output token throughput went from 200 tok/s without prefix caching to 320 tok/s with it.",
     ["Output token throughput went from 200 tok/s without prefix caching to 480 tok/s with it.",
      "Output token throughput went from 200 tok/s without prefix caching to 160 tok/s with it.",
      "Output token throughput went from 320 tok/s without prefix caching to 200 tok/s with it.",
      "Output token throughput went from 300 tok/s without prefix caching to 320 tok/s with it.",
      NEG + "output token throughput went from 200 tok/s without prefix caching to 320 tok/s with it.",
      "On an A100, output token throughput went from 200 tok/s without prefix caching to 320 tok/s with it."]),
    ("Throughput went from 2 req/s without APC to 3.2 req/s with it.",
     ["Throughput went from 2 req/s without APC to 4.8 req/s with it.",
      "Throughput went from 3.2 req/s without APC to 2 req/s with it."]),
    ("Mean TTFT fell from 250 ms without APC to 80 ms with it.",
     ["Mean TTFT fell from 250 ms without APC to 120 ms with it.", "Mean TTFT rose from 250 ms without APC to 80 ms with it.",
      "Mean TTFT fell from 80 ms without APC to 250 ms with it."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[t[:50] for t, _ in CASES])
def test_with_it_pair(wit, true, twins):
    r = grade_statement(true, wit, SCOPE)
    assert r.verdict == "net-true" and not r.reading.unread, (true, r.reason)
    for s in twins:
        t = grade_statement(s, wit, SCOPE)
        assert t.verdict != "net-true", (s, t.reason)


def test_with_it_needs_a_without_mention(wit):
    """"with it" names nothing when the other mention is not "without ...": not read."""
    r = grade_statement("Throughput went from 2 req/s at first to 3.2 req/s with it.", wit, SCOPE)
    assert r.verdict not in ("net-true", "false"), r.reason
