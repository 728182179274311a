"""The pre-commit hook judges the commit, not the working tree.

Real git and real pre-commit: a repository with a catalogued bundle, the hook of
``.pre-commit-hooks.yaml`` (its own ``entry``, run as a ``local``/``system`` hook so that
pre-commit needs no network), and commits that must pass or fail. Each git feature that lets
the work tree and the index disagree (eol conversion, clean filters, assume-unchanged,
skip-worktree, symlinks under ``core.symlinks=false``, submodules, a staged catalog) has a
case where the work tree is intact and the commit is not: the hook must refuse it.
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
from claimcheck.gitindex import index_entries, verify_staged

REPO = Path(__file__).resolve().parents[2]
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


def _rules(report) -> set[str]:
    return {p.rule for p in report.problems}


def test_the_view_is_the_index_not_the_work_tree(repo):
    cat = repo / "catalogs" / "c.json"
    rows = repo / "witnesses" / "b1" / "rows.jsonl"
    modes = {e.path: e.mode for e in index_entries(repo)}
    assert modes["witnesses/b1/rows.jsonl"] == "100644" and "witnesses/b1/junk.tmp" not in modes
    # an unstaged edit is not part of the commit: the commit is intact
    rows.write_text('{"x": "unstaged"}\n')
    assert verify_staged(cat).ok
    assert not catalog_mod.verify(cat).ok  # the disk is not
    # a staged edit is, even with the work tree put back
    rows.write_text('{"x": 2}\n')
    _git(repo, "add", "witnesses/b1/rows.jsonl")
    rows.write_text('{"x": 1}\n')
    assert catalog_mod.verify(cat).ok
    report = verify_staged(cat)
    assert not report.ok and _rules(report) == {"digest-mismatch"}
    assert report.problems[0].path == str(repo / "witnesses" / "b1" / "rows.jsonl")


def test_git_index_ignores_untracked_junk_but_not_tracked_tampering(repo):
    cat = repo / "catalogs" / "c.json"
    (repo / "witnesses" / "b1" / "junk.tmp").write_text("editor swap file")
    assert not catalog_mod.verify(cat).ok  # the working tree has an unknown file
    assert verify_staged(cat).ok  # the commit does not
    (repo / "witnesses" / "b1" / "rows.jsonl").write_text('{"x": 3}\n')
    _git(repo, "add", "witnesses/b1/rows.jsonl")
    report = verify_staged(cat)
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


def _install_hook(repo: Path) -> None:
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


def test_real_pre_commit_runs_the_hook_on_the_commit(repo):
    pytest.importorskip("pre_commit", reason="pre-commit is in the dev extra")
    _install_hook(repo)

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


# --- catalogued evidence must be IN the commit ---------------------------------------------------


def test_git_rm_of_a_registered_bundle_is_refused(repo):
    _git(repo, "rm", "-r", "-q", "witnesses/b1")
    report = verify_staged(repo / "catalogs" / "c.json")
    assert not report.ok and _rules(report) == {"disappeared"}
    assert report.problems[0].path == str(repo / "witnesses" / "b1")


def test_a_bound_file_removed_from_the_index_is_refused(repo):
    _git(repo, "rm", "-q", "--cached", "witnesses/b1/rows.jsonl")  # still on disk
    report = verify_staged(repo / "catalogs" / "c.json")
    assert not report.ok and _rules(report) == {"missing"}
    assert report.problems[0].path.endswith("rows.jsonl")


def test_a_bound_file_matched_by_gitignore_is_refused(tmp_path):
    r = tmp_path / "repo"
    (r / "witnesses" / "b1").mkdir(parents=True)
    _git(r, "init", "-q", "-b", "main")
    (r / "witnesses" / "b1" / "rows.jsonl").write_text('{"x": 1}\n')
    (r / "witnesses" / "b1" / "big.bin").write_bytes(b"\0" * 100)
    bundle_mod.seal(r / "witnesses" / "b1", role="witness")
    catalog_mod.init(r / "catalogs" / "c.json", r / "witnesses")
    catalog_mod.add(r / "catalogs" / "c.json", r / "witnesses" / "b1")
    (r / ".gitignore").write_text("*.bin\n")
    _git(r, "add", "-A")
    assert "witnesses/b1/big.bin" not in {e.path for e in index_entries(r)}
    assert catalog_mod.verify(r / "catalogs" / "c.json").ok  # the disk holds it
    report = verify_staged(r / "catalogs" / "c.json")
    assert not report.ok and _rules(report) == {"missing"}
    assert report.problems[0].path.endswith("big.bin")


def test_a_registered_bundle_never_staged_is_refused(repo):
    (repo / "witnesses" / "b2").mkdir()
    (repo / "witnesses" / "b2" / "rows.jsonl").write_text('{"y": 1}\n')
    bundle_mod.seal(repo / "witnesses" / "b2", role="witness")
    catalog_mod.add(repo / "catalogs" / "c.json", repo / "witnesses" / "b2")
    _git(repo, "add", "catalogs/c.json")  # the catalog, not the bundle
    report = verify_staged(repo / "catalogs" / "c.json")
    assert not report.ok and _rules(report) == {"disappeared"}
    assert report.problems[0].path == str(repo / "witnesses" / "b2")
    _git(repo, "add", "witnesses/b2")
    assert verify_staged(repo / "catalogs" / "c.json").ok


def test_the_staged_catalog_is_read_not_the_work_tree_one(repo):
    cat = repo / "catalogs" / "c.json"
    good = cat.read_bytes()
    doc = __import__("json").loads(good)
    doc["bundles"][0]["receipt_sha256"] = "0" * 64
    cat.write_text(__import__("json").dumps(doc))
    _git(repo, "add", "catalogs/c.json")
    cat.write_bytes(good)  # the work tree's catalog is right; the committed one is not
    report = verify_staged(cat)
    assert not report.ok and _rules(report) == {"changed"}
    # a catalog that is not staged at all is refused, not read from disk
    _git(repo, "update-index", "--force-remove", "catalogs/c.json")
    with pytest.raises(UsageError, match="not in git's index"):
        verify_staged(cat)


# --- git features that make the work tree and the index disagree ---------------------------------


def test_eol_conversion_is_judged_on_the_staged_bytes(repo):
    rows = repo / "witnesses" / "b1" / "rows.jsonl"
    (repo / ".gitattributes").write_text("*.jsonl text eol=crlf\n")
    rows.write_bytes(b'{"x": 1}\r\n{"x": 2}\r\n')  # sealed with CRLF; git stores LF
    (rows.parent / "receipt.json").unlink()
    bundle_mod.seal(rows.parent, role="witness")
    (repo / "catalogs" / "c.json").unlink()
    catalog_mod.init(repo / "catalogs" / "c.json", repo / "witnesses")
    catalog_mod.add(repo / "catalogs" / "c.json", rows.parent)
    _git(repo, "add", "-A")
    assert _git(repo, "diff", "--name-only").stdout == ""  # git sees no unstaged change
    assert catalog_mod.verify(repo / "catalogs" / "c.json").ok
    report = verify_staged(repo / "catalogs" / "c.json")
    assert not report.ok
    assert _rules(report) == {"size-mismatch", "git-attributes"}  # LF blob: two bytes shorter


def test_converting_attributes_are_refused_even_when_the_bytes_agree(repo):
    (repo / ".gitattributes").write_text("witnesses/** text eol=crlf\n")  # LF blobs, CRLF on checkout
    _git(repo, "add", ".gitattributes")
    report = verify_staged(repo / "catalogs" / "c.json")
    assert not report.ok and _rules(report) == {"git-attributes"}
    (repo / ".gitattributes").write_text("* text=auto\nwitnesses/** -text\n")  # the advice
    _git(repo, "add", ".gitattributes")
    assert verify_staged(repo / "catalogs" / "c.json").ok


def test_a_clean_filter_is_judged_on_the_staged_bytes(repo):
    _git(repo, "config", "filter.swap.clean", "sed s/1/9/")
    _git(repo, "config", "filter.swap.smudge", "cat")
    (repo / ".git" / "info" / "attributes").write_text("*.jsonl filter=swap\n")  # not committed
    _git(repo, "add", "--renormalize", "witnesses")
    assert _git(repo, "diff", "--name-only").stdout == ""
    assert catalog_mod.verify(repo / "catalogs" / "c.json").ok
    assert _git(repo, "show", ":witnesses/b1/rows.jsonl").stdout == '{"x": 9}\n'
    report = verify_staged(repo / "catalogs" / "c.json")
    assert not report.ok and "digest-mismatch" in _rules(report)


@pytest.mark.parametrize("flag", ["--assume-unchanged", "--skip-worktree"])
def test_index_flags_that_hide_a_staged_change(repo, flag):
    rows = repo / "witnesses" / "b1" / "rows.jsonl"
    rows.write_text('{"x": 7}\n')
    _git(repo, "add", "witnesses/b1/rows.jsonl")
    rows.write_text('{"x": 1}\n')  # the sealed bytes back on disk
    _git(repo, "update-index", flag, "witnesses/b1/rows.jsonl")
    assert _git(repo, "diff", "--name-only").stdout == ""
    report = verify_staged(repo / "catalogs" / "c.json")
    assert not report.ok and _rules(report) == {"digest-mismatch"}


def test_a_staged_symlink_under_core_symlinks_false(repo):
    _git(repo, "config", "core.symlinks", "false")
    oid = _git(repo, "hash-object", "-w", "witnesses/b1/rows.jsonl").stdout.strip()
    # the index says symlink (mode 120000) with the same bytes as its target text; the disk a file
    _git(repo, "update-index", "--cacheinfo", f"120000,{oid},witnesses/b1/rows.jsonl")
    assert _git(repo, "diff", "--name-only").stdout == ""
    assert catalog_mod.verify(repo / "catalogs" / "c.json").ok
    report = verify_staged(repo / "catalogs" / "c.json")
    assert not report.ok and "symlink" in _rules(report)


def test_a_registered_bundle_replaced_by_a_submodule(repo):
    head = _git(repo, "rev-parse", "HEAD").stdout.strip()
    _git(repo, "rm", "-r", "-q", "--cached", "witnesses/b1")
    _git(repo, "update-index", "--add", "--cacheinfo", f"160000,{head},witnesses/b1")
    assert catalog_mod.verify(repo / "catalogs" / "c.json").ok  # the bundle is still on disk
    report = verify_staged(repo / "catalogs" / "c.json")
    assert not report.ok and {"not-a-file", "disappeared"} <= _rules(report)


def test_the_root_replaced_by_a_symlink_in_the_index(repo):
    target = subprocess.run(["git", "-C", str(repo), "hash-object", "-w", "--stdin"], input="elsewhere",
                            capture_output=True, text=True, check=True).stdout.strip()
    _git(repo, "rm", "-r", "-q", "--cached", "witnesses")
    _git(repo, "update-index", "--add", "--cacheinfo", f"120000,{target},witnesses")
    report = verify_staged(repo / "catalogs" / "c.json")
    assert not report.ok and _rules(report) == {"symlink"}


def test_an_unregistered_staged_bundle_and_stray_file_are_refused(repo):
    (repo / "witnesses" / "b9").mkdir()
    (repo / "witnesses" / "b9" / "f").write_text("x")
    bundle_mod.seal(repo / "witnesses" / "b9", role="witness")
    (repo / "witnesses" / "stray.txt").write_text("x")
    _git(repo, "add", "witnesses")
    report = verify_staged(repo / "catalogs" / "c.json")
    assert _rules(report) == {"unregistered", "unknown-file"}


def test_real_pre_commit_refuses_deleting_evidence(repo):
    pytest.importorskip("pre_commit", reason="pre-commit is in the dev extra")
    _install_hook(repo)
    head = _git(repo, "rev-parse", "HEAD").stdout
    _git(repo, "rm", "-r", "-q", "witnesses/b1")
    bad = _git(repo, "commit", "-m", "drop the evidence", check=False)
    assert bad.returncode != 0 and "disappeared" in bad.stdout + bad.stderr
    assert _git(repo, "rev-parse", "HEAD").stdout == head
    _git(repo, "reset", "-q", "--hard")
    # a partial commit (`git commit PATH`, a temporary index in GIT_INDEX_FILE) is judged on its own index
    rows = repo / "witnesses" / "b1" / "rows.jsonl"
    rows.write_text('{"x": 10}\n')
    _git(repo, "update-index", "--assume-unchanged", "witnesses/b1/rows.jsonl")
    (repo / "notes.txt").write_text("four\n")
    bad = _git(repo, "commit", "-m", "partial", "--", "notes.txt", "witnesses/b1/rows.jsonl", check=False)
    assert bad.returncode != 0 and "rows.jsonl" in bad.stdout + bad.stderr
    assert _git(repo, "rev-parse", "HEAD").stdout == head
