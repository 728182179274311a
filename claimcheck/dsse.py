"""DSSE envelopes and Ed25519 keys: the signature layer, independent of bundles.

DSSE (https://github.com/secure-systems-lab/dsse, protocol v1): an envelope ::

    {"payloadType": "application/vnd.in-toto+json",
     "payload": base64(payload bytes),
     "signatures": [{"keyid": "<securesystemslib keyid>", "sig": base64(...)}]}

Each signature is Ed25519 over the pre-authentication encoding ``PAE(payloadType, payload)``.
The keyid is securesystemslib's (SHA-256 of the canonical JSON of the key's metadata), so stock
DSSE verifiers find the key; the older claimcheck keyid (``ed25519:`` + SHA-256 of the raw key)
is accepted when verifying. This module parses envelopes strictly (``read_envelope``,
``parse_envelope``), checks that an envelope signs given bytes (``check_payload``) and that one
of its signatures is by a trusted key (``verify_envelope``), and reads, writes and checks keys
(weak public keys are refused). ``claimcheck.signing`` applies it to bundles'
receipts; ``claimcheck.verify`` uses it directly, so neither imports the other for it.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
import stat as stat_mod
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from cryptography.exceptions import InvalidSignature
from cryptography.exceptions import UnsupportedAlgorithm as UnsupportedAlgorithmError
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from claimcheck import limits
from claimcheck._internal.atomic import fsync_dir
from claimcheck._internal.jsonio import loads_strict, read_bounded, read_file_bytes
from claimcheck.errors import FileSystemError, InputError, IntegrityError, UsageError, os_errors

PAYLOAD_TYPE = "application/vnd.in-toto+json"
KEYID_PREFIX = "ed25519:"
MAX_KEY_BYTES = 64 * 1024
MAX_SIGNATURES = 64

KeySource = str | os.PathLike | Ed25519PublicKey | bytes


class SignatureError(IntegrityError):
    """A signature is absent, malformed, of the wrong payload, or by an untrusted key."""

    rule = "signature"


class KeyFileError(InputError):
    """A key file cannot be used (bad format, loose permissions, wrong place)."""

    rule = "key"


# --- DSSE ------------------------------------------------------------------------


def pae(payload_type: str, payload: bytes) -> bytes:
    """DSSE v1 pre-authentication encoding: ``DSSEv1 SP LEN(type) SP type SP LEN(body) SP body``."""
    t = payload_type.encode("utf-8")
    return b"DSSEv1 %d %s %d %s" % (len(t), t, len(payload), payload)


def _raw(public_key: Ed25519PublicKey) -> bytes:
    return public_key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def keyid_of(public_key: Ed25519PublicKey) -> str:
    """securesystemslib's keyid: SHA-256 of the canonical JSON of the public key's metadata dict."""
    # OLPC canonical JSON of {"keytype", "keyval": {"public"}, "scheme"}: sorted keys, no spaces;
    # every value here is ASCII (hex digits and fixed names), so no escaping is ever needed
    doc = '{"keytype":"ed25519","keyval":{"public":"%s"},"scheme":"ed25519"}' % _raw(public_key).hex()
    return hashlib.sha256(doc.encode("ascii")).hexdigest()


def legacy_keyid_of(public_key: Ed25519PublicKey) -> str:
    """The keyid claimcheck wrote before adopting securesystemslib's (accepted when verifying)."""
    return KEYID_PREFIX + hashlib.sha256(_raw(public_key)).hexdigest()


def _b64decode(value: object, *, what: str, path: Path) -> bytes:
    if not isinstance(value, str):
        raise SignatureError(f"envelope {what} is not a base64 string", path=path)
    try:
        # DSSE allows standard or URL-safe base64; normalise and validate strictly
        norm = value.replace("-", "+").replace("_", "/")
        norm += "=" * (-len(norm) % 4)
        return base64.b64decode(norm, validate=True)
    except (binascii.Error, ValueError):
        raise SignatureError(f"envelope {what} is not valid base64", path=path) from None


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def signature_entry(keyid: str, sig: bytes) -> dict:
    """One entry of an envelope's ``signatures`` list, as DSSE writes it."""
    return {"keyid": keyid, "sig": _b64(sig)}


def make_envelope(payload: bytes, private_key: Ed25519PrivateKey, *, payload_type: str = PAYLOAD_TYPE) -> dict:
    sig = private_key.sign(pae(payload_type, payload))
    return {
        "payloadType": payload_type,
        "payload": _b64(payload),
        "signatures": [signature_entry(keyid_of(private_key.public_key()), sig)],
    }


@dataclass(frozen=True)
class Envelope:
    payload_type: str
    payload: bytes
    signatures: list[tuple[str, bytes]]  # (keyid, signature)


def read_envelope(path: str | Path) -> Envelope:
    """Parse a DSSE envelope strictly (no extra keys, bounded size). Raises ``SignatureError``."""
    path = Path(path)
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        raise SignatureError("bundle is not signed (no signature file)", path=path, rule="unsigned") from None
    if stat_mod.S_ISLNK(st.st_mode) or not stat_mod.S_ISREG(st.st_mode):
        raise SignatureError("signature file is not a regular file", path=path)
    try:
        data = read_file_bytes(path, max_bytes=limits.MAX_ENVELOPE_BYTES)
    except InputError as exc:
        raise SignatureError(f"signature file is not valid JSON: {exc.message}", path=path) from None
    return parse_envelope(data, path)


def parse_envelope(data: bytes, path: str | Path) -> Envelope:
    """``read_envelope`` on bytes already read (the pre-commit hook reads staged blobs);
    ``path`` names the file in messages."""
    path = Path(path)
    if len(data) > limits.MAX_ENVELOPE_BYTES:
        raise SignatureError(f"signature file is larger than {limits.MAX_ENVELOPE_BYTES} bytes", path=path)
    try:
        doc = loads_strict(data, source=path)
    except InputError as exc:
        raise SignatureError(f"signature file is not valid JSON: {exc.message}", path=path) from None
    if not isinstance(doc, dict) or set(doc) != {"payloadType", "payload", "signatures"}:
        raise SignatureError("not a DSSE envelope (want exactly payloadType, payload, signatures)", path=path)
    ptype = doc["payloadType"]
    if not isinstance(ptype, str):
        raise SignatureError("envelope payloadType is not a string", path=path)
    payload = _b64decode(doc["payload"], what="payload", path=path)
    sigs = doc["signatures"]
    if not isinstance(sigs, list) or not sigs:
        raise SignatureError("envelope has no signatures", path=path)
    if len(sigs) > MAX_SIGNATURES:
        raise SignatureError(f"envelope has more than {MAX_SIGNATURES} signatures", path=path)
    out: list[tuple[str, bytes]] = []
    for n, s in enumerate(sigs):
        if not isinstance(s, dict) or "sig" not in s or not set(s) <= {"keyid", "sig"}:
            raise SignatureError(f"envelope signature #{n} is malformed", path=path)
        keyid = s.get("keyid", "")
        if not isinstance(keyid, str):
            raise SignatureError(f"envelope signature #{n} keyid is not a string", path=path)
        out.append((keyid, _b64decode(s["sig"], what=f"signature #{n}", path=path)))
    return Envelope(ptype, payload, out)


# --- keys ------------------------------------------------------------------------


def generate_keypair(out: str | Path) -> tuple[Path, Path, str]:
    """Write a new Ed25519 key to ``out`` (0600) and its public key to ``out.pub``.

    Refuses to overwrite either file. Returns ``(private_path, public_path, keyid)``.
    """
    priv_path = Path(out)
    if not str(out).strip() or priv_path.name in ("", ".", ".."):  # Path("") is "."
        raise UsageError("not a key file name; name the private key file to create", path=str(out) or "''",
                         rule="bad-path")
    pub_path = priv_path.with_name(priv_path.name + ".pub")
    for p in (priv_path, pub_path):
        if os.path.lexists(p):
            raise UsageError("refusing to overwrite an existing file", path=p, rule="exists")
    directory = priv_path.parent
    try:
        is_dir = stat_mod.S_ISDIR(os.stat(directory).st_mode)
    except FileNotFoundError:
        raise UsageError("directory does not exist", path=directory, rule="no-dir") from None
    except OSError as exc:
        raise FileSystemError.from_os_error(exc, directory, prefer_path=True) from None
    if not is_dir:
        raise UsageError("not a directory", path=directory, rule="no-dir")
    key = Ed25519PrivateKey.generate()
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption())
    pub = key.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
    with os_errors(priv_path):
        _write_new(priv_path, pem, mode=0o600)
    try:
        with os_errors(pub_path):
            _write_new(pub_path, pub, mode=0o644)
    except BaseException:
        os.unlink(priv_path)
        raise
    return priv_path, pub_path, keyid_of(key.public_key())


def _write_new(path: Path, data: bytes, *, mode: int) -> None:
    """Atomically create ``path`` (temp file 0600 from birth, fsync, hard link; never clobbers)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            os.fchmod(fh.fileno(), mode)
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        try:
            os.link(tmp, path)  # fails if path appeared meanwhile
        except FileExistsError:
            raise UsageError("refusing to overwrite an existing file", path=path, rule="exists") from None
    finally:
        os.unlink(tmp)
    fsync_dir(path.parent)


def read_key_file(path: Path, *, private: bool) -> tuple[bytes, os.stat_result]:
    """A key file's bytes (a regular file, not a link, at most ``MAX_KEY_BYTES``; a private key's
    mode 0600 or tighter) and the stat of the file they were read from (its identity: device, inode)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        raise KeyFileError("no such key file", path=path) from None
    except OSError as exc:
        raise KeyFileError(f"cannot use key file: {exc.strerror}", path=path) from None
    if stat_mod.S_ISLNK(st.st_mode):
        raise KeyFileError("key file is a symlink; give the real path", path=path)
    if not stat_mod.S_ISREG(st.st_mode):
        raise KeyFileError("key file is not a regular file", path=path)
    if private and st.st_mode & 0o077:
        raise KeyFileError(f"private key file permissions are too open ({stat_mod.S_IMODE(st.st_mode):04o}); "
                           f"run `chmod 600 {path}`", path=path, rule="key-permissions")
    if st.st_size > MAX_KEY_BYTES:
        raise KeyFileError("key file is too large to be a key", path=path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise KeyFileError(f"cannot read key file: {exc.strerror}", path=path) from None
    with os.fdopen(fd, "rb") as fh:
        again = os.fstat(fh.fileno())
        if (again.st_ino, again.st_dev) != (st.st_ino, st.st_dev) or (private and again.st_mode & 0o077):
            raise KeyFileError("key file changed while opening", path=path, rule="key-permissions")
        with os_errors(path):
            return read_bounded(fh, MAX_KEY_BYTES), again


def load_private_key(path: str | Path) -> Ed25519PrivateKey:
    """Load an unencrypted PKCS#8 PEM Ed25519 key; refuse loose permissions."""
    path = Path(path)
    return parse_private_key(read_key_file(path, private=True)[0], path)


def parse_private_key(data: bytes, path: Path) -> Ed25519PrivateKey:
    """An unencrypted PEM Ed25519 private key from a key file's bytes (``path`` names it in errors)."""
    try:
        key = serialization.load_pem_private_key(data, password=None)
    except (ValueError, TypeError, UnsupportedAlgorithmError):
        # never echo the key's bytes in the message
        raise KeyFileError("not an unencrypted PEM private key", path=path) from None
    if not isinstance(key, Ed25519PrivateKey):
        raise KeyFileError("not an Ed25519 private key", path=path)
    return key


def load_public_key(path: str | Path) -> Ed25519PublicKey:
    path = Path(path)
    data = read_key_file(path, private=False)[0]
    try:
        key = serialization.load_pem_public_key(data)
    except (ValueError, TypeError, UnsupportedAlgorithmError):
        hint = " (this looks like a private key; give the .pub file)" if b"PRIVATE KEY" in data else ""
        raise KeyFileError(f"not a PEM public key{hint}", path=path) from None
    if not isinstance(key, Ed25519PublicKey):
        raise KeyFileError("not an Ed25519 public key", path=path)
    return check_public_key(key, path=path)


_P = 2 ** 255 - 19
_D = -121665 * pow(121666, _P - 2, _P) % _P
_SQRT_M1 = pow(2, (_P - 1) // 4, _P)


def _edwards_point(raw: bytes) -> tuple[int, int] | None:
    """The curve point a 32-byte Ed25519 public key encodes (RFC 8032 5.1.3), or None when the
    encoding is not canonical (y >= p, or x = 0 with the sign bit set) or not on the curve."""
    y = int.from_bytes(raw, "little") & ((1 << 255) - 1)
    sign = raw[31] >> 7
    if y >= _P:
        return None
    u, v = (y * y - 1) % _P, (_D * y * y + 1) % _P
    x = u * pow(v, 3, _P) * pow(u * pow(v, 7, _P), (_P - 5) // 8, _P) % _P
    if v * x * x % _P == (-u) % _P:
        x = x * _SQRT_M1 % _P
    elif v * x * x % _P != u:
        return None
    if x == 0 and sign:
        return None
    if x & 1 != sign:
        x = _P - x
    return x, y


def _edwards_double(pt: tuple[int, int]) -> tuple[int, int]:
    x, y = pt
    t = _D * x * x * y * y % _P
    return (2 * x * y * pow(1 + t, _P - 2, _P) % _P, (y * y + x * x) * pow(1 - t, _P - 2, _P) % _P)


def check_public_key(key: Ed25519PublicKey, *, path: str | Path | None = None) -> Ed25519PublicKey:
    """Refuse a weak trusted key: a non-canonical or off-curve encoding, or a point of small order
    (8P is the identity; e.g. the all-zero key), under which a constant signature verifies for
    many payloads (for the identity point: every payload). ``KeyFileError`` names the file."""
    raw = _raw(key)
    pt = _edwards_point(raw)
    if pt is None:
        raise KeyFileError("Ed25519 public key is not a canonical encoding of a curve point; refused", path=path)
    for _ in range(3):
        pt = _edwards_double(pt)
    if pt == (0, 1):
        raise KeyFileError("Ed25519 public key has small order (a weak key: a constant signature verifies for "
                           "many payloads); refused", path=path)
    return key


def _as_public_key(src: KeySource) -> Ed25519PublicKey:
    if isinstance(src, Ed25519PublicKey):
        return check_public_key(src)
    if isinstance(src, bytes):
        try:
            key = Ed25519PublicKey.from_public_bytes(src)
        except ValueError:
            raise KeyFileError("raw Ed25519 public key must be 32 bytes") from None
        return check_public_key(key)
    return load_public_key(src)


def load_trusted_keys(sources: Iterable[KeySource]) -> dict[str, Ed25519PublicKey]:
    """Map keyid -> public key for every trusted key source (paths, key objects or raw bytes)."""
    out: dict[str, Ed25519PublicKey] = {}
    for src in sources:
        key = _as_public_key(src)
        out[keyid_of(key)] = key
    return out


def _keyids(trusted: dict[str, Ed25519PublicKey]) -> dict[str, Ed25519PublicKey]:
    """``trusted`` plus each key under its legacy keyid, for labelling signatures."""
    return {**{legacy_keyid_of(k): k for k in trusted.values()}, **trusted}


# --- checking an envelope ---------------------------------------------------------


def check_payload(env: Envelope, payload: bytes, path: str | Path) -> None:
    """The envelope must carry the in-toto payload type over exactly ``payload``; else ``SignatureError``."""
    if env.payload_type != PAYLOAD_TYPE:
        raise SignatureError(f"envelope payloadType {env.payload_type[:80]!r} is not {PAYLOAD_TYPE!r}", path=path)
    if env.payload != payload:
        raise SignatureError("signed payload differs from receipt.json (the receipt changed after signing)",
                             path=path, rule="signature-mismatch")


def verify_envelope(env: Envelope, trusted: dict[str, Ed25519PublicKey], path: str | Path) -> str:
    """The keyid (``keyid_of``) of a trusted key with a valid signature in ``env``, or ``SignatureError``.
    ``trusted``: ``load_trusted_keys``'s map. The keyids in the envelope are unauthenticated hints:
    the key a keyid names is tried first, then every other trusted key."""
    if not trusted:
        raise UsageError("no trusted public key given", path=path, rule="no-trusted-key")
    message = pae(env.payload_type, env.payload)
    labelled = False
    named = _keyids(trusted)
    for keyid, sig in env.signatures:
        first = [named[keyid]] if keyid in named else []
        labelled = labelled or bool(first)
        for pub in first + [k for k in trusted.values() if k not in first]:
            try:
                pub.verify(sig, message)
            except InvalidSignature:
                continue
            return keyid_of(pub)
    if labelled:
        raise SignatureError("signature does not verify under the trusted key", path=path, rule="bad-signature")
    ids = ", ".join((k[:24] + "...") if k else "(no keyid)" for k, _ in env.signatures[:4])
    raise SignatureError(f"not signed by any trusted key (signatures by {ids})", path=path, rule="untrusted-key")
