"""A model-free, scripted backend for rehearsing a protocol and testing the state machine.

It reports whatever live capacity it is given and produces token IDs by rule (finished,
exact loop, or unresolved boundary contact). Its runtime identity says ``scripted``, so a
bundle it wrote can never pass for a model run.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from runners.capacity_fit.backend import Backend, Engine, Job, Sample
from runners.capacity_fit.models import LiveCapacity, Protocol, Rung

Outcome = Callable[[str, str, Job], str]  # (rung_id, phase, job) -> "finished" | "loop" | "unresolved"


class ScriptedBackend(Backend):
    name = "scripted"

    def __init__(self, *, kv_tokens: int = 1_000_000, block_size: int = 16, max_model_len: int | None = None,
                 capture_sizes: Callable[[int], list[int] | None] | None = None, outcome: Outcome | None = None,
                 answer_tokens: Callable[[str, str, Job], int] | None = None,
                 runtime: Callable[[str, str], dict[str, Any]] | None = None,
                 mangle: Callable[[str, str, list[Sample]], list[Sample]] | None = None):
        self.kv_tokens, self.block_size, self.max_model_len = kv_tokens, block_size, max_model_len
        self.capture_sizes = capture_sizes
        self.outcome = outcome or (lambda r, p, j: "finished")
        self.answer_tokens = answer_tokens or (lambda r, p, j: 1)
        self.runtime = runtime or (lambda r, p: {})
        self.mangle = mangle
        self.phase: str | None = None  # set by the caller that knows the phase (tests), else inferred

    def open(self, protocol: Protocol, rung: Rung) -> "ScriptedEngine":
        return ScriptedEngine(self, protocol, rung)


class ScriptedEngine(Engine):
    def __init__(self, backend: ScriptedBackend, protocol: Protocol, rung: Rung):
        self.b, self.protocol, self.rung = backend, protocol, rung

    def live_capacity(self) -> LiveCapacity:
        caps = self.b.capture_sizes(self.rung.max_seqs) if self.b.capture_sizes else None
        return LiveCapacity(kv_tokens=self.b.kv_tokens, block_size=self.b.block_size,
                            max_model_len=self.b.max_model_len or self.protocol.max_model_len,
                            max_seqs=self.rung.max_seqs, capture_sizes=caps, source="scripted")

    def runtime_identity(self) -> dict[str, Any]:
        phase = self.b.phase or ""
        return {"backend": "scripted", "backend_version": "1", "model": {"id": "scripted"},
                **self.b.runtime(self.rung.id, phase)}

    def count_tokens(self, text: str, *, add_special: bool = True) -> int:
        return len(text.split()) + (1 if add_special else 0)

    def generate(self, jobs: list[Job], *, budget: int, answer_limit: int, close_text: str,
                 temperature: float, seed: int) -> list[Sample]:
        out = []
        for job in jobs:
            rung_id, phase = job.sample_id.split("/")[:2]
            kind = self.b.outcome(rung_id, phase, job)
            if kind == "finished":
                toks, fin = list(range(100, 100 + min(budget - 1, 5))), "stop"
            elif kind == "loop":
                toks, fin = ([7, 8, 9] * budget)[:budget], "length"
            else:
                toks, fin = [1000 + i for i in range(budget)], "length"
            n_ans = min(self.b.answer_tokens(rung_id, phase, job), answer_limit)
            out.append(Sample(sample_id=job.sample_id, prompt_tokens=self.count_tokens(job.prompt),
                              token_ids=toks, finish_reason=fin, answer_token_ids=[5] * n_ans,
                              answer_finish_reason="length" if n_ans >= answer_limit else "stop",
                              reasoning_text="scripted", answer_text="scripted"))
        if self.b.mangle:
            out = self.b.mangle(self.rung.id, jobs[0].sample_id.split("/")[1] if jobs else "", out)
        return out
