"""Statements of ray-project/llmperf-leaderboard's README graded against the leaderboard's own raw data (the real
files, tests/fixtures/bench_formats/llmperf-leaderboard/README.md: Llama-2-70B through Groq's and Fireworks' APIs,
150 requests, 5 concurrent), imported as the repository keeps them (``raw_data/summary`` + ``raw_data/individual``).

* The README's numbers, as written, are true or at worst unproven, never false: its "0.51" is Fireworks' p50 TTFT
  0.5166 s truncated (the false bar's rounding rule); its "185" tok/s is LLMPerf's own per-request output throughput,
  which counts the tokens its client received in the stream (149 per 150-token Groq response: 185.05), where the
  rows' token counts give 186.29 (claimcheck/claims/per_user.py ``STREAM_COUNT``: a request rate is contradicted
  only when that count is too).
* A plural's possessive ("Fireworks' TTFT") reads as "Fireworks's" does (claimcheck/claims/statement.py).
Expected values come from the README and the summary files, never from the grader."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from claimcheck.claims.statement import tokenize
from claimcheck.cli import main
from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement

TREE = Path(__file__).resolve().parents[1] / "fixtures" / "bench_formats" / "llmperf-leaderboard" / "raw_data"
SCOPE = ("Llama-2-70B chat through each provider's API, 150 requests, 5 concurrent, 550 input and 150 output tokens; "
         "no hardware conclusion follows")


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    out = tmp_path_factory.mktemp("leaderboard") / "b"
    files = [TREE / k / f"{run}.json" for run in ("fireworks_70b", "groq_70b") for k in ("summary", "individual")]
    r = CliRunner().invoke(main, ["witness", "import", *map(str, files), "--out", str(out),
                                  "--arm", "fireworks", "--arm", "groq"])
    assert r.exit_code == 0, r.output
    return str(out)


#: true of the files (README tables: Groq 70B median TTFT 0.22, mean 0.23, P99 0.35; summaries: p50 0.2219 s,
#: Fireworks 0.5166 s; end-to-end p50 0.8052 s; 150 of 150 completed)
TRUE = ["Groq's TTFT p50 was 0.22 s vs 0.52 s for Fireworks.",
        "Groq's median time to first token was 0.22 seconds.",
        "Groq's mean TTFT was 0.23 s.",
        "Groq's p99 TTFT was 0.35 s.",
        "Groq had a lower median TTFT than Fireworks.",
        "Fireworks' TTFT p50 was 0.52 s.",
        "The fireworks' TTFT p50 was 0.52 s.",
        "Groq completed all 150 requests.",
        "Groq's median end-to-end latency was 0.81 s."]
TWISTS = ["Groq's TTFT p50 was 0.30 s vs 0.52 s for Fireworks.",
          "Fireworks' TTFT p50 was 0.22 s vs 0.52 s for Groq.",
          "Fireworks had a lower median TTFT than Groq.",
          "Fireworks' TTFT p50 was 0.72 s.",
          "Groq's median end-to-end latency was 0.95 s.",
          "Groq completed all 160 requests."]
#: the README's own figures as it prints them, and LLMPerf's per-request rate: never an accusation
README = ["Groq had a median TTFT of 0.22 s versus 0.51 s for Fireworks.",
          "Groq reached a median of 185 tokens/s per user.",
          "Groq: 185 tokens/s per user (median).",
          "Groq's median output tokens throughput was 185 tokens/s, against 40 for Fireworks."]


@pytest.mark.parametrize("statement", TRUE)
def test_true_statements_read_and_hold(board, statement):
    assert_read_net_true(grade_statement(statement, board, SCOPE))


@pytest.mark.parametrize("statement", TWISTS)
def test_twists_never_hold(board, statement):
    assert_never_net_true(grade_statement(statement, board, SCOPE), statement)


@pytest.mark.parametrize("statement", README)
def test_the_readme_s_own_numbers_are_never_false(board, statement):
    assert_never_false(grade_statement(statement, board, SCOPE), statement)


def test_llmperf_s_stream_count_spares_only_its_own_number(board):
    # 185 is LLMPerf's p50 (149 tokens / e2e latency); 150 tok/s per user is no count's: contradicted under every
    # meaning (graded not-yet here only because the value is bound by position, never net-true)
    spared = grade_statement("Groq reached a median of 185 tokens/s per user.", board, SCOPE)
    assert any("inconclusive under median over requests of completion_tokens / (end - start)" in (q.detail or "")
               for q in spared.quantities), [q.detail for q in spared.quantities]
    wrong = grade_statement("Groq reached a median of 150 tokens/s per user.", board, SCOPE)
    assert any("contradicted under every one" in (q.detail or "") for q in wrong.quantities), \
        [q.detail for q in wrong.quantities]


@pytest.mark.parametrize("text, possessive", [("Fireworks' TTFT", True), ("the engines' p99", True),
                                              ("the 'requests' metric", False), ("'tokens' TTFT", False)])
def test_a_plural_s_apostrophe_is_its_possessive(text, possessive):
    toks = tokenize(text)
    assert any(t.low == "'s" for t in toks) is possessive, [(t.text, t.kind, t.low) for t in toks]
