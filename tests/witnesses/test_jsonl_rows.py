"""Witness rows are parsed by a compiled parser when that cannot differ from the strict parser
(issue 18: long witnesses); property tests against ``loads_strict`` on valid, duplicated-key and
hostile rows."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from claimcheck._internal.jsonio import loads_row, loads_strict
from claimcheck.errors import InputError

scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-2**70, max_value=2**70),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=6))
keys = st.one_of(st.text(max_size=5), st.sampled_from(['a":', 'x" :', "k\x00", "\u2028", '\\"']))
values = st.one_of(scalars, st.lists(scalars, max_size=3), st.dictionaries(keys, scalars, max_size=2),
                   st.lists(st.lists(scalars, max_size=2), max_size=2))


def _same(raw: bytes):
    try:
        want = loads_strict(raw)
    except InputError:
        with pytest.raises(InputError):
            loads_row(raw)
        return
    got = loads_row(raw)
    assert got == want and type(got) is type(want)
    assert json.dumps(got, sort_keys=True) == json.dumps(want, sort_keys=True)


@settings(max_examples=examples(600), deadline=None)
@given(st.dictionaries(keys, values, max_size=6), st.sampled_from([(", ", ": "), (",", ":"), (" , ", " : ")]),
       st.booleans())
def test_rows_parse_as_the_strict_parser_parses_them(row, seps, ascii_):
    _same(json.dumps(row, separators=seps, ensure_ascii=ascii_).encode())


@settings(max_examples=examples(400), deadline=None)
@given(st.dictionaries(keys, scalars, min_size=1, max_size=4), st.data())
def test_duplicate_keys_are_refused_as_strictly(row, data):
    text = json.dumps(row)
    key = data.draw(st.sampled_from(sorted(row)))
    dup = json.dumps({key: data.draw(scalars)})[1:-1]
    gap = data.draw(st.sampled_from(["", " ", "\t", "  ", " \t", "\r\n "]))  # gaps of two or more bytes too
    dup = dup.replace('":', '"' + gap + ":", 1) if gap else dup
    _same(("{" + dup + ", " + text[1:]).encode())
    _same((text[:-1] + ", " + dup + "}").encode())


@pytest.mark.parametrize("raw", [
    b'{"a": 1, "a": 2}', b'{"a" : 1, "a": 2}', b'{"a":1, "a"  :2}', b'{"a"\t :1, "a":2}', b'{"a":1,"b":"x\\":","a":3}', b'\xef\xbb\xbf{"a": 1}',
    b'{"a\\u0000": 1}', b'{"a": NaN}', b'{"a": Infinity}', b'{"a": "\xff"}', b'{"a": "\\ud800"}',
    b'{"a": 1e400}', b'[1, 2]', b'"s"', b'{"a": {"b": 1, "b": 2}}', b'{"a": [{"b": 1, "b": 2}]}',
    b'{"a": 123456789012345678901234567890}', b'{"a": 1}  ', b'{"a": 1} x',
    b'{"a": ' + b"[" * 70 + b"]" * 70 + b"}", b'{"a": ' + b"[" * 63 + b"]" * 63 + b"}",  # MAX_JSON_DEPTH is 64
])
def test_hostile_rows(raw):
    _same(raw)
