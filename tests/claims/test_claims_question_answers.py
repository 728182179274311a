"""A question and its answer (production question_answer; claimcheck/claims/question_answers.py).

"Q: Does APC help TTFT? A: Yes. Median TTFT dropped from 700 ms to 260 ms with APC on.", "Q: How much faster is the
first token on average? A: Mean TTFT went from 700 ms to 260 ms, about 63% lower.", "Q: What about throughput? A:
Requests per second went from 1.02 to 1.10.", "Q: And the tail? A: ...", "Q: Did any requests fail? A: No, all 80
requests completed in both runs." -- a question is no assertion, but what it presupposes and what its answer particle
says are: the question is taken out only where it is read as that assertion and the answer implies it. Before this
module every one of these left "Q", the question and the particle unread (not-yet).

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; vLLM, Llama-3.1-8B-Instruct on one H100; 80
requests per arm of 100 output tokens, every request of an arm alike, so its mean, median and p99 are one value):
the baseline arm TTFT 700 ms, TPOT 47.6 ms, 1.02 req/s (wall 80 / 1.02 s; output 100 * 1.02 = 102 tok/s); the
treatment arm TTFT 260 ms, TPOT 46.6 ms, 1.10 req/s (110 tok/s). 260 / 700 = 0.371: 62.9% lower. End-to-end
latency: 0.7 + 0.0476 * 99 = 5.41 s, 0.26 + 0.0466 * 99 = 4.87 s. Declared in six
styles: ``bool`` (apc-off / apc-on, prefix_caching false / true), ``onoff`` (cache-off / cache-on, prefix_caching
"off" / "on"), ``pr`` (main / pr-1234, git_ref), ``cand`` (baseline / candidate), ``ver`` (v0.6.3 / v0.7.0,
engine_version), ``quant`` (fp16 / w8a8, quantization). ``*_fail``: the same with one treatment request failed (79 of
80 completed).
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

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 80 requests per arm"
_BASE = dict(thr=1.02, ttft=0.7, tpot=0.0476, tok=100, n=80)
_TREAT = dict(thr=1.10, ttft=0.26, tpot=0.0466, tok=100, n=80)

#: style -> (baseline arm, treatment arm, the question's subject, the treatment's phrase, the baseline's phrase)
STYLES = {
    "bool": (A("apc-off", role="baseline", settings={"prefix_caching": False}, **_BASE),
             A("apc-on", role="treatment", settings={"prefix_caching": True}, **_TREAT), "APC", "APC on", "APC off"),
    "onoff": (A("cache-off", role="baseline", settings={"prefix_caching": "off"}, **_BASE),
              A("cache-on", role="treatment", settings={"prefix_caching": "on"}, **_TREAT),
              "prefix caching", "prefix caching on", "prefix caching off"),
    "pr": (A("main", role="baseline", settings={"git_ref": "main"}, **_BASE),
           A("pr-1234", "the PR", role="treatment", settings={"git_ref": "pr-1234"}, **_TREAT),
           "the PR", "pr-1234", "main"),
    "cand": (A("baseline", role="baseline", **_BASE), A("candidate", role="treatment", **_TREAT),
             "the candidate", "the candidate", "the baseline"),
    "ver": (A("v0.6.3", role="baseline", settings={"engine_version": "0.6.3"}, **_BASE),
            A("v0.7.0", role="treatment", settings={"engine_version": "0.7.0"}, **_TREAT), "v0.7.0", "v0.7.0", "v0.6.3"),
    "quant": (A("fp16", role="baseline", settings={"quantization": "fp16"}, **_BASE),
              A("w8a8", role="treatment", settings={"quantization": "w8a8"}, **_TREAT), "w8a8", "w8a8", "fp16"),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("question_answers")
    out = {}
    for name, (base, treat, *_phrases) in STYLES.items():
        for fail in (False, True):
            w, files = witness_for(Spec(name, [base, treat], key=""))
            if fail:
                files = {"rows.jsonl": [{**r, "ok": False} if (r["arm"], r["task_id"]) == (treat.name, "t003") else r
                                        for r in files["rows.jsonl"]]}
            key = name + ("_fail" if fail else "")
            out[key] = str(seal(root / key, w, files))
    return out


def _grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


def _rows(style: str) -> list[tuple[str, str, list[str]]]:
    """(style, a true statement, its twins) for one declaration style."""
    _b, _t, S, T, B = STYLES[style]
    return [
        # polar question and a yes-particle: the summary "S helps TTFT:" the answer must say
        (f"Q: Does {S} help TTFT? A: Yes. Median TTFT dropped from 700 ms to 260 ms with {T}.",
         [f"Q: Does {S} hurt TTFT? A: Yes. Median TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Q: Does {S} help TTFT? A: Yes. Median TTFT dropped from 1050 ms to 260 ms with {T}.",
          f"Q: Does {S} help TTFT? A: Yes. Median TTFT dropped from 700 ms to 130 ms with {T}.",
          f"Q: Does {S} help TTFT? A: Yes. Median TTFT dropped from 700 ms to 260 ms with {B}.",
          f"Q: Does {S} help TTFT? A: Yes. Median TTFT did not drop from 700 ms to 260 ms with {T}.",
          f"Q: Does {S} help TPOT? A: Yes. Median TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Q: Does {S} help throughput? A: Yes. Median TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Q: Does {S} help TTFT? A: No. Median TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Q: Does {S} help TTFT? A: Yes. Median TTFT rose from 260 ms to 700 ms with {B}.",
          f"Q: Does {S} not help TTFT? A: Yes. Median TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Q: Does {S} help TTFT on an A100? A: Yes. Median TTFT dropped from 700 ms to 260 ms with {T}."]),
        (f"Q: Does {S} cut time to first token? A: Yes, mean TTFT fell from 700 ms to 260 ms.",
         [f"Q: Does {S} raise time to first token? A: Yes, mean TTFT fell from 700 ms to 260 ms.",
          f"Q: Does {S} cut time to first token? A: Yes, mean TTFT fell from 700 ms to 390 ms.",
          f"Q: Does {S} cut time to first token? A: Yes, mean TTFT fell from 350 ms to 260 ms.",
          f"Q: Does {S} cut time to first token? A: Yes, mean TTFT rose from 260 ms to 700 ms.",
          f"Q: Does {S} cut time to first token? A: Yes, mean TTFT never fell from 700 ms to 260 ms."]),
        (f"Q: Did {S} help the tail? A: Yep: p99 TTFT is 260 ms with {T} vs 700 ms with {B}.",
         [f"Q: Did {S} hurt the tail? A: Yep: p99 TTFT is 260 ms with {T} vs 700 ms with {B}.",
          f"Q: Did {S} help the tail? A: Yep: p99 TTFT is 700 ms with {T} vs 260 ms with {B}.",
          f"Q: Did {S} help the tail? A: Yep: p99 TTFT is 390 ms with {T} vs 700 ms with {B}.",
          f"Q: Did {S} help the tail? A: Yep: p99 TTFT is 260 ms with {T} vs 350 ms with {B}.",
          f"Q: Did {S} help the tail? A: Yep: mean TTFT is 260 ms with {T} vs 700 ms with {B}."]),
        (f"Does {S} reduce TTFT? Yes. Mean TTFT dropped from 700 ms to 260 ms with {T}.",
         [f"Does {S} increase TTFT? Yes. Mean TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Does {S} reduce TTFT? Yes. Mean TTFT dropped from 700 ms to 260 ms with {B}.",
          f"Does {S} reduce TTFT? Yes. Mean TTFT dropped from 1050 ms to 390 ms with {T}."]),
        # degree question: the direction it presupposes
        ("Q: How much faster is the first token on average? A: Mean TTFT went from 700 ms to 260 ms, about 63% lower.",
         ["Q: How much slower is the first token on average? A: Mean TTFT went from 700 ms to 260 ms, about 63% lower.",
          "Q: How much faster is the first token on average? A: Mean TTFT went from 700 ms to 260 ms, about 95% lower.",
          "Q: How much faster is the first token on average? A: Mean TTFT went from 700 ms to 260 ms, about 32% lower.",
          "Q: How much faster is the first token on average? A: Mean TTFT went from 260 ms to 700 ms, about 63% higher.",
          "Q: How much faster is the first token on average? A: Mean TTFT went from 1050 ms to 260 ms, about 63% lower.",
          "Q: How much faster is the first token on average? A: Median TTFT went from 700 ms to 260 ms, about 63% lower.",
          "Q: How much faster is the first token on average? A: Mean TPOT went from 700 ms to 260 ms, about 63% lower.",
          "Q: How much faster is the first token on average? A: Mean TTFT did not go from 700 ms to 260 ms."]),
        (f"Q: How much lower is time to first token at the median? A: Median TTFT went from 700 ms to 260 ms with {T}.",
         [f"Q: How much higher is time to first token at the median? A: Median TTFT went from 700 ms to 260 ms with {T}.",
          f"Q: How much lower is time to first token at the median? A: Median TTFT went from 700 ms to 260 ms with {B}.",
          f"Q: How much lower is time to first token at the median? A: Median TTFT went from 700 ms to 130 ms with {T}.",
          f"Q: How much lower is time to first token at the median? A: Mean TTFT went from 700 ms to 260 ms with {T}."]),
        ("Question: How much higher is throughput? Answer: Output throughput went from 102 to 110 tok/s.",
         ["Question: How much lower is throughput? Answer: Output throughput went from 102 to 110 tok/s.",
          "Question: How much higher is throughput? Answer: Output throughput went from 110 to 102 tok/s.",
          "Question: How much higher is throughput? Answer: Output throughput went from 102 to 165 tok/s.",
          "Question: How much higher is throughput? Answer: Output throughput went from 51 to 110 tok/s.",
          "Question: How much higher is TTFT? Answer: Output throughput went from 102 to 110 tok/s."]),
        # topic question: asks, says nothing; the answer is graded on its own
        ("Q: What about throughput? A: Requests per second went from 1.02 to 1.10.",
         ["Q: What about throughput? A: Requests per second went from 1.10 to 1.02.",
          "Q: What about throughput? A: Requests per second went from 1.53 to 1.10.",
          "Q: What about throughput? A: Requests per second went from 1.02 to 0.55.",
          "Q: What about throughput? A: Requests per second did not go from 1.02 to 1.10.",
          "Q: What about throughput on an A100? A: Requests per second went from 1.02 to 1.10.",
          "Q: What about faster throughput? A: Requests per second went from 1.02 to 1.10.",
          "Q: What about throughput? A: No. Requests per second went from 1.02 to 1.10."]),
        (f"Q: And the tail? A: p99 TTFT was 700 ms with {B} and 260 ms with {T}.",
         [f"Q: And the tail? A: p99 TTFT was 700 ms with {T} and 260 ms with {B}.",
          f"Q: And the tail? A: p99 TTFT was 1050 ms with {B} and 260 ms with {T}.",
          f"Q: And the tail? A: p99 TTFT was 700 ms with {B} and 130 ms with {T}.",
          f"Q: And the tail? A: mean TTFT was 700 ms with {B} and 260 ms with {T}.",
          f"Q: And the tail with {B}? A: p99 TTFT was 700 ms with {B} and 260 ms with {T}."]),
        (f"Q: What about TPOT? A: Mean TPOT was 47.6 ms with {B} and 46.6 ms with {T}.",
         [f"Q: What about TPOT? A: Mean TPOT was 47.6 ms with {T} and 46.6 ms with {B}.",
          f"Q: What about TPOT? A: Mean TPOT was 71.4 ms with {B} and 46.6 ms with {T}.",
          f"Q: What about TPOT? A: Mean TPOT was 47.6 ms with {B} and 23.3 ms with {T}.",
          f"Q: What about TTFT? A: Mean TPOT was 47.6 ms with {B} and 46.6 ms with {T}.",
          f"Q: What about TPOT? A: Mean TPOT was not 47.6 ms with {B} and 46.6 ms with {T}."]),
        ("And what about decode? Mean TPOT went from 47.6 ms to 46.6 ms.",
         ["And what about decode? Mean TPOT went from 46.6 ms to 47.6 ms.",
          "And what about decode? Mean TTFT went from 47.6 ms to 46.6 ms."]),
        # an arm's question: lead_label's "ARM is faster:" over the answer (the ARM kept, its subject)
        (f"Q: Is {S} faster? A: Yes: median TTFT dropped from 700 ms to 260 ms with {T}.",
         [f"Q: Is {S} slower? A: Yes: median TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Q: Is {B} faster? A: Yes: median TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Q: Is {S} faster? A: Yes: median TTFT dropped from 700 ms to 260 ms with {B}.",
          f"Q: Is {S} faster? A: Yes: median TTFT dropped from 1050 ms to 260 ms with {T}.",
          f"Q: Is {S} faster? A: No: median TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Q: Is {S} faster? A: Yes: median TTFT did not drop from 700 ms to 260 ms with {T}."]),
        (f"Q: Is {S} faster? A: Yes: median TTFT dropped from 700 ms to 260 ms.",
         [f"Q: Is {B} faster? A: Yes: median TTFT dropped from 700 ms to 260 ms.",
          f"Q: Is {S} faster? A: Yes: median TTFT dropped from 700 ms to 130 ms."]),
        (f"Q: How much faster is {S} overall? A: Median TTFT dropped from 700 ms to 260 ms with {T}.",
         [f"Q: How much slower is {S} overall? A: Median TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Q: How much faster is {B} overall? A: Median TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Q: How much faster is {S} overall? A: Median TTFT dropped from 700 ms to 260 ms with {B}.",
          f"Q: How much faster is {S} overall? A: Median TTFT dropped from 700 ms to 390 ms with {T}.",
          f"Q: How much faster is {S} overall? A: Yes. Median TTFT dropped from 700 ms to 260 ms with {T}."]),
        (f"Q: How much does {S} cut TTFT? A: Mean TTFT dropped from 700 ms to 260 ms.",
         [f"Q: How much does {S} raise TTFT? A: Mean TTFT dropped from 700 ms to 260 ms.",
          f"Q: How much does {B} cut TTFT? A: Mean TTFT dropped from 700 ms to 260 ms.",
          f"Q: How much does {S} cut TTFT? A: Mean TTFT dropped from 700 ms to 520 ms.",
          f"Q: How much does {S} cut TTFT? A: Mean TTFT dropped from 350 ms to 260 ms.",
          f"Q: How much does {S} cut TPOT? A: Mean TTFT dropped from 700 ms to 260 ms."]),
        (f"Q1: Does {S} help TTFT? A1: Yes \u2014 median TTFT dropped from 700 ms to 260 ms with {T}.",
         [f"Q1: Does {S} hurt TTFT? A1: Yes \u2014 median TTFT dropped from 700 ms to 260 ms with {T}.",
          f"Q1: Does {S} help TTFT? A1: Yes \u2014 median TTFT dropped from 700 ms to 260 ms with {B}."]),
        ("Q2: What about decode speed? A2: Mean TPOT went from 47.6 ms to 46.6 ms.",
         ["Q2: What about decode speed? A2: Mean TPOT went from 46.6 ms to 47.6 ms.",
          "Q2: What about decode speed? A2: Mean TPOT went from 47.6 ms to 23.3 ms.",
          "Q2: What about decode speed? A2: Mean TTFT went from 47.6 ms to 46.6 ms."]),
        # a from-to pair written with a rate unit of several tokens on each value ("from 102 tok/s to 110 tok/s")
        (f"Q: Does {S} increase throughput? A: Yes: output throughput went from 102 tok/s to 110 tok/s.",
         [f"Q: Does {S} cut throughput? A: Yes: output throughput went from 102 tok/s to 110 tok/s.",
          f"Q: Does {S} increase throughput? A: Yes: output throughput went from 110 tok/s to 102 tok/s.",
          f"Q: Does {S} increase throughput? A: Yes: output throughput went from 102 tok/s to 165 tok/s.",
          f"Q: Does {S} increase throughput? A: Yes: output throughput went from 51 tok/s to 110 tok/s.",
          f"Q: Does {S} increase throughput? A: Yes: output throughput went from 102 tok/s to 110 req/s.",
          f"Q: Does {B} increase throughput? A: Yes: output throughput went from 102 tok/s to 110 tok/s."]),
        # the metric spellings, statistic placements and hedges the answer may use
        ("Q: What about time-to-first-token? A: Mean time-to-first-token went from 700 ms to 260 ms.",
         ["Q: What about time-to-first-token? A: Mean time-to-first-token went from 1050 ms to 260 ms.",
          "Q: What about time-to-first-token? A: Mean TPOT went from 700 ms to 260 ms."]),
        ("Q: And the tail? A: The p99 of TTFT went from roughly 700 ms to roughly 260 ms.",
         ["Q: And the tail? A: The p99 of TTFT went from roughly 260 ms to roughly 700 ms.",
          "Q: And the tail? A: The p99 of TTFT went from roughly 700 ms to roughly 130 ms."]),
        ("Q: And tail latency? A: TTFT p99 went from ~700 ms to ~260 ms.",
         ["Q: And tail latency? A: TTFT p99 went from ~1050 ms to ~260 ms.",
          "Q: And tail latency? A: TTFT mean went from ~700 ms to ~260 ms."]),
        ("Q: How much faster is time to first token on average? A: Average TTFT went from 700 ms to 260 ms.",
         ["Q: How much slower is time to first token on average? A: Average TTFT went from 700 ms to 260 ms.",
          "Q: How much faster is time to first token on average? A: p99 TTFT went from 700 ms to 260 ms."]),
        ("Q: How much lower is E2E latency? A: Mean E2E latency went from 5.41 s to 4.87 s.",
         ["Q: How much higher is E2E latency? A: Mean E2E latency went from 5.41 s to 4.87 s.",
          "Q: How much lower is E2E latency? A: Mean E2E latency went from 5.41 s to 2.44 s.",
          "Q: How much lower is E2E latency? A: Mean E2E latency went from 4.87 s to 5.41 s."]),
        # failure question and a no-particle: no request failed, which the answer's count says
        ("Q: Did any requests fail? A: No, all 80 requests completed in both runs.",
         ["Q: Did any requests fail? A: Yes, all 80 requests completed in both runs.",
          "Q: Did any requests fail? A: No, all 120 requests completed in both runs.",
          "Q: Did any requests fail? A: No, all 40 requests completed in both runs.",
          f"Q: Did any requests fail? A: No, all 80 requests completed with {T}.",
          "Q: Did any requests fail? A: No, not all 80 requests completed in both runs."]),
        ("Q: Were there any failures? A: None. Every request succeeded in both runs.",
         ["Q: Were there any failures? A: None. Every request failed in both runs."]),
    ]


ROWS = [(style, true, twins) for style in STYLES for true, twins in _rows(style)]


@pytest.mark.parametrize("style,true,twins", ROWS, ids=[f"{s}:{t[:60]}" for s, t, _ in ROWS])
def test_true_answers_read_completely_and_net_true(wit, style, true, twins):
    assert_read_net_true(_grade(wit, style, true))


@pytest.mark.parametrize("style,true,twins", ROWS, ids=[f"{s}:{t[:60]}" for s, t, _ in ROWS])
def test_twins_are_never_net_true(wit, style, true, twins):
    for s in twins:
        assert_never_net_true(_grade(wit, style, s), s)


@pytest.mark.parametrize("style,true,twins", ROWS, ids=[f"{s}:{t[:60]}" for s, t, _ in ROWS])
def test_a_failed_request_is_never_net_true(wit, style, true, twins):
    """A treatment request failed: the failure answer is never net-true (the others may stay net-true: they say
    nothing of the count)."""
    if "fail" in true or "failures" in true:
        assert_never_net_true(_grade(wit, style + "_fail", true), true)


@pytest.mark.parametrize("s", [
    # a particle that says a degree no reading checks, or a denial of a polar question: as written
    "Q: Does APC change decode speed? A: Barely: mean TPOT was 47.6 ms with APC off and 46.6 ms with APC on.",
    "Q: Does APC help TTFT? A: Not really. Median TTFT dropped from 700 ms to 260 ms with APC on.",
    "Q: Does APC help TTFT? A: Somewhat. Median TTFT dropped from 700 ms to 260 ms with APC on.",
    # a question with a condition, an arm, a number or a comparison; a question with no answer after it
    "Q: Does APC help TTFT when every prompt shares a long system prompt? A: Yes. Median TTFT dropped from 700 ms to "
    "260 ms with APC on.",
    "Q: What about throughput with APC off? A: Requests per second went from 1.02 to 1.10.",
    "Q: What about 2x throughput? A: Requests per second went from 1.02 to 1.10.",
    "Q: Is APC faster than no APC? A: Yes. Median TTFT dropped from 700 ms to 260 ms with APC on.",
    "Q: What about throughput?",
    "Q: Does APC help TTFT? A: Yes.",
    # the answer says less than the topic asks (a metric of another topic) or names two directions
    "Q: And the tail? A: p99 TTFT was 700 ms without APC and 260 ms with it, so the tail improves less than the median.",
    "Q: Does APC help throughput? A: Yes. Median TTFT dropped from 700 ms to 260 ms with APC on.",
    "Q: What about the tail? A: Mean TTFT dropped from 700 ms to 260 ms with APC on.",
])
def test_unread_questions_are_never_net_true_or_false(wit, s):
    res = _grade(wit, "bool", s)
    assert res.verdict != "net-true", (s, res.reason)
    assert_never_false(res, s)


#: lead_label and summary_label over a from-to pair whose values each carry a rate unit of several tokens ("from 102
#: tok/s to 110 tok/s": the pair's direction was not seen past "tok", so the label stayed unread)
RATE_LABELS = [
    ("Higher throughput: output throughput went from 102 tok/s to 110 tok/s.",
     ["Lower throughput: output throughput went from 102 tok/s to 110 tok/s.",
      "Higher throughput: output throughput went from 102 tok/s to 165 tok/s.",
      "Higher throughput: output throughput went from 110 tok/s to 102 tok/s."]),
    ("Throughput rose: requests per second went from 1.02 req/s to 1.10 req/s.",
     ["Throughput fell: requests per second went from 1.02 req/s to 1.10 req/s.",
      "Throughput rose: requests per second went from 1.02 req/s to 0.55 req/s."]),
]


@pytest.mark.parametrize("style", sorted(STYLES))
@pytest.mark.parametrize("true,twins", RATE_LABELS, ids=[t[:40] for t, _ in RATE_LABELS])
def test_labels_over_rate_unit_pairs(wit, style, true, twins):
    assert_read_net_true(_grade(wit, style, true))
    for s in twins:
        assert_never_net_true(_grade(wit, style, s), s)
