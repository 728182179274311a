"""`fak report` pages opened in a real headless Chromium, driven over the DevTools protocol
(``--remote-debugging-pipe``: JSON messages on file descriptors 3 and 4, no extra package):

* every chart's ``<svg>`` is laid out with a non-zero size and has drawn paths of non-zero length;
* the inline stylesheet applied under the page's Content-Security-Policy;
* the network domain saw exactly one request, the page's own ``file://`` URL, and the console
  logged no refused load;
* a screenshot is taken (``Page.captureScreenshot``) and is a PNG of the page's size.

Skipped, with the reason, when no Chromium/Chrome binary is installed (Debian: ``apt-get install
chromium``); CI machines without one skip it.
"""

from __future__ import annotations

import base64
import json
import os
import select
import shutil
import struct
import subprocess
import time
from pathlib import Path

import pytest

pytest.importorskip("matplotlib", reason="fak report needs matplotlib: pip install '.[report]'")

from claimcheck.report import build_report  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")
BROWSER = next((shutil.which(b) for b in BROWSERS if shutil.which(b)), None)

pytestmark = [pytest.mark.report, pytest.mark.slow,
              pytest.mark.skipif(BROWSER is None, reason="no chromium binary (Debian: apt-get install chromium)")]


class Chrome:
    """A headless browser spoken to over --remote-debugging-pipe (fd 3: commands in, fd 4: replies out)."""

    def __init__(self, profile: Path):
        to_r, self._to_w = os.pipe()
        self._from_r, from_w = os.pipe()

        def wire() -> None:  # in the child, before exec
            os.dup2(to_r, 3)
            os.dup2(from_w, 4)

        self.proc = subprocess.Popen(
            [BROWSER, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--hide-scrollbars", f"--user-data-dir={profile}",
             "about:blank"],
            preexec_fn=wire, close_fds=False, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(to_r)
        os.close(from_w)
        self._buf = b""
        self._id = 0
        self.events: list[dict] = []

    def _read(self, deadline: float) -> dict:
        while b"\0" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._from_r], [], [], left)[0]:
                raise TimeoutError("the browser did not answer")
            chunk = os.read(self._from_r, 1 << 20)
            if not chunk:
                raise EOFError("the browser closed its pipe")
            self._buf += chunk
        msg, _, self._buf = self._buf.partition(b"\0")
        return json.loads(msg)

    def call(self, method: str, params: dict | None = None, session: str | None = None, timeout: float = 60) -> dict:
        self._id += 1
        msg = {"id": self._id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self._to_w, json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self._id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method: str, session: str, timeout: float = 60) -> dict:
        deadline = time.monotonic() + timeout
        for ev in self.events:
            if ev.get("method") == method and ev.get("sessionId") == session:
                return ev
        while True:
            ev = self._read(deadline)
            self.events.append(ev)
            if ev.get("method") == method and ev.get("sessionId") == session:
                return ev

    def close(self) -> None:
        try:
            self.call("Browser.close", timeout=10)
        except Exception:  # noqa: BLE001 - it is going away either way
            pass
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._to_w)
        os.close(self._from_r)


CHARTS_JS = """JSON.stringify({
  charts: Array.from(document.querySelectorAll('figure[data-chart]')).map(f => {
    const s = f.querySelector('svg');
    const r = s.getBoundingClientRect();
    const paths = Array.from(s.querySelectorAll('path'));
    return {id: f.dataset.chart, w: r.width, h: r.height, paths: paths.length,
            drawn: paths.filter(p => p.getTotalLength() > 0).length,
            texts: Array.from(s.querySelectorAll('text')).filter(t => t.getComputedTextLength() > 0).length};
  }),
  badge: getComputedStyle(document.querySelector('h1 .badge')).backgroundColor,
  height: document.documentElement.scrollHeight,
  scripts: document.scripts.length, images: document.images.length
})"""


def open_page(chrome: Chrome, html: Path, shot: Path, width: int = 1100) -> dict:
    target = chrome.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = chrome.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ("Network", "Page", "Log", "Runtime"):
        chrome.call(f"{domain}.enable", session=session)
    chrome.call("Emulation.setDeviceMetricsOverride", {"width": width, "height": 900, "deviceScaleFactor": 1,
                                                       "mobile": False}, session=session)
    chrome.call("Page.navigate", {"url": html.resolve().as_uri()}, session=session)
    chrome.wait_for("Page.loadEventFired", session)
    info = json.loads(chrome.call("Runtime.evaluate", {"expression": CHARTS_JS, "returnByValue": True},
                                  session=session)["result"]["value"])
    png = base64.b64decode(chrome.call("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True},
                                       session=session)["data"])
    shot.write_bytes(png)
    info["png_size"] = struct.unpack(">II", png[16:24])  # IHDR width, height
    ours = [e for e in chrome.events if e.get("sessionId") == session]
    info["requests"] = [e["params"]["request"]["url"] for e in ours if e.get("method") == "Network.requestWillBeSent"]
    info["log"] = [e["params"]["entry"] for e in ours if e.get("method") == "Log.entryAdded"]
    info["console"] = [e["params"] for e in ours if e.get("method") == "Runtime.consoleAPICalled"]
    chrome.call("Target.closeTarget", {"targetId": target})
    return info


@pytest.fixture(scope="module")
def chrome(tmp_path_factory):
    c = Chrome(tmp_path_factory.mktemp("chrome-profile"))
    yield c
    c.close()


def _capacity_run(tmp_path: Path) -> Path:
    from runners.capacity_fit.models import Protocol
    from runners.capacity_fit.runner import run_all
    from runners.capacity_fit.scripted_backend import ScriptedBackend
    from runners.capacity_fit.state import init_run

    d = tmp_path / "run"
    init_run(d, Protocol.model_validate({
        "experiment": "browser", "records": [{"id": "r0", "base": "solve it", "designed": "use the macro"}],
        "ladder": [{"budget": 48, "max_seqs": 4}, {"budget": 64, "max_seqs": 3}], "answer_limit": 8,
        "max_model_len": 256}))
    run_all(d, ScriptedBackend(kv_tokens=300, block_size=16,
                               outcome=lambda rung, phase, job: "loop" if rung.startswith("think_48") else "finished"))
    return d


@pytest.mark.parametrize("target", ["catalog", "capacity-fit-run", "invalid-bundle"])
def test_report_renders_in_chromium_without_a_request(chrome, tmp_path, target):
    if target == "catalog":
        src, expect = REPO / "catalogs" / "examples.json", 12
    elif target == "capacity-fit-run":
        src, expect = _capacity_run(tmp_path), 2
    else:
        src = tmp_path / "bad"
        shutil.copytree(REPO / "examples" / "witnesses" / "s4e-compat-batch", src)
        (src / "jobs.jsonl").write_bytes(b"{}\n")
        expect = 0
    out = tmp_path / "report.html"
    res = build_report(src, out)
    assert res.charts == expect and res.ok == (target != "invalid-bundle")
    info = open_page(chrome, out, tmp_path / "shot.png")
    # one request: the page itself, from disk; nothing refused by the CSP (nothing else was tried)
    assert info["requests"] == [out.resolve().as_uri()], info["requests"]
    assert not [e for e in info["log"] if e.get("level") in ("error", "warning")], info["log"]
    assert info["scripts"] == 0 and info["images"] == 0
    # the inline stylesheet applied: the status badge is green when verified, red when not
    assert info["badge"] == ("rgb(46, 125, 50)" if res.ok else "rgb(198, 40, 40)")
    assert len(info["charts"]) == expect
    for c in info["charts"]:
        assert c["w"] > 600 and c["h"] > 150, c  # laid out across the page column
        assert c["drawn"] >= 5 and c["texts"] >= 3, c  # axes, marks and labels actually drawn
    w, h = info["png_size"]
    assert w == 1100 and h >= min(info["height"], 16384) - 2
    assert (tmp_path / "shot.png").stat().st_size > 10_000


def test_the_checks_catch_an_external_reference(chrome, tmp_path):
    """Negative control: the same page with an image from a URL inserted is caught (the CSP refuses
    it and the console says so), so the checks above can fail."""
    out = tmp_path / "report.html"
    build_report(REPO / "examples" / "witnesses" / "s2-shared-prefix-ab", out)
    html = out.read_text()
    out.write_text(html.replace("<body>", '<body><img src="http://127.0.0.1:9/pixel.png" alt="">', 1))
    info = open_page(chrome, out, tmp_path / "shot.png")
    refused = [e for e in info["log"] if "127.0.0.1:9" in e.get("text", "") or "127.0.0.1:9" in e.get("url", "")]
    assert refused or any("127.0.0.1:9" in u for u in info["requests"]), info
    assert info["images"] == 1
