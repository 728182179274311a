"""The fast row check never accepts a row that the field-by-field check refuses (Hypothesis)."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from claimcheck.witnesses._rows import WitnessError
from claimcheck.witnesses.request_ab import _plainly_valid, check_row_fully

ANY = st.one_of(st.none(), st.booleans(), st.integers(-3, 300), st.floats(allow_nan=True, allow_infinity=True),
                st.text(max_size=3), st.lists(st.floats(0, 1), max_size=2))
TIMES = st.one_of(st.floats(-1, 20, allow_nan=False), st.integers(-1, 20), ANY)
COUNTS = st.one_of(st.integers(-2, 200), st.none(), ANY)
FIELDS = {"arm": st.one_of(st.sampled_from(["a", "b"]), ANY), "task_id": st.one_of(st.text(max_size=2), st.integers(), ANY),
          "ok": st.one_of(st.booleans(), ANY), "start_s": TIMES, "first_token_s": TIMES, "end_s": TIMES,
          "prompt_tokens": COUNTS, "completion_tokens": COUNTS, "cached_tokens": COUNTS,
          "run": st.one_of(st.integers(0, 3), st.text(max_size=2), ANY), "itls_s": ANY, "queue_s": ANY}


@st.composite
def rows(draw):
    return {k: draw(v) for k, v in FIELDS.items() if draw(st.integers(0, 9)) > 0 or k in ("run", "itls_s", "queue_s")
            and draw(st.booleans())}


@settings(max_examples=examples(3000), deadline=None)
@given(rows(), st.one_of(st.none(), st.integers(0, 100)))
def test_fast_path_accepts_only_what_the_full_check_accepts(row, cap):
    if _plainly_valid(row, cap):
        check_row_fully(row, source="<row>", output_cap=cap)  # must not raise


def test_fast_path_takes_the_common_row_and_refuses_the_subtle_ones():
    good = {"arm": "a", "task_id": "t1", "ok": True, "start_s": 0.0, "first_token_s": 0.5, "end_s": 1.0,
            "prompt_tokens": 10, "completion_tokens": 4, "cached_tokens": None}
    assert _plainly_valid(good, 8)
    for change in ({"ok": 1}, {"start_s": True}, {"end_s": math.inf}, {"end_s": None}, {"first_token_s": 2.0},
                   {"cached_tokens": 11}, {"completion_tokens": 9}, {"prompt_tokens": -1}):
        bad = {**good, **change}
        assert not _plainly_valid(bad, 8), change
        try:
            check_row_fully(bad, source="<row>", output_cap=8)
        except WitnessError:
            pass
        else:
            raise AssertionError(f"the full check accepts {change}")
    missing = dict(good)
    del missing["cached_tokens"]
    assert not _plainly_valid(missing, None)
