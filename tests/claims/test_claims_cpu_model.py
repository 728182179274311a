"""A CPU's model number is part of its name and is checked (issue 16; production cpu_model, grammar._cpu_model_end,
statistics._cpu_models). Found by tuning battery 33 (llama.cpp on a CPU): "On an AMD EPYC 7763, ..." left "7763"
unread (not-yet), and a scope "on one AMD EPYC 9654" was NET-TRUE of a witness run on an "AMD EPYC 7763 64-Core
Processor" (the fact read "AMD EPYC", the model number was dropped). Now an optional tier word ("Platinum") and a
model number (3-5 digits, up to two letters: "7763", "6980P") after the vendor / family words belong to the fact; it
agrees only where the hardware string records that model number, and is unknowable (never false) where it records
another or none; a core count ("64-core") is not a model number.

Witness, worked out by hand (real_sentences.witness_specs.arm_rows): ``cpu`` -- llama.cpp on "AMD EPYC 7763 64-Core
Processor", 5 requests per arm run back to back, 512 prompt + 128 output tokens. t16 (threads 16, treatment): TTFT
2.0 s, TPOT 50 ms; t4 (threads 4, baseline): TTFT 8.0 s, TPOT 125 ms. TTFT 8 s -> 2 s with 16 threads.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

NEG = "It is not true that "
SCOPE = "llama.cpp, 5 requests per arm"
ARMS = [A("t16", seq=True, ttft=2.0, tpot=0.05, tok=128, prompt=512, n=5, settings={"threads": 16}, role="treatment"),
        A("t4", seq=True, ttft=8.0, tpot=0.125, tok=128, prompt=512, n=5, settings={"threads": 4}, role="baseline")]
BODY = "time to first token drops from 8 s to 2 s when using 16 threads instead of 4."


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("cpu_model")
    return str(seal(root / "cpu", *witness_for(Spec("cpu", ARMS, key="", hw="AMD EPYC 7763 64-Core Processor",
                                                    model="Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf",
                                                    engine="llama.cpp"))))


TRUE = [
    "On an AMD EPYC 7763, " + BODY,
    "On an EPYC 7763, " + BODY,
    "On an AMD EPYC 7763 with 16 threads, TTFT is 2 s.",
    "On a 64-core AMD EPYC, " + BODY,
]


@pytest.mark.parametrize("s", TRUE)
def test_cpu_model_number_reads(wit, s):
    r = grade_statement(s, wit, SCOPE)
    assert r.verdict == "net-true" and not r.reading.unread, (s, r.reason)


#: another model number of the same vendor: never net-true, never false (the hardware string may abbreviate)
OTHER_PART = [
    "On an AMD EPYC 9654, " + BODY,
    "On an AMD EPYC 7763X, " + BODY,
    "On an AMD EPYC 7763 with 16 threads, TTFT is 3 s.",      # x1.5
    "On an AMD EPYC 7763 with 4 threads, TTFT is 2 s.",       # the other arm
    NEG + "on an AMD EPYC 7763, " + BODY,
]


@pytest.mark.parametrize("s", OTHER_PART)
def test_other_part_never_net_true(wit, s):
    r = grade_statement(s, wit, SCOPE)
    assert r.verdict != "net-true", (s, r.reason)
    if "9654" in s or "7763X" in s:
        assert r.verdict != "false", (s, r.reason)


def test_another_vendor_still_contradicts(wit):
    r = grade_statement("On an Intel Xeon Platinum 8380, " + BODY, wit, SCOPE)
    assert r.verdict == "false" and "amd" in r.reason, r.reason


@pytest.mark.parametrize("scope,want", [
    ("llama.cpp on one AMD EPYC 7763 (CPU only), 5 requests per arm", "net-true"),
    ("llama.cpp on one AMD EPYC 9654 (CPU only), 5 requests per arm", "not-yet"),   # was net-true on main
    ("llama.cpp on an AMD EPYC 7713, 5 requests per arm", "not-yet"),
])
def test_scope_model_number(wit, scope, want):
    r = grade_statement(BODY[0].upper() + BODY[1:], wit, scope)
    assert r.verdict == want, (scope, r.reason)


@settings(max_examples=examples(30), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(num=st.sampled_from(["7763", "7713", "9654", "9754", "7763P", "7543", "9124"]),
       where=st.sampled_from(["scope", "statement"]))
def test_model_number_agrees_only_with_its_own(wit, num, where):
    """An AMD EPYC model number is net-true only as the witness's own (7763) and never false (same vendor)."""
    cpu = f"AMD EPYC {num}"
    if where == "scope":
        r = grade_statement(BODY[0].upper() + BODY[1:], wit, f"llama.cpp on one {cpu}, 5 requests per arm")
    else:
        r = grade_statement(f"On an {cpu}, {BODY}", wit, SCOPE)
    assert r.verdict != "false", (cpu, r.reason)
    assert (r.verdict == "net-true") == (num == "7763"), (cpu, where, r.verdict, r.reason)
