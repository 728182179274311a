"""Each request's token speed as a percent (production per_request_token_speed -- claimcheck/claims/grammar.lark;
docs/claim-check.md, "Per-user speed").

"SGLang generates tokens about 20% faster per request (TPOT 5 ms vs 6 ms)", "SGLang generates tokens 20% faster per
user than vLLM": after "generates / produces tokens" and a percent or a factor faster or slower (production
rate_object), "per request" / "per user" / "per stream" says the rate is each request's own: the per-user token rate
(``token_throughput_per_user``, graded under every definition the tools use: claimcheck/claims/per_user.py), not the
output tokens of all requests per second.

Where the comparison's words are followed by a pair of TPOT values in parentheses ("(TPOT 5 ms vs 6 ms)", "(mean
TPOT: 5 ms vs 6 ms)"), the author says which definition: the rate is 1 / TPOT, so a percent faster is the change of
that speed, TPOT(baseline) / TPOT(subject) = 1 + P/100 (6 / 5 = 1.2: 20% faster), read as a ratio of TPOT with the
percent's interval (``RULE``). The percent may also have been meant of the time ("20% faster": TPOT 20% lower, 5 / 6
= 0.833); that is its second meaning, so a contradicted reading is false only when the time meaning is contradicted
too (quantities.Grader, the false bar's rule 5: ``time_meaning``). A percent only, with no relation ("at least 20%
faster" is not read in this frame).
"""

from __future__ import annotations

from claimcheck.claims.cores import Core
from claimcheck.claims.reading import Assertion, Tolerance

PER_USER = "token_throughput_per_user"
#: the speeds a pair of TPOT values right after the comparison defines as 1 / TPOT: each request's token rate, and the
#: decode rate ("Decode speed is 10% higher with this PR (TPOT 12.1 ms vs 11.0 ms)": a request's generated tokens over
#: its generation time, (n - 1) / (e2e - TTFT), is 1 / TPOT by TPOT's definition; the pair says that is meant)
TPOT_SPEEDS = frozenset({PER_USER, "decode_token_rate"})
#: the words after the comparison that make it each request's rate
PER_WHO = (("per", "request"), ("per", "user"), ("per", "stream"))
#: the rule of the interval of a percent read as the change of 1 / TPOT (quantities keys its second meaning on it)
RULE = "a percent of the token speed (1 / TPOT)"


def per_request(cl, c: Core) -> int:
    """The number of words of "per request" / "per user" / "per stream" right after the comparison ``c``, or 0."""
    k = max(c.i1, c.span_end)
    for ws in PER_WHO:
        if cl.seq(k, ws) and all(cl.free(x) for x in range(k, k + len(ws))):
            return len(ws)
    return 0


def tpot_pair(cl, c: Core, metrics: list) -> tuple[str | None] | None:
    """(the statistic of) a pair of TPOT values in parentheses right after the comparison's words, "(TPOT 5 ms vs 6
    ms)", "(mean TPOT: 5 ms vs 6 ms)": its label names TPOT and its two values are a pair; None otherwise."""
    k = max(c.i1, c.span_end)
    binder = [b for b in cl.binders if b.i0 == k] if hasattr(cl, "binders") else []
    if binder:
        k = binder[0].i1
    elif cl.w(k) in ("with", "for", "on", "using") and cl.tok(k + 1) is not None and cl.tok(k + 1).kind == "arm":
        k += 2  # "10% higher with this PR (TPOT 12.1 ms vs 11.0 ms)": the comparison's subject, named after it
    if cl.w(k) != "(":
        return None
    label = [m for m in metrics if m.i0 == k + 1 and m.metric == "tpot"]
    if len(label) != 1:
        return None
    q = label[0].i1 + (cl.w(label[0].i1) == ":")
    pair = [x for x in cl.cores if x.pair and x.i0 == q and getattr(x, "partner", None) is not None]
    if len(pair) != 1:
        return None
    first, second = pair[0], pair[0].partner
    if second.i0 < first.i0 or first.arm or second.arm or first.arm_amb or second.arm_amb \
            or first.kind != "duration" or second.kind != "duration":
        return None
    if cl.w(max(second.i1, second.span_end)) != ")":
        return None
    return (label[0].statistic,)


def assertion(c: Core, subject: str, baseline: str, statistic: str | None, tol: Tolerance, span, source: str
              ) -> tuple[Assertion | None, str]:
    """The ratio TPOT(baseline) / TPOT(subject) that a percent change of the token speed states (faster: 1 + P/100,
    slower: 1 - P/100), with the percent's interval; or None and why not."""
    if c.kind != "pct_change" or c.relation != "=" or c.sense not in ("better", "worse", "up", "down") \
            or tol.low is None or tol.high is None:
        return None, f"'{span.text}': a percent of the token speed is read as one value only"
    lo, hi, v = tol.low / 100, tol.high / 100, float(c.value) / 100
    if c.sense in ("better", "up"):
        low, high, value = 1 + lo, 1 + hi, 1 + v
    else:
        low, high, value = 1 - hi, 1 - lo, 1 - v
    if low <= 0:
        return None, f"'{span.text}': a speed cannot fall by 100% or more"
    return Assertion(metric="tpot", statistic=statistic, form="ratio", treatment=baseline, baseline=subject,
                     relation="=", value=value, tolerance=Tolerance(low=low, high=high, rule=f"{RULE}: {tol.rule}"),
                     span=span, source=source), ""


def time_meaning(a: Assertion) -> Assertion | None:
    """The second meaning of a percent of the token speed (``assertion``): the change of the time, TPOT(subject) /
    TPOT(baseline) - 1 = -(speed change) (a speed 20% faster: TPOT 20% lower), as a percent change; None when ``a``
    is not such a reading."""
    tol = a.tolerance
    if a.form != "ratio" or tol is None or not tol.rule.startswith(RULE) or tol.low is None or tol.high is None \
            or a.value is None:
        return None
    pct, lo, hi = (a.value - 1) * 100, (tol.low - 1) * 100, (tol.high - 1) * 100
    size_lo, size_hi = (lo, hi) if pct >= 0 else (-hi, -lo)
    return a.model_copy(update={"form": "percent_change", "treatment": a.baseline, "baseline": a.treatment,
                                "value": -pct, "relation": a.relation,
                                "tolerance": Tolerance(low=size_lo, high=size_hi, rule="the time meaning")})
