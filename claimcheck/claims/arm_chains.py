"""An ordering of arms written with "<" / ">" (production: arm_chain -- claimcheck/claims/grammar.lark).

"Request throughput: BF16 < FP8 < AWQ", "For TTFT, AWQ < FP8 < BF16", "TTFT: AWQ < FP8": each sign between two
arms is a direction of the clause's metric, the arm before it lower ("<") or higher (">") than the arm after it;
all must hold (one contradicted is false). Read only where every member is an arm phrase of exactly one arm, no arm
twice, the signs all the same way, and the chain is the clause's whole content after its metric lead (a label
"METRIC:" or a topic "For METRIC,"): the comparisons take that metric as any comparison with none of its own does.
Never with a number in the chain ("A < 2x B"), "<=" / ">=", or under a negation (left to the clause's rules).
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.cores import Core

_SIGN = {"<": ("down", "lower"), ">": ("up", "higher")}


def read(c, i: int) -> int:
    """At token ``i`` (an arm): the chain's tokens, or 0."""
    a = c.arm_at(i)
    if a is None or a.arm is None or len(a.arms) != 1 or not c.free(i) or c.w(i + 1) not in _SIGN \
            or not c.free(i + 1):
        return 0
    arms = [(a.arm, i)]
    sign = c.w(i + 1)
    k = i + 1
    while c.w(k) == sign and c.free(k):
        b = c.arm_at(k + 1)
        if b is None or b.arm is None or len(b.arms) != 1 or not c.free(k + 1) or b.arm in [x for x, _ in arms]:
            return 0
        arms.append((b.arm, k + 1))
        k += 2
    if c.w(k) in _SIGN or c.w(k) in ("=", "<=", ">=") or (k < c.i1 and c.w(k) not in (".", ";", "!", "")):
        return 0  # a mixed chain, or more words after it: not read
    sense, word = _SIGN[sign]
    for (x, kx), (y, ky) in zip(arms, arms[1:]):
        core = Core("direction", kx, ky + 1, sense=sense, value=Decimal(1), word=word)
        core.arm, core.arm_amb = x, (x,)
        core.baseline, core.baseline_amb = y, (y,)
        core.span_end = ky + 1
        c.cores.append(core)
    for _, kx in arms:
        c.r.used[kx] = "arm"
    for q in range(i, k):
        if not c.r.used[q]:
            c.r.used[q] = "read"
    return k - i
