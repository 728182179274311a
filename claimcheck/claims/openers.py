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

production conclusion_opener: a word that says the clause follows from the one before it ("So every output token
costs ~3.5 ms more", "Thus, TTFT rose 50%", "Hence X is faster") at the clause's start (CONCLUSION_WORDS, a comma at
most after it) is inert: it asserts nothing the clause does not. Not before a word that makes it part of a phrase of
its own ("so far", "so that", "so much", "so many", "so long": SO_PHRASE_AFTER), which stays unread.

production end_to_end_opener: "End-to-end" (or "end to end", "E2E") at the clause's start, before a comma or a
preposition (vocabulary.END_TO_END_AFTER), is inert: it says the comparison was measured on the whole serving path
(not a kernel or one step), which every request-level witness is ("End-to-end on Hy3 across 8x H20, the backends cut
TTFT by about 24% ...": "on Hy3" and "across 8x H20" are then read, or left unread, as any clause's words are). Before
anything else it is part of a metric ("End-to-end latency fell 20%") and is not read here.
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import END_TO_END_AFTER, END_TO_END_WORDS
from claimcheck.claims.vocabulary import FIRST_PERSON_ADVERBS, FIRST_PERSON_RATE_VERBS, INERT_WORDS, RATE_UNITS
from claimcheck.claims.vocabulary import (GENRE_TOPIC_NEVER, MODEL_FAMILIES, NEVER_PROSE, OPENER_COMPARISON_NOUNS,
                                          OPENER_GENRE_LEADS, OPENER_PRESENT_VERBS, OPENER_TASK_VERBS,
                                          PROSE_COMMENT_NEVER, PROSE_EMOJI, PROSE_LABELS)

#: connectives of consequence at a clause's start (production conclusion_opener)
CONCLUSION_WORDS = frozenset({"so", "thus", "hence", "therefore", "consequently"})
#: the words after "so" that make a phrase of its own ("so far": a scope; "so that": a purpose)
SO_PHRASE_AFTER = frozenset({"far", "that", "much", "many", "long", "few", "little", "as", "to", "-", "called"})

OPENER_SUBJECTS = frozenset({"we", "i"})
OPENER_VERBS = frozenset({"benchmarked", "tested", "ran", "compared", "measured", "profiled", "tried", "evaluated",
                          "pitted", "timed", "load-tested", "stress-tested"})
#: the nouns after "both" / "the two" / "each" that name the compared runs as a whole
OPENER_NOUNS = frozenset({"engines", "servers", "backends", "stacks", "setups", "configs", "configurations",
                          "versions", "builds", "variants", "options", "frameworks", "runtimes", "systems",
                          "engine", "server", "backend", "setup", "config", "configuration", "version", "build",
                          "quants", "quantizations", "quantisations", "checkpoints", "precisions", "modes", "models"})
_LEAD_LABELS = frozenset(PROSE_LABELS)
_ARM_JOINERS = frozenset({"and", "vs", "versus", "against"})
#: words after the object that say the runs were side by side ("We ran them side by side:")
_SIDE_BY_SIDE = (("side", "by", "side"), ("head", "to", "head"), ("back", "to", "back"))


def _arm_pair(cl, k: int) -> int:
    """"the Q4_K_M and Q8_0 quants", "FP8 and BF16", "FP8 vs BF16": two arms of the witness (distinct), joined, and a
    noun of the compared runs (OPENER_NOUNS) at most -- the length, else 0."""
    j = k + (cl.w(k) == "the" and cl.free(k))
    a, b = cl.arm_at(j), cl.arm_at(j + 2)
    if a is None or b is None or cl.w(j + 1) not in _ARM_JOINERS or not cl.free(j + 1) or a.arms == b.arms:
        return 0
    n = j + 3 - k
    if cl.w(k + n) in OPENER_NOUNS and cl.free(k + n):
        n += 1
    return n


def _comparison_noun(cl, j: int) -> int:
    if cl.seq(j, ("a", "/", "b")):
        return 3
    return 1 if cl.w(j) in OPENER_COMPARISON_NOUNS and cl.free(j) else 0


def _comparison(cl, k: int) -> int:
    """"the radix cache A/B", "the quant comparison", "the FP8 vs BF16 comparison": "the", at most four words naming
    what was compared -- arms of the witness, plain words (never a number, an identifier or a word of NEVER_PROSE; "vs"
    / "and" only between two arms) -- and a noun of a comparison (OPENER_COMPARISON_NOUNS, "A/B"): the length, else 0."""
    if cl.w(k) == "the" and cl.free(k):
        j = k + 1
    elif cl.arm_at(k) is not None:
        j = k  # the arm's mention took its article ("the radix cache" one arm token)
    else:
        return 0
    while j <= k + 5:
        if (n := _comparison_noun(cl, j)):
            return j + n - k
        t = cl.tok(j)
        if t is None or not cl.free(j):
            return 0
        if t.kind == "arm" or (t.kind == "word" and cl.w(j) in _ARM_JOINERS and cl.arm_at(j - 1) is not None
                               and cl.arm_at(j + 1) is not None) or (
                t.kind == "word" and cl.w(j) not in NEVER_PROSE and cl.w(j) not in GENRE_TOPIC_NEVER
                and cl.w(j) not in PROSE_COMMENT_NEVER and "'" not in cl.w(j)):
            j += 1
            continue
        return 0
    return 0


def _at_start(cl, i: int) -> bool:
    """``i`` opens its sentence, or only a genre lead stands before it there, which the prose pass makes inert: a
    label and its ":" ("Yesterday:", "Summary:"; vocabulary.PROSE_LABELS), a lead naming the write-up ("In this video",
    "In this post"; OPENER_GENRE_LEADS) and its ",", a decorative emoji."""
    if i == cl.i0:
        return True
    k = cl.i0
    while k < i and cl.tok(k) is not None and cl.tok(k).kind == "punct" and cl.tok(k).text \
            and all(ch in PROSE_EMOJI for ch in cl.tok(k).text) and cl.r.used[k] in ("", "inert"):
        k += 1
    if k == i:
        return True
    if any(cl.r.used[x] not in ("", "inert") for x in range(k, i)):
        return False
    words = tuple(cl.w(x) for x in range(k, i))
    if words[-1:] == (":",) and words[:-1] in _LEAD_LABELS:
        return True
    return (words[:-1] if words[-1:] == (",",) else words) in OPENER_GENRE_LEADS


def _object(cl, k: int) -> int:
    """The length of the object at ``k``: "both" / "them" / "each" [noun], "the two" / "these two" [noun], two arms
    ("the A and B quants"), a comparison ("the radix cache A/B"), else 0."""
    if (n := _comparison(cl, k) or _arm_pair(cl, k)):
        return n
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


def _first_person_rate(cl, i: int) -> int:
    """Production first_person_rate: "We now generate about 960 tok/s with c32", "With c32 we currently serve 3.75
    req/s", "I get ~50 tok/s": a first-person subject, at most one adverb of time (FIRST_PERSON_ADVERBS) and a verb of
    producing a rate (FIRST_PERSON_RATE_VERBS), right before a rate (a hedge or a relation, a number, a rate unit), are
    inert: the author reports the run's rate, which the clause's arm words name. Only where nothing unread stands
    before the subject in the clause; before anything but a rate (a duration, a ratio, "more") not read."""
    if cl.w(i) not in OPENER_SUBJECTS or not cl.free(i) or not all(
            cl.r.used[x] or cl.r.toks[x].kind in ("arm", "punct") or cl.w(x) in INERT_WORDS for x in range(cl.i0, i)):
        return 0
    k = i + 1
    if cl.w(k) in FIRST_PERSON_ADVERBS and cl.free(k):
        k += 1
    if cl.w(k) not in FIRST_PERSON_RATE_VERBS or not cl.free(k):
        return 0
    n, rel, _, neg = cl._prefix(k + 1)
    t = cl.tok(k + 1 + n)
    if neg or t is None or t.kind != "num" or not cl.free(k + 1 + n) \
            or not cl.phrase(k + 2 + n, RATE_UNITS):
        return 0
    cl.take(i, k + 1, "inert")
    return k + 1 - i


def read(cl, i: int) -> int:
    """Production bench_opener (module docstring): the tokens taken as inert from ``i``, or 0."""
    if i == cl.i0 and (n := end_to_end(cl, i)):
        return n
    if i == cl.i0 and cl.w(i) in CONCLUSION_WORDS and cl.free(i) and cl.w(i + 1) not in SO_PHRASE_AFTER \
            and i + 1 < cl.i1 and cl.free(i + 1):  # (an arm phrase next has no word of its own: "Thus the old build")
        n = 2 if cl.w(i + 1) == "," else 1
        if n == 2 and (i + 2 >= cl.i1 or cl.w(i + 2) in SO_PHRASE_AFTER):
            return 0
        cl.take(i, i + n, "inert")  # production: conclusion_opener -- "So every output token costs ..."
        return n
    got = _first_person_rate(cl, i)
    if got:
        return got
    if not cl.free(i) or not _at_start(cl, i):
        return 0
    if cl.w(i) in OPENER_SUBJECTS:
        k = i + 1
        if cl.w(k) in ("also", "first", "then", "just", "finally") and cl.free(k):
            k += 1
        verbs = OPENER_VERBS | OPENER_PRESENT_VERBS  # "In this video I compare the A and B quants ...:"
    else:
        k = i  # the subject elided in a report of what was done ("Yesterday: finished the radix cache A/B on the A100.")
        verbs = OPENER_VERBS | OPENER_TASK_VERBS
    if cl.w(k) not in verbs or not cl.free(k):
        return 0
    n = _object(cl, k + 1)
    if not n:
        return 0
    end = k + 1 + n
    side = next((ws for ws in _SIDE_BY_SIDE if cl.seq(end, ws)), None)
    if side:
        end += len(side)
    if cl.w(end) == "of" and cl.free(end) and cl.w(end + 1) in MODEL_FAMILIES and cl.free(end + 1):
        # "the Q4_K_M and Q8_0 quants of Llama 3.1 8B": the model the compared runs served, a model fact as after "on"
        # (read by the fact construct, as change_premod's model is: grammar premod_at)
        cl.premod_at = getattr(cl, "premod_at", set()) | {end + 1}
        end += 1
    cl.take(i, end, "inert")
    return end - i


def end_to_end(cl, i: int) -> int:
    """Production end_to_end_opener (module docstring): the tokens taken as inert from ``i`` (the adverb and a comma
    after it), or 0."""
    words = next((ws for ws in END_TO_END_WORDS if cl.seq(i, ws)), None)
    if words is None or not all(cl.free(k) for k in range(i, i + len(words))):
        return 0
    k = i + len(words)
    if cl.w(k) not in END_TO_END_AFTER or not cl.free(k) or k + 1 >= cl.i1:
        return 0
    n = len(words) + (cl.w(k) == ",")
    cl.take(i, i + n, "inert")
    return n
