"""The whole counted set as a label, and "whole" with its article dropped (production whole_run_label and the
article-less form of counted_work, claimcheck/claims/whole_run.py counted_subject).

"6/ Whole 10-prompt run: 45.7 s on the 4070, 73.1 s on the 3060", "whole 20-prompt set took 50.7 s on the 4090 box
and 65.0 s on the 3090 box": the colon after the whole counted set stands for "took"; the durations after it are each
arm's wall time and the count each arm's requests. Before: both were not-yet (the label and the values unread).

Witnesses, worked out by hand (real_sentences.witness_specs rows, Ollama, each arm recording its own GPU):

* ``cards``: r4070 (hardware RTX 4070) 10 prompts, wall 45.7 s; r3060 (RTX 3060, baseline) 10 prompts, wall 73.1 s.
* ``cards_fail``: as cards, but r3060's task 3 failed (ok false): its wall is still 73.1 s, 10 prompts given.
* ``big``: r4090 (RTX 4090) 20 prompts, wall 50.7 s; r3090 (RTX 3090, baseline) 20 prompts, wall 65.0 s.
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

CARDS = [A("r4070", wall=45.7, tok=100, n=10, hardware="RTX 4070"),
         A("r3060", wall=73.1, tok=100, n=10, hardware="RTX 3060", role="baseline")]
BIG = [A("r4090", wall=50.7, tok=100, n=20, hardware="RTX 4090"),
       A("r3090", wall=65.0, tok=100, n=20, hardware="RTX 3090", role="baseline")]
SCOPES = {"cards": "Ollama, Llama-3.1-8B-Instruct, 10 prompts per card", "cards_fail": "Ollama, Llama-3.1-8B-Instruct",
          "big": "Ollama, Llama-3.1-8B-Instruct, 20 prompts per card"}
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("whole_run_label")
    out = {}
    for name, arms in (("cards", CARDS), ("cards_fail", CARDS), ("big", BIG)):
        w, files = witness_for(Spec(name, arms, key="", engine="Ollama", hw=None))
        if name == "cards_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "r3060" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPES[name])


LABEL = "Whole 10-prompt run: 45.7 s on the 4070, 73.1 s on the 3060."
FRAMES = [
    ("cards", "6/ " + LABEL, []),
    ("cards", LABEL, [
        "Whole 10-prompt run: 68.55 s on the 4070, 73.1 s on the 3060.",     # x1.5
        "Whole 10-prompt run: 45.7 s on the 4070, 109.65 s on the 3060.",    # x1.5
        "Whole 10-prompt run: 22.85 s on the 4070, 36.55 s on the 3060.",    # x0.5
        "Whole 10-prompt run: 73.1 s on the 4070, 45.7 s on the 3060.",      # arms swapped
        "Whole 20-prompt run: 45.7 s on the 4070, 73.1 s on the 3060.",      # wrong count
        "Whole 5-prompt run: 45.7 s on the 4070, 73.1 s on the 3060.",       # wrong count
        "Whole 10-prompt run: 45.7 s on the 4090, 73.1 s on the 3060.",      # a GPU no arm ran on
        "Whole 10-prompt run: not 45.7 s on the 4070, 73.1 s on the 3060.",  # negation
        NEG + LABEL[0].lower() + LABEL[1:],
        "Whole 10-prompt run: 45.7 s mean TTFT on the 4070, 73.1 s on the 3060.",  # another metric
        "Whole 10-prompt run: 45.7 ms on the 4070, 73.1 ms on the 3060.",    # another unit
    ]),
    ("cards", "The whole 10-prompt set: 45.7 seconds on the RTX 4070 and 73.1 seconds on the RTX 3060.", [
        "The whole 10-prompt set: 73.1 seconds on the RTX 4070 and 45.7 seconds on the RTX 3060.",
        "The whole 10-prompt set: 45.7 seconds on the RTX 4070 and 109.65 seconds on the RTX 3060.",
    ]),
    ("cards", "Entire 10-request batch: about 46 s on the 4070, ~73 s on the 3060.", [
        "Entire 10-request batch: about 69 s on the 4070, ~73 s on the 3060.",
        "Entire 10-request batch: about 23 s on the 4070, ~37 s on the 3060.",
    ]),
    ("cards", "whole 10-prompt run took 45.7 s on the 4070 and 73.1 s on the 3060", [
        "whole 10-prompt run took 73.1 s on the 4070 and 45.7 s on the 3060",
        "whole 10-prompt run took 45.7 s on the 4070 and 36.55 s on the 3060",
        "whole 15-prompt run took 45.7 s on the 4070 and 73.1 s on the 3060",
        "whole 10-prompt run never took 45.7 s on the 4070",
    ]),
    ("big", "whole 20-prompt set took 50.7 s on the 4090 box and 65.0 s on the 3090 box", [
        "whole 20-prompt set took 76.05 s on the 4090 box and 65.0 s on the 3090 box",   # x1.5
        "whole 20-prompt set took 25.35 s on the 4090 box and 32.5 s on the 3090 box",   # x0.5
        "whole 20-prompt set took 65.0 s on the 4090 box and 50.7 s on the 3090 box",    # swapped
        "whole 10-prompt set took 50.7 s on the 4090 box and 65.0 s on the 3090 box",    # wrong count
        "whole 20-prompt set took 50.7 s on the 4080 box and 65.0 s on the 3090 box",    # wrong GPU
    ]),
    ("big", "Whole 20-prompt run: 50.7 s on the 4090, 65.0 s on the 3090.", [
        "Whole 20-prompt run: 65.0 s on the 4090, 50.7 s on the 3090.",
        "Whole 20-prompt run: 50.7 s on the 4090, 97.5 s on the 3090.",
    ]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")

# a failed request: the wall and the count given stay, so the label is still true (the twins stay never net-true)
test_fail_true, test_fail_twins = frame_tests([
    ("cards_fail", LABEL, ["Whole 10-prompt run: 73.1 s on the 4070, 45.7 s on the 3060.",
                           "Whole 10-prompt run: 45.7 s on the 4070, 36.55 s on the 3060."]),
], grade, fixture="wit")

# honest but unclear: a run label with no "whole" (a per-request time?), a label with the time before the count,
# a hedge of nearness: never false (unread or read and true)
UNCLEAR = ["10-prompt run: 45.7 s on the 4070, 73.1 s on the 3060.",
           "Whole run: 45.7 s on the 4070, 73.1 s on the 3060.",
           "Whole 10-prompt run: around 45 s on the 4070, 73 s on the 3060.",
           "Whole 10-prompt run: under 50 s on the 4070, over 70 s on the 3060.",
           "Whole 10-prompt run: 45.7 s on one card, 73.1 s on the other."]


@pytest.mark.parametrize("s", UNCLEAR)
def test_unclear_never_false(wit, s):
    assert_never_false(grade(wit, "cards", s), s)
