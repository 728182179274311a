"""Content-blind termination audit: the seed's 49k probe and the content-blindness proof."""

import copy
import json
from collections.abc import Mapping

import numpy as np
import pytest
from click.testing import CliRunner

from claimcheck.cli import main
from claimcheck.errors import InputError
from claimcheck.termination import FIELDS, Thresholds, audit_file, audit_rows, tail_period

BUDGET = 49_152  # the seed's reasoning budget: rows hold up to 49,152 token IDs each
ANSWER_LIMIT = 512


def _loop_tail(rng, period, n):
    head = rng.integers(0, 150_000, size=n // 3).tolist()
    unit = rng.integers(0, 150_000, size=period).tolist()
    body = (unit * (n // period + 2))[: n - len(head)]
    return head + body


def seed_rows(seed=0):
    """48 samples: all hit the reasoning boundary; 37 exact loops, 11 unresolved; 9 answer-limit."""
    rng = np.random.default_rng(seed)
    rows = []
    periods = [3, 7, 16, 41, 64, 97, 128, 250, 511]
    for i in range(48):
        loop = i < 37
        toks = _loop_tail(rng, periods[i % len(periods)], BUDGET) if loop else \
            rng.integers(0, 150_000, size=BUDGET).tolist()
        rows.append({
            "sample_id": f"r{i // 4:02d}/k{i % 4}",
            "token_ids": toks,
            "finish_reason": "length",
            "reasoning_budget": BUDGET,
            "answer_tokens": ANSWER_LIMIT if i % 5 == 0 and i < 45 else 100 + i,
            "answer_limit": ANSWER_LIMIT,
            "text": f"decoded answer {i}",
            "correct": i % 2 == 0,
            "score": 0.5,
        })
    return rows


def test_seed_49k_probe_rejected():
    rows = seed_rows()
    assert sum(r["answer_tokens"] == ANSWER_LIMIT for r in rows) == 9
    r = audit_rows(rows)
    assert (r.n, r.finished, r.boundary_contacts) == (48, 0, 48)
    assert (r.loop_count, r.unresolved, r.answer_limit_contacts) == (37, 11, 9)
    by = {c.name: c for c in r.checks}
    assert by["loops"].percent == "77.08%" and by["unresolved"].percent == "22.92%"
    assert by["answer_limit"].percent == "18.75%"
    assert not any(c.passed for c in r.checks) and r.adequate is False
    periods = {lp.sample_id: lp.period for lp in r.loops}
    assert periods["r00/k1"] == 7 and all(lp.repeats >= 4 for lp in r.loops)


def test_decoded_text_and_correctness_cannot_change_the_verdict():
    rows = seed_rows()
    base = audit_rows(rows).model_dump()
    mutated = copy.deepcopy(rows)
    for i, row in enumerate(mutated):
        row["text"] = "" if i % 2 else "</think> The answer is 42. " * 50
        row["correct"] = not row["correct"]
        row["score"] = 1.0
        row["parsed_answer"] = {"x": i}
    assert audit_rows(mutated).model_dump() == base
    # and no field outside FIELDS is ever touched: a row that explodes on any other access
    class Guarded(Mapping):
        def __init__(self, d):
            self._d = d

        def __getitem__(self, k):
            if k not in FIELDS:
                raise AssertionError(f"audit read {k!r}")
            return self._d[k]

        def __iter__(self):
            raise AssertionError("audit iterated a row")

        def __len__(self):
            raise AssertionError("audit sized a row")

    assert audit_rows([Guarded(r) for r in rows]).model_dump() == base


def test_thresholds_strictness():
    # exactly 25% loops passes (<=), exactly 5% unresolved fails (<)
    rows = []
    for i in range(20):
        loop = i < 5
        toks = [1, 2] * 10 if loop else list(range(100 + i * 20, 120 + i * 20))
        reason = "length" if (loop or i == 5) else "stop"
        rows.append({"sample_id": str(i), "token_ids": toks, "finish_reason": reason, "reasoning_budget": 20,
                     "answer_tokens": 1, "answer_limit": 8})
    r = audit_rows(rows)
    by = {c.name: c for c in r.checks}
    assert by["loops"].rate == 0.25 and by["loops"].passed
    assert by["unresolved"].rate == 0.05 and not by["unresolved"].passed
    r2 = audit_rows(rows, Thresholds(unresolved_strict=False))
    assert r2.adequate


def test_bad_rows_refused(tmp_path):
    good = {"sample_id": "a", "token_ids": [1], "finish_reason": "stop", "reasoning_budget": 4,
            "answer_tokens": 0, "answer_limit": 4}
    for bad in ({**good, "finish_reason": "eos"}, {**good, "token_ids": [1] * 5},
                {k: v for k, v in good.items() if k != "answer_limit"}, {**good, "answer_tokens": 9}):
        with pytest.raises(InputError):
            audit_rows([bad])
    with pytest.raises(InputError):
        audit_rows([good, good])


@pytest.mark.parametrize("ids", [[1, True], [False], [1, 2.0], [1.5], ["1"], [1, None], [[1]], {"1": 1}, "12", None])
def test_token_ids_that_are_not_a_list_of_integers_are_refused(ids):
    row = {"sample_id": "a", "token_ids": ids, "finish_reason": "stop", "reasoning_budget": 4,
           "answer_tokens": 0, "answer_limit": 4}
    with pytest.raises(InputError, match="token_ids must be a list of integers"):
        audit_rows([row])
    assert audit_rows([{**row, "token_ids": [0, 1, 2**70]}]).finished == 1  # any JSON integer


def test_cli_audit_termination(tmp_path):
    p = tmp_path / "rows.jsonl"
    p.write_text("".join(json.dumps(r) + "\n" for r in seed_rows()))
    res = CliRunner().invoke(main, ["audit", "termination", str(p), "--json"])
    assert res.exit_code == 1, res.output
    d = json.loads(res.output)
    assert d["n"] == 48 and len(d["loops"]) == 37 and d["unresolved"] == 11 and d["answer_limit_contacts"] == 9
    assert round(100 * d["loop_rate"], 2) == 77.08 and d["adequate"] is False
    assert d["rows_sha256"] == audit_file(p).rows_sha256
    ok = CliRunner().invoke(main, ["audit", "termination", str(p), "--max-loops", "1", "--max-unresolved", "1",
                                   "--max-answer-limit", "1"])
    assert ok.exit_code == 0 and "adequate" in ok.output


def test_tail_period_basics():
    assert tail_period([5, 1, 2, 1, 2, 1, 2, 1, 2]) == (2, 4, 8)
    assert tail_period([1, 2, 1, 2, 1, 2]) is None  # only 3 repeats
    assert tail_period([7] * 10) == (1, 10, 10)
    assert tail_period([1, 2, 3, 4, 5, 6, 7, 8]) is None
    assert tail_period([9, 1, 2, 1, 2, 1, 2, 1, 2], min_span=10) is None
