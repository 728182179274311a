"""Arms named by their feature (issue 16: a boolean treatment -- prefix caching, the radix cache, EAGLE-3 -- named by
what it does rather than by the arm's label; productions it_pair and running_arm -- claimcheck/claims/feature_arms.py,
and the feature's phrases of arm_by_setting / arm_by_alias_state -- claimcheck/claims/vocabulary.py).

Before: "(14.20 ms without it vs 13.89 ms with it)" after "Prefix caching ...", "compared to running without it",
"compared to running with --disable-radix-cache", "the prefix-cached run", "with the cache on", "the cache-disabled
baseline", "radix cache on vs off" of an arm labelled "no-radix", "with EAGLE-3" of an arm
that records speculative_method eagle3 and "with the EAGLE-3 draft" were unread (not-yet). Now each names the arm where the
feature is on or off, where the witness records which arm that is; "it" only after a mention of the on arm in the same
sentence.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: 10 requests per arm, 8 output tokens each, every
request of an arm alike):

* ``pc`` -- prefix-cache-on (settings prefix_caching true; treatment): 4.2 req/s, TTFT 120 ms, TPOT 13.9 ms;
  prefix-cache-off (prefix_caching false; baseline): 3.9 req/s, TTFT 320 ms, TPOT 14.2 ms. Throughput 4.2 / 3.9 =
  1.0769 (1.08x, +7.7% ~ 8%); TTFT 120 / 320 = 0.375 (-62.5%, 2.67x lower).
* ``radix`` -- SGLang; radix ("RadixAttention", "the radix cache"; treatment): 6.3 req/s, TTFT 83 ms; no-radix ("the
  baseline"): 5.3 req/s, TTFT 266 ms; no settings (the names say the states: "the radix cache" on, "no-radix" off).
  Throughput 6.3 / 5.3 = 1.1887 (1.19x, +18.9% ~ 19%); TTFT 83 / 266 = 0.312 (-68.8% ~ 69%).
* ``spec`` -- eagle3 (speculative_method eagle3; treatment): 243 output tok/s; no-spec (speculative_method none;
  baseline): 127 output tok/s. 243 / 127 = 1.913 (+91.3%).
* ``spec_role`` -- the same numbers, no-spec declaring nothing of speculation (its role baseline only).
* ``spec_ttft`` -- as ``spec_role``, with TTFT 52 ms (eagle3) and 46 ms (no-spec).
* ``quant`` -- fp8 (quantization fp8): 9.87 req/s, TPOT 11.8 ms; bf16 (quantization bf16): 6.83 req/s, TPOT 17.1 ms.
* ``engines`` -- vllm (engine vLLM) 243 and sglang (engine SGLang) 127 output tok/s: no on / off feature, "it" has no
  referent the witness records.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, assert_read_net_true,  # noqa: E402
                                        sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "pc": [A("prefix-cache-on", "APC", thr=4.2, ttft=0.12, tpot=0.0139, settings={"prefix_caching": True},
             role="treatment"),
           A("prefix-cache-off", "the baseline", thr=3.9, ttft=0.32, tpot=0.0142, settings={"prefix_caching": False},
             role="baseline")],
    "radix": [A("radix", "RadixAttention", "the radix cache", thr=6.3, ttft=0.083, role="treatment"),
              A("no-radix", "the baseline", thr=5.3, ttft=0.266, role="baseline")],
    "spec": [A("eagle3", toks=243, ttft=0.05, settings={"speculative_method": "eagle3"}, role="treatment"),
             A("no-spec", toks=127, ttft=0.05, settings={"speculative_method": "none"}, role="baseline")],
    "spec_role": [A("eagle3", "EAGLE", toks=243, ttft=0.05, settings={"speculative_method": "eagle3"},
                    role="treatment"),
                  A("no-spec", "the baseline", toks=127, ttft=0.05, role="baseline")],
    "spec_ttft": [A("eagle3", "EAGLE", toks=243, ttft=0.052, settings={"speculative_method": "eagle3"},
                    role="treatment"),
                  A("no-spec", "the baseline", toks=127, ttft=0.046, role="baseline")],
    "quant": [A("fp8", thr=9.87, tpot=0.0118, settings={"quantization": "fp8"}, role="treatment"),
              A("bf16", thr=6.83, tpot=0.0171, settings={"quantization": "bf16"}, role="baseline")],
    "engines": [A("vllm", "vLLM", toks=243, ttft=0.05, settings={"engine": "vLLM"}, role="treatment"),
                A("sglang", "SGLang", toks=127, ttft=0.05, settings={"engine": "SGLang"}, role="baseline")],
}

wit = sealed_fixture("featurearms", SPECS)


# (witness, true statement, twins: values or arms swapped, a number moved, the direction flipped, on / off swapped)
FRAMES = [
    # production it_pair: "it" after the feature's mention, one of each
    ("pc", "Prefix caching left mean TPOT almost unchanged: 14.2 ms without it vs 13.9 ms with it.", [
        "Prefix caching left mean TPOT almost unchanged: 13.9 ms without it vs 14.2 ms with it.",
        "Prefix caching left mean TPOT almost unchanged: 14.2 ms with it vs 13.9 ms without it.",
        "Prefix caching left mean TPOT almost unchanged: 18.2 ms without it vs 13.9 ms with it.",
    ]),
    ("pc", "With prefix caching, mean TTFT was 120 ms (320 ms without it vs 120 ms with it).", [
        "With prefix caching, mean TTFT was 120 ms (120 ms without it vs 320 ms with it).",
        "With prefix caching, mean TTFT was 120 ms (320 ms without it vs 200 ms with it).",
    ]),
    ("spec", "With EAGLE-3, output throughput was 243 tok/s (127 tok/s without it vs 243 tok/s with it).", [
        "With EAGLE-3, output throughput was 243 tok/s (243 tok/s without it vs 127 tok/s with it).",
        "With EAGLE-3, output throughput was 243 tok/s (127 tok/s with it vs 243 tok/s without it).",
        "With EAGLE-3, output throughput was 243 tok/s (127 tok/s without it vs 343 tok/s with it).",
    ]),
    ("spec", "EAGLE-3 roughly doubles output throughput (127 tok/s without it vs 243 tok/s with it).", [
        "EAGLE-3 roughly halves output throughput (127 tok/s without it vs 243 tok/s with it).",
        "EAGLE-3 roughly doubles output throughput (243 tok/s without it vs 127 tok/s with it).",
    ]),
    # one pronoun after both the feature and its absence: "it" is the feature either way
    ("spec_ttft", "With EAGLE-3, mean TTFT was 46 ms without speculation vs 52 ms with it.", [
        "With EAGLE-3, mean TTFT was 52 ms without speculation vs 46 ms with it.",
        "With EAGLE-3, mean TTFT was 46 ms with speculation vs 52 ms without it.",
        "With EAGLE-3, mean TTFT was 46 ms without speculation vs 72 ms with it.",
    ]),
    ("pc", "With APC, mean TPOT was 13.9 ms vs 14.2 ms without prefix caching, and mean TTFT was 120 ms with it.", [
        "With APC, mean TPOT was 13.9 ms vs 14.2 ms without prefix caching, and mean TTFT was 320 ms with it.",
        "With APC, mean TPOT was 13.9 ms vs 14.2 ms without prefix caching, and mean TTFT was 120 ms without it.",
    ]),
    # production running_arm: the other arm's run after a comparison's preposition
    ("pc", "Prefix caching delivers 1.08x the request throughput compared to running without it.", [
        "Prefix caching delivers 1.5x the request throughput compared to running without it.",
        "Prefix caching delivers 0.9x the request throughput compared to running without it.",
    ]),
    ("pc", "Request throughput is 8% higher with prefix caching than running without it.", [
        "Request throughput is 8% lower with prefix caching than running without it.",
        "Request throughput is 20% higher with prefix caching than running without it.",
    ]),
    ("pc", "Mean TTFT is 62.5% lower with APC compared to running without prefix caching.", [
        "Mean TTFT is 62.5% higher with APC compared to running without prefix caching.",
        "Mean TTFT is 62.5% lower without APC compared to running with prefix caching.",
        "Mean TTFT is 80% lower with APC compared to running without prefix caching.",
    ]),
    ("radix", "The radix cache improved request throughput by 19% compared to running with --disable-radix-cache.", [
        "The radix cache improved request throughput by 39% compared to running with --disable-radix-cache.",
        "The radix cache lowered request throughput by 19% compared to running with --disable-radix-cache.",
    ]),
    # the feature's own phrases: the run's adjective, the cache with its state word
    ("pc", "The prefix-cached run reached 4.2 req/s.", [
        "The prefix-cached run reached 3.9 req/s.",
    ]),
    ("pc", "Mean TTFT was 120 ms with the cache on and 320 ms with the cache off.", [
        "Mean TTFT was 320 ms with the cache on and 120 ms with the cache off.",
        "Mean TTFT was 120 ms with the cache off and 320 ms with the cache on.",
        "Mean TTFT was 120 ms with the cache on and 520 ms with the cache off.",
    ]),
    ("pc", "Prefix caching cut mean TTFT by 62.5% compared to the cache-disabled baseline.", [
        "Prefix caching raised mean TTFT by 62.5% compared to the cache-disabled baseline.",
        "Prefix caching cut mean TTFT by 32.5% compared to the cache-disabled baseline.",
    ]),
    ("radix", "RadixAttention delivers 1.19x the request throughput of the cache-disabled baseline.", [
        "RadixAttention delivers 1.5x the request throughput of the cache-disabled baseline.",
        "RadixAttention delivers 0.84x the request throughput of the cache-disabled baseline.",
    ]),
    ("radix", "With the radix cache on, mean TTFT was 83 ms.", [
        "With the radix cache off, mean TTFT was 83 ms.",
        "With the radix cache on, mean TTFT was 266 ms.",
    ]),
    ("radix", "radix cache on vs off: 6.3 vs 5.3 req/s", [
        "radix cache on vs off: 5.3 vs 6.3 req/s",
        "radix cache off vs on: 6.3 vs 5.3 req/s",
        "radix cache on vs off: 6.3 vs 4.3 req/s",
    ]),
    # production arm_by_one: "one" for the head noun of the other arm's setting phrase
    ("quant", "Mean TPOT was 11.8 ms for the FP8 model and 17.1 ms for the BF16 one.", [
        "Mean TPOT was 17.1 ms for the FP8 model and 11.8 ms for the BF16 one.",
        "Mean TPOT was 11.8 ms for the BF16 model and 17.1 ms for the FP8 one.",
        "Mean TPOT was 11.8 ms for the FP8 model and 27.1 ms for the BF16 one.",
    ]),
    ("quant", "Request throughput was 9.87 req/s with the FP8 weights vs 6.83 req/s with the BF16 ones.", [
        "Request throughput was 6.83 req/s with the FP8 weights vs 9.87 req/s with the BF16 ones.",
        "Request throughput was 9.87 req/s with the FP8 weights vs 8.83 req/s with the BF16 ones.",
    ]),
    # the method as written, and its draft
    ("spec", "Output throughput was 243 tok/s with EAGLE-3 vs 127 tok/s without it.", [
        "Output throughput was 127 tok/s with EAGLE-3 vs 243 tok/s without it.",
        "Output throughput was 343 tok/s with EAGLE-3 vs 127 tok/s without it.",
    ]),
    ("spec_role", "Output throughput was 243 tok/s with EAGLE-3 vs 127 tok/s without it.", [
        "Output throughput was 127 tok/s with EAGLE-3 vs 243 tok/s without it.",
    ]),
    ("spec_role", "Output throughput with the EAGLE-3 draft: 243 tok/s; without it: 127 tok/s.", [
        "Output throughput with the EAGLE-3 draft: 127 tok/s; without it: 243 tok/s.",
        "Output throughput with the EAGLE-3 draft: 243 tok/s; without it: 227 tok/s.",
    ]),
    ("spec_role", "Under EAGLE-3, output throughput rose by 91% relative to the baseline.", [
        "Under EAGLE-3, output throughput fell by 91% relative to the baseline.",
        "Under EAGLE-3, output throughput rose by 51% relative to the baseline.",
    ]),
]
IDS = [f"{w}:{t[:50]}" for w, t, _ in FRAMES]


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=IDS)
def test_true_statement_is_read_completely_and_net_true(wit, name, true, twins):
    assert_read_net_true(grade_statement(true, wit[name], SCOPE))


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=IDS)
def test_twisted_twins_are_never_net_true(wit, name, true, twins):
    for twin in twins + [NEG + true[0].lower() + true[1:]]:
        assert_never_net_true(grade_statement(twin, wit[name], SCOPE), twin)


# a complete reading contradicted by the rows: an accusation
FALSE = [
    ("pc", "Prefix caching left mean TPOT almost unchanged: 13.9 ms without it vs 14.2 ms with it."),
    ("pc", "Prefix caching delivers 1.5x the request throughput compared to running without it."),
    ("pc", "Mean TTFT was 320 ms with the cache on and 120 ms with the cache off."),
    ("radix", "The radix cache improved request throughput by 39% compared to running with --disable-radix-cache."),
    ("spec", "With EAGLE-3, output throughput was 243 tok/s (127 tok/s without it vs 343 tok/s with it)."),
]


@pytest.mark.parametrize("name,statement", FALSE, ids=[f"{w}:{s[:50]}" for w, s in FALSE])
def test_a_contradicted_complete_reading_is_false(wit, name, statement):
    res = grade_statement(statement, wit[name], SCOPE)
    assert res.verdict == "false", (statement, res.verdict, res.reason)


# where the witness records no on / off feature, or the antecedent is not unique, "it" names nothing: never net-true,
# never false
UNRESOLVED = [
    ("engines", "vLLM output throughput: 127 tok/s without it, 243 tok/s with it."),
    ("engines", "vLLM delivers 1.91x the output throughput compared to running without it."),
    # no antecedent before the pronouns
    ("pc", "Mean TPOT: 14.2 ms without it vs 13.9 ms with it, with prefix caching."),
    # a mention of the off arm in the sentence: which arm is "it"?
    ("pc", "Without prefix caching, mean TPOT was 14.2 ms without it vs 13.9 ms with it."),
    # one pronoun after mentions of the off arm by its label and the on arm: "it" may be either
    ("spec_ttft", "With EAGLE-3, mean TTFT was 46 ms for the baseline vs 52 ms with it."),
    # "one" for no arm's phrase: a bare "the one"
    ("quant", "Mean TPOT was 11.8 ms for the FP8 model and 17.1 ms for the one."),
    # a negation before the pronoun
    ("pc", "Prefix caching left mean TPOT almost unchanged: 14.2 ms not without it vs 13.9 ms with it."),
]


@pytest.mark.parametrize("name,statement", UNRESOLVED, ids=[f"{w}:{s[:50]}" for w, s in UNRESOLVED])
def test_it_without_a_recorded_feature_or_antecedent_is_unread(wit, name, statement):
    res = grade_statement(statement, wit[name], SCOPE)
    assert_never_net_true(res, statement)
    assert_never_false(res, statement)


@settings(max_examples=examples(12), deadline=None)
@given(on=st.sampled_from(["13.9", "14.2", "12.0", "18.0"]), off=st.sampled_from(["13.9", "14.2", "12.0", "18.0"]),
       order=st.booleans())
def test_it_pair_is_net_true_only_with_each_arm_its_own_value(wit, on, off, order):
    # the witness: 13.9 ms with prefix caching (the on arm), 14.2 ms without it
    first, second = (f"{off} ms without it", f"{on} ms with it") if order else (f"{on} ms with it", f"{off} ms without it")
    statement = f"Prefix caching left mean TPOT almost unchanged: {first} vs {second}."
    res = grade_statement(statement, wit["pc"], SCOPE)
    if (on, off) == ("13.9", "14.2"):
        assert res.verdict == "net-true", (statement, res.reason)
    else:
        assert_never_net_true(res, statement)
