"""A setup label before a colon at the clause's start (production setup_label; descriptors.setup_label_at): "Llama-3.1-8B:
SGLang is 2.5x faster than vLLM", "H100, vLLM 0.6.3: the new build cuts mean TTFT ...", "vLLM / H100: ...". The facts
read there (a model, a GPU, an engine and its version, joined by "," / "/" / "and" / "on" / "with") are context, checked
as the same words in a scope: agrees where the witness records them, contradicted (false, the clause read completely)
where it records another model / GPU / engine, open where it records nothing (an engine version). A label with a word no
construct reads ("Fast H100:") stays unread.

Witnesses, worked out by hand (10 requests per arm, the same task ids; hardware 1 x H100 80GB for the witness; model
meta-llama/Llama-3.1-8B-Instruct):

* ``eng`` -- sglang (alias SGLang, treatment) 2.5 req/s, vllm (alias vLLM, baseline) 1.0 req/s, no witness engine:
  2.5 / 1.0 = 2.5x.
* ``bt`` -- witness engine vLLM; new ("the new build", treatment) TTFT 80 ms on every request, old ("the old build",
  baseline) 120 ms: mean = p99 = 80 / 120 ms; a cut of 40 / 120 = 33.3%; 120 / 80 = 1.5x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "eng": Spec("eng", [A("sglang", "SGLang", thr=2.5, role="treatment"), A("vllm", "vLLM", thr=1.0, role="baseline")],
                key="", engine=None),
    "bt": Spec("bt", [A("new", "the new build", ttft=0.08, role="treatment"),
                      A("old", "the old build", ttft=0.12, role="baseline")], key=""),
}

wit = sealed_fixture("setup_label", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


FRAMES = [
    ("eng", "Llama-3.1-8B: SGLang is 2.5x faster than vLLM.", [
        "Llama-3.1-8B: SGLang is 3.75x faster than vLLM.",
        "Llama-3.1-8B: vLLM is 2.5x faster than SGLang.",
        "Llama-3.1-8B: SGLang is 2.5x slower than vLLM.",
        NEG + "Llama-3.1-8B: SGLang is 2.5x faster than vLLM.",
        "Qwen2.5-7B: SGLang is 2.5x faster than vLLM.",
        "Llama-3.1-70B: SGLang is 2.5x faster than vLLM.",
    ]),
    ("eng", "H100: SGLang delivers about 2.5x the throughput of vLLM.", [
        "H100: SGLang delivers about 1.25x the throughput of vLLM.",
        "H100: vLLM delivers about 2.5x the throughput of SGLang.",
        "A100: SGLang delivers about 2.5x the throughput of vLLM.",
        "MI300X: SGLang delivers about 2.5x the throughput of vLLM.",
    ]),
    ("eng", "Llama-3.1-8B / H100: SGLang serves 2.5 req/s vs 1 req/s for vLLM.", [
        "Llama-3.1-8B / H100: SGLang serves 3.75 req/s vs 1 req/s for vLLM.",
        "Llama-3.1-8B / H100: SGLang serves 1 req/s vs 2.5 req/s for vLLM.",
        "Llama-3.1-8B / A100: SGLang serves 2.5 req/s vs 1 req/s for vLLM.",
    ]),
    ("bt", "H100, vLLM: the new build cuts mean TTFT by 33%.", [
        "H100, vLLM: the new build cuts mean TTFT by 50%.",
        "H100, vLLM: the new build raises mean TTFT by 33%.",
        "H100, vLLM: the old build cuts mean TTFT by 33%.",
        NEG + "H100, vLLM: the new build cuts mean TTFT by 33%.",
        "H100, SGLang: the new build cuts mean TTFT by 33%.",
        "A100, vLLM: the new build cuts mean TTFT by 33%.",
    ]),
    ("bt", "vLLM on an H100: the new build cuts p99 time to first token by about 33%.", [
        "vLLM on an H100: the new build cuts p99 time to first token by about 66%.",
        "TGI on an H100: the new build cuts p99 time to first token by about 33%.",
    ]),
    ("bt", "Llama-3.1-8B on one H100 with vLLM: the new build is 1.5x faster than the old build on mean TTFT.", [
        "Llama-3.1-8B on one H100 with vLLM: the new build is 2.25x faster than the old build on mean TTFT.",
        "Llama-3.1-8B on one H100 with vLLM: the old build is 1.5x faster than the new build on mean TTFT.",
        "Llama-3.1-8B on one L40S with vLLM: the new build is 1.5x faster than the old build on mean TTFT.",
    ]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,statement", [
    ("eng", "Qwen2.5-7B: SGLang is 2.5x faster than vLLM."),
    ("eng", "A100: SGLang delivers about 2.5x the throughput of vLLM."),
    ("bt", "H100, SGLang: the new build cuts mean TTFT by 33%."),
])
def test_a_label_the_witness_records_otherwise_is_false(name, statement, wit):
    res = grade_in(wit, name, statement)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "false", (statement, res.verdict, res.reason)


@pytest.mark.parametrize("name,statement", [
    ("bt", "H100, vLLM 0.6.3: the new build cuts mean TTFT by 33%."),     # no engine version recorded: open
    ("bt", "On vLLM 0.6.3 / H100: mean TTFT dropped from 120 ms to 80 ms with the new build."),
    ("bt", "Fast H100: the new build cuts mean TTFT by 33%."),            # "Fast" unread
    ("eng", "Llama-3.1-8B: SGLang is about 2.5x faster than vLLM, on most prompts."),
])
def test_honest_or_unclear_labels_are_never_false_nor_net_true(name, statement, wit):
    res = grade_in(wit, name, statement)
    assert res.verdict not in ("false", "net-true"), (statement, res.verdict, res.reason)


@pytest.mark.parametrize("statement", [
    "Fast H100: SGLang is 2.5x faster than vLLM.",
    "Our H100 numbers: SGLang is 2.5x faster than vLLM.",
])
def test_a_label_not_read_whole_stays_unread(statement):
    assert read_full(statement, "", {"sglang": ["SGLang"], "vllm": ["vLLM"]}).reading.unread, statement
