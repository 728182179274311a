"""Discourse around a result: answer words, chat openers, labels, "-wise" openers and framing sentences (productions
answer_particle -- claimcheck/claims/casual.py; discourse (a lead), wise_opener, genre_label (modified), framing_sentence --
claimcheck/claims/prose.py and vocabulary.py).

"Yes. Mean TTFT dropped from 700 ms to 260 ms with SGLang.", "Short answer: yes. ...", "For what it's worth, ...",
"Serving notes: ...", "Benchmark-wise, ...", "Here are the numbers. ...", "Table 2 summarises the effect of tensor
parallelism. ...": the discourse words say nothing a row could contradict; the clause after them is read and graded
as it stands. Each is read only by its construction: an answer word only as the statement's first word and only an
affirmative one ("No." stays unread); a framing sentence only with no number, arm, metric or direction of its own (a
figure's "effect of" only before an arm mention the witness names). A verdict ("SGLang wins.", ", so TP=2 wins", "FP8
is faster.", "Clear win for FP8.") is an assertion: it is read only where the one pair before it gives its arm the
better value (production verdict_sentence -- claimcheck/claims/verdict_sentences.py); "vLLM wins." after vLLM's lower
rate stays unread.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; Llama-3.1-8B-Instruct on one H100; 80 requests
per arm of 100 output tokens, every request of an arm alike, so its mean, median and p99 are one value): the baseline
arm TTFT 700 ms, TPOT 47.6 ms, 1.02 req/s (output 100 * 1.02 = 102 tok/s); the treatment arm TTFT 260 ms, TPOT
46.6 ms, 1.10 req/s (110 tok/s). Declared as two engines (``eng``: vLLM / SGLang), two tensor-parallel sizes
(``tp``: TP=1 / TP=2) and two quantizations (``quant``: fp16 / w8a8).
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

SCOPE = "Llama-3.1-8B-Instruct on one H100, 80 requests per arm"
_BASE = dict(thr=1.02, ttft=0.7, tpot=0.0476, tok=100, n=80)
_TREAT = dict(thr=1.10, ttft=0.26, tpot=0.0466, tok=100, n=80)

#: style -> (baseline arm, treatment arm, the treatment's phrase, the baseline's phrase, the witness's engine)
STYLES = {
    "eng": (A("vllm", "vLLM", role="baseline", settings={"engine": "vLLM"}, **_BASE),
            A("sglang", "SGLang", role="treatment", settings={"engine": "SGLang"}, **_TREAT), "SGLang", "vLLM", None),
    "tp": (A("tp1", "TP=1", role="baseline", settings={"tensor_parallel_size": 1}, **_BASE),
           A("tp2", "TP=2", role="treatment", settings={"tensor_parallel_size": 2}, **_TREAT), "TP=2", "TP=1", "vLLM"),
    "quant": (A("fp16", role="baseline", settings={"quantization": "fp16"}, **_BASE),
              A("w8a8", role="treatment", settings={"quantization": "w8a8"}, **_TREAT), "w8a8", "fp16", "vLLM"),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("discourse")
    out = {}
    for name, (base, treat, _t, _b, engine) in STYLES.items():
        w, files = witness_for(Spec(name, [base, treat], key="", engine=engine))
        out[name] = str(seal(root / name, w, files))
    return out


def _grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


def _rows(style: str) -> list[tuple[str, list[str]]]:
    """(a true statement, its twins) for one declaration style: my own variations of each construction."""
    _b, _t, T, B, _e = STYLES[style]
    ttft = f"mean TTFT dropped from 700 ms to 260 ms with {T}"
    vs = f"p99 TTFT is 260 ms with {T} vs 700 ms with {B}"
    return [
        # production answer_particle: an affirmative answer word as the statement's first word, then its mark
        (f"Yes. Mean TTFT dropped from 700 ms to 260 ms with {T}.",
         [f"No. Mean TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Yes. Mean TTFT dropped from 700 ms to 130 ms with {T}.",
          f"Yes. Mean TTFT dropped from 1050 ms to 260 ms with {T}.",
          f"Yes. Mean TTFT dropped from 700 ms to 260 ms with {B}.",
          f"Yes. Mean TTFT rose from 260 ms to 700 ms with {T}."]),
        (f"Yep, {vs}.",
         [f"Nope, {vs}.", f"Yep, p99 TTFT is 700 ms with {T} vs 260 ms with {B}.",
          f"Yep, p99 TTFT is 390 ms with {T} vs 700 ms with {B}.", f"Yep, p99 TPOT is 260 ms with {T} vs 700 ms with {B}."]),
        (f"Yeah! {ttft}.", [f"Yeah! mean TTFT dropped from 700 ms to 260 ms with {B}.", f"Nah! {ttft}."]),
        (f"Exactly - {ttft}.", [f"Exactly - mean TTFT dropped from 700 ms to 520 ms with {T}.", f"Not exactly - {ttft}."]),
        (f"Absolutely. Output throughput went from 102 to 110 tok/s with {T}.",
         [f"Absolutely. Output throughput went from 110 to 102 tok/s with {T}.",
          f"Absolutely. Output throughput went from 102 to 165 tok/s with {T}.",
          f"Absolutely not. Output throughput went from 102 to 110 tok/s with {T}."]),
        (f"Short answer: yes. {vs}.",
         [f"Short answer: no. {vs}.", f"Short answer: yes. p99 TTFT is 260 ms with {B} vs 700 ms with {T}."]),
        (f"Quick answer: {ttft}.", [f"Quick answer: mean TTFT dropped from 700 ms to 260 ms with {B}."]),
        # production discourse (a lead): the author's modesty before the clause
        (f"For what it's worth, {vs}.",
         [f"For what it's worth, p99 TTFT is 700 ms with {T} vs 260 ms with {B}.",
          f"For what it's worth, p99 TTFT is 260 ms with {T} vs 1400 ms with {B}."]),
        (f"Well, {ttft}.", [f"Well, mean TTFT dropped from 700 ms to 260 ms with {B}.", f"Well no, {ttft}."]),
        # production genre_label, modified: whose notes they are, before the colon
        (f"Serving notes: {ttft}.", [f"Serving notes: mean TTFT dropped from 700 ms to 350 ms with {T}."]),
        (f"Bench notes: {vs}.", [f"Bench notes: p99 TTFT is 260 ms with {B} vs 700 ms with {T}."]),
        (f"My numbers: {vs}.", [f"My numbers: p99 TTFT is 260 ms with {T} vs 350 ms with {B}.",
                                f"My expected numbers: {vs}."]),
        (f"Raw results: output throughput went from 102 to 110 tok/s with {T}.",
         [f"Raw results: output throughput went from 102 to 55 tok/s with {T}."]),
        # production wise_opener
        (f"Benchmark-wise, {ttft}.", [f"Benchmark-wise, mean TTFT dropped from 700 ms to 260 ms with {B}."]),
        # production framing_sentence: a sentence that only announces the results after it
        (f"Here are the numbers. {vs}.",
         [f"Here are the numbers. p99 TTFT is 700 ms with {T} vs 260 ms with {B}.",
          f"Here are the projected numbers. {vs}.", f"Here are the numbers from last year. {vs}."]),
        (f"Here's what I got: {ttft}.", [f"Here's what I got: mean TTFT dropped from 700 ms to 260 ms with {B}.",
                                        f"Here's what I expected: {ttft}."]),
        (f"Numbers below. {ttft}.", [f"Numbers below. mean TTFT dropped from 700 ms to 140 ms with {T}."]),
        (f"Some numbers: {vs}.", [f"Some numbers: p99 TTFT is 260 ms with {T} vs 700 ms with {B} on an A100."]),
        (f"Both runs are done: {vs}.", [f"Both runs are done: p99 TTFT is 260 ms with {B} vs 700 ms with {T}.",
                                        f"Both runs are not done: {vs}."]),
        # production verdict_sentence: a verdict checked against the one pair before it
        (f"Output throughput was 110 tok/s with {T} vs 102 tok/s with {B}. {T} wins.",
         [f"Output throughput was 110 tok/s with {T} vs 102 tok/s with {B}. {B} wins.",
          f"Output throughput was 110 tok/s with {T} vs 102 tok/s with {B}. {T} loses.",
          f"Output throughput was 110 tok/s with {B} vs 102 tok/s with {T}. {T} wins.",
          f"Output throughput was 165 tok/s with {T} vs 102 tok/s with {B}. {T} wins."]),
        (f"{vs}, so {T} wins.", [f"{vs}, so {B} wins.", f"p99 TTFT is 700 ms with {T} vs 260 ms with {B}, so {T} wins."]),
        (f"{T} did 110 output tok/s vs 102 for {B}. {T} is faster.",
         [f"{T} did 110 output tok/s vs 102 for {B}. {B} is faster.",
          f"{T} did 110 output tok/s vs 102 for {B}. {T} is slower.",
          f"{T} did 102 output tok/s vs 110 for {B}. {T} is faster."]),
        (f"Mean TTFT was 700 ms for {B} versus 260 ms for {T}. {B} loses.",
         [f"Mean TTFT was 700 ms for {B} versus 260 ms for {T}. {T} loses.",
          f"Mean TTFT was 700 ms for {T} versus 260 ms for {B}. {B} loses."]),
        (f"Mean TTFT: 260 ms with {T} vs 700 ms with {B}. Clear win for {T}.",
         [f"Mean TTFT: 260 ms with {T} vs 700 ms with {B}. Clear win for {B}."]),
        (f"{T} did 110 output tok/s vs 102 for {B}. {T} comes out ahead.",
         [f"{T} did 110 output tok/s vs 102 for {B}. {B} comes out ahead."]),
        (f"Table 2 summarises the comparison. {vs}.",
         [f"Table 2 summarises the comparison. p99 TTFT is 700 ms with {T} vs 260 ms with {B}.",
          f"Table 2 summarises the comparison on an A100. {vs}."]),
    ]


ROWS = [(style, true, twins) for style in STYLES for true, twins in _rows(style)]
#: a figure's "effect of" the arm the witness names (the tensor-parallel witness's own phrase)
ROWS.append(("tp", "Table 2 summarises the effect of tensor parallelism. p99 TTFT is 260 ms with TP=2 vs 700 ms with TP=1.",
             ["Table 2 summarises the effect of prefix caching. p99 TTFT is 260 ms with TP=2 vs 700 ms with TP=1.",
              "Table 2 summarises the effect of FP8. p99 TTFT is 260 ms with TP=2 vs 700 ms with TP=1.",
              "Table 2 summarises the effect of tensor parallelism. p99 TTFT is 700 ms with TP=2 vs 260 ms with TP=1."]))


@pytest.mark.parametrize("style,true,twins", ROWS, ids=[f"{s}:{t[:60]}" for s, t, _ in ROWS])
def test_true_discourse_reads_completely_and_net_true(wit, style, true, twins):
    assert_read_net_true(_grade(wit, style, true))


@pytest.mark.parametrize("style,true,twins", ROWS, ids=[f"{s}:{t[:60]}" for s, t, _ in ROWS])
def test_twins_are_never_net_true(wit, style, true, twins):
    for s in twins:
        assert_never_net_true(_grade(wit, style, s), s)


@pytest.mark.parametrize("s", [
    # a negative or unsure answer word, an answer word inside the statement, a sarcastic one: as written
    "No. Mean TTFT dropped from 700 ms to 260 ms with SGLang.",
    "Not really. Mean TTFT dropped from 700 ms to 260 ms with SGLang.",
    "Sure. Mean TTFT dropped from 700 ms to 260 ms with SGLang.",
    "Mean TTFT dropped, yes, from 700 ms to 260 ms with SGLang.",
    "Yes.",
    # a framing sentence that says more than that results follow
    "Here are the projected numbers. p99 TTFT is 260 ms with SGLang vs 700 ms with vLLM.",
    "Table 2 summarises the regression. p99 TTFT is 260 ms with SGLang vs 700 ms with vLLM.",
    "Some numbers from a different box: p99 TTFT is 260 ms with SGLang vs 700 ms with vLLM.",
    # a verdict with no pair before it, after a pair of two metrics, or before its pair
    "SGLang wins.",
    "SGLang wins. Output throughput was 110 tok/s with SGLang vs 102 tok/s with vLLM.",
    "Output throughput was 110 tok/s with SGLang vs 102 tok/s with vLLM, and mean TTFT was 260 ms with SGLang vs 700 ms "
    "with vLLM. SGLang wins.",
    "Output throughput was 110 tok/s with SGLang vs 102 tok/s with vLLM. vLLM wins.",
    "Output throughput was 110 tok/s with SGLang vs 102 tok/s with vLLM. SGLang might win.",
])
def test_unread_discourse_stays_not_yet_and_is_never_false(wit, s):
    res = _grade(wit, "eng", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert_never_false(res, s)
