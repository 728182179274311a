"""Numbers as people write them (docs/claim-check.md, "How numbers are read").

A number is read with exactly the value its writer meant, or not read at all: a comma or a dot that
could be a decimal mark or a thousands separator in the same statement leaves the number unread
(an identifier), and a number is never split in two ("13,46" is not 13 and 46).

Witness arithmetic (worked out by hand): one request of T completion tokens over a D-second wall is
T / D tokens/s: 673 / 50 = 13.46, 2469 / 2 = 1234.5, 2400 / 2 = 1200, 1 / 2 = 0.5; a ratio arm at
2.5 requests/s over one at 1 request/s is 2.5x faster.
"""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claimcheck.claims.statement import tokenize

sys.path.insert(0, str(Path(__file__).resolve().parent))
from real_sentences.witness_specs import SPECS, A, S, grade_case, same, witness_for  # noqa: E402

from claims_corpus.frame_checks import assert_never_net_true  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402


def nums(text: str) -> list[tuple[str, Decimal, int]]:
    return [(t.text, t.value, t.decimals) for t in tokenize(text) if t.kind == "num"]


# --- the tokenizer: one value or none -----------------------------------------------------------
@pytest.mark.parametrize("text,value,decimals", [
    ("1,200", "1200", 0), ("12,453.04", "12453.04", 2), ("2,364,643", "2364643", 0),
    ("13,46", "13.46", 2), ("0,5", "0.5", 1), ("1,2345", "1.2345", 4), ("0,500", "0.500", 3),
    ("2.5", "2.5", 1), ("1.200", "1.200", 3), ("5,012.451", "5012.451", 3), ("1234,567", "1234.567", 3),
])
def test_one_number_one_value(text, value, decimals):
    assert nums(text) == [(text, Decimal(value), decimals)]


@pytest.mark.parametrize("text,value,unit", [("1,5x", "1.5", "x"), ("2,5x", "2.5", "x"), ("2.5x", "2.5", "x"),
                                             ("13,46ms", "13.46", "ms")])
def test_a_glued_unit_after_either_decimal_mark(text, value, unit):
    toks = tokenize(text)
    assert [(t.kind, t.value) for t in toks] == [("num", Decimal(value)), ("word", None)]
    assert toks[1].low == unit


@pytest.mark.parametrize("text", [
    "1,2,4",            # a list, or nothing
    "1,234,5",          # a broken grouping
    "12,34,567",        # Indian grouping (12 lakh?) is not read
    "1.234.567",        # European thousands with dots
    "1.234,5",          # European thousands and decimal comma
    "1e3", "10k", "1.2K", "13k",   # exponent and SI suffixes: k is 1000 or 1024 (32K context = 32768)
])
def test_ambiguous_or_unknown_forms_are_unread(text):
    assert nums(text) == []
    assert all(t.kind in ("ident", "word", "foreign") for t in tokenize(text))


def test_fractions_are_not_one_number():
    assert [t.kind for t in tokenize("½")] == ["foreign"]
    assert [t.kind for t in tokenize("1/2")] == ["num", "punct", "num"]  # two numbers and a slash, as before


def test_the_statement_decides_between_two_readings():
    # a decimal comma elsewhere makes "1,200" and "1.200" ambiguous: unread
    assert nums("1,200 tokens in 89,5 s") == [("89,5", Decimal("89.5"), 1)]
    assert nums("1.200 tokens in 89,5 s") == [("89,5", Decimal("89.5"), 1)]
    # a decimal point (or a grouping that cannot be a decimal comma) elsewhere makes "13,46" unread
    assert nums("2.5x and 13,46") == [("2.5", Decimal("2.5"), 1)]
    assert nums("2,364,643 tokens at 13,46 t/s") == [("2,364,643", Decimal("2364643"), 0)]
    # "1,200" with English evidence stays 1200; "1.200" stays the dot decimal it always was
    assert nums("1,200 tokens in 2.5 s") == [("1,200", Decimal("1200"), 0), ("2.5", Decimal("2.5"), 1)]


def test_signs_and_dashes_stay_separate_tokens():
    for sign in ("+", "-", "\u2212"):  # the grammar reads a sign glued to a percent change
        toks = tokenize(f"{sign}5%")
        assert [(t.kind, t.text) for t in toks] == [("punct", sign), ("num", "5"), ("punct", "%")]
    toks = tokenize("10\u201320 ms")
    assert [(t.kind, t.text) for t in toks] == [("num", "10"), ("punct", "\u2013"), ("num", "20"), ("word", "ms")]


def test_rs432_is_never_two_numbers():
    text = "673 tokens in 50 sec : 13,46 t/sec"
    assert nums(text) == [("673", Decimal(673), 0), ("50", Decimal(50), 0), ("13,46", Decimal("13.46"), 2)]


# --- Hypothesis: every formatting reads exactly the value, or is unread --------------------------
def _formats(i: int, frac: str) -> list[tuple[str, str]]:
    out = [("point", f"{i}.{frac}" if frac else str(i)), ("grouped", f"{i:,}" + (f".{frac}" if frac else ""))]
    if frac:
        out.append(("comma", f"{i},{frac}"))
    return out


@settings(max_examples=400, deadline=None)
@given(i=st.integers(0, 10**8), frac=st.text("0123456789", max_size=5), unit=st.sampled_from(["", "x", " tok/s"]))
def test_any_formatting_reads_the_value_or_nothing(i, frac, unit):
    value = Decimal(f"{i}.{frac}" if frac else str(i))
    for how, written in _formats(i, frac):
        got = nums(f"vLLM ran at {written}{unit} on 8 GPUs")
        assert len(got) in (1, 2), (written, got)  # never split: at most the number and the 8
        if len(got) == 1:
            continue  # unread
        (text, v, d), (_, eight, _) = got
        assert eight == 8 and text == written
        if how == "comma" and 1 <= i <= 999 and len(frac) == 3:
            # the documented exception: "1,200" is a thousands grouping (1200), never 1.2
            assert v == Decimal(f"{i}{frac}") and d == 0
        else:
            assert (v, d) == (value, len(frac)), (written, v, d)


# --- witnesses: a true statement with any formatting is never false; twins never net-true -----------
RATES = [  # (tokens, wall s, the rate as written in several ways, the x1.5 twin, the x0.5 twin)
    (673, 50.0, ["13.46", "13,46"], ["20.19", "20,19"], ["6.73", "6,73"]),
    (2469, 2.0, ["1234.5", "1,234.5", "1234,5"], ["1851.75", "1,851.75", "1851,75"], ["617.25", "617,25"]),
    (2400, 2.0, ["1200", "1,200"], ["1800", "1,800"], ["600"]),
    (1, 2.0, ["0.5", "0,5"], ["0.75", "0,75"], ["0.25", "0,25"]),
]
RATIOS = (["2.5x", "2,5x"], ["3.75x", "3,75x"], ["1.25x", "1,25x"])


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("numbers")
    specs = {f"rate{k}": S(f"rate{k}", same("manual", n=1, tok=tok, dur=wall, wall=wall), written[0],
                           engine="MLC LLM") for k, (tok, wall, written, _, _) in enumerate(RATES)}
    specs["ratio"] = S("ratio", [A("vllm", "vLLM", thr=2.5), A("tgi", "TGI", thr=1)], "2.5x", engine=None)
    specs["rs432"] = next(s for s in SPECS if s.id == "rs432")
    return specs, {k: str(seal(root / k, *witness_for(s))) for k, s in specs.items()}


def _grade(witnesses, key: str, text: str) -> str:
    specs, paths = witnesses
    return grade_case(specs[key], text, paths).verdict


@pytest.mark.parametrize("k", range(len(RATES)))
@pytest.mark.parametrize("frame", ["{n} t/sec", "It ran at {n} tokens/s."])
def test_a_true_rate_in_any_formatting_is_never_false(witnesses, k, frame):
    _, _, written, up, down = RATES[k]
    for n in written:
        assert _grade(witnesses, f"rate{k}", frame.format(n=n)) in ("net-true", "not-yet"), n
    for n in up + down:
        assert _grade(witnesses, f"rate{k}", frame.format(n=n)) != "net-true", n


def test_rs432_decimal_comma_is_read_and_true(witnesses):
    # the reported misread: "13,46" was 13 and 46 (46 t/s read as a quantity); now 13.46 t/s on a witness at 13.46
    assert _grade(witnesses, "rs432", "13,46 t/sec") == "net-true"
    assert _grade(witnesses, "rs432", "It ran at 13,46 tokens/s.") == "net-true"
    for twin in ("26,92 t/sec", "6,73 t/sec", "46 t/sec", "It ran at 20,19 tokens/s."):
        assert _grade(witnesses, "rs432", twin) != "net-true", twin
    assert _grade(witnesses, "rs432", "It did not run at 13,46 tokens/s.") != "net-true"


def test_a_ratio_with_a_decimal_comma(witnesses):
    true, up, down = RATIOS
    for n in true:
        assert _grade(witnesses, "ratio", f"vLLM is {n} faster than TGI.") == "net-true", n
        assert _grade(witnesses, "ratio", f"TGI is {n} faster than vLLM.") != "net-true", n
        assert _grade(witnesses, "ratio", f"vLLM is {n} slower than TGI.") != "net-true", n
        assert _grade(witnesses, "ratio", f"vLLM is not {n} faster than TGI.") != "net-true", n
    for n in up + down:
        assert _grade(witnesses, "ratio", f"vLLM is {n} faster than TGI.") != "net-true", n


# --- signs, dashes, fractions, suffixes in whole sentences: the right value or an unread word -----------
ARMS = {"vllm": ["vLLM"], "tgi": ["TGI"]}


@pytest.mark.parametrize("text,value", [
    ("vLLM throughput was +38% over TGI.", "38"),
    ("vLLM throughput was \u221238% vs TGI.", "-38"),       # U+2212 is a minus sign, never dropped
    ("vLLM is 10\u201320% faster than TGI.", "15"),          # an en-dash range (its middle; both ends kept)
    ("vLLM ran at 1,200 tok/s.", "1200"),
    ("vLLM ran at 13,46 tok/s.", "13.46"),
    ("vLLM is 2,5x faster than TGI.", "2.5"),
    # a rate written in thousands (production kilo_rate; pinned unread before it): 13k = 13000, 1.2K = 1200
    ("vLLM ran at 13k tok/s.", "13000"),
    ("vLLM ran at 1.2K tok/s.", "1200"),
])
def test_read_with_the_written_value(text, value):
    from claimcheck.claims.grammar import read_full
    r = read_full(text, "", ARMS)
    assert not r.reading.unread, r.reading.unread
    assert [Decimal(str(a.value)) for a in r.reading.assertions] == [Decimal(value)]


@pytest.mark.parametrize("text,values", [
    # the second value of a pair in thousands after a hedge (held27: "versus about 1.7k for BF16" was unread)
    ("vLLM sustains about 2.5k output tokens/s, versus about 1.7k for TGI.", ["2500", "1700"]),
    ("vLLM sustains ~2.5k output tokens/s vs ~1.7k for TGI.", ["2500", "1700"]),
    ("vLLM sustains 2.5k output tokens/s, versus roughly 1.7k for TGI.", ["2500", "1700"]),
])
def test_a_hedged_second_value_in_thousands(text, values):
    from claimcheck.claims.grammar import read_full
    r = read_full(text, "", ARMS)
    assert not r.reading.unread, r.reading.unread
    assert [(a.treatment, Decimal(str(a.value))) for a in r.reading.assertions if a.form == "value"] == \
        [("vllm", Decimal(values[0])), ("tgi", Decimal(values[1]))]


@pytest.mark.parametrize("text", [
    "vLLM mean TTFT was \u221250 ms.", "vLLM mean TTFT was +50 ms.", "vLLM mean TTFT was -50 ms.",
    "vLLM is 10\u201420% faster than TGI.",   # an em dash between numbers is not read as a range
    "vLLM is \u22122x faster than TGI.", "vLLM has \u00bd the mean TTFT of TGI.",
    # ("vLLM has 1/2 the mean TTFT of TGI." is read since fraction_share, 3c5ca7a: the ratio 0.5, below)
    "vLLM ran at 1e3 tok/s.", "vLLM ran with a 13k context.", "vLLM ran 1.2K-token prompts at 5 req/s.",
    "vLLM ran at 1,200 tok/s in 89,5 s.", "vLLM ran at 13,46 tok/s, 2.5x TGI.",
])
def test_a_sign_or_form_the_reader_does_not_take_leaves_a_word_unread(text):
    from claimcheck.claims.grammar import read_full
    assert read_full(text, "", ARMS).reading.unread


def test_a_written_fraction_before_a_metric_of_the_baseline_is_the_ratio():
    from claimcheck.claims.grammar import read_full
    r = read_full("vLLM has 1/2 the mean TTFT of TGI.", "", ARMS).reading
    assert not r.unread and [(a.form, a.treatment, a.baseline, a.value) for a in r.assertions] == \
        [("ratio", "vllm", "tgi", 0.5)]


@settings(max_examples=30, deadline=None)
@given(tok=st.integers(1, 40000), wall=st.sampled_from(["2", "4", "5", "8", "25", "50"]),
       how=st.sampled_from(["point", "grouped", "comma"]), frame=st.sampled_from(["{n} t/sec", "It ran at {n} tokens/s."]))
def test_a_sealed_true_rate_in_any_formatting_is_never_false(tmp_path_factory, tok, wall, how, frame):
    # one request of `tok` tokens over a `wall`-second wall: tok / wall tokens/s, a terminating decimal
    rate = Decimal(tok) / Decimal(wall)
    spec = S("hyp", same("manual", n=1, tok=tok, dur=float(wall), wall=float(wall)), "", engine="MLC LLM")
    paths = {"hyp": str(seal(tmp_path_factory.mktemp("hyp") / "hyp", *witness_for(spec)))}

    def written(v: Decimal) -> str:
        i, _, frac = format(v.normalize(), "f").partition(".")
        # "1,125" (a European 1.125) is read as thousands (1125), and is then false only when 1.125 is
        # contradicted too (quantities._decimal_comma_meaning): drawn like every other form
        return dict(_formats(int(i), frac)).get(how, format(v.normalize(), "f"))

    assert grade_case(spec, frame.format(n=written(rate)), paths).verdict in ("net-true", "not-yet")
    for twin in (rate * Decimal("1.5"), rate / 2):
        assert_never_net_true(grade_case(spec, frame.format(n=written(twin)), paths), twin)


def test_one_comma_group_is_false_only_when_its_decimal_comma_meaning_is_contradicted_too(tmp_path_factory):
    # 9 tokens over 8 s: 1.125 tokens/s. "1,125 t/sec" reads as thousands (1125, contradicted), but a European
    # writer meant 1.125, which agrees: never false; "1,500 t/sec" is contradicted both as 1500 and as 1.5: false
    spec = S("eu", same("manual", n=1, tok=9, dur=8.0, wall=8.0), "", engine="MLC LLM")
    paths = {"eu": str(seal(tmp_path_factory.mktemp("eu") / "eu", *witness_for(spec)))}
    res = grade_case(spec, "1,125 t/sec", paths)
    assert res.verdict == "not-yet", res.reasons
    assert any("decimal comma" in q.detail for q in res.quantities)
    assert grade_case(spec, "1,500 t/sec", paths).verdict == "false"
    assert grade_case(spec, "1.125 t/sec", paths).verdict == "net-true"
