"""The frames of real write-ups (issue 16): each true statement grades net-true against a witness
whose numbers were worked out by hand, and each twisted twin (a wrong number, swapped arms, a
verb against its values, a setting the witness does not declare) never grades net-true.

The witness (worked out by hand from the rows ``uniform`` writes): two arms of 24 requests on 4
lanes, each request 8 output tokens, declared settings concurrency 4 and 8 parallel slots in
both arms, prefix caching off (baseline) / on (treatment); engine vLLM 0.8.5.

* apc-off: wall 10.0 s -> 2.4 req/s, 19.2 output tok/s; every TTFT 0.5 s (mean 500 ms);
* apc-on:  wall  8.0 s -> 3.0 req/s, 24.0 output tok/s; every TTFT 0.2 s (mean 200 ms);
* throughput +25% (3.0 / 2.4 = 1.25x); mean TTFT -60% ((0.2 - 0.5) / 0.5); no request failed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from claims_corpus.frames import APC_ARMS as ARMS, SCOPE, frame_tests, grade_statement  # noqa: E402

from claimcheck.claims import ClaimInput, grade  # noqa: E402


# (frame, true statement, twisted twins)
FRAMES = [
    ("arm by setting", "With prefix caching on, throughput reached 3.0 req/s.",
     ["With prefix caching off, throughput reached 3.0 req/s.", "With prefix caching on, throughput reached 3.5 req/s."]),
    ("shared setting", "At concurrency 4, apc-on reached 3.0 req/s.",
     ["At concurrency 8, apc-on reached 3.0 req/s.", "At concurrency 4, apc-on reached 2.4 req/s."]),
    ("parallel slots", "With eight parallel slots, throughput was 2.4 req/s without prefix caching.",
     ["With four parallel slots, throughput was 2.4 req/s without prefix caching.",
      "With eight parallel slots, throughput was 3.0 req/s without prefix caching."]),
    ("ratio, that with", "Throughput with APC on was 1.25x that with APC off.",
     ["Throughput with APC off was 1.25x that with APC on.", "Throughput with APC on was 1.25x that with APC on."]),
    ("from-to values", "With prefix caching on, mean TTFT fell from 500 ms to 200 ms.",
     ["With prefix caching on, mean TTFT rose from 500 ms to 200 ms.",
      "With prefix caching on, mean TTFT fell from 500 ms to 300 ms.",
      "With prefix caching on, mean TTFT fell from 200 ms to 500 ms.",
      "With prefix caching off, mean TTFT fell from 500 ms to 200 ms."]),
    ("from-to values, two duration units", "With prefix caching on, mean TTFT fell from 0.5 s to 200 ms.",
     ["With prefix caching on, mean TTFT rose from 0.5 s to 200 ms.",
      "With prefix caching on, mean TTFT fell from 0.5 s to 300 ms.",
      "With prefix caching on, mean TTFT fell from 0.5 ms to 200 ms.",
      "With prefix caching on, mean TTFT fell from 200 ms to 0.5 s.",
      "With prefix caching off, mean TTFT fell from 0.5 s to 200 ms."]),
    ("turning a setting on", "Turning on prefix caching cut mean TTFT by 60%.",
     ["Turning off prefix caching cut mean TTFT by 60%.", "Turning on prefix caching cut mean TTFT by 30%.",
      "Turning on prefix caching raised mean TTFT by 60%.", "Disabling prefix caching cut mean TTFT by 60%."]),
    ("passive 'was cut by'", "Mean TTFT was cut by 60% with prefix caching on.",
     ["Mean TTFT was cut by 60% with prefix caching off.", "Mean TTFT was cut by 40% with prefix caching on.",
      "Mean TTFT was not cut by 60% with prefix caching on."]),
    ("change verb by", "Mean TTFT dropped by 60% with prefix caching on compared with prefix caching off.",
     ["Mean TTFT dropped by 40% with prefix caching on compared with prefix caching off.",
      "Mean TTFT rose by 60% with prefix caching on compared with prefix caching off.",
      "Mean TTFT dropped by 60% with prefix caching off compared with prefix caching on."]),
    ("change verb, implicit baseline", "Mean TTFT dropped by 60% with prefix caching on.",
     ["Mean TTFT dropped by 60% with prefix caching off.", "Mean TTFT dropped by 50% with prefix caching on."]),
    ("signed percent", "Throughput rose +25% in apc-on over apc-off.",
     ["Throughput rose +25% in apc-off over apc-on.", "Throughput rose +35% in apc-on over apc-off."]),
    ("vs pair", "Request throughput was 3.0 vs 2.4 req/s for apc-on and apc-off.",
     ["Request throughput was 3.0 vs 2.4 req/s for apc-off and apc-on.",
      "Request throughput was 2.4 vs 3.0 req/s for apc-on and apc-off."]),
    ("respectively", "Mean TTFT was 200 ms and 500 ms for apc-on and apc-off, respectively.",
     ["Mean TTFT was 500 ms and 200 ms for apc-on and apc-off, respectively.", "Mean TTFT was 200 ms and 500 ms."]),
    ("parenthesized pair after a change", "Prefix caching improved throughput by 25% (2.4 req/s to 3.0 req/s).",
     ["Prefix caching improved throughput by 25% (3.0 req/s to 2.4 req/s).",
      "Prefix caching improved throughput by 35% (2.4 req/s to 3.0 req/s)."]),
    ("parenthesized vs after a comparison", "With APC on, mean TTFT was 60% lower than with APC off (200 ms vs 500 ms).",
     # a pair in parentheses right after its comparison is read in either order (pair_order: the
     # comparison says which value is larger), so swapping its two values is no twist; scaling one is
     ["With APC on, mean TTFT was 60% lower than with APC off (300 ms vs 500 ms).",
      "With APC off, mean TTFT was 60% lower than with APC on (200 ms vs 500 ms)."]),
    ("reduction noun", "apc-on gave a 60% reduction in mean TTFT over apc-off.",
     ["apc-off gave a 60% reduction in mean TTFT over apc-on.", "apc-on gave a 30% reduction in mean TTFT over apc-off."]),
    ("label list", "APC on: 3.0 req/s, 24 output tok/s",
     ["APC off: 3.0 req/s, 24 output tok/s", "APC on: 3.0 req/s, 25 output tok/s"]),
    ("metric label", "Mean TTFT (ms): 200 with APC on",
     ["Mean TTFT (ms): 200 with APC off", "Mean TTFT (ms): 500 with APC on"]),
    ("natural count", "0 of the 24 requests failed in apc-on.",
     ["3 of the 24 requests failed in apc-on.", "0 of the 48 requests failed in apc-on."]),
    ("all completed, none failed", "All 24 requests completed and none failed.",
     ["All 25 requests completed and none failed.", "All 36 requests completed and none failed.",
      "All 49 requests completed and none failed.", "All 24 requests completed and 3 failed."]),
    ("all completed, none failed, both arms together", "All 48 requests completed and none failed.",
     ["All 47 requests completed and none failed.", "All 72 requests completed and none failed."]),
    ("ratio range", "apc-on was 1.2-1.3x faster than apc-off.",
     ["apc-on was 1.4-1.6x faster than apc-off.", "apc-off was 1.2-1.3x faster than apc-on."]),
    ("ratio range with units", "apc-on was 1.2x - 1.3x faster than apc-off.",
     ["apc-on was 1.5x - 2x faster than apc-off."]),
    ("percent range, a decrease", "Mean TTFT was 55-65% lower with apc-on than apc-off.",
     ["Mean TTFT was 65-75% lower with apc-on than apc-off.", "Mean TTFT was 55-65% higher with apc-on than apc-off.",
      "Mean TTFT was 55-65% lower with apc-off than apc-on."]),
    ("implicit subject, parenthesized model size", "1.25x faster than apc-off (135M).",
     ["1.25x faster than apc-on (135M).", "1.25x faster than apc-off (7B).", "1.5x faster than apc-off (135M)."]),
    ("transitive change verb, from-to", "Compared with apc-off, apc-on reduces mean TTFT from 500 ms to 200 ms.",
     ["Compared with apc-off, apc-on reduces mean TTFT from 200 ms to 500 ms.",
      "Compared with apc-on, apc-off reduces mean TTFT from 500 ms to 200 ms."]),
    ("change noun appositive", "With APC on, mean TTFT decreases from 500 ms to 200 ms, a reduction of approximately 60%.",
     ["With APC on, mean TTFT decreases from 500 ms to 200 ms, a reduction of approximately 30%.",
      "With APC on, mean TTFT decreases from 500 ms to 200 ms, an increase of approximately 60%."]),
    ("change noun, ratio", "apc-on gave a speedup of 1.25x over apc-off.",
     ["apc-on gave a speedup of 2x over apc-off.", "apc-off gave a speedup of 1.25x over apc-on."]),
    ("change noun, range", "Mean TTFT reductions of 55-65% with APC on.",
     ["Mean TTFT reductions of 65-75% with APC on.", "Mean TTFT increases of 55-65% with APC on."]),
    ("comparison, the other of two arms", "APC on shows 25% higher throughput and 60% lower mean TTFT.",
     ["APC off shows 25% higher throughput and 60% lower mean TTFT.",
      "APC on shows 25% higher throughput and 60% higher mean TTFT."]),
    ("metric spelled out in parentheses", "With APC on, mean time to first token (TTFT) was 200 ms.",
     ["With APC on, mean time to first token (TTFT) was 500 ms.",
      "With APC off, mean time to first token (TTFT) was 200 ms."]),
    ("value range with a unit", "apc-on ran at 2.5 to 3.5 req/s.",
     ["apc-on ran at 3.5 to 4.5 req/s.", "apc-off ran at 2.5 to 2.9 req/s."]),
    ("duration range", "Mean TTFT was 150-250 ms with APC on.",
     ["Mean TTFT was 250-350 ms with APC on.", "Mean TTFT was 150-250 ms with APC off."]),
    ("end-to-end modifier, hedged pair", "With APC on, end-to-end mean TTFT dropped from approximately 500 ms to approximately 200 ms.",
     ["With APC on, end-to-end mean TTFT dropped from approximately 500 ms to approximately 300 ms.",
      "With APC off, end-to-end mean TTFT dropped from approximately 500 ms to approximately 200 ms."]),
    ("improved by P% (A to B)", "With APC on, mean TTFT improved by 60% (500 ms to 200 ms).",
     ["With APC on, mean TTFT improved by 60% (200 ms to 500 ms).",
      "With APC on, mean TTFT improved by 30% (500 ms to 200 ms)."]),
    ("from A to B unit, unit on the second only", "Throughput went from 2.4 to 3.0 req/s with APC on.",
     ["Throughput went from 3.0 to 2.4 req/s with APC on.", "Throughput went from 2.4 to 3.0 req/s with APC off."]),
    ("comparison with a parenthesized vs pair", "APC on is 25% faster than APC off (3.0 req/s vs 2.4 req/s).",
     # swapping the pair's values is no twist (pair_order reads either order); scaling one is
     ["APC on is 25% faster than APC off (3.6 req/s vs 3.0 req/s).",
      "APC off is 25% faster than APC on (3.0 req/s vs 2.4 req/s)."]),
    ("approx. and engine version", "apc-on reached approx. 3.0 req/s on vLLM 0.8.5.",
     ["apc-on reached approx. 3.0 req/s on vLLM 0.9.1.", "apc-on reached approx. 2.0 req/s on vLLM 0.8.5."]),
    ("offers: an inert verb", "apc-on offers a 1.25x throughput improvement over apc-off.",
     ["apc-off offers a 1.25x throughput improvement over apc-on.",
      "apc-on offers a 1.6x throughput improvement over apc-off.",
      "apc-on offers a 1.25x throughput regression over apc-off."]),
    ("provides: an inert verb", "APC on provides 60% lower mean TTFT than APC off.",
     ["APC on provides 60% higher mean TTFT than APC off.", "APC on provides 30% lower mean TTFT than APC off.",
      "APC off provides 60% lower mean TTFT than APC on."]),
    ("brings: an inert verb", "Prefix caching on brings a 2.5x speedup in mean TTFT over prefix caching off.",
     ["Prefix caching off brings a 2.5x speedup in mean TTFT over prefix caching on.",
      "Prefix caching on brings a 4x speedup in mean TTFT over prefix caching off.",
      "Prefix caching on brings a 2.5x slowdown in mean TTFT over prefix caching off."]),
    ("passive change verb", "With APC on, mean TTFT was reduced by 60%.",
     ["With APC off, mean TTFT was reduced by 60%.", "With APC on, mean TTFT was reduced by 30%.",
      "With APC on, mean TTFT was raised by 60%.", "With APC on, mean TTFT was boosted by 60%."]),
    ("passive change verb, from A to B", "With APC on, mean TTFT was lowered from 500 ms to 200 ms.",
     ["With APC on, mean TTFT was raised from 500 ms to 200 ms.",
      "With APC on, mean TTFT was lowered from 200 ms to 500 ms.",
      "With APC on, mean TTFT was lowered from 500 ms to 300 ms.",
      "With APC off, mean TTFT was lowered from 500 ms to 200 ms."]),
    ("passive change verb, up", "Throughput was boosted by 25% with APC on compared with APC off.",
     ["Throughput was reduced by 25% with APC on compared with APC off.",
      "Throughput was boosted by 25% with APC off compared with APC on.",
      "Throughput was boosted by 50% with APC on compared with APC off.",
      "Throughput was shortened by 25% with APC on compared with APC off."]),
]


@pytest.fixture(scope="module")
def witness(tmp_path_factory) -> str:
    rows = uniform("apc-off", 24, 10.0, 4, ttft=0.5) + uniform("apc-on", 24, 8.0, 4, ttft=0.2)
    w = ab_witness(ARMS, engine="vLLM", engine_version="0.8.5", inputs={"tasks": 24})
    return str(seal(tmp_path_factory.mktemp("frames") / "apc", w, {"rows.jsonl": rows}))


def _grade(statement: str, witness: str, scope: str = SCOPE):
    return grade_statement(statement, witness, scope, baseline="same model, server, prompts and output cap; APC off")


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("statement,unread,hint", [
    ("apc-on ran up to 8 concurrent requests.", "up", "bounds a setting"),
    ("apc-on used 24 GB.", "24 GB", "give the number a unit and a metric"),
    ("We think apc-on reached 3.0 req/s.", "think", "prose"),  # "We" is prose; "think" (a belief) is not
    ("apc-on was 1.25x faster than the old server.", "1.25x faster than", "arms: apc-off, apc-on"),
])
def test_each_unread_span_says_which_phrasing_would_read(statement, unread, hint, witness):
    res = _grade(statement, witness)
    assert res.verdict == "not-yet"
    details = [q.detail for q in res.quantities if q.outcome == "unbound" and unread in q.text]
    assert any("would read:" in d and hint in d for d in details), [q.detail for q in res.quantities]


def test_over_n_runs_means_across_n_runs(tmp_path):
    """'over 4 runs' is the number of runs (4, repeated runs witness of the corpus: RUNS_CLEAR), not 'more than 4'."""
    from claims_corpus.witnesses import RUNS_CLEAR, runs_witness

    w = str(seal(tmp_path / "runs", *runs_witness(RUNS_CLEAR)))
    good = "Over 4 runs, the concurrent arm was 2x faster than the sequential arm."
    res = grade(ClaimInput.model_validate({
        "statement": good, "baseline": {"kind": "real", "description": "same model, server, prompts and output cap"},
        "net": True, "scope": "SmolLM2-135M on one CPU host, 10 tasks per arm", "provenance": "OBSERVED", "witness": w,
        "realized": {"on_by_default": True, "gate_reason": ""}}))
    assert res.verdict == "net-true", res.reason
    for twin in ("Over 5 runs, the concurrent arm was 2x faster than the sequential arm.",
                 "Over 3 runs, the concurrent arm was 2x faster than the sequential arm."):
        t = grade(ClaimInput.model_validate({**res.model_dump(include=set()), "statement": twin,
                                             "baseline": {"kind": "real", "description": "same model"}, "net": True,
                                             "scope": "SmolLM2-135M on one CPU host, 10 tasks per arm",
                                             "provenance": "OBSERVED", "witness": w,
                                             "realized": {"on_by_default": True, "gate_reason": ""}}))
        assert_never_net_true(t, twin)


SPEC_ARMS = {"plain": {"aliases": [], "workers": 4, "role": "baseline",
                       "settings": {"concurrency": 4, "speculative_method": "none"}},
             "medusa": {"aliases": [], "workers": 4, "role": "treatment",
                        "settings": {"concurrency": 4, "speculative_method": "medusa"}}}
SPEC_FRAMES = [
    ("arm by speculative method", "Medusa was 1.25x faster than plain decoding.",
     ["Plain decoding was 1.25x faster than Medusa.", "Medusa was 1.5x faster than plain decoding."]),
    ("arms by method, vs pair", "Medusa vs plain decoding: 3.0 vs 2.4 req/s.",
     ["Medusa vs plain decoding: 2.4 vs 3.0 req/s.", "Plain decoding vs Medusa: 3.0 vs 2.4 req/s."]),
    ("GPU with vendor", "On an NVIDIA L40S GPU, medusa reached 3.0 req/s.",
     ["On an NVIDIA H100 GPU, medusa reached 3.0 req/s.", "On a CPU, medusa reached 3.0 req/s."]),
    # a size word is checked against the size the sentence states (claimcheck/claims/size_words.py, 3969e3d): "slightly
    # faster" with no size stated is not read (3.0 / 2.4 = 1.25x is no slight gain); the bare direction reads
    ("degree word before a direction", "Medusa was faster than plain decoding.",
     ["Medusa was slower than plain decoding.", "Plain decoding was faster than Medusa.",
      "Medusa was slightly faster than plain decoding.", "Medusa was slightly slower than plain decoding.",
      "Plain decoding was slightly faster than Medusa."]),
    ("degree word before a number", "Medusa was only 1.25x faster than plain decoding.",
     ["Medusa was only 2x faster than plain decoding.", "Plain decoding was only 1.25x faster than Medusa."]),
    ("completed requests N x faster", "Medusa completed requests 1.25x faster than plain decoding.",
     ["Medusa completed requests 2.4x faster than plain decoding.",
      "Plain decoding completed requests 1.25x faster than Medusa."]),
    ("never failed", "Medusa never failed a request.", ["Medusa failed 3 requests.", "Medusa never failed a request 2x faster."]),
    ("model name", "With Mistral-7B, medusa reached 3.0 req/s.",
     ["With Llama-3-8B, medusa reached 3.0 req/s.", "With Mistral-7B, medusa reached 2.4 req/s."]),
]


@pytest.fixture(scope="module")
def spec_witness(tmp_path_factory) -> str:
    rows = uniform("plain", 24, 10.0, 4, ttft=0.5) + uniform("medusa", 24, 8.0, 4, ttft=0.2)
    w = ab_witness(SPEC_ARMS, engine="vLLM", engine_version="0.8.5", inputs={"tasks": 24},
                   hardware="1 x NVIDIA L40S 48GB", model={"id": "mistralai/Mistral-7B-Instruct-v0.2", "file_sha256": None})
    return str(seal(tmp_path_factory.mktemp("spec") / "spec", w, {"rows.jsonl": rows}))


def _grade_spec(statement: str, witness: str):
    return grade(ClaimInput.model_validate({
        "statement": statement, "baseline": {"kind": "real", "description": "same model and prompts; no speculation"},
        "net": True, "scope": "24 tasks per arm", "provenance": "OBSERVED", "witness": witness,
        "realized": {"on_by_default": True, "gate_reason": ""}}))


@pytest.mark.parametrize("frame,true,twins", SPEC_FRAMES, ids=[f[0] for f in SPEC_FRAMES])
def test_speculative_witness_frames(frame, true, twins, spec_witness):
    res = _grade_spec(true, spec_witness)
    assert res.verdict == "net-true", (res.reason, [(q.outcome, q.text, q.detail) for q in res.quantities])
    for twin in twins:
        assert_never_net_true(_grade_spec(twin, spec_witness), twin)


@pytest.mark.parametrize("statement,facts", [
    ("On a single NVIDIA L40S, medusa reached 3.0 req/s.", {("hardware", "gpu", "L40S"), ("setting", "gpu_count", 1.0)}),
    ("On 8 x MI300X GPUs, medusa reached 3.0 req/s.", {("hardware", "gpu", "MI300X"), ("setting", "gpu_count", 8.0)}),
    ("On 4xH100, medusa reached 3.0 req/s.", {("hardware", "gpu", "H100"), ("setting", "gpu_count", 4.0)}),
    ("On a 32-core Xeon, medusa reached 3.0 req/s.", {("hardware", "cpu", "32-core Xeon")}),
    ("For Llama 3.1 70B, medusa reached 3.0 req/s.", {("model", "model", "Llama 3.1 70B")}),
    # the GGUF tag after the model's name is the model's own (production model_quant_tag, 185232d), checked against
    # the id or, where the id names none, the quantization every arm declares
    ("With Mistral-7B Q5_K_M, medusa reached 3.0 req/s.", {("model", "model", "Mistral-7B Q5_K_M")}),
    ("On vLLM 0.8.5, medusa reached 3.0 req/s.", {("engine", "engine", "vllm"), ("setting", "engine_version", "0.8.5")}),
    ("On llama.cpp b5120, medusa reached 3.0 req/s.", {("engine", "engine", "llama.cpp"),
                                                      ("setting", "engine_version", "b5120")}),
])
def test_hardware_model_and_engine_descriptors_are_read_as_context_facts(statement, facts):
    from claimcheck.claims.grammar import read

    r = read(statement, "", {"medusa": [], "plain": []})
    assert not r.unread, r.unread
    assert facts <= {(f.kind, f.key, f.value) for f in r.context}


# --- properties -----------------------------------------------------------------------------

from hypothesis import HealthCheck, example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from hypothesis_profiles import examples

FRAGMENTS = ["with prefix caching on", "with prefix caching off", "at concurrency 4", "APC on", "APC off", "apc-on",
             "apc-off", "from", "to", "vs", "vs.", "and", "respectively", ",", "(", ")", ":", "mean TTFT", "throughput",
             "fell", "rose", "dropped by", "improved", "a reduction of", "reductions of", "+", "%", "x", "1.25x", "3.0",
             "2.4", "200", "500", "ms", "req/s", "tok/s", "output tok/s", "none failed", "of the", "24 requests", "failed",
             "over", "3 runs", "approx.", "about", "not", "up to", "1.2-1.3x", "13-33%", "faster than", "lower",
             "Mean TTFT (ms):", "Successful requests:", "on vLLM 0.8.5", "On 4xH100", "a single NVIDIA L40S", "(13B)",
             "Q5_K_M", "a 32-core Xeon", "at 12 requests per second", "than with APC off", "that with APC off"]
SETTINGS = {"apc-off": ARMS["apc-off"]["settings"], "apc-on": ARMS["apc-on"]["settings"]}


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=14))
@example(["at 12 requests per second", "with prefix caching on"])  # found by a random run: the value bound_values
# read (an offered load the grammar leaves to it) had no role -- neither read, inert nor unread
def test_frames_keep_coverage_by_construction(parts):
    """Statements built from the frames' own words: the reader never raises; every token is an arm
    mention, inert, unread, or read (consumed by a construct whose assertion or fact survived); no
    token is both read and unread."""
    from claimcheck.claims.grammar import read_full
    from claimcheck.claims.statement import tokens
    from claimcheck.claims.vocabulary import INERT

    text = " ".join(parts)
    arms = {"apc-off": [], "apc-on": []}
    full = read_full(text, "", arms, kind="request-ab", arm_settings=SETTINGS)
    r = full.reading

    def chars(spans) -> set[int]:
        return {c for s in spans for c in range(s.start, s.end)}

    covered = chars(r.arms + r.inert + r.unread + full.read + [f.span for f in r.context if f.span])
    assert not chars(full.read) & chars(r.unread), text
    for t in tokens(text):
        assert set(range(t.start, t.end)) & covered or (t.kind == "punct" and t.text in INERT), (t.text, text)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_suggestion_twisted_is_never_net_true(witness, data):
    """Each --suggest statement is true; scaling one of its numbers by 1.3x-3x, or swapping its two
    arm names, never gives net-true."""
    import re

    from claimcheck.claims.suggest import suggest

    got = suggest(witness).suggestions
    s = data.draw(st.sampled_from(got))
    if s.frame == "count":
        return  # 0 of 24 failed holds in both arms: swapping its arm is no twist
    nums = [m for m in re.finditer(r"\d+(?:\.\d+)?", s.statement)]
    how = data.draw(st.sampled_from(["scale", "swap"]))
    if how == "scale" and nums:
        m = data.draw(st.sampled_from(nums))
        k = data.draw(st.floats(1.3, 3.0))
        twin = s.statement[:m.start()] + f"{float(m.group()) * k:.3g}" + s.statement[m.end():]
        if float(m.group()) == 0:
            twin = s.statement[:m.start()] + "3" + s.statement[m.end():]
    else:
        twin = s.statement.replace("apc-on", "\0").replace("apc-off", "apc-on").replace("\0", "apc-off")
    if twin == s.statement:
        return
    res = grade(ClaimInput.model_validate({**s.claim, "statement": twin}))
    assert res.verdict != "net-true", (s.statement, twin)


@pytest.mark.parametrize("frame,true,twins", FRAMES, ids=[f[0] for f in FRAMES])
def test_negated_true_statement_is_never_net_true(frame, true, twins, witness):
    twin = "It is not true that " + true[0].lower() + true[1:]
    assert_never_net_true(_grade(twin, witness), twin)


def test_with_three_arms_a_comparison_naming_one_arm_is_not_read():
    from claimcheck.claims.grammar import read_full

    three = {"a": [], "b": [], "c": []}
    full = read_full("a was 2x faster.", "", three)
    assert not full.reading.assertions and any("names only one arm" in why for _, why in full.unbound)
    two = read_full("a was 2x faster.", "", {"a": [], "b": []})
    assert [(x.treatment, x.baseline) for x in two.reading.assertions] == [("a", "b")]


@pytest.mark.parametrize("statement", ["With APC on, eval rate: 24.8 tokens/s.", "With APC on, eval rate: 999 tokens/s.",
                                       "With APC off, prompt eval rate: 83.3 tokens/s."])
def test_ollama_eval_rates_are_read_and_never_graded(statement, witness):
    # ollama's eval rate excludes prompt time; no witness re-derives it: read, then not-yet, whatever the number
    res = _grade(statement, witness)
    assert res.reading is not None and not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "not-yet", (res.verdict, res.reason)


@pytest.mark.parametrize("statement", ["eval rate: 24.8 ms", "total token throughput: 24.8 ms"])
def test_a_duration_is_never_read_as_a_named_rate_metric(statement, witness):
    res = _grade(statement, witness)
    assert res.reading is not None and res.reading.unread and res.verdict != "false"
