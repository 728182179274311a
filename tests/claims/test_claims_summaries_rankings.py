"""Summaries and rankings (issue #16, category C): an appositive that sums up a pair, and a superlative over the arms
(claimcheck/claims/grammar.py m_pair_summary / _summary_arms, production pair_summary with SUMMARY_PCT_NOUNS;
claimcheck/claims/superlatives.py bare, production superlative_bare).

* "AWQ reached 2,150 tok/s against 2,600 for BF16, a cost of about 17%": the summary's noun carries the direction of
  the sentence's subject (AWQ: a cost, a penalty; BF16: a gain, a speedup); its number is re-derived from the two
  arms. A noun or comparative whose direction fits only the other arm ("AWQ ..., a gain of 17%", "AWQ ..., roughly
  21% higher") was bound to that arm and graded net-true: it is not read now. "a cost of", "a saving of" (of a time only), "a ... hit" are read as "a penalty of".
* "TensorRT-LLM had the highest output throughput", "The lowest p99 ITL belonged to TensorRT-LLM", "Best throughput:
  TensorRT-LLM": a superlative with no "of the four" ranks all the witness's arms where its metric has one value per
  arm (a statistic named, or a throughput / wall time); "SGLang had the lowest ITL" (one gap, or the arm's?) is not read.

Witnesses by hand: ``quant`` AWQ 2,150 output tok/s, BF16 2,600 (40 requests of 512 output tokens): AWQ's cost is
(2600 - 2150) / 2600 = 17.3%, BF16's gain (2600 - 2150) / 2150 = 20.9%, its speedup 1.209x. ``sched`` median TTFT 120
ms with chunked prefill, 200 ms with the default scheduler (every request alike): a saving of 40%, a 1.67x speedup.
``four`` four engines, every request of an arm alike:

  arm           output tok/s   TTFT    ITL
  LMDeploy      1,800          40 ms   9 ms
  vLLM          1,500          60 ms   7 ms
  SGLang        1,650          50 ms   8 ms
  TensorRT-LLM  2,000          70 ms   6 ms
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

_SCOPE = "Llama-3.1-8B-Instruct on one H100"
_LONG = {"tok": 512, "n": 40}
_FOUR = {"lmdeploy": (1800, 0.040, 0.009), "vllm": (1500, 0.060, 0.007), "sglang": (1650, 0.050, 0.008),
         "trt": (2000, 0.070, 0.006)}
_FOUR_NAMES = {"lmdeploy": "LMDeploy", "vllm": "vLLM", "sglang": "SGLang", "trt": "TensorRT-LLM"}


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("summaries-rankings")
    specs = {
        "quant": Spec("quant", [A("awq", "AWQ", toks=2150, **_LONG), A("bf16", "BF16", toks=2600, **_LONG)], key=""),
        "sched": Spec("sched", [A("chunked", "chunked prefill", ttft=0.12, tpot=0.01, **_LONG),
                                A("default", "the default scheduler", ttft=0.2, tpot=0.01, **_LONG)], key=""),
        "four": Spec("four", [A(n, _FOUR_NAMES[n], toks=t, ttft=f, itl=g, **_LONG) for n, (t, f, g) in _FOUR.items()],
                     key="", engine=None),
    }
    return {k: str(seal(root / k, *witness_for(s))) for k, s in specs.items()}


#: (witness, a true statement, its twists: each false of the witness)
SUMMARIES = [
    ("quant", "AWQ reached 2,150 tok/s against 2,600 for BF16, a cost of about 17%.",
     ["AWQ reached 2,150 tok/s against 2,600 for BF16, a gain of about 17%.",
      "AWQ reached 2,150 tok/s against 2,600 for BF16, a cost of about 34%.",
      "BF16 reached 2,150 tok/s against 2,600 for AWQ, a cost of about 17%.",
      "AWQ reached 2,150 tok/s against 2,600 for BF16, a saving of about 17%.",
      "AWQ reached 2,150 req/s against 2,600 for BF16, a cost of about 17%."]),
    ("quant", "AWQ reached 2,150 tok/s against 2,600 for BF16, roughly 17% lower.",
     ["AWQ reached 2,150 tok/s against 2,600 for BF16, roughly 17% higher.",
      "AWQ reached 2,150 tok/s against 2,600 for BF16, roughly 21% higher.",
      "AWQ reached 2,150 tok/s against 2,600 for BF16, roughly 37% lower."]),
    ("quant", "AWQ delivered 2,150 tok/s versus 2,600 tok/s on BF16, a 17% penalty.",
     ["AWQ delivered 2,150 tok/s versus 2,600 tok/s on BF16, a 17% gain.",
      "AWQ delivered 2,150 tok/s versus 2,600 tok/s on BF16, a 27% penalty."]),
    ("quant", "BF16 delivered 2,600 tok/s vs 2,150 tok/s for AWQ, a gain of roughly 21%.",
     ["BF16 delivered 2,600 tok/s vs 2,150 tok/s for AWQ, a cost of roughly 21%.",
      "BF16 delivered 2,600 tok/s vs 2,150 tok/s for AWQ, a gain of roughly 42%.",
      "BF16 delivered 2,600 tok/s vs 2,150 tok/s for AWQ, a penalty of roughly 21%."]),
    ("quant", "2,600 tok/s for BF16 against 2,150 for AWQ, a 1.21x speedup.",
     ["2,600 tok/s for BF16 against 2,150 for AWQ, a 2.42x speedup.",
      "2,150 tok/s for BF16 against 2,600 for AWQ, a 1.21x speedup."]),
    ("quant", "Throughput was 2,150 tok/s with AWQ vs 2,600 tok/s with BF16, a 17% hit.",
     ["Throughput was 2,150 tok/s with AWQ vs 2,600 tok/s with BF16, a 17% improvement.",
      "Throughput was 2,150 tok/s with AWQ vs 2,600 tok/s with BF16, a 17% saving."]),
    ("sched", "Chunked prefill cut median TTFT from 200 ms to 120 ms, a saving of 40%.",
     ["Chunked prefill cut median TTFT from 200 ms to 120 ms, a saving of 80%.",
      "Chunked prefill cut median TTFT from 200 ms to 120 ms, a cost of 40%.",
      "Chunked prefill cut median TPOT from 200 ms to 120 ms, a saving of 40%."]),
    ("sched", "Median TTFT was 120 ms with chunked prefill vs 200 ms with the default scheduler, a 40% saving.",
     ["Median TTFT was 120 ms with chunked prefill vs 200 ms with the default scheduler, a 40% cost.",
      "Median TTFT was 200 ms with chunked prefill vs 120 ms with the default scheduler, a 40% saving.",
      "Median TTFT was 120 ms with chunked prefill vs 200 ms with the default scheduler, a 60% saving."]),
]

#: superlatives with no scope phrase, over the four engines: (a true statement, its twists)
RANKINGS = [
    ("TensorRT-LLM had the highest output throughput.",
     ["vLLM had the highest output throughput.", "TensorRT-LLM had the lowest output throughput.",
      "TensorRT-LLM had the highest p99 ITL.", "TensorRT-LLM did not have the highest output throughput."]),
    ("LMDeploy had the fastest TTFT p50.",
     ["SGLang had the fastest TTFT p50.", "LMDeploy had the slowest TTFT p50.", "LMDeploy had the fastest p50 ITL."]),
    ("The lowest p99 ITL belonged to TensorRT-LLM.",
     ["The lowest p99 ITL belonged to LMDeploy.", "The highest p99 ITL belonged to TensorRT-LLM.",
      "The lowest p99 TTFT belonged to TensorRT-LLM."]),
    ("The lowest median TTFT came from LMDeploy.",
     ["The lowest median TTFT came from vLLM.", "The lowest median ITL came from LMDeploy."]),
    ("Best throughput: TensorRT-LLM.", ["Best throughput: SGLang.", "Worst throughput: TensorRT-LLM."]),
    ("Highest output throughput: TensorRT-LLM.", ["Highest output throughput: LMDeploy."]),
    ("TensorRT-LLM posted the worst mean TTFT.", ["vLLM posted the worst mean TTFT.",
                                                 "TensorRT-LLM posted the best mean TTFT."]),
    ("TensorRT-LLM had the highest output throughput at 2,000 tok/s.",
     ["TensorRT-LLM had the highest output throughput at 2,400 tok/s.",
      "vLLM had the highest output throughput at 2,000 tok/s.",
      "TensorRT-LLM had the highest output throughput at 2,000 req/s."]),
    ("LMDeploy had the lowest median TTFT (40 ms).", ["LMDeploy had the lowest median TTFT (50 ms).",
                                                      "LMDeploy had the lowest median ITL (40 ms)."]),
    ("vLLM had the lowest throughput.", ["vLLM had the highest throughput.", "SGLang had the lowest throughput."]),
    ("TensorRT-LLM had the shortest wall time.", ["LMDeploy had the shortest wall time.",
                                                 "TensorRT-LLM had the longest wall time."]),
]

#: honest sentences the reader leaves unread or reads true: never false
HONEST = ["SGLang had the lowest ITL.", "LMDeploy had the lowest TTFT.", "vLLM and SGLang had the lowest p99 TTFT.",
          "TensorRT-LLM had the highest output throughput of the four.", "LMDeploy had the lowest TTFT at 40 ms.",
          "TensorRT-LLM had the highest output throughput at 2,000 tok/s, against 1,500 tok/s for vLLM."]

#: "against X for ARM" / "versus X on ARM" pairings over the four engines: (a true statement, its twists)
PAIRINGS = [
    ("2,000 tok/s for TensorRT-LLM against 1,500 for vLLM, a 1.33x speedup.",
     ["1,500 tok/s for TensorRT-LLM against 2,000 for vLLM, a 1.33x speedup.",
      "2,000 req/s for TensorRT-LLM against 1,500 for vLLM, a 1.33x speedup."]),
    ("vLLM delivered 1,500 tok/s versus 1,650 on SGLang, about 9% lower.",
     ["vLLM delivered 1,500 tok/s versus 1,650 on SGLang, about 9% higher.",
      "vLLM delivered 1,650 tok/s versus 1,500 on SGLang, about 9% lower.",
      "vLLM delivered 1,500 tok/s versus 1,650 on SGLang, about 18% lower."]),
]


@pytest.mark.parametrize("name,true,twists", SUMMARIES, ids=[t[:48] for _, t, _ in SUMMARIES])
def test_a_summary_of_a_pair_reads_its_subject_s_direction(wit, name, true, twists):
    assert_read_net_true(grade_statement(true, wit[name], _SCOPE))
    for t in twists:
        assert_never_net_true(grade_statement(t, wit[name], _SCOPE), t)


@pytest.mark.parametrize("true,twists", RANKINGS, ids=[t[:48] for t, _ in RANKINGS])
def test_a_superlative_with_no_scope_ranks_every_arm(wit, true, twists):
    assert_read_net_true(grade_statement(true, wit["four"], _SCOPE))
    for t in twists:
        assert_never_net_true(grade_statement(t, wit["four"], _SCOPE), t)


@pytest.mark.parametrize("true,twists", PAIRINGS, ids=[t[:48] for t, _ in PAIRINGS])
def test_a_pairing_with_its_summary_is_read_arm_by_arm(wit, true, twists):
    assert_read_net_true(grade_statement(true, wit["four"], _SCOPE))
    for t in twists:
        assert_never_net_true(grade_statement(t, wit["four"], _SCOPE), t)


@pytest.mark.parametrize("s", HONEST)
def test_an_unscoped_or_per_request_superlative_is_never_an_accusation(wit, s):
    assert_never_false(grade_statement(s, wit["four"], _SCOPE), s)


def test_a_flipped_change_noun_is_never_bound_to_the_other_arm(wit):
    # the reported bug: the gain fits only BF16, the subject is AWQ
    g = grade_statement("AWQ reached 2,150 tok/s against 2,600 for BF16, a gain of roughly 21%.", wit["quant"], _SCOPE)
    assert g.verdict != "net-true"


#: the four engines' values by metric, and which way is better (lower for the times)
_VALUES = {"output throughput": ({n: v[0] for n, v in _FOUR.items()}, True),
           "p50 TTFT": ({n: v[1] for n, v in _FOUR.items()}, False),
           "p99 ITL": ({n: v[2] for n, v in _FOUR.items()}, False),
           "mean TTFT": ({n: v[1] for n, v in _FOUR.items()}, False)}
_WORDS = {"highest": "max", "lowest": "min", "best": "better", "worst": "worse", "fastest": "better",
          "slowest": "worse"}
_FORMS = ["{arm} had the {w} {m}.", "The {w} {m} belonged to {arm}.", "{W} {m}: {arm}.", "The {w} {m} was {arm}."]


def _winner(word: str, metric: str) -> str:
    vals, higher_better = _VALUES[metric]
    way = _WORDS[word]
    top = way == "max" or way in ("better", "worse") and (way == "better") == higher_better
    return (max if top else min)(vals, key=vals.get)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(form=st.sampled_from(_FORMS), word=st.sampled_from(sorted(_WORDS)), metric=st.sampled_from(sorted(_VALUES)),
       arm=st.sampled_from(sorted(_FOUR)))
def test_only_the_winner_of_a_bare_superlative_is_net_true(wit, form, word, metric, arm):
    s = form.format(arm=_FOUR_NAMES[arm], w=word, W=word.capitalize(), m=metric)
    g = grade_statement(s, wit["four"], _SCOPE)
    if arm == _winner(word, metric):
        assert g.verdict == "net-true", (s, g.verdict, g.reasons)
    else:
        assert g.verdict != "net-true", s
