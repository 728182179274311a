"""An arm named by its name and a noun of the revision that ran (claimcheck/claims/arm_nouns.py: "branch", "release",
"version", "commit"), and the longer arm name after an article (claimcheck/claims/statement.py mark_arms): "28.0 s on
the PR branch" where the arm declares the aliases "the PR" and "PR branch" -- before, "the PR" was taken first and
"branch" left unread (held-out development battery, a code review comment).

Witness, worked out by hand (real_sentences.witness_specs rows, 10 requests per arm): main (baseline; aliases "main",
"main branch") wall 41.3 s; pr (treatment; aliases "this PR", "the PR", "PR branch") wall 28.0 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"

wit = sealed_fixture("revision_nouns", {"pr": [
    A("pr", "this PR", "the PR", "PR branch", wall=28.0, ttft=0.2, role="treatment"),
    A("main", "main branch", wall=41.3, ttft=0.2, role="baseline")]}, engine="vLLM")


def _grade(w, name, s):
    return grade_statement(s, w[name], SCOPE)


FRAMES = [
    ("pr", "Wall time for the 10-request run: 41.3 s on main, 28.0 s on the PR branch.",
     ["Wall time for the 10-request run: 28.0 s on main, 41.3 s on the PR branch.",
      "Wall time for the 10-request run: 41.3 s on main, 42.0 s on the PR branch.",
      "Wall time for the 10-request run: 41.3 s on main, 14.0 s on the PR branch."]),
    ("pr", "The PR branch finished the run in 28.0 s.",
     ["The PR branch finished the run in 41.3 s.", "The main branch finished the run in 28.0 s.",
      "The PR branch did not finish the run in 28.0 s."]),
    ("pr", "Wall time on the main branch was 41.3 s vs 28.0 s on this PR.",
     ["Wall time on the main branch was 28.0 s vs 41.3 s on this PR.",
      "Wall time on the main branch was 62 s vs 28.0 s on this PR."]),
]
test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)
