"""Metric names, abbreviations and units as real write-ups spell them (issue 16): each phrase is read as
one metric the statistics module re-derives, through the one vocabulary, or left unread with a hint.

Witness worked out by hand (``witness_specs.witness_for``: requests spread so the last ends at the wall):
10 requests per arm, 100 prompt + 8 output tokens each.

* FastServe (treatment): wall 5.0 s -> throughput 10 / 5 = 2.0 req/s, output 80 / 5 = 16 tok/s, total
  (100 + 8) * 10 / 5 = 216 tok/s; TTFT nine requests at 0.0888... s and one at 0.2 s: mean 0.1 s, numpy
  p99 0.19 s; TPOT 0.02 s every request (so mean E2E latency = 0.1 + 7 * 0.02 = 0.24 s).
* SlowServe (baseline): wall 10.0 s -> 1.0 req/s, 8 tok/s, 108 tok/s total; TTFT 0.3 s, TPOT 0.05 s every
  request (E2E 0.3 + 0.35 = 0.65 s).

So FastServe / SlowServe: throughput and token throughput 2x (+100%); mean TPOT 0.02 / 0.05 (-60%); mean
TTFT 0.1 / 0.3 (-66.7%, 3x lower).

A third (``CACHE``) records prefix-cache counter deltas: FastServe 665 hits of 1000 queried tokens (66.5%),
SlowServe 17 of 1000 (1.7%).

A second witness (``ITL``) has the same arms with the inter-token gaps recorded (``itls_s``: every gap 0.02 s
and 0.05 s), so ITL is re-derived and equals TPOT there.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_net_true
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, grade_case, witness_for

from claimcheck.claims.grammar import read_full, unread_hint

MAIN = Spec("metric-names", [A("fast", "FastServe", role="treatment", thr=2.0, ttft_mp=(0.1, 0.19), tpot=0.02),
                             A("slow", "SlowServe", role="baseline", thr=1.0, ttft=0.3, tpot=0.05)], key="")
ITL = Spec("metric-names-itl", [A("fast", "FastServe", role="treatment", thr=2.0, ttft=0.1, itl=0.02),
                                A("slow", "SlowServe", role="baseline", thr=1.0, ttft=0.3, itl=0.05)], key="")
CACHE = Spec("metric-names-cache", [A("fast", "FastServe", role="treatment", thr=2.0, hit=(1000, 665)),
                                    A("slow", "SlowServe", role="baseline", thr=1.0, hit=(1000, 17))], key="")
ARMS = {"fast": ["FastServe"], "slow": ["SlowServe"]}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("metric-names")
    return {s.id: str(seal(root / s.id, *witness_for(s))) for s in (MAIN, ITL, CACHE)}


def _grade(text, witnesses, spec=MAIN):
    return grade_case(spec, text, witnesses)


# (true sentence, its twins: a scaled number, a flipped direction, swapped arms, another statistic or metric)
CASES = [
    ("FastServe reached 16 t/sec.", ["FastServe reached 24 t/sec.", "FastServe reached 8 t/sec.",
                                     "SlowServe reached 16 t/sec."]),
    ("FastServe reached 16 tok/second.", ["FastServe reached 32 tok/second.", "SlowServe reached 16 tok/second."]),
    ("FastServe reached 16 toks/s.", ["FastServe reached 24 toks/s.", "SlowServe reached 16 toks/s."]),
    ("FastServe reached 16 TPS.", ["FastServe reached 24 TPS.", "SlowServe reached 16 TPS."]),
    ("FastServe reached 16 OTPS.", ["FastServe reached 8 OTPS.", "SlowServe reached 16 OTPS."]),
    ("FastServe reduced mean TPOT latency by 60% compared to SlowServe.",
     ["FastServe reduced mean TPOT latency by 90% compared to SlowServe.",
      "FastServe increased mean TPOT latency by 60% compared to SlowServe.",
      "SlowServe reduced mean TPOT latency by 60% compared to FastServe.",
      "FastServe reduced mean TTFT latency by 60% compared to SlowServe."]),
    ("FastServe reduced mean Time Per Output Token (TPOT) latency by 60%.",
     ["FastServe reduced mean Time Per Output Token (TPOT) latency by 30%.",
      "FastServe increased mean Time Per Output Token (TPOT) latency by 60%.",
      "FastServe reduced p99 Time Per Output Token (TPOT) latency by 30%."]),
    ("FastServe has a 66.7% lower mean TTFT latency than SlowServe.",
     ["FastServe has a 33.3% lower mean TTFT latency than SlowServe.",
      "FastServe has a 66.7% higher mean TTFT latency than SlowServe.",
      "SlowServe has a 66.7% lower mean TTFT latency than FastServe.",
      "FastServe has a 66.7% lower p99 TTFT latency than SlowServe."]),
    ("FastServe has a mean TTFT latency of 100 ms.", ["FastServe has a mean TTFT latency of 150 ms.",
                                                      "FastServe has a p99 TTFT latency of 100 ms.",
                                                      "FastServe has a median TTFT latency of 100 ms."]),
    ("FastServe Req/S throughput is 100% higher than SlowServe.",
     ["FastServe Req/S throughput is 50% higher than SlowServe.",
      "FastServe Req/S throughput is 100% lower than SlowServe.",
      "SlowServe Req/S throughput is 100% higher than FastServe."]),
    ("FastServe has 2x higher tok/s throughput than SlowServe.",
     ["FastServe has 3x higher tok/s throughput than SlowServe.", "FastServe has 2x lower tok/s throughput than SlowServe.",
      "SlowServe has 2x higher tok/s throughput than FastServe."]),
    ("FastServe has 2x higher throughput (tok/s) than SlowServe.",
     ["FastServe has 4x higher throughput (tok/s) than SlowServe.",
      "SlowServe has 2x higher throughput (tok/s) than FastServe."]),
    ("FastServe has 2x higher Requests Per Second (RPS) than SlowServe.",
     ["FastServe has 3x higher Requests Per Second (RPS) than SlowServe.",
      "FastServe has 2x lower Requests Per Second (RPS) than SlowServe."]),
    ("FastServe has 2x higher Output Tokens Per Second (OTPS) than SlowServe.",
     ["FastServe has 1.5x higher Output Tokens Per Second (OTPS) than SlowServe.",
      "SlowServe has 2x higher Output Tokens Per Second (OTPS) than FastServe."]),
    ("FastServe has a mean next token latency of 20 ms.",
     ["FastServe has a mean next token latency of 40 ms.", "SlowServe has a mean next token latency of 20 ms.",
      "FastServe has a p99 next token latency of 30 ms."]),
    ("FastServe has a 60% lower mean next-token latency than SlowServe.",
     ["FastServe has a 60% higher mean next-token latency than SlowServe.",
      "FastServe has a 30% lower mean next-token latency than SlowServe."]),
    ("FastServe's per-token latency fell from 50 ms to 20 ms.",
     ["FastServe's per-token latency fell from 50 ms to 10 ms.", "FastServe's per-token latency rose from 50 ms to 20 ms.",
      "SlowServe's per-token latency fell from 50 ms to 20 ms."]),
    ("FastServe has a 60% lower mean latency per token than SlowServe.",
     ["FastServe has a 60% higher mean latency per token than SlowServe.",
      "FastServe has a 30% lower mean latency per token than SlowServe."]),
    ("FastServe cut mean latency to first token by 66.7%.",
     ["FastServe cut mean latency to first token by 33.3%.", "FastServe raised mean latency to first token by 66.7%.",
      "SlowServe cut mean latency to first token by 66.7%."]),
    ("FastServe is 2x faster in token generation than SlowServe.",
     ["FastServe is 3x faster in token generation than SlowServe.",
      "FastServe is 2x slower in token generation than SlowServe.",
      "SlowServe is 2x faster in token generation than FastServe."]),
    ("FastServe reached a token generation speed of 16 t/s.",
     ["FastServe reached a token generation speed of 32 t/s.", "SlowServe reached a token generation speed of 16 t/s."]),
    ("FastServe reached 16 Output Tokens Per Second (OTPS).",
     ["FastServe reached 32 Output Tokens Per Second (OTPS).", "SlowServe reached 16 Output Tokens Per Second (OTPS)."]),
    ("FastServe reached 2 req/s (RPS).", ["FastServe reached 3 req/s (RPS).", "SlowServe reached 2 req/s (RPS)."]),
    ("FastServe reached 16 tokens per second (TPS).", ["FastServe reached 24 tokens per second (TPS).",
                                                       "FastServe reached 16 tokens per second (RPS)."]),
    ("FastServe shows a 60% mean Time Per Output Token (TPOT) reduction.",
     ["FastServe shows a 30% mean Time Per Output Token (TPOT) reduction.",
      "FastServe shows a 60% mean Time Per Output Token (TPOT) increase.",
      "FastServe shows a 60% mean Time To First Token (TTFT) reduction."]),
    ("FastServe shows a 3x mean Time To First Token (TTFT) reduction over SlowServe.",
     ["FastServe shows a 2x mean Time To First Token (TTFT) reduction over SlowServe.",
      "SlowServe shows a 3x mean Time To First Token (TTFT) reduction over FastServe.",
      "FastServe shows a 3x mean Time To First Token (TTFT) increase over SlowServe."]),
    ("FastServe has a mean end-to-end latency of 240 ms.",
     ["FastServe has a mean end-to-end latency of 480 ms.", "SlowServe has a mean end-to-end latency of 240 ms.",
      "FastServe has a mean end-to-end TTFT of 240 ms."]),
]


def _negated(text: str) -> str:
    return "It is not true that " + text[0].lower() + text[1:]


@pytest.mark.parametrize("text", [t for t, _ in CASES])
def test_true_sentence_is_read_and_net_true(text, witnesses):
    res = _grade(text, witnesses)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("twin", [tw for t, tws in CASES for tw in [*tws, _negated(t)]])
def test_twin_is_never_net_true(twin, witnesses):
    res = _grade(twin, witnesses)
    assert res.verdict != "net-true", f"{twin!r}: {res.reason}"


@pytest.mark.parametrize("text, metric, statistic", [
    ("FastServe has a mean Time Per Output Token (TPOT) latency of 20 ms.", "tpot", "mean"),
    ("FastServe has a mean TPOT latency of 20 ms.", "tpot", "mean"),
    ("FastServe has a p99 TTFT latency of 190 ms.", "ttft", "p99"),
    ("FastServe has a mean ITL latency of 20 ms.", "itl", "mean"),
    ("FastServe has a mean next token latency of 20 ms.", "tpot", "mean"),
    ("FastServe has a mean per-token latency of 20 ms.", "tpot", "mean"),
    ("FastServe has a mean latency per output token of 20 ms.", "tpot", "mean"),
    ("FastServe has a mean latency to first token of 100 ms.", "ttft", "mean"),
    ("FastServe has a mean time between tokens of 20 ms.", "itl", "mean"),
    ("FastServe reached 16 t/sec.", "token_throughput", None),
    ("FastServe reached 16 tok/second.", "token_throughput", None),
    ("FastServe has 2x higher Req/S throughput than SlowServe.", "throughput", None),
    ("FastServe has 2x higher throughput (req/s) than SlowServe.", "throughput", None),
    ("FastServe has 2x higher throughput (tok/s) than SlowServe.", "token_throughput", None),
    ("FastServe is 2x faster in token generation than SlowServe.", "token_throughput", None),
])
def test_each_phrase_is_one_metric_of_the_vocabulary(text, metric, statistic):
    r = read_full(text, "", ARMS)
    assert not r.reading.unread, [u.text for u in r.reading.unread]
    assert [(a.metric, a.statistic) for a in r.reading.assertions] == [(metric, statistic)]


# --- the other meaning of a phrase never makes a true sentence false (the false bar, rule 5) -----------
@pytest.mark.parametrize("text", [
    "FastServe reached 216 t/sec.",  # (prompt + output) tokens per second: the other meaning of a bare token rate
    "FastServe reached 216 TPS.",
    "FastServe reached a token generation speed of 50 t/s.",  # per-stream decode rate 1 / TPOT: llama.cpp's tg
    "FastServe reached a generation speed of 50 tokens/s.",
    "FastServe has a mean next token latency of 30 ms.",  # no inter-token gaps recorded: ITL is not re-derived
    "FastServe has a mean per-token latency of 30 ms.",  # the same: TPOT 20 ms, ITL not re-derived
    "FastServe's per-token latency fell from 50 ms to 10 ms.",
])
def test_other_meaning_is_never_an_accusation(text, witnesses):
    res = _grade(text, witnesses)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "not-yet", res.reason


def test_next_token_latency_wrong_either_way_is_false(witnesses):
    """With the gaps recorded, ITL is re-derived (0.02 s, as TPOT): 40 ms is contradicted both ways."""
    assert _grade("FastServe has a mean next token latency of 40 ms.", witnesses, ITL).verdict == "false"
    assert _grade("FastServe has a mean next token latency of 20 ms.", witnesses, ITL).verdict == "net-true"


def test_per_token_latency_and_time_between_tokens_on_recorded_gaps(witnesses):
    """With the gaps recorded (ITL 20 ms = TPOT): a per-token latency is graded both ways, the time between tokens
    as ITL; 40 ms is contradicted, 20 ms holds."""
    assert _grade("FastServe has a mean per-token latency of 40 ms.", witnesses, ITL).verdict == "false"
    assert _grade("FastServe has a mean per-token latency of 20 ms.", witnesses, ITL).verdict == "net-true"
    assert _grade("FastServe has a mean time between tokens of 20 ms.", witnesses, ITL).verdict == "net-true"
    assert _grade("FastServe has a mean time between tokens of 40 ms.", witnesses, ITL).verdict == "false"
    assert _grade("SlowServe has a mean time between tokens of 20 ms.", witnesses, ITL).verdict == "false"


def test_a_plain_rate_wrong_either_way_is_false(witnesses):
    """500 t/sec is neither 16 (output) nor 216 (prompt + output) tokens/s."""
    assert _grade("FastServe reached 500 t/sec.", witnesses).verdict == "false"
    assert _grade("FastServe reached 500 output tokens/s.", witnesses).verdict == "false"


# --- phrases that name no one metric stay unread, with a hint ------------------------------------------
@pytest.mark.parametrize("text, word", [
    ("FastServe has 2x lower mean response time than SlowServe.", "response time"),
    ("FastServe has 2x lower mean response delay than SlowServe.", "response delay"),
    ("FastServe has 2x higher effective throughput than SlowServe.", "effective throughput"),
    ("SlowServe takes 2x more time than FastServe.", "time"),
    ("FastServe has 2x lower mean generation time than SlowServe.", "generation time"),
    ("FastServe has 2x higher RPS than SlowServe.", "rps"),
    ("FastServe's request hit rate was 66.5%.", "request hit rate"),
])
def test_ambiguous_metric_words_stay_unread_with_a_hint(text, word, witnesses):
    res = _grade(text, witnesses)
    assert res.reading.unread and res.verdict == "not-yet", res.reason
    hints = [unread_hint(u.text, list(ARMS)) for u in res.reading.unread]
    assert any(f"'{word}' names no one metric" in h for h in hints), hints


@pytest.mark.parametrize("text", [
    "FastServe has a mean TPOT latency of 16 tok/s.",  # a unit that contradicts the metric is not read
    "FastServe has a throughput (tok/s) of 240 ms.",
    "FastServe has a mean TTFT latency of 2 req/s.",
    "FastServe reached 0.1 s to first token.",  # a per-request metric with no statistic
    "FastServe has 2x higher decode throughput than SlowServe.",  # one phase: no witness re-derives it
    "FastServe has 2x higher prefill throughput than SlowServe.",
])
def test_not_graded(text, witnesses):
    res = _grade(text, witnesses)
    assert res.verdict == "not-yet", res.reason


# --- a fraction metric named before its percent ("the cache hit rate was 66.5%") ---------------------
@pytest.mark.parametrize("text, twins", [
    ("FastServe's cache hit rate was 66.5%.", ["FastServe's cache hit rate was 33.3%.",
                                               "SlowServe's cache hit rate was 66.5%.",
                                               "FastServe's cache hit rate was not 66.5%."]),
    ("FastServe has a cache hit rate of 66.5%.", ["FastServe has a cache hit rate of 99.8%.",
                                                  "SlowServe has a cache hit rate of 66.5%."]),
    ("SlowServe: cache hit rate 1.7%", ["SlowServe: cache hit rate 3.4%", "FastServe: cache hit rate 1.7%"]),
    ("FastServe's hit rate was above 60%.", ["FastServe's hit rate was above 70%.", "FastServe's hit rate was below 60%.",
                                             "SlowServe's hit rate was above 60%."]),
])
def test_fraction_named_before_its_percent(text, twins, witnesses):
    res = _grade(text, witnesses, CACHE)
    assert not res.reading.unread and res.verdict == "net-true", res.reason
    assert [a.metric for a in res.reading.assertions if a.metric != "tasks"] == ["cache_hit_rate"]
    for twin in [*twins, _negated(text)]:
        got = _grade(twin, witnesses, CACHE)
        assert got.verdict != "net-true", f"{twin!r}: {got.reason}"


@pytest.mark.parametrize("text", ["FastServe's request hit rate was 66.5%.", "FastServe's mean TTFT was 66.5%.",
                                  "FastServe's cache hit rate increased by 66.5%."])
def test_not_a_fraction_value(text, witnesses):
    res = _grade(text, witnesses, CACHE)
    assert res.verdict == "not-yet", res.reason


# --- a time per token restating the token rate beside it (llama.cpp's timings) ------------------------
@pytest.mark.parametrize("text, twins", [
    ("FastServe reached 62.5 ms/tok (16 tokens/s).", ["FastServe reached 62.5 ms/tok (32 tokens/s).",
                                                      "FastServe reached 125 ms/tok (16 tokens/s).",
                                                      "FastServe reached 31.25 ms/tok (32 tokens/s).",
                                                      "SlowServe reached 62.5 ms/tok (16 tokens/s)."]),
    ("FastServe reached 62.5 ms per token, 16 tokens per second.",
     ["FastServe reached 62.5 ms per token, 32 tokens per second.",
      "FastServe reached 125 ms per token, 8 tokens per second."]),
])
def test_time_per_token_restating_a_rate(text, twins, witnesses):
    """1000 / 16 = 62.5: the time per token is the rate inverted, and the rate (16 output tokens/s) is graded;
    a time per token that is not the inverse of the rate beside it is not read."""
    res = _grade(text, witnesses)
    assert not res.reading.unread and res.verdict == "net-true", res.reason
    # the rate, and the rate again within the time's precision (grammar.RESTATED_TIME_RULE: the time is graded too)
    assert [a.metric for a in res.reading.assertions if a.metric != "tasks"] == ["token_throughput"] * 2
    for twin in [*twins, _negated(text)]:
        got = _grade(twin, witnesses)
        assert got.verdict != "net-true", f"{twin!r}: {got.reason}"


def test_time_per_token_with_a_statistic_stays_tpot():
    r = read_full("FastServe reached mean 62.5 ms/tok (16 tokens/s).", "", ARMS)
    assert [(a.metric, a.statistic) for a in r.reading.assertions] == [("tpot", "mean"), ("token_throughput", None)]
    r = read_full("FastServe reached a mean of 20 ms/tok (50 tokens/s).", "", ARMS)
    assert [(a.metric, a.statistic) for a in r.reading.assertions] == [("tpot", "mean"), ("token_throughput", None)]


# --- per user (one stream's token rate: graded under every definition, claimcheck/claims/per_user.py) and offline
# throughput (the same metric). FastServe / SlowServe per user: 1 / mean TPOT 2.5x, LLMPerf's c / e2e 2.75x, output
# tokens / wall / workers 2x: the definitions disagree on 2x (not-yet), and all contradict 5x (false)
@pytest.mark.parametrize("text,verdict", [("FastServe has 2x higher per-user output throughput than SlowServe.", "not-yet"),
                                          ("FastServe has 5x higher per-user throughput than SlowServe.", "false"),
                                          ("FastServe has 2x higher output throughput per user than SlowServe.", "not-yet"),
                                          ("FastServe has 2x higher single-user speed than SlowServe.", "not-yet")])
def test_per_user_rates_are_read_and_graded_under_every_definition(text, verdict, witnesses):
    res = _grade(text, witnesses)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert [a.metric for a in res.reading.assertions if a.metric != "tasks"] == ["token_throughput_per_user"]
    assert res.verdict == verdict, res.reason


def test_offline_throughput_is_the_throughput(witnesses):
    assert _grade("FastServe has 2x higher offline throughput than SlowServe.", witnesses).verdict == "net-true"
    for twin in ["FastServe has 3x higher offline throughput than SlowServe.",
                 "SlowServe has 2x higher offline throughput than FastServe.",
                 "FastServe has 2x lower offline throughput than SlowServe.",
                 "It is not true that FastServe has 2x higher offline throughput than SlowServe."]:
        assert_never_net_true(_grade(twin, witnesses), twin)
