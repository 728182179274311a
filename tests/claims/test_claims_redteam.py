"""Red-team twins of the productions landed this session: each row a twist of a true sentence that once graded
net-true (or an honest sentence that once graded false), kept here with its witness so the hole stays shut.

Witness ``pair`` (vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm, every request ok), worked out by hand:
fp8 ("FP8", treatment) 45 output tok/s, mean TTFT 200 ms (nine at 200 ms, one at 500 ms: numpy's p99 ~0.5 s),
TPOT 7.2 ms; bf16 ("BF16", baseline) 30 tok/s, mean TTFT 500 ms (p99 ~0.9 s), TPOT 12 ms. No request failed.

* "Mean TTFT never dropped from 500 ms to 200 ms": production never_failed took "never dropped" as "no request was
  dropped" (failed = 0, true of the witness) and the pair as the drop's values -- net-true for a sentence that
  denies the drop. A metric right before "never" or a from / to / by after it makes it a negated move: unread.
* "Mean TTFT is just over 100 ms with FP8" (the mean is 200 ms): production degree read "just" / "slightly" / "a bit"
  before a relation as nothing, so "just over 100 ms" was the bound "> 100 ms" and graded net-true -- the x0.5 twin of
  a true "just over 190 ms" with it (and in slo_threshold_count, "80 requests had a TTFT just over 10 ms"). A degree
  word that puts the value near its bound (vocabulary.DEGREE_NEAR_BOUND) before a relation stays unread; a margin
  word ("well over", "comfortably under") is the bound and is read.
* "16 requests completed on SGLang" on witness ``eng_fail`` (claims_corpus.witnesses.uniform: vllm 16 requests over a
  4 s wall, sglang 16 over 6 s with task 3 failed: 15 completed): production count read "16 requests" as the arm's
  tasks and "completed" as an inert word -- net-true though one of SGLang's 16 failed. A request count before a verb of
  completion (completed / finished / done / succeeded / served / answered, "were" between) counts the completed
  requests: false where the arm is named, not-yet where the count's arm is not bound.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frame_checks import sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, vLLM, 10 requests per arm"
FP8 = dict(toks=45, ttft_mp=(0.2, 0.5), tpot=0.0072, tok=100, settings={"dtype": "fp8"})
BF16 = dict(toks=30, ttft_mp=(0.5, 0.9), tpot=0.012, tok=100, settings={"dtype": "bf16"})
PAIR = [A("fp8", "FP8", role="treatment", **FP8), A("bf16", "BF16", role="baseline", **BF16)]

wit = sealed_fixture("redteam", {"pair": PAIR}, engine="vLLM")


ENG = {"vllm": {"aliases": ["vLLM"], "workers": 4, "role": "treatment", "settings": {"engine": "vllm"}},
       "sglang": {"aliases": ["SGLang"], "workers": 4, "role": "baseline", "settings": {"engine": "sglang"}}}
ENG_SCOPE = "vLLM vs SGLang"


@pytest.fixture(scope="module")
def eng(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("redteam-eng")
    return {"eng": str(seal(root / "eng", ab_witness(ENG), {"rows.jsonl": uniform("vllm", 16, 4.0, 4)
                                                            + uniform("sglang", 16, 6.0, 4)})),
            "eng_fail": str(seal(root / "eng_fail", ab_witness(ENG), {"rows.jsonl": uniform("vllm", 16, 4.0, 4)
                                                                      + uniform("sglang", 16, 6.0, 4, failed=(3,))}))}


COMPLETED_TRUE = [("eng", "16 requests completed on SGLang."), ("eng", "16 requests were completed in 6 s on SGLang."),
                  ("eng", "16 requests finished in 4 s on vLLM."), ("eng_fail", "15 requests completed on SGLang."),
                  ("eng_fail", "16 requests completed on vLLM.")]
COMPLETED_TWINS = [("eng_fail", s) for s in [
    "16 requests completed on SGLang.", "16 requests completed with SGLang.", "On SGLang, 16 requests completed.",
    "16 requests completed in 6 s on SGLang.", "16 requests finished in 6 s on SGLang.",
    "16 requests were completed in 6 s on SGLang.", "16 requests were served in 6 s on SGLang."]]


@pytest.mark.parametrize("name,s", COMPLETED_TRUE)
def test_a_count_before_a_verb_of_completion_is_read_and_net_true(name, s, eng):
    assert_read_net_true(grade_statement(s, eng[name], ENG_SCOPE))


@pytest.mark.parametrize("name,s", COMPLETED_TWINS)
def test_a_count_of_completed_requests_with_one_failed_is_never_net_true(name, s, eng):
    assert_never_net_true(grade_statement(s, eng[name], ENG_SCOPE), s)


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


TRUE = [("pair", "Mean TTFT dropped from 500 ms to 200 ms."),
        ("pair", "With FP8, mean TTFT dropped from 500 ms to 200 ms."),
        ("pair", "FP8 never failed a request."),
        ("pair", "FP8 never dropped a request.")]

TWINS = [("pair", s) for s in [
    "Mean TTFT never dropped from 500 ms to 200 ms.",
    "Mean TTFT never dropped from ~500 ms to ~200 ms.",
    "Side-effect: mean TTFT never dropped from ~500 ms to ~200 ms.",
    "Mean TTFT never dropped from 500 ms to 200 ms with FP8.",
    "With FP8, mean TTFT never dropped from 500 ms to 200 ms.",
    "Mean TTFT never dropped.",
    "Output throughput never dropped to 30 tok/s.",
    "TPOT never dropped by 40% with FP8.",
]]


@pytest.mark.parametrize("name,s", TRUE)
def test_true_statements_read_completely_and_net_true(name, s, wit):
    assert_read_net_true(grade(wit, name, s))


#: a nearness word before a bound: unread (not-yet), never net-true, never false; a margin word is the bound
NEAR = [("pair", s) for s in [
    "Mean TTFT is just over 100 ms with FP8.", "Mean TTFT is slightly over 100 ms with FP8.",
    "Mean TTFT is just over 190 ms with FP8.", "Mean TTFT is a bit above 100 ms with FP8.",
    "With FP8, mean TTFT is just under 400 ms.", "With FP8, mean TTFT is slightly below 400 ms.",
    "FP8 reaches just over 40 tok/s.", "FP8 reaches just over 20 tok/s.", "FP8 reaches marginally over 20 tok/s.",
    "FP8 is just over 1.4x faster than BF16.", "FP8 is just over 1.1x faster than BF16.",
    "FP8 is slightly under 1.6x faster than BF16.",
]]
MARGIN_TRUE = [("pair", "Mean TTFT is well over 100 ms with BF16."), ("pair", "FP8 reaches well over 40 tok/s."),
               ("pair", "With FP8, mean TTFT is comfortably under 400 ms.")]


@pytest.mark.parametrize("name,s", NEAR)
def test_a_nearness_word_before_a_bound_is_unread(name, s, wit):
    res = grade(wit, name, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", MARGIN_TRUE)
def test_a_margin_word_before_a_bound_is_read(name, s, wit):
    assert_read_net_true(grade(wit, name, s))


#: a floor said with "never dropped below" is another frame's (read, and contradicted here: FP8's mean is 200 ms)
FLOOR = [("pair", "Mean TTFT never dropped below 300 ms with FP8.")]


@pytest.mark.parametrize("name,s", TWINS + FLOOR)
def test_twists_are_never_net_true(name, s, wit):
    assert_never_net_true(grade(wit, name, s), s)


@pytest.mark.parametrize("name,s", TWINS)
def test_twists_of_a_true_sentence_are_never_false(name, s, wit):
    # the twist denies what happened; its words are not read completely, so it is no accusation either
    assert_never_false(grade(wit, name, s), s)


#: production declared_pair: a change naming neither arm takes the witness's declared baseline (before) and treatment
#: (after); read the other way round, the sentence may hold (the author's "before" the treatment run): false only where
#: both orders are contradicted. On ``pair``: fp8 45 tok/s (treatment), bf16 30 tok/s (baseline).
OTHER_ORDER_HOLDS = [
    ("pair", "Output throughput came down from 45 to 30 tok/s."),      # fp8 -> bf16: true the other way round
    ("pair", "Mean TTFT went up from 200 ms to 500 ms."),
    ("pair", "Output tok/s: 45 -> 30"),
    ("pair", "Output throughput fell by 33%."),                        # 45 -> 30 is -33%
]
BOTH_ORDERS_CONTRADICTED = [
    ("pair", "Output tok/s down 50%."),                                # +50% one way, -33% the other
    ("pair", "Output throughput came down from 45 to 20 tok/s."),      # no arm made 20 tok/s
    ("pair", "Mean TTFT went from 500 ms to 100 ms."),                 # no arm's mean TTFT is 100 ms
]


@pytest.mark.parametrize("name,s", OTHER_ORDER_HOLDS)
def test_an_unnamed_change_true_the_other_way_round_is_no_accusation(name, s, wit):
    res = grade(wit, name, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", BOTH_ORDERS_CONTRADICTED)
def test_an_unnamed_change_contradicted_both_ways_is_false(name, s, wit):
    res = grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


#: productions genre_label (a label's topic), sign_off and greeting_line (the name) made words inert that say what
#: follows is retracted, hypothetical or someone else's ('Recap of the hypothetical:', 'Quick follow-up from the
#: roadmap:', 'Cheers, Retracted', 'Cheers, Fake Numbers', 'Cheers, Nope') -- the true sentence around them graded
#: net-true. On ``pair``: FP8 mean TTFT 200 ms, BF16 500 ms. A label topic now holds only a meeting's words
#: (vocabulary.GENRE_TOPIC_WORDS: 'from Tuesday's call', 'of the standup', 'from this morning'); a name never a word
#: of GENRE_TOPIC_NEVER or NAME_NEVER. Each stays unread: never net-true, never false.
BODY = "FP8 cut mean TTFT from 500 ms to 200 ms."
INERT_TRUE = [("pair", s) for s in [
    f"Quick follow-up from Tuesday's call: {BODY}", f"Recap of Tuesday's standup: {BODY}",
    f"Follow-up from the sync: {BODY}", f"Update from this morning: {BODY}", f"{BODY} Cheers, Dana",
    f"{BODY} Best regards, Dana Lee", f"Hi Dana, {BODY}", f"Hi Dana, quick follow-up from Tuesday's call: {BODY}"]]
HIDDEN_TWISTS = [("pair", s) for s in [
    f"Recap of the hypothetical: {BODY}", f"Quick follow-up from the retracted call: {BODY}",
    f"Recap of the debunked standup: {BODY}", f"Quick update from the wishlist: {BODY}",
    f"Quick follow-up from the roadmap: {BODY}", f"Quick follow-up from the marketing deck: {BODY}",
    f"Quick follow-up from the upstream issue: {BODY}", f"Notes from the vendor call: {BODY}",
    f"Recap of the forecast: {BODY}", f"Summary of the proposal: {BODY}",
    f"{BODY} Cheers, Retracted", f"{BODY} Cheers, Fake Numbers", f"{BODY} Cheers, Nope", f"{BODY} Cheers, Jk",
    f"{BODY} Thanks, Just Kidding", f"Hi Retracted, {BODY}", f"Hey Nope, {BODY}"]]


@pytest.mark.parametrize("name,s", INERT_TRUE)
def test_an_inert_label_name_or_sign_off_leaves_a_true_sentence_net_true(name, s, wit):
    assert_read_net_true(grade(wit, name, s))


@pytest.mark.parametrize("name,s", HIDDEN_TWISTS)
def test_a_retraction_hidden_in_a_label_topic_or_a_name_is_never_net_true(name, s, wit):
    res = grade(wit, name, s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)


#: production whole_run_time (and gapped_count, which copies its counted set): "the N requests" after a verb of
#: completion was the requests the arm was given, so "FP8 finishes the 10 requests in 0.22 s" graded net-true where one
#: of FP8's 10 failed. Now it is the completed requests, or the given ones (vocabulary.COUNT_SECOND_MEANINGS "given"):
#: agreeing both ways net-true; where a request failed the meanings differ -- not-yet, never false. Witness
#: ``pair_fail``: ``pair`` with FP8's task t003 failed (9 of its 10 completed). "all N" stays the completed ones.
@pytest.fixture(scope="module")
def fails(tmp_path_factory) -> dict[str, str]:
    from real_sentences.witness_specs import Spec, witness_for
    w, files = witness_for(Spec("pair_fail", PAIR, key="", engine="vLLM"))
    files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "fp8" and r["task_id"] == "t003" else r
                            for r in files["rows.jsonl"]]}
    w2, files2 = witness_for(Spec("pair_ok", PAIR, key="", engine="vLLM"))
    root = tmp_path_factory.mktemp("redteam-fail")
    return {"pair_fail": str(seal(root / "f", w, files)), "pair_ok": str(seal(root / "o", w2, files2))}


#: the walls, worked out by hand: FP8 10 x 100 tokens at 45 tok/s = 22.2 s, BF16 at 30 tok/s = 33.3 s
WHOLE_SET = ["FP8 finishes the 10 requests in about 22 s.", "FP8 completed the 10 requests in about 22 s.",
             "FP8 served the 10 requests in about 22 s.", "FP8 finishes the 10 requests in about 22 s, BF16 in about 33 s.",
             "BF16 completes the 10 requests in about 33 s and FP8 in about 22 s.",
             # the second arm's bare "needs N s" after a whole set stands for the same work, its count too
             "BF16 needs about 33 s to finish the 10 requests; FP8 needs about 22 s.",
             "BF16 finished the 10 requests in about 33 s; FP8 needed about 22 s."]


@pytest.mark.parametrize("s", WHOLE_SET)
def test_the_whole_set_finished_with_a_failed_request_is_never_net_true(s, fails):
    assert_read_net_true(grade_statement(s, fails["pair_ok"], SCOPE))
    res = grade_statement(s, fails["pair_fail"], SCOPE)
    assert_never_net_true(res, s)
    assert_never_false(res, s)


# --- lead-in "No decode regression:" before a value said to stay of one arm (lead_labels._better) ---------------------
# Found at the end of the 2026-12-05 session by a mechanical twist probe: "held" (a value said to stay, "stays at 20 ms
# with X", perhaps one arm's value only) was mapped to "better" for a lower-is-better metric, so the lead-in "No decode
# regression:" was taken out as agreeing although the clause checks one arm's value only. Witness, by hand: radix
# (treatment) TPOT 20 ms, nocache (baseline) 15 ms: decoding regressed with the radix cache.
@pytest.fixture(scope="module")
def regressed(tmp_path_factory):
    from real_sentences.witness_specs import A, Spec, witness_for
    from claims_corpus.witnesses import seal

    arms = [A("radix", "radix cache on", thr=2.0, ttft=0.1, tpot=0.020, tok=100, settings={"prefix_caching": True},
              role="treatment"),
            A("nocache", "radix cache off", thr=1.0, ttft=0.3, tpot=0.015, tok=100, settings={"prefix_caching": False},
              role="baseline")]
    return str(seal(tmp_path_factory.mktemp("regressed") / "w", *witness_for(Spec("r", arms, key=""))))


@pytest.mark.parametrize("s", ["No decode regression: mean TPOT stays at 20 ms with the radix cache.",
                               "No decode regression: mean TPOT remains 20 ms with the radix cache.",
                               "No regression in TPOT: it stays at 20 ms with the radix cache."])
def test_no_regression_lead_before_one_arms_held_value_is_never_net_true(s, regressed):
    res = grade_statement(s, regressed, "10 requests per arm")
    assert res.verdict != "net-true", (s, res.reason)


# --- another metric after the baseline's possessive (production binder, from_binder) -----------------------------------
# Found by the 2026-12-06 red team: "Mean TTFT on FP8 is 60% lower than BF16's TPOT" compares FP8's TTFT with BF16's
# TPOT, a comparison across two metrics; the binder took "BF16's TPOT" and its metric was never set against the
# comparison's, so it was graded TTFT against TTFT (500 ms -> 200 ms: -60%) and net-true. The new from_binder
# ("..., down 60% from BF16's TPOT") inherited it. Now a binder's metric that disagrees with its comparison's leaves the
# binder unread (not-yet, never false); the same metric, or a throughput spelt two ways, reads as before.
# Witness ``pair`` by hand: TTFT mean 200 ms (FP8) vs 500 ms (BF16): -60%; 45 vs 30 tok/s: +50%; TPOT 7.2 vs 12 ms.
CROSS_METRIC = [("pair", s) for s in [
    "Mean TTFT on FP8 is 60% lower than BF16's TPOT.", "FP8 has 60% lower mean TTFT than BF16's TPOT.",
    "Mean TTFT is 200 ms with FP8, down 60% from BF16's TPOT.", "Mean TTFT is 200 ms with FP8, down 60% vs BF16's TPOT.",
    "Mean TTFT is 200 ms with FP8, down 60% from BF16's throughput.", "FP8 has lower TTFT than BF16's TPOT.",
    "FP8 has 50% higher output throughput than BF16's TTFT."]]
SAME_METRIC = [("pair", s) for s in [
    "Mean TTFT on FP8 is 60% lower than BF16's TTFT.", "FP8's mean TTFT is 60% lower than BF16's mean TTFT.",
    "Mean TTFT is 200 ms with FP8, down 60% from BF16's TTFT.",
    "FP8 has 50% higher output throughput than BF16's throughput."]]


@pytest.mark.parametrize("name,s", CROSS_METRIC)
def test_another_metric_after_the_baselines_possessive_is_never_net_true(name, s, wit):
    res = grade(wit, name, s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)


@pytest.mark.parametrize("name,s", SAME_METRIC)
def test_the_comparisons_own_metric_after_the_baselines_possessive_is_read(name, s, wit):
    assert_read_net_true(grade(wit, name, s))


# --- a statistic and another metric after the baseline's possessive in an apposed change (production apposed_change) ---
# Found by the 2026-12-06 red team: "Mean TTFT is 200 ms with FP8, up 1567% from BF16's mean TPOT" (literally true: 200
# ms against BF16's 12 ms TPOT) was graded FALSE -- the change took "mean TPOT" (after the baseline's possessive, the
# baseline's phrase) as its own metric and compared FP8's TPOT with BF16's (7.2 vs 12 ms: -40%). A change whose only
# metric sits right after its baseline's possessive and differs from the value's it stands beside compares two
# metrics: not graded (never false). The value's own metric there reads as before.
CROSS_APPOSED = [("pair", s) for s in [
    "Mean TTFT is 200 ms with FP8, up 1567% from BF16's mean TPOT.",
    "Mean TTFT is 200 ms with FP8, 1567% higher than BF16's mean TPOT.",
    "Mean TTFT is 200 ms with FP8, down 40% from BF16's mean TPOT."]]
SAME_APPOSED = [("pair", s) for s in [
    "Mean TTFT is 200 ms with FP8, down 60% from BF16's mean TTFT.",
    "Mean TTFT is 200 ms with FP8, 60% lower than BF16's mean TTFT."]]


@pytest.mark.parametrize("name,s", CROSS_APPOSED)
def test_an_apposed_change_against_another_metric_of_the_baseline_is_never_graded(name, s, wit):
    res = grade(wit, name, s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)


@pytest.mark.parametrize("name,s", SAME_APPOSED)
def test_an_apposed_change_against_the_same_metric_of_the_baseline_is_read(name, s, wit):
    assert_read_net_true(grade(wit, name, s))


# --- a topic summary before a named pair whose first value is the declared baseline's (production summary_label) -----
# Found by the 2026-12-06 red team: "The tail got worse: p99 TTFT was 360 ms on the old release vs 240 ms on the new
# release" graded net-true -- a named pair's first value is taken as the after one, so "got worse" agreed with 360 ms
# (old) against 240 ms (new) and was taken out as inert; the move from the old release (declared baseline) to the new
# (declared treatment) made the tail better. Where the pair's first arm is the declared baseline and the treatment comes
# after it, the summary agrees only by the convention of order: not taken out (unread, never false). From-to pairs
# and the treatment first read as before. Witness (topic_pair_leads "rel", by hand): p99 TTFT 240 ms (new release,
# treatment) vs 360 ms (old release, baseline).
@pytest.fixture(scope="module")
def releases(tmp_path_factory) -> str:
    from real_sentences.witness_specs import Spec, witness_for
    arms = [A("new", "the new release", ttft_mp=(0.2, 0.24), tpot=0.02, tok=100, role="treatment",
              settings={"commit": "def5678"}),
            A("old", "the old release", ttft_mp=(0.3, 0.36), tpot=0.02, tok=100, role="baseline",
              settings={"commit": "abc1234"})]
    return str(seal(tmp_path_factory.mktemp("releases") / "w", *witness_for(Spec("rel", arms, key=""))))


@pytest.mark.parametrize("s", [
    "The tail got worse: p99 TTFT was 360 ms on the old release vs 240 ms on the new release.",
    "Tail latency regressed: p99 TTFT was 360 ms on the old release compared to 240 ms on the new release.",
    "And the tail got worse too, p99 TTFT was 360 ms on the old release versus 240 ms on the new release."])
def test_a_topic_summary_agreeing_only_by_the_order_of_a_baseline_first_pair_is_never_net_true(s, releases):
    res = grade_statement(s, releases, "Llama-3.1-8B-Instruct, 10 requests per arm")
    assert_never_net_true(res, s)
    assert_never_false(res, s)


@pytest.mark.parametrize("s", [
    "The tail got better: p99 TTFT was 240 ms on the new release vs 360 ms on the old release.",
    "Tail latency improved: p99 TTFT fell from 360 ms on the old release to 240 ms on the new release."])
def test_a_topic_summary_of_the_treatment_first_or_a_from_to_pair_is_read(s, releases):
    assert_read_net_true(grade_statement(s, releases, "Llama-3.1-8B-Instruct, 10 requests per arm"))


# --- other_arm_value: a value right after another arm's phrase is never the subject's --------------------------------
# Witnesses ``bind`` (real_sentences.witness_specs arms, Llama-3.1-8B-Instruct on one H100, 10 requests per arm, 100
# output tokens each), worked out by hand: the treatment 245 output tok/s (2.45 req/s), TTFT 200 ms, TPOT 10 ms; the
# baseline 157 tok/s (1.57 req/s), TTFT 500 ms, TPOT 15 ms. Throughput 245 / 157 = 1.56x (+56%); TTFT 60% lower, 300 ms
# lower, 2.5x lower. Declared four ways: a layout setting (tp2 "TP2" / tp1 "TP1"), main / pr-1234 with commits,
# engines per arm (sglang "SGLang" / vllm "vLLM", no witness-wide engine), a boolean setting (apc-on "prefix caching
# on" / apc-off "prefix caching off").
#
# Before: "TP2 is 300 ms faster on mean TTFT than TP1 at 500 ms", "TP2's mean TTFT is 200 ms, 60% below the TP1
# baseline of 500 ms", "TP2 reaches 245 tok/s, up 56% from the TP1 run's 157 tok/s" and "TP2 outperforms TP1, 245
# tok/s to 157 tok/s" graded FALSE (the baseline's value bound to the subject TP2), and the twists giving the
# baseline the subject's own value ("... than TP1 at 200 ms", "... the TP1 run's 245 tok/s") graded net-true.
_TV = dict(toks=245, ttft=0.2, tpot=0.01, tok=100)
_BV = dict(toks=157, ttft=0.5, tpot=0.015, tok=100)
BIND = {
    "tp": Spec("tp", [A("tp2", "TP2", role="treatment", settings={"layout": "tp2"}, **_TV),
                      A("tp1", "TP1", role="baseline", settings={"layout": "tp1"}, **_BV)], key=""),
    "pr": Spec("pr", [A("pr-1234", "the PR", role="treatment", settings={"commit": "def5678"}, **_TV),
                      A("main", role="baseline", settings={"commit": "abc1234"}, **_BV)], key=""),
    "eng": Spec("eng", [A("sglang", "SGLang", role="treatment", settings={"engine": "SGLang"}, **_TV),
                        A("vllm", "vLLM", role="baseline", settings={"engine": "vLLM"}, **_BV)], key="", engine=None),
    "apc": Spec("apc", [A("apc-on", "prefix caching on", role="treatment", settings={"prefix_caching": True}, **_TV),
                        A("apc-off", "prefix caching off", role="baseline", settings={"prefix_caching": False}, **_BV)],
                key=""),
}
BIND_NAMES = {"tp": ("TP2", "TP1"), "pr": ("pr-1234", "main"), "eng": ("SGLang", "vLLM"),
              "apc": ("prefix caching on", "prefix caching off")}
bind = sealed_fixture("redteam-bind", BIND, name="bind")
BIND_SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"

OTHER_ARM_VALUE = [  # (template, the baseline's value, a twist's value: the subject's own, then x1.5)
    ("{T} is 300 ms faster on {lat} than {B} at {v}.", "500 ms", ["200 ms", "750 ms"]),
    ("{T} is 300 ms faster on {lat} than {B}, at {v}.", "500 ms", ["200 ms"]),
    ("{T}'s {lat} is 200 ms, 60% below the {B} baseline of {v}.", "500 ms", ["200 ms", "750 ms"]),
    ("{T}'s {lat} is 200 ms, 60% lower than the {B} run of {v}.", "500 ms", ["200 ms"]),
    ("{T} reaches 245 {u}, up 56% from the {B} run's {v}.", "157 {u}", ["245 {u}", "235 {u}"]),
    ("{T} reaches 245 {u}, up 56% from the {B} config's {v}.", "157 {u}", ["245 {u}"]),
    ("{T} outperforms {B}, 245 {u} to {v}.", "157 {u}", ["245 {u}", "235 {u}"]),
    ("{T} beats {B} on output throughput, 245 {u} to {v}.", "157 {u}", ["245 {u}"]),
    ("{T} beats {B}, at {v}, with 245 {u}.", "157 {u}", ["245 {u}"]),
    ("{T}'s {lat} is 200 ms, 60% lower than {B} with {v}.", "500 ms", ["200 ms"]),
    ("{T}'s {lat} is 200 ms, 60% lower than the {B} config at {v}.", "500 ms", ["200 ms"]),
    # a metric or statistic in the other arm's phrase (held14, development half: "531 ms, more than 4x the c=8 mean of
    # 117 ms" graded FALSE)
    ("{T}'s {lat} is 200 ms, 60% below the {B} mean of {v}.", "500 ms", ["200 ms", "750 ms"]),
    ("{T}'s {lat} is 200 ms, 60% below the {B} mean TTFT of {v}.", "500 ms", ["200 ms"]),
    ("{T}'s {lat} is 200 ms, 60% below the {B} TTFT of {v}.", "500 ms", ["200 ms"]),
    ("{T}'s {lat} is 200 ms, 60% below the {B} time to first token of {v}.", "500 ms", ["200 ms"]),
]
_LATS = ["mean TTFT", "average time to first token", "mean time-to-first-token"]
_UNITS = ["tok/s", "tokens/s", "output tokens per second"]


def _other_arm_rows(twins: bool) -> list[tuple[str, str]]:
    rows = []
    for name, (t, b) in BIND_NAMES.items():
        for tmpl, v, tw in OTHER_ARM_VALUE:
            for lat, u in zip(_LATS, _UNITS):
                for val in (tw if twins else [v]):
                    s = tmpl.format(T=t, B=b, lat=lat, u=u, v=val.format(u=u))
                    rows.append((name, s[0].upper() + s[1:]))
    return rows


@pytest.mark.parametrize("name,s", _other_arm_rows(False))
def test_a_value_after_another_arms_phrase_is_never_an_accusation(name, s, bind):
    assert_never_false(grade_statement(s, bind[name], BIND_SCOPE), s)


@pytest.mark.parametrize("name,s", _other_arm_rows(True))
def test_a_value_after_another_arms_phrase_is_never_graded_as_the_subjects(name, s, bind):
    assert_never_net_true(grade_statement(s, bind[name], BIND_SCOPE), s)


#: still read: the arm's value where a construct binds it ("1.56x the TP1 baseline of", "TP1's", "for TP1", "vs")
BOUND_TRUE = [(n, s.format(T=t, B=b)) for n, (t, b) in BIND_NAMES.items() for s in [
    "{T} reaches 245 tok/s, 1.56x the {B} baseline of 157 tokens/s.", "{T} reaches 245 tok/s, 1.56x {B}'s 157 tok/s.",
    "{T} reaches 245 tok/s vs 157 tok/s for {B}.", "Mean TTFT is 200 ms with {T} vs 500 ms with {B}."]]


@pytest.mark.parametrize("name,s", BOUND_TRUE)
def test_a_value_a_construct_binds_to_its_arm_is_still_read(name, s, bind):
    assert_read_net_true(grade_statement(s, bind[name], BIND_SCOPE))


# --- a scope's memory amount beside a Jetson arm's name is swallowed (found by the red team, NOT fixed: handed over) ----
# Witness ``mem`` (llama.cpp; arms declared "Jetson AGX Orin" (hardware "NVIDIA Jetson AGX Orin 64GB", treatment, 245
# tok/s) and "Mac mini M4 Pro" ("Apple M4 Pro 48GB", baseline, 157 tok/s)). The scope "Jetson AGX Orin 32GB vs Mac mini
# M4 Pro 48GB" (32GB: not the Orin's 64GB) and "48GB Jetson AGX Orin vs 64GB Mac mini M4 Pro" (the amounts swapped)
# grade net-true: the amount next to "Jetson AGX Orin" (descriptors._jetson + _memory_after) never reaches the graded
# facts (no quantity, no unread span), while "Mac mini M4 Pro 24GB" is unbound (not-yet) as it should be.
MEM = {"mem": Spec("mem", [A("orin", "Jetson AGX Orin", role="treatment", hardware="NVIDIA Jetson AGX Orin 64GB", **_TV),
                           A("m4", "Mac mini M4 Pro", role="baseline", hardware="Apple M4 Pro 48GB", **_BV)],
                   key="", engine="llama.cpp", hw=None)}
mem = sealed_fixture("redteam-mem", MEM, name="mem")
MEM_TRUE = "Jetson AGX Orin reaches 245 tok/s vs 157 tok/s on the Mac mini M4 Pro."


# Fixed (descriptors._scope_memory: an amount before "vs" / "versus", an arm's name or a Jetson / Mac name is read;
# arm_hardware._bind_named_memory binds one right before an arm's name too): each such amount is a memory fact, bound to
# the arm beside it where its record holds the amount, else checked against every arm (not-yet, never net-true).
@pytest.mark.parametrize("scope", ["llama.cpp, Jetson AGX Orin 32GB vs Mac mini M4 Pro 48GB",
                                   "llama.cpp, 48GB Jetson AGX Orin vs 64GB Mac mini M4 Pro",
                                   "48GB Jetson AGX Orin vs 48GB Mac mini M4 Pro",
                                   "Jetson AGX Orin 48GB versus Mac mini M4 Pro 48GB"])
def test_a_wrong_memory_amount_beside_a_jetson_arm_is_never_net_true(scope, mem):
    assert_never_net_true(grade_statement(MEM_TRUE, mem["mem"], scope), scope)


@pytest.mark.parametrize("scope", ["llama.cpp, Jetson AGX Orin 64GB vs Mac mini M4 Pro 24GB",
                                   "llama.cpp, Jetson AGX Orin 48GB vs Mac mini M4 Pro 64GB"])
def test_a_wrong_memory_amount_beside_the_other_arm_is_never_net_true(scope, mem):
    assert_never_net_true(grade_statement(MEM_TRUE, mem["mem"], scope), scope)


@pytest.mark.parametrize("scope", ["llama.cpp, Jetson AGX Orin 64GB (MAXN) vs Mac mini M4 Pro 48GB",
                                   "llama.cpp, Jetson AGX Orin (64GB) vs Mac mini M4 Pro (48GB)",
                                   "llama.cpp, Mac mini M4 Pro 48GB vs Jetson AGX Orin 64GB"])
def test_an_honest_per_arm_memory_scope_is_never_false(scope, mem):
    assert_never_false(grade_statement(MEM_TRUE, mem["mem"], scope), scope)


@pytest.mark.parametrize("scope", ["llama.cpp, Jetson AGX Orin 64GB vs Mac mini M4 Pro 48GB",
                                   "llama.cpp, 64GB Jetson AGX Orin vs 48GB Mac mini M4 Pro",
                                   "the 64GB Jetson AGX Orin and the 48GB Mac mini M4 Pro",
                                   "llama.cpp, Jetson AGX Orin (64GB) vs Mac mini M4 Pro (48GB)"])
def test_an_honest_per_arm_memory_scope_holds(scope, mem):
    res = grade_statement(MEM_TRUE, mem["mem"], scope)
    assert res.verdict == "net-true", (scope, res.reason)


# --- a number that restates another is graded too (productions per_token_restated, tokens_in_time) -------------------
# Found by the 2026-12-06 (s9) red team on the real-sentence corpus (rs309, rs310, rs432, rs433), twisting each number
# just beyond its stated precision: "main branch (--threads 13): 92.71 ms/token (10.79 tokens/s)" of a run at 92.69
# ms/token and "675 tokens in 50 sec : 13,46 t/sec" of a run of 673 tokens graded net-true. The time per token and the
# count were read only as agreeing with the rate beside them (within its precision), never against the witness. Now the
# rate is graded within the time's precision too (a second assertion, grammar.RESTATED_TIME_RULE) and the count as the
# output tokens; either contradicted alone is held back (not-yet, never false). Witnesses, by hand: ``tpt`` (llama.cpp,
# one stream, 50 tokens per request at TTFT = TPOT) main 92.69 ms per token (1 / 0.09269 = 10.789 tok/s), PR 53.71 ms
# (18.6185 tok/s); ``tok`` one request of 673 output tokens over a 50 s wall: 13.46 tok/s.
RESTATE = {"tpt": Spec("tpt", [A("main", "main branch", seq=True, settings={"threads": 13}, ttft=0.09269, tpot=0.09269,
                                 tok=50),
                               A("pr", "PR", seq=True, settings={"threads": 1}, ttft=0.05371, tpot=0.05371, tok=50)],
                       key="", engine="llama.cpp"),
           "tok": Spec("tok", [A("manual", n=1, tok=673, dur=50.0, wall=50.0),
                               A("reference", "the reference run", n=1, tok=673, dur=50.0, wall=50.0)],
                       key="", engine="MLC LLM")}
restate = sealed_fixture("redteam-restate", RESTATE, name="restate")
RESTATE_TRUE = [("tpt", "main branch (--threads 13): 92.69 ms/token (10.79 tokens/s)"),
                ("tpt", "main branch: 10.79 tokens/s (92.69 ms per token)"),
                ("tpt", "PR (--threads 1): 53.71 ms/token (18.62 tokens/s)"),
                ("tok", "673 tokens in 50 sec : 13,46 t/sec"), ("tok", "Generated 673 tokens in 50 s (13.46 tok/s).")]
RESTATE_TWISTS = [("tpt", "main branch (--threads 13): 92.71 ms/token (10.79 tokens/s)"),
                  ("tpt", "main branch (--threads 13): 92.67 ms/token (10.79 tokens/s)"),
                  ("tpt", "main branch: 10.79 tokens/s (92.71 ms per token)"),
                  ("tpt", "main branch: 10.79 tokens/s, i.e. 92.67 ms/token"),
                  ("tpt", "PR (--threads 1): 53.69 ms/token (18.62 tokens/s)"),
                  ("tok", "675 tokens in 50 sec : 13,46 t/sec"), ("tok", "671 tokens in 50 sec : 13,46 t/sec"),
                  ("tok", "Generated 670 tokens in 50 s (13.46 tok/s).")]


@pytest.mark.parametrize("name,s", RESTATE_TRUE)
def test_a_number_restating_the_rate_beside_it_is_read_and_net_true(name, s, restate):
    assert_read_net_true(grade_statement(s, restate[name], "one request per arm" if name == "tok" else BIND_SCOPE))


@pytest.mark.parametrize("name,s", RESTATE_TWISTS)
def test_a_restating_number_beyond_its_precision_is_never_net_true_nor_false(name, s, restate):
    res = grade_statement(s, restate[name], "one request per arm" if name == "tok" else BIND_SCOPE)
    assert_never_net_true(res, s)
    assert_never_false(res, s)


# --- a header "A vs B" before a pair or a change naming no arm (production header_arrow) -------------------------------
# Found by the 2026-12-06 (s9) red team over the witnesses ``bind`` (the treatment 245 tok/s, mean TTFT 200 ms; the
# baseline 157 tok/s, 500 ms; four declaration styles): header_arrow read the header "A vs B:" only with the colon
# right after the second arm, so "TP1 vs TP2 on output throughput: 157 -> 245 tok/s" (a metric phrase before the colon),
# "TP1 vs TP2 output throughput: ...", "TP1 vs TP2 - output throughput 157 -> 245 tok/s" and "TP1 vs TP2: throughput up
# 56%, 157 -> 245 tok/s" (the change before the pair) graded FALSE -- the header's "vs" made the second arm the before
# value's -- and their reversed twists ("... 245 -> 157 tok/s") net-true. A change naming no arm after a header with no
# pair ("TP1 vs TP2: throughput up 56%", "TP1 vs TP2: 2.5x lower mean TTFT") was the first arm's against the second
# (the "vs"), though a dashboard line often means the second's against the first: graded FALSE too. Now the header may
# hold a metric phrase (a statistic, on / for / in / ( ) / , around it) or a dash before it; a change before the pair
# reads as one after it; a change with no pair after a header is unread (either order: never net-true, never false).
HEADER_TRUE = ["{B} vs {T} on output throughput: 157 -> 245 tok/s.", "{B} vs {T}, output throughput: 157 -> 245 tok/s.",
               "{B} vs {T} output throughput: 157 -> 245 tok/s.", "{B} vs {T} for mean TTFT: 500 ms -> 200 ms (-60%).",
               "{B} vs {T} on p50 TTFT: 500 ms -> 200 ms.", "{B} vs {T} — output throughput: 157 -> 245 tok/s.",
               "{B} vs {T} - output throughput 157 -> 245 tok/s.", "{B} vs {T}: throughput up 56%, 157 -> 245 tok/s.",
               "{B} vs {T}: mean TTFT down 60%, 500 ms -> 200 ms."]
HEADER_UNORDERED = ["{B} vs {T}: throughput up 56%.", "{B} vs {T}: output throughput +56%.", "{B} vs {T}: mean TTFT -60%.",
                    "{B} vs {T}: 2.5x lower mean TTFT.", "{T} vs {B}: 2.5x lower mean TTFT.",
                    "{T} vs {B}: throughput up 56%."]
HEADER_TWISTS = ["{B} vs {T} on output throughput: 245 -> 157 tok/s.", "{B} vs {T}, output throughput: 245 -> 157 tok/s.",
                 "{B} vs {T} output throughput: 245 -> 157 tok/s.",
                 "{B} vs {T} for mean TTFT: 200 ms -> 500 ms (+150%).", "{B} vs {T} - output throughput 245 -> 157 tok/s.",
                 "{B} vs {T}: throughput down 36%, 245 -> 157 tok/s.", "{B} vs {T}: throughput up 36%, 157 -> 245 tok/s.",
                 "{T} vs {B} on output throughput: 157 -> 245 tok/s."]


def _header_rows(templates: list[str]) -> list[tuple[str, str]]:
    return [(n, (s := t.format(T=a, B=b))[0].upper() + s[1:]) for n, (a, b) in BIND_NAMES.items() for t in templates]


@pytest.mark.parametrize("name,s", _header_rows(HEADER_TRUE))
def test_a_header_with_a_metric_or_a_change_before_the_pair_is_read(name, s, bind):
    assert_read_net_true(grade_statement(s, bind[name], BIND_SCOPE))


@pytest.mark.parametrize("name,s", _header_rows(HEADER_UNORDERED))
def test_a_change_naming_no_arm_after_a_header_is_unread(name, s, bind):
    res = grade_statement(s, bind[name], BIND_SCOPE)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", _header_rows(HEADER_TWISTS))
def test_a_reversed_pair_after_a_header_is_never_net_true(name, s, bind):
    assert_never_net_true(grade_statement(s, bind[name], BIND_SCOPE), s)
