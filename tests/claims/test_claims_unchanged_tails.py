"""What surrounds an unchanged value in real write-ups (development set, invariance):

* production flat_by_setting (claimcheck/claims/lead_labels.py _topic_summary): a held topic label that names what it
  held across -- "Prefill latency is essentially unaffected by the KV cache format: mean TTFT remains 0.5 s in all
  three configurations". "by [the] <setting noun>" (vocabulary.QUANTIFIED_SETTINGS) is read only where the witness's
  arms each declare that setting with a different value (grammar.quantified_phrases' "every <noun>"); the clause
  after the colon must still say the value stayed in every arm (the label is taken out only where it agrees);
* production prose_comment (claimcheck/claims/prose.py comment): a "since" cause whose subject is who sends the
  requests ("since the first request of each client still has to prefill the full prompt": vocabulary
  PROSE_COMMENT_OK "client(s)", "user(s)"), and a parenthesis with no lead that says what some requests still pay or
  wait for ("(cold-start requests still pay the full prefill)": PROSE_COMMENT_BARE_VERBS; a hyphenated compound of
  its words); as any comment, no number, arm, metric, direction, negation or word of how the numbers were taken.

Witnesses, worked out by hand (real_sentences.witness_specs rows, every request of an arm alike, so every statistic
of an arm is its one value; 10 requests per arm, 100 output tokens):
* ``kv3`` -- kv_bf16 (baseline; kv_cache_dtype "bf16"), kv_e4m3 ("fp8_e4m3"), kv_e5m2 ("fp8_e5m2"): TTFT 500 ms
  each; ``kv3_moved``: kv_bf16's TTFT 600 ms;
* ``quant`` -- bf16 (baseline; quantization "bf16") / fp8 (treatment; "fp8"): TTFT 200 ms each, TPOT 30 / 20 ms;
* ``pc`` -- pc-off (baseline; enable_prefix_caching "off") / pc-on (treatment; "on"): p99 TTFT 380 ms each;
* ``radix`` -- no_radix (baseline) / radix (treatment), no settings: TTFT 1.2 s each.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"


def _kv(bf16_ttft):
    return [A("kv_bf16", ttft=bf16_ttft, tpot=0.02, tok=100, n=10, settings={"kv_cache_dtype": "bf16"},
              role="baseline"),
            A("kv_e4m3", ttft=0.5, tpot=0.02, tok=100, n=10, settings={"kv_cache_dtype": "fp8_e4m3"},
              role="treatment"),
            A("kv_e5m2", ttft=0.5, tpot=0.02, tok=100, n=10, settings={"kv_cache_dtype": "fp8_e5m2"},
              role="treatment")]


wit = sealed_fixture("unchanged_tails", {
    "kv3": _kv(0.5), "kv3_moved": _kv(0.6),
    "quant": [A("bf16", ttft=0.2, tpot=0.03, tok=100, n=10, settings={"quantization": "bf16"}, role="baseline"),
              A("fp8", ttft=0.2, tpot=0.02, tok=100, n=10, settings={"quantization": "fp8"}, role="treatment")],
    "pc": [A("pc-off", ttft=0.38, tpot=0.02, tok=100, n=10, settings={"enable_prefix_caching": "off"},
             role="baseline"),
           A("pc-on", ttft=0.38, tpot=0.02, tok=100, n=10, settings={"enable_prefix_caching": "on"},
             role="treatment")],
    "radix": [A("no_radix", ttft=1.2, tpot=0.027, tok=100, n=10, role="baseline"),
              A("radix", ttft=1.2, tpot=0.026, tok=100, n=10, role="treatment")],
}, engine="vLLM")


def _grade(w, name, s):
    return grade_statement(s, w[name], SCOPE)


_KV = "Prefill latency is essentially unaffected by the KV cache format: mean TTFT remains {} in all three configurations."
_PC = "- p99 TTFT unchanged at {} (cold-start requests still pay the full prefill)."
_RADIX = "P95 TTFT is unchanged at {}, since the first request of each client still has to prefill the full prompt."

FRAMES = [
    # production flat_by_setting
    ("kv3", _KV.format("0.5 s"), [
        _KV.format("0.75 s"), _KV.format("0.25 s"),
        _KV.replace("KV cache format", "quantization").format("0.5 s"),  # a setting the arms do not sweep
        _KV.replace("mean TTFT", "mean TPOT").format("0.5 s"),  # another metric
        _KV.replace("Prefill latency", "Decode latency").format("0.5 s"),  # a topic the clause does not say
        _KV.replace("unaffected", "not unaffected").format("0.5 s"),
    ]),
    ("kv3", "TTFT is unaffected by the KV cache dtype: p50 TTFT stays at 500 ms across all three configurations.", [
        "TTFT is unaffected by the KV cache dtype: p50 TTFT stays at 750 ms across all three configurations.",
        "TTFT is unaffected by the KV cache dtype: p50 TTFT stays at 250 ms across all three configurations.",
        "TTFT is unaffected by the quantization: p50 TTFT stays at 500 ms across all three configurations.",
    ]),
    ("kv3", "Prefill latency is unaffected by the KV cache precision: TTFT stays at ~0.5 s for all three KV cache "
            "formats.", [
        "Prefill latency is unaffected by the KV cache precision: TTFT stays at ~0.75 s for all three KV cache "
        "formats.",
        "Prefill latency is unaffected by the batch size: TTFT stays at ~0.5 s for all three KV cache formats.",
    ]),
    ("quant", "TTFT is unaffected by the quantization: mean TTFT stays at 200 ms in both configurations.", [
        "TTFT is unaffected by the quantization: mean TTFT stays at 300 ms in both configurations.",
        "TTFT is unaffected by the quantization: mean TTFT stays at 100 ms in both configurations.",
        "TTFT is unaffected by the KV cache format: mean TTFT stays at 200 ms in both configurations.",
        "TPOT is unaffected by the quantization: mean TPOT stays at 20 ms in both configurations.",
    ]),
    # production prose_comment: a parenthesis with no lead, a "since" whose subject is the clients
    ("pc", _PC.format("380ms"), [
        _PC.format("570ms"), _PC.format("190ms"),
        _PC.replace("p99", "p50").replace("TTFT", "TPOT").format("380ms"),
        "- p99 TTFT unchanged at 380ms (cold-start requests still pay the full 2 s prefill).",  # a number
        "- p99 TTFT unchanged at 380ms (cold-start requests pay a higher TTFT).",  # a direction and a metric
        "- p99 TTFT unchanged at 380ms (cold-start requests did not pay the full prefill).",  # a negation
        "- p99 TTFT unchanged at 380ms (cold-start requests still pay the full prefill with pc-on).",  # an arm
        "- p99 TTFT unchanged at 380ms (cold-start requests are excluded).",  # how the numbers were taken
        "- p99 TTFT unchanged at 380ms (warm cache).",
    ]),
    ("radix", _RADIX.format("1.2 s"), [
        _RADIX.format("1.8 s"), _RADIX.format("0.6 s"),
        "P95 TTFT is unchanged at 1.2 s, since 4 clients still have to prefill the full prompt.",  # a number
        "P95 TTFT is unchanged at 1.2 s, since the first request of each client still has to prefill a longer "
        "prompt.",  # a comparison
        "P95 TTFT is unchanged at 1.2 s, since the first request of each client no longer has to prefill with radix.",
    ]),
    ("radix", "P95 TTFT is unchanged at 1.2 s (first-turn requests still stall on the full prefill).", [
        "P95 TTFT is unchanged at 1.8 s (first-turn requests still stall on the full prefill).",
        "P95 TTFT is unchanged at 1.2 s (first-turn requests still stall 2 s on the full prefill).",
    ]),
]
test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("s", [_KV.format("0.5 s"),
                               "TTFT is unaffected by the KV cache dtype: p50 TTFT stays at 500 ms across all three "
                               "configurations."])
def test_a_label_held_across_a_setting_that_moved_is_never_net_true(wit, s):
    # kv_bf16 ran at 600 ms: "remains 0.5 s in all three" is contradicted there (a complete reading: false is fair)
    assert_never_net_true(_grade(wit, "kv3_moved", s), s)


@pytest.mark.parametrize("s", ["Prefill latency is essentially unaffected by the quantization: mean TTFT remains 0.5 s "
                               "in all three configurations.",
                               "- p99 TTFT unchanged at 380ms (cold-start requests are excluded).",
                               "P95 TTFT is unchanged at 1.2 s, since 4 clients still have to prefill the full prompt."])
def test_words_left_unread_are_never_an_accusation(wit, s):
    name = "kv3" if "Prefill" in s else "pc" if "p99" in s else "radix"
    assert_never_false(_grade(wit, name, s), s)
