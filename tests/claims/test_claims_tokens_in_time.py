"""An output-token count, the time it took and the token rate they make (grammar production tokens_in_time).

"673 tokens in 50 sec : 13,46 t/sec" (rs432, rs433 of tests/claims/real_sentences: MLC LLM's and llama.cpp's
output lines as users paste them), "Generated 1000 tokens in 10 s (100 tok/s)". Before, the rate read and the count
and the time stayed unread. The time is the wall the rate is computed over (a bare token rate reads as output tokens
/ wall): it is asserted as the wall time, the rate as the token throughput, and the count is read only as agreeing
with both (count / time within the stated precisions of the time and the rate); where they disagree none of it is
read. The count is then graded as the arm's output tokens (a count off by a few tokens, "675 tokens in 50 sec :
13,46 t/sec", agrees with the time and the rate at their precision and was net-true of 673 tokens: red team T); its
contradiction alone is held back (it may count the prompt tokens too): not-yet, never false. A twin that scales the count and the time together keeps them agreeing with the rate, so the wall time is
what catches it.

Witnesses worked out by hand (``uniform``: each lane's tasks back to back over [0, wall]; TTFT 0.1 s):

* ``one``: arms ``mlc`` and ``ref``, one request each of 673 output tokens spanning [0, 50] s -> wall 50 s,
  673 / 50 = 13.46 output tok/s;
* ``four``: arm ``big`` 4 requests of 250 tokens on 4 lanes over [0, 10] s -> wall 10 s, 1000 / 10 = 100 tok/s;
  arm ``small`` 4 requests of 250 tokens over [0, 20] s -> wall 20 s, 50 tok/s.
"""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = {"one": "one request per arm", "four": "4 requests per arm"}


def _bundle(root: Path, name: str, arms: dict, rows: list[dict]) -> str:
    return str(seal(root / name, ab_witness(arms, hardware="NVIDIA GTX 1060 6GB; Intel i5-7200U",
                                            model={"id": "vicuna-7b-v1.1-q3f16_0", "file_sha256": None},
                                            engine="MLC LLM", inputs={"tasks": len(rows) // len(arms)}, output_cap=1024),
                    {"rows.jsonl": rows}))


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("tokens_in_time")
    one = {"mlc": {"aliases": [], "workers": 1, "role": "treatment"},
           "ref": {"aliases": [], "workers": 1, "role": "baseline"}}
    four = {"big": {"aliases": [], "workers": 4, "role": "treatment"},
            "small": {"aliases": [], "workers": 4, "role": "baseline"}}
    return {
        "one": _bundle(root, "one", one, uniform("mlc", 1, 50.0, 1, completion=673)
                       + uniform("ref", 1, 50.0, 1, completion=673)),
        "four": _bundle(root, "four", four, uniform("big", 4, 10.0, 4, completion=250)
                        + uniform("small", 4, 20.0, 4, completion=250)),
    }


def _neg(s: str) -> str:
    return "It is not true that " + s[0].lower() + s[1:]


# (witness, true statement, twins: count / time / rate x1.5 and x0.5, count and time x2 together, arms swapped,
# a wrong GPU)
CASES = [
    ("one", "673 tokens in 50 sec : 13,46 t/sec",
     ["1010 tokens in 50 sec : 13,46 t/sec", "673 tokens in 75 sec : 13,46 t/sec", "673 tokens in 50 sec : 20,19 t/sec",
      "336 tokens in 25 sec : 13,46 t/sec", "1346 tokens in 100 sec : 13,46 t/sec", "673 tokens in 25 sec : 26,92 t/sec",
      "673 tokens in 50 sec : 13,46 t/sec on an A100"]),
    ("one", "mlc generated 673 tokens in 50 s (13.46 tok/s).",
     ["mlc generated 673 tokens in 50 s (20.19 tok/s).", "mlc generated 1346 tokens in 100 s (13.46 tok/s).",
      "mlc generated 673 tokens in 25 s (26.92 tok/s).", "mlc generated 673 tokens in 50 s (13.46 tok/s) on 8 GPUs."]),
    ("four", "big generated 1000 tokens in 10 s (100 tok/s).",
     ["small generated 1000 tokens in 10 s (100 tok/s).", "big generated 1500 tokens in 15 s (100 tok/s).",
      "big generated 500 tokens in 5 s (100 tok/s).", "big generated 1000 tokens in 10 s (150 tok/s).",
      "big generated 1000 tokens in 20 s (50 tok/s)."]),
    ("four", "With small, 1000 tokens in 20 seconds, 50 tok/s.",
     ["With big, 1000 tokens in 20 seconds, 50 tok/s.", "With small, 1000 tokens in 10 seconds, 100 tok/s.",
      "With small, 2000 tokens in 40 seconds, 50 tok/s."]),
]


@pytest.mark.parametrize("w,true,twins", CASES, ids=[c[1][:48] for c in CASES])
def test_the_frame_reads_completely_and_its_twins_never_agree(w, true, twins, wit):
    res = grade_statement(true, wit[w], SCOPE[w])
    assert_read_net_true(res)
    for twin in twins + [_neg(true)]:
        got = grade_statement(twin, wit[w], SCOPE[w])
        assert got.verdict != "net-true", (twin, got.reason)


@pytest.mark.parametrize("statement", [
    "673 tokens in 50 sec : 20,00 t/sec",     # 673 / 50 = 13.46: the three disagree, none of it is read
    "673 tokens in 50 sec",                    # no rate: a count of output tokens is not read
    "about 673 tokens in 50 sec : 13,46 t/sec",  # a hedged count: not this frame
    "673 tokens in 50 sec : 13,46 req/s",      # not a token rate
])
def test_what_stays_unread(statement):
    assert read_full(statement, "", {"mlc": [], "ref": []}).reading.unread, statement


def test_disagreeing_numbers_are_never_an_accusation(wit):
    assert grade_statement("673 tokens in 50 sec : 20,00 t/sec", wit["one"], SCOPE["one"]).verdict == "not-yet"


@settings(max_examples=80, deadline=None)
@given(count=st.integers(min_value=1, max_value=100000),
       secs=st.decimals(min_value=Decimal("0.5"), max_value=Decimal("999"), places=1),
       rate=st.decimals(min_value=Decimal("0.01"), max_value=Decimal("99999"), places=2))
def test_read_only_where_the_three_numbers_agree(count, secs, rate):
    """A general rule: the wall is asserted, and the count read, only where count / time is the rate within the stated
    precisions (docs/claim-check.md "Meaning and tolerance": h = min(0.5 x 10^-d, 5% of the value); time: one decimal,
    +-min(0.05, secs / 20) s; rate: two decimals, +-min(0.005, rate / 20)); then the assertions are exactly the wall,
    the rate and the count (the output tokens). (With +-0.05 s for every time, 4166 tokens in 0.5 s (7578.18 tok/s) was taken to agree: 0.5 s keeps
    +-0.025 s, 4166 / 0.525 = 7935 tok/s at the least.)"""
    got = read_full(f"{count} tokens in {secs} s ({rate} tok/s).", "", {"mlc": [], "ref": []}).reading
    ht, hr = min(Decimal("0.05"), secs / 20), min(Decimal("0.005"), rate / 20)
    lo, hi = Decimal(count) / (secs + ht), Decimal(count) / (secs - ht)
    agree = lo <= rate + hr and rate - hr <= hi
    if not agree:  # none of the frame is read (the rate in its parentheses may still read on its own, as before)
        assert not any(a.metric == "wall" for a in got.assertions), (count, secs, rate)
        assert any(u.text.endswith("tokens") for u in got.unread), (count, secs, rate)
        return
    assert sorted((a.metric, Decimal(str(a.value))) for a in got.assertions) == sorted(
        [("token_throughput", rate), ("wall", secs), ("completion_tokens", Decimal(count))])
