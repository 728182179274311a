"""Speed metric vocabulary (issue 16): per-user / per-stream token rates, one stream's decode rate, single-stream
arms ("single-stream throughput", "batch-1 throughput") and the aggregate ("aggregate output throughput",
"overall token throughput", "system throughput").

A per-user speed has several definitions in the tools people compare with (claimcheck/claims/per_user.py): 1 / mean
TPOT; the mean over requests of (completion_tokens - 1) / (end - first token) (AIPerf); of completion_tokens /
(end - first token) (llama.cpp, ollama); sum (completion_tokens - 1) / sum (end - first token); the mean of
completion_tokens / e2e latency (LLMPerf); output tokens / wall / concurrency. It is net-true only when all agree,
false only when all contradict.

Witness worked out by hand ("speed"): 8 tasks, 100 prompt tokens and 120 output tokens each, in both arms.
* c1 (concurrency 1, baseline): one stream, 8 requests back to back; each TTFT 0.05 s, then 119 more tokens at
  0.05 s each: e2e 6.0 s, wall 48.0 s. Per user: 1/TPOT = 20, (c-1)/(end-first) = 119/5.95 = 20,
  c/(end-first) = 120/5.95 = 20.17, c/e2e = 120/6 = 20; aggregate 960 / 48 = 20 tok/s; 8/48 = 0.1667 req/s.
* c4 (concurrency 4, treatment): four streams of 2 requests back to back; TTFT and TPOT 1/12 s: e2e 10.0 s, wall
  20.0 s. Per user 12 tok/s (c/(end-first) = 120 / 9.9167 = 12.1); aggregate 960 / 20 = 48 tok/s = 4 x 12;
  0.4 req/s. So: aggregate 2.4x c1's, per user 0.6x c1's (c1 1.667x c4's).

Witness "skew": c1's first 5 requests at TTFT = TPOT = 0.05 s (20 tok/s), the last 3 at 0.1 s (10 tok/s), back to
back: 1 / median TPOT and every per-request median 20 (generation 20.17); 1 / mean TPOT = 1 / 0.06875 = 14.5, mean
decode rate (5 x 20 + 3 x 10) / 8 = 16.25, output tokens / wall 960 / 66 = 14.5.

Witness "slowstart": like c1/c4 but c1's TTFT is 1.0 s (e2e 6.95 s): its decode rate is still 20 tok/s per user,
but its output tokens / wall is 120/6.95 = 17.3 and the LLMPerf mean 17.3: the definitions disagree (never false,
never net-true)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, req, seal  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

HW = "1 x NVIDIA H100 80GB HBM3"
MODEL = {"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 8 tasks per arm"
BASE = "same model, GPU, prompts and output cap"
NEG = "It is not true that "
C = 120  # output tokens per request

ARMS = {"c1": {"aliases": [], "workers": 1, "role": "baseline", "settings": {"concurrency": 1}},
        "c4": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"concurrency": 4}}}
#: the same arms named by engines, no settings but workers: "single-stream" names the one-worker arm
ENGINES = {"llamacpp": {"aliases": ["llama.cpp"], "workers": 1, "role": "baseline"},
           "vllm": {"aliases": ["vLLM"], "workers": 4, "role": "treatment"}}
#: two multi-stream arms (concurrency 4 and 8): no arm ran one stream
MULTI = {"c4": {"aliases": [], "workers": 4, "role": "baseline", "settings": {"concurrency": 4}},
         "c8": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"concurrency": 8}}}


def _stream_rows(arm: str, lanes: int, per_lane: int, ttft: float, tpot: float) -> list[dict]:
    rows, task = [], 0
    for _ in range(lanes):
        t = 0.0
        for _ in range(per_lane):
            e2e = ttft + (C - 1) * tpot
            rows.append(req(arm, task, round(t, 9), round(ttft, 9), round(t + e2e, 9), prompt=100, completion=C))
            t += e2e
            task += 1
    return rows


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("speed_metrics")

    def w(name, arms, names, c1_ttft=0.05):
        a, b = names
        rows = _stream_rows(a, 1, 8, c1_ttft, 0.05) + _stream_rows(b, 4, 2, 1 / 12, 1 / 12)
        return str(seal(root / name, ab_witness(arms, hardware=HW, model=MODEL, engine="vLLM", output_cap=C,
                                                inputs={"tasks": 8}), {"rows.jsonl": rows}))

    # skew: c1's requests 0-4 at TTFT = TPOT = 0.05 s (20 tok/s), 5-7 at 0.1 s (10 tok/s), back to back
    skew, t = [], 0.0
    for task in range(8):
        step = 0.05 if task < 5 else 0.1
        skew.append(req("c1", task, round(t, 9), step, round(t + C * step, 9), prompt=100, completion=C))
        t += C * step
    skew_w = str(seal(root / "skew", ab_witness(ARMS, hardware=HW, model=MODEL, engine="vLLM", output_cap=C,
                                                inputs={"tasks": 8}),
                      {"rows.jsonl": skew + _stream_rows("c4", 4, 2, 1 / 12, 1 / 12)}))
    return {"skew": skew_w, "speed": w("speed", ARMS, ("c1", "c4")), "engines": w("engines", ENGINES, ("llamacpp", "vllm")),
            "multi": w("multi", MULTI, ("c4", "c8")), "slowstart": w("slowstart", ARMS, ("c1", "c4"), c1_ttft=1.0)}


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, SCOPE, baseline=BASE)


# (witness, true statement, twins that must never be net-true): fresh sentences in the styles of vLLM / SGLang /
# llama.cpp / TGI write-ups and NVIDIA's per-user plots
FRAMES = [
    ("speed", "At concurrency 4, per-user throughput was 12 tok/s.",
     ["At concurrency 4, per-user throughput was 48 tok/s.",  # the aggregate given as per user
      "At concurrency 4, per-user throughput was 18 tok/s.",  # x1.5
      "At concurrency 4, per-user throughput was 6 tok/s.",  # x0.5
      "At concurrency 1, per-user throughput was 12 tok/s.",  # the other arm
      NEG + "at concurrency 4, per-user throughput was 12 tok/s."]),
    ("speed", "c4 reached 12 tok/s/user.",
     ["c4 reached 48 tok/s/user.", "c1 reached 12 tok/s/user.", "c4 reached 18 tok/s/user.",
      "c4 never reached 12 tok/s/user."]),
    ("speed", "With a single stream, c1 generates 20 tokens/s per user.",
     ["With a single stream, c1 generates 30 tokens/s per user.", "With a single stream, c4 generates 20 tokens/s per user.",
      "With a single stream, c1 generates 10 tokens/s per user."]),
    ("speed", "c1 has 1.67x higher per-user throughput than c4.",
     ["c4 has 1.67x higher per-user throughput than c1.",  # swapped arms
      "c1 has 1.67x lower per-user throughput than c4.",  # flipped direction
      "c1 has 2.5x higher per-user throughput than c4.",  # scaled
      "c1 has 2.4x higher per-user throughput than c4.",  # the aggregate ratio given as per user
      "c1 does not have 1.67x higher per-user throughput than c4."]),
    ("speed", "The per-user generation speed at concurrency 4 is 12 tokens/s.",
     ["The per-user generation speed at concurrency 4 is 48 tokens/s.",
      "The per-user generation speed at concurrency 1 is 12 tokens/s."]),
    ("speed", "Per-stream decode speed on c4 was 12 tok/s.",
     ["Per-stream decode speed on c4 was 20 tok/s.", "Per-stream decode speed on c1 was 12 tok/s.",
      "Per-stream decode speed on c4 was 24 tok/s."]),
    ("speed", "c4 decodes at 12 tokens per second per stream.",
     ["c4 decodes at 48 tokens per second per stream.", "c1 decodes at 12 tokens per second per stream."]),
    ("speed", "c1's decode rate is 20 tok/s.",
     ["c1's decode rate is 30 tok/s.", "c1's decode rate is 12 tok/s.", "c4's decode rate is 20 tok/s."]),
    ("speed", "Per-user speed drops 40% from c1 to c4.",
     ["Per-user speed rises 40% from c1 to c4.", "Per-user speed drops 60% from c1 to c4.",
      "Per-user speed drops 40% from c4 to c1."]),
    ("speed", "The single-stream throughput was 20 tok/s.",
     ["The single-stream throughput was 30 tok/s.", "The single-stream throughput was 48 tok/s.",
      "The single-stream throughput was 10 tok/s."]),
    ("speed", "Single-user speed: 20 tok/s.",
     ["Single-user speed: 30 tok/s.", "Single-user speed: 12 tok/s."]),
    ("speed", "Single-request throughput reached 0.17 req/s.",
     ["Single-request throughput reached 0.4 req/s.", "Single-request throughput reached 0.25 req/s."]),
    ("speed", "Aggregate output throughput at concurrency 4 is 2.4x the single-stream throughput.",
     ["Aggregate output throughput at concurrency 1 is 2.4x the single-stream throughput.",
      "Aggregate output throughput at concurrency 4 is 3.6x the single-stream throughput.",
      "Aggregate output throughput at concurrency 4 is 0.6x the single-stream throughput."]),
    ("speed", "c4 reached an overall token throughput of 48 tok/s.",
     ["c4 reached an overall token throughput of 12 tok/s.",  # per user given as aggregate
      "c1 reached an overall token throughput of 48 tok/s.", "c4 reached an overall token throughput of 72 tok/s."]),
    ("speed", "The system throughput of c4 is 48 tok/s.",
     ["The system throughput of c4 is 12 tok/s.", "The system throughput of c1 is 48 tok/s."]),
    ("speed", "With 4 concurrent users, c4's aggregate output token throughput is 48 tok/s.",
     ["With 4 concurrent users, c4's aggregate output token throughput is 12 tok/s.",
      "With 4 concurrent users, c4's aggregate output token throughput is 24 tok/s."]),
    ("speed", "c4 sustains 2.4x the aggregate token throughput of c1.",
     ["c1 sustains 2.4x the aggregate token throughput of c4.",
      "c4 sustains 1.2x the aggregate token throughput of c1.",
      "c4 sustains 2.4x lower aggregate token throughput than c1."]),
    ("speed", "c4 achieves 48 tok/s aggregate (12 tok/s per user).",
     ["c4 achieves 12 tok/s aggregate (48 tok/s per user).",  # per user and aggregate swapped
      "c4 achieves 48 tok/s aggregate (18 tok/s per user).", "c1 achieves 48 tok/s aggregate (12 tok/s per user).",
      "c4 achieves 72 tok/s aggregate (12 tok/s per user)."]),
    ("speed", "Interactivity: 12 tok/s/user at c=4.",
     ["Interactivity: 48 tok/s/user at c=4.", "Interactivity: 12 tok/s/user at c=1.", "Interactivity: 6 tok/s/user at c=4."]),
    ("speed", "Per-user throughput drops from 20 tok/s at concurrency 1 to 12 tok/s at concurrency 4.",
     ["Per-user throughput drops from 12 tok/s at concurrency 1 to 20 tok/s at concurrency 4.",
      "Per-user throughput drops from 20 tok/s at concurrency 1 to 48 tok/s at concurrency 4.",
      "Per-user throughput drops from 30 tok/s at concurrency 1 to 12 tok/s at concurrency 4."]),
    ("speed", "Moving from 1 to 4 concurrent streams cuts per-user speed by 40%.",
     ["Moving from 1 to 4 concurrent streams cuts per-user speed by 60%.",
      "Moving from 1 to 4 concurrent streams raises per-user speed by 40%.",
      "Moving from 4 to 1 concurrent streams cuts per-user speed by 40%."]),
    ("speed", "Batch-1 decode speed: 20 tok/s.",
     ["Batch-1 decode speed: 48 tok/s.", "Batch-1 decode speed: 12 tok/s.", "Batch-1 decode speed: 30 tok/s."]),
    ("speed", "At 4 concurrent users, per-user speed is 12 TPS/user.",
     ["At 4 concurrent users, per-user speed is 48 TPS/user.", "At 4 concurrent users, per-user speed is 24 TPS/user."]),
    ("speed", "c4 reached 48 tok/s in aggregate, 2.4x c1.",
     ["c4 reached 12 tok/s in aggregate, 2.4x c1.", "c1 reached 48 tok/s in aggregate, 2.4x c4."]),
    ("speed", "c4 reaches up to 12 tok/s/user.",  # "up to": the best (here the one) run, under every definition
     ["c4 reaches up to 48 tok/s/user.", "c1 reaches up to 12 tok/s/user.", "c4 reaches up to 18 tok/s/user."]),
    ("speed", "At concurrency 4 vLLM gives 12 tok/s for each user.",
     ["At concurrency 4 vLLM gives 48 tok/s for each user.", "At concurrency 1 vLLM gives 12 tok/s for each user."]),
    ("speed", "c4's output speed per request is 12 tok/s.",
     ["c4's output speed per request is 48 tok/s.", "c1's output speed per request is 12 tok/s."]),
    ("speed", "c1 generates 20 tokens per second in single-stream mode.",
     ["c1 generates 30 tokens per second in single-stream mode.", "c4 generates 20 tokens per second in single-stream mode.",
      "c1 generates 48 tokens per second in single-stream mode."]),
    ("speed", "The generation speed of each request at concurrency 4 is 12 tok/s.",
     ["The generation speed of each request at concurrency 4 is 48 tok/s.",
      "The generation speed of each request at concurrency 1 is 12 tok/s."]),
    ("speed", "Decode throughput at concurrency 1 is 20 tok/s.",
     ["Decode throughput at concurrency 1 is 30 tok/s.", "Decode throughput at concurrency 4 is 20 tok/s."]),
    # skew: the medians (1 / median TPOT, median per-request rates) are 20 tok/s; the means are 14.5-16.3
    ("skew", "c1's median per-user throughput was 20 tok/s.",
     ["c1's median per-user throughput was 30 tok/s.", "c1's median per-user throughput was 10 tok/s.",
      "c1's mean per-user throughput was 20 tok/s."]),
    # a change verb's from-to pair in a token unit is of the metric the verb names (it was read as output token
    # throughput, 48 tok/s on c4, and graded false)
    # the pair between commas takes the change's metric (comma_from_to, helper FT): per-user speed, as "lowers per-user
    # speed from 20 to 12 tok/s" below (it was an ambiguous row -- a bare token unit no production bound -- until then)
    ("speed", "c4 cuts per-user speed by 40%, from 20 to 12 tok/s, versus c1.",
     ["c4 cuts per-user speed by 40%, from 20 to 48 tok/s, versus c1.",
      "c4 cuts per-user speed by 40%, from 30 to 12 tok/s, versus c1.",
      "c1 cuts per-user speed by 40%, from 20 to 12 tok/s, versus c4.",
      "c4 cuts per-user speed by 60%, from 20 to 12 tok/s, versus c1.",
      "c4 raises per-user speed by 40%, from 20 to 12 tok/s, versus c1."]),
    ("speed", "Going from c1 to c4 lowers per-user speed from 20 to 12 tok/s.",
     ["Going from c1 to c4 lowers per-user speed from 20 to 48 tok/s.",
      "Going from c1 to c4 lowers per-user speed from 30 to 12 tok/s.",
      "Going from c4 to c1 lowers per-user speed from 20 to 12 tok/s."]),
    ("speed", "c4 lowers per-user speed to 12 tok/s from 20 tok/s.",
     ["c4 lowers per-user speed to 48 tok/s from 20 tok/s.", "c4 lowers per-user speed to 12 tok/s from 30 tok/s.",
      "c1 lowers per-user speed to 12 tok/s from 20 tok/s."]),
    ("speed", "c4 reduces per-user throughput from 20 tok/s to 12 tok/s compared to c1.",
     ["c4 reduces per-user throughput from 20 tok/s to 6 tok/s compared to c1.",
      "c1 reduces per-user throughput from 20 tok/s to 12 tok/s compared to c4."]),
    ("speed", "Per-user throughput dropped 40% (20 vs 12 tok/s) from c1 to c4.",
     ["Per-user throughput dropped 40% (20 to 48 tok/s) from c1 to c4.",  # the aggregate given per user
      "Per-user throughput dropped 40% (20 vs 48 tok/s) from c1 to c4.",
      "Per-user throughput dropped 60% (20 vs 12 tok/s) from c1 to c4."]),
    # the before-then-after pair in parentheses takes the comparison's per-user metric, as the "vs" pair above does
    # (production paren_from_to; it was pinned not-yet while no production bound it)
    ("speed", "Per-user throughput dropped 40% (20 to 12 tok/s) from c1 to c4.",
     ["Per-user throughput dropped 40% (20 to 48 tok/s) from c1 to c4.",
      "Per-user throughput dropped 40% (12 to 20 tok/s) from c1 to c4.",
      "Per-user throughput dropped 40% (30 to 18 tok/s) from c1 to c4.",
      "Per-user throughput dropped 60% (20 to 12 tok/s) from c1 to c4.",
      "It is not true that per-user throughput dropped 40% (20 to 12 tok/s) from c1 to c4."]),
    # the pair's unit says which throughput the comparison is of (it was false: the pair bound as if of another
    # metric, 20 tok/s to c4)
    ("speed", "c4 raises throughput by 140% (20 vs 48 tok/s) over c1.",
     ["c4 raises throughput by 240% (20 vs 48 tok/s) over c1.", "c4 raises throughput by 140% (20 vs 68 tok/s) over c1.",
      "c1 raises throughput by 140% (20 vs 48 tok/s) over c4.", "c4 lowers throughput by 140% (20 vs 48 tok/s) over c1."]),
    ("engines", "The single-stream throughput is 20 tok/s.",
     ["The single-stream throughput is 48 tok/s.", "The single-stream throughput is 30 tok/s."]),
    ("engines", "vLLM delivers 2.4x the batch-1 throughput.",
     ["vLLM delivers 3.6x the batch-1 throughput.", "vLLM delivers 0.6x the batch-1 throughput.",
      "vLLM does not deliver 2.4x the batch-1 throughput."]),
]
# a per-user unit in every spelling of a bare token rate ("t/s per stream", "tps per slot", "t/s / user"): a llama.cpp
# slot serves one request at a time, so a rate per slot is each request's own (it was unread)
FRAMES += [
    ("speed", "c4 reached ~12 t/s per stream.",
     ["c4 reached ~48 t/s per stream.",  # the aggregate given per stream
      "c4 reached ~18 t/s per stream.", "c4 reached ~6 t/s per stream.", "c1 reached ~12 t/s per stream.",
      NEG + "c4 reached ~12 t/s per stream."]),
    ("speed", "At concurrency 4, c4 reached 12 tps per slot.",
     ["At concurrency 4, c4 reached 48 tps per slot.", "At concurrency 1, c1 reached 12 tps per slot.",
      "At concurrency 4, c4 reached 18 tps per slot."]),
    ("speed", "c1 does 20 t/s per user and c4 12 t/s per user.",
     ["c1 does 12 t/s per user and c4 20 t/s per user.",  # swapped arms
      "c1 does 20 t/s per user and c4 48 t/s per user.", "c1 does 30 t/s per user and c4 12 t/s per user."]),
]
FRAMES = [f for f in FRAMES if f[2]]


test_true_speed_statement_is_read_completely_and_net_true, test_speed_twins_are_never_net_true = frame_tests(
    FRAMES, lambda witnesses, name, statement: _grade(statement, witnesses[name]), fixture="witnesses",
    ids=[f[1][:60] for f in FRAMES])


# contradicted under every definition: false (a completely read clause, every meaning re-derived)
CONTRADICTED = [
    ("speed", "c4 reached 48 tok/s/user."),
    ("speed", "c4 has 1.67x higher per-user throughput than c1."),
    ("speed", "Single-user speed: 30 tok/s."),
    ("speed", "c4 reached an overall token throughput of 12 tok/s."),
    ("skew", "c1's mean per-user throughput was 20 tok/s."),  # every mean definition gives 14.5 - 16.3
]


@pytest.mark.parametrize("wit,statement", CONTRADICTED)
def test_contradicted_under_every_meaning_is_false(wit, statement, witnesses):
    res = _grade(statement, witnesses[wit])
    assert res.verdict == "false", (statement, res.verdict, res.reason)


# honest sentences whose definitions disagree, or whose arm did not run one stream: never false, never net-true
HONEST = [
    # c1 decodes at 20 tok/s per user, but with a 1.0 s TTFT its output tokens / wall and LLMPerf's c/e2e are 17.3
    ("slowstart", "c1 reached 20 tok/s/user."),
    ("slowstart", "Single-user speed: 20 tok/s."),
    ("slowstart", "The single-stream throughput was 20 tok/s."),
    ("slowstart", "c1's decode rate is 17.3 tok/s."),
    # the decode rate of a multi-stream arm: one stream's or all streams' together
    ("speed", "c4's decode rate is 12 tok/s."),
    ("speed", "c4's decode rate is 48 tok/s."),
    # no arm ran one stream: "single-stream" names no arm
    ("multi", "The single-stream throughput was 20 tok/s."),
    # no statistic named: the medians agree (20), the means (14.5 - 16.3) do not: never false
    ("skew", "c1 reached 20 tok/s/user."),
    # a percentile of a per-user rate is no definition the tools give
    ("speed", "c4's p99 per-user throughput was 12 tok/s."),
]


@pytest.mark.parametrize("wit,statement", HONEST)
def test_ambiguous_speed_is_not_yet(wit, statement, witnesses):
    res = _grade(statement, witnesses[wit])
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)


def test_single_stream_names_the_one_worker_arm_when_no_concurrency_is_declared():
    arms = {"llamacpp": ["llama.cpp"], "vllm": ["vLLM"]}
    from claimcheck.claims.grammar import arm_phrases

    got, shared = arm_phrases(arms, {"llamacpp": {"workers": 1}, "vllm": {"workers": 4}})
    assert "single stream" in got["llamacpp"] and "single stream" not in got["vllm"] and not shared


@pytest.mark.parametrize("text,metric", [
    ("c4 reached 12 tok/s per stream.", "token_throughput_per_user"),
    ("c4 reached 12 tokens/s per request.", "token_throughput_per_user"),
    ("c4 reached 12 t/s per stream.", "token_throughput_per_user"),
    ("c4 reached 12 tps per slot.", "token_throughput_per_user"),
    ("c4 reached 12 toks/sec/slot.", "token_throughput_per_user"),
    ("c4 reached 12 tokens/sec per request.", "token_throughput_per_user"),
    ("The per-user decode speed of c4 was 12 tok/s.", "token_throughput_per_user"),
    ("Decode speed per user on c4 was 12 tok/s.", "token_throughput_per_user"),
    ("The decoding speed of c1 was 20 tok/s.", "decode_token_rate"),
    ("The aggregate output throughput of c4 was 48 tok/s.", "token_throughput"),
    ("The overall output throughput of c4 was 48 tok/s.", "token_throughput"),
])
def test_speed_words_name_one_metric(text, metric):
    r = read_full(text, "", {"c1": [], "c4": []})
    assert [a.metric for a in r.reading.assertions] == [metric], (text, r.reading.unread)


# Words naming the decode phase in a per-user rate's sentence ("per-user decode speed", "decode speed per stream",
# "decode rate" of a one-stream arm) leave the time to the first token out (per_user.decode_phase, DECODE_PHASE): on "slowstart" c1 decodes at 20 tok/s per user
# (1 / TPOT, (c - 1) / (end - first), c / (end - first) = 20.17), but its TTFT of 1.0 s puts LLMPerf's c / e2e and
# output tokens / wall at 17.3. A decode-phase rate agrees when every decode-phase definition agrees; it is false
# only when every definition, those two included, is contradicted. Plain "per-user speed" is unchanged (not-yet).
DECODE_TRUE = [
    ("slowstart", "c1's per-user decode speed was 20 tok/s.",
     ["c1's per-user decode speed was 30 tok/s.",  # x1.5
      "c1's per-user decode speed was 10 tok/s.",  # x0.5
      "c1's per-user decode speed was 17.3 tok/s.",  # only the definitions that count the TTFT give it
      "c4's per-user decode speed was 20 tok/s.",  # the other arm
      "c1's per-user speed was 20 tok/s.",  # no decode word: LLMPerf's 17.3 disagrees
      "c1's p99 per-user decode speed was 20 tok/s.",
      NEG + "c1's per-user decode speed was 20 tok/s."]),
    ("slowstart", "Decode speed per stream on c1 is about 20 tok/s.",
     ["Decode speed per stream on c1 is about 30 tok/s.", "Decode speed per stream on c4 is about 20 tok/s.",
      "Decode speed per stream on c1 is about 10 tok/s.", "Speed per stream on c1 is about 20 tok/s."]),
    ("slowstart", "c1's decode rate is 20 tok/s.",  # one stream: its decode rate is its per-user decode rate
     ["c1's decode rate is 17.3 tok/s.", "c1's decode rate is 30 tok/s.", "c4's decode rate is 20 tok/s."]),
    ("slowstart", "The per-user decode speed was 20 tok/s on c1 and 12 tok/s on c4.",
     ["The per-user decode speed was 12 tok/s on c1 and 20 tok/s on c4.",  # arms swapped
      "The per-user decode speed was 20 tok/s on c1 and 18 tok/s on c4.",
      "The per-user decode speed was 17.3 tok/s on c1 and 12 tok/s on c4."]),
    ("slowstart", "c1 has 1.67x higher per-user decode speed than c4.",
     ["c4 has 1.67x higher per-user decode speed than c1.", "c1 has 1.67x lower per-user decode speed than c4.",
      "c1 has 2.5x higher per-user decode speed than c4.",
      "c1 has 1.44x higher per-user decode speed than c4."]),  # 17.3 / 12: the TTFT-counting ratio
    # skew: every median definition is 20 (generation 20.17), every mean 14.5-16.3: "median" narrows further
    ("skew", "c1's median per-user decode speed was 20 tok/s.",
     ["c1's mean per-user decode speed was 20 tok/s.",  # only the medians agree
      "c1's median per-user decode speed was 30 tok/s.", "c1's median per-user decode speed was 10 tok/s."]),
]

test_decode_phase_speed_is_net_true, test_decode_phase_twins_are_never_net_true = frame_tests(
    DECODE_TRUE, lambda witnesses, name, statement: _grade(statement, witnesses[name]), fixture="witnesses",
    ids=[f[1][:60] for f in DECODE_TRUE])

# decode-phase words never make an honest sentence false: a value only the TTFT-counting definitions give, or a plain
# per-user value they disagree on, stays not-yet; a value every definition contradicts is false
DECODE_NOT_FALSE = [
    ("slowstart", "c1's per-user decode speed was 17.3 tok/s."),
    ("slowstart", "c1's decode rate is 17.3 tok/s."),
    ("slowstart", "c1 reached 17.3 tok/s per user, excluding TTFT."),  # 'excluding TTFT' unread: never false
    ("slowstart", "c1's per-user speed was 20 tok/s."),
    ("slowstart", "Decode speed per stream on c1 is 17.3 tok/s."),
]


@pytest.mark.parametrize("wit,statement", DECODE_NOT_FALSE)
def test_decode_phase_value_of_ttft_counting_definitions_is_not_yet(wit, statement, witnesses):
    res = _grade(statement, witnesses[wit])
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)


@pytest.mark.parametrize("wit,statement", [("slowstart", "c1's per-user decode speed was 30 tok/s."),
                                           ("speed", "c4's per-user decode speed was 48 tok/s.")])
def test_decode_phase_value_every_definition_contradicts_is_false(wit, statement, witnesses):
    res = _grade(statement, witnesses[wit])
    assert res.verdict == "false", (statement, res.verdict, res.reason)
