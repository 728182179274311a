"""The words "before" and "after" labelling a change's two values (production before_after_label --
claimcheck/claims/grammar.lark; docs/claim-check.md).

Pull-request notes and change logs label a metric's two values by the change's two sides: "Mean TTFT: 200 ms before,
100 ms after", "Mean TTFT was 200 ms before and 100 ms after", "Mean TTFT: 200 ms (before) vs 100 ms (after)", "Output
throughput is 10.2 tok/s after vs 8.0 tok/s before", "Before: 200 ms mean TTFT; after: 100 ms". Which arm ran before
the change and which after is not in the words; it is in the witness only where it has exactly two arms that declare the
roles baseline and treatment (binding declared_pair: before is the baseline, after the treatment). There, and only where
the statement labels both sides (the two labels contrast the change: a lone "after" may be "after warm-up"), each label
is read as an arm phrase of that arm:

* right after a value, in parentheses of its own ("200 ms (before)");
* right after a value and its unit, then a pair's joiner ("vs", "versus", "and", ","), ")" or the clause's end
  ("200 ms before and 100 ms after", "10.2 tok/s after vs 8.0 tok/s before");
* as a clause's label, at the sentence's start or after ";" / "." / "," / "|", before ":" ("Before: 200 ms; after:
  100 ms").

Not where the statement names an arm at all (its own words then say which run is which), nor after a negation;
there, a clause's label that names its arm beside the side ("Before (bf16): ...", "fp8 (after): ...") is a second
mention of that arm where the side agrees with its declared role (production before_after_named), else unread. The
arms are the witness's declaration, not the words': the (start, end) of each label is returned and a contradiction in
its sentence is held back (grade: implied_arms, never an accusation), as production state_label's are.
"""

from __future__ import annotations

from claimcheck.claims.ellipsis import after_value
from claimcheck.claims.statement import Token

#: the label words and the declared role each names (index into the declared (treatment, baseline) pair)
_SIDES = {"before": 1, "after": 0}
#: what may follow a label right after a value: a pair's joiner or the end of its part
_AFTER_LABEL = frozenset({"vs", "versus", "and", ",", ";", ".", ")", "!", "?"})
#: what may stand before a clause's label
_LABEL_LEADS = frozenset({";", ".", ",", "|", "!", "?"})
_NEGATIONS = frozenset({"not", "never", "no", "n't", "nor", "without"})


def _w(t: Token) -> str:
    return t.low or t.text.lower()


def labels(toks: list[Token], declared: tuple[str, str] | None) -> tuple[list[Token], list[tuple[int, int]]]:
    """The tokens with each "before" / "after" label read as the declared arm it names, and the (start, end) of each
    (see the module docstring); the tokens unchanged and [] where the words do not qualify."""
    if declared is not None and any(t.kind == "arm" for t in toks):
        return _named_labels(toks, declared), []
    if declared is None:
        return toks, []
    hits: list[int] = []
    for k, t in enumerate(toks):
        if t.kind != "word" or t.low not in _SIDES:
            continue
        if k > 0 and _w(toks[k - 1]) in _NEGATIONS:
            return toks, []
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if 0 < k and toks[k - 1].text == "(" and nxt is not None and nxt.text == ")" and after_value(toks, k - 1):
            hits.append(k)  # "200 ms (before)"
        elif after_value(toks, k) and (nxt is None or _w(nxt) in _AFTER_LABEL):
            hits.append(k)  # "200 ms before and ...", "... 100 ms after."
        elif nxt is not None and nxt.text == ":" and (k == 0 or toks[k - 1].text in _LABEL_LEADS):
            hits.append(k)  # "Before: 200 ms; after: 100 ms"
    if {toks[k].low for k in hits} != set(_SIDES):
        return toks, []
    out = list(toks)
    for k in hits:
        x = toks[k]
        out[k] = Token(x.i, x.start, x.end, x.text, x.low, "arm", arms=(declared[_SIDES[x.low]],))
    return out, [(toks[k].start, toks[k].end) for k in hits]


def _named_labels(toks: list[Token], declared: tuple[str, str]) -> list[Token]:
    # production: before_after_named
    """Production before_after_named: a clause's label that names its arm beside the side ("Before (bf16): 1,747
    output tok/s ... After (fp8): 2,527 output tok/s", "bf16 (before): ..."): the label word is a second mention of that
    arm where its side agrees with the arm's declared role (before: the baseline, after: the treatment), read as that
    arm's name; where it disagrees, or names no single arm, it stays unread (never read as either)."""
    out = list(toks)
    n = len(toks)

    def arm_at(j: int) -> str | None:
        return toks[j].arms[0] if 0 <= j < n and toks[j].kind == "arm" and len(toks[j].arms) == 1 else None

    for k, t in enumerate(toks):
        if t.kind != "word" or t.low not in _SIDES:
            continue
        lead = k == 0 or toks[k - 1].text in _LABEL_LEADS
        if lead and k + 4 < n and toks[k + 1].text == "(" and toks[k + 3].text == ")" and toks[k + 4].text == ":":
            arm = arm_at(k + 2)  # "Before (bf16):"
        elif k >= 2 and k + 2 < n and toks[k - 1].text == "(" and toks[k + 1].text == ")" \
                and toks[k + 2].text == ":" and (k - 2 == 0 or toks[k - 3].text in _LABEL_LEADS):
            arm = arm_at(k - 2)  # "bf16 (before):"
        else:
            continue
        if arm is not None and arm == declared[_SIDES[t.low]]:
            out[k] = Token(t.i, t.start, t.end, t.text, t.low, "arm", arms=(arm,))
    return out
