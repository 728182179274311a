"""Markup, references and honest caveats around a true claim (issue 16; claimcheck/claims/markup.py, prose.py's
labels and references, falsebar.py's disclaimers and exclusions): none of them changes what a claim says, so a true
sentence stays net-true and a twin stays not net-true, and none ever makes a true sentence false.

Witness ``prose`` (as in test_claims_prose): vLLM 2.0 requests/s, TTFT mean 0.10 s (p99 0.20 s); TGI 1.0 requests/s,
TTFT 0.30 s every request; 1 x H100 80GB HBM3, Llama-3.1-8B-Instruct, 10 requests per arm. So vLLM / TGI
throughput = 2.0 / 1.0 = 2x, and TGI / vLLM mean TTFT = 0.30 / 0.10 = 3x.

The false verdicts the prose prober (/work/notes/s7/probe_false.py, session 7) found on true sentences, each pinned
below on the real-sentence witness that makes it true (tests/claims/real_sentences/witness_specs.py):

* a hedge on a range's upper end, "14x - roughly 24x higher throughput than HF" (rs002: 20x): the first end was read
  as a ratio of its own (14x) and bound to the comparison after the second; it is now left unread (grammar
  ``_broken_range``);
* "Throughput: 24.32 requests/s (see Figure 3), 12453.04 tokens/s" (rs315: 12453.04 is the main arm's (prompt +
  output) token rate, the other meaning of a bare "tokens/s"): naming no arm, the total meaning was "unbound" (which
  arm?) and the output meaning's contradiction was kept; now a total that some arm has holds the accusation back;
* a Markdown quote mark before a number, "> 7.33 req/s at concurrency 256, ..." (rs170: 7.33 req/s) and
  "> 3x faster than vanilla decoding (13B)." (rs260: 3x): read as "more than"; a line's ">" before a number, a hedge
  or an article is now neither a quote mark nor a relation: left unread.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_read_net_true
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, SPECS, Spec, build_witnesses, grade_case, witness_for

from claimcheck.claims import markup
from claimcheck.claims.grammar import read_full

SPEC = Spec("markup", [A("vllm", "vLLM", thr=2.0, ttft_mp=(0.1, 0.2)), A("tgi", "TGI", thr=1.0, ttft=0.3)], "2x",
            engine=None)
ARMS = {"vllm": ["vLLM"], "tgi": ["TGI"]}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("markup-witnesses")
    ids = {"rs002", "rs003", "rs170", "rs230", "rs260", "rs315"}
    out = {s.id: str(seal(root / s.id, *witness_for(s))) for s in SPECS if s.id in ids}
    out[SPEC.id] = str(seal(root / SPEC.id, *witness_for(SPEC)))
    return out


def verdict(text: str, paths: dict[str, str], spec: Spec = SPEC, scope: str | None = None):
    if scope is not None:
        spec = Spec(spec.id, spec.arms, spec.key, engine=spec.engine, scope=scope)
    return grade_case(spec, text, paths)


# --- read completely and net-true --------------------------------------------------------------------------------
TRUE = [
    "vLLM achieves **2x** higher throughput than TGI.",
    "**vLLM** achieves 2x higher throughput than `TGI`.",
    "*vLLM achieves 2x higher throughput than TGI*.",
    "__vLLM__ achieves 2x higher throughput than TGI.",
    "vLLM achieves 2x higher throughput than TGI [1].",
    "vLLM achieves 2x higher throughput than TGI[2, 3].",
    "vLLM achieves 2x higher throughput than TGI [4-6].",
    "vLLM achieves 2x higher throughput than TGI [source].",
    "vLLM achieves 2x¹ higher throughput than TGI.",
    "vLLM achieves 2x higher throughput than TGI.¹",
    "vLLM achieves 2x higher throughput than TGI†.",
    "> vLLM achieves 2x higher throughput than TGI.",
    "- vLLM achieves 2x higher throughput than TGI.",
    "* vLLM achieves 2x higher throughput than TGI.",
    "1. vLLM achieves 2x higher throughput than TGI.",
    "¹ vLLM achieves 2x higher throughput than TGI.",          # a footnote's own mark opening its text
    "† vLLM achieves 2x higher throughput than TGI.",
    "## vLLM achieves 2x higher throughput than TGI",
    "**Result:** vLLM achieves 2x higher throughput than TGI (Fig. 2).",
    "Key finding - vLLM has 3x lower mean TTFT than TGI [source].",
    "Preliminary: vLLM has **3x** lower mean TTFT than TGI.",
    "vLLM has 3x lower mean TTFT than TGI (preliminary).",
    "vLLM has 3x lower mean TTFT than TGI, preliminary.",
    "vLLM has 3x lower mean TTFT than TGI (numbers are preliminary).",
    "vLLM has 3x lower mean TTFT than TGI. Your mileage may vary.",
    "vLLM has 3x lower mean TTFT than TGI. These numbers are preliminary.",
    "vLLM has 3x lower mean TTFT than TGI. More results will follow.",
    "vLLM has 3x lower mean TTFT than TGI. Numbers for Mixtral are not shown.",
    "vLLM has 3x lower mean TTFT than TGI. Numbers on an RTX 4090 were not collected.",
    "vLLM has 3x lower mean TTFT than TGI. We did not test on A100.",
    "vLLM has 3x lower mean TTFT than TGI. We have not benchmarked on MI300X or A100.",
]


@pytest.mark.parametrize("text", TRUE)
def test_marked_true_sentence_is_read_completely_and_net_true(text, witnesses):
    got = verdict(text, witnesses)
    assert_read_net_true(got)


@pytest.mark.parametrize("scope", [
    "10 requests per arm; we did not test on A100", "10 requests per arm, numbers for Mixtral are not shown",
    "10 requests per arm; your mileage may vary", "10 requests per arm; not tested on MI300X or A100",
    "10 requests per arm (preliminary)"])
def test_honest_scope_additions_keep_net_true(scope, witnesses):
    got = verdict("vLLM achieves 2x higher throughput than TGI.", witnesses, scope=scope)
    assert got.verdict == "net-true", got.reason


# --- twins with the same marks: never net-true ---------------------------------------------------------------------
TWINS = [
    "vLLM achieves **3x** higher throughput than TGI.",                 # x1.5
    "vLLM achieves **1x** higher throughput than TGI.",                 # x0.5
    "**TGI** achieves 2x higher throughput than `vLLM`.",               # arms swapped
    "vLLM achieves 2x **lower** throughput than TGI [1].",              # direction
    "vLLM does **not** achieve 2x higher throughput than TGI.",         # negation inside the emphasis
    "> It is not true that vLLM achieves 2x higher throughput than TGI.",
    "1. vLLM achieves 4x higher throughput than TGI.",
    "¹ vLLM achieves 3x higher throughput than TGI.",
    "¹ TGI achieves 2x higher throughput than vLLM.",
    "vLLM achieves 2x¹ higher throughput than TGI on an A100.",         # wrong GPU
    "vLLM achieves 2x higher throughput than TGI [1] on Mixtral.",      # wrong model
    "Key finding - vLLM has 3x higher mean TTFT than TGI [source].",
    "Preliminary: vLLM has **4.5x** lower mean TTFT than TGI.",
    "vLLM has 3x lower p99 TTFT than TGI (preliminary).",                # another statistic
    "vLLM has 1.5x lower mean TTFT than TGI. Your mileage may vary.",
    "TGI has 3x lower mean TTFT than vLLM. We did not test on A100.",
    "vLLM has 3x lower mean TTFT than TGI. We did not test on H100.",   # the witness's own GPU excluded
    "Your mileage may vary: vLLM has 6x lower mean TTFT than TGI.",
    "vLLM has 3x lower mean TTFT than TGI (your mileage may vary) on an A100.",
]


@pytest.mark.parametrize("twin", TWINS)
def test_marked_twin_is_never_net_true(twin, witnesses):
    assert verdict(twin, witnesses).verdict != "net-true"


@pytest.mark.parametrize("scope", ["10 requests per arm; we did not test on H100",
                                   "10 requests per arm; not tested on an H100 (preliminary)"])
def test_an_excluded_gpu_the_witness_ran_on_is_still_false(scope, witnesses):
    """Exclusions stay facts: the H100 witness contradicts "not tested on H100" however it is worded."""
    assert verdict("vLLM achieves 2x higher throughput than TGI.", witnesses, scope=scope).verdict == "false"


def test_a_contradicted_marked_claim_is_still_false(witnesses):
    """Marks change no reading: "**3x** ... [1]" is read completely and contradicted (2.0 / 1.0 = 2x, outside
    [2.85, 3.15))."""
    got = verdict("vLLM achieves **3x** higher throughput than TGI [1].", witnesses)
    assert got.verdict == "false", got.reason


# --- what markup never covers ---------------------------------------------------------------------------------------
UNREAD = [
    "vLLM achieves ~~2x~~ higher throughput than TGI.",     # struck text is withdrawn, not emphasis
    "vLLM achieves 2x higher throughput than TGI*",         # a lone star: a footnote whose text we do not have
    "vLLM achieves 2 * 3x higher throughput than TGI.",     # multiplication, not emphasis
    "vLLM serves 10³ requests per second.",                 # a power, not a footnote
    "¹ 2x higher throughput for vLLM than TGI.",            # a line's mark before a number: a power's exponent?
    "vLLM achieves 2x higher throughput than TGI on [8] GPUs.",  # a bracket a word follows: a count or a citation?
    "> 2x higher throughput for vLLM than TGI.",            # a quote mark, or "more than 2x"?
    "> a 3x lower mean TTFT for vLLM than TGI.",
]


@pytest.mark.parametrize("text", UNREAD)
def test_what_markup_never_covers_stays_unread(text, witnesses):
    assert read_full(text, "", ARMS).reading.unread, text
    assert verdict(text, witnesses).verdict == "not-yet"


def test_marks_are_pairs_or_glued():
    def taken(text: str) -> str:
        pos = markup.marks(text)
        return "".join(c for k, c in enumerate(text) if k in pos)

    assert taken("**2x** and *3x* and `vllm serve`") == "******``"
    assert taken("2 * 3 * 4") == "" and taken("2*3*4") == "" and taken("x* y") == ""
    assert taken("~~2x~~") == ""
    assert taken("TGI[1] and TGI [2, 3].") == "[1][2, 3]"
    assert taken("on [8] GPUs") == ""
    assert taken("faster¹ and 10³ and TGI.†") == "¹†"
    assert taken("- vLLM\n1. TGI\n> quote") == "-1.>"
    assert taken("- 25% lower") == "" and taken("> 3x faster") == ""
    # a thread's post number, before a word or a number (a slash is no sign); never a fraction or a ratio glued on
    assert taken("2/ Throughput goes up") == "2/" and taken("4/ 64/64 reqs completed") == "4/"
    assert taken("3/4 of the requests") == "" and taken("64/64 reqs") == "" and taken("1 / 2 of them") == ""
    assert markup.ambiguous("> 3x faster") == {0} and markup.ambiguous("> vLLM is fast") == set()


# --- found by the prose prober: true sentences that were false ------------------------------------------------------
@pytest.mark.parametrize("spec_id, text", [
    ("rs002", "vLLM achieves 14x - roughly 24x higher throughput than HF and 2.2x - 2.5x higher throughput than TGI."),
    ("rs002", "vLLM achieves 14x to ~24x higher throughput than HF and 2.2x - 2.5x higher throughput than TGI."),
    ("rs003", "vLLM achieves 8.5x - about 15x higher throughput than HF and 3.3x - 3.5x higher throughput than TGI."),
    ("rs315", "Throughput: 24.32 requests/s (see Figure 3), 12453.04 tokens/s"),
    ("rs315", "Throughput: about 24.32 requests/s, 12453.04 tokens/s"),
    ("rs315", "12453.04 tokens/s"),
    ("rs170", "> 7.33 req/s at concurrency 256, up from 6.69 req/s baseline (+10%)"),
    ("rs230", "> A 12% reduction in mean TTFT (prefill-only workload 8K/1)."),
    ("rs260", "> 3x faster than vanilla decoding (13B)."),
])
def test_found_false_on_true_sentences_is_never_false(spec_id, text, witnesses):
    spec = next(s for s in SPECS if s.id == spec_id)
    got = grade_case(spec, text, witnesses)
    assert got.verdict != "false", got.reason


def test_the_unhedged_range_still_reads(witnesses):
    spec = next(s for s in SPECS if s.id == "rs002")
    assert grade_case(spec, spec.text, witnesses).verdict == "not-yet"  # its own unread lead, as before
    got = read_full("vLLM achieves 14x - 24x higher throughput than HF.", "", {"vllm": ["vLLM"], "hf": ["HF"]})
    assert not got.reading.unread and [a.value for a in got.reading.assertions] == [19.0]
