"""Grading a ``Reading`` against the evidence: every assertion and context fact becomes one
``QuantityCheck`` whose ``outcome`` is ``agrees``, ``contradicted`` (-> ``false``), ``unbound``
(not read / names no arm / the rows cannot give it -> ``not-yet``), ``needs-telemetry``
(-> ``not-yet``) or ``inconclusive`` (repeated runs whose interval straddles the claimed
side -> ``not-yet``).

Values come from ``claimcheck.claims.statistics.measure`` (the statistic exactly as named, or
``Unavailable``); nothing here computes a statistic from rows. The interval of a repeated-run
comparison is a bootstrap over the per-run values ``measure`` returns (the same statistic as the
point value).
"""

from __future__ import annotations

import math
import random
import re
from decimal import Decimal
from typing import Any

from claimcheck.claims import controls, run_agreement, statistics, token_speed
from claimcheck.claims.evidence import Evidence
from claimcheck.claims.model import QuantityCheck
from claimcheck.claims.reading import Assertion, ContextFact, Reading, Span
from claimcheck.claims.statistics import Measurement, Unavailable, median

BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_SEED = 20260806

from claimcheck.claims.vocabulary import (  # noqa: E402  (the one vocabulary)
    COUNT_METRICS, DURATION_METRICS, FLIP, FRACTIONS as FRACTION_METRICS, HIGHER_IS_BETTER,
)
from claimcheck.claims.vocabulary import SENSE_OF_METRIC_WORDS, SENSE_OF_VALUE_WORDS, SPEED_TIME_WORDS  # noqa: E402
from claimcheck.claims.vocabulary import SENSE_SPEED_WORDS  # noqa: E402
from claimcheck.claims.vocabulary import AGGREGATE_RATE_WORDS, SPEED_MEANING_WORDS  # noqa: E402
from claimcheck.claims.vocabulary import ONE_ITEM_RULE  # noqa: E402
from claimcheck.claims.vocabulary import E2E_RUNTIME_WORDS  # noqa: E402
from claimcheck.claims.generic_speed import text_names_metric  # noqa: E402
from claimcheck.claims.vocabulary import GENERATION_RATE_WORDS, NEXT_TOKEN_WORDS  # noqa: E402
from claimcheck.claims.vocabulary import CENTER_STATISTICS, COUNT_SECOND_MEANINGS  # noqa: E402
from claimcheck.claims.reading import Tolerance  # noqa: E402

_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")
_E2E_RUNTIME = re.compile(E2E_RUNTIME_WORDS, re.I)
_SPEED_UP = re.compile(r"\bspeed\s+up\b", re.I)

from claimcheck.claims.vocabulary import DISTRIBUTIONS  # noqa: E402

#: one comma group and no other separator ("1,125"): thousands in English, a decimal comma in European
#: write-ups; a contradicted value so written is false only when its other meaning is contradicted too
#: "latency" / "latencies" as a word of its own, and the same after a word that makes it each request's time
_BARE_LATENCY = re.compile(r"(?<![\w-])latenc(?:y|ies)\b", re.I)
#: per-arm rates whose value over repeated runs is pooled (all runs' requests or tokens over their summed wall); the mean
#: of the per-run values is their other meaning (QuantityChecker.value holds a contradicted one back where it agrees)
_POOLED_RATES = frozenset({"throughput", "token_throughput", "total_token_throughput"})
_REQUEST_LATENCY = re.compile(r"\b(?:end[- ]to[- ]end|e2e|e2el|requests?|responses?|completions?|total)[\s-]+"
                              r"(?:\w+[\s-]+)?latenc(?:y|ies)\b|\be2el\b", re.I)
_ONE_COMMA_GROUP = re.compile(r"(?<![\d.,])\d{1,3},\d{3}(?!\d|[.,]\d)")
#: the statistics a per-request metric stated with none is graded under (docs/claim-check.md): what
#: ``vllm bench serve`` prints (mean, median, p99; p90 / p95 with --metric-percentiles) and the extremes a
#: bound is often meant of ("TTFT stays under 200 ms": every request, the max; "as low as": the min). More
#: statistics only move a verdict toward inconclusive (net-true needs all to agree, false all to contradict).
ANY_STATISTIC = ("mean", "median", "p90", "p95", "p99", "min", "max")

# counts that statistics.measure does not name: read from the re-derived per-arm values of
# claimcheck.claims.evidence (no statistic of them exists: "p95 useful_steps" is unavailable)
_DERIVED_ONLY = frozenset({"useful_steps", "allocated_steps", "finite_rows", "scheduled", "output_cap", "arms"})


def _derived(ev: Evidence, metric: str, statistic: str | None, arm: str | None) -> Measurement | Unavailable:
    if metric == "output_cap":
        return Measurement(float(ev.output_cap)) if ev.output_cap is not None else Unavailable("the witness declares no output cap")
    if metric == "arms":
        return Measurement(float(len(ev.arms)))
    if arm is None or arm not in ev.arms:
        return Unavailable(f"no arm {arm!r}")
    if statistic is not None:
        return Unavailable(f"a {ev.kind} witness does not give {statistic} {metric}")
    a = ev.arms[arm]
    v = a.values.get(metric)
    if v is None:
        return Unavailable(f"the witness has no {metric} for {arm}")
    return Measurement(float(v), per_run=list(a.run_values.get(metric) or []), definition=metric)


def measure(ev: Evidence, metric: str, statistic: str | None, arm: str | None) -> Measurement | Unavailable:
    if metric in ("request_output_tokens", "request_prompt_tokens"):
        from claimcheck.claims.count_meanings import request_length

        return request_length(ev, metric, statistic, arm)
    if metric == "timed_out":
        from claimcheck.claims.count_meanings import timeouts

        return timeouts(ev, statistic, arm)
    if metric in _DERIVED_ONLY:
        return _derived(ev, metric, statistic, arm)
    if metric.endswith("_per_die"):  # a rate per die: the arm's rate / the dies it declares (claims.per_gpu)
        from claimcheck.claims import per_gpu

        return per_gpu.measure_per_die(ev, metric, statistic, arm, measure)
    if "_per_gpu" in metric:  # a rate per GPU: the arm's rate / the GPU count the witness records (claims.per_gpu)
        from claimcheck.claims import per_gpu

        return per_gpu.measure(ev, metric, statistic, arm, measure)
    if ":" in metric:  # one meaning of a per-user / decode token rate (claimcheck.claims.per_user)
        from claimcheck.claims import per_user

        named, meaning = metric.split(":", 1)
        if named in per_user.OF_METRIC and meaning in per_user.MEANINGS:
            return per_user.measure(ev, meaning, named, statistic, arm)
        from claimcheck.claims import llama_rates

        if named == llama_rates.PREFILL and meaning in llama_rates.PROMPT_MEANINGS:
            return llama_rates.measure(ev, meaning, statistic, arm)
        from claimcheck.claims import work_measures

        if named == work_measures.WORK and meaning in work_measures.MEANINGS:
            return work_measures.measure(ev, meaning, statistic, arm)
    return statistics.measure(ev, metric, statistic, arm)


from claimcheck.claims.tolerance import BELOW_HEDGES  # noqa: E402
from claimcheck.claims.intervals import holds, refutes  # noqa: E402,F401  (public here too: tests and callers import them from quantities)


def dispute(a: Assertion) -> tuple[float | None, float | None] | None:
    """The band of a percent change's or one arm's value's stated digits, rounded or truncated
    (tolerance.dispute_band): never contradicted. A percent change is stated to the percentage point or its decimals, and the stated-precision
    band's 5% cap makes "4%" [3.8, 4.2): 3.78% rounds to "4%" and 13.51% truncates to "13%" (2100 vs 1850 tok/s,
    a public write-up's "13% higher throughput"), never an accusation. A multiplier keeps its band ("2x" at 1.55x
    is false: docs/claim-check.md, the tolerance rule)."""
    t = a.tolerance
    if t is not None and any(t.rule.startswith(f"hedge '{w}'") for w in BELOW_HEDGES):
        # "nearly 900 tok/s" of 930: past the number but within the symmetric hedge band (tolerance.BELOW_HEDGES):
        # not shown either way
        return (t.dispute_low, t.dispute_high)
    if t is not None and a.form == "ratio" and a.relation == "=" and a.value is not None and a.value > 0 \
            and not t.rule.startswith("hedge") and t.low is not None and t.high is not None \
            and t.dispute_high is not None:
        # a multiplier's digits truncated ("13x faster" of 27.5 s vs 2 s, 13.75x: the TGI v3 write-up): its band
        # below ("2x" at 1.55x is false), and up to a whole unit of its last digit above, at most 10% of the number
        # ("2x" at 2.5x stays false: a unit there is no truncation), never an accusation; a whole "1x" keeps its
        # unit ("1x faster" is also said for twice as fast: test_claims_speedup_phrases)
        # (a range's high end keeps its own truncated digit: tolerance.range_band, test_claims_range_digits)
        cap = t.dispute_high if a.value == 1 or t.rule.startswith("range") else min(t.dispute_high, a.value * 1.1)
        return (t.low, max(t.high, cap))
    if t is not None and a.form == "value" and a.relation == "=" and not t.rule.startswith("hedge") \
            and t.rule.startswith("stated precision"):
        # one arm's value at its stated precision ("1,050 output tokens/s" of 1051.7, "2.5 req/s" of 2.56): its digits
        # rounded or truncated (tolerance.dispute_band), never an accusation; a count is exact (no band)
        return (t.dispute_low, t.dispute_high)
    return None if t is None or a.form != "percent_change" else (t.dispute_low, t.dispute_high)


def _not_shown(a: Assertion) -> str:
    """Why a value neither agrees nor is contradicted, and what would read."""
    if a.relation == "=":
        return (" (not the stated value at its precision, but its digits rounded or truncated could say it: write the "
                "value to its precision, or hedge it: 'about ...')")
    return " (the relation is not shown, but within the stated precision of the bound)"


#: words that put a count in each run ("completed every time", "in each run", "per run"): the count over the runs is
#: then not its meaning (Grader.check_value's count over runs)
_PER_RUN_WORDS = re.compile(r"\b(every|each)\s+(time|run|pass|iteration|repetition|repeat)s?\b|\bper[\s-]run\b|"
                            r"\b(in|on|for)\s+(every|each)\s+(\w+\s+)?runs?\b", re.I)


def _hedge_digits(a: Assertion, res: QuantityCheck) -> QuantityCheck:
    """A hedged '=' ("about 950 output tokens/s", "~37% lower") agrees only where the value lies within its number's
    own digits (Tolerance.accept_low / accept_high: tolerance.digit_granularity); past them, inside the hedge's 10%
    band, it is not shown either way: "about 950" of 905.4 was net-true by the 10% band, a twist of "about 905".
    Only an agreement is narrowed: a contradiction still needs the whole hedge band (never an accusation)."""
    t = a.tolerance
    if res.outcome != "agrees" or a.negated or a.relation != "=" or t is None or t.accept_low is None \
            or t.accept_high is None or res.recomputed is None or res.interval is None:
        return res
    try:
        lo, hi = float(res.interval[0]), float(res.interval[1])
    except (TypeError, ValueError, IndexError):
        return res
    if t.low is None or t.high is None:
        return res
    if math.isclose(lo, t.low, rel_tol=1e-9) and math.isclose(hi, t.high, rel_tol=1e-9):
        alo, ahi = t.accept_low, t.accept_high
    elif math.isclose(lo, -t.high, rel_tol=1e-9) and math.isclose(hi, -t.low, rel_tol=1e-9):
        alo, ahi = -t.accept_high, -t.accept_low  # the band as compared, signed (a decrease's)
    else:
        return res  # compared against another interval than the number's own: left as it was
    if alo - abs(alo) * 1e-12 <= res.recomputed <= ahi + abs(ahi) * 1e-12:
        return res  # both edges included: "about 2.4 req/s" of 2.5 is a unit of its last digit away
    return res.model_copy(update={
        "outcome": "inconclusive",
        "detail": f"{res.detail}; inside the hedge's band, but past what the number's own digits say "
                  f"([{alo:.6g}, {ahi:.6g})): not shown either way -- state the value as measured"})


def _failed(x: float, a: Assertion, low: float | None, high: float | None, value: float | None) -> str:
    """The outcome of a relation that does not hold: ``contradicted`` beyond the stated precision,
    else ``inconclusive``."""
    return "contradicted" if refutes(x, a.relation, low, high, value, dispute(a)) else "inconclusive"


def bootstrap_ratio(rt: list[float], rb: list[float]) -> tuple[float, float] | None:
    """95% interval of mean(rt)/mean(rb), resampling runs within each arm (fixed seed)."""
    if len(rt) < 2 or len(rb) < 2:
        return None
    rng = random.Random(BOOTSTRAP_SEED)
    stats = []
    nt, nb = len(rt), len(rb)
    for _ in range(BOOTSTRAP_RESAMPLES):
        st = sum(rt[int(rng.random() * nt)] for _ in range(nt)) / nt
        sb = sum(rb[int(rng.random() * nb)] for _ in range(nb)) / nb
        if sb:
            stats.append(st / sb)
    if not stats:
        return None
    stats.sort()
    return round(stats[int(0.025 * (len(stats) - 1))], 6), round(stats[int(0.975 * (len(stats) - 1))], 6)


def describe(a: Assertion) -> str:
    """One line: what the assertion says, e.g. ``throughput(x)/throughput(y) = 1.36 +- 0.005``."""
    stat = f"{a.statistic} " if a.statistic else ""
    t = a.tolerance
    if a.metric == "cache_benefit":
        what = t.rule if t else "cache claim"
        return f"{what}: {a.treatment or 'any arm'}" + (f" over {a.baseline}" if a.baseline else "")
    if a.between is not None:
        return (f"{stat}{a.metric}({a.treatment}) strictly between {stat}{a.metric}({a.baseline}) and "
                f"{stat}{a.metric}({a.between})")
    if a.form == "ratio":
        lhs = f"{stat}{a.metric}({a.treatment})/{stat}{a.metric}({a.baseline})"
    elif a.form == "difference":
        lhs = f"{stat}{a.metric}({a.treatment}) - {stat}{a.metric}({a.baseline})"
    elif a.form == "percent_change":
        lhs = f"({stat}{a.metric}({a.treatment}) - {a.metric}({a.baseline}))/{a.metric}({a.baseline}) in %"
    else:
        lhs = f"{stat}{a.metric}({a.treatment or 'every arm'})"
    if a.over_runs == "best":
        lhs = f"best run of {lhs}"
    elif a.over_runs in ("lowest", "highest"):
        lhs = f"{a.over_runs} run of {lhs}"
    if a.run_index is not None:
        lhs = f"run {a.run_index} of {a.run_of} of {lhs}"
    if t is not None and (t.false_low is not None or t.false_high is not None):
        lo = "-inf" if t.false_low is None else f"{t.false_low:.6g}"
        hi = "inf" if t.false_high is None else f"{t.false_high:.6g}"
        lo_in = "-inf" if t.low is None else f"{t.low:.6g}"
        hi_in = "inf" if t.high is None else f"{t.high:.6g}"
        return (f"{lhs} {'within' if a.relation == '=' else 'not within'} [{lo_in}, {hi_in}] "
                f"(false {'outside' if a.relation == '=' else 'inside'} ({lo}, {hi}); {t.rule})")
    if t is None or t.low is None:
        return f"{lhs} {a.relation} {a.value:g}"
    if t.low == t.high:
        return f"{lhs} {a.relation} {a.value:g}"
    if a.form == "percent_change" and a.value is not None and a.value < 0:
        return f"{lhs} {a.relation} {a.value:g} (a decrease of [{t.low:g}, {t.high:g}); {t.rule})"
    return f"{lhs} {a.relation} {a.value:g} in [{t.low:.10g}, {t.high:.10g}) ({t.rule})"


def _kind(a: Assertion) -> str:
    if a.metric == "cache_benefit":
        return "cache"
    if a.form == "ratio":
        return "direction" if a.tolerance and a.tolerance.rule == "direction" else "ratio"
    if a.form == "percent_change":
        return "percent"
    if a.metric in COUNT_METRICS:
        return "count"
    if a.metric in FRACTION_METRICS:
        return "percent"
    if a.metric in DURATION_METRICS:
        return "duration"
    return "rate"


_BARE_TOKEN_UNIT = re.compile(r"\b(?:tokens?|toks?|t)\s*/\s*s(?:ec|econd)?\b|\btokens?\s+per\s+second\b|\btps\b", re.I)
_TOKEN_KIND = re.compile(r"\b(?:output|total|generat\w*|decod\w*|prompt|input)\b", re.I)
_NEXT_TOKEN = re.compile("|".join(r"\b" + r"[\s-]+".join(map(re.escape, w.split())) + r"\b"
                                  for w in NEXT_TOKEN_WORDS), re.I)
#: "per request", "per answer", ... right after a duration (vocabulary.PER_REQUEST_TAILS): a time per request
_PER_REQUEST = re.compile(r"\bper\s+(?:request|answer|query|response|completion|prompt|call|generation)\b", re.I)
#: words that name another token rate than a generation rate (a llama.cpp clause naming none takes the statement's)
#: words that make a throughput a rate of requests ("request throughput", "req/s", "2x the RPS"): a throughput whose
#: sentence has none of them may be a token rate too (QuantityChecker._throughput_is_tokens)
_REQUEST_RATE_WORDS = re.compile(r"\b(?:requests?|reqs?|rps|qps|quer(?:y|ies)|prompts?)\b", re.I)
_OTHER_RATE = re.compile(r"\b(?:output|total|throughput|prompt|prefill|eval)\b", re.I)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|;")
_GENERATION_RATE = re.compile("|".join(r"\b" + r"[\s-]+".join(map(re.escape, w.split())) + r"\b"
                                       for w in GENERATION_RATE_WORDS), re.I)


def _bare_token_rate(a: Assertion, text: str) -> bool:
    """The assertion's own words state a token rate in a bare unit ("324 tokens/s", "12 tok/s"),
    naming neither output nor total tokens: the two meanings the unit has in real write-ups."""
    words = " ".join(x for x in (a.span.text if a.span else "", text) if x)
    return bool(_BARE_TOKEN_UNIT.search(words)) and not _TOKEN_KIND.search(words)


from claimcheck.claims.count_meanings import eligible as _counts_eligible  # noqa: E402
from claimcheck.claims.count_meanings import every_arm_total as _every_arm_total  # noqa: E402
from claimcheck.claims.count_meanings import every_arm_runs as _every_arm_runs  # noqa: E402

#: metrics with several definitions, graded under each (claimcheck.claims.per_user.OF_METRIC)
_PER_USER_METRICS = frozenset({"token_throughput_per_user", "decode_token_rate", "request_token_rate"})


class Grader:
    """Checks the assertions and facts of one reading against one witness."""

    def __init__(self, ev: Evidence, settings: list[str] | None = None):
        self.ev = ev
        self.settings = {s.strip().lower() for s in settings or []}
        self.pairs: set[tuple[str, str]] = set()
        self._memo: dict[tuple[str, str | None, str | None], Measurement | Unavailable] = {}
        #: the statement and scope the assertions were read from (grade sets them): a metric's other meaning
        #: is looked for in the sentence around the assertion, not only in its own words
        self.texts: dict[str, str] = {}
        self.controls_declared: dict[str, str] = {}  # production same_control: --baseline-desc and --scope
        from claimcheck.claims.count_meanings import CountMeanings

        #: a count of requests that names no arm: per arm or in total, one meaning per statement (count_meanings.py)
        self.counts = CountMeanings(self)

    def m(self, metric: str, statistic: str | None, arm: str | None) -> Measurement | Unavailable:
        key = (metric, statistic, arm)
        if key not in self._memo:
            self._memo[key] = measure(self.ev, metric, statistic, arm)
        return self._memo[key]

    # -- assertions ------------------------------------------------------------------------
    def check(self, a: Assertion, text: str) -> QuantityCheck:
        """One assertion against the witness (``_check_assertion``), then a hedged number's own digits: an agreement
        outside them is not shown either way (``_hedge_digits``)."""
        return _hedge_digits(a, self._check_assertion(a, text))

    def _check_assertion(self, a: Assertion, text: str) -> QuantityCheck:
        """One assertion against the witness. A token rate in a bare unit ("tokens/s") is contradicted
        only when it is contradicted as output tokens per second and as (prompt + output) tokens per second too:
        "tokens/s" means either in real write-ups (vLLM's benchmark_throughput prints the total as
        "tokens/s"), and false needs the certainty of net-true. It agrees as output tokens only. Where
        the rows record no prompt tokens there is no total to take and the output reading decides."""
        if a.tolerance is not None and ONE_ITEM_RULE in a.tolerance.rule:
            # production response_line: one response's latency or tokens, graded only of arms of one request each
            from claimcheck.claims.response_lines import one_request_each

            why = one_request_each(self.ev, [a.treatment] if a.treatment else list(self.ev.arms))
            if why:
                return QuantityCheck(text=text, kind=_kind(a), metric=a.metric,
                                     arms=[a.treatment] if a.treatment else list(self.ev.arms),
                                     stated=a.span.text if a.span else text, outcome="inconclusive",
                                     detail=f"one response named: {why}")
        if a.negated:
            return self._denial(a, text)
        if a.statistic is None and a.metric in DISTRIBUTIONS:
            # "up to 4.4x lower first-token latency than X" (over_runs best) as any other comparison with no
            # statistic: the best run graded under every statistic (any_statistic; best_run never contradicts)
            return self.any_statistic(a, text)
        if a.between is not None:
            return self.between(a, text)
        if a.metric in ("decode_token_rate", "prefill_token_rate") and self._llama_engine():
            # llama.cpp's / ollama's own rates: 'eval rate', 'prompt eval rate', 'prompt processing'
            # (claimcheck.claims.llama_rates)
            from claimcheck.claims import llama_rates

            words = " ".join(x for x in (a.span.text if a.span else "", text, self._sentence(a)) if x)
            got = (llama_rates.prompt_rate(self, a, text) if a.metric == "prefill_token_rate"
                   else llama_rates.generation(self, a, text) if llama_rates.eval_rate_words(words) else None)
            if got is not None and got.outcome == "contradicted" and a.metric in _PER_USER_METRICS:
                # false only when one stream's other rates (per_user: output tokens / wall per stream, the whole
                # request's rate, ...) contradict it too
                from claimcheck.claims import per_user

                other = per_user.check(self, a, text)
                if other.outcome != "contradicted":
                    got = got.model_copy(update={"outcome": "inconclusive", "detail": (
                        f"{got.detail}; as one stream's other token rates it is {other.outcome} ({other.detail})")})
            if got is not None:
                return got
        if a.metric in _PER_USER_METRICS:  # several definitions: graded under each (claimcheck.claims.per_user)
            from claimcheck.claims import per_user

            return per_user.check(self, a, text)
        from claimcheck.claims import work_measures

        if work_measures.applies(self, a, text):
            # production: performance_measures -- "2x better performance", "1.5x faster inference": the speed of the
            # work, graded under each of its measures (claimcheck.claims.work_measures)
            res = work_measures.check(self, a, text)
            # a speed word naming no aggregate: each request's speed too ("33% faster LLM inference with FP8")
            return self._speed_is_per_request(a, text, res) if res.outcome == "contradicted" else res
        res = self._check(a, text)
        if _counts_eligible(a):
            res = self.counts.check(a, text, res)
        if res.outcome == "contradicted" and a.tolerance is not None \
                and a.metric in ("tasks", "completed", "completion_tokens", "prompt_tokens"):
            res = self._count_meaning(a, text, res)
        if res.outcome == "contradicted" and a.form in ("value", "difference"):
            res = self._decimal_comma_meaning(a, text, res)
        if res.outcome == "contradicted" and a.form == "percent_change":
            res = self._speed_meaning(a, text, res)
        if res.outcome == "contradicted" and a.other_arm and a.other_arm in self.ev.arms:
            res = self._unless_also(res, a.model_copy(update={"treatment": a.other_arm, "other_arm": None}), text,
                                    f"read as {a.other_arm}'s value (the arm after the pair may be the before value's, "
                                    "not the change's cause; a pair's order may be before, then after)", "name each "
                                    "value's arm: 'to 5 ms with X, from 6 ms with Y', '12.1 ms (main) vs 11.0 ms (PR)'")
        if res.outcome == "contradicted" and (alt := token_speed.time_meaning(a)) is not None:
            res = self._unless_also(res, alt, text, "read as the change of the time (TPOT lower by that percent, the "
                                    "other meaning of a percent faster)", "say 'P% lower TPOT' or 'Nx faster per "
                                    "token'")
        if res.outcome == "contradicted" and a.metric == "wall" and a.form == "ratio":
            res = self._time_is_latency(a, text, res)
        if res.outcome == "contradicted" and a.metric == "wall":
            res = self._e2e_runtime(a, text, res)
        if res.outcome == "contradicted" and a.metric == "e2e_latency" and a.form in ("ratio", "percent_change"):
            res = self._end_to_end_is_wall(a, text, res)
        if res.outcome == "contradicted" and a.metric == "e2e_latency":
            res = self._latency_is_per_token(a, text, res)
        if res.outcome == "contradicted" and a.metric == "throughput" and a.form in ("ratio", "percent_change") \
                and not _REQUEST_RATE_WORDS.search(self._sentence(a) or (a.span.text if a.span else text)):
            res = self._throughput_is_tokens(a, text, res)
        llama_rate = False
        if res.outcome == "contradicted" and a.metric in ("tpot", "token_throughput"):
            res = self._metric_word_meaning(a, text, res)
            # agreeing as llama.cpp's / ollama's own generation rate: the engine's words, not one stream's other rates
            llama_rate = a.metric == "token_throughput" and res.outcome == "agrees"
        if res.outcome == "contradicted" and a.metric == "e2e_latency" and a.form == "value":
            res = self._per_request_meaning(a, text, res)
        if res.outcome == "contradicted" and a.metric == "total_token_throughput":
            res = self._total_is_aggregate(a, text, res)
        if res.outcome == "contradicted" and a.metric == "mean_concurrency":
            from claimcheck.claims import concurrency_label

            res = concurrency_label.check(self, a, res)  # "Concurrency: 64": the measured mean, or the setting
        if res.outcome == "contradicted" and a.metric.endswith("_per_die"):
            from claimcheck.claims import per_gpu

            res = per_gpu.check_per_die(self, a, text, res, _bare_token_rate(a, text))
        if res.outcome == "contradicted" and "_per_gpu" in a.metric:
            from claimcheck.claims import per_gpu

            res = per_gpu.check(self, a, text, res, _bare_token_rate(a, text))
        if a.metric == "token_throughput" and self.ev.kind == "request-ab" and not llama_rate:
            from claimcheck.claims import per_user

            res = per_user.one_stream_rate(self, a, text, res)
        if res.outcome == "contradicted" and a.metric in ("throughput", "token_throughput") \
                and a.form in ("ratio", "percent_change") and self.ev.kind == "request-ab":
            res = self._speed_is_per_request(a, text, res)
        if res.outcome != "contradicted" or a.metric != "token_throughput" or not _bare_token_rate(a, text):
            return res
        total = self._check(a.model_copy(update={"metric": "total_token_throughput"}), text)
        if total.outcome == "contradicted" or (total.outcome not in ("agrees", "inconclusive")
                                               and not self._has_total(a)):
            return res  # contradicted as a total too, or no total to take (the rows hold no prompt tokens)
        # agrees, inconclusive, or unbound with a total in every arm ("12453.04 tokens/s" naming no arm, the total of
        # one arm of two: which arm? found by the prose prober, where it was false): not an accusation
        return res.model_copy(update={
            "outcome": "inconclusive",
            "detail": f"{res.detail}; as (prompt + output) tokens per second, the other meaning of a token "
                      f"rate, it is not contradicted ({total.detail.split('; ', 1)[-1]}): say 'output tokens/s' "
                      "or 'total tokens/s'"})

    def _denial(self, a: Assertion, text: str) -> QuantityCheck:
        """An assertion said under a negation ("it is not true that token generation is 2.5x faster", "did not
        double"; production negated_denial), its relation already the denial's. The second meanings of a metric's
        words (a generation rate without the prompt time, a bare "tokens/s" as total tokens, one stream's decode
        rate, ...) only ever hold a contradiction back, so the denial checked alone agrees where the assertion it
        denies is merely not shown: "not 2.5x faster" agreed under output tokens / wall while, as llama.cpp's token
        generation, it is exactly 2.5x. So the denied assertion is checked too: the denial agrees only where that
        one is contradicted (under every meaning), and is contradicted only where that one agrees; else
        inconclusive (the false bar, rule 5, in both directions)."""
        plain = a.model_copy(update={"negated": False})
        neg = self.check(plain, text)
        if neg.outcome not in ("agrees", "contradicted"):
            return neg
        pos = self.check(plain.model_copy(update={"relation": FLIP[a.relation]}), text)
        if (neg.outcome, pos.outcome) in (("agrees", "contradicted"), ("contradicted", "agrees")):
            return neg
        return neg.model_copy(update={
            "outcome": "inconclusive",
            "detail": f"{neg.detail}; but the assertion it denies is {pos.outcome}, not "
                      f"{'contradicted' if neg.outcome == 'agrees' else 'agreed with'} ({pos.detail}): a denial holds "
                      "only where what it denies is false under every meaning of its words"})

    def _has_total(self, a: Assertion) -> bool:
        """Every arm the assertion may be about has a (prompt + output) token rate to take."""
        arms = [x for x in (a.treatment, a.baseline) if x] or list(self.ev.arms)
        return bool(arms) and not any(isinstance(self.m("total_token_throughput", a.statistic, x), Unavailable)
                                      for x in arms)

    def check_meaning(self, a: Assertion, text: str, *, hedged: bool = False) -> QuantityCheck:
        """One meaning of a metric with several (``per_user.check``): checked as any rate is, with the second
        meanings of its words (a decimal comma; a percent speedup as a change of the time). ``hedged``: a hedged
        number agrees only within its own digits too (``_hedge_digits``; claimcheck.claims.work_measures)."""
        if hedged:
            return _hedge_digits(a, self.check_meaning(a, text))
        res = self._check(a, text)
        if res.outcome == "contradicted" and a.form in ("value", "difference"):
            res = self._decimal_comma_meaning(a, text, res)
        if res.outcome == "contradicted" and a.form == "percent_change" and a.value is not None \
                and a.treatment and a.baseline:
            res = self._time_meaning(a, text, res, {w.lower() for w in _WORD.findall(a.span.text if a.span else text)})
        return res

    def any_statistic(self, a: Assertion, text: str) -> QuantityCheck:
        """A per-request metric stated with no statistic ("135 ms TTFT", "cut TTFT by about 24% versus X",
        "TTFT under 10 ms") is graded under every statistic of ANY_STATISTIC (docs/claim-check.md, "A
        per-request metric with no statistic"): it agrees only when it agrees under every one, it is
        contradicted only when it is contradicted under every one (whatever statistic the author meant, it
        is false), and it is inconclusive otherwise, naming the statistics that agree and those that do not."""
        results = {s: self.check(a.model_copy(update={"statistic": s}), text) for s in ANY_STATISTIC}
        first = results[ANY_STATISTIC[0]]
        names = ", ".join(ANY_STATISTIC)
        hint = f"no statistic named ({a.metric} is per request): graded under each of {names}"

        def shown(r: QuantityCheck) -> str:
            return r.recomputed_text or (r.detail.rsplit(": ", 1)[-1] if r.detail else r.outcome)

        listing = "; ".join(f"{s} {shown(r)}" for s, r in results.items())
        outcomes = {r.outcome for r in results.values()}
        update: dict[str, Any] = {"metric": a.metric, "recomputed": None, "recomputed_text": None, "bootstrap": None}
        if outcomes == {"agrees"}:
            return first.model_copy(update={**update, "outcome": "agrees",
                                            "detail": f"{hint}; it holds under every one ({listing})"})
        center = {st: results[st].outcome for st in CENTER_STATISTICS if st in results}
        if a.relation == "=" and not a.every_arm and center and set(center.values()) == {"agrees"}:
            # production: central_reading -- "TTFT was about 40% worse", "TTFT was 0.275 s": a per-request value or
            # comparison with no statistic is its center, the mean and the median, when both agree (the tails are
            # listed, never graded as meant); never a bound ("TTFT under 500 ms": the tail decides) nor "every request"
            return results["mean"].model_copy(update={
                **update, "outcome": "agrees",
                "detail": f"{hint}; it holds under the center, {' and '.join(center)}, the statistics an unqualified "
                          f"per-request metric is read as ({listing})"})
        printed = {st: r for st, r in results.items() if r.outcome not in ("unbound", "needs-telemetry")}
        if self.ev.kind == "client-aggregate" and {"mean", "median"} & set(printed) \
                and {r.outcome for r in printed.values()} == {"agrees"}:
            # a summary-only result file: the author read the statistic off what the tool printed; it holds under
            # every statistic the file prints (mean or median among them), the others were never printed
            missing = ", ".join(st for st in results if st not in printed)
            return first.model_copy(update={**update, "outcome": "agrees",
                                            "detail": f"{hint}; it holds under every statistic the result file prints "
                                                      f"({listing}); not printed: {missing}"})
        if outcomes == {"contradicted"} and (why := self._some_quantile_may_agree(a, results)):
            return first.model_copy(update={**update, "outcome": "inconclusive",
                                            "detail": f"{hint}; it is contradicted under every one ({listing}), but "
                                                      f"{why}: name the statistic to grade one"})
        if outcomes == {"contradicted"}:
            return first.model_copy(update={**update, "outcome": "contradicted",
                                            "detail": f"{hint}; it is contradicted under every one, so whichever the "
                                                      f"author meant ({listing})"})
        if len(outcomes) == 1:  # unbound / needs-telemetry / inconclusive under every statistic: that one reason
            return first.model_copy(update={**update, "detail": f"{hint}; {first.detail}"})
        by: dict[str, list[str]] = {}
        for s, r in results.items():
            by.setdefault(r.outcome, []).append(s)
        said = {"agrees": "agrees under", "contradicted": "contradicted under", "inconclusive": "inconclusive under",
                "unbound": "not re-derivable under", "needs-telemetry": "not re-derivable under"}
        parts = "; ".join(f"{said[o]} {', '.join(ss)}" for o, ss in by.items())
        return first.model_copy(update={**update, "outcome": "inconclusive",
                                        "detail": f"{hint}; the statistics disagree: {parts} ({listing}): name the "
                                                  "statistic (mean, median, p50, p90, p95, p99, max) to grade one"})

    def _some_quantile_may_agree(self, a: Assertion, results: dict[str, QuantityCheck]) -> str:
        """Why an assertion with no statistic that every statistic of ANY_STATISTIC contradicts may still hold
        for a statistic outside that set ("" when none can): false needs the certainty of net-true, and the
        set is discrete. A bound ("under 150 ms") is decided by min and max exactly. A value ("TTFT was 250
        ms") that lies between the arm's min and max is some quantile's value (linear interpolation is
        continuous from min to max), so only a value outside [min, max] is false. A comparison of two arms
        ("3x higher than X", "lower than X") is a ratio of two quantile functions, which may take the stated
        value between the statistics of the set: false without a named statistic only when each arm's requests
        all have one value (min = max within a part per million: the rows' float seconds), so that every
        statistic of an arm is that value."""
        if a.baseline is not None or a.every_arm:
            arms = [x for x in (a.treatment, a.baseline) if x] if not a.every_arm else list(self.ev.arms)
            for arm in arms:
                lo, hi = self.m(a.metric, "min", arm), self.m(a.metric, "max", arm)
                if not isinstance(lo, Measurement) or not isinstance(hi, Measurement) or hi.value - lo.value > 1e-6 * abs(hi.value):
                    return "a comparison of a per-request metric may hold for a statistic between those of the set"
            return ""
        if a.relation == "=" and a.tolerance is not None and a.tolerance.low is not None \
                and a.tolerance.high is not None:
            lo, hi = results["min"].recomputed, results["max"].recomputed
            if lo is None or hi is None or (lo < a.tolerance.high and hi >= a.tolerance.low):
                return "the value lies between the arm's min and max, so it is the value of some quantile"
        return ""

    def _metric_word_meaning(self, a: Assertion, text: str, res: QuantityCheck) -> QuantityCheck:
        """A contradicted assertion whose metric words have a second meaning (the false bar, rule 5):
        "next token latency" is TPOT (a time per token after the first) and, pooled over the gaps between
        tokens, ITL: false only when contradicted as ITL too (inconclusive where the rows hold no gaps);
        "token generation" / "generation speed" is output tokens / wall and, in llama.cpp's and ollama's
        words, generated tokens / generation time (no prompt time): re-derived on a llama.cpp / ollama witness's
        one-stream arm, where it agrees as that and is false only when both are contradicted; elsewhere never false
        on the first alone."""
        words = " ".join(x for x in (a.span.text if a.span else "", text, self._sentence(a)) if x)
        if a.metric == "tpot" and _NEXT_TOKEN.search(words):
            return self._unless_also(res, a.model_copy(update={"metric": "itl"}), text,
                                     "pooled over the gaps between tokens (ITL), the other meaning of a next token "
                                     "latency,", "say 'mean TPOT' or 'mean ITL'")
        from claimcheck.claims import llama_rates

        if a.metric == "token_throughput" and self._llama_engine() and (
                _GENERATION_RATE.search(words) or llama_rates.generates(words)
                or llama_rates.generates(self.texts.get(a.source, "")) and not _OTHER_RATE.search(self._sentence(a))):
            # (a clause of a label line, "Generation: X 80 t/s; Y 62.5 t/s", names its metric in the statement only)
            # on a llama.cpp / ollama witness the words are the engine's own: generated tokens / generation time,
            # re-derived on an arm that ran one stream (per_user: the decode rate's llama.cpp meaning)
            got = llama_rates.generation(self, a, text)
            if got is None:
                return res
            if got.outcome == "agrees":
                return got.model_copy(update={"metric": a.metric, "detail": f"read as llama.cpp's generation rate "
                                              f"(generated tokens / generation time, its own words on this witness): "
                                              f"{got.detail}; as output tokens / wall: {res.detail}"})
            if got.outcome == "contradicted":
                return res.model_copy(update={"detail": f"{res.detail}; contradicted as llama.cpp's generation rate "
                                              f"(generated tokens / generation time) too: {got.detail}"})
        if a.metric == "token_throughput" and _GENERATION_RATE.search(words):
            return res.model_copy(update={
                "outcome": "inconclusive",
                "detail": f"{res.detail}; a generation rate may also be generated tokens / generation time (no "
                          "prompt time: llama.cpp's token generation, ollama's eval rate), which this witness does "
                          "not re-derive: say 'output tokens/s' (output tokens / wall)"})
        return res

    def _llama_engine(self) -> bool:
        """The witness records llama.cpp or ollama as its engine (the witness's own, and every arm's declared one, read
        through the vocabulary's engine synonyms)."""
        from claimcheck.claims.vocabulary import engine_of

        said = [self.ev.witness.get("engine")] + [
            ((arm.decl.get("settings") if isinstance(getattr(arm, "decl", None), dict) else None) or {}).get("engine")
            for arm in self.ev.arms.values()]
        found = {engine_of(t) for t in said if isinstance(t, str) and t.strip()}
        return bool(found) and found <= {"llama.cpp", "ollama"}

    def _per_request_meaning(self, a: Assertion, text: str, res: QuantityCheck) -> QuantityCheck:
        """A time "per request" ("vLLM needed 0.5 s per request", "takes 3.2 seconds per answer": the frame
        arm_request_time) is read as the requests' end-to-end latency, and has a second meaning in real write-ups: the
        arm's wall time per completed request (amortized over concurrent requests: 1 / throughput). ``false`` needs
        both contradicted (the false bar, rule 5); else inconclusive."""
        if a.value is None or a.value <= 0 or a.treatment is None or a.baseline is not None \
                or a.span is None or not _PER_REQUEST.search(a.span.text):
            return res
        flip = {"=": "=", "<=": ">=", "<": ">", ">=": "<=", ">": "<"}.get(a.relation)
        if flip is None:
            return res

        def inv(x: float | None) -> float | None:
            return None if x is None or x <= 0 else 1.0 / x

        tol = a.tolerance
        alt_tol = None if tol is None else Tolerance(low=inv(tol.high), high=inv(tol.low),
                                                     rule=f"{tol.rule}; inverted: requests per second")
        alt = a.model_copy(update={"metric": "throughput", "statistic": None, "value": 1.0 / a.value,
                                   "relation": flip, "tolerance": alt_tol})
        return self._unless_also(res, alt, text, "as the arm's wall time per completed request (1 / throughput), the "
                                                 "other meaning of a time per request,",
                                 "say 'mean end-to-end latency' or the requests per second")

    def _throughput_is_tokens(self, a: Assertion, text: str, res: QuantityCheck) -> QuantityCheck:
        """A contradicted comparison of the throughput whose sentence says nothing of requests (a bare speed word:
        "q4_0 generates 10% faster than f16"; a bare "throughput": "1.6x the throughput of TP2") has a second meaning
        (the false bar, rule 5): the output token rate, and on a llama.cpp / ollama witness its generation rate
        (QuantityChecker.check, token_throughput). The requests-per-second reading alone can agree; false needs both
        contradicted, else inconclusive. Found on a public README (kvcache-bench, Ollama): "q4_0 generates 10% faster
        than f16" is true of the generation rate (+10.0%) and was graded false by requests per second (+8.3%: the
        prompt's time counts there)."""
        alt = a.model_copy(update={"metric": "token_throughput"})
        # "throughput" named: the aggregate output token rate, and on a llama.cpp / ollama witness its generation rate
        # (_metric_word_meaning), never one stream's rates; a bare speed word ("q4_0 is 10% faster"): any token rate
        # the check knows (check: the per-user definitions too)
        if re.search(r"(?i)\bthroughput\b", self._sentence(a) or (a.span.text if a.span else text)):
            other = self._check(alt, text)
            if other.outcome == "contradicted":
                other = self._metric_word_meaning(alt, text, other)
        else:
            other = self.check(alt, text)
        if other.outcome == "contradicted":
            return res
        return res.model_copy(update={"outcome": "inconclusive", "detail": (
            f"{res.detail}; read as the output token rate (the other meaning of a throughput or a speed word that names "
            f"no requests) it is {other.outcome} ({other.detail.split('; ', 1)[-1]}): say 'request throughput' or "
            "'output tokens per second'")})

    def _speed_is_per_request(self, a: Assertion, text: str, res: QuantityCheck) -> QuantityCheck:
        """A contradicted comparison of a rate said with a speed word and no word of the whole run
        (vocabulary.SPEED_MEANING_WORDS, AGGREGATE_RATE_WORDS: "33% faster LLM inference with FP8", "a 33% improvement
        in speed (output tokens per second)") has a second meaning: each request's speed, the per-user token rate
        (per_user.MEANINGS: 1 / TPOT, ...). Found on a public write-up (Baseten, "33% faster LLM inference with FP8
        quantization": +33% per user, 1 / TPOT; +31% aggregate), graded false by the aggregate. A speed is read as the
        aggregate (it alone can agree); false needs it contradicted under every per-user definition too, so a
        contradiction is held back (inconclusive) where any one of them agrees (the false bar, rule 5)."""
        from claimcheck.claims import per_user

        words = " ".join(x for x in (a.span.text if a.span else "", self._sentence(a) or text) if x).lower()
        said = set(_WORD.findall(words))
        said |= {w for x in said if "-" in x for w in x.split("-")}
        if not said & SPEED_MEANING_WORDS or said & AGGREGATE_RATE_WORDS:
            return res
        got = per_user.agreeing_meaning(self, a, text)
        if got is None:
            return res
        meaning, other = got
        return res.model_copy(update={"outcome": "inconclusive", "detail": (
            f"{res.detail}; read as each request's speed ({per_user.MEANINGS[meaning]}, the other meaning of a speed "
            f"word that names no aggregate) it is not contradicted ({other.detail.split('; ', 1)[-1]}): say 'output "
            "token throughput' (all requests) or 'tokens/s per user'")})

    def _unless_also(self, res: QuantityCheck, alt: Assertion, text: str, reading: str, say: str, *,
                     shown: bool = True) -> QuantityCheck:
        """The false bar's rule 5 in one place: a contradicted check whose words have a second meaning (``alt``)
        stays contradicted only when that meaning is contradicted too; else it is inconclusive, saying how it was
        read the second way (``reading``), what that gives (``shown``) and what to write instead (``say``)."""
        other = self._check(alt, text)
        if other.outcome == "contradicted":
            return res
        why = f" ({other.detail.split('; ', 1)[-1]})" if shown else ""
        return res.model_copy(update={"outcome": "inconclusive",
                                      "detail": f"{res.detail}; {reading} it is not contradicted{why}: {say}"})

    def _count_meaning(self, a: Assertion, text: str, res: QuantityCheck) -> QuantityCheck:
        """A contradicted count of requests with a second meaning (vocabulary.COUNT_SECOND_MEANINGS): "at 10 requests"
        agrees as the load where the arms' declared concurrency is 10 (the usual meaning of "at N requests") and is
        contradicted only where the load is contradicted too; "over 200 requests" after a value is contradicted only
        where "more than 200" is too."""
        rule = a.tolerance.rule if a.tolerance is not None else ""
        if COUNT_SECOND_MEANINGS["load"] in rule:
            alt = a.model_copy(update={"metric": "workers"})
            other = self._check(alt, text)
            if other.outcome == "agrees":
                return other.model_copy(update={"detail": f"{other.detail}; read as the load ('at N requests': N at a "
                                                          "time), not the number of requests"})
            return self._unless_also(res, alt, text, "read as the load ('at N requests': N at a time)",
                                     "say 'at concurrency N' or 'over N requests'")
        if COUNT_SECOND_MEANINGS["given"] in rule:
            # "finishes the 80 requests in 18 s" where one of its 80 failed: the completed ones contradict it, the
            # requests it was given do not -- inconclusive, never false
            return self._unless_also(res, a.model_copy(update={"metric": "tasks"}), text,
                                     "read as the requests it was given", "say 'all 80 requests completed' or "
                                     "'ran the 80 requests, one failed'")
        if COUNT_SECOND_MEANINGS["restated"] in rule:
            # production tokens_in_time: "673 tokens in 50 sec : 13,46 t/sec" -- the count beside the time and the
            # rate it makes, read as the output tokens; it may count the prompt's too: inconclusive, never false
            return res.model_copy(update={"outcome": "inconclusive", "detail": f"{res.detail}; read as the output "
                                          "tokens, it may count the prompt tokens too: say 'N output tokens'"})
        if COUNT_SECOND_MEANINGS["group"] in rule:
            # production per_group_count: "4 batches of 12 requests" of arms of 48 rows: each batch's count, not the
            # arm's -- inconclusive, never false
            return res.model_copy(update={"outcome": "inconclusive", "detail": f"{res.detail}; read as the arm's "
                                          "count, it may be each group's: say 'N requests per arm'"})
        if COUNT_SECOND_MEANINGS["more"] in rule:
            return self._unless_also(res, a.model_copy(update={"relation": ">"}), text, "read as 'more than N requests'",
                                     "say 'across N requests' or 'more than N requests'")
        if a.metric in ("completion_tokens", "prompt_tokens") and a.statistic is None:
            # production: token_count_per_request -- "EAGLE reached 2.82 req/s with 300 output tokens": the arm's
            # tokens in all, or each request's length (the workload: 300 output tokens a request, 35,996 in all). False
            # only where each request's length is contradicted too (by the shortest and by the longest request); a
            # witness with no rows cannot say: inconclusive (it was false: "recomputed completion_tokens: 35996")
            per = "request_output_tokens" if a.metric == "completion_tokens" else "request_prompt_tokens"
            arms = [a.treatment] if a.treatment else list(self.ev.arms)
            lo = [self.m(per, "min", arm) for arm in arms]
            hi = [self.m(per, "max", arm) for arm in arms]
            if all(isinstance(x, Measurement) for x in lo + hi) and all(
                    not (x.value <= float(a.value) <= y.value) for x, y in zip(lo, hi)):
                return res  # no request of any arm is that long either way
            return res.model_copy(update={"outcome": "inconclusive", "detail": f"{res.detail}; read as each request's "
                                          "length it lies between the shortest and the longest request's: say 'N output tokens per request' or 'N "
                                          "output tokens in total'"})
        return res

    def sentence(self, a: Assertion) -> str:
        """The sentence (between . ; ! ?) of the statement or scope that holds the assertion, or "" (per_user.py reads
        its decode-phase words there)."""
        return self._sentence(a)

    def _sentence(self, a: Assertion) -> str:
        """The sentence (between . ; ! ?) of the statement or scope that holds the assertion, or ""."""
        full = self.texts.get(a.source, "")
        if not full or a.span is None or a.span.end > len(full):
            return ""
        # a "." ends a sentence only before a space or the end ("llama.cpp", "62.5" do not)
        cuts = [m.start() for m in _SENTENCE_END.finditer(full)]
        lo = max([k for k in cuts if k < a.span.start], default=-1) + 1
        ends = [k for k in cuts if k >= a.span.end]
        return full[lo:min(ends) if ends else len(full)]

    def _decimal_comma_meaning(self, a: Assertion, text: str, res: QuantityCheck) -> QuantityCheck:
        """A contradicted value written with one comma group and nothing else in its statement to tell the
        convention ("1,125 tok/s": 1125 in English, 1.125 with a decimal comma; claimcheck.claims.statement
        reads it as thousands) has a second meaning, the value / 1000; ``false`` needs both contradicted,
        else ``inconclusive`` (docs/claim-check.md, "How numbers are read"; the false bar, rule 5)."""
        if a.value is None or abs(a.value) < 1000 or a.span is None \
                or not _ONE_COMMA_GROUP.search(a.span.text):
            return res
        tol = a.tolerance
        scaled = None if tol is None else Tolerance(
            low=None if tol.low is None else tol.low / 1000, high=None if tol.high is None else tol.high / 1000,
            rule=f"{tol.rule}; the decimal-comma meaning")
        return self._unless_also(res, a.model_copy(update={"value": a.value / 1000, "tolerance": scaled}), text,
                                 f"read with a decimal comma (the value / 1000), the other meaning of "
                                 f"'{_ONE_COMMA_GROUP.search(a.span.text).group(0)}',",
                                 "write the number without a separator ('1125' or '1.125')", shown=False)

    def _speed_meaning(self, a: Assertion, text: str, res: QuantityCheck) -> QuantityCheck:
        """A contradicted percent change of a lower-is-better metric stated with a word of the metric's
        sense ("TTFT improved by 20%", "50% faster mean TTFT", "a 100% latency improvement", "regressed by
        10%"), and no word of the value's direction, has a second meaning: the change of the speed, the
        value's inverse ("improved by 100%": twice as fast). The first is the reading (it alone can agree);
        ``false`` needs both contradicted, else the check is ``inconclusive`` (docs/claim-check.md, the
        false bar, rule 5)."""
        hb = HIGHER_IS_BETTER.get(a.metric)
        if hb is None or a.value is None or not a.treatment or not a.baseline:
            return res
        # "the speed up is 25%" (production gain_subject_bare): the lexer split "speed-up", the speed word
        words = {w.lower() for w in _WORD.findall(_SPEED_UP.sub("speed-up", a.span.text if a.span else text))}
        if hb:
            return self._time_meaning(a, text, res, words)
        if not words & SENSE_OF_METRIC_WORDS or words & SENSE_OF_VALUE_WORDS:
            return res
        tol = a.tolerance
        size = abs(a.value)
        lo, hi = (tol.low, tol.high) if tol is not None and tol.low is not None and tol.high is not None else (size, size)
        better = a.value < 0  # the value went down: the better way for a lower-is-better metric
        if better:  # speed(treatment) / speed(baseline) = baseline / treatment = 1 + P/100
            rlo, rhi, v, rel = 1 + lo / 100, 1 + hi / 100, 1 + size / 100, a.relation
        else:  # worse by P%: the speed fell by P%, baseline / treatment = 1 - P/100 (a bound flips)
            rlo, rhi, v = 1 - hi / 100, 1 - lo / 100, 1 - size / 100
            rel = {">": "<", ">=": "<=", "<": ">", "<=": ">="}.get(a.relation, a.relation)
        if v <= 0 or rlo <= 0:
            return res  # a speed cannot fall by 100% or more: no second meaning
        alt = a.model_copy(update={"form": "ratio", "treatment": a.baseline, "baseline": a.treatment, "value": v,
                                   "relation": rel, "tolerance": Tolerance(low=rlo, high=rhi, rule="the speed meaning")})
        return self._unless_also(res, alt, text,
                                 f"read as the change of the speed ({a.baseline}/{a.treatment} of {a.metric}, the "
                                 f"other meaning of a percent {'improvement' if better else 'regression'} of a "
                                 "lower-is-better metric)", "say 'P% lower' or 'Nx faster'")

    def _total_is_aggregate(self, a: Assertion, text: str, res: QuantityCheck) -> QuantityCheck:
        """"Total throughput" without the word "token" is vLLM's total token throughput (prompt + output tokens) and,
        in many write-ups, the output tokens of all requests together (the aggregate beside a per-user rate): false
        only when it is contradicted as output token throughput too (the false bar, rule 5)."""
        words = " ".join(x for x in (a.span.text if a.span else "", text, self._sentence(a)) if x)
        if not re.search(r"\btotal\s+throughput\b", words, re.I):
            return res  # "total token throughput", vLLM's own name, or a total named otherwise: one meaning
        return self._unless_also(res, a.model_copy(update={"metric": "token_throughput"}), text,
                                 "as the output tokens of all requests per second, the other meaning of 'total "
                                 "throughput',", "say 'total token throughput' (prompt + output) or 'output token "
                                 "throughput'")

    def _time_is_latency(self, a: Assertion, text: str, res: QuantityCheck) -> QuantityCheck:
        """"X takes 66% of the time of Y": the time is read as the wall time of the same work (it alone can agree),
        but a write-up may mean each request's time: false only when the ratio of the mean end-to-end latencies
        contradicts it too. Only where the words say "time" and not "wall"."""
        words = {w.lower() for w in _WORD.findall(a.span.text if a.span else text)}
        if "time" not in words or words & {"wall", "makespan", "elapsed", "runtime", "duration"}:
            return res
        return self._unless_also(res, a.model_copy(update={"metric": "e2e_latency", "statistic": "mean"}), text,
                                 "read as each request's time (the mean end-to-end latency, the other meaning of "
                                 "'the time')", "say 'wall time' or 'mean end-to-end latency'")

    def _latency_is_per_token(self, a: Assertion, text: str, res: QuantityCheck) -> QuantityCheck:
        """"vLLM p99 latency is 26% lower than Triton", "latency: 52 ms": "latency" alone is read as each request's
        end-to-end latency (it alone can agree), but many write-ups and tables mean the latency per output token (a
        table of "Latency p99 (ms/token)"): false only when it is contradicted as TPOT too. Only where the words say
        "latency" with no word of the request before it ("end-to-end", "e2e", "request", "response", "completion")."""
        words = " ".join(x for x in (a.span.text if a.span else "", self._sentence(a) or text) if x)
        if not _BARE_LATENCY.search(words) or _REQUEST_LATENCY.search(words):
            return res
        return self._unless_also(res, a.model_copy(update={"metric": "tpot"}), text,
                                 "read as the latency per output token (TPOT, the other meaning of 'latency' alone)",
                                 "say 'end-to-end latency' or 'TPOT'")

    def _end_to_end_is_wall(self, a: Assertion, text: str, res: QuantityCheck) -> QuantityCheck:
        """"1.9x faster end to end", "a 1.9x end-to-end speedup" (claimcheck/claims/end_to_end.py): read as the
        ratio of the requests' end-to-end latencies (it alone can agree), but a write-up may mean the whole run timed
        end to end: false only when the ratio of the wall times contradicts it too. Only where the words say "end to
        end" with no metric word after it."""
        from claimcheck.claims.end_to_end import said_end_to_end

        if a.span is None or not said_end_to_end(a.span.text):
            return res
        alt = a.model_copy(update={"metric": "wall", "statistic": None})
        reading, say = ("read as the whole run's time end to end (the wall time, the other meaning of 'end to end')",
                        "say 'mean end-to-end latency' or 'wall time'")
        return self._unless_also_as_speed(res, alt, text, reading, say)

    def _unless_also_as_speed(self, res: QuantityCheck, alt: Assertion, text: str, reading: str,
                              say: str) -> QuantityCheck:
        """``_unless_also`` where the second meaning ``alt`` is a percent change that a speed noun may also state as
        its speed's ("an 8% end-to-end speedup": the time's percent change, or its speed's): contradicted only when
        ``alt`` is contradicted under both (``_speed_meaning``)."""
        if alt.form != "percent_change":
            return self._unless_also(res, alt, text, reading, say)
        other = self._speed_meaning(alt, text, self._check(alt, text))
        if other.outcome == "contradicted":
            return res
        return res.model_copy(update={"outcome": "inconclusive", "detail": (
            f"{res.detail}; {reading} it is not contradicted ({other.detail.split('; ', 1)[-1]}): {say}")})

    def _e2e_runtime(self, a: Assertion, text: str, res: QuantityCheck) -> QuantityCheck:
        """"a 10-60% E2E runtime speed-up", "the end-to-end runtime fell by 26%": read as the whole run's time (the
        wall, as "runtime" alone is; it alone can agree), but "end to end" is also each request's latency (the short
        name "e2e" alone is): false only when the mean end-to-end latency contradicts it too, under the speed noun's
        other meaning as well (the false bar, rule 5). Only where the words say an end-to-end runtime
        (vocabulary.E2E_RUNTIME_WORDS)."""
        words = " ".join(x for x in (a.span.text if a.span else "", self._sentence(a) or text) if x)
        if not _E2E_RUNTIME.search(words):
            return res
        alt = a.model_copy(update={"metric": "e2e_latency", "statistic": "mean"})
        reading, say = ("read as each request's end-to-end latency (the mean, the other meaning of an end-to-end "
                        "runtime)", "say 'wall time' or 'mean end-to-end latency'")
        return self._unless_also_as_speed(res, alt, text, reading, say)

    def _time_meaning(self, a: Assertion, text: str, res: QuantityCheck, words: set[str]) -> QuantityCheck:
        """A contradicted percent change of a rate (throughput) stated with a speed word ("83% faster", "a 40%
        speedup", "20% slower") and no word of the value's direction has a second meaning in real write-ups:
        the change of the time ("83% faster": it took 83% less time, the rate is 1/(1 - 0.83) = 5.9x). The
        rate's change is the reading (it alone can agree); ``false`` needs both contradicted."""
        generic = words & SENSE_SPEED_WORDS and not text_names_metric(self.texts.get(a.source, "") or text)
        if not (words & SPEED_TIME_WORDS or generic) or words & SENSE_OF_VALUE_WORDS:
            return res  # ("regressed by 14%" naming no metric: production sense_verb_speed, generic_speed.py)
        tol = a.tolerance
        size = abs(a.value)
        lo, hi = (tol.low, tol.high) if tol is not None and tol.low is not None and tol.high is not None else (size, size)
        faster = a.value > 0
        if faster:  # the time fell by P%: rate(treatment) / rate(baseline) = 1 / (1 - P/100)
            if hi >= 100 or size >= 100:
                return res  # a time cannot fall by 100% or more: no second meaning
            rlo, rhi, v, rel = 1 / (1 - lo / 100), 1 / (1 - hi / 100), 1 / (1 - size / 100), a.relation
        else:  # the time rose by P%: rate(treatment) / rate(baseline) = 1 / (1 + P/100) (a bound flips)
            rlo, rhi, v = 1 / (1 + hi / 100), 1 / (1 + lo / 100), 1 / (1 + size / 100)
            rel = {">": "<", ">=": "<=", "<": ">", "<=": ">="}.get(a.relation, a.relation)
        alt = a.model_copy(update={"form": "ratio", "value": v, "relation": rel,
                                   "tolerance": Tolerance(low=rlo, high=rhi, rule="the time meaning")})
        return self._unless_also(res, alt, text,
                                 f"read as the change of the time (the other meaning of a percent "
                                 f"{'speedup' if faster else 'slowdown'}: {'less' if faster else 'more'} time by that "
                                 "percent)", "say 'P% higher throughput' or 'Nx faster'")

    @staticmethod
    def _range_runs(a: Assertion, per_t: list[float], per_b: list[float] | None, to_x, low, high,
                    value) -> tuple[list[str], list[str]] | None:
        """(inside, outside): each run's value of a stated range's quantity (run k of the treatment against run k
        of the baseline, or of the arm), shown; None when the assertion is not a range or the witness holds
        fewer than two runs that pair."""
        if a.tolerance is None or not a.tolerance.rule.startswith("range") or len(per_t) < 2:
            return None
        if per_b is not None:
            if len(per_b) != len(per_t) or any(not q for q in per_b):
                return None
            xs = [to_x(p / q) for p, q in zip(per_t, per_b)]
        else:
            xs = [to_x(p) for p in per_t]
        ins = [f"{q:.4g}" for q in xs if holds(q, "=", low, high, value)]
        return ins, [f"{q:.4g}" for q in xs if not holds(q, "=", low, high, value)]

    @classmethod
    def _range_run_inside(cls, a: Assertion, per_t: list[float], per_b: list[float] | None, to_x, low, high,
                          value) -> str:
        """A stated range ("14x - 24x", "30-50%", "35 to 55 tok/s") is the spread over the cases its author
        measured: scenarios, runs. Graded against one witness it is contradicted only when the plain comparison
        (the pooled value) lies outside and so does every run the witness holds: a run inside is one of the
        cases the range may describe, so the verdict is inconclusive, never false. '' when no run is inside (or
        the witness holds one run: its plain comparison is the run)."""
        got = cls._range_runs(a, per_t, per_b, to_x, low, high, value)
        if not got or not got[0]:
            return ""
        ins, outs = got
        return (f"{len(ins)} of the {len(ins) + len(outs)} runs {'lies' if len(ins) == 1 else 'lie'} inside it "
                f"({', '.join(ins)}): a range states the spread over the cases measured, not an accusation")

    @classmethod
    def _range_run_outside(cls, a: Assertion, per_t: list[float], per_b: list[float] | None, to_x, low, high,
                           value) -> str:
        """The other edge: a range holds when the pooled value lies in it and, with several runs, every run does
        too (if the range states the spread over runs, a run outside it is not shown to be in it): else
        inconclusive, never net-true. '' when every run is inside (or the witness holds one run)."""
        got = cls._range_runs(a, per_t, per_b, to_x, low, high, value)
        if not got or not got[1]:
            return ""
        ins, outs = got
        return (f"{len(outs)} of the {len(ins) + len(outs)} runs {'lies' if len(outs) == 1 else 'lie'} outside it "
                f"({', '.join(outs)}): if the range states the spread over runs, it is not shown")

    def _check(self, a: Assertion, text: str) -> QuantityCheck:
        if a.metric == "cache_benefit":
            return self.cache(a, text)
        base: dict[str, Any] = dict(text=text, kind=_kind(a), metric=a.metric if not a.statistic else f"{a.metric} {a.statistic}",
                                    stated=a.span.text if a.span else text)
        if a.form in ("ratio", "percent_change", "difference") and a.treatment is None and a.baseline is None:
            # production unnamed_change (claimcheck/claims/unnamed_change.py): read as written, no arm guessed
            from claimcheck.claims.unnamed_change import NO_ARMS

            return QuantityCheck(**base, outcome="unbound", detail=f"I read: {describe(a.model_copy(update={'treatment': 'after', 'baseline': 'before'}))}; {NO_ARMS}")
        if a.form in ("percent_change", "ratio") and a.treatment is not None and a.baseline is None:
            # production unnamed_change (one arm): no word names the baseline and no production supplied one
            return QuantityCheck(**base, outcome="unbound", detail=(
                f"I read: {describe(a.model_copy(update={'baseline': 'baseline'}))}; the change names no baseline and "
                "the witness gives none (two arms, or one declared baseline): say 'than <arm>'"))
        if a.form in ("ratio", "percent_change", "difference") and (a.treatment is None or a.baseline is None):
            return QuantityCheck(**base, outcome="unbound", detail=f"a {a.form} needs both a treatment and a baseline arm")
        if a.value is None and not (a.tolerance and a.tolerance.rule == "direction"):
            return QuantityCheck(**base, outcome="unbound", detail=f"a {a.form} with no value: nothing to compare")
        if a.form == "direction":
            return QuantityCheck(**base, outcome="unbound", detail="form 'direction' states no orientation: not graded")
        reading = describe(a)
        if a.tolerance is not None and (a.tolerance.false_low is not None or a.tolerance.false_high is not None) \
                and a.form in ("ratio", "difference"):
            return self.parity(a, base, reading)
        if a.over_runs == "best":
            return self.best_run(a, base, reading)
        if a.over_runs in ("lowest", "highest"):
            return self.run_extreme(a, base, reading)
        if a.run_index is not None:
            return self.run_value(a, base, reading)
        if a.form in ("ratio", "percent_change"):
            return self.comparison(a, base, reading)
        if a.form == "difference":
            return self.difference(a, base, reading)
        return self.value(a, base, reading)

    def run_extreme(self, a: Assertion, base: dict[str, Any], reading: str) -> QuantityCheck:
        """The smallest or largest of one arm's per-run values (``over_runs`` "lowest" / "highest";
        claimcheck/claims/run_frames.py): of a per-request metric, its statistic in each run. It agrees when that value
        holds; it is contradicted only where the value is certain -- a mean, a minimum or a maximum of each run's rows
        (a per-run median or percentile has more than one definition: a refuted one is inconclusive, never false)."""
        tol = a.tolerance
        low, high = (tol.low, tol.high) if tol else (a.value, a.value)
        arm = a.treatment
        if a.form != "value" or arm is None or arm not in self.ev.arms:
            return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; a per-run extreme needs its arm")
        base["arms"] = [arm]
        mm = self.m(a.metric, a.statistic, arm)
        if isinstance(mm, Unavailable):
            return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; not re-derivable: {mm.reason}")
        if len(mm.per_run) < 2:
            return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; arm {arm} holds no repeated runs "
                                 f"with a per-run {a.metric}")
        x = min(mm.per_run) if a.over_runs == "lowest" else max(mm.per_run)
        which = "smallest" if a.over_runs == "lowest" else "largest"
        head = (f"I read: {reading}; recomputed the {which} of {len(mm.per_run)} per-run values of {a.metric} of {arm}: "
                f"{_fmt(x, a)} (runs: {', '.join(_fmt(v, a) for v in mm.per_run)})")
        checks = dict(**base, recomputed=x, recomputed_text=_fmt(x, a),
                      interval=[repr(low), repr(high)] if low is not None and low != high else None)
        if holds(x, a.relation, low, high, a.value):
            return QuantityCheck(**checks, outcome="agrees", detail=head)
        certain = a.statistic in (None, "mean", "min", "max")
        if certain and refutes(x, a.relation, low, high, a.value, dispute(a)):
            return QuantityCheck(**checks, outcome="contradicted", detail=head)
        return QuantityCheck(**checks, outcome="inconclusive",
                             detail=head + ": outside the stated value, but within its precision or of a per-run "
                                           "statistic with more than one definition: not an accusation")

    def run_value(self, a: Assertion, base: dict[str, Any], reading: str) -> QuantityCheck:
        """One run's value of a per-run list (``run_index`` of ``run_of``; claimcheck/claims/run_frames.py, production
        run_list): the arm's run_index-th run in the witness's run order (the ``run`` numbers, whole numbers only). Read
        only where the arm holds exactly run_of runs (else unbound: the list is not one value per run). It agrees when
        that run's value holds; it is contradicted only where no run of the arm has the value (the list is wrong in any
        order -- a value of another run is inconclusive: the author may have listed the runs in another order) and the
        value is certain (a per-run median or percentile has more than one definition: inconclusive)."""
        tol = a.tolerance
        low, high = (tol.low, tol.high) if tol else (a.value, a.value)
        arm = a.treatment
        if a.form != "value" or a.relation != "=" or arm is None or arm not in self.ev.arms or not a.run_of:
            return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; a per-run value needs its arm")
        base["arms"] = [arm]
        mm = self.m(a.metric, a.statistic, arm)
        if isinstance(mm, Unavailable):
            return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; not re-derivable: {mm.reason}")
        ids = statistics.run_ids(self.ev.arms[arm].rows) if self.ev.arms[arm].rows else []
        if len(mm.per_run) != a.run_of or a.run_of < 2 or len(ids) != a.run_of or not all(
                isinstance(x, int) and not isinstance(x, bool) for x in ids):
            return QuantityCheck(**base, outcome="unbound", detail=(
                f"I read: {reading}; arm {arm} holds {len(mm.per_run)} per-run values of {a.metric} with whole run "
                f"numbers, the list {a.run_of}: not one value per run"))
        x = mm.per_run[a.run_index - 1]
        head = (f"I read: {reading}; recomputed run {ids[a.run_index - 1]} (place {a.run_index} of {a.run_of} in run "
                f"order) of {arm}: {_fmt(x, a)} (runs: {', '.join(_fmt(v, a) for v in mm.per_run)})")
        checks = dict(**base, recomputed=x, recomputed_text=_fmt(x, a),
                      interval=[repr(low), repr(high)] if low is not None and low != high else None)
        if holds(x, "=", low, high, a.value):
            return QuantityCheck(**checks, outcome="agrees", detail=head)
        certain = a.statistic in (None, "mean", "min", "max")
        if certain and all(refutes(v, "=", low, high, a.value, dispute(a)) for v in mm.per_run):
            return QuantityCheck(**checks, outcome="contradicted", detail=head + ": no run of the arm has the value")
        return QuantityCheck(**checks, outcome="inconclusive",
                             detail=head + ": not this run's value, but another run's, within its precision, or of a "
                                           "per-run statistic with more than one definition: not an accusation")

    def best_run(self, a: Assertion, base: dict[str, Any], reading: str) -> QuantityCheck:
        """'up to N' (``over_runs == "best"``): the best run the witness holds, not the typical one.

        For a comparison, the ratio (or percent change) of each pair of runs (run k of the treatment
        over run k of the baseline; both arms must hold the same runs), oriented as stated; for a
        rate, the arm's value in each run. The best is the largest. It agrees when it is N within
        the tolerance rule. A best outside the interval is inconclusive, never ``false``, with one run
        or several: the best run is not the only way an author computes "up to" (the best request,
        the best time window, the best treatment run over the mean baseline are others)."""
        tol = a.tolerance
        low, high = (tol.low, tol.high) if tol else (a.value, a.value)
        value = abs(a.value) if a.form == "percent_change" and a.value is not None else a.value
        arms = [x for x in (a.treatment, a.baseline) if x]
        if not arms or any(x not in self.ev.arms for x in arms):
            return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; 'up to N' needs the arm it is of")
        base["arms"] = arms
        got = [self.m(a.metric, a.statistic, x) for x in arms]
        for mm in got:
            if isinstance(mm, Unavailable):
                return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; not re-derivable: {mm.reason}")
        runs = [self.ev.arms[x].runs for x in arms]
        per: list[list[float]] = []
        for x, mm, k in zip(arms, got, runs):
            assert isinstance(mm, Measurement)
            if k == 1:
                per.append([mm.value])
            elif len(mm.per_run) == k:
                per.append(list(mm.per_run))
            else:
                return QuantityCheck(**base, outcome="unbound",
                                     detail=f"I read: {reading}; arm {x} holds {k} runs but no per-run {a.metric}")
        if len(per) == 2:
            self.pairs.add((arms[0], arms[1]))
            keys = [statistics.run_ids(self.ev.arms[x].rows) for x in arms]
            if len(per[0]) != len(per[1]) or (all(self.ev.arms[x].rows for x in arms) and keys[0] != keys[1]):
                return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; the runs of {arms[0]} and "
                                     f"{arms[1]} cannot be paired ({len(per[0])} and {len(per[1])} runs)")
            if any(not y for y in per[1]) or any(not y for y in per[0]):
                return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; {a.metric} is zero in a run")
            ratios = [p / q for p, q in zip(per[0], per[1])]
            if a.form == "ratio":
                xs = ratios
            else:
                xs = [(r - 1) * 100 if (a.value or 0) >= 0 else (1 - r) * 100 for r in ratios]
            unit = "x" if a.form == "ratio" else "%"
        else:
            if a.form != "value" or HIGHER_IS_BETTER.get(a.metric.split(":", 1)[0],
                                                        a.metric.split(":", 1)[0] in _PER_USER_METRICS) is not True:
                return QuantityCheck(**base, outcome="unbound",
                                     detail=f"I read: {reading}; 'up to N' is read only for a ratio, a percent change or a rate")
            xs = per[0]
            unit = ""
        k = len(xs)
        x = max(xs)
        shown = f"{x:.6g}{unit}"
        which = "the one run the witness holds" if k == 1 else \
            f"the best of {k} {'paired runs' if len(per) == 2 else 'runs'} (not the typical run: all {k}: " \
            + ", ".join(f"{q:.4g}{unit}" for q in xs) + ")"
        checks = dict(**base, recomputed=x, recomputed_text=shown,
                      interval=[repr(low), repr(high)] if low is not None and low != high else None)
        head = f"I read: {reading}; 'up to' is {which}: {shown}"
        if holds(x, "=", low, high, value):
            return QuantityCheck(**checks, outcome="agrees", detail=f"{head}, within the stated interval")
        return QuantityCheck(**checks, outcome="inconclusive",
                             detail=f"{head}, outside the stated interval; the best run is one way to compute 'up to' "
                                    "among several (the best request, the best window): not an accusation")

    def _both_arms(self, a: Assertion, base: dict[str, Any], reading: str) -> "tuple[Measurement, Measurement] | QuantityCheck":
        """The metric of ``a`` in its treatment and its baseline arm (both named: ``base["arms"]`` is set to them), or
        the unbound check that says which of the two cannot be re-derived."""
        t, b = a.treatment, a.baseline
        base["arms"] = [t, b]
        mt, mb = self.m(a.metric, a.statistic, t), self.m(a.metric, a.statistic, b)
        for mm in (mt, mb):
            if isinstance(mm, Unavailable):
                return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; not re-derivable: {mm.reason}")
        assert isinstance(mt, Measurement) and isinstance(mb, Measurement)
        return mt, mb

    def parity(self, a: Assertion, base: dict[str, Any], reading: str) -> QuantityCheck:
        """A parity claim ("X is within 5% of Y", "X is on par with Y"; docs/claim-check.md, "Parity"): the ratio
        X / Y (or the difference X - Y) holds within the closed band [low, high] and is contradicted only at or
        beyond [false_low, false_high]; between the two it is inconclusive. ``!=`` ("X is not on par with Y")
        swaps agrees and contradicted. With repeated runs the ratio of the per-run means must fall in the same
        band as the pooled value, else inconclusive (two statistics that disagree)."""
        t, b = a.treatment, a.baseline
        assert t is not None and b is not None and a.tolerance is not None
        self.pairs.add((t, b))
        got = self._both_arms(a, base, reading)
        if isinstance(got, QuantityCheck):
            return got
        mt, mb = got
        tol = a.tolerance
        ratio = a.form == "ratio"
        if ratio and (not mt.value or not mb.value):
            return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; {a.metric} is zero in an arm: no ratio")

        def band(x: float) -> str:
            xr = float(f"{x:.12g}")  # float noise (a ratio of 1.0500000000000003) never decides a band's edge
            if (tol.low is not None or tol.high is not None) and (tol.low is None or tol.low <= xr) \
                    and (tol.high is None or xr <= tol.high):
                return "inside"  # an edge None has no bound (tolerance.one_sided: "no regression")
            if xr <= (tol.false_low if tol.false_low is not None else float("-inf")) or \
                    xr >= (tol.false_high if tol.false_high is not None else float("inf")):
                return "outside"
            return "between"

        x = mt.value / mb.value if ratio else mt.value - mb.value
        where = band(x)
        if len(mt.per_run) > 1 and len(mb.per_run) > 1:
            pt, pb = sum(mt.per_run) / len(mt.per_run), sum(mb.per_run) / len(mb.per_run)
            if (not ratio or pb) and band(pt / pb if ratio else pt - pb) != where:
                where = "between"
        shown = f"{x:.6g}" + ("x" if ratio else "")
        vals = f"{a.metric}: {t} {mt.value:.6g} vs {b} {mb.value:.6g}"
        head = f"I read: {reading}; recomputed {shown} ({vals})"
        checks = dict(**base, recomputed=x, recomputed_text=shown, interval=[repr(tol.low), repr(tol.high)])
        want = "inside" if a.relation == "=" else "outside"
        if where == "between":
            return QuantityCheck(**checks, outcome="inconclusive",
                                 detail=f"{head}: outside the stated tolerance but not beyond the band where a reader "
                                        "could dispute it (or the per-run means disagree): not an accusation")
        if where == want:
            return QuantityCheck(**checks, outcome="agrees", detail=f"{head}: {where} the parity band")
        return QuantityCheck(**checks, outcome="contradicted", detail=f"{head}: {where} the parity band")

    def difference(self, a: Assertion, base: dict[str, Any], reading: str) -> QuantityCheck:
        """treatment - baseline of the metric, in the metric's unit, against the stated interval."""
        t, b = a.treatment, a.baseline
        assert t is not None and b is not None and a.value is not None
        got = self._both_arms(a, base, reading)
        if isinstance(got, QuantityCheck):
            return got
        mt, mb = got
        x = mt.value - mb.value
        tol = a.tolerance
        low, high = (tol.low, tol.high) if tol else (a.value, a.value)
        ok = holds(x, a.relation, low, high, a.value)
        head = f"I read: {reading} (a difference); recomputed {x:.6g} ({a.metric}: {t} {mt.value:.6g} - {b} {mb.value:.6g})"
        return QuantityCheck(**base, recomputed=x, recomputed_text=f"{x:.6g}",
                             interval=[repr(low), repr(high)] if low is not None and low != high else None,
                             outcome="agrees" if ok else _failed(x, a, low, high, a.value),
                             detail=head + ("" if ok else ": outside the stated interval"
                                            + ("" if refutes(x, a.relation, low, high, a.value, dispute(a)) else
                                               ", but within the stated precision of the bound")))

    def between(self, a: Assertion, text: str) -> QuantityCheck:
        """'in between' (``Assertion.between``; claimcheck/claims/arm_chains.py in_between): the treatment's metric
        strictly between the baseline's and the ``between`` arm's, whichever end is higher. Agrees when it is; is
        contradicted when it is at or beyond an end and, with several runs per arm, no run puts it between (one that
        does leaves it inconclusive). A per-request metric with no statistic comes here once per statistic
        (any_statistic)."""
        reading = describe(a)
        base: dict[str, Any] = dict(text=text, kind="direction", stated=a.span.text if a.span else text,
                                    metric=a.metric if not a.statistic else f"{a.metric} {a.statistic}")
        arms = [a.treatment, a.baseline, a.between]
        if any(x is None or x not in self.ev.arms for x in arms) or len(set(arms)) != 3:
            return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; 'in between' needs three arms")
        base["arms"] = arms
        self.pairs.add((a.treatment, a.baseline))
        self.pairs.add((a.treatment, a.between))
        got = [self.m(a.metric, a.statistic, x) for x in arms]
        for mm in got:
            if isinstance(mm, Unavailable):
                return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; not re-derivable: {mm.reason}")
        mid, e1, e2 = (mm.value for mm in got)  # type: ignore[union-attr]
        vals = f"{a.metric}: {a.treatment} {mid:.6g}, {a.baseline} {e1:.6g}, {a.between} {e2:.6g}"
        head = f"I read: {reading}; recomputed {vals}"
        if min(e1, e2) < mid < max(e1, e2):
            return QuantityCheck(**base, outcome="agrees", detail=f"{head}: in between")
        runs = [mm.per_run for mm in got]  # type: ignore[union-attr]
        if all(len(r) > 1 and len(r) == len(runs[0]) for r in runs) and any(
                min(y, z) < x < max(y, z) for x, y, z in zip(*runs)):
            return QuantityCheck(**base, outcome="inconclusive", detail=f"{head}: not in between, but a run puts it "
                                 "there: not an accusation")
        return QuantityCheck(**base, outcome="contradicted", detail=f"{head}: not strictly between the other two")

    def comparison(self, a: Assertion, base: dict[str, Any], reading: str) -> QuantityCheck:
        t, b = a.treatment, a.baseline
        assert t is not None and b is not None
        self.pairs.add((t, b))
        base["arms"] = [t, b]
        mt, mb = self.m(a.metric, a.statistic, t), self.m(a.metric, a.statistic, b)
        for arm, mm in ((t, mt), (b, mb)):
            if isinstance(mm, Unavailable):
                outcome = "needs-telemetry" if a.metric in ("cache_hit_rate", "cached_tokens") else "unbound"
                return QuantityCheck(**base, outcome=outcome, detail=f"I read: {reading}; not re-derivable: {mm.reason}")
        assert isinstance(mt, Measurement) and isinstance(mb, Measurement)
        if not mt.value or not mb.value:
            return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; {a.metric} is zero in an arm: no ratio")
        r = mt.value / mb.value
        tol = a.tolerance
        low, high = (tol.low, tol.high) if tol else (a.value, a.value)
        vals = f"{a.metric}: {t} {mt.value:.6g} vs {b} {mb.value:.6g}"
        if a.form == "ratio":
            x = r
            shown = f"{x:.6g}x" if not (tol and tol.low is not None and tol.low != tol.high) else _shown(x, a, "x")
            to_x = lambda q: q  # noqa: E731
            one = 1.0
        else:
            x = (r - 1) * 100 if (a.value or 0) >= 0 else (1 - r) * 100
            shown = _shown(x, a, "%")
            sign = 1 if (a.value or 0) >= 0 else -1
            to_x = lambda q: sign * (q - 1) * 100  # noqa: E731
            one = 0.0
        value = abs(a.value) if a.form == "percent_change" and a.value is not None else a.value
        ok = holds(x, a.relation, low, high, value)
        checks = dict(**base, recomputed=x, recomputed_text=shown,
                      interval=[repr(low), repr(high)] if low is not None and low != high else None)
        boot = bootstrap_ratio(mt.per_run, mb.per_run)
        bdict = None
        if boot:
            bdict = {"runs": [len(mt.per_run), len(mb.per_run)], "resamples": BOOTSTRAP_RESAMPLES, "seed": BOOTSTRAP_SEED,
                     "statistic": f"ratio of per-run means of {a.statistic + ' ' if a.statistic else ''}{a.metric}",
                     "ci95": [boot[0], boot[1]]}
        head = f"I read: {reading}; recomputed {shown} ({vals})"
        if a.relation == "=":
            if not ok and not refutes(x, a.relation, low, high, value, dispute(a)):
                return QuantityCheck(**checks, bootstrap=bdict, outcome="inconclusive",
                                     detail=f"{head}: outside the stated interval, but the stated digits rounded or "
                                            "truncated could say it (tolerance.dispute_band): not an accusation")
            if not ok:
                inside = self._range_run_inside(a, mt.per_run, mb.per_run, to_x, low, high, value)
                if inside:
                    return QuantityCheck(**checks, bootstrap=bdict, outcome="inconclusive",
                                         detail=f"{head}: outside the stated range, but {inside}")
                pooled_x = self._pooled_ratio(a, t, b, to_x)
                if pooled_x is not None and holds(pooled_x, "=", low, high, value):
                    # repeated runs: a ratio of rates "averaged over N runs" (the mean of the per-run values) may be
                    # taken of the pooled values too (false bar, rule 5, as QuantityChecker.value does for one value)
                    return QuantityCheck(**checks, bootstrap=bdict, outcome="inconclusive",
                                         detail=f"{head}: outside the stated interval, but the ratio of the values "
                                                f"pooled over the runs ({pooled_x:.6g}) is inside it: say 'pooled over "
                                                "N runs' or 'averaged over N runs'")
                if bdict:
                    # the bootstrap is of another statistic (the ratio of the per-run means): its own
                    # point value must be outside the stated interval too, else the two disagree
                    per_run_x = to_x((sum(mt.per_run) / len(mt.per_run)) / (sum(mb.per_run) / len(mb.per_run)))
                    if holds(per_run_x, "=", low, high, value):
                        return QuantityCheck(**checks, bootstrap=bdict, outcome="inconclusive",
                                             detail=f"{head}: outside the stated interval, but the ratio of the per-run "
                                                    f"means ({per_run_x:.6g}, bootstrap 95% interval {boot}) is inside it: "
                                                    "the two statistics disagree")
                return QuantityCheck(**checks, bootstrap=bdict, outcome="contradicted", detail=f"{head}: outside the stated interval")
            outside = self._range_run_outside(a, mt.per_run, mb.per_run, to_x, low, high, value)
            if outside:
                return QuantityCheck(**checks, bootstrap=bdict, outcome="inconclusive",
                                     detail=f"{head}: inside the stated range, but {outside}")
            directional = (a.form == "ratio" and a.value != 1) or (a.form == "percent_change" and a.value != 0)
            if bdict and directional:
                lo_x, hi_x = sorted((to_x(boot[0]), to_x(boot[1])))
                up = (value or 0) > one
                side = [(q > one) if up else (q < one) for q in (lo_x, hi_x)]
                if all(side):
                    return QuantityCheck(**checks, bootstrap=bdict, outcome="agrees",
                                         detail=f"{head}; bootstrap 95% interval of the ratio {boot} over {bdict['runs']} runs")
                if not any(side):
                    # the point value agrees; an interval of another statistic (per-run values) lies
                    # on the other side: conflicting evidence, not an accusation
                    return QuantityCheck(**checks, bootstrap=bdict, outcome="inconclusive",
                                         detail=f"{head}; but the bootstrap 95% interval of the ratio {boot} lies on the other "
                                                "side: the pooled value and the per-run interval disagree")
                agree = run_agreement.every_run_agrees(self.ev, t, b, mt, mb, lambda q: (to_x(q) > one) if up else
                                                       (to_x(q) < one))
                if agree:
                    return QuantityCheck(**checks, bootstrap=bdict, outcome="agrees",
                                         detail=f"{head} within the stated interval on the pooled values; the bootstrap "
                                                f"95% interval of the ratio {boot} straddles 1.0, but {agree}")
                return QuantityCheck(**checks, bootstrap=bdict, outcome="inconclusive",
                                     detail=f"{head}; but the bootstrap 95% interval of the ratio {boot} over {bdict['runs']} "
                                            "runs straddles 1.0: the direction is not established")
            note = "; single-run evidence (no interval)" if not bdict else f"; bootstrap 95% interval {boot}"
            return QuantityCheck(**checks, bootstrap=bdict, outcome="agrees", detail=f"{head} within the stated interval{note}")
        # a relation or a direction: with repeated runs the whole interval must be on the claimed side
        if bdict and a.relation != "!=":
            lo_x, hi_x = to_x(boot[0]), to_x(boot[1])
            side = [holds(q, a.relation, low, high, value) for q in (lo_x, hi_x)]
            agree = run_agreement.every_run_agrees(self.ev, t, b, mt, mb, lambda q: holds(
                to_x(q), a.relation, low, high, value)) if ok and any(side) and not all(side) else None
            if agree:
                return QuantityCheck(**checks, bootstrap=bdict, outcome="agrees",
                                     detail=f"{head}; the relation holds on the pooled values; the bootstrap 95% interval "
                                            f"{boot} straddles the claimed edge, but {agree}")
            if all(side) != ok or (not any(side)) == ok:
                return QuantityCheck(**checks, bootstrap=bdict, outcome="inconclusive",
                                     detail=f"{head}; the point value {'holds' if ok else 'fails'} but the bootstrap 95% "
                                            f"interval {boot} over {bdict['runs']} runs does not agree: the pooled value and "
                                            "the per-run interval are different statistics")
            if all(side):
                return QuantityCheck(**checks, bootstrap=bdict, outcome="agrees",
                                     detail=f"{head}; the bootstrap 95% interval {boot} lies on the claimed side")
            if not any(side) and all(refutes(q, a.relation, low, high, value, dispute(a)) for q in (lo_x, hi_x)):
                return QuantityCheck(**checks, bootstrap=bdict, outcome="contradicted",
                                     detail=f"{head}; the bootstrap 95% interval {boot} lies on the other side")
            return QuantityCheck(**checks, bootstrap=bdict, outcome="inconclusive",
                                 detail=f"{head}; the bootstrap 95% interval {boot} over {bdict['runs']} runs straddles the claimed edge")
        if not ok and not refutes(x, a.relation, low, high, value, dispute(a)):
            return QuantityCheck(**checks, outcome="inconclusive",
                                 detail=f"{head}: the relation is not shown, but {shown} is within the stated precision "
                                        "of the bound: not an accusation")
        return QuantityCheck(**checks, outcome="agrees" if ok else "contradicted",
                             detail=f"{head}" + ("; single-run evidence (no interval)" if ok else ": the relation does not hold"))

    def _pooled_ratio(self, a: Assertion, t: str, b: str, to_x) -> float | None:
        """A comparison of the mean over runs of a per-arm rate (``_POOLED_RATES``, statistic "mean") of arms of
        several runs: the same comparison of the values pooled over the runs (as stated: ``to_x``), else None."""
        if a.metric not in _POOLED_RATES or a.statistic != "mean":
            return None
        pt, pb = self.m(a.metric, None, t), self.m(a.metric, None, b)
        if not (isinstance(pt, Measurement) and isinstance(pb, Measurement)) or not pb.value \
                or len(pt.per_run) < 2 or len(pb.per_run) < 2:
            return None
        return to_x(pt.value / pb.value)

    def _other_run_values(self, a: Assertion, mm: Any, k: str) -> list[tuple[float, str]]:
        """A per-arm rate (``_POOLED_RATES``) of an arm of several runs: its other values over the runs -- the mean and
        the median of the per-run values beside the pooled value (no statistic: a README's "all numbers are medians
        of 3 runs" reports the median run), the pooled value beside the mean over runs (statistic "mean") -- each
        with what it is; none for anything else."""
        if a.metric not in _POOLED_RATES or not isinstance(mm, Measurement) or len(mm.per_run) < 2 \
                or a.statistic not in (None, "mean"):
            return []
        if a.statistic is None:
            return [(sum(mm.per_run) / len(mm.per_run), "the mean of the per-run values"),
                    (median(mm.per_run), "the median of the per-run values")]
        pooled = self.m(a.metric, None, None if k == "witness" else k)
        return [(pooled.value, "the value pooled over the runs")] if isinstance(pooled, Measurement) else []

    def value(self, a: Assertion, base: dict[str, Any], reading: str) -> QuantityCheck:
        q = self._value(a, dict(base), reading)
        if q.outcome != "contradicted":
            return q
        arms = [None] if a.metric in ("output_cap", "arms") else ([a.treatment] if a.treatment else list(self.ev.arms))
        why = next((mm.agree_only for mm in (self.m(a.metric, a.statistic, arm) for arm in arms)
                    if isinstance(mm, Measurement) and mm.agree_only), "")
        # a value whose words have a meaning the rows cannot count is never an accusation (Measurement.agree_only)
        return q if not why else q.model_copy(update={"outcome": "inconclusive", "detail": f"{q.detail}; but {why}: "
                                                                                         "not shown either way"})

    def _value(self, a: Assertion, base: dict[str, Any], reading: str) -> QuantityCheck:
        tol = a.tolerance
        low, high = (tol.low, tol.high) if tol else (a.value, a.value)
        if a.metric in ("output_cap", "arms"):
            arms: list[str | None] = [None]
        else:
            arms = [a.treatment] if a.treatment else list(self.ev.arms)
        got: dict[str, float] = {}
        missing: list[str] = []
        for arm in arms:
            mm = self.m(a.metric, a.statistic, arm)
            if isinstance(mm, Unavailable):
                missing.append(mm.reason)
            else:
                got[arm or "witness"] = mm.value
        if a.treatment:
            base["arms"] = [a.treatment]
        if missing and (a.treatment or not got or a.every_arm or _counts_eligible(a)):
            # a count of requests, failures or timeouts of the whole witness is not the count of the arms measured
            outcome = "needs-telemetry" if a.metric in ("cache_hit_rate", "cached_tokens") else "unbound"
            return QuantityCheck(**base, outcome=outcome, detail=f"I read: {reading}; not re-derivable: {missing[0]}")
        value = a.value
        res = {k: holds(v, a.relation, low, high, value) for k, v in got.items()}
        listing = ", ".join(f"{k} {_fmt(v, a)}" for k, v in got.items())
        if len(got) == 1:
            (k, v), = got.items()
            refuted = refutes(v, a.relation, low, high, value, dispute(a))
            mm = self.m(a.metric, a.statistic, None if k == "witness" else k)
            inside = "" if res[k] or not refuted or not isinstance(mm, Measurement) else \
                self._range_run_inside(a, list(mm.per_run), None, lambda q: q, low, high, value)
            outside = "" if not res[k] or not isinstance(mm, Measurement) else \
                self._range_run_outside(a, list(mm.per_run), None, lambda q: q, low, high, value)
            if outside:
                return QuantityCheck(**base, recomputed=v, recomputed_text=_fmt(v, a),
                                     interval=[repr(low), repr(high)], outcome="inconclusive",
                                     detail=f"I read: {reading}; recomputed {a.metric} of {k}: {_fmt(v, a)}, inside "
                                            f"the stated range, but {outside}")
            if inside:
                return QuantityCheck(**base, recomputed=v, recomputed_text=_fmt(v, a),
                                     interval=[repr(low), repr(high)], outcome="inconclusive",
                                     detail=f"I read: {reading}; recomputed {a.metric} of {k}: {_fmt(v, a)}, outside "
                                            f"the stated range, but {inside}")
            others = [] if not isinstance(mm, Measurement) else \
                [(x, w) for x, w in ((mm.nearest_rank, "by nearest rank"),
                                     (mm.upper_middle, "as the higher middle value")) if x is not None]
            agree = next(((x, w) for x, w in others if holds(x, a.relation, low, high, value)), None)
            if not res[k] and refuted and agree is not None:
                # a tail percentile or a median true by another common definition is never an accusation: not shown
                # either way ("p99 TTFT is 600 ms" of 10 requests, the slowest 600 ms, numpy's p99 573 ms; "median
                # TTFT 868 ms" of 192 requests, the lower middle value 868.3 ms, numpy's mean of the two 868.9 ms)
                return QuantityCheck(**base, recomputed=v, recomputed_text=_fmt(v, a),
                                     interval=[repr(low), repr(high)], outcome="inconclusive",
                                     detail=f"I read: {reading}; recomputed {a.metric} of {k}: {_fmt(v, a)} (numpy's "
                                            f"{'median' if a.statistic in ('median', 'p50') else 'linear percentile'}"
                                            f"), but {_fmt(agree[0], a)} {agree[1]}, which agrees: not shown either "
                                            "way")
            other = next((o for o in self._other_run_values(a, mm, k) if holds(o[0], a.relation, low, high, value)),
                         None) if not res[k] and refuted else None
            if other is not None:
                # repeated runs: a rate with no statistic is the pooled value (all runs' requests or tokens over their
                # summed wall), the mean over runs the mean of the per-run values; "767 tok/s over 3 runs" may be
                # either (or the median run, as a README's "medians of 3 runs" says once for every figure), and
                # "averaged over 3 runs" may weigh each run by its wall: where another one agrees, not an accusation
                # (false bar, rule 5: every meaning the words have is contradicted)
                return QuantityCheck(**base, recomputed=v, recomputed_text=_fmt(v, a), outcome="inconclusive",
                                     detail=f"I read: {reading}; recomputed {a.metric} of {k}: {_fmt(v, a)}, outside "
                                            f"the stated value, but {other[1]}, {_fmt(other[0], a)}, agrees: say "
                                            "'pooled over N runs', 'averaged over N runs' or 'the median of N runs'")
            return QuantityCheck(**base, recomputed=v, recomputed_text=_fmt(v, a),
                                 interval=[repr(low), repr(high)] if low is not None and low != high else None,
                                 outcome="agrees" if res[k] else ("contradicted" if refuted else "inconclusive"),
                                 detail=f"I read: {reading}; recomputed {a.metric} of {k}: {_fmt(v, a)}"
                                        + ("" if res[k] or refuted else _not_shown(a)))
        base["arms"] = list(got)
        if all(res.values()) and not missing:
            return QuantityCheck(**base, recomputed=next(iter(got.values())), outcome="agrees",
                                 detail=f"I read: {reading}; names no arm and it holds in every arm ({listing})")
        if not any(res.values()) and all(refutes(v, a.relation, low, high, value, dispute(a)) for v in got.values()):
            runs = _every_arm_runs(self, a)
            if runs is not None and _PER_RUN_WORDS.search(self._sentence(a)):
                # "All 120 requests completed every time" of 3 runs of 40: the sentence says each run, which no run has
                # (the count over the runs is the other meaning, and the words rule it out): not shown, never agreed
                return QuantityCheck(**base, outcome="inconclusive",
                                     detail=f"I read: {reading}; no run of an arm has it ({listing}), and the sentence "
                                            f"says per run; each arm's runs together have {_fmt(runs, a)}")
            if runs is not None:
                # one meaning: no run of an arm has the count and each arm's runs together do ("240 completed requests
                # per configuration" of two runs of 120 per arm): the count of each arm over its runs
                return QuantityCheck(**base, recomputed=runs, recomputed_text=_fmt(runs, a), outcome="agrees",
                                     detail=f"I read: {reading}; no run of an arm has it ({listing}), and each arm's "
                                            f"runs together have {_fmt(runs, a)}: the one meaning the witness leaves is "
                                            "each arm over its runs")
            together = _every_arm_total(self, a)
            if together is not None:
                return QuantityCheck(**base, outcome="inconclusive",
                                     detail=f"I read: {reading}; no arm has it ({listing}), but the arms together have "
                                            f"{_fmt(together, a)}: say 'each' / 'per arm' or 'in total'")
            return QuantityCheck(**base, outcome="contradicted", detail=f"I read: {reading}; no arm has it ({listing})")
        if a.every_arm:
            bad = ", ".join(k for k, ok in res.items() if not ok)
            refuted = any(refutes(v, a.relation, low, high, value, dispute(a)) for v in got.values())
            return QuantityCheck(**base, outcome="contradicted" if refuted else "inconclusive",
                                 detail=f"I read: {reading}; said of every arm, but not so in {bad} ({listing})"
                                        + ("" if refuted else " (within the stated precision of the bound)"))
        trivial = {"padding_tax": 0.0, "batch_fill": 1.0, "cache_hit_rate": 0.0}.get(a.metric)
        padded = [k for k, v in got.items() if trivial is not None and abs(v - trivial) > 1e-12]
        if len(padded) == 1 and res[padded[0]] and len(got) > 1 and not missing:
            # "Padding tax was 34.7%" of a batched arm beside sequential arms, which pad nothing: only one arm
            # batches, so only one arm has a padding tax (or a batch fill) to state; "Prefix cache hit rate: 76%" where
            # only one arm hit its cache at all (the others 0%): only one arm has a hit rate to state
            what = "hit its prefix cache (the others 0%" if a.metric == "cache_hit_rate" else "batches (the others pad nothing"
            return QuantityCheck(**base, recomputed=got[padded[0]], outcome="agrees",
                                 detail=f"I read: {reading}; names no arm, and only {padded[0]} {what}: "
                                        f"{listing}): it holds there")
        return QuantityCheck(**base, outcome="unbound",
                             detail=f"I read: {reading}; names no arm and the arms differ ({listing}); name the arm")

    # -- cache -----------------------------------------------------------------------------
    def _reuse(self, arm: str) -> float | None:
        a = self.ev.arms[arm]
        if a.cached_tokens is not None:
            return float(a.cached_tokens)
        if a.cache_hits is not None:
            return float(a.cache_hits)
        return None

    def _gain(self, x: str, y: str) -> tuple[bool, str]:
        """A measured gain of arm x over arm y: lower median TTFT or lower wall."""
        notes = []
        gain = False
        for metric, stat in (("ttft", "median"), ("wall", None)):
            mx, my = self.m(metric, stat, x), self.m(metric, stat, y)
            if isinstance(mx, Measurement) and isinstance(my, Measurement):
                notes.append(f"{stat + ' ' if stat else ''}{metric} {x} {mx.value:.6g} vs {y} {my.value:.6g}")
                gain = gain or mx.value < my.value
        return gain, "; ".join(notes)

    def _comparable(self, x: str, y: str) -> bool:
        wx, wy = self.ev.arms[x].values.get("workers"), self.ev.arms[y].values.get("workers")
        return x != y and (wx is None or wy is None or wx == wy)

    def _benefit_pairs(self, gainers: list[str]) -> tuple[list[str], list[str]]:
        found, seen = [], []
        for x in gainers:
            rx = self._reuse(x)
            for y in self.ev.arms:
                if not self._comparable(x, y):
                    continue
                ry = self._reuse(y)
                if rx is None or ry is None:
                    continue
                gain, why = self._gain(x, y)
                seen.append(f"{x} reused {rx:g} vs {y} {ry:g}; {why}")
                if rx > 0 and rx > ry and gain:
                    found.append(f"{x} over {y}: reused {rx:g} vs {ry:g} prompt tokens; {why}")
        return found, seen

    #: pairs named in a detail at most (the rest are counted as "more")
    MAX_PAIRS_SHOWN = 8

    def _some_benefit_pairs(self, gainers: list[str]) -> list[str]:
        """``_benefit_pairs(gainers)[0]`` when it is empty, else its first ``MAX_PAIRS_SHOWN`` pairs (in
        its order) and a note of how many arms more gained: the same verdict in O(n log n), never a
        pass over every pair of arms (quadratic: thousands of arms are graded). Which arms x have *some* arm y with
        less reuse that is comparable (same or unknown workers) and slower (higher median TTFT or
        higher wall) is decided with running maxima over the arms sorted by reuse, per workers value."""
        reuse = {x: self._reuse(x) for x in self.ev.arms}
        known = sorted((r, x) for x, r in reuse.items() if r is not None)
        metrics = []
        for metric, stat in (("ttft", "median"), ("wall", None)):
            vals = {}
            for _, x in known:
                mx = self.m(metric, stat, x)
                if isinstance(mx, Measurement):
                    vals[x] = mx.value
            metrics.append(vals)
        workers = {x: self.ev.arms[x].values.get("workers") for _, x in known}
        # best[w][i]: the highest value of metric i among arms of workers w seen so far (w None: all
        # arms; "any" arms with unknown workers are comparable with every arm)
        best: dict[Any, list[float]] = {}
        gaining: set[str] = set()
        i = 0
        while i < len(known):
            j = i
            while j < len(known) and known[j][0] == known[i][0]:
                j += 1
            group = [x for _, x in known[i:j]]  # equal reuse: never a gain over each other
            for x in group:
                r = reuse[x]
                if r is None or r <= 0:
                    continue
                w = workers[x]
                pools = [None] if w is None else [("w", w), "unknown"]
                for k, vals in enumerate(metrics):
                    if x not in vals:
                        continue
                    if any(vals[x] < best.get(pool, [float("-inf")] * 2)[k] for pool in pools):
                        gaining.add(x)
                        break
            for x in group:
                w = workers[x]
                for pool in ([None] + ([("w", w)] if w is not None else ["unknown"])):
                    cur = best.setdefault(pool, [float("-inf"), float("-inf")])
                    for k, vals in enumerate(metrics):
                        if x in vals and vals[x] > cur[k]:
                            cur[k] = vals[x]
            i = j
        ordered = [x for x in gainers if x in gaining]
        if not ordered:
            return []
        shown: list[str] = []
        complete = True
        for n, x in enumerate(ordered):
            found, _ = self._benefit_pairs([x])
            shown += found
            if len(shown) >= self.MAX_PAIRS_SHOWN:
                complete = len(shown) == self.MAX_PAIRS_SHOWN and n == len(ordered) - 1
                break
        if not complete:
            shown = shown[:self.MAX_PAIRS_SHOWN]
            shown.append(f"(and more: {len(ordered)} arms show reuse with a gain over another arm; the first "
                         f"{self.MAX_PAIRS_SHOWN} pairs are named)")
        return shown

    def cache(self, a: Assertion, text: str) -> QuantityCheck:
        rule = a.tolerance.rule if a.tolerance else ""
        pol = rule.split(":", 1)[1].split(";")[0].strip() if ":" in rule else ""
        reading = describe(a)
        arms = list(self.ev.arms)
        listing = "; ".join(f"{x}: cached_tokens {self.ev.arms[x].cached_tokens if self.ev.arms[x].cached_tokens is not None else 'null'}, "
                            f"cache hits {self.ev.arms[x].cache_hits if self.ev.arms[x].cache_hits is not None else 'not recorded'}"
                            for x in arms)
        base: dict[str, Any] = dict(text=text, kind="cache", metric="cached_tokens / prefix_cache_hits + TTFT or wall gain")
        tel = {x: self._reuse(x) is not None for x in arms}
        if pol in ("positive", "negative-world"):
            t, b = a.treatment, a.baseline
            if t is None:
                return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; the cache benefit names no arm")
            if b is None:
                return QuantityCheck(**base, arms=[t], outcome="unbound",
                                     detail=f"I read: {reading}; a cache benefit needs the arm it was gained over "
                                            "(say 'over <arm>')")
            base["arms"] = [t, b]
            rt, rb = self._reuse(t), self._reuse(b)
            if rt is None or rb is None:
                return QuantityCheck(**base, outcome="needs-telemetry",
                                     detail=f"I read: {reading}; a prefix-cache gain needs cached_tokens (non-null) or "
                                            f"prefix_cache_hits in both arms; timing alone is not evidence of reuse ({listing})")
            gain, why = self._gain(t, b)
            if rt > 0 and rt > rb and gain:
                outcome, detail = "agrees", f"{t} reused {rt:g} prompt tokens, more than {b} ({rb:g}), and gained: {why}"
            elif rt <= 0:
                outcome, detail = "contradicted", f"the telemetry records no reuse in {t} ({listing})"
            elif rt <= rb:
                outcome, detail = "contradicted", f"{t} reused {rt:g} prompt tokens, no more than {b} ({rb:g})"
            else:
                outcome, detail = "contradicted", f"{t} reused more ({rt:g} vs {rb:g}) but gained nothing measurable: {why}"
            if pol == "negative-world":
                outcome = {"agrees": "contradicted", "contradicted": "agrees"}[outcome]
            return QuantityCheck(**base, outcome=outcome, detail=f"I read: {reading}; {detail}")
        named = [a.treatment] if a.treatment else arms
        base["arms"] = named
        if pol in ("negative", "positive-observed"):
            if not any(tel.values()):
                if pol == "positive-observed":
                    return QuantityCheck(**base, outcome="needs-telemetry", detail=f"I read: {reading}; no cache telemetry ({listing})")
                return QuantityCheck(**base, outcome="agrees",
                                     detail=f"I read: {reading}; negative observation graded as stated: nothing was observed - no "
                                            f"cached-token counts and no cache counters ({listing}); this supports 'not observed', "
                                            "never 'no cache exists'")
            found, seen = self._benefit_pairs(named)
            if pol == "positive-observed":
                return QuantityCheck(**base, outcome="agrees" if found else "contradicted",
                                     detail=f"I read: {reading}; " + ("; ".join(found) or "no arm shows reuse with a gain"))
            if found:
                return QuantityCheck(**base, outcome="contradicted",
                                     detail=f"I read: {reading}; the statement says no cache benefit was observed, but the witness "
                                            f"records reuse with a gain: {'; '.join(found)}")
            return QuantityCheck(**base, outcome="agrees",
                                 detail=f"I read: {reading}; negative observation: no arm shows reuse with a measured gain "
                                        f"({'; '.join(seen) or listing})")
        if pol == "world-negative":
            if not all(tel.values()):
                return QuantityCheck(**base, outcome="needs-telemetry",
                                     detail=f"I read: {reading}; a claim that caching gives no benefit needs cache telemetry in "
                                            f"every arm ({listing})")
            if all(self._reuse(x) == 0 for x in arms):
                return QuantityCheck(**base, outcome="agrees", detail=f"I read: {reading}; zero reuse recorded in every arm ({listing})")
            found = self._some_benefit_pairs(arms)
            if found:
                return QuantityCheck(**base, outcome="contradicted", detail=f"I read: {reading}; {'; '.join(found)}")
            return QuantityCheck(**base, outcome="unbound",
                                 detail=f"I read: {reading}; reuse was recorded ({listing}); this witness cannot show that "
                                        "caching gives no benefit in general")
        return QuantityCheck(**base, outcome="unbound", detail=f"I read: {reading}; a cache claim I cannot grade")

    # -- context ---------------------------------------------------------------------------
    def fact(self, f: ContextFact) -> QuantityCheck:
        text = f.span.text if f.span else str(f.value)
        base: dict[str, Any] = dict(text=text, kind="context", metric=f"{f.kind}:{f.key}", stated=str(f.value))
        if f.kind == "hardware" and f.key == "cloud":
            hw = " ".join(getattr(self.ev, "hardware", []) or []).lower()
            said = str(f.value).lower()
            clouds = ("aws", "gcp", "azure", "ec2", "gce", "oci")
            if said in hw.replace("(", " ").replace(")", " ").split() or f" {said} " in f" {hw} ":
                return QuantityCheck(**base, outcome="agrees", detail=f"I read: cloud {f.value}; the witness hardware says so")
            if any(c in hw.split() for c in clouds):
                return QuantityCheck(**base, outcome="contradicted",
                                     detail=f"I read: cloud {f.value}; the witness hardware names another cloud ({hw})")
            return QuantityCheck(**base, outcome="unbound",
                                 detail=f"I read: cloud {f.value}; the witness hardware does not name a cloud")
        if f.kind == "setting" and f.key == "setting":  # a declared setting phrase; key = value goes to statistics
            ok = str(f.value).strip().lower() in self.settings
            return QuantityCheck(**base, outcome="agrees" if ok else "unbound",
                                 detail=f"I read: setting '{f.value}'" + (" (declared by the witness)" if ok else
                                                                          " (the witness does not declare it)"))
        out = statistics.check_context(f, self.ev)
        if f.kind == "setting" and f.key in controls.KEYS and out.outcome == "unknowable" and not getattr(f, "negated", False) \
                and not controls.recorded(self.ev, f.key.split("_", 1)[1]):
            # production same_control: a sameness the witness records nothing of, which the writer's --baseline-desc
            # or --scope declares (their own declared control, named in the reason)
            from claimcheck.claims.descriptors import SAME_NOUNS

            said = controls.declared(f.key.split("_", 1)[1], self.controls_declared, SAME_NOUNS)
            if said is not None:
                return QuantityCheck(**base, outcome="agrees", detail=f"I read: {f.kind} {f.key} = {f.value}; the "
                                     f"witness records nothing of it per arm ({out.detail}); the writer's own declared "
                                     f"control says it ({said})")
        outcome = {"agrees": "agrees", "contradicted": "contradicted"}.get(out.outcome, "unbound")
        return QuantityCheck(**base, outcome=outcome, detail=f"I read: {f.kind} {f.key} = {f.value}; {out.detail}")


def reading_lines(reading: Reading) -> list[str]:
    """``I read: ...`` one line per assertion and context fact, then the words not read."""
    out = []
    for a in reading.assertions:
        src = f" from '{a.span.text}'" if a.span else ""
        where = " (scope)" if a.source == "scope" else (" (claim file)" if a.source == "claim-file" else "")
        out.append(f"I read: {describe(a)}{src}{where}")
    for f in reading.context:
        src = f" from '{f.span.text}'" if f.span else ""
        out.append(f"I read: {f.kind} {f.key} = {f.value}{src}" + (" (scope)" if f.source == "scope" else ""))
    if reading.unread:
        out.append("not read: " + ", ".join(f"'{u.text}'" for u in reading.unread))
    if not reading.assertions:
        out.append("I read no assertion: nothing checkable")
    return out


def _shown(x: float, a: Assertion, unit: str) -> str:
    return f"{x:.6g}{unit}"


def _fmt(v: float, a: Assertion) -> str:
    if a.metric in COUNT_METRICS:
        return f"{v:g}"
    if a.metric in FRACTION_METRICS:
        return f"{v * 100:.6g}%"
    if a.metric in DURATION_METRICS:
        return f"{v:.6g} s"
    return f"{v:.6g}"


def unread_check(span: Span, why: str = "") -> QuantityCheck:
    return QuantityCheck(text=span.text, kind="unknown", outcome="unbound",
                         detail=why or f"not read: '{span.text}' could assert something this grader does not read")
