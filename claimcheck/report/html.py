"""Render a ``Page`` as one self-contained HTML document.

Self-contained means: inline CSS, charts as inline ``<svg>``, no script, no font, no image or
stylesheet from anywhere, no ``src`` attribute at all and no ``href`` other than an in-page
``#anchor``. A Content-Security-Policy ``default-src 'none'`` (inline styles allowed, nothing
else) makes a browser refuse any request the page might still try. Every text from a bundle,
a record or a path is escaped.
"""

from __future__ import annotations

from html import escape
from typing import Any

from claimcheck import __version__
from claimcheck.report.page import Chart, ClaimView, Page, Section, Table

CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

CSS = """
:root { --ok: #2e7d32; --bad: #c62828; --warn: #b26a00; --ink: #1d1d1f; --muted: #5f6368; --line: #e0e0e0; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: var(--ink);
       margin: 0 auto; max-width: 1100px; padding: 18px 22px 60px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 6px; border-top: 2px solid var(--line);
     padding-top: 14px; } h3 { font-size: 15px; margin: 18px 0 6px; }
.sub { color: var(--muted); font-size: 12px; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-weight: 600; font-size: 12px;
         color: #fff; vertical-align: middle; }
.ok { background: var(--ok); } .bad { background: var(--bad); } .warn { background: var(--warn); }
.alert { border: 2px solid var(--bad); background: #fdecea; color: var(--bad); padding: 8px 12px; border-radius: 6px;
         margin: 8px 0; font-weight: 600; }
.alert ul { margin: 4px 0 0 18px; padding: 0; font-weight: 400; }
table { border-collapse: collapse; margin: 6px 0 12px; font-size: 12.5px; width: 100%; }
td { overflow-wrap: break-word; } td.long { overflow-wrap: anywhere; min-width: 14em; } th, td.num { white-space: nowrap; } th, td { border-bottom: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
.scroll { overflow-x: auto; max-width: 100%; } th { background: #f5f5f7; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
caption { caption-side: top; text-align: left; color: var(--muted); font-size: 12px; padding-bottom: 3px; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 6px 0 10px; font-size: 13px; }
dl.facts dt { color: var(--muted); } dl.facts dd { margin: 0; overflow-wrap: anywhere; }
figure { margin: 10px 0 18px; } figcaption { color: var(--muted); font-size: 12px; margin-top: 2px; }
svg.chart { width: 100%; height: auto; display: block; }
.claim { border: 1px solid var(--line); border-radius: 8px; padding: 8px 14px; margin: 10px 0; }
.statement { font-size: 15px; margin: 4px 0 8px; }
ul.reading { margin: 4px 0; padding-left: 20px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
.q-pass { color: var(--ok); } .q-fail { color: var(--bad); font-weight: 600; }
footer { margin-top: 40px; color: var(--muted); font-size: 11px; }
"""

VERDICT_CLASS = {"net-true": "ok", "false": "bad", "invalid": "bad", "not-yet": "warn", "strawman": "warn"}


def _e(v: Any) -> str:
    return escape("" if v is None else str(v), quote=True)


def _badge(text: str, cls: str) -> str:
    return f'<span class="badge {cls}">{_e(text)}</span>'


def _state_badge(ok: bool, state: str) -> str:
    if not ok:
        return _badge(f"{state}: FAILS", "bad")
    return _badge(state, "warn" if state.startswith("stopped") else "ok")


def _num(v: Any) -> bool:
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return True
    return isinstance(v, str) and v.replace(".", "", 1).replace("e-", "", 1).replace("%", "").lstrip("-").isdigit()


def table(t: Table) -> str:
    hidden = set(t.links.values())
    out = ['<div class="scroll"><table>', f"<caption>{_e(t.caption)}</caption>", "<thead><tr>"]
    out += [f"<th>{_e(h)}</th>" for i, h in enumerate(t.headers) if i not in hidden]
    out.append("</tr></thead><tbody>")
    for row in t.rows:
        out.append("<tr>")
        for i, cell in enumerate(row):
            if i in hidden:
                continue
            text = _e(cell)
            if i in t.links:
                text = f'<a href="#{_e(row[t.links[i]])}">{text}</a>'
            if cell in ("FAILS", "NO"):
                text = f'<b style="color:var(--bad)">{text}</b>'
            if _num(cell):
                out.append(f'<td class="num">{text}</td>')
            else:  # a long text (a detail line) wraps anywhere rather than widen the table past the page
                out.append(f'<td class="long">{text}</td>' if len(str(cell)) > 60 else f"<td>{text}</td>")
        out.append("</tr>")
    out.append("</tbody></table></div>")
    return "".join(out)


def _facts(facts: list[tuple[str, str]]) -> str:
    return '<dl class="facts">' + "".join(f"<dt>{_e(k)}</dt><dd>{_e(v)}</dd>" for k, v in facts) + "</dl>"


def _problems(title: str, problems: list[str]) -> str:
    if not problems:
        return ""
    return (f'<div class="alert">{_e(title)}<ul>' + "".join(f"<li>{_e(p)}</li>" for p in problems) + "</ul></div>")


def _chart(c: Chart) -> str:
    # the SVG is matplotlib's own output (numbers and our own labels, every label escaped by it)
    return f'<figure id="{_e(c.id)}" data-chart="{_e(c.id)}">{c.svg}<figcaption>{_e(c.caption)}</figcaption></figure>'


def _claim(c: ClaimView) -> str:
    cls = VERDICT_CLASS.get(c.regraded, "warn")
    head = _badge(c.regraded, cls)
    if c.recorded is not None:
        head += " " + (_badge(f"recorded: {c.recorded}", "ok") if c.agrees else _badge(f"recorded {c.recorded}: DISAGREES", "bad"))
    out = [f'<div class="claim" id="{_e(c.anchor)}">', f"<h3>{head}</h3>",
           f'<div class="statement">&ldquo;{_e(c.statement)}&rdquo;</div>',
           _facts([("record", c.record), ("witness", c.witness), ("reason", c.reason)])]
    if not c.agrees:
        out.append(_problems("The re-grade disagrees with the record.", [c.reason]))
    out.append('<div class="scroll"><table><caption>The six questions</caption><thead><tr><th>Q</th><th>question</th>'
               "<th>answer</th><th>detail</th></tr></thead><tbody>")
    for n, name, ok, detail in c.questions:
        out.append(f'<tr><td>Q{n}</td><td>{_e(name)}</td><td class="{"q-pass" if ok else "q-fail"}">'
                   f'{"pass" if ok else "FAIL"}</td><td>{_e(detail)}</td></tr>')
    out.append("</tbody></table></div>")
    if c.reading:
        out.append('<div class="sub">What the grader read the statement to assert:</div><ul class="reading">'
                   + "".join(f"<li>{_e(line)}</li>" for line in c.reading) + "</ul>")
    if c.quantities.rows:
        out.append(table(c.quantities))
    if c.notes:
        out.append("<ul>" + "".join(f"<li>{_e(n)}</li>" for n in c.notes) + "</ul>")
    out.append("</div>")
    return "".join(out)


def _section(s: Section) -> str:
    out = [f'<section id="{_e(s.anchor)}" data-ok="{"true" if s.ok else "false"}">',
           f"<h2>{_e(s.title)} {_state_badge(s.ok, s.state)}</h2>"]
    out.append(_problems("This does not verify; no figure from its rows is shown." if s.state != "complete" or not s.ok
                         else "Problems", s.problems))
    out.append(_facts(s.facts))
    out += [f'<p class="sub">{_e(n)}</p>' for n in s.notes]
    out += [_claim(c) for c in s.claims]
    out += [table(t) for t in s.tables]
    out += [_chart(c) for c in s.charts]
    out.append("</section>")
    return "".join(out)


def render(page: Page) -> str:
    status = _badge("verified" if page.ok else "FAILS verification", "ok" if page.ok else "bad")
    body = [f"<header><h1>{_e(page.title)} {status}</h1>",
            f'<div class="sub">claimcheck {_e(__version__)} report ({_e(page.kind)}): every chart is drawn from the raw '
            "rows of verified bundles; a bundle that does not verify is shown in red, without charts.</div></header>"]
    body.append(_problems("Problems", page.problems))
    if page.overview is not None:
        body.append(table(page.overview))
    if page.claims:
        body.append("<h2>Claims</h2>")
        body += [_claim(c) for c in page.claims]
    body += [_section(s) for s in page.sections]
    body.append(f"<footer>fak report {_e(' '.join(page.targets))}; self-contained: no script, no external resource "
                "(Content-Security-Policy default-src 'none').</footer>")
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{_e(page.title)}</title><style>{CSS}</style></head><body>" + "".join(body) + "</body></html>\n")
