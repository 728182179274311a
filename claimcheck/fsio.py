"""The public file kit for runners, benchmarks and plugins: atomic writes, strict JSON with
size and depth limits, and the advisory lock the catalog uses.

Everything a witness producer outside ``claimcheck/`` needs to write artifacts the way the
core writes them; the implementations live in ``claimcheck._internal`` and may move, these
names do not.

* ``atomic_write_bytes(path, data)`` / ``atomic_write_json(path, obj)``: a temporary file in the
  same directory, fsynced, renamed over ``path``, then the directory fsynced;
  ``canonical_json(obj)`` is the byte form ``atomic_write_json`` writes.
* ``load_json_file(path)``, ``iter_jsonl(path)``, ``loads_strict(data)``: JSON with duplicate
  keys, NaN/Infinity constants, excess depth and oversize input refused, each refusal an
  ``InputError`` naming the file (and line).
* ``exclusive_lock(path)``: a non-blocking ``flock``; a held lock is ``LockBusy`` (exit 75).
"""

from __future__ import annotations

from claimcheck._internal.atomic import atomic_write_bytes, atomic_write_json, canonical_json, fsync_dir
from claimcheck._internal.jsonio import iter_jsonl, load_json_file, loads_strict, read_file_bytes
from claimcheck._internal.locking import exclusive_lock

__all__ = [
    "atomic_write_bytes",
    "atomic_write_json",
    "canonical_json",
    "exclusive_lock",
    "fsync_dir",
    "iter_jsonl",
    "load_json_file",
    "loads_strict",
    "read_file_bytes",
]
