"""Conditions no witness confirms (claimcheck/claims/conditions.py, production unverifiable_condition): "on real
workloads", "in production", "under load", "on a range of LLMs", "across several tasks", "while maintaining accuracy",
"with a modest quality trade-off", "at comparable accuracies", "depending on concurrency", "in low-concurrency serving
scenarios". Real sentences: rs120 ("NVFP4 on Blackwell delivers 4x higher throughput compared to FP8 on H100 while
maintaining accuracy."), rs391 ("... roughly 2x faster than a Q8_0 7B model on the same hardware, with a modest quality
trade-off."), rs258 ("... a 2.2-3.6x speedup over the original model on a range of LLMs."), rs028 ("... brings up to 5x
improvement in time per output token (TPOT) under load").

Reading is not accepting: each is read as one open fact (kind ``unverifiable``) whose check is unknowable, so a sentence
with one is read completely and is still ``not-yet`` (never ``net-true``), naming the words, and never ``false`` (an
open condition in a sentence holds back its accusations: falsebar.OpenConditions).

Witness worked out by hand (``uniform`` with one task per lane, so every request spans the whole wall; 8 output tokens
each, TTFT 0.1 s):

* fast (treatment): 24 tasks, wall 0.8 s -> 24 / 0.8 = 30 req/s; 24 * 8 / 0.8 = 240 output tok/s;
* slow (baseline): 24 tasks, wall 1.6 s -> 24 / 1.6 = 15 req/s; 192 / 1.6 = 120 tok/s.

So "fast is 2x faster than slow" is true (30 / 15 = 2.0) and net-true without a condition; its twins: 3x (x1.5),
1x (x0.5), arms swapped, "slower", a wrong GPU (the witness ran one H100; "on an A100"), a negation.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

ARMS = {"fast": {"aliases": [], "workers": 24, "role": "treatment"},
        "slow": {"aliases": [], "workers": 24, "role": "baseline"}}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 24 requests per arm"
READ_ARMS = {"fast": [], "slow": []}

#: one phrase of each kind, as written after a comparison (the fact's span is the phrase, its lead included)
CONDITIONS = [
    ("on real workloads", "deployment"), ("in production", "deployment"), ("under load", "deployment"),
    ("on realistic agentic traces", "deployment"), ("for most prompts", "deployment"),
    ("on a range of LLMs", "breadth"), ("across several tasks", "breadth"),
    ("for a wide range of open-source models", "breadth"),
    ("while maintaining accuracy", "quality"), ("with a modest quality trade-off", "quality"),
    ("at comparable accuracies", "quality"), ("with no accuracy loss", "quality"),
    ("depending on concurrency", "varies"), ("depending on the workload", "varies"),
    ("in low-concurrency serving scenarios", "scenario"), ("for latency-critical scenarios", "scenario"),
    ("on our decode configuration", "setup"), ("in our internal setup", "setup"),
    # the load regime picked out of a sweep, a class of models or datasets (real sentences rs159 "At burst on
    # Llama-70B, FP8 is almost 2x faster than BF16, ...", rs077 "P99 TPOT reductions of 20–40% within stable operating
    # regions.", rs108 "ROCM_AITER_FA: 2.7-4.4x higher TPS than ROCM_ATTN on MHA models", rs266 "... on different datasets")
    ("at burst", "deployment"), ("within stable operating regions", "deployment"), ("across stable regions", "deployment"),
    ("on MHA models", "breadth"), ("on different datasets", "breadth"),
    # models matched across the systems, unnamed (real sentence rs385 "... than A100 on equivalent models")
    ("on equivalent models", "breadth"), ("on comparable workloads", "breadth"),
    # an operating point matched on a metric whose value is not given (rs150 "... with the same interactivity", rs377
    # "... at equal or better latency", rs043 "... at similar latency")
    ("with the same interactivity", "matched"), ("at equal or better latency", "matched"),
    ("at similar latency", "matched"),
]

TRUE = "fast is 2x faster than slow"
TWINS = ["fast is 3x faster than slow", "fast is 1x faster than slow", "slow is 2x faster than fast",
         "fast is 2x slower than slow", "fast is 2x faster than slow on an A100",
         "It is not true that fast is 2x faster than slow"]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    rows = uniform("fast", 24, 0.8, 24, ttft=0.1) + uniform("slow", 24, 1.6, 24, ttft=0.1)
    return str(seal(tmp_path_factory.mktemp("conditions") / "w",
                    ab_witness(ARMS, hardware="1 x NVIDIA H100 80GB HBM3",
                               model={"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None},
                               engine="vLLM", inputs={"tasks": 24}), {"rows.jsonl": rows}))


def _with(statement: str, cond: str) -> str:
    return f"{statement}, {cond}." if cond.startswith(("while", "with", "depending")) else f"{statement} {cond}."


def test_without_a_condition_the_sentence_is_net_true(wit):
    res = grade_statement(TRUE + ".", wit, SCOPE)
    assert not res.reading.unread and res.verdict == "net-true", res.reason


@pytest.mark.parametrize("cond,key", CONDITIONS, ids=[c for c, _ in CONDITIONS])
def test_a_condition_is_read_completely_as_an_open_fact(cond, key):
    got = read_full(_with(TRUE, cond), "", READ_ARMS).reading
    assert not got.unread, [u.text for u in got.unread]
    facts = [f for f in got.context if f.kind == "unverifiable"]
    assert [(f.key, f.span.text) for f in facts] == [(key, cond)]
    # the comparison is the one read without the condition
    bare = read_full(TRUE + ".", "", READ_ARMS).reading
    assert [a.model_dump(exclude={"span"}) for a in got.assertions] == \
        [a.model_dump(exclude={"span"}) for a in bare.assertions]


@pytest.mark.parametrize("cond,key", CONDITIONS, ids=[c for c, _ in CONDITIONS])
def test_a_true_sentence_with_a_condition_is_not_yet_naming_it(cond, key, wit):
    res = grade_statement(_with(TRUE, cond), wit, SCOPE)
    assert res.verdict == "not-yet", res.reason
    assert any(cond in q.text and q.outcome == "unbound" for q in res.quantities), \
        [(q.outcome, q.text) for q in res.quantities]


@pytest.mark.parametrize("cond", ["on real workloads", "while maintaining accuracy", "depending on concurrency",
                                  "in low-concurrency serving scenarios"])
def test_twins_with_a_condition_are_never_net_true_nor_false(cond, wit):
    """Reading a condition never accuses: a contradicted number under it is held back (the rows may be of another
    condition), so a twin is not-yet; never net-true. A fact the witness contradicts (the wrong GPU) stays the
    accusation it was without the condition."""
    for twin in TWINS:
        got = grade_statement(_with(twin, cond), wit, SCOPE)
        if "A100" in twin:
            assert got.verdict == grade_statement(twin + ".", wit, SCOPE).verdict == "false", (twin, got.reason)
            continue
        assert got.verdict == "not-yet", (twin, got.verdict, got.reason)


@pytest.mark.parametrize("statement", [
    "fast is 2x faster than slow in production inference frameworks.",   # "production" modifies a noun
    "fast is 2x faster than slow on real workloads like ours.",           # the phrase runs on
    "fast is 2x faster than slow in 8 scenarios.",                        # a number is no scenario word
    "fast is 2x faster than slow in ShareGPT scenarios.",                 # a dataset is not in the closed list
    "fast is 2x faster than slow, while maintaining throughput.",         # not in the table
    "fast is 2x faster than slow, depending on luck.",
    "fast is 2x faster than slow on our H100 configuration.",             # hardware is a descriptor, not a setup word
    "fast is 2x faster than slow on our 8-GPU setup.",
    "fast is 2x faster than slow at burst size 8.",                        # the phrase runs on
    "fast is 2x faster than slow on MHA models like Llama.",
    "fast is 2x faster than slow on 3 different datasets.",               # a number is not in the closed list
])
def test_what_stays_unread(statement, wit):
    got = read_full(statement, "", READ_ARMS).reading
    assert got.unread, statement
    assert grade_statement(statement, wit, SCOPE).verdict == "not-yet", statement


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(base=st.sampled_from([TRUE] + [t for t in TWINS if "A100" not in t] + ["fast serves 30 requests per second", "slow serves 15 requests per second",
                                              "fast serves 45 requests per second", "fast has 2x the throughput of slow"]),
       cond=st.sampled_from([c for c, _ in CONDITIONS]))
def test_a_condition_never_makes_a_sentence_net_true_or_false(base, cond, wit):
    """A general rule: adding a condition no witness confirms leaves the sentence not-yet, whatever it was without
    (net-true, not-yet or false on its numbers)."""
    assert grade_statement(_with(base, cond), wit, SCOPE).verdict == "not-yet", _with(base, cond)


@pytest.mark.parametrize("statement", ["fast is 2x faster than slow under load.",
                                       "fast is 2x faster than slow on realistic traces."])
def test_a_condition_is_never_prose(statement, wit):
    """Formerly in test_claims_prose's NOT_PROSE (they stayed unread): now a fact, never inert, still not-yet."""
    got = read_full(statement, "", READ_ARMS).reading
    assert not got.unread and [f.kind for f in got.context] == ["unverifiable"]
    assert not any(s.text in ("under", "load", "realistic", "traces") for s in got.inert)
    assert grade_statement(statement, wit, SCOPE).verdict == "not-yet"


def test_as_an_example_is_a_discourse_phrase(wit):
    """rs084 ("With Llama-3.1-8B-Instruct as an example, the DMA gained up to 32% more throughput ..."): "as an
    example" asserts nothing (vocabulary.DISCOURSE, as "for example"); the sentence reads as it does without it, so the
    true one stays net-true and its twins never are."""
    for a, b in [("fast is 2x faster than slow as an example.", "fast is 2x faster than slow."),
                 ("With Llama-3.1-8B-Instruct as an example, fast is 2x faster than slow.",
                  "With Llama-3.1-8B-Instruct, fast is 2x faster than slow.")]:
        ra, rb = read_full(a, "", READ_ARMS).reading, read_full(b, "", READ_ARMS).reading
        assert not ra.unread and [x.model_dump(exclude={"span"}) for x in ra.assertions] == \
            [x.model_dump(exclude={"span"}) for x in rb.assertions]
        assert [(f.kind, f.key, f.value) for f in ra.context] == [(f.kind, f.key, f.value) for f in rb.context]
    assert grade_statement("fast is 2x faster than slow as an example.", wit, SCOPE).verdict == "net-true"
    for twin in TWINS:
        assert_never_net_true(grade_statement(twin + " as an example.", wit, SCOPE), twin)


@pytest.mark.parametrize("statement", ["At burst, fast is 2x faster than slow.",
                                       "At burst on an H100, fast is 2x faster than slow."])
def test_a_leading_condition_is_read(statement, wit):
    """rs159's order ("At burst on Llama-70B, FP8 is almost 2x faster than BF16"): the condition before the clause is
    read as after it -- completely, not-yet; its twins never net-true nor false."""
    got = read_full(statement, "", READ_ARMS).reading
    assert not got.unread, [u.text for u in got.unread]
    assert grade_statement(statement, wit, SCOPE).verdict == "not-yet", statement
    for twin in ("fast is 3x faster than slow", "slow is 2x faster than fast", "fast is 2x slower than slow"):
        t = statement.replace("fast is 2x faster than slow", twin)
        assert grade_statement(t, wit, SCOPE).verdict == "not-yet", t
