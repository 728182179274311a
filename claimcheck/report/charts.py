"""The report's charts: matplotlib figures rendered to inline SVG text (no pyplot, no global
state, no file, no font or image fetched from anywhere).

Every function takes plain values that ``claimcheck.report.build`` re-derived from a verified
bundle's rows and returns one ``<svg>`` element as text: the XML prolog, the DOCTYPE and the
``<metadata>`` block are dropped, the fixed width and height are replaced by the viewBox alone
(the chart scales with the page), and element ids are salted per chart so that several charts in
one page never share an id. Text stays text (``svg.fonttype: none``): the browser draws it with
a local sans-serif font.

matplotlib is an optional extra (``pip install 'claimcheck[report]'``); ``require()`` says so in
one line (exit 2) when it is missing.
"""

from __future__ import annotations

import io
import re
from collections.abc import Mapping, Sequence
from typing import Any

from claimcheck.errors import BackendUnavailable

#: one colour per arm, in declaration order (matplotlib's tab10, colour-blind friendly enough)
PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
           "#bcbd22", "#17becf")
OVER = "#c62828"   # over a ceiling / does not fit
OK = "#2e7d32"
MAX_ECDF_POINTS = 400     # an ECDF of more values is drawn at this many evenly spaced ranks
MAX_TIMELINE_REQUESTS = 300  # a timeline panel shows at most this many requests (the earliest)
MAX_BATCH_BARS = 200
WIDTH = 10.0  # inches: a page column of ~1000 px shows 9 pt text at about 13 px


def require() -> None:
    """Raise ``BackendUnavailable`` (exit 2, one line) unless matplotlib can be imported."""
    try:
        import matplotlib  # noqa: F401
        from matplotlib.figure import Figure  # noqa: F401
    except ImportError:
        raise BackendUnavailable(
            "`fak report` draws its charts with matplotlib, which is not installed: "
            "pip install 'claimcheck[report]' (./install.sh installs it)", rule="missing-dependency") from None


def _rc(salt: str) -> dict[str, Any]:
    return {"svg.fonttype": "none", "svg.hashsalt": salt, "font.family": "sans-serif",
            "font.sans-serif": ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica"], "font.size": 9,
            "axes.spines.top": False, "axes.spines.right": False, "axes.titlesize": 10,
            "axes.titleweight": "bold", "legend.fontsize": 8, "legend.frameon": False}


def _styled(fn):
    """Run a chart function inside its own rc context (style and id salt), so that every artist it
    creates, and the SVG writer, see the same settings; nothing global is changed."""
    import functools

    @functools.wraps(fn)
    def wrapper(salt: str, *args: Any, **kwargs: Any) -> str:
        import matplotlib

        with matplotlib.rc_context(_rc(salt)):
            return fn(salt, *args, **kwargs)

    return wrapper


def _figure(salt: str, w: float, h: float, nrows: int = 1, ncols: int = 1, **kw: Any):
    from matplotlib.figure import Figure

    fig = Figure(figsize=(w * WIDTH / 6.4, h * WIDTH / 6.4), layout="constrained")
    axes = fig.subplots(nrows, ncols, squeeze=False, **kw)
    return fig, axes


_PROLOG = re.compile(r"\A.*?(?=<svg\b)", re.S)
_METADATA = re.compile(r"<metadata>.*?</metadata>\s*", re.S)
_SIZE = re.compile(r'(<svg\b[^>]*?)\s(?:width|height)="[^"]*"')


def to_svg(fig: Any, salt: str, title: str) -> str:
    """The figure as one inline ``<svg>`` element (see the module doc)."""
    buf = io.StringIO()
    fig.savefig(buf, format="svg", metadata={"Date": None})
    text = _PROLOG.sub("", buf.getvalue(), count=1)
    text = _METADATA.sub("", text, count=1)
    for _ in range(2):
        text = _SIZE.sub(r"\1", text, count=1)
    safe = (title.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;"))
    return text.replace("<svg ", f'<svg class="chart" role="img" aria-label="{safe}" ', 1).strip()


def _colour(i: int) -> str:
    return PALETTE[i % len(PALETTE)]


def _ecdf_points(values: Sequence[float]) -> tuple[list[float], list[float]]:
    xs = sorted(values)
    n = len(xs)
    if n > MAX_ECDF_POINTS:  # evenly spaced ranks, always the first and the last
        idx = sorted({round(i * (n - 1) / (MAX_ECDF_POINTS - 1)) for i in range(MAX_ECDF_POINTS)})
        return [xs[i] for i in idx], [(i + 1) / n for i in idx]
    return xs, [(i + 1) / n for i in range(n)]


@_styled
def bars_with_intervals(salt: str, title: str, arms: Sequence[str], values: Sequence[float | None],
                        intervals: Sequence[tuple[float, float] | None], per_run: Sequence[Sequence[float]],
                        ylabel: str) -> str:
    """One bar per arm (the pooled value), its 95% bootstrap interval as an error bar when the
    arm ran more than once, and each run's own value as a dot."""
    fig, axes = _figure(salt, 6.4, 2.4)
    ax = axes[0][0]
    for i, (arm, v, iv, runs) in enumerate(zip(arms, values, intervals, per_run)):
        if v is None:
            continue
        ax.bar(i, v, color=_colour(i), alpha=0.85, width=0.6)
        if iv is not None:
            ax.errorbar(i, v, yerr=[[max(v - iv[0], 0)], [max(iv[1] - v, 0)]], color="black", capsize=6, lw=1.4)
        if len(runs) > 1:
            xs = [i - 0.18 + 0.36 * k / (len(runs) - 1) for k in range(len(runs))]
            ax.scatter(xs, runs, color="black", s=10, zorder=3)
        top = max([v, *(iv or ()), *runs])  # the label sits above the bar, its interval and its runs
        ax.annotate(f"{v:.4g}", (i, top), textcoords="offset points", xytext=(0, 4), ha="center", fontsize=8)
    ax.set_xticks(range(len(arms)), list(arms))
    ax.set_ylabel(ylabel)
    ax.set_title(title, loc="left")
    ax.margins(y=0.15)
    return to_svg(fig, salt, title)


@_styled
def ecdf_panels(salt: str, title: str, panels: Sequence[tuple[str, str, Mapping[str, Sequence[float]]]],
                marks: Mapping[str, Sequence[tuple[str, float]]] | None = None) -> str:
    """Empirical CDFs, one panel per (panel title, x label, {arm: values}); ``marks``: per arm,
    named values (p50, p95) drawn as dots on the first panel."""
    fig, axes = _figure(salt, 6.4, 2.8, 1, len(panels))
    for p, (ptitle, xlabel, series) in enumerate(panels):
        ax = axes[0][p]
        for i, (arm, values) in enumerate(series.items()):
            if not values:
                continue
            xs, ys = _ecdf_points(values)
            xs, ys = [xs[0], *xs], [0.0, *ys]  # the CDF rises from 0 at the smallest value
            ax.step(xs, ys, where="post", color=_colour(i), lw=1.6, label=f"{arm} (n={len(values)})")
            if p == 0 and marks:
                for name, v in marks.get(arm, ()):
                    frac = sum(1 for x in values if x <= v) / len(values)
                    ax.plot([v], [frac], "o", color=_colour(i), ms=4)
                    ax.annotate(name, (v, frac), textcoords="offset points", xytext=(4, -9), fontsize=7,
                                color=_colour(i))
        ax.set_xlabel(xlabel)
        ax.set_ylim(0, 1.02)
        ax.set_title(ptitle, loc="left")
        ax.grid(alpha=0.25)
        if p == 0:
            ax.set_ylabel("fraction of requests")
        if ax.get_legend_handles_labels()[0]:
            ax.legend(loc="best")
        else:
            ax.text(0.5, 0.5, "no completed request gives a value", ha="center", va="center", transform=ax.transAxes)
    fig.suptitle(title, x=0.01, ha="left", fontweight="bold", fontsize=10)
    return to_svg(fig, salt, title)


@_styled
def timelines(salt: str, title: str, arms: Mapping[str, Sequence[tuple[float, float | None, float | None, bool]]],
              ) -> str:
    """One panel per arm: each request is a row (sorted by start); light bar from its start to
    its first token (waiting and prefill), dark bar from the first token to its end (decode); a
    failed request in red. Concurrency and queueing show as overlap and staircase."""
    n = len(arms)
    heights = [max(1.0, min(len(v), MAX_TIMELINE_REQUESTS) / 14 + 0.6) for v in arms.values()]
    fig, axes = _figure(salt, 6.4, min(sum(heights) + 0.6, 14), n, 1, sharex=True,
                        gridspec_kw={"height_ratios": heights})
    for i, (arm, reqs) in enumerate(arms.items()):
        ax = axes[i][0]
        shown = sorted(reqs, key=lambda r: r[0])[:MAX_TIMELINE_REQUESTS]
        wait, decode, failed = [], [], []
        for y, (start, first, end, ok) in enumerate(shown):
            stop = end if end is not None else (first if first is not None else start)
            if not ok:
                failed.append((y, start, max(stop - start, 0)))
                continue
            if first is not None:
                wait.append((y, start, first - start))
                decode.append((y, first, stop - first))
            else:
                wait.append((y, start, stop - start))
        for rows, colour, alpha in ((wait, _colour(i), 0.35), (decode, _colour(i), 1.0), (failed, OVER, 1.0)):
            if rows:
                ax.barh([r[0] for r in rows], [r[2] for r in rows], left=[r[1] for r in rows], height=0.8,
                        color=colour, alpha=alpha, linewidth=0)
        more = f" (first {len(shown)} of {len(reqs)})" if len(reqs) > len(shown) else ""
        ax.set_title(f"{arm}: {len(reqs)} requests{more}", loc="left", fontsize=9)
        ax.set_ylim(len(shown) - 0.4, -0.6)
        ax.set_yticks([])
        ax.set_ylabel("requests")
        ax.grid(axis="x", alpha=0.25)
    axes[-1][0].set_xlabel("seconds from the arm's start  (light: start to first token; dark: first token to end)")
    fig.suptitle(title, x=0.01, ha="left", fontweight="bold", fontsize=10)
    return to_svg(fig, salt, title)


@_styled
def padding_per_batch(salt: str, title: str,
                      arms: Mapping[str, Sequence[tuple[str, int, int]]], taxes: Mapping[str, float]) -> str:
    """Per arm, one bar per batch: the padding share of its allocated lane-steps
    (1 - useful / allocated), the arm's padding tax as a dashed line."""
    n = len(arms)
    fig, axes = _figure(salt, 6.4, 1.9 * n + 0.5, n, 1)
    for i, (arm, batches) in enumerate(arms.items()):
        ax = axes[i][0]
        shown = list(batches)[:MAX_BATCH_BARS]
        shares = [1 - useful / allocated if allocated else 0.0 for _, useful, allocated in shown]
        ax.bar(range(len(shown)), shares, color=_colour(i), width=0.85)
        tax = taxes.get(arm)
        if tax is not None:
            ax.axhline(tax, color="black", ls="--", lw=1)
            ax.annotate(f"padding tax {tax:.1%}", (len(shown) - 0.5, tax), textcoords="offset points",
                        xytext=(0, 3), ha="right", fontsize=8)
        more = f", first {len(shown)} of {len(batches)}" if len(batches) > len(shown) else ""
        ax.set_title(f"{arm}: {len(batches)} batches{more}", loc="left", fontsize=9)
        ax.set_ylim(0, max([*shares, tax or 0, 0.05]) * 1.25)
        ax.yaxis.set_major_formatter(_percent())
        ax.set_ylabel("padding")
        if len(shown) <= 40:
            ax.set_xticks(range(len(shown)), [b for b, _, _ in shown], rotation=90, fontsize=6)
        else:
            ax.set_xticks([])
        ax.set_xlabel("batch")
    fig.suptitle(title, x=0.01, ha="left", fontweight="bold", fontsize=10)
    return to_svg(fig, salt, title)


def _percent():
    from matplotlib.ticker import PercentFormatter

    return PercentFormatter(1.0, decimals=0)


@_styled
def kv_demand(salt: str, title: str, phases: Sequence[tuple[str, int, int]]) -> str:
    """Per phase (rung/phase): block-rounded KV demand as a bar, the live KV capacity the engine
    reported as a black tick; a bar over its tick (does not fit) in red."""
    fig, axes = _figure(salt, 6.4, 3.0)
    ax = axes[0][0]
    for i, (label, demand, live) in enumerate(phases):
        ax.bar(i, demand, color=OK if demand <= live else OVER, width=0.6, alpha=0.85,
               label="KV demand (fits)" if demand <= live else "KV demand (over capacity)")
        ax.hlines(live, i - 0.4, i + 0.4, color="black", lw=2.2, label="live KV capacity")
        ax.annotate(f"{demand / live:.0%}" if live else "", (i, demand), textcoords="offset points", xytext=(0, 3),
                    ha="center", fontsize=8)
    handles, labels = ax.get_legend_handles_labels()
    uniq = dict(zip(labels, handles))
    ax.legend(uniq.values(), uniq.keys(), loc="upper left", bbox_to_anchor=(1.0, 1.0))
    ax.set_xticks(range(len(phases)), [p[0] for p in phases], rotation=20, ha="right", fontsize=7)
    ax.set_ylabel("tokens")
    ax.set_title(title, loc="left")
    ax.margins(y=0.15)
    return to_svg(fig, salt, title)


@_styled
def termination_shares(salt: str, title: str, labels: Sequence[str],
                       metrics: Sequence[tuple[str, Sequence[float], float, str]]) -> str:
    """One panel per termination metric: its share in each phase as a bar, the registered
    ceiling as a dashed line; a bar that breaks its ceiling in red."""
    fig, axes = _figure(salt, 6.4, 2.9, 1, len(metrics), sharey=True)
    top = max([0.3, *(limit for _, _, limit, _ in metrics), *(v for _, vals, _, _ in metrics for v in vals)])
    for p, (name, values, limit, comparator) in enumerate(metrics):
        ax = axes[0][p]
        ok = [(v < limit) if comparator == "<" else (v <= limit) for v in values]
        ax.bar(range(len(values)), values, color=[OK if good else OVER for good in ok], width=0.6)
        ax.axhline(limit, color="black", ls="--", lw=1)
        ax.annotate(f"ceiling {comparator} {limit:.0%}", (len(values) - 0.5, limit), textcoords="offset points",
                    xytext=(0, 3), ha="right", fontsize=7)
        ax.set_xticks(range(len(labels)), list(labels), rotation=35, ha="right", fontsize=6)
        ax.set_title(name, loc="left", fontsize=9)
        ax.set_ylim(0, min(1.0, top * 1.2) if top < 0.85 else 1.05)
        ax.yaxis.set_major_formatter(_percent())
    axes[0][0].set_ylabel("share of samples")
    fig.suptitle(title, x=0.01, ha="left", fontweight="bold", fontsize=10)
    return to_svg(fig, salt, title)
