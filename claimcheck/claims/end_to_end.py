"""A ratio's speed word said "end to end" (production end_to_end_speed -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

"EAGLE-3 is about 1.9x faster end to end than the baseline", "1.9x faster end-to-end", "~1.8x faster e2e",
"EAGLE-3 is 1.9x faster than the baseline end to end" (after the baseline, ending the clause), "EAGLE-3 yields a 1.9x
end-to-end speedup (over the baseline)", "a 2x end-to-end slowdown": the speed word's metric is each request's time
from its send to its last token, the end-to-end latency, as "1.9x faster in end-to-end latency" says it (the ratio
baseline / treatment of the latency, graded under every statistic where none is named). Only right after the speed
words "faster", "quicker", "slower" (or right before the nouns "speedup", "slowdown") and not before a metric word of
its own ("1.9x faster end-to-end throughput" names its metric: read as before).

A percent before "end to end" and the speed noun ("an 8% end-to-end speedup", "about a 7%–8% end-to-end speedup") is
the percent change of that latency in the noun's direction (a speedup: lower), as "8% lower end-to-end latency" is.

The words have a second meaning in real write-ups: the whole run timed end to end, its wall time. A ratio so read
agrees as the latency alone; it is false only where the ratio of the wall times contradicts it too (the false bar,
rule 5: ``second_meaning``). A percent agrees as the latency's change alone; it is false only where the change of the
speed (the speed noun's other meaning: "8%" as 1.08x), the wall time's change and the wall's speed contradict it too.
"""

from __future__ import annotations

import re

#: the speed words "end to end" may follow, and the speed nouns it may precede
SPEED_WORDS_BEFORE = frozenset({"faster", "quicker", "slower"})
SPEED_NOUNS_AFTER = frozenset({"speedup", "speedups", "slowdown", "slowdowns"})
METRIC = "e2e_latency"
_E2E = ("end", "to", "end")
#: the words of such a ratio, in an assertion's span ("end to end" / "end-to-end" / "e2e" with no metric word after)
_SAID = re.compile(r"\b(?:end[- ]to[- ]end|e2e)\b(?!\s*(?:-\s*)?(?:latency|latencies|request|time|throughput))", re.I)


def after_speed_word(clause, n: int) -> int:
    """Tokens of "end to end" / "e2e" at ``n`` (right after a speed word of SPEED_WORDS_BEFORE), all free and not
    followed by a metric phrase of their own; 0 if none."""
    if clause.metric_phrase(n):
        return 0  # "end to end latency" / "e2e latency" / "end to end throughput": a metric phrase, read as one
    if all(clause.w(n + k) == w and clause.free(n + k) for k, w in enumerate(_E2E)):
        return 3
    return 1 if clause.w(n) == "e2e" and clause.free(n) else 0


def before_speed_noun(clause, n: int) -> tuple[int, str] | None:
    """(tokens, noun) of "end to end" + a speed noun at ``n`` ("a 1.9x end-to-end speedup", "an 8% end-to-end
    speed-up"); None if not there."""
    if not all(clause.w(n + k) == w and clause.free(n + k) for k, w in enumerate(_E2E)):
        return None
    noun = clause.w(n + 3)
    if noun == "speed" and clause.w(n + 4) in ("up", "ups") and clause.free(n + 3) and clause.free(n + 4):
        # "an 8% end-to-end speed-up", "end-to-end speed-ups": the lexer drops the hyphens (production percent_speed_up)
        return 5, "speedup" + ("s" if clause.w(n + 4) == "ups" else "")
    if noun not in SPEED_NOUNS_AFTER or not clause.free(n + 3):
        return None
    return 4, noun


def said_end_to_end(text: str) -> bool:
    """An assertion's words say "end to end" with no metric word after it (the words ``second_meaning`` reads)."""
    return bool(_SAID.search(text))
