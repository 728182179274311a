"""Ratio bounds, number-word ranges, token-output verbs and mirrored clause baselines in real write-ups
(claimcheck/claims/grammar.lark):

* ratio_plus: a "+" glued to a factor is a lower bound, "2x+ faster than X", "a 2×+ decode speedup", "2x+ higher
  throughput": at least N (relation >=); with a relation or a hedge of its own ("over 2x+", "~2x+") not read;
* range: whole number words before "times", "two to three times better throughput than X", "five to ten times
  slower" (never after "from": "went from two to three times faster" is from-to, unread);
* rate_object: vocabulary.TOKEN_OUTPUT_VERBS before "tokens", "delivers tokens 2-3x faster", "produces tokens up
  to 2 times faster compared to X", with the kind of output token between them (vocabulary.TOKEN_KIND_PHRASES:
  "produces critical thinking tokens up to 6 times faster", "generates output tokens 2x faster"): the output token
  rate;
* parity_restatement: a small gain alone in parentheses right after a parity claim's reference arm restates the
  pair's difference, "virtually identical throughput to Y (even slightly better – 1.01x improvement)", "comparable
  mean TTFT to Y (a 1.05x improvement)" (up to 1.1x or 10%; a disagreeing comparative or a loss stays unread);
* mirrored_hint: "MII-Public offers over 15x throughput improvement while MII-Azure offers over 40x throughput
  improvement" -- each clause of a while / but pair took the other clause's arm as its baseline, and the two
  comparisons then contradict each other by construction (A over B and B over A on one metric): read again with no
  clause taking the other's arm (the witness's one declared baseline, held back where it contradicts), and where
  they still face each other (a witness of two arms) left unread: never false. Before: graded false.

Witness by hand (10 requests per arm, 100 output tokens each; SGLang the declared treatment, vLLM the baseline):
SGLang 2.0 req/s (200 output tok/s), every TTFT 50 ms, TPOT 10 ms; vLLM 1.0 req/s (100 output tok/s), every TTFT
100 ms, TPOT 20 ms. Every ratio is 2: throughput 2 / 1, output tokens 200 / 100, TTFT 100 / 50, TPOT 20 / 10 (each
statistic alike: every request of an arm is the same). "2x+" (>= 2) holds, "3x+" does not; "two to three times"
([1.9, 3.15)) holds, "three to four times" ([2.85, 4.2)) does not.

Near-parity witness (parity_restatement; 10 requests per arm, 100 output tokens each): SGLang 1.05 req/s, every TTFT
100 / 1.05 = 95.24 ms, TPOT 20 ms; vLLM 1.0 req/s, TTFT 100 ms, TPOT 20 ms: throughput 1.05x (+5%), TTFT 1.05x lower;
within the parity words' 10%. "1.10x improvement" is outside 1.05's stated precision ([1.095, 1.105)).

Three-arm witness (mirrored_hint): MII-Public 16 req/s, MII-Azure 41 req/s, the baseline 1 req/s (declared
baseline): 16x and 41x over the baseline; MII-Public / MII-Azure = 0.39.
"""

from __future__ import annotations

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

ARMS = [A("sglang", "SGLang", thr=2.0, tpot=0.01, ttft=0.05, tok=100, settings={"engine": "SGLang"}, role="treatment"),
        A("vllm", "vLLM", thr=1.0, tpot=0.02, ttft=0.1, tok=100, settings={"engine": "vLLM"}, role="baseline")]
MII = [A("pub", "MII-Public", thr=16), A("azure", "MII-Azure", thr=41), A("base", "the baseline", thr=1, role="baseline")]

wit = sealed_fixture("ratio-bounds", ARMS, "eng", engine=None)
mii = sealed_fixture("ratio-bounds-mii", MII, "mii", name="mii", engine=None)


def grade(wit, s: str):
    return grade_statement(s, wit, "10 requests per arm")


TRUE = [
    # ratio_plus: every metric spelling, statistic placement, arm order and comparison word
    "SGLang is 2x+ faster than vLLM.",
    "SGLang delivers 2x+ higher throughput than vLLM.",
    "SGLang delivers 1.5x+ higher output throughput than vLLM.",
    "SGLang delivers 2x+ more output tokens per second than vLLM.",
    "SGLang delivers 1.5×+ higher req/s than vLLM.",
    "SGLang has 2x+ lower mean TTFT than vLLM.",
    "SGLang has 1.5x+ lower TTFT p99 than vLLM.",
    "SGLang has a 2x+ faster time to first token than vLLM.",
    "SGLang has 2x+ lower time-to-first-token than vLLM.",
    "SGLang has 2X+ lower mean TPOT than vLLM.",
    "SGLang has a 2x+ speedup over vLLM.",
    "SGLang shows 2x+ speedups over vLLM.",
    "vLLM is 2x+ slower than SGLang.",
    "vLLM has 2x+ higher mean TTFT than SGLang.",
    "SGLang achieves 2x+ the throughput of vLLM.",
    "SGLang: 2x+ speedup over vLLM.",
    "Compared to vLLM, SGLang delivers 2x+ higher throughput.",
    # range: number words before "times"
    "SGLang achieves two to three times better throughput than vLLM.",
    "SGLang achieves two to three times higher output throughput than vLLM.",
    "SGLang has two to three times lower mean TTFT than vLLM.",
    "SGLang has one to two times lower p99 TPOT than vLLM.",
    "vLLM is two to three times slower than SGLang.",
    "SGLang is about two to three times faster than vLLM.",
    "SGLang is roughly two to three times faster than vLLM.",
    "SGLang achieves two to three times the throughput of vLLM.",
    "SGLang shows two to three times speedups over vLLM.",
    "Compared to vLLM, SGLang delivers two to three times higher throughput.",
    "SGLang reduces mean TTFT by two to three times.",
    # rate_object: token-output verbs
    "SGLang generates tokens 2x faster than vLLM.",
    "SGLang delivers tokens 2x faster than vLLM.",
    "SGLang delivers tokens 1.5-2.5x faster than vLLM.",
    "SGLang delivers tokens about 2x faster than vLLM.",
    "SGLang produces tokens up to 2 times faster compared to vLLM.",
    "SGLang produces tokens two to three times faster than vLLM.",
    "SGLang delivered tokens 2x faster than vLLM.",
    "SGLang delivers tokens 2x+ faster than vLLM.",
    "SGLang delivers tokens at 2x the rate of vLLM.",
    "It delivers tokens 1.5-2.5x faster.",
    # rate_object: the kind of output token between the verb and "tokens" (vocabulary.TOKEN_KIND_PHRASES)
    "SGLang produces critical thinking tokens up to 2 times faster compared to vLLM.",
    "SGLang generates output tokens 2x faster than vLLM.",
    "SGLang generates reasoning tokens 2x faster than vLLM.",
    "SGLang delivers thinking tokens 1.5-2.5x faster.",
    "SGLang generates output tokens at 2x the rate of vLLM.",
]
TWINS = [
    # ratio_plus: x1.5 / x2 (a lower bound: halving it holds), flipped, swapped, negated, the wrong metric
    "SGLang is 3x+ faster than vLLM.",
    "SGLang delivers 4x+ higher throughput than vLLM.",
    "SGLang is 2x+ slower than vLLM.",
    "vLLM is 2x+ faster than SGLang.",
    "It is not true that SGLang is 2x+ faster than vLLM.",
    "SGLang is not 2x+ faster than vLLM.",
    "SGLang has 2x+ higher mean TTFT than vLLM.",
    "SGLang has 2x+ lower throughput than vLLM.",
    "SGLang delivers 3x+ more output tokens per second than vLLM.",
    "SGLang has 3x+ lower mean TPOT than vLLM.",
    "vLLM has a 2x+ speedup over SGLang.",
    "SGLang has a 2x+ slowdown over vLLM.",
    "SGLang is over 2x+ faster than vLLM.",
    "SGLang is ~2x+ faster than vLLM.",
    # range: x1.5, x2.5, swapped, flipped, negated, from-to
    "SGLang achieves three to four times better throughput than vLLM.",
    "SGLang achieves five to ten times better throughput than vLLM.",
    "vLLM achieves two to three times better throughput than SGLang.",
    "SGLang achieves two to three times worse throughput than vLLM.",
    "SGLang achieves two to three times lower throughput than vLLM.",
    "SGLang has two to three times higher mean TTFT than vLLM.",
    "It is not true that SGLang is two to three times faster than vLLM.",
    "SGLang is not two to three times faster than vLLM.",
    "SGLang is about three to four times faster than vLLM.",
    "SGLang went from two to three times faster than vLLM.",
    "SGLang reduces mean TTFT by three to four times.",
    "SGLang increases mean TTFT by two to three times.",
    # rate_object: x1.5, x0.5, flipped, swapped, negated
    "SGLang generates tokens 3x faster than vLLM.",
    "SGLang delivers tokens 1x faster than vLLM.",
    "SGLang delivers tokens 2x slower than vLLM.",
    "vLLM delivers tokens 2x faster than SGLang.",
    "SGLang does not deliver tokens 2x faster than vLLM.",
    "It is not true that SGLang delivers tokens 2x faster than vLLM.",
    "SGLang delivers tokens 3-4x faster than vLLM.",
    "SGLang produces tokens three to four times faster than vLLM.",
    "SGLang delivers tokens 3x+ faster than vLLM.",
    "SGLang produces output tokens 3x faster than vLLM.",
    "vLLM produces output tokens 2x faster than SGLang.",
    "SGLang produces critical thinking tokens 2x slower than vLLM.",
    "SGLang produces critical thinking tokens up to 4 times faster compared to vLLM.",
    "SGLang generates reasoning tokens at 3x the rate of vLLM.",
    "SGLang produces critical tokens 2x faster than vLLM.",
    # mirrored_hint in a witness of two arms: the two clauses face each other, so no baseline is read
    "SGLang is 2x faster while vLLM is 3x faster.",
    "SGLang is 2x faster while vLLM is 2x faster.",
    "SGLang cuts mean TTFT by 50% while vLLM cuts mean TTFT by 50%.",
]
test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    "SGLang is 3x+ faster than vLLM.",
    "SGLang achieves three to four times better throughput than vLLM.",
    "SGLang delivers tokens 3x faster than vLLM.",
]
NEVER_FALSE = [
    # mirrored_hint: each arm ahead of some third arm the witness does not hold (before: graded false)
    "SGLang is 2x faster while vLLM is 3x faster.",
    "SGLang cuts mean TTFT by 50% while vLLM cuts mean TTFT by 30%.",
    "SGLang is 1.5x faster while vLLM is 1.5x faster.",
    "SGLang raises throughput by 100%, but vLLM raises throughput by 50%.",
]
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)

# mirrored_hint over three arms: each clause's comparison is over the declared baseline
MII_TRUE = [
    "MII-Public offers over 15x throughput improvement while MII-Azure offers over 40x throughput improvement.",
    "MII-Public is 16x faster while MII-Azure is 41x faster.",
    "MII-Public delivers 16x higher throughput, while MII-Azure delivers 41x higher throughput.",
]
MII_TWINS = [
    "MII-Public offers over 30x throughput improvement while MII-Azure offers over 40x throughput improvement.",
    "MII-Azure offers over 15x throughput improvement while MII-Public offers over 40x throughput improvement.",
    "MII-Public offers under 15x throughput improvement while MII-Azure offers over 40x throughput improvement.",
    "It is not true that MII-Public offers over 15x throughput improvement while MII-Azure offers over 40x "
    "throughput improvement.",
    "MII-Public is 8x faster while MII-Azure is 41x faster.",
    "MII-Public is 16x slower while MII-Azure is 41x faster.",
    "MII-Public is 24x faster while MII-Azure is 61x faster.",
]
MII_NEVER_FALSE = [
    "MII-Public is 15x faster while MII-Azure is 40x faster.",  # each over an arm it does not name: held back
    "MII-Azure is 16x faster while MII-Public is 41x faster.",
]


def grade_mii(mii, s: str):
    return grade_statement(s, mii, "10 requests per arm")


test_mii_true_read_net_true, test_mii_twins_never_net_true = sentence_tests(MII_TRUE, MII_TWINS, grade_mii,
                                                                            fixture="mii")
_, test_mii_honest_never_false = verdict_tests([], MII_NEVER_FALSE, grade_mii, fixture="mii")


# parity_restatement: the near-parity witness
NEAR = [A("sglang", "SGLang", thr=1.05, tpot=0.02, ttft=0.1 / 1.05, tok=100, settings={"engine": "SGLang"},
          role="treatment"),
        A("vllm", "vLLM", thr=1.0, tpot=0.02, ttft=0.1, tok=100, settings={"engine": "vLLM"}, role="baseline")]
near = sealed_fixture("ratio-bounds-near", NEAR, "near", name="near", engine=None)

NEAR_TRUE = [
    "SGLang achieves virtually identical throughput to vLLM (even slightly better – 1.05x improvement).",
    "SGLang achieves comparable throughput to vLLM (1.05x improvement).",
    "SGLang achieves identical throughput to vLLM (a 1.05x improvement).",
    "SGLang has comparable mean TTFT to vLLM (slightly better – 1.05x improvement).",
    "SGLang has comparable p99 TTFT to vLLM (slightly lower – 1.05x improvement).",
    "SGLang has comparable mean TTFT to vLLM (slightly lower – 1.05x lower).",
    "SGLang delivers roughly the same output throughput as vLLM (a 5% improvement).",
    "SGLang delivers roughly the same request throughput as vLLM (slightly higher, a 5% gain).",
]
NEAR_TWINS = [
    "SGLang achieves virtually identical throughput to vLLM (even slightly better – 1.10x improvement).",
    "SGLang achieves virtually identical throughput to vLLM (even slightly better – 1.02x improvement).",
    "SGLang achieves virtually identical throughput to vLLM (even slightly worse – 1.05x improvement).",
    "vLLM achieves virtually identical throughput to SGLang (even slightly better – 1.05x improvement).",
    "SGLang achieves virtually identical throughput to vLLM (even slightly better – 2.10x improvement).",
    "SGLang achieves virtually identical throughput to vLLM (1.05x slowdown).",
    "It is not true that SGLang achieves virtually identical throughput to vLLM (1.05x improvement).",
    "SGLang does not achieve identical throughput to vLLM (1.05x improvement).",
    "SGLang has comparable mean TTFT to vLLM (slightly worse – 1.05x regression).",
    "SGLang has comparable mean TTFT to vLLM (slightly higher – 1.05x higher).",
    "SGLang has comparable mean TTFT to vLLM (slightly lower – 1.05x higher).",
    "SGLang delivers roughly the same output throughput as vLLM (a 10% improvement).",
    "SGLang delivers roughly the same output throughput as vLLM (a 2.5% improvement).",
]
NEAR_NEVER_FALSE = [
    "SGLang achieves virtually identical throughput to vLLM (even slightly better – 2.10x improvement).",
    "SGLang achieves virtually identical throughput to vLLM (1.05x slowdown).",
    "SGLang's throughput is on par with vLLM's (slightly higher – 5% more).",
]


def grade_near(near, s: str):
    return grade_statement(s, near, "10 requests per arm")


test_near_true_read_net_true, test_near_twins_never_net_true = sentence_tests(NEAR_TRUE, NEAR_TWINS, grade_near,
                                                                              fixture="near")
_, test_near_honest_never_false = verdict_tests([], NEAR_NEVER_FALSE, grade_near, fixture="near")
