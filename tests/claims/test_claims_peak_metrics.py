"""vLLM's "Peak output token throughput (tok/s)" is the highest one-second token rate within a run
(``max_output_tokens_per_s`` of ``vllm bench serve``), never the highest of several runs' throughputs. Read as
"max" of token throughput over repeated runs, a true line copied from vLLM's output was graded false (its peak is
above every run's average rate). "peak" before a throughput is its own metric, which no witness re-derives from its
rows: read, then not-yet; never false, never net-true (production metric, vocabulary.UNDERIVED_METRICS).

Witness (claims_corpus.witnesses.uniform, worked out by hand): arm vllm, three runs of 10 requests x 8 output tokens
over 2 lanes with walls 5 s, 4 s and 4 s (16, 20 and 20 output tok/s: the highest run 20 tok/s); arm sglang, three runs
with walls 10 s each (8 tok/s).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

ARMS = {"vllm": {"aliases": ["vLLM"], "workers": 2, "role": "treatment"},
        "sglang": {"aliases": ["SGLang"], "workers": 2, "role": "baseline"}}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    rows = [r for run, wall in enumerate((5.0, 4.0, 4.0)) for r in uniform("vllm", 10, wall, 2, run=run)]
    rows += [r for run in range(3) for r in uniform("sglang", 10, 10.0, 2, run=run)]
    return str(seal(tmp_path_factory.mktemp("peak") / "w", ab_witness(ARMS), {"rows.jsonl": rows}))


STATEMENTS = [
    "Peak output token throughput (tok/s): 41.00 on vLLM",     # a one-second peak above every run's rate
    "Peak output token throughput is 41 tok/s on vLLM.",
    "vLLM's peak throughput is 20 tok/s.",                      # the highest run's rate: not what "peak" means
    "Peak output throughput on vLLM: 20 tok/s",
    "vLLM's peak output token throughput is 2x SGLang's.",
]


@pytest.mark.parametrize("statement", STATEMENTS)
def test_a_peak_rate_is_never_graded_as_the_best_run(wit, statement):
    res = grade_statement(statement, wit, "10 requests per run, three runs per arm")
    assert_never_false(res, statement)
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)


def test_the_best_run_said_as_max_still_reads(wit):
    """"max" of several runs' throughput keeps its meaning (the highest run), as before."""
    res = grade_statement("vLLM's max output token throughput across runs is 20 tok/s.", wit,
                          "10 requests per run, three runs per arm")
    assert res.verdict != "false", res.reason
