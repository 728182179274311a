"""Hostile trees and hostile timing, through the real `fak` CLI.

Every refusal must (1) exit with a documented code (never 1 = internal error), (2) print no
traceback, (3) name the offending file and the problem, and (4) rewrite nothing.
"""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

import pytest
from bundle_kit import cli, make_bundle, new_catalog, refused

from claimcheck.bundle import seal
from claimcheck.digests import sha256_file
from claimcheck.errors import IntegrityError
from claimcheck.models import RECEIPT_NAME
from claimcheck.verify import verify_bundle

@pytest.fixture
def cat(tmp_path):
    return new_catalog(tmp_path, "one", "two")


# --- paths -----------------------------------------------------------------------------------


@pytest.mark.parametrize("bad,problem", [
    ("../outside", "'..' component"), ("/abs/x", "absolute path"), ("one/../../x", "'..' component"),
    ("one\u0000x", "NUL"), ("\udcff", "not valid UTF-8"),
])
def test_catalog_entry_outside_root_refused(cat, bad, problem):
    c, root = cat
    doc = json.loads(c.read_text())
    doc["bundles"][0]["path"] = bad
    c.write_text(json.dumps(doc))
    for cmd in (["catalog", "verify", c], ["catalog", "reconcile", c], ["audit", c]):
        refused(c.parent, cmd, names=[str(c)], problem=problem, code=None)


def test_catalog_root_outside_is_refused(cat):
    c, root = cat
    doc = json.loads(c.read_text())
    doc["root"] = "/"
    c.write_text(json.dumps(doc))
    refused(c.parent, ["catalog", "verify", c], names=[str(c)], problem="relative path", code=3)


def test_bundle_dir_symlinked_outside_the_root(cat, tmp_path):
    c, root = cat
    outside = make_bundle(tmp_path / "elsewhere")
    os.rename(root / "two", tmp_path / "two-moved")
    (root / "two").symlink_to(outside)
    refused(tmp_path, ["catalog", "verify", c], names=[str(root / "two")], problem="symlink")


def test_receipt_with_dotdot_path_refused(tmp_path):
    b = make_bundle(tmp_path / "b")
    doc = json.loads((b / RECEIPT_NAME).read_text())
    doc["predicate"]["files"][0]["path"] = "../../etc/passwd"
    doc["subject"][0]["name"] = "../../etc/passwd"
    (b / RECEIPT_NAME).write_text(json.dumps(doc))
    refused(tmp_path, ["verify", b], names=[str(b / RECEIPT_NAME)], problem="'..'")


def test_receipt_with_absolute_path_refused(tmp_path):
    b = make_bundle(tmp_path / "b")
    doc = json.loads((b / RECEIPT_NAME).read_text())
    doc["predicate"]["files"][0]["path"] = "/etc/passwd"
    doc["subject"][0]["name"] = "/etc/passwd"
    (b / RECEIPT_NAME).write_text(json.dumps(doc))
    refused(tmp_path, ["verify", b], names=[str(b / RECEIPT_NAME)], problem="absolute path")


def test_receipt_with_nul_byte_path_refused(tmp_path):
    b = make_bundle(tmp_path / "b")
    raw = (b / RECEIPT_NAME).read_text().replace('"rows.jsonl"', '"rows\\u0000.jsonl"')
    (b / RECEIPT_NAME).write_text(raw)
    refused(tmp_path, ["verify", b], names=[str(b / RECEIPT_NAME)], problem="NUL")


def test_non_utf8_file_name_refused_by_seal_and_verify(tmp_path):
    d = tmp_path / "b"
    d.mkdir()
    (d / "ok.txt").write_text("x")
    os.close(os.open(os.fsencode(d) + b"/\xff.bin", os.O_CREAT | os.O_WRONLY, 0o644))
    refused(tmp_path, ["seal", d], names=["ff"], problem="not valid UTF-8")
    assert not (d / RECEIPT_NAME).exists()
    os.unlink(os.fsencode(d) + b"/\xff.bin")
    seal(d, role="arm")
    os.close(os.open(os.fsencode(d) + b"/\xff.bin", os.O_CREAT | os.O_WRONLY, 0o644))
    refused(tmp_path, ["verify", d], names=["ff"], problem="UTF-8")


# --- JSON documents through the CLI -----------------------------------------------------------------


@pytest.mark.parametrize("payload,problem", [
    (b'{"catalog_format": 1, "catalog_format": 1}', "duplicate key"),
    (b'{"catalog_format": NaN}', "non-finite"),
    (b'{"catalog_format": Infinity}', "non-finite"),
    (b"[" * 5000 + b"]" * 5000, "nested deeper"),
    (b'{"kind": "\xff"}', "not UTF-8"),
    (b"", "invalid JSON"),
], ids=["dupe", "nan", "inf", "deep", "non-utf8", "empty"])
def test_hostile_catalog_json_refused(tmp_path, payload, problem):
    c = tmp_path / "CATALOG.json"
    c.write_bytes(payload)
    for cmd in ("verify", "reconcile"):
        refused(tmp_path, ["catalog", cmd, c], names=[str(c)], problem=problem, code=2)


@pytest.mark.parametrize("payload,problem", [
    (b'{"_type": "a", "_type": "b"}', "duplicate key"),
    (b'{"subject": [NaN]}', "non-finite"),
    (b'{"subject": [-Infinity]}', "non-finite"),
    (b'{"a":' * 10000 + b"1" + b"}" * 10000, "nested deeper"),
    (b'{"_type": "\xc3\x28"}', "not UTF-8"),
], ids=["dupe", "nan", "-inf", "deep", "non-utf8"])
def test_hostile_receipt_json_refused(tmp_path, payload, problem):
    b = make_bundle(tmp_path / "b")
    (b / RECEIPT_NAME).write_bytes(payload)
    refused(tmp_path, ["verify", b], names=[str(b / RECEIPT_NAME)], problem=problem)


def test_huge_receipt_refused_without_reading_it(tmp_path):
    from claimcheck import limits

    b = make_bundle(tmp_path / "b")
    with open(b / RECEIPT_NAME, "r+b") as fh:
        fh.truncate(limits.MAX_RECEIPT_BYTES + 1)  # sparse: refused by size, never read
    refused(tmp_path, ["verify", b], names=[str(b / RECEIPT_NAME)], problem="larger than")


def test_huge_catalog_refused(tmp_path):
    from claimcheck import limits

    c = tmp_path / "CATALOG.json"
    with open(c, "wb") as fh:
        fh.truncate(limits.MAX_CATALOG_BYTES + 1)
    refused(tmp_path, ["catalog", "verify", c], names=[str(c)], problem="larger than", code=2)


def test_hostile_witness_rows_refused_by_claim_check(tmp_path):
    """Witness rows with duplicate keys / NaN are refused before anything is graded."""
    from claimcheck.claims import fixtures as F

    w, files = F.s4e_witness("OBSERVED")
    b = F.write_bundle(tmp_path / "w", w, files)
    rows = (b / "jobs.jsonl").read_text().splitlines()
    rows[1] = rows[1][:-1] + ', "job_id": "dup"}'
    (b / "jobs.jsonl").write_text("\n".join(rows) + "\n")
    os.unlink(b / RECEIPT_NAME)
    seal(b, role="compat-batch")  # intact bundle, hostile rows
    from claimcheck.claims import ClaimInput, grade

    result = grade(ClaimInput(statement=F.S4E_STATEMENT, baseline={"kind": "real", "description": "x"}, net=True,
                              scope=F.S4E_SCOPE, provenance="OBSERVED", witness=str(b)))
    assert result.verdict == "invalid"
    assert any("duplicate key" in p and "jobs.jsonl" in p for p in result.witness.problems), result.witness


# --- symlinks, loops, directories -----------------------------------------------------------------------


def test_symlink_loops_inside_a_bundle(tmp_path):
    b = make_bundle(tmp_path / "b")
    (b / "loop1").symlink_to("loop2")
    (b / "loop2").symlink_to("loop1")
    (b / "self").symlink_to("self")
    (b / "up").symlink_to("..")
    out = refused(tmp_path, ["verify", b], names=[str(b / "loop1"), str(b / "self"), str(b / "up")],
                  problem="symlink")
    assert out.count("[symlink]") == 4


def test_symlink_loop_as_the_bundle_and_as_the_catalog_root(tmp_path):
    (tmp_path / "lp").symlink_to("lp")
    refused(tmp_path, ["verify", tmp_path / "lp"], names=[str(tmp_path / "lp")], problem="symlink")
    c = tmp_path / "CATALOG.json"
    c.write_text(json.dumps({"catalog_format": 1, "kind": "claimcheck-catalog", "root": "lp", "bundles": []}))
    refused(tmp_path, ["catalog", "verify", c], names=[str(tmp_path / "lp")], problem="symlink")
    refused(tmp_path, ["audit", tmp_path / "lp"], names=[str(tmp_path / "lp")], problem="symlink")


def test_symlink_loop_in_catalog_root(cat):
    c, root = cat
    (root / "a").symlink_to("b")
    (root / "b").symlink_to("a")
    refused(c.parent, ["catalog", "verify", c], names=[str(root / "a"), str(root / "b")], problem="symlink")


def test_file_replaced_by_a_directory(tmp_path):
    b = make_bundle(tmp_path / "b")
    os.unlink(b / "rows.jsonl")
    (b / "rows.jsonl").mkdir()
    refused(tmp_path, ["verify", b], names=[str(b / "rows.jsonl")], problem="replaced by a directory")
    (b / "rows.jsonl" / "inner").write_text("x")
    refused(tmp_path, ["verify", b], names=[str(b / "rows.jsonl")], problem="directory")


def test_receipt_and_catalog_replaced_by_directories(tmp_path, cat):
    b = make_bundle(tmp_path / "b")
    os.unlink(b / RECEIPT_NAME)
    (b / RECEIPT_NAME).mkdir()
    refused(tmp_path, ["verify", b], names=[str(b / RECEIPT_NAME)], problem="not a regular file")
    c, root = cat
    os.unlink(c)
    c.mkdir()
    refused(tmp_path, ["catalog", "verify", c], names=[str(c)], problem="directory", code=2)


def test_catalog_file_replaced_inside_catalog_by_directory_bundle_file(cat):
    c, root = cat
    os.unlink(root / "one" / "witness.json")
    (root / "one" / "witness.json").mkdir()
    refused(c.parent, ["catalog", "reconcile", c], names=[str(root / "one" / "witness.json")], problem="directory")


# --- a file that changes while it is hashed ----------------------------------------------------------------


class Writer(threading.Thread):
    """A REAL concurrent writer (not a mocked stat): the point is to exercise the same race a
    runner still writing into a bundle would cause, with the kernel's own timestamps. It keeps
    writing until told to stop, so every hash of the file overlaps at least one write."""

    def __init__(self, path: Path, mode: str):
        super().__init__(daemon=True)
        self.path, self.mode = path, mode
        self.stop = threading.Event()
        self.started_writing = threading.Event()
        self.writes = 0

    def run(self):
        fd = os.open(self.path, os.O_WRONLY | (os.O_APPEND if self.mode == "append" else 0))
        try:
            while not self.stop.is_set():
                if self.mode == "append":
                    os.write(fd, b"x" * 512)
                else:  # same size, bytes rewritten in place
                    os.pwrite(fd, os.urandom(512), (self.writes * 4096) % (8 * 1024 * 1024))
                self.writes += 1
                self.started_writing.set()
                time.sleep(0.0005)
        finally:
            os.close(fd)


@pytest.fixture
def big_file(tmp_path):
    p = tmp_path / "b" / "big.bin"
    p.parent.mkdir()
    with open(p, "wb") as fh:
        for _ in range(96):
            fh.write(os.urandom(1024 * 1024))
    return p


@pytest.mark.parametrize("mode", ["append", "in-place"])
def test_file_changing_while_hashed_is_detected(big_file, mode):
    w = Writer(big_file, mode)
    w.start()
    assert w.started_writing.wait(5)
    try:
        with pytest.raises(IntegrityError) as err:
            sha256_file(big_file)
    finally:
        w.stop.set()
        w.join()
    assert err.value.rule == "changed-while-hashing" and str(big_file) in str(err.value)
    sha256_file(big_file)  # quiet again: hashes fine


def test_verify_reports_file_changing_while_hashed(big_file):
    b = big_file.parent
    seal(b, role="arm")
    before = (b / RECEIPT_NAME).read_bytes()
    w = Writer(big_file, "in-place")
    w.start()
    assert w.started_writing.wait(5)
    try:
        report = verify_bundle(b)
        rc, out = cli("verify", b)
    finally:
        w.stop.set()
        w.join()
    assert not report.ok
    assert "changed-while-hashing" in {p.rule for p in report.problems} or "digest-mismatch" in {p.rule for p in report.problems}
    assert rc == 3 and str(big_file) in out
    assert (b / RECEIPT_NAME).read_bytes() == before


# --- NUL bytes in paths (only reachable from Python or JSON, never from a shell's argv) -------------------------


def test_nul_byte_paths_in_the_library_are_problems_not_crashes(tmp_path):
    from claimcheck.audit import audit

    report = verify_bundle("a\x00b")
    assert not report.ok and report.problems[0].rule == "bad-path"
    rep = audit(["a\x00b"])
    assert not rep.ok and rep.problems[0].rule == "missing"


# --- special files: nothing may block on a FIFO or read an endless device --------------------------------------


def test_fifo_inside_a_bundle_and_under_a_catalog_root(cat):
    c, root = cat
    os.mkfifo(root / "one" / "pipe")
    refused(c.parent, ["verify", root / "one"], names=[str(root / "one" / "pipe")], problem="not a regular file")
    refused(c.parent, ["catalog", "verify", c], names=[str(root / "one" / "pipe")], problem="not a regular file")
    os.unlink(root / "one" / "pipe")
    os.mkfifo(root / "stray-pipe")
    refused(c.parent, ["catalog", "verify", c], names=[str(root / "stray-pipe")], problem="not a regular file")


@pytest.mark.parametrize("target", ["/dev/zero", "../../outside.json"])
def test_receipt_that_is_a_symlink_is_never_followed(tmp_path, target):
    b = make_bundle(tmp_path / "b")
    (tmp_path / "outside.json").write_bytes((b / RECEIPT_NAME).read_bytes())
    os.unlink(b / RECEIPT_NAME)
    (b / RECEIPT_NAME).symlink_to(target)
    refused(tmp_path, ["verify", b], names=[str(b / RECEIPT_NAME)], problem="symlink")


def test_signature_file_that_is_a_fifo_or_symlink(tmp_path):
    from claimcheck.signing import generate_keypair, sign_bundle

    b = make_bundle(tmp_path / "b")
    priv, pub, _ = generate_keypair(tmp_path / "k")
    sign_bundle(b, priv)
    os.unlink(b / "receipt.sig.json")
    os.mkfifo(b / "receipt.sig.json")
    refused(tmp_path, ["verify", b, "--trusted-key", pub], names=[str(b / "receipt.sig.json")],
            problem="not a regular file")
    os.unlink(b / "receipt.sig.json")
    (b / "receipt.sig.json").symlink_to("/dev/zero")
    refused(tmp_path, ["verify", b, "--trusted-key", pub], names=[str(b / "receipt.sig.json")],
            problem="symlink")


def test_a_fifo_given_as_a_catalog_or_record_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "CATALOG.json"
    os.mkfifo(fifo)
    for cmd in (["catalog", "verify", fifo], ["catalog", "verify", "--fast", fifo], ["catalog", "reconcile", fifo]):
        refused(tmp_path, cmd, names=[str(fifo)], problem="not a regular file", code=2)
    refused(tmp_path, ["audit", fifo], names=[str(fifo)], problem="not-auditable", code=3)


def test_endless_jsonl_line_is_refused_before_it_is_read_whole(tmp_path):
    import tracemalloc

    from claimcheck._internal.jsonio import MAX_LINE_BYTES, iter_jsonl
    from claimcheck.errors import InputError

    rows = tmp_path / "rows.jsonl"
    with open(rows, "wb") as fh:
        fh.write(b'{"a": 1}\n{"b": "')
        for _ in range(4 * MAX_LINE_BYTES // (1024 * 1024)):
            fh.write(b"x" * 1024 * 1024)
    tracemalloc.start()
    try:
        with pytest.raises(InputError) as err:
            list(iter_jsonl(rows))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert f"{rows}:2" in str(err.value) and "line longer" in str(err.value)
    assert peak < 3 * MAX_LINE_BYTES


def test_fifo_json_never_blocks_and_process_substitution_still_works(tmp_path):
    """Opening a FIFO with no writer must not hang (it reads as empty); a FIFO with a writer,
    as `--file <(jq ...)` gives, is read to its end."""
    from claimcheck._internal.jsonio import iter_jsonl, load_json_file
    from claimcheck.errors import InputError

    fifo = tmp_path / "rows.jsonl"
    os.mkfifo(fifo)
    assert list(iter_jsonl(fifo)) == []
    with pytest.raises(InputError, match="invalid JSON"):
        load_json_file(fifo)

    # `--file <(jq ...)`: bash passes /dev/fd/N, a pipe whose writer is already attached
    for reader, data, want in [(load_json_file, b'{"a": [1, 2, 3]}', {"a": [1, 2, 3]}),
                               (lambda p: list(iter_jsonl(p)), b'{"a": 1}\n{"b": 2}\n', [(1, {"a": 1}), (2, {"b": 2})])]:
        r, w = os.pipe()

        def writer(data=data, w=w):
            try:
                for i in range(0, len(data), 7):
                    os.write(w, data[i:i + 7])
                    time.sleep(0.002)
            finally:
                os.close(w)

        t = threading.Thread(target=writer)
        t.start()
        try:
            assert reader(f"/dev/fd/{r}") == want
        finally:
            t.join(5)
            os.close(r)


def test_file_swapped_for_a_fifo_or_symlink_between_lstat_and_open(tmp_path, monkeypatch):
    """The swap is forced at the exact moment (after the lstat, before the open) by wrapping
    os.open: a real race would hit the same window only rarely."""
    import claimcheck.digests as digests_mod

    f = tmp_path / "f.bin"
    f.write_bytes(b"data")
    real_open = os.open

    def swap_then_open(path, flags, *a, **k):
        if str(path) == str(f):
            os.unlink(f)
            os.mkfifo(f)
        return real_open(path, flags, *a, **k)

    monkeypatch.setattr(digests_mod.os, "open", swap_then_open)
    with pytest.raises(IntegrityError) as err:
        sha256_file(f)  # must not block on the FIFO
    assert err.value.rule == "changed-while-hashing" and str(f) in str(err.value)

    os.unlink(f)
    f.write_bytes(b"data")

    def swap_to_link(path, flags, *a, **k):
        if str(path) == str(f):
            os.unlink(f)
            os.symlink("/etc/passwd", f)
        return real_open(path, flags, *a, **k)

    monkeypatch.setattr(digests_mod.os, "open", swap_to_link)
    with pytest.raises(IntegrityError) as err:
        sha256_file(f)
    assert str(f) in str(err.value)
