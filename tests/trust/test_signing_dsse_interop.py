"""Stock DSSE tooling and claimcheck understand each other's signatures, both directions,
checked with securesystemslib itself (its DSSE ``Envelope`` and ``SSlibKey`` / ``CryptoSigner``)."""

from __future__ import annotations

import json

import pytest
from bundle_kit import TWO_ROWS, fak, make_bundle
from click.testing import CliRunner
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from claimcheck.cli import main
from claimcheck.models import RECEIPT_NAME, SIGNATURE_NAME
from claimcheck.signing import (
    PAYLOAD_TYPE,
    generate_keypair,
    keyid_of,
    legacy_keyid_of,
    require_signature,
    verify_signature,
)

dsse = pytest.importorskip("securesystemslib.dsse")
ssl_signer = pytest.importorskip("securesystemslib.signer")
ssl_exc = pytest.importorskip("securesystemslib.exceptions")


def _pub_pem(priv: Ed25519PrivateKey) -> bytes:
    return priv.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)


def _bundle(d):
    return make_bundle(d, TWO_ROWS)


def _claim_args(witness, *keys):
    args = ["claim-check", "--statement", "Batching was 0.539209x the tuned sequential rate.", "--baseline", "real",
            "--baseline-desc", "same model and jobs", "--net", "--scope", "CPU reference; includes padding and queue",
            "--provenance", "OBSERVED", "--witness", str(witness), "--json"]
    for k in keys:
        args += ["--trusted-key", str(k)]
    return args


def test_keyid_is_securesystemslibs(tmp_path):
    priv = Ed25519PrivateKey.generate()
    key = ssl_signer.SSlibKey.from_crypto(priv.public_key())
    assert key.keytype == "ed25519" and key.scheme == "ed25519"
    assert keyid_of(priv.public_key()) == key.keyid
    assert legacy_keyid_of(priv.public_key()).startswith("ed25519:")


def test_securesystemslib_verifies_a_fak_sign_envelope(tmp_path):
    b = _bundle(tmp_path / "b")
    r = fak("keygen", "--out", tmp_path / "signer")
    assert r.returncode == 0, r.stderr
    r = fak("sign", b, "--key", tmp_path / "signer")
    assert r.returncode == 0, r.stderr

    env = dsse.Envelope.from_dict(json.loads((b / SIGNATURE_NAME).read_text()))
    pub = serialization.load_pem_public_key((tmp_path / "signer.pub").read_bytes())
    key = ssl_signer.SSlibKey.from_crypto(pub)
    assert env.payload_type == PAYLOAD_TYPE
    assert env.payload == (b / RECEIPT_NAME).read_bytes()
    accepted = env.verify([key], 1)
    assert list(accepted) == [key.keyid]
    assert key.keyid in r.stdout  # the keyid fak prints is the one stock tools use

    other = ssl_signer.SSlibKey.from_crypto(Ed25519PrivateKey.generate().public_key())
    with pytest.raises(ssl_exc.VerificationError):
        env.verify([other], 1)


def _sign_with_securesystemslib(bundle, priv: Ed25519PrivateKey) -> None:
    public = ssl_signer.SSlibKey.from_crypto(priv.public_key())
    signer = ssl_signer.CryptoSigner(priv, public)
    env = dsse.Envelope(payload=(bundle / RECEIPT_NAME).read_bytes(), payload_type=PAYLOAD_TYPE, signatures={})
    env.sign(signer)
    (bundle / SIGNATURE_NAME).write_text(json.dumps(env.to_dict()))


def test_fak_verify_accepts_an_envelope_signed_by_securesystemslib(tmp_path):
    b = _bundle(tmp_path / "b")
    priv = Ed25519PrivateKey.generate()
    (tmp_path / "ssl.pub").write_bytes(_pub_pem(priv))
    _sign_with_securesystemslib(b, priv)
    _, other_pub, _ = generate_keypair(tmp_path / "other")

    assert verify_signature(b, [tmp_path / "ssl.pub"]).keyid == keyid_of(priv.public_key())
    assert require_signature(b, [tmp_path / "ssl.pub"]).keyid == keyid_of(priv.public_key())  # claim-check's gate
    ok = fak("verify", b, "--trusted-key", tmp_path / "ssl.pub")
    assert ok.returncode == 0, ok.stdout + ok.stderr
    bad = fak("verify", b, "--trusted-key", other_pub)
    assert bad.returncode == 3 and "untrusted-key" in bad.stdout


def test_claim_check_accepts_an_envelope_signed_by_securesystemslib(tmp_path):
    from claimcheck.claims import fixtures as fx

    w, files = fx.s4e_witness("OBSERVED")
    b = fx.write_bundle(tmp_path / "b", w, files)
    priv = Ed25519PrivateKey.generate()
    (tmp_path / "ssl.pub").write_bytes(_pub_pem(priv))
    _sign_with_securesystemslib(b, priv)
    _, other_pub, _ = generate_keypair(tmp_path / "other")
    run = CliRunner().invoke
    plain = run(main, _claim_args(b))
    signed = run(main, _claim_args(b, tmp_path / "ssl.pub"))
    untrusted = run(main, _claim_args(b, other_pub))
    assert "Traceback" not in plain.output + signed.output + untrusted.output
    assert json.loads(untrusted.output)["verdict"] == "invalid"
    assert json.loads(signed.output)["verdict"] == json.loads(plain.output)["verdict"] != "invalid"
    assert signed.exit_code == plain.exit_code


def test_an_envelope_with_the_old_keyid_still_verifies(tmp_path):
    # signatures written before the keyid change carry "ed25519:<sha256 of the raw key>"
    import base64

    from claimcheck.signing import pae

    b = _bundle(tmp_path / "b")
    priv = Ed25519PrivateKey.generate()
    (tmp_path / "k.pub").write_bytes(_pub_pem(priv))
    payload = (b / RECEIPT_NAME).read_bytes()
    env = {"payloadType": PAYLOAD_TYPE, "payload": base64.b64encode(payload).decode(),
           "signatures": [{"keyid": legacy_keyid_of(priv.public_key()),
                           "sig": base64.b64encode(priv.sign(pae(PAYLOAD_TYPE, payload))).decode()}]}
    (b / SIGNATURE_NAME).write_text(json.dumps(env))
    assert verify_signature(b, [tmp_path / "k.pub"]).receipt_sha256
    assert fak("verify", b, "--trusted-key", tmp_path / "k.pub").returncode == 0
