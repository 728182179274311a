"""Counts of requests as write-ups state them (production: request_counts -- claimcheck/claims/grammar.lark).

Called from the clause scan (``grammar._Clause.m_count_frame``) before the older count constructs; each
reader returns the number of tokens it consumed (0: not this frame). What each phrase asserts:

* a universal zero (``universal`` on the core): "no requests failed", "none of the requests failed",
  "zero failures / errors", "no errors", "without (any) errors", "every request succeeded", "all requests
  completed successfully", "a 100% success rate", "an error rate of 0%": no request failed, in every arm
  the statement does not narrow to one (the total of failed requests over every run of each arm is 0);
  "timed out" is not read (a timeout is one kind of failure the rows do not always name);
* "N/N requests succeeded", "45/48 requests completed", "3/48 requests failed": the count and its
  denominator (``grammar._fraction``), with the verb that says what was counted;
* a per-unit count: "101 requests per arm", "... in each arm", "in both arms" (every arm); "... per run",
  "in each run" (every arm, one run's count, the same in each run): never the total over arms; "either" / "both"
  say two, and are read only in a witness of exactly two arms (of three, the author may mean any two);
* an arm's noun: "the c32 run" (an arm mention followed by "run" names the arm).

Lengths and runs are read elsewhere (descriptors.py: "ISL/OSL = 256/128"; counts: "over 3 runs"); the
per-request lengths ("each request generated 100 tokens", "128-token outputs", "prompts of 256 tokens")
are read here: an every-request length is two assertions (the min and the max of the completed
requests' token counts are N), a nominal length is the setting ``input_len`` / ``output_len``
(descriptors.check_lengths_from_rows decides it from the rows and the output cap).
"""

from __future__ import annotations

import re
from decimal import Decimal

from claimcheck.claims import slo_phrases as _slo_phrases
from claimcheck.claims.cores import Core, Item
from claimcheck.claims.state_arms import both_states as _both_states
from claimcheck.claims.descriptors import add_fact, hyphen_joined, len_at
from claimcheck.claims.vocabulary import COUNTED_SET_NOUNS, WORKLOAD_STYLE_WORDS
from claimcheck.claims.vocabulary import (ARM_UNIT_PHRASES, COUNT_OK_WORDS, HARDWARE_ARM_NOUNS, NUMBER_WORDS, REQUEST_NOUNS,
                                          SLO_SUBSET_WORDS)

_OUT_NOUNS_FIRST = frozenset({"outputs", "completions", "responses", "generations", "answers", "prompts", "inputs"})
#: the verbs that say a request succeeded
SUCCESS_VERBS = frozenset({"succeeded", "completed", "finished", "succeed", "complete", "finish", "passed"})
#: the verbs that say a request failed ("timed out" is not one: it names a kind of failure)
FAIL_VERBS = frozenset({"failed", "errored", "fail", "error"})
#: the nouns of failures
FAIL_NOUNS = frozenset({"failures", "errors", "failure", "error"})
REQ_NOUNS = REQUEST_NOUNS
#: a request noun before a set's noun ("the 60-request run", "the whole 40-prompt benchmark")
REQ_ONE_NOUNS = frozenset({"request", "prompt", "query", "task"})
#: after a success verb, an informal word that says the request succeeded ("all 100 reqs finished fine")
_FINE = frozenset({"fine", "cleanly", "ok", "okay"})
#: what may follow a success verb for the verb to be the end of the count's clause ("every request completed
#: in under 2 s" is a latency bound, not a count: not read)
_AFTER_SUCCESS = frozenset({"", ",", ".", ";", "!", "and", "successfully", "without", "with", "in", "across", "(",
                            "for", "on", "under", "using"})
#: a noun right after an arm mention that names the arm ("the c32 run", "the c16 configuration")
_ARM_NOUNS = frozenset({"run", "configuration", "config", "setup", "variant"})
_ARM_UNITS = ("arm", "configuration", "config", "setup", "variant", "setting", "condition", "mode",
              # the nouns of what the arms differ in ("No requests failed with either precision", "in both engines")
              "precision", "engine", "framework", "backend", "method", "model", "server", "system", "version", "build",
              "checkpoint", "dtype", "deployment", "stack", *HARDWARE_ARM_NOUNS)
_RUN_UNITS = ("run", "trial", "repetition", "iteration")


def _units(nouns: tuple[str, ...], any_: bool = False, phrases=()) -> tuple[tuple[str, ...], ...]:
    """'per arm', 'in each arm', 'in both arms', 'across all configurations', 'each run' ... (``any_``: 'in any
    run', read only after a universal zero: 'no requests failed in any run'), longest first. ``phrases``: (singular,
    plural) nouns of several words, after "at" too ("at any concurrency level", "at every batch size")."""
    out: list[tuple[str, ...]] = []
    units = [((n,), (n + "s",), ("in", "across", "for", "on", "under", "with")) for n in nouns]
    units += [(tuple(one.split()), tuple(many.split()), ("in", "across", "for", "on", "under", "with", "at"))
              for one, many in phrases]
    for n, pl, preps in units:
        out.append(("per", *n))
        out.append(("each", *n))
        for prep in preps:
            out += [(prep, "each", *n), (prep, "every", *n), (prep, "either", *n), (prep, "both", *pl),
                    (prep, "all", *pl), (prep, "all", "the", *pl), (prep, "both", "the", *pl)]
            if any_:
                out.append((prep, "any", *n))
    return tuple(sorted(set(out), key=len, reverse=True))


_EVERY_ARM = _units(_ARM_UNITS, phrases=ARM_UNIT_PHRASES)
_EVERY_RUN = _units(_RUN_UNITS)
_ANY_ARM = _units(_ARM_UNITS, True, ARM_UNIT_PHRASES)
_ANY_RUN = _units(_RUN_UNITS, True)


#: the words a frame of this module may start with (besides a number or a "1K" length)
_FIRST = ((frozenset({"before", "both", "per", "in", "for", "across", "on", "each", "run", "every", "all", "no", "zero", "none", "without",
                     "a", "an", "success", "completion", "error", "failure", "were", "was", "request", "with", "under",
                     "configuration", "config", "setup", "variant", "timed", "nothing", "over", "at", "vs", "versus", ",", ";"})
           | frozenset(NUMBER_WORDS) | COUNT_OK_WORDS)
          | SUCCESS_VERBS | FAIL_VERBS | _OUT_NOUNS_FIRST)


def count_core(c, i: int, end: int, metric: str, value: Decimal, *, universal: bool = False):
    k = Core("count", i, end, value=value, exact=True, count=metric)
    k.span_end = end
    if universal:
        k.universal = True  # type: ignore[attr-defined]
        k.statistic = "total"
    c.take(i, end)
    c.cores.append(k)
    return k


def count_unit(c, end: int, k) -> int:
    """A per-unit phrase right after a count (``k``, and the counts of its frame: "3 of 48 requests failed per
    arm"): every arm, or every run; returns its length."""
    frame = [x for x in c.cores if x.kind in ("count", "fraction") and x.i0 == k.i0 and x.span_end == k.span_end]
    universal = getattr(k, "universal", False)
    if universal and (c.seq(end, ("either", "way")) or c.seq(end, ("both", "ways"))) and len(c.r.all_arms) == 2:
        # "no failed requests either way (30/30)": in each of the two arms (a witness of exactly two)
        c.take(end, end + 2, "arm")
        c.items.append(_item(end, end + 2))
        for x in frame:
            x.per_unit = "arm"  # type: ignore[attr-defined]
        return 2
    n = before_and_after(c, end, universal and c.w(k.i0) in ("no", "zero", "none", "nothing"))
    if n:
        c.take(end, end + n, "arm")
        c.items.append(_item(end, end + n))
        for x in frame:
            x.per_unit = "arm"  # type: ignore[attr-defined]
            x.quantified = True  # type: ignore[attr-defined]  # each arm's count; one only the arms' sum makes: unclear
        return n
    if c.w(end) not in ("per", "each", "in", "across", "for", "on", "under", "with", "at"):
        return 0
    if c.w(end) == "each" and c.free(end) and c.w(end + 1) in (",", ".", ";", ":", "") and not universal \
            and not any(co.subject for co in getattr(c, "count_coords", ())):
        # "60 requests each, all completed": "each" alone after the count, at its phrase's end: in every arm (a
        # coordinated subject's "each" is count_arms.trailing_each's)
        c.take(end, end + 1, "arm")
        c.items.append(_item(end, end + 1))
        for x in frame:
            x.per_unit = "arm"  # type: ignore[attr-defined]
        return 1
    n = all_n_arms(c, end, universal)
    if n:
        c.take(end, end + n, "arm")
        c.items.append(_item(end, end + n))
        for x in frame:
            x.per_unit = "arm"  # type: ignore[attr-defined]
            x.quantified = True  # type: ignore[attr-defined]
        return n
    if c.w(end + 1) in ("either", "both") and len(c.r.all_arms) != 2:
        return 0  # "in either configuration", "in both runs" say two: in a witness of three arms, which two? not read
    after = c.tok(end + 2) if end + 2 < c.i1 else None
    if (c.w(end + 1) == "both" or universal and c.w(end + 1) == "either") and c.free(end) and c.free(end + 1) \
            and c.w(end) in ("in", "on", "for", "across", "with") \
            and (after is None or after.kind == "punct" and after.text in (",", ".", ";", ")", "!")):
        # production: count_quantifier -- "All 40 requests completed on both.": "both" alone, the two arms of a witness
        # of two (each arm's own count; one only the arms' sum makes is unclear), never an inert word; "either" alone
        # after a universal zero ("with no failed requests in either"): none in the one arm nor in the other
        c.take(end, end + 2, "arm")
        c.items.append(_item(end, end + 2))
        for x in frame:
            x.per_unit = "arm"  # type: ignore[attr-defined]
            x.quantified = True  # type: ignore[attr-defined]
        return 2
    for words in (_ANY_ARM if universal else _EVERY_ARM):
        if c.seq(end, words):
            c.take(end, end + len(words), "arm")
            c.items.append(_item(end, end + len(words)))
            for x in frame:
                x.per_unit = "arm"  # type: ignore[attr-defined]
                # production: count_quantifier -- "on both cards", "in every arm": each arm's own count, but one only
                # the arms' sum makes is unclear (count_meanings.every_arm_total), never false; "per arm" is strict
                x.quantified = words[0] not in ("per", "each")  # type: ignore[attr-defined]
            return len(words)
    n = per_setting_noun(c, end)
    if n:
        # production: count_unit -- "30 prompts per quant": "per" and the noun of a setting every arm declares, each a
        # different value (the witness's own "each quant", grammar.quantified_phrases): each arm's count, strictly
        c.take(end, end + n, "arm")
        c.items.append(_item(end, end + n))
        for x in frame:
            x.per_unit = "arm"  # type: ignore[attr-defined]
            x.quantified = False  # type: ignore[attr-defined]
        return n
    for words in (_ANY_RUN if universal else _EVERY_RUN):
        if c.seq(end, words):
            c.take(end, end + len(words))
            if words[1] in ("both", "either") and len(c.r.all_arms) == 2:
                # "All 50 requests completed in both runs, and the radix run reused ...": in a witness of two arms, the
                # two runs are the arms' (every run of every arm); never the arm a later part of the clause names
                c.items.append(_item(end, end + len(words)))
            for x in frame:
                x.span_end = end + len(words)
                if not getattr(x, "universal", False):
                    x.per_unit = "run"  # type: ignore[attr-defined]
                    x.quantified = words[0] not in ("per", "each")  # type: ignore[attr-defined]  # "in both runs"
            return len(words)
    return 0


#: what a before / after pair of a count may say it is before and after ("both before and after the change")
_CHANGE_NOUNS = frozenset({"change", "fix", "patch", "pr", "upgrade", "update", "commit"})


def before_and_after(c, k: int, zero: bool = False) -> int:
    """Production count_unit: "(both) before and after (the change / this PR / the fix / it)" right after a count
    ("All 200 requests completed successfully both before and after the change"): both arms of a witness of exactly
    two, each arm's own count (the order of the two does not matter to a count said of both); "before or after" after
    a zero ("No requests failed before or after the fix", ``zero``: the count's frame begins "no" / "zero" / "none" /
    "nothing"; "All 200 requests completed before or after the change" is not read). Its length at ``k``, or 0."""
    if len(c.r.all_arms) != 2:
        return 0
    j = k + (c.w(k) == "both" and c.free(k))
    joiners = ("and", "or") if zero and j == k else ("and",)
    if not (_said(c, j) == "before" and c.w(j + 1) in joiners and all(c.free(x) for x in range(j, j + 3))):
        return 0
    after = _said(c, j + 2)
    end = j + 3
    if after != "after":
        t = c.tok(j + 2)
        # "... before and after this PR": one token, the arm the witness names "after this PR"
        if not (t.kind == "arm" and after.split()[:1] == ["after"] and getattr(t, "arm", None) in c.r.all_arms):
            return 0
    elif c.tok(end) is not None and c.tok(end).kind == "arm" and c.free(end) \
            and getattr(c.tok(end), "arm", None) in c.r.all_arms:
        end += 1  # "... before and after this PR": the arm the witness names by it
    elif c.w(end) in ("the", "this", "our", "my") and c.w(end + 1) in _CHANGE_NOUNS and c.free(end) and c.free(end + 1):
        end += 2
    elif c.w(end) == "it" and c.free(end):
        end += 1
    nxt = c.tok(end)
    if nxt is not None and not (nxt.kind == "punct" and nxt.text in (",", ".", ";", ":", "(", "!")):
        return 0  # "before and after the warm-up ran": more than the two arms
    return end - k


def _said(c, x: int) -> str:
    """The word at ``x``, or the lower-case text of an arm token there ("before" where the witness names an arm so)."""
    t = c.tok(x)
    if t is not None and t.kind == "arm":
        return t.text.lower()
    return c.w(x)


def every_unit_at(c, k: int) -> bool:
    """A per-arm or per-run unit at ``k`` ("in both runs", "on both engines", "in each arm", "per config")."""
    return any(c.seq(k, ws) for ws in _EVERY_ARM + _EVERY_RUN)


def per_setting_noun(c, k: int) -> int:
    """Production count_unit: "per" and a setting's singular noun at ``k`` ("30 prompts per quant", "per batch size")
    where the witness says "each <noun>" of its arms (grammar.quantified_phrases: every arm declares that setting, each
    a different value, so the noun's units are the arms); its length, or 0. Where two arms share the value (per quant
    of two engines on one quant: the quant's requests may be both arms' together) nothing is read."""
    if c.w(k) != "per" or not c.free(k):
        return 0
    best = 0
    for words in getattr(c.r, "quantified", ()) or ():
        if len(words) < 2 or words[0] != "each" or words[1] in ("of", "the") or words[1:] in {(u,) for u in _ARM_UNITS}:
            continue
        n = len(words) - 1
        if n > best and c.seq(k + 1, words[1:]) and all(c.free(x) for x in range(k + 1, k + 1 + n)):
            best = n
    return best + 1 if best else 0


def all_n_arms(c, k: int, universal: bool = False) -> int:
    """Production count_unit: "across all three setups", "in all 3 configurations", "for all the three engines", "in
    each of the three configs", "in all of the 3 setups" at ``k``: every arm, where the number is the witness's count
    of arms (of any other number, which arms? not read); after a universal zero (``universal``) "in any of the three
    configs" too ("No failures in any of the three configs"); its length, or 0."""
    if c.w(k) not in ("in", "across", "for", "on", "under", "with") or not c.free(k):
        return 0
    q = c.w(k + 1)
    if q in ("each", "any") and c.w(k + 2) == "of" and c.w(k + 3) == "the" and (q == "each" or universal) \
            and all(c.free(x) for x in range(k + 1, k + 4)):
        j = k + 4  # "in each of the three configs", "in any of the three configs" (a universal zero only)
    elif q != "all" or not c.free(k + 1):
        return 0
    elif c.w(k + 2) == "of" and c.w(k + 3) == "the" and c.free(k + 2) and c.free(k + 3):
        j = k + 4  # "in all of the three configs"
    else:
        j = k + 2 + (c.w(k + 2) == "the" and c.free(k + 2))
    num = c.number(j)
    if num is None or num[1] or not all(c.free(x) for x in range(j, j + num[2])):
        return 0
    j += num[2]
    if c.w(j) not in {u + "s" for u in _ARM_UNITS} or not c.free(j) or num[0] != len(c.r.all_arms):
        return 0
    return j + 1 - k


def unit_before_verb(c, k: int) -> tuple[int, str, bool]:
    """Production count_unit: a per-unit phrase between a count's request noun and its verb, at ``k`` ("All 50
    requests per configuration completed", "All 40 requests in each of the three configurations completed", "All 20
    requests per run completed"): (its length, the unit "arm" or "run", whether it quantifies rather than divides:
    "in every arm" vs "per arm"), or (0, "", False). As after the verb: "both" / "either" only in a witness of two
    arms, a number of arms only the witness's; what follows must be a success verb (the caller checks it)."""
    if c.w(k) not in ("per", "in", "across", "for", "on", "under", "with", "at") or not c.free(k):
        return 0, "", False
    if c.w(k + 1) in ("either", "both") and len(c.r.all_arms) != 2:
        return 0, "", False
    n = all_n_arms(c, k)
    if n:
        return n, "arm", True
    for unit, table in (("arm", _EVERY_ARM), ("run", _EVERY_RUN)):
        for words in table:
            if c.seq(k, words) and all(c.free(x) for x in range(k, k + len(words))):
                return len(words), unit, words[0] not in ("per", "each")
    return 0, "", False


def _item(a: int, b: int):
    return Item("subject_all", a, b)


def success_tail(c, j: int) -> int:
    """After a success verb: "successfully", "without (any) errors", "with no errors", "fine", "cleanly"; its
    length."""
    if (c.w(j) == "successfully" or c.w(j) in _FINE) and c.free(j):
        return 1
    n = _without_errors(c, j)
    return n


def _without_errors(c, j: int) -> int:
    if c.w(j) == "without" and c.free(j):
        k = j + 1
        if c.seq(k, ("a", "single")):
            k += 2
        elif c.w(k) == "any" and c.free(k):
            k += 1
        if c.w(k) in ("request", "requests") and c.free(k):
            k += 1
        if c.w(k) in FAIL_NOUNS and c.free(k):
            return k + 1 - j
        return 0
    if c.seq(j, ("with", "no")) or c.seq(j, ("with", "zero")):
        k = j + 2
        if c.w(k) in ("request",) and c.free(k):
            k += 1
        if c.w(k) in FAIL_NOUNS and c.free(k):
            return k + 1 - j
    return 0


def _pct(c, i: int) -> Decimal | None:
    t = c.tok(i)
    if t is None or t.kind != "num" or t.value is None or not c.free(i) or c.w(i + 1) not in ("%", "percent") \
            or not c.free(i + 1):
        return None
    return t.value


def read(c, i: int) -> int:
    """One request-count frame at token i, or 0."""
    w = c.w(i)
    if not c.free(i):
        return 0
    t = c.tok(i)
    before = t is not None and t.kind == "arm" and t.text.lower() == "before"  # an arm the witness names "before"
    if w not in _FIRST and (t is None or t.kind not in ("num", "ident")) and not before:
        return 0  # the first word of no frame here (a quick test: the scan calls this at every free token)
    if w in ("per", "in", "for", "across", "on", "each", "under", "with", "at", "both", "before") or before:
        n = after_count(c, i)
        if n:
            return n
    n = over_requests(c, i) or nothing_failed(c, i) or failed_count(c, i) or all_done_after(c, i) or each_done(c, i) \
        or gapped_fraction(c, i)
    if n:
        return n
    n = read_length(c, i) or each_with_length(c, i)
    if n:
        return n
    # an arm's noun: "the c32 run had no failed requests"
    if w in _ARM_NOUNS and i > c.i0 and c.tok(i - 1) is not None and c.tok(i - 1).kind == "arm":
        c.r.used[i] = "inert"
        return 1
    # the verb after a fraction of requests: "48/48 requests succeeded", "3/48 requests failed"
    timed = w == "timed" and c.w(i + 1) == "out" and c.free(i + 1)
    if (w in SUCCESS_VERBS or w in FAIL_VERBS or timed or (w in ("were", "was") and c.w(i + 1) == "successful")
            or w in COUNT_OK_WORDS) and c.cores:
        k = c.cores[-1]
        if k.kind == "fraction" and k.den_metric == "requests" and k.span_end == i:
            end = i + 1 + (w in ("were", "was") or timed)
            if timed:
                k.count = "timed_out"  # "3/48 requests timed out"
            elif w in FAIL_VERBS:
                k.count = "failed"
            elif c.w(end) not in _AFTER_SUCCESS:
                return 0
            else:
                end += success_tail(c, end)
            c.take(i, end)
            k.span_end = k.i1 = end
            return end - i + count_unit(c, end, k)
    # "zero failures", "no errors", "0 errors", "zero failed requests", "no request failures"
    t = c.tok(i)
    if w in ("no", "zero") or (t is not None and t.kind == "num" and t.value == 0 and t.decimals == 0):
        j = i + 1
        if c.w(j) in ("request",) and c.free(j) and c.w(j + 1) in FAIL_NOUNS:
            j += 1
        if c.w(j) == "timeouts" and c.free(j) and j == i + 1:
            k = count_core(c, i, j + 1, "timed_out", Decimal(0), universal=True)  # "no timeouts", "zero timeouts"
            return j + 1 - i + count_unit(c, j + 1, k)
        if w == "no" and c.w(j) in REQ_NOUNS and c.free(j) and c.seq(j + 1, ("timed", "out")):
            k = count_core(c, i, j + 3, "timed_out", Decimal(0), universal=True)  # "no requests timed out"
            return j + 3 - i + count_unit(c, j + 3, k)
        if c.w(j) in ("failures", "errors") and c.free(j):
            end = j + 1
            if c.w(end) in ("occurred", "were") and c.free(end):
                end += 1 + (c.w(end) == "were" and c.w(end + 1) in ("seen", "observed", "recorded", "reported"))
            k = count_core(c, i, end, "failed", Decimal(0), universal=True)
            u = count_unit(c, end, k)
            return end - i + u + all_done(c, end, end + u)  # "zero failures on either GPU (16/16 each)"
        if c.w(j) == "failed" and c.w(j + 1) in REQ_NOUNS and c.free(j) and c.free(j + 1):
            end = j + 2
            k = count_core(c, i, end, "failed", Decimal(0), universal=True)
            u = count_unit(c, end, k)
            return end - i + u + all_done(c, end, end + u)
        # "no failed requests in either run (100/100)": every request of each run completed, N of N
        # "no requests failed", "no request errored", "zero requests failed", "0 requests failed"
        if c.w(j) in REQ_NOUNS and c.free(j) and c.w(j + 1) in ("failed", "errored") and c.free(j + 1):
            end = j + 2
            k = count_core(c, i, end, "failed", Decimal(0), universal=True)
            u = count_unit(c, end, k)
            return end - i + u + all_done(c, end, end + u)
        if w in ("no", "zero"):
            return 0
    # "3 of the 48 requests timed out", "none of the 48 requests timed out", "none of the requests timed out"
    num = c.number(i) if w != "none" else (Decimal(0), 0, 1)
    if num is not None and not num[1] and c.w(i + num[2]) in REQ_NOUNS and c.free(i + num[2]):
        n = _slo_phrases.read_violations(c, i, num[0], None, i + num[2])  # "2 requests violate the 40 ms TPOT SLO"
        if n:
            return n + count_unit(c, i + n, c.cores[-1])
    if num is not None and c.w(i + num[2]) == "of" and c.free(i + num[2]):
        j = c.skip_the(i + num[2] + 1)
        den = c.tok(j)
        has_den = den is not None and den.kind == "num" and den.value is not None and c.free(j)
        q = j + has_den
        # production: slo_violations_subset -- "60 of the 76 completed c64 requests violate the 1000 ms TTFT SLO": the
        # completed requests only (the failed ones set aside by the words), an arm of their own at most
        sub_q, sub_arm = q, None
        if has_den and c.w(q) in SLO_SUBSET_WORDS and c.free(q):
            sub_q = q + 1
            a = c.arm_at(sub_q)
            if a is not None and len(a.arms) == 1:
                sub_arm, sub_q = a.arms[0], sub_q + 1
        elif has_den and c.w(q) in REQ_NOUNS and c.free(q) and c.w(q + 1) == "that" and c.w(q + 2) in SLO_SUBSET_WORDS \
                and c.free(q + 1) and c.free(q + 2):
            sub_q = q + 2  # "60 of the 76 requests that completed violate ...": the relative clause ends the noun phrase
        if sub_q > q and (c.w(sub_q) in REQ_NOUNS or c.w(sub_q) == "ones" or sub_q == q + 2 and c.w(q + 1) == "that") \
                and c.free(sub_q) and not num[1]:
            n = _slo_phrases.read_violations(c, i, num[0], den.value, sub_q, completed=True, arm=sub_arm)
            if n:
                if sub_arm is not None:
                    c.r.used[q + 1] = "arm"
                k = next(x for x in reversed(c.cores) if x.count.startswith(_slo_phrases.SLO_COUNT_PREFIX))
                return n + count_unit(c, i + n, k)
        if c.w(q) in REQ_NOUNS and c.free(q) and not num[1]:
            # "3 of the 16 requests violate the 40 ms TPOT SLO" (production slo_violations)
            n = _slo_phrases.read_violations(c, i, num[0], den.value if has_den else None, q)
            if n:
                k = next(x for x in reversed(c.cores) if x.count.startswith(_slo_phrases.SLO_COUNT_PREFIX))
                return n + count_unit(c, i + n, k)
        if c.w(q) in REQ_NOUNS and c.free(q) and c.seq(q + 1, ("timed", "out")) and (has_den or w == "none"):
            end = q + 3
            k = count_core(c, i, end, "timed_out", num[0], universal=not has_den)
            if has_den:
                k.whole = True  # type: ignore[attr-defined]
                d = Core("count", i, end, value=den.value, exact=True, count="requests")
                d.span_end = end
                d.whole = True  # type: ignore[attr-defined]
                c.cores.append(d)
            return end - i + count_unit(c, end, k)
    # "none of the requests failed" (no number: "none of the 48 requests failed" is natural_count's)
    if w == "none" and c.seq(i + 1, ("of", "the")) and c.w(i + 3) in REQ_NOUNS and c.free(i + 3) \
            and c.w(i + 4) in ("failed", "errored") and c.free(i + 4):
        end = i + 5
        k = count_core(c, i, end, "failed", Decimal(0), universal=True)
        return end - i + count_unit(c, end, k)
    # "every request succeeded", "each request completed successfully", "all requests completed without errors"
    if w in ("every", "each", "all") and c.w(i + 1) in REQ_NOUNS and c.free(i + 1):
        if (w == "all") != (c.w(i + 1) in ("requests", "prompts", "queries")):
            return 0
        j = i + 2
        if c.w(j) in ("were", "was") and c.w(j + 1) in ("successful", "completed") and c.free(j):
            j += 1
        if c.w(j) in SUCCESS_VERBS | {"successful"} and c.free(j):
            end = j + 1
            tail = success_tail(c, end)
            if not tail and c.w(end) not in _AFTER_SUCCESS:
                return 0  # "every request completed in under 2 s": a latency, not a count
            if not tail and c.w(end) in ("in", "across", "for", "on", "with", "under", "using") and not any(
                    c.seq(end, ws) for ws in _ANY_ARM + _ANY_RUN) and not (
                    c.w(end) in ("for", "in", "on", "with", "using") and (c.arm_at(c.skip_the(end + 1)) is not None or (
                        c.w(end + 1) in ("both", "either") and c.arm_at(c.skip_the(end + 2)) is not None))) \
                    and not _both_states(c, end):  # "every request completed with and without speculation"
                return 0  # "every request completed for A", "... with both (the) A and (the) B": the arm phrase binds it
            end += tail
            k = count_core(c, i, end, "failed", Decimal(0), universal=True)
            u = count_unit(c, end, k)
            return end - i + u + all_done(c, end, end + u)  # "every request completed on both cards (16/16)"
        return 0
    # "completed without errors" / "without a single failure" / "with no errors" standing alone after a request
    # count or its verb ("c16 served 101 requests with no errors")
    if w in ("without", "with"):
        n = _without_errors(c, i)
        if n and i > c.i0 and (c.r.used[i - 1] or c.w(i - 1) in SUCCESS_VERBS):
            k = count_core(c, i, i + n, "failed", Decimal(0), universal=True)
            return n + count_unit(c, i + n, k)
        return 0
    # "100% of (the) requests succeeded", "0% of requests failed"
    p = _pct(c, i)
    if p is not None and c.w(i + 2) == "of" and c.free(i + 2):
        j = i + 3 + (c.w(i + 3) == "the" and c.free(i + 3))
        verb = c.w(j + 1)
        if c.w(j) in ("requests", "prompts", "queries") and c.free(j) and c.free(j + 1) and (
                (p == 100 and verb in SUCCESS_VERBS and (c.w(j + 2) in _AFTER_SUCCESS - {
                    "in", "across", "for", "on", "with", "(", "under", "using"} or every_unit_at(c, j + 2)))
                or (p == 0 and verb in ("failed", "errored"))):
            end = j + 2
            if p == 100:
                end += success_tail(c, end)
            k = count_core(c, i, end, "failed", Decimal(0), universal=True)
            return end - i + count_unit(c, end, k)
        return 0
    # "all 202 requests were served / were processed / were successful"
    if w == "all" and c.free(i + 1) and c.tok(i + 1) is not None and c.tok(i + 1).kind == "num" \
            and c.tok(i + 1).value is not None and c.w(i + 2) in ("requests", "prompts", "queries") and c.free(i + 2) \
            and c.w(i + 3) in ("were",) and c.free(i + 3) and c.free(i + 4) and c.w(i + 4) in (
                "served", "processed", "handled", "answered", "completed", "successful", "successfully") \
            and (c.w(i + 5) in _AFTER_SUCCESS - {"in", "across", "for", "on", "with", "(", "under", "using"}
                 or every_unit_at(c, i + 5)):  # "... were served in both runs": each arm's, never a time
        end = i + 5 + (c.w(i + 4) == "successfully" and c.w(i + 5) in ("served", "processed", "handled", "completed",
                                                                      "answered"))
        if c.w(i + 4) == "successfully" and end == i + 5:
            return 0
        end += success_tail(c, end)
        k = count_core(c, i, end, "failed", Decimal(0), universal=True)
        n = Core("count", i, end, value=c.tok(i + 1).value, exact=True, count="requests")
        n.span_end = end
        n.whole = True  # type: ignore[attr-defined]
        c.cores.append(n)
        return end - i + count_unit(c, end, k)
    # "a 100% success rate", "an error rate of 0%", "a 0% failure rate", "success rate: 100%", "request success
    # rate: 100%"
    j = i + (w in ("a", "an"))
    if c.w(j) == "request" and c.free(j) and c.w(j + 1) in ("success", "completion", "error", "failure"):
        j += 1
    p = _pct(c, j)
    if p is not None and c.w(j + 2) == "request" and c.free(j + 2) and c.w(j + 4) == "rate" and c.w(j + 3) in (
            "success", "completion", "error", "failure") and c.free(j + 3) and c.free(j + 4):
        end = j + 5  # "a 100% request success rate"
        if (p == 100) != (c.w(j + 3) in ("success", "completion")) or p not in (0, 100):
            return 0
        k = count_core(c, i, end, "failed", Decimal(0), universal=True)
        return end - i + count_unit(c, end, k)
    if p is not None:
        if c.w(j + 2) in ("success", "completion") and c.w(j + 3) == "rate" and p == 100 and c.free(j + 2) \
                and c.free(j + 3):
            end = j + 4
        elif c.w(j + 2) in ("error", "failure") and c.w(j + 3) == "rate" and p == 0 and c.free(j + 2) and c.free(j + 3):
            end = j + 4
        else:
            return 0
        k = count_core(c, i, end, "failed", Decimal(0), universal=True)
        return end - i + count_unit(c, end, k)
    if c.w(j) in ("success", "completion", "error", "failure") and c.w(j + 1) == "rate" and c.free(j) \
            and c.free(j + 1):
        k2 = j + 2
        if c.w(k2) in ("of", "was", "is", ":", "=") and c.free(k2):
            k2 += 1
        p = _pct(c, k2)
        want = 100 if c.w(j) in ("success", "completion") else 0
        if p is None or p != want:
            return 0
        end = k2 + 2
        k = count_core(c, i, end, "failed", Decimal(0), universal=True)
        return end - i + count_unit(c, end, k)
    return 0


def _paren_tail(c, q: int) -> int | None:
    """Inside "(16/16 ...)" after the fraction, up to its ")": what restates it of every arm -- a request noun, a
    success word ("ok", "succeeded", "completed"), a unit of the two arms ("on both", "both weeks", "in each run",
    "each", "either way"): the tokens up to the ")" (0: the ")" right away), or None where anything else stands."""
    k = q
    k += c.w(k) in REQ_NOUNS and c.free(k)
    k += (c.w(k) in SUCCESS_VERBS or c.w(k) in COUNT_OK_WORDS or c.w(k) in _FINE) and c.free(k)
    if c.w(k) in ("on", "in", "for", "across", "with") and c.free(k):
        k += 1
        if c.w(k) not in ("both", "each", "every", "either"):
            return None
    if c.w(k) in ("both", "each", "every", "either") and c.free(k):
        if c.w(k) in ("both", "either") and len(c.r.all_arms) != 2:
            return None
        k += 1
        if c.w(k) != ")" and c.tok(k) is not None and c.tok(k).kind == "word" and c.free(k):
            k += 1  # "both weeks", "each run", "either way"
    return k - q if c.w(k) == ")" and all(c.free(x) for x in range(q, k + 1)) else None


def all_done(c, unit_at: int, p: int, unit: str = "") -> int:
    """Production request_counts: "(100/100)" right after a universal zero of failures and its per-run or per-arm unit
    ("no failed requests in either run (100/100)"): every request completed, N of N, in each run (each arm); the
    two numbers equal whole numbers. With no unit before it (per arm? in total?) it is not read; returns its
    length."""
    if c.w(p) != "(" or not c.free(p) or (p == unit_at and not unit):
        return 0
    t1, t2 = c.tok(p + 1), c.tok(p + 3)
    if t1 is None or t2 is None or t1.kind != "num" or t2.kind != "num" or c.w(p + 2) != "/" \
            or not all(c.free(x) for x in range(p, p + 4)):
        return 0
    tail = _paren_tail(c, p + 4)  # "(16/16 ok on both)", "(12/12 both weeks)": the same of each arm, restated
    if tail is None:
        return 0
    if t1.value is None or t1.value != t2.value or t1.decimals or t2.decimals or t1.value <= 0:
        return 0
    if not unit:
        words = {c.w(x) for x in range(unit_at, p)}
        unit = "run" if words & {u for n in _RUN_UNITS for u in (n, n + "s")} else (
            "arm" if words & {u for n in (*_ARM_UNITS, "way") for u in (n, n + "s")} else "")
    if not unit:
        return 0
    end = p + 5 + tail
    f = Core("fraction", p, end, value=t1.value, exact=True, count="completed", denominator=t2.value,
             den_metric="requests")
    f.span_end = end
    f.per_unit = unit  # type: ignore[attr-defined]
    c.take(p, end)
    c.cores.append(f)
    return end - p


def _whole_fraction(c, i: int) -> tuple[Decimal, Decimal] | None:
    """"N/M" at token ``i``: two whole numbers, N at most M, M above 0, its three tokens free: (N, M), or None."""
    t1, t2 = c.tok(i), c.tok(i + 2)
    if t1 is None or t2 is None or t1.kind != "num" or t2.kind != "num" or c.w(i + 1) != "/" or t1.value is None \
            or t2.value is None or t1.decimals or t2.decimals or t2.value <= 0 or t1.value > t2.value \
            or not all(c.free(x) for x in range(i, i + 3)):
        return None
    return t1.value, t2.value


def each_done(c, i: int) -> int:
    """Production request_counts: ", 40/40 each" right after a universal zero of failures and a comma ("zero failed
    requests in any of the three configs, 40/40 each", "No failed requests, 50/50 each"): every request completed, N of
    N, in each arm (in each run where the zero's words name runs: "in any run, 20/20 each"); the two numbers equal whole
    numbers, "each" at the phrase's end; the zero names no one arm. Its length, or 0."""
    if c.w(i - 1) != "," or i < c.i0 + 2 or not c.cores or c.w(i + 1) != "/" or c.w(i + 3) != "each":
        return 0
    k = c.cores[-1]
    if k.kind != "count" or k.count != "failed" or not getattr(k, "universal", False) or k.value != 0 or k.arm \
            or k.span_end > i - 1 or not all(c.r.used[q] for q in range(k.span_end, i - 1)):
        return 0
    got = _whole_fraction(c, i)
    if got is None or got[0] != got[1] or not c.free(i + 3):
        return 0
    end = i + 4
    if end < c.i1 and c.w(end) not in (".", ",", ";", ")", "!"):
        return 0
    words = {c.w(x) for x in range(k.i0, i)}
    unit = "run" if words & {u for n in _RUN_UNITS for u in (n, n + "s")} else "arm"
    f = Core("fraction", i, end, value=got[0], exact=True, count="completed", denominator=got[1],
             den_metric="requests")
    f.span_end = end
    f.per_unit = unit  # type: ignore[attr-defined]
    c.take(i, end)
    c.cores.append(f)
    return end - i


#: the prepositions of an arm after a count of requests ("3/60 requests failed with A")
_COUNT_ARM_PREPS = frozenset({"with", "on", "for", "under", "using"})


def gapped_fraction(c, i: int) -> int:
    """Production request_counts: "vs 0/50 with B" / ", 0/50 on B" / "; 0/50 with B" right after "N/M requests failed
    (completed) with A" ("4/60 requests failed with A vs 1/60 with B"): the same count of the other arm, its verb left
    out. Each fraction binds the one arm after it (two different arms, each of one name); the second fraction ends the
    clause or is followed by punctuation. Its length (from the joiner at ``i``), or 0."""
    if c.w(i) not in ("vs", "versus", ",", ";") or not c.free(i) or not c.cores:
        return 0
    k = next((x for x in reversed(c.cores) if x.kind == "fraction"), None)
    if k is None or k.count not in ("failed", "completed", "timed_out") or k.den_metric != "requests":
        return 0
    p = i - 2  # the first arm's preposition: free, or read with the arm by the count's own frame ("... failed with A")
    a1 = c.tok(p + 1)
    if c.w(p) not in _COUNT_ARM_PREPS or a1 is None or a1.kind != "arm" or len(getattr(a1, "arms", ()) or ()) != 1:
        return 0
    if not (k.arm is None and k.span_end == p and c.free(p) and c.free(p + 1)) \
            and not (k.arm == a1.arms[0] and k.span_end == i and c.r.used[p + 1] == "arm"):
        return 0
    got = _whole_fraction(c, i + 1)
    if got is None:
        return 0
    q = i + 4
    a2 = c.arm_at(q + 1)
    if c.w(q) not in _COUNT_ARM_PREPS or not c.free(q) or a2 is None or len(a2.arms) != 1 or a2.arms[0] == a1.arms[0]:
        return 0
    end = q + 2
    if end < c.i1 and c.w(end) not in (".", ",", ";", "!", ")"):
        return 0
    if any(x.arm for x in c.cores if not (x.i0 == k.i0 and x.span_end == k.span_end)) or any(c.tok(x) is not None and c.tok(x).kind == "arm" and x not in (p + 1, q + 1)
                                         for x in range(c.i0, c.i1)):
        return 0  # another arm in the clause: whose count is which? not read
    for x in c.cores:
        if x.kind in ("count", "fraction") and x.i0 == k.i0 and x.span_end == k.span_end:
            x.arm, x.arm_amb = a1.arms[0], (a1.arms[0],)
    f = Core("fraction", i + 1, i + 4, value=got[0], exact=True, count=k.count, denominator=got[1],
             den_metric="requests")
    f.span_end = end
    f.arm, f.arm_amb = a2.arms[0], (a2.arms[0],)
    c.take(p, p + 1)
    c.r.used[p + 1] = "arm"
    c.take(i + 1, end)
    c.r.used[i] = "inert"
    c.r.used[q + 1] = "arm"
    c.cores.append(f)
    return end - i


def after_count(c, end: int) -> int:
    """A per-unit phrase right after the count the older constructs just read ("101 requests per arm")."""
    if not c.cores:
        return 0
    k = c.cores[-1]
    if k.kind not in ("count", "fraction") or k.span_end != end or k.count not in (
            "requests", "completed", "failed", "tasks", "prompt_tokens", "completion_tokens"):
        return 0
    return count_unit(c, end, k)


# --- per-request lengths ---------------------------------------------------------------------------------
#: nouns of a request's output / prompt
_OUT_NOUNS = frozenset({"outputs", "completions", "responses", "generations", "output", "completion", "response",
                        "generation", "answers"})
_IN_NOUNS = frozenset({"prompts", "inputs", "prompt", "input"})
#: a whole kilo length and "-token" in one word ("8k-token", "32K-token"): production kilo_token_length ("1.2K-token":
#: 1200 or 1228.8 tokens? left unread, tests/claims/test_claims_numbers.py)
_KILO_TOKEN = re.compile(r"^([1-9]\d*[km])-token$")
#: verbs of an every-request length: "each request generated 100 tokens", "every prompt had 256 tokens"
_LEN_VERBS = frozenset({"generated", "produced", "returned", "received", "decoded", "emitted", "had", "got",
                        "yielded", "was", "contained", "used"})
_OUT_KINDS = frozenset({"output", "completion", "new", "generated", "decode", "decoded"})
_IN_KINDS = frozenset({"prompt", "input"})


def _n_tokens(c, k: int) -> tuple[str, Decimal | None, int] | None:
    """A length at k: ("256", 256, next) for a whole number, ("1K", None, next) for "1K"/"2k" (its value is
    1000 or 1024: a nominal length only)."""
    got = len_at(c, k)
    if got is None:
        return None
    t = c.tok(k)
    return got[0], (t.value if t.kind == "num" else None), got[1]


def read_length(c, i: int) -> int:
    w = c.w(i)
    # every-request length: "each request generated 100 tokens", "every prompt had 256 tokens",
    # "each request had 256 prompt tokens", "each response was 128 tokens"
    if w in ("each", "every") and c.free(i + 1) and c.w(i + 1) in ("request", "query", "prompt", "response",
                                                                    "output", "completion"):
        subj = c.w(i + 1)
        j = i + 2
        own = None
        if c.w(j) in ("in", "of", "on", "for", "from") and c.free(j) and c.arm_at(j + 1) is not None:
            own = c.arm_at(j + 1)  # "every request in c16 produced 128 output tokens"
            j += 2
        if c.w(j) not in _LEN_VERBS or not c.free(j):
            return 0
        if c.w(j) in ("was", "had", "contained", "used") and subj in ("request", "query") and c.w(j + 2) not in (
                _OUT_KINDS | _IN_KINDS):
            return 0  # "each request had 100 tokens": prompt or output? not read
        n = _n_tokens(c, j + 1)
        if n is None or n[1] is None:
            return 0
        k = n[2]
        kind = None
        if c.w(k) in _OUT_KINDS | _IN_KINDS and c.free(k):
            kind = "in" if c.w(k) in _IN_KINDS else "out"
            k += 1
        if c.w(k) not in ("tokens", "token") or not c.free(k):
            return 0
        if kind is None:
            kind = "in" if subj == "prompt" else "out"
        elif (kind == "in") != (subj == "prompt") and subj != "request" and subj != "query":
            return 0  # "each prompt generated 100 output tokens": not read
        end = k + 1
        metric = "request_prompt_tokens" if kind == "in" else "request_output_tokens"
        for stat in ("min", "max"):
            x = Core("count", i, end, value=n[1], exact=True, count=metric, statistic=stat)
            x.span_end = end
            x.every_request = True  # type: ignore[attr-defined]
            if own is not None:
                x.arm, x.arm_amb = own.arm, own.arms
            c.cores.append(x)
        c.take(i, end)
        if own is not None:
            c.r.used[i + 3] = "arm"
        return end - i
    # production: kilo_token_length  ("on 8k-token prompts", "2K-token outputs": a kilo length glued to "-token" in one
    # word by the tokenizer; the nominal length "8K" (8000 or 8192, descriptors.stated_lengths) as "8192-token prompts")
    m = _KILO_TOKEN.match(w)
    if m and c.tok(i).kind == "ident" and c.free(i) and c.free(i + 1) and c.w(i + 1) in _OUT_NOUNS | _IN_NOUNS:
        key = "input_len" if c.w(i + 1) in _IN_NOUNS else "output_len"
        c.take(i, i + 2)
        add_fact(c, "setting", key, m.group(1).upper(), i, i + 2)
        return 2
    # nominal lengths: "128-token outputs", "1K-token prompts"
    n = _n_tokens(c, i)
    if n is not None:
        k = n[2]
        if c.w(k) == "token" and c.free(k) and hyphen_joined(c, k) and c.free(k + 1) and c.w(k + 1) in _OUT_NOUNS | _IN_NOUNS:
            key = "input_len" if c.w(k + 1) in _IN_NOUNS else "output_len"
            c.take(i, k + 2)
            add_fact(c, "setting", key, n[0], i, k + 2)
            return k + 2 - i
        # "256 input / 128 output tokens", "256 prompt and 128 output tokens", "256 input tokens / 128 output tokens"
        if c.w(k) in _IN_KINDS and c.free(k):
            q = k + 1 + (c.w(k + 1) == "tokens" and c.free(k + 1))
            if c.w(q) in ("/", "and", ",") and c.free(q):
                m = _n_tokens(c, q + 1)
                if m is not None and c.w(m[2]) in ("output", "completion", "generated") and c.free(m[2]) \
                        and c.w(m[2] + 1) == "tokens" and c.free(m[2] + 1):
                    end = m[2] + 2
                    c.take(i, end)
                    add_fact(c, "setting", "input_len", n[0], i, end)
                    add_fact(c, "setting", "output_len", m[0], i, end)
                    return end - i
        # "128 output tokens per request", "256 prompt tokens per request"
        if c.w(k) in _OUT_KINDS | _IN_KINDS and c.w(k + 1) == "tokens" and c.seq(k + 2, ("per", "request")) \
                and c.free(k):
            key = "input_len" if c.w(k) in _IN_KINDS else "output_len"
            end = k + 4
            c.take(i, end)
            add_fact(c, "setting", key, n[0], i, end)
            return end - i
        return 0
    # production: article_length  ("for an input of 35 tokens and an output of 250 tokens": one request's prompt /
    # output said in the singular with its article, the nominal length as "prompts of 35 tokens")
    if w in ("a", "an") and c.w(i + 1) in _OUT_NOUNS | _IN_NOUNS and not c.w(i + 1).endswith("s") \
            and c.free(i + 1) and c.w(i + 2) == "of" and c.free(i + 2):
        m = _n_tokens(c, i + 3)
        if m is not None and c.w(m[2]) == "tokens" and c.free(m[2]):
            key = "input_len" if c.w(i + 1) in _IN_NOUNS else "output_len"
            end = m[2] + 1
            c.take(i, end)
            add_fact(c, "setting", key, m[0], i, end)
            return end - i
        return 0
    # "prompts of 256 tokens", "outputs of 128 tokens"
    if w in _OUT_NOUNS | _IN_NOUNS and w.endswith("s") and c.w(i + 1) == "of" and c.free(i + 1):
        m = _n_tokens(c, i + 2)
        if m is not None and c.w(m[2]) == "tokens" and c.free(m[2]):
            key = "input_len" if w in _IN_NOUNS else "output_len"
            end = m[2] + 1
            c.take(i, end)
            add_fact(c, "setting", key, m[0], i, end)
            return end - i
    return 0


def each_with_length(c, i: int) -> int:
    """Production request_length: ", each with 256 output tokens" right after a count of requests and a comma ("All 50
    requests per configuration completed, each with 256 output tokens"): every completed request's output (prompt)
    tokens, as "each request generated 256 output tokens" (the min and the max of each arm's completed requests).
    The kind of token must be said ("each with 256 tokens": prompt or output? not read), and no arm may be named in
    the clause (the count's arm would be the length's: "on A, each with ..." is left unread)."""
    if c.w(i) != "each" or c.w(i + 1) != "with" or c.w(i - 1) != "," or not c.free(i) or not c.free(i + 1) \
            or not c.cores or i < c.i0 + 2:
        return 0
    k = c.cores[-1]
    if k.kind not in ("count", "fraction") or k.count not in ("requests", "completed", "failed", "tasks") \
            or k.span_end > i - 1 or not all(c.r.used[q] for q in range(k.span_end, i - 1)):
        return 0
    if not any(x.kind in ("count", "fraction") and x.i0 == k.i0 and x.count in ("requests", "completed", "tasks")
               and x.value > 0 for x in c.cores):
        return 0  # "No requests failed, each with ...": of what? only after a count of the requests themselves
    if any(x.arm for x in c.cores) or any(c.tok(x) is not None and c.tok(x).kind == "arm" for x in range(c.i0, c.i1)):
        return 0
    n = _n_tokens(c, i + 2)
    if n is None or n[1] is None:
        return 0
    q = n[2]
    if not (c.w(q) in _OUT_KINDS | _IN_KINDS and c.free(q) and c.w(q + 1) == "tokens" and c.free(q + 1)):
        return 0
    end = q + 2
    metric = "request_prompt_tokens" if c.w(q) in _IN_KINDS else "request_output_tokens"
    for stat in ("min", "max"):
        x = Core("count", i, end, value=n[1], exact=True, count=metric, statistic=stat)
        x.span_end = end
        x.every_request = True  # type: ignore[attr-defined]
        c.cores.append(x)
    c.take(i, end)
    return end - i


# --- whole-set counts, "nothing failed", "N requests failed", label fractions ---------------------------------
def over_requests(c, i: int) -> int:
    """Production request_counts: "Across all 80 requests, no failures were observed", "no errors over the 100
    requests", "in all 64 requests": the count of the whole set (requests = N, said of the whole: per arm or in
    total, count_meanings.py), at the clause's start before a comma, or right after another count of its frame."""
    if c.w(i) not in ("across", "over", "in") or not c.free(i):
        return 0
    prev = c.cores[-1] if c.cores else None
    after = prev is not None and prev.kind in ("count", "fraction") and prev.count in ("failed", "completed", "timed_out") \
        and prev.span_end <= i and all(c.r.used[x] for x in range(prev.span_end, i))
    if after and c.w(i + 1) == "the":
        # production: count_quantifier -- "Zero failed requests on either version across the 60-request run": the run
        # each arm made of that many requests (whole_run.object_at's set); each arm's own, one only the arms' sum
        # makes is unclear (count_meanings.every_arm_total)
        k = i + 2 + (c.w(i + 2) in ("whole", "entire", "full") and c.free(i + 2))
        t = c.tok(k)
        n = next((len(ws) for ws in COUNTED_SET_NOUNS if c.seq(k + 2, ws) and all(
            c.free(k + 2 + x) for x in range(len(ws)))), 0) if c.w(k + 1) in REQ_ONE_NOUNS and c.free(k + 1) else 0
        if t is not None and t.kind == "num" and t.value is not None and t.decimals == 0 and t.value > 0 \
                and c.free(k) and n:
            end = k + 2 + n
            d = Core("count", i, end, value=t.value, exact=True, count="requests")
            d.span_end = end
            d.per_unit = "run"  # type: ignore[attr-defined]
            d.quantified = True  # type: ignore[attr-defined]
            c.take(i, end)
            c.cores.append(d)
            return end - i
    j = i + 1
    work = _work_of(c, j) if c.w(i) == "in" else 0
    if work:
        j += work  # production: request_counts -- "In our replay of 20 production-like prompts, ...": the whole set
    if c.w(j) == "all" and c.free(j):
        j += 1
    if c.w(j) == "the" and c.free(j):
        j += 1
    if j == i + 1:
        return 0  # "in 80 requests": not said of the whole set
    num = c.number(j)
    if num is None or num[1] or num[0] <= 0 or c.tok(j).kind != "num":
        return 0
    k = j + num[2]
    k += _workload_style(c, k)  # "20 production-like prompts": how the prompts were made, not a claim (inert)
    if c.w(k) not in REQ_NOUNS or not c.free(k) or c.w(k) in ("request",):
        return 0
    end = k + 1
    fronted = all(c.r.used[x] or c.r.forms[x] in ("-", "*") for x in range(c.i0, i)) and c.w(end) == "," \
        and c.free(end)
    if not (fronted or after):
        return 0
    d = Core("count", i, end, value=num[0], exact=True, count="requests")
    d.span_end = end
    d.whole = True  # type: ignore[attr-defined]
    c.take(i, end)
    c.cores.append(d)
    return end - i


#: the determiners of a fronted run of the workload ("In our replay of 20 prompts, ...")
_WORK_DETS = frozenset({"our", "a", "the", "this", "my"})


def _work_of(c, j: int) -> int:
    """"our replay of", "a benchmark run of", "the load test of" at token j (after "in"): a determiner, a noun of the
    whole work (vocabulary.COUNTED_SET_NOUNS) and "of", every word free; its length, or 0."""
    if c.w(j) not in _WORK_DETS or not c.free(j):
        return 0
    n = next((len(ws) for ws in COUNTED_SET_NOUNS if c.seq(j + 1, ws) and all(c.free(j + 1 + x) for x in range(len(ws)))),
             0)
    if not n or c.w(j + 1 + n) != "of" or not c.free(j + 1 + n):
        return 0
    return n + 2


def _workload_style(c, k: int) -> int:
    """"production-like", "prod-style" right before a request noun at token k (a word joined by a hyphen to "like" /
    "style", vocabulary.WORKLOAD_STYLE_WORDS): how the prompts were made, as the scope reads it (no claim that the
    numbers come from production); its length (the caller takes it as inert), or 0."""
    if c.w(k) in WORKLOAD_STYLE_WORDS and c.w(k + 1) in ("like", "style") and hyphen_joined(c, k + 1) \
            and c.free(k) and c.free(k + 1):
        return 2
    return 0


def nothing_failed(c, i: int) -> int:
    """"Nothing failed", "nothing errored", "nothing timed out": a universal zero (as "no requests failed")."""
    if c.w(i) != "nothing" or not c.free(i) or not c.free(i + 1):
        return 0
    if c.w(i + 1) in ("failed", "errored"):
        k = count_core(c, i, i + 2, "failed", Decimal(0), universal=True)
        return 2 + count_unit(c, i + 2, k)
    if c.seq(i + 1, ("timed", "out")) and c.free(i + 2):
        k = count_core(c, i, i + 3, "timed_out", Decimal(0), universal=True)
        return 3 + count_unit(c, i + 3, k)
    return 0


def failed_count(c, i: int) -> int:
    """"2 requests failed", "One request errored", "3 requests timed out": the count of failed (timed-out)
    requests, not said of the whole set: graded per arm, or summed over what it covers (count_meanings.py), of
    the arm named after it ("on SGLang", "with B")."""
    num = c.number(i)
    if num is None or num[1] or c.w(i - 1) in ("of", "/") or (c.w(i) == "one" and c.w(i + 1) == "request"
                                                             and False):
        return 0
    k = i + num[2]
    noun = c.w(k)
    if noun not in REQ_NOUNS or not c.free(k) or (noun == "request") != (num[0] == 1):
        return 0
    v = c.w(k + 1)
    if v in ("failed", "errored") and c.free(k + 1):
        end, metric = k + 2, "failed"
    elif c.seq(k + 1, ("timed", "out")) and c.free(k + 1) and c.free(k + 2):
        end, metric = k + 3, "timed_out"
    else:
        return 0
    if c.w(end) in ("to", "after", "because", "due", "when", "while", "if") or c.tok(end) is not None \
            and c.tok(end).kind == "num":
        return 0  # "2 requests failed to ...", "failed after 30 s": more than a count
    k2 = count_core(c, i, end, metric, num[0])
    return end - i + count_unit(c, end, k2)


def label_fraction(c, i: int, k: int, kind: str, key: str, stat) -> int:
    """Production bench_label: "Completed requests: 64/64", "Successful requests: 50/50", "Failed requests: 2/64":
    the count (completed or failed) and its denominator, the requests (a fraction, as "64/64 requests completed");
    the arms after it are read as after any count ("for both backends", "for A and B")."""
    if kind != "count" or key not in ("completed", "failed") or stat is not None:
        return 0
    v, den = c.tok(k), c.tok(k + 2)
    if c.w(k + 1) != "/" or den is None or den.kind != "num" or den.value is None or den.decimals \
            or not c.free(k + 1) or not c.free(k + 2) or v.value > den.value or den.value <= 0:
        return 0
    end = k + 3
    f = Core("fraction", i, end, value=v.value, exact=True, count=key, denominator=den.value, den_metric="requests")
    f.span_end = end
    c.take(i, end)
    c.cores.append(f)
    return end - i


def all_done_after(c, i: int) -> int:
    """Production request_counts: ", all completed" / ", all succeeded successfully" right after a count of requests
    and a comma ("60 requests each, all completed"): every one of them completed (a universal zero of failures, as
    "all requests completed"); never before a time ("all completed in under 2 s") or any other word."""
    if c.w(i) != "all" or not c.free(i) or i < c.i0 + 2 or c.w(i - 1) != "," or not c.cores:
        return 0
    k = c.cores[-1]
    if k.kind != "count" or k.count not in ("requests", "tasks") or k.span_end > i - 1 or not all(
            c.r.used[q] for q in range(k.span_end, i - 1)):
        return 0  # right after the count and its per-unit words ("60 requests each, all completed")
    j = i + 1
    if c.w(j) in ("were", "was") and c.w(j + 1) in ("successful", "completed") and c.free(j):
        j += 1
    if c.w(j) not in ("completed", "succeeded", "finished", "successful") or not c.free(j):
        return 0
    end = j + 1
    end += success_tail(c, end)
    if c.w(end) not in ("", ",", ".", ";", ":", "!") or not (end >= c.i1 or c.free(end)):
        return 0
    count_core(c, i, end, "failed", Decimal(0), universal=True)
    return end - i


#: the words that open a count said of every arm after a comparison's comma (production count_tail)
_TAIL_JOINERS = frozenset({"with", "and"})
#: the quantifiers of every arm before a unit noun at the count's end ("in both runs", "in each configuration")
_TAIL_QUANTIFIERS = frozenset({"both", "either", "each", "every", "all"})


def count_tail_cuts(r, a: int, b: int) -> list[tuple[int, int, str]]:
    """Production count_tail -- "The cached run finished in 47.6 s compared to 51.3 s for the baseline, with all 200
    requests completing in both runs", "A took 77.5 s versus 38.8 s with B, with no failed requests in either": after a
    clause that names an arm, "," then "with" / "and" and a count of requests (a request noun within it, no arm named)
    that ends the sentence with a phrase of every arm ("in both runs", "in either configuration", "in each arm", "in
    both", "in either"): the count is its own clause, said of every arm (never of the clause's subject alone). Returns
    the cut (the comma, its joiner) of kind "count_tail", or none."""
    toks, used = r.toks, r.used
    end = next((x for x in range(a, b) if toks[x].kind == "punct" and toks[x].text in (".", ";", "!", "?")), b)
    for k in range(a + 2, end - 4):
        if used[k] or toks[k].text != "," or used[k + 1] or toks[k + 1].kind != "word" or toks[k + 1].low not in _TAIL_JOINERS:
            continue
        if not any(toks[x].kind == "arm" for x in range(a, k)) or any(toks[x].kind == "arm" for x in range(k + 2, end)):
            return []
        if any(toks[x].kind == "punct" and toks[x].text in (",", "(", ")") for x in range(k + 2, end)):
            return []
        if not any(toks[x].kind == "word" and (toks[x].low in REQ_NOUNS or toks[x].low in _TAIL_COUNT_NOUNS)
                   for x in range(k + 2, end)):
            return []
        last, before = toks[end - 1].low, toks[end - 2].low
        prep = toks[end - 3].low if end - 3 > k else ""
        alone = last in ("both", "either") and before in ("in", "on", "across", "for")
        unit = before in _TAIL_QUANTIFIERS and prep in ("in", "on", "across", "for") and toks[end - 1].kind == "word"
        if not (alone or unit):
            return []
        return [(k, 2, "count_tail")]
    return []


#: the request nouns of a count tail besides REQUEST_NOUNS (a job of a request-ab run is one request)
_TAIL_COUNT_NOUNS = frozenset({"tasks", "jobs", "failures", "errors"})
