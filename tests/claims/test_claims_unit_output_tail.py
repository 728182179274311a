"""A count's dataset between the number and its noun outside "all ..." (production counted_dataset in count:
"SGLang vs vLLM, 200 random prompts: ...", "On 500 ShareGPT prompts, ..."), and a token rate's kind said after its
bare unit (production unit_output_tail: "11.93 tok/s output, 10.73 s mean latency", "~728 tok/s out"); issue 16.

Before: "200 random prompts" left "200" unread ("random prompts" was the dataset descriptor, the count had no noun),
and "ShareGPT" right before "prompts" too, so the label lead "SGLang vs vLLM, 200 random prompts: 2,000 vs 1,723
output tok/s" was not-yet; "2,000 tok/s output" left the whole value unread.

Witness (numbers by hand): SGLang and vLLM, 200 requests each on the random dataset, 128 output tokens and 1,024
prompt tokens per request; output throughput 2,000 and 1,723 tok/s (so prompt + output: 18,000 and 15,507 tok/s).
``nods``: the same arms declaring no dataset.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 1,024 input / 128 output tokens, max concurrency 16"


def _arms(ds: dict) -> list:
    return [A("sglang", "SGLang", n=200, toks=2000, tok=128, prompt=1024, ttft=0.05, settings=dict(ds),
              role="treatment"),
            A("vllm", "vLLM", n=200, toks=1723, tok=128, prompt=1024, ttft=0.05, settings=dict(ds), role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("unit_output_tail")
    return {name: str(seal(root / name, *witness_for(Spec(name, _arms(ds), key="", engine=None))))
            for name, ds in (("random", {"dataset": "random"}), ("nods", {}))}


TRUE = ["SGLang vs vLLM, 200 random prompts: 2,000 vs 1,723 output tok/s.",
        "On 200 random prompts, SGLang delivered 2,000 output tok/s.",
        "SGLang served 200 synthetic prompts at 2,000 output tok/s.",
        "SGLang: 2,000 tok/s output, vLLM: 1,723 tok/s output.",
        "SGLang: ~2,000 tok/s out",
        "SGLang reached 2,000 tok/s output with 200 prompts.",
        "SGLang, 200 requests: 2,000 tok/s output; vLLM: 1,723 tok/s output."]
#: each twin: a count, a dataset, a value or an arm changed; or the other meaning of a bare "tok/s" said as output
TWINS = ["SGLang vs vLLM, 300 random prompts: 2,000 vs 1,723 output tok/s.",
         "SGLang vs vLLM, 200 ShareGPT prompts: 2,000 vs 1,723 output tok/s.",
         "SGLang vs vLLM, 200 random prompts: 1,723 vs 2,000 output tok/s.",
         "On 200 random prompts, vLLM delivered 2,000 output tok/s.",
         "SGLang: 2,500 tok/s output, vLLM: 1,723 tok/s output.",
         "SGLang: 18,000 tok/s output.",
         "SGLang: ~3,000 tok/s out",
         "vLLM reached 2,000 tok/s output with 200 prompts."]
#: contradicted and read completely: false
FALSE = ["On 300 random prompts, SGLang delivered 2,000 output tok/s.",
         "On 200 ShareGPT prompts, SGLang delivered 2,000 output tok/s.",
         "SGLang: 2,500 tok/s output.",
         "SGLang: 18,000 tok/s output."]
#: not read here: "out of", a noun after "output", a count of two hundred in words before a dataset
OPEN = ["SGLang: 2,000 tok/s out of 2,100.", "SGLang: 2,000 tok/s output tokens."]


@pytest.mark.parametrize("statement", TRUE)
def test_true_statements_are_read_and_net_true(wit, statement):
    res = grade_statement(statement, wit["random"], SCOPE)
    assert res.verdict == "net-true", (statement, res.reason)
    assert not res.reading.unread


@pytest.mark.parametrize("statement", TWINS)
def test_twins_are_not_net_true(wit, statement):
    res = grade_statement(statement, wit["random"], SCOPE)
    assert res.verdict != "net-true", (statement, res.reason)


@pytest.mark.parametrize("statement", FALSE)
def test_contradicted_and_read_is_false(wit, statement):
    assert grade_statement(statement, wit["random"], SCOPE).verdict == "false", statement


@pytest.mark.parametrize("statement", OPEN)
def test_other_tails_stay_unread(wit, statement):
    res = grade_statement(statement, wit["random"], SCOPE)
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)


def test_a_dataset_the_witness_does_not_record_is_not_known(wit):
    """"200 random prompts" of a witness that declares no dataset: the count agrees, the dataset is unknowable."""
    res = grade_statement("SGLang vs vLLM, 200 random prompts: 2,000 vs 1,723 output tok/s.", wit["nods"], SCOPE)
    assert res.verdict == "not-yet", (res.verdict, res.reason)


def test_output_names_the_output_rate_not_the_total(wit):
    """A bare "tok/s" keeps two meanings (output, or prompt + output); "tok/s output" is the output rate only: the
    total, 18,000 tok/s, said as output is contradicted (above), and the output said bare agrees as before."""
    res = grade_statement("SGLang: 2,000 tok/s output.", wit["random"], SCOPE)
    a = [x for x in res.reading.assertions if x.form == "value"]
    assert a and a[0].metric == "token_throughput" and a[0].span.text == "2,000 tok/s output"


@settings(max_examples=40, deadline=None, derandomize=True)
@given(n=st.integers(min_value=1, max_value=5000), tail=st.sampled_from(["output", "out"]))
def test_any_stated_rate_agrees_only_at_its_value(wit, n, tail):
    statement = f"SGLang: {n:,} tok/s {tail}."
    res = grade_statement(statement, wit["random"], SCOPE)
    assert_never_false(res, statement) if n == 2000 else None
    assert (res.verdict == "net-true") == (n == 2000), (statement, res.verdict, res.reason)
