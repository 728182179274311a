"""The explicit reading of a statement: what the grader understood it to assert.

A statement (or a claim file's ``assertions`` list) compiles into a ``Reading``: a list of
``Assertion`` (each one comparison or value that is re-derived from the witness's rows), a list
of ``ContextFact`` (hardware, model, engine, counts, settings: checked against the witness's
environment), the arm mentions, the inert words, and the words that were *not read*. A
statement is ``net-true`` only when ``unread`` is empty and every assertion and fact was
re-derived; anything unread makes the verdict ``not-yet``, naming the words.

Canonical vocabulary (shared by the reader, ``claimcheck.claims.statistics`` and the docs):

metric
    per-arm aggregates: ``throughput`` (completed requests / wall s), ``token_throughput``
    (output tokens / wall s; compat-batch: token steps / s), ``wall`` (s);
    per-request distributions: ``ttft``, ``e2e_latency``, ``itl`` (inter-token latency),
    ``tpot`` (time per output token), ``queue_delay`` (s);
    fractions: ``padding_tax``, ``batch_fill``, ``finite_fraction``, ``cache_hit_rate``;
    cache: ``cached_tokens``;
    counts: ``tasks``, ``requests``, ``completed``, ``failed``, ``workers``, ``jobs``, ``runs``,
    ``batches``, ``prompt_tokens``, ``completion_tokens``.
statistic
    ``mean``, ``median``, ``p50``, ``p90``, ``p95``, ``p99``, ``max``, ``min``, ``total`` or
    ``None`` (the metric's own value: an aggregate or a count). A per-request metric is never
    graded under a statistic the statement did not name.
form
    ``ratio`` (treatment / baseline of the metric, oriented so that > 1 means the treatment is
    better for a higher-is-better metric as written: "1.36x faster"), ``percent_change``
    ((treatment - baseline) / baseline, in percent), ``difference`` (treatment - baseline, in
    the metric's unit), ``value`` (the metric of one arm, or of the witness for counts),
    ``direction`` (treatment better or worse than baseline, no number).
relation
    ``=`` (within ``[low, high)``), ``!=`` (outside it: "not 2x faster"), ``<``, ``<=``, ``>``,
    ``>=``; a negation is folded in ("not faster than" is ``<=`` on the ratio 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import Field

from claimcheck.strict import StrictModel

Relation = Literal["=", "!=", "<", "<=", ">", ">="]
Form = Literal["ratio", "percent_change", "difference", "value", "direction"]
FactKind = Literal["hardware", "model", "model_size", "engine", "count", "setting", "unverifiable", "disclaimer"]


class Span(StrictModel):
    start: int = Field(ge=0, description="offset of the first character in the statement (or scope)")
    end: int = Field(ge=0, description="offset after the last character")
    text: str


class Tolerance(StrictModel):
    low: float | None = Field(default=None, description="inclusive low edge of the accepted interval")
    high: float | None = Field(default=None, description="exclusive high edge of the accepted interval")
    rule: str = Field(default="", description="how the interval was derived, e.g. 'stated precision' or 'hedge about: 10%'")
    false_low: float | None = Field(
        default=None, description="parity only ('within 5% of Y', 'on par with Y'): [low, high] is closed, and the "
                                  "claim is contradicted only at or below false_low or at or above false_high (None: never "
                                  "on that side); between the two it is not shown either way (docs/claim-check.md, "
                                  "'Parity')")
    false_high: float | None = Field(default=None, description="parity only: see false_low")
    dispute_low: float | None = Field(
        default=None, description="the band of the stated digits, rounded or truncated ('4%' is [3.5, 5) of a "
                                  "positive value); a percent change's '=' only (quantities.dispute): a value "
                                  "outside [low, high) but inside [dispute_low, dispute_high) is not shown either "
                                  "way, never contradicted (docs/claim-check.md, 'The tolerance rule')")
    dispute_high: float | None = Field(default=None, description="'=' only: see dispute_low")
    accept_low: float | None = Field(
        default=None, description="a hedged '=' only ('about 950 tok/s', '~37%'): the values the number's own digits "
                                  "stand for, at the granularity of its last significant digit (a 5 there: to the "
                                  "nearest 5 units), within [low, high): net-true needs the value here; elsewhere in "
                                  "[low, high) it is not shown either way (docs/claim-check.md, 'The tolerance rule')")
    accept_high: float | None = Field(default=None, description="a hedged '=' only: see accept_low")


class Assertion(StrictModel):
    metric: str
    statistic: str | None = None
    form: Form
    treatment: str | None = Field(default=None, description="arm name as declared by the witness")
    baseline: str | None = Field(default=None, description="arm name as declared by the witness")
    relation: Relation = "="
    value: float | None = None
    tolerance: Tolerance | None = None
    span: Span | None = None
    source: Literal["statement", "scope", "claim-file"] = "statement"
    over_runs: Literal["best", "lowest", "highest"] | None = Field(
        default=None, description="'best': 'up to N' - the assertion is about the best run the witness holds (the "
                                  "largest per-run value of the quantity as stated; for a comparison, of the ratio of "
                                  "paired runs), not the typical one; with one run it is that run's value. 'lowest' / "
                                  "'highest' (a value of one arm): the smallest / largest of the arm's per-run values of "
                                  "the metric and statistic ('per-run median TTFT ranged from A to B', 'p99 TTFT stayed "
                                  "below 300 ms in every run'); it needs two runs or more")
    run_index: int | None = Field(
        default=None, description="a value of one run of one arm ('Per-run output throughput of X was 458, 461 and 463 "
                                  "tok/s'): the run_index-th of the arm's runs in the witness's run order (1-based), "
                                  "one of a list of run_of values, one per run; graded only where the arm holds "
                                  "run_of runs (claimcheck/claims/run_frames.py, production run_list)")
    run_of: int | None = Field(default=None, description="the number of values of the per-run list run_index is in")
    baseline_implied: bool = Field(default=False, description="the baseline is the witness's one declared baseline "
                                   "arm, not named in the clause: an agreement counts, a contradiction is held back")
    other_arm: str | None = Field(
        default=None, description="a value whose words may give it to this other arm ('mean TPOT drops to 5 ms from 6 "
                                  "ms with vLLM': vLLM's the before value, or the cause of the after one?): as read it "
                                  "alone can agree; it is contradicted only when it is contradicted of that arm too")
    unit_far: bool = Field(default=False, description="the value has no unit and took its pair's first one across "
                           "more than a factor of 10 ('3.75 req/s, versus 0.2 at concurrency 1': 0.2 req/s, or another "
                           "scale?): an agreement counts, a contradiction is held back (under a negation both are)")
    between: str | None = Field(
        default=None, description="'in between' (form 'direction'): the treatment's metric lies strictly between the "
                                  "baseline's and this arm's, whichever of the two is higher ('LMDeploy lands in "
                                  "between'); contradicted when it is at or beyond either end")
    every_arm: bool = Field(default=False, description="no treatment: the statement says it holds in every arm "
                                                       "('each arm', 'both arms'); one arm contradicting it makes it false")
    negated: bool = Field(default=False, description="said under a negation ('it is not true that ...', 'did not "
                          "double'; the relation is already the denial's): net-true only where the assertion it denies "
                          "is contradicted under every meaning too, false only where that assertion agrees")


class ContextFact(StrictModel):
    kind: FactKind
    key: str = Field(description="e.g. 'gpu', 'cpu', 'model', 'params', 'engine', 'tasks', 'workers'")
    value: str | float
    span: Span | None = None
    source: Literal["statement", "scope", "claim-file"] = "statement"
    negated: bool = Field(default=False, description="an exclusion ('not GPU', 'no vLLM', 'without a GPU'): holds "
                                                     "where the witness's own record contradicts the positive fact")
    arms: list[str] | None = Field(
        default=None, description="the arms whose own recorded hardware the fact is checked against, each of them "
                                  "(claimcheck/claims/arm_hardware.py: a GPU the scope names, with its count and "
                                  "memory, bound to the arm that ran on it); None: every arm's, where arms record "
                                  "their own hardware")


class Reading(StrictModel):
    assertions: list[Assertion] = Field(default_factory=list)
    context: list[ContextFact] = Field(default_factory=list)
    arms: list[Span] = Field(default_factory=list, description="arm names and aliases as mentioned")
    inert: list[Span] = Field(default_factory=list, description="words on the documented inert list")
    unread: list[Span] = Field(default_factory=list, description="words that could assert something and were not read")


@dataclass(frozen=True)
class ContextOutcome:
    """What the witness's own record says of one context fact: it agrees, contradicts it, or cannot speak."""
    outcome: Literal["agrees", "contradicted", "unknowable"]
    detail: str
    #: an agreement with how the record describes the machine, not with what ran the requests (a GPU the record of
    #: an Apple silicon package names): an exclusion of it ("no GPU") is then not known, never contradicted
    described: bool = False
    #: an unknowable vendor named alone ("AMD") on a GPU run whose recorded GPU is another vendor's: the host CPU may be
    #: that vendor's, but an exclusion of it ("not tested on AMD") names the accelerators tested, which are not: it holds
    other_vendor_accelerator: bool = False


def vendor_exclusion_detail(value: str, detail: str) -> str:
    """production vendor_exclusion: "not tested on AMD" of a GPU run whose recorded GPU is another vendor's: the vendor
    excluded from a GPU run names the accelerators tested (its host CPU is not what "tested on" means)"""
    return (f"an exclusion that holds: not {value!r}: the run's accelerator is another vendor's ({detail}; an exclusion "
            "of a vendor from a GPU run names the accelerators tested)")
