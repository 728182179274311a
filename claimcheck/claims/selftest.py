"""``fak claim-check --self-test``: grade built-in fixtures (sealed in a temporary directory
from the seed reconstructions) and report whether each gets its labelled verdict."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from claimcheck.claims import fixtures as fx
from claimcheck.claims.grade import grade
from claimcheck.claims.model import ClaimInput


@dataclass
class Case:
    name: str
    expect: str
    got: str = ""
    reason: str = ""

    @property
    def ok(self) -> bool:
        return self.expect == self.got

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "expect": self.expect, "got": self.got, "ok": self.ok, "reason": self.reason}


def _claim(statement: str, witness: str, **kw: Any) -> ClaimInput:
    base = dict(statement=statement, baseline={"kind": "real", "description": fx.S2_BASELINE_DESC}, net=True,
                scope=fx.S2_SCOPE, provenance="OBSERVED", witness=witness)
    base.update(kw)
    return ClaimInput.model_validate(base)


def cases(root: Path) -> list[tuple[str, str, ClaimInput]]:
    s2 = root / "s2-observed"
    fx.write_bundle(s2, *fx.s2_witness("OBSERVED"))
    s2r = root / "s2-reported"
    fx.write_bundle(s2r, *fx.s2_witness("REPORTED"))
    s4 = root / "s4e-observed"
    fx.write_bundle(s4, *fx.s4e_witness("OBSERVED"))
    s2x = root / "s2-tampered"
    fx.write_bundle(s2x, *fx.s2_witness("OBSERVED"))
    rows = s2x / "rows.jsonl"
    data = bytearray(rows.read_bytes())
    data[data.index(b"75.48")] = ord("8")  # one byte
    rows.write_bytes(bytes(data))
    pre = root / "preflight-only"
    pre.mkdir()
    (pre / "preflight.json").write_text('{"ok": true}\n')
    s4kw = dict(scope=fx.S4E_SCOPE, baseline={"kind": "real", "description": fx.S4E_BASELINE_DESC})
    return [
        ("s2-concurrency-net-true", "net-true", _claim(fx.S2_STATEMENT, str(s2))),
        ("s2-cache-gain-not-yet", "not-yet", _claim(
            "The byte-identical shared-prefix arm gained a prefix-cache benefit over the unique-prefix arm.", str(s2))),
        ("s2-wrong-ratio-false", "false", _claim(fx.S2_STATEMENT.replace("1.36x", "1.50x"), str(s2))),
        ("s2-wrong-direction-false", "false", _claim(fx.S2_STATEMENT.replace("faster", "slower"), str(s2))),
        ("s2-reported-not-yet", "not-yet", _claim(fx.S2_STATEMENT, str(s2r))),
        ("s2-unbound-ratio-not-yet", "not-yet", _claim("The endpoint was 1.36x faster.", str(s2))),
        ("s4e-negative-result-net-true", "net-true", _claim(fx.S4E_STATEMENT, str(s4), **s4kw)),
        ("s4e-gated-net-true", "net-true", _claim(fx.S4E_STATEMENT, str(s4), realized={
            "on_by_default": False, "gate_reason": "negative result: batching stays off on the CPU path"}, **s4kw)),
        ("s4e-unrealized-seam-not-yet", "not-yet", _claim(fx.S4E_STATEMENT, str(s4), realized={"on_by_default": False}, **s4kw)),
        ("s4e-strawman-baseline", "strawman", _claim(fx.S4E_STATEMENT, str(s4), **{**s4kw, "baseline": {"kind": "strawman"}})),
        ("s4e-no-net-not-yet", "not-yet", _claim(fx.S4E_STATEMENT, str(s4), net=False, scope=fx.S4E_SCOPE,
                                                   baseline=s4kw["baseline"])),
        ("free-text-witness-not-yet", "not-yet", _claim(fx.S2_STATEMENT, "experiments/s2.json; verify with go run ./cmd/x")),
        ("tampered-rows-invalid", "invalid", _claim(fx.S2_STATEMENT, str(s2x))),
        ("preflight-only-invalid", "invalid", _claim(fx.S2_STATEMENT, str(pre))),
    ]


def run_self_test() -> list[Case]:
    out = []
    with tempfile.TemporaryDirectory(prefix="claimcheck-selftest-") as tmp:
        for name, expect, claim in cases(Path(tmp)):
            result = grade(claim)
            out.append(Case(name, expect, result.verdict, result.reason))
    return out
