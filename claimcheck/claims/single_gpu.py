"""Production single_gpu (scope): "single GPU only", "one GPU", "1 GPU", "single-GPU", "only a single GPU", "not a
single-GPU result" as a count of one GPU with the GPU it counts, wherever the reader did not make them facts itself
(where the witness's arms differ in tensor parallelism, "single GPU" names the one-GPU arm, and a scope part that is
nothing but it would otherwise assert nothing).

The count is checked by statistics._context_one_gpu: contradicted where an arm of a GPU run declares 2 or more GPUs
(tensor x pipeline x data parallelism, or a GPU count), agreeing where every arm declares exactly one (tensor and
pipeline parallelism both 1, or a GPU count of 1) or the witness records one GPU, otherwise open; on a machine whose
hardware lists more GPUs, with nothing declared, it stays open (falsebar.decided_scope_counts keeps it), never net-true.
Only a scope part that holds nothing else: "vLLM on a single GPU" (one arm's own setup) is left to the reader.
"""

from __future__ import annotations

import re

from claimcheck.claims.reading import ContextFact, Reading, Span

#: a scope part (between commas / semicolons) that is only a one-GPU phrase, perhaps excluded or marked "only"
_PART = re.compile(
    r"(?:(?<=^)|(?<=[,;(]))(\s*)"
    r"((?:(?:not|no|non)[\s-]+)?(?:(?:only|on|using|with|a|an|the|run|ran|tested|measured|evaluated)\s+){0,3}"
    r"(?:single|one|1)[\s-]*gpu"
    r"(?:[\s-]+(?:setups?|runs?|results?|configurations?|configs?|deployments?|serving|inference|machines?|"
    r"systems?|hardware|numbers?))?(?:[\s-]+only)?)"
    r"(?=\s*(?:[,;.)]|$))", re.I)
_COUNT = re.compile(r"(?:single|one|1)[\s-]*gpu", re.I)


def single_gpu_facts(reading: Reading, scope: str, read_spans: dict[str, list[tuple[int, int]]]) -> None:
    """In place: a gpu_count fact of 1 and a GPU fact over each scope part that is only a one-GPU phrase and that no
    fact of the reader covers; the words around the phrase in that part ("only", "result", "on a") are read (the
    negation is left to falsebar.refine, which makes the facts an exclusion)."""
    taken = [(f.span.start, f.span.end) for f in reading.context if f.source == "scope" and f.span is not None]
    for m in _PART.finditer(scope):
        a, b = m.start(2), m.end(2)
        c = _COUNT.search(scope, a, b)
        if c is None or any(x < c.end() and c.start() < y for x, y in taken):
            continue
        span = Span(start=c.start(), end=c.end(), text=scope[c.start():c.end()])
        reading.context.append(ContextFact(kind="setting", key="gpu_count", value=1.0, source="scope", span=span))
        reading.context.append(ContextFact(kind="hardware", key="gpu", value="gpu", source="scope", span=span))
        neg = re.match(r"(?:not|no|non)[\s-]+", scope[a:c.start()], re.I)
        read_spans["scope"].append((a + (neg.end() if neg else 0), b))
