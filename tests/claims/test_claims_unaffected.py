"""A metric a setting leaves as it was (issue 16; claimcheck/claims/unaffected.py, the parity alternative
"UNAFFECTED_VERB ... unaffected by ARM" / "ARM leaves METRIC unchanged", and production unaffected_colon):
"TPOT is unaffected by prefix caching: 10 ms in both configurations." (tuning battery 31) was unread. The metric with
and without the arm is read as "A and B are on par" (docs/claim-check.md, "Parity": within 10% of the reference
net-true, either arm twice the other false, not-yet between), only in a witness of two arms; after the colon, a
clause with no metric of its own takes the parity clause's one metric.

Witness by hand (vLLM on one H100, Llama-3.1-8B-Instruct, 20 requests per arm, every request alike, as tuning
battery 31): apc_on (prefix_caching true, treatment) TTFT 80 ms, TPOT 10 ms, 3.2 req/s; apc_off (prefix_caching
false, baseline) TTFT 250 ms, TPOT 10 ms, 2 req/s. TPOT on / off = 1.0 (parity holds); TTFT off / on = 3.125 (>= 2:
parity false); request throughput 3.2 / 2 = 1.6 (between 1.1 and 2: not-yet). Twins: the value after the colon x1.5
= 15 ms, x0.5 = 5 ms; another metric (TTFT, 3.1x apart); negation; wrong GPU / model. Arms swapped ("unaffected by
disabling prefix caching") states the same two-arm parity: not a twin. A three-arm witness (concurrency 1 / 8 / 32):
"unaffected by concurrency 32" against which arm? not read.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import CONC_SWEEP, sealed_fixture, sentence_tests, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 20 requests per arm sharing a 1000-token prefix"
NEG = "It is not true that "
ARMS = [A("apc_on", thr=3.2, ttft=0.08, tpot=0.01, tok=100, prompt=1000, n=20, settings={"prefix_caching": True},
          role="treatment"),
        A("apc_off", thr=2, ttft=0.25, tpot=0.01, tok=100, prompt=1000, n=20, settings={"prefix_caching": False},
          role="baseline")]


wit = sealed_fixture("unaffected", {"apc": ARMS, "conc": CONC_SWEEP}, engine="vLLM")


def grade(wit, s: str, name: str = "apc"):
    return grade_statement(s, wit[name], SCOPE)


TRUE = [
    "TPOT is unaffected by prefix caching: 10 ms in both configurations.",
    "TPOT is unaffected by prefix caching.",
    "Mean TPOT remains virtually unchanged by prefix caching.",
    "Prefix caching leaves TPOT unchanged.",
    "Prefix caching leaves mean TPOT essentially unchanged.",
]

TWINS = [
    "TPOT is unaffected by prefix caching: 15 ms in both configurations.",  # x1.5
    "TPOT is unaffected by prefix caching: 5 ms in both configurations.",   # x0.5
    "TTFT is unaffected by prefix caching: 10 ms in both configurations.",  # another metric (3.1x apart)
    "TTFT is unaffected by prefix caching.",
    "Prefix caching leaves mean TTFT unchanged.",
    "Request throughput is unaffected by prefix caching.",                  # 1.6x apart
    NEG + "TPOT is unaffected by prefix caching.",                          # negation
    NEG + "TPOT is unaffected by prefix caching: 10 ms in both configurations.",
    "On an A100, TPOT is unaffected by prefix caching.",                    # wrong GPU
    "With Qwen2.5-7B, TPOT is unaffected by prefix caching.",               # wrong model
    "TPOT is unaffected by prefix caching on SGLang.",                      # wrong engine
]

FALSE = [
    "TTFT is unaffected by prefix caching.",
    "Prefix caching leaves mean TTFT unchanged.",
    NEG + "TPOT is unaffected by prefix caching.",
    "TPOT is unaffected by prefix caching: 15 ms in both configurations.",
]

NEVER_FALSE = [
    "TPOT is unaffected by prefix caching; results may differ on other GPUs.",
    "TPOT is unaffected by prefix caching. Not tested on A100.",
    "Request throughput is unaffected by prefix caching.",
    "TPOT is largely unaffected by load.",
    "Accuracy is unaffected by prefix caching.",
]


test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


test_contradicted_parity_or_value_is_false, test_honest_variants_are_never_false = verdict_tests(
    FALSE, NEVER_FALSE, grade)


@pytest.mark.parametrize("s", ["TPOT is unaffected by concurrency 32.",
                               "Concurrency 32 leaves TPOT unchanged.",
                               "TPOT is unaffected by concurrency 8: 25 ms in both configurations."])
def test_three_arms_are_not_read(wit, s):
    r = grade(wit, s, "conc")
    assert r.verdict not in ("net-true", "false")


def test_a_colon_clause_with_its_own_metric_keeps_it(wit):
    # the clause after the colon names TTFT: it is not given TPOT
    r = grade(wit, "TPOT is unaffected by prefix caching: TTFT drops from 250 ms to 80 ms.")
    assert r.verdict != "false"
