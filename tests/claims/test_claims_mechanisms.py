"""Mechanisms and run objects in the paper voice of a write-up (issue 16; productions mechanism and run_object,
claimcheck/claims/mechanisms.py and vocabulary.MODEL_LEAD_VERBS):

* a mechanism lead: the subject (an arm, or "we" / "this"), adverbs at most ("then", "also"), an engineering verb
  (vocabulary.MECHANISM_VERBS: fuses, overlaps, avoids, eliminates, leverages, applied ...) and its object of plain
  words, then ", delivering / yielding / giving / resulting in / leading to / for" (", e.g.," at most) or "and
  delivers / yields / achieves" right before a comparison a construct read: "P-EAGLE fuses the drafting passes,
  delivering 1.5x higher throughput than EAGLE-3";
* a mechanism tail: ", <gerund> <object>" after a read comparison, ending the clause: "..., overlapping drafting with
  verification";
* a run object: "<arm> runs / serves / hosts <model> at <rate>": the model is a model descriptor (checked), as after
  "on" or "with": "vLLM serves Llama 3.1 8B at 120 tok/s".

The mechanism is inert (it says how, which no witness records); it never holds a word of vocabulary.NEVER_PROSE
(negations, numbers, metrics, direction and change words, hedges, modal words, hardware, engines, models, settings)
nor one of MECHANISM_NEVER (what could say how the numbers were taken: timeouts, outliers, warmup ...), so no twist
can hide in it: such a mechanism stays unread (not-yet, never false).

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows: every request of an arm has
the same TTFT, so every TTFT statistic is that value; the wall is n / throughput):

* ``eng`` -- peagle (alias P-EAGLE, treatment): 1.5 req/s, TTFT 0.080 s; eagle (alias EAGLE-3, baseline): 1.0 req/s,
  TTFT 0.100 s. Throughput 1.5 / 1.0 = 1.5x (+50%); TTFT (0.080 - 0.100) / 0.100 = -20% (1.25x lower).
  Hardware 1 x H100 80GB, model meta-llama/Llama-3.1-8B-Instruct.
* ``run`` -- vllm (alias vLLM, treatment): 200 output tokens per request, 120 output tok/s (wall 10 x 200 / 120 =
  16.67 s); tgi (alias TGI, baseline): 100 output tok/s (wall 20 s). Model meta-llama/Llama-3.1-8B-Instruct (8B).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "eng": [A("peagle", "P-EAGLE", thr=1.5, ttft=0.08, role="treatment"),
            A("eagle", "EAGLE-3", thr=1.0, ttft=0.1, role="baseline")],
    "run": [A("vllm", "vLLM", toks=120, tok=200, role="treatment"),
            A("tgi", "TGI", toks=100, tok=200, role="baseline")],
}


wit = sealed_fixture("mechanisms", SPECS, engine=None)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


# twists every mechanism lead shares: a wrong GPU / model inside the mechanism, what could say how the numbers were
# taken, a negation of the mechanism
HIDDEN = [
    "P-EAGLE fuses the drafting passes on an A100, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE fuses the drafting passes of Llama-3.1-70B, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE avoids timeouts, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE eliminates outliers, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE avoids the warmup, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE does not fuse the drafting passes, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE never fuses the drafting passes, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE fuses 4 drafting passes, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE fuses the drafting passes at concurrency 64, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE might fuse the drafting passes, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE fuses the slower passes, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE removes the failed requests, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE skips the slow requests, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE fuses the drafting passes in theory, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE fuses the drafting passes on paper, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE fuses the drafting passes in simulation, delivering 1.5x higher throughput than EAGLE-3.",
    "P-EAGLE avoids the expected copies, delivering 1.5x higher throughput than EAGLE-3.",
]

# (witness, true statement, twins)
FRAMES = [
    ("eng", "P-EAGLE fuses the drafting passes, delivering 1.5x higher throughput than EAGLE-3.", [
        "P-EAGLE fuses the drafting passes, delivering 1.5x lower throughput than EAGLE-3.",    # direction flipped
        "P-EAGLE fuses the drafting passes, delivering 2.25x higher throughput than EAGLE-3.",  # x1.5
        "P-EAGLE fuses the drafting passes, delivering 0.75x higher throughput than EAGLE-3.",  # x0.5
        "EAGLE-3 fuses the drafting passes, delivering 1.5x higher throughput than P-EAGLE.",   # arms swapped
        NEG + "P-EAGLE fuses the drafting passes, delivering 1.5x higher throughput than EAGLE-3.",
        "P-EAGLE fuses the drafting passes, delivering 1.5x higher throughput than EAGLE-3 on an A100.",
        "P-EAGLE fuses the drafting passes, delivering 1.5x higher throughput than EAGLE-3 on Llama-3.1-70B.",
        "P-EAGLE fuses the drafting passes, delivering 1.5x higher throughput than EAGLE-3 in production.",
        "P-EAGLE fuses the drafting passes, delivering 1.5x higher TTFT than EAGLE-3.",
    ] + HIDDEN),
    ("eng", "P-EAGLE avoids redundant copies, yielding a 20% TTFT reduction over EAGLE-3.", [
        "P-EAGLE avoids redundant copies, yielding a 20% TTFT increase over EAGLE-3.",
        "P-EAGLE avoids redundant copies, yielding a 30% TTFT reduction over EAGLE-3.",
        "P-EAGLE avoids redundant copies, yielding a 10% TTFT reduction over EAGLE-3.",
        "EAGLE-3 avoids redundant copies, yielding a 20% TTFT reduction over P-EAGLE.",
        NEG + "P-EAGLE avoids redundant copies, yielding a 20% TTFT reduction over EAGLE-3.",
        "P-EAGLE avoids redundant timeouts, yielding a 20% TTFT reduction over EAGLE-3.",
        "P-EAGLE avoids no redundant copies, yielding a 20% TTFT reduction over EAGLE-3.",
    ]),
    ("eng", "We then applied kernel fusion, e.g., yielding 1.5x higher throughput for P-EAGLE than EAGLE-3.", [
        "We then applied kernel fusion, e.g., yielding 1.5x higher throughput for EAGLE-3 than P-EAGLE.",
        "We then applied kernel fusion, e.g., yielding 3x higher throughput for P-EAGLE than EAGLE-3.",
        "We then applied kernel fusion, e.g., yielding 1.5x lower throughput for P-EAGLE than EAGLE-3.",
        "We then never applied kernel fusion, e.g., yielding 1.5x higher throughput for P-EAGLE than EAGLE-3.",
        NEG + "we then applied kernel fusion, e.g., yielding 1.5x higher throughput for P-EAGLE than EAGLE-3.",
    ]),
    ("eng", "P-EAGLE overlaps drafting with verification and delivers 1.5x higher throughput than EAGLE-3.", [
        "P-EAGLE overlaps drafting with verification and delivers 1.5x lower throughput than EAGLE-3.",
        "P-EAGLE overlaps drafting with verification and delivers 1.8x higher throughput than EAGLE-3.",
        "EAGLE-3 overlaps drafting with verification and delivers 1.5x higher throughput than P-EAGLE.",
        NEG + "P-EAGLE overlaps drafting with verification and delivers 1.5x higher throughput than EAGLE-3.",
        "P-EAGLE overlaps drafting with timeouts and delivers 1.5x higher throughput than EAGLE-3.",
    ]),
    ("eng", "P-EAGLE also leverages a lightweight drafter, resulting in 20% lower TTFT than EAGLE-3.", [
        "P-EAGLE also leverages a lightweight drafter, resulting in 20% higher TTFT than EAGLE-3.",
        "P-EAGLE also leverages a lightweight drafter, resulting in 40% lower TTFT than EAGLE-3.",
        "EAGLE-3 also leverages a lightweight drafter, resulting in 20% lower TTFT than P-EAGLE.",
        NEG + "P-EAGLE also leverages a lightweight drafter, resulting in 20% lower TTFT than EAGLE-3.",
    ]),
    ("eng", "P-EAGLE eliminates the sequential bottleneck, for a 1.5x speedup over EAGLE-3.", [
        "P-EAGLE eliminates the sequential bottleneck, for a 1.5x slowdown over EAGLE-3.",
        "P-EAGLE eliminates the sequential bottleneck, for a 3x speedup over EAGLE-3.",
        "EAGLE-3 eliminates the sequential bottleneck, for a 1.5x speedup over P-EAGLE.",
        NEG + "P-EAGLE eliminates the sequential bottleneck, for a 1.5x speedup over EAGLE-3.",
    ]),
    ("eng", "P-EAGLE delivers 1.5x higher throughput than EAGLE-3, overlapping drafting with verification.", [
        "P-EAGLE delivers 1.5x lower throughput than EAGLE-3, overlapping drafting with verification.",
        "P-EAGLE delivers 2.25x higher throughput than EAGLE-3, overlapping drafting with verification.",
        "EAGLE-3 delivers 1.5x higher throughput than P-EAGLE, overlapping drafting with verification.",
        NEG + "P-EAGLE delivers 1.5x higher throughput than EAGLE-3, overlapping drafting with verification.",
        "P-EAGLE delivers 1.5x higher throughput than EAGLE-3, overlapping drafting on an A100.",
        "P-EAGLE delivers 1.5x higher throughput than EAGLE-3, avoiding timeouts.",
    ]),
    ("eng", "P-EAGLE has 20% lower TTFT than EAGLE-3, avoiding a redundant pass (see Figure 2).", [
        "P-EAGLE has 20% higher TTFT than EAGLE-3, avoiding a redundant pass (see Figure 2).",
        "P-EAGLE has 10% lower TTFT than EAGLE-3, avoiding a redundant pass (see Figure 2).",
        "EAGLE-3 has 20% lower TTFT than P-EAGLE, avoiding a redundant pass (see Figure 2).",
    ]),
    # run objects: the model after a run verb is a model descriptor, checked
    ("run", "vLLM serves Llama 3.1 8B at 120 tok/s.", [
        "vLLM serves Llama 3.1 8B at 180 tok/s.",
        "vLLM serves Llama 3.1 8B at 60 tok/s.",
        "TGI serves Llama 3.1 8B at 120 tok/s.",
        "vLLM serves Llama 3.1 70B at 120 tok/s.",
        "vLLM serves Qwen2.5 7B at 120 tok/s.",
        NEG + "vLLM serves Llama 3.1 8B at 120 tok/s.",
        "vLLM serves Llama 3.1 8B at 120 tok/s on an A100.",
    ]),
    ("run", "TGI runs 8B models at 90 to 110 tokens per second.", [
        "TGI runs 8B models at 135 to 165 tokens per second.",
        "TGI runs 8B models at 45 to 55 tokens per second.",
        "TGI runs 70B models at 90 to 110 tokens per second.",
        "vLLM runs 8B models at 90 to 110 tokens per second.",
        NEG + "TGI runs 8B models at 90 to 110 tokens per second.",
    ]),
    ("run", "vLLM hosts Llama-3.1-8B at 120 output tokens per second, 1.2x faster than TGI.", [
        "vLLM hosts Llama-3.1-8B at 120 output tokens per second, 1.2x slower than TGI.",
        "vLLM hosts Llama-3.1-8B at 120 output tokens per second, 1.8x faster than TGI.",
        "vLLM hosts Llama-3.1-70B at 120 output tokens per second, 1.2x faster than TGI.",
        "TGI hosts Llama-3.1-8B at 120 output tokens per second, 1.2x faster than vLLM.",
    ]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("statement", HIDDEN)
def test_a_mechanism_holding_a_twist_word_stays_unread(statement):
    """What a twist could hide behind (a GPU, a model, a count, a setting, a negation, a modal, what went wrong or how
    the numbers were taken) is never made inert by a mechanism: the clause keeps an unread word."""
    got = read_full(statement, "", {n: list(a.aliases) for n, a in ((a.name, a) for a in SPECS["eng"])})
    assert got.reading.unread, statement


@pytest.mark.parametrize("statement", [
    "P-EAGLE fuses the drafting passes.",                                   # a mechanism alone asserts nothing
    "P-EAGLE fuses the drafting passes, delivering better results.",       # no comparison a construct read
    "P-EAGLE fuses the drafting passes, delivering.",
    "P-EAGLE fuses the drafting passes, which is nice.",
])
def test_a_mechanism_with_no_read_result_stays_unread(statement):
    got = read_full(statement, "", {"peagle": ["P-EAGLE"], "eagle": ["EAGLE-3"]})
    assert got.reading.unread, statement


@pytest.mark.parametrize("name,statement", [
    ("eng", "P-EAGLE offloads input preparation to the GPU, delivering 1.5x higher throughput than EAGLE-3."),
    ("eng", "P-EAGLE fuses the drafting passes, delivering 1.5x higher throughput than EAGLE-3; results may differ "
            "on other GPUs."),
    ("eng", "P-EAGLE fuses the drafting passes, delivering 1.5x higher throughput than EAGLE-3 (not tested on A100)."),
    ("eng", "P-EAGLE avoids timeouts, delivering 1.5x higher throughput than EAGLE-3."),
    ("eng", "P-EAGLE eliminates outliers, delivering up to 1.5x higher throughput than EAGLE-3."),
    ("eng", "P-EAGLE fuses the drafting passes, delivering up to 1.5x higher throughput than EAGLE-3 on real workloads."),
    ("eng", "We then applied optimizations, e.g., yielding 1.5x higher throughput for P-EAGLE than EAGLE-3 in production."),
    ("run", "vLLM serves Kimi K3 at 120 tok/s."),                              # a model no family names: unread
    ("run", "vLLM runs the model at 120 tok/s."),
])
def test_honest_or_unread_mechanisms_are_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


@pytest.mark.parametrize("name,statement", [
    ("eng", "P-EAGLE fuses the drafting passes, delivering 3x higher throughput than EAGLE-3."),
    ("eng", "P-EAGLE avoids redundant copies, yielding a 20% TTFT increase over EAGLE-3."),
    ("run", "vLLM serves Llama 3.1 70B at 120 tok/s."),                       # the model the witness records is 8B
])
def test_a_contradicted_clause_read_completely_is_false(wit, name, statement):
    """The mechanism is inert and the clause read completely: a number or a model the rows contradict is false."""
    assert grade_in(wit, name, statement).verdict == "false"


@settings(max_examples=20, deadline=None)
@given(tenths=st.integers(min_value=11, max_value=40))
def test_only_the_witnessed_ratio_is_net_true_after_a_mechanism(wit, tenths):
    """1.5 req/s / 1.0 req/s = 1.5x exactly (hand value above): after a mechanism lead, N.Nx higher throughput is
    net-true only for 1.5 (stated precision +-0.05), false for every other tenth from 1.1x to 4.0x."""
    res = grade_in(wit, "eng", f"P-EAGLE fuses the drafting passes, delivering {tenths / 10:.1f}x higher throughput "
                               "than EAGLE-3.")
    assert res.verdict == ("net-true" if tenths == 15 else "false"), (tenths, res.reason)


def test_mechanism_words_hold_no_twist_class():
    """No mechanism verb, adverb or result link is a word a twist hides behind (NEVER_PROSE: direction and change
    verbs, negations, modal words, metrics, settings ...), and no mechanism verb is one that could say how the numbers
    were taken (the gerunds a cause never reads: removing, skipping, dropping, excluding, filtering ...)."""
    from claimcheck.claims.vocabulary import (MECHANISM_ADVERBS, MECHANISM_RESULT_LINKS, MECHANISM_RESULT_VERBS,
                                              MECHANISM_VERBS, NEVER_PROSE, PROSE_CAUSE_NOT_GERUNDS)

    links = {w for link in MECHANISM_RESULT_LINKS for w in link}
    assert not (MECHANISM_VERBS | MECHANISM_ADVERBS | links | MECHANISM_RESULT_VERBS) & NEVER_PROSE
    stems = {g[:-3] for g in PROSE_CAUSE_NOT_GERUNDS}
    assert not {v for v in MECHANISM_VERBS if any(v.startswith(s) for s in stems if len(s) >= 4)}


def _with_tail(text: str, tail: str = ", overlapping drafting with verification") -> str:
    t = text.rstrip()
    return t[:-1] + tail + "." if t.endswith(".") else t + tail


@pytest.fixture(scope="module")
def real(tmp_path_factory) -> dict[str, str]:
    from real_sentences.witness_specs import build_witnesses

    return build_witnesses(tmp_path_factory.mktemp("real"))


def test_a_mechanism_tail_on_the_real_sentences_hides_no_twist(real):
    """Every witnessed real sentence and each of its twisted twins with a mechanism tail appended: a twin is never
    net-true and a true sentence never false (the tail is inert only after a read comparison; it carries nothing a
    twist could hide behind)."""
    from real_sentences.witness_specs import SPECS, grade_case, twins

    bad = []
    for spec in SPECS:
        if grade_case(spec, _with_tail(spec.text), real).verdict == "false":
            bad.append(("false", spec.id, _with_tail(spec.text)))
        for kind, text in twins(spec):
            if grade_case(spec, _with_tail(text), real).verdict == "net-true":
                bad.append(("twin net-true", spec.id, kind, _with_tail(text)))
    assert not bad, bad[:5]
