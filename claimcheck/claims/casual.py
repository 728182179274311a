"""Casual voice around a claim (grammar production casual_filler -- claimcheck/claims/grammar.lark).

Chat-message authors wrap a measured clause in words that say nothing checkable: "req/s went 5 → 8 lol", "e2e
barely moved tbh", "tpot got slightly worse tho", "not a big deal imo", "so like 1.6x throughput". A token pass takes
out, before any construct reads the clause, only words that cannot change what the clause claims:

* an interjection or a stance tag anywhere (``TAGS``: "lol", "tbh", "imo", "ngl", "fwiw", "tho", "btw", "iirc",
  "ymmv"; "but ymmv" ending a sentence): none of them negates, bounds or compares anything (inert, reported as
  markup);
* the filler "like" right before a number ("so like 1.6x throughput", "(like 200ms)") reads as "about" (its token's
  word becomes "about", a hedge the grammar already reads): never dropped, so the number keeps a hedge's tolerance
  and is never held to its stated precision;
* a verdict tail after a comma that ends the sentence (``TAILS``: ", not a big deal", ", no big deal"; and
  vocabulary.VERDICT_TAILS: ", nothing dramatic", ", nothing major", ", nothing earth-shattering"): the author's
  judgement of the size of the change just stated. Only these fixed phrases: a "not" anywhere else stays a negation;
* an exclamation of the outcome opening the sentence (vocabulary.OPENING_EXCLAMATIONS: "Success", "Nice", "Wow"),
  its "-" / "!" marks, right before a first-person subject ("Success - I get 60.45 token / sec !!", "Nice! We now see
  2x"): the author's delight at the result the clause then states. Not before ":" ("Success: 120 requests" may label
  the requests that succeeded), not before anything but "I" / "we", and nowhere but the sentence's first word.
* a thanks or greeting that is the statement's first sentence (vocabulary.PLEASANTRY_SENTENCES, production
  pleasantry_sentence: "Thanks for reaching out! In our test ...", "Great question. FP8 cut ..."): it claims nothing;
* a chat opener (vocabulary.CASUAL_OPENERS: "ok so ...", "Okay, ...", "yeah so ...": the word and its ",", never before
  ":") and an attestation opening the sentence (CASUAL_ATTESTATIONS: "Can confirm on our A100: ...", "I can confirm
  that ..."): the author acknowledges or vouches for the clause that follows, which is read as it stands;
* the author's acceptance of the change just stated, ending the sentence (production evaluation_tail; EVALUATION_*):
  "a 30% increase we consider acceptable", ", which is acceptable for us", ", acceptable" -- never a negated, sizing or
  doubting judgement ("we don't consider acceptable", "negligible", "noise"), which stays unread;
* "like" between "so" / "," / "(" / ":" and a hedge of a number ("so like ~1.56x faster"): taken out, the hedge stays;
* "like" after a change verb (vocabulary.FILLER_LIKE_VERBS: "dropped like 36%") and "something like" before a number
  ("dropped something like 36 percent", "is something like 2x"): one hedge, read as "about" ("something" taken out);
  not after a word of FILLER_LIKE_NEVER ("nothing like 2x", "looks like 2x": a denial, an impression).

Chat shorthand (production chat_shorthand) is read as the words it stands for, its tokens kept (never dropped):

* "w/" is "with", "w/o" is "without" ("TTFT w/ APC is 15 ms vs 40 ms w/o"): "w" and "/" (and "o") written together;
  not after a number or a "/" ("300 W/GPU", "tok/s/W": a unit);
* "reqs" is "requests", "req" "request", "conc" "concurrency" (vocabulary.CHAT_ABBREVIATIONS: "64 reqs each", "req
  throughput 1.81 -> 2.87 req/s", "at conc 16"), never inside a unit ("reqs/s", "req per sec") or a hyphenated word;
* "@" after a space, before a word or a number, is "at" ("2x output throughput @ concurrency 4");
* "=" between a word and a value with its unit (a hedge at most between) is the copula "is" ("TTFT w/ APC = 15ms vs
  40ms w/o", "mean TTFT = ~180 ms"): only before a number and a duration or rate unit (vocabulary.DURATION_UNITS,
  RATE_UNITS), so a setting ("c=32", "TP = 2") and a relation ("<=", ">=") keep theirs.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import ANSWER_LABELS, ANSWER_LABEL_MARKS, ANSWER_PARTICLES, ANSWER_PARTICLE_MARKS
from claimcheck.claims.vocabulary import (CHAT_ABBREVIATIONS, CASUAL_SO_OPENERS, CLOSING_TAILS, OWN_MACHINE_PHRASES, LABEL_BREAK_PHRASES, LABEL_EVALUATION_COPULAS, CHANGE_NOUNS, EVALUATION_AFTER, EVALUATION_SUBJECTS, EVALUATION_VERBS,
                                          EVALUATION_WORDS, CASUAL_ATTESTATION_NEXT, CASUAL_ATTESTATIONS, CASUAL_OPENER_NEXT, CASUAL_OPENERS,
                                          DURATION_UNITS, HEDGES, OPENING_EXCLAMATION_MARKS, OPENING_EXCLAMATION_SUBJECTS,
                                          OPENING_EXCLAMATIONS, PLEASANTRY_SENTENCES, RATE_UNITS, GREETING_GROUPS,
                                          GREETING_WORDS, NEVER_PROSE, TASK_NOTE_AFTER, TASK_NOTE_LABELS,
                                          TASK_NOTES, CLOSING_SENTENCES, SIGN_OFF_WORDS, WELCOME_SENTENCES,
                                          GENRE_TOPIC_NEVER, NAME_NEVER, FILLER_LIKE_NEVER, FILLER_LIKE_VERBS,
                                          VERDICT_TAILS, BOUND_TAIL_FILLERS, BOUND_TAIL_WORDS, SPOKEN_HALVES,
                                          SPOKEN_HALF_BOUNDS)

#: interjections and stance tags: inert anywhere
TAGS = frozenset({"lol", "lmao", "lmfao", "lolol", "haha", "hah", "tbh", "tbf", "imo", "imho", "ngl", "fwiw", "tho",
                  "btw", "iirc", "afaict", "afaik", "ymmv"})
#: verdict tails after a comma, ending the sentence
TAILS = (("not", "a", "big", "deal"), ("no", "big", "deal"), ("not", "a", "huge", "deal"), ("not", "a", "huge",
                                                                                               "difference"),
         *VERDICT_TAILS)
_END = frozenset({".", "!", "?", ";"})


def _w(t: Token) -> str:
    return t.low or t.text


def _spoken_bound(out: list[Token], drop: set[int]) -> set[int]:
    """Production casual_filler, spoken bound: "p99 TTFT at c=32 was 411.7 ms, so still under half a second" -- after
    ",", the fillers of vocabulary.BOUND_TAIL_FILLERS ("so", "still", "so still") right before a bound word
    (BOUND_TAIL_WORDS: "under", "below") and a number are taken out (the bound is read and checked as ", under 500 ms"
    is); "half a second" / "half a sec" (SPOKEN_HALVES) after a bound word (SPOKEN_HALF_BOUNDS: "under half a
    second") is the number 0.5 and its unit, "half" becoming that number's token and "a" taken out -- a bound only:
    "about half a second" of 412 ms is a loose word, never read as 0.5 s and accused. The indices taken out."""
    gone: set[int] = set()
    k = 0
    while k + 2 < len(out):
        if k not in drop and _w(out[k]) == "half" and _w(out[k + 1]) == "a" and _w(out[k + 2]) in SPOKEN_HALVES \
                and out[k].kind == "word" and k > 0 and _w(out[k - 1]) in SPOKEN_HALF_BOUNDS:
            out[k] = Token(out[k].i, out[k].start, out[k].end, out[k].text, "", "num", Decimal("0.5"), 1)
            gone.add(k + 1)
        k += 1
    for k, t in enumerate(out):
        if t.text != "," or t.kind != "punct" or k in drop:
            continue
        for filler in BOUND_TAIL_FILLERS:
            n = len(filler)
            seq = list(range(k + 1, k + 1 + n))
            if seq[-1] + 2 < len(out) and tuple(_w(out[x]) for x in seq) == filler \
                    and _w(out[seq[-1] + 1]) in BOUND_TAIL_WORDS and out[seq[-1] + 2].kind == "num":
                gone.update(seq)
                break
    return gone


_UNIT_FIRST = frozenset(DURATION_UNITS) | frozenset(ws[0] for ws, _ in RATE_UNITS)


def _joined(a: Token, b: Token) -> bool:
    return a.end == b.start


def shorthand(toks: list[Token]) -> list[Token]:
    """Production: chat_shorthand -- "w/" read as "with", "w/o" as "without", "=" before a value with its unit as "is"
    (the module's docstring); the tokens as written, their word the one they stand for."""
    out: list[Token] = []
    k, n = 0, len(toks)
    while k < n:
        t = toks[k]
        prev = toks[k - 1] if k else None
        if t.kind == "word" and t.low == "w" and k + 1 < n and toks[k + 1].text == "/" and _joined(t, toks[k + 1]) \
                and not (prev is not None and (prev.kind == "num" or prev.text == "/")):
            if k + 2 < n and toks[k + 2].kind == "word" and toks[k + 2].low == "o" and _joined(toks[k + 1], toks[k + 2]):
                out.append(Token(t.i, t.start, toks[k + 2].end, t.text + "/" + toks[k + 2].text, "without", "word"))
                k += 3
            else:
                out.append(Token(t.i, t.start, toks[k + 1].end, t.text + "/", "with", "word"))
                k += 2
            continue
        if t.kind == "word" and t.low in CHAT_ABBREVIATIONS and not (
                k + 1 < n and (toks[k + 1].text == "/" or toks[k + 1].low in ("per", "-"))) and not (
                prev is not None and (prev.text == "/" and _joined(prev, t) or prev.text == "-" and _joined(prev, t))):
            # "64 reqs each", "req throughput", "at conc 16": the word written out (never a unit: "reqs/s", "req per
            # sec" keep theirs)
            out.append(Token(t.i, t.start, t.end, t.text, CHAT_ABBREVIATIONS[t.low], "word"))
            k += 1
            continue
        if t.text == "@" and prev is not None and not _joined(prev, t) and k + 1 < n \
                and toks[k + 1].kind in ("word", "ident", "num", "arm"):
            # "2x output throughput @ concurrency 4", "@ c=4": the preposition "at" (never joined to the word before
            # it: "user@host")
            out.append(Token(t.i, t.start, t.end, t.text, "at", "word"))
            k += 1
            continue
        if t.kind == "punct" and t.text == "=" and prev is not None and prev.kind in ("word", "ident", "arm") \
                and not (k + 1 < n and toks[k + 1].text in ("=", ">", "<")):
            j = k + 1
            if j < n and (toks[j].text == "~" or (toks[j].kind == "word" and toks[j].low in HEDGES)):
                j += 1
            if j + 1 < n and toks[j].kind == "num" and toks[j + 1].kind == "word" and toks[j + 1].low in _UNIT_FIRST:
                out.append(Token(t.i, t.start, t.end, t.text, "is", "word"))
                k += 1
                continue
        out.append(t)
        k += 1
    if len(out) != n or any(a is not b for a, b in zip(out, toks)):
        for i, t in enumerate(out):
            t.i = i
    return out


def _evaluation(out: list[Token], live: list[int]) -> set[int]:
    """The author's acceptance of the change just stated, ending the sentence ("a 30% increase we consider acceptable",
    ", which is acceptable"; vocabulary.EVALUATION_*): the indices taken out (a "," before it with it)."""
    words = [_w(out[k]) for k in live]
    end = len(words)
    while end and words[end - 1] in _END:
        end -= 1
    for n in range(1, end):
        prev = words[n - 1]
        if not (prev in CHANGE_NOUNS or prev == ",") or out[live[n]].kind != "word":
            continue
        j = n
        if words[j] in ("which", "that"):
            j += 1
        if j + 1 < end and words[j] in EVALUATION_SUBJECTS and words[j + 1] in EVALUATION_VERBS:
            j += 2
            if words[j:j + 2] == ["it", "is"] or words[j:j + 1] == ["is"]:
                continue  # "we think it is fine": a clause of its own, unread
        elif words[j:j + 1] == ["is"] and j > n:
            j += 1  # ", which is acceptable"
        elif not (prev == "," and j == n):
            continue
        ev = next((e for e in EVALUATION_WORDS if tuple(words[j:j + len(e)]) == e), None)
        if ev is None:
            continue
        j += len(ev)
        tail = next((e for e in EVALUATION_AFTER if tuple(words[j:j + len(e)]) == e), ())
        j += len(tail)
        if j != end or (j - n == len(ev) and prev != ","):
            continue
        first = n - 1 if prev == "," else n
        return {live[x] for x in range(first, end)}
    return set()


def _label_evaluation(out: list[Token]) -> set[int]:
    """An evaluation between a sentence-opening label and its ":" ("c64 is where it breaks: ...", "TTFT stays
    reasonable: mean 600 ms"; vocabulary.LABEL_BREAK_PHRASES, LABEL_EVALUATION_COPULAS): the indices taken out."""
    if len(out) > 1 and out[0].kind == "arm":
        for p in LABEL_BREAK_PHRASES:
            m = len(p)
            if len(out) > m + 2 and tuple(_w(out[1 + x]) for x in range(m)) == p and out[1 + m].text == ":":
                return set(range(1, 1 + m))
    for k in range(1, min(5, len(out))):
        if out[k].kind != "word" or _w(out[k]) not in LABEL_EVALUATION_COPULAS:
            if out[k].kind in ("word", "ident") and _w(out[k]) not in ("not", "never", "no") \
                    and not _w(out[k]).endswith("n't"):
                continue
            return set()
        ev = next((e for e in EVALUATION_WORDS if tuple(_w(out[k + 1 + x]) for x in range(len(e))
                                                        if k + 1 + x < len(out)) == e), None)
        if ev is None:
            return set()
        j = k + 1 + len(ev)
        if j + 1 < len(out) and out[j].text == ":":
            return set(range(k, j))
        return set()
    return set()


def _closing(out: list[Token], live: list[int]) -> set[int]:
    """A closing tail ending the statement (vocabulary.CLOSING_TAILS): after "," (taken with it), inside "(...)" or as
    a sentence of its own; the indices taken out."""
    words = [_w(out[k]) for k in live]
    end = len(words)
    while end and words[end - 1] in _END:
        end -= 1
    for tail in sorted(CLOSING_TAILS, key=len, reverse=True):
        m = len(tail)
        a = end - m
        if a < 1 or tuple(words[a:end]) != tail:
            continue
        if words[a - 1] == ",":
            return {live[x] for x in range(a - 1, len(words))} - {live[x] for x in range(end, len(words))}
        if words[a - 1] in _END and a >= 2:
            return {live[x] for x in range(a, len(words))}  # ". Hope this helps!": a sentence of its own
        if words[a - 1] == "(" and end < len(words) and out[live[end]].text == ")":
            return {live[x] for x in range(a - 1, end + 1)}  # "(nice)"
    if end >= 3 and words[end - 1] == ")" and words[end - 3] == "(" and (words[end - 2],) in CLOSING_TAILS:
        return {live[x] for x in range(end - 3, end)}
    return set()


def _own_machine(out: list[Token], live: list[int]) -> set[int]:
    """"On my machine, ..." opening the sentence (with its ","), "... on my box" ending it (vocabulary
    OWN_MACHINE_PHRASES): the indices taken out."""
    words = [_w(out[k]) for k in live]
    end = len(words)
    while end and words[end - 1] in _END:
        end -= 1
    for p in OWN_MACHINE_PHRASES:
        m = len(p)
        if tuple(words[:m]) == p and len(words) > m + 1 and words[m] == ",":
            return {live[x] for x in range(m + 1)}
        if end - m > 0 and tuple(words[end - m:end]) == p and words[end - m - 1] not in ("(", "than", "vs", "versus"):
            return {live[x] for x in range(end - m - (words[end - m - 1] == ","), end)}
    return set()


def _opening(out: list[Token]) -> set[int]:
    """A chat message's opening acknowledgement ("ok so", "Okay, ...") or attestation ("Can confirm on our A100: ...",
    "I can confirm that ..."): the sentence's first words, before what the vocabulary allows after them; the indices
    taken out (vocabulary.CASUAL_OPENERS, CASUAL_ATTESTATIONS)."""
    if not out or out[0].kind != "word":
        return set()
    if _w(out[0]) in CASUAL_OPENERS and len(out) > 2 and _w(out[1]) in CASUAL_OPENER_NEXT:
        return {0, 1} if out[1].text == "," else {0}  # "so" stays: the conclusion opener reads it
    if _w(out[0]) == "so" and len(out) > 3 and out[1].kind == "word" and _w(out[1]) in CASUAL_SO_OPENERS \
            and out[2].text == ",":
        return {1, 2}  # "So yeah, FP8 cuts ...": "so" stays
    for lead in CASUAL_ATTESTATIONS:
        m = len(lead)
        if len(out) > m + 1 and all(out[x].kind == "word" and _w(out[x]) == w for x, w in enumerate(lead)) \
                and _w(out[m]) in CASUAL_ATTESTATION_NEXT:
            return set(range(m + 1)) if _w(out[m]) in ("that", ":", ",", "-", "\u2014", "\u2013") else set(range(m))
    return set()


def _answer(out: list[Token]) -> set[int]:
    """Production answer_particle: a reply's answer word ("Yes.", "Yep,", "Exactly -": vocabulary.ANSWER_PARTICLES and
    their ANSWER_PARTICLE_MARKS) or answer label ("Short answer:", then such a word and its mark at most) as the
    statement's first words, with more words after them: the indices taken out. Only at the statement's start: an
    answer word elsewhere ("..., yes, ...") and a negative one ("No.", "Nope,") stay as written."""
    k = 0
    for lab in sorted(ANSWER_LABELS, key=len, reverse=True):
        m = len(lab)
        if len(out) > m + 1 and all(out[x].kind == "word" and _w(out[x]) == w for x, w in enumerate(lab)) \
                and out[m].text in ANSWER_LABEL_MARKS:
            k = m + 1
            break
    if k < len(out) and out[k].kind == "word" and _w(out[k]) in ANSWER_PARTICLES and k + 2 < len(out):
        j = k + 1
        while j < len(out) and out[j].kind == "punct" and out[j].text in ANSWER_PARTICLE_MARKS:
            j += 1
        if j > k + 1 and j < len(out):
            k = j
    return set(range(k))


def _pleasantry(out: list[Token]) -> set[int]:
    """Production pleasantry_sentence: a thanks or greeting that is the statement's first sentence, ended by "!" or
    "." with more words after it ("Thanks for reaching out! In our test ...", "Great question. FP8 cut ..."): the
    indices taken out (vocabulary.PLEASANTRY_SENTENCES; the whole sentence, its marks included, or nothing)."""
    for p in sorted(PLEASANTRY_SENTENCES, key=len, reverse=True):
        m = len(p)
        if len(out) > m + 1 and all(out[x].kind == "word" and _w(out[x]) == w for x, w in enumerate(p)) \
                and out[m].text in ("!", "."):
            k = m
            while k < len(out) and out[k].text in ("!", "."):
                k += 1
            return set(range(k)) if k < len(out) else set()
    return set()


def _name_word(w: str) -> bool:
    """A word that may be a name in a greeting, a sign-off or a chat mention: never a word of NEVER_PROSE, a doubt of
    the run (GENRE_TOPIC_NEVER: "Cheers, Fake Numbers") or a denial, retraction or joke (NAME_NEVER: "Cheers, Nope",
    "Hi Retracted,")."""
    return bool(w) and w not in NEVER_PROSE and w not in GENRE_TOPIC_NEVER and w not in NAME_NEVER


def _mention(out: list[Token], k: int) -> int:
    """A chat mention at ``k`` ("@dana", "@Dana"): "@" joined to one plain word (never an arm, a number, an identifier
    or a word of NEVER_PROSE) -- its length, else 0."""
    if k + 1 < len(out) and out[k].text == "@" and out[k + 1].kind == "word" and _joined(out[k], out[k + 1]) \
            and _name_word(_w(out[k + 1])) and out[k + 1].text.replace("_", "").isalpha():
        return 2
    return 0


def _sign_off(out: list[Token]) -> set[int]:
    """Production sign_off: the statement's last sentence a sign-off ("Cheers, Dana", "Thanks!", "Best regards, Dana
    Lee"; vocabulary.SIGN_OFF_WORDS) or a closing request or pointer ("Let me know if you want the raw numbers.",
    "Thoughts?"; CLOSING_SENTENCES), after another sentence: the indices taken out."""
    n = len(out)
    e = n
    while e and out[e - 1].kind == "punct" and out[e - 1].text in _END:
        e -= 1
    s = e
    while s and not (out[s - 1].kind == "punct" and out[s - 1].text in _END):
        s -= 1
    if s == 0 or e == s:
        return set()
    words = [_w(out[k]) if out[k].kind != "punct" else out[k].text for k in range(s, n)]
    core = words[:e - s]
    if tuple(core) in CLOSING_SENTENCES or tuple(words) in CLOSING_SENTENCES:
        return set(range(s, n))
    so = next((p for p in sorted(SIGN_OFF_WORDS, key=len, reverse=True) if tuple(core[:len(p)]) == p), None)
    if so is None or not all(out[s + x].kind == "word" for x in range(len(so))):
        return set()
    k = s + len(so)
    if k < e and out[k].text == ",":
        k += 1
        m = k
        while k < e and k < m + 2 and out[k].kind == "word" and out[k].text[:1].isupper() \
                and out[k].text[1:].isalpha() and _name_word(_w(out[k])):
            k += 1
        if k == m:
            return set()
    elif so == ("best",):
        return set()  # "Best." alone: a superlative, not read here ("Best, Dana" is the sign-off)
    return set(range(s, n)) if k == e else set()


def _greeting(out: list[Token]) -> set[int]:
    """Production greeting_line: a greeting and its addressee opening the statement ("Hi Dana, quick follow-up ...",
    "Hey team - ...", "Hello all, ..."; vocabulary.GREETING_WORDS, GREETING_GROUPS): the indices taken out (the
    greeting, the name, the mark after it), or none. The name is one or two capitalized plain words (never a word of
    NEVER_PROSE, an arm, a number or an identifier) or one group word."""
    g = next((p for p in sorted(GREETING_WORDS, key=len, reverse=True)
              if len(out) > len(p) and all(out[x].kind == "word" and _w(out[x]) == w for x, w in enumerate(p))), None)
    if g is None:
        return set()
    k = len(g)
    if k < len(out) and out[k].kind == "word" and _w(out[k]) in GREETING_GROUPS:
        k += 1
    elif (m := _mention(out, k)):
        k += m  # "Hey @dana, ..."
    elif k < len(out) and out[k].text == ",":
        pass  # "Hey, quick update: ...": the greeting alone
    else:
        while k < len(g) + 2 and k < len(out) and out[k].kind == "word" and out[k].text[:1].isupper() \
                and out[k].text[1:].isalpha() and _name_word(_w(out[k])):
            k += 1
        if k == len(g):
            return set()
    if k >= len(out) or out[k].text not in (",", "!", ".", "-", "\u2014", "\u2013"):
        return set()
    k += 1
    while k < len(out) and out[k].text in ("!", "."):
        k += 1
    if not (k < len(out) and out[k].kind in ("word", "ident", "num", "arm")):
        return set()
    w = next((p for p in sorted(WELCOME_SENTENCES, key=len, reverse=True)
              if all(k + x < len(out) and out[k + x].kind == "word" and _w(out[k + x]) == y for x, y in enumerate(p))
              and k + len(p) < len(out) and out[k + len(p)].text in ("!", ".")), None)
    if w is not None:
        j = k + len(w)
        while j < len(out) and out[j].text in ("!", "."):
            j += 1
        if j < len(out):
            k = j  # "Hey guys, welcome back to the channel! ...": the greeting's pleasantry sentence with it
    return set(range(k))


def _leading_mention(out: list[Token]) -> set[int]:
    """A chat mention opening the statement ("@dana FP8 cut ...", "@dana: ..."), its "," or ":": the indices."""
    m = _mention(out, 0)
    if not m:
        return set()
    k = m + (m < len(out) and out[m].text in (",", ":"))
    return set(range(k)) if k < len(out) and out[k].kind in ("word", "ident", "num", "arm") else set()


def _task_notes(out: list[Token]) -> set[int]:
    """Production task_note: a whole sentence that is a status note on the write-up ("Today: writing it up.", "Still
    writing it up."; vocabulary.TASK_NOTES, TASK_NOTE_LABELS, TASK_NOTE_AFTER), its label and its closing mark: the
    indices taken out -- only where a word of the statement stands outside the notes (the claim's sentence)."""
    drop: set[int] = set()
    s = 0
    n = len(out)
    while s < n:
        e = s
        while e < n and not (out[e].kind == "punct" and out[e].text in _END):
            e += 1
        words = [_w(out[k]) if out[k].kind != "punct" else out[k].text for k in range(s, e)]
        k = 0
        lab = next((p for p in sorted(TASK_NOTE_LABELS, key=len, reverse=True)
                    if tuple(words[:len(p)]) == p and words[len(p):len(p) + 1] == [":"]), None)
        if lab is not None:
            k = len(lab) + 1
        note = next((p for p in sorted(TASK_NOTES, key=len, reverse=True) if tuple(words[k:k + len(p)]) == p), None)
        if note is not None and all(out[s + x].kind in ("word", "punct") for x in range(k, k + len(note))):
            j = k + len(note)
            if j < len(words) and words[j] in TASK_NOTE_AFTER:
                j += 1
            if j == len(words):
                end = e
                while end < n and out[end].kind == "punct" and out[end].text in _END:
                    end += 1
                drop.update(range(s, end))
        s = e + 1
        while s < n and out[s].kind == "punct" and out[s].text in _END:
            s += 1
    if drop and not any(k not in drop and out[k].kind in ("word", "num", "arm", "ident") for k in range(n)):
        return set()
    return drop


def casual(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production: casual_filler -- (the tokens, the spans taken out as inert); see the module's docstring."""
    toks = shorthand(toks)
    if not toks:
        return toks, []
    gone: list[tuple[int, int]] = []
    drop: set[int] = set()
    out = list(toks)
    for k, t in enumerate(out):
        if t.kind == "word" and t.low in TAGS:
            drop.add(k)
            if t.low == "ymmv" and k > 0 and out[k - 1].low == "but" and (
                    k + 1 == len(out) or _w(out[k + 1]) in _END):
                drop.add(k - 1)  # "..., but ymmv": the hedge ends the sentence
    if _w(out[0]) in OPENING_EXCLAMATIONS and out[0].kind == "word":
        k = 1
        while k < len(out) and _w(out[k]) in OPENING_EXCLAMATION_MARKS:
            k += 1
        if k > 1 and k < len(out) and _w(out[k]) in OPENING_EXCLAMATION_SUBJECTS:
            drop.update(range(k))  # "Success - I get 60.45 token / sec": the author's delight, before the claim
    drop.update(_pleasantry(out) or _greeting(out) or _leading_mention(out))
    drop.update(_sign_off(out))
    drop.update(_task_notes(out))
    drop.update(_opening(out))
    # production: answer_particle
    drop.update(_answer(out))
    drop.update(_label_evaluation(out))
    drop.update(_closing(out, [k for k in range(len(out)) if k not in drop]))
    drop.update(_evaluation(out, [k for k in range(len(out)) if k not in drop]))
    drop.update(_own_machine(out, [k for k in range(len(out)) if k not in drop]))
    drop.update(_spoken_bound(out, drop))
    live = [k for k in range(len(out)) if k not in drop]
    for n, k in enumerate(live):
        t = out[k]
        if t.kind == "word" and t.low == "like" and n + 1 < len(live) and n > 0 and live[n - 1] not in drop \
                and _w(out[live[n - 1]]) in ("so", "(", ",", ":") and (out[live[n + 1]].text == "~" or (
                    out[live[n + 1]].kind == "word" and out[live[n + 1]].low in HEDGES)) \
                and n + 2 < len(live) and out[live[n + 2]].kind == "num":
            drop.add(k)  # "so like ~1.56x faster": the filler before a hedge the number already has
        elif t.kind == "word" and t.low == "something" and n + 2 < len(live) and _w(out[live[n + 1]]) == "like" \
                and out[live[n + 2]].kind == "num" and (n == 0 or _w(out[live[n - 1]]) not in FILLER_LIKE_NEVER):
            # "dropped something like 36 percent": one hedge, "like" read as "about" (below) and "something" with it
            drop.add(k)
        elif t.kind == "word" and t.low == "like" and n + 1 < len(live) and out[live[n + 1]].kind == "num" \
                and (n == 0 or _w(out[live[n - 1]]) in ("so", "(", ",", ":", "is", "was", "at", "of", "by", "got",
                                                         "were", "are", "went", "around", "about", "to", "from")
                     or live[n - 1] in drop or (_w(out[live[n - 1]]) in FILLER_LIKE_VERBS
                                                and (n < 2 or _w(out[live[n - 2]]) not in FILLER_LIKE_NEVER))):
            out[k] = Token(t.i, t.start, t.end, t.text, "about", "word")
        elif t.text == "," and t.kind == "punct":
            for tail in TAILS:
                m = len(tail)
                seq = live[n + 1:n + 1 + m]
                if len(seq) == m and tuple(_w(out[x]) for x in seq) == tail and (
                        n + 1 + m == len(live) or _w(out[live[n + 1 + m]]) in _END):
                    drop.update([k, *seq])
                    break
    if not drop:
        return out, []
    gone = [(out[k].start, out[k].end) for k in sorted(drop)]
    out = [t for k, t in enumerate(out) if k not in drop]
    for n, t in enumerate(out):
        t.i = n
    return out, gone
