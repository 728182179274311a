"""Small, dependency-free helpers shared by the witness kinds: strict field checks on raw
rows, the nearest-rank percentile, and the error every witness loader raises."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from claimcheck import limits
from claimcheck._internal.jsonio import MAX_LINE_BYTES, iter_jsonl, load_json_file, loads_row, loads_strict, rows_clean
from claimcheck.errors import InputError, IntegrityError

PROVENANCES = ("WITNESSED", "OBSERVED", "MODELED", "SIMULATED", "REPORTED")


_ABSENT = object()


class WitnessError(IntegrityError):
    """A witness's files do not follow their kind's format, or its rows cannot be re-derived.

    Raised by every loader/derivation in ``claimcheck.witnesses``; ``claim-check`` grades a
    witness that raises it ``invalid`` (exit 5).
    """

    rule = "witness"


def need(obj: Mapping[str, Any], key: str, types: tuple[type, ...], *, source: Any, nullable: bool = False,
         rule: str = "witness-format") -> Any:
    """Return ``obj[key]`` if it has one of ``types`` (bool is never an int or a float here)."""
    if type(obj) is dict:  # the fast path: a parsed row whose field has exactly an accepted type
        value = obj.get(key, _ABSENT)
        t = type(value)
        if t in types and t is not float and t is not bool:
            return value
        if t is float and float in types and value - value == 0.0:  # finite
            return value
    if not isinstance(obj, Mapping):
        raise WitnessError("expected a JSON object", path=source, rule=rule)
    if key not in obj:
        raise WitnessError(f"missing field {key!r}", path=source, rule=rule)
    value = obj[key]
    if value is None:
        if nullable:
            return None
        raise WitnessError(f"field {key!r} must not be null", path=source, rule=rule)
    if isinstance(value, bool) and bool not in types:
        raise WitnessError(f"field {key!r} must be {_names(types)}, got a boolean", path=source, rule=rule)
    if not isinstance(value, types):
        raise WitnessError(f"field {key!r} must be {_names(types)}, got {type(value).__name__}", path=source, rule=rule)
    if isinstance(value, float) and not math.isfinite(value):
        raise WitnessError(f"field {key!r} is not finite", path=source, rule=rule)
    return value


def need_number(obj: Mapping[str, Any], key: str, *, source: Any, nullable: bool = False, minimum: float | None = None,
                rule: str = "witness-format") -> float | None:
    value = need(obj, key, (int, float), source=source, nullable=nullable, rule=rule)
    if value is not None and minimum is not None and value < minimum:
        raise WitnessError(f"field {key!r} = {value} is below {minimum}", path=source, rule=rule)
    return value


def need_time(obj: Mapping[str, Any], key: str, *, source: Any, nullable: bool = False, minimum: float | None = None,
              rule: str = "witness-format") -> float | None:
    """A time in seconds: a finite number within ``limits.MAX_WITNESS_SECONDS`` either way."""
    value = need_number(obj, key, source=source, nullable=nullable, minimum=minimum, rule=rule)
    if value is not None and not -limits.MAX_WITNESS_SECONDS <= value <= limits.MAX_WITNESS_SECONDS:
        raise WitnessError(f"field {key!r} = {value:g} s is beyond {limits.MAX_WITNESS_SECONDS:g} s either way: "
                           "not a measured time", path=source, rule=rule)
    return value


def is_time(value: Any) -> bool:
    """``need_time``'s rule as a test (for fast paths): an int or finite float within the bound, never a bool."""
    return (type(value) is int or type(value) is float) and \
        -limits.MAX_WITNESS_SECONDS <= value <= limits.MAX_WITNESS_SECONDS  # NaN compares False


def need_count(obj: Mapping[str, Any], key: str, *, source: Any, nullable: bool = False, rule: str = "witness-format") -> int | None:
    value = need(obj, key, (int,), source=source, nullable=nullable, rule=rule)
    if value is not None and value < 0:
        raise WitnessError(f"field {key!r} = {value} is negative", path=source, rule=rule)
    if value is not None and value > limits.MAX_WITNESS_COUNT:
        raise WitnessError(f"field {key!r} = {value} is larger than {limits.MAX_WITNESS_COUNT} (2**53)", path=source,
                           rule=rule)
    return value


def id_key(value: Any) -> str | None:
    """One spelling of an id that a witness may write as an integer or a string (``task_id``,
    ``job_id``, ``run``, ``batch_id``): ``1`` and ``"1"`` are the same id."""
    return None if value is None else str(value)


def _names(types: tuple[type, ...]) -> str:
    names = {int: "an integer", float: "a number", str: "a string", bool: "a boolean", list: "a list", dict: "an object"}
    return " or ".join(names.get(t, t.__name__) for t in types)


def nearest_rank(values: Iterable[float], pct: float) -> float | None:
    """Nearest-rank percentile: sort ascending, take the value at 1-based rank ceil(pct/100 * n).

    ``pct`` in (0, 100]; ``None`` for an empty sample. p50 of 24 values is the 12th smallest,
    p95 of 24 values the 23rd. No interpolation: the result is always one observed value.
    """
    return nearest_rank_sorted(sorted(values), pct)


def nearest_rank_sorted(data: Sequence[float], pct: float) -> float | None:
    """``nearest_rank`` of values already sorted ascending (no copy: a derivation that sorted its
    10^6 TTFTs once reads each percentile from them)."""
    if not data:
        return None
    if not 0 < pct <= 100:
        raise ValueError("percentile must be in (0, 100]")
    rank = max(1, math.ceil(pct / 100.0 * len(data) - 1e-9))
    return data[rank - 1]


def read_witness_json(bundle: str | Path, kind: str, *, data: bytes | None = None) -> dict[str, Any]:
    """witness.json of ``bundle``; ``data``: its bytes as verified (hashed) by the caller, parsed
    instead of reading the file again (so that what is graded is what was hashed)."""
    path = Path(bundle) / "witness.json"
    try:
        obj = load_json_file(path) if data is None else loads_strict(data, source=path)
    except IntegrityError:
        raise
    except Exception as exc:  # InputError from strict JSON -> a witness that cannot be read
        raise WitnessError(getattr(exc, "message", str(exc)), path=path, rule="witness-json") from None
    if not isinstance(obj, dict):
        raise WitnessError("witness.json must be a JSON object", path=path, rule="witness-format")
    if obj.get("kind") != kind:
        raise WitnessError(f"kind is {obj.get('kind')!r}, expected {kind!r}", path=path, rule="witness-kind")
    return obj


def iter_jsonl_bytes(data: bytes, *, source: str | Path, max_line_bytes: int = MAX_LINE_BYTES):
    """``iter_jsonl`` over bytes already in memory: ``(line_no, obj)`` per non-empty line, each
    line parsed by ``loads_row`` (``loads_strict``'s rules and one-line errors, as ``iter_jsonl``)."""
    clean = rows_clean(data)  # the file-wide half of loads_row's conditions, checked once
    for no, raw in enumerate(data.split(b"\n"), start=1):
        if len(raw) > max_line_bytes:
            raise InputError(f"line longer than {max_line_bytes} bytes", path=f"{source}:{no}", rule="jsonl")
        if not raw.strip():
            continue
        yield no, loads_row(raw, source=f"{source}:{no}", clean=clean)


def read_rows(bundle: str | Path, name: str, *, data: bytes | None = None) -> list[dict[str, Any]]:
    """Rows of ``bundle/name``; ``data``: the file's bytes as verified by the caller (see
    ``read_witness_json``)."""
    path = Path(bundle) / name
    rows = []
    try:
        lines = iter_jsonl(path) if data is None else iter_jsonl_bytes(data, source=path)
        for no, obj in lines:
            if not isinstance(obj, dict):
                raise WitnessError("each line must be a JSON object", path=f"{path}:{no}", rule="witness-format")
            obj["__source__"] = f"{path}:{no}"  # a fresh dict of this parse: no copy needed
            rows.append(obj)
    except WitnessError:
        raise
    except Exception as exc:
        raise WitnessError(getattr(exc, "message", str(exc)), path=getattr(exc, "path", None) or path, rule="witness-rows") from None
    return rows


def verified_bytes(files: Mapping[str, bytes | None] | None, bundle: str | Path, name: str) -> bytes | None:
    """The verified bytes of ``name`` from ``files`` (None: no mapping given, read the file).
    A name the mapping lacks was not bound by the receipt (or was not hashed): refused."""
    if files is None:
        return None
    data = files.get(name)
    if data is None:
        raise WitnessError(f"{name} is not among the files the receipt binds", path=Path(bundle) / name,
                           rule="witness-format")
    return data


def src(row: Mapping[str, Any], fallback: str) -> str:
    return str(row.get("__source__", fallback))


def check_common_witness(obj: Mapping[str, Any], *, source: Any) -> None:
    """Fields shared by every witness kind: provenance, model, hardware, timing_includes, arms;
    optional ``engine`` (the serving engine, a string) and ``model.params`` (the parameter count,
    an integer), read by context facts when the producer records them."""
    prov = need(obj, "provenance", (str,), source=source)
    if prov not in PROVENANCES:
        raise WitnessError(f"provenance {prov!r} is not one of {', '.join(PROVENANCES)}", path=source, rule="witness-format")
    arms_obj = obj.get("arms")
    per_arm = isinstance(arms_obj, Mapping) and bool(arms_obj) and all(
        isinstance(a, Mapping) and a.get("model") is not None for a in arms_obj.values())
    # null only when every arm declares its own model (arms that differ in model)
    model = need(obj, "model", (dict, str), source=source, nullable=per_arm)
    _check_model(model, source)
    need(obj, "hardware", (str,), source=source, nullable=True)
    if obj.get("engine") is not None:  # optional: the serving engine ("vLLM", "llama.cpp", ...)
        need(obj, "engine", (str,), source=source)
    incl = need(obj, "timing_includes", (list,), source=source)
    if not all(isinstance(x, str) for x in incl):
        raise WitnessError("timing_includes must be a list of strings", path=source, rule="witness-format")
    arms = need(obj, "arms", (dict,), source=source)
    if not arms:
        raise WitnessError("arms must name at least one arm", path=source, rule="witness-format")
    for name, arm in arms.items():
        if not isinstance(arm, dict):
            raise WitnessError(f"arm {name!r} must be an object", path=source, rule="witness-format")
        aliases = arm.get("aliases", [])
        if not isinstance(aliases, list) or not all(isinstance(a, str) and a.strip() for a in aliases):
            raise WitnessError(f"arm {name!r}: aliases must be a list of non-empty strings", path=source, rule="witness-format")
        role = need(arm, "role", (str,), source=source)
        if role not in ("baseline", "treatment"):
            raise WitnessError(f"arm {name!r}: role must be 'baseline' or 'treatment'", path=source, rule="witness-format")
        if arm.get("model") is not None:  # optional: the arm's own model (arms may differ in model)
            _check_model(need(arm, "model", (dict, str), source=source), source)
        if arm.get("settings") is not None and not isinstance(arm["settings"], dict):
            raise WitnessError(f"arm {name!r}: settings must be an object", path=source, rule="witness-format")


def _check_model(model: Any, source: Any) -> None:
    if isinstance(model, dict):
        need(model, "id", (str,), source=source)
        if model.get("params") is not None:  # optional: parameter count, when the runner knows it
            need_count(model, "params", source=source)
