"""What git will commit under a directory: the scope of a pre-commit check.

A pre-commit hook must judge the commit, not the working tree: an untracked file inside a
bundle (a junk file, an editor's swap file) is not part of the commit and must not block it.
``tracked_scope(root)`` returns the set of paths (relative to ``root``, POSIX) that are in
git's index, and refuses (fail closed) when a tracked file under ``root`` differs from the
index, because then the bytes on disk are not the bytes that will be committed. pre-commit
stashes unstaged changes before running hooks, so inside a hook the refusal never fires.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from claimcheck.errors import UsageError


def _git(root: Path, *args: str) -> list[str]:
    try:
        proc = subprocess.run(["git", "-C", str(root), *args], capture_output=True, timeout=120)
    except FileNotFoundError:
        raise UsageError("git is not installed; --git-index needs it", path=root, rule="git-index") from None
    except subprocess.TimeoutExpired:
        raise UsageError("git did not answer within 120 s", path=root, rule="git-index") from None
    if proc.returncode != 0:
        msg = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        raise UsageError(f"not inside a git work tree ({msg[-1] if msg else 'git failed'})", path=root,
                         rule="git-index")
    return [p for p in proc.stdout.decode("utf-8", "surrogateescape").split("\0") if p]


class TrackedScope:
    """Paths under a root that git's index holds; ``covers(rel)`` for a file or a directory."""

    def __init__(self, files: set[str]):
        self.files = files
        self.dirs = {f.rsplit("/", i)[0] for f in files for i in range(1, f.count("/") + 1)}

    def covers(self, rel: str) -> bool:
        rel = rel.strip("/")
        return rel in ("", ".") or rel in self.files or rel in self.dirs


def tracked_scope(root: str | Path) -> TrackedScope:
    """Index paths under ``root``; ``UsageError`` when a tracked file there has unstaged changes."""
    root = Path(root)
    if not os.path.isdir(root):
        raise UsageError("catalog root is not a directory", path=root, rule="git-index")
    changed = _git(root, "diff", "--name-only", "-z", "--relative", "--", ".")
    if changed:
        more = f" (and {len(changed) - 1} more)" if len(changed) > 1 else ""
        raise UsageError(f"tracked file {changed[0]!r}{more} differs from the index: stage or stash it first",
                         path=root, rule="git-index")
    return TrackedScope(set(_git(root, "ls-files", "-z", "--cached", "--", ".")))
