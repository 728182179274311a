"""Non-native slips, part 2 (production learner_slip, claimcheck/claims/slips.py; production gapped_pair's contrast
degree and lead adverb, claimcheck/claims/ellipsis.py).

A German-English blog writes "With vLLM we became 993 output tokens per second, against 851 by TGI" ("bekommen":
got; "by TGI": with TGI), "The mean time to first token lies at 23.6 ms in the average by vLLM" ("liegt bei": is;
"im Mittel": on average), "Total throughput amounts 3,973 tokens/s at vLLM" ("beträgt": amounts to), "vLLM is more
fast", "Also vLLM reaches 3.31 requests per second, TGI only 2.84"; a Spanish-English one "the latency is more low",
"a 20% more of throughput". Each is read as its grammatical form, and gets that form's twins: x1.5 and x0.5 numbers,
the arms swapped, the direction flipped, a negation, another statistic or metric, and a witness where an arm failed a
request. A slip never flips a direction: "more low" is "lower", "more slow" "slower".

Before: each true row here was unread (not-yet).

Witnesses, worked out by hand (real_sentences.witness_specs; every request of an arm alike):

* ``eng`` (each arm declares its engine; aliases "vLLM", "TGI"; 100 requests of 900 prompt + 300 output tokens):
  vllm (treatment) 993.25 output tok/s: wall 30000 / 993.25 = 30.204 s, so 3.311 req/s, total (900 + 300) * 100 /
  30.204 = 3973 tok/s; TTFT 23.6 ms, TPOT 20 ms. tgi (baseline) 851 output tok/s: wall 30000 / 851 = 35.253 s, so
  2.837 req/s, total 3404 tok/s; TTFT 30 ms, TPOT 25 ms. Output throughput 993.25 / 851 = 1.167x (16.7% more); mean
  TTFT 23.6 / 30 = 0.787 (21.3% lower).
* ``eng_fail``: as eng, but vLLM's task t003 failed (ok false).
* ``pr`` (arms "main" (baseline) / "pr-1234", no aliases; 20 requests of 256 output tokens): main 1000 output tok/s,
  TTFT 120 ms; pr-1234 1200 output tok/s (1.2x, 20% more), TTFT 80 ms (33% lower).
* ``quant`` (arms "fp16" (baseline) / "w8a8", setting quantization; 20 requests of 256 output tokens): fp16 TPOT
  30 ms, TTFT 100 ms, 500 output tok/s; w8a8 TPOT 20 ms (33% lower), TTFT 90 ms, 650 output tok/s (30% more).
* ``flag`` (arms "apc" / "noapc" (baseline), setting prefix_caching true / false; 20 requests of 256 output tokens):
  apc TTFT 40 ms, noapc TTFT 160 ms (75% lower), both TPOT 20 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

NEG = "It is not true that "
VLLM = A("vllm", "vLLM", n=100, tok=300, prompt=900, toks=993.25, ttft=0.0236, tpot=0.02, settings={"engine": "vLLM"},
         role="treatment")
TGI = A("tgi", "TGI", n=100, tok=300, prompt=900, toks=851, ttft=0.03, tpot=0.025, settings={"engine": "TGI"},
        role="baseline")
SPECS = {
    "eng": ([VLLM, TGI], {"engine": None}),
    "eng_fail": ([VLLM, TGI], {"engine": None}),
    "pr": ([A("main", n=20, tok=256, toks=1000, ttft=0.12, tpot=0.015, role="baseline"),
            A("pr-1234", n=20, tok=256, toks=1200, ttft=0.08, tpot=0.012, role="treatment")], {}),
    "quant": ([A("fp16", n=20, tok=256, toks=500, ttft=0.1, tpot=0.03, settings={"quantization": "fp16"},
                 role="baseline"),
               A("w8a8", n=20, tok=256, toks=650, ttft=0.09, tpot=0.02, settings={"quantization": "w8a8"},
                 role="treatment")], {}),
    "flag": ([A("apc", n=20, tok=256, ttft=0.04, tpot=0.02, settings={"prefix_caching": True}, role="treatment"),
              A("noapc", n=20, tok=256, ttft=0.16, tpot=0.02, settings={"prefix_caching": False}, role="baseline")],
             {}),
}
SCOPES = {"eng": "Llama-3.1-8B-Instruct on one H100, 100 requests per arm",
          "eng_fail": "Llama-3.1-8B-Instruct on one H100, 100 requests per arm"}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("nonnative_slips")
    out = {}
    for name, (arms, kw) in SPECS.items():
        w, files = witness_for(Spec(name, arms, key="", **kw))
        if name == "eng_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "vllm" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPES.get(name, "20 requests per arm"))


FRAMES = [
    # "we became N" (German "bekommen"): "we got N"; "N by ARM" after a value: "N with ARM"
    ("eng", "With vLLM we became 993 output tokens per second, against 851 by TGI.", [
        "With vLLM we became 1490 output tokens per second, against 851 by TGI.",     # x1.5
        "With vLLM we became 496 output tokens per second, against 851 by TGI.",      # x0.5
        "With vLLM we became 993 output tokens per second, against 1277 by TGI.",     # x1.5 (the other arm)
        "With TGI we became 993 output tokens per second, against 851 by vLLM.",      # swapped
        "With vLLM we did not become 993 output tokens per second, against 851 by TGI.",
        NEG + "with vLLM we became 993 output tokens per second, against 851 by TGI.",
        "With vLLM we became 993 requests per second, against 851 by TGI.",           # another metric
        "With vLLM we could become 993 output tokens per second, against 851 by TGI.",  # a modal
    ]),
    ("eng", "vLLM reaches 993 tok/s, against 851 tok/s by TGI.", [
        "vLLM reaches 993 tok/s, against 426 tok/s by TGI.", "TGI reaches 993 tok/s, against 851 tok/s by vLLM.",
    ]),
    ("pr", "With pr-1234 we became 1,200 output tokens per second, against 1,000 by main.", [
        "With pr-1234 we became 1,800 output tokens per second, against 1,000 by main.",
        "With main we became 1,200 output tokens per second, against 1,000 by pr-1234.",
        "With pr-1234 we became 600 output tokens per second, against 1,000 by main.",
    ]),
    # "lies at" / "lies by" (German "liegt bei"): "is at"; "in the average" / "in average": "on average"
    ("eng", "The mean time to first token lies at 23.6 ms in the average by vLLM.", [
        "The mean time to first token lies at 35.4 ms in the average by vLLM.",   # x1.5
        "The mean time to first token lies at 11.8 ms in the average by vLLM.",   # x0.5
        "The mean time to first token lies at 23.6 ms in the average by TGI.",    # the other arm
        "The p99 time to first token lies at 23.6 ms in the average by vLLM.",    # another statistic
        "The mean time per output token lies at 23.6 ms in the average by vLLM.",  # another metric
        "The mean time to first token lies not at 23.6 ms in the average by vLLM.",
        NEG + "the mean time to first token lies at 23.6 ms in the average by vLLM.",
    ]),
    ("pr", "Mean TTFT lies by 80 ms with pr-1234.", [
        "Mean TTFT lies by 120 ms with pr-1234.", "Mean TTFT lies by 80 ms with main.",
        "Mean TTFT lies by 40 ms with pr-1234.", "Mean TPOT lies by 80 ms with pr-1234."]),
    ("flag", "Mean TTFT is 40 ms in average with prefix caching.", [
        "Mean TTFT is 60 ms in average with prefix caching.", "Mean TTFT is 40 ms in average without prefix caching.",
        "Mean TTFT is 160 ms in average with prefix caching."]),
    ("quant", "The TPOT lay at 20 ms in the mean with w8a8.", [
        "The TPOT lay at 30 ms in the mean with w8a8.", "The TPOT lay at 20 ms in the mean with fp16.",
        "The TTFT lay at 20 ms in the mean with w8a8."]),
    # "amounts N" (German "beträgt"): "amounts to N"
    ("eng", "Total throughput amounts 3,973 tokens/s at vLLM.", [
        "Total throughput amounts 5,960 tokens/s at vLLM.", "Total throughput amounts 1,986 tokens/s at vLLM.",
        "Total throughput amounts 3,973 tokens/s at TGI.", "Total throughput amounts not 3,973 tokens/s at vLLM.",
    ]),
    ("quant", "With w8a8 the output throughput amounted about 650 tokens/s.", [
        "With w8a8 the output throughput amounted about 975 tokens/s.",
        "With fp16 the output throughput amounted about 650 tokens/s."]),
    # "more" + a plain adjective: its comparative, in its own direction ("more low" is lower)
    ("eng", "vLLM is more fast than TGI.", [
        "TGI is more fast than vLLM.", "vLLM is more slow than TGI.", "vLLM is not more fast than TGI.",
        NEG + "vLLM is more fast than TGI."]),
    ("eng", "vLLM has more low mean TTFT than TGI.", [
        "vLLM has more high mean TTFT than TGI.", "TGI has more low mean TTFT than vLLM.",
        "vLLM has not more low mean TTFT than TGI."]),
    ("eng", "vLLM has a more high output throughput than TGI.", [
        "vLLM has a more low output throughput than TGI.", "TGI has a more high output throughput than vLLM."]),
    ("quant", "w8a8 has a 33% more low mean TPOT than fp16.", [
        "w8a8 has a 50% more low mean TPOT than fp16.", "w8a8 has a 16% more low mean TPOT than fp16.",
        "w8a8 has a 33% more high mean TPOT than fp16.", "fp16 has a 33% more low mean TPOT than w8a8."]),
    ("pr", "pr-1234 is 1.2x more faster than main on output throughput.", [
        "pr-1234 is 1.8x more faster than main on output throughput.",
        "pr-1234 is 1.2x more slower than main on output throughput.",
        "main is 1.2x more faster than pr-1234 on output throughput."]),
    # "N% more of METRIC": "N% more METRIC"
    ("eng", "vLLM gives a 17% more of output throughput than TGI.", [
        "vLLM gives a 34% more of output throughput than TGI.", "vLLM gives a 8% more of output throughput than TGI.",
        "TGI gives a 17% more of output throughput than vLLM.", "vLLM gives a 17% less of output throughput than TGI.",
        "vLLM gives a 17% more of mean TTFT than TGI."]),   # another metric (TTFT 21% lower)
    ("quant", "w8a8 delivers 30% more of output throughput than fp16.", [
        "w8a8 delivers 45% more of output throughput than fp16.", "fp16 delivers 30% more of output throughput than w8a8.",
        "w8a8 delivers 30% less of output throughput than fp16."]),
    # gapped_pair: a lead adverb before the first arm; a contrast degree right after the gapped clause's arm
    ("eng", "Also vLLM reaches 3.31 requests per second, TGI only 2.84.", [
        "Also vLLM reaches 4.97 requests per second, TGI only 2.84.",     # x1.5
        "Also vLLM reaches 3.31 requests per second, TGI only 1.42.",     # x0.5
        "Also TGI reaches 3.31 requests per second, vLLM only 2.84.",     # swapped
        "Also vLLM does not reach 3.31 requests per second, TGI only 2.84.",
        "Also vLLM reaches 3.31 output tokens per second, TGI only 2.84.",   # another metric
    ]),
    ("pr", "pr-1234's mean TTFT is 80 ms, main's just 120 ms.", [
        "pr-1234's mean TTFT is 80 ms, main's just 180 ms.", "main's mean TTFT is 80 ms, pr-1234's just 120 ms.",
        "pr-1234's mean TPOT is 80 ms, main's just 120 ms."]),
    # ... or right after the gapped clause's own verb
    ("eng", "vLLM gives 993 output tokens per second while TGI gives only 851.", [
        "vLLM gives 993 output tokens per second while TGI gives only 1277.",
        "vLLM gives 993 output tokens per second while TGI gives only 426.",
        "TGI gives 993 output tokens per second while vLLM gives only 851.",
        "vLLM gives 993 requests per second while TGI gives only 851.",
        "vLLM does not give 993 output tokens per second while TGI gives only 851."]),
    ("pr", "pr-1234 hit 1,200 output tokens per second, main managed just 1,000.", [
        "pr-1234 hit 1,200 output tokens per second, main managed just 1,500.",
        "main hit 1,200 output tokens per second, pr-1234 managed just 1,000."]),
    # the amount after its comparative (Chinese-English): "faster by" the amount
    ("eng", "Compare with TGI, vLLM is faster 1.17 times in output throughput.", [
        "Compare with TGI, vLLM is faster 1.75 times in output throughput.",    # x1.5
        "Compare with TGI, vLLM is slower 1.17 times in output throughput.",    # flipped
        "Compare with vLLM, TGI is faster 1.17 times in output throughput.",    # swapped
        "Compare with TGI, vLLM is not faster 1.17 times in output throughput."]),
    ("eng", "Mean TTFT of vLLM is lower 21% than TGI.", [
        "Mean TTFT of vLLM is lower 32% than TGI.", "Mean TTFT of vLLM is lower 10% than TGI.",
        "Mean TTFT of vLLM is higher 21% than TGI.", "Mean TTFT of TGI is lower 21% than vLLM.",
        NEG + "mean TTFT of vLLM is lower 21% than TGI."]),
    ("quant", "w8a8 is faster 1.3 times than fp16 in output throughput.", [
        "w8a8 is faster 1.95 times than fp16 in output throughput.",
        "fp16 is faster 1.3 times than w8a8 in output throughput.",
        "w8a8 is slower 1.3 times than fp16 in output throughput."]),
    ("pr", "The output throughput of pr-1234 is higher 20% than main.", [
        "The output throughput of pr-1234 is higher 30% than main.",
        "The output throughput of main is higher 20% than pr-1234.",
        "The output throughput of pr-1234 is lower 20% than main."]),
    # ... or after "than" ARM: "lower than TGI by 21%"
    ("eng", "Mean TTFT of vLLM is lower than TGI 21%.", [
        "Mean TTFT of vLLM is lower than TGI 32%.", "Mean TTFT of vLLM is lower than TGI 10%.",
        "Mean TTFT of vLLM is higher than TGI 21%.", "Mean TTFT of TGI is lower than vLLM 21%.",
        "Mean TTFT of vLLM is not lower than TGI 21%."]),
    ("quant", "The output throughput of w8a8 is higher than fp16 about 30%.", [
        "The output throughput of w8a8 is higher than fp16 about 45%.",
        "The output throughput of fp16 is higher than w8a8 about 30%.",
        "The output throughput of w8a8 is lower than fp16 about 30%."]),
    # "is more 17% than": "is higher by 17% than"
    ("eng", "vLLM output throughput is more 17% than TGI.", [
        "vLLM output throughput is more 26% than TGI.", "vLLM output throughput is less 17% than TGI.",
        "TGI output throughput is more 17% than vLLM.", "vLLM output throughput is not more 17% than TGI."]),
    ("quant", "The mean TPOT of w8a8 is less 33% than fp16.", [
        "The mean TPOT of w8a8 is more 33% than fp16.", "The mean TPOT of fp16 is less 33% than w8a8.",
        "The mean TPOT of w8a8 is less 50% than fp16."]),
    # "a plus / minus of N%" (German "ein Plus / Minus"): "an increase / a decrease of"; "This makes a ...": "This is"
    ("eng", "This makes a plus of around 17 percent in output throughput for vLLM.", [
        "This makes a plus of around 26 percent in output throughput for vLLM.",   # x1.5
        "This makes a plus of around 8 percent in output throughput for vLLM.",    # x0.5
        "This makes a minus of around 17 percent in output throughput for vLLM.",  # flipped
        "This makes a plus of around 17 percent in output throughput for TGI.",    # the other arm
        "This makes a plus of around 17 percent in mean TTFT for vLLM.",           # another metric
        "This makes not a plus of around 17 percent in output throughput for vLLM."]),
    ("quant", "That makes a minus of 33% in mean TPOT for w8a8.", [
        "That makes a minus of 50% in mean TPOT for w8a8.", "That makes a plus of 33% in mean TPOT for w8a8.",
        "That makes a minus of 33% in mean TPOT for fp16."]),
    # "is having" (Indian English's stative progressive): "has"; "lesser": "lower"
    ("eng", "vLLM is having 993 output tokens per second.", [
        "vLLM is having 1490 output tokens per second.", "TGI is having 993 output tokens per second.",
        "vLLM is not having 993 output tokens per second."]),
    ("eng", "vLLM is having lesser mean TTFT than TGI.", [
        "TGI is having lesser mean TTFT than vLLM.", "vLLM is not having lesser mean TTFT than TGI."]),
    ("quant", "w8a8 has lesser mean TPOT than fp16.", [
        "fp16 has lesser mean TPOT than w8a8.", "w8a8 has lesser output throughput than fp16."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, grade)

# a failed request of vLLM: 99 of 100 completed, so 99 / 30.204 s = 3.28 req/s, no longer the statement's 3.31 of all
# 100 requests (an output token rate counts the tokens the failed row still reports, as the grammatical "we got ...
# with TGI" does: not a twin of these slips)
FAILED = [
    "vLLM reaches 3.31 requests per second, TGI 2.84.",       # the grammatical form, for comparison
    "Also vLLM reaches 3.31 requests per second, TGI only 2.84.",
    "With vLLM we became 3.31 requests per second, against 2.84 by TGI.",
]


@pytest.mark.parametrize("s", FAILED)
def test_a_failed_request_is_never_net_true(wit, s):
    res = grade(wit, "eng_fail", s)
    assert res.verdict != "net-true", (s, res.reason)


# honest but unclear, or a slip whose reading is not certain: never an accusation
NEVER_FALSE = [
    ("eng", "vLLM is a little more fast."),                       # no metric, no arm compared
    ("eng", "This makes a plus of around 17 percent for vLLM."),  # a noun form with no metric
    ("eng", "TGI was outpaced 142 tok/s by vLLM."),               # a passive's agent: "by" stays as written
    ("eng", "We measured more long requests with vLLM."),         # "more long" is no comparative of a metric
    ("eng", "There is a 21% drop in average TTFT with vLLM."),    # "in average TTFT" is grammatical: the metric
    ("eng", "The amount 3,973 is the total throughput at vLLM."),
    ("eng", "vLLM reaches 3.31 requests per second, TGI only about 3."),
    ("eng", "vLLM TTFT is lower 90% of the time."),                # a share of the time, no amount: as written
    ("eng", "This makes a plus for vLLM."),
    ("eng", "TGI is the lesser of the two engines on output throughput."),
    ("eng", "vLLM is faster 1.2 times out of 3."),
    ("eng", "vLLM is faster than TGI 17% of the time."),
    ("eng_fail", "With vLLM we became about 990 output tokens per second, against 851 by TGI."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_variants_are_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
