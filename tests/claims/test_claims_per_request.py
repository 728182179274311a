"""Per-request and execution-mode phrasing (grammar productions arm_by_mode, request_subject, work_subject,
instead_pair): latency told as what each request does ("each request takes 2.0 s end to end on average", "a request
waits 200 ms for its first token", "requests finish in 1.0 s at the median", "in the worst case"), arms named by how
they ran ("sequentially", "one at a time", "running them one by one" / "concurrently", "in parallel", "8 at a time",
"the concurrent run"), and the whole run's time as a pair ("the whole set completes in 4 s instead of 16 s when run
concurrently").

The witness (``modes``) is written row by row and worked out by hand; both arms run the same eight tasks (t00-t07,
100 prompt tokens, 8 output tokens):

* ``r1`` declares one worker and concurrency 1 (the sequential arm, role baseline): the tasks back to back with
  end-to-end latencies 1, 1, 1, 1, 1, 1, 1, 9 s, TTFT 0.2 s each. Wall 16 s; throughput 8 / 16 = 0.5 req/s;
  latency mean 16 / 8 = 2.0 s, median 1.0 s, max 9.0 s; TTFT 0.2 s under every statistic.
* ``r8`` declares eight workers and concurrency 8 (the concurrent arm, role treatment): all eight start at 0, with
  latencies 2, 2, 2, 2, 2, 2, 2, 4 s, TTFT 0.5 s each. Wall 4 s; throughput 8 / 4 = 2.0 req/s; latency mean
  18 / 8 = 2.25 s, median 2.0 s, max 4.0 s.

So throughput(r8) / throughput(r1) = 4, wall 4 s against 16 s (75% less time). Mean and median differ in both
arms (2.0 vs 1.0 s; 2.25 vs 2.0 s): a statement of one graded as the other is caught.

A mode phrase names an arm only when exactly two arms declare their degree of parallelism and exactly one of them
runs one request at a time (``claimcheck.claims.grammar._arm_mode``); the ``three`` witness adds a second
concurrent arm and ``undeclared`` drops the declarations: there no mode phrase is read.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import ab_witness, req, seal
from real_sentences.witness_specs import A, Spec, grade_case, witness_for

from claimcheck.claims.grammar import read_full

SEQ = [(1.0, 0.2)] * 7 + [(9.0, 0.2)]
CONC = [(2.0, 0.5)] * 7 + [(4.0, 0.5)]
ARMS = {"r1": {"aliases": [], "workers": 1, "role": "baseline", "settings": {"concurrency": 1}},
        "r8": {"aliases": [], "workers": 8, "role": "treatment", "settings": {"concurrency": 8}}}


def _rows(arm: str, spec: list[tuple[float, float]], *, back_to_back: bool) -> list[dict]:
    rows, t = [], 0.0
    for task, (lat, ttft) in enumerate(spec):
        start = t if back_to_back else 0.0
        rows.append(req(arm, task, start, ttft, start + lat))
        t += lat
    return rows


def modes_witness(arms: dict = ARMS):
    rows = _rows("r1", SEQ, back_to_back=True) + _rows("r8", CONC, back_to_back=False)
    if "r4" in arms:
        rows += _rows("r4", CONC, back_to_back=False)
    return ab_witness(arms, inputs={"tasks": 8}), {"rows.jsonl": rows}


@pytest.fixture(scope="module")
def wits(tmp_path_factory):
    root = tmp_path_factory.mktemp("per_request")
    three = {**ARMS, "r4": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"concurrency": 4}}}
    # r1's one worker sends eight requests at a time (concurrency 8): no arm runs one request at a time
    mixed = {**ARMS, "r1": {"aliases": [], "workers": 1, "role": "baseline", "settings": {"concurrency": 8}}}
    return {name: str(seal(root / name, *modes_witness(arms)))
            for name, arms in (("modes", ARMS), ("three", three), ("mixed", mixed))}


def verdict(wit: str, s: str) -> str:
    return grade_statement(s, wit, "SmolLM2-135M on one CPU host, 8 tasks per arm").verdict


# (true statement, [twins that are false of the witness]); each twin twists one thing
CASES = [
    # execution modes as arms, the metric implied by the comparison (throughput)
    ("Running eight requests concurrently is 4x faster than running them one by one.",
     ["Running eight requests concurrently is 6x faster than running them one by one.",      # scaled
      "Running eight requests concurrently is 4x slower than running them one by one.",      # flipped
      "Running them one by one is 4x faster than running eight requests concurrently.",      # swapped
      "Running eight requests concurrently is not 4x faster than running them one by one.",  # negated
      "Running sixteen requests concurrently is 4x faster than running them one by one."]),  # another degree
    ("Requests run in parallel completed 4x faster than requests run sequentially.",
     ["Requests run sequentially completed 4x faster than requests run in parallel.",
      "Requests run in parallel completed 2x faster than requests run sequentially."]),
    ("The concurrent run finished the batch 4x sooner than the sequential run.",
     ["The sequential run finished the batch 4x sooner than the concurrent run.",
      "The concurrent run finished the batch 6x sooner than the sequential run.",
      "The concurrent run never finished the batch 4x sooner than the sequential run."]),
    ("Running them eight at a time finishes the batch 4x sooner than running them one at a time.",
     ["Running them one at a time finishes the batch 4x sooner than running them eight at a time.",
      "Running them eight at a time finishes the batch 2x sooner than running them one at a time."]),
    ("Processing 8 requests at a time delivers 4x the throughput of processing them serially.",
     ["Processing them serially delivers 4x the throughput of processing 8 requests at a time.",
      "Processing 8 requests at a time delivers 6x the throughput of processing them serially."]),
    ("Serving requests one at a time, throughput is 0.5 req/s.",
     ["Serving requests one at a time, throughput is 2.0 req/s.",
      "Serving requests concurrently, throughput is 0.5 req/s.",
      "Serving requests one at a time, throughput is 0.75 req/s."]),
    ("Running them 8 at once, throughput reached 2 req/s.",
     ["Running them 8 at once, throughput reached 3 req/s.",
      "Running them one by one, throughput reached 2 req/s."]),
    # latency told as what each request does
    ("Each request takes 2.0 s end to end on average when run sequentially.",
     ["Each request takes 3.0 s end to end on average when run sequentially.",     # scaled
      "Each request takes 2.0 s end to end at the median when run sequentially.",  # median 1.0 s
      "Each request takes 2.0 s end to end on average when run concurrently.",     # mean 2.25 s
      "Each request does not take 2.0 s end to end on average when run sequentially."]),
    ("Sequentially, requests finish in 1.0 s at the median.",
     ["Sequentially, requests finish in 1.0 s on average.",       # mean 2.0 s
      "Sequentially, requests finish in 1.5 s at the median.",
      "Concurrently, requests finish in 1.0 s at the median."]),
    ("Requests finish in 2.0 s at the median when run concurrently.",
     ["Requests finish in 2.0 s on average when run concurrently.",  # mean 2.25 s
      "Requests finish in 2.0 s at the median when run sequentially.",
      "Requests finish in 3.0 s at the median when run concurrently."]),
    ("Run concurrently, the average request spends 2.25 s in flight.",
     ["Run concurrently, the average request spends 3.4 s in flight.",
      "Run sequentially, the average request spends 2.25 s in flight.",
      "Run concurrently, the median request spends 2.25 s in flight."]),
    ("When run sequentially, a request waits 200 ms for its first token.",
     ["When run sequentially, a request waits 300 ms for its first token.",
      "When run concurrently, a request waits 200 ms for its first token.",
      "When run sequentially, a request waits 100 ms for its first token."]),
    ("In parallel, a request takes 4.0 s in the worst case.",
     ["In parallel, a request takes 6.0 s in the worst case.",
      "In parallel, a request takes 4.0 s on average.",
      "One at a time, a request takes 4.0 s in the worst case."]),
    ("In the sequential run, the slowest request takes 9 s end to end.",
     ["In the sequential run, the fastest request takes 9 s end to end.",
      "In the concurrent run, the slowest request takes 9 s end to end.",
      "In the sequential run, the slowest request takes 4.5 s end to end."]),
    ("With eight requests in parallel, the per-request latency is 2.25 s on average.",
     ["With eight requests in parallel, the per-request latency is 2.0 s on average.",
      "With eight requests in parallel, the per-request latency is 4.5 s on average."]),
    # the request called a prompt or a query in the metric's name
    ("With eight requests in parallel, the mean end-to-end latency per prompt is 2.25 s.",
     ["With eight requests in parallel, the mean end-to-end latency per prompt is 4.5 s.",
      "With eight requests in parallel, the median end-to-end latency per prompt is 2.25 s.",
      "One at a time, the mean end-to-end latency per prompt is 2.25 s."]),
    ("With eight requests in parallel, mean latency per query is 2.25 s.",
     ["With eight requests in parallel, mean latency per query is 1.1 s.",
      "With eight requests in parallel, mean TTFT per query is 2.25 s."]),
    # "end-to-end time" per a request noun (held-out dev battery: "Median end-to-end time per answer: 5.54 s on Q8_0,
    # 3.58 s on Q4_K_M" was unread); alone it may be the whole run's time and stays unread
    ("With eight requests in parallel, the mean end-to-end time per answer is 2.25 s.",
     ["With eight requests in parallel, the mean end-to-end time per answer is 4.5 s.",
      "With eight requests in parallel, the median end-to-end time per answer is 2.25 s.",
      "One at a time, the mean end-to-end time per response is 2.25 s."]),
    ("With eight requests in parallel, the mean end-to-end time per request is 2.25 s.",
     ["With eight requests in parallel, the mean end-to-end time per request is 1.1 s.",
      "With eight requests in parallel, the mean TTFT per request is 2.25 s."]),
    ("On average, each request takes 2.0 s end to end when run sequentially.",
     ["At the median, each request takes 2.0 s end to end when run sequentially.",
      "On average, each request takes 2.0 s end to end when run concurrently.",
      "On average, each request takes 4.0 s end to end when run sequentially."]),
    ("Run concurrently, every request completes within 4 s.",
     ["Run concurrently, every request completes within 3 s.",
      "Run sequentially, every request completes within 4 s.",
      "Run concurrently, not every request completes within 4 s."]),
    ("Run concurrently, a request gets its first token after 500 ms.",
     ["Run concurrently, a request gets its first token after 200 ms.",
      "Run sequentially, a request gets its first token after 500 ms.",
      "Run concurrently, a request gets its first token after 750 ms."]),
    ("Serving 8 users at once, throughput is 2 req/s.",
     ["Serving 16 users at once, throughput is 2 req/s.",
      "Serving users one at a time, throughput is 2 req/s.",
      "Serving 8 users at once, throughput is 3 req/s."]),
    ("When requests are sent one at a time, the mean end-to-end latency is 2.0 s.",
     ["When requests are sent concurrently, the mean end-to-end latency is 2.0 s.",
      "When requests are sent one at a time, the median end-to-end latency is 2.0 s.",
      "When requests are sent one at a time, the mean end-to-end latency is 3.0 s."]),
    ("Requests issued sequentially take 2 s each on average.",
     ["Requests issued concurrently take 2 s each on average.",
      "Requests issued sequentially take 2 s each at the median.",
      "Requests issued sequentially take 3 s each on average."]),
    ("A request in the concurrent run waits 500 ms for its first token.",
     ["A request in the sequential run waits 500 ms for its first token.",
      "A request in the concurrent run waits 250 ms for its first token."]),
    ("At a concurrency of 8, the worst-case request takes 4 s end to end.",
     ["At a concurrency of 8, the best-case request takes 4 s end to end.",
      "At a concurrency of 8, the worst-case request takes 6 s end to end.",
      "At a concurrency of 1, the worst-case request takes 4 s end to end."]),
    ("Run one at a time, requests average 2 s end to end.",
     ["Run one at a time, requests average 1 s end to end.",   # the median
      "Run eight at a time, requests average 2 s end to end."]),
    # the whole run's time as a pair
    ("Running them concurrently, the batch takes 4 s instead of 16 s.",
     ["Running them concurrently, the batch takes 16 s instead of 4 s.",
      "Running them sequentially, the batch takes 4 s instead of 16 s.",
      "Running them concurrently, the batch takes 2 s instead of 16 s."]),
    ("The whole set completes in 4 s instead of 16 s when run concurrently.",
     ["The whole set completes in 16 s instead of 4 s when run concurrently.",   # swapped values
      "The whole set completes in 4 s instead of 16 s when run sequentially.",   # swapped mode
      "The whole set completes in 6 s instead of 16 s when run concurrently."]),
    ("The entire workload completes in 4 s in parallel versus 16 s sequentially.",
     ["The entire workload completes in 16 s in parallel versus 4 s sequentially.",
      "The entire workload completes in 4 s in parallel versus 24 s sequentially."]),
    ("Issuing requests sequentially, the benchmark took 16 s.",
     ["Issuing requests concurrently, the benchmark took 16 s.",
      "Issuing requests sequentially, the benchmark took 8 s."]),
    ("Run concurrently, the run took 4 s rather than 16 s.",
     ["Run concurrently, the run took 16 s rather than 4 s.",
      "Run serially, the run took 4 s rather than 16 s."]),
]


@pytest.mark.parametrize("s", [c[0] for c in CASES])
def test_true_statements_are_net_true(wits, s):
    assert verdict(wits["modes"], s) == "net-true"


@pytest.mark.parametrize("s", [t for c in CASES for t in c[1]])
def test_twins_are_never_net_true(wits, s):
    assert verdict(wits["modes"], s) != "net-true"


@pytest.mark.parametrize("s", [
    # a twist read completely is an accusation the rows back
    "Running them one by one is 4x faster than running eight requests concurrently.",
    "Sequentially, requests finish in 1.0 s on average.",
    "Requests finish in 2.0 s on average when run concurrently.",
    "The whole set completes in 4 s instead of 16 s when run sequentially.",
    "In parallel, a request takes 6.0 s in the worst case.",
    "On average, each request takes 2.0 s end to end when run concurrently.",
    "Run sequentially, a request gets its first token after 500 ms.",
    "Serving users one at a time, throughput is 2 req/s.",
    "Requests issued sequentially take 3 s each on average.",
    "A request in the sequential run waits 500 ms for its first token.",
])
def test_twists_read_completely_are_false(wits, s):
    assert verdict(wits["modes"], s) == "false"


@pytest.mark.parametrize("s", [
    # honest, but a statistic the words do not fix: never false (every statistic must agree for net-true)
    "A typical request completes in 1.0 s in the sequential run.",
    "A typical request completes in 2.0 s in the sequential run.",
    "Each request takes 2.0 s when run sequentially.",
    # how many at once, or how many in all? not read
    "Running sixteen requests concurrently is 4x faster than running them one by one.",
])
def test_honest_or_unfixed_statements_are_never_false(wits, s):
    assert verdict(wits["modes"], s) != "false"


@pytest.mark.parametrize("name", ["three", "mixed"])
@pytest.mark.parametrize("s", [
    "Running requests concurrently is 4x faster than running them sequentially.",
    "Each request takes 2.0 s end to end on average when run sequentially.",
    "The whole set completes in 4 s instead of 16 s when run concurrently.",
])
def test_a_mode_names_an_arm_only_when_exactly_one_arm_runs_so(wits, name, s):
    # three arms (two concurrent), or two concurrent arms: "concurrently" names no one arm
    if name == "three" and "sequentially" in s and "concurrently" not in s:
        # ... but "sequentially" does name r1, the one arm of three at concurrency 1 (since 2026-12-05 the
        # sequential adverbs are phrases of the setting concurrency = 1: of some arms their name, of every arm a
        # setting of the whole witness); r1's mean end-to-end latency is 2.0 s
        assert verdict(wits[name], s) == "net-true"
        return
    assert verdict(wits[name], s) == "not-yet"


def test_mode_phrases_are_arms_only_by_declaration():
    st = {"r1": {"workers": 1, "concurrency": 1}, "r8": {"workers": 8, "concurrency": 8}}
    r = read_full("Running them concurrently is 4x faster than running them one at a time.", "",
                  {"r1": [], "r8": []}, arm_settings=st)
    (a,) = r.reading.assertions
    assert (a.treatment, a.baseline, a.value) == ("r8", "r1", 4.0)
    # the requests in flight are the degree where declared: one worker sending eight at a time runs concurrently
    one_worker = {"r1": {"workers": 1, "concurrency": 1}, "r8": {"workers": 1, "concurrency": 8}}
    r = read_full("Running them concurrently is 4x faster than running them one at a time.", "",
                  {"r1": [], "r8": []}, arm_settings=one_worker)
    (a,) = r.reading.assertions
    assert (a.treatment, a.baseline) == ("r8", "r1")
    # eight slots fed one request at a time: neither mode; two concurrent arms: no mode names an arm
    for st in ({"r1": {"concurrency": 1, "parallel_slots": 8}, "r8": {"concurrency": 8, "parallel_slots": 8}},
               {"r1": {"workers": 4}, "r8": {"workers": 8}}):
        r = read_full("Running them concurrently is 4x faster than running them sequentially.", "",
                      {"r1": [], "r8": []}, arm_settings=st)
        assert not r.reading.assertions, st


# --- a second witness, built by real_sentences.witness_specs (A(..., seq=True) and a concurrent arm) --------------
# ``solo`` (baseline): one worker, concurrency 1, ten requests back to back (seq=True), TTFT 0.2 s, TPOT 0.04 s,
# 6 output tokens: every request 0.2 + 5 x 0.04 = 0.4 s end to end; wall 10 x 0.4 = 4.0 s; 2.5 req/s, 15 tok/s.
# ``c16`` (treatment): 16 workers, concurrency 16, 8 req/s (wall 10 / 8 = 1.25 s), TPOT 0.04 s, 6 tokens; TTFT nine
# requests at a = (3 - 0.6 / 0.91) / (10 - 1 / 0.91) = 0.26296 s and one at c = a + (0.6 - a) / 0.91 = 0.63333 s:
# TTFT mean 0.3 s, p99 0.6 s, median 0.263 s; end to end (TTFT + 5 x 0.04 s) mean 0.5 s, median 0.463 s, max 0.8333 s.
# throughput(c16) / throughput(solo) = 8 / 2.5 = 3.2.
SPEC_ARMS = [A("c16", workers=16, settings={"concurrency": 16}, thr=8, ttft_mp=(0.3, 0.6), tpot=0.04, tok=6),
             A("solo", workers=1, settings={"concurrency": 1}, seq=True, ttft=0.2, tpot=0.04, tok=6, role="baseline")]


SPEC = Spec("modes16", SPEC_ARMS, key="")


@pytest.fixture(scope="module")
def spec_wit(tmp_path_factory):
    return {SPEC.id: str(seal(tmp_path_factory.mktemp("per_request_spec") / "w", *witness_for(SPEC)))}


SPEC_CASES = [
    ("Sending 16 requests at a time delivers 3.2x the throughput of sending them sequentially.",
     ["Sending 16 requests at a time delivers 6.4x the throughput of sending them sequentially.",
      "Sending them sequentially delivers 3.2x the throughput of sending 16 requests at a time.",
      "Sending 32 requests at a time delivers 3.2x the throughput of sending them sequentially."]),
    ("When run in parallel, a request waits 300 ms for its first token on average.",
     ["When run in parallel, a request waits 300 ms for its first token at the median.",   # median 263 ms
      "When run in parallel, a request waits 450 ms for its first token on average.",
      "When run one at a time, a request waits 300 ms for its first token on average."]),
    ("Sequentially, each request takes 400 ms end to end.",
     ["Sequentially, each request takes 600 ms end to end.",
      "Concurrently, each request takes 400 ms end to end.",
      "Sequentially, each request takes 200 ms end to end."]),
    ("At concurrency 16, the slowest request takes 0.83 s end to end.",
     ["At concurrency 16, the slowest request takes 0.5 s end to end.",     # the mean
      "At concurrency 16, the fastest request takes 0.83 s end to end.",
      "At concurrency 16, the slowest request takes 1.25 s end to end."]),  # the wall
    ("Run one at a time, the benchmark took 4.0 s.",
     ["Run 16 at a time, the benchmark took 4.0 s.",
      "Run one at a time, the benchmark took 6.0 s."]),
    ("The whole set completes in 1.25 s instead of 4.0 s when run 16 at a time.",
     ["The whole set completes in 4.0 s instead of 1.25 s when run 16 at a time.",
      "The whole set completes in 1.25 s instead of 4.0 s when run 32 at a time.",
      "The whole set completes in 1.25 s instead of 4.0 s when run one at a time."]),
]


@pytest.mark.parametrize("s", [c[0] for c in SPEC_CASES])
def test_true_statements_on_the_spec_witness(spec_wit, s):
    assert grade_case(SPEC, s, spec_wit).verdict == "net-true"


@pytest.mark.parametrize("s", [t for c in SPEC_CASES for t in c[1]])
def test_twins_on_the_spec_witness(spec_wit, s):
    assert grade_case(SPEC, s, spec_wit).verdict != "net-true"


# --- a grid: every mode phrase x statistic x request frame, against the hand-worked numbers of ``modes`` ----------
# (r1: mean 2.0 s, median 1.0 s, max 9.0 s; r8: mean 2.25 s, median 2.0 s, max 4.0 s end to end)
HAND = {"r1": {"mean": 2.0, "median": 1.0, "max": 9.0}, "r8": {"mean": 2.25, "median": 2.0, "max": 4.0}}
MODE_LEADS = {"r1": ["Sequentially", "One at a time", "When run one by one", "Serially", "In the sequential run"],
              "r8": ["Concurrently", "In parallel", "Eight at a time", "When run 8 at once", "In the concurrent run"]}
STAT_TAILS = {"mean": "on average", "median": "at the median", "max": "in the worst case"}
FRAMES = ["{lead}, each request takes {v:g} s end to end {tail}.", "{lead}, requests finish in {v:g} s {tail}.",
          "{lead}, a request spends {v:g} s in flight {tail}."]
GRID = [(arm, lead, st, f) for arm, leads in MODE_LEADS.items() for lead in leads for st in STAT_TAILS for f in FRAMES]


def _say(frame: str, lead: str, st: str, v: float) -> str:
    return frame.format(lead=lead, v=v, tail=STAT_TAILS[st])


@pytest.mark.parametrize("arm,lead,st,frame", GRID)
def test_grid_true_and_twisted(wits, arm, lead, st, frame):
    other = "r8" if arm == "r1" else "r1"
    v = HAND[arm][st]
    assert verdict(wits["modes"], _say(frame, lead, st, v)) == "net-true"
    # the other arm's value, the value x1.5, another statistic's value: never net-true
    alt = next(s for s in STAT_TAILS if s != st and HAND[arm][s] != v)
    for twin in (_say(frame, lead, st, HAND[other][st]), _say(frame, lead, st, v * 1.5),
                 _say(frame, lead, alt, v)):
        assert verdict(wits["modes"], twin) != "net-true", twin


@pytest.mark.parametrize("statement", [
    "Running 16 requests (see Figure 2) concurrently is 3.2x faster than running them one at a time.",
    "Running sixteen requests (see Figure 2) concurrently is 3.2x faster than running them one at a time.",
    "Sending 16 requests (see Figure 2) at a time delivers 3.2x the throughput of sending them sequentially.",
])
def test_a_gerund_count_split_from_its_mode_is_not_a_total(statement, spec_wit):
    """'Sending 16 requests ... at a time': how many at a time, never the witness's total of requests. With prose
    between the count and its mode the count was read as tasks(c16) = 16 and contradicted (10): an accusation
    (found by a prose-insertion probe of the lead's batteries)."""
    assert_never_false(grade_case(SPEC, statement, spec_wit), statement)
