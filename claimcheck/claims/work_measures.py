"""The speed of the work, graded under each of its measures (production performance_measures --
claimcheck/claims/grammar.lark; docs/claim-check.md, "Performance").

"performance" ("2x better performance than X", "a 2x performance improvement over v0.5", "perf"), and the work nouns
"inference" / "serving" said as what is fast ("1.5x faster inference", "inference is 30% faster", "faster serving",
"inference speed"), name no one metric: they name the speed of the work, which a request-ab witness re-derives in
several measures:

* ``request_throughput``: completed requests / wall;
* ``output_token_throughput``: output tokens / wall;
* ``inverse_mean_e2e_latency``: 1 / the mean end-to-end latency of the completed requests (each request's speed);
* ``inverse_wall``: 1 / the wall time (the same work done sooner).

A comparison of it (a ratio, a percent change, a direction) is graded under each measure the witness can re-derive,
as a per-user rate is under each of its definitions (claimcheck.claims.per_user.under_each: the false bar's rule 5,
for every meaning): it agrees only when every measure agrees within the stated rounding, it is contradicted only when
every measure contradicts it, and it is not-yet otherwise, naming each measure and its value. Only where the sentence
names no metric phrase but these (a throughput or a latency named beside "performance" is the metric meant) and only
on a request-ab witness (another kind keeps its own generic speed).
"""

from __future__ import annotations

from typing import Any

from claimcheck.claims import statistics
from claimcheck.claims.statement import tokenize
from claimcheck.claims.statistics import Measurement, Unavailable
from claimcheck.claims.vocabulary import METRIC_PHRASES, PERFORMANCE, SPEED, WORK_SPEED_NOUNS, first_word_index

WORK = "work_speed"

#: measure -> how it is computed (shown in the verdict's detail and in docs/claim-check.md)
MEANINGS = {
    "request_throughput": "completed requests / wall",
    "output_token_throughput": "output tokens / wall",
    "inverse_mean_e2e_latency": "1 / mean end-to-end latency",
    "inverse_wall": "1 / wall time",
}
#: measure -> (the metric and statistic it is taken from, whether it is that value's inverse)
_FROM = {
    "request_throughput": ("throughput", None, False),
    "output_token_throughput": ("token_throughput", None, False),
    "inverse_mean_e2e_latency": ("e2e_latency", "mean", True),
    "inverse_wall": ("wall", None, True),
}
#: the metrics a comparison of the generic speed is read as (vocabulary.SPEED, a request-ab arm's throughput)
_GENERIC = frozenset({SPEED, "throughput"})


def work_words(words: list[str]) -> bool:
    """``words`` (lower case) say "performance" (a phrase of vocabulary.METRIC_PHRASES whose metric is PERFORMANCE)
    or a work noun of WORK_SPEED_NOUNS, and name no other metric phrase (a "speed" right after a work noun, "inference
    speed", is the work's own). A rate unit or a duration elsewhere ("4.6x A100 performance, achieving 10,000 tok/s")
    is a value of its own, not the comparison's metric: it only ever makes agreement harder here."""
    phrases = first_word_index(METRIC_PHRASES)
    named = {m for k, w in enumerate(words) for ws, m in phrases.get(w, ()) if tuple(words[k:k + len(ws)]) == ws
             and not (ws == ("speed",) and k and words[k - 1] in WORK_SPEED_NOUNS)}
    return (PERFORMANCE in named or any(w in WORK_SPEED_NOUNS for w in words)) and named <= {PERFORMANCE}


def applies(grader: Any, a: Any, text: str) -> bool:
    """``a`` is a comparison of the generic speed on a request-ab witness whose sentence says the work's speed."""
    if grader.ev.kind != "request-ab" or a.metric not in _GENERIC or a.statistic is not None \
            or a.form not in ("ratio", "percent_change") or not a.treatment or not a.baseline:
        return False
    sentence = grader._sentence(a) or text
    return work_words([t.low or t.text.lower() for t in tokenize(sentence)])


def measure(ev: Any, meaning: str, statistic: str | None, arm: str | None) -> Measurement | Unavailable:
    """One measure of the work's speed of ``arm`` (its per-run values inverted with it)."""
    if statistic is not None:
        return Unavailable(f"the speed of the work has no {statistic}")
    metric, stat, inverse = _FROM[meaning]
    got = statistics.measure(ev, metric, stat, arm)
    if isinstance(got, Unavailable) or not inverse:
        return got
    if not got.value or any(not v for v in got.per_run):
        return Unavailable(f"{metric} of {arm} is zero: no inverse")
    return Measurement(value=1 / got.value, per_run=[1 / v for v in got.per_run], n=got.n,
                       definition=f"1 / ({got.definition})" if got.definition else MEANINGS[meaning])


def check(grader: Any, a: Any, text: str) -> Any:
    """``a`` graded under each measure the witness re-derives (per_user.under_each); a measure it cannot re-derive
    is left out (named in the detail); none re-derivable: the first measure's outcome."""
    from claimcheck.claims.per_user import under_each

    results = {m: grader.check_meaning(a.model_copy(update={"metric": f"{WORK}:{m}"}), text, hedged=True)
               for m in MEANINGS}
    derived = {m: r for m, r in results.items() if r.outcome not in ("unbound", "needs-telemetry")}
    hint = ("'performance' / 'inference' / 'serving' name the speed of the work, which has "
            f"{len(derived) or len(results)} measures the witness re-derives: graded under each")
    left = [m for m in results if m not in derived]
    if derived and left:
        hint += " (not re-derivable: " + ", ".join(MEANINGS[m] for m in left) + ")"
    return under_each(a, derived or results, MEANINGS, hint,
                      "name the measure (e.g. '2x higher throughput', '2x lower mean latency') to grade one")
