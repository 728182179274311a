#!/usr/bin/env python3
"""Rebuild the example witness bundles: REPORTED reconstructions of seeds S2 and S4e.

The rows are rebuilt deterministically from the publications' tables (see
``claimcheck.claims.fixtures``); they were not measured here, so each witness is labelled
``REPORTED`` and ``fak claim-check`` grades the seeds' statements on them ``not-yet``
(Q4: the witness is not observed), while every number still re-derives.

    python examples/build_examples.py            # refuses to overwrite existing bundles
    python examples/build_examples.py --force    # rebuild (new receipts: re-register the catalog)
    python examples/build_examples.py --records-only   # re-grade the records, bundles untouched

Then (from the repository root):

    fak catalog init catalogs/examples.json --root examples/witnesses
    fak catalog add catalogs/examples.json examples/witnesses/s2-shared-prefix-ab
    fak catalog add catalogs/examples.json examples/witnesses/s4e-compat-batch
    fak catalog verify catalogs/examples.json
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

from claimcheck.claims import fixtures as fx
from claimcheck.claims import grade, make_record, write_record
from claimcheck.claims.model import ClaimInput

HERE = Path(__file__).resolve().parent
BUNDLES = {
    "s2-shared-prefix-ab": fx.s2_witness,
    "s4e-compat-batch": fx.s4e_witness,
}
CLAIMS = {
    "s2-shared-prefix-ab": dict(statement=fx.S2_STATEMENT, baseline={"kind": "real", "description": fx.S2_BASELINE_DESC},
                                net=True, scope=fx.S2_SCOPE, provenance="OBSERVED"),
    "s4e-compat-batch": dict(statement=fx.S4E_STATEMENT, baseline={"kind": "real", "description": fx.S4E_BASELINE_DESC},
                             net=True, scope=fx.S4E_SCOPE, provenance="OBSERVED"),
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=HERE / "witnesses", help="bundle root (default: examples/witnesses)")
    ap.add_argument("--records", type=Path, default=HERE / "records", help="where to write graded claim records")
    ap.add_argument("--force", action="store_true", help="remove and rebuild existing bundles")
    ap.add_argument("--records-only", action="store_true",
                    help="keep the bundles (and the catalog) as they are; only re-grade and rewrite the records")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    args.records.mkdir(parents=True, exist_ok=True)
    for name, build in BUNDLES.items():
        target = args.out / name
        if args.records_only:
            pass
        elif target.exists():
            if not args.force:
                print(f"{target}: exists (use --force to rebuild)", file=sys.stderr)
                return 2
            shutil.rmtree(target)
        if not args.records_only:
            witness, files = build("REPORTED")
            fx.write_bundle(target, witness, files)
            print(f"sealed {target}")
        # grade the seed's statement as published (--provenance OBSERVED): not-yet, the witness is REPORTED
        try:
            rel = target.relative_to(Path.cwd())
        except ValueError:
            rel = target
        claim = ClaimInput.model_validate({**CLAIMS[name], "witness": f"{rel}; verify with fak verify {rel}"})
        result = grade(claim)
        write_record(args.records / f"{name}.claim.json", make_record(claim, result))
        print(f"  {name}: {result.verdict} - {result.reason}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
