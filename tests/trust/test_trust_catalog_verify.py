"""verify's inputs: an empty path, and whatever lies in a bundle under the name receipt.sig.json
(one rule for verify and audit: a well-formed DSSE envelope over exactly this receipt)."""

from __future__ import annotations

import json

import pytest
from bundle_kit import cli, make_bundle, refused

from claimcheck import catalog as catalog_mod
from claimcheck.models import RECEIPT_NAME, SIGNATURE_NAME
from claimcheck.verify import verify_bundle


# --- verify's paths ----------------------------------------------------------------------------------------------


def test_verify_of_an_empty_path_is_refused(tmp_path):
    """`fak verify ''` is refused, never taken as the working directory."""
    b = make_bundle(tmp_path / "b")
    rc, out = cli("verify", "", cwd=b)
    assert rc == 2 and "empty path" in out, out
    rc, out = cli("verify", b, "", cwd=b)
    assert rc == 2 and "empty path" in out, out
    assert not verify_bundle("").ok
    assert verify_bundle(str(b)).ok
    d = tmp_path / "unsealed"
    d.mkdir()
    (d / "x").write_text("not sealed\n")
    rc, out = cli("seal", "", cwd=d)  # would have sealed the working directory
    assert rc == 2 and "empty path" in out and not (d / RECEIPT_NAME).exists(), out
    c = tmp_path / "CATALOG.json"
    assert catalog_mod.init(c, tmp_path).ok
    rc, out = cli("catalog", "add", c, "", cwd=b)  # would have registered the working directory
    assert rc == 2 and "empty path" in out and json.loads(c.read_text())["bundles"] == [], out


# --- receipt.sig.json: one rule for verify and audit ------------------------------------------------------------


@pytest.mark.parametrize("blob", [b"not json at all", b"{}", b'{"payloadType": "x", "payload": "", "signatures": []}'])
def test_any_blob_named_receipt_sig_json_fails_verify(tmp_path, blob):
    b = make_bundle(tmp_path / "b")
    (b / SIGNATURE_NAME).write_bytes(blob)
    refused(tmp_path, ["verify", b], names=[str(b / SIGNATURE_NAME)], problem="[signature]")
    from claimcheck.signing import signature_status

    assert signature_status(b)[0] == "INVALID"  # what audit reports for the same file
    rc, out = cli("audit", b)
    assert rc == 3 and out.count(f"{b / SIGNATURE_NAME}:") == 1, out  # named once, not by verify and audit each


def test_a_stale_or_foreign_envelope_fails_verify_and_a_good_one_passes(tmp_path):
    import base64

    from claimcheck.signing import generate_keypair, sign_bundle

    b = make_bundle(tmp_path / "b")
    priv, pub, _ = generate_keypair(tmp_path / "k")
    sign_bundle(b, priv)
    assert cli("verify", b)[0] == 0
    env = json.loads((b / SIGNATURE_NAME).read_text())
    env["payloadType"] = "text/plain"
    (b / SIGNATURE_NAME).write_text(json.dumps(env))
    refused(tmp_path, ["verify", b], names=[str(b / SIGNATURE_NAME)], problem="payloadType")
    env["payloadType"] = "application/vnd.in-toto+json"
    env["payload"] = base64.b64encode((b / RECEIPT_NAME).read_bytes() + b" ").decode()
    (b / SIGNATURE_NAME).write_text(json.dumps(env))
    refused(tmp_path, ["verify", b], names=[str(b / SIGNATURE_NAME)], problem="signature-mismatch")
