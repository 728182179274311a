"""A statistic said before the clause (issue 16; production topic_lead, grammar.m_topic / _apply_topic): "On average,
TTFT is 20% lower with X than with Y", "At the median, ...", "In the worst case, ..." (vocabulary.REQUEST_STAT_TAILS,
the words that already read after a value: "20% lower on average") give the clause's per-request comparisons that
name no statistic theirs. Never a throughput's (a run aggregate: "On average, X is 2x faster than Y" stays unread),
never over a statistic the clause names ("On average, p99 TTFT ..." stays unread).

Witness, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows / _ttfts):

* ``spread`` -- foo (alias Foo, treatment): ttft_mp = (mean 0.080 s, p99 0.260 s): nine requests at a = (0.8 - 0.26 /
  0.91) / (10 - 1 / 0.91) = 0.05778 s and one at c = a + (0.26 - a) / 0.91 = 0.28 s, so mean 0.080, median 0.0578,
  max 0.280; bar (alias Bar, baseline): every TTFT 0.100 s. Foo vs Bar: mean -20%, median -42.2%, max +180%.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "
ARMS = [A("foo", "Foo", ttft_mp=(0.08, 0.26), role="treatment"), A("bar", "Bar", ttft=0.1, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    return str(seal(tmp_path_factory.mktemp("statlead") / "spread",
                    *witness_for(Spec("spread", ARMS, key="", engine=None))))


FRAMES = [
    ("On average, TTFT is 20% lower with Foo than with Bar.", [
        "At the median, TTFT is 20% lower with Foo than with Bar.",           # another statistic: -42%
        "In the worst case, TTFT is 20% lower with Foo than with Bar.",       # max: +180%
        "On average, TTFT is 30% lower with Foo than with Bar.",
        "On average, TTFT is 10% lower with Foo than with Bar.",
        "On average, TTFT is 20% higher with Foo than with Bar.",
        "On average, TTFT is 20% lower with Bar than with Foo.",
        NEG + "on average, TTFT is 20% lower with Foo than with Bar.",
        "On average, TTFT is 20% lower with Foo than with Bar on an A100.",
    ]),
    ("At the median, Foo cuts TTFT by 42% compared to Bar.", [
        "On average, Foo cuts TTFT by 42% compared to Bar.",
        "At the median, Foo cuts TTFT by 63% compared to Bar.",
        "At the median, Bar cuts TTFT by 42% compared to Foo.",
    ]),
    ("In the worst case, Foo's TTFT is 2.8x Bar's.", [
        "On average, Foo's TTFT is 2.8x Bar's.",
        "In the worst case, Foo's TTFT is 4.2x Bar's.",
        "In the worst case, Bar's TTFT is 2.8x Foo's.",
    ]),
    ("On average, Foo's TTFT is 80 ms.", [
        "At the median, Foo's TTFT is 80 ms.",
        "On average, Foo's TTFT is 120 ms.",
        "On average, Bar's TTFT is 80 ms.",
    ]),
]
IDS = [t[:50] for t, _ in FRAMES]


@pytest.mark.parametrize("true,twins", FRAMES, ids=IDS)
def test_true_statement_is_read_completely_and_net_true(wit, true, twins):
    res = grade_statement(true, wit, SCOPE)
    assert res.reading is not None and not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", (res.reason, [(q.outcome, q.text, q.detail) for q in res.quantities])


@pytest.mark.parametrize("true,twins", FRAMES, ids=IDS)
def test_twisted_twins_are_never_net_true(wit, true, twins):
    for twin in twins:
        assert grade_statement(twin, wit, SCOPE).verdict != "net-true", twin


@pytest.mark.parametrize("statement", [
    "On average, Foo is 2x faster than Bar.",                         # a throughput: an aggregate already
    "On average, p99 TTFT is 20% lower with Foo than with Bar.",      # a statistic of its own
    "On average, Foo is 2x faster than Bar and cuts TTFT by 20%.",    # one comparison of a throughput
])
def test_a_statistic_lead_elsewhere_stays_unread(statement):
    got = read_full(statement, "", {"foo": ["Foo"], "bar": ["Bar"]}, arm_settings={"foo": {"role": "treatment"},
                                                                                   "bar": {"role": "baseline"}})
    assert got.reading.unread, statement


@pytest.mark.parametrize("statement", [
    "On average, TTFT is 20% lower with Foo than with Bar; results may differ on other GPUs.",
    "On average, Foo is 2x faster than Bar.",
    "On average, p99 TTFT is 20% lower with Foo than with Bar.",
])
def test_honest_or_unread_rows_are_never_false(wit, statement):
    assert grade_statement(statement, wit, SCOPE).verdict != "false", statement
