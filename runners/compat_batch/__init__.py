"""compat-batch runner (seed S4e): real multi-sequence llama.cpp batches vs. tuned sequential.

Modules: ``jobs`` (deterministic workload, cancellation), ``planner`` (seed / length-aware
plans and their decode-call tables), ``protocol`` (execution on a loaded model),
``runner`` (``run_compat_batch``: bundle writing and sealing), ``cli`` (``fak run compat-batch``).
Importing this package does not import llama_cpp.
"""

from runners.compat_batch.runner import CompatBatchConfig, CompatBatchResult, run_compat_batch

__all__ = ["CompatBatchConfig", "CompatBatchResult", "run_compat_batch"]
