"""A dataset's name between a count and its request noun (grammar production counted_dataset, in all_count;
descriptors.counted_dataset_at): "All 200 ShareGPT requests completed in every configuration (0 failures)" (SGLang-style
release notes). The name says what the counted requests were: the run's dataset, checked as "on ShareGPT" is (a witness
that ran another dataset contradicts it, as it contradicts "on MT-Bench"), and the count is read as "All 200 requests".

Witnesses (real_sentences.witness_specs rows): ``sg`` three arms (v0.3.6 baseline, v0.4.0, overlap) of 200 requests
each, settings dataset "sharegpt"; ``sg_fail``: overlap's t005 failed; ``nods``: the same arms declaring no dataset.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

NEG = "It is not true that "
DS = {"dataset": "sharegpt"}
SG = [A("v0.3.6", n=200, thr=8.9, role="baseline", settings=DS), A("v0.4.0", n=200, thr=11.4, role="treatment", settings=DS),
      A("overlap", n=200, thr=12.5, role="treatment", settings=DS)]
NODS = [A("v0.3.6", n=200, thr=8.9, role="baseline"), A("v0.4.0", n=200, thr=11.4, role="treatment"),
        A("overlap", n=200, thr=12.5, role="treatment")]
SPECS = {"sg": (SG, ()), "sg_fail": (SG, (("overlap", "t005"),)), "nods": (NODS, ())}
SCOPE = "200 prompts per configuration"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("counted_dataset")
    out = {}
    for name, (arms, fail) in SPECS.items():
        w, files = witness_for(Spec(name, list(arms), key="", engine="vLLM"))
        if fail:
            files = {"rows.jsonl": [{**r, "ok": False} if (r["arm"], r["task_id"]) in fail else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


CASES = [
    ("All 200 ShareGPT requests completed in every configuration (0 failures).",
     ["All 300 ShareGPT requests completed in every configuration (0 failures).",
      "All 100 ShareGPT requests completed in every configuration (0 failures).",
      "All 200 MT-Bench requests completed in every configuration (0 failures).",
      NEG + "all 200 ShareGPT requests completed in every configuration."]),
    ("All 200 ShareGPT prompts completed successfully in all three configurations.",
     ["All 200 HumanEval prompts completed successfully in all three configurations.",
      "All 400 ShareGPT prompts completed successfully in all three configurations."]),
    ("Every one of the 200 ShareGPT requests completed in each configuration.",
     ["Every one of the 300 ShareGPT requests completed in each configuration."]),
    ("All 600 ShareGPT requests completed.", ["All 900 ShareGPT requests completed."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:60] for c in CASES])
def test_true_is_read_and_net_true(wit, true, twins):
    assert_read_net_true(grade(wit, "sg", true))


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:60] for c in CASES])
def test_twins_never_net_true(wit, true, twins):
    for t in twins:
        assert_never_net_true(grade(wit, "sg", t), t)


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:60] for c in CASES])
def test_a_failed_request_is_never_net_true(wit, true, twins):
    assert_never_net_true(grade(wit, "sg_fail", true), true)


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:60] for c in CASES])
def test_never_false(wit, true, twins):
    assert_never_false(grade(wit, "sg", true), true)
    # a witness that records no dataset cannot confirm the name: never net-true, never false
    res = grade(wit, "nods", true)
    assert res.verdict not in ("false",), (true, res.reason)
