"""Result tables and value lists with several arms (issue 16; production table_row -- claimcheck/claims/table_rows.py;
docs/claim-check.md, "Grammar").

* A table whose header names the arms ("| | BF16 | FP8 |", a "|---|" separator) reads a row of a table's own words:
  "| Duration (s) | ... |" is the run's wall time (vLLM's "Benchmark duration"; vocabulary.TABLE_ROW_WALL_LABELS) and
  "| Completed | 100 | 100 |" / "| Failed requests | 0 | 0 |" each arm's count of completed / failed requests
  (vocabulary.TABLE_ROW_COUNT_LABELS), a bare whole number per cell.
* A header whose first cell names a swept setting ("| Concurrency | Mean TPOT (ms) |", "| Max concurrency | 1 | 4 |
  16 |") binds a cell that is one number of that setting to the arm that declares it (production setting_cell).
* A row under the header that is not read (an unknown label: "| Concurrency | 8 | 8 |", a cell of anything else)
  leaves the whole table as written: no cell of it is graded while another is unread (never `false`, never
  `net-true`).

Witness ``tq``, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm has the same TTFT
and inter-token latency, the wall is n x tokens / rate): 100 requests of 256 output tokens per arm, none failed.
fp8 ("FP8", treatment): TTFT 180 ms, ITL 11.5 ms, 2560 output tok/s, so wall 100 x 256 / 2560 = 10.0 s.
bf16 ("BF16", baseline): TTFT 210 ms, ITL 14.0 ms, 2048 output tok/s, so wall 100 x 256 / 2048 = 12.5 s.
Witness ``sw``: 20 requests of 64 output tokens per arm, each arm declaring its concurrency: c1 (1): TTFT 60 ms, TPOT
(= ITL) 13.9 ms; c4 (4): TTFT 80 ms, TPOT 15.2 ms; c16 (16): TTFT 145 ms, TPOT 19.4 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from hypothesis_profiles import examples  # noqa: E402
from claims_corpus.frame_checks import frame_test  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

from claimcheck.claims.vocabulary import TABLE_ROW_COUNT_LABELS, TABLE_ROW_WALL_LABELS  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 100 requests per arm"
NEG = "It is not true that "

SPECS = {
    "tq": [A("fp8", "FP8", ttft=0.18, itl=0.0115, tok=256, n=100, toks=2560, role="treatment"),
           A("bf16", "BF16", ttft=0.21, itl=0.014, tok=256, n=100, toks=2048, role="baseline")],
    "sw": [A("c1", "C1", ttft=0.06, itl=0.0139, tok=64, n=20, settings={"concurrency": 1}, role="baseline"),
           A("c4", "C4", ttft=0.08, itl=0.0152, tok=64, n=20, settings={"concurrency": 4}, role="treatment"),
           A("c16", "C16", ttft=0.145, itl=0.0194, tok=64, n=20, settings={"concurrency": 16}, role="treatment")],
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("table_frames")
    return {k: str(seal(root / k, *witness_for(Spec(k, arms, key="")))) for k, arms in SPECS.items()}


def _grade(wit, name, statement):
    return grade_statement(statement, wit[name], SCOPE if name == "tq" else "Llama-3.1-8B-Instruct on one H100, 20 "
                           "requests per arm")


H = "| | BF16 | FP8 |\n|---|---|---|\n"
HS = "| | FP8 | BF16 |\n|---|---|---|\n"  # the header's arms swapped

TRUE = [
    ("tq", H + "| Duration (s) | 12.5 | 10.0 |",
     [HS + "| Duration (s) | 12.5 | 10.0 |", H + "| Duration (s) | 10.0 | 12.5 |", H + "| Duration (s) | 18.8 | 15.0 |",
      H + "| Duration (ms) | 12.5 | 10.0 |", H + "| Mean duration (s) | 12.5 | 10.0 |",
      H + "| Duration (s) | 12.5 | 10.0 |\n| Concurrency | 8 | 8 |"]),
    ("tq", H + "| Duration (s) | 12.5 | 10.0 |\n| Completed | 100 | 100 |\n\nFP8 finished in 10 s vs 12.5 s.",
     [H + "| Duration (s) | 12.5 | 10.0 |\n| Completed | 100 | 90 |\n\nFP8 finished in 10 s vs 12.5 s.",
      H + "| Duration (s) | 12.5 | 10.0 |\n| Completed | 100 | 100 |\n\nFP8 finished in 12.5 s vs 10 s.",
      H + "| Duration (s) | 10.0 | 12.5 |\n| Completed | 100 | 100 |\n\nFP8 finished in 10 s vs 12.5 s.",
      H + "| Duration (s) | 12.5 | 10.0 |\n| Completed | 100% | 100% |\n\nFP8 finished in 10 s vs 12.5 s."]),
    ("tq", H + "| Mean TTFT (ms) | 210 | 180 |\n| Failed requests | 0 | 0 |\n| Successful requests | 100 | 100 |",
     [H + "| Mean TTFT (ms) | 210 | 180 |\n| Failed requests | 0 | 1 |\n| Successful requests | 100 | 100 |",
      H + "| Mean TTFT (ms) | 210 | 180 |\n| Failed requests | 0 | 0 |\n| Successful requests | 100 | 99 |",
      H + "| Mean TTFT (ms) | 180 | 210 |\n| Failed requests | 0 | 0 |\n| Successful requests | 100 | 100 |",
      H + "| Mean TTFT (ms) | 210 | 180 |\n| Failed requests | 0.0 | 0 |\n| Successful requests | 100 | 100 |",
      NEG + "\n" + H + "| Mean TTFT (ms) | 210 | 180 |\n| Failed requests | 0 | 0 |"]),
    ("tq", "| Metric | FP8 | BF16 |\n|---|---|---|\n| Wall time (s) | 10.0 | 12.5 |\n| Requests completed | 100 | 100 |",
     ["| Metric | FP8 | BF16 |\n|---|---|---|\n| Wall time (s) | 12.5 | 10.0 |\n| Requests completed | 100 | 100 |",
      "| Metric | BF16 | FP8 |\n|---|---|---|\n| Wall time (s) | 10.0 | 12.5 |\n| Requests completed | 100 | 100 |",
      "| Metric | FP8 | BF16 |\n|---|---|---|\n| Wall time (s) | 10.0 | 12.5 |\n| Requests completed | 10 | 100 |"]),
]

SW_ROWS = "| Concurrency | Median TTFT (ms) | Mean TPOT (ms) |\n|---|---|---|\n"
SW_COLS = "| Max concurrency | 1 | 4 | 16 |\n|---|---|---|---|\n"
TRUE += [
    ("sw", SW_ROWS + "| 1 | 60.0 | 13.9 |\n| 4 | 80.0 | 15.2 |\n| 16 | 145.0 | 19.4 |",
     [SW_ROWS + "| 1 | 60.0 | 15.2 |\n| 4 | 80.0 | 13.9 |\n| 16 | 145.0 | 19.4 |",
      SW_ROWS + "| 1 | 60.0 | 13.9 |\n| 4 | 145.0 | 15.2 |\n| 16 | 80.0 | 19.4 |",
      SW_ROWS + "| 1 | 60.0 | 13.9 |\n| 4 | 80.0 | 15.2 |\n| 8 | 145.0 | 19.4 |",
      SW_ROWS + "| 1 | 60.0 | 13.9 |\n| 4 | 80.0 | 15.2 |\n| 16 | 145.0 | 29.1 |",
      "| Batch size | Median TTFT (ms) | Mean TPOT (ms) |\n|---|---|---|\n| 1 | 60.0 | 13.9 |\n| 4 | 80.0 | 15.2 |"]),
    ("sw", SW_COLS + "| Mean TPOT (ms) | 13.9 | 15.2 | 19.4 |\n| Median TTFT (ms) | 60 | 80 | 145 |",
     [SW_COLS + "| Mean TPOT (ms) | 15.2 | 13.9 | 19.4 |\n| Median TTFT (ms) | 60 | 80 | 145 |",
      "| Max concurrency | 16 | 4 | 1 |\n|---|---|---|---|\n| Mean TPOT (ms) | 13.9 | 15.2 | 19.4 |",
      "| Max concurrency | 1 | 4 | 8 |\n|---|---|---|---|\n| Mean TPOT (ms) | 13.9 | 15.2 | 19.4 |",
      SW_COLS + "| Mean TPOT (ms) | 13.9 | 15.2 | 19.4 |\n| Median TTFT (s) | 60 | 80 | 145 |"]),
]

test_table_rows_of_a_tables_own_words = frame_test(TRUE, _grade, ids=[t[1][28:70] for t in TRUE])


NEVER_FALSE = [
    # a row not read leaves the whole table as written: the other rows' cells are not graded either
    H + "| Mean ITL (ms) | 11.5 | 14.0 |\n| Concurrency | 8 | 8 |",
    H + "| Mean ITL (ms) | 11.5 | 14.0 |\n| Notes | fast | slow |",
    H + "| Mean ITL (ms) | 11.5 | 14.0 |\n| | 8 | 8 |",
    "| Config | Mean ITL (ms) |\n|---|---|\n| BF16 | 11.5 |\n| mystery | 14.0 |",
    # a duration with a statistic or outside a table is no wall time; a count that is not a whole number is no count
    H + "| Mean duration (s) | 3.0 | 2.0 |",
    H + "| Completed | 90% | 100% |",
    "The BF16 duration was 3.0 s.",
    "Duration (s): BF16 3.0; FP8 2.0.",
]


@pytest.mark.parametrize("statement", NEVER_FALSE, ids=[s[28:70] for s in NEVER_FALSE])
def test_a_table_not_read_whole_is_never_false(statement, wit):
    res = _grade(wit, "tq", statement)
    assert res.verdict not in ("false", "net-true"), (res.verdict, res.reason)


SW_NEVER_FALSE = [
    SW_ROWS + "| 1 | 60.0 | 15.2 |\n| 8 | 80.0 | 13.9 |",  # a level no arm declares: the whole table unread
    "| Max concurrency | 1 | 4 | 8 |\n|---|---|---|---|\n| Mean TPOT (ms) | 15.2 | 13.9 | 19.4 |",
    "| Concurrency | Mean TPOT (ms) |\n|---|---|\n| 1.0 ms | 15.2 |",
    "| Prompts | Mean TPOT (ms) |\n|---|---|\n| 1 | 15.2 |\n| 4 | 13.9 |",  # not a swept setting
]


@pytest.mark.parametrize("statement", SW_NEVER_FALSE, ids=[s[:40] for s in SW_NEVER_FALSE])
def test_a_level_no_arm_declares_is_never_false(statement, wit):
    res = _grade(wit, "sw", statement)
    assert res.verdict not in ("false", "net-true"), (res.verdict, res.reason)


def test_a_sweep_table_is_false_where_a_cell_is_contradicted(wit):
    res = _grade(wit, "sw", SW_ROWS + "| 1 | 60.0 | 15.2 |\n| 4 | 80.0 | 13.9 |\n| 16 | 145.0 | 19.4 |")
    assert res.verdict == "false", res.reason


def test_a_table_read_whole_is_false_where_a_count_cell_is_contradicted(wit):
    res = _grade(wit, "tq", H + "| Duration (s) | 12.5 | 10.0 |\n| Completed | 100 | 90 |")
    assert res.verdict == "false", res.reason


_ARMS = {"BF16": ("12.5", "100", "0", "210"), "FP8": ("10.0", "100", "0", "180")}


@settings(deadline=None, max_examples=examples(40))
@given(wall=st.sampled_from(sorted(TABLE_ROW_WALL_LABELS)), count=st.sampled_from(sorted(TABLE_ROW_COUNT_LABELS)),
       order=st.sampled_from([("BF16", "FP8"), ("FP8", "BF16")]), rows=st.permutations([0, 1, 2]),
       twist=st.sampled_from(["none", "swap", "move", "unit"]))
def test_any_labels_any_order_true_net_true_twins_never(wit, wall, count, order, rows, twist):
    """Every wall and count label, either column order, any row order: true net-true (never false); a cell moved, the
    values of a row swapped or the unit changed: never net-true."""
    counts = {"completed": 1, "failed": 2}
    unit = "(ms)" if twist == "unit" else "(s)"
    lines = {0: (f"{wall.capitalize()} {unit}", 0), 1: (count.capitalize(), counts[TABLE_ROW_COUNT_LABELS[count]]),
             2: ("Mean TTFT (ms)", 3)}
    out = []
    for r in rows:
        label, k = lines[r]
        cells = [_ARMS[a][k] for a in order]
        if r == 0 and twist == "swap":  # the wall row: its two values differ
            cells = cells[::-1]
        if r == rows[0] and twist == "move":
            cells[0] = {"12.5": "15.0", "10.0": "8.0", "100": "99", "0": "2", "210": "252", "180": "216"}[cells[0]]
        out.append(f"| {label} | {cells[0]} | {cells[1]} |")
    statement = f"| | {order[0]} | {order[1]} |\n|---|---|---|\n" + "\n".join(out)
    res = _grade(wit, "tq", statement)
    if twist == "none":
        assert res.verdict == "net-true", (statement, res.verdict, res.reason)
    else:
        assert res.verdict != "net-true", (statement, res.reason)
