"""A batch's time said with its count (production counted_work, claimcheck/claims/whole_run.py; production
comma_wall_list, grammar._Clause._comma_wall_lead, with lists of three arms or more).

"The whole 24-request batch finished in 12 seconds with FP8, versus 18 seconds with BF16", "the 24-prompt run
completes in 12 s", "All 16 requests done in 4 s on vLLM, 6 s on SGLang", "Running all 16 prompts back to back took
20 s", "16 requests took 20 s one at a time and 3.2 s at concurrency 16": the time is the arm's wall time, and the
count one run's request count of each arm the sentence names ("all N": the completed ones). A wrong count is a
recorded fact contradicted: false where the clause is read completely.

Witnesses, worked out by hand (``claims_corpus.witnesses.uniform``: n tasks over 4 lanes, each lane spanning [0, wall],
so the wall is exactly ``wall``):

* ``quant``: fp8 (quantization fp8) 24 requests, wall 12 s; bf16 (bf16, baseline) 24 requests, wall 18 s.
* ``quant_x``: as quant, but bf16 ran 20 requests (its wall 18 s): a count of 24 is fp8's only.
* ``eng``: vllm (engine vLLM) 16 requests, wall 4 s; sglang (engine SGLang) 16 requests, wall 6 s.
* ``eng_fail``: as eng, sglang's task 3 failed: 15 of 16 completed ("all 16 requests done" is false of sglang).
* ``seq`` (real_sentences.witness_specs rows): c1 (concurrency 1, alias "sequential") 16 requests back to back, each
  TTFT 0.3 s + 19 x 0.05 s TPOT = 1.25 s, wall 16 x 1.25 = 20 s; c16 (concurrency 16) 16 requests, wall 3.2 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

QUANT = {"fp8": {"aliases": ["FP8"], "workers": 4, "role": "treatment", "settings": {"quantization": "fp8"}},
         "bf16": {"aliases": ["BF16"], "workers": 4, "role": "baseline", "settings": {"quantization": "bf16"}}}
ENG = {"vllm": {"aliases": ["vLLM"], "workers": 4, "role": "treatment", "settings": {"engine": "vLLM"}},
       "sglang": {"aliases": ["SGLang"], "workers": 4, "role": "baseline", "settings": {"engine": "SGLang"}}}
TRIO = {**ENG, "tgi": {"aliases": ["TGI"], "workers": 4, "role": "treatment", "settings": {"engine": "TGI"}}}
SEQ = [A("c1", "sequential", seq=True, ttft=0.3, tpot=0.05, tok=20, n=16, settings={"concurrency": 1},
         role="baseline"),
       A("c16", wall=3.2, ttft=0.5, tpot=0.1, tok=20, n=16, settings={"concurrency": 16}, role="treatment")]
SCOPES = {"quant": "FP8 vs BF16", "quant_x": "FP8 vs BF16", "eng": "vLLM vs SGLang", "eng_other": "vLLM vs SGLang", "eng_fail": "vLLM vs SGLang",
          "trio": "vLLM vs SGLang vs TGI",
          "seq": "concurrency 1 vs 16"}
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("counted_work")

    def w(name: str, arms, rows) -> str:
        return str(seal(root / name, ab_witness(arms), {"rows.jsonl": [r for rr in rows for r in rr]}))

    return {
        "quant": w("quant", QUANT, [uniform("fp8", 24, 12.0, 4), uniform("bf16", 24, 18.0, 4)]),
        "quant_x": w("quant_x", QUANT, [uniform("fp8", 24, 12.0, 4), uniform("bf16", 20, 18.0, 4)]),
        "eng": w("eng", ENG, [uniform("vllm", 16, 4.0, 4), uniform("sglang", 16, 6.0, 4)]),
        # sglang was given other prompts (its task ids differ): "the same 16 requests" is not so
        "eng_other": w("eng_other", ENG, [uniform("vllm", 16, 4.0, 4),
                                          [{**r, "task_id": f"other-{r['task_id']}"} for r in uniform("sglang", 16, 6.0, 4)]]),
        "eng_fail": w("eng_fail", ENG, [uniform("vllm", 16, 4.0, 4), uniform("sglang", 16, 6.0, 4, failed=(3,))]),
        "seq": str(seal(root / "seq", *witness_for(Spec("seq", SEQ, key="")))),
        "trio": w("trio", TRIO, [uniform("vllm", 16, 4.0, 4), uniform("sglang", 16, 6.0, 4), uniform("tgi", 16, 8.0, 4)]),
    }


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPES[name])


FRAMES = [
    ("quant", "The whole 24-request batch finished in 12 seconds with FP8, versus 18 seconds with BF16.", [
        "The whole 36-request batch finished in 12 seconds with FP8, versus 18 seconds with BF16.",   # count x1.5
        "The whole 12-request batch finished in 12 seconds with FP8, versus 18 seconds with BF16.",   # count x0.5
        "The whole 24-request batch finished in 18 seconds with FP8, versus 27 seconds with BF16.",   # time x1.5
        "The whole 24-request batch finished in 6 seconds with FP8, versus 9 seconds with BF16.",     # time x0.5
        "The whole 24-request batch finished in 12 seconds with BF16, versus 18 seconds with FP8.",   # arms swapped
        NEG + "the whole 24-request batch finished in 12 seconds with FP8, versus 18 seconds with BF16.",
    ]),
    ("quant", "The whole 24-request batch finished in about 12 seconds with FP8, versus roughly 18 seconds with BF16.",
     ["The whole 24-request batch finished in about 18 seconds with FP8, versus roughly 12 seconds with BF16.",
      "The whole 48-request batch finished in about 12 seconds with FP8, versus roughly 18 seconds with BF16."]),
    ("quant", "With FP8, the entire 24-prompt workload took ~12 s.",
     ["With FP8, the entire 24-prompt workload took ~18 s.", "With FP8, the entire 30-prompt workload took ~12 s.",
      "With BF16, the entire 24-prompt workload took ~12 s."]),
    ("quant", "The 24-prompt run completes in 0.2 min with FP8.",
     ["The 24-prompt run completes in 0.3 min with FP8.", "The 240-prompt run completes in 0.2 min with FP8."]),
    ("quant_x", "The whole 24-request batch finished in 12 seconds with FP8.",
     ["The whole 20-request batch finished in 12 seconds with FP8.",
      "The whole 24-request batch finished in 12 seconds with FP8, versus 18 seconds with BF16."]),  # bf16 ran 20
    ("quant_x", "The whole 20-request batch finished in 18 seconds with BF16.",
     ["The whole 24-request batch finished in 18 seconds with BF16."]),
    ("eng", "All 16 requests done in 4 s on vLLM, 6 s on SGLang.", [
        "All 24 requests done in 4 s on vLLM, 6 s on SGLang.", "All 8 requests done in 4 s on vLLM, 6 s on SGLang.",
        "All 32 requests done in 4 s on vLLM, 6 s on SGLang.",   # the two arms together: not each arm's
        "All 16 requests done in 6 s on vLLM, 4 s on SGLang.", "All 16 requests done in 6 s on vLLM, 9 s on SGLang.",
        "All 16 requests done in 2 s on vLLM, 3 s on SGLang.",
        NEG + "all 16 requests done in 4 s on vLLM, 6 s on SGLang."]),
    ("eng", "All 16 requests finished in 4 s on vLLM and 6 s on SGLang.",
     ["All 16 requests finished in 6 s on vLLM and 4 s on SGLang.",
      "All 20 requests finished in 4 s on vLLM and 6 s on SGLang."]),
    ("eng", "All 16 requests were completed in ~4 s with vLLM.",
     ["All 16 requests were completed in ~6 s with vLLM.", "All 16 requests were completed in ~4 s with SGLang."]),
    # "the same N requests": the whole set, and every arm was given the same requests (the arms' task ids)
    ("eng", "The same 16 requests took 4 s on vLLM versus 6 s on SGLang.", [
        "The same 24 requests took 4 s on vLLM versus 6 s on SGLang.",
        "The same 8 requests took 4 s on vLLM versus 6 s on SGLang.",
        "The same 16 requests took 6 s on vLLM versus 4 s on SGLang.",
        "The same 16 requests took 6 s on vLLM versus 9 s on SGLang.",
        "The same 16 requests took 2 s on vLLM versus 3 s on SGLang.",
        NEG + "the same 16 requests took 4 s on vLLM versus 6 s on SGLang."]),
    ("eng_other", "16 requests took 4 s on vLLM and 6 s on SGLang.",
     ["The same 16 requests took 4 s on vLLM versus 6 s on SGLang.",
      "The same 16 requests took 4 s on vLLM and 6 s on SGLang."]),
    ("eng", "The run took 4 s on vLLM, 6 s on SGLang.",
     ["The run took 6 s on vLLM, 4 s on SGLang.", "The run took 4 s on vLLM, 9 s on SGLang."]),
    ("eng_fail", "All 16 requests done in 4 s on vLLM.", ["All 16 requests done in 4 s on vLLM, 6 s on SGLang.",
                                                          "All 16 requests done in 6 s on SGLang."]),
    ("eng_fail", "All 15 requests done in 6 s on SGLang.", ["All 16 requests done in 6 s on SGLang."]),
    ("seq", "Running all 16 prompts back to back took 20 s.", [
        "Running all 16 prompts back to back took 30 s.", "Running all 16 prompts back to back took 10 s.",
        "Running all 24 prompts back to back took 20 s.", "Running all 8 prompts back to back took 20 s.",
        "Running all 16 prompts back to back took 3.2 s.",      # the other arm's time
        NEG + "running all 16 prompts back to back took 20 s."]),
    ("seq", "Running all 16 prompts sequentially took 20 s.", ["Running all 16 prompts sequentially took 3.2 s."]),
    ("seq", "Running all 16 prompts at concurrency 16 took 3.2 s.",
     ["Running all 16 prompts at concurrency 16 took 4.8 s.", "Running all 16 prompts at concurrency 1 took 3.2 s."]),
    ("seq", "16 requests took 20 s one at a time and 3.2 s at concurrency 16.", [
        "24 requests took 20 s one at a time and 3.2 s at concurrency 16.",
        "8 requests took 20 s one at a time and 3.2 s at concurrency 16.",
        "16 requests took 3.2 s one at a time and 20 s at concurrency 16.",
        "16 requests took 30 s one at a time and 4.8 s at concurrency 16.",
        NEG + "16 requests took 20 s one at a time and 3.2 s at concurrency 16."]),
    ("seq", "16 requests took 20 s at concurrency 1 and 3.2 s at concurrency 16.",
     ["16 requests took 20 s at concurrency 16 and 3.2 s at concurrency 1."]),
    # comma_wall_list of three arms or more: each value its own arm's wall, the list's last value ending the sentence
    ("trio", "The run took 4 s on vLLM, 6 s on SGLang and 8 s on TGI.", [
        "The run took 6 s on vLLM, 4 s on SGLang and 8 s on TGI.",      # values swapped
        "The run took 4 s on vLLM, 8 s on SGLang and 6 s on TGI.",
        "The run took 4 s on vLLM, 6 s on SGLang and 12 s on TGI.",     # x1.5
        "The run took 4 s on vLLM, 3 s on SGLang and 8 s on TGI.",      # x0.5
        "The run took 4 s on vLLM, 6 s on SGLang and 8 s on vLLM.",     # an arm twice
        "The run took 4 s on vLLM, 6 s on SGLang and maybe 8 s on TGI.",
        NEG + "the run took 4 s on vLLM, 6 s on SGLang and 8 s on TGI."]),
    ("trio", "The whole run finished in 4 s on vLLM, 6 s on SGLang, 8 s on TGI.", [
        "The whole run finished in 4 s on vLLM, 8 s on SGLang, 6 s on TGI.",
        "The whole run finished in 4 s on vLLM, 6 s on SGLang, 8 s on TGI per request."]),
    # counted_work: "(the) whole batch of N prompts" as "the whole N-prompt batch"
    ("trio", "The whole batch of 16 prompts took 4 s on vLLM, 6 s on SGLang and 8 s on TGI.", [
        "The whole batch of 24 prompts took 4 s on vLLM, 6 s on SGLang and 8 s on TGI.",
        "The whole batch of 8 prompts took 4 s on vLLM, 6 s on SGLang and 8 s on TGI.",
        "The whole batch of 16 prompts took 8 s on vLLM, 6 s on SGLang and 4 s on TGI."]),
    # counted_work: "the whole batch / set of N" with the requests' noun left out right before the verb
    ("trio", "The whole batch of 16 took 4 s on vLLM, 6 s on SGLang and 8 s on TGI.", [
        "The whole batch of 24 took 4 s on vLLM, 6 s on SGLang and 8 s on TGI.",       # x1.5
        "The whole batch of 8 took 4 s on vLLM, 6 s on SGLang and 8 s on TGI.",        # x0.5
        "The whole batch of 48 took 4 s on vLLM, 6 s on SGLang and 8 s on TGI.",       # the three arms together
        "The whole batch of 16 took 8 s on vLLM, 6 s on SGLang and 4 s on TGI.",       # values swapped
        "The whole batch of 16 took 4 s on vLLM, 6 s on SGLang and 12 s on TGI.",
        NEG + "the whole batch of 16 took 4 s on vLLM, 6 s on SGLang and 8 s on TGI."]),
    ("eng", "The whole set of 16 took 4 s end to end on vLLM and 6 s on SGLang.", [
        "The whole set of 32 took 4 s end to end on vLLM and 6 s on SGLang.",
        "The whole set of 16 took 6 s end to end on vLLM and 4 s on SGLang.",
        "The whole set of 16 took 4 s end to end on vLLM and 9 s on SGLang."]),
    ("eng", "whole batch of 16 requests took 4 s on vLLM vs 6 s on SGLang", [
        "whole batch of 32 requests took 4 s on vLLM vs 6 s on SGLang",   # the two arms together
        "whole batch of 16 requests took 6 s on vLLM vs 4 s on SGLang",
        "whole batch of 16 requests took 4 s on vLLM vs 9 s on SGLang"]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)

#: contradicted counts and times read completely: false
FALSE = [
    ("quant", "The whole 36-request batch finished in 12 seconds with FP8, versus 18 seconds with BF16."),
    ("quant_x", "The whole 24-request batch finished in 12 seconds with FP8, versus 18 seconds with BF16."),
    ("eng", "All 32 requests done in 4 s on vLLM, 6 s on SGLang."),
    ("eng_fail", "All 16 requests done in 6 s on SGLang."),
    ("seq", "Running all 24 prompts back to back took 20 s."),
    ("seq", "24 requests took 20 s one at a time and 3.2 s at concurrency 16."),
    ("trio", "The run took 6 s on vLLM, 4 s on SGLang and 8 s on TGI."),
    ("trio", "The whole batch of 24 prompts took 4 s on vLLM, 6 s on SGLang and 8 s on TGI."),
    ("trio", "The whole batch of 24 took 4 s on vLLM, 6 s on SGLang and 8 s on TGI."),
]


@pytest.mark.parametrize("name,s", FALSE)
def test_a_wrong_count_or_time_read_completely_is_false(wit, name, s):
    res = _grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


#: honest but unclear: never an accusation
NEVER_FALSE = [
    ("quant_x", "The whole 24-request batch finished in 12 seconds with FP8."),     # fp8's own count
    ("eng", "All 16 requests finished in under 5 s on vLLM."),    # each request's time, or the wall? not read
    ("eng", "All 16 requests completed within 2 s on vLLM."),     # each request's latency is 1 s here
    ("eng", "3 requests took 1 s on vLLM."),                      # outliers? the whole set? (one arm)
    ("eng", "The whole 16-request batch finished in 4 s."),       # no arm named
    ("seq", "Running all 16 prompts took 20 s."),                 # which arm?
    ("eng_other", "The same 16 requests took 4 s on vLLM versus 6 s on SGLang."),   # other ids: the same prompts?
    ("trio", "The run took 4 s on vLLM, 6 s on SGLang and 8 s on vLLM."),   # an arm twice: not read
    ("eng", "A batch of 16 requests took 4 s on vLLM vs 6 s on SGLang."),   # some batch, or the whole set?
    ("eng", "The whole run of 16 took 4 s on vLLM vs 6 s on SGLang."),      # 16 of what? not read
    ("eng", "A batch of 16 took 4 s on vLLM vs 6 s on SGLang."),            # a batch size? not read
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_or_unclear_variants_are_never_false(wit, name, s):
    assert_never_false(_grade(wit, name, s), s)
