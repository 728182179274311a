"""Arms named by vLLM's chunked prefill setting (issue 16; vocabulary.CHUNKED_PREFILL_ON / _OFF, settings key
``enable_chunked_prefill`` or ``chunked_prefill``): "with chunked prefill", "chunked prefill off", "without chunked
prefill", "turned on chunked prefill", "--enable-chunked-prefill" name the arm that declares that state.

The witness, worked out by hand (real_sentences.witness_specs rows; every request of an arm alike), 30 requests
per arm, 2000 prompt + 300 output tokens, one RTX 4090, Qwen2.5-7B-Instruct:

* on (treatment, chunked prefill enabled): 3.3 req/s, TTFT 460 ms, ITL 16 ms;
* off (baseline): 3.0 req/s, TTFT 400 ms, ITL 20 ms.

So chunked prefill: request throughput +10% (3.3 / 3.0), mean TTFT +15% (460 / 400), mean ITL -20% (16 / 20).
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_net_true
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, grade_case, witness_for

SPEC = Spec("chunked", [A("on", thr=3.3, ttft=0.46, itl=0.016, tok=300, prompt=2000, n=30,
                          settings={"enable_chunked_prefill": True}, role="treatment"),
                        A("off", thr=3.0, ttft=0.4, itl=0.02, tok=300, prompt=2000, n=30,
                          settings={"enable_chunked_prefill": False}, role="baseline")],
            key="", hw="1 x NVIDIA GeForce RTX 4090", model="Qwen/Qwen2.5-7B-Instruct")


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    return {SPEC.id: str(seal(tmp_path_factory.mktemp("chunked") / SPEC.id, *witness_for(SPEC)))}


@pytest.mark.parametrize("true, twins", [
    ("Enabling chunked prefill raises request throughput by 10%.",
     ["Enabling chunked prefill raises request throughput by 20%.", "Enabling chunked prefill raises request throughput by 5%.",
      "Enabling chunked prefill lowers request throughput by 10%.", "Disabling chunked prefill raises request throughput by 10%.",
      "It is not true that enabling chunked prefill raises request throughput by 10%."]),
    ("Without chunked prefill, mean TTFT is 400 ms.",
     ["Without chunked prefill, mean TTFT is 460 ms.", "With chunked prefill, mean TTFT is 400 ms.",
      "Without chunked prefill, mean TTFT is 600 ms."]),
    ("Mean ITL drops from 20 ms to 16 ms with chunked prefill on.",
     ["Mean ITL drops from 20 ms to 10 ms with chunked prefill on.", "Mean ITL drops from 20 ms to 16 ms with chunked prefill off."]),
    ("Turned on chunked prefill and mean TTFT rose 15%.",
     ["Turned off chunked prefill and mean TTFT rose 15%.", "Turned on chunked prefill and mean TTFT rose 30%."]),
    ("With chunked prefill disabled, request throughput was 3.0 req/s.",
     ["With chunked prefill enabled, request throughput was 3.0 req/s.",
      "With chunked prefill disabled, request throughput was 4.5 req/s."]),
])
def test_chunked_prefill_names_its_arm(true, twins, witnesses):
    res = grade_case(SPEC, true, witnesses)
    assert not res.reading.unread and res.verdict == "net-true", ([u.text for u in res.reading.unread], res.reason)
    for twin in twins:
        assert_never_net_true(grade_case(SPEC, twin, witnesses), twin)
