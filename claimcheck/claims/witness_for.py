"""``fak claim-check --witness-for CLAIM``: the cheapest witness for a claim, as a plan.

The Go tool's scaffold, with its meaning: a claim in plain words is classified into one of
four failure classes by a fixed keyword scan with a fixed precedence (``shipped`` >
``visual`` > ``perf`` > ``logic``, the default), and the plan names the cheapest command (or
test skeleton) that would actually grade it. A plan is never a verdict: placeholders in
``<angle brackets>`` are left unfilled, because filling them with guesses would manufacture
evidence. The keyword lists and the precedence are the Go tool's, matched the same way
(lowercased claim, substring match), so a claim gets the same class in both tools; the
commands name this toolkit's tools (a sealed bundle and ``fak claim-check`` for a perf claim,
pytest for a behaviour or render test, ``git show`` for a shipped claim).

``run_witness_self_test()`` classifies the built-in one-claim-per-class corpus
(``--witness-self-test``: exit 0 iff every sample lands on its class with a runnable plan).
"""

from __future__ import annotations

import shlex
from dataclasses import asdict, dataclass

SHIPPED, VISUAL, PERF, LOGIC = "shipped", "visual", "perf", "logic"

KEYWORDS: dict[str, tuple[str, ...]] = {
    SHIPPED: ("shipped", "landed", "committed", "pushed", "merged", "released", "closed the issue", "done", "delivered"),
    VISUAL: ("render", "tui", "pane", "screenshot", "layout", "flicker", "corrupt", "overlap", "ansi", "cursor",
             "garbage bytes", "screen", "redraw", "visual"),
    PERF: ("faster", "slower", "speedup", "throughput", "tok/s", "latency", "p99", "p50", "ms ", " ms", "cache hit",
           "cheaper", "tokens", "\u00d7", "x faster", "perf", "efficien", "% of", "utilization"),
}
PRECEDENCE = (SHIPPED, VISUAL, PERF)

VISUAL_SKELETON = '''def test_<surface>_render_witness(capsys):
    # 1. Drive the surface exactly as the reporter did (same size, same input).
    render_<surface>(<the repro inputs>)
    # 2. The captured bytes ARE the artifact: assert the defect is gone.
    out = capsys.readouterr().out
    assert "<the defect signature>" not in out, out'''

LOGIC_SKELETON = '''def test_<defect>_repro():
    # 1. Arrange the exact conditions of the report.
    # 2. Assert the CORRECT behaviour: this test must FAIL on the tree before the fix.
    got = <the call the report names>
    assert got == <the correct value>'''


@dataclass(frozen=True)
class WitnessPlan:
    claim: str
    klass: str
    command: str
    rationale: str
    reference: str
    skeleton: str = ""

    def as_dict(self) -> dict[str, str]:
        d = asdict(self)
        d["class"] = d.pop("klass")
        if not d["skeleton"]:
            d.pop("skeleton")
        return {k: d[k] for k in ("claim", "class", "command", "skeleton", "rationale", "reference") if k in d}

    def render(self) -> str:
        lines = [f"claim:     {self.claim}", f"class:     {self.klass}", f"rationale: {self.rationale}",
                 f"command:   {self.command}", f"reference: {self.reference}"]
        if self.skeleton:
            lines += ["skeleton:", "", self.skeleton]
        lines += ["", "note: a scaffold is a plan, not a verdict: run the command / land the test to hold the claim."]
        return "\n".join(lines)


def witness_for(claim: str) -> WitnessPlan:
    """Classify ``claim`` and return the cheapest witness plan (pure, deterministic)."""
    low = claim.lower()
    matched = {c: sorted(w.strip() for w in words if w in low) for c, words in KEYWORDS.items()}
    matched = {c: hits for c, hits in matched.items() if hits}
    klass = LOGIC
    rationale = "no shipped/visual/perf keyword matched: a behaviour claim's proof is the repro test (the default class)"
    for c in PRECEDENCE:
        if matched.get(c):
            klass = c
            rationale = "matched " + ", ".join(matched[c])
            if len(matched) > 1:
                rationale += " (precedence: shipped > visual > perf > logic)"
            break
    if klass == SHIPPED:
        return WitnessPlan(claim, klass, "git show --stat <sha>   # a witnessed commit: the diff, never the subject line",
                           rationale, "a shipped / done claim is proved by the commit that carries it")
    if klass == VISUAL:
        return WitnessPlan(claim, klass, "python -m pytest -q tests/<test_file>.py -k <your_render_witness_test>   "
                           "# after writing the skeleton below", rationale,
                           "a render / terminal claim is proved by a test that captures the bytes the surface emits",
                           VISUAL_SKELETON)
    if klass == PERF:
        cmd = ("fak claim-check --statement " + shlex.quote(claim) + ' --baseline real --baseline-desc "<the tuned '
               'alternative>" --net --scope "<holds under / vanishes under>" --provenance OBSERVED --witness '
               '"<sealed bundle dir>" --json')
        return WitnessPlan(claim, klass, cmd, rationale,
                           "docs/claim-check.md: a perf claim is graded against a sealed witness bundle measured against "
                           "the real baseline (Q1-Q6)")
    return WitnessPlan(claim, klass, "python -m pytest -q tests/<test_file>.py -k <your_repro_test>   # must FAIL before "
                       "the fix and PASS after; land it in the same commit", rationale,
                       "a behaviour claim is proved by a fail-before / pass-after repro test", LOGIC_SKELETON)


SELF_TEST = (
    ("shipped-claim", "shipped the leaseref liveness classifier and pushed to main", SHIPPED),
    ("visual-claim", "the agent pane renders garbage bytes after a resize", VISUAL),
    ("perf-claim", "the vcache warm path is 3.2x faster with a higher cache hit rate", PERF),
    ("logic-claim", "guard admission returns the wrong verdict when the tree is empty", LOGIC),
    ("precedence-shipped-over-perf", "shipped the 2x faster warm path", SHIPPED),
)


@dataclass(frozen=True)
class WitnessCase:
    name: str
    claim: str
    expect: str
    got: str
    ok: bool


def run_witness_self_test() -> list[WitnessCase]:
    out = []
    for name, claim, expect in SELF_TEST:
        plan = witness_for(claim)
        ok = plan.klass == expect and bool(plan.command) and bool(plan.reference)
        if plan.klass in (VISUAL, LOGIC):
            ok = ok and bool(plan.skeleton)
        out.append(WitnessCase(name, claim, expect, plan.klass, ok))
    return out
