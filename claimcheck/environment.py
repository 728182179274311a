"""Who wrote a bundle and where: runner identity and environment capture."""

from __future__ import annotations

import hashlib
import importlib.metadata
import platform
import sys
from datetime import datetime, timezone
from pathlib import Path

from claimcheck.models import Environment, ModelIdentity, RunnerIdentity

PACKAGES = ("claimcheck", "pydantic", "jsonschema", "cryptography", "llama_cpp_python", "vllm", "torch", "gguf", "numpy")


def package_versions(names: tuple[str, ...] = PACKAGES) -> dict[str, str]:
    out = {}
    for name in names:
        try:
            out[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            continue
    return out


def source_digest(*roots: str | Path) -> str:
    """SHA-256 over the sorted (relative path, file SHA-256) pairs of the ``.py`` files under roots."""
    h = hashlib.sha256()
    for root in roots:
        root = Path(root)
        files = [root] if root.is_file() else sorted(p for p in root.rglob("*.py") if "__pycache__" not in p.parts)
        for f in files:
            rel = f.name if root.is_file() else f.relative_to(root).as_posix()
            h.update(rel.encode() + b"\0" + hashlib.sha256(f.read_bytes()).hexdigest().encode() + b"\n")
    return h.hexdigest()


def claimcheck_identity(name: str = "fak") -> RunnerIdentity:
    import claimcheck

    return RunnerIdentity(
        name=name,
        version=claimcheck.__version__,
        source_sha256=source_digest(Path(claimcheck.__file__).parent),
    )


def runner_identity(name: str, *source_roots: str | Path) -> RunnerIdentity:
    """Identity of a runner: its name, claimcheck's version, and a digest of its own source."""
    import claimcheck

    return RunnerIdentity(name=name, version=claimcheck.__version__, source_sha256=source_digest(*source_roots))


def capture_environment(
    *,
    model: ModelIdentity | None = None,
    backend: str | None = None,
    backend_version: str | None = None,
    hardware: str | None = None,
    details: dict | None = None,
) -> Environment:
    return Environment(
        python=sys.version.split()[0],
        platform=platform.platform(),
        packages=package_versions(),
        model=model,
        backend=backend,
        backend_version=backend_version,
        hardware=hardware or describe_hardware(),
        details=details or {},
    )


def describe_hardware() -> str:
    import os

    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{cpu}; {os.cpu_count()} logical CPUs"


def utc_now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds").replace("+00:00", "Z")
