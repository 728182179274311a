"""Apple silicon in a witness's hardware record (vocabulary.SOC_RE; claimcheck/claims/statistics.py ``_soc_part``;
docs/claim-check.md, "Hardware"). An Apple M-series package holds CPU and GPU cores, and llama.cpp runs on its GPU
through Metal by default, or on its CPU: a record naming the package does not say which ran the requests.

Before: ``CPU_RE`` counted "Apple M2" as a CPU, so a record "Apple M2 Ultra (76-core GPU, 192GB unified memory)" was
"a CPU run", and an honest scope "llama.cpp on an M2 Ultra (76-core GPU)" graded every statement of its claim
`false` (an accusation from the importer's words, not from a fact). Now a part the record itself names (its GPU, a
76-core part) agrees as a description of the machine, an exclusion of it ("no GPU") is not known (the description
does not say what ran), any other part is not known, a discrete GPU ("on an H100") is contradicted, and a record
that says the CPU path ran ("CPU backend") is a CPU run as before.

Witness (real_sentences.witness_specs.arm_rows, worked out by hand): llama.cpp, single stream, fa_on 2.0 req/s with
every TTFT 200 ms, fa_off 1.6 req/s with every TTFT 250 ms (10 requests, 100 output tokens each).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import seal_spec  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("fa_on", "flash attention on", thr=2.0, ttft=0.2, tpot=0.02, tok=100, settings={"flash_attn": "on"},
          role="treatment"),
        A("fa_off", "flash attention off", thr=1.6, ttft=0.25, tpot=0.025, tok=100, settings={"flash_attn": "off"},
          role="baseline")]
HW = {"parts": "Apple M2 Ultra (24-core CPU, 76-core GPU, 192GB unified memory)",
      "gpu": "Apple M2 Ultra (76-core GPU, 192GB unified memory)",
      "bare": "Apple M2 Ultra",
      "cpu_path": "Apple M2 Ultra, CPU backend"}
TRUE = "Mean TTFT is 200 ms with flash attention on."
TWIST = "Mean TTFT is 300 ms with flash attention on."


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return {k: seal_spec(tmp_path_factory, "apple", k, ARMS, hw=hw, engine="llama.cpp") for k, hw in HW.items()}


# (record, scope, expected verdict of the true statement)
CASES = [
    ("gpu", "llama.cpp on an M2 Ultra (76-core GPU), single stream", "net-true"),
    ("gpu", "llama.cpp on the M2 Ultra's GPU, single stream", "net-true"),
    ("parts", "llama.cpp on an M2 Ultra (24-core CPU, 76-core GPU), single stream", "net-true"),
    ("bare", "llama.cpp on an Apple M2 Ultra, single stream", "net-true"),
    ("cpu_path", "llama.cpp on an M2 Ultra, CPU only, single stream", "net-true"),
    # the record does not say which part ran: not known, never an accusation
    ("bare", "llama.cpp on the M2 Ultra's GPU, single stream", "not-yet"),
    ("bare", "llama.cpp on an M2 Ultra, CPU only, single stream", "not-yet"),
    ("gpu", "llama.cpp on an M2 Ultra, CPU only, single stream", "not-yet"),
    ("gpu", "llama.cpp on an M2 Ultra, no GPU, single stream", "not-yet"),
    ("parts", "llama.cpp on an M2 Ultra, no GPU, single stream", "not-yet"),
    # facts the record does contradict
    ("bare", "llama.cpp on an H100, single stream", "false"),
    ("gpu", "llama.cpp on an RTX 4090, single stream", "false"),
    ("cpu_path", "llama.cpp on the M2 Ultra's GPU, single stream", "false"),
]


@pytest.mark.parametrize("record,scope,want", CASES)
def test_a_scope_about_apple_silicon_is_judged_by_what_the_record_says(wit, record, scope, want):
    assert grade_statement(TRUE, wit[record], scope).verdict == want


@pytest.mark.parametrize("record,scope,want", CASES)
def test_a_wrong_number_is_never_net_true_under_any_of_these_scopes(wit, record, scope, want):
    assert grade_statement(TWIST, wit[record], scope).verdict != "net-true"
