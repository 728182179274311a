"""Counts of requests that name their arms (production: count_arms -- claimcheck/claims/grammar.lark).

Read by the request-count construct (``grammar._Clause.m_count_frame``, after count_frames.py) and settled once per
clause, after the scan (``settle``, called by ``grammar._Clause.scan``). What each phrase asserts:

* a coordination of arms after a count: "all 50 requests completed for both A and B", "... for A and for B",
  "... for A and B", "... in the A and B runs", "no request failed for either A or B";
* a coordination as the subject of a count: "Both A and B completed all 50 requests", "A and B each completed
  all 50 requests", "Each of A and B ...", and "Neither A nor B had a failed request" / "... dropped a
  request" (no failure in A and none in B: a negated coordination over a failure, read only as that);
* an arm inside the count's noun phrase: "All 50 A requests completed", "No A request failed", "None of the
  (50) A requests failed", "every A request succeeded", "all of A's 50 requests completed", "48 of 50 B
  requests succeeded", "48 of B's 50 requests succeeded";
* "N of M requests" after a success verb: "A completed 50 of 50 requests", "B served 48 of 50 requests".

How a coordination binds its counts: one assertion per named arm, never a count of the arms together unless the
words count the whole. Each assertion names the coordinated arms in its tolerance rule ("exact count (each of:
fp8, bf16)"), and count_meanings.py grades it under two meanings: the count of that arm (one run, or its runs
together), or of the named arms together. A count of the whole ("all 100 requests", "48 of 50 requests") agrees
under either; any other count agrees only per arm, and a per-arm count contradicted but equal to the named arms'
sum is inconclusive, never false. A universal zero ("no request failed") is no count of the whole: it holds in
each named arm or is false.

"either A or B" is read only after a universal zero ("no request failed for either A or B": none in either), and so is
"A or B" alone ("no failures were observed with TP2 or PP2": none in TP2, none in PP2); "neither A nor B" only before
a failure. "A or B" alone after any other count, an arm phrase declared by several arms, an arm named
twice, a clause with another value (a rate, a latency) or another free arm, or a coordinated subject before
anything but counts: not read (the words stay unread: not-yet).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from decimal import Decimal

from claimcheck.claims.cores import Core
from claimcheck.claims.count_frames import all_done, all_n_arms, count_core, count_unit, every_unit_at, success_tail
from claimcheck.claims.reading import Span
from claimcheck.claims.vocabulary import INERT_PUNCT, INERT_WORDS, NEITHER_ARM_NOUNS, NOTHING_LOST_WORDS, NUMBER_WORDS

#: the request nouns of a count ("50 FP8 requests", "no BF16 request")
_NOUNS = frozenset({"requests", "request", "prompts", "prompt", "queries", "query"})
_PLURAL = frozenset({"requests", "prompts", "queries"})
#: success verbs of a count of the whole ("all 50 FP8 requests completed")
_SUCCESS = frozenset({"completed", "succeeded", "finished"})
#: verbs before "N of M requests" that count the completed requests ("A completed 48 of 50 requests")
_SERVE = frozenset({"completed", "served", "finished", "processed", "handled", "answered"})
#: nouns after a coordination that name the arms ("in the A and B runs", "for both A and B arms")
_ARM_NOUNS = frozenset({"runs", "arms", "configurations", "configs", "setups", "variants"}
                       | {n + "s" for n in NEITHER_ARM_NOUNS}  # "with both the FP8 and the BF16 engines"
                       | {"branches", "boxes", "commits", "sides"})  # "Both branches completed all 160 requests"
_ARM_NOUN = frozenset({"run", "arm", "configuration", "config", "setup", "variant"})
#: the counts a coordination may bind
_METRICS = frozenset({"requests", "completed", "failed", "timed_out", "tasks"})
#: "Neither A nor B had a failed request": the verbs of having a failure, and of losing a request
_HAD = frozenset({"had", "saw", "recorded", "reported", "logged", "encountered", "hit", "returned", "produced"})
_LOST = frozenset({"dropped", "failed", "lost"})
#: verbs before "N of M requests" that count the failed requests ("B lost 3 of 81 requests to timeouts")
_LOST_OF = frozenset({"lost", "dropped"})
_FAILED_ADJ = frozenset({"failed", "dropped", "errored"})
_FAIL_NOUNS = frozenset({"failure", "failures", "error", "errors"})
_END = frozenset({"", ",", ".", ";", "!", "and"})
#: how a count's tolerance rule names the arms it was said of together ("exact count (each of: fp8, bf16)")
TOGETHER = "each of: "


@dataclass
class Coord:
    """Arms joined by "and" / "or" / "nor" at tokens [i0, i1): ``kind`` and / both / each / either / neither."""

    arms: tuple[str, ...]
    i0: int
    i1: int
    kind: str
    cores: list = field(default_factory=list)  # after a count: its frame's cores; as a subject: set by settle
    subject: bool = False


def coordination(c, i: int, prep: str = "", bare_or: bool = False) -> Coord | None:
    """Two or more arms, each an arm phrase of exactly one arm, joined at token i: "both A and B", "A and B",
    "A as well as B", "A, B and C", "either A or B", "neither A nor B", "each of A and B", "the A and B runs", "A and for B"
    (``prep``: the preposition before the first arm, which may be repeated before the last); with ``bare_or`` only "A
    or B" ("A, B or C"), read as "either A or B" (the caller's universal zero: "no failures with TP2 or PP2")."""
    k = i
    kind = "either" if bare_or else "and"
    if bare_or:
        pass
    elif c.w(k) in ("both", "either", "neither") and c.free(k):
        kind = c.w(k)
        k += 1
    elif c.seq(k, ("each", "of")):
        kind = "each"
        k += 2
    the = c.w(k) == "the" and c.free(k)
    k += the
    arms: list[str] = []
    rep = False
    joiner = {"and": "and", "both": "and", "each": "and", "either": "or", "neither": "nor"}[kind]
    last = False
    own_the, nouns = the, 0
    while True:
        a = c.arm_at(k)
        if a is None or a.arm is None or len(a.arms) != 1 or a.arm in arms:
            return None
        arms.append(a.arm)
        k += 1
        if own_the and c.w(k) in _ARM_NOUN and c.free(k):
            k += 1  # "neither the FP8 nor the BF16 run", "the FP8 run and the BF16 run"
            nouns += 1
        if last:
            break
        if c.w(k) == "," and c.free(k) and c.arm_at(k + 1) is not None:
            k += 1  # "A, B and C"
            continue
        if c.w(k) == "," and c.free(k) and c.w(k + 1) == joiner:
            k += 1  # the serial comma: "A, B, and C"
        if joiner == "and" and c.seq(k, ("as", "well", "as")):
            k += 2  # "for FP8 as well as BF16"
        elif c.w(k) != joiner or not c.free(k):
            return None
        k += 1
        last = True
        if prep and c.w(k) == prep and c.free(k):
            rep = True  # "for A and for B"
            k += 1
        own_the = c.w(k) == "the" and c.free(k)
        k += own_the
    if nouns and nouns != len(arms):
        return None  # "the FP8 run and the BF16": one noun for one of them
    if not nouns and c.w(k) in _ARM_NOUNS and c.free(k) and (the or kind == "both" or own_the):
        k += 1  # "the A and B runs", "both A and B arms", "both the A and the B engines"
    return Coord(tuple(arms), i, k, kind)


def arms_unit_at(c, k: int) -> bool:
    """Production elided_count: a phrase at ``k`` that says every arm of the witness -- a per-arm or per-run unit ("in
    both runs", "on both engines", "in each arm", "per config", "in all three setups"; "both" / "either" only in a
    witness of two arms), "on both" alone at the phrase's end, or a coordination of every arm's name after a
    preposition ("on both main and pr-1234", "for vLLM and TGI"). A count whose request noun is left out ("all 80
    completed in both runs") is read only before such a phrase: where each arm completed the N, only the requests can
    be what completed."""
    if not c.free(k) or c.w(k) not in ("per", "each", "in", "across", "for", "on", "under", "with", "at"):
        return False
    if all_n_arms(c, k):
        return True
    two = len(c.r.all_arms) == 2
    if c.w(k + 1) in ("both", "either") and not two:
        return False
    if c.w(k + 1) == "both" and c.free(k + 1) and (c.w(k + 2) in (",", ".", ";", ")", "!") or k + 2 >= c.i1):
        return True
    if every_unit_at(c, k):
        return True
    co = coordination(c, k + 1, c.w(k))
    return co is not None and co.kind in ("and", "both") and len(set(co.arms)) == len(c.r.all_arms)


#: the prepositions before a coordination of arms after a count ("all 128 requests completed with both FP8 and BF16")
_AFTER_PREPS = frozenset({"for", "in", "on", "across", "under", "with", "using", "at"})  # "at": "... completed at both
#: c16 and c32" (arms named by the load they ran at)
#: the words a frame of this module may start with (besides an arm or a number)
_FIRST = frozenset({"for", "in", "on", "across", "under", "with", "using", "at", "both", "each", "neither", "all", "no", "zero", "none", "every",
                    "the"})


def read(c, i: int) -> int:
    """One frame of this module at token i (the scan calls it at every free token the older count frames left), or
    0."""
    if not c.free(i):
        return 0
    t = c.tok(i)
    if c.w(i) not in _FIRST and (t is None or t.kind not in ("arm", "num")) and c.w(i) not in NUMBER_WORDS:
        return 0
    return after_count(c, i) or trailing_each(c, i) or neither(c, i) or subject(c, i) or in_np(c, i) or served_of(c, i)


def trailing_each(c, i: int) -> int:
    """"A and B completed all 50 requests each": "each" right after the count, at the end of a clause whose subject
    is a coordination of arms, says what the coordination already binds (one count per arm)."""
    if c.w(i) != "each" or c.w(i + 1) not in _END or not c.cores or c.cores[-1].span_end != i or not any(
            co.subject for co in getattr(c, "count_coords", ())):
        return 0
    k = c.cores[-1]
    if k.kind not in ("count", "fraction"):
        return 0
    c.take(i, i + 1)
    for x in c.cores:
        if x.kind in ("count", "fraction") and x.i0 == k.i0 and x.span_end == i:
            x.span_end = i + 1
    return 1


def after_count(c, end: int) -> int:
    """A coordination of arms right after the count the older constructs just read."""
    if not c.cores or c.w(end) not in _AFTER_PREPS:
        return 0
    k = c.cores[-1]
    if k.kind not in ("count", "fraction") or k.span_end != end:
        return 0
    return after(c, end, [x for x in c.cores if x.kind in ("count", "fraction") and x.i0 == k.i0
                          and x.span_end == k.span_end])


# --- after a count ---------------------------------------------------------------------------------------
def after(c, end: int, frame: list) -> int:
    """"for both A and B", "in the A and B runs", "for either A or B" right after the count frame ``frame``
    (its cores) that ends at ``end``; returns the tokens read."""
    prep = c.w(end)
    if prep not in _AFTER_PREPS or not c.free(end):
        return 0
    co = coordination(c, end + 1, prep)
    if co is None and all(getattr(x, "universal", False) for x in frame):
        # production: count_arms_or -- "no failures were observed with TP2 or PP2": under a universal zero a bare "or"
        # joins the arms as "either ... or" does (none failed in TP2, none in PP2); after any other count it stays
        # unread ("all 80 completed on TP2 or PP2": which?)
        co = coordination(c, end + 1, prep, bare_or=True)
    if co is None or co.kind in ("neither", "each"):
        return 0
    if co.kind == "either" and not all(getattr(x, "universal", False) for x in frame):
        return 0  # "either" only after a universal zero: "no request failed for either A or B"
    co.i0 = end
    co.cores = list(frame)
    _take(c, co)
    for x in frame:
        x.span_end = co.i1
    _coords(c).append(co)
    return co.i1 - end


def _take(c, co: Coord) -> None:
    for k in range(co.i0, co.i1):
        t = c.r.toks[k]
        c.r.used[k] = "arm" if t.kind == "arm" else "read"


def _coords(c) -> list:
    got = getattr(c, "count_coords", None)
    if got is None:
        got = c.count_coords = []
    return got


# --- as the subject ----------------------------------------------------------------------------------------
def _opening(c, i: int) -> bool:
    """Every token of the clause before token i was read, or is an inert word or mark."""

    return all(c.r.used[k] or c.r.forms[k] in INERT_WORDS or c.r.forms[k] in INERT_PUNCT for k in range(c.i0, i))


#: plural nouns of the arms after "the other N" besides _ARM_NOUNS ("the other three policies completed all 81")
_OTHER_NOUNS = _ARM_NOUNS | {"policies", "options"}


def _named_before(c) -> set[str]:
    """The arms named in the sentence before the clause (back to its last "." / "!" / "?")."""
    r = c.r
    got: set[str] = set()
    for k in range(c.i0 - 1, -1, -1):
        t = r.toks[k]
        if t.kind == "punct" and t.text in (".", "!", "?"):
            break
        if t.kind == "arm" and getattr(t, "arm", None):
            got.add(t.arm)
    return got


def other_arms(c, i: int) -> int:
    """Production count_other_arms: "the other three policies completed all 81", "the other run had no failures" at
    the start of a clause after a clause of the same sentence that named exactly one arm ("Option B lost 3 of 81
    requests to timeouts; the other three policies completed all 81"): every arm of the witness but that one, where
    the number is the witness's count of arms less one ("the other" + a singular noun: a witness of two). Any other
    number, or no arm or several named before: not read."""
    if c.w(i) != "the" or c.w(i + 1) != "other" or not c.free(i) or not c.free(i + 1) or not _opening(c, i):
        return 0
    before = _named_before(c)
    arms = tuple(c.r.all_arms)
    if len(before) != 1 or next(iter(before)) not in arms:
        return 0
    num = c.number(i + 2)
    if num is not None and not num[1] and c.tok(i + 2) is not None and c.w(i + 2 + num[2]) in _OTHER_NOUNS:
        n, end = num[0], i + 2 + num[2] + 1
    elif c.w(i + 2) in _ARM_NOUN | NEITHER_ARM_NOUNS:
        n, end = 1, i + 3
    else:
        return 0
    if n != len(arms) - 1 or not all(c.free(k) for k in range(i, end)):
        return 0
    if not any(c.r.forms[k] in _NOUNS or c.r.forms[k] in _FAIL_NOUNS or elided_object(c, k) for k in range(end, c.i1)):
        return 0
    co = Coord(tuple(a for a in arms if a not in before), i, end, "each" if n > 1 else "both")
    co.subject = True
    _take(c, co)
    _coords(c).append(co)
    return end - i


def subject(c, i: int) -> int:
    """"Both A and B", "A and B (each / both)", "Each of A and B", "The A and B runs", and a fronted "For (both) A
    and B," / "Across A and B," / "In the A and B runs," at the start of a clause whose words name requests or
    failures; settled (bound to the clause's counts, or released) by ``settle``."""
    w = c.w(i)
    if w == "the" and not c.cores:
        n = other_arms(c, i)
        if n:
            return n
    if c.cores or w == "neither" or not (w in ("both", "each", "for", "across", "in", "on") or c.arm_at(i) is not None):
        return 0
    if not any(c.r.forms[k] in _NOUNS or c.r.forms[k] in _FAIL_NOUNS or elided_object(c, k) for k in range(i, c.i1)):
        return 0
    start = i - 1 if c.arm_at(i) is not None and i > c.i0 and c.w(i - 1) == "the" and c.free(i - 1) else i
    if not _opening(c, start):
        return 0
    fronted = w in ("for", "across", "in", "on")
    if (w == "both" and c.w(i + 1) in _ARM_NOUNS and len(c.r.all_arms) == 2 or w == "each" and (
            c.w(i + 1) in _ARM_NOUN or c.w(i + 1) in NEITHER_ARM_NOUNS) and len(c.r.all_arms) >= 2) and c.free(i + 1):
        # "Both cards completed all 16 requests", "Both engines served every request": a noun of the arms names the
        # two arms of a two-arm witness, as "neither card" does; production: each_arm_subject -- "Each run completed
        # all 80 requests", "Each engine served all 120": every arm of the witness, one count each
        co = Coord(tuple(c.r.all_arms), i, i + 2, "both")
        co.subject = True
        _take(c, co)
        _coords(c).append(co)
        return 2
    co = coordination(c, start + fronted, w if fronted else "")
    if co is None or co.kind in ("either", "neither") or (co.kind == "each" and fronted):
        return 0
    if fronted:
        if c.w(co.i1) != "," or not c.free(co.i1):
            return 0  # "For A and B, ...": the comma closes the phrase
        co.i0, co.i1 = i, co.i1 + 1
    elif c.w(co.i1) in ("each", "both") and c.free(co.i1):
        co.i1 += 1  # "A and B each completed ...", "A and B both had ..."
    co.i0 = min(co.i0, start)
    co.subject = True
    _take(c, co)
    _coords(c).append(co)
    return co.i1 - i


def elided_object(c, k: int) -> bool:
    """Production elided_object: "all N" right after a verb of serving (_SERVE: "completed", "served", ...) that ends
    its clause ("Both runs completed all 80.", "Each engine served all 120"): the requests left out, the only thing
    each arm completed N of."""
    t = c.tok(k + 1)
    return c.r.forms[k] == "all" and k > c.i0 and c.w(k - 1) in _SERVE and t is not None and t.kind == "num" \
        and t.value is not None and t.decimals == 0 and c.w(k + 2) in _END


def neither(c, i: int) -> int:
    """"Neither A nor B had a failed request / had any failures / saw errors / dropped a request": a universal
    zero of failures in each named arm. Any other predicate after "neither A nor B" is not read (and "neither", a
    negation no construct took, keeps the clause from being graded). "Neither arm" (a noun of arms) names the two
    arms of a witness of two arms; of more arms, which two is not said: not read."""
    if c.w(i) != "neither" or c.cores or not _opening(c, i):
        return 0
    if (c.w(i + 1) in _ARM_NOUN or c.w(i + 1) in NEITHER_ARM_NOUNS) and c.free(i + 1):
        if len(c.r.all_arms) != 2:
            return 0  # "neither server" of three servers: which two? not read
        co = Coord(tuple(c.r.all_arms), i, i + 2, "neither")
    else:
        co = coordination(c, i)
    if co is None or co.kind != "neither":
        return 0
    k = co.i1
    v = c.w(k)
    if not c.free(k):
        return 0
    if v in _HAD:
        k += 1
        if c.seq(k, ("a", "single")):
            k += 2
        elif c.w(k) in ("a", "an", "any") and c.free(k):
            k += 1
        if c.w(k) in _FAILED_ADJ and c.w(k + 1) in _NOUNS and c.free(k) and c.free(k + 1):
            k += 2  # "had a failed request"
        elif c.w(k) == "request" and c.w(k + 1) in _FAIL_NOUNS and c.free(k) and c.free(k + 1):
            k += 2  # "had any request failures"
        elif c.w(k) in _FAIL_NOUNS and c.free(k):
            k += 1  # "had any failures", "saw errors"
        else:
            return 0
    elif v in _LOST:
        k += 1
        if c.w(k) in NOTHING_LOST_WORDS and c.free(k):
            k += 1  # "Neither server dropped anything": no request dropped, nor failed
        else:
            if c.seq(k, ("a", "single")):
                k += 2
            elif c.w(k) in ("a", "any") and c.free(k):
                k += 1
            if c.w(k) not in _NOUNS or not c.free(k):
                return 0
            k += 1
    else:
        return 0
    if c.w(k) not in _END and c.w(k) not in ("(", ":") and not (
            c.w(k) in ("in", "across") and c.w(k + 1) in ("any", "either", "each", "all")):
        return 0  # ("(": "(16/16 ok on both)", all_done's below; any other parenthesis stays unread)
    _take(c, co)
    core = count_core(c, co.i1, k, "failed", Decimal(0), universal=True)
    co.cores = [core]
    _coords(c).append(co)
    u = count_unit(c, k, core)
    # "Neither card dropped a request (16/16 ok on both)": every request of each named arm completed, N of N
    done = all_done(c, k, k + u, "arm")
    if done:
        c.cores[-1].per_unit = ""  # the coordination binds it to each named arm (settle), as the zero of failures
        co.cores.append(c.cores[-1])
    return k - i + u + done


# --- an arm inside the count's noun phrase ----------------------------------------------------------------
def _bind(c, cores, arm: str, k: int) -> None:
    c.r.used[k] = "arm"
    for x in cores:
        x.arm, x.arm_amb = arm, (arm,)


def _whole(c, i: int, end: int, metric: str, value: Decimal):

    x = Core("count", i, end, value=value, exact=True, count=metric)
    x.span_end = end
    x.whole = True  # type: ignore[attr-defined]
    c.cores.append(x)
    return x


def in_np(c, i: int) -> int:
    """Counts whose noun phrase names one arm; returns the tokens read."""

    w = c.w(i)
    # "all 50 FP8 requests completed", "all FP8 requests succeeded", "all of FP8's 50 requests completed", "all 50 of
    # FP8's requests finished"
    if w == "all":
        j = i + 1
        num = None
        arm_k = None
        if c.w(j) == "of" and c.free(j) and c.arm_at(j + 1) is not None and c.w(j + 2) == "'s" and c.free(j + 2):
            arm_k, j = j + 1, j + 3  # "all of FP8's ..."
            num = c.number(j)
            j += num[2] if num else 0
        else:
            num = c.number(j)
            j += num[2] if num else 0
            if num and c.w(j) == "of" and c.free(j) and c.arm_at(j + 1) is not None and c.w(j + 2) == "'s" \
                    and c.free(j + 2):
                arm_k, j = j + 1, j + 3  # "all 50 of FP8's requests"
            elif c.arm_at(j) is not None:
                arm_k, j = j, j + 1  # "all 50 FP8 requests"
        if arm_k is None or c.arm_at(arm_k) is None or c.arm_at(arm_k).arm is None:
            return 0
        if c.w(j) not in _PLURAL or not c.free(j):
            return 0
        v = j + 1
        if c.w(v) not in _SUCCESS or not c.free(v):
            return 0
        end = v + 1
        tail = success_tail(c, end)
        if not tail and c.w(end) not in _END:
            return 0
        end += tail
        arm = c.arm_at(arm_k).arm
        got = [count_core(c, i, end, "failed", Decimal(0), universal=True)]
        if num:
            got.append(_whole(c, i, end, "requests", num[0]))
        c.take(i, end)
        _bind(c, got, arm, arm_k)
        return end - i + count_unit(c, end, got[0])
    # "no FP8 request failed", "no FP8 requests errored", "no FP8 requests timed out", "zero FP8 requests failed"
    if w in ("no", "zero") and c.arm_at(i + 1) is not None and c.w(i + 2) in _NOUNS and c.free(i + 2):
        arm = c.arm_at(i + 1).arm
        if arm is None:
            return 0
        if c.w(i + 3) in ("failed", "errored") and c.free(i + 3):
            end, metric = i + 4, "failed"
        elif c.seq(i + 3, ("timed", "out")):
            end, metric = i + 5, "timed_out"
        else:
            return 0
        if c.w(end) not in _END:
            return 0
        k = count_core(c, i, end, metric, Decimal(0), universal=True)
        _bind(c, [k], arm, i + 1)
        c.take(i, i + 1)
        return end - i + count_unit(c, end, k)
    # "every FP8 request succeeded", "each BF16 request completed successfully"
    if w in ("every", "each") and c.arm_at(i + 1) is not None and c.w(i + 2) in ("request", "prompt", "query") \
            and c.free(i + 2) and c.w(i + 3) in _SUCCESS | {"succeeded"} and c.free(i + 3):
        arm = c.arm_at(i + 1).arm
        if arm is None:
            return 0
        end = i + 4
        tail = success_tail(c, end)
        if not tail and c.w(end) not in _END:
            return 0
        end += tail
        k = count_core(c, i, end, "failed", Decimal(0), universal=True)
        _bind(c, [k], arm, i + 1)
        c.take(i, i + 1)
        return end - i + count_unit(c, end, k)
    # "none of the (50) FP8 requests failed", "none of FP8's (50) requests failed", "48 of 50 BF16 requests
    # succeeded", "48 of BF16's 50 requests completed", "2 of the 50 BF16 requests failed"
    num = (Decimal(0), 0, 1) if w == "none" else c.number(i)
    if num is None or c.w(i + num[2]) != "of" or not c.free(i + num[2]):
        return 0
    j = i + num[2] + 1
    arm_k = None
    if c.arm_at(j) is not None and c.w(j + 1) == "'s" and c.free(j + 1):
        arm_k, j = j, j + 2  # "of FP8's ..."
    else:
        j += c.w(j) == "the" and c.free(j)
    den = c.number(j)
    if den is not None:
        j += den[2]
    if arm_k is None:
        if c.arm_at(j) is None:
            return 0
        arm_k, j = j, j + 1
    a = c.arm_at(arm_k)
    if a is None or a.arm is None or c.w(j) not in _PLURAL or not c.free(j):
        return 0
    verb = c.w(j + 1)
    if not c.free(j + 1):
        return 0
    if verb in ("failed", "errored"):
        metric = "failed"
    elif verb in _SUCCESS and w != "none":
        metric = "completed"
    else:
        return 0
    end = j + 2
    if metric == "completed":
        end += success_tail(c, end)
    if c.w(end) not in _END:
        return 0
    if w == "none":
        got = [count_core(c, i, end, "failed", Decimal(0), universal=True)]
    elif den is None:
        return 0  # "48 of FP8's requests": of how many?
    else:
        got = [_whole(c, i, end, metric, num[0])]
    if den is not None:
        got.append(_whole(c, i, end, "requests", den[0]))
    c.take(i, end)
    _bind(c, got, a.arm, arm_k)
    return end - i + count_unit(c, end, got[0])


def served_of(c, i: int) -> int:
    """"completed 48 of 50 requests", "served 50 of the 50 requests (successfully)" after a success verb: the
    completed count and the count of requests, both of the whole (the subject's arm binds them)."""

    if i <= c.i0 or c.w(i - 1) not in _SERVE and c.w(i - 1) not in _LOST_OF:
        return 0
    lost = c.w(i - 1) in _LOST_OF
    num = c.number(i)
    if num is None or c.w(i + num[2]) != "of" or not c.free(i + num[2]):
        return 0
    j = i + num[2] + 1
    j += c.w(j) == "the" and c.free(j)
    den = c.number(j)
    if den is None:
        return 0
    j += den[2]
    if c.w(j) not in _PLURAL or not c.free(j):
        return 0
    end = j + 1
    metric = "completed"
    if lost:
        # production: lost_of -- "Option B lost 3 of 81 requests (to timeouts / to errors)": the failed requests (those
        # whose error text says they timed out, count_meanings.timeouts), of the requests
        metric = "failed"
        if c.w(end) == "to" and c.w(end + 1) in ("timeouts", "errors", "failures") and c.free(end) and c.free(end + 1):
            metric = "timed_out" if c.w(end + 1) == "timeouts" else "failed"
            end += 2
    elif c.w(end) == "successfully" and c.free(end):
        end += 1
    if c.w(end) not in _END and c.w(end) not in ("for", "in", "on", "across", "each", "per", "under", "("):
        return 0
    if lost and not c.free(i - 1):
        return 0
    got = [_whole(c, i - lost, end, metric, num[0]), _whole(c, i - lost, end, "requests", den[0])]
    c.take(i - lost, end)  # the verb of losing is this frame's (a verb of serving is read as the clause's verb)
    return end - i + count_unit(c, end, got[0])


# --- settling ----------------------------------------------------------------------------------------------
def settle(c) -> None:
    """Bind each coordination of the clause to its counts, or release it (its words then stay unread)."""
    coords = getattr(c, "count_coords", None)
    if not coords:
        return
    r = c.r
    for co in coords:
        if co.subject:
            cores = [x for x in c.cores if x.arm is None and not x.arm_amb]
            if not cores or any(x.kind not in ("count", "fraction") for x in c.cores) or any(
                    x.arm for x in c.cores):
                _release(c, co)
                continue
            co.cores = cores
        why = _why_not(c, co)
        if why:
            _drop(c, co, why)
            continue
        for x in co.cores:
            if co.i1 <= x.i0 and not getattr(x, "restated", None):
                x.restated = (co.i0, co.i1)  # the coordination is justified with the count (grammar.emit)
            copies = [x] + [copy.copy(x) for _ in co.arms[1:]]
            for y, arm in zip(copies, co.arms):
                y.arm, y.arm_amb = arm, (arm,)
                y.together = co.arms  # the arms named together (count_meanings: "A" or "A and B together")
                # "for both A and B", "each of A and B", "either A or B": the count is each arm's own, never the
                # arms' sum ("All 80 requests completed on both TP1 and TP2" of two arms of 40: inconclusive)
                y.each_arm = co.kind in ("both", "each", "either", "neither")
            at = c.cores.index(x) + 1
            c.cores[at:at] = copies[1:]


def _why_not(c, co: Coord) -> str:
    r = c.r
    if not co.cores:
        return "names no count for its arms"
    for x in co.cores:
        metric = x.den_metric if x.kind == "fraction" else x.count
        if x.kind not in ("count", "fraction") or metric not in _METRICS or x.arm or x.arm_amb \
                or getattr(x, "per_unit", "") or getattr(x, "every_request", False):
            return "a count that cannot be bound to each of these arms"
    if co.kind == "either" and not all(getattr(x, "universal", False) for x in co.cores):
        return "'either ... or' is read only after no failure ('no request failed for either A or B')"
    mine = set(range(co.i0, co.i1))
    if any(r.toks[k].kind == "arm" and k not in mine and not r.used[k] for k in range(c.i0, c.i1)):
        return "another arm is named in the clause"
    return ""


def _release(c, co: Coord) -> None:
    for k in range(co.i0, co.i1):
        c.r.used[k] = ""


def _drop(c, co: Coord, why: str) -> None:
    r = c.r
    _release(c, co)
    gone = {id(x) for x in co.cores}
    for x in co.cores:
        for k in range(x.i0, max(x.i1, x.span_end)):
            if r.toks[k].kind != "arm":
                r.used[k] = ""
    c.cores = [x for x in c.cores if id(x) not in gone]
    a, b = r.toks[co.i0].start, r.toks[co.i1 - 1].end
    r.unbound.append((Span(start=a, end=b, text=r.text[a:b]), f"'{r.text[a:b]}': {why}"))


#: the words that say two ("in both runs", "either way", "neither configuration")
_TWO_WORDS = frozenset({"both", "either", "neither"})


def two_word(c, k, arm: str | None) -> str:
    """Production count_two_arms: a count that names no arm ("no requests failed", "all 40 requests completed",
    "40/40 succeeded") in a clause that says two ("in both runs", "across both", "either way", "both runs had no failed requests") with no
    arms named by it, in a witness of other than two arms: which two? The count is not read (why, or "")."""
    n = len(c.r.all_arms)
    if arm is not None or n == 2 or getattr(k, "together", None):
        return ""
    for j in range(c.i0, c.i1):
        if c.r.forms[j] in _TWO_WORDS and c.r.used[j] in ("", "inert"):
            return (f"'{c.r.forms[j]}' says two arms, but the witness has {n}: which "
                    f"{'two' if n > 2 else 'arms'}? (name them)")
    return ""
