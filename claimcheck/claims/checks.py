"""The six questions as small composable checks (in the style of sigstore-python's
verification policies): each object checks one thing and returns one ``Question`` with a
clear detail. ``SIX_QUESTIONS`` is the default policy; callers may compose their own list.

Each check reads a ``GradeContext``: the claim input, the re-derived ``Evidence`` (or None for
a free-text witness), the witness summary and the arm pairs the statement's comparisons bound.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Protocol

from claimcheck.claims.evidence import Evidence
from claimcheck.claims.model import ClaimInput, Question, WitnessSummary
from claimcheck.claims.statistics import like_for_like

OVERHEADS = ("scheduler", "queue", "padding", "network", "tokenization", "prefill")
ACCEPTED_PROVENANCE = ("WITNESSED", "OBSERVED")
KNOWN_PROVENANCE = ("WITNESSED", "OBSERVED", "MODELED", "SIMULATED", "REPORTED")


@dataclass
class GradeContext:
    claim: ClaimInput
    witness: WitnessSummary
    evidence: Evidence | None = None
    pairs: set[tuple[str, str]] = field(default_factory=set)


class QuestionCheck(Protocol):
    n: int
    name: str

    def check(self, ctx: GradeContext) -> Question: ...


def _q(n: int, name: str, ok: bool, detail: str) -> Question:
    return Question(n=n, name=name, pass_=ok, detail=detail)


class RealBaseline:
    """Q1: ``--baseline real``; the witness declares a baseline arm; the statement's comparisons
    involve it (on either side of "than"); every compared pair is like for like
    (``statistics.like_for_like``: the same tasks, the same prompt and output tokens per task, no
    failed request; compat-batch: the same jobs and token steps per job). Model and output cap
    are one per witness."""

    n, name = 1, "baseline"

    def check(self, ctx: GradeContext) -> Question:
        b = ctx.claim.baseline
        desc = f": {b.description}" if b.description else ""
        if b.kind == "strawman":
            return _q(1, self.name, False, f"measured against the naive floor (strawman){desc}")
        if b.kind != "real":
            return _q(1, self.name, False, 'no "vs what" stated (--baseline none)')
        ev = ctx.evidence
        if ev is None:
            return _q(1, self.name, True, f"stated as the real (tuned) alternative{desc}; not re-derived (no bundle)")
        if ev.baseline is None:
            return _q(1, self.name, False, "the witness declares no arm with role 'baseline'")
        pairs = ctx.pairs
        if pairs and not any(ev.baseline in pair for pair in pairs):
            named = ", ".join(f"{t} vs {bl}" for t, bl in sorted(pairs))
            return _q(1, self.name, False,
                      f"the statement compares {named}; none involves the witness's baseline arm {ev.baseline}")
        for t, bl in sorted(pairs):
            if t in ev.arms and bl in ev.arms:
                problems = like_for_like(ev, t, bl)
                if problems:
                    return _q(1, self.name, False, f"{t} vs {bl} is not like for like: " + "; ".join(problems))
        same = (f"same model ({_model_id(ev)}), same tasks with the same prompt and output tokens per task, no failed "
                "request" if ev.kind == "request-ab" else
                f"same model ({_model_id(ev)}), the same printed input-token totals and declared prompt counts "
                "(no per-request rows)" if ev.kind == "client-aggregate" else
                f"same model ({_model_id(ev)}), same jobs and token steps per job")
        same += f", output cap {ev.output_cap}" if ev.output_cap else ""
        return _q(1, self.name, True, f"baseline arm {ev.baseline} measured in the same witness: {same}{desc}")


def _model_id(ev: Evidence) -> str:
    m = ev.model
    return m.get("id", "?") if isinstance(m, dict) else str(m)


class NetOfCost:
    """Q2: ``--net`` and the witness's timings include every overhead the scope (or the
    statement) names: scheduler, queue, padding, network, tokenization, prefill."""

    n, name = 2, "net"

    def check(self, ctx: GradeContext) -> Question:
        if not ctx.claim.net:
            return _q(2, self.name, False, "the cost the change adds is not subtracted (--net not given)")
        ev = ctx.evidence
        if ev is None:
            return _q(2, self.name, True, "stated net of the cost the change itself adds; not re-derived (no bundle)")
        text = f"{ctx.claim.scope} {ctx.claim.statement}".lower()
        named = [o for o in OVERHEADS if re.search(rf"\b{o}", text)]
        included = set(ev.timing_includes)
        missing = [o for o in named if o not in included]
        if missing:
            return _q(2, self.name, False,
                      f"the scope names {', '.join(missing)} but the witness's timings do not include it "
                      f"(timing_includes: {', '.join(sorted(included)) or 'none'})")
        what = f" ({', '.join(named)} named and included)" if named else ""
        return _q(2, self.name, True, f"net: timings include {', '.join(sorted(included)) or 'nothing declared'}{what}")


class ScopeStated:
    """Q3: a non-empty scope (where it holds and where it vanishes)."""

    n, name = 3, "scope"

    def check(self, ctx: GradeContext) -> Question:
        s = ctx.claim.scope.strip()
        if not s:
            return _q(3, self.name, False, "the conditions it holds (and vanishes) under are not stated")
        return _q(3, self.name, True, f"scope stated: {s}")


class Provenance:
    """Q4: WITNESSED or OBSERVED, both in the flag and in the witness itself (they must agree).
    MODELED, SIMULATED and REPORTED are labels, not measurements: at most not-yet."""

    n, name = 4, "provenance"

    def check(self, ctx: GradeContext) -> Question:
        p = ctx.claim.provenance
        if not p:
            return _q(4, self.name, False, "the number carries no provenance label")
        if p not in KNOWN_PROVENANCE:
            return _q(4, self.name, False, f"provenance {p!r} is not one of {'/'.join(KNOWN_PROVENANCE)}")
        if p not in ACCEPTED_PROVENANCE:
            return _q(4, self.name, False, f"labeled {p}: not a measurement; net-true needs WITNESSED or OBSERVED")
        ev = ctx.evidence
        if ev is None:
            return _q(4, self.name, True, f"labeled {p} (flag only; no bundle to confirm it)")
        if ev.provenance != p:
            why = " (rebuilt from a publication, not measured here)" if ev.provenance == "REPORTED" else ""
            return _q(4, self.name, False, f"the flag says {p} but the witness says {ev.provenance}{why}: the witness is not observed")
        return _q(4, self.name, True, f"labeled {p} in the flag and in the witness")


class Rederived:
    """Q5: a sealed bundle that verifies and whose quantities were re-derived from its rows.
    A free-text pointer names a witness but cannot be re-derived here."""

    n, name = 5, "witness"

    def check(self, ctx: GradeContext) -> Question:
        w = ctx.witness
        if w.state == "complete" and ctx.evidence is not None and ctx.evidence.kind == "client-aggregate":
            src = ctx.evidence.witness.get("aggregate_source") or "the benchmark client"
            return _q(5, self.name, True,
                      f"not re-derived: client aggregates as printed ({src}), sealed in {w.kind} bundle {w.bundle}, "
                      f"receipt sha256 {w.receipt_sha256}; no per-request rows")
        if w.state == "complete" and ctx.evidence is not None:
            return _q(5, self.name, True,
                      f"re-derived from rows: {w.kind} bundle {w.bundle}, receipt sha256 {w.receipt_sha256}")
        if w.state == "not-a-bundle":
            what = w.problems[0] if w.problems else "a free-text pointer"
            return _q(5, self.name, False, f"not a sealed bundle ({what}): a free-text pointer cannot be re-derived")
        if w.state == "unsupported-kind":
            return _q(5, self.name, False, "an intact bundle, but not a claim witness (request-ab or compat-batch): "
                      + "; ".join(w.problems[:1]))
        return _q(5, self.name, False, f"witness {w.state}: " + "; ".join(w.problems[:3]))


class RealizedOrGated:
    """Q6: on by default, or off with a stated reason."""

    n, name = 6, "realized"

    def check(self, ctx: GradeContext) -> Question:
        r = ctx.claim.realized
        if r.on_by_default:
            return _q(6, self.name, True, "on by default")
        if r.gate_reason.strip():
            return _q(6, self.name, True, f"off by default, honestly gated: {r.gate_reason.strip()}")
        return _q(6, self.name, False, "off behind a flag with no stated reason (a seam, not a realized gain)")


SIX_QUESTIONS: tuple[QuestionCheck, ...] = (RealBaseline(), NetOfCost(), ScopeStated(), Provenance(), Rederived(),
                                            RealizedOrGated())
