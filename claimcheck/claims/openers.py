"""A narrative opener that names the comparison and carries no claim (production bench_opener --
claimcheck/claims/grammar.lark; docs/claim-check.md): "We benchmarked both on an A100: vLLM pushed ...",
"I tested the two engines on one H100: ...", "We ran them side by side:".

At the clause's start, a first-person subject ("we" / "I"), a verb of running the comparison (OPENER_VERBS) and its
object naming the compared arms as a whole -- "both", "them", "the two", "both engines", "the two servers", "each
backend" (OPENER_NOUNS) -- are inert: they say the author ran the comparison the clause then states, which the
witness is. Only the subject, the verb and that object: what follows ("on an A100", "with 50 requests")
is read as any clause's words are (a GPU, a count: checked against the witness; a time, "last month", stays unread:
the witness cannot speak to it). A verb with no such object ("We
benchmarked vLLM", "we tested with 8 GPUs"), a negation ("we never benchmarked both"), a modal ("we could test
both") or anything before the subject: not read here.
"""

from __future__ import annotations

OPENER_SUBJECTS = frozenset({"we", "i"})
OPENER_VERBS = frozenset({"benchmarked", "tested", "ran", "compared", "measured", "profiled", "tried", "evaluated",
                          "pitted", "timed", "load-tested", "stress-tested"})
#: the nouns after "both" / "the two" / "each" that name the compared runs as a whole
OPENER_NOUNS = frozenset({"engines", "servers", "backends", "stacks", "setups", "configs", "configurations",
                          "versions", "builds", "variants", "options", "frameworks", "runtimes", "systems",
                          "engine", "server", "backend", "setup", "config", "configuration", "version", "build"})
#: words after the object that say the runs were side by side ("We ran them side by side:")
_SIDE_BY_SIDE = (("side", "by", "side"), ("head", "to", "head"), ("back", "to", "back"))


def _object(cl, k: int) -> int:
    """The length of the object at ``k``: "both" / "them" / "each" [noun], "the two" / "these two" [noun], else 0."""
    if cl.w(k) in ("both", "them", "each") and cl.free(k):
        n = 1
    elif cl.w(k) in ("the", "these", "those") and cl.w(k + 1) == "two" and cl.free(k) and cl.free(k + 1):
        n = 2
    else:
        return 0
    if cl.w(k + n) in OPENER_NOUNS and cl.free(k + n) and cl.w(k) not in ("them",):
        n += 1
    elif n == 2:
        return 0  # "the two" alone: of what?
    if cl.w(k) == "each" and n == 1:
        return 0  # "each" alone: each request? not read
    return n


def read(cl, i: int) -> int:
    """Production bench_opener (module docstring): the tokens taken as inert from ``i``, or 0."""
    if i != cl.i0 or cl.w(i) not in OPENER_SUBJECTS or not cl.free(i):
        return 0
    k = i + 1
    if cl.w(k) in ("also", "first", "then", "just", "finally") and cl.free(k):
        k += 1
    if cl.w(k) not in OPENER_VERBS or not cl.free(k):
        return 0
    n = _object(cl, k + 1)
    if not n:
        return 0
    end = k + 1 + n
    side = next((ws for ws in _SIDE_BY_SIDE if cl.seq(end, ws)), None)
    if side:
        end += len(side)
    cl.take(i, end, "inert")
    return end - i
