"""Per-arm hardware (claimcheck/claims/arm_hardware.py; docs/claim-check.md, "Context facts", the per-arm hardware
rule): a capacity-planning comparison whose arms record their own hardware (``arms[NAME].hardware``, the witness's own
``hardware`` null), read against each arm's own record, never the union of the arms'.

* production arm_by_hardware: the statement names an arm by the GPU its record names ("the H100 is 1.8x faster than
  the L40S", "On the H100, mean TTFT is 40% lower than on the L40S", "H100: 2,400 tok/s", "the L40S replica");
* a scope that lists the arms' hardware, in any order ("one NVIDIA H100 80GB replica vs one L40S 48GB", "L40S (48 GB)
  and H100 (80 GB)"; "vs" and a head noun such as "replica" are read there: production arm_hardware_list), holds
  where each GPU, with its count and memory, agrees with the arm that ran on it; a GPU no arm ran on is false where
  every arm records its hardware, else not-yet; a scope naming one arm's GPU only is not-yet;
* "H100 48GB" is never true because the L40S has 48 GB (no union); a GPU count of the whole run ("2 GPUs") is never
  contradicted by each arm's own count of one (the arms' GPUs together may be two);
* a record with no GPU count ("NVIDIA GeForce RTX 4090", "NVIDIA H100 80GB HBM3") is the GPU, not a count of one: "a
  single RTX 4090" is not-yet in a statement, dropped from a scope (the GPU-count rule), never false; such a record's
  arm is named by its GPU, never by a count ("one H100").

The witnesses (worked out by hand; vLLM, Llama-3.1-8B-Instruct, 10 requests per arm of 240 output tokens, every request
of an arm alike, the witness's own ``hardware`` null):

* ``pair``: arm ``fast`` ("the fast replica") on "1 x NVIDIA H100 80GB HBM3": TTFT 60 ms, 2,400 output tok/s (wall
  2,400 / 2,400 = 1.0 s, 10 req/s); arm ``slow`` ("the slow replica", the baseline) on "1 x NVIDIA L40S 48GB": TTFT
  100 ms, 2,400 / 1.8 = 1,333.3 tok/s (wall 1.8 s, 5.556 req/s). Mean = median = p99 TTFT: 60 ms vs 100 ms, 40% lower
  on the H100; throughput 10 / 5.556 = 1.8x.
* ``bare``: the same arms, records with no count ("NVIDIA H100 80GB HBM3", "NVIDIA L40S").
* ``half``: the same arms, only ``fast`` records hardware ("NVIDIA H100 80GB HBM3").
* ``rtx``: the same numbers, arms ``first`` / ``second``, on "NVIDIA GeForce RTX 4090" / "NVIDIA GeForce RTX 3090";
  ``glob``: the same, with one record for the whole run, "NVIDIA GeForce RTX 4090" (no count), and none per arm.
* ``three``: ``tp2`` on "2 x NVIDIA H100 80GB HBM3" (TTFT 50 ms, 3,000 tok/s), ``fast`` and ``slow`` as in ``pair``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (  # noqa: E402
    assert_never_false, assert_never_net_true, assert_read_net_true, frame_tests, seal_specs,
)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

H100, L40S = "1 x NVIDIA H100 80GB HBM3", "1 x NVIDIA L40S 48GB"


def _arms(fast_hw: str | None, slow_hw: str | None, names=("fast", "slow")) -> list:
    fa = {"hardware": fast_hw} if fast_hw else {}
    sa = {"hardware": slow_hw} if slow_hw else {}
    return [A(names[0], f"the {names[0]} replica", ttft=0.06, toks=2400, tok=240, **fa),
            A(names[1], f"the {names[1]} replica", ttft=0.1, toks=2400 / 1.8, tok=240, role="baseline", **sa)]


SPECS = {
    "pair": _arms(H100, L40S),
    "bare": _arms("NVIDIA H100 80GB HBM3", "NVIDIA L40S"),
    "half": _arms("NVIDIA H100 80GB HBM3", None),
    "rtx": _arms("NVIDIA GeForce RTX 4090", "NVIDIA GeForce RTX 3090", names=("first", "second")),
    # a hobbyist's Mac vs GPU box: the Mac's record names no GPU a scope could name (held18: "on a MacBook Pro M2 Max
    # (64GB) and on a desktop with one RTX 4090" held back every statement of its battery)
    "mac": [A("fast", "the fast replica", "the 4090", ttft=0.06, toks=2400, tok=240,
              hardware="1 x NVIDIA GeForce RTX 4090 24GB"),
            A("slow", "the slow replica", "M2 Max", "the MacBook", ttft=0.1, toks=2400 / 1.8, tok=240, role="baseline",
              hardware="Apple M2 Max 38-core GPU, 64GB unified memory")],
    "three": [A("tp2", "the TP2 replica", ttft=0.05, toks=3000, tok=240, hardware="2 x NVIDIA H100 80GB HBM3",
                settings={"tensor_parallel_size": 2}), *_arms(H100, L40S)],
}
SCOPE = "10 requests per arm"
#: a statement every scope below is graded with (true of every witness above; "first" / "second" for ``rtx``, ``glob``)
PLAIN = "The fast replica has 40% lower mean TTFT than the slow replica."
PLAIN_RTX = "The first replica has 40% lower mean TTFT than the second replica."


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    specs = {n: Spec(n, arms, key="", hw=None, engine="vLLM") for n, arms in SPECS.items()}
    # ``glob``: one record for the whole run, with no count ("NVIDIA GeForce RTX 4090"), arms first / second
    specs["glob"] = Spec("glob", _arms(None, None, names=("first", "second")), key="", hw="NVIDIA GeForce RTX 4090",
                         engine="vLLM")
    return seal_specs(tmp_path_factory, "armhw", specs)


def _grade(witnesses, name, statement, scope=SCOPE):
    if statement == PLAIN and name in ("rtx", "glob"):
        statement = PLAIN_RTX
    return grade_statement(statement, witnesses[name], scope)


# --- the statement names an arm by its GPU (production arm_by_hardware) ----------------------------------------------
SWAPPED = ["The L40S is 1.8x faster than the H100.", "On the L40S, mean TTFT is 40% lower than on the H100.",
           "L40S: 2,400 tok/s.", "The H100 has 40% higher mean TTFT than the L40S."]
WRONG = ["The H100 is 3.6x faster than the L40S.", "The H100 is 0.9x as fast as the L40S.",
         "On the H100, mean TTFT is 80% lower than on the L40S.", "On the H100, mean TTFT is 20% lower than on the L40S.",
         "It is not true that the H100 is 1.8x faster than the L40S.", "The H100 is 1.8x slower than the L40S.",
         "H100: 4,800 tok/s.", "H100: 1,200 tok/s."]
OTHER_HW = ["The A100 is 1.8x faster than the L40S.", "The H100 48GB is 1.8x faster than the L40S.",
            "The H100 is 1.8x faster than the L40S 80GB.", "Two H100s are 1.8x faster than one L40S.",
            "2x H100 are 1.8x faster than 1x L40S.", "The H200 is 1.8x faster than the L40S.",
            "The H100 PCIe is 1.8x faster than the L40S."]
TWINS = SWAPPED + WRONG + OTHER_HW
STATEMENTS = [
    # every metric spelling, statistic placement and hedge the grammar knows, with the arm named by its GPU
    "The H100 is 1.8x faster than the L40S.",
    "The H100 delivers about 1.8x the throughput of the L40S.",
    "The H100 reaches 10 req/s, vs about 5.6 req/s on the L40S.",
    "H100: 2,400 tok/s.",
    "The NVIDIA H100 reaches 2,400 output tok/s.",
    "On the H100, mean TTFT is 40% lower than on the L40S.",
    "On the H100, time to first token is ~40% lower than on the L40S.",
    "On the H100, p99 TTFT is 40% lower than on the L40S.",
    "On the H100, TTFT p99 is roughly 40% lower than on the L40S.",
    "The H100 has 40% lower median time-to-first-token than the L40S.",
    "The H100 arm has 40% lower mean TTFT than the L40S arm.",
    "The H100 replica has 40% lower mean TTFT than the L40S replica.",
    "The L40S replica's mean TTFT is 100 ms.",
    "The H100 80GB is 1.8x faster than the L40S 48GB.",
    "The NVIDIA H100 80GB is 1.8x faster than the NVIDIA L40S 48GB.",
    "One H100 is 1.8x faster than one L40S.",
    "A single H100 is 1.8x faster than a single L40S.",
]
FRAMES = [("pair", s, TWINS) for s in STATEMENTS] + [
    # a record with no count names its arm by the GPU, never by a count
    ("bare", s, TWINS) for s in ("The H100 is 1.8x faster than the L40S.",
                                 "On the H100, mean TTFT is 40% lower than on the L40S.")] + [
    ("rtx", "The RTX 4090 is 1.8x faster than the RTX 3090.",
     ["The RTX 3090 is 1.8x faster than the RTX 4090.", "The RTX 4090 is 3.6x faster than the RTX 3090.",
      "The RTX 5090 is 1.8x faster than the RTX 3090."]),
    ("rtx", "The GeForce RTX 4090 has 40% lower mean TTFT than the GeForce RTX 3090.",
     ["The GeForce RTX 3090 has 40% lower mean TTFT than the GeForce RTX 4090."]),
    # three arms, two of them H100s: "the L40S" names one arm; a GPU two arms ran on names neither
    ("three", "The fast replica is 1.8x faster than the L40S.", ["The fast replica is 3.6x faster than the L40S.",
                                                                "The L40S is 1.8x faster than the fast replica."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


# --- the scope lists the arms' hardware ------------------------------------------------------------------------------
TRUE_SCOPES = [
    ("pair", "one NVIDIA H100 80GB replica vs one L40S 48GB, 10 requests per arm"),
    ("pair", "L40S (48 GB) and H100 (80 GB)"),
    ("pair", "one NVIDIA H100 80GB replica vs one L40S 48GB replica"),
    ("pair", "H100 (80 GB) versus L40S (48 GB)"),
    ("pair", "an 80GB H100 and a 48GB L40S, 10 requests per arm"),
    ("pair", "1x H100 80GB and 1x L40S 48GB"),
    ("pair", "H100 SXM 80GB and L40S"),
    ("pair", "on an H100 (80GB) and an L40S (48 GB)"),
    ("pair", "one GPU per replica: H100 and L40S"),
    ("bare", "one H100 80GB and one L40S 48GB"),      # no count recorded: the count is dropped from the scope
    ("three", "H100 and L40S"),                        # the H100 is two arms' GPU
    ("rtx", "RTX 4090 and RTX 3090, 24 GB each"),
    ("mac", "on the M2 Max (64GB) and on a desktop with one RTX 4090"),
    ("mac", "the MacBook vs one RTX 4090 24GB, 10 requests per arm"),
]


@pytest.mark.parametrize("name,scope", TRUE_SCOPES, ids=[f"{n}:{s[:40]}" for n, s in TRUE_SCOPES])
def test_a_scope_listing_the_arms_hardware_holds(wit, name, scope):
    res = _grade(wit, name, PLAIN, scope)
    assert res.verdict == "net-true", (scope, res.reason, [(q.outcome, q.text, q.detail) for q in res.quantities])


SCOPE_TWINS = [
    ("pair", "one H100 48GB vs one L40S 80GB"),        # memory swapped between the arms
    ("pair", "L40S (80 GB) and H100 (48 GB)"),
    ("pair", "H100 48GB"),                             # never the union: the L40S has 48 GB, the H100 80 GB
    ("pair", "an H100 with 48GB and an L40S"),
    ("pair", "on an A100"),                            # a GPU neither arm has
    ("pair", "A100 and L40S"),
    ("pair", "H100 and A100"),
    ("pair", "2x H100 80GB and 1x L40S 48GB"),         # a count of 2 where the record says 1
    ("pair", "2x H100 80GB vs 1x L40S 48GB"),
    ("pair", "one H100 48GB replica vs one L40S 80GB replica"),
    ("pair", "one H100 and two L40S"),
    ("pair", "on an H100"),                            # one arm's GPU only: not the run's
    ("pair", "H100"),
    ("pair", "on an L40S, 10 requests per arm"),
    ("pair", "H100 PCIe and L40S"),                    # the record's H100 is the SXM part
    ("half", "one H100 80GB vs one L40S 48GB"),        # the L40S arm records nothing
    ("half", "H100 and A100"),
    ("three", "H100"),
    ("three", "H100 and A100"),
    ("rtx", "RTX 4090 and RTX 5090"),
    ("mac", "on one RTX 4090"),                        # the Mac arm named nowhere: the 4090 is not the run's
    ("mac", "on the M2 Max and one RTX 3090"),
    ("mac", "on the M2 Max and two RTX 4090s"),
    ("mac", "on the M2 Max (32GB) and one RTX 4090"),
    ("mac", "on the M2 Max and one RTX 4090 48GB"),
    ("mac", "on the M2 Max and an H100"),
]


@pytest.mark.parametrize("name,scope", SCOPE_TWINS, ids=[f"{n}:{s[:40]}" for n, s in SCOPE_TWINS])
def test_a_scope_twin_is_never_net_true(wit, name, scope):
    assert_never_net_true(_grade(wit, name, PLAIN, scope), scope)


# --- false only from a recorded fact; honest scopes never false -------------------------------------------------------
FALSE = [
    ("pair", PLAIN, "on an A100"),                     # every arm records its GPU, none an A100
    ("pair", PLAIN, "A100 and L40S"),
    ("pair", PLAIN, "2x H100 80GB and 1x L40S 48GB"),  # the H100 arm records one H100
    ("pair", PLAIN, "2x H100 80GB vs 1x L40S 48GB"),   # "vs" lists the arms' hardware (arm_hardware_list)
    ("pair", PLAIN, "one H100 replica versus two L40S replicas"),
    ("pair", PLAIN, "H100 vs A100"),
    ("pair", "The L40S is 1.8x faster than the H100.", SCOPE),
    ("pair", "On the L40S, mean TTFT is 40% lower than on the H100.", SCOPE),
]


@pytest.mark.parametrize("name,statement,scope", FALSE, ids=[f"{n}:{s[:30]}:{c[:30]}" for n, s, c in FALSE])
def test_a_contradicted_complete_reading_is_false(wit, name, statement, scope):
    res = _grade(wit, name, statement, scope)
    assert res.verdict == "false", (statement, scope, res.verdict, res.reason)


NEVER_FALSE = [
    ("pair", "on an H100"), ("pair", "H100"), ("pair", "on an L40S"), ("pair", "H100 48GB"),
    ("pair", "H100 and L40S GPUs"), ("pair", "2 GPUs"), ("pair", "two GPUs in total"), ("pair", "multi-GPU"),
    ("pair", "one GPU"), ("pair", "80GB"), ("pair", "on NVIDIA GPUs"), ("pair", "on Hopper"),
    ("pair", "L40 and H100"),                          # the L40 is a sibling of the recorded L40S: not known
    ("bare", "one H100 vs one L40S"), ("bare", "2x H100 and 1x L40S"), ("bare", "a single H100 and a single L40S"),
    ("half", "one H100 80GB vs one L40S 48GB"), ("half", "on an A100"), ("half", "A100 and L40S"),
    ("rtx", "On a single RTX 4090"), ("rtx", "one GPU per replica"), ("glob", "On a single RTX 4090"),
    ("glob", "2x RTX 4090"),
    ("three", "H100 and L40S"), ("three", "on 3 GPUs"),
]


@pytest.mark.parametrize("name,scope", NEVER_FALSE, ids=[f"{n}:{s[:40]}" for n, s in NEVER_FALSE])
def test_an_honest_scope_is_never_false(wit, name, scope):
    assert_never_false(_grade(wit, name, PLAIN, scope), scope)


NEVER_FALSE_STATEMENTS = [
    ("rtx", "On a single RTX 4090, the first replica has 40% lower mean TTFT than the second replica."),
    ("rtx", "On one GPU each, the first replica has 40% lower mean TTFT than the second replica."),
    ("glob", "On a single RTX 4090, the first replica has 40% lower mean TTFT than the second replica."),
    ("glob", "On two RTX 4090s, the first replica has 40% lower mean TTFT than the second replica."),
    ("bare", "On a single H100, the fast replica has 40% lower mean TTFT than the slow replica."),
    ("pair", "On an H100, the fast replica has 40% lower mean TTFT than the slow replica."),
    ("pair", "On H100 and L40S GPUs, the fast replica has 40% lower mean TTFT than the slow replica."),
    ("half", "The H100 is 1.8x faster than the L40S."),
    ("three", "The H100 is 1.8x faster than the L40S."),
]


@pytest.mark.parametrize("name,statement", NEVER_FALSE_STATEMENTS, ids=[f"{n}:{s[:40]}" for n, s in NEVER_FALSE_STATEMENTS])
def test_an_honest_statement_is_never_false(wit, name, statement):
    assert_never_false(_grade(wit, name, statement), statement)


def test_a_count_less_record_is_no_count_of_one(wit):
    """"On a single RTX 4090" of a record "NVIDIA GeForce RTX 4090": the GPU agrees, the count is not known (a
    statement is not-yet; the scope drops the count it cannot check, as every scope count the witness does not
    decide): a hardware string names the GPU, not how many of it ran the arm."""
    res = _grade(wit, "glob", "On a single RTX 4090, the first replica has 40% lower mean TTFT than the second replica.")
    assert res.verdict == "not-yet", res.reason
    counts = [q for q in res.quantities if q.metric == "setting:gpu_count"]
    assert counts and all(q.outcome == "unbound" for q in counts), [(q.outcome, q.detail) for q in counts]
    gpus = [q for q in res.quantities if q.metric == "hardware:gpu"]
    assert gpus and all(q.outcome == "agrees" for q in gpus), [(q.outcome, q.detail) for q in gpus]


def test_the_arm_record_is_read_alone_never_the_union(wit):
    """Each GPU of the scope is checked against the arm that ran on it, with its memory (the detail names the arm)."""
    res = _grade(wit, "pair", PLAIN, "one NVIDIA H100 80GB replica vs one L40S 48GB")
    assert_read_net_true(res)
    mem = {q.text: q for q in res.quantities if q.metric == "hardware:memory"}
    assert "arm fast" in mem["80GB"].detail and "arm slow" not in mem["80GB"].detail
    assert "arm slow" in mem["48GB"].detail and "arm fast" not in mem["48GB"].detail
