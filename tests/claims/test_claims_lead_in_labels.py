"""Lead-in labels before a claim (vocabulary.PROSE_LABELS): "Known issue:", "Observation:", "Caveat:", "Outcome:",
"Verdict:" are headings like "Result:" / "TL;DR:" (inert before ":" at a sentence's start); a label that carries a
condition or an arm ("With APC:", "At c=32:") is read as that condition. The labels before the frames of this series
(a chain over a sweep, a superlative with its value, a degree verb).

Witnesses by hand:

* ``apc`` -- 100 requests per arm, 64 output tokens: on (prefix_caching true, treatment) 4.0 req/s, TTFT 60 ms, TPOT
  20 ms; off (baseline) 2.0 req/s, TTFT 240 ms, TPOT 20 ms.
* ``conc`` -- frame_checks.CONC_SWEEP: c1 / c8 / c32 mean TTFT 20 / 40 / 100 ms, 0.195 / 1.25 / 3.75 req/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import CONC_SWEEP, CONC_SWEEP_SCOPE, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

_P = dict(n=100, tok=64)
SPECS = {
    "apc": [A("on", role="treatment", thr=4.0, ttft=0.06, tpot=0.02, settings={"prefix_caching": True}, **_P),
            A("off", role="baseline", thr=2.0, ttft=0.24, tpot=0.02, settings={"prefix_caching": False}, **_P)],
    "conc": CONC_SWEEP,
}
SCOPES = {"apc": "vLLM, Llama-3.1-8B-Instruct on one H100, 100 requests per arm", "conc": CONC_SWEEP_SCOPE}
wit = sealed_fixture("lead_in_labels", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPES[name])


#: (witness, true statement, twins: x1.5 / x0.5, the arms or the condition swapped, a direction flipped)
FRAMES = [
    ("apc", "Known issue: without prefix caching, throughput halves.",
     ["Known issue: with prefix caching, throughput halves.", "Known issue: without prefix caching, throughput triples.",
      "It is not true that without prefix caching, throughput halves."]),
    ("apc", "Known issue: without prefix caching, mean TTFT is 4x higher.",
     ["Known issue: without prefix caching, mean TTFT is 6x higher.",
      "Known issue: without prefix caching, mean TTFT is 4x lower."]),
    ("apc", "Observation: prefix caching doubles throughput.", ["Observation: prefix caching triples throughput."]),
    ("apc", "Caveat: mean TPOT barely moved.", ["Caveat: mean TTFT barely moved."]),
    ("apc", "Verdict: prefix caching doubles req/s.", ["Verdict: prefix caching halves req/s."]),
    ("apc", "Outcome: mean TTFT collapsed from 240 ms to 60 ms with prefix caching.",
     ["Outcome: mean TTFT collapsed from 240 ms to 60 ms without prefix caching."]),
    ("apc", "With APC: mean TTFT 60 ms.", ["With APC: mean TTFT 90 ms.", "Without APC: mean TTFT 60 ms."]),
    ("conc", "At c=32: mean TTFT 100 ms.", ["At c=32: mean TTFT 150 ms.", "At c=8: mean TTFT 100 ms."]),
    ("conc", "Result: mean TTFT 20/40/100 ms at c=1/8/32.",
     ["Result: mean TTFT 20/40/150 ms at c=1/8/32.", "Result: mean TTFT 20/40/100 ms at c=32/8/1."]),
    ("conc", "TL;DR: c=1 → 8 → 32: mean TTFT 20 → 40 → 100 ms.", ["TL;DR: c=1 → 8 → 32: mean TTFT 20 → 60 → 100 ms."]),
    ("conc", "Summary: c1 has the lowest mean TTFT of the three at 20 ms.",
     ["Summary: c32 has the lowest mean TTFT of the three at 20 ms.",
      "Summary: c1 has the lowest mean TTFT of the three at 40 ms."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)
