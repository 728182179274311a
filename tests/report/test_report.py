"""`fak report` without a browser: the page is self-contained, verified first, and carries every
chart of its kind, with figures worked out here from the raw rows (not by the report's code).

Bundles are the tracked examples (read only) or sealed by the test; a capacity-fit run is made
with the model-free scripted backend; claim records are graded by the test.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

pytest.importorskip("matplotlib", reason="fak report needs matplotlib: pip install '.[report]'")

from claimcheck.report import build_report  # noqa: E402

pytestmark = pytest.mark.report

REPO = Path(__file__).resolve().parents[2]
EX = REPO / "examples" / "witnesses"


class _Page(HTMLParser):
    """Every tag with its attributes, the figures and the SVG elements inside each."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.figures: dict[str, dict[str, int]] = {}
        self._fig: str | None = None
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append((tag, a))
        if tag == "figure":
            self._fig = a.get("data-chart")
            self.figures[self._fig] = {}
        elif self._fig is not None:
            self.figures[self._fig][tag] = self.figures[self._fig].get(tag, 0) + 1

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        if tag == "figure":
            self._fig = None

    def handle_data(self, data):
        self.text.append(data)


def parse(path: Path) -> _Page:
    p = _Page()
    p.feed(path.read_text(encoding="utf-8"))
    return p


def assert_self_contained(path: Path) -> _Page:
    html = path.read_text(encoding="utf-8")
    page = parse(path)
    metas = [a for t, a in page.tags if t == "meta" and a.get("http-equiv", "").lower() == "content-security-policy"]
    assert metas and "default-src 'none'" in metas[0]["content"]
    assert "script-src" not in metas[0]["content"]
    for tag, attrs in page.tags:
        assert tag not in ("script", "iframe", "object", "embed", "link", "img", "base", "image", "use") or (
            tag == "use" and all(v.startswith("#") for k, v in attrs.items() if k.endswith("href"))), (tag, attrs)
        assert "src" not in attrs and "srcset" not in attrs, (tag, attrs)
        for k, v in attrs.items():
            if k.endswith("href"):
                assert v.startswith("#"), (tag, k, v)
            assert not k.startswith("on"), (tag, k)
    # no URL anywhere except the XML namespace names of inline SVG (identifiers, never fetched)
    urls = set(re.findall(r"(?:https?|ftp|wss?)://[^\s\"'<>)]*", html))
    assert urls <= {"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"}, urls
    assert "url(" not in html.replace("url(#", "") and "@import" not in html
    return page


def assert_charts(page: _Page, expected: list[str]) -> None:
    assert sorted(page.figures) == sorted(expected)
    for fid, inside in page.figures.items():
        assert inside.get("svg") == 1, (fid, inside)
        assert inside.get("path", 0) + inside.get("use", 0) >= 5, (fid, inside)  # axes, ticks and marks drawn
        assert inside.get("text", 0) >= 3, (fid, inside)  # title, tick labels


# --- request-ab -------------------------------------------------------------------------


def test_request_ab_bundle_report(tmp_path):
    out = tmp_path / "s2.html"
    res = build_report(EX / "s2-shared-prefix-ab", out)
    assert res.ok and res.target_kind == "bundle" and res.charts == 3 and out.stat().st_size == res.bytes
    page = assert_self_contained(out)
    assert_charts(page, ["bundle-throughput", "bundle-latency", "bundle-timeline"])
    text = " ".join(page.text)
    # identity: the receipt's own SHA-256, provenance and the unsigned state
    import hashlib

    digest = hashlib.sha256((EX / "s2-shared-prefix-ab" / "receipt.json").read_bytes()).hexdigest()
    assert digest in text and "REPORTED" in text and "none (unsigned)" in text
    # throughput of each arm worked out here from the rows: completed / (max end - min start)
    rows = [json.loads(line) for line in (EX / "s2-shared-prefix-ab" / "rows.jsonl").read_text().splitlines()]
    for arm in {r["arm"] for r in rows}:
        rr = [r for r in rows if r["arm"] == arm]
        tput = sum(r["ok"] for r in rr) / (max(r["end_s"] for r in rr) - min(r["start_s"] for r in rr))
        assert f"{tput:.4g}" in text, (arm, tput)


def test_request_ab_repeated_runs_get_bootstrap_intervals(tmp_path):
    """Three runs per arm: the throughput chart has an error bar (bootstrap over runs) and a dot per run."""
    from claimcheck.bundle import seal

    b = tmp_path / "w"
    b.mkdir()
    witness = {"kind": "request-ab", "provenance": "OBSERVED", "model": {"id": "m"}, "hardware": "cpu",
               "output_cap": 8, "timing_includes": ["queue"],
               "arms": {"seq": {"workers": 1, "role": "baseline"}, "conc": {"workers": 2, "role": "treatment"}}}
    rows = []
    for run in range(3):
        for arm, step in (("seq", 1.0), ("conc", 0.5 + 0.1 * run)):
            for t in range(4):
                s = t * step
                rows.append({"arm": arm, "run": run, "task_id": t, "start_s": s, "first_token_s": s + 0.1,
                             "end_s": s + step, "prompt_tokens": 10, "completion_tokens": 4, "cached_tokens": None,
                             "ok": True})
    (b / "witness.json").write_text(json.dumps(witness))
    (b / "rows.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    seal(b, role="request-ab")
    out = tmp_path / "r.html"
    res = build_report(b, out)
    assert res.ok and res.charts == 3
    page = assert_self_contained(out)
    html = out.read_text()
    assert "95% bootstrap interval" in html and "(run 0 of 3)" in html
    # conc: per-run throughput 4 / (3 * step + step) = 1 / step for steps 0.5, 0.6, 0.7
    assert page.figures["bundle-throughput"].get("path", 0) >= 8


# --- compat-batch -----------------------------------------------------------------------


def test_compat_batch_bundle_report(tmp_path):
    out = tmp_path / "s4e.html"
    res = build_report(EX / "s4e-compat-batch", out)
    assert res.ok and res.charts == 3
    page = assert_self_contained(out)
    assert_charts(page, ["bundle-rate", "bundle-padding", "bundle-queue"])
    steps = [json.loads(x) for x in (EX / "s4e-compat-batch" / "steps.jsonl").read_text().splitlines()]
    batched = [s for s in steps if s["batch_id"] is not None]
    tax = 1 - sum(s["active"] for s in batched) / sum(s["width"] for s in batched)
    assert f"{100 * tax:.2f}%" in " ".join(page.text)  # 34.72%: the seed's padding tax
    # one padding bar per batch
    assert len({(s.get("run"), s["batch_id"]) for s in batched}) == 3


# --- catalog ----------------------------------------------------------------------------


def test_catalog_report_lists_every_bundle_with_state_and_link(tmp_path):
    out = tmp_path / "cat.html"
    res = build_report(REPO / "catalogs" / "examples.json", out)
    cat = json.loads((REPO / "catalogs" / "examples.json").read_text())
    ids = [b["id"] for b in cat["bundles"]]
    assert res.ok and res.target_kind == "catalog" and len(res.sections) == len(ids) == 4
    page = assert_self_contained(out)
    anchors = {a["id"] for _, a in page.tags if "id" in a}
    links = [a["href"] for t, a in page.tags if t == "a"]
    assert len(links) == len(ids) and all(h[1:] in anchors for h in links)
    assert {s.state for s in res.sections} == {"complete"} and res.charts == 12
    assert len(page.figures) == 12


def test_catalog_report_with_a_changed_bundle_is_red_and_has_no_charts_for_it(tmp_path):
    root = tmp_path / "w"
    shutil.copytree(EX, root)
    from claimcheck import catalog as catalog_mod

    cp = tmp_path / "c.json"
    catalog_mod.init(cp, root)
    for d in sorted(root.iterdir()):
        catalog_mod.add(cp, d)
    rows = root / "s2-shared-prefix-ab" / "rows.jsonl"
    rows.write_text(rows.read_text().replace('"ok": true', '"ok": false', 1))
    out = tmp_path / "cat.html"
    res = build_report(cp, out)
    assert not res.ok
    bad = [s for s in res.sections if not s.ok]
    assert [s.title for s in bad] == ["bundle s2-shared-prefix-ab"] and bad[0].charts == []
    assert any("rows.jsonl" in p for p in bad[0].problems)
    page = assert_self_contained(out)
    assert len(page.figures) == 9  # the three intact bundles only
    html = out.read_text()
    assert 'data-ok="false"' in html and "FAILS" in html and 'class="alert"' in html


# --- invalid bundles, hostile text --------------------------------------------------------


def test_invalid_bundle_is_reported_in_red_without_charts(tmp_path):
    b = tmp_path / "s2"
    shutil.copytree(EX / "s2-shared-prefix-ab", b)
    (b / "rows.jsonl").write_bytes((b / "rows.jsonl").read_bytes() + b"\n")
    out = tmp_path / "bad.html"
    res = build_report(b, out)
    assert not res.ok and res.charts == 0 and res.sections[0].state == "invalid"
    assert_self_contained(out)
    html = out.read_text()
    assert "<svg" not in html and 'class="alert"' in html and "rows.jsonl" in html


def test_hostile_names_are_escaped(tmp_path):
    from claimcheck.bundle import seal

    b = tmp_path / "w"
    b.mkdir()
    evil = '<img src=x onerror=alert(1)>"'
    witness = {"kind": "request-ab", "provenance": "OBSERVED", "model": {"id": "<script>alert(2)</script>"},
               "hardware": "cpu", "output_cap": 8, "timing_includes": [],
               "arms": {evil: {"workers": 1, "role": "baseline"}, "b</svg><script>": {"workers": 1, "role": "treatment"}}}
    rows = [{"arm": a, "task_id": t, "start_s": t, "first_token_s": t + 0.1, "end_s": t + 1, "prompt_tokens": 1,
             "completion_tokens": 1, "cached_tokens": None, "ok": True} for a in witness["arms"] for t in range(3)]
    (b / "witness.json").write_text(json.dumps(witness))
    (b / "rows.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    seal(b, role="request-ab")
    out = tmp_path / "evil.html"
    res = build_report(b, out)
    assert res.ok and res.charts == 3
    page = assert_self_contained(out)  # no img, no script, no on* attribute anywhere
    assert_charts(page, ["bundle-throughput", "bundle-latency", "bundle-timeline"])
    assert "<script" not in out.read_text() and evil in " ".join(page.text)


def test_client_aggregate_bundle_gets_its_printed_values_and_no_chart(tmp_path):
    """A summary-only benchmark file imports as a client-aggregate witness: no rows, so no chart; its
    values are shown as printed."""
    fix = REPO / "tests" / "fixtures" / "bench_formats"
    agg = tmp_path / "agg"
    p = fak("witness", "import", str(fix / "vllm-0.10-summary-only-c8.json"),
            str(fix / "vllm-0.10-summary-only-c32.json"), "--out", str(agg))
    assert p.returncode == 0, p.stderr
    out = tmp_path / "agg.html"
    res = build_report(agg, out)
    assert res.ok and res.charts == 0 and res.sections[0].kind == "client-aggregate"
    page = assert_self_contained(out)
    text = " ".join(page.text)
    assert "as the client printed them" in text and "max_concurrency=8" in text and "max_concurrency=32" in text


# --- capacity-fit runs ----------------------------------------------------------------------


def _capacity_run(tmp_path: Path) -> Path:
    from runners.capacity_fit.models import Protocol
    from runners.capacity_fit.runner import run_all
    from runners.capacity_fit.scripted_backend import ScriptedBackend
    from runners.capacity_fit.state import init_run

    d = tmp_path / "run"
    protocol = Protocol.model_validate({
        "experiment": "sm", "records": [{"id": f"r{i}", "base": f"solve task {i}", "designed": f"use macro {i}"}
                                        for i in range(3)],
        "ladder": [{"budget": 48, "max_seqs": 4}, {"budget": 64, "max_seqs": 3}], "answer_limit": 8,
        "max_model_len": 256})
    init_run(d, protocol)
    run_all(d, ScriptedBackend(kv_tokens=1000, block_size=16,
                               outcome=lambda rung, phase, job: "loop" if rung.startswith("think_48") else "finished"))
    return d


def test_capacity_fit_run_report(tmp_path):
    run = _capacity_run(tmp_path)
    out = tmp_path / "cf.html"
    res = build_report(run, out)
    assert res.ok and res.target_kind == "capacity-fit-run" and res.charts == 2
    page = assert_self_contained(out)
    assert_charts(page, ["run-kv", "run-termination"])
    text = " ".join(page.text)
    # worked out by hand: the scripted engine counts words + 1 per prompt ("solve task 0" -> 4) plus the
    # force-close marker "\n</think>\n\n" (1 word) = 5; rung 1: 5 + 48 + 8 = 61 -> 64 (blocks of 16) x width
    # min(4 max-seqs, 12 sequences) = 256 of 1000 live tokens; rung 2: 5 + 64 + 8 = 77 -> 80 x 3 = 240
    cells = [c.strip() for c in page.text if c.strip()]
    i = cells.index("think_48_seqs_4/probe")
    assert cells[i:i + 10] == ["think_48_seqs_4/probe", "probe", "4", "4", "1000", "16", "64", "256", "744", "yes"]
    i = cells.index("think_64_seqs_3/base")
    assert cells[i:i + 10] == ["think_64_seqs_3/base", "arm", "12", "3", "1000", "16", "80", "240", "760", "yes"]
    # the first rung's probe looped every sample: 100% loops over the 25% ceiling
    assert cells[cells.index("think_48_seqs_4/probe") + 10] == "100.00%"
    assert "pass: true; selected: think_64_seqs_3" in text
    # one phase bundle alone: a capacity-fit witness, charted from its own preflight and rows
    res = build_report(run / "bundles" / "think_64_seqs_3" / "base", out)
    assert res.ok and res.sections[0].kind == "capacity-fit"
    assert_charts(assert_self_contained(out), ["bundle-kv", "bundle-termination"])
    cells = [c.strip() for c in parse(out).text if c.strip()]
    i = cells.index("think_64_seqs_3/base")
    assert cells[i:i + 8] == ["think_64_seqs_3/base", "3", "1000", "16", "80", "240", "760", "yes"]


def test_a_run_directory_without_the_runners_is_a_usage_error(tmp_path, monkeypatch):
    # a core install without runners/ has no report page for a capacity-fit run: one line, exit 2,
    # nothing written (the registry module is made unimportable, as in a build without runners)
    from claimcheck import plugins
    from claimcheck.errors import UsageError

    run = tmp_path / "run"
    run.mkdir()
    for name in ("protocol.json", "state.json", "catalog.json"):
        (run / name).write_text("{}")
    monkeypatch.setattr(plugins, "REGISTRY", "no_such_registry_module")
    out = tmp_path / "cf.html"
    with pytest.raises(UsageError, match="no installed runner draws its report") as err:
        build_report(run, out)
    assert err.value.rule == "report-target" and not out.exists()


def test_capacity_fit_run_that_does_not_verify_is_red(tmp_path):
    run = _capacity_run(tmp_path)
    rows = next((run / "bundles").rglob("rows.jsonl"))
    rows.write_text(rows.read_text().replace('"stop"', '"length"', 1))
    out = tmp_path / "cf.html"
    res = build_report(run, out)
    assert not res.ok and res.charts == 0 and res.sections[0].state == "invalid"
    assert "<svg" not in out.read_text()


def test_capacity_fit_run_stopped_by_a_refused_preflight_charts_the_refusal(tmp_path):
    """A live preflight that refuses a phase is a legal, preserved stop: the catalog is re-hashed and the
    refused phase's demand is charted from its preserved preflight, in red, with no termination shares."""
    from claimcheck.errors import PreflightFailed
    from runners.capacity_fit.models import Protocol
    from runners.capacity_fit.runner import run_all
    from runners.capacity_fit.scripted_backend import ScriptedBackend
    from runners.capacity_fit.state import init_run

    run = tmp_path / "run"
    init_run(run, Protocol.model_validate({
        "experiment": "pf", "records": [{"id": "r0", "base": "solve it", "designed": "use it"}],
        "ladder": [{"budget": 48, "max_seqs": 4}, {"budget": 64, "max_seqs": 16}], "answer_limit": 8,
        "max_model_len": 256}))
    with pytest.raises(PreflightFailed):
        run_all(run, ScriptedBackend(kv_tokens=400, block_size=16,
                                     outcome=lambda r, p, j: "loop" if r.startswith("think_48") else "finished"))
    out = tmp_path / "cf.html"
    res = build_report(run, out)
    assert res.ok and res.charts == 2 and res.sections[0].state == "stopped: preflight refused"
    page = assert_self_contained(out)
    cells = [c.strip() for c in page.text if c.strip()]
    # by hand: "solve it" = 3 tokens + 1 for the close marker = 4; 4 + 64 + 8 = 76 -> 80 (blocks of 16);
    # the base arm runs 12 sequences (K=12 x 1 record): width min(16, 12) = 12 -> 960 > 400
    i = cells.index("think_64_seqs_16/base")
    assert cells[i:i + 14] == ["think_64_seqs_16/base", "arm", "12", "12", "400", "16", "80", "960", "-560", "NO",
                               "-", "-", "-", "refused"]
    # the run's own catalog: the refused phase is listed preflight_only, a legal state (not red, not charted);
    # each complete phase bundle is a capacity-fit witness, charted
    res = build_report(run / "catalog.json", tmp_path / "cat.html")
    assert res.ok and sorted((s.title, s.state, len(s.charts)) for s in res.sections) == [
        ("bundle think_48_seqs_4/probe", "complete", 2), ("bundle think_64_seqs_16/base", "preflight_only", 0),
        ("bundle think_64_seqs_16/probe", "complete", 2)]
    # tampering with the refused phase's preserved preflight is caught by the catalog
    pre = run / "bundles" / "think_64_seqs_16" / "base" / "preflight.json"
    pre.write_text(pre.read_text().replace('"kv_tokens": 400', '"kv_tokens": 4000'))
    res = build_report(run, out)
    assert not res.ok and res.charts == 0 and "<svg" not in out.read_text()


# --- claim records ----------------------------------------------------------------------------


def _record(tmp_path: Path, name: str, statement: str) -> Path:
    from claimcheck.claims import ClaimInput, grade, make_record, write_record

    claim = ClaimInput(statement=statement, baseline={"kind": "real", "description": "same model, one worker"},
                       net=True, scope="the rebuilt seed", provenance="REPORTED",
                       witness=str(EX / "s2-shared-prefix-ab"))
    return write_record(tmp_path / name, make_record(claim, grade(claim)))


def test_claim_records_report(tmp_path):
    a = _record(tmp_path, "a.claim.json", "The concurrent-shared arm was 1.36x faster than the sequential-shared arm.")
    b = _record(tmp_path, "b.claim.json", "The concurrent-shared arm was 3.0x faster than the sequential-shared arm.")
    out = tmp_path / "claims.html"
    res = build_report([a, b], out)
    assert res.ok and res.target_kind == "records" and res.charts == 3  # one witness, charted once
    page = assert_self_contained(out)
    html = out.read_text()
    text = " ".join(page.text)
    assert "1.36455x" in text and "false" in text  # the recomputed ratio; 3.0x is contradicted
    assert len(re.findall(r'class="claim"', html)) == 2 and "Q1" in text and "The six questions" in text
    # a record whose verdict was edited disagrees with its re-grade: red, exit 3 through the CLI
    obj = json.loads(b.read_text())
    obj["result"]["verdict"] = "net-true"
    obj["result"]["exit_code"] = 0
    b.write_text(json.dumps(obj))
    res = build_report(tmp_path, out)  # a directory of records
    assert not res.ok and "DISAGREES" in out.read_text()


# --- the command ------------------------------------------------------------------------------


def fak(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "claimcheck", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=300)


def test_cli_json_and_exit_codes(tmp_path, monkeypatch):
    out = tmp_path / "r.html"
    p = fak("report", "examples/witnesses/observed-prefix-ab-smollm2-cpu", "--out", str(out), "--json")
    assert p.returncode == 0, p.stderr
    res = json.loads(p.stdout)
    assert res["ok"] and res["charts"] == 3 and res["bytes"] == out.stat().st_size
    from claimcheck.schemas import validate

    validate("report-result", res)  # schemas/report-result.schema.json
    # bad output or target: exit 2, one line, nothing written (in process; the real process is
    # the run above and the invalid bundle below)
    from click.testing import CliRunner

    from claimcheck.cli import main

    monkeypatch.chdir(REPO)
    inside = EX / "s2-shared-prefix-ab" / "r.html"
    for args in (["examples/witnesses/s2-shared-prefix-ab", "--out", str(inside)],
                 ["examples/witnesses/s2-shared-prefix-ab", "--out", str(tmp_path / "r.txt")],
                 ["pyproject.toml", "--out", str(tmp_path / "x.html")],
                 [str(tmp_path / "nope"), "--out", str(tmp_path / "x.html")]):
        r = CliRunner().invoke(main, ["report", *args])
        assert isinstance(r.exception, SystemExit) and r.exit_code == 2, (args, r.output, r.exception)
        assert r.stderr.count("\n") == 1 and "Traceback" not in r.output, (args, r.stderr)
    r = CliRunner().invoke(main, ["report", "", "--out", str(tmp_path / "x.html")])  # '' is not the working directory
    assert r.exit_code == 2 and "empty path" in r.stderr
    assert not inside.exists() and not (tmp_path / "x.html").exists()
    # an invalid bundle: the report is written and the exit is 3
    b = tmp_path / "s2"
    shutil.copytree(EX / "s2-shared-prefix-ab", b)
    (b / "witness.json").write_text((b / "witness.json").read_text() + " ")
    p = fak("report", str(b), "--out", str(tmp_path / "bad.html"))
    assert p.returncode == 3 and "FAILS" in p.stdout and (tmp_path / "bad.html").is_file()


_NO_MPL = """
import importlib.abc, sys
class _Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "matplotlib":
            raise ImportError(f"No module named {name!r}")
        return None
sys.meta_path.insert(0, _Block())
from claimcheck.cli import main
sys.argv = ["fak", *sys.argv[1:]]
main()
"""


def test_without_matplotlib_one_line_exit_2_nothing_written(tmp_path):
    out = tmp_path / "r.html"
    p = subprocess.run([sys.executable, "-c", _NO_MPL, "report", "examples/witnesses/s2-shared-prefix-ab", "--out",
                        str(out)], capture_output=True, text=True, cwd=REPO, timeout=120)
    assert p.returncode == 2 and p.stderr.count("\n") == 1, p.stderr
    assert "matplotlib" in p.stderr and "claimcheck[report]" in p.stderr and not out.exists()
    # the rest of fak does not need it
    p = subprocess.run([sys.executable, "-c", _NO_MPL, "verify", "examples/witnesses/s2-shared-prefix-ab"],
                       capture_output=True, text=True, cwd=REPO, timeout=120)
    assert p.returncode == 0, p.stderr


def test_signatures_are_shown_and_trusted_keys_enforced(tmp_path):
    from claimcheck.signing import generate_keypair, sign_bundle

    b = tmp_path / "s2"
    shutil.copytree(EX / "s2-shared-prefix-ab", b)
    (tmp_path / "keys").mkdir()
    priv, pub, keyid = generate_keypair(tmp_path / "keys" / "k")
    _, other, _ = generate_keypair(tmp_path / "keys" / "other")
    out = tmp_path / "r.html"
    assert build_report(b, out).ok  # unsigned: said, not a failure
    assert "none (unsigned)" in out.read_text()
    sign_bundle(b, priv)
    res = build_report(b, out)
    assert res.ok and "no trusted key given, not checked" in out.read_text()
    res = build_report(b, out, trusted_keys=[pub])
    assert res.ok and res.charts == 3 and f"signed by trusted key {keyid}" in out.read_text()
    res = build_report(b, out, trusted_keys=[other])
    assert not res.ok and 'class="alert"' in out.read_text()


# --- escaping, as a property ------------------------------------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from hypothesis_profiles import examples

ALLOWED_TAGS = {"html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3", "div", "span", "p", "ul",
                "li", "dl", "dt", "dd", "table", "caption", "thead", "tbody", "tr", "th", "td", "a", "b", "section",
                "footer"}


@settings(max_examples=examples(60), deadline=None)
@given(texts=st.lists(st.text(min_size=1, max_size=40), min_size=6, max_size=6))
def test_any_text_from_a_bundle_stays_text(texts):
    """Whatever a bundle, record or path holds (arm names, facts, problems, statements), the page gets
    no tag, attribute or link from it, and the text reads back as given."""
    from claimcheck.report.page import ClaimView, Page, Section, Table
    from claimcheck.report.html import render

    title, fact, problem, cell, statement, note = texts
    table = Table(caption=cell, headers=[cell, "anchor"], rows=[[cell, fact]], links={0: 1})
    claim = ClaimView(anchor=fact, record=note, statement=statement, recorded="false", regraded="net-true",
                      agrees=False, reason=problem, questions=[(1, "baseline", False, note)], reading=[statement],
                      quantities=table, notes=[note], witness=cell)
    page = Page(title=title, kind="records", targets=[title], ok=False, overview=table, problems=[problem],
                claims=[claim], sections=[Section(anchor=fact, title=title, kind=cell, state=note, ok=False,
                                                  problems=[problem], facts=[(fact, cell)], tables=[table],
                                                  notes=[note])])
    p = _Page()
    p.feed(render(page))
    p.close()
    assert {t for t, _ in p.tags} <= ALLOWED_TAGS
    for tag, attrs in p.tags:
        assert set(attrs) <= {"class", "id", "href", "lang", "charset", "http-equiv", "content", "name", "style",
                              "data-ok", "data-chart"}, (tag, attrs)
        assert "href" not in attrs or attrs["href"].startswith("#")
    text = "".join(p.text)
    for t in texts:
        assert t.replace("\r\n", "\n").replace("\r", "\n") in text.replace("\r\n", "\n").replace("\r", "\n")


def test_docs_screenshots_are_small_pngs_and_listed():
    """docs/img holds the report screenshots: real PNGs, each under 200 KB, each listed in docs/report.md."""
    listed = (REPO / "docs" / "report.md").read_text()
    shots = sorted((REPO / "docs" / "img").glob("*.png"))
    assert shots
    for png in shots:
        data = png.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) < 200_000, png
        assert f"img/{png.name}" in listed, png


def test_a_bundle_resealed_after_cataloguing_is_red_in_the_catalog_report(tmp_path):
    """Intact by itself (a fresh receipt) but not what the catalog recorded: red, nothing charted."""
    from claimcheck import catalog as catalog_mod
    from claimcheck.bundle import seal

    root = tmp_path / "w"
    shutil.copytree(EX / "s2-shared-prefix-ab", root / "s2")
    cp = tmp_path / "c.json"
    catalog_mod.init(cp, root)
    catalog_mod.add(cp, root / "s2")
    (root / "s2" / "receipt.json").unlink()
    rows = root / "s2" / "rows.jsonl"
    rows.write_text(rows.read_text().replace('"ok": true', '"ok": false', 1))
    seal(root / "s2", role="request-ab")
    out = tmp_path / "cat.html"
    res = build_report(cp, out)
    assert not res.ok and res.sections[0].state == "complete" and not res.sections[0].ok
    assert res.sections[0].charts == [] and "<svg" not in out.read_text()
    assert any(p.startswith("catalog: ") for p in res.sections[0].problems)
