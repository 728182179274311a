"""Topic lead-ins before a colon and a bare change's comma pair (claimcheck/claims/lead_labels.py: summary_label's
topic nouns, topic_verb and topic_pronoun; claimcheck/claims/bare_change.py: bare_change_pair's and comma_bare_pair's hedged pair).

* a topic noun with no direction ("The biggest thing was TPOT:", "The main difference is TTFT:", "The headline:"): taken
  out only where the clause after the colon names only the topic's metrics (any metric where the label names none);
  the clause carries the direction and is graded on its own;
* a topic as the subject of a change ("Tail latency improved as well:", "Decode got slower:", "TTFT regressed:"): a
  summary whose direction every direction word and from-to pair after the colon must say (a from-to pair's values
  may name their arms: "from 7.0 s on BF16 to 4.6 s on FP8"; a hedge may stand after "from": "from ~100 ms");
* "it" right after the colon of a summary whose topic is one metric ("The catch is TTFT: it goes from ~100 ms to
  ~140 ms with AWQ"): the topic's metric, only where the summary then agrees with its clause;
* a sentence adverb before the summary ("Honestly the biggest thing was TPOT:"): read as discourse;
* a summary noun and a metric with its statistic before values only ("The tradeoff is TTFT at the median: 260 ms vs
  240 ms on main, about 8% worse": valued_summary), a phase's latency as the topic ("Prefill latency is essentially
  unaffected:"), a reviewer's approval of performance ("LGTM from the perf side:": approval_label);
* a bare change verb, a comma, then a from-to pair ending its clause ("TTFT goes up slightly, from 400 ms to 450 ms,
  because ..."): read as the parenthesized pair is ("(from 400 ms to 450 ms)").

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike, so any
statistic is the mean; e2e = TTFT + TPOT x (output tokens - 1)):

* ``fp8`` -- bf16 (baseline): 40 requests, 4 req/s, TTFT 900 ms, TPOT 31 ms, 101 output tokens: e2e 0.9 + 3.1 = 4.0 s;
  fp8 (treatment): 5 req/s, TTFT 610 ms, TPOT 32.6 ms: e2e 0.61 + 3.26 = 3.87 s. x1.5: TTFT 1350 / 915 ms, e2e 6.0 /
  5.8 s; x0.5: TTFT 450 / 305 ms, e2e 2.0 / 1.94 s.
* ``spec`` -- base (baseline): 16 requests of 50 output tokens, TTFT 400 ms, TPOT 20 ms: e2e 0.4 + 0.98 = 1.38 s;
  spec (spec decode, treatment): TTFT 450 ms, TPOT 10 ms: e2e 0.45 + 0.49 = 0.94 s. TTFT +12.5%, TPOT -50%.
* ``awq`` -- bf16 (baseline): 16 requests, TTFT 100 ms, TPOT 30 ms; awq (treatment): TTFT 140 ms, TPOT 20 ms.
* ``pr`` -- main (baseline): 16 requests, TTFT 240 ms; pr (this PR, treatment): TTFT 260 ms ((260 - 240) / 240 = +8.3%,
  "about 8% worse"); TPOT 20 ms both. x1.5: 390 / 360 ms; x0.5: 130 / 120 ms.
* ``lgtm`` -- main (baseline): 16 requests, 0.97 req/s; pr (this PR, treatment): 1.43 req/s (1.43 / 0.97 = 1.474x,
  "1.47x"; x1.5: 2.2x, x0.5: 0.74x).
* ``kv`` -- three arms of kv_cache_dtype (auto baseline, fp8, int8): TTFT 500 ms in every arm; TPOT 20 / 15 / 20 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM"
SPECS = {
    "fp8": [A("fp8", "FP8", role="treatment", thr=5, ttft=0.61, tpot=0.0326, tok=101, n=40,
              settings={"quantization": "fp8"}),
            A("bf16", "BF16", role="baseline", thr=4, ttft=0.9, tpot=0.031, tok=101, n=40,
              settings={"quantization": "bf16"})],
    "spec": [A("spec", "spec decode", "speculative decoding", role="treatment", ttft=0.45, tpot=0.01, tok=50, n=16),
             A("base", "the baseline", role="baseline", ttft=0.4, tpot=0.02, tok=50, n=16)],
    "awq": [A("awq", "AWQ", role="treatment", ttft=0.14, tpot=0.02, tok=50, n=16, settings={"quantization": "awq"}),
            A("bf16", "BF16", role="baseline", ttft=0.1, tpot=0.03, tok=50, n=16, settings={"quantization": "bf16"})],
    "pr": [A("pr", "this PR", "the PR", role="treatment", ttft=0.26, tpot=0.02, tok=50, n=16),
           A("main", role="baseline", ttft=0.24, tpot=0.02, tok=50, n=16)],
    "kv": [A("fp8", "FP8", role="treatment", ttft=0.5, tpot=0.015, tok=50, n=16, settings={"kv_cache_dtype": "fp8"}),
           A("auto", "auto", role="baseline", ttft=0.5, tpot=0.02, tok=50, n=16, settings={"kv_cache_dtype": "auto"}),
           A("int8", "int8", role="treatment", ttft=0.5, tpot=0.02, tok=50, n=16, settings={"kv_cache_dtype": "int8"})],
    "lgtm": [A("pr", "this PR", "the PR", role="treatment", thr=1.43, n=16),
             A("main", role="baseline", thr=0.97, n=16)],
}
wit = sealed_fixture("topic_leads", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


#: topic nouns with no direction, crossed with TPOT clauses (statistic placement, spellings, hedges, arrows, arms)
TPOT_TOPICS = ["The biggest thing was TPOT:", "Honestly the biggest thing was TPOT:", "The main difference is TPOT:",
               "The biggest change is time per output token:", "The headline:", "Main takeaway is TPOT:",
               "The difference is in TPOT:", "Frankly, the big story is TPOT:"]
TPOT_CLAUSES = ["mean TPOT dropped from 20 to 10 milliseconds.", "TPOT (mean) went from 20 ms to 10 ms.",
                "the mean of TPOT fell from ~20 ms to ~10 ms with spec decode.",
                "median time per output token: 20 ms -> 10 ms.", "p99 TPOT is 10 ms with spec decode vs 20 ms with the baseline.",
                "mean TPOT is about 50% lower with speculative decoding."]
TPOT_TWINS = ["mean TPOT dropped from 30 to 15 milliseconds.", "mean TPOT dropped from 10 to 5 milliseconds.",
              "mean TPOT rose from 10 to 20 milliseconds.", "mean TPOT is about 50% lower with the baseline.",
              "mean TPOT is about 50% higher with speculative decoding.", "mean TPOT did not drop from 20 to 10 ms.",
              "mean TPOT dropped from 20 to 10 milliseconds on an A100.",
              "mean TTFT dropped from 20 to 10 milliseconds.", "mean TPOT is about 75% lower with speculative decoding."]
#: a topic the clause does not name: the label stays unread (never net-true)
TOPIC_MISMATCH = ["The biggest thing was TTFT: mean TPOT dropped from 20 to 10 milliseconds.",
                  "The main difference is throughput: mean TPOT dropped from 20 to 10 ms.",
                  "The biggest thing was TPOT: mean TPOT dropped from 20 to 10 ms and mean TTFT rose 12.5%.",
                  "The biggest thing was not TPOT: mean TPOT dropped from 20 to 10 ms.",
                  "No difference in TPOT: mean TPOT dropped from 20 to 10 ms."]

#: a topic as the subject of a change, crossed with tail clauses of the fp8 witness
TAIL_SUBJECTS = ["Tail latency improved as well:", "Tail latency improved:", "The tail improved too:",
                 "Tail latency dropped:", "Tail latency got better:", "Tail latency improved overall:",
                 "Tail latencies also improved:"]
TAIL_CLAUSES = ["p95 end-to-end latency went from 4.0 s on BF16 to 3.87 s on FP8.",
                "P99 TTFT drops from 900 ms to 610 ms.", "TTFT p99 goes from ~900 ms to ~610 ms.",
                "the p95 of E2EL fell from about 4.0 s with BF16 to about 3.87 s with FP8.",
                "p99 time-to-first-token 900 ms → 610 ms."]
TAIL_TWINS = ["p95 end-to-end latency went from 6.0 s on BF16 to 5.8 s on FP8.",
              "p95 end-to-end latency went from 2.0 s on BF16 to 1.94 s on FP8.",
              "p95 end-to-end latency went from 4.0 s on FP8 to 3.87 s on BF16.",  # arms swapped
              "p95 end-to-end latency went from 3.87 s on BF16 to 4.0 s on FP8.",  # direction flipped
              "P99 TTFT rises from 610 ms to 900 ms.", "P99 TTFT drops from 1350 ms to 915 ms.",
              "mean TTFT drops from 900 ms to 610 ms.",  # not a tail statistic
              "P99 TTFT does not drop from 900 ms to 610 ms.", "P99 TTFT drops from 900 ms to 610 ms on an A100."]
SUBJECT_TWINS = ["Tail latency got worse: P99 TTFT drops from 900 ms to 610 ms.",
                 "Tail latency regressed: P99 TTFT drops from 900 ms to 610 ms.",
                 "Tail latency did not improve: P99 TTFT drops from 900 ms to 610 ms.",
                 "Throughput improved too: P99 TTFT drops from 900 ms to 610 ms.",
                 "Tail latency improved with BF16: P99 TTFT drops from 900 ms to 610 ms.",
                 "Tail latency got higher: P99 TTFT drops from 900 ms to 610 ms.",
                 "Decode got faster: P99 TTFT drops from 900 ms to 610 ms.",
                 "Latency improved across the board: P99 TTFT drops from 900 ms to 610 ms.",  # TPOT rose: unchecked
                 "Latency improved everywhere: mean TTFT drops from 900 ms to 610 ms."]

FRAMES = [
    *[("spec", f"{t} {c}", [f"{t} {x}" for x in TPOT_TWINS]) for t in TPOT_TOPICS for c in TPOT_CLAUSES],
    ("spec", "Symptom: mean TTFT goes up from 400 ms to 450 ms with spec decode.",
     ["Symptom: mean TTFT goes up from 400 ms to 450 ms with the baseline.",
      "Symptom: mean TTFT goes up from 600 ms to 675 ms with spec decode.",
      "Symptom: mean TTFT goes up from 200 ms to 225 ms with spec decode.",
      "Symptom: mean TTFT goes down from 450 ms to 400 ms with spec decode.", *TOPIC_MISMATCH]),
    *[("fp8", f"{s} {c}", [f"{s} {x}" for x in TAIL_TWINS]) for s in TAIL_SUBJECTS for c in TAIL_CLAUSES],
    ("fp8", "Tail latency improved as well: P99 TTFT drops from 900 ms to 610 ms.", SUBJECT_TWINS),
    ("fp8", "Prefill got faster: mean TTFT went from 900 ms to 610 ms.",
     ["Prefill got slower: mean TTFT went from 900 ms to 610 ms.", "Prefill got faster: mean TTFT went from 610 ms to 900 ms.",
      "Prefill got faster: mean TPOT went from 900 ms to 610 ms.", "Prefill got faster: mean TTFT went from 1350 ms to 915 ms."]),
    ("fp8", "Decode got slower: mean TPOT went from 31 ms to 32.6 ms with FP8.",
     ["Decode got faster: mean TPOT went from 31 ms to 32.6 ms with FP8.",
      "Decode got slower: mean TPOT went from 31 ms to 32.6 ms with BF16.",
      "Decode got slower: mean TPOT went from 46.5 ms to 48.9 ms with FP8.",
      "Decode got slower this week: mean TPOT went from 31 ms to 32.6 ms with FP8.",
      "Decode got slower: mean TTFT went from 31 ms to 32.6 ms with FP8."]),
    ("fp8", "TPOT regressed: mean TPOT rose ~5% with FP8.",
     ["TPOT improved: mean TPOT rose ~5% with FP8.", "TPOT regressed: mean TPOT rose ~5% with BF16.",
      "TPOT regressed: mean TPOT rose ~10% with FP8.", "TPOT regressed: mean TPOT fell ~5% with FP8."]),
    ("fp8", "Throughput improved too: request throughput went from 4 to 5 req/s.",
     ["Throughput got worse: request throughput went from 4 to 5 req/s.",
      "Throughput improved too: request throughput went from 6 to 7.5 req/s.",
      "Throughput improved too: request throughput went from 5 to 4 req/s.",
      "Latency improved too: request throughput went from 4 to 5 req/s."]),
    # "it": the topic's one metric
    ("awq", "The catch is TTFT: it goes from ~100ms to ~140ms with AWQ.",
     ["The catch is TTFT: it goes from ~140ms to ~100ms with AWQ.", "The catch is TTFT: it goes from ~100ms to ~140ms with BF16.",
      "The catch is TTFT: it goes from ~150ms to ~210ms with AWQ.", "The catch is TTFT: it goes from ~50ms to ~70ms with AWQ.",
      "The upside is TTFT: it goes from ~100ms to ~140ms with AWQ.", "The catch is TTFT: it doesn't go from 100ms to 140ms.",
      "The catch is TPOT: it goes from ~100ms to ~140ms with AWQ.", "The catch is TTFT: it goes from ~100ms to ~140ms on an A100."]),
    ("awq", "ok so the catch is TTFT: it goes from ~100ms to ~140ms with AWQ.",
     ["ok so the catch is TTFT: it goes from ~140ms to ~100ms with AWQ.",
      "ok so the catch is TPOT: TTFT goes from ~100ms to ~140ms with AWQ.",
      "So far the catch is TTFT: it goes from ~150ms to ~210ms with AWQ.",
      "ok so the catch is TTFT: it goes from ~100ms to ~140ms with BF16."]),
    ("fp8", "So tail latency improved: p95 end-to-end latency went from 4.0 s on BF16 to 3.87 s on FP8.",
     ["So tail latency improved: p95 end-to-end latency went from 4.0 s on FP8 to 3.87 s on BF16.",
      "So tail latency got worse: p95 end-to-end latency went from 4.0 s on BF16 to 3.87 s on FP8."]),
    ("awq", "The downside is time to first token: it rises from about 100 ms to about 140 ms with AWQ.",
     ["The downside is time to first token: it falls from about 140 ms to about 100 ms with AWQ."]),
    ("awq", "The biggest thing was TPOT: it dropped from 30 ms to 20 ms with AWQ.",
     ["The biggest thing was TPOT: it dropped from 45 ms to 30 ms with AWQ.",
      "The biggest thing was TPOT: it rose from 20 ms to 30 ms with AWQ.",
      "The biggest thing was TPOT: it dropped from 30 ms to 20 ms with BF16."]),
    ("awq", "Where AWQ shines is TPOT: it falls from 30 ms to 20 ms.",
     ["Where AWQ shines is TPOT: it rises from 20 ms to 30 ms.", "Where AWQ hurts is TPOT: it falls from 30 ms to 20 ms."]),
    # production valued_summary: a summary noun and a metric with its statistic before a clause of values only
    ("pr", "The tradeoff is TTFT at the median: 260 ms vs 240 ms on main, about 8% worse.",
     ["The tradeoff is TTFT at the median: 390 ms vs 360 ms on main, about 8% worse.",
      "The tradeoff is TTFT at the median: 130 ms vs 120 ms on main, about 8% worse.",
      "The tradeoff is TTFT at the median: 240 ms vs 260 ms on main, about 8% worse.",  # values swapped
      "The tradeoff is TTFT at the median: 260 ms vs 240 ms on main, about 8% better.",  # flipped
      "The upside is TTFT at the median: 260 ms vs 240 ms on main, about 8% worse.",  # flipped evaluation
      "The tradeoff is TPOT at the median: 260 ms vs 240 ms on main, about 8% worse.",  # wrong metric
      "The tradeoff is TTFT at the median: 260 ms vs 240 ms on main, about 16% worse.",
      "The tradeoff is TTFT at the median: 260 ms vs 240 ms on main, not 8% worse.",
      "The tradeoff is TTFT at the median: 260 ms vs 240 ms on main, about 8% worse, on an A100."]),
    ("pr", "The catch is p99 TTFT: 260 ms for this PR vs 240 ms on main, roughly 8% worse.",
     ["The catch is p99 TTFT: 240 ms for this PR vs 260 ms on main, roughly 8% worse.",
      "The catch is p99 TTFT: 260 ms for main vs 240 ms on this PR, roughly 8% worse.",
      "The catch is p99 TPOT: 260 ms for this PR vs 240 ms on main, roughly 8% worse."]),
    ("pr", "The one regression is median time to first token: 240 ms -> 260 ms.",
     ["The one regression is median time to first token: 260 ms -> 240 ms.",
      "The one win is median time to first token: 240 ms -> 260 ms.",
      "The one regression is median time to first token: 360 ms -> 390 ms."]),
    ("pr", "The biggest thing was TTFT p50: 240 ms -> 260 ms with the PR.",
     ["The biggest thing was TTFT p50: 240 ms -> 260 ms with main.",
      "The biggest thing was TPOT p50: 240 ms -> 260 ms with the PR."]),
    # production approval_label: a reviewer's approval of performance, no direction of its own
    ("lgtm", "LGTM from the perf side: this PR delivers 1.47x the request throughput of main (1.43 vs 0.97 req/s).",
     ["LGTM from the perf side: this PR delivers 2.2x the request throughput of main (2.15 vs 1.46 req/s).",
      "LGTM from the perf side: this PR delivers 0.74x the request throughput of main.",
      "LGTM from the perf side: main delivers 1.47x the request throughput of this PR.",
      "LGTM from the perf side: this PR does not deliver 1.47x the request throughput of main.",
      "LGTM from the perf side: this PR might deliver 1.47x the request throughput of main.",
      "LGTM from the perf side: this PR delivers 1.47x the request throughput of main, but TTFT regressed.",
      "LGTM from the perf side: this PR delivers 1.47x the request throughput of main on an A100."]),
    ("lgtm", "Perf-wise LGTM: request throughput is 1.43 req/s with this PR vs 0.97 req/s on main.",
     ["Perf-wise LGTM: request throughput is 0.97 req/s with this PR vs 1.43 req/s on main.",
      "Perf-wise LGTM: request throughput is 2.15 req/s with this PR vs 1.46 req/s on main."]),
    ("lgtm", "LGTM: throughput went from 0.97 to 1.43 req/s.",
     ["LGTM: throughput went from 1.43 to 0.97 req/s.", "LGTM: throughput went from 0.49 to 0.72 req/s."]),
    # a phase's latency as the topic
    ("kv", "Prefill latency is essentially unaffected: mean TTFT remains 0.5 s in all three configurations.",
     ["Prefill latency is essentially unaffected: mean TTFT remains 0.75 s in all three configurations.",
      "Prefill latency is essentially unaffected: mean TTFT remains 0.25 s in all three configurations.",
      "Prefill latency is essentially unaffected: mean TPOT remains 0.5 s in all three configurations.",
      "Prefill latency is essentially unaffected: mean TTFT remains 0.5 s with FP8.",  # one arm only
      "Prefill latency is not unaffected: mean TTFT remains 0.5 s in all three configurations.",
      "Decode latency is essentially unaffected: mean TTFT remains 0.5 s in all three configurations."]),
    ("kv", "Decode latency dropped: mean TPOT went from 20 ms to 15 ms with FP8.",
     ["Decode latency rose: mean TPOT went from 20 ms to 15 ms with FP8.",
      "Decode latency dropped: mean TPOT went from 20 ms to 15 ms with int8.",
      "Decode latency dropped: mean TPOT went from 30 ms to 22.5 ms with FP8.",
      "Prefill latency dropped: mean TPOT went from 20 ms to 15 ms with FP8."]),
    # a bare change verb, a comma, then the from-to pair
    ("spec", "TTFT goes up slightly, from 400 ms to 450 ms, because the draft also has to process the prompt.",
     ["TTFT goes up slightly, from 600 ms to 675 ms, because the draft also has to process the prompt.",
      "TTFT goes up slightly, from 200 ms to 225 ms, because the draft also has to process the prompt.",
      "TTFT goes down slightly, from 400 ms to 450 ms, because the draft also has to process the prompt.",
      "TTFT goes up slightly, from 450 ms to 400 ms, because the draft also has to process the prompt.",
      "TTFT goes up slightly with the baseline, from 400 ms to 450 ms.",
      "TTFT does not go up, from 400 ms to 450 ms.",
      "TPOT goes up slightly, from 400 ms to 450 ms."]),
    ("spec", "Mean TTFT rises, from 400 ms to 450 ms.", ["Mean TTFT rises, from 450 ms to 400 ms.",
                                                        "Mean TTFT falls, from 400 ms to 450 ms."]),
    ("spec", "p50 TPOT drops with spec decode, from 20 ms to 10 ms.",
     ["p50 TPOT drops a bit with spec decode, from 20 ms to 10 ms.",  # halved: no "bit" (size_words.py)
      "p50 TPOT drops a bit with the baseline, from 20 ms to 10 ms.", "p50 TPOT drops a bit with spec decode, from 30 ms to 15 ms.",
      "p50 TPOT rises a bit with spec decode, from 20 ms to 10 ms.", "p50 TTFT drops a bit with spec decode, from 20 ms to 10 ms."]),
    ("spec", "Time to first token increases slightly, from ~400 ms to ~450 ms.",
     ["Time to first token increases slightly, from ~450 ms to ~400 ms.",
      "Time to first token decreases slightly, from ~400 ms to ~450 ms."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)

#: honest but unclear: never false (a time after the summary, a pair with its arm after the from-to, a hedge word, a
#: topic the clause restates in another statistic)
NEVER_FALSE = [
    ("fp8", "Decode got slower this week: mean TPOT went from 31 ms to 32.6 ms."),
    ("fp8", "Tail latency improved, mostly: P99 TTFT drops from 900 ms to 610 ms."),
    ("fp8", "The biggest thing was TTFT at the tail: p99 TTFT drops from 900 ms to 610 ms."),
    ("spec", "Mean TPOT drops, from 20 ms to 10 ms with spec decode."),
    ("spec", "TTFT goes up slightly, from 400 ms to 450 ms or so."),
    ("awq", "The catch is TTFT: it is 140 ms with AWQ vs 100 ms with BF16."),
    ("awq", "The catch is TTFT: it roughly goes from 100 ms to 140 ms."),
    ("spec", "Symptom: mean TTFT goes up from 400 ms to 450 ms."),
    ("spec", "The big story: TTFT goes up, from 400 ms to 450 ms."),
    ("pr", "The tradeoff is TTFT at the median: 260 ms vs 240 ms on main."),
    ("lgtm", "LGTM from the GPU side: this PR delivers 1.47x the request throughput of main."),
    ("lgtm", "LGTM: ship it."),
    ("pr", "The main difference is TTFT at the median: 260 ms vs 240 ms on main."),
    ("pr", "The tradeoff is TTFT at the median: 260 ms vs 240 ms, about 8% worse."),
    ("kv", "Prefill latency is essentially unaffected by the KV cache format: mean TTFT remains 0.5 s in all three "
           "configurations."),
]


@pytest.mark.parametrize("name,statement", NEVER_FALSE)
def test_honest_variants_are_never_false(name, statement, wit):
    assert_never_false(_grade(wit, name, statement), statement)
