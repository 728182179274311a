"""Whether a statement names any metric (production sense_verb_speed -- claimcheck/claims/grammar.lark;
docs/claim-check.md, "Percent change").

A verb of the metric's sense with no metric named ("Llama4 on DGXH100 has regressed by 14.23%", "X improved by 20%")
names the generic speed, as "better" / "worse" do, only where the whole statement names no metric, no rate unit and no
duration: a metric named in another clause or sentence ("TTFT: 200 ms vs 150 ms. It improved by 25%.") may be the one
the author means, and the verb then stays unread. "performance" is no metric here (it is the generic speed's own
word). Its percent has two meanings, the rate's change and the time's ("regressed by 14%": 14% more time), and is
``false`` only when both are contradicted (claimcheck/claims/quantities.py ``_time_meaning``).
"""

from __future__ import annotations

from claimcheck.claims.statement import tokenize
from claimcheck.claims.vocabulary import (DURATION_UNITS, METRIC_PHRASES, PERFORMANCE, RATE_UNITS, SENSE_SPEED_VERBS,
                                          first_word_index)


def names_metric(words: list[str]) -> bool:
    """Some metric phrase other than "performance", a rate unit or a duration unit among ``words`` (lower case)."""
    metrics, rates = first_word_index(METRIC_PHRASES), first_word_index(RATE_UNITS)
    for k, w in enumerate(words):
        if w in DURATION_UNITS:
            return True
        for ws, m in metrics.get(w, ()):
            if tuple(words[k:k + len(ws)]) == ws and m != PERFORMANCE:
                return True
        if any(tuple(words[k:k + len(ws)]) == ws for ws, _ in rates.get(w, ())):
            return True
    return False


def text_names_metric(text: str) -> bool:
    return names_metric([t.low or t.text.lower() for t in tokenize(text)])


def sense_verb_speed(word: str, words: list[str]) -> bool:
    """A comparison said with ``word`` names the generic speed: a verb of the metric's sense in a statement of ``words``
    that names no metric."""
    return word in SENSE_SPEED_VERBS and not names_metric(words)
