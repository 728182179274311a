"""The sequential adverbs as the setting concurrency = 1 (vocabulary.setting_phrases): "All 10 prompts completed on
both quants, one request at a time" -- a phrase every arm gives is a setting of the whole witness (a context fact,
checked), of some arms their name (as "at concurrency 1"). Before, "one request at a time" named an arm only in a
witness of two arms of two modes (mode_phrases), and after a comma in an all-sequential witness it stayed unread
(held-out development battery, a YouTube description).

Witnesses, worked out by hand (real_sentences.witness_specs rows, 10 requests per arm, every request of an arm alike):
``seq``: q4 (Q4_K_M, concurrency 1) 140 tok/s, q8 (Q8_0, concurrency 1) 90 tok/s; ``conc``: the same at concurrency 8.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama 3.1 8B on one H100, 10 prompts per arm"


def _arms(c):
    return [A("q4", "Q4_K_M", toks=140, tok=100, settings={"quantization": "Q4_K_M", "concurrency": c}, role="treatment"),
            A("q8", "Q8_0", toks=90, tok=100, settings={"quantization": "Q8_0", "concurrency": c}, role="baseline")]


wit = sealed_fixture("sequential_setting", {"seq": _arms(1), "conc": _arms(8)}, engine="llama.cpp")


def _grade(w, name, s):
    return grade_statement(s, w[name], SCOPE)


FRAMES = [
    ("seq", "All 10 prompts completed on both quants, one request at a time.",
     ["All 10 prompts completed on both quants, 8 at a time.", "All 20 prompts completed on both quants, one request "
      "at a time.", "All 10 prompts completed on both quants, concurrently."]),
    ("seq", "Q4_K_M generates about 140 tok/s, one request at a time.",
     ["Q4_K_M generates about 90 tok/s, one request at a time.", "Q8_0 generates about 140 tok/s, one request at a "
      "time.", "Q4_K_M generates about 140 tok/s, 8 requests at a time."]),
    ("seq", "Sequentially, Q4_K_M is about 1.56x faster than Q8_0 in output tok/s.",
     ["Sequentially, Q8_0 is about 1.56x faster than Q4_K_M in output tok/s.",
      "Concurrently, Q4_K_M is about 1.56x faster than Q8_0 in output tok/s.",
      "Sequentially, Q4_K_M is about 2.3x faster than Q8_0 in output tok/s."]),
]
test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("s", ["All 10 prompts completed on both quants, one request at a time.",
                               "Q4_K_M generates about 140 tok/s, one request at a time."])
def test_one_at_a_time_of_a_concurrent_witness_is_never_net_true_never_false(wit, s):
    res = _grade(wit, "conc", s)
    assert res.verdict != "net-true", (s, res.reason)
    assert_never_false(res, s)
