"""Hostile keys and links: a weak trusted key, a symlinked prepared-model directory, a
symlinked ``--out``. Each is refused before it can matter (nothing verified, nothing reported
cached, nothing written)."""

from __future__ import annotations

import base64
import hashlib
import json
import os
from pathlib import Path

import pytest
from bundle_kit import make_bundle
from click.testing import CliRunner
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from claimcheck import signing
from claimcheck.bundle import BundleWriter
from claimcheck.cli import main
from claimcheck.errors import UsageError
from claimcheck.models import RECEIPT_NAME, SIGNATURE_NAME

# The encodings of the points of small order of edwards25519 (libsodium's blocklist in
# crypto_sign/ed25519/ref10/open.c, and the same points with the x sign bit set): identity,
# order 2, order 4 and order 8 points. Under any of them one constant signature verifies for
# many messages (for the identity point: every message).
SMALL_ORDER = [
    "0000000000000000000000000000000000000000000000000000000000000000",
    "0000000000000000000000000000000000000000000000000000000000000080",
    "0100000000000000000000000000000000000000000000000000000000000000",
    "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
    "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85",
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa",
    "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
]
NON_CANONICAL = ["edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",  # y = p
                 "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"]  # y = p + 1


def _pem(raw: bytes, path: Path) -> Path:
    key = Ed25519PublicKey.from_public_bytes(raw)
    path.write_bytes(key.public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo))
    return path


def test_the_weakness_is_real():
    # why the rule exists: the identity point as a key accepts R = identity, S = 0 for any message
    identity = Ed25519PublicKey.from_public_bytes(bytes([1]) + bytes(31))
    for message in (b"any receipt at all", b"another", b""):
        identity.verify(bytes([1]) + bytes(63), message)


@pytest.mark.parametrize("hexkey", SMALL_ORDER + NON_CANONICAL)
def test_a_weak_trusted_key_is_refused_in_every_form(tmp_path, hexkey):
    raw = bytes.fromhex(hexkey)
    pem = _pem(raw, tmp_path / "weak.pub")
    for src in (pem, raw, Ed25519PublicKey.from_public_bytes(raw)):
        with pytest.raises(signing.KeyFileError, match="small order|not a canonical"):
            signing.load_trusted_keys([src])


def test_real_keys_still_load(tmp_path):
    for _ in range(20):
        k = Ed25519PrivateKey.generate().public_key()
        assert signing.load_trusted_keys([k])


def test_a_bundle_signed_with_a_constant_signature_under_a_weak_key_is_not_verified(tmp_path):
    b = make_bundle(tmp_path / "b", {"witness.json": b'{"forged": true}\n'}, role="witness")
    identity = bytes([1]) + bytes(31)
    zero = Ed25519PublicKey.from_public_bytes(identity)
    env = {"payloadType": signing.PAYLOAD_TYPE, "payload": base64.b64encode((b / RECEIPT_NAME).read_bytes()).decode(),
           "signatures": [{"keyid": signing.keyid_of(zero), "sig": base64.b64encode(bytes([1]) + bytes(63)).decode()}]}
    (b / SIGNATURE_NAME).write_text(json.dumps(env))
    pub = _pem(identity, tmp_path / "zero.pub")
    r = CliRunner().invoke(main, ["verify", "--trusted-key", str(pub), str(b)])
    assert r.exit_code == 2, r.output
    assert "zero.pub" in r.output and "small order" in r.output and "Traceback" not in r.output


# --- a prepared vLLM model directory reached through a symlink --------------------------------------


def test_a_symlinked_prepared_model_directory_is_never_cached(tmp_path):
    from runners.engines.vllm import prepare as vllm_model

    forged = tmp_path / "elsewhere"
    forged.mkdir()
    files = {}
    for name in vllm_model.EXPECTED_FILES:
        data = f"forged {name}".encode()
        (forged / name).write_bytes(data)
        files[name] = {"size": len(data), "sha256": hashlib.sha256(data).hexdigest()}
    sha, conv = "a" * 64, "v1-test"
    (forged / vllm_model.MANIFEST).write_text(json.dumps({"gguf_sha256": sha, "converter": conv, "files": files}))
    assert vllm_model._check(forged, sha, conv, True) is not None  # a real directory like it is taken
    link = tmp_path / "models" / f"{sha[:24]}-{conv}"
    link.parent.mkdir()
    link.symlink_to(forged)
    assert vllm_model._check(link, sha, conv, True) is None
    assert vllm_model._check(link, sha, conv, False) is None
    # a real directory whose manifest is a link is not one either
    real = tmp_path / "real"
    real.mkdir()
    for name in vllm_model.EXPECTED_FILES:
        (real / name).write_bytes((forged / name).read_bytes())
    (real / vllm_model.MANIFEST).symlink_to(forged / vllm_model.MANIFEST)
    assert vllm_model._check(real, sha, conv, True) is None


# --- --out through a symlink --------------------------------------------------------------------------


def test_a_bundle_writer_refuses_a_symlink_before_writing(tmp_path):
    target = tmp_path / "target"
    target.mkdir()
    link = tmp_path / "link"
    link.symlink_to(target)
    with pytest.raises(UsageError, match="symlink"):
        BundleWriter(link, role="witness")
    assert os.listdir(target) == []


def test_witness_import_out_through_a_symlink_writes_nothing(tmp_path):
    from result_kit import vllm_result

    p1, p2 = tmp_path / "a.json", tmp_path / "b.json"
    p1.write_text(json.dumps(vllm_result(concurrency=1, seed=1)))
    p2.write_text(json.dumps(vllm_result(concurrency=4, seed=2)))
    target = tmp_path / "target"
    target.mkdir()
    link = tmp_path / "link"
    link.symlink_to(target)
    r = CliRunner().invoke(main, ["witness", "import", "vllm-bench", str(p1), str(p2), "--out", str(link),
                                  "--arm", "a", "--arm", "b"])
    assert r.exit_code == 2 and "symlink" in r.output and str(link) in r.output, r.output
    assert os.listdir(target) == []
