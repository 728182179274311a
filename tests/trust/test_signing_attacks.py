"""`fak sign` under attack: the private key smuggled into the bundle (hard link, copy), and an
envelope pushed past the number of signatures verification accepts."""

from __future__ import annotations

import base64
import json
import os
import shutil

import pytest
from bundle_kit import fak, make_bundle
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from claimcheck.bundle import seal
from claimcheck.models import RECEIPT_NAME, SIGNATURE_NAME
from claimcheck.signing import (
    MAX_SIGNATURES,
    PAYLOAD_TYPE,
    KeyFileError,
    SignatureError,
    generate_keypair,
    pae,
    sign_bundle,
    verify_signature,
)
from claimcheck.verify import verify_bundle


@pytest.fixture
def key(tmp_path):
    kdir = tmp_path / "keys"
    kdir.mkdir()
    priv, pub, _ = generate_keypair(kdir / "signer")
    return priv, pub


def _bundle_with(d, extra_name, place):
    """An unsealed bundle with ordinary files, ``place(path)`` putting something at ``extra_name``, then sealed."""
    d.mkdir()
    (d / "witness.json").write_bytes(b'{"kind": "x"}\n')
    (d / "rows.jsonl").write_bytes(b'{"a": 1}\n')
    (d / "sub").mkdir()
    place(d / extra_name)
    seal(d, role="arm")
    assert verify_bundle(d).ok
    return d


def test_hard_link_of_the_private_key_inside_the_bundle_is_refused(tmp_path, key):
    priv, _ = key
    b = _bundle_with(tmp_path / "b", "sub/notes.txt", lambda p: os.link(priv, p))
    assert os.path.samefile(priv, b / "sub" / "notes.txt")
    with pytest.raises(KeyFileError) as exc:
        sign_bundle(b, priv)
    assert exc.value.rule == "key-in-bundle"
    assert "notes.txt" in exc.value.path
    assert not os.path.lexists(b / SIGNATURE_NAME)
    # through the CLI: one line, exit 2, nothing written
    r = fak("sign", b, "--key", priv)
    assert r.returncode == 2, r.stderr
    assert "key-in-bundle" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert not os.path.lexists(b / SIGNATURE_NAME)


def test_copy_of_the_private_key_bytes_inside_the_bundle_is_refused(tmp_path, key):
    priv, _ = key
    b = _bundle_with(tmp_path / "b", "key-backup.pem", lambda p: shutil.copyfile(priv, p))
    assert not os.path.samefile(priv, b / "key-backup.pem")
    with pytest.raises(KeyFileError) as exc:
        sign_bundle(b, priv)
    assert exc.value.rule == "key-in-bundle"
    assert not os.path.lexists(b / SIGNATURE_NAME)


def test_raw_private_key_bytes_inside_the_bundle_are_refused(tmp_path, key):
    priv, _ = key
    loaded = serialization.load_pem_private_key(priv.read_bytes(), password=None)
    raw = loaded.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                               serialization.NoEncryption())
    b = _bundle_with(tmp_path / "b", "blob.bin", lambda p: p.write_bytes(raw))
    with pytest.raises(KeyFileError) as exc:
        sign_bundle(b, priv)
    assert exc.value.rule == "key-in-bundle"


def test_the_public_key_inside_the_bundle_is_fine(tmp_path, key):
    priv, pub = key
    b = _bundle_with(tmp_path / "b", "signer.pub", lambda p: shutil.copyfile(pub, p))
    sign_bundle(b, priv)
    assert verify_signature(b, [pub]).bundle == str(b)


def _envelope_with_signers(bundle, n):
    payload = (bundle / RECEIPT_NAME).read_bytes()
    keys = [Ed25519PrivateKey.generate() for _ in range(n)]
    sigs = [{"keyid": f"other-{i}", "sig": base64.b64encode(k.sign(pae(PAYLOAD_TYPE, payload))).decode()}
            for i, k in enumerate(keys)]
    env = {"payloadType": PAYLOAD_TYPE, "payload": base64.b64encode(payload).decode(), "signatures": sigs}
    (bundle / SIGNATURE_NAME).write_text(json.dumps(env))
    return keys


def test_a_signature_past_the_verify_limit_is_refused_and_nothing_is_written(tmp_path, key):
    priv, pub = key
    b = make_bundle(tmp_path / "b", {"rows.jsonl": b'{"a": 1}\n'})
    others = _envelope_with_signers(b, MAX_SIGNATURES)
    before = (b / SIGNATURE_NAME).read_bytes()
    with pytest.raises(SignatureError) as exc:
        sign_bundle(b, priv)
    assert exc.value.rule == "too-many-signatures"
    assert (b / SIGNATURE_NAME).read_bytes() == before
    # the envelope as it stands still verifies for the signers already in it
    other_pub = others[-1].public_key()
    assert verify_signature(b, [other_pub]).receipt_sha256


def test_re_signing_a_full_envelope_by_a_signer_already_in_it_replaces_its_signature(tmp_path, key):
    priv, pub = key
    b = make_bundle(tmp_path / "b", {"rows.jsonl": b'{"a": 1}\n'})
    _envelope_with_signers(b, MAX_SIGNATURES - 1)
    sign_bundle(b, priv)  # the 64th: allowed
    sign_bundle(b, priv)  # same key again: replaces its own signature, still 64
    env = json.loads((b / SIGNATURE_NAME).read_text())
    assert len(env["signatures"]) == MAX_SIGNATURES
    assert verify_signature(b, [pub]).bundle == str(b)


@pytest.mark.slow
def test_a_receipt_over_16_mib_that_verify_accepts_can_be_signed_and_verified(tmp_path, key):
    # sign and verify read the receipt and the envelope with the limits verify uses for
    # receipts (claimcheck.limits), not a smaller number of their own
    from claimcheck import limits

    priv, pub = key
    b = tmp_path / "b"
    deep = b / "/".join(["d" * 200] * 19)  # about 3,800 bytes of directories per path
    deep.mkdir(parents=True)
    for i in range(2300):
        (deep / f"{i:05d}").write_bytes(b"%d\n" % i)
    seal(b, role="arm")
    size = (b / RECEIPT_NAME).stat().st_size
    assert 16 * 1024 * 1024 < size <= limits.MAX_RECEIPT_BYTES
    assert verify_bundle(b).ok
    sign_bundle(b, priv)
    assert verify_signature(b, [pub]).receipt_sha256
