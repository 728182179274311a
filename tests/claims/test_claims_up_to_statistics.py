"""'up to' before a comparison of a per-request metric that names no statistic ("v0.7.0 delivers up to 2.5x lower
TTFT than v0.6.3", "cuts time to first token by up to 60%", "brings up to a 2x improvement in TPOT", "improves latency
by up to 1.8x compared to several baselines"): the best run (Assertion.over_runs = best, quantities.best_run) graded
under every statistic as any comparison with no statistic is (quantities.any_statistic: agrees where it holds under
every one or under the center, mean and median; best_run never contradicts, so a miss is inconclusive, never false).
Before, the best-run reading asked for a statistic and left these unbound (real sentences rs028, rs292, rs385).

Also the lead "In testing," / "In our testing," (vocabulary.DISCOURSE, as "In our tests,"): inert, the clause after it
read as any clause is (real sentence rs017: "For example, in testing on the ShareGPT dataset, vLLM demonstrated up to a
1.5x speedup ...").

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM on one H100, Llama-3.1-8B-Instruct, 10
requests per arm, 8 output tokens each, one run per arm, every request of an arm alike unless said):

* ``ver``: v0.7.0 (treatment) TTFT 200 ms, ITL = TPOT 10 ms, end-to-end 0.2 + 7 * 0.01 = 0.27 s; v0.6.3 (baseline)
  TTFT 500 ms, ITL = TPOT 20 ms, end-to-end 0.5 + 7 * 0.02 = 0.64 s. TTFT 2.5x lower (-60%), TPOT / ITL 2x lower
  (-50%), end-to-end latency 0.64 / 0.27 = 2.370x lower (-57.8%); every statistic the same.
* ``quant``: w8a8 (aliases "W8A8"; setting quantization w8a8) TTFT 200 ms, TPOT 10 ms; fp16 (alias "FP16", baseline;
  quantization fp16) TTFT 300 ms, TPOT 15 ms: TTFT 1.5x lower (-33.3%).
* ``pr``: pr-1234 (alias "the PR", treatment) TTFT 200 ms; main (alias "main", baseline) TTFT 500 ms: 2.5x lower.
* ``skew``: as pr, but the PR's TTFT is nine requests at a and one at b with mean 200 ms and p99 500 ms
  (a = (2 - 0.5 / 0.91) / (10 - 1 / 0.91) = 0.1630 s, b = 0.5330 s): mean ratio 2.5x, median 0.5 / 0.163 = 3.07x,
  p99 1.0x -- the statistics disagree, so "up to 2.5x lower TTFT" with none named is inconclusive.
* ``fail``: as ver, but v0.7.0's task 3 failed.
* other declaration styles, TTFT 200 ms vs 500 ms (2.5x lower, -60%), TPOT 10 ms in both: ``apc`` (apc-on / apc-off,
  the setting enable_prefix_caching true / false), ``onoff`` (on / off, the setting prefix_caching "on" / "off"),
  ``eng`` (sglang / vllm named by their own engines, aliases "SGLang" / "vLLM").
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

VER = [A("v0.7.0", "the new release", ttft=0.2, itl=0.01, role="treatment"),
       A("v0.6.3", "the old release", ttft=0.5, itl=0.02, role="baseline")]
QUANT = [A("w8a8", "W8A8", ttft=0.2, tpot=0.01, settings={"quantization": "w8a8"}),
         A("fp16", "FP16", ttft=0.3, tpot=0.015, settings={"quantization": "fp16"}, role="baseline")]
PR = [A("pr-1234", "the PR", ttft=0.2, tpot=0.01, role="treatment"),
      A("main", "main", ttft=0.5, tpot=0.01, role="baseline")]
SKEW = [A("pr-1234", "the PR", ttft_mp=(0.2, 0.5), tpot=0.01, role="treatment"),
        A("main", "main", ttft=0.5, tpot=0.01, role="baseline")]
APC = [A("apc-on", ttft=0.2, tpot=0.01, settings={"enable_prefix_caching": True}, role="treatment"),
       A("apc-off", ttft=0.5, tpot=0.01, settings={"enable_prefix_caching": False}, role="baseline")]
ONOFF = [A("on", ttft=0.2, tpot=0.01, settings={"prefix_caching": "on"}, role="treatment"),
         A("off", ttft=0.5, tpot=0.01, settings={"prefix_caching": "off"}, role="baseline")]
ENG = [A("sglang", "SGLang", ttft=0.2, tpot=0.01, engine="SGLang"),
       A("vllm", "vLLM", ttft=0.5, tpot=0.01, engine="vLLM", role="baseline")]
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("up_to_statistics")
    out = {}
    for name, arms in (("ver", VER), ("quant", QUANT), ("pr", PR), ("skew", SKEW), ("fail", VER), ("apc", APC),
                       ("onoff", ONOFF), ("eng", ENG)):
        w, files = witness_for(Spec(name, list(arms), key="", engine=None if name == "eng" else "vLLM"))
        if name == "fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "v0.7.0" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("ver", "v0.7.0 delivers up to 2.5x lower TTFT than v0.6.3.",
     ["v0.7.0 delivers up to 3.75x lower TTFT than v0.6.3.",                    # x1.5
      "v0.7.0 delivers up to 1.25x lower TTFT than v0.6.3.",                    # x0.5
      "v0.7.0 delivers up to 2.5x higher TTFT than v0.6.3.",                    # direction flipped
      "v0.6.3 delivers up to 2.5x lower TTFT than v0.7.0.",                     # arms swapped
      "v0.7.0 delivers up to 2.5x lower TPOT than v0.6.3.",                     # another metric (2x)
      "v0.7.0 delivers at least 3x lower TTFT than v0.6.3.",                    # the bound flipped past the value
      "v0.7.0 delivers at most 2x lower TTFT than v0.6.3.",
      "v0.7.0 delivers up to 2.5x lower TTFT than v0.6.3 on an A100.",          # a GPU the witness lacks
      "v0.7.0 does not deliver up to 2.5x lower TTFT than v0.6.3.",
      NEG + "v0.7.0 delivers up to 2.5x lower TTFT than v0.6.3."]),
    ("ver", "v0.7.0 delivers up to ~2.5x lower time to first token than v0.6.3.",
     ["v0.7.0 delivers up to ~3.75x lower time to first token than v0.6.3.",
      "v0.7.0 delivers up to ~1.25x lower time to first token than v0.6.3.",
      "v0.6.3 delivers up to ~2.5x lower time to first token than v0.7.0."]),
    ("ver", "v0.7.0 cuts time-to-first-token by up to 60% compared to v0.6.3.",
     ["v0.7.0 cuts time-to-first-token by up to 90% compared to v0.6.3.",
      "v0.7.0 cuts time-to-first-token by up to 30% compared to v0.6.3.",
      "v0.7.0 raises time-to-first-token by up to 60% compared to v0.6.3.",
      "v0.6.3 cuts time-to-first-token by up to 60% compared to v0.7.0."]),
    ("ver", "v0.7.0 can reduce TTFT by up to 60% versus v0.6.3.",
     ["v0.7.0 can reduce TTFT by up to 90% versus v0.6.3.", "v0.7.0 can increase TTFT by up to 60% versus v0.6.3.",
      "v0.7.0 cannot reduce TTFT by up to 60% versus v0.6.3.", "v0.7.0 might reduce TTFT by up to 60% versus v0.6.3."]),
    ("ver", "Compared with v0.6.3, v0.7.0 brings up to a 2x improvement in TPOT.",
     ["Compared with v0.6.3, v0.7.0 brings up to a 3x improvement in TPOT.",
      "Compared with v0.6.3, v0.7.0 brings up to a 1x improvement in TPOT.",
      "Compared with v0.6.3, v0.7.0 brings up to a 2x regression in TPOT.",
      "Compared with v0.7.0, v0.6.3 brings up to a 2x improvement in TPOT.",
      "Compared with v0.6.3, v0.7.0 brings up to a 2x improvement in TTFT."]),
    ("ver", "The new release delivers up to 2x lower inter-token latency than the old release.",
     ["The new release delivers up to 3x lower inter-token latency than the old release.",
      "The old release delivers up to 2x lower inter-token latency than the new release.",
      "The new release delivers up to 2x higher inter-token latency than the old release."]),
    ("ver", "v0.7.0 improves latency by up to 2.37x compared to v0.6.3.",
     ["v0.7.0 improves latency by up to 3.55x compared to v0.6.3.",
      "v0.7.0 improves latency by up to 1.19x compared to v0.6.3.",
      "v0.6.3 improves latency by up to 2.37x compared to v0.7.0."]),
    ("quant", "W8A8 delivers up to 1.5x lower TTFT than FP16.",
     ["W8A8 delivers up to 2.25x lower TTFT than FP16.", "W8A8 delivers up to 0.75x lower TTFT than FP16.",
      "FP16 delivers up to 1.5x lower TTFT than W8A8.", "W8A8 delivers up to 1.5x higher TTFT than FP16.",
      "INT4 delivers up to 1.5x lower TTFT than FP16."]),
    ("quant", "With W8A8, TTFT drops by up to 33% compared to FP16.",
     ["With W8A8, TTFT drops by up to 50% compared to FP16.", "With W8A8, TTFT drops by up to 16% compared to FP16.",
      "With W8A8, TTFT rises by up to 33% compared to FP16.", "With FP16, TTFT drops by up to 33% compared to W8A8."]),
    ("pr", "The PR delivers up to 2.5x lower TTFT than main.",
     ["The PR delivers up to 3.75x lower TTFT than main.", "Main delivers up to 2.5x lower TTFT than the PR.",
      "The PR delivers up to 2.5x lower TPOT than main."]),
    # the lead "In testing," (as "In our tests,"): inert; the clause after it is read as any clause is
    ("ver", "In testing, v0.7.0 delivers up to 2.5x lower TTFT than v0.6.3.",
     ["In testing, v0.7.0 delivers up to 3.75x lower TTFT than v0.6.3.",
      "In testing, v0.6.3 delivers up to 2.5x lower TTFT than v0.7.0.",
      "In testing, v0.7.0 delivers up to 2.5x lower TTFT than v0.6.3 on an A100."]),
    ("quant", "For example, in our testing, W8A8 delivers up to 1.5x lower TTFT than FP16.",
     ["For example, in our testing, W8A8 delivers up to 2.25x lower TTFT than FP16.",
      "For example, in our testing, FP16 delivers up to 1.5x lower TTFT than W8A8.",
      "For example, in our earlier testing, W8A8 delivers up to 1.5x lower TTFT than FP16."]),
    # other declaration styles: a boolean setting, "on" / "off" strings, arms named by their own engines
    ("apc", "Prefix caching cuts TTFT by up to 60%.",
     ["Prefix caching cuts TTFT by up to 90%.", "Prefix caching cuts TTFT by up to 30%.",
      "Prefix caching raises TTFT by up to 60%.", "Prefix caching cuts TPOT by up to 60%."]),
    ("apc", "Enabling prefix caching delivers up to 2.5x lower TTFT.",
     ["Enabling prefix caching delivers up to 3.75x lower TTFT.", "Enabling prefix caching delivers up to 2.5x higher TTFT.",
      "Disabling prefix caching delivers up to 2.5x lower TTFT."]),
    ("onoff", "With prefix caching on, TTFT drops by up to 60% compared to prefix caching off.",
     ["With prefix caching on, TTFT drops by up to 90% compared to prefix caching off.",
      "With prefix caching off, TTFT drops by up to 60% compared to prefix caching on.",
      "With prefix caching on, TTFT rises by up to 60% compared to prefix caching off."]),
    ("eng", "SGLang delivers up to 2.5x lower TTFT than vLLM.",
     ["SGLang delivers up to 3.75x lower TTFT than vLLM.", "vLLM delivers up to 2.5x lower TTFT than SGLang.",
      "SGLang delivers up to 2.5x lower TTFT than TGI."]),
    ("eng", "SGLang cuts time to first token by up to 60% versus vLLM.",
     ["SGLang cuts time to first token by up to 90% versus vLLM.", "vLLM cuts time to first token by up to 60% versus SGLang."]),
    # a statistic named: graded under that one only
    ("skew", "The PR delivers up to 2.5x lower mean TTFT than main.",
     ["The PR delivers up to 2.5x lower median TTFT than main.", "The PR delivers up to 2.5x lower p99 TTFT than main.",
      "The PR delivers up to 3.75x lower mean TTFT than main."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")

# the statistics disagree (skew), or an arm failed a request (fail): never net-true, never false
UNCLEAR = [
    ("skew", "The PR delivers up to 2.5x lower TTFT than main."),
    ("skew", "The PR cuts TTFT by up to 60% compared to main."),
    ("skew", "The PR delivers up to 3x lower TTFT than main."),
    ("fail", "v0.7.0 delivers up to 2.5x lower TTFT than v0.6.3."),
    ("fail", "v0.7.0 cuts time-to-first-token by up to 60% compared to v0.6.3."),
]


@pytest.mark.parametrize("name,s", UNCLEAR)
def test_unclear_never_net_true_never_false(wit, name, s):
    res = grade(wit, name, s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)


# an 'up to' the best run misses (x1.5, x0.5): inconclusive, never an accusation
@pytest.mark.parametrize("name,s", [
    ("ver", "v0.7.0 delivers up to 3.75x lower TTFT than v0.6.3."),
    ("ver", "v0.7.0 cuts time-to-first-token by up to 30% compared to v0.6.3."),
    ("quant", "W8A8 delivers up to 2.25x lower TTFT than FP16."),
])
def test_a_missed_best_run_is_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
