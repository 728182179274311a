"""Production run_count (claimcheck/claims/run_frames.py; issue 16, area RUNS2; docs/claim-check.md "Repeated runs"):
the counts of runs and of requests per run in the shorthand of notes -- "3 runs per build" (as "3 runs for each
build": every arm's count of runs), "40 reqs/run" / "40 reqs per run" (as "40 requests per run"), "We ran each config 3
times", "Each build was run 3 times", "I repeated each setup twice" (as "3 runs for each config"; only where "N times"
ends the clause), "all 40 completed every time" (as "... in every run"). Before: each unread (not-yet).

Witness: two arms (the baseline, the tuned configuration), three runs of 40 requests each; ``uneven``: the tuned
configuration with two runs.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, arm_rows, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100"
NEG = "It is not true that "
_R = {"n": 40, "tok": 128, "prompt": 512, "tpot": 0.01}
BASE = A("base", "the baseline", role="baseline", settings={"max_num_seqs": 64}, **_R)
TUNED = A("tuned", "the tuned configuration", role="treatment", settings={"max_num_seqs": 256}, **_R)


def _seal(where: Path, runs, fail: bool = False) -> str:
    w, files = witness_for(Spec("runs", [a for a, _ in runs], key=""))
    rows = []
    for arm, n in runs:
        for k in range(n):
            for r in arm_rows(A(arm.name, *arm.aliases, role=arm.role, **{**arm.params, "toks": 500 + 10 * k})):
                rows.append({**r, "run": k + 1})
    if fail:  # the last run's last request of the last arm failed
        rows[-1] = {**rows[-1], "ok": False, "error": "client timeout", "first_token_s": None,
                    "completion_tokens": 0}
    files["rows.jsonl"] = rows
    return str(seal(where, w, files))


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    return _seal(tmp_path_factory.mktemp("run_count_sh") / "w", [(BASE, 3), (TUNED, 3)])


@pytest.fixture(scope="module")
def failed(tmp_path_factory) -> str:
    return _seal(tmp_path_factory.mktemp("run_count_sh3") / "w", [(BASE, 3), (TUNED, 3)], fail=True)


@pytest.fixture(scope="module")
def uneven(tmp_path_factory) -> str:
    return _seal(tmp_path_factory.mktemp("run_count_sh2") / "w", [(BASE, 3), (TUNED, 2)])


TRUE = [
    "3 runs per configuration.",
    "3 runs per config (40 reqs/run).",
    "3 runs per configuration, 40 prompts/run.",
    "40 reqs/run.",
    "40 reqs per run.",
    "We ran each configuration 3 times.",
    "We repeated each config three times (40 reqs/run).",
    "Each configuration was run 3 times.",
    "Each setup ran three times.",
    # "every time" after a verb of completion: in every run
    "All 40 requests completed every time.",
    "All 40 completed every time.",
    "No failed requests in any configuration, all 40 completed every time.",
]
TWINS = [
    "4 runs per configuration.",
    "2 runs per configuration.",
    "3 runs per config (60 reqs/run).",
    "3 runs per config (20 reqs/run).",
    "120 reqs/run.",
    "We ran each configuration 4 times.",
    "We ran each configuration twice.",
    "Each configuration was run 2 times.",
    "We did not run each configuration 3 times.",
    NEG + "each configuration was run 3 times.",
    "Each configuration was run 3 times faster.",
    "All 60 requests completed every time.",
    "All 20 requests completed every time.",
    "All 120 requests completed every time.",
    "Not all 40 requests completed every time.",
    # a unit that is no arm's: unread
    "3 runs per prompt.",
    "We ran each prompt 3 times.",
]
FALSE = [
    "4 runs per configuration.",
    "We ran each configuration 4 times.",
    "3 runs per config (60 reqs/run).",
    "All 60 requests completed every time.",
]
NEVER_FALSE = TRUE + ["3 runs per prompt.", "We ran each prompt 3 times.", "Each request was run 3 times."]


@pytest.mark.parametrize("s", TRUE)
def test_true_read_completely_and_net_true(wit, s):
    assert_read_net_true(grade_statement(s, wit, SCOPE))


@pytest.mark.parametrize("s", TWINS)
def test_twins_never_net_true(wit, s):
    assert_never_net_true(grade_statement(s, wit, SCOPE), s)


@pytest.mark.parametrize("s", NEVER_FALSE)
def test_honest_never_false(wit, s):
    assert_never_false(grade_statement(s, wit, SCOPE), s)


@pytest.mark.parametrize("s", FALSE)
def test_contradicted_is_false(wit, s):
    res = grade_statement(s, wit, SCOPE)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", ["All 40 requests completed every time.", "All 40 completed every time."])
def test_every_time_with_a_failed_request_is_never_net_true(failed, s):
    assert_never_net_true(grade_statement(s, failed, SCOPE), s)


@pytest.mark.parametrize("s", ["3 runs per configuration.", "We ran each configuration 3 times."])
def test_an_arm_with_fewer_runs_is_never_net_true(uneven, s):
    assert_never_net_true(grade_statement(s, uneven, SCOPE), s)
