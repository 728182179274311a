"""Ed25519 signatures over receipts in a DSSE envelope: keygen, sign, verify, refusals."""

from __future__ import annotations

import base64
import json
import os
import stat

import bundle_kit
import pytest
from bundle_kit import TWO_ROWS, fak
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from claimcheck.errors import IntegrityError, UsageError
from claimcheck.models import RECEIPT_NAME, SIGNATURE_NAME
from claimcheck.signing import (
    PAYLOAD_TYPE,
    KeyFileError,
    SignatureError,
    generate_keypair,
    keyid_of,
    load_private_key,
    load_public_key,
    pae,
    require_signature,
    sign_bundle,
    signature_status,
    verify_signature,
)
from claimcheck.verify import require_complete, verify_bundle, verify_bundles


def make_bundle(d):
    return bundle_kit.make_bundle(d, TWO_ROWS)


@pytest.fixture
def keys(tmp_path):
    kdir = tmp_path / "keys"
    kdir.mkdir()
    priv, pub, keyid = generate_keypair(kdir / "signer")
    return priv, pub, keyid


@pytest.fixture
def signed(tmp_path, keys):
    b = make_bundle(tmp_path / "bundle")
    sign_bundle(b, keys[0])
    return b


# --- DSSE ----------------------------------------------------------------------------


def test_pae_matches_the_dsse_spec_example():
    # https://github.com/secure-systems-lab/dsse/blob/master/protocol.md (test vector)
    assert pae("http://example.com/HelloWorld", b"hello world") == \
        b"DSSEv1 29 http://example.com/HelloWorld 11 hello world"


def test_pae_lengths_are_byte_lengths_not_characters():
    assert pae("t\u00e9", b"\xff\x00") == b"DSSEv1 3 t\xc3\xa9 2 \xff\x00"


def test_envelope_is_dsse_over_exact_receipt_bytes(signed, keys):
    env = json.loads((signed / SIGNATURE_NAME).read_text())
    assert set(env) == {"payloadType", "payload", "signatures"}
    assert env["payloadType"] == PAYLOAD_TYPE == "application/vnd.in-toto+json"
    assert base64.b64decode(env["payload"]) == (signed / RECEIPT_NAME).read_bytes()
    [sig] = env["signatures"]
    assert sig["keyid"] == keys[2]
    pub = load_public_key(keys[1])
    pub.verify(base64.b64decode(sig["sig"]), pae(PAYLOAD_TYPE, (signed / RECEIPT_NAME).read_bytes()))


def test_signature_file_is_not_bound_and_bundle_still_verifies(signed):
    assert verify_bundle(signed).ok
    receipt = json.loads((signed / RECEIPT_NAME).read_text())
    assert SIGNATURE_NAME not in {f["path"] for f in receipt["predicate"]["files"]}


# --- verification ----------------------------------------------------------------------


def test_valid_signature_verifies(signed, keys):
    res = verify_signature(signed, [keys[1]])
    assert res.keyid == keys[2]
    assert verify_bundle(signed, trusted_keys=[keys[1]]).ok
    assert require_signature(signed, [keys[1]]).keyid == keys[2]
    receipt, report = require_complete(signed, trusted_keys=[keys[1]])
    assert report.ok


@pytest.mark.parametrize("byte_index", [0, 10, -2])
def test_one_bit_change_in_signed_receipt_fails(signed, keys, byte_index):
    path = signed / RECEIPT_NAME
    data = bytearray(path.read_bytes())
    data[byte_index] ^= 0x01
    path.write_bytes(bytes(data))
    with pytest.raises(SignatureError) as err:
        verify_signature(signed, [keys[1]])
    assert err.value.rule == "signature-mismatch"
    assert SIGNATURE_NAME in str(err.value)
    report = verify_bundle(signed, trusted_keys=[keys[1]])
    assert not report.ok


def test_one_bit_change_in_receipt_and_payload_fails_on_the_signature(signed, keys):
    """An attacker who edits the receipt and re-embeds it as the payload still lacks the key."""
    path = signed / RECEIPT_NAME
    data = bytearray(path.read_bytes())
    i = data.index(b'"arm"') + 1
    data[i] ^= 0x01  # "arm" -> "`rm": still valid JSON
    path.write_bytes(bytes(data))
    env = json.loads((signed / SIGNATURE_NAME).read_text())
    env["payload"] = base64.b64encode(bytes(data)).decode()
    (signed / SIGNATURE_NAME).write_text(json.dumps(env))
    with pytest.raises(SignatureError) as err:
        verify_signature(signed, [keys[1]])
    assert err.value.rule == "bad-signature"


def test_one_bit_change_in_signature_fails(signed, keys):
    env = json.loads((signed / SIGNATURE_NAME).read_text())
    sig = bytearray(base64.b64decode(env["signatures"][0]["sig"]))
    sig[5] ^= 0x80
    env["signatures"][0]["sig"] = base64.b64encode(bytes(sig)).decode()
    (signed / SIGNATURE_NAME).write_text(json.dumps(env))
    with pytest.raises(SignatureError, match="does not verify"):
        verify_signature(signed, [keys[1]])


def test_signature_by_another_key_fails(signed, tmp_path):
    _, other_pub, _ = generate_keypair(tmp_path / "keys" / "other")
    with pytest.raises(SignatureError) as err:
        verify_signature(signed, [other_pub])
    assert err.value.rule == "untrusted-key"


def test_attacker_key_with_forged_keyid_fails(signed, keys):
    """keyid is only a hint: a signature by another key that claims our keyid is rejected."""
    evil = Ed25519PrivateKey.generate()
    payload = (signed / RECEIPT_NAME).read_bytes()
    env = {"payloadType": PAYLOAD_TYPE, "payload": base64.b64encode(payload).decode(),
           "signatures": [{"keyid": keys[2], "sig": base64.b64encode(evil.sign(pae(PAYLOAD_TYPE, payload))).decode()}]}
    (signed / SIGNATURE_NAME).write_text(json.dumps(env))
    with pytest.raises(SignatureError, match="does not verify"):
        verify_signature(signed, [keys[1]])


def test_changed_payload_type_fails(signed, keys):
    env = json.loads((signed / SIGNATURE_NAME).read_text())
    env["payloadType"] = "application/json"
    (signed / SIGNATURE_NAME).write_text(json.dumps(env))
    with pytest.raises(SignatureError, match="payloadType"):
        verify_signature(signed, [keys[1]])


def test_changed_file_fails_even_with_a_valid_signature(signed, keys):
    (signed / "rows.jsonl").write_bytes(b'{"a": 1}\n{"a": 3}\n')
    report = verify_bundle(signed, trusted_keys=[keys[1]])
    assert not report.ok and {p.rule for p in report.problems} == {"digest-mismatch"}
    with pytest.raises(IntegrityError):
        require_signature(signed, [keys[1]])


@pytest.mark.parametrize("content", [
    b"", b"not json", b"[]", b'{"payloadType": "x", "payload": "", "signatures": []}',
    b'{"payloadType": "application/vnd.in-toto+json", "payload": "%%%", "signatures": [{"sig": "AA=="}]}',
    b'{"payloadType": "application/vnd.in-toto+json", "payload": "", "signatures": [{"sig": 1}]}',
    b'{"payloadType": "application/vnd.in-toto+json", "payload": "", "signatures": [{"sig": "", "x": 1}]}',
    b'{"payloadType": "application/vnd.in-toto+json", "payload": "", "payload": "", "signatures": []}',
    b"\xff\xfe",
])
def test_malformed_envelope_is_refused_naming_the_file(signed, keys, content):
    (signed / SIGNATURE_NAME).write_bytes(content)
    with pytest.raises(SignatureError) as err:
        verify_signature(signed, [keys[1]])
    assert str(signed / SIGNATURE_NAME) in str(err.value)


def test_unsigned_bundle_with_trusted_key_fails(tmp_path, keys):
    b = make_bundle(tmp_path / "b")
    with pytest.raises(SignatureError) as err:
        verify_signature(b, [keys[1]])
    assert err.value.rule == "unsigned"
    assert not verify_bundles([b], trusted_keys=[keys[1]]).ok
    assert verify_bundles([b]).ok  # no key given: signatures are optional


def test_no_trusted_key_is_a_usage_error(signed):
    with pytest.raises(UsageError):
        verify_signature(signed, [])


def test_signature_status_values(signed, keys, tmp_path):
    assert signature_status(signed) == ("unchecked", None)
    assert signature_status(signed, [keys[1]]) == ("valid", keys[2])
    assert signature_status(make_bundle(tmp_path / "u")) == ("none", None)
    (signed / RECEIPT_NAME).write_bytes((signed / RECEIPT_NAME).read_bytes() + b" ")
    assert signature_status(signed)[0] == "INVALID"


def test_multiple_signers_accumulate_and_either_key_verifies(signed, keys, tmp_path):
    priv2, pub2, id2 = generate_keypair(tmp_path / "keys" / "second")
    sign_bundle(signed, priv2)
    sign_bundle(signed, keys[0])  # re-signing by the same key replaces, not duplicates
    env = json.loads((signed / SIGNATURE_NAME).read_text())
    assert sorted(s["keyid"] for s in env["signatures"]) == sorted([keys[2], id2])
    assert verify_signature(signed, [pub2]).keyid == id2
    assert verify_signature(signed, [keys[1]]).keyid == keys[2]


# --- signing refusals ---------------------------------------------------------------------


def test_signing_a_tampered_bundle_is_refused(tmp_path, keys):
    b = make_bundle(tmp_path / "b")
    (b / "rows.jsonl").write_bytes(b"tampered\n")
    with pytest.raises(IntegrityError, match="refusing to sign"):
        sign_bundle(b, keys[0])
    assert not (b / SIGNATURE_NAME).exists()


def test_signing_over_a_signature_of_other_bytes_is_refused(signed, keys):
    before = (signed / SIGNATURE_NAME).read_bytes()
    env = json.loads(before)
    env["payload"] = base64.b64encode(b"{}").decode()
    (signed / SIGNATURE_NAME).write_text(json.dumps(env))
    # refused before anything is written: by verify (the envelope no longer matches the receipt)
    # or by sign itself (an existing envelope over other bytes)
    with pytest.raises(IntegrityError, match="different receipt bytes|differs from receipt"):
        sign_bundle(signed, keys[0])
    assert json.loads((signed / SIGNATURE_NAME).read_text()) == env


def test_private_key_inside_the_bundle_is_refused(tmp_path):
    b = make_bundle(tmp_path / "b")
    generate_keypair(b / "k")
    with pytest.raises(KeyFileError, match="inside the bundle"):
        sign_bundle(b, b / "k")
    assert not (b / SIGNATURE_NAME).exists()


# --- keys ---------------------------------------------------------------------------------


def test_keygen_modes_and_no_overwrite(keys):
    priv, pub, keyid = keys
    assert stat.S_IMODE(os.stat(priv).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(pub).st_mode) == 0o644
    assert keyid == keyid_of(load_public_key(pub)) == keyid_of(load_private_key(priv).public_key())
    before = priv.read_bytes()
    with pytest.raises(UsageError, match="overwrite"):
        generate_keypair(priv)
    assert priv.read_bytes() == before
    assert not [p for p in priv.parent.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("mode", [0o640, 0o604, 0o644, 0o660, 0o666, 0o700 | 0o004])
def test_private_key_with_loose_permissions_is_refused(keys, mode):
    os.chmod(keys[0], mode)
    with pytest.raises(KeyFileError) as err:
        load_private_key(keys[0])
    assert err.value.rule == "key-permissions" and str(keys[0]) in str(err.value)


def test_private_key_through_a_symlink_is_refused(keys, tmp_path):
    link = tmp_path / "link"
    link.symlink_to(keys[0])
    with pytest.raises(KeyFileError, match="symlink"):
        load_private_key(link)


def test_wrong_key_kinds_are_refused_without_echoing_the_key(keys, tmp_path):
    with pytest.raises(KeyFileError) as err:
        load_public_key(keys[0])  # a private key given as --trusted-key
    assert "give the .pub file" in str(err.value)
    assert keys[0].read_text().splitlines()[1] not in str(err.value)
    junk = tmp_path / "junk"
    junk.write_bytes(b"-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n")
    os.chmod(junk, 0o600)
    with pytest.raises(KeyFileError):
        load_private_key(junk)


# --- CLI ------------------------------------------------------------------------------------


def test_cli_keygen_sign_verify_never_prints_a_key(tmp_path):
    b = make_bundle(tmp_path / "b")
    r = fak("keygen", "--out", tmp_path / "k")
    assert r.returncode == 0, r.stderr
    secret_lines = (tmp_path / "k").read_text().splitlines()[1:-1]
    public_lines = (tmp_path / "k.pub").read_text().splitlines()[1:-1]
    r2 = fak("sign", b, "--key", tmp_path / "k")
    assert r2.returncode == 0, r2.stderr
    r3 = fak("verify", b, "--trusted-key", tmp_path / "k.pub")
    assert r3.returncode == 0, r3.stdout + r3.stderr
    for out in (r, r2, r3):
        for line in secret_lines + public_lines:
            assert line not in out.stdout + out.stderr
    for f in b.rglob("*"):
        for line in secret_lines:
            assert line.encode() not in f.read_bytes()


def test_cli_verify_fails_after_one_bit_change(tmp_path):
    b = make_bundle(tmp_path / "b")
    assert fak("keygen", "--out", tmp_path / "k").returncode == 0
    assert fak("sign", b, "--key", tmp_path / "k").returncode == 0
    data = bytearray((b / RECEIPT_NAME).read_bytes())
    data[len(data) // 2] ^= 0x04
    (b / RECEIPT_NAME).write_bytes(bytes(data))
    r = fak("verify", b, "--trusted-key", tmp_path / "k.pub")
    assert r.returncode == 3
    assert "Traceback" not in r.stdout + r.stderr


def test_cli_loose_key_permissions_exit_2_with_the_file_named(tmp_path):
    b = make_bundle(tmp_path / "b")
    assert fak("keygen", "--out", tmp_path / "k").returncode == 0
    os.chmod(tmp_path / "k", 0o644)
    r = fak("sign", b, "--key", tmp_path / "k")
    assert r.returncode == 2
    assert str(tmp_path / "k") in r.stderr and "permissions" in r.stderr and "Traceback" not in r.stderr
    assert not (b / SIGNATURE_NAME).exists()


def test_cli_bad_trusted_key_is_a_usage_error(tmp_path):
    b = make_bundle(tmp_path / "b")
    (tmp_path / "bad.pub").write_text("nope")
    r = fak("verify", b, "--trusted-key", tmp_path / "bad.pub")
    assert r.returncode == 2 and "bad.pub" in r.stderr and "Traceback" not in r.stderr


def test_keyid_is_only_a_hint_a_mislabelled_valid_signature_verifies(signed, keys):
    env = json.loads((signed / SIGNATURE_NAME).read_text())
    env["signatures"][0]["keyid"] = "some-other-tool:1234"
    (signed / SIGNATURE_NAME).write_text(json.dumps(env))
    assert verify_signature(signed, [keys[1]]).keyid == keys[2]
    del env["signatures"][0]["keyid"]
    (signed / SIGNATURE_NAME).write_text(json.dumps(env))
    assert verify_signature(signed, [keys[1]]).keyid == keys[2]


def test_require_signature_refuses_an_empty_bundle_path(keys):
    with pytest.raises(UsageError):
        require_signature("", [keys[1]])
