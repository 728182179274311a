"""claimcheck: grade scoped claims about LLM inference against sealed witness bundles."""

__version__ = "0.1.0"
