"""Counts said of every arm with the unit before the verb, and every request's length after a count (issue 16).

Read now (each unread before, claimcheck/claims/count_frames.py):

* the per-unit phrase between the request noun and the verb (production all_count, ``count_frames.unit_before_verb``):
  "All 50 requests per configuration completed", "All 40 requests in each of the three configurations completed",
  "All 20 requests per run completed" -- as "All 50 requests completed per configuration": each arm's count (per run:
  one run's), and no request failed;
* ", each with N output tokens" right after a count of the requests (production request_length,
  ``count_frames.each_with_length``): "All 50 requests per configuration completed, each with 256 output tokens" -- as
  "each request generated 256 output tokens" (min and max of every arm's completed requests);
* ", N/N each" right after a universal zero naming no one arm (production request_counts, ``count_frames.each_done``):
  "zero failed requests in any of the three configs, 40/40 each" -- N of N completed in each arm (each run where the
  zero's words name runs);
* "N/M requests failed with A vs K/M with B" (production request_counts, ``count_frames.gapped_fraction``): each
  fraction of the one arm after it, the second's verb left out.

Witnesses (claims_corpus.witnesses.uniform; worked out by hand):

* ``two``: vllm and sglang, 50 requests each, none failed, 8 output tokens each; ``twofail``: sglang's task 4 failed.
* ``three``: bf16, fp8, awq, 40 requests each, none failed; ``threefail``: fp8's tasks 1 and 5 failed.
* ``runs``: vllm and sglang, two runs of 20 requests each (40 per arm over its runs), none failed.
* ``tok``: as ``two``, output cap 256, every request 256 output tokens (100 prompt tokens); ``tokvar``: the same, but
  sglang's task 3 produced 200 output tokens.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ENGINE_ARMS, QUANT3_ARMS, ab_witness, seal, uniform  # noqa: E402

ENG, QUANT3 = ENGINE_ARMS, QUANT3_ARMS
SCOPES = {"two": "50 requests per arm", "twofail": "50 requests per arm", "runs": "two runs per engine",
          "three": "BF16 vs FP8 vs AWQ, 40 requests per arm", "threefail": "BF16 vs FP8 vs AWQ, 40 requests per arm",
          "tok": "50 requests per arm", "tokvar": "50 requests per arm"}
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("count_quantified")

    def w(name: str, arms, rows, cap: int = 8) -> str:
        return str(seal(root / name, ab_witness(arms, output_cap=cap), {"rows.jsonl": [r for rr in rows for r in rr]}))

    return {
        "two": w("two", ENG, [uniform("vllm", 50, 10.0, 4), uniform("sglang", 50, 8.0, 4)]),
        "twofail": w("twofail", ENG, [uniform("vllm", 50, 10.0, 4), uniform("sglang", 50, 8.0, 4, failed=(4,))]),
        "runs": w("runs", ENG, [uniform(a, 20, wall, 4, run=r) for a, wall in (("vllm", 10.0), ("sglang", 8.0))
                                for r in (1, 2)]),
        "three": w("three", QUANT3, [uniform("bf16", 40, 20.0, 4), uniform("fp8", 40, 13.0, 4),
                                     uniform("awq", 40, 11.0, 4)]),
        "threefail": w("threefail", QUANT3, [uniform("bf16", 40, 20.0, 4), uniform("fp8", 40, 13.0, 4, failed=(1, 5)),
                                             uniform("awq", 40, 11.0, 4)]),
        "tok": w("tok", ENG, [uniform("vllm", 50, 10.0, 4, completion=256),
                              uniform("sglang", 50, 8.0, 4, completion=256)], 256),
        "tokvar": w("tokvar", ENG, [uniform("vllm", 50, 10.0, 4, completion=256),
                                    uniform("sglang", 50, 8.0, 4, completion=lambda t: 200 if t == 3 else 256)], 256),
    }


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPES[name])


# (witness, true statement, twins: never net-true, on the same witness unless given as (witness, twin))
CASES = [
    ("two", "All 50 requests per configuration completed.", [
        "All 75 requests per configuration completed.",              # x1.5
        "All 25 requests per configuration completed.",              # x0.5
        "All 100 requests per configuration completed.",             # the total, said per arm
        ("twofail", "All 50 requests per configuration completed."),  # one arm failed
        "Not all 50 requests per configuration completed.",
        NEG + "all 50 requests per configuration completed."]),
    ("two", "All 50 requests per engine completed successfully.", [
        "All 60 requests per engine completed successfully.",
        ("twofail", "All 50 requests per engine completed successfully.")]),
    ("two", "All 50 requests in both runs completed.", [
        "All 40 requests in both runs completed.", ("twofail", "All 50 requests in both runs completed.")]),
    ("two", "All 50 requests per configuration were completed successfully.", [
        "All 50 requests per configuration were not completed.",
        ("twofail", "All 50 requests per configuration were completed successfully.")]),
    ("three", "All 40 requests per configuration completed.", [
        "All 120 requests per configuration completed.", "All 60 requests per configuration completed.",
        ("threefail", "All 40 requests per configuration completed.")]),
    ("three", "All 40 requests in each of the three configurations completed.", [
        "All 40 requests in each of the four configurations completed.",  # another number of arms
        "All 40 requests in each of the two configurations completed.",
        "All 40 requests in both configurations completed.",              # "both" of three arms
        "All 20 requests in each of the three configurations completed.",
        ("threefail", "All 40 requests in each of the three configurations completed.")]),
    ("threefail", "All 40 requests in each of the three configurations completed, except 2 with FP8.", []),
    ("runs", "All 20 requests per run completed.", [
        "All 40 requests per run completed.", "All 10 requests per run completed."]),
    # every request's length after the count
    ("tok", "All 50 requests per configuration completed, each with 256 output tokens.", [
        "All 50 requests per configuration completed, each with 384 output tokens.",   # x1.5
        "All 50 requests per configuration completed, each with 128 output tokens.",   # x0.5
        "All 50 requests per configuration completed, each with 256 prompt tokens.",   # the other kind of token
        "All 50 requests per configuration completed, each with 256 tokens.",          # which kind? unread
        "All 50 requests per configuration completed, not each with 256 output tokens.",
        ("tokvar", "All 50 requests per configuration completed, each with 256 output tokens."),
        "All 50 requests per configuration completed, each with up to 128 output tokens."]),
    ("tok", "All 50 requests completed, each with 256 output tokens.", [
        "All 50 requests completed, each with 200 output tokens.",
        ("tokvar", "All 50 requests completed, each with 256 output tokens.")]),
    ("tok", "All 50 requests completed on both engines, each with 256 output tokens.", [
        "All 50 requests completed on both engines, each with 512 output tokens."]),
    # ", N/N each" after a universal zero
    ("three", "zero failed requests in any of the three configs, 40/40 each", [
        "zero failed requests in any of the three configs, 60/60 each",     # x1.5
        "zero failed requests in any of the three configs, 20/20 each",     # x0.5
        "zero failed requests in any of the three configs, 120/120 each",   # the total, said of each
        "zero failed requests in any of the three configs, 38/40 each",     # not N of N: unread
        "zero failed requests in any of the four configs, 40/40 each",
        ("threefail", "zero failed requests in any of the three configs, 40/40 each"),
        NEG + "zero failed requests in any of the three configs, 40/40 each"]),
    ("three", "zero failed requests in any config, 40/40 each", [
        "zero failed requests in any config, 41/41 each", ("threefail", "zero failed requests in any config, 40/40 each")]),
    ("two", "No failed requests, 50/50 each.", [
        "No failed requests, 75/75 each.", "No failed requests, 100/100 each.",
        ("twofail", "No failed requests, 50/50 each."), "No failed requests with vLLM, 25/25 each."]),
    ("two", "zero failed requests in either run, 50/50 each", ["zero failed requests in either run, 49/50 each"]),
    ("runs", "No failures in any run, 20/20 each.", ["No failures in any run, 40/40 each."]),
    # "N/M requests failed with A vs K/M with B"
    ("twofail", "1/50 requests failed with SGLang vs 0/50 with vLLM.", [
        "2/50 requests failed with SGLang vs 0/50 with vLLM.",      # a count changed
        "1/50 requests failed with SGLang vs 1/50 with vLLM.",      # the other arm's count changed
        "0/50 requests failed with SGLang vs 1/50 with vLLM.",      # the failed count given to the other arm
        "1/50 requests failed with vLLM vs 0/50 with SGLang.",      # arms swapped
        "1/50 requests failed with SGLang vs 0/25 with vLLM.",      # the other denominator x0.5
        "1/50 requests failed with SGLang vs 0/75 with vLLM.",      # x1.5
        "1/50 requests completed with SGLang vs 0/50 with vLLM.",   # the other count
        "1/50 requests failed with SGLang vs 0/50 with SGLang.",    # one arm twice: unread
        NEG + "1/50 requests failed with SGLang vs 0/50 with vLLM."]),
    ("twofail", "1/50 requests failed with SGLang, 0/50 with vLLM.", [
        "1/50 requests failed with SGLang, 2/50 with vLLM.", "0/50 requests failed with SGLang, 1/50 with vLLM."]),
    ("twofail", "49/50 requests completed with SGLang vs 50/50 with vLLM.", [
        "50/50 requests completed with SGLang vs 49/50 with vLLM.", "49/50 requests completed with SGLang vs 48/50 with vLLM."]),
    ("threefail", "2/40 requests failed with FP8 vs 0/40 with BF16.", [
        "2/40 requests failed with BF16 vs 0/40 with FP8.", "3/40 requests failed with FP8 vs 0/40 with BF16.",
        "2/40 requests failed with FP8 vs 0/40 with BF16 and AWQ.",   # another arm in the clause: unread
        "2/40 requests failed with FP8 vs 1/40 with AWQ."]),
]
TRUE = [(w, s) for w, s, _ in CASES if not s.endswith("except 2 with FP8.")]
TWINS = [(tw if isinstance(tw, tuple) else (w, tw)) for w, _, tws in CASES for tw in tws]

# true, or honest but not read: never false
NEVER_FALSE = [
    ("runs", "All 40 requests per engine completed."),            # each engine's runs together: inconclusive
    ("tokvar", "All 50 requests completed on vLLM, each with 256 output tokens."),  # true of vLLM: the arm's (unread)
    ("tok", "No requests failed, each with 256 output tokens."),  # each of what? unread
    ("tok", "All 50 requests per configuration completed, each with about 256 output tokens."),
    ("threefail", "All 40 requests in each of the three configurations completed, except 2 with FP8."),
    ("runs", "No failures in either engine, 40/40 each."),  # each engine's two runs together: inconclusive
    ("two", "No failed requests with vLLM, 50/50 each."),   # the zero names one arm: "each" of what? unread
    ("two", "No failed requests, 50/50 each way."),
    ("runs", "0/40 requests failed with SGLang vs 0/40 with vLLM."),  # each engine's runs together
    ("runs", "0/20 requests failed with SGLang vs 0/20 with vLLM."),  # one run of each
    ("twofail", "1/50 requests failed with SGLang vs 0/50 with vLLM, so SGLang is less reliable."),
]


@pytest.mark.parametrize("name,statement", TRUE, ids=[s for _, s in TRUE])
def test_true_statement_reads_net_true(wit, name, statement):
    assert_read_net_true(grade_in(wit, name, statement))


@pytest.mark.parametrize("name,statement", TWINS, ids=[f"{n}:{s}" for n, s in TWINS])
def test_twin_is_never_net_true(wit, name, statement):
    assert_never_net_true(grade_in(wit, name, statement), statement)


@pytest.mark.parametrize("name,statement", NEVER_FALSE, ids=[s for _, s in NEVER_FALSE])
def test_honest_statement_is_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


def test_a_wrong_count_read_completely_is_false(wit):
    """The unit before the verb is as strict as after it: each arm has 50, so "25 per configuration" is certain."""
    assert grade_in(wit, "two", "All 25 requests per configuration completed.").verdict == "false"
    assert grade_in(wit, "tok", "All 50 requests per configuration completed, each with 128 output tokens.").verdict \
        == "false"
    assert grade_in(wit, "three", "zero failed requests in any config, 20/20 each").verdict == "false"


@settings(max_examples=12, deadline=None)
@given(n=st.integers(min_value=1, max_value=120), unit=st.sampled_from(["per configuration", "per engine",
                                                                          "in every configuration", "in both runs"]))
def test_only_the_arms_count_is_net_true(wit, n, unit):
    """Any count but each arm's 50 with the unit before the verb: never net-true."""
    res = grade_in(wit, "two", f"All {n} requests {unit} completed.")
    assert (res.verdict == "net-true") == (n == 50), (n, unit, res.verdict, res.reason)
