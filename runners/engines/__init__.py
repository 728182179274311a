"""The inference engines runners drive, and the one lifecycle of the servers they start
(``managed_server``): ``llamacpp`` (llama-cpp-python in process, and two OpenAI-compatible
servers over it) and ``vllm`` (the CPU vLLM tier, a separate venv)."""
