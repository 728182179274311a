"""``grade(ClaimInput) -> ClaimResult``: verify the witness, re-derive it, check every quantity
of the statement, answer the six questions, decide one verdict. A pure value; nothing prints.

Verdict precedence: ``invalid`` (witness fails integrity; nothing else judged) > ``false`` (a
quantity the witness contradicts) > ``strawman`` (``--baseline strawman`` or ``none``) >
``not-yet`` (a question unanswered, or a quantity unbound / lacking telemetry / inconclusive)
> ``net-true``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from claimcheck.claims import arm_hardware, bound_values, falsebar, figure_leads, grammar, other_exclusions, scope_checks, \
    scope_facts
from claimcheck.claims import unnamed_change as _unnamed_change
from claimcheck.claims import concessive_arms as _concessive_arms
from claimcheck.claims.checks import SIX_QUESTIONS, GradeContext, QuestionCheck, comparison_pairs, comparison_stats
from claimcheck.claims.evidence import Evidence, load_evidence
from claimcheck.claims.model import ClaimInput, ClaimRecord, ClaimResult, QuantityCheck, WitnessSummary
from claimcheck.claims.quantities import Grader, describe, unread_check
from claimcheck.claims.reading import Reading, Span
from claimcheck.errors import ClaimcheckError

EXIT_CODES = {"net-true": 0, "strawman": 3, "not-yet": 3, "false": 4, "invalid": 5}


def parse_witness_pointer(pointer: str) -> tuple[str, str | None]:
    """``"BUNDLE_DIR; verify with COMMAND"`` -> (``BUNDLE_DIR``, ``COMMAND``)."""
    head, sep, tail = pointer.partition(";")
    cmd = None
    if sep:
        tail = tail.strip()
        m = re.match(r"(?i)verify\s+with\s+(.*)", tail)
        cmd = (m.group(1) if m else tail) or None
    return head.strip(), cmd


def _resolve(path: str, base: str | Path | None) -> Path:
    p = Path(os.path.expanduser(path))
    if not p.is_absolute() and base is not None:
        p = Path(base) / p
    return p


def inspect_witness(pointer: str, *, base: str | Path | None = None, trusted_keys: tuple = ()):
    """Verify and re-derive the witness. Returns (WitnessSummary, Evidence | None).

    With ``trusted_keys`` the bundle must also carry a DSSE signature over its receipt by
    one of those keys; anything else (no bundle, no signature, another key) is ``invalid``.
    """
    from claimcheck.verify import verify_bundle

    path, cmd = parse_witness_pointer(pointer)
    summary = WitnessSummary(pointer=pointer, state="not-a-bundle", verify_command=cmd)
    if not path:
        summary.problems = ["no witness given"]
        return summary, None
    p = _resolve(path, base)
    if not p.exists() and not p.is_symlink():
        looks_like_path = not re.search(r"\s", path) and not cmd
        if looks_like_path:
            summary.bundle, summary.state = path, "missing"
            summary.problems = [f"{path}: no such bundle directory [missing]"]
        else:
            summary.problems = [f"{path!r} is not a bundle directory here"]
            if trusted_keys:
                summary.state = "invalid"
                summary.problems.append("--trusted-key needs a signed bundle [signature-required]")
        return summary, None
    if p.is_file() and not p.is_symlink():
        summary.problems = [f"{path} is a file, not a sealed bundle directory"]
        if trusted_keys:
            summary.state = "invalid"
            summary.problems.append("--trusted-key needs a signed bundle [signature-required]")
        return summary, None
    summary.bundle = path
    from claimcheck.claims.evidence import WITNESS_FILES

    kept: dict[str, bytes | None] = dict.fromkeys(WITNESS_FILES)  # graded from the bytes hashed, not re-read
    report = verify_bundle(p, keep_bytes=kept)
    summary.receipt_sha256 = report.receipt_sha256
    if not report.ok:
        summary.state = report.state if report.state != "complete" else "invalid"
        summary.problems = [f"{pr.path}: {pr.message} [{pr.rule}]" for pr in report.problems] or [f"state {report.state}"]
        return summary, None
    if trusted_keys:
        from claimcheck.signing import verify_signature

        try:
            sig = verify_signature(p, trusted_keys)
        except ClaimcheckError as exc:
            summary.state = "invalid"
            summary.problems = [exc.line()]
            return summary, None
        if sig.receipt_sha256 != report.receipt_sha256:
            summary.state = "invalid"
            summary.problems = [f"{p}: receipt changed between verification and signature check [changed-while-hashing]"]
            return summary, None
    try:
        ev = load_evidence(p, files=kept)
    except ClaimcheckError as exc:
        # an intact bundle of another kind (a capacity-fit run, a probe) is not a claim witness:
        # Q5 unanswered (not-yet), not an integrity failure
        summary.state = "unsupported-kind" if exc.rule == "witness-kind" else "invalid"
        summary.problems = [exc.line()]
        return summary, None
    summary.state = "complete"
    summary.kind = ev.kind
    summary.provenance = ev.provenance
    summary.runs = ev.runs
    summary.derived = ev.summary()
    return summary, ev


def _verdict(ctx: GradeContext, questions, checks: list[QuantityCheck]) -> tuple[str, str, list[str], list[str]]:
    w = ctx.witness
    if w.state not in ("complete", "not-a-bundle", "unsupported-kind"):
        reasons = [f"the witness fails integrity ({w.state}); nothing else was judged"] + w.problems[:5]
        return "invalid", reasons[0], [], reasons
    missing = [q.name for q in questions if not q.pass_]
    bad = [c for c in checks if c.outcome == "contradicted"]
    open_ = [c for c in checks if c.outcome in ("unbound", "needs-telemetry", "inconclusive")]
    reasons = [f"Q{q.n} {q.name}: {q.detail}" for q in questions if not q.pass_]
    reasons += [f"{c.text}: {c.detail}" for c in bad + open_]
    if bad:
        return "false", f"the witness contradicts the statement: {bad[0].text} ({bad[0].detail})", missing, reasons
    if ctx.claim.baseline.kind in ("strawman", "none"):
        why = "measured against the naive floor, not the tuned alternative" if ctx.claim.baseline.kind == "strawman" \
            else 'no "vs what": a gain with no baseline'
        return "strawman", f"{why} - strawman baseline (Q1)", missing, reasons
    if missing or open_:
        names = missing + [f"quantity '{c.text}' ({c.outcome})" for c in open_]
        return "not-yet", "not yet a result - unanswered: " + ", ".join(names), names, reasons
    if ctx.evidence is not None and ctx.evidence.kind == "client-aggregate":
        return "net-true", ("net-true at the stated scope - all six questions answered and every quantity agrees with "
                            "the client's printed aggregates (not re-derived: no per-request rows)"), [], []
    return "net-true", "net-true at the stated scope - all six questions answered and every quantity re-derived", [], []


def grade(claim: ClaimInput | dict[str, Any], *, base: str | Path | None = None,
          policy: tuple[QuestionCheck, ...] = SIX_QUESTIONS, trusted_keys=()) -> ClaimResult:
    """Grade one claim. ``base``: directory that a relative witness path is resolved against.

    ``trusted_keys`` (public key files or key objects): require a valid Ed25519 signature by
    one of them over the witness receipt before anything is graded (``invalid`` otherwise).
    """
    if not isinstance(claim, ClaimInput):
        from claimcheck.claims.model import parse_claim

        claim = parse_claim(claim)  # a dict is a claim file: Go's rules (missing realized = off); InputError names the field
    trusted_keys = tuple(trusted_keys)
    summary, ev = inspect_witness(claim.witness, base=base, trusted_keys=trusted_keys)
    ctx = GradeContext(claim=claim, witness=summary, evidence=ev)
    checks: list[QuantityCheck] = []
    notes: list[str] = []
    reading = None
    if ev is not None:
        reading, checks = read_and_check(claim, ev)
        ctx.pair_metrics = comparison_pairs(reading)  # incl. a cache claim's pair: Q1 judges the pair it reads
        ctx.pairs = set(ctx.pair_metrics)
        ctx.pair_stats = comparison_stats(reading)
        ctx.recheck = _pair_recheck(claim, reading, declared_settings(ev))
        if trusted_keys:
            notes.append("signature: the witness receipt is signed by a trusted key (checked before grading)")
        if ev.runs <= 1:
            notes.append("single-run evidence: each arm ran once; no interval is reported")
        else:
            notes.append(f"repeated runs ({ev.runs}): comparisons carry a bootstrap 95% interval over runs")
    elif summary.state in ("not-a-bundle", "unsupported-kind"):
        reading = grammar.read(claim.statement, claim.scope, {})
        nums = [a.span.text for a in reading.assertions if a.span and a.source == "statement"]
        if nums:
            notes.append("not re-derived (no bundle): " + ", ".join(nums))
    questions = [p.check(ctx) for p in policy]
    verdict, reason, missing, reasons = _verdict(ctx, questions, checks)
    if ev is not None:
        dropped_why = dropped_aliases(ev)[2]
        if dropped_why:  # named, never blocking: a statement that uses one is left unread there (read_and_check)
            reason += "; aliases not used (not plain names): " + "; ".join(dropped_why[:3])
    return ClaimResult(statement=claim.statement, verdict=verdict, exit_code=EXIT_CODES[verdict], questions=questions,
                       missing=missing, reason=reason, reasons=reasons, quantities=checks, witness=summary, notes=notes,
                       reading=reading)


#: the forms of a comparison between two arms (comparison_pairs)
_COMPARISON_FORMS = ("ratio", "percent_change", "difference")


def _pair_recheck(claim: ClaimInput, reading, settings: list[str]):
    """Q1's re-check of the statement's comparisons of one pair on other evidence (the tasks both arms completed:
    ``common_tasks``): each ratio, percent change and difference of (treatment, baseline) in one of ``metrics``,
    checked as the grader checks it, as (its text, its outcome)."""
    def recheck(ev: Evidence, t: str, bl: str, metrics: set[str]) -> list[tuple[str, str]]:
        grader = Grader(ev, settings)
        grader.texts = {"statement": claim.statement, "scope": claim.scope}
        out = []
        for a in getattr(reading, "assertions", None) or []:
            if (a.treatment, a.baseline) != (t, bl) or a.form not in _COMPARISON_FORMS or a.span is None \
                    or a.metric not in metrics:
                continue
            text = grader.texts.get(a.source, "")[a.span.start:a.span.end] or a.span.text
            out.append((text, grader.check(a, text).outcome))
        return out
    return recheck


def dropped_aliases(ev: Evidence) -> tuple[dict[str, list[str]], dict[str, list[str]], list[str]]:
    """(the aliases kept, the aliases dropped, why each dropped one was). Aliases are names, not grammar: an alias
    holding a grammar word ("EP off", "no EP") or another arm's name is dropped, the others kept (the reading is as for
    a witness declared without the dropped ones); the words of a dropped alias in the statement or scope are left
    unread (never net-true, never false). A dropped alias that the arm's own settings also give it ("without chunked
    prefill" of an arm declared ``chunked_prefill: false``) is read as those are: it is not dropped, and not named in
    the verdict's note (which said "not used" of words that were read)."""
    from claimcheck.claims.alias_states import state_core
    from claimcheck.claims.aliases import phrase_words, usable_aliases

    arms, dropped, why = usable_aliases({n: a.aliases for n, a in ev.arms.items()})
    if dropped:
        own = grammar.arm_phrases(arms, arm_declarations(ev))[0]
        # (compared as the tokenizer's words: the alias "prefix_caching=false" is the phrase "prefix caching = false")
        own_words = {n: {phrase_words(p) for p in ps} for n, ps in own.items()}
        # production arm_by_alias_state: an alias that is the arm's own phrase between a determiner / noun of runs /
        # role / brackets ("baseline (no spec)", "the no-speculation run") is kept as a name, matched whole
        framed = {n: [a for a in al if phrase_words(a) not in own_words.get(n, set())
                      and state_core(a) in own_words.get(n, set())] for n, al in dropped.items()}
        arms = {n: [*al, *framed.get(n, [])] for n, al in arms.items()}
        dropped = {n: [a for a in al if phrase_words(a) not in own_words.get(n, set())
                       and a not in framed.get(n, [])] for n, al in dropped.items()}
        dropped = {n: al for n, al in dropped.items() if al}
        named = {f"arm {n!r}: alias {a!r} " for n, al in dropped.items() for a in al}
        why = [w for w in why if any(w.startswith(p) for p in named)]
    return arms, dropped, why


def arm_declarations(ev: Evidence) -> dict[str, dict]:
    """What names each arm (grammar.arm_declarations: its settings, own engine / model, role) with the feature states
    its own names and aliases declare where no arm's settings declare the feature (production arm_by_alias_state --
    claimcheck/claims/alias_states.py: "prefix caching on" / "no prefix cache", "EAGLE" / "no speculation")."""
    from claimcheck.claims.alias_states import with_alias_states
    from claimcheck.claims.label_settings import with_label_settings

    # production: arm_by_label_setting -- "c16", "np4", "chunk-2048": a numeric setting no arm declares, said by every
    # arm's own name (claimcheck/claims/label_settings.py)
    decl = with_label_settings(list(ev.arms), grammar.arm_declarations(ev))
    return with_alias_states({n: list(a.aliases) for n, a in ev.arms.items()}, decl)


def declared_settings(ev: Evidence) -> list[str]:
    """The setting phrases the witness declares of its whole run (``witness.json`` ``settings``)."""
    raw = ev.witness.get("settings") if isinstance(ev.witness, dict) else None
    return [s for s in raw if isinstance(s, str) and s.strip()] if isinstance(raw, list) else []


def _other_order_contradicted(a, assertions, roles_implied, statement: str, ev, grader) -> bool:
    """Read the other way round (each declared_pair assertion of ``a``'s sentence with the two arms swapped), is some
    assertion of that sentence contradicted? Then the sentence is false under both orders."""
    sent = falsebar.clause(statement, a.span.start, a.span.end, falsebar.SENTENCE)
    for b in assertions:
        if b.span is None or b.source != "statement" or (b.source, b.span.start, b.span.end) not in roles_implied \
                or falsebar.clause(statement, b.span.start, b.span.end, falsebar.SENTENCE) != sent:
            continue
        other = _other_order(b, list(ev.arms))
        if other is not None and grader.check(other, statement[b.span.start:b.span.end]).outcome == "contradicted":
            return True
    return False


def _names_other_arm(a, reading, arms: dict, arm_settings: dict, statement: str) -> bool:
    """Does the statement name, in an arm mention bound to no assertion (``Reading.arms`` outside every assertion's
    span), an arm other than the treatment the declared order gave ``a``, while it names that treatment nowhere?
    ("Using BF16; ..." of a change read as FP8 vs BF16.) The treatment is the declared one (a value of the pair is the
    before or the after arm's: "Use FP8; median E2EL down 21% (0.98 s to 0.78 s)" names the treatment, its 0.98 s is
    BF16's); a name inside a value counts ("main 5505 ms / pr-11234 5044 ms (8.4% reduction)" names both)."""
    declared = [n for n, d in arm_settings.items() if (d or {}).get("role") == "treatment"]
    treatment = declared[0] if len(declared) == 1 else a.treatment

    def names(text: str) -> set[str]:
        low = text.lower()
        return {n for n, aliases in arms.items()
                if any(re.search(r"(?<![\w.-])" + re.escape(w.lower()) + r"(?![\w-])", low) for w in (n, *aliases) if w)}

    taken = [x.span for x in reading.assertions if x.source == "statement" and x.span is not None]
    outside: set[str] = set()
    for sp in reading.arms or ():
        if not any(t.start < sp.end and sp.start < t.end for t in taken):
            outside |= names(sp.text)
    return bool(outside - {treatment}) and treatment not in names(statement)


def _other_order(a, arms: list[str]):
    """The assertion with the witness's two arms the other way round (production declared_pair's second reading): a
    value of one arm is the other arm's; a comparison's treatment and baseline swap. None where not two arms."""
    if len(arms) != 2:
        return None
    if a.form == "value" and a.treatment in arms and a.baseline is None:
        return a.model_copy(update={"treatment": next(x for x in arms if x != a.treatment)})
    if a.treatment in arms and a.baseline in arms and a.treatment != a.baseline:
        return a.model_copy(update={"treatment": a.baseline, "baseline": a.treatment})
    return None


def read_and_check(claim: ClaimInput, ev: Evidence) -> tuple[Reading, list[QuantityCheck]]:
    """The reading of the claim (its statement, or its structured ``assertions``) and one check per
    assertion, context fact, unbound phrase and unread word. No assertion at all is not-yet."""
    arms = {n: a.aliases for n, a in ev.arms.items()}
    settings = declared_settings(ev)
    grader = Grader(ev, settings)
    grader.texts = {"statement": claim.statement, "scope": claim.scope}  # the words around each assertion (rule 5)
    # production same_control: the writer's declared control ("same model, GPU, prompts and concurrency") speaks for a
    # sameness the witness records nothing of (claimcheck/claims/controls.py declared)
    grader.controls_declared = {"baseline": claim.baseline.description or "", "scope": claim.scope or ""}
    checks: list[QuantityCheck] = []
    from claimcheck.claims.aliases import dropped_spans

    arms, dropped, _why = dropped_aliases(ev)
    structured = getattr(claim, "assertions", None)
    # the statement is always read; a claim file's assertions are checked beside it (both must hold)
    arm_settings = arm_declarations(ev)  # settings, own engine / model, role, the states its names say: what names it
    full = grammar.read_full(claim.statement, claim.scope, arms, kind=ev.kind, settings=settings,
                             arm_settings=arm_settings)
    reading, texts, unbound = full.reading, full.core_text, full.unbound
    implied = list(getattr(full, "implied_arms", None) or [])
    roles_implied = set(getattr(full, "roles_implied", None) or [])
    texts = list(texts)
    if dropped:
        unbound = list(unbound)
        # the words of a dropped alias that the reader's own grammar took (an arm mention, a read word: "without
        # spec decode" as the off arm of an on / off pair) were read as the grammar reads them, not as the alias
        took = [(x.start, x.end) for x in reading.arms] + [(x.start, x.end) for x in (full.read or [])]
        for a, b, alias in dropped_spans(claim.statement, dropped):
            if not falsebar.drop_read([Span(start=a, end=b, text=claim.statement[a:b])], took):
                continue
            unbound.append((Span(start=a, end=b, text=claim.statement[a:b]),
                            f"the words of the alias {alias!r}, which the witness declares but which was not used "
                            "(aliases not plain names are dropped: aliases are names, not grammar): not read"))
    negations = scope_facts.take_negations(reading.context)  # production scope_setup: "vLLM, not SGLang"
    read = falsebar.refine(reading, claim.statement, claim.scope, texts)
    scope_facts.exclusions(reading.context, claim.scope or "", read["scope"])  # production scope_setup: "unlike TGI"
    read["scope"] += scope_facts.read_spans(reading.context)  # its facts' own words ("no quantization", "vs 0.6.6")
    reading.context += scope_facts.unread_negations(negations, read["scope"])
    # per-arm hardware: a GPU the scope names, with its count and memory, bound to the arm that ran on it
    arm_hardware.bind_scope(reading.context, claim.scope or "", ev)
    read["scope"] = list(read["scope"]) + arm_hardware.listing_words(reading.context, claim.scope or "", ev)
    reading.unread[:] = falsebar.drop_read(reading.unread, read["statement"])
    scope_unread = falsebar.drop_read(list(getattr(full, "scope_unread", None) or []), read["scope"])
    for a, b, alias in dropped_spans(claim.scope, dropped) if dropped else ():
        scope_unread.append(Span(start=a, end=b, text=claim.scope[a:b]))
        checks.append(unread_check(scope_unread[-1], f"not evidence: the scope says the alias {alias!r}, which was not "
                                   "used (aliases not plain names are dropped): not read"))
    if structured is not None:
        from claimcheck.claims.structured import with_rule

        given = [with_rule(a.model_copy(update={"source": "claim-file"})) for a in structured]
        reading.assertions += given
        texts += [a.span.text if a.span else describe(a) for a in given]
    # the rule for false (docs/claim-check.md): a contradiction counts only from a clause read completely
    bar = falsebar.Bar(claim.statement, claim.scope,
                       {"statement": list(reading.unread) + [s for s, _ in unbound], "scope": scope_unread})
    fact_sentences = {(f.source, falsebar.clause(bar.text[f.source], f.span.start, f.span.end, falsebar.SENTENCE))
                      for f in reading.context if f.span is not None and f.source in bar.text
                      and f.span.end <= len(bar.text[f.source])}
    later: list[QuantityCheck] = []
    # the facts first: a condition the witness cannot confirm holds back the accusations under it (below)
    fact_checks = []
    for f in reading.context:
        tolerate = falsebar.tolerated_gpu_count if f.kind == "hardware" and f.key == "gpu" and not f.negated \
            and not _has_gpu(ev) else None
        # production scope_setup: the scope's engine / version / quantization / settings, per arm (scope_checks.py)
        graded = scope_checks.fact(f, ev) if scope_checks.handles(f, ev) else grader.fact(f)
        fact_checks.append((f, bar.hold(graded, f.span, f.source, fact=True, tolerate=tolerate)))
    fact_checks = falsebar.decided_scope_counts(falsebar.conjoined_exclusions(
        falsebar.several_models(falsebar.listed_gpus(fact_checks, bar.text), bar.text), bar.text))
    # "A6000 and other GPUs not measured", "no comparison with SGLang": excluded, never accused (other_exclusions.py)
    fact_checks = other_exclusions.hold_compared(other_exclusions.hold_joined(fact_checks, bar.text), bar.text)
    fact_checks = scope_checks.hold(fact_checks, bar.text, ev, scope_unread)  # production scope_setup: listed beside one it ran, compared
    open_conditions = falsebar.OpenConditions(bar, fact_checks)
    grader.counts.plan(reading.assertions)  # counts naming no arm: one meaning per statement (count_meanings.py)
    for a, text in zip(reading.assertions, texts):
        out = checks if a.source != "scope" else later
        bad = [n for n in (a.treatment, a.baseline) if n is not None and n not in ev.arms]
        if bad:
            out.append(QuantityCheck(text=text, kind="unknown", outcome="unbound",
                                     detail=f"names an arm the witness does not declare: {', '.join(bad)}"))
            continue
        with_fact = a.span is not None and a.source in bar.text and a.span.end <= len(bar.text[a.source]) and (
            a.source, falsebar.clause(bar.text[a.source], a.span.start, a.span.end, falsebar.SENTENCE)) in fact_sentences
        held = bar.hold(grader.check(a, text), a.span, a.source, fact=False, facts_in_sentence=with_fact)
        if a.unit_far and (held.outcome == "contradicted" or a.negated and held.outcome != "unbound"):
            held = held.model_copy(update={"outcome": "unbound", "detail": f"{held.detail}; not graded as "
                                           f"{'false' if held.outcome == 'contradicted' else 'true'}: the value has no "
                                           f"unit and was given its pair's first one across more than a factor of 10: "
                                           f"write its unit"})
        if a.tolerance is not None and a.tolerance.rule.startswith(grammar.RESTATED_TIME_RULE) \
                and held.outcome == "contradicted":
            # production: per_token_restated -- the time per token beside a rate it restates disagrees with the run,
            # the rate alone may not (its own assertion is graded as before): not net-true, and no accusation
            held = held.model_copy(update={"outcome": "unbound", "detail": f"{held.detail}; not graded as false: the "
                                           f"time per token beside the rate is not the run's, the rate is checked on "
                                           f"its own"})
        if a.tolerance is not None and bound_values.BOUND_RULE in a.tolerance.rule and held.outcome == "contradicted":
            # production: bound_values -- a value bound by position to the arm beside it: a reading, not one certain
            # enough for an accusation (claimcheck/claims/bound_values.py): not net-true, not false
            held = held.model_copy(update={"outcome": "unbound", "detail": f"{held.detail}{falsebar.NOT_AN_ACCUSATION}"
                                           "the sentence was read by position (each value bound to the arm beside "
                                           "it), which is no certain enough reading for false"})
        if held.outcome == "contradicted" and a.span is not None and a.source in bar.text \
                and a.span.end <= len(bar.text[a.source]) and figure_leads.reported_speech(
                    bar.text[a.source][slice(*falsebar.clause(bar.text[a.source], a.span.start, a.span.end,
                                                              falsebar.SENTENCE))]):
            # production attribution_lead (reported speech): "..., the company said" asserts what they said; figures
            # the witness contradicts do not make that false (claimcheck/claims/figure_leads.py reported_speech)
            held = held.model_copy(update={"outcome": "unbound", "detail": f"{held.detail}{falsebar.NOT_AN_ACCUSATION}"
                                           "the sentence reports what someone said (the witness shows the figures, "
                                           "not whether they were said)"})
        if a.tolerance is not None and a.tolerance.rule == grammar.PAIR_ORDER_RULE and held.outcome == "contradicted":
            # production: hedged_pair_order -- two hedged values in the other order than the witness's: not net-true,
            # and not an accusation either (each value may hold within its hedge)
            held = held.model_copy(update={"outcome": "unbound", "detail": f"{held.detail}; not graded as false: the "
                                           f"pair's hedged values may each hold, but their order is the witness's "
                                           f"other way round"})
        if held.outcome == "contradicted" and a.source == "statement" and a.span is not None and any(
                falsebar.clause(claim.statement, a.span.start, a.span.end, falsebar.SENTENCE)
                == falsebar.clause(claim.statement, x, y, falsebar.SENTENCE) for x, y in implied):
            # production: state_label -- "1000 ms (off) vs 350 ms (on)": the setting the labels are of is the
            # witness's, not the sentence's words; production: instead_of -- "now" the declared treatment
            held = held.model_copy(update={"outcome": "unbound", "detail": f"{held.detail}{falsebar.NOT_AN_ACCUSATION}"
                                           "an arm was named by words that name none ('(off)', 'now') and the "
                                           "witness's declaration was taken for it: name the arm"})
        if held.outcome == "contradicted" and _unnamed_change.after_value_held(a, reading.assertions, claim.statement):
            # production: unnamed_change -- the after value of a change naming no arm, in a witness that declares no
            # before and after: which arm ran after is not said, so its value is no accusation (not-yet)
            held = held.model_copy(update={"outcome": "unbound", "detail": f"{held.detail}{falsebar.NOT_AN_ACCUSATION}"
                                           f"{_unnamed_change.HELD}"})
        if held.outcome == "contradicted" and a.span is not None and (a.source, a.span.start, a.span.end) in roles_implied \
                and not _other_order_contradicted(a, reading.assertions, roles_implied, claim.statement, ev, grader):
            # production declared_pair: the words name neither arm and the witness's declared order was taken for them;
            # false only where the sentence read the other way round is contradicted too (never an accusation the
            # words do not make)
            held = held.model_copy(update={"outcome": "unbound", "detail": f"{held.detail}{falsebar.NOT_AN_ACCUSATION}"
                                           "the words name neither arm; the witness's declared baseline "
                                           f"({next((n for n, d in arm_settings.items() if (d or {}).get('role') == 'baseline'), '?')}) and treatment were "
                                           "taken for them, and read the other way round the sentence holds or is not "
                                           "known: name the arms ('with <arm>', 'than <arm>')"})
        if held.outcome == "agrees" and a.span is not None and (a.source, a.span.start, a.span.end) in roles_implied \
                and _names_other_arm(a, reading, arms, arm_settings, claim.statement):
            # production declared_pair: the words name neither arm of the change, but the statement names an arm that
            # is not the declared treatment ("Using BF16; median E2EL down 22%" of FP8 vs BF16): which arm the change
            # is of is not said, so the declared order's agreement is no reading of it (a twist of "Using FP8; ...")
            held = held.model_copy(update={"outcome": "unbound", "detail": f"{held.detail}; but the statement names "
                                           "an arm other than the declared treatment and the change names none: say "
                                           "which arm changed ('<arm> cut median E2EL by 22% vs <arm>')"})
        if a.baseline_implied and held.outcome == "contradicted" and a.form == "value":
            # production: stay_value (claimcheck/claims/unchanged.py) -- a value said to stay, read of an arm the
            # words do not name
            held = held.model_copy(update={"outcome": "unbound", "detail": f"{held.detail}{falsebar.NOT_AN_ACCUSATION}"
                                           f"the value was said to stay, so it was read of {a.treatment} too, which "
                                           f"the words do not name: name the arms ('on both arms', 'with and "
                                           f"without ...')"})
        elif a.baseline_implied and held.outcome == "contradicted" and _concessive_arms.held(a):
            # production: concessive_arm -- "even with <arm>" presupposes the arm is the hardest case for the bound;
            # the clause asserts only the bound: a contradicted presupposition is no accusation (not-yet)
            held = held.model_copy(update={"outcome": "unbound", "detail": f"{held.detail}{falsebar.NOT_AN_ACCUSATION}"
                                           f"'{a.span.text}' says the bound held where it was hardest to, but "
                                           f"{a.baseline}'s {a.metric} is the harder case: say the bound of each arm "
                                           f"('under 750 ms with both')"})
        elif a.baseline_implied and held.outcome == "contradicted":
            held = held.model_copy(update={"outcome": "unbound", "detail": f"{held.detail}; not an accusation: the "
                                           f"clause names no baseline and the witness's declared baseline "
                                           f"({a.baseline}) was taken for it: name it ('than {a.baseline}')"})
        out.append(open_conditions.hold(held, a.span, a.source))
    for span, why in unbound:
        checks.append(unread_check(span, f"not evidence: {why}"))
    for span in reading.unread:
        checks.append(unread_check(span, grammar.unread_hint(span.text, list(ev.arms), arm_settings)))
    for f, c in fact_checks:
        (checks if f.source != "scope" else later).append(c)
    checks += later
    if not any(a.source != "scope" for a in reading.assertions):
        checks.append(QuantityCheck(text=claim.statement[:80], kind="unknown", outcome="unbound",
                                    detail="nothing checkable: the statement holds no assertion this grader reads"))
    return reading, checks


def _has_gpu(ev: Evidence) -> bool:
    """Does the witness's own hardware record name a GPU it ran on (or say nothing of one)?"""
    from claimcheck.claims.statistics import CPU_PATH_RE, CPU_RE, GPU_RE

    hw = "; ".join(ev.hardware)
    if not hw:
        return True  # unknown: nothing is tolerated
    return bool(GPU_RE.search(hw)) and not CPU_PATH_RE.search(hw) or not CPU_RE.search(hw)


# --- records ------------------------------------------------------------------------------


def make_record(claim: ClaimInput, result: ClaimResult) -> ClaimRecord:
    from claimcheck import __version__
    from claimcheck.environment import utc_now

    return ClaimRecord(claim=claim, witness_bundle=result.witness.bundle,
                       witness_receipt_sha256=result.witness.receipt_sha256, result=result, graded_at=utc_now(),
                       grader={"name": "claimcheck", "version": __version__})


def write_record(path: str | Path, record: ClaimRecord) -> Path:
    """Validate against the claim-record schema, then write atomically."""
    from claimcheck._internal.atomic import atomic_write_json
    from claimcheck.schemas import validate

    obj = record.model_dump(mode="json", by_alias=True)
    validate("claim-record", obj, source=path)
    atomic_write_json(path, obj)
    return Path(path)


def load_record(path_or_obj: str | Path | dict[str, Any] | ClaimRecord) -> ClaimRecord:
    from claimcheck._internal.jsonio import load_json_file
    from claimcheck.schemas import validate

    if isinstance(path_or_obj, ClaimRecord):
        return path_or_obj
    if isinstance(path_or_obj, dict):
        rec = validate("claim-record", path_or_obj)
    else:
        rec = validate("claim-record", load_json_file(path_or_obj), source=path_or_obj)
    assert isinstance(rec, ClaimRecord)
    return rec


def regrade(record: str | Path | dict[str, Any] | ClaimRecord, *, base: str | Path | None = None) -> ClaimResult:
    """Re-grade a claim record from scratch (re-verify, re-derive). The witness path is resolved
    against ``base``, else the working directory, else the record file's directory. If the
    bundle's receipt no longer has the SHA-256 the record cites, the result is ``invalid``."""
    rec = load_record(record)
    if base is None and isinstance(record, (str, Path)):
        path, _ = parse_witness_pointer(rec.claim.witness)
        if path and not Path(path).is_absolute() and not Path(path).exists():
            base = Path(record).resolve().parent
    result = grade(rec.claim, base=base)
    want = rec.witness_receipt_sha256
    if want and result.witness.receipt_sha256 != want:
        got = result.witness.receipt_sha256 or "none"
        why = f"the bundle's receipt SHA-256 {got} is not the {want} the record cites"
        w = result.witness.model_copy(update={"state": "invalid", "problems": [why, *result.witness.problems]})
        return result.model_copy(update={"verdict": "invalid", "exit_code": 5, "reason": why, "witness": w,
                                         "reasons": [why], "missing": []})
    return result
