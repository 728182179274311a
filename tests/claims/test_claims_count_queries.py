""""queries" as the request noun of grammar's all_count (MLPerf-style notes call requests queries): "All 40 queries
completed in every run", "All 80 queries were completed" -- as "requests" (vocabulary.REQUEST_NOUNS already holds it;
the all_count frame did not, so these were unread).

Witnesses (real_sentences.witness_specs rows): ``q`` default (baseline) / tuned, 40 queries each; ``q_fail``: tuned's
t002 failed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

NEG = "It is not true that "
ARMS = [A("default", n=40, thr=1.9, role="baseline"), A("tuned", n=40, thr=2.4, role="treatment")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("count_queries")
    out = {}
    for name, fail in (("q", ()), ("q_fail", (("tuned", "t002"),))):
        w, files = witness_for(Spec(name, list(ARMS), key="", engine="vLLM"))
        files = {"rows.jsonl": [{**r, "ok": False} if (r["arm"], r["task_id"]) in fail else r
                                for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


CASES = [
    ("All 40 queries completed in both configurations.",
     ["All 60 queries completed in both configurations.", "All 20 queries completed in both configurations.",
      NEG + "all 40 queries completed in both configurations."]),
    ("All 80 queries completed.", ["All 120 queries completed.", "All 80 queries completed for tuned."]),
    ("All 40 queries were completed for tuned.", ["All 60 queries were completed for tuned."]),
    ("All 40 queries completed successfully for default.", ["All 20 queries completed successfully for default."]),
]


def grade(wit, name, s):
    return grade_statement(s, wit[name], "40 queries per configuration")


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:50] for c in CASES])
def test_true_is_read_and_net_true(wit, true, twins):
    assert_read_net_true(grade(wit, "q", true))


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:50] for c in CASES])
def test_twins_never_net_true(wit, true, twins):
    for t in twins:
        assert_never_net_true(grade(wit, "q", t), t)


@pytest.mark.parametrize("true,twins", CASES[:3], ids=[c[0][:50] for c in CASES[:3]])
def test_a_failed_query_is_never_net_true(wit, true, twins):
    assert_never_net_true(grade(wit, "q_fail", true), true)


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:50] for c in CASES])
def test_true_never_false(wit, true, twins):
    assert_never_false(grade(wit, "q", true), true)
