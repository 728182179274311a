"""Change verbs of degree (vocabulary.CHANGE_INTRANS, PARTICLE_CHANGE_VERBS, UNCHANGED_MOTION): "mean TTFT collapsed
from 240 ms to 60 ms", "throughput skyrocketed by 100%", "throughput shot up 2x" read as the direction of the change
whose amount the numbers state, never as an amount of their own ("mean TTFT collapsed" alone stays unread); "TPOT
barely moved" / "hardly changed" / "held steady" read as a pull request's "TPOT unchanged" (the 5% band, symmetric;
false only when either arm is twice the other).

Witnesses by hand (real_sentences.witness_specs; 100 requests per arm of 100 prompt + 64 output tokens):

* ``apc`` -- on (prefix_caching true, treatment): 4.0 req/s (wall 25 s), TTFT 60 ms, TPOT 20 ms (e2e 0.06 + 0.02 * 63
  = 1.32 s); off (prefix_caching false, baseline): 2.0 req/s (wall 50 s), TTFT 240 ms, TPOT 20 ms (e2e 1.5 s). So
  throughput x2 (+100%), mean TTFT / 4 (-75%), TPOT the same (0%).
* ``drift`` -- as ``apc`` but off's TPOT is 21.6 ms: on is 7.4% lower (outside the 5% band, far from twice).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, sealed_fixture, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 100 requests per arm"
_P = dict(n=100, tok=64)
SPECS = {
    "apc": [A("on", role="treatment", thr=4.0, ttft=0.06, tpot=0.02, settings={"prefix_caching": True}, **_P),
            A("off", role="baseline", thr=2.0, ttft=0.24, tpot=0.02, settings={"prefix_caching": False}, **_P)],
    "drift": [A("on", role="treatment", thr=4.0, ttft=0.06, tpot=0.02, settings={"prefix_caching": True}, **_P),
              A("off", role="baseline", thr=2.0, ttft=0.24, tpot=0.0216, settings={"prefix_caching": False}, **_P)],
}
wit = sealed_fixture("degree_verbs", SPECS)


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


_NEG = "It is not true that "

#: (witness, true statement, twins: x1.5 / x0.5, direction flipped, arms swapped, a negation, another statistic)
FRAMES = [
    ("apc", "Mean TTFT collapsed from 240 ms to 60 ms with prefix caching.",
     ["Mean TTFT collapsed from 240 ms to 90 ms with prefix caching.",
      "Mean TTFT collapsed from 240 ms to 30 ms with prefix caching.",
      "Mean TTFT collapsed from 240 ms to 60 ms without prefix caching.",
      "Mean TTFT skyrocketed from 240 ms to 60 ms with prefix caching.",
      _NEG + "mean TTFT collapsed from 240 ms to 60 ms with prefix caching."]),
    ("apc", "Mean TTFT collapsed by 75% with prefix caching.",
     ["Mean TTFT collapsed by 37.5% with prefix caching.", "Mean TTFT collapsed by 75% without prefix caching.",
      "Mean TTFT skyrocketed by 75% with prefix caching.", _NEG + "mean TTFT collapsed by 75% with prefix caching."]),
    ("apc", "Mean TTFT tanked 75% with prefix caching.",
     ["Mean TTFT tanked 50% with prefix caching.", "Mean TTFT soared 75% with prefix caching."]),
    ("apc", "Mean TTFT plunges from 240 ms to 60 ms with prefix caching.",
     ["Mean TTFT plunges from 240 ms to 120 ms with prefix caching.",
      "Mean TTFT plunges from 60 ms to 240 ms with prefix caching."]),
    ("apc", "Mean TTFT nosedived from 240 ms to 60 ms with prefix caching.",
     ["Mean TTFT nosedived from 240 ms to 90 ms with prefix caching.",
      "Mean TTFT nosedived from 240 ms to 60 ms without prefix caching."]),
    ("apc", "Mean TTFT cratered by 75% with prefix caching.",
     ["Mean TTFT cratered by 50% with prefix caching.", "Mean TTFT rocketed by 75% with prefix caching."]),
    ("apc", "Throughput skyrocketed by 100% with prefix caching.",
     ["Throughput skyrocketed by 150% with prefix caching.", "Throughput skyrocketed by 50% with prefix caching.",
      "Throughput skyrocketed by 100% without prefix caching.", "Throughput tanked by 100% with prefix caching.",
      _NEG + "throughput skyrocketed by 100% with prefix caching."]),
    ("apc", "Throughput skyrockets from 2 to 4 req/s with prefix caching.",
     ["Throughput skyrockets from 2 to 6 req/s with prefix caching.",
      "Throughput skyrockets from 2 to 4 req/s without prefix caching."]),
    ("apc", "Throughput shot up from 2 to 4 req/s with prefix caching.",
     ["Throughput shot up from 2 to 3 req/s with prefix caching.",
      "Throughput shot down from 2 to 4 req/s with prefix caching.",
      "Throughput shot up from 2 to 4 req/s without prefix caching."]),
    ("apc", "Throughput shot up 2x with prefix caching.",
     ["Throughput shot up 3x with prefix caching.", "Throughput shot up 2x without prefix caching."]),
    ("apc", "Output throughput surges from 128 to 256 tok/s with prefix caching.",
     ["Output throughput surges from 128 to 384 tok/s with prefix caching.",
      "Output throughput tumbles from 128 to 256 tok/s with prefix caching."]),
    ("apc", "Without prefix caching, mean TTFT swelled by 300%.",
     ["Without prefix caching, mean TTFT swelled by 150%.", "With prefix caching, mean TTFT swelled by 300%.",
      "Without prefix caching, mean TTFT slumped by 300%."]),
    ("apc", "With prefix caching, mean TTFT collapsed (60 ms vs 240 ms).",
     ["With prefix caching, mean TTFT collapsed (90 ms vs 240 ms).",
      "With prefix caching, mean TTFT skyrocketed (60 ms vs 240 ms)."]),
    # barely moved: the pull request's "unchanged" (TPOT is 20 ms in both arms)
    ("apc", "Mean TPOT barely moved.", ["Mean TTFT barely moved.", "Throughput barely moved.",
                                         _NEG + "mean TPOT barely moved."]),
    ("apc", "TPOT hardly changed.", ["TTFT hardly changed."]),
    ("apc", "Mean TPOT held steady.", ["Mean TTFT held steady."]),
    ("apc", "Mean TPOT barely moved (20 ms vs 20 ms).", ["Mean TPOT barely moved (20 ms vs 30 ms).",
                                                          "Mean TPOT barely moved (20 ms vs 10 ms)."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def _grade_drift(witnesses, statement):
    return grade_statement(statement, witnesses["drift"], SCOPE)


#: a degree verb alone names no amount and stays unread; "barely moved" of a 7.4% move is not-yet, never false; of a
#: 4x move (mean TTFT) it is contradicted
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["Mean TTFT barely moved.", "Throughput held steady."],
    ["Mean TPOT barely moved.", "TPOT hardly changed.", "Mean TTFT collapsed.", "Throughput skyrocketed.",
     "Mean TTFT collapsed with prefix caching.", "Throughput shot up with prefix caching."], _grade_drift)


def test_a_degree_verb_alone_states_no_amount(wit):
    for s in ("Mean TTFT collapsed.", "Throughput skyrocketed with prefix caching.", "Mean TTFT plummeted.",
              "Throughput shot up."):
        res = _grade(wit, "apc", s)
        assert res.verdict == "not-yet" and res.reading is not None and res.reading.unread, (s, res.verdict)
