"""Genre openers and task notes that carry no claim (productions bench_opener in a genre's voice, task_note --
claimcheck/claims/grammar.lark; claimcheck/claims/openers.py, casual._task_notes; vocabulary.OPENER_PRESENT_VERBS,
OPENER_TASK_VERBS, OPENER_COMPARISON_NOUNS, OPENER_GENRE_LEADS, TASK_NOTES):

* a video's or a post's opener naming the compared arms: "In this video I compare the Q4_K_M and Q8_0 quants of Llama
  3.1 8B on my RTX 4090 with llama.cpp: ..." -- the subject, the verb and the two arms inert; the model, the GPU and
  the engine after them read as facts (checked);
* a standup's report of the comparison done, its subject elided: "Yesterday: finished the radix cache A/B on the
  A100." -- the verb and "the radix cache A/B" inert, "on the A100" a hardware fact (checked); a sentence of facts
  alone has nothing checkable (not-yet);
* a task note that is a whole sentence: "Today: writing it up." -- taken out; the claim is the other sentence's.

Before, each left the opener or the note unread (not-yet). The arms in an opener's object are arms of the witness
(a word naming no arm is no arm token, and a NEVER_PROSE word, a number or an identifier ends the object: unread).

Witnesses, worked out by hand (every request of an arm alike, so every TTFT statistic is the arm's one TTFT):
``cache`` (SGLang, Llama-3.1-8B-Instruct on one A100, 10 requests per arm): nocache (baseline) TTFT 250 ms; cache
(radix cache on) TTFT 80 ms (-68%). ``cache_fail``: the same, the cache arm's task t003 failed. ``quant`` (llama.cpp,
Llama-3.1-8B-Instruct on one RTX 4090, 10 prompts per arm of 128 output tokens): q8 (Q8_0, baseline) 90 output tok/s,
TTFT 54 ms; q4 (Q4_K_M) 140 output tok/s (1.56x), TTFT 41 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

A100 = "1 x NVIDIA A100 80GB"
RTX4090 = "1 x NVIDIA GeForce RTX 4090"
NOCACHE = A("nocache", "no-cache run", "radix cache off", role="baseline", ttft=0.25, tok=8, n=10,
            settings={"radix_cache": False})
CACHE = A("cache", "radix cache", "radix cache on", role="treatment", ttft=0.08, tok=8, n=10,
          settings={"radix_cache": True})
Q8 = A("q8", "Q8_0", role="baseline", toks=90, ttft=0.054, tok=128, n=10, settings={"quantization": "Q8_0"})
Q4 = A("q4", "Q4_K_M", role="treatment", toks=140, ttft=0.041, tok=128, n=10, settings={"quantization": "Q4_K_M"})
SCOPES = {"cache": "SGLang, Llama-3.1-8B-Instruct on one A100, 10 requests per arm",
          "cache_fail": "SGLang, Llama-3.1-8B-Instruct on one A100, 10 requests per arm",
          "quant": "llama.cpp, Llama-3.1-8B-Instruct on one RTX 4090, 10 prompts per arm"}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("genre_openers")
    out = {}
    for name, arms, kw in (("cache", [NOCACHE, CACHE], dict(hw=A100, engine="SGLang")),
                           ("cache_fail", [NOCACHE, CACHE], dict(hw=A100, engine="SGLang")),
                           ("quant", [Q8, Q4], dict(hw=RTX4090, engine="llama.cpp"))):
        w, files = witness_for(Spec(name, arms, key="", **kw))
        if name == "cache_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "cache" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPES[name])


#: openers / notes before a claim sentence (each crossed with every claim of its witness below)
CACHE_OPENERS = [
    "Yesterday: finished the radix cache A/B on the A100.",
    "Finished the radix cache comparison on one A100.",
    "Yesterday: completed the radix cache A/B on a single A100.",
    "Today: writing it up.",
    "Writing it up now.",
    "Yesterday: finished the radix cache A/B on the A100. Today: writing it up.",
    "Summary: we benchmarked both on an A100.",
    "Hi Dana, quick update: we ran the radix cache sweep on one A100.",
    "Done: reran the radix cache A/B with SGLang on the A100.",
]
CACHE_CLAIMS = [
    ("With the radix cache on, median TTFT went from 250 ms to 80 ms.", [
        "With the radix cache on, median TTFT went from 250 ms to 120 ms.",       # x1.5
        "With the radix cache on, median TTFT went from 250 ms to 40 ms.",        # x0.5
        "With the radix cache on, median TTFT went from 80 ms to 250 ms.",        # flipped
        "With the radix cache off, median TTFT went from 250 ms to 80 ms.",       # the other arm
        "With the radix cache on, median TPOT went from 250 ms to 80 ms.",        # another metric
    ]),
    ("p99 TTFT improved from 250 ms to 80 ms with the radix cache on.", [
        "p99 TTFT improved from 375 ms to 120 ms with the radix cache on.",
        "p99 TTFT worsened from 250 ms to 80 ms with the radix cache on.",
        "p99 TTFT did not improve from 250 ms to 80 ms with the radix cache on.",
    ]),
    ("That's a 68% cut in mean time to first token with the radix cache vs the no-cache run.", []),
    ("Mean time-to-first-token is about 80 ms with the radix cache on vs about 250 ms with the radix cache off.", [
        "Mean time-to-first-token is about 250 ms with the radix cache on vs about 80 ms with the radix cache off.",
        "Mean time-to-first-token is about 40 ms with the radix cache on vs about 250 ms with the radix cache off."]),
]
#: the claims that read today (the percent-cut noun phrase is helper W's / V's: kept out of the true rows)
CACHE_CLAIMS = [row for row in CACHE_CLAIMS if not row[0].startswith("That's")]

QUANT_OPENERS = [
    "In this video I compare the Q4_K_M and Q8_0 quants of Llama 3.1 8B on my RTX 4090 with llama.cpp:",
    "In this video I compare Q4_K_M and Q8_0 on my RTX 4090:",
    "In this post we compared the Q4_K_M vs Q8_0 quants on an RTX 4090:",
    "I tested both quants of Llama 3.1 8B with llama.cpp:",
    "\U0001F3AC In today's video I benchmark Q4_K_M against Q8_0 on an RTX 4090:",
    "Here I compare the two quants on one RTX 4090:",
    "Yesterday: completed the Q4_K_M vs Q8_0 comparison on an RTX 4090.",
]
QUANT_CLAIMS = [
    ("Q4_K_M generates about 140 tok/s vs about 90 tok/s for Q8_0.", [
        "Q4_K_M generates about 210 tok/s vs about 90 tok/s for Q8_0.",
        "Q4_K_M generates about 70 tok/s vs about 90 tok/s for Q8_0.",
        "Q8_0 generates about 140 tok/s vs about 90 tok/s for Q4_K_M.",
        "Q4_K_M does not generate about 140 tok/s vs about 90 tok/s for Q8_0.",
        "Q4_K_M generates about 140 req/s vs about 90 req/s for Q8_0."]),
    ("mean TTFT was 41 ms with Q4_K_M and 54 ms with Q8_0.", [
        "mean TTFT was 54 ms with Q4_K_M and 41 ms with Q8_0.",
        "mean TTFT was 62 ms with Q4_K_M and 54 ms with Q8_0.",
        "mean TPOT was 41 ms with Q4_K_M and 54 ms with Q8_0."]),
    ("Q4_K_M is roughly 1.5x faster than Q8_0 in output throughput.", [
        "Q4_K_M is roughly 2.3x faster than Q8_0 in output throughput.",
        "Q4_K_M is roughly 1.5x slower than Q8_0 in output throughput.",
        "Q8_0 is roughly 1.5x faster than Q4_K_M in output throughput."]),
]


def _cross(openers, claims, sep):
    true, twins = [], []
    for i, op in enumerate(openers):
        for j in (0, 1):
            claim, tw = claims[(i + j) % len(claims)]
            c = claim if sep == " " or not claim[:1].islower() else claim
            true.append(f"{op}{sep}{c}")
            twins += [f"{op}{sep}{t}" for t in tw]
    return true, twins


def _cap(s: str) -> str:
    return s[0].upper() + s[1:]


CACHE_TRUE, CACHE_TWINS = _cross(CACHE_OPENERS, [(_cap(c), [_cap(t) for t in tw]) for c, tw in CACHE_CLAIMS], " ")
QUANT_TRUE, QUANT_TWINS = _cross(QUANT_OPENERS, QUANT_CLAIMS, " ")

#: an opener that names a fact the witness contradicts or an arm it lacks, a negated or modal opener, a note with a
#: negation: never net-true
OPENER_TWINS = [
    ("cache", "Yesterday: finished the radix cache A/B on the H100. With the radix cache on, median TTFT went from "
              "250 ms to 80 ms."),
    ("cache", "Yesterday: finished the FP8 A/B on the A100. With the radix cache on, median TTFT went from 250 ms to "
              "80 ms."),
    ("cache", "Yesterday: finished the c64 sweep on the A100. With the radix cache on, median TTFT went from 250 ms "
              "to 80 ms."),
    ("cache", "Yesterday: never finished the radix cache A/B on the A100. With the radix cache on, median TTFT went "
              "from 250 ms to 80 ms."),
    ("cache", "Today: not writing it up. Median TTFT went from 250 ms to 80 ms with the radix cache on."),
    ("cache", "Today: writing it up. Median TTFT went from 80 ms to 250 ms with the radix cache on."),
    ("cache", "Done: reran the radix cache A/B with vLLM on the A100. Median TTFT went from 250 ms to 80 ms with the "
              "radix cache on."),
    ("cache", "Yesterday: finished the slower radix cache A/B on the A100. Median TTFT went from 250 ms to 80 ms "
              "with the radix cache on."),
    ("cache", "Yesterday: finished the flaky radix cache A/B on the A100. Median TTFT went from 250 ms to 80 ms "
              "with the radix cache on."),
    ("cache", "Yesterday: finished the aborted radix cache A/B on the A100. Median TTFT went from 250 ms to 80 ms "
              "with the radix cache on."),
    ("cache", "Yesterday: finished the preliminary radix cache A/B on the A100. Median TTFT went from 250 ms to 80 "
              "ms with the radix cache on."),
    ("cache", "Yesterday: finished half the radix cache A/B on the A100. Median TTFT went from 250 ms to 80 ms "
              "with the radix cache on."),
    ("cache", "Quick follow-up from the flaky sync: median TTFT went from 250 ms to 80 ms with the radix cache on."),
    ("quant", "In this video I compare the Q4_K_M and Q8_0 quants of Llama 3.1 70B on my RTX 4090 with llama.cpp: "
              "Q4_K_M generates about 140 tok/s vs about 90 tok/s for Q8_0."),
    ("quant", "In this video I compare the Q4_K_M and Q8_0 quants of Llama 3.1 8B on my RTX 3090 with llama.cpp: "
              "Q4_K_M generates about 140 tok/s vs about 90 tok/s for Q8_0."),
    ("quant", "In this video I compare the Q4_K_M and Q8_0 quants of Llama 3.1 8B on my RTX 4090 with vLLM: "
              "Q4_K_M generates about 140 tok/s vs about 90 tok/s for Q8_0."),
    ("quant", "In this video I compare the Q4_K_M and Q5_K_M quants on my RTX 4090: Q4_K_M generates about 140 "
              "tok/s vs about 90 tok/s for Q5_K_M."),
    ("quant", "In this video I don't compare the Q4_K_M and Q8_0 quants on my RTX 4090: Q4_K_M generates about 140 "
              "tok/s vs about 90 tok/s for Q8_0."),
    ("quant", "In this video I might compare Q4_K_M and Q8_0 on my RTX 4090: Q4_K_M generates about 140 tok/s vs "
              "about 90 tok/s for Q8_0."),
    ("quant", "In this video I compare Q4_K_M and Q4_K_M on my RTX 4090: Q4_K_M generates about 140 tok/s vs about "
              "90 tok/s for Q8_0."),
    ("quant", "In 3 videos I compare Q4_K_M and Q8_0 on my RTX 4090: Q4_K_M generates about 140 tok/s vs about 90 "
              "tok/s for Q8_0."),
]


@pytest.mark.parametrize("s", CACHE_TRUE)
def test_cache_openers_read_completely_and_net_true(wit, s):
    assert_read_net_true(grade(wit, "cache", s))


@pytest.mark.parametrize("s", QUANT_TRUE)
def test_quant_openers_read_completely_and_net_true(wit, s):
    assert_read_net_true(grade(wit, "quant", s))


@pytest.mark.parametrize("s", CACHE_TWINS)
def test_cache_twins_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "cache", s), s)


@pytest.mark.parametrize("s", QUANT_TWINS)
def test_quant_twins_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "quant", s), s)


@pytest.mark.parametrize("name,s", OPENER_TWINS)
def test_opener_twins_never_net_true(wit, name, s):
    assert_never_net_true(grade(wit, name, s), s)


#: a failed request in the cache arm: a count said of both arms behind an opener is never net-true
FAIL = ["Yesterday: finished the radix cache A/B on the A100. All 10 requests completed with the radix cache on.",
        "Today: writing it up. All 10 requests completed with the radix cache on."]


@pytest.mark.parametrize("s", FAIL)
def test_failed_arm_never_net_true(wit, s):
    assert_read_net_true(grade(wit, "cache", s))
    assert_never_net_true(grade(wit, "cache_fail", s), s)


#: a note or an opener alone claims nothing: not-yet, never net-true, never false
ALONE = ["Yesterday: finished the radix cache A/B on the A100.", "Today: writing it up.", "Writing it up.",
         "Yesterday: finished the radix cache A/B on the A100. Today: writing it up."]


@pytest.mark.parametrize("s", ALONE)
def test_an_opener_alone_claims_nothing(wit, s):
    res = grade(wit, "cache", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


#: honest but unclear: an imperative, a plan, a note with words the reader does not know -- never false
UNCLEAR = [("quant", "Compare the Q4_K_M and Q8_0 quants on an RTX 4090: Q4_K_M generates about 140 tok/s."),
           ("quant", "In this video I will compare Q4_K_M and Q8_0 on my RTX 4090."),
           ("cache", "Tomorrow: rerun the radix cache A/B on an H100."),
           ("cache", "Today: writing it up for the H100 folks. Median TTFT went from 250 ms to 80 ms with the radix "
                     "cache on."),
           ("cache", "Yesterday: finished the radix cache A/B. Numbers look good.")]


@pytest.mark.parametrize("name,s", UNCLEAR)
def test_unclear_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
