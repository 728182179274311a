"""GPUs named as a list (claimcheck/claims/falsebar.py ``listed_gpus``; docs/claim-check.md, "The rule for false"):
"up to 2-3x faster on A100 and H100", "(H100, A100)", "on A100 & H100". A claim said of several accelerators, graded
against a witness that ran one of them: the listed GPU the witness lacks is not contradicted -- the witness says
nothing of the claim there -- so the statement is not-yet, never false. Before: each GPU was a fact of its own, and
the one the witness lacked graded the whole statement false (the public write-up behind real sentence rs273: "on A100
& H100", an H100-only witness). A list none of whose GPUs the witness ran stays contradicted.

Witness, worked out by hand (real_sentences.witness_specs.arm_rows; vLLM, Llama-3.1-8B-Instruct on "1x NVIDIA H100
80GB HBM3", 10 requests of 100 output tokens per arm): new (treatment) 2.0 req/s, old (baseline) 1.0 req/s: 2x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("new", "the new kernel", thr=2.0, tok=100, role="treatment"),
        A("old", "the old kernel", thr=1.0, tok=100, role="baseline")]
wit = sealed_fixture("listed_gpus", ARMS, "gpus", engine="vLLM", hw="1x NVIDIA H100 80GB HBM3")
TRUE = "The new kernel serves 2x the request throughput of the old kernel"


@pytest.mark.parametrize("where", [" on A100 and H100.", " on A100 & H100.", " (H100, A100).", " on H100 and A100.",
                                   " on H100, A100 and L40S.", " on A100/H100."])
def test_a_gpu_list_holding_the_witness_gpu_is_never_false(wit, where):
    res = grade_statement(TRUE + where, wit, "vLLM benchmark")
    assert res.verdict != "false", res.reasons
    assert res.verdict != "net-true"  # the claim also speaks of a GPU the witness did not run


@pytest.mark.parametrize("where", [" on A100 and L40S.", " on A100, L40S and T4."])
def test_a_gpu_list_the_witness_ran_none_of_stays_contradicted(wit, where):
    assert grade_statement(TRUE + where, wit, "vLLM benchmark").verdict == "false"


def test_the_witness_gpu_alone_is_net_true_and_twins_are_not(wit):
    assert grade_statement(TRUE + " on H100.", wit, "vLLM benchmark").verdict == "net-true"
    for twin in ("The new kernel serves 3x the request throughput of the old kernel on A100 and H100.",
                 "The old kernel serves 2x the request throughput of the new kernel on A100 and H100."):
        assert grade_statement(twin, wit, "vLLM benchmark").verdict != "net-true"


#: an ampersand standing alone is "and" (statement.tokenize): "on A100 & H100" reads as "on A100 and H100" -- the list
#: and the comparison before it read completely (was: "&" unread, and with it the comparison); twins never net-true
@pytest.mark.parametrize("statement", [
    "The new kernel serves 2x the request throughput of the old kernel on A100 & H100.",
    "Notably, the new kernel achieves up to 2x speedup on A100 & H100, compared to the old kernel.",
    "The new kernel serves 2x the request throughput & 2x the output throughput of the old kernel on H100.",
])
def test_an_ampersand_reads_as_and(wit, statement):
    from claimcheck.claims.grammar import read_full

    got = read_full(statement, "", {"new": ["the new kernel"], "old": ["the old kernel"]})
    assert not got.reading.unread, [u.text for u in got.reading.unread]
    assert grade_statement(statement, wit, "vLLM benchmark").verdict != "false"


@pytest.mark.parametrize("twin", [
    "The new kernel serves 3x the request throughput of the old kernel on A100 & H100.",
    "The old kernel serves 2x the request throughput of the new kernel on A100 & H100.",
    "Notably, the new kernel achieves up to 4x speedup on A100 & H100, compared to the old kernel.",
    "The new kernel serves 2x the request throughput & 4x the output throughput of the old kernel on H100.",
    "The new kernel serves 2x the request throughput of the old kernel on A100 & L40S.",
])
def test_ampersand_twins_are_never_net_true(wit, twin):
    assert grade_statement(twin, wit, "vLLM benchmark").verdict != "net-true"


def test_an_ampersand_inside_a_word_is_not_and():
    from claimcheck.claims.statement import tokenize

    assert [t.low for t in tokenize("AT&T")] != ["at", "and", "t"]
    assert [t.low for t in tokenize("A100 & H100") if t.kind == "word"] == ["and"]
