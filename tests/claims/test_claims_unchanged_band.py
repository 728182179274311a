"""A pull request's "unchanged" / "the same" / "no change" / "no regression" hold within 5% of the baseline
(tolerance.UNCHANGED_BAND), not the 10% of "comparable" (tolerance.HEDGE): "TPOT unchanged" of a PR whose TPOT fell
9.1% was net-true (a change a reviewer would name, said to be none). Between 5% and twice: not-yet, never false.

Witnesses by hand (50 requests per arm, real_sentences.witness_specs; roles: main baseline, pr treatment):
* ``pr`` -- main: TTFT 120 ms, TPOT 12.1 ms; pr: TTFT 121 ms (+0.8%), TPOT 11.0 ms (-9.1%).
* ``small`` -- main: TTFT 120 ms, TPOT 10.0 ms; pr: TTFT 124.8 ms (+4.0%), TPOT 10.4 ms (+4.0%).
* ``big`` -- main: TTFT 100 ms; pr: TTFT 250 ms (2.5x: beyond twice, false).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 50 requests per arm"
_P = dict(tok=200, prompt=100, n=50, thr=4)

SPECS = {
    "pr": [A("pr", "PR", ttft=0.121, tpot=0.011, role="treatment", **_P),
           A("main", "main", ttft=0.120, tpot=0.0121, role="baseline", **_P)],
    "small": [A("pr", "PR", ttft=0.1248, tpot=0.0104, role="treatment", **_P),
              A("main", "main", ttft=0.120, tpot=0.010, role="baseline", **_P)],
    "big": [A("pr", "PR", ttft=0.25, tpot=0.010, role="treatment", **_P),
            A("main", "main", ttft=0.100, tpot=0.010, role="baseline", **_P)],
}


wit = sealed_fixture("unchanged", SPECS)


@pytest.mark.parametrize("name,statement,verdict", [
    ("pr", "TTFT unchanged.", "net-true"),                 # +0.8%
    ("pr", "TTFT is unchanged.", "net-true"),
    ("pr", "No TTFT regression.", "net-true"),
    ("pr", "TPOT unchanged.", "not-yet"),                  # -9.1%: was net-true under the 10% band
    ("pr", "TPOT stays the same.", "not-yet"),
    ("pr", "No change in TPOT.", "not-yet"),
    ("small", "TTFT unchanged.", "net-true"),              # +4.0%: inside 5%
    ("small", "No TPOT regression.", "net-true"),          # 4% worse: inside 5%
    ("big", "TTFT unchanged.", "false"),                   # 2.5x: beyond twice
    ("big", "No TTFT regression.", "false"),
])
def test_unchanged_holds_within_five_percent(wit, name, statement, verdict):
    res = grade_statement(statement, wit[name], SCOPE)
    assert res.verdict == verdict, (statement, res.verdict, res.reason)


def test_comparable_keeps_the_ten_percent_band(wit):
    # a parity word that is not a pull request's "unchanged" keeps the hedge tolerance: -9.1% is comparable
    assert grade_statement("PR has TPOT comparable to main.", wit["pr"], SCOPE).verdict == "net-true"
