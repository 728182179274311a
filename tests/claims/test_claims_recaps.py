"""Recaps, referenced values and restated bounds (productions recap_lead, pair_summary's consistency with its pair,
referenced_value, bound_restated -- claimcheck/claims/grammar.lark; docs/claim-check.md):

* a recap after a pair with a connective: "2,600 vs 1,300 tok/s, so roughly 2x", "..., which is about 2x", "..., i.e.
  ~2x", "..., which works out to a 100% gain", "..., or about 2x": the connective is inert, the ratio or percent is a
  second assertion on the pair's two arms; a recap whose number is not the ratio of the pair's own stated values (while
  all three could agree with the rows) is not read (never net-true, never false);
* a ratio or percent of the other arm's stated value: "half of vLLM's 600 ms", "50% lower than vLLM's 600 ms", "2x
  vLLM's 1,300 tok/s": the relation and the referenced value are both graded;
* a bound with its value restated in parentheses: "mean TPOT stays below 40 ms (36 ms) with FP8", "at most 40 ms (36
  ms p99)": both graded.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; 128 requests per arm of 64 output tokens, every
request of an arm alike, so every statistic of a per-request metric is that value; hardware 2 x H100):

* ``eng`` -- sglang (alias SGLang, engine SGLang, treatment): 2,600 output tok/s (wall 128 * 64 / 2600 = 3.151 s,
  40.625 req/s), TTFT 0.3 s, TPOT 36 ms, e2e 0.3 + 0.036 * 63 = 2.568 s; vllm (alias vLLM, engine vLLM, baseline):
  1,300 tok/s (20.3125 req/s), TTFT 0.6 s, TPOT 50 ms, e2e 0.6 + 0.05 * 63 = 3.75 s. Throughput 2x; TTFT 0.5x (2x
  lower, -50%); e2e 2.568 / 3.75 = 0.6848 (-31.5%).
* ``quant`` -- the same numbers, arms fp8 (alias "the FP8 run", quantization fp8) and bf16 ("the BF16 run",
  quantization bf16): named by their setting value too ("with FP8").
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, assert_read_net_true,  # noqa: E402
                                        frame_tests, sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct, 128 requests per arm"
HW2 = "2 x NVIDIA H100 80GB HBM3"
NEG = "It is not true that "


def _arms(t: tuple[str, ...], b: tuple[str, ...], ts: dict, bs: dict) -> list:
    return [A(t[0], *t[1:], toks=2600, ttft=0.3, tpot=0.036, tok=64, n=128, settings=ts, role="treatment"),
            A(b[0], *b[1:], toks=1300, ttft=0.6, tpot=0.05, tok=64, n=128, settings=bs, role="baseline")]


SPECS = {
    "eng": Spec("eng", _arms(("sglang", "SGLang"), ("vllm", "vLLM"), {"engine": "SGLang"}, {"engine": "vLLM"}),
                key="", engine=None, hw=HW2),
    "quant": Spec("quant", _arms(("fp8", "the FP8 run"), ("bf16", "the BF16 run"), {"quantization": "fp8"},
                                 {"quantization": "bf16"}), key="", engine="vLLM", hw=HW2),
}

wit = sealed_fixture("recaps", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


# --- recaps after a pair, crossed over connectives, hedges, metric spellings, statistics and arm namings ----------
CONNECTIVES = [", so", ", which is", ", i.e.", ", that is", ", or", ", so that's", ", which works out to"]
RATE_PAIRS = [  # (witness, pair sentence without its end, baseline arm words swapped in the arms-swapped twin)
    ("eng", "SGLang reaches 2,600 tok/s vs 1,300 tok/s for vLLM"),
    ("eng", "SGLang hits 2,600 tokens per second vs 1,300 tokens per second for vLLM"),
    ("eng", "SGLang's output throughput is 2,600 tok/s compared to 1,300 tok/s on vLLM"),
    ("quant", "The FP8 run reaches 2,600 tok/s vs 1,300 tok/s for the BF16 run"),
    ("quant", "FP8 reaches 2,600 tok/s versus 1,300 tok/s for BF16"),
    ("quant", "With FP8, throughput is 2,600 tok/s vs 1,300 tok/s with BF16"),
    ("eng", "SGLang reaches 2,600 vs 1,300 tok/s for vLLM"),             # one unit for both, the arm after it
]
TIME_PAIRS = [
    ("eng", "SGLang's mean TTFT is 300 ms versus 600 ms for vLLM"),
    ("eng", "SGLang's TTFT p99 is 300 ms versus 600 ms for vLLM"),
    ("eng", "SGLang's median time to first token is 0.3 s vs 0.6 s for vLLM"),
    ("eng", "SGLang's time-to-first-token (p99) is 300 ms versus 600 ms for vLLM"),
    ("quant", "The FP8 run's mean TTFT is 300 ms versus 600 ms for the BF16 run"),
    ("eng", "SGLang's p99 TTFT is 300 vs 600 ms for vLLM"),
]
RATE_RECAPS = [("roughly 2x", ["roughly 3x", "roughly 1.2x"]), ("about 2x", ["about 2.5x"]), ("~2x", ["~4x"]),
               ("2x", ["3x", "1.5x"]), ("a 100% gain", ["a 150% gain", "a 50% gain", "a 100% drop"]),
               ("2x higher", ["3x higher", "2x lower"])]
TIME_RECAPS = [("roughly 2x", ["roughly 3x"]), ("2x lower", ["3x lower", "2x higher"]),
               ("about a 50% cut", ["about an 80% cut", "about a 50% increase"]),
               ("a 50% reduction", ["a 75% reduction", "a 25% reduction"]), ("2x faster", ["2x slower", "4x faster"])]


def _recap_rows() -> list[tuple[str, str, list[str]]]:
    rows = []
    for pairs, recaps in ((RATE_PAIRS, RATE_RECAPS), (TIME_PAIRS, TIME_RECAPS)):
        for n, (name, pair) in enumerate(pairs):
            for m, (recap, bad) in enumerate(recaps):
                lead = CONNECTIVES[(n + m) % len(CONNECTIVES)]
                true = f"{pair}{lead} {recap}."
                twins = [f"{pair}{lead} {b}." for b in bad]
                twins.append(NEG + true[0].lower() + true[1:])
                # the arms' values swapped: the pair is contradicted by the rows
                for a, b in (("2,600", "1,300"), ("300 ms", "600 ms"), ("0.3 s", "0.6 s"), ("300 vs 600", "600 vs 300")):
                    if a in pair:
                        twins.append(f"{pair.replace(a, '@').replace(b, a).replace('@', b)}{lead} {recap}.")
                rows.append((name, true, twins))
    return rows


RECAPS = _recap_rows()

test_recap_is_read_completely_and_net_true, test_recap_twins_are_never_net_true = frame_tests(RECAPS, grade_in)


@pytest.mark.parametrize("lead", CONNECTIVES + [" —", ","])
def test_every_connective_reads_the_same_recap(wit, lead):
    assert_read_net_true(grade_in(wit, "eng", f"SGLang reaches 2,600 tok/s vs 1,300 tok/s for vLLM{lead} about 2x."))
    res = grade_in(wit, "eng", f"SGLang reaches 2,600 tok/s vs 1,300 tok/s for vLLM{lead} about 3x.")
    assert res.verdict == "false", (lead, res.reason)


# "..., which corresponds to about 2x", "..., corresponding to a 100% gain": relative clauses that restate, read as
# "which works out to" is (RECAP_LEADS); before, the lead was an unread word (not-yet)
RESTATING_CLAUSES = [", which corresponds to", ", corresponding to", ", which translates to", ", which translates into",
                     ", which amounts to"]


@pytest.mark.parametrize("lead", RESTATING_CLAUSES)
@pytest.mark.parametrize("recap,bad", [
    ("about 2x", ["about 3x", "about 1x", "about 0.5x more"]),
    ("a 100% gain", ["a 150% gain", "a 50% gain", "a 100% drop"]),
    ("about 2x higher", ["about 2x lower", "about 3x higher"]),
])
def test_a_restating_relative_clause_reads_as_a_recap(wit, lead, recap, bad):
    pair = "SGLang reaches 2,600 tok/s vs 1,300 tok/s for vLLM"
    assert_read_net_true(grade_in(wit, "eng", f"{pair}{lead} {recap}."))
    twins = [f"{pair}{lead} {b}." for b in bad] + [
        f"SGLang reaches 1,300 tok/s vs 2,600 tok/s for vLLM{lead} {recap}.",       # the values swapped
        f"vLLM reaches 2,600 tok/s vs 1,300 tok/s for SGLang{lead} {recap}.",       # the arms swapped
        f"{NEG}SGLang reaches 2,600 tok/s vs 1,300 tok/s for vLLM{lead} {recap}.",  # a negation
    ]
    if "which" in lead:  # a modal: "which could correspond to about 2x"
        modal = lead.replace("which ", "which could ").replace("corresponds", "correspond").replace(
            "translates", "translate").replace("amounts", "amount")
        twins.append(f"{pair}{modal} {recap}.")
    for t in twins:
        assert_never_net_true(grade_in(wit, "eng", t), t)
    # a time pair: lower is SGLang's
    assert_read_net_true(grade_in(wit, "eng", f"SGLang's mean TTFT is 300 ms versus 600 ms for vLLM{lead} a 50% reduction."))
    assert_never_false(grade_in(wit, "eng", f"SGLang's mean TTFT is 300 ms versus 600 ms for vLLM{lead} a 50% increase."),
                       "flipped")


# --- a recap must restate its own pair ------------------------------------------------------------------------------
# "about 2,600 vs about 1,300, so roughly 2.4x": each value could be the rows' (2,600 +-10%, 1,300 +-10%) and 2.4x
# +-10% could be their ratio (2,860 / 1,170 = 2.44), yet the sentence's own numbers make 2x: it disagrees with itself,
# so it is never net-true -- and never an accusation (the rows here agree with both values)
SELF_CONTRADICTING = [
    "SGLang reaches about 2,600 tok/s vs about 1,300 tok/s for vLLM, so roughly 2.4x.",
    "SGLang reaches about 2,600 tok/s vs about 1,300 tok/s for vLLM, which is about 1.7x.",
    "SGLang's mean TTFT is ~300 ms versus ~600 ms for vLLM, i.e. about a 60% cut.",
]


@pytest.mark.parametrize("s", SELF_CONTRADICTING)
def test_a_recap_that_is_not_its_pairs_ratio_is_never_net_true_nor_false(wit, s):
    res = grade_in(wit, "eng", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert res.reading is not None and res.reading.unread


@pytest.mark.parametrize("s", [
    "SGLang reaches 2,600 tok/s vs 1,300 tok/s for vLLM, so 3x.",          # the rows contradict the recap
    "SGLang's mean TTFT is 300 ms versus 600 ms for vLLM, a 75% cut.",
    "SGLang reaches 2,600 tok/s vs 1,950 tok/s for vLLM, so roughly 2x.",  # and the pair's second value
])
def test_a_recap_no_row_could_make_true_stays_an_accusation(wit, s):
    res = grade_in(wit, "eng", s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


# --- a ratio or percent of the other arm's stated value -------------------------------------------------------------
REFERENCED = [
    ("eng", "SGLang's mean TTFT is half of vLLM's 600 ms.", [
        "SGLang's mean TTFT is half of vLLM's 900 ms.",          # referenced value wrong
        "SGLang's mean TTFT is half of vLLM's 300 ms.",
        "SGLang's mean TTFT is a third of vLLM's 600 ms.",       # relation wrong
        "vLLM's mean TTFT is half of SGLang's 600 ms.",          # arms swapped
        "SGLang's mean throughput is half of vLLM's 1,300 tok/s.",
    ]),
    ("eng", "SGLang's p99 time to first token is roughly half vLLM's 600 ms.", [
        "SGLang's p99 time to first token is roughly half vLLM's 900 ms.",
        "SGLang's p99 time to first token is roughly a quarter of vLLM's 600 ms.",
    ]),
    ("eng", "SGLang's TTFT p99 is about half of vLLM's 0.6 s.", ["SGLang's TTFT p99 is about half of vLLM's 0.9 s."]),
    ("eng", "SGLang's mean TTFT is 50% lower than vLLM's 600 ms.", [
        "SGLang's mean TTFT is 50% lower than vLLM's 900 ms.",
        "SGLang's mean TTFT is 75% lower than vLLM's 600 ms.",
        "SGLang's mean TTFT is 50% higher than vLLM's 600 ms.",
        "vLLM's mean TTFT is 50% lower than SGLang's 600 ms.",
        NEG + "SGLang's mean TTFT is 50% lower than vLLM's 600 ms.",
    ]),
    ("eng", "SGLang's mean e2e latency is 31.5% lower than vLLM's 3.75 s.", [
        "SGLang's mean e2e latency is 31.5% lower than vLLM's 5.6 s.",
        "SGLang's mean e2e latency is 47% lower than vLLM's 3.75 s.",
    ]),
    ("eng", "SGLang's mean TTFT is 0.3 s, 50% below vLLM's 0.6 s.", [
        "SGLang's mean TTFT is 0.3 s, 50% below vLLM's 0.9 s.",
        "SGLang's mean TTFT is 0.3 s, 70% below vLLM's 0.6 s.",
        "SGLang's mean TTFT is 0.45 s, 50% below vLLM's 0.6 s.",
    ]),
    ("eng", "SGLang has 50% lower time to first token than vLLM's 600 ms.", [
        "SGLang has 50% lower time to first token than vLLM's 900 ms.",
        "SGLang has 50% higher time to first token than vLLM's 600 ms.",
    ]),
    ("eng", "SGLang's mean TTFT is 50% lower than vLLM's at 600 ms.", [   # 600 ms was SGLang's: false on a true one
        "SGLang's mean TTFT is 50% lower than vLLM's at 900 ms.",
        "SGLang's mean TTFT is 50% lower than vLLM's at 300 ms.",
    ]),
    ("eng", "SGLang's mean TTFT is 50% lower than vLLM's (600 ms).", [
        "SGLang's mean TTFT is 50% lower than vLLM's (900 ms).",
    ]),
    ("eng", "SGLang's mean TTFT is 50% lower than vLLM's mean TTFT of 600 ms.", [
        "SGLang's mean TTFT is 50% lower than vLLM's mean TTFT of 900 ms.",
    ]),
    ("eng", "SGLang's output throughput is 100% higher than vLLM's 1,300 tok/s.", [
        "SGLang's output throughput is 100% higher than vLLM's 1,950 tok/s.",
        "SGLang's output throughput is 150% higher than vLLM's 1,300 tok/s.",
    ]),
    ("eng", "SGLang reaches 2x vLLM's 1,300 tok/s.", [
        "SGLang reaches 2x vLLM's 1,950 tok/s.", "SGLang reaches 3x vLLM's 1,300 tok/s.",
        "vLLM reaches 2x SGLang's 1,300 tok/s.",
    ]),
    ("eng", "SGLang's throughput is roughly double vLLM's 1,300 tok/s.", [
        "SGLang's throughput is roughly double vLLM's 650 tok/s.",
    ]),
    ("quant", "The FP8 run's mean TTFT is half of the BF16 run's 600 ms.", [
        "The FP8 run's mean TTFT is half of the BF16 run's 900 ms.",
        "The BF16 run's mean TTFT is half of the FP8 run's 600 ms.",
    ]),
]

test_referenced_value_is_read_completely_and_net_true, test_referenced_value_twins_are_never_net_true = frame_tests(
    REFERENCED, grade_in)


# --- a bound with its value restated ------------------------------------------------------------------------------
BOUNDS = [
    ("eng", "SGLang's p99 TTFT stays under 1 s (0.3 s).", [
        "SGLang's p99 TTFT stays under 1 s (0.45 s).", "SGLang's p99 TTFT stays under 0.2 s (0.3 s).",
        "vLLM's p99 TTFT stays under 0.5 s (0.3 s)."]),
    ("eng", "SGLang's TTFT p99 stays under 1 s (~0.3 s).", ["SGLang's TTFT p99 stays under 1 s (~0.6 s)."]),
    ("eng", "The p99 of TTFT for SGLang stays under 1 s (0.3 s).", ["The p99 of TTFT for SGLang stays under 1 s (0.5 s)."]),
    ("eng", "SGLang's p99 TTFT is at most 0.5 s (0.3 s p99).", [
        "SGLang's p99 TTFT is at most 0.5 s (0.45 s p99).", "SGLang's p99 TTFT is at most 0.2 s (0.3 s p99)."]),
    ("eng", "SGLang's p99 time-to-first-token stays well below 1 s.", ["SGLang's p99 time-to-first-token stays well below 0.2 s."]),
    ("quant", "Mean TPOT stays below 40 ms (36 ms) with FP8.", [
        "Mean TPOT stays below 40 ms (54 ms) with FP8.", "Mean TPOT stays below 30 ms (36 ms) with FP8.",
        "Mean TPOT stays below 40 ms (36 ms) with BF16."]),
    ("quant", "With FP8, mean TPOT stays below 40 ms (36 ms).", ["With FP8, mean TPOT stays below 40 ms (18 ms)."]),
    ("quant", "With FP8, p99 TPOT is at most 40 ms (36 ms p99).", [
        "With FP8, p99 TPOT is at most 40 ms (54 ms p99).", "With BF16, p99 TPOT is at most 40 ms (36 ms p99)."]),
    ("quant", "The FP8 run's mean TPOT stays below 40 ms (about 36 ms).", [
        "The FP8 run's mean TPOT stays below 40 ms (about 50 ms)."]),
]

test_bound_is_read_completely_and_net_true, test_bound_twins_are_never_net_true = frame_tests(BOUNDS, grade_in)


# --- honest but unclear: never an accusation ------------------------------------------------------------------------
HONEST = [
    ("eng", "SGLang reaches 2,600 tok/s vs 1,300 tok/s for vLLM, so it is roughly 2x."),
    ("eng", "SGLang reaches 2,600 tok/s, which is about 2x."),                 # no pair: whose ratio?
    ("eng", "SGLang reaches 2,600 tok/s vs 1,300 tok/s for vLLM, or 2x at best."),
    ("eng", "SGLang's mean TTFT is 300 ms versus 600 ms for vLLM, which is a 100% improvement."),  # speed meaning
    ("eng", "SGLang's mean TTFT is about half of vLLM's roughly 600 ms."),
    ("eng", "SGLang's mean TTFT is not half of vLLM's 600 ms."),
    ("quant", "With FP8, TPOT is at most 40 ms (36 ms p99)."),
    ("eng", "SGLang's mean TTFT is 50% lower than vLLM's, at 600 ms."),   # the baseline's value, or the subject's?
    ("eng", "SGLang's mean TTFT is 50% lower than vLLM's, at 300 ms."),
    *[(name, s) for name, s in (("eng", x) for x in SELF_CONTRADICTING)],
]


@pytest.mark.parametrize("name,s", HONEST)
def test_honest_variants_are_never_false(wit, name, s):
    assert_never_false(grade_in(wit, name, s), s)


def test_a_which_recap_with_no_pair_is_left_unread(wit):
    """", which is about 2x" after one value restates nothing: unread, as before (never read as the arm's ratio)."""
    res = grade_in(wit, "eng", "SGLang reaches 2,600 tok/s, which is about 2x.")
    assert res.verdict == "not-yet" and res.reading is not None and res.reading.unread
    assert_never_net_true(res, "")
