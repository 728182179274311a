"""Grade the whole corpus and print a summary: per category, how many rows grade as expected,
and each failing row with its actual verdict.

    python tests/claims/claims_corpus/report.py [--json OUT.json] [--show-all] [-k SUBSTRING]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from claims_corpus.corpus import ROWS  # noqa: E402
from claims_corpus.grading import grade_row  # noqa: E402
from claims_corpus.witnesses import build_all  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", help="write every row's outcome to this file")
    ap.add_argument("--show-all", action="store_true", help="print every row, not only the failing ones")
    ap.add_argument("-k", default="", help="only rows whose id contains this")
    args = ap.parse_args(argv)
    rows = [r for r in ROWS if args.k in r.id]
    out = []
    with tempfile.TemporaryDirectory(prefix="claims-corpus-") as tmp:
        witnesses = build_all(tmp)
        t0 = time.perf_counter()
        for row in rows:
            try:
                res = grade_row(row, witnesses)
                verdict, reason = res.verdict, res.reason
            except Exception as exc:  # noqa: BLE001 - an exception is a row outcome here
                verdict, reason = "error", f"{type(exc).__name__}: {exc}"
            ok = verdict in row.accepted
            out.append({"id": row.id, "category": row.category, "expected": list(row.accepted), "got": verdict,
                        "ok": ok, "reason": reason, "why": row.why, "statement": row.statement})
            if args.show_all or not ok:
                mark = "ok  " if ok else "FAIL"
                print(f"{mark} {row.id:45s} want {'/'.join(row.accepted):18s} got {verdict:9s} {reason[:160]}")
        dt = time.perf_counter() - t0
    total, good = Counter(), Counter()
    for o in out:
        total[o["category"]] += 1
        good[o["category"]] += o["ok"]
    print(f"\n{'category':16s} {'rows':>5s} {'as expected':>12s}")
    for c in total:
        print(f"{c:16s} {total[c]:5d} {good[c]:12d}")
    print(f"{'all':16s} {sum(total.values()):5d} {sum(good.values()):12d}   ({dt:.1f} s to grade)")
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n")
    return 0 if all(o["ok"] for o in out) else 1


if __name__ == "__main__":
    sys.exit(main())
