"""Markdown table rows and total-throughput definitions (issue 16; productions table_row -- claimcheck/claims/
table_rows.py -- and total_definition -- claimcheck/claims/total_defs.py).

* table_row: "| TTFT p50 | 210 ms (main) | 180 ms (this PR) |", with or without the outer pipes, each cell's value
  read with the arm its own cell names; a cell naming no arm is bound by its column only under a header line of the
  same statement naming the arms in order ("| Metric | main | this PR |", a separator line optional); alone it stays
  unread (never false). A header's last "Change" / "Δ" / "Speedup" column is read only where each row's change cell
  is what its own two values make (14.0 -> 11.5: (11.5 - 14.0) / 14.0 = -17.9%, "-18%"; 2048 -> 2560: +25%, 1.25x),
  then inert; any other change cell leaves its row unread. A table whose rows are the arms ("| Config | TTFT p50 |
  Mean ITL |" over "| main | 210 ms | 14.0 ms |") reads a clause per cell, the metric its column's.
* total_definition: "Total token throughput (prompt + completion) is ...", "(input plus output)", "incl. prompt
  tokens", "(prompt and generated tokens)": the definition the name already names, inert; "(output only)" and any
  one-sided definition leave the statement unread.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm has the same TTFT and
inter-token latency; the wall is n x tokens / rate):

* ``tab`` -- 100 requests of 256 output tokens per arm. main (aliases "main", "baseline"): TTFT 210 ms, ITL 14.0 ms
  (so TPOT 14.0 ms), wall 100 x 256 / 2048 = 12.5 s -> 2048 output tok/s (each request 0.21 + 0.014 x 255 = 3.78 s
  < 12.5 s). pr ("this PR", "patched"): TTFT 180 ms, ITL 11.5 ms, wall 10 s -> 2560 output tok/s (3.1125 s each).
* ``tot`` -- 100 requests of 512 prompt + 256 output tokens per arm, TPOT 10 ms. old ("the old build"): wall
  100 x 768 / 1750 = 43.886 s -> 1,750 total tok/s (583.3 output tok/s); new ("the new build"): wall 27.429 s ->
  2,800 total tok/s (933.3 output tok/s); 2800 / 1750 = 1.6x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_test  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 100 requests per arm"
NEG = "It is not true that "

SPECS = {
    "tab": [A("pr", "this PR", "patched", ttft=0.18, itl=0.0115, tok=256, n=100, toks=2560, role="treatment"),
            A("main", "main", "baseline", ttft=0.21, itl=0.014, tok=256, n=100, toks=2048, role="baseline")],
    "tot": [A("new", "the new build", tok=256, prompt=512, n=100, totks=2800, tpot=0.01, role="treatment"),
            A("old", "the old build", tok=256, prompt=512, n=100, totks=1750, tpot=0.01, role="baseline")],
}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("tables")
    return {k: str(seal(root / k, *witness_for(Spec(k, arms, key="")))) for k, arms in SPECS.items()}


HEADER = "| Metric | main | this PR |\n|---|---:|---:|\n"
CHANGE = "| Metric | main | this PR | Change |\n|---|---|---|---|\n"

TRUE = [
    ("tab", "| TTFT p50 | 210 ms (main) | 180 ms (this PR) |",
     ["| TTFT p50 | 180 ms (main) | 210 ms (this PR) |", "| TTFT p50 | 315 ms (main) | 270 ms (this PR) |",
      "| TTFT p50 | 105 ms (main) | 90 ms (this PR) |", "| TTFT p50 | 210 ms (this PR) | 180 ms (main) |",
      NEG + "| TTFT p50 | 210 ms (main) | 180 ms (this PR) |"]),
    ("tab", "TTFT p50 | 210 ms (main) | 180 ms (this PR)",
     ["TTFT p50 | 180 ms (main) | 210 ms (this PR)", "TTFT p99 | 315 ms (main) | 270 ms (this PR)"]),
    ("tab", "| Output throughput | 2048 tok/s (baseline) | 2560 tok/s (patched) |",
     ["| Output throughput | 2560 tok/s (baseline) | 2048 tok/s (patched) |",
      "| Output throughput | 3072 tok/s (baseline) | 3840 tok/s (patched) |",
      "| Output throughput | 1024 tok/s (baseline) | 1280 tok/s (patched) |"]),
    ("tab", "| Mean TPOT | main: 14.0 ms | this PR: 11.5 ms |",
     ["| Mean TPOT | main: 11.5 ms | this PR: 14.0 ms |", "| Mean TPOT | main: 21.0 ms | this PR: 17.3 ms |"]),
    ("tab", "|Mean ITL|14.0 ms for main|11.5 ms with this PR|",
     ["|Mean ITL|11.5 ms for main|14.0 ms with this PR|", "|Mean ITL|7.0 ms for main|5.8 ms with this PR|"]),
    ("tab", HEADER + "| Mean ITL (ms) | 14.0 | 11.5 |",
     [HEADER + "| Mean ITL (ms) | 11.5 | 14.0 |", HEADER + "| Mean ITL (ms) | 21.0 | 17.3 |",
      "| Metric | this PR | main |\n|---|---|---|\n| Mean ITL (ms) | 14.0 | 11.5 |"]),
    ("tab", HEADER + "| TTFT p50 | 210 ms | 180 ms |\n| Output throughput (tok/s) | 2048 | 2560 |",
     [HEADER + "| TTFT p50 | 210 ms | 180 ms |\n| Output throughput (tok/s) | 2560 | 2048 |",
      HEADER + "| TTFT p50 | 180 ms | 210 ms |\n| Output throughput (tok/s) | 2048 | 2560 |"]),
    ("tab", CHANGE + "| Mean ITL (ms) | 14.0 | 11.5 | -18% |\n| Output throughput (tok/s) | 2048 | 2560 | +25% |",
     [CHANGE + "| Mean ITL (ms) | 14.0 | 11.5 | -27% |\n| Output throughput (tok/s) | 2048 | 2560 | +25% |",
      CHANGE + "| Mean ITL (ms) | 14.0 | 11.5 | +18% |\n| Output throughput (tok/s) | 2048 | 2560 | +25% |",
      CHANGE + "| Mean ITL (ms) | 21.0 | 17.3 | -18% |\n| Output throughput (tok/s) | 2048 | 2560 | +25% |",
      CHANGE + "| Mean ITL (ms) | 14.0 | 11.5 | -18% |\n| Output throughput (tok/s) | 2560 | 2048 | -20% |"]),
    ("tab", "| Metric | this PR | main | Speedup |\n|---|---|---|---|\n| Output throughput (tok/s) | 2560 | 2048 | 1.25x |",
     ["| Metric | this PR | main | Speedup |\n|---|---|---|---|\n| Output throughput (tok/s) | 2560 | 2048 | 1.5x |",
      "| Metric | this PR | main | Speedup |\n|---|---|---|---|\n| Output throughput (tok/s) | 3840 | 3072 | 1.25x |"]),
    ("tab", "| | main | this PR |\n| Mean ITL | 14.0 ms | 11.5 ms |",
     ["| | this PR | main |\n| Mean ITL | 14.0 ms | 11.5 ms |"]),
    # label lines the table rows become, written by hand: a statistic after the metric, entries joined by ","
    ("tab", "TTFT p50: main 210 ms; this PR 180 ms",
     ["TTFT p50: main 180 ms; this PR 210 ms", "TTFT p99: main 315 ms; this PR 270 ms"]),
    ("tab", "Mean ITL: 14 ms (main), 11.5 ms (this PR).",
     ["Mean ITL: 11.5 ms (main), 14 ms (this PR).", "Mean ITL: 21 ms (main), 11.5 ms (this PR).",
      "Mean ITL: 14 ms (main), 5.75 ms (this PR)."]),
    # a table whose rows are the arms: a clause per cell, the metric its column's
    ("tab", "| Config | TTFT p50 | Mean ITL |\n|---|---|---|\n| main | 210 ms | 14.0 ms |\n| this PR | 180 ms | 11.5 ms |",
     ["| Config | TTFT p50 | Mean ITL |\n|---|---|---|\n| main | 180 ms | 14.0 ms |\n| this PR | 210 ms | 11.5 ms |",
      "| Config | TTFT p50 | Mean ITL |\n|---|---|---|\n| main | 210 ms | 21.0 ms |\n| this PR | 180 ms | 11.5 ms |",
      "| Config | TTFT p99 | Mean ITL |\n|---|---|---|\n| main | 315 ms | 14.0 ms |\n| this PR | 270 ms | 11.5 ms |",
      "| Config | Mean ITL | TTFT p50 |\n|---|---|---|\n| main | 210 ms | 14.0 ms |\n| this PR | 180 ms | 11.5 ms |"]),
    ("tab", "| | TTFT p50 (ms) | Output throughput (tok/s) |\n|---|---|---|\n| main | 210 | 2048 |\n| this PR | 180 | 2560 |",
     ["| | TTFT p50 (ms) | Output throughput (tok/s) |\n|---|---|---|\n| main | 210 | 2048 |\n| this PR | 180 | 3840 |",
      "| | TTFT p50 (ms) | Output throughput (tok/s) |\n|---|---|---|\n| main | 105 | 2048 |\n| this PR | 180 | 2560 |"]),
    ("tab", "| Branch | TTFT p50 (ms) |\n| main | 210 |\n| this PR | 180 |",
     ["| Branch | TTFT p50 (ms) |\n| main | 180 |\n| this PR | 210 |", "| Branch | TTFT p50 (s) |\n| main | 210 |\n| this PR"
      " | 180 |"]),
    ("tot", "Total token throughput (prompt + completion) is 1,750 tok/s with the old build.",
     ["Total token throughput (prompt + completion) is 2,625 tok/s with the old build.",
      "Total token throughput (prompt + completion) is 875 tok/s with the old build.",
      "Total token throughput (prompt + completion) is 1,750 tok/s with the new build.",
      "Total token throughput (output only) is 1,750 tok/s with the old build.",
      NEG + "total token throughput (prompt + completion) is 1,750 tok/s with the old build."]),
    ("tot", "Total throughput (input plus output) reaches 2,800 tok/s with the new build.",
     ["Total throughput (input plus output) reaches 4,200 tok/s with the new build.",
      "Total throughput (input plus output) reaches 2,800 tok/s with the old build.",
      "Total throughput (excluding prompt) reaches 2,800 tok/s with the new build."]),
    ("tot", "With the new build, total throughput incl. prompt tokens is 2.8k tok/s.",
     ["With the new build, total throughput incl. prompt tokens is 1.4k tok/s.",
      "With the old build, total throughput incl. prompt tokens is 2.8k tok/s."]),
    ("tot", "Total token throughput (prompt and generated tokens) rises from 1750 to 2800 tokens/s with the new build.",
     ["Total token throughput (prompt and generated tokens) falls from 1750 to 2800 tokens/s with the new build.",
      "Total token throughput (prompt and generated tokens) rises from 1750 to 4200 tokens/s with the new build.",
      "Total token throughput (completion tokens) rises from 1750 to 2800 tokens/s with the new build."]),
    ("tot", "The new build's total throughput (output + input tokens) is 1.6x that of the old build.",
     ["The new build's total throughput (output + input tokens) is 2.4x that of the old build.",
      "The old build's total throughput (output + input tokens) is 1.6x that of the new build."]),
    ("tot", "Total tokens throughput including the prompt tokens: 1,750 tok/s (the old build); 2,800 tok/s (the new "
            "build).",
     ["Total tokens throughput including the prompt tokens: 2,800 tok/s (the old build); 1,750 tok/s (the new "
      "build)."]),
]


test_true_rows_read_completely_and_twins_never_net_true = frame_test(
    TRUE, lambda witnesses, wit, statement: grade_statement(statement, witnesses[wit], SCOPE), fixture="witnesses",
    ids=[t[1][:50] for t in TRUE])


NEVER_FALSE = [
    ("tab", "| Mean ITL (ms) | 14.0 | 11.5 |"),  # no header: which column is which arm?
    ("tab", "| Mean ITL (ms) | 11.5 | 14.0 |"),
    ("tab", "Mean ITL (ms) | 11.5 | 14.0"),
    ("tab", "| TTFT p50 | 210 ms (main) | 180 ms (this PR) | -14% |"),  # a delta column: left as written
    ("tab", HEADER + "| Mean ITL (ms) | 11.5 (this PR) | 14.0 |"),  # a cell naming another arm than its column
    ("tab", "| Metric | main | this PR | delta |\n| Mean ITL (ms) | 14.0 | 11.5 | +5% |"),  # not the values' change
    ("tab", "| Metric | main | this PR | Gain |\n| Mean ITL (ms) | 14.0 | 11.5 | 18% |"),  # no change column's name
    ("tab", "| Branch | TTFT p50 (ms) | Mean ITL (ms) |\n| main | 210 | 14.0 |\n| mystery | 180 | 11.5 |"),
    ("tab", "| Branch | TTFT p50 (ms) | Mean ITL (ms) |\n| main | 210 ms | 11.5 |"),  # a unit twice: left as written
    ("tab", "| Branch | TTFT | Notes |\n| main | 180 ms | fast |"),
    ("tot", "Total token throughput (output only) is 583 tok/s with the old build."),
    ("tot", "Total throughput (excluding prompt) is 933 tok/s with the new build."),
    ("tot", "Total throughput (decode) is 933 tok/s with the new build."),
    ("tot", "Total throughput (see below) is 933 tok/s with the new build."),
]


@pytest.mark.parametrize("wit, statement", NEVER_FALSE, ids=[s[:50] for _w, s in NEVER_FALSE])
def test_unbound_cells_and_one_sided_definitions_are_never_false(wit, statement, witnesses):
    res = grade_statement(statement, witnesses[wit], SCOPE)
    assert res.verdict not in ("false", "net-true"), (res.verdict, res.reason)


def test_a_header_binds_by_column_so_swapped_values_are_false(witnesses):
    res = grade_statement(HEADER + "| Mean ITL (ms) | 11.5 | 14.0 |", witnesses["tab"], SCOPE)
    assert res.verdict == "false", res.reason


def test_the_definition_is_inert_not_dropped(witnesses):
    res = grade_statement("Total token throughput (prompt + completion) is 1,750 tok/s with the old build.",
                          witnesses["tot"], SCOPE)
    assert any(s.text == "(prompt + completion)" for s in res.reading.inert), [s.text for s in res.reading.inert]
