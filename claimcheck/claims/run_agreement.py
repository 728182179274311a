"""Repeated runs: a direction every run agrees on (Q: does a comparison of two arms hold over their runs?).

With several runs per arm a comparison carries a bootstrap 95% interval of the ratio of the per-run means; with two or
three runs that interval is wide and often straddles 1.0 although every run shows the same direction. A comparison
that holds on the values pooled over the runs stands all the same where the two arms ran the same runs (the same run
labels, each arm's statistic re-derived per run) and, run for run, the ratio is on the claimed side in every run: the
detail names each run's ratio. Arms whose runs cannot be paired (other labels, another number of runs, a statistic not
re-derivable per run) are left to the interval.
"""

from __future__ import annotations

from typing import Any, Callable

from claimcheck.claims.statistics import Measurement, run_ids


def paired_ratios(ev, t: str, b: str, mt: Measurement, mb: Measurement) -> list[tuple[Any, float]] | None:
    """(run, ratio of ``t``'s value to ``b``'s in that run) for every run the two arms share, runs in ``run_ids``
    order; None where the runs cannot be paired (fewer than two, other labels, a per-run value missing or zero)."""
    ta, ba = ev.arms.get(t), ev.arms.get(b)
    if ta is None or ba is None or not ta.rows or not ba.rows:
        return None
    runs = run_ids(ta.rows)
    if len(runs) < 2 or None in runs or runs != run_ids(ba.rows):
        return None
    if len(mt.per_run) != len(runs) or len(mb.per_run) != len(runs) or not all(mb.per_run):
        return None
    return [(run, x / y) for run, x, y in zip(runs, mt.per_run, mb.per_run)]


def every_run_agrees(ev, t: str, b: str, mt: Measurement, mb: Measurement,
                     on_side: Callable[[float], bool]) -> str | None:
    """Where every paired run's ratio satisfies ``on_side``: the words naming them ("every run agrees in direction:
    run 1 0.921x, run 2 0.953x"); else None."""
    pairs = paired_ratios(ev, t, b, mt, mb)
    if not pairs or not all(on_side(r) for _, r in pairs):
        return None
    return "every run agrees in direction (" + ", ".join(f"run {run} {r:.4g}x" for run, r in pairs) + ")"
