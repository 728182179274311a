"""Whole-run nouns: the wall time of a run named by the run, the workload or the time of its whole set
(claimcheck/claims/whole_run.py; grammar.lark productions whole_run_time, counted_work, whole_run_noun,
whole_set_of, work_object):

* a work noun of the whole set ("the whole replay", "the entire trace replay", "the 24-request load test") as the
  subject of a verb of duration, as "the whole benchmark" / "the 16-request workload" already were;
* "X got through the 8 prompts in 16 s; Y needed 32 s": a verb of getting through the work, then the other arm's
  time for the same work after the clause (as after "X needs 80 s to finish ...");
* "X got through / finished the whole set 1.33x faster than Y": the whole work as the verb's object;
* "Running all 10 prompts back to back took ...": a sequential adverb said of every arm is the setting
  concurrency = 1 of each (checked against what each arm declares; none declared: open, never false);
* the wall time named by the run ("(the) whole run of 8 prompts went 40s -> 25.6s": subject position, a verb of
  change after it) or by "(total) time" with its whole set ("the total time for the batch", "the time to finish all
  12 requests"), and a whole set after the wall ("total benchmark time for the 12-prompt suite"), also as a change
  verb's object ("FP8 cuts the time to finish all 10 requests by 33%"); a count in the set is each arm's, one run's,
  as counted_work's;
* a whole set's count said with one arm as the clause's subject and another after "compared with" ("With the E4M3 KV
  cache the 16-request workload completes in 8.0 s, compared with 12.0 s for BF16") is each named arm's own: no
  longer held back as naming another arm than the subject.

Witnesses by hand (every request of an arm alike; ``wall`` sets the last request's end; ``seq``: back to back, the
wall the sum of the latencies):
eng: vLLM 8 requests in 8 s, TGI 8 in 12 s (8/12 = 0.667, 12/8 = 1.5x).
prec: FP8 8 requests in 25.6 s, BF16 8 in 40 s (40 -> 25.6 s: -36%, 1.5625x).
seq: llama.cpp 10 requests back to back at 2.15 s = 21.5 s, Ollama 10 at 2.86 s = 28.6 s (28.6 / 21.5 = 1.33x);
both declare concurrency 1.
awq: AWQ 8 prompts back to back at 2 s = 16 s, BF16 8 at 4 s = 32 s; both concurrency 1.
kv: E4M3 KV cache 16 requests in 8.0 s, BF16 16 in 12.0 s.
hw: H100 24 requests in 12 s, L40S 24 in 24 s (each arm's own hardware).
suite: the new build 12 prompts in 9.0 s, the old build (baseline) 12 in 7.5 s (+20%).
batch: FP8 10 requests in 8 s, BF16 10 in 12 s (-33.3%).
"""

from __future__ import annotations

from claims_corpus.frame_checks import frame_tests, sealed_fixture, assert_never_false
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, H100, Spec

import pytest

L40S = "1 x NVIDIA L40S"
SEQ = {"concurrency": 1}
SPECS = {
    "eng": Spec("eng", [A("vllm", "vLLM", wall=8, n=8, settings={"engine": "vLLM"}),
                        A("tgi", "TGI", wall=12, n=8, settings={"engine": "TGI"}, role="baseline")], key="", engine=None),
    "prec": Spec("prec", [A("fp8", "FP8", wall=25.6, n=8, settings={"dtype": "fp8"}),
                          A("bf16", "BF16", wall=40, n=8, settings={"dtype": "bfloat16"}, role="baseline")], key=""),
    "seq": Spec("seq", [A("lcpp", "llama.cpp", seq=True, dur=2.15, n=10, settings={"engine": "llama.cpp", **SEQ}),
                        A("ollama", "Ollama", seq=True, dur=2.86, n=10, settings={"engine": "Ollama", **SEQ},
                          role="baseline")], key="", engine=None),
    "awq": Spec("awq", [A("awq", "AWQ", seq=True, dur=2, n=8, settings={"quantization": "awq", **SEQ}),
                        A("bf16", "BF16", seq=True, dur=4, n=8, settings={"dtype": "bfloat16", **SEQ}, role="baseline")],
                key=""),
    "kv": Spec("kv", [A("fp8kv", "E4M3 KV cache", "E4M3", wall=8.0, n=16, settings={"kv_cache_dtype": "fp8_e4m3"}),
                      A("bf16", "BF16", wall=12.0, n=16, settings={"kv_cache_dtype": "bfloat16"}, role="baseline")],
               key=""),
    "hw": Spec("hw", [A("h100", "H100", wall=12, n=24, hardware=H100),
                      A("l40s", "L40S", wall=24, n=24, hardware=L40S, role="baseline")], key="", hw=None),
    "suite": Spec("suite", [A("new", "the new build", wall=9.0, n=12),
                            A("old", "the old build", wall=7.5, n=12, role="baseline")], key=""),
    "batch": Spec("batch", [A("fp8", "FP8", wall=8, n=10, settings={"dtype": "fp8"}),
                            A("bf16", "BF16", wall=12, n=10, settings={"dtype": "bfloat16"}, role="baseline")], key=""),
}
N = {"eng": 8, "prec": 8, "seq": 10, "awq": 8, "kv": 16, "hw": 24, "suite": 12, "batch": 10}

wit = sealed_fixture("whole-run-nouns", SPECS)


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], f"{N[name]} requests per arm")


FRAMES = [
    # a work noun of the whole set as the subject of a verb of duration
    ("eng", "The whole replay took 8 s on vLLM versus 12 s on TGI.",
     ["The whole replay took 12 s on vLLM versus 8 s on TGI.", "The whole replay took 12 s on vLLM versus 18 s on TGI.",
      "The whole replay took 4 s on vLLM versus 6 s on TGI.", "The whole replay took 8 s on TGI versus 12 s on vLLM.",
      "The whole replay never took 8 s on vLLM versus 12 s on TGI."]),
    ("eng", "The entire trace replay took about 8 s on vLLM and ~12 s on TGI.",
     ["The entire trace replay took about 12 s on vLLM and ~8 s on TGI."]),
    ("eng", "The whole load test finished in 8 seconds with vLLM and in 12 seconds with TGI.",
     ["The whole load test finished in 12 seconds with vLLM and in 8 seconds with TGI."]),
    ("eng", "The 8-prompt replay took 8 s on vLLM versus 12 s on TGI.",
     ["The 12-prompt replay took 8 s on vLLM versus 12 s on TGI.", "The 4-prompt replay took 8 s on vLLM versus 12 s on TGI."]),
    ("hw", "The 24-request load test finished in 12 s on the H100 and in 24 s on the L40S.",
     ["The 24-request load test finished in 24 s on the H100 and in 12 s on the L40S.",
      "The 36-request load test finished in 12 s on the H100 and in 24 s on the L40S.",
      "The 12-request load test finished in 12 s on the H100 and in 24 s on the L40S.",
      "The 24-request load test finished in 18 s on the H100 and in 36 s on the L40S.",
      "The 24-request load test finished in 12 s on the L40S and in 24 s on the H100."]),
    ("kv", "With the E4M3 KV cache the 16-request workload completes in 8.0 s, compared with 12.0 s for BF16.",
     ["With the E4M3 KV cache the 16-request workload completes in 12.0 s, compared with 8.0 s for BF16.",
      "With the E4M3 KV cache the 24-request workload completes in 8.0 s, compared with 12.0 s for BF16.",
      "With the E4M3 KV cache the 8-request workload completes in 8.0 s, compared with 12.0 s for BF16.",
      "With BF16 the 16-request workload completes in 8.0 s, compared with 12.0 s for the E4M3 KV cache.",
      "With the E4M3 KV cache the 16-request workload completes in 4.0 s, compared with 6.0 s for BF16."]),
    ("kv", "With the E4M3 KV cache, the entire workload completes in about 8 s, compared with 12 s for BF16.",
     ["With the E4M3 KV cache, the entire workload completes in about 12 s, compared with 8 s for BF16."]),
    # got through, then the other arm's time for the same work
    ("awq", "At concurrency 1 the AWQ model got through the 8 prompts in 16 s; BF16 needed 32 s.",
     ["At concurrency 1 the AWQ model got through the 8 prompts in 32 s; BF16 needed 16 s.",
      "At concurrency 4 the AWQ model got through the 8 prompts in 16 s; BF16 needed 32 s.",
      "At concurrency 1 the AWQ model got through the 12 prompts in 16 s; BF16 needed 32 s.",
      "At concurrency 1 the AWQ model got through the 8 prompts in 24 s; BF16 needed 48 s.",
      "At concurrency 1 the AWQ model got through the 8 prompts in 8 s; BF16 needed 16 s.",
      "At concurrency 1 the BF16 model got through the 8 prompts in 16 s; AWQ needed 32 s."]),
    ("awq", "AWQ got through all 8 prompts in about 16 seconds; BF16 took 32 seconds.",
     ["AWQ got through all 8 prompts in about 32 seconds; BF16 took 16 seconds."]),
    ("awq", "AWQ finished the 8 prompts in 16 s; BF16 needed 32 s.",
     ["AWQ finished the 8 prompts in 16 s; BF16 needed 16 s."]),
    ("awq", "AWQ got through the 8 prompts in ~16 s, whereas BF16 needed ~32 s.",
     ["AWQ got through the 8 prompts in ~16 s, whereas BF16 needed ~48 s.",
      "BF16 got through the 8 prompts in ~16 s, whereas AWQ needed ~32 s."]),
    # the whole work as the object, a ratio of the arms' speeds
    ("seq", "llama.cpp got through the whole set about 1.33x faster than Ollama",
     ["Ollama got through the whole set about 1.33x faster than llama.cpp",
      "llama.cpp got through the whole set about 2x faster than Ollama",
      "llama.cpp got through the whole set about 1.33x slower than Ollama",
      "llama.cpp got through the whole set about 0.67x faster than Ollama"]),
    ("seq", "llama.cpp finished the entire batch roughly 1.33x faster than Ollama.",
     ["llama.cpp finished the entire batch roughly 2x faster than Ollama."]),
    # a sequential adverb said of every arm
    ("seq", "Running all 10 prompts back to back took 21.5 seconds with llama.cpp and 28.6 seconds with Ollama.",
     ["Running all 10 prompts back to back took 28.6 seconds with llama.cpp and 21.5 seconds with Ollama.",
      "Running all 15 prompts back to back took 21.5 seconds with llama.cpp and 28.6 seconds with Ollama.",
      "Running all 10 prompts back to back took 32.25 seconds with llama.cpp and 42.9 seconds with Ollama.",
      "Running all 10 prompts concurrently took 21.5 seconds with llama.cpp and 28.6 seconds with Ollama."]),
    ("seq", "Processing all 10 prompts sequentially took 21.5 s on llama.cpp and 28.6 s on Ollama.",
     ["Processing all 10 prompts sequentially took 28.6 s on llama.cpp and 21.5 s on Ollama.",
      "Processing all 10 prompts in parallel took 21.5 s on llama.cpp and 28.6 s on Ollama."]),
    ("seq", "Serving all 10 prompts one by one took about 21.5 s with llama.cpp vs ~28.6 s with Ollama.",
     ["Serving all 10 prompts one by one took about 32 s with llama.cpp vs ~43 s with Ollama."]),
    ("seq", "We sent all 10 prompts back to back.", ["We sent all 15 prompts back to back.",
                                                     "We sent all 10 prompts concurrently."]),
    ("seq", "Running all 10 prompts one at a time took ~21.5 s with llama.cpp and ~28.6 s with Ollama.",
     ["Running all 10 prompts one at a time took ~10.75 s with llama.cpp and ~14.3 s with Ollama."]),
    # the wall named by the run, or by the time of its whole set
    ("prec", "whole run of 8 prompts went 40s -> 25.6s",
     ["whole run of 8 prompts went 25.6s -> 40s", "whole run of 12 prompts went 40s -> 25.6s",
      "whole run of 8 prompts went 60s -> 38.4s", "whole run of 8 prompts went 20s -> 12.8s"]),
    ("prec", "With FP8 the whole run of 8 prompts went from 40 s to 25.6 s.",
     ["With BF16 the whole run of 8 prompts went from 40 s to 25.6 s.",
      "With FP8 the whole run of 4 prompts went from 40 s to 25.6 s."]),
    ("prec", "The whole 8-prompt run went from 40 s to 25.6 s.",
     ["The whole 12-prompt run went from 40 s to 25.6 s.", "The whole 8-prompt run went from 25.6 s to 40 s.",
      "The whole 4-prompt run went from 40 s to 25.6 s."]),
    ("prec", "FP8 finishes the whole run about 1.56x faster than BF16.",
     ["BF16 finishes the whole run about 1.56x faster than FP8.", "FP8 finishes the whole run about 2.3x faster than BF16.",
      "FP8 finishes the whole run about 1.56x slower than BF16."]),
    ("prec", "The entire run dropped from 40 s to about 25.6 s with FP8.",
     ["The entire run dropped from 40 s to about 25.6 s with BF16.", "The entire run rose from 40 s to about 25.6 s with FP8."]),
    ("suite", "Total benchmark time for the 12-prompt suite went up from 7.5 s to 9.0 s.",
     ["Total benchmark time for the 12-prompt suite went up from 9.0 s to 7.5 s.",
      "Total benchmark time for the 18-prompt suite went up from 7.5 s to 9.0 s.",
      "Total benchmark time for the 6-prompt suite went up from 7.5 s to 9.0 s.",
      "Total benchmark time for the 12-prompt suite went down from 7.5 s to 9.0 s.",
      "Total benchmark time for the 12-prompt suite went up from 11.25 s to 13.5 s."]),
    ("suite", "The wall time of the whole run went up from 7.5 s to 9.0 s.",
     ["The wall time of the whole run went up from 7.5 s to 13.5 s."]),
    ("suite", "The total time for all 12 requests went up from 7.5 s to 9.0 s.",
     ["The total time for all 18 requests went up from 7.5 s to 9.0 s."]),
    ("suite", "The time to finish the batch rose from 7.5 s to 9.0 s.",
     ["The time to finish the batch fell from 7.5 s to 9.0 s.", "The time to finish the batch rose from 7.5 s to 4.5 s."]),
    ("batch", "FP8 cut the GPU time for the batch by roughly 33% compared with BF16".replace("GPU", "total"),
     ["FP8 cut the total time for the batch by roughly 50% compared with BF16",
      "BF16 cut the total time for the batch by roughly 33% compared with FP8",
      "FP8 raised the total time for the batch by roughly 33% compared with BF16",
      "FP8 cut the total time for the batch by roughly 16% compared with BF16"]),
    ("batch", "FP8 cuts the time to finish all 10 requests by about 33% compared with BF16.",
     ["FP8 cuts the time to finish all 20 requests by about 33% compared with BF16.",
      "FP8 cuts the time to finish all 10 requests by about 66% compared with BF16.",
      "BF16 cuts the time to finish all 10 requests by about 33% compared with FP8.",
      "FP8 cuts the time to finish all 5 requests by about 33% compared with BF16."]),
    ("batch", "FP8 reduces benchmark time for the 10-request batch by roughly 33% versus BF16.",
     ["FP8 reduces benchmark time for the 15-request batch by roughly 33% versus BF16.",
      "FP8 reduces benchmark time for the 10-request batch by roughly 50% versus BF16.",
      "FP8 increases benchmark time for the 10-request batch by roughly 33% versus BF16."]),
    ("batch", "FP8 cut the wall time for the whole batch by about 33% compared with BF16.",
     ["FP8 cut the wall time for the whole batch by about 66% compared with BF16."]),
    ("batch", "FP8 cut the time for the batch by ~33% vs BF16.",
     ["FP8 cut the time for the batch by ~33% vs FP8.".replace("vs FP8", "vs BF16").replace("FP8 cut", "BF16 cut")]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, grade)

#: honest but unclear: never false (a time said with no whole set; the arm's concurrency left undeclared is open)
NEVER_FALSE = [
    ("batch", "FP8 cut the GPU time for the batch by roughly 33% compared with BF16"),  # GPU time: GPU-seconds?
    ("prec", "The run went from 40 s to 25.6 s."),
    ("suite", "The time went up from 7.5 s to 9.0 s."),
    ("eng", "Running all 8 prompts back to back took 8 s on vLLM and 12 s on TGI."),  # no concurrency declared
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_unclear_variants_are_never_false(name, s, wit):
    assert_never_false(grade(wit, name, s), s)
