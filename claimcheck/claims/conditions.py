"""Conditions a write-up puts on its numbers that no witness can confirm (production: unverifiable_condition --
claimcheck/claims/grammar.lark), read as what they are: a named condition, never a check.

"1.69x speedup over EAGLE-3 on real workloads", "up to 4x higher throughput in production", "4x higher throughput
compared to FP8 while maintaining accuracy", "2x faster, with a modest quality trade-off", "a 2.2-3.6x speedup on a
range of LLMs", "by 15% in low-concurrency serving scenarios", "as much as 88% higher throughput, ..., depending on
concurrency". Each is one ``unverifiable`` context fact (``reading.ContextFact``), the kind the scope's
deployment words have always been read into (``grammar.read_full``: vocabulary.UNVERIFIABLE in ``--scope``). Its
check is unknowable ("the witness cannot speak to ..."), so:

* the claim is ``not-yet``, never ``net-true``, with a reason naming the words (a condition left open withholds
  ``net-true`` as an unread word does);
* never ``false``: an open condition in a sentence holds back the accusation of every number in it
  (``falsebar.OpenConditions``): the rows may be of another condition than the one the sentence speaks of.

Reading them only turns unread words into a named open condition; no verdict can move towards ``net-true``, with
one exception, production workload_condition (``_workload``: "at low concurrency", "on small batch sizes", "for JSON
decoding tasks", read in general from vocabulary.WORKLOAD_*): the least of a setting in the singular ("at low
concurrency", "at the smallest batch size") agrees where every arm declares that setting 1 (``check_workload``), and
is otherwise open like the rest; no workload condition is ever contradicted.
Read only from the closed table below, each phrase whole and with its lead word (a preposition, *while*,
*depending*); anything else stays unread. "In practice" is a discourse phrase (vocabulary.DISCOURSE), not here. A phrase that names a setting the witness records ("at concurrency 64",
"on ShareGPT", "with the same model") is a descriptor, checked (descriptors.py), and is never read here.
"""

from __future__ import annotations

import re

from claimcheck.claims import vocabulary as V
from claimcheck.claims.reading import ContextFact, Span

#: what kind of condition each phrase is (the fact's key) -> the phrases, lead word first, lower case, hyphens as
#: spaces ("real-world" is "real world"). An optional "a" / "an" / "the" after the lead is read with it.
_TABLE: dict[str, tuple[str, ...]] = {
    # where and for whom the numbers hold: deployments the witness did not run
    "deployment": (
        "in production", "in production deployments", "in production environments", "under production traffic",
        "on production traffic", "on real workloads", "on real world workloads", "on realistic workloads",
        "on realistic traces", "on realistic agentic traces", "on real traffic", "on real world traffic",
        "in real world deployments", "in real world use", "in real world scenarios",
        "for many users", "for most users", "for most prompts", "for many prompts", "under load", "under heavy load",
        "under real load",
        # the load regime a write-up picks out of a sweep ("At burst on Llama-70B, FP8 is almost 2x faster than BF16",
        # "P99 TPOT reductions of 20-40% within stable operating regions"): which rows are the burst or the stable
        # region, no witness record says
        "at burst", "under burst", "under burst load", "under bursty load", "within stable operating regions",
        "within stable regions", "in stable operating regions", "in stable regions", "across stable regions",
        "across stable operating regions"),
    # how widely the numbers hold: models, tasks or workloads beyond the witness's one
    "breadth": (
        "on a range of llms", "on a range of models", "across a range of models", "across a range of llms",
        "on a wide range of models", "for a wide range of models", "for a wide range of open source models",
        "across a wide range of models", "across several tasks", "on several tasks", "across multiple tasks",
        "on multiple tasks", "across many tasks", "across tasks", "across models", "across workloads",
        "on several models", "across several models", "across multiple models", "across many models",
        # a class of models or datasets, plural ("2.7-4.4x higher TPS than ROCM_ATTN on MHA models", "ranging from 1.5x
        # to 2.3x on different datasets"): the witness's one model or dataset is not the class
        "on mha models", "on mla models", "on gqa models", "on moe models", "on dense models", "on different models",
        "across different models", "on different datasets", "across different datasets", "on various datasets",
        "across datasets", "on several datasets", "across several datasets", "on multiple datasets",
        "across multiple datasets",
        # models matched across the compared systems but not named ("H100 FP8 delivers ... 4.4x faster first-token
        # latency than A100 on equivalent models"): which models, no witness record says
        "on equivalent models", "on comparable models", "on equivalent workloads", "on comparable workloads",
        "for equivalent models", "across equivalent models"),
    # what else the numbers come with: output quality, which no performance witness records
    "quality": (
        "while maintaining accuracy", "while preserving accuracy", "while maintaining model accuracy",
        "while preserving model accuracy", "while maintaining quality", "while preserving quality",
        "while maintaining output quality", "while preserving output quality", "with no accuracy loss",
        "without accuracy loss", "without any accuracy loss", "with negligible accuracy loss",
        "with minimal accuracy loss", "with no loss in accuracy", "without loss of accuracy", "with no quality loss",
        "without quality loss", "with negligible quality loss", "with minimal quality loss",
        "with a modest quality trade off", "with a small quality trade off", "with a slight quality trade off",
        "at comparable accuracy", "at comparable accuracies", "at similar accuracy", "at the same accuracy"),
    # an operating point matched on another metric that the sentence does not give ("9x higher throughput than other
    # open omni models with the same interactivity", "two to three times better throughput than A100s at equal or
    # better latency", "up to 4x higher throughput at similar latency"): which point of each arm's sweep, no witness
    # record says; the matched metric's value is not stated, so it is not checked
    "matched": (
        "with the same interactivity", "at the same interactivity", "at similar interactivity",
        "at comparable interactivity", "at iso interactivity", "with similar interactivity",
        "at similar latency", "at comparable latency", "at equal latency", "at equal or better latency",
        "at the same or better latency", "at iso latency", "with similar latency", "at a fixed interactivity",
        "at a fixed latency"),
    # that the numbers vary with something the sentence does not pin (a bound over unrecorded conditions)
    "varies": (
        "depending on concurrency", "depending on the concurrency", "depending on workload",
        "depending on the workload", "depending on methodology", "depending on the methodology",
        "depending on the model", "depending on model", "depending on the hardware", "depending on hardware",
        "depending on batch size", "depending on the batch size", "depending on the prompt",
        "depending on the prompts"),
}

#: "in low-concurrency serving scenarios", "for latency-critical scenarios": a lead, one to three of these words
#: (a relative degree or a kind of traffic, never a number, an arm or a named dataset), then "scenario(s)"
_SCENARIO_LEADS = ("in", "for", "across", "under")
_SCENARIO_WORDS = frozenset({
    "low", "lower", "high", "higher", "concurrency", "serving", "latency", "critical", "sensitive", "long", "longer",
    "short", "shorter", "context", "mixed", "memory", "bound", "compute", "output", "input", "real", "world",
    "batch", "size", "small", "large", "single", "user", "multi", "interactive", "offline", "online", "agentic",
    "chat", "typical", "common", "many", "most", "these", "those", "such", "heavy", "light", "load", "traffic",
    "concurrent", "users"})
#: "For batch GQA decoding attention, X is 3x faster than Y", "in the decode attention kernel": the operation a kernel
#: benchmark measures, which no request-level witness records (key "operation"): a lead, an optional determiner, one to
#: three of these words, then one of the heads
_OPERATION_LEADS = ("for", "in", "on")
_OPERATION_WORDS = frozenset({"batch", "batched", "gqa", "mha", "mla", "mqa", "decode", "decoding", "prefill", "paged",
                              "sparse", "dense", "fused", "moe", "gemm", "gemv", "shared", "prefix", "cascade",
                              "grouped", "query", "multi", "head", "latent", "attention"})
_OPERATION_HEADS = frozenset({"attention", "kernel", "kernels", "operator", "operators"})
_DETS = ("a", "an", "the")
#: "on our Decode configuration", "in our internal setup": the writer's own named setup, which no witness record
#: identifies (a lead, "our", one or two of these words, a setup noun); "in our experiments" / "in this setup" are
#: discourse phrases (vocabulary.DISCOURSE), and a setup named by hardware or a number is a descriptor, not read here
_SETUP_LEADS = ("on", "in", "for", "under", "with")
_SETUP_WORDS = frozenset({"decode", "prefill", "default", "internal", "test", "testing", "benchmark", "benchmarking",
                          "production", "standard", "reference", "optimized", "optimised", "tuned", "own", "serving",
                          "inference", "original", "current", "new", "old", "usual", "typical", "disaggregated",
                          "aggregated", "staging", "dev", "development", "evaluation", "eval", "lab"})
_SETUP_NOUNS = frozenset({"configuration", "configurations", "config", "configs", "setup", "setups", "cluster",
                          "clusters", "deployment", "environment", "environments", "stack"})

_PHRASES: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _key, _ps in _TABLE.items():
    for _p in _ps:
        _w = tuple(_p.split())
        _PHRASES.setdefault(_w[0], []).append((_w, _key))
for _v in _PHRASES.values():
    _v.sort(key=lambda x: -len(x[0]))


def _words(c, i: int, words: tuple[str, ...]) -> int:
    """Token positions after ``words`` read from token i (the lead, an optional determiner, the rest), else 0.
    Every token must be free and a word; hyphens between words are read as the spaces of the table."""
    k = i
    for n, x in enumerate(words):
        if n == 1 and c.w(k) in _DETS and c.w(k) != x and c.free(k):
            k += 1  # "on the real workloads", "on a range of ..." (also in the table itself)
        if not c.free(k) or c.w(k) != x or c.r.toks[k].kind != "word":
            return 0
        k += 1
    return k


#: what may follow a condition: the phrase is whole there ("in production inference frameworks" is a noun phrase
#: whose head "production" only modifies, and is not read)
_FOLLOW = frozenset({"and", "or", "but", "while", "whereas", "with", "without", "on", "at", "in", "for", "across",
                     "under", "compared", "than", "vs", "versus", "over", "when", "where", "as", "by", "to", "using",
                     "from", "of", "relative", "against", "thanks", "due", "because"})


def _ends(c, k: int) -> bool:
    """The phrase ending before token k is whole: the clause ends, punctuation, or a joining word follows."""
    t = c.r.toks[k] if k < len(c.r.toks) else None
    return k >= c.i1 or t is None or t.kind == "punct" or (t.kind == "word" and c.w(k) in _FOLLOW)


def _workload(c, i: int) -> int:
    """production: workload_condition -- "at low concurrency", "on small batch sizes", "for long prompts", "at low to
    mid concurrency", "at the largest batch size", "in small-batch settings", "in high-concurrency benchmarks", "for a
    short agentic workload", "for JSON decoding tasks", "in low-latency mode": a lead (vocabulary.
    WORKLOAD_CONDITION_LEADS), an optional determiner, then either

    * a degree (WORKLOAD_DEGREE_WORDS; "very" before another; two joined by "to" / "and" / "or") and one to three
      quantity nouns (WORKLOAD_QUANTITY_NOUNS), optionally a head noun (WORKLOAD_HEADS); or
    * a degree or not, one to three quantity or kind words (WORKLOAD_KIND_WORDS), and a head noun.

    Which concurrency is "low", which prompts are "long", which dataset is a summarization one: no witness record says
    (a degree is relative, a kind is a class). The phrase is the sentence's scope, carried as an open condition: the
    claim stays not-yet, its numbers are never accused under it (falsebar.OpenConditions). A setting said by its value
    ("at concurrency 64", "at batch size 1", "on ShareGPT") is a descriptor, read before this and checked. Returns the
    token position after the phrase, else 0."""
    toks = c.r.toks
    if c.w(i) not in V.WORKLOAD_CONDITION_LEADS:
        return 0

    def word(k: int, words) -> bool:
        return k < c.i1 and c.free(k) and toks[k].kind == "word" and c.w(k) in words

    k = i + 1
    if word(k, _DETS):
        k += 1
    degree = False
    while True:  # a degree, or two joined ("low to mid", "small-to-medium", "very large")
        if word(k, {"very"}) and word(k + 1, V.WORKLOAD_DEGREE_WORDS - {"very"}):
            k += 1
        if not word(k, V.WORKLOAD_DEGREE_WORDS - {"very"}):
            break
        degree, k = True, k + 1
        if not (word(k, {"to", "and", "or"}) and (word(k + 1, V.WORKLOAD_DEGREE_WORDS - {"very"}) or (
                word(k + 1, {"very"}) and word(k + 2, V.WORKLOAD_DEGREE_WORDS - {"very"})))):
            break
        k += 1
    first, kinds = k, False
    while k - first < 3 and word(k, V.WORKLOAD_QUANTITY_NOUNS | V.WORKLOAD_KIND_WORDS):
        kinds = kinds or c.w(k) not in V.WORKLOAD_QUANTITY_NOUNS
        k += 1
    mods = k - first
    if word(k, {"use"}) and word(k + 1, {"case", "cases"}):
        end = k + 2 if (degree or mods) else 0  # "for video use cases"
    elif word(k, V.WORKLOAD_HEADS):
        end = k + 1 if (degree or mods) else 0
    else:  # no head: a degree and quantities only ("at low concurrency"; "at lower latency" asserts a latency)
        end = k if degree and mods and not kinds else 0
    if end and degree and _swept(c, {c.w(x) for x in range(first, k)}):
        return 0
    return end


def _glossed(c, k: int) -> bool:
    """A parenthesis at token k that holds a number ("(c=1)", "(1-16 requests)", "(e.g., ... 1024 concurrent
    requests)", "(≥128)"): the degree's value, which a descriptor reads and checks or which stays unread; a
    parenthesis with no number ("(source)") is no gloss."""
    if k >= c.i1 or c.w(k) != "(":
        return False
    for x in range(k + 1, min(c.i1, k + 16)):
        if c.w(x) == ")":
            return False
        t = c.r.toks[x]
        if t.kind == "num" or (t.kind == "ident" and any(ch.isdigit() for ch in t.text)):  # "1-16", "c64", "32K"
            return True
    return True  # unclosed or long: not known to be no gloss


def _swept(c, words: set[str]) -> bool:
    """The arms declare two different values of a setting the degree sizes (or some declare it and some do not;
    vocabulary.WORKLOAD_SWEPT_SETTINGS): in that sweep "at low concurrency" / "under heavier load" picks out an arm
    (production arm_by_relative_setting, or unread where no one arm is picked), never the claim's scope."""
    decl = getattr(c.r, "arm_settings", None) or {}
    keys = {k for w in words for k in V.WORKLOAD_SWEPT_SETTINGS.get(w, ())}
    for key in keys:  # an arm that declares none beside one that declares it is a difference too
        vals = {st.get(key) if isinstance(st, dict) else None for st in decl.values()}
        if len(vals) >= 2 and vals - {None}:
            return True
    return False


def read_condition(c, i: int) -> int:
    """The unverifiable condition starting at token i of clause ``c`` (a ``grammar._Clause``): tokens taken, or 0."""
    if not c.free(i):
        return 0
    lead, start = c.w(i), i
    end, key = 0, ""
    for words, k in _PHRASES.get(lead, ()):
        end = _words(c, i, words)
        if end:
            key = k
            break
    if not end and i == c.i0 and i > 0 and c.r.toks[i - 1].low == "while":
        # "..., while maintaining accuracy": "while" joins a clause of its own (grammar: while_join); the
        # condition is that whole clause, its lead the joiner before it (left read by the join: Reader._read_parts)
        for words, k in _PHRASES.get("while", ()):
            end = _words(c, i, words[1:])
            if end:
                key, start = k, i - 1
                break
    if not end and lead in _SCENARIO_LEADS:
        k = i + 1
        if c.w(k) in _DETS and c.free(k):
            k += 1
        first = k
        while k - first < 3 and c.free(k) and c.r.toks[k].kind == "word" and c.w(k) in _SCENARIO_WORDS:
            k += 1
        if k > first and c.free(k) and c.w(k) in ("scenario", "scenarios") and c.r.toks[k].kind == "word":
            end, key = k + 1, "scenario"
    if not end and lead in _OPERATION_LEADS:
        k = i + 1
        if c.w(k) in _DETS and c.free(k):
            k += 1
        first = k
        while k - first < 4 and c.free(k) and c.r.toks[k].kind in ("word", "ident") and c.w(k) in _OPERATION_WORDS:
            k += 1
        if k > first and c.free(k) and c.w(k) in _OPERATION_HEADS - {"attention"} and c.r.toks[k].kind == "word":
            end, key = k + 1, "operation"  # "in the decode attention kernel", "for MoE kernels"
        elif k - first >= 2 and c.w(k - 1) in _OPERATION_HEADS:
            end, key = k, "operation"  # "for batch GQA decoding attention": the last word is the head
    if not end and lead in _SETUP_LEADS and c.w(i + 1) == "our" and c.free(i + 1):
        k = i + 2
        while k - (i + 2) < 2 and c.free(k) and c.r.toks[k].kind == "word" and c.w(k) in _SETUP_WORDS:
            k += 1
        if k > i + 2 and c.free(k) and c.r.toks[k].kind == "word" and c.w(k) in _SETUP_NOUNS:
            end, key = k + 1, "setup"
    if not end:
        end = _workload(c, i)
        key = "workload" if end else key
        if end and _glossed(c, end):
            return 0  # "at low concurrency (c=1)": a degree glossed by its value is the descriptor's, checked
    if not end or not _ends(c, end):
        return 0
    c.take(i, end)
    t = c.r.toks
    text = c.r.text[t[start].start:t[end - 1].end]
    c.r.facts.append(ContextFact(kind="unverifiable", key=key, value=text,
                                 span=Span(start=t[start].start, end=t[end - 1].end, text=text), source=c.r.source))
    return end - i


#: production workload_condition, checked: the least of a setting said by a degree word, singular ("at low
#: concurrency", "at the lowest concurrency", "at a small batch size", "at the smallest batch size") -> the setting
#: key whose declared value 1 is that least (nothing runs fewer than one stream or one sequence per batch)
_LEAST: dict[tuple[str, ...], str] = {}
for _d in ("low", "lowest", "minimum", "min", "minimal"):
    _LEAST[(_d, "concurrency")] = "concurrency"
for _d in ("small", "smallest", "low", "lowest", "minimum", "min", "minimal"):
    _LEAST[(_d, "batch", "size")] = "batch_size"


def check_workload(fact, ev):
    """A workload condition (``_workload``) against the witness's declared settings: ``agrees`` only where the phrase
    names the least of a setting in the singular (``_LEAST``: "at low concurrency", "at the smallest batch size")
    and every arm declares that setting 1 (one stream at a time is low concurrency whatever else "low" means);
    every other workload condition, and this one on any other declaration, is ``unknowable`` ("low" is relative,
    a plural ("at low batch sizes") speaks of more than one run, a comparative ("at lower concurrency") of another
    run). Never ``contradicted``: no degree word fixes a value the declaration could certainly contradict."""
    from claimcheck.claims.reading import ContextOutcome
    from claimcheck.claims.recorded_settings import setting_values

    unknown = ContextOutcome("unknowable", f"the witness cannot speak to {fact.value!r}{_declared(ev)}")
    words = re.findall(r"[a-z]+", str(fact.value).lower())
    words = words[1:]  # the lead
    if words and words[0] in _DETS:
        words = words[1:]
    key = _LEAST.get(tuple(words))
    if key is None:
        return unknown
    found = setting_values(ev, key)
    arms = ev.witness.get("arms") if isinstance(ev.witness.get("arms"), dict) else {}
    whole = any(not p.startswith("arms.") for p in found)
    every = whole or (arms and all(any(p.startswith(f"arms.{a}.") for p in found) for a in arms))
    ones = [p for p, v in found.items() if isinstance(v, (int, float)) and not isinstance(v, bool) and v == 1]
    if not found or not every or len(ones) != len(found):
        return unknown
    return ContextOutcome("agrees", f"every arm declares {key} 1 ({', '.join(list(found)[:4])}): the least there is, "
                                    f"so {fact.value!r} holds")


def _declared(ev) -> str:
    """What the witness declares of the settings a degree sizes, to say instead ("; it declares concurrency 16 for
    every arm: say the number ('at concurrency 16')"), else nothing."""
    from claimcheck.claims.recorded_settings import setting_values

    for key in ("concurrency", "batch_size", "request_rate"):
        found = {p: v for p, v in setting_values(ev, key).items()
                 if isinstance(v, (int, float)) and not isinstance(v, bool)}
        if found:
            vals = sorted(set(found.values()))
            said = ", ".join(f"{p} = {v:g}" for p, v in list(found.items())[:4])
            name = key.replace("_", " ")
            return f"; it declares {said}: say the number ('at {name} {vals[0]:g}')"
    return ""
