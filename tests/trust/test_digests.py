"""Streaming SHA-256: empty files, > 4 GiB, odd names, parallel hashing."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from claimcheck.digests import hash_many, sha256_file, sha256_stream
from claimcheck.errors import IntegrityError

EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"


def test_empty_file(tmp_path):
    p = tmp_path / "empty"
    p.write_bytes(b"")
    d = sha256_file(p)
    assert (d.size, d.sha256) == (0, EMPTY)


@pytest.mark.parametrize("name", ["with space.jsonl", "naïve-ß-文字.json", "tab\tname", "-dash"])
def test_odd_names(tmp_path, name):
    p = tmp_path / name
    p.write_bytes(b"payload\n")
    assert sha256_file(p).sha256 == hashlib.sha256(b"payload\n").hexdigest()


@settings(max_examples=examples(60), deadline=None)
@given(chunks=st.lists(st.binary(max_size=3000), max_size=12), chunk=st.integers(1, 4096))
def test_stream_and_file_agree_with_hashlib(tmp_path_factory, chunks, chunk):
    data = b"".join(chunks)
    p = tmp_path_factory.mktemp("h") / "f"
    p.write_bytes(data)
    want = hashlib.sha256(data).hexdigest()
    assert sha256_stream(chunks) == (len(data), want)
    d = sha256_file(p, chunk=chunk)
    assert (d.size, d.sha256) == (len(data), want)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("sha256sum") is None, reason="sha256sum not installed")
def test_sparse_file_over_4gib_matches_sha256sum(tmp_path):
    p = tmp_path / "sparse.bin"
    with open(p, "wb") as fh:
        fh.truncate((4 << 30) + 7)  # sparse: no disk blocks used
        fh.seek(1 << 32)
        fh.write(b"tail")
    # the reference digest is computed while ours is (4 GiB each: on two cores, at once)
    with subprocess.Popen(["sha256sum", str(p)], stdout=subprocess.PIPE, text=True) as ref_proc:
        d = sha256_file(p)
        ref = ref_proc.communicate()[0].split()[0]
    assert ref_proc.returncode == 0

    def same_bytes():  # the file's bytes as a generator: never held in memory
        zeros = bytes(1 << 22)
        for _ in range((1 << 32) // len(zeros)):
            yield zeros
        yield b"tail" + bytes(3)

    assert sha256_stream(same_bytes()) == (d.size, d.sha256)
    assert d.size == (4 << 30) + 7
    assert d.sha256 == ref


def test_symlink_refused(tmp_path):
    (tmp_path / "real").write_bytes(b"x")
    os.symlink(tmp_path / "real", tmp_path / "link")
    with pytest.raises(IntegrityError) as exc:
        sha256_file(tmp_path / "link")
    assert exc.value.rule == "symlink"


def test_missing_and_directory(tmp_path):
    with pytest.raises(IntegrityError) as exc:
        sha256_file(tmp_path / "nope")
    assert exc.value.rule == "missing"
    with pytest.raises(IntegrityError) as exc:
        sha256_file(tmp_path)
    assert exc.value.rule == "not-a-file"


def test_hash_many_keeps_order_and_reports_errors(tmp_path):
    paths = []
    for i in range(40):
        p = tmp_path / f"f{i}"
        p.write_bytes(os.urandom(i * 1000))
        paths.append(p)
    paths.insert(7, tmp_path / "missing")
    out = list(hash_many(paths, workers=4))
    assert len(out) == len(paths)
    assert isinstance(out[7], IntegrityError)
    for p, d in zip(paths, out):
        if p.name == "missing":
            continue
        assert d.sha256 == hashlib.sha256(p.read_bytes()).hexdigest()
