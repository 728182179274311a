"""A change's size said as a range after its verb and metric (production ranging_change, vocabulary.RANGING_WORDS):
"lookahead decoding reduces latency, ranging from 1.5x to 2.3x" (real sentence rs266's frame; there "substantially"
stays unread, a degree word), "FP8 improves request throughput, ranging from 40% to 60%", "varying from". Read as
"by 1.5x to 2.3x" is: a range of ratios or percent changes, both ends with their unit; a single number, a time or a
rate after "from" is not read.

Witnesses (worked out by hand; 10 requests per arm, every request alike):

* ``spec`` (speculative_method per arm): la end-to-end latency 1.0 / 1.9 = 0.5263 s, ar 1.0 s: 1.9x lower, inside
  1.5x-2.3x;
* ``quant`` (quantization per arm): fp8 1.5 req/s, bf16 (baseline) 1.0 req/s: +50%, inside 40%-60%;
* ``rel`` (main / pr-1234, an "on" / "off" string): pr-1234 mean TTFT 0.05 s, main 0.10 s: -50%, 2x lower.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SPECS = {
    "spec": [A("la", "lookahead decoding", dur=1.0 / 1.9, settings={"speculative_method": "lookahead"}),
             A("ar", "autoregressive decoding", dur=1.0, role="baseline", settings={"speculative_method": "none"})],
    "quant": [A("fp8", "FP8", thr=1.5, settings={"quantization": "fp8"}),
              A("bf16", "BF16", thr=1.0, role="baseline", settings={"quantization": "bf16"})],
    "rel": [A("pr-1234", "the PR", ttft=0.05, settings={"fused_moe": "on"}),
            A("main", ttft=0.10, role="baseline", settings={"fused_moe": "off"})],
}
wit = sealed_fixture("rangingchange", SPECS)


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], "10 requests per arm on one H100")


FRAMES = [
    ("spec", "Lookahead decoding reduces end-to-end latency, ranging from 1.5x to 2.3x, compared to autoregressive decoding.",
     ["Lookahead decoding reduces end-to-end latency, ranging from 2.25x to 3.45x, compared to autoregressive decoding.",
      "Lookahead decoding reduces end-to-end latency, ranging from 0.75x to 1.15x, compared to autoregressive decoding.",
      "Autoregressive decoding reduces end-to-end latency, ranging from 1.5x to 2.3x, compared to lookahead decoding.",
      "Lookahead decoding increases end-to-end latency, ranging from 1.5x to 2.3x, compared to autoregressive decoding.",
      "Lookahead decoding does not reduce end-to-end latency, ranging from 1.5x to 2.3x, compared to autoregressive "
      "decoding."]),
    ("quant", "FP8 improves request throughput, ranging from 40% to 60%, over BF16.",
     ["FP8 improves request throughput, ranging from 60% to 90%, over BF16.",
      "FP8 improves request throughput, ranging from 20% to 30%, over BF16.",
      "BF16 improves request throughput, ranging from 40% to 60%, over FP8.",
      "FP8 lowers request throughput, ranging from 40% to 60%, vs BF16."]),
    ("rel", "pr-1234 cuts mean TTFT, varying from 1.8x to 2.2x, vs main.",
     ["pr-1234 cuts mean TTFT, varying from 2.7x to 3.3x, vs main.", "main cuts mean TTFT, varying from 1.8x to 2.2x, vs pr-1234.",
      "pr-1234 raises mean TTFT, varying from 1.8x to 2.2x, vs main."]),
]
test_true_read_net_true, test_twins_never_net_true = frame_tests(FRAMES, _grade)

#: a single number, a time or a rate after "ranging from", a degree word before the verb: unread, never false
NEVER_FALSE = [
    ("spec", "Lookahead decoding reduces end-to-end latency, ranging from 1.9x, compared to autoregressive decoding."),
    ("spec", "Lookahead decoding reduces end-to-end latency, ranging from 0.5 s to 0.6 s."),
    ("spec", "Lookahead decoding substantially reduces end-to-end latency, ranging from 1.5x to 2.3x."),
    ("quant", "FP8 improves request throughput, ranging from 1.4 to 1.6 req/s, over BF16."),
]


@pytest.mark.parametrize("name,statement", NEVER_FALSE)
def test_other_ranges_never_false(name, statement, wit):
    assert_never_false(_grade(wit, name, statement), statement)
