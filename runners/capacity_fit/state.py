"""The phase/rung state machine of a capacity-fit run, and its fresh-root rules.

A run directory holds::

    protocol.json      frozen protocol (its SHA-256 is bound into the state and preflights)
    state.json         the whole history (events + terminal), rewritten atomically
    catalog.json       checksum catalog of every phase bundle (root: bundles/)
    experiment.lock    non-blocking exclusive lock held by whoever runs a phase
    bundles/<rung>/<phase>/   one bundle per phase, sealed receipt-last

Transitions: each rung runs probe (K=k_probe) -> base (K=k_arm) -> designed (K=k_arm).
A rejected probe moves to the next rung's probe; an adequate probe runs both arms; the
first rung whose probe and both arms are adequate is selected (``pass: true``); when
the ladder is exhausted the terminal record is ``pass: false, selected: null``. A phase
that started and never completed (an interrupted, preflight-only bundle) or a failed
preflight stops the history: it can never be resumed into a result.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

from claimcheck.fsio import atomic_write_json, canonical_json, load_json_file
from claimcheck.environment import utc_now
from claimcheck.errors import IntegrityError, PreflightFailed, UsageError
from runners.capacity_fit.models import PHASES, Event, Protocol, Rung, RunState, Selection, Terminal

PROTOCOL_NAME = "protocol.json"
STATE_NAME = "state.json"
CATALOG_NAME = "catalog.json"
LOCK_NAME = "experiment.lock"
ROOT_NAME = "bundles"


def protocol_sha256(protocol: Protocol) -> str:
    return hashlib.sha256(canonical_json(protocol.model_dump(mode="json"))).hexdigest()


def _overlaps(a: Path, b: Path) -> bool:
    return a == b or a.is_relative_to(b) or b.is_relative_to(a)


def check_fresh_root(run_dir: Path, excluded_roots: list[str | Path]) -> None:
    """The run directory must be new, reached without symlinks, and must not contain, lie
    inside, equal or link into a predecessor's root."""
    run_dir = Path(run_dir)
    absolute = Path(os.path.abspath(run_dir))
    probe = absolute
    while probe != probe.parent:
        if probe.is_symlink():
            raise UsageError("the run directory is reached through a symlink", path=probe, rule="symlink-root")
        probe = probe.parent
    if run_dir.exists():
        if not run_dir.is_dir():
            raise UsageError("the run directory exists and is not a directory", path=run_dir, rule="fresh-root")
        if any(run_dir.iterdir()):
            raise UsageError("the run directory is not empty: a capacity-fit run starts in a fresh root",
                             path=run_dir, rule="fresh-root")
    real = Path(os.path.realpath(absolute))
    for ex in excluded_roots:
        ex_path = Path(os.path.realpath(ex))
        if _overlaps(real, ex_path) or _overlaps(absolute, Path(os.path.abspath(ex))):
            raise UsageError(f"the run directory overlaps the predecessor root {str(ex)!r}", path=run_dir,
                             rule="predecessor-root")
        if Path(ex).exists() and _links_into(Path(ex), real):
            raise UsageError("a predecessor root links into the run directory", path=ex, rule="predecessor-root")


def _links_into(root: Path, target: Path) -> bool:
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = Path(dirpath) / name
            if p.is_symlink() and _overlaps(Path(os.path.realpath(p)), target):
                return True
    return False


def init_run(run_dir: str | Path, protocol: Protocol, *, excluded_roots: list[str | Path] = ()) -> RunState:
    """Create a fresh run directory: protocol, empty history, empty catalog."""
    from claimcheck import catalog as catalog_mod

    run_dir = Path(run_dir)
    check_fresh_root(run_dir, list(excluded_roots))
    run_dir.mkdir(parents=True, exist_ok=True)
    (run_dir / ROOT_NAME).mkdir()
    rel_excluded = [os.path.relpath(os.path.abspath(e), os.path.abspath(run_dir)) for e in excluded_roots]
    atomic_write_json(run_dir / PROTOCOL_NAME, protocol.model_dump(mode="json"))
    state = RunState(experiment=protocol.experiment, protocol_sha256=protocol_sha256(protocol),
                     excluded_roots=rel_excluded, ladder=list(protocol.ladder))
    report = catalog_mod.init(run_dir / CATALOG_NAME, run_dir / ROOT_NAME, excluded_roots=rel_excluded)
    if not report.ok:
        p = report.problems[0]
        raise UsageError(p.message, path=p.path, rule=p.rule)
    save_state(run_dir, state)
    return state


def save_state(run_dir: Path, state: RunState) -> None:
    atomic_write_json(Path(run_dir) / STATE_NAME, state.model_dump(mode="json", by_alias=True))


def load_run(run_dir: str | Path) -> tuple[Protocol, RunState]:
    run_dir = Path(run_dir)
    for name in (PROTOCOL_NAME, STATE_NAME, CATALOG_NAME):
        if not (run_dir / name).is_file() or (run_dir / name).is_symlink():
            raise UsageError(f"not a capacity-fit run directory (no {name})", path=run_dir, rule="not-a-run")
    try:
        protocol = Protocol.model_validate(load_json_file(run_dir / PROTOCOL_NAME))
        state = RunState.model_validate(load_json_file(run_dir / STATE_NAME))
    except ValueError as exc:
        raise IntegrityError(f"run files not understood: {exc}", path=run_dir, rule="schema") from None
    if state.protocol_sha256 != protocol_sha256(protocol):
        raise IntegrityError("protocol.json changed after the run started", path=run_dir / PROTOCOL_NAME,
                             rule="protocol-drift")
    if [r.id for r in state.ladder] != [r.id for r in protocol.ladder]:
        raise IntegrityError("the state's ladder differs from the protocol's", path=run_dir / STATE_NAME,
                             rule="protocol-drift")
    return protocol, state


def k_for(protocol: Protocol, phase: str) -> int:
    return protocol.k_probe if phase == "probe" else protocol.k_arm


def role_for(phase: str) -> str:
    return "probe" if phase == "probe" else "arm"


@dataclass(frozen=True)
class Next:
    """What the history allows now: run ``(rung, phase)``, or record a terminal."""

    rung: Rung | None
    phase: str | None
    terminal: Terminal | None = None


def replay(protocol: Protocol, events: list[Event], *, where: str = STATE_NAME) -> Next:
    """Walk the history from the first rung's probe; every event must be the expected one.

    Raises on an interrupted phase (started, never completed), a failed preflight, or an
    event out of order.
    """
    ladder = protocol.ladder
    rung_i, phase_i = 0, 0
    adequate: dict[str, bool] = {}
    for n, ev in enumerate(events):
        if rung_i >= len(ladder):
            raise IntegrityError(f"event {n} ({ev.rung_id}/{ev.phase}) follows an exhausted ladder", path=where,
                                 rule="out-of-order")
        want = (ladder[rung_i].id, PHASES[phase_i])
        if (ev.rung_id, ev.phase) != want:
            raise IntegrityError(f"event {n} is {ev.rung_id}/{ev.phase}, expected {want[0]}/{want[1]}",
                                 path=where, rule="out-of-order")
        if ev.status == "started":
            if n != len(events) - 1:
                raise IntegrityError(f"event {n} never completed but later events exist", path=where,
                                     rule="out-of-order")
            raise PreflightFailed(
                f"phase {ev.rung_id}/{ev.phase} was interrupted after it started (its bundle stays preflight_only); "
                "an interrupted phase cannot be resumed into a result: start a fresh run directory",
                path=where, rule="interrupted")
        if ev.status == "preflight_failed":
            raise PreflightFailed(
                f"phase {ev.rung_id}/{ev.phase} failed its live preflight (infrastructure mismatch); "
                "fix the setup and start a fresh run directory", path=where, rule="preflight-failed")
        if ev.termination is None:
            raise IntegrityError(f"event {n} is complete but carries no termination result", path=where,
                                 rule="schema")
        adequate[ev.phase] = ev.termination.adequate
        if ev.phase == "probe" and not ev.termination.adequate:
            rung_i, phase_i, adequate = rung_i + 1, 0, {}
        elif ev.phase == "designed":
            if adequate.get("base") and adequate.get("designed"):
                rung = ladder[rung_i]
                sel = Selection(rung_id=rung.id, probe=f"{rung.id}/probe", base=f"{rung.id}/base",
                                designed=f"{rung.id}/designed")
                if n != len(events) - 1:
                    raise IntegrityError("events follow a selected rung", path=where, rule="out-of-order")
                return Next(None, None, Terminal(pass_=True, selected=sel, at="",
                                                 reason=f"first adequate rung: {rung.id}"))
            rung_i, phase_i, adequate = rung_i + 1, 0, {}
        else:
            phase_i += 1
    if rung_i >= len(ladder):
        return Next(None, None, Terminal(pass_=False, selected=None, at="",
                                         reason="ladder exhausted: no rung passed probe and both arms"))
    return Next(ladder[rung_i], PHASES[phase_i])


def next_phase(protocol: Protocol, state: RunState) -> Next:
    if state.terminal is not None:
        raise UsageError("the history is terminal "
                         f"(pass: {str(state.terminal.pass_).lower()}); no further phase may run",
                         rule="terminal")
    return replay(protocol, state.events)


def finalize(protocol: Protocol, state: RunState) -> RunState:
    """Record the terminal decision when the history reached one."""
    nxt = replay(protocol, state.events)
    if nxt.terminal is None:
        return state
    return state.model_copy(update={"terminal": nxt.terminal.model_copy(update={"at": utc_now()})})
