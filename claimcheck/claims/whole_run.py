"""An arm's time for its whole set of requests (production: whole_run_time -- claimcheck/claims/grammar.lark).

Called from the clause scan (``grammar._Clause.m_whole_run``) at a verb; returns the number of tokens it consumed
(0: not this frame). Read only where the clause's subject is one arm (an arm phrase, its name, alias or declared
setting, then at most "run" / "server" / "engine" ...), every word before the verb read, an arm, "the", "at",
"with" or a comma (so no negation, modal or "if" comes before it):

* "vLLM finishes the 128 requests in 80 s", "The c32 run finishes all 64 requests in 20 seconds", "16 threads
  complete the 20-request set in 64 s", "the cached run finished the benchmark in 80 seconds": a verb of getting
  work done (``_DONE``), then the arm's whole set of requests (``object_at``), then "in" and a duration. The verb and
  the object are read here; "in 80 s" is the wall time as every duration after "in" is (grammar: value).
* "vLLM needs 80 s to finish the 128 requests", "16 threads take 64 s to complete the set": a verb of needing
  (``_NEED``), a duration, "to", a verb of getting work done and the whole set. The duration is the wall time
  (recorded in ``Reader.wall_verbs``, which the value construct reads as it reads "took"); the tail is read here.
* After such a clause, in the same statement: "...; SGLang needs 64 s" -- one arm, the same verb of needing and a
  duration, then the clause's end: the other arm's time for the same work, the wall time.

The whole set (``object_at``): "the N requests", "all (of) (the) N requests", "its N requests" (a count of the
arm's own requests: "all N" the completed ones, else every one it was given; graded per arm as any count said of
one arm: claimcheck/claims/count_meanings.py, so a count of both arms together is never the arm's); "the (whole / entire / full)
N-request set / batch / workload / benchmark / suite / run" (the requests the arm was given); "the (whole / entire / full)
benchmark / set / run / workload / batch / suite / task set / request set / prompt set" and "all (of) the requests"
(no count). "N requests" with no determiner (the first N? any N?), "a request", "each request", "the first N
requests" are not the whole set: not read.
"""

from __future__ import annotations

import copy
import re
from decimal import Decimal

from claimcheck.claims.count_frames import count_core
from claimcheck.claims.descriptors import add_fact
from claimcheck.claims import vocabulary
from claimcheck.claims.vocabulary import DURATION_UNITS

#: verbs of getting the whole work done (third person, past, and the base form after a plural subject or "to")
_DONE = frozenset({"finish", "finishes", "finished", "complete", "completes", "completed", "process", "processes",
                   "processed", "serve", "serves", "served", "handle", "handles", "handled", "run", "runs", "ran",
                   "answer", "answers", "answered"})
#: the base forms after "to" ("needs 80 s to finish the 128 requests")
_DONE_BASE = frozenset({"finish", "complete", "process", "serve", "handle", "run", "answer"})
#: verbs of needing a duration for the work
_NEED = frozenset({"needs", "needed", "need", "takes", "took", "take", "requires", "required", "require"})
#: (a job of a request-ab run is one request: "48 jobs now finish in 105.4 s", "the 48-job batch")
_REQ = frozenset({"requests", "prompts", "queries", "tasks", "jobs"})
_REQ_ONE = frozenset({"request", "prompt", "query", "task", "job"})
#: nouns of the whole set after a count ("the 20-request set") with the work nouns of several words ("the 24-request
#: load test", "the 16-prompt replay"): vocabulary.COUNTED_SET_NOUNS
_SET_WORDS = vocabulary.COUNTED_SET_NOUNS
#: nouns of the whole set with no count ("the benchmark", "the whole set", "the task set")
_WHOLE = (("task", "set"), ("request", "set"), ("prompt", "set"), ("benchmark",), ("set",), ("run",), ("workload",),
          ("batch",), ("suite",), ("load", "test"), ("trace", "replay"), ("replay",))
#: nouns of the system or the run that may stand between the arm and the verb ("the c32 run finishes ...")
_SUBJECT_NOUNS = frozenset({"run", "runs", "server", "engine", "configuration", "setup", "deployment", "arm"})
_END = frozenset({".", ";", "!"})
#: verbs of duration after a plural count of requests ("48 jobs now finish in 105.4 s", "24 requests now take 38.8 s")
_PLURAL_TIME_VERBS = frozenset({"took", "finished", "finish", "completed", "complete", "ran", "run"})
_SEQUENTIAL = tuple(sorted((tuple(p.split()) for p in vocabulary.SEQUENTIAL_ADVERBS), key=len, reverse=True))


#: the set nouns after which "of N" may leave its request noun out before the verb ("the whole batch of 40 took ...")
_ELIDED_SET = frozenset({"batch", "set"})


def _set_len(c, k: int) -> int:
    """A noun of the whole set at token k ("set", "workload", "load test"): its length, or 0."""
    return next((len(ws) for ws in _SET_WORDS if c.seq(k, ws) and all(c.free(k + x) for x in range(len(ws)))), 0)


def _end(c, k: int) -> bool:
    """Token k is past the clause or a full stop / semicolon."""
    t = c.tok(k)
    return t is None or (t.kind == "punct" and t.text in _END)


def _subject_arm(c, i: int) -> str | None:
    """The one arm that is the clause's subject before token i, else None."""
    arms = set()
    for k in range(c.i0, i):
        t = c.r.toks[k]
        if t.kind == "arm":
            if getattr(t, "arm", None) is None:
                return None
            arms.add(t.arm)
        elif not (c.r.used[k] or c.w(k) in ("the", "at", "with", ",")
                  or c.w(k) in ("on", "in", "a", "an", ":") and c._before_read(k)):
            return None  # ("On 4x A100 80GB, TP4 completes ...", "Measured on 4x A100: ...": a read setting's words)
    return next(iter(arms)) if len(arms) == 1 else None


def object_at(c, j: int) -> tuple[int, tuple[str, Decimal, int, int] | None] | None:
    """The arm's whole set of requests at token j: (its length, the count it states as (metric, value, i0, i1), or
    None), or None."""
    k = j
    every = c.w(k) == "all" and c.free(k)
    if every:
        k += 1
        if c.w(k) == "of" and c.free(k):
            k += 1
    det = c.w(k) in ("the", "its", "their") and c.free(k)
    k += det
    nxt = c.tok(k + 1)
    if det and not every and c.w(k) in ("whole", "entire", "full") and c.free(k) and nxt is not None \
            and nxt.kind == "num":
        k += 1  # "the whole 128-request run": the count's set, as "the 128-request run"
    t = c.tok(k)
    if t is not None and t.kind == "num" and t.value is not None and t.decimals == 0 and t.value > 0 and c.free(k) \
            and (det or every):
        if c.w(k + 1) in _REQ and c.free(k + 1):
            return k + 2 - j, ("completed" if every else "tasks", t.value, j, k + 2)
        n = _set_len(c, k + 2)
        if det and not every and c.w(k + 1) in _REQ_ONE and n and c.free(k + 1):
            return k + 2 + n - j, ("tasks", t.value, j, k + 2 + n)  # "the 20-request set", "the 24-request load test"
        return None
    if every and det and c.w(k) in _REQ and c.free(k):
        return k + 1 - j, None  # "all the requests", "all of the requests"
    if not det or every:
        return None
    k += c.w(k) in ("whole", "entire", "full") and c.free(k)
    for words in _WHOLE:
        if c.seq(k, words):
            return k + len(words) - j, None
    return None


#: a concurrency named before the whole set's noun ("the 512-concurrency benchmark", "the 64-user run")
_CONC_WORDS = frozenset({"concurrency", "user", "client", "concurrent"})


def concurrency_object_at(c, j: int) -> tuple[int, Decimal, int, int] | None:
    """"the 512-concurrency benchmark", "the 64-user run", "the concurrency-16 set" at token j: the whole set run at a
    concurrency, (its length, the concurrency, the concurrency phrase's tokens [a, b)), or None. The concurrency is a
    setting fact, checked against the witness's declared concurrency (none declared: open, never false)."""
    from claimcheck.claims.descriptors import hyphen_joined

    if c.w(j) != "the" or not c.free(j):
        return None
    k = j + 1
    t = c.tok(k)
    if t is not None and t.kind == "num" and c.w(k + 1) in _CONC_WORDS and hyphen_joined(c, k + 1) and c.free(k + 1):
        value, a, b = t.value, k, k + 2
    elif c.w(k) == "concurrency" and c.tok(k + 1) is not None and c.tok(k + 1).kind == "num" and hyphen_joined(c, k + 1):
        value, a, b = c.tok(k + 1).value, k, k + 2
        if c.tok(k + 1).decimals != 0:
            return None
    elif t is not None and re.fullmatch(r"concurrency-[1-9]\d*", c.w(k)):
        value, a, b = Decimal(c.w(k).split("-", 1)[1]), k, k + 1  # "the concurrency-512 run": one identifier
    else:
        return None
    if value is None or value <= 0 or int(value) != value or not all(c.free(x) for x in range(a, b)):
        return None
    n = _set_len(c, b)
    if n:
        return b + n - j, value, a, b
    return None


def _take_object(c, j: int, got) -> None:
    n, count = got
    if count is None:
        c.r.whole_run_count = None
        c.take(j, j + n, "inert")
        return
    metric, value, a, b = count
    if metric == "tasks" and c.w(a) != "all":
        # "vLLM finishes the 128 requests in 80 s" (a verb of completion before it, as every caller has): the requests
        # it finished, or the requests it was given? Both (a failed one makes them differ: never net-true, never false)
        metric = "completed"
    k = count_core(c, a, b, metric, value)
    c.r.whole_run_count = (metric, value, getattr(k, "second_meaning", None) or (
        vocabulary.COUNT_SECOND_MEANINGS["given"] if metric == "completed" and c.w(a) != "all" else ""))
    if metric == "completed" and c.w(a) != "all":
        k.second_meaning = vocabulary.COUNT_SECOND_MEANINGS["given"]  # type: ignore[attr-defined]
    k.per_unit = "run"  # the wall is one run's: so is the count (one run of the arm, the same in each run)


def _duration_then(c, q: int) -> bool:
    """A number and a duration unit at q (after at most two words, a hedge the value construct reads): "80 s", "about
    80 seconds"; never a multiplier ("needs 2x more time to finish all the requests" is production more_time's)."""
    for k in range(q, min(q + 3, c.i1)):
        t = c.tok(k)
        if t is not None and t.kind == "num":
            return c.free(k) and c.w(k + 1) in DURATION_UNITS and c.free(k + 1)
        if t is None or not (t.kind == "word" or c.w(k) in vocabulary.HEDGES) or not c.free(k):
            return False  # ("~" is no word: a hedge the value construct reads)
    return False


def _count_at(c, k: int) -> tuple[Decimal, int] | None:
    """A whole positive count at token k (digits or a number word): (its value, its tokens)."""
    num = c.number(k)
    if num is None or num[1] or num[0] <= 0 or int(num[0]) != num[0] or not c.free(k):
        return None
    return num[0], num[2]


def counted_subject(c, i: int) -> int:
    """Production counted_work: the whole set of requests, with its count, as the clause's subject before a verb of
    duration and a duration, which is the wall time (the value construct reads it so):

    * "the (whole | entire | full) N-request batch / set / run / workload ... finished in 12 s", "the 200-prompt run
      completes in 3.5 min": the count is the requests the arm was given (tasks);
    * "all N requests (were) done / finished / completed / processed / served in 4 s": the count is the completed
      requests (all of them done);
    * "N requests took 20 s one at a time and 3.2 s at concurrency 16": the whole set (tasks), the verb "took" /
      "takes" only, and only where the sentence gives the time of two arms or more ("3 requests took 20 s on X": three
      slow outliers, or the whole set? not read);
    * "running / processing / serving all N prompts took 51 s": as "all N requests" (the completed ones).

    The count is one run's (the wall is one run's), graded for the clause's arm as any count said of an arm. Only in
    the clause's subject position (every word before it read, or "the", "at", "with", a comma), with an exact duration
    right after the verb ("in under 2 s": each request's time or the wall? not read) and no negation."""
    if not c.free(i) or not c._clause_subject_at(i):
        return 0
    w = c.w(i)
    if w == "the" and c.w(i + 1) != "same" or w in ("whole", "entire", "full"):
        # ("whole 20-prompt set took 50.7 s on X": the article dropped, as notes drop it)
        j = i + (w == "the")
        j += c.w(j) in ("whole", "entire", "full") and c.free(j)
        got = _count_at(c, j)
        if got is not None:
            a, b = j, j + got[1]
            n = _set_len(c, b + 1)
            if not (c.w(b) in _REQ_ONE and c.free(b) and n):
                return 0
            k = b + 1 + n
        else:
            # "(the) whole batch of 40 prompts took 88 s with X vs 33 s with Y": the set's noun, "of", then its count
            # and the requests' noun (plural), as "the whole 40-prompt batch"
            n = _set_len(c, j)
            got = _count_at(c, j + n + 1) if n and c.w(j + n) == "of" and c.free(j + n) else None
            if got is None:
                return 0
            a, b = j + n + 1, j + n + 1 + got[1]
            if (c.w(b) not in _REQ or not c.free(b)) and not (
                    c.w(j) in _ELIDED_SET and n == 1 and c.w(b) in vocabulary.RUN_TIME_VERBS and c.free(b)):
                return 0
            if c.w(b) not in _REQ:
                # "The whole batch of 40 took ~104 s on X and ~130 s on Y": the requests' noun left out after a batch /
                # set, right before the verb (only requests make up the set); the count's core is the number alone
                b -= 1
            k = b + 1
        now = c.now_arm_at(k)  # production: run_now -- "the 24-request batch now finishes in 38.8 s instead of 77.5 s"
        k += now
        if c.w(k) == ":" and c.free(k) and j > i and c.w(k + 1) != "in" and _exact_duration(c, k) and not now:
            # production: whole_run_label -- "Whole 10-prompt run: 45.7 s on the 4070, 73.1 s on the 3060": the whole
            # (counted) set as a label, its colon standing for "took" (the durations after it are the wall time)
            _wall_verbs(c).add(k)
        elif c.w(k) not in vocabulary.RUN_TIME_VERBS or not c.free(k) or not _exact_duration(c, k) \
                or (c.w(k + 1) == "in") == (c.w(k) in ("took", "takes")):
            return 0  # "finished in 12 s", "took 12 s" ("in" after every verb but took / takes)
        c.take(i, a, "inert")
        c.take(b + 1, k - now, "inert")  # "now" stays the clause's arm
        c.take(k, k + 1, "inert")
        if c.w(k) != ":":
            end_to_end_after(c, k)
        _bind_clause_arms(c, count_core(c, a, b + 1, "tasks", got[0]))  # the count and its noun ("16-request")
        return k + 1 - i
    lead = w in vocabulary.WHOLE_RUN_GERUNDS and c.w(i + 1) == "all"
    j = i + lead
    if c.w(j) == "all" and c.free(j):
        got = _count_at(c, j + 1)
        if got is None:
            return 0
        b = j + 1 + got[1]
        if c.w(b) not in _REQ or not c.free(b):
            return 0
        k = b + 1
        if lead:
            m = _mode_words(c, k)
            if c.w(k + m) not in ("took", "takes") or not c.free(k + m) or not _exact_duration(c, k + m):
                return 0
            c.take(i, j + 1, "inert")
            c.take(k + m, k + m + 1, "inert")  # the arm phrase between stays the clause's arm mention
            end_to_end_after(c, k + m)
            _bind_clause_arms(c, count_core(c, j + 1, b + 1, "completed", got[0]))
            return k + m + 1 - i
        else:
            k += c.w(k) in ("were", "are", "got") and c.free(k)
            if c.w(k) not in vocabulary.WHOLE_SET_DONE_WORDS or not c.free(k) or c.w(k + 1) != "in" \
                    or not c.free(k + 1) or not _exact_duration(c, k):
                return 0
            k += 1
        c.take(i, j + 1, "inert")
        c.take(b + 1, k + 1, "inert")
        end_to_end_after(c, k)
        _bind_clause_arms(c, count_core(c, j + 1, b + 1, "completed", got[0]))
        return k + 1 - i
    same = 2 if w == "the" and c.w(i + 1) == "same" and c.free(i + 1) else 0
    got = _count_at(c, i + same)
    if got is None or c.w(i + same + got[1]) not in _REQ or not c.free(i + same + got[1]):
        return 0
    k = i + same + got[1] + 1
    now = c.now_arm_at(k)
    if now and c.w(k + 1) in _PLURAL_TIME_VERBS and c.free(k + 1) and _exact_duration(c, k + 1) \
            and (c.w(k + 2) == "in") != (c.w(k + 1) == "took"):
        # production: run_now -- "48 jobs now finish in 105.4 s instead of 205.5 s", "24 requests now take 38.8 s rather
        # than 77.5 s": the whole set's time with the treatment, the value after "instead of" the baseline's (two arms'
        # times, as below)
        k += 1
    elif c.w(k) not in ("took", "takes") or not c.free(k) or not _exact_duration(c, k) or len(_sentence_arms(c, i)) < 2:
        return 0  # "3 requests took 20 s (on X)": three outliers, or the whole set? Read only of two arms' times
    if same:
        # "The same 80 requests took 13.4 s on X versus 19.6 s on Y": every arm was given the same requests (checked as
        # "on the same prompts" is: descriptors._check_same, the arms' task ids)
        c.take(i, i + 1, "inert")
        add_fact(c, "setting", "same_workload", "every arm", i + 1, i + 2)
        c.take(i + 1, i + 2)
    c.take(k, k + 1, "inert")
    end_to_end_after(c, k)
    core = count_core(c, i + same, i + same + got[1] + 1, "completed", got[0])  # (not "now": the clause's arm)
    # "The same 80 requests took 13.4 s on X": the requests each arm got through, or the ones it was given? Both (a
    # failed request makes them differ: never net-true, never false), as after a verb of completion (_take_object)
    core.second_meaning = vocabulary.COUNT_SECOND_MEANINGS["given"]  # type: ignore[attr-defined]
    _bind_clause_arms(c, core)
    return k + 1 - i


def _sentence_arms(c, i: int) -> list[str]:
    """The arms named (each by one arm's phrase) in the clause's sentence that holds token i, in order."""
    arms: list[str] = []
    for k in range(c.i0, c.i1):
        t = c.r.toks[k]
        if t.kind == "punct" and t.text in (".", "!", "?"):
            if k > i:
                break
            arms = []
        elif t.kind == "arm" and getattr(t, "arm", None) is not None and t.arm not in arms:
            arms.append(t.arm)
    return arms


def _bind_clause_arms(c, core) -> None:
    """The count of a counted subject is one run's of each arm its sentence gives a time to: one count per arm named
    in the sentence (each that arm's own, never the arms' together), or, with no arm named, every arm's."""
    core.per_unit = "run"
    core.whole_set = True  # the whole set, not a bare count of some requests (single_item.bare_count_subject)
    arms = _sentence_arms(c, core.i0)
    if not arms:
        return
    copies = [core] + [copy.copy(core) for _ in arms[1:]]
    for y, arm in zip(copies, arms):
        y.arm, y.arm_amb = arm, (arm,)
    c.cores.extend(copies[1:])


def _mode_words(c, k: int) -> int:
    """How the requests were run, after "running all N prompts": an arm phrase ("back to back", "one at a time",
    "sequentially", "at concurrency 16", "with FP8"), left to the arm phrases (an ARM token, after a preposition),
    so here it is only stepped over: its length, or 0. A sequential adverb that names no arm ("back to back" where
    every arm ran so) is said of every arm: each ran one request at a time, the setting concurrency = 1 (checked
    against what each arm declares; none declared: open, never false), read here."""
    p = c.w(k) in ("at", "with", "on", "using", "under", "in") and c.free(k)
    t = c.tok(k + p)
    if t is not None and t.kind == "arm":
        return 1 + p
    words = _sequential_at(c, k)
    if words:
        c.take(k, k + len(words), "inert")
        add_fact(c, "setting", "concurrency", 1.0, k, k + len(words))
    return len(words)


def _sequential_at(c, k: int) -> tuple[str, ...]:
    """A sequential adverb at token k, every token free ("back to back", "one at a time": its "a" and "one" are
    number tokens, matched by their text): its words, or ()."""
    toks = c.r.toks
    for ws in _SEQUENTIAL:
        if k + len(ws) <= c.i1 and all(c.free(k + x) and toks[k + x].text.lower() == w for x, w in enumerate(ws)):
            return ws
    return ()


def end_to_end_after(c, k: int) -> int:
    """Production whole_set_end_to_end: right after the verb at k and its duration ("took 13.4 seconds", "finished in
    about 12 s"), "end to end" / "end-to-end" / "e2e" says the whole set's time from its first request to its last:
    the wall time the duration already is (counted_work reads it so), read into the duration's span. Only where a
    full stop, a comma, an arm phrase's preposition or "versus" / "vs" follows (never before a metric noun: "13.4 s
    end-to-end latency" is another reading); its length, or 0."""
    q = k + 1 + (c.w(k + 1) == "in")
    while c.w(q) in vocabulary.HEDGES and c.free(q) and q < k + 4:
        q += 1
    q += 2  # the number and its unit
    words = next((ws for ws in vocabulary.END_TO_END_WORDS if c.seq(q, ws)), None)
    if words is None or not all(c.free(x) for x in range(q, q + len(words))):
        return 0
    after = q + len(words)
    if not (_end(c, after) or c.w(after) in vocabulary.END_TO_END_AFTER or c.w(after) in ("vs", "versus", "and", "!")):
        return 0
    got = getattr(c.r, "wall_end_to_end", None)
    if got is None:
        got = c.r.wall_end_to_end = {}
    got[q] = len(words)  # the value construct takes them into the duration's span (grammar._value)
    return len(words)


def _exact_duration(c, k: int) -> bool:
    """Right after the verb at k (and "in" after it), a number and a duration unit: "finished in 12 s", "took 51 s";
    a hedge may stand before the number ("about", "~"), never a bound ("in under 2 s", "within 2 s")."""
    q = k + 1 + (c.w(k + 1) == "in")
    while c.w(q) in vocabulary.HEDGES and c.free(q) and q < k + 4:
        q += 1  # "in about 12 s", "took ~51 s": a hedge the value construct reads
    t = c.tok(q)
    return t is not None and t.kind == "num" and c.free(q) and c.w(q + 1) in DURATION_UNITS and c.free(q + 1)


def sent_set(c, i: int) -> int:
    """Production sent_set: "We sent the 40 prompts one at a time", "I ran all 12 requests back to back", "We replayed
    the whole set": "we" / "I" in the clause's subject position, a verb of sending the workload
    (vocabulary.WORKLOAD_SEND_VERBS), the whole set (``object_at``: a count in it is the requests each arm was given,
    one run's, as counted_work's; "all N" here too, since sending is not completing), then at most a sequential adverb
    (the setting concurrency = 1 of each arm, as after "running all N prompts") and the clause's end (",", "and", a
    full stop). Anything else after the set ("to each engine", "at concurrency 8"): not read here."""
    if c.w(i) not in ("we", "i") or not c.free(i) or not c._clause_subject_at(i):
        return 0
    v = i + 1
    if c.w(v) not in vocabulary.WORKLOAD_SEND_VERBS or not c.free(v):
        return 0
    got = object_at(c, v + 1)
    if got is None:
        return 0
    n, count = got
    k = v + 1 + n
    seq = _sequential_at(c, k)
    end = k + len(seq)
    if not (c.tok(end) is None or c.w(end) in (",", ".", ";", "!", "and", ":")):
        return 0
    c.take(i, v + 1, "inert")
    if count is None:
        c.take(v + 1, k, "inert")
    else:
        _metric, value, a, b = count
        if a > v + 1:
            c.take(v + 1, a, "inert")
        # each arm's requests, or the arms' together ("we sent the 80 prompts", 40 to each of two arms): no per-run
        # unit, so a count only the arms' sum has is inconclusive, never false (count_meanings.every_arm_total)
        core = count_core(c, a, b, "tasks", value)
        core.whole_set = True
    if seq:
        c.take(k, end, "inert")
        add_fact(c, "setting", "concurrency", 1.0, k, end)
    return end - i


def read(c, i: int) -> int:
    n = counted_subject(c, i) or sent_set(c, i)
    if n:
        return n
    w = c.w(i)
    through = w in vocabulary.WORK_THROUGH_VERBS and c.w(i + 1) == "through" and c.free(i + 1)
    if not c.free(i) or (w not in _DONE and w not in _NEED and not through) or i == c.i0:
        return 0
    v = 1 + through  # the verb's words: "finished", "got through"
    start = i
    while start - 1 > c.i0 and c.w(start - 1) in _SUBJECT_NOUNS and c.free(start - 1):
        start -= 1  # "the c32 run finishes ...", "the vLLM server needs ..."
    arm = _subject_arm(c, start)
    if arm is None:
        return 0
    if w in _DONE or through:
        got = object_at(c, i + v)
        conc = concurrency_object_at(c, i + v) if got is None else None
        if got is None and conc is None:
            return 0
        end = i + v + (got[0] if got is not None else conc[0])
        if c.w(end) != "in" or not c.free(end) or not _duration_then(c, end + 1):
            return 0
        c.take(start, i + v, "inert")
        end_to_end_after(c, end - 1)
        c.r.whole_run_need = end  # "...; BF16 needed 32 s": the other arm's time for the same work
        if conc is not None:  # "the 512-concurrency benchmark": the whole set, run at a concurrency the arm declares
            c.r.whole_run_count = None
            n, value, a, b = conc
            c.take(i + v, i + v + n, "inert")
            add_fact(c, "setting", "concurrency", float(value), a, b)
            return end - i
        _take_object(c, i + v, got)
        return end - i
    # a verb of needing: the duration, then "to", a verb of getting work done and the whole set
    k = i + 1
    while k < c.i1 and c.free(k) and c.w(k) != "to" and k - i <= 4:
        k += 1  # the duration's words ("80 s", "about 80 seconds"), read by the value construct
    if c.w(k) == "to" and c.free(k) and k > i + 1 and _duration_then(c, i + 1):
        if c.w(k + 1) not in _DONE_BASE or not c.free(k + 1):
            return 0
        got = object_at(c, k + 2)
        if got is None:
            return 0
        c.take(start, i + 1, "inert")
        c.take(k, k + 2, "inert")
        _take_object(c, k + 2, got)
        _wall_verbs(c).add(i)
        c.r.whole_run_need = k  # the sentence it was read in goes on to its full stop
        return 1
    # "...; SGLang needs 64 s": the same frame's second arm, after a clause that read it
    k = i + 1
    while k < c.i1 and c.free(k) and not _end(c, k) and k - i <= 4:
        k += 1
    nums = [x for x in range(i + 1, k) if c.tok(x).kind == "num"]
    if _same_sentence(c, getattr(c.r, "whole_run_need", None), i) and len(nums) == 1 and _duration_then(c, i + 1) and start == i \
            and _end(c, k):
        counted = getattr(c.r, "whole_run_count", None)
        if counted is not None:
            # "vLLM needs 80 s to finish the 128 requests; SGLang needs 64 s": the second arm's verb stands for the
            # same work, its count too (one of SGLang's 128 failed: never net-true)
            metric, value, second = counted
            core = count_core(c, i, i + 1, metric, value)
            if second:
                core.second_meaning = second  # type: ignore[attr-defined]
            core.per_unit = "run"
        else:
            c.take(i, i + 1, "inert")
        _wall_verbs(c).add(i)
        return 1
    return 0


def _same_sentence(c, a: int | None, b: int) -> bool:
    """Tokens a and b lie in one sentence (no full stop between them)."""
    return a is not None and a < b and not any(
        c.r.toks[k].kind == "punct" and c.r.toks[k].text in (".", "!", "?") for k in range(a, b))


def _wall_verbs(c) -> set:
    got = getattr(c.r, "wall_verbs", None)
    if got is None:
        got = c.r.wall_verbs = set()
    return got


#: the prepositions that tie a whole-run duration to the set it was measured over ("benchmark time for the 12-prompt
#: suite", "the wall time of the whole run")
_SET_PREPS = frozenset({"for", "of", "over", "across", "on"})
#: the verbs after "time to" that name the whole set's completion ("the time to finish the batch")
_TIME_TO = frozenset({"finish", "complete", "process", "serve", "run", "answer", "handle"})


def _set_start(c, j: int) -> int:
    """Where the set's noun phrase starts after its lead at j ("for" / "of" / "over" ..., or "to finish"; a learner's
    "for finish" is "to finish": "Total time for finish 160 requests"), or 0."""
    if c.w(j) in ("to", "for") and c.w(j + 1) in _TIME_TO and c.free(j) and c.free(j + 1):
        return j + 2
    if c.w(j) in _SET_PREPS and c.free(j):
        return j + 1
    return 0


def _set_object(c, k: int):
    """``object_at`` at k, the start of a set after a whole-run duration's lead; there also a bare count of requests
    ("total time to finish 160 requests", "total time for 160 requests": after the wall time's own noun the count
    can only be the whole set's), as (its length, ("bare", value, k, its end))."""
    got = object_at(c, k)
    if got is not None:
        return got
    num = _count_at(c, k)
    t = c.tok(k)
    if num is None or t is None or t.kind != "num" or t.decimals != 0 or c.w(k + num[1]) not in _REQ \
            or not c.free(k + num[1]):
        return None
    return num[1] + 1, ("bare", num[0], k, k + num[1] + 1)


def _set_phrase(c, j: int) -> int:
    """"for the 12-prompt suite", "of the whole run", "for all 16 requests", "to finish the batch", "to finish 160
    requests" at token j: the arm's whole set of requests after a whole-run duration; read (its count a count of each
    arm's run, as counted_work's; a bare count the completed requests or the given ones, two meanings: a failed
    request makes it not-yet, never net-true, never false), its length, or 0."""
    k = _set_start(c, j)
    got = _set_object(c, k) if k else None
    if got is None:
        return 0
    n, count = got
    c.take(j, k, "inert")
    if count is None:
        c.take(k, k + n, "inert")
    else:
        metric, value, a, b = count
        if a > k:
            c.take(k, a, "inert")
        core = count_core(c, a, b, "completed" if metric == "bare" else metric, value)
        if metric == "bare":
            core.second_meaning = vocabulary.COUNT_SECOND_MEANINGS["given"]  # type: ignore[attr-defined]
        _bind_clause_arms(c, core)
    return k + n - j


def set_after_metric(c, j: int, metric: str) -> int:
    """Production whole_set_of: after the wall time ("total benchmark time for the 12-prompt suite went up from 7.5 s
    to 9.0 s", "the wall time of the whole run"), the whole set it was measured over (``_set_phrase``). Only after the
    wall: "TTFT for the 16 prompts" (each? their mean?) is another frame's. Its length, or 0."""
    if metric != "wall":
        return 0
    return _set_phrase(c, j)


def wall_noun(c, i: int) -> tuple[int, int] | None:
    """Production whole_run_noun: the time of the whole run named by the run itself, in the clause's subject position
    (every word before it read, an arm, "the", "at", "with" or a comma) and right before a verb of change ("went",
    "fell", "rose" ...): "(the) whole run (of 8 prompts) went 40 s -> 25.6 s", "the entire replay dropped from 12 s to
    8 s", "(the) total time for the batch fell by 33%", "the time to finish all 16 requests went up from 7.5 s to 9 s".
    Without "whole" / "entire" / "full" a run noun is not its time ("the run went ..."; "the 8-prompt run" is a
    count and a run); "time" alone is not the wall ("time" names no one metric) unless the whole set follows it.
    Returns (its length, the token where the metric words end) or None; the words are taken by the caller.

    "(total) time" with the whole set after it is the wall wherever a metric may stand ("FP8 cut the total time for
    the batch by 33%", "the time to finish the 16 prompts fell from 12 s to 8 s")."""
    if not c.free(i):
        return None
    k = i + (c.w(i) == "the")
    if c.w(k) in ("whole", "entire", "full") and c.free(k):
        if not c._clause_subject_at(i):
            return None
        n = _set_len(c, k + 1)
        num = _count_at(c, k + 1) if not n else None
        if num is not None and c.w(k + 1 + num[1]) in _REQ_ONE and c.free(k + 1 + num[1]):
            # "the whole 8-prompt run went from 40 s to 25.6 s": the count the requests the arm was given
            b = k + 2 + num[1]
            m = _set_len(c, b)
            if not m or not _change_verb_at(c, b + m):
                return None
            _bind_clause_arms(c, count_core(c, k + 1, b, "tasks", num[0]))
            c.take(i, k + 1, "inert")
            return b + m - i, b + m
        if not n:
            return None
        end = k + 1 + n
        if c.w(end) == "of" and c.free(end):
            got = object_at(c, end + 1) if c.w(end + 1) == "all" else None
            num = _count_at(c, end + 1)
            if got is None and num is not None and c.w(end + 1 + num[1]) in _REQ and c.free(end + 1 + num[1]):
                q = end + 1 + num[1]  # "the whole run of 8 prompts": the requests the arm was given
                if not _change_verb_at(c, q + 1):
                    return None
                c.take(end, end + 1, "inert")
                _bind_clause_arms(c, count_core(c, end + 1, q + 1, "tasks", num[0]))
                return q + 1 - i, end
            if got is not None and got[1] is not None and _change_verb_at(c, end + 1 + got[0]):
                metric, value, a, b = got[1]
                c.take(end, a, "inert")
                _bind_clause_arms(c, count_core(c, a, b, metric, value))
                return end + 1 + got[0] - i, end
            return None
        return (end - i, end) if _change_verb_at(c, end) else None
    k += c.w(k) == "total" and c.free(k)
    if c.w(k) != "time" or not c.free(k):
        return None
    if k > i and c.w(i) == "the" or not _set_probe(c, k + 1):
        return None  # ("the" before the metric is left to the frames that read it)
    n = _set_phrase(c, k + 1)
    return k + 1 + n - i, k + 1


def countless_set(c, j: int) -> int:
    """A whole set with no count in it at token j ("for the batch", "of the whole run", "to finish the benchmark"),
    not read: its length, or 0 (a set with a count, "for the 12-prompt suite", is read by ``_set_phrase``, which
    grades the count)."""
    k = _set_start(c, j)
    got = _set_object(c, k) if k else None
    return k + got[0] - j if got is not None and got[1] is None else 0


def time_noun(c, i: int) -> int:
    """Production whole_run_noun, as a change verb's object: "(total) time" and a whole set with no count ("FP8 cut
    the total time for the batch by 33%"), or "(total) time" before a whole set with a count: the wall; its length
    (the words are the caller's to take), or 0."""
    k = i + (c.w(i) == "total" and c.free(i))
    if c.w(k) != "time" or not c.free(k):
        return 0
    n = countless_set(c, k + 1)
    if n:
        return k + 1 + n - i
    # a set with a count ("cuts the time to finish all 10 requests by 60%"): "(total) time" only, the set read after
    # it by set_after_metric, which grades its count (where the frame does not read it, it stays unread: not-yet)
    return k + 1 - i if _set_probe(c, k + 1) else 0


def _set_probe(c, j: int) -> int:
    """The length of ``_set_phrase`` at j without reading it (0: none)."""
    k = _set_start(c, j)
    got = _set_object(c, k) if k else None
    return 0 if got is None else k + got[0] - j


def _change_verb_at(c, k: int) -> bool:
    """A verb of change at token k ("went", "fell", "dropped", "rose", "improved" ...), free."""
    return c.free(k) and (c.w(k) in vocabulary.CHANGE_INTRANS or c.w(k) in ("went", "goes", "go"))


def counted_before(c, i: int, value: Decimal) -> bool:
    """Earlier in token i's sentence, a count of requests of the same value ("the 40 prompts", "40 requests", "the
    40-prompt set"): the noun "all 40" leaves out ("..., and all 40 completed in both runs")."""
    toks = c.r.toks
    k = i - 1
    while k >= 0 and not (toks[k].kind == "punct" and toks[k].text in (".", "!", "?")):
        t = toks[k]
        if t.kind == "num" and t.value == value and k + 1 < len(toks) and (
                toks[k + 1].text.lower() in _REQ or toks[k + 1].text.lower() in _REQ_ONE):
            return True
        k -= 1
    return False




def _duration_ends(r, k: int, a: int) -> int | None:
    """Where the duration ending just before token k begins (a number, a duration unit, and at most two hedges before
    the number: "about 51 s", "~51 s"), or None."""
    if k - 2 < a or r.toks[k - 1].low not in DURATION_UNITS or r.toks[k - 2].kind != "num":
        return None
    s = k - 2
    while s - 1 >= a and k - 2 - s < 2 and r.toks[s - 1].low in vocabulary.HEDGES:
        s -= 1
    return s


def _run_time_verb_before(r, s: int, a: int) -> bool:
    """The duration starting at token s is a whole run's time: right after a verb of needing ("took 51 s") or after
    "in" whose clause has a verb of getting work done before it ("finished the 500-request run in 51 s")."""
    w = r.toks[s - 1].low if s - 1 >= a else ""
    if w in _NEED:
        return True
    return w == "in" and any(r.toks[x].kind == "word" and r.toks[x].low in _DONE for x in range(a, s - 1))


def pair_cuts(r, a: int, b: int) -> list[tuple[int, int, str]]:
    """Production run_time_pair -- "The FP8 run finished the 500-request run in about 51 s, the BF16 one took about
    73 s", "A finished the 64 requests in 20 s and B needed 31 s": a whole run's time of one arm (a verb of needing
    right before its duration, or a verb of getting work done with "in" before it) ending at "," / ", and" / "and",
    then another arm ("the" before it; a noun of the run after it, or "one" where the sentence opened with "(the) ARM
    NOUN": "The FP8 run ..., the BF16 one took 73 s") with a verb of needing and a duration (or a
    verb of getting work done, "in" and a duration) that ends the sentence: two clauses, each arm's own time (a cut
    of kind "while": each read on its own, as "A ..., while B needed 73 s" is). The first clause names its arm; a
    part with any other word after the second duration is not cut. Returns the cuts (token, joiner tokens, kind)."""
    out: list[tuple[int, int, str]] = []
    toks, used = r.toks, r.used
    for k in range(a + 3, b - 3):
        t = toks[k]
        if used[k] or not (t.text == "," or t.kind == "word" and t.low == "and"):
            continue
        n = 1 + (t.text == "," and toks[k + 1].kind == "word" and toks[k + 1].low == "and" and not used[k + 1])
        s = _duration_ends(r, k, a)
        if s is None or not _run_time_verb_before(r, s, a) or not any(toks[x].kind == "arm" for x in range(a, s)):
            continue
        q = k + n
        q += toks[q].kind == "word" and toks[q].low == "the"
        if q >= b or toks[q].kind != "arm" or used[q]:
            continue
        q += 1
        one = None
        if q < b and toks[q].kind == "word" and not used[q] and (
                toks[q].low in _SUBJECT_NOUNS or toks[q].low == "one" and _noun_subject(r, a)):
            one, q = (q if toks[q].low == "one" else None), q + 1
        if q >= b or toks[q].kind != "word" or used[q]:
            continue
        if toks[q].low in _DONE and q + 1 < b and toks[q + 1].low == "in":
            q += 2
        elif toks[q].low in _NEED:
            q += 1
        else:
            continue
        while q < b and toks[q].low in vocabulary.HEDGES and not used[q]:
            q += 1
        if q + 1 >= b or toks[q].kind != "num" or toks[q + 1].low not in DURATION_UNITS:
            continue
        e = q + 2
        if e < b and not (toks[e].kind == "punct" and toks[e].text in _END | {".", "?"}):
            continue
        out.append((k, n, "while"))
        if one is not None:
            used[one] = "inert"  # "the BF16 one": the first clause's noun ("the FP8 run"), said again
    return out


def _noun_subject(r, a: int) -> bool:
    """The sentence opens with ("the") ARM and a noun of the run ("The FP8 run finished ..."), so a later "the BF16 one"
    is the BF16 run."""
    k = a + (r.toks[a].kind == "word" and r.toks[a].low == "the")
    return k + 1 < len(r.toks) and r.toks[k].kind == "arm" and r.toks[k + 1].kind == "word" \
        and r.toks[k + 1].low in _SUBJECT_NOUNS
