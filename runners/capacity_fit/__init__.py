"""capacity-fit: live KV/CUDA-graph preflight, phase/rung state machine, content-blind termination audit."""
