"""An evaluative preface whose noun says what changed, then the measured clause (production noun_predicate,
claimcheck/claims/lead_labels.py; docs/claim-check.md "Prose around a claim"): "The cost shows up in time to first
token: median TTFT rises from ...", "The price is a modest TTFT increase: mean TTFT is 174 ms and 198 ms for A and B,
respectively.", "The catch is end-to-end latency got a little worse: mean E2E went from 3.73 seconds to 3.81 seconds
with chunked prefill.". The preface is taken out only where its noun (cost / price / catch: worse; gain / upside:
better), its predicate (a change noun, a direction word, a topic's own verb) and the clause after the colon all say one
direction of the preface's metric, and a size word ("modest", "slight", "a little") is within the size the clause
states; else the whole sentence stays not-yet (never false for the preface alone).

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike; e2e = TTFT + TPOT
x (output tokens - 1); throughput = requests / wall):

* ``spec`` -- vanilla ("autoregressive decoding", baseline): 40 requests, 3.5 req/s, TTFT 174 ms, TPOT 15 ms, 101
  output tokens: e2e 0.174 + 1.5 = 1.674 s; eagle ("EAGLE", treatment): 6 req/s, TTFT 198 ms, TPOT 8 ms: e2e 0.198 +
  0.8 = 0.998 s. TTFT 174 -> 198 ms: +13.8% (within "slight" 25% and "modest" 50%); x1.5: 261 -> 297 ms; a large
  rise for the size twins: 174 -> 348 ms is +100%.
* ``cp`` -- cp_off (enable_chunked_prefill false, baseline): 40 requests, TTFT 300 ms, TPOT 34.3 ms, 101 tokens: e2e
  0.3 + 3.43 = 3.73 s; cp_on (true, treatment): TTFT 200 ms, TPOT 36.1 ms: e2e 0.2 + 3.61 = 3.81 s. E2E 3.73 -> 3.81 s:
  +2.1% (within "a little": 25%); TTFT 300 -> 200 ms: -33%.
"""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM"
SPECS = {
    "spec": [A("eagle", "EAGLE", role="treatment", thr=6, ttft=0.198, tpot=0.008, tok=101, n=40),
             A("vanilla", "autoregressive decoding", role="baseline", thr=3.5, ttft=0.174, tpot=0.015, tok=101, n=40)],
    "cp": [A("cp_on", role="treatment", thr=3, ttft=0.2, tpot=0.0361, tok=101, n=40,
             settings={"enable_chunked_prefill": True}),
           A("cp_off", role="baseline", thr=3, ttft=0.3, tpot=0.0343, tok=101, n=40,
             settings={"enable_chunked_prefill": False})],
}
wit = sealed_fixture("noun_predicates", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


RESPECTIVELY = "mean TTFT is 174 ms and 198 ms for autoregressive decoding and EAGLE, respectively."
RISE = "mean TTFT rises from 174 ms to 198 ms with EAGLE."
#: the prefaces that say TTFT got worse (a cost noun with a place verb, a change noun, a direction word, a topic's own
#: verb), crossed with clauses that say it rose
WORSE_TTFT = ["The cost shows up in time to first token:", "The price shows up in TTFT:", "The catch lands in TTFT:",
              "The price is a modest TTFT increase:", "The cost is a slight increase in TTFT:",
              "The catch is a small TTFT regression:", "The downside is slightly higher TTFT:",
              "The catch is higher time to first token:", "The price is that TTFT got a little worse:",
              "The catch is TTFT got a bit worse:", "The cost is that TTFT went up:", "The catch is that TTFT rises:",
              "The tradeoff is a TTFT hit:"]
#: twins of each preface: its evaluation flipped, its metric or direction changed
WORSE_TWINS = ["The gain shows up in time to first token:", "The upside shows up in TTFT:",
               "The cost shows up in throughput:", "The price is a modest TTFT decrease:",
               "The gain is a modest TTFT increase:", "The price is a modest throughput increase:",
               "The downside is slightly lower TTFT:", "The upside is slightly higher TTFT:",
               "The price is that TTFT got a little better:", "The win is that TTFT went up:",
               "The catch is that TTFT falls:", "The cost is that TPOT went up:"]

FRAMES = [
    *[("spec", f"{p} {c}", [f"{t} {c}" for t in WORSE_TWINS] + [
        f"{p} mean TTFT is 198 ms and 174 ms for autoregressive decoding and EAGLE, respectively.",  # arms swapped
        f"{p} mean TTFT is 261 ms and 297 ms for autoregressive decoding and EAGLE, respectively.",  # x1.5
        f"{p} mean TTFT falls from 198 ms to 174 ms with EAGLE.",  # direction flipped
        f"{p} mean TTFT rises from 174 ms to 198 ms with autoregressive decoding.",
        f"{p} median TPOT rises from 8 ms to 15 ms with EAGLE.",  # another metric
        f"{p} mean TTFT does not rise from 174 ms to 198 ms with EAGLE."])
      for p in WORSE_TTFT for c in (RESPECTIVELY, RISE)],
    # the other order of the arms, and "vs" pairs whose arms are named
    ("spec", "The price is a modest TTFT increase: mean TTFT is 198 ms and 174 ms for EAGLE and autoregressive "
             "decoding, respectively.",
     ["The price is a modest TTFT increase: mean TTFT is 174 ms and 198 ms for EAGLE and autoregressive decoding, "
      "respectively.", "The gain is a modest TTFT increase: mean TTFT is 198 ms and 174 ms for EAGLE and "
      "autoregressive decoding, respectively."]),
    ("spec", "The cost shows up in time to first token: mean TTFT is 198 ms with EAGLE vs 174 ms with autoregressive "
             "decoding.",
     ["The cost shows up in time to first token: mean TTFT is 174 ms with EAGLE vs 198 ms with autoregressive "
      "decoding.", "The gain shows up in time to first token: mean TTFT is 198 ms with EAGLE vs 174 ms with "
      "autoregressive decoding."]),
    # a better noun with a better predicate
    ("spec", "The upside shows up in TPOT: mean TPOT falls from 15 ms to 8 ms with EAGLE.",
     ["The cost shows up in TPOT: mean TPOT falls from 15 ms to 8 ms with EAGLE.",
      "The upside shows up in TPOT: mean TPOT rises from 8 ms to 15 ms with EAGLE.",
      "The upside shows up in TPOT: mean TPOT falls from 15 ms to 8 ms with autoregressive decoding."]),
    ("spec", "The win is a throughput improvement: throughput rises from 3.5 req/s to 6 req/s with EAGLE.",
     ["The win is a throughput improvement: throughput rises from 6 req/s to 3.5 req/s with EAGLE.",
      "The catch is a throughput improvement: throughput rises from 3.5 req/s to 6 req/s with EAGLE."]),
    ("spec", "The win is lower TPOT: mean TPOT falls from 15 ms to 8 ms with EAGLE.",
     ["The win is higher TPOT: mean TPOT falls from 15 ms to 8 ms with EAGLE.",
      "The catch is lower TPOT: mean TPOT falls from 15 ms to 8 ms with EAGLE."]),
    # a size word: kept only within the size the clause states (+13.8%; a 100% rise is no "slight" one)
    ("spec", "The price is a slight TTFT increase: mean TTFT rises from 174 ms to 198 ms with EAGLE.",
     ["The price is a slight TTFT increase: mean TTFT rises from 174 ms to 348 ms with EAGLE.",
      "The price is a slight TTFT increase: mean TTFT rises with EAGLE.",
      "The price is that TTFT got a little worse: mean TTFT rises from 174 ms to 348 ms with EAGLE."]),
    # a topic and its own verb, with a size, after "The catch is" and alone
    ("cp", "The catch is end-to-end latency got a little worse: mean E2E went from 3.73 seconds to 3.81 seconds with "
           "chunked prefill.",
     ["The catch is end-to-end latency got a little better: mean E2E went from 3.73 seconds to 3.81 seconds with "
      "chunked prefill.", "The upside is end-to-end latency got a little worse: mean E2E went from 3.73 seconds to "
      "3.81 seconds with chunked prefill.", "The catch is end-to-end latency got a little worse: mean E2E went from "
      "3.81 seconds to 3.73 seconds with chunked prefill.", "The catch is end-to-end latency got a little worse: mean "
      "E2E went from 3.73 seconds to 5.6 seconds with chunked prefill.", "The catch is end-to-end latency got a little "
      "worse: mean E2E went from 3.73 seconds to 3.81 seconds without chunked prefill.",
      "The catch is TTFT got a little worse: mean E2E went from 3.73 seconds to 3.81 seconds with chunked prefill."]),
    ("cp", "End-to-end latency got a little worse: mean E2E went from 3.73 seconds to 3.81 seconds with chunked "
           "prefill.",
     ["End-to-end latency got a little better: mean E2E went from 3.73 seconds to 3.81 seconds with chunked prefill.",
      "End-to-end latency got a little worse: mean E2E went from 3.73 seconds to 5.6 seconds with chunked prefill.",
      "End-to-end latency got a little worse: mean E2E went from 3.81 seconds to 3.73 seconds with chunked prefill.",
      "End-to-end latency got a little worse: mean E2E went from 3.73 seconds to 3.81 seconds without chunked "
      "prefill."]),
    # a topic's own evaluation closed by a comma, before a clause that names the statistic only (the topic's metric)
    ("spec", "TTFT takes a hit, mean went from 174 ms to 198 ms with EAGLE.",
     ["TTFT takes a hit, mean went from 198 ms to 174 ms with EAGLE.",
      "TTFT takes a hit, mean went from 174 ms to 198 ms with autoregressive decoding.",
      "TTFT takes a hit, median went from 174 ms to 297 ms with EAGLE.",
      "Throughput takes a hit, mean went from 174 ms to 198 ms with EAGLE.",
      "TTFT got better, mean went from 174 ms to 198 ms with EAGLE.",
      "TTFT takes a hit, mean went from 261 ms to 297 ms with EAGLE.",
      "TTFT takes a hit, mean did not go from 174 ms to 198 ms with EAGLE."]),
    ("spec", "TTFT got worse, mean rose from 174 ms to 198 ms with EAGLE.",
     ["TTFT got worse, mean fell from 198 ms to 174 ms with EAGLE.",
      "TPOT got worse, mean rose from 174 ms to 198 ms with EAGLE."]),
    ("spec", "TTFT took a small hit: mean TTFT went from 174 ms to 198 ms with EAGLE.",
     ["TTFT took a small hit: mean TTFT went from 198 ms to 174 ms with EAGLE.",
      "Throughput took a small hit: mean TTFT went from 174 ms to 198 ms with EAGLE."]),
    ("cp", "The upside is that TTFT got better: mean TTFT went from 300 ms to 200 ms with chunked prefill.",
     ["The upside is that TTFT got worse: mean TTFT went from 300 ms to 200 ms with chunked prefill.",
      "The catch is that TTFT got better: mean TTFT went from 300 ms to 200 ms with chunked prefill.",
      "The upside is that TTFT got a little better: mean TTFT went from 300 ms to 200 ms with chunked prefill."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


#: production noun_predicate's slots: a noun (its evaluation), a predicate of TTFT (its value's way, or none: a place),
#: a clause (true: TTFT rose with EAGLE; or its twin)
NOUNS = {"The cost": "worse", "The price": "worse", "The catch": "worse", "The downside": "worse",
         "The gain": "better", "The upside": "better", "The win": "better"}
PREDICATES = {"shows up in TTFT": None, "is a TTFT increase": "up", "is a TTFT decrease": "down",
              "is a slight increase in TTFT": "up", "is higher TTFT": "up", "is lower TTFT": "down",
              "is that TTFT went up": "up", "is that TTFT went down": "down", "is TTFT got a little worse": "up",
              "is TTFT got a little better": "down"}
CLAUSES = {"mean TTFT rises from 174 ms to 198 ms with EAGLE.": True, RESPECTIVELY: True,
           "mean TTFT falls from 198 ms to 174 ms with EAGLE.": False,
           "mean TTFT is 198 ms and 174 ms for autoregressive decoding and EAGLE, respectively.": False}


@given(noun=st.sampled_from(sorted(NOUNS)), pred=st.sampled_from(sorted(PREDICATES)),
       clause=st.sampled_from(sorted(CLAUSES)))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_preface_is_net_true_only_where_noun_predicate_and_clause_agree(wit, noun, pred, clause):
    res = _grade(wit, "spec", f"{noun} {pred}: {clause}")
    agree = NOUNS[noun] == "worse" and PREDICATES[pred] in (None, "up")  # TTFT rose: worse
    if res.verdict == "net-true":
        assert agree and CLAUSES[clause], (noun, pred, clause)
    if CLAUSES[clause]:
        assert res.verdict != "false", (noun, pred, clause, res.reason)
