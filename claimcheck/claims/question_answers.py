"""A question and its answer (production question_answer -- claimcheck/claims/grammar.lark; docs/claim-check.md).

"Q: What about throughput? A: Requests per second went from 1.02 to 1.10.", "Q: Does APC help TTFT? A: Yes. Median
TTFT dropped from 700 ms to 260 ms with APC on.", "Q: How much faster is the first token on average? A: Mean TTFT went
from 718 ms to 342 ms, about 52% lower.", "Q: Did any requests fail? A: No, all 80 requests completed in both runs.": a
question is no assertion, but what it presupposes ("How much faster ...?") and what an answer particle says of it
("Yes", "No") are. A token pass (before lead_labels): the question's words, its labels ("Q:", "A:", "Question:",
"Answer:") and the particle are taken out of the token stream (reported inert) only where the question is read as the
assertion it makes and the answer's first sentence implies it; the answer is then graded as written. Else every word
stays as written (unread: not-yet, never false for the question alone). The forms (QA_* in vocabulary.py):

* topic question -- ("and" | "what about" | "how about" | "and what about") "the"? topic "?" ("What about
  throughput?", "And the tail?"): asks, says nothing; taken out only before an answer with no particle that names only
  metrics of the topic (with a tail statistic each for "the tail") and holds no negation or modal (lead_labels
  ``_agrees`` with no direction). A number, an arm, a direction word or a comparison in the question: as written.
* polar question -- ("does" | "did") (ARM | "it" | "this" | "that") SUMMARY_VERB topic "?" then a yes-particle
  (QA_YES: "Yes", "Yep", "Yeah") closed by "." / "," / ":" / "!" ("Does APC help TTFT? Yes. Median TTFT dropped ..."):
  the particle asserts the question's content, read as the summary clause "ARM helps TTFT:" (lead_labels
  ``_summary_label``, the ARM kept as the answer's subject) and taken out only where that summary agrees with the
  answer (its direction, its metrics); "Barely", "Not really", "Somewhat", "No" after such a question: as written.
* degree question -- "how much" DIRECTION ("is" | "was" | "are" | "were") "the"? topic ("on average" | "at the
  median" | "at the tail")? "?" ("How much faster is the first token on average?", "How much lower is p99 TTFT?"):
  presupposes the direction; read as lead_labels' label "Faster first token:" and taken out only where the answer
  says that direction of only the topic's metrics (with the statistic the question names, on each); no particle.
* failure question -- ("did" "any" REQUEST_NOUN FAIL_VERB | ("were" | "was") "there" "any" FAILURE_NOUN | "any"
  FAILURE_NOUN) "?" then "No" / "None" / "Nope" ("Did any requests fail? No, all 80 requests completed in both
  runs."): the particle denies failures, which the answer must say as the reliability label's count does (lead_labels
  ``_reliability_label``: no ARM named alone, none failed, no negation); a "Yes" or anything else: as written.
"""

from __future__ import annotations

from claimcheck.claims import lead_labels as _ll
from claimcheck.claims.ellipsis import metric_spans, sentence_end
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import (QA_ANSWER_LABELS, QA_ARM_DIRS, QA_ARM_TAILS, QA_DEGREE_COPULAS,
                                          QA_DEGREE_STATS, QA_FAILURE_QUESTIONS, QA_NO, QA_NUMBERED_LABEL,
                                          QA_PARTICLE_MARKS, QA_POLAR_AUX, QA_QUESTION_LABELS, QA_TOPIC_LEADS,
                                          QA_TOPIC_PHRASES, QA_YES, SUMMARY_PRONOUNS, SUMMARY_VERBS)

_w = _ll.word


def _words(toks: list[Token], k: int, ws: tuple[str, ...]) -> bool:
    return k + len(ws) <= len(toks) and all(toks[k + n].kind in ("word", "punct") and (
        _w(toks[k + n]) if toks[k + n].kind == "word" else toks[k + n].text) == w for n, w in enumerate(ws))


def _label(toks: list[Token], k: int, e: int, labels) -> int:
    """The length of a "Q:" / "A:" label at ``k`` (its word and ":"), or 0; a numbered one too ("Q1:", "A2:")."""
    t = toks[k] if k < e else None
    if t is not None and t.kind == "ident" and k + 1 < e and toks[k + 1].text == ":" \
            and QA_NUMBERED_LABEL.match(t.low) and (t.low[0],) in labels:
        return 2
    for ws in labels:
        if k + len(ws) < e and _words(toks, k, ws) and toks[k + len(ws)].kind == "punct" \
                and toks[k + len(ws)].text == ":":
            return len(ws) + 1
    return 0


def _lead(toks: list[Token], k: int, e: int, table) -> int:
    return next((len(ws) for ws in sorted(table, key=len, reverse=True) if k + len(ws) <= e and _words(toks, k, ws)), 0)


def _end(toks: list[Token], k: int) -> int:
    return next((j for j in range(k, len(toks)) if sentence_end(toks, j)), len(toks))


def _answer(toks: list[Token], q: int) -> tuple[int, int, int] | None:
    """After the question's "?" at ``q``: (the index of the answer's label or first word, the index of its first word
    past the label, its sentence's end)."""
    a = q + 1
    if a >= len(toks):
        return None
    b = a + _label(toks, a, len(toks), QA_ANSWER_LABELS)
    if b >= len(toks):
        return None
    return a, b, _end(toks, b)


def _particle(toks: list[Token], b: int, table) -> int:
    """The length of an answer particle at ``b`` and its closing mark, or 0 ("Yes." / "Yes," / "No:")."""
    if b + 1 < len(toks) and toks[b].kind == "word" and _w(toks[b]) in table and toks[b + 1].kind == "punct" \
            and toks[b + 1].text in QA_PARTICLE_MARKS and b + 2 < len(toks):
        return 2
    return 0


def _stat_ok(toks: list[Token], q: int, e: int, stat: str | None) -> bool:
    """Every metric the answer toks[q:e] names is named with ``stat`` (None: no condition)."""
    if stat is None:
        return True
    spans = metric_spans(toks, q, e)
    return bool(spans) and all(_ll.stat_named(toks, s, t, q, e, QA_DEGREE_STATS[stat][0]) for s, t in spans)


def _topic_question(toks: list[Token], s: int, k: int, q: int) -> list[int] | None:
    n = _lead(toks, k, q, QA_TOPIC_LEADS)
    if not n:
        return None
    t0 = k + n + (_ll.word(toks[k + n]) == "the" and toks[k + n].kind == "word" and k + n + 1 < q)
    phrase = tuple(_ll.word(t) for t in toks[t0:q])
    if phrase in QA_TOPIC_PHRASES and all(t.kind == "word" for t in toks[t0:q]):
        topic = (QA_TOPIC_PHRASES[phrase], False, "")  # "What about decode speed?": TPOT, ITL
    else:
        topic = _ll.topic_of(toks, k + n, q)
    if topic is None or topic[0] is None:
        return None
    got = _answer(toks, q)
    if got is None:
        return None
    a, b, e = got
    if b >= e or _particle(toks, b, QA_YES | QA_NO) or not _ll.agrees(toks, b, e, topic[0], None, tail=topic[1]):
        return None
    return list(range(s, b))


def _degree_question(toks: list[Token], s: int, k: int, q: int) -> list[int] | None:
    if not _words(toks, k, ("how", "much")) or k + 3 >= q:
        return None
    d = _w(toks[k + 2])
    if toks[k + 2].kind != "word" or d not in _ll.LABEL_DIRS or _w(toks[k + 3]) not in QA_DEGREE_COPULAS:
        return None
    want = _ll.LABEL_DIRS[d]
    if toks[k + 4].kind == "arm" or (_ll.word(toks[k + 4]) == "the" and k + 5 < q and toks[k + 5].kind == "arm"):
        return None  # "How much faster is FP8?": _arm_question's
    t0, t1, stat = k + 4, q, None
    for st, ws in QA_DEGREE_STATS.items():
        for tail in ws[1]:
            if t1 - len(tail) > t0 and _words(toks, t1 - len(tail), tail):
                t1, stat = t1 - len(tail), st
                break
        if stat is not None:
            break
    if t0 < t1 and _w(toks[t0]) == "the" and toks[t0].kind == "word":
        t0 += 1
    if t1 - t0 == 2 and _words(toks, t0, ("first", "token")):
        cls = frozenset({"ttft"})  # "How much faster is the first token?": the time to it (lead_label's reading)
        if want in ("up", "down"):
            return None
    else:
        topic = _ll.topic_of(toks, t0, t1)
        if topic is None or topic[0] is None or topic[1]:
            return None
        cls = topic[0]
        if want in ("up", "down") and (len({_ll.better_of(m) for m in cls}) != 1 or topic[2] in ("prefill", "decode",
                                                                                            "decoding")):
            return None
    got = _answer(toks, q)
    if got is None:
        return None
    a, b, e = got
    if b >= e or _particle(toks, b, QA_YES | QA_NO) or not _stat_ok(toks, b, e, stat) \
            or not _ll.agrees(toks, b, e, cls, want, numbers=True):
        return None
    return list(range(s, b))


def _polar_question(toks: list[Token], s: int, k: int, q: int) -> tuple[list[Token], list[tuple[int, int]]] | None:
    """A polar question and a yes-particle: the trial tokens (the question's words but its subject, verb and topic
    taken out, its "?" a ":"; the answer's label and particle taken out) and the spans taken out, where the summary
    clause "SUBJECT VERB TOPIC:" agrees with the answer (lead_labels._summary_label, which then takes it out too)."""
    if _words(toks, k, ("how", "much")) and k + 2 < q and toks[k + 2].kind == "word" \
            and _w(toks[k + 2]) in QA_POLAR_AUX:
        k, particles = k + 2, None  # "How much does FP8 cut TTFT?": the direction presupposed, no particle
    else:
        particles = QA_YES
    if toks[k].kind != "word" or _w(toks[k]) not in QA_POLAR_AUX or k + 3 > q:
        return None
    subj = k + 1
    if toks[subj].kind == "word" and _w(toks[subj]) == "the" and toks[subj + 1].kind == "arm":
        subj += 1  # "Does the PR help TTFT?": the article goes with the question's words
    if not ((toks[subj].kind == "arm" and len(toks[subj].arms) == 1)
            or (toks[subj].kind == "word" and _w(toks[subj]) in SUMMARY_PRONOUNS)):
        return None
    if toks[subj + 1].kind != "word" or _w(toks[subj + 1]) not in SUMMARY_VERBS:
        return None
    got = _answer_after(toks, q, particles)
    if got is None:
        return None
    a, b, n, colon = got
    gone = list(range(s, subj)) + list(range(a, b + n))
    trial = toks[:s] + toks[subj:q] + [colon] + toks[b + n:]
    for i, t in enumerate(trial):
        t.i = i
    end = _end(trial, s)
    summ = _ll.summary_label(trial, s, end)
    for i, t in enumerate(toks):
        t.i = i
    if summ is None or summ[1] != s + (q - subj) + 1:
        return None
    drop = set(summ[0])
    spans = [(toks[x].start, toks[x].end) for x in gone] + [(trial[x].start, trial[x].end) for x in sorted(drop)]
    out = [t for x, t in enumerate(trial) if x not in drop]
    return out, spans


def _answer_after(toks: list[Token], q: int, particles) -> tuple[int, int, int, Token] | None:
    """The answer after the question ending at ``q``: (its label's start, the answer's start, the particle's length,
    the colon that stands for the question mark), where the answer opens with one of ``particles`` (a yes-particle),
    or, with none asked for, with no yes / no particle at all; else None."""
    got = _answer(toks, q)
    if got is None:
        return None
    a, b, _e = got
    n = _particle(toks, b, particles) if particles else 0
    if particles and not n or not particles and _particle(toks, b, QA_YES | QA_NO):
        return None
    return a, b, n, Token(0, toks[q].start, toks[q].end, ":", "", "punct")


def _arm_question(toks: list[Token], s: int, k: int, q: int) -> tuple[list[Token], list[tuple[int, int]]] | None:
    """"Is FP8 faster? Yes: ...", "How much faster is FP8 overall? ...": an arm's label (lead_label "FP8 is faster:",
    the ARM kept as the answer's subject) over the answer: the trial tokens and the spans taken out, where the label
    agrees with the answer (lead_labels.lead_label), else None."""
    if _words(toks, k, ("how", "much")) and k + 4 <= q and _w(toks[k + 2]) in QA_ARM_DIRS \
            and _w(toks[k + 3]) in QA_DEGREE_COPULAS:
        d, cop, subj, particles = k + 2, k + 3, k + 4, None  # "How much faster is FP8?"
    elif toks[k].kind == "word" and _w(toks[k]) in QA_DEGREE_COPULAS and k + 2 < q:
        cop, subj, particles = k, k + 1, QA_YES  # "Is FP8 faster?"
        d = subj + 1 + (_w(toks[subj]) == "the")
    else:
        return None
    if _w(toks[subj]) == "the" and toks[subj].kind == "word":
        subj += 1
    if toks[subj].kind != "arm" or len(toks[subj].arms) != 1:
        return None
    if particles:
        d = subj + 1
    if d >= q or toks[d].kind != "word" or _w(toks[d]) not in QA_ARM_DIRS:
        return None
    rest = tuple(_w(t) for t in toks[max(subj, d) + 1:q])
    if rest and rest not in QA_ARM_TAILS:
        return None
    got = _answer_after(toks, q, particles)
    if got is None:
        return None
    a, b, n, colon = got
    tail = list(range(max(subj, d) + 1, q))
    keep = [subj, cop, d] + tail
    trial = toks[:s] + [toks[x] for x in keep] + [colon] + toks[b + n:]
    gone = [x for x in range(s, q) if x not in keep] + list(range(a, b + n))
    for i, t in enumerate(trial):
        t.i = i
    got_label = _ll.lead_label(trial, s, _end(trial, s))
    for i, t in enumerate(toks):
        t.i = i
    if got_label is None or got_label[1] != s + len(keep) + 1:
        return None
    drop = set(got_label[0])
    spans = [(toks[x].start, toks[x].end) for x in gone] + [(trial[x].start, trial[x].end) for x in sorted(drop)]
    return [t for x, t in enumerate(trial) if x not in drop], spans


def _failure_question(toks: list[Token], s: int, k: int, q: int) -> list[int] | None:
    if not any(q - k == len(ws) and _words(toks, k, ws) for ws in QA_FAILURE_QUESTIONS):
        return None
    got = _answer(toks, q)
    if got is None:
        return None
    a, b, _ = got
    n = _particle(toks, b, QA_NO)
    if not n:
        return None
    e = _end(toks, b + n)
    # the reliability label's own test of the count after it ("Success rate: all 80 requests completed in both runs")
    probe = toks[:b + n - 1] + [Token(0, toks[b + n - 1].start, toks[b + n - 1].end, ":", "", "punct")] + toks[b + n:]
    for i, t in enumerate(probe):
        t.i = i
    ok = _reliability_after(probe, b + n - 1, e)
    for i, t in enumerate(toks):
        t.i = i
    return list(range(s, b + n)) if ok else None


def _reliability_after(toks: list[Token], colon: int, e: int) -> bool:
    """The count after ``colon`` up to ``e`` says no request failed, as lead_labels' reliability label requires."""
    lead = [Token(0, toks[colon].start, toks[colon].start, "reliability", "reliability", "word")]
    trial = toks[:colon] + lead + toks[colon:]
    for i, t in enumerate(trial):
        t.i = i
    got = _ll.reliability_label(trial, colon, e + 1)
    return got is not None


def question_answers(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production question_answer (module docstring): (the tokens, the spans taken out as inert)."""
    if not any(t.kind == "punct" and t.text == "?" for t in toks):
        return toks, []
    gone: list[tuple[int, int]] = []
    s = 0
    while s < len(toks):
        q = _end(toks, s)
        if q >= len(toks) or toks[q].text != "?":
            s = q + 1
            continue
        k = s + _label(toks, s, q, QA_QUESTION_LABELS)
        drop = _topic_question(toks, s, k, q) or _degree_question(toks, s, k, q) or _failure_question(toks, s, k, q)
        if drop:
            gone += [(toks[x].start, toks[x].end) for x in drop]
            ds = set(drop)
            toks = [t for x, t in enumerate(toks) if x not in ds]
            for i, t in enumerate(toks):
                t.i = i
            continue  # the answer now starts at s
        polar = _polar_question(toks, s, k, q) or _arm_question(toks, s, k, q)
        if polar is not None:
            toks, spans = polar
            gone += spans
            for i, t in enumerate(toks):
                t.i = i
            continue
        s = q + 1
    return toks, sorted(gone)
