"""Server telemetry for the prefix A/B, recorded as found and never assumed.

* Prometheus ``/metrics`` (read with ``prometheus_client``'s text parser): every sample whose name mentions a cache, prompt/generation tokens,
  requests or preemptions is kept under its raw name; ``prefix_cache_queries`` and
  ``prefix_cache_hits`` are normalised from vLLM's ``vllm:prefix_cache_queries_total`` /
  ``vllm:prefix_cache_hits_total`` (older releases: ``vllm:gpu_prefix_cache_*``), summed over
  label sets; this project's ``runners.llama_server`` exports ``claimcheck_prefix_cache_queries_total``
  / ``claimcheck_prefix_cache_hits_total`` (prompt tokens looked up / whose KV was reused), which
  normalise to the same names. A server without those counters (llama.cpp's server,
  llama_cpp.server) gets ``None`` for both: absent, not zero.
* The embedded ``llama_cpp.server``'s log lines about its prompt cache ("prefix-match hit",
  "cache hit/miss/save") are kept verbatim for people to read; nothing is parsed out of them
  into a row.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

from prometheus_client.parser import text_string_to_metric_families

__all__ = ["parse_prometheus", "metrics_snapshot", "cache_log_lines", "sample_key", "NORMALISED"]

_KEEP = re.compile(r"cache|prompt_tokens|generation_tokens|tokens_predicted|num_requests|preempt|n_decode|requests_processing|requests_total|requests_waiting",
                   re.IGNORECASE)
NORMALISED = ("prefix_cache_queries", "prefix_cache_hits")
_LOG = re.compile(r"prefix-match|cache hit|cache miss|cache save|full prompt already cached", re.IGNORECASE)


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def sample_key(name: str, labels: dict[str, str]) -> str:
    """``name{k="v",...}`` in the exposition's own escaping (labels in the order given)."""
    if not labels:
        return name
    return name + "{" + ",".join(f'{k}="{_escape(v)}"' for k, v in labels.items()) + "}"


def _samples(text: str):
    for family in text_string_to_metric_families(text):
        yield from family.samples


def parse_prometheus(text: str) -> dict[str, float]:
    """``{"name{labels}": value}`` for every finite sample, read by ``prometheus_client``'s text
    parser (label values may hold ``}``, ``,`` and escaped quotes). The parser refuses a whole page
    for one bad line; then each sample line is parsed on its own and the lines it refuses are
    skipped, so one junk line does not hide the counters."""
    try:
        samples = list(_samples(text))
    except ValueError:
        samples = []
        for line in text.splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                samples.extend(_samples(line + "\n"))
            except ValueError:
                continue
    out: dict[str, float] = {}
    for smp in samples:
        value = float(smp.value)
        if math.isfinite(value):
            out[sample_key(smp.name, dict(smp.labels))] = value
    return out


def _base_name(key: str) -> str:
    name = key.split("{", 1)[0]
    name = name.split(":")[-1]
    if name.endswith("_total"):
        name = name[: -len("_total")]
    if name.startswith("claimcheck_"):  # runners.llama_server
        name = name[len("claimcheck_"):]
    if name.startswith("gpu_"):
        name = name[len("gpu_"):]
    return name


def metrics_snapshot(text: str) -> dict[str, Any]:
    """Kept raw samples plus the normalised prefix-cache counters (``None`` when absent)."""
    samples = parse_prometheus(text)
    raw = {k: v for k, v in samples.items() if _KEEP.search(k.split("{", 1)[0])}
    snap: dict[str, Any] = {"raw": dict(sorted(raw.items()))}
    for norm in NORMALISED:
        vals = [v for k, v in samples.items() if _base_name(k) == norm]
        snap[norm] = _num(sum(vals)) if vals else None
    return snap


def _num(v: float) -> int | float:
    return int(v) if float(v).is_integer() else v


def cache_log_lines(log_path: str | Path, *, start: int = 0, limit: int = 200) -> tuple[list[str], int]:
    """Verbatim prompt-cache lines of a server log from byte offset ``start``; returns the
    lines (at most ``limit``) and the new offset."""
    p = Path(log_path)
    try:
        with open(p, "rb") as fh:
            fh.seek(start)
            data = fh.read()
    except OSError:
        return [], start
    lines = [ln.strip() for ln in data.decode("utf-8", errors="replace").splitlines() if _LOG.search(ln)]
    return lines[:limit], start + len(data)
