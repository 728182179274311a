"""Counts as people write them (claimcheck/claims/count_frames.py, count_arms.py; productions request_counts,
count_unit, count_arms, every_request_bound):

* "16/16 ok on both", "16/16 requests ok on both servers": N of N completed ("ok" / "okay" after a fraction);
* "Zero failed requests at any concurrency level", "No errors at every batch size", "All 16 requests succeeded at
  each concurrency level": a count unit of several words after "at" (every arm, as "in every configuration");
* "Neither server dropped anything", "Neither engine had a failed request": "neither" and a noun of what the arms
  differ in names the two arms of a two-arm witness; "dropped anything" is no request dropped;
* "Every request finished under 2 s", "each request completed within 2 s": every request's end-to-end latency is at
  most the bound (graded under every statistic: the max must hold), and every request finished: none failed.

A count over "both / either / neither" binds two arms only in a witness of exactly two (of three: which two? not read);
"any / every / each / all" binds every arm.

Witnesses, worked out by hand (``claims_corpus.witnesses.uniform``: n tasks dealt to 4 lanes, each lane spanning
[0, wall] in equal parts, TTFT 0.1 s):

* ``eng``: vllm (engine vLLM) 16 requests, wall 4 s (each request 4 / 4 = 1 s end to end); sglang (engine SGLang) 16
  requests, wall 6 s (each 1.5 s). Every latency statistic: vllm 1 s, sglang 1.5 s; max over both 1.5 s.
* ``eng_fail``: as eng, sglang's task 3 failed (15 of 16 completed, 1 failed).
* ``eng_fail_v``: as eng, vllm's task 2 failed.
* ``slow``: vllm 16 requests, wall 4 s; sglang 8 requests on 4 lanes, wall 4.8 s (each 2.4 s): max latency 2.4 s.
* ``three``: bf16, fp8, awq (quantization), 40 requests each, walls 20, 13, 11 s, none failed; ``threefail``: fp8's
  tasks 1 and 5 failed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ENGINE_ARMS, QUANT3_ARMS, ab_witness, seal, uniform  # noqa: E402

ENG, QUANT3 = ENGINE_ARMS, QUANT3_ARMS
SCOPES = {"eng": "vLLM vs SGLang", "eng_fail": "vLLM vs SGLang", "eng_fail_v": "vLLM vs SGLang",
          "slow": "vLLM vs SGLang", "three": "BF16 vs FP8 vs AWQ", "threefail": "BF16 vs FP8 vs AWQ"}
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("count_voices")

    def w(name: str, arms, rows) -> str:
        return str(seal(root / name, ab_witness(arms), {"rows.jsonl": [r for rr in rows for r in rr]}))

    return {
        "eng": w("eng", ENG, [uniform("vllm", 16, 4.0, 4), uniform("sglang", 16, 6.0, 4)]),
        "eng_fail": w("eng_fail", ENG, [uniform("vllm", 16, 4.0, 4), uniform("sglang", 16, 6.0, 4, failed=(3,))]),
        "eng_fail_v": w("eng_fail_v", ENG, [uniform("vllm", 16, 4.0, 4, failed=(2,)), uniform("sglang", 16, 6.0, 4)]),
        "slow": w("slow", ENG, [uniform("vllm", 16, 4.0, 4), uniform("sglang", 8, 4.8, 4)]),
        "three": w("three", QUANT3, [uniform("bf16", 40, 20.0, 4), uniform("fp8", 40, 13.0, 4),
                                     uniform("awq", 40, 11.0, 4)]),
        "threefail": w("threefail", QUANT3, [uniform("bf16", 40, 20.0, 4), uniform("fp8", 40, 13.0, 4, failed=(1, 5)),
                                             uniform("awq", 40, 11.0, 4)]),
    }


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPES[name])


FRAMES = [
    ("eng", "16/16 ok on both.", ["24/16 ok on both.", "8/16 ok on both.", "16/24 ok on both.", "16/8 ok on both.",
                                  NEG + "16/16 ok on both.", ("eng_fail", "16/16 ok on both."),
                                  ("eng_fail_v", "16/16 ok on both."), ("three", "40/40 ok on both.")]),
    ("eng", "16/16 requests ok on both servers.", ["12/16 requests ok on both servers.",
                                                    ("eng_fail", "16/16 requests ok on both servers.")]),
    ("eng", "16/16 okay on each engine.", ["8/8 okay on each engine.", ("eng_fail", "16/16 okay on each engine.")]),
    ("three", "40/40 ok in all three setups.", ["40/40 ok in all two setups.", ("threefail", "40/40 ok in all three setups.")]),
    ("eng", "Zero failed requests at any concurrency level.", [
        NEG + "zero failed requests at any concurrency level.", ("eng_fail", "Zero failed requests at any concurrency level."),
        ("eng_fail_v", "Zero failed requests at any concurrency level.")]),
    ("three", "Zero failed requests at any concurrency level.",
     [("threefail", "Zero failed requests at any concurrency level.")]),
    ("eng", "No errors at every batch size.", [("eng_fail", "No errors at every batch size.")]),
    ("eng", "No failures at any load.", [("eng_fail_v", "No failures at any load.")]),
    ("eng", "All 16 requests succeeded at each concurrency level.", [
        "All 24 requests succeeded at each concurrency level.",
        ("eng_fail", "All 16 requests succeeded at each concurrency level.")]),
    ("eng", "No errors on either server.", [("eng_fail", "No errors on either server."),
                                            ("eng_fail_v", "No errors on either server."),
                                            ("three", "No errors on either server.")]),
    ("eng", "Neither server dropped anything.", [
        NEG + "neither server dropped anything.", ("eng_fail", "Neither server dropped anything."),
        ("eng_fail_v", "Neither server dropped anything."), ("three", "Neither server dropped anything.")]),
    ("eng", "Neither engine had a failed request.", [("eng_fail", "Neither engine had a failed request."),
                                                     ("three", "Neither engine had a failed request.")]),
    ("eng", "All 16 requests succeeded on each engine.", ["All 24 requests succeeded on each engine.",
                                                          "All 8 requests succeeded on each engine.",
                                                          ("eng_fail", "All 16 requests succeeded on each engine.")]),
    ("eng", "100% success rate.", [("eng_fail", "100% success rate.")]),
    ("eng", "0 timeouts.", []),
    ("eng", "Every request finished under 2 s.", [
        "Every request finished under 1 s.",      # sglang's requests take 1.5 s
        NEG + "every request finished under 2 s.",
        ("slow", "Every request finished under 2 s."),    # max 2.4 s
        ("eng_fail", "Every request finished under 2 s."),  # a failure: not every request finished
        ("eng_fail_v", "Every request finished under 2 s.")]),
    ("eng", "Every request finished in under 2 s.", [("slow", "Every request finished in under 2 s."),
                                                      ("eng_fail", "Every request finished in under 2 s.")]),
    ("eng", "Each request completed within 2 s.", [("slow", "Each request completed within 2 s."),
                                                    ("eng_fail", "Each request completed within 2 s.")]),
    ("eng", "Every request on vLLM finished under 1.2 s.", ["Every request on SGLang finished under 1.2 s.",
                                                            ("eng_fail_v", "Every request on vLLM finished under 1.2 s.")]),
    ("slow", "Every request finished under 3 s.", ["Every request finished under 2 s."]),
]


def _rows(frames):
    """Twins given as (witness, twin) are graded on that witness: one row per witness."""
    out = []
    for name, true, twins in frames:
        out.append((name, true, [t for t in twins if isinstance(t, str)]))
        for t in twins:
            if not isinstance(t, str):
                out.append((t[0], None, [t[1]]))
    return out


ROWS = _rows(FRAMES)


@pytest.mark.parametrize("name,true,twins", [r for r in ROWS if r[1] is not None],
                         ids=[f"{r[0]}:{r[1][:50]}" for r in ROWS if r[1] is not None])
def test_true_statement_is_read_completely_and_net_true(wit, name, true, twins):
    from claims_corpus.frame_checks import assert_read_net_true

    assert_read_net_true(_grade(wit, name, true))


@pytest.mark.parametrize("name,true,twins", ROWS, ids=[f"{r[0]}:{(r[1] or r[2][0])[:50]}" for r in ROWS])
def test_twisted_twins_are_never_net_true(wit, name, true, twins):
    from claims_corpus.frame_checks import assert_never_net_true

    for t in twins:
        assert_never_net_true(_grade(wit, name, t), t)


#: a count or a bound contradicted, read completely: false
FALSE = [
    ("eng_fail", "Neither server dropped anything."),
    ("eng_fail_v", "Neither server dropped anything."),
    ("eng_fail", "Zero failed requests at any concurrency level."),
    ("threefail", "Zero failed requests at any concurrency level."),
    ("eng_fail", "Every request finished under 2 s."),
    ("eng", "Every request finished under 1 s."),
    ("eng", "8/16 ok on both."),
]


@pytest.mark.parametrize("name,s", FALSE)
def test_a_contradicted_count_read_completely_is_false(wit, name, s):
    res = _grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


#: honest but unclear: never false
NEVER_FALSE = [
    ("three", "Neither server dropped anything."),        # which two of three?
    ("three", "No errors on either server."),
    ("three", "40/40 ok on both."),
    ("eng", "Every request finished under 1.5 s."),       # the edge: a question of precision
    ("eng", "12/12 both weeks."),                         # weeks: not recorded
    ("eng_fail", "16/16 ok on vLLM."),
    ("eng", "All requests finished within 2 s."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_or_unclear_variants_are_never_false(wit, name, s):
    assert_never_false(_grade(wit, name, s), s)
