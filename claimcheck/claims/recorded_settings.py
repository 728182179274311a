"""The values a witness records of a setting, anywhere in its own record (never the sealing host's environment).

Read by the context checks (claimcheck/claims/statistics.py) and by the reader's condition checks
(claimcheck/claims/conditions.py), which must not import the statistics module (tests/project/test_layout.py: no
import circle)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any


def flat(obj: Any, prefix: str = "", depth: int = 0) -> Iterable[tuple[str, Any]]:
    if depth > 4:
        return
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from flat(v, f"{prefix}{k}.", depth + 1)
            if not isinstance(v, (dict, list)):
                yield f"{prefix}{k}", v
    elif isinstance(obj, list) and len(obj) <= 16 and all(not isinstance(x, (dict, list)) for x in obj):
        yield prefix.rstrip("."), obj


def setting_values(ev, key: str) -> dict[str, Any]:
    """The values the witness records of a setting ``key`` anywhere in its own record (path -> value)."""
    want = re.sub(r"[^a-z0-9]+", "_", key.lower()).strip("_")
    aliases = {want, {"cores": "cpu_count", "threads": "n_threads", "max_tokens": "output_cap",
                      "temperature": "temperature", "context": "n_ctx"}.get(want, want)}
    if want in ("threads", "n_threads"):
        aliases |= {"threads", "n_threads"}
    out: dict[str, Any] = {}
    # context_sources says where each context value came from ("engine_version": "file:vllm_version"): no value
    skip = ("imported_from", "import_notes", "telemetry", "context_sources")
    src = {k: v for k, v in ev.witness.items() if k not in skip}
    for path, v in flat(src):  # the witness's own record only, never the sealing host's environment
        last = path.rsplit(".", 1)[-1].lower()
        if last in aliases and not isinstance(v, list):
            out[path] = v
    if want in ("output_cap", "max_tokens") and ev.output_cap is not None:
        out["output_cap"] = ev.output_cap
    return out
