"""The committed schemas/ are generated from the pydantic models and must not drift."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from claimcheck import schemas

SCHEMA_DIR = Path(__file__).resolve().parents[2] / "schemas"


def test_committed_schemas_match_models():
    bad = schemas.drift(SCHEMA_DIR)
    assert not bad, f"schemas drifted from the models: {bad}; run `fak schema export`"


def test_drift_detects_a_changed_file(tmp_path):
    schemas.export(tmp_path)
    assert schemas.drift(tmp_path) == []
    f = tmp_path / "receipt.schema.json"
    doc = json.loads(f.read_text())
    doc["required"] = []
    f.write_text(json.dumps(doc))
    assert "receipt" in schemas.drift(tmp_path)
    (tmp_path / "stray.schema.json").write_text("{}")
    assert "stray.schema.json" in schemas.drift(tmp_path)


@pytest.mark.parametrize("kind", sorted(schemas.SCHEMAS))
def test_each_schema_is_valid_2020_12(kind):
    doc = json.loads((SCHEMA_DIR / f"{kind}.schema.json").read_text())
    assert doc["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(doc)
