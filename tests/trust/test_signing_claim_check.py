"""`fak claim-check --trusted-key` (implemented in claims.grade by the claim-check owner) seen
from the signing side: one-bit changes, other keys, missing signatures, unusable keys."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from claimcheck.claims import fixtures as F
from claimcheck.models import RECEIPT_NAME
from claimcheck.signing import generate_keypair, sign_bundle


def claim_check(witness, *extra):
    args = [sys.executable, "-m", "claimcheck.cli", "claim-check", "--statement", F.S4E_STATEMENT,
            "--baseline", "real", "--baseline-desc", F.S4E_BASELINE_DESC, "--net", "--scope", F.S4E_SCOPE,
            "--provenance", "OBSERVED", "--witness", str(witness), "--json", *map(str, extra)]
    r = subprocess.run(args, capture_output=True, text=True, timeout=180)
    assert "Traceback" not in r.stdout + r.stderr
    return r


@pytest.fixture
def signed_s4e(tmp_path):
    w, files = F.s4e_witness("OBSERVED")
    b = F.write_bundle(tmp_path / "s4e", w, files)
    priv, pub, keyid = generate_keypair(tmp_path / "key")
    sign_bundle(b, priv)
    return b, pub


def test_signed_by_trusted_key_grades_normally(signed_s4e):
    b, pub = signed_s4e
    r = claim_check(b, "--trusted-key", pub)
    assert r.returncode == 0, r.stdout + r.stderr
    assert json.loads(r.stdout)["verdict"] == "net-true"


def test_one_bit_change_in_signed_receipt_is_invalid(signed_s4e):
    b, pub = signed_s4e
    data = bytearray((b / RECEIPT_NAME).read_bytes())
    i = data.index(b'"created_at"') + 20
    data[i] ^= 0x01
    (b / RECEIPT_NAME).write_bytes(bytes(data))
    r = claim_check(b, "--trusted-key", pub)
    assert r.returncode == 5
    doc = json.loads(r.stdout)
    assert doc["verdict"] == "invalid" and doc["quantities"] == []
    assert "signature-mismatch" in " ".join(doc["witness"]["problems"])


def test_other_key_or_unsigned_is_invalid(signed_s4e, tmp_path):
    b, pub = signed_s4e
    _, other, _ = generate_keypair(tmp_path / "other")
    r = claim_check(b, "--trusted-key", other)
    assert r.returncode == 5 and "untrusted-key" in " ".join(json.loads(r.stdout)["witness"]["problems"])
    (b / "receipt.sig.json").unlink()
    r = claim_check(b, "--trusted-key", pub)
    assert r.returncode == 5 and "unsigned" in " ".join(json.loads(r.stdout)["witness"]["problems"])
    r = claim_check(b)  # without --trusted-key a signature is not required
    assert r.returncode == 0


def test_unusable_trusted_key_is_a_usage_error(signed_s4e, tmp_path):
    b, _ = signed_s4e
    (tmp_path / "bad.pub").write_text("not a key")
    r = claim_check(b, "--trusted-key", tmp_path / "bad.pub")
    assert r.returncode == 2 and "bad.pub" in r.stderr
