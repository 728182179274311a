"""Property / fuzz tests over every parser that reads hostile bytes: strict JSON, receipts,
catalogs, DSSE envelopes, the stat cache, witness rows and statements.

The property is always the same: a parser returns a value or raises a ``ClaimcheckError``
that names the file; it never raises anything else (no traceback can reach the user).
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import pytest
from bundle_kit import make_bundle
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from claimcheck._internal.jsonio import MAX_DEPTH, load_json_file, loads_strict
from claimcheck._internal.statcache import StatCache
from claimcheck.catalog import load_catalog
from claimcheck.errors import ClaimcheckError, InputError
from claimcheck.models import RECEIPT_NAME, SIGNATURE_NAME
from claimcheck.signing import SignatureError, read_envelope
from claimcheck.verify import load_receipt, verify_bundle

# CLAIMCHECK_FUZZ_EXAMPLES=5000 python -m pytest tests/trust/test_hostile_parsers.py  for a deeper run
EXAMPLES = int(os.environ.get("CLAIMCHECK_FUZZ_EXAMPLES", 0)) or examples(150)
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

json_scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) \
    | st.text(max_size=20)
json_values = st.recursive(json_scalars, lambda kids: st.lists(kids, max_size=4)
                           | st.dictionaries(st.text(max_size=8).filter(lambda k: "\x00" not in k), kids, max_size=4),
                           max_leaves=25)  # (a NUL byte in a key is refused on purpose)

# JSON-ish fragments that make a mutation likely to hit the dangerous corners
NASTY = [b"NaN", b"Infinity", b"-Infinity", b'"a":1,"a":2', b"\xff", b"\xc3\x28", b"\x00", b"[" * 70,
         b"{" * 70, b'"\\ud800"', b"1e999", b"-0", b'"..\\/..\\/etc"', b'"/abs"', b'"\\u0000"', b"\xef\xbb\xbf"]


def mutate(data: bytes, ops: list[tuple[int, int, int]]) -> bytes:
    b = bytearray(data)
    for kind, pos, val in ops:
        if not b:
            b = bytearray(b"{}")
        pos %= len(b)
        if kind == 0:
            b[pos] = val % 256
        elif kind == 1:
            del b[pos: pos + 1 + val % 8]
        elif kind == 2:
            b[pos:pos] = NASTY[val % len(NASTY)]
        else:
            b[pos:pos] = bytes([val % 256])
    return bytes(b)


mutations = st.lists(st.tuples(st.integers(0, 3), st.integers(0, 10**6), st.integers(0, 10**6)), min_size=1, max_size=6)


def assert_clean(exc: BaseException, path: Path | None = None) -> None:
    assert isinstance(exc, ClaimcheckError), f"{type(exc).__name__}: {exc}"
    assert exc.message and exc.rule
    if path is not None:
        assert str(path) in str(exc) or (exc.path and str(path) in exc.path), str(exc)


# --- strict JSON ------------------------------------------------------------------------------


@SETTINGS
@given(st.binary(max_size=300))
@example(b'{"a": 1, "a": 2}')
@example(b"[NaN]")
@example(b"[Infinity, -Infinity]")
@example(b"\xff\xfe{}")
@example(b"\xef\xbb\xbf{}")
@example(b"[" * 100000)
@example(b'{"\\u0000": 1}')
def test_loads_strict_returns_or_refuses(data):
    try:
        value = loads_strict(data, source="x.json")
    except InputError as exc:
        assert "x.json" in str(exc)
        return
    # whatever is accepted is plain, finite JSON that round-trips
    assert json.loads(json.dumps(value, allow_nan=False)) == value


@SETTINGS
@given(json_values)
def test_loads_strict_accepts_every_plain_json_document(value):
    assert loads_strict(json.dumps(value).encode()) == value


@pytest.mark.parametrize("doc,why", [
    (b'{"a": 1, "a": 2}', "duplicate key"),
    (b'{"x": {"a": [], "a": {}}}', "duplicate key"),
    (b"[1, NaN]", "non-finite"),
    (b'{"v": Infinity}', "non-finite"),
    (b'{"v": -Infinity}', "non-finite"),
    (b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1), "nested deeper"),
    (b"[" * 1_000_000, "nested deeper"),
    (b'{"a": "\xff"}', "not UTF-8"),
    (b"\xef\xbb\xbf{}", "byte-order mark"),
    (b'{"k\\u0000": 1}', "NUL"),
])
def test_each_json_refusal_is_named(doc, why):
    with pytest.raises(InputError) as err:
        loads_strict(doc, source="doc.json")
    assert why in str(err.value) and "doc.json" in str(err.value)


def test_huge_document_is_refused_before_it_is_read_whole(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:
        fh.truncate(64 * 1024 * 1024 + 10)  # sparse: costs no disk
    with pytest.raises(InputError, match="larger than") as err:
        load_json_file(big)
    assert str(big) in str(err.value)


# --- receipts -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def sealed(tmp_path_factory):
    return make_bundle(tmp_path_factory.mktemp("sealed") / "b", {"rows.jsonl": b'{"a": 1}\n', "sub/x.bin": b"\x00\x01"})


@SETTINGS
@given(mutations)
def test_mutated_receipt_is_parsed_or_refused_with_its_name(sealed, tmp_path_factory, ops):
    good = (sealed / RECEIPT_NAME).read_bytes()
    d = tmp_path_factory.mktemp("m")
    for f in ("rows.jsonl", "sub/x.bin"):
        (d / f).parent.mkdir(parents=True, exist_ok=True)
        (d / f).write_bytes((sealed / f).read_bytes())
    bad = mutate(good, ops)
    (d / RECEIPT_NAME).write_bytes(bad)
    try:
        load_receipt(d)
    except Exception as exc:  # noqa: BLE001 - the property under test
        assert_clean(exc, d / RECEIPT_NAME)
    report = verify_bundle(d)  # never raises
    assert report.ok == (report.state == "complete")
    if report.ok:  # a mutated receipt verifies only if it still binds exactly the same bytes
        # (its unbound metadata, e.g. environment text, is what a signature protects)
        assert json.loads(bad)["predicate"]["files"] == json.loads(good)["predicate"]["files"]


def _receipt_with(sealed, edit) -> bytes:
    doc = json.loads((sealed / RECEIPT_NAME).read_text())
    edit(doc)
    return json.dumps(doc).encode()


@pytest.mark.parametrize("name", ["../escape", "/etc/passwd", "a/../../b", "sub/./x.bin", "nul\x00byte",
                                  "C:/win", "back\\slash", "", "a//b", "x/" * 3000])
def test_receipt_with_escaping_or_odd_path_is_refused(sealed, tmp_path, name):
    def edit(doc):
        doc["predicate"]["files"][0]["path"] = name
        doc["subject"][0]["name"] = name

    d = tmp_path / "b"
    d.mkdir()
    (d / RECEIPT_NAME).write_bytes(_receipt_with(sealed, edit))
    with pytest.raises(ClaimcheckError) as err:
        load_receipt(d)
    assert_clean(err.value, d / RECEIPT_NAME)
    report = verify_bundle(d)
    assert not report.ok and report.state == "invalid"


@pytest.mark.parametrize("edit", [
    lambda d: d["predicate"]["files"].append(dict(d["predicate"]["files"][0])),   # listed twice
    lambda d: d["predicate"]["files"][0].update(path=RECEIPT_NAME),              # binds itself
    lambda d: d["predicate"]["files"][0].update(path=SIGNATURE_NAME),            # binds its signature
    lambda d: d["predicate"]["files"][0].update(size=-1),
    lambda d: d["predicate"]["files"][0].update(sha256="0" * 63),
    lambda d: d["predicate"]["files"][0].update(size=1.5),
    lambda d: d["predicate"]["files"][0].update(size=True),
    lambda d: d["predicate"].update(role="../x"),
    lambda d: d.update(_type="https://in-toto.io/Statement/v0.1"),
    lambda d: d.update(extra=1),
    lambda d: d["subject"].pop(),
])
def test_receipt_binding_violations_are_refused(sealed, tmp_path, edit):
    d = tmp_path / "b"
    d.mkdir()
    (d / RECEIPT_NAME).write_bytes(_receipt_with(sealed, edit))
    with pytest.raises(ClaimcheckError) as err:
        load_receipt(d)
    assert_clean(err.value, d / RECEIPT_NAME)


# --- catalogs -------------------------------------------------------------------------------------

GOOD_CATALOG = {
    "catalog_format": 1, "kind": "claimcheck-catalog", "root": "root", "excluded_roots": [],
    "bundles": [{"id": "b", "path": "b", "state": "complete", "receipt_sha256": "a" * 64,
                 "files": [{"path": "rows.jsonl", "size": 3, "sha256": "b" * 64}]}],
}


@SETTINGS
@given(mutations)
def test_mutated_catalog_is_loaded_or_refused_with_its_name(tmp_path_factory, ops):
    p = tmp_path_factory.mktemp("c") / "CATALOG.json"
    p.write_bytes(mutate(json.dumps(GOOD_CATALOG).encode(), ops))
    try:
        load_catalog(p)
    except Exception as exc:  # noqa: BLE001
        assert_clean(exc, p)


@pytest.mark.parametrize("path", ["../outside", "/abs/b", "b/../../x", "b\x00", "", "b/"])
def test_catalog_entry_pointing_outside_its_root_is_refused(tmp_path, path):
    doc = json.loads(json.dumps(GOOD_CATALOG))
    doc["bundles"][0]["path"] = path
    p = tmp_path / "CATALOG.json"
    p.write_text(json.dumps(doc))
    with pytest.raises(ClaimcheckError) as err:
        load_catalog(p)
    assert_clean(err.value, p)


def test_catalog_with_duplicate_bundle_ids_is_refused(tmp_path):
    doc = json.loads(json.dumps(GOOD_CATALOG))
    doc["bundles"].append(dict(doc["bundles"][0], path="c"))
    p = tmp_path / "CATALOG.json"
    p.write_text(json.dumps(doc))
    with pytest.raises(ClaimcheckError, match="twice"):
        load_catalog(p)


# --- DSSE envelopes and the stat cache ----------------------------------------------------------------


@SETTINGS
@given(st.binary(max_size=400) | json_values.map(lambda v: json.dumps(v).encode()))
@example(b'{"payloadType": "application/vnd.in-toto+json", "payload": "e30=", "signatures": [{"sig": "!!"}]}')
def test_envelope_parser_returns_or_raises_signature_error(tmp_path_factory, data):
    p = tmp_path_factory.mktemp("e") / SIGNATURE_NAME
    p.write_bytes(data)
    try:
        read_envelope(p)
    except SignatureError as exc:
        assert_clean(exc, p)


@SETTINGS
@given(st.binary(max_size=300) | json_values.map(lambda v: json.dumps(v).encode()))
def test_stat_cache_never_raises_and_ignores_garbage(tmp_path_factory, data):
    d = tmp_path_factory.mktemp("s")
    p = d / ".CATALOG.json.statcache"
    p.write_bytes(data)
    cache = StatCache.load(p, d)
    assert cache.entries == {} or isinstance(cache.entries, dict)


# --- witness rows ---------------------------------------------------------------------------------------

witness_values = st.one_of(
    st.none(), st.booleans(), st.integers(-10**20, 10**20), st.floats(), st.text(max_size=10),
    st.lists(st.integers(0, 50), max_size=5), st.dictionaries(st.text(max_size=5), st.integers(), max_size=3))


def _row_checkers():
    out = []
    try:
        from claimcheck.witnesses import compat_batch

        out += [compat_batch.check_job_row, compat_batch.check_step_row, compat_batch.check_witness_json]
    except ImportError:
        pass
    try:
        from claimcheck.witnesses import request_ab

        out += [request_ab.check_row, request_ab.check_witness_json]
    except ImportError:
        pass
    return out


ROW_CHECKERS = _row_checkers()


def _sample_rows():
    """Real rows from the seed fixtures, so mutations start from something nearly valid."""
    from claimcheck.claims import fixtures as F

    w4, f4 = F.s4e_witness("OBSERVED")
    w2, f2 = F.s2_witness("OBSERVED")
    rows = [w4, w2]
    for files in (f4, f2):
        for name, rs in files.items():
            rows += rs[:3]
    return rows


@pytest.mark.skipif(not ROW_CHECKERS, reason="no witness kinds in this build")
@SETTINGS
@given(st.data())
def test_witness_row_checkers_refuse_cleanly(data):
    check = data.draw(st.sampled_from(ROW_CHECKERS))
    base = dict(data.draw(st.sampled_from(_sample_rows())))
    for _ in range(data.draw(st.integers(1, 4))):
        if base and data.draw(st.booleans()):
            key = data.draw(st.sampled_from(sorted(base)))
            if data.draw(st.booleans()):
                del base[key]
            else:
                base[key] = data.draw(witness_values)
        else:
            base[data.draw(st.text(max_size=6))] = data.draw(witness_values)
    try:
        check(base, source="rows.jsonl:1")
    except ClaimcheckError as exc:
        assert "rows.jsonl:1" in str(exc)


def _derive_fuzz_bundle(tmp: Path, kind: str, mutate_file: str, ops) -> None:
    from claimcheck.claims import fixtures as F

    w, files = F.s4e_witness("OBSERVED") if kind == "compat-batch" else F.s2_witness("OBSERVED")
    F.write_bundle(tmp, w, files)
    target = tmp / mutate_file
    target.write_bytes(mutate(target.read_bytes(), ops))


@pytest.mark.skipif(not ROW_CHECKERS, reason="no witness kinds in this build")
@settings(max_examples=max(examples(60), EXAMPLES // 3), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from([("compat-batch", "witness.json"), ("compat-batch", "jobs.jsonl"),
                        ("compat-batch", "steps.jsonl"), ("request-ab", "witness.json")]), mutations)
def test_witness_derivation_from_mutated_files_refuses_cleanly(tmp_path_factory, target, ops):
    from claimcheck.claims.evidence import load_evidence

    kind, name = target
    d = tmp_path_factory.mktemp("w") / "bundle"
    _derive_fuzz_bundle(d, kind, name, ops)
    try:
        load_evidence(d)
    except ClaimcheckError as exc:
        assert exc.path and str(d) in exc.path, str(exc)


# --- statements ---------------------------------------------------------------------------------------------

statement_words = st.sampled_from(
    ["1.36x", "0.539x", "46.1%", "slower", "faster", "than", "the", "tuned", "sequential", "arm", "12", "tasks",
     "4", "workers", "batches", "gain", "loss", "x", "%", "1e308x", "-0.0x", "NaN", "Infinity", "0x", "0.0%",
     "..", "\x00", "\u202e", "１２", "٣", "1,000", "1.2.3x", "99999999999999999999999%", ";", ",", "(", ")"])
statements = st.lists(statement_words, max_size=40).map(" ".join) | st.text(max_size=300)


@SETTINGS
@given(statements)
def test_statement_parser_never_raises(text):
    try:
        from claimcheck.claims.statement import parse
    except ImportError:
        pytest.skip("statement parser not in this build")
    arms = {"tuned": ["tuned sequential", "sequential"], "batched": ["batching", "batched"]}
    parse(text, arms)


@pytest.fixture(scope="module")
def s4e_bundle(tmp_path_factory):
    from claimcheck.claims import fixtures as F

    d = tmp_path_factory.mktemp("s4e") / "bundle"
    w, files = F.s4e_witness("OBSERVED")
    F.write_bundle(d, w, files)
    return d


@settings(max_examples=max(examples(60), EXAMPLES // 3), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(statements)
@example("batching was NaNx the tuned sequential rate")
@example("batching was 1e999x the tuned sequential rate (inf% slower)")
def test_grading_any_statement_returns_a_verdict(s4e_bundle, text):
    from claimcheck.claims import ClaimInput, grade

    assume(text.strip())
    claim = ClaimInput(statement=text, baseline={"kind": "real", "description": "tuned sequential"}, net=True,
                       scope="CPU", provenance="OBSERVED", witness=str(s4e_bundle))
    result = grade(claim)
    assert result.verdict in ("net-true", "strawman", "not-yet", "false", "invalid")
    for q in result.quantities:
        assert q.recomputed is None or math.isfinite(q.recomputed)


# --- claim records (read by `fak audit`) and claim JSON (read by `fak claim-check --file`) ---------------


@pytest.fixture(scope="module")
def graded_record(tmp_path_factory):
    from claimcheck.claims import ClaimInput, fixtures as F, grade, make_record, write_record

    base = tmp_path_factory.mktemp("rec")
    w, files = F.s4e_witness("OBSERVED")
    bundle = F.write_bundle(base / "s4e", w, files)
    claim = ClaimInput(statement=F.S4E_STATEMENT, baseline={"kind": "real", "description": F.S4E_BASELINE_DESC},
                       net=True, scope=F.S4E_SCOPE, provenance="OBSERVED", witness=str(bundle))
    rec = base / "good.claim.json"
    write_record(rec, make_record(claim, grade(claim)))
    return rec


@settings(max_examples=max(examples(40), EXAMPLES // 4), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mutations)
def test_audit_of_a_mutated_claim_record_never_raises(graded_record, tmp_path_factory, ops):
    from claimcheck.audit import audit

    p = tmp_path_factory.mktemp("m") / "r.claim.json"
    p.write_bytes(mutate(graded_record.read_bytes(), ops))
    report = audit([p])  # a value, never an exception
    if not report.ok:  # and whatever is wrong is tied to the record it came from
        assert str(p) in report.model_dump_json()


@pytest.mark.parametrize("doc", [b'{"statement": "a", "statement": "b"}', b'{"statement": NaN}',
                                 b'{"statement": "x", "net": Infinity}', b"[" * 10000, b'{"statement": "\xff"}'],
                         ids=["dupe", "nan", "inf", "deep", "non-utf8"])
def test_claim_check_file_with_hostile_json_is_refused_cleanly(tmp_path, doc):
    import subprocess
    import sys

    f = tmp_path / "claim.json"
    f.write_bytes(doc)
    r = subprocess.run([sys.executable, "-m", "claimcheck.cli", "claim-check", "--file", str(f)],
                       capture_output=True, text=True, errors="replace", timeout=120)
    assert r.returncode == 2, r.stdout + r.stderr
    assert "Traceback" not in r.stdout + r.stderr and str(f) in r.stderr


# --- the depth check is linear ------------------------------------------------------------------------


def _depth(value) -> int:
    """Reference nesting depth (``[]`` is 1), recursive: only for the small values drawn here."""
    if isinstance(value, dict):
        return 1 + max(map(_depth, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(_depth, value), default=0)
    return 0


@SETTINGS
@given(value=json_values, wraps=st.lists(st.sampled_from(["list", "dict"]), max_size=6),
       limit=st.integers(0, 8))
def test_depth_limit_refuses_exactly_the_documents_deeper_than_it(value, wraps, limit):
    for kind in wraps:
        value = [value] if kind == "list" else {"k": value}
    data = json.dumps(value).encode()
    if _depth(value) > limit:
        with pytest.raises(InputError, match="nested deeper"):
            loads_strict(data, source="doc.json", max_depth=limit)
    else:
        assert loads_strict(data, source="doc.json", max_depth=limit) == value


HOSTILE_16_MIB = r"""
import sys, time
from claimcheck._internal.jsonio import loads_strict
from claimcheck.errors import InputError

n = 16 * 1024 * 1024
shapes = {
    "escaped quotes in an unterminated string": b'["' + b'\\"' * (n // 2),
    "escaped quotes outside any string": b'\\"' * (n // 2),
    "bare quotes": b'"' * n,
    "escaped backslashes then a quote": b'["' + b"\\\\" * (n // 2 - 2) + b'\\"',
    "open brackets": b"[" * n,
    "open objects": b'{"a":' * (n // 5),
    "strings and brackets": b'["\\"[", ' * (n // 8),
}
for name, data in shapes.items():
    t0 = time.process_time()
    try:
        loads_strict(data, source="hostile.json")
    except InputError as exc:
        assert "hostile.json" in str(exc), exc
    else:
        raise SystemExit(f"{name}: accepted")
    print(f"{name}: {time.process_time() - t0:.2f} s CPU", flush=True)
print("all refused")
"""


def test_the_depth_check_stays_linear_on_16_mib_of_hostile_json():
    """The depth check is linear: every hostile shape at 16 MiB (escaped quotes, on which a
    backtracking regex over the text would run for days) is refused within a generous limit (a
    subprocess, so a regression times out instead of hanging the suite)."""
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-c", HOSTILE_16_MIB], capture_output=True, text=True, timeout=240)
    assert r.returncode == 0 and "all refused" in r.stdout, r.stdout + r.stderr


def test_a_receipt_of_escaped_quotes_is_refused_at_once_by_fak_verify(tmp_path):
    import subprocess
    import sys

    b = make_bundle(tmp_path / "b", {"rows.jsonl": b"{}\n"})
    (b / RECEIPT_NAME).write_bytes(b'{"_type": "' + b'\\"' * (8 * 1024 * 1024 - 8))  # just under 16 MiB
    r = subprocess.run([sys.executable, "-m", "claimcheck.cli", "verify", str(b)], capture_output=True, text=True,
                       timeout=240)
    assert r.returncode == 3 and "invalid JSON" in r.stdout + r.stderr and str(b / RECEIPT_NAME) in r.stdout + r.stderr
