"""The RATIO / VERSUS / COMPARATIVE frames of real write-ups and the prose around them (issue 16):
each true statement is read completely and grades net-true against a witness whose numbers were
worked out by hand; each twisted twin (a scaled ratio, a flipped comparative, swapped arms, a
negation, a wrong metric or statistic, a setting the witness did not run) never grades net-true.

The witness (worked out by hand from the rows ``uniform`` writes): two arms of 24 requests on 4
lanes, each request 8 output tokens and 100 prompt tokens, on one NVIDIA H100 with
meta-llama/Llama-3.1-8B-Instruct; the run's concurrency 16 (``inputs.concurrency``) and batch
size 32 (each arm's ``settings.batch_size``):

* hf (baseline):    wall 10.0 s -> 2.4 req/s, 19.2 output tok/s; every TTFT 0.5 s (mean 500 ms);
* vllm (treatment): wall  4.0 s -> 6.0 req/s, 48.0 output tok/s; every TTFT 0.25 s (mean 250 ms);
* throughput 6.0 / 2.4 = 2.5x (+150%); mean TTFT 0.5 / 0.25 = 2x lower (-50%).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from claims_corpus.frames import frame_tests, grade_statement  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

ARMS = {"hf": {"aliases": ["HF", "Hugging Face", "run with HF"], "workers": 4, "role": "baseline", "settings": {"batch_size": 32}},
        "vllm": {"aliases": ["vLLM", "run with vLLM"], "workers": 4, "role": "treatment", "settings": {"batch_size": 32}}}
HW = "1 x NVIDIA H100 80GB HBM3"
MODEL = {"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None}

# (frame, true statement, twisted twins)
FRAMES = [
    ("N x higher throughput than", "vLLM achieves 2.5x higher throughput than HF.",
     ["vLLM achieves 5x higher throughput than HF.", "vLLM achieves 1.25x higher throughput than HF.",
      "vLLM achieves 2.5x lower throughput than HF.", "HF achieves 2.5x higher throughput than vLLM.",
      "vLLM does not achieve 2.5x higher throughput than HF.", "vLLM achieves 2.5x higher mean TTFT than HF.",
      "It is not true that vLLM achieves 2.5x higher throughput than HF."]),
    ("N × faster than", "vLLM is 2.5× faster than HF.",
     ["vLLM is 3.75× faster than HF.", "vLLM is 2.5× slower than HF.", "HF is 2.5× faster than vLLM.",
      "vLLM is not 2.5× faster than HF."]),
    ("a N x speedup over", "vLLM delivers a 2.5x speedup over HF.",
     ["vLLM delivers a 5x speedup over HF.", "vLLM delivers a 2.5x slowdown over HF.",
      "HF delivers a 2.5x speedup over vLLM.", "vLLM delivers no speedup over HF."]),
    ("N x the throughput of", "vLLM delivers 2.5x the throughput of HF.",
     ["vLLM delivers 1.25x the throughput of HF.", "HF delivers 2.5x the throughput of vLLM.",
      "vLLM delivers 2.5x the mean TTFT of HF."]),
    ("outperforms Y by N x", "vLLM outperforms HF by 2.5x.",
     ["vLLM outperforms HF by 5x.", "HF outperforms vLLM by 2.5x.", "vLLM does not outperform HF by 2.5x.",
      "vLLM outperforms HF by 2.5x in mean TTFT."]),
    ("outperforms Y by P% in a metric", "vLLM outperforms HF by 150% in throughput.",
     ["vLLM outperforms HF by 75% in throughput.", "HF outperforms vLLM by 150% in throughput.",
      "vLLM outperforms HF by 150% in mean TTFT."]),
    ("compared to", "vLLM achieves 2.5x higher throughput compared to HF.",
     ["vLLM achieves 2.5x lower throughput compared to HF.", "HF achieves 2.5x higher throughput compared to vLLM.",
      "vLLM achieves 3.5x higher throughput compared to HF."]),
    ("compared with, fronted", "Compared with HF, vLLM is 2.5x faster.",
     ["Compared with vLLM, HF is 2.5x faster.", "Compared with HF, vLLM is 2.5x slower.",
      "Compared with HF, vLLM is 1.5x faster."]),
    ("relative to", "vLLM achieves 2.5x higher throughput relative to HF.",
     ["HF achieves 2.5x higher throughput relative to vLLM.", "vLLM achieves 2x higher throughput relative to HF."]),
    ("vs.", "vLLM achieves 2.5x higher throughput vs. HF.",
     ["HF achieves 2.5x higher throughput vs. vLLM.", "vLLM achieves 2.5x lower throughput vs. HF."]),
    ("over as a connective", "vLLM offers 2.5x higher throughput over HF.",
     ["HF offers 2.5x higher throughput over vLLM.", "vLLM offers 5x higher throughput over HF."]),
    ("a rate unit names the metric", "vLLM achieves 2.5x higher tok/s than HF.",
     ["vLLM achieves 2.5x lower tok/s than HF.", "HF achieves 2.5x higher tok/s than vLLM.",
      "vLLM achieves 5x higher tok/s than HF."]),
    ("more tokens per second than", "vLLM achieves 2.5x more tokens per second than HF.",
     ["vLLM achieves 2.5x fewer tokens per second than HF.", "HF achieves 2.5x more tokens per second than vLLM.",
      "vLLM achieves 2.5x more tokens than HF."]),
    ("a lower-is-better metric", "vLLM achieves 2x lower mean TTFT than HF.",
     ["vLLM achieves 2x higher mean TTFT than HF.", "vLLM achieves 4x lower mean TTFT than HF.",
      "HF achieves 2x lower mean TTFT than vLLM.", "vLLM achieves 2x lower mean throughput than HF."]),
    ("metric + change noun, lower is better", "vLLM provides a 2x mean TTFT reduction over HF.",
     ["vLLM provides a 2x mean TTFT increase over HF.", "vLLM provides a 4x mean TTFT reduction over HF.",
      "HF provides a 2x mean TTFT reduction over vLLM."]),
    ("metric + improvement, lower is better", "vLLM provides a 2x mean TTFT improvement over HF.",
     ["vLLM provides a 2x mean TTFT regression over HF.", "HF provides a 2x mean TTFT improvement over vLLM.",
      "vLLM provides a 2x p99 E2E latency improvement over HF."]),
    ("metric + improvement, higher is better", "vLLM provides a 2.5x throughput improvement over HF.",
     ["vLLM provides a 2.5x throughput regression over HF.", "vLLM provides a 5x throughput improvement over HF.",
      "HF provides a 2.5x throughput improvement over vLLM."]),
    # "performance" is the speed of the work, higher being faster (production performance_measures,
    # tests/claims/test_claims_performance.py): "higher performance", "performance increases" say the same
    ("performance fixed by a speed word", "vLLM achieves 2.5x better performance than HF.",
     ["vLLM achieves 2.5x worse performance than HF.", "HF achieves 2.5x better performance than vLLM.",
      "vLLM achieves 2.5x lower performance than HF.", "vLLM achieves 5x better performance than HF."]),
    ("performance improvements", "vLLM delivers 2.5x performance improvements over HF.",
     ["vLLM delivers 2.5x performance regressions over HF.", "vLLM delivers 2.5x performance decreases over HF.",
      "HF delivers 2.5x performance improvements over vLLM."]),
    ("performance, higher is faster", "vLLM achieves 2.5x higher performance than HF.",
     ["vLLM achieves 2.5x lower performance than HF.", "HF achieves 2.5x higher performance than vLLM.",
      "vLLM achieves 5x higher performance than HF."]),
    ("serves requests N x faster", "vLLM serves requests 2.5x faster than HF.",
     ["vLLM serves requests 2.5x slower than HF.", "HF serves requests 2.5x faster than vLLM."]),
    ("generates tokens N x faster", "vLLM generates tokens 2.5x faster than HF.",
     ["vLLM generates tokens 5x faster than HF.", "HF generates tokens 2.5x faster than vLLM."]),
    ("runs N x faster", "vLLM runs 2.5x faster than HF.",
     ["vLLM runs 2.5x slower than HF.", "HF runs 2.5x faster than vLLM.", "vLLM never runs 2.5x faster than HF."]),
    ("faster than Y by N x", "vLLM is faster than HF by 2.5x.",
     ["vLLM is faster than HF by 5x.", "vLLM is slower than HF by 2.5x.", "HF is faster than vLLM by 2.5x.",
      "vLLM is not faster than HF by 2.5x."]),
    ("lower metric than Y by P%", "vLLM has lower mean TTFT than HF by 50%.",
     ["vLLM has higher mean TTFT than HF by 50%.", "vLLM has lower mean TTFT than HF by 25%.",
      "HF has lower mean TTFT than vLLM by 50%.", "vLLM has lower throughput than HF by 50%."]),
    ("faster than Y by N x in a metric", "vLLM is faster than HF by 2x in mean TTFT.",
     ["vLLM is faster than HF by 2.5x in mean TTFT.", "vLLM is slower than HF by 2x in mean TTFT.",
      "HF is faster than vLLM by 2x in mean TTFT.", "vLLM is faster than HF by about 2x in throughput."]),
    ("in terms of", "vLLM is 2.5x faster than HF in terms of throughput.",
     ["vLLM is 2.5x faster than HF in terms of mean TTFT.", "vLLM is 2.5x slower than HF in terms of throughput."]),
    ("when ARM: a condition that is an arm", "Throughput when run with vLLM: 48 tok/s",
     ["Throughput when run with HF: 48 tok/s", "Throughput when run with vLLM: 96 tok/s"]),
    ("versus the arm's value", "vLLM reaches 48 tok/s versus HF's 19.2 tok/s.",
     ["vLLM reaches 48 tok/s versus HF's 48 tok/s.", "vLLM reaches 19.2 tok/s versus HF's 48 tok/s.",
      "HF reaches 48 tok/s versus vLLM's 19.2 tok/s."]),
    ("a change noun in apposition, after a setting", "vLLM reaches 6.0 req/s at concurrency 16, a 2.5x improvement over HF.",
     ["vLLM reaches 6.0 req/s at concurrency 16, a 5x improvement over HF.",
      "vLLM reaches 6.0 req/s at concurrency 16, a 2.5x regression over HF.",
      "HF reaches 6.0 req/s at concurrency 16, a 2.5x improvement over vLLM.",
      "vLLM reaches 6.0 req/s at concurrency 8, a 2.5x improvement over HF."]),
    ("X achieves N tok/s", "vLLM achieves 48 tok/s.",
     ["vLLM achieves 96 tok/s.", "HF achieves 48 tok/s.", "vLLM achieves 48 req/s.", "vLLM does not achieve 48 tok/s."]),
    ("X sustains N req/s", "vLLM sustains 6.0 req/s.",
     ["vLLM sustains 12.0 req/s.", "HF sustains 6.0 req/s."]),
    ("value, then a comparison in apposition", "vLLM reaches 48 tok/s, 2.5x higher than HF.",
     ["vLLM reaches 48 tok/s, 5x higher than HF.", "vLLM reaches 48 tok/s, 2.5x lower than HF.",
      "HF reaches 48 tok/s, 2.5x higher than vLLM.", "vLLM reaches 96 tok/s, 2.5x higher than HF."]),
    ("duration, then a comparison in apposition", "vLLM reaches a mean TTFT of 250 ms, 2x lower than HF.",
     ["vLLM reaches a mean TTFT of 250 ms, 2x higher than HF.", "vLLM reaches a mean TTFT of 250 ms, 4x lower than HF."]),
    ("value versus value", "vLLM reaches 48 tok/s versus 19.2 tok/s for HF.",
     ["vLLM reaches 19.2 tok/s versus 48 tok/s for HF.", "vLLM reaches 48 tok/s versus 38.4 tok/s for HF."]),
    ("preamble: we observe that", "We observe that vLLM is 2.5x faster than HF.",
     ["We observe that vLLM is not 2.5x faster than HF.", "We observe that HF is 2.5x faster than vLLM.",
      "We expect that vLLM is 2.5x faster than HF."]),
    ("preamble: our benchmarks show", "Our benchmarks show that vLLM achieves 2.5x higher throughput than HF.",
     ["Our benchmarks show that vLLM achieves 2.5x lower throughput than HF.",
      "Our benchmarks may show that vLLM achieves 2.5x higher throughput than HF."]),
    ("preamble: in our tests", "In our tests, vLLM is 2.5x faster than HF.",
     ["In our tests, vLLM is 5x faster than HF.", "In our tests, vLLM is sometimes 2.5x faster than HF."]),
    ("preamble: TL;DR", "TL;DR: vLLM is 2.5x faster than HF.",
     ["TL;DR: vLLM is 2.5x slower than HF.", "TL;DR: HF is 2.5x faster than vLLM."]),
    ("setup: on a single H100", "On a single H100, vLLM is 2.5x faster than HF.",
     ["On a single A100, vLLM is 2.5x faster than HF.", "On 8 x H100, vLLM is 2.5x faster than HF.",
      "On a single H100, vLLM is 2.5x slower than HF."]),
    ("setup: with a model", "With Llama-3.1-8B-Instruct, vLLM is 2.5x faster than HF.",
     ["With Qwen2.5-7B-Instruct, vLLM is 2.5x faster than HF.",
      "With Llama-3.1-8B-Instruct, vLLM is 5x faster than HF."]),
    ("setup: at batch size N", "vLLM is 2.5x faster than HF at batch size 32.",
     ["vLLM is 2.5x faster than HF at batch size 64.", "vLLM is 5x faster than HF at batch size 32.",
      "vLLM is 2.5x faster than HF at a batch size of 8."]),
    ("setup: at concurrency N", "vLLM is 2.5x faster than HF at concurrency 16.",
     ["vLLM is 2.5x faster than HF at concurrency 64.", "HF is 2.5x faster than vLLM at concurrency 16.",
      "vLLM is 2.5x faster than HF at concurrency 16.5."]),
    ("setup: (c=N)", "vLLM is 2.5x faster than HF (c=16).",
     ["vLLM is 2.5x faster than HF (c=1).", "vLLM is 2.5x slower than HF (c=16)."]),
    ("setup: with N concurrent users", "With 16 concurrent users, vLLM reaches 6.0 req/s.",
     ["With 32 concurrent users, vLLM reaches 6.0 req/s.", "With 16 concurrent users, vLLM reaches 2.4 req/s."]),
    ("setup: when serving N users", "vLLM is 2.5x faster than HF when serving 16 users.",
     ["vLLM is 2.5x faster than HF when serving 4 users.", "vLLM is 2.5x faster than HF unless serving 16 users."]),
]


@pytest.fixture(scope="module")
def witness(tmp_path_factory) -> str:
    rows = uniform("hf", 24, 10.0, 4, ttft=0.5) + uniform("vllm", 24, 4.0, 4, ttft=0.25)
    w = ab_witness(ARMS, hardware=HW, model=MODEL, engine="vLLM", inputs={"tasks": 24, "concurrency": 16})
    return str(seal(tmp_path_factory.mktemp("ratios") / "ab", w, {"rows.jsonl": rows}))


def _grade(statement: str, witness: str, scope: str = "Llama-3.1-8B-Instruct on one H100, 24 tasks per arm"):
    return grade_statement(statement, witness, scope, baseline="same model, GPU, prompts and output cap; Hugging Face")


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("statement", [
    "vLLM achieves 5x higher throughput than HF.",          # a scaled ratio, read completely
    "HF is 2.5x faster than vLLM.",                          # swapped arms
    "vLLM delivers a 2.5x slowdown over HF.",                # a flipped direction noun
    "vLLM outperforms HF by 5x.",                            # the margin of 'outperforms'
    "vLLM reaches 48 tok/s, 5x higher than HF.",             # the comparison in apposition
    "vLLM is 2.5x faster than HF at batch size 64.",         # a batch size the witness records otherwise
    "vLLM is 2.5x faster than HF at concurrency 64.",        # a concurrency the witness records otherwise
    "With 32 concurrent users, vLLM reaches 6.0 req/s.",
])
def test_read_completely_and_contradicted_is_false(statement, witness):
    res = _grade(statement, witness)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "false", (res.reason, [(q.outcome, q.text, q.detail) for q in res.quantities])


def test_a_setting_the_witness_does_not_record_is_read_but_not_graded(tmp_path):
    """'at batch size 32' on a witness that records no batch size: read completely (a setting fact),
    unknowable: not-yet, never net-true and never false."""
    arms = {n: {k: v for k, v in a.items() if k != "settings"} for n, a in ARMS.items()}
    rows = uniform("hf", 24, 10.0, 4, ttft=0.5) + uniform("vllm", 24, 4.0, 4, ttft=0.25)
    w = str(seal(tmp_path / "ab", ab_witness(arms, hardware=HW, model=MODEL, inputs={"tasks": 24}),
                 {"rows.jsonl": rows}))
    for s in ("vLLM is 2.5x faster than HF at batch size 32.", "vLLM is 2.5x faster than HF at concurrency 16.",
              "vLLM is 2.5x faster than HF when serving 16 users."):
        res = _grade(s, w)
        assert not res.reading.unread, [u.text for u in res.reading.unread]
        assert res.verdict == "not-yet", (s, res.reason)
        assert any(q.outcome == "unbound" and "records no setting" in q.detail for q in res.quantities), s


@pytest.mark.parametrize("statement,unread", [
    ("vLLM achieves 2.5x higher than HF.", "2.5x higher than"),          # no metric at all
    ("vLLM achieves 2.5x more tokens than HF.", "2.5x more tokens than"),  # a count, not a rate
    ("vLLM does not outperform HF by 2.5x.", "does not outperform"),       # what is denied is unclear
    ("vLLM achieves 2.5x higher qps than HF.", "qps"),                    # QPS names the offered load
])
def test_what_stays_unread(statement, unread):
    r = read_full(statement, "", {"vllm": ["vLLM"], "hf": ["HF"]}).reading
    assert any(unread in u.text for u in r.unread), [u.text for u in r.unread]


def test_phase_throughput_is_read_and_not_yet(witness):
    """decode / prefill throughput name one phase: read completely as the per-phase token rates, which
    no witness re-derives (not-yet, never net-true, never false)."""
    for s in ("vLLM achieves 2.5x higher decode throughput than HF.", "vLLM achieves 2.5x higher prefill throughput than HF.",
              "vLLM achieves 5x higher decode throughput than HF."):
        res = _grade(s, witness)
        assert not res.reading.unread, [u.text for u in res.reading.unread]
        assert res.verdict == "not-yet", (s, res.reason)


def test_setting_descriptors_are_setting_facts():
    arms = {"vllm": ["vLLM"], "hf": ["HF"]}
    cases = {
        "vLLM is 2x faster than HF at concurrency 16.": ("concurrency", 16.0),
        "vLLM is 2x faster than HF at a concurrency of 16.": ("concurrency", 16.0),
        "vLLM is 2x faster than HF (c=64).": ("concurrency", 64.0),
        "With 16 concurrent users, vLLM reached 3.0 req/s.": ("concurrency", 16.0),
        "vLLM is 2x faster than HF when serving sixteen users.": ("concurrency", 16.0),
        "vLLM reached 3.0 req/s at a batch size of 32.": ("batch_size", 32.0),
        "vLLM is 3x faster than HF when batch_size=64.": ("batch_size", 64.0),
        "vLLM reached 3.0 req/s at 16 QPS.": ("request_rate", 16.0),
        "vLLM reached 3.0 req/s at a request rate of 2.5.": ("request_rate", 2.5),
    }
    for s, (key, value) in cases.items():
        r = read_full(s, "", arms).reading
        assert not r.unread, (s, [u.text for u in r.unread])
        assert [(f.key, f.value) for f in r.context if f.kind == "setting"] == [(key, value)], s
    # a concurrency or batch size is a whole number; "c 16" (no '=') and "batch 16" are not descriptors
    for s in ("vLLM reached 3.0 req/s at concurrency 1.5.", "vLLM reached 3.0 req/s at c 16.",
              "vLLM reached 3.0 req/s at batch 16."):
        assert read_full(s, "", arms).reading.unread, s
