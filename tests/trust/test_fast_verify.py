"""`fak catalog verify`: one hashing pool across bundles, a progress hook, and `--fast`
(a local stat cache trusted only for unchanged files; full re-hashing stays the default)."""

from __future__ import annotations

import json
import os
import sys
import time

import pytest
from bundle_kit import age, fak, make_bundle, make_catalog, short_racy_window  # noqa: F401 (autouse fixture)

from claimcheck import catalog as catalog_mod
from claimcheck import digests as digests_mod
from claimcheck._internal.statcache import RACY_NS, StatCache, cache_path

class Counter:
    def __init__(self, monkeypatch):
        self.paths: list[str] = []
        real = digests_mod.sha256_file

        def counting(path, *a, **k):
            self.paths.append(str(path))
            return real(path, *a, **k)

        monkeypatch.setattr(digests_mod, "sha256_file", counting)


def test_full_verify_writes_nothing_and_hashes_every_file(tmp_path, monkeypatch):
    cat, root = make_catalog(tmp_path)
    before = sorted(os.listdir(tmp_path))
    c = Counter(monkeypatch)
    report = catalog_mod.verify(cat)
    assert report.ok, report.problems
    assert len(c.paths) == 4 * 4  # 3 files + receipt per bundle, each hashed exactly once
    assert len(set(c.paths)) == len(c.paths)
    assert sorted(os.listdir(tmp_path)) == before
    assert not cache_path(cat).exists()


def test_fast_first_run_hashes_then_trusts_unchanged_files(tmp_path, monkeypatch):
    cat, root = make_catalog(tmp_path)
    c = Counter(monkeypatch)
    assert catalog_mod.verify(cat, fast=True).ok
    assert len(c.paths) == 16
    assert cache_path(cat).exists() and oct(os.stat(cache_path(cat)).st_mode & 0o777) == "0o600"
    c.paths.clear()
    assert catalog_mod.verify(cat, fast=True).ok
    assert c.paths == []  # nothing read
    assert catalog_mod.verify(cat).ok
    assert len(c.paths) == 16  # the default never trusts the cache


def test_fast_detects_content_change_even_with_same_size_and_restored_mtime(tmp_path):
    cat, root = make_catalog(tmp_path)
    assert catalog_mod.verify(cat, fast=True).ok
    f = root / "b1" / "f0.txt"
    st = os.stat(f)
    data = f.read_bytes()
    f.write_bytes(data.replace(b"file", b"fire"))  # same size
    os.utime(f, ns=(st.st_atime_ns, st.st_mtime_ns))  # restore mtime: ctime still moves
    assert os.stat(f).st_size == st.st_size and os.stat(f).st_mtime_ns == st.st_mtime_ns
    report = catalog_mod.verify(cat, fast=True)
    assert not report.ok and {p.rule for p in report.problems} == {"digest-mismatch"}


def test_fast_detects_replaced_file_new_inode(tmp_path):
    cat, root = make_catalog(tmp_path)
    assert catalog_mod.verify(cat, fast=True).ok
    f = root / "b2" / "f1.txt"
    st = os.stat(f)
    tmp = root / "b2" / "tmp"
    tmp.write_bytes(f.read_bytes().replace(b"2", b"9"))
    os.utime(tmp, ns=(st.st_atime_ns, st.st_mtime_ns))
    os.replace(tmp, f)
    report = catalog_mod.verify(cat, fast=True)
    assert not report.ok


@pytest.mark.parametrize("garbage", [
    b"", b"{", b"[]", b'{"format": 1}', b"\xff\xfe\x00",
    b'{"format": 1, "kind": "claimcheck-statcache", "root": "ROOT", "entries": {"b0/f0.txt": [1, 2, 3]}}',
    b'{"format": 1, "kind": "claimcheck-statcache", "root": "ROOT", "entries": {"b0/f0.txt": [1,2,3,4,5,"zz"]}}',
    b'{"format": 1, "kind": "claimcheck-statcache", "root": "ROOT", "entries": {"b0/f0.txt": [-1,2,3,4,5,"' + b"0" * 64 + b'"]}}',
])
def test_corrupt_cache_is_ignored_never_trusted(tmp_path, monkeypatch, garbage):
    cat, root = make_catalog(tmp_path)
    cache_path(cat).write_bytes(garbage.replace(b"ROOT", os.path.realpath(root).encode()))
    c = Counter(monkeypatch)
    assert catalog_mod.verify(cat, fast=True).ok
    assert len(c.paths) == 16  # everything hashed
    json.loads(cache_path(cat).read_bytes())  # and replaced by a good cache


def test_forged_cache_digest_for_a_changed_file_is_not_trusted(tmp_path):
    """A cache is trusted only for an identical stat; a changed file's entry no longer matches."""
    cat, root = make_catalog(tmp_path)
    assert catalog_mod.verify(cat, fast=True).ok
    f = root / "b0" / "f0.txt"
    f.write_bytes(b"tampered!!!!!!!!!!\n")
    report = catalog_mod.verify(cat, fast=True)
    assert not report.ok


def test_cache_for_another_root_or_symlinked_cache_is_ignored(tmp_path, monkeypatch):
    cat, root = make_catalog(tmp_path)
    assert catalog_mod.verify(cat, fast=True).ok
    doc = json.loads(cache_path(cat).read_text())
    doc["root"] = "/elsewhere"
    cache_path(cat).write_text(json.dumps(doc))
    assert StatCache.load(cache_path(cat), root).entries == {}
    doc["root"] = os.path.realpath(root)
    real = tmp_path / "real-cache"
    real.write_text(json.dumps(doc))
    cache_path(cat).unlink()
    cache_path(cat).symlink_to(real)
    loaded = StatCache.load(cache_path(cat), root)
    assert loaded.entries == {} and loaded.ignored_reason == "not a regular file"


def test_racily_clean_files_are_not_cached(tmp_path, monkeypatch):
    cat, root = make_catalog(tmp_path)
    fresh = root / "b3" / "f2.txt"
    now = time.time_ns()
    os.utime(fresh, ns=(now, now))  # mtime and ctime both "now"
    assert catalog_mod.verify(cat, fast=True).ok
    entries = json.loads(cache_path(cat).read_text())["entries"]
    assert "b3/f2.txt" not in entries and "b3/f1.txt" in entries
    c = Counter(monkeypatch)
    assert catalog_mod.verify(cat, fast=True).ok
    assert c.paths == [str(fresh)]
    assert RACY_NS >= 10**9


def test_cache_file_inside_root_is_not_an_unknown_file(tmp_path):
    root = tmp_path / "root"
    root.mkdir()
    cat = root / "CATALOG.json"  # catalog kept inside its own root
    assert catalog_mod.init(cat, root).ok
    assert catalog_mod.add(cat, make_bundle(root / "b", {"x": b"x"})).ok
    assert catalog_mod.verify(cat, fast=True).ok
    assert catalog_mod.verify(cat, fast=True).ok, "the cache itself must not be an unknown file"


class CountingBar:
    """A progress bar that counts what it is told (the tqdm calls verify makes: total, update, refresh)."""

    total = None
    n = 0

    def update(self, k):
        self.n += k

    def refresh(self):
        pass


def test_progress_counts_bytes_hashed(tmp_path):
    cat, root = make_catalog(tmp_path)

    bar = CountingBar()
    assert catalog_mod.verify(cat, progress=bar).ok
    size = sum(p.stat().st_size for p in root.rglob("*") if p.is_file())
    assert bar.total == bar.n == size


def test_hashing_runs_in_one_pool_across_bundles(tmp_path, monkeypatch):
    """Many small bundles are hashed by one hash_many call (not one pool per bundle)."""
    cat, root = make_catalog(tmp_path, n_bundles=6, files_per=2)
    calls = []
    real = catalog_mod.hash_many

    def spy(paths, **kw):
        paths = list(paths)
        calls.append(len(paths))
        return real(paths, **kw)

    monkeypatch.setattr(catalog_mod, "hash_many", spy)
    assert catalog_mod.verify(cat, workers=2).ok
    assert calls == [6 * 3]


def test_hash_many_keeps_a_bounded_window(tmp_path, monkeypatch):
    """At most 2 * workers files are in flight whatever the number of files."""
    import threading

    files = []
    for i in range(40):
        p = tmp_path / f"f{i}"
        p.write_bytes(b"x" * 100)
        files.append(p)
    live = 0
    peak = 0
    lock = threading.Lock()
    real = digests_mod.sha256_file

    def slow(path, *a, **k):
        nonlocal live, peak
        with lock:
            live += 1
            peak = max(peak, live)
        time.sleep(0.002)
        try:
            return real(path, *a, **k)
        finally:
            with lock:
                live -= 1

    monkeypatch.setattr(digests_mod, "sha256_file", slow)
    out = list(digests_mod.hash_many(files, workers=3, inline_below=0))  # all through the pool
    assert [o.path for o in out] == [str(f) for f in files]
    assert peak <= 3


def test_hash_many_mixes_inline_small_files_and_pooled_large_ones_in_order(tmp_path, monkeypatch):
    import threading

    small = []
    for i in range(30):
        p = tmp_path / f"s{i}"
        p.write_bytes(os.urandom(10 + i))
        small.append(p)
    big = []
    for i in range(3):
        p = tmp_path / f"b{i}"
        p.write_bytes(os.urandom(300_000))
        big.append(p)
    paths = small[:10] + [big[0]] + small[10:20] + big[1:] + small[20:] + [tmp_path / "missing"]
    where: dict[str, str] = {}
    real = digests_mod.sha256_file

    def spy(path, *a, **k):
        where[str(path)] = threading.current_thread().name
        return real(path, *a, **k)

    monkeypatch.setattr(digests_mod, "sha256_file", spy)
    out = list(digests_mod.hash_many(paths, workers=2, inline_below=100_000))
    assert [getattr(o, "path", None) for o in out[:-1]] == [str(p) for p in paths[:-1]]
    assert out[-1].rule == "missing"
    main = threading.current_thread().name
    assert all(where[str(p)] == main for p in small)
    assert all(where[str(p)] != main for p in big)
    assert [o.sha256 for o in out[:-1]] == [real(p).sha256 for p in paths[:-1]]


def test_cli_fast_and_quiet(tmp_path):
    cat, root = make_catalog(tmp_path)
    for args in (["--fast"], ["--fast"], ["--quiet"], ["--fast", "--json"]):
        r = fak("catalog", "verify", *args, cat)
        assert r.returncode == 0, r.stdout + r.stderr
        assert r.stderr == ""  # not a TTY: no progress bar
    (root / "b0" / "f0.txt").write_bytes(b"changed\n")
    r = fak("catalog", "verify", "--fast", cat)
    assert r.returncode == 3 and "f0.txt" in r.stderr


def test_fast_skips_the_schema_pass_only_for_bytes_that_passed_it(tmp_path, monkeypatch):
    import claimcheck.catalog as cmod
    import claimcheck.verify as vmod

    cat, root = make_catalog(tmp_path)
    assert catalog_mod.verify(cat, fast=True).ok
    doc = json.loads(cache_path(cat).read_text())
    assert len(doc["schema_checked"]) == 4 + 1  # four receipts and the catalog
    calls = []
    for mod in (cmod, vmod):
        real = mod.validate
        monkeypatch.setattr(mod, "validate", lambda kind, obj, source="", _r=real: calls.append(kind) or _r(kind, obj, source=source))
    assert catalog_mod.verify(cat, fast=True).ok
    assert calls == []
    assert catalog_mod.verify(cat).ok  # the default always runs the schema check
    assert sorted(calls) == ["catalog"] + ["receipt"] * 4
    calls.clear()
    # a receipt whose bytes changed is schema-checked again (and here fails its binding)
    r = root / "b0" / "receipt.json"
    r.write_bytes(r.read_bytes().replace(b'"role": "arm"', b'"role": "arm2"'))
    report = catalog_mod.verify(cat, fast=True)
    assert calls == ["receipt"]
    assert not report.ok  # receipt bytes differ from the catalog


def test_progress_bar_only_on_a_terminal_and_not_with_quiet(monkeypatch, tmp_path):
    import io

    from claimcheck.cli._progress import byte_progress

    with byte_progress("x") as bar:  # pytest's stderr is not a TTY
        assert bar is None

    class TTY(io.StringIO):
        def isatty(self):
            return True

    fake = TTY()
    monkeypatch.setattr(sys, "stderr", fake)
    with byte_progress("x", quiet=True) as bar:
        assert bar is None
    cat, root = make_catalog(tmp_path)
    with byte_progress("verify") as bar:
        assert bar is not None
        assert catalog_mod.verify(cat, progress=bar).ok
        assert bar.n == bar.total > 0


def test_memory_stays_bounded_whatever_the_file_size(tmp_path):
    """One fixed 1 MiB buffer per hashing thread: a 96 MiB file costs no more than a small one."""
    import tracemalloc

    root = tmp_path / "root"
    root.mkdir()
    cat = tmp_path / "CATALOG.json"
    assert catalog_mod.init(cat, root).ok
    d = root / "big"
    d.mkdir()
    with open(d / "blob.bin", "wb") as fh:
        for _ in range(96):
            fh.write(os.urandom(1024 * 1024))
    from claimcheck.bundle import seal

    seal(d, role="arm")
    assert catalog_mod.add(cat, d).ok
    tracemalloc.start()
    try:
        assert catalog_mod.verify(cat, workers=2).ok
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 8 * 1024 * 1024, peak


def test_verify_bundles_progress_counts_bytes(tmp_path):
    from claimcheck.verify import verify_bundles

    cat, root = make_catalog(tmp_path, n_bundles=2)

    bar = CountingBar()
    assert verify_bundles([root / "b0", root / "b1"], progress=bar).ok
    bound = sum(p.stat().st_size for p in root.rglob("f*.txt"))
    assert bar.total == bar.n == bound


def test_catalog_whose_root_is_the_working_directory_hashes_each_file_once(tmp_path, monkeypatch):
    cat, root = make_catalog(tmp_path)
    doc = json.loads(cat.read_text())
    doc["root"] = "."
    (root / "CATALOG.json").write_text(json.dumps(doc))
    monkeypatch.chdir(root)
    c = Counter(monkeypatch)
    assert catalog_mod.verify("CATALOG.json").ok
    assert len(c.paths) == 16 and len(set(c.paths)) == 16
    assert catalog_mod.verify("CATALOG.json", fast=True).ok
    c.paths.clear()
    assert catalog_mod.verify("CATALOG.json", fast=True).ok
    assert c.paths == []


@pytest.mark.parametrize("stream_files", [1, 10**9])
def test_large_bundles_are_hashed_as_read_with_the_same_verdicts(tmp_path, monkeypatch, stream_files):
    """A bundle of at least ``STREAM_FILES`` files is hashed as its verification reads it, a chunk
    at a time (no digest per file kept for the run; issue 18: 10^5 of them took 48 MB): every
    bound file hashed once, the same verdicts, the stat cache written and trusted as before."""
    monkeypatch.setattr(catalog_mod, "STREAM_FILES", stream_files)
    monkeypatch.setattr(catalog_mod, "_CHUNK", 2)  # chunks cut inside a bundle
    cat, root = make_catalog(tmp_path)
    c = Counter(monkeypatch)
    bar = CountingBar()
    assert catalog_mod.verify(cat, progress=bar).ok
    hashed = 3 * 4 if stream_files == 1 else 4 * 4  # streamed: the receipt is read by verify, not hashed twice
    assert len(c.paths) == len(set(c.paths)) == hashed
    assert bar.total == bar.n > 0
    c.paths.clear()
    assert catalog_mod.verify(cat, fast=True).ok  # the first --fast hashes every file and records it
    assert len(c.paths) == hashed
    entries = json.loads(cache_path(cat).read_text())["entries"]
    assert {f"b{b}/f{i}.txt" for b in range(4) for i in range(3)} <= set(entries)
    f = root / "b2" / "f1.txt"
    data = f.read_bytes()
    f.write_bytes(data.replace(b"file", b"fiLe"))  # the same size, another content
    c.paths.clear()
    report = catalog_mod.verify(cat, fast=True)
    assert not report.ok and any(p.path.endswith("b2/f1.txt") for p in report.problems), report.problems
    assert str(f) in c.paths and len(c.paths) <= 2  # only what changed is read again (and its bundle's receipt)
    f.write_bytes(data)
    age(root)
    assert catalog_mod.verify(cat).ok and catalog_mod.verify(cat, fast=True).ok
