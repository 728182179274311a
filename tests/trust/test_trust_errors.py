"""Error paths of seal, reconcile, keygen and sign against real file-system failures.

Every failure the operating system reports (a path component that is not a directory, a name
too long, a symlink loop, a directory the user cannot read, a read-only file system, a full
disk) is one line on stderr naming the file, exit 2, no traceback, and nothing half-written.
The full disk and the read-only file system are real: a small tmpfs mounted here (root only;
skipped with a reason otherwise). The unreadable and the unwritable directory are real: they
belong to another user, and the command runs without the capabilities that let root ignore
permissions (``setpriv`` drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from bundle_kit import fak, make_bundle

from claimcheck import catalog as catalog_mod
from claimcheck.errors import FileSystemError, os_errors
from claimcheck.signing import generate_keypair

NOBODY = 65534
NO_DAC = ["setpriv", "--inh-caps=-dac_override,-dac_read_search", "--bounding-set=-dac_override,-dac_read_search"]


def fak_without_root_powers(*args):
    """``fak`` as root that can no longer read or write other users' files regardless of permissions."""
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("needs root and setpriv to run a command that permissions really stop")
    return fak(*args, prefix=NO_DAC)


def one_clean_line(r, code=2):
    """The command failed with ``code``, one stderr line, no traceback, no internal error."""
    assert r.returncode == code, (r.returncode, r.stdout, r.stderr)
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr, r.stderr
    lines = r.stderr.strip().splitlines()
    if lines and lines[0].startswith("Usage: "):  # click refused the argument itself: its usage block
        errors = [line for line in lines if line.startswith("Error: ")]
        assert len(errors) == 1, r.stderr
        return errors[0]
    assert len(lines) == 1, r.stderr
    return lines[0]


def leftovers(d: Path) -> list[str]:
    return sorted(p.name for p in d.rglob("*") if p.name.endswith(".tmp"))


@pytest.fixture
def small_fs(tmp_path):
    """A real 256 KiB tmpfs; ``fill()`` leaves it with no free block, ``read_only()`` remounts it."""
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    mnt = tmp_path / "mnt"
    mnt.mkdir()
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k,mode=0755", "tmpfs", str(mnt)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {r.stderr.strip()}")

    class FS:
        path = mnt

        @staticmethod
        def fill():
            fd = os.open(mnt / "filler", os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
            try:
                while True:
                    os.write(fd, b"\0" * 4096)
            except OSError:
                pass
            finally:
                os.close(fd)
            with pytest.raises(OSError):
                (mnt / "probe").write_bytes(b"x" * 8192)
            (mnt / "probe").unlink(missing_ok=True)

        @staticmethod
        def read_only():
            subprocess.run(["mount", "-o", "remount,ro", str(mnt)], check=True)

    yield FS
    subprocess.run(["umount", "-l", str(mnt)], capture_output=True)


def unsealed(d: Path) -> Path:
    d.mkdir(parents=True)
    (d / "rows.jsonl").write_bytes(b'{"a": 1}\n')
    return d


def sealed(d: Path) -> Path:
    return make_bundle(d, {"rows.jsonl": b'{"a": 1}\n'})


# --- the mapping itself -----------------------------------------------------------------


@pytest.mark.parametrize("make, rule", [
    (lambda p: open(p / "file" / "x"), "not-a-directory"),
    (lambda p: open(p / ("n" * 300)), "name-too-long"),
    (lambda p: open(p / "loop" / "x"), "symlink-loop"),
    (lambda p: open(p / "missing"), "no-such-file"),
    (lambda p: os.listdir(p / "file"), "not-a-directory"),
])
def test_os_errors_name_the_file_and_the_class(tmp_path, make, rule):
    (tmp_path / "file").write_text("x")
    os.symlink("loop", tmp_path / "loop")
    with pytest.raises(FileSystemError) as exc:
        with os_errors():
            make(tmp_path)
    assert exc.value.rule == rule
    assert exc.value.path and exc.value.path.startswith(str(tmp_path))
    assert "\n" not in exc.value.line()


def test_a_full_disk_names_the_file_being_written(tmp_path):
    err = OSError(28, "No space left on device")  # write(2) reports ENOSPC with no file name
    fs = FileSystemError.from_os_error(err, tmp_path / "receipt.json")
    assert fs.rule == "disk-full"
    assert fs.line() == f"{tmp_path / 'receipt.json'}: no space left on device [disk-full]"


# --- seal ---------------------------------------------------------------------------------


def test_seal_on_a_full_disk_is_one_line_and_writes_no_receipt(small_fs):
    b = unsealed(small_fs.path / "b")
    small_fs.fill()
    line = one_clean_line(fak("seal", b))
    assert str(b) in line and "[disk-full]" in line
    assert not (b / "receipt.json").exists()
    assert leftovers(b) == []


def test_seal_on_a_read_only_file_system(small_fs):
    b = unsealed(small_fs.path / "b")
    small_fs.read_only()
    line = one_clean_line(fak("seal", b))
    assert str(b) in line and "[read-only]" in line
    assert not (b / "receipt.json").exists()


def test_seal_name_too_long(tmp_path):
    line = one_clean_line(fak("seal", tmp_path / ("d" * 300)))
    assert "[name-too-long]" in line and str(tmp_path) in line


def test_seal_through_a_file_and_a_symlink_loop(tmp_path):
    (tmp_path / "file").write_text("x")
    os.symlink("loop", tmp_path / "loop")
    for target in (tmp_path / "file" / "b", tmp_path / "loop" / "b"):
        line = one_clean_line(fak("seal", target))
        assert str(target) in line


def test_seal_bad_role_is_one_line_not_a_pydantic_dump(tmp_path):
    b = unsealed(tmp_path / "b")
    line = one_clean_line(fak("seal", b, "--role", "BAD ROLE"))
    assert "validation error" not in line and "pydantic" not in line
    assert str(b) in line and "'BAD ROLE'" in line and "[bad-role]" in line
    assert not (b / "receipt.json").exists()


def test_seal_of_a_directory_the_user_cannot_read(tmp_path):
    b = unsealed(tmp_path / "b")
    os.chown(b, NOBODY, NOBODY)
    os.chmod(b, 0o700)
    line = one_clean_line(fak_without_root_powers("seal", b))
    assert str(b) in line and "not readable" in line
    assert not (b / "receipt.json").exists()


def test_seal_of_a_bundle_with_a_subdirectory_the_user_cannot_read(tmp_path):
    # the walk reports it as verify does (a bundle that cannot be read whole is refused)
    b = unsealed(tmp_path / "b")
    (b / "private").mkdir()
    (b / "private" / "x").write_text("x")
    os.chown(b / "private", NOBODY, NOBODY)
    os.chmod(b / "private", 0o700)
    line = one_clean_line(fak_without_root_powers("seal", b), code=3)
    assert str(b / "private") in line and "[unreadable]" in line
    assert not (b / "receipt.json").exists()


def test_seal_of_a_directory_the_user_cannot_write(tmp_path):
    b = unsealed(tmp_path / "b")
    os.chown(b, NOBODY, NOBODY)
    os.chmod(b, 0o555)
    line = one_clean_line(fak_without_root_powers("seal", b))
    assert str(b) in line and "[permission-denied]" in line
    assert not (b / "receipt.json").exists()


# --- keygen -------------------------------------------------------------------------------


def test_keygen_on_a_full_disk_leaves_no_half_key_pair(small_fs):
    small_fs.fill()
    line = one_clean_line(fak("keygen", "--out", small_fs.path / "k"))
    assert "[disk-full]" in line and str(small_fs.path / "k") in line
    assert sorted(os.listdir(small_fs.path)) == ["filler"]


def test_keygen_on_a_read_only_file_system(small_fs):
    small_fs.read_only()
    line = one_clean_line(fak("keygen", "--out", small_fs.path / "k"))
    assert "[read-only]" in line and str(small_fs.path / "k") in line


@pytest.mark.parametrize("where, rule", [
    ("file/k", "no-dir"),
    ("loop/k", "symlink-loop"),
    ("n" * 300, "name-too-long"),
])
def test_keygen_bad_paths(tmp_path, where, rule):
    (tmp_path / "file").write_text("x")
    os.symlink("loop", tmp_path / "loop")
    line = one_clean_line(fak("keygen", "--out", tmp_path / where))
    assert f"[{rule}]" in line and str(tmp_path) in line


def test_keygen_into_a_directory_the_user_cannot_write(tmp_path):
    d = tmp_path / "keys"
    d.mkdir()
    os.chown(d, NOBODY, NOBODY)
    os.chmod(d, 0o555)
    line = one_clean_line(fak_without_root_powers("keygen", "--out", d / "k"))
    assert "[permission-denied]" in line and str(d / "k") in line
    assert os.listdir(d) == []


# --- sign ---------------------------------------------------------------------------------


def test_sign_on_a_full_disk(small_fs, tmp_path):
    priv, _, _ = generate_keypair(tmp_path / "k")
    b = sealed(small_fs.path / "b")
    small_fs.fill()
    line = one_clean_line(fak("sign", b, "--key", priv))
    assert "[disk-full]" in line and str(b / "receipt.sig.json") in line
    assert not (b / "receipt.sig.json").exists() and leftovers(b) == []


def test_sign_on_a_read_only_file_system(small_fs, tmp_path):
    priv, _, _ = generate_keypair(tmp_path / "k")
    b = sealed(small_fs.path / "b")
    small_fs.read_only()
    line = one_clean_line(fak("sign", b, "--key", priv))
    assert "[read-only]" in line and str(b / "receipt.sig.json") in line


def test_sign_with_a_key_path_through_a_file(tmp_path):
    b = sealed(tmp_path / "b")
    (tmp_path / "file").write_text("x")
    line = one_clean_line(fak("sign", b, "--key", tmp_path / "file" / "k"))
    assert str(tmp_path / "file" / "k") in line


# --- reconcile ----------------------------------------------------------------------------


def test_reconcile_on_a_read_only_file_system(small_fs):
    root = small_fs.path / "root"
    root.mkdir()
    sealed(root / "b")
    cat = small_fs.path / "CATALOG.json"
    assert catalog_mod.init(cat, root).ok
    before = cat.read_bytes()
    small_fs.read_only()
    line = one_clean_line(fak("catalog", "reconcile", cat))
    assert str(small_fs.path) in line and "[read-only]" in line
    assert cat.read_bytes() == before


def test_reconcile_of_a_catalog_path_through_a_file(tmp_path):
    (tmp_path / "file").write_text("x")
    line = one_clean_line(fak("catalog", "reconcile", tmp_path / "file" / "CATALOG.json"))
    assert str(tmp_path / "file") in line


def test_reconcile_on_a_full_disk_rewrites_nothing(small_fs):
    root = small_fs.path / "root"
    root.mkdir()
    pre = root / "b"
    pre.mkdir()
    (pre / "preflight.json").write_text(json.dumps({"kind": "preflight"}))
    cat = small_fs.path / "CATALOG.json"
    assert catalog_mod.init(cat, root).ok
    assert catalog_mod.add(cat, pre).ok
    (pre / "rows.jsonl").write_bytes(b'{"a": 1}\n')
    from claimcheck.bundle import seal

    seal(pre, role="arm")  # preflight_only -> complete: reconcile has a transition to write
    before = cat.read_bytes()
    small_fs.fill()
    r = fak("catalog", "reconcile", cat)
    one_clean_line(r)
    assert "[disk-full]" in r.stderr
    assert cat.read_bytes() == before


# --- file names that would forge output lines -----------------------------------------------

FORGED = "x\nfak: all bundles intact [ok]\r\x1b[2K\x1b[32mok\x1b[0m\u202e.txt"


def test_control_characters_in_file_names_cannot_forge_output_lines(tmp_path):
    b = tmp_path / "b"
    make_bundle(b, {FORGED: b"one\n"})
    (b / FORGED).write_bytes(b"two\n")  # tampered: verify names the file in a problem line
    for args in (("verify", b), ("audit", b)):
        r = fak(*args)
        assert r.returncode == 3, r.stderr
        out = r.stdout + r.stderr
        assert "\x1b" not in out and "\r" not in out and "\u202e" not in out
        assert not any(line.startswith("fak: all bundles intact") for line in out.splitlines())
        assert "x\\nfak: all bundles intact [ok]\\r\\x1b[2K" in out
        assert "\\u202e.txt" in out


def test_control_characters_in_an_error_line_are_escaped(tmp_path):
    target = tmp_path / "no\nfak: sealed fine\x1b[0m"
    line = one_clean_line(fak("seal", target))
    assert "\\nfak: sealed fine\\x1b[0m" in line


def test_claim_check_and_witness_derive_output_cannot_be_forged(tmp_path):
    from claimcheck.claims import fixtures as fx

    w, files = fx.s4e_witness("OBSERVED")
    b = fx.write_bundle(tmp_path / "b", w, files)
    stmt = "Batching was 0.539209x the tuned sequential rate.\nclaim-check: NET-TRUE\x1b[0m"
    r = fak("claim-check", "--statement", stmt, "--baseline", "real", "--baseline-desc", "same model and jobs",
            "--net", "--scope", "CPU reference; includes padding and queue", "--provenance", "OBSERVED",
            "--witness", b)
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert "\x1b" not in r.stdout
    assert not any(line.startswith("claim-check: NET-TRUE") for line in r.stdout.splitlines()[1:])
    assert "\\nclaim-check: NET-TRUE\\x1b[0m" in r.stdout
    odd = fx.write_bundle(tmp_path / "odd\nfak: fine", w, files)
    r = fak("witness", "derive", odd)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0].startswith(str(tmp_path / "odd") + "\\nfak: fine: ")
