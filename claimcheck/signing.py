"""Ed25519 signatures over a bundle's receipt, in a DSSE envelope.

The signature file ``receipt.sig.json`` (``SIGNATURE_NAME``) sits beside
``receipt.json`` and is never bound by the receipt it signs. It is a DSSE envelope
(https://github.com/secure-systems-lab/dsse, protocol v1)::

    {"payloadType": "application/vnd.in-toto+json",
     "payload": base64(receipt.json bytes, exactly as on disk),
     "signatures": [{"keyid": "<securesystemslib keyid>", "sig": base64(...)}]}

Each signature is Ed25519 over the DSSE pre-authentication encoding
``PAE(payloadType, payload)``. The keyid is securesystemslib's: the SHA-256 of the
canonical JSON of ``{"keytype": "ed25519", "keyval": {"public": <hex of the raw key>},
"scheme": "ed25519"}``, so stock DSSE verifiers (securesystemslib's ``Envelope.verify``)
find the key; the keyid of older claimcheck signatures (``ed25519:`` + SHA-256 of the raw
key) is still accepted when verifying. Verification requires that the decoded payload is
byte-for-byte the receipt on disk, so a changed receipt, a changed payload type,
or a signature by a key that is not trusted all fail.

Keys:

* ``generate_keypair(out)`` writes ``out`` (PKCS#8 PEM, unencrypted, mode 0600)
  and ``out.pub`` (SubjectPublicKeyInfo PEM); it never overwrites a file.
* ``load_private_key`` refuses a key file readable or writable by group or others,
  a symlink, or anything that is not a regular file.
* Keys are never printed, logged or written into a bundle: a private key inside the
  bundle being signed is refused, by path, by file identity (a hard link) and by content
  (a copy of its bytes, PEM or raw, bound by the receipt).
"""

from __future__ import annotations

import hashlib
import os
import stat as stat_mod
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from claimcheck import limits
from claimcheck._internal.atomic import atomic_write_bytes, canonical_json
from claimcheck._internal.jsonio import read_bounded
from claimcheck.dsse import (  # noqa: F401  (the signature layer; its names stay importable from here)
    KEYID_PREFIX,
    MAX_KEY_BYTES,
    MAX_SIGNATURES,
    PAYLOAD_TYPE,
    Envelope,
    KeyFileError,
    KeySource,
    SignatureError,
    check_payload,
    check_public_key,
    generate_keypair,
    keyid_of,
    legacy_keyid_of,
    load_private_key,
    load_public_key,
    load_trusted_keys,
    make_envelope,
    pae,
    parse_envelope,
    parse_private_key,
    read_envelope,
    read_key_file,
    signature_entry,
    verify_envelope,
)
from claimcheck.errors import IntegrityError, UsageError, os_errors
from claimcheck.models import RECEIPT_NAME, SIGNATURE_NAME


@dataclass(frozen=True)
class SignatureResult:
    """Outcome of ``verify_signature``: which trusted key signed which receipt."""

    bundle: str
    keyid: str
    receipt_sha256: str


# --- bundles ---------------------------------------------------------------------


def _inside(path: Path, directory: Path) -> bool:
    """Whether ``path`` resolves to a place under ``directory`` (links followed)."""
    try:
        Path(os.path.realpath(path)).relative_to(os.path.realpath(directory))
        return True
    except ValueError:
        return False


def _read_receipt_bytes(bundle: Path) -> bytes:
    path = bundle / RECEIPT_NAME
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        raise SignatureError("no receipt to sign or verify", path=path, rule="no-receipt") from None
    if not stat_mod.S_ISREG(st.st_mode):
        raise SignatureError("receipt is not a regular file", path=path)
    if st.st_size > limits.MAX_RECEIPT_BYTES:
        raise SignatureError(f"receipt is larger than {limits.MAX_RECEIPT_BYTES // limits.MIB} MiB", path=path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise SignatureError(f"cannot read receipt: {exc.strerror}", path=path) from None
    with os.fdopen(fd, "rb") as fh:
        if not stat_mod.S_ISREG(os.fstat(fh.fileno()).st_mode):
            raise SignatureError("receipt is not a regular file", path=path)
        return read_bounded(fh, limits.MAX_RECEIPT_BYTES)


def _key_forms(private: Ed25519PrivateKey, file_bytes: bytes | None) -> set[str]:
    """SHA-256 digests of every usual encoding of ``private`` (and of its key file's exact bytes)."""
    forms = [
        private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                              serialization.NoEncryption()),
        private.private_bytes(serialization.Encoding.DER, serialization.PrivateFormat.PKCS8,
                              serialization.NoEncryption()),
        private.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                              serialization.NoEncryption()),
        private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.OpenSSH,
                              serialization.NoEncryption()),
    ]
    if file_bytes is not None:
        forms.append(file_bytes)
    return {hashlib.sha256(f).hexdigest() for f in forms}


def _refuse_key_in_bundle(bundle: Path, files: list, private: Ed25519PrivateKey,
                          key_path: Path | None, key_stat: os.stat_result | None, key_bytes: bytes | None) -> None:
    """A private key must not travel with the witness: not by path (checked earlier), not as a
    hard link of the key file (same device and inode), not as a copy of its bytes."""
    digests = _key_forms(private, key_bytes)
    for entry in files:
        where = bundle / entry.path
        if entry.sha256 in digests:
            raise KeyFileError(f"the bundle binds a copy of this private key ({entry.path}); "
                               "keys never travel with a witness", path=where, rule="key-in-bundle")
        if key_stat is not None:
            try:
                st = os.lstat(where)
            except OSError:
                continue  # verify just saw it; a file gone now is caught by the receipt re-check
            if (st.st_dev, st.st_ino) == (key_stat.st_dev, key_stat.st_ino):
                raise KeyFileError(f"the bundle holds a hard link of the private key {key_path} ({entry.path}); "
                                   "keys never travel with a witness", path=where, rule="key-in-bundle")


def sign_bundle(bundle: str | Path, key: str | Path | Ed25519PrivateKey) -> tuple[Path, str]:
    """Sign ``bundle``'s receipt; write (or extend) ``receipt.sig.json`` atomically.

    The bundle must verify (complete and intact) first: we never vouch for a tampered
    bundle. An existing envelope over the same receipt gains this key's signature
    (replacing an older one by the same key); an envelope over other bytes is refused,
    and so is a signature beyond the ``MAX_SIGNATURES`` that verification accepts.
    A private key inside the bundle (by path, hard link or content) is refused.
    Returns ``(signature_path, keyid)``.
    """
    from claimcheck.verify import load_receipt, verify_bundle

    d = Path(bundle)
    key_path: Path | None = None
    key_stat = key_bytes = None
    if isinstance(key, Ed25519PrivateKey):
        private = key
    else:
        key_path = Path(key)
        if _inside(key_path, d):
            raise KeyFileError("private key lies inside the bundle; keys never travel with a witness",
                               path=key_path, rule="key-in-bundle")
        key_bytes, key_stat = read_key_file(key_path, private=True)
        private = parse_private_key(key_bytes, key_path)
    report = verify_bundle(d)
    if not report.ok:
        first = report.problems[0]
        raise IntegrityError(f"refusing to sign: {first.message}", path=first.path, rule=first.rule)
    payload = _read_receipt_bytes(d)
    if hashlib.sha256(payload).hexdigest() != report.receipt_sha256:
        raise IntegrityError("receipt changed while signing", path=d / RECEIPT_NAME, rule="changed-while-hashing")
    receipt = load_receipt(d, data=payload)
    _refuse_key_in_bundle(d, list(receipt.predicate.files), private, key_path, key_stat, key_bytes)
    sig_path = d / SIGNATURE_NAME
    new = make_envelope(payload, private)
    kid = new["signatures"][0]["keyid"]
    mine = {kid, legacy_keyid_of(private.public_key())}
    if os.path.lexists(sig_path):
        old = read_envelope(sig_path)
        if old.payload_type != PAYLOAD_TYPE or old.payload != payload:
            raise SignatureError("an existing signature covers different receipt bytes; "
                                 "remove it deliberately before re-signing", path=sig_path, rule="signature-mismatch")
        kept = [signature_entry(k, s) for k, s in old.signatures if k not in mine]
        if len(kept) >= MAX_SIGNATURES:
            raise SignatureError(f"the envelope already holds {len(kept)} signatures by other keys; verification "
                                 f"accepts at most {MAX_SIGNATURES}", path=sig_path, rule="too-many-signatures")
        new["signatures"] = kept + new["signatures"]
    with os_errors(sig_path):
        atomic_write_bytes(sig_path, canonical_json(new))
    return sig_path, kid


def verify_signature(bundle: str | Path, trusted_pubkeys: Iterable[KeySource]) -> SignatureResult:
    """Check that ``bundle``'s receipt carries a valid signature by one of ``trusted_pubkeys``.

    Checks only the signature over the receipt's bytes; the receipt's binding of the
    files is checked by ``claimcheck.verify.verify_bundle``. Raises ``SignatureError``
    (naming the signature file and the problem) or ``KeyFileError`` for an unusable key.
    """
    d = Path(bundle)
    trusted = load_trusted_keys(trusted_pubkeys)
    sig_path = d / SIGNATURE_NAME
    if not trusted:
        raise UsageError("no trusted public key given", path=sig_path, rule="no-trusted-key")
    env = read_envelope(sig_path)
    receipt = _read_receipt_bytes(d)
    check_payload(env, receipt, sig_path)
    return SignatureResult(str(d), verify_envelope(env, trusted, sig_path), hashlib.sha256(receipt).hexdigest())


def require_signature(bundle: str | Path, keys: Iterable[KeySource]) -> SignatureResult:
    """For ``fak claim-check --trusted-key``: the bundle must be intact AND signed by a trusted key.

    Raises ``IntegrityError`` (integrity) or ``SignatureError`` before anything is graded.
    """
    from claimcheck.verify import verify_bundle

    if isinstance(bundle, str) and not bundle.strip():  # Path("") would silently mean "."
        raise UsageError("no witness bundle given", rule="no-bundle")
    report = verify_bundle(bundle)
    if not report.ok:
        first = report.problems[0]
        raise IntegrityError(first.message, path=first.path, rule=first.rule)
    result = verify_signature(bundle, keys)
    if result.receipt_sha256 != report.receipt_sha256:
        raise SignatureError("receipt changed between verification and signature check",
                             path=Path(bundle) / RECEIPT_NAME, rule="changed-while-hashing")
    return result


def signature_status(bundle: str | Path, trusted_pubkeys: Iterable[KeySource] = ()) -> tuple[str, str | None]:
    """A short status for tables: ``(status, detail)``.

    status is one of ``none`` (no signature file), ``valid`` (a trusted key signed these
    exact receipt bytes), ``unchecked`` (well-formed envelope over the current receipt,
    but no trusted key was given), or ``INVALID`` (anything else; detail says why).
    """
    d = Path(bundle)
    keys = list(trusted_pubkeys)
    sig_path = d / SIGNATURE_NAME
    if not os.path.lexists(sig_path):
        return "none", None
    try:
        if keys:
            res = verify_signature(d, keys)
            return "valid", res.keyid
        env = read_envelope(sig_path)
        if env.payload_type != PAYLOAD_TYPE or env.payload != _read_receipt_bytes(d):
            return "INVALID", "signed payload differs from receipt.json"
        return "unchecked", None
    except (SignatureError, KeyFileError) as exc:
        return "INVALID", exc.message

