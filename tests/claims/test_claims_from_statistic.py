"""A statistic said inside a from-to pair (production from_statistic, claimcheck/claims/grammar.lark; vocabulary
FROM_STAT_DETS / FROM_STATISTICS): "Time to first token also comes down, from a median of 109 ms on BF16 to 88 ms on
FP8", "TTFT went from an average of 130 ms to 100 ms with FP8", "from a median of X on A to a median of Y on B" -- the
statistic (with its determiner and "of") is both values' statistic, given to the pair's per-request metric as a
statistic word on its own is. Beside a throughput, or where the metric already names another statistic ("Mean TTFT
fell from a median of ..."), or where the second value names another one ("to a p99 of"), it is no one's: unread
(not-yet), never net-true. And a mild degree word between a change verb and its pair (vocabulary.CHANGE_DEGREES):
"the mean time per output token increases moderately, from 22.0 ms (C=1) to 24.5 ms (C=8) and 31.0 ms (C=32)" is
read as "somewhat" is; "sharply" / "dramatically" stay unread. Before: "from a median of" left the whole pair unread,
and "moderately" left the change unread.

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM on one H100, Llama-3.1-8B-Instruct, 10
requests per arm; ``ttft_mp``: nine requests at one TTFT and one slower so that the mean and numpy's linear p99 are the
two numbers; the median is then the nine's, (10 * mean - p99 / 0.91) / (10 - 1 / 0.91)):

* ``quant`` (declared arms with aliases, settings quantization): bf16 ("BF16", "BF16 baseline", baseline) TTFT mean
  130 ms / p99 300 ms, median (1.3 - 0.32967) / 8.9011 = 109.0 ms; fp8 ("FP8", "FP8 engine", treatment) TTFT mean
  100 ms / p99 200 ms, median (1.0 - 0.21978) / 8.9011 = 87.65 ms (-19.6% from BF16); TPOT 20 / 15 ms, 50 output
  tokens; 2.0 / 3.0 req/s.
* ``w8`` (arms named by their setting values only): fp16 / w8a8 (quantization fp16 / w8a8) with bf16's / fp8's numbers.
* ``pc`` (a boolean setting, no aliases): pc-off / pc-on (prefix_caching False / True), bf16's / fp8's TTFT.
* ``apc`` ("on" / "off" strings): apc_off / apc_on (enable_prefix_caching "off" / "on"), the same.
* ``pr`` (a branch and a PR): main (baseline) / pr-1234 ("the PR", "PR #1234"), the same.
* ``quant_fail``: as quant, but fp8's task t003 failed (its throughput 2.7 req/s; its median TTFT unchanged).
* ``conc``: c1 ("C=1", "concurrency 1", baseline), c8 ("C=8"), c32 ("C=32") (concurrency 1 / 8 / 32), TPOT 22.0 /
  24.5 / 31.0 ms (every request alike), 50 output tokens.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "
_B = dict(ttft_mp=(0.13, 0.3), tpot=0.02, tok=50, thr=2.0)
_F = dict(ttft_mp=(0.1, 0.2), tpot=0.015, tok=50, thr=3.0)
WITNESSES = {
    "quant": [A("bf16", "BF16", "BF16 baseline", settings={"quantization": "bf16"}, role="baseline", **_B),
              A("fp8", "FP8", "FP8 engine", settings={"quantization": "fp8"}, role="treatment", **_F)],
    "w8": [A("fp16", settings={"quantization": "fp16"}, role="baseline", **_B),
           A("w8a8", settings={"quantization": "w8a8"}, role="treatment", **_F)],
    "pc": [A("pc-off", settings={"prefix_caching": False}, role="baseline", **_B),
           A("pc-on", settings={"prefix_caching": True}, role="treatment", **_F)],
    "apc": [A("apc_off", settings={"enable_prefix_caching": "off"}, role="baseline", **_B),
            A("apc_on", settings={"enable_prefix_caching": "on"}, role="treatment", **_F)],
    "pr": [A("main", role="baseline", **_B), A("pr-1234", "the PR", "PR #1234", role="treatment", **_F)],
    "conc": [A("c1", "C=1", "concurrency 1", tpot=0.022, tok=50, settings={"concurrency": 1}, role="baseline"),
             A("c8", "C=8", tpot=0.0245, tok=50, settings={"concurrency": 8}),
             A("c32", "C=32", tpot=0.031, tok=50, settings={"concurrency": 32})],
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("from_statistic")
    out = {}
    for name, arms in [*WITNESSES.items(), ("quant_fail", WITNESSES["quant"])]:
        w, files = witness_for(Spec(name, list(arms), key=""))
        if name == "quant_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "fp8" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


DEV = "Time to first token also comes down, from a median of 109 ms on BF16 to 88 ms on FP8."
ROWS = [
    ("quant", DEV,
     ["Time to first token also comes down, from a median of 164 ms on BF16 to 132 ms on FP8.",   # x1.5
      "Time to first token also comes down, from a median of 55 ms on BF16 to 44 ms on FP8.",     # x0.5
      "Time to first token also goes up, from a median of 109 ms on BF16 to 88 ms on FP8.",       # flipped
      "Time to first token also comes down, from a median of 109 ms on FP8 to 88 ms on BF16.",    # swapped
      "Time to first token also comes down, from a mean of 109 ms on BF16 to 88 ms on FP8.",      # wrong statistic
      "Time to first token also comes down, from a p99 of 109 ms on BF16 to 88 ms on FP8.",
      "Time per output token also comes down, from a median of 109 ms on BF16 to 88 ms on FP8.",  # another metric
      "On an A100, time to first token also comes down, from a median of 109 ms on BF16 to 88 ms on FP8.",
      "With SGLang, time to first token also comes down, from a median of 109 ms on BF16 to 88 ms on FP8.",
      "Time to first token does not come down, from a median of 109 ms on BF16 to 88 ms on FP8.",
      NEG + "time to first token also comes down, from a median of 109 ms on BF16 to 88 ms on FP8."]),
    ("quant", "TTFT drops from a median of 109 ms on BF16 to 88 ms on FP8.",
     ["TTFT drops from a median of 109 ms on BF16 to 132 ms on FP8.", "TTFT drops from a median of 130 ms on BF16 to 100 ms on FP8.",
      "Mean TTFT drops from a median of 130 ms on BF16 to 100 ms on FP8.",   # two statistics: unread
      "Median TTFT drops from a mean of 130 ms on BF16 to 100 ms on FP8.",
      "p99 TTFT drops from a median of 109 ms on BF16 to 88 ms on FP8."]),
    ("quant", "TTFT drops from a median of 109 ms on BF16 to 88 ms on FP8. Throughput rises from 2.0 req/s to 3.0 req/s.",
     ["TTFT drops from a median of 109 ms on BF16 to 88 ms on FP8. Throughput rises from 2.0 req/s to 4.5 req/s."]),
    ("quant", "TTFT went from an average of ~130 ms to ~100 ms when moving from BF16 to FP8.",
     ["TTFT went from an average of ~130 ms to ~100 ms when moving from FP8 to BF16.",
      "TTFT went from an average of ~109 ms to ~88 ms when moving from BF16 to FP8.",
      "TTFT went from an average of ~195 ms to ~150 ms when moving from BF16 to FP8."]),
    ("quant", "FP8 cuts time-to-first-token from a median of 109ms to 88ms.",
     ["BF16 cuts time-to-first-token from a median of 109ms to 88ms.", "FP8 cuts time-to-first-token from a median of 109ms to 44ms.",
      "FP8 raises time-to-first-token from a median of 109ms to 88ms."]),
    ("quant", "TTFT drops from a median of 109 ms on BF16 to a median of 88 ms on FP8.",
     ["TTFT drops from a median of 109 ms on BF16 to a p99 of 88 ms on FP8.",
      "TTFT drops from a median of 109 ms on BF16 to a mean of 88 ms on FP8."]),
    ("quant", "TTFT: from the p99 of 300 ms with BF16 baseline to 200 ms with FP8 engine.",
     ["TTFT: from the p99 of 200 ms with BF16 baseline to 300 ms with FP8 engine.",
      "TTFT: from the median of 300 ms with BF16 baseline to 200 ms with FP8 engine."]),
    ("w8", "Time to first token comes down, from a median of 109 ms with fp16 to 88 ms with w8a8.",
     ["Time to first token comes down, from a median of 109 ms with w8a8 to 88 ms with fp16.",
      "Time to first token comes down, from a median of 164 ms with fp16 to 132 ms with w8a8."]),
    ("w8", "TTFT drops from a median of 109 ms (fp16) to 88 ms (w8a8).",
     ["TTFT drops from a median of 109 ms (fp16) to 88 ms (fp8).", "TTFT drops from a mean of 109 ms (fp16) to 88 ms (w8a8)."]),
    ("pc", "TTFT drops from a median of 109 ms without prefix caching to 88 ms with prefix caching.",
     ["TTFT drops from a median of 109 ms with prefix caching to 88 ms without prefix caching.",
      "TTFT drops from a median of 55 ms without prefix caching to 44 ms with prefix caching."]),
    ("pc", "With prefix caching, TTFT drops from a median of 109 ms to 88 ms.",
     ["Without prefix caching, TTFT drops from a median of 109 ms to 88 ms.",
      "With prefix caching, TTFT rises from a median of 109 ms to 88 ms."]),
    ("apc", "TTFT drops from a median of 109 ms with APC off to 88 ms with APC on.",
     ["TTFT drops from a median of 109 ms with APC on to 88 ms with APC off.",
      "TTFT drops from a p95 of 109 ms with APC off to 88 ms with APC on."]),
    ("pr", "TTFT went from a median of 109 ms on main to 88 ms on the PR.",
     ["TTFT went from a median of 109 ms on the PR to 88 ms on main.", "TTFT went from a median of 164 ms on main to 88 ms on the PR."]),
    ("pr", "TTFT went from a p99 of 300 ms on main to 200 ms with PR #1234.",
     ["TTFT went from a p99 of 450 ms on main to 200 ms with PR #1234.", "TTFT went from a mean of 300 ms on main to 200 ms with PR #1234."]),
    # change_degree: "moderately" as "somewhat" (vocabulary.CHANGE_DEGREES)
    ("conc", "Similarly, the mean time per output token increases moderately, from 22.0 ms (C=1) to 24.5 ms (C=8) and 31.0 ms (C=32).",
     ["Similarly, the mean time per output token increases moderately, from 33.0 ms (C=1) to 36.75 ms (C=8) and 46.5 ms (C=32).",
      "Similarly, the mean time per output token increases moderately, from 11.0 ms (C=1) to 12.25 ms (C=8) and 15.5 ms (C=32).",
      "Similarly, the mean time per output token decreases moderately, from 22.0 ms (C=1) to 24.5 ms (C=8) and 31.0 ms (C=32).",
      "Similarly, the mean time per output token increases moderately, from 22.0 ms (C=8) to 24.5 ms (C=1) and 31.0 ms (C=32).",
      "Similarly, the mean time to first token increases moderately, from 22.0 ms (C=1) to 24.5 ms (C=8) and 31.0 ms (C=32).",
      "Similarly, the mean time per output token increases sharply, from 22.0 ms (C=1) to 24.5 ms (C=8) and 31.0 ms (C=32).",
      "Similarly, the mean time per output token does not increase moderately, from 22.0 ms (C=1) to 24.5 ms (C=8) and 31.0 ms (C=32)."]),
    ("conc", "Mean TPOT increases moderately from 22.0 ms at C=1 to 24.5 ms at C=8.",
     ["Mean TPOT increases moderately from 22.0 ms at C=8 to 24.5 ms at C=1.", "Mean TPOT increases moderately from 22.0 ms at C=1 to 36.75 ms at C=8."]),
    ("quant", "Median TTFT falls moderately, from 109 ms to 88 ms, with FP8.",
     ["Median TTFT falls moderately, from 109 ms to 88 ms, with BF16.", "Median TTFT rises moderately, from 109 ms to 88 ms, with FP8."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    ROWS, grade)

#: honest but unclear: never false (and never net-true: each is left unread, or graded under no one statistic)
NEVER_FALSE = [
    ("quant", "Mean TTFT drops from a median of 130 ms on BF16 to 100 ms on FP8."),
    ("quant", "Median TTFT drops from a mean of 130 ms on BF16 to 100 ms on FP8."),
    ("quant", "TTFT falls 20%, from a median of 109 ms to 88 ms, with FP8."),   # the percent's statistic is not said
    ("quant", "Throughput rose from a median of 2.0 req/s on BF16 to 3.0 req/s on FP8."),
    ("quant", "TTFT drops from a peak of 300 ms on BF16 to 200 ms on FP8."),
    ("conc", "Mean TPOT rose dramatically, from 22.0 ms at C=1 to 24.5 ms at C=8."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE, ids=[f"{n}:{s[:50]}" for n, s in NEVER_FALSE])
def test_unclear_variants_are_never_false_nor_net_true(wit, name, s):
    res = grade(wit, name, s)
    assert_never_false(res, s)
    assert_never_net_true(res, s)


def test_a_failed_request_is_never_net_true(wit):
    # fp8's t003 failed: its throughput is 2.7 req/s, not 3.0 (the median TTFT of its nine completed requests is still
    # 87.65 ms): the statement read completely is graded on the completed requests, never net-true
    s = "TTFT drops from a median of 109 ms on BF16 to 88 ms on FP8. Throughput rises from 2.0 req/s to 3.0 req/s."
    assert_never_net_true(grade(wit, "quant_fail", s), s)
