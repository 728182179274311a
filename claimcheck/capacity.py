"""Model-free KV-cache capacity arithmetic and CUDA-graph capture coverage.

Long-context batched inference is a joint context-and-concurrency problem: raising the
context limit makes each sequence's reserve taller but adds no cache. Before any
generation a capacity-fit run must prove that

* the block-rounded worst-case demand of ``max_seqs`` concurrent sequences fits the
  engine's *live* KV capacity (``plan``), and
* the CUDA-graph capture sizes that the engine will really use cover every decode width
  up to ``max_seqs`` (``graph_coverage``): wider batches run eagerly.

Everything here is integer arithmetic on numbers the caller supplies (typically read from
a constructed engine by a backend); nothing imports a model or an engine.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from claimcheck.strict import StrictModel
from claimcheck.errors import UsageError




def round_up(n: int, block: int) -> int:
    """``n`` rounded up to a whole number of ``block``-token blocks."""
    return -(-n // block) * block


# --- KV capacity -------------------------------------------------------------


class CapacityPlan(StrictModel):
    """Worst-case block-rounded KV demand of ``width`` concurrent sequences vs live capacity."""

    kind: Literal["capacity-plan"] = "capacity-plan"
    kv_tokens: int = Field(description="live KV-cache capacity in tokens (read from the constructed engine)")
    block_size: int = Field(description="KV-cache block (page) size in tokens")
    max_model_len: int
    prompt_tokens: list[int] = Field(description="rendered prompt lengths; the worst one governs")
    worst_prompt_tokens: int
    budget: int = Field(description="reasoning/thinking budget in tokens")
    answer: int = Field(description="answer allowance in tokens")
    max_seqs: int
    sequences: int | None = Field(default=None, description="logical sequences in the run, when fewer than max_seqs")
    width: int = Field(description="active decode width: min(max_seqs, sequences)")
    raw_tokens_per_seq: int = Field(description="worst prompt + budget + answer, before rounding")
    capped_by_model_len: bool = Field(description="the worst sequence would exceed max_model_len; it is capped there")
    tokens_per_seq: int = Field(description="block-rounded worst sequence, capped at the block-rounded model length")
    blocks_per_seq: int
    demand: int = Field(description="width * tokens_per_seq")
    headroom: int = Field(description="kv_tokens - demand (negative when it does not fit)")
    fits: bool
    max_fitting_seqs: int = Field(description="largest concurrency whose worst case fits: kv_tokens // tokens_per_seq")
    tokens_per_seq_at_width: int = Field(description="kv_tokens // width: context each active sequence could hold")
    utilization: float = Field(description="demand / kv_tokens")


def _positive(name: str, value: int, *, allow_zero: bool = False) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise UsageError(f"{name} must be an integer, got {value!r}", rule="not-an-integer")
    if value < 0 or (value == 0 and not allow_zero):
        raise UsageError(f"{name} must be {'non-negative' if allow_zero else 'positive'}, got {value}",
                         rule="non-positive")


def plan(
    *,
    kv_tokens: int,
    block_size: int,
    max_model_len: int,
    prompt_tokens: list[int] | tuple[int, ...],
    budget: int,
    answer: int,
    max_seqs: int,
    sequences: int | None = None,
) -> CapacityPlan:
    """Block-rounded worst-case KV demand for ``max_seqs`` concurrent sequences.

    A sequence reserves its rendered prompt, the whole reasoning budget and the answer
    allowance; the engine allocates whole blocks, so the worst sequence is rounded up to
    ``block_size`` and capped at the block-rounded ``max_model_len`` (generation stops
    there). Refuses non-positive sizes, a prompt longer than the model context, and a
    worst sequence that cannot fit even once.
    """
    for name, value in (("kv_tokens", kv_tokens), ("block_size", block_size), ("max_model_len", max_model_len),
                        ("max_seqs", max_seqs)):
        _positive(name, value)
    for name, value in (("budget", budget), ("answer", answer)):
        _positive(name, value, allow_zero=True)
    if sequences is not None:
        _positive("sequences", sequences)
    prompts = list(prompt_tokens)
    if not prompts:
        raise UsageError("at least one rendered prompt length is needed", rule="no-prompts")
    for p in prompts:
        _positive("prompt_tokens", p)
    worst = max(prompts)
    if worst > max_model_len:
        raise UsageError(f"a rendered prompt of {worst} tokens is longer than the model context {max_model_len}",
                         rule="prompt-exceeds-context")
    raw = worst + budget + answer
    model_cap = round_up(max_model_len, block_size)
    per_seq = min(round_up(raw, block_size), model_cap)
    if per_seq > kv_tokens:
        raise UsageError(
            f"one worst-case sequence needs {per_seq} block-rounded tokens but the live KV cache holds {kv_tokens}: "
            "no concurrency fits; shorten the budget or the context",
            rule="budget-exceeds-capacity")
    width = min(max_seqs, sequences) if sequences is not None else max_seqs
    demand = width * per_seq
    return CapacityPlan(
        kv_tokens=kv_tokens, block_size=block_size, max_model_len=max_model_len, prompt_tokens=prompts,
        worst_prompt_tokens=worst, budget=budget, answer=answer, max_seqs=max_seqs, sequences=sequences,
        width=width, raw_tokens_per_seq=raw, capped_by_model_len=raw > max_model_len, tokens_per_seq=per_seq,
        blocks_per_seq=per_seq // block_size, demand=demand, headroom=kv_tokens - demand, fits=demand <= kv_tokens,
        max_fitting_seqs=kv_tokens // per_seq, tokens_per_seq_at_width=kv_tokens // width,
        utilization=demand / kv_tokens,
    )


# --- CUDA-graph capture ladder ---------------------------------------------------
#
# Source: vLLM `VllmConfig._set_cudagraph_sizes`, file vllm/config/vllm.py (v0.11 and
# later; before that vllm/config/__init__.py). Three rule generations were found:
#
# * "v0.10"  (vllm/config/__init__.py, `scheduler_config.cuda_graph_sizes`, default
#   `[min(max_num_seqs * 2, 512)]`): `[1, 2, 4] + range(8, max + 1, 8)`; every multiple
#   of 8 up to the maximum, then filtered by max_num_batched_tokens.
# * "v0.11"  (vllm/config/vllm.py, `compilation_config.max_cudagraph_capture_size`):
#   default max `min(max_num_seqs * (1 + num_speculative_tokens) * 2, 512)`, capped by
#   max_num_batched_tokens; ladder `[1, 2, 4]` (those <= max) + `range(8, min(max + 1,
#   256), 8)` + `range(256, max + 1, 16)`; a requested maximum that is not on the ladder
#   is truncated to the ladder's last size ("Truncating max_cudagraph_capture_size to
#   %d"). The seed's vLLM 0.24 behaves this way: 19 -> [1, 2, 4, 8, 16], 15 -> [1, 2, 4, 8].
# * "main"   (vllm/config/vllm.py on main, 2026): as v0.11, plus max_num_batched_tokens
#   is appended when it is <= the maximum (captured even off-stride), the default
#   ceiling is 1024 on data-centre Blackwell (SM100 family), and
#   `performance_mode="interactivity"` captures every size 1..min(max, 32).
# At run time a batch pads up to the next captured size; a batch wider than the largest
# captured size runs without a CUDA graph (eagerly).

LADDER_RULES = ("v0.10", "v0.11", "main")
DEFAULT_RULE = "v0.11"


class GraphCoverage(StrictModel):
    kind: Literal["graph-coverage"] = "graph-coverage"
    rule: str = Field(description="which vLLM rule generation was applied (see claimcheck.capacity)")
    max_seqs: int
    requested_max: int | None = Field(description="explicit max_cudagraph_capture_size; null = engine default")
    default_max: int = Field(description="the engine's default maximum for this max_seqs")
    max_num_batched_tokens: int | None = None
    spec_tokens: int = 0
    capture_sizes: list[int]
    effective_max: int = Field(description="largest captured size (0 when graphs are off)")
    truncated: bool = Field(description="the requested maximum was not on the ladder and was truncated")
    decode_tokens_at_max_seqs: int = Field(description="tokens in one uniform decode step at max_seqs")
    uncaptured_widths: list[int] = Field(description="decode widths 1..max_seqs that no captured size covers")
    covered: bool = Field(description="every decode width up to max_seqs runs with a CUDA graph")
    source: str = "vllm/config/vllm.py VllmConfig._set_cudagraph_sizes"


def default_capture_max(max_seqs: int, *, spec_tokens: int = 0, rule: str = DEFAULT_RULE,
                        blackwell: bool = False) -> int:
    ceiling = 1024 if (rule == "main" and blackwell) else 512
    return min(max_seqs * (1 + spec_tokens) * 2, ceiling)


def capture_ladder(max_size: int, *, rule: str = DEFAULT_RULE, max_num_batched_tokens: int | None = None,
                   performance_mode: str = "balanced") -> list[int]:
    """The capture sizes vLLM builds for a maximum of ``max_size`` (already capped)."""
    if rule not in LADDER_RULES:
        raise UsageError(f"unknown capture-ladder rule {rule!r}; one of {', '.join(LADDER_RULES)}", rule="bad-rule")
    if max_size < 1:
        return []
    if rule == "v0.10":
        sizes = [1, 2, 4] + list(range(8, max_size + 1, 8))
        if max_num_batched_tokens is not None:
            sizes = [s for s in sizes if s <= max_num_batched_tokens]
        return sizes
    if rule == "main" and performance_mode == "interactivity":
        sizes = list(range(1, min(max_size, 32) + 1))
    else:
        sizes = [s for s in (1, 2, 4) if s <= max_size]
    if max_size >= 8:
        sizes += list(range(8, min(max_size + 1, 256), 8))
    if max_size >= 256:
        sizes += list(range(256, max_size + 1, 16))
    if rule == "main" and max_num_batched_tokens is not None and max_num_batched_tokens <= max_size:
        sizes.append(max_num_batched_tokens)
    return sorted(set(sizes))


def graph_coverage(
    max_seqs: int,
    max_capture: int | None = None,
    *,
    rule: str = DEFAULT_RULE,
    max_num_batched_tokens: int | None = None,
    spec_tokens: int = 0,
    performance_mode: str = "balanced",
    blackwell: bool = False,
    capture_sizes: list[int] | None = None,
) -> GraphCoverage:
    """Which decode widths up to ``max_seqs`` run with a CUDA graph.

    ``capture_sizes`` given (e.g. the resolved list read from a live engine) is taken as
    is; otherwise the ladder is rebuilt with ``rule`` from ``max_capture`` or the engine's
    default maximum for ``max_seqs``.
    """
    _positive("max_seqs", max_seqs)
    _positive("spec_tokens", spec_tokens, allow_zero=True)
    if max_capture is not None:
        _positive("max_capture", max_capture)
    if max_num_batched_tokens is not None:
        _positive("max_num_batched_tokens", max_num_batched_tokens)
    default_max = default_capture_max(max_seqs, spec_tokens=spec_tokens, rule=rule, blackwell=blackwell)
    if capture_sizes is not None:
        sizes = sorted(set(int(s) for s in capture_sizes))
        if any(s < 1 for s in sizes):
            raise UsageError("capture sizes must be positive", rule="non-positive")
    else:
        wanted = max_capture if max_capture is not None else default_max
        if max_num_batched_tokens is not None:
            wanted = min(wanted, max_num_batched_tokens)
        sizes = capture_ladder(wanted, rule=rule, max_num_batched_tokens=max_num_batched_tokens,
                               performance_mode=performance_mode)
    effective = sizes[-1] if sizes else 0
    step = 1 + spec_tokens
    uncaptured = [w for w in range(1, max_seqs + 1) if w * step > effective]
    return GraphCoverage(
        rule=rule if capture_sizes is None else "live", max_seqs=max_seqs, requested_max=max_capture,
        default_max=default_max, max_num_batched_tokens=max_num_batched_tokens, spec_tokens=spec_tokens,
        capture_sizes=sizes, effective_max=effective,
        truncated=max_capture is not None and capture_sizes is None and effective != max_capture,
        decode_tokens_at_max_seqs=max_seqs * step, uncaptured_widths=uncaptured, covered=not uncaptured,
    )


def ranges(values: list[int]) -> str:
    """``[9, 10, 11, 15]`` -> ``"9-11, 15"`` (for people; JSON keeps the list)."""
    out: list[str] = []
    start = prev = None
    for v in values:
        if start is None:
            start = prev = v
        elif v == prev + 1:
            prev = v
        else:
            out.append(f"{start}-{prev}" if prev != start else f"{start}")
            start = prev = v
    if start is not None:
        out.append(f"{start}-{prev}" if prev != start else f"{start}")
    return ", ".join(out)
