"""Property tests for the exact tail-period detector (compared with a brute-force oracle)."""

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from claimcheck.termination import tail_period


def brute(tokens, max_period, min_repeats, min_span=0):
    n = len(tokens)
    for p in range(1, max_period + 1):
        span = p
        while span < n and tokens[n - span - 1] == tokens[n - span - 1 + p]:
            span += 1
        span = min(span, n)
        if span // p >= min_repeats and span >= min_span and p <= n:
            return p, span // p, span
    return None


small = st.lists(st.integers(0, 3), max_size=60)


@settings(max_examples=examples(300), deadline=None)
@given(small, st.integers(1, 12), st.integers(2, 5))
def test_matches_brute_force(tokens, max_period, min_repeats):
    assert tail_period(tokens, max_period=max_period, min_repeats=min_repeats) == \
        brute(tokens, max_period, min_repeats)


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.integers(0, 1000), max_size=20), st.lists(st.integers(0, 1000), min_size=1, max_size=12),
       st.integers(4, 8))
def test_planted_loop_is_found_with_a_dividing_period(prefix, unit, reps):
    tokens = prefix + unit * reps
    found = tail_period(tokens, max_period=len(unit), min_repeats=4)
    assert found is not None
    p, repeats, span = found
    # the detector reports the SMALLEST qualifying period at the tail, which may be a loop
    # inside the planted unit's own tail (unit [1, 0, 0, 0, 0] ends in four 0s: period 1)
    assert p <= len(unit) and repeats >= 4 and repeats * p <= span <= len(tokens)
    if p == len(unit):
        assert span >= reps * len(unit)  # the planted loop itself: its whole length is found
    # the reported period really is a period of the reported tail
    tail = tokens[len(tokens) - span:]
    assert all(tail[i] == tail[i + p] for i in range(len(tail) - p))


@settings(max_examples=examples(200), deadline=None)
@given(st.integers(1, 300))
def test_distinct_tokens_never_loop(n):
    assert tail_period(list(range(n)), max_period=64, min_repeats=2) is None


@settings(max_examples=examples(150), deadline=None)
@given(small, st.integers(1, 8))
def test_reported_period_is_minimal(tokens, max_period):
    found = tail_period(tokens, max_period=max_period, min_repeats=3)
    if found is not None:
        p = found[0]
        for q in range(1, p):
            assert tail_period(tokens, max_period=q, min_repeats=3) is None


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.integers(0, 3), max_size=40), st.lists(st.integers(0, 3), min_size=1, max_size=9),
       st.integers(0, 300), st.lists(st.integers(0, 3), max_size=3), st.integers(1, 12), st.integers(2, 5),
       st.integers(0, 400))
def test_long_periodic_tails_match_brute_force(prefix, unit, reps, tail, max_period, min_repeats, min_span):
    # a tail hundreds of tokens long (the span is found block by block), broken near its start or
    # not at all, with or without a minimum span
    tokens = prefix + unit * reps + tail
    assert tail_period(tokens, max_period=max_period, min_repeats=min_repeats, min_span=min_span) == \
        brute(tokens, max_period, min_repeats, min_span)
