"""Paired values and their summaries, as write-ups write them (issue 16): a value per arm with the arm
beside it ("644 tok/s (c16) vs 975 tok/s (c32)", "9.75 req/s versus 6.44 req/s for c16", "a P99 TTFT of
938 ms, compared to 503 ms at concurrency 16", "975 tok/s, up from 644 tok/s at concurrency 16"), a summary
in apposition to a pair (", a 51% gain", ", a 1.9x slowdown", "(+51%)", "(1.5x)", "— a 46% reduction"),
and from-to pairs after change verbs (climbs, jumps, balloons, slips, creeps up, edges down, moves).

Witnesses worked out by hand (``real_sentences.witness_specs.arm_rows``: 10 requests per arm, requests
spread so that the wall is n / throughput; ``ttft_mp`` puts nine requests at the median TTFT ``a`` and
one at ``c = a + (p99 - a) / 0.91``, so numpy's linear p99 is the stated p99):

Concurrency witness (the arms declare ``settings.concurrency``; "c16" / "c32" are their names, "concurrency
16", "16 concurrent requests" ... their setting phrases; c32 is the treatment, c16 the baseline):

* ``c16``: 6.44 req/s, 100 output tokens a request: 644 output tok/s; TTFT median 97 ms, p99 503 ms;
* ``c32``: 9.75 req/s, 975 output tok/s; TTFT median 277 ms, p99 938 ms.

So c32/c16: throughput 975/644 = 1.51398x (+51.4%; c16 is -33.95%), p99 TTFT 938/503 = 1.86481x (+86.5%;
c16 is -46.4%), median TTFT 277/97 = 2.85567x (+185.6%; c16 is -65.0%).

Engine witness (arms named by aliases, no settings; sglang the treatment):

* ``sglang`` ("SGLang"): 2.5 req/s, TTFT 100 ms, TPOT 20 ms;
* ``vllm`` ("vLLM"): 2.0 req/s, TTFT 150 ms, TPOT 25 ms.

So sglang/vllm: throughput 1.25x (+25%; vllm -20%), mean TTFT 0.6667x (-33.3%; vllm 1.5x, +50%), mean TPOT
0.8x (-20%; vllm 1.25x, +25%).
"""

from __future__ import annotations

import pytest

from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

from claimcheck.claims.grammar import read_full


def _mp(median: float, p99: float) -> tuple[float, float]:
    """(mean, p99) for ``ttft_mp`` with nine requests at ``median`` and one making the p99."""
    c = median + (p99 - median) / 0.91
    return ((9 * median + c) / 10, p99)


C16 = dict(thr=6.44, tok=100, ttft_mp=_mp(0.097, 0.503), settings={"concurrency": 16})
C32 = dict(thr=9.75, tok=100, ttft_mp=_mp(0.277, 0.938), settings={"concurrency": 32})
SGL = dict(thr=2.5, ttft=0.1, tpot=0.02)
VLLM = dict(thr=2.0, ttft=0.15, tpot=0.025)


@pytest.fixture(scope="module")
def conc(tmp_path_factory):
    spec = Spec("pairs-c", [A("c32", role="treatment", **C32), A("c16", role="baseline", **C16)], "")
    return str(seal(tmp_path_factory.mktemp("pairs-c") / "w", *witness_for(spec)))


@pytest.fixture(scope="module")
def eng(tmp_path_factory):
    spec = Spec("pairs-e", [A("sglang", "SGLang", role="treatment", **SGL),
                            A("vllm", "vLLM", role="baseline", **VLLM)], "")
    return str(seal(tmp_path_factory.mktemp("pairs-e") / "w", *witness_for(spec)))


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, "10 requests per arm", baseline="same model, prompts and output cap")


# --- the concurrency witness ----------------------------------------------------------------------
TRUE_C = [
    # a value per arm, the arm in parentheses or after a preposition
    "Output throughput: 644 tok/s (c16) vs 975 tok/s (c32).",
    "Output token throughput: 975 tok/s (c32) vs. 644 tok/s (c16).",
    "Output throughput was 644 tok/s for c16 and 975 tok/s for c32.",
    "Output token throughput is 975 tok/s at concurrency 32 versus 644 tok/s at concurrency 16.",
    "Request throughput was 9.75 req/s versus 6.44 req/s for c16.",
    "Request throughput was 9.75 req/s at c32 versus 6.44 req/s.",
    "c32 reached a P99 TTFT of 938 ms, compared to 503 ms at concurrency 16.",
    "A P99 TTFT of 938 ms at concurrency 32, compared to 503 ms at concurrency 16.",
    "With 32 concurrent requests, output throughput reaches 975 tok/s versus 644 tok/s for c16.",
    "Median TTFT of 97 ms with c16 and 277 ms with c32.",
    "Output throughput: 644 tok/s (c16).",
    # up from / down from, the arm after the earlier value
    "c32 delivers 975 tok/s, up from 644 tok/s at concurrency 16.",
    "At concurrency 32 output throughput is 975 tok/s, up from 644 tok/s with c16.",
    "P99 TTFT is 503 ms at concurrency 16, down from 938 ms (c32).",
    "P99 TTFT is 503 ms at concurrency 16, down from 938 ms.",
    # summaries in apposition to a pair
    "Request throughput: 9.75 req/s (c32) vs 6.44 req/s (c16), a 51% gain.",
    "Request throughput: 6.44 req/s (c16) vs 9.75 req/s (c32), a 51% gain.",
    "Request throughput: 6.44 req/s (c16) vs 9.75 req/s (c32), a 34% reduction.",
    "Request throughput: 9.75 req/s (c32) vs 6.44 req/s (c16) (+51%).",
    "Request throughput: 9.75 req/s (c32) vs 6.44 req/s (c16) (1.5x).",
    "Request throughput is 6.44 req/s at concurrency 16 versus 9.75 req/s at concurrency 32 (1.5x).",
    "Output throughput rose from 644 tok/s to 975 tok/s, a 51% gain.",
    "Output throughput rose from 644 tok/s to 975 tok/s, a 51% increase.",
    "Output throughput grew from 644 tok/s to 975 tok/s, an improvement of 1.5x.",
    "Output throughput rose from 644 tok/s to 975 tok/s (1.5x).",
    "Output throughput climbs from 644 tok/s to 975 tok/s (+51%).",
    "P99 TTFT rose from 503 ms to 938 ms, a 1.9x slowdown.",
    "P99 TTFT rose from 503 ms to 938 ms (+86%).",
    "P99 TTFT went from 503 ms to 938 ms (86%).",
    "P99 TTFT goes from 503 ms to 938 ms (1.9x).",
    "P99 TTFT: 938 ms (c32) vs 503 ms (c16), a 46% improvement.",
    "P99 TTFT: 938 ms (c32) vs 503 ms (c16), a 1.9x improvement.",
    "P99 TTFT: 938 ms (c32) vs 503 ms (c16) (-46%).",
    "P99 TTFT: 938 ms (c32) vs 503 ms (c16) (+86%).",
    "P99 TTFT dropped from 938 ms at concurrency 32 to 503 ms at concurrency 16 — a 46% reduction.",
    "Median TTFT: 277 ms at concurrency 32 vs. 97 ms at concurrency 16, a 2.9x slowdown.",
    "Median TTFT balloons from 97 ms to 277 ms (+186%).",
    "c32 delivers 975 tok/s, up from 644 tok/s at concurrency 16, a 51% gain.",
    "c32 delivers 975 tok/s, up from 644 tok/s at concurrency 16 (1.5x).",
    # from-to after more change verbs
    "Output throughput climbs from 644 tok/s to 975 tok/s.",
    "Output throughput jumps from 644 tok/s to 975 tok/s.",
    "Output throughput went from 644 tok/s to 975 tok/s.",
    "Output throughput moves from 644 tok/s to 975 tok/s.",
    "Output throughput went up from 644 tok/s to 975 tok/s.",
    "Output throughput edges up from 644 tok/s to 975 tok/s.",
    "Output throughput ticks up from 644 tok/s to 975 tok/s, a 51% gain.",
    "P99 TTFT creeps up from 503 ms to 938 ms.",
    "Output throughput came up from 644 tok/s to 975 tok/s.",
    "P99 TTFT comes down from 938 ms to 503 ms with fewer concurrent requests.",
    "P99 TTFT balloons from 503 ms to 938 ms.",
    "Median TTFT jumps from 97 ms at concurrency 16 to 277 ms at concurrency 32.",
    "Request throughput slips from 9.75 req/s at c32 to 6.44 req/s at c16.",
    "Output throughput scales from 644 tok/s at c16 to 975 tok/s at c32.",
    "Output throughput scales up from 644 tok/s to 975 tok/s.",
    "c32 lifts output throughput from 644 tok/s to 975 tok/s, a 51% gain.",
    # slash pairs: two lists that pair up one to one
    "Median/p99 TTFT of 97/503 ms at concurrency 16.",
    "c16 had a median/p99 TTFT of 97/503 ms.",
    "TTFT median/p99: 277/938 ms at c32.",
    "Median TTFT was 97/277 ms (c16/c32).",
    "c16/c32 median TTFT: 97/277 ms.",
    "Output throughput: 644/975 tok/s (c16/c32).",
    "Median TTFT was 97/277 ms (c16/c32), a 2.9x slowdown.",
    "Median TTFT (ms): 97 at concurrency 16 vs 277 at concurrency 32.",
    "Output token throughput (tok/s): 644 (c16) vs. 975 (c32), a 51% gain.",
    # the arms in parentheses after the pair, in order
    "P99 TTFT: 503 ms → 938 ms (c16 → c32).",
    "P99 TTFT went from 503 ms to 938 ms (c16 → c32), a 1.9x slowdown.",
    "P99 TTFT of 938 ms at c32 vs 503 ms at c16.",
    "c32's p99 TTFT is 938 ms compared with 503 ms for c16, a 1.9x slowdown.",
    "c32 achieves 975 tok/s compared to c16's 644 tok/s (+51%).",
    "The p99 TTFT at c32 is 938 ms versus 503 ms at c16.",
    "Output throughput improves from 644 to 975 tok/s, a 1.51x increase.",
    # the arms by their declared roles
    "Output throughput was 644 tok/s for the baseline and 975 tok/s for the treatment.",
    "The treatment reached 975 tok/s versus 644 tok/s for the baseline, a 51% gain.",
    # a summary that names the pair's own metric
    "Output throughput rose from 644 tok/s to 975 tok/s, a 51% throughput gain.",
    # a pair whose values name their arms, then a clause that names none
    "At concurrency 32, output throughput is 975 tok/s versus 644 tok/s at concurrency 16, while p99 TTFT grows "
    "from 503 ms to 938 ms.",
    "Output throughput rose from 644 tok/s at concurrency 16 to 975 tok/s at concurrency 32, while p99 TTFT grows "
    "from 503 ms to 938 ms.",
    "c32 reaches 975 tok/s versus 644 tok/s at concurrency 16, while its p99 TTFT grows from 503 ms to 938 ms.",
    "Output throughput rose from 644 tok/s to 975 tok/s (1.5x higher output throughput).",
    "P99 TTFT rose from 503 ms to 938 ms, a 1.9x p99 TTFT slowdown.",
]

TWINS_C = [
    # swapped arms
    "Output throughput: 975 tok/s (c16) vs 644 tok/s (c32).",
    "Output throughput was 975 tok/s for c16 and 644 tok/s for c32.",
    "Request throughput was 6.44 req/s versus 9.75 req/s for c16.",
    "Request throughput was 9.75 req/s versus 6.44 req/s for c32.",
    "Request throughput was 9.75 req/s at c16 versus 6.44 req/s.",
    "c16 reached a P99 TTFT of 938 ms, compared to 503 ms at concurrency 32.",
    "c32 reached a P99 TTFT of 503 ms, compared to 938 ms at concurrency 16.",
    "c16 delivers 975 tok/s, up from 644 tok/s at concurrency 32.",
    "c16 delivers 975 tok/s, up from 644 tok/s at concurrency 16.",
    "P99 TTFT is 938 ms at concurrency 16, down from 503 ms.",
    "P99 TTFT is 503 ms at concurrency 32, down from 938 ms.",
    "P99 TTFT dropped from 938 ms at concurrency 16 to 503 ms at concurrency 32 — a 46% reduction.",
    "Request throughput slips from 9.75 req/s at c16 to 6.44 req/s at c32.",
    # scaled numbers (x1.5, x0.5), in the pair or in its summary
    "Output throughput: 644 tok/s (c16) vs 1462 tok/s (c32).",
    "Request throughput was 9.75 req/s versus 3.22 req/s for c16.",
    "Request throughput: 9.75 req/s (c32) vs 6.44 req/s (c16), a 77% gain.",
    "Request throughput: 9.75 req/s (c32) vs 6.44 req/s (c16), a 26% gain.",
    "Request throughput: 9.75 req/s (c32) vs 6.44 req/s (c16) (+77%).",
    "Request throughput: 9.75 req/s (c32) vs 6.44 req/s (c16) (2.3x).",
    "Request throughput: 9.75 req/s (c32) vs 6.44 req/s (c16) (0.75x).",
    "Output throughput rose from 644 tok/s to 975 tok/s, a 77% gain.",
    "Output throughput grew from 644 tok/s to 975 tok/s, an improvement of 2.25x.",
    "P99 TTFT rose from 503 ms to 938 ms, a 2.8x slowdown.",
    "P99 TTFT rose from 503 ms to 938 ms, a 0.95x slowdown.",
    "P99 TTFT: 938 ms (c32) vs 503 ms (c16), a 69% improvement.",
    "P99 TTFT: 938 ms (c32) vs 503 ms (c16) (-23%).",
    "Median TTFT balloons from 97 ms to 277 ms (+279%).",
    "c32 delivers 975 tok/s, up from 644 tok/s at concurrency 16, a 77% gain.",
    # flipped directions: the summary or the verb against the numbers, or the pair against the witness
    "Output throughput rose from 644 tok/s to 975 tok/s, a 51% reduction.",
    "Output throughput rose from 644 tok/s to 975 tok/s, a 34% reduction.",
    "Output throughput climbs from 644 tok/s to 975 tok/s (-51%).",
    "P99 TTFT rose from 503 ms to 938 ms, a 1.9x speedup.",
    "P99 TTFT rose from 503 ms to 938 ms (-86%).",
    "P99 TTFT: 938 ms (c32) vs 503 ms (c16), a 46% increase.",
    "Request throughput: 6.44 req/s (c16) vs 9.75 req/s (c32), a 51% reduction.",
    "Output throughput climbs from 975 tok/s to 644 tok/s.",
    "Output throughput shrinks from 644 tok/s to 975 tok/s.",
    "Output throughput edges down from 644 tok/s to 975 tok/s.",
    "Output throughput went down from 644 tok/s to 975 tok/s.",
    "P99 TTFT creeps up from 938 ms to 503 ms.",
    "P99 TTFT came down from 503 ms to 938 ms.",
    "Output throughput came up from 975 tok/s to 644 tok/s.",
    "Output throughput came from 975 tok/s to 644 tok/s.",
    "P99 TTFT balloons from 938 ms to 503 ms.",
    "Request throughput slips from 6.44 req/s at c16 to 9.75 req/s at c32.",
    "Output throughput scales from 975 tok/s at c16 to 644 tok/s at c32.",
    "Output throughput scales down from 644 tok/s to 975 tok/s.",
    "c32 lifts output throughput from 975 tok/s to 644 tok/s.",
    "c32 delivers 975 tok/s, down from 644 tok/s at concurrency 16.",
    # another statistic or metric
    "Median TTFT: 938 ms (c32) vs 503 ms (c16), a 46% improvement.",
    "P99 TTFT of 277 ms with c32 and 97 ms with c16.",
    "Request throughput: 975 tok/s (c32) vs 644 tok/s (c16).",
    # negations
    "It is not true that request throughput was 9.75 req/s versus 6.44 req/s for c16.",
    "It is not true that output throughput rose from 644 tok/s to 975 tok/s, a 51% gain.",
    "It is not true that p99 TTFT rose from 503 ms to 938 ms, a 1.9x slowdown.",
    "Output throughput did not rise from 644 tok/s to 975 tok/s, a 51% gain.",
    "Request throughput: 9.75 req/s (c32) vs 6.44 req/s (c16), not a 51% gain.",
    # more than the pair's change after the summary
    "Output throughput rose from 644 tok/s to 975 tok/s, a 51% gain over c32.",
    # slash pairs: swapped, scaled, lists that do not pair up, another statistic
    "Median/p99 TTFT of 503/97 ms at concurrency 16.",
    "Median/p99 TTFT of 97/503 ms at concurrency 32.",
    "Median/p99 TTFT of 97/755 ms at concurrency 16.",
    "Median TTFT was 277/97 ms (c16/c32).",
    "Median TTFT was 97/277 ms (c32/c16).",
    "P99 TTFT was 97/277 ms (c16/c32).",
    "Median/p99 TTFT of 97/503/600 ms at concurrency 16.",
    "Median TTFT was 97/277 ms.",
    "Median TTFT was 97/277 ms (c16/c32), a 1.4x slowdown.",
    "It is not true that median TTFT was 97/277 ms (c16/c32).",
    # arms listed after the pair, swapped
    "P99 TTFT: 938 ms → 503 ms (c16 → c32).",
    "P99 TTFT: 503 ms → 938 ms (c32 → c16).",
    "c32 achieves 975 tok/s compared to c16's 975 tok/s (+51%).",
    # roles swapped; a summary of another metric or statistic than its pair
    "Output throughput was 975 tok/s for the baseline and 644 tok/s for the treatment.",
    "The baseline reached 975 tok/s versus 644 tok/s for the treatment, a 51% gain.",
    "P99 TTFT rose from 503 ms to 938 ms, a 1.9x median TTFT slowdown.",
    "P99 TTFT rose from 503 ms to 938 ms, a 1.9x TPOT slowdown.",
    "Output throughput rose from 644 tok/s to 975 tok/s, a 51% TTFT gain.",
    "Output throughput rose from 644 tok/s to 975 tok/s (1.5x lower output throughput).",
]

# --- the engine witness ---------------------------------------------------------------------------
TRUE_E = [
    "Mean TPOT was 20 ms for SGLang and 25 ms for vLLM.",
    "SGLang reaches 2.5 req/s versus 2.0 req/s for vLLM, a 25% gain.",
    "Mean TPOT: 25 ms (vLLM) vs 20 ms (SGLang), a 20% reduction.",
    "Mean TTFT was 150 ms on vLLM, compared with 100 ms on SGLang (1.5x).",
    "SGLang serves 2.5 req/s, up from 2.0 req/s with vLLM (+25%).",
    "Request throughput: 2.5 req/s (SGLang) vs 2.0 req/s (vLLM), an improvement of 1.25x.",
    "Mean TPOT: 20 ms vs 25 ms (SGLang vs vLLM), a 20% reduction.",
    "Mean TPOT was 20 ms and 25 ms (SGLang/vLLM).",
    "SGLang hits 2.5 req/s, 25% more than vLLM's 2.0 req/s.",
    "SGLang's mean TPOT was 20 ms versus vLLM's 25 ms, a 20% improvement.",
    "Mean TTFT is 100 ms with SGLang compared to 150 ms with vLLM (33% lower).",
    "Request throughput increased from 2.0 req/s to 2.5 req/s (+25%) when switching from vLLM to SGLang.",
    "Mean TTFT fell 33% when moving from vLLM to SGLang.",
    "vLLM posts a mean TTFT of 150 ms compared with 100 ms for SGLang.",
    "Mean TTFT drops from 150 ms with vLLM to 100 ms with SGLang (-33%).",
    "Mean TTFT shrinks from 150 ms on vLLM to 100 ms on SGLang, a 1.5x improvement.",
    "Throughput went from 2.0 req/s (vLLM) to 2.5 req/s (SGLang), a 25% increase.",
    "SGLang achieves 2.5 requests/s compared with vLLM's 2.0 requests/s, a 25% gain.",
    "Mean TPOT is 20 ms for SGLang, down from 25 ms for vLLM.",
    "Mean/median TTFT of 100/100 ms on SGLang.",
    # arm-labelled values
    "SGLang: 2.5 req/s vs. vLLM: 2.0 req/s.",
    "SGLang: 2.5 req/s; vLLM: 2.0 req/s.",
    "vLLM vs SGLang: 2.0 vs 2.5 req/s.",
    "Request throughput: SGLang 2.5 req/s, vLLM 2.0 req/s.",
    "Request throughput — SGLang: 2.5 req/s, vLLM: 2.0 req/s.",
    "Mean TPOT: SGLang 20 ms, vLLM 25 ms.",
    "Request throughput (req/s): 2.5 (SGLang) vs 2.0 (vLLM).",
    "Mean TPOT (ms): 20 for SGLang and 25 for vLLM.",
    # the after value first: "drops to A from B"
    "Throughput rises to 2.5 req/s with SGLang from 2.0 req/s with vLLM.",
    "Mean TTFT drops to 100 ms on SGLang from 150 ms on vLLM (-33%).",
    "Mean TTFT drops to 100 ms from 150 ms, a 33% reduction.",
]

TWINS_E = [
    "Mean TPOT was 25 ms for SGLang and 20 ms for vLLM.",
    "vLLM reaches 2.5 req/s versus 2.0 req/s for SGLang, a 25% gain.",
    "SGLang reaches 2.5 req/s versus 2.0 req/s for vLLM, a 50% gain.",
    "SGLang reaches 2.5 req/s versus 2.0 req/s for vLLM, a 25% reduction.",
    "Mean TPOT: 25 ms (vLLM) vs 20 ms (SGLang), a 40% reduction.",
    "Mean TPOT: 25 ms (SGLang) vs 20 ms (vLLM), a 20% reduction.",
    "Mean TTFT was 150 ms on vLLM, compared with 100 ms on SGLang (3x).",
    "Mean TTFT was 150 ms on SGLang, compared with 100 ms on vLLM (1.5x).",
    "P99 TTFT was 150 ms on vLLM, compared with 50 ms on SGLang (1.5x).",
    "SGLang serves 2.5 req/s, up from 2.0 req/s with vLLM (+50%).",
    "SGLang serves 2.5 req/s, down from 2.0 req/s with vLLM (+25%).",
    "It is not true that SGLang serves 2.5 req/s, up from 2.0 req/s with vLLM (+25%).",
    "Mean TPOT: 20 ms vs 25 ms (vLLM vs SGLang).",
    "Mean TPOT: 20 ms vs 25 ms (SGLang vs vLLM), a 40% reduction.",
    "SGLang hits 2.5 req/s, 25% more than vLLM's 2.5 req/s.",
    "SGLang hits 2.0 req/s, 25% more than vLLM's 2.5 req/s.",
    "vLLM's mean TPOT was 20 ms versus SGLang's 25 ms, a 20% improvement.",
    "Mean TTFT is 100 ms with SGLang compared to 150 ms with vLLM (33% higher).",
    "Request throughput increased from 2.0 req/s to 2.5 req/s (+25%) when switching from SGLang to vLLM.",
    "Mean TTFT fell 33% when moving from SGLang to vLLM.",
    "Mean TTFT rose 33% when moving from vLLM to SGLang.",
    "vLLM posts a mean TTFT of 100 ms compared with 150 ms for SGLang.",
    "Mean TTFT drops from 150 ms with SGLang to 100 ms with vLLM (-33%).",
    "Mean TTFT shrinks from 150 ms on vLLM to 100 ms on SGLang, a 3x improvement.",
    "Throughput went from 2.0 req/s (vLLM) to 2.5 req/s (SGLang), a 25% reduction.",
    "Mean TPOT is 20 ms for SGLang, up from 25 ms for vLLM.",
    "Mean/median TTFT of 100/150 ms on SGLang.",
    "SGLang: 2.0 req/s vs. vLLM: 2.5 req/s.",
    "vLLM: 2.5 req/s vs. SGLang: 2.0 req/s.",
    "Request throughput: SGLang 2.0 req/s, vLLM 2.5 req/s.",
    "Mean TPOT — SGLang: 25 ms, vLLM: 20 ms.",
    "Mean TTFT: SGLang 20 ms, vLLM 25 ms.",
    "Request throughput (req/s): 2.0 (SGLang) vs 2.5 (vLLM).",
    "Mean TPOT (ms): 25 for SGLang and 20 for vLLM.",
    "Throughput rises to 2.5 req/s with vLLM from 2.0 req/s with SGLang.",
    "Mean TTFT drops to 150 ms on SGLang from 100 ms on vLLM.",
    "Mean TTFT drops to 100 ms from 150 ms, a 50% reduction.",
    "Mean TTFT drops to 100 ms from 150 ms, a 33% increase.",
]

# honest statements that must never be false: ambiguous directions are left unread, a latency
# "improvement" keeps its speed meaning
HONEST_C = [
    "P99 TTFT: 938 ms (c32) vs 503 ms (c16) (46%).",
    "P99 TTFT: 938 ms (c32) vs 503 ms (c16), a 46% regression.",
    "P99 TTFT: 938 ms (c32) vs 503 ms (c16), an 86% improvement.",
    "P99 TTFT creeps from 503 ms to 938 ms.",
    "Request throughput was 2.0 vs 3.0 req/s for c16 and c32, respectively, a 51% gain.",
    "Request throughput was 9.75 req/s for c32 and 6.44 req/s.",
    # after a shared unit, an arm may be the whole pair's condition: the order is not fixed (pair_order)
    "Request throughput: 6.44 vs 9.75 req/s at concurrency 32.",
    "Request throughput: 6.44 vs 9.75 req/s at concurrency 32, a 51% gain.",
    "Median/p99 TTFT of 97/503 ms.",  # names no arm, the arms differ
    "Median TTFT was 97/277 ms.",  # whose? which?
    "c32 vs c16: 9.75 req/s.",  # a colon after two arms labels both: whose value?
    "Median TTFT (ms): 97 (c16) vs 277.",  # the second value names no arm
    "Median TTFT (ms): 97 (c16) vs 277 (c16).",
]


@pytest.mark.parametrize("statement", TRUE_C)
def test_true_pairs_are_read_and_net_true(statement, conc):
    res = _grade(statement, conc)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", (res.verdict, [str(x) for x in res.reasons][:4])


@pytest.mark.parametrize("statement", TRUE_E)
def test_true_engine_pairs_are_net_true(statement, eng):
    res = _grade(statement, eng)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", (res.verdict, [str(x) for x in res.reasons][:4])


@pytest.mark.parametrize("statement", TWINS_C)
def test_twins_are_never_net_true(statement, conc):
    assert _grade(statement, conc).verdict != "net-true"


@pytest.mark.parametrize("statement", TWINS_E)
def test_engine_twins_are_never_net_true(statement, eng):
    assert _grade(statement, eng).verdict != "net-true"


@pytest.mark.parametrize("statement", TRUE_C[::4])
def test_negated_true_pairs_are_never_net_true(statement, conc):
    assert _grade("It is not true that " + statement[0].lower() + statement[1:], conc).verdict != "net-true"


@pytest.mark.parametrize("statement", TRUE_C + HONEST_C)
def test_true_and_honest_pairs_are_never_false(statement, conc):
    assert _grade(statement, conc).verdict != "false"


@pytest.mark.parametrize("statement", TRUE_E)
def test_negated_engine_pairs_are_never_net_true(statement, eng):
    assert _grade("It is not true that " + statement[0].lower() + statement[1:], eng).verdict != "net-true"


def _read(statement: str):
    return read_full(statement, "", {"c32": [], "c16": []},
                     arm_settings={"c32": {"concurrency": 32, "role": "treatment"},
                                   "c16": {"concurrency": 16, "role": "baseline"}}).reading


def test_a_summary_is_a_second_assertion_on_the_pairs_arms_and_metric():
    r = _read("P99 TTFT rose from 503 ms to 938 ms, a 1.9x slowdown.")
    got = [(a.metric, a.statistic, a.form, a.treatment, a.baseline, a.value) for a in r.assertions]
    assert ("ttft", "p99", "ratio", "c32", "c16", 1.9) in got
    r = _read("P99 TTFT: 938 ms (c32) vs 503 ms (c16), a 46% improvement.")
    got = [(a.metric, a.statistic, a.form, a.treatment, a.baseline, a.value) for a in r.assertions]
    assert ("ttft", "p99", "percent_change", "c16", "c32", -46.0) in got  # "improvement" of a latency: lower


def test_a_value_beside_a_vs_takes_the_named_arm_and_the_other_value_the_other_arm():
    r = _read("Request throughput was 9.75 req/s versus 6.44 req/s for c16.")
    assert sorted((a.treatment, a.value) for a in r.assertions if a.form == "value") == [("c16", 6.44), ("c32", 9.75)]


@pytest.mark.parametrize("statement", [
    "Output throughput climbs from 975 tok/s to 644 tok/s.",  # the verb against its numbers
    "P99 TTFT: 938 ms (c32) vs 503 ms (c16) (46%).",  # which way? Only a from-to pair says
])
def test_contradicting_or_unclear_directions_are_not_read(statement):
    assert _read(statement).unread


# The grammar leaves these unread; since 5b18425 the sentence read by position (bound_values, BOUND_RULE: never an
# accusation) reads their from-to pair as the baseline's value then the treatment's, the verb as no direction of its
# own. A pair whose two values are each arm's is then net-true ("came from", "creeps from" with the particle left
# out: the numbers say which way); the same pair swapped is held back; a summary against its own change is read and
# contradicted, so held back too: never net-true, never false.
@pytest.mark.parametrize("statement, net_true", [
    ("Output throughput came from 644 tok/s to 975 tok/s.", True),
    ("P99 TTFT creeps from 503 ms to 938 ms.", True),
    ("P99 TTFT creeps from 938 ms to 503 ms.", False),
    ("Output throughput rose from 644 tok/s to 975 tok/s, a 34% reduction.", False),
])
def test_pairs_read_by_position_are_never_an_accusation(statement, net_true, conc):
    res = _grade(statement, conc)
    assert res.verdict != "false", (statement, res.reason)
    assert (res.verdict == "net-true") == net_true, (statement, res.verdict, res.reason)


# --- twins made mechanically from every true statement -------------------------------------------
_NUM = __import__("re").compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)")


def _scaled(text: str, factor: str) -> list[str]:
    """Each number of ``text`` (not one inside a word: "p99", "c16") scaled by ``factor`` alone, at its own
    precision (a number that rounds back to itself is left out)."""
    from decimal import Decimal

    out = []
    for m in _NUM.finditer(text):
        raw = m.group(0)
        places = len(raw.split(".")[1]) if "." in raw else 0
        new = f"{Decimal(raw) * Decimal(factor):.{places}f}"
        if Decimal(new) != Decimal(raw):
            out.append(text[:m.start()] + new + text[m.end():])
    return out


_SWAP = {"c16": "c32", "c32": "c16", "concurrency 16": "concurrency 32", "concurrency 32": "concurrency 16",
         "16 concurrent": "32 concurrent", "32 concurrent": "16 concurrent", "baseline": "treatment",
         "treatment": "baseline", "SGLang": "vLLM", "vLLM": "SGLang"}
_SWAP_RE = __import__("re").compile("|".join(sorted(map(__import__("re").escape, _SWAP), key=len, reverse=True)))


def _swapped(text: str) -> str:
    return _SWAP_RE.sub(lambda m: _SWAP[m.group(0)], text)


_SCALED_C = sorted({t for s in TRUE_C for f in ("1.5", "0.5") for t in _scaled(s, f)})
_SCALED_E = sorted({t for s in TRUE_E for f in ("1.5", "0.5") for t in _scaled(s, f)})
_SWAPPED_C = sorted({_swapped(s) for s in TRUE_C} - set(TRUE_C))
_SWAPPED_E = sorted({_swapped(s) for s in TRUE_E} - set(TRUE_E))


@pytest.mark.parametrize("statement", _SCALED_C + _SWAPPED_C)
def test_every_scaled_or_swapped_twin_is_never_net_true(statement, conc):
    assert _grade(statement, conc).verdict != "net-true"


@pytest.mark.parametrize("statement", _SCALED_E + _SWAPPED_E)
def test_every_scaled_or_swapped_engine_twin_is_never_net_true(statement, eng):
    assert _grade(statement, eng).verdict != "net-true"
