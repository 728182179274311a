"""A topic summary before a pair whose values name their arms (production summary_label, claimcheck/claims/lead_labels
_topic_summary): "And the tail got better too, p99 TTFT was 240 ms on the new release compared to 360 ms on the old
release", "Tail latency improved: p99 TTFT was 240 ms on the new release vs 360 ms on the old release", "Note that
decode got faster in the new build: mean TPOT 39.2 ms vs 44.4 ms in the old build".

* a versus pair (or "compared to" / "compared with") whose two values each name their own arm now says a direction to
  a topic summary with no arm: the first value the after one, as named_pair_change reads its verb;
* the topic and its verb may end at a comma (the clause after it must agree all the same) and follow "And" or "Note
  that" (read as discourse);
* an arm after the summary's verb, right before the colon ("in the new build:", "with w8a8:"), stays as the clause's
  subject, as "FP8 also trims the tail:" keeps its arm; the pair's arm prepositions include "in" / "at" / "under".

The summary is taken out only where the clause after it agrees (every metric of the topic's class, a tail statistic
under "the tail", the direction the values say); else it stays unread (not-yet, never false for it alone).

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM on one H100, Llama-3.1-8B-Instruct, 10
requests per arm):

* ``rel``: new ("the new release", treatment; settings commit def5678) TTFT mean 200 ms / p99 240 ms (nine requests
  at a, one at b: 9a + b = 2000, a + 0.91 (b - a) = 240, so a = 195.06 ms, b = 244.44 ms); old ("the old release",
  baseline; commit abc1234) TTFT mean 300 ms / p99 360 ms (a = 292.59 ms, b = 366.67 ms); TPOT 20 ms in both.
* ``build``: new ("the new build", treatment) TPOT 39.2 ms; old ("the old build", baseline) TPOT 44.4 ms.
* ``pr`` (arm names only: "pr-1234" treatment, "main" baseline; 50 output tokens): pr-1234 TTFT mean 79 ms / p99
  120 ms, TPOT 20 ms, 5.0 req/s; main TTFT mean 130 ms / p99 200 ms, TPOT 30 ms, 3.0 req/s.
* ``quant`` (settings quantization, arm names "w8a8" / "fp16"): ``pr``'s numbers, w8a8 the fast arm.
* ``gpu`` (each arm its own hardware, aliases "4070" / "the 4070", "3060" / "the 3060"): r4070 (NVIDIA GeForce RTX
  4070) the fast arm, r3060 (NVIDIA GeForce RTX 3060), ``pr``'s numbers; ``hw``: the same with no aliases.
* ``pr_fail``: as ``pr``, but pr-1234's task t003 failed.
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

FAST = dict(thr=5.0, ttft_mp=(0.079, 0.12), tpot=0.02, tok=50)
SLOW = dict(thr=3.0, ttft_mp=(0.13, 0.2), tpot=0.03, tok=50)
SPECS = {
    "rel": [A("new", "the new release", ttft_mp=(0.2, 0.24), tpot=0.02, tok=100, role="treatment",
              settings={"commit": "def5678"}),
            A("old", "the old release", ttft_mp=(0.3, 0.36), tpot=0.02, tok=100, role="baseline",
              settings={"commit": "abc1234"})],
    "build": [A("new", "the new build", tpot=0.0392, tok=100, role="treatment"),
              A("old", "the old build", tpot=0.0444, tok=100, role="baseline")],
    "pr": [A("pr-1234", role="treatment", **FAST), A("main", role="baseline", **SLOW)],
    "quant": [A("w8a8", role="treatment", settings={"quantization": "w8a8"}, **FAST),
              A("fp16", role="baseline", settings={"quantization": "fp16"}, **SLOW)],
    "gpu": [A("r4070", "4070", "the 4070", role="treatment", hardware="NVIDIA GeForce RTX 4070", **FAST),
            A("r3060", "3060", "the 3060", role="baseline", hardware="NVIDIA GeForce RTX 3060", **SLOW)],
    # a GPU named by its hardware only ("the RTX 4070", no alias) is no arm token yet where summaries are taken out:
    # the summary stays unread there (test_hardware_only_arms_stay_unread)
    "hw": [A("r4070", role="treatment", hardware="NVIDIA GeForce RTX 4070", **FAST),
           A("r3060", role="baseline", hardware="NVIDIA GeForce RTX 3060", **SLOW)],
}
SCOPE = "Llama-3.1-8B-Instruct, 10 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("topic_pair_leads")
    out = {}
    for name, arms in [*SPECS.items(), ("pr_fail", SPECS["pr"])]:
        kw = {"key": ""}
        if name in ("gpu", "hw"):
            kw["hw"] = None
        w, files = witness_for(Spec(name, list(arms), **kw))
        if name == "pr_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "pr-1234" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


TAIL = "And the tail got better too, p99 TTFT was 240 ms on the new release compared to 360 ms on the old release."
DECODE = "Note that decode got faster in the new build: mean TPOT 39.2 ms vs 44.4 ms in the old build."
FRAMES = [
    ("rel", TAIL,
     [TAIL.replace("better", "worse"),                                                        # flipped
      TAIL.replace("240", "360").replace("360 ms on the old", "540 ms on the old"),           # x1.5
      TAIL.replace("240", "120").replace("360", "180"),                                       # x0.5
      TAIL.replace("240 ms", "200 ms"),                                                       # another value
      TAIL.replace("the new release compared to 360 ms on the old", "the old release compared to 360 ms on the new"),
      "And the tail got better too, p99 TTFT was 360 ms on the old release compared to 240 ms on the new release.",
      TAIL.replace("p99 TTFT was 240", "mean TTFT was 240"),                                  # wrong statistic
      "And the tail got better too, mean TTFT was 200 ms on the new release compared to 300 ms on the old release.",
      TAIL.replace("p99 TTFT", "p99 TPOT"),                                                   # another metric
      "And the tail did not get better, p99 TTFT was 240 ms on the new release compared to 360 ms on the old release.",
      NEG + TAIL[4].lower() + TAIL[5:]]),
    ("rel", "Tail latency improved: p99 TTFT was 240 ms on the new release vs 360 ms on the old release.",
     ["Tail latency worsened: p99 TTFT was 240 ms on the new release vs 360 ms on the old release.",
      "Tail latency improved: p99 TTFT was 360 ms on the new release vs 240 ms on the old release.",
      "Tail latency improved: p95 TTFT was 240 ms on the new release vs 360 ms on the old release."]),
    ("rel", "The tail got better: the p99 of TTFT is ~240 ms on the new release versus ~360 ms on the old release.",
     ["The tail got worse: the p99 of TTFT is ~240 ms on the new release versus ~360 ms on the old release.",
      "The tail got better: the p99 of TTFT is ~240 ms on the old release versus ~360 ms on the new release."]),
    ("build", DECODE,
     [DECODE.replace("faster", "slower"),
      DECODE.replace("39.2", "58.8"), DECODE.replace("39.2", "19.6"),
      DECODE.replace("in the new build: mean TPOT 39.2 ms vs 44.4 ms in the old", "in the old build: mean TPOT 39.2 "
                     "ms vs 44.4 ms in the new"),                                               # arms swapped
      DECODE.replace("mean TPOT", "mean TTFT"),                                               # not decode's metric
      # (no wrong-statistic twin here: every request of an arm has the same TPOT, so its p99 is its mean)
      DECODE.replace("decode got faster", "decode did not get faster"),
      NEG + DECODE[0].lower() + DECODE[1:]]),
    ("build", "Decode got faster: mean TPOT 39.2 ms in the new build vs 44.4 ms in the old build.",
     ["Decode got slower: mean TPOT 39.2 ms in the new build vs 44.4 ms in the old build.",
      "Decode got faster: mean TPOT 44.4 ms in the old build vs 39.2 ms in the new build.",
      "Decode got faster: mean TPOT 39.2 ms in the old build vs 44.4 ms in the new build."]),
    ("pr", "Latency improved too: p99 TTFT 120 ms on pr-1234 vs 200 ms on main.",
     ["Latency got worse too: p99 TTFT 120 ms on pr-1234 vs 200 ms on main.",
      "Latency improved too: p99 TTFT 180 ms on pr-1234 vs 200 ms on main.",
      "Latency improved too: mean TTFT 120 ms on pr-1234 vs 200 ms on main.",
      "Latency improved too: p99 TTFT 120 ms on main vs 200 ms on pr-1234.",
      "Latency improved too: p99 TTFT 120 ms on pr-1235 vs 200 ms on main."]),
    ("pr", "Throughput rose as well, 5.0 req/s on pr-1234 compared with 3.0 req/s on main.",
     ["Throughput fell as well, 5.0 req/s on pr-1234 compared with 3.0 req/s on main.",
      "Throughput rose as well, 7.5 req/s on pr-1234 compared with 3.0 req/s on main.",
      "Throughput rose as well, 5.0 req/s on main compared with 3.0 req/s on pr-1234.",
      "Throughput rose as well, 3.0 req/s on main compared with 5.0 req/s on pr-1234."]),
    ("quant", "Decode got faster with w8a8: mean TPOT 20 ms vs 30 ms with fp16.",
     ["Decode got slower with w8a8: mean TPOT 20 ms vs 30 ms with fp16.",
      "Decode got faster with fp16: mean TPOT 20 ms vs 30 ms with w8a8.",
      "Decode got faster with w8a8: mean TPOT 30 ms vs 30 ms with fp16.",
      "Decode got faster with awq: mean TPOT 20 ms vs 30 ms with fp16.",
      "Decode got faster with w8a8: mean TPOT 20 ms vs 45 ms with fp16."]),
    ("gpu", "The tail got better on the 4070: p99 TTFT 120 ms vs 200 ms on the 3060.",
     ["The tail got worse on the 4070: p99 TTFT 120 ms vs 200 ms on the 3060.",
      "The tail got better on the 3060: p99 TTFT 120 ms vs 200 ms on the 4070.",
      "The tail got better on the 4090: p99 TTFT 120 ms vs 200 ms on the 3060.",
      "The tail got better on the 4070: p99 TTFT 120 ms vs 200 ms on the 3090.",
      "The tail got better on the 4070: mean TTFT 79 ms vs 130 ms on the 3060."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


def test_failed_arm_never_net_true(wit):
    s = "Throughput rose as well, 5.0 req/s on pr-1234 compared with 3.0 req/s on main."
    assert grade(wit, "pr_fail", s).verdict != "net-true", s


# the summary disagreeing with a true pair, the pair read the other way round, a pair with no arms, "but": the
# summary stays unread -- never false
NEVER_FALSE = [
    ("rel", "And the tail got worse too, p99 TTFT was 240 ms on the new release compared to 360 ms on the old release."),
    ("rel", "Tail latency improved: p99 TTFT was 360 ms on the old release vs 240 ms on the new release."),
    ("rel", "The tail got better, but p99 TTFT was 240 ms on the new release compared to 360 ms on the old release."),
    ("build", "Decode got slower in the new build: mean TPOT 39.2 ms vs 44.4 ms in the old build."),
    ("pr", "Latency improved too: p99 TTFT 120 ms vs 200 ms."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


def test_hardware_only_arms_stay_unread(wit):
    s = "The tail got better: p99 TTFT 120 ms on the RTX 4070 vs 200 ms on the RTX 3060."
    r = grade(wit, "hw", s)
    assert r.verdict == "not-yet", r.verdict
    t = "The tail got better: p99 TTFT 200 ms on the RTX 4070 vs 120 ms on the RTX 3060."
    assert grade(wit, "hw", t).verdict not in ("net-true", "false")
