"""Claim checking: parse a scoped statement, re-derive its quantities from a witness bundle's
raw rows, answer the six questions, and return one verdict.

    >>> from claimcheck.claims import ClaimInput, grade
    >>> result = grade(ClaimInput(statement=..., baseline={"kind": "real"}, net=True, scope=...,
    ...                           provenance="OBSERVED", witness="path/to/bundle"))   # doctest: +SKIP
    >>> result.verdict, result.exit_code                                             # doctest: +SKIP

``regrade(record)`` re-grades a claim record written with ``--record`` (used by ``fak audit``).
"""

from claimcheck.claims.grade import EXIT_CODES, grade, load_record, make_record, regrade, write_record
from claimcheck.claims.model import ClaimInput, ClaimRecord, ClaimResult, QuantityCheck, Question

__all__ = ["ClaimInput", "ClaimResult", "ClaimRecord", "Question", "QuantityCheck", "grade", "regrade",
           "make_record", "write_record", "load_record", "EXIT_CODES"]
