"""Private helpers. Not a public API."""
