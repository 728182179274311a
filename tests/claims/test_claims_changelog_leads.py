"""The openings of changelog lines, commit messages and PR titles (productions commit_prefix and imperative_change,
claimcheck/claims/changelog_leads.py): "perf: ...", "feat(serving): ...", "[Perf] ...", "Switch serving to FP8: ...",
"Use FP8; ...", "Turned on FP8 and ...". Before: the prefix and the imperative verb were unread (the sentence
not-yet). Now the prefix is inert and the imperative is read as the gerund lead ("Switching serving to FP8: ..."),
with all of that lead's checks: the arm it names, the values' order.

Witness ``fp8``, worked out by hand (real_sentences.witness_specs arms; 40 requests per arm, 64 output tokens each,
every request of an arm alike):

* ``fp8`` (treatment, alias "FP8"): TTFT 147 ms, TPOT 10.0 ms, e2e 0.147 + 0.0100 * 63 = 0.777 s, 2.95 req/s;
* ``bf16`` (baseline, alias "BF16"): TTFT 167 ms, TPOT 12.9 ms, e2e 0.167 + 0.0129 * 63 = 0.9797 s, 2.29 req/s.

Witness ``pc``: the same numbers, arms ``pc-on`` (treatment, alias "prefix caching") and ``pc-off`` (baseline).
Throughput ratio 2.95 / 2.29 = 1.288 (1.29x, +29%); e2e 0.777 / 0.9797 - 1 = -20.7% (down 21%).
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

ARMS = [A("fp8", "FP8", thr=2.95, ttft=0.147, tpot=0.0100, tok=64, n=40, role="treatment"),
        A("bf16", "BF16", thr=2.29, ttft=0.167, tpot=0.0129, tok=64, n=40, role="baseline")]
#: the same numbers, the arms prefix caching on (treatment) and off (baseline)
PC = [A("pc-on", "prefix caching", thr=2.95, ttft=0.147, tpot=0.0100, tok=64, n=40, role="treatment",
        settings={"prefix_caching": True}),
      A("pc-off", "the old config", thr=2.29, ttft=0.167, tpot=0.0129, tok=64, n=40, role="baseline",
        settings={"prefix_caching": False})]
SCOPE = "Llama-3.1-8B-Instruct on one H100, 40 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("changelog_leads")
    return {"fp8": str(seal(root / "fp8", *witness_for(Spec("fp8", list(ARMS), key="")))),
            "pc": str(seal(root / "pc", *witness_for(Spec("pc", list(PC), key=""))))}


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


TPOT = "mean TPOT 12.9 ms -> 10.0 ms"
# (witness, true statement, twins): the arrow reversed, a value moved, the other arm named, a negation, the direction
# flipped, another ratio
FRAMES = [
    ("fp8", f"Switch serving to FP8: {TPOT}.",
     ["Switch serving to FP8: mean TPOT 10.0 ms -> 12.9 ms.", "Switch serving to FP8: mean TPOT 12.9 ms -> 11.0 ms.",
      f"Switch serving to BF16: {TPOT}.", f"Do not switch serving to FP8: {TPOT}."]),
    ("fp8", "Switch to FP8: mean TTFT 167 ms -> 147 ms",
     ["Switch to FP8: mean TTFT 147 ms -> 167 ms", "Switch to BF16: mean TTFT 167 ms -> 147 ms"]),
    ("fp8", "Use FP8; median E2EL down 21% (0.98 s to 0.78 s).",
     ["Use FP8; median E2EL up 21% (0.98 s to 0.78 s).", "Use FP8; median E2EL down 31% (0.98 s to 0.78 s).",
      "Use BF16; median E2EL down 21% (0.98 s to 0.78 s)."]),
    ("fp8", "Enable FP8: request throughput 2.29 -> 2.95 req/s",
     ["Enable FP8: request throughput 2.95 -> 2.29 req/s", "Enable FP8: request throughput 2.29 -> 3.95 req/s"]),
    ("pc", "Turned on prefix caching and mean TTFT dropped from 167 ms to 147 ms.",
     ["Turned on prefix caching and mean TTFT rose from 167 ms to 147 ms.",
      "Turned on prefix caching and mean TTFT dropped from 167 ms to 117 ms.",
      "Turned off prefix caching and mean TTFT dropped from 167 ms to 147 ms."]),
    ("fp8", "perf: FP8 weights - 1.29x request throughput vs BF16 (2.29 -> 2.95 req/s).",
     ["perf: FP8 weights - 1.39x request throughput vs BF16 (2.29 -> 2.95 req/s).",
      "perf: BF16 weights - 1.29x request throughput vs FP8 (2.29 -> 2.95 req/s)."]),
    ("fp8", f"perf(serving): FP8 {TPOT}", ["perf(serving): FP8 mean TPOT 10.0 ms -> 12.9 ms", f"perf(serving): BF16 {TPOT}"]),
    ("fp8", f"[Perf] FP8: {TPOT}", ["[Perf] FP8: mean TPOT 12.9 ms -> 13.0 ms", f"[Perf] BF16: {TPOT}"]),
    ("fp8", f"[Perf][Quantization] Switch to FP8: {TPOT}", ["[Perf][Quantization] Switch to FP8: mean TPOT 14.9 ms -> "
                                                           "10.0 ms"]),
    ("fp8", "feat: FP8 cuts mean TPOT from 12.9 ms to 10.0 ms",
     ["feat: FP8 cuts mean TPOT from 12.9 ms to 11.0 ms", "feat: FP8 raises mean TPOT from 12.9 ms to 10.0 ms"]),
    ("fp8", f"fix!: FP8 {TPOT}", [f"fix!: BF16 {TPOT}"]),
    ("fp8", f"- Move to FP8: {TPOT}", ["- Move to FP8: mean TPOT 12.9 ms -> 8.0 ms", f"- Move to BF16: {TPOT}"]),
    ("fp8", f"Deploy FP8: {TPOT}", [f"Deploy BF16: {TPOT}", "Deploy FP8: mean TPOT 10.0 ms -> 12.9 ms"]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")

# honest or unclear forms: never false
NEVER_FALSE = [
    f"feat(fp8): {TPOT}",                     # an arm as the commit's scope: not a prefix (left unread)
    f"Switch from BF16 to FP8: {TPOT}",
    f"Use FP8 by default: {TPOT}",
    f"perf: switch serving to FP8 - {TPOT}",
    "Switch to FP8: mean TPOT about 13 ms -> about 10 ms",
]


@pytest.mark.parametrize("s", NEVER_FALSE)
def test_honest_never_false(wit, s):
    assert_never_false(grade(wit, "fp8", s), s)
