"""Production scope_setup, the checks (the reading: claimcheck/claims/scope_facts.py, whose docstring gives the rules):
each engine, version, quantization / dtype, feature and declared setting the scope names is checked against each arm's
own record (``fact``), and a contradiction is held back where the scope lists or compares (``hold``).

Tests: tests/claims/test_claims_scope_setup.py.
"""

from __future__ import annotations

import re
from dataclasses import replace

from claimcheck.claims.model import QuantityCheck
from claimcheck.claims.reading import ContextOutcome, vendor_exclusion_detail
from claimcheck.claims.scope_facts import BOTH_STATES, taken
from claimcheck.claims.vocabulary import DESCRIBED_UNLESS_DECLARED, FULL_PRECISION, QUANT_BITS, SCOPE_COMPARED_WORDS, \
    SCOPE_FEATURES, SCOPE_TURNING_WORDS

#: where an arm records its quantization or dtype
_QUANT_KEYS = ("quantization", "dtype", "precision", "quant", "weight_dtype")
#: the keys that decide a quantization (the others, dtype / precision, only agree)
_QUANT_DECIDING = ("quantization", "quant")
_QUANT_SYNONYMS = {"bfloat16": "bf16", "float16": "fp16", "half": "fp16", "float32": "fp32", "e4m3": "fp8_e4m3"}


#: the end of an exclusion's detail where some arms have what it excludes ("no speculation" of a speculating arm and
#: one that declares nothing): in a sentence that compares ("draft model vs no speculation") it describes the others
SOME_ARMS = ": some arms have it, so it is not said of every arm"


def handles(fact, ev) -> bool:
    return getattr(fact, "source", None) == "scope" and taken(fact) and bool(getattr(ev, "arms", None))


def fact(f, ev) -> QuantityCheck:
    """The check of one scope fact of this production (as ``quantities.Grader.fact`` writes one): an exclusion ("not
    SGLang", "no quantization") is checked as one, as ``statistics.check_context`` checks the statement's."""
    out = check(f, ev)
    if f.negated:
        if out.outcome == "agrees" and out.described:
            out = ContextOutcome("unknowable", f"the scope excludes {f.value!r}; {out.detail}{SOME_ARMS}")
        elif out.outcome == "agrees":
            out = ContextOutcome("contradicted", f"the scope excludes {f.value!r}, but {out.detail}")
        elif out.outcome == "contradicted":
            out = ContextOutcome("agrees", f"an exclusion that holds: not {f.value!r} ({out.detail})")
        elif out.other_vendor_accelerator:
            out = ContextOutcome("agrees", vendor_exclusion_detail(f.value, out.detail))
    outcome = {"agrees": "agrees", "contradicted": "contradicted"}.get(out.outcome, "unbound")
    return QuantityCheck(text=f.span.text if f.span else str(f.value), kind="context", metric=f"{f.kind}:{f.key}",
                         stated=str(f.value), outcome=outcome,
                         detail=f"I read: {f.kind} {f.key} = {f.value}{' (excluded)' if f.negated else ''}; {out.detail}")


def check(fact, ev) -> ContextOutcome:
    """The positive fact against each arm's own record (module docstring)."""
    from claimcheck.claims.grammar import arm_declarations

    decl = arm_declarations(ev)
    if fact.key in SCOPE_FEATURES and fact.value == BOTH_STATES:
        # "chunked prefill on vs off", "with and without speculative decoding": the arms differ in it
        states = {n: feature_state(fact.key, decl.get(n) or {}) for n in ev.arms}
        said = ", ".join(f"{n}: {'on' if v else 'off' if v is not None else 'not declared'}" for n, v in states.items())
        if set(states.values()) == {True, False}:
            return ContextOutcome("agrees", f"the arms differ in it ({said})")
        if None not in states.values():
            return ContextOutcome("contradicted", f"every arm declares it {'on' if all(states.values()) else 'off'} "
                                                  f"({said})")
        return ContextOutcome("unknowable", f"not every arm declares it ({said})")
    # a version said right after an arm's own phrase ("vLLM 0.7.0" where vLLM names an arm) is that arm's alone
    names = [n for n in (getattr(fact, "arms", None) or ev.arms) if n in ev.arms] or list(ev.arms)
    outs = {n: _one_arm(fact, ev, n, decl.get(n) or {}) for n in names}
    said = "; ".join(f"arm {n}: {o.detail}" for n, o in outs.items())
    kinds = {o.outcome for o in outs.values()}
    agree = [n for n, o in outs.items() if o.outcome == "agrees"]
    if kinds == {"agrees"}:
        return ContextOutcome("agrees", f"every arm: {said}")
    if agree:
        return ContextOutcome("agrees", f"a description of the arm(s) {', '.join(agree)}, not of the whole run "
                                        f"({said})", described=True)
    if kinds == {"contradicted"}:
        return ContextOutcome("contradicted", f"every arm records another: {said}")
    if all(_records_none(o.detail) for o in outs.values()):
        return ContextOutcome("unknowable", f"{NOTHING_RECORDED}: {said}")
    return ContextOutcome("unknowable", f"no arm's record agrees and some record none: {said}")


#: the mark of a scope fact that no arm records at all (``check``): the scope only describes the run (``hold`` drops it,
#: as a GPU count nothing records); held-out suites: "Llama-3.1-8B-Instruct (BF16)", "vLLM 0.4.2", "at max concurrency
#: 16" of witnesses recording no dtype, version or concurrency held back every statement of their batteries
NOTHING_RECORDED = "no arm records it"


def _records_none(detail: str) -> bool:
    d = detail.lower()
    return "records no " in d or "declares nothing" in d or "no engine" in d


def _one_arm(fact, ev, name: str, decl: dict) -> ContextOutcome:
    from claimcheck.claims.statistics import check_positive

    view = ev.arm_view([name])
    if fact.kind == "engine" or fact.key == "engine_version":
        eng = decl.get("engine")
        if isinstance(eng, str) and eng.strip():
            # the arm's own engine (arms[NAME].engine, settings.engine, else the witness's): in place of the witness's
            w = {k: v for k, v in view.witness.items() if k not in ("engine", "backend", "server")}
            w["engine"] = eng
            ver = decl.get("engine_version")
            if ver is not None and fact.key == "engine_version":
                w["engine_version"] = str(ver)
            view = replace(view, witness=w)
    if fact.key in SCOPE_FEATURES:
        on = feature_state(fact.key, decl)
        if on is None:
            return ContextOutcome("unknowable", f"the arm declares nothing of {fact.key.replace('_', ' ')}")
        return ContextOutcome("agrees" if on else "contradicted",
                              f"the arm declares {fact.key.replace('_', ' ')} {'on' if on else 'off'}")
    if fact.key == "quantization":
        q = _quantization(fact, view, name, decl)
        if q is not None:
            return q
        mid = str(decl.get("model") or "").lower()
        if _norm_quant(fact.value) in re.split(r"[-_/.:\s]+", mid):
            # "Llama 3.3 70B Instruct FP8" of ".../Llama-3.3-70B-Instruct-FP8-dynamic": the model id names it
            return ContextOutcome("agrees", f"the model id names {fact.value} ({decl.get('model')})")
    return check_positive(fact, view)


_OFF_WORDS = frozenset({"none", "off", "false", "no", "disabled", "0", ""})
_ON_WORDS = frozenset({"on", "true", "yes", "enabled", "1"})


def _switch(v) -> bool | None:
    if isinstance(v, bool):
        return v
    w = str(v).strip().lower()
    return True if w in _ON_WORDS else False if w in _OFF_WORDS else None


def feature_state(key: str, decl: dict) -> bool | None:
    """Whether an arm's declaration (``grammar.arm_declarations``: its settings, engine, model) says a feature of
    SCOPE_FEATURES is on (True), off (False), or nothing of it (None)."""
    from claimcheck.claims.descriptors import SPEC_METHOD_KEYS
    from claimcheck.claims.vocabulary import PREFIX_CACHING_KEYS, RADIX_CACHE_KEYS, RADIX_CACHE_OFF_KEYS, \
        SPEC_DECODE_KEYS

    st = {str(k).lower(): v for k, v in decl.items() if v is not None}
    if key == "quantized":
        for k in _QUANT_KEYS:
            if k in st:
                v = _norm_quant(st[k]) if not isinstance(st[k], bool) else ("" if not st[k] else "quantized")
                return not (v in FULL_PRECISION or v in _OFF_WORDS)
        mid = re.split(r"[-_/.:\s]+", str(decl.get("model") or "").lower())
        return True if any(w in QUANT_BITS and QUANT_BITS[w] < 16 or re.fullmatch(r"i?q\d(?:_[0-9a-z]{1,2})*", w)
                           for w in mid) else None
    if key == "speculative_decoding":
        for k in SPEC_METHOD_KEYS:
            if k in st:
                return _norm_quant(st[k]) not in _OFF_WORDS
        for k in SPEC_DECODE_KEYS:
            if k in st and _switch(st[k]) is not None:
                return _switch(st[k])
        n = st.get("num_speculative_tokens")
        return (float(n) > 0) if isinstance(n, (int, float)) and not isinstance(n, bool) else None
    if key in ("cpu_offload", "kv_offload"):
        from claimcheck.claims.vocabulary import CPU_OFFLOAD_KEYS, KV_OFFLOAD_KEYS

        states = [_offload(st[k]) for k in (CPU_OFFLOAD_KEYS if key == "cpu_offload" else KV_OFFLOAD_KEYS) if k in st]
        return True if True in states else False if False in states else None
    keys = ("prefix_caching",) + PREFIX_CACHING_KEYS + RADIX_CACHE_KEYS if key == "prefix_caching" \
        else ("chunked_prefill", "enable_chunked_prefill")
    for k in keys:
        if k in st and _switch(st[k]) is not None:
            return _switch(st[k])
    if key == "prefix_caching":
        for k in RADIX_CACHE_OFF_KEYS:
            if k in st and _switch(st[k]) is not None:
                return not _switch(st[k])
    return None


def _offload(v) -> bool | None:
    """An offload setting's value: a size (GiB, bytes) above 0, true, "on" or a backend's name ("lmcache", "native")
    is on; 0, false, "off", "none" off."""
    if isinstance(v, bool):
        return v
    if isinstance(v, (int, float)):
        return v > 0
    w = str(v).strip().lower()
    if re.fullmatch(r"\d+(?:\.\d+)?", w):
        return float(w) > 0
    return _switch(w) if w in _ON_WORDS | _OFF_WORDS else bool(re.fullmatch(r"[a-z][\w.-]*", w)) or None


def _norm_quant(v) -> str:
    s = re.sub(r"[^a-z0-9_]+", "_", str(v).strip().lower()).strip("_")
    return _QUANT_SYNONYMS.get(s, s)


def _quantization(fact, view, name: str, decl: dict) -> ContextOutcome | None:
    """A quantization or dtype against what the arm records under a quantization key; None: it records none there
    (the setting's own rule then reads the model id's GGUF tag, else not known)."""
    arm = (view.witness.get("arms") or {}).get(name) if isinstance(view.witness.get("arms"), dict) else None
    st = (arm or {}).get("settings") if isinstance((arm or {}).get("settings"), dict) else {}
    got = [(k, st[k]) for k in _QUANT_KEYS if k in st and st[k] is not None]
    if not got:
        return None
    said = _norm_quant(fact.value)
    for k, v in got:
        have = _norm_quant(v)
        if have == said or said in have.split("_"):
            return ContextOutcome("agrees", f"settings.{k} = {v!r}")
    decisive = [(k, v) for k, v in got if k in _QUANT_DECIDING]
    if not decisive:
        # a dtype ("dtype: bfloat16") is the activations' type: an FP8 checkpoint runs with it, so only its agreement
        # counts (a quantization is decided by a quantization key)
        return ContextOutcome("unknowable", f"settings: {', '.join(f'{k} = {v!r}' for k, v in got)}: a dtype, which "
                                            f"does not say whether the weights are {fact.value}")
    k, v = decisive[0]
    have = _norm_quant(v)
    if have == "auto":
        return ContextOutcome("unknowable", f"settings.{k} = {v!r}: the checkpoint's own, not recorded")
    if said in FULL_PRECISION and have in ("none", "auto", "", "false", "off", "no"):
        # "BF16" of a record "none": no quantization, but which dtype it ran is not recorded
        return ContextOutcome("unknowable", f"settings.{k} = {v!r}: no quantization, the dtype is not recorded")
    if have.startswith(said) or said.startswith(have):
        return ContextOutcome("unknowable", f"settings.{k} = {v!r}: one name may be the other's variant")
    bs, bh = QUANT_BITS.get(said), QUANT_BITS.get(have)
    if bs is not None and bh is not None and bs == bh and said not in FULL_PRECISION:
        return ContextOutcome("unknowable", f"settings.{k} = {v!r}: another name of {bs}-bit weights, which may be "
                                            f"the same scheme")
    if have in ("none", "false", "off", "no", "") and said not in FULL_PRECISION:
        return ContextOutcome("contradicted", f"settings.{k} = {v!r}: no quantization, not {fact.value}")
    if bs is None and bh is None:
        return ContextOutcome("unknowable", f"settings.{k} = {v!r}: neither name is a quantization the checker knows")
    return ContextOutcome("contradicted", f"settings.{k} = {v!r}, not {fact.value}")


_COMPARED = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in SCOPE_COMPARED_WORDS)
                       + r")(?![\w-])", re.I)


_LIST_JOIN = r"\s*(?:,|;|&|/|\band\b|\bor\b|\bvs\b\.?|\bversus\b)\s*"


def _recorded(ev, key: str) -> list:
    """What each arm records of a fact's key (the engine, its version, a setting): one value per arm, None for none."""
    from claimcheck.claims.descriptors import setting_label_keys
    from claimcheck.claims.grammar import arm_declarations

    out = []
    for n, st in arm_declarations(ev).items():
        keys = ("engine",) if key == "engine" else (key,) + tuple(setting_label_keys(key))
        out.append(next((str(st[k]).lower() for k in keys if st.get(k) is not None), None))
    return out


def _declared_anywhere(ev, key: str) -> bool:
    """Does the witness record the setting ``key`` anywhere (its own record or an arm's, under any of its keys)?"""
    from claimcheck.claims.descriptors import setting_label_keys
    from claimcheck.claims.statistics import setting_values

    if key in SCOPE_FEATURES:
        from claimcheck.claims.grammar import arm_declarations

        return any(feature_state(key, d or {}) is not None for d in arm_declarations(ev).values())
    return any(setting_values(ev, k) for k in (key,) + tuple(setting_label_keys(key)))


def _beside_arm(f, scope: str, ev) -> bool:
    """Is the scope fact ``f`` listed right beside an arm's own phrase ("TP1 and TP4" where TP1 names an arm; "vLLM vs
    TGI" where vLLM names one) in a dimension the arms differ in (they record different values of its key)?"""
    from claimcheck.claims.grammar import arm_declarations, arm_phrases

    vals = _recorded(ev, f.key)
    if len({v for v in vals}) < 2:
        return False
    phrases = {p.lower() for ps in arm_phrases({n: a.aliases for n, a in ev.arms.items()},
                                               arm_declarations(ev))[0].values() for p in ps if p.strip()}
    phrases |= {n.lower() for n in ev.arms}
    before, after = scope[:f.span.start].lower(), scope[f.span.end:].lower()
    alt = "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
    return bool(re.search(r"(?<![\w.-])(?:" + alt + r")(?:\s*\([^()]*\))?" + _LIST_JOIN + r"$", before)
                or re.match(r"(?:\s*\([^()]*\))?" + _LIST_JOIN + r"(?:the\s+)?(?:" + alt + r")(?![\w.-])", after))


def _turning_words(f, scope: str, unread, read=()) -> list[str]:
    """The words of the fact's phrase (between commas) that no construct read and that may turn it (SCOPE_TURNING_WORDS:
    "prefix caching off" where "prefix caching" was read as the arms' shared setting and "off" was not)."""
    from claimcheck.claims.falsebar import PHRASE, clause

    a, b = clause(scope, f.span.start, f.span.end, PHRASE)
    return [w.group(0) for u in unread if u.start < b and u.end > a
            for w in re.finditer(r"[\w'-]+", u.text.replace("\u2019", "'")) if w.group(0).lower() in SCOPE_TURNING_WORDS
            and not any(x <= u.start + w.start() and u.start + w.end() <= y for x, y in read)]


def hold(fact_checks: list, texts: dict[str, str], ev=None, unread=None) -> list:
    """A contradicted scope fact of this production is no accusation (``unbound``: not-yet) where another scope fact of
    its kind agrees ("vLLM, SGLang", "vLLM 0.6.3 and 0.7.0": listed beside one the witness ran), where it is listed
    right beside an arm's own phrase in a dimension the arms differ in ("TP1 and TP4" of a TP1 / TP2 witness), or where
    its sentence compares ("compared with SGLang's published numbers", "vs TGI", "relative to TGI"): the scope may name
    a run that is not in the witness."""
    from claimcheck.claims.falsebar import NOT_AN_ACCUSATION, SENTENCE, clause

    scope = texts.get("scope", "")
    agree = {(f.kind, f.key) for f, c in fact_checks if f.source == "scope" and taken(f) and not f.negated
             and c.outcome == "agrees"}
    out = []
    fact_spans = [(f.span.start, f.span.end) for f, _c in fact_checks if f.source == "scope" and f.span is not None]
    for f, c in fact_checks:
        if f.source == "scope" and taken(f) and f.negated and c.outcome == "unbound" and SOME_ARMS in c.detail \
                and f.span is not None and f.span.end <= len(scope) \
                and _COMPARED.search(scope[slice(*clause(scope, f.span.start, f.span.end, SENTENCE))]):
            # "Llama-3.2-1B draft model vs no speculation": the exclusion beside what some arms have describes the others
            c = c.model_copy(update={"outcome": "agrees", "detail": f"{c.detail}; in a sentence that compares it "
                                     "describes the arms that have it not (a description, not of the whole run)"})
        if ev is not None and f.source == "scope" and f.kind == "setting" and f.key in DESCRIBED_UNLESS_DECLARED \
                and c.outcome not in ("agrees", "contradicted") and not _declared_anywhere(ev, f.key):
            continue  # a setting no arm declares: the scope only describes the run (as a GPU count nothing records)
        if f.source == "scope" and taken(f) and c.outcome == "unbound" and NOTHING_RECORDED in c.detail:
            continue  # an engine, version, quantization or feature no arm records: a description of the run
        if f.source == "scope" and taken(f) and f.key == "quantization" and f.span is not None \
                and re.search(r"\bdraft\b", re.split(r"[,;]", scope[:f.span.start])[-1], re.I):
            continue  # "draft model Qwen2.5-Coder-0.5B-Instruct Q8_0": the draft's quantization, not the run's
        if f.source == "scope" and taken(f) and c.outcome == "agrees" and f.span is not None \
                and f.span.end <= len(scope) and (turn := _turning_words(f, scope, unread or [], fact_spans)):
            c = c.model_copy(update={"outcome": "unbound", "detail": f"{c.detail}; not graded: its phrase holds "
                                     f"{', '.join(repr(w) for w in dict.fromkeys(turn))}, which no construct read and "
                                     "which may turn it"})
        if f.source == "scope" and taken(f) and c.outcome == "contradicted" and f.span is not None \
                and f.span.end <= len(scope):
            a, b = clause(scope, f.span.start, f.span.end, SENTENCE)
            why = None
            if (f.kind, f.key) in agree and not f.negated:
                why = "the scope lists it beside one the witness ran: it may speak of a run the witness does not hold"
            elif _COMPARED.search(scope[a:b]):
                why = "the scope compares in its sentence: it may name a run the witness does not hold"
            elif ev is not None and not f.negated and _beside_arm(f, scope, ev):
                why = "the scope lists it beside an arm the witness ran: it may speak of a run the witness does not hold"
            if why:
                c = c.model_copy(update={"outcome": "unbound", "detail": f"{c.detail}{NOT_AN_ACCUSATION}{why}"})
        out.append((f, c))
    return out
