"""Absolute values of one run and label lines (issue 16: the reader reads real phrasing, never accuses falsely).

* production article_length (count_frames.read_length): one request's prompt / output said in the singular with its
  article, "I reached a speed of about 2000 tokens per second for an input of 35 tokens and an output of 250 tokens"
  (rs516 of tests/claims/real_sentences): the nominal lengths input_len 35 and output_len 250, as "prompts of 35
  tokens". Before, "input", "35 tokens", "output", "250 tokens" stayed unread and the sentence was not graded.
* production end_state_level (grammar._bound_words): "TTFT drops below 10ms" (rs384) -- a verb of motion on its own
  side right after the metric, in a clause that names no arm: where the metric ends up, the bound of every arm's value
  (as "TTFT is below 10 ms"). Before, end_state_bound left it unread. With an arm named ("... with B": a drop from
  another arm's value the bound does not say) or the other side ("drops above") it stays unread.
* production latency_goal_single (descriptors._single_user): "For minimum-latency single-request serving" -- the
  latency goal hyphen-joined right before the single-user words restates them (setting concurrency = 1); alone ("for
  min-latency applications") it is not read.
* production arm_memory (descriptors._arm_memory): "An M2 Pro with 16GB runs 8B models at 25 to 40 tokens per second"
  (rs396) -- "with" or a parenthesis and a memory amount right after an arm whose own words name its hardware (a GPU,
  an Apple chip): that hardware's memory, bound to the arm (its own record where the arms record their own), agrees or
  unknowable, never contradicted. After any other arm ("FP8 with 16GB") it is not read.
* production arm_gpu_noun (arm_nouns): "the new H200 GPU achieves ..." (rs479) -- an arm whose own name is a GPU, then
  "GPU" / "card" / "accelerator": the arm (never after another name: "the fast GPU" of an arm named "fast").
* production provenance_of (grammar.provenance_of): "TensorRT-LLM evaluation of the new H200 GPU achieves 11,819
  tokens/s on Llama2-13B on a single GPU" (rs479) -- a run noun and "of" right before an arm, at the clause's start or
  after its facts alone: the arm is the subject. After another word ("A previous evaluation of ...") not read.
* "Prompt evaluation speed : 4668 tokens per second" (rs524; a llama.cpp front end's label beside "Generation speed :
  93 tokens per second"): the prompt processing rate (vocabulary.METRIC_PHRASES: prefill_token_rate, as ollama's
  "prompt eval rate"), re-derived on a llama.cpp / ollama arm that ran one request at a time as prompt_tokens / TTFT,
  a lower bound of the engine's own rate: agrees where it agrees, never false (llama_rates.prompt_rate). The corpus
  witness of rs388 ran ten overlapping requests, where no one request's prompt rate is read: now one at a time, as
  ollama serves them (rs524's never overlapped: only its words were unread).
* production response_line (claimcheck/claims/response_lines.py): "With exllamv2 I get my sample response in: 35.44
  seconds, 150 tokens, 4.23 tokens/second" (rs520) -- one response's end-to-end latency and output tokens, the rate
  restating them (150 / 35.44 = 4.2325; where the three disagree none of it is read); graded only where each arm it
  binds to completed exactly one request (one item of many names no statistic: inconclusive, never false).
* ollama's "eval rate: 24.8 tokens/s" (rs387, rs423): generated tokens over the generation time, never output tokens
  over the wall. The reader already read it so (vocabulary.METRIC_PHRASES: decode_token_rate, graded under
  llama.cpp's / ollama's two countings); the corpus witnesses held 24.8 output tokens / wall, which is no eval rate,
  and graded inconclusive. Here, witnesses an ollama run would make: one generation of N tokens at 1 / R s a token.

Witnesses worked out by hand (``real_sentences.witness_specs``: ``A`` arms, ``same``: two arms alike, a sentence
about one run):

* ``trt``: 16 requests of 35 prompt + 250 output tokens, TTFT 0.05 s, each 1.0 s long, the wall 16 * 250 / 2000 =
  2.0 s -> 2000 output tok/s; Llama 3 8B Instruct (TensorRT-LLM on an A100).
* ``ollama``: one request of 1024 tokens, TTFT 0.2 s, then 1 / 24.8 s a token: generated tokens / generation time
  = 1023 / (1023 / 24.8) = 24.8, or 1024 / (1023 / 24.8) = 24.824 (both 24.8 at one decimal). Output tokens / wall
  is 1024 / (0.2 + 41.25) = 24.7: another rate.
* ``trtllm``: TTFT 8 ms in every request, concurrency 1 (TensorRT-LLM, one H100); ``c16`` the same at concurrency 16;
  ``ab``: arm ``slow`` (baseline) TTFT 12 ms, arm ``fast`` TTFT 8 ms.
* ``m2``: 32 output tok/s on "Apple M2 Pro, 16 GB" (ollama, llama3.1:8b-instruct-q4_K_M); ``h200``: 11,819 output
  tok/s on "1 x NVIDIA H200 141GB" (TensorRT-LLM, Llama-2-13b-chat-hf, FP8); ``perarm``: arm ``h100`` ("H100", its own
  hardware "1 x NVIDIA H100 80GB HBM3") 2000 tok/s and arm ``l40s`` ("L40S", "1 x NVIDIA L40S 48GB") 1000 tok/s.
* ``pp``: llama.cpp, ten requests one at a time, 100 prompt tokens each, TTFT 100 / 4668 s: 4668 prompt tokens/s;
  ``ppx``: ten such requests of 0.5 s each started over [0, 0.5] s, overlapping (no one-stream prompt rate); ``ppv``: ``pp`` served by vLLM.
* ``exl``: ExLlamaV2, one request of 150 output tokens, TTFT 0.5 s, 35.44 s end to end (the wall too); ``exl10``: ten
  such requests back to back (354.4 s).
* ``ollama2``: one request of 8192 tokens at 1 / 38.368 s a token: 38.368 or 38.373 (38.37 at two decimals).
"""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true, sealed_fixture  # noqa: E402
from real_sentences.witness_specs import A, Spec, grade_case, same  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

A100 = "1 x NVIDIA A100 80GB"
SPECS = {
    "trt": Spec("trt", same("trt", toks=2000, tok=250, prompt=35, ttft=0.05, dur=1.0, n=16), key="", hw=A100,
                model="meta-llama/Meta-Llama-3-8B-Instruct", engine="TensorRT-LLM"),
    "ollama": Spec("ollama", same("ollama", n=1, seq=True, tok=1024, ttft=0.2, tpot=1 / 24.8), key="",
                   model="llama3:8b", engine="Ollama"),
    "ollama2": Spec("ollama2", same("ollama", n=1, seq=True, tok=8192, ttft=0.2, tpot=1 / 38.368), key="",
                    model="gpt-oss:20b", engine="Ollama"),
    "trtllm": Spec("trtllm", same("trtllm", ttft=0.008, settings={"concurrency": 1}), key="", engine="TensorRT-LLM"),
    "c16": Spec("c16", same("trtllm", ttft=0.008, settings={"concurrency": 16}), key="", engine="TensorRT-LLM"),
    "ab": Spec("ab", [A("fast", "B", ttft=0.008), A("slow", "A", ttft=0.012)], key="", engine="TensorRT-LLM"),
    "m2": Spec("m2", same("m2", "An M2 Pro", toks=32), key="", hw="Apple M2 Pro, 16 GB",
               model="llama3.1:8b-instruct-q4_K_M", engine="Ollama"),
    "h200": Spec("h200", same("h200", "H200", toks=11819, tok=128, settings={"quantization": "fp8"}), key="",
                 hw="1 x NVIDIA H200 141GB", model="meta-llama/Llama-2-13b-chat-hf", engine="TensorRT-LLM"),
    "perarm": Spec("perarm", [A("h100", "H100", toks=2000, tok=200, ttft=0.05, dur=0.5, hardware="1 x NVIDIA H100 80GB HBM3"),
                              A("l40s", "L40S", toks=1000, tok=200, ttft=0.05, dur=0.5, hardware="1 x NVIDIA L40S 48GB")], key="", hw=None),
    "pp": Spec("pp", same("llamacpp", seq=True, ttft=100 / 4668), key="", hw="NVIDIA GeForce RTX 4090",
               model="Meta-Llama-3-8B-Instruct Q6_K", engine="llama.cpp"),
    "ppx": Spec("ppx", same("llamacpp", ttft=100 / 4668, dur=0.5, wall=1.0), key="", hw="NVIDIA GeForce RTX 4090",
                model="Meta-Llama-3-8B-Instruct Q6_K", engine="llama.cpp"),
    "ppv": Spec("ppv", same("llamacpp", seq=True, ttft=100 / 4668), key="", hw="NVIDIA GeForce RTX 4090",
                model="Meta-Llama-3-8B-Instruct Q6_K", engine="vLLM"),
    "exl": Spec("exl", same("exl2", "exllamv2", n=1, tok=150, ttft=0.5, dur=35.44, wall=35.44), key="",
                hw="NVIDIA GPU (CUDA, Docker)", model="Mistral-7B-Instruct-v0.2 EXL2 2.5bpw", engine="ExLlamaV2"),
    "exl10": Spec("exl10", same("exl2", "exllamv2", n=10, seq=True, tok=150, ttft=0.5, dur=35.44), key="",
                  hw="NVIDIA GPU (CUDA, Docker)", model="Mistral-7B-Instruct-v0.2 EXL2 2.5bpw", engine="ExLlamaV2"),
    # two arms that differ: a value naming no arm binds to neither
    "two": Spec("two", [A("fast", toks=2000, tok=250, prompt=35, ttft=0.05, dur=1.0, n=16),
                        A("slow", toks=1000, tok=250, prompt=35, ttft=0.05, dur=1.0, n=16)], key="", hw=A100,
                model="meta-llama/Meta-Llama-3-8B-Instruct", engine="TensorRT-LLM"),
}
wit = sealed_fixture("vals", SPECS)


def grade(w: str, statement: str, wit):
    return grade_case(SPECS[w], statement, {w: wit[w]})


def _neg(s: str) -> str:
    return "It is not true that " + s[0].lower() + s[1:]


RS516 = ("I benchmarked the Llama 3 8B model, and I reached a speed of about 2000 tokens per second for an input of "
         "35 tokens and an output of 250 tokens.")

RS479 = "TensorRT-LLM evaluation of the new H200 GPU achieves 11,819 tokens/s on Llama2-13B on a single GPU."

CASES = [
    ("trt", RS516,
     [RS516.replace("about 2000", "about 4000"), RS516.replace("about 2000", "about 1000"),
      RS516.replace("input of 35", "input of 70"), RS516.replace("input of 35", "input of 17"),
      RS516.replace("output of 250", "output of 500"), RS516.replace("output of 250", "output of 125"),
      RS516.replace("an input of 35 tokens and an output of 250", "an input of 250 tokens and an output of 35"),
      RS516.replace("Llama 3 8B", "Llama 3 70B")]),
    ("trt", "I got about 2000 tokens per second for an input of 35 tokens.",
     ["I got about 2000 tokens per second for an input of 350 tokens.",
      "I got about 2000 tokens per second for an output of 35 tokens."]),
    ("trt", "About 2000 tok/s with a prompt of 35 tokens and a completion of 250 tokens.",
     ["About 2000 tok/s with a prompt of 250 tokens and a completion of 35 tokens.",
      "About 2000 tok/s with a prompt of 35 tokens and a completion of 25 tokens."]),
    ("trtllm", "For minimum-latency single-request serving, TTFT drops below 10ms.",
     ["For minimum-latency single-request serving, TTFT drops below 4ms.",
      "For minimum-latency single-request serving, TTFT rises above 10ms.",
      "For minimum-latency single-request serving, TTFT drops below 7ms.",
      "For minimum-latency single-request serving, TTFT drops above 10ms.",
      "For minimum-latency single-request serving, TTFT never drops below 10ms.",
      "For minimum-latency single-request serving, TTFT drops below 10ms on an A100.",
      "For minimum-latency batch-64 serving, TTFT drops below 10ms."]),
    ("trtllm", "Mean TTFT falls under 10 ms.", ["Mean TTFT falls under 5 ms.", "Mean TTFT climbs over 10 ms."]),
    ("m2", "An M2 Pro with 16GB runs 8B models at 25 to 40 tokens per second.",
     ["An M2 Pro with 32GB runs 8B models at 25 to 40 tokens per second.",
      "An M2 Pro with 8GB runs 8B models at 25 to 40 tokens per second.",
      "An M2 Pro with 16GB runs 8B models at 50 to 80 tokens per second.",
      "An M2 Pro with 16GB runs 70B models at 25 to 40 tokens per second."]),
    ("m2", "An M2 Pro (16 GB) reaches 32 tok/s.", ["An M2 Pro (24 GB) reaches 32 tok/s.", "An M2 Pro (16 GB) reaches 64 tok/s."]),
    ("perarm", "The L40S with 48GB reaches 1000 tok/s.",
     ["The L40S with 80GB reaches 1000 tok/s.", "The H100 with 48GB reaches 2000 tok/s.",
      "The L40S with 48GB reaches 2000 tok/s."]),
    ("perarm", "The H100 (80 GB) reaches 2000 tok/s.", ["The H100 (48 GB) reaches 2000 tok/s."]),
    ("h200", RS479,
     [RS479.replace("11,819", "23,638"), RS479.replace("11,819", "5,910"), RS479.replace("Llama2-13B", "Llama2-70B"),
      RS479.replace("a single GPU", "8 GPUs"), RS479.replace("TensorRT-LLM", "vLLM")]),
    ("h200", "The H200 GPU reaches 11,819 tokens/s.", ["The H200 GPU reaches 23,638 tokens/s."]),
    ("pp", "Prompt evaluation speed : 4668 tokens per second",
     ["Prompt evaluation speed : 9336 tokens per second", "Prompt evaluation speed : 2334 tokens per second",
      "Prompt evaluation speed : 4700 tokens per second", "Generation speed : 4668 tokens per second"]),
    ("pp", "Prompt eval speed: 4668 tok/s", ["Prompt eval speed: 5000 tok/s"]),
    ("exl", "With exllamv2 I get my sample response in: 35.44 seconds, 150 tokens, 4.23 tokens/second",
     ["With exllamv2 I get my sample response in: 70.88 seconds, 300 tokens, 4.23 tokens/second",
      "With exllamv2 I get my sample response in: 17.72 seconds, 75 tokens, 4.23 tokens/second",
      "With exllamv2 I get my sample response in: 35.44 seconds, 150 tokens, 8.46 tokens/second",
      "With exllamv2 I get my sample response in: 35.44 seconds, 300 tokens, 4.23 tokens/second",
      "With exllamv2 I get my sample response in: 35.44 seconds, 150 tokens, 4.23 tokens/second on an A100"]),
    ("exl", "The response in 35.44 s, 150 tokens, 4.23 tok/s.", ["The response in 35.44 s, 151 tokens, 4.26 tok/s."]),
    ("ollama", "eval rate: 24.8 tokens/s",
     ["eval rate: 49.6 tokens/s", "eval rate: 12.4 tokens/s", "eval rate: 24.6 tokens/s", "eval rate: 25.0 tokens/s",
      "prompt eval rate: 24.8 tokens/s"]),
    ("ollama2", "eval rate: 38.37 tokens/s",
     ["eval rate: 76.74 tokens/s", "eval rate: 38.30 tokens/s", "eval rate: 38.45 tokens/s"]),
]


@pytest.mark.parametrize("w,true,twins", CASES, ids=[c[1][:48] for c in CASES])
def test_true_sentences_read_and_their_twins_never_agree(w, true, twins, wit):
    assert_read_net_true(grade(w, true, wit))
    for twin in twins + [_neg(true)]:
        assert_never_net_true(grade(w, twin, wit), twin)


def test_a_contradicted_length_read_completely_is_false(wit):
    """The output cap is 250 tokens: an output of 500 tokens is contradicted by a number the witness holds."""
    assert grade("trt", RS516.replace("output of 250", "output of 500"), wit).verdict == "false"


def test_the_single_user_words_are_the_setting(wit):
    """Concurrency 16: 'minimum-latency single-request serving' (concurrency 1) is contradicted, never net-true."""
    assert_never_net_true(grade("c16", "For minimum-latency single-request serving, TTFT drops below 10ms.", wit), "c16")


def test_a_drop_between_two_arms_is_not_the_level(wit):
    """A/B, A 12 ms, B 8 ms: "TTFT drops below 10ms" names no arm: every arm's bound, which A does not hold (one arm
    has it: never net-true, never false); with an arm named the drop is from the other arm's value: not read."""
    for s in ["TTFT drops below 10ms.", "TTFT drops below 10ms with B.", "With B, TTFT drops below 10ms."]:
        got = grade("ab", s, wit)
        assert got.verdict not in ("net-true", "false"), (s, got.reason)
    assert grade("ab", "TTFT drops below 15ms.", wit).verdict == "net-true"  # both arms below 15 ms: the level


@pytest.mark.parametrize("statement", [
    "FP8 with 16GB reaches 1000 tok/s.",                    # an arm that names no hardware: no memory of it
    "A previous evaluation of the H200 achieves 1000 tok/s.",  # another run's evaluation
    "An evaluation of 100 prompts achieves 1000 tok/s.",       # no arm after "of"
    "For minimum latency single-request serving, TTFT is below 10ms.",  # no hyphen: "minimum latency" a statistic?
    "TTFT drops below 10ms with fast.",                          # an arm in the clause
    "TTFT drops above 10ms.",                                   # the other side
])
def test_what_the_level_and_goal_leave(statement):
    arms = {"fp8": ["FP8"], "h200": ["H200"]} if "FP8" in statement or "H200" in statement else {"fast": [], "slow": []}
    assert read_full(statement, "", arms).reading.unread, statement


def test_a_latency_goal_alone_is_an_open_condition_not_a_setting():
    """"For min-latency applications" (formerly left unread above): a latency goal alone names no setting (no
    concurrency 1 is read); it is the claim's scope, an open workload condition (conditions.py, production
    workload_condition), so the claim stays not-yet."""
    got = read_full("For min-latency applications, TTFT is below 10ms.", "", {"fast": [], "slow": []}).reading
    assert [(f.kind, f.key) for f in got.context] == [("unverifiable", "workload")]


def test_the_fast_gpu_names_no_arm(wit):
    """An arm named "fast": "the fast GPU" is no arm phrase (only a GPU's own name takes the noun GPU)."""
    got = grade("two", "The fast GPU reached about 2000 tokens per second.", wit)
    assert got.verdict != "net-true" and got.reading.unread, got.reason


@settings(max_examples=30, deadline=None, derandomize=True)
@given(b=st.integers(min_value=1, max_value=200), verb=st.sampled_from(["drops", "falls", "dips"]))
def test_end_state_level_is_the_bound(b, verb, wit):
    """TTFT is 8 ms: "TTFT <verb> below B ms" is net-true for B >= 9 (8 clear of [B - 0.5, B + 0.5)), never for
    B <= 8; "TTFT rises above B ms" never net-true for B >= 8."""
    got = grade("trtllm", f"TTFT {verb} below {b}ms.", wit)
    if b >= 9:
        assert_read_net_true(got)
    else:
        assert_never_net_true(got, str(b))
    if b >= 8:
        assert_never_net_true(grade("trtllm", f"TTFT rises above {b}ms.", wit), str(b))


def test_a_prompt_rate_is_read_only_of_one_stream_of_llama_cpp(wit):
    """Ten overlapping requests (no one request's prompt rate), or a vLLM witness: not graded net-true; and a prompt
    rate off the lower bound is never an accusation (the engine's own rate may be higher)."""
    for w in ("ppx", "ppv"):
        assert_never_net_true(grade(w, "Prompt evaluation speed : 4668 tokens per second", wit), w)
    for s in ("Prompt evaluation speed : 9336 tokens per second", "Prompt evaluation speed : 1000 tokens per second"):
        assert grade("pp", s, wit).verdict != "false", s


def test_a_response_line_is_one_response(wit):
    """The time and the tokens scaled together keep the rate: the one request's 35.44 s contradicts 70.88 s, read
    completely (false). Of ten requests, the line names one of them, which is not said: never net-true, never false."""
    twin = "With exllamv2 I get my sample response in: 70.88 seconds, 300 tokens, 4.23 tokens/second"
    assert grade("exl", twin, wit).verdict == "false"
    for s in ["With exllamv2 I get my sample response in: 35.44 seconds, 150 tokens, 4.23 tokens/second", twin]:
        got = grade("exl10", s, wit)
        assert got.verdict not in ("net-true", "false"), (s, got.reason)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(secs=st.decimals(min_value=Decimal("0.5"), max_value=Decimal("999"), places=2),
       n=st.integers(min_value=1, max_value=20000),
       rate=st.decimals(min_value=Decimal("0.01"), max_value=Decimal("9999"), places=2))
def test_a_response_line_reads_only_where_its_rate_restates_it(secs, n, rate):
    """Read only where n / secs is the rate within the stated precisions (+-min(0.005, x / 20) for two decimals); then
    exactly one response's latency (statistic None) and its output tokens (min and max), nothing of the rate."""
    got = read_full(f"My sample response in: {secs} seconds, {n} tokens, {rate} tokens/second", "",
                    {"exl2": [], "reference": []}).reading
    ht, hr = min(Decimal("0.005"), secs / 20), min(Decimal("0.005"), rate / 20)
    agree = Decimal(n) / (secs + ht) <= rate + hr and rate - hr <= Decimal(n) / (secs - ht)
    if not agree:
        assert not any(a.metric == "e2e_latency" for a in got.assertions), (secs, n, rate)
        assert got.unread
        return
    assert not got.unread, [u.text for u in got.unread]
    assert sorted((a.metric, a.statistic, Decimal(str(a.value))) for a in got.assertions) == sorted(
        [("e2e_latency", None, secs), ("request_output_tokens", "min", Decimal(n)),
         ("request_output_tokens", "max", Decimal(n))])


def test_eval_rate_is_not_the_wall_rate(wit):
    """24.7 is output tokens / wall (1024 / 41.45 s), no eval rate: the generation rate contradicts it under both
    countings (24.8, 24.824), never net-true."""
    assert_never_net_true(grade("ollama", "eval rate: 24.7 tokens/s", wit), "24.7")


def test_two_arms_that_differ_bind_to_neither(wit):
    """A value naming no arm, true of one of two arms: never net-true (a number that matches one arm is no arm)."""
    for s in ["I reached a speed of about 2000 tokens per second for an input of 35 tokens.",
              "I reached a speed of about 1000 tokens per second for an input of 35 tokens."]:
        assert grade("two", s, wit).verdict != "net-true", s


@pytest.mark.parametrize("statement", [
    "I reached 2000 tok/s for an input of 35.",             # no "tokens": not a length
    "I reached 2000 tok/s for an input of 35 requests.",     # not tokens
])
def test_what_the_production_leaves(statement):
    got = read_full(statement, "", {"trt": [], "reference": []}).reading
    assert got.unread, statement


@settings(max_examples=40, deadline=None, derandomize=True)
@given(n=st.integers(min_value=1, max_value=100000), kind=st.sampled_from(["input", "prompt", "output", "completion"]),
       art=st.sampled_from(["a", "an"]))
def test_article_length_reads_the_nominal_length(n, kind, art):
    """'an input of N tokens' is the setting input_len N (input / prompt), 'an output of N tokens' output_len N
    (output / completion): one fact, the words all read."""
    got = read_full(f"About 2000 tok/s for {art} {kind} of {n} tokens.", "", {"trt": [], "reference": []}).reading
    key = "input_len" if kind in ("input", "prompt") else "output_len"
    assert not got.unread, [u.text for u in got.unread]
    assert [(f.key, str(f.value)) for f in got.context if f.key in ("input_len", "output_len")] == [(key, str(n))]


@settings(max_examples=25, deadline=None, derandomize=True)
@given(rate=st.decimals(min_value=Decimal("1.0"), max_value=Decimal("200.0"), places=1))
def test_an_eval_rate_off_its_rounding_never_agrees(rate, wit):
    """The generation rate is 24.8 (1023 tokens) or 24.824 (1024): a stated rate whose one-decimal interval
    [r - 0.05, r + 0.05) holds neither is never net-true."""
    lo, hi = rate - Decimal("0.05"), rate + Decimal("0.05")
    if lo <= Decimal("24.8") < hi or lo <= Decimal("24.824") < hi:
        return
    assert_never_net_true(grade("ollama", f"eval rate: {rate} tokens/s", wit), str(rate))
