"""Context descriptors a write-up gives of its run (production: descriptor -- claimcheck/claims/grammar.lark),
read into context facts and checked against what the witness itself records.

Read (each only after a preposition, in parentheses, or chained by "and" / "," to another descriptor,
as every context fact is: "beat vLLM" is not a statement about the engine):

* hardware: ``16 NVIDIA GB300 NVL72 GPUs`` (a GPU count without "x"), ``Jetson Orin``, Apple silicon
  (``M1 Max``, ``Mac M1``, ``Apple M2 Pro``), a GPU's package and memory after its name (``H100 SXM
  80GB``, ``RTX 3070 (8 GB VRAM)``, ``with 24GB VRAM``, ``with 16GB RAM``), an LLVM target glossed by
  its cards (``gfx942 (MI300X/MI325X)``, only when every card named is of that target); GPU counts in words
  (``four H100s``), bare counts (``on 4 GPUs``, ``across eight GPUs``, ``on an 8-GPU node``), plural GPU names
  (``on H100s``), a count after the GPU (``an H100 x4 node``), an RTX card by its model number alone (``on a single
  4090``, ``on my 4090``, ``2x 4090``), a series named as a class (``MI300-class GPUs``),
  GPU architecture families (``on Hopper``, ``NVIDIA Ampere GPUs``, ``CDNA 3``: vocabulary.GPU_FAMILIES), node
  counts (``a single node``, ``two nodes``) and ``CPU-only``;
* software versions: ``ROCm 6.1``, ``PyTorch 2.3``, ``CUDA 12.4`` (also ``on top of``);
* parallelism: ``TP2``, ``tp=8``, ``TP 4``, ``DP1×SP8``, ``EP8``, ``tensor parallel size 4``;
* datasets: ``on ShareGPT``, ``the ShareGPT dataset``, ``over MT-Bench, HumanEval, and SpeedBench``;
* workloads: ``ISL/OSL = 8192/1``, ``ISL=1024, OSL=128``, ``workload 8K/1``, ``prefill-only``,
  ``a single-user request`` (concurrency 1);
* model names: ``GPT-OSS 20B``, ``Llama 70B models``, ``Llama3-8B inference``.

Checked (``check_descriptor``): a fact agrees when the witness's own record (``witness.json``: its
hardware string, its settings and each arm's, its model id) says the same; it is contradicted only
by a value the witness records under that very key (another version, another tensor-parallel size,
another dataset it names, another Apple chip or a GPU where an Apple chip is named); anything the
witness does not record is unknowable. A memory amount is never contradicted (a GPU's memory and the
host's RAM are both written "N GB"): it agrees when the hardware string records that amount, or records none and
names only GPUs made in that one size (vocabulary.GPU_MEMORY_GB). In the scope an amount may stand on its own
("RTX 4090, 48GB": ``_scope_memory``). A GPU family agrees
where every GPU the hardware string names belongs to it and is contradicted only where every one is a known GPU of
another family (``_check_family``); a node count is checked only against a node count the witness records.
"""

from __future__ import annotations

import re
from typing import Any

from claimcheck.claims import controls
from claimcheck.claims.controls import KEYS as CONTROL_KEYS
from claimcheck.claims.cores import Core
from claimcheck.claims.draft_models import check_draft as _check_draft, read_draft as _read_draft
from claimcheck.claims.reading import ContextFact, ContextOutcome, Span
from claimcheck.claims.vocabulary import (
    APPLE_CHIP_RE, APPLE_TIERS, DATASET_KEYS, DATASETS, FACT_PREPS, GPU_FORM_WORDS, GPU_MEMORY_IDENT, GPU_RE,
    GPU_SERIES, GPUS,
    MEMORY_RE, MEMORY_WORDS, MODEL_FAMILIES, PARALLEL_KEYS, PARALLEL_PREFIXES, PARALLEL_WORDS, SEQ_LEN_KEYS,
    SETTING_RUN_NOUNS, SINGLE_BATCH, SINGLE_USER, SINGLE_USER_GOALS, SOFTWARE_VERSION_KEYS, SOFTWARE_VERSIONS, TRANSITION_RATE_UNITS,
    CLIENT_TOOLS, CLIENT_TOOL_COMMANDS, CPU_PART_RE, CLIENT_TOOL_IMPORTERS, CLIENT_TOOL_KIN, CPU_PATH_RE, GPU_FAMILY_VENDOR, GPU_FAMILY_WORDS, GPU_MEMORY_GB, NUMBER_WORDS, RTX_DETERMINERS, RTX_NUMBER,
    gpu_family_of, CONTROL_ADJECTIVES, CONTROL_HELD_PHRASES, CONTROL_PHRASES, CONTROL_VALUE_UNITS, SAME_GROUP_QUANTS, SAME_HELD_PHRASES, SAME_UNCHECKED_NOUNS, SPEC_METHOD_NAMES,
)

_LEADS = FACT_PREPS | {"at", "over", "across", "from", "running", "serving"}
#: labels whose colon, at a sentence's start, leads a hardware descriptor ("Hardware: 1x RTX 4090"): inert only with
#: the descriptor read after them (``_hw_label``; "hardware" and "setup" are never prose on their own)
_HW_LABELS = frozenset({"hardware", "setup", "testbed", "environment", "rig"})
#: what may join the facts of a setup label ("H100, vLLM 0.6.3:", "vLLM 0.6.3 / H100:", "on H100 and Llama-3.1-8B:")
_LABEL_JOINERS = frozenset({",", "/", "and", "+", "on", "with", "\u00b7"})  # "\u00b7": "1x A100 \u00b7 16 concurrent \u00b7 ..."
_SETUP_WORDS = frozenset({"tested", "benchmarked", "measured", "evaluated", "profiled", "served", "deployed", "run",
                          "ran"})
_VENDORS = ("nvidia", "amd", "instinct", "tesla", "geforce", "apple")
_VERSION = re.compile(r"^v?\d+(?:\.\d+)+(?:[a-z]+\d*)?$|^v\d+$")
_PAR = re.compile(r"^(tp|dp|pp|ep|sp)(\d+)$")
_BS = re.compile(r"^bs([1-9]\d*)$")
_MEM = re.compile(r"^(\d+(?:\.\d+)?)(gb|gib|tb)$")
_KLEN = re.compile(r"^(\d+(?:\.\d+)?)([km])$")
_SIZE = re.compile(r"^\d+(?:\.\d+)?[bm]$")
_CHIP = re.compile(r"^m([1-9])$")
_GPU_MEM = GPU_MEMORY_IDENT  # "A100-80GB", "A100-SXM4-80GB"
_VER_SIZE = re.compile(r"^\d+(?:\.\d+)?-\d+(?:\.\d+)?[bm]$")  # "3.1-8B" of "Llama 3.1-8B"
_DS: list[tuple[tuple[str, ...], str]] = sorted(((tuple(p.split()), k) for k, ps in DATASETS.items() for p in ps),
                                                key=lambda x: -len(x[0]))
_QUANT = re.compile(r"^(?:q[2-8](?:_k)?(?:_[0-9a-z]{1,2})?|fp8|fp16|bf16|fp4|nvfp4|mxfp4|int8|int4|w8a8|w4a16|w4a8|awq|gptq)$")
_QUANT_WORDS = frozenset({"fp8", "fp16", "bf16", "fp4", "nvfp4", "mxfp4", "int8", "int4", "w8a8", "w4a16", "w4a8", "awq",
                          "gptq"})
_DS_FIRST: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _w, _n in _DS:
    _DS_FIRST.setdefault(_w[0], []).append((_w, _n))
_DS_NOUNS = ("dataset", "datasets", "benchmark", "benchmarks", "prompts", "workload", "workloads", "traces")


def _sp(c, a: int, b: int) -> Span:
    t = c.r.toks
    return Span(start=t[a].start, end=t[b - 1].end, text=c.r.text[t[a].start:t[b - 1].end])


#: prepositions that lead a descriptor and are not inert words: taken with the fact they lead
_OWN_LEADS = ("over", "using", "via", "through", "from", "under", "across")


def add_fact(c, kind: str, key: str, value: Any, a: int, b: int) -> None:
    k = a - 1 if c.w(a - 1) in ("the", "a", "an") else a
    if c.w(k - 1) in _OWN_LEADS and c.free(k - 1):
        a = k - 1
        c.take(a, k)
    c.r.facts.append(ContextFact(kind=kind, key=key, value=value, span=_sp(c, a, b), source=c.r.source))


def hyphen_joined(c, k: int) -> bool:
    """Token k is joined to token k-1 by one hyphen ("GPT-OSS", "single-user", "prefill-only")."""
    t = c.r.toks
    return k > 0 and k < len(t) and c.r.text[t[k - 1].end:t[k].start] == "-"


def _lead(c, i: int) -> bool:
    """A preposition within three words before i, a parenthesis right before it, the scope, or
    ``and`` / ``,`` right after another fact."""
    if c.r.source != "statement":
        return True
    if i > c.i0 and c.w(i - 1) == "(":
        return True
    if any(c.w(k) in _LEADS for k in range(max(c.i0, i - 3), i)):
        return True
    if i - 1 > c.i0 and c.w(i - 1) == ":" and c.w(i - 2) in _HW_LABELS and i - 2 == c.i0:
        return True  # "Hardware: 1x RTX 4090", "Setup: 2x H100": a label of the run's hardware (_hw_label)
    if setup_label_at(c, i):
        return True  # "Llama-3.1-8B: SGLang is 2.5x faster", "H100, vLLM 0.6.3: ...": a setup label (production setup_label)
    if i - 1 > c.i0 and c.w(i - 1) in ("and", ",") and c.r.facts:
        f = c.r.facts[-1]
        return f.span is not None and f.span.end == c.r.toks[i - 2].end
    return False


def setup_label_at(c, i: int) -> bool:
    """Token ``i`` is in a setup label: the clause opens with facts (every word before ``i`` read, or "," / "/" /
    "and") and a colon follows within seven tokens, with no arm, parenthesis or sentence end before it ("Llama-3.1-8B:
    SGLang is 2.5x faster than vLLM", "H100, vLLM 0.6.3: mean TTFT 120 ms -> 80 ms"). The facts read there are context,
    checked as the same words in a scope; a word no construct reads stays unread."""
    if c.r.source != "statement" or i < c.i0:
        return False
    pair = _label_arm_pair(c, i)
    if any(not (c.r.used[k] or c.w(k) in _LABEL_JOINERS) for k in range(pair or c.i0, i)):
        return False
    for k in range(i + 1, min(i + _LABEL_REACH, c.i1)):
        if c.w(k) == ":" and c.free(k) or label_dash_at(c, k):
            for x in range(pair or c.i0, i):  # the joiners between the label's facts ("H100 / vLLM:") are read with them
                if c.free(x) and c.w(x) in _LABEL_JOINERS:
                    c.take(x, x + 1, "inert")
            if c.w(k) != ":":
                e = k + 2 if c.w(k + 1) == "-" and c.r.toks[k + 1].start == c.r.toks[k].end else k + 1
                c.take(k, e, "inert")  # production: setup_dash -- the dash closes the label as its colon would
                c.r.__dict__.setdefault("label_dashes", set()).update(range(k, e))
            return True
        if c.w(k) in (".", ";", "(", ")", "!", "?"):
            return False
        if c.r.toks[k].kind == "arm" and not (c.w(k - 1) == "," and _label_arm_ends(c, k)):
            return False
    return False


#: how far after a label's fact its colon (or dash) may be: a setup lead lists up to about six facts ("llmperf, 16
#: concurrent, 550 in / 150 out, 1x A100 - vLLM: ..."); each word of the stretch must still be read by a construct
_LABEL_REACH = 24
#: dashes that close a setup lead as a colon does: an en or em dash, a spaced hyphen, a spaced double hyphen
_LABEL_DASHES = frozenset({"\u2014", "\u2013", "-", "--"})


def label_dash_at(c, k: int) -> bool:
    """production: setup_dash -- token k is a dash that ends a setup lead ("16 concurrent, 1x A100 - vLLM: 1,420
    tok/s vs 1,010 for TGI", "8xH100 \u2014 SGLang is 2.1x faster than vLLM"): an en or em dash, or a hyphen written
    apart from both its neighbours (never "1.8-2.7x", "GPT-OSS", "8-bit"), free, with a word after it."""
    t = c.tok(k)
    taken = c.r.__dict__.setdefault("label_dashes", set())
    if k in taken and t is not None:
        return True  # an earlier fact of the same label took it
    if t is None or t.kind != "punct" or t.text not in _LABEL_DASHES or not c.free(k) or c.tok(k + 1) is None:
        return False
    if t.text in ("-", "--"):
        toks, text = c.r.toks, c.r.text
        e = k + 1
        if c.w(e) == "-" and c.free(e) and toks[e].start == t.end and c.tok(e + 1) is not None:
            e += 1  # "--" written as two hyphens
        if k == 0 or not text[toks[k - 1].end:t.start].isspace() or not text[toks[e - 1].end:toks[e].start].isspace():
            return False
        if e == k + 2:
            k += 1
    from claimcheck.claims.vocabulary import CHANGE_COPULAS, CHANGE_INTRANS, CHANGE_VERBS

    if any(c.w(x) in CHANGE_INTRANS or c.w(x) in CHANGE_VERBS or c.w(x) in CHANGE_COPULAS for x in range(c.i0, k)):
        return False  # a clause that already says something before it ("Output throughput rose from 29.9 to 58.3 tok/s
        # in our tests \u2014 a 1.95x gain"): the dash opens its gloss, never closes a setup lead (a lead has no verb)
    before = c.tok(k - 1)
    if (c.tok(k + 1).kind == "num" or c.w(k + 1) in ("~", "\u2248", "$")) and (
            before is None or before.kind == "num" or c.w(k - 1) in ("%", "x", "ms", "s")):
        return False  # "1,200 - 1,400 tok/s", "2x \u2013 3x", "10% - 20%": a range's dash, never a label's
    return True


def _label_arm_pair(c, i: int) -> int:
    """production: setup_label_arms -- the arms a setup label opens with, before "," and its facts ("FP8 vs BF16, 1x
    H200: 3.02 vs 2.03 req/s", "vLLM vs SGLang, Llama-3.1-8B, H100: ..."): the index right after their ",", else 0.
    Only ARM ("vs" | "versus" | "/") ARM at the clause's start; the arms are read by the label's own construct."""
    k = c.i0
    if c.tok(k) is None or c.r.toks[k].kind != "arm":
        return 0
    while k < i and c.r.toks[k].kind == "arm":
        k += 1
    if c.w(k) not in _PAIR_WORDS:
        return 0
    k += 1
    if k >= i or c.r.toks[k].kind != "arm":
        return 0
    while k < i and c.r.toks[k].kind == "arm":
        k += 1
    return k + 1 if k < i and c.w(k) == "," else 0


_PAIR_WORDS = frozenset({"vs", "vs.", "versus", "/"})


def _label_arm_ends(c, k: int) -> bool:
    """The arm at token k is the last item of a setup label ("Qwen3-32B, 2x H200, 16 concurrent streams: ..."):
    only arm words (or its own glued words) up to the colon."""
    e = k
    while e < c.i1 and c.r.toks[e].kind == "arm":
        e += 1
    return c.w(e) == ":"


def _prev_fact(c, i: int, kinds: tuple[str, ...], keys: tuple[str, ...]) -> int | None:
    """The index in ``c.r.facts`` of a fact of that kind/key whose span ends right before token i."""
    if i <= c.i0:
        return None
    end = c.r.toks[i - 1].end
    for n in range(len(c.r.facts) - 1, max(-1, len(c.r.facts) - 4), -1):
        f = c.r.facts[n]
        if f.kind in kinds and f.key in keys and f.span is not None and f.span.end == end:
            return n
    return None


def _extend(c, n: int, b: int) -> None:
    f = c.r.facts[n]
    a = next(k for k, t in enumerate(c.r.toks) if t.start == f.span.start)
    c.r.facts[n] = f.model_copy(update={"span": _sp(c, a, b)})


def _num(c, k: int) -> Any:
    t = c.tok(k)
    return t if t is not None and t.kind == "num" and t.value is not None and c.free(k) else None


_TRIGGERS = frozenset(w[0] for w in SPEC_METHOD_NAMES) | frozenset({"mtp", "num_speculative_tokens", "input", "output", "prompt", "avg", "average", "mean",
                       "synthetic", "low", "high", "lower", "higher", "moderate", "medium"}) | _QUANT_WORDS | frozenset(SOFTWARE_VERSIONS) | frozenset(PARALLEL_PREFIXES) | frozenset(PARALLEL_WORDS) | frozenset(
    w[0] for w, _ in _DS) | frozenset(MODEL_FAMILIES) | {"on", "-", "the", "a", "one", "single", "isl", "osl", "workload", "batch", "~", "\u2248", "about", "around", "roughly",
                                                         "approximately", "approx", "approx.",
                                                         "prefill", "nvidia", "jetson", "orin", "apple", "mac",
                                                         "macbook", "inference", "amd", "cdna", "cpu", "dual", "quad", "dgx", "hgx", "geforce", "rtx",
                                                         "hardware", "setup", "testbed", "environment", "rig"} | {
    w[0] for ws in CLIENT_TOOLS.values() for w in ws} | _SETUP_WORDS | frozenset(
    GPU_FAMILY_WORDS) | frozenset(w for w, n in NUMBER_WORDS.items() if n <= 20) | {"same", "identical"} | frozenset(
    h[0] for h in SAME_HELD_PHRASES) | SAME_GROUP_QUANTS | {"this", "these", "our"} | SINGLE_USER_GOALS | frozenset(
    h[0] for h in CONTROL_HELD_PHRASES)


def read_descriptor(c, i: int) -> int:
    """The descriptor starting at token i of clause ``c`` (a ``grammar._Clause``): tokens taken, or 0."""
    if not c.free(i):
        return 0
    n = _read_draft(c, i)  # production draft_model: a model named as the draft is never the served model
    if n:
        return n
    t = c.r.toks[i]
    n = _arm_memory(c, i) or _no_gpu(c, i)
    if n:
        return n
    n = _control(c, i)  # production same_control: "at equal concurrency", "with concurrency fixed at 32"
    if n:
        return n
    if c.w(i) not in _TRIGGERS and t.kind not in ("num", "ident") and not (t.kind == "arm" and t.low == "mtp"):
        return (_suffix(c, i) or _setting_suffix(c, i)) if c.r.facts else 0
    for f in (_suffix, _setting_suffix, _single_batch, _bs_ident, _software, _parallel, _dataset, _in_out_lengths, _seq_len, _prefill_only, _single_user, _jetson, _apple,
              _cpu_part, _gpu_count, _gpu_plural, _gpu_times, _gpu_class, _gpu_family, _nodes, _cpu_only, _gpu_system, _setup_participle, _rtx, _rtx_bare, _hw_label,
              _scope_memory, _client_tool, _speculative, _spec_method, _synthetic_acceptance, _paren_quant, _paren_rate, _glossed_concurrency, _model, _same_fragment, _same, _this):
        n = f(c, i)
        if n:
            return n
    return 0


# --- software versions: "ROCm 6.1", "on top of ROCm 6.1 and PyTorch 2.3" --------------------------
def _software(c, i: int) -> int:
    j = i
    if c.seq(i, ("on", "top", "of")):
        j = i + 3
    key = SOFTWARE_VERSIONS.get(c.w(j))
    v = c.tok(j + 1)
    if key is None or v is None or not c.free(j) or not c.free(j + 1) or v.kind not in ("num", "ident") \
            or not _VERSION.match(v.text.lower()) or (j == i and not _lead(c, i)):
        return 0
    c.take(i, j + 2)
    add_fact(c, "setting", key, v.text.lstrip("vV"), i, j + 2)
    return j + 2 - i


# --- the benchmark client: "(AIPerf, 200 reqs)", "with GuideLLM", "Raising AIPerf concurrency from 1 to 16" ---------
def _client_tool(c, i: int) -> int:
    """production: client_tool -- a benchmark client's name (vocabulary.CLIENT_TOOLS) after a lead (a preposition,
    a parenthesis, another fact, as every descriptor): the setting client_tool, checked against the importer the
    witness records (``witness_client_tool``). Before a setting noun ("Raising AIPerf concurrency from 1 to 16") it
    is not read: the transition reads the noun right after its verb."""
    for name, spells in CLIENT_TOOLS.items():
        for ws in spells:
            end = i + len(ws)
            if not c.seq(i, ws) or not all(c.free(k) for k in range(i, end)) or any(
                    c.r.text[c.r.toks[k - 1].end:c.r.toks[k].start] != (" " if ws in CLIENT_TOOL_COMMANDS else "-")
                    and not (ws not in CLIENT_TOOL_COMMANDS and c.r.text[c.r.toks[k - 1].end:c.r.toks[k].start] == "_")
                    for k in range(i + 1, end)):
                continue  # production: client_command -- "vllm bench serve": a command's words apart, else joined
            if not _lead(c, i):
                return 0
            c.take(i, end)
            add_fact(c, "setting", "client_tool", name, i, end)
            return end - i
    return 0


def cpu_part_end(c, k: int) -> int:
    """The end of a desktop CPU's model number at token k (vocabulary.CPU_PART_RE), its letters glued to its digits
    ("7950X" is lexed "7950" "X"), or 0."""
    t = c.tok(k)
    if t is None or not c.free(k) or t.kind not in ("num", "ident") or (t.kind == "num" and t.decimals):
        return 0
    e = k + 1
    if t.kind == "num" and c.tok(e) is not None and c.free(e) and c.tok(e).kind in ("word", "ident") \
            and c.r.toks[e].start == c.r.toks[k].end:
        e += 1
    if c.tok(e) is not None and c.r.toks[e].start == c.r.toks[e - 1].end and c.tok(e).kind in ("word", "ident", "num"):
        return 0  # more glued on: not the part's whole name
    return e if CPU_PART_RE.match(c.r.text[c.r.toks[k].start:c.r.toks[e - 1].end].lower()) else 0


def _cpu_part(c, i: int) -> int:
    """production: cpu_part -- "on the 7950X", "a 5800X3D", "on my 14900K", "an i9-13900K box": a desktop CPU by its
    model number alone (vocabulary.CPU_PART_RE, its letters glued to its digits), after a lead as every descriptor:
    hardware cpu, checked against the hardware string's own part (statistics.check_context: agrees only where the
    record names that very part; never false)."""
    e = cpu_part_end(c, i)
    if not e or (i > c.i0 and c.r.text[c.r.toks[i - 1].end:c.r.toks[i].start] == "-") or not _lead(c, i):
        return 0
    b = e + (c.w(e) in _HOST_HEADS and c.free(e) and c.tok(e).kind != "arm")
    c.take(i, b)
    add_fact(c, "hardware", "cpu", c.r.text[c.r.toks[i].start:c.r.toks[e - 1].end], i, b)
    return b - i


def witness_client_tool(ev) -> set[str] | None:
    """The benchmark clients the witness may have been measured with: from its importer ("fak witness import aiperf")
    or its aggregate source; the aiperf importer reads AIPerf's and GenAI-Perf's exports alike, told apart by the
    imported file's name (profile_export_aiperf.json / profile_export_genai_perf.json), else either. None: the witness
    names no importer (a run of its own, or a record that does not say)."""
    w = getattr(ev, "witness", None) or {}
    m = re.match(r"fak witness import (\S+)", str(w.get("importer") or ""))
    tool = m.group(1) if m else (str(w.get("aggregate_source") or "").split(":")[0].strip().lower() or None)
    tool = CLIENT_TOOL_IMPORTERS.get(tool, tool)
    if not tool:
        return None
    if tool == "aiperf":
        files = " ".join(str(f.get("file", "")) for f in (w.get("imported_from") or []) if isinstance(f, dict)).lower()
        ai, genai = "aiperf" in files, ("genai_perf" in files or "genai-perf" in files)
        return {"aiperf"} if ai and not genai else {"genai-perf"} if genai and not ai else {"aiperf", "genai-perf"}
    return {tool}


def _check_client_tool(fact, ev, O):
    tools = witness_client_tool(ev)
    if tools is None:
        return O("unknowable", "the witness records no benchmark client (no importer)")
    if tools == {fact.value}:
        return O("agrees", f"the witness was imported from {fact.value}'s results")
    if fact.value in tools:
        return O("unknowable", f"the witness's importer reads {' and '.join(sorted(tools))} alike")
    if any(fact.value in kin and tools <= kin for kin in CLIENT_TOOL_KIN):
        return O("unknowable", f"the witness was imported as {' / '.join(sorted(tools))} results, a format "
                               f"{fact.value} also writes")
    return O("contradicted", f"the witness was imported from {' / '.join(sorted(tools))} results, not {fact.value}'s")


# --- parallelism: "TP2", "tp=8", "DP1×SP8", "tensor parallel size 4" --------------------------------
def _par_one(c, k: int) -> tuple[str, int, int] | None:
    t = c.tok(k)
    if t is None or not c.free(k):
        return None
    m = _PAR.match(c.w(k)) if t.kind == "ident" else None
    if m:
        return PARALLEL_PREFIXES[m.group(1)], int(m.group(2)), k + 1
    if c.w(k) in PARALLEL_PREFIXES and t.kind == "word":
        q = k + 1 + (c.w(k + 1) == "=" and c.free(k + 1))
        n = _num(c, q)
        if n is not None and n.decimals == 0:
            return PARALLEL_PREFIXES[c.w(k)], int(n.value), q + 1
    if c.w(k) in PARALLEL_WORDS and c.w(k + 1) in ("parallel", "parallelism") and c.free(k + 1):
        q = k + 2
        if c.w(q) in ("size", "degree") and c.free(q):
            q += 1
        if c.w(q) in ("=", "of") and c.free(q):
            q += 1
        n = _num(c, q)
        if n is not None and n.decimals == 0:
            return PARALLEL_PREFIXES[PARALLEL_WORDS[c.w(k)]], int(n.value), q + 1
    return None


def _parallel(c, i: int) -> int:
    j = i
    while c.w(j) == "-" and c.free(j) and j - i < 2:  # "--tensor-parallel-size 4"
        j += 1
    got = _par_one(c, j)
    if got is None or not (_lead(c, i) or j > i):
        return 0
    out = [got]
    end = got[2]
    while c.w(end) in ("×", "x", ",", "/") and c.free(end):
        nxt = _par_one(c, end + 1)
        if nxt is None:
            break
        out.append(nxt)
        end = nxt[2]
    c.take(i, end)
    for key, n, _ in out:
        add_fact(c, "setting", key, float(n), i, end)
    return end - i


# --- datasets: "on ShareGPT", "the ShareGPT dataset", "over MT-Bench, HumanEval, and SpeedBench" --------
def _ds_at(c, k: int) -> tuple[str, int] | None:
    for words, name in _DS_FIRST.get(c.w(k), ()):
        if c.seq(k, words):
            return name, k + len(words)
    return None


#: the nouns of counted requests a dataset's name may stand before ("All 200 ShareGPT requests")
_COUNTED_NOUNS = ("requests", "prompts", "queries", "tasks", "reqs")


def counted_dataset_at(c, k: int) -> tuple[str, int] | None:
    """Production counted_dataset: a dataset's name at token ``k`` between a count and its noun of counted requests
    ("All 200 ShareGPT requests completed", "200 random prompts", "1,000 sonnet requests"): what the counted requests
    were, the run's dataset (the count's frame adds the fact once it reads the count: grammar's all_count and count),
    checked as "on ShareGPT" is. (name, the noun's token) -- for the spellings that hold the noun ("random prompts",
    "synthetic prompts") the name ends before it -- or None; nothing is taken here."""
    got = _ds_at(c, k)
    if got is None:
        return None
    name, end = got
    if end - 1 > k and c.w(end - 1) in _COUNTED_NOUNS:
        noun = end - 1  # "random prompts": the spelling's last word is the noun
    elif c.w(end) in _COUNTED_NOUNS:
        noun = end
    else:
        return None
    if not all(c.free(x) for x in range(k, noun + 1)):
        return None
    return name, noun


def _dataset(c, i: int) -> int:
    j = c.skip_the(i) if c.w(i) in ("the", "a") else i
    first = _ds_at(c, j)
    if first is None:
        return 0
    names, end = [first[0]], first[1]
    while True:
        k = end
        if c.w(k) == "," and c.free(k):
            k += 1
        if c.w(k) == "and" and c.free(k):
            k += 1
        if k == end:
            break
        nxt = _ds_at(c, k)
        if nxt is None:
            break
        names.append(nxt[0])
        end = nxt[1]
    noun = c.w(end) in _DS_NOUNS and c.free(end)
    if noun:
        end += 1
    if not (_lead(c, i) or noun):
        return 0
    if names == ["random"] and not noun and first[1] - j < 2:
        return 0
    c.take(i, end)
    add_fact(c, "setting", "dataset", ", ".join(dict.fromkeys(names)), i, end)
    return end - i


# --- sequence lengths: "ISL/OSL = 8192/1", "ISL=1024, OSL=128", "workload 8K/1" -----------------------
def len_at(c, k: int) -> tuple[str, int] | None:
    t = c.tok(k)
    if t is None or not c.free(k):
        return None
    if t.kind == "num" and t.value is not None and t.decimals == 0:
        return t.text.replace(",", ""), k + 1
    if t.kind == "ident" and _KLEN.match(c.w(k)):
        return t.text.upper(), k + 1
    return None


def _seq_len(c, i: int) -> int:
    j = i
    pair = None
    if c.seq(i, ("isl", "/", "osl")):
        j = i + 3
        if c.w(j) in ("=", "of", ":") and c.free(j):
            j += 1
        pair = True
    elif c.w(i) == "workload" and c.free(i):
        j, pair = i + 1, False
    elif _KLEN.match(c.w(i)) and c.tok(i).kind == "ident" and c.w(i + 1) == "/" and _lead(c, i):
        a, b = len_at(c, i), len_at(c, i + 2)  # "at 1K/1K", "(8K/1K)": input and output lengths
        if a is None or b is None or not c.free(i + 1):
            return 0
        c.take(i, b[1])
        add_fact(c, "setting", "input_len", a[0], i, b[1])
        add_fact(c, "setting", "output_len", b[0], i, b[1])
        return b[1] - i
    if pair is not None:
        a = len_at(c, j)
        if a is None or c.w(a[1]) != "/" or not c.free(a[1]):
            return 0
        b = len_at(c, a[1] + 1)
        if b is None:
            return 0
        if pair is False and not a[0][-1].isalpha():
            return 0  # "workload 8192/1" with no "K": a fraction, not lengths
        c.take(i, b[1])
        s = i if pair else j
        if pair is False:
            c.r.used[i] = "inert"  # the noun "workload" asserts nothing by itself
        add_fact(c, "setting", "input_len", a[0], s, b[1])
        add_fact(c, "setting", "output_len", b[0], s, b[1])
        return b[1] - i
    if c.w(i) == "isl" and c.free(i):  # "ISL 550 / OSL 150", "ISL 1024, OSL 128" (production in_out_lengths)
        a = len_at(c, i + 1 + (c.w(i + 1) in ("=", ":")))
        if a is not None and c.w(a[1]) in ("/", ",") and c.free(a[1]) and c.w(a[1] + 1) == "osl" and c.free(a[1] + 1):
            q = a[1] + 2 + (c.w(a[1] + 2) in ("=", ":"))
            b = len_at(c, q)
            if b is not None and _lead(c, i):
                c.take(i, b[1])
                add_fact(c, "setting", "input_len", a[0], i, b[1])
                add_fact(c, "setting", "output_len", b[0], i, b[1])
                return b[1] - i
    # "input length 1024", "output length of 128", "input/output lengths of 1024/128"
    if c.w(i) in ("avg", "average", "mean") and c.w(i + 1 + (c.w(i + 1) == ".")) in ("input", "output", "prompt"):
        j = i + 1 + (c.w(i + 1) == ".")  # "avg. input len 1024": the configured length of a synthetic dataset
        if c.w(j + 1) in ("length", "len") and c.free(j):
            n = _len_words(c, j, lead=False) if _lead(c, i) else 0
            if n:
                c.take(i, j)
                f = c.r.facts[-1]
                c.r.facts[-1] = f.model_copy(update={"span": _sp(c, i, j + n)})
                return j - i + n
        return 0
    if c.w(i) in ("input", "output", "prompt") and c.free(i):
        return _len_words(c, i)
    # ("1024 output tokens" is left to the counts: a per-request length or a total?)
    if c.w(i) in ("isl", "osl") and c.w(i + 1) in ("=", ":") and c.free(i + 1):
        a = len_at(c, i + 2)
        if a is None:
            return 0
        c.take(i, a[1])
        add_fact(c, "setting", "input_len" if c.w(i) == "isl" else "output_len", a[0], i, a[1])
        return a[1] - i
    return 0


#: a hedge before an in/out length ("~550 in / 150 out"): the lengths are approximate (HEDGED_LENGTH)
_LENGTH_HEDGES = frozenset({"~", "\u2248", "about", "around", "roughly", "approximately", "approx", "approx."})
#: the mark of an approximate stated length in a fact's value ("~550"): checked by hedged_length
HEDGED_LENGTH = "~"
_IN_WORDS = frozenset({"in", "input", "inputs", "prompt"})
_GLUED_IN = re.compile(r"^(\d+(?:\.\d+)?[km]?|[1-9]\d*)in$")
_GLUED_OUT = re.compile(r"^(\d+(?:\.\d+)?[km]?|[1-9]\d*)out$")
_OUT_WORDS = frozenset({"out", "output", "outputs", "completion", "generated"})


def _in_out_lengths(c, i: int) -> int:
    """production: in_out_lengths -- a run's input and output lengths written as a benchmark's shorthand, in a lead
    (a setup label, parentheses, after a preposition): "550 in / 150 out", "~550 in / 150 out", "1k in/1k out", "550
    in, 150 out", "550 input / 150 output", "2048 in / 256 out tokens". The settings input_len and output_len, checked
    as "ISL/OSL 550/150" (descriptors.check_descriptor, nominal_length); a hedge before either number makes both
    approximate (hedged_length: never contradicted within a factor of two). "in" alone needs its "out" partner: "550 in
    total" is no length."""
    j, hedged = i, False
    if c.w(j) in _LENGTH_HEDGES and c.free(j):
        j, hedged = j + 1, True
    ga, gb = _GLUED_IN.match(c.w(j)), _GLUED_OUT.match(c.w(j + 2))
    if ga and gb and c.tok(j).kind == "ident" and c.w(j + 1) == "/" and c.free(j + 1) and c.free(j + 2):
        # "1024in/1024out", "550in / 150out": each length glued to its word
        end = j + 3 + (c.w(j + 3) in ("tokens", "tok", "toks") and c.free(j + 3))
        if not _lead(c, i):
            return 0
        c.take(i, end)
        mark = HEDGED_LENGTH if hedged else ""
        add_fact(c, "setting", "input_len", mark + ga.group(1).upper(), i, end)
        add_fact(c, "setting", "output_len", mark + gb.group(1).upper(), i, end)
        return end - i
    a = len_at(c, j)
    if a is None or c.w(a[1]) not in _IN_WORDS or not c.free(a[1]):
        return 0
    k = a[1] + 1
    if c.w(k) in ("/", ",", "and") and c.free(k):
        k += 1
    if c.w(k) in _LENGTH_HEDGES and c.free(k):
        k, hedged = k + 1, True
    b = len_at(c, k)
    if b is None or c.w(b[1]) not in _OUT_WORDS or not c.free(b[1]):
        return 0
    if (c.w(a[1]) == "in") != (c.w(b[1]) == "out"):
        return 0  # "550 in / 150 output": not one shorthand
    end = b[1] + 1
    if c.w(end) in ("tokens", "tok", "toks") and c.free(end):
        end += 1
    elif c.w(a[1]) != "in":
        return 0  # "550 input / 150 output" with no "tokens" is left to request_length's spelling with it
    if c.w(end) in ("tokens", "tok", "toks") or c.tok(end) is not None and c.tok(end).kind == "num":
        return 0
    if not _lead(c, i):
        return 0
    c.take(i, end)
    mark = HEDGED_LENGTH if hedged else ""
    add_fact(c, "setting", "input_len", mark + a[0], i, end)
    add_fact(c, "setting", "output_len", mark + b[0], i, end)
    return end - i


def hedged_length(fact, ev, O, recorded_values: dict) -> Any:
    """An approximate length ("~550 in / 150 out"): it agrees where the recorded setting (or, with none recorded,
    the completed requests' mean prompt / completion tokens) is within 10% of the stated length; it is contradicted
    only where it is off by more than a factor of two -- for an output length, only above it (outputs stopping at EOS
    are never accused) or a cap below half of it; otherwise unknowable."""
    wants = stated_lengths(str(fact.value)[len(HEDGED_LENGTH):])
    if not wants:
        return O("unknowable", f"{fact.value!r} is not a length")
    col = "completion_tokens" if fact.key == "output_len" else "prompt_tokens"
    if recorded_values:
        vals = [_float(v) for v in recorded_values.values()]
        if any(v is None for v in vals):
            return O("unknowable", f"the witness records {fact.key} {recorded_values!r}, not a number")
        what = ", ".join(f"{p} = {v!r}" for p, v in recorded_values.items())
    else:
        rows = [r.get(col) for a in ev.arms.values() for r in (a.rows or []) if isinstance(r, dict) and r.get("ok")]
        if ev.kind != "request-ab" or not rows or any(not isinstance(v, (int, float)) for v in rows):
            return O("unknowable", f"the witness records no {fact.key} setting and no {col} of every completed request")
        vals = [sum(rows) / len(rows)]
        what = f"mean {col} {vals[0]:.4g} over {len(rows)} completed requests"
    if all(any(abs(v - w) <= 0.1 * w for w in wants) for v in vals):
        return O("agrees", f"{what}: about {fact.value[len(HEDGED_LENGTH):]}")
    far = [v for v in vals if all(v > 2 * w or (fact.key == "input_len" or recorded_values) and v < w / 2
                                  for w in wants)]
    if far and len(far) == len(vals):
        return O("contradicted", f"{what}: not about {fact.value[len(HEDGED_LENGTH):]} (off by more than 2x)")
    cap = ev.output_cap
    if fact.key == "output_len" and not recorded_values and cap is not None and all(cap < w / 2 for w in wants):
        return O("contradicted", f"the output cap is {cap} tokens, below half of {fact.value[len(HEDGED_LENGTH):]}")
    return O("unknowable", f"{what}: neither about {fact.value[len(HEDGED_LENGTH):]} nor clearly off it")


def _len_words(c, i: int, lead: bool = True) -> int:
    """"input length 1024", "output len of 128", "input/output lengths of 1024/128" (``lead``: a preposition
    must lead it, as every descriptor; the caller that read a lead itself passes False)."""
    if c.seq(i, ("input", "/", "output")) and c.w(i + 3) in ("length", "lengths", "len") and c.free(i + 3):
        j = i + 4 + (c.w(i + 4) in ("of", "=", ":") and c.free(i + 4))
        a = len_at(c, j)
        if a is None or c.w(a[1]) != "/" or not c.free(a[1]) or (lead and not _lead(c, i)):
            return 0
        b = len_at(c, a[1] + 1)
        if b is None:
            return 0
        c.take(i, b[1])
        add_fact(c, "setting", "input_len", a[0], i, b[1])
        add_fact(c, "setting", "output_len", b[0], i, b[1])
        return b[1] - i
    if c.w(i + 1) in ("length", "len") and c.free(i + 1):
        j = i + 2 + (c.w(i + 2) in ("of", "=", ":") and c.free(i + 2))
        a = len_at(c, j)
        if a is None or (lead and not _lead(c, i)):
            return 0
        c.take(i, a[1])
        add_fact(c, "setting", "output_len" if c.w(i) == "output" else "input_len", a[0], i, a[1])
        return a[1] - i
    return 0


# --- "prefill-only": one output token --------------------------------------------------------------
def _prefill_only(c, i: int) -> int:
    if not (c.w(i) == "prefill" and c.w(i + 1) == "only" and c.free(i + 1) and hyphen_joined(c, i + 1)):
        return 0
    end = i + 2
    if c.w(end) in ("workload", "workloads", "benchmark", "requests", "run", "runs") and c.free(end):
        end += 1
    if not _lead(c, i):
        return 0
    c.take(i, end)
    add_fact(c, "setting", "prefill_only", "on", i, end)
    if c.w(end - 1) in ("workload", "workloads"):  # "prefill-only workload 8K/1"
        a = len_at(c, end)
        if a is not None and a[0][-1].isalpha() and c.w(a[1]) == "/" and c.free(a[1]):
            b = len_at(c, a[1] + 1)
            if b is not None:
                c.take(end, b[1])
                add_fact(c, "setting", "input_len", a[0], end, b[1])
                add_fact(c, "setting", "output_len", b[0], end, b[1])
                end = b[1]
    return end - i


# --- "a single-user request": concurrency 1 --------------------------------------------------------
def _single_user(c, i: int) -> int:
    k = i
    if c.w(i) in SINGLE_USER_GOALS and c.w(i + 1) == "latency" and hyphen_joined(c, i + 1) and c.w(i + 2) == "single":
        # production: latency_goal_single -- "for minimum-latency single-request serving": the latency goal said of
        # one request at a time (vocabulary.SINGLE_USER_GOALS), joined by its hyphen right before the single-user
        # words; it restates them (the serving that gives the least latency is one request at a time), never alone
        k = i + 2
    if c.w(k) not in ("a", "one", "single"):
        return 0
    j = k + (c.w(k) in ("a", "one") and c.w(k + 1) == "single")
    for words in sorted(SINGLE_USER, key=len, reverse=True):
        if c.seq(j, words) and _lead(c, i):
            end = j + len(words)
            c.take(i, end)
            add_fact(c, "setting", "concurrency", 1.0, i, end)
            return end - i
    return 0


# --- "single-batch inference": batch size 1 ------------------------------------------------------------
def _single_batch(c, i: int) -> int:
    """"for single-batch inference", "with a single batch": batch size 1 (a setting the witness declares or not)."""
    j = i + (c.w(i) in ("a", "one") and c.w(i + 1) == "single")
    for words in SINGLE_BATCH:
        if c.seq(j, words) and _lead(c, i):
            end = j + len(words)
            c.take(i, end)
            add_fact(c, "setting", "batch_size", 1.0, i, end)
            return end - i
    return 0


def _bs_ident(c, i: int) -> int:
    """"at BS1", "(bs16)": a batch size written as one word, after a preposition or in parentheses."""
    t = c.tok(i)
    if c.w(i) == "batch" and c.free(i) and c.w(i - 1) in ("(", ",", "") and (i == c.i0 or c.w(i - 1) != ""):
        # production: batch_item -- "TTFT p50 (H100, batch 1): 38 ms", "H100, batch 8: ...": a setup item "batch N" is
        # batch size N, only as a whole item (after "(" / "," or opening a setup label, before "," / ")" / ":" / a
        # label's dash): "batch 1 of 3" is no setting
        n = _num(c, i + 1)
        if n is not None and n.decimals == 0 and n.value > 0 and (c.w(i + 2) in (",", ")", ":") or label_dash_at(c, i + 2)) \
                and _lead(c, i):
            c.take(i, i + 2)
            add_fact(c, "setting", "batch_size", float(n.value), i, i + 2)
            return 2
        return 0
    m = _BS.match(c.w(i)) if t is not None and t.kind == "ident" and c.free(i) else None
    if m is None or not _lead(c, i):
        return 0
    c.take(i, i + 1)
    add_fact(c, "setting", "batch_size", float(m.group(1)), i, i + 1)
    return 1


def _setting_suffix(c, i: int) -> int:
    """After a setting fact: a request rate's unit when the words gave none ("at a request rate of 16 req/s"), or the
    run it describes ("at batch size 1 inference", "single-batch decoding") before punctuation or the end."""
    n = _prev_fact(c, i, ("setting",), ("request_rate", "batch_size", "concurrency", "threads", "parallel_slots",
                                        "tensor_parallel_size"))
    if n is None:
        return 0
    f = c.r.facts[n]
    if f.key == "request_rate" and f.span is not None and re.search(r"\d$", f.span.text):
        for words in TRANSITION_RATE_UNITS:
            if c.seq(i, words):
                c.take(i, i + len(words))
                _extend(c, n, i + len(words))
                return len(words)
    if f.key == "concurrency" and c.seq(i, ("(", "sequential", ")")) and _float(f.value) == 1:
        c.take(i, i + 3)  # "at concurrency 1 (sequential)": one request at a time is what concurrency 1 says
        _extend(c, n, i + 3)
        return 3
    if c.w(i) in SETTING_RUN_NOUNS and c.free(i) and f.key in ("batch_size", "concurrency") and (
            i + 1 >= c.i1 or c.r.toks[i + 1].kind == "punct" and c.w(i + 1) not in ("/", "-")):
        c.take(i, i + 1)
        _extend(c, n, i + 1)
        return 1
    return 0


# --- speculative decoding: "MTP=1", "3 speculative tokens", "num_speculative_tokens=4" ----------------------
_SPEC_NOUNS = (("speculative", "tokens"), ("draft", "tokens"), ("spec", "tokens"), ("speculative", "token"),
               ("draft", "token"))


def _speculative(c, i: int) -> int:
    t = c.tok(i)
    # "MTP=1" where an arm is also named "mtp": an assignment is the setting, not a mention of the arm
    arm_mtp = t is not None and t.kind == "arm" and t.low == "mtp" and c.w(i + 1) == "=" and c.adjacent(i + 1)
    if c.w(i) in ("mtp", "num_speculative_tokens") and c.tok(i).kind == "word" or c.w(i) == "num_speculative_tokens" \
            or arm_mtp:
        q = i + 1 + (c.w(i + 1) == "=" and c.free(i + 1))
        n = _num(c, q)
        if n is None or n.decimals or not (_lead(c, i) or c.w(i + 1) == "="):
            return 0
        c.take(i, q + 1)
        if c.w(i) == "mtp" or arm_mtp:
            add_fact(c, "setting", "speculative_family", "mtp", i, q + 1)
        add_fact(c, "setting", "num_speculative_tokens", float(n.value), i, q + 1)
        return q + 1 - i
    n = _num(c, i)
    if n is None or n.decimals or n.value <= 0:
        return 0
    for words in _SPEC_NOUNS:
        if c.seq(i + 1, words) and (_lead(c, i) or c.w(i - 1) == "+"):
            end = i + 1 + len(words)
            a = i - 1 if c.w(i - 1) == "+" and c.free(i - 1) else i
            c.take(a, end)
            add_fact(c, "setting", "num_speculative_tokens", float(n.value), a, end)
            return end - i
    return 0


# --- "(TP=4, EAGLE3 + 3 speculative tokens)", "with EAGLE-3": a speculative decoding method --------------------
def _spec_method(c, i: int) -> int:
    """production: spec_method -- a speculative decoding method (vocabulary.SPEC_METHOD_NAMES) in a parenthesized list of
    the run's settings or after a preposition ("326 tok/s at concurrency 1 (TP=4, EAGLE3 + 3 speculative tokens)",
    "326 tok/s with EAGLE-3"): the run's method (setting speculative_family), checked against the method the witness
    records. Never an arm's own name (an arm token is not free)."""
    for words, method in SPEC_METHOD_NAMES.items():
        if c.seq(i, words) and all(c.free(i + k) and c.tok(i + k).kind in ("word", "ident") for k in range(len(words))):
            if not (c.w(i - 1) == "(" or _lead(c, i)) or c.w(i + len(words)) in ("-", "/"):
                return 0
            c.take(i, i + len(words))
            add_fact(c, "setting", "speculative_family", method, i, i + len(words))
            return len(words)
    return 0


#: where a witness records a forced (synthetic) draft acceptance rate, as a fraction or a percent
SYNTHETIC_ACCEPTANCE_KEYS = ("synthetic_acceptance_rate", "synthetic_acceptance", "forced_acceptance_rate")


def _synthetic_acceptance(c, i: int) -> int:
    """production: synthetic_acceptance -- "(TP=4, EAGLE3 + 3 speculative tokens, synthetic 100% acceptance)",
    "with a synthetic 80% acceptance rate": the run forced its draft acceptance rate (a benchmark setting, not a
    measurement): setting synthetic_acceptance_rate = N/100, checked against the rate the witness records
    (SYNTHETIC_ACCEPTANCE_KEYS); none recorded: unknowable."""
    if c.w(i) != "synthetic" or not c.free(i) or not (c.w(i - 1) == "(" or _lead(c, i)):
        return 0
    n = _num(c, i + 1)
    if n is None or c.w(i + 2) not in ("%", "percent") or not c.free(i + 2) or not 0 <= n.value <= 100:
        return 0
    k = i + 3
    if c.w(k) not in ("acceptance", "accept") or not c.free(k):
        return 0
    k += 1
    if c.w(k) == "rate" and c.free(k):
        k += 1
    c.take(i, k)
    add_fact(c, "setting", "synthetic_acceptance_rate", float(n.value) / 100, i, k)
    return k - i


# --- "(BF16, 32 QPS)": a quantization in a parenthesized list; "at low concurrency (c=1)" ----------------
def _paren_quant(c, i: int) -> int:
    t = c.tok(i)
    if t is None or t.kind not in ("word", "ident") or not _QUANT.match(c.w(i)) or not (
            c.w(i - 1) == "(" or (c.w(i - 1) in (",", "and") and _lead(c, i))
            # production: quant_setting -- "at Q4_K_M quantization", "in FP8", "using AWQ": a quantization right after
            # its preposition (the noun after it is read with it, _suffix), as in a parenthesized list
            or (i - 1 >= c.i0 and c.w(i - 1) in ("at", "in", "using", "with", "under") and c.free(i - 1))):
        return 0
    c.take(i, i + 1)
    add_fact(c, "setting", "quantization", c.w(i), i, i + 1)
    return 1


def _paren_rate(c, i: int) -> int:
    """"(BF16, 32 QPS)", "(32 QPS)": in a parenthesized list of the run's settings, N QPS / RPS is the offered
    load (setting request_rate), as "at 32 QPS" is, never an achieved throughput."""
    n = _num(c, i)
    if n is None or c.w(i + 1) not in ("qps", "rps") or not c.free(i + 1) or not (
            c.w(i - 1) == "(" or (c.w(i - 1) in (",", "and") and _lead(c, i) and c.r.source == "statement"
                                  and any(c.w(k) == "(" for k in range(max(c.i0, i - 8), i)))):
        return 0
    c.take(i, i + 2)
    add_fact(c, "setting", "request_rate", float(n.value), i, i + 2)
    return 2


def _glossed_concurrency(c, i: int) -> int:
    """"low concurrency (c=1)", "high concurrency (concurrency 64)": a degree glossed by its number."""
    if c.w(i) not in ("low", "high", "lower", "higher", "moderate", "medium") or c.w(i + 1) != "concurrency" \
            or c.w(i + 2) != "(" or not (c.free(i + 1) and c.free(i + 2)):
        return 0
    k = i + 3
    if c.w(k) in ("c", "concurrency") and c.free(k):
        k += 1 + (c.w(k + 1) in ("=", ":") and c.free(k + 1))
        n = _num(c, k)
        end = k + 1
    else:
        n = _num(c, k)
        end = k + 1
        if c.w(end) == "concurrent" and c.free(end):
            end += 1 + (c.w(end + 1) in ("requests", "users", "clients", "streams") and c.free(end + 1))
        else:
            return 0
    if n is None or n.decimals or c.w(end) != ")" or not c.free(end):
        return 0
    c.take(i, end + 1)
    add_fact(c, "setting", "concurrency", float(n.value), i, end + 1)
    return end + 1 - i


# --- hardware ------------------------------------------------------------------------------------
def _jetson(c, i: int) -> int:
    j = i + (c.w(i) == "nvidia")
    if c.w(j) == "orin" and c.free(j) and i > c.i0 and c.w(i - 1) in FACT_PREPS and c.w(j + 1) not in ("nano", "nx"):
        # a bare "Orin" right after a preposition ("faster than X on Orin", "on NVIDIA Orin"): the Jetson Orin series (the AGX Orin,
        # Orin NX and Orin Nano modules agree with it; another GPU contradicts it)
        c.take(i, j + 1)
        add_fact(c, "hardware", "gpu", "Jetson Orin", i, j + 1)
        return j + 1 - i + _memory_after(c, j + 1)
    if c.w(j) != "jetson" or not c.free(j):
        return 0
    k = j + 1 + (c.w(j + 1) == "agx")
    if c.w(k) != "orin" or not c.free(k) or not _lead(c, i):
        return 0
    k += 1
    if c.w(k) in ("nano", "nx") and c.free(k):
        k += 1
    value = c.r.text[c.r.toks[j].start:c.r.toks[k - 1].end]
    c.take(i, k)
    add_fact(c, "hardware", "gpu", value, i, k)
    return k - i + _memory_after(c, k)


def _apple(c, i: int) -> int:
    j = i
    lead_word = False
    if c.w(j) in ("apple", "mac", "macbook") and c.free(j):
        lead_word = True
        j += 1
        if c.w(j - 1) == "macbook" and c.w(j) in ("pro", "air") and c.free(j):
            j += 1
    if c.w(j) in ("mac",) and c.free(j):
        j += 1
    t = c.tok(j)
    if t is None or not c.free(j) or not _CHIP.match(c.w(j)):
        return 0
    if not (lead_word or _lead(c, i)):
        return 0
    k = j + 1
    if c.w(k) in APPLE_TIERS and c.free(k):
        k += 1
    value = "Apple " + c.r.text[c.r.toks[j].start:c.r.toks[k - 1].end]
    c.take(i, k)
    add_fact(c, "hardware", "soc", value, i, k)
    return k - i + _memory_after(c, k)


def _gpu_count(c, i: int) -> int:
    """"16 NVIDIA GB300 NVL72 GPUs", "8 H100 GPUs": a count without "x" (a GPU noun must end it); "a single
    8-GPU MI300X node": the count joined to "GPU" by a hyphen, before the GPU."""
    n = _count_at(c, i)
    if n is None:
        return 0
    if c.w(i + 1) == "gpu" and hyphen_joined(c, i + 1) and c.free(i + 1):
        k = i + 2
        while c.w(k) in _VENDORS and c.free(k):
            k += 1
        if c.w(k) not in GPUS or not c.free(k) or c.tok(k).kind == "arm":
            return _n_gpu_head(c, i, n)
        g, e = k, k + 1
        if c.w(e) in ("node", "server", "machine", "box", "system", "host") and c.free(e):
            e += 1
        a = i - 1 if c.w(i - 1) == "single" and c.free(i - 1) else i
        if not _lead(c, a):
            return 0
        c.take(a, e)
        add_fact(c, "setting", "gpu_count", n, a, e)
        add_fact(c, "hardware", "gpu", c.r.toks[g].text, a, e)
        return e - i
    k = i + 1
    if c.w(k) in ("x", "×") and c.free(k):
        k += 1  # "4 x A100-80GB" (a GPU name m_fact does not know)
    if c.w(k) in ("gpus", "gpu") and c.free(k) and (c.w(k) == "gpus" or n == 1) and _lead(c, i) \
            and c.tok(k).kind != "arm" and not hyphen_joined(c, k):
        # a bare count of GPUs ("on 4 GPUs", "across eight GPUs", "at 8x GPUs"): the count, and that GPUs ran it
        c.take(i, k + 1)
        add_fact(c, "setting", "gpu_count", n, i, k + 1)
        add_fact(c, "hardware", "gpu", "GPU", i, k + 1)
        return k + 1 - i
    while c.w(k) in _VENDORS and c.free(k):
        k += 1
    t = c.tok(k)
    gm = _GPU_MEM.match(c.w(k)) if t is not None and t.kind == "ident" else None
    plural = c.w(k)[:-1] if c.w(k).endswith("s") and c.w(k)[:-1] in GPUS and c.w(k) not in GPUS else None  # not L40S
    if plural is None and n > 1 and c.w(k).endswith("s") and c.w(k) in GPUS and c.w(k + 1) not in ("gpu", "gpus"):
        plural = c.w(k)  # "two L40S": a name that ends in "s" is its own plural
    if t is not None and c.free(k) and t.kind != "arm" and ((gm and gm.group(1) in GPUS) or plural) and _lead(c, i):
        # "8 H100s", "4 x A100-80GB": the count, the GPU and (in the name) its memory
        k += 1
        if c.w(k) in ("gpus", "gpu", "cards") and c.free(k):
            k += 1
        c.take(i, k)
        add_fact(c, "setting", "gpu_count", n, i, k)
        add_fact(c, "hardware", "gpu", (gm.group(1) if gm else plural).upper(), i, k)
        if gm:
            add_fact(c, "hardware", "memory", f"{gm.group(2)} GB", i, k)
        return k - i
    if c.w(k) not in GPUS or not c.free(k) or c.tok(k) is None or c.tok(k).kind == "arm" or c.w(i + 1) in ("x", "×"):
        return 0
    g = k
    k += 1
    mem = None
    while c.free(k) and (c.w(k) in GPU_FORM_WORDS or (mem is None and _MEM.match(c.w(k)))):
        if c.w(k) not in GPU_FORM_WORDS:
            m = _MEM.match(c.w(k))
            mem = f"{m.group(1)} {m.group(2).upper()}"  # "two H100 80GB GPUs"
        k += 1
    if c.w(k) == "tensor" and c.w(k + 1) == "core" and c.free(k) and c.free(k + 1):
        k += 2  # "H100 Tensor Core GPUs": NVIDIA's name for the card
    if c.w(k) not in ("gpus", "gpu", "cards", "accelerators") or not c.free(k) or not _lead(c, i):
        return 0
    k += 1
    c.take(i, k)
    add_fact(c, "setting", "gpu_count", n, i, k)
    add_fact(c, "hardware", "gpu", c.r.toks[g].text, i, k)
    if mem:
        add_fact(c, "hardware", "memory", mem, i, k)
    return k - i


#: number words a GPU or node count may be written in ("four H100s", "across eight GPUs", "two nodes")
_COUNT_WORDS = {**{w: n for w, n in NUMBER_WORDS.items() if n <= 20}, "dual": 2, "quad": 4}
#: the head nouns of a machine named by its GPU count ("an 8-GPU node", "a 2-GPU setup")
_HOST_HEADS = ("node", "server", "machine", "box", "system", "host", "setup", "instance", "rig", "workstation")
_GPU_NOUNS = ("gpus", "gpu", "cards", "accelerators")


def _count_at(c, k: int) -> float | None:
    """A whole count above 0 at token k: digits ("4") or a number word up to twenty ("four")."""
    t = c.tok(k)
    if t is None or not c.free(k):
        return None
    if t.kind == "num" and t.value is not None and not t.decimals and t.value > 0:
        return float(t.value)
    if t.kind == "word" and c.w(k) in _COUNT_WORDS:
        return float(_COUNT_WORDS[c.w(k)])
    return None


def _n_gpu_head(c, i: int, n: float) -> int:
    """"on an 8-GPU node", "in a 2-GPU setup": a machine named by its GPU count and no GPU model. Only right after
    a preposition and an article ("the 4-GPU setup was faster" names an arm, or nothing)."""
    e = i + 2
    if c.w(e) not in _HOST_HEADS or not c.free(e) or c.tok(e).kind == "arm":
        return 0
    a = i - 1 if c.w(i - 1) == "single" and c.free(i - 1) else i
    d = a - 1 if c.w(a - 1) in ("a", "an") else a
    if c.r.source == "statement" and (d <= c.i0 or c.w(d - 1) not in ("on", "in", "using", "across", "over", "from")):
        return 0
    c.take(a, e + 1)
    add_fact(c, "setting", "gpu_count", n, a, e + 1)
    add_fact(c, "hardware", "gpu", "GPU", a, e + 1)
    return e + 1 - i


def _gpu_name_at(c, k: int) -> tuple[int, int] | None:
    """(first token after, index of the GPU word) of "[vendor words] GPU" at token k."""
    j = k
    while c.w(j) in _VENDORS and c.free(j) and j - k < 3:
        j += 1
    t = c.tok(j)
    if t is None or not c.free(j) or t.kind == "arm" or c.w(j) not in GPUS:
        return None
    return j + 1, j


def _gpu_gloss(c, i: int) -> int:
    """"Using 4 GPUs (H100 80GB)", "on 8 GPUs (NVIDIA A100)": the model of GPUs a bare count named, in parentheses."""
    at = _gpu_name_at(c, i + 1)
    if at is None:
        return 0
    k, g = at
    while c.w(k) in GPU_FORM_WORDS and c.free(k):
        k += 1
    m = _MEM.match(c.w(k)) if c.tok(k) is not None and c.free(k) else None
    k += m is not None
    if c.w(k) != ")" or not c.free(k):
        return 0
    c.take(i, k + 1)
    add_fact(c, "hardware", "gpu", c.r.toks[g].text, i + 1, k)
    if m:
        add_fact(c, "hardware", "memory", f"{m.group(1)} {m.group(2).upper()}", i + 1, k)
    return k + 1 - i


#: the systems NVIDIA sells a GPU in ("a DGX H100", "an HGX B200 node"): the GPU, no count read
_SYSTEMS = ("dgx", "hgx")


_SYSTEM_GLUED = re.compile(r"^(?:dgx|hgx)-?([a-z]+\d+[a-z]*)$")  # "DGXH100", "DGX-H100"


def _gpu_system(c, i: int) -> int:
    glued = _SYSTEM_GLUED.match(c.w(i)) if c.tok(i) is not None and c.tok(i).kind == "ident" else None
    if glued and glued.group(1) in GPUS and c.free(i) and c.tok(i).kind != "arm" and _lead(c, i):
        k = i + 1 + (c.w(i + 1) in _HOST_HEADS + ("system", "systems", "servers", "nodes") and c.free(i + 1))
        c.take(i, k)
        add_fact(c, "hardware", "gpu", glued.group(1).upper(), i, k)
        return k - i
    if c.w(i) not in _SYSTEMS or not c.free(i) or not _lead(c, i):
        return 0
    at = _gpu_name_at(c, i + 1)
    if at is None:
        return 0
    k, g = at
    if c.w(k) in _HOST_HEADS + ("system", "systems", "servers", "nodes") and c.free(k):
        k += 1
    c.take(i, k)
    add_fact(c, "hardware", "gpu", c.r.toks[g].text, i, k)
    return k - i


#: participles that say where a result was measured ("Tested on four H100s, ...", "Benchmarked on 4x H100 SXM,
#: ..."): inert at a clause's start right before a preposition and a hardware word, which must be read for the
#: clause to be (a hypothetical participle, "projected", "simulated", is not one of them)
_SETUP_PARTICIPLES = _SETUP_WORDS


def _setup_participle(c, i: int) -> int:
    if c.w(i) not in _SETUP_PARTICIPLES or i != c.i0 or not c.free(i) or c.r.source != "statement":
        return 0
    j = i + 1
    if c.w(j) not in ("on", "with", "using", "across") or not c.free(j):
        return 0
    k = j + 1 + (c.w(j + 1) in ("a", "an", "the", "our"))
    t = c.tok(k)
    if t is None or not (c.w(k) in GPUS or c.w(k) in GPU_FAMILY_WORDS or c.w(k) in _VENDORS + _SYSTEMS
                         or c.w(k) in ("single", "cdna", "cpu") or _count_at(c, k) is not None
                         or (t.kind == "ident" and (c.w(k)[:-1] in GPUS or _GPU_X.match(c.w(k))))):
        return 0
    c.take(i, i + 1, "inert")
    return 1


_GPU_X = re.compile(r"^\d+[x×][a-z]+\d+[a-z]*$")


def _rtx(c, i: int) -> int:
    """"an NVIDIA RTX 4090", "a GeForce RTX 3090 Ti", "on RTX 4090s", "on 2 RTX 4090 GPUs": vendor words, the RTX
    model number, "Ti" (and a count before it, with the GPUs' noun or plural after it)."""
    n = _count_at(c, i)
    j = i + (n is not None)
    if n is None and c.w(i) in ("single", "a") and c.free(i):  # "a single RTX 4090 GPU": one card
        j = i + 1 + (c.w(i) == "a" and c.w(i + 1) == "single" and c.free(i + 1))
        n = 1.0 if j > i + 1 or c.w(i) == "single" else None
        if n is None:
            return 0
    times = n is not None and c.w(j) in ("x", "×") and c.free(j)
    j += times
    v0 = j
    while c.w(j) in _VENDORS and c.free(j) and j - v0 < 3:
        j += 1
    if c.w(j) != "rtx" or not c.free(j) or c.tok(j).kind == "arm":
        return 0
    t = c.tok(j + 1)
    if t is None or t.kind != "num" or not c.free(j + 1) or not re.fullmatch(r"\d{4}", t.text) or not _lead(c, i):
        return 0
    if j == i and c.w(j + 2) not in ("ti", "s", "gpu", "gpus", "card", "cards"):
        return 0  # a bare "RTX 4090" is the fact production's
    k = j + 2
    ti = c.w(k) == "ti" and c.free(k)
    k += ti
    noun = False
    if c.w(k) == "s" and c.free(k) and c.r.toks[k - 1].end == c.r.toks[k].start:
        k, noun = k + 1, True  # "RTX 4090s"
    elif c.w(k) in ("gpu", "gpus", "card", "cards") and c.free(k):
        k, noun = k + 1, True
    if n is not None and not noun and not times and c.w(i) not in ("one", "single", "a"):
        return 0  # "2 RTX 4090" with no noun and no "x": not a count of GPUs ("one RTX 4090" is one)
    c.take(i, k)
    if n is not None:
        add_fact(c, "setting", "gpu_count", n, i, k)
    add_fact(c, "hardware", "gpu", f"RTX {t.text}{' Ti' if ti else ''}", i, k)
    return k - i


def _rtx_bare(c, i: int) -> int:
    """"on a single 4090", "on my 4090", "on one 3090", "2x 4090", "on two 4090s", "a 4090 GPU": an RTX card named
    by its model number alone (RTX_NUMBER), after a count ("single", "a single", "one", a count word, digits with
    "x"), a determiner (RTX_DETERMINERS), or before the GPUs' noun or a glued plural "s"; read as "RTX 4090" (and
    the count) are, after a lead (a preposition within three words). A unit after it ("a 4090 ms TTFT") or a number
    with decimals is never a card; a bare "4090" with none of these stays unread."""
    j = i
    count = None
    if c.w(j) == "a" and c.w(j + 1) == "single" and c.free(j) and c.free(j + 1):
        count, j = 1.0, j + 2
    elif c.w(j) in ("single", "one") and c.free(j):
        count, j = 1.0, j + 1
    elif not (c.tok(j) is not None and c.tok(j).kind == "num" and RTX_NUMBER.fullmatch(c.tok(j).text)):
        count = _count_at(c, j)
        if count is None:
            return 0
        j += 1
    times = count is not None and c.w(j) in ("x", "\u00d7") and c.free(j)
    j += times
    t = c.tok(j)
    if t is None or t.kind != "num" or t.decimals or not c.free(j) or not RTX_NUMBER.fullmatch(t.text):
        return 0
    if hyphen_joined(c, j + 1):
        return 0  # "a 4090-token prompt": a length, never a card
    k = j + 1
    ti = c.w(k) == "ti" and c.free(k)
    k += ti
    noun = False
    if c.w(k) == "s" and c.free(k) and c.r.toks[k - 1].end == c.r.toks[k].start:
        k, noun = k + 1, True  # "4090s"
    elif c.w(k) in ("gpu", "gpus", "card", "cards") and c.free(k):
        k, noun = k + 1, True
    if not noun and c.unit_at(k) is not None:
        return 0  # "a 4090 ms TTFT": a time, never a card
    if count is None and not noun and not (i > c.i0 and c.w(i - 1) in RTX_DETERMINERS):
        return 0  # a bare "4090": a card, a count or a length? not read
    if count is not None and not (noun or times or c.w(i) in ("a", "single", "one")):
        return 0  # "2 4090" with no noun and no "x"
    if not _lead(c, i):
        return 0
    c.take(i, k)
    if count is not None:
        add_fact(c, "setting", "gpu_count", count, i, k)
    add_fact(c, "hardware", "gpu", f"RTX {t.text}{' Ti' if ti else ''}", i, k)
    return k - i


def _hw_label(c, i: int) -> int:
    """"Hardware: 1x RTX 4090", "Setup: a single 4090": a hardware label and its colon opening the sentence, inert only
    where a descriptor or a hardware fact is read right after it (which ``_lead`` lets the colon lead)."""
    if c.w(i) not in _HW_LABELS or i != c.i0 or c.w(i + 1) != ":" or not c.free(i) or not c.free(i + 1):
        return 0
    n = read_descriptor(c, i + 2) or c.m_fact(i + 2)
    if not n or not any(f.kind == "hardware" for f in c.r.facts[-3:]):
        return 0
    c.take(i, i + 2, "inert")
    return 2 + n


def _gpu_plural(c, i: int) -> int:
    """"on H100s", "on NVIDIA A100s", "using MI300Xs": GPUs of that model, no count."""
    j = i
    while c.w(j) in _VENDORS and c.free(j) and j - i < 3:
        j += 1
    t = c.tok(j)
    w = c.w(j)
    if t is None or not c.free(j) or t.kind != "ident" or not w.endswith("s") or w[:-1] not in GPUS or w in GPUS \
            or not _lead(c, i):
        return 0
    if i > c.i0 and _count_at(c, i - 1) is not None:
        return 0  # "four H100s" is _gpu_count's
    c.take(i, j + 1)
    add_fact(c, "hardware", "gpu", w[:-1].upper(), i, j + 1)
    return j + 1 - i


_TIMES = re.compile(r"^[x×]([1-9]\d*)$")


def _gpu_times(c, i: int) -> int:
    """"on an H100 x4 node", "on A100 x 8": the GPU, then its count after "x"."""
    at = _gpu_name_at(c, i)
    if at is None:
        return 0
    k, g = at
    while c.w(k) in GPU_FORM_WORDS and c.free(k):
        k += 1
    m = _TIMES.match(c.w(k)) if c.tok(k) is not None and c.free(k) else None
    if m:
        n, k = float(m.group(1)), k + 1
    elif c.w(k) in ("x", "×") and c.free(k) and c.tok(k + 1) is not None and c.tok(k + 1).kind == "num" \
            and _count_at(c, k + 1) is not None:
        n, k = _count_at(c, k + 1), k + 2
    else:
        return 0
    if not _lead(c, i):
        return 0
    if c.w(k) in _GPU_NOUNS and c.free(k):
        k += 1
    if c.w(k) in _HOST_HEADS and c.free(k):
        k += 1
    c.take(i, k)
    add_fact(c, "setting", "gpu_count", n, i, k)
    add_fact(c, "hardware", "gpu", c.r.toks[g].text, i, k)
    return k - i


_CLASS = re.compile(r"^([a-z]+\d+[a-z]*)-class$")


def _gpu_class(c, i: int) -> int:
    """"on MI300-class GPUs", "on MI300 series GPUs": a GPU series (vocabulary.GPU_SERIES) named as a class."""
    j = i
    while c.w(j) in _VENDORS and c.free(j) and j - i < 3:
        j += 1
    t = c.tok(j)
    if t is None or not c.free(j) or t.kind == "arm":
        return 0
    m = _CLASS.match(c.w(j)) if t.kind == "ident" else None
    if m and m.group(1) in GPU_SERIES:
        series, k = m.group(1), j + 1
    elif c.w(j) in GPU_SERIES and c.w(j + 1) in ("series", "class", "family") and c.free(j + 1):
        series, k = c.w(j), j + 2
    else:
        return 0
    if c.w(k) in _GPU_NOUNS and c.free(k):
        k += 1
    if not _lead(c, i):
        return 0
    c.take(i, k)
    add_fact(c, "hardware", "gpu", series.upper(), i, k)
    return k - i


def _gpu_family(c, i: int) -> int:
    """"on Hopper", "on NVIDIA Hopper GPUs", "on Ada Lovelace", "Blackwell-class GPUs", "on CDNA3", "on CDNA 3":
    a GPU architecture family (vocabulary.GPU_FAMILIES)."""
    j = i
    vendor = c.w(j) if c.w(j) in ("nvidia", "amd") and c.free(j) else None
    j += vendor is not None
    t = c.tok(j)
    if t is None or not c.free(j) or t.kind == "arm":
        return 0
    fam = GPU_FAMILY_WORDS.get(c.w(j))
    k = j + 1
    if fam is None and c.w(j) == "cdna" and c.tok(k) is not None and c.tok(k).kind == "num" and c.free(k) \
            and c.r.toks[k].text in ("2", "3", "4"):
        fam, k = f"CDNA {c.r.toks[k].text}", k + 1
    if fam is None or (vendor and GPU_FAMILY_VENDOR[fam] != vendor):
        return 0
    if j > c.i0 and c.w(j - 1) == "grace":
        return 0  # "Grace Hopper", "Grace Blackwell": a superchip, not the family
    if c.w(j) == "lovelace" and not (j > c.i0 and c.w(j - 1) == "ada"):
        return 0
    if c.w(j) == "ada" and c.w(k) == "lovelace" and c.free(k):
        k += 1
    if fam == "Ampere" and c.w(k) in ("altra", "one", "cpu", "cpus", "computing", "processor", "processors"):
        return 0  # Ampere Computing's Arm CPUs
    if c.w(k) in ("generation", "class", "architecture", "series", "based", "family") and c.free(k):
        k += 1
    if c.w(k) in _GPU_NOUNS + ("hardware",) and c.free(k):
        k += 1
    if not _lead(c, i):
        return 0
    c.take(i, k)
    add_fact(c, "hardware", "gpu_family", fam, i, k)
    return k - i


# --- like for like: "on the same hardware", "(same model and settings)", "with the same model" ------------------------
#: what "the same ..." says every arm shares, by its noun: a setting fact ``same_<what>`` (value "every arm")
SAME_NOUNS = {"model": "model", "models": "model", "weights": "model", "gguf": "model", "hardware": "hardware", "machine": "hardware",
              "host": "hardware", "settings": "settings", "setting": "settings", "configuration": "settings",
              "config": "settings", "flags": "settings",
              # "under identical conditions", "in the same setup": the run's conditions, its declared settings
              "conditions": "settings", "setup": "settings",
              # "on the same workload / prompts / requests": every arm's inputs (its task ids: _check_same)
              "workload": "workload", "workloads": "workload", "prompts": "workload", "requests": "workload",
              "inputs": "workload", "dataset": "workload", "queries": "workload", "work": "workload",
              # "on the same replay / trace": the one request stream every arm was given
              "replay": "workload", "replays": "workload", "trace": "workload", "traces": "workload"}
#: "on this workload", "on our workload", "for this model", "on these prompts", "on this hardware": a demonstrative or
#: "our" before a SAME_NOUNS noun (and no other word) refers to the witness's own (a fact ``this_<what>``): agreed where
#: the witness has one arm, else checked as "the same ..." is (``_check_same``: never contradicted for a workload or a
#: model; two arms' different task ids or model ids are unknowable -- whose is "this" one?)
THIS_WORDS = frozenset({"this", "these", "our"})
THIS_KEYS = frozenset(f"this_{v}" for v in ("workload", "model", "hardware"))
#: the words that say "the same" ("under identical conditions", "on identical hardware"); "the" optional before either
SAME_WORDS = frozenset({"same", "identical"})
#: "the same vLLM pods", "the same SGLang servers", "the same pods": the serving instances every arm ran on -- the one
#: hardware record (same_hardware) and, with an engine named, that one engine in every arm (same_engine)
DEPLOY_NOUNS = frozenset({"pods", "pod", "servers", "server", "instances", "instance", "replicas", "replica",
                          "deployment", "deployments", "backends", "backend", "nodes", "cluster"})
SAME_KEYS = frozenset(f"same_{v}" for v in SAME_NOUNS.values()) | {"same_engine", "same_version", "same_output_cap"} \
    | frozenset(f"same_{v}" for v in SAME_UNCHECKED_NOUNS.values()) | THIS_KEYS | CONTROL_KEYS


def _this(c, i: int) -> int:
    """"this workload", "our prompts", "this model", "these traces", "this hardware" after a lead ("on", "for", "with",
    ...): one SAME_NOUNS noun of a workload, a model or hardware right after THIS_WORDS, ending the phrase (not "this
    mixed-length workload", "our model and prompts", "this workload's p99"): the fact ``this_<what>``."""
    if c.w(i) not in THIS_WORDS or not c.free(i) or not _lead(c, i) or c.r.source != "statement":
        return 0
    k = i + 1
    what = SAME_NOUNS.get(c.w(k)) if c.free(k) and c.r.toks[k].kind == "word" else None
    # production: this_lead -- "For this workload SGLang's P99 ITL was ...": at the clause's start, with no comma, the
    # phrase ends where the clause's subject (an arm) begins
    subject = i - 1 == c.i0 and c.w(i - 1) in ("for", "on", "in", "with") and k + 1 < c.i1 \
        and c.r.toks[k + 1].kind == "arm"
    if what not in ("workload", "model", "hardware") or (k + 1 < c.i1 and (c.r.toks[k + 1].kind not in ("punct",)
                                                                        and c.w(k + 1) not in ("and", "but", "while"))
                                                         and not subject):
        return 0
    if c.w(k + 1) == "and" and c.w(k + 2) in SAME_NOUNS:
        return 0
    c.take(i, k + 1)
    add_fact(c, "setting", f"this_{what}", "the witness's own", i, k + 1)
    return k + 1 - i


#: where production same_control's adjective or held value may start (only ``_control`` is tried there)
_CONTROL_STARTS = frozenset(CONTROL_ADJECTIVES) | {"a", "an", "the"} | frozenset(
    w[0] for w, what in CONTROL_PHRASES.items() if what in CONTROL_VALUE_UNITS)


def _control(c, i: int) -> int:
    """production same_control: a control adjective after a lead ("at equal concurrency", "at matched load", "at a
    fixed concurrency of 32") or a control held at a value after "with" / "(" / "," / "and" / a lead ("with
    concurrency fixed at 32", "(output length held at 256 tokens)"): the fact same_<what> (claimcheck/claims/controls.py)."""
    if c.r.source != "statement" or c.w(i) not in _CONTROL_STARTS or not c.free(i):
        return 0
    got = controls.adjective_at(c, i) if _lead(c, i) else None
    if got is None and i > c.i0 and (c.w(i - 1) in ("with", "(", ",", "and", ";") or _lead(c, i)):
        got = controls.held_at(c, i)
    if got is None:
        return 0
    end, facts = got
    c.take(i, end)
    for key, value, a, b in facts:
        add_fact(c, "setting", key, value, a, b)
    return end - i


def _same(c, i: int) -> int:
    """"the same model / hardware / settings" (joined by "and" / ","), after a lead (a preposition, "("): every arm
    ran with the same one (checked by ``_check_same``). Only nouns of SAME_NOUNS; "and" before any other noun ends
    it ("same model and prompt": "and prompt" is left unread)."""
    if c.r.source == "statement" and i > c.i0 and c.w(i - 1) in (",", "(") and c.free(i - 1):
        # production same_control: ", apples to apples.", "(like for like)": a held phrase alone after a comma to the
        # clause's end, or in parentheses
        held = next(((h, key) for h, key in CONTROL_HELD_PHRASES.items() if c.seq(i, h)), None)
        e = i + len(held[0]) if held is not None else i
        if held is not None and ((c.w(i - 1) == "," and (e == c.i1 or c.w(e) in (".", "!", ";")))
                                 or (c.w(i - 1) == "(" and c.w(e) == ")" and c.free(e))):
            c.take(i, e)
            add_fact(c, "setting", f"same_{held[1]}", "every arm", i, e)
            return e - i
    if c.r.source == "statement" and i > c.i0 and c.w(i - 1) in ("with", "under", "and") and c.free(i - 1):
        # production same_control: "with everything else unchanged", "under otherwise identical conditions", "and
        # apples to apples" -- the other conditions held equal, after its preposition (same_settings; "apples to
        # apples": same_like, the inputs and the rest of the settings)
        held = next(((h, "settings") for h in SAME_HELD_PHRASES if c.seq(i, h)), None) \
            or next(((h, key) for h, key in CONTROL_HELD_PHRASES.items() if c.seq(i, h)), None)
        if held is not None and (c.w(i - 1) != "and" or (i - 1 > c.i0 and c.w(i - 2) == ",")):
            c.take(i - 1, i + len(held[0]))
            add_fact(c, "setting", f"same_{held[1]}", "every arm", i - 1, i + len(held[0]))
            return len(held[0])
    j = i + 1 if c.w(i) == "the" and c.free(i) else i
    if c.w(i) in ("a", "an") and c.free(i) and c.w(i + 1) == "identical" and c.w(i + 2) == "set":
        j = i + 1  # "on an identical set of 120 prompts" (production same_control)
    if c.w(j) not in SAME_WORDS or not c.free(j) or not _lead(c, i):
        return 0
    k, what = j + 1, []
    deploy = _same_deployment(c, k)
    p = controls.phrase_at(c, k)
    if deploy and not (p is not None and p[0] > k + deploy[0]):
        c.take(i, k + deploy[0])
        engine = deploy[1]
        add_fact(c, "setting", "same_hardware", "every arm", i, k + deploy[0])
        if engine is not None:
            add_fact(c, "setting", "same_engine", engine, k, k + 1)
        return k + deploy[0] - i
    extra: list[tuple[str, Any, int, int]] = []
    while True:
        if c.free(k) and c.w(k) in SAME_NOUNS and c.r.toks[k].kind == "word" and controls.phrase_at(c, k) is None:
            end = k + 1
            what.append((SAME_NOUNS[c.w(k)], k, end, "every arm"))
        else:
            # production same_control: "under identical load", "at the same concurrency", "for the same 300 requests",
            # "with identical prompts and output lengths", "on the same box" (claimcheck/claims/controls.py)
            got = controls.head_at(c, k, counted_dataset_at)
            if got is None:
                break
            end, facts = got
            what.append((facts[0][0].split("_", 1)[1], k, end, facts[0][1]))  # "the same concurrency of 16": 16
            extra.extend(facts[1:])
        nxt = end + 1 if c.w(end) in ("and", ",") and c.free(end) else None
        if nxt is not None and c.free(nxt) and ((c.w(nxt) in SAME_NOUNS and c.r.toks[nxt].kind == "word")
                                                 or controls.head_at(c, nxt, counted_dataset_at) is not None):
            k = nxt
            continue
        k = end
        break
    if what and (extra or any(e - at > 1 or SAME_NOUNS.get(c.w(at)) != key for key, at, e, _v in what)):
        c.take(i, k)
        for n, (key, at, e, value) in enumerate(what):
            add_fact(c, "setting", f"same_{key}", value, i if n == 0 else at, e)
        for key, value, a, b in extra:
            if key.startswith("count:"):
                x = Core("count", a, b, value=value, exact=True, count=key.split(":", 1)[1])
                x.span_end = b
                x.per_unit, x.quantified, x.whole = "arm", True, False  # type: ignore[attr-defined]
                c.cores.append(x)
            else:
                add_fact(c, "setting", key, value, a, b)
        return k - i
    if not what:
        # "on the same gemma-2-9b workload": a model name between "same" and a workload noun is the model's own fact
        # (read after this, as anywhere); "the same" and the noun say every arm ran the same inputs
        m = next((m for m in range(k + 1, min(k + 4, c.i1)) if c.w(m) in SAME_NOUNS and SAME_NOUNS[c.w(m)] == "workload"
                  and c.free(m) and c.r.toks[m].kind == "word"), None)
        if m is None or not any(c.r.toks[x].kind == "ident" for x in range(k, m)) or not all(
                c.free(x) and (c.r.toks[x].kind in ("ident", "num") or c.w(x) in MODEL_FAMILIES or c.w(x) == "-")
                for x in range(k, m)):
            return 0
        c.take(i, k)
        c.take(m, m + 1)
        add_fact(c, "setting", "same_workload", "every arm", i, m + 1)
        return k - i
    c.take(i, k)
    for n, (key, at, _e, _v) in enumerate(what):
        add_fact(c, "setting", f"same_{key}", "every arm", i if n == 0 else at, at + 1)
    return k - i


def _same_deployment(c, k: int) -> tuple[int, str | None] | None:
    """After "the same": "vLLM pods", "SGLang servers", "pods", "serving instances" -- (tokens, the engine named or
    None), ending the phrase (no "and <noun>" after it: "the same pods and prompts" is not read)."""
    from claimcheck.claims.vocabulary import ENGINES

    engine = None
    n = 0
    if c.free(k) and c.w(k) in ENGINES:
        engine, n = ENGINES[c.w(k)], 1
    if c.w(k + n) == "serving" and c.free(k + n):
        n += 1
    if c.w(k + n) not in DEPLOY_NOUNS or not c.free(k + n):
        return None
    n += 1
    nxt = c.w(k + n)
    if nxt == "and" and c.free(k + n) and c.w(k + n + 1) not in ("the", "same") and c.w(k + n + 1) not in SAME_NOUNS:
        return None
    return n, engine


#: what may follow a like-for-like item that is a bare engine name ("Same Ollama, same model"): a list joiner or the end
_SAME_ITEM_ENDS = frozenset({",", ";", "and", ".", ":", ")", "!", "-", "—", "–"})
_OLLAMA_TAG = re.compile(r"^\d+(?:\.\d+)?[bm](?:-[0-9a-z_.]+)*$")
_GGUF_QUANT = re.compile(r"^(?:q[2-8](?:_k)?(?:_[0-9a-z]{1,2})?|iq[1-4]_[a-z]{1,3})$")
_MODEL_SIZE = re.compile(r"^\d+(?:\.\d+)?[bm]$")


def _model_name_end(c, k: int) -> int:
    """A model's name at ``k`` (production same_fragment's model item): a family identifier ("llama3.1", "Qwen2.5-7B")
    with an Ollama tag (":8b", ":7b-instruct-q4_K_M") and a GGUF quantization ("q4_K_M"), or a family word, its version
    and size ("Llama 3.1 8B"); the index after it, or 0."""
    from claimcheck.claims.vocabulary import MODEL_FAMILIES

    t = c.tok(k)
    if t is None or not c.free(k):
        return 0
    j = 0
    if t.kind == "ident" and t.low.startswith(MODEL_FAMILIES):
        j = k + 1
        if c.w(j) == ":" and c.free(j) and c.free(j + 1) and c.tok(j + 1) is not None \
                and c.tok(j + 1).kind == "ident" and _OLLAMA_TAG.match(c.w(j + 1)):
            j += 2
    elif t.kind == "word" and t.low in MODEL_FAMILIES and c.tok(k + 1) is not None and c.tok(k + 1).kind == "num" \
            and c.free(k + 1) and c.tok(k + 2) is not None and _MODEL_SIZE.match(c.w(k + 2)) and c.free(k + 2):
        j = k + 3
    if j and c.free(j) and c.tok(j) is not None and _GGUF_QUANT.match(c.w(j)):
        j += 1
    return j


def _same_head(c, k: int) -> tuple[int, list[tuple[str, Any, int, int]]] | None:
    """One like-for-like item's noun at ``k`` (after "same" / "identical", or after a list joiner that shares the
    first item's "same"): (its end, [(fact key, value, start, end)]) or None. "GPU", "hardware", "model", "prompts"
    (SAME_NOUNS, SAME_FRAGMENT_NOUNS); "SGLang version" (same_engine SGLang and same_version), "engine" (one
    engine in every arm); "output cap" (same_output_cap); "driver" (SAME_UNCHECKED_NOUNS: no check, unknowable)."""
    from claimcheck.claims.vocabulary import ENGINES, SAME_CAP_PHRASES, SAME_FRAGMENT_NOUNS, SAME_UNCHECKED_NOUNS

    t = c.tok(k)
    if t is None or not c.free(k):
        return None
    low = t.low if t.kind in ("word", "arm", "ident") else ""
    engine = ENGINES.get(low) if t.kind != "arm" or len(low.split()) == 1 else None
    if engine is not None and c.free(k + 1) and SAME_FRAGMENT_NOUNS.get(c.w(k + 1)) in ("version", "engine"):
        if SAME_FRAGMENT_NOUNS[c.w(k + 1)] == "version":
            return k + 2, [("same_engine", engine, k, k + 1), ("same_version", "every arm", k + 1, k + 2)]
        return k + 2, [("same_engine", engine, k, k + 2)]
    if engine is not None and t.kind != "arm" and (c.tok(k + 1) is None or c.w(k + 1) in _SAME_ITEM_ENDS):
        return k + 1, [("same_engine", engine, k, k + 1)]  # "Same Ollama, same llama3.1:8b, two cards": one engine
    end = _model_name_end(c, k)
    if end:
        # "same llama3.1:8b q4_K_M", "same Llama 3.1 8B": one model id in every arm, and that model the witness's
        # (the model fact, checked as after "on")
        return end, [("same_model", "every arm", k, end),
                     ("model:model", c.r.text[c.r.toks[k].start:c.r.toks[end - 1].end], k, end)]
    for words in SAME_CAP_PHRASES:
        if c.seq(k, words):
            return k + len(words), [("same_output_cap", "every arm", k, k + len(words))]
    g = _gpu_name_at(c, k)
    if g is not None and (c.tok(g[0]) is None or c.w(g[0]) in _SAME_ITEM_ENDS):
        # "same H100", "same NVIDIA A100": the one hardware record every arm ran on, and that GPU the witness's (the
        # gpu fact, checked as after "on")
        return g[0], [("same_hardware", "every arm", k, g[0]), ("hardware:gpu", c.r.toks[g[1]].text, k, g[0])]
    got = controls.head_at(c, k, counted_dataset_at)
    if got is not None:
        # "Same 200 prompts", "same 500 ShareGPT prompts": every arm ran the same inputs, that many of them in each (a
        # count core, quantified: one only the arms' sum makes is inconclusive, never false --
        # count_meanings.every_arm_total); production same_control: "same concurrency", "identical output lengths"
        return got
    if t.kind != "word":
        return None
    w = c.w(k)
    if c.w(k + 1) in ("version", "versions") and c.free(k + 1) and w in ("engine", "driver", "cuda"):
        key = "version" if w == "engine" else SAME_UNCHECKED_NOUNS[w]
        return k + 2, [(f"same_{key}", "every arm", k, k + 2)]
    if w in SAME_NOUNS:
        return k + 1, [(f"same_{SAME_NOUNS[w]}", "every arm", k, k + 1)]
    if w in SAME_FRAGMENT_NOUNS:
        return k + 1, [(f"same_{SAME_FRAGMENT_NOUNS[w]}", "every arm", k, k + 1)]
    if w in SAME_UNCHECKED_NOUNS:
        return k + 1, [(f"same_{SAME_UNCHECKED_NOUNS[w]}", "every arm", k, k + 1)]
    return None


#: the words that open a count (with a number; "one at a time" too) after a like-for-like list and a comma: the list ends there ("Same 200
#: prompts, same H100, zero failed requests in either run", "Same 40 prompts, one at a time, ..."); any other word
#: after the comma ("Same GPU, faster prompts") leaves the whole list unread
_COUNT_OPENERS = frozenset({"zero", "no", "none", "nothing", "all", "every", "each", "one"})
def _same_fragment(c, i: int) -> int:
    """A clause, or the rest of one after "," / ";" / "(" / a dash, that is nothing but like-for-like items:
    "Same GPU, same SGLang version, same prompts.", "Identical hardware and prompts for both runs.", "Both arms use
    the same model, prompts and output cap.", "..., everything else held constant" (production same_fragment).
    Each item is the fact ``_same`` makes of the same words (checked by ``_check_same``); the whole list is read to the
    clause's end (or its ")") or none of it is."""
    from claimcheck.claims.vocabulary import (SAME_GROUP_NOUNS, SAME_GROUP_QUANTS, SAME_GROUP_VERBS, SAME_HELD_PHRASES,
                                              SAME_TAIL_PREPS)

    if c.r.source != "statement" or not c.free(i):
        return 0
    before = c.w(i - 1) if i > c.i0 else ""
    if i > c.i0 and not (before in (",", ";", "(", "-", "—", "–", ":") and c.free(i - 1)) \
            and not (before == "with" and c.free(i - 1) and i - 1 > c.i0 and c.w(i - 2) == ","):
        return 0
    paren = before == "("
    k = i
    if c.w(k) in SAME_GROUP_QUANTS and c.free(k) and c.w(k + 1) in SAME_GROUP_NOUNS and c.free(k + 1):
        if c.w(k + 2) not in SAME_GROUP_VERBS or not c.free(k + 2):
            return 0
        k += 3
    facts: list[tuple[str, Any, int, int]] = []
    first = True
    comma = None  # where the list read so far ends at a comma ("Same 200 prompts, same H100, zero failed ...")
    while True:
        held = next((h for h in SAME_HELD_PHRASES if c.seq(k, h)), None)
        if held is not None:
            facts.append(("same_settings", "every arm", k, k + len(held)))
            k += len(held)
        else:
            j = k + (c.w(k) == "the" and c.free(k))
            if c.w(j) in SAME_WORDS and c.free(j):
                j += 1
            elif first:
                return 0
            head = _same_head(c, j)
            if head is None and comma is not None and (i == c.i0 or before == ",") and j == k and (
                    c.w(k) in _COUNT_OPENERS or (c.tok(k) is not None and c.tok(k).kind == "num")):
                k = comma  # the list ends at the comma before a count; the rest of the clause is read on its own
                break
            if head is None:
                return 0
            got = head[1]
            facts.append((got[0][0], got[0][1], k, got[0][3]))  # the item's first fact spans its "the same"
            facts.extend(got[1:])
            k = head[0]
        first = False
        # the next item: ", same X", "and identical Y", ", prompts" (sharing the first item's "same"), ", and X"
        sep = k
        comma = k if c.w(k) == "," and c.free(k) else None
        if c.w(sep) in (",", ";", "and") and c.free(sep):
            sep += 1
            if c.w(sep - 1) != "and" and c.w(sep) == "and" and c.free(sep):
                sep += 1
            if sep < c.i1 and c.free(sep):
                k = sep
                continue
        break
    if c.w(k) in SAME_TAIL_PREPS and c.free(k) and c.w(k + 1) in SAME_GROUP_QUANTS | {"the"} and c.free(k + 1) \
            and c.w(k + 2) in SAME_GROUP_NOUNS and c.free(k + 2):
        k += 3
    elif c.w(k) == "across" and c.w(k + 1) in SAME_GROUP_NOUNS and c.free(k + 1):
        k += 2
    if paren:
        if c.w(k) != ")" or not c.free(k):
            return 0
    elif not (k == c.i1 or (k == c.i1 - 1 and c.w(k) in (".", "!", ";"))
              or ((i == c.i0 or before == ",") and c.free(k) and k + 1 < c.i1
                  and (c.w(k) == "," or c.w(k) == "on" and c.tok(k + 1).kind != "arm"))):
        # (a list opening its clause, or after a comma, may end at a comma or before "on" and what is not an arm, the
        # rest of the clause read on its own: "Same 200 prompts, same H100, zero failed requests in either run", "...,
        # same GGUF on my 4090")
        return 0
    c.take(i, k)
    for n, (key, value, a, b) in enumerate(facts):
        kind, key = key.split(":", 1) if ":" in key else ("setting", key)
        if kind == "count":
            # the number and its noun: a count core, as count_frames.count_core makes one (a module that imports this)
            x = Core("count", a, b, value=value, exact=True, count=key)
            x.span_end = b
            x.per_unit, x.quantified, x.whole = "arm", True, False  # type: ignore[attr-defined]
            c.cores.append(x)
            continue
        add_fact(c, kind, key, value, i if n == 0 else a, k if n == len(facts) - 1 else b)
    return k - i


def _arm_engines(ev) -> dict[str, str | None]:
    """{arm: the one engine its own record names} (its settings' engine / backend, else the witness's engine /
    backend / server; None: none, or several)."""
    from claimcheck.claims.vocabulary import engine_of

    w = getattr(ev, "witness", None) or {}
    top = [w.get(k) if not isinstance(w.get(k), dict) else w.get(k).get("name") for k in ("engine", "backend", "server")]
    top = [v for v in top if isinstance(v, str) and v.strip()]
    out = {}
    for n, a in (w.get("arms") or {}).items():
        a = a if isinstance(a, dict) else {}
        st = a.get("settings") if isinstance(a.get("settings"), dict) else {}
        own = [v for v in (st.get("engine"), st.get("backend"), a.get("engine"), a.get("backend"))
               if isinstance(v, str) and v.strip()] or top
        found = {engine_of(v) for v in own}
        out[n] = found.pop() if len(found) == 1 else None
    return out


def _check_same(fact, ev, O):
    """Every arm's own record agrees: one model id for all arms (two ids: unknowable, never contradicted: one
    model in two quantizations has two ids); one hardware record (a request-ab witness records one for all its arms) with no arm declaring a
    hardware or GPU-count setting of its own that differs; identical declared settings (never contradicted:
    arms differ in what they compare, and a writer's "same settings" means the rest)."""
    w = getattr(ev, "witness", None) or {}
    raw = {n: (a if isinstance(a, dict) else {}) for n, a in (w.get("arms") or {}).items()}
    if fact.key in THIS_KEYS and len(raw) == 1:
        return O("agrees", "the witness's own (it has one arm)")
    if len(raw) < 2:
        return O("unknowable", "the witness has one arm: nothing to be the same across")
    if fact.key == "same_like":
        # production same_control: "apples to apples" -- the same inputs and the rest of the settings (both rules)
        outs = [_check_same(fact.model_copy(update={"key": k}), ev, O) for k in ("same_workload", "same_settings")]
        if any(o.outcome == "contradicted" for o in outs):
            return next(o for o in outs if o.outcome == "contradicted")
        if all(o.outcome == "agrees" for o in outs):
            return O("agrees", "like for like: " + "; ".join(o.detail for o in outs))
        return O("unknowable", "like for like not shown: " + "; ".join(o.detail for o in outs))
    if fact.key in CONTROL_KEYS:
        return controls.check(fact, ev, O)  # production same_control: "under identical load", "at the same concurrency"
    what = fact.key.split("_", 1)[1]
    if what == "engine":
        engines = _arm_engines(ev)
        if any(e is None for e in engines.values()):
            return O("unknowable", "an arm's engine is not recorded as one engine the checker knows")
        have = set(engines.values())
        if len(have) > 1:
            return O("contradicted", "the arms record different engines: " + ", ".join(
                f"{n} {e}" for n, e in engines.items()))
        if fact.value != "every arm" and str(fact.value) not in have:
            return O("contradicted", f"every arm ran {next(iter(have))}, not {fact.value}")
        return O("agrees", f"every arm ran {next(iter(have))}")
    if what == "version":
        return _check_same_version(w, raw, O)
    if what == "output_cap":
        return _check_same_cap(w, raw, O)
    if what == "model":
        models = {n: _model_id(a.get("model")) or _model_id((a.get("settings") or {}).get("model")
                                                             if isinstance(a.get("settings"), dict) else None)
                  or _model_id(w.get("model")) for n, a in raw.items()}
        ids = set(models.values())
        if None in ids:
            return O("unknowable", "an arm records no model")
        if len(ids) == 1:
            return O("agrees", f"every arm ran {next(iter(ids))}")
        # never an accusation: two ids may be one model in two quantizations ("...-FP8"), which a writer calls the same
        return O("unknowable", "the arms record different model ids: " + ", ".join(f"{n} {m}" for n, m in models.items()))
    if what == "hardware":
        hw = list(getattr(ev, "hardware", []) or [])
        own = {n: {k: v for k, v in ((a.get("settings") or {}) if isinstance(a.get("settings"), dict) else {}).items()
                   if k in _ARM_HW_KEYS} | ({"hardware": a["hardware"]} if "hardware" in a else {})
               for n, a in raw.items()}
        if not hw:
            return O("unknowable", "the witness records no hardware")
        if len({repr(sorted(v.items())) for v in own.values()}) > 1:
            return O("unknowable", "the arms declare hardware or GPU counts of their own that differ")
        return O("agrees", f"every arm ran on the one hardware the witness records ({'; '.join(hw)})")
    if what == "workload":
        # "on the same workload / prompts / requests": every arm ran the same inputs (the rows' task ids); different
        # ids are never an accusation (two prompt sets may hold the same prompts under other ids)
        ins = {n: frozenset(a.inputs) for n, a in ev.arms.items()} if getattr(ev, "arms", None) else {}
        if len(ins) >= 2 and all(not v for v in ins.values()):
            # production same_control: no task ids (a client's printed aggregates): the arms' request counts and prompt
            # token totals
            return controls.aggregate_workload(ev, O)
        if len(ins) < 2 or any(not v for v in ins.values()):
            return O("unknowable", "an arm records no inputs")
        if len(set(ins.values())) == 1:
            return O("agrees", f"every arm ran the same {len(next(iter(ins.values())))} inputs (task ids)")
        return O("unknowable", "the arms record different task ids (other prompts, or the same under other ids?)")
    if what == "settings":
        sts = {n: (a.get("settings") if isinstance(a.get("settings"), dict) else {}) for n, a in raw.items()}
        if any(not v for v in sts.values()):
            return O("unknowable", "an arm declares no settings")
        if len({repr(sorted(v.items(), key=lambda kv: kv[0])) for v in sts.values()}) == 1:
            return O("agrees", "every arm declares the same settings")
        # production same_control: "everything else unchanged", "same flags" -- the rest of the settings beside what
        # the arms compare: their declarations differ in one key only (the compared one) and agree in every other
        keys = set().union(*(v.keys() for v in sts.values()))
        differ = [k for k in sorted(keys) if len({repr(v.get(k)) for v in sts.values()}) > 1]
        if len(differ) == 1 and len(keys) > 1:
            return O("agrees", f"the arms' declared settings differ only in {differ[0]} (what they compare) and agree "
                               f"in every other ({', '.join(sorted(keys - set(differ)))})")
        return O("unknowable", "the arms declare different settings (what they compare, or the rest?)")
    return O("unknowable", f"no check for {fact.key}")


#: an arm's own engine version settings ("same SGLang version" must not differ in them)
_VERSION_KEYS = ("engine_version", "vllm_version", "sglang_version", "tgi_version", "llama_cpp_version")
#: an arm's own output cap settings ("same output cap")
_CAP_KEYS = ("output_cap", "max_tokens", "max_new_tokens", "max_output_tokens")


def _own(raw: dict, keys: tuple[str, ...]) -> dict[str, Any]:
    """{arm: the first of ``keys`` its own settings declare (None: none)}."""
    out = {}
    for n, a in raw.items():
        st = a.get("settings") if isinstance(a.get("settings"), dict) else {}
        out[n] = next((st[k] for k in keys if st.get(k) is not None), None)
    return out


def _check_same_version(w: dict, raw: dict, O):
    """"same SGLang version": every arm declares its engine version and they are one (agrees), or the witness
    records one engine version for every arm (its engine's "version") with no arm declaring its own; contradicted
    only where every arm declares one and two differ; else unknowable."""
    own = _own(raw, _VERSION_KEYS)
    own = {n: v if v is not None else raw[n].get("engine_version") for n, v in own.items()}  # arms[NAME].engine_version
    if all(v is not None for v in own.values()):
        vs = {str(v).lstrip("vV") for v in own.values()}
        if len(vs) == 1:
            return O("agrees", f"every arm declares engine version {vs.pop()}")
        return O("contradicted", "the arms declare different engine versions: " + ", ".join(
            f"{n} {v}" for n, v in own.items()))
    eng = w.get("engine")
    top = eng.get("version") if isinstance(eng, dict) else w.get("engine_version")  # the witness's own engine_version
    if top is not None and all(v is None for v in own.values()):
        return O("agrees", f"the witness records one engine version for every arm ({top})")
    return O("unknowable", "the witness does not record every arm's engine version")


def _check_same_cap(w: dict, raw: dict, O):
    """"same output cap": the witness's one declared output cap (a request-ab witness records one for all its
    arms) with no arm declaring a cap of its own that differs; two declared caps are unknowable (never false)."""
    own = {v for v in _own(raw, _CAP_KEYS).values() if v is not None}
    cap = w.get("output_cap")
    if len(own) > 1 or (own and cap is not None and own != {cap}):
        return O("unknowable", "the arms declare output caps of their own that differ")
    if cap is None and not own:
        return O("unknowable", "the witness declares no output cap")
    return O("agrees", f"every arm ran with the one output cap {cap if cap is not None else own.pop()}")


def _model_id(m: Any) -> str | None:
    """A model id as a witness records it (a string, or ``{"id": ...}``); as grammar.arm_declarations reads it."""
    if isinstance(m, dict):
        m = m.get("id")
    return m if isinstance(m, str) and m.strip() else None


#: an arm's own hardware or GPU-count settings (what "the same hardware" must not differ in)
_ARM_HW_KEYS = frozenset({"hardware", "device", "gpu", "gpus", "gpu_count", "num_gpus", "tensor_parallel_size"})


def _cpu_only(c, i: int) -> int:
    """"on a CPU-only host", "CPU-only inference": the CPU fact (no GPU ran it), "only" joined to it by a hyphen."""
    if c.w(i) != "cpu" or c.w(i + 1) != "only" or not c.free(i + 1):
        return 0
    if not hyphen_joined(c, i + 1):
        # production: cpu_only_trailing -- "..., 0.21 req/s with 1 slot, CPU only, 7950X.": "CPU only" written apart
        # is read only as a clause's trailing item, after "," and before "," or the sentence's end ("CPU only runs
        # ..." is other words)
        if not (i - 1 > c.i0 and c.w(i - 1) == "," and (i + 2 >= c.i1 or c.w(i + 2) in (",", ".", ";", "!", "?"))):
            return 0
        c.take(i, i + 2)
        add_fact(c, "hardware", "cpu", "CPU", i, i + 2)
        return 2
    if not _lead(c, i):
        return 0
    k = i + 2
    if c.w(k) in ("host", "machine", "node", "server", "box", "instance", "setup", "system", "inference", "backend",
                  "mode", "run", "runs") and c.free(k):
        k += 1
    c.take(i, k)
    add_fact(c, "hardware", "cpu", "CPU", i, k)
    return k - i


def _no_gpu(c, i: int) -> int:
    """production: no_gpu -- "with no GPU", "without a GPU", "(no GPU)", ", no GPU" after another fact: the run had no
    accelerator, the CPU fact as "CPU-only" (agrees with a CPU run's record; a GPU run's contradicts it). Only where
    the phrase ends there ("no GPU offload", "no GPU memory left" are other words: unread)."""
    j = i
    if c.w(j) == "without" and c.free(j):
        j += 1
        if c.tok(j) is not None and c.tok(j).text.lower() in ("a", "any") and c.free(j):
            j += 1  # (the reader's form of "a" is empty: its text is read)
    elif c.w(j) == "with" and c.w(j + 1) == "no" and c.free(j) and c.free(j + 1):
        j += 2
    elif c.w(j) == "no" and c.free(j) and i > c.i0 and c.w(i - 1) in ("(", ",") and _lead(c, i):
        j += 1
    else:
        return 0
    if c.w(j) not in ("gpu", "gpus", "accelerator", "accelerators", "dgpu") or not c.free(j) or c.tok(j).kind == "arm":
        return 0
    e = j + 1
    if c.tok(e) is not None and c.w(e) not in (",", ".", ";", ")", ":", "!", "?", "and"):
        return 0
    c.take(i, e)
    add_fact(c, "hardware", "cpu", "CPU", i, e)
    return e - i


def _nodes(c, i: int) -> int:
    """"on a node with 4 H100s", "on a single node", "across two nodes": how many nodes ran it (checked only against
    a node count the witness records)."""
    j = i + (c.w(i) in ("a", "an") and c.free(i))
    if c.w(j) in ("single", "one") and c.free(j):
        n, j = 1.0, j + 1
    elif j == i and _count_at(c, j) is not None:
        n, j = _count_at(c, j), j + 1
    elif j > i:
        n = 1.0
    else:
        return 0
    if c.w(j) not in ("node", "nodes") or not c.free(j) or c.tok(j).kind == "arm" or (c.w(j) == "nodes") != (n > 1) \
            or not _lead(c, i):
        return 0
    c.take(i, j + 1)
    add_fact(c, "setting", "node_count", n, i, j + 1)
    return j + 1 - i


def _memory_amount(c, j: int) -> tuple[str, int] | None:
    """A memory amount at token ``j`` ("80GB" or "80 GB"): (the amount as "80 GB", the index after it), or None."""
    t = c.tok(j)
    if t is None or not c.free(j):
        return None
    m = _MEM.match(c.w(j)) if t.kind == "ident" else None
    if m:
        return f"{m.group(1)} {m.group(2).upper()}", j + 1
    if t.kind == "num" and t.value is not None and c.w(j + 1) in ("gb", "gib", "tb") and c.free(j + 1):
        return f"{t.text} {c.w(j + 1).upper()}", j + 2
    return None


def _memory_after(c, k: int) -> int:
    """"80GB", "(8 GB VRAM)", "with 24GB VRAM", "with 16GB RAM" right after a hardware fact: a memory fact."""
    j = k
    paren = c.w(j) == "(" and c.free(j)
    if paren:
        j += 1
    elif c.w(j) == "with" and c.free(j):
        j += 1
    t = c.tok(j)
    got = _memory_amount(c, j)
    if got is None:
        return 0
    amount, e = got
    while c.w(e) in MEMORY_WORDS and c.free(e):
        e += 1
    if c.w(e) == "of" and c.w(e + 1) in MEMORY_WORDS and c.free(e + 1):
        e += 2
    if paren:
        if c.w(e) != ")" or not c.free(e):
            return 0
        e += 1
    elif c.w(k) == "with" and e == j + (2 if t.kind == "num" else 1) and c.r.toks[j].kind == "num":
        return 0  # "with 16 GB" and nothing more: a memory word must follow a bare number
    c.take(k, e)
    add_fact(c, "hardware", "memory", amount, k, e)
    return e - k


def _arm_memory(c, i: int) -> int:
    """Production arm_memory: "An M2 Pro with 16GB runs ...", "the H200 (141 GB) reaches ...": right after an arm
    whose own words name its hardware (a GPU of ``GPU_RE``, an Apple chip "M2 Pro"), "with" or a parenthesis and a
    memory amount, as after a hardware fact (``_memory_after``): the memory of the hardware the arm names, bound to
    that arm (``ContextFact.arms``: its own hardware record where the arms record their own, else the witness's) and
    checked as any memory fact (agrees or unknowable, never contradicted). After any other arm ("FP8 with 16GB") it is
    not read."""
    if c.w(i) not in ("with", "(") or i <= c.i0 or not c.free(i):
        return 0
    t = c.r.toks[i - 1]
    if t.kind != "arm" or t.arm is None:
        return 0
    words = t.text.lower()
    if not (GPU_RE.search(words) or re.search(r"(?:^|\s)m[1-9](?:\s+(?:pro|max|ultra))?$", words)):
        return 0
    n = _memory_after(c, i)
    if n:  # the memory of that arm's hardware: checked against its own record where the arms record their own
        c.r.facts[-1] = c.r.facts[-1].model_copy(update={"arms": [t.arm]})
    return n


def _scope_memory(c, i: int) -> int:
    """In the scope, a memory amount standing on its own: "RTX 4090, 48GB", "a single 24 GB RTX 4090", "80GB
    HBM3 per GPU". A memory fact (checked by ``_check_hw``: agrees or unknowable, never contradicted), read only
    where the amount ends the part or stands before a GPU, a memory word or a GPU noun: "a 16 GB model file" stays
    the author's description."""
    if c.r.source == "statement":
        return 0
    got = _memory_amount(c, i)
    if got is None:
        return 0
    amount, e = got
    while c.w(e) in MEMORY_WORDS | {"hbm3", "hbm3e", "hbm2e", "gddr6", "gddr6x"} and c.free(e):
        e += 1
    after = c.w(e)
    # (before "vs" / "versus" it ends its part as before "and"; before an arm's own name it is that arm's memory:
    # "Jetson AGX Orin 32GB vs Mac mini M4 Pro 48GB", "48GB Jetson AGX Orin vs ..." -- arm_hardware binds it where the
    # arm's record holds it, else it is checked against every arm: before, such an amount was silently dropped)
    ends = e >= c.i1 or after in (",", ";", ")", ".", "and", "vs", "versus") or after in GPUS or after in _VENDORS \
        or after in ("rtx", "gpu", "gpus", "card", "cards", "per", "jetson", "mac", "macbook") \
        or (e < len(c.r.toks) and c.r.toks[e].kind == "arm")
    if not ends:
        return 0
    c.take(i, e)
    add_fact(c, "hardware", "memory", amount, i, e)
    return e - i


def _suffix(c, i: int) -> int:
    """After a GPU (or Apple chip) fact: its package ("SXM", "NVL72"), its memory, or the cards an LLVM
    target stands for ("gfx942 (MI300X/MI325X)"); after a quantization fact, the noun ("Q4_K_M quantization", "FP8
    precision")."""
    q = _prev_fact(c, i, ("setting",), ("quantization",))
    if q is not None and c.w(i) in ("quantization", "quantized", "weights", "precision") and c.free(i):
        c.take(i, i + 1)
        _extend(c, q, i + 1)
        return 1
    n = _prev_fact(c, i, ("hardware",), ("gpu", "soc", "memory"))
    if n is None:
        return 0
    if c.r.facts[n].key == "gpu" and c.w(i) == "tensor" and c.w(i + 1) == "core" and c.free(i) and c.free(i + 1):
        k = i + 2 + (c.w(i + 2) in ("gpu", "gpus") and c.free(i + 2))  # "NVIDIA H100 Tensor Core GPUs"
        c.take(i, k)
        _extend(c, n, k)
        return k - i
    if c.r.facts[n].key == "gpu" and c.r.facts[n].value == "GPU" and c.w(i) == "(" and c.free(i):
        return _gpu_gloss(c, i)
    k = i
    while c.w(k) in GPU_FORM_WORDS and c.free(k):
        k += 1
    if c.r.facts[n].key == "memory":  # "A100 80GB PCIe": the package after the memory
        if k == i and c.w(i) in ("gpu", "gpus", "card", "cards") and n > 0 and c.r.facts[n - 1].key == "gpu" \
                and c.r.facts[n - 1].kind == "hardware":
            c.take(i, i + 1)  # "a single A100 80GB GPU": the GPU's noun after its memory
            _extend(c, n, i + 1)
            return 1
        if k == i:
            return 0
        c.take(i, k)
        _extend(c, n, k)
        return k - i
    if k > i:
        if c.w(k) in ("gpu", "gpus", "card", "cards") and c.free(k):
            k += 1  # "a single H100 SXM GPU": the GPU's noun after its package
        c.take(i, k)
        _extend(c, n, k)
        return k - i + _memory_after(c, k)
    mem = _memory_after(c, i)
    if mem:
        return mem
    said = re.sub(r"[^a-z0-9]", "", str(c.r.facts[n].value).lower())
    members = GPU_SERIES.get(said)
    if members and c.w(i) == "(" and c.free(i):
        k, cards = i + 1, []
        while c.free(k) and c.w(k) in GPUS:
            cards.append(c.w(k))
            k += 1
            if c.w(k) in ("/", ",") and c.free(k) and c.w(k + 1) in GPUS:
                k += 1
        if cards and c.w(k) == ")" and c.free(k) and all(x in members for x in cards):
            c.take(i, k + 1)
            _extend(c, n, k + 1)
            return k + 1 - i
    return 0


# --- model names: "GPT-OSS 20B", "Llama 70B models", "Llama3-8B inference" ----------------------------
def _model(c, i: int) -> int:
    n = _prev_fact(c, i, ("model", "model_size"), ("model", "params"))
    if n is not None and c.w(i) == "inference" and c.free(i):
        c.take(i, i + 1)
        _extend(c, n, i + 1)
        return 1
    t = c.tok(i)
    if t is None or t.kind != "word" or c.w(i) not in MODEL_FAMILIES or not c.free(i):
        return 0
    k = i + 1
    if c.tok(k) is not None and c.tok(k).kind == "word" and hyphen_joined(c, k) and c.free(k):
        k += 1  # "GPT-OSS"
    s = c.tok(k)
    if s is None or s.kind != "ident" or not (_SIZE.match(c.w(k)) or _VER_SIZE.match(c.w(k))) or not c.free(k) \
            or not _lead(c, i):
        return 0  # "Llama 70B", "GPT-OSS 20B", "Llama 3.1-8B"
    k += 1
    end = k
    if c.w(end) in ("model", "models") and c.free(end):
        end += 1
    c.take(i, end)
    add_fact(c, "model", "model", c.r.text[c.r.toks[i].start:c.r.toks[k - 1].end], i, end)
    return end - i


# --- the checks ------------------------------------------------------------------------------------
def _flat(obj: Any, prefix: str = "", depth: int = 0):
    if depth > 5:
        return
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _flat(v, f"{prefix}{k}.", depth + 1)
            if not isinstance(v, (dict, list)):
                yield f"{prefix}{k}", v
    elif isinstance(obj, list) and len(obj) <= 16 and all(not isinstance(x, (dict, list)) for x in obj):
        for n, x in enumerate(obj):
            yield f"{prefix.rstrip('.')}[{n}]", x


def recorded(ev, keys: tuple[str, ...]) -> dict[str, Any]:
    """{path: value} of every value ``witness.json`` records under one of ``keys`` (the last part of
    its path, case-insensitive), outside what an importer noted about itself."""
    want = {k.lower() for k in keys}
    skip = ("imported_from", "import_notes", "telemetry", "environment")
    src = {k: v for k, v in (getattr(ev, "witness", None) or {}).items() if k not in skip}
    out: dict[str, Any] = {}
    for path, v in _flat(src):
        if path.rsplit(".", 1)[-1].split("[", 1)[0].lower() in want and v is not None and not isinstance(v, bool) and str(v).strip():
            out.setdefault(path, v)
    return out


HW_KEYS = frozenset({"soc", "memory", "gpu_family"})
SETTING_KEYS = frozenset(set(SOFTWARE_VERSION_KEYS) | set(PARALLEL_KEYS) | {"dataset", "input_len", "output_len", "node_count",
                                                                             "prefill_only", "num_speculative_tokens",
                                                                             "speculative_family", "answer_len",
                                                                             "synthetic_acceptance_rate",
                                                                             "draft_model", "client_tool"} | SAME_KEYS)
#: where a witness records the speculative tokens per step and the method (vLLM's speculative_config, SGLang's
#: --speculative-num-draft-tokens / --speculative-algorithm)
SPEC_TOKEN_KEYS = ("num_speculative_tokens", "speculative_num_draft_tokens", "num_draft_tokens")
SPEC_METHOD_KEYS = ("speculative_method", "speculative_algorithm")
#: where a witness records how many nodes ran it (MLPerf's number_of_nodes, torchrun's nnodes)
NODE_COUNT_KEYS = ("node_count", "num_nodes", "nnodes", "number_of_nodes", "n_nodes")


#: the setting facts a label's arm is chosen by (setting_label_arm): key -> the keys an arm's settings record it under
_LABEL_KEYS = {"num_speculative_tokens": SPEC_TOKEN_KEYS, "speculative_family": SPEC_METHOD_KEYS,
               "concurrency": ("concurrency", "max_concurrency"), "request_rate": ("request_rate",),
               "batch_size": ("batch_size",), "quantization": ("quantization",),
               **{k: tuple(v) for k, v in PARALLEL_KEYS.items()}}


def setting_label_keys(key: str) -> tuple[str, ...]:
    """The keys an arm's settings may record the setting ``key`` under (production setting_label_arm's table)."""
    return tuple(_LABEL_KEYS.get(key, ()))


def setting_matches(fact, settings: dict) -> bool | None:
    """Whether an arm's declared ``settings`` agree with a setting fact (production setting_label_arm): True, False, or
    None where the arm records none of its keys or a value that does not read."""
    keys = _LABEL_KEYS.get(fact.key)
    if fact.kind != "setting" or keys is None or not isinstance(settings, dict):
        return None
    own = {str(k).lower(): v for k, v in settings.items()}
    got = [own[k] for k in keys if k in own and own[k] is not None and not isinstance(own[k], bool)]
    if not got:
        if fact.key == "speculative_family" and own.get("speculative_method") is None and any(
                k in own for k in SPEC_TOKEN_KEYS):
            return None
        return None
    v = got[0]
    if fact.key == "speculative_family":
        said, rec = _norm(fact.value), _norm(v)
        return True if said in rec else (None if rec and said.startswith(rec) else False)
    if fact.key == "quantization":
        return _norm(v) == _norm(fact.value)
    f = _float(v)
    return None if f is None else f == float(fact.value)


def handles(fact) -> bool:
    return (fact.kind == "hardware" and fact.key in HW_KEYS) or (fact.kind == "setting" and fact.key in SETTING_KEYS)


def check_descriptor(fact, ev):
    """The outcome of a descriptor fact (``handles(fact)``) against the witness's own record."""
    O = ContextOutcome
    if fact.kind == "hardware":
        return _check_hw(fact, ev, O)
    key = fact.key
    if key == "node_count":
        return _every(fact, recorded(ev, NODE_COUNT_KEYS), O, "node count", lambda v: _eq(v, float(fact.value)))
    if key in SOFTWARE_VERSION_KEYS:
        said = _vparts(str(fact.value))
        return _every(fact, recorded(ev, SOFTWARE_VERSION_KEYS[key]), O, key,
                      lambda v: None if not said or _vparts(str(v)) is None else _vparts(str(v))[:len(said)] == said)
    if key in PARALLEL_KEYS:
        return _every(fact, recorded(ev, PARALLEL_KEYS[key]), O, key, lambda v: _eq(v, float(fact.value)))
    if key == "dataset":
        return _check_dataset(fact, ev, O)
    if key == "client_tool":
        return _check_client_tool(fact, ev, O)
    if key == "num_speculative_tokens":
        return _every(fact, recorded(ev, SPEC_TOKEN_KEYS), O, "number of speculative tokens",
                      lambda v: _eq(v, float(fact.value)))
    if key == "draft_model":
        return _check_draft(fact, ev)
    if key == "synthetic_acceptance_rate":  # a fraction, or a percent ("100" for 100%)
        return _every(fact, recorded(ev, SYNTHETIC_ACCEPTANCE_KEYS), O, "synthetic acceptance rate",
                      lambda v: None if _float(v) is None else (
                          abs(_float(v) - float(fact.value)) < 1e-9 or abs(_float(v) / 100 - float(fact.value)) < 1e-9))
    if key == "speculative_family":
        said = _norm(fact.value)
        # (a family said of a recorded member agrees: "EAGLE" of eagle3; a member said of its recorded family name is
        # unknowable: "EAGLE3" where the witness records "eagle"; another method contradicts it)
        # In the statement another method contradicts the record only where every arm ran speculation with a method
        # of its own (none of them the one named); "Speculative decoding with Medusa yields 1.9x" where the arms are
        # EAGLE-3 and a baseline without speculation names an arm this witness does not have (not-yet, no accusation)
        found = recorded(ev, SPEC_METHOD_KEYS)
        methods = [v for v in found.values() if _norm(v) not in ("", "none", "off", "false", "no")]
        every_arm = len(methods) >= len(getattr(ev, "arms", None) or {1: 0}) and len(methods) == len(found)
        differ = False if fact.source != "statement" or every_arm else None
        return _every(fact, recorded(ev, SPEC_METHOD_KEYS), O, "speculative method",
                      lambda v: True if said in _norm(v) else (None if _norm(v) and said.startswith(_norm(v)) else differ))
    if key in ("input_len", "output_len"):
        if str(fact.value).startswith(HEDGED_LENGTH):  # "~550 in / 150 out" (production in_out_lengths)
            return hedged_length(fact, ev, O, recorded(ev, SEQ_LEN_KEYS[key]))
        wants = stated_lengths(str(fact.value))
        found = recorded(ev, SEQ_LEN_KEYS[key])
        if not found:  # no setting recorded: the output cap and the rows (nominal_length)
            return nominal_length(fact, ev, O)
        return _every(fact, found, O, key, lambda v: None if _float(v) is None else _float(v) in wants)
    if key in SAME_KEYS:
        return _check_same(fact, ev, O)
    if key == "answer_len":
        return answer_length(fact, ev, O)
    if key == "prefill_only":
        found = recorded(ev, SEQ_LEN_KEYS["output_len"] + ("output_cap",))
        if found and all(_float(v) == 1 for v in found.values()):
            return O("agrees", f"one output token: {', '.join(f'{p} = {v!r}' for p, v in found.items())}")
        return O("unknowable", "the witness does not record an output length of 1 token (prefill only)")
    return O("unknowable", f"no check for {key}")


def _eq(v: Any, want: float) -> bool | None:
    f = _float(v)
    return None if f is None else f == want


def _every(fact, found: dict[str, Any], O, what: str, same) -> Any:
    """A descriptor of the whole run against every value the witness records for it (the witness's own and each
    arm's): agrees when every one agrees, contradicted when none does (and each reads), else unknowable (the arms
    differ in it, or a value does not read: which arm the words are about is not known)."""
    if not found:
        return O("unknowable", f"the witness records no {what}")
    got = {p: same(v) for p, v in found.items()}
    shown = ", ".join(f"{p} = {v!r}" for p, v in list(found.items())[:4])
    if all(x is True for x in got.values()):
        return O("agrees", shown)
    if all(x is False for x in got.values()):
        return O("contradicted", f"the witness records {shown}, not {fact.value}")
    return O("unknowable", f"the witness records {shown}: not every arm agrees with {fact.value}, or a value does not "
             "read")


def _float(v: Any) -> float | None:
    if isinstance(v, bool):
        return None
    try:
        return float(str(v).strip())
    except ValueError:
        return None


#: a recorded value as a number (None for a boolean or words): the public name other modules use
as_number = _float


def stated_lengths(text: str) -> set[float]:
    m = _KLEN.match(text.lower())
    if m:
        v = float(m.group(1))
        return {v * 1000, v * 1024} if m.group(2) == "k" else {v * 1e6, v * 1024 * 1024}
    f = _float(text)
    return {f} if f is not None else set()


def _vparts(s: str) -> list[str] | None:
    m = re.search(r"(\d+(?:\.\d+)*)([a-z]+\d*)?", str(s).lower())
    return (m.group(1).split(".") + ([m.group(2)] if m.group(2) else [])) if m else None


def _norm(s: Any) -> str:
    return re.sub(r"[^a-z0-9]+", "", str(s).lower())


def _check_dataset(fact, ev, O):
    found = recorded(ev, DATASET_KEYS)
    if not found:
        return O("unknowable", "the witness records no dataset")
    said = [s.strip() for s in str(fact.value).split(",") if s.strip()]
    have = " | ".join(_norm(v) for v in found.values())
    named = {k for k in DATASETS if _norm(k) in have or any(_norm(p) in have for p in DATASETS[k])}
    if named == set(said) and all(any(_norm(k) in _norm(v) or any(_norm(p) in _norm(v) for p in DATASETS[k])
                                      for k in said) for v in found.values()):
        return O("agrees", f"dataset: {'; '.join(f'{p} = {v!r}' for p, v in found.items())}")
    if named and not (set(said) & named):
        return O("contradicted", f"the witness ran {', '.join(sorted(named))} "
                 f"({'; '.join(f'{p} = {v!r}' for p, v in found.items())}), not {fact.value}")
    return O("unknowable", f"the witness's dataset ({'; '.join(str(v) for v in found.values())}) does not show "
             f"{fact.value}")


def _hw_text(ev) -> str:
    return "; ".join(str(h) for h in (getattr(ev, "hardware", None) or []))


def _check_hw(fact, ev, O):
    text = _hw_text(ev)
    if not text:
        return O("unknowable", "the witness records no hardware")
    if fact.key == "gpu_family":
        return _check_family(fact, text, O)
    if fact.key == "memory":
        said = _float(str(fact.value).split()[0])
        unit = str(fact.value).split()[-1].lower()
        amounts = {(float(m.group(1)), m.group(2).lower().replace("gib", "gb")) for m in MEMORY_RE.finditer(text)}
        if (said, unit.replace("gib", "gb")) in amounts:
            return O("agrees", f"hardware: {text}")
        made = _one_size_memory(text) if not amounts and not _HOST_RAM.search(fact.span.text if fact.span else "") \
            and unit in ("gb", "gib") else None
        if made is not None and made == said:
            return O("agrees", f"hardware: {text} (made with {said:g} GB only: vocabulary.GPU_MEMORY_GB)")
        return O("unknowable", f"the hardware string does not record {fact.value} ({text})")
    # an Apple chip: generation and tier
    m = APPLE_CHIP_RE.search(str(fact.value))
    if m is None:
        return O("unknowable", f"{fact.value!r} is not an Apple chip the checker reads")
    gen, tier = m.group(1), (m.group(2) or "").lower()
    rec = [(x.group(1), (x.group(2) or "").lower()) for x in APPLE_CHIP_RE.finditer(text)]
    if rec:
        if (gen, tier) in rec:
            return O("agrees", f"hardware: {text}")
        if any(g == gen and not tier for g, _t in rec) or any(g == gen and not t for g, t in rec):
            return O("unknowable", f"the witness records {text}: the same generation, another or no tier named")
        return O("contradicted", f"the witness records {text}, not {fact.value}")
    if GPU_RE.search(text) or re.search(r"\b(intel|xeon|epyc|ryzen|graviton|neoverse)\b", text, re.I):
        return O("contradicted", f"the witness records {text}, not {fact.value}")
    return O("unknowable", f"the hardware string does not name the chip ({text})")


_HOST_RAM = re.compile(r"\b(?:ram|system\s+memory|host\s+memory|unified)\b", re.I)


def _one_size_memory(text: str) -> float | None:
    """The memory of the GPUs a hardware string names, where each is made in one size only and all the same
    (vocabulary.GPU_MEMORY_GB); None otherwise (no GPU, a CPU path, a card sold in several sizes)."""
    if CPU_PATH_RE.search(text):
        return None
    sizes = {GPU_MEMORY_GB.get(re.sub(r"[^a-z0-9]", "", m.group(1).lower())) for m in GPU_RE.finditer(text)}
    return float(next(iter(sizes))) if len(sizes) == 1 and None not in sizes else None


def _check_family(fact, text: str, O):
    """A GPU family ("on Hopper") against the GPUs the witness's hardware string names: agrees where every one belongs
    to the family, contradicted only where every one is a GPU of another family (vocabulary.GPU_FAMILIES), unknowable
    otherwise: no GPU named (a CPU-only or unnamed accelerator), a GPU of no family known here, a GPU the run did not
    use, or an Ampere CPU beside a GPU of another family ("on Ampere" may name the host)."""
    fam = str(fact.value)
    gpus = list(dict.fromkeys(re.sub(r"[^a-z0-9]", "", m.group(1).lower()) for m in GPU_RE.finditer(text)))
    if not gpus:
        return O("unknowable", f"the hardware string names no GPU model ({text})")
    if CPU_PATH_RE.search(text):
        return O("unknowable", f"the witness records a GPU it did not use ({text})")
    of = {g: gpu_family_of(g) for g in gpus}
    shown = ", ".join(f"{g}: {f or 'no family known'}" for g, f in of.items())
    if all(f == fam for f in of.values()):
        return O("agrees", f"hardware: {text} ({shown})")
    if all(f is not None and f != fam for f in of.values()) \
            and not (fam == "Ampere" and re.search(r"\bampere\b", text, re.I)):
        return O("contradicted", f"the witness records {text} ({shown}), not a {fam} GPU")
    return O("unknowable", f"the witness records {text} ({shown}): not every GPU is known to be {fam}")


def answer_length(fact, ev, O):
    """The length of the answers a time is said of ("an 8-token answer takes 4 s": grammar production
    arm_request_time): it agrees only when every completed request of every arm produced exactly that many tokens
    (then the time of every request is the time of such an answer); otherwise the witness holds answers of other
    lengths, whose times say nothing of an N-token answer's: unknowable, never contradicted."""
    try:
        want = float(str(fact.value))
    except ValueError:
        return O("unknowable", f"{fact.value!r} is not a length")
    vals = [r.get("completion_tokens") for a in ev.arms.values() for r in (a.rows or []) if isinstance(r, dict)
            and r.get("ok")]
    if ev.kind != "request-ab" or not vals or any(v is None for v in vals):
        return O("unknowable", "the witness records no completion_tokens of every completed request")
    lo, hi = min(vals), max(vals)
    if lo == hi == want:
        return O("agrees", f"every completed request produced {lo} tokens")
    return O("unknowable", f"the completed requests produced {lo}..{hi} tokens, not all {fact.value}: the times of "
                           f"the {fact.value}-token answers alone are not told apart")


def nominal_length(fact, ev, O):
    """A nominal length ("128-token outputs", "ISL/OSL = 256/128", "prompts of 256 tokens") where the witness
    records no such setting: decided from the output cap and the rows (docs/claim-check.md, "Counts of requests").

    * output length N: it agrees when the output cap is N and no completed request produced more, or when every
      completed request produced exactly N tokens; it is contradicted when a completed request produced more
      than N tokens or the cap is below N (no request can reach N); otherwise (outputs that stopped at EOS below
      a cap other than N, or no cap recorded) it is unknowable: outputs that stop early are never accused;
    * input length N: it agrees when every completed request's prompt was N tokens; otherwise unknowable (a
      chat template or a tokenizer adds tokens to a nominal prompt length: the rows cannot refute it)."""
    wants = stated_lengths(str(fact.value))
    if not wants:
        return O("unknowable", f"{fact.value!r} is not a length")
    col = "completion_tokens" if fact.key == "output_len" else "prompt_tokens"
    vals = [r.get(col) for a in ev.arms.values() for r in (a.rows or []) if isinstance(r, dict) and r.get("ok")]
    if ev.kind != "request-ab" or not vals or any(v is None for v in vals):
        return O("unknowable", f"the witness records no {fact.key} setting and no {col} of every completed request")
    lo, hi = min(vals), max(vals)
    if lo == hi and float(lo) in wants:
        return O("agrees", f"every completed request has {col} = {lo}")
    if fact.key == "input_len":
        return O("unknowable", f"the witness records no input_len setting; the prompts have {lo}..{hi} tokens, "
                               "which a nominal prompt length does not decide")
    cap = ev.output_cap
    if cap is not None and float(cap) in wants and hi <= cap:
        return O("agrees", f"output cap {cap}; completed requests produced {lo}..{hi} tokens (stopping at EOS below "
                           "the cap is within a nominal output length)")
    if all(hi > w for w in wants):
        return O("contradicted", f"a completed request produced {hi} tokens, more than {fact.value}")
    if cap is not None and all(cap < w for w in wants):
        return O("contradicted", f"the output cap is {cap} tokens, below {fact.value}")
    return O("unknowable", f"output cap {cap}; completed requests produced {lo}..{hi} tokens: not the nominal "
                           f"{fact.value}, and not contradicting it")
