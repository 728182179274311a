"""Outputs that stopped at EOS at different lengths, and a comparison per request or per run (issue 16, item 5).

A request rate, a wall time, a TTFT or an end-to-end latency compared between two arms whose requests produced
different output tokens per task (sampling, another model, another engine: the usual case of a real A/B without
``ignore_eos``) measures the lengths too: the arm that produced shorter outputs may win by producing less. The
comparison still stands when the lengths work **against** the winner: the arm the metric favours produced at least
as many output tokens per completed request (the mean over its rows) as the other, less 1% (the tolerance
``statistics.like_for_like`` allows per task), under every statistic the claim names (the centre, mean and median, where it names none). Then shorter outputs cannot explain the win; the stated
size is what was measured, not inflated by the lengths.

A winner whose outputs are a little shorter (sampling on the same prompts: a few percent) is not refused blindly
either: the comparison stands where the shortfall is at most ``MAX_SHORTFALL`` (5%) of the other arm's output tokens
per request AND the winner still wins **per output token**: its figure scaled as if every part of it grew with the
output length (a rate times its own mean output over the other's, a latency times the other's over its own: the
worst case, as a decode-bound run's time grows with its tokens; a TTFT grows less) is still strictly better than the
other arm's as measured. Shorter outputs then cannot explain the direction, and the stated size can owe at most the
shortfall to them. Otherwise the comparison is refused as before (``checks.RealBaseline``: "the different output
lengths are part of what it measured"), naming both figures.

Metrics per output token (output tokens/s, TPOT, ITL) and prompt-side metrics never need this
(``checks.OUTPUT_LENGTH_FREE``).
"""

from __future__ import annotations

from claimcheck.claims.statistics import Measurement, measure, printed_mean_output
from claimcheck.claims.vocabulary import HIGHER_IS_BETTER

__all__ = ["MAX_SHORTFALL", "against_the_winner"]

#: the share by which the winner's mean output may fall short of the other arm's (the per-task tolerance of
#: statistics.like_for_like: token counts within 1% agree)
_SLACK = 0.01
#: the most by which the winner's mean output per request may fall short of the other arm's where it still wins per
#: output token: the spread of sampled lengths on the same prompts, not another workload
MAX_SHORTFALL = 0.05
#: statistics a per-request metric is judged under when the claim names none: the centre
_CENTRE = ("mean", "median")


def _mean_output(ev, arm) -> float | None:
    if ev.kind == "client-aggregate":  # no rows: the output total the client printed over its completed requests
        return printed_mean_output(arm)
    vals = [r.get("completion_tokens") for r in arm.rows if r.get("ok", True) is not False]
    if not vals or any(not isinstance(v, (int, float)) or isinstance(v, bool) for v in vals):
        return None
    return sum(vals) / len(vals)


def against_the_winner(ev, t: str, bl: str, metrics: list[str],
                       stats: set[tuple[str, str | None]]) -> tuple[bool, str]:
    """(True, why) when, for every metric of ``metrics`` (each per request or per run), the arm it favours produced
    at least as many output tokens per completed request as the other arm; else (False, why not)."""
    ot, ob = _mean_output(ev, ev.arms[t]), _mean_output(ev, ev.arms[bl])
    if ot is None or ob is None:
        return False, "the output tokens per request are not recorded for every completed request"
    out = {t: ot, bl: ob}
    said: list[str] = []
    for m in metrics:
        hb = HIGHER_IS_BETTER.get(m)
        if hb is None:
            return False, f"{m} has no better direction to find the arm it favours"
        named = sorted({s for mm, s in stats if mm == m and s is not None})
        for s in named or ([None] if hb else list(_CENTRE)):
            vt, vb = measure(ev, m, s, t), measure(ev, m, s, bl)
            if not isinstance(vt, Measurement) or not isinstance(vb, Measurement) or vt.value == vb.value:
                return False, f"{m} does not favour one arm that can be shown"
            win, lose = (t, bl) if (vt.value > vb.value) == hb else (bl, t)
            name = f"{s + ' ' if s else ''}{m}"
            if out[win] >= out[lose] * (1 - _SLACK):
                said.append(f"{name} favours {win}, which produced at least as many output tokens per request")
                continue
            short = (f"{win}, which {name} favours, produced fewer output tokens per request ({out[win]:.1f} vs "
                     f"{out[lose]:.1f})")
            if out[win] < out[lose] * (1 - MAX_SHORTFALL):
                return False, f"{short}, more than {MAX_SHORTFALL:.0%} fewer"
            wv, lv = (vt.value, vb.value) if win == t else (vb.value, vt.value)
            scaled = wv * out[win] / out[lose] if hb else wv * out[lose] / out[win]
            if not (scaled > lv if hb else scaled < lv):
                return False, (f"{short}, and per output token it does not win ({name} scaled to the other arm's "
                               f"output length: {scaled:.6g} vs {lv:.6g})")
            said.append(f"{name} favours {win}, whose outputs are {1 - out[win] / out[lose]:.1%} shorter "
                        f"({out[win]:.1f} vs {out[lose]:.1f} tokens per request) and which still wins per output token "
                        f"({name} scaled to the other arm's output length: {scaled:.6g} vs {lv:.6g})")
    shorter = any("shorter" in x for x in said)
    return True, (f"{'; '.join(said)} ({out[t]:.1f} {t} vs {out[bl]:.1f} {bl}): the different lengths "
                  + ("cannot explain the win" if shorter else "work against the winner"))
