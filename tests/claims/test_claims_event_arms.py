"""The move to an arm said as an event, and "the switch" of a declared pair (claimcheck/claims/event_arms.py;
grammar.lark productions move_to_arm, the_switch, and upgrade_lead's move noun):

* move_to_arm: "The average time per output token fell from 50 ms to 30 ms after the switch to FP8", "After switching
  to FP8, ...", "once we moved to FP8", "after our move to FP8", "with the switch to FP8", "since the switch to FP8"
  (ending its phrase), "once we enabled prefix caching": the words before the arm read as "with" (the arm the
  values after the move are said of); the arm before the move is what "with FP8" leaves it (the other of two arms;
  of three, the declared baseline, a contradiction held back: declared_from).
* the_switch: "After the switch, p50 latency went from 2.5 s to 1.6 s" -- the declared treatment of a witness of two
  arms declaring the roles treatment and baseline ("Before the switch," the baseline); which way the author's switch
  went is the witness's declaration, so a contradiction in that sentence is held back (not-yet), never false; with
  no declared roles the words stay unread. After a value too: "from 50 ms before the switch to 30 ms after it".
* upgrade_lead with a move noun: "after the switch from BF16 to FP8" reads as "after switching from BF16 to FP8".

Before: every true sentence below was not-yet ("after", "switch" unread).

Witnesses, worked out by hand (real_sentences.witness_specs arms, 10 requests per arm, 100 output tokens each; ``ttft_mp``:
nine requests at one TTFT and one slower, so the mean and numpy's linear p99 are the two numbers, the median the
nine's):

* ``eng``: fp8 (treatment, "FP8") TTFT mean 80 ms / p99 200 ms, median (10 * 0.08 - 0.2 / 0.91) / (10 - 1 / 0.91) =
  65.2 ms; TPOT 30 ms; 2.5 req/s = 250 output tok/s. bf16 (baseline, "BF16") TTFT mean 120 ms / p99 300 ms, median
  97.8 ms; TPOT 50 ms; 1.0 req/s = 100 output tok/s. FP8 cuts mean TPOT by 40% and mean TTFT by 33%.
* ``fail``: ``eng`` with one fp8 request failed (t003 not ok).
* ``noroles``: ``eng`` declaring no treatment / baseline pair (both arms' role "treatment").
* ``engines``: vllm (treatment, "vLLM") TTFT 0.31 s, TPOT 13 ms: end-to-end latency 0.31 + 99 * 0.013 = 1.597 s in
  every request (p50 1.6 s); tgi (baseline, "TGI") TTFT 0.52 s, TPOT 20 ms: 0.52 + 99 * 0.02 = 2.5 s.
* ``apc``: apc_on (treatment, prefix caching on) TTFT 157 ms, apc_off (baseline, off) TTFT 380 ms (-58.7%); TPOT 20 ms.
* ``spec``: eagle (treatment, speculative_method eagle3) TPOT 10 ms, nospec (baseline, none) TPOT 20 ms (-50%); TTFT
  100 ms both.
* ``three``: nochunk (baseline, declared), chunk2048 ("2048-token chunks"), chunk512 ("512-token chunks"): TPOT 37.5 /
  35 / 32 ms.
"""

from __future__ import annotations

import itertools
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "10 requests per arm"
NEG = "It is not true that "

ENG = [A("fp8", "FP8", ttft_mp=(0.08, 0.2), tpot=0.03, tok=100, thr=2.5, settings={"dtype": "fp8"}, role="treatment"),
       A("bf16", "BF16", ttft_mp=(0.12, 0.3), tpot=0.05, tok=100, thr=1.0, settings={"dtype": "bf16"}, role="baseline")]
WITNESSES = {
    "eng": ENG,
    "engines": [A("vllm", "vLLM", ttft=0.31, tpot=0.013, tok=100, settings={"engine": "vLLM"}, role="treatment"),
                A("tgi", "TGI", ttft=0.52, tpot=0.02, tok=100, settings={"engine": "TGI"}, role="baseline")],
    "apc": [A("apc_on", ttft=0.157, tpot=0.02, tok=100, settings={"enable_prefix_caching": True}, role="treatment"),
            A("apc_off", ttft=0.38, tpot=0.02, tok=100, settings={"enable_prefix_caching": False}, role="baseline")],
    "spec": [A("eagle", ttft=0.1, tpot=0.01, tok=100, settings={"speculative_method": "eagle3"}, role="treatment"),
             A("nospec", ttft=0.1, tpot=0.02, tok=100, settings={"speculative_method": "none"}, role="baseline")],
    "three": [A("chunk512", "512-token chunks", tpot=0.032, tok=100, thr=2.22),
              A("chunk2048", "2048-token chunks", tpot=0.035, tok=100, thr=2.0),
              A("nochunk", tpot=0.0375, tok=100, thr=1.67, role="baseline")],
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("event_arms")
    out = {name: str(seal(root / name, *witness_for(Spec(name, arms, key="")))) for name, arms in WITNESSES.items()}
    w, files = witness_for(Spec("fail", ENG, key=""))
    rows = [dict(r, ok=False) if (r["arm"], r["task_id"]) == ("fp8", "t003") else r for r in files["rows.jsonl"]]
    out["fail"] = str(seal(root / "fail", w, {"rows.jsonl": rows}))
    w, files = witness_for(Spec("noroles", ENG, key=""))
    for decl in w["arms"].values():
        decl["role"] = "treatment"  # (witness_for declares a baseline; two treatments declare no pair)
    out["noroles"] = str(seal(root / "noroles", w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


# (witness, true statement, twins: x1.5, x0.5, direction flipped, arms swapped, the other arm named, wrong statistic,
# negation)
ROWS = [
    ("eng", "The average time per output token fell from 50 ms to 30 ms after the switch to FP8.",
     ["The average time per output token fell from 75 ms to 30 ms after the switch to FP8.",
      "The average time per output token fell from 50 ms to 15 ms after the switch to FP8.",
      "The average time per output token rose from 50 ms to 30 ms after the switch to FP8.",
      "The average time per output token fell from 30 ms to 50 ms after the switch to FP8.",
      "The average time per output token fell from 50 ms to 30 ms after the switch to BF16.",
      "The average time per input token fell from 50 ms to 30 ms after the switch to FP8.",
      NEG + "the average time per output token fell from 50 ms to 30 ms after the switch to FP8."]),
    ("eng", "After switching to FP8, p99 TTFT went from about 300 ms to about 200 ms.",
     ["After switching to FP8, p99 TTFT went from about 450 ms to about 200 ms.",
      "After switching to FP8, p99 TTFT went from about 300 ms to about 100 ms.",
      "After switching to FP8, p99 TTFT went from about 200 ms to about 300 ms.",
      "After switching to BF16, p99 TTFT went from about 300 ms to about 200 ms.",
      "After switching to FP8, mean TTFT went from about 300 ms to about 200 ms.",
      NEG + "after switching to FP8, p99 TTFT went from about 300 ms to about 200 ms."]),
    ("eng", "Median time-to-first-token fell by roughly 33% once we moved to FP8.",
     ["Median time-to-first-token fell by roughly 50% once we moved to FP8.",
      "Median time-to-first-token fell by roughly 16% once we moved to FP8.",
      "Median time-to-first-token rose by roughly 33% once we moved to FP8.",
      "Median time-to-first-token fell by roughly 33% once we moved to BF16.",
      "P99 time-to-first-token fell by roughly 40% once we moved to FP8.",
      NEG + "median time-to-first-token fell by roughly 33% once we moved to FP8."]),
    ("eng", "Output throughput is 250 tok/s after our move to FP8.",
     ["Output throughput is 375 tok/s after our move to FP8.", "Output throughput is 125 tok/s after our move to FP8.",
      "Output throughput is 250 tok/s after our move to BF16.", "Request throughput is 250 tok/s after our move to FP8.",
      NEG + "output throughput is 250 tok/s after our move to FP8."]),
    ("eng", "After the migration to FP8, request throughput rose from 1.0 to 2.5 req/s.",
     ["After the migration to FP8, request throughput rose from 1.5 to 2.5 req/s.",
      "After the migration to FP8, request throughput rose from 1.0 to 1.25 req/s.",
      "After the migration to FP8, request throughput fell from 1.0 to 2.5 req/s.",
      "After the migration to BF16, request throughput rose from 1.0 to 2.5 req/s."]),
    # upgrade_lead with a move noun
    ("eng", "Mean TPOT fell from 50 ms to 30 ms after the switch from BF16 to FP8.",
     ["Mean TPOT fell from 75 ms to 30 ms after the switch from BF16 to FP8.",
      "Mean TPOT fell from 50 ms to 15 ms after the switch from BF16 to FP8.",
      "Mean TPOT fell from 50 ms to 30 ms after the switch from FP8 to BF16.",
      "Mean TPOT rose from 50 ms to 30 ms after the switch from BF16 to FP8.",
      "Mean TTFT fell from 50 ms to 30 ms after the switch from BF16 to FP8.",
      NEG + "mean TPOT fell from 50 ms to 30 ms after the switch from BF16 to FP8."]),
    ("eng", "After our move from BF16 to FP8, the p99 of TTFT dropped from ~300 ms to ~200 ms.",
     ["After our move from FP8 to BF16, the p99 of TTFT dropped from ~300 ms to ~200 ms.",
      "After our move from BF16 to FP8, the p99 of TTFT dropped from ~450 ms to ~200 ms.",
      "After our move from BF16 to FP8, the p50 of TTFT dropped from ~300 ms to ~200 ms."]),
    # the_switch: the declared pair
    ("engines", "After the switch, p50 latency went from 2.5 s to 1.6 s.",
     ["After the switch, p50 latency went from 3.75 s to 1.6 s.", "After the switch, p50 latency went from 2.5 s to 0.8 s.",
      "After the switch, p50 latency went from 1.6 s to 2.5 s.", "Before the switch, p50 latency went from 2.5 s to 1.6 s.",
      "After the switch, p50 TTFT went from 2.5 s to 1.6 s.",
      NEG + "after the switch, p50 latency went from 2.5 s to 1.6 s."]),
    ("eng", "After the switch, mean TPOT dropped by 40%.",
     ["After the switch, mean TPOT dropped by 60%.", "After the switch, mean TPOT dropped by 20%.",
      "After the switch, mean TPOT rose by 40%.", "Before the switch, mean TPOT dropped by 40%.",
      "After the switch, mean TTFT dropped by 40%.", NEG + "after the switch, mean TPOT dropped by 40%."]),
    ("eng", "Before the switch, mean TPOT was 50 ms.",
     ["Before the switch, mean TPOT was 75 ms.", "Before the switch, mean TPOT was 25 ms.",
      "After the switch, mean TPOT was 50 ms.", "Before the switch, mean TTFT was 50 ms."]),
    # "with" and "since" before a move's noun or gerund ("since" only where the move ends its phrase)
    ("eng", "With the switch to FP8, mean TPOT dropped from 50 ms to 30 ms.",
     ["With the switch to FP8, mean TPOT dropped from 75 ms to 30 ms.",
      "With the switch to FP8, mean TPOT dropped from 50 ms to 15 ms.",
      "With the switch to BF16, mean TPOT dropped from 50 ms to 30 ms.",
      "With the switch to FP8, mean TPOT rose from 50 ms to 30 ms.",
      NEG + "with the switch to FP8, mean TPOT dropped from 50 ms to 30 ms."]),
    ("eng", "Mean TPOT dropped by 40% since the switch to FP8.",
     ["Mean TPOT dropped by 60% since the switch to FP8.", "Mean TPOT dropped by 20% since the switch to FP8.",
      "Mean TPOT rose by 40% since the switch to FP8.", "Mean TPOT dropped by 40% since the switch to BF16.",
      "Since switching to FP8 halves memory, mean TPOT dropped from 50 ms to 30 ms.",  # a cause: unread
      NEG + "mean TPOT dropped by 40% since the switch to FP8."]),
    # the author's act that turns the arm's feature on
    ("apc", "Mean TTFT fell from 380 ms to 157 ms once we enabled prefix caching.",
     ["Mean TTFT fell from 570 ms to 157 ms once we enabled prefix caching.",
      "Mean TTFT fell from 380 ms to 78.5 ms once we enabled prefix caching.",
      "Mean TTFT rose from 380 ms to 157 ms once we enabled prefix caching.",
      "Mean TTFT fell from 380 ms to 157 ms once we disabled prefix caching.",
      "Mean TPOT fell from 380 ms to 157 ms once we enabled prefix caching.",
      NEG + "mean TTFT fell from 380 ms to 157 ms once we enabled prefix caching."]),
    ("apc", "When we turned on prefix caching, mean time to first token dropped by roughly 59%.",
     ["When we turned on prefix caching, mean time to first token dropped by roughly 88%.",
      "When we turned on prefix caching, mean time to first token rose by roughly 59%.",
      "When we turned off prefix caching, mean time to first token dropped by roughly 59%."]),
    ("spec", "Mean TPOT dropped by 50% after adding EAGLE3.",
     ["Mean TPOT dropped by 75% after adding EAGLE3.", "Mean TPOT dropped by 25% after adding EAGLE3.",
      "Mean TPOT rose by 50% after adding EAGLE3.", "Mean TPOT dropped by 50% after disabling EAGLE3.",
      "Mean TTFT dropped by 50% after adding EAGLE3.", NEG + "mean TPOT dropped by 50% after adding EAGLE3."]),
    ("spec", "After turning on speculative decoding, the mean time per output token went from 20 ms to 10 ms.",
     ["After turning on speculative decoding, the mean time per output token went from 30 ms to 10 ms.",
      "After turning on speculative decoding, the mean time per output token went from 20 ms to 5 ms.",
      "After turning on speculative decoding, the mean time per output token went from 10 ms to 20 ms.",
      "After turning off speculative decoding, the mean time per output token went from 20 ms to 10 ms.",
      "After turning on speculative decoding, the p99 time to first token went from 20 ms to 10 ms."]),
    ("eng", "Following the switch to FP8, mean TPOT dropped from ~50 ms to ~30 ms.",
     ["Following the switch to FP8, mean TPOT dropped from ~75 ms to ~30 ms.",
      "Following the switch to BF16, mean TPOT dropped from ~50 ms to ~30 ms.",
      "Following the switch to FP8, mean TPOT rose from ~50 ms to ~30 ms."]),
    ("eng", "Upon switching to FP8, output throughput rose by 150%.",
     ["Upon switching to FP8, output throughput rose by 225%.", "Upon switching to FP8, output throughput rose by 75%.",
      "Upon switching to FP8, output throughput fell by 150%.", "Upon switching to BF16, output throughput rose by 150%."]),
    # the_switch after a value: each value's side of the declared switch
    ("eng", "Mean TPOT dropped from 50 ms before the switch to 30 ms after it.",
     ["Mean TPOT dropped from 75 ms before the switch to 30 ms after it.",
      "Mean TPOT dropped from 50 ms before the switch to 15 ms after it.",
      "Mean TPOT rose from 50 ms before the switch to 30 ms after it.",
      "Mean TPOT dropped from 30 ms before the switch to 50 ms after it.",
      "Mean TTFT dropped from 50 ms before the switch to 30 ms after it.",
      NEG + "mean TPOT dropped from 50 ms before the switch to 30 ms after it."]),
    ("eng", "Output throughput was 100 tok/s before the switch and 250 tok/s after it.",
     ["Output throughput was 150 tok/s before the switch and 250 tok/s after it.",
      "Output throughput was 100 tok/s before the switch and 125 tok/s after it.",
      "Output throughput was 250 tok/s before the switch and 100 tok/s after it."]),
    ("engines", "P50 latency was 2.5 s before the switch vs 1.6 s after the switch.",
     ["P50 latency was 3.75 s before the switch vs 1.6 s after the switch.",
      "P50 latency was 1.6 s before the switch vs 2.5 s after the switch."]),
    # three arms: the before value is the declared baseline's (declared_from)
    ("three", "Mean TPOT drops from 37.5 ms to 32 ms after switching to 512-token chunks.",
     ["Mean TPOT drops from 56.25 ms to 32 ms after switching to 512-token chunks.",
      "Mean TPOT drops from 37.5 ms to 16 ms after switching to 512-token chunks.",
      "Mean TPOT rises from 37.5 ms to 32 ms after switching to 512-token chunks.",
      "Mean TPOT drops from 37.5 ms to 32 ms after switching to 2048-token chunks.",
      NEG + "mean TPOT drops from 37.5 ms to 32 ms after switching to 512-token chunks."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(ROWS, grade)


# honest or unclear: never false (held back where the words do not say what the reading assumed)
NEVER_FALSE = [
    ("engines", "After the switch, p50 latency went from 1.6 s to 2.5 s."),  # the author's switch may be TGI's way
    ("engines", "Before the switch, p50 latency was 1.6 s."),
    ("eng", "After the switch, mean TPOT rose by 66%."),
    ("three", "Mean TPOT drops from 35 ms to 32 ms after switching to 512-token chunks."),  # from 2048-token chunks
    ("engines", "P50 latency was 1.6 s before the switch and 2.5 s after it."),  # the author's switch: TGI's way?
    ("eng", "Mean TPOT was 30 ms before the switch and 50 ms after it."),
    ("noroles", "Mean TPOT dropped from 50 ms before the switch to 30 ms after it."),
    ("noroles", "After the switch, mean TPOT went from 50 ms to 30 ms."),
    ("noroles", "After the switch, mean TPOT went from 30 ms to 50 ms."),
    ("fail", "The average time per output token fell from 50 ms to 30 ms after the switch to FP8."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_or_unclear_is_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


@pytest.mark.parametrize("s", ["After the switch, mean TPOT went from 50 ms to 30 ms.",
                               "Mean TPOT fell from 50 ms to 30 ms after the switch."])
def test_the_switch_without_declared_roles_stays_unread(wit, s):
    res = grade(wit, "noroles", s)
    assert res.verdict != "net-true" and res.reading is not None and res.reading.unread, (s, res.verdict)


FAIL_TRUE = ["After the switch to FP8, request throughput rose from 1.0 to 2.5 req/s.",
             "After the switch, request throughput went from 1.0 req/s to 2.5 req/s.",
             "No requests failed after the switch to FP8."]


@pytest.mark.parametrize("s", FAIL_TRUE)
def test_a_witness_with_a_failed_request_is_never_net_true(wit, s):
    # (fp8 completed 9 of 10 in the same wall: 2.25 req/s; one request failed): true of ``eng``, never of ``fail``
    assert_read_net_true(grade(wit, "eng", s))
    assert_never_net_true(grade(wit, "fail", s), s)


# crossed: every move form x metric spelling / statistic placement x hedge x position (leading, trailing); 40 drawn,
# each with four twins (x1.5 before value, x0.5 after value, the other arm, negation)
EVENTS = ["after the switch to {a}", "after switching to {a}", "after moving to {a}", "once we moved to {a}",
          "when switching to {a}", "after our move to {a}", "after the upgrade to {a}", "after the migration to {a}"]
METRICS = [("mean TTFT", 120, 80, "ms"), ("p99 TTFT", 300, 200, "ms"), ("TTFT p99", 300, 200, "ms"),
           ("the p99 of TTFT", 300, 200, "ms"), ("median time to first token", 97.8, 65.2, "ms"),
           ("mean time-to-first-token", 0.12, 0.08, "s"), ("mean TPOT", 50, 30, "ms"),
           ("the average time per output token", 50, 30, "ms"), ("output throughput", 100, 250, "tok/s"),
           ("request throughput", 1.0, 2.5, "req/s")]
HEDGES = ["", "about ", "~", "roughly "]


def _sentence(ev: str, m: str, b, a, unit: str, h: str, lead: bool, arm: str = "FP8") -> str:
    e = ev.format(a=arm)
    if lead:
        return f"{e[0].upper() + e[1:]}, {m} went from {h}{b} {unit} to {h}{a} {unit}."
    return f"{m[0].upper() + m[1:]} went from {h}{b} {unit} to {h}{a} {unit} {e}."


CROSS = random.Random(7).sample(list(itertools.product(EVENTS, METRICS, HEDGES, (True, False))), 40)


@pytest.mark.parametrize("ev,metric,h,lead", CROSS)
def test_crossed_move_forms(wit, ev, metric, h, lead):
    m, b, a, unit = metric
    assert_read_net_true(grade(wit, "eng", _sentence(ev, m, b, a, unit, h, lead)))
    for twin in (_sentence(ev, m, round(b * 1.5, 3), a, unit, h, lead), _sentence(ev, m, b, round(a * 0.5, 3), unit, h, lead),
                 _sentence(ev, m, b, a, unit, h, lead, arm="BF16"), NEG + _sentence(ev, m, b, a, unit, h, lead)):
        assert_never_net_true(grade(wit, "eng", twin), twin)
