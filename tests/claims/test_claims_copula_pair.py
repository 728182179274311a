"""A copula and a comparative whose pair names both arms after it (production copula_pair_change,
claimcheck/claims/bare_change.copula_pair): "Mean TPOT was lower too: 39.2 ms in the new build vs 44.4 ms in the old
build", "Median TTFT is only slightly worse: 240 ms on 0.6.6 vs 220 ms on 0.6.3.post1", "Time to first token was lower
too: 150 ms on average for llama.cpp vs 300 ms for Ollama". The pair is graded as any versus pair naming its arms; the
comparative (with "too" / "as well", a degree word, "only slightly") is read only where it agrees with the stated
values, the first value its subject's -- flipped, or the pair read the other way round, it stays unread (not-yet,
never false). Before: the comparative had no "than <arm>" and the clause stayed unread.

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM on one H100, Llama-3.1-8B-Instruct, 10
requests per arm; every request of an arm alike unless said):

* ``ver`` (engine versions per arm, no role words in the aliases): v066 (aliases "0.6.6", "v0.6.6", treatment,
  engine_version 0.6.6) TTFT 240 ms every request (mean = median = p99 = 240 ms); v063 ("0.6.3.post1", baseline)
  TTFT 220 ms.
* ``build``: new ("the new build", treatment) TPOT 39.2 ms; old ("the old build", baseline) TPOT 44.4 ms.
* ``eng`` (each arm its own engine, no witness-wide engine): llamacpp ("llama.cpp") TTFT 150 ms; ollama ("Ollama")
  TTFT 300 ms.
* ``pr`` (arm names only, no aliases: "pr-1234" treatment, "main" baseline; 50 output tokens per request):
  pr-1234 TTFT mean 79 ms / p99 120 ms (nine requests at a, one at b: 9a + b = 790, a + 0.91 (b - a) = 120, so
  a = 74.44 ms, b = 120.0 ms), TPOT 20 ms, 5.0 req/s = 250 output tok/s; main TTFT mean 130 ms / p99 200 ms,
  TPOT 30 ms, 3.0 req/s = 150 output tok/s.
* ``quant`` (settings quantization per arm, arm names "w8a8" / "fp16", no aliases): as ``pr`` (w8a8 its fast arm).
* ``gpu`` (each arm its own hardware, no aliases): r4070 (NVIDIA GeForce RTX 4070) and r3060 (NVIDIA GeForce RTX
  3060) with ``pr``'s numbers (r4070 the fast arm).
* ``cand`` (arms "candidate" / "baseline"): e2e 2.0 s (TTFT 0.1 s + 99 x 19.19 ms) vs 4.0 s (0.1 s + 99 x 39.39 ms).
* ``pr_fail``: as ``pr``, but pr-1234's task t003 failed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

FAST = dict(thr=5.0, ttft_mp=(0.079, 0.12), tpot=0.02, tok=50)
SLOW = dict(thr=3.0, ttft_mp=(0.13, 0.2), tpot=0.03, tok=50)
SPECS = {
    "ver": [A("v066", "0.6.6", "v0.6.6", ttft=0.24, tok=50, role="treatment", engine_version="0.6.6"),
            A("v063", "0.6.3.post1", "v0.6.3.post1", ttft=0.22, tok=50, role="baseline", engine_version="0.6.3.post1")],
    "build": [A("new", "the new build", tpot=0.0392, tok=100, role="treatment"),
              A("old", "the old build", tpot=0.0444, tok=100, role="baseline")],
    "eng": [A("llamacpp", "llama.cpp", ttft=0.15, tok=50, role="treatment", engine="llama.cpp"),
            A("ollama", "Ollama", ttft=0.30, tok=50, role="baseline", engine="Ollama")],
    "pr": [A("pr-1234", role="treatment", **FAST), A("main", role="baseline", **SLOW)],
    "quant": [A("w8a8", role="treatment", settings={"quantization": "w8a8"}, **FAST),
              A("fp16", role="baseline", settings={"quantization": "fp16"}, **SLOW)],
    "gpu": [A("r4070", role="treatment", hardware="NVIDIA GeForce RTX 4070", **FAST),
            A("r3060", role="baseline", hardware="NVIDIA GeForce RTX 3060", **SLOW)],
    "cand": [A("candidate", role="treatment", ttft=0.1, tpot=1.9 / 99, tok=100),
             A("baseline", role="baseline", ttft=0.1, tpot=3.9 / 99, tok=100)],
}
NO_ENGINE = {"eng"}
NO_HW = {"gpu"}
SCOPE = "Llama-3.1-8B-Instruct, 10 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("copula_pair")
    out = {}
    for name, arms in [*SPECS.items(), ("pr_fail", SPECS["pr"])]:
        kw = {"key": ""}
        if name in NO_ENGINE:
            kw["engine"] = None
        if name in NO_HW:
            kw["hw"] = None
        w, files = witness_for(Spec(name, list(arms), **kw))
        if name == "pr_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "pr-1234" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("ver", "Median TTFT is only slightly worse: 240 ms on 0.6.6 vs 220 ms on 0.6.3.post1.",
     ["Median TTFT is only slightly worse: 360 ms on 0.6.6 vs 220 ms on 0.6.3.post1.",        # x1.5
      "Median TTFT is only slightly worse: 240 ms on 0.6.6 vs 110 ms on 0.6.3.post1.",        # x0.5
      "Median TTFT is only slightly better: 240 ms on 0.6.6 vs 220 ms on 0.6.3.post1.",       # flipped
      "Median TTFT is only slightly worse: 240 ms on 0.6.3.post1 vs 220 ms on 0.6.6.",        # arms swapped
      "Median TTFT is not worse: 240 ms on 0.6.6 vs 220 ms on 0.6.3.post1.",                  # negation
      NEG + "median TTFT is only slightly worse: 240 ms on 0.6.6 vs 220 ms on 0.6.3.post1.",
      "Median TPOT is only slightly worse: 240 ms on 0.6.6 vs 220 ms on 0.6.3.post1.",        # another metric
      "Median TTFT is only slightly worse: 240 ms on 0.6.7 vs 220 ms on 0.6.3.post1."]),      # a version it lacks
    ("ver", "TTFT is slightly higher: median ~240 ms on v0.6.6 vs ~220 ms on v0.6.3.post1.",
     ["TTFT is slightly lower: median ~240 ms on v0.6.6 vs ~220 ms on v0.6.3.post1.",
      "TTFT is slightly higher: median ~220 ms on v0.6.6 vs ~240 ms on v0.6.3.post1."]),
    ("build", "Mean TPOT was lower too: 39.2 ms in the new build vs 44.4 ms in the old build.",
     ["Mean TPOT was lower too: 58.8 ms in the new build vs 44.4 ms in the old build.",
      "Mean TPOT was lower too: 19.6 ms in the new build vs 44.4 ms in the old build.",
      "Mean TPOT was higher too: 39.2 ms in the new build vs 44.4 ms in the old build.",
      "Mean TPOT was lower too: 39.2 ms in the old build vs 44.4 ms in the new build.",
      "Mean TTFT was lower too: 39.2 ms in the new build vs 44.4 ms in the old build.",
      NEG + "mean TPOT was lower too: 39.2 ms in the new build vs 44.4 ms in the old build."]),
    ("build", "Mean time per output token is lower as well (39.2 ms in the new build vs 44.4 ms in the old build).",
     ["Mean time per output token is lower as well (44.4 ms in the new build vs 39.2 ms in the old build).",
      "Mean time per output token is lower as well (39.2 ms in the old build vs 44.4 ms in the new build)."]),
    ("eng", "Time to first token was lower too: 150 ms on average for llama.cpp vs 300 ms for Ollama.",
     ["Time to first token was lower too: 225 ms on average for llama.cpp vs 300 ms for Ollama.",
      "Time to first token was lower too: 75 ms on average for llama.cpp vs 300 ms for Ollama.",
      "Time to first token was higher too: 150 ms on average for llama.cpp vs 300 ms for Ollama.",
      "Time to first token was lower too: 150 ms on average for Ollama vs 300 ms for llama.cpp.",
      "Time to first token was lower too: 150 ms on average for llama.cpp vs 300 ms for vLLM.",   # an engine it lacks
      NEG + "time to first token was lower too: 150 ms on average for llama.cpp vs 300 ms for Ollama."]),
    ("pr", "p99 TTFT is better: 120 ms on pr-1234 vs 200 ms on main.",
     ["p99 TTFT is better: 180 ms on pr-1234 vs 200 ms on main.",
      "p99 TTFT is worse: 120 ms on pr-1234 vs 200 ms on main.",
      "p99 TTFT is better: 120 ms on main vs 200 ms on pr-1234.",
      "Mean TTFT is better: 120 ms on pr-1234 vs 200 ms on main.",                            # wrong statistic
      "p99 TTFT is better: 120 ms on pr-1235 vs 200 ms on main."]),                            # an arm it lacks
    ("pr", "TTFT is lower, mean 79 ms on pr-1234 vs 130 ms on main.",
     ["TTFT is lower, p99 79 ms on pr-1234 vs 130 ms on main.",
      "TTFT is lower, mean 40 ms on pr-1234 vs 130 ms on main.",
      "TTFT is higher, mean 79 ms on pr-1234 vs 130 ms on main."]),
    ("pr", "Request throughput was higher (5.0 req/s on pr-1234 vs 3.0 req/s on main).",
     ["Request throughput was higher (7.5 req/s on pr-1234 vs 3.0 req/s on main).",
      "Request throughput was lower (5.0 req/s on pr-1234 vs 3.0 req/s on main).",
      "Request throughput was higher (5.0 req/s on main vs 3.0 req/s on pr-1234)."]),
    ("pr", "Throughput is higher: 5.0 req/s on pr-1234 vs 3.0 req/s on main.",
     ["Throughput is higher: 7.5 req/s on pr-1234 vs 3.0 req/s on main.",
      "Throughput is lower: 5.0 req/s on pr-1234 vs 3.0 req/s on main.",
      "Throughput is higher: 5.0 req/s on main vs 3.0 req/s on pr-1234.",
      "Throughput is higher: 5.0 tok/s on pr-1234 vs 3.0 tok/s on main."]),                  # another unit
    ("quant", "Output throughput is higher as well: ~250 tok/s with w8a8 vs ~150 tok/s with fp16.",
     ["Output throughput is higher as well: ~375 tok/s with w8a8 vs ~150 tok/s with fp16.",
      "Output throughput is higher as well: ~125 tok/s with w8a8 vs ~150 tok/s with fp16.",
      "Output throughput is lower as well: ~250 tok/s with w8a8 vs ~150 tok/s with fp16.",
      "Output throughput is higher as well: ~250 tok/s with fp16 vs ~150 tok/s with w8a8.",
      "Output throughput is higher as well: ~250 tok/s with awq vs ~150 tok/s with fp16.",   # a setting it lacks
      NEG + "output throughput is higher as well: ~250 tok/s with w8a8 vs ~150 tok/s with fp16."]),
    ("quant", "Mean TPOT is somewhat lower: 20 ms with w8a8 compared to 30 ms with fp16.",
     ["Mean TPOT is slightly lower: 30 ms with w8a8 compared to 30 ms with fp16.",
      "Mean TPOT is slightly lower: 20 ms with fp16 compared to 30 ms with w8a8.",
      "Mean TPOT is slightly higher: 20 ms with w8a8 compared to 30 ms with fp16."]),
    ("gpu", "Mean time-to-first-token was lower: 79 ms on the RTX 4070 vs 130 ms on the RTX 3060.",
     ["Mean time-to-first-token was lower: 119 ms on the RTX 4070 vs 130 ms on the RTX 3060.",
      "Mean time-to-first-token was higher: 79 ms on the RTX 4070 vs 130 ms on the RTX 3060.",
      "Mean time-to-first-token was lower: 79 ms on the RTX 3060 vs 130 ms on the RTX 4070.",
      "Mean time-to-first-token was lower: 79 ms on the RTX 4090 vs 130 ms on the RTX 3060.",   # a GPU it lacks
      "Mean time-to-first-token was lower: 79 ms on the RTX 4070 vs 130 ms on the RTX 3090."]),
    ("cand", "Median E2E latency is lower: 2.0 s on candidate vs 4.0 s on baseline.",
     ["Median E2E latency is lower: 3.0 s on candidate vs 4.0 s on baseline.",
      "Median E2E latency is lower: 1.0 s on candidate vs 4.0 s on baseline.",
      "Median E2E latency is higher: 2.0 s on candidate vs 4.0 s on baseline.",
      "Median E2E latency is lower: 2.0 s on baseline vs 4.0 s on candidate.",
      "Median TTFT is lower: 2.0 s on candidate vs 4.0 s on baseline."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


def test_failed_arm_never_net_true(wit):
    s = "Request throughput was higher (5.0 req/s on pr-1234 vs 3.0 req/s on main)."
    assert grade(wit, "pr_fail", s).verdict != "net-true", s


# the pair read the other way round (the subject's value second), or the comparative disagreeing with the stated
# values, or a pair with no arms: unread, never false
NEVER_FALSE = [
    ("build", "Mean TPOT is lower: 44.4 ms in the old build vs 39.2 ms in the new build."),
    ("build", "Mean TPOT is higher: 39.2 ms in the new build vs 44.4 ms in the old build."),
    ("ver", "Median TTFT is only slightly worse: 220 ms on 0.6.3.post1 vs 240 ms on 0.6.6."),
    ("pr", "TTFT is lower: mean 79 ms vs 130 ms."),
    ("pr", "TTFT is lower (79 ms vs 130 ms)."),
    ("pr", "Speed is better: 79 ms on pr-1234 vs 130 ms on main."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


def test_the_other_order_leaves_the_comparative_unread(wit):
    r = grade(wit, "build", "Mean TPOT is lower: 44.4 ms in the old build vs 39.2 ms in the new build.")
    assert r.verdict == "not-yet"
