"""Reported speech (production attribution_lead's speakers -- claimcheck/claims/figure_leads.py; vocabulary
ATTRIBUTION_SPEAKERS, SAYING_VERBS, ATTRIBUTION_FIGURE_NOUNS; issue 16).

A journalist or a colleague reports the run's figures as what its people said: "..., the company said.", "..., said the
team.", "According to the team, ...", "..., according to figures the team shared." (a held-out suite's news article
voice). The attribution was unread, so every such sentence was not-yet. It is now read as the instrument attributions
are ("..., per the dashboard."): the clause is graded as it stands, so its twists are still caught -- but a sentence
that reports what someone said is never false: figures the witness contradicts do not show that they were not said
(grade holds the contradiction back; ``figure_leads.reported_speech``). A doubting verb ("claimed", "insisted") or a
negated one ("did not say") is no such attribution and stays unread.

The witness (worked out by hand; 10 requests per arm, every request alike): ``sglang`` (treatment, "SGLang") 5.17
req/s, TPOT 23.5 ms; ``vllm`` (baseline, "vLLM") 4.22 req/s, TPOT 28.9 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("sglang", "SGLang", thr=5.17, ttft=0.1, tpot=0.0235, tok=8, role="treatment"),
        A("vllm", "vLLM", thr=4.22, ttft=0.1, tpot=0.0289, tok=8, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "reported_speech", {"w": ARMS})


def _grade(wit, name, s):
    return grade_statement(s, wit[name], "10 requests per arm")


T1 = "Mean TPOT was 23.5 ms with SGLang and 28.9 ms with vLLM, the company said."
FRAMES = [
    ("w", T1, [T1.replace("23.5", "35.3"), T1.replace("23.5", "11.8"), T1.replace("with SGLang", "with vLLM", 1),
               T1.replace("Mean TPOT", "Median TTFT"), T1.replace("was 23.5", "was not 23.5"),
               T1.replace("company said", "company claimed"), T1.replace("company said", "company did not say")]),
    ("w", "SGLang served 5.17 requests per second, said the team.",
     ["SGLang served 7.76 requests per second, said the team.", "vLLM served 5.17 requests per second, said the team."]),
    ("w", "According to the team, SGLang served 5.17 requests per second.",
     ["According to the team, SGLang served 2.59 requests per second.",
      "According to the team, SGLang may serve 5.17 requests per second."]),
    ("w", "SGLang served 5.17 requests per second, against 4.22 for vLLM, according to figures the team shared.",
     ["SGLang served 4.22 requests per second, against 5.17 for vLLM, according to figures the team shared."]),
    ("w", "The company said that SGLang served 5.17 requests per second.",
     ["The company said that SGLang served 6 requests per second."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)

#: reported figures the witness contradicts: never false (they may have been said)
REPORTED_WRONG = [
    "Mean TPOT was 28.9 ms with SGLang and 23.5 ms with vLLM, the company said.",
    "SGLang served 7.76 requests per second, said the team.",
    "According to the team, SGLang served 2.59 requests per second.",
    "The company said that SGLang served 6 requests per second.",
]


@pytest.mark.parametrize("s", REPORTED_WRONG)
def test_reported_figures_are_never_an_accusation(wit, s):
    res = _grade(wit, "w", s)
    assert_never_false(res, s)
    assert_never_net_true(res, s)


def test_the_same_figures_said_by_the_author_are_still_false(wit):
    res = _grade(wit, "w", "Mean TPOT was 28.9 ms with SGLang and 23.5 ms with vLLM.")
    assert res.verdict == "false", res.reason
    res = _grade(wit, "w", "SGLang served 7.76 requests per second, per the dashboard.")  # the author's instrument
    assert res.verdict == "false", res.reason
