"""The grammar file (claimcheck/claims/grammar.lark) and the reader (claimcheck/claims/grammar.py)
name the same productions, the ``construct`` rule lists the constructs in the scanner's order, and
docs/claim-check.md prints the file and the vocabulary tables verbatim.

    python tests/claims/test_claims_grammar_file.py --write    # regenerate the docs sections
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LARK = ROOT / "claimcheck" / "claims" / "grammar.lark"
CODE = ROOT / "claimcheck" / "claims" / "grammar.py"
DOCS = ROOT / "docs" / "claim-check.md"

G_BEGIN, G_END = "<!-- grammar.lark: begin (generated; do not edit here) -->\n```\n", "```\n<!-- grammar.lark: end -->"
V_BEGIN, V_END = "<!-- vocabulary: begin (generated; do not edit here) -->\n", "<!-- vocabulary: end -->"


def file_productions() -> set[str]:
    text = LARK.read_text()
    return set(re.findall(r"^([a-z_]+)\s*:", text, re.M)) | set(re.findall(r"^// binding ([a-z_]+):", text, re.M))


def code_productions() -> set[str]:
    return set(re.findall(r"[Pp]roduction: ([a-z_]+)", CODE.read_text()))


def test_file_and_code_name_the_same_productions():
    f, c = file_productions(), code_productions()
    assert f - c == set(), f"in grammar.lark but no construct in grammar.py names it: {sorted(f - c)}"
    assert c - f == set(), f"named in grammar.py but not in grammar.lark: {sorted(c - f)}"


def test_every_scanner_construct_names_its_production():
    code = CODE.read_text()
    scan = code[code.index("    def scan(self) -> None:"):]
    scan = scan[:scan.index("\n    # production: setting")]
    called = re.findall(r"self\.(m_[a-z_]+)\(i\)", scan)
    names = []
    for m in called:
        hit = re.search(r"# production: ([a-z_]+)[^\n]*\n(?:    # [^\n]*\n)*    def " + m + r"\(", code)
        assert hit, f"{m} does not name its production"
        names.append(hit.group(1))
    lark = LARK.read_text()
    rule = re.search(r"^construct\s*:(.*?)\n\n", lark, re.M | re.S).group(1)
    listed = [w.strip() for w in rule.replace("\n", " ").split("|")]
    assert set(listed) == set(names), (sorted(set(listed) ^ set(names)))
    assert listed == names, "the construct rule lists the constructs in another order than the scanner tries them"


def test_no_rule_is_defined_twice():
    # lark refuses a rule defined twice; two helpers landing the same production left one behind once
    text = re.sub(r"//[^\n]*", "", LARK.read_text())
    names = re.findall(r"^([a-z_]+)\s*:", text, re.M)
    assert sorted({n for n in names if names.count(n) > 1}) == []


def test_productions_name_real_rules_only():
    # every rule referenced on a right-hand side is defined (lower-case names), terminals are upper case
    text = re.sub(r"//[^\n]*", "", LARK.read_text())
    text = re.sub(r'"[^"]*"', "", text)
    defined = set(re.findall(r"^([a-z_]+)\s*:", text, re.M))
    used = set(re.findall(r"\b([a-z_]+)\b", re.sub(r"^([a-z_]+)\s*:", "", text, flags=re.M)))
    assert used <= defined, sorted(used - defined)


def render_docs(text: str) -> str:
    from claimcheck.claims.vocabulary import vocabulary_markdown

    a, b = text.index(G_BEGIN) + len(G_BEGIN), text.index(G_END)
    text = text[:a] + LARK.read_text() + text[b:]
    a, b = text.index(V_BEGIN) + len(V_BEGIN), text.index(V_END)
    return text[:a] + vocabulary_markdown() + text[b:]


def test_docs_print_the_grammar_and_the_vocabulary():
    text = DOCS.read_text()
    assert render_docs(text) == text, "docs/claim-check.md is stale: run python tests/claims/test_claims_grammar_file.py --write"


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    if "--write" in sys.argv:
        t = DOCS.read_text().replace("@GRAMMAR@\n", "").replace("@VOCAB@", "")
        DOCS.write_text(render_docs(t))
