"""A receipt is validated once per read (issue 18): the per-file lists by a hand-written check,
the rest by the JSON Schema and the models. The exported JSON Schema stays the contract: for any
receipt, the one-pass validation accepts exactly what the schema plus the models accept, and
builds the same models; the canonical fast parser reads exactly what the strict parser reads."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples
from receipt_strategies import file_entries, names, odd_sha, sha

from claimcheck._internal.atomic import canonical_json
from claimcheck._internal.jsonio import loads_canonical, loads_strict
from claimcheck.errors import ClaimcheckError, InputError
from claimcheck.models import Receipt, check_relpath
from claimcheck.verify import _validate_receipt

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "schemas" / "receipt.schema.json").read_text())


def _schema_and_model(doc):
    """The contract: the exported schema, then the model (None when either refuses)."""
    if list(jsonschema.Draft202012Validator(SCHEMA).iter_errors(doc)):
        return None
    try:
        return Receipt.model_validate(doc)
    except Exception:  # noqa: BLE001 - any refusal
        return None


def _one_pass(doc):
    try:
        return _validate_receipt(json.loads(json.dumps(doc)), Path("receipt.json"))
    except ClaimcheckError:
        return None


@st.composite
def receipts(draw):
    files = draw(st.lists(file_entries(), max_size=5))
    subjects = []
    for f in files:
        if isinstance(f, dict) and draw(st.booleans()):
            subjects.append({"name": f.get("path"), "digest": {"sha256": f.get("sha256")}})
        else:
            s = {"name": draw(names), "digest": {"sha256": draw(odd_sha)}}
            if draw(st.integers(0, 9)) == 0:
                s["digest"]["md5"] = "x"
            if draw(st.integers(0, 9)) == 0:
                s = {"name": s["name"]}
            subjects.append(s)
    return {
        "_type": "https://in-toto.io/Statement/v1",
        "predicateType": "https://claimcheck.dev/witness-receipt/v1",
        "subject": subjects,
        "predicate": {
            "bundle_format": 1,
            "role": draw(st.sampled_from(["arm", "Bad Role"])),
            "files": files,
            "runner": {"name": "t", "version": "1", "source_sha256": "0" * 64},
            "environment": {"python": "3", "platform": "linux"},
            "created_at": "2026-01-01T00:00:00Z",
        },
    }


@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(receipts())
def test_one_pass_validation_agrees_with_the_exported_schema_and_the_models(doc):
    want = _schema_and_model(doc)
    got = _one_pass(doc)
    assert (got is None) == (want is None)
    if want is not None:
        assert got == want
        assert got.model_dump_json(by_alias=True) == want.model_dump_json(by_alias=True)
        assert got.model_fields_set == want.model_fields_set
        assert got.predicate.model_fields_set == want.predicate.model_fields_set


values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(min_value=-2**70, max_value=2**70),
              st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=8)),
    lambda kids: st.one_of(st.lists(kids, max_size=3), st.dictionaries(st.text(max_size=5), kids, max_size=3)),
    max_leaves=12,
)


@settings(max_examples=examples(400), deadline=None)
@given(values)
def test_canonical_fast_parse_reads_what_the_strict_parser_reads(obj):
    data = canonical_json(obj)
    try:
        want = loads_strict(data)
    except InputError:
        with pytest.raises(InputError):
            loads_canonical(data)
        return
    got = loads_canonical(data)
    assert got == want and canonical_json(got) == data


@pytest.mark.parametrize("data", [
    b'{\n  "a": 1,\n  "a": 2\n}\n',  # duplicate key: never read as canonical
    b'\xef\xbb\xbf{\n  "a": 1\n}\n',  # byte-order mark
    b'{\n  "a\\u0000": 1\n}\n',  # NUL in a key
    b'{\n  "a": NaN\n}\n',
    b'{\n  "a": "\xff"\n}\n',  # not UTF-8
    ("[\n" * 70 + "]\n" * 70).encode(),  # deeper than the limit
])
def test_canonical_fast_parse_refuses_what_the_strict_parser_refuses(data):
    with pytest.raises(InputError):
        loads_strict(data)
    with pytest.raises(InputError):
        loads_canonical(data)


def _as_seal_writes(doc) -> bool:
    """What the column reader reads (everything else it leaves to the strict reader): integer
    sizes, paths that ``check_relpath`` accepts with no quote, backslash or control character, and
    a subject list naming the same files with the same digests in the same order."""
    files = doc["predicate"]["files"]
    for f in files:
        if not (isinstance(f, dict) and type(f.get("size")) is int and isinstance(f.get("path"), str)):
            return False
        try:
            check_relpath(f["path"])
        except ValueError:
            return False
        if any(c == '"' or c == "\\" or ord(c) < 0x20 for c in f["path"]):
            return False
    return doc["subject"] == [{"name": f["path"], "digest": {"sha256": f["sha256"]}} for f in files]


@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(receipts())
def test_the_canonical_reader_accepts_only_what_the_contract_accepts(doc):
    """The column reader of a canonical receipt (the entries of each list found by one regular
    expression and tiling its text, the rest parsed, validated and rendered again) gives the
    contract's models or None (then the strict reader decides); it reads every receipt written
    the way ``seal`` writes them."""
    from claimcheck.verify import _load_canonical_receipt

    try:
        data = canonical_json(doc)
    except (ValueError, UnicodeEncodeError):
        return
    want = _schema_and_model(doc)
    got = _load_canonical_receipt(data, Path("receipt.json"))
    if want is None:
        assert got is None
    else:
        if doc["predicate"]["files"] and _as_seal_writes(doc):
            assert got is not None
        if got is not None:
            assert got == want and got.model_dump_json(by_alias=True) == want.model_dump_json(by_alias=True)
            assert got.model_fields_set == want.model_fields_set


@pytest.mark.parametrize("change", [
    (b'"size": 3\n', b'"size": 03\n'),  # not canonical
    (b'"size": 3\n', b'"size": 3,\n        "size": 4\n'),  # duplicate key
    (b'"name": "a"', b'"name": "a", "name": "b"'),
    (b'      {\n        "path": "b"', b'      {\n        "extra": 1,\n        "path": "b"'),
])
def test_the_canonical_reader_refuses_any_other_text(change):
    from claimcheck.verify import _load_canonical_receipt

    good = {
        "_type": "https://in-toto.io/Statement/v1",
        "predicateType": "https://claimcheck.dev/witness-receipt/v1",
        "subject": [{"name": n, "digest": {"sha256": "a" * 64}} for n in ("a", "b")],
        "predicate": {"bundle_format": 1, "role": "arm",
                      "files": [{"path": n, "size": 3, "sha256": "a" * 64} for n in ("a", "b")],
                      "runner": {"name": "t", "version": "1", "source_sha256": "0" * 64},
                      "environment": {"python": "3", "platform": "linux"}, "created_at": "2026"},
    }
    data = canonical_json(good)
    r = _load_canonical_receipt(data, Path("receipt.json"))
    assert r is not None and r.predicate.files[1].path == "b"
    old, new = change
    assert old in data
    assert _load_canonical_receipt(data.replace(old, new, 1), Path("receipt.json")) is None


plain_names = st.lists(st.sampled_from(["a", "b.json", "d/x.json", "é/ü.txt", "sp ace", "d/e/f", "z"]),
                       min_size=1, max_size=4, unique=True)


@st.composite
def mutated_receipts(draw):
    """A receipt as seal writes it, then one edit of its text: a byte replaced, inserted or
    deleted, or a slice repeated (a duplicated entry or key) anywhere."""
    paths = sorted(draw(plain_names))
    files = [{"path": p, "size": draw(st.integers(0, 10**6)), "sha256": draw(sha)} for p in paths]
    doc = {
        "_type": "https://in-toto.io/Statement/v1",
        "predicateType": "https://claimcheck.dev/witness-receipt/v1",
        "subject": [{"name": f["path"], "digest": {"sha256": f["sha256"]}} for f in files],
        "predicate": {"bundle_format": 1, "role": "arm", "files": files,
                      "runner": {"name": "t", "version": "1", "source_sha256": "0" * 64},
                      "environment": {"python": "3", "platform": "linux"}, "created_at": "2026-01-01T00:00:00Z"},
    }
    data = canonical_json(doc)
    i = draw(st.integers(0, len(data) - 1))
    op = draw(st.sampled_from(["replace", "insert", "delete", "repeat", "none"]))
    byte = bytes([draw(st.sampled_from(b'0a9f{}[],:"\\\n /.\x00\x7f') | st.integers(0, 255))])
    if op == "replace":
        data = data[:i] + byte + data[i + 1:]
    elif op == "insert":
        data = data[:i] + byte + data[i:]
    elif op == "delete":
        data = data[:i] + data[i + 1:]
    elif op == "repeat":
        j = draw(st.integers(i, min(len(data), i + 200)))
        data = data[:j] + data[i:j] + data[j:]
    return data


@pytest.mark.parametrize("chunk", [1 << 22, 100])
@settings(max_examples=examples(1000), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=mutated_receipts())
def test_whatever_the_column_reader_reads_the_strict_reader_reads_the_same(chunk, data):
    """Any text the column reader accepts is the canonical rendering of what the strict reader
    parses from it, and the strict reader with the full validation gives the same models (the
    column reader is never a second, laxer validator). ``chunk``: the reader's piece size; 100
    bytes cuts every list into pieces of one or two entries, at each entry's start or elsewhere."""
    import claimcheck.verify as vmod

    was = vmod._TILE_CHUNK
    vmod._TILE_CHUNK = chunk
    try:
        columns = vmod._canonical_columns(data, Path("receipt.json"))
    finally:
        vmod._TILE_CHUNK = was
    if columns is None:
        return
    obj = loads_strict(data)
    assert canonical_json(obj) == data
    want = _validate_receipt(obj, Path("receipt.json"))
    assert columns.paths == [f.path for f in want.predicate.files]
    assert columns.sizes == [f.size for f in want.predicate.files]
    assert columns.sha256 == "".join(f.sha256 for f in want.predicate.files)
    got = columns.models()
    assert got == want and got.model_dump_json(by_alias=True) == want.model_dump_json(by_alias=True)
