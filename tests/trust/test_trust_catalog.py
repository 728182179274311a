"""Catalog paths under attack: a catalog reached through a symlinked directory (a symlinked home,
macOS's /tmp) works, while symlinks inside the tree are still refused; `catalog add` applies the
rule verify applies; a root such as 'link/../root' is refused. Through the real `fak` command where
the output matters; each refusal leaves every file as it was."""

from __future__ import annotations

import json
import os

import pytest
from bundle_kit import cli, make_bundle, new_catalog, refused

from claimcheck import catalog as catalog_mod
from claimcheck.errors import IntegrityError, UsageError


@pytest.fixture
def cat(tmp_path):
    return new_catalog(tmp_path, "one")


# --- a catalog reached through a symlinked directory ------------------------------------------------------


@pytest.fixture
def linked(tmp_path):
    """A catalog in real/, reached as link/... (a symlinked home directory, macOS's /tmp)."""
    real = tmp_path / "real"
    root = real / "root"
    root.mkdir(parents=True)
    c = real / "CATALOG.json"
    assert catalog_mod.init(c, root).ok
    make_bundle(root / "one")
    assert catalog_mod.add(c, root / "one").ok
    (tmp_path / "link").symlink_to(real)
    return tmp_path / "link", real


def test_an_intact_catalog_through_a_symlinked_directory_verifies(linked):
    link, real = linked
    c = link / "CATALOG.json"
    for args in (["catalog", "verify", c], ["catalog", "verify", "--fast", c], ["catalog", "verify", "--fast", c],
                 ["catalog", "reconcile", c]):
        rc, out = cli(*args)
        assert rc == 0, (args, out)
    make_bundle(real / "root" / "two")
    rc, out = cli("catalog", "add", c, link / "root" / "two")  # the bundle named through the link too
    assert rc == 0, out
    assert [b["path"] for b in json.loads(c.read_text())["bundles"]] == ["one", "two"]
    rc, out = cli("catalog", "verify", real / "CATALOG.json")
    assert rc == 0, out


def test_a_new_catalog_through_a_symlinked_directory(tmp_path):
    real = tmp_path / "real"
    (real / "root").mkdir(parents=True)
    (tmp_path / "link").symlink_to(real)
    c = tmp_path / "link" / "CATALOG.json"
    rc, out = cli("catalog", "init", c, "--root", tmp_path / "link" / "root")
    assert rc == 0, out
    assert json.loads(c.read_text())["root"] == "root"
    make_bundle(real / "root" / "one")
    assert cli("catalog", "add", c, real / "root" / "one")[0] == 0
    assert cli("catalog", "verify", c)[0] == 0


def test_symlinks_inside_the_tree_are_still_refused_through_a_symlinked_directory(linked, tmp_path):
    link, real = linked
    c = link / "CATALOG.json"
    elsewhere = make_bundle(tmp_path / "elsewhere")
    (real / "root" / "sneaky").symlink_to(elsewhere)
    refused(tmp_path / "real", ["catalog", "verify", c], names=[str(real / "root" / "sneaky")], problem="symlink")
    os.unlink(real / "root" / "sneaky")
    os.rename(real / "root", real / "root-real")
    (real / "root").symlink_to(real / "root-real")
    refused(tmp_path / "real", ["catalog", "verify", c], names=[str(real / "root")],
            problem="catalog root is reached through a symlink")


# --- catalog add: the rule verify applies -------------------------------------------------------------------


def test_add_through_a_symlinked_directory_inside_the_root_is_refused(cat):
    """A bundle named through a symlink inside the root is refused by add with verify's rule
    (registered, it would make every later verify fail on the symlink)."""
    c, root = cat
    make_bundle(root / "real-dir" / "b")
    (root / "alias").symlink_to("real-dir")
    before = c.read_bytes()
    rc, out = cli("catalog", "add", c, root / "alias" / "b")
    assert rc == 3 and "[symlink]" in out and str(root / "alias") in out, out
    (root / "linked-bundle").symlink_to(root / "real-dir" / "b")
    rc, out = cli("catalog", "add", c, root / "linked-bundle")
    assert rc == 3 and "[symlink]" in out, out
    assert c.read_bytes() == before


def test_add_with_a_dotdot_after_a_symlink_is_refused(cat, tmp_path):
    c, root = cat
    (tmp_path / "other" / "sub").mkdir(parents=True)
    make_bundle(tmp_path / "other" / "two")
    make_bundle(root / "two")
    (root / "jump").symlink_to(tmp_path / "other" / "sub")
    before = c.read_bytes()
    # lexically root/two, but the kernel walks root/jump/.. = other/, then other/two
    with pytest.raises(IntegrityError):
        catalog_mod.add(c, f"{root}/jump/../two")
    assert c.read_bytes() == before


def test_add_of_an_empty_path_is_refused(cat, monkeypatch):
    c, root = cat
    monkeypatch.chdir(root / "one")
    with pytest.raises(UsageError, match="empty"):
        catalog_mod.add(c, "")


def test_root_with_dotdot_after_a_name_is_refused(tmp_path):
    """'link/../root' was checked as 'root' (no symlink) but opened through 'link'."""
    (tmp_path / "cats").mkdir()
    (tmp_path / "other" / "sub").mkdir(parents=True)
    decoy = tmp_path / "other" / "root"
    make_bundle(decoy / "one")
    (tmp_path / "cats" / "link").symlink_to(tmp_path / "other" / "sub")
    (tmp_path / "cats" / "root").mkdir()
    c = tmp_path / "cats" / "CATALOG.json"
    assert catalog_mod.init(c, decoy).ok
    assert catalog_mod.add(c, decoy / "one").ok
    doc = json.loads(c.read_text())
    doc["root"] = "link/../root"
    c.write_text(json.dumps(doc))
    for cmd in (["catalog", "verify", c], ["catalog", "reconcile", c]):
        refused(tmp_path / "cats", cmd, names=[str(c)], problem="leading '..' components", code=3)


def test_an_excluded_root_given_through_a_symlinked_catalog_directory(tmp_path):
    """`--exclude-root` is recorded relative to the catalog's resolved directory, so it names the
    same directory when the catalog is reached through a symlink."""
    data = tmp_path / "data" / "real"
    data.mkdir(parents=True)
    old = tmp_path / "old"
    (old / "inner").mkdir(parents=True)
    (tmp_path / "link").symlink_to(data)
    c = tmp_path / "link" / "CATALOG.json"
    rc, out = cli("catalog", "init", c, "--root", old / "inner", "--exclude-root", old)
    assert rc == 3 and "overlaps the excluded predecessor root" in out, out
    (tmp_path / "link" / "root").mkdir()
    rc, out = cli("catalog", "init", c, "--root", tmp_path / "link" / "root", "--exclude-root", old)
    assert rc == 0, out
    excl = json.loads(c.read_text())["excluded_roots"]
    assert [os.path.normpath(data / e) for e in excl] == [str(old)]


def test_add_under_a_root_that_became_a_symlink_is_refused(cat, tmp_path):
    c, root = cat
    os.rename(root, tmp_path / "moved")
    root.symlink_to(tmp_path / "moved")
    make_bundle(tmp_path / "moved" / "two")
    before = c.read_bytes()
    rc, out = cli("catalog", "add", c, root / "two")
    assert rc == 3 and "catalog root is reached through a symlink" in out, out
    assert c.read_bytes() == before
