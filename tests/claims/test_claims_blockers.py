"""Words that blocked otherwise-read comparisons in real write-ups (issue 16): a header before a colon that
names no metric (production quality_label: "Performance Boost:", "Efficiency:", "Speed gains:"), where a
result was measured (production provenance: "In an early internal micro-benchmark by LMSYS,", "In our nightly
benchmarks,") and a means lead right before an arm and its comma (production means_arm: "Through ARM,",
"Thanks to ARM,", "Using ARM,", as "With ARM,"). They are inert only where no twist can hide in them: the
header only when the clause after the colon names a metric or a speed word of its own, the provenance only of
plain words (no scope, hardware, condition, comparison or hedge word) ending at a comma, the means lead only
before an arm.

The witness is worked out by hand (real_sentences.witness_specs.arm_rows, 10 requests per arm, 8 output tokens
each): ``fused`` (treatment) 2.5 requests/s, every TTFT 0.05 s, every request 0.2 s end to end; ``base``
(baseline) 1 request/s, every TTFT 0.10 s, every request 0.5 s. So the fused arm has 2.5x the throughput (150% higher)
and half the TTFT (50% lower) of the baseline, and 2.5x every other measure of the work's speed ("performance",
"serving": claimcheck/claims/work_measures.py; 1 / mean latency 0.5 / 0.2, 1 / wall 10 / 4).
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import case_verdict as verdict, sealed_case
from real_sentences.witness_specs import A, Spec

ARMS = [A("fused", "FusedMoE", "our kernel", thr=2.5, ttft=0.05, dur=0.2, role="treatment"),
        A("base", "the baseline", "the naive implementation", thr=1, ttft=0.1, dur=0.5, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return sealed_case(tmp_path_factory, "blockers", Spec("blockers", ARMS, key=""))


LABELS = [
    "Performance Boost: our tests show up to 2.5x speedup compared to the naive implementation.",
    "Efficiency: FusedMoE achieves 2.5x higher throughput than the baseline.",
    "Speed gains: FusedMoE is 2.5x faster than the baseline.",
    "Performance: FusedMoE delivers 150% higher throughput than the baseline.",
    "Perf improvement: FusedMoE cuts mean TTFT by 50% versus the baseline.",
    "Performance gains: FusedMoE lowers TTFT from 100 ms to 50 ms compared to the baseline.",
    "Uplift: throughput is 2.5x higher with FusedMoE than with the baseline.",
    "Benefits: FusedMoE has 2x lower TTFT than the baseline.",
    "We also measured gains for FusedMoE: 50% lower mean TTFT.",
    "Speedups with FusedMoE: 2.5x the throughput of the baseline.",
    "Inference Performance: FusedMoE delivers 150% faster serving than the baseline.",
    "Performance leap: FusedMoE serves requests 2.5x faster than the baseline.",
    # a figure or table caption's label (production caption_label)
    "Figure 5: FusedMoE reaches 2.5x the request throughput of the baseline.",
    "Table 2: mean TTFT of FusedMoE is 50% lower than that of the baseline.",
]
PROVENANCE = [
    "In an early internal micro-benchmark by LMSYS, FusedMoE can achieve up to 2.5x higher throughput than the baseline.",
    "In our nightly benchmarks, FusedMoE reached 2.5x the throughput of the baseline.",
    "In our early experiments at Acme, FusedMoE cut mean TTFT by 50% versus the baseline.",
    "In a recent evaluation by SemiAnalysis, FusedMoE was 2.5x faster than the baseline.",
    "In this microbenchmark, FusedMoE shows 2.5x higher throughput than the naive implementation.",
    "In an independent study from Acme Labs, FusedMoE delivered 150% higher throughput than the baseline.",
    "In our internal tests, FusedMoE halves TTFT compared with the baseline.",
    "In these measurements, FusedMoE achieves a 2.5x speedup over the baseline.",
]
MEANS = [
    "Through FusedMoE, the team achieved throughput improvements of over 2x.",
    "Thanks to FusedMoE, throughput is 2.5x higher than the baseline.",
    "Using FusedMoE, we measured 50% lower mean TTFT than the baseline.",
    "Via FusedMoE, the server reaches 2.5x the throughput of the baseline.",
    "By leveraging FusedMoE, TTFT drops from 100 ms to 50 ms versus the baseline.",
]


#: "a METRIC increase of Nx" (production change_noun), as "a Nx METRIC increase" reads
CHANGE_OF_RATIO = [
    "FusedMoE delivers a throughput increase of up to 2.5x over the baseline.",
    "FusedMoE shows a TTFT reduction of 2x versus the baseline.",
    "FusedMoE brings a reduction of 2x in mean TTFT compared to the baseline.",
    "Compared to the baseline, FusedMoE gives a throughput increase of 2.5x.",
    "FusedMoE shows an increase in throughput of 150% over the baseline.",
    "FusedMoE yields an improvement in mean TTFT of 50% compared with the baseline.",
    "FusedMoE brings a reduction in p99 TTFT of 2x versus the baseline.",
    # "performance" is the speed of the work, 2.5x under each of its measures here (production performance_measures)
    "FusedMoE shows a performance increase of 2.5x over the baseline.",
]


@pytest.mark.parametrize("s", LABELS + PROVENANCE + MEANS + CHANGE_OF_RATIO)
def test_true_sentences_are_net_true(wit, s):
    assert verdict(wit, s) == "net-true"


TWINS = [
    # scaled number
    "Performance Boost: our tests show up to 5x speedup compared to the naive implementation.",
    "Efficiency: FusedMoE achieves 3.75x higher throughput than the baseline.",
    "In an early internal micro-benchmark by LMSYS, FusedMoE achieves 5x higher throughput than the baseline.",
    "In our early experiments at Acme, FusedMoE cut mean TTFT by 25% versus the baseline.",
    # arms swapped
    "Efficiency: the baseline achieves 2.5x higher throughput than FusedMoE.",
    "In our nightly benchmarks, the baseline reached 2.5x the throughput of FusedMoE.",
    # direction flipped
    "Speed gains: FusedMoE is 2.5x slower than the baseline.",
    "In a recent evaluation by SemiAnalysis, FusedMoE was 2.5x slower than the baseline.",
    "Benefits: FusedMoE has 2x higher TTFT than the baseline.",
    # negation
    "Efficiency: FusedMoE does not achieve 2.5x higher throughput than the baseline.",
    "In this microbenchmark, FusedMoE never shows 2.5x higher throughput than the naive implementation.",
    "Thanks to FusedMoE, throughput is 5x higher than the baseline.",
    "We also measured gains for the baseline: 50% lower mean TTFT.",
    "Figure 5: FusedMoE reaches 5x the request throughput of the baseline.",
    "Figure 5: the baseline reaches 2.5x the request throughput of FusedMoE.",
    "Table 2: mean TTFT of FusedMoE is 50% higher than that of the baseline.",
    "Inference Performance: FusedMoE delivers 150% slower serving than the baseline.",
    "We also measured gains for FusedMoE: 50% higher mean TTFT.",
    "We also measured gains for FusedMoE: 75% lower mean TTFT.",
    "Thanks to the baseline, throughput is 2.5x higher than FusedMoE.",
    "Using FusedMoE, we measured 50% higher mean TTFT than the baseline.",
    "Through FusedMoE, the team did not achieve throughput improvements of over 2x.",
    "FusedMoE delivers a throughput decrease of up to 2.5x over the baseline.",
    "FusedMoE delivers a throughput increase of up to 5x over the baseline.",
    "The baseline delivers a throughput increase of 2.5x over FusedMoE.",
    "FusedMoE shows a TTFT increase of 2x versus the baseline.",
    "FusedMoE does not show a TTFT reduction of 2x versus the baseline.",
    "FusedMoE shows a performance decrease of 2.5x over the baseline.",
    "FusedMoE shows an increase in throughput of 300% over the baseline.",
    "FusedMoE shows a decrease in throughput of 150% over the baseline.",
    "The baseline yields an improvement in mean TTFT of 50% compared with FusedMoE.",
    "FusedMoE brings an increase in p99 TTFT of 2x versus the baseline.",
    "FusedMoE shows an increase in performance of 2.5x over the baseline.",
    # other statistic / metric
    "Perf improvement: FusedMoE cuts p99 TPOT by 50% versus the baseline.",
]


@pytest.mark.parametrize("s", TWINS)
def test_twins_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"


@pytest.mark.parametrize("s", [
    "Performance: FusedMoE is 2.5x over the baseline.",            # the header would be the comparison's metric
    "We also measured gains for FusedMoE: 50% lower.",             # so would this one
    "No Compromises: FusedMoE achieves 2.5x higher throughput than the baseline.",   # a negation in the header
    "In an internal benchmark on H100, FusedMoE achieves 2.5x higher throughput than the baseline.",   # hardware
    "In a simulated benchmark, FusedMoE achieves 2.5x higher throughput than the baseline.",   # hypothetical
    "In a previous benchmark, FusedMoE achieves 2.5x higher throughput than the baseline.",   # a comparison word
    # a means that is a setup ("Using 8 GPUs," now reads as a GPU count: tests/claims/test_claims_hardware_words.py)
    "Using 8 streams, FusedMoE achieves 2.5x higher throughput than the baseline.",
    # a lead that points at another run than the witness (vocabulary.PROVENANCE_ELSEWHERE)
    "In our earlier run, FusedMoE achieves 2.5x higher throughput than the baseline.",
    "In other tests, FusedMoE achieves 2.5x higher throughput than the baseline.",
    "In the planned experiments, FusedMoE achieves 2.5x higher throughput than the baseline.",
    "In a pilot study, FusedMoE achieves 2.5x higher throughput than the baseline.",
    "In the original benchmark, FusedMoE achieves 2.5x higher throughput than the baseline.",
])
def test_material_headers_and_scopes_stay_unread(wit, s):
    from claimcheck.claims.grammar import read_full

    assert read_full(s, "", {a.name: list(a.aliases) for a in ARMS}).reading.unread
    assert verdict(wit, s) != "net-true"


def test_a_workload_scope_lead_is_an_open_condition(wit):
    """"In a long-context benchmark, ..." (formerly among the scopes left unread above): a degree and a workload
    quantity before a head noun, read as the open workload condition it is (claimcheck/claims/conditions.py,
    production workload_condition), never inert: not-yet, never net-true."""
    from claimcheck.claims.grammar import read_full

    s = "In a long-context benchmark, FusedMoE achieves 2.5x higher throughput than the baseline."
    got = read_full(s, "", {a.name: list(a.aliases) for a in ARMS}).reading
    assert not got.unread
    assert [(f.kind, f.key, f.value) for f in got.context] == [("unverifiable", "workload", "In a long-context benchmark")]
    assert verdict(wit, s) == "not-yet"


@pytest.mark.parametrize("s", [
    "Efficiency: FusedMoE achieves higher throughput than the baseline.",
    "In our internal tests, FusedMoE achieves roughly 2.5x higher throughput than the baseline.",
    "Performance Boost: FusedMoE is faster than the baseline.",
    "In an early benchmark by LMSYS, FusedMoE achieves at least 2x higher throughput than the baseline.",
])
def test_honest_sentences_are_never_false(wit, s):
    assert verdict(wit, s) != "false"


@pytest.mark.parametrize("s", [
    "In our earlier run, FusedMoE achieved 1.5x higher throughput than the baseline.",
    "In a separate experiment, FusedMoE was 20% slower than the baseline.",
    "In the initial tests, the baseline reached 2.5 req/s.",
    "In a third-party benchmark, FusedMoE had 2x higher TTFT than the baseline.",
])
def test_numbers_of_another_run_are_never_false(wit, s):
    """Numbers told of another run than the witness's (an earlier, separate, initial, third-party one): the witness's
    rows do not speak of that run, so they neither accept nor accuse."""
    assert verdict(wit, s) not in ("false", "net-true")


@pytest.mark.parametrize("s", [
    "Efficiency: FusedMoE achieves 5x higher throughput than the baseline.",
    "In our nightly benchmarks, FusedMoE was 2.5x slower than the baseline.",
    "FusedMoE delivers a throughput decrease of 2.5x over the baseline.",
    "FusedMoE shows a TTFT increase of 2x versus the baseline.",
])
def test_contradicted_sentences_after_a_header_are_false(wit, s):
    assert verdict(wit, s) == "false"
