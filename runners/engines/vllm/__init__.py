"""The CPU vLLM tier (a separate venv, never imported here): ``env`` (where it lives, how its
processes start), ``prepare`` (GGUF -> HF model directory, cached), ``server`` (``vllm serve`` as
a managed server), ``cli`` (``fak vllm``); ``launch`` and ``convert`` are scripts run by the
tier's own Python."""
