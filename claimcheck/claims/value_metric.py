"""Production value_metric: the metric named right after the first value of a pair, in the voice of a paper's
evaluation section: "vLLM achieves 315 tokens/s of output throughput, compared to 150 tokens/s for Orca",
"315 tokens/s output throughput versus 150 tokens/s for Orca", "6.3 req/s of request throughput, compared to 3 req/s
for Orca".

Read only when the words add nothing the unit does not already say: the phrase ("of" at most before it) names the
same metric as the value's rate unit (tok/s: output / token throughput; req/s: request throughput) or the bare
"throughput", and a versus-joiner ("versus", "vs", "compared to / with", "against"; after a comma at most) follows
it. The pair is then read as if the phrase were not there (``m_pair``: the second value takes the first's unit and
metric). A phrase naming another metric ("945 tokens/s of total throughput, compared to ...": total, not output
tokens) or a duration's metric is left as written (unread)."""

from __future__ import annotations

from typing import Any

#: the metric a bare "throughput" names (the unit says which)
_GENERIC = "speed"


def after_first_value(c: Any, p: int, u1: tuple, vs_first: frozenset) -> int:
    """The index after "[of] METRIC" at ``p`` (right after a pair's first value and its rate unit ``u1``) when that
    metric is the unit's own (or the bare "throughput") and a versus-joiner follows; else ``p``."""
    if u1[1] != "rate" or u1[2] is None:
        return p
    q = p + (c.w(p) == "of" and c.free(p))
    m = c.metric_phrase(q)
    if m is None or m[1] not in (u1[2], _GENERIC):
        return p
    e = q + m[0]
    k = e + (c.w(e) == "," and c.free(e))
    if c.w(k) not in vs_first or not c.free(k):
        return p
    return e


def refined_after_first_value(c: Any, p: int, u1: tuple, vs_first: frozenset) -> tuple[int, str] | None:
    """Production value_metric, a refinement: "the 4090 box does ~160 t/s eval rate vs ~125 t/s on the 3090 box" -- a
    metric the rate unit does not say but is measured in it (vocabulary.NAMED_RATE_METRICS) and that no witness
    re-derives as the unit's metric (vocabulary.UNDERIVED_METRICS: ollama's eval rate, a per-user rate, a peak), right
    after the first value and before a versus-joiner: (the index after it, that metric), both values then graded as
    it (not-yet where the witness cannot re-derive it); else None. "945 tokens/s of total throughput" is not read."""
    from claimcheck.claims.vocabulary import NAMED_RATE_METRICS, UNDERIVED_METRICS

    if u1[1] != "rate" or u1[2] is None or (c.w(p) == "of" and c.free(p)):
        return None
    m = c.metric_phrase(p)
    if m is None or m[1] not in UNDERIVED_METRICS or NAMED_RATE_METRICS.get(m[1]) != u1[2]:
        return None
    e = p + m[0]
    k = e + (c.w(e) == "," and c.free(e))
    if c.w(k) not in vs_first or not c.free(k):
        return None
    return e, m[1]

