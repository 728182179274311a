"""Paired values in a label, and the release a model name states (issue 16: paired values, from-to and arrows).

* arms_metric_label (claimcheck/claims/sweep_chains.py _settings_metric_first; grammar.lark): "cold vs warm TTFT:
  153ms / 153ms" (real-sentence corpus rs410), "c1 → c32 output throughput: 50 → 960 tok/s": the arms, joined by "vs" /
  "versus" or by a chain separator ("/", an arrow), label the metric right after them; after ":" as many values joined
  by "/" or an arrow, the n-th the n-th arm's (as "TTFT (cold / warm): 153 ms / 51 ms" was read already). Arms
  swapped, values swapped, a value changed, another metric: contradicted (the reading is complete); a negation or a
  hedge in the clause: not read (never net-true).
* metric_arms_label (_metric_settings_first): the arms right after the metric, joined by "vs" / "versus" ("TTFT cold vs
  warm: 153 / 51 ms"), read as "TTFT (cold / warm): ...".
* paren_value_comparison (pair_frames.paren_value_before_binder): "4 concurrent sessions gave lower aggregate throughput
  (~10.8 tok/s) than a single stream (~33 tok/s)" (rs363's clause), "Warm had lower TTFT (51 ms) than cold (153 ms)":
  the subject's value alone in parentheses between the comparison's metric and its "than <arm>" parted the two, and
  the comparison was left unread; now it binds the arm, each value its arm's.
* kilo_pair_head (claimcheck/claims/kilo_rates.py _pair_head): "from 18.5k to 13k tok/s" -- the first value of a pair
  written in thousands, before the pair's joiner and a second value in thousands with the rate unit, is thousands of
  that unit too (before, only the second was: the first stayed a word and the pair unread).
* a model's release written with a letter ("DeepSeek-V3", "deepseek v2", "DeepSeek-R1"; statistics._family): the
  letter hid the number, so "deepseek v2:" (and "DeepSeek-R1:") agreed with a DeepSeek-V3 witness and a twisted
  sentence exited 0. "v" marks the release number (V3 is release 3), "r" another line (R1 is not release 1).

Witnesses, worked out by hand (real_sentences.witness_specs arms, 10 requests per arm, every request of an arm alike):

* ``cw``: cold (treatment) TTFT 153 ms, warm (baseline) TTFT 51 ms; 100 output tokens each.
* ``sw``: c1 (concurrency 1, baseline) 0.5 req/s of 100 output tokens = 50 output tok/s; c32 (concurrency 32) 9.6
  req/s = 960 output tok/s.
* ``kb``: after ("the newer build", treatment) 13,000 output tok/s, before ("the earlier build", baseline) 18,500
  output tok/s, 1024 output tokens per request (real-sentence corpus rs345's).
* ``cs``: conc ("concurrent sessions", concurrency 4, treatment) 10.8 output tok/s, single ("a single stream",
  concurrency 1, baseline) 33 output tok/s, 8 output tokens per request (real-sentence corpus rs363's).
* ``ds``: a DeepSeek witness, model deepseek-ai/DeepSeek-V3 on 8 x H200, no engine recorded: api ("deepseek
  API") 60 output tok/s, sglang ("sglang", baseline) 13 output tok/s (real-sentence corpus rs344's).
* ``ds0324``: the same arms, model deepseek-ai/DeepSeek-V3-0324 (release 3, a dated build).
* ``ds32``: the same arms, model deepseek-ai/DeepSeek-V3.2 (release 3.2: "DeepSeek V3" names its series).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "10 requests per arm"
NEG = "It is not true that "


def _ds(name: str, model: str) -> Spec:
    return Spec(name, [A("api", "deepseek API", toks=60), A("sglang", "sglang", toks=13)], key="",
                hw="8 x NVIDIA H200", model=model, engine=None)


WITNESSES = {
    "cw": [A("cold", "cold", ttft=0.153, tok=100, role="treatment"),
           A("warm", "warm", ttft=0.051, tok=100, role="baseline")],
    "sw": [A("c1", thr=0.5, tok=100, settings={"concurrency": 1}, role="baseline"),
           A("c32", thr=9.6, tok=100, settings={"concurrency": 32}, role="treatment")],
    "kb": [A("after", "the newer build", toks=13000, tok=1024, role="treatment"),
           A("before", "the earlier build", toks=18500, tok=1024, role="baseline")],
    "cs": [A("conc", "concurrent sessions", toks=10.8, settings={"concurrency": 4}, role="treatment"),
           A("single", "a single stream", "single stream", toks=33, settings={"concurrency": 1}, role="baseline")],
    "ds": _ds("ds", "deepseek-ai/DeepSeek-V3"),
    "ds0324": _ds("ds0324", "deepseek-ai/DeepSeek-V3-0324"),
    "ds32": _ds("ds32", "deepseek-ai/DeepSeek-V3.2"),
}

wit = sealed_fixture("pair-labels", WITNESSES)


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


# --- arms_metric_label ---------------------------------------------------------------------------------------------
LABEL_TRUE = [
    ("cw", "Cold vs warm TTFT: 153ms / 51ms."),
    ("cw", "cold vs. warm TTFT: 153 ms / 51 ms"),
    ("cw", "cold versus warm mean TTFT: 153 ms → 51 ms"),
    ("cw", "cold / warm TTFT: 153ms / 51ms"),
    ("cw", "warm vs cold TTFT: 51ms / 153ms."),
    ("cw", "cold vs warm TTFT: 153 ms / 51 ms"),
    ("cw", "Cold vs warm TTFT: 153ms vs 51ms."),      # vs_values
    ("cw", "Cold vs warm TTFT: 153 vs 51 ms."),
    ("cw", "cold versus warm TTFT: 153 ms versus 51 ms"),
    ("cw", "TTFT cold vs warm: 153 / 51 ms"),          # metric_arms_label
    ("cw", "Mean TTFT cold vs. warm: 153 ms vs 51 ms."),
    ("cw", "TTFT warm versus cold: 51 ms → 153 ms"),
    ("sw", "c1 → c32 output throughput: 50 → 960 tok/s"),
    ("sw", "c1 vs c32 output throughput: 50 / 960 tok/s"),
    ("sw", "concurrency 1 → 32 output throughput: 50 → 960 tok/s"),
]

#: twins contradicted by the witness, each read completely: graded false
LABEL_FALSE = [
    ("cw", "warm vs cold TTFT: 153ms / 51ms."),       # arms swapped
    ("cw", "Cold vs warm TTFT: 51ms / 153ms."),       # values swapped
    ("cw", "Cold vs warm TTFT: 306ms / 51ms."),       # a value doubled
    ("cw", "Cold vs warm TTFT: 153ms / 102ms."),
    ("cw", "Cold vs warm TTFT: 51ms vs 153ms."),      # vs_values swapped
    ("cw", "TTFT warm vs cold: 153 / 51 ms"),          # metric_arms_label, arms swapped
    ("cw", "TTFT cold vs warm: 153 / 102 ms"),
    ("cw", "Cold vs warm TTFT: 153ms vs 102ms."),
    ("sw", "c32 → c1 output throughput: 50 → 960 tok/s"),
    ("sw", "c1 vs c32 output throughput: 960 / 50 tok/s"),
    ("sw", "c1 vs c32 output throughput: 50 / 480 tok/s"),
]

#: twins that must not exit 0, whatever else they grade
LABEL_NOT_NET_TRUE = LABEL_FALSE + [
    ("cw", NEG + "cold vs warm TTFT: 153ms / 51ms."),
    ("cw", "Cold vs warm TTFT: ~306ms / ~51ms."),
    ("cw", "Cold vs warm TPOT: 153ms / 51ms."),       # another metric
    ("cw", "Cold vs warm TTFT: 153 ms vs 51 ms vs 20 ms."),
    ("cw", "TTFT cold vs warm: ~306 / ~51 ms"),
    ("cw", NEG + "TTFT cold vs warm: 153 / 51 ms"),
    ("sw", "c1 vs c32 request throughput: 50 / 960 tok/s"),
]

#: honest sentences the label does not read: never an accusation
LABEL_NEVER_FALSE = [
    ("cw", "Cold vs warm TTFT: 153 ms vs 51 ms vs 20 ms."),
    ("cw", "Cold vs warm TTFT: ~153ms / ~51ms."),
    ("cw", "OpenAI endpoint, cold vs warm TTFT: 153ms / 51ms."),
]


@pytest.mark.parametrize("name,s", LABEL_TRUE)
def test_arms_metric_label_reads_true(wit, name, s):
    assert_read_net_true(grade(wit, name, s))


@pytest.mark.parametrize("name,s", LABEL_FALSE)
def test_arms_metric_label_contradicted(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", LABEL_NOT_NET_TRUE)
def test_arms_metric_label_twins_not_net_true(wit, name, s):
    assert_never_net_true(grade(wit, name, s), s)


@pytest.mark.parametrize("name,s", LABEL_NEVER_FALSE)
def test_arms_metric_label_unread_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(a=st.integers(1, 400), b=st.integers(1, 400), joiner=st.sampled_from(["vs", "vs.", "versus", "/", "→"]),
       sep=st.sampled_from(["/", "→", "vs", "versus"]), order=st.booleans(), metric_first=st.booleans())
def test_arms_metric_label_numbers(wit, a, b, joiner, sep, order, metric_first):
    """Any two TTFT values after "cold vs warm TTFT:" / "TTFT cold vs warm:" (or "warm vs cold"): net-true only where
    both are the arms' (153 ms cold, 51 ms warm, each to its stated precision of 0.5 ms), in the arms' order."""
    arms = ("cold", "warm") if order else ("warm", "cold")
    if metric_first and joiner in ("/", "→"):
        joiner = "vs"  # metric_arms_label: the arms after the metric are joined by "vs" / "versus"
    label = f"TTFT {arms[0]} {joiner} {arms[1]}" if metric_first else f"{arms[0]} {joiner} {arms[1]} TTFT"
    s = f"{label}: {a} ms {sep} {b} ms"
    want = {"cold": 153, "warm": 51}
    res = grade(wit, "cw", s)
    if (a, b) == (want[arms[0]], want[arms[1]]):
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)


# --- a model's release written with a letter ------------------------------------------------------------------------
PAIR = "60 tokens/sec on deepseek API vs. 13 tokens/sec on sglang"

MODEL_TRUE = [
    ("ds", f"deepseek v3: {PAIR}"),
    ("ds", f"DeepSeek-V3: {PAIR}"),
    ("ds", f"On DeepSeek V3, {PAIR}"),
    ("ds0324", f"DeepSeek-V3: {PAIR}"),
    ("ds0324", f"deepseek v3: {PAIR}"),
]

#: another release or line than the witness's: contradicted
MODEL_FALSE = [
    ("ds", f"deepseek v2: {PAIR}"),
    ("ds", f"DeepSeek-V2: {PAIR}"),
    ("ds", f"deepseek r1: {PAIR}"),
    ("ds", f"DeepSeek-R1: {PAIR}"),
    ("ds", f"On DeepSeek-V2.5, {PAIR}"),
    ("ds", f"On DeepSeek-V3.1, {PAIR}"),
    ("ds0324", f"DeepSeek-R1: {PAIR}"),
    ("ds32", f"DeepSeek-V2: {PAIR}"),
]


@pytest.mark.parametrize("name,s", MODEL_TRUE)
def test_model_letter_release_agrees(wit, name, s):
    assert_read_net_true(grade(wit, name, s))


@pytest.mark.parametrize("name,s", MODEL_FALSE)
def test_model_letter_release_other_is_false(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


def test_model_series_said_loosely_is_never_false(wit):
    """"DeepSeek V3" of a DeepSeek-V3.2 run names its series (the start of the witness's own id): never false."""
    s = f"DeepSeek V3: {PAIR}"
    assert_never_false(grade(wit, "ds32", s), s)


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(letter=st.sampled_from(["v", "V", "r", "R"]), release=st.sampled_from(["1", "2", "2.5", "3", "3.1", "4"]),
       dash=st.sampled_from([" ", "-"]))
def test_model_letter_release_numbers(wit, letter, release, dash):
    """Only release 3 with the "v" mark is the witness's DeepSeek-V3; every other release or the "r" line never exits
    0 (and, the reading complete, is false)."""
    s = f"deepseek{dash}{letter}{release}: {PAIR}"
    res = grade(wit, "ds", s)
    if letter.lower() == "v" and release == "3":
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)


# --- kilo_pair_head ------------------------------------------------------------------------------------------------
KILO_TRUE = [
    "Output throughput dropped from 18.5k to 13k tok/s.",
    "Output throughput dropped from ~18.5k to ~13k tok/s.",
    "Output throughput: 18.5k → 13k tok/s.",
    "Output throughput went from 18.5k to 13.0k tok/s.",
    "Output throughput fell from 18.5K to 13K tok/s with the newer build.",
]

KILO_FALSE = [
    "Output throughput dropped from 37k to 13k tok/s.",       # before doubled
    "Output throughput dropped from 18.5k to 6.5k tok/s.",    # after halved
    "Output throughput fell from 18.5k to 13k tok/s with the earlier build.",  # arms swapped
]

KILO_NOT_NET_TRUE = KILO_FALSE + [
    "Output throughput dropped from 18.5k to 26k tok/s.",
    "Output throughput rose from 18.5k to 13k tok/s.",
    "Output throughput dropped from 18.5 to 13k tok/s.",      # 18.5 tok/s, not thousands
    "Output throughput: 18.5k to 13k tok/s.",                 # no "from": a range or a pair? not read
    NEG + "output throughput dropped from 18.5k to 13k tok/s.",
]


@pytest.mark.parametrize("s", KILO_TRUE)
def test_kilo_pair_head_reads_true(wit, s):
    assert_read_net_true(grade(wit, "kb", s))


@pytest.mark.parametrize("s", KILO_FALSE)
def test_kilo_pair_head_contradicted(wit, s):
    res = grade(wit, "kb", s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


#: shapes a number in thousands may take around a pair's joiner: read or not, never a crash of the reader, never false
KILO_SHAPES = ["Output throughput: 5.0k to 5.0k tok/s.", "Output throughput: 5k-6k tok/s.", "from 18.5k to 13k",
               "18.5k vs 13k tok/s", "between 18.5k and 13k tok/s", "18.5k ~ 13k tok/s", "8k to 16k context, 13k tok/s",
               "Output throughput: 18.5k -> ~13k -> 9k tok/s."]


@pytest.mark.parametrize("s", KILO_SHAPES)
def test_kilo_pair_head_shapes_never_crash_or_accuse(wit, s):
    assert_never_false(grade(wit, "kb", s), s)


@pytest.mark.parametrize("s", KILO_NOT_NET_TRUE)
def test_kilo_pair_head_twins_not_net_true(wit, s):
    assert_never_net_true(grade(wit, "kb", s), s)


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(a=st.integers(50, 400), b=st.integers(50, 400), joiner=st.sampled_from(["to", "→", "->"]))
def test_kilo_pair_head_numbers(wit, a, b, joiner):
    """Any two rates in tenths of thousands ("18.5k", each to +-50 tok/s): net-true only for the witness's 18,500 ->
    13,000."""
    s = (f"Output throughput went from {a / 10:.1f}k to {b / 10:.1f}k tok/s." if joiner == "to" else
         f"Output throughput: {a / 10:.1f}k {joiner} {b / 10:.1f}k tok/s.")
    res = grade(wit, "kb", s)
    if (a, b) == (185, 130):
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)


# --- paren_value_comparison ----------------------------------------------------------------------------------------
SPLIT_TRUE = [
    ("cs", "4 concurrent sessions gave lower aggregate throughput (~10.8 tok/s) than a single stream (~33 tok/s)."),
    ("cs", "Concurrent sessions gave lower throughput (~10.8 tok/s) than a single stream (~33 tok/s)."),
    ("cs", "A single stream gave higher throughput (~33 tok/s) than concurrent sessions (~10.8 tok/s)."),
    ("cw", "Warm had lower TTFT (51 ms) than cold (153 ms)."),
    ("cw", "Warm had lower TTFT (~51 ms) than cold (~153 ms)."),
    ("cw", "Cold had higher mean TTFT (153 ms) than warm (51 ms)."),
]

SPLIT_FALSE = [
    ("cs", "Concurrent sessions gave higher throughput (~10.8 tok/s) than a single stream (~33 tok/s)."),  # direction
    ("cs", "A single stream gave lower throughput (~10.8 tok/s) than concurrent sessions (~33 tok/s)."),   # arms
    ("cs", "Concurrent sessions gave lower throughput (~33 tok/s) than a single stream (~10.8 tok/s)."),   # values
    ("cs", "Concurrent sessions gave lower throughput (~21.6 tok/s) than a single stream (~33 tok/s)."),
    ("cw", "Warm had higher TTFT (51 ms) than cold (153 ms)."),
    ("cw", "Cold had lower TTFT (51 ms) than warm (153 ms)."),
    ("cw", "Warm had lower TTFT (102 ms) than cold (153 ms)."),
]

SPLIT_NOT_NET_TRUE = SPLIT_FALSE + [
    ("cw", NEG + "warm had lower TTFT (51 ms) than cold (153 ms)."),
    ("cw", "Warm had lower TPOT (51 ms) than cold (153 ms)."),
    ("cw", "Warm had lower TTFT (-66%) than cold."),
]

#: read or not, never an accusation
SPLIT_NEVER_FALSE = [
    ("cw", "Warm had lower TTFT (51 ms) than cold."),
    ("cw", "Warm had lower TTFT (51 ms, p50) than cold (153 ms)."),
    ("cw", "Warm had lower TTFT (-66%) than cold."),
    ("cw", "Warm had lower TTFT (51 ms vs 153 ms) than cold."),
]


@pytest.mark.parametrize("name,s", SPLIT_TRUE)
def test_paren_value_comparison_reads_true(wit, name, s):
    assert_read_net_true(grade(wit, name, s))


@pytest.mark.parametrize("name,s", SPLIT_FALSE)
def test_paren_value_comparison_contradicted(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", SPLIT_NOT_NET_TRUE)
def test_paren_value_comparison_twins_not_net_true(wit, name, s):
    assert_never_net_true(grade(wit, name, s), s)


@pytest.mark.parametrize("name,s", SPLIT_NEVER_FALSE)
def test_paren_value_comparison_unclear_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(a=st.integers(1, 400), b=st.integers(1, 400), word=st.sampled_from(["lower", "higher"]), subject_warm=st.booleans())
def test_paren_value_comparison_numbers(wit, a, b, word, subject_warm):
    """"<arm> had <lower|higher> TTFT (a ms) than <other> (b ms)": net-true only where the subject's value, the other's
    value (warm 51 ms, cold 153 ms, each +-0.5 ms) and the direction word all hold."""
    subj, other = ("warm", "cold") if subject_warm else ("cold", "warm")
    s = f"{subj.capitalize()} had {word} TTFT ({a} ms) than {other} ({b} ms)."
    want = {"warm": 51, "cold": 153}
    holds = (word == "lower") == (want[subj] < want[other])
    res = grade(wit, "cw", s)
    if (a, b) == (want[subj], want[other]) and holds:
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
