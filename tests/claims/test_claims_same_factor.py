"""Like for like, as a write-up says it: "on the same hardware", "(same model and settings)", "with the same model"
(descriptors._same: rs440 "on M1 Max I get 12 tokens/s - while in oobabooga i get 34 tokens/s... ( same model and
settings )", rs391 "... on the same hardware", rs442 "( same model and prompt ...)").

Each noun is a setting fact ``same_<what>`` checked against the witness's own record (descriptors._check_same):

* model: agrees where every arm runs one model id (the witness's, or each arm's own); two ids are unknowable, never
  contradicted (one model in two quantizations has two ids: "FP8 is 1.5x faster than BF16 with the same model");
* hardware: agrees where the witness records its hardware (one record for every arm of a request-ab witness) and no
  arm declares a hardware or GPU-count setting of its own that differs; never contradicted;
* settings: agrees only where every arm declares the same non-empty settings; never contradicted (arms differ in what
  they compare, and "same settings" says the rest are equal).

"the same" reads only after a lead (a preposition, "("), and only before those nouns ("same model and prompt": "and
prompt" stays unread; "The same model is 2x faster" is not read).

Witnesses worked out by hand (``uniform`` with one task per lane, so every request spans the whole wall):
``plain``: arms fast (24 tasks, wall 0.8 s -> 30 req/s) and slow (wall 1.5 s -> 16 req/s): 30 / 16 = 1.875x, no
settings, one model (Llama-3.1-8B-Instruct), hardware 1 x H100; ``declared``: the same rows, both arms declare
settings {concurrency: 24}; ``models``: the same rows, fast declares model Qwen2.5-7B-Instruct, slow
Llama-3.1-8B-Instruct; ``tp``: the same rows, fast declares tensor_parallel_size 2, slow 1.
"""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "24 requests per arm"
L8B = "meta-llama/Llama-3.1-8B-Instruct"


def _arms(fast: dict | None = None, slow: dict | None = None) -> dict:
    return {"fast": {"aliases": [], "workers": 24, "role": "treatment", **(fast or {})},
            "slow": {"aliases": [], "workers": 24, "role": "baseline", **(slow or {})}}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("same_factor")
    rows = uniform("fast", 24, 0.8, 24) + uniform("slow", 24, 1.5, 24)
    arms = {
        "plain": _arms(),
        "declared": _arms({"settings": {"concurrency": 24}}, {"settings": {"concurrency": 24}}),
        "models": _arms({"model": {"id": "Qwen/Qwen2.5-7B-Instruct"}}, {"model": {"id": L8B}}),
        "tp": _arms({"settings": {"tensor_parallel_size": 2}}, {"settings": {"tensor_parallel_size": 1}}),
    }
    return {k: str(seal(root / k, ab_witness(a, hardware="1 x NVIDIA H100 80GB HBM3",
                                             model={"id": L8B, "file_sha256": None}, engine="vLLM",
                                             inputs={"tasks": 24}), {"rows.jsonl": rows})) for k, a in arms.items()}


def _neg(s: str) -> str:
    return "It is not true that " + s[0].lower() + s[1:]


# (witness, true statement, twins: the ratio x1.5 / x0.5, arms swapped, a wrong GPU)
CASES = [
    ("plain", "fast is 1.875x faster than slow on the same hardware.",
     ["fast is 2.8x faster than slow on the same hardware.", "fast is 0.94x faster than slow on the same hardware.",
      "slow is 1.875x faster than fast on the same hardware.", "fast is 1.875x faster than slow on the same A100."]),
    ("plain", "fast is 1.875x faster than slow with the same model.",
     ["fast is 2.8x faster than slow with the same model.", "slow is 1.875x faster than fast with the same model.",
      "fast is 1.875x faster than slow with the same model on an MI300X."]),
    ("plain", "fast serves 30 req/s and slow 16 req/s (same model and hardware).",
     ["fast serves 45 req/s and slow 16 req/s (same model and hardware).",
      "fast serves 30 req/s and slow 8 req/s (same model and hardware).",
      "slow serves 30 req/s and fast 16 req/s (same model and hardware)."]),
    ("declared", "fast is 1.875x faster than slow (same model and settings).",
     ["fast is 2.8x faster than slow (same model and settings).", "slow is 1.875x faster than fast (same model and settings).",
      "fast is 1.875x faster than slow on 8 GPUs (same model and settings)."]),
]


@pytest.mark.parametrize("w,true,twins", CASES, ids=[c[1][:56] for c in CASES])
def test_the_same_reads_completely_and_its_twins_never_agree(w, true, twins, wit):
    res = grade_statement(true, wit[w], SCOPE)
    assert_read_net_true(res)
    for twin in twins + [_neg(true)]:
        got = grade_statement(twin, wit[w], SCOPE)
        assert got.verdict != "net-true", (twin, got.reason)


@pytest.mark.parametrize("w,statement", [
    ("models", "fast is 1.875x faster than slow with the same model."),      # two model ids: unknowable
    ("models", "fast is 1.875x faster than slow (same model and settings)."),
    ("tp", "fast is 1.875x faster than slow on the same hardware."),         # its own GPU counts differ: unknowable
    ("plain", "fast is 1.875x faster than slow (same model and settings)."),  # no settings declared: unknowable
    ("tp", "fast is 1.875x faster than slow (same model and settings)."),    # settings differ: unknowable
])
def test_a_like_for_like_the_witness_does_not_confirm_is_never_net_true(w, statement, wit):
    assert_never_net_true(grade_statement(statement, wit[w], SCOPE), statement)


@pytest.mark.parametrize("w,statement", [
    ("models", "fast is 1.875x faster than slow with the same model."),
    ("tp", "fast is 1.875x faster than slow on the same hardware."),
    ("plain", "fast is 1.875x faster than slow (same model and settings)."),
    ("tp", "fast is 1.875x faster than slow (same model and settings)."),
])
def test_an_unconfirmed_like_for_like_is_never_an_accusation(w, statement, wit):
    assert_never_false(grade_statement(statement, wit[w], SCOPE), statement)


@pytest.mark.parametrize("statement", [
    "The same model is 2x faster.",                          # no lead: not a like-for-like phrase
    # ("fast gets 12 tokens/s (same model and prompt)" is read now: production same_control takes "prompt" as the
    # inputs, checked against every arm's rows -- tests/claims/test_claims_controls.py)
    "fast gets 12 tokens/s on the same day.",                # nor "day" ("the same workload" is same_workload:
                                                             # checked against the task ids, test_claims_narrative_pairs)
])
def test_what_stays_unread(statement):
    assert read_full(statement, "", {"fast": [], "slow": []}).reading.unread, statement


def test_same_throughput_is_not_this_frame():
    """'the same throughput as' is a parity claim (claimcheck/claims/parity.py), never a like-for-like fact."""
    got = read_full("fast delivers the same throughput as slow.", "", {"fast": [], "slow": []}).reading
    assert not any(f.key.startswith("same_") for f in got.context)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(r=st.decimals(min_value=Decimal("0.5"), max_value=Decimal("4"), places=2),
       suffix=st.sampled_from([" on the same hardware.", " with the same model.", " (same model and settings).",
                               " (same model and hardware)."]),
       w=st.sampled_from(["plain", "declared", "models", "tp"]))
def test_a_like_for_like_phrase_never_makes_a_claim_truer_or_an_accusation(r, suffix, w, wit):
    """A general rule: with the phrase, net-true only where net-true without it, and false only where false without
    it (the phrase adds a condition the witness must confirm; it never accuses on its own)."""
    base = f"fast is {r}x faster than slow"
    without = grade_statement(base + ".", wit[w], SCOPE).verdict
    with_it = grade_statement(base + suffix, wit[w], SCOPE).verdict
    if with_it == "net-true":
        assert without == "net-true", (r, suffix, w)
    if with_it == "false":
        assert without == "false", (r, suffix, w)
