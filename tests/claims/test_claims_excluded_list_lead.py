"""An excluded list whose first items are things other than the run's (issue 16; production excluded_list_lead,
claimcheck/claims/other_exclusions.list_lead, called from falsebar.refine; words: vocabulary.OTHER_COMPARATIVES,
OTHER_THAN_RUN_WORDS).

Held back before (held25 b01, every statement of a CPU battery): the scope "...; not tested with longer prompts, other
CPUs or GPU offload" read "GPU" as a fact that was not excluded (the negation stood three items back), so on a CPU
witness it was a contradiction held back (its clause read in part) and every statement stayed not-yet. Now a negation,
its verb ("not tested with", "we did not try") and items other than the run's ("longer prompts", "other CPUs",
"larger models"), joined by "," and a closing "or" / "and" / "nor", exclude the fact after them: "GPU" of a CPU run
holds; "an A100" of an H100 run holds, of an A100 run it is false (the scope says the run's own hardware was not
tested). Items with a number or a fact of their own are not such items: the list is then read as before.

Witnesses (every request of an arm alike; the PR arm 2 req/s, main 1 req/s: "The PR had 2x the request throughput of
main." holds by hand, 2 / 1 = 2): ``h100`` 1 x H100, ``a100`` 1 x A100, ``cpu`` llama.cpp on an AMD Ryzen 9 7950X with no GPU.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

TRUE = "The PR had 2x the request throughput of main."
TWINS = ["The PR had 3x the request throughput of main.", "Main had 2x the request throughput of the PR.",
         "The PR had 2x lower request throughput than main."]
CPU = "AMD Ryzen 9 7950X 16-Core Processor; 32 logical CPUs; no accelerator"


def _spec(name: str, hw: str, engine: str = "vLLM") -> Spec:
    return Spec(name, [A("pr", "the PR", thr=2, ttft=0.1, n=12, role="treatment"),
                       A("main", thr=1, ttft=0.1, n=12, role="baseline")],
                key="", hw=hw, model="meta-llama/Llama-3.1-8B-Instruct", engine=engine)


SPECS = {"h100": _spec("h100", "1 x NVIDIA H100 80GB HBM3"), "a100": _spec("a100", "1 x NVIDIA A100 80GB"),
         "cpu": _spec("cpu", CPU, engine="llama.cpp")}
wit = sealed_fixture("excluded_list_lead", SPECS)

ITEMS = ["longer prompts", "other CPUs", "larger models", "higher concurrency", "different batch sizes",
         "any other engine", "shorter outputs"]
VERBS = ["not tested with", "not tested on", "we did not try", "not evaluated with", "not benchmarked with",
         "we have not tested"]


def _lead(verb: str, items: list[str], joiner: str) -> str:
    return f"{verb} {', '.join(items)}{',' if len(items) > 1 and joiner == 'or' else ''} {joiner} "


@pytest.mark.parametrize("name,scope", [
    ("cpu", "llama.cpp, CPU only on an AMD Ryzen 9 7950X; 12 requests per arm; not tested with longer prompts, other "
            "CPUs or GPU offload"),
    ("cpu", "CPU only; not tested with longer prompts or GPU offload"),
    ("cpu", "CPU only; not tested with larger models, higher concurrency or a GPU"),
    ("h100", "1x H100; not tested with longer prompts, other GPUs or an A100"),
    ("h100", "1x H100; we did not try larger models or multi-node"),
])
def test_an_excluded_list_after_other_items_holds(wit, name, scope):
    res = grade_statement(TRUE, wit[name], scope)
    assert res.verdict == "net-true", (scope, res.reason)
    for twin in TWINS:
        assert_never_net_true(grade_statement(twin, wit[name], scope), twin)


@pytest.mark.parametrize("name,scope", [
    ("a100", "1x A100; not tested with longer prompts, other models or an A100"),
    ("h100", "not tested with longer prompts or an H100"),
    ("cpu", "not tested with larger models or AMD Ryzen"),
])
def test_the_run_s_own_hardware_in_the_excluded_list_is_false(wit, name, scope):
    res = grade_statement(TRUE, wit[name], scope)
    assert res.verdict == "false", (scope, res.reason)


@pytest.mark.parametrize("scope", [
    "1x H100; not tested with longer prompts, an H100 or an A100",  # a fact between: read as before
    "12 requests per arm; longer prompts, other GPUs or an A100",   # no negation
])
def test_other_lists_are_never_an_accusation_of_an_a100_named_beside_them(wit, scope):
    assert_never_false(grade_statement(TRUE, wit["a100"] if "an H100" not in scope else wit["h100"], scope), scope)


@settings(max_examples=30, deadline=None)
@given(verb=st.sampled_from(VERBS), items=st.lists(st.sampled_from(ITEMS), min_size=1, max_size=3, unique=True),
       joiner=st.sampled_from(["or", "and", "nor"]), gpu=st.sampled_from(["an A100", "A100", "an A100 80GB"]))
def test_any_list_of_other_items_then_a100_holds_of_h100_and_is_false_of_a100(wit, verb, items, joiner, gpu):
    scope = f"12 requests per arm; {_lead(verb, items, joiner)}{gpu}"
    res = grade_statement(TRUE, wit["h100"], scope)
    assert res.verdict == "net-true", (scope, res.reason)
    res = grade_statement(TRUE, wit["a100"], scope)
    assert res.verdict == "false", (scope, res.reason)
