"""Natural counts of a run's requests (claimcheck/claims/count_arms.py, count_frames.py, whole_run.py; grammar.lark
productions count_arms, request_counts, all_count, sent_set):

* a coordination after a count, after "with" / "using" too, and a plural noun after "both the A and the B"
  ("All 128 requests completed successfully with both the FP8 and the BF16 engines"): one count per named arm;
* "Neither card dropped a request": the hardware each arm ran on as a noun of the two arms (vocabulary
  HARDWARE_ARM_NOUNS, a witness of two arms only: "neither card", "on both cards", "on either GPU", "Both cards
  completed ..."), then "(16/16 ok on both)": every request of each named arm completed, N of N (also after "zero
  failures ..." and "every request completed ...");
* "No failed requests in either run (12/12 both weeks)": inside the parenthesis after the fraction, a restatement of
  the unit ("both weeks", "on both", "each", "ok");
* "We sent the 40 prompts one at a time, and all 40 completed in both runs": a first-person verb of sending the
  whole set (the count each arm's requests, or the arms' together: a count only their sum has is inconclusive, never
  false), a sequential adverb naming no arm (the setting concurrency = 1 of each arm), and "all 40" with its request
  noun left out after a count of the same requests earlier in the sentence.

Witnesses by hand (every request of an arm alike; "-f": the same witness with failed rows):
prec: FP8 128 requests in 20 s, BF16 128 in 30 s, all ok; prec-f: FP8's request t003 failed (127 of 128).
hw: H100 16 requests, L40S 16 (each arm's own hardware), all ok; hw-f: one H100 request failed.
weeks: this week 12 requests, last week 12, all ok; weeks-f: two of this week's failed.
seq: FP8 40 prompts back to back at 0.5 s, BF16 40 at 0.6 s, both concurrency 1, all ok; seq-f: one BF16 failure.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, H100, Spec, witness_for

L40S = "1 x NVIDIA L40S"
SPECS = {
    "prec": (Spec("prec", [A("fp8", "FP8", wall=20, n=128, settings={"dtype": "fp8"}),
                           A("bf16", "BF16", wall=30, n=128, settings={"dtype": "bfloat16"}, role="baseline")], key=""),
             ("fp8", 1)),
    "hw": (Spec("hw", [A("h100", "H100", wall=12, n=16, hardware=H100),
                       A("l40s", "L40S", wall=24, n=16, hardware=L40S, role="baseline")], key="", hw=None), ("h100", 1)),
    "weeks": (Spec("weeks", [A("now", "this week", wall=10, n=12), A("then", "last week", wall=12, n=12, role="baseline")],
                   key=""), ("now", 2)),
    "seq": (Spec("seq", [A("fp8", "FP8", seq=True, dur=0.5, n=40, settings={"dtype": "fp8", "concurrency": 1}),
                         A("bf16", "BF16", seq=True, dur=0.6, n=40, settings={"dtype": "bfloat16", "concurrency": 1},
                           role="baseline")], key=""), ("bf16", 1)),
}
N = {"prec": 128, "hw": 16, "weeks": 12, "seq": 40}


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("run-counts")
    out = {}
    for name, (spec, (arm, k)) in SPECS.items():
        w, files = witness_for(spec)
        out[name] = str(seal(root / name, w, files))
        rows, n = [], 0
        for r in files["rows.jsonl"]:
            if r["arm"] == arm and n < k:
                r, n = dict(r, ok=False), n + 1
            rows.append(r)
        out[name + "-f"] = str(seal(root / (name + "-f"), w, {"rows.jsonl": rows}))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], f"{N[name.removesuffix('-f')]} requests per arm")


FRAMES = [
    ("prec", "All 128 requests completed successfully with both the FP8 and the BF16 engines.",
     ["All 64 requests completed successfully with both the FP8 and the BF16 engines.",
      "All 192 requests completed successfully with both the FP8 and the BF16 engines.",
      "Not all 128 requests completed successfully with both the FP8 and the BF16 engines."]),
    ("prec", "All 128 requests completed with both FP8 and BF16.", ["All 96 requests completed with both FP8 and BF16."]),
    ("prec", "No request failed with either FP8 or BF16.", []),
    ("prec", "Every request completed using both the FP8 and the BF16 builds.", []),
    ("hw", "Neither card dropped a request (16/16 ok on both).",
     ["Neither card dropped a request (24/24 ok on both).", "Neither card dropped a request (8/8 ok on both).",
      "Neither card dropped a request (16/24 ok on both)."]),
    ("hw", "Neither GPU dropped a request.", []),
    ("hw", "16/16 requests succeeded on both cards.", ["24/24 requests succeeded on both cards.",
                                                       "8/8 requests succeeded on both cards."]),
    ("hw", "No request failed on either card.", []),
    ("hw", "Zero failures on either GPU (16/16 each).", ["Zero failures on either GPU (24/24 each)."]),
    ("hw", "Every request completed on both cards (16/16).", ["Every request completed on both cards (8/8)."]),
    ("hw", "Both cards completed all 16 requests.", ["Both cards completed all 24 requests.",
                                                     "Both cards completed all 8 requests."]),
    ("hw", "Both cards had no failed requests.", []),
    ("hw", "Neither the H100 nor the L40S dropped a request (16/16 on both).",
     ["Neither the H100 nor the L40S dropped a request (12/12 on both)."]),
    ("weeks", "No failed requests in either run (12/12 both weeks).",
     ["No failed requests in either run (18/18 both weeks).", "No failed requests in either run (6/6 both weeks)."]),
    ("weeks", "No failed requests in either run (12/12 ok each).", ["No failed requests in either run (10/10 ok each)."]),
    ("seq", "We sent the 40 prompts one at a time, and all 40 completed in both runs.",
     ["We sent the 60 prompts one at a time, and all 60 completed in both runs.",
      "We sent the 20 prompts one at a time, and all 20 completed in both runs.",
      "We sent the 40 prompts concurrently, and all 40 completed in both runs.",
      "We sent the 40 prompts one at a time, and all 30 completed in both runs."]),
    ("seq", "We sent the 40 prompts back to back.", ["We sent the 60 prompts back to back."]),
    ("seq", "I ran all 40 prompts sequentially, and all 40 succeeded with both FP8 and BF16.",
     ["I ran all 40 prompts sequentially, and all 60 succeeded with both FP8 and BF16."]),
]
#: each true row's statement against the witness with failed rows: never net-true
FAILED = [(name + "-f", true) for name, true, _ in FRAMES if name != "seq" or "completed" in true or "succeeded" in true]


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=[f"{n}:{t[:50]}" for n, t, _ in FRAMES])
def test_true_statement_is_read_completely_and_net_true(name, true, twins, wit):
    assert_read_net_true(grade(wit, name, true))


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=[f"{n}:{t[:50]}" for n, t, _ in FRAMES])
def test_twisted_twins_are_never_net_true(name, true, twins, wit):
    for twin in twins:
        assert_never_net_true(grade(wit, name, twin), twin)


@pytest.mark.parametrize("name,s", FAILED)
def test_a_count_of_every_request_is_never_net_true_where_one_failed(name, s, wit):
    assert_never_net_true(grade(wit, name, s), s)


#: honest but unclear: never false ("the 80 prompts" of two arms of 40: the arms' together, or each's? inconclusive)
NEVER_FALSE = [
    ("seq", "We sent the 80 prompts."),
    ("seq", "We sent the 80 prompts one at a time, and all 80 completed."),
    ("hw", "Both cards completed all 32 requests."),  # 16 each: the two cards' together? inconclusive
    ("prec", "All 128 requests, including the 16 with 8K-token prompts, completed in both configurations."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_unclear_variants_are_never_false(name, s, wit):
    assert_never_false(grade(wit, name, s), s)
