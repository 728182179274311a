"""Screenshots of `fak report` pages for the docs (docs/report.md, README).

    python docs/img/shoot.py OUT.png TARGET... [--width 1000] [--max-height 2600]

Builds the report of TARGET (claimcheck.report.build_report) into a temporary file, opens it in
headless Chromium (`chromium --headless --screenshot`), trims the blank page bottom, scales it
to 760 px wide and stores it as a 128-colour PNG (each kept under 200 KB). Needs matplotlib,
Pillow (a matplotlib dependency) and a chromium binary.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageChops

from claimcheck.report import build_report

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("targets", nargs="+")
    ap.add_argument("--width", type=int, default=1000)
    ap.add_argument("--max-height", type=int, default=2600, help="crop the page here (px, before scaling)")
    ap.add_argument("--scale-to", type=int, default=760)
    args = ap.parse_args(argv)
    browser = next((shutil.which(b) for b in BROWSERS if shutil.which(b)), None)
    if browser is None:
        print("shoot.py: no chromium binary (Debian: apt-get install chromium)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "report.html"
        res = build_report(args.targets if len(args.targets) > 1 else args.targets[0], page)
        raw = Path(tmp) / "raw.png"
        subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        f"--user-data-dir={tmp}/profile", f"--window-size={args.width},{args.max_height}",
                        f"--screenshot={raw}", page.as_uri()], check=True, capture_output=True, timeout=120)
        img = Image.open(raw).convert("RGB")
        bbox = ImageChops.difference(img, Image.new("RGB", img.size, (255, 255, 255))).getbbox()
        if bbox:
            img = img.crop((0, 0, img.width, min(img.height, bbox[3] + 16)))
        h = round(img.height * args.scale_to / img.width)
        img = img.resize((args.scale_to, h), Image.LANCZOS)
        img.quantize(colors=128, method=Image.Quantize.MEDIANCUT).save(args.out, optimize=True)
    print(f"{args.out}: {args.out.stat().st_size} bytes, {args.scale_to}x{h}; report {res.target_kind}, "
          f"{res.charts} charts, ok={res.ok}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
