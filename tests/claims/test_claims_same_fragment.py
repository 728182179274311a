"""Like-for-like fragments as write-ups write them (production same_fragment; descriptors._same_fragment): a clause, or
the rest of one after "," / ";" / "(" / a dash, that is nothing but like-for-like items -- "Same GPU, same SGLang
version, same prompts.", "Identical hardware and prompts for both runs.", "Both arms use the same model, prompts and
output cap.", "..., everything else held constant". Each item is the fact "on the same hardware" always made
(descriptors._check_same, the one rule): GPU / hardware one hardware record (per-arm hardware that differs:
unknowable), model one model id, prompts the same task ids, engine one engine (contradicted where the arms record two,
or another), version one declared engine version, output cap the one declared cap, "everything else held constant"
identical declared settings (never contradicted), a driver / container / seed: no check (unknowable, not-yet). The
whole list is read to the clause's end or none of it is -- save where a list opening its clause (or after a comma) ends
at a comma before a count ("Same 200 prompts, same H100, zero failed requests in either run", "Same 40 prompts, one
at a time, ...") or before "on" and no arm ("same GGUF on my 4090"): the rest is then read on its own. "Same N
prompts": the same task ids and N in each arm (a count only the arms' sum makes: inconclusive, never false); "same
H100": one hardware record, and that GPU the witness's (as "on an H100"); "same GGUF": one model id.

Witnesses, worked out by hand (10 requests per arm, the same task ids and 100 prompt tokens in every arm,
real_sentences.witness_specs.arm_rows; the wall is n / throughput; hardware 1 x H100 80GB recorded once for the
witness; model Llama-3.1-8B-Instruct; output cap 8):

* ``eng`` -- sglang (alias SGLang, settings engine SGLang, treatment) 2.5 req/s, vllm (alias vLLM, engine vLLM,
  baseline) 1.0 req/s: 2.5 / 1.0 = 2.5x.
* ``bt`` -- engine vLLM for the witness; new (alias "the new build", treatment) TTFT 80 ms on every request, old
  ("the old build", baseline) 120 ms: mean = p99 = 80 / 120 ms; 120 / 80 = 1.5x, a 33% cut.
* ``hw`` -- the rows of ``eng`` under Foo / Bar, Foo declaring gpu H100, Bar gpu A100: "same GPU" unknowable.
* ``models`` -- the rows of ``eng`` under Foo / Bar, Foo declaring model Qwen2.5-7B-Instruct: "same model" unknowable.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "eng": Spec("eng", [A("sglang", "SGLang", thr=2.5, settings={"engine": "SGLang"}, role="treatment"),
                        A("vllm", "vLLM", thr=1.0, settings={"engine": "vLLM"}, role="baseline")], key="", engine=None),
    "bt": Spec("bt", [A("new", "the new build", ttft=0.08, role="treatment"),
                      A("old", "the old build", ttft=0.12, role="baseline")], key=""),
    "hw": Spec("hw", [A("foo", "Foo", thr=2.5, settings={"gpu": "H100"}, role="treatment"),
                      A("bar", "Bar", thr=1.0, settings={"gpu": "A100"}, role="baseline")], key=""),
    "models": Spec("models", [A("foo", "Foo", thr=2.5, model="Qwen/Qwen2.5-7B-Instruct", role="treatment"),
                              A("bar", "Bar", thr=1.0, role="baseline")], key=""),
}

wit = sealed_fixture("same_fragment", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


E = "SGLang is 2.5x faster than vLLM"
B = "The new build cuts mean TTFT from 120 ms to 80 ms"

FRAMES = [
    ("eng", E + ". Same GPU, same prompts.", [
        "SGLang is 3.75x faster than vLLM. Same GPU, same prompts.",
        "SGLang is 1.25x faster than vLLM. Same GPU, same prompts.",
        "vLLM is 2.5x faster than SGLang. Same GPU, same prompts.",
        "SGLang is 2.5x slower than vLLM. Same GPU, same prompts.",
        NEG + E[0].lower() + E[1:] + ". Same GPU, same prompts.",
        E + ". Same GPU, same prompts, same engine.",            # the arms record two engines: contradicted
        E + ". Same GPU, same SGLang version, same prompts.",    # the vLLM arm runs vLLM: contradicted
        E + ". Same GPU, same driver.",                           # the witness cannot speak to a driver: not-yet
        E + ". Same A100, same prompts.",
    ]),
    ("eng", E + ". Identical hardware and prompts for both runs.", [
        "SGLang is 3.75x faster than vLLM. Identical hardware and prompts for both runs.",
        "vLLM is 2.5x faster than SGLang. Identical hardware and prompts for both runs.",
    ]),
    ("eng", E + ". Both arms use the same model, prompts and output cap.", [
        "SGLang is 1.25x faster than vLLM. Both arms use the same model, prompts and output cap.",
        "vLLM is 2.5x faster than SGLang. Both arms use the same model, prompts and output cap.",
        E + ". Both arms use the same model, prompts and engine.",
    ]),
    ("eng", E + ", same GPU, same prompts.", [
        "vLLM is 2.5x faster than SGLang, same GPU, same prompts.",
        E + ", same GPU, same engine.",
    ]),
    ("eng", E + " (same GPU, same prompts, same output cap).", [
        "SGLang is 3.75x faster than vLLM (same GPU, same prompts, same output cap).",
        "vLLM is 2.5x faster than SGLang (same GPU, same prompts, same output cap).",
    ]),
    ("eng", "SGLang delivers about 2.5x the throughput of vLLM; same hardware, same model.", [
        "SGLang delivers about 3.75x the throughput of vLLM; same hardware, same model.",
        "vLLM delivers about 2.5x the throughput of SGLang; same hardware, same model.",
        "SGLang delivers about 2.5x the throughput of vLLM; same hardware, same engine.",
    ]),
    ("eng", "Same 10 prompts, same H100, zero failed requests in either run.", [
        "Same 15 prompts, same H100, zero failed requests in either run.",     # x1.5
        "Same 5 prompts, same H100, zero failed requests in either run.",      # x0.5
        "Same 20 prompts, same H100, zero failed requests in either run.",     # the arms' sum
        "Same 9 prompts, same H100, zero failed requests in either run.",      # -1
        "Same 10 prompts, same A100, zero failed requests in either run.",
        "Same 10 prompts, same H100, 2 failed requests in either run.",
        "Same 10 prompts, same engine, zero failed requests in either run.",   # two engines: contradicted
        NEG + "same 10 prompts, same H100, zero failed requests in either run."]),
    ("eng", E + ". Same 10 prompts, same GGUF on an H100.", [
        "SGLang is 3.75x faster than vLLM. Same 10 prompts, same GGUF on an H100.",
        "vLLM is 2.5x faster than SGLang. Same 10 prompts, same GGUF on an H100.",
        E + ". Same 20 prompts, same GGUF on an H100.",
        E + ". Same 10 prompts, same GGUF on an A100."]),
    ("bt", B + ". Same GPU, same vLLM engine, same prompts.", [
        "The new build cuts mean TTFT from 120 ms to 40 ms. Same GPU, same vLLM engine, same prompts.",
        "The new build cuts mean TTFT from 180 ms to 80 ms. Same GPU, same vLLM engine, same prompts.",
        "The new build raises mean TTFT from 120 ms to 80 ms. Same GPU, same vLLM engine, same prompts.",
        "The old build cuts mean TTFT from 120 ms to 80 ms. Same GPU, same vLLM engine, same prompts.",
        NEG + "the new build cuts mean TTFT from 120 ms to 80 ms. Same GPU, same vLLM engine, same prompts.",
        B + ". Same GPU, same SGLang engine, same prompts.",     # every arm ran vLLM: contradicted
        B + ". Same GPU, same vLLM version, same prompts.",      # no engine version recorded: not-yet
    ]),
    ("bt", "The new build is 1.5x faster than the old build on p99 TTFT - same hardware, same engine, same output cap.", [
        "The new build is 2.25x faster than the old build on p99 TTFT - same hardware, same engine, same output cap.",
        "The old build is 1.5x faster than the new build on p99 TTFT - same hardware, same engine, same output cap.",
        "The new build is 1.5x faster than the old build on p99 TTFT - same hardware, same SGLang engine, same output cap.",
    ]),
    ("bt", "The new build has 33% lower time to first token than the old build. All runs used the same GPU and prompts.", [
        "The new build has 50% lower time to first token than the old build. All runs used the same GPU and prompts.",
        "The new build has 33% higher time to first token than the old build. All runs used the same GPU and prompts.",
    ]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,statement", [
    ("hw", "Foo is 2.5x faster than Bar. Same GPU, same prompts."),               # per-arm GPUs differ: unknowable
    ("hw", "Foo is 2.5x faster than Bar. Identical hardware and prompts for both runs."),
    ("models", "Foo is 2.5x faster than Bar. Both arms use the same model, prompts and output cap."),  # two ids
    ("eng", E + ", everything else held constant."),        # the declared settings differ (the engine compared)
    ("eng", E + ". Same hardware, same driver."),            # a driver: nothing recorded
    ("bt", B + ". Same GPU, same vLLM version, same prompts."),
])
def test_a_like_for_like_the_witness_does_not_confirm_is_never_net_true_nor_false(name, statement, wit):
    res = grade_in(wit, name, statement)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict not in ("net-true", "false"), (statement, res.verdict, res.reason)


@pytest.mark.parametrize("name,statement", [
    ("eng", E + ". Same GPU, same SGLang version, same prompts."),
    ("eng", E + ". Same GPU, same engine."),
    ("bt", B + ". Same GPU, same SGLang engine, same prompts."),
])
def test_a_fragment_the_witness_records_otherwise_is_false(name, statement, wit):
    res = grade_in(wit, name, statement)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "false", (statement, res.verdict, res.reason)


@pytest.mark.parametrize("name,statement", [
    ("eng", "Both engines ran the same prompts."),
    ("eng", E + ". Same GPU, similar prompts."),
    ("hw", "Foo is 2.5x faster than Bar, everything else held constant."),
    ("eng", "Same 20 prompts, zero failed requests in either run."),   # the arms' sum: inconclusive
    ("models", "Same 10 prompts, same GGUF, zero failed requests in either run."),   # two model ids: unknowable
])
def test_honest_variants_are_never_false(name, statement, wit):
    assert_never_false(grade_in(wit, name, statement), statement)


@pytest.mark.parametrize("statement", [
    "The same model is 2x faster.",                  # a subject, not a fragment
    "SGLang is 2.5x faster than vLLM. Same GPU, faster prompts.",   # one item is no like-for-like item: none read
    "SGLang is 2.5x faster than vLLM. Same GPU, same day.",
    "SGLang is 2.5x faster than vLLM. Same GPU, same day, zero failures.",   # an item that is none, before the count
    "SGLang is 2.5x faster than vLLM. Same GPU on vLLM.",                    # "on" and an arm: not the list's end
    "SGLang is 2.5x faster than vLLM. Both arms use the same GPU at 2x the clock.",
])
def test_a_fragment_not_read_whole_stays_unread(statement):
    got = read_full(statement, "", {"sglang": ["SGLang"], "vllm": ["vLLM"]}).reading
    assert got.unread, statement
    assert not any(f.key.startswith("same_") for f in got.context), [f.key for f in got.context]
