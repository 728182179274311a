"""Q1 with a few failed requests: the comparison re-checked on the tasks BOTH arms completed (issue 16).

``failure_bounds`` counts the winner's failures against it (infinitely slow in a latency): a percentile survives that,
a mean or a max never does, so "mean TPOT falls from 9.80 ms to 6.10 ms, a 38% reduction" with 2 of 100 requests
failed in the winner stayed unanswered however clearly it held. This is the second way to show the pair like for like:

* pair the two arms' requests by task (``task_id``, and ``run`` where the witness repeats runs) and keep the tasks that
  completed in both (``ok`` not false): the same prompts on both sides, none of them a failure;
* re-check on those tasks every comparison the statement makes of the pair (its ratios, percent changes and
  differences, with their own bands, as the grader checks them on the whole rows): each must agree, so the direction
  and the stated size stand where no failure is left out of either side. A winner that loses, or whose gain falls out
  of its band, on the common tasks is refused;
* the tasks left out (a failure in either arm) may be at most ``MAX_LEFT_OUT`` (5%) of the arm's tasks: a few failures,
  not a subset chosen by them. A failure that ended early may have lightened its arm's load for the others; one in
  twenty requests at most cannot carry a comparison that also holds request by request on the same prompts.

Latencies per request only (TTFT, TPOT, end-to-end latency, queue delay, ITL): a rate (requests/s, tokens/s) is
completed work over the arm's whole wall, which no subset of rows re-derives (``failure_bounds`` decides rates, also
beside a latency in the same statement: "throughput rises 1.9x and mean TTFT falls 50%"). The
stated values of each arm are still checked as measured (completed requests); the failures stay named in Q1's detail.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from claimcheck.claims.failure_bounds import FEW
from claimcheck.claims.vocabulary import DISTRIBUTIONS

__all__ = ["MAX_LEFT_OUT", "PER_REQUEST", "common_evidence", "stands"]

#: the share of an arm's tasks the common set may leave out (a failure in either arm): "a few failed requests"
MAX_LEFT_OUT = FEW

#: the metrics re-checked on the tasks both arms completed: a value per request (a latency)
PER_REQUEST = frozenset(DISTRIBUTIONS)

#: a re-check of the pair's comparisons in some metrics on other evidence: (evidence, treatment, baseline, metrics)
#: -> [(text, outcome)]
Recheck = Callable[[object, str, str, set], list[tuple[str, str]]]


def _key(r: dict) -> tuple:
    return (str(r.get("run")), str(r.get("task_id")))


def common_evidence(ev, t: str, bl: str):
    """(the evidence with arms ``t`` and ``bl`` cut to the tasks both completed, the number of those tasks, the most
    tasks either arm leaves out) or (None, 0, why not)."""
    if ev.kind != "request-ab":
        return None, 0, f"failed requests are paired by task in request-ab rows only ({ev.kind})"
    rows = {a: list(ev.arms[a].rows) for a in (t, bl)}
    done: dict[str, set] = {}
    for a, rs in rows.items():
        keys = [_key(r) for r in rs]
        if any(r.get("task_id") is None for r in rs) or len(set(keys)) != len(keys):
            return None, 0, f"arm {a} does not run each task once per run: its requests cannot be paired by task"
        done[a] = {k for k, r in zip(keys, rs) if r.get("ok", True) is not False}
    if {_key(r) for r in rows[t]} != {_key(r) for r in rows[bl]}:
        return None, 0, f"{t} and {bl} did not run the same tasks: their requests cannot be paired by task"
    common = done[t] & done[bl]
    left = len(rows[t]) - len(common)
    if not common or left > MAX_LEFT_OUT * len(rows[t]):
        return None, 0, (f"{left} of {len(rows[t])} tasks failed in {t} or {bl}: more than "
                         f"{MAX_LEFT_OUT:.0%} left out of the tasks both completed")
    arms = dict(ev.arms)
    for a in (t, bl):
        arms[a] = replace(ev.arms[a], rows=[r for r in rows[a] if _key(r) in common])
    return replace(ev, arms=arms), len(common), left


def stands(ev, t: str, bl: str, metrics: set[str], recheck: Recheck | None) -> tuple[str | None, str]:
    """(Q1's detail, "") where every comparison the statement makes of ``t`` and ``bl`` in ``metrics`` (latencies per
    request) agrees on the tasks both completed; else (None, why not)."""
    if recheck is None:
        return None, "the statement's comparisons cannot be re-checked on the tasks both arms completed"
    if not metrics or any(m not in PER_REQUEST for m in metrics):
        return None, "only a latency per request is re-checked on the tasks both arms completed"
    sub, n, left = common_evidence(ev, t, bl)
    if sub is None:
        return None, left
    got = recheck(sub, t, bl, set(metrics))
    if not got:
        return None, "no comparison of the pair to re-check on the tasks both arms completed"
    bad = [f"'{text}' is {outcome}" for text, outcome in got if outcome != "agrees"]
    if bad:
        return None, f"on the {n} tasks both arms completed, " + "; ".join(bad[:2])
    return (f"on the {n} tasks both {t} and {bl} completed (the same prompts, {left} left out for a failure in either "
            f"arm), every comparison of the statement agrees: " + ", ".join(f"'{x}'" for x, _ in got)), ""
