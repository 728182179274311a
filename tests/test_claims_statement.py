"""Statement parsing: clauses, arm mentions, quantities and their precision."""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.statement import parse

ARMS = {"sequential": ["tuned sequential"], "batched": ["batching", "real batches"]}


def kinds(text, arms=ARMS):
    return [(q.kind, q.text) for c in parse(text, arms) for q in c.quantities]


def test_clauses_split_at_semicolons_and_sentences_not_decimals():
    cs = parse("Batching was 0.539x the tuned sequential rate; it was 46.1% slower. Padding was 34.7%.", ARMS)
    assert [c.text.strip() for c in cs] == ["Batching was 0.539x the tuned sequential rate", "it was 46.1% slower",
                                           "Padding was 34.7%"]


def test_quantities_and_precision():
    (c,) = parse("batching ran 24 jobs in three batches at 3.159 token steps/s, 1.36× faster, 46.10% slower, 16.966 s p95", ARMS)
    got = {q.text: q for q in c.quantities}
    assert got["1.36x"].kind == "ratio" and got["1.36x"].half_width == Decimal("0.005")
    assert got["46.10%"].decimals == 2 and got["46.10%"].direction_word == "slower"
    assert got["three"].kind == "count" and got["three"].value == 3
    assert got["24"].exact
    assert got["3.159 token steps/s"].kind == "rate"
    assert got["16.966 s"].kind == "duration"


def test_identifiers_dates_versions_are_not_quantities():
    assert kinds("On 2026-08-07, vLLM 0.34.0 (#5819) served Qwen2.5-0.5B and a 7B model on an L4 at p50") == []


def test_number_words_without_a_counted_noun_are_prose():
    assert kinds("one of the arms was slower") == []
    assert kinds("four workers") == [("count", "four")]


def test_mentions_longest_match_and_ambiguity():
    (c,) = parse("real batches versus tuned sequential", ARMS)
    assert [m.arms for m in c.mentions] == [("batched",), ("sequential",)]
    (c,) = parse("the workers were fast", {"a": ["workers"], "b": ["workers"]})
    assert c.mentions[0].arms == ("a", "b") and c.mentions[0].arm is None


def test_cache_negation():
    (c,) = parse("no shared-prefix cache benefit was observed", ARMS)
    assert c.cache and c.negated_cache
    (c,) = parse("the shared prefix gained from the prefix cache", ARMS)
    assert c.cache and not c.negated_cache
