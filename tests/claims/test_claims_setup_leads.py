"""Leads that describe the setup before a colon or a dash (issue #16, category A: claimcheck/claims/descriptors.py
setup_label_at, label_dash_at, _in_out_lengths, hedged_length, _bs_ident; claimcheck/claims/label_lines.py
paren_setup_labels; grammar.lark productions setup_label, setup_dash, in_out_lengths, batch_item, paren_setup_label).

* descriptor leads: "llmperf, 16 concurrent, 550 in / 150 out, 1x A100 - vLLM: 1,420 output tok/s vs 1,010 for TGI",
  "8xH100, Llama-3.1-70B FP8, 1k/1k: SGLang 2.1x the throughput of vLLM": a setup label of up to about six facts,
  closed by ":" or by a dash (en, em, or a hyphen written apart);
* model-card metric leads: "Throughput (1x NVIDIA L4, vLLM, 128 concurrent): 2,310 tok/s", "TTFT p50 (H100, batch
  1): 38 ms": the setup in a metric label's parentheses is a setup label before it;
* "N in / M out" lengths, hedged or not ("~550 in / 150 out", "1k in/1k out"), checked against the witness's recorded
  prompt / completion tokens as "ISL/OSL 550/150" is; a hedge is approximate (within 10% agrees, off by more than 2x
  contradicts, else unknowable).

Each descriptor is a fact checked as the same words in --scope: agreeing -> read; contradicted by the record -> false;
unknowable -> not-yet naming the words.

Witnesses by hand (numbers worked out from the sentences, never from the grader):
  eng: vLLM 1,420 output tok/s vs TGI 1,010 (150 output tokens, 550 prompt tokens a request), concurrency 16,
       1 x NVIDIA A100 80GB, imported from llmperf results;
  card: one run (two arms, the same numbers) of 2,310 output tok/s, concurrency 128, 1 x NVIDIA L4, vLLM;
  ttft: one run, TTFT 38 ms every request, batch size 1 (concurrency 1), 1 x NVIDIA H100;
  big: SGLang 2.1 req/s vs vLLM 1.0 req/s, 1024 prompt / 1024 output tokens, cap 1024, 8 x NVIDIA H100,
       Llama-3.1-70B-Instruct in FP8.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

_C16 = {"concurrency": 16}
_SPECS = {
    "eng": (Spec("eng", [A("vllm", "vLLM", toks=1420, tok=150, prompt=550, engine="vLLM", settings=dict(_C16, engine="vLLM")),
                         A("tgi", "TGI", toks=1010, tok=150, prompt=550, engine="TGI", settings=dict(_C16, engine="TGI"))],
                 key="", hw="1 x NVIDIA A100 80GB", engine=None),
            {"importer": "fak witness import llmperf (claimcheck.witnesses.importers)"}),
    "card": (Spec("card", [A("run", "the measured run", toks=2310, tok=256, settings={"concurrency": 128}),
                           A("ref", "the reference run", toks=2310, tok=256, settings={"concurrency": 128})],
                  key="", hw="1 x NVIDIA L4"), {}),
    "ttft": (Spec("ttft", [A("run", "the measured run", ttft=0.038, settings={"concurrency": 1, "batch_size": 1}),
                           A("ref", "the reference run", ttft=0.038, settings={"concurrency": 1, "batch_size": 1})],
                  key="", hw="1 x NVIDIA H100 80GB HBM3"), {}),
    "big": (Spec("big", [A("sgl", "SGLang", thr=2.1, tok=1024, prompt=1024, engine="SGLang",
                           settings={"engine": "SGLang", "quantization": "fp8"}),
                         A("vllm", "vLLM", thr=1.0, tok=1024, prompt=1024, engine="vLLM",
                           settings={"engine": "vLLM", "quantization": "fp8"})],
                 key="", hw="8 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-70B-Instruct", engine=None), {}),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("setup-leads")
    out = {}
    for name, (spec, extra) in _SPECS.items():
        w, files = witness_for(spec)
        out[name] = str(seal(root / name, dict(w, **extra), files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], "10 requests per arm")


#: (witness, a true sentence: read completely, net-true, its twists: never net-true)
FRAMES = [
    ("eng", "llmperf, 16 concurrent, 550 in / 150 out, 1x A100 - vLLM: 1,420 output tok/s vs 1,010 for TGI",
     ["llmperf, 16 concurrent, 550 in / 150 out, 1x A100 - vLLM: 1,420 output tok/s vs 1,100 for TGI",
      "llmperf, 16 concurrent, 550 in / 150 out, 1x A100 - TGI: 1,420 output tok/s vs 1,010 for vLLM",
      "llmperf, 16 concurrent, 550 in / 150 out, 1x H100 - vLLM: 1,420 output tok/s vs 1,010 for TGI",
      "llmperf, 32 concurrent, 550 in / 150 out, 1x A100 - vLLM: 1,420 output tok/s vs 1,010 for TGI",
      "llmperf, 16 concurrent, 550 in / 300 out, 1x A100 - vLLM: 1,420 output tok/s vs 1,010 for TGI",
      "llmperf, 16 concurrent, 550 in / 75 out, 1x A100 - vLLM: 1,420 output tok/s vs 1,010 for TGI",
      "genai-perf, 16 concurrent, 550 in / 150 out, 1x A100 - vLLM: 1,420 output tok/s vs 1,010 for TGI",
      "llmperf, 16 concurrent, 550 in / 150 out, 1x A100 - vLLM: 1,420 ms vs 1,010 for TGI"]),
    ("eng", "1x A100, 16 concurrent, ~550 in / 150 out \u2014 vLLM reached 1,420 output tok/s vs 1,010 for TGI",
     ["1x A100, 16 concurrent, ~550 in / 150 out \u2014 vLLM reached 1,010 output tok/s vs 1,420 for TGI",
      "1x A100, 16 concurrent, ~550 in / 600 out \u2014 vLLM reached 1,420 output tok/s vs 1,010 for TGI",
      "2x A100, 16 concurrent, ~550 in / 150 out \u2014 vLLM reached 1,420 output tok/s vs 1,010 for TGI",
      "1x A100, 16 concurrent, ~550 in / 150 out \u2014 vLLM reached 1,420 req/s vs 1,010 for TGI"]),
    ("eng", "A100, 16 concurrent, 550 in, 150 out: vLLM 1,420 output tok/s vs 1,010 for TGI",
     ["A100, 16 concurrent, 550 in, 150 out: vLLM 2,840 output tok/s vs 1,010 for TGI",
      "L40S, 16 concurrent, 550 in, 150 out: vLLM 1,420 output tok/s vs 1,010 for TGI"]),
    ("eng", "16 concurrent \u2013 vLLM is about 1.4x faster than TGI in output throughput",
     ["16 concurrent \u2013 TGI is about 1.4x faster than vLLM in output throughput",
      "16 concurrent \u2013 vLLM is about 1.4x slower than TGI in output throughput",
      "16 concurrent \u2013 vLLM is about 2.8x faster than TGI in output throughput"]),
    ("eng", "ISL 550 / OSL 150, c16, A100: vLLM 1,420 output tok/s vs 1,010 for TGI",
     ["ISL 550 / OSL 300, c16, A100: vLLM 1,420 output tok/s vs 1,010 for TGI",
      "ISL 550 / OSL 150, c32, A100: vLLM 1,420 output tok/s vs 1,010 for TGI",
      "ISL 550 / OSL 150, c16, A100: vLLM 1,010 output tok/s vs 1,420 for TGI"]),
    ("eng", "1\u00d7A100 \u00b7 16 concurrent \u00b7 550 in / 150 out \u2014 vLLM 1,420 output tok/s vs 1,010 for TGI",
     ["1\u00d7H100 \u00b7 16 concurrent \u00b7 550 in / 150 out \u2014 vLLM 1,420 output tok/s vs 1,010 for TGI",
      "1\u00d7A100 \u00b7 16 concurrent \u00b7 550 in / 150 out \u2014 vLLM 1,420 output tok/s vs 2,020 for TGI"]),
    ("eng", "A100, concurrency 16, 550 in / 150 out -- vLLM: 1,420 output tok/s vs 1,010 for TGI",
     ["A100, concurrency 8, 550 in / 150 out -- vLLM: 1,420 output tok/s vs 1,010 for TGI",
      "A100, concurrency 16, 550 in / 150 out -- vLLM: 1,420 output tok/s vs 1,010 for SGLang"]),
    ("eng", "Output throughput (1x A100, 16 concurrent): vLLM 1,420 tok/s vs TGI 1,010 tok/s",
     ["Output throughput (1x A100, 16 concurrent): vLLM 1,010 tok/s vs TGI 1,420 tok/s",
      "Output throughput (1x A10G, 16 concurrent): vLLM 1,420 tok/s vs TGI 1,010 tok/s",
      "Mean TTFT (1x A100, 16 concurrent): vLLM 1,420 ms vs TGI 1,010 ms"]),
    ("big", "8xH100, Llama-3.1-70B FP8, 1k/1k: SGLang 2.1x the throughput of vLLM",
     ["8xH100, Llama-3.1-70B FP8, 1k/1k: vLLM 2.1x the throughput of SGLang",
      "8xH100, Llama-3.1-70B FP8, 1k/1k: SGLang 4.2x the throughput of vLLM",
      "8xH100, Llama-3.1-8B FP8, 1k/1k: SGLang 2.1x the throughput of vLLM",
      "8xA100, Llama-3.1-70B FP8, 1k/1k: SGLang 2.1x the throughput of vLLM",
      "8xH100, Llama-3.1-70B AWQ, 1k/1k: SGLang 2.1x the throughput of vLLM",
      "8xH100, Llama-3.1-70B FP8, 1k/8k: SGLang 2.1x the throughput of vLLM"]),
    ("big", "Throughput (8xH100, 1024in/1024out): SGLang 2.1x that of vLLM",
     ["Throughput (8xH100, 1024in/4096out): SGLang 2.1x that of vLLM",
      "Throughput (8xH100, 1024in/1024out): SGLang 1.05x that of vLLM",
      "Throughput (8xMI300X, 1024in/1024out): SGLang 2.1x that of vLLM"]),
    ("eng", "A100, 16 concurrent, 550in / 150out: vLLM 1,420 output tok/s vs 1,010 for TGI",
     ["A100, 16 concurrent, 550in / 300out: vLLM 1,420 output tok/s vs 1,010 for TGI"]),
    ("big", "8x H100, 1k in / 1k out \u2014 SGLang has 2.1x the throughput of vLLM",
     ["8x H100, 1k in / 4k out \u2014 SGLang has 2.1x the throughput of vLLM",
      "8x H100, 1k in / 1k out \u2014 SGLang has 2.1x the TTFT of vLLM",
      "8x H100, 1k in / 1k out \u2014 vLLM has 2.1x the throughput of SGLang"]),
    ("big", "Llama-3.1-70B, 8xH100, ISL/OSL 1024/1024 - SGLang delivers 2.1x the throughput of vLLM",
     ["Llama-3.1-70B, 8xH100, ISL/OSL 1024/4096 - SGLang delivers 2.1x the throughput of vLLM",
      "Qwen2.5-72B, 8xH100, ISL/OSL 1024/1024 - SGLang delivers 2.1x the throughput of vLLM"]),
    ("card", "Throughput (1x NVIDIA L4, vLLM, 128 concurrent): 2,310 tok/s",
     ["Throughput (1x NVIDIA L4, vLLM, 128 concurrent): 4,620 tok/s",
      "Throughput (1x NVIDIA H100, vLLM, 128 concurrent): 2,310 tok/s",
      "Throughput (1x NVIDIA L4, SGLang, 128 concurrent): 2,310 tok/s",
      "Throughput (1x NVIDIA L4, vLLM, 64 concurrent): 2,310 tok/s",
      "Throughput (1x NVIDIA L4, vLLM, 128 concurrent): 2,310 ms"]),
    ("card", "Output throughput (L4, 128 concurrent): 2,310 tok/s",
     ["Output throughput (A10G, 128 concurrent): 2,310 tok/s", "Output throughput (L4, 128 concurrent): 1,155 tok/s"]),
    ("ttft", "TTFT p50 (H100, batch 1): 38 ms",
     ["TTFT p50 (H100, batch 1): 76 ms", "TTFT p50 (A100, batch 1): 38 ms", "TTFT p50 (H100, batch 8): 38 ms",
      "TPOT p50 (H100, batch 1): 38 ms"]),
    ("ttft", "Median TTFT (1x H100, single stream): 38 ms",
     ["Median TTFT (1x H100, single stream): 19 ms", "Median TTFT (1x H200, single stream): 38 ms"]),
    ("ttft", "H100, batch 1 \u2014 p50 TTFT 38 ms",
     ["H100, batch 1 \u2014 p50 TTFT 3.8 ms", "MI300X, batch 1 \u2014 p50 TTFT 38 ms"]),
]


@pytest.mark.parametrize("name, true, twists", FRAMES, ids=[f[1][:48] for f in FRAMES])
def test_a_setup_lead_of_a_true_sentence_is_read_and_net_true(wit, name, true, twists):
    assert_read_net_true(grade(wit, name, true))


@pytest.mark.parametrize("name, twist", [(f[0], t) for f in FRAMES for t in f[2]],
                         ids=[t[:60] for f in FRAMES for t in f[2]])
def test_a_twisted_setup_lead_is_never_net_true(wit, name, twist):
    assert_never_net_true(grade(wit, name, twist), twist)


#: a descriptor the record contradicts, its phrase read completely: false, as the same words in --scope are
FALSE = [
    ("eng", "16 concurrent, 1x H100 - vLLM: 1,420 output tok/s vs 1,010 for TGI"),
    ("card", "Throughput (1x NVIDIA L4, SGLang, 128 concurrent): 2,310 tok/s"),
    ("ttft", "TTFT p50 (A100, batch 1): 38 ms"),
    ("big", "8xH100, 1k/8k: SGLang 2.1x the throughput of vLLM"),  # the cap is 1024 tokens: no request reaches 8K
    ("eng", "A100, 16 concurrent, 550 in / 75 out: vLLM 1,420 output tok/s vs 1,010 for TGI"),  # 150 tokens each
    ("eng", "A100, 16 concurrent, ~550 in / ~600 out: vLLM 1,420 output tok/s vs 1,010 for TGI"),  # cap 150
]


@pytest.mark.parametrize("name, s", FALSE, ids=[s[:60] for _, s in FALSE])
def test_a_contradicted_setup_fact_is_false(wit, name, s):
    assert grade(wit, name, s).verdict == "false", s


#: honest setups the record cannot decide, or approximate lengths near the rows: never false
HONEST = [
    ("eng", "~500 in / ~150 out, A100 - vLLM: 1,420 output tok/s vs 1,010 for TGI"),  # 550 is within 10% of 500
    ("eng", "about 600 in / 150 out, A100 - vLLM: 1,420 output tok/s vs 1,010 for TGI"),
    ("eng", "~400 in / 150 out, A100 - vLLM: 1,420 output tok/s vs 1,010 for TGI"),  # neither about it nor 2x off
    ("eng", "2k in / 150 out, A100 - vLLM: 1,420 output tok/s vs 1,010 for TGI"),  # a nominal prompt length: unknowable
    ("card", "GuideLLM, L4, 128 concurrent: throughput 2,310 tok/s"),  # no importer recorded: unknowable
    ("card", "Throughput (L4, batch 128): 2,310 tok/s"),  # no batch size recorded
    ("eng", "1x A100, 16 concurrent, 550 in / 150 out \u2014 vLLM: about 1,400 output tok/s vs about 1,000 for TGI"),
    ("big", "8xH100, Llama-3.1-70B FP8, 1k/1k: SGLang roughly 2x the throughput of vLLM"),
]


@pytest.mark.parametrize("name, s", HONEST, ids=[s[:60] for _, s in HONEST])
def test_an_honest_setup_lead_is_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


def test_approximate_lengths_within_ten_percent_are_read_and_net_true(wit):
    assert_read_net_true(grade(wit, "eng", "~500 in / ~150 out, A100 - vLLM: 1,420 output tok/s vs 1,010 for TGI"))


@pytest.mark.parametrize("s", [
    "A100, 16 concurrent, 550 in total: vLLM 1,420 output tok/s vs 1,010 for TGI",  # "in total" is no length
    "A100, 16 concurrent, 550 in / 150 output: vLLM 1,420 output tok/s vs 1,010 for TGI",  # mixed shorthand
])
def test_what_is_not_a_length_shorthand_is_left_unread(wit, s):
    r = grade(wit, "eng", s)
    assert r.verdict not in ("net-true", "false"), (s, r.verdict)


def test_a_range_hyphen_is_no_label_dash(wit):
    # "1.8-2.7x" is a range, never a dash that closes a setup label: the sentence reads as before
    r = grade(wit, "big", "8xH100, 1k/1k: SGLang 1.8-2.7x the throughput of vLLM")
    assert r.verdict != "false", r.reason


@settings(max_examples=30, deadline=None)
@given(a=st.sampled_from([275, 500, 540, 550, 560, 600, 1100, 2000]), b=st.sampled_from([40, 75, 140, 150, 160, 300, 600]),
       hedge=st.sampled_from(["", "~", "about "]), sep=st.sampled_from([" / ", "/", ", "]),
       close=st.sampled_from([":", " -", " \u2014", " \u2013"]))
def test_in_out_lengths_agree_only_with_the_rows_and_accuse_only_far_off(wit, a, b, hedge, sep, close):
    """The eng witness: every prompt 550 tokens, every answer 150 (the cap). Exact lengths: net-true only at 550 /
    150, false only where the output length is not 150 (a request produced more, or the cap is below it). Hedged:
    net-true only where both are within 10% of the stated length, false only where one is off by more than 2x."""
    s = f"A100, 16 concurrent, {hedge}{a} in{sep}{b} out{close} vLLM: 1,420 output tok/s vs 1,010 for TGI"
    r = grade(wit, "eng", s)
    if hedge:
        near = abs(550 - a) <= 0.1 * a and abs(150 - b) <= 0.1 * b
        far = 550 > 2 * a or 550 < a / 2 or 150 > 2 * b or 150 < b / 2
        assert (r.verdict == "net-true") == near, (s, r.verdict, r.reason)
        assert r.verdict != "false" or far, (s, r.reason)
    else:
        assert (r.verdict == "net-true") == (a == 550 and b == 150), (s, r.verdict, r.reason)
        assert (r.verdict == "false") == (b != 150), (s, r.verdict, r.reason)


@pytest.mark.parametrize("s", ["8xH100 - SGLang 1.8 - 2.7x the throughput of vLLM",
                               "8xH100, 1k/1k - SGLang: 2,000 - 2,200 req/s"])
def test_a_spaced_range_dash_is_no_label_dash(wit, s):
    # a hyphen between two numbers is a range's, never the dash that closes a setup label: never an accusation
    assert_never_false(grade(wit, "big", s), s)
