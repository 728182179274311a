"""Closed classes of words that change nothing a value says (issue 16; claimcheck/claims/arm_nouns.py, production
arm_by_noun; claimcheck/claims/bound_values.py, production bound_values).

* a head noun of the machine or deployment after a counted GPU ("a 1x H100 box", "an 8x H100 server":
  vocabulary.GPU_HOST_NOUNS) or after a spaced model name ("our Llama 3.1 8B endpoint": vocabulary.MODEL_HEADS, as
  after "Llama-3.1-8B"), read with that fact (checked);
* the author's report of a value as a relative clause right after it ("the 1.6 req/s we measured on the H100
  instance", "the 400 ms that we saw with H100": claimcheck/claims/report_relatives.py), never a projection or a
  negated / modal report;
* head nouns of what ran, right after an arm's name (arm_nouns._NOUNS): "the n-gram method", "the FCFS policy", "the
  H200 instance", "the H100 node", "the 4090 box", "the H200 machine" name the arm and nothing else;
* in a sentence read by position (bound_values): a discourse lead at the sentence's start before a comma ("Notably,",
  "Overall,", "In short,", "As expected,") or a whole report lead ("It can be seen that"); the first person reporting
  ("We saw", "we measured", "I got"); a verb of seeing or attaining right before its value ("H200 saw 2.0 req/s",
  "hit", "managed", "observed").

Each true sentence grades net-true; its twins (the number x1.5 / x0.5, arms swapped, the direction flipped, a negation
or a modal before the verb, a counterfactual lead) are never net-true; no true sentence is false.

Witnesses (20 requests per arm, 100 output tokens; real_sentences.witness_specs.arm_rows):

* ``spec`` -- eagle (alias "EAGLE"; speculative_method eagle; treatment): 2.0 req/s (200 output tok/s), TTFT 60 ms,
  TPOT 6 ms; ngram ("n-gram"; ngram; baseline): 1.5 req/s (150 output tok/s), TTFT 55 ms, TPOT 8 ms. eagle / ngram
  output throughput 1.333x.
* ``hw`` -- h200 ("H200"; gpu h200; treatment): 2.0 req/s, TTFT 300 ms, TPOT 20 ms; h100 ("H100"; gpu h100;
  baseline): 1.6 req/s, TTFT 400 ms, TPOT 30 ms. h200 / h100 request throughput 1.25x; TTFT 400 / 300 = 1.333x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

from claimcheck.claims import bound_values as B  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct, 20 requests per arm"

SPECS = {
    "spec": [A("eagle", "EAGLE", thr=2.0, ttft=0.06, tpot=0.006, tok=100, n=20,
               settings={"speculative_method": "eagle"}, role="treatment"),
             A("ngram", "n-gram", thr=1.5, ttft=0.055, tpot=0.008, tok=100, n=20,
               settings={"speculative_method": "ngram"}, role="baseline")],
    "hw": [A("h200", "H200", thr=2.0, ttft=0.30, tpot=0.02, tok=100, n=20, settings={"gpu": "h200"},
             role="treatment"),
           A("h100", "H100", thr=1.6, ttft=0.40, tpot=0.03, tok=100, n=20, settings={"gpu": "h100"},
             role="baseline")],
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("inert")
    return {name: str(seal(root / name, *witness_for(Spec(name, arms, key="", engine=None))))
            for name, arms in SPECS.items()}


# (witness, true sentence, twins that must not be net-true)
FRAMES = [
    # --- head nouns right after an arm's name (arm_nouns) ---------------------------------------------------------
    ("spec", "The EAGLE method is 1.33x faster than the n-gram method in output throughput.", [
        "The n-gram method is 1.33x faster than the EAGLE method in output throughput.",     # arms swapped
        "The EAGLE method is 2x faster than the n-gram method in output throughput.",        # x1.5
        "The EAGLE method is 0.67x faster than the n-gram method in output throughput.",     # x0.5
        "The EAGLE method is 1.33x slower than the n-gram method in output throughput.",     # direction flipped
        "The EAGLE method is not 1.33x faster than the n-gram method in output throughput.",  # negation
        "The EAGLE method could be 1.33x faster than the n-gram method in output throughput.",  # modal
    ]),
    ("spec", "The EAGLE method reached 200 output tok/s, vs 150 output tok/s for the n-gram method.", [
        "The n-gram method reached 200 output tok/s, vs 150 output tok/s for the EAGLE method.",
        "The EAGLE method reached 300 output tok/s, vs 150 output tok/s for the n-gram method.",
        "The EAGLE method reached 100 output tok/s, vs 150 output tok/s for the n-gram method.",
        "The EAGLE method did not reach 200 output tok/s, vs 150 output tok/s for the n-gram method.",
        "The EAGLE method could reach 200 output tok/s, vs 150 output tok/s for the n-gram method.",
        "The EAGLE method is expected to reach 200 output tok/s, vs 150 output tok/s for the n-gram method.",
    ]),
    ("spec", "The EAGLE policy delivered 2.0 req/s, against 1.5 req/s for the n-gram policy.", [
        "The n-gram policy delivered 2.0 req/s, against 1.5 req/s for the EAGLE policy.",
        "The EAGLE policy delivered 3.0 req/s, against 1.5 req/s for the n-gram policy.",
    ]),
    ("hw", "On the H200 instance, mean TTFT was 300 ms, vs 400 ms on the H100 instance.", [
        "On the H100 instance, mean TTFT was 300 ms, vs 400 ms on the H200 instance.",
        "On the H200 instance, mean TTFT was 450 ms, vs 400 ms on the H100 instance.",
        "On the H200 instance, mean TTFT was 150 ms, vs 400 ms on the H100 instance.",
        "On the H200 instance, p99 TTFT was 200 ms, vs 400 ms on the H100 instance.",          # another statistic
    ]),
    ("hw", "Mean TTFT was 300 ms on the H200 node, vs 400 ms on the H100 node.", [
        "Mean TTFT was 300 ms on the H100 node, vs 400 ms on the H200 node.",
        "Mean TTFT was 450 ms on the H200 node, vs 400 ms on the H100 node.",
    ]),
    ("hw", "The H200 machine delivered 1.25x the request throughput of the H100 machine.", [
        "The H100 machine delivered 1.25x the request throughput of the H200 machine.",
        "The H200 machine delivered 1.9x the request throughput of the H100 machine.",
        "The H200 machine delivered 0.6x the request throughput of the H100 machine.",
        "The H200 machine did not deliver 1.25x the request throughput of the H100 machine.",
    ]),
    ("hw", "The H200 box is 25% faster than the H100 box in request throughput.", [
        "The H100 box is 25% faster than the H200 box in request throughput.",
        "The H200 box is 25% slower than the H100 box in request throughput.",
        "The H200 box is 40% faster than the H100 box in request throughput.",
    ]),
    # --- a head noun of the machine or deployment after a counted GPU or a spaced model name (grammar m_fact) -----
    ("spec", "On a 1x H100 box, the EAGLE method is 1.33x faster than the n-gram method in output throughput.", [
        "On a 1x A100 box, the EAGLE method is 1.33x faster than the n-gram method in output throughput.",
        "On an 8x H100 box, the EAGLE method is 1.33x faster than the n-gram method in output throughput.",
        "On a 1x H100 box, the n-gram method is 1.33x faster than the EAGLE method in output throughput.",
        "On a 1x H100 box, the EAGLE method is 2x faster than the n-gram method in output throughput.",
    ]),
    ("spec", "On our Llama 3.1 8B endpoint, EAGLE reached 200 output tok/s, vs 150 output tok/s for n-gram.", [
        "On our Llama 3.1 70B endpoint, EAGLE reached 200 output tok/s, vs 150 output tok/s for n-gram.",
        "On our Qwen 2.5 7B endpoint, EAGLE reached 200 output tok/s, vs 150 output tok/s for n-gram.",
        "On our Llama 3.1 8B endpoint, EAGLE reached 300 output tok/s, vs 150 output tok/s for n-gram.",
        "On our Llama 3.1 8B endpoint, n-gram reached 200 output tok/s, vs 150 output tok/s for EAGLE.",
        "On our Llama 3.1 8B endpoint, EAGLE did not reach 200 output tok/s, vs 150 output tok/s for n-gram.",
    ]),
    ("spec", "On an 1x H100 server running Llama 3.1 8B, EAGLE reached 200 output tok/s, vs 150 output tok/s for n-gram.", [
        "On an 1x H100 server running Llama 3.1 8B, EAGLE reached 100 output tok/s, vs 150 output tok/s for n-gram.",
    ]),
    # --- the author's report of a value as a relative clause right after it (report_relatives) ------------------
    ("hw", "The H200 instance served 2.0 req/s, 1.25x the 1.6 req/s we measured on the H100 instance.", [
        "The H100 instance served 2.0 req/s, 1.25x the 1.6 req/s we measured on the H200 instance.",
        "The H200 instance served 2.0 req/s, 1.25x the 2.4 req/s we measured on the H100 instance.",
        "The H200 instance served 2.0 req/s, 1.9x the 1.6 req/s we measured on the H100 instance.",
        "The H200 instance served 2.0 req/s, 1.25x the 1.6 req/s we expected on the H100 instance.",
        "The H200 instance served 2.0 req/s, 1.25x the 1.6 req/s we never measured on the H100 instance.",
        "The H200 instance served 2.0 req/s, 1.25x the 1.6 req/s we could measure on the H100 instance.",
        "The H200 instance served 2.0 req/s, 1.25x the 1.6 req/s we hoped for on the H100 instance.",
    ]),
    ("hw", "Mean TTFT was 300 ms on H200, vs the 400 ms that we saw on H100.", [
        "Mean TTFT was 300 ms on H100, vs the 400 ms that we saw on H200.",
        "Mean TTFT was 300 ms on H200, vs the 600 ms that we saw on H100.",
        "Mean TTFT was 300 ms on H200, vs the 400 ms that we did not see on H100.",
    ]),
    # --- a sentence read by position, with a lead, a first-person report or a verb before its value ----------------
    ("hw", "Notably, mean ttft 300ms on H200 vs 400ms on H100, so ~1.33x better", [
        "Notably, mean ttft 400ms on H200 vs 300ms on H100, so ~1.33x better",                 # arms swapped
        "Notably, mean ttft 450ms on H200 vs 400ms on H100, so ~1.33x better",
        "Notably, mean ttft 300ms on H200 vs 400ms on H100, so ~2x better",
        "Notably, mean ttft 300ms on H200 vs 400ms on H100, so ~1.33x worse",
        "Notably, p99 ttft 200ms on H200 vs 400ms on H100, so ~2x better",
        "Theoretically, mean ttft 300ms on H200 vs 400ms on H100, so ~1.33x better",  # counterfactual: unread
        "Ideally, mean ttft 300ms on H200 vs 400ms on H100, so ~1.33x better",
        "In principle, mean ttft 300ms on H200 vs 400ms on H100, so ~1.33x better",
    ]),
    ("hw", "Overall, mean ttft 300ms on H200 vs 400ms on H100, so ~1.33x better", [
        "Overall, mean ttft 300ms on H100 vs 400ms on H200, so ~1.33x better",
        "Overall, mean ttft 150ms on H200 vs 400ms on H100, so ~1.33x better",
    ]),
    ("hw", "It can be seen that mean ttft 300ms on H200 vs 400ms on H100, so ~1.33x better", [
        "It cannot be seen that mean ttft 400ms on H200 vs 300ms on H100, so ~1.33x better",
        "It can be seen that mean ttft 450ms on H200 vs 400ms on H100, so ~1.33x better",
    ]),
    ("hw", "We saw mean ttft 300ms on H200 vs 400ms on H100, so ~1.33x better", [
        "We saw mean ttft 400ms on H200 vs 300ms on H100, so ~1.33x better",
        "We never saw mean ttft 300ms on H200 vs 400ms on H100, so ~1.33x better",          # negation
        "We expect mean ttft 300ms on H200 vs 400ms on H100, so ~1.33x better",             # projection
        "We hope to see mean ttft 300ms on H200 vs 400ms on H100, so ~1.33x better",
    ]),
    ("hw", "mean ttft 300ms on H200 vs 400ms we measured on H100, so ~1.33x better", [
        "mean ttft 300ms on H100 vs 400ms we measured on H200, so ~1.33x better",
        "mean ttft 300ms on H200 vs 600ms we measured on H100, so ~1.33x better",
    ]),
    ("hw", "mean ttft: H200 saw ~300ms vs ~400ms on H100, so ~1.33x better", [
        "mean ttft: H100 saw ~300ms vs ~400ms on H200, so ~1.33x better",
        "mean ttft: H200 saw ~450ms vs ~400ms on H100, so ~1.33x better",
        "mean ttft: H200 never saw ~300ms vs ~400ms on H100, so ~1.33x better",
        "mean ttft: H200 could see ~300ms vs ~400ms on H100, so ~1.33x better",
    ]),
    ("hw", "mean ttft: H200 hit ~300ms vs ~400ms on H100, so ~1.33x better", [
        "mean ttft: H100 hit ~300ms vs ~400ms on H200, so ~1.33x better",
        "mean ttft: H200 could hit ~300ms vs ~400ms on H100, so ~1.33x better",
        "mean ttft: H200 did not hit ~300ms vs ~400ms on H100, so ~1.33x better",
        "mean ttft: H200 failed to hit ~300ms vs ~400ms on H100, so ~1.33x better",
        "mean ttft: H200 is expected to hit ~300ms vs ~400ms on H100, so ~1.33x better",
    ]),
    ("hw", "mean ttft: H200 managed only 300ms vs 400ms on H100, so ~1.33x better", [
        "mean ttft: H100 managed only 300ms vs 400ms on H200, so ~1.33x better",
        "mean ttft: H200 never managed 300ms vs 400ms on H100, so ~1.33x better",
    ]),
]

#: true sentences and honest scopes that must never be false
NEVER_FALSE = [(name, s) for name, s, _ in FRAMES] + [
    ("hw", "Theoretically, mean ttft 300ms on H200 vs 400ms on H100, so ~1.33x better"),
    ("hw", "The H200 instance delivered 1.25x the request throughput of the H100 instance on an 8x H200 node."),
    ("spec", "The EAGLE method is about 1.3x faster than the n-gram method in output throughput."),
]


def _ids(frames):
    return [f"{name}:{s[:50]}" for name, s, _ in frames]


@pytest.mark.parametrize("name,statement,twins", FRAMES, ids=_ids(FRAMES))
def test_true_sentence_reads_completely_and_is_net_true(wit, name, statement, twins):
    r = grade_statement(statement, wit[name], SCOPE)
    unread = [u.text for u in r.reading.unread] if r.reading else None
    assert r.verdict == "net-true", (statement, r.verdict, unread, r.reason)
    assert unread == []


@pytest.mark.parametrize("name,statement,twins", FRAMES, ids=_ids(FRAMES))
def test_twins_are_never_net_true(wit, name, statement, twins):
    for twin in twins:
        r = grade_statement(twin, wit[name], SCOPE)
        assert r.verdict != "net-true", (twin, r.verdict)


@pytest.mark.parametrize("name,statement", NEVER_FALSE)
def test_true_sentences_are_never_false(wit, name, statement):
    assert grade_statement(statement, wit[name], SCOPE).verdict != "false"


_ARMS = {"h200": ["H200"], "h100": ["H100"]}


def _bound(s: str):
    return B.bind_sentence(s, 0, len(s), _ARMS, ("h200", "h100"), [])


@pytest.mark.parametrize("lead", ["Notably, ", "Overall, ", "In short, ", "Interestingly, ", "As expected, ",
                                  "Long story short, ", "Again, ", "- Overall, ", "It can be seen that ", "We saw ",
                                  "I got ", "In our tests, "])
def test_leads_read_by_position(lead):
    """A sentence the bound_values reader reads reads with a lead of the classes before it, and binds the same."""
    s = "mean ttft 300ms on H200 vs 400ms on H100"
    plain, led = _bound(s), _bound(lead + s)
    assert plain is not None and led is not None, lead
    assert [(a.metric, a.statistic, a.treatment, a.value) for a in led[0]] == \
        [(a.metric, a.statistic, a.treatment, a.value) for a in plain[0]]


@pytest.mark.parametrize("text", [
    "Theoretically, mean ttft 300ms on H200 vs 400ms on H100",     # counterfactual leads: in no class
    "Ideally, mean ttft 300ms on H200 vs 400ms on H100",
    "In principle, mean ttft 300ms on H200 vs 400ms on H100",
    "Surprisingly, mean ttft 300ms on H200 vs 400ms on H100",
    "We expect mean ttft 300ms on H200 vs 400ms on H100",
    "overall mean ttft 300ms on H200 vs 400ms on H100",             # no comma: a scope or a metric
    "mean ttft 300ms on H200, notably, vs 400ms on H100",           # not at the start
    "mean ttft: H200 could hit 300ms vs 400ms on H100",
    "mean ttft: H200 did not hit 300ms vs 400ms on H100",
    "mean ttft: H200 failed to hit 300ms vs 400ms on H100",
    "mean ttft: H200 expected to hit 300ms vs 400ms on H100",
    "mean ttft: H200 would see 300ms vs 400ms on H100",
    "mean ttft: H200 aims to hit 300ms vs 400ms on H100",
    "mean ttft: H200 targets 300ms vs 400ms on H100",
    "cache hit rate: H200 saw 300ms vs 400ms on H100",
])
def test_unread_by_position(text):
    assert _bound(text) is None, text


@settings(max_examples=examples(40), deadline=None)
@given(ms=st.integers(min_value=100, max_value=700), verb=st.sampled_from(["saw", "hit", "observed", "managed"]),
       swap=st.booleans())
def test_value_verb_binds_only_the_witness_value(wit, ms, verb, swap):
    """h200's mean TTFT is 300 ms: with a verb of seeing or attaining before it, the sentence is net-true for that
    value on that arm, and only near it (swapped arms or a number outside the hedge's band never are)."""
    a, b = ("H100", "H200") if swap else ("H200", "H100")
    s = f"mean ttft: {a} {verb} ~{ms}ms vs ~400ms on {b}"
    r = grade_statement(s, wit["hw"], SCOPE)
    if not swap and ms == 300:
        assert r.verdict == "net-true", (s, r.verdict)
    if r.verdict == "net-true":
        assert not swap and 250 <= ms <= 350, (s, r.verdict)  # "~": the hedge's band around 300 ms


def test_report_relative_takes_out_only_a_report_right_after_a_value():
    from claimcheck.claims.report_relatives import report_relatives
    from claimcheck.claims.statement import tokens

    def gone(text):
        return [text[a:b] for a, b in report_relatives(tokens(text))[1]]

    assert gone("1.8x the 2.47 req/s we measured on A100") == ["we", "measured"]
    assert gone("vs the 400 ms that we saw with FCFS.") == ["that", "we", "saw"]
    assert gone("up from the 1,581 tokens/s I got.") == ["I", "got"]
    for text in ("the throughput we measured on A100 was 2.47 req/s",   # not after a value
                 "the 2.47 req/s we expected on A100", "the 2.47 req/s we never measured on A100",
                 "the 2.47 req/s we could measure on A100", "the 2.47 req/s we measured twice on A100",
                 "2.47 req/s we measured is below 3 req/s"):
        assert gone(text) == [], text
