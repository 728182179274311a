"""Ready-to-paste true statements a witness supports (``fak claim-check --suggest --witness DIR``).

One statement per frame of the grammar (docs/claim-check.md, "Grammar"): a value, a ratio, a
percent change with a change verb, a ``from A to B`` pair, an ``A vs B ..., respectively`` pair,
a label, a count. Each number is re-derived from the witness's rows (``statistics.measure``)
and written at a precision whose tolerance interval holds it; each candidate is then graded
by ``grade`` itself with the claim flags returned beside it, and only the ``net-true`` ones are
suggestions (a witness whose provenance cannot give ``net-true`` gives none, and says why).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from claimcheck.claims import statistics
from claimcheck.claims.grade import grade, inspect_witness
from claimcheck.claims.model import ClaimInput

SCOPE = "this witness's arms as measured; nothing beyond its rows"


@dataclass
class Suggestion:
    frame: str
    statement: str
    verdict: str
    claim: dict = field(default_factory=dict)  # the claim fields it was graded with (a claim file)


@dataclass
class SuggestResult:
    witness: str
    suggestions: list[Suggestion]
    problems: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"witness": self.witness, "problems": self.problems,
                "suggestions": [{"frame": s.frame, "statement": s.statement, "verdict": s.verdict, "claim": s.claim}
                                for s in self.suggestions]}


def _fmt(x: float, digits: int = 3) -> str:
    """``x`` with ``digits`` significant figures (at least one decimal below 100)."""
    if x == 0:
        return "0"
    from math import floor, log10

    d = max(0, digits - 1 - floor(log10(abs(x))))
    return f"{x:.{d}f}"


def _value(ev, metric: str, stat: str | None, arm: str) -> float | None:
    m = statistics.measure(ev, metric, stat, arm)
    return m.value if isinstance(m, statistics.Measurement) else None


def _candidates(ev) -> list[tuple[str, str]]:
    arms = list(ev.arms)
    base = ev.baseline if ev.baseline in ev.arms else arms[0]
    others = [a for a in arms if a != base]
    if not others:
        return []
    t = next((a for a in others if ev.arms[a].role == "treatment"), others[0])
    out: list[tuple[str, str]] = []
    rate, unit = ("token_throughput", "token steps/s") if ev.kind == "compat-batch" else ("throughput", "req/s")
    vt, vb = _value(ev, rate, None, t), _value(ev, rate, None, base)
    if vt and vb:
        out.append(("value", f"The {t} arm reached {_fmt(vt)} {unit}."))
        out.append(("label", f"{t}: {_fmt(vt)} {unit}"))
        out.append(("ratio", f"The {t} arm reached {_fmt(vt / vb)}x the throughput of the {base} arm."))
        pct = (vt - vb) / vb * 100
        verb = "rose" if pct > 0 else "fell"
        out.append(("change", f"Throughput {verb} by {_fmt(abs(pct), 2)}% in the {t} arm compared with the {base} arm."))
        out.append(("pair", f"Throughput was {_fmt(vt)} vs {_fmt(vb)} {unit} for {t} and {base}, respectively."))
    lat = "ttft" if ev.kind == "request-ab" else "queue_delay"
    lt, lb = _value(ev, lat, "mean", t), _value(ev, lat, "mean", base)
    if lt is not None and lb is not None and lt > 0 and lb > 0 and lt != lb:
        name = "TTFT" if lat == "ttft" else "queue delay"
        out.append(("from-to", f"Compared with the {base} arm, mean {name} in the {t} arm went from {_fmt(lb * 1000)} ms "
                               f"to {_fmt(lt * 1000)} ms."))
        out.append(("metric label", f"Mean {name} (ms): {_fmt(lt * 1000)} for the {t} arm"))
    if ev.kind == "request-ab":
        n = _value(ev, "requests", None, t)
        f = _value(ev, "failed", None, t)
        if n is not None and f is not None:
            out.append(("count", f"{int(f)} of the {int(n)} requests failed in the {t} arm."))
    return out


def suggest(pointer: str, *, base: str | Path | None = None) -> SuggestResult:
    """The statements the witness at ``pointer`` supports, one per frame, each graded net-true."""
    summary, ev = inspect_witness(pointer, base=base)
    if ev is None:
        return SuggestResult(pointer, [], [*summary.problems] or [f"witness state {summary.state}"])
    problems: list[str] = []
    if ev.provenance not in ("OBSERVED", "WITNESSED"):
        problems.append(f"the witness's provenance is {ev.provenance}: no statement about it can be net-true")
    baseline = ev.baseline if ev.baseline in ev.arms else next(iter(ev.arms))
    claim = {"baseline": {"kind": "real",
                          "description": f"the {baseline} arm of the same witness: same model, prompts and output cap"},
             "net": True, "scope": SCOPE, "provenance": ev.provenance, "witness": pointer,
             "realized": {"on_by_default": True, "gate_reason": ""}}
    out: list[Suggestion] = []
    for frame, statement in _candidates(ev):
        res = grade(ClaimInput.model_validate({**claim, "statement": statement}), base=base)
        if res.verdict == "net-true":
            out.append(Suggestion(frame, statement, res.verdict, {**claim, "statement": statement}))
    if not out and not problems:
        problems.append("no candidate statement grades net-true against this witness")
    return SuggestResult(pointer, out, problems)
