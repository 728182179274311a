"""Multiplier verbs, costs and trade-offs, second clauses that share the first clause's arms, degree words
and service verbs (issue 16), as benchmark write-ups write them:

* multiplier verbs and phrases: "more than doubles mean TTFT", "halves p99 latency", "cuts p99 latency in half",
  "dropped by nearly half", "costs 2.3x in mean TTFT", "at the cost of 2.3x higher mean TTFT", "gives 1.5x more
  requests per second", "doubling concurrency gives ..." (a factor of a declared setting, with no values);
* a second predicate after "and" / "but" / ", but" / "while" / "at the cost of" that names no arm continues the
  first clause's subject and baseline, only where that clause binds exactly two arms (production pred_join);
* degree words before a number: "only 1.5x", "just 2.7 requests per second", "a mere 50%", "a modest 2x";
* the system under test as the subject: "the server sustains / serves / hits ...", "vLLM tops out at 4.0 req/s"
  (a best-run bound, Assertion.over_runs = best, read only where the arm is named before the verb).

Each true statement is read completely and grades net-true; each twin (swapped arms, the number x1.5 / x0.5, the
direction flipped, a negation, another statistic, another factor) never grades net-true; honest statements the
reader cannot resolve are not-yet, never false.

Witnesses, worked out by hand (every request of an arm starts at 0 s, so the wall is the longest request; 8
requests per arm, 8 output tokens each, the same task ids in every arm; statistics over the 8 requests):

* ``cc`` -- c16 (concurrency 16, baseline) and c32 (concurrency 32, treatment); engine vLLM:

  =====  ====  ==============  ==============  ===========  ==============  ============
  arm    TTFT  e2e latencies   wall            throughput   mean TTFT       mean e2e
  =====  ====  ==============  ==============  ===========  ==============  ============
  c16    0.1   1.0 x 7, 3.0    3.0 s           2.667 req/s  100 ms          1.25 s
  c32    0.23  1.0 x 7, 2.0    2.0 s           4.0 req/s    230 ms          1.125 s
  =====  ====  ==============  ==============  ===========  ==============  ============

  c32 / c16: throughput 1.5 (+50%), every TTFT statistic 2.3 (+130%); c16 / c32 throughput 0.667 (-33.3%).
* ``eng`` -- vllm (alias "vLLM", treatment) and tgi (alias "TGI", baseline), no engine recorded: every vllm request
  TTFT 0.05 s, e2e 0.5 s (wall 0.5 s, 16 req/s); every tgi request TTFT 0.08 s, e2e 1.0 s (wall 1.0 s, 8 req/s).
  vllm / tgi: throughput 2.0, every e2e latency statistic 0.5, every TTFT statistic 0.625 (-37.5%).
* ``sweep`` -- c4 (baseline), c8, c16 (concurrency 4, 8, 16): walls 4.0, 2.0, 1.6 s (2.0, 4.0, 5.0 req/s);
  "doubling concurrency" names two pairs there (4 -> 8, 8 -> 16) and is not read.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, req, seal  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

N = 8


def _rows(arm: str, ttfts: list[float], durs: list[float]) -> list[dict]:
    return [req(arm, k, 0.0, t, d) for k, (t, d) in enumerate(zip(ttfts, durs))]


def _arm(role: str, aliases: tuple[str, ...] = (), **settings) -> dict:
    out = {"aliases": list(aliases), "workers": 4, "role": role}
    if settings:
        out["settings"] = settings
    return out


WITNESSES = {
    "cc": ({"c16": _arm("baseline", concurrency=16), "c32": _arm("treatment", concurrency=32)},
           _rows("c16", [0.1] * 8, [1.0] * 7 + [3.0]) + _rows("c32", [0.23] * 8, [1.0] * 7 + [2.0]), "vLLM"),
    "eng": ({"vllm": _arm("treatment", ("vLLM",)), "tgi": _arm("baseline", ("TGI",))},
            _rows("vllm", [0.05] * 8, [0.5] * 8) + _rows("tgi", [0.08] * 8, [1.0] * 8), None),
    "sweep": ({"c4": _arm("baseline", concurrency=4), "c8": _arm("treatment", concurrency=8),
               "c16": _arm("treatment", concurrency=16)},
              _rows("c4", [0.1] * 7 + [0.5], [1.0] * 7 + [4.0]) + _rows("c8", [0.2] * 7 + [1.0], [1.0] * 7 + [2.0])
              + _rows("c16", [0.3] * 7 + [1.2], [1.0] * 7 + [1.6]), "vLLM"),
}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("multipliers")
    out = {}
    for name, (arms, rows, engine) in WITNESSES.items():
        extra = {"engine": engine} if engine else {}
        w = ab_witness(arms, hardware="1 x NVIDIA H100 80GB HBM3", inputs={"tasks": N}, **extra)
        out[name] = str(seal(root / name, w, {"rows.jsonl": rows}))
    return out


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, "8 requests per arm", baseline="same model, prompts and output cap")


def _why(r) -> str:
    reading = r.reading
    return f"{r.verdict}: {r.reason} unread={[u.text for u in reading.unread] if reading else None}"


NEG = "It is not true that "

# (witness, true statement, twins that must never be net-true)
CASES = [
    # a second predicate after "but" (no comma) shares the first clause's two arms
    ("cc", "Compared with concurrency 16, concurrency 32 raises throughput by roughly 50% but more than doubles mean TTFT.",
     ["Compared with concurrency 32, concurrency 16 raises throughput by roughly 50% but more than doubles mean TTFT.",
      "Compared with concurrency 16, concurrency 32 raises throughput by roughly 50% but more than triples mean TTFT.",
      "Compared with concurrency 16, concurrency 32 raises throughput by roughly 50% but more than halves mean TTFT.",
      "Compared with concurrency 16, concurrency 32 raises throughput by roughly 75% but more than doubles mean TTFT.",
      "Compared with concurrency 16, concurrency 32 raises throughput by roughly 25% but more than doubles mean TTFT.",
      "Compared with concurrency 16, concurrency 32 lowers throughput by roughly 50% but more than doubles mean TTFT.",
      "Compared with concurrency 16, concurrency 32 raises throughput by roughly 50% but does not double mean TTFT.",
      NEG + "compared with concurrency 16, concurrency 32 raises throughput by roughly 50% but more than doubles mean TTFT."]),
    # "but also" / "and also": "also" adds no claim; the second predicate is read as after a bare "but" / "and"
    ("cc", "Concurrency 32 raises throughput by 50% but also more than doubles mean TTFT.",
     ["Concurrency 16 raises throughput by 50% but also more than doubles mean TTFT.",
      "Concurrency 32 raises throughput by 50% but also more than triples mean TTFT.",
      "Concurrency 32 raises throughput by 50% but also halves mean TTFT.",
      "Concurrency 32 raises throughput by 75% but also more than doubles mean TTFT.",
      "Concurrency 32 raises throughput by 50% but also does not double mean TTFT.",
      NEG + "concurrency 32 raises throughput by 50% but also more than doubles mean TTFT."]),
    ("cc", "Going from concurrency 16 to 32 raises throughput 1.5x and also raises mean TTFT 2.3x.",
     ["Going from concurrency 32 to 16 raises throughput 1.5x and also raises mean TTFT 2.3x.",
      "Going from concurrency 16 to 32 raises throughput 1.5x and also raises mean TTFT 3.45x.",
      "Going from concurrency 16 to 32 raises throughput 1.5x and also lowers mean TTFT 2.3x.",
      "Going from concurrency 16 to 32 raises throughput 2.25x and also raises mean TTFT 2.3x.",
      NEG + "going from concurrency 16 to 32 raises throughput 1.5x and also raises mean TTFT 2.3x."]),
    # ", but" + a clause naming no arm: the first clause's subject (it once compared the other way round: false)
    ("cc", "Concurrency 32 raises throughput by 50%, but mean TTFT more than doubles.",
     ["Concurrency 16 raises throughput by 50%, but mean TTFT more than doubles.",
      "Concurrency 32 raises throughput by 50%, but mean TTFT more than triples.",
      "Concurrency 32 raises throughput by 50%, but mean TTFT never doubles.",
      "Concurrency 32 raises throughput by 50%, but mean TTFT roughly halves."]),
    # "and" + a multiplying verb: the ratio's subject and baseline
    ("cc", "Concurrency 32 is 1.5x faster than concurrency 16 and more than doubles mean TTFT.",
     ["Concurrency 16 is 1.5x faster than concurrency 32 and more than doubles mean TTFT.",
      "Concurrency 32 is 2.25x faster than concurrency 16 and more than doubles mean TTFT.",
      "Concurrency 32 is 0.75x faster than concurrency 16 and more than doubles mean TTFT.",
      "Concurrency 32 is 1.5x slower than concurrency 16 and more than doubles mean TTFT.",
      "Concurrency 32 is 1.5x faster than concurrency 16 and more than triples mean TTFT.",
      "Concurrency 32 is 1.5x faster than concurrency 16 and does not double mean TTFT.",
      NEG + "concurrency 32 is 1.5x faster than concurrency 16 and more than doubles mean TTFT."]),
    # "at the cost of": the trade-off's metric, the same two arms
    ("cc", "Going from concurrency 16 to 32 gives 1.5x more requests per second, at the cost of 2.3x higher mean TTFT.",
     ["Going from concurrency 32 to 16 gives 1.5x more requests per second, at the cost of 2.3x higher mean TTFT.",
      "Going from concurrency 16 to 32 gives 1.5x more requests per second, at the cost of 3.45x higher mean TTFT.",
      "Going from concurrency 16 to 32 gives 1.5x more requests per second, at the cost of 1.15x higher mean TTFT.",
      "Going from concurrency 16 to 32 gives 1.5x more requests per second, at the cost of 2.3x lower mean TTFT.",
      "Going from concurrency 16 to 32 gives 1.5x fewer requests per second, at the cost of 2.3x higher mean TTFT.",
      "Going from concurrency 16 to 32 gives 1.5x more requests per second, at no cost in mean TTFT.",
      NEG + "going from concurrency 16 to 32 gives 1.5x more requests per second, at the cost of 2.3x higher mean TTFT."]),
    # a factor of the declared setting with no values; a cost verb with "in" a metric
    ("cc", "Doubling concurrency gives 1.5x more requests per second but costs 2.3x in mean TTFT.",
     ["Halving concurrency gives 1.5x more requests per second but costs 2.3x in mean TTFT.",
      "Tripling concurrency gives 1.5x more requests per second but costs 2.3x in mean TTFT.",
      "Doubling concurrency gives 1.5x more requests per second but costs 4.6x in mean TTFT.",
      "Doubling concurrency gives 1.5x more requests per second but costs 1.15x in mean TTFT.",
      "Doubling concurrency gives 3x more requests per second but costs 2.3x in mean TTFT.",
      "Doubling concurrency gives 1.5x more requests per second but never costs 2.3x in mean TTFT.",
      "Doubling concurrency gives 1.5x more requests per second but costs 2.3x in throughput."]),
    ("cc", "Concurrency 32 costs 2.3x higher mean TTFT than concurrency 16.",
     ["Concurrency 16 costs 2.3x higher mean TTFT than concurrency 32.",
      "Concurrency 32 costs 2.3x lower mean TTFT than concurrency 16.",
      "Concurrency 32 costs 3.45x higher mean TTFT than concurrency 16.",
      "Concurrency 32 costs 2.3x higher throughput than concurrency 16."]),
    ("cc", "Compared with concurrency 32, concurrency 16 costs 33% in throughput.",
     ["Compared with concurrency 16, concurrency 32 costs 33% in throughput.",
      "Compared with concurrency 32, concurrency 16 costs 50% in throughput.",
      "Compared with concurrency 32, concurrency 16 costs 16% in throughput.",
      "Compared with concurrency 32, concurrency 16 does not cost 33% in throughput."]),
    # degree words before a number
    ("cc", "Concurrency 32 delivers a modest 50% more requests per second than concurrency 16.",
     ["Concurrency 16 delivers a modest 50% more requests per second than concurrency 32.",
      "Concurrency 32 delivers a modest 75% more requests per second than concurrency 16.",
      "Concurrency 32 delivers a modest 25% more requests per second than concurrency 16.",
      "Concurrency 32 delivers a modest 50% fewer requests per second than concurrency 16.",
      "Concurrency 32 never delivers a modest 50% more requests per second than concurrency 16."]),
    ("cc", "Concurrency 32 is a mere 1.5x faster than concurrency 16.",
     ["Concurrency 16 is a mere 1.5x faster than concurrency 32.", "Concurrency 32 is a mere 2.25x faster than concurrency 16.",
      "Concurrency 32 is a mere 1.5x slower than concurrency 16.", "Concurrency 32 is not a mere 1.5x faster than concurrency 16."]),
    ("cc", "With concurrency 16, the engine serves only 2.7 requests per second.",
     ["With concurrency 32, the engine serves only 2.7 requests per second.",
      "With concurrency 16, the engine serves only 4.05 requests per second.",
      "With concurrency 16, the engine serves only 1.35 requests per second.",
      "With concurrency 16, the engine never serves 2.7 requests per second."]),
    # the system under test as the subject; service and peak verbs
    ("cc", "At concurrency 32, the server sustains about 4 requests per second.",
     ["At concurrency 16, the server sustains about 4 requests per second.",
      "At concurrency 32, the server sustains about 6 requests per second.",
      "At concurrency 32, the server sustains about 2 requests per second.",
      "At concurrency 32, the server never sustains about 4 requests per second."]),
    ("cc", "The server hits 4 req/s at concurrency 32 while mean TTFT more than doubles compared with concurrency 16.",
     ["The server hits 4 req/s at concurrency 16 while mean TTFT more than doubles compared with concurrency 32.",
      "The server hits 6 req/s at concurrency 32 while mean TTFT more than doubles compared with concurrency 16.",
      "The server hits 4 req/s at concurrency 32 while mean TTFT more than triples compared with concurrency 16."]),
    ("cc", "At max concurrency 32, vLLM tops out at 4.0 req/s.",
     ["At max concurrency 16, vLLM tops out at 4.0 req/s.", "At max concurrency 32, vLLM tops out at 6.0 req/s.",
      "At max concurrency 32, vLLM tops out at 2.0 req/s.", "At max concurrency 32, TGI tops out at 4.0 req/s.",
      NEG + "at max concurrency 32, vLLM tops out at 4.0 req/s."]),
    ("cc", "Moving from c=16 to c=32 boosts throughput by 50% and more than doubles median TTFT.",
     ["Moving from c=32 to c=16 boosts throughput by 50% and more than doubles median TTFT.",
      "Moving from c=16 to c=32 boosts throughput by 75% and more than doubles median TTFT.",
      "Moving from c=16 to c=32 boosts throughput by 50% and more than triples median TTFT.",
      "Moving from c=16 to c=32 boosts throughput by 50% and more than doubles median throughput."]),
    # engines named by their aliases
    ("eng", "vLLM halves p99 latency compared to TGI.",
     ["TGI halves p99 latency compared to vLLM.", "vLLM doubles p99 latency compared to TGI.",
      "vLLM halves p99 TTFT compared to TGI.", "vLLM does not halve p99 latency compared to TGI.",
      "vLLM triples p99 latency compared to TGI."]),
    ("eng", "vLLM cuts p99 latency in half versus TGI.",
     ["TGI cuts p99 latency in half versus vLLM.", "vLLM cuts p99 TTFT in half versus TGI.",
      "vLLM raises p99 latency in half versus TGI.", "vLLM never cuts p99 latency in half versus TGI.",
      "vLLM cuts p99 latency by more than half versus TGI."]),
    ("eng", "Compared with TGI, p99 latency dropped by nearly half with vLLM.",
     ["Compared with vLLM, p99 latency dropped by nearly half with TGI.",
      "Compared with TGI, p99 latency rose by nearly half with vLLM.",
      "Compared with TGI, p99 TTFT dropped by nearly half with vLLM."]),
    ("eng", "vLLM doubles throughput over TGI while reducing mean TTFT by 37.5%.",
     ["TGI doubles throughput over vLLM while reducing mean TTFT by 37.5%.",
      "vLLM triples throughput over TGI while reducing mean TTFT by 37.5%.",
      "vLLM doubles throughput over TGI while reducing mean TTFT by 56.25%.",
      "vLLM doubles throughput over TGI while increasing mean TTFT by 37.5%.",
      NEG + "vLLM doubles throughput over TGI while reducing mean TTFT by 37.5%."]),
    # read since "twice the requests per second" names its metric with no "of X" (production unit_object); it was an
    # honest statement left unread (not-yet) before
    ("eng", "Compared with TGI, vLLM serves twice the requests per second and cuts p99 E2E latency in half.",
     ["Compared with vLLM, TGI serves twice the requests per second and cuts p99 E2E latency in half.",
      "Compared with TGI, vLLM serves three times the requests per second and cuts p99 E2E latency in half.",
      "Compared with TGI, vLLM serves twice the requests per second and cuts p99 TTFT in half."]),
    ("eng", "TGI costs 2x in p99 latency compared with vLLM.",
     ["vLLM costs 2x in p99 latency compared with TGI.", "TGI costs 3x in p99 latency compared with vLLM.",
      "TGI costs 2x in p99 TTFT compared with vLLM.", "TGI never costs 2x in p99 latency compared with vLLM."]),
    ("eng", "vLLM handles 16 req/s, a modest 2x more than TGI.",
     ["TGI handles 16 req/s, a modest 2x more than vLLM.", "vLLM handles 24 req/s, a modest 2x more than TGI.",
      "vLLM handles 16 req/s, a modest 3x more than TGI.", "vLLM handles 16 req/s, a modest 2x less than TGI."]),
    ("eng", "vLLM is just 2x faster than TGI but halves mean E2E latency.",
     ["TGI is just 2x faster than vLLM but halves mean E2E latency.",
      "vLLM is just 2x faster than TGI but doubles mean E2E latency.",
      "vLLM is just 3x faster than TGI but halves mean E2E latency.",
      "vLLM is just 2x faster than TGI but halves mean TTFT.",
      "vLLM is just 2x faster than TGI but does not halve mean E2E latency."]),
    ("cc", "Concurrency 32 raises throughput by 50% but at the cost of 2.3x higher mean TTFT.",
     ["Concurrency 16 raises throughput by 50% but at the cost of 2.3x higher mean TTFT.",
      "Concurrency 32 raises throughput by 50% but at the cost of 3.45x higher mean TTFT.",
      "Concurrency 32 raises throughput by 50% but at the cost of 2.3x lower mean TTFT.",
      "Concurrency 32 raises throughput by 50% but at the cost of 2.3x higher mean throughput."]),
    ("cc", "Concurrency 16 is 1.5x slower than concurrency 32 while decreasing mean TTFT by 57%.",
     ["Concurrency 32 is 1.5x slower than concurrency 16 while decreasing mean TTFT by 57%.",
      "Concurrency 16 is 1.5x slower than concurrency 32 while decreasing mean TTFT by 85%.",
      "Concurrency 16 is 1.5x slower than concurrency 32 while raising mean TTFT by 57%.",
      # (was "Concurrency 16 ... by more than half": true of the witness, 0.1 / 0.23 = 0.43 < 0.5, a twin only while
      # "by more than half" was unread; its arms swapped is the twist)
      "Concurrency 32 is 1.5x slower than concurrency 16 while decreasing mean TTFT by more than half."]),
    # "by more than half": the ratio under 0.5 (c16 / c32 mean TTFT 0.43). The c32 form was an honest row (not-yet)
    # while the words were unread; the witness contradicts it (2.3x higher), so it is a twin here
    ("cc", "Concurrency 16 cuts mean TTFT by more than half compared with concurrency 32.",
     ["Concurrency 32 cuts mean TTFT by more than half compared with concurrency 16.",
      "Concurrency 16 cuts throughput by more than half compared with concurrency 32.",
      "It is not true that concurrency 16 cuts mean TTFT by more than half compared with concurrency 32."]),
    ("cc", "c32 serves 1.5x the requests per second of c16 at the expense of 2.3x the mean TTFT.",
     ["c16 serves 1.5x the requests per second of c32 at the expense of 2.3x the mean TTFT.",
      "c32 serves 1.5x the requests per second of c16 at the expense of 4.6x the mean TTFT.",
      "c32 serves 0.75x the requests per second of c16 at the expense of 2.3x the mean TTFT."]),
    ("eng", "vLLM roughly doubles throughput and cuts p99 latency in half compared to TGI.",
     ["TGI roughly doubles throughput and cuts p99 latency in half compared to vLLM.",
      "vLLM roughly triples throughput and cuts p99 latency in half compared to TGI.",
      "vLLM roughly halves throughput and cuts p99 latency in half compared to TGI.",
      "vLLM roughly doubles throughput and cuts p99 TTFT in half compared to TGI."]),
    ("cc", "Doubling concurrency from 16 gives 1.5x more requests per second.",
     ["Doubling concurrency from 32 gives 1.5x more requests per second.",
      "Doubling concurrency to 16 gives 1.5x more requests per second.",
      "Doubling concurrency to 64 gives 1.5x more requests per second.",
      "Tripling concurrency from 16 gives 1.5x more requests per second.",
      "Doubling concurrency from 16 gives 1.5x fewer requests per second."]),
    ("sweep", "Doubling concurrency to 8 doubles throughput.",
     ["Doubling concurrency to 16 doubles throughput.", "Doubling concurrency to 8 triples throughput.",
      "Halving concurrency to 8 doubles throughput.", "Doubling concurrency to 8 halves throughput.",
      "Doubling concurrency to 8 does not double throughput."]),
    ("cc", "When concurrency doubles, throughput rises by only 50%.",
     ["When concurrency halves, throughput rises by only 50%.", "When concurrency triples, throughput rises by only 50%.",
      "When concurrency doubles, throughput rises by only 75%.", "When concurrency doubles, throughput falls by only 50%.",
      "When concurrency doubles, throughput never rises by 50%."]),
    ("cc", "The system reaches 4 req/s with concurrency 32 but only 2.7 req/s with concurrency 16.",
     ["The system reaches 4 req/s with concurrency 16 but only 2.7 req/s with concurrency 32.",
      "The system reaches 4 req/s with concurrency 32 but only 4 req/s with concurrency 16.",
      "The system reaches 6 req/s with concurrency 32 but only 2.7 req/s with concurrency 16.",
      "The system reaches 4 req/s with concurrency 32 but never 2.7 req/s with concurrency 16."]),
    ("cc", "Mean TTFT is 230 ms at concurrency 32 but just 100 ms at concurrency 16.",
     ["Mean TTFT is 230 ms at concurrency 16 but just 100 ms at concurrency 32.",
      "Mean TTFT is 345 ms at concurrency 32 but just 100 ms at concurrency 16.",
      "Mean TTFT is 230 ms at concurrency 32 but just 150 ms at concurrency 16.",
      "Median TPOT is 230 ms at concurrency 32 but just 100 ms at concurrency 16.",
      "Mean TTFT is 230 ms at concurrency 32 but never 100 ms at concurrency 16."]),
    ("eng", "vLLM serves 16 req/s and TGI only 8 req/s.",
     ["TGI serves 16 req/s and vLLM only 8 req/s.", "vLLM serves 24 req/s and TGI only 8 req/s.",
      "vLLM serves 16 req/s and TGI only 12 req/s.", "vLLM serves 16 req/s and TGI never 8 req/s."]),
    ("cc", "Concurrency 32 is 1.5x faster than concurrency 16, at the cost of a 2.3x mean TTFT penalty.",
     ["Concurrency 16 is 1.5x faster than concurrency 32, at the cost of a 2.3x mean TTFT penalty.",
      "Concurrency 32 is 1.5x faster than concurrency 16, at the cost of a 3.45x mean TTFT penalty.",
      "Concurrency 32 is 1.5x faster than concurrency 16, at the cost of a 2.3x throughput penalty.",
      "Concurrency 32 is 1.5x faster than concurrency 16, at the cost of no mean TTFT penalty."]),
    ("cc", "Concurrency 16 has a 33% throughput penalty compared with concurrency 32.",
     ["Concurrency 32 has a 33% throughput penalty compared with concurrency 16.",
      "Concurrency 16 has a 33% mean TTFT penalty compared with concurrency 32.",
      "Concurrency 16 has no 33% throughput penalty compared with concurrency 32."]),
    ("cc", "Concurrency 32 serves 4 req/s, 1.5x more than concurrency 16, and more than doubles mean TTFT.",
     ["Concurrency 16 serves 4 req/s, 1.5x more than concurrency 32, and more than doubles mean TTFT.",
      "Concurrency 32 serves 4 req/s, 1.5x more than concurrency 16, and more than triples mean TTFT.",
      "Concurrency 32 serves 4 req/s, 1.5x more than concurrency 16, and more than doubles mean throughput."]),
    ("eng", "vLLM's throughput is double that of TGI.",
     ["TGI's throughput is double that of vLLM.", "vLLM's throughput is triple that of TGI.",
      "vLLM's p99 latency is double that of TGI.", "vLLM's throughput is not double that of TGI."]),
    ("eng", "vLLM delivers roughly double the throughput of TGI.",
     ["TGI delivers roughly double the throughput of vLLM.", "vLLM delivers roughly triple the throughput of TGI.",
      "vLLM can roughly double the throughput of TGI.", "vLLM delivers roughly double the p99 latency of TGI."]),
    ("eng", "vLLM's p99 latency is half that of TGI.",
     ["TGI's p99 latency is half that of vLLM.", "vLLM's mean TTFT is half that of TGI.",
      "vLLM's p99 latency is twice that of TGI.", "vLLM's p99 latency is not half that of TGI."]),
    # multiplier phrases before "the <statistic> <metric> of <arm>"
    ("eng", "vLLM offers half the p99 latency of TGI.",
     ["TGI offers half the p99 latency of vLLM.", "vLLM offers twice the p99 latency of TGI.",
      "vLLM offers half the p99 TTFT of TGI.", "vLLM offers half the p99 throughput of TGI.",
      "vLLM does not offer half the p99 latency of TGI."]),
    ("eng", "vLLM serves twice the requests per second of TGI.",
     ["TGI serves twice the requests per second of vLLM.", "vLLM serves half the requests per second of TGI.",
      "vLLM serves three times the requests per second of TGI.", "vLLM never serves twice the requests per second of TGI."]),
]


@pytest.mark.parametrize("witness,true,twins", CASES, ids=[c[1][:60] for c in CASES])
def test_true_statement_and_its_twins(witnesses, witness, true, twins):
    r = _grade(true, witnesses[witness])
    assert r.verdict == "net-true", _why(r)
    assert not r.reading.unread, _why(r)
    for twin in twins:
        t = _grade(twin, witnesses[witness])
        assert t.verdict != "net-true", (twin, _why(t))


# honest statements the reader leaves unread or unbound: never false
HONEST = [
    ("cc", "Throughput peaks at 4 req/s at concurrency 32."),       # also says where the peak lies across arms
    ("cc", "vLLM tops out at 4 requests per second at concurrency 32."),
    ("cc", "The server sustains 4 req/s."),                         # which arm?
    ("cc", "The server tops out at 4 req/s."),
    ("cc", "Concurrency 32 peaks at 230 ms mean TTFT."),            # a duration's peak: a worst case, not a best run
    ("cc", "Only concurrency 32 completed all 8 requests."),        # "only" as a quantifier stays unread
    ("cc", "Concurrency 32 shows a modest quality trade-off."),
    ("sweep", "Doubling concurrency gives 2x more requests per second."),  # 4 -> 8 or 8 -> 16?
    ("sweep", "Doubling concurrency raises throughput by 100% but more than doubles mean TTFT."),
    ("sweep", "When concurrency doubles, throughput doubles."),
    ("cc", "All but 3 requests completed with concurrency 16."),      # an exception, not a contrast of two values
    ("eng", "vLLM can double the throughput of TGI."),               # a capability, not a measured factor
    ("cc", "At 3x more requests per second, mean TTFT more than doubles."),  # an offered load, not a throughput
    ("cc", "With 50% more requests per second, mean TTFT more than doubles."),
    # a negated conjunction is denied as a whole (true when either part fails): not graded, whichever part fails
    ("cc", "It is not true that concurrency 32 raises throughput by 75%, but mean TTFT more than triples."),
    ("cc", "It is not true that concurrency 32 raises throughput by 75%, but mean TTFT more than doubles."),
    ("cc", "It is not true that concurrency 32 raises throughput by 50% and more than triples mean TTFT."),
    ("cc", "It is not true that concurrency 32 is 1.5x faster than concurrency 16, at the cost of 3x higher mean TTFT."),
]


@pytest.mark.parametrize("witness,statement", HONEST, ids=[h[1][:60] for h in HONEST])
def test_honest_statements_are_never_false(witnesses, witness, statement):
    r = _grade(statement, witnesses[witness])
    assert r.verdict == "not-yet", _why(r)


def test_a_second_value_naming_no_metric_of_its_own_is_read_by_position(witnesses):
    """"Mean TTFT is 50 ms on vLLM and TGI 80 ms": the metric said once applies to the value after it, each bound to
    the arm beside it (claimcheck/claims/bound_values.py); true here, and its swapped twin is not net-true."""
    assert _grade("Mean TTFT is 50 ms on vLLM and TGI 80 ms.", witnesses["eng"]).verdict == "net-true"
    assert _grade("Mean TTFT is 80 ms on vLLM and TGI 50 ms.", witnesses["eng"]).verdict != "net-true"


def test_doubling_in_a_sweep_names_no_pair():
    arms = {"c4": ["concurrency 4"], "c8": ["concurrency 8"], "c16": ["concurrency 16"]}
    settings = {n: {"concurrency": int(n[1:])} for n in arms}
    r = read_full("Doubling concurrency gives 2x more requests per second.", "", arms, arm_settings=settings)
    assert [u.text for u in r.reading.unread][:1] == ["Doubling concurrency"]
    two = {n: arms[n] for n in ("c4", "c8")}
    r2 = read_full("Doubling concurrency gives 2x more requests per second.", "", two,
                   arm_settings={n: settings[n] for n in two})
    assert not r2.reading.unread
    [a] = [a for a in r2.reading.assertions if a.form == "ratio"]
    assert (a.treatment, a.baseline, a.value) == ("c8", "c4", 2.0)


def test_pred_join_needs_a_clause_that_binds_two_arms():
    # "and" before a verb is no cut where the clause before binds no pair of arms: read as one clause, as before
    arms = {"c16": ["concurrency 16"], "c32": ["concurrency 32"]}
    r = read_full("Throughput and mean TTFT rose, and more than doubled.", "", arms)
    assert r.reading.unread
    # the cut: the second predicate takes the first clause's treatment and baseline
    r = read_full("Concurrency 32 is 1.5x faster than concurrency 16 and cuts p99 TTFT by 20%.", "", arms)
    assert not r.reading.unread
    pairs = {(a.metric, a.treatment, a.baseline) for a in r.reading.assertions}
    assert pairs == {("throughput", "c32", "c16"), ("ttft", "c32", "c16")}


def test_peak_verb_is_a_best_run_bound():
    arms = {"c16": ["concurrency 16"], "c32": ["concurrency 32"]}
    r = read_full("At concurrency 32, the server tops out at 4 req/s.", "", arms)
    assert not r.reading.unread
    [a] = r.reading.assertions
    assert (a.metric, a.treatment, a.over_runs, a.value) == ("throughput", "c32", "best", 4.0)


# --- generated twins: every number scaled x1.5 and x0.5 (one at a time), the two arms swapped, a sentence negation ---
_NUM = __import__("re").compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\d.])")
_SWAP = {"cc": [("concurrency 16", "concurrency 32"), ("c=16", "c=32"), ("c16", "c32"), ("from 16", "from 32")],
         "eng": [("vLLM", "TGI")], "sweep": []}


def _scaled(text: str) -> list[str]:
    from decimal import Decimal

    out = []
    for m in _NUM.finditer(text):
        for f in (Decimal("1.5"), Decimal("0.5")):
            new = format((Decimal(m.group(0)) * f).normalize(), "f")
            out.append(text[:m.start()] + new + text[m.end():])
    return out


def _swapped(witness: str, text: str) -> list[str]:
    import re

    def other(m: re.Match, a: str, b: str) -> str:
        w = b if m.group(0).lower() == a.lower() else a
        return w[0].upper() + w[1:] if m.group(0)[0].isupper() else w

    out = []
    for a, b in _SWAP[witness]:
        if re.search(re.escape(a), text, re.I) and re.search(re.escape(b), text, re.I):
            out.append(re.sub(re.escape(a) + "|" + re.escape(b), lambda m: other(m, a, b), text, flags=re.I))
    return out


def test_the_twin_generators_twist():
    assert _swapped("cc", "Concurrency 32 is 1.5x faster than concurrency 16.") == [
        "Concurrency 16 is 1.5x faster than concurrency 32."]
    assert _scaled("c32 is 1.5x faster at p99 with E2E 230 ms") == [
        "c32 is 2.25x faster at p99 with E2E 230 ms", "c32 is 0.75x faster at p99 with E2E 230 ms",
        "c32 is 1.5x faster at p99 with E2E 345 ms", "c32 is 1.5x faster at p99 with E2E 115 ms"]


@pytest.mark.parametrize("witness,true,twins", CASES, ids=[c[1][:60] for c in CASES])
def test_generated_twins_are_never_net_true(witnesses, witness, true, twins):
    for twin in _scaled(true) + _swapped(witness, true) + [NEG + true[0].lower() + true[1:]]:
        if twin == true:
            continue
        t = _grade(twin, witnesses[witness])
        assert t.verdict != "net-true", (twin, _why(t))


def test_unread_hints_say_which_phrasing_would_read():
    from claimcheck.claims.grammar import unread_hint

    assert "tops out at N" in unread_hint("tops out")
    assert "costs N x in <metric>" in unread_hint("costs 2x")
    assert "in half" in unread_hint("half")
    assert "right before a number" in unread_hint("modest quality trade-off")
    assert "quantifier" in unread_hint("Only")
