"""The measured concurrency of a benchmark's summary line (production concurrency_label -- claimcheck/claims/
grammar.lark): SGLang's ``bench_serving`` prints "Concurrency: 1.00", the sum of the completed requests' end-to-end
latencies over the benchmark's duration (the mean number of requests in flight). The same words, "Concurrency: 64",
also label the maximum concurrency a run was given (a setting). So the value is read as the measured mean
(metric ``mean_concurrency``, re-derived from the rows: sum(end - start) of the completed requests / wall) and keeps
its other meaning:

* agrees where the measured mean agrees at the stated precision;
* contradicted (``false``) only where the measured mean contradicts it AND every arm it is said of records a
  concurrency setting that differs from it too; where an arm records that very setting, or records none (the words may
  be the setting it does not record), the contradiction is held back (inconclusive, never an accusation).
"""

from __future__ import annotations

from typing import Any

METRIC = "mean_concurrency"
#: where a witness records the concurrency a run was given (vllm bench serve's --max-concurrency, SGLang's
#: --max-concurrency, a sweep's concurrency)
SETTING_KEYS = ("concurrency", "max_concurrency", "max_concurrent_requests", "num_concurrent_requests")


def per_run(rows: list[dict[str, Any]], wall: float) -> float | None:
    """sum(end - start) of the completed requests / wall (SGLang's ``np.sum(e2e_latencies) / dur_s``)."""
    if wall <= 0:
        return None
    return sum(float(r["end_s"]) - float(r["start_s"]) for r in rows if r.get("ok")) / wall


def _declared(ev, arm: str) -> float | None | str:
    """The concurrency setting ``arm`` declares (its own settings, else the witness's shared record): a number, None
    where none is recorded, or "?" where a record does not read as a number."""
    from claimcheck.claims.descriptors import as_number as number, recorded

    decl = getattr((getattr(ev, "arms", None) or {}).get(arm), "decl", None) or {}
    own = {str(k).lower(): v for k, v in (decl.get("settings") or {}).items()}
    for k in SETTING_KEYS:
        if k in own and own[k] is not None and not isinstance(own[k], bool):
            n = number(own[k])
            return float(n) if n is not None else "?"
    shared = {p: v for p, v in recorded(ev, SETTING_KEYS).items() if not p.startswith("arms.")}
    if len(set(map(str, shared.values()))) == 1:
        n = number(next(iter(shared.values())))
        return float(n) if n is not None else "?"
    return "?" if shared else None


def check(grader, a, res):
    """The false bar of a measured-concurrency value (module docstring)."""
    if res.outcome != "contradicted" or a.metric != METRIC:
        return res
    tol = a.tolerance
    low, high = (tol.low, tol.high) if tol else (a.value, a.value)
    arms = [a.treatment] if a.treatment else list(grader.ev.arms)
    for arm in arms:
        got = _declared(grader.ev, arm)
        if got is None or got == "?" or low <= got <= high or got == a.value:
            why = ("records no concurrency setting" if got is None else
                   "records a concurrency setting that does not read as a number" if got == "?" else
                   f"declares concurrency {got:g}")
            return res.model_copy(update={"outcome": "inconclusive", "detail": (
                f"{res.detail}; 'Concurrency: N' also labels the concurrency a run was given, and {arm} {why}: "
                "say 'measured concurrency' or 'max concurrency'")})
    return res
