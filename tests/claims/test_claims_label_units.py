"""Two context frames of the real-sentence corpus (tests/claims/real_sentences): a quality header before values whose
units name their metrics, and a time per output token followed by the decode phase it is spent in.

* quality_label (grammar): "Performance: Up to 380 tok/s/user (w/ MTP) and 140 tok/s/user (w/o MTP) on 4 GB200 GPUs"
  (rs203). The header ("Performance", "Speed", "Efficiency") was inert only before a metric phrase or a speed word of
  the clause's own; a value whose rate unit names its metric ("380 tok/s/user", "30 req/s", "240 tok/s") is one too:
  its metric is the unit's, never the header's. A header before a bare ratio ("Performance: mtp is 1.9x over base",
  whose comparison would need the header's word as its metric) stays unread, as before.
* per_token (grammar): "It gives 47 ms/token decoding." (rs435). "47 ms/token" was read as the time per output token;
  the decode-phase word after it ("decoding", "decode") says the phase that time is spent in and nothing else. It is
  read only at the phrase's end (before punctuation, a preposition or the clause's end); before a noun it would modify
  ("ms/token decoding latency") the value stays unread, and "prefill" is never such a word.

Witness worked out by hand (``uniform`` with one task per lane, so every request spans the whole wall; 8 output tokens
each, TTFT 0.1 s):

* mtp (treatment): 24 tasks, wall 0.8 s -> 24 / 0.8 = 30 req/s; 24 * 8 / 0.8 = 240 output tok/s; TPOT
  (0.8 - 0.1) / 7 = 0.1 s = 100 ms per output token;
* base (baseline): 24 tasks, wall 1.5 s -> 16 req/s; 192 / 1.5 = 128 tok/s; TPOT (1.5 - 0.1) / 7 = 0.2 s = 200 ms.
"""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

ARMS = {"mtp": {"aliases": [], "workers": 24, "role": "treatment"},
        "base": {"aliases": [], "workers": 24, "role": "baseline"}}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 24 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    rows = uniform("mtp", 24, 0.8, 24, ttft=0.1) + uniform("base", 24, 1.5, 24, ttft=0.1)
    return str(seal(tmp_path_factory.mktemp("label_units") / "w",
                    ab_witness(ARMS, hardware="1 x NVIDIA H100 80GB HBM3",
                               model={"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None},
                               engine="vLLM", inputs={"tasks": 24}), {"rows.jsonl": rows}))


def _neg(s: str) -> str:
    return "It is not true that " + s[0].lower() + s[1:]


# (true statement, twins: numbers x1.5 and x0.5, arms swapped, a wrong GPU, a negation)
CASES = [
    ("Performance: 30 req/s (mtp) and 16 req/s (base).",
     ["Performance: 45 req/s (mtp) and 16 req/s (base).", "Performance: 30 req/s (mtp) and 8 req/s (base).",
      "Performance: 16 req/s (mtp) and 30 req/s (base).", "Performance: 30 req/s (mtp) and 16 req/s (base) on an A100."]),
    ("Speed: 240 tok/s with mtp and 128 tok/s with base.",
     ["Speed: 360 tok/s with mtp and 128 tok/s with base.", "Speed: 120 tok/s with mtp and 128 tok/s with base.",
      "Speed: 128 tok/s with mtp and 240 tok/s with base.", "Speed: 240 tok/s with mtp and 128 tok/s with base on an MI300X."]),
    ("Efficiency: mtp serves 30 requests per second.",
     ["Efficiency: mtp serves 45 requests per second.", "Efficiency: mtp serves 15 requests per second.",
      "Efficiency: base serves 30 requests per second.", "Efficiency: mtp serves 30 requests per second on 8 GPUs."]),
    ("mtp gives 100 ms/token decoding.",
     ["mtp gives 150 ms/token decoding.", "mtp gives 50 ms/token decoding.", "base gives 100 ms/token decoding.",
      "mtp gives 100 ms/token decoding on an A100."]),
    ("base gives 200 ms per token decode on one H100.",
     ["base gives 300 ms per token decode on one H100.", "base gives 100 ms per token decode on one H100.",
      "mtp gives 200 ms per token decode on one H100.", "base gives 200 ms per token decode on one A100."]),
    ("mtp gives 100 ms/token decoding, while base gives 200 ms/token decoding.",
     ["mtp gives 150 ms/token decoding, while base gives 200 ms/token decoding.",
      "mtp gives 100 ms/token decoding, while base gives 100 ms/token decoding.",
      "base gives 100 ms/token decoding, while mtp gives 200 ms/token decoding."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:48] for c in CASES])
def test_the_frame_reads_completely_and_its_twins_never_agree(true, twins, wit):
    res = grade_statement(true, wit, SCOPE)
    assert_read_net_true(res)
    for twin in twins + [_neg(true)]:
        got = grade_statement(twin, wit, SCOPE)
        assert_never_net_true(got, twin)


@pytest.mark.parametrize("statement", [
    "Performance: mtp is 1.875x over base.",          # the header would be the ratio's metric: unread, as before
    "mtp gives 100 ms/token decoding latency.",       # a noun after the phase word: not this frame
    "mtp gives 100 ms/token decoding speed.",
    "mtp gives 100 ms/token prefill.",                # another phase: never the time per output token
    "Performance: 100 ms (mtp).",                     # a bare duration names no metric
])
def test_what_stays_unread(statement):
    got = read_full(statement, "", {"mtp": [], "base": []})
    assert got.reading.unread, statement


@pytest.mark.parametrize("statement", [
    "mtp gives 100 ms/token decoding latency.",
    "mtp gives 100 ms/token prefill.",
    "Performance: mtp is 1.875x over base.",
])
def test_what_stays_unread_is_never_net_true_nor_false(statement, wit):
    assert grade_statement(statement, wit, SCOPE).verdict == "not-yet", statement


def test_the_phase_word_adds_nothing_to_the_value():
    """The reading of "N ms/token decoding" is the reading of "N ms/token": same metric, value and tolerance."""
    arms = {"mtp": [], "base": []}
    for a, b in [("mtp gives 100 ms/token decoding.", "mtp gives 100 ms/token."),
                 ("base gives 200 ms per token decode on one H100.", "base gives 200 ms per token on one H100.")]:
        ra, rb = read_full(a, "", arms).reading, read_full(b, "", arms).reading
        assert [x.model_dump(exclude={"span"}) for x in ra.assertions] == \
            [x.model_dump(exclude={"span"}) for x in rb.assertions]


@settings(max_examples=60, deadline=None)
@given(v=st.decimals(min_value=Decimal("0.1"), max_value=Decimal("999"), places=1),
       arm=st.sampled_from(["mtp", "base"]), unit=st.sampled_from(["ms/token", "ms per token", "s/token"]),
       phase=st.sampled_from(["decoding", "decode"]),
       tail=st.sampled_from([".", " on one H100.", ", measured on one H100.", " with mtp."]))
def test_the_phase_word_never_changes_a_reading(v, arm, unit, phase, tail):
    """A general rule: the reading with the decode-phase word is the reading without it, or the value stays unread
    (never a different assertion)."""
    arms = {"mtp": [], "base": []}
    with_phase = read_full(f"{arm} gives {v} {unit} {phase}{tail}", "", arms).reading
    without = read_full(f"{arm} gives {v} {unit}{tail}", "", arms).reading
    assert [x.model_dump(exclude={"span"}) for x in with_phase.assertions] == \
        [x.model_dump(exclude={"span"}) for x in without.assertions]
