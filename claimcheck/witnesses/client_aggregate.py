"""The ``client-aggregate`` witness: the numbers a benchmark client printed into its result file
(summary-only ``vllm bench serve`` / ``benchmark_serving.py`` results, SGLang ``bench_serving``
without ``--output-details``, Ray LLMPerf and AIPerf summaries), sealed as they are.

There are no per-request rows: nothing here is re-derived. The grader reports every value it
reads from this witness as "client aggregate, not re-derived from per-request rows", and a
statistic the file did not print (a percentile it lacks, a per-request comparison, an interval
over requests) is unavailable (``not-yet``), never computed from the aggregates.

Bundle files
------------
``witness.json``: the fields of ``claimcheck.witnesses.request_ab`` (provenance, model,
hardware, timing_includes, arms with role/workers/aliases/settings/model), with
``"kind": "client-aggregate"`` and, per arm, the printed numbers::

    "arms": {NAME: {..., "aggregates": {METRIC: {STAT: number}}}}            (one result)
    "arms": {NAME: {..., "run_aggregates": [{METRIC: {STAT: number}}, ...]}}  (repeated runs)

``METRIC``: ``ttft``, ``tpot``, ``itl``, ``e2e_latency`` (seconds; ``STAT`` ``mean``, ``median``,
``std``, ``pNN``), ``wall`` (the client's duration, s), ``throughput`` (completed requests/s),
``token_throughput`` (output tokens/s), ``total_token_throughput`` (input + output tokens/s) and
the counts ``completed``, ``failed``, ``prompt_tokens``, ``completion_tokens`` (``STAT``
``value``). ``aggregate_source`` says which client printed them. The source files are copied
under ``source/`` as in every import.

``derive`` checks the shape (finite numbers, non-negative, counts integral) and returns the
aggregates per arm; nothing is computed.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from claimcheck.witnesses._rows import WitnessError, check_common_witness, need, read_witness_json, verified_bytes

KIND = "client-aggregate"
FORMAT = 1
WITNESS_FILE = "witness.json"
DISTRIBUTIONS = ("ttft", "tpot", "itl", "e2e_latency")
SCALARS = ("wall", "throughput", "token_throughput", "total_token_throughput")
COUNTS = ("completed", "failed", "prompt_tokens", "completion_tokens")
_STAT = re.compile(r"^(mean|median|std|min|max|p\d{1,2}(?:\.\d+)?)$")

__all__ = ["KIND", "check_witness_json", "derive", "load", "derive_bundle"]


def _check_aggregates(agg: Any, *, arm: str, source: Any) -> dict[str, dict[str, float]]:
    if not isinstance(agg, Mapping) or not agg:
        raise WitnessError(f"arm {arm!r}: aggregates must be a non-empty object", path=source, rule="witness-format")
    out: dict[str, dict[str, float]] = {}
    for metric, stats in agg.items():
        if metric not in DISTRIBUTIONS + SCALARS + COUNTS:
            raise WitnessError(f"arm {arm!r}: unknown aggregate {metric!r}", path=source, rule="witness-format")
        if not isinstance(stats, Mapping) or not stats:
            raise WitnessError(f"arm {arm!r}: aggregate {metric!r} must be a non-empty object", path=source,
                               rule="witness-format")
        for stat, v in stats.items():
            ok_stat = bool(_STAT.match(stat)) if metric in DISTRIBUTIONS else stat == "value"
            if not ok_stat:
                raise WitnessError(f"arm {arm!r}: {metric} has no statistic {stat!r}", path=source,
                                   rule="witness-format")
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v < 0:
                raise WitnessError(f"arm {arm!r}: {metric} {stat} must be a finite non-negative number", path=source,
                                   rule="witness-format")
            if metric in COUNTS and not float(v).is_integer():
                raise WitnessError(f"arm {arm!r}: {metric} must be a whole number", path=source, rule="witness-format")
        out[str(metric)] = {str(k): v for k, v in stats.items()}
    return out


def check_witness_json(obj: Mapping[str, Any], *, source: Any = WITNESS_FILE) -> None:
    if not isinstance(obj, Mapping):
        raise WitnessError("witness.json must be a JSON object", path=source, rule="witness-format")
    if obj.get("kind") != KIND:
        raise WitnessError(f"kind is {obj.get('kind')!r}, expected {KIND!r}", path=source, rule="witness-kind")
    if "format" in obj and obj["format"] != FORMAT:
        raise WitnessError(f"format {obj['format']!r} is not understood (expected {FORMAT})", path=source,
                           rule="witness-format")
    check_common_witness(obj, source=source)
    roles = [arm["role"] for arm in obj["arms"].values()]
    if roles.count("baseline") > 1:
        raise WitnessError("at most one arm may have role 'baseline'", path=source, rule="witness-format")
    for name, arm in obj["arms"].items():
        need(arm, "workers", (int,), source=source)
        if ("aggregates" in arm) == ("run_aggregates" in arm):
            raise WitnessError(f"arm {name!r}: give exactly one of aggregates / run_aggregates", path=source,
                               rule="witness-format")
        if "aggregates" in arm:
            _check_aggregates(arm["aggregates"], arm=name, source=source)
        else:
            runs = arm["run_aggregates"]
            if not isinstance(runs, list) or not runs:
                raise WitnessError(f"arm {name!r}: run_aggregates must be a non-empty list", path=source,
                                   rule="witness-format")
            for agg in runs:
                _check_aggregates(agg, arm=name, source=source)


def derive(witness_json: Mapping[str, Any], *, source: str | Path | None = None) -> dict[str, Any]:
    """The printed aggregates per arm: ``{"kind", "provenance", "baseline", "output_cap",
    "timing_includes", "arms": {name: {"role", "workers", "aliases", "runs", "aggregates": [per
    run {metric: {stat: value}}]}}}``. Nothing is computed: this is the evidence as printed."""
    wsrc = Path(source) / WITNESS_FILE if source is not None else WITNESS_FILE
    check_witness_json(witness_json, source=wsrc)
    arms = {}
    for name, decl in witness_json["arms"].items():
        runs = [decl["aggregates"]] if "aggregates" in decl else list(decl["run_aggregates"])
        arms[name] = {"role": decl["role"], "workers": decl["workers"], "aliases": list(decl.get("aliases", [])),
                      "runs": len(runs), "aggregates": runs}
    baseline = next((n for n, d in witness_json["arms"].items() if d["role"] == "baseline"), None)
    return {"kind": KIND, "provenance": witness_json["provenance"], "baseline": baseline,
            "output_cap": witness_json.get("output_cap"), "timing_includes": list(witness_json["timing_includes"]),
            "arms": arms}


def load(bundle: str | Path, *, files: Mapping[str, bytes | None] | None = None) -> dict[str, Any]:
    return read_witness_json(bundle, KIND, data=verified_bytes(files, bundle, WITNESS_FILE))


def derive_bundle(bundle: str | Path) -> dict[str, Any]:
    return derive(load(bundle), source=bundle)
