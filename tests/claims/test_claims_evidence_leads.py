"""Evidence leads (issue 16): "Benchmarks show X delivering 13% higher throughput than Y", "Our results show that X
...", "The numbers show X ...", "We measured X at N tok/s", "We observed that X ...": a lead that only introduces the
clause (vocabulary.DISCOURSE, PROSE_PHRASES); the clause after it is read and graded as usual. A lead naming other
evidence than the witness stays unread, so the clause is never graded against these rows: "Previous benchmarks show",
"Published results show", "NVIDIA's benchmarks show", "In another study", and (fixed here: they were net-true) the
leads after an owner that is not the author: "Their benchmarks show", "Its results show", "Those results show",
"vLLM's benchmarks show" (vocabulary.show_lead_of_other).

Witness worked out by hand (``uniform``: 8 tasks round-robin to 4 lanes, two per lane; 8 completion tokens each):
vLLM wall 4.0 s -> 8 / 4.0 = 2.0 req/s and 64 / 4.0 = 16 tok/s; TGI wall 8.0 s -> 1.0 req/s and 8 tok/s. So vLLM has
2x the throughput of TGI (+100%), and every vLLM request takes 2.0 s against TGI's 4.0 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

ARMS = {"vLLM": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"concurrency": 4}},
        "TGI": {"aliases": [], "workers": 4, "role": "baseline", "settings": {"concurrency": 4}}}
SCOPE = "SmolLM2-135M on one CPU host, 8 tasks per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    rows = uniform("vLLM", 8, 4.0, 4, ttft=0.25) + uniform("TGI", 8, 8.0, 4, ttft=0.5)
    return str(seal(tmp_path_factory.mktemp("evidence_leads") / "w", ab_witness(ARMS, inputs={"tasks": 8}),
                    {"rows.jsonl": rows}))


#: (true statement, twins: the number x1.5 and x0.5, the arms swapped, the direction flipped, a modal, a negation)
CASES = [
    ("Benchmarks show vLLM delivering 100% higher throughput than TGI.",
     ["Benchmarks show vLLM delivering 150% higher throughput than TGI.",
      "Benchmarks show vLLM delivering 50% higher throughput than TGI.",
      "Benchmarks show TGI delivering 100% higher throughput than vLLM.",
      "Benchmarks show vLLM delivering 100% lower throughput than TGI.",
      "Benchmarks could show vLLM delivering 100% higher throughput than TGI."]),
    ("Our results show that vLLM delivers 2x higher throughput than TGI.",
     ["Our results show that vLLM delivers 3x higher throughput than TGI.",
      "Our results show that vLLM delivers 1x higher throughput than TGI.",
      "Our results show that TGI delivers 2x higher throughput than vLLM.",
      "Our results show that vLLM delivers 2x lower throughput than TGI.",
      "Our results show that vLLM would deliver 2x higher throughput than TGI.",
      "Our results show that vLLM is expected to deliver 2x higher throughput than TGI.",
      "Our results do not show that vLLM delivers 2x higher throughput than TGI.",
      "Our results fail to show that vLLM delivers 2x higher throughput than TGI.",
      "Our results show that vLLM never delivers 2x higher throughput than TGI."]),
    ("The numbers show vLLM delivers 2x the throughput of TGI.",
     ["The numbers show vLLM delivers 3x the throughput of TGI.", "The numbers show TGI delivers 2x the throughput of vLLM.",
      "The numbers show vLLM delivers 1x the throughput of TGI."]),
    ("We measured vLLM at 16 tok/s.",
     ["We measured vLLM at 24 tok/s.", "We measured vLLM at 8 tok/s.", "We measured TGI at 16 tok/s.",
      "We never measured vLLM at 16 tok/s.", "We would measure vLLM at 16 tok/s."]),
    ("We observed that vLLM is 2x faster than TGI.",
     ["We observed that vLLM is 3x faster than TGI.", "We observed that vLLM is 1x faster than TGI.",
      "We observed that TGI is 2x faster than vLLM.", "We observed that vLLM is 2x slower than TGI.",
      "We observed that vLLM could be 2x faster than TGI."]),
    ("Our tests show that vLLM serves 2 req/s.",
     ["Our tests show that vLLM serves 3 req/s.", "Our tests show that vLLM serves 1 req/s.",
      "Our tests show that TGI serves 2 req/s."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:50] for c in CASES])
def test_an_evidence_lead_introduces_a_clause_read_as_usual(true, twins, wit):
    res = grade_statement(true, wit, SCOPE)
    assert_read_net_true(res)
    for twin in twins + ["It is not true that " + true[0].lower() + true[1:]]:
        assert_never_net_true(grade_statement(twin, wit, SCOPE), twin)


#: leads naming other evidence than the witness: each true clause of CASES behind them stays unread (not-yet), and a
#: wrong clause behind them is never an accusation (false) about these rows
OTHER_EVIDENCE = [
    "Previous benchmarks show", "Published benchmarks show", "Independent benchmarks show", "Other benchmarks show",
    "NVIDIA benchmarks show", "NVIDIA's benchmarks show", "Earlier results show", "Our earlier results show",
    "Their benchmarks show", "Their results show", "Its results show", "Those results show", "Their tests show",
    "Their numbers show", "vLLM's benchmarks show", "TGI's results show", "The vendor's numbers show",
    "In another study,", "According to NVIDIA's benchmarks,", "As other benchmarks show,",
]


@pytest.mark.parametrize("lead", OTHER_EVIDENCE)
def test_a_lead_naming_other_evidence_stays_unread(lead, wit):
    for clause, verdicts in (("vLLM delivers 2x higher throughput than TGI.", {"not-yet"}),
                             ("vLLM delivers 5x higher throughput than TGI.", {"not-yet"})):
        res = grade_statement(f"{lead} {clause}", wit, SCOPE)
        assert res.verdict in verdicts and res.reading.unread, (lead, clause, res.verdict)
