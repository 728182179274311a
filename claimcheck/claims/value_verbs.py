"""A verb that states the value a metric came to (grammar production value_verb -- claimcheck/claims/grammar.lark).

"Total throughput hit 7.6k tok/s vs 5.4k for the baseline", "vLLM hits 4,200 tok/s": "hit" says
what "reached" says, but it is never an inert word (vocabulary.NEVER_PROSE: "hit rate", "cache hits" are metric words,
"hit by" a cause). ``read`` runs after a clause's constructs (before prose): a VALUE_VERB is inert only where the
token right before it was read (a metric, a statistic or an arm) and the token right after it is a number a
construct read; anywhere else it stays unread.

Production narrative_copula: "vLLM came out about 1.3x ahead on throughput", "TGI ended up 60 ms behind on TTFT",
"FP8 turned out 20% faster": a narrative verb and its particle (vocabulary.NARRATIVE_COPULAS) say what "is" says
before a comparison, and are inert only right after an arm (the clause's subject) and right before the words of a
comparison a construct read (a ratio, a percent change, a direction or a difference starting there); anywhere else
("came out at 4 req/s", "ended up failing") they stay unread.

Production value_phrase: "vLLM came in at 120 ms TTFT vs 180 ms for TGI", "TTFT landed at 120 ms on vLLM", "p99 sat at
300 ms": a narrative verb with its particle and "at" (vocabulary.VALUE_PHRASES) says what "was" says before a value,
inert only right after an arm or a read word (a metric, a statistic) and right before a duration or a rate value a
construct read (a pair's first value too); anywhere else ("came in at concurrency 16") unread. "works out to", "comes
out to" and "amounts to" are value phrases too.

Production recap_value_phrase: "That works out to 28.8 req/s for FP8, versus 17.0 for BF16": a demonstrative opening
the clause (vocabulary.RECAP_DEMONSTRATIVES: it points back at the previous sentence) right before a value phrase is
inert with it; each value still has to name its arm, else it is not graded.

Production plural_value_verb: "8B models generate 60 to 80 tokens per second", "the two H100 arms sustain 4 req/s": the
plural present of a verb of output or service (vocabulary.PLURAL_VALUE_VERBS) says what "generates" / "sustains" says,
and is inert only right after an arm (the clause's plural subject) and right before a rate a construct read; anywhere
else -- after a modal, "to" or a negation ("could generate", "needs to generate", "don't generate"), before a count or
a duration -- it stays unread.
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import (CAUSATIVE_VERBS, CAUSED_ARM_DEMONSTRATIVES, COMPARISON_VERB_PHRASES,
                                          NARRATIVE_COPULAS, NEGATIONS, PLURAL_VALUE_VERBS, RECAP_DEMONSTRATIVES,
                                          VALUE_PHRASES, VALUE_VERBS)


def _negated_at(c, k: int) -> bool:
    """A negation at ``k`` ("does not serve 3x", "makes FP8 not 2x faster"): the verb before it is never read here."""
    return c.w(k) in NEGATIONS or c.w(k).endswith("n't")


def _article_comparison(c, k: int) -> bool:
    """"a" / "an" at ``k`` right before a ratio or a percent comparison a construct read ("hits a 68% lower TTFT than
    BF16"): the article of the comparison's noun phrase (the prose pass reads it inert, as after "is")."""
    return c.w(k) in ("a", "an") and c.free(k) and c.r.used[k + 1] == "read" and any(
        x.i0 == k + 1 and x.kind in ("ratio", "pct_change") for x in c.cores)


def read(c) -> None:
    """Mark each value verb of clause ``c`` that stands between a read word and a read number inert."""
    for k in range(c.i0 + 1, c.i1 - 1):
        if c.w(k) not in VALUE_VERBS or not c.free(k):
            continue
        before, after = c.r.used[k - 1], c.tok(k + 1)
        if before == "read" and after is not None and after.kind == "num" and c.r.used[k + 1] == "read":
            c.take(k, k + 1, "inert")

    for k in range(c.i0 + 1, c.i1 - 1):
        words = next((ws for ws in VALUE_PHRASES if c.seq(k, ws)), None)
        # recap_value_phrase -- "That works out to 28.8 req/s for FP8, versus 17.0 for BF16": a demonstrative
        # opening the clause stands for the previous sentence; the values still name their arms
        recap = k == c.i0 + 1 and c.w(k - 1) in RECAP_DEMONSTRATIVES and c.free(k - 1)
        if words is None or not (c.r.toks[k - 1].kind == "arm" or c.r.used[k - 1] == "read" or recap):
            continue
        after = k + len(words)
        if _negated_at(c, after):
            continue
        if any(x.i0 == after and x.kind in ("duration", "rate", "ratio", "pct_change") and c.r.used[after] == "read"
               for x in c.cores) or _article_comparison(c, after):
            # ("works out to a 68% lower TTFT than BF16": the comparison's article, as after "is")
            c.take(k - 1 if recap else k, after, "inert")
    for k in range(c.i0, c.i1 - 2):
        # production: caused_arm -- "That makes llama-server roughly 28% faster than Ollama", "..., which makes SGLang
        # 1.3x faster than vLLM": a demonstrative (never "it", never an arm) and its causative right before an arm and
        # the ratio or percent comparison a construct read right after it say what "llama-server is 28% faster" says
        # ("..., which makes": the relative pronoun already read as the clause's lead)
        if k < 1 or c.w(k) not in CAUSATIVE_VERBS or not c.free(k) \
                or c.r.forms[k - 1] not in CAUSED_ARM_DEMONSTRATIVES:
            continue
        lead = c.r.used[k - 1] == "read" and k == c.i0
        if _negated_at(c, k + 2):
            continue
        if (lead or k > c.i0 and c.free(k - 1)) and c.r.toks[k + 1].kind == "arm" and c.r.used[k + 1] in ("", "arm") \
                and c.r.used[k + 2] == "read" and any(x.i0 == k + 2 and x.kind in ("ratio", "pct_change")
                                                      for x in c.cores):
            c.take(k if lead else k - 1, k + 1, "inert")
    for k in range(c.i0 + 1, c.i1 - 1):
        # production: comparison_verb -- "FP8 hits 1.43x the request throughput of BF16", "That equals 1.43x the BF16
        # throughput": right after an arm (or a demonstrative opening the clause) and right before a ratio or a percent
        # comparison a construct read
        words = next((ws for ws in COMPARISON_VERB_PHRASES if c.seq(k, ws)), None)
        if words is None or not all(c.free(k + x) for x in range(len(words))):
            continue
        recap = k == c.i0 + 1 and c.w(k - 1) in CAUSED_ARM_DEMONSTRATIVES and c.free(k - 1)
        if not (recap or c.r.toks[k - 1].kind == "arm" and c.r.used[k - 1] in ("", "arm")):
            continue
        after = k + len(words)
        if _negated_at(c, after):
            continue  # "c32 does not serve 3x ...": the auxiliary of a negation, never a comparison's verb
        if c.r.used[after] == "read" and any(x.i0 == after and x.kind in ("ratio", "pct_change") for x in c.cores) \
                or _article_comparison(c, after):
            c.take(k - 1 if recap else k, after, "inert")
    for k in range(c.i0 + 1, c.i1 - 1):
        words = next((ws for ws in NARRATIVE_COPULAS if c.seq(k, ws)), None)
        if words is None or c.r.toks[k - 1].kind != "arm" or c.r.used[k - 1] not in ("", "arm"):
            continue
        after = k + len(words)
        if c.r.used[after] == "read" and any(x.i0 == after and x.kind in ("ratio", "pct_change", "direction")
                                             for x in c.cores):
            c.take(k, after, "inert")
    for k in range(c.i0 + 1, c.i1 - 1):
        # production: plural_value_verb -- "8B models generate 60 to 80 tokens per second"
        if c.w(k) not in PLURAL_VALUE_VERBS or not c.free(k) or c.r.toks[k - 1].kind != "arm" \
                or c.r.used[k - 1] not in ("", "arm"):
            continue
        if c.r.used[k + 1] == "read" and any(x.i0 == k + 1 and x.kind == "rate" for x in c.cores):
            c.take(k, k + 1, "inert")
