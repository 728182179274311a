"""Rate verbs and a saturation peak (issue 16: the verbs real benchmark write-ups use).

"vLLM completes 2 requests per second", "TGI finishes 1 req/s", "X manages 2 req/s", "X emits / outputs / pushes 16
tok/s", "X does 2 req/s" read as "X serves 2 req/s" does (production service_verb, vocabulary.RATE_SERVICE_VERBS): the
rate is the subject's; before a duration, a count or a comparison these verbs are not read. "X saturates at 2 req/s"
is a peak, read as "tops out at" (the best run), except in a witness whose arms declare an offered request rate (there
it may name the offered load at which the server saturates). "keeps up with N req/s" stays unread (docs).

Witness worked out by hand (``uniform``: 8 tasks dealt round-robin to 4 lanes, two per lane, each lane spanning the
wall in equal parts; 8 completion tokens per request):

* vLLM: wall 4.0 s -> 8 / 4.0 = 2.0 req/s, 8 x 8 / 4.0 = 16 tok/s; every request 4.0 / 2 = 2.0 s, TTFT 0.25 s.
* TGI: wall 8.0 s -> 8 / 8.0 = 1.0 req/s, 64 / 8.0 = 8 tok/s; every request 4.0 s, TTFT 0.5 s.

Both arms declare concurrency 4 (a shared setting), engine none of their own: vLLM / TGI are the arms' names.
The rate-sweep witness (r4 / r16, request_rate 4 and 16 offered) is test_claims_rate_arms.py's: r16 8 req/s achieved.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402

from claimcheck.claims.vocabulary import RATE_SERVICE_VERBS  # noqa: E402

ARMS = {"vLLM": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"concurrency": 4}},
        "TGI": {"aliases": [], "workers": 4, "role": "baseline", "settings": {"concurrency": 4}}}
SCOPE = "SmolLM2-135M on one CPU host, 8 tasks per arm"
SWEEP_SCOPE = "SmolLM2-135M on one CPU host, 24 tasks per arm"
SWEEP_ARMS = {"r4": {"aliases": [], "workers": 4, "role": "baseline", "settings": {"request_rate": 4}},
              "r16": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"request_rate": 16}}}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    rows = uniform("vLLM", 8, 4.0, 4, ttft=0.25) + uniform("TGI", 8, 8.0, 4, ttft=0.5)
    return str(seal(tmp_path_factory.mktemp("rate_verbs") / "w", ab_witness(ARMS, inputs={"tasks": 8}),
                    {"rows.jsonl": rows}))


@pytest.fixture(scope="module")
def sweep(tmp_path_factory) -> str:
    # r4: 24 tasks in 8.0 s (3 req/s); r16: 24 tasks in 3.0 s (8 req/s)
    rows = uniform("r4", 24, 8.0, 4, ttft=0.1) + uniform("r16", 24, 3.0, 8, ttft=0.6)
    return str(seal(tmp_path_factory.mktemp("rate_verbs_sweep") / "w",
                    ab_witness(SWEEP_ARMS, inputs={"tasks": 24}), {"rows.jsonl": rows}))


def _negated(s: str) -> str:
    return "It is not true that " + s[0].lower() + s[1:]


#: (true statement, twins: every number x1.5 and x0.5, the arms swapped, a modal / future form, a negated verb)
CASES = [
    ("vLLM completes 2 requests per second.",
     ["vLLM completes 3 requests per second.", "vLLM completes 1 req/s.", "TGI completes 2 requests per second.",
      "vLLM could complete 2 requests per second.", "vLLM is expected to complete 2 requests per second.",
      "vLLM never completes 2 requests per second.", "vLLM fails to complete 2 requests per second.",
      "vLLM does not complete 2 requests per second."]),
    ("TGI finishes 1 req/s.",
     ["TGI finishes 1.5 req/s.", "TGI finishes 0.5 req/s.", "vLLM finishes 1 req/s.", "TGI would finish 1 req/s.",
      "TGI never finishes 1 req/s."]),
    ("vLLM manages 2 req/s.",
     ["vLLM manages 3 req/s.", "vLLM manages 1 req/s.", "TGI manages 2 req/s.", "vLLM could manage 2 req/s.",
      "vLLM never manages 2 req/s."]),
    ("vLLM managed 2 requests per second at concurrency 4.",
     ["vLLM managed 2 requests per second at concurrency 8.", "TGI managed 2 requests per second at concurrency 4.",
      "vLLM managed 3 requests per second at concurrency 4."]),
    ("vLLM emits 16 tokens per second.",
     ["vLLM emits 24 tokens per second.", "vLLM emits 8 tokens per second.", "TGI emits 16 tokens per second.",
      "vLLM is expected to emit 16 tokens per second.", "vLLM could emit 16 tokens per second."]),
    ("TGI outputs 8 tok/s.",
     ["TGI outputs 12 tok/s.", "TGI outputs 4 tok/s.", "vLLM outputs 8 tok/s.", "TGI would output 8 tok/s."]),
    ("vLLM pushes 16 tok/s.",
     ["vLLM pushes 24 tok/s.", "vLLM pushes 8 tok/s.", "TGI pushes 16 tok/s.", "vLLM never pushes 16 tok/s."]),
    ("vLLM pushed about 16 tok/s.",
     ["vLLM pushed about 24 tok/s.", "vLLM pushed about 8 tok/s.", "TGI pushed about 16 tok/s."]),
    ("vLLM does 2 req/s.",
     ["vLLM does 3 req/s.", "vLLM does 1 req/s.", "TGI does 2 req/s.", "vLLM does not 2 req/s."]),
    ("vLLM completes 2 requests per second, twice as many as TGI.",
     ["TGI completes 2 requests per second, twice as many as vLLM.",
      "vLLM completes 2 requests per second, three times as many as TGI.",
      "vLLM completes 2 requests per second, half as many as TGI."]),
    ("At concurrency 4, the server completes 2 requests per second with vLLM.",
     ["At concurrency 4, the server completes 2 requests per second with TGI.",
      "At concurrency 8, the server completes 2 requests per second with vLLM."]),
    ("vLLM saturates at 2 req/s.",
     ["vLLM saturates at 3 req/s.", "vLLM saturates at 1 req/s.", "TGI saturates at 2 req/s.",
      "vLLM could saturate at 2 req/s.", "vLLM never saturates at 2 req/s."]),
    ("TGI saturated at 1 req/s.",
     ["TGI saturated at 1.5 req/s.", "TGI saturated at 0.5 req/s.", "vLLM saturated at 1 req/s."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:50] for c in CASES])
def test_a_rate_verb_reads_and_its_twins_do_not(true, twins, wit):
    res = grade_statement(true, wit, SCOPE)
    assert_read_net_true(res)
    for twin in twins + [_negated(true)]:
        assert_never_net_true(grade_statement(twin, wit, SCOPE), twin)


@pytest.mark.parametrize("statement", [
    "vLLM completes 2 s.",                   # a duration after a rate verb: not read
    "vLLM completes 8 requests.",            # a count: completed requests? per run? not this frame
    "vLLM emits 64 tokens.",
    "vLLM does 100% more requests per second than TGI.",  # a comparison after "does": not read here
    "vLLM keeps up with 2 req/s.",           # an offered load it keeps up with: the witness cannot say (docs)
    "throughput saturates at 2 req/s.",      # no arm before the verb: where does it saturate?
    "vLLM saturates at concurrency 4.",      # a setting, not a rate
])
def test_what_the_rate_verbs_leave_unread(statement, wit):
    res = grade_statement(statement, wit, SCOPE)
    assert res.verdict == "not-yet" and res.reading.unread, (statement, res.verdict)


@pytest.mark.parametrize("statement", ["r16 saturates at 8 req/s.", "r16 saturated at 8 requests per second.",
                                       "r4 saturates at 3 req/s."])
def test_saturation_in_a_rate_sweep_stays_unread(statement, sweep):
    """In a witness whose arms were offered 4 and 16 req/s, "saturates at 8 req/s" may say at what offered load the
    server saturates, not what it achieved: not read (while "tops out at" still reads)."""
    res = grade_statement(statement, sweep, SWEEP_SCOPE)
    assert res.verdict == "not-yet" and any("saturat" in u.text for u in res.reading.unread), res.verdict
    assert grade_statement("r16 tops out at 8 req/s.", sweep, SWEEP_SCOPE).verdict == "net-true"


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(verb=st.sampled_from(sorted(RATE_SERVICE_VERBS - {"does"})), factor=st.sampled_from([0.5, 0.7, 1.3, 1.5, 2.0]),
       arm=st.sampled_from(["vLLM", "TGI"]), tokens=st.booleans())
def test_a_rate_verb_says_the_rate_and_a_scaled_rate_is_never_net_true(verb, factor, arm, tokens, wit):
    """For every verb: the subject's own rate (by hand: vLLM 2 req/s / 16 tok/s, TGI 1 req/s / 8 tok/s) is net-true,
    and that rate scaled by a factor outside the stated precision is never net-true (nor the true one ever false)."""
    rate = (16 if arm == "vLLM" else 8) if tokens else (2 if arm == "vLLM" else 1)
    unit = "tok/s" if tokens else "req/s"
    true = grade_statement(f"{arm} {verb} {rate} {unit}.", wit, SCOPE)
    assert true.verdict == "net-true", (verb, arm, true.reason)
    twin = grade_statement(f"{arm} {verb} {rate * factor:g} {unit}.", wit, SCOPE)
    assert twin.verdict != "net-true", (verb, arm, factor)
