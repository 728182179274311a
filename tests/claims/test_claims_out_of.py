"""A count's "out of" read as "of" (production count_out_of, claimcheck/claims/out_of.py; issue 16).

"2 out of 50 requests failed with BF16", "Two out of the 50 requests failed on BF16", "48 out of 50 requests completed
with BF16": "out of" between two numbers says what "of" says, so every production that reads "N of M requests" reads
it, with its own checks. Twins (the part or the whole moved, the arms swapped, a negation, another verb) are never
net-true; "out of memory", "ran out of ..." and a number after "out of" with none before it keep their words (unread).

Witness (rows written by claims_corpus.witnesses.uniform, worked out by hand): bf16 (baseline) and fp8 (treatment),
50 requests each, 4 lanes; bf16's tasks 2 and 7 failed (48 of 50 completed), fp8 none failed (50 of 50).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

QUANT = {"bf16": {"aliases": ["BF16"], "workers": 4, "role": "baseline", "settings": {"quantization": "bf16"}},
         "fp8": {"aliases": ["FP8"], "workers": 4, "role": "treatment", "settings": {"quantization": "fp8"}}}
SCOPE = "one CPU host"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    rows = [uniform("bf16", 50, 10.0, 4, failed=(2, 7)), uniform("fp8", 50, 8.0, 4)]
    return str(seal(tmp_path_factory.mktemp("out_of") / "w", ab_witness(QUANT), {"rows.jsonl": [r for rr in rows
                                                                                               for r in rr]}))


ROWS = [
    ("2 out of 50 requests failed with BF16.",
     ["3 out of 50 requests failed with BF16.", "1 out of 50 requests failed with BF16.",
      "2 out of 50 requests failed with FP8.", "It is not true that 2 out of 50 requests failed with BF16.",
      "2 out of 50 requests succeeded with BF16."]),
    ("Two out of the 50 requests failed on BF16; FP8 completed all 50.",
     ["Four out of the 50 requests failed on BF16; FP8 completed all 50.",
      "Two out of the 50 requests failed on FP8; BF16 completed all 50."]),
]


@pytest.mark.parametrize("true,twins", ROWS, ids=[r[0][:50] for r in ROWS])
def test_read_completely_and_twins_never_net_true(true, twins, wit):
    res = grade_statement(true, wit, SCOPE)
    assert res.verdict == "net-true", (true, res.reason)
    for twin in twins:
        assert_never_net_true(grade_statement(twin, wit, SCOPE), twin)


@pytest.mark.parametrize("statement", [
    "BF16 ran out of 50 requests.",
    "2 requests failed with BF16, out of 50.",
    "BF16 ran out of memory on 2 requests.",
])
def test_other_out_of_stays_unread(statement, wit):
    res = grade_statement(statement, wit, SCOPE)
    assert res.verdict == "not-yet", (statement, res.reason)


@pytest.mark.parametrize("statement", [t for t, _ in ROWS] + ["2 out of 50 requests failed.",
                                                               "Two out of 50 requests failed in one of the runs."])
def test_never_false(statement, wit):
    assert_never_false(grade_statement(statement, wit, SCOPE), statement)
