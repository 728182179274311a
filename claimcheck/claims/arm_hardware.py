"""Per-arm hardware: arms that record hardware of their own (``arms[NAME].hardware``: a capacity-planning comparison of
one H100 replica and one L40S replica), read against each arm's own record, never against the union of the arms'.

Three rules (docs/claim-check.md, "Context facts", the per-arm hardware rule):

* production arm_by_hardware (``hardware_phrases``; grammar._declared_names adds them): in the statement an arm is named
  by the GPU its own hardware records ("the H100 is 1.8x faster than the L40S", "On the H100, mean TTFT is 40% lower
  than on the L40S", "H100: 2,400 tok/s", "the L40S replica"), where every arm records hardware, the records differ,
  and exactly one arm gives the phrase. A phrase is the GPU's name (with the vendor words the record writes before it),
  perhaps with the memory amount, package or GPU count the same record writes ("H100 80GB", "one H100", "2x H100"), and
  perhaps a head noun (vocabulary.ARM_HARDWARE_NOUNS: "replica", "arm", "node", "GPU"). A GPU two arms record names
  neither (it stays a hardware fact); a GPU, memory or count no arm records is no name (the words stay unread or a
  fact of the whole run).
* ``bind_scope`` (the scope): a GPU the scope names ("one NVIDIA H100 80GB replica vs one L40S 48GB", "L40S (48 GB)
  and H100 (80 GB)") is bound, with the GPU count said in its own words and the memory amount right beside it, to the
  arms whose own record agrees with that GPU and with the count said with it ("TP1 on 1x H100 80GB and TP2 on 2x H100
  80GB": each phrase one arm's), and to the one arm whose own name stands right before it ("TP1 on ...", "TP2: ...";
  an arm whose record disagrees leaves every GPU unbound) (``ContextFact.arms``); each is then checked against those arms' records
  alone (statistics._per_arm_hardware). A scope holds where every GPU it names is bound and together they cover every
  arm (an arm whose own record names no GPU, a Mac or a CPU, is covered where the scope names the arm by its own name
  or alias: ``_gpu_less_named``); a scope that names the GPUs of some arms only, or a GPU no arm records, leaves its
  GPUs unbound: checked against
  every arm, they agree only where every arm agrees, and are contradicted only where every arm's own record
  contradicts them (a GPU no arm ran on, where every arm records its hardware).
* every other hardware fact (the statement's "on an H100", a bare "80GB", "one GPU"): against every arm, the same way.
"""

from __future__ import annotations

import re

from claimcheck.claims.reading import ContextFact
from claimcheck.claims.statistics import check_positive, hardware_gpu_count
from claimcheck.claims.vocabulary import (ARM_HARDWARE_HEADS, ARM_HARDWARE_NOUNS, GPU_RE, NUMBER_WORDS,
                                          RTX_CLOSED_DETERMINERS)

_SMALL = {v: k for k, v in NUMBER_WORDS.items() if 1 < v <= 16}
_MEM = re.compile(r"(?<![\w.])(\d+)\s*(gb|gib)\b", re.I)
_PKG = re.compile(r"(?<![\w.])(sxm[45]?|pcie|nvl\d*)(?![\w.])", re.I)
#: what may stand between a GPU and its memory amount ("H100 80GB", "H100 (80 GB)", "H100-80GB", "80GB H100")
_GAP_AFTER = re.compile(r"[\s(\-:]*")
_GAP_BEFORE = re.compile(r"[\s\-]*")


def _gpu_names(text: str) -> list[re.Match]:
    return list(GPU_RE.finditer(text or ""))


def _norm(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", s.lower())


def hardware_phrases(hardware: str | None) -> list[str]:
    """Production arm_by_hardware: the phrases that name the arm whose own recorded hardware is ``hardware`` (lower
    case, words separated by spaces); none where the record names no GPU or several different ones."""
    found = _gpu_names(hardware or "")
    if not found or len({_norm(m.group(1)) for m in found}) != 1:
        return []
    m = found[0]
    text = str(hardware)
    name = re.sub(r"\s+", " ", m.group(1).lower()).strip()
    names = [name] + ([name.replace(" ", "")] if " " in name else [])
    vendor = re.sub(r"\s+", " ", m.group(0)[:m.start(1) - m.start(0)].lower()).strip()
    leads = [""] + ([vendor] if vendor else []) + ([vendor.split()[0]] if len(vendor.split()) > 1 else [])
    mem = _MEM.search(text[m.end():]) or _MEM.search(text)
    mems = [""] + ([f"{mem.group(1)}gb", f"{mem.group(1)} gb"] if mem else [])
    pkg = _PKG.search(text[m.end():])
    pkgs = [""] + ([pkg.group(1).lower()] if pkg else [])
    count = hardware_gpu_count(text)
    counts: list[tuple[str, bool]] = []
    if count == 1:
        counts = [(w, False) for w in ("one", "a single", "single", "1x", "1 x", "1")]
    elif count:
        counts = [(w, True) for w in (f"{count}x", f"{count} x", str(count))
                  + ((_SMALL[count],) if count in _SMALL else ())]
    out: list[str] = []
    for lead in leads:
        for n in names:
            for p in pkgs:
                for g in mems:
                    base = " ".join(x for x in (lead, n, p, g) if x)
                    out.append(base)
                    out += [f"{base} {noun}" for noun in ARM_HARDWARE_NOUNS]
                    for c, plural in counts:
                        out.append(f"{c} {base}")
                        if not lead and not p:
                            out += [f"{c} {base} {noun}" for noun in ARM_HARDWARE_NOUNS]
                        if plural and not g and not p:
                            out.append(f"{c} {base}s")
    bare = re.fullmatch(r"rtx ?(\d{4}(?: ?ti)?)", name)
    if bare:  # a GeForce card by its model number alone, after a determiner ("the 4090", "my 3090 box")
        num = bare.group(1).replace("ti", " ti").replace("  ", " ")
        for det in RTX_CLOSED_DETERMINERS - {"a", "an", "single", "one"}:
            out.append(f"{det} {num}")
            out += [f"{det} {num} {noun}" for noun in ARM_HARDWARE_NOUNS]
        # the model number alone in parentheses after an arm's value ("from 3.25 s (3090) to 2.53 s (4090)"):
        # statement.mark_arms reads a bare number as an arm only there
        out.append(num)
    return list(dict.fromkeys(out))


def unique_hardware_phrases(hardware: dict[str, str | None]) -> dict[str, list[str]]:
    """{arm: its arm_by_hardware phrases}, only where every arm records hardware and the records differ, each phrase
    kept only where exactly one arm gives it (a GPU two arms ran on names neither)."""
    if len(hardware) < 2 or any(not isinstance(h, str) or not h.strip() for h in hardware.values()) \
            or len({h.strip().lower() for h in hardware.values()}) < 2:  # type: ignore[union-attr]
        return {}
    per = {n: hardware_phrases(h) for n, h in hardware.items()}
    seen: dict[str, int] = {}
    for ps in per.values():
        for p in set(ps):
            seen[p] = seen.get(p, 0) + 1
    return {n: [p for p in ps if seen[p] == 1] for n, ps in per.items()}


def _is_gpu(f: ContextFact) -> bool:
    return f.kind == "hardware" and f.key == "gpu" and _norm(str(f.value)) not in ("gpu", "gpus", "")


def _attached(f: ContextFact, gpu: ContextFact, text: str) -> bool:
    """Is ``f`` (a GPU count or a memory amount) said of the GPU ``gpu``: a count in the GPU's own words ("one H100",
    "2x H100"), a memory amount right after it ("H100 80GB", "H100 (80 GB)") or right before it ("80GB H100")?"""
    a, g = f.span, gpu.span
    if a is None or g is None:
        return False
    if f.kind == "setting" and f.key == "gpu_count":
        return a.start < g.end and g.start < a.end
    if f.kind == "hardware" and f.key == "memory":
        if a.start >= g.end:
            return _GAP_AFTER.fullmatch(text[g.end:a.start]) is not None
        if a.end <= g.start:
            return _GAP_BEFORE.fullmatch(text[a.end:g.start]) is not None
    return False


#: what joins two of the arms' GPUs in a scope ("one H100 80GB replica vs one L40S 48GB replica"), and the head noun
#: after one (vocabulary.ARM_HARDWARE_HEADS); both read only between / after GPU phrases of a per-arm witness
_VS = re.compile(r"(?:vs\.?|versus)", re.I)


def listing_words(context: list[ContextFact], scope: str, ev) -> list[tuple[int, int]]:
    """Production arm_hardware_list: the words of a scope that list the arms' hardware, read where the arms record
    their own -- "vs" / "versus" between two GPU phrases and a head noun right after one (vocabulary
    ARM_HARDWARE_HEADS: "one H100 80GB replica vs one L40S 48GB replica"). A GPU phrase is a GPU fact of the scope
    with the count and memory facts said with it. Spans of ``scope`` to count as read."""
    if not getattr(ev, "arm_hardware", None) or not scope:
        return []
    facts = sorted((f for f in context if f.source == "scope" and f.span is not None and (
        f.kind == "hardware" and f.key in ("gpu", "memory") or f.kind == "setting" and f.key == "gpu_count")),
        key=lambda f: f.span.start)
    units: list[list[int]] = []  # [start, end, has a GPU]
    for f in facts:
        gpu = int(_is_gpu(f))
        if units and (f.span.start <= units[-1][1] or re.fullmatch(r"[\s(\-]*", scope[units[-1][1]:f.span.start])):
            units[-1][1] = max(units[-1][1], f.span.end + (scope[f.span.end:f.span.end + 1] == ")"))
            units[-1][2] |= gpu
        else:
            units.append([f.span.start, f.span.end + (scope[f.span.end:f.span.end + 1] == ")"), gpu])
    units = [u for u in units if u[2]]
    out: list[tuple[int, int]] = []
    heads = "|".join(re.escape(h) for h in ARM_HARDWARE_HEADS)
    for k, (a, b, _g) in enumerate(units):
        m = re.match(rf"\s+({heads})\b", scope[b:], re.I)
        end = b
        if m:
            out.append((b + m.start(1), b + m.end(1)))
            end = b + m.end()
        if k + 1 < len(units):
            j = re.fullmatch(rf"\s+({_VS.pattern})\s+", scope[end:units[k + 1][0]], re.I)
            if j:
                out.append((end + j.start(1), end + j.end(1)))
    return out


def bind_scope(context: list[ContextFact], scope: str, ev) -> None:
    """In place: each GPU the scope names, with its count and memory, bound to the arms whose own hardware record agrees
    with that GPU (``ContextFact.arms``), where the arms record their own hardware and the scope's GPUs cover every
    arm (module docstring); otherwise nothing is bound."""
    per_arm = getattr(ev, "arm_hardware", None)
    if not per_arm or len(ev.arms) < 2 or not scope:
        return
    _bind_named_memory(context, scope, ev, per_arm)
    _bind_named_counts(context, scope, ev)
    idx = [i for i, f in enumerate(context) if f.source == "scope" and f.span is not None and not f.negated]
    gpus = [i for i in idx if _is_gpu(context[i])]
    if not gpus:
        return
    bound: dict[int, list[str]] = {}
    for i in gpus:
        hits = [n for n in ev.arms if check_positive(context[i], ev.arm_view([n])).outcome == "agrees"]
        counts = [context[k] for k in idx if context[k].kind == "setting" and context[k].key == "gpu_count"
                  and _attached(context[k], context[i], scope)]
        if hits and len(counts) == 1:
            # "TP1 on 1x H100 80GB and TP2 on 2x H100 80GB": the GPU phrase with its count names the arms whose record
            # agrees with both (before, "1x H100" went to both H100 arms and its count was unknowable for TP2)
            both = [n for n in hits if check_positive(counts[0], ev.arm_view([n])).outcome == "agrees"]
            hits = both or hits
        named = _named_before(context[i], counts, scope, ev)
        if named is not None:
            if named not in hits:
                return  # "TP2 on 1x H100" where TP2 records two: the scope's own arm disagrees (nothing bound)
            hits = [named]
        if hits:
            bound[i] = hits
    unrecorded = {n for n in ev.arms if not per_arm.get(n)}
    if len(bound) < len(gpus) and not unrecorded:
        return  # a GPU no arm ran on: nothing bound (checked against every arm; false where every arm's record says so)
    if set().union(set(), *bound.values()) | unrecorded | _gpu_less_named(scope, ev, per_arm) != set(ev.arms):
        return  # the scope names the GPUs of some arms only: not the arms' hardware (unknowable, never net-true)
    # (a GPU no arm agrees with, beside an arm that records no hardware, stays unbound: unknowable)
    for i, arms in bound.items():
        context[i] = context[i].model_copy(update={"arms": arms})
        for k in idx:
            f = context[k]
            if k not in bound and f.arms is None and _attached(f, context[i], scope) \
                    and not any(_attached(f, context[j], scope) and j != i and _nearer(f, context[j], context[i])
                                for j in bound):
                context[k] = f.model_copy(update={"arms": arms})


def _gpu_less_named(scope: str, ev, per_arm: dict) -> set[str]:
    """The arms whose own hardware record names no GPU a scope could name (GPU_RE finds none: "Apple M2 Max 38-core
    GPU, 64GB unified memory", a CPU) and that the scope names by the arm's own name or alias ("on a MacBook Pro M2
    Max (64GB) and on a desktop with one RTX 4090"): the scope gives their hardware in the only words it can, so the
    GPUs it names need not cover them (each GPU is still bound to the arms whose own record agrees with it)."""
    out = set()
    for n, arm in ev.arms.items():
        rec = per_arm.get(n)
        if not rec or GPU_RE.search(str(rec)):
            continue
        if any(p and re.search(rf"(?<![A-Za-z0-9]){re.escape(p)}(?![A-Za-z0-9])", scope, re.I)
               for p in [n, *arm.aliases]):
            out.add(n)
    return out


#: what may stand between an arm's name and the GPU phrase it runs on ("TP1 on 1x H100", "TP2: 2x H100", "TP1 (one H100)")
_ON_GAP = re.compile(r"\s*(?:(?:runs?|ran|served|running)\s+)?(?:on|with|using|uses|use|has|:|=|\(|-)?\s*(?:an?|the|one)?\s*",
                     re.I)


def _named_before(gpu: ContextFact, counts: list[ContextFact], scope: str, ev) -> str | None:
    """The arm whose own name or alias stands right before the GPU phrase (its count first, where the count comes first)
    -- "TP1 on 1x H100 80GB", "TP2: 2x H100" -- else None."""
    start = min([gpu.span.start, *(c.span.start for c in counts if c.span is not None)])
    head = scope[:start]
    gap = next((m for m in _ON_GAP.finditer(head) if m.end() == len(head) and m.start() < len(head)), None)
    if gap is None or not gap.group(0).strip():
        return None  # the arm's name glued to the GPU ("H100 80GB") or nothing between: not a naming
    head = head[:gap.start()]
    names = sorted(((p, n) for n, arm in ev.arms.items() for p in [n, *arm.aliases] if p), key=lambda x: -len(x[0]))
    return next((n for p, n in names if head.lower().endswith(p.lower())
                 and not re.match(r"[A-Za-z0-9]", head[len(head) - len(p) - 1:len(head) - len(p)] or " ")), None)


#: an arm named right after a count ("1 GPU for TP1", "2 GPUs (TP2)")
_FOR_ARM = re.compile(r"\s*(?:for|on|with|in|\()\s*(?:the\s+)?", re.I)


def _bind_named_counts(context: list[ContextFact], scope: str, ev) -> None:
    """In place: a GPU count said of no GPU model ("TP1 uses 1 GPU, TP2 uses 2 GPUs", "1 GPU for TP1") with an arm's
    own name right before it (or after "for" / "on" / "(" right after it) is said of that arm: bound to it where its
    own record agrees with the count (before, "1 GPU" was checked against every arm and was unknowable for the
    two-GPU arm, holding back every statement). A count the named arm's record does not agree with stays unbound."""
    names = sorted(((p, n) for n, arm in ev.arms.items() for p in [n, *arm.aliases] if p), key=lambda x: -len(x[0]))
    for k, f in enumerate(context):
        if f.source != "scope" or f.span is None or f.negated or f.arms is not None \
                or not (f.kind == "setting" and f.key == "gpu_count") \
                or any(_is_gpu(g) and _attached(f, g, scope) for g in context if g.source == "scope"):
            continue
        named = _named_before(f, [], scope, ev)
        if named is None:
            m = _FOR_ARM.match(scope[f.span.end:])
            tail = scope[f.span.end + m.end():] if m and m.group(0).strip() else ""
            named = next((n for p, n in names if tail.lower().startswith(p.lower())
                          and not re.match(r"[A-Za-z0-9]", tail[len(p):len(p) + 1] or " ")), None) if tail else None
        if named is not None and check_positive(f, ev.arm_view([named])).outcome == "agrees":
            context[k] = f.model_copy(update={"arms": [named]})


def _nearer(f: ContextFact, a: ContextFact, b: ContextFact) -> bool:
    """Is GPU ``a`` nearer to ``f`` than GPU ``b`` (a memory amount between two GPUs goes with the one it follows)?"""
    def gap(g: ContextFact) -> tuple[int, int]:
        s, t = f.span, g.span
        return (s.start - t.end, 0) if s.start >= t.end else (t.start - s.end, 1)
    return gap(a) < gap(b)


def _bind_named_memory(context: list[ContextFact], scope: str, ev, per_arm: dict) -> None:
    """In place: a memory amount the scope writes right after an arm's own name or alias ("Jetson AGX Orin 64GB vs Mac
    mini M4 Pro 48GB", where the arms are declared "Jetson AGX Orin" and "Mac mini M4 Pro") is said of that arm: bound
    to it where its own hardware record holds that amount (an honest per-arm description; before, "48GB" was checked
    against every arm and was unknowable, which held back every statement). An amount the arm's record does not hold
    stays unbound (checked against every arm)."""
    names: list[tuple[str, str]] = sorted(((p, n) for n, arm in ev.arms.items() for p in [n, *arm.aliases] if p),
                                          key=lambda x: -len(x[0]))
    for k, f in enumerate(context):
        if f.source != "scope" or f.span is None or f.negated or f.arms is not None \
                or not (f.kind == "hardware" and f.key == "memory"):
            continue
        before = scope[:f.span.start]
        gap = _GAP_AFTER.search(before[::-1])  # the gap right before the amount, read backwards
        head = before[:len(before) - (gap.end() if gap and gap.start() == 0 else 0)]
        arm = next((n for p, n in names if head.lower().endswith(p.lower())
                    and not re.match(r"[A-Za-z0-9]", head[len(head) - len(p) - 1:len(head) - len(p)] or " ")), None)
        if arm is None:  # the amount right before an arm's name ("48GB Jetson AGX Orin")
            tail = scope[f.span.end:]
            tail = tail[len(tail) - len(tail.lstrip(" -")):]
            arm = next((n for p, n in names if tail.lower().startswith(p.lower())
                        and not re.match(r"[A-Za-z0-9]", tail[len(p):len(p) + 1] or " ")), None)
        m = _MEM.search(str(f.value)) if arm else None
        rec = per_arm.get(arm) if arm else None
        if arm and m and isinstance(rec, str) and any(x.group(1) == m.group(1) for x in _MEM.finditer(rec)):
            context[k] = f.model_copy(update={"arms": [arm]})
