"""`runners.prefix_ab.run.cold_start`: an arm started cold when a served request of its first wave
(the `workers` requests sent before any answer) reused no cached tokens.

The rows here are written by hand: the fault they stand for -- a request scheduled one step after
the first, hitting the prefix the first one wrote, whose first token still reaches its client
first -- is a timing inversion a loaded machine produces now and then but no test can produce on
demand (it failed `tests/runners/test_vllm_prefix_ab.py` once under a full `pytest -n`)."""

from __future__ import annotations

from hypothesis import given, strategies as st

from runners.prefix_ab.run import cold_start

RESET = {"done": True}


def row(tid, start, first_token, cached, ok=True):
    return {"task_id": tid, "start_s": start, "first_token_s": first_token, "cached_tokens": cached, "ok": ok}


def test_a_cached_request_whose_first_token_arrived_first_does_not_make_a_reset_arm_warm():
    rows = [row("t0", 0.000, 0.90, 0), row("t1", 0.001, 0.85, 640), row("t2", 0.002, 0.95, 640),
            row("t3", 0.003, 0.97, 640), row("t4", 0.95, 1.20, 640)]
    c = cold_start(rows, RESET, workers=4)
    assert c["started_cold"] is True and c["first_request"] == "t0" and c["first_request_cached_tokens"] == 0
    assert c["first_wave"] == ["t0", "t1", "t2", "t3"]


def test_a_warm_first_wave_is_warm_even_if_a_later_request_reused_nothing():
    rows = [row("t0", 0.0, 0.5, 640), row("t1", 0.0, 0.6, 640), row("t2", 0.6, 0.9, 0)]
    c = cold_start(rows, RESET, workers=2)
    assert c["started_cold"] is False and c["first_request"] == "t0" and c["first_request_cached_tokens"] == 640


def test_one_worker_judges_the_first_request_alone():
    rows = [row("t0", 0.0, 0.5, 12), row("t1", 0.6, 0.9, 0)]
    c = cold_start(rows, RESET, workers=1)
    assert c["started_cold"] is False and c["first_request"] == "t0" and c["first_wave"] == ["t0"]
    assert cold_start([row("t0", 0.0, 0.5, 0), row("t1", 0.6, 0.9, 640)], RESET)["started_cold"] is True


def test_a_server_that_does_not_say_leaves_it_open():
    assert cold_start([row("t0", 0.0, 0.5, None), row("t1", 0.0, 0.6, 640)], RESET, workers=2)["started_cold"] is None
    assert cold_start([row("t0", 0.0, 0.5, None)], RESET)["started_cold"] is None
    assert cold_start([row("t0", 0.0, None, 0, ok=False)], RESET)["started_cold"] is None
    # one request that reused nothing is enough, whatever the others did not say
    assert cold_start([row("t0", 0.0, 0.5, None), row("t1", 0.0, 0.6, 0)], RESET, workers=2)["started_cold"] is True


def test_a_failed_request_is_not_evidence():
    rows = [row("t0", 0.0, None, 0, ok=False), row("t1", 0.0, 0.6, 640)]
    c = cold_start(rows, RESET, workers=2)
    assert c["started_cold"] is False and c["first_request"] == "t1"


@given(st.permutations([0.3, 0.5, 0.7, 0.9]), st.lists(st.sampled_from([0, 320, 640]), min_size=4, max_size=4))
def test_the_client_first_token_order_never_changes_the_verdict(order, cached):
    rows = [row(f"t{i}", i * 0.001, order[i], cached[i]) for i in range(4)]
    rows.append(row("late", 1.0, 1.2, 0))  # sent after an answer: never evidence for the start
    c = cold_start(rows, RESET, workers=4)
    assert c["started_cold"] is (0 in cached)
    if 0 in cached:
        assert c["first_request_cached_tokens"] == 0 and rows[int(c["first_request"][1:])]["cached_tokens"] == 0
