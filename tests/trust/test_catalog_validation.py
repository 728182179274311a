"""A catalog is validated once: its bundles' file lists entry by entry (``checked_file_entries``),
the rest by the JSON Schema and the models (``catalog._validate_catalog``). Held equal here to the
contract (the exported ``schemas/catalog.schema.json``, then the pydantic models): the same
catalogs accepted and refused, and equal models. The memoized read (``schema_checked``: the
bytes passed before) builds the same models."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples
from receipt_strategies import file_entries, sha

from claimcheck.catalog import _validate_catalog
from claimcheck.errors import ClaimcheckError
from claimcheck.models import Catalog

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "schemas" / "catalog.schema.json").read_text())


def _contract(doc):
    if list(jsonschema.Draft202012Validator(SCHEMA).iter_errors(doc)):
        return None
    try:
        return Catalog.model_validate(doc)
    except Exception:  # noqa: BLE001 - any refusal
        return None


@st.composite
def catalogs(draw):
    bundles = []
    for i in range(draw(st.integers(0, 3))):
        b = {"id": draw(st.sampled_from([f"b{i}", "", "x" * 600])),
             "path": draw(st.sampled_from([f"b{i}", "../b", "/abs", "d/e"])),
             "state": draw(st.sampled_from(["complete", "preflight_only", "done"])),
             "files": draw(st.one_of(st.lists(file_entries(), max_size=4), st.just("x")))}
        if draw(st.booleans()):
            b["receipt_sha256"] = draw(st.one_of(sha, st.just("zz"), st.none()))
        if draw(st.integers(0, 9)) == 0:
            b["extra"] = 1
        bundles.append(b if draw(st.integers(0, 19)) else [b])
    return {"catalog_format": draw(st.sampled_from([1, 1, 1, 2])), "kind": "claimcheck-catalog",
            "root": ".", "excluded_roots": [], "bundles": bundles}


@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(catalogs())
def test_one_pass_catalog_validation_agrees_with_the_exported_schema_and_the_models(doc):
    want = _contract(doc)
    text = json.dumps(doc)
    try:
        got = _validate_catalog(json.loads(text), Path("CATALOG.json"))
    except ClaimcheckError:
        got = None
    try:  # dropping each parsed entry once read, parsing again for a refusal: the same answers
        dropped = _validate_catalog(json.loads(text), Path("CATALOG.json"), reparse=lambda: json.loads(text))
    except ClaimcheckError:
        dropped = None
    assert (got is None) == (want is None) == (dropped is None)
    assert dropped == got
    if want is not None:
        assert got == want and got.model_dump_json() == want.model_dump_json()
        assert got.model_fields_set == want.model_fields_set
        assert [b.model_fields_set for b in got.bundles] == [b.model_fields_set for b in want.bundles]
        memo = _validate_catalog(json.loads(json.dumps(doc)), Path("CATALOG.json"), schema_checked=True)
        assert memo == want and memo.model_dump_json() == want.model_dump_json()
