""""X instead of Y", "X rather than Y", "X, down from Y" / "X, up from Y", a concurrency named with the whole set
("the 512-concurrency benchmark"), a like-for-like preamble naming the serving instances ("with the same hardware
and the same vLLM pods"), and a time after "all N requests completed in both configurations" (issue 16; a public
write-up: https://dev.to/andygolubev/how-llm-d-prefix-cache-routing-made-qwen-7b-on-eks-23x-faster-2h8j).

Unread before: "llm-d finished the 512-concurrency benchmark in 358.7 seconds instead of 840.2 seconds." (unread
'512-concurrency benchmark', '358.7 seconds instead', '840.2 seconds'), "With the same hardware and the same vLLM
pods, llm-d finished the benchmark about 2.3x faster than round-robin." (unread 'same vLLM pods'), "..., down from
840.2 seconds" (unread). A possible false accusation: "All 50 requests completed in both configurations in under 2 s"
was read as each arm's wall time and graded false where every request took under 2 s (the run's wall being longer).

Now: the pair joiners "down from" / "up from" (after a comma or not) give the subject's value first and the other
arm's second, the direction word checked against the values (disagreeing: not read), as "instead of" / "rather than"
do; whole_run.concurrency_object_at reads "the N-concurrency / N-user / concurrency-N benchmark / run / set" as the
whole set with a concurrency setting fact (checked against the declared concurrency: none declared, open); "the same
<engine>? (serving)? pods / servers / instances / replicas / backends / deployment" is the one hardware record
(same_hardware) and, with an engine, that engine in every arm (same_engine: contradicted where the arms record
different engines or another one); a time after "all N requests completed in both / each <arms>" is left unread (each
request's latency, or the run's wall?).

Witnesses by hand (10 requests per arm, 100 output tokens each): ``llmd`` the llm-d router, wall 358.7 s, every TTFT
0.86 s; ``rr`` round-robin, wall 840.2 s, every TTFT 19.0 s: request throughput 10/358.7 = 0.027878 vs 10/840.2 =
0.011902 req/s, ratio 840.2/358.7 = 2.342x (about 2.3x); TTFT ratio 19.0/0.86 = 22.1x. ``c512`` declares concurrency
512 in both arms, ``c256`` 256, ``plain`` none; ``engines`` the same with llm-d on vLLM and round-robin on SGLang.
Success counts: ``seq`` 50 requests per arm, each 1.5 s, one after another (wall 75 s); ``fast`` each 0.5 s, wall 1.5 s.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Qwen2.5-7B-Instruct on vLLM, eight A10G GPUs, 10 requests per arm"


def _router_arms(s1: dict, s2: dict) -> list:
    return [A("llmd", "llm-d", "the llm-d endpoint picker", wall=358.7, ttft=0.86, tok=100, n=10, prompt=2000,
              settings={"router": "llm-d prefix-cache-aware", **s1}, role="treatment"),
            A("rr", "round-robin", "the ClusterIP Service", wall=840.2, ttft=19.0, tok=100, n=10, prompt=2000,
              settings={"router": "ClusterIP round-robin", **s2}, role="baseline")]


def _count_arms(**p) -> list:
    return [A("fp8", "FP8", n=50, role="treatment", settings={"quantization": "fp8"}, **p),
            A("bf16", "BF16", n=50, role="baseline", settings={"quantization": "bf16"}, **p)]


@pytest.fixture(scope="module")
def w() -> dict[str, str]:
    root = Path(tempfile.mkdtemp(prefix="instead_of"))
    specs = {"c512": _router_arms({"concurrency": 512}, {"concurrency": 512}),
             "c256": _router_arms({"concurrency": 256}, {"concurrency": 256}),
             "plain": _router_arms({}, {}),
             "engines": _router_arms({"engine": "vLLM"}, {"engine": "SGLang"}),
             "seq": _count_arms(dur=1.5, seq=True), "fast": _count_arms(dur=0.5, wall=1.5)}
    return {n: str(seal(root / n, *witness_for(Spec(n, arms, key="", hw="8 x NVIDIA A10G 24 GB",
                                                    model="Qwen/Qwen2.5-7B-Instruct"))))
            for n, arms in specs.items()}


def _g(w, name, statement, scope=SCOPE):
    return grade_statement(statement, w[name], scope)


TRUE = [
    "llm-d finished the 512-concurrency benchmark in 358.7 seconds instead of 840.2 seconds.",
    "llm-d completed the concurrency-512 run in 358.7 seconds rather than 840.2 seconds.",
    "llm-d finished the 512-user benchmark in 358.7 s, down from 840.2 s.",
    "llm-d finished the benchmark in 358.7 seconds rather than 840.2 seconds.",
    "llm-d finished the benchmark in 358.7 seconds down from 840.2 seconds.",
    "With llm-d, mean TTFT was 0.86 s, down from 19.0 s.",
    "Mean TTFT with llm-d was 0.86 s instead of 19.0 s.",
    "Request throughput with llm-d was 0.0279 req/s, up from 0.0119 req/s.",
    "With the same hardware and the same vLLM pods, llm-d finished the benchmark about 2.3x faster than round-robin.",
    "On the same vLLM servers, llm-d finished the benchmark about 2.3x faster than round-robin.",
    "With the same pods, llm-d was about 2.3x faster than round-robin.",
]
TWINS = [
    "llm-d finished the 512-concurrency benchmark in 840.2 seconds instead of 358.7 seconds.",   # swapped
    "llm-d finished the 512-concurrency benchmark in 538.1 seconds instead of 840.2 seconds.",   # x1.5
    "llm-d finished the 512-concurrency benchmark in 179.4 seconds instead of 840.2 seconds.",   # x0.5
    "llm-d finished the 512-concurrency benchmark in 358.7 seconds instead of 1260.3 seconds.",  # x1.5
    "round-robin finished the 512-concurrency benchmark in 358.7 seconds instead of 840.2 seconds.",
    "It is not true that llm-d finished the 512-concurrency benchmark in 358.7 seconds instead of 840.2 seconds.",
    "llm-d finished the 256-concurrency benchmark in 358.7 seconds instead of 840.2 seconds.",   # wrong setting
    "llm-d finished the 1024-concurrency benchmark in 358.7 seconds instead of 840.2 seconds.",
    "llm-d finished the benchmark in 358.7 s, up from 840.2 s.",                                # direction flipped
    "llm-d finished the benchmark in 840.2 s, down from 358.7 s.",
    "With llm-d, mean TTFT was 19.0 s, down from 0.86 s.",
    "With llm-d, mean TTFT was 1.29 s, down from 19.0 s.",
    "Request throughput with llm-d was 0.0119 req/s, up from 0.0279 req/s.",
    "With the same hardware and the same vLLM pods, llm-d finished the benchmark about 4.6x faster than round-robin.",
    "With the same hardware and the same vLLM pods, llm-d finished the benchmark about 1.2x faster than round-robin.",
    "With the same hardware and the same vLLM pods, round-robin finished the benchmark about 2.3x faster than llm-d.",
    "With the same hardware and the same SGLang pods, llm-d finished the benchmark about 2.3x faster than round-robin.",
    "On H100 GPUs, llm-d finished the 512-concurrency benchmark in 358.7 seconds instead of 840.2 seconds.",
]


@pytest.mark.parametrize("statement", TRUE)
def test_true_statement_is_read_completely_and_net_true(w, statement):
    res = _g(w, "c512", statement)
    assert_read_net_true(res)


@pytest.mark.parametrize("statement", TWINS)
@pytest.mark.parametrize("name", ["c512", "plain"])
def test_twins_are_never_net_true(w, name, statement):
    assert _g(w, name, statement).verdict != "net-true", (name, statement)


@pytest.mark.parametrize("statement", [
    "llm-d finished the 512-concurrency benchmark in 358.7 seconds instead of 840.2 seconds.",
    "llm-d finished the 512-user run in 358.7 s."])
def test_a_concurrency_the_witness_declares_otherwise_is_false_and_undeclared_is_open(w, statement):
    assert _g(w, "c256", statement).verdict == "false", statement
    res = _g(w, "plain", statement)
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)


@pytest.mark.parametrize("statement", [
    "With the same hardware and the same vLLM pods, llm-d finished the benchmark about 2.3x faster than round-robin.",
    "On the same vLLM servers, llm-d was about 2.3x faster than round-robin."])
def test_the_same_engine_is_never_net_true_where_the_arms_record_two(w, statement):
    assert_never_net_true(_g(w, "engines", statement), statement)


def test_the_same_engine_named_otherwise_is_false(w):
    res = _g(w, "c512", "On the same SGLang pods, llm-d was about 2.3x faster than round-robin.")
    assert res.verdict == "false", res.reason


@pytest.mark.parametrize("statement", ["llm-d finished the benchmark in 358.7 s, up from 840.2 s.",
                                       "With llm-d, mean TTFT was 0.86 s, up from 19.0 s."])
def test_a_direction_word_against_the_values_is_left_unread(w, statement):
    res = _g(w, "c512", statement)
    assert res.verdict == "not-yet" and res.reading.unread, (statement, res.verdict)


COUNT_TIMES = ["All 50 requests completed in both configurations in under 2 s.",
               "All 50 requests completed in each arm within 2 seconds.",
               "All of the 50 requests finished in both versions in about 1.5 s.",
               "Every one of the 50 requests completed for both setups in under 2 s."]


@pytest.mark.parametrize("statement", COUNT_TIMES)
@pytest.mark.parametrize("name", ["seq", "fast"])
def test_a_time_after_all_requests_completed_is_left_unread(w, name, statement):
    """Each request under 2 s and the wall 75 s (seq), or both under 2 s (fast): which the time bounds, the words do
    not say. Never false, never net-true."""
    res = _g(w, name, statement, scope="50 requests per arm")
    assert res.verdict == "not-yet", (name, statement, res.verdict, res.reason)


@pytest.mark.parametrize("statement", ["All 50 requests completed in both configurations.",
                                       "All 50 requests completed in both arms."])
def test_the_count_alone_still_reads(w, statement):
    res = _g(w, "seq", statement, scope="50 requests per arm")
    assert res.verdict == "net-true" and not res.reading.unread, (statement, res.reason)
