"""Dashboard labels (claimcheck/claims/label_lines.py paren_arm_labels, delta_lines.py _trailing_change): the arm in
parentheses inside a label, "Mean TTFT (Run B): 259 ms" (production paren_arm_label: read as "Run B mean TTFT: 259
ms"), and a label line's last field that states its change, "TTFT mean: 619 ms (Run A) | 259 ms (Run B) | delta:
-58.2%" (production delta_field: inert only where it is the second value's change from the first).

Found by a held-out writer's dashboard battery (held14 development half, kinds not cases): both frames were not-yet.
Parentheses that hold a unit ("Mean TTFT (ms): 38.6") or a statistic ("TTFT (mean): ...") are not an arm's.

Witness by hand (``header_arrow``'s: 10 requests per arm, 100 output tokens each). Run A (baseline): 1.0 req/s -> 100
output tok/s, TTFT mean 120 ms, p99 300 ms. Run B (treatment): 2.5 req/s -> 250 output tok/s, TTFT mean 80 ms, p99
200 ms. Mean TTFT 120 -> 80 ms is -33.3% (the other way round +50%); output tok/s 100 -> 250 is +150% (2.5x).
``cache``: 10 requests per arm of 1,200 prompt tokens; Run B ("APC on") 768 cached tokens per request -> 64% hit
rate, Run A ("APC off") 0 -> 0%.
"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from claims_corpus.frame_checks import assert_never_false, sealed_fixture, sentence_tests, verdict_tests
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

_RUNS = [A("run-a", "Run A", "run 101", thr=1.0, ttft_mp=(0.12, 0.3), tpot=0.05, tok=100, role="baseline"),
         A("run-b", "Run B", "run 102", thr=2.5, ttft_mp=(0.08, 0.2), tpot=0.03, tok=100, role="treatment")]
_CACHE = [A("apc-on", "APC on", "Run B", ttft=0.05, tpot=0.01, tok=100, prompt=1200, cached=768, role="treatment"),
          A("apc-off", "APC off", "Run A", ttft=0.2, tpot=0.01, tok=100, prompt=1200, cached=0, role="baseline")]

wit = sealed_fixture("label-arms", _RUNS, "runs", engine=None)
cache = sealed_fixture("label-arms-cache", _CACHE, "cache", name="cache")


def grade(w, s: str):
    return grade_statement(s, w, "10 requests per arm")


TRUE = [
    # production paren_arm_label
    "Mean TTFT (Run B): 80 ms",
    "Mean TTFT (Run A): 120 ms.",
    "Output throughput (Run B): 250 tok/s",
    "Request throughput (Run A): 1.0 req/s",
    "TTFT p99 (Run B): 200 ms",
    "P99 TTFT (Run A): 300 ms",
    "- Mean TTFT (Run B): about 80 ms",
    "Mean TTFT (Run B): 33% lower than Run A",
    "Mean TTFT (run b): 80 ms. Mean TTFT (Run A): 120 ms.",
    "Output throughput (Run B): 250 tok/s | Output throughput (Run A): 100 tok/s",
    # production delta_field
    "TTFT mean: 120 ms (Run A) | 80 ms (Run B) | delta: -33.3%",
    "TTFT mean: 120 ms (Run A) | 80 ms (Run B) | delta: -33.3%.",
    "TTFT mean: 120 ms (Run A) | 80 ms (Run B) | Δ: -33%",
    "Output throughput: 100 tok/s (Run A) | 250 tok/s (Run B) | delta: +150%",
    "Output throughput: Run A 100 tok/s | Run B 250 tok/s | change: 2.5x",
    # a trailing change in parentheses may now close with a full stop
    "TTFT mean: 120 ms (Run A) | 80 ms (Run B) (-33.3%).",
]
TWINS = [
    # the arm in parentheses swapped, the value scaled x1.5 / x0.5, another statistic, negated
    "Mean TTFT (Run A): 80 ms",
    "Mean TTFT (Run B): 120 ms",
    "Mean TTFT (Run B): 40 ms",
    "Output throughput (Run A): 250 tok/s",
    "Output throughput (Run B): 375 tok/s",
    "Output throughput (Run B): 125 tok/s",
    "TTFT p99 (Run B): 300 ms",
    "P99 TTFT (Run B): 80 ms",
    "Mean TTFT (Run B): not 80 ms",
    "Mean TTFT (Run B): 33% higher than Run A",
    "Mean TTFT (Run B): 80 ms. Mean TTFT (Run A): 80 ms.",
    # the pipe line: values swapped, arms swapped, the delta's sign flipped, its size x1.5 / x0.5, the other order's
    # delta (+50% is Run A's change from Run B), another statistic, negated
    "TTFT mean: 80 ms (Run A) | 120 ms (Run B) | delta: -33.3%",
    "TTFT mean: 120 ms (Run B) | 80 ms (Run A) | delta: -33.3%",
    "TTFT mean: 120 ms (Run A) | 80 ms (Run B) | delta: +33.3%",
    "TTFT mean: 120 ms (Run A) | 80 ms (Run B) | delta: -50%",
    "TTFT mean: 120 ms (Run A) | 80 ms (Run B) | delta: -16.7%",
    "TTFT mean: 120 ms (Run A) | 80 ms (Run B) | delta: +50%",
    "TTFT p99: 120 ms (Run A) | 80 ms (Run B) | delta: -33.3%",
    "TTFT mean: 180 ms (Run A) | 80 ms (Run B) | delta: -55.6%",
    "TTFT mean: 120 ms (Run A) | 80 ms (Run B) | not -33.3%",
    "Output throughput: 100 tok/s (Run A) | 250 tok/s (Run B) | delta: -150%",
    "Output throughput: 100 tok/s (Run A) | 250 tok/s (Run B) | change: 0.4x",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    "Mean TTFT (Run A): 80 ms",
    "Output throughput (Run B): 125 tok/s",
    # the values swapped, the delta theirs: a complete reading, contradicted
    "TTFT mean: 80 ms (Run A) | 120 ms (Run B) | delta: +50%",
]
NEVER_FALSE = [
    # not an arm in the parentheses: a unit, a statistic, two arms (left as written)
    "Mean TTFT (ms): 80",
    "TTFT (mean): 80 ms",
    "Mean TTFT (Run A, Run B): 80 ms",
    # the delta the other way round: unread, never an accusation of values that hold
    "TTFT mean: 120 ms (Run A) | 80 ms (Run B) | delta: +50%",
]
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)


def test_parentheses_that_hold_no_arm_stay_unread(wit):
    for s in ("Mean TTFT (ms): 80", "Mean TTFT (Run A, Run B): 80 ms", "Mean TTFT (Run B only): 80 ms"):
        res = grade(wit, s)
        assert res.verdict == "not-yet", (s, res.verdict, res.reason)


CACHE_TRUE = ["Prefix cache hit rate (Run B): 64%", "Prefix cache hit rate (Run B): 64% of prompt tokens.",
              "Cache hit rate (APC off): 0%"]
CACHE_TWINS = ["Prefix cache hit rate (Run A): 64%", "Prefix cache hit rate (Run B): 96% of prompt tokens.",
               "Prefix cache hit rate (Run B): 32%", "Prefix cache hit rate (Run B): not 64%"]
test_cache_labels_net_true, test_cache_twins_never_net_true = sentence_tests(CACHE_TRUE, CACHE_TWINS, grade,
                                                                             fixture="cache")


_LABELS = [("Mean TTFT", {"Run A": "120 ms", "Run B": "80 ms"}), ("TTFT p99", {"Run A": "300 ms", "Run B": "200 ms"}),
           ("Output throughput", {"Run A": "100 tok/s", "Run B": "250 tok/s"})]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(_LABELS), st.sampled_from(["Run A", "Run B"]), st.sampled_from(["Run A", "Run B"]),
       st.sampled_from(["", "."]))
def test_the_parenthesized_arm_reads_as_the_arm_before_the_label(wit, label, arm, value_of, end):
    """"LABEL (ARM): V" grades as "ARM LABEL: V" does, whichever arm's value V is: net-true exactly where V is the
    arm's own, and never false where it is."""
    name, values = label
    s = f"{name} ({arm}): {values[value_of]}{end}"
    got, ref = grade(wit, s), grade(wit, f"{arm} {name[0].lower()}{name[1:]}: {values[value_of]}{end}")
    assert got.verdict == ref.verdict, (s, got.verdict, got.reason)
    assert (got.verdict == "net-true") == (arm == value_of), (s, got.verdict, got.reason)
    if arm == value_of:
        assert_never_false(got, s)
