"""The corpus: one row per statement, with the witness it is graded against, the verdict a
careful reviewer expects and why.

Every expected verdict follows from numbers worked out by hand from the rows in
``witnesses.py`` (``witnesses.HAND``), the tolerance rule of docs/claim-check.md and the rules of
issue 10, never from running the grader:

* a number with d decimals keeps [v - h, v + h) with h = min(0.5 * 10^-d, 0.05 * |v|); a hedge
  (about, roughly, nearly, ~) widens h to max(h, 0.10 * |v|); counts are exact;
* ">= v" holds at value >= low, "> v" at value >= high, "<= v" at value < high, "< v" at value < low;
* percentiles are numpy's default (linear), the median is the true median;
* a word that could assert something and is not read makes the verdict not-yet.

The claim fields default to values that answer Q1-Q6 (``--baseline real`` with a description,
``--net``, a scope true of the witness, ``--provenance OBSERVED``, the sealed bundle, realized on),
so that a row tests its statement. ``expect`` is one verdict, or a tuple of the verdicts a
careful reviewer accepts where the grader may either read a word correctly or decline to read
it (never ``net-true`` for a statement the witness does not support); every such row has its
one-line reason in ``SECOND``. A row the grader reads is pinned to its one verdict, so that a
statement that stops being read is noticed.
"""

from __future__ import annotations

from dataclasses import dataclass

from claimcheck.claims import fixtures as fx

from . import witnesses as W

T, F, N, S, I = "net-true", "false", "not-yet", "strawman", "invalid"


@dataclass(frozen=True)
class Row:
    id: str
    category: str
    witness: str
    statement: str
    expect: str | tuple[str, ...]
    why: str
    scope: str | None = None          # None: the witness's default scope (DEFAULT_SCOPE)
    baseline: str = "real"
    baseline_desc: str | None = None  # None: the witness's default description
    net: bool = True
    provenance: str = "OBSERVED"
    realized: bool = True
    gate_reason: str = ""
    names: tuple[str, ...] = ()       # words the result must name as not read

    @property
    def accepted(self) -> tuple[str, ...]:
        return self.expect if isinstance(self.expect, tuple) else (self.expect,)


RECORD_SCOPE_COMPAT = ("2-core shared CPU, SmolLM2-135M Q4_1, 1 llama.cpp thread, 24 jobs x 10 runs; "
                       "includes padding and queue")
RECORD_SCOPE_PREFIX = ("runners.llama_server on 127.0.0.1, SmolLM2-135M Q4_1, 12 tasks per arm; "
                       "cache measured as cached_tokens and /metrics counters")
SCOPE_RUNS = "SmolLM2-135M on one CPU host, 10 tasks per arm, 4 runs per arm"
SCOPE_VLLM = "SmolLM2-135M-Instruct, 32 requests per arm"


def default_scope(witness: str) -> str:
    if witness.startswith("cache-"):
        return W.SCOPE_CACHE
    if witness.startswith("runs-"):
        return SCOPE_RUNS
    if witness == "vllm":
        return SCOPE_VLLM
    return {"cb": W.SCOPE_CB, "s2-observed": fx.S2_SCOPE, "s2-observed-runs": fx.S2_SCOPE,
            "s4e-observed": fx.S4E_SCOPE,
            "observed-compat": RECORD_SCOPE_COMPAT, "observed-prefix": RECORD_SCOPE_PREFIX}.get(witness, W.SCOPE_AB)


def default_baseline_desc(witness: str) -> str:
    return {"s2-observed": fx.S2_BASELINE_DESC, "s2-observed-runs": fx.S2_BASELINE_DESC,
            "s4e-observed": fx.S4E_BASELINE_DESC,
            "observed-compat": "same loaded model, prefix and token steps; one prefix-cloned session per job",
            "observed-prefix": "same model, server, prompt base, task set and output cap"}.get(witness, W.BASELINE_DESC)


ROWS: list[Row] = []


def cat(category: str, rows: list[tuple]) -> None:
    """rows: (id, witness, statement, expect, why[, {field: value}])"""
    for r in rows:
        rid, witness, statement, expect, why, *kw = r
        ROWS.append(Row(id=rid, category=category, witness=witness, statement=statement, expect=expect, why=why,
                        **(kw[0] if kw else {})))


# the true base statement on ab2x: throughput(concurrent) / throughput(sequential) = 2.0 / 1.0 = 2.0
BASE = "The concurrent arm was 2x faster than the sequential arm."
S2_150 = fx.S2_STATEMENT.replace("1.36x", "1.50x")
S4E_TWIST = fx.S4E_STATEMENT.replace("0.539209x", "0.639209x")

# --- seeds, word for word, on OBSERVED witnesses -----------------------------------------------
cat("seed", [
    ("seed-s2-observed", "s2-observed", fx.S2_STATEMENT, T,
     "seed S2 on rows reproducing its table: 104.17/76.34 = 1.36455x; 4 workers; 12 tasks; no cache telemetry"),
    ("seed-s2-observed-4-runs", "s2-observed-runs", fx.S2_STATEMENT, T,
     "seed S2 on 4 runs per arm: 1.36455x pooled, bootstrap interval above 1"),
    ("seed-s2-observed-1.50x", "s2-observed", S2_150, F, "the seed's ratio is 1.36455x, not 1.50x"),
    ("seed-s4e-observed", "s4e-observed", fx.S4E_STATEMENT, T,
     "seed S4e: 3.159/5.858 = 0.539209x, 46.1% slower, 34.7222% padding, 24 jobs in 3 batches"),
    ("seed-s4e-observed-0.639x", "s4e-observed", S4E_TWIST, F, "the seed's ratio is 0.539209x"),
    ("seed-record-observed-compat", "observed-compat",
     "Length-aware batching was 1.549x the tuned sequential rate, with 0% padding.", T,
     "the committed record's statement on its OBSERVED bundle (1.5488x, 0% padding)"),
    ("seed-record-observed-compat-1.649x", "observed-compat",
     "Length-aware batching was 1.649x the tuned sequential rate, with 0% padding.", F, "the bundle gives 1.5488x"),
    ("seed-s4e-on-observed-compat", "observed-compat", fx.S4E_STATEMENT, N,
     "the bundle gives 1.1195x, not 0.539209x, but 'CPU-reference path' and 'real compatibility' are not read on this "
     "witness: a partly read sentence is not an accusation (was false before the false bar)"),
    ("seed-record-observed-prefix", "observed-prefix",
     "The byte-identical shared-prefix arm gained a prefix-cache benefit over the unique-prefix arm.", T,
     "the committed record's statement: 7512 vs 61 reused tokens, TTFT p50 0.0697x"),
    ("seed-record-observed-prefix-reversed", "observed-prefix",
     "The unique-prefix arm gained a prefix-cache benefit over the byte-identical shared-prefix arm.", F,
     "the unique arm reused 61 tokens, the shared arm 7512"),
    ("seed-s2-on-observed-prefix", "observed-prefix", fx.S2_STATEMENT, F,
     "on the OBSERVED prefix-ab bundle the shared/sequential ratio is 1.0114x and reuse was recorded",
     {"scope": RECORD_SCOPE_PREFIX}),
])

# the committed OBSERVED prefix-ab bundle (a real run on this CPU): numbers from its rows.jsonl
# (test_corpus_witnesses recomputes them): throughput shared 12/4.5518 s, sequential 12/4.6035 s,
# unique 12/30.134 s; median TTFT 0.679 / 0.087 / 9.743 s; cached tokens 7512 / 7512 / 61
OBS = "observed-prefix"
cat("seed", [
    ("obs-prefix-shared-vs-seq-1.01x", OBS, "The shared-prefix arm was 1.01x faster than the tuned sequential arm.", T,
     "2.63633 / 2.60672 = 1.0114"),
    ("obs-prefix-shared-vs-seq-1.36x", OBS, "The shared-prefix arm was 1.36x faster than the tuned sequential arm.", F,
     "the seed's 1.36x does not hold on this machine: 1.0114"),
    ("obs-prefix-seq-lower-median-ttft", OBS,
     "The tuned sequential arm had a lower median TTFT than the shared-prefix arm.", T, "0.087 s vs 0.679 s"),
    ("obs-prefix-shared-lower-median-ttft", OBS,
     "The shared-prefix arm had a lower median TTFT than the tuned sequential arm.", F, "0.679 s vs 0.087 s"),
    ("obs-prefix-significantly", OBS, "The shared-prefix arm was significantly faster than the tuned sequential arm.", N,
     "1.0114x in one run: nothing shows significance"),
])
cat("cache", [
    ("obs-prefix-shared-7512", OBS, "The shared-prefix arm reused 7512 cached tokens.", T, "rows: 7512"),
    ("obs-prefix-shared-had-7512", OBS, "The shared-prefix arm had 7512 cached tokens.", T, "rows: 7512"),
    ("obs-prefix-unique-61", OBS, "The unique-prefix arm reused 61 cached tokens.", T, "rows: 61"),
    ("obs-prefix-unique-7512", OBS, "The unique-prefix arm reused 7512 cached tokens.", F, "rows: 61"),
])

# --- negation ------------------------------------------------------------------------------------
cat("negation", [
    ("neg-not-slower", "ab2x", "The concurrent arm was not slower than the sequential arm.", T, "ratio 2.0 >= 1"),
    ("neg-not-faster", "ab2x", "The concurrent arm was not faster than the sequential arm.", F,
     "'not faster' is ratio <= 1; it is 2.0"),
    ("neg-wasnt-faster", "ab2x", "The concurrent arm wasn't faster than the sequential arm.", F, "contracted negation; ratio 2.0"),
    ("neg-it-is-not-true-faster", "ab2x", "It is not true that the concurrent arm was faster than the sequential arm.", F,
     "negates a true direction"),
    ("neg-it-is-not-true-slower", "ab2x", "It is not true that the concurrent arm was slower than the sequential arm.", T,
     "negates a false direction"),
    ("neg-no-speedup-over", "ab2x", "The concurrent arm showed no speedup over the sequential arm.", F,
     "'no speedup over' is ratio <= 1; it is 2.0"),
    ("neg-no-speedup-over-reversed", "ab2x", "The sequential arm showed no speedup over the concurrent arm.", T,
     "throughput(sequential)/throughput(concurrent) = 0.5 <= 1"),
    ("neg-not-2x", "ab2x", "The concurrent arm was not 2x faster than the sequential arm.", F, "it was 2.0x"),
    ("neg-not-3x", "ab2x", "The concurrent arm was not 3x faster than the sequential arm.", T,
     "2.0 is outside [2.85, 3.15) and below 3"),
    ("neg-no-faster", "ab2x", "The concurrent arm was no faster than the sequential arm.", F, "'no faster' is <= 1; 2.0"),
    ("neg-no-slower", "ab2x", "The concurrent arm was no slower than the sequential arm.", T, "2.0 >= 1"),
    ("neg-seq-not-faster", "ab2x", "The sequential arm was not faster than the concurrent arm.", T, "0.5 <= 1"),
    ("neg-did-not-complete-10", "ab2x", "The concurrent arm did not complete 10 tasks.", F, "it completed 10"),
    ("neg-did-not-double", "ab2x", "The concurrent arm did not double the throughput of the sequential arm.", F,
     "2.0 / 1.0 is double"),
    ("neg-did-not-triple", "ab2x", "The concurrent arm did not triple the throughput of the sequential arm.", T,
     "2.0 is not in [2.85, 3.15)"),
    ("neg-median-ttft-not-lower", "ab2x", "The concurrent arm's median TTFT was not lower than the sequential arm's.", T,
     "median TTFT 0.25 s vs 0.10 s"),
    ("neg-median-ttft-not-higher", "ab2x", "The concurrent arm's median TTFT was not higher than the sequential arm's.", F,
     "median TTFT 0.25 s vs 0.10 s"),
    ("neg-cb-not-faster", "cb", "Batching was not faster than the tuned sequential arm.", F, "6.5 vs 2.0 token steps/s"),
    ("neg-cb-not-slower", "cb", "Batching was not slower than the tuned sequential arm.", T, "6.5 vs 2.0 token steps/s"),
    ("neg-it-is-false-that", "ab2x", "It is false that the concurrent arm was faster than the sequential arm.", F,
     "a negation form outside the issue's list: read (false) or declined (not-yet), never net-true"),
    ("neg-never-faster-reversed", "ab2x", "The sequential arm was never faster than the concurrent arm.", (T, N),
     "one run, sequential slower; 'never' may be declined"),
])

# --- hedges and relations ------------------------------------------------------------------------
ABOUT = "The concurrent arm was {} faster than the sequential arm."
cat("hedge", [
    ("hedge-about-2x", "ab2x", ABOUT.format("about 2x"), T, "2.0 in [1.8, 2.2)"),
    ("hedge-roughly-2x", "ab2x", ABOUT.format("roughly 2x"), T, "2.0 in [1.8, 2.2)"),
    ("hedge-tilde-2x", "ab2x", ABOUT.format("~2x"), T, "2.0 in [1.8, 2.2)"),
    ("hedge-about-3x", "ab2x", ABOUT.format("about 3x"), F, "2.0 not in [2.7, 3.3)"),
    ("hedge-about-2.5x", "ab2x", ABOUT.format("about 2.5x"), F, "2.0 not in [2.25, 2.75)"),
    ("hedge-about-2x-at-1.85", "ratio-1.85", ABOUT.format("about 2x"), T, "1.85 in [1.8, 2.2)"),
    ("hedge-about-2x-at-1.75", "ratio-1.75", ABOUT.format("about 2x"), F, "1.75 not in [1.8, 2.2)"),
    ("hedge-nearly-2x-at-1.95", "ratio-1.95", ABOUT.format("nearly 2x"), T, "1.95: just under 2, within 10%"),
    ("hedge-nearly-2x-at-1.85", "ratio-1.85", ABOUT.format("nearly 2x"), T, "1.85: under 2, within 10%"),
    ("hedge-nearly-2x-at-1.75", "ratio-1.75", ABOUT.format("nearly 2x"), F, "1.75: more than 10% under 2"),
    ("hedge-at-least-2x", "ab2x", ABOUT.format("at least 2x"), T, ">= 2 holds at value >= 1.9"),
    ("hedge-at-least-2x-at-1.85", "ratio-1.85", ABOUT.format("at least 2x"), F, "1.85 < 1.9"),
    ("hedge-at-least-2x-at-1.93", "ratio-1.93", ABOUT.format("at least 2x"), T, "1.93 >= 1.9"),
    ("hedge-more-than-2x", "ab2x", ABOUT.format("more than 2x"), F, "> 2 needs value >= 2.1; it is 2.0"),
    ("hedge-more-than-2x-at-2.15", "ratio-2.15", ABOUT.format("more than 2x"), T, "2.15 >= 2.1"),
    ("hedge-more-than-2x-at-2.05", "ratio-2.05", ABOUT.format("more than 2x"), T,
     "2.05 > 2: a strict bound's number is a threshold as written (intervals.holds; before, inside 2's band, not shown)"),
    ("hedge-more-than-1.5x", "ab2x", ABOUT.format("more than 1.5x"), T, "2.0 >= 1.55"),
    ("hedge-over-1.5x", "ab2x", ABOUT.format("over 1.5x"), T, "2.0 >= 1.55"),
    ("hedge-less-than-3x", "ab2x", ABOUT.format("less than 3x"), T, "< 3 holds at value < 2.85"),
    ("hedge-less-than-2x", "ab2x", ABOUT.format("less than 2x"), F, "< 2 needs value < 1.9"),
    ("hedge-at-most-2x", "ab2x", ABOUT.format("at most 2x"), T, "<= 2 holds at value < 2.1"),
    ("hedge-at-most-1.5x", "ab2x", ABOUT.format("at most 1.5x"), F, "2.0 >= 1.55"),
    ("hedge-up-to-2x-single-run", "ab2x", ABOUT.format("up to 2x"), T,
     "'up to N' is the best run; with one run, that run: 2.0 in [1.9, 2.1)"),
    ("hedge-up-to-3x-single-run", "ab2x", ABOUT.format("up to 3x"), N,
     "the one run is 2.0x, not 3x; the best run is one way to compute 'up to' among several: inconclusive"),
    ("hedge-up-to-1.5x-single-run", "ab2x", ABOUT.format("up to 1.5x"), N,
     "the one run is 2.0x, not 1.5x; inconclusive for the same reason, never an accusation"),
    ("hedge-up-to-10-tasks", "ab2x", "The concurrent arm completed up to 10 tasks.", N,
     "'up to' before a count bounds a setting: not read"),
    ("hedge-ge-2x", "ab2x", "The concurrent arm's throughput was >= 2x the sequential arm's.", T, "2.0 >= 1.9"),
    ("hedge-cb-about-3x", "cb", "Batching was about 3x the sequential rate.", T, "3.25 in [2.7, 3.3)"),
    ("hedge-cb-more-than-three-times", "cb", "Batching was more than three times the sequential rate.", T, "3.25 >= 3.15"),
    ("hedge-cb-more-than-3.25x", "cb", "Batching was more than 3.25x the sequential rate.", F, "> 3.25 needs >= 3.255"),
    ("hedge-cb-at-least-3.25x", "cb", "Batching was at least 3.25x the sequential rate.", T, "3.25 >= 3.245"),
    ("hedge-cb-under-3.5x", "cb", "Batching was under 3.5x the sequential rate.", T, "3.25 < 3.45"),
    ("hedge-cb-under-3.25x", "cb", "Batching was under 3.25x the sequential rate.", F, "3.25 is not < 3.245"),
    ("hedge-cb-roughly-3.2x", "cb", "Batching was roughly 3.2x the sequential rate.", T, "3.25 in [2.88, 3.52)"),
    ("hedge-median-ttft-under-0.3s", "ab2x", "The concurrent arm's median TTFT was under 0.3 s.", T, "0.25 < 0.285"),
    ("hedge-median-ttft-under-0.25s", "ab2x", "The concurrent arm's median TTFT was under 0.25 s.", N,
     "numpy's 0.25 is not < 0.245, the lower middle 0.20 is; by the other common definitions of an even sample's median (nearest rank: the lower middle value, as claimcheck's own ttft_p50_s; sorted(x)[n // 2]: the higher) it holds, so never an accusation (statistics.nearest_rank, upper_middle)"),
    ("hedge-median-ttft-about-0.25s", "ab2x", "The concurrent arm's median TTFT was about 0.25 s.", T, "0.25 in [0.225, 0.275)"),
    ("hedge-p99-ttft-over-1.5s", "ab2x", "The concurrent arm's p99 TTFT was over 1.5 s.", T, "numpy p99 1.856 >= 1.55"),
    ("hedge-about-100pct-faster-at-1.97", "ratio-1.97", ABOUT.format("about 100%"), T, "97% in [90, 110)"),
])

# --- precision edges -----------------------------------------------------------------------------
cat("precision", [
    ("prec-1.36x-at-1.3552", "ratio-1.3552", ABOUT.format("1.36x"), T, "1.3552 in [1.355, 1.365)"),
    ("prec-1.36x-at-1.3548", "ratio-1.3548", ABOUT.format("1.36x"), F, "1.3548 < 1.355"),
    ("prec-1.36x-at-1.3648", "ratio-1.3648", ABOUT.format("1.36x"), T, "1.3648 in [1.355, 1.365)"),
    ("prec-1.36x-at-1.3652", "ratio-1.3652", ABOUT.format("1.36x"), N, "1.3652 >= 1.365; truncated digits could say it (tolerance.dispute_band): never false"),
    ("prec-1.36-times-sign-at-1.3552", "ratio-1.3552", ABOUT.format("1.36×"), T, "the × sign reads as x"),
    ("prec-1.355x-at-1.3548", "ratio-1.3548", ABOUT.format("1.355x"), T, "1.3548 in [1.3545, 1.3555)"),
    ("prec-1.3552x-at-1.3548", "ratio-1.3548", ABOUT.format("1.3552x"), F, "1.3548 not in [1.35515, 1.35525)"),
    ("prec-1.4x-at-1.3652", "ratio-1.3652", ABOUT.format("1.4x"), T, "1.3652 in [1.35, 1.45)"),
    ("prec-2x-at-1.95", "ratio-1.95", ABOUT.format("2x"), T, "bare 2x keeps [1.9, 2.1)"),
    ("prec-2x-at-2.05", "ratio-2.05", ABOUT.format("2x"), T, "bare 2x keeps [1.9, 2.1)"),
    ("prec-2x-at-1.93", "ratio-1.93", ABOUT.format("2x"), T, "bare 2x keeps [1.9, 2.1)"),
    ("prec-2x-at-1.85", "ratio-1.85", ABOUT.format("2x"), F, "1.85 < 1.9"),
    ("prec-2x-at-2.15", "ratio-2.15", ABOUT.format("2x"), N, "2.15 >= 2.1; truncated digits could say it (tolerance.dispute_band): never false"),
    ("prec-2x-at-1.55", "ratio-1.55", ABOUT.format("2x"), F, "the issue's example: 2x must not accept 1.55x"),
    ("prec-2.0x-at-1.93", "ratio-1.93", ABOUT.format("2.0x"), F, "2.0x keeps [1.95, 2.05)"),
    ("prec-2.0x-at-1.97", "ratio-1.97", ABOUT.format("2.0x"), T, "2.0x keeps [1.95, 2.05)"),
    ("prec-1.9x-at-1.93", "ratio-1.93", ABOUT.format("1.9x"), T, "1.9x keeps [1.85, 1.95)"),
    ("prec-1.9x-at-1.97", "ratio-1.97", ABOUT.format("1.9x"), N, "1.97 >= 1.95; truncated digits could say it (tolerance.dispute_band): never false"),
    ("prec-1.8x-at-1.97", "ratio-1.97", ABOUT.format("1.8x"), F, "1.97 >= 1.9: beyond the band and a whole 0.1 above"),
    ("prec-1.93x-at-1.93", "ratio-1.93", ABOUT.format("1.93x"), T, "1.93 in [1.925, 1.935)"),
    ("prec-1.75x-at-1.75", "ratio-1.75", ABOUT.format("1.75x"), T, "1.75 in [1.745, 1.755)"),
    ("prec-97pct-at-1.97", "ratio-1.97", ABOUT.format("97%"), T, "(1.97 - 1) x 100 = 97 in [96.5, 97.5)"),
    ("prec-96pct-at-1.97", "ratio-1.97", ABOUT.format("96%"), F, "97 not in [95.5, 96.5)"),
    ("prec-100pct-at-1.97", "ratio-1.97", ABOUT.format("100%"), F,
     "97 not in [99.5, 100.5), nor '100' rounded at 5 (its zeros, at most 5% of it: tolerance.dispute_band [97.5, 102.5))"),
    ("prec-100pct-ab2x", "ab2x", ABOUT.format("100%"), T, "(2.0 - 1) x 100 = 100"),
    ("prec-35.5pct-at-1.3552", "ratio-1.3552", ABOUT.format("35.5%"), T, "35.52 in [35.45, 35.55)"),
    ("prec-35.6pct-at-1.3552", "ratio-1.3552", ABOUT.format("35.6%"), F, "35.52 < 35.55"),
    ("prec-cb-3.3x-low-edge", "cb", "Batching was 3.3x the sequential rate.", T,
     "3.25 exactly (26/4 over 26/13) is the inclusive low edge of [3.25, 3.35)"),
    ("prec-cb-3.2x-high-edge", "cb", "Batching was 3.2x the sequential rate.", N,
     "3.25 exactly is the exclusive high edge of [3.15, 3.25); truncated digits could say it (tolerance.dispute_band)"),
    ("prec-cb-3.1x-beyond-truncation", "cb", "Batching was 3.1x the sequential rate.", F,
     "3.25 >= 3.2: beyond the band [3.05, 3.15) and a whole 0.1 above"),
    ("prec-cb-3.25x", "cb", "Batching was 3.25x the sequential rate.", T, "6.5 / 2.0"),
    ("prec-cb-18.8pct-padding-low-edge", "cb", "Batching ran with 18.8% padding.", T,
     "1 - 26/32 = 18.75% exactly, the inclusive low edge of [18.75, 18.85)"),
    ("prec-cb-18.7pct-padding-high-edge", "cb", "Batching ran with 18.7% padding.", N,
     "18.75% exactly is the exclusive high edge of [18.65, 18.75); truncated, its digits say 18.7 (one arm's value:"
     " quantities.dispute, tolerance.dispute_band [18.65, 18.8)): never an accusation"),
    ("prec-cb-18.6pct-padding-beyond-truncation", "cb", "Batching ran with 18.6% padding.", F,
     "18.75% is beyond [18.55, 18.65) and a whole 0.1 above 18.6"),
    ("prec-cb-18.75pct-padding", "cb", "Batching ran with 18.75% padding.", T, "6 of 32 lanes idle"),
    ("prec-count-10-tasks", "ab2x", "The concurrent arm completed 10 tasks.", T, "10 rows, all ok"),
    ("prec-count-9-tasks", "ab2x", "The concurrent arm completed 9 tasks.", F, "counts are exact: 10"),
    ("prec-count-11-tasks", "ab2x", "The concurrent arm completed 11 tasks.", F, "counts are exact: 10"),
    ("prec-cb-26-of-32-steps", "cb", "Batching filled 26/32 useful/allocated steps.", T, "26 active lanes of 32"),
    ("prec-cb-27-of-32-steps", "cb", "Batching filled 27/32 useful/allocated steps.", F, "26 active lanes of 32"),
    ("prec-cb-rate-6.5", "cb", "Batching ran at 6.5 token steps/s.", T, "26 steps / 4.0 s"),
    ("prec-cb-rate-6.6", "cb", "Batching ran at 6.6 token steps/s.", F, "6.5 not in [6.55, 6.65)"),
])

# --- multiplicatives and number words ---------------------------------------------------------
cat("multiplicative", [
    ("mult-twice-as-fast", "ab2x", "The concurrent arm was twice as fast as the sequential arm.", T, "2.0"),
    ("mult-three-times-as-fast", "ab2x", "The concurrent arm was three times as fast as the sequential arm.", F,
     "2.0 not in [2.85, 3.15)"),
    ("mult-two-times-faster", "ab2x", "The concurrent arm was two times faster than the sequential arm.", T, "2.0"),
    ("mult-doubled", "ab2x", "The concurrent arm doubled the throughput of the sequential arm.", T, "2.0 / 1.0"),
    ("mult-tripled", "ab2x", "The concurrent arm tripled the throughput of the sequential arm.", F, "2.0, not 3"),
    ("mult-halved-wall", "ab2x", "The concurrent arm halved the sequential arm's wall time.", T, "5.0 s vs 10.0 s"),
    ("mult-seq-halved-wall", "ab2x", "The sequential arm halved the concurrent arm's wall time.", F, "10.0 s vs 5.0 s"),
    ("mult-seq-half-as-fast", "ab2x", "The sequential arm was half as fast as the concurrent arm.", T, "1.0 vs 2.0"),
    ("mult-conc-half-as-fast", "ab2x", "The concurrent arm was half as fast as the sequential arm.", F, "2.0 vs 1.0"),
    ("mult-twofold", "ab2x", "The concurrent arm gave a twofold speedup over the sequential arm.", T, "2.0"),
    ("mult-threefold", "ab2x", "The concurrent arm gave a threefold speedup over the sequential arm.", F, "2.0"),
    ("mult-ten-tasks", "ab2x", "The concurrent arm completed ten tasks.", T, "10"),
    ("mult-eleven-tasks", "ab2x", "The concurrent arm completed eleven tasks.", F, "10"),
    ("mult-four-workers", "ab2x", "Four concurrent workers completed ten tasks twice as fast as the sequential arm.", T,
     "4 workers, 10 tasks, 2.0x"),
    ("mult-three-workers", "ab2x", "Three concurrent workers completed ten tasks twice as fast as the sequential arm.", F,
     "the arm has 4 workers"),
    ("mult-took-twice-as-long", "ab2x", "The sequential arm took twice as long as the concurrent arm.", T, "10.0 s vs 5.0 s"),
    ("mult-took-three-times-as-long", "ab2x", "The sequential arm took three times as long as the concurrent arm.", F,
     "10.0 / 5.0 = 2"),
    ("mult-half-the-wall", "ab2x", "The concurrent arm finished in half the wall time of the sequential arm.", T,
     "5.0 s vs 10.0 s"),
    ("mult-more-than-double-median-ttft", "ab2x",
     "The concurrent arm's median TTFT was more than double the sequential arm's.", T, "0.25 / 0.10 = 2.5 >= 2.1"),
    ("mult-cb-three-times", "cb", "Batching was three times the sequential rate.", N, "3.25 not in [2.85, 3.15); truncated digits could say it (tolerance.dispute_band): never false"),
    ("mult-cb-twice", "cb", "Batching was twice the sequential rate.", F, "3.25 >= 3: beyond the band and a whole unit above"),
    ("mult-cb-roughly-threefold", "cb", "Batching gave roughly a threefold speedup over the tuned sequential arm.", T,
     "3.25 in [2.7, 3.3)"),
    ("mult-cb-eight-jobs-two-batches", "cb", "Batching scheduled eight jobs in two batches.", T, "8 scheduled, b0 and b1"),
    ("mult-cb-nine-jobs-scheduled", "cb", "Batching scheduled nine jobs in two batches.", F,
     "9 submitted, 1 cancelled: 8 scheduled"),
])

# --- unknown assertive words ---------------------------------------------------------------------
UNK = "The concurrent arm was 2x faster than the sequential arm"
cat("unknown-word", [
    ("unk-control", "ab2x", UNK + ".", T, "the statement the twins below add a word to"),
    ("unk-control-cb", "cb", "Batching was 3.25x the sequential rate, with 18.75% padding.", T, "6.5 / 2.0; 6 of 32 lanes"),
    ("unk-outperformed", "ab2x", "The concurrent arm outperformed the sequential arm.", T,
     "a direction verb: read correctly (2.0 > 1) or declined"),
    ("unk-outperformed-reversed", "ab2x", "The sequential arm outperformed the concurrent arm.", F,
     "never net-true: the sequential arm was slower"),
    ("unk-beat-reversed", "ab2x", "The sequential arm beat the concurrent arm.", F, "the sequential arm was slower"),
    ("unk-crushed-reversed", "ab2x", "The sequential arm crushed the concurrent arm.", (F, N), "the sequential arm was slower"),
    ("unk-dominated", "ab2x", "The concurrent arm dominated the sequential arm.", (T, N), "read or declined"),
    ("unk-leapfrogged-reversed", "ab2x", "The sequential arm leapfrogged the concurrent arm.", (F, N), "slower"),
    ("unk-crushed-competition", "ab2x", UNK + " and crushed the competition.", N, "'crushed the competition' is not read",
     {"names": ("crushed",)}),
    ("unk-clear-win", "ab2x", UNK + ", a clear win.", N, "'win' is not read", {"names": ("win",)}),
    ("unk-slashed-costs", "ab2x", UNK + " and slashed serving costs.", N, "'slashed' costs: no cost in the witness",
     {"names": ("slashed",)}),
    ("unk-dominated-every-benchmark", "ab2x", UNK + " and dominated every benchmark.", N, "'dominated' is not read",
     {"names": ("dominated",)}),
    ("unk-beat-vllm", "ab2x", UNK + " and beat vLLM.", N, "'beat vLLM': no vLLM arm in the witness",
     {"names": ("beat",)}),
    ("unk-win-for-users", "ab2x", UNK + ", which is a win for users.", N, "'win' is not read"),
    ("unk-revolutionary", "ab2x", "The concurrent arm was a revolutionary 2x faster than the sequential arm.", N,
     "'revolutionary' asserts a quality the witness cannot show", {"names": ("revolutionary",)}),
    ("unk-significantly", "ab2x", "The concurrent arm was significantly faster than the sequential arm.", N,
     "'significantly' claims statistical significance; one run", {"names": ("significantly",)}),
    ("unk-consistently", "ab2x", "The concurrent arm was consistently 2x faster than the sequential arm.", N,
     "'consistently' needs repeated runs; one run", {"names": ("consistently",)}),
    ("unk-always", "ab2x", "The concurrent arm is always 2x faster than the sequential arm.", N,
     "'always' generalises beyond the witness", {"names": ("always",)}),
    ("unk-scales-linearly", "ab2x", UNK + " and scales linearly with workers.", N, "'scales linearly' is not read",
     {"names": ("linearly",)}),
    ("unk-cut-latency", "ab2x", "The concurrent arm cut latency in half.", (N, F),
     "'cut' unread, or read: median/mean latency rose, and no statistic is named"),
    ("unk-cb-slashed-padding", "cb", "Length-aware batching slashed padding.", (N, F),
     "batching has 18.75% padding, the sequential arm 0%"),
])

# --- units and metrics the witness lacks -------------------------------------------------------
cat("unit-metric", [
    ("um-requests-per-s", "ab2x", "The concurrent arm served 2.0 requests/s.", T, "10 requests / 5.0 s"),
    ("um-tokens-per-s", "ab2x", "The sequential arm generated 8.0 tokens/s.", T, "80 tokens / 10.0 s"),
    ("um-ms", "ab2x", "The sequential arm's median TTFT was 100 ms.", T, "0.10 s in milliseconds"),
    ("um-ms-as-s", "ab2x", "The sequential arm's median TTFT was 100 s.", F, "0.10 s, not 100 s"),
    ("um-cb-steps-per-s", "cb", "The sequential arm ran at 2.0 token steps/s.", T, "26 steps / 13.0 s"),
    ("um-energy", "ab2x", "The concurrent arm used 2x less energy than the sequential arm.", N, "no energy in the rows",
     {"names": ("energy",)}),
    ("um-memory", "ab2x", "The concurrent arm used 40% less memory than the sequential arm.", N, "no memory in the rows",
     {"names": ("memory",)}),
    ("um-gpu-util", "ab2x", "The concurrent arm reached 90% GPU utilization.", (N, F), "no utilisation; no GPU at all"),
    ("um-cost", "ab2x", "The concurrent arm cost half as much per request as the sequential arm.", N, "no cost in the rows"),
    ("um-efficiency", "ab2x", "The concurrent arm had 2x better efficiency than the sequential arm.", N,
     "'efficiency' is not a metric of the witness"),
    ("um-images-per-s", "ab2x", "The concurrent arm served 2.0 images/s.", N, "images/s is not a unit of the witness"),
    ("um-joules", "ab2x", UNK + " at 30 J per request.", N, "no energy in the rows"),
    ("um-itl-mean", "ab2x", "The concurrent arm's mean inter-token latency was 50 ms.", N, "rows carry no per-token times"),
    ("um-itl-ratio", "ab2x", "The concurrent arm had a 2x lower mean ITL than the sequential arm.", N,
     "rows carry no per-token times"),
    ("um-accuracy", "ab2x", UNK + " with no loss of accuracy.", N, "no accuracy in the witness"),
    ("um-goodput", "ab2x", "The concurrent arm had 2x the goodput of the sequential arm.", N, "no SLO, no goodput",
     {"names": ("goodput",)}),
    ("um-cb-cache-hit-rate", "cb", "Batching had a 90% cache hit rate.", N, "the compat-batch witness has no cache telemetry"),
])

# --- wrong statistic / metric ----------------------------------------------------------------------
cat("statistic", [
    ("stat-seq-median-ttft-0.10", "ab2x", "The sequential arm's median TTFT was 0.10 s.", T, "nine of 0.1, one of 0.5"),
    ("stat-seq-mean-ttft-0.14", "ab2x", "The sequential arm's mean TTFT was 0.14 s.", T, "1.4 / 10"),
    ("stat-seq-mean-ttft-0.10", "ab2x", "The sequential arm's mean TTFT was 0.10 s.", F, "the mean is 0.14; 0.10 is the median"),
    ("stat-seq-p99-ttft-0.46", "ab2x", "The sequential arm's p99 TTFT was 0.46 s.", T, "numpy p99: 0.1 + 0.91 x 0.4 = 0.464"),
    ("stat-seq-p99-ttft-0.10", "ab2x", "The sequential arm's p99 TTFT was 0.10 s.", F, "0.10 is the median, not p99"),
    ("stat-seq-p99-ttft-0.50", "ab2x", "The sequential arm's p99 TTFT was 0.50 s.", N,
     "0.5 is the max (nearest-rank p99); the documented p99 is numpy's 0.464: true by nearest rank, the other common "
     "definition, so not shown either way and never an accusation (statistics.nearest_rank)"),
    ("stat-seq-max-ttft-0.5", "ab2x", "The sequential arm's max TTFT was 0.5 s.", T, "the slowest first token"),
    ("stat-seq-max-ttft-0.1", "ab2x", "The sequential arm's max TTFT was 0.1 s.", F, "max is 0.5"),
    ("stat-conc-median-ttft-0.25", "ab2x", "The concurrent arm's median TTFT was 0.25 s.", T, "(0.2 + 0.3) / 2"),
    ("stat-conc-median-ttft-0.20", "ab2x", "The concurrent arm's median TTFT was 0.20 s.", N,
     "0.20 is the nearest-rank p50; numpy's median is 0.25; by the other common definitions of an even sample's median (nearest rank: the lower middle value, as claimcheck's own ttft_p50_s; sorted(x)[n // 2]: the higher) it holds, so never an accusation (statistics.nearest_rank, upper_middle)"),
    ("stat-conc-p50-ttft-0.25", "ab2x", "The concurrent arm's p50 TTFT was 0.25 s.", T, "numpy p50 = median"),
    ("stat-conc-mean-ttft-0.43", "ab2x", "The concurrent arm's mean TTFT was 0.43 s.", T, "4.3 / 10"),
    ("stat-conc-p99-ttft-1.86", "ab2x", "The concurrent arm's p99 TTFT was 1.86 s.", T, "0.4 + 0.91 x 1.6 = 1.856"),
    ("stat-conc-p90-ttft-0.56", "ab2x", "The concurrent arm's p90 TTFT was 0.56 s.", T, "0.4 + 0.1 x 1.6 = 0.56"),
    ("stat-conc-ttft-no-statistic", "ab2x", "The concurrent arm's TTFT was 0.25 s.", N,
     "a per-request metric with no statistic named is not graded"),
    ("stat-conc-mean-e2e-1.85", "ab2x", "The concurrent arm's mean end-to-end latency was 1.85 s.", T, "18.5 / 10"),
    ("stat-conc-median-e2e-1.75", "ab2x", "The concurrent arm's median end-to-end latency was 1.75 s.", T, "(1.5 + 2.0) / 2"),
    ("stat-conc-median-e2e-is-ttft", "ab2x", "The concurrent arm's median end-to-end latency was 0.25 s.", F,
     "0.25 s is the median TTFT"),
    ("stat-conc-median-ttft-is-e2e", "ab2x", "The concurrent arm's median TTFT was 1.75 s.", F,
     "1.75 s is the median end-to-end latency"),
    ("stat-seq-median-e2e-0.75", "ab2x", "The sequential arm's median end-to-end latency was 0.75 s.", T, "(0.5 + 1.0) / 2"),
    ("stat-seq-mean-e2e-1.0", "ab2x", "The sequential arm's mean end-to-end latency was 1.0 s.", T, "10.0 / 10"),
    ("stat-seq-p99-e2e-2.9", "ab2x", "The sequential arm's p99 end-to-end latency was 2.9 s.", T, "1.5 + 0.91 x 1.5 = 2.865"),
    ("stat-seq-max-e2e-3.0", "ab2x", "The sequential arm's max end-to-end latency was 3.0 s.", T, "task t02"),
    ("stat-request-throughput-2.0", "ab2x", "The concurrent arm's request throughput was 2.0 requests/s.", T, "10 / 5.0 s"),
    ("stat-token-throughput-16", "ab2x", "The concurrent arm's output token throughput was 16 tokens/s.", T, "80 / 5.0 s"),
    ("stat-request-throughput-16", "ab2x", "The concurrent arm's request throughput was 16 requests/s.", F,
     "16 is the token throughput"),
    ("stat-token-throughput-2.0", "ab2x", "The concurrent arm's output token throughput was 2.0 tokens/s.", F,
     "2.0 is the request throughput"),
    ("stat-median-ttft-2.5x-higher", "ab2x", "The concurrent arm's median TTFT was 2.5x higher than the sequential arm's.", T,
     "0.25 / 0.10"),
    ("stat-mean-ttft-about-3x", "ab2x", "The concurrent arm's mean TTFT was about 3x the sequential arm's.", T,
     "0.43 / 0.14 = 3.07 in [2.7, 3.3)"),
    ("stat-p99-ttft-4x", "ab2x", "The concurrent arm's p99 TTFT was 4x the sequential arm's.", T, "1.856 / 0.464 = 4.0"),
    ("stat-median-ttft-4x", "ab2x", "The concurrent arm's median TTFT was 4x the sequential arm's.", F,
     "4x is the p99 ratio; the median ratio is 2.5"),
    ("stat-mean-e2e-1.85x", "ab2x", "The concurrent arm's mean end-to-end latency was 1.85x the sequential arm's.", T,
     "1.85 / 1.0"),
    ("stat-median-e2e-1.85x", "ab2x", "The concurrent arm's median end-to-end latency was 1.85x the sequential arm's.", F,
     "median ratio 1.75 / 0.75 = 2.33"),
    ("stat-lower-median-e2e", "ab2x", "The concurrent arm had a lower median end-to-end latency than the sequential arm.", F,
     "1.75 s vs 0.75 s"),
    ("stat-ttft-ratio-no-statistic", "ab2x", "The concurrent arm's TTFT was 2.5x higher than the sequential arm's.", N,
     "no statistic named for a per-request metric"),
    ("stat-output-tokens-80", "ab2x", "The concurrent arm generated 80 output tokens in total.", T, "10 x 8"),
    ("stat-output-tokens-100", "ab2x", "The concurrent arm generated 100 output tokens in total.", F, "10 x 8 = 80"),
    ("stat-wall-5s", "ab2x", "The concurrent arm finished in 5.0 s of wall time.", T, "max end - min start"),
    ("stat-wall-10s", "ab2x", "The concurrent arm finished in 10.0 s of wall time.", F, "10.0 s is the sequential wall"),
    ("stat-cb-median-queue-1.0", "cb", "The batched arm's median queue delay was 1.0 s.", T, "delays 0 x4, 2.0 x4"),
    ("stat-cb-median-queue-0", "cb", "The batched arm's median queue delay was 0 s.", N,
     "0 is the nearest-rank p50; numpy's median is 1.0; by the other common definitions of an even sample's median (nearest rank: the lower middle value, as claimcheck's own ttft_p50_s; sorted(x)[n // 2]: the higher) it holds, so never an accusation (statistics.nearest_rank, upper_middle)"),
    ("stat-cb-seq-median-queue-6.5", "cb", "The sequential arm's median queue delay was 6.5 s.", T, "(6 + 7) / 2"),
    ("stat-cb-seq-mean-queue-6.4", "cb", "The sequential arm's mean queue delay was 6.4 s.", T, "51 / 8 = 6.375"),
    ("stat-cb-max-queue-2.0", "cb", "The batched arm's max queue delay was 2.0 s.", T, "batch b1 planned at 2.0 s"),
    ("stat-cb-batch-fill-100", "cb", "Batching admitted its batches at 100% batch fill.", (T, N),
     "4/4 lanes at each first call; the reader leaves 'its batches' unread (not-yet is the fail-closed answer)"),
])

# --- statistics vLLM printed itself (tests/fixtures/vllm_bench, read by test_corpus_witnesses) ----
# concurrency 4: median_ttft_ms 68.057, mean 67.749, p99 70.029; median_itl_ms 11.2259, p99 11.7512;
# mean_tpot_ms 11.2328, median_tpot_ms 11.2361; request_throughput 9.5976, output_throughput 307.124
# concurrency 1: median_ttft_ms 51.786; request_throughput 2.64397 (ratio 3.630)
VLLM = {"conc.median_ttft_ms": 68.06, "conc.mean_ttft_ms": 67.75, "conc.p99_ttft_ms": 70.03,
        "seq.median_ttft_ms": 51.79, "conc.median_itl_ms": 11.23, "conc.p99_itl_ms": 11.75,
        "conc.mean_tpot_ms": 11.23, "conc.median_tpot_ms": 11.24, "ratio": 3.63,
        "conc.request_throughput": 9.60, "conc.output_throughput": 307.12}
cat("statistic", [
    ("stat-vllm-median-ttft", "vllm", "The concurrent arm's median TTFT was 68.06 ms.", T, "vLLM printed median_ttft_ms 68.057"),
    ("stat-vllm-mean-ttft", "vllm", "The concurrent arm's mean TTFT was 67.75 ms.", T, "vLLM printed mean_ttft_ms 67.749"),
    ("stat-vllm-p99-ttft", "vllm", "The concurrent arm's p99 TTFT was 70.03 ms.", T, "vLLM printed p99_ttft_ms 70.029"),
    ("stat-vllm-median-ttft-is-p99", "vllm", "The concurrent arm's median TTFT was 70.03 ms.", F, "70.03 ms is the p99"),
    ("stat-vllm-mean-ttft-is-median", "vllm", "The concurrent arm's mean TTFT was 68.06 ms.", F, "68.06 ms is the median"),
    ("stat-vllm-seq-median-ttft", "vllm", "The sequential arm's median TTFT was 51.79 ms.", T, "vLLM printed 51.786"),
    ("stat-vllm-ratio", "vllm", "The concurrent arm was 3.63x faster than the sequential arm.", T,
     "request_throughput 9.5976 / 2.64397"),
    ("stat-vllm-request-throughput", "vllm", "The concurrent arm's request throughput was 9.60 requests/s.", T,
     "vLLM printed 9.5976"),
    ("stat-vllm-output-throughput", "vllm", "The concurrent arm's output token throughput was 307.12 tokens/s.", T,
     "vLLM printed 307.124"),
    ("stat-vllm-median-itl", "vllm", "The concurrent arm's median ITL was 11.23 ms.", T,
     "vLLM printed median_itl_ms 11.2259 (the rows carry itls)"),
    ("stat-vllm-p99-itl", "vllm", "The concurrent arm's p99 ITL was 11.75 ms.", T, "vLLM printed p99_itl_ms 11.7512"),
    ("stat-vllm-mean-tpot", "vllm", "The concurrent arm's mean TPOT was 11.23 ms.", T, "vLLM printed mean_tpot_ms 11.2328"),
    ("stat-vllm-median-tpot", "vllm", "The concurrent arm's median TPOT was 11.24 ms.", T, "vLLM printed median_tpot_ms 11.2361"),
    ("stat-vllm-median-tpot-is-itl", "vllm", "The concurrent arm's median TPOT was 11.23 ms.", N,
     "11.23 ms is the median ITL; numpy's median TPOT is 11.236, but a middle TPOT value is within 11.23's digits; by the other common definitions of an even sample's median (nearest rank: the lower middle value, as claimcheck's own ttft_p50_s; sorted(x)[n // 2]: the higher) it holds, so never an accusation (statistics.nearest_rank, upper_middle)"),
    ("stat-vllm-median-itl-is-tpot", "vllm", "The concurrent arm's median ITL was 11.24 ms.", F,
     "11.24 ms is the median TPOT; the median ITL is 11.226"),
])

# the same statistics phrased without the possessive ("the median TTFT of the concurrent arm")
cat("statistic", [
    ("stat-of-conc-median-ttft-0.25", "ab2x", "The median TTFT of the concurrent arm was 0.25 s.", T, "(0.2 + 0.3) / 2"),
    ("stat-of-conc-median-ttft-0.20", "ab2x", "The median TTFT of the concurrent arm was 0.20 s.", N,
     "0.20 is the nearest-rank p50; by the other common definitions of an even sample's median (nearest rank: the lower middle value, as claimcheck's own ttft_p50_s; sorted(x)[n // 2]: the higher) it holds, so never an accusation (statistics.nearest_rank, upper_middle)"),
    ("stat-of-conc-mean-ttft-0.43", "ab2x", "The mean TTFT of the concurrent arm was 0.43 s.", T, "4.3 / 10"),
    ("stat-of-conc-mean-ttft-0.25", "ab2x", "The mean TTFT of the concurrent arm was 0.25 s.", F, "0.25 is the median"),
    ("stat-of-seq-p99-ttft-0.46", "ab2x", "The p99 TTFT of the sequential arm was 0.46 s.", T, "numpy p99 0.464"),
    ("stat-of-seq-p99-ttft-0.10", "ab2x", "The p99 TTFT of the sequential arm was 0.10 s.", F, "0.10 is the median"),
    ("stat-of-seq-median-e2e-0.75", "ab2x", "The median end-to-end latency of the sequential arm was 0.75 s.", T,
     "(0.5 + 1.0) / 2"),
    ("stat-of-seq-median-e2e-is-ttft", "ab2x", "The median end-to-end latency of the sequential arm was 0.10 s.", F,
     "0.10 s is the median TTFT"),
    ("stat-of-vllm-median-ttft", "vllm", "The median TTFT of the concurrent arm was 68.06 ms.", T, "vLLM printed 68.057"),
    ("stat-of-vllm-median-tpot-is-itl", "vllm", "The median TPOT of the concurrent arm was 11.23 ms.", N,
     "11.23 ms is the median ITL, and a middle TPOT value; by the other common definitions of an even sample's median (nearest rank: the lower middle value, as claimcheck's own ttft_p50_s; sorted(x)[n // 2]: the higher) it holds, so never an accusation (statistics.nearest_rank, upper_middle)"),
    ("stat-of-cb-median-queue-1.0", "cb", "The median queue delay of the batched arm was 1.0 s.", T, "delays 0 x4, 2.0 x4"),
    ("stat-of-cb-median-queue-0", "cb", "The median queue delay of the batched arm was 0 s.", N,
     "nearest-rank p50; by the other common definitions of an even sample's median (nearest rank: the lower middle value, as claimcheck's own ttft_p50_s; sorted(x)[n // 2]: the higher) it holds, so never an accusation (statistics.nearest_rank, upper_middle)"),
])

# --- swapped arms and reversed order ---------------------------------------------------------------
cat("swapped", [
    ("swap-seq-2x-slower", "ab2x", "The sequential arm was 2x slower than the concurrent arm.", T, "graded as written: 2.0 / 1.0"),
    ("swap-seq-2x-faster", "ab2x", "The sequential arm was 2x faster than the concurrent arm.", F, "1.0 / 2.0 = 0.5"),
    ("swap-seq-0.5x", "ab2x", "The sequential arm had 0.5x the throughput of the concurrent arm.", T, "1.0 / 2.0"),
    ("swap-conc-0.5x", "ab2x", "The concurrent arm had 0.5x the throughput of the sequential arm.", F, "2.0 / 1.0 = 2"),
    ("swap-seq-50pct-slower", "ab2x", "The sequential arm was 50% slower than the concurrent arm.", T, "(1 - 1.0/2.0) x 100"),
    ("swap-conc-50pct-slower", "ab2x", "The concurrent arm was 50% slower than the sequential arm.", F, "it was faster"),
    ("swap-seq-slower", "ab2x", "The sequential arm was slower than the concurrent arm.", T, "1.0 < 2.0"),
    ("swap-seq-faster", "ab2x", "The sequential arm was faster than the concurrent arm.", F, "1.0 < 2.0"),
    ("swap-conc-slower", "ab2x", "The concurrent arm was slower than the sequential arm.", F, "2.0 > 1.0"),
    ("swap-conc-faster", "ab2x", "The concurrent arm was faster than the sequential arm.", T, "2.0 > 1.0"),
    ("swap-seq-50pct-of-rate", "ab2x", "The sequential arm ran at 50% of the concurrent arm's rate.", T, "1.0 / 2.0 x 100"),
    ("swap-seq-1.36x-slower-at-1.3552", "ratio-1.3552", "The sequential arm was 1.36x slower than the concurrent arm.", T,
     "graded as written: throughput(concurrent)/throughput(sequential) = 1.3552"),
    ("swap-seq-1.36x-faster-at-1.3552", "ratio-1.3552", "The sequential arm was 1.36x faster than the concurrent arm.", F,
     "1 / 1.3552 = 0.738"),
    ("swap-cb-seq-3.25x-slower", "cb", "The tuned sequential arm was 3.25x slower than batching.", T, "6.5 / 2.0"),
    ("swap-cb-seq-3.25x-faster", "cb", "The tuned sequential arm was 3.25x faster than batching.", F, "2.0 / 6.5"),
    ("swap-cb-seq-0.308x", "cb", "The sequential arm was 0.308x the batched rate.", T, "2.0 / 6.5 = 0.30769"),
    ("swap-cb-seq-69.2pct-slower", "cb", "The sequential arm was 69.2% slower than batching.", T, "(1 - 2.0/6.5) x 100 = 69.23"),
    ("swap-cb-batched-69.2pct-slower", "cb", "Batching was 69.2% slower than the sequential arm.", F, "batching was faster"),
    ("swap-seq-median-ttft-2.5x-lower", "ab2x", "The sequential arm's median TTFT was 2.5x lower than the concurrent arm's.", T,
     "0.25 / 0.10"),
    ("swap-conc-median-ttft-2.5x-lower", "ab2x", "The concurrent arm's median TTFT was 2.5x lower than the sequential arm's.", F,
     "the concurrent median is higher"),
    ("swap-seq-wall-2x-longer", "ab2x", "The sequential arm's wall time was 2x longer than the concurrent arm's.", T, "10 / 5"),
    ("swap-conc-wall-2x-longer", "ab2x", "The concurrent arm's wall time was 2x longer than the sequential arm's.", F, "5 / 10"),
])

# --- binding by clause ---------------------------------------------------------------------------
cat("binding", [
    ("bind-whose-lower-baseline", "ab2x",
     "The concurrent arm was 2x faster than the sequential arm, whose median TTFT was lower.", T,
     "'whose' is the sequential arm: 0.10 s < 0.25 s; 2x stays on throughput"),
    ("bind-whose-higher-baseline", "ab2x",
     "The concurrent arm was 2x faster than the sequential arm, whose median TTFT was higher.", F,
     "the sequential median TTFT is the lower one"),
    ("bind-subject-whose-lower", "ab2x",
     "The concurrent arm, whose median TTFT was lower, was 2x faster than the sequential arm.", F,
     "'whose' is the concurrent arm: 0.25 s > 0.10 s"),
    ("bind-subject-whose-higher", "ab2x",
     "The concurrent arm, whose median TTFT was higher, was 2x faster than the sequential arm.", T, "0.25 s > 0.10 s; 2.0x"),
    ("bind-and-2.5x-median-ttft", "ab2x",
     "The concurrent arm was 2x faster than the sequential arm and had a 2.5x higher median TTFT.", T,
     "2x on throughput, 2.5x on median TTFT"),
    ("bind-2.5x-throughput", "ab2x",
     "The concurrent arm was 2.5x faster than the sequential arm and had a higher median TTFT.", F,
     "2.5x is bound to throughput (2.0), not moved onto TTFT; 'had a higher median TTFT' compares with the other arm of "
     "two (bare_comparative: 0.25 s > 0.10 s), so the sentence is read completely and 2.5x is contradicted (it was "
     "not-yet while 'higher' had no baseline)"),
    ("bind-speedup-over", "ab2x", "The concurrent arm gave a 2x speedup over the sequential arm.", T, "'over' binds the baseline"),
    ("bind-speedup-over-reversed", "ab2x", "The sequential arm gave a 2x speedup over the concurrent arm.", F, "0.5"),
    ("bind-compared-with-front", "ab2x", "Compared with the sequential arm, the concurrent arm was 2x faster.", T,
     "'compared with' binds the baseline even in front"),
    ("bind-compared-with-front-reversed", "ab2x", "Compared with the concurrent arm, the sequential arm was 2x faster.", F,
     "0.5"),
    ("bind-instead-of", "ab2x", "Running the concurrent arm instead of the sequential arm doubled throughput.", T,
     "'instead of' binds the baseline"),
    ("bind-instead-of-reversed", "ab2x", "Running the sequential arm instead of the concurrent arm doubled throughput.", F,
     "it halved it"),
    ("bind-from-to", "ab2x", "Going from the sequential arm to the concurrent arm doubled throughput.", T,
     "'from A to B': A is the baseline"),
    ("bind-from-to-reversed", "ab2x", "Going from the concurrent arm to the sequential arm doubled throughput.", F,
     "it halved it"),
    ("bind-improved-over", "ab2x", "The concurrent arm improved throughput 2x over the sequential arm.", T, "2.0"),
    ("bind-improved-over-reversed", "ab2x", "The sequential arm improved throughput 2x over the concurrent arm.", F, "0.5"),
    ("bind-two-clauses", "ab2x", BASE[:-1] + "; the sequential arm's median TTFT was 0.10 s.", T,
     "each clause binds its own arm"),
    ("bind-two-clauses-wrong-arm", "ab2x", BASE[:-1] + "; the concurrent arm's median TTFT was 0.10 s.", F,
     "the concurrent median TTFT is 0.25 s"),
    ("bind-relative-to-front", "ab2x", "Relative to the sequential arm, the concurrent arm's throughput was 2x higher.", T,
     "2.0"),
    ("bind-but-clause", "ab2x", "The sequential arm had a lower median TTFT, but the concurrent arm was 2x faster.", T,
     "0.10 < 0.25 s; 2.0x"),
    ("bind-but-clause-wrong", "ab2x", "The concurrent arm had a lower median TTFT, but the sequential arm was 2x faster.", F,
     "both halves are false"),
])

# --- repeated runs ---------------------------------------------------------------------------------
cat("runs", [
    ("runs-clear-faster", "runs-clear", "The concurrent arm was faster than the sequential arm.", T,
     "every run 2.0x: the interval lies above 1"),
    ("runs-clear-slower", "runs-clear", "The concurrent arm was slower than the sequential arm.", F, "interval above 1"),
    ("runs-clear-2x", "runs-clear", BASE, T, "pooled 40/20 over 40/40 = 2.0"),
    ("runs-clear-1.5x", "runs-clear", "The concurrent arm was 1.5x faster than the sequential arm.", F, "2.0"),
    ("runs-clear-not-slower", "runs-clear", "The concurrent arm was not slower than the sequential arm.", T, "interval above 1"),
    ("runs-clear-4-runs", "runs-clear", "Across 4 runs, the concurrent arm was 2x faster than the sequential arm.", T,
     "4 runs per arm"),
    ("runs-clear-5-runs", "runs-clear", "Across 5 runs, the concurrent arm was 2x faster than the sequential arm.", F,
     "4 runs, not 5"),
    ("runs-straddle-faster", "runs-straddle", "The concurrent arm was faster than the sequential arm.", N,
     "per-run ratios 1.25, 1.25, 0.8, 0.8: the interval straddles 1"),
    ("runs-straddle-slower", "runs-straddle", "The concurrent arm was slower than the sequential arm.", N,
     "pooled 0.976 < 1, but the interval straddles 1"),
    ("runs-straddle-0.98x", "runs-straddle", "The concurrent arm ran at 0.98x the sequential arm's throughput.", N,
     "a ratio other than 1 whose interval straddles 1"),
    ("runs-straddle-not-faster", "runs-straddle", "The concurrent arm was not faster than the sequential arm.", N,
     "<= 1 with an interval straddling 1"),
    ("runs-clear-every-run", "runs-clear", BASE[:-1] + " in every run.", (T, N), "each run's ratio is 2.0"),
    ("runs-clear-up-to-2x", "runs-clear", ABOUT.format("up to 2x"), T,
     "'up to N' is the best of the paired runs: 10/5, 10.5/5.25, 9.5/4.75, 10/5 -> 2.0"),
    ("runs-straddle-2x", "runs-straddle", BASE, F,
     "pooled 0.976, per-run ratios 0.8 to 1.25: the interval lies entirely below 1.9"),
    ("runs-straddle-consistently", "runs-straddle", "The concurrent arm was consistently faster than the sequential arm.", N,
     "half the runs were slower"),
])

# --- like for like -------------------------------------------------------------------------------
cat("like-for-like", [
    ("lfl-control", "ab2x", BASE, T, "same tasks, 100 prompt and 8 output tokens per task in both arms"),
    ("lfl-prompt-tokens-differ", "tokens-prompt", BASE, N, "concurrent prompts hold 50 tokens, sequential 100"),
    ("lfl-output-tokens-differ", "tokens-output", BASE, N, "concurrent outputs hold 4 tokens, sequential 8"),
    ("lfl-per-task-tokens-differ", "tokens-pertask", BASE, N,
     "totals agree (1000) but each task's prompt differs (50/150 vs 100)"),
    ("lfl-failed-2x", "failed", BASE, N, "2 failed requests cannot win a throughput comparison silently"),
    ("lfl-failed-faster", "failed", "The concurrent arm was faster than the sequential arm.", N, "2 failed requests"),
    ("lfl-failed-all-completed", "failed", "All requests completed in both arms.", F, "2 concurrent requests failed"),
    ("lfl-failed-conc-all-10", "failed", "The concurrent arm completed all 10 requests.", F, "8 of 10 completed"),
    ("lfl-failed-2-failed", "failed", "The concurrent arm had 2 failed requests.", T, "tasks t03 and t07"),
    ("lfl-failed-none-failed", "failed", "The concurrent arm had no failed requests.", F, "2 failed"),
    ("lfl-failed-8-of-10", "failed", "The concurrent arm completed 8/10 requests.", T, "8 ok of 10"),
    ("lfl-failed-seq-all-10", "failed", "The sequential arm completed all 10 requests.", T, "no sequential failures"),
    ("lfl-ab2x-all-completed", "ab2x", "All 10 requests completed in both arms.", T, "every row ok"),
    ("lfl-failed-2x-all-completed", "failed", BASE[:-1] + " and all requests completed.", F, "2 failed"),
])

# --- context ---------------------------------------------------------------------------------------
cat("context", [
    ("ctx-cpu", "ab2x", "On a CPU, the concurrent arm was 2x faster than the sequential arm.", T, "hardware: Intel Xeon"),
    ("ctx-h100", "ab2x", "On an H100, the concurrent arm was 2x faster than the sequential arm.", F, "a CPU-only host"),
    ("ctx-a100", "ab2x", "On an NVIDIA A100 GPU, the concurrent arm was 2x faster than the sequential arm.", F,
     "a CPU-only host"),
    ("ctx-8-gpus", "ab2x", "On 8 GPUs, the concurrent arm was 2x faster than the sequential arm.", F, "no accelerator"),
    ("ctx-smollm2", "ab2x", "With SmolLM2-135M, the concurrent arm was 2x faster than the sequential arm.", T, "model id"),
    ("ctx-135m", "ab2x", "With a 135M model, the concurrent arm was 2x faster than the sequential arm.", T, "135M in the id"),
    ("ctx-70b", "ab2x", "With a 70B model, the concurrent arm was 2x faster than the sequential arm.", F, "a 135M model"),
    ("ctx-llama-70b", "ab2x", "With Llama-3-70B, the concurrent arm was 2x faster than the sequential arm.", F,
     "the model is SmolLM2-135M"),
    ("ctx-smollm2-360m", "ab2x", "With SmolLM2-360M, the concurrent arm was 2x faster than the sequential arm.", F,
     "135M, not 360M"),
    ("ctx-10-tasks", "ab2x", "Across 10 tasks, the concurrent arm was 2x faster than the sequential arm.", T, "10 tasks"),
    ("ctx-100-tasks", "ab2x", "Across 100 tasks, the concurrent arm was 2x faster than the sequential arm.", F, "10 tasks"),
    ("ctx-four-workers", "ab2x", "With four workers, the concurrent arm was 2x faster than the sequential arm.", T,
     "the concurrent arm has 4 workers"),
    ("ctx-eight-workers", "ab2x", "With eight workers, the concurrent arm was 2x faster than the sequential arm.", F,
     "4 workers"),
    ("ctx-production", "ab2x", "In production, the concurrent arm was 2x faster than the sequential arm.", N,
     "the witness cannot speak to production", {"names": ("production",)}),
    ("ctx-date", "ab2x", "On 2026-11-30, the concurrent arm was 2x faster than the sequential arm.", N,
     "the witness cannot speak to a date"),
    ("ctx-last-week", "ab2x", "Last week, the concurrent arm was 2x faster than the sequential arm.", N, "a time"),
    ("ctx-vllm", "ab2x", "With vLLM, the concurrent arm was 2x faster than the sequential arm.", F,
     "the server is runners.llama_server"),
    ("ctx-cb-24-jobs", "cb", "Batching 24 jobs was 3.25x the sequential rate.", F, "8 jobs"),
    ("ctx-cb-8-jobs", "cb", "Batching 8 jobs was 3.25x the sequential rate.", T, "8 scheduled jobs"),
    ("ctx-cb-h100", "cb", "On an H100, batching was 3.25x the sequential rate.", F, "a CPU-only host"),
    ("ctx-scope-h100", "ab2x", BASE, F, "the scope's H100 contradicts the CPU host",
     {"scope": "SmolLM2-135M on one H100 GPU, 10 tasks per arm"}),
    ("ctx-scope-70b", "ab2x", BASE, F, "the scope's 70B model contradicts SmolLM2-135M",
     {"scope": "a 70B model on one CPU host, 10 tasks per arm"}),
    ("ctx-scope-100-tasks", "ab2x", BASE, F, "10 tasks per arm, not 100",
     {"scope": "SmolLM2-135M on one CPU host, 100 tasks per arm"}),
    ("ctx-scope-production", "ab2x", BASE, N, "the witness cannot speak to production",
     {"scope": "SmolLM2-135M in production, 10 tasks per arm"}),
    ("ctx-scope-date", "ab2x", BASE, N, "the witness cannot speak to a date",
     {"scope": "SmolLM2-135M on one CPU host, 10 tasks per arm, measured on 2026-11-30"}),
    ("ctx-scope-cpu-details", "ab2x", BASE, T, "every fact in the scope agrees with the witness",
     {"scope": "one CPU host (Intel Xeon, 2 logical CPUs), SmolLM2-135M-Instruct, 10 tasks per arm"}),
    ("ctx-cb-scope-24-jobs", "cb", "Batching was 3.25x the sequential rate.", F, "8 jobs per arm, not 24",
     {"scope": "SmolLM2-135M on one CPU host, 24 jobs per arm; timing includes queue and padding"}),
])

# --- cache claims --------------------------------------------------------------------------------
GAIN = "The shared arm gained a prefix-cache benefit over the unique arm."
cat("cache", [
    ("cache-gain", "cache-gain", GAIN, T, "810 vs 0 reused tokens; wall 5.5 vs 10.0 s; median TTFT 0.05 vs 0.5 s"),
    ("cache-gain-reversed", "cache-gain", "The unique arm gained a prefix-cache benefit over the shared arm.", F,
     "the unique arm reused nothing"),
    ("cache-gain-none-observed", "cache-gain", "No cache benefit was observed.", F, "reuse and a gain were recorded"),
    ("cache-gain-not-arm", "cache-gain", "The shared arm, not the unique arm, gained a cache benefit.", T,
     "the negation negates an arm, not the benefit"),
    ("cache-gain-not-arm-reversed", "cache-gain", "The unique arm, not the shared arm, gained a cache benefit.", F,
     "the unique arm reused nothing"),
    ("cache-gain-world", "cache-gain", "Caching provides no benefit.", F,
     "a claim about the world; this witness shows a benefit"),
    ("cache-gain-810-tokens", "cache-gain", "The shared arm reused 810 cached tokens.", T, "9 x 90"),
    ("cache-gain-900-tokens", "cache-gain", "The shared arm reused 900 cached tokens.", F, "810"),
    ("cache-gain-hit-rate-81", "cache-gain", "The shared arm had an 81% cache hit rate.", T, "810 hits / 1000 queries"),
    ("cache-gain-hit-rate-90", "cache-gain", "The shared arm had a 90% cache hit rate.", F, "81%"),
    ("cache-gain-median-ttft-10x-lower", "cache-gain", "The shared arm's median TTFT was 10x lower than the unique arm's.", T,
     "0.5 / 0.05"),
    ("cache-gain-1.82x-faster", "cache-gain", "The shared arm was 1.82x faster than the unique arm.", T,
     "(10 / 5.5) / (10 / 10.0) = 1.818"),
    ("cache-zero-none-observed", "cache-zero", "No cache benefit was observed.", T, "telemetry present, zero reuse"),
    ("cache-zero-gain", "cache-zero", GAIN, F, "zero reuse recorded"),
    ("cache-zero-none-for-shared", "cache-zero",
     "No prefix-cache benefit was observed for the shared arm over the unique arm.", T, "zero reuse, same timings"),
    ("cache-zero-world", "cache-zero", "Caching provides no benefit.", T,
     "zero reuse and no gain: supported here, or declined as a claim about the world"),
    ("cache-nogain-gain", "cache-nogain", GAIN, F, "reuse recorded, but 10.5 s vs 10.0 s and equal TTFT: no gain"),
    ("cache-nogain-810-tokens", "cache-nogain", "The shared arm reused 810 cached tokens.", T, "9 x 90"),
    ("cache-nogain-none-observed", "cache-nogain", "No cache benefit was observed.", T,
     "a benefit needs reuse and a gain; there was no gain"),
    ("cache-ab2x-none-observed", "ab2x", "No cache benefit was observed.", T, "absent telemetry supports 'not observed'"),
    ("cache-ab2x-gain", "ab2x", "The concurrent arm gained a cache benefit over the sequential arm.", N,
     "no cache telemetry"),
    ("cache-ab2x-world", "ab2x", "Caching provides no benefit.", N, "absent telemetry cannot show 'no benefit exists'"),
    ("cache-ab2x-no-cache-exists", "ab2x", "The server has no prefix cache.", N,
     "absent telemetry never shows that no cache exists"),
])

# --- nothing checkable ---------------------------------------------------------------------------
cat("nothing", [
    ("none-x", "ab2x", "x", N, "nothing checkable", {"names": ("nothing checkable",)}),
    ("none-went-well", "ab2x", "It went well.", N, "nothing checkable", {"names": ("nothing checkable",)}),
    ("none-german", "ab2x", "Der gleichzeitige Arm war doppelt so schnell wie der sequentielle Arm.", N,
     "a language the grammar does not cover", {"names": ("doppelt",)}),
    ("none-chinese", "ab2x", "并发组比顺序组快两倍。", N, "a language the grammar does not cover"),
    ("none-spanish-2x", "ab2x", "El brazo concurrente fue 2x más rápido que el brazo secuencial.", N,
     "a language the grammar does not cover"),
    ("none-french-2x", "ab2x", "Le bras concurrent était 2x plus rapide que le bras séquentiel.", N,
     "a language the grammar does not cover"),
    ("none-arm-names", "ab2x", "concurrent sequential", N, "arm names assert nothing"),
    ("none-arm-only", "ab2x", "The concurrent arm.", N, "nothing checkable"),
    ("none-great", "ab2x", "Great results!", N, "nothing checkable"),
    ("none-bare-2x", "ab2x", "2x", N, "a ratio bound to nothing"),
    ("none-faster", "ab2x", "Faster.", N, "a direction bound to nothing"),
    ("none-period", "ab2x", ".", N, "nothing checkable"),
    ("none-lorem", "ab2x", "Lorem ipsum dolor sit amet.", N, "nothing checkable"),
    ("none-emoji", "ab2x", "🚀🚀🚀", N, "nothing checkable"),
    ("none-question", "ab2x", "Was the concurrent arm faster than the sequential arm?", N, "a question asserts nothing"),
    ("none-3-of-4-cases", "ab2x", UNK + " in 3 of 4 cases.", N, "'3 of 4 cases': numbers bound to nothing"),
    ("none-may-have", "ab2x", "The concurrent arm may have been faster than the sequential arm.", N,
     "a modal asserts nothing definite", {"names": ("may",)}),
    ("none-counterfactual", "ab2x", "If the cache were warm, the concurrent arm would be 2x faster than the sequential arm.", N,
     "a counterfactual"),
])

# --- the other claim fields (Q1-Q6) ----------------------------------------------------------
cat("questions", [
    ("q-strawman", "ab2x", BASE, S, "--baseline strawman", {"baseline": "strawman"}),
    ("q-no-baseline", "ab2x", BASE, S, "--baseline none", {"baseline": "none"}),
    ("q-modeled", "ab2x", BASE, N, "MODELED is a label, not a measurement", {"provenance": "MODELED"}),
    ("q-reported-flag", "ab2x", BASE, N, "the flag says REPORTED, the witness OBSERVED", {"provenance": "REPORTED"}),
    ("q-no-net", "ab2x", BASE, N, "--net not given", {"net": False}),
    ("q-empty-scope", "ab2x", BASE, N, "no scope", {"scope": ""}),
    ("q-padding-not-included", "ab2x", BASE[:-1] + ", including padding.", N,
     "padding is not in the witness's timing_includes"),
    ("q-free-text-witness", "free-text", BASE, N, "a free-text pointer cannot be re-derived"),
    ("q-missing-bundle", "missing", BASE, I, "no such bundle directory"),
    ("q-tampered", "tampered", BASE, I, "a row changed after sealing"),
    ("q-tampered-false-statement", "tampered", "The concurrent arm was 5x faster than the sequential arm.", I,
     "invalid takes precedence over false"),
    ("q-realized-off", "ab2x", BASE, N, "off by default with no reason", {"realized": False}),
    ("q-realized-gated", "ab2x", BASE, T, "off by default, honestly gated",
     {"realized": False, "gate_reason": "behind --concurrency until the queue limit lands"}),
    ("q-no-baseline-arm-compared", "s2-observed", "The unique-prefix arm was 1.01x faster than the shared-prefix arm.", N,
     "75.48 vs 76.34 s is 1.0114x, but neither arm is the witness's baseline and the two declare no factor that differs"),
    ("q-controlled-pair-ttft", "observed-prefix", "The shared-prefix arm had a lower median TTFT than the unique-prefix arm.",
     T, "0.679 vs 9.743 s; the pair differs only in shared_base: a controlled pair, as the cache claim's pair"),
    ("q-client-wall-includes-queue", "vllm", "The concurrent arm was 3.63x faster than the sequential arm.", T,
     "timing_includes lists only scheduler (no queue_times), but the walls are the client's: they contain server queueing",
     {"scope": SCOPE_VLLM + "; includes scheduler and queue"}),
    ("q-client-wall-not-padding", "vllm", "The concurrent arm was 3.63x faster than the sequential arm.", N,
     "padding is never implied by client timing", {"scope": SCOPE_VLLM + "; includes padding"}),
])


# --- a second batch, written after the grader first passed the rows above: paraphrases and new
# twists, to see whether the reading generalises (ids start with "p-") ------------------------
cat("negation", [
    ("p-neg-not-any-faster", "ab2x", "The concurrent arm was not any faster than the sequential arm.", F, "2.0x"),
    ("p-neg-did-not-run-faster", "ab2x", "The concurrent arm did not run faster than the sequential arm.", F, "2.0x"),
    ("p-neg-seq-did-not-run-faster", "ab2x", "The sequential arm did not run faster than the concurrent arm.", T, "0.5x"),
    ("p-neg-at-no-point-slower", "ab2x", "At no point was the concurrent arm slower than the sequential arm.", (T, N),
     "one run, faster"),
    ("p-neg-failed-to-beat", "ab2x", "The concurrent arm failed to beat the sequential arm.", (F, N), "it was 2x faster"),
    ("p-neg-no-gain-over", "ab2x", "There was no throughput gain from the concurrent arm over the sequential arm.", F, "2.0x"),
    ("p-neg-no-gain-over-reversed", "ab2x", "There was no throughput gain from the sequential arm over the concurrent arm.", T,
     "0.5x"),
    ("p-neg-neither-faster", "ab2x", "Neither arm was faster than the other.", (F, N), "the concurrent arm was 2x faster"),
    ("p-neg-not-less-than-2x", "ab2x", "The concurrent arm was not less than 2x faster than the sequential arm.", T,
     "not < 2: 2.0"),
    ("p-neg-did-not-exceed", "ab2x", "The concurrent arm's throughput did not exceed the sequential arm's.", (F, N),
     "2.0 vs 1.0 requests/s"),
    ("p-neg-not-2.0x", "ab2x", "The concurrent arm was not 2.0x faster than the sequential arm.", F, "2.0 in [1.95, 2.05)"),
    ("p-neg-not-2.5x", "ab2x", "The concurrent arm was not 2.5x faster than the sequential arm.", T, "2.0 outside [2.45, 2.55)"),
])
cat("hedge", [
    ("p-hedge-approximately-2x", "ab2x", ABOUT.format("approximately 2x"), T, "2.0"),
    ("p-hedge-around-2x", "ab2x", ABOUT.format("around 2x"), T, "2.0"),
    ("p-hedge-almost-2x-at-1.95", "ratio-1.95", ABOUT.format("almost 2x"), T, "1.95"),
    ("p-hedge-roughly-3x", "ab2x", ABOUT.format("roughly 3x"), F, "2.0 not in [2.7, 3.3)"),
    ("p-hedge-well-over-1.5x", "ab2x", ABOUT.format("well over 1.5x"), (T, N), "2.0"),
    ("p-hedge-at-least-3x", "ab2x", ABOUT.format("at least 3x"), F, "2.0 < 2.85"),
    ("p-hedge-no-more-than-1.5x", "ab2x", ABOUT.format("no more than 1.5x"), F, "2.0 >= 1.55"),
    ("p-hedge-no-more-than-2.5x", "ab2x", ABOUT.format("no more than 2.5x"), T, "2.0 < 2.55"),
    ("p-hedge-over-2.5x", "ab2x", ABOUT.format("over 2.5x"), F, "2.0 < 2.55"),
    ("p-hedge-below-0.3s", "ab2x", "The concurrent arm's median TTFT was below 0.3 s.", T, "0.25 < 0.285"),
    ("p-hedge-above-0.3s", "ab2x", "The concurrent arm's median TTFT was above 0.3 s.", F, "0.25"),
    ("p-hedge-exceeded-0.2s", "ab2x", "The concurrent arm's median TTFT exceeded 0.2 s.", (T, N), "0.25 >= 0.205"),
])
cat("precision", [
    ("p-prec-1.35x-at-1.3548", "ratio-1.3548", ABOUT.format("1.35x"), T, "1.3548 in [1.345, 1.355)"),
    ("p-prec-1.37x-at-1.3652", "ratio-1.3652", ABOUT.format("1.37x"), T, "1.3652 in [1.365, 1.375)"),
    ("p-prec-1.365x-at-1.3652", "ratio-1.3652", ABOUT.format("1.365x"), T, "1.3652 in [1.3645, 1.3655)"),
    ("p-prec-2.15x", "ratio-2.15", ABOUT.format("2.15x"), T, "2.15"),
    ("p-prec-1.55x", "ratio-1.55", ABOUT.format("1.55x"), T, "1.55"),
    ("p-prec-200pct-of", "ab2x", "The concurrent arm reached 200% of the sequential arm's throughput.", T, "2.0 x 100"),
    ("p-prec-100pct-higher", "ab2x", "The concurrent arm's throughput was 100% higher than the sequential arm's.", T,
     "(2.0 - 1) x 100"),
    ("p-prec-90pct-higher", "ab2x", "The concurrent arm's throughput was 90% higher than the sequential arm's.", F,
     "100 not in [89.5, 90.5)"),
    ("p-prec-ten-of-ten", "ab2x", "The concurrent arm completed ten of ten tasks.", (T, N), "10 of 10"),
])
cat("multiplicative", [
    ("p-mult-delivered-double", "ab2x", "The concurrent arm delivered double the throughput of the sequential arm.", T, "2.0"),
    ("p-mult-delivered-triple", "ab2x", "The concurrent arm delivered triple the throughput of the sequential arm.", F, "2.0"),
    ("p-mult-two-times-as-fast", "ab2x", "The concurrent arm ran two times as fast as the sequential arm.", T, "2.0"),
    ("p-mult-ran-half-as-fast", "ab2x", "The sequential arm ran half as fast as the concurrent arm.", T, "0.5"),
    ("p-mult-needed-twice-the-wall", "ab2x", "The sequential arm needed twice the wall time of the concurrent arm.", T,
     "10.0 s vs 5.0 s"),
    ("p-mult-conc-needed-twice-the-wall", "ab2x", "The concurrent arm needed twice the wall time of the sequential arm.", F,
     "5.0 s vs 10.0 s"),
    ("p-mult-cut-wall-in-half", "ab2x",
     "The concurrent arm cut the wall time in half compared with the sequential arm.", (T, N), "5.0 s vs 10.0 s"),
    ("p-mult-quadrupled", "ab2x", "The concurrent arm quadrupled the throughput of the sequential arm.", F, "2.0, not 4"),
])
cat("unknown-word", [
    ("p-unk-blew-away", "ab2x", UNK + " and blew the sequential arm away.", N, "'blew away' is not read"),
    ("p-unk-clear-winner", "ab2x", UNK + ", making it the clear winner.", N, "'winner' is not read"),
    ("p-unk-production-ready", "ab2x", UNK + " and is production-ready.", N, "'production-ready' is not read"),
    ("p-unk-proving", "ab2x", UNK + ", proving the approach works.", N, "'proving the approach works' is not read"),
    ("p-unk-saving-money", "ab2x", UNK + " while saving money.", N, "no cost in the witness"),
    ("p-unk-massive-improvement-reversed", "ab2x",
     "The sequential arm was slower than the concurrent arm, a massive improvement for users.", N,
     "what improved, and for whom, is not said: the appended phrase cannot be bound"),
    ("p-unk-trounced", "ab2x", "The concurrent arm trounced the sequential arm.", (T, N), "read or declined"),
    ("p-unk-trounced-reversed", "ab2x", "The sequential arm trounced the concurrent arm.", (F, N), "the sequential arm was slower"),
    ("p-unk-vastly-reduced-latency", "ab2x", UNK + " and vastly reduced latency.", (N, F),
     "no statistic named; the median and mean latencies rose"),
])
cat("statistic", [
    ("p-stat-average-ttft-0.43", "ab2x", "The average TTFT of the concurrent arm was 0.43 s.", T, "average = mean: 0.43"),
    ("p-stat-average-ttft-0.25", "ab2x", "The average TTFT of the concurrent arm was 0.25 s.", F, "0.25 is the median"),
    ("p-stat-99th-percentile", "ab2x", "The 99th percentile TTFT of the sequential arm was 0.46 s.", T, "numpy p99 0.464"),
    ("p-stat-P99-is-max", "ab2x", "The P99 TTFT of the sequential arm was 0.5 s.", N,
     "0.5 is the max (nearest-rank p99), numpy's p99 0.464: not shown either way (statistics.nearest_rank)"),
    ("p-stat-worst-case-ttft", "ab2x", "The worst-case TTFT of the concurrent arm was 2.0 s.", (T, N), "max 2.0"),
    ("p-stat-time-to-first-token", "ab2x", "The concurrent arm's median time to first token was 0.25 s.", T, "TTFT spelled out"),
    ("p-stat-request-latency", "ab2x", "The concurrent arm's median request latency was 1.75 s.", T, "end-to-end 1.75"),
    ("p-stat-16-requests-per-second", "ab2x", "The concurrent arm's throughput was 16 requests per second.", F,
     "2.0 requests/s; 16 is tokens/s"),
    ("p-stat-2-requests-per-second", "ab2x", "The concurrent arm's throughput was 2.0 requests per second.", T, "10 / 5.0 s"),
    ("p-stat-16-output-tokens-per-second", "ab2x", "The concurrent arm generated 16 output tokens per second.", T, "80 / 5.0 s"),
    ("p-stat-mean-itl-no-token-times", "ab2x", "The concurrent arm's mean ITL was 50 ms.", N, "no per-token times"),
    ("p-stat-vllm-mean-itl", "vllm", "The concurrent arm's mean ITL was 11.23 ms.", T, "vLLM printed mean_itl_ms 11.2328"),
    ("p-stat-vllm-mean-ttft-is-p99", "vllm", "The concurrent arm's mean TTFT was 70.03 ms.", F, "70.03 is the p99"),
])
cat("swapped", [
    ("p-swap-seq-50pct-less", "ab2x", "The sequential arm delivered 50% less throughput than the concurrent arm.", T,
     "(1 - 1.0/2.0) x 100"),
    ("p-swap-conc-50pct-less", "ab2x", "The concurrent arm delivered 50% less throughput than the sequential arm.", F,
     "it delivered more"),
    ("p-swap-cb-seq-30.8pct-of", "cb", "The tuned sequential arm reached only 30.8% of the batched rate.", T,
     "2.0 / 6.5 = 30.77%; 'only' is an evaluative word the reader does not place (not-yet is fail-closed)"),
    ("p-swap-cb-batched-30.8pct-of", "cb", "Batching reached only 30.8% of the sequential rate.", F,
     "325%; 'only' unread gives not-yet, never net-true"),
])
cat("binding", [
    ("p-bind-against-front", "ab2x", "Against the sequential arm, the concurrent arm was 2x faster.", T, "2.0"),
    ("p-bind-against-front-reversed", "ab2x", "Against the concurrent arm, the sequential arm was 2x faster.", F, "0.5"),
    ("p-bind-with-higher-ttft", "ab2x",
     "The concurrent arm, with a higher median TTFT, was 2x faster than the sequential arm.", (T, N), "0.25 > 0.10; 2.0x"),
    ("p-bind-with-lower-ttft", "ab2x",
     "The concurrent arm, with a lower median TTFT, was 2x faster than the sequential arm.", (F, N), "0.25 > 0.10"),
    ("p-bind-while-its", "ab2x",
     "While the concurrent arm was 2x faster than the sequential arm, its median TTFT was 2.5x higher.", (T, N),
     "2.0x; 0.25 / 0.10"),
])
cat("context", [
    ("p-ctx-single-cpu-host", "ab2x", "On a single CPU host, the concurrent arm was 2x faster than the sequential arm.", T,
     "one CPU host"),
    ("p-ctx-tpu", "ab2x", "On a TPU, the concurrent arm was 2x faster than the sequential arm.", F, "no accelerator"),
    ("p-ctx-rtx-4090", "ab2x", "On an RTX 4090, the concurrent arm was 2x faster than the sequential arm.", F, "no GPU"),
    ("p-ctx-7b", "ab2x", "With a 7B model, the concurrent arm was 2x faster than the sequential arm.", F, "135M"),
    ("p-ctx-qwen", "ab2x", "With Qwen2.5-0.5B, the concurrent arm was 2x faster than the sequential arm.", F, "SmolLM2-135M"),
    ("p-ctx-12-tasks", "ab2x", "Across 12 tasks, the concurrent arm was 2x faster than the sequential arm.", F, "10 tasks"),
    ("p-ctx-at-scale", "ab2x", "At scale, the concurrent arm was 2x faster than the sequential arm.", N, "beyond the witness"),
    ("p-ctx-customers", "ab2x",
     "In our customers' deployments, the concurrent arm was 2x faster than the sequential arm.", N, "beyond the witness"),
    ("p-ctx-since-2024", "ab2x", "Since 2024, the concurrent arm has been 2x faster than the sequential arm.", N, "a time"),
    ("p-ctx-scope-8x-h100", "ab2x", BASE, F, "the scope's H100 node contradicts the CPU host",
     {"scope": "SmolLM2-135M on an 8x H100 node, 10 tasks per arm"}),
    ("p-ctx-scope-every-deployment", "ab2x", BASE, N, "the witness cannot speak to every deployment",
     {"scope": "SmolLM2-135M on one CPU host, 10 tasks per arm, in every deployment"}),
])
cat("cache", [
    ("p-cache-benefited", "cache-gain", "Prefix caching benefited the shared arm over the unique arm.", (T, N),
     "810 vs 0 reused; faster"),
    ("p-cache-unique-no-benefit", "cache-gain", "The unique arm saw no cache benefit over the shared arm.", T,
     "the unique arm reused nothing"),
    ("p-cache-neither-gained", "cache-gain", "Neither arm gained a cache benefit.", (F, N), "the shared arm did"),
    ("p-cache-zero-shared-no-benefit", "cache-zero", "The shared arm saw no prefix-cache benefit over the unique arm.", T,
     "zero reuse"),
    ("p-cache-ab2x-reused", "ab2x", "The concurrent arm reused cached prefixes.", N, "no cache telemetry"),
    ("p-cache-nogain-hit-no-speed", "cache-nogain", "The shared arm hit the cache on 810 tokens but gained no speed.", (T, N),
     "810 reused; 10.5 s vs 10.0 s"),
])
cat("nothing", [
    ("p-none-promising", "ab2x", "Results are promising.", N, "nothing checkable"),
    ("p-none-see-table", "ab2x", "See the attached table.", N, "nothing checkable"),
    ("p-none-todo", "ab2x", "TODO", N, "nothing checkable"),
    ("p-none-german-2x", "ab2x", "Der gleichzeitige Arm war 2x schneller.", N, "a language the grammar does not cover"),
    ("p-none-bare-1.36x", "ab2x", "1.36x", N, "a ratio bound to nothing"),
    ("p-none-arm-only-seq", "ab2x", "The sequential arm.", N, "nothing checkable"),
    ("p-none-concurrency-works", "ab2x", "Concurrency works.", N, "nothing checkable"),
])
cat("runs", [
    ("p-runs-on-average", "runs-straddle",
     "On average across runs, the concurrent arm was faster than the sequential arm.", N, "the interval straddles 1"),
    ("p-runs-all-4-runs", "runs-clear", "In all 4 runs the concurrent arm was faster than the sequential arm.", (T, N),
     "every run 2.0x"),
    ("p-runs-never-slower", "runs-straddle", "The concurrent arm was never slower than the sequential arm.", (F, N),
     "two of four runs were slower"),
])
cat("like-for-like", [
    ("p-lfl-failed-single-arm-rate", "failed", "The concurrent arm served 2.0 requests/s.", T, "8 completed / 4.0 s"),
    ("p-lfl-failed-every-succeeded", "failed", "Every request in the concurrent arm succeeded.", (F, N), "2 failed"),
    ("p-lfl-prompt-faster", "tokens-prompt", "The concurrent arm was faster than the sequential arm.", N,
     "different prompts per task"),
    ("p-lfl-output-higher-throughput", "tokens-output",
     "The concurrent arm had a higher request throughput than the sequential arm.", N, "different outputs per task"),
])


# --- a third batch, written while the grader was being finished and graded once before it was
# added (ids start with "r-") -------------------------------------------------------------------
cat("negation", [
    ("r-neg-isnt-faster", "ab2x", "The concurrent arm isn't faster than the sequential arm.", F, "2.0x"),
    ("r-neg-not-the-case", "ab2x", "It is not the case that the concurrent arm was 2x faster than the sequential arm.", F, "2.0x"),
    ("r-neg-untrue-reversed", "ab2x", "It is untrue that the sequential arm was faster than the concurrent arm.", (T, N), "0.5x"),
    ("r-neg-did-not-show-speedup", "ab2x", "The concurrent arm did not show a speedup over the sequential arm.", F, "2.0x"),
    ("r-neg-seq-did-not-show-speedup", "ab2x", "The sequential arm did not show a speedup over the concurrent arm.", T, "0.5x"),
    ("r-neg-by-no-means-slower", "ab2x", "The concurrent arm was by no means slower than the sequential arm.", (T, N), "2.0x"),
    ("r-neg-double", "ab2x", "It is not true that the concurrent arm was not faster than the sequential arm.", T,
     "two negations: faster, 2.0x"),
    ("r-neg-never-completed", "ab2x", "The concurrent arm never completed 10 tasks.", (F, N), "it completed 10"),
])
cat("hedge", [
    ("r-rel-fell-short-of-3x", "ab2x", "The concurrent arm fell short of 3x the sequential arm's throughput.", (T, N), "2.0 < 3"),
    ("r-rel-trailed", "ab2x", "The sequential arm trailed the concurrent arm.", (T, N), "1.0 vs 2.0"),
    ("r-rel-trailed-reversed", "ab2x", "The concurrent arm trailed the sequential arm.", (F, N), "2.0 vs 1.0"),
    ("r-rel-lagged-reversed", "ab2x", "The concurrent arm lagged behind the sequential arm.", (F, N), "2.0 vs 1.0"),
    ("r-rel-surpassed-2.5x", "ab2x", "The concurrent arm's throughput surpassed 2.5x the sequential arm's.", (F, N), "2.0"),
    ("r-rel-ge-sign", "ab2x", ABOUT.format("≥ 2x"), T, "2.0 >= 1.9"),
    ("r-rel-gt-sign-2x", "ab2x", ABOUT.format("> 2x"), F, "> 2 needs >= 2.1"),
    ("r-rel-lt-sign-3x", "ab2x", ABOUT.format("< 3x"), T, "2.0 < 2.85"),
    ("r-rel-between", "ab2x", ABOUT.format("between 1.5x and 2.5x"), T, "2.0 in [1.45, 2.55)"),
    ("r-rel-between-wrong", "ab2x", ABOUT.format("between 2.5x and 3.5x"), F, "2.0 not in [2.45, 3.55)"),
])
cat("precision", [
    ("r-prec-2.00x-at-1.97", "ratio-1.97", ABOUT.format("2.00x"), F, "1.97 not in [1.995, 2.005)"),
    ("r-prec-2.00x", "ab2x", ABOUT.format("2.00x"), T, "2.0"),
    ("r-prec-1.97x", "ratio-1.97", ABOUT.format("1.97x"), T, "1.97"),
    ("r-prec-100.0pct", "ab2x", ABOUT.format("100.0%"), T, "100 in [99.95, 100.05)"),
    ("r-prec-105-ms", "ab2x", "The sequential arm's median TTFT was 105 ms.", F, "100 ms not in [104.5, 105.5)"),
    ("r-prec-0.1-s", "ab2x", "The sequential arm's median TTFT was 0.1 s.", T, "0.10 in [0.095, 0.105)"),
])
cat("multiplicative", [
    ("r-mult-2-fold", "ab2x", "The concurrent arm gave a 2-fold speedup over the sequential arm.", T, "2.0"),
    ("r-mult-3-fold", "ab2x", "The concurrent arm gave a 3-fold speedup over the sequential arm.", F, "2.0"),
    ("r-mult-x2", "ab2x", "The concurrent arm had x2 the throughput of the sequential arm.", (T, N), "2.0"),
    ("r-mult-doubling", "ab2x", "The concurrent arm achieved a doubling of throughput over the sequential arm.", (T, N), "2.0"),
    ("r-mult-halving", "ab2x", "The concurrent arm achieved a halving of wall time relative to the sequential arm.", (T, N),
     "5.0 s vs 10.0 s"),
    ("r-mult-one-third", "ab2x", "The sequential arm ran at one third of the concurrent arm's throughput.", (F, N), "0.5"),
    ("r-mult-twice-as-slow", "ab2x", "The sequential arm was twice as slow as the concurrent arm.", T, "2.0"),
])
cat("statistic", [
    ("r-stat-p50", "ab2x", "The p50 TTFT of the concurrent arm was 0.25 s.", T, "numpy p50"),
    ("r-stat-50th-percentile", "ab2x", "The 50th percentile TTFT of the concurrent arm was 0.25 s.", T, "numpy p50"),
    ("r-stat-tail-latency", "ab2x", "The concurrent arm's tail latency was 3.0 s.", N, "'tail' names no statistic"),
    ("r-stat-mean-latency", "ab2x", "The concurrent arm's mean latency was 1.85 s.", T, "latency = end-to-end"),
    ("r-stat-median-latency-is-ttft", "ab2x", "The concurrent arm's median latency was 0.25 s.", F, "0.25 s is the median TTFT"),
    ("r-stat-min-ttft", "ab2x", "The minimum TTFT of the concurrent arm was 0.2 s.", T, "min 0.2"),
    ("r-stat-min-ttft-wrong", "ab2x", "The minimum TTFT of the concurrent arm was 0.25 s.", F, "min 0.2"),
    ("r-stat-p90-e2e", "ab2x", "The p90 end-to-end latency of the sequential arm was 1.65 s.", T, "1.5 + 0.1 x 1.5"),
    ("r-stat-vllm-median-itl-of", "vllm", "The median inter-token latency of the concurrent arm was 11.23 ms.", T,
     "vLLM printed 11.2259"),
])
cat("swapped", [
    ("r-swap-seq-2x-lower-throughput", "ab2x", "The sequential arm had 2x lower throughput than the concurrent arm.", T, "2.0"),
    ("r-swap-conc-2x-lower-throughput", "ab2x", "The concurrent arm had 2x lower throughput than the sequential arm.", F, "0.5"),
    ("r-swap-seq-5s-longer", "ab2x", "The sequential arm took 5.0 s longer than the concurrent arm.", (T, N), "10.0 - 5.0"),
    ("r-swap-conc-5s-longer", "ab2x", "The concurrent arm took 5.0 s longer than the sequential arm.", (F, N), "5.0 - 10.0"),
])
cat("binding", [
    ("r-bind-semicolon-both", "ab2x",
     "The sequential arm had the lower median TTFT; the concurrent arm had the higher throughput.", (T, N), "0.10 < 0.25; 2 > 1"),
    ("r-bind-semicolon-wrong", "ab2x",
     "The sequential arm had the higher median TTFT; the concurrent arm had the higher throughput.", (F, N), "0.10 < 0.25"),
    ("r-bind-which-four", "ab2x", "The concurrent arm, which had four workers, was 2x faster than the sequential arm.", T,
     "4 workers"),
    ("r-bind-which-eight", "ab2x", "The concurrent arm, which had eight workers, was 2x faster than the sequential arm.", F,
     "4 workers"),
    ("r-bind-two-sentences", "ab2x", BASE + " The sequential arm's median TTFT was 0.10 s.", T, "each sentence its own arm"),
    ("r-bind-two-sentences-wrong", "ab2x", BASE + " The concurrent arm's median TTFT was 0.10 s.", F, "0.25 s"),
])
cat("context", [
    ("r-ctx-intel-xeon", "ab2x", "On an Intel Xeon, the concurrent arm was 2x faster than the sequential arm.", T, "hardware"),
    ("r-ctx-amd-epyc", "ab2x", "On an AMD EPYC, the concurrent arm was 2x faster than the sequential arm.", F,
     "an Intel Xeon"),
    ("r-ctx-apple-m2", "ab2x", "On an Apple M2, the concurrent arm was 2x faster than the sequential arm.", (F, N),
     "an Intel Xeon"),
    ("r-ctx-2-logical-cpus", "ab2x", "On 2 logical CPUs, the concurrent arm was 2x faster than the sequential arm.", (T, N),
     "2 logical CPUs"),
    ("r-ctx-gpt4", "ab2x", "With GPT-4, the concurrent arm was 2x faster than the sequential arm.", F, "SmolLM2-135M"),
    ("r-ctx-tomorrow", "ab2x", "Tomorrow, the concurrent arm will be 2x faster than the sequential arm.", N, "a prediction"),
    ("r-ctx-scope-aws", "ab2x", BASE, N, "the witness cannot say which cloud",
     {"scope": "SmolLM2-135M on AWS, 10 tasks per arm"}),
    ("r-ctx-scope-4-gpus", "ab2x", BASE, F, "no accelerator", {"scope": "SmolLM2-135M on 4 GPUs, 10 tasks per arm"}),
])
cat("cache", [
    ("r-cache-thanks-to", "cache-gain", "Thanks to the prefix cache, the shared arm was 1.82x faster than the unique arm.", (T, N),
     "1.818x with 810 reused tokens"),
    ("r-cache-unique-81pct", "cache-gain", "The unique arm had an 81% cache hit rate.", F, "0 hits"),
    ("r-cache-unique-0pct", "cache-gain", "The unique arm had a 0% cache hit rate.", T, "0 hits of 1000"),
    ("r-cache-ab2x-none-for-concurrent", "ab2x", "No cache benefit was observed for the concurrent arm.", T, "no telemetry"),
    ("r-cache-gain-none-for-shared", "cache-gain", "No cache benefit was observed for the shared arm.", F, "810 reused, faster"),
])
cat("nothing", [
    ("r-none-ok", "ab2x", "OK.", N, "nothing checkable"),
    ("r-none-japanese", "ab2x", "並行アームは逐次アームより2倍速かった。", N, "a language the grammar does not cover"),
    ("r-none-numbers", "ab2x", "10 5 2", N, "numbers bound to nothing"),
    ("r-none-same-arm", "ab2x", "The concurrent arm was faster than the concurrent arm.", N, "one arm compared with itself"),
    ("r-none-yes", "ab2x", "Yes, the concurrent arm.", N, "nothing checkable"),
])
cat("runs", [
    ("r-runs-interval-above-1", "runs-clear", BASE[:-1] + " (95% interval above 1).", (T, N), "every run 2.0x"),
    ("r-runs-about-as-fast", "runs-straddle", "The concurrent arm was about as fast as the sequential arm.", (T, N),
     "0.976 pooled"),
    ("r-runs-straddle-2x-slower", "runs-straddle", "The concurrent arm was 2x slower than the sequential arm.", F,
     "per-run ratios 0.8 to 1.25"),
])
cat("like-for-like", [
    ("r-lfl-failed-8-completed", "failed", "The concurrent arm completed 8 requests.", T, "8 ok"),
    ("r-lfl-failed-10-completed", "failed", "The concurrent arm completed 10 requests.", F, "8 ok, 2 failed"),
    ("r-lfl-pertask-higher-throughput", "tokens-pertask",
     "The concurrent arm had a higher throughput than the sequential arm.", N, "prompts differ per task"),
])

# --- a fourth batch, graded once before it was added (ids start with "s-") ----------------------
ON = "{}, the concurrent arm was 2x faster than the sequential arm."
cat("context", [
    ("s-ctx-graviton", "ab2x", ON.format("On AWS Graviton"), F, "an Intel Xeon host"),
    ("s-ctx-amd-ryzen", "ab2x", ON.format("On an AMD Ryzen CPU"), F, "an Intel Xeon host"),
    ("s-ctx-ampere-altra", "ab2x", ON.format("On an Ampere Altra"), (F, N), "an Intel Xeon host"),
    ("s-ctx-mi300x", "ab2x", ON.format("On an AMD MI300X"), F, "no accelerator"),
    ("s-ctx-nvidia-l4", "ab2x", ON.format("On an NVIDIA L4"), F, "no accelerator"),
    ("s-ctx-apple-silicon", "ab2x", ON.format("On Apple silicon"), (F, N), "an Intel Xeon host"),
    ("s-ctx-raspberry-pi", "ab2x", ON.format("On a Raspberry Pi"), (F, N), "an Intel Xeon host"),
    ("s-ctx-mistral-7b", "ab2x", ON.format("With Mistral-7B"), F, "SmolLM2-135M"),
    ("s-ctx-phi-3-mini", "ab2x", ON.format("With Phi-3-mini"), F, "SmolLM2-135M"),
    ("s-ctx-smollm2-instruct", "ab2x", ON.format("With SmolLM2-135M-Instruct"), T, "the model id"),
    ("s-ctx-1.7b", "ab2x", ON.format("With a 1.7B model"), F, "135M"),
    ("s-ctx-135-million", "ab2x", ON.format("With a 135-million-parameter model"), (T, N), "135M"),
    ("s-ctx-batch-size", "ab2x", ON.format("With a batch size of 64"), (N, F), "the witness records no batch size"),
    ("s-ctx-4-bit", "ab2x", ON.format("With 4-bit quantization"), (N, F), "the witness does not say"),
    ("s-ctx-scope-gcp", "ab2x", BASE, N, "the witness cannot say which cloud",
     {"scope": "SmolLM2-135M on GCP, 10 tasks per arm"}),
    ("s-ctx-scope-amd", "ab2x", BASE, F, "an Intel Xeon host",
     {"scope": "SmolLM2-135M on one AMD EPYC host, 10 tasks per arm"}),
    ("s-ctx-scope-intel", "ab2x", BASE, T, "the hardware string", {"scope": "SmolLM2-135M on one Intel Xeon host, 10 tasks per arm"}),
])
cat("unit-metric", [
    ("s-unit-10-seconds", "ab2x", "The sequential arm finished in 10 seconds of wall time.", T, "10.0 s"),
    ("s-unit-10-minutes", "ab2x", "The sequential arm finished in 10 minutes of wall time.", F, "10 s, not 600 s"),
    ("s-unit-5000-ms", "ab2x", "The concurrent arm finished in 5000 ms of wall time.", T, "5.0 s"),
    ("s-unit-us", "ab2x", "The sequential arm's median TTFT was 100000 µs.", (T, N), "0.1 s"),
    ("s-unit-per-minute", "ab2x", "The concurrent arm served 120 requests per minute.", (T, N), "2.0 requests/s"),
    ("s-unit-per-minute-wrong", "ab2x", "The concurrent arm generated 16 tokens per minute.", (F, N), "16 tokens/s = 960/min"),
    ("s-unit-stddev", "ab2x", "The standard deviation of the concurrent arm's TTFT was 0.5 s.", N,
     "population std (numpy.std, vLLM's Std TTFT) is 0.527 s, outside [0.475, 0.525) but 0.5 truncated (dispute band"
     " [0.45, 0.6)): not shown, never an accusation (s-std-sample-ddof1 keeps the population/sample distinction)"),
    ("s-std-true", "ab2x", "The standard deviation of the concurrent arm's TTFT was 0.53 s.", T,
     "population std 0.527 s (HAND conc.ttft.std)"),
    ("s-std-vllm-label", "ab2x", "Std TTFT (ms): 120 in the sequential arm", T, "population std 0.12 s"),
    ("s-std-sample-ddof1", "ab2x", "The standard deviation of the concurrent arm's TTFT was 0.556 s.", F,
     "0.556 s is the sample std (ddof 1); vLLM prints the population std 0.527 s"),
    ("s-total-token-throughput", "ab2x", "The concurrent arm's total token throughput was 216 tok/s.", T,
     "(100 + 8) x 10 / 5.0 s (HAND conc.total_token_throughput)"),
    ("s-total-token-throughput-output-only", "ab2x", "The concurrent arm's total token throughput was 16 tok/s.", F,
     "16 tok/s is output tokens only; total (prompt + output) is 216 tok/s"),
])
cat("negation", [
    ("s-neg-efficient", "ab2x", "The concurrent arm was not slower and not less efficient than the sequential arm.", N,
     "'efficient' is not a metric of the witness"),
    ("s-neg-self-contradiction", "ab2x", "The concurrent arm was faster and not faster than the sequential arm.", (F, N),
     "one half is false"),
    ("s-neg-not-only", "ab2x", "The concurrent arm was not only faster than the sequential arm but also 2x faster.", (T, N),
     "faster, 2.0x"),
    ("s-neg-no-less-than-2x", "ab2x", ABOUT.format("no less than 2x"), T, ">= 2: 2.0"),
    ("s-neg-no-less-than-3x", "ab2x", ABOUT.format("no less than 3x"), F, ">= 3: 2.0"),
    ("s-neg-nothing-faster", "ab2x", "Nothing was faster than the concurrent arm.", N, "a claim beyond the witness"),
])
cat("precision", [
    ("s-pct-200pct-faster", "ab2x", ABOUT.format("200%"), F, "100% faster, not 200%"),
    ("s-pct-50pct-of", "ab2x", "The sequential arm reached 50% of the concurrent arm's throughput.", T, "1.0 / 2.0"),
    ("s-pct-50pct-lower", "ab2x", "The sequential arm's throughput was 50% lower than the concurrent arm's.", T, "1 - 0.5"),
    ("s-pct-50pct-lower-wrong", "ab2x", "The concurrent arm's throughput was 50% lower than the sequential arm's.", F, "higher"),
    ("s-stat-250-ms", "ab2x", "The concurrent arm's median TTFT was 250 ms.", T, "0.25 s"),
    ("s-stat-1856-ms", "ab2x", "The concurrent arm's p99 TTFT was 1856 ms.", T, "1.856 s"),
])
cat("multiplicative", [
    ("s-num-twenty-tasks", "ab2x", "The concurrent arm completed twenty tasks.", F, "10"),
    ("s-num-a-dozen", "ab2x", "The concurrent arm completed a dozen tasks.", (F, N), "10, not 12"),
    ("s-num-one-worker", "ab2x", "The sequential arm had one worker.", T, "1 worker"),
    ("s-num-two-workers", "ab2x", "The sequential arm had two workers.", F, "1 worker"),
])
cat("binding", [
    ("s-bind-respectively", "ab2x", "The concurrent and sequential arms served 2.0 and 1.0 requests/s respectively.", (T, N),
     "2.0 and 1.0"),
    ("s-bind-respectively-wrong", "ab2x", "The concurrent and sequential arms served 1.0 and 2.0 requests/s respectively.", (F, N),
     "swapped"),
    ("s-bind-parenthetical", "ab2x", "The concurrent arm (four workers) was 2x faster than the sequential arm (one worker).", T,
     "4 and 1 workers"),
    ("s-bind-parenthetical-wrong", "ab2x",
     "The concurrent arm (eight workers) was 2x faster than the sequential arm (one worker).", F, "4 workers"),
    ("s-stat-max-e2e-conc", "ab2x", "The concurrent arm's max end-to-end latency was 3.0 s.", T, "tasks t04 and t08"),
])
cat("cache", [
    ("s-cache-ab2x-0pct-hit-rate", "ab2x", "The concurrent arm had a 0% cache hit rate.", N,
     "no telemetry: unknown, not zero"),
    ("s-cache-ab2x-0-cached", "ab2x", "The concurrent arm reused 0 cached tokens.", N, "no telemetry: unknown, not zero"),
    ("s-cache-zero-0-cached", "cache-zero", "The shared arm reused 0 cached tokens.", T, "telemetry says 0"),
])


#: the one-line reason of every row that accepts a second verdict: the statement is
#: supported (or contradicted) by its witness, but the reader does not read these words yet;
#: not-yet is the fail-safe answer until it does. Rows the grader reads are pinned to one verdict.
SECOND: dict[str, str] = {
    "neg-never-faster-reversed": "net-true once read; not-yet while the reader leaves 'never faster than' unread",
    "unk-crushed-reversed":
        "false once read; not-yet while the reader leaves 'sequential arm crushed', 'concurrent arm' unread",
    "unk-dominated":
        "net-true once read; not-yet while the reader leaves 'concurrent arm dominated', 'sequential arm' unread",
    "unk-leapfrogged-reversed":
        "false once read; not-yet while the reader leaves 'sequential arm leapfrogged', 'concurrent arm' unread",
    "unk-cut-latency": "false once read; not-yet while the reader leaves 'cut latency', 'half' unread",
    "unk-cb-slashed-padding": "false once read; not-yet while the reader leaves 'slashed padding' unread",
    "um-gpu-util": "false once read; not-yet while the reader leaves '90% GPU utilization' unread",
    "stat-cb-batch-fill-100": "net-true once read; not-yet while the reader leaves 'batches', '100% batch fill' unread",
    "runs-clear-every-run": "net-true once read; not-yet while the reader leaves '2x faster than', 'every run' unread",
    "runs-clear-up-to-2x": "net-true once read; not-yet while the reader leaves 'up', '2x faster than' unread",
    "p-neg-at-no-point-slower": "net-true once read; not-yet while the reader leaves 'no point', 'slower than' unread",
    "p-neg-failed-to-beat": "false once read; not-yet while the reader leaves 'failed', 'beat' unread",
    "p-neg-neither-faster": "false once read; not-yet while the reader leaves 'Neither', 'faster than', 'other' unread",
    "p-neg-did-not-exceed":
        "false once read; not-yet while the reader leaves 'concurrent arm', 'throughput', 'not exceed' unread",
    "p-hedge-well-over-1.5x": "net-true once read; not-yet while the reader leaves 'well over 1.5x faster than' unread",
    "p-hedge-exceeded-0.2s": "net-true once read; not-yet while the reader leaves 'exceeded 0.2 s' unread",
    "p-prec-ten-of-ten": "net-true once read; not-yet while the reader leaves 'ten', 'ten tasks' unread",
    "p-mult-cut-wall-in-half":
        "net-true once read; not-yet while the reader leaves 'cut', 'wall time', 'half compared' unread",
    "p-unk-trounced":
        "net-true once read; not-yet while the reader leaves 'concurrent arm trounced', 'sequential arm' unread",
    "p-unk-trounced-reversed":
        "false once read; not-yet while the reader leaves 'sequential arm trounced', 'concurrent arm' unread",
    "p-unk-vastly-reduced-latency": "false once read; not-yet while the reader leaves 'vastly reduced latency' unread",
    "p-stat-worst-case-ttft": "net-true once read; not-yet while the reader leaves 'worst-case', '2.0 s' unread",
    "p-bind-with-higher-ttft": "net-true once read; not-yet while the reader leaves 'higher' unread",
    "p-bind-with-lower-ttft": "false once read; not-yet while the reader leaves 'lower' unread",
    "p-bind-while-its": "net-true once read; not-yet while the reader leaves 'While', '2x faster than' unread",
    "p-cache-benefited":
        "net-true once read; not-yet while the reader leaves 'Prefix caching benefited', 'over' unread",
    "p-cache-neither-gained":
        "false once read; not-yet while the reader leaves 'Neither', 'gained', 'cache benefit' unread",
    "p-cache-nogain-hit-no-speed":
        "net-true once read; not-yet while the reader leaves 'hit', 'cache', '810 tokens but gained no speed' unread",
    "p-runs-all-4-runs": "net-true once read; not-yet while the reader leaves 'all 4 runs', 'faster than' unread",
    "p-runs-never-slower": "false once read; not-yet while the reader leaves 'never slower than' unread",
    "p-lfl-failed-every-succeeded":
        "false once read; not-yet while the reader leaves 'Every request', 'succeeded' unread",
    "r-neg-untrue-reversed": "net-true once read; not-yet while the reader leaves 'untrue', 'faster than' unread",
    "r-neg-by-no-means-slower": "net-true once read; not-yet while the reader leaves 'no means slower than' unread",
    "r-neg-never-completed": "false once read; not-yet while the reader leaves 'never', '10 tasks' unread",
    "r-rel-fell-short-of-3x":
        "net-true once read; not-yet while the reader leaves 'fell short', '3x', 'throughput' unread",
    "r-rel-trailed":
        "net-true once read; not-yet while the reader leaves 'sequential arm trailed', 'concurrent arm' unread",
    "r-rel-trailed-reversed":
        "false once read; not-yet while the reader leaves 'concurrent arm trailed', 'sequential arm' unread",
    "r-rel-lagged-reversed":
        "false once read; not-yet while the reader leaves 'concurrent arm lagged behind', 'sequential arm' unread",
    "r-rel-surpassed-2.5x": "false once read; not-yet while the reader leaves 'surpassed 2.5x' unread",
    "r-mult-x2": "net-true once read; not-yet while the reader leaves 'concurrent arm', 'x2', 'throughput' unread",
    "r-mult-doubling": "net-true once read; not-yet while the reader leaves 'doubling', 'throughput over' unread",
    "r-mult-halving": "net-true once read; not-yet while the reader leaves 'halving', 'wall time relative' unread",
    "r-mult-one-third":
        "false once read; not-yet while the reader leaves 'sequential arm', 'one third', 'concurrent arm' unread",
    "r-swap-seq-5s-longer": "net-true once read; not-yet while the reader leaves '5.0 s longer than' unread",
    "r-swap-conc-5s-longer": "false once read; not-yet while the reader leaves '5.0 s longer than' unread",
    "r-bind-semicolon-both": "net-true once read; not-yet while the reader leaves 'lower', 'higher' unread",
    "r-bind-semicolon-wrong": "false once read; not-yet while the reader leaves 'higher', 'higher' unread",
    "r-ctx-apple-m2": "false once read; not-yet while the reader leaves 'Apple M2' unread",
    "r-ctx-2-logical-cpus": "net-true once read; not-yet while the reader leaves '2 logical' unread",
    "r-cache-thanks-to": "net-true once read; not-yet while the reader leaves 'Thanks', 'prefix cache' unread",
    "r-runs-interval-above-1": "net-true once read; not-yet while the reader leaves '95% interval above 1' unread",
    "r-runs-about-as-fast":
        "net-true once read; not-yet while the reader leaves 'concurrent arm', 'about', 'fast' unread",
    "s-ctx-ampere-altra": "false once read; not-yet while the reader leaves 'Altra' unread",
    "s-ctx-apple-silicon": "false once read; not-yet while the reader leaves 'Apple silicon' unread",
    "s-ctx-raspberry-pi": "false once read; not-yet while the reader leaves 'Raspberry Pi' unread",
    "s-ctx-135-million": "net-true once read; not-yet while the reader leaves '135-million-parameter model' unread",
    "s-ctx-batch-size": "false once read; not-yet while the reader leaves 'batch size', '64' unread",
    "s-ctx-4-bit": "false once read; not-yet while the reader leaves '4-bit quantization' unread",
    "s-unit-us": "net-true once read; not-yet while the reader leaves 'median TTFT', '100000 µs' unread",
    "s-unit-per-minute": "net-true once read; not-yet while the reader leaves '120 requests per minute' unread",
    "s-unit-per-minute-wrong": "false once read; not-yet while the reader leaves '16 tokens per minute' unread",
    "s-neg-self-contradiction": "false once read; not-yet while the reader leaves 'faster' unread",
    "s-neg-not-only":
        "net-true once read; not-yet while the reader leaves 'not only faster than', 'but', '2x faster' unread",
    "s-num-a-dozen": "false once read; not-yet while the reader leaves 'dozen tasks' unread",
    "s-bind-respectively": "net-true once read; not-yet while the reader leaves 'arms', '2.0', '1.0 requests/s' unread",
    "s-bind-respectively-wrong":
        "false once read; not-yet while the reader leaves 'arms', '1.0', '2.0 requests/s' unread",
}


def check_ids() -> None:
    ids = [r.id for r in ROWS]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        raise AssertionError(f"duplicate corpus ids: {sorted(dup)}")


check_ids()
