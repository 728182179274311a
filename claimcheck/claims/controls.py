"""Control (sameness) phrases: words that say the compared arms held something fixed (production same_control --
claimcheck/claims/grammar.lark; docs/claim-check.md "Like for like").

"under identical load", "at the same concurrency", "for the same 300 requests", "with identical prompts and output
lengths", "same 500 ShareGPT prompts", "on the same box", "using the same data types": each is read as the fact it
states -- the arms share X (a setting fact ``same_<what>``, value "every arm", made where descriptors._same and
descriptors._same_fragment read "the same" / "identical"; the words are vocabulary.CONTROL_PHRASES) -- and CHECKED:

* against what the witness records per arm (``check``): the arms' declared settings (CONTROL_SETTING_KEYS: concurrency,
  request rate, output / input length, dtype, batch size), their request counts and prompt / completion token totals,
  the rows' per-task token counts. Every arm recording one value agrees; every arm recording a value of its own and two
  of them differing contradicts it (a concurrency, a request rate, a dtype, a batch size, a declared length: what the
  arms' own declarations say); totals that differ (request counts, prompt tokens) are never an accusation (failed
  requests, other tokenizers) -- not-yet.
* where the witness records nothing for X, against the sameness the writer declares in --baseline-desc or --scope
  (``declared``): "same model, GPU, prompts, output length and concurrency" says the arms share each item; the
  statement's "at the same concurrency" then agrees AS THE WRITER'S OWN DECLARED CONTROL, and the reason says so.
* otherwise unread in effect: unknowable (not-yet), never false.

A count after "the same" ("for the same 300 requests", "same 500 ShareGPT prompts", "an identical set of 300
prompts") is also each arm's count of requests (a count core: "the same 400 requests" of 300 is contradicted) and a
dataset named between the count and its noun the run's dataset (checked as "on ShareGPT" is).

Also: an adjective of sameness before a control of a value ("at equal concurrency", "at matched load", "at a fixed
concurrency of 32", "with matching prompts"); a control held at a value ("with concurrency fixed at 32", "(output
length held at 256 tokens)": every arm must declare that value; one declaring another contradicts it); "the same
number of requests" (every arm sent one count: two contradict it); "the same ISL/OSL" (both lengths); "the same
benchmark client" (the one client the witness records); "the same server flags" (the declared settings).
"""

from __future__ import annotations

from typing import Any

from claimcheck.claims.vocabulary import (CONTROL_ADJECTIVES, CONTROL_HELD_VERBS, CONTROL_LIST_ENDS, CONTROL_PHRASES,
                                          CONTROL_SETTING_KEYS, CONTROL_VALUE_UNITS)

#: the fact keys this module checks (descriptors.SAME_KEYS holds them)
KEYS = frozenset(f"same_{v}" for v in CONTROL_PHRASES.values() if v not in ("workload", "hardware", "settings")) \
    | {"same_like"}
#: the request nouns a count may stand before after "the same" ("the same 300 requests", "same 500 ShareGPT prompts")
_COUNT_NOUNS = frozenset({"prompts", "requests", "queries", "tasks", "questions", "reqs", "inputs", "conversations"})
#: the inputs after an adjective of sameness ("with matching prompts", "on matched requests")
_WORKLOAD_NOUNS = frozenset({"prompts", "requests", "inputs", "queries", "workloads", "workload", "datasets",
                             "traces", "questions"})
_BY_FIRST: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _words, _key in sorted(CONTROL_PHRASES.items(), key=lambda kv: -len(kv[0])):
    _BY_FIRST.setdefault(_words[0], []).append((_words, _key))


def phrase_at(c, k: int) -> tuple[int, str] | None:
    """A control phrase (vocabulary.CONTROL_PHRASES, longest first) at ``k``: (its end, what) or None."""
    for words, key in _BY_FIRST.get(c.w(k), ()):
        if c.seq(k, words) and all(c.tok(k + n) is not None and (c.tok(k + n).kind == "word" or words[n] == "/")
                                   for n in range(len(words))):
            return k + len(words), key
    return None


def _hyphen_joined(c, k: int) -> bool:
    t = c.r.toks
    return 0 < k < len(t) and c.r.text[t[k - 1].end:t[k].start] == "-"


def count_at(c, k: int, dataset_at) -> tuple[int, float, str | None] | None:
    """production same_control's count: a whole number of two or more at ``k``, a dataset's name at most, a request
    noun ("300 requests", "500 ShareGPT prompts", "200 random prompts"): (its end, the number, the dataset or None).
    ``dataset_at``: descriptors.counted_dataset_at (the dataset's name between a count and its noun)."""
    t = c.tok(k)
    if t is None or t.kind != "num" or not c.free(k) or t.value is None or t.value != int(t.value) or t.value < 2:
        return None
    got = dataset_at(c, k + 1)
    if got is not None:
        name, noun = got
        if not all(c.free(x) for x in range(k + 1, noun + 1)):
            return None
        return noun + 1, t.value, name
    if c.w(k + 1) not in _COUNT_NOUNS or not c.free(k + 1) or _hyphen_joined(c, k + 1):
        return None
    return k + 2, t.value, None


def head_at(c, k: int, dataset_at) -> tuple[int, list[tuple[str, Any, int, int]]] | None:
    """One control item after "the same" / "identical" at ``k`` (production same_control): (its end, [(fact key,
    value, start, end)]) -- a count of requests (same_workload, the count, the dataset), or a control phrase."""
    if c.w(k) == "set" and c.w(k + 1) == "of" and c.free(k) and c.free(k + 1):
        # "the same set of 300 prompts", "an identical set of prompts": the inputs, counted or not
        n = count_at(c, k + 2, dataset_at)
        if n is None and c.w(k + 2) in _COUNT_NOUNS and c.free(k + 2):
            return k + 3, [("same_workload", "every arm", k, k + 3)]
        if n is None:
            return None
        k0, k = k, k + 2
        end, value, name = n
        facts = [("same_workload", "every arm", k0, end), ("count:tasks", value, k, end)]
        if name is not None:
            facts.append(("dataset", name, k + 1, end - 1 if end - 2 > k else end))
        return end, facts
    n = count_at(c, k, dataset_at)
    if n is not None:
        end, value, name = n
        facts = [("same_workload", "every arm", k, end), ("count:tasks", value, k, end)]
        if name is not None:
            facts.append(("dataset", name, k + 1, end - 1 if end - 2 > k else end))
        return end, facts
    p = phrase_at(c, k)
    if p is not None:
        # "at the same concurrency of 16": the value every arm shares, as after an adjective (left unread, "of 16"
        # made a true comparison not-yet: tests/claims/test_claims_ratio_objects.py)
        end, value = _of_value(c, *p)
        return end, [(f"same_{p[1]}", value, k, end)]
    return None


def adjective_at(c, i: int) -> tuple[int, list[tuple[str, Any, int, int]]] | None:
    """production same_control's adjective: "equal concurrency", "matched load", "a fixed request rate", "constant load"
    (vocabulary.CONTROL_ADJECTIVES before a control phrase of a value, at ``i`` after an optional "a" / "the"; "of N"
    after it the value every arm shares: "at a fixed concurrency of 32"): (its end, [(fact key, value, start, end)])."""
    j = i + 1 if c.w(i) in ("a", "an", "the") and c.free(i) else i
    if c.w(j) not in CONTROL_ADJECTIVES or not c.free(j):
        return None
    k = j + 1 + (c.w(j + 1) == "-" and c.w(j) == "iso")
    if c.w(j) in ("matching", "matched", "equal", "equivalent") and c.w(k) in _WORKLOAD_NOUNS and c.free(k):
        return k + 1, [("same_workload", "every arm", i, k + 1)]   # "with matching prompts", "on matched requests"
    p = phrase_at(c, k)
    if p is None or p[1] not in ("load", "concurrency", "request_rate", "output_len", "input_len", "batch_size",
                                 "lengths"):
        return None
    end, value = _of_value(c, *p)
    return end, [(f"same_{p[1]}", value, i, end)]


def _of_value(c, end: int, what: str) -> tuple[int, Any]:
    """After a control phrase ending at ``end``, "of N" ("a fixed concurrency of 32", "the same concurrency of 16"): the
    value every arm shares and the end after it; else ("every arm", ``end``)."""
    if c.w(end) == "of" and c.free(end) and what in CONTROL_VALUE_UNITS:
        got = _value_at(c, end + 1, what)
        if got is not None:
            return got
    return end, "every arm"


def _value_at(c, k: int, what: str) -> tuple[int, float] | None:
    """A number at ``k``, with a unit of the control ``what`` at most ("32", "256 tokens", "4 req/s"): (end, value)."""
    t = c.tok(k)
    if t is None or t.kind != "num" or t.value is None or not c.free(k):
        return None
    end = k + 1
    units = CONTROL_VALUE_UNITS.get(what, ())
    if c.free(end) and c.w(end) in units:
        end += 1
    elif c.free(end) and c.w(end) == "req" and c.w(end + 1) == "/" and c.w(end + 2) == "s" and "req/s" in units:
        end += 3
    return end, float(t.value)


def held_at(c, i: int) -> tuple[int, list[tuple[str, Any, int, int]]] | None:
    """production same_control's held value: "concurrency fixed at 32", "output length held at 256 tokens", "request
    rate pinned to 4 req/s", "batch size kept constant at 8" -- a control phrase of a value at ``i``, a participle of
    holding (vocabulary.CONTROL_HELD_VERBS), "constant" at most, "at" / "to" and a number: (its end, [(same_<what>,
    the value, start, end)]); the value every arm must declare."""
    p = phrase_at(c, i)
    if p is None or p[1] not in CONTROL_VALUE_UNITS:
        return None
    k, what = p
    if c.w(k) not in CONTROL_HELD_VERBS or not c.free(k):
        return None
    k += 1
    if c.w(k) in ("constant", "steady") and c.free(k):
        k += 1
    if c.w(k) not in ("at", "to") or not c.free(k):
        return None
    got = _value_at(c, k + 1, what)
    if got is None:
        return None
    return got[0], [(f"same_{what}", got[1], i, got[0])]


# --- the checks ------------------------------------------------------------------------------------------------------
def _settings(ev) -> dict[str, dict]:
    w = getattr(ev, "witness", None) or {}
    out = {}
    for n, a in (w.get("arms") or {}).items():
        a = a if isinstance(a, dict) else {}
        out[n] = a.get("settings") if isinstance(a.get("settings"), dict) else {}
    return out


def _norm(v: Any) -> Any:
    if isinstance(v, bool):
        return v
    try:
        f = float(v)
        return f
    except (TypeError, ValueError):
        return str(v).strip().lower()


def declared_per_arm(ev, what: str) -> dict[str, Any]:
    """{arm: the value its own settings declare for the control ``what``} (None: that arm declares none). A witness's
    cap is no length: an arm's own settings only."""
    keys = CONTROL_SETTING_KEYS.get(what, ())
    out = {}
    for n, st in _settings(ev).items():
        out[n] = next((st[k] for k in keys if st.get(k) is not None), None)
    return out


def _values(ev, metric: str) -> dict[str, Any]:
    return {n: (a.values or {}).get(metric) for n, a in (getattr(ev, "arms", None) or {}).items()}


def recorded(ev, what: str) -> bool:
    """Whether the witness records anything per arm for the control ``what`` (else the writer's declared control may
    speak for it: ``declared``)."""
    if what == "client":
        w = getattr(ev, "witness", None) or {}
        return bool(w.get("client_backend") or w.get("client_tool") or w.get("importer"))
    if what == "lengths":
        return recorded(ev, "input_len") and recorded(ev, "output_len")
    if what == "load":
        return any(all(v is not None for v in declared_per_arm(ev, x).values()) for x in ("concurrency", "request_rate"))
    if what in CONTROL_SETTING_KEYS:
        per = declared_per_arm(ev, what)
        if per and all(v is not None for v in per.values()):
            return True
        if what in ("output_len", "input_len"):
            col = "completion_tokens" if what == "output_len" else "prompt_tokens"
            return _token_rows(ev, col) is not None or all(v is not None for v in _values(ev, col).values())
        return False
    return True


def _token_rows(ev, col: str) -> dict[str, dict] | None:
    """{arm: {task id: the row's token count}} where every arm's rows record ``col`` and task ids; else None."""
    arms = getattr(ev, "arms", None) or {}
    out = {}
    for n, a in arms.items():
        rows = list(a.rows or ())
        if not rows or any(r.get(col) is None or r.get("task_id") is None for r in rows):
            return None
        out[n] = {r["task_id"]: r[col] for r in rows}
    return out or None


def _one(per: dict[str, Any]) -> tuple[str, Any] | None:
    """("agrees" / "differs" / "partial", ...) of a per-arm declaration."""
    if not per or any(v is None for v in per.values()):
        return ("partial", None)
    have = {repr(_norm(v)) for v in per.values()}
    return ("agrees", next(iter(per.values()))) if len(have) == 1 else ("differs", None)


def _listing(per: dict[str, Any]) -> str:
    return ", ".join(f"{n} {v}" for n, v in per.items())


def check(fact, ev, O):
    """The control ``fact.key`` (same_<what>) against what the witness records per arm (the module's docstring)."""
    what = fact.key.split("_", 1)[1]
    arms = getattr(ev, "arms", None) or {}
    if len(arms) < 2:
        return O("unknowable", "the witness has one arm: nothing to be the same across")
    if what == "load":
        return _check_load(ev, O)
    if what == "machine":
        return _check_machine(ev, O)
    if what == "requests":
        return _check_requests(ev, O)
    if what == "client":
        return _check_client(ev, O)
    if what == "lengths":
        outs = [_check_length(x, ev, O) for x in ("input_len", "output_len")]
        if any(o.outcome == "contradicted" for o in outs):
            return next(o for o in outs if o.outcome == "contradicted")
        if all(o.outcome == "agrees" for o in outs):
            return O("agrees", "; ".join(o.detail for o in outs))
        return O("unknowable", "; ".join(o.detail for o in outs))
    if fact.value != "every arm" and what in CONTROL_SETTING_KEYS:
        return _check_value(what, float(fact.value), ev, O)
    if what in ("output_len", "input_len"):
        return _check_length(what, ev, O)
    per = declared_per_arm(ev, what)
    state, v = _one(per)
    noun = what.replace("_", " ")
    if state == "agrees":
        return O("agrees", f"every arm declares {noun} {v}")
    if state == "differs":
        return O("contradicted", f"the arms declare different {noun}s: {_listing(per)}")
    return O("unknowable", f"the witness does not record every arm's {noun}")


def _check_value(what: str, want: float, ev, O):
    """A control held at a value ("concurrency fixed at 32"): every arm declares it (agrees); every arm declaring its
    own and one of them another value contradicts it; else unknowable."""
    per = declared_per_arm(ev, what)
    noun = what.replace("_", " ")
    if not per or any(v is None for v in per.values()):
        return O("unknowable", f"the witness does not record every arm's {noun}")
    bad = {n: v for n, v in per.items() if not isinstance(_norm(v), float) or _norm(v) != want}
    if not bad:
        return O("agrees", f"every arm declares {noun} {want:g}")
    if all(isinstance(_norm(v), float) for v in per.values()):
        return O("contradicted", f"not every arm declares {noun} {want:g}: {_listing(per)}")
    return O("unknowable", f"the arms declare {noun} as {_listing(per)}")


def _issued(ev) -> dict[str, Any]:
    """{arm: the requests it was sent} -- its completed requests and its failed ones where recorded (None: unknown)."""
    out = {}
    for n, a in (getattr(ev, "arms", None) or {}).items():
        v = a.values or {}
        done = v.get("requests")
        failed = v.get("failed")
        if a.rows:
            out[n] = len(a.rows)
        elif done is None:
            out[n] = None
        else:
            out[n] = done + (failed or 0)
    return out


def _check_requests(ev, O):
    """"the same number of requests": every arm was sent one number of requests (its rows, or its printed completed and
    failed counts); two numbers contradict it."""
    per = _issued(ev)
    if any(v is None for v in per.values()):
        return O("unknowable", "an arm records no count of its requests")
    if len(set(per.values())) == 1:
        return O("agrees", f"every arm ran {next(iter(per.values())):g} requests")
    return O("contradicted", f"the arms ran different numbers of requests: {_listing(per)}")


def _check_client(ev, O):
    """"using the same benchmark client": the one client the witness records for every arm (its importer's tool, its
    client backend); arms recording clients of their own that differ, or none recorded: unknowable."""
    w = getattr(ev, "witness", None) or {}
    tool = w.get("client_backend") or w.get("client_tool") or w.get("importer")
    own = {n: st.get("client") or st.get("client_tool") for n, st in _settings(ev).items()}
    if len({repr(v) for v in own.values()}) > 1:
        return O("unknowable", f"the arms record clients of their own: {_listing(own)}")
    if not tool:
        return O("unknowable", "the witness records no benchmark client")
    return O("agrees", f"one client recorded for every arm ({tool})")


def _check_machine(ev, O):
    """"on the same box / rig / node": the one machine -- the witness's one hardware record, no arm declaring a
    hardware or device of its own that differs (GPU counts and parallel sizes may differ: TP=1 and TP=2 on one box)."""
    hw = list(getattr(ev, "hardware", []) or [])
    own = {n: next((st[k] for k in ("hardware", "device", "gpu", "host", "machine") if st.get(k)), None)
           for n, st in _settings(ev).items()}
    w = getattr(ev, "witness", None) or {}
    own = {n: v if v is not None else ((w.get("arms") or {}).get(n) or {}).get("hardware") for n, v in own.items()}
    if not hw:
        return O("unknowable", "the witness records no hardware")
    if len({repr(v) for v in own.values()}) > 1:
        return O("unknowable", f"the arms declare hardware of their own that differs: {_listing(own)}")
    return O("agrees", f"every arm ran on the one machine the witness records ({'; '.join(hw)})")


def _check_load(ev, O):
    """"under identical load": the arms' offered load -- every arm's declared concurrency or request rate one value
    (differing in every arm: contradicted), and their request counts and prompt token totals one each (differing:
    unknowable, never an accusation)."""
    said = []
    for x in ("concurrency", "request_rate"):
        per = declared_per_arm(ev, x)
        state, v = _one(per)
        if state == "differs":
            return O("contradicted", f"the arms declare different {x.replace('_', ' ')}s: {_listing(per)}")
        if state == "agrees":
            said.append(f"{x.replace('_', ' ')} {v}")
    if not said:
        return O("unknowable", "the witness does not record every arm's concurrency or request rate")
    for m, noun in (("requests", "requests"), ("prompt_tokens", "prompt tokens")):
        vals = _values(ev, m)
        if any(v is None for v in vals.values()):
            continue
        if len(set(vals.values())) > 1:
            return O("unknowable", f"the arms record different {noun} ({_listing(vals)}): not the same load, or failed "
                                   "requests?")
        said.append(f"{next(iter(vals.values())):g} {noun}")
    return O("agrees", "every arm ran " + ", ".join(said))


def _check_length(what: str, ev, O):
    """"identical output lengths" / "the same prompt lengths": the rows' per-task token counts one in every arm
    (agrees; per-task counts that differ: unknowable, never an accusation); with no rows, every arm's token total one
    (agrees), else every arm's own declared length one (agrees: the declared length, what a writer means by it);
    declared lengths that differ in every arm contradict it."""
    col = "completion_tokens" if what == "output_len" else "prompt_tokens"
    noun = "output length" if what == "output_len" else "input length"
    per = declared_per_arm(ev, what)
    state, v = _one(per)
    if state == "differs":
        return O("contradicted", f"the arms declare different {noun}s: {_listing(per)}")
    rows = _token_rows(ev, col)
    if rows is not None:
        tasks = {frozenset(r) for r in rows.values()}
        if len(tasks) == 1 and len({tuple(sorted(r.items(), key=lambda kv: str(kv[0]))) for r in rows.values()}) == 1:
            return O("agrees", f"every arm's rows record the same {col} per task ({len(next(iter(tasks)))} tasks)")
        return O("unknowable", f"the arms' rows record different {col} per task")
    totals = _values(ev, col)
    reqs = _values(ev, "requests")
    if all(x is not None for x in totals.values()) and len(set(totals.values())) == 1 \
            and all(x is not None for x in reqs.values()) and len(set(reqs.values())) == 1:
        return O("agrees", f"every arm ran {next(iter(reqs.values())):g} requests of {next(iter(totals.values())):g} "
                           f"{col.replace('_', ' ')} in all")
    if state == "agrees":
        return O("agrees", f"every arm declares {noun} {v}")
    return O("unknowable", f"the witness does not record every arm's {noun}")


def aggregate_workload(ev, O):
    """"the same prompts / 300 requests" of arms with no task ids (a client's printed aggregates): every arm's request
    count and prompt token total one each (agrees: the same number of requests of the same total length), and a
    declared dataset one; differing: unknowable (other prompts, or failed requests?), never an accusation."""
    said = []
    for m, noun in (("requests", "requests"), ("prompt_tokens", "prompt tokens")):
        vals = _values(ev, m)
        if any(v is None for v in vals.values()):
            return O("unknowable", f"an arm records no inputs (task ids) and no {noun}")
        if len(set(vals.values())) > 1:
            return O("unknowable", f"the arms record different {noun} ({_listing(vals)}): other prompts, or failed "
                                   "requests?")
        said.append(f"{next(iter(vals.values())):g} {noun}")
    ds = {n: next((st[k] for k in ("dataset", "dataset_name") if st.get(k)), None) for n, st in _settings(ev).items()}
    if all(v is not None for v in ds.values()) and len({str(v).lower() for v in ds.values()}) > 1:
        return O("unknowable", f"the arms declare different datasets: {_listing(ds)}")
    return O("agrees", f"every arm ran {' of '.join(said)} in all (no task ids: the arms' printed totals)")


# --- the writer's declared control -----------------------------------------------------------------------------------
def _item_key(words: list[str], nouns: dict[str, str]) -> str | None:
    """What one item of a declared-control list says the arms share ("output length", "ShareGPT prompts", "server
    flags", "128-token cap", "GPU"): the control key, by the whole item or by its head noun (its last word; ``nouns``:
    descriptors.SAME_NOUNS)."""
    from claimcheck.claims.vocabulary import SAME_FRAGMENT_NOUNS

    for n in range(len(words)):
        tail = tuple(words[n:])
        if tail in CONTROL_PHRASES:
            return CONTROL_PHRASES[tail]
    head = words[-1] if words else ""
    if head in nouns:
        return nouns[head]
    if head in SAME_FRAGMENT_NOUNS:
        return SAME_FRAGMENT_NOUNS[head]
    if head in ("cap", "limit") or words[-2:] in (["max", "tokens"], ["max_tokens"]):
        return "output_len"
    return None


#: a control and the controls it is made of ("load": its concurrency and request rate; "lengths": both lengths)
_PARTS = {"load": {"concurrency", "request_rate", "requests"}, "lengths": {"input_len", "output_len"},
          "like": {"workload", "settings"}}


def declared(what: str, texts: dict[str, str], nouns: dict[str, str]) -> str | None:
    """The words of the writer's --baseline-desc or --scope that declare the arms share ``what`` ("same model, GPU,
    prompts, output length and concurrency"; "only the vLLM version changed" declares every other setting), or None."""
    import re

    for source in ("baseline", "scope"):
        text = texts.get(source) or ""
        low = text.lower()
        m = re.search(r"\bonly the ([\w.\- ]{1,40}?) (?:changed|differs|differed|varies|varied)\b", low)
        changed = m.group(1).split() if m else []
        keys = {_item_key(changed, nouns)} | {CONTROL_PHRASES[tuple(changed[a:b])] for a in range(len(changed))
                                               for b in range(a + 1, len(changed) + 1)
                                               if tuple(changed[a:b]) in CONTROL_PHRASES}
        related = {what} | _PARTS.get(what, set()) | {k for k, v in _PARTS.items() if what in v}
        if m and what not in ("hardware", "model") and not (keys & related):
            # "only the vLLM version changed": every other condition declared the same (never the one that changed)
            return f"{source}: '{text[m.start():m.end()]}'"
        for m in re.finditer(r"\b(?:same|identical)\b", low):
            toks = re.findall(r"[a-z0-9_][a-z0-9_.\-]*|[,;:()]", low[m.end():])
            item: list[str] = []
            for t in toks + [";"]:
                if t in (",", "and", "or") or t in CONTROL_LIST_ENDS:
                    got = _item_key([x for x in item if x != "the"], nouns) if item else None
                    if got == what or (what == "load" and got in ("concurrency", "request_rate")):
                        return f"{source}: '{text[m.start():m.end()]} ... {' '.join(item)}'"
                    item = []
                    if t in CONTROL_LIST_ENDS:
                        break
                    continue
                item.append(t)
    return None
