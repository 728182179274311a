"""Report leads (claimcheck/claims/report_leads.py, productions report_lead and observed_passive): a paper's or a
report's impersonal lead at a sentence's start ("It can be seen that", "It should be noted that", "As expected,") and
its passive of observation ("a reduction from 12 ms to 6.7 ms can be observed for EAGLE") assert nothing a witness
checks; the clause they wrap is graded as it stands. Negated and modal leads ("It cannot be seen that", "It may be
that", "It could be argued that") are no such lead and stay unread.

Witness by hand (three arms of 10 requests, 100 output tokens each; "standard decoding" the declared baseline):
standard 1.0 req/s -> 100 output tok/s, TTFT mean 50 ms / p99 80 ms, ITL 12 ms; n-gram 1.2 req/s -> 120 tok/s,
TTFT mean 55 ms / p99 85 ms, ITL 10 ms; EAGLE 1.7 req/s -> 170 tok/s, TTFT mean 60 ms / p99 100 ms, ITL 6.7 ms.
EAGLE / standard throughput 1.7x; ITL 12 -> 6.7 ms is -44.2%; mean TTFT 50 -> 60 ms is +20%.
"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from claimcheck.claims.vocabulary import REPORT_COMMA_LEADS, REPORT_LEADS
from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

from hypothesis_profiles import examples  # noqa: E402

ARMS = [A("eagle", "EAGLE", thr=1.7, ttft_mp=(0.060, 0.100), itl=0.0067, tok=100, role="treatment"),
        A("none", "standard decoding", thr=1.0, ttft_mp=(0.050, 0.080), itl=0.012, tok=100, role="baseline"),
        A("ngram", "n-gram", thr=1.2, ttft_mp=(0.055, 0.085), itl=0.010, tok=100, role="treatment")]

wit = sealed_fixture("report-leads", ARMS, "spec")


def grade(wit, s: str):
    return grade_statement(s, wit, "10 requests per arm")


TRUE = [
    # report_lead: a whole closed phrase at the sentence's start
    "It can be seen that EAGLE reaches 170 output tokens/s.",
    "It can be observed that EAGLE delivers 1.7x the output throughput of standard decoding.",
    "It should be noted that mean TTFT rises from 50 ms to 60 ms with EAGLE.",
    "It is worth noting that EAGLE reaches 170 output tokens/s.",
    "It is interesting to note that n-gram reaches 120 output tokens/s.",
    "It is clear that EAGLE delivers 1.7x the output throughput of standard decoding.",
    "As expected, EAGLE reaches 170 output tokens/s.",
    "As shown above, mean TTFT rises from 50 ms to 60 ms with EAGLE.",
    "As can be seen, EAGLE delivers 1.7x the output throughput of standard decoding.",
    # observed_passive: "can be observed / seen" as "was observed"
    "A reduction in mean ITL from 12 ms to 6.7 ms can be observed for EAGLE.",
    "A reduction in mean ITL from 12 ms to 6.7 ms can be seen with EAGLE.",
    "A reduction in mean ITL from 12 ms to 6.7 ms can also be observed for EAGLE.",
    # a topic lead gives the clause its metric and statistic (grammar.m_topic), then the passive
    "With respect to the mean inter-token latency, a reduction from 12 ms to 6.7 ms can be observed for EAGLE.",
    "With respect to the mean inter-token latency, a reduction from 12 ms to 6.7 ms can be observed for EAGLE, "
    "i.e. a decrease of approximately 44%.",
]
TWINS = [
    # the number x1.5 / x0.5
    "It can be seen that EAGLE reaches 255 output tokens/s.",
    "It can be seen that EAGLE reaches 85 output tokens/s.",
    "It can be observed that EAGLE delivers 2.55x the output throughput of standard decoding.",
    "It should be noted that mean TTFT rises from 50 ms to 90 ms with EAGLE.",
    "As expected, EAGLE reaches 85 output tokens/s.",
    "A reduction in mean ITL from 12 ms to 10 ms can be observed for EAGLE.",
    "A reduction in mean ITL from 12 ms to 3.35 ms can be observed for EAGLE.",
    "With respect to the mean inter-token latency, a reduction from 12 ms to 6.7 ms can be observed for EAGLE, "
    "i.e. a decrease of approximately 66%.",
    # arms swapped
    "It can be seen that standard decoding reaches 170 output tokens/s.",
    "It can be observed that standard decoding delivers 1.7x the output throughput of EAGLE.",
    "It is clear that n-gram delivers 1.7x the output throughput of standard decoding.",
    "A reduction in mean ITL from 12 ms to 6.7 ms can be observed for n-gram.",
    "As shown above, mean TTFT rises from 50 ms to 60 ms with n-gram.",
    # direction flipped
    "It should be noted that mean TTFT falls from 50 ms to 60 ms with EAGLE.",
    "An increase in mean ITL from 12 ms to 6.7 ms can be observed for EAGLE.",
    "As expected, EAGLE delivers 1.7x lower output throughput than standard decoding.",
    # another statistic
    "It should be noted that p99 TTFT rises from 50 ms to 60 ms with EAGLE.",
    "With respect to the p99 time to first token, an increase from 50 ms to 60 ms can be observed for EAGLE.",
    # the topic's metric is not the clause's: the topic stays unread
    "With respect to the mean inter-token latency, mean TTFT rises from 50 ms to 60 ms with EAGLE.",
    # negated leads
    "It cannot be seen that EAGLE reaches 170 output tokens/s.",
    "It can not be seen that EAGLE reaches 170 output tokens/s.",
    "It can't be seen that EAGLE reaches 170 output tokens/s.",
    "It is not clear that EAGLE delivers 1.7x the output throughput of standard decoding.",
    "It should not be assumed that EAGLE reaches 170 output tokens/s.",
    "A reduction in mean ITL from 12 ms to 6.7 ms cannot be observed for EAGLE.",
    "A reduction in mean ITL from 12 ms to 6.7 ms can not be observed for EAGLE.",
    "Not as expected, EAGLE reaches 170 output tokens/s.",
    # modal or hedged leads
    "It may be that EAGLE reaches 170 output tokens/s.",
    "It could be seen that EAGLE reaches 170 output tokens/s.",
    "It might be noted that EAGLE reaches 170 output tokens/s.",
    "It can be argued that EAGLE reaches 170 output tokens/s.",
    "It can be expected that EAGLE reaches 170 output tokens/s.",
    "It seems that EAGLE reaches 170 output tokens/s.",
    "As might be expected, EAGLE reaches 170 output tokens/s.",
    "A reduction in mean ITL from 12 ms to 6.7 ms may be observed for EAGLE.",
    "A reduction in mean ITL from 12 ms to 6.7 ms could be observed for EAGLE.",
    "A reduction in mean ITL from 12 ms to 6.7 ms can be expected for EAGLE.",
    "A reduction in mean ITL from 12 ms to 6.7 ms can be achieved for EAGLE.",
    "A reduction in mean ITL from 12 ms to 6.7 ms can be observed only for EAGLE.",
    "A reduction in mean ITL from 12 ms to 6.7 ms can be seen as a win for EAGLE.",
    # a lead inside the sentence is not read there
    "Overall, it can be seen that EAGLE reaches 170 output tokens/s.",
    "EAGLE reaches 170 output tokens/s, and it should be noted that n-gram reaches 120 output tokens/s.",
]

# a trailing cause ("owing to / due to / because of / since ...") is prose or a mechanism only as plain words
# (claimcheck/claims/prose.py, mechanisms.py): one with a number, an arm or a metric stays unread (pinned here)
TRUE += ["EAGLE delivers 1.7x the output throughput of standard decoding, owing to the extra drafting work."]
TWINS += [
    "EAGLE delivers 1.7x the output throughput of standard decoding, owing to 2 extra draft passes.",
    "EAGLE delivers 1.7x the output throughput of standard decoding, owing to a 44% lower mean ITL.",
    "EAGLE delivers 1.7x the output throughput of standard decoding, due to 3 draft tokens per step.",
    "EAGLE delivers 1.7x the output throughput of standard decoding, because of a 1.7x higher acceptance rate.",
    "EAGLE delivers 1.7x the output throughput of standard decoding, since the drafter needs 14 ms per step.",
    "EAGLE delivers 2.55x the output throughput of standard decoding, owing to the extra drafting work.",
    "Standard decoding delivers 1.7x the output throughput of EAGLE, owing to the extra drafting work.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    # a lead takes nothing from the clause: its contradiction stands as without the lead
    "It can be seen that EAGLE reaches 255 output tokens/s.",
    "As expected, EAGLE reaches 85 output tokens/s.",
]
NEVER_FALSE = [
    "It can be seen that EAGLE reaches 170 output tokens/s.",
    "It cannot be seen that EAGLE reaches 255 output tokens/s.",
    "It may be that EAGLE reaches 255 output tokens/s.",
    "It can be argued that EAGLE reaches 255 output tokens/s.",
    "A reduction in mean ITL from 12 ms to 10 ms may be observed for EAGLE.",
    "A reduction in mean ITL from 12 ms to 10 ms cannot be observed for EAGLE.",
    "Overall, it can be seen that EAGLE reaches 255 output tokens/s.",
]

test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)


def test_the_lead_changes_nothing_of_the_reading(wit):
    """The lead's words are inert and the clause's assertions are those of the clause alone."""
    for lead in ("It can be seen that ", "It should be noted that ", "As expected, "):
        bare = grade(wit, "EAGLE reaches 170 output tokens/s.")
        led = grade(wit, lead + "EAGLE reaches 170 output tokens/s.")
        assert led.verdict == bare.verdict == "net-true", (lead, led.reason)
        key = [(a.metric, a.statistic, a.treatment, a.baseline, a.relation, a.value) for a in bare.reading.assertions]
        assert [(a.metric, a.statistic, a.treatment, a.baseline, a.relation, a.value)
                for a in led.reading.assertions] == key, lead


_LEADS = [" ".join(p) + " " for p in REPORT_LEADS] + [" ".join(p) + ", " for p in REPORT_COMMA_LEADS]
#: clauses graded on their own: (text, true of the witness)
_CLAUSES = [("EAGLE reaches 170 output tokens/s.", True), ("EAGLE reaches 255 output tokens/s.", False),
            ("standard decoding reaches 170 output tokens/s.", False),
            ("mean TTFT rises from 50 ms to 60 ms with EAGLE.", True),
            ("mean TTFT falls from 50 ms to 60 ms with EAGLE.", False),
            ("p99 TTFT rises from 50 ms to 60 ms with EAGLE.", False),
            ("EAGLE delivers 1.7x the output throughput of standard decoding.", True),
            ("EAGLE does not deliver 1.7x the output throughput of standard decoding.", False),
            ("EAGLE delivers 0.85x the output throughput of standard decoding.", False)]
#: words that make a lead negated or modal, inserted anywhere in it
_DENIALS = ["not", "never", "may", "might", "could", "perhaps", "possibly", "hardly", "if"]


@settings(max_examples=examples(30), deadline=None)
@given(lead=st.sampled_from(_LEADS), clause=st.sampled_from(_CLAUSES))
def test_a_lead_is_net_true_exactly_where_its_clause_is(wit, lead, clause):
    text, true = clause
    res = grade(wit, lead[0].upper() + lead[1:] + text)
    assert (res.verdict == "net-true") == true, (lead, text, res.verdict, res.reason)
    assert not (true and res.verdict == "false"), (lead, text, res.reason)


@settings(max_examples=examples(30), deadline=None)
@given(lead=st.sampled_from(_LEADS), denial=st.sampled_from(_DENIALS), at=st.integers(min_value=0, max_value=12))
def test_a_denied_lead_is_never_net_true(wit, lead, denial, at):
    words = lead.split()
    words.insert(min(at, len(words)), denial)
    led = " ".join(words)
    res = grade(wit, led[0].upper() + led[1:] + " EAGLE reaches 170 output tokens/s.")
    assert res.verdict != "net-true", (led, res.reason)
