"""Real sentences about LLM serving performance, for measuring the claim reader (issue 16, item 4)."""
