"""Arms named by a command-line flag or key=value setting, and the write-up's furniture around a claim (issue 16):

* production arm_by_flag (claimcheck/claims/flag_arms.py): "--kv-cache-dtype fp8", "kv_cache_dtype=auto",
  "Switching --kv-cache-dtype to fp8", "--enable-chunked-prefill" / "--no-enable-chunked-prefill",
  "--max-num-seqs=256", "--enable-prefix-caching"; a bare value after its flag ("with kv_cache_dtype=auto ...; with
  fp8 ..."); one_flag_cause: "just from a flag" where the arms differ in that one setting;
* production figure_lead (claimcheck/claims/figure_leads.py): "Table 3 shows that", "As shown in Figure 4,", "As
  Table 2 shows,", "In Table 3,"; discourse "FYI" / "BTW"; a thread's "1/ " (markup.py);
* a signed percent before a rate unit ("+50% req/s": rate_metric, the sign the direction);
* "k" rates (production kilo_rate, claimcheck/claims/kilo_rates.py, landed beside this): pinned here with twins.

Each true statement is read completely and grades net-true; each twin (numbers x1.5 / x0.5, direction flipped, arms
swapped, a negation, a wrong GPU / model / flag value / undeclared flag) is never net-true; honest scopes never false.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: requests spread so the wall is n / throughput;
every request of an arm has the same TTFT, TPOT and end-to-end latency). The arm names (job7, job9, on, off ...) are
never written in the sentences: the flag is the only name.

* ``kv`` -- 100 requests per arm, 3000 prompt and 500 output tokens each.
  job7 (kv_cache_dtype fp8, treatment): 1.2 req/s, TTFT 0.9 s, TPOT 36 ms -> output 1.2 x 500 = 600 tok/s, total
  1.2 x 3500 = 4200 tok/s; job9 (kv_cache_dtype auto, baseline): 0.8 req/s, TTFT 1.2 s, TPOT 40 ms -> 400 output
  tok/s, 2800 total tok/s. job7 vs job9: request throughput +50% (1.5x), TTFT -25%, TPOT -10%.
* ``cp`` -- on (enable_chunked_prefill true, treatment): 1.5 req/s, TTFT 0.3 s; off (false, baseline): 1.0 req/s,
  TTFT 0.6 s. on vs off: throughput +50%, TTFT -50% (2x lower).
* ``seqs`` -- s256 (max_num_seqs 256, treatment): 2.0 req/s; s64 (max_num_seqs 64, baseline): 1.0 req/s (2x).
* ``apc`` -- p1 (prefix_caching true, treatment): TTFT 0.15 s; p0 (false, baseline): TTFT 0.6 s (-75%, 4x lower).
* ``two`` -- as ``kv`` but the treatment also declares max_num_seqs 256 against the baseline's 128: two settings
  differ, so "just from a flag" names no one cause (unread).
* ``shared`` -- both arms kv_cache_dtype fp8, max_num_seqs 256 (treatment, 1.2 req/s) vs 128 (baseline, 0.8 req/s):
  "--kv-cache-dtype fp8" names no arm.
* ``gpu`` -- 64 requests, 512 prompt / 256 output tokens. h100 (treatment): 3.6 req/s, TTFT 150 ms, TPOT 11 ms ->
  output 3.6 x 256 = 921.6 tok/s; a100 (baseline): 2.0 req/s, TTFT 300 ms, TPOT 20 ms -> 512 output tok/s.
  h100 vs a100: request throughput +80% (1.8x); TTFT -50%.
"""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import example, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

from claimcheck.claims.flag_arms import flag_phrases  # noqa: E402

NEG = "It is not true that "
SCOPE = {"kv": "Qwen2.5-32B-Instruct on one H100 with vLLM, 100 requests per arm",
         "two": "Qwen2.5-32B-Instruct on one H100 with vLLM, 100 requests per arm",
         "shared": "Qwen2.5-32B-Instruct on one H100 with vLLM, 100 requests per arm",
         "gpu": "Llama-3.1-8B-Instruct with vLLM, 64 requests per arm"}
DEFAULT_SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, 10 requests per arm"
_KV = dict(tok=500, prompt=3000, n=100)
SPECS = {
    "kv": [A("job7", thr=1.2, ttft=0.9, tpot=0.036, settings={"kv_cache_dtype": "fp8"}, role="treatment", **_KV),
           A("job9", thr=0.8, ttft=1.2, tpot=0.04, settings={"kv_cache_dtype": "auto"}, role="baseline", **_KV)],
    "cp": [A("on", thr=1.5, ttft=0.3, settings={"enable_chunked_prefill": True}, role="treatment"),
           A("off", thr=1.0, ttft=0.6, settings={"enable_chunked_prefill": False}, role="baseline")],
    "seqs": [A("s256", thr=2.0, settings={"max_num_seqs": 256}, role="treatment"),
             A("s64", thr=1.0, settings={"max_num_seqs": 64}, role="baseline")],
    "apc": [A("p1", ttft=0.15, settings={"prefix_caching": True}, role="treatment"),
            A("p0", ttft=0.6, settings={"prefix_caching": False}, role="baseline")],
    "two": [A("job7", thr=1.2, ttft=0.9, tpot=0.036, settings={"kv_cache_dtype": "fp8", "max_num_seqs": 256},
              role="treatment", **_KV),
            A("job9", thr=0.8, ttft=1.2, tpot=0.04, settings={"kv_cache_dtype": "auto", "max_num_seqs": 128},
              role="baseline", **_KV)],
    "shared": [A("job7", thr=1.2, ttft=0.9, tpot=0.036, settings={"kv_cache_dtype": "fp8", "max_num_seqs": 256},
                 role="treatment", **_KV),
               A("job9", thr=0.8, ttft=1.2, tpot=0.04, settings={"kv_cache_dtype": "fp8", "max_num_seqs": 128},
                 role="baseline", **_KV)],
    "gpu": [A("h100", "H100", "the H100", thr=3.6, ttft=0.15, tpot=0.011, tok=256, prompt=512, n=64,
              settings={"gpu": "NVIDIA H100 80GB HBM3"}, role="treatment"),
            A("a100", "A100", "the A100", thr=2.0, ttft=0.3, tpot=0.02, tok=256, prompt=512, n=64,
              settings={"gpu": "NVIDIA A100-SXM4-80GB"}, role="baseline")],
}
MODELS = {"kv": "Qwen/Qwen2.5-32B-Instruct", "two": "Qwen/Qwen2.5-32B-Instruct", "shared": "Qwen/Qwen2.5-32B-Instruct"}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    def spec(name, arms):
        kw = {"model": MODELS[name]} if name in MODELS else {}
        if name == "gpu":
            kw["hw"] = "1 x NVIDIA H100 80GB HBM3; 1 x NVIDIA A100-SXM4-80GB"
        return Spec(name, arms, key="", engine="vLLM", **kw)

    return seal_specs(tmp_path_factory, "flags", {name: spec(name, arms) for name, arms in SPECS.items()})


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE.get(name, DEFAULT_SCOPE))


# (witness, true statement, twins)
FRAMES = [
    # --- arm_by_flag ---------------------------------------------------------------------------------------------
    ("kv", "Switching --kv-cache-dtype to fp8 bumped throughput from 0.8 to 1.2 req/s on our 32B deployment.", [
        "Switching --kv-cache-dtype to fp8 bumped throughput from 0.8 to 1.8 req/s on our 32B deployment.",
        "Switching --kv-cache-dtype to fp8 bumped throughput from 0.8 to 0.6 req/s on our 32B deployment.",
        "Switching --kv-cache-dtype to auto bumped throughput from 0.8 to 1.2 req/s on our 32B deployment.",
        "Switching --kv-cache-dtype to int8 bumped throughput from 0.8 to 1.2 req/s on our 32B deployment.",
        "Switching --quantization to fp8 bumped throughput from 0.8 to 1.2 req/s on our 32B deployment.",
        "Switching --kv-cache-dtype to fp8 bumped throughput from 0.8 to 1.2 req/s on our 72B deployment.",
        NEG + "switching --kv-cache-dtype to fp8 bumped throughput from 0.8 to 1.2 req/s on our 32B deployment.",
    ]),
    ("kv", "kv_cache_dtype=fp8: 600 output tok/s; kv_cache_dtype=auto: 400 output tok/s.", [
        "kv_cache_dtype=fp8: 400 output tok/s; kv_cache_dtype=auto: 600 output tok/s.",
        "kv_cache_dtype=fp8: 900 output tok/s; kv_cache_dtype=auto: 400 output tok/s.",
        "kv_cache_dtype=fp8: 300 output tok/s; kv_cache_dtype=auto: 400 output tok/s.",
        "kv_cache_dtype=fp8_e5m2: 600 output tok/s; kv_cache_dtype=auto: 400 output tok/s.",
        "dtype=fp8: 600 output tok/s; dtype=auto: 400 output tok/s.",
        NEG + "kv_cache_dtype=fp8: 600 output tok/s; kv_cache_dtype=auto: 400 output tok/s.",
    ]),
    ("kv", "With kv_cache_dtype=auto, total throughput was 2,800 tok/s; with fp8 it was 4,200 tok/s.", [
        "With kv_cache_dtype=fp8, total throughput was 2,800 tok/s; with auto it was 4,200 tok/s.",
        "With kv_cache_dtype=auto, total throughput was 2,800 tok/s; with fp8 it was 6,300 tok/s.",
        "With kv_cache_dtype=auto, total throughput was 1,400 tok/s; with fp8 it was 4,200 tok/s.",
        "With kv_cache_dtype=int8, total throughput was 2,800 tok/s; with fp8 it was 4,200 tok/s.",
        NEG + "with kv_cache_dtype=auto, total throughput was 2,800 tok/s; with fp8 it was 4,200 tok/s.",
    ]),
    ("kv", "--kv-cache-dtype=fp8 has 50% higher request throughput than --kv-cache-dtype=auto.", [
        "--kv-cache-dtype=fp8 has 50% lower request throughput than --kv-cache-dtype=auto.",
        "--kv-cache-dtype=auto has 50% higher request throughput than --kv-cache-dtype=fp8.",
        "--kv-cache-dtype=fp8 has 75% higher request throughput than --kv-cache-dtype=auto.",
        "--kv-cache-dtype=fp8 has 25% higher request throughput than --kv-cache-dtype=auto.",
        "--kv-cache-dtype=fp8 has 50% higher request throughput than --kv-cache-dtype=fp16.",
        "On an A100, --kv-cache-dtype=fp8 has 50% higher request throughput than --kv-cache-dtype=auto.",
        NEG + "--kv-cache-dtype=fp8 has 50% higher request throughput than --kv-cache-dtype=auto.",
    ]),
    ("kv", "Setting kv_cache_dtype to fp8 cut mean TTFT from 1.2 s to 0.9 s.", [
        "Setting kv_cache_dtype to fp8 cut mean TTFT from 1.2 s to 0.45 s.",
        "Setting kv_cache_dtype to auto cut mean TTFT from 1.2 s to 0.9 s.",
        "Setting kv_cache_dtype to fp8 raised mean TTFT from 1.2 s to 0.9 s.",
    ]),
    ("kv", "Mean TPOT is 36 ms with --kv-cache-dtype fp8 and 40 ms with --kv-cache-dtype auto.", [
        "Mean TPOT is 40 ms with --kv-cache-dtype fp8 and 36 ms with --kv-cache-dtype auto.",
        "Mean TPOT is 54 ms with --kv-cache-dtype fp8 and 40 ms with --kv-cache-dtype auto.",
        "Mean TPOT is 36 ms with --kv-cache-dtype fp8 and 40 ms with --kv-cache-dtype int4.",
    ]),
    ("kv", "Switching --kv-cache-dtype from auto to fp8 raises request throughput by 50%.", [
        "Switching --kv-cache-dtype from fp8 to auto raises request throughput by 50%.",
        "Switching --kv-cache-dtype from auto to int8 raises request throughput by 50%.",
        "Switching --kv-cache-dtype from auto to fp8 raises request throughput by 75%.",
        "Switching --kv-cache-dtype from auto to fp8 lowers request throughput by 50%.",
    ]),
    ("kv", "Passing --kv-cache-dtype=fp8 lowers mean TPOT by 10%.", [
        "Passing --kv-cache-dtype=fp8 lowers mean TPOT by 20%.",
        "Passing --kv-cache-dtype=auto lowers mean TPOT by 10%.",
        "Passing --kv-cache-dtype=fp8 raises mean TPOT by 10%.",
    ]),
    ("seqs", "Moving --max-num-seqs from 64 to 256 doubles request throughput.", [
        "Moving --max-num-seqs from 256 to 64 doubles request throughput.",
        "Moving --max-num-seqs from 64 to 128 doubles request throughput.",
        "Moving --max-num-seqs from 64 to 256 triples request throughput.",
    ]),
    ("cp", "--enable-chunked-prefill raises throughput by 50%.", [
        "--enable-chunked-prefill lowers throughput by 50%.",
        "--enable-chunked-prefill raises throughput by 75%.",
        "--enable-chunked-prefill raises throughput by 25%.",
        "--no-enable-chunked-prefill raises throughput by 50%.",
        "--disable-chunked-prefill raises throughput by 50%.",
        "--enable-prefix-caching raises throughput by 50%.",
        NEG + "--enable-chunked-prefill raises throughput by 50%.",
    ]),
    ("cp", "--enable-chunked-prefill has 50% higher throughput than --no-enable-chunked-prefill.", [
        "--no-enable-chunked-prefill has 50% higher throughput than --enable-chunked-prefill.",
        "--enable-chunked-prefill has 50% lower throughput than --no-enable-chunked-prefill.",
    ]),
    ("cp", "enable_chunked_prefill=true halves mean TTFT compared to enable_chunked_prefill=false.", [
        "enable_chunked_prefill=false halves mean TTFT compared to enable_chunked_prefill=true.",
        "enable_chunked_prefill=true doubles mean TTFT compared to enable_chunked_prefill=false.",
    ]),
    ("seqs", "--max-num-seqs 256 has 2x the throughput of --max-num-seqs 64.", [
        "--max-num-seqs 256 has 3x the throughput of --max-num-seqs 64.",
        "--max-num-seqs 64 has 2x the throughput of --max-num-seqs 256.",
        "--max-num-seqs 512 has 2x the throughput of --max-num-seqs 64.",
        "--max-num-batched-tokens 256 has 2x the throughput of --max-num-batched-tokens 64.",
    ]),
    ("seqs", "With --max-num-seqs=256 request throughput is 2 req/s.", [
        "With --max-num-seqs=256 request throughput is 3 req/s.",
        "With --max-num-seqs=64 request throughput is 2 req/s.",
        "With --max-num-seqs=128 request throughput is 2 req/s.",
    ]),
    ("apc", "--enable-prefix-caching cuts TTFT by 75%.", [
        "--enable-prefix-caching cuts TTFT by 37.5%.",
        "--enable-prefix-caching raises TTFT by 75%.",
        "--no-enable-prefix-caching cuts TTFT by 75%.",
        NEG + "--enable-prefix-caching cuts TTFT by 75%.",
    ]),
    # --- one_flag_cause --------------------------------------------------------------------------------------------
    ("kv", "fp8 KV gives 50% higher output throughput just from a flag.".replace("fp8 KV", "kv_cache_dtype=fp8"), [
        "kv_cache_dtype=fp8 gives 75% higher output throughput just from a flag.",
        "kv_cache_dtype=fp8 gives 50% lower output throughput just from a flag.",
        "kv_cache_dtype=auto gives 50% higher output throughput just from a flag.",
    ]),
    ("kv", "That's 50% higher output throughput just by flipping one flag.", [
        "That's 25% higher output throughput just by flipping one flag.",
        "That's 50% lower output throughput just by flipping one flag.",
    ]),
    # --- signed percents before a rate unit ----------------------------------------------------------------------
    ("kv", "kv_cache_dtype=fp8 gives +50% req/s and -10% TPOT vs kv_cache_dtype=auto", [
        "kv_cache_dtype=fp8 gives -50% req/s and -10% TPOT vs kv_cache_dtype=auto",
        "kv_cache_dtype=fp8 gives +75% req/s and -10% TPOT vs kv_cache_dtype=auto",
        "kv_cache_dtype=fp8 gives +50% req/s and +10% TPOT vs kv_cache_dtype=auto",
        "kv_cache_dtype=auto gives +50% req/s and -10% TPOT vs kv_cache_dtype=fp8",
    ]),
    ("kv", "kv_cache_dtype=fp8: +50% output tok/s over kv_cache_dtype=auto.", [
        "kv_cache_dtype=fp8: -50% output tok/s over kv_cache_dtype=auto.",
        "kv_cache_dtype=fp8: +25% output tok/s over kv_cache_dtype=auto.",
    ]),
    ("gpu", "The H100 gives +80% req/s over the A100.", [
        "The H100 gives +40% req/s over the A100.",
        "The H100 gives -80% req/s over the A100.",
        "The A100 gives +80% req/s over the H100.",
    ]),
    # --- k_rate ----------------------------------------------------------------------------------------------------
    ("kv", "Total throughput hit 4.2k tok/s vs 2.8k for kv_cache_dtype=auto.", [
        "Total throughput hit 6.3k tok/s vs 2.8k for kv_cache_dtype=auto.",
        "Total throughput hit 2.1k tok/s vs 2.8k for kv_cache_dtype=auto.",
        "Total throughput hit 4.2k tok/s vs 4.2k for kv_cache_dtype=auto.",
        "Total throughput hit 4.3k tok/s vs 2.8k for kv_cache_dtype=auto.",
    ]),
    ("gpu", "The H100 reaches 0.92k output tok/s vs 0.51k on the A100.", [
        "The H100 reaches 1.38k output tok/s vs 0.51k on the A100.",
        "The H100 reaches 0.51k output tok/s vs 0.92k on the A100.",
    ]),
    # --- figure_lead, discourse, thread numbering -----------------------------------------------------------------
    ("gpu", "Table 3 shows that the H100 achieves 3.6 req/s.", [
        "Table 3 shows that the H100 achieves 5.4 req/s.",
        "Table 3 shows that the A100 achieves 3.6 req/s.",
        "Table 3 does not show that the H100 achieves 3.6 req/s.",
        "Their Table 3 shows that the H100 achieves 3.6 req/s.",
        NEG + "table 3 shows that the H100 achieves 3.6 req/s.",
    ]),
    ("gpu", "As shown in Figure 4, the A100 has 2x higher mean TTFT than the H100.", [
        "As shown in Figure 4, the A100 has 3x higher mean TTFT than the H100.",
        "As shown in Figure 4, the A100 has 2x lower mean TTFT than the H100.",
        "As shown in Figure 4, the H100 has 2x higher mean TTFT than the A100.",
        "As shown in their Figure 4, the A100 has 2x higher mean TTFT than the H100.",
    ]),
    ("gpu", "As seen in Table 1, the A100 exhibits 2× higher time-to-first-token than the H100.", [
        "As seen in Table 1, the A100 exhibits 2× lower time-to-first-token than the H100.",
        "As seen in Table 1, the H100 exhibits 2× higher time-to-first-token than the A100.",
        "As seen in Table 1, the A100 exhibits 4× higher time-to-first-token than the H100.",
    ]),
    ("gpu", "As Table 2 shows, the H100 delivers 80% higher request throughput than the A100.", [
        "As Table 2 shows, the H100 delivers 40% higher request throughput than the A100.",
        "As Table 2 shows, the A100 delivers 80% higher request throughput than the H100.",
    ]),
    ("gpu", "In Fig. 5, mean TTFT is 150 ms on the H100 and 300 ms on the A100.", [
        "In Fig. 5, mean TTFT is 300 ms on the H100 and 150 ms on the A100.",
        "In Fig. 5, mean TTFT is 225 ms on the H100 and 300 ms on the A100.",
    ]),
    ("gpu", "Figure 2 illustrates that the H100 cuts mean TTFT by 50%.", [
        "Figure 2 illustrates that the H100 cuts mean TTFT by 25%.",
        "Figure 2 illustrates that the H100 raises mean TTFT by 50%.",
    ]),
    ("gpu", "FYI the H100 achieves 3.6 req/s.", [
        "FYI the H100 achieves 1.8 req/s.",
        "FYI the A100 achieves 3.6 req/s.",
    ]),
    ("gpu", "BTW, mean TTFT on the H100 is 150 ms.", [
        "BTW, mean TTFT on the H100 is 300 ms.",
    ]),
    ("gpu", "1/ The H100 achieves 3.6 req/s.\n2/ Mean TTFT on the A100 is 300 ms.", [
        "1/ The H100 achieves 5.4 req/s.\n2/ Mean TTFT on the A100 is 300 ms.",
        "1/ The H100 achieves 3.6 req/s.\n2/ Mean TTFT on the A100 is 150 ms.",
    ]),
]
IDS = [f"{w}:{t[:60]}" for w, t, _ in FRAMES]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in, ids=IDS)


@pytest.mark.parametrize("name,statement", [
    # a flag value no arm declares, a key the witness does not declare, a value both arms share: never an arm
    ("kv", "--kv-cache-dtype int8 has 50% higher request throughput than --kv-cache-dtype auto."),
    ("kv", "--quantization fp8 has 50% higher request throughput than --quantization auto."),
    ("shared", "--kv-cache-dtype fp8 has 50% higher request throughput."),
    ("shared", "With --kv-cache-dtype fp8, request throughput is 1.2 req/s."),
    # two settings differ: "just from a flag" names no one cause
    ("two", "kv_cache_dtype=fp8 gives 50% higher output throughput just from a flag."),
    # a GPU swap is not a flag; a direction verb is not a neutral setting of the flag
    ("gpu", "The H100 gives 80% higher request throughput just from a flag."),
    ("seqs", "Raising --max-num-seqs to 64 halves request throughput."),
    # a bare value before its flag, or with no flag at all, names no arm (the arms' names are job7 / job9)
    ("kv", "With fp8, total throughput was 4,200 tok/s."),
    ("kv", "With fp8 it was 4,200 tok/s; with kv_cache_dtype=auto total throughput was 2,800 tok/s."),
    # a "k" that is not a rate (a context length, a prompt) is never read as a number
    ("kv", "With a 3k prompt, kv_cache_dtype=fp8 reaches 1.2 req/s."),
    ("kv", "kv_cache_dtype=fp8 used 3k prompt tokens per request."),
    # a figure without its number, another write-up's table
    ("gpu", "The table shows that the H100 achieves 3.6 req/s."),
    ("gpu", "Their Table 3 shows that the H100 achieves 3.6 req/s."),
])
def test_unread_without_the_witness_saying_so(wit, name, statement):
    assert_never_net_true(grade_in(wit, name, statement), statement)


@pytest.mark.parametrize("name,statement", [
    ("kv", "Haven't checked the accuracy impact of --kv-cache-dtype fp8 yet."),
    ("kv", "Not tested with --kv-cache-dtype fp8_e5m2."),
    ("kv", "Results may differ with --kv-cache-dtype fp8 on other GPUs."),
    ("cp", "--enable-chunked-prefill was not tested on an A100."),
    ("kv", "kv_cache_dtype=fp8 gives +50% req/s on our 32B model; not tested on the 72B model."),
    ("gpu", "Table 3 shows results may differ on other GPUs."),
    ("kv", "With kv_cache_dtype=auto, total throughput was 2,800 tok/s; with int8 it was 4,200 tok/s."),
    ("kv", "--kv-cache-dtype int8 has 25% lower request throughput than --kv-cache-dtype auto."),
    ("two", "kv_cache_dtype=fp8 gives 50% higher request throughput just from a flag."),
])
def test_honest_or_unclear_sentences_are_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


def test_flag_phrases_name_one_arm_only_where_every_arm_declares_the_key():
    st = {"x": {"kv_cache_dtype": "fp8", "max_num_seqs": 256}, "y": {"kv_cache_dtype": "fp8"}}
    ph = flag_phrases(st, ["x", "y"])
    assert not any("seqs" in p for p in ph)  # y declares none: it might run 256 too
    assert not any("dtype" in p for p in ph)  # one value both declare names neither
    ph = flag_phrases({"x": {"enforce_eager": True}, "y": {"enforce_eager": False}}, ["x", "y"])
    assert ph["- - enforce eager"] == {"x"} and ph["- - no enforce eager"] == {"y"}
    assert "enforce eager" not in ph  # a bare boolean flag needs its dashes


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=10, max_value=99))
def test_k_rate_is_net_true_only_within_its_stated_precision(wit, tenths):
    """Total throughput of job7 is 4200 tok/s: "4.2k" states [4150, 4250); any other tenth of a thousand is false
    ("4k" would state 4000 +-200, 5% of it: tolerance.half_width, hence every value is written with its tenth)."""
    k = Decimal(tenths) / 10
    res = grade_in(wit, "kv", f"Total throughput was {k:.1f}k tok/s with kv_cache_dtype=fp8.")  # "4.0k", never "4k"
    assert not res.reading.unread
    assert res.verdict == ("net-true" if k == Decimal("4.2") else "false"), (k, res.reason)


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=150), st.sampled_from(["+", "-"]))
@example(49, "+")  # +50% re-derived as 49.99999999999999: "49%" truncated from it must not stand for 50 (a seed found it)
@example(51, "+")
def test_signed_percent_rate_is_net_true_only_at_the_witnessed_change(wit, pct, sign):
    """job7 vs job9 request throughput: (1.2 - 0.8) / 0.8 = +50%; every other signed whole percent is false."""
    res = grade_in(wit, "kv", f"kv_cache_dtype=fp8 gives {sign}{pct}% req/s vs kv_cache_dtype=auto")
    assert not res.reading.unread
    assert res.verdict == ("net-true" if (sign, pct) == ("+", 50) else "false"), (sign, pct, res.reason)
