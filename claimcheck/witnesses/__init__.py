"""Witness kinds: loading a sealed bundle's raw rows and re-deriving every quantity from them.

* ``request_ab``   - request-level A/B (``witness.json`` + ``rows.jsonl``), seed S2;
* ``compat_batch`` - compatibility batches vs. sequential (``witness.json`` + ``jobs.jsonl`` +
  ``steps.jsonl``), seed S4e.

Submodules are imported on use; ``from claimcheck.witnesses import compat_batch`` has no
dependency beyond the standard library and ``claimcheck._internal``.
"""

from claimcheck.witnesses._rows import WitnessError, nearest_rank

__all__ = ["WitnessError", "nearest_rank"]
