"""`fak claim-check --trusted-key`: a valid signature by a trusted key is required before grading."""

from __future__ import annotations

import json

from click.testing import CliRunner

from claimcheck.claims import fixtures as fx
from claimcheck.cli import main
from claimcheck.signing import generate_keypair, sign_bundle

STMT = "Batching was 0.539209x the tuned sequential rate."


def _args(witness, *keys):
    args = ["claim-check", "--statement", STMT, "--baseline", "real", "--baseline-desc", "same model and jobs",
            "--net", "--scope", "CPU reference; includes padding and queue", "--provenance", "OBSERVED",
            "--witness", str(witness), "--json"]
    for k in keys:
        args += ["--trusted-key", str(k)]
    return args


def _verdict(res):
    assert "Traceback" not in res.output
    return json.loads(res.output)["verdict"], res.exit_code


def test_trusted_key_required_before_grading(tmp_path):
    w, files = fx.s4e_witness("OBSERVED")
    b = fx.write_bundle(tmp_path / "b", w, files)
    priv, pub, _ = generate_keypair(tmp_path / "k")
    _, other, _ = generate_keypair(tmp_path / "other")
    run = CliRunner().invoke
    assert _verdict(run(main, _args(b))) == ("net-true", 0)               # no key asked: graded
    assert _verdict(run(main, _args(b, pub))) == ("invalid", 5)           # unsigned bundle
    sign_bundle(b, priv)
    assert _verdict(run(main, _args(b, pub))) == ("net-true", 0)          # signed by the trusted key
    assert _verdict(run(main, _args(b, other))) == ("invalid", 5)         # signed, but by another key
    assert _verdict(run(main, _args(b, other, pub))) == ("net-true", 0)   # any trusted key will do
    assert _verdict(run(main, _args(f"{b}/nowhere; verify with x", pub))) == ("invalid", 5)  # no bundle to check


def test_changed_receipt_after_signing_is_invalid(tmp_path):
    w, files = fx.s4e_witness("OBSERVED")
    b = fx.write_bundle(tmp_path / "b", w, files)
    priv, pub, _ = generate_keypair(tmp_path / "k")
    sign_bundle(b, priv)
    raw = json.loads((b / "receipt.json").read_text())
    raw["predicate"]["role"] = "forged"  # still a consistent receipt, no longer the signed bytes
    (b / "receipt.json").write_text(json.dumps(raw))
    assert _verdict(CliRunner().invoke(main, _args(b, pub))) == ("invalid", 5)


def test_unreadable_key_is_a_usage_error(tmp_path):
    w, files = fx.s4e_witness("OBSERVED")
    b = fx.write_bundle(tmp_path / "b", w, files)
    (tmp_path / "bad.pub").write_text("not a key")
    res = CliRunner().invoke(main, _args(b, tmp_path / "bad.pub"))
    assert res.exit_code == 2 and "Traceback" not in res.output
