"""The /metrics reader (runners.prefix_ab.telemetry) on real expositions: prometheus_client's own
``generate_latest`` with hostile label values, and runners.llama_server's page before and after
its first request (one label set from the start)."""

from __future__ import annotations

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples
from prometheus_client import CollectorRegistry, Counter, Gauge, generate_latest
from prometheus_client.parser import text_string_to_metric_families

from runners.prefix_ab.telemetry import metrics_snapshot, parse_prometheus, sample_key

HOSTILE = ['m}x', 'a,b="c"', 'back\\slash', 'quote"}', 'new\nline', "{}", "plain"]


def exposition(values: dict[str, float]) -> str:
    reg = CollectorRegistry()
    q = Counter("vllm:prefix_cache_queries", "Prefix cache queries", ["engine", "model_name"], registry=reg)
    h = Counter("vllm:prefix_cache_hits", "Prefix cache hits", ["engine", "model_name"], registry=reg)
    g = Gauge("vllm:kv_cache_usage_perc", "KV usage", ["model_name"], registry=reg)
    for i, (name, v) in enumerate(values.items()):
        q.labels(engine=str(i), model_name=name).inc(v)
        h.labels(engine=str(i), model_name=name).inc(v / 2)
        g.labels(model_name=name).set(0.25)
    return generate_latest(reg).decode()


def test_label_values_with_braces_and_quotes_are_kept():
    values = {name: 100.0 * (i + 1) for i, name in enumerate(HOSTILE)}
    text = exposition(values)
    assert 'model_name="m}x"' in text and '\\"' in text  # the exposition really carries them
    samples = parse_prometheus(text)
    for i, (name, v) in enumerate(values.items()):
        key = sample_key("vllm:prefix_cache_queries_total", {"engine": str(i), "model_name": name})
        assert samples[key] == v
    snap = metrics_snapshot(text)
    assert snap["prefix_cache_queries"] == sum(values.values())  # the regex reader dropped the `}` ones
    assert snap["prefix_cache_hits"] == sum(values.values()) / 2


def test_keys_round_trip_through_the_parser():
    text = exposition({name: 1.0 for name in HOSTILE})
    for key, v in parse_prometheus(text).items():
        (fam,) = list(text_string_to_metric_families(f"{key} {v}\n"))
        (smp,) = fam.samples
        assert sample_key(smp.name, dict(smp.labels)) == key and smp.value == v


def test_one_junk_line_does_not_hide_the_rest():
    text = exposition({"m}x": 7.0}) + "this is not a sample line\n"
    with pytest.raises(ValueError):
        list(text_string_to_metric_families(text))  # prometheus_client alone refuses the whole page
    snap = metrics_snapshot(text)
    assert snap["prefix_cache_queries"] == 7 and snap["prefix_cache_hits"] == 3.5


@settings(max_examples=examples(60), deadline=None)
@given(st.dictionaries(st.text(min_size=1, max_size=12), st.integers(0, 10**9).map(float), min_size=1, max_size=5))
def test_any_label_value_survives(values):
    text = exposition(values)
    assert metrics_snapshot(text)["prefix_cache_queries"] == sum(values.values())


# -- runners.llama_server's own page --------------------------------------------------------------
@pytest.fixture(scope="module")
def fresh_server(tiny_llama_server):
    pytest.importorskip("llama_cpp")
    return tiny_llama_server(n_ctx=256)


def _requests_total(text: str) -> list:
    fams = {f.name: f for f in text_string_to_metric_families(text)}  # strict: the whole page parses
    return fams["claimcheck_requests"].samples


def test_llama_server_requests_total_has_one_label_set_from_the_start(fresh_server):
    before = httpx.get(fresh_server.base_url + "/metrics", timeout=10).text
    samples = _requests_total(before)
    assert samples and all(set(s.labels) == {"endpoint", "outcome"} for s in samples)
    assert all(s.value == 0 for s in samples)
    r = httpx.post(fresh_server.base_url + "/v1/completions", timeout=30,
                   json={"model": "tiny", "prompt": "abc", "max_tokens": 2, "temperature": 0})
    assert r.status_code == 200
    after = _requests_total(httpx.get(fresh_server.base_url + "/metrics", timeout=10).text)
    assert all(set(s.labels) == {"endpoint", "outcome"} for s in after)
    assert {tuple(sorted(s.labels.items())) for s in samples} <= {tuple(sorted(s.labels.items())) for s in after}
    ok = {s.labels["endpoint"]: s.value for s in after if s.labels["outcome"] == "ok"}
    assert ok["completions"] == 1 and ok["chat"] == 0
    raw = metrics_snapshot(httpx.get(fresh_server.base_url + "/metrics", timeout=10).text)["raw"]
    assert raw['claimcheck_requests_total{endpoint="completions",outcome="ok"}'] == 1


PAGE_FAMILIES = {  # name (as the parser gives it: a counter without _total) -> type
    "claimcheck_prefix_cache_queries": "counter", "claimcheck_prefix_cache_hits": "counter",
    "claimcheck_prefix_cache_rule_mismatch": "counter", "claimcheck_prefix_cache_resets": "counter",
    "claimcheck_prefix_cache_resident_tokens": "gauge", "claimcheck_prompt_tokens": "counter",
    "claimcheck_generation_tokens": "counter", "claimcheck_requests": "counter",
    "claimcheck_requests_waiting": "gauge",
}


def test_llama_server_page_has_its_families_and_one_sample_name_each(fresh_server):
    r = httpx.get(fresh_server.base_url + "/metrics", timeout=10)
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain; version=0.0.4")
    fams = list(text_string_to_metric_families(r.text))
    assert {f.name: f.type for f in fams} == PAGE_FAMILIES
    for f in fams:  # counters expose <name>_total only (no _created series), gauges their own name
        assert {s.name for s in f.samples} == {f.name + ("_total" if f.type == "counter" else "")}, f.name
    assert all(s.value >= 0 for f in fams for s in f.samples)
