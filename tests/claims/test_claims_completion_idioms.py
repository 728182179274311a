"""Completion idioms, attribution leads and a move's object (CNT): a count's success verb in the passive or after
"successfully" (grammar production passive_count: "All 120 requests were successfully finished on both engines"),
a count whose request noun is left out before a phrase of every arm (production elided_count, count_arms.arms_unit_at:
"all 80 completed in both runs", "All 80 succeeded on both main and pr-11234"), "platform(s)" / "accelerator(s)" as
nouns of the two arms ("Every one of the 320 benchmark requests completed on both platforms"), a bare "or" between arms
after a universal zero (production count_arms_or: "no failures were observed with TP2 or PP2": none in either), an
attribution lead (figure_leads.attribution, production attribution_lead: "The auditor confirmed a request throughput of
...", "Our logs show ...", "The bot reports: ...", "We confirmed that ...", "According to the dashboard, ...") and what
the author moved before "to" in a move that names the arm (event_arms._move_object, production move_to_arm: "when we
moved the same traffic to H200").

Each true statement is read completely and grades net-true; each twin (a wrong count, x1.5 / x0.5 values, the arms
swapped, the direction flipped, a negation, a negated or modal attribution, another arm) is never net-true; a witness
where one request of an arm failed never makes a completion count net-true; unclear variants are never false.

Witnesses, worked out by hand (real_sentences.witness_specs rows: every request of an arm alike; the wall is n / thr):

* ``br``: main (baseline) / pr-11234 (treatment), 160 requests each, vLLM; ``br_fail``: pr-11234's t007 failed.
* ``hw``: h100-sxm (alias "H100", hardware "1 x NVIDIA H100 SXM 80GB", baseline, 2.26 req/s) / h200-sxm ("H200",
  "1 x NVIDIA H200 SXM 141GB", treatment, 3.23 req/s), 320 requests each, no shared hardware record; ``hw_fail``:
  h100-sxm's t100 failed.
* ``eng``: vllm (settings engine vllm, baseline) / tgi (engine tgi), 120 requests each; ``eng_fail``: tgi's t003 failed.
* ``tp3``: tp1 (tensor_parallel_size 1, baseline, 0.77 req/s) / tp2 (tensor_parallel_size 2, 1.37 req/s) / pp2
  (pipeline_parallel_size 2, 1.2 req/s), 80 requests each, tp1's t001 and t002 failed (2 of 80); ``tp3_pp_fail``: also
  pp2's t003 failed; ``tp3_clean``: none failed.
* ``tp2``: tp1 (0.77 req/s) / tp2 (1.37 req/s), 80 requests each: 1.37 / 0.77 = 1.779x; ``tp2_fail``: tp2's t010 failed.
* ``bc``: baseline (engine_version "v0.6.3", 10.0 s wall) / candidate ("v0.7.0", 8.0 s wall), 40 requests each;
  ``bc_fail``: baseline's t004 failed.
* ``q``: fp16 (aliases "FP16", "the fp16 run"; quantization fp16, baseline, median TTFT 560 ms) / w8a8 ("W8A8";
  quantization w8a8, treatment, TTFT 400 ms), 50 requests each.
* ``apc``: off (enable_prefix_caching False, baseline, 2.0 req/s) / on (True, treatment, 2.5 req/s), 60 requests each;
  ``apc_s``: the same declared "on" / "off" strings; ``apc_fail``: on's t002 failed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

NEG = "It is not true that "

BR = [A("main", n=160, thr=1.0, role="baseline"), A("pr-11234", n=160, thr=1.2, role="treatment")]
HW = [A("h100-sxm", "H100", n=320, thr=2.26, role="baseline", hardware="1 x NVIDIA H100 SXM 80GB"),
      A("h200-sxm", "H200", n=320, thr=3.23, role="treatment", hardware="1 x NVIDIA H200 SXM 141GB")]
ENG = [A("vllm", n=120, thr=1.0, role="baseline", settings={"engine": "vllm"}),
       A("tgi", n=120, thr=1.2, role="treatment", settings={"engine": "tgi"})]
TP3 = [A("tp1", n=80, thr=0.77, role="baseline", settings={"tensor_parallel_size": 1}),
       A("tp2", n=80, thr=1.37, role="treatment", settings={"tensor_parallel_size": 2}),
       A("pp2", n=80, thr=1.2, role="treatment", settings={"pipeline_parallel_size": 2})]
TP2 = TP3[:2]
BC = [A("baseline", n=40, wall=10.0, role="baseline", settings={"engine_version": "v0.6.3"}),
      A("candidate", n=40, wall=8.0, role="treatment", settings={"engine_version": "v0.7.0"})]
Q = [A("fp16", "FP16", "the fp16 run", n=50, ttft=0.56, role="baseline", settings={"quantization": "fp16"}),
     A("w8a8", "W8A8", n=50, ttft=0.4, role="treatment", settings={"quantization": "w8a8"})]
APC = [A("off", n=60, thr=2.0, role="baseline", settings={"enable_prefix_caching": False}),
       A("on", n=60, thr=2.5, role="treatment", settings={"enable_prefix_caching": True})]
APC_S = [A("apc-off", n=60, thr=2.0, role="baseline", settings={"enable_prefix_caching": "off"}),
         A("apc-on", n=60, thr=2.5, role="treatment", settings={"enable_prefix_caching": "on"})]

#: name -> (arms, engine, hardware (None: the witness records none of its own), failed (arm, task)s, scope)
SPECS = {
    "br": (BR, "vLLM", "1 x NVIDIA H100 80GB HBM3", (), "160 requests per arm"),
    "br_fail": (BR, "vLLM", "1 x NVIDIA H100 80GB HBM3", (("pr-11234", "t007"),), "160 requests per arm"),
    "hw": (HW, "vLLM", None, (), "320 requests per arm"),
    "hw_fail": (HW, "vLLM", None, (("h100-sxm", "t100"),), "320 requests per arm"),
    "eng": (ENG, None, "1 x NVIDIA H100 80GB HBM3", (), "120 requests per arm"),
    "eng_fail": (ENG, None, "1 x NVIDIA H100 80GB HBM3", (("tgi", "t003"),), "120 requests per arm"),
    "tp3": (TP3, "vLLM", "1 x NVIDIA H100 80GB HBM3", (("tp1", "t001"), ("tp1", "t002")), "80 requests per arm"),
    "tp3_pp_fail": (TP3, "vLLM", "1 x NVIDIA H100 80GB HBM3", (("tp1", "t001"), ("tp1", "t002"), ("pp2", "t003")),
                    "80 requests per arm"),
    "tp3_clean": (TP3, "vLLM", "1 x NVIDIA H100 80GB HBM3", (), "80 requests per arm"),
    "tp2": (TP2, "vLLM", "1 x NVIDIA H100 80GB HBM3", (), "80 requests per arm"),
    "tp2_fail": (TP2, "vLLM", "1 x NVIDIA H100 80GB HBM3", (("tp2", "t010"),), "80 requests per arm"),
    "bc": (BC, "vLLM", "1 x NVIDIA H100 80GB HBM3", (), "40 requests per arm"),
    "bc_fail": (BC, "vLLM", "1 x NVIDIA H100 80GB HBM3", (("baseline", "t004"),), "40 requests per arm"),
    "q": (Q, "vLLM", "1 x NVIDIA H100 80GB HBM3", (), "50 requests per arm"),
    "apc": (APC, "vLLM", "1 x NVIDIA H100 80GB HBM3", (), "60 requests per arm"),
    "apc_s": (APC_S, "vLLM", "1 x NVIDIA H100 80GB HBM3", (), "60 requests per arm"),
    "apc_fail": (APC, "vLLM", "1 x NVIDIA H100 80GB HBM3", (("on", "t002"),), "60 requests per arm"),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("completion_idioms")
    out = {}
    for name, (arms, engine, hw, fail, _scope) in SPECS.items():
        w, files = witness_for(Spec(name, list(arms), key="", engine=engine, hw=hw))
        if fail:
            files = {"rows.jsonl": [{**r, "ok": False} if (r["arm"], r["task_id"]) in fail else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SPECS[name][4])


# (witness, true statement, twins that must never be net-true)
CASES = [
    # the count in the passive, "successfully" before the verb, "platform(s)" as the arms' noun
    ("br", "All 160 requests succeeded on both main and pr-11234.",
     ["All 240 requests succeeded on both main and pr-11234.", "All 80 requests succeeded on both main and pr-11234.",
      NEG + "all 160 requests succeeded on both main and pr-11234."]),
    ("hw", "Every one of the 320 benchmark requests completed on both platforms.",
     ["Every one of the 480 benchmark requests completed on both platforms.",
      "Every one of the 160 benchmark requests completed on both platforms.",
      NEG + "every one of the 320 benchmark requests completed on both platforms."]),
    ("hw", "All 320 requests completed on both accelerators.", ["All 480 requests completed on both accelerators."]),
    ("hw", "Each of the 320 requests completed on both H100 and H200.",
     ["Each of the 160 requests completed on both H100 and H200."]),
    ("eng", "All 120 requests were successfully finished on both engines.",
     ["All 180 requests were successfully finished on both engines.",
      "All 60 requests were successfully finished on both engines.",
      "All 240 requests were successfully finished on both engines.",
      NEG + "all 120 requests were successfully finished on both engines."]),
    ("eng", "All 120 requests were finished on both engines.", ["All 180 requests were finished on both engines."]),
    ("eng", "All 120 requests were completed on both vLLM and TGI.",
     ["All 180 requests were completed on both vLLM and TGI.", "All 120 requests were not completed on both vLLM and TGI."]),
    ("eng", "All 120 requests successfully completed on both engines.",
     ["All 180 requests successfully completed on both engines."]),
    ("eng", "All 120 requests were successfully served on both engines.",
     ["All 60 requests were successfully served on both engines."]),
    ("bc", "All 40 requests were completed on both builds.", ["All 60 requests were completed on both builds."]),
    ("apc", "All 60 prompts were successfully completed with and without prefix caching.",
     ["All 90 prompts were successfully completed with and without prefix caching."]),
    # the request noun left out before a phrase of every arm
    ("tp2", "All 80 completed in both runs.",
     ["All 120 completed in both runs.", "All 40 completed in both runs.", "All 160 completed in both runs.",
      NEG + "all 80 completed in both runs."]),
    ("tp2", "all 80 finished in either run", ["all 120 finished in either run"]),
    ("tp2", "All 80 succeeded on both TP1 and TP2.", ["All 40 succeeded on both TP1 and TP2."]),
    ("br", "All 160 succeeded on both main and pr-11234.",
     ["All 240 succeeded on both main and pr-11234.", "All 80 succeeded on both main and pr-11234."]),
    ("bc", "All 40 completed on both v0.6.3 and v0.7.0.", ["All 60 completed on both v0.6.3 and v0.7.0."]),
    ("q", "All 50 completed successfully in both runs.", ["All 75 completed successfully in both runs."]),
    ("tp3_clean", "All 80 completed in all three configurations.", ["All 120 completed in all three configurations."]),
    ("apc_s", "All 60 finished on both.", ["All 30 finished on both."]),
    ("hw", "All 320 completed on both platforms.", ["All 480 completed on both platforms."]),
    # "or" between arms after a universal zero: none in either
    ("tp3", "Two of the 80 requests failed in the TP1 configuration; no failures were observed with TP2 or PP2.",
     ["Two of the 80 requests failed in the TP1 configuration; no failures were observed with TP1 or PP2.",
      "Three of the 80 requests failed in the TP1 configuration; no failures were observed with TP2 or PP2.",
      "Two of the 80 requests failed in the TP2 configuration; no failures were observed with TP1 or PP2.",
      NEG + "no failures were observed with TP2 or PP2."]),
    ("tp3", "No failures were observed with TP2 or PP2.",
     ["No failures were observed with TP1 or PP2.", "No failures were observed with TP2 or TP1.",
      "Failures were observed with TP2 or PP2."]),
    ("tp3", "No requests failed on TP2 or PP2.", ["No requests failed on TP1 or TP2."]),
    ("tp3", "There were no errors with TP2 or PP2.", ["There were no errors with PP2 or TP1."]),
    ("eng", "No request failed on vLLM or TGI.", []),
    ("br", "No failures were observed with main or pr-11234.", []),
    # an attribution lead: the clause after it graded as it stands
    ("tp2", "The auditor confirmed a request throughput of 1.37 req/s for TP2 and 0.77 req/s for TP1.",
     ["The auditor confirmed a request throughput of 2.06 req/s for TP2 and 0.77 req/s for TP1.",
      "The auditor confirmed a request throughput of 0.69 req/s for TP2 and 0.77 req/s for TP1.",
      "The auditor confirmed a request throughput of 0.77 req/s for TP2 and 1.37 req/s for TP1.",
      "The auditor confirmed a request throughput of 1.37 req/s for TP1 and 0.77 req/s for TP2.",
      "The auditor could not confirm a request throughput of 1.37 req/s for TP2 and 0.77 req/s for TP1.",
      "The auditor did not confirm a request throughput of 1.37 req/s for TP2 and 0.77 req/s for TP1.",
      "The auditor never confirmed a request throughput of 1.37 req/s for TP2 and 0.77 req/s for TP1.",
      "The auditor may confirm a request throughput of 1.37 req/s for TP2 and 0.77 req/s for TP1.",
      "The auditor confirmed a request throughput of 1.37 req/s for TP2 and 0.77 req/s for TP1 on an A100.",
      NEG + "the auditor confirmed a request throughput of 1.37 req/s for TP2 and 0.77 req/s for TP1."]),
    ("tp2", "Our logs show that TP2 is about 1.8x faster than TP1 on request throughput.",
     ["Our logs show that TP2 is about 2.7x faster than TP1 on request throughput.",
      "Our logs show that TP2 is about 1.8x slower than TP1 on request throughput.",
      "Our logs show that TP1 is about 1.8x faster than TP2 on request throughput.",
      "Our logs show that TP2 is not about 1.8x faster than TP1 on request throughput.",
      "Our logs may show that TP2 is about 1.8x faster than TP1 on request throughput."]),
    ("tp2", "The dashboard shows TP2 at 1.37 req/s.", ["The dashboard shows TP1 at 1.37 req/s.",
                                                       "The dashboard shows TP2 at 2.06 req/s.",
                                                       "vLLM's dashboard shows TP2 at 2.06 req/s."]),
    ("br", "The bot reports: all 160 requests succeeded on both main and pr-11234.",
     ["The bot reports: all 240 requests succeeded on both main and pr-11234."]),
    ("br", "The benchmark bot reports a request throughput of 1.2 req/s on pr-11234 vs 1.0 req/s on main.",
     ["The benchmark bot reports a request throughput of 1.0 req/s on pr-11234 vs 1.2 req/s on main.",
      "The benchmark bot reports a request throughput of 1.8 req/s on pr-11234 vs 1.0 req/s on main."]),
    ("bc", "We confirmed that all 40 requests completed on both builds.",
     ["We confirmed that all 60 requests completed on both builds.",
      "We could not confirm that all 40 requests completed on both builds."]),
    ("q", "According to the dashboard, median TTFT was 400 ms with W8A8 vs 560 ms with FP16.",
     ["According to the dashboard, median TTFT was 560 ms with W8A8 vs 400 ms with FP16.",
      "According to the dashboard, median TTFT was 600 ms with W8A8 vs 560 ms with FP16.",
      "According to the dashboard, p99 TTFT was 400 ms with W8A8 vs 560 ms with FP16 on two GPUs."]),
    ("apc_s", "Our monitoring recorded 2.5 req/s with prefix caching on and 2.0 req/s with it off.",
     ["Our monitoring recorded 2.0 req/s with prefix caching on and 2.5 req/s with it off.",
      "Our monitoring recorded 3.75 req/s with prefix caching on and 2.0 req/s with it off."]),
    # what the author moved, before "to" and the arm the move names
    ("hw", "Requests per second rose from 2.26 to 3.23 when we moved the same traffic to H200.",
     ["Requests per second rose from 2.26 to 3.23 when we moved the same traffic to H100.",
      "Requests per second rose from 3.23 to 2.26 when we moved the same traffic to H200.",
      "Requests per second fell from 2.26 to 3.23 when we moved the same traffic to H200.",
      "Requests per second rose from 2.26 to 4.85 when we moved the same traffic to H200.",
      "Requests per second rose from 1.13 to 3.23 when we moved the same traffic to H200.",
      "Requests per second did not rise from 2.26 to 3.23 when we moved the same traffic to H200.",
      NEG + "requests per second rose from 2.26 to 3.23 when we moved the same traffic to H200."]),
    ("hw", "Request throughput rose from 2.26 to 3.23 req/s after moving our workload over to H200.",
     ["Request throughput rose from 2.26 to 3.23 req/s after moving our workload over to H100."]),
    ("q", "Median TTFT dropped from 560 ms to 400 ms when we switched the deployment to W8A8.",
     ["Median TTFT dropped from 560 ms to 400 ms when we switched the deployment to FP16.",
      "Mean TTFT dropped from 560 ms to 600 ms when we switched the deployment to W8A8.",
      "Median TTFT rose from 560 ms to 400 ms when we switched the deployment to W8A8."]),
    ("br", "Request throughput went from 1.0 to 1.2 req/s once we moved it to pr-11234.",
     ["Request throughput went from 1.0 to 1.8 req/s once we moved it to pr-11234.",
      "Request throughput went from 1.0 to 1.2 req/s once we moved it to main."]),
]
# part 2: the object "all N" with its noun left out after a verb of serving (production elided_object), "each" and
# an arm noun as the subject (production each_arm_subject), a per-arm unit after "100% of requests completed" and "were
# served", an appositive of who cares about the metric (production metric_appositive), an attribution after "per" and
# at the clause's end, two modifiers before its source
CASES += [
    ("tp2", "Both runs completed all 80.",
     ["Both runs completed all 120.", "Both runs completed all 40.", NEG + "both runs completed all 80."]),
    ("eng", "Each engine served all 120.", ["Each engine served all 180.", "Each engine served all 60."]),
    ("tp3_clean", "Each config completed all 80 requests.",
     ["Each config completed all 120 requests.", "Each config completed all 40 requests."]),
    ("hw", "Each platform completed all 320 requests.", ["Each platform completed all 480 requests."]),
    ("tp2", "100% of requests completed in both runs.", [NEG + "100% of requests completed in both runs."]),
    ("tp2", "All 80 requests were served in both runs.",
     ["All 120 requests were served in both runs.", "All 40 requests were served in both runs."]),
    ("q", "Time to first token, the number customers feel most, dropped from a median of 560 ms to 400 ms.",
     ["Time to first token, the number customers feel most, dropped from a median of 560 ms to 280 ms.",
      "Time to first token, the number customers feel most, dropped from a median of 560 ms to 600 ms.",
      "Time to first token, the number customers feel most, rose from a median of 560 ms to 400 ms.",
      "Time to first token, the number customers feel most, dropped from a median of 400 ms to 560 ms.",
      "Time to first token, the number 2 customers feel most, dropped from a median of 560 ms to 280 ms.",
      "Time to first token, the number customers feel most, did not drop from a median of 560 ms to 400 ms.",
      NEG + "time to first token, the number customers feel most, dropped from a median of 560 ms to 400 ms."]),
    ("q", "Median TTFT, which users feel most, is 400 ms with W8A8 vs 560 ms with FP16.",
     ["Median TTFT, which users feel most, is 400 ms with FP16 vs 560 ms with W8A8.",
      "Median TTFT, which users feel most, is 600 ms with W8A8 vs 560 ms with FP16.",
      "Median TTFT, which FP16 users feel most, is 400 ms with W8A8 vs 560 ms with FP16."]),
    ("q", "Median TTFT, the one that matters most, is 400 ms on W8A8 vs 560 ms on FP16.",
     ["Median TTFT, the one that matters most, is 400 ms on FP16 vs 560 ms on W8A8.",
      "Median TTFT, the one that matters most, is 200 ms on W8A8 vs 560 ms on FP16."]),
    ("q", "TTFT, the metric users notice first, fell from 560 ms to 400 ms with W8A8.",
     ["TTFT, the metric users notice first, fell from 560 ms to 400 ms with FP16.",
      "TTFT, the metric users notice first, fell from 560 ms to 600 ms with W8A8."]),
    ("tp2", "TP2 served 1.37 req/s, per the dashboard.",
     ["TP2 served 2.06 req/s, per the dashboard.", "TP1 served 1.37 req/s, per the dashboard."]),
    ("tp2", "Per our logs, TP2 served 1.37 req/s.", ["Per our logs, TP2 served 0.69 req/s."]),
    ("tp2", "The CI perf bot reports 1.37 req/s for TP2.", ["The CI perf bot reports 1.37 req/s for TP1."]),
    ("tp2", "The load generator recorded 1.37 req/s for TP2 and 0.77 req/s for TP1.",
     ["The load generator recorded 0.77 req/s for TP2 and 1.37 req/s for TP1."]),
]
# part 3: what the author moved before "from" in a move between two arms (production upgrade_lead, _moved_work), "over"
# right after a move's verb, the arm a when-clause ran on ("when running on H200", "when we ran the same traffic on
# H200": production when_arm), "both hardware platforms"
CASES += [
    ("hw", "Requests per second rose 43% when moving the same traffic from H100 to H200.",
     ["Requests per second rose 43% when moving the same traffic from H200 to H100.",
      "Requests per second rose 86% when moving the same traffic from H100 to H200.",
      "Requests per second fell 43% when moving the same traffic from H100 to H200."]),
    ("hw", "When we moved the workload from H100 to H200, requests per second rose 43%.",
     ["When we moved the workload from H200 to H100, requests per second rose 43%.",
      "When we moved the workload from H100 to H200, requests per second rose 21%."]),
    ("q", "Median TTFT fell from 560 ms to 400 ms when we switched over to W8A8.",
     ["Median TTFT fell from 560 ms to 400 ms when we switched over to FP16.",
      "Median TTFT fell from 560 ms to 200 ms when we switched over to W8A8."]),
    ("q", "Median TTFT fell from 560 ms to 400 ms when running on W8A8.",
     ["Median TTFT fell from 560 ms to 400 ms when running on FP16.",
      "Median TTFT fell from 560 ms to 600 ms when running on W8A8."]),
    ("q", "Median TTFT is 400 ms when we ran the same traffic on W8A8.",
     ["Median TTFT is 560 ms when we ran the same traffic on W8A8.",
      "Median TTFT is 400 ms when we ran the same traffic on FP16.",
      "Median TTFT is 400 ms when we never ran the same traffic on W8A8."]),
    ("q", "Median TTFT fell from 560 ms to 400 ms when we replayed it on W8A8.",
     ["Median TTFT fell from 560 ms to 400 ms when we replayed it on FP16."]),
    ("hw", "All 320 requests completed on both hardware platforms.",
     ["All 480 requests completed on both hardware platforms."]),
    # "passed" as "succeeded" (only at the phrase's end or before a phrase of every arm), the code each arm ran and the
    # two sides of an A/B as the arms' nouns ("branches", "commits", "sides")
    ("br", "All 160 requests passed on both main and pr-11234.",
     ["All 240 requests passed on both main and pr-11234.", "All 80 requests passed on both main and pr-11234.",
      "All 160 requests passed the SLO on both main and pr-11234."]),
    ("br", "All 160 passed on both branches.", ["All 240 passed on both branches."]),
    ("br", "All 160 requests succeeded on both branches.", ["All 80 requests succeeded on both branches."]),
    ("br", "Both branches completed all 160 requests.", ["Both branches completed all 240 requests."]),
    ("br", "No request failed on either side.", [NEG + "no request failed on either side."]),
    ("bc", "All 40 requests completed on each commit.", ["All 60 requests completed on each commit."]),
]
IDS = [f"{n}:{s[:60]}" for n, s, _ in CASES]


@pytest.mark.parametrize("name,s,twins", CASES, ids=IDS)
def test_true_statement_is_read_completely_and_net_true(wit, name, s, twins):
    assert_read_net_true(grade(wit, name, s))


@pytest.mark.parametrize("name,s,twins", CASES, ids=IDS)
def test_twins_are_never_net_true(wit, name, s, twins):
    for twin in twins:
        assert_never_net_true(grade(wit, name, twin), twin)


#: a witness where one request of an arm failed: a count of all N completed, or "no failures with A or B" naming the
#: arm that failed, is never net-true there
FAILED = [
    ("br_fail", "All 160 requests succeeded on both main and pr-11234."),
    ("br_fail", "All 160 succeeded on both main and pr-11234."),
    ("br_fail", "No failures were observed with main or pr-11234."),
    ("br_fail", "The bot reports: all 160 requests succeeded on both main and pr-11234."),
    ("hw_fail", "Every one of the 320 benchmark requests completed on both platforms."),
    ("hw_fail", "All 320 completed on both platforms."),
    ("eng_fail", "All 120 requests were successfully finished on both engines."),
    ("eng_fail", "All 120 requests were finished on both engines."),
    ("eng_fail", "All 120 requests successfully completed on both engines."),
    ("eng_fail", "No request failed on vLLM or TGI."),
    ("tp3_pp_fail", "Two of the 80 requests failed in the TP1 configuration; no failures were observed with TP2 or PP2."),
    ("tp3_pp_fail", "No failures were observed with TP2 or PP2."),
    ("tp2_fail", "All 80 completed in both runs."),
    ("tp2_fail", "all 80 finished in either run"),
    ("bc_fail", "We confirmed that all 40 requests completed on both builds."),
    ("bc_fail", "All 40 completed on both v0.6.3 and v0.7.0."),
    ("apc_fail", "All 60 prompts were successfully completed with and without prefix caching."),
    ("tp2_fail", "Both runs completed all 80."),
    ("tp2_fail", "Each run completed all 80 requests."),
    ("tp2_fail", "100% of requests completed in both runs."),
    ("tp2_fail", "All 80 requests were served in both runs."),
    ("eng_fail", "Each engine served all 120."),
    ("br_fail", "All 160 requests passed on both main and pr-11234."),
    ("br_fail", "All 160 passed on both branches."),
    ("br_fail", "Both branches completed all 160 requests."),
    ("br_fail", "No request failed on either side."),
    ("bc_fail", "All 40 requests completed on each commit."),
]


@pytest.mark.parametrize("name,s", FAILED, ids=[f"{n}:{s[:60]}" for n, s in FAILED])
def test_a_failed_request_is_never_net_true(wit, name, s):
    assert_never_net_true(grade(wit, name, s), s)


#: completely read and contradicted by a recomputed count: false (the arm named failed a request)
FALSE = [("tp3_pp_fail", "No failures were observed with TP2 or PP2."),
         ("eng_fail", "All 120 requests were successfully finished on both engines."),
         ("tp2_fail", "All 80 completed in both runs.")]


@pytest.mark.parametrize("name,s", FALSE, ids=[f"{n}:{s[:60]}" for n, s in FALSE])
def test_a_contradicted_count_is_false(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


#: honest but unclear, or left unread: never false ("all 80" with no noun and no phrase of every arm; "or" after a
#: count that is no zero; an attribution to another party's evidence; a move of something that names no work)
UNCLEAR = [
    ("tp2", "All 80 completed."),
    ("tp2", "All 160 completed in both runs."),
    ("tp3", "All 80 completed on TP2 or PP2."),
    ("tp3_clean", "All 80 completed in both configurations."),
    ("tp2", "vLLM's dashboard shows TP2 at 1.37 req/s."),
    ("tp2", "Their logs show that TP2 is about 1.8x faster than TP1 on request throughput."),
    ("tp2", "The vendor reported 1.37 req/s for TP2."),
    ("hw", "Requests per second rose from 2.26 to 3.23 when we moved the 70B model to H200."),
    ("hw", "Requests per second rose from 2.26 to 3.23 when we moved half the traffic to H200."),
    ("tp2", "The auditor confirmed."),
    ("eng", "All 120 requests were processed on both engines."),
    ("tp2", "Both runs completed all 160."),
    ("q", "Time to first token, the number customers feel least, dropped from a median of 560 ms to 400 ms."),
    ("q", "Median TTFT, the number customers never feel, is 400 ms on W8A8 vs 560 ms on FP16."),
    ("q", "Median TTFT, the number customers feel at 2x load, is 400 ms on W8A8 vs 560 ms on FP16."),
    ("tp2", "TP2 served 1.37 req/s, per the vendor."),
    ("q", "Median TTFT fell from 560 ms to 400 ms when we ran half the traffic on W8A8."),
    ("q", "Median TTFT fell from 560 ms to 400 ms when we moved the 8B model from FP16 to W8A8."),
]


@pytest.mark.parametrize("name,s", UNCLEAR, ids=[f"{n}:{s[:60]}" for n, s in UNCLEAR])
def test_unclear_variants_are_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
