"""Ratio and percent comparisons whose verb or object the reader left unread (the RAT development set), part 1
(claimcheck/claims/grammar.lark):

* value_phrase before a comparison: "That works out to 1.43x the BF16 throughput at the same concurrency of 16",
  "pr-1234 comes to 1.29x the request throughput of main", "FP8 amounts to 43% more throughput than BF16" -- the
  narrative value phrases (vocabulary.VALUE_PHRASES, now also "comes to" / "came to") say what "is" says before a
  ratio or a percent comparison a construct read, as they did before a rate or a duration
  (claimcheck/claims/value_verbs.py);
* comparison_verb: "FP8 hits 1.43x the request throughput of BF16", "pr-1234 manages 29% more req/s than main", "That
  equals 1.43x the BF16 throughput", "w8a8 ended up with 2x ...", "v0.7.0 scores roughly 1.3x ..." -- verbs
  (vocabulary.COMPARISON_VERB_PHRASES) read only between an arm (or a demonstrative opening the clause) and a ratio or
  percent comparison a construct read; "tops" / "topped" are beat verbs ("FP8 tops BF16 by 43% in request throughput");
* pct_noun_in: "That's a 68% cut in median TTFT vs the baseline", "a 68% drop in TTFT": a change noun of
  vocabulary.PCT_CHANGE_NOUNS that is no direction word ("cut", "drop", ...) right after a percent and before "in" and a
  metric says the value's direction, as "a 68% reduction in median TTFT" did;
* caused_arm: "That makes llama-server roughly 28% faster than Ollama at token generation", "..., which makes
  v0.7.0 ...": a demonstrative (vocabulary.CAUSED_ARM_DEMONSTRATIVES; never "it", never an arm) and its causative right
  before an arm and a ratio or percent read right after it (claimcheck/claims/value_verbs.py);
* caused_generation: "assisted generation makes generation roughly 2x faster", "makes decoding 2x faster": the bare
  "generation" / "decode" as a causative's object before a speed ratio or percent is the token generation rate / the
  decode speed (claimcheck/claims/generation_words.py);
* added_share: "Going from TP2 to TP4 adds 44% of output throughput", "adds 44% to output throughput", and gain_verb's
  "adds 44% more output throughput" (vocabulary.ADD_VERBS, ADDED_PREPS): the metric up by that percent. "adds another
  44%" is not read ("another" says an earlier step gained too: unread, never false).

Part 2 (claimcheck/claims/grammar.py):

* apposed_change: "Mean TTFT is 32 ms with FP8, down 68% from BF16's 100 ms", "(down 68% relative to BF16)", ", up
  29% from main": a direction particle, a hedge and a percent right after "," or "(" that follow a value the clause
  read is that value's percent change (as "-68%" there); "up to" stays a bound;
* from_binder: "from" right after such a change, or after a copula's ("FP8's mean TTFT is down 68% from BF16"), binds
  its baseline as "vs" does ("from BF16's 100 ms": that arm's value, graded too);
* apposed_arm: a ratio or percent comparison naming no arm, right after "," that follows a value naming its arm (no
  pair), is that arm's: "Mean TTFT is 100 ms with BF16, down 68%" / ", -68%" / ", 68% lower" was graded net-true
  against the declared treatment FP8 (a twist of the true "... 32 ms with FP8, down 68%"); now BF16's (false).

* part 3: the comparison's article after a value phrase or a comparison verb ("That works out to a 68% lower p99
  TTFT than BF16", "pr-1234 hits a 29% higher request throughput than main"), and pct_noun_in before "in the p99 of
  TTFT" ("That's a 68% cut in the p99 of TTFT compared with the BF16 run");
* fraction_possessive: "FP8's mean TTFT is roughly a third of BF16's", "fp16's request throughput is half of w8a8's":
  a fraction word before an arm's possessive that ends its phrase is the ratio to that arm, as "0.32x BF16's" was
  (claimcheck/claims/fraction_changes.possessive_after).

* aliases (claimcheck/claims/aliases.py): a negation prefix joined by a hyphen to the word it negates ("no-cache run",
  "non-speculative arm") is a compound adjective naming the arm's state, kept when grading (it was dropped as a
  grammar word, so "vs the no-cache run" stayed unread); "no EP", "not the old scheduler" stay dropped.

Witnesses, worked out by hand (10 requests per arm, 100 output tokens each unless said; requests spread so that the
wall is requests / throughput):

* ``quant``: fp8 (treatment; quantization "fp8", concurrency 16) 1.43 req/s = 143 output tok/s, TTFT 32 ms every
  request, TPOT 20 ms; bf16 (baseline; quantization "bf16", concurrency 16) 1.0 req/s = 100 tok/s, TTFT 100 ms,
  TPOT 30 ms. Throughput 1.43x (+43%); TTFT 32 / 100 = 0.32: a 68% cut (every statistic alike).
* ``rev``: arms named "pr-1234" (treatment) and "main" (baseline), no aliases, settings commit hashes: 1.29 vs 1.0
  req/s (1.29x, +29%); TTFT 32 ms vs 100 ms (-68%).
* ``ver``: "v0.7.0" (treatment) and "v0.6.3" (baseline), each recording its own engine version: as ``rev``.
* ``w8a8``: arms "w8a8" (quantization "w8a8") and "fp16" (quantization null): 2.0 vs 1.0 req/s = 200 vs 100 tok/s,
  TPOT 10 ms vs 20 ms: 2x the throughput, 2x faster generation.
* ``llama``: "llamacpp" (aliases llama.cpp, llama-server; engine llama.cpp) 128 output tok/s, TPOT 1/128 s; "ollama"
  (alias Ollama; engine ollama) 100 tok/s, TPOT 10 ms: token generation 128 / 100 = 1.28 (28% faster); 1.28 req/s
  vs 1.0 req/s.
* ``assist``: requests back to back (concurrency 1): "assisted" (alias "assisted generation"; speculative_decoding
  "on") TTFT 10 ms, TPOT 10 ms: 0.01 + 0.01 * 99 = 1.0 s a request, 100 tok/s; "plain" (alias "plain generation";
  speculative_decoding "off") TTFT 20 ms, TPOT 20 ms: 2.0 s a request, 50 tok/s: 2x (1 / TPOT too).
* ``tp``: tp1 / tp2 / tp4 (tensor_parallel_size 1, 2, 4; tp1 baseline) 100 / 200 / 288 output tok/s: TP2 -> TP4 is
  288 / 200 = 1.44 (+44%).
* ``quant_fail``: as ``quant``, but fp8's task 3 failed.
* ``nocache``: radix (alias "the radix cache") TTFT 32 ms; nocache (aliases "no-cache run", "the no-cache run") TTFT
  100 ms: -68%.
* ``cp``: cp_on (enable_chunked_prefill true) 1.29 req/s, TTFT 32 ms; cp_off (false; alias "the default config")
  1.0 req/s, TTFT 100 ms: 1.29x (+29%), TTFT -68% (cp_off +212.5% over cp_on).
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

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "
QUANT = [A("fp8", "FP8", "the FP8 run", thr=1.43, ttft=0.032, tpot=0.02, tok=100, role="treatment",
           settings={"quantization": "fp8", "concurrency": 16}),
         A("bf16", "BF16", "the BF16 run", thr=1.0, ttft=0.1, tpot=0.03, tok=100, role="baseline",
           settings={"quantization": "bf16", "concurrency": 16})]
REV = [A("pr-1234", thr=1.29, ttft=0.032, tpot=0.02, tok=100, role="treatment", settings={"commit": "def5678"}),
       A("main", thr=1.0, ttft=0.1, tpot=0.02, tok=100, role="baseline", settings={"commit": "abc1234"})]
VER = [A("v0.7.0", thr=1.29, ttft=0.032, tpot=0.02, tok=100, role="treatment", engine="vLLM", engine_version="0.7.0"),
       A("v0.6.3", thr=1.0, ttft=0.1, tpot=0.02, tok=100, role="baseline", engine="vLLM", engine_version="0.6.3")]
W8A8 = [A("w8a8", thr=2.0, tpot=0.01, tok=100, role="treatment", settings={"quantization": "w8a8"}),
        A("fp16", thr=1.0, tpot=0.02, tok=100, role="baseline", settings={"quantization": None})]
LLAMA = [A("llamacpp", "llama.cpp", "llama-server", toks=128, tpot=1 / 128, tok=100, role="treatment",
           engine="llama.cpp"),
         A("ollama", "Ollama", toks=100, tpot=0.01, tok=100, role="baseline", engine="ollama")]
ASSIST = [A("assisted", "assisted generation", seq=True, ttft=0.01, tpot=0.01, tok=100, role="treatment",
            settings={"speculative_decoding": "on", "concurrency": 1}),
          A("plain", "plain generation", seq=True, ttft=0.02, tpot=0.02, tok=100, role="baseline",
            settings={"speculative_decoding": "off", "concurrency": 1})]
TP = [A("tp1", toks=100, tok=100, role="baseline", settings={"tensor_parallel_size": 1}),
      A("tp2", toks=200, tok=100, role="treatment", settings={"tensor_parallel_size": 2}),
      A("tp4", toks=288, tok=100, role="treatment", settings={"tensor_parallel_size": 4})]
CP = [A("cp_on", thr=1.29, ttft=0.032, tpot=0.02, tok=100, role="treatment", settings={"enable_chunked_prefill": True}),
      A("cp_off", "the default config", thr=1.0, ttft=0.1, tpot=0.02, tok=100, role="baseline",
        settings={"enable_chunked_prefill": False})]
NOCACHE = [A("radix", "the radix cache", ttft=0.032, tpot=0.02, tok=100, role="treatment"),
           A("nocache", "no-cache run", "the no-cache run", ttft=0.1, tpot=0.02, tok=100, role="baseline")]
SPECS = {"nocache": (NOCACHE, {}), "cp": (CP, {}), "quant": (QUANT, {}), "rev": (REV, {}), "ver": (VER, {"engine": None}), "w8a8": (W8A8, {}),
         "llama": (LLAMA, {"engine": None}), "assist": (ASSIST, {}), "tp": (TP, {}), "quant_fail": (QUANT, {})}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("ratio_objects")
    out = {}
    for name, (arms, kw) in SPECS.items():
        w, files = witness_for(Spec(name, list(arms), key="", **kw))
        if name == "quant_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "fp8" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


WO = "That works out to "
FRAMES = [
    # value_phrase before a ratio / a percent comparison
    ("quant", WO + "1.43x the BF16 throughput at the same concurrency of 16.", [
        WO + "2.15x the BF16 throughput at the same concurrency of 16.",      # x1.5
        WO + "0.72x the BF16 throughput at the same concurrency of 16.",      # x0.5
        WO + "1.43x the FP8 throughput at the same concurrency of 16.",       # arms swapped
        WO + "1.43x the BF16 throughput at the same concurrency of 32.",      # wrong setting
        WO + "1.43x less throughput than BF16 at the same concurrency of 16.",  # direction flipped
        WO + "1.43x the BF16 throughput on an A100.",                          # wrong GPU
        "That does not work out to 1.43x the BF16 throughput.",
        NEG + "FP8 works out to 1.43x the BF16 throughput."]),
    ("quant", "FP8 works out to about 1.43x the request throughput of BF16.", [
        "FP8 works out to about 2.1x the request throughput of BF16.",
        "BF16 works out to about 1.43x the request throughput of FP8.",
        "FP8 would work out to about 1.43x the request throughput of BF16."]),
    ("quant", "That works out to ~43% more output throughput than BF16.", [
        "That works out to ~65% more output throughput than BF16.",
        "That works out to ~21% more output throughput than BF16.",
        "That works out to ~43% less output throughput than BF16.",
        "That works out to ~43% more output throughput than FP8."]),
    ("quant", "FP8 amounts to 1.43x BF16's output throughput.", [
        "FP8 amounts to 1.43x BF16's mean TTFT.",                              # another metric
        "BF16 amounts to 1.43x FP8's output throughput."]),
    ("rev", "pr-1234 comes to 1.29x the request throughput of main.", [
        "pr-1234 comes to 1.94x the request throughput of main.",
        "main comes to 1.29x the request throughput of pr-1234.",
        "pr-1234 comes to 1.29x the request throughput of main on Llama-3.1-70B."]),   # wrong model
    ("ver", "That came out to 29% higher request throughput than v0.6.3.", [
        "That came out to 44% higher request throughput than v0.6.3.",
        "That came out to 29% lower request throughput than v0.6.3.",
        "That came out to 29% higher request throughput than v0.7.0."]),
    # comparison_verb: a verb saying what "is" / "delivers" says, between an arm and a ratio or percent comparison
    ("quant", "FP8 hits 1.43x the request throughput of BF16.", [
        "FP8 hits 2.15x the request throughput of BF16.",
        "BF16 hits 1.43x the request throughput of FP8.",
        "FP8 hits 1.43x the mean TTFT of BF16.",
        "FP8 does not hit 1.43x the request throughput of BF16.",
        "FP8 does not reach 1.43x the request throughput of BF16.",           # "does": never a comparison's verb
        "That makes FP8 not 43% faster than BF16.",                           # before a negation
        "FP8 works out to not 1.43x the request throughput of BF16."]),
    ("rev", "pr-1234 manages 29% more req/s than main.", [
        "pr-1234 manages 58% more req/s than main.",
        "pr-1234 manages 29% fewer req/s than main.",
        "main manages 29% more req/s than pr-1234.",
        "pr-1234 never manages 29% more req/s than main."]),
    ("quant", "That equals 1.43x the BF16 throughput.", [
        "That equals 0.72x the BF16 throughput.",
        "That equals 1.43x the FP8 throughput."]),
    ("w8a8", "w8a8 ended up with 2x the request throughput of fp16.", [
        "w8a8 ended up with 3x the request throughput of fp16.",
        "fp16 ended up with 2x the request throughput of w8a8."]),
    ("ver", "v0.7.0 scores roughly 1.3x the request throughput of v0.6.3.", [
        "v0.7.0 scores roughly 2x the request throughput of v0.6.3.",
        "v0.6.3 scores roughly 1.3x the request throughput of v0.7.0.",
        "v0.7.0 does not score roughly 1.3x the request throughput of v0.6.3."]),
    ("quant", "FP8 tops BF16 by 43% in request throughput.", [
        "FP8 tops BF16 by 86% in request throughput.",
        "BF16 tops FP8 by 43% in request throughput.",
        "FP8 tops BF16 by 43% in mean TTFT."]),
    # pct_noun_in: "a 68% cut in median TTFT vs X"
    ("quant", "That's a 68% cut in median TTFT vs BF16.", [
        "That's a 100% cut in median TTFT vs BF16.",                          # x1.5 (102%: a cut past zero)
        "That's a 34% cut in median TTFT vs BF16.",                           # x0.5
        "That's a 68% cut in median TTFT vs FP8.",                            # arms swapped
        "That's a 68% rise in median TTFT vs BF16.",                          # direction flipped
        "That's a 68% cut in median TPOT vs BF16.",                           # another metric
        "That's not a 68% cut in median TTFT vs BF16.",
        NEG + "FP8 gives a 68% cut in median TTFT vs BF16."]),
    ("rev", "pr-1234 delivers a 68% drop in p99 TTFT compared to main.", [
        "pr-1234 delivers a 34% drop in p99 TTFT compared to main.",
        "main delivers a 68% drop in p99 TTFT compared to pr-1234.",
        "pr-1234 delivers a 68% jump in p99 TTFT compared to main."]),
    ("ver", "v0.7.0 shows a ~68% cut in time to first token relative to v0.6.3.", [
        "v0.7.0 shows a ~40% cut in time to first token relative to v0.6.3.",
        "v0.6.3 shows a ~68% cut in time to first token relative to v0.7.0."]),
    ("w8a8", "That's a 50% cut in mean TPOT vs fp16.", [
        "That's a 75% cut in mean TPOT vs fp16.",
        "That's a 25% cut in mean TPOT vs fp16.",
        "That's a 50% cut in mean TPOT vs w8a8."]),
    # caused_arm: "That makes ARM N faster than ARM"
    ("llama", "That makes llama-server roughly 28% faster than Ollama at token generation for this model.", [
        "That makes llama-server roughly 42% faster than Ollama at token generation for this model.",
        "That makes llama-server roughly 14% faster than Ollama at token generation for this model.",
        "That makes Ollama roughly 28% faster than llama-server at token generation for this model.",
        "That makes llama-server roughly 28% slower than Ollama at token generation for this model.",
        "That makes llama-server roughly 28% faster than Ollama at token generation for Llama-3.1-70B.",
        "That doesn't make llama-server roughly 28% faster than Ollama at token generation.",
        "That would make llama-server roughly 28% faster than Ollama at token generation."]),
    ("w8a8", "This makes w8a8 2x faster than fp16.", [
        "This makes w8a8 3x faster than fp16.",
        "This makes fp16 2x faster than w8a8.",
        "This makes w8a8 2x slower than fp16."]),
    ("rev", "pr-1234 cuts mean TTFT by 68%, which makes pr-1234 about 1.29x faster than main.", [
        "pr-1234 cuts mean TTFT by 68%, which makes pr-1234 about 1.9x faster than main.",
        "pr-1234 cuts mean TTFT by 68%, which makes main about 1.29x faster than pr-1234."]),
    # caused_generation: "makes generation roughly 2x faster"
    ("assist", "In other words, assisted generation makes generation roughly 2x faster for single-user workloads.", [
        "In other words, assisted generation makes generation roughly 3x faster for single-user workloads.",
        "In other words, assisted generation makes generation roughly 2x slower for single-user workloads.",
        "In other words, plain generation makes generation roughly 2x faster for single-user workloads.",
        "In other words, assisted generation makes generation roughly 2x faster at 8 concurrent users.",
        "In other words, assisted generation never makes generation roughly 2x faster."]),
    ("assist", "Assisted generation makes decoding ~2× faster than plain generation.", [
        "Assisted generation makes decoding ~4× faster than plain generation.",
        "Plain generation makes decoding ~2× faster than assisted generation."]),
    ("w8a8", "w8a8 made generation 100% faster than fp16.", [
        "w8a8 made generation 150% faster than fp16.",
        "fp16 made generation 100% faster than w8a8."]),
    # added_share: "adds 44% of output throughput"
    ("tp", "Going from TP2 to TP4 adds 44% of output throughput.", [
        "Going from TP2 to TP4 adds 66% of output throughput.",               # x1.5
        "Going from TP2 to TP4 adds 22% of output throughput.",               # x0.5
        "Going from TP4 to TP2 adds 44% of output throughput.",               # swapped
        "Going from TP2 to TP4 adds 44% of mean TTFT.",                       # another metric
        "Going from TP2 to TP4 never adds 44% of output throughput.",
        NEG + "going from TP2 to TP4 adds 44% of output throughput."]),
    ("tp", "Going from TP2 to TP4 adds about 44% to output throughput.", [
        "Going from TP2 to TP4 adds about 88% to output throughput.",
        "Going from TP1 to TP4 adds about 44% to output throughput."]),
    ("tp", "TP4 adds 44% more output throughput than TP2.", [
        "TP4 adds 44% more output throughput than TP1.",
        "TP2 adds 44% more output throughput than TP4."]),
    ("quant", "Switching to FP8 adds 43% of request throughput.", [
        "Switching to FP8 adds 86% of request throughput.",
        "Switching to BF16 adds 43% of request throughput."]),
]

# part 2: a percent change in apposition after a value, its direction particle first, and "from" as its baseline's
# binder (productions apposed_change, from_binder, apposed_arm)
M = "Mean TTFT is 32 ms with FP8"
R = "Request throughput is 1.29 req/s on pr-1234"
FRAMES += [
    ("quant", M + ", down 68% from BF16's 100 ms.", [
        M + ", down 34% from BF16's 100 ms.",                                 # x0.5
        M + ", down 68% from BF16's 150 ms.",                                 # x1.5 (the referenced value)
        M + ", up 68% from BF16's 100 ms.",                                   # flipped
        "Mean TTFT is 100 ms with BF16, down 68% from FP8's 32 ms.",          # swapped
        M + ", down 68% from FP8's 100 ms.",
        "Mean TPOT is 32 ms with FP8, down 68% from BF16's 100 ms.",          # another metric
        NEG + "mean TTFT is 32 ms with FP8, down 68% from BF16's 100 ms."]),
    ("quant", M + ", down ~68% vs BF16.", [
        M + ", down ~34% vs BF16.",
        M + ", up ~68% vs BF16.",
        M + ", down ~68% vs FP8.",
        "p99 TTFT is 32 ms with BF16, down ~68% vs FP8."]),
    ("quant", M + " (down 68% relative to BF16).", [
        M + " (down 90% relative to BF16).",
        M + " (up 68% relative to BF16)."]),
    ("quant", M + ", down 68%.", [
        "Mean TTFT is 100 ms with BF16, down 68%.",                           # the other arm's value: its change
        M + ", down 34%.",
        M + ", up 68%."]),
    ("rev", R + ", up 29% from main.", [
        R + ", up 58% from main.",
        R + ", down 29% from main.",
        "Request throughput is 1.0 req/s on main, up 29% from pr-1234.",
        R + ", up 29% from pr-1234."]),
    ("ver", "Request throughput on v0.7.0 is 1.29 req/s, up about 29% compared to v0.6.3.", [
        "Request throughput on v0.7.0 is 1.29 req/s, up about 60% compared to v0.6.3.",
        "Request throughput on v0.6.3 is 1.0 req/s, up about 29% compared to v0.7.0."]),
    ("quant", "FP8's mean TTFT is down 68% from BF16.", [
        "FP8's mean TTFT is down 34% from BF16.",
        "FP8's mean TTFT is up 68% from BF16.",
        "BF16's mean TTFT is down 68% from FP8.",
        "FP8's mean TTFT is not down 68% from BF16."]),
    ("w8a8", "Mean TPOT is 10 ms on w8a8, -50%.", [
        "Mean TPOT is 20 ms on fp16, -50%.",                                  # apposed_arm: fp16's change
        "Mean TPOT is 10 ms on w8a8, -25%."]),
    # part 3: the comparison's article after a value phrase or a comparison verb; "in the p99 of TTFT" after a cut
    ("quant", "That works out to a 68% lower p99 TTFT than BF16.", [
        "That works out to a 34% lower p99 TTFT than BF16.",
        "That works out to a 68% higher p99 TTFT than BF16.",
        "That works out to a 68% lower p99 TTFT than FP8.",
        "That works out to a 68% lower p99 TPOT than BF16."]),
    ("rev", "pr-1234 hits a 29% higher request throughput than main.", [
        "pr-1234 hits a 58% higher request throughput than main.",
        "main hits a 29% higher request throughput than pr-1234."]),
    ("quant", "That's a 68% cut in the p99 of TTFT compared with the BF16 run.", [
        "That's a 34% cut in the p99 of TTFT compared with the BF16 run.",
        "That's a 68% cut in the p99 of TPOT compared with the BF16 run.",
        "That's a 68% cut in the p99 of TTFT compared with the FP8 run."]),
    # an alias with a hyphenated negation prefix ("no-cache run": a name, kept since this commit)
    ("nocache", "That's a 68% cut in median TTFT vs the no-cache run.", [
        "That's a 34% cut in median TTFT vs the no-cache run.",
        "That's a 68% rise in median TTFT vs the no-cache run.",
        "That's a 68% cut in median TTFT vs the radix cache.",
        "That's a 68% cut in median TPOT vs the no-cache run.",
        NEG + "the radix cache gives a 68% cut in median TTFT vs the no-cache run."]),
    ("nocache", "Median TTFT is 68% lower with the radix cache than with the no-cache run.", [
        "Median TTFT is 68% higher with the radix cache than with the no-cache run.",
        "Median TTFT is 68% lower with the no-cache run than with the radix cache."]),
    # a witness declaring its arms by a boolean setting (the arms named by the feature's state, or an alias)
    ("cp", "Enabling chunked prefill works out to 1.29x the request throughput of the default config.", [
        "Enabling chunked prefill works out to 1.94x the request throughput of the default config.",
        "Disabling chunked prefill works out to 1.29x the request throughput of the default config."]),
    ("cp", "With chunked prefill, mean TTFT is 32 ms, down 68% from the default config.", [
        "With chunked prefill, mean TTFT is 32 ms, down 34% from the default config.",
        "With chunked prefill, mean TTFT is 32 ms, up 68% from the default config.",
        "Without chunked prefill, mean TTFT is 100 ms, down 68% from the default config."]),
    ("cp", "That makes chunked prefill 29% faster than the default config.", [
        "That makes chunked prefill 58% faster than the default config.",
        "That makes chunked prefill 29% slower than the default config."]),
    ("cp", "Turning on chunked prefill adds 29% to request throughput.", [
        "Turning on chunked prefill adds 58% to request throughput.",
        "Turning off chunked prefill adds 29% to request throughput."]),
    ("cp", "Mean TTFT is 100 ms with chunked prefill off, up 212% vs chunked prefill on.", [
        "Mean TTFT is 100 ms with chunked prefill off, down 68%.",
        "Mean TTFT is 100 ms with chunked prefill off, up 106% vs chunked prefill on."]),
    # fraction_possessive: "a third of BF16's" (the arm's value left out at the phrase's end)
    ("quant", "FP8's mean TTFT is roughly a third of BF16's.", [
        "FP8's mean TTFT is roughly half of BF16's.",                         # x1.5
        "FP8's mean TTFT is roughly a sixth of BF16's.",                      # x0.5
        "BF16's mean TTFT is roughly a third of FP8's.",                      # swapped
        "FP8's mean TPOT is roughly a third of BF16's.",                      # another metric
        "FP8's mean TTFT is not roughly a third of BF16's."]),
    ("w8a8", "fp16's request throughput is half of w8a8's.", [
        "w8a8's request throughput is half of fp16's.",
        "fp16's request throughput is a quarter of w8a8's.",
        "fp16's mean TTFT is half of w8a8's."]),
    ("w8a8", "Request throughput is 2 req/s on w8a8, 2x fp16.", [
        "Request throughput is 1 req/s on fp16, 2x w8a8.",
        "Request throughput is 2 req/s on w8a8, 3x fp16."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


@pytest.mark.parametrize("s", [
    "That works out to 1.43x the BF16 throughput.",
    "That's a 68% cut in mean TTFT vs BF16.",
    "Switching to FP8 adds 43% of request throughput.",
])
def test_failed_arm_never_net_true(wit, s):
    # fp8 wins with a failed request: counted against it (claimcheck/claims/failure_bounds.py), its mean TTFT is
    # infinite and a rate's winner may have no more failures than the loser (bf16 has none)
    assert grade(wit, "quant_fail", s).verdict != "net-true", s


def test_failed_arm_wins_a_median_its_failure_cannot_reach(wit):
    # one failure of ten, counted infinitely slow: fp8's median TTFT (ranks 5 and 6 of 10) is still 32 ms
    assert grade(wit, "quant_fail", "That's a 68% cut in median TTFT vs BF16.").verdict == "net-true"


# honest but unclear: unread or held back, never false
NEVER_FALSE = [
    ("quant", M + ", up to 68% lower."),                                      # a bound: unread here
    ("quant", "FP8 is a third of BF16's."),                                   # no metric
    ("ver", "v0.7.0 does roughly 1.3x the request throughput of v0.6.3."),    # "does": never a comparison's verb
    ("quant", "Request throughput is 1.43 req/s with FP8 (up ~43% from 1.0 req/s on BF16)."),
    ("tp", "Going from TP2 to TP4 adds another 44% of output throughput."),   # "another": an earlier gain too
    ("tp", "Going from TP2 to TP4 adds another 44%."),
    ("quant", "That makes it 1.43x faster than BF16."),                       # "it": which arm?
    ("quant", "FP8 makes BF16 1.43x slower."),                                 # an arm's causative: unread
    ("quant", "That works out to 1.43x."),                                     # no object
    ("quant", "That's a 68% cut."),                                            # no metric
    ("quant", "The FP8 format yields a smaller gain of 1.43x over BF16."),    # a gain smaller than which?
    ("llama", "That makes llama-server roughly 28% faster than Ollama."),
    ("tp", "Adding TP4 adds 44% of output throughput."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_unclear_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


def test_hyphenated_negation_prefix_is_a_name():
    from claimcheck.claims.aliases import usable_aliases

    kept, dropped, _ = usable_aliases({"radix": ["the radix cache"],
                                       "nocache": ["no-cache run", "no cache", "non-speculative arm", "not cached",
                                                   "no-cache or not"]})
    assert kept["nocache"] == ["no-cache run", "non-speculative arm"]
    assert dropped == {"nocache": ["no cache", "not cached", "no-cache or not"]}
