"""Changes by an absolute amount (issue 16; production change_by_amount, claimcheck/claims/amounts.py):

* a metric, a change verb, then "by"? and a duration or a rate with the arm after it or before it as an adverbial:
  "Mean end-to-end latency drops by 4.8 seconds with 16 threads", "TTFT falls 450 ms when prefix caching is
  enabled", "Throughput goes up by 200 tok/s with SGLang";
* a verb of leading or trailing, the other arm, then "by" and the amount: "vLLM 0.8.5 trails SGLang 0.4.6 by 200
  tokens per second in output throughput", "SGLang leads vLLM by 25% in request throughput", "vLLM is behind
  SGLang by 50 ms on TTFT";
* changes after a shared "relative to X" / "compared to X" lead (read before this change; pinned here with twins).

Each true statement is read completely and grades net-true; each twin (direction flipped, the amount x1.5 / x0.5,
the arms swapped, a negation, a wrong GPU / model / version / setting, a rate unit of another metric) is never
net-true.

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows: requests spread so that
the wall is n / throughput; every request of an arm has the same TTFT and end-to-end latency):

* ``threads`` -- t4 (threads 4, baseline): every request 8.0 s; t16 (threads 16, treatment): every request 3.2 s.
  Every e2e latency statistic t16 - t4 = 3.2 - 8.0 = -4.8 s; (3.2 - 8.0) / 8.0 = -60%.
* ``apc`` -- apc-off (prefix_caching false, baseline): TTFT 0.600 s; apc-on (true, treatment): TTFT 0.150 s.
  TTFT on - off = -0.450 s (4x lower, -75%); both walls 10 s (arm_rows' default), so 1.0 req/s in each.
* ``eng`` -- vllm (engine vLLM, version 0.8.5, baseline) and sglang (SGLang 0.4.6, treatment); 200 output tokens and
  50 prompt tokens per request. vllm 4 req/s (wall 2.5 s): 10 x 200 / 2.5 = 800 output tok/s, 10 x 250 / 2.5 = 1000
  total tok/s, TTFT 0.150 s; sglang 5 req/s (wall 2.0 s): 1000 output tok/s, 1250 total tok/s, TTFT 0.100 s.
  sglang - vllm: +200 output tok/s (+250 total tok/s: the other meaning of a token rate), +1 req/s, +25% request
  throughput, -50 ms TTFT.
* ``conc`` -- c8 (concurrency 8, baseline): 1.0 req/s; c16 (concurrency 16, treatment): 1.8 req/s (1.8x; c8 -> c16
  is doubling, not tripling or halving).
* ``quant`` -- bf16 (quantization bf16, baseline): e2e 6.0 s, TTFT 0.130 s; fp8 (fp8, treatment): e2e 4.0 s, TTFT
  0.100 s. fp8 - bf16: -2.0 s mean latency, -30 ms TTFT.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "threads": [A("t16", thr=1.0, dur=3.2, settings={"threads": 16}, role="treatment"),
                A("t4", thr=1.0, dur=8.0, settings={"threads": 4}, role="baseline")],
    "apc": [A("apc-on", ttft=0.15, settings={"prefix_caching": True}, role="treatment"),
            A("apc-off", ttft=0.6, settings={"prefix_caching": False}, role="baseline")],
    "eng": [A("sglang", thr=5, ttft=0.1, tok=200, prompt=50, tpot=0.005,
              settings={"engine": "SGLang", "engine_version": "0.4.6"}, role="treatment"),
            A("vllm", thr=4, ttft=0.15, tok=200, prompt=50, tpot=0.006,
              settings={"engine": "vLLM", "engine_version": "0.8.5"}, role="baseline")],
    "conc": [A("c16", thr=1.8, settings={"concurrency": 16}, role="treatment"),
             A("c8", thr=1.0, settings={"concurrency": 8}, role="baseline")],
    "quant": [A("fp8", dur=4.0, ttft=0.1, settings={"quantization": "fp8"}, role="treatment"),
              A("bf16", dur=6.0, ttft=0.13, settings={"quantization": "bf16"}, role="baseline")],
}


wit = sealed_fixture("amounts", SPECS, engine=None)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


# (witness, true statement, twins)
FRAMES = [
    ("threads", "Mean end-to-end latency drops by 4.8 seconds with 16 threads.", [
        "Mean end-to-end latency rises by 4.8 seconds with 16 threads.",       # direction flipped
        "Mean end-to-end latency worsens by 4.8 seconds with 16 threads.",     # direction flipped
        "Mean end-to-end latency drops by 7.2 seconds with 16 threads.",       # x1.5
        "Mean end-to-end latency drops by 2.4 seconds with 16 threads.",       # x0.5
        "Mean end-to-end latency drops by 4.8 seconds with 4 threads.",        # arms swapped
        "Mean end-to-end latency drops by 4.8 seconds with 32 threads.",       # a setting no arm ran
        NEG + "mean end-to-end latency drops by 4.8 seconds with 16 threads.",
        "Mean end-to-end latency does not drop by 4.8 seconds with 16 threads.",
        "Mean end-to-end latency drops by 4.8 seconds with 16 threads on an A100.",
        "Mean end-to-end latency drops by 4.8 seconds with 16 threads on Llama-3.1-70B.",
        "Mean end-to-end latency drops by 4.8 seconds with 16 threads at batch size 8.",
        "Mean throughput drops by 4.8 seconds with 16 threads.",               # a duration of a rate
    ]),
    ("threads", "With 16 threads, mean end-to-end latency drops by 4.8 seconds.", [
        "With 4 threads, mean end-to-end latency drops by 4.8 seconds.",
        "With 16 threads, mean end-to-end latency climbs by 4.8 seconds.",
        "With 16 threads, mean end-to-end latency drops by 7.2 seconds.",
    ]),
    ("threads", "Mean end-to-end latency improves by 4.8 s with 16 threads.", [
        "Mean end-to-end latency improves by 4.8 s with 4 threads.",
        "Mean end-to-end latency regresses by 4.8 s with 16 threads.",
    ]),
    ("apc", "TTFT falls 450 ms when prefix caching is enabled.", [
        "TTFT rises 450 ms when prefix caching is enabled.",
        "TTFT falls 675 ms when prefix caching is enabled.",
        "TTFT falls 225 ms when prefix caching is enabled.",
        "TTFT falls 450 ms when prefix caching is disabled.",
        NEG + "TTFT falls 450 ms when prefix caching is enabled.",
        "TTFT falls 450 ms when prefix caching is enabled on 8 GPUs.",
    ]),
    ("apc", "Mean TTFT falls by about 0.45 s with prefix caching.", [
        "Mean TTFT grows by about 0.45 s with prefix caching.",
        "Mean TTFT falls by about 0.68 s with prefix caching.",
        "Mean TTFT falls by about 0.23 s with prefix caching.",
        "Mean TTFT falls by about 0.45 s without prefix caching.",
    ]),
    ("apc", "TTFT falls 450 ms and mean TTFT falls 75% with prefix caching.", [
        "TTFT falls 450 ms and mean TTFT falls 50% with prefix caching.",
        "TTFT falls 300 ms and mean TTFT falls 75% with prefix caching.",
        "TTFT rises 450 ms and mean TTFT falls 75% with prefix caching.",
        "TTFT falls 450 ms and throughput rises 10% with prefix caching.",   # throughput is 1.0 req/s in both
    ]),
    ("apc", "TTFT falls by at least 400 ms with prefix caching.", [
        "TTFT falls by at least 600 ms with prefix caching.",
        "TTFT falls by over 500 ms with prefix caching.",
        "TTFT rises by at least 400 ms with prefix caching.",
    ]),
    ("eng", "Throughput goes up by 200 tok/s with SGLang.", [
        "Throughput goes down by 200 tok/s with SGLang.",
        "Throughput goes up by 300 tok/s with SGLang.",
        "Throughput goes up by 100 tok/s with SGLang.",
        "Throughput goes up by 200 tok/s with vLLM.",
        NEG + "throughput goes up by 200 tok/s with SGLang.",
        "Request throughput goes up by 200 tok/s with SGLang.",               # a token rate of requests
        "Per-user throughput goes up by 200 tok/s with SGLang.",
        "TTFT goes up by 200 tok/s with SGLang.",
    ]),
    ("eng", "Request throughput rises by 1 req/s with SGLang.", [
        "Request throughput falls by 1 req/s with SGLang.",
        "Request throughput rises by 1.5 req/s with SGLang.",
        "Request throughput rises by 0.5 req/s with SGLang.",
        "Request throughput rises by 1 req/s with vLLM.",
        "Output throughput rises by 1 req/s with SGLang.",
    ]),
    ("eng", "Relative to vLLM, SGLang improves output throughput by 200 tok/s.", [
        "Relative to vLLM, SGLang improves output throughput by 300 tok/s.",
        "Relative to vLLM, SGLang improves output throughput by 100 tok/s.",
        "Relative to SGLang, vLLM improves output throughput by 200 tok/s.",
        "Relative to vLLM, SGLang lowers output throughput by 200 tok/s.",
        "Relative to vLLM, SGLang does not improve output throughput by 200 tok/s.",
        "Relative to vLLM, SGLang improves request throughput by 200 tok/s.",
        "Relative to vLLM, SGLang improves per-user throughput by 200 tok/s.",
    ]),
    ("eng", "Compared to vLLM, SGLang cuts TTFT by 50 ms and raises output throughput by 200 tok/s.", [
        "Compared to SGLang, vLLM cuts TTFT by 50 ms and raises output throughput by 200 tok/s.",
        "Compared to vLLM, SGLang cuts TTFT by 50 ms and raises output throughput by 300 tok/s.",
        "Compared to vLLM, SGLang cuts TTFT by 75 ms and raises output throughput by 200 tok/s.",
        "Compared to vLLM, SGLang cuts TTFT by 50 ms and lowers output throughput by 200 tok/s.",
    ]),
    ("eng", "SGLang raises request throughput by 1 req/s.", [
        "SGLang raises request throughput by 1.5 req/s.",
        "SGLang lowers request throughput by 1 req/s.",
        "vLLM raises request throughput by 1 req/s.",
    ]),
    ("eng", "vLLM 0.8.5 trails SGLang 0.4.6 by 200 tokens per second in output throughput.", [
        "vLLM 0.8.5 leads SGLang 0.4.6 by 200 tokens per second in output throughput.",
        "SGLang 0.4.6 trails vLLM 0.8.5 by 200 tokens per second in output throughput.",
        "vLLM 0.8.5 trails SGLang 0.4.6 by 300 tokens per second in output throughput.",
        "vLLM 0.8.5 trails SGLang 0.4.6 by 100 tokens per second in output throughput.",
        "vLLM 0.9.0 trails SGLang 0.4.6 by 200 tokens per second in output throughput.",
        "vLLM 0.8.5 does not trail SGLang 0.4.6 by 200 tokens per second in output throughput.",
        NEG + "vLLM 0.8.5 trails SGLang 0.4.6 by 200 tokens per second in output throughput.",
        "vLLM 0.8.5 trails SGLang 0.4.6 by 200 tokens per second in request throughput.",
        "vLLM 0.8.5 trails SGLang 0.4.6 by 200 tokens per second in output throughput on 8 GPUs.",
    ]),
    ("eng", "vLLM trails SGLang by 200 tok/s.", [
        "SGLang trails vLLM by 200 tok/s.",
        "vLLM trails SGLang by 300 tok/s.",
        "vLLM leads SGLang by 200 tok/s.",
    ]),
    ("eng", "SGLang outperforms vLLM by 200 output tokens per second.", [
        "vLLM outperforms SGLang by 200 output tokens per second.",
        "SGLang outperforms vLLM by 300 output tokens per second.",
        "SGLang does not outperform vLLM by 200 output tokens per second.",
    ]),
    ("eng", "SGLang leads vLLM by 25% in request throughput.", [
        "vLLM leads SGLang by 25% in request throughput.",
        "SGLang leads vLLM by 38% in request throughput.",
        "SGLang leads vLLM by 12% in request throughput.",
        "SGLang does not lead vLLM by 25% in request throughput.",
        NEG + "SGLang leads vLLM by 25% in request throughput.",
        "vLLM trails SGLang by 25% in request throughput.",                    # a percent behind: of which arm?
    ]),
    ("eng", "vLLM is behind SGLang by 50 ms on TTFT.", [
        "SGLang is behind vLLM by 50 ms on TTFT.",
        "vLLM is ahead of SGLang by 50 ms on TTFT.",
        "vLLM is behind SGLang by 75 ms on TTFT.",
        "vLLM is behind SGLang by 25 ms on TTFT.",
        "vLLM is not behind SGLang by 50 ms on TTFT.",
        NEG + "vLLM is behind SGLang by 50 ms on TTFT.",
    ]),
    ("eng", "SGLang is ahead of vLLM by 50 ms on mean TTFT.", [
        "vLLM is ahead of SGLang by 50 ms on mean TTFT.",
        "SGLang is ahead of vLLM by 75 ms on mean TTFT.",
    ]),
    ("eng", "vLLM lags behind SGLang by 50 ms in TTFT.", [
        "SGLang lags behind vLLM by 50 ms in TTFT.",
        "vLLM lags behind SGLang by 25 ms in TTFT.",
    ]),
    # causative frames: "made" / "makes" before what a construct read; a multiplier gerund agrees with the settings
    ("threads", "Quadrupling the thread count made each request take 60% less time.", [
        "Doubling the thread count made each request take 60% less time.",    # 4 -> 16 is no doubling
        "Halving the thread count made each request take 60% less time.",
        "Quadrupling the thread count made each request take 60% more time.",
        "Quadrupling the thread count made each request take 90% less time.",
        "Quadrupling the thread count made each request take 30% less time.",
        "Quadrupling the thread count did not make each request take 60% less time.",
        NEG + "quadrupling the thread count made each request take 60% less time.",
        "Quadrupling the thread count made each request take 60% less time on an A100.",
    ]),
    ("threads", "With 16 threads, each request takes 4.8 s less time.", [
        "With 4 threads, each request takes 4.8 s less time.",
        "With 16 threads, each request takes 4.8 s more time.",
        "With 16 threads, each request takes 7.2 s less time.",
        "With 16 threads, each request takes 2.4 s less time.",
    ]),
    ("threads", "With 4 threads, a request takes 4.8 s longer.", [
        "With 16 threads, a request takes 4.8 s longer.",
        "With 4 threads, a request takes 2.4 s longer.",
    ]),
    ("conc", "Doubling concurrency made throughput 1.8x higher.", [
        "Doubling concurrency made throughput 1.8x lower.",
        "Doubling concurrency made throughput 2.7x higher.",
        "Doubling concurrency made throughput 0.9x higher.",
        "Halving concurrency made throughput 1.8x higher.",
        "Tripling concurrency made throughput 1.8x higher.",
        NEG + "doubling concurrency made throughput 1.8x higher.",
        "Doubling concurrency made throughput 1.8x higher on 8 GPUs.",
    ]),
    ("conc", "Doubling concurrency made request throughput 1.8x higher.", [
        "Doubling concurrency made request throughput 1.8x lower.",
    ]),
    ("apc", "Enabling APC made TTFT 4x lower.", [
        "Enabling APC made TTFT 4x higher.",
        "Enabling APC made TTFT 6x lower.",
        "Enabling APC made TTFT 2x lower.",
        "Disabling APC made TTFT 4x lower.",
        "Enabling APC did not make TTFT 4x lower.",
        NEG + "enabling APC made TTFT 4x lower.",
        "Enabling APC made TTFT 4x lower with Llama-3.1-70B.",
    ]),
    ("apc", "APC makes the first token arrive 450 ms sooner on average.", [
        "APC makes the first token arrive 450 ms later on average.",
        "APC makes the first token arrive 675 ms sooner on average.",
        "APC makes the first token arrive 225 ms sooner on average.",
        "APC never makes the first token arrive 450 ms sooner on average.",
        NEG + "APC makes the first token arrive 450 ms sooner on average.",
    ]),
    # a shared "relative to X" / "compared to X" lead (read before this change)
    ("eng", "Relative to vLLM, SGLang improves request throughput by 25% and reduces TTFT by 50 ms.", [
        "Relative to SGLang, vLLM improves request throughput by 25% and reduces TTFT by 50 ms.",
        "Relative to vLLM, SGLang improves request throughput by 25% and increases TTFT by 50 ms.",
        "Relative to vLLM, SGLang improves request throughput by 38% and reduces TTFT by 50 ms.",
        "Relative to vLLM, SGLang improves request throughput by 25% and reduces TTFT by 75 ms.",
        "Relative to vLLM, SGLang improves request throughput by 25% and reduces TTFT by 25 ms.",
        NEG + "relative to vLLM, SGLang improves request throughput by 25% and reduces TTFT by 50 ms.",
        "Relative to vLLM, SGLang improves request throughput by 25% and reduces TTFT by 50 ms on an A100.",
    ]),
    ("quant", "Compared to BF16, the FP8 model lowers mean latency by 2 seconds.", [
        "Compared to FP8, the BF16 model lowers mean latency by 2 seconds.",
        "Compared to BF16, the FP8 model raises mean latency by 2 seconds.",
        "Compared to BF16, the FP8 model lowers mean latency by 3 seconds.",
        "Compared to BF16, the FP8 model lowers mean latency by 1 seconds.",
        "Compared to BF16, the INT4 model lowers mean latency by 2 seconds.",
        NEG + "compared to BF16, the FP8 model lowers mean latency by 2 seconds.",
    ]),
    ("quant", "Compared to BF16, FP8 reduces mean TTFT by 30 ms and mean latency by 2 s.", [
        "Compared to BF16, FP8 reduces mean TTFT by 30 ms and mean latency by 3 s.",
        "Compared to BF16, FP8 reduces mean TTFT by 30 ms and mean latency by 1 s.",
        "Compared to BF16, FP8 reduces mean TTFT by 45 ms and mean latency by 2 s.",
        "Compared to FP8, BF16 reduces mean TTFT by 30 ms and mean latency by 2 s.",
        "Compared to BF16, FP8 increases mean TTFT by 30 ms and mean latency by 2 s.",
        "Compared to BF16, FP8 reduces mean TTFT by 30 ms and request throughput by 2 s.",
        NEG + "compared to BF16, FP8 reduces mean TTFT by 30 ms and mean latency by 2 s.",
    ]),
    ("eng", "SGLang raises output throughput by 200 tok/s and request throughput by 1 req/s.", [
        "SGLang raises output throughput by 200 tok/s and request throughput by 2 req/s.",
        "SGLang raises output throughput by 200 tok/s and request throughput by 0.5 req/s.",
        "vLLM raises output throughput by 200 tok/s and request throughput by 1 req/s.",
    ]),
    ("quant", "Switching to FP8 reduced mean TTFT by 30 ms.", [
        "Switching to BF16 reduced mean TTFT by 30 ms.",
        "Switching to FP8 increased mean TTFT by 30 ms.",
        "Switching to FP8 reduced mean TTFT by 45 ms.",
        "Switching to FP8 reduced mean TTFT by 15 ms.",
    ]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,statement", [
    ("apc", "TTFT rises 450 ms when prefix caching is enabled."),
    ("threads", "Mean end-to-end latency drops by 2.4 seconds with 16 threads."),
    ("eng", "vLLM is behind SGLang by 75 ms on TTFT."),
    ("eng", "Request throughput rises by 1.5 req/s with SGLang."),
])
def test_a_contradicted_amount_read_completely_is_false(wit, name, statement):
    """x1.5 / x0.5 / a flipped direction of a complete reading is contradicted by the rows (hand values above)."""
    assert grade_in(wit, name, statement).verdict == "false"


@pytest.mark.parametrize("name,statement", [
    ("eng", "Throughput goes up by 250 tok/s with SGLang."),   # total tokens/s: the other meaning of a token rate
    ("threads", "Mean end-to-end latency drops by 4.8 seconds to 3.2 seconds with 16 threads."),
    ("threads", "Mean end-to-end latency drops by 4.8 seconds more than expected with 16 threads."),
    ("eng", "vLLM trails SGLang by 20% in request throughput."),  # (4 - 5) / 5: a percent behind, of which arm?
    ("eng", "SGLang leads vLLM by 1 req/s."),
    ("apc", "TTFT falls by up to 450 ms with prefix caching."),
    ("threads", "Quadrupling the thread count made each request finish 60% faster."),  # 'finish' read as a count
    ("apc", "Prefill made up 40% of the request time with APC."),
    ("apc", "TTFT falls 450 ms and 300 ms with prefix caching."),  # which is the change? not read
    ("apc", "TTFT falls 450 ms, 75%, with prefix caching."),
])
def test_honest_or_unclear_amounts_are_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


@settings(max_examples=25, deadline=None)
@given(ms=st.integers(min_value=1, max_value=2000), up=st.booleans())
def test_only_the_witnessed_amount_and_direction_are_net_true(wit, ms, up):
    """TTFT on - off = -450 ms exactly (hand value above): 'falls N ms' is net-true only for N = 450, and 'rises N
    ms' never; every other integer N is outside the stated precision (+-0.5 ms), so false."""
    res = grade_in(wit, "apc", f"TTFT {'rises' if up else 'falls'} by {ms} ms with prefix caching.")
    assert res.verdict == ("net-true" if (ms == 450 and not up) else "false"), (ms, up, res.reason)
