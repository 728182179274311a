"""Each corpus row is one case: grade through the Python API, assert the expected verdict (and,
where the row says so, that the result names the words it did not read). A handful of rows go
through the `fak claim-check` command line to pin the exit codes."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from .corpus import ROWS, SECOND, default_baseline_desc, default_scope
from .grading import describe, grade_row, named_text

BY_ID = {r.id: r for r in ROWS}


@pytest.mark.parametrize("row", ROWS, ids=[r.id for r in ROWS])
def test_row(row, corpus_witnesses):
    result = grade_row(row, corpus_witnesses)
    assert result.verdict in row.accepted, describe(row, result)
    if row.names and result.verdict == "not-yet":
        text = named_text(result)
        missing = [w for w in row.names if w.lower() not in text]
        assert not missing, f"{row.id}: the result does not name the unread word(s) {missing}: {result.reason}"


def test_corpus_covers_every_category_on_both_sides():
    """Each category holds a statement that must stay net-true and one that must not."""
    cats: dict[str, set[str]] = {}
    for r in ROWS:
        side = "true" if r.accepted == ("net-true",) else ("twist" if "net-true" not in r.accepted else "either")
        cats.setdefault(r.category, set()).add(side)
    one_sided = {c: s for c, s in cats.items() if not {"true", "twist"} <= s and c != "nothing"}
    assert not one_sided, one_sided
    assert len(ROWS) >= 150


def test_a_second_accepted_verdict_has_a_one_line_reason():
    """Issue 16: one expected verdict per row; a second one only with a one-line reason."""
    missing = [r.id for r in ROWS if len(r.accepted) > 1 and not SECOND.get(r.id, "").strip()]
    assert not missing, f"rows accepting two verdicts without a reason in corpus.SECOND: {missing}"
    assert all("\n" not in why for why in SECOND.values())
    assert all("net-true" not in r.accepted or len(r.accepted) == 1 or "not-yet" in r.accepted for r in ROWS)


EXIT_ROWS = {"lfl-control": 0, "q-strawman": 3, "none-x": 3, "prec-2x-at-1.55": 4, "q-tampered": 5}


@pytest.mark.parametrize("rid, code", sorted(EXIT_ROWS.items()))
def test_cli_exit_codes(rid, code, corpus_witnesses):
    row = BY_ID[rid]
    args = [sys.executable, "-m", "claimcheck.cli", "claim-check", "--statement", row.statement,
            "--baseline", row.baseline, "--baseline-desc", default_baseline_desc(row.witness),
            "--scope", row.scope if row.scope is not None else default_scope(row.witness),
            "--provenance", row.provenance, "--witness", corpus_witnesses[row.witness], "--json"]
    if row.net:
        args.append("--net")
    r = subprocess.run(args, capture_output=True, text=True, timeout=120)
    assert r.returncode == code, f"{rid}: exit {r.returncode}, expected {code}\n{r.stdout[-2000:]}\n{r.stderr[-2000:]}"
    out = json.loads(r.stdout)
    assert out["verdict"] in row.accepted
