""""The fastest engine" where the engines are the arms (claimcheck/claims/superlatives.py, production
superlative_engine): "TGI is the slowest engine on mean end-to-end latency, at 2.78 s", "SGLang is the fastest
engine", "SGLang was the fastest backend by request throughput": read as "the fastest arm" only where every arm of the
witness declares its own engine, each another one (vocabulary.SUPERLATIVE_ENGINE_NOUNS: engine, backend, framework);
else "the fastest engine" may be every engine there is, and stays unread.

Witnesses by hand (10 requests per arm, 101 output tokens, every request alike; end-to-end latency = TTFT + 100 TPOT):

* ``eng`` -- three arms, each its own engine: vLLM 2.0 req/s, TTFT 200 ms, TPOT 20 ms, e2e 2.2 s; SGLang 2.5 req/s,
  TTFT 190 ms, TPOT 18 ms, e2e 1.99 s; TGI 1.6 req/s, TTFT 280 ms, TPOT 25 ms, e2e 2.78 s. SGLang is the fastest in
  every metric, TGI the slowest.
* ``mixed`` -- the same numbers, but the TGI arm runs vLLM too (two arms of one engine): "the fastest engine" is not
  one arm.
* ``conc`` -- frame_checks.CONC_SWEEP: three concurrency levels of one engine (vLLM).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import CONC_SWEEP, CONC_SWEEP_SCOPE, frame_tests, sealed_fixture, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402


def _arms(tgi_engine: str) -> list:
    return [A("vllm", "vLLM", thr=2.0, ttft=0.2, tpot=0.02, tok=101, settings={"engine": "vLLM"}, role="baseline"),
            A("sglang", "SGLang", thr=2.5, ttft=0.19, tpot=0.018, tok=101, settings={"engine": "SGLang"},
              role="treatment"),
            A("tgi", "TGI", thr=1.6, ttft=0.28, tpot=0.025, tok=101, settings={"engine": tgi_engine},
              role="treatment")]


SPECS = {"eng": Spec("eng", _arms("TGI"), key="", engine=None),
         "mixed": Spec("mixed", _arms("vLLM"), key="", engine=None),
         "conc": CONC_SWEEP}
_SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per engine, 101 output tokens each"
SCOPES = {"eng": _SCOPE, "mixed": _SCOPE, "conc": CONC_SWEEP_SCOPE}
wit = sealed_fixture("superlative_engines", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPES[name])


_NEG = "It is not true that "

#: (witness, true statement, twins: another arm, the superlative flipped, the value moved, a negation)
FRAMES = [
    ("eng", "TGI is the slowest engine on mean end-to-end latency, at 2.78 s.",
     ["SGLang is the slowest engine on mean end-to-end latency, at 2.78 s.",
      "vLLM is the slowest engine on mean end-to-end latency, at 2.2 s.",
      "TGI is the fastest engine on mean end-to-end latency, at 2.78 s.",
      "TGI is the slowest engine on mean end-to-end latency, at 4.17 s.",
      _NEG + "TGI is the slowest engine on mean end-to-end latency, at 2.78 s."]),
    ("eng", "SGLang is the fastest engine.", ["TGI is the fastest engine.", "SGLang is the slowest engine.",
                                              "vLLM is the fastest engine."]),
    ("eng", "SGLang was the fastest backend by request throughput, at 2.5 req/s.",
     ["vLLM was the fastest backend by request throughput, at 2.5 req/s.",
      "SGLang was the slowest backend by request throughput, at 2.5 req/s.",
      "SGLang was the fastest backend by request throughput, at 3.75 req/s."]),
    ("eng", "The fastest framework (SGLang) reached 2.5 req/s.",
     ["The fastest framework (TGI) reached 2.5 req/s.", "The slowest framework (SGLang) reached 2.5 req/s.",
      "The fastest framework (SGLang) reached 1.6 req/s."]),
    ("eng", "TGI is the slowest engine on mean TTFT (280 ms).",
     ["TGI is the fastest engine on mean TTFT (280 ms).", "vLLM is the slowest engine on mean TTFT (280 ms).",
      "TGI is the slowest engine on mean TTFT (190 ms)."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def _grade_eng(witnesses, statement):
    return grade_statement(statement, witnesses["eng"], SCOPES["eng"])


test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["vLLM is the slowest engine on mean end-to-end latency.", "TGI is the fastest engine."],
    ["TGI is the slowest engine on mean end-to-end latency, at 2.78 s.", "SGLang is the fastest engine.",
     "TGI is the slowest engine on mean TTFT (about 280 ms).", "SGLang is the fastest engine on mean TPOT."],
    _grade_eng)


def test_an_engine_noun_over_arms_of_one_engine_stays_unread(wit):
    for name, s in (("mixed", "SGLang is the fastest engine."),
                    ("mixed", "TGI is the slowest engine on mean end-to-end latency, at 2.78 s."),
                    ("conc", "c32 is the fastest engine."),
                    ("conc", "c32 is the fastest backend by request throughput.")):
        res = _grade(wit, name, s)
        assert res.verdict not in ("net-true", "false") and res.reading is not None and res.reading.unread, \
            (s, res.verdict)
