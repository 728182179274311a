"""Hardware, arm-noun and unit spellings real write-ups use (area W, vocabulary), claimcheck/claims/grammar.lark:

* cloud_instance: a cloud GPU instance named by its family ("On the same g5 instance (one A10G)", "a g5.xlarge", "on
  a p4d.24xlarge"): the GPU the family carries (vocabulary.CLOUD_INSTANCE_GPUS), agreeing where the witness's hardware
  names it; another family's GPU is never false (unknowable: not-yet); "p5" alone (a percentile?) stays unread;
* arm_by_noun with "format" ("The E5M2 format yields a 1.2x speedup over BF16", "than the BF16 format");
* rate units spelled short or in words ("~40 tk/s", "128 tokens per sec", "2.5 reqs/sec", "2.5 requests per sec").

Witnesses (worked out by hand, 10 requests per arm of 200 output tokens):

* ``g5``: vLLM (engine vLLM) vs TGI (engine TGI, baseline) on "1 x NVIDIA A10G": 2.5 vs 1.667 req/s (1.5x), 500 vs
  333.4 output tok/s.
* ``kv``: E5M2 (kv_cache_dtype fp8_e5m2) 1.2 req/s vs BF16 (kv_cache_dtype auto, baseline) 1.0 req/s: 1.2x; 240 vs
  200 output tok/s; vLLM on one H100.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, seal_specs
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

SPECS = {
    "g5": Spec("g5", [A("vllm", thr=2.5, tok=200, settings={"engine": "vLLM"}),
                      A("tgi", thr=1.667, tok=200, settings={"engine": "TGI"}, role="baseline")],
               key="", hw="1 x NVIDIA A10G", engine=None),
    "kv": Spec("kv", [A("e5m2", "E5M2", thr=1.2, tok=200, settings={"kv_cache_dtype": "fp8_e5m2"}),
                      A("bf16", "BF16", thr=1.0, tok=200, settings={"kv_cache_dtype": "auto"}, role="baseline")],
               key=""),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "instance-units", SPECS)


def _grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], "10 requests per arm")


TRUE = {
    "g5": [
        "On the same g5 instance (one A10G), vLLM served 1.5x the requests per second that TGI did (2.5 vs 1.67).",
        "On a g5.xlarge, vLLM served 2.5 req/s.",
        "On a g5 instance, vLLM is 1.5x faster than TGI.",
        "vLLM served 2.5 reqs/sec on a g5 box.",
        "vLLM served 2.5 requests per sec, vs 1.67 for TGI.",
        "vLLM served about 2.5 req per sec.",
        "vLLM generated about 500 tokens per sec.",
        "vLLM generated ~500 tk/s vs ~333 tk/s for TGI.",
        "vLLM generated 500 tok per sec on the g5.2xlarge.",
    ],
    "kv": [
        "The E5M2 format yields a 1.2x speedup over BF16.",
        "The E5M2 format is 1.2x faster than the BF16 format.",
        "E5M2 format: 1.2 req/s.",
        "The E5M2 format generates 240 tokens per sec vs 200 for the BF16 format.",
    ],
}

TWINS = {
    "g5": [
        "On the same g5 instance (one A10G), TGI served 1.5x the requests per second that vLLM did (2.5 vs 1.67).",
        "On the same g5 instance (one A10G), vLLM served 2.25x the requests per second that TGI did (2.5 vs 1.67).",
        "On a p4d.24xlarge, vLLM served 2.5 req/s.",          # another family's GPU (A100): never net-true
        "On a g6 instance, vLLM served 2.5 req/s.",           # L4
        "On a p5.48xlarge, vLLM served 2.5 req/s.",           # H100
        "On a p5 instance, vLLM served 2.5 req/s.",
        "On a g5.xlarge, vLLM served 3.75 req/s.",             # x1.5
        "On a g5.xlarge, vLLM served 1.25 req/s.",             # x0.5
        "On a g5 instance, vLLM is 1.5x slower than TGI.",  # direction
        "On a g5 instance, vLLM is not 1.5x faster than TGI.",  # negation
        "vLLM served 2.5 reqs/sec on a g5 box with two A10Gs.",
        "TGI served 2.5 requests per sec, vs 1.67 for vLLM.",  # swapped
        "vLLM generated about 750 tokens per sec.",
        "vLLM generated ~333 tk/s vs ~500 tk/s for TGI.",
    ],
    "kv": [
        "The BF16 format yields a 1.2x speedup over E5M2.",     # swapped
        "The E5M2 format yields a 1.8x speedup over BF16.",     # x1.5
        "The E5M2 format is 1.2x slower than the BF16 format.",  # direction
        "The E5M2 format does not yield a 1.2x speedup over BF16.",  # negation
        "The E4M3 format yields a 1.2x speedup over BF16.",     # another arm
        "E5M2 format: 2.4 req/s.",
    ],
}

#: honest or unclear: never false
NEVER_FALSE = {
    "g5": ["On a p4d.24xlarge, vLLM served 2.5 req/s.", "On a g6e.xlarge, vLLM is 1.5x faster than TGI.",
           "On a p5 instance, vLLM served 2.5 req/s.", "On a3-highgpu-8g, vLLM served 2.5 req/s.",
           "On an AWS g5 instance, vLLM is 1.5x faster than TGI."],
    "kv": ["The E5M2 format yields a smaller gain of 1.2x over BF16."],
}

ROWS = [(n, s) for n, ss in TRUE.items() for s in ss]
TWIN_ROWS = [(n, s) for n, ss in TWINS.items() for s in ss]
NEVER_FALSE_ROWS = [(n, s) for n, ss in NEVER_FALSE.items() for s in ss]


@pytest.mark.parametrize("name,s", ROWS, ids=[f"{n}:{s[:50]}" for n, s in ROWS])
def test_true_statements_read_completely_and_net_true(wit, name, s):
    assert_read_net_true(_grade(wit, name, s))


@pytest.mark.parametrize("name,s", TWIN_ROWS, ids=[f"{n}:{s[:50]}" for n, s in TWIN_ROWS])
def test_twins_are_never_net_true(wit, name, s):
    assert_never_net_true(_grade(wit, name, s), s)


@pytest.mark.parametrize("name,s", NEVER_FALSE_ROWS, ids=[f"{n}:{s[:50]}" for n, s in NEVER_FALSE_ROWS])
def test_honest_variants_are_never_false(wit, name, s):
    assert_never_false(_grade(wit, name, s), s)


def test_another_instance_family_is_held_back_not_false(wit):
    res = _grade(wit, "g5", "On a p4d.24xlarge, vLLM served 2.5 req/s.")
    assert res.verdict == "not-yet" and res.reading is not None and not res.reading.unread, (res.verdict, res.reason)
