"""Arms named by the request rate they were offered (issue 16: arms named by the settings a witness declares).

A witness of two arms that differ in ``settings.request_rate`` (4 and 16 req/s offered) names each arm by its rate with
its unit: "at a request rate of 4 req/s", "16 req/s offered", "at an offered load of 16 req/s", "at rate 16". Before,
"at a request rate of 4" named the arm but the unit after it stayed unread, so "At a request rate of 4 req/s, mean
TTFT is 100 ms" was not-yet. Right after the same arm's name ("than r4 at 4 req/s") the phrase is the comparison's
condition and stays unread (test_claims_setting_scopes.py). Witness worked out by hand (``uniform``): r4 24 tasks in
8.0 s on 4 lanes (3 req/s achieved, TTFT 0.1 s), r16 24 tasks in 3.0 s on 8 lanes (8 req/s, TTFT 0.6 s): r16 has
2.67x the throughput and 6x the mean TTFT.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

ARMS = {"r4": {"aliases": [], "workers": 4, "role": "baseline", "settings": {"request_rate": 4}},
        "r16": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"request_rate": 16}}}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 24 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    rows = uniform("r4", 24, 8.0, 4, ttft=0.1) + uniform("r16", 24, 3.0, 8, ttft=0.6)
    return str(seal(tmp_path_factory.mktemp("rate_arms") / "w",
                    ab_witness(ARMS, hardware="1 x NVIDIA H100 80GB HBM3",
                               model={"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None},
                               engine="vLLM", inputs={"tasks": 24}), {"rows.jsonl": rows}))


CASES = [
    ("At a request rate of 4 req/s, mean TTFT is 100 ms.",
     ["At a request rate of 16 req/s, mean TTFT is 100 ms.", "At a request rate of 4 req/s, mean TTFT is 150 ms.",
      "At a request rate of 8 req/s, mean TTFT is 100 ms."]),
    ("With 16 req/s offered, mean TTFT is 600 ms.",
     ["With 4 req/s offered, mean TTFT is 600 ms.", "With 16 req/s offered, mean TTFT is 300 ms."]),
    ("Throughput at rate 16 is 2.67x that at rate 4.",
     ["Throughput at rate 4 is 2.67x that at rate 16.", "Throughput at rate 16 is 4x that at rate 4."]),
    ("Mean TTFT: 100 ms at 4 req/s vs 600 ms at 16 req/s.",
     ["Mean TTFT: 600 ms at 4 req/s vs 100 ms at 16 req/s.", "Mean TTFT: 100 ms at 4 req/s vs 900 ms at 16 req/s."]),
    ("At an offered load of 16 req/s, the server sustains 8 requests per second.",
     ["At an offered load of 4 req/s, the server sustains 8 requests per second.",
      "At an offered load of 16 req/s, the server sustains 12 requests per second."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:50] for c in CASES])
def test_a_rate_named_arm_reads_and_its_twins_do_not(true, twins, wit):
    res = grade_statement(true, wit, SCOPE)
    assert res.verdict == "net-true", (res.reason, [u.text for u in res.reading.unread])
    for twin in twins + ["It is not true that " + true[0].lower() + true[1:]]:
        assert_never_net_true(grade_statement(twin, wit, SCOPE), twin)


@pytest.mark.parametrize("statement", [
    "r16 delivers 2.67x the throughput of r4 at 4 req/s offered.",
    "r16 delivers 2.67x the throughput of r4 at a request rate of 4 req/s.",
])
def test_the_rate_right_after_its_arm_is_the_comparison_condition(statement, wit):
    assert grade_statement(statement, wit, SCOPE).verdict == "not-yet", statement
