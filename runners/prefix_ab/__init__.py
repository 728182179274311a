"""``fak run prefix-ab``: the shared-prefix A/B of seed S2 against a real OpenAI-compatible
server, written as a sealed ``request-ab`` witness with the server's cache telemetry.

Library entry point: :func:`runners.prefix_ab.run.run_prefix_ab`.
"""

from runners.prefix_ab.run import PrefixABConfig, PrefixABReport, ProgressEvent, run_prefix_ab

__all__ = ["PrefixABConfig", "PrefixABReport", "ProgressEvent", "run_prefix_ab"]
