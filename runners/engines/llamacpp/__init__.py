"""llama.cpp through llama-cpp-python: ``multiseq`` (multi-sequence decoding over the C API,
in process), ``llama_server`` (this project's OpenAI-compatible server, a program) and
``servers`` (the managed server processes: it, and the ``llama_cpp.server`` wrapper)."""
