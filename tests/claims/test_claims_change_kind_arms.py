"""The change a write-up has just described, named by its kind as a condition of the sentence: "With this
optimization, SGLang v0.4 achieved 1.9x decoding throughput compared to SGLang v0.3." (real sentences rs461, rs459),
"With these changes, throughput rose 2x", "Before this fix, mean TTFT was 200 ms", "Without this optimization,
throughput was 50% lower". In a witness of two arms declaring the roles treatment and baseline, "this optimization" /
"these changes" / "this fix" / "this update" name the treatment as "this change" / "this PR" always have
(vocabulary.TREATMENT_PHRASES, production arm_by_role; "after" + the words too), and "before" / "without" + the same
words the baseline
(BEFORE_CHANGE_PHRASES). Elsewhere (no roles declared) the words name no arm and stay unread.

Witness worked out by hand (``uniform`` with one lane per arm: 8 tasks back to back over the wall, 8 output tokens
each):

* new (treatment, alias "v2"): 8 tasks in 0.8 s -> 10 req/s; TTFT 0.1 s each -> mean TTFT 100 ms;
* old (baseline, alias "v1"): 8 tasks in 1.6 s -> 5 req/s; TTFT 0.2 s each -> mean TTFT 200 ms.

So throughput rose 2x (10 / 5) with the change, 50% lower without it (5 / 10 - 1), and mean TTFT fell 50% (100 vs
200 ms). Twins: x1.5, the direction flipped, the arms swapped (before for after), the other arm's value.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 8 requests per arm"
KINDS = ["this optimization", "these optimizations", "these changes", "this fix", "this update"]


def _witness(tmp_path_factory, name: str, roles: tuple[str, str]) -> str:
    arms = {"new": {"aliases": ["v2"], "workers": 1, "role": roles[0]},
            "old": {"aliases": ["v1"], "workers": 1, "role": roles[1]}}
    rows = uniform("new", 8, 0.8, 1, ttft=0.1) + uniform("old", 8, 1.6, 1, ttft=0.2)
    return str(seal(tmp_path_factory.mktemp(name) / "w",
                    ab_witness(arms, hardware="1 x NVIDIA H100 80GB HBM3",
                               model={"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None},
                               engine="vLLM", inputs={"tasks": 8}), {"rows.jsonl": rows}))


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    return _witness(tmp_path_factory, "roles", ("treatment", "baseline"))


def _cap(s: str) -> str:
    return s[0].upper() + s[1:]


# (true sentence, twins that must never be net-true, of them the ones the rows contradict: false)
FRAMES = [
    ("With {k}, throughput rose 2x.",
     ["With {k}, throughput rose 3x.", "With {k}, throughput fell 2x.", "Before {k}, throughput rose 2x."],
     ["With {k}, throughput rose 3x.", "With {k}, throughput fell 2x.", "Before {k}, throughput rose 2x."]),
    ("With {k}, v2 is 2x faster than v1.",
     ["With {k}, v2 is 3x faster than v1.", "With {k}, v1 is 2x faster than v2.", "With {k}, v2 is 2x slower than v1."],
     ["With {k}, v2 is 3x faster than v1.", "With {k}, v2 is 2x slower than v1."]),
    ("With {k}, mean TTFT fell 50%.",
     ["With {k}, mean TTFT rose 50%.", "With {k}, mean TTFT fell 75%.", "Without {k}, mean TTFT fell 50%."],
     ["With {k}, mean TTFT rose 50%.", "With {k}, mean TTFT fell 75%."]),
    ("Before {k}, mean TTFT was 200 ms.",
     ["Before {k}, mean TTFT was 100 ms.", "With {k}, mean TTFT was 200 ms.", "Before {k}, mean TTFT was 300 ms."],
     ["Before {k}, mean TTFT was 100 ms.", "With {k}, mean TTFT was 200 ms.", "Before {k}, mean TTFT was 300 ms."]),
    ("Without {k}, throughput was 50% lower.",
     ["Without {k}, throughput was 50% higher.", "With {k}, throughput was 50% lower.",
      "Without {k}, throughput was 2x higher."],
     ["Without {k}, throughput was 50% higher.", "With {k}, throughput was 50% lower.",
      "Without {k}, throughput was 2x higher."]),
    ("Throughput rose 2x with {k}.", ["Throughput rose 4x with {k}.", "Throughput fell 2x with {k}."],
     ["Throughput rose 4x with {k}.", "Throughput fell 2x with {k}."]),
]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("true,twins,contradicted", FRAMES, ids=[f[0] for f in FRAMES])
def test_the_change_named_by_its_kind_is_the_declared_treatment(kind, true, twins, contradicted, wit):
    s = _cap(true.format(k=kind))
    res = grade_statement(s, wit, SCOPE)
    assert not res.reading.unread and res.verdict == "net-true", (s, [u.text for u in res.reading.unread], res.reason)
    for t in twins:
        t = _cap(t.format(k=kind))
        got = grade_statement(t, wit, SCOPE)
        assert_never_net_true(got, t)
        if t in {_cap(c.format(k=kind)) for c in contradicted}:
            assert got.verdict == "false", (t, got.verdict, got.reason)


@pytest.mark.parametrize("s", ["With this optimization, SGLang v0.4 achieved 1.9x decoding throughput compared to "
                               "SGLang v0.3.",
                               "With this optimization, v2 is 2x faster than v1."])
def test_without_declared_roles_the_words_name_no_arm(s):
    """No roles declared: which arm is "this optimization" no record says; the words stay unread."""
    got = read_full(s, "", {"new": ["v2", "SGLang v0.4"], "old": ["v1", "SGLang v0.3"]}).reading
    assert any("optimization" in u.text for u in got.unread), [u.text for u in got.unread]
    st = {"new": {"role": "treatment"}, "old": {"role": "baseline"}}
    got = read_full(s, "", {"new": ["v2", "SGLang v0.4"], "old": ["v1", "SGLang v0.3"]}, arm_settings=st).reading
    assert not got.unread, [u.text for u in got.unread]  # with the roles: the treatment


@pytest.mark.parametrize("s", ["With this optimization disabled, throughput rose 2x.",
                               "With this optimization turned off, v2 is 2x faster than v1."])
def test_a_state_after_the_change_stays_unread(s, wit):
    """"With this optimization disabled": the change said off is the baseline, not read from these words (unread,
    not-yet, never false)."""
    got = grade_statement(s, wit, SCOPE)
    assert got.reading.unread and got.verdict == "not-yet", (s, got.verdict, got.reason)


@settings(max_examples=examples(30), deadline=None)
@given(kind=st.sampled_from(KINDS), factor=st.sampled_from(["2x", "3x", "1.5x", "4x", "2.5x"]),
       verb=st.sampled_from(["rose", "fell"]), lead=st.sampled_from(["With", "Before", "Without", "After"]))
def test_a_family_is_net_true_only_where_it_is_true(kind, factor, verb, lead, tmp_path_factory):
    """Any kind, factor, direction and lead: net-true exactly where it is true -- the treatment's throughput rising 2x
    (the lead "With" / "After"), or the baseline's falling 2x ("Before" / "Without") -- never for another factor or
    the direction flipped; a true one is never false."""
    w = getattr(test_a_family_is_net_true_only_where_it_is_true, "_w", None)
    if w is None:
        w = _witness(tmp_path_factory, "family", ("treatment", "baseline"))
        test_a_family_is_net_true_only_where_it_is_true._w = w
    s = f"{lead} {kind}, throughput {verb} {factor}."
    got = grade_statement(s, w, SCOPE)
    # the change's side rose 2x; the side before or without it is 2x lower ("Without this fix, throughput falls 2x")
    true = factor == "2x" and (verb == "rose") == (lead in ("With", "After"))
    if true:
        assert got.verdict == "net-true", (s, got.reason)
    else:
        assert_never_net_true(got, s)
    if true:
        assert_never_false(got, s)
