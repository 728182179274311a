"""`fak report`: one self-contained HTML file (inline CSS and SVG, no script, no network) for a
bundle, a catalog, a capacity-fit run or a set of graded claim records.

    >>> from claimcheck.report import build_report
    >>> result = build_report("examples/witnesses/s2-shared-prefix-ab", "s2.html")   # doctest: +SKIP
    >>> result.ok, result.charts                                                      # doctest: +SKIP

Every target is verified first and every figure re-derived from raw rows (``build``); the
charts need matplotlib, an optional extra (``pip install 'claimcheck[report]'``)."""

from claimcheck.report.build import ReportResult, SectionSummary, build_page, build_report, classify

__all__ = ["ReportResult", "SectionSummary", "build_page", "build_report", "classify"]
