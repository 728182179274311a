"""Claim checking: parse a scoped statement, re-derive its quantities from a witness, grade six questions."""
