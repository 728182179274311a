"""Production scope_setup (the scope's engines, quantization and declared settings): from ``--scope`` the reader takes,
besides counts, GPUs, CPUs, models and sizes, the engine ("vLLM", "SGLang", "TensorRT-LLM", "llama.cpp b5120", with its
version), the quantization or dtype ("FP8", "BF16", "AWQ", "Q4_K_M", "w8a8") and the settings a witness declares
(concurrency, tensor / pipeline parallelism, request rate, batch size, speculative method, number of speculative
tokens). Before, every such scope word was "the author's description and not graded", so a scope "SGLang on one H100"
of a vLLM witness, or "FP8, concurrency 64" of a BF16 witness at concurrency 16, stayed net-true (a twist of the scope
exiting 0).

Each such fact is checked per arm, with the machinery the statement's context facts use
(``statistics.check_positive`` against ``Evidence.arm_view``, the arm's own engine put in place of the witness's):

* every arm agrees: it agrees;
* some arms agree: it describes those arms (a per-arm scope is honest: "vLLM vs SGLang", "BF16 (baseline) and FP8
  (treatment)", "TP1 (one GPU), TP2 (both GPUs)"): it agrees as a description (``described``: an exclusion of it is
  then not known, never contradicted), never false, and it is not evidence that the whole run has it;
* no arm agrees and some arm records nothing of it: unknowable (not-yet), never false;
* every arm records it, each differently: contradicted -- and then held back (``hold``: not-yet, never false) where the
  fact is listed beside a fact of its kind that agrees ("vLLM, SGLang" of a vLLM witness) or compared against ("compared
  with SGLang's published numbers", "vs TGI"); "unlike TGI" is an exclusion ("not TGI"). False only as a GPU is: a
  phrase read completely, stated affirmatively, every arm's own record contradicting it.

An exclusion ("not SGLang", "no FP8") is checked as one (``scope_checks.fact``): it holds where every arm's
record contradicts the positive fact, is false only where every arm records exactly the excluded fact, and is otherwise
unknowable. A dtype of full precision ("BF16", "FP16") against a witness that records no quantization ("none") is not
known (the record says no quantization, not which dtype), never contradicted; two quantization names of the same bit
width ("w8a8" against "int8", "FP8" against "fp8_e4m3") are not known either.

"CPU offload(ing)", "offloading to CPU" (cpu_offload) and "KV cache offload(ing)" (kv_offload) are features
(vocabulary.SCOPE_FEATURES), never the run's hardware: the reader's CPU fact inside them is taken out (``offload_cpu``).

The reading is here; the checks are claimcheck/claims/scope_checks.py.

Tests: tests/claims/test_claims_scope_setup.py.
"""

from __future__ import annotations

import re

from claimcheck.claims.vocabulary import ENGINES, SCOPE_EXCLUSION_WORDS, SCOPE_FEATURE_OFF_AFTER, \
    SCOPE_FEATURE_OFF_BEFORE, SCOPE_FEATURE_ON_AFTER, SCOPE_FEATURE_ON_BEFORE, SCOPE_FEATURES, SCOPE_SETTING_KEYS


def taken(fact) -> bool:
    """Is ``fact`` (read from the scope) one this production takes: an engine, or a setting of SCOPE_SETTING_KEYS."""
    return fact.kind == "engine" or (fact.kind == "setting" and fact.key in SCOPE_SETTING_KEYS)


def _alt(words) -> str:
    return "(?:" + "|".join(words) + ")"


_BOTH = _alt(SCOPE_FEATURE_ON_AFTER + SCOPE_FEATURE_OFF_AFTER) + r"\s*(?:vs\.?|versus|/|and|or)\s*" \
    + _alt(SCOPE_FEATURE_ON_AFTER + SCOPE_FEATURE_OFF_AFTER)
_FEATURE = re.compile(
    r"(?<![\w-])(?:(?P<both_before>with\s+and\s+without|without\s+and\s+with)\s+"
    r"|(?P<before>" + _alt(SCOPE_FEATURE_OFF_BEFORE + SCOPE_FEATURE_ON_BEFORE) + r")(?:\s+|-|(?<=un)))?"
    r"(?P<feature>" + "|".join(f"(?P<{k}>{_alt(w)})" for k, w in SCOPE_FEATURES.items()) + r")"
    r"(?:\s+(?P<both_after>" + _BOTH + r")|\s+(?P<after>" + _alt(SCOPE_FEATURE_OFF_AFTER + SCOPE_FEATURE_ON_AFTER)
    + r"))?(?![\w-])", re.I)
#: the value of a feature fact said both on and off ("chunked prefill on vs off", "with and without speculative
#: decoding"): the arms differ in it
BOTH_STATES = "on/off"


def feature_facts(sr, scope: str) -> list:
    """Production scope_setup: a feature the scope says on or off, in words the reader left unread ("no quantization",
    "without speculative decoding", "with prefix caching", "chunked prefill disabled", "non-quantized"): a fact of the
    feature on, negated where the words turn it off (an exclusion: it holds where every arm declares it off)."""
    from claimcheck.claims.reading import ContextFact, Span

    out = []
    unread = [(u.start, u.end) for u in sr.unread]
    for m in _FEATURE.finditer(scope):
        if not all(any(a <= m.start("feature") + w.start() and m.start("feature") + w.end() <= b for a, b in unread)
                   for w in re.finditer(r"\w+", m.group("feature")) if w.group(0).lower() not in ("to", "the", "of")):
            continue  # the feature's own words read by another construct (an arm's phrase)
        key = next(k for k in SCOPE_FEATURES if m.group(k))
        if m.group("both_before") or m.group("both_after"):
            if m.group("both_before") and m.group("both_after") or m.group("both_after") and (
                    m.group("before") or len({w in SCOPE_FEATURE_ON_AFTER for w in
                                              re.findall(r"[a-z]+", m.group("both_after").lower())
                                              if w not in ("vs", "versus", "and", "or")}) < 2):
                continue  # "on vs on": not read
            out.append(ContextFact(kind="setting", key=key, value=BOTH_STATES, source="scope",
                                   span=Span(start=m.start(), end=m.end(), text=m.group(0))))
            continue
        before, after = (m.group("before") or "").lower(), (m.group("after") or "").lower()
        off_b = any(re.fullmatch(w, before) for w in SCOPE_FEATURE_OFF_BEFORE)
        off_a = any(re.fullmatch(w, after) for w in SCOPE_FEATURE_OFF_AFTER)
        if (off_b and after and not off_a) or (before.startswith("un") and not m.group("feature").lower()
                                               .startswith("quantized")):
            continue  # "no prefix caching on": not read
        out.append(ContextFact(kind="setting", key=key, value="on", negated=off_b or off_a, source="scope",
                               span=Span(start=m.start(), end=m.end(), text=m.group(0))))
    return out


#: the features whose words hold "CPU" ("CPU offload", "offloading to CPU", "KV cache offloading to CPU")
_OFFLOADS = ("cpu_offload", "kv_offload")


def offload_cpu(sr, scope: str) -> None:
    """In place: "CPU" inside an offload feature's words ("haven't tried CPU offload", "KV cache offloading to CPU") is
    the feature's, not the run's hardware: the reader's CPU fact there is taken out of ``sr.context`` and its words
    left unread for ``feature_facts``."""
    from claimcheck.claims.reading import Span

    for m in _FEATURE.finditer(scope):
        if not any(m.group(k) for k in _OFFLOADS):
            continue
        a, b = m.span("feature")
        inside = [f for f in sr.context if f.source == "scope" and f.kind == "hardware" and f.key == "cpu"
                  and f.span is not None and a <= f.span.start and f.span.end <= b]
        for f in inside:
            sr.context.remove(f)
            sr.unread.append(Span(start=f.span.start, end=f.span.end, text=f.span.text))


def joined_versions(toks, sr, scope: str, version) -> list:
    """Production scope_setup: a version the scope joins to an arm named by its version or to an engine's version
    ("vLLM 0.6.3 vs 0.7.0" where "vLLM 0.6.3" names an arm; "SGLang 0.4.0 and 0.4.6"), left unread by the reader: an
    engine_version fact, checked per arm (the joiner stays unread: a contradiction there is held back, not-yet)."""
    from claimcheck.claims.reading import ContextFact, Span
    from claimcheck.claims.vocabulary import SCOPE_VERSION_JOINERS

    unread = [(u.start, u.end) for u in sr.unread]
    versions = [(f.span.start, f.span.end) for f in sr.context if f.key == "engine_version" and f.span is not None]
    out = []
    for k in range(2, len(toks)):
        t, j, p = toks[k], toks[k - 1], toks[k - 2]
        if t.kind not in ("num", "ident") or not version.match(t.text.lower()) or _w(j).lower() not in SCOPE_VERSION_JOINERS \
                or not any(a <= t.start and t.end <= b for a, b in unread):
            continue
        named = p.kind == "arm" and version.match(re.split(r"\s+", p.text.strip())[-1].lower() or "")
        if named or any(b == p.end for _a, b in versions):
            out.append(ContextFact(kind="setting", key="engine_version", value=t.text.lstrip("vV"),
                                   span=Span(start=t.start, end=t.end, text=scope[t.start:t.end]), source="scope"))
    for k in range(1, len(toks)):
        t, p = toks[k], toks[k - 1]
        # "SGLang 0.4.0 vs vLLM 0.7.0" where "vLLM" names an arm by its engine: the version right after it
        if t.kind in ("num", "ident") and version.match(t.text.lower()) and p.kind == "arm" \
                and re.split(r"[\s-]+", p.text.strip().lower())[-1] in ENGINES \
                and any(a <= t.start and t.end <= b for a, b in unread):
            out.append(ContextFact(kind="setting", key="engine_version", value=t.text.lstrip("vV"),
                                   span=Span(start=t.start, end=t.end, text=scope[t.start:t.end]), source="scope",
                                   arms=list(p.arms) or None))
    return out


_LIST_WORDS = frozenset({",", "and", "or", "/", "&"})


def _w(t) -> str:
    return t.low or t.text


def listed_values(toks, sr, scope: str, arm_settings: dict | None) -> list:
    """Production scope_setup: a bare number the reader left unread in a list that starts with an arm's own setting
    phrase or a setting fact ("concurrency 1, 8, 32 and 64" where "concurrency 1" names an arm; "TP1, 2 and 4") is a
    value of that setting, checked per arm as the first is (one no arm ran is held back: listed beside an arm)."""
    from claimcheck.claims.reading import ContextFact, Span

    unread = [(u.start, u.end) for u in sr.unread]
    facts = {f.span.end: f.key for f in sr.context if f.kind == "setting" and f.span is not None
             and f.key in SCOPE_SETTING_KEYS - {"engine_version", "quantization"}}
    out = []
    for k, t in enumerate(toks):
        if t.kind != "num" or t.value is None or not any(a <= t.start and t.end <= b for a, b in unread):
            continue
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if nxt is not None and _w(nxt) not in _LIST_WORDS and nxt.text not in ("(", ")", ";", "."):
            continue
        j = k - 1
        if j < 0 or _w(toks[j]) not in _LIST_WORDS:
            continue
        while j >= 0 and (_w(toks[j]) in _LIST_WORDS or toks[j].kind == "num"):
            j -= 1
        if j < 0:
            continue
        p, key = toks[j], facts.get(toks[j].end)
        if key is None and p.kind == "arm" and p.arm is not None:
            last = re.split(r"[\s=:-]+|(?<=[a-z])(?=\d)", p.text.strip().lower())[-1]
            own = (arm_settings or {}).get(p.arm) or {}
            keys = [x for x, v in own.items() if x in SCOPE_SETTING_KEYS and not isinstance(v, bool)
                    and isinstance(v, (int, float)) and f"{v:g}" == last]
            key = keys[0] if len(keys) == 1 else None
        if key is None:
            continue
        out.append(ContextFact(kind="setting", key=key, value=float(t.value),
                               span=Span(start=t.start, end=t.end, text=scope[t.start:t.end]), source="scope"))
    return out


def negated_arms(toks, sr, scope: str) -> list:
    """A negation the reader left unread right before an arm's own phrase in the scope ("vLLM, not SGLang" where SGLang
    names an arm): the scope excludes a run the witness holds, which the witness cannot settle -- an unverifiable fact
    (not-yet), never read past."""
    from claimcheck.claims.falsebar import NEGATION_WORDS
    from claimcheck.claims.reading import ContextFact, Span

    unread = [(u.start, u.end) for u in sr.unread]
    out = []
    for k in range(1, len(toks)):
        t, p = toks[k], toks[k - 1]
        if t.kind == "arm" and (p.low in NEGATION_WORDS or p.low in SCOPE_EXCLUSION_WORDS) \
                and any(a <= p.start and p.end <= b for a, b in unread):
            out.append(ContextFact(kind="unverifiable", key="negated_arm", value=scope[p.start:t.end],
                                   span=Span(start=p.start, end=t.end, text=scope[p.start:t.end]), source="scope"))
    return out


def take_negations(context) -> list:
    """In place: the facts of ``negated_arms`` taken out of ``context`` (returned), so that the passes after the
    reader (falsebar.refine, single_gpu.py) see the scope's words as the reader left them."""
    out = [f for f in context if f.kind == "unverifiable" and f.key == "negated_arm"]
    context[:] = [f for f in context if not (f.kind == "unverifiable" and f.key == "negated_arm")]
    return out


def unread_negations(negations: list, read: list[tuple[int, int]]) -> list:
    """The facts of ``negated_arms`` whose negation no later pass read ("not single-GPU" is the one-GPU exclusion of
    single_gpu.py, read there)."""
    return [f for f in negations if not any(a <= f.span.start < b for a, b in read)]


def read_spans(context) -> list[tuple[int, int]]:
    """The scope's words this production read into its facts (a joiner between two of them stays unread)."""
    return [(f.span.start, f.span.end) for f in context if f.source == "scope" and f.span is not None and taken(f)]


def exclusions(context, scope: str, read: list[tuple[int, int]]) -> None:
    """In place: a scope fact of this production right after "unlike" ("vLLM, unlike TGI") is an exclusion, as "not
    TGI" is; the word is read with it."""
    for f in context:
        if f.source != "scope" or f.span is None or not taken(f) or f.negated:
            continue
        m = re.search(r"(?<![\w-])(" + "|".join(map(re.escape, SCOPE_EXCLUSION_WORDS)) + r")\s+(?:the\s+)?$",
                      scope[:f.span.start], re.I)
        if m:
            f.negated = True
            read.append((m.start(1), m.end(1)))
