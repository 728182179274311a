"""Hypothesis strategies for the per-file entries of receipts and catalogs, well-formed and not
(shared by the receipt and the catalog validation tests; imported by basename, as bundle_kit is)."""

from __future__ import annotations

from hypothesis import strategies as st

HEX = "0123456789abcdef"

sha = st.text(alphabet=HEX, min_size=64, max_size=64)
odd_sha = st.one_of(sha, st.text(alphabet=HEX + "AG\n", min_size=63, max_size=65), st.integers(), st.none())
names = st.one_of(
    st.sampled_from(["a", "rows.jsonl", "d/x.json", "é/ü.txt", "sp ace", "q\"uote"]),
    st.sampled_from(["", ".", "..", "a/../b", "/abs", "a//b", "C:x", "back\\slash", "nul\x00", "a/.", "\udc80"]),
    st.text(min_size=0, max_size=12),
)
sizes = st.one_of(st.integers(min_value=0, max_value=2**40), st.integers(max_value=-1),
                  st.sampled_from([1.0, 2.5, True, False, "3", None]))


@st.composite
def file_entries(draw):
    e = {"path": draw(names), "size": draw(sizes), "sha256": draw(odd_sha)}
    op = draw(st.sampled_from(["keep", "keep", "keep", "drop", "extra", "list"]))
    if op == "drop":
        e.pop(draw(st.sampled_from(sorted(e))))
    elif op == "extra":
        e["extra"] = 1
    elif op == "list":
        return list(e.values())
    return e
