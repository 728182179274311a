"""``fak witness import vllm-bench-text``: the console printout of ``vllm bench serve`` /
``benchmarks/benchmark_serving.py`` (vLLM) or SGLang's ``bench_serving``, the block READMEs,
write-ups and benchmark logs quote::

    ============ Serving Benchmark Result ============
    Backend:                                 sglang-oai        (SGLang only)
    Successful requests:                     1920
    Benchmark duration (s):                  213.71
    ...
    ---------------Time to First Token----------------
    Mean TTFT (ms):                          112043.40
    ...
    ==================================================

Each block is one result (one arm unless ``--arm`` gives two blocks one name), put in the terms
of a summary-only vllm bench result (``mean_ttft_ms``, ``duration``, ``completed``, ...) and
imported by ``vllm_bench.import_vllm_bench``: the same ``client-aggregate`` witness, the same
rules (sweeps, context, the placeholder statistics of an empty sample) in one place.

What is read, and only from the file:

* every ``Label: value`` line the table in docs/claim-check.md names; each value as printed (a
  decimal string, converted once; the printed text is kept in ``arms[NAME].printed``);
* ``Traffic request rate`` / ``Request rate configured (RPS)`` and ``Max request concurrency`` /
  ``Maximum request concurrency`` as settings, inside the block or printed on their own lines
  just before it (vLLM prints them before the progress bar);
* the model only from a benchmark command line in the file before the block (``--model X`` of a
  ``benchmark_serving.py`` / ``vllm bench serve`` / ``bench_serving`` command, one model);
* ``Backend:`` as ``client_backend`` (a request format, not proof of the engine: the engine
  stays unknown unless ``--engine`` says, as for the JSON files).

Refused (one line naming the file and the block, nothing written): no block; a block without
its closing line of ``=`` (truncated, or a second header before it); a line inside a block that
is neither ``Label: value`` nor a section rule; a label printed twice in one block; a value that
is not a number where one is needed; a block with no measurement. SGLang's ``Concurrency:`` (the
mean number of requests in flight, measured) is not a setting and is not read.
"""

from __future__ import annotations

import re
import shlex
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from claimcheck.errors import InputError

RULE = "bench-text"
HEADER = re.compile(r"^\s*=+\s*Serving Benchmark Result\s*=+\s*$")
_CLOSE = re.compile(r"^\s*={10,}\s*$")
_SECTION = re.compile(r"^\s*-{3,}[^:]*-{3,}\s*$")
_LINE = re.compile(r"^\s*(?P<label>[A-Za-z#][A-Za-z0-9 ()/.,#_+-]*?)\s*:\s*(?P<value>not set|[A-Za-z0-9._/+-]+)\s*$")
_NUM = re.compile(r"^[0-9]+(?:\.[0-9]+)?$")
_STAT_LINE = re.compile(r"^(?P<stat>Mean|Median|Std|Min|Max|P\d{1,2}(?:\.\d+)?) (?P<metric>TTFT|TPOT|ITL|E2EL|E2E Latency) "
                        r"\(ms\)$")
_METRIC = {"TTFT": "ttft", "TPOT": "tpot", "ITL": "itl", "E2EL": "e2el", "E2E Latency": "e2e_latency"}

#: printed label (case as printed; compared case-insensitively) -> (vllm bench result key, kind)
#: kind: "count" (whole number), "num" (decimal), "rate" (number or inf), "conc" (int or "not set"), "text"
LABELS: dict[str, tuple[str, str]] = {
    "successful requests": ("completed", "count"),
    "failed requests": ("failed", "count"),
    "benchmark duration (s)": ("duration", "num"),
    "total input tokens": ("total_input_tokens", "count"),
    "total generated tokens": ("total_output_tokens", "count"),
    "request throughput (req/s)": ("request_throughput", "num"),
    "output token throughput (tok/s)": ("output_throughput", "num"),
    "total token throughput (tok/s)": ("total_token_throughput", "num"),
    "traffic request rate": ("request_rate", "rate"),
    "request rate configured (rps)": ("request_rate", "rate"),
    "max request concurrency": ("max_concurrency", "conc"),
    "maximum request concurrency": ("max_concurrency", "conc"),
    "backend": ("backend", "text"),
}
_SETTING_LINES = ("traffic request rate", "request rate configured (rps)", "max request concurrency",
                  "maximum request concurrency")
_BENCH_CMD = re.compile(r"(benchmark_serving\.py|vllm\s+bench\s+serve|bench_serving)")


def has_block(data: bytes) -> bool:
    """True when the bytes hold a printed ``Serving Benchmark Result`` header line."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return any(HEADER.match(line) for line in text.splitlines())


def _number(text: str, kind: str, *, where: str, label: str) -> Any:
    v = text.strip()
    if kind == "text":
        return v
    if kind == "conc" and v.lower() in ("not set", "none"):
        return None
    if kind == "rate" and v.lower() in ("inf", "infinity"):
        return "inf"
    if not _NUM.match(v):
        raise InputError(f"{label}: {v!r} is not a number", path=where, rule=RULE)
    d = Decimal(v)
    if kind in ("count", "conc"):
        if d != d.to_integral_value():
            raise InputError(f"{label}: {v!r} is not a whole number", path=where, rule=RULE)
        return int(d)
    return float(d)  # the float nearest the printed decimal


def _command_model(lines: list[str]) -> str | None:
    """The ``--model`` of the benchmark command lines among ``lines`` (backslash continuations
    joined); None when none names one or they name different ones."""
    joined: list[str] = []
    cur = ""
    for raw in lines:
        s = raw.rstrip()
        if s.endswith("\\"):
            cur += s[:-1] + " "
            continue
        joined.append(cur + s)
        cur = ""
    if cur:
        joined.append(cur)
    models = set()
    for cmd in joined:
        if not _BENCH_CMD.search(cmd):
            continue
        try:
            words = shlex.split(cmd, comments=False)
        except ValueError:
            words = cmd.split()
        for i, w in enumerate(words):
            if w == "--model" and i + 1 < len(words) and not words[i + 1].startswith("-"):
                models.add(words[i + 1])
            elif w.startswith("--model="):
                models.add(w.split("=", 1)[1])
    models.discard("")
    return next(iter(models)) if len(models) == 1 else None


def parse_blocks(data: bytes, *, source: str) -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    """The printed blocks of one file as ``[(where, result, facts)]``: ``where`` is ``FILE:LINE``
    (the header's line), ``result`` a summary-only vllm bench result, ``facts`` what was read
    how (``printed``: {result key: printed text}, ``unread``: labels seen and not read,
    ``model_from``: the command line's text or None)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 (byte {exc.start})", path=source, rule=RULE) from None
    lines = text.lstrip("\ufeff").splitlines()
    heads = [i for i, line in enumerate(lines) if HEADER.match(line)]
    if not heads:
        raise InputError("no printed 'Serving Benchmark Result' block", path=source, rule=RULE)
    out = []
    prev_end = 0
    for n, h in enumerate(heads, 1):
        where = f"{source}:{h + 1}"
        nxt = heads[n] if n < len(heads) else len(lines)
        end = next((j for j in range(h + 1, nxt) if _CLOSE.match(lines[j])), None)
        if end is None:
            raise InputError(f"block {n} of {len(heads)} (line {h + 1}): no closing line of '=' before "
                             f"{'the next block' if n < len(heads) else 'the end of the file'}: a truncated block",
                             path=source, rule=RULE)
        result: dict[str, Any] = {}
        printed: dict[str, str] = {}
        unread: list[str] = []
        seen: set[str] = set()
        for j in range(h + 1, end):
            line = lines[j]
            if not line.strip() or _SECTION.match(line):
                continue
            m = _LINE.match(line)
            if m is None or not m.group("value"):
                raise InputError(f"block {n} (line {h + 1}), line {j + 1}: {line.strip()[:60]!r} is neither "
                                 "'Label: value' nor a section rule", path=source, rule=RULE)
            label, value = m.group("label").strip(), m.group("value")
            key = label.lower()
            if key in seen:
                raise InputError(f"block {n} (line {h + 1}), line {j + 1}: {label!r} printed twice in one block "
                                 "(two runs merged?)", path=source, rule=RULE)
            seen.add(key)
            sm = _STAT_LINE.match(label)
            if sm is not None:
                stat = sm.group("stat").lower()
                rkey = f"{stat}_{_METRIC[sm.group('metric')]}_ms"
                result[rkey] = _number(value, "num", where=f"{source}:{j + 1}", label=label)
                printed[rkey] = value.strip()
            elif key in LABELS:
                rkey, kind = LABELS[key]
                v = _number(value, kind, where=f"{source}:{j + 1}", label=label)
                if rkey in result and result[rkey] != v:
                    raise InputError(f"block {n} (line {h + 1}), line {j + 1}: {label!r} is {value.strip()}, but "
                                     f"{printed[rkey]} was printed above for the same setting", path=source, rule=RULE)
                result[rkey] = v
                printed[rkey] = value.strip()
            else:
                unread.append(label)
        # the settings vLLM prints on their own lines before the progress bar, since the last block
        for j in range(prev_end, h):
            m = _LINE.match(lines[j])
            if m is None or m.group("label").strip().lower() not in _SETTING_LINES or not m.group("value"):
                continue
            rkey, kind = LABELS[m.group("label").strip().lower()]
            try:
                v = _number(m.group("value"), kind, where=f"{source}:{j + 1}", label=m.group("label").strip())
            except InputError:
                continue  # prose that happens to start like a setting line: not read
            if rkey not in result:
                result[rkey] = v
                printed[rkey] = m.group("value").strip()
            elif result[rkey] != v:
                raise InputError(f"block {n} (line {h + 1}): {m.group('label').strip()} is {printed[rkey]} in the "
                                 f"block but {m.group('value').strip()} on line {j + 1} before it", path=source,
                                 rule=RULE)
        measured = [k for k in result if k not in ("request_rate", "max_concurrency", "backend")]
        if not measured:
            raise InputError(f"block {n} (line {h + 1}): no measurement printed", path=source, rule=RULE)
        model = _command_model(lines[prev_end:h])
        if model is not None:
            result["model_id"] = model
        out.append((where, result, {"printed": printed, "unread": unread, "model": model}))
        prev_end = end + 1
    return out


def describe(data: bytes, source: str) -> str:
    blocks = parse_blocks(data, source=source)
    sgl = sum(1 for _, r, _ in blocks if "backend" in r)
    who = "SGLang bench_serving" if sgl == len(blocks) else "vllm bench serve / benchmark_serving.py" if not sgl \
        else "vLLM and SGLang"
    return f"printed 'Serving Benchmark Result' block(s) ({who}): {len(blocks)} result(s), summary-only (printed aggregates)"


def _stem(f: Any) -> str:
    name = Path(str(f)).name
    for suf in (".txt", ".log", ".md", ".out"):
        if name.lower().endswith(suf):
            return name[: -len(suf)]
    return Path(name).stem or name


def run(files, arms, out, **kw):
    """Import the printed blocks of ``files``: one arm per block. ``arms``: one name per block
    (across the files, in order), or one per file when every file holds one block; empty: the
    file's name (one block) or ``NAME-bN`` (block N of a file with several)."""
    from claimcheck.errors import UsageError
    from claimcheck.witnesses import vllm_bench

    if kw.get("select") or kw.get("exclude"):
        raise UsageError("--select / --exclude are not read for printed blocks: name every block with --arm, or "
                         "cut the file", rule="usage")
    pre = []
    per_file = []
    for f in files:
        data = vllm_bench.read_source(f)
        name = vllm_bench.display_name(f)
        blocks = parse_blocks(data, source=name)
        per_file.append((f, name, blocks))
        pre.append((f, data, [(where, r) for where, r, _ in blocks], []))
    total = sum(len(b) for _, _, b in per_file)
    arms = list(arms or [])
    if arms:
        if len(arms) == total:
            names = arms
        elif len(arms) == len(files):
            many = next((p for p in per_file if len(p[2]) > 1), None)
            if many is not None:
                raise UsageError(f"{many[1]} holds {len(many[2])} printed blocks (lines "
                                 f"{', '.join(w.rsplit(':', 1)[1] for w, _, _ in many[2])}): give one --arm per block "
                                 f"({total} in all), never one for the file (the blocks would be merged)",
                                 rule="usage")
            names = arms
        else:
            raise UsageError(f"{len(files)} file(s) hold {total} printed block(s) but {len(arms)} --arm names were "
                             "given: give one --arm per block", rule="usage")
    else:
        names = []
        for _, name, blocks in per_file:
            stem = _stem(name) if name != "<stdin>" else "stdin"
            names += [stem] if len(blocks) == 1 else [f"{stem}-b{i}" for i in range(1, len(blocks) + 1)]
        dup = next((a for a in names if names.count(a) > 1), None)
        if dup is not None:
            raise UsageError(f"two blocks would both be arm {dup!r} (files of one name): give one --arm per block",
                             rule="usage")
    notes = []
    printed_by_result = {}
    unread: dict[str, list[str]] = {}
    backends: set[str] = set()
    for _, name, blocks in per_file:
        for where, r, facts in blocks:
            printed_by_result[where] = facts["printed"]
            if facts["unread"]:
                unread.setdefault(", ".join(facts["unread"]), []).append(where)
            if facts["model"]:
                notes.append(f"{where}: model {facts['model']} from the benchmark command line before the block")
            if r.get("backend"):
                backends.add(str(r["backend"]))
    for labels, wheres in unread.items():
        notes.append(f"printed and not read ({'every block' if len(wheres) == total else ', '.join(wheres)}): "
                     f"{labels}")
    if backends:
        notes.append(f"'Backend: {', '.join(sorted(backends))}' is the client's request format: recorded as "
                     "client_backend, not as the engine")
    return vllm_bench.import_vllm_bench(files, names, out, tool="vllm-bench-text", preloaded=pre,
                                        source_suffix=".txt", extra_notes=notes, printed_text=printed_by_result,
                                        **kw)
