"""An intransitive change verb with the after value first ("p99 TTFT drops to 150 ms from 200 ms", "throughput rose
to 6.5 from 5.0 req/s"): production change_to_from, a from-to pair in the other order (the before value is the
baseline's, the after value the subject's), its direction checked against the verb's.

The witness is worked out by hand (real_sentences.witness_specs.arm_rows, 40 requests per arm, every request
alike): ``sglang`` (treatment) serves 6.5 req/s with TTFT 0.150 s; ``vllm`` (baseline) 5.0 req/s with TTFT 0.200 s.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import case_verdict as verdict, sealed_case
from real_sentences.witness_specs import A, Spec

ARMS = [A("sglang", "SGLang", thr=6.5, ttft=0.15, tpot=0.02, tok=16, n=40, role="treatment"),
        A("vllm", "vLLM", thr=5.0, ttft=0.2, tpot=0.025, tok=16, n=40, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return sealed_case(tmp_path_factory, "tofrom", Spec("tofrom", ARMS, key="", engine=None))


@pytest.mark.parametrize("s", ["With SGLang, p99 TTFT drops to 150 ms from 200 ms.",
                               "SGLang: mean TTFT fell to 0.15 s from 200 ms.",
                               "Request throughput rose to 6.5 req/s from 5.0 req/s with SGLang.",
                               "Request throughput rose to 6.5 from 5.0 req/s with SGLang.",
                               "Median TTFT went down to 150 ms from 200 ms with SGLang."])
def test_true_sentences_are_net_true(wit, s):
    assert verdict(wit, s) == "net-true"


@pytest.mark.parametrize("s", ["With SGLang, p99 TTFT drops to 100 ms from 200 ms.",   # scaled
                               "With vLLM, p99 TTFT drops to 150 ms from 200 ms.",     # arm swapped
                               "Request throughput rose to 5.0 req/s from 6.5 req/s with SGLang.",  # values swapped
                               "Request throughput fell to 6.5 req/s from 5.0 req/s with SGLang.",  # verb flipped
                               "With SGLang, p99 TTFT did not drop to 150 ms from 200 ms."])        # negated
def test_twins_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"


def test_a_contradicted_value_is_false(wit):
    assert verdict(wit, "With SGLang, p99 TTFT drops to 100 ms from 200 ms.") == "false"


def test_a_verb_against_its_values_is_not_graded(wit):
    assert verdict(wit, "Request throughput fell to 6.5 req/s from 5.0 req/s with SGLang.") == "not-yet"


# production change_verb_to_from: a transitive change verb and its metric before "to A from B" (or ", down/up from B")
@pytest.mark.parametrize("s", ["SGLang reduces mean TTFT to 150 ms from 200 ms.",
                               "SGLang lowers median TTFT to 150 ms, down from 200 ms.",
                               "SGLang raises request throughput to 6.5 req/s, up from 5.0 req/s.",
                               "SGLang increases request throughput to 6.5 req/s from 5.0 req/s."])
def test_transitive_true_sentences_are_net_true(wit, s):
    assert verdict(wit, s) == "net-true"


@pytest.mark.parametrize("s", ["SGLang reduces mean TTFT to 100 ms from 200 ms.",          # scaled (false)
                               "vLLM reduces mean TTFT to 150 ms from 200 ms.",            # arm swapped
                               "SGLang reduces mean TTFT to 200 ms from 150 ms.",          # values swapped
                               "SGLang raises mean TTFT to 150 ms from 200 ms.",           # verb flipped
                               "SGLang lowers median TTFT to 150 ms, up from 200 ms.",     # particle against the verb
                               "SGLang increases request throughput to 6.5 tok/s from 5.0 tok/s."])  # unit of another metric
def test_transitive_twins_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"
