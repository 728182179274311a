"""A statistic word governs its own numbers (productions statistic_gap, statistic_carry, statistic_owner --
claimcheck/claims/statistic_owners.py; held-out suite, a near-miss: "p50 TTFT fell from A to B and p95 from C to D"
read the second pair under p50, and both values were contradicted, held back only because "p95" was unread).

The witness (worked out by hand): two arms, every request's TTFT a multiple of the ten values
V = 0.1 x 6, 0.2, 0.3, 0.5, 0.9 s (sorted); vLLM's TTFT is V, TGI's 2 V; each request's end-to-end latency is its TTFT
plus 1 s (vLLM) / 2 s (TGI).

* vLLM TTFT: median (p50) 0.1 s (the 5th and 6th values, 0.1 and 0.1), mean 2.5 / 10 = 0.25 s, p90: h = 9 x 0.9 = 8.1
  -> 0.5 + 0.1 x 0.4 = 0.54 s, p95: h = 8.55 -> 0.5 + 0.55 x 0.4 = 0.72 s, p99: h = 8.91 -> 0.5 + 0.91 x 0.4 = 0.864 s.
* TGI TTFT: twice that: median 0.2 s, mean 0.5 s, p95 1.44 s, p99 1.728 s.
* E2E latency: vLLM median 1.1 s, mean 1.25 s, p99 1.864 s; TGI median 2.2 s, mean 2.5 s, p99 3.728 s.

True statements are read completely and net-true; their twins (a pair under another statistic, x1.5 / x0.5, the
direction flipped, the arms swapped, a negation) never net-true. The guard: over many generated statements, every
statistic word is either the statistic its numbers are graded under, or unread.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402
from claimcheck.claims.statement import tokenize  # noqa: E402
from claimcheck.claims.statistic_owners import owners, statistic_at  # noqa: E402

V = [0.1] * 6 + [0.2, 0.3, 0.5, 0.9]
FACTOR = {"vllm": 1.0, "tgi": 2.0}
SCOPE = "10 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    arms = [A("vllm", "vLLM", thr=0.5, ttft=0.1, dur=1.0, settings={"engine": "vLLM"}, role="treatment"),
            A("tgi", "TGI", thr=0.5, ttft=0.2, dur=2.0, settings={"engine": "TGI"}, role="baseline")]
    w, files = witness_for(Spec("spread", arms, key="", engine=None))
    seen: dict[str, int] = {}
    for r in files["rows.jsonl"]:
        f = FACTOR[r["arm"]]
        n = seen.get(r["arm"], 0)
        seen[r["arm"]] = n + 1
        r["first_token_s"] = r["start_s"] + f * V[n]
        r["end_s"] = r["first_token_s"] + f * 1.0
    return str(seal(tmp_path_factory.mktemp("stat_owners") / "w", w, files))


def _grade(witness: str, statement: str):
    return grade_statement(statement, witness, SCOPE)


TRUE = [
    # statistic_gap: a later conjunct's statistic governs its own pair
    "p50 TTFT fell from 200 ms to 100 ms and p95 from 1440 ms to 720 ms with vLLM.",
    "p50 TTFT fell from 200 ms to 100 ms with vLLM, and p95 from 1440 ms to 720 ms.",
    "P50 TTFT dropped from 200 ms to 100 ms, p95 from 1440 ms to 720 ms and p99 from 1728 ms to 864 ms when moving "
    "from TGI to vLLM.",
    "Median TTFT dropped from 200 ms on TGI to 100 ms on vLLM, and p99 from 1728 ms to 864 ms.",
    "Mean E2E latency fell from 2.5 s to 1.25 s and the p99 from 3.728 s to 1.864 s with vLLM.",
    "TTFT p50 fell from 200 ms to 100 ms and p99 from 1728 ms to 864 ms with vLLM.",
    # statistic_carry: one statistic over a list of values, each naming its arm
    "TTFT: median 200 ms on TGI, 100 ms on vLLM.",
    "TTFT was median 200 ms on TGI, 100 ms on vLLM.",
    "Median TTFT was 200 ms on TGI, 100 ms on vLLM.",
]
TWINS = [
    # the second pair under the first statistic's values (the near-miss, written out): p95 is 1440 -> 720
    "p50 TTFT fell from 200 ms to 100 ms and p95 from 200 ms to 100 ms with vLLM.",
    "p50 TTFT fell from 1440 ms to 720 ms and p95 from 1440 ms to 720 ms with vLLM.",
    # the second statistic wrong
    "p50 TTFT fell from 200 ms to 100 ms and p99 from 1440 ms to 720 ms with vLLM.",
    "p50 TTFT fell from 200 ms to 100 ms and mean from 1440 ms to 720 ms with vLLM.",
    # x1.5 / x0.5
    "p50 TTFT fell from 200 ms to 100 ms and p95 from 2160 ms to 1080 ms with vLLM.",
    "p50 TTFT fell from 200 ms to 100 ms and p95 from 720 ms to 360 ms with vLLM.",
    # direction flipped, arms swapped, negation
    "p50 TTFT rose from 200 ms to 100 ms and p95 from 1440 ms to 720 ms with vLLM.",
    "p50 TTFT fell from 200 ms to 100 ms and p95 from 1440 ms to 720 ms with TGI.",
    "p50 TTFT fell from 200 ms to 100 ms and p95 from 1440 ms to 720 ms when moving from vLLM to TGI.",
    "It is not true that p50 TTFT fell from 200 ms to 100 ms and p95 from 1440 ms to 720 ms with vLLM.",
    "Median TTFT dropped from 200 ms on TGI to 100 ms on vLLM, and p99 from 1440 ms to 720 ms.",
    "Mean E2E latency fell from 2.5 s to 1.25 s and the p99 from 2.5 s to 1.25 s with vLLM.",
    # a carried statistic, wrong
    "TTFT: median 200 ms on TGI, 720 ms on vLLM.",
    "TTFT: mean 200 ms on TGI, 100 ms on vLLM.",
    "TTFT: median 200 ms on TGI, 150 ms on vLLM.",
    "TTFT: median 200 ms on vLLM, 100 ms on TGI.",
    "Median TTFT was 200 ms on TGI, 50 ms on vLLM.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, _grade)


#: honest statements the reader may leave unread: never an accusation
NEVER_FALSE = [
    "p50 TTFT fell from 200 ms to 100 ms and p95 from 1440 ms to 720 ms, so vLLM wins.",
    "p50 TTFT fell from 200 ms to 100 ms and p95 TTFT from 1440 ms to 720 ms or so with vLLM.",
    "TTFT was 200 ms on TGI, 100 ms on vLLM (median).",
    "TTFT was 200 ms (median) on TGI and 1728 ms (p99).",
]


@pytest.mark.parametrize("s", NEVER_FALSE)
def test_honest_variants_are_never_false(wit, s):
    assert_never_false(_grade(wit, s), s)


# --- the guard, by construction ----------------------------------------------------------------------------------------

ARMS = {"vllm": ["vLLM"], "tgi": ["TGI"]}
SETTINGS = {"vllm": {"engine": "vLLM", "role": "treatment"}, "tgi": {"engine": "TGI", "role": "baseline"}}
STATS = ["p50", "p95", "p99", "mean", "median", "average", "the p99", "the 95th percentile"]
METRICS = ["TTFT", "TPOT", "E2E latency", "ITL"]
SHAPES = [
    "{s1} {m} fell from 200 ms to 100 ms and {s2} from 1440 ms to 720 ms with vLLM.",
    "{s1} {m} fell from 200 ms to 100 ms, {s2} from 1440 ms to 720 ms.",
    "{m} {s1} rose from 100 ms to 200 ms with TGI, and {s2} from 720 ms to 1440 ms.",
    "{s1} {m} is 100 ms on vLLM and {s2} 720 ms.",
    "{m}: {s1} 200 ms on TGI, 100 ms on vLLM, {s2} 1440 ms on TGI.",
    "{s1} {m} dropped 50% and {s2} 40% with vLLM.",
    "{s1} {m} was 200 ms on TGI vs 100 ms on vLLM; {s2} 1440 ms vs 720 ms.",
    "{s1} {m} dropped from 200 ms on TGI to 100 ms on vLLM, and {s2} from 1728 ms to 864 ms.",
    # shapes statistic_gap does not rewrite (a comment after it, "while", "or"): the guard alone keeps them honest
    "{s1} {m} fell from 200 ms to 100 ms and {s2} from 1440 ms to 720 ms, so vLLM wins.",
    "{s1} {m} fell from 200 ms to 100 ms while {s2} went from 1440 ms to 720 ms.",
    "{s1} {m} fell from 200 ms to 100 ms or {s2} from 1440 ms to 720 ms with vLLM.",
    "{s1} {m} fell from 200 ms to 100 ms; {s2} from 1440 ms to 720 ms.",
]


def _stat_of(word: str) -> str:
    toks = tokenize(word)
    k = 1 if toks[0].low == "the" else 0
    got = statistic_at(toks, k)
    assert got, word
    return "median" if got[0] == "p50" else got[0]


def _generated():
    for shape, m, (s1, s2) in itertools.product(SHAPES, METRICS, itertools.permutations(STATS, 2)):
        if _stat_of(s1) != _stat_of(s2):
            yield shape.format(s1=s1, s2=s2, m=m).replace(" the ", " the ", 1)


def test_every_statistic_word_is_the_statistic_of_its_numbers_or_unread():
    """For every generated statement: each number a statistic word owns (owners) is either graded under that
    statistic (or under none: every statistic, never false where one agrees), or it or the word owning it is unread."""
    checked = 0
    for text in _generated():
        res = read_full(text, "", ARMS, kind="request-ab", arm_settings=SETTINGS)
        reading = res.reading
        unread = [(u.start, u.end) for u in reading.unread]
        own = owners(text)
        for a in reading.assertions:
            if a.span is None or a.statistic is None or a.metric not in ("ttft", "tpot", "e2e_latency", "itl"):
                continue
            st = "median" if a.statistic == "p50" else a.statistic
            for at, stats in own.items():
                if a.span.start <= at < a.span.end and st not in stats:
                    assert any(x <= at < y for x, y in unread), (text, a.statistic, sorted(stats), a.span.text)
                    checked += 1
    assert checked == 0  # dropped by construction: no assertion survives on a number another statistic owns


@pytest.mark.parametrize("text", [
    "p50 TTFT fell from 200 ms to 100 ms and p95 from 1440 ms to 720 ms with vLLM.",
    "Median TTFT dropped from 200 ms on TGI to 100 ms on vLLM, and p99 from 1728 ms to 864 ms.",
    "TTFT p50 fell from 200 ms to 100 ms and p99 from 1728 ms to 864 ms with vLLM.",
])
def test_the_later_pair_is_graded_under_its_own_statistic(text):
    reading = read_full(text, "", ARMS, kind="request-ab", arm_settings=SETTINGS).reading
    assert not reading.unread, [u.text for u in reading.unread]
    later = [a for a in reading.assertions if a.metric == "ttft" and a.value in (1.44, 0.72, 1.728, 0.864)]
    first = [a for a in reading.assertions if a.metric == "ttft" and a.value in (0.2, 0.1)]
    assert len(later) == 2 and all(a.statistic in ("p95", "p99") for a in later), [(a.statistic, a.value) for a in later]
    assert len(first) == 2 and all(a.statistic in ("p50", "median") for a in first)


def test_an_owned_number_read_under_another_statistic_is_dropped_and_unread():
    """The guard alone (statistic_owners.rebound): an assertion on a number 'p95' owns, graded as p50, is never kept."""
    from claimcheck.claims.reading import Assertion, Span
    from claimcheck.claims.statistic_owners import rebound

    text = "p50 TTFT fell from 200 ms to 100 ms and p95 from 1440 ms to 720 ms."
    a = text.index("1440")
    bad = Assertion(metric="ttft", statistic="p50", form="value", treatment="tgi", value=1.44,
                    span=Span(start=a - 5, end=a + 7, text=text[a - 5:a + 7]))
    ok = Assertion(metric="ttft", statistic="p95", form="value", treatment="tgi", value=1.44,
                   span=Span(start=a - 5, end=a + 7, text=text[a - 5:a + 7]))
    anyst = Assertion(metric="ttft", statistic=None, form="value", treatment="tgi", value=1.44,
                      span=Span(start=a - 5, end=a + 7, text=text[a - 5:a + 7]))
    assert rebound(text, [bad, ok, anyst]) == [0]
