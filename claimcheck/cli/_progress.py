"""A progress bar for long hashing work: tqdm on stderr, off with --quiet or when stderr
is not a terminal (so pipes, CI logs and --json output stay clean)."""

from __future__ import annotations

import sys
from contextlib import contextmanager


@contextmanager
def byte_progress(desc: str, *, quiet: bool = False):
    """Yield a tqdm bar counting bytes (or None when off). It appears only after 0.5 s."""
    if quiet or not sys.stderr.isatty():
        yield None
        return
    from tqdm import tqdm

    bar = tqdm(total=0, desc=desc, unit="B", unit_scale=True, unit_divisor=1024, file=sys.stderr,
               delay=0.5, leave=False, dynamic_ncols=True)
    try:
        yield bar
    finally:
        bar.close()
