"""Inert decorations and lead-ins around a read clause (a held-out writer's development set found them unread):

* markup: a pull-request or issue reference ``(#1234)`` / ``[#1234, #1250]`` (claimcheck/claims/markup.py);
* prose: decorative emoji at a sentence's start or end, now with praise (🙌 👏 💪 💯 ...) and a check mark (✅ ✔):
  vocabulary.PROSE_EMOJI (a cross ❌ would deny the words: it stays unread);
* discourse: a restatement lead "In other words," / "Put differently," / "To summarize," (vocabulary.DISCOURSE);
* figure_lead: a section-numbered figure or table, "As Table 5.2 shows,", and "As can be seen in Table 2,"
  (claimcheck/claims/figure_leads.py);
* topic_lead: "Throughput-wise," / "TTFT-wise," / "Latency-wise," names the clause's topic as "In terms of
  <metric>," does (grammar.m_topic): a clause naming another metric leaves it unread (not-yet).

Witness by hand (two arms of 10 requests, 100 output tokens each; engines SGLang = treatment, vLLM = baseline):
SGLang 2.5 req/s -> 2.5 * 100 = 250 output tok/s, every TTFT 80 ms, TPOT 30 ms; vLLM 1.0 req/s -> 100 output tok/s,
TTFT 120 ms, TPOT 50 ms. Throughput ratio 2.5 / 1.0 = 2.5x; TTFT 80 / 120 = 0.667 (-33%, 1.5x lower); TPOT 30 / 50 =
0.6 (-40%).
"""

from __future__ import annotations

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

ARMS = [A("sglang", "SGLang", thr=2.5, ttft=0.08, tpot=0.03, tok=100, settings={"engine": "SGLang"}, role="treatment"),
        A("vllm", "vLLM", thr=1.0, ttft=0.12, tpot=0.05, tok=100, settings={"engine": "vLLM"}, role="baseline")]

wit = sealed_fixture("inert-leads", ARMS, "eng", engine=None)


def grade(wit, s: str):
    return grade_statement(s, wit, "10 requests per arm")


TRUE = [
    # pull-request references
    "SGLang delivers 2.5x the throughput of vLLM (#1234).",
    "Mean TTFT drops from 120 ms to 80 ms with SGLang (#1234, #1250).",
    "SGLang cuts mean TPOT by 40% vs vLLM [#8812].",
    # emoji at a sentence's start or end
    "✅ SGLang delivers 2.5x the throughput of vLLM 🚀",
    "Mean TTFT drops from 120 ms to 80 ms with SGLang 🙌",
    "💪 SGLang has ~1.5x lower mean TTFT than vLLM ✅",
    "SGLang reaches 250 output tok/s 👏",
    # restatement leads
    "In other words, SGLang delivers 2.5x the throughput of vLLM.",
    "Put differently, mean TPOT is 40% lower with SGLang than with vLLM.",
    "Put another way, SGLang is roughly 2.5x faster than vLLM.",
    "To summarize, SGLang delivers 2.5x the throughput of vLLM.",
    "Simply put, mean TPOT is 40% lower with SGLang than with vLLM.",
    "As can be seen in Table 2, SGLang delivers 2.5x the throughput of vLLM.",
    # a section-numbered table or figure
    "As Table 5.2 shows, SGLang delivers 2.5x the throughput of vLLM.",
    "As shown in Figure 3.1, mean TTFT falls from 120 ms to 80 ms with SGLang.",
    # a metric topic with "-wise"
    "Throughput-wise, SGLang is 2.5x faster than vLLM.",
    "TTFT-wise, SGLang is about 33% lower than vLLM.",
    "Output-throughput-wise, SGLang is 2.5x higher than vLLM.",
]
TWINS = [
    "SGLang delivers 3.75x the throughput of vLLM (#1234).",
    "vLLM delivers 2.5x the throughput of SGLang (#1234).",
    "Mean TTFT drops from 120 ms to 120 ms with SGLang (#1234, #1250).",
    "Mean TTFT rises from 120 ms to 80 ms with SGLang (#1234, #1250).",
    "SGLang cuts p99 TPOT by 60% vs vLLM [#8812].",
    "✅ SGLang delivers 1.25x the throughput of vLLM 🚀",
    "✅ SGLang does not deliver 2.5x the throughput of vLLM 🚀",
    "Mean TTFT drops from 120 ms to 120 ms with vLLM 🙌",
    "💪 vLLM has ~1.5x lower mean TTFT than SGLang ✅",
    "SGLang reaches 375 output tok/s 👏",
    "❌ SGLang delivers 3.75x the throughput of vLLM",
    "In other words, SGLang delivers 3.75x the throughput of vLLM.",
    "In other words, SGLang delivers 2.5x lower throughput than vLLM.",
    "Put differently, mean TPOT is 40% higher with SGLang than with vLLM.",
    "Put differently, mean TPOT is 60% lower with SGLang than with vLLM.",
    "Put another way, vLLM is roughly 2.5x faster than SGLang.",
    "To summarize, SGLang delivers 3.75x the throughput of vLLM.",
    "Simply put, mean TPOT is 40% higher with SGLang than with vLLM.",
    "As can be seen in Table 2, vLLM delivers 2.5x the throughput of SGLang.",
    "As can be seen in Table 2, SGLang does not deliver 2.5x the throughput of vLLM.",
    "As Table 5.2 shows, vLLM delivers 2.5x the throughput of SGLang.",
    "As shown in Figure 3.1, mean TTFT falls from 180 ms to 80 ms with SGLang.",
    "Throughput-wise, SGLang is 3.75x faster than vLLM.",
    "Throughput-wise, SGLang is 2.5x slower than vLLM.",
    "Throughput-wise, vLLM is 2.5x faster than SGLang.",
    "TTFT-wise, SGLang is about 33% higher than vLLM.",
    "TTFT-wise, SGLang is about 50% lower than vLLM.",
    # the topic disagrees with the clause's metric: the lead stays unread
    "Throughput-wise, SGLang cuts mean TTFT by 33%.",
    "TTFT-wise, SGLang delivers 2.5x the throughput of vLLM.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    "SGLang delivers 3.75x the throughput of vLLM (#1234).",
    "In other words, SGLang delivers 1.25x the throughput of vLLM.",
    "Throughput-wise, SGLang is 1.25x faster than vLLM.",
]
NEVER_FALSE = [
    "Throughput-wise, SGLang cuts mean TTFT by 33%.",
    "TTFT-wise, SGLang delivers 2.5x the throughput of vLLM.",
    "SGLang delivers 2.5x the throughput of vLLM (#2 run).",
    "❌ SGLang delivers 2.5x the throughput of vLLM",
    "In other words, SGLang delivers about 2.5x the throughput of vLLM.",
]

test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)
