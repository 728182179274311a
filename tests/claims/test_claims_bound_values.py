"""Values bound to the arm beside each (production bound_values, claimcheck/claims/bound_values.py): a sentence the
grammar leaves partly unread -- "mean ttft 1.5s vs 600ms w/ tuned, so ~2.5x better", "Output throughput: 780 tok/s
(tuned) vs. 600 tok/s (default), ratio 1.30" -- read from a closed set of word classes, each value bound to the one
arm of its own part of the sentence. Such a reading may support a statement (net-true) but never accuses it: a
contradicted value is held back (not-yet).

Witness ``ab``, worked out by hand (real_sentences.witness_specs.arm_rows; 64 requests per arm of 256 output tokens,
every request of an arm alike, so its mean, median and p99 are one value): ``default`` (baseline) TTFT 1.5 s, TPOT
40 ms, 600 output tok/s; ``tuned`` (treatment) TTFT 600 ms, TPOT 30 ms, 780 output tok/s. TTFT 1.5 / 0.6 = 2.5x
better with tuned; output throughput 780 / 600 = 1.30x (+30%).
"""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (  # noqa: E402
    CONC_SWEEP, CONC_SWEEP_SCOPE, assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture,
    sentence_tests)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

from claimcheck.claims import bound_values  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct, 64 requests per arm, one run each"

wit = sealed_fixture("bound_values", [
    A("default", "default", role="baseline", ttft=1.5, tpot=0.04, toks=600, tok=256, n=64),
    A("tuned", "tuned", "default with tuning", role="treatment", ttft=0.6, tpot=0.03, toks=780, tok=256, n=64)], "ab")


def grade(w, s: str):
    return grade_statement(s, w, SCOPE)


TRUE = [
    "mean ttft 1.5s vs 600ms w/ tuned, so ~2.5x better",
    "Output throughput: 780 tok/s (tuned) vs. 600 tok/s (default), ratio 1.30.",
    "tuned delivers approximately 780 tok/s, a speedup of about 1.3x over default (600 tok/s).",
    "Mean TTFT is 1.5 s for default, but only about 0.6 s for tuned.",
    "Output throughput is 780 tok/s in tuned and 600 tok/s in default, +30%.",
    "output tok/s up ~30%, 600 -> 780",
    "output tok/s 600 -> 780",
    "mean TPOT 40 -> 30 ms",
    "tuned: 780 tok/s, default: 600 tok/s, ratio 1.3",
    "Mean TTFT (tuned): 0.6 s; mean TTFT (default): 1.5 s.",
    "tuned: 780 tok/s, default: 600 tok/s, so tuned is 1.3x faster",
    "Mean TTFT is 1.5 s for default and 600 ms for tuned, a reduction of 60%.",
    "mean ttft: default ~1.5s, default w/ tuning ~0.6s",                       # "w/" for "with" in an alias
]
TWINS = [
    "mean ttft 1.5s vs 600ms w/ default, so ~2.5x better",                     # arms swapped
    "mean ttft 1.5s vs 600ms w/ tuned, so ~3.5x better",                       # ratio changed
    "mean ttft 2.2s vs 600ms w/ tuned, so ~2.5x better",                       # value x1.5
    "mean ttft 1.5s vs 600ms w/ tuned, so maybe ~2.5x better",                 # a modal
    "Output throughput: 780 tok/s (default) vs. 600 tok/s (tuned), ratio 1.30.",  # arms swapped
    "Output throughput: 780 tok/s (tuned) vs. 600 tok/s (default), ratio 1.9.",
    "Output throughput: 390 tok/s (tuned) vs. 600 tok/s (default), ratio 1.30.",  # value x0.5
    "tuned delivers approximately 780 tok/s, a slowdown of about 1.3x over default (600 tok/s).",
    "tuned delivers approximately 780 tok/s, a speedup of about 1.3x over default (900 tok/s).",
    "tuned does not deliver approximately 780 tok/s, a speedup of about 1.3x over default (600 tok/s).",
    "Mean TTFT is 0.6 s for default, but only about 1.5 s for tuned.",          # arms swapped
    "Output throughput is 780 tok/s in tuned and 600 tok/s in default, -30%.",  # sign flipped
    "Output throughput is 780 tok/s in tuned and 600 tok/s in default, +50%.",
    "output tok/s down ~30%, 600 -> 780",                                       # a rise said as a fall
    "output tok/s up ~30%, 780 -> 600",                                         # before and after swapped
    "output tok/s up to 30%, 600 -> 780",                                       # a bound, not a rise
    "output tok/s 780 -> 600",
    # the arm named before a ratio is its subject, never the declared treatment in its place (red team, issue #16)
    "tuned: 780 tok/s, default: 600 tok/s, so default is 1.3x faster",
    "tuned: 780 tok/s, default: 600 tok/s, so default is 1.3x tuned",
    # two arms then two values ("respectively"): the first value is the first arm's, not the last-named arm's label
    "tuned vs default: 600 tok/s vs 780 tok/s, ratio 1.3",
    "output throughput for tuned vs default (600 tok/s vs 780 tok/s)",
    # "down to 60%" / "a reduction to 60%": the level TTFT came to (it came to 40%), not a 60% fall
    "mean TTFT down to 60%, 1.5 s -> 600 ms",
    "Mean TTFT is 1.5 s for default and 600 ms for tuned, a reduction to 60%.",
    # the value after "1.3x over" / "1.3x higher than" is the one the ratio is taken against (default: 600), not a bound
    "tuned: 780 tok/s, 1.3x over 450 tok/s (default)",
    "tuned: 780 tok/s, 1.3x higher than 450 tok/s (default)",
    # one arm named after both values: the second '(tuned)' is tuned's again, never the other arm's by elimination
    "Output throughput: 780 tok/s (tuned) vs. 600 tok/s (tuned), ratio 1.30.",
    "Mean TTFT: 1.5 s (default) vs. 600 ms (default), ratio 2.5.",
]

test_bound_true_sentences_read_and_net_true, test_bound_twins_never_net_true = sentence_tests(TRUE, TWINS, grade)


conc = sealed_fixture("bound_values_conc", CONC_SWEEP, "conc", name="conc", engine="vLLM")


def test_in_a_sweep_the_arm_named_before_a_ratio_is_its_subject(conc):
    """CONC_SWEEP (c1 50, c8 320, c32 960 output tok/s; no declared pair of c8 and c32): "so c32 is 3x faster" is
    c32 / c8; the same ratio said of c8 had read as the second arm's (c32's) and graded net-true."""
    assert_read_net_true(grade_statement("c8: 320 tok/s, c32: 960 tok/s, so c32 is 3x faster", conc,
                                         CONC_SWEEP_SCOPE))
    for s in ["c8: 320 tok/s, c32: 960 tok/s, so c8 is 3x faster", "c32: 960 tok/s, c8: 320 tok/s, so c8 is 3x faster",
              "c8: 320 tok/s, c32: 960 tok/s, so c8 is 3x c32"]:
        assert_never_net_true(grade_statement(s, conc, CONC_SWEEP_SCOPE), s)


def test_the_true_sentences_are_read_here_not_by_the_grammar(wit):
    """Each true sentence above is read by this module (its assertions carry BOUND_RULE): the grammar alone leaves
    a word of each unread."""
    for s in (TRUE[0], TRUE[1], TRUE[3]):
        res = grade(wit, s)
        assert any(bound_values.BOUND_RULE in (a.tolerance.rule if a.tolerance else "") for a in res.reading.assertions), s


def test_a_contradicted_value_read_by_position_is_held_back_never_false(wit):
    for s in ["Mean TTFT is 1.5 s for default, but only about 0.9 s for tuned."]:
        res = grade(wit, s)
        assert_never_false(res, s)
        assert res.verdict == "not-yet" and "read by position" in " ".join(q.detail for q in res.quantities), res.reason


def test_sentences_are_cut_after_a_full_stop_but_not_after_vs():
    text = "A: 2.43 req/s (tuned) vs. 1.87 req/s (default). Next one; third, i.e. ok"
    assert [text[a:b].strip() for a, b in bound_values.sentences(text)] == [
        "A: 2.43 req/s (tuned) vs. 1.87 req/s (default)", "Next one", "third, i.e. ok"]


_WORDS = ["tuned", "default", "mean", "ttft", "1.5s", "600ms", "vs", "(", ")", ",", "so", "~2.5x", "better", "worse",
          "780", "tok/s", "ratio", "1.30", "over", "a", "speedup", "of", "not", "only", "about", ":", "+30%", "->"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=14))
def test_bind_sentence_never_raises_and_keeps_its_spans_inside_the_sentence(words):
    text = "x. " + " ".join(words) + " . y"
    arms = {"default": ["default"], "tuned": ["tuned"]}
    a, b = 3, 3 + len(" ".join(words))
    got = bound_values.bind_sentence(text, a, b, arms, ("tuned", "default"), [])
    if got is not None:
        assertions, texts = got
        assert len(assertions) == len(texts)
        for x in assertions:
            assert a <= x.span.start < x.span.end <= b
            assert bound_values.BOUND_RULE in x.tolerance.rule
        assert "not" not in words or not assertions  # a negation is never read here


_FLIPS = {"better": "worse", "worse": "better", "up": "down", "down": "up", "faster": "slower", "slower": "faster",
          "higher": "lower", "lower": "higher", "speedup": "slowdown", "+": "-"}


def _twists(s: str) -> list[str]:
    """Every mechanical twist of a true sentence: each number x1.5 and x0.5, the two arms swapped, each direction word
    flipped, a negation."""
    import re

    out = []
    for m in re.finditer(r"\d+(?:\.\d+)?", s):
        for f in (1.5, 0.5):
            out.append(s[:m.start()] + f"{float(m.group()) * f:g}" + s[m.end():])
    out.append(re.sub(r"\b(tuned|default)\b", lambda m: {"tuned": "default", "default": "tuned"}[m.group(1)], s))
    for m in re.finditer(r"\b(?:better|worse|up|down|faster|slower|higher|lower|speedup)\b|\+(?=\d)", s):
        if re.search(r"\bvs\b[^,]*, so ~?[\d.]+x $", s[:m.start()]):
            # "A vs B, so ~2.5x worse": the grammar reads a direction word after a pair naming no subject as said of
            # the first arm (A is 2.5x worse), a true reading of the flipped sentence: no twist
            continue
        out.append(s[:m.start()] + _FLIPS[m.group()] + s[m.end():])
    out.append("It is not true that " + s[0].lower() + s[1:])
    return [t for t in out if t != s]  # (a sentence naming no arm is its own arm swap)


def test_every_mechanical_twist_of_a_true_sentence_is_never_net_true(wit):
    for s in TRUE:
        for twin in _twists(s):
            assert_never_net_true(grade(wit, twin), twin)


def test_a_value_right_after_the_baseline_arm_is_that_arms(wit):
    """grammar production referenced_value: "tuned mean TPOT 30 ms, is lower than default 40 ms" -- the value after
    "than default" is default's, as after "default's" (it was given to the subject, tuned: a true sentence false)."""
    for s in ["tuned mean TPOT 30 ms, is lower than default 40 ms.", "tuned average TPOT 30ms, is lower than default 40ms.",
              "tuned output throughput 780 tok/s, is higher than default 600 tok/s."]:
        assert_read_net_true(grade(wit, s))
    for s in ["tuned mean TPOT 40 ms, is lower than default 30 ms.", "tuned mean TPOT 30 ms, is lower than default 60 ms.",
              "tuned output throughput 780 tok/s, is higher than default 900 tok/s."]:
        assert_never_net_true(grade(wit, s), s)
