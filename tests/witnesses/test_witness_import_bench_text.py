"""`fak witness import vllm-bench-text`: the printed "Serving Benchmark Result" block of vLLM's and
SGLang's serving benchmarks, as READMEs and logs quote it (issue 16: real claims graded against the
repositories' own result files; "real files must import").

Fixtures (tests/fixtures/bench_text/README.md: source addresses): the kvcached project's overhead
benchmark README (six SGLang bench_serving blocks, with / without kvcached at request rates 32, 16,
8) and vLLM's benchmarks/README.md example (one vLLM block, values padded to 10 columns, the
benchmark command with --model before it).

Expected values are read off the printouts by hand (written below), never taken from the importer:
block 1 (kvcached, rate 32): 1920 requests in 213.71 s, 8.98 req/s, mean TTFT 112043.40 ms;
block 2 (no kvcached, rate 32): 1920 requests in 71.62 s, 26.81 req/s, mean TTFT 2187.97 ms,
median E2E latency 18354.78 ms, P99 ITL 1253.05 ms. 26.81 / 8.98 = 2.98552, "2.99x"; x1.5 = 4.48,
x0.5 = 1.49; 2187.97 x 1.5 = 3281.955 ("3281.96"), x 0.5 = 1093.985 ("1093.99").
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from claimcheck.cli import main
from claimcheck.errors import InputError
from claimcheck.verify import verify_bundle
from claimcheck.witnesses import bench_text

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "bench_text"
KV = FIX / "kvcached-overhead-README.md"
VLLM = FIX / "vllm-benchmarks-README-excerpt.md"
KV_ARMS = ("kv32", "base32", "kv16", "base16", "kv8", "base8")


def fak(*args):
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


def witness(out: Path) -> dict:
    return json.loads((out / "witness.json").read_text())


@pytest.fixture(scope="module")
def kv(tmp_path_factory):
    out = tmp_path_factory.mktemp("kv") / "w"
    args = [x for a in KV_ARMS for x in ("--arm", a)]
    r = fak("witness", "import", "vllm-bench-text", KV, "--out", out, *args)
    assert r.exit_code == 0, r.output
    return out


def test_real_sglang_blocks_import_one_arm_per_block(kv):
    assert verify_bundle(kv).ok
    w = witness(kv)
    assert w["kind"] == "client-aggregate" and set(w["arms"]) == set(KV_ARMS)
    b = w["arms"]["base32"]
    agg = b["aggregates"]
    assert agg["completed"] == {"value": 1920} and agg["wall"] == {"value": 71.62}
    assert agg["throughput"] == {"value": 26.81} and agg["token_throughput"] == {"value": 2192.53}
    assert agg["total_token_throughput"] == {"value": 27934.44}
    assert agg["prompt_tokens"] == {"value": 1843657} and agg["completion_tokens"] == {"value": 157031}
    assert agg["ttft"]["mean"] == pytest.approx(2.18797, abs=1e-12)
    assert agg["e2e_latency"]["median"] == pytest.approx(18.35478, abs=1e-12)
    assert agg["itl"]["p99"] == pytest.approx(1.25305, abs=1e-12) and agg["itl"]["max"] == pytest.approx(3.76823)
    # every value as printed, with its printed decimals
    assert b["printed"]["mean_ttft_ms"] == "2187.97" and b["printed"]["request_rate"] == "32.0"
    assert b["printed"]["max_concurrency"] == "not set" and b["printed"]["median_itl_ms"] == "143.18"
    # settings only as printed; SGLang's "Concurrency: 514.76" (measured) is not a setting
    assert b["settings"] == {"concurrency": None, "request_rate": 32.0}
    assert w["arms"]["kv8"]["settings"]["request_rate"] == 8.0
    # only what the file says: the backend is a request format; no engine, hardware or model
    assert w["client_backend"] == "sglang-oai" and "engine" not in w and w["hardware"] is None
    assert w["model"] == {"id": "unknown"}
    assert any("Concurrency" in n and "not read" in n for n in w["import_notes"])


def test_real_vllm_block_with_padding_and_the_command_line_model(tmp_path):
    out = tmp_path / "w"
    r = fak("witness", "import", VLLM, "--out", out)  # format detected from the bytes
    assert r.exit_code == 0, r.output
    assert "printed 'Serving Benchmark Result' block(s) (vllm bench serve" in r.output
    w = witness(out)
    (name, arm), = w["arms"].items()
    assert name == "vllm-benchmarks-README-excerpt"
    agg = arm["aggregates"]
    assert agg["completed"] == {"value": 10} and agg["wall"] == {"value": 5.78} and agg["throughput"] == {"value": 1.73}
    assert agg["tpot"]["p99"] == pytest.approx(0.00803, abs=1e-15) and agg["ttft"]["median"] == pytest.approx(0.07388)
    assert arm["printed"]["median_itl_ms"] == "7.70"
    assert w["model"] == {"id": "NousResearch/Hermes-3-Llama-3.1-8B"}  # benchmark_serving.py --model, before it
    assert "engine" not in w and w["hardware"] is None


def test_default_names_keep_blocks_apart(tmp_path):
    r = fak("witness", "import", KV, "--out", tmp_path / "w")
    assert r.exit_code == 0, r.output
    assert set(witness(tmp_path / "w")["arms"]) == {f"kvcached-overhead-README-b{i}" for i in range(1, 7)}


def test_one_arm_for_a_file_of_several_blocks_is_refused(tmp_path):
    out = tmp_path / "w"
    r = fak("witness", "import", KV, "--out", out, "--arm", "kvcached")
    assert r.exit_code == 2 and "kvcached-overhead-README.md holds 6 printed blocks" in r.output
    assert not out.exists()


def _block_lines(text: str, n: int) -> tuple[int, int]:
    lines = text.splitlines()
    heads = [i for i, x in enumerate(lines) if "Serving Benchmark Result" in x]
    h = heads[n]
    end = next(j for j in range(h + 1, len(lines)) if set(lines[j].strip()) == {"="})
    return h, end


@pytest.mark.parametrize("damage, words", [
    ("drop-close", "truncated"),
    ("garbage", "neither 'Label: value' nor a section rule"),
    ("twice", "printed twice in one block"),
    ("word", "is not a number"),
])
def test_bad_blocks_are_refused_in_one_line_and_nothing_written(tmp_path, damage, words):
    lines = KV.read_text().splitlines()
    h, end = _block_lines(KV.read_text(), 2)
    if damage == "drop-close":
        del lines[end]
    elif damage == "garbage":
        lines.insert(h + 3, "INFO 12:00:01 a server log line")
    elif damage == "twice":
        lines.insert(h + 20, "Mean TTFT (ms):                          91.00")
    else:
        lines[h + 6] = lines[h + 6].split(":")[0] + ":   many"
    bad = tmp_path / "bad.md"
    bad.write_text("\n".join(lines) + "\n")
    out = tmp_path / "w"
    r = fak("witness", "import", "vllm-bench-text", bad, "--out", out)
    assert r.exit_code != 0 and words in r.output and "bad.md" in r.output, r.output
    assert not out.exists()
    assert len([x for x in r.output.splitlines() if x.strip()]) <= 2  # one line (and a hint at most)


def test_no_block_is_refused(tmp_path):
    f = tmp_path / "notes.md"
    f.write_text("Request throughput (req/s): 3.0\n")
    r = fak("witness", "import", "vllm-bench-text", f, "--out", tmp_path / "w")
    assert r.exit_code != 0 and "no printed 'Serving Benchmark Result' block" in r.output
    assert not (tmp_path / "w").exists()


# --- end to end: two blocks as two arms, a true statement and its twisted twins ---------------------

SCOPE = "SGLang bench_serving, with and without kvcached, request rate 32"
TRUE = [
    "The base32 arm had a mean TTFT of 2187.97 ms.",
    "The base32 arm completed 1920 requests 2.99x faster than the kv32 arm.",
    "The base32 arm had a lower mean TTFT than the kv32 arm.",
    "The base32 arm had a median end-to-end latency of 18354.78 ms.",
    "The base32 arm had a p99 ITL of 1253.05 ms.",
]
TWINS = [
    "The base32 arm had a mean TTFT of 3281.96 ms.",                                  # x1.5
    "The base32 arm had a mean TTFT of 1093.99 ms.",                                  # x0.5
    "The base32 arm completed 1920 requests 4.48x faster than the kv32 arm.",         # x1.5
    "The base32 arm completed 1920 requests 1.49x faster than the kv32 arm.",         # x0.5
    "The kv32 arm completed 1920 requests 2.99x faster than the base32 arm.",         # arms swapped
    "The base32 arm had a higher mean TTFT than the kv32 arm.",                       # direction flipped
    "The kv32 arm had a lower mean TTFT than the base32 arm.",                        # arms swapped
    "It is not true that the base32 arm had a lower mean TTFT than the kv32 arm.",    # negation
    "It is not true that the base32 arm had a mean TTFT of 2187.97 ms.",              # negation
    "On an H100 the base32 arm had a mean TTFT of 2187.97 ms.",                       # a GPU the file never names
    "The base32 arm had a mean TTFT of 2187.97 ms on vLLM.",                          # an engine the file never names
    "With Llama-3-70B, the base32 arm had a mean TTFT of 2187.97 ms.",                # a model the file never names
    "At a request rate of 16 req/s, the base32 arm had a mean TTFT of 2187.97 ms.",   # a rate base32 never ran at
    "The base32 arm had a median end-to-end latency of 27532.17 ms.",                 # x1.5
    "The base32 arm had a p99 ITL of 1879.58 ms.",                                    # x1.5
    "The base32 arm had a p95 TTFT of 2187.97 ms.",                                   # a percentile not printed
]


def _check(statement: str, w: Path) -> int:
    r = fak("claim-check", "--statement", statement, "--baseline", "real", "--baseline-desc",
            "the same benchmark without kvcached", "--net", "--scope", SCOPE, "--provenance", "OBSERVED",
            "--witness", w)
    return r.exit_code


@pytest.mark.parametrize("statement", TRUE)
def test_true_statements_about_two_printed_blocks_are_net_true(kv, statement):
    assert _check(statement, kv) == 0


@pytest.mark.parametrize("statement", TWINS)
def test_twisted_statements_are_never_net_true(kv, statement):
    assert _check(statement, kv) != 0


# --- the parser: order and padding do not matter; a cut block is refused ----------------------------


def _one_block() -> str:
    text = KV.read_text()
    h, end = _block_lines(text, 1)
    return "\n".join(text.splitlines()[h:end + 1]) + "\n"


BLOCK = _one_block()
EXPECTED = bench_text.parse_blocks(BLOCK.encode(), source="b")[0][1]


@settings(max_examples=examples(100), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), pad=st.integers(0, 6), trail=st.integers(0, 6))
def test_reordered_and_repadded_lines_parse_the_same(seed, pad, trail):
    lines = BLOCK.splitlines()
    head, body, close = lines[0], lines[1:-1], lines[-1]
    body = [x for x in body if ":" in x]  # the section rules are decoration: their place does not matter
    rnd = random.Random(seed)
    rnd.shuffle(body)
    redone = []
    for x in body:
        label, _, value = x.partition(":")
        redone.append(" " * rnd.randint(0, pad) + label.strip() + " " * rnd.randint(0, pad) + ":" +
                      " " * rnd.randint(1, pad + 1) + value.strip() + " " * rnd.randint(0, trail))
    text = "\n".join([head + " " * trail, *redone, close + " " * trail]) + "\n"
    assert bench_text.parse_blocks(text.encode(), source="b")[0][1] == EXPECTED


@settings(max_examples=examples(100), deadline=None)
@given(cut=st.integers(1, BLOCK.count("\n") - 1), tail=st.sampled_from(["", "\nsome prose after it\n"]))
def test_a_truncated_block_is_refused(cut, tail):
    text = "\n".join(BLOCK.splitlines()[:cut]) + tail
    with pytest.raises(InputError, match="truncated"):
        bench_text.parse_blocks(text.encode(), source="cut.md")


@settings(max_examples=examples(50), deadline=None)
@given(k=st.integers(2, 5))
def test_appended_blocks_are_never_merged(k):
    text = ("some log line\n" + BLOCK) * k
    assert len(bench_text.parse_blocks(text.encode(), source="log")) == k


def test_settings_printed_before_the_block_belong_to_it(tmp_path):
    """vLLM prints 'Traffic request rate' and 'Maximum request concurrency' before its progress bar:
    a log of two runs (the vLLM README's block twice, preceded by these lines, as a console shows
    them) gives each block its own settings; a line before a block that contradicts the block is
    refused."""
    text = VLLM.read_text()
    block = text[text.index("====="):text.rindex("=====") + 5] + "\n"
    log = (f"Traffic request rate: inf\nMaximum request concurrency: 4\n{block}"
           f"Traffic request rate: 8.0\nMaximum request concurrency: 16\n{block}")
    (tmp_path / "sweep.log").write_text(log)
    out = tmp_path / "w"
    r = fak("witness", "import", tmp_path / "sweep.log", "--out", out, "--arm", "c4", "--arm", "c16")
    assert r.exit_code == 0, r.output
    w = witness(out)
    assert w["arms"]["c4"]["settings"] == {"concurrency": 4, "request_rate": "inf"} and w["arms"]["c4"]["workers"] == 4
    assert w["arms"]["c16"]["settings"] == {"concurrency": 16, "request_rate": 8.0}
    bad = block.replace("Successful requests:", "Maximum request concurrency:              8\nSuccessful requests:")
    (tmp_path / "bad.log").write_text(f"Maximum request concurrency: 4\n{bad}")
    r = fak("witness", "import", tmp_path / "bad.log", "--out", tmp_path / "x")
    assert r.exit_code != 0 and "bad.log" in r.output and "Maximum request concurrency" in r.output, r.output
    assert not (tmp_path / "x").exists()
