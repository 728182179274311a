"""The openings of changelog lines, commit messages and PR titles (productions commit_prefix and imperative_change --
claimcheck/claims/grammar.lark; docs/claim-check.md).

A token pass right after markup (claimcheck/claims/markup.py), before every construct:

* commit_prefix -- a commit's type at the statement's start, "perf:", "feat(serving):", "fix!:" (vocabulary
  COMMIT_TYPES; the "(scope)" plain words, never an arm's name, "!" at most), or a PR title's bracketed tags, "[Perf]",
  "[Core][Kernel]" (COMMIT_TAGS): what kind of change the line is, nothing checkable. Taken out (reported inert, as
  markup is) only where words follow it; the line after it is read as it stands ("perf: FP8 weights - 1.29x request
  throughput vs baseline" as "FP8 weights - 1.29x ...").
* imperative_change -- a sentence that opens with an imperative or subjectless past verb of a change (vocabulary
  IMPERATIVE_GERUNDS: "Switch serving to fp8: ...", "Use FP8; ...", "Enable prefix caching: ...", "Turned on prefix
  caching and ..."): the verb's token is kept, its word read as the gerund the grammar reads at a sentence's start
  ("Switching serving to fp8: ...", "Using FP8; ...", "Turning on prefix caching and ..."), so every frame that reads
  the gerund's lead (the arm it names is the clause's arm, a "to" its treatment) reads it, with all of its checks
  (a clause against the arm: unread or false as the gerund's sentence is). Only the sentence's first word (after
  markup and a commit prefix), never an arm's name, and only where the phrase after it (up to ":", ";", ",", "-",
  "(", "and", "but", "so") names exactly one arm, the witness's declared treatment: the change the line makes is the
  treatment ("Use BF16; ..." of a BF16 baseline, "Switch from BF16 to FP8", a witness that declares no treatment:
  the verb stays unread, not-yet).
"""

from __future__ import annotations

from claimcheck.claims.ellipsis import sentence_end
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import COMMIT_TAGS, COMMIT_TYPES, IMPERATIVE_GERUNDS


def _w(t: Token) -> str:
    return t.low or t.text.lower()


def _commit_prefix(toks: list[Token]) -> int:
    """The number of tokens of a commit prefix at the statement's start, else 0."""
    k = 0
    while k + 2 < len(toks) and toks[k].text == "[" and toks[k + 1].kind == "word" \
            and _w(toks[k + 1]) in COMMIT_TAGS and toks[k + 2].text == "]":
        k += 3  # "[Perf]", "[Core][Kernel]"
    if k:
        return k if k < len(toks) and toks[k].kind != "punct" else 0
    if not toks or toks[0].kind != "word" or _w(toks[0]) not in COMMIT_TYPES:
        return 0
    k = 1
    if k < len(toks) and toks[k].text == "(" and toks[k].start == toks[0].end:
        j = k + 1
        while j < len(toks) and j - k <= 5 and (toks[j].kind in ("word", "ident") or toks[j].text in ("-", "/")):
            j += 1  # "(serving)", "(spec-decode)", "(kv/cache)"
        if j == k + 1 or j >= len(toks) or toks[j].text != ")":
            return 0  # (an arm's name, a number, a long aside: not a commit's scope)
        k = j + 1
    if k < len(toks) and toks[k].text == "!":
        k += 1
    if k + 1 < len(toks) and toks[k].text == ":" and toks[k + 1].kind != "punct":
        return k + 1
    return 0


#: what ends the phrase of an imperative's object ("Switch serving to FP8: ...", "Use FP8; ...", "Turned on X and ...")
_PHRASE_ENDS = frozenset({":", ";", ",", "-", "(", "and", "but", "so"})


def _object_arm(toks: list[Token], k: int) -> str | None:
    """The one arm the phrase after the verb at ``k`` names (one arm token naming one arm, before the phrase's end),
    else None."""
    arms = []
    j = k + 1
    while j < len(toks) and not sentence_end(toks, j) and _w(toks[j]) not in _PHRASE_ENDS:
        if toks[j].kind == "arm":
            arms.append(toks[j].arms)
        j += 1
    return arms[0][0] if len(arms) == 1 and len(arms[0]) == 1 else None


def changelog_leads(toks: list[Token], declared: tuple[str, str] | None = None
                    ) -> tuple[list[Token], list[tuple[int, int]]]:
    """Productions commit_prefix and imperative_change (module docstring): (the tokens, the spans taken out);
    ``declared``: the witness's (treatment, baseline), where it declares them."""
    n = _commit_prefix(toks)
    gone = [(t.start, t.end) for t in toks[:n]]
    out = list(toks[n:])
    for k, t in enumerate(out):
        if k > 0 and not sentence_end(out, k - 1):
            continue
        g = IMPERATIVE_GERUNDS.get(_w(t)) if t.kind == "word" else None
        if g is None or declared is None or _object_arm(out, k) != declared[0]:
            continue  # (the change made is the treatment's, or the verb stays unread)
        out[k] = Token(t.i, t.start, t.end, t.text, g, "word")
    for i, t in enumerate(out):
        t.i = i
    return out, gone
