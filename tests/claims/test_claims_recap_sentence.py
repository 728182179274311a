"""A recap in a sentence of its own (claimcheck/claims/recap_sentences.py, production recap_sentence): "Mean TTFT went
from 200 ms to 90 ms. That's a 55% reduction." is read as the comma form ("..., that's a 55% reduction", production
pair_summary with recap_lead): the recap restates the pair that ends the sentence before it, and is checked against
the rows as that pair's change (a recap no row could make agree with its pair is contradicted, as in the comma
form). A recap sentence with anything more than the recap (an arm, a baseline, a negation,
a modal, a second number) stays unread, as does one after a sentence that ends with no pair.

Witness by hand (two arms of 10 requests, 100 output tokens each; "chunked prefill off" the declared baseline):
off 1.0 req/s, mean TTFT 200 ms (p99 400 ms); on 1.25 req/s, mean TTFT 90 ms (p99 150 ms). Mean TTFT 200 -> 90 ms is
-55% (2.22x lower); p99 400 -> 150 ms is -62.5%; throughput 1.0 -> 1.25 req/s is +25%.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_net_true, sealed_fixture, sentence_tests, verdict_tests
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

ARMS = [A("on", "chunked prefill on", "with chunked prefill", thr=1.25, ttft_mp=(0.090, 0.150), tok=100,
          role="treatment"),
        A("off", "chunked prefill off", "without chunked prefill", thr=1.0, ttft_mp=(0.200, 0.400), tok=100,
          role="baseline")]

wit = sealed_fixture("recap-sentence", ARMS, "chunked")


def grade(wit, s: str):
    return grade_statement(s, wit, "10 requests per arm")


TRUE = [
    "Mean TTFT went from 200 ms to 90 ms. That's a 55% reduction.",
    "Mean TTFT went from 200 ms to 90 ms with chunked prefill. That's a 55% reduction.",
    "Mean TTFT dropped from 200 ms to 90 ms. That is a 55% reduction.",
    "Mean TTFT: 200 ms -> 90 ms. That's a 55% reduction.",
    "Mean TTFT went from 200 ms to 90 ms. That's about a 2.2x improvement.",
    "Mean TTFT went from 200 ms to 90 ms. That's ~55% lower.",
    "Mean TTFT went from 200 ms to 90 ms. That's a 55% reduction in mean TTFT.",
    "Throughput went from 1.0 to 1.25 req/s. That works out to a 25% gain.",
    "Throughput went from 1.0 to 1.25 req/s. That's a 25% gain!",
]
TWINS = [
    # the recap's number x1.5 / x0.5, or another number the pair does not make
    "Mean TTFT went from 200 ms to 90 ms. That's an 82% reduction.",
    "Mean TTFT went from 200 ms to 90 ms. That's a 27% reduction.",
    "Mean TTFT went from 200 ms to 90 ms. That's about a 3.3x improvement.",
    "Throughput went from 1.0 to 1.25 req/s. That works out to a 37% gain.",
    # direction flipped
    "Mean TTFT went from 200 ms to 90 ms. That's a 55% increase.",
    "Throughput went from 1.0 to 1.25 req/s. That's a 25% drop.",
    # the pair's arms swapped (the recap restates a wrong pair)
    "Mean TTFT went from 90 ms to 200 ms with chunked prefill. That's a 55% reduction.",
    # another statistic for the recap
    "Mean TTFT went from 200 ms to 90 ms. That's a 55% reduction in p99 TTFT.",
    # negated, modal, hedged-away recaps
    "Mean TTFT went from 200 ms to 90 ms. That's not a 55% reduction.",
    "Mean TTFT went from 200 ms to 90 ms. That could be a 55% reduction.",
    "Mean TTFT went from 200 ms to 90 ms. That would be a 55% reduction.",
    "Mean TTFT went from 200 ms to 90 ms. That's only a 55% reduction if you ignore the tail.",
    # a recap that names a baseline or an arm of its own: more than the pair's change
    "Mean TTFT went from 200 ms to 90 ms. That's a 55% reduction over chunked prefill on.",
    "Mean TTFT went from 200 ms to 90 ms. That's a 55% reduction for chunked prefill off.",
    # two numbers in the recap sentence
    "Mean TTFT went from 200 ms to 90 ms. That's a 55% reduction and a 25% gain.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    # read completely as the comma form is: a recap its pair's stated values make, contradicted by the rows
    "Mean TTFT went from 200 ms to 90 ms. That's a 55% reduction in p99 TTFT.",
    # a recap no row could make agree with its pair: read, as the comma form, and contradicted (grammar._recap_disagrees)
    "Mean TTFT went from 200 ms to 90 ms. That's an 82% reduction.",
]
NEVER_FALSE = [
    "Mean TTFT went from 200 ms to 90 ms. That's a 55% reduction.",
    "Mean TTFT went from 200 ms to 90 ms. That could be an 82% reduction.",
    "Mean TTFT went from 200 ms to 90 ms. That's not a 27% reduction.",
    # a recap sentence after one value: unread, never an accusation
    "Mean TTFT is 200 ms with chunked prefill off. That's a 55% reduction.",
]

test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)


@pytest.mark.parametrize("sep", [", that's", ". That's"])
def test_the_sentence_form_reads_as_the_comma_form(wit, sep):
    """The recap sentence's assertions are exactly those of the comma form."""
    res = grade(wit, f"Mean TTFT went from 200 ms to 90 ms{sep} a 55% reduction.")
    assert res.verdict == "net-true", (sep, res.reason)
    got = sorted((a.metric, a.statistic, a.form, a.treatment, a.baseline, a.value) for a in res.reading.assertions
                 if a.source == "statement")
    assert ("ttft", "mean", "percent_change", "on", "off", -55.0) in got, got


def test_a_recap_with_no_pair_before_it_is_not_read(wit):
    """After a sentence that ends with one value, "That's a 55% reduction." restates nothing: unread."""
    res = grade(wit, "Mean TTFT is 90 ms with chunked prefill. That's a 55% reduction.")
    assert_never_net_true(res, "no pair")
    assert any("55%" in s.text for s in res.reading.unread), res.reason
