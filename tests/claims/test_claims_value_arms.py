"""Arms named by a declared setting's value alone, and the casual voice around them (issue 16; productions arm_by_value
-- claimcheck/claims/value_arms.py -- casual_filler -- claimcheck/claims/casual.py -- paren_amount_ambiguous and the
memory cause of one_flag_cause -- claimcheck/claims/flag_arms.py).

"800 ms at 0.6 vs 200 ms at 0.9", "4x lower TTFT at 0.9 than at 0.6", "throughput +60% going 0.6 -> 0.9", "bumped
it from 0.6 to 0.9", "the 8192 run", "with mem util 0.9", "2048 batched tokens": a bare number names the one arm that
declares it (for a setting every arm declares) after an arm's marker, and never where another arm declares the same
number, where no arm declares it, where a unit follows it or where a level verb comes before "at" ("sits at 8").
Each true statement is read completely and net-true; each twin (values swapped, a value no arm declares, a value two
arms share, a direction flipped, x1.5 / x0.5, a negation) is never net-true; the honest rows are never false.

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows: the wall is n / thr, every
request of an arm has the same TTFT and e2e = TTFT + TPOT x (tokens - 1)):

* ``mem`` -- m09 (gpu_memory_utilization 0.9, treatment): 6 req/s, TTFT 150 ms, TPOT 25 ms, 20 output tokens;
  m06 (0.6, baseline): 4 req/s, TTFT 450 ms, TPOT 20 ms. m09 vs m06: request throughput 1.5x (+50%), output
  throughput 6 x 20 = 120 vs 4 x 20 = 80 tok/s; TTFT 3x lower (-300 ms, -66.7%); TPOT +25% (+5 ms); e2e 0.15 +
  0.025 x 19 = 0.625 s vs 0.45 + 0.02 x 19 = 0.83 s: -24.7%, -205 ms.
* ``rate`` -- r8 (request_rate 8): 6 req/s, TTFT 500 ms; r2 (request_rate 2, baseline): 1.9 req/s, TTFT 100 ms.
  TTFT at 8 is 5x (+400 ms) that at 2; "8 req/s" after "at" is the setting (vocabulary.setting_phrases), never the
  measured throughput.
* ``mbt`` -- b8192 (max_num_batched_tokens 8192, block_size 16): 4 req/s, TTFT 300 ms; b2048 (2048, block_size 16,
  baseline): 2 req/s, TTFT 600 ms. Request throughput 2x going 2048 -> 8192, TTFT halves. 16 is a value both arms
  share: it names no arm.
* ``seqs`` -- three arms, max_num_seqs 256 / 128 / 64 (64 the baseline): 6 / 4 / 2 req/s, TTFT 400 / 300 / 200 ms.
* ``shared`` -- t07 (temperature 0.7, gpu_memory_utilization 0.9): 3 req/s; t00 (temperature 0.0, 0.9, baseline):
  3.3 req/s (+10%). 0.9 is declared by both arms: it names neither.
* ``big`` -- g09 (gpu_memory_utilization 0.9): 10 req/s, 200 output and 100 prompt tokens, 100 requests: 2000 output
  tok/s, 3000 total tok/s; g06 (0.6, baseline): 5 req/s: 1000 output tok/s, 1500 total tok/s.
* ``crossed`` -- x (block_size 16, max_num_seqs 32): TTFT 200 ms; y (block_size 32, max_num_seqs 16, baseline): TTFT
  400 ms. Each of 16 and 32 is declared by both arms (under different keys): neither names an arm.
"""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

from claimcheck.claims import value_arms  # noqa: E402
from claimcheck.claims.casual import casual  # noqa: E402
from claimcheck.claims.statement import tokenize  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "mem": [A("m09", thr=6, ttft=0.15, tpot=0.025, tok=20, settings={"gpu_memory_utilization": 0.9}, role="treatment"),
            A("m06", thr=4, ttft=0.45, tpot=0.02, tok=20, settings={"gpu_memory_utilization": 0.6}, role="baseline")],
    "rate": [A("r8", thr=6, ttft=0.5, tok=100, settings={"request_rate": 8}, role="treatment"),
             A("r2", thr=1.9, ttft=0.1, tok=100, settings={"request_rate": 2}, role="baseline")],
    "mbt": [A("b8192", thr=4, ttft=0.3, tok=100, settings={"max_num_batched_tokens": 8192, "block_size": 16},
              role="treatment"),
            A("b2048", thr=2, ttft=0.6, tok=100, settings={"max_num_batched_tokens": 2048, "block_size": 16},
              role="baseline")],
    "seqs": [A("s256", thr=6, ttft=0.4, tok=100, settings={"max_num_seqs": 256}, role="treatment"),
             A("s128", thr=4, ttft=0.3, tok=100, settings={"max_num_seqs": 128}, role="treatment"),
             A("s64", thr=2, ttft=0.2, tok=100, settings={"max_num_seqs": 64}, role="baseline")],
    "shared": [A("t07", thr=3, ttft=0.2, tok=100, settings={"temperature": 0.7, "gpu_memory_utilization": 0.9},
                 role="treatment"),
               A("t00", thr=3.3, ttft=0.2, tok=100, settings={"temperature": 0.0, "gpu_memory_utilization": 0.9},
                 role="baseline")],
    "big": [A("g09", thr=10, ttft=0.1, tok=200, prompt=100, n=100, settings={"gpu_memory_utilization": 0.9},
              role="treatment"),
            A("g06", thr=5, ttft=0.4, tok=200, prompt=100, n=100, settings={"gpu_memory_utilization": 0.6},
              role="baseline")],
    "crossed": [A("x", thr=2, ttft=0.2, tok=100, settings={"block_size": 16, "max_num_seqs": 32}, role="treatment"),
                A("y", thr=2, ttft=0.4, tok=100, settings={"block_size": 32, "max_num_seqs": 16}, role="baseline")],
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("value_arms")
    return {name: str(seal(root / name, *witness_for(Spec(name, arms, key="", engine="vLLM"))))
            for name, arms in SPECS.items()}


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE.replace("10 requests", "100 requests") if name == "big" else SCOPE)


# (witness, true statement, twins)
FRAMES = [
    ("mem", "TTFT was 450 ms at 0.6 vs 150 ms at 0.9.", [
        "TTFT was 450 ms at 0.9 vs 150 ms at 0.6.",            # values swapped
        "TTFT was 450 ms at 0.6 vs 150 ms at 0.8.",            # a value no arm declares
        "TTFT was 675 ms at 0.6 vs 150 ms at 0.9.",            # x1.5
        "TTFT was 450 ms at 0.6 vs 75 ms at 0.9.",             # x0.5
        NEG + "TTFT was 450 ms at 0.6 vs 150 ms at 0.9.",
        "TTFT was 450 ms at 0.6 vs 150 ms at 0.9 on an A100.",
    ]),
    ("mem", "TTFT is 3x lower at 0.9 than at 0.6.", [
        "TTFT is 3x lower at 0.6 than at 0.9.",
        "TTFT is 3x higher at 0.9 than at 0.6.",
        "TTFT is 4.5x lower at 0.9 than at 0.6.",
        "TTFT is 1.5x lower at 0.9 than at 0.6.",
        "TTFT is 3x lower at 0.95 than at 0.6.",
        "TTFT is 3x lower at 0.9 than at 0.5.",
        NEG + "TTFT is 3x lower at 0.9 than at 0.6.",
        "TTFT is 3x lower at 0.9 than at 0.6 with Qwen2.5-3B.",
    ]),
    ("mem", "at 0.9 ttft is 300ms lower than at 0.6", [
        "at 0.6 ttft is 300ms lower than at 0.9",
        "at 0.9 ttft is 450ms lower than at 0.6",
        "at 0.9 ttft is 150ms lower than at 0.6",
        "at 0.9 ttft is 300ms higher than at 0.6",
    ]),
    ("mem", "so like 1.5x request throughput at 0.9 vs 0.6 lol", [
        "so like 2.25x request throughput at 0.9 vs 0.6 lol",
        "so like 1.5x request throughput at 0.6 vs 0.9 lol",
        "so like 1.5x request throughput at 0.9 vs 0.7 lol",
        NEG + "1.5x request throughput at 0.9 vs 0.6",
    ]),
    ("mem", "request throughput +50% going 0.6 -> 0.9", [
        "request throughput +50% going 0.9 -> 0.6",
        "request throughput -50% going 0.6 -> 0.9",
        "request throughput +75% going 0.6 -> 0.9",
        "request throughput +25% going 0.6 -> 0.9",
        "request throughput +50% going 0.6 -> 0.95",
        NEG + "request throughput +50% going 0.6 -> 0.9",
    ]),
    ("mem", "tpot got worse tho going 0.6 → 0.9, 20ms → 25ms", [
        "tpot got better tho going 0.6 → 0.9, 20ms → 25ms",
        "tpot got worse tho going 0.9 → 0.6, 20ms → 25ms",
        "tpot got worse tho going 0.6 → 0.9, 20ms → 37.5ms",
        "tpot got worse tho going 0.6 → 0.9, 25ms → 20ms",
    ]),
    ("mem", "tpot went up ~25% at 0.9 compared to 0.6, not a big deal imo", [
        "tpot went down ~25% at 0.9 compared to 0.6, not a big deal imo",
        "tpot went up ~25% at 0.6 compared to 0.9, not a big deal imo",
        "tpot went up ~50% at 0.9 compared to 0.6, not a big deal imo",
        "tpot went up ~25% at 0.9 compared to 0.6, not",                 # a bare "not" is no tail
        "tpot did not go up ~25% at 0.9 compared to 0.6, not a big deal imo",
    ]),
    ("mem", "bumped gpu_memory_utilization from 0.6 to 0.9 and request throughput went from 4 to 6 req/s", [
        "bumped gpu_memory_utilization from 0.9 to 0.6 and request throughput went from 4 to 6 req/s",
        "lowered gpu_memory_utilization from 0.6 to 0.9 and request throughput went from 4 to 6 req/s",
        "bumped gpu_memory_utilization from 0.6 to 0.9 and request throughput went from 4 to 9 req/s",
        "bumped gpu_memory_utilization from 0.6 to 0.95 and request throughput went from 4 to 6 req/s",
    ]),
    ("mem", "raised it from 0.6 to 0.9, TTFT dropped from 450 ms to 150 ms", [
        "raised it from 0.9 to 0.6, TTFT dropped from 450 ms to 150 ms",
        "raised it from 0.6 to 0.9, TTFT dropped from 450 ms to 300 ms",
    ]),
    ("mem", "with mem util 0.9, output throughput was 120 tok/s", [
        "with mem util 0.6, output throughput was 120 tok/s",
        "with mem util 0.9, output throughput was 180 tok/s",
        "with mem util 0.8, output throughput was 120 tok/s",
    ]),
    ("mem", "0.6: 4 req/s, 450 ms TTFT; 0.9: 6 req/s, 150 ms TTFT", [
        "0.9: 4 req/s, 450 ms TTFT; 0.6: 6 req/s, 150 ms TTFT",
        "0.6: 4 req/s, 450 ms TTFT; 0.8: 6 req/s, 150 ms TTFT",
        "0.6: 4 req/s, 450 ms TTFT; 0.9: 9 req/s, 150 ms TTFT",
    ]),
    ("mem", "request throughput: 4 req/s (0.6) vs 6 req/s (0.9)", [
        "request throughput: 6 req/s (0.6) vs 4 req/s (0.9)",
        "request throughput: 4 req/s (0.6) vs 6 req/s (0.7)",
    ]),
    ("mem", "TTFT fell from 450 ms at 0.6 to 150 ms at 0.9", [
        "TTFT fell from 450 ms at 0.9 to 150 ms at 0.6",
        "TTFT fell from 450 ms at 0.6 to 300 ms at 0.9",
    ]),
    ("mem", "TTFT was 450 ms at 60% mem util vs 150 ms at 90% mem util", [
        "TTFT was 450 ms at 90% mem util vs 150 ms at 60% mem util",
        "TTFT was 450 ms at 60% mem util vs 150 ms at 80% mem util",
        "TTFT was 450 ms at 60% mem util vs 300 ms at 90% mem util",
    ]),
    ("mem", "with 90% of GPU memory TTFT is 3x lower than with 60% of GPU memory", [
        "with 60% of GPU memory TTFT is 3x lower than with 90% of GPU memory",
        "with 90% of GPU memory TTFT is 3x lower than with 60%",                   # a bare percent: a value?
    ]),
    ("big", "total tok/s incl prompt was 1.5k at 0.6 and 3k at 0.9", [
        "total tok/s incl prompt was 3k at 0.6 and 1.5k at 0.9",
        "total tok/s incl prompt was 1.5k at 0.6 and 4.5k at 0.9",
        "total tok/s incl prompt was 1.5k at 0.6 and 3k at 0.8",
    ]),
    ("big", "output tok/s: 1k at 0.6, 2k at 0.9", [
        "output tok/s: 2k at 0.6, 1k at 0.9",
        "output tok/s: 1k at 0.6, 3k at 0.9",
    ]),
    ("mem", "1.5x request throughput at 0.9 vs 0.6, just from giving vllm more vram", [
        "1.5x request throughput at 0.6 vs 0.9, just from giving vllm more vram",
        "2.25x request throughput at 0.9 vs 0.6, just from giving vllm more vram",
    ]),
    ("mem", "the 0.9 run had 3x lower TTFT than the 0.6 run", [
        "the 0.6 run had 3x lower TTFT than the 0.9 run",
        "the 0.9 run had 3x higher TTFT than the 0.6 run",
    ]),
    ("rate", "TTFT is 5x higher at 8 than at 2.", [
        "TTFT is 5x higher at 2 than at 8.",
        "TTFT is 5x higher at 6 than at 2.",                    # 6 is the measured rate, no arm's setting
        "TTFT is 7.5x higher at 8 than at 2.",
        "TTFT is 5x lower at 8 than at 2.",
        NEG + "TTFT is 5x higher at 8 than at 2.",
    ]),
    ("rate", "throughput was 6 req/s at 8 and 1.9 req/s at 2", [
        "throughput was 6 req/s at 2 and 1.9 req/s at 8",
        "throughput was 9 req/s at 8 and 1.9 req/s at 2",
    ]),
    ("rate", "at a request rate of 8 req/s, TTFT is 500 ms", [
        "at a request rate of 2 req/s, TTFT is 500 ms",
        "at 8 req/s, TTFT is 100 ms",
        "at a request rate of 8 req/s, TTFT is 750 ms",
    ]),
    ("rate", "going from 2 to 8 raised TTFT from 100 ms to 500 ms", [
        "going from 8 to 2 raised TTFT from 100 ms to 500 ms",
        "going from 2 to 8 raised TTFT from 100 ms to 750 ms",
        "going from 2 to 4 raised TTFT from 100 ms to 500 ms",
    ]),
    ("mbt", "TTFT is 2x lower with 8192 batched tokens than with 2048 batched tokens", [
        "TTFT is 2x lower with 2048 batched tokens than with 8192 batched tokens",
        "TTFT is 2x lower with 4096 batched tokens than with 2048 batched tokens",
    ]),
    ("mbt", "max_num_batched_tokens 2048 -> 8192 doubled request throughput", [
        "max_num_batched_tokens 8192 -> 2048 doubled request throughput",
        "max_num_batched_tokens 2048 -> 8192 tripled request throughput",
        "max_num_batched_tokens 2048 -> 4096 doubled request throughput",
    ]),
    ("mbt", "request throughput doubles going from 2048 to 8192", [
        "request throughput doubles going from 8192 to 2048",
        "request throughput halves going from 2048 to 8192",
        "request throughput doubles going from 16 to 8192",      # a value both arms share
    ]),
    ("mbt", "TTFT is 300 ms at 8192 vs 600 ms at 2048", [
        "TTFT is 300 ms at 2048 vs 600 ms at 8192",
        "TTFT is 300 ms at 16 vs 600 ms at 2048",
    ]),
    ("seqs", "request throughput is 3x higher at 256 than at 64", [
        "request throughput is 3x higher at 64 than at 256",
        "request throughput is 3x higher at 256 than at 32",
        "request throughput is 1.5x higher at 256 than at 64",
    ]),
    ("seqs", "going 128 -> 256 gave 1.5x request throughput", [
        "going 256 -> 128 gave 1.5x request throughput",
        "going 128 -> 256 gave 2.25x request throughput",
        "going 64 -> 256 gave 1.5x request throughput",
    ]),
    ("seqs", "request throughput: 2 req/s at 64, 4 req/s at 128, 6 req/s at 256", [
        "request throughput: 2 req/s at 256, 4 req/s at 128, 6 req/s at 64",
        "request throughput: 2 req/s at 64, 4 req/s at 128, 9 req/s at 256",
    ]),
    # the setting as the subject of a passive move is the reader's own transition (grammar.m_transition), never a
    # past setting verb's "from ARM to ARM" (value_arms._setter_before): it read before value_arms and still does
    ("rate", "Mean TTFT goes from 100 ms to 500 ms when the request rate is raised from 2 to 8.", [
        "Mean TTFT goes from 100 ms to 500 ms when the request rate is raised from 8 to 2.",
        "Mean TTFT goes from 500 ms to 100 ms when the request rate is raised from 2 to 8.",
        "Mean TTFT goes from 100 ms to 750 ms when the request rate is raised from 2 to 8.",
    ]),
    ("rate", "The request rate was raised from 2 to 8 and mean TTFT went from 100 ms to 500 ms.", [
        "The request rate was raised from 8 to 2 and mean TTFT went from 100 ms to 500 ms.",
        "The request rate was raised from 2 to 8 and mean TTFT went from 100 ms to 250 ms.",
    ]),
    ("shared", "request throughput is 10% higher at temperature 0 than at temperature 0.7", [
        "request throughput is 10% higher at 0.9 than at 0.7",     # 0.9: both arms
        "request throughput is 10% higher at temperature 0.7 than at temperature 0",
    ]),
]

IDS = [f"{n}:{t[:50]}" for n, t, _ in FRAMES]


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=IDS)
def test_true_statement_is_read_completely_and_net_true(wit, name, true, twins):
    res = grade_in(wit, name, true)
    assert res.reading is not None and not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", (res.reason, [(q.outcome, q.text, q.detail) for q in res.quantities])


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=IDS)
def test_twisted_twins_are_never_net_true(wit, name, true, twins):
    for twin in twins:
        assert grade_in(wit, name, twin).verdict != "net-true", twin


@pytest.mark.parametrize("name,statement", [
    ("mem", "TTFT is 3x lower at 0.6 than at 0.9."),
    ("mem", "request throughput +50% going 0.9 -> 0.6"),
    ("rate", "TTFT is 5x higher at 2 than at 8."),
    ("rate", "at 8 req/s, TTFT is 100 ms"),
    ("mbt", "TTFT is 300 ms at 2048 vs 600 ms at 8192"),
    ("seqs", "going 256 -> 128 gave 1.5x request throughput"),
])
def test_a_contradicted_reading_is_false(wit, name, statement):
    """Values swapped or a direction flipped, read completely: contradicted by the rows (hand values above)."""
    assert grade_in(wit, name, statement).verdict == "false", statement


@pytest.mark.parametrize("name,statement", [
    ("crossed", "TTFT is 2x lower at 16 than at 32"),            # each value is both arms'
    ("crossed", "TTFT is 2x lower at 32 than at 16"),
    ("shared", "request throughput is 10% higher at 0.9"),
    ("mem", "TTFT sits at 0.9 with the m09 arm"),              # a level, not an arm
    ("mbt", "TTFT is 300 ms at 16"),
    ("mem", "0.6: 4 req/s"),                                   # one label alone: a list number? not read
    ("mem", "TTFT 450 ms (0.6)"),
    ("mem", "TTFT going 0.6 -> 0.9"),                          # a metric's own change: no arms
])
def test_a_value_that_names_no_one_arm_is_never_read_as_one(wit, name, statement):
    assert grade_in(wit, name, statement).verdict == "not-yet", statement


@pytest.mark.parametrize("name,statement", [
    ("mem", "haven't tried 0.95 yet, might oom if anything else is on the card"),
    ("mem", "e2e latency is ~25% lower at 0.9 (~205 ms) than at 0.6"),   # (~205 ms): the value or the difference?
    ("mem", "e2e latency is ~25% lower with the m09 arm (~205 ms) than with the m06 arm"),
    ("mem", "TTFT at 0.9 was 150 ms but ymmv"),
    ("mem", "just one run each btw"),
    ("mbt", "block size was 16 on both"),
    ("rate", "throughput was 8 req/s at 8"),                  # "8 req/s" is the setting's own phrase: not graded
    ("crossed", "TTFT is 200 ms at 16 and 400 ms at 32"),
])
def test_honest_or_unclear_rows_are_never_false(wit, name, statement):
    assert grade_in(wit, name, statement).verdict != "false", statement


def test_casual_tags_are_inert_and_like_reads_about():
    toks, gone = casual(tokenize("so like 1.5x throughput at 0.9 tbh, not a big deal imo"))
    # "so" opening the sentence is the conclusion_opener's (openers.py), one rule for it: the token pass keeps it
    assert [t.low or t.text for t in toks] == ["so", "about", "1.5", "x", "throughput", "at", "0.9"]
    assert len(gone) == 7  # tbh, ",", not, a, big, deal, imo
    toks, gone = casual(tokenize("TTFT is not lower at 0.9, not really"))
    assert "not" in [t.low for t in toks] and not gone   # a "not" that is no fixed tail stays


_TABLE = value_arms.value_table({"a": {"gpu_memory_utilization": 0.9}, "b": {"gpu_memory_utilization": 0.6}},
                                ["a", "b"])


def _armed(text: str) -> list[str]:
    toks, _ = value_arms.value_arms(text, tokenize(text), _TABLE, {})
    return [t.text for t in toks if t.kind == "arm"]


@settings(max_examples=60, deadline=None)
@given(x=st.decimals(min_value=Decimal("0.01"), max_value=Decimal("0.99"), places=2),
       unit=st.sampled_from(["ms", "s", "x", "%", "tok/s", "req/s", "GB", "more", "requests", ""]))
def test_only_a_declared_value_without_a_unit_is_an_arm(x, unit):
    """A bare number after "at" names an arm only where it is 0.9 or 0.6 (each declared by one arm) and no unit follows
    it; any other number, or one with a unit, stays a number."""
    got = _armed(f"TTFT is lower at {x} {unit} than before")
    declared = x.normalize() in (Decimal("0.9"), Decimal("0.6"))
    assert bool(got) == (declared and unit in ("",)), (x, unit, got)


def test_key_phrases_name_the_arm_by_a_short_key():
    ph = value_arms.key_phrases({"a": {"max_num_batched_tokens": 8192}, "b": {"max_num_batched_tokens": 2048}},
                                ["a", "b"])
    assert ph["8192 batched tokens"] == {"a"} and ph["batched tokens 2048"] == {"b"}
    assert not any(p.split()[0] in ("tokens", "toks") and len(p.split()) == 2 for p in ph)  # never one generic word
    mem = value_arms.key_phrases({"a": {"gpu_memory_utilization": 0.9}, "b": {"gpu_memory_utilization": 0.6}},
                                 ["a", "b"])
    assert mem["mem util 0.9"] == {"a"} and "util 0.9" not in mem and "gpu util 0.9" not in mem
