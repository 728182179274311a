"""GPU makers listed before one GPU noun in a scope (production gpu_vendor_list -- grammar._Clause._vendor_list_noun,
vocabulary.GPU_VENDOR_WORDS / GPU_VENDOR_JOINS): "AMD or Intel GPUs not tested", "not tested on AMD or Intel GPUs",
"AMD and Intel GPUs were not tested": every vendor of the list is a GPU vendor (the noun is each one's), excluded by
the negation after or before the list (falsebar._listed_before / the negation's chain). Before: "AMD" before "or" was
read as a host CPU's maker, its exclusion unbound: every statement graded with the scope was not-yet.

On a witness of other hardware (an H100: NVIDIA) the exclusion holds; where the list names the witness's own maker
("NVIDIA or AMD GPUs not tested" of an H100, "AMD or Intel GPUs not tested" of an MI300X) the words are certain and
the scope is contradicted (false, as "AMD GPUs not tested" of an MI300X was before). A list with a word that is no
GPU vendor ("AMD, Intel, or Apple GPUs") and a CPU list stay unread (not-yet), never an accusation.

Witnesses by hand (real_sentences.witness_specs; 40 requests per arm): ``h100`` (1 x NVIDIA H100) and ``mi300x``
(8 x AMD Instinct MI300X), each ``on`` (alias "APC") 7.2 req/s vs ``off`` (baseline, "the old config") 5.76 req/s:
1.25x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, MI300X, Spec  # noqa: E402

APC = [A("on", "APC", thr=7.2, ttft=0.105, tpot=0.0153, tok=96, n=40, role="treatment"),
       A("off", "the old config", thr=5.76, ttft=0.414, tpot=0.0161, tok=96, n=40, role="baseline")]
TRUE = "APC is 1.25x faster than the old config."
BASE = {"h100": "Llama-3.1-8B-Instruct on one H100, 40 requests per arm",
        "mi300x": "Llama-3.1-8B-Instruct on 8x MI300X, 40 requests per arm"}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "vendorlist", {"h100": Spec("h100", list(APC), key=""),
                                                      "mi300x": Spec("mi300x", list(APC), key="", hw=MI300X)})


def grade(wit, name: str, tail: str, statement: str = TRUE):
    return grade_statement(statement, wit[name], f"{BASE[name]}; {tail}")


@pytest.mark.parametrize("tail", ["AMD or Intel GPUs not tested", "AMD and Intel GPUs were not tested",
                                  "not tested on AMD or Intel GPUs", "Intel or AMD GPUs not tested",
                                  "AMD/Intel GPUs not tested", "AMD or Intel GPUs were not tested, only an H100"])
def test_other_vendors_excluded_hold(wit, tail):
    assert_read_net_true(grade(wit, "h100", tail))


@pytest.mark.parametrize("name, tail", [("h100", "NVIDIA or AMD GPUs not tested"),
                                        ("h100", "AMD or NVIDIA GPUs not tested"),
                                        ("h100", "not tested on AMD or NVIDIA GPUs"),
                                        ("mi300x", "AMD or Intel GPUs not tested"),
                                        ("mi300x", "Intel or AMD GPUs were not tested")])
def test_own_vendor_excluded_is_false(wit, name, tail):
    """The list names the run's own maker: the scope is contradicted by the hardware, a complete reading."""
    res = grade(wit, name, tail)
    assert res.verdict == "false", (tail, res.verdict, res.reason)


@pytest.mark.parametrize("name, tail", [("h100", "AMD, Intel, or Apple GPUs not tested"),
                                        ("h100", "AMD or Intel CPUs not tested"),
                                        ("mi300x", "AMD, Intel, or Apple GPUs not tested")])
def test_unread_lists_never_false(wit, name, tail):
    res = grade(wit, name, tail)
    assert_never_false(res, tail)
    assert res.verdict != "net-true", tail


def test_twin_statement_stays_a_twin(wit):
    s = "APC is 2x faster than the old config."
    assert_never_net_true(grade(wit, "h100", "AMD or Intel GPUs not tested", s), s)


@settings(max_examples=examples(30), deadline=None)
@given(vendors=st.lists(st.sampled_from(["AMD", "Intel", "NVIDIA"]), min_size=2, max_size=2, unique=True),
       join=st.sampled_from([" or ", " and ", "/"]), name=st.sampled_from(["h100", "mi300x"]),
       form=st.sampled_from(["{} GPUs not tested", "not tested on {} GPUs"]))
def test_verdict_follows_the_hardware(wit, vendors, join, name, form):
    """Net-true exactly where the list leaves out the run's own maker (H100: NVIDIA, MI300X: AMD); false where it
    names it."""
    tail = form.format(join.join(vendors))
    own = "NVIDIA" if name == "h100" else "AMD"
    res = grade(wit, name, tail)
    if own in vendors:
        assert res.verdict == "false", (tail, res.verdict, res.reason)
    else:
        assert_read_net_true(res)


@pytest.mark.parametrize("tail", ["not tested on A100 and H200", "not tested on A100/H200", "not tested on A100 & H200",
                                  "not tested on an A100 and an H200", "we did not test on A100 and H200"])
def test_excluded_gpus_joined_by_and_hold(wit, tail):
    """production excluded_hardware_list: accelerators joined by "and" / "&" / "/" after one negation are each
    excluded. Before, "not tested on A100 and H200" read "H200" as the run's GPU: this honest scope graded false on an
    H100 witness."""
    assert_read_net_true(grade(wit, "h100", tail))


@pytest.mark.parametrize("tail", ["not tested on A100 and H100", "not tested on H200/H100", "not tested on H100 and A100"])
def test_excluded_list_naming_the_run_is_false(wit, tail):
    """The list names the run's own GPU: contradicted (before, "not tested on A100 and H100" was net-true on an H100)."""
    res = grade(wit, "h100", tail)
    assert res.verdict == "false", (tail, res.verdict, res.reason)
