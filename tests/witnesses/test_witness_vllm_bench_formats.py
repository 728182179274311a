"""`fak witness import vllm-bench` on the file shapes vLLM's benchmark scripts really write:
the older benchmark_serving.py (no start_times: the wall is `duration`), `--append-result`
files, `--burstiness inf` (JSON `Infinity`), failed requests, `queue_times`, stdin.

The files under tests/fixtures/vllm_bench/ follow named vLLM sources (README.md there); the
expected figures are vLLM's own summary fields in those files (its `request_throughput`,
`total_input_tokens`, `duration`), never values computed by the importer."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import example, given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from claimcheck.claims import ClaimInput, grade
from claimcheck.cli import main
from claimcheck.errors import InputError
from claimcheck.verify import verify_bundle
from claimcheck.witnesses import request_ab
from claimcheck.witnesses.vllm_bench import parse_results, reconstruct_starts

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "vllm_bench"
OLD1 = FIX / "benchmark_serving-0049e29-concurrency1.json"
OLD4 = FIX / "benchmark_serving-0049e29-concurrency4.json"
APPEND = FIX / "vllm-0.32.0-append-result.json"
FAILED = FIX / "vllm-0.32.0-one-failed.json"
REAL = FIX / "real-0.32.0"
CLIENT = FIX / "real-0.32.0-client"  # written by vLLM 0.32.0's own bench client (README.md)


def fak(*args, input=None):
    return CliRunner().invoke(main, [str(a) for a in args], input=input, catch_exceptions=False)


def results(path: Path) -> list[dict]:
    text = path.read_text()
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def test_fixtures_are_what_the_generator_writes():
    r = subprocess.run([sys.executable, str(FIX / "make_fixtures.py"), "--check"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_synthetic_0_32_files_have_the_fields_vllm_0_32_writes():
    real = list(json.loads((CLIENT / "save-c1.json").read_text()))
    for f in (FAILED, APPEND):
        for rec in results(f):
            assert list(rec) == real  # same fields, same order


def test_real_vllm_client_append_result_file(tmp_path):
    f = CLIENT / "append-rate8-burstinf.json"
    text = f.read_text()
    assert len(text.splitlines()) == 2 and '"burstiness": Infinity' in text
    out = tmp_path / "b"
    # the appended c1 ran at --request-rate 8 --burstiness inf, save-c1 at rate inf: not repeated
    # runs of one arm (a sweep over the request rate is never pooled)
    r = fak("witness", "import", "vllm-bench", f, CLIENT / "save-c1.json", "--out", out,
            "--arm", "c1", "--arm", "c4", "--arm", "c1")
    assert r.exit_code == 2 and "request_rate" in r.output and not out.exists()
    r = fak("witness", "import", "vllm-bench", f, CLIENT / "save-c1.json", "--out", out,
            "--arm", "c1", "--arm", "c4", "--arm", "c1-rate-inf")
    assert r.exit_code == 0, r.output
    d = request_ab.derive_bundle(out)["arms"]
    src = results(f) + results(CLIENT / "save-c1.json")
    assert d["c1"]["runs"] == 1 and d["c4"]["runs"] == 1 and d["c4"]["workers"] == 4 and d["c1"]["workers"] == 1
    for arm, s in (("c1", src[0]), ("c1-rate-inf", src[2])):
        v = d[arm]["run_values"][0]
        assert 0.98 * s["duration"] < v["wall_s"] <= s["duration"] and v["completed"] == s["completed"]
    assert d["c4"]["prompt_tokens"] == src[1]["total_input_tokens"]
    assert d["c1"]["prompt_tokens"] == src[0]["total_input_tokens"]
    w = json.loads((out / "witness.json").read_text())
    assert w["arms"]["c1"]["settings"]["request_rate"] == 8.0 and w["arms"]["c1"]["settings"]["burstiness"] == "inf"
    assert w["arms"]["c1-rate-inf"]["settings"]["request_rate"] == "inf"
    _, rows = request_ab.load(out)
    assert [x["queue_s"] for x in rows if x["arm"] == "c4"] == src[1]["queue_times"]


@pytest.fixture()
def old_pair(tmp_path):
    out = tmp_path / "old"
    r = fak("witness", "import", "vllm-bench", OLD1, OLD4, "--out", out, "--arm", "sequential", "--arm", "concurrent")
    assert r.exit_code == 0, r.output
    return out


def test_old_format_wall_is_duration(old_pair):
    assert verify_bundle(old_pair).ok
    d = request_ab.derive_bundle(old_pair)["arms"]
    for arm, f in (("sequential", OLD1), ("concurrent", OLD4)):
        src = json.loads(f.read_text())
        assert "start_times" not in src and "latencies" not in src
        assert d[arm]["wall_s"] == pytest.approx(src["duration"], rel=1e-6)
        assert d[arm]["throughput"] == pytest.approx(src["request_throughput"], rel=1e-6)
        assert d[arm]["prompt_tokens"] == src["total_input_tokens"]
        assert d[arm]["completion_tokens"] == src["total_output_tokens"]
    # the longest single request is far shorter than the sequential run: using it as the wall
    # made the sequential throughput about 32x too high
    seq = json.loads(OLD1.read_text())
    longest = max(t + math.fsum(i) for t, i in zip(seq["ttfts"], seq["itls"]))
    assert seq["duration"] / longest > 25
    assert d["sequential"]["throughput"] < 1.01 * seq["completed"] / seq["duration"]


def test_old_format_rows_respect_the_concurrency(old_pair):
    _, rows = request_ab.load(old_pair)
    for arm, lanes in (("sequential", 1), ("concurrent", 4)):
        rr = [r for r in rows if r["arm"] == arm]
        assert all(r["start_reconstructed"] for r in rr)
        events = sorted([(r["start_s"], 1) for r in rr] + [(r["end_s"], -1) for r in rr], key=lambda e: (e[0], e[1]))
        live = peak = 0
        for _, step in events:
            live += step
            peak = max(peak, live)
        assert peak == lanes


def test_true_363x_claim_over_old_files_grades_net_true(old_pair):
    seq, conc = json.loads(OLD1.read_text()), json.loads(OLD4.read_text())
    assert f"{conc['request_throughput'] / seq['request_throughput']:.2f}" == "3.63"  # vLLM's own figures
    res = grade(ClaimInput(statement="The concurrent arm completed 32 requests 3.63x faster than the sequential arm.",
                           baseline={"kind": "real"}, net=True, scope="SmolLM2-135M, 32 random prompts, one server",
                           provenance="OBSERVED", witness=str(old_pair)))
    assert res.verdict == "net-true", res.reasons
    false = grade(ClaimInput(statement="The concurrent arm completed 32 requests 5.20x faster than the sequential arm.",
                             baseline={"kind": "real"}, net=True, scope="SmolLM2-135M, 32 random prompts, one server",
                             provenance="OBSERVED", witness=str(old_pair)))
    assert false.verdict == "false", false.reasons


def test_old_format_does_not_claim_queue(old_pair):
    # the import declares only what the file records (no queue_times: no "queue"); Q2 itself holds
    # that a time measured at the client contains the server's queue, and says so
    w = json.loads((old_pair / "witness.json").read_text())
    assert w["timing_includes"] == ["scheduler"]
    _, rows = request_ab.load(old_pair)
    assert all("queue_s" not in r for r in rows)
    res = grade(ClaimInput(statement="The concurrent arm completed 32 requests 3.63x faster than the sequential arm.",
                           baseline={"kind": "real"}, net=True, scope="includes scheduler and queue cost",
                           provenance="OBSERVED", witness=str(old_pair)))
    q2 = next(q for q in res.questions if q.n == 2)
    assert "measured at the client" in q2.detail


def test_no_start_times_and_no_duration_is_refused(tmp_path):
    obj = json.loads(OLD1.read_text())
    del obj["duration"]
    p = tmp_path / "x.json"
    p.write_text(json.dumps(obj))
    r = fak("witness", "import", "vllm-bench", p, "--out", tmp_path / "o", "--arm", "a")
    assert r.exit_code == 2
    assert "neither 'start_times' nor 'duration'" in r.output and "x.json" in r.output
    assert len(r.output.strip().splitlines()) == 1
    assert not (tmp_path / "o").exists()


def test_duration_shorter_than_the_requests_is_refused(tmp_path):
    obj = json.loads(OLD1.read_text())
    obj["duration"] = obj["duration"] / 3
    p = tmp_path / "x.json"
    p.write_text(json.dumps(obj))
    r = fak("witness", "import", "vllm-bench", p, "--out", tmp_path / "o", "--arm", "a")
    assert r.exit_code == 2 and "inconsistent" in r.output
    assert not (tmp_path / "o").exists()


def test_append_result_file_one_arm_per_result(tmp_path):
    text = APPEND.read_text()
    assert "Infinity" in text and len(text.splitlines()) == 2
    out = tmp_path / "b"
    r = fak("witness", "import", "vllm-bench", APPEND, "--out", out, "--arm", "c1", "--arm", "c4", "--json")
    assert r.exit_code == 0, r.output
    w = json.loads(r.output)
    assert [(i["arm"], i["result"]) for i in w["imported_from"]] == [("c1", 1), ("c4", 2)]
    assert w["timing_includes"] == ["scheduler", "queue"]  # both results carry queue_times
    assert (out / "source" / "appended-0.json").read_bytes() == APPEND.read_bytes()
    d = request_ab.derive_bundle(out)["arms"]
    src = results(APPEND)
    for arm, s in zip(("c1", "c4"), src):
        assert s["burstiness"] == math.inf
        assert d[arm]["completed"] == s["completed"] and d[arm]["workers"] == s["max_concurrency"]
        assert d[arm]["prompt_tokens"] == s["total_input_tokens"]
        # with start_times the wall is the span of the requests: a little under vLLM's duration
        assert 0.98 * s["duration"] < d[arm]["wall_s"] <= s["duration"]
    _, rows = request_ab.load(out)
    c4 = [r for r in rows if r["arm"] == "c4"]
    assert [r["queue_s"] for r in c4] == src[1]["queue_times"]
    assert [r["itls_s"] for r in c4] == src[1]["itls"]


def test_append_result_one_arm_for_the_file_needs_one_setting(tmp_path):
    r = fak("witness", "import", "vllm-bench", APPEND, "--out", tmp_path / "b", "--arm", "a")
    assert r.exit_code == 2 and "differ in max_concurrency" in r.output
    # --workers does not turn a sweep into repeated runs
    r = fak("witness", "import", "vllm-bench", APPEND, "--out", tmp_path / "b", "--arm", "a", "--workers", "a=2")
    assert r.exit_code == 2 and "differ in max_concurrency" in r.output and not (tmp_path / "b").exists()
    # --select picks one setting of the appended file
    r = fak("witness", "import", "vllm-bench", APPEND, "--out", tmp_path / "b", "--arm", "a",
            "--select", "max_concurrency=4")
    assert r.exit_code == 0, r.output
    d = request_ab.derive_bundle(tmp_path / "b")["arms"]["a"]
    assert d["runs"] == 1 and d["workers"] == 4


def test_arm_count_must_match_files_or_results(tmp_path):
    r = fak("witness", "import", "vllm-bench", APPEND, FAILED, "--out", tmp_path / "b", "--arm", "a")
    assert r.exit_code == 2 and "3 results" in r.output and "one --arm per file or one per result" in r.output


def test_failed_requests_are_not_counted(tmp_path):
    src = json.loads(FAILED.read_text())
    assert src["failed"] == 1 and sum(src["input_lens"]) == 4096 and src["total_input_tokens"] == 3968
    out = tmp_path / "b"
    r = fak("witness", "import", "vllm-bench", FAILED, "--out", out, "--arm", "conc")
    assert r.exit_code == 0, r.output
    d = request_ab.derive_bundle(out)["arms"]["conc"]
    assert d["prompt_tokens"] == 3968 and d["completion_tokens"] == src["total_output_tokens"]
    assert d["completed"] == src["completed"] and d["failed"] == 1
    _, rows = request_ab.load(out)
    bad = [r for r in rows if not r["ok"]]
    assert len(bad) == 1 and bad[0]["error"] == "Bad Request" and bad[0]["input_len"] == 128


def test_stdin(tmp_path):
    out = tmp_path / "b"
    r = fak("witness", "import", "vllm-bench", "-", "--out", out, "--arm", "conc", input=FAILED.read_bytes())
    assert r.exit_code == 0, r.output
    w = json.loads((out / "witness.json").read_text())
    assert w["imported_from"][0]["file"] == "<stdin>"
    assert (out / "source" / "conc-0.json").read_bytes() == FAILED.read_bytes()
    r = fak("witness", "import", "vllm-bench", "-", "--out", tmp_path / "c", "--arm", "x", input=b"{not json")
    assert r.exit_code == 2 and "<stdin>" in r.output


def test_infinity_in_a_field_read_is_refused(tmp_path):
    text = FAILED.read_text()
    obj = json.loads(text)
    obj["ttfts"][3] = math.inf
    p = tmp_path / "x.json"
    p.write_text(json.dumps(obj))  # json.dumps writes Infinity
    r = fak("witness", "import", "vllm-bench", p, "--out", tmp_path / "o", "--arm", "a")
    assert r.exit_code == 2 and "ttfts[3]" in r.output


def test_a_second_result_with_a_broken_line_names_it(tmp_path):
    p = tmp_path / "x.json"
    p.write_text(FAILED.read_text() + "\n{\"duration\": 1, \"duration\": 2}")
    with pytest.raises(InputError, match=r"x.json:2"):
        parse_results(p.read_bytes(), source=str(p))


@pytest.mark.skipif(not REAL.is_dir(), reason="no files from vLLM 0.32.0 itself here yet")
@pytest.mark.parametrize("path", sorted(REAL.glob("*.json")) if REAL.is_dir() else [], ids=lambda p: p.name)
def test_real_vllm_0_32_files(tmp_path, path):
    if path.name.endswith(".pytorch.json"):
        pytest.skip("pytorch benchmark format, not a result")
    recs = parse_results(path.read_bytes(), source=str(path))
    arms = [f"r{i}" for i in range(len(recs))]
    out = tmp_path / "b"
    r = fak("witness", "import", "vllm-bench", path, "--out", out, *[x for a in arms for x in ("--arm", a)])
    assert r.exit_code == 0, r.output
    d = request_ab.derive_bundle(out)["arms"]
    for arm, (_, s) in zip(arms, recs):
        assert d[arm]["completed"] == s["completed"]
        assert d[arm]["prompt_tokens"] == s["total_input_tokens"]
        assert d[arm]["wall_s"] <= s["duration"] * 1.0001
        assert d[arm]["throughput"] == pytest.approx(s["request_throughput"], rel=0.05)


# -- properties -------------------------------------------------------------------------------------
_key = st.text(st.characters(blacklist_characters="\x00"), max_size=6)  # a NUL in a key is refused
_json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=8),
                       st.floats(allow_nan=False))  # Infinity included: json.dump writes it for --burstiness inf
_obj = st.dictionaries(_key, st.recursive(_json_leaf, lambda c: st.lists(c, max_size=3)
                       | st.dictionaries(_key, c, max_size=3), max_leaves=8), max_size=5)


@settings(max_examples=examples(40), deadline=None)
@given(st.lists(_obj, min_size=1, max_size=4))
def test_parse_results_reads_what_append_result_writes(objs):
    data = "\n".join(json.dumps(o) for o in objs).encode()  # json.dump one per line, "\n" between
    got = parse_results(data, source="f.json")
    assert [o for _, o in got] == objs
    assert [w for w, _ in got] == (["f.json"] if len(objs) == 1 else [f"f.json:{i + 1}" for i in range(len(objs))])


_JSON_WS = " \t\r\n"


def _strict_object(pairs):
    keys = [k for k, _ in pairs]
    if len(set(keys)) != len(keys) or any("\x00" in k for k in keys):
        raise ValueError("a duplicate key or a NUL in a key")
    return dict(pairs)


def _objects_in_sequence(text):
    """``text`` as JSON objects one after another (whitespace or nothing between), each read by the
    standard JSON reader; None when it is not that. An object ends at its matching brace, so the
    shortest prefix that reads as an object is the only one."""
    for end in range(1, len(text) + 1):
        if text[end - 1] != "}":
            continue
        try:
            obj = json.loads(text[:end], object_pairs_hook=_strict_object)
        except (ValueError, RecursionError):
            continue
        if not isinstance(obj, dict):
            return None
        rest = text[end:].lstrip(_JSON_WS)
        if not rest:
            return [obj]
        tail = _objects_in_sequence(rest)
        return None if tail is None else [obj, *tail]
    return None


def _expected_results(data):
    """What parse_results must return for ``data``, worked out with the standard JSON reader, or
    None where it must refuse: UTF-8 without a BOM holding one JSON array of objects (what ``vllm
    bench sweep`` writes) or JSON objects one after another (``--append-result``: one per line)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if text.startswith("\ufeff"):
        return None
    text = text.strip(_JSON_WS)
    try:
        whole = json.loads(text, object_pairs_hook=_strict_object)
    except (ValueError, RecursionError):
        return _objects_in_sequence(text)
    if isinstance(whole, dict):
        return [whole]
    if isinstance(whole, list) and whole and all(isinstance(o, dict) for o in whole):
        return whole
    return None


_separators = st.lists(st.sampled_from(["", " ", "\n", "\r\n", "\t", "\n\n"]), min_size=1, max_size=3).map("".join)


@st.composite
def _result_files(draw):
    """Files a reader may meet: what vLLM writes (objects one per line or run together, a sweep's
    array), the same with one byte inserted, deleted or changed, and arbitrary bytes."""
    objs = draw(st.lists(_obj, min_size=1, max_size=3))
    if draw(st.booleans()):
        text = json.dumps(objs)
    else:
        text = "".join(json.dumps(o) + draw(_separators) for o in objs)
    data = text.encode()
    how = draw(st.sampled_from(["as written", "insert", "delete", "replace", "bytes"]))
    if how == "bytes":
        return draw(st.binary(max_size=64))
    if how == "as written":
        return data
    i = draw(st.integers(0, len(data) - (how != "insert")))
    byte = bytes([draw(st.sampled_from(b'{}[]",:0 \n\\\x00\xff') | st.integers(0, 255))])
    return {"insert": data[:i] + byte + data[i:], "delete": data[:i] + data[i + 1:],
            "replace": data[:i] + byte + data[i + 1:]}[how]


@settings(max_examples=examples(200), deadline=None)
@given(_result_files())
@example(b'{"a": 1}{"b": 2}')  # objects run together
@example(b'[{"a": 1}, {"b": 2}]')  # a sweep's array
@example(b'{"a": 1}\r\n\n{"a": 1}\n')
@example(b"[]")
@example(b'[{"a": 1}, 2]')
@example(b'{"a": 1, "a": 2}')
@example(b'{"a": 1}\n{"a": 1, "a": 2}')
@example(b'\xef\xbb\xbf{"a": 1}')
@example(b'{"a": 1}\x0c')  # a form feed is not JSON whitespace
def test_parse_results_returns_exactly_the_objects_or_refuses(data):
    expected = _expected_results(data)
    if expected is None:
        with pytest.raises(InputError):
            parse_results(data, source="g.json")
    else:
        got = [o for _, o in parse_results(data, source="g.json")]
        assert json.dumps(got) == json.dumps(expected)  # json.dumps: NaN equals NaN


@pytest.mark.parametrize("data", [b"", b"\xff\xfe", b"not json", b"[1, 2]", b"{\"a\": 1}{", b"42", b"{\"a\": 1}\n[2]"])
def test_parse_results_refuses_non_objects(data):
    with pytest.raises(InputError):
        parse_results(data, source="g.json")


@settings(max_examples=examples(100), deadline=None)
@given(spans=st.lists(st.one_of(st.just(0.0), st.floats(1e-6, 5.0)), min_size=2, max_size=40), lanes=st.integers(1, 8),
       slack=st.floats(0.0, 50.0))
def test_reconstructed_starts_span_duration_within_the_lanes(spans, lanes, slack):
    lanes = min(lanes, len(spans))
    from claimcheck.witnesses.vllm_bench import _layout

    m0 = _layout(spans, lanes, 0.0)[1]
    duration = m0 + slack + 1e-3
    starts, _ = reconstruct_starts(spans, lanes, duration, where="f")
    assert min(starts) == 0.0
    assert max(s + d for s, d in zip(starts, spans)) == pytest.approx(duration, rel=1e-9, abs=1e-9)
    assert starts == sorted(starts)  # list order, as vLLM's semaphore admits them
    busy = [j for j in range(len(spans)) if spans[j] > 0]  # a zero-length request occupies no time
    for i in busy:  # never more than `lanes` requests in flight
        assert sum(1 for j in busy if j != i and starts[j] <= starts[i] < starts[j] + spans[j] - 1e-9) < lanes


def test_too_many_results_in_one_file_are_refused():
    from claimcheck.witnesses.vllm_bench import MAX_RESULTS

    with pytest.raises(InputError, match="more than"):
        parse_results(b"{}\n" * (MAX_RESULTS + 1), source="many.json")
