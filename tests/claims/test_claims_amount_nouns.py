"""Amount nouns and bare RTX model numbers (issue 16).

* production amount_noun (claimcheck/claims/amounts.py): an article, a duration or a rate, a change noun
  (vocabulary.AMOUNT_NOUNS: improvement, reduction, drop, cut, increase, gain, boost, penalty, hit, overhead, saving
  ...) and its metric, before the noun or after "in" / "on" / "to" / "for": "With TP=2 we saw a 90 ms improvement in
  mean TTFT", "a 60 ms TTFT hit", "a 512 tok/s gain in output throughput" -- the difference treatment - baseline in
  the noun's direction, as "90 ms lower mean TTFT" reads one;
* descriptors._rtx_bare: an RTX card named by its model number alone after a count, a determiner or before its noun /
  plural ("on a single 4090", "on my 4090", "2x 4090", "on two 3090s", "one 4090 GPU"), read as "RTX 4090" and
  checked against the witness's GPU and count.

Each true statement is read completely and grades net-true; each twin (the amount x1.5 / x0.5, the direction
flipped, the arms swapped, a negation, another GPU, another GPU count, a rate of another metric) is never net-true;
the never-false rows (honest scopes, unread shapes) are never false.

Witnesses, worked out by hand (40 requests per tp arm, 12 per rtx arm; real_sentences.witness_specs rows; every request of an arm
alike, so every statistic of a per-request metric is the same):

* ``tp`` -- 2 x NVIDIA H100 80GB HBM3, Llama-3.1-8B-Instruct. tp2 (tensor_parallel_size 2, treatment): 6 req/s,
  TTFT 150 ms, TPOT 7.5 ms, 256 output / 1024 prompt tokens -> 6 x 256 = 1536 output tok/s, e2e 0.15 + 0.0075 x 255
  = 2.0625 s; tp1 (1, baseline): 4 req/s, TTFT 240 ms, TPOT 12 ms -> 1024 output tok/s, e2e 0.24 + 0.012 x 255 =
  3.30 s. tp2 - tp1: TTFT -90 ms, TPOT -4.5 ms, e2e -1.2375 s, +512 output tok/s (total: 6 x 1280 - 4 x 1280 = +2560
  tok/s, the other meaning of a bare token rate), +2 req/s.
* ``awq`` -- 1 x NVIDIA L40S 48GB, Mistral-7B-Instruct-v0.3, 40 requests per arm, 512 output / 256 prompt tokens.
  awq (quantization awq, treatment): 2.4 req/s, TTFT 96 ms, TPOT 15 ms -> 2.4 x 512 = 1228.8 output tok/s; fp16
  (fp16, baseline): 1.6 req/s, TTFT 80 ms, TPOT 25 ms -> 819.2 output tok/s. awq - fp16: TTFT +16 ms, TPOT -10 ms,
  +409.6 output tok/s.
* ``chunked`` -- 1 x NVIDIA GeForce RTX 4090, Qwen2.5-7B-Instruct, 30 requests per arm, 300 output / 2000 prompt
  tokens. cpon (enable_chunked_prefill true, treatment): 3.3 req/s, TTFT 460 ms, ITL 16 ms -> 990 output tok/s; cpoff
  (false, baseline): 3.0 req/s, TTFT 400 ms, ITL 20 ms -> 900 output tok/s. on - off: TTFT +60 ms, ITL -4 ms, +90
  output tok/s, +0.3 req/s.
* ``ngram`` -- 1 x H100, Llama-3.1-8B-Instruct, 20 requests per arm, 128 output / 2048 prompt tokens. ngram
  (speculative_method ngram, treatment): 3.5 req/s, TTFT 190 ms, TPOT 5 ms; base (none, baseline): 2.5 req/s, TTFT
  180 ms, TPOT 10 ms. ngram - base: TTFT +10 ms, TPOT -5 ms.
* ``rtx`` -- 1 x NVIDIA GeForce RTX 4090, Qwen2.5-7B-Instruct. fp8 (quantization fp8, treatment): TTFT 100 ms,
  2 req/s; bf16 (bf16, baseline): TTFT 130 ms, 1.6 req/s. fp8 - bf16: TTFT -30 ms (-23.1%), request throughput +25%.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_test, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

NEG = "It is not true that "
SPECS = {
    "tp": Spec("tp", [A("tp2", "TP=2", thr=6, ttft=0.15, tpot=0.0075, tok=256, prompt=1024, n=40,
                        settings={"tensor_parallel_size": 2}, role="treatment"),
                      A("tp1", "TP=1", thr=4, ttft=0.24, tpot=0.012, tok=256, prompt=1024, n=40,
                        settings={"tensor_parallel_size": 1}, role="baseline")],
               key="", hw="2 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-8B-Instruct"),
    "rtx": Spec("rtx", [A("fp8", "FP8", thr=2, ttft=0.1, n=12, settings={"quantization": "fp8"}, role="treatment"),
                        A("bf16", "BF16", thr=1.6, ttft=0.13, n=12, settings={"quantization": "bf16"},
                          role="baseline")],
                key="", hw="1 x NVIDIA GeForce RTX 4090", model="Qwen/Qwen2.5-7B-Instruct"),
    "awq": Spec("awq", [A("awq", "AWQ", thr=2.4, ttft=0.096, tpot=0.015, tok=512, prompt=256, n=40,
                          settings={"quantization": "awq"}, role="treatment"),
                        A("fp16", "FP16", thr=1.6, ttft=0.08, tpot=0.025, tok=512, prompt=256, n=40,
                          settings={"quantization": "fp16"}, role="baseline")],
                key="", hw="1 x NVIDIA L40S 48GB", model="mistralai/Mistral-7B-Instruct-v0.3"),
    "chunked": Spec("chunked", [A("cpon", thr=3.3, ttft=0.46, itl=0.016, tok=300, prompt=2000, n=30,
                                  settings={"enable_chunked_prefill": True}, role="treatment"),
                                A("cpoff", thr=3.0, ttft=0.4, itl=0.02, tok=300, prompt=2000, n=30,
                                  settings={"enable_chunked_prefill": False}, role="baseline")],
                    key="", hw="1 x NVIDIA GeForce RTX 4090", model="Qwen/Qwen2.5-7B-Instruct"),
    "ngram": Spec("ngram", [A("ngram", "n-gram", thr=3.5, ttft=0.19, tpot=0.005, tok=128, prompt=2048, n=20,
                              settings={"speculative_method": "ngram"}, role="treatment"),
                            A("base", "the baseline", thr=2.5, ttft=0.18, tpot=0.01, tok=128, prompt=2048, n=20,
                              settings={"speculative_method": "none"}, role="baseline")],
                    key="", hw="1 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-8B-Instruct"),
}
SCOPES = {"tp": "Llama-3.1-8B-Instruct on 2 x H100 with vLLM, TP=1 vs TP=2, 40 requests per arm",
          "rtx": "Qwen2.5-7B-Instruct on one RTX 4090 with vLLM, FP8 vs BF16, 12 requests per arm",
          "awq": "Mistral-7B-Instruct-v0.3 on one L40S with vLLM, AWQ vs FP16, 40 requests per arm",
          "chunked": "Qwen2.5-7B-Instruct on one RTX 4090 with vLLM, chunked prefill on vs off, 30 requests per arm",
          "ngram": "Llama-3.1-8B-Instruct on one H100 with vLLM, n-gram vs none, 20 requests per arm"}


wit = sealed_fixture("amount_nouns", SPECS)


def grade(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPES[name])


FRAMES = [
    ("tp", "With TP=2 we saw a 90 ms improvement in mean TTFT.", [
        "With TP=2 we saw a 135 ms improvement in mean TTFT.",                # x1.5
        "With TP=2 we saw a 45 ms improvement in mean TTFT.",                 # x0.5
        "With TP=2 we saw a 90 ms increase in mean TTFT.",                    # direction flipped
        "With TP=2 we saw a 90 ms regression in mean TTFT.",
        "With TP=1 we saw a 90 ms improvement in mean TTFT.",                 # arms swapped
        NEG + "with TP=2 we saw a 90 ms improvement in mean TTFT.",
        "With TP=2 we saw a 90 ms improvement in mean TTFT on A100s.",        # another GPU
        "With TP=2 we saw a 90 ms improvement in mean TPOT.",                 # another metric
    ]),
    ("tp", "With TP=2 we saw an improvement of 90 ms in mean TTFT.", [
        "With TP=2 we saw an improvement of 135 ms in mean TTFT.",
        "With TP=2 we saw an increase of 90 ms in mean TTFT.",
        "With TP=1 we saw an improvement of 90 ms in mean TTFT.",
        NEG + "with TP=2 we saw an improvement of 90 ms in mean TTFT.",
    ]),
    ("tp", "TP=2 brings a reduction in mean TPOT of 4.5 ms.", [
        "TP=2 brings a reduction in mean TPOT of 9 ms.",
        "TP=2 brings an increase in mean TPOT of 4.5 ms.",
        "TP=1 brings a reduction in mean TPOT of 4.5 ms.",
    ]),
    ("tp", "With TP=2 we got a gain of 512 tok/s in output throughput.", [
        "With TP=2 we got a gain of 1024 tok/s in output throughput.",
        "With TP=2 we got a loss of 512 tok/s in output throughput.",
        "With TP=1 we got a gain of 512 tok/s in output throughput.",
    ]),
    ("tp", "TTFT improvement with TP=2: 90 ms.", [
        "TTFT improvement with TP=2: 45 ms.",
        "TTFT improvement with TP=1: 90 ms.",
        "TTFT regression with TP=2: 90 ms.",
    ]),
    ("tp", "TP=2 gives a 90 ms mean TTFT reduction.", [
        "TP=2 gives a 135 ms mean TTFT reduction.",
        "TP=2 gives a 90 ms mean TTFT increase.",
        "TP=1 gives a 90 ms mean TTFT reduction.",
    ]),
    ("tp", "Moving to TP=2 brings an ~4.5 ms drop in TPOT.", [
        "Moving to TP=2 brings an ~9 ms drop in TPOT.",
        "Moving to TP=2 brings an ~2 ms drop in TPOT.",
        "Moving to TP=2 brings an ~4.5 ms rise in TPOT.",
        "Moving to TP=1 brings an ~4.5 ms drop in TPOT.",
    ]),
    ("tp", "TP=2 delivers a 1.24 s cut in mean end-to-end latency compared with TP=1.", [
        "TP=2 delivers a 1.86 s cut in mean end-to-end latency compared with TP=1.",
        "TP=2 delivers a 0.62 s cut in mean end-to-end latency compared with TP=1.",
        "TP=1 delivers a 1.24 s cut in mean end-to-end latency compared with TP=2.",
        "TP=2 delivers a 1.24 s increase in mean end-to-end latency compared with TP=1.",
    ]),
    ("tp", "TP=1 has a 90 ms TTFT penalty compared with TP=2.", [
        "TP=2 has a 90 ms TTFT penalty compared with TP=1.",
        "TP=1 has a 135 ms TTFT penalty compared with TP=2.",
        "TP=1 has a 45 ms TTFT penalty compared with TP=2.",
    ]),
    ("tp", "TP=2 gives a 512 tok/s gain in output throughput.", [
        "TP=2 gives a 768 tok/s gain in output throughput.",
        "TP=2 gives a 256 tok/s gain in output throughput.",
        "TP=2 gives a 512 tok/s drop in output throughput.",
        "TP=1 gives a 512 tok/s gain in output throughput.",
        "TP=2 gives a 512 req/s gain in output throughput.",                 # a request rate of tokens
        NEG + "TP=2 gives a 512 tok/s gain in output throughput.",
    ]),
    ("tp", "A 2 req/s throughput boost with TP=2.", [
        "A 3 req/s throughput boost with TP=2.",
        "A 1 req/s throughput boost with TP=2.",
        "A 2 req/s throughput boost with TP=1.",
    ]),
    # production amount_subject: the metric and the noun as the subject, the amount after a copula
    ("chunked", "Honestly the TTFT hit is only 60ms so I'm keeping it enabled.", [
        "Honestly the TTFT hit is only 90ms so I'm keeping it enabled.",
        "Honestly the TTFT hit is only 30ms so I'm keeping it enabled.",
        "Honestly the TTFT improvement is only 60ms so I'm keeping it enabled.",   # direction flipped
        "Honestly the TTFT hit with chunked prefill off is only 60ms so I'm keeping it enabled.",
        NEG + "the TTFT hit is only 60ms so I'm keeping it enabled.",
        "Honestly the TTFT hit is only 60ms on my 3090 so I'm keeping it enabled.",
    ]),
    ("chunked", "The increase in mean TTFT was about 60 ms with chunked prefill.", [
        "The increase in mean TTFT was about 90 ms with chunked prefill.",
        "The decrease in mean TTFT was about 60 ms with chunked prefill.",
        "The increase in mean TTFT was about 60 ms without chunked prefill.",
    ]),
    ("chunked", "The ITL saving with chunked prefill is 4 ms.", [
        "The ITL saving with chunked prefill is 6 ms.",
        "The ITL saving with chunked prefill is 2 ms.",
        "The ITL penalty with chunked prefill is 4 ms.",
        "The ITL saving with chunked prefill disabled is 4 ms.",
    ]),
    ("chunked", "With chunked prefill the output throughput gain is 90 tok/s.", [
        "With chunked prefill the output throughput gain is 135 tok/s.",
        "With chunked prefill the output throughput gain is 45 tok/s.",
        "With chunked prefill the output throughput drop is 90 tok/s.",
        "Without chunked prefill the output throughput gain is 90 tok/s.",
    ]),
    # production signed_amount: a signed duration or rate, alone after its metric or restating a comparative
    # (no "slightly" in the true sentence: a difference alone states no size for it, size_words.py)
    ("awq", "TTFT is worse with AWQ (+16 ms), likely due to dequantization overhead during prefill.", [
        "TTFT is slightly worse with AWQ (+24 ms), likely due to dequantization overhead during prefill.",
        "TTFT is slightly worse with AWQ (+8 ms), likely due to dequantization overhead during prefill.",
        "TTFT is slightly better with AWQ (-16 ms), likely due to dequantization overhead during prefill.",
        "TTFT is slightly worse with FP16 (+16 ms), likely due to dequantization overhead during prefill.",
        NEG + "TTFT is slightly worse with AWQ (+16 ms), likely due to dequantization overhead during prefill.",
        "TTFT is slightly worse with AWQ (+16 ms) on an H100, likely due to dequantization overhead during prefill.",
    ]),
    ("awq", "Mean TPOT is lower with AWQ (-10 ms).", [
        "Mean TPOT is lower with AWQ (-15 ms).",
        "Mean TPOT is lower with AWQ (-5 ms).",
        "Mean TPOT is higher with AWQ (+10 ms).",
        "Mean TPOT is lower with FP16 (-10 ms).",
    ]),
    ("awq", "With AWQ, mean TTFT is higher (+16 ms), most likely because of the dequantization kernels.", [
        "With AWQ, mean TTFT is slightly higher (+32 ms), most likely because of the dequantization kernels.",
        "With FP16, mean TTFT is slightly higher (+16 ms), most likely because of the dequantization kernels.",
    ]),
    ("awq", "TTFT: +16 ms with AWQ.", [
        "TTFT: +24 ms with AWQ.",
        "TTFT: -16 ms with AWQ.",
        "TTFT: +16 ms with FP16.",
    ]),
    ("awq", "Output throughput +409.6 tok/s with AWQ.", [
        "Output throughput +614.4 tok/s with AWQ.",
        "Output throughput -409.6 tok/s with AWQ.",
        "Output throughput +409.6 tok/s with FP16.",
        "Output throughput +409.6 req/s with AWQ.",
    ]),
    # production extra_amount: a duration "extra" / "additional" before its metric, or "an extra" N "of" the metric
    ("ngram", "The only cost? ~10ms extra TTFT.", [
        "The only cost? ~20ms extra TTFT.",
        "The only cost? ~5ms extra TTFT.",
        "The only cost? ~10ms extra TPOT.",                                    # TPOT fell 5 ms
        "The only cost? It is not true that there is ~10ms extra TTFT.",
    ]),
    ("awq", "AWQ costs an extra 16 ms of TTFT.", [
        "AWQ costs an extra 24 ms of TTFT.",
        "FP16 costs an extra 16 ms of TTFT.",
        "AWQ costs an extra 16 ms of TPOT.",                                   # TPOT fell 10 ms
        "AWQ doesn't cost an extra 16 ms of TTFT.",
    ]),
    ("awq", "AWQ costs about 16 ms in mean TTFT.", [
        "AWQ costs about 32 ms in mean TTFT.",
        "FP16 costs about 16 ms in mean TTFT.",
        NEG + "AWQ costs about 16 ms in mean TTFT.",
    ]),
    ("ngram", "With n-gram there is an additional 10 ms of mean TTFT.", [
        "With the baseline there is an additional 10 ms of mean TTFT.",
        "With n-gram there is an additional 15 ms of mean TTFT.",
        "With n-gram there is an additional 10 ms of mean TPOT.",
    ]),
    ("rtx", "On a single 4090, FP8 gives a 30 ms improvement in mean TTFT.", [
        "On a single 3090, FP8 gives a 30 ms improvement in mean TTFT.",     # another card
        "On a single H100, FP8 gives a 30 ms improvement in mean TTFT.",
        "On 2x 4090, FP8 gives a 30 ms improvement in mean TTFT.",           # another count
        "On two 4090s, FP8 gives a 30 ms improvement in mean TTFT.",
        "On a single 4090, FP8 gives a 45 ms improvement in mean TTFT.",
        "On a single 4090, BF16 gives a 30 ms improvement in mean TTFT.",
    ]),
    ("rtx", "FP8 raises request throughput by 25% on my 4090.", [
        "FP8 raises request throughput by 25% on my 3090.",
        "FP8 raises request throughput by 25% on my 5090.",
        "FP8 raises request throughput by 50% on my 4090.",
        "BF16 raises request throughput by 25% on my 4090.",
        "FP8 raises request throughput by 25% on my H100.",
    ]),
    ("rtx", "Running Qwen2.5-7B on one 4090 GPU, FP8 raises request throughput by 25%.", [
        "Running Qwen2.5-7B on four 4090 GPUs, FP8 raises request throughput by 25%.",
        "Running Llama-3.1-8B on one 4090 GPU, FP8 raises request throughput by 25%.",
        "Running Qwen2.5-7B on one 4080 GPU, FP8 raises request throughput by 25%.",
    ]),
    ("rtx", "Hardware: 1x RTX 4090. FP8 raises request throughput by 25%.", [
        "Hardware: 2x RTX 4090. FP8 raises request throughput by 25%.",
        "Hardware: 1x RTX 3090. FP8 raises request throughput by 25%.",
        "Hardware: 1x RTX 4090. FP8 raises request throughput by 50%.",
    ]),
    ("rtx", "On a single RTX 4090 GPU, FP8 raises request throughput by 25%.", [
        "On a single RTX 3090 GPU, FP8 raises request throughput by 25%.",
        "On a single RTX 4090 GPU, BF16 raises request throughput by 25%.",
    ]),
    ("rtx", "Setup: one RTX 4090. FP8 raises request throughput by 25%.", [
        "Setup: one RTX 5090. FP8 raises request throughput by 25%.",
        "Setup: four RTX 4090 GPUs. FP8 raises request throughput by 25%.",
    ]),
    ("rtx", "Using 1x 4090, FP8 raises request throughput by 25%.", [
        "Using 8x 4090, FP8 raises request throughput by 25%.",
        "Using 1x 3090, FP8 raises request throughput by 25%.",
    ]),
]


test_read_completely_and_twins_never_net_true = frame_test(FRAMES, grade, ids=[f[1][:60] for f in FRAMES])


# the card the witness ran on, said in other words, is never false; another card is never net-true
@pytest.mark.parametrize("statement", [
    "On a 4090, FP8 raises request throughput by 25%.",
    "On our 4090, FP8 raises request throughput by 25%.",
    "On 4090s, FP8 raises request throughput by 25%.",
    "On a single RTX 4090, FP8 raises request throughput by 25%.",
    "On a 4090 Ti, FP8 raises request throughput by 25%.",      # "RTX 4090 Ti": a variant of the card, not contradicted
])
def test_own_card_never_false(wit, statement):
    assert_never_false(grade(wit, "rtx", statement), statement)


@pytest.mark.parametrize("statement", [
    "Results may differ on a 3090.",
    "We did not test on a single 3090.",
    "Not tested on 2x 4090.",
    "FP8 raises request throughput by 25% on 4090.",                   # a bare number: a card? not read
    "FP8 raises request throughput by 25% on 3090.",
    "FP8 cuts TTFT by 30 ms, a 4090 ms budget.",                       # a time, never a card
    "FP8 raises request throughput by 25% with a 3090-token prompt.",   # a length, never a card
])
def test_scopes_and_unread_shapes_never_false(wit, statement):
    assert_never_false(grade(wit, "rtx", statement), statement)


@pytest.mark.parametrize("statement", [
    "TP=2 did not give a 90 ms improvement in mean TTFT.",            # negated: not read
    "TP=2 gave no 90 ms improvement in mean TTFT.",
    "TP=2 gives a 90 ms TTFT reduction in TPOT.",                      # two metrics
    "TP=2 gives a 90 ms improvement in mean TTFT than TP=1.",
    "TP=2 gives a 2560 tok/s gain in throughput.",                      # total tokens: the other meaning agrees
    "With TP=2 we saw a gain of 90 ms in mean TTFT.",                   # a gain of a time: more, or better?
])
def test_unread_or_ambiguous_never_false(wit, statement):
    r = grade(wit, "tp", statement)
    assert r.verdict not in ("false", "net-true"), (statement, r.verdict, r.reason)


@pytest.mark.parametrize("statement", [
    "TTFT is slightly worse with AWQ (-16 ms).",                      # the word and the sign disagree
    "TTFT is slightly better with AWQ (+16 ms).",
])
def test_signed_against_its_word_never_net_true(wit, statement):
    # (grammar.m_signed grades the sign and the word each: the sign's -16 ms is contradicted by the +16 ms witnessed)
    assert_never_net_true(grade(wit, "awq", statement), statement)


@pytest.mark.parametrize("statement", [
    "TTFT is slightly worse with AWQ (+16 ms), likely due to FP16.",  # an arm in the cause: not prose
    "TTFT is slightly worse with AWQ (+16 ms), likely due to a 2x larger batch.",
    "TTFT is likely 16 ms worse with AWQ.",                          # a hedge on the measurement stays a hedge
    "TTFT is slightly worse with AWQ (3-5 ms).",
    "The TTFT hit is not 16 ms with AWQ.",
    "The ITL gain is 10 ms with AWQ.",                                # a gain of a time: more, or better?
])
def test_signed_and_subject_unread_shapes_never_false(wit, statement):
    r = grade(wit, "awq", statement)
    assert r.verdict not in ("false", "net-true"), (statement, r.verdict, r.reason)


@pytest.mark.parametrize("statement, verdict", [
    ("The TTFT hit is only 60ms so we'll keep it enabled by default.", "net-true"),
    ("The TTFT hit is only 60ms so I'm sticking with it.", "net-true"),
    ("The TTFT hit is only 90ms so I'm keeping it enabled.", "false"),     # the decision hides no measurement
    ("So I'm keeping it enabled.", "not-yet"),                           # no claim before it: not prose
    ("The TTFT hit is only 60ms so I'm keeping it enabled for 2x throughput.", "not-yet"),
])
def test_decision_after_a_claim_is_prose(wit, statement, verdict):
    r = grade(wit, "chunked", statement)
    assert r.verdict == verdict, (statement, r.verdict, [u.text for u in r.reading.unread], r.reason)


@pytest.mark.parametrize("statement", [
    "With n-gram there is no extra TTFT.",                            # no amount: not read
    "With n-gram there is 10 ms extra TTFT than the baseline.",
    "N-gram adds 200 extra tok/s.",                                    # a rate: not read
    "The only cost?",                                                  # a question alone says nothing
])
def test_extra_unread_shapes_never_false(wit, statement):
    r = grade(wit, "ngram", statement)
    assert r.verdict not in ("false", "net-true"), (statement, r.verdict, r.reason)
