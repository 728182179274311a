"""A change naming no arm beside a mention of the baseline arm is no reading of the declared order (issue 16).

"Using BF16; median E2EL down 22%." of FP8 (treatment, median E2EL 0.78 s) vs BF16 (baseline, 1.0 s) graded net-true:
the change names no arm, so the witness's declared order (FP8 vs BF16: -22%) was taken for it (production
declared_pair), and the mention "Using BF16" was read as an arm mention bound to nothing. It is a twist of "Using FP8;
median E2EL down 22%." Now a declared-order agreement is held back (not-yet, saying which words to write) where the
statement names, in an arm mention bound to no assertion, an arm other than the declared treatment and not the
treatment (grade._names_other_arm). Contradictions are unchanged (held back as before where the order was only
implied).

Witness, by hand: FP8 2.5 req/s, every request 0.78 s end to end; BF16 2.0 req/s, 1.0 s; 20 requests per arm. FP8 vs
BF16 median E2EL: (0.78 - 1.0) / 1.0 = -22%.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from claims_corpus.frame_checks import assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

SPECS = {"q": Spec("q", [A("fp8", "FP8", thr=2.5, dur=0.78, n=20, settings={"quantization": "fp8"}, role="treatment"),
                         A("bf16", "BF16", thr=2.0, dur=1.0, n=20, settings={"quantization": "bf16"}, role="baseline")],
                   key="")}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 20 requests per arm"
wit = sealed_fixture("named_other_arm", SPECS)

LEADS = ["Using {}; ", "Running {}; ", "With {} on; "]
CHANGES = ["median E2EL down 22%.", "median E2EL fell 22%.", "median end-to-end latency down 22%.",
           "median E2EL down 22% (1.0 s to 0.78 s)."]


@pytest.mark.parametrize("statement", [
    "Using FP8; median E2EL down 22%.",
    "Median E2EL down 22% with FP8.",
    "FP8 cut median E2EL by 22% vs BF16.",
    "Use FP8; median E2EL down 22% (1.0 s to 0.78 s).",  # the pair's values: BF16's before, FP8's after
])
def test_the_treatment_named_or_both_arms_named_is_net_true(wit, statement):
    res = grade_statement(statement, wit["q"], SCOPE)
    assert res.verdict == "net-true", (statement, res.reason)


@settings(max_examples=20, deadline=None)
@given(lead=st.sampled_from(LEADS), change=st.sampled_from(CHANGES))
def test_the_baseline_named_beside_a_change_naming_no_arm_is_never_net_true(wit, lead, change):
    statement = lead.format("BF16") + change
    assert_never_net_true(grade_statement(statement, wit["q"], SCOPE), statement)
    treated = lead.format("FP8") + change
    res = grade_statement(treated, wit["q"], SCOPE)
    assert res.verdict != "false", (treated, res.reason)
