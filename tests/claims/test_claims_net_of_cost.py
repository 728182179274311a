"""Q2 (net of cost) on times measured at the client (issue 16, "What was seen", last bullet): a
client-measured wall includes the server's queueing whether or not per-request queue times were
recorded, so "includes scheduler and queue" about a request-ab witness is true even when
``timing_includes`` lists only ``scheduler`` (what ``fak witness import vllm-bench`` writes for a
file without ``queue_times``). compat-batch times are the runner's own: only ``timing_includes``
counts there, and padding is never implied by client timing."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.witnesses import AB_ARMS, ab_witness, seal, uniform  # noqa: E402

from claimcheck.claims import ClaimInput, fixtures as fx, grade  # noqa: E402

# sequential: 10 tasks, one lane, wall 10 s (1.0 req/s); concurrent: four lanes, wall 5 s (2.0 req/s)
STATEMENT = "The concurrent arm was 2x faster than the sequential arm."


def _ab(root: Path, name: str, includes: list[str]) -> str:
    w = ab_witness(copy.deepcopy(AB_ARMS), timing_includes=includes)
    rows = uniform("sequential", 10, 10.0, 1) + uniform("concurrent", 10, 5.0, 4)
    return str(seal(root / name, w, {"rows.jsonl": rows}))


def _grade(witness: str, scope: str, statement: str = STATEMENT):
    return grade(ClaimInput(statement=statement, baseline={"kind": "real", "description": "one worker"}, net=True,
                            scope=scope, provenance="OBSERVED", witness=witness))


@pytest.mark.parametrize("includes", [["scheduler"], [], ["scheduler", "queue"]])
@pytest.mark.parametrize("scope", [
    "one CPU host, 10 tasks per arm; includes scheduler and queue",
    "one CPU host, 10 tasks per arm; timing includes queue, network, tokenization and prefill",
])
def test_a_client_measured_wall_includes_server_queueing(tmp_path, includes, scope):
    res = _grade(_ab(tmp_path, "w", includes), scope)
    q2 = res.questions[1]
    assert q2.pass_ and res.verdict == "net-true", res.reasons
    if "queue" not in includes:
        assert "measured at the client" in q2.detail and "queue" in q2.detail


def test_padding_is_not_implied_by_client_timing(tmp_path):
    res = _grade(_ab(tmp_path, "w", ["scheduler"]), "one CPU host, 10 tasks per arm; includes scheduler, queue and padding")
    assert res.verdict == "not-yet" and not res.questions[1].pass_
    assert "padding" in res.questions[1].detail and "queue" not in res.questions[1].detail.split("include it")[0]


def test_the_runners_own_timing_counts_only_what_it_declares(tmp_path):
    # compat-batch: the runner's own clock, not a client's; an overhead it does not list is not included
    w, files = fx.s4e_witness("OBSERVED")
    w = copy.deepcopy(w)
    w["timing_includes"] = ["scheduler", "padding"]
    b = str(fx.write_bundle(tmp_path / "cb", w, files))
    res = grade(ClaimInput(statement=fx.S4E_STATEMENT, baseline={"kind": "real", "description": fx.S4E_BASELINE_DESC},
                           net=True, scope=fx.S4E_SCOPE.rstrip(".") + "; includes queue", provenance="OBSERVED", witness=b))
    assert not res.questions[1].pass_ and "queue" in res.questions[1].detail
