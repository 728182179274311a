"""An elided setting phrase after "vs": "Caching on vs. off" (issue 16; production state_ellipsis,
claimcheck/claims/ellipsis.py). Found by tuning battery 31 (vLLM automatic prefix caching on vs off): "Caching on vs.
off: 320 vs. 200 output tokens/s." left "vs", "off" and both values unread, while "Caching on vs. caching off: ..."
read. Now an arm phrase ending in a state word (on / off / enabled / disabled), "vs" / "vs." / "versus" and the bare
opposite state word ending the phrase name the two arms, only in a witness of two arms whose settings differ in one
key, on in one and off in the other, and only where the phrase's state is its arm's own.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; vLLM, one H100, 20 requests per arm, 1000
prompt + 100 output tokens):

* ``apc`` -- apc_on (prefix_caching true, treatment): 3.2 req/s -> wall 6.25 s, 2000 / 6.25 = 320 output tok/s,
  TTFT 80 ms. apc_off (prefix_caching false, baseline): 2 req/s -> wall 10 s, 200 output tok/s, TTFT 250 ms.
* ``three`` -- the two arms above and apc_big (prefix_caching true, max_num_seqs 512): no on/off pair (three arms).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

NEG = "It is not true that "
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 20 requests per arm"
ON = A("apc_on", thr=3.2, ttft=0.08, tpot=0.01, tok=100, prompt=1000, n=20, settings={"prefix_caching": True},
       role="treatment")
OFF = A("apc_off", thr=2, ttft=0.25, tpot=0.01, tok=100, prompt=1000, n=20, settings={"prefix_caching": False},
        role="baseline")
BIG = A("apc_big", thr=4, ttft=0.08, tpot=0.01, tok=100, prompt=1000, n=20,
        settings={"prefix_caching": True, "max_num_seqs": 512}, role="treatment")


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("state_ellipsis")
    return {name: str(seal(root / name, *witness_for(Spec(name, arms, key="", engine="vLLM"))))
            for name, arms in (("apc", [ON, OFF]), ("three", [ON, OFF, BIG]))}


CASES = [
    ("Caching on vs. off: 320 vs. 200 output tokens/s.",
     ["Caching on vs. off: 200 vs. 320 output tokens/s.", "Caching off vs. on: 320 vs. 200 output tokens/s.",
      "Caching on vs. off: 480 vs. 200 output tokens/s.", "Caching on vs. off: 320 vs. 100 output tokens/s.",
      "Caching on vs. off: 160 vs. 200 output tokens/s.", NEG + "caching on vs. off: 320 vs. 200 output tokens/s.",
      "On an A100, caching on vs. off: 320 vs. 200 output tokens/s."]),
    ("Caching off vs. on: 200 vs. 320 output tokens/s.",
     ["Caching off vs. on: 320 vs. 200 output tokens/s.", "Caching off vs. on: 200 vs. 480 output tokens/s."]),
    ("APC enabled vs disabled: 320 vs. 200 output tokens/s.",
     ["APC enabled vs disabled: 200 vs. 320 output tokens/s.", "APC disabled vs enabled: 320 vs. 200 output tokens/s."]),
    ("Prefix caching on versus off: 80 ms vs 250 ms mean TTFT.",
     ["Prefix caching on versus off: 250 ms vs 80 ms mean TTFT.",
      "Prefix caching on versus off: 120 ms vs 250 ms mean TTFT."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[t[:50] for t, _ in CASES])
def test_state_ellipsis(wit, true, twins):
    r = grade_statement(true, wit["apc"], SCOPE)
    assert r.verdict == "net-true" and not r.reading.unread, (true, r.reason)
    for s in twins:
        t = grade_statement(s, wit["apc"], SCOPE)
        assert t.verdict != "net-true", (s, t.reason)


@pytest.mark.parametrize("name,s", [
    ("three", "Caching on vs. off: 320 vs. 200 output tokens/s."),      # three arms: "caching on" names two
    ("apc", "Caching on vs. on: 320 vs. 200 output tokens/s."),         # not the opposite state
    ("apc", "Caching on vs. off the shelf: 320 vs. 200 output tokens/s."),   # "off" does not end the phrase
])
def test_not_read(wit, name, s):
    r = grade_statement(s, wit[name], SCOPE)
    assert r.verdict not in ("net-true", "false"), (s, r.reason)
