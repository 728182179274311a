"""Arms named by their condition, difference and speedup lines, arrows, and rows that name their arm (issue 16;
productions arm_by_state, under_arm, arm_by_noun -- claimcheck/claims/state_arms.py, arm_nouns.py; delta_line,
speedup_line, arrow_direction, paren_entry, trailing_change, comma_label -- claimcheck/claims/delta_lines.py;
table_row's arm_cells -- claimcheck/claims/table_rows.py; per_token_cost -- claimcheck/claims/token_costs.py).

Each true statement is read completely and grades net-true; each twin (the sign or arrow flipped, the subtraction
order or "over" swapped with the same sign, the amount x1.5 / x0.5, a state word of the other arm, a condition no
arm has, a negation) is never net-true; the honest scopes are never false.

Witnesses, worked out by hand (20 requests per arm unless said; real_sentences.witness_specs.arm_rows: every request
of an arm has the same TTFT, TPOT and so the same end-to-end latency TTFT + TPOT x (tokens - 1)):

* ``fusion`` (100 output tokens) -- fused (aliases "kernel fusion", "fused kernels"; kernel_fusion triton,
  fusion_backend inductor; treatment): 5.0 req/s, TTFT 120 ms, TPOT 10 ms, e2e 0.12 + 0.01 x 99 = 1.11 s;
  unfused (alias "plain kernels"; kernel_fusion none; baseline): 4.0 req/s, TTFT 150 ms, TPOT 12.5 ms, e2e 0.15 +
  0.0125 x 99 = 1.3875 s. The arms differ only in keys on in fused and off or undeclared in unfused (an on / off
  pair: state_arms.on_off_arms). fused - unfused: TTFT -30 ms (-20%), TPOT -2.5 ms (-20%); request throughput
  5.0 / 4.0 = 1.25x (+25%); output throughput 500 vs 400 tok/s.
* ``pd`` (100 output tokens) -- split (aliases "prefill-decode split", "split serving"; pd_split true,
  prefill_workers 2; treatment): 2.0 req/s, TTFT 400 ms, TPOT 20 ms; joint (alias "joint serving"; pd_split
  false; baseline): 1.6 req/s, TTFT 350 ms, TPOT 30 ms. split - joint: TTFT +50 ms (+14.3%), TPOT -10 ms
  (-33.3%), request throughput 2.0 / 1.6 = 1.25x (+25%).
* ``kern`` (100 output tokens; two arms, both "on": no state phrases) -- triton (alias "Triton"; attn_kernel
  triton; treatment): 2.2 req/s, TTFT 180 ms, TPOT 16 ms, e2e 0.18 + 0.016 x 99 = 1.764 s; cutlass (alias
  "CUTLASS"; attn_kernel cutlass; baseline): 2.0 req/s, TTFT 200 ms, TPOT 20 ms, e2e 0.2 + 0.02 x 99 = 2.18 s.
  triton - cutlass: TTFT -20 ms (-10%), TPOT -4 ms (-20%; cutlass / triton 1.25x); request throughput +10%
  (1.1x); e2e 2.18 / 1.764 = 1.2358 (~1.24x).
  The time per output token said of the token: fused - unfused -2.5 ms; split - joint -10 ms.
* ``three`` (50 output tokens, 1.0 req/s each) -- ref (alias "Reference"; baseline): TTFT 500 ms; alpha
  ("Alpha"): TTFT 400 ms; beta ("Beta"): TTFT 300 ms, TPOT 10 ms each. beta - ref: -200 ms; alpha - ref: -100 ms;
  beta - alpha: -100 ms (two treatments: never net-true, Q1 wants the baseline or a controlled pair).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 20 requests per arm"
NEG = "It is not true that "

SPECS = {
    "fusion": [A("fused", "kernel fusion", "fused kernels", thr=5.0, ttft=0.12, tpot=0.010, tok=100, n=20,
                 settings={"kernel_fusion": "triton", "fusion_backend": "inductor"}, role="treatment"),
               A("unfused", "plain kernels", thr=4.0, ttft=0.15, tpot=0.0125, tok=100, n=20,
                 settings={"kernel_fusion": "none"}, role="baseline")],
    "pd": [A("split", "prefill-decode split", "split serving", thr=2.0, ttft=0.40, tpot=0.02, tok=100, n=20,
             settings={"pd_split": True, "prefill_workers": 2}, role="treatment"),
           A("joint", "joint serving", thr=1.6, ttft=0.35, tpot=0.03, tok=100, n=20, settings={"pd_split": False},
             role="baseline")],
    "kern": [A("triton", "Triton", thr=2.2, ttft=0.18, tpot=0.016, tok=100, n=20, settings={"attn_kernel": "triton"},
               role="treatment"),
             A("cutlass", "CUTLASS", thr=2.0, ttft=0.20, tpot=0.02, tok=100, n=20,
               settings={"attn_kernel": "cutlass"}, role="baseline")],
    "three": [A("ref", "Reference", thr=1.0, ttft=0.5, tpot=0.01, tok=50, n=20, role="baseline"),
              A("alpha", "Alpha", thr=1.0, ttft=0.4, tpot=0.01, tok=50, n=20, role="treatment"),
              A("beta", "Beta", thr=1.0, ttft=0.3, tpot=0.01, tok=50, n=20, role="treatment")],
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("condition_arms")
    return {name: str(seal(root / name, *witness_for(Spec(name, arms, key="", engine=None))))
            for name, arms in SPECS.items()}


# (witness, true statement, twins)
FRAMES = [
    # --- arm_by_state: the treatment's own names with an on / off word -------------------------------------
    ("fusion", "With kernel fusion enabled, mean TTFT is 120 ms.", [
        "With kernel fusion disabled, mean TTFT is 120 ms.",            # the other arm's state
        "With kernel fusion enabled, mean TTFT is 180 ms.",             # x1.5
        "With kernel fusion enabled, mean TTFT is 60 ms.",              # x0.5
        "With plain kernels enabled, mean TTFT is 120 ms.",             # an on word after the off arm: unread
        NEG + "with kernel fusion enabled, mean TTFT is 120 ms.",
    ]),
    ("fusion", "Without kernel fusion, mean TTFT is 150 ms.", [
        "Without kernel fusion, mean TTFT is 120 ms.",
        "Without plain kernels, mean TTFT is 150 ms.",                  # no phrase of the off arm's own name
        "Without kernel fusion, mean TTFT is 225 ms.",
    ]),
    ("fusion", "TPOT drops from 12.5 ms to 10 ms once kernel fusion is turned on.", [
        "TPOT drops from 12.5 ms to 10 ms once kernel fusion is turned off.",
        "TPOT rises from 12.5 ms to 10 ms once kernel fusion is turned on.",
        "TPOT drops from 12.5 ms to 15 ms once kernel fusion is turned on.",
    ]),
    ("fusion", "Request throughput is 25% higher with fused kernels switched on.", [
        "Request throughput is 25% lower with fused kernels switched on.",
        "Request throughput is 37.5% higher with fused kernels switched on.",
        "Request throughput is 12.5% higher with fused kernels switched on.",
        "Request throughput is 25% higher with fused kernels switched off.",
    ]),
    ("fusion", "With kernel fusion disabled, TPOT is 12.5 ms.", [
        "With kernel fusion disabled, TPOT is 10 ms.",
        "With kernel fusion disabled, TPOT is 18.75 ms.",
    ]),
    ("fusion", "Mean TTFT is 30 ms lower after enabling kernel fusion.", [
        "Mean TTFT is 30 ms higher after enabling kernel fusion.",
        "Mean TTFT is 30 ms lower after disabling kernel fusion.",
        "Mean TTFT is 45 ms lower after enabling kernel fusion.",
    ]),
    # --- under_arm, arm_by_noun, "than PREP the ARM" --------------------------------------------------------
    ("pd", "Under the prefill-decode split, TTFT is 50 ms higher than under joint serving.", [
        "Under joint serving, TTFT is 50 ms higher than under the prefill-decode split.",   # arms swapped
        "Under the prefill-decode split, TTFT is 50 ms lower than under joint serving.",
        "Under the prefill-decode split, TTFT is 75 ms higher than under joint serving.",
        "Under the prefill-decode split, TTFT is 25 ms higher than under joint serving.",
        "Under heavy load, TTFT is 50 ms higher with the prefill-decode split.",            # a condition no arm has
    ]),
    ("pd", "TPOT under split serving is 10 ms lower than in the joint setup.", [
        "TPOT under split serving is 10 ms higher than in the joint setup.",
        "TPOT in the joint setup is 10 ms lower than under split serving.",
        "TPOT under split serving is 15 ms lower than in the joint setup.",
    ]),
    ("pd", "Under split serving, request throughput rises by 25%.", [
        "Under split serving, request throughput falls by 25%.",
        "Under joint serving, request throughput rises by 25%.",
        "Under split serving, request throughput rises by 50%.",
    ]),
    ("pd", "Mean TPOT for split serving is 10 ms lower than for joint serving.", [
        "Mean TPOT for joint serving is 10 ms lower than for split serving.",
        "Mean TPOT for split serving is 5 ms lower than for joint serving.",
    ]),
    ("pd", "TTFT is 350 ms with the joint serving configuration.", [
        "TTFT is 350 ms with the split serving configuration.",
        "TTFT is 525 ms with the joint serving configuration.",
    ]),
    ("pd", "Without the prefill-decode split, TPOT is 30 ms.", [
        "Without the prefill-decode split, TPOT is 20 ms.",
    ]),
    # --- delta_line: the sign fixes the direction, the parentheses the order ---------------------------------
    ("kern", "Δ mean TTFT (Triton − CUTLASS): −20 ms", [
        "Δ mean TTFT (CUTLASS − Triton): −20 ms",                       # order swapped, same sign
        "Δ mean TTFT (Triton − CUTLASS): +20 ms",                       # sign flipped
        "Δ mean TTFT (Triton − CUTLASS): −30 ms",
        "Δ mean TTFT (Triton − CUTLASS): −10 ms",
        "Δ mean TTFT (Triton − CUTLASS): 20 ms",                        # no sign: never guessed
        "Δ mean TTFT (Triton − CUTLASS): −20 ms on an A100",
    ]),
    ("kern", "ΔTTFT (Triton − CUTLASS): −20 ms", [
        "ΔTTFT (CUTLASS − Triton): −20 ms",
        "ΔTTFT (Triton − CUTLASS): +20 ms",
        "ΔTTFT (Triton − CUTLASS): −40 ms",
    ]),
    ("kern", "Mean TPOT delta (CUTLASS - Triton) = +4 ms", [
        "Mean TPOT delta (Triton - CUTLASS) = +4 ms",
        "Mean TPOT delta (CUTLASS - Triton) = -4 ms",
        "Mean TPOT delta (CUTLASS - Triton) = +6 ms",
    ]),
    ("kern", "Diff TTFT (Triton minus CUTLASS): -10%", [
        "Diff TTFT (CUTLASS minus Triton): -10%",
        "Diff TTFT (Triton minus CUTLASS): +10%",
        "Diff TTFT (Triton minus CUTLASS): -15%",
    ]),
    ("three", "Δ mean TTFT (Beta − Reference): −200 ms", [
        "Δ mean TTFT (Reference − Beta): −200 ms",
        "Δ mean TTFT (Beta − Reference): −300 ms",
        "Δ mean TTFT (Alpha − Reference): −200 ms",                     # alpha - ref is -100 ms
        "Δ mean TTFT (Beta − Alpha): +100 ms",                          # beta - alpha is -100 ms
    ]),
    # --- speedup_line: "over" orders the arms; "vs" is never read -------------------------------------------
    ("kern", "Speedup (request throughput, Triton over CUTLASS): 1.1x", [
        "Speedup (request throughput, CUTLASS over Triton): 1.1x",
        "Speedup (request throughput, Triton vs CUTLASS): 1.1x",
        "Speedup (request throughput, Triton over CUTLASS): 1.65x",
    ]),
    ("kern", "E2E latency speedup (Triton over CUTLASS): ~1.24x", [
        "E2E latency speedup (CUTLASS over Triton): ~1.24x",
        "E2E latency speedup (Triton over CUTLASS): ~1.86x",
    ]),
    ("kern", "Speedup of Triton over CUTLASS (mean TPOT): 1.25x", [
        "Speedup of CUTLASS over Triton (mean TPOT): 1.25x",
        "Speedup of Triton over CUTLASS (mean TPOT): 1.9x",
    ]),
    # --- arrow_direction -------------------------------------------------------------------------------------
    ("kern", "TPOT ↓20% with Triton (20 ms → 16 ms)", [
        "TPOT ↑20% with Triton (20 ms → 16 ms)",
        "TPOT ↓30% with Triton (20 ms → 16 ms)",
        "TPOT ↓20% with CUTLASS",
    ]),
    ("kern", "Mean TPOT ▼ 20% with Triton", [
        "Mean TPOT ▲ 20% with Triton",
        "Mean TPOT ▼ 20% with CUTLASS",
        "Mean TPOT ▼ 10% with Triton",
    ]),
    ("kern", "Request throughput ↑ 10% with the Triton backend", [
        "Request throughput ↓ 10% with the Triton backend",
        "Request throughput ↑ 10% with the CUTLASS backend",
        "Request throughput ↑ 15% with the Triton backend",
    ]),
    # --- per_token_cost: the time each output token costs is the TPOT difference -----------------------------
    ("fusion", "Every output token costs ~2.5 ms less with kernel fusion.", [
        "Every output token costs ~2.5 ms more with kernel fusion.",
        "Every output token costs ~2.5 ms less with plain kernels.",
        "Every output token costs ~3.75 ms less with kernel fusion.",
        "Every output token costs ~1.25 ms less with kernel fusion.",
    ]),
    ("fusion", "Each generated token takes 2.5 ms longer without kernel fusion.", [
        "Each generated token takes 2.5 ms shorter without kernel fusion.",
        "Each generated token takes 2.5 ms longer with kernel fusion.",
        "Each generated token takes 5 ms longer without kernel fusion.",
    ]),
    ("pd", "Joint serving adds 10 ms per output token.", [
        "Split serving adds 10 ms per output token.",
        "Joint serving adds 15 ms per output token.",
        "Joint serving adds 5 ms per output token.",
        "Joint serving costs 30 ms per output token.",                  # its own TPOT or a difference? unread
    ]),
    # --- rows and label lines that name their arms -----------------------------------------------------------
    ("kern", "| Triton | 2.2 req/s | 180 ms TTFT | Mean TPOT 16 ms |", [
        "| Triton | 2.2 req/s | 270 ms TTFT | Mean TPOT 16 ms |",
        "| CUTLASS | 2.2 req/s | 180 ms TTFT | Mean TPOT 16 ms |",
        "| Triton | 3.3 req/s | 180 ms TTFT | Mean TPOT 16 ms |",
        "| Triton | 2.2 req/s | 180 ms | 16 ms |",                     # a time with no metric: unread
    ]),
    ("kern", "Mean TTFT (ms): CUTLASS 200 | Triton 180 (-10%)", [
        "Mean TTFT (ms): CUTLASS 200 | Triton 180 (-15%)",              # a change the values do not make
        "Mean TTFT (ms): CUTLASS 180 | Triton 200 (-10%)",
        "Mean TTFT (ms): CUTLASS 300 | Triton 180 (-10%)",
    ]),
    ("kern", "p99 TPOT, CUTLASS: 20 ms; Triton: 16 ms", [
        "p99 TPOT, CUTLASS: 16 ms; Triton: 20 ms",
        "p99 TPOT, CUTLASS: 30 ms; Triton: 16 ms",
    ]),
    ("kern", "Mean TTFT is 180 ms with Triton (CUTLASS: 200 ms).", [
        "Mean TTFT is 180 ms with Triton (CUTLASS: 300 ms).",
        "Mean TTFT is 180 ms with Triton (CUTLASS: 100 ms).",
        "Mean TTFT is 200 ms with Triton (CUTLASS: 180 ms).",
    ]),
]

NEVER_FALSE = [
    ("pd", "Results may differ under heavier load."),
    ("pd", "We have not tried the split with more than two prefill workers."),
    ("fusion", "Kernel fusion was not tested on an A100."),
    ("kern", "The delta may change under other prompts."),
    ("kern", "Speedups on other GPUs were not measured."),
]


def _ids(frames):
    return [f"{w}:{s[:50]}" for w, s, _ in frames]


@pytest.mark.parametrize("name,statement,twins", FRAMES, ids=_ids(FRAMES))
def test_true_statement_reads_completely_and_is_net_true(wit, name, statement, twins):
    r = grade_statement(statement, wit[name], SCOPE)
    unread = [u.text for u in r.reading.unread] if r.reading else None
    assert r.verdict == "net-true", (statement, r.verdict, unread, r.reason)
    assert unread == []


@pytest.mark.parametrize("name,statement,twins", FRAMES, ids=_ids(FRAMES))
def test_twins_are_never_net_true(wit, name, statement, twins):
    for twin in twins:
        r = grade_statement(twin, wit[name], SCOPE)
        assert r.verdict != "net-true", (twin, r.verdict)


@pytest.mark.parametrize("name,statement", NEVER_FALSE)
def test_honest_scopes_are_never_false(wit, name, statement):
    assert grade_statement(statement, wit[name], SCOPE).verdict != "false"


def test_unsigned_or_vs_lines_stay_unread(wit):
    """The sign and the order are never guessed: no sign, or "vs" in a speedup line, leaves the line unread."""
    for s in ("Δ mean TTFT (Triton − CUTLASS): 20 ms", "Speedup (request throughput, Triton vs CUTLASS): 1.1x"):
        r = grade_statement(s, wit["kern"], SCOPE)
        assert r.verdict == "not-yet" and r.reading.unread, s


@settings(max_examples=examples(40), deadline=None)
@given(ms=st.integers(min_value=1, max_value=99), plus=st.booleans(), swap=st.booleans())
def test_delta_line_is_net_true_only_for_its_own_difference(wit, ms, plus, swap):
    """triton - cutlass is exactly -20 ms: a delta line is net-true only with that value, sign and order (the
    reversed order with the reversed sign says the same)."""
    a, b = ("CUTLASS", "Triton") if swap else ("Triton", "CUTLASS")
    s = f"Δ mean TTFT ({a} − {b}): {'+' if plus else '−'}{ms} ms"
    r = grade_statement(s, wit["kern"], SCOPE)
    right = ms == 20 and plus == swap
    assert (r.verdict == "net-true") == right, (s, r.verdict)
    if not right:
        assert r.verdict == "false", (s, r.verdict)
