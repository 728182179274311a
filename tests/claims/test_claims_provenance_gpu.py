"""Where the result was measured, naming its GPU (production provenance_gpu: "In our H100 tests, ..."), and the
witness's own workload as a lead with no comma before the clause's subject (production this_lead: "For this workload
SGLang's P99 ITL was ..."); issue 16.

Before: a hardware word inside a provenance lead left the whole lead unread ("In our H100 tests," -> 'tests' unread,
not-yet), and "this workload" had to end its phrase with punctuation. Now the GPU is read as the hardware fact it is
(checked as "on an H100": agrees on an H100 witness, false on an A100 one), the rest of the lead is inert as
"In our tests," is; "For this workload" before the subject arm is the witness's own workload as "On this workload,"
is. A lead pointing at another run ("In our earlier H100 tests,") or a GPU that names an arm stays unread.

Witness (numbers by hand): SGLang and vLLM on 1 x H100, 200 requests each, 128 output tokens, ITL 8.70 ms and
10.09 ms on every token, output throughput 2,000 and 1,723 tok/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct, 200 prompts per engine, max concurrency 16"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("provenance_gpu")
    out = {}
    for name, hw in (("h100", "1 x NVIDIA H100 80GB HBM3"), ("a100", "1 x NVIDIA A100-SXM4-80GB")):
        arms = [A("sglang", "SGLang", n=200, toks=2000, tok=128, ttft=0.05, itl=0.0087, role="treatment"),
                A("vllm", "vLLM", n=200, toks=1723, tok=128, ttft=0.05, itl=0.01009, role="baseline")]
        out[name] = str(seal(root / name, *witness_for(Spec(name, arms, key="", engine=None, hw=hw))))
    return out


TRUE = ["In our H100 tests, SGLang delivered 2,000 output tok/s.",
        "In our internal H100 benchmark, SGLang delivered 2,000 output tok/s.",
        "On our H100 benchmark, SGLang's P99 ITL was 8.70 ms versus 10.09 ms for vLLM.",
        "For this workload SGLang's P99 ITL was 8.70 ms against 10.09 ms for vLLM.",
        "On this workload SGLang delivered 2,000 output tok/s.",
        "For our workload SGLang's P99 ITL was 8.70 ms versus 10.09 ms for vLLM."]
TWINS = ["In our H100 tests, vLLM delivered 2,000 output tok/s.",
         "In our H100 tests, SGLang delivered 2,500 output tok/s.",
         "On our H100 benchmark, SGLang's P99 ITL was 10.09 ms versus 8.70 ms for vLLM.",
         "For this workload SGLang's P99 ITL was 8.70 ms against 12.09 ms for vLLM.",
         "For this workload vLLM's P99 ITL was 8.70 ms against 10.09 ms for SGLang.",
         "In our A100 tests, SGLang delivered 2,000 output tok/s."]
#: leads that stay unread: another run, no comma after a provenance lead
OPEN = ["In our earlier H100 tests, SGLang delivered 2,000 output tok/s.",
        "In our H100 tests SGLang delivered 2,000 output tok/s."]


@pytest.mark.parametrize("statement", TRUE)
def test_true_leads_are_read_and_net_true(wit, statement):
    res = grade_statement(statement, wit["h100"], SCOPE)
    assert res.verdict == "net-true", (statement, res.reason)
    assert not res.reading.unread


@pytest.mark.parametrize("statement", TWINS)
def test_twins_are_not_net_true(wit, statement):
    assert grade_statement(statement, wit["h100"], SCOPE).verdict != "net-true", statement


@pytest.mark.parametrize("statement", OPEN)
def test_other_leads_stay_unread(wit, statement):
    res = grade_statement(statement, wit["h100"], SCOPE)
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)
    assert_never_false(res, statement)


def test_the_gpu_of_the_lead_is_checked(wit):
    """The lead's GPU is a hardware fact: an A100 witness contradicts "In our H100 tests," (read completely: false),
    and the same true sentence on the A100 witness is not net-true."""
    res = grade_statement("In our H100 tests, SGLang delivered 2,000 output tok/s.", wit["a100"], SCOPE)
    assert res.verdict == "false", res.reason
    assert ("hardware", "gpu", "H100") in {(f.kind, f.key, str(f.value).upper()) for f in res.reading.context}
    assert grade_statement("In our A100 tests, SGLang delivered 2,000 output tok/s.", wit["a100"],
                           SCOPE).verdict == "net-true"


def test_a_wrong_value_after_this_lead_is_false(wit):
    res = grade_statement("For this workload SGLang's P99 ITL was 10.09 ms against 8.70 ms for vLLM.", wit["h100"], SCOPE)
    assert res.verdict == "false", res.reason
