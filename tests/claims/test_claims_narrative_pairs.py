"""Two named arms compared in narrative (issue 16): the way write-ups and comments compare two engines.

* production service_pair (claimcheck/claims/pair_frames.py): a service verb that is no inert word ("pushed",
  "managed", "hit", "served", "sustained") right before a pair whose first value is the subject's and whose second is
  the other arm's: "SGLang pushed ~1,000 output tok/s vs ~800 for vLLM" (the verb took the first value alone and left
  "vs ~800 for vLLM" unread);
* production to_possessive (pair_frames.py): "to" between a value and another arm's own value, as "against":
  "SGLang did 5 req/s to vLLM's 4";
* production advantage_word (claimcheck/claims/advantage_words.py): "ahead" / "behind" right after an amount are
  "better" / "worse" ("1.25x ahead on throughput", "50 ms behind SGLang on TTFT"); a percent behind is not read;
* production narrative_copula (claimcheck/claims/value_verbs.py): "came out", "ended up", "turned out" between an
  arm and a comparison a construct read are inert;
* production bench_opener (claimcheck/claims/openers.py): "We benchmarked both on an H100: ..." -- the
  subject, verb and object inert, the GPU read as a fact ("last month" stays unread: a time the witness cannot speak
  to, corpus ctx-last-week); a service verb's subject may follow such an opener, "On an H100," or a colon;
* the same-workload fact (descriptors._same): "on the same workload / prompts / requests", also "on the same
  Llama-3.1-8B workload" (the model its own fact): every arm ran the same task ids (different ids: unknowable);
* production favor_amount (claimcheck/claims/favor_frames.py): "The gap on TTFT was 50 ms in SGLang's favor", "in
  favour of SGLang": the favoured arm better by the amount;
* production win_by (favor_frames.py): "SGLang wins on TTFT by 50 ms", "vLLM trails by 200 output tok/s", "beats
  vLLM on TTFT by 50 ms" (a metric between the other arm and "by");
* "edge" / "advantage" as amount nouns (vocabulary.AMOUNT_NOUNS, better): "SGLang has a 50 ms edge on TTFT";
* production differs_by (pair_frames.py): "Mean TTFT differs by only 50 ms across engines (vLLM 150 ms vs SGLang
  100 ms)": the difference, its direction fixed by the pair that names each value's arm; with no such pair not read;
* production plural_event (grammar.m_time_event, pair_frames.PLURAL_REQUEST_NOUNS): "SGLang finishes requests ~0.25 s
  faster on average (E2E)": a difference of end-to-end latency (a ratio or a percent there is not read: latency, or
  the rate they complete at?);
* production both_subject (claimcheck/claims/parity.py): "The two engines are within 25% of each other on request
  throughput", "Both are within 30% on TPOT": the two arms of a two-arm witness as a symmetric parity's subject.
* production direction_by (favor_frames.py): "SGLang is faster by 50 ms on TTFT", "TTFT is lower by 1.5x with
  SGLang", "SGLang is faster than vLLM by 1 ms on TPOT": a direction word, then "by" and an amount;
* "is ahead by", "pulls ahead by", "falls behind by" (win_by);
* phrasal verbs of winning (advantage_words.py): "SGLang edged out vLLM by 50 ms on TTFT" (as "beat"), "SGLang came
  out on top by 25% in request throughput" (as "won");
* an arm's amount subject (amounts.noun_subject): "SGLang's advantage on TTFT is 50 ms", "vLLM's TTFT penalty is
  50 ms";
* production gapped_verb (claimcheck/claims/ellipsis.py): "SGLang hit 1,000 output tok/s; vLLM topped out at 800",
  "SGLang did 5 req/s, vLLM managed 4": a gapped clause with its own value verb takes the first's unit;
* production comma_pair_comparison (pair_frames._paren_span): "SGLang had the lower TTFT, 100 ms vs 150 ms": the
  pair after a comma that ends the clause, read as in parentheses (paren_pair_comparison: its order by the direction);
* production service_adverb (grammar.m_service_verb): "vLLM only managed 4 req/s against SGLang's 5" -- one adverb
  between the subject and its service verb, inert; "won" / "took" with the metric as object ("SGLang won TTFT by
  50 ms", win_by);
* production value_phrase (value_verbs.py): "came in at", "clocked in at", "landed at", "sat at" between an arm or a
  read word and a read duration or rate.

End-to-end latency (every request the same): SGLang 0.1 + 0.005 x 199 = 1.095 s, vLLM 0.15 + 0.006 x 199 = 1.344 s;
SGLang - vLLM = -0.249 s. Request throughput 5 vs 4: 25% of vLLM's, 20% of SGLang's; TPOT 5 vs 6 ms: 20% / 16.7%.

Each true statement is read completely and grades net-true; each twin (arms swapped, a number x1.5 / x0.5, the
direction flipped, a negation, a wrong GPU / model / engine) is never net-true.

Witness ``eng``, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows: every request of an
arm has the same TTFT and TPOT; 200 output and 50 prompt tokens per request):

* sglang (engine SGLang, treatment): 5 req/s, 10 x 200 / 2.0 s = 1000 output tok/s (1250 total), TTFT 100 ms, TPOT
  5 ms;
* vllm (engine vLLM, baseline): 4 req/s, 10 x 200 / 2.5 s = 800 output tok/s (1000 total), TTFT 150 ms, TPOT 6 ms.

SGLang / vLLM: throughput 1.25x (+25%; vLLM -20%); TTFT -50 ms (vLLM 1.5x, +50%); TPOT -1 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "eng": [A("sglang", thr=5, ttft=0.1, tok=200, prompt=50, tpot=0.005, settings={"engine": "SGLang"},
              role="treatment"),
            A("vllm", thr=4, ttft=0.15, tok=200, prompt=50, tpot=0.006, settings={"engine": "vLLM"}, role="baseline")],
}


wit = sealed_fixture("narrative", SPECS, engine=None)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


# (witness, true statement, twins)
FRAMES = [
    # service_pair
    ("eng", "SGLang pushed ~1,000 output tok/s vs ~800 for vLLM.", [
        "vLLM pushed ~1,000 output tok/s vs ~800 for SGLang.",           # arms swapped
        "SGLang pushed ~1,500 output tok/s vs ~800 for vLLM.",           # x1.5
        "SGLang pushed ~500 output tok/s vs ~800 for vLLM.",             # x0.5
        "SGLang pushed ~1,000 output tok/s vs ~1,200 for vLLM.",
        "SGLang pushed ~800 output tok/s vs ~1,000 for vLLM.",           # values swapped
        NEG + "SGLang pushed ~1,000 output tok/s vs ~800 for vLLM.",
        "On an A100, SGLang pushed ~1,000 output tok/s vs ~800 for vLLM.",
        "With Llama-3.1-70B, SGLang pushed ~1,000 output tok/s vs ~800 for vLLM.",
        "SGLang pushed ~1,000 output tok/s vs ~800 for TGI.",             # an engine no arm ran
    ]),
    ("eng", "SGLang managed 5 req/s versus 4 req/s for vLLM.", [
        "vLLM managed 5 req/s versus 4 req/s for SGLang.",
        "SGLang managed 7.5 req/s versus 4 req/s for vLLM.",
        "SGLang managed 5 req/s versus 2 req/s for vLLM.",
        NEG + "SGLang managed 5 req/s versus 4 req/s for vLLM.",
    ]),
    ("eng", "vLLM hit 800 tok/s compared to 1000 tok/s for SGLang.", [
        "SGLang hit 800 tok/s compared to 1000 tok/s for vLLM.",
        "vLLM hit 1200 tok/s compared to 1000 tok/s for SGLang.",
        "vLLM hit 400 tok/s compared to 1000 tok/s for SGLang.",
    ]),
    ("eng", "SGLang sustained 5 requests per second, against 4 for vLLM.", [
        "vLLM sustained 5 requests per second, against 4 for SGLang.",
        "SGLang sustained 5 requests per second, against 6 for vLLM.",
    ]),
    ("eng", "SGLang served 5 req/s vs 4 for vLLM.", [
        "vLLM served 5 req/s vs 4 for SGLang.",
        "SGLang served 2.5 req/s vs 4 for vLLM.",
    ]),
    # to_possessive
    ("eng", "SGLang did 5 req/s to vLLM's 4.", [
        "vLLM did 5 req/s to SGLang's 4.",
        "SGLang did 7.5 req/s to vLLM's 4.",
        "SGLang did 5 req/s to vLLM's 2.",
        "SGLang did 4 req/s to vLLM's 5.",
        NEG + "SGLang did 5 req/s to vLLM's 4.",
        "SGLang did 5 req/s to TGI's 4.",
        "On 8 GPUs, SGLang did 5 req/s to vLLM's 4.",
    ]),
    ("eng", "SGLang pushed 1,000 output tok/s to vLLM's 800.", [
        "vLLM pushed 1,000 output tok/s to SGLang's 800.",
        "SGLang pushed 1,500 output tok/s to vLLM's 800.",
    ]),
    ("eng", "vLLM's mean TTFT was 150 ms to SGLang's 100 ms.", [
        "SGLang's mean TTFT was 150 ms to vLLM's 100 ms.",
        "vLLM's mean TTFT was 225 ms to SGLang's 100 ms.",
        "vLLM's mean TTFT was 150 ms to SGLang's 50 ms.",
    ]),
    # advantage_word and narrative_copula
    ("eng", "SGLang came out about 1.25x ahead on throughput.", [
        "vLLM came out about 1.25x ahead on throughput.",
        "SGLang came out about 1.9x ahead on throughput.",
        "SGLang came out about 1.25x behind on throughput.",
        NEG + "SGLang came out about 1.25x ahead on throughput.",
        "SGLang came out about 1.25x ahead on throughput on an A100.",
    ]),
    ("eng", "SGLang is 25% ahead of vLLM in request throughput.", [
        "vLLM is 25% ahead of SGLang in request throughput.",
        "SGLang is 38% ahead of vLLM in request throughput.",
        "SGLang is 12% ahead of vLLM in request throughput.",
        "SGLang is not 25% ahead of vLLM in request throughput.",
    ]),
    ("eng", "vLLM is 50 ms behind SGLang on TTFT.", [
        "SGLang is 50 ms behind vLLM on TTFT.",
        "vLLM is 50 ms ahead of SGLang on TTFT.",
        "vLLM is 75 ms behind SGLang on TTFT.",
        "vLLM is 25 ms behind SGLang on TTFT.",
        NEG + "vLLM is 50 ms behind SGLang on TTFT.",
    ]),
    ("eng", "SGLang ended up 50 ms ahead on mean TTFT.", [
        "vLLM ended up 50 ms ahead on mean TTFT.",
        "SGLang ended up 50 ms behind on mean TTFT.",
        "SGLang ended up 75 ms ahead on mean TTFT.",
        "SGLang ended up 50 ms ahead on mean TPOT.",                      # wrong metric
    ]),
    ("eng", "vLLM turned out 1.5x behind on TTFT.", [
        "SGLang turned out 1.5x behind on TTFT.",
        "vLLM turned out 1.5x ahead on TTFT.",
        "vLLM turned out 2.25x behind on TTFT.",
    ]),
    ("eng", "SGLang is 1 ms ahead on TPOT.", [
        "vLLM is 1 ms ahead on TPOT.",
        "SGLang is 1.5 ms ahead on TPOT.",
        "SGLang is 1 ms behind on TPOT.",
    ]),
]
FRAMES += [
    # bench_opener, the subject after a lead, the same workload
    ("eng", "We benchmarked both on an H100: SGLang pushed ~1,000 output tok/s vs ~800 for vLLM.", [
        "We benchmarked both on an A100: SGLang pushed ~1,000 output tok/s vs ~800 for vLLM.",
        "We benchmarked both on an H100: vLLM pushed ~1,000 output tok/s vs ~800 for SGLang.",
        "We benchmarked both on an H100: SGLang pushed ~1,500 output tok/s vs ~800 for vLLM.",
        NEG + "we benchmarked both on an H100: SGLang pushed ~1,000 output tok/s vs ~800 for vLLM.",
    ]),
    ("eng", "I tested the two engines on one H100: SGLang managed 5 req/s to vLLM's 4.", [
        "I tested the two engines on 8 H100s: SGLang managed 5 req/s to vLLM's 4.",
        "I tested the two engines on one H100: vLLM managed 5 req/s to SGLang's 4.",
    ]),
    ("eng", "On an H100, SGLang hit 5 req/s versus 4 for vLLM.", [
        "On an A100, SGLang hit 5 req/s versus 4 for vLLM.",
        "On an H100, SGLang hit 2.5 req/s versus 4 for vLLM.",
    ]),
    ("eng", "SGLang pushed ~1,000 output tok/s vs ~800 for vLLM on the same workload.", [
        "SGLang pushed ~1,000 output tok/s vs ~800 for vLLM on the same Llama-3.1-70B workload.",
        "vLLM pushed ~1,000 output tok/s vs ~800 for SGLang on the same workload.",
    ]),
    ("eng", "SGLang pushed ~1,000 output tok/s vs ~800 for vLLM on the same Llama-3.1-8B workload.", [
        "SGLang pushed ~1,000 output tok/s vs ~800 for vLLM on the same Qwen2.5-7B workload.",
        "SGLang pushed ~1,500 output tok/s vs ~800 for vLLM on the same Llama-3.1-8B workload.",
    ]),
    ("eng", "With the same prompts, SGLang delivered 5 req/s vs 4 req/s for vLLM.", [
        "With the same prompts, SGLang delivered 4 req/s vs 5 req/s for vLLM.",
    ]),
    # favor_amount
    ("eng", "The gap on TTFT was 50 ms in SGLang's favor.", [
        "The gap on TTFT was 50 ms in vLLM's favor.",
        "The gap on TTFT was 75 ms in SGLang's favor.",
        "The gap on TTFT was 25 ms in SGLang's favor.",
        "The gap on TPOT was 50 ms in SGLang's favor.",
        NEG + "the gap on TTFT was 50 ms in SGLang's favor.",
        "The gap on TTFT was 50 ms in SGLang's favor on an A100.",
    ]),
    ("eng", "The mean TTFT difference is 50 ms, in favour of SGLang.", [
        "The mean TTFT difference is 50 ms, in favour of vLLM.",
        "The mean TTFT difference is 100 ms, in favour of SGLang.",
    ]),
    ("eng", "The difference in output throughput is 200 tok/s in SGLang's favor.", [
        "The difference in output throughput is 200 tok/s in vLLM's favor.",
        "The difference in output throughput is 300 tok/s in SGLang's favor.",
        "The difference in output throughput is 100 tok/s in SGLang's favor.",
    ]),
    # win_by
    ("eng", "SGLang wins on TTFT by 50 ms.", [
        "vLLM wins on TTFT by 50 ms.",
        "SGLang wins on TTFT by 75 ms.",
        "SGLang wins on TPOT by 50 ms.",
        NEG + "SGLang wins on TTFT by 50 ms.",
    ]),
    ("eng", "SGLang beats vLLM on mean TTFT by 50 ms.", [
        "vLLM beats SGLang on mean TTFT by 50 ms.",
        "SGLang beats vLLM on mean TTFT by 25 ms.",
        "SGLang beats vLLM on mean TPOT by 50 ms.",
    ]),
    ("eng", "SGLang won by 25% in request throughput.", [
        "vLLM won by 25% in request throughput.",
        "SGLang won by 38% in request throughput.",
        "SGLang won by 12% in request throughput.",
    ]),
    ("eng", "SGLang wins by 1.25x on throughput.", [
        "vLLM wins by 1.25x on throughput.",
        "SGLang wins by 1.9x on throughput.",
    ]),
    ("eng", "vLLM trails by 200 output tok/s.", [
        "SGLang trails by 200 output tok/s.",
        "vLLM trails by 300 output tok/s.",
        "vLLM leads by 200 output tok/s.",
    ]),
    ("eng", "vLLM is behind by 50 ms on TTFT.", [
        "SGLang is behind by 50 ms on TTFT.",
        "vLLM is behind by 25 ms on TTFT.",
    ]),
    # edge / advantage
    ("eng", "SGLang has a 50 ms edge on TTFT.", [
        "vLLM has a 50 ms edge on TTFT.",
        "SGLang has a 75 ms edge on TTFT.",
        "SGLang has a 50 ms edge on TPOT.",
        "SGLang has no 50 ms edge on TTFT.",
    ]),
    ("eng", "SGLang has a 200 tok/s advantage in output throughput over vLLM.", [
        "vLLM has a 200 tok/s advantage in output throughput over SGLang.",
        "SGLang has a 100 tok/s advantage in output throughput over vLLM.",
    ]),
]
FRAMES += [
    # differs_by
    ("eng", "Mean TTFT differs by only 50 ms across engines (vLLM 150 ms vs SGLang 100 ms).", [
        "Mean TTFT differs by only 50 ms across engines (vLLM 100 ms vs SGLang 150 ms).",   # the pair's arms swapped
        "Mean TTFT differs by only 75 ms across engines (vLLM 150 ms vs SGLang 100 ms).",
        "Mean TTFT differs by only 25 ms across engines (vLLM 150 ms vs SGLang 100 ms).",
        "Mean TPOT differs by only 50 ms across engines (vLLM 150 ms vs SGLang 100 ms).",
        NEG + "mean TTFT differs by only 50 ms across engines (vLLM 150 ms vs SGLang 100 ms).",
        "Mean TTFT differs by only 50 ms across engines (vLLM 150 ms vs SGLang 100 ms) on an A100.",
    ]),
    ("eng", "Output throughput differs by 200 tok/s between the two engines (SGLang 1000 tok/s, vLLM 800 tok/s).", [
        "Output throughput differs by 200 tok/s between the two engines (SGLang 800 tok/s, vLLM 1000 tok/s).",
        "Output throughput differs by 300 tok/s between the two engines (SGLang 1000 tok/s, vLLM 800 tok/s).",
        "Output throughput differs by 200 tok/s between the two engines (SGLang 1000 tok/s, vLLM 1200 tok/s).",
    ]),
    # plural_event
    ("eng", "SGLang finishes requests ~0.25 s faster on average (E2E).", [
        "vLLM finishes requests ~0.25 s faster on average (E2E).",
        "SGLang finishes requests ~0.25 s slower on average (E2E).",
        "SGLang finishes requests ~0.375 s faster on average (E2E).",
        "SGLang finishes requests ~0.125 s faster on average (E2E).",
        NEG + "SGLang finishes requests ~0.25 s faster on average (E2E).",
    ]),
    ("eng", "SGLang completes queries about 0.25 s sooner than vLLM.", [
        "vLLM completes queries about 0.25 s sooner than SGLang.",
        "SGLang completes queries about 0.5 s sooner than vLLM.",
    ]),
    # both_subject
    ("eng", "The two engines are within 25% of each other on request throughput.", [
        "The two engines are within 5% of each other on request throughput.",
        "The two engines are within 10% of each other on request throughput.",
        NEG + "the two engines are within 25% of each other on request throughput.",
    ]),
    ("eng", "Both are within 30% on TPOT.", [
        "Both are within 5% on TPOT.",
        "Both are within 15% on TPOT.",
    ]),
]
FRAMES += [
    # direction_by
    ("eng", "SGLang is faster by 50 ms on TTFT.", [
        "vLLM is faster by 50 ms on TTFT.",
        "SGLang is slower by 50 ms on TTFT.",
        "SGLang is faster by 75 ms on TTFT.",
        "SGLang is faster by 25 ms on TTFT.",
        "SGLang is faster by 50 ms on TPOT.",
        NEG + "SGLang is faster by 50 ms on TTFT.",
    ]),
    ("eng", "TTFT is lower by 50 ms with SGLang.", [
        "TTFT is higher by 50 ms with SGLang.",
        "TTFT is lower by 50 ms with vLLM.",
        "TTFT is lower by 100 ms with SGLang.",
    ]),
    ("eng", "SGLang is faster than vLLM by 1 ms on TPOT.", [
        "vLLM is faster than SGLang by 1 ms on TPOT.",
        "SGLang is faster than vLLM by 1.5 ms on TPOT.",
        "SGLang is faster than vLLM by 0.5 ms on TPOT.",
    ]),
    ("eng", "Output throughput is higher by 200 tok/s with SGLang.", [
        "Output throughput is lower by 200 tok/s with SGLang.",
        "Output throughput is higher by 300 tok/s with SGLang.",
        "Output throughput is higher by 200 tok/s with vLLM.",
    ]),
    ("eng", "SGLang is faster by 25% on request throughput.", [
        "SGLang is faster by 38% on request throughput.",
        "SGLang is faster by 12% on request throughput.",
        "SGLang is slower by 25% on request throughput.",
        "vLLM is faster by 25% on request throughput.",
    ]),
    ("eng", "TTFT is lower by 1.5x with SGLang.", [
        "TTFT is lower by 2.25x with SGLang.",
        "TTFT is higher by 1.5x with SGLang.",
        "TTFT is lower by 1.5x with vLLM.",
    ]),
    # ahead / behind by
    ("eng", "SGLang is ahead by 50 ms on TTFT.", [
        "vLLM is ahead by 50 ms on TTFT.",
        "SGLang is behind by 50 ms on TTFT.",
        "SGLang is ahead by 75 ms on TTFT.",
    ]),
    ("eng", "SGLang pulls ahead by 25% on request throughput.", [
        "vLLM pulls ahead by 25% on request throughput.",
        "SGLang pulls ahead by 38% on request throughput.",
    ]),
    ("eng", "vLLM falls behind by 50 ms on TTFT.", [
        "SGLang falls behind by 50 ms on TTFT.",
        "vLLM falls behind by 25 ms on TTFT.",
    ]),
    # value_phrase
    ("eng", "Mean TTFT came in at 100 ms on SGLang and 150 ms on vLLM.", [
        "Mean TTFT came in at 150 ms on SGLang and 100 ms on vLLM.",
        "Mean TTFT came in at 150 ms on SGLang and 150 ms on vLLM.",
        "Mean TTFT came in at 50 ms on SGLang and 150 ms on vLLM.",
    ]),
    ("eng", "SGLang clocked in at 5 req/s to vLLM's 4.", [
        "vLLM clocked in at 5 req/s to SGLang's 4.",
        "SGLang clocked in at 7.5 req/s to vLLM's 4.",
    ]),
    ("eng", "SGLang's TTFT landed at 100 ms, vLLM's at 150 ms.", [
        "vLLM's TTFT landed at 100 ms, SGLang's at 150 ms.",
        "SGLang's TTFT landed at 100 ms, vLLM's at 225 ms.",
    ]),
]
FRAMES += [
    ("eng", "SGLang edged out vLLM by 50 ms on TTFT.", [
        "vLLM edged out SGLang by 50 ms on TTFT.",
        "SGLang edged out vLLM by 75 ms on TTFT.",
        "SGLang edged out vLLM by 50 ms on TPOT.",
    ]),
    ("eng", "SGLang came out on top by 25% in request throughput.", [
        "vLLM came out on top by 25% in request throughput.",
        "SGLang came out on top by 38% in request throughput.",
    ]),
    ("eng", "SGLang's advantage on TTFT is 50 ms.", [
        "vLLM's advantage on TTFT is 50 ms.",
        "SGLang's advantage on TTFT is 75 ms.",
        "SGLang's advantage on TPOT is 50 ms.",
    ]),
    ("eng", "vLLM's TTFT penalty is 50 ms.", [
        "SGLang's TTFT penalty is 50 ms.",
        "vLLM's TTFT penalty is 25 ms.",
    ]),
]
FRAMES += [
    ("eng", "SGLang hit 1,000 output tok/s; vLLM topped out at 800.", [
        "vLLM hit 1,000 output tok/s; SGLang topped out at 800.",
        "SGLang hit 1,000 output tok/s; vLLM topped out at 1,200.",
        "SGLang hit 1,500 output tok/s; vLLM topped out at 800.",
    ]),
    ("eng", "SGLang did 5 req/s, vLLM managed 4.", [
        "vLLM did 5 req/s, SGLang managed 4.",
        "SGLang did 5 req/s, vLLM managed 6.",
        "SGLang did 5 req/s, vLLM managed 2.",
    ]),
    ("eng", "SGLang came in at 100 ms TTFT, vLLM at 150.", [
        "vLLM came in at 100 ms TTFT, SGLang at 150.",
        "SGLang came in at 100 ms TTFT, vLLM at 225.",
    ]),
]
FRAMES += [
    ("eng", "SGLang had the lower TTFT, 100 ms vs 150 ms.", [
        "vLLM had the lower TTFT, 100 ms vs 150 ms.",
        "SGLang had the higher TTFT, 100 ms vs 150 ms.",
        "SGLang had the lower TTFT, 100 ms vs 225 ms.",
        "SGLang had the lower TTFT, 50 ms vs 150 ms.",
        "SGLang had the lower TPOT, 100 ms vs 150 ms.",
        NEG + "SGLang had the lower TTFT, 100 ms vs 150 ms.",
    ]),
    ("eng", "SGLang had higher request throughput, 5 vs 4 req/s.", [
        "vLLM had higher request throughput, 5 vs 4 req/s.",
        "SGLang had lower request throughput, 5 vs 4 req/s.",
        "SGLang had higher request throughput, 7.5 vs 4 req/s.",
    ]),
]
FRAMES += [
    ("eng", "vLLM only managed 4 req/s against SGLang's 5.", [
        "SGLang only managed 4 req/s against vLLM's 5.",
        "vLLM only managed 6 req/s against SGLang's 5.",
        "vLLM only managed 4 req/s against SGLang's 2.5.",
        NEG + "vLLM only managed 4 req/s against SGLang's 5.",
    ]),
    ("eng", "SGLang just hit 1,000 output tok/s vs 800 for vLLM.", [
        "vLLM just hit 1,000 output tok/s vs 800 for SGLang.",
        "SGLang just hit 1,500 output tok/s vs 800 for vLLM.",
    ]),
    ("eng", "SGLang won TTFT by 50 ms.", [
        "vLLM won TTFT by 50 ms.",
        "SGLang won TTFT by 75 ms.",
        "SGLang won TPOT by 50 ms.",
    ]),
    ("eng", "SGLang took mean TTFT by 50 ms.", [
        "vLLM took mean TTFT by 50 ms.",
        "SGLang took mean TTFT by 25 ms.",
    ]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,statement", [
    ("eng", "vLLM pushed ~1,000 output tok/s vs ~800 for SGLang."),
    ("eng", "SGLang did 5 req/s to vLLM's 2."),
    ("eng", "vLLM is 50 ms ahead of SGLang on TTFT."),
    ("eng", "vLLM came out about 1.25x ahead on throughput."),
])
def test_a_contradicted_pair_read_completely_is_false(wit, name, statement):
    assert grade_in(wit, name, statement).verdict == "false"


@pytest.mark.parametrize("name,statement", [
    ("eng", "vLLM is 20% behind SGLang on throughput."),     # a percent behind: of which arm? (as "trails by 20%")
    ("eng", "vLLM is 25% behind on throughput."),
    ("eng", "SGLang came out at 5 req/s."),
    ("eng", "SGLang is ahead of schedule."),
    ("eng", "SGLang got ahead 5 req/s vs 4."),
    ("eng", "Throughput rose from 4 req/s to SGLang's 5."),   # a before and an after: "to" is no arm joiner there
    ("eng", "SGLang topped out at 5 req/s vs 4 for vLLM."),   # a peak of each? not read as a pair
    ("eng", "vLLM trails by 20% in request throughput."),     # a percent behind: of which arm?
    ("eng", "We benchmarked both engines."),
    ("eng", "We never benchmarked both on an H100."),
    ("eng", "The gap was 50 ms in SGLang's favor."),           # a gap of which metric? not read
    ("eng", "SGLang could win by 2x on throughput."),
    ("eng", "Both engines ran the same prompts."),
    ("eng", "Mean TTFT differs by only 50 ms across engines."),       # no pair: which arm is lower? not read
    ("eng", "Mean TTFT differs by less than 60 ms across engines (vLLM 150 ms vs SGLang 100 ms)."),
    ("eng", "SGLang finishes requests 1.2x faster."),                  # latency, or the rate they complete at?
    ("eng", "SGLang finishes requests 25% faster."),
    ("eng", "The two runs failed no requests."),
    ("eng", "vLLM fell behind by 20% on throughput."),              # a percent behind: of which arm?
    ("eng", "SGLang is faster by 2-3x on throughput."),
    ("eng", "SGLang is not faster by 50 ms on TTFT."),
    ("eng", "SGLang came in at concurrency 16."),
    ("eng", "SGLang hit 1,000 output tok/s; vLLM rose to 800."),    # a change verb in the gapped clause: not read
    ("eng", "vLLM barely managed 4 req/s."),                         # "barely": not a service adverb
    ("eng", "SGLang took 1.1 s per request."),                       # "took" before a duration: its own frame
])

def test_honest_or_unclear_narrative_is_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


def test_the_same_workload_is_checked_against_the_task_ids(wit):
    res = grade_in(wit, "eng", "SGLang pushed ~1,000 output tok/s vs ~800 for vLLM on the same workload.")
    q = [q for q in res.quantities if q.metric == "setting:same_workload"]
    assert [x.outcome for x in q] == ["agrees"], q
    assert res.verdict == "net-true"


def test_different_task_ids_are_never_a_contradiction():
    """Two arms whose rows hold other task ids may still have run the same prompts (under other ids): unknowable."""
    from types import SimpleNamespace

    from claimcheck.claims.descriptors import _check_same

    fact = SimpleNamespace(key="same_workload", value="every arm")
    ev = SimpleNamespace(witness={"arms": {"a": {}, "b": {}}},
                         arms={"a": SimpleNamespace(inputs=("t1", "t2")), "b": SimpleNamespace(inputs=("u1", "u2"))})
    assert _check_same(fact, ev, lambda outcome, why: outcome) == "unknowable"
    ev.arms["b"] = SimpleNamespace(inputs=("t2", "t1"))
    assert _check_same(fact, ev, lambda outcome, why: outcome) == "agrees"


@settings(max_examples=20, deadline=None)
@given(first=st.integers(min_value=2, max_value=9), second=st.integers(min_value=2, max_value=9))
def test_only_the_witnessed_pair_is_net_true(wit, first, second):
    """SGLang 5 req/s, vLLM 4 req/s (hand values above): 'SGLang did N req/s to vLLM's M' is net-true only for (5, 4)
    and false otherwise (an integer is exact to +-0.5; within a factor of 10, so the unit is carried)."""
    res = grade_in(wit, "eng", f"SGLang did {first} req/s to vLLM's {second}.")
    assert res.verdict == ("net-true" if (first, second) == (5, 4) else "false"), (first, second, res.reason)
