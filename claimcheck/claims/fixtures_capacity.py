"""Capacity-fit phase bundles rebuilt from figures (the third seed, capacity-fit-vllm-rerun),
in exactly the shape ``runners/capacity_fit/runner.py`` writes: ``preflight.json`` (live
capacity, prompts, the plan and graph coverage computed from them), ``rows.jsonl`` (token ids
built so that the content-blind audit classifies each sample as stated), ``decoded.jsonl``,
``termination.json`` (the audit of those rows), ``runner.json`` (sampled tokens, wall), sealed
with the receipt last.

The runner itself cannot write these figures (its wall time is measured, its engine real), so
a rebuilt bundle records its provenance in the runtime identity: ``REPORTED`` by default
(rebuilt from a publication); tests pass ``provenance="OBSERVED"`` to exercise the net-true path.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

#: the seed's 49k probe (docs: /work/shared/seeds/capacity-fit-vllm-rerun.txt)
SEED_49K = dict(kv_tokens=997_888, block_size=528, max_model_len=65_536, budget=49_152, max_seqs=19, records=12, k=4,
                answer_limit=512, worst_prompt=1_000, capture_sizes=[1, 2, 4, 8, 16], loops=37, unresolved=11,
                finished=0, answer_limit_contacts=9, sampled_tokens=2_364_643, wall_s=5012.451)

SEED_STATEMENTS = {
    "kv": "max-seqs 19 required 963,072 of 997,888 live KV tokens, leaving 34,816.",
    "blocks": "The probe ran with 528-token blocks and a 50,688-token rounded worst sequence.",
    "loops": "37 of 48 samples fell into exact periodic loops.",
    "unresolved": "The probe left 11 unresolved and 9 answer stages reached their limit.",
    "rates": "The probe had 77.08% exact periodic loops against a registered maximum of 25%.",
    "gate": "The probe failed all three registered thresholds.",
    "throughput": "The probe produced 2,364,643 sampled tokens in 5,012.451 s.",
    "rate": "The probe ran at 471.754 sampled tokens/s.",
    "graphs": "Decode widths 17-19 ran without a CUDA graph.",
}
SEED_SCOPE = ("Qwen3.5-4B on vLLM, think@49,152 K=4 base probe, max-seqs 19, 12 records x 4 samples; "
              "content-blind termination gate; no decoded output inspected")


def _answer_counts(n: int, contacts: int, limit: int, rest: int) -> list[int]:
    """``contacts`` samples at ``limit`` and the others sharing ``rest`` tokens (each < limit)."""
    others = n - contacts
    if others == 0:
        return [limit] * n
    base, extra = divmod(rest, others)
    out = [limit] * contacts + [base + (1 if i < extra else 0) for i in range(others)]
    if any(x >= limit for x in out[contacts:]):
        raise ValueError("answer tokens do not fit below the limit")
    return out


def rows_for(rung_id: str, phase: str, *, records: int, k: int, budget: int, answer_limit: int, loops: int,
             unresolved: int, finished: int, answer_limit_contacts: int, sampled_tokens: int | None = None,
             prompt_tokens: int = 100) -> list[dict[str, Any]]:
    """Rows whose token ids the audit classifies as stated: ``loops`` exact periodic tails
    (period 3 after a non-periodic head), ``unresolved`` non-periodic boundary contacts, ``finished``
    short stopped samples; answers reach the limit in ``answer_limit_contacts`` of them and share
    the remaining sampled tokens otherwise."""
    n = records * k
    if loops + unresolved + finished != n:
        raise ValueError(f"loops + unresolved + finished must be {n}")
    kinds = ["loop"] * loops + ["unresolved"] * unresolved + ["finished"] * finished
    reasoning = []
    for kind in kinds:
        if kind == "loop":
            head = list(range(10_000, 10_000 + budget // 2))
            reasoning.append(head + ([7, 8, 9] * budget)[:budget - len(head)])
        elif kind == "unresolved":
            reasoning.append(list(range(100_000, 100_000 + budget)))
        else:
            reasoning.append(list(range(200, 205)))
    spent = sum(len(t) for t in reasoning)
    rest_total = (sampled_tokens - spent - answer_limit_contacts * answer_limit) if sampled_tokens is not None \
        else (n - answer_limit_contacts)
    answers = _answer_counts(n, answer_limit_contacts, answer_limit, rest_total)
    rows = []
    for i, (toks, kind, ans) in enumerate(zip(reasoning, kinds, answers)):
        rec, j = divmod(i, k)
        rows.append({
            "sample_id": f"{rung_id}/{phase}/r{rec}/{j}", "rung_id": rung_id, "phase": phase, "record_id": f"r{rec}",
            "k": j, "prompt_tokens": prompt_tokens, "token_ids": toks,
            "finish_reason": "stop" if kind == "finished" else "length", "reasoning_budget": budget,
            "answer_token_ids": [5] * ans, "answer_tokens": ans,
            "answer_finish_reason": "length" if ans >= answer_limit else "stop", "answer_limit": answer_limit})
    return rows


def write_capacity_bundle(directory: str | Path, *, provenance: str = "REPORTED", phase: str = "probe",
                          kv_tokens: int, block_size: int, max_model_len: int, budget: int, max_seqs: int,
                          records: int, k: int, answer_limit: int, worst_prompt: int,
                          capture_sizes: list[int] | None, loops: int, unresolved: int, finished: int,
                          answer_limit_contacts: int, sampled_tokens: int | None, wall_s: float,
                          backend: str = "vllm", thresholds: dict[str, Any] | None = None,
                          preflight_only: bool = False, termination_override: dict[str, Any] | None = None,
                          registered: dict[str, Any] | None = None, preflight_override: dict[str, Any] | None = None
                          ) -> Path:
    """Write and seal one phase bundle (or, ``preflight_only``, stop after the preflight as an
    interrupted run does: no rows, no receipt). ``termination_override`` (tests only) injects a
    fault the runner cannot produce: a termination.json that disagrees with the rows; ``registered``
    (tests only) records other thresholds in the preflight than the audit applies;
    ``preflight_override`` (tests only) replaces preflight fields (a refused preflight with rows)."""
    from claimcheck.bundle import BundleWriter
    from claimcheck.capacity import graph_coverage, plan
    from claimcheck.environment import capture_environment, runner_identity, utc_now
    from claimcheck.models import ModelIdentity
    from claimcheck.termination import Thresholds, audit_rows

    rung_id = f"think_{budget}_seqs_{max_seqs}"
    n = records * k
    th = Thresholds(**(thresholds or {}))
    prompts = [{"record_id": f"r{i}", "prompt_sha256": hashlib.sha256(f"r{i}".encode()).hexdigest(),
                "prompt_tokens": worst_prompt - (i * 7 if i else 0)} for i in range(records)]
    cap = plan(kv_tokens=kv_tokens, block_size=block_size, max_model_len=max_model_len,
               prompt_tokens=[p["prompt_tokens"] for p in prompts], budget=budget, answer=answer_limit,
               max_seqs=max_seqs, sequences=n)
    graphs = graph_coverage(max_seqs, capture_sizes=capture_sizes) if capture_sizes is not None else None
    runtime = {"backend": backend, "backend_version": "rebuilt", "model": {"id": "Qwen/Qwen3.5-4B"},
               "provenance": provenance}
    pre = {
        "kind": "capacity-fit-preflight", "experiment": "capacity-fit-rebuilt", "protocol_sha256": "0" * 64,
        "rung": {"budget": budget, "max_seqs": max_seqs}, "rung_id": rung_id, "phase": phase,
        "role": "probe" if phase == "probe" else "arm", "k": k, "records": records, "sequences": n,
        "backend": backend, "runtime": runtime, "runtime_sha256": hashlib.sha256(repr(runtime).encode()).hexdigest(),
        "live": {"kv_tokens": kv_tokens, "block_size": block_size, "max_model_len": max_model_len,
                 "max_seqs": max_seqs, "capture_sizes": capture_sizes, "capture_sizes_reason": None,
                 "source": "rebuilt from published figures", "details": {}},
        "prompts": prompts, "thresholds": registered if registered is not None else th.model_dump(mode="json"), "plan": cap.model_dump(mode="json"),
        "graphs": graphs.model_dump(mode="json") if graphs else None,
        "checks": [{"name": "kv-fit", "passed": cap.fits, "fatal": True,
                    "detail": f"{cap.width} x {cap.tokens_per_seq} = {cap.demand} of {cap.kv_tokens} live tokens"}],
        "warnings": [], "passed": cap.fits, "created_at": utc_now(),
    }
    pre.update(preflight_override or {})
    env = capture_environment(model=ModelIdentity(id="Qwen/Qwen3.5-4B"), backend=backend, backend_version="rebuilt",
                              details={"rung": rung_id, "phase": phase})
    d = Path(directory)
    writer = BundleWriter(d, role=pre["role"], runner=runner_identity("capacity-fit", Path(__file__).parent),
                          environment=env)
    writer.write_preflight(pre)
    if preflight_only:
        return d
    rows = rows_for(rung_id, phase, records=records, k=k, budget=budget, answer_limit=answer_limit, loops=loops,
                    unresolved=unresolved, finished=finished, answer_limit_contacts=answer_limit_contacts,
                    sampled_tokens=sampled_tokens)
    writer.write_jsonl("rows.jsonl", rows)
    rows_sha = hashlib.sha256((d / "rows.jsonl").read_bytes()).hexdigest()
    report = audit_rows(rows, th).model_copy(update={"rows_sha256": rows_sha})
    writer.write_jsonl("decoded.jsonl", [{"sample_id": r["sample_id"], "reasoning_text": "", "answer_text": ""}
                                         for r in rows])
    writer.write_json("termination.json", {**report.model_dump(mode="json"), **(termination_override or {})})
    sampled = sum(len(r["token_ids"]) + r["answer_tokens"] for r in rows)
    writer.write_json("runner.json", {"rung_id": rung_id, "phase": phase, "k": k, "samples": n,
                                      "sampled_tokens": sampled, "wall_s": wall_s,
                                      "sampled_tokens_per_s": round(sampled / wall_s, 3), "max_seqs": max_seqs,
                                      "backend": backend})
    writer.seal()
    return d


def seed_49k_bundle(directory: str | Path, provenance: str = "REPORTED") -> Path:
    """The seed's completed think@49,152 K=4 probe, rebuilt from its figures."""
    return write_capacity_bundle(directory, provenance=provenance, **SEED_49K)
