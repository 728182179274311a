"""Prose around a claim: the words that carry no measurable content (production: prose,
claimcheck/claims/grammar.lark).

Runs once per clause, after every construct of the clause has had its turn and before the
clause's assertions are bound and emitted (``_Clause.scan`` calls ``mark_prose`` last): it only
looks at tokens no construct consumed, and marks as inert those that form one of the patterns
below, built from the PROSE classes of ``claimcheck.claims.vocabulary``. A word of NEVER_PROSE
(negations, comparison and direction words, numbers, units, metrics, statistics, hedges and
modal words, projections, quantifiers, conditions and scopes, hardware, engines, models,
settings) is never made inert here, nor is an arm, a number or an identifier, so no twist can
hide behind prose; a word it leaves alone stays unread (verdict not-yet), as before.

Patterns (each word must be left unread by the constructs):

* PROSE_WORDS anywhere (we, our, you; observe, noticed, released; now, new, latest) and
  PROSE_PHRASES anywhere (in this post, in fact, leading to, resulting in, translates into);
* at the start of a sentence: date tags (``[2024/09]``), decorative emoji (also at its end; never
  inside, where one could split a construct), a section label and its colon or a spaced dash (``Result:``,
  ``Summary:``, ``Key finding -``), an opener and its comma (``Together,``, ``Experimentally,``);
* an intensifier directly before a number a construct read (``a massive 2.38x speedup``);
* a reference in parentheses: to a figure (``(see Figure 3)``, ``(Fig. 2)``), elsewhere in the write-up as its
  whole content (``(see the appendix)``, ``(details below)``), a chart's legend (``(blue line)``)
  or a source (``(source)``);
* praise: ``[PRAISE_VERB] PRAISE_ADJ+ PRAISE_NOUN (and PRAISE_ADJ* PRAISE_NOUN)*`` (``unlocks
  incredible performance``, ``keeping rich features and great usability``); ``performance`` only
  where every comparison of the clause has a metric of its own (it would otherwise take this one);
* a cause: ``thanks to | due to | owing to | because of | through | via | by GERUND`` + a noun
  phrase of plain words (no NEVER_PROSE word, no arm, number or identifier), ending at a comma,
  before a parenthesis or at the end of the clause (``Thanks to the extensive architectural enhancements,``, ``by
  introducing CUDA graph``); after a comma or a parenthesis the cause may carry a hedge of its own (``, likely due
  to dequantization overhead``: PROSE_CAUSE_HEDGES -- an explanation the witness cannot confirm, hedged or not, with
  no number, arm, metric or comparison in it, so the measured clause before it is graded as it stands and no twist
  can hide in it) and the phase its cost is spent in (``during prefill``, ``in the decode phase``; never a metric
  phrase: PROSE_CAUSE_PHASES);
* a trailing comment after a claim a construct read, to the clause's end (``comment``): ``, because the draft also has
  to process the prompt``, ``, since the first turn is a cold prefill`` (never ``since v0.6``: a baseline), ``, which
  suggests that the GPU has headroom``, ``, so this looks like periodic stalls``, ``, we're basically
  saturated``, ``, a nice middle ground``, ``(because ...)``: no number, arm, metric, direction, comparison, hedge of the
  claim, negation, engine, GPU or model, nothing that could say how the numbers were taken (PROSE_VALIDITY_WORDS, which no
  cause's noun phrase holds either: ``because of noise``) and no time or version -- never graded; in parentheses also
  with no lead, where the words say what some requests still pay or stall on (``(cold-start requests still pay the
  full prefill)``: PROSE_COMMENT_BARE_VERBS, never a copula);
* a sentence that is only a question naming what the next one states: ``The only cost?``, ``The catch?``
  (PROSE_QUESTION_LABELS);
* the author's decision after a claim, ending the clause: ``so I'm keeping it enabled``, ``so we'll leave it on by
  default`` (``decision``: what the author chose to do about the setting, not a measurement).
"""

from __future__ import annotations

import re

from claimcheck.claims import mechanisms as _mechanisms
from claimcheck.claims.vocabulary import (
    INERT_PUNCT, INERT_WORDS, NEVER_PROSE, PROSE_CAUSE_HEDGES, PROSE_CAUSE_JOINERS, PROSE_CAUSE_LEADS,
    PROSE_COMMENT_BARE_VERBS,
    PROSE_CAUSE_NOT_GERUNDS, PROSE_CAUSE_PHASES, PROSE_COMMENT_ASIDE_LEADS, PROSE_COMMENT_CAUSE_LEADS,
    PROSE_COMMENT_ASIDE_HEADS, PROSE_COMMENT_ASIDE_OK, PROSE_COMMENT_FINITE, PROSE_COMMENT_INFERENCE_LEADS,
    PROSE_COMMENT_BELIEF_VERBS, PROSE_COMMENT_CAUSE_NEGATIONS, PROSE_COMMENT_CONSISTENT_LEADS, PROSE_COMMENT_GAP_NOUNS, PROSE_COMMENT_NEVER, PROSE_COMMENT_PHASE_LEVELS,
    PROSE_COMMENT_PHASE_NOUNS, PROSE_COMMENT_OK, PROSE_VALIDITY_WORDS, SCOPE_WORDS, COUNT_NOUNS,
    NEGATIONS, SENSE, MULT_VERBS, CHANGE_VERBS, CHANGE_INTRANS, DEGREE_VERBS, HEDGES, PROSE_ADDITIVE_NEXT, PROSE_ADDITIVE_TAILS, PROSE_EVEN_NOT_BEFORE, PROSE_STILL_RATIO,
    PROSE_DECISION_SUBJECTS, PROSE_DECISION_TAILS, APPOSITIVE_DEGREES, APPOSITIVE_HEADS, APPOSITIVE_MATTER_VERBS,
    APPOSITIVE_PARTICLES, APPOSITIVE_VERBS, APPOSITIVE_WHO, METRIC_PHRASES,
    PROSE_DECISION_VERBS,
    PROSE_EMOJI, PROSE_INTENSIFIERS, PROSE_LABELS, PROSE_QUESTION_LABELS, PROSE_METRIC_NOUNS, PROSE_OPENERS, PROSE_PHRASES,
    PROSE_PRAISE_ADJ, PROSE_PRAISE_NOUNS, PROSE_PRAISE_VERBS, PROSE_WORDS, PROSE_FIGURE_NOUNS, PROSE_COLORS,
    PROSE_PAGE_NOUNS, PROSE_PAGE_PLACES, PROSE_SEE_IMAGE_NOUNS,
    PROSE_LEGEND_STYLES, PROSE_LEGEND_NOUNS, PROSE_CITATIONS, PROSE_REFERENCE_PHRASES, show_lead_of_other,
    GENRE_LABEL_MODIFIERS, GENRE_MODIFIED_LABELS, FRAMING_SENTENCES, FRAMING_FIGURE_NOUNS, FRAMING_FIGURE_EFFECTS, WISE_OPENER_TOPICS,
    GENRE_LABELS_WITH_TOPIC, GENRE_LABEL_MAX_WORDS, GENRE_LABEL_PREPS, GENRE_TOPIC_NEVER, GENRE_TOPIC_WORDS,
)

_YEAR = re.compile(r"^(?:19|20)\d\d$")
_MONTH = re.compile(r"^(?:0?[1-9]|1[0-2])$")
_DAY = re.compile(r"^(?:0?[1-9]|[12]\d|3[01])$")
_YM_IDENT = re.compile(r"^(?:19|20)\d\d-(?:0?[1-9]|1[0-2])(?:-(?:0?[1-9]|[12]\d|3[01]))?$")


def _by_first(table) -> dict[str, list[tuple[str, ...]]]:
    out: dict[str, list[tuple[str, ...]]] = {}
    for p in sorted(table, key=len, reverse=True):
        out.setdefault(p[0], []).append(p)
    return out


_PHRASES = _by_first(PROSE_PHRASES)
_LABELS = _by_first(PROSE_LABELS)
_TOPIC_LABELS = frozenset(GENRE_LABELS_WITH_TOPIC)
_MODIFIED = _by_first(GENRE_MODIFIED_LABELS)
_FRAMING = frozenset(FRAMING_SENTENCES)
_QUESTIONS = _by_first(PROSE_QUESTION_LABELS)
_ADJ = _by_first(PROSE_PRAISE_ADJ)
_CAUSES = _by_first(PROSE_CAUSE_LEADS)
_SENTENCE_END = frozenset(".!?;")
_COMMENT_LEADS = [(p, kind) for kind, ps in (("cause", PROSE_COMMENT_CAUSE_LEADS),
                                             ("inference", PROSE_COMMENT_INFERENCE_LEADS),
                                             ("consistent", PROSE_COMMENT_CONSISTENT_LEADS),
                                             ("aside", PROSE_COMMENT_ASIDE_LEADS)) for p in ps]
_COMMENT_LEADS.sort(key=lambda pk: len(pk[0]), reverse=True)


class _Prose:
    def __init__(self, c) -> None:
        self.c, self.r, self.toks, self.i0, self.i1 = c, c.r, c.r.toks, c.i0, c.i1

    def free(self, k: int) -> bool:
        return self.i0 <= k < self.i1 and not self.r.used[k]

    def word(self, k: int) -> str:
        return self.toks[k].low if self.i0 <= k < self.i1 and self.toks[k].kind == "word" else ""

    def text(self, k: int) -> str:
        return self.toks[k].text if self.i0 <= k < self.i1 else ""

    def seq(self, k: int, words: tuple[str, ...]) -> bool:
        return all(self.free(k + n) and (self.word(k + n) or self.text(k + n)) == w for n, w in enumerate(words))

    def phrase(self, k: int, table: dict[str, list[tuple[str, ...]]]) -> int:
        """The length of the longest phrase of ``table`` at k (0: none)."""
        if not self.free(k):
            return 0
        for p in table.get(self.word(k) or self.text(k), ()):
            if self.seq(k, p):
                return len(p)
        return 0

    def inert(self, a: int, b: int) -> None:
        for k in range(a, b):
            self.r.used[k] = "inert"

    def plain(self, k: int) -> bool:
        """A content word no construct read and no twist can hide behind."""
        w = self.word(k)
        return bool(w) and self.free(k) and w not in NEVER_PROSE and "'" not in w and w not in INERT_WORDS

    def run(self) -> None:
        free, word = self.free, self.word
        # emoji at the end of a sentence (before its closing punctuation; decorative, an allow-list)
        k = self.i1 - 1
        while k >= self.i0 and free(k) and self.toks[k].kind == "punct" and (
                self.emoji(k) or self.toks[k].text in _SENTENCE_END):
            if self.emoji(k):
                self.inert(k, k + 1)
            k -= 1
        # the start of a sentence: date tags, emoji, a label and its colon, an opener and its comma
        if self.i0 == 0 or self.toks[self.i0 - 1].text in _SENTENCE_END:
            self.framing()  # production: framing_sentence
            k = self.i0
            while k < self.i1:
                if self.r.used[k] == "inert":
                    k += 1
                    continue
                n = self.date_tag(k) or (1 if self.emoji(k) else 0) or self.label(k) or self.opener(k) \
                    or self.question_label(k)
                if not n:
                    break
                self.inert(k, k + n)
                k += n
        for k in range(self.i0, self.i1):
            if free(k) and self.text(k) == "(" and (n := self.reference(k)):
                self.inert(k, k + n)
        for k in range(self.i0, self.i1):
            if free(k) and (n := self.decision(k)):  # before PROSE_WORDS, which holds its "I" / "we"
                self.inert(k, k + n)
        for k in range(self.i0, self.i1):
            if free(k) and (n := self.comment(k)):  # before PROSE_WORDS too ("we're")
                self.inert(k, k + n)
        for k in range(self.i0, self.i1):
            if free(k) and (n := self.appositive(k)):  # before PROSE_WORDS too ("we", "you")
                self.inert(k, k + n)
        for k in range(self.i0, self.i1):
            if not free(k):
                continue
            n = self.phrase(k, _PHRASES)
            if n and k > self.i0 and show_lead_of_other(tuple(self.word(x) for x in range(k, k + n)), self.word(k - 1)):
                continue  # "Their tests show ...", "NVIDIA's numbers show ...": another witness's evidence, unread
            if n:
                self.inert(k, k + n)
            else:
                w = word(k)
                if w in PROSE_WORDS:
                    self.inert(k, k + 1)
                elif w in PROSE_INTENSIFIERS and k + 1 < self.i1 and self.toks[k + 1].kind == "num" \
                        and self.r.used[k + 1] == "read":
                    self.inert(k, k + 1)
        for k in range(self.i0, self.i1):
            if free(k) and (n := self.additive(k)):
                self.inert(k, k + n)
        for k in range(self.i0, self.i1):
            if free(k) and (n := self.praise(k)):
                self.inert(k, k + n)
        for k in range(self.i0, self.i1):
            if free(k) and (n := self.cause(k)):
                self.inert(k, k + n)
        # mechanisms (claimcheck/claims/mechanisms.py): "X fuses the kernels, delivering ...", "..., overlapping A with B"
        for k in range(self.i0, self.i1):
            for a, b in _mechanisms.lead(self, k):
                self.inert(a, b)
            if (n := _mechanisms.tail(self, k)):
                self.inert(k, k + n)

    def emoji(self, k: int) -> bool:
        t = self.toks[k]
        return self.free(k) and t.kind == "punct" and bool(t.text) and all(ch in PROSE_EMOJI for ch in t.text)

    def date_tag(self, k: int) -> int:
        """``[2024/09]``, ``[2024-09-12]``, ``[2023/08/01]``: a bracketed year and month (and day)."""
        free, toks = self.free, self.toks
        if not (free(k) and toks[k].text == "["):
            return 0
        j = k + 1
        if free(j) and toks[j].kind == "ident" and _YM_IDENT.match(toks[j].low):
            j += 1
        elif free(j) and toks[j].kind == "num" and _YEAR.match(toks[j].text):
            j += 1
            parts = 0
            while parts < 2 and free(j) and toks[j].text in ("/", "-", ".") and free(j + 1) \
                    and toks[j + 1].kind == "num" and (_MONTH if parts == 0 else _DAY).match(toks[j + 1].text):
                j += 2
                parts += 1
            if parts == 0:
                return 0
        else:
            return 0
        return j + 1 - k if free(j) and toks[j].text == "]" else 0

    def framing(self) -> None:
        """Production framing_sentence (vocabulary.FRAMING_SENTENCES): the sentence's words (each free or already
        inert) up to its "." / ":" are one of the phrases, with more words after the sentence; or, after a figure lead
        a construct read ("Table 2 summarises the"), a FRAMING_FIGURE_NOUNS word ending the sentence or "effect of" /
        "impact of" before one arm mention (a phrase the witness names), nothing else, to the sentence's end."""
        i0, i1, toks, used = self.i0, self.i1, self.toks, self.r.used
        colon = next((x for x in range(i0, i1) if toks[x].text == ":"), None)
        for end in (colon, i1 - 1):
            if end is None or end <= i0 or toks[end].text not in (".", ":") or end + 1 >= len(toks):
                continue
            if tuple(self.word(x) for x in range(i0, end)) in _FRAMING \
                    and all(used[x] in ("", "inert") for x in range(i0, end + 1)):
                self.inert(i0, end + 1)
                return
        end = i1 - 1 if i1 - 1 > i0 and toks[i1 - 1].text == "." else i1
        if self.word(i0) not in PROSE_FIGURE_NOUNS or not used[i0]:
            return
        free = [x for x in range(i0, end) if not used[x] and self.word(x) not in INERT_WORDS and toks[x].kind != "arm"]
        if len(free) != 1:
            return
        k = free[0]
        if self.word(k - 1) not in ("the", "our"):
            return
        if self.word(k) in FRAMING_FIGURE_NOUNS and k + 1 == end:
            self.inert(k, k + 1)
        elif self.word(k) in FRAMING_FIGURE_EFFECTS and self.word(k + 1) == "of" and k + 2 < end \
                and all(toks[x].kind == "arm" and len(toks[x].arms) == 1 for x in range(k + 2, end)):
            self.inert(k, k + 1)  # "the effect of tensor parallelism": the arm the witness names, nothing else

    def modified_label(self, k: int) -> int:
        """Production genre_label, modified: one or two GENRE_LABEL_MODIFIERS words, then a GENRE_MODIFIED_LABELS noun
        and its ":" ("Serving notes:", "Perf notes:", "My numbers:"); the tokens, or 0."""
        j = k
        while j < k + 2 and self.free(j) and self.word(j) in GENRE_LABEL_MODIFIERS:
            j += 1
        if j == k:
            return 0
        open_ = lambda x: self.i0 <= x < self.i1 and self.r.used[x] in ("", "inert")  # noqa: E731 - a discourse lead's
        # inert "results" is still the label's noun
        n = next((len(p) for p in _MODIFIED.get(self.word(j), ()) if all(
            open_(j + x) and self.word(j + x) == w for x, w in enumerate(p))), 0)
        return j + n + 1 - k if n and open_(j + n) and self.text(j + n) == ":" and j + n + 1 < self.i1 else 0

    def label(self, k: int) -> int:
        if (n := self.modified_label(k)):
            return n
        n = self.phrase(k, _LABELS)
        if self.free(k):
            # "Actual result:", "Net result:": a label's last word a discourse lead already took as inert
            for p in _LABELS.get(self.word(k) or self.text(k), ()):
                if len(p) > n and all(self.i0 <= k + x < self.i1 and self.r.used[k + x] in ("", "inert")
                                      and (self.word(k + x) or self.text(k + x)) == w for x, w in enumerate(p)):
                    n = len(p)
                    if self.i0 <= k + n < self.i1 and self.r.used[k + n] == "inert" and self.text(k + n) == ":":
                        return n + 1  # the discourse lead took "result :"
                    break
        if n:
            n += self.label_topic(k, n)
        if n and self.free(k + n) and self.text(k + n) in ("-", "\u2013", "\u2014") and k + n + 1 < self.i1 \
                and self.toks[k + n].start > self.toks[k + n - 1].end and self.toks[k + n + 1].start > self.toks[k + n].end:
            return n + 1  # "Key finding - ...", "Result — ...": a spaced dash ends a label as a colon does
        return n + 1 if n and self.free(k + n) and self.text(k + n) == ":" else 0

    def label_topic(self, k: int, n: int) -> int:
        """Production genre_label: what a correspondence label reports on, between it and its ":" ("quick follow-up
        from Tuesday's call:", "Recap of the standup:"): GENRE_LABEL_PREPS then plain words only (no number, arm,
        identifier or NEVER_PROSE word; "'s" allowed), each a meeting's word (GENRE_TOPIC_WORDS, an allow-list: "from
        the roadmap:" stays unread), at most GENRE_LABEL_MAX_WORDS; the tokens after the label phrase, or 0."""
        if tuple(self.word(x) or self.text(x) for x in range(k, k + n)) not in _TOPIC_LABELS \
                or self.word(k + n) not in GENRE_LABEL_PREPS or not self.free(k + n):
            return 0
        j = k + n + 1
        while j < self.i1 and self.text(j) != ":":
            w = self.word(j)
            if not (self.free(j) and w and (w == "'s" or ("'" not in w and w not in NEVER_PROSE
                                                        and w not in GENRE_TOPIC_NEVER and w in GENRE_TOPIC_WORDS))):
                return 0
            j += 1
        if j == k + n + 1 or j - (k + n + 1) > GENRE_LABEL_MAX_WORDS or j + 1 >= self.i1 or not self.free(j):
            return 0
        return j - k - n

    def question_label(self, k: int) -> int:
        """"The only cost?", "The catch?", "The downside?": a sentence that is only a question naming what the next
        sentence states (PROSE_QUESTION_LABELS, then "?" ending the sentence, nothing else in it)."""
        n = self.phrase(k, _QUESTIONS)
        if not n or k != self.i0 or not self.free(k + n) or self.text(k + n) != "?" or k + n + 1 != self.i1:
            return 0
        return n + 1

    def opener(self, k: int) -> int:
        if self.word(k) in WISE_OPENER_TOPICS and self.free(k) and self.word(k + 1) == "wise" and self.free(k + 1) \
                and self.free(k + 2) and self.text(k + 2) == "," \
                and self.toks[k + 1].start - self.toks[k].end == 1 and self.r.text[self.toks[k].end] == "-":
            return 3  # production: wise_opener -- "Performance-wise, ..."
        return 2 if self.word(k) in PROSE_OPENERS and self.free(k + 1) and self.text(k + 1) == "," else 0

    def _page_place(self, j: int) -> int:
        """Where a pointed-to figure sits, right after it ("at top of tutorial", "at the bottom of the post", "in the
        readme", "above", "below"): its tokens, else 0 (production reference, vocabulary.PROSE_PAGE_PLACES / NOUNS)."""
        w = self.word
        if w(j) in ("above", "below"):
            return 1
        if w(j) not in ("at", "in", "on"):
            return 0
        k = j + 1 + (w(j + 1) == "the")
        if w(k) in PROSE_PAGE_NOUNS:
            return k + 1 - j  # "in the readme"
        if w(k) not in PROSE_PAGE_PLACES or w(k + 1) != "of":
            return 0
        k += 2 + (w(k + 2) in ("the", "this"))
        return k + 1 - j if w(k) in PROSE_PAGE_NOUNS else 0

    def reference(self, k: int) -> int:
        """``(see Figure 3)``, ``(Table 2)``, ``(blue line)``, ``(orange dashed line)``, ``(source)``: the tokens
        from ``(`` to ``)``, all left unread by the constructs."""
        j = k + 1
        w = self.word
        see_image = w(j) == "see" and (w(j + 1) in PROSE_SEE_IMAGE_NOUNS or w(j + 1) == "the"
                                       and w(j + 2) in PROSE_SEE_IMAGE_NOUNS | PROSE_FIGURE_NOUNS)
        if w(j) in PROSE_FIGURE_NOUNS or (w(j) == "see" and w(j + 1) in PROSE_FIGURE_NOUNS) or see_image:
            j += 1 if w(j) != "see" else (3 if w(j + 1) == "the" else 2)
            if w(j - 1) == "fig" and self.text(j) == "." and self.free(j):
                j += 1  # "(Fig. 2)"
            t = self.toks[j] if j < self.i1 else None
            if t is not None and self.free(j) and (t.kind == "num" and t.decimals == 0 and t.value is not None
                                                   and t.value < 1000 or t.kind == "ident" and len(t.low) <= 4
                                                   and t.low[:1].isdigit()):
                j += 1  # "Figure 3", "Fig 2b"
            j += self._page_place(j)  # "(see image at top of tutorial)", "(see Figure 3 below)"
        elif w(j) in PROSE_COLORS:
            j += 1
            if w(j) in PROSE_LEGEND_STYLES:
                j += 1
            if w(j) not in PROSE_LEGEND_NOUNS:
                return 0
            j += 1
        elif w(j) in PROSE_CITATIONS:
            j += 1
        elif (p := next((p for p in sorted(PROSE_REFERENCE_PHRASES, key=len, reverse=True)
                         if tuple(w(j + n) for n in range(len(p))) == p), None)):
            j += len(p)  # "(see the appendix)", "(details below)": the whole content
            t = self.toks[j] if j < self.i1 else None
            if p[-1] == "appendix" and t is not None and self.free(j) and t.kind in ("num", "word", "ident") \
                    and len(t.text) <= 2:
                j += 1  # "(see Appendix A)", "(see appendix 2)"
        else:
            return 0
        if not all(self.free(q) for q in range(k, j + 1)) or self.text(j) != ")":
            return 0
        return j + 1 - k

    def adj_at(self, k: int) -> int:
        return self.phrase(k, _ADJ)

    def praise(self, k: int) -> int:
        """[PRAISE_VERB] PRAISE_ADJ+ PRAISE_NOUN (and PRAISE_ADJ* PRAISE_NOUN)*: the tokens it covers."""
        j = k
        if self.word(j) in PROSE_PRAISE_VERBS:
            j += 1
        nouns: list[int] = []
        end = k
        while True:
            a = j
            while (n := self.adj_at(j)):
                j += n
            if j == a and not nouns:
                return 0  # praise needs an adjective before its first noun
            if not self.noun_ok(j):
                break
            nouns.append(j)
            j += 1
            end = j
            if self.word(j) == "and" and self.free(j):
                j += 1
                continue
            break
        if not nouns:
            return 0
        for n in nouns:
            item = self.metric_item(n)
            if item is not None:
                self.c.items.remove(item)
        return end - k

    def noun_ok(self, j: int) -> bool:
        w = self.word(j)
        if w not in PROSE_PRAISE_NOUNS:
            return False
        if w not in PROSE_METRIC_NOUNS:
            return self.free(j)
        # "performance": free, or taken only as a metric item of its own; and every comparison of the
        # clause has a metric of its own (else it might bind this one)
        item = self.metric_item(j)
        if self.r.used[j] and item is None:
            return False
        segs = self.c.segments()
        for core in self.c.cores:
            if core.metric:
                continue
            seg = segs[core.i0 - self.i0]
            if not any(it.kind == "metric" and it is not item and it.metric not in PROSE_METRIC_NOUNS
                       and segs[it.i0 - self.i0] == seg for it in self.c.items):
                return False
        return True

    def metric_item(self, j: int):
        return next((it for it in self.c.items if it.kind == "metric" and it.i0 == j and it.i1 == j + 1), None)

    def cause(self, k: int) -> int:
        """A cause lead and its noun phrase of plain words, ending at a comma or the clause's end; a hedge on the cause
        alone before it, after a comma or a parenthesis (", likely due to ...": PROSE_CAUSE_HEDGES); the phase it is
        spent in ("during prefill", "in the decode phase": PROSE_CAUSE_PHASES), never a metric phrase."""
        word = self.word
        h = 0
        if word(k) in PROSE_CAUSE_HEDGES and k > self.i0 and self.text(k - 1) in (",", "(", ";"):
            h = 1 + (word(k) == "most" and word(k + 1) == "likely")
            if word(k) == "most" and h == 1:
                return 0
        lead = self.phrase(k + h, _CAUSES)
        if not lead or (h and not all(self.free(x) for x in range(k, k + h))):
            return 0
        j = k + h + lead
        if lead == 1 and word(k) == "by":
            g = word(j)
            if not (g.endswith("ing") and self.plain(j) and g not in PROSE_CAUSE_NOT_GERUNDS):
                return 0
        content = 0
        while j < self.i1 and self.free(j):
            ph = self.phase(j)
            if ph:
                content += 1
                j += ph
                continue
            if word(j) in PROSE_VALIDITY_WORDS:
                return 0  # "because of noise", "due to a measurement error": not a cause of the setting's
            if self.plain(j):
                content += 1
            elif not (word(j) in PROSE_CAUSE_JOINERS or word(j) in PROSE_WORDS):
                break
            j += 1
        if not content or word(j - 1) in PROSE_CAUSE_JOINERS:
            return 0  # no content word, or a phrase cut short ("thanks to the")
        # the phrase ends at a comma or at the clause's end (its last token, or a sentence end after it), or before a
        # parenthesis ("by introducing CUDA graph (see Figure 3).": what it holds is read on its own)
        if j < self.i1 and self.text(j) not in (",", "(") and not (self.text(j) in _SENTENCE_END and j + 1 >= self.i1):
            return 0
        return j - k


    def read(self, k: int) -> bool:
        """Token k was read by a construct (a value, a word of a frame, or an arm)."""
        return self.i0 <= k < self.i1 and self.r.used[k] in ("read", "arm")

    def additive(self, k: int) -> int:
        """"too" / "as well" after a read word, ending the clause or before a preposition, a joiner or an arm; "even"
        before a read word ("the" between); "still" before a read comparative, or a read value whose clause states a
        second read value of the same unit within PROSE_STILL_RATIO of it (vocabulary.PROSE_ADDITIVE_TAILS): its length,
        or 0."""
        word, toks = self.word, self.toks
        for tail in PROSE_ADDITIVE_TAILS:
            if self.seq(k, tail) and k > self.i0 and (self.read(k - 1) or toks[k - 1].kind == "arm"):
                j = k + len(tail)
                nxt = toks[j] if j < self.i1 else None
                if tail == ("as", "well") and word(j) == "as":
                    return 0  # "as well as": a list
                if nxt is None or (nxt.kind == "punct" and nxt.text not in ("(", "-", "~")) \
                        or word(j) in PROSE_ADDITIVE_NEXT or nxt.kind == "arm":
                    return len(tail)
                if nxt.kind == "punct" and nxt.text == "(" and self.read(j + 1):
                    # "ITL doubles too (30.5 -> 61.1 ms)": "too" before a parenthesis whose first token a construct
                    # read (the values of what it adds; production prose, grammar.lark): graded as it stands
                    return len(tail)
                return 0
        w = word(k)
        if w == "even":
            if k > self.i0 and word(k - 1) in ("not", "never") or word(k + 1) in PROSE_EVEN_NOT_BEFORE:
                return 0
            j = k + 2 if word(k + 1) == "the" else k + 1
            return 1 if self.read(j) else 0
        if w == "still":
            j = k + 1
            if self.read(j) and (self.text(j) == "~" or word(j) in HEDGES) and self.read(j + 1) \
                    and (toks[j + 1].kind == "num" or word(j + 1) in MULT_VERBS):
                j += 1  # "still ~98 ms", "still about 98 ms": the hedged value; "still roughly doubles"
            if word(j) in DEGREE_VERBS and not self.read(j):
                # "still yields a 3.1x improvement", "still gets 25% more": a verb of getting, then a read ratio or
                # percent (never a bare value: "still gets 98 ms" would say it did not change)
                q = j + 1 + (word(j + 1) in ("a", "an") and not self.read(j + 1))
                if q < self.i1 and self.read(q) and toks[q].kind == "num" and self.read(q + 1) \
                        and word(q + 1) in ("x", "×", "times", "%", "percent", "fold"):
                    return 1
                return 0
            if not self.read(j):
                return 0
            t = toks[j]
            if t.kind == "word" and (t.low in SENSE or t.low in MULT_VERBS or t.low in CHANGE_VERBS
                                     or CHANGE_INTRANS.get(t.low)):
                return 1  # "still faster than BF16", "still doubles throughput": the comparison / change is graded
            if t.kind != "num" or t.value is None:
                return 0
            unit = word(j + 1)
            others = [x for x in range(self.i0, self.i1) if x != j and self.read(x) and toks[x].kind == "num"
                      and toks[x].value is not None and word(x + 1) == unit]
            if not others or not unit:
                return 0
            a = t.value
            if all(a > 0 and toks[x].value > 0 and max(a, toks[x].value) / min(a, toks[x].value) <= PROSE_STILL_RATIO
                   for x in others):
                return 1
        return 0

    def comment(self, k: int) -> int:
        """A trailing comment after a claim a construct read (production prose_comment; vocabulary.PROSE_COMMENT_*):
        "," (or a spaced dash), a hedge of the comment alone at most (PROSE_CAUSE_HEDGES), a lead -- a cause clause
        ("because", "since" before a finite verb and no time or version word), an inference ("which suggests that",
        "so this looks like"), an aside ("we're", "which is", "a") -- and its words up to the clause's end; or "(" lead
        ... ")". None of the words is a number, an arm, an identifier, a metric phrase, a word of NEVER_PROSE outside
        PROSE_COMMENT_OK / SCOPE_WORDS / COUNT_NOUNS (so no direction, comparison, hedge, modal, engine, GPU or model),
        or PROSE_COMMENT_NEVER (what could say how the numbers were taken, a time or version); no negation. Its length (from the ","), or 0."""
        word, free, toks = self.word, self.free, self.toks
        opener = self.text(k)
        if opener not in (",", "(", "-", "\u2013", "\u2014") or k <= self.i0:
            return 0
        if opener in ("-", "\u2013", "\u2014") and not (toks[k].start > toks[k - 1].end and k + 1 < self.i1
                                                       and toks[k + 1].start > toks[k].end):
            return 0
        if not any(self.r.used[x] == "read" for x in range(self.i0, k)):
            return 0
        j = k + 1
        if word(j) in PROSE_CAUSE_HEDGES and free(j):
            j += 1
        # (a subject pronoun inside a lead, "which I think is", may already be inert: the prose pass takes pronouns)
        lead = next(((p, kind) for p, kind in _COMMENT_LEADS
                     if all((free(j + n) or w in ("i", "we") and self.i0 <= j + n < self.i1
                             and self.r.used[j + n] == "inert") and word(j + n) == w for n, w in enumerate(p))), None)
        if lead is None and opener == "(" and j == k + 1:
            lead = ((), "bare")  # "(cold-start requests still pay the full prefill)": a mechanism, no lead
        if lead is None:
            return 0
        p, kind = lead
        if kind == "aside" and j != k + 1:
            return 0  # "likely we're ...": a hedge before an aside is the aside's own claim
        j += len(p)
        if kind == "inference" and set(p) & PROSE_COMMENT_BELIEF_VERBS and not (free(j) and word(j) == "the"):
            return 0  # "which I think is overstated": a judgement of the claim, not a cause (only "... is the X")
        start, finite = j, False
        while j < self.i1 and free(j) and (toks[j].kind == "word" or self._glued_hyphen(j, start)):
            if toks[j].kind != "word":
                j += 1  # "cold-start requests": a hyphen inside a compound of the comment's words
                continue
            w = word(j)
            neg = next((n for n in PROSE_COMMENT_CAUSE_NEGATIONS if kind == "cause" and j > start
                        and all(free(j + x) and word(j + x) == nw for x, nw in enumerate(n))), None)
            if neg is not None and j + len(neg) < self.i1 and self.plain(j + len(neg)):
                j += len(neg)  # "because long prefills no longer stall ...": the mechanism the change removed
                finite = True  # (a negated verb follows: "since decodes no longer wait behind prefills" is a clause)
                continue
            if kind == "cause" and w in PROSE_COMMENT_PHASE_LEVELS and word(j + 1) in PROSE_COMMENT_PHASE_NOUNS \
                    and free(j + 1):
                j += 1  # "because long prefills ...": the kind of work, then the phase noun as any word
                continue
            if w in PROSE_COMMENT_NEVER or w in INERT_PUNCT:
                return 0
            if kind == "aside" and (w in NEVER_PROSE and w not in PROSE_COMMENT_ASIDE_OK or w.endswith("n't")):
                return 0  # an aside holds plain words, its own hedge and saturation only
            if w in NEVER_PROSE and not (w in PROSE_COMMENT_OK or w in SCOPE_WORDS or w in COUNT_NOUNS):
                return 0
            m = self.c.metric_phrase(j)
            if m is not None and not (m[0] == 1 and w in PROSE_CAUSE_PHASES):
                return 0
            finite = finite or w in PROSE_COMMENT_FINITE or w.endswith("n't")
            j += 1
        if j == start or not any(self.plain(x) or word(x) in SCOPE_WORDS or word(x) in PROSE_COMMENT_ASIDE_OK
                                 for x in range(start, j)):
            return 0
        if kind == "aside" and (word(j - 1) not in PROSE_COMMENT_ASIDE_HEADS or j - start > 4):
            return 0  # ", a game changer", ", which is state of the art": an evaluation, unread
        if p == ("since",) and not finite:
            return 0  # "since the last release": a baseline, never a cause
        if kind == "bare" and not any(word(x) in PROSE_COMMENT_BARE_VERBS for x in range(start + 1, j)):
            return 0  # a parenthesis with no lead: a noun phrase, then a cost paid or a wait (never "(warm cache)")
        if opener == "(":
            return j + 1 - k if j < self.i1 and free(j) and self.text(j) == ")" else 0
        if j < self.i1 and not (self.text(j) in _SENTENCE_END and j + 1 >= self.i1):
            return 0
        return j - k

    def appositive(self, k: int) -> int:
        """Production metric_appositive (vocabulary.APPOSITIVE_*): "," at ``k`` right after a read metric phrase, then
        ("the" | "a")? HEAD ("that" | "which")? WHO VERB PARTICLE? DEGREE? -- or "which" WHO VERB PARTICLE? DEGREE?, or
        ("the" | "a")? HEAD ("that" | "which") MATTERS DEGREE? -- and "," right before a word a construct read ("Time
        to first token, the number customers feel most, dropped from ..."): who cares about the metric, nothing a
        witness measures. Its length (both commas), or 0."""
        word, free = self.word, self.free
        if self.text(k) != "," or not self.read(k - 1) or not self._metric_ends(k):
            return 0
        j = k + 1
        if word(j) == "which" and free(j):
            j += 1
        else:
            if word(j) in ("the", "a") and free(j):
                j += 1
            if (word(j) or self.text(j).lower()) not in APPOSITIVE_HEADS or not free(j):
                return 0  # ("one" is a number word's token: its text, never a digit)
            j += 1
            if word(j) in ("that", "which") and free(j):
                j += 1
        if word(j) in APPOSITIVE_MATTER_VERBS and free(j) and word(j - 1) in ("that", "which"):
            j += 1
        elif word(j) in APPOSITIVE_WHO and free(j) and word(j + 1) in APPOSITIVE_VERBS and free(j + 1):
            j += 2
            if word(j) in APPOSITIVE_PARTICLES and free(j):
                j += 1
        else:
            return 0
        if word(j) in APPOSITIVE_DEGREES and free(j):
            j += 1
        after = j + 1 + (word(j + 1) in ("is", "was", "are", "were") and free(j + 1))
        if self.text(j) != "," or not free(j) or not self.read(after):
            return 0  # the clause goes on with a word a construct read (a copula before it: "..., is 400 ms on FP8")
        return j + 1 - k

    def _metric_ends(self, k: int) -> bool:
        """A metric phrase of the clause (vocabulary.METRIC_PHRASES), read by a construct, ends right before token
        ``k``."""
        for words, _ in METRIC_PHRASES:
            j = k - len(words)
            if j >= self.i0 and all(self.read(j + n) and self.r.forms[j + n] == w for n, w in enumerate(words)):
                return True
        return False

    def _glued_hyphen(self, j: int, start: int) -> bool:
        """A "-" at ``j`` glued to a word on each side, inside a comment ("cold-start"): part of its words."""
        toks = self.toks
        return start < j < self.i1 - 1 and toks[j].kind == "punct" and toks[j].text == "-" \
            and toks[j - 1].kind == "word" and toks[j + 1].kind == "word" \
            and toks[j - 1].end == toks[j].start and toks[j].end == toks[j + 1].start

    def phase(self, j: int) -> int:
        """"during prefill", "in the decode phase", "during decoding" inside a cause: the phase its cost is spent in,
        never the start of a metric phrase ("during prefill throughput" is not one): its length, or 0."""
        if self.word(j) not in ("during", "in"):
            return 0
        k = j + 1 + (self.word(j + 1) == "the")
        if self.word(k) not in PROSE_CAUSE_PHASES or not all(self.free(x) for x in range(j, k + 1)):
            return 0
        if self.c.metric_phrase(k) is not None:
            return 0
        k += 1
        if self.word(k) in ("phase", "stage") and self.free(k):
            k += 1
        return k - j


    def decision(self, k: int) -> int:
        """"so I'm keeping it enabled", "so we'll leave it on by default", "so I'm sticking with it": the author's
        decision about the setting, after a claim: "so" (or "and so"), a first-person subject (PROSE_DECISION_SUBJECTS,
        an auxiliary after "I" / "we"), a verb of keeping (PROSE_DECISION_VERBS), "it" / "this" / "that" / "them", a
        state word at most (on, off, enabled, disabled) and a tail (PROSE_DECISION_TAILS), ending the clause: its length,
        or 0. Only where a construct read something before it in the clause (it follows a claim)."""
        word, free = self.word, self.free
        if word(k) != "so" or not any(self.r.used[x] == "read" for x in range(self.i0, k)):
            return 0
        j = k + 1
        if word(j) not in PROSE_DECISION_SUBJECTS:
            return 0
        j += 1
        if word(j) in ("am", "are", "will", "have", "'m", "'re", "'ll", "'ve"):
            j += 1
        if word(j) in ("going", "decided") and word(j + 1) == "to":
            j += 2
        if word(j) not in PROSE_DECISION_VERBS:
            return 0
        j += 1
        if word(j) == "with":
            j += 1  # "sticking with it"
        t = self.toks[j] if j < self.i1 else None
        if t is not None and t.kind == "arm" and t.text.lower().split()[0] in ("it", "this", "that", "them") \
                and all(x in ("on", "off", "enabled", "disabled") for x in t.text.lower().split()[1:2]) \
                and len(t.text.split()) <= 2:
            j += 1  # "keeping it enabled" read as one token (the pronoun and a state): the decision's object
        elif word(j) not in ("it", "this", "that", "them"):
            return 0
        else:
            j += 1
            if word(j) in ("on", "off", "enabled", "disabled"):
                j += 1
        for tail in PROSE_DECISION_TAILS:
            if tuple(word(j + n) for n in range(len(tail))) == tail:
                j += len(tail)
                break
        if not all(free(x) for x in range(k, j)):
            return 0
        if j < self.i1 and not (self.text(j) in _SENTENCE_END and j + 1 >= self.i1):
            return 0
        return j - k


def hold_cause_negations(c) -> list[int]:
    """production: cause_negation -- the "no longer" of a cause comment (", because long prefills no longer stall
    in-flight decodes"; vocabulary.PROSE_COMMENT_CAUSE_NEGATIONS), held from the constructs while the clause is scanned
    (a comparison would read "longer" as a direction) and released after them, for the comment (``_Prose.comment``)
    to take with the whole cause, or left unread. Only after "," and a cause lead (PROSE_COMMENT_CAUSE_LEADS), never
    before "than" ("no longer than 200 ms" is a bound) and only before a plain word: the held positions."""
    r, held = c.r, []

    def w(k: int) -> str:
        return (r.toks[k].low or r.toks[k].text) if c.i0 <= k < c.i1 else ""

    for k in range(c.i0 + 1, c.i1):
        lead = k + 1 + (w(k + 1) in PROSE_CAUSE_HEDGES) if w(k) in (",", "(") else None
        if lead is None or not any(all(w(lead + n) == x for n, x in enumerate(p)) for p in PROSE_COMMENT_CAUSE_LEADS):
            continue
        j = lead + 1
        while j < c.i1 and r.toks[j].kind == "word":
            neg = next((n for n in PROSE_COMMENT_CAUSE_NEGATIONS if all(w(j + x) == nw for x, nw in enumerate(n))),
                       None)
            if neg is not None:
                after = w(j + len(neg))
                if after and after != "than" and r.toks[j + len(neg)].kind == "word" and after not in NEVER_PROSE \
                        and all(not r.used[j + x] for x in range(len(neg))):
                    for x in range(len(neg)):
                        r.used[j + x] = "aside"
                        held.append(j + x)
                break
            j += 1
    return held


def mark_prose(c) -> None:
    """Mark the prose of clause ``c`` (a ``grammar._Clause``) inert; see the module docstring."""
    _Prose(c).run()


def prose_only(r, a: int, b: int) -> bool:
    """Tokens ``a:b`` of reader ``r`` are prose and inert words only, with at least one prose word
    (a clause a "while" joins that says nothing measurable: the joiner is prose too)."""
    toks = r.toks[a:b]
    roles = r.used[a:b]
    return "inert" in roles and all(
        u == "inert" or (not u and ((t.kind == "word" and t.low in INERT_WORDS) or (t.kind == "punct" and t.text in INERT_PUNCT)))
        for t, u in zip(toks, roles))


def gap_tails(toks) -> tuple[list, list[tuple[int, int]]]:
    """Production gap_tail: a consistency comment that names another gap of the run, ending its sentence: "TPOT: 11.8
    ms (ollama) vs 9.6 ms (llama-server), which lines up with the tok/s gap." -- "," + a consistency lead
    (vocabulary.PROSE_COMMENT_CONSISTENT_LEADS) + "the" + a metric phrase (its statistic words with it) or a rate unit
    + a gap noun (PROSE_COMMENT_GAP_NOUNS), then the sentence's end. The comment says the claim agrees with a
    difference it names, with no value, direction, arm, negation or hedge in it: it is never graded, and is taken out
    of the token stream as markup is (the passes before the clause is read would otherwise see a second metric in the
    sentence). Anything more ("the 2x tok/s gap", "the tok/s gap on Ollama", "which doesn't line up with ...") stays
    as written. Returns (the tokens left, the spans taken out as inert)."""
    from claimcheck.claims.ellipsis import metric_spans
    from claimcheck.claims.vocabulary import RATE_UNITS

    def w(k: int) -> str:
        t = toks[k]
        return (t.low or t.text.lower()) if t.kind in ("word", "punct") else ""

    drop: set[int] = set()
    n = len(toks)
    for k in range(1, n):
        if toks[k].text != "," or toks[k].kind != "punct":
            continue
        lead = next((p for p in sorted(PROSE_COMMENT_CONSISTENT_LEADS, key=len, reverse=True)
                     if all(k + 1 + x < n and toks[k + 1 + x].kind == "word" and w(k + 1 + x) == y
                            for x, y in enumerate(p))), None)
        if lead is None:
            continue
        a = k + 1 + len(lead)
        if not (a < n and toks[a].kind == "word" and w(a) == "the"):
            continue
        g = next((x for x in range(a + 1, min(n, a + 8)) if toks[x].kind == "word" and w(x) in PROSE_COMMENT_GAP_NOUNS),
                 None)
        if g is None or g == a + 1:
            continue
        if not (g + 1 == n or (toks[g + 1].kind == "punct" and toks[g + 1].text in (".", "!", "?") and (
                g + 2 == n or toks[g + 2].kind == "punct" and toks[g + 2].text == "\n" or toks[g + 2].start > toks[g + 1].end))):
            continue
        words = tuple(w(x) for x in range(a + 1, g))
        if not all(toks[x].kind in ("word", "punct") for x in range(a + 1, g)):
            continue
        spans = metric_spans(toks, a + 1, g)
        metric = spans == [(a + 1, g)]
        unit = any(words == p for p, _ in RATE_UNITS)
        if metric or unit:
            drop.update(range(k, g + 1))
    if not drop:
        return toks, []
    out = [t for x, t in enumerate(toks) if x not in drop]
    for x, t in enumerate(out):
        t.i = x
    return out, [(toks[x].start, toks[x].end) for x in sorted(drop)]
