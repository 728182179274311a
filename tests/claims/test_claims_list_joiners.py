"""List-shaped pairs whose joiner says what "vs" / "," say (productions slash_pair, vs_list and arm_colon_pair,
claimcheck/claims/pair_frames.py list_joiners).

* arm_colon_pair: "Median E2E latency: main: 5505 ms vs pr-11234: 5044 ms, a 8.4% reduction" -- two entries, each an
  arm, ":" and its value, joined by "vs" / "versus" / "/": the colons after the arms inert. Before: FALSE (a true
  sentence: the colon made the arm a label over the clause, 5044 ms was read as main's).

* slash_pair: "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (pr-11234), a 8.4% reduction" -- a "/" between
  exactly two values, each with its own arm in parentheses, a pair summary right after the second: the pair's "vs"
  (the summary reads as after "vs"). Before: not-yet (the slash pair read as a label line's two entries, the summary
  then had no pair).
* vs_list: "Median E2E: 1.33 s with EAGLE vs 1.89 s with n-gram and 2.27 s with no speculation" -- a "vs" between
  values each said with its own arm, then more such values joined by "," and a last "and": the list's "," (each
  value its arm's, as "A, B and C" reads). Before: the last value unread (not-yet).

Witnesses, worked out by hand (real_sentences.witness_specs; every request of an arm alike, so mean = median):

* ``pr`` (arms "main" (baseline) / "pr-11234", no aliases; 20 requests): e2e 5.505 s / 5.044 s; (5.044 - 5.505) /
  5.505 = -8.37% (a 8.4% reduction; 1.091x faster).
* ``ver`` (arms "v0.6.3" (baseline) / "v0.7.0", each declaring its engine_version; 20 requests): TTFT 240 ms / 180 ms
  (25% lower).
* ``sd`` (arms "eagle" / "ngram" / "nospec" (baseline), aliases "EAGLE", "n-gram", "no speculation", setting
  speculative_decoding "eagle" / "ngram" / "off"; 20 requests): e2e 1.33 s / 1.89 s / 2.27 s.
* ``quant`` (arms "fp16" (baseline) / "fp8" / "int4", setting quantization; 20 requests): TPOT 30 / 20 / 15 ms.
* ``pr_fail``: as pr, but pr-11234's task t003 failed (ok false).
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

NEG = "It is not true that "
PR = [A("main", n=20, tok=256, dur=5.505, ttft=0.1, role="baseline"),
      A("pr-11234", n=20, tok=256, dur=5.044, ttft=0.1, role="treatment")]
SPECS = {
    "pr": PR,
    "pr_fail": PR,
    "ver": [A("v0.6.3", n=20, tok=256, ttft=0.24, tpot=0.02, engine_version="0.6.3", role="baseline"),
            A("v0.7.0", n=20, tok=256, ttft=0.18, tpot=0.02, engine_version="0.7.0", role="treatment")],
    "sd": [A("eagle", "EAGLE", n=20, tok=256, dur=1.33, ttft=0.05, settings={"speculative_decoding": "eagle"},
             role="treatment"),
           A("ngram", "n-gram", n=20, tok=256, dur=1.89, ttft=0.05, settings={"speculative_decoding": "ngram"},
             role="treatment"),
           A("nospec", "no speculation", n=20, tok=256, dur=2.27, ttft=0.05, settings={"speculative_decoding": "off"},
             role="baseline")],
    "quant": [A("fp16", n=20, tok=256, ttft=0.1, tpot=0.03, settings={"quantization": "fp16"}, role="baseline"),
              A("fp8", n=20, tok=256, ttft=0.1, tpot=0.02, settings={"quantization": "fp8"}, role="treatment"),
              A("int4", n=20, tok=256, ttft=0.1, tpot=0.015, settings={"quantization": "int4"}, role="treatment")],
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("list_joiners")
    out = {}
    for name, arms in SPECS.items():
        w, files = witness_for(Spec(name, arms, key=""))
        if name == "pr_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "pr-11234" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], "20 requests per arm")


FRAMES = [
    # slash_pair
    ("pr", "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (pr-11234), a 8.4% reduction.", [
        "Median E2E latency: 5505.00 ms (pr-11234) / 5044.00 ms (main), a 8.4% reduction.",    # swapped
        "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (pr-11234), a 12.6% reduction.",   # x1.5
        "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (pr-11234), a 4.2% reduction.",    # x0.5
        "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (pr-11234), a 8.4% increase.",     # flipped
        "Median E2E latency: 8257.50 ms (main) / 5044.00 ms (pr-11234), a 8.4% reduction.",    # x1.5 value
        "Median TTFT: 5505.00 ms (main) / 5044.00 ms (pr-11234), a 8.4% reduction.",           # another metric
        "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (pr-11234), not a 8.4% reduction.",
        NEG + "median E2E latency is 5505.00 ms (main) / 5044.00 ms (pr-11234), a 8.4% reduction.",
    ]),
    ("pr", "Median end-to-end latency: 5.5 s (main) / 5.04 s (pr-11234) (-8.4%)", [
        "Median end-to-end latency: 5.5 s (main) / 5.04 s (pr-11234) (+8.4%)",
        "Median end-to-end latency: 5.04 s (main) / 5.5 s (pr-11234) (-8.4%)",
    ]),
    ("ver", "Mean TTFT: 240 ms (v0.6.3) / 180 ms (v0.7.0), a 25% reduction.", [
        "Mean TTFT: 240 ms (v0.7.0) / 180 ms (v0.6.3), a 25% reduction.",
        "Mean TTFT: 240 ms (v0.6.3) / 180 ms (v0.7.0), a 37% reduction.",
        "Mean TTFT: 240 ms (v0.6.3) / 180 ms (v0.7.0), a 25% increase.",
        "Mean TPOT: 240 ms (v0.6.3) / 180 ms (v0.7.0), a 25% reduction.",
    ]),
    ("ver", "Mean TTFT: 240 ms (v0.6.3) / 180 ms (v0.7.0) (about -25%)", [
        "Mean TTFT: 240 ms (v0.6.3) / 180 ms (v0.7.0) (about +25%)",
        "Mean TTFT: 240 ms (v0.6.3) / 180 ms (v0.7.0) (about -50%)",
    ]),
    # slash_pair: the arm before its value, the arm after a preposition, the change as a third slash entry
    ("pr", "Median E2E latency: main 5505 ms / pr-11234 5044 ms, a 8.4% reduction.", [
        "Median E2E latency: main 5044 ms / pr-11234 5505 ms, a 8.4% reduction.",
        "Median E2E latency: main 5505 ms / pr-11234 5044 ms, a 12.6% reduction.",
        "Median E2E latency: main 5505 ms / pr-11234 5044 ms, a 8.4% increase."]),
    ("pr", "Median E2E latency: 5505 ms on main / 5044 ms on pr-11234, a 8.4% reduction.", [
        "Median E2E latency: 5505 ms on pr-11234 / 5044 ms on main, a 8.4% reduction.",
        "Median E2E latency: 5505 ms on main / 5044 ms on pr-11234, a 4.2% reduction.",
        "Median E2E latency: 5505 ms on main / 5044 ms on pr-11234, a 8.4% increase."]),
    ("pr", "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (pr-11234) / -8.4%", [
        "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (pr-11234) / +8.4%",
        "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (pr-11234) / -12.6%",
        "Median E2E latency: 5505.00 ms (pr-11234) / 5044.00 ms (main) / -8.4%"]),
    # arm_colon_pair: "ARM: value vs ARM: value" (a true sentence graded false before: the second arm's colon made
    # it a label, the second value was read as the first arm's)
    ("pr", "Median E2E latency: main: 5505 ms vs pr-11234: 5044 ms, a 8.4% reduction.", [
        "Median E2E latency: main: 5505 ms vs pr-11234: 5044 ms, a 8.4% increase.",
        "Median E2E latency: main: 5044 ms vs pr-11234: 5505 ms, a 8.4% reduction.",
        "Median E2E latency: pr-11234: 5505 ms vs main: 5044 ms, a 8.4% reduction.",
        "Median E2E latency: main: 5505 ms vs pr-11234: 5044 ms, a 12.6% reduction.",
        "Median TTFT: main: 5505 ms vs pr-11234: 5044 ms, a 8.4% reduction.",
        "Median E2E latency: main: 5505 ms vs pr-11234: 5044 ms, not a 8.4% reduction."]),
    ("pr", "Median E2E latency: main: 5505 ms vs pr-11234: 5044 ms (-8.4%)", [
        "Median E2E latency: main: 5505 ms vs pr-11234: 5044 ms (+8.4%)",
        "Median E2E latency: main: 5044 ms vs pr-11234: 5505 ms (-8.4%)"]),
    ("pr", "Median E2E latency: main: 5505 ms vs pr-11234 5044 ms, a 8.4% reduction.", [
        "Median E2E latency: main: 5505 ms vs pr-11234 5044 ms, a 8.4% increase.",
        "Median E2E latency: main: 7500 ms vs pr-11234 5044 ms, a 8.4% reduction."]),
    ("pr", "Median E2E latency: main: 5505 ms / pr-11234: 5044 ms, a 8.4% reduction.", [
        "Median E2E latency: main: 5505 ms / pr-11234: 5044 ms, a 8.4% increase.",
        "Median E2E latency: pr-11234: 5505 ms / main: 5044 ms, a 8.4% reduction."]),
    ("ver", "Mean TTFT: v0.6.3: 240 ms vs v0.7.0: 180 ms (-25%)", [
        "Mean TTFT: v0.6.3: 240 ms vs v0.7.0: 180 ms (+25%)", "Mean TTFT: v0.7.0: 240 ms vs v0.6.3: 180 ms (-25%)",
        "Mean TPOT: v0.6.3: 240 ms vs v0.7.0: 180 ms (-25%)"]),
    ("sd", "Median E2E latency: EAGLE: 1.33 s vs n-gram: 1.89 s.", [
        "Median E2E latency: EAGLE: 1.89 s vs n-gram: 1.33 s.", "Median E2E latency: EAGLE: 2.0 s vs n-gram: 1.89 s.",
        "Median TTFT: EAGLE: 1.33 s vs n-gram: 1.89 s."]),
    # vs_list
    ("sd", "Median E2E: 1.33 s with EAGLE vs 1.89 s with n-gram and 2.27 s with no speculation.", [
        "Median E2E: 1.33 s with n-gram vs 1.89 s with EAGLE and 2.27 s with no speculation.",   # swapped
        "Median E2E: 2.0 s with EAGLE vs 1.89 s with n-gram and 2.27 s with no speculation.",    # x1.5
        "Median E2E: 1.33 s with EAGLE vs 0.95 s with n-gram and 2.27 s with no speculation.",   # x0.5
        "Median E2E: 1.33 s with EAGLE vs 1.89 s with n-gram and 3.4 s with no speculation.",
        "Median TTFT: 1.33 s with EAGLE vs 1.89 s with n-gram and 2.27 s with no speculation.",  # another metric
        "Median E2E: 1.33 s with EAGLE vs 1.89 s with n-gram and 2.27 s with EAGLE.",            # an arm twice
        NEG + "median E2E is 1.33 s with EAGLE vs 1.89 s with n-gram and 2.27 s with no speculation.",
    ]),
    ("sd", "Median E2E latency is 1.33 s with EAGLE versus 1.89 s with n-gram, and 2.27 s with no speculation.", [
        "Median E2E latency is 1.33 s with EAGLE versus 1.89 s with n-gram, and 2.27 s with EAGLE.",
        "Median E2E latency is 2.27 s with EAGLE versus 1.89 s with n-gram, and 1.33 s with no speculation.",
    ]),
    ("quant", "Mean TPOT: 30 ms on fp16 vs 20 ms on fp8 and 15 ms on int4.", [
        "Mean TPOT: 30 ms on fp16 vs 15 ms on fp8 and 20 ms on int4.",
        "Mean TPOT: 45 ms on fp16 vs 20 ms on fp8 and 15 ms on int4.",
        "Mean TTFT: 30 ms on fp16 vs 20 ms on fp8 and 15 ms on int4.",
    ]),
    ("quant", "Mean TPOT was 30 ms (fp16) vs 20 ms (fp8) and 15 ms (int4).", [
        "Mean TPOT was 30 ms (fp16) vs 20 ms (int4) and 15 ms (fp8).",
        "Mean TPOT was 30 ms (fp16) vs 20 ms (fp8) and 7.5 ms (int4).",
    ]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, grade)


# a failed request of pr-11234: the grammatical "vs" form and the slash form grade alike
@pytest.mark.parametrize("s", [
    "Median E2E latency: 5505.00 ms (main) vs 5044.00 ms (pr-11234), a 8.4% reduction.",
    "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (pr-11234), a 8.4% reduction.",
])
def test_a_failed_request_grades_as_the_vs_form(wit, s):
    vs = grade(wit, "pr_fail", s.replace(" / ", " vs "))
    assert grade(wit, "pr_fail", s).verdict == vs.verdict


# the joiner kept: never an accusation
NEVER_FALSE = [
    ("pr", "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (main), a 8.4% reduction."),   # one arm twice
    ("pr", "Median E2E latency (ms): 5505 / 5044 (main / pr-11234), a 8.4% reduction."),
    # a ratio after the slash pair keeps the slash (which arm the ratio is said of is not settled after "vs")
    ("pr", "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (pr-11234), about 1.09x faster."),
    ("sd", "Median E2E: 1.33 s with EAGLE vs 1.89 s with n-gram and 2.27 s."),                # no third arm
    ("sd", "Median E2E: 1.33 s with EAGLE vs 1.89 s with n-gram and no speculation."),
    ("sd", "Median E2E latency is 1.33 s with EAGLE versus 1.89 s with n-gram, and 2.27 s without speculation."),
    ("sd", "EAGLE is fastest: 1.33 s vs 1.89 s with n-gram and 2.27 s with no speculation."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_variants_are_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
