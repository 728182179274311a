"""A CPU count said of the machine against the count its hardware string records (statistics._recorded_cores,
_core_kind; production cpu_model's core count). Found on held26 dev b11: the witness records "Intel(R) Xeon(R) Gold
6338 CPU @ 2.00GHz; 32 logical CPUs; no accelerator", and "On a 32-core Xeon, ..." was graded FALSE: "the witness
records 6338 CPUs, not 32" -- the model number before a singular "CPU" was read as the count. Now a recorded count is
a number before "logical CPUs" / "cores" / "core" / "vCPUs" / "threads" / plural "CPUs" only; and a count of cores
said of a record that counts logical CPUs (or the other way round) is another count: equal agrees, fewer cores than
logical CPUs (two threads a core) is unknowable, never false; more cores than logical CPUs stays contradicted. The same kind of count, different, stays false
(tests/claims/test_claims_cpu_model.py: "64-Core Processor" recorded).

Witness by hand: llama.cpp on that Xeon, t16 (TTFT 2 s) vs t4 (TTFT 8 s), 5 requests each run back to back.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

HW = "Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz; 32 logical CPUs; no accelerator"
SCOPE = "llama.cpp, 5 requests per arm"
ARMS = [A("t16", seq=True, ttft=2.0, tpot=0.05, tok=128, prompt=512, n=5, settings={"threads": 16}, role="treatment"),
        A("t4", seq=True, ttft=8.0, tpot=0.125, tok=128, prompt=512, n=5, settings={"threads": 4}, role="baseline")]
BODY = "time to first token drops from 8 s to 2 s when using 16 threads instead of 4."


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("recorded-cores")
    return str(seal(root / "xeon", *witness_for(Spec("xeon", ARMS, key="", hw=HW, engine="llama.cpp",
                                                     model="Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf"))))


def grade(wit, s):
    return grade_statement(s, wit, SCOPE)


#: the record's own count said as cores: read completely and net-true (never "6338 CPUs")
TRUE = [("On a 32-core Xeon, " + BODY, ["On a 32-core Xeon, time to first token drops from 8 s to 4 s when using 16 "
                                        "threads instead of 4.", "On a 16-core Xeon, " + BODY,
                                        "On a 32-core EPYC, " + BODY])]
#: fewer cores than the recorded logical CPUs (16 cores, two threads each, are 32 logical CPUs): never false, never
#: net-true (more cores than the run's logical CPUs stays false: tests/claims/test_claims_context.py)
UNDECIDED = ["On a 16-core Xeon, " + BODY, "On an 8-core Xeon, " + BODY]


@pytest.mark.parametrize("true,twins", TRUE, ids=[t[:18] for t, _ in TRUE])
def test_the_recorded_count_is_net_true(wit, true, twins):
    assert_read_net_true(grade(wit, true))
    for twin in twins:
        assert_never_net_true(grade(wit, twin), twin)


@pytest.mark.parametrize("s", UNDECIDED)
def test_a_count_of_another_kind_is_never_false(wit, s):
    r = grade(wit, s)
    assert_never_false(r, s)
    assert_never_net_true(r, s)
