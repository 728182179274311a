"""A from-to value's arm named before it (production from_arm_of, claimcheck/claims/grammar.py _from_arm; vocabulary
FROM_ARM_NOUNS): "Mean TTFT drops from vLLM's 130 ms to SGLang's 100 ms", "Request throughput climbs from the vLLM
baseline of 2.2 req/s to 3.3 req/s on SGLang", "from a main run of 130 ms to 100 ms with the PR" -- the first value is
the arm named before it (a possessive, or the arm and its noun before "of"), the second names its own arm, before it
(a possessive) or after it, as pair_arms' from-to pairs do (both or neither: "from vLLM's 2.2 req/s to 3.3 req/s"
naming no second arm stays unread, as does one arm for both values). Before: every such pair was unread.

Witnesses, worked out by hand (real_sentences.witness_specs arms; Llama-3.1-8B-Instruct on one H100, 10 requests per
arm, 50 output tokens; ``ttft_mp``: nine requests at one TTFT and one slower so that the mean and numpy's linear p99
are the two numbers, the median the nine's, (10 * mean - p99 / 0.91) / (10 - 1 / 0.91)):

* ``eng`` (engines per arm, no witness-wide engine): vllm ("vLLM", baseline) TTFT mean 130 ms / p99 300 ms / median
  109.0 ms, 2.2 req/s; sglang ("SGLang", treatment) TTFT mean 100 ms / p99 200 ms / median 87.65 ms, 3.3 req/s (1.5x).
* ``pr``: main (baseline) / pr-1234 ("the PR", "PR #1234"), vllm's / sglang's numbers.
* ``roles``: arms named "baseline" / "candidate" (no aliases), the same numbers.
* ``conc``: c1 ("C=1", "concurrency 1", baseline) / c32 ("C=32") (concurrency 1 / 32), TPOT 22.0 / 31.0 ms.
* ``eng_fail``: as eng, but sglang's task t003 failed (3.0 req/s).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "
_OLD = dict(ttft_mp=(0.13, 0.3), thr=2.2, tok=50)
_NEW = dict(ttft_mp=(0.1, 0.2), thr=3.3, tok=50)
WITNESSES = {
    "eng": [A("vllm", "vLLM", settings={"engine": "vLLM"}, role="baseline", **_OLD),
            A("sglang", "SGLang", settings={"engine": "SGLang"}, role="treatment", **_NEW)],
    "pr": [A("main", role="baseline", **_OLD), A("pr-1234", "the PR", "PR #1234", role="treatment", **_NEW)],
    "roles": [A("baseline", role="baseline", **_OLD), A("candidate", role="treatment", **_NEW)],
    "conc": [A("c1", "C=1", "concurrency 1", tpot=0.022, tok=50, settings={"concurrency": 1}, role="baseline"),
             A("c32", "C=32", tpot=0.031, tok=50, settings={"concurrency": 32})],
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("from_arm_of")
    out = {}
    for name, arms in [*WITNESSES.items(), ("eng_fail", WITNESSES["eng"])]:
        w, files = witness_for(Spec(name, list(arms), key="", engine=None if "eng" in name else "vLLM"))
        if name == "eng_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "sglang" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


POSS = "Mean TTFT drops from vLLM's 130 ms to SGLang's 100 ms."
BASE = "Request throughput climbs from the vLLM baseline of 2.2 req/s to 3.3 req/s on SGLang."
ROWS = [
    ("eng", POSS,
     ["Mean TTFT drops from vLLM's 195 ms to SGLang's 150 ms.", "Mean TTFT drops from vLLM's 65 ms to SGLang's 50 ms.",
      "Mean TTFT drops from SGLang's 130 ms to vLLM's 100 ms.",      # swapped
      "Mean TTFT rises from vLLM's 130 ms to SGLang's 100 ms.",      # flipped
      "Median TTFT drops from vLLM's 130 ms to SGLang's 100 ms.",    # wrong statistic
      "Mean TPOT drops from vLLM's 130 ms to SGLang's 100 ms.",      # another metric
      "Mean TTFT drops from TGI's 130 ms to SGLang's 100 ms.",       # an arm the witness lacks
      "Mean TTFT drops from vLLM's 130 ms to vLLM's 100 ms.",        # one arm twice
      "On an A100, mean TTFT drops from vLLM's 130 ms to SGLang's 100 ms.",
      "Mean TTFT does not drop from vLLM's 130 ms to SGLang's 100 ms.", NEG + "mean TTFT drops from vLLM's 130 ms to SGLang's 100 ms."]),
    ("eng", "Mean time to first token falls from vLLM's ~130 ms to SGLang's ~100 ms.",
     ["Mean time to first token falls from vLLM's ~100 ms to SGLang's ~130 ms."]),
    ("eng", "TTFT drops from a median of 109 ms on vLLM to 88 ms on SGLang.",   # from_statistic, engines per arm
     ["TTFT drops from a median of 109 ms on SGLang to 88 ms on vLLM.", "TTFT drops from a mean of 109 ms on vLLM to 88 ms on SGLang."]),
    ("eng", BASE,
     [BASE.replace("2.2 req/s to 3.3", "3.3 req/s to 4.95"), BASE.replace("2.2 req/s to 3.3", "1.1 req/s to 1.65"),
      BASE.replace("climbs", "falls"), BASE.replace("on SGLang", "on vLLM"),
      "Request throughput climbs from the SGLang baseline of 2.2 req/s to 3.3 req/s on vLLM.",
      "Output throughput climbs from the vLLM baseline of 2.2 req/s to 3.3 req/s on SGLang.",
      NEG + "request throughput climbs from the vLLM baseline of 2.2 req/s to 3.3 req/s on SGLang."]),
    ("eng", "Request throughput climbs from the vLLM baseline of 2.2 req/s to 3.3 req/s on SGLang (1.5x).",
     ["Request throughput climbs from the vLLM baseline of 2.2 req/s to 3.3 req/s on SGLang (3x)."]),
    ("eng", "Throughput climbs from vLLM's 2.2 req/s to 3.3 req/s with SGLang.",
     ["Throughput climbs from vLLM's 3.3 req/s to 2.2 req/s with SGLang.", "Throughput climbs from vLLM's 2.2 req/s to 3.3 req/s with TGI."]),
    ("pr", "Mean TTFT went from main's 130 ms to the PR's 100 ms.",
     ["Mean TTFT went from the PR's 130 ms to main's 100 ms.", "Mean TTFT went from main's 130 ms to the PR's 150 ms."]),
    ("pr", "Mean TTFT went from a main run of 130 ms to 100 ms with PR #1234.",
     ["Mean TTFT went from a main run of 100 ms to 130 ms with PR #1234.", "p99 TTFT went from a main run of 130 ms to 100 ms with PR #1234."]),
    ("roles", "Request throughput rose from the baseline's 2.2 req/s to the candidate's 3.3 req/s.",
     ["Request throughput rose from the candidate's 2.2 req/s to the baseline's 3.3 req/s.",
      "Request throughput rose from the baseline's 2.2 req/s to the candidate's 6.6 req/s."]),
    ("conc", "Mean TPOT rises from the C=1 baseline of 22.0 ms to 31.0 ms at C=32.",
     ["Mean TPOT rises from the C=1 baseline of 31.0 ms to 22.0 ms at C=32.", "Mean TPOT rises from the C=1 baseline of 33.0 ms to 46.5 ms at C=32.",
      "Mean TTFT rises from the C=1 baseline of 22.0 ms to 31.0 ms at C=32."]),
    ("conc", "Mean TPOT rises from the concurrency 1 run of 22.0 ms to 31.0 ms at C=32.",
     ["Mean TPOT falls from the concurrency 1 run of 22.0 ms to 31.0 ms at C=32."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    ROWS, grade)

#: not read (never false): the second arm unnamed, the treatment called the baseline, one arm twice
NEVER_FALSE = [
    ("eng", "Request throughput climbs from the vLLM baseline of 2.2 req/s to 3.3 req/s."),
    ("eng", "Mean TTFT drops from vLLM's 130 ms to 100 ms."),
    ("eng", "Request throughput climbs from the SGLang baseline of 2.2 req/s to 3.3 req/s on vLLM."),
    ("eng", "Mean TTFT drops from vLLM's 130 ms to vLLM's 100 ms."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE, ids=[f"{n}:{s[:50]}" for n, s in NEVER_FALSE])
def test_unclear_pairs_are_never_false_nor_net_true(wit, name, s):
    res = grade(wit, name, s)
    assert_never_false(res, s)
    assert_never_net_true(res, s)


def test_a_failed_request_is_never_net_true(wit):
    # sglang's t003 failed: 9 requests over the same wall, 3.0 req/s, not 3.3
    assert_never_net_true(grade(wit, "eng_fail", BASE), BASE)
