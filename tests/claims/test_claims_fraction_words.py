"""Whole-word ratios and fractions (claimcheck/claims/fraction_changes.py, productions fraction_target and
fraction_ratio; grammar productions unit_object and unit_subject): "cuts mean TTFT to a quarter", "p99 TTFT fell to
one-eighth", "a third of the mean TTFT of X", "doubles req/s", "twice the tok/s", "2x the requests per second", "Req/s
doubled with X", "req/s went 2 → 4": a fraction word is the ratio treatment / baseline within 5% of it (10% hedged),
as "halved" is; a rate unit names its metric where a metric phrase would stand.

Witnesses by hand (real_sentences.witness_specs):

* ``apc`` -- 100 requests per arm, 64 output tokens: on (prefix_caching true, treatment) 4.0 req/s (wall 25 s), 256
  tok/s, TTFT 60 ms, TPOT 20 ms; off (baseline) 2.0 req/s, 128 tok/s, TTFT 240 ms, TPOT 20 ms. Throughput x2, mean
  TTFT x1/4.
* ``tail`` -- 10 requests per arm: new (treatment) TTFT mean 50 ms, p99 100 ms; old (baseline) TTFT mean 150 ms, p99
  800 ms (witness_specs ttft_mp). Mean TTFT x1/3, p99 TTFT x1/8.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, sealed_fixture, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPES = {"apc": "vLLM, Llama-3.1-8B-Instruct on one H100, 100 requests per arm",
          "tail": "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"}
_P = dict(n=100, tok=64)
SPECS = {
    "apc": [A("on", role="treatment", thr=4.0, ttft=0.06, tpot=0.02, settings={"prefix_caching": True}, **_P),
            A("off", role="baseline", thr=2.0, ttft=0.24, tpot=0.02, settings={"prefix_caching": False}, **_P)],
    "tail": [A("new", "the new scheduler", "new scheduler", role="treatment", ttft_mp=(0.05, 0.1), tpot=0.01),
             A("old", "the old scheduler", "old scheduler", role="baseline", ttft_mp=(0.15, 0.8), tpot=0.01)],
}
wit = sealed_fixture("fraction_words", SPECS)


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPES[name])


_NEG = "It is not true that "

#: (witness, true statement, twins: another fraction (x1.5 / x0.5 or near), arms swapped, a direction flipped, a
#: negation, another statistic or metric)
FRAMES = [
    ("apc", "Prefix caching cuts mean TTFT to a quarter.",
     ["Prefix caching cuts mean TTFT to a third.", "Prefix caching cuts mean TTFT to an eighth.",
      "Without prefix caching, mean TTFT is cut to a quarter.", _NEG + "prefix caching cuts mean TTFT to a quarter.",
      "Prefix caching cuts mean TPOT to a quarter."]),
    ("apc", "Prefix caching cuts mean TTFT to about a quarter.", ["Prefix caching cuts mean TTFT to about a tenth."]),
    ("apc", "Mean TTFT fell to a quarter with prefix caching.",
     ["Mean TTFT fell to a third with prefix caching.", "Mean TTFT fell to a quarter without prefix caching."]),
    ("apc", "Mean TTFT drops to one-quarter with APC.", ["Mean TTFT drops to one-fifth with APC."]),
    ("apc", "Throughput collapsed to half without prefix caching.",
     ["Throughput collapsed to a third without prefix caching.", "Throughput collapsed to half with prefix caching."]),
    ("apc", "Prefix caching has a quarter of the mean TTFT of the baseline.",
     ["Prefix caching has a third of the mean TTFT of the baseline.",
      "The baseline has a quarter of the mean TTFT of prefix caching."]),
    ("apc", "Prefix caching gives a quarter the mean TTFT.", ["Prefix caching gives a quarter the mean TPOT."]),
    ("apc", "Prefix caching gives one-quarter the mean TTFT of the baseline.",
     ["Prefix caching gives one-eighth the mean TTFT of the baseline."]),
    ("apc", "Prefix caching doubles req/s.",
     ["Prefix caching triples req/s.", "Prefix caching halves req/s.", "The baseline doubles req/s.",
      _NEG + "prefix caching doubles req/s."]),
    ("apc", "Prefix caching doubles output tok/s.", ["Prefix caching quadruples output tok/s."]),
    ("apc", "Prefix caching roughly doubles tok/s.", ["Prefix caching roughly triples tok/s."]),
    ("apc", "Prefix caching boosts tok/s by 100%.", ["Prefix caching boosts tok/s by 200%.",
                                                     "Prefix caching boosts tok/s by 50%."]),
    ("apc", "Prefix caching gives twice the req/s.",
     ["Prefix caching gives three times the req/s.", "The baseline gives twice the req/s."]),
    ("apc", "Prefix caching delivers 2x the requests per second.",
     ["Prefix caching delivers 3x the requests per second.", "Prefix caching delivers 1x the requests per second."]),
    ("apc", "The baseline gives half the tok/s of prefix caching.",
     ["The baseline gives half the tok/s of the baseline.", "Prefix caching gives half the tok/s of the baseline."]),
    ("apc", "Req/s doubled with prefix caching.", ["Req/s tripled with prefix caching.",
                                                  "Req/s doubled without prefix caching."]),
    ("apc", "With prefix caching, req/s went 2 → 4.",
     ["With prefix caching, req/s went 2 → 6.", "With prefix caching, req/s went 4 → 2.",
      "Without prefix caching, req/s went 2 → 4."]),
    ("apc", "Tok/s went 128 -> 256 with prefix caching.", ["Tok/s went 128 -> 384 with prefix caching."]),
    # "N x less" before a duration metric ("4x lower"), a fold word after a change verb ("cut 4x")
    ("apc", "Prefix caching has 4x less mean TTFT.",
     ["Prefix caching has 6x less mean TTFT.", "Prefix caching has 2x less mean TTFT.",
      "The baseline has 4x less mean TTFT.", "Prefix caching has 4x more mean TTFT.",
      "Prefix caching has 4x less mean TPOT.", _NEG + "prefix caching has 4x less mean TTFT."]),
    ("apc", "Prefix caching has 4x less mean TTFT than the baseline.",
     ["The baseline has 4x less mean TTFT than prefix caching."]),
    ("apc", "Prefix caching cut mean TTFT fourfold.",
     ["Prefix caching cut mean TTFT threefold.", "Prefix caching cut mean TPOT fourfold.",
      "The baseline cut mean TTFT fourfold."]),
    ("apc", "Mean TTFT fell fourfold with prefix caching.",
     ["Mean TTFT fell tenfold with prefix caching.", "Mean TTFT rose fourfold with prefix caching.",
      "Mean TTFT fell fourfold without prefix caching."]),
    ("apc", "Throughput rose twofold with prefix caching.",
     ["Throughput rose threefold with prefix caching.", "Throughput fell twofold with prefix caching."]),
    ("apc", "Prefix caching boosted throughput twofold.", ["Prefix caching boosted throughput fivefold."]),
    ("tail", "The new scheduler cut p99 TTFT to one-eighth.",
     ["The new scheduler cut p99 TTFT to a quarter.", "The new scheduler cut mean TTFT to one-eighth.",
      "The old scheduler cut p99 TTFT to one-eighth."]),
    ("tail", "The new scheduler cut mean TTFT to a third.",
     ["The new scheduler cut mean TTFT to a fifth.", "The new scheduler cut p99 TTFT to a third."]),
    ("tail", "The new scheduler has a third of the mean TTFT of the old scheduler.",
     ["The new scheduler has a third of the p99 TTFT of the old scheduler.",
      "The new scheduler has a quarter of the mean TTFT of the old scheduler."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def _grade_apc(witnesses, statement):
    return grade_statement(statement, witnesses["apc"], SCOPES["apc"])


#: a share of a count, an offered load's unit, "rose to a quarter" and a fraction before "of" something that is no
#: metric stay unread, never false
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["Prefix caching cuts mean TTFT to a tenth.", "The baseline doubles req/s.",
     "Prefix caching gives a third of the mean TTFT."],
    ["A quarter of the requests failed.", "Prefix caching doubles RPS.", "Prefix caching gives twice the QPS.",
     "Mean TTFT rose to a quarter with prefix caching.", "Prefix caching cuts mean TTFT to a quarter of the requests.",
     "Throughput went 2 → 4 with prefix caching."], _grade_apc)
