"""How much of the real-sentence corpus the claim reader reads, and how the witnessed rows grade.

    python tests/claims/real_sentences/report.py [--no-grade] [--out tests/claims/real_sentences/REPORT.md] [--show-unread]
                                          [--json OUT.json]

Reads every sentence of ``sentences.jsonl`` with ``claimcheck.claims.grammar.read_full`` (no
scope; the arm names and aliases the reader is given are the witness's for the rows of
``witness_specs.py``, else the row's plausible ``arms``), and prints:

* how many sentences are read completely (no unread token), overall, by category and by frame;
* the unread words by frequency (each word counted once per sentence);
* unless ``--no-grade``: for the rows of ``witness_specs.py``, the verdict of each true sentence
  and of each twisted twin against its sealed witness, the "false contradictions" (a true
  sentence graded ``false``) and any twin graded ``net-true``.

The same text is written to ``REPORT.md`` (``--out``). Exit status 0, or 1 when a twin is
``net-true`` or a true sentence is graded ``false``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SENTENCES = HERE / "sentences.jsonl"
NUM = re.compile(r"\d+(?:[.,]\d+)*")
WORD = re.compile(r"[A-Za-z][A-Za-z0-9'.\-/]*[A-Za-z0-9]|[A-Za-z]|N[A-Za-z×%/]*|[~≈≥≤<>+×→%]|->")


def load_rows(path: Path = SENTENCES) -> list[dict]:
    rows = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise SystemExit(f"{path}:{n}: not JSON: {exc}") from None
    return rows


def _spec_arms() -> dict[str, dict[str, list[str]]]:
    sys.path.insert(0, str(ROOT / "tests" / "claims"))
    from real_sentences.witness_specs import SPECS

    return {s.id: {a.name: list(a.aliases) for a in s.arms} for s in SPECS}


def evidence_arms(row: dict, spec_arms: dict | None = None) -> dict[str, list[str]]:
    """The reader's ``evidence_arms`` (name -> aliases) for a row: its witness's arms where
    ``witness_specs.py`` has one, else the row's plausible arms (role -> aliases)."""
    if spec_arms and row["id"] in spec_arms:
        return spec_arms[row["id"]]
    return {role: list(aliases) for role, aliases in (row.get("arms") or {}).items() if aliases}


def read_row(row: dict, spec_arms: dict | None = None):
    from claimcheck.claims.grammar import read_full

    return read_full(row["text"], "", evidence_arms(row, spec_arms))


def unread_words(result) -> list[str]:
    """The unread words of a reading, lower-cased; every number is written ``N`` ("24x" -> "Nx")."""
    words = []
    for span in result.reading.unread:
        words += [w if w.startswith("N") else w.lower() for w in WORD.findall(NUM.sub("N", span.text))]
    return words


def reading_stats(rows: list[dict]) -> dict:
    by_cat: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    by_frame: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    freq: Counter[str] = Counter()
    spans: Counter[str] = Counter()
    complete, with_assertion, errors = 0, 0, []
    per_row = {}
    spec_arms = _spec_arms()
    t0 = time.perf_counter()
    for row in rows:
        try:
            res = read_row(row, spec_arms)
        except Exception as exc:  # noqa: BLE001 - a crash of the reader is a finding, reported per row
            errors.append((row["id"], f"{type(exc).__name__}: {exc}"))
            continue
        ok = not res.reading.unread
        complete += ok
        with_assertion += bool(res.reading.assertions)
        by_cat[row["category"]][0] += 1
        by_cat[row["category"]][1] += ok
        for f in row.get("frames") or ["(none)"]:
            by_frame[f][0] += 1
            by_frame[f][1] += ok
        words = unread_words(res)
        freq.update(set(words))
        spans.update({NUM.sub("N", s.text.lower()) for s in res.reading.unread})
        per_row[row["id"]] = {"complete": ok, "unread": [s.text for s in res.reading.unread],
                              "assertions": len(res.reading.assertions)}
    return {"n": len(rows), "complete": complete, "with_assertion": with_assertion, "by_cat": dict(by_cat),
            "by_frame": dict(by_frame), "freq": freq, "spans": spans, "errors": errors, "per_row": per_row,
            "seconds": time.perf_counter() - t0}


def grade_witnessed(tmp: Path) -> dict:
    sys.path.insert(0, str(ROOT / "tests" / "claims"))
    from real_sentences.witness_specs import KNOWN_FALSE, SPECS, build_witnesses, grade_case, twins

    from claimcheck.claims.grammar import read_full

    from claimcheck.claims import grammar
    from claimcheck.claims.evidence import load_evidence
    from claimcheck.claims.grade import declared_settings

    paths = build_witnesses(tmp)
    out = {"true": [], "twins": [], "known": KNOWN_FALSE, "unread": Counter(), "complete": 0, "complete_graded": 0}
    for spec in SPECS:
        got = read_full(spec.text, "", {a.name: list(a.aliases) for a in spec.arms})
        out["complete"] += not got.reading.unread
        # as the grader reads it: the sealed witness's arm names, roles, settings, own engines and models
        ev = load_evidence(paths[spec.id])
        full = read_full(spec.text, "", {n: a.aliases for n, a in ev.arms.items()}, kind=ev.kind,
                         settings=declared_settings(ev), arm_settings=grammar.arm_declarations(ev))
        out["complete_graded"] += not full.reading.unread
        out["unread"].update(set(unread_words(got)))
        res = grade_case(spec, spec.text, paths)
        out["true"].append((spec, res.verdict, res.reason))
        for kind, text in twins(spec):
            t = grade_case(spec, text, paths)
            out["twins"].append((spec, kind, text, t.verdict, t.reason))
    return out


def pct(a: int, b: int) -> str:
    return f"{100.0 * a / b:.0f}%" if b else "-"


def render(rows: list[dict], st: dict, graded: dict | None, top: int = 60, show_unread: bool = False) -> str:
    sources = {(r["source"].get("repo"), r["source"].get("path")) if r["source"].get("repo") else r["source"]["url"]
               for r in rows}
    L = ["# Real-sentence corpus: what the claim reader reads", "",
         "Generated by `python tests/claims/real_sentences/report.py` (do not edit by hand).", "",
         f"- sentences: **{st['n']}** from **{len(sources)}** distinct public write-ups",
         f"- read completely (no unread token): **{st['complete']}** ({pct(st['complete'], st['n'])}); "
         f"with at least one assertion read: {st['with_assertion']}",
         f"- reader time: {st['seconds']:.2f} s for all sentences"]
    if st["errors"]:
        L.append(f"- **reader crashed on {len(st['errors'])} sentence(s)**: "
                 + "; ".join(f"{i}: {e}" for i, e in st["errors"][:10]))
    L += ["", "## By category", "", "| category | sentences | read completely | % |", "|---|---:|---:|---:|"]
    for c, (n, ok) in sorted(st["by_cat"].items(), key=lambda x: -x[1][0]):
        L.append(f"| {c} | {n} | {ok} | {pct(ok, n)} |")
    L += ["", "## By frame (a sentence counts under each frame it uses)", "",
          "| frame | sentences | read completely | % |", "|---|---:|---:|---:|"]
    for f, (n, ok) in sorted(st["by_frame"].items(), key=lambda x: -x[1][0]):
        L.append(f"| {f} | {n} | {ok} | {pct(ok, n)} |")
    L += ["", f"## Unread words by frequency (top {top}; sentences in which the word is left unread)", "",
          "| word | sentences |", "|---|---:|"]
    for w, n in st["freq"].most_common(top):
        L.append(f"| `{w}` | {n} |")
    L += ["", "## Unread spans by frequency (top 40; numbers written N)", "", "| span | sentences |", "|---|---:|"]
    for s, n in st["spans"].most_common(40):
        L.append(f"| `{s}` | {n} |")
    if graded is not None:
        verdicts = Counter(v for _, v, _ in graded["true"])
        twin_v = Counter(v for *_, v, _ in graded["twins"])
        false_contra = [(s, r) for s, v, r in graded["true"] if v == "false"]
        bad_twins = [(s, k, t, r) for s, k, t, v, r in graded["twins"] if v == "net-true"]
        L += ["", "## Witnessed rows", "",
              f"{len(graded['true'])} true sentences, each with a sealed request-ab witness whose numbers make it true "
              f"(`witness_specs.py`), and {len(graded['twins'])} twisted twins.", "",
              "| verdict | true sentences | twins |", "|---|---:|---:|"]
        for v in ("net-true", "not-yet", "false", "strawman", "invalid"):
            L.append(f"| {v} | {verdicts.get(v, 0)} | {twin_v.get(v, 0)} |")
        cats: dict[str, Counter] = defaultdict(Counter)
        by_id = {r["id"]: r for r in rows}
        for s, v, _ in graded["true"]:
            cats[by_id[s.id]["category"]][v] += 1
        L += ["", "By category (true sentences):", "", "| category | witnessed | net-true | not-yet | false |",
              "|---|---:|---:|---:|---:|"]
        for c, cnt in sorted(cats.items(), key=lambda x: -sum(x[1].values())):
            L.append(f"| {c} | {sum(cnt.values())} | {cnt['net-true']} | {cnt['not-yet']} | {cnt['false']} |")
        L += ["", f"Read completely with the witness's own arm names: {graded['complete']} of {len(graded['true'])}; "
              f"as the grader reads them (the sealed witness's names, roles, settings, own engines and models): "
              f"{graded['complete_graded']} of {len(graded['true'])}. "
              "Their unread words with the names alone (top 30):", "",
              ", ".join(f"`{w}` {n}" for w, n in graded["unread"].most_common(30))]
        L += ["", f"### False contradictions (a true sentence graded `false`): {len(false_contra)}", ""]
        for s, r in false_contra:
            known = graded["known"].get(s.id)
            L.append(f"- **{s.id}** `{s.text}` -> {r}" + (f"  \n  cause (known: KNOWN_FALSE, xfail in the test): {known}" if known else
                                                          "  \n  **new: the test fails on it**"))
        if not false_contra:
            L.append("none")
        L += ["", f"### Twins graded `net-true` (false acceptances): {len(bad_twins)}", ""]
        for s, k, t, r in bad_twins:
            L.append(f"- **{s.id}** ({k}) `{t}` -> {r}")
        if not bad_twins:
            L.append("none")
    if graded is not None:
        L += ["", "## Witnessed sentences not read completely (the reader's unread spans)", ""]
        by_id = {r["id"]: r for r in rows}
        for s, v, _ in graded["true"]:
            info = st["per_row"].get(s.id)
            if info and not info["complete"]:
                L.append(f"- {s.id} ({v}) `{by_id[s.id]['text']}` unread: "
                         + ", ".join(f"`{u}`" for u in info["unread"]))
    if show_unread:
        L += ["", "## Every sentence not read completely", ""]
        by_id = {r["id"]: r for r in rows}
        for rid, info in st["per_row"].items():
            if not info["complete"]:
                L.append(f"- {rid} `{by_id[rid]['text']}` unread: {info['unread']}")
    return "\n".join(L) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(HERE / "REPORT.md"), help="also write the report here ('-' : don't)")
    ap.add_argument("--no-grade", action="store_true", help="only the reading statistics; no witnesses sealed")
    ap.add_argument("--show-unread", action="store_true", help="list every sentence not read completely")
    ap.add_argument("--top", type=int, default=60, help="how many unread words to list")
    ap.add_argument("--json", help="also write every sentence's reading (and witnessed verdicts) to this file")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    rows = load_rows()
    st = reading_stats(rows)
    graded = None
    if not args.no_grade:
        with tempfile.TemporaryDirectory(prefix="real-sentences-") as tmp:
            graded = grade_witnessed(Path(tmp))
    text = render(rows, st, graded, args.top, args.show_unread)
    print(text, end="")
    if args.out != "-":
        Path(args.out).write_text(text, encoding="utf-8")
    if args.json:
        obj = {"rows": st["per_row"]}
        if graded is not None:
            obj["witnessed"] = {s.id: {"verdict": v, "reason": why} for s, v, why in graded["true"]}
            obj["twins"] = [{"id": s.id, "kind": k, "text": t, "verdict": v} for s, k, t, v, _ in graded["twins"]]
        Path(args.json).write_text(json.dumps(obj, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    if graded is None:
        return 0
    bad = any(v == "false" and s.id not in graded["known"] for s, v, _ in graded["true"]) or any(v == "net-true" for *_, v, _ in graded["twins"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
