"""A draft model named beside the served one (production draft_model, issue 16).

Speculative decoding runs two models: the served (target) model and a small draft model that proposes tokens. A
statement or a scope that names the draft ("with a Llama-3.2-1B draft model", "Llama 3.2 1B as the draft",
"draft model: Qwen2.5-0.5B", "Llama-3.2-1B-Instruct drafting for Llama-3.1-70B", "a 1B assistant model") is not
about the served model: read as a model fact, it was checked against the witness's model id and contradicted
(exit 4 of a true sentence). Here the name and its draft word are one fact, ``setting draft_model = NAME``,
checked only against what the witness records as the speculative (draft) model (arms[*].settings.speculative_model,
draft_model, speculative_draft_model_path, a speculative_config's model, ...):

* agrees when every recorded draft model is the one named (the name's parts, in order, inside the recorded id:
  "Llama 3.2 1B" of "meta-llama/Llama-3.2-1B-Instruct"; a bare size "1B" as a size of that id);
* unknowable otherwise: no draft model recorded, or another one recorded. Never contradicted: a differently
  spelled name of the same checkpoint is not a contradiction the reader can prove, and the served model is never
  what the words are about. A draft that does not match is therefore never net-true, and never false.

The served model named with it ("drafting for Llama-3.1-70B", "a Llama-3.1-70B target") stays the ordinary model
fact it was.
"""

from __future__ import annotations

import re
from typing import Any

from claimcheck.claims.reading import ContextFact, ContextOutcome, Span
from claimcheck.claims.vocabulary import MODEL_FAMILIES, MODEL_VARIANTS

#: words that make a model name the draft ("draft", "drafter", "speculator", "assistant" -- HF's assisted
#: generation -- with or without "model")
DRAFT_WORDS = frozenset({"draft", "drafter", "speculator", "assistant"})
#: settings keys where a witness records the draft model (vLLM's --speculative-model / speculative_config.model,
#: SGLang's --speculative-draft-model-path, HF's assistant_model)
DRAFT_MODEL_KEYS = ("speculative_model", "draft_model", "speculative_draft_model_path", "speculative_draft_model",
                    "draft_model_path", "draft_model_id", "assistant_model", "speculator_model")
#: prepositions that lead a descriptor and are not inert words (descriptors' own leads): taken with the fact
_OWN_LEADS = ("over", "using", "via", "through", "from", "under", "across")
_SIZE_ONLY = re.compile(r"^(\d+(?:\.\d+)?)([bm])(?:-param(?:eter)?s?)?$")
_FAMILY_VER = re.compile(r"^v?\d+(?:\.\d+)*[a-z]?$")
_SIZE = re.compile(r"^(?:\d+(?:\.\d+)?x)?\d+(?:\.\d+)?[bm]$")


def _model_end(c, i: int) -> int:
    """The end (exclusive) of a model name starting at token i, or 0: "Llama-3.2-1B(-Instruct)", "Llama 3.2 1B
    (Instruct)", "GPT-OSS 20B", "meta-llama/Llama-3.2-1B-Instruct", a bare size "1B" / "1B-parameter"."""
    t = c.tok(i)
    if t is None or not c.free(i):
        return 0
    low = c.w(i)
    k = i
    toks = c.r.toks
    while k < i + 4 and c.tok(k) is not None and c.tok(k).kind == "word" and c.free(k) and (
            k == i or c.r.text[toks[k - 1].end:toks[k].start] == "-"):
        k += 1  # "meta-llama/": an organization before the name (its words joined by hyphens, then "/")
    if k > i and c.w(k) == "/" and c.free(k) and c.tok(k + 1) is not None \
            and toks[k - 1].end == toks[k].start and toks[k].end == toks[k + 1].start:
        end = _model_end(c, k + 1)
        return end if end and not _SIZE_ONLY.match(c.w(k + 1)) else 0
    if t.kind == "ident" and low.startswith(MODEL_FAMILIES):
        j = i + 1
    elif t.kind == "ident" and _SIZE_ONLY.match(low):
        return i + 1
    elif t.kind == "word" and low in MODEL_FAMILIES:
        j = i + 1
        if c.tok(j) is not None and c.tok(j).kind == "word" and c.free(j) and c.w(j) not in DRAFT_WORDS \
                and c.r.text[c.r.toks[j - 1].end:c.r.toks[j].start] == "-":
            j += 1  # "GPT-OSS"
        if c.tok(j) is not None and c.free(j) and c.tok(j).kind in ("num", "ident") \
                and _FAMILY_VER.match(c.tok(j).text.lower()):
            j += 1  # "Llama 3.2"
        if c.tok(j) is not None and c.free(j) and c.tok(j).kind == "ident" and _SIZE.match(c.w(j)):
            j += 1  # "1B"
        if j == i + 1:
            return 0
    else:
        return 0
    if c.free(j) and c.w(j) in MODEL_VARIANTS:
        j += 1
    return j


def _draft_after(c, j: int) -> int:
    """The draft words right after a model name ending at j: "draft (model)", "drafter", "speculator", "assistant
    model", "as the draft (model)", "drafting": their end, or 0."""
    k = j
    if c.w(k) == "as" and c.free(k):
        k += 1
        if c.w(k) in ("the", "a", "an", "its", "our", "my") and c.free(k):
            k += 1
        if _draft_arm(c, k):
            return k  # "as the draft model" where "draft model" names an arm: the mention stays the arm's
        if not (c.w(k) in DRAFT_WORDS and c.free(k)):
            return 0
    elif c.w(k) in ("drafting", "drafts", "drafted") and c.free(k):
        return k + 1  # "Llama-3.2-1B drafting for Llama-3.1-70B": the served model after it is its own fact
    elif not (c.w(k) in DRAFT_WORDS and c.free(k)):
        return 0
    if c.w(k) == "assistant" and c.w(k + 1) not in ("model", "models"):
        return 0  # "assistant" alone is too common a word
    k += 1
    if c.w(k) in ("model", "models", "head") and c.free(k):
        k += 1
    return k


def _draft_arm(c, k: int) -> bool:
    """Token k is an arm mention whose words start with a draft word ("draft model" of an arm whose
    speculative_method is draft_model): the name before it is that arm's draft, and the mention stays the arm's."""
    t = c.tok(k)
    return t is not None and t.kind == "arm" and (t.low or "").split(" ")[0].split("_")[0] in DRAFT_WORDS


def _draft_arm_before(c, i: int) -> bool:
    """"draft model: NAME", "draft model = NAME" where "draft model" is an arm mention (as _draft_arm)."""
    k = i - 1
    if k >= c.i0 and c.w(k) in (":", "=") and c.free(k):
        k -= 1
    return k >= c.i0 and _draft_arm(c, k)


def read_draft(c, i: int) -> int:
    """Production draft_model: a model named as the draft, at token i of clause ``c`` (a ``grammar._Clause``):
    tokens taken, or 0. Both orders: "NAME draft (model)", "NAME as the draft", and "draft (model) (:|=|is) NAME"."""
    if not c.free(i):
        return 0
    start = i
    if c.w(i) in DRAFT_WORDS or c.w(i) in DRAFT_MODEL_KEYS:
        k = i + 1
        if c.w(i) == "assistant" and c.w(k) not in ("model", "models"):
            return 0
        if c.w(k) in ("model", "models") and c.free(k):
            k += 1
        if c.w(k) in (":", "=", "is", "was") and c.free(k):
            k += 1
        end = _model_end(c, k)
        if not end or _SIZE_ONLY.match(c.w(k)):
            return 0  # "draft 4 tokens"; a bare size after a draft word is a count of something else
        name_a, name_b, stop = k, end, end
    else:
        end = _model_end(c, i)
        if not end:
            return 0
        stop = _draft_after(c, end) or (end if _draft_arm(c, end) or _draft_arm_before(c, i) else 0)
        if not stop:
            return 0
        name_a, name_b = i, end
    if start > c.i0 and c.w(start - 1) in ("a", "an", "the") and c.free(start - 1):
        start -= 1  # "a Llama-3.2-1B draft model": the article is the phrase's
    if start > c.i0 and c.w(start - 1) in _OWN_LEADS and c.free(start - 1):
        start -= 1  # "using a Llama-3.2-1B draft model": the lead is the fact's (as descriptors.add_fact takes it)
    toks = c.r.toks
    name = c.r.text[toks[name_a].start:toks[name_b - 1].end]
    c.take(start, stop)
    c.r.facts.append(ContextFact(kind="setting", key="draft_model", value=name, source=c.r.source,
                                 span=Span(start=toks[start].start, end=toks[stop - 1].end,
                                           text=c.r.text[toks[start].start:toks[stop - 1].end])))
    return stop - i


def _parts(s: str) -> list[str]:
    """A model name's parts in order, lower case: "meta-llama/Llama-3.2-1B-Instruct" -> meta, llama, llama, 3.2, 1b,
    instruct; "Qwen2.5-0.5B" -> qwen, 2.5, 0.5b."""
    out: list[str] = []
    for seg in re.split(r"[^a-z0-9.]+", str(s).lower()):
        out += [p.strip(".") for p in re.findall(r"[a-z]+|\d+(?:\.\d+)*[a-z]*", seg) if p.strip(".")]
    return out


def _names(said: str, recorded: str) -> bool:
    a, b = _parts(said), _parts(recorded)
    if not a:
        return False
    if a[-1] in ("parameter", "parameters", "param", "params"):
        a = a[:-1]
    return any(b[k:k + len(a)] == a for k in range(len(b) - len(a) + 1))


def _walk(obj: Any, prefix: str = "", depth: int = 0):
    """(path, value) of every leaf of ``witness.json`` (as descriptors.recorded walks it)."""
    if depth > 5:
        return
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _walk(v, f"{prefix}{k}.", depth + 1)
            if not isinstance(v, (dict, list)):
                yield f"{prefix}{k}", v
    elif isinstance(obj, list):
        for n, x in enumerate(obj):
            yield from _walk(x, f"{prefix.rstrip('.')}[{n}].", depth + 1)
            if not isinstance(x, (dict, list)):
                yield f"{prefix.rstrip('.')}[{n}]", x


def recorded_drafts(ev) -> dict[str, Any]:
    """{path: value} of every draft model the witness records (DRAFT_MODEL_KEYS, and ``model`` inside a
    ``speculative_config``), outside what an importer noted about itself."""
    skip = ("imported_from", "import_notes", "telemetry", "environment")
    src = {k: v for k, v in (getattr(ev, "witness", None) or {}).items() if k not in skip}
    out: dict[str, Any] = {}
    for path, v in _walk(src):
        low = path.lower()
        last = low.rsplit(".", 1)[-1].split("[", 1)[0]
        if (last in DRAFT_MODEL_KEYS or low.endswith("speculative_config.model")) and isinstance(v, str) \
                and v.strip() and v.strip().lower() != "none":
            out.setdefault(path, v)
    return out


def check_draft(fact, ev) -> ContextOutcome:
    found = recorded_drafts(ev)
    said = str(fact.value)
    if not found:
        return ContextOutcome("unknowable", f"the witness records no draft model ({said} is named as the draft; the "
                              "served model is not what it names)")
    shown = ", ".join(f"{p} = {v!r}" for p, v in list(found.items())[:4])
    if all(_names(said, v) for v in found.values()):
        return ContextOutcome("agrees", f"draft model: {shown}")
    return ContextOutcome("unknowable", f"the witness records {shown}: not every draft model recorded is {said} "
                          "(left open, never an accusation: another spelling of the same checkpoint is not a "
                          "contradiction)")
