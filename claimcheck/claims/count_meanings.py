"""What a count of requests that names no arm means (docs/claim-check.md, "Counts of requests").

"All 202 requests completed successfully" about a witness of two arms of 101 requests each counts the
whole benchmark; "All 24 requests completed" about two arms of 24 counts each arm. A count that names
no arm (and says neither "each arm" nor "per run") is therefore graded under two meanings, and the
counts of one statement under the SAME meaning (never "3 failed" per arm beside "of 48" in total):

* per arm: the count of one run of each arm, the same in every arm (the older rule, ``Grader.value``);
* in total: the sum over every arm and every run the statement covers (an arm it names: that arm's runs).

The statement's counts agree when every one of them agrees under the first meaning, or every one under
the second (the scope's counts are another text, with a meaning of their own). A count contradicted under its own meaning is false only when no way of summing the
witness's counts gives it (one run of one arm, one arm's runs, one run over the arms, everything):
otherwise it is inconclusive ("say 'per arm' or 'in total'"). A count stated per arm or per run, a
universal zero ("no requests failed": no failure anywhere) and a count of one run of a one-arm,
one-run witness keep the older rule.
"""

from __future__ import annotations

import math
from typing import Any

#: the counts whose sum over arms and runs is itself a count of the benchmark
TOTALABLE = frozenset({"requests", "completed", "failed", "timed_out", "tasks", "prompt_tokens", "completion_tokens"})


def eligible(a) -> bool:
    """A count that may mean more than one run of one arm."""
    return (a.form == "value" and a.metric in TOTALABLE and a.statistic is None and not a.every_arm
            and a.over_runs is None and a.tolerance is not None
            and a.tolerance.rule.startswith(("exact count (of all)", "exact count (denominator)", "exact count"))
            and "(per " not in a.tolerance.rule)


def whole(a) -> bool:
    """A count said of the whole ("all 202 requests", "3 of the 48 requests", "45/48", "in total")."""
    return eligible(a) and a.tolerance.rule.endswith("(of all)")


def together(a) -> list[str]:
    """The arms a count was said of together ("all 50 requests completed for both A and B": one assertion per arm,
    each naming both in its rule, claimcheck/claims/count_arms.py); [] for any other count."""
    from claimcheck.claims.count_arms import TOGETHER

    rule = a.tolerance.rule if a.tolerance is not None else ""
    at = rule.find("(" + TOGETHER)
    if at < 0:
        return []
    return [x.strip() for x in rule[at + 1 + len(TOGETHER):rule.index(")", at)].split(",")]


def every_arm_total(grader, a) -> float | None:
    """A count said of every arm that no arm has but the arms have together ("Both engines completed all 256
    requests" of two arms of 128, "Each configuration ..."): the words may count the arms together, as a
    coordination's may ("both A and B completed all 256 requests", count_arms.py), so the count is inconclusive,
    never false. Returns that sum over every arm and run, else None."""
    from claimcheck.claims.intervals import holds
    from claimcheck.claims.statistics import Measurement

    tol = a.tolerance
    if not (a.form == "value" and a.every_arm and a.metric in TOTALABLE and a.statistic is None and tol is not None
            and tol.rule.startswith("exact count") and "(per " not in tol.rule and len(grader.ev.arms) > 1):
        return None
    vals = []
    for arm in grader.ev.arms:
        m = grader.m(a.metric, "total", arm)
        if not isinstance(m, Measurement):
            return None
        vals.append(m.value)
    total = math.fsum(vals)
    return total if holds(total, a.relation, tol.low, tol.high, a.value) else None


def every_arm_runs(grader, a) -> float | None:
    """A count said of every arm that no run of an arm has but each arm's runs together have ("Both engines completed
    all 40 requests", "40 requests per arm", "Completed requests: 40/40 for both engines" of two engines that each ran
    two runs of 20): one run's count, or the arm's runs together? Inconclusive, never false. Returns that per-arm
    total (the same in every arm), else None. Never for a count said per run."""
    from claimcheck.claims.intervals import holds
    from claimcheck.claims.statistics import Measurement

    tol = a.tolerance
    if not (a.form == "value" and a.every_arm and a.metric in TOTALABLE and a.statistic is None and tol is not None
            and tol.rule.startswith("exact count") and "(per run)" not in tol.rule and grader.ev.arms):
        return None
    got = None
    for arm in grader.ev.arms:
        m = grader.m(a.metric, "total", arm)
        if not isinstance(m, Measurement) or len(m.per_run or []) < 2 \
                or not holds(m.value, a.relation, tol.low, tol.high, a.value):
            return None
        got = m.value
    return got


def _fmt(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:g}"


class CountMeanings:
    """The plan of one statement's counts against one grader's witness."""

    def __init__(self, grader) -> None:
        self.g = grader
        self.groups: dict[int, list] = {}

    def plan(self, assertions) -> None:
        # one meaning per text: the scope is written apart from the statement ("64 requests per concurrency level"
        # in the scope beside "none of the 192 requests failed" in the statement), so its counts never decide how
        # the statement's are meant
        by: dict[tuple[str | None, str | None], list] = {}
        for a in assertions:
            if eligible(a):
                by.setdefault((getattr(a, "source", None), a.treatment), []).append(a)
        for g in by.values():
            for a in g:
                self.groups[id(a)] = g

    def _arms(self, a) -> list[str]:
        named = together(a)
        if named and all(x in self.g.ev.arms for x in named):
            return named
        return [a.treatment] if a.treatment else list(self.g.ev.arms)

    def _sums(self, a) -> dict[str, float] | None:
        """{what: value} of every way of summing the witness's counts of ``a.metric`` over what ``a`` covers."""
        from claimcheck.claims.statistics import Measurement

        arms = self._arms(a)
        per_run: dict[str, list[float]] = {}
        for arm in arms:
            m = self.g.m(a.metric, "total", arm)
            if not isinstance(m, Measurement):
                return None
            per_run[arm] = list(m.per_run) if m.per_run else [m.value]
        out: dict[str, float] = {}
        own = together(a) and a.treatment
        for arm, runs in per_run.items():
            if own and arm != own:
                continue  # "for both A and B": A's count is A's, or the named arms' together, never B's alone
            for k, v in enumerate(runs):
                out[f"run {k + 1} of {arm}" if len(runs) > 1 else arm] = v
            if len(runs) > 1:
                out[f"the {len(runs)} runs of {arm}"] = math.fsum(runs)
        lens = {len(r) for r in per_run.values()}
        if len(arms) > 1 and len(lens) == 1 and lens != {1}:
            for k in range(next(iter(lens))):
                out[f"run {k + 1} over the arms"] = math.fsum(r[k] for r in per_run.values())
        total = math.fsum(v for r in per_run.values() for v in r)
        out["total"] = total
        return out

    def check(self, a, text: str, plain) -> Any:
        """``plain``: the check under the older rule. Returns the check of ``a`` under the statement's meaning."""
        from claimcheck.claims.intervals import holds, refutes

        g = self.groups.get(id(a), [a])
        arms = self._arms(a)
        if len(arms) < 2 and all(self.g.ev.arms[x].runs < 2 for x in arms if x in self.g.ev.arms):
            return plain  # one arm, one run: one meaning
        plains = [plain if b is a else self.g._check(b, text) for b in g]
        if all(p.outcome == "agrees" for p in plains):
            return plain
        sums = {id(b): self._sums(b) for b in g}
        if sums[id(a)] is None:
            return plain
        tol = a.tolerance

        def ok(b, v: float) -> bool:
            t = b.tolerance
            return holds(v, b.relation, t.low, t.high, b.value)

        if all(whole(b) for b in g) and all(sums[id(b)] is not None and ok(b, sums[id(b)]["total"]) for b in g):
            runs_n = sum(self.g.ev.arms[x].runs for x in arms)
            return plain.model_copy(update={
                "outcome": "agrees", "recomputed": sums[id(a)]["total"], "recomputed_text": _fmt(sums[id(a)]["total"]),
                "detail": f"{'names no arm' if not a.treatment else 'said of ' + ' and '.join(arms) if together(a) else 'names no arm beyond ' + a.treatment}: in total over "
                          f"{len(arms)} arm(s) and {runs_n} run(s), {a.metric} = {_fmt(sums[id(a)]['total'])} "
                          f"({plain.detail})"})
        if plain.outcome != "contradicted":
            return plain
        mine = sums[id(a)]
        hits = [k for k, v in mine.items() if not refutes(v, a.relation, tol.low, tol.high, a.value)]
        if not hits:
            return plain
        return plain.model_copy(update={
            "outcome": "inconclusive",
            "detail": f"{plain.detail}; but {a.metric} summed as {hits[0]} is {_fmt(mine[hits[0]])}, so it "
                      "is not false (a count of several runs or arms, or counts of one statement under different meanings): "
                      "say 'per arm', 'per run' or 'in total'"})


# --- per-request lengths ---------------------------------------------------------------------------------
_LEN_COLUMN = {"request_output_tokens": "completion_tokens", "request_prompt_tokens": "prompt_tokens"}


def request_length(ev, metric: str, statistic: str | None, arm: str | None):
    """The min or max token count (output or prompt) of one arm's completed requests: "each request generated
    100 tokens" holds when both are 100, and one request of another length contradicts it."""
    from claimcheck.claims.statistics import Measurement, Unavailable

    if statistic not in ("min", "max"):
        return Unavailable(f"{metric} is graded only as the min and the max of the completed requests")
    if arm is None or arm not in ev.arms:
        return Unavailable(f"{metric} is measured per arm: name the arm")
    a = ev.arms[arm]
    if ev.kind != "request-ab" or not a.rows:
        return Unavailable(f"arm {arm} carries no per-request rows")
    col = _LEN_COLUMN[metric]
    vals = [r.get(col) for r in a.rows if r.get("ok")]
    if not vals:
        return Unavailable(f"arm {arm}: no completed request")
    if any(v is None for v in vals):
        return Unavailable(f"arm {arm}: a completed request did not report {col}")
    v = float(min(vals) if statistic == "min" else max(vals))
    return Measurement(value=v, definition=f"{statistic} {col} of the {len(vals)} completed requests of {arm}")


# --- timeouts ---------------------------------------------------------------------------------------------
#: a failed request's error text that says it timed out (aiohttp's TimeoutError, "Read timed out", "timeout")
TIMEOUT_RE = __import__("re").compile(r"time[\s_-]*out|timed[\s_-]*out|deadline exceeded", __import__("re").I)


def timeouts(ev, statistic: str | None, arm: str | None):
    """Requests that failed with an error text saying they timed out, per run of one arm. Unavailable when a
    failed request records no error text (which failures were timeouts is then not known)."""
    from claimcheck.claims.statistics import Measurement, Unavailable, by_run

    if arm is None or arm not in ev.arms:
        return Unavailable("timeouts are counted per arm: name the arm")
    a = ev.arms[arm]
    if ev.kind != "request-ab" or not a.rows:
        return Unavailable(f"arm {arm} carries no per-request rows")
    per = []
    for rr in by_run(a.rows):
        n = 0
        for r in rr:
            if r.get("ok"):
                continue
            err = r.get("error")
            if not isinstance(err, str) or not err.strip():
                return Unavailable(f"arm {arm}: a failed request records no error text, so which failures timed out "
                                   "is not known")
            n += bool(TIMEOUT_RE.search(err))
        per.append(float(n))
    words = "failed requests whose error says they timed out"
    if statistic == "total":
        return Measurement(value=sum(per), per_run=per if len(per) > 1 else [], n=len(per),
                           definition=f"total over {len(per)} run(s) of {words}")
    if statistic is not None:
        return Unavailable(f"a {statistic} of timeouts is not read")
    if len(set(per)) > 1:
        return Unavailable(f"arm {arm}: timeouts differ between runs; say 'total' or per which run")
    return Measurement(value=per[0], per_run=per if len(per) > 1 else [], n=len(per), definition=words + " per run")
