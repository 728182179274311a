"""The pre-commit hook judges the commit, not the working tree.

Real git and real pre-commit: a repository with a catalogued bundle, the hook of
``.pre-commit-hooks.yaml`` (its own ``entry``, run as a ``local``/``system`` hook so that
pre-commit needs no network), and commits that must pass or fail.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from claimcheck import bundle as bundle_mod
from claimcheck import catalog as catalog_mod
from claimcheck.errors import UsageError
from claimcheck.gitscope import tracked_scope

REPO = Path(__file__).resolve().parent.parent
FAK = str(Path(sys.executable).with_name("fak"))

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def _git(repo: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.org", "PRE_COMMIT_HOME": str(repo.parent / "pre-commit-home")}
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, check=check, env=env)


def _hook_entry() -> str:
    yaml = pytest.importorskip("yaml", reason="PyYAML comes with pre-commit (the dev extra)")
    hooks = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text())
    (hook,) = [h for h in hooks if h["id"] == "fak-catalog-verify"]
    entry = hook["entry"]
    assert entry.split()[:3] == ["fak", "catalog", "verify"]
    return FAK + entry[len("fak"):]


@pytest.fixture
def repo(tmp_path):
    r = tmp_path / "repo"
    (r / "witnesses" / "b1").mkdir(parents=True)
    _git(r, "init", "-q", "-b", "main")
    (r / "witnesses" / "b1" / "rows.jsonl").write_text('{"x": 1}\n')
    bundle_mod.seal(r / "witnesses" / "b1", role="witness")
    catalog_mod.init(r / "catalogs" / "c.json", r / "witnesses")
    catalog_mod.add(r / "catalogs" / "c.json", r / "witnesses" / "b1")
    (r / "notes.txt").write_text("one\n")
    (r / ".gitignore").write_text("*.lock\n.*.statcache\n")
    _git(r, "add", "-A")
    _git(r, "commit", "-q", "-m", "init")
    return r


def test_scope_lists_index_paths_and_refuses_unstaged_changes(repo):
    scope = tracked_scope(repo / "witnesses")
    assert scope.covers("b1/rows.jsonl") and scope.covers("b1") and not scope.covers("b1/junk.tmp")
    (repo / "witnesses" / "b1" / "rows.jsonl").write_text('{"x": 2}\n')
    with pytest.raises(UsageError, match="differs from the index"):
        tracked_scope(repo / "witnesses")


def test_git_index_ignores_untracked_junk_but_not_tracked_tampering(repo):
    cat = repo / "catalogs" / "c.json"
    (repo / "witnesses" / "b1" / "junk.tmp").write_text("editor swap file")
    assert not catalog_mod.verify(cat).ok  # the working tree has an unknown file
    assert catalog_mod.verify(cat, git_index=True).ok  # the commit does not
    (repo / "witnesses" / "b1" / "rows.jsonl").write_text('{"x": 3}\n')
    _git(repo, "add", "witnesses/b1/rows.jsonl")
    report = catalog_mod.verify(cat, git_index=True)
    assert not report.ok and any(p.path.endswith("rows.jsonl") for p in report.problems)


def test_git_index_outside_a_repository_is_a_usage_error(tmp_path):
    (tmp_path / "w" / "b").mkdir(parents=True)
    (tmp_path / "w" / "b" / "f").write_text("x")
    bundle_mod.seal(tmp_path / "w" / "b", role="witness")
    catalog_mod.init(tmp_path / "c.json", tmp_path / "w")
    catalog_mod.add(tmp_path / "c.json", tmp_path / "w" / "b")
    env = {**os.environ, "GIT_CEILING_DIRECTORIES": str(tmp_path)}
    proc = subprocess.run([FAK, "catalog", "verify", "--git-index", str(tmp_path / "c.json")], capture_output=True,
                          text=True, env=env)
    assert proc.returncode == 2, proc.stderr
    assert "git" in proc.stderr and "Traceback" not in proc.stderr


def test_real_pre_commit_runs_the_hook_on_the_commit(repo):
    pytest.importorskip("pre_commit", reason="pre-commit is in the dev extra")
    entry = _hook_entry()
    (repo / ".pre-commit-config.yaml").write_text(
        "repos:\n- repo: local\n  hooks:\n  - id: fak-catalog-verify\n    name: fak catalog verify\n"
        f"    entry: {entry}\n    language: system\n    pass_filenames: false\n    always_run: true\n"
        "    args: [catalogs/c.json]\n")
    _git(repo, "add", ".pre-commit-config.yaml")
    _git(repo, "commit", "-q", "-m", "hook config")
    pc = Path(sys.executable).with_name("pre-commit")
    subprocess.run([str(pc), "install"], cwd=repo, check=True, capture_output=True,
                   env={**os.environ, "PRE_COMMIT_HOME": str(repo.parent / "pre-commit-home")})

    # an untracked junk file inside a bundle does not block an unrelated commit
    (repo / "witnesses" / "b1" / "junk.tmp").write_text("junk")
    (repo / "notes.txt").write_text("two\n")
    _git(repo, "add", "notes.txt")
    ok = _git(repo, "commit", "-m", "unrelated", check=False)
    assert ok.returncode == 0, ok.stdout + ok.stderr

    # an unstaged edit of a bundle file is stashed by pre-commit: the commit is still judged on the index
    (repo / "witnesses" / "b1" / "rows.jsonl").write_text('{"x": "unstaged"}\n')
    (repo / "notes.txt").write_text("three\n")
    _git(repo, "add", "notes.txt")
    ok = _git(repo, "commit", "-m", "unrelated 2", check=False)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert (repo / "witnesses" / "b1" / "rows.jsonl").read_text() == '{"x": "unstaged"}\n'  # restored

    # a staged change of a bound file is refused, and nothing is committed
    _git(repo, "add", "witnesses/b1/rows.jsonl")
    head = _git(repo, "rev-parse", "HEAD").stdout
    bad = _git(repo, "commit", "-m", "tamper", check=False)
    assert bad.returncode != 0
    assert "rows.jsonl" in bad.stdout + bad.stderr
    assert _git(repo, "rev-parse", "HEAD").stdout == head
