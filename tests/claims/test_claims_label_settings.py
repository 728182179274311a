"""Numeric settings declared by the arms' own names (issue 16; production arm_by_label_setting --
claimcheck/claims/label_settings.py): arms named "chunk-8192" / "chunk-2048", "np1" / "np4", "c1" / "c16" in a
witness that records no value of that setting (held26 dev b05: SGLang's --chunked-prefill-size, the values in the
arms' names only). Each name declares its arm's value, read as a declared one is: "with the 2048-token prefill chunks",
"chunk size 8192", "from 8192 to 2048", "-np 4", "at concurrency 16". Only where every arm's name says a value of the
same setting, the values differ, and no arm declares the key itself.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; every request of an arm alike):

* ``chunk`` -- SGLang, one H100, 64 requests per arm of 8000 prompt + 256 output tokens, concurrency 16 both:
  chunk-8192 (baseline) 3.0 req/s, TTFT 600 ms, TPOT 18 ms; chunk-2048 (treatment) 3.6 req/s (+20%), TTFT 900 ms
  (+50%), TPOT 13.5 ms (-25%; 18 / 13.5 = 1.33x lower).
* ``np`` -- llama.cpp on CPU, 24 requests per arm, 128 output tokens: np1 (baseline) 0.2 req/s, TTFT 400 ms; np4
  (treatment) 0.4 req/s (2x), TTFT 900 ms (2.25x).
* ``conc`` -- c1 (baseline, back to back) TTFT 20 ms, TPOT 20 ms, 256 output tokens: e2e 5.12 s, 50 output tok/s;
  c16 720 output tok/s (14.4x), TTFT 60 ms (3x).
* ``mixed`` -- the conc rows, the arms named "c1" and "baseline": the names say no sweep.
* ``declared`` -- the conc rows, the arms named "c1" and "c16" but declaring concurrency 8 and 32: the declared values
  answer ("at concurrency 16" names no arm).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

from claimcheck.claims.label_settings import label_value  # noqa: E402

CPU = "AMD EPYC 7763, 16 vCPUs (CPU only)"


def _conc(n1: str, n16: str, s1: dict | None = None, s16: dict | None = None) -> list:
    return [A(n1, seq=True, ttft=0.02, tpot=0.02, tok=256, prompt=512, n=32, settings=s1 or {}, role="baseline"),
            A(n16, toks=720, ttft=0.06, tpot=0.028, tok=256, prompt=512, n=32, settings=s16 or {}, role="treatment")]


SPECS = {
    "chunk": Spec("chunk", [A("chunk-2048", thr=3.6, ttft=0.9, tpot=0.0135, tok=256, prompt=8000, n=64,
                              settings={"concurrency": 16}, role="treatment"),
                            A("chunk-8192", thr=3.0, ttft=0.6, tpot=0.018, tok=256, prompt=8000, n=64,
                              settings={"concurrency": 16}, role="baseline")], key="", engine="SGLang"),
    "np": Spec("np", [A("np1", thr=0.2, ttft=0.4, tok=128, prompt=200, n=24, role="baseline"),
                      A("np4", thr=0.4, ttft=0.9, tok=128, prompt=200, n=24, role="treatment")],
               key="", engine="llama.cpp", hw=CPU),
    "conc": Spec("conc", _conc("c1", "c16"), key=""),
    "mixed": Spec("mixed", _conc("c1", "baseline"), key=""),
    "declared": Spec("declared", _conc("c1", "c16", {"concurrency": 8}, {"concurrency": 32}), key=""),
}
SCOPES = {"chunk": "SGLang, Llama-3.1-8B-Instruct on one H100, 64 requests per arm",
          "np": "llama.cpp on CPU, Llama-3.1-8B-Instruct, 24 requests per arm",
          "conc": "vLLM, Llama-3.1-8B-Instruct on one H100, 32 requests per arm"}
SCOPES["mixed"] = SCOPES["declared"] = SCOPES["conc"]

wit = sealed_fixture("label_settings", SPECS)


CASES = [
    ("chunk", "Request throughput improved by 20% with the 2048-token prefill chunks.",
     ["Request throughput improved by 40% with the 2048-token prefill chunks.",
      "Request throughput dropped by 20% with the 2048-token prefill chunks.",
      "Request throughput improved by 20% with the 8192-token prefill chunks.",
      "Request throughput improved by 20% with the 4096-token prefill chunks."]),   # no arm's name says 4096
    ("chunk", "Mean TTFT went from 600 ms with chunk size 8192 to 900 ms with 2048.",
     ["Mean TTFT went from 600 ms with chunk size 2048 to 900 ms with 8192.",
      "Mean TTFT went from 600 ms with chunk size 8192 to 1350 ms with 2048."]),
    ("chunk", "Dropping --chunked-prefill-size from 8192 to 2048 cut mean TPOT by 25%.",
     ["Dropping --chunked-prefill-size from 2048 to 8192 cut mean TPOT by 25%.",    # the change the wrong way
      "Dropping --chunked-prefill-size from 8192 to 2048 cut mean TPOT by 50%.",
      "Dropping --chunked-prefill-size from 8192 to 1024 cut mean TPOT by 25%."]),
    ("chunk", "With 2048-token chunks, mean TPOT is 1.33x lower than with 8192-token chunks.",
     ["With 2048-token chunks, mean TPOT is 2.33x lower than with 8192-token chunks.",
      "With 8192-token chunks, mean TPOT is 1.33x lower than with 2048-token chunks."]),
    # a label of the run by its chunk size, and the chunk in the singular (vocabulary.chunk_size_phrases)
    ("chunk", "mean TPOT 18 ms (chunk 8192) vs 13.5 ms (chunk 2048)",
     ["mean TPOT 13.5 ms (chunk 8192) vs 18 ms (chunk 2048)",
      "mean TPOT 18 ms (chunk 4096) vs 13.5 ms (chunk 2048)",
      "mean TPOT 27 ms (chunk 8192) vs 13.5 ms (chunk 2048)"]),
    ("chunk", "Mean TTFT was 900 ms with a 2048-token prefill chunk.",
     ["Mean TTFT was 600 ms with a 2048-token prefill chunk.",
      "Mean TTFT was 900 ms with an 8192-token prefill chunk.",
      "Mean TTFT was 1350 ms with a 2048-token prefill chunk."]),
    ("np", "Going from -np 1 to -np 4 doubled request throughput.",
     ["Going from -np 4 to -np 1 doubled request throughput.",
      "Going from -np 1 to -np 4 tripled request throughput.",
      "Going from -np 1 to -np 8 doubled request throughput."]),
    ("np", "Mean TTFT rose from 400 ms with one slot to 900 ms with four slots.",
     ["Mean TTFT rose from 400 ms with four slots to 900 ms with one slot.",
      "Mean TTFT rose from 400 ms with one slot to 1350 ms with four slots."]),
    ("conc", "Raising concurrency from 1 to 16 gave 14.4x the output throughput.",
     ["Raising concurrency from 16 to 1 gave 14.4x the output throughput.",
      "Raising concurrency from 1 to 16 gave 21.6x the output throughput.",
      "Raising concurrency from 1 to 32 gave 14.4x the output throughput."]),
    ("conc", "Mean TTFT at concurrency 16 is 3x that at concurrency 1.",
     ["Mean TTFT at concurrency 1 is 3x that at concurrency 16.",
      "Mean TTFT at concurrency 16 is 4.5x that at concurrency 1."]),
]


@pytest.mark.parametrize("name,true,twins", CASES, ids=[f"{n}:{t[:50]}" for n, t, _ in CASES])
def test_an_arms_name_declares_its_setting(wit, name, true, twins):
    assert_read_net_true(grade_statement(true, wit[name], SCOPES[name]))
    for twin in twins:
        assert_never_net_true(grade_statement(twin, wit[name], SCOPES[name]), twin)


#: where the names declare nothing, the setting's words name no arm: never net-true, never false ("mixed"); where
#: the arms declare the setting themselves, their record answers, never the names: "at concurrency 16" of arms that
#: record 8 and 32 is contradicted by the record (false), as it was before this production
UNDECLARED = [
    ("mixed", "Raising concurrency from 1 to 16 gave 14.4x the output throughput."),
    ("mixed", "Mean TTFT at concurrency 16 is 3x that at concurrency 1."),
]
RECORDED = [
    ("declared", "Raising concurrency from 1 to 16 gave 14.4x the output throughput."),
    ("declared", "Mean TTFT at concurrency 16 is 3x that at concurrency 1."),
]


@pytest.mark.parametrize("name,s", UNDECLARED, ids=[f"{n}:{s[:40]}" for n, s in UNDECLARED])
def test_names_that_declare_nothing_name_no_arm(wit, name, s):
    res = grade_statement(s, wit[name], SCOPES[name])
    assert_never_net_true(res, s)
    assert_never_false(res, s)


@pytest.mark.parametrize("name,s", RECORDED, ids=[f"{n}:{s[:40]}" for n, s in RECORDED])
def test_a_recorded_setting_is_never_overruled_by_the_names(wit, name, s):
    assert_never_net_true(grade_statement(s, wit[name], SCOPES[name]), s)


@pytest.mark.parametrize("name,expected", [
    ("c16", ("concurrency", 16)), ("C1", ("concurrency", 1)), ("c=16", ("concurrency", 16)),
    ("np4", ("parallel_slots", 4)), ("chunk-2048", ("chunked_prefill_size", 2048)),
    ("chunk8192", ("chunked_prefill_size", 8192)), ("bs_32", ("batch_size", 32)), ("tp2", None),
    ("c0", None), ("c16x", None), ("config1", None), ("run-16", None), ("c-016", None), ("chunk 2048", None),
    ("vllm", None), ("c1.5", None)])
def test_label_value(name, expected):
    assert label_value(name) == expected
