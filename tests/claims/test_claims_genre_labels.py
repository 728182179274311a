"""Genre labels, greetings and bullets that carry no claim (production genre_label, greeting_line --
claimcheck/claims/grammar.lark; vocabulary.PROSE_LABELS, GENRE_LABELS_WITH_TOPIC, PROSE_EMOJI, GREETING_WORDS): a bug
report's "Net:", "Repro:", "Actual result:", a standup's "Yesterday:" / "Today:", a recap's "Quick update:", a chat
follow-up's "quick follow-up from Tuesday's call:", an email's "Hi Dana," and "Cheers, Dana", a chat's "@dana", a
video's "Hey guys, welcome back to the channel!", a social post's "📊" / "⏱️" bullet, a closing "Let me know if you
want the raw numbers." (production sign_off). Before, each left the label unread (not-yet) however completely the
clause after it was read.

A label is inert only where it holds no number, arm, identifier, metric, direction or negation; a label that makes what
follows not a measurement ("Expected:", "Tomorrow:", "Goal:") stays unread, and so does a label's topic naming anything
the reader knows ("Quick follow-up from the A100 run:").

Witness ``fp8``, worked out by hand (vLLM, Llama-3.1-8B-Instruct on one H100, 80 requests per arm of 256 output
tokens; every request of an arm alike): bf16 (baseline) TTFT 300 ms, TPOT 12 ms, 779 output tok/s; fp8 TTFT 200 ms,
TPOT 7.2 ms, 1,111 output tok/s (1111 / 779 = 1.426x, +42.6%). ``fp8_fail``: the same, but fp8's task t003 failed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

BF16 = A("bf16", "BF16", role="baseline", toks=779, ttft=0.3, tpot=0.012, tok=256, n=80,
         settings={"quantization": "bf16"})
FP8 = A("fp8", "FP8", role="treatment", toks=1111, ttft=0.2, tpot=0.0072, tok=256, n=80,
        settings={"quantization": "fp8"})
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 80 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("genre_labels")
    out = {}
    for name in ("fp8", "fp8_fail"):
        w, files = witness_for(Spec(name, [BF16, FP8], key=""))
        if name == "fp8_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "fp8" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, s: str, name: str = "fp8"):
    return grade_statement(s, wit[name], SCOPE)


#: (a true body, its twins: x1.5, x0.5, flipped, swapped, negated, another statistic / metric)
BODIES = [
    ("FP8 delivered 1,111 output tok/s against 779 tok/s for BF16.", [
        "FP8 delivered 1,667 output tok/s against 779 tok/s for BF16.",
        "FP8 delivered 556 output tok/s against 779 tok/s for BF16.",
        "BF16 delivered 1,111 output tok/s against 779 tok/s for FP8.",
        "FP8 did not deliver 1,111 output tok/s against 779 tok/s for BF16.",
        "FP8 delivered 1,111 req/s against 779 req/s for BF16."]),
    ("FP8 cut mean TPOT from 12 ms to 7.2 ms.", [
        "FP8 cut mean TPOT from 12 ms to 10.8 ms.", "FP8 cut mean TPOT from 12 ms to 3.6 ms.",
        "FP8 raised mean TPOT from 12 ms to 7.2 ms.", "BF16 cut mean TPOT from 12 ms to 7.2 ms.",
        "FP8 did not cut mean TPOT from 12 ms to 7.2 ms.", "FP8 cut mean TTFT from 12 ms to 7.2 ms."]),
    ("Mean time to first token fell from 300 ms to about 200 ms with FP8.", [
        "Mean time to first token fell from 450 ms to about 300 ms with FP8.",
        "Mean time to first token fell from 300 ms to about 100 ms with FP8.",
        "Mean time to first token rose from 300 ms to about 200 ms with FP8.",
        "Mean time to first token fell from 300 ms to about 200 ms with BF16.",
        "Mean time to first token never fell from 300 ms to about 200 ms with FP8."]),
    ("FP8 is roughly 1.4x faster than BF16 in output throughput.", [
        "FP8 is roughly 2.1x faster than BF16 in output throughput.",
        "FP8 is roughly 0.7x faster than BF16 in output throughput.",
        "FP8 is roughly 1.4x slower than BF16 in output throughput.",
        "BF16 is roughly 1.4x faster than FP8 in output throughput.",
        "FP8 is not roughly 1.4x faster than BF16 in output throughput."]),
    ("TTFT p99: 200 ms (FP8) vs 300 ms (BF16).", [
        "TTFT p99: 300 ms (FP8) vs 450 ms (BF16).", "TTFT p99: 100 ms (FP8) vs 150 ms (BF16).",
        "TTFT p99: 300 ms (FP8) vs 200 ms (BF16).", "TPOT p99: 200 ms (FP8) vs 300 ms (BF16)."]),
    ("Output throughput is up about 43% with FP8 over BF16.", [
        "Output throughput is up about 64% with FP8 over BF16.",
        "Output throughput is up about 21% with FP8 over BF16.",
        "Output throughput is down about 43% with FP8 over BF16.",
        "Output throughput is up about 43% with BF16 over FP8.",
        "Output throughput is not up about 43% with FP8 over BF16."]),
]

#: labels, greetings and bullets that carry no claim
LABELS = [
    "Net:", "Net result:", "Repro:", "Actual result:", "Actual:", "Observed:", "Yesterday:", "Today:", "Status:",
    "Status update:", "Quick update:", "Recap:", "Done:", "Environment:",
    "Quick follow-up from Tuesday's call:", "Follow-up from the sync:", "Update from this morning:",
    "Recap of Tuesday's standup:", "\U0001F4CA", "\u23F1\uFE0F", "\U0001F9EA", "\U0001F449", "\U0001F4CC",
    "Hi Dana,", "Hey team -", "Hello all,", "Hi Dana, quick follow-up from Tuesday's call:", "Good morning folks,",
    "Hey, quick update:", "Hi Dana Lee, recap:", "\U0001F4CA Net:",
    # a chat mention, a greeting's welcome sentence, a thread's label (production greeting_line, genre_label)
    "@dana", "@dana:", "Hey @dana,", "Hey guys, welcome back to the channel!", "Hi all, hope you're well.", "Thread:",
]
#: sign-offs and closing sentences after the claim (production sign_off)
SIGN_OFFS = ["Cheers, Dana", "Thanks!", "Best, Dana", "Best regards, Dana Lee", "Thanks again.", "Cheers!",
             "Let me know if you want the raw numbers.", "Thoughts?", "Happy to share the raw data.",
             "More in the thread.", "Thanks for watching!", "Let me know what you think!"]

TRUE = [f"{label} {BODIES[(i + j) % len(BODIES)][0]}" for i, label in enumerate(LABELS) for j in (0, 1)]
TWINS = [f"{label} {twin}" for i, label in enumerate(LABELS) for j in (0, 1)
         for twin in BODIES[(i + j) % len(BODIES)][1]]
TRUE += [f"{BODIES[i % len(BODIES)][0]} {so}" for i, so in enumerate(SIGN_OFFS)]
TWINS += [f"{twin} {so}" for i, so in enumerate(SIGN_OFFS) for twin in BODIES[i % len(BODIES)][1]]
#: a label that makes what follows no measurement, a topic naming a fact, a greeting that names an arm, a negated
#: or sized label: never net-true (they stay unread)
LABEL_TWINS = [f"{label} {BODIES[i % len(BODIES)][0]}" for i, label in enumerate([
    "Expected:", "Expected result:", "Tomorrow:", "Goal:", "Target:", "Hypothesis:", "Plan:", "Next:", "TODO:",
    "Quick follow-up from the A100 run:", "Update on the 70B model:", "Recap of the c64 run:",
    "Quick follow-up from the TP=2 sweep:", "Update from 3 runs:", "Update on FP8:", "Hi FP8,", "Hi 4090,",
    "Not an update:", "Net regression:", "Update from last week:", "\U0001F4C8", "\U0001F4C9", "\u26A0\uFE0F",
    "Hi Dana, quick follow-up from the A100 run:", "No update:", "Hi Dana and the BF16 team,", "@fp8", "@bf16:",
    "Hey @h100,", "Thread 2:"])]
#: a sign-off that names an arm, negates, or is a superlative alone: never net-true (unread)
LABEL_TWINS += [f"{BODIES[i % len(BODIES)][0]} {so}" for i, so in enumerate([
    "Cheers, BF16", "Thanks, but not for BF16.", "Best.", "Let me know if you want the raw numbers for BF16.",
    "Thoughts? BF16 was faster.", "Thanks! Not true for p99 though."])]


@pytest.mark.parametrize("s", TRUE)
def test_labelled_true_sentence_reads_completely_and_net_true(wit, s):
    assert_read_net_true(grade(wit, s))


@pytest.mark.parametrize("s", TWINS + LABEL_TWINS)
def test_twins_never_net_true(wit, s):
    assert_never_net_true(grade(wit, s), s)


#: an arm that failed a request: a count said of both arms is never net-true behind a label
FAIL_TWINS = ["Repro: all 80 requests completed on both FP8 and BF16.",
              "Net: all 80 requests completed on both FP8 and BF16.",
              "Hi Dana, all 80 requests completed on both FP8 and BF16.",
              "\U0001F4CA All 80 requests completed on both FP8 and BF16."]


@pytest.mark.parametrize("s", FAIL_TWINS)
def test_failed_arm_never_net_true(wit, s):
    assert_never_net_true(grade(wit, s, "fp8_fail"), s)


def test_counts_read_true_without_a_failure(wit):
    for s in FAIL_TWINS:
        assert_read_net_true(grade(wit, s))


#: honest but unclear: an expectation, a plan, a label topic the reader cannot check -- never false
UNCLEAR = ["Expected: FP8 delivers 2,000 output tok/s against 779 tok/s for BF16.",
           "Tomorrow: FP8 at 2,000 output tok/s.",
           "Goal: mean TPOT under 5 ms with FP8.",
           "Quick follow-up from the A100 run: FP8 cut mean TPOT from 12 ms to 7.2 ms.",
           "Hi Dana, quick follow-up: FP8 might cut mean TPOT further.",
           "Update on last week's build: FP8 cut mean TPOT from 12 ms to 7.2 ms.",
           "Hi FP8, mean TPOT was 7.2 ms.",
           "Hi Dana, writing it up now.",
           "Thanks!", "Cheers, Dana", "FP8 looked faster overall. Cheers, Dana"]


@pytest.mark.parametrize("s", UNCLEAR)
def test_unclear_never_false(wit, s):
    assert_never_false(grade(wit, s), s)
