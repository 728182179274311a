"""Prose around a read claim (issue 16): the words that carry no measurable content are inert, and
nothing a twist can hide behind ever is (claimcheck/claims/prose.py, vocabulary.PROSE_*).

* the PROSE classes are disjoint from NEVER_PROSE, and NEVER_PROSE holds every dangerous class of
  the vocabulary (negations, modal words, hedges, direction words, change verbs, projections,
  quantifiers, conditions, scopes, metrics, statistics, units, engines, GPUs, ...);
* frames: true sentences wrapped in prose are net-true on a witness whose numbers make them true;
  their twins (swapped arms, the number x1.5 and x0.5, the direction flipped, a negation, another
  statistic) are never net-true, and honest sentences are never false;
* prose that holds a projection ("we expect"), a scope ("thanks to short prompts", "under load"),
  a negation-like word ("fails", "lacks") or names a quantity as a label ("Efficiency:") stays unread;
* Hypothesis: inserting prose words and phrases at random word boundaries into the twins of the
  witnessed real sentences (tests/claims/real_sentences) and of the frames below never makes a twin
  net-true, and inserting them into a true sentence never makes it false (unless the inert word
  "the" inserted at the same places does too: a construct split by any inserted word, not prose).

Witness ``prose``: two arms, vLLM (2.0 requests/s; TTFT mean 0.10 s, p99 0.20 s) and TGI (1.0
requests/s; TTFT 0.30 s every request), sealed in a temporary directory.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, SPECS, Spec, build_witnesses, grade_case, scope_for, twins, witness_for

from claimcheck.claims import vocabulary as V
from claimcheck.claims.grammar import read_full

SPEC = Spec("prose", [A("vllm", "vLLM", thr=2.0, ttft_mp=(0.1, 0.2)), A("tgi", "TGI", thr=1.0, ttft=0.3)], "2x",
            engine=None)
ARMS = {"vllm": ["vLLM"], "tgi": ["TGI"]}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("prose-witnesses")
    paths = build_witnesses(root / "real")
    paths[SPEC.id] = str(seal(root / SPEC.id, *witness_for(SPEC)))
    return paths


def verdict(text: str, paths: dict[str, str], spec: Spec = SPEC) -> str:
    return grade_case(spec, text, paths).verdict


# --- the class --------------------------------------------------------------------------------

def _content(phrases) -> set[str]:
    return {w for p in phrases for w in p if w not in V.INERT_WORDS}


def test_prose_is_disjoint_from_every_dangerous_class():
    single = (V.PROSE_WORDS | V.PROSE_OPENERS | V.PROSE_INTENSIFIERS | V.PROSE_PRAISE_VERBS
              | (V.PROSE_PRAISE_NOUNS - V.PROSE_METRIC_NOUNS))
    phrases = _content(V.PROSE_PHRASES) | _content(V.PROSE_PRAISE_ADJ) \
        | (_content(V.PROSE_LABELS) - V.PROSE_LABEL_METRIC_WORDS - V.PROSE_LABEL_PARTICLES) \
        | _content(V.PROSE_CAUSE_LEADS) \
        | (V.PROSE_CAUSE_JOINERS - V.INERT_WORDS)
    assert not single & V.NEVER_PROSE, sorted(single & V.NEVER_PROSE)
    assert not (phrases - V.PROSE_PHRASE_METRIC_WORDS) & V.NEVER_PROSE, sorted(phrases & V.NEVER_PROSE)
    # the documented exception: "evaluation", a metric word only in "prompt evaluation speed / rate", which no prose
    # phrase holds
    assert V.PROSE_PHRASE_METRIC_WORDS == {"evaluation"}
    assert all(" ".join(w).startswith("prompt evaluation ") for w, _ in V.METRIC_PHRASES if "evaluation" in w)
    assert not any("prompt" in p for p in V.PROSE_PHRASES)
    # the documented exceptions: "performance", a praise noun only where no comparison would take it, and the
    # label "Benchmark:", a metric word only as the first of "benchmark duration", which a colon cannot follow
    assert V.PROSE_METRIC_NOUNS == {"performance"} and V.PROSE_METRIC_NOUNS <= V.NEVER_PROSE
    assert V.PROSE_LABEL_METRIC_WORDS == {"benchmark"}
    # and the particle of "follow-up" (with its hyphen), only in that fixed phrase, which a colon must end
    assert V.PROSE_LABEL_PARTICLES == {"up", "-"}
    assert all(p[p.index("up") - 1 - (p[p.index("up") - 1] == "-")] == "follow"
               for p in V.PROSE_LABELS if "up" in p or "-" in p)
    assert all(words[0] in V.PROSE_LABEL_METRIC_WORDS and len(words) > 1
               for words, _ in V.METRIC_PHRASES if set(words) & V.PROSE_LABEL_METRIC_WORDS)
    assert not any(set(w) & V.PROSE_LABEL_METRIC_WORDS for w, _ in V.STAT_PHRASES + V.RATE_UNITS)


@pytest.mark.parametrize("name", ["NEGATIONS", "NEGATIVE_WORDS", "MODAL_WORDS", "HEDGES", "HYPOTHETICAL", "SENSE",
                                  "DIFFERENCE_WORDS", "BEAT_VERBS", "DIRECTION_NOUNS", "CHANGE_VERBS",
                                  "CHANGE_INTRANS", "CHANGE_NOUNS", "PCT_CHANGE_NOUNS", "MULT_VERBS", "MULT_WORDS",
                                  "FOLD_WORDS", "NUMBER_WORDS", "DURATION_UNITS", "COUNT_NOUNS", "COUNT_MODIFIERS",
                                  "QUANTIFIERS", "CONDITION_WORDS", "SCOPE_WORDS", "COMPARISON_WORDS", "ENGINES",
                                  "GPUS", "CPU_WORDS", "CLOUDS", "MODEL_FAMILIES", "CACHE_HEADS", "CACHE_MODS",
                                  "WHILE_JOINERS", "UNVERIFIABLE"])
def test_never_prose_holds_each_dangerous_class(name):
    table = getattr(V, name)
    words = {w for x in table for w in (x if isinstance(x, tuple) else str(x).split())} - V.INERT_WORDS
    assert words <= V.NEVER_PROSE, sorted(words - V.NEVER_PROSE)


def test_never_prose_holds_metrics_statistics_units_binders_relations():
    for table in (V.METRIC_PHRASES, V.STAT_PHRASES, V.RATE_UNITS, V.RELATIONS):
        for words, _ in table:
            assert set(words) - V.INERT_WORDS <= V.NEVER_PROSE, words
    for words in V.BINDER_WORDS:
        assert set(words) - V.INERT_WORDS <= V.NEVER_PROSE, words
    # the projections the issue names, the hedges and modal words, the negation-like verbs
    for w in ("expect", "estimate", "project", "predict", "hope", "aim", "target", "expected", "projected",
              "estimated", "goal", "hoped", "predicted", "theoretical", "claimed", "simulated", "up", "only", "can",
              "may", "could", "fails", "lacks", "lost", "behind", "trails", "worse", "if", "when", "under", "load"):
        assert w in V.NEVER_PROSE, w


def test_emoji_are_decorative_only():
    # a check mark, a cross, an arrow or a math sign means something: never prose. The check-mark emoji ✅ is the one
    # exception, at a sentence's start or end only: it affirms the words beside it, which are graded as they are
    # (test_claims_inert_leads.py)
    for ch in "✓✔✗✘❌⚠→←↑↓⬆⬇≈×≥≤📈📉👎🚫⛔":
        assert ch not in V.PROSE_EMOJI, ch


def test_cause_gerunds_that_name_a_setup_are_not_causes():
    assert V.SETTING_DESC_WHEN_VERBS <= V.PROSE_CAUSE_NOT_GERUNDS
    assert {"using", "excluding", "ignoring", "skipping", "limiting", "halving", "doubling"} <= V.PROSE_CAUSE_NOT_GERUNDS


# --- frames -------------------------------------------------------------------------------------
# (true sentence, [twins]): each twin is false of the witness
FRAMES = [
    ("Today, we released vLLM, with 2x higher throughput than TGI, reaching state-of-the-art performance while "
     "keeping rich features and great usability.",
     ["Today, we released TGI, with 2x higher throughput than vLLM, reaching state-of-the-art performance while "
      "keeping rich features and great usability.",
      "Today, we released vLLM, with 3x higher throughput than TGI, reaching state-of-the-art performance while "
      "keeping rich features and great usability.",
      "Today, we released vLLM, with 1x higher throughput than TGI, reaching state-of-the-art performance while "
      "keeping rich features and great usability.",
      "Today, we released vLLM, with 2x lower throughput than TGI, reaching state-of-the-art performance while "
      "keeping rich features and great usability.",
      "Today, we released vLLM, with no 2x higher throughput than TGI, reaching state-of-the-art performance "
      "while keeping rich features and great usability."]),
    ("TL;DR: vLLM unlocks incredible performance, achieving 2x higher throughput than TGI.",
     ["TL;DR: TGI unlocks incredible performance, achieving 2x higher throughput than vLLM.",
      "TL;DR: vLLM unlocks incredible performance, achieving 3x higher throughput than TGI.",
      "TL;DR: vLLM unlocks incredible performance, achieving 2x lower throughput than TGI.",
      "TL;DR: vLLM never unlocks incredible performance, achieving 2x higher throughput than TGI."]),
    ("[2024/09] 🔥 vLLM now delivers 2x higher throughput than TGI by introducing CUDA graph.",
     ["[2024/09] 🔥 TGI now delivers 2x higher throughput than vLLM by introducing CUDA graph.",
      "[2024/09] 🔥 vLLM now delivers 3x higher throughput than TGI by introducing CUDA graph.",
      "[2024/09] 🔥 vLLM now delivers 1x higher throughput than TGI by introducing CUDA graph.",
      "[2024/09] 🔥 vLLM now delivers 2x lower throughput than TGI by introducing CUDA graph.",
      "[2024/09] 🔥 vLLM now does not deliver 2x higher throughput than TGI by introducing CUDA graph."]),
    ("Benchmark: the team found that vLLM achieved a 2x speedup over TGI (source).",
     ["Benchmark: the team found that TGI achieved a 2x speedup over vLLM (source).",
      "Benchmark: the team found that vLLM achieved a 2x slowdown over TGI (source).",
      "Benchmark: the team found that vLLM achieved a 3x speedup over TGI (source)."]),
    ("Our study shows that vLLM achieves 2x higher throughput through sequence parallelism and kernel fusion.",
     ["Our study shows that vLLM achieves 2x lower throughput through sequence parallelism and kernel fusion.",
      "Our study shows that vLLM achieves 3x higher throughput through sequence parallelism and kernel fusion.",
      "Our study shows that vLLM achieves 2x higher throughput through long sequence parallelism and kernel fusion.",
      "Our study shows that vLLM achieves no 2x higher throughput through sequence parallelism and kernel fusion."]),
    ("Result: vLLM achieved a massive 2x speedup over TGI.",
     ["Result: TGI achieved a massive 2x speedup over vLLM.", "Result: vLLM achieved a massive 3x speedup over TGI.",
      "Result: vLLM achieved a massive 1x speedup over TGI.", "Result: vLLM achieved a massive 2x slowdown over TGI.",
      "Result: vLLM never achieved a massive 2x speedup over TGI."]),
    ("Thanks to the extensive architectural enhancements, vLLM achieves 2x higher throughput than TGI.",
     ["Thanks to the extensive architectural enhancements, TGI achieves 2x higher throughput than vLLM.",
      "Thanks to the extensive architectural enhancements, vLLM achieves 3x higher throughput than TGI.",
      "Thanks to the extensive architectural enhancements, vLLM achieves 2x lower throughput than TGI.",
      "Thanks to the extensive architectural enhancements, vLLM fails to achieve 2x higher throughput than TGI."]),
    ("Experimentally, we noticed that vLLM has 3x lower mean TTFT than TGI.",
     ["Experimentally, we noticed that TGI has 3x lower mean TTFT than vLLM.",
      "Experimentally, we noticed that vLLM has 4.5x lower mean TTFT than TGI.",
      "Experimentally, we noticed that vLLM has 1.5x lower mean TTFT than TGI.",
      "Experimentally, we noticed that vLLM has 3x higher mean TTFT than TGI.",
      "Experimentally, we noticed that vLLM has 3x lower p99 TTFT than TGI.",
      "Experimentally, we never noticed that vLLM has 3x lower mean TTFT than TGI."]),
    ("Together, our tests show that the latest vLLM is 2x faster than TGI.",
     ["Together, our tests show that the latest TGI is 2x faster than vLLM.",
      "Together, our tests show that the latest vLLM is 3x faster than TGI.",
      "Together, our tests show that the latest vLLM is 2x slower than TGI.",
      "Together, our tests show that the latest vLLM is not 2x faster than TGI."]),
    ("Through kernel fusion and graph capture, vLLM achieves 2x higher throughput than TGI, leading to 3x lower "
     "mean TTFT than TGI.",
     ["Through kernel fusion and graph capture, TGI achieves 2x higher throughput than vLLM, leading to 3x lower "
      "mean TTFT than vLLM.",
      "Through kernel fusion and graph capture, vLLM achieves 2x higher throughput than TGI, leading to 3x lower "
      "p99 TTFT than TGI.",
      "Through kernel fusion and graph capture, vLLM achieves 2x higher throughput than TGI, leading to 3x higher "
      "mean TTFT than TGI."]),
    ("vLLM (blue line) reaches 2x higher throughput than TGI (orange dashed line) (see Figure 3).",
     ["TGI (blue line) reaches 2x higher throughput than vLLM (orange dashed line) (see Figure 3).",
      "vLLM (blue line) reaches 3x higher throughput than TGI (orange dashed line) (see Figure 3).",
      "vLLM (blue line) reaches 2x lower throughput than TGI (orange dashed line) (see Figure 3).",
      "vLLM (blue line) does not reach 2x higher throughput than TGI (orange dashed line) (see Figure 3)."]),
    ("In this post, you see that recent vLLM reaches 2x higher throughput than TGI, resulting in a "
     "remarkable 3x lower mean TTFT than TGI.",
     ["In this post, you see that recent vLLM reaches 2x higher throughput than TGI, resulting in a "
      "remarkable 3x lower mean TTFT than vLLM.",
      "In this post, you see that recent vLLM reaches 2x higher throughput than TGI, resulting in a "
      "remarkable 6x lower mean TTFT than TGI."]),
]


@pytest.mark.parametrize("text", [t for t, _ in FRAMES])
def test_frame_reads_completely(text):
    got = read_full(text, "", ARMS)
    assert not got.reading.unread, [s.text for s in got.reading.unread]


@pytest.mark.parametrize("text", [t for t, _ in FRAMES])
def test_frame_is_net_true(text, witnesses):
    assert verdict(text, witnesses) == "net-true"


@pytest.mark.parametrize("twin", [w for _, ws in FRAMES for w in ws])
def test_frame_twin_is_not_net_true(twin, witnesses):
    assert verdict(twin, witnesses) != "net-true"


# --- what prose never covers ------------------------------------------------------------------
NOT_PROSE = [
    # projections: the reporting verbs that make a claim hypothetical
    "we expect 2x higher throughput with vLLM than TGI.",
    "We expect vLLM to achieve 2x higher throughput than TGI.",
    "We estimate that vLLM achieves 2x higher throughput than TGI.",
    "We project that vLLM achieves 2x higher throughput than TGI.",
    "We predict that vLLM achieves 2x higher throughput than TGI.",
    "We hope that vLLM achieves 2x higher throughput than TGI.",
    "We aim for vLLM to achieve 2x higher throughput than TGI.",
    "Our target: vLLM achieves 2x higher throughput than TGI.",
    "vLLM achieves an expected 2x higher throughput than TGI.",
    "vLLM achieves a projected 2x higher throughput than TGI.",
    "vLLM achieves an estimated 2x higher throughput than TGI.",
    "vLLM achieves a theoretical 2x higher throughput than TGI.",
    "vLLM achieves a claimed 2x higher throughput than TGI.",
    "vLLM achieves a simulated 2x higher throughput than TGI.",
    "vLLM can achieve 2x higher throughput than TGI.",
    "We think that vLLM achieves 2x higher throughput than TGI.",
    "We believe vLLM achieves 2x higher throughput than TGI.",
    # scopes and conditions inside a cause
    "vLLM achieves 2x higher throughput than TGI thanks to short prompts.",
    # ("by using 8 GPUs" reads as the GPU count, a condition checked: tests/claims/test_claims_hardware_words.py)
    "vLLM achieves 2x higher throughput than TGI by using larger batches.",
    "vLLM achieves 2x higher throughput than TGI thanks to prefix caching.",
    "vLLM achieves 2x higher throughput than TGI through realistic traces.",
    "vLLM achieves 2x higher throughput than TGI by excluding failed requests.",
    "vLLM achieves 2x higher throughput than TGI by skipping warmup.",
    # ("under load", "on realistic traces" are read as open conditions, never prose and never net-true:
    # tests/claims/test_claims_conditions.py)
    # negation-like words and a negated label
    "vLLM fails to achieve 2x higher throughput than TGI.",
    "vLLM lacks incredible performance, achieving 2x higher throughput than TGI.",
    "No compromises: vLLM achieves 2x higher throughput than TGI.",
    # a label that names a quantity; superlatives; a metric praised where a comparison needs it
    "Efficiency: vLLM is 2x better than TGI.",
    "vLLM achieves state-of-the-art latency, 2x faster than TGI.",
    "vLLM delivers incredible performance, 2x higher than TGI.",
    "vLLM delivers the fastest performance, achieving 2x higher throughput than TGI.",
    # a reference that holds more than a figure's number or a legend
    "vLLM achieves 2x higher throughput than TGI (Figure 3.5).",
    "vLLM achieves 2x higher throughput than TGI (blue line at 3 GPUs).",
    # an intensifier that claims a size itself, and "together" inside a clause
    "vLLM achieves a dramatic speedup over TGI.",
    "vLLM and TGI together achieve 2x higher throughput than TGI.",
]


@pytest.mark.parametrize("text", NOT_PROSE)
def test_not_prose_stays_unread(text, witnesses):
    got = read_full(text, "", ARMS)
    assert got.reading.unread, text
    assert verdict(text, witnesses) == "not-yet"


# --- the property over real sentences -----------------------------------------------------------
PROSE_ITEMS = sorted(V.PROSE_WORDS) + [" ".join(p) for p in V.PROSE_PHRASES] + [
    "Together,", "Experimentally,", "Result:", "Summary:", "TL;DR:", "[2024/09]", "🔥", "⚡", "🚀 ✨",
    "a massive", "incredible", "great", "unlocks incredible performance", "keeping rich features and great usability",
    ", reaching state-of-the-art performance,", "thanks to kernel fusion,", "through graph capture,",
    "by introducing CUDA graph", "due to better batching,", "while keeping great usability", "(blue line)",
    "(see Figure 3)", "(source)",
]
CASES_TWINS = [(s, t) for s in SPECS for _, t in twins(s)] + [(SPEC, w) for _, ws in FRAMES for w in ws]
CASES_TRUE = [(s, s.text) for s in SPECS] + [(SPEC, t) for t, _ in FRAMES]


def _insert(text: str, at: int, item: str) -> str:
    bounds = [0] + [m.end() for m in re.finditer(r"\s+", text)] + [len(text)]
    k = bounds[at % len(bounds)]
    if k >= len(text):
        return text.rstrip() + " " + item
    return text[:k] + item + " " + text[k:]


@settings(deadline=None, max_examples=examples(150))
@given(case=st.sampled_from(CASES_TWINS), items=st.lists(st.tuples(st.integers(0, 200), st.sampled_from(PROSE_ITEMS)),
                                                         min_size=1, max_size=3))
def test_prose_inserted_into_a_twin_never_makes_it_net_true(case, items, witnesses):
    spec, text = case
    for at, item in items:
        text = _insert(text, at, item)
    got = grade_case(spec, text, witnesses)
    assert got.verdict != "net-true", (spec.id, text, got.reason)


@settings(deadline=None, max_examples=examples(200))
@given(case=st.sampled_from(CASES_TRUE), at=st.integers(0, 200), item=st.sampled_from(PROSE_ITEMS))
def test_prose_inserted_into_a_true_sentence_never_makes_it_false(case, at, item, witnesses):
    spec, text = case
    got = grade_case(spec, _insert(text, at, item), witnesses)
    if got.verdict == "false":
        # prose is held to the bar of the inert words: a word wedged inside a construct ("2.2x - the 2.5x
        # higher", "24.32 requests/s, and 12453.04 tokens/s") can split it into pieces read on their own,
        # and then the inert "the" at the same place does the same (a limit of that construct, not of prose)
        control = grade_case(spec, _insert(text, at, "the"), witnesses)
        assert control.verdict == "false", (spec.id, _insert(text, at, item), got.reason)


# --- a vendor alone is not a CPU (found by the property above: "on the AMD through graph capture, MI300X") ----
@pytest.mark.parametrize("spec_id, text, want", [
    ("rs025", "vLLM achieves 1.5x higher throughput than Text Generation Inference (TGI) on AMD.", "net-true"),
    ("rs025", "On AMD, vLLM achieves 1.5x higher throughput than Text Generation Inference (TGI).", "net-true"),
    ("rs025", "vLLM achieves 1.5x higher throughput than Text Generation Inference (TGI) on Intel.", "not-yet"),
    ("rs025", "vLLM achieves 1.5x higher throughput than Text Generation Inference (TGI) on a Xeon CPU.", "false"),
    # a CPU named by its maker's model line on a GPU run is that run's host, which the record does not hold (production
    # cpu_host, 3130feb): not known, never false ("1x H200 on an AMD EPYC 7763" was an accusation of an honest scope)
    ("rs025", "vLLM achieves 1.5x higher throughput than Text Generation Inference (TGI) on EPYC.", "not-yet"),
    ("rs025", "vLLM achieves 1.5x higher throughput than Text Generation Inference (TGI) on a 32-core CPU.", "false"),
])
def test_a_vendor_that_makes_gpus_is_not_a_cpu_claim(spec_id, text, want, witnesses):
    """AMD and Intel make GPUs (MI300X, Gaudi) and the host CPUs of GPU runs: "on AMD" of an AMD GPU run
    agrees, "on Intel" of it is not known; a CPU product, "CPU" or a core count of a GPU run is contradicted."""
    spec = next(s for s in SPECS if s.id == spec_id)
    assert verdict(text, witnesses, spec) == want


# --- the discourse phrases of the reader (vocabulary.DISCOURSE) --------------------------------
def test_discourse_phrases_are_prose_or_need_a_comma():
    """A discourse phrase holds no NEVER_PROSE word, or is read only before a comma (DISCOURSE_COMMA_ONLY:
    "in short", "overall", "in this case", "similarly"), or is the first person's own report ("we report")."""
    for p in V.DISCOURSE:
        bad = {w for w in p if w in V.NEVER_PROSE and w not in V.INERT_PUNCT}
        # the documented exception: a report's results header (vocabulary.RESULT_HEADERS, production result_header),
        # whose "benchmark" is NEVER_PROSE only as the first word of "benchmark duration", which "results" is not
        assert not bad or p in V.DISCOURSE_COMMA_ONLY or p[0] in V.PROSE_PRONOUNS or (
            " ".join(p) in V.RESULT_HEADERS and bad <= {"benchmark", "benchmarking", "bench"}), (p, bad)


@pytest.mark.parametrize("phrase", sorted(" ".join(p) for p in V.DISCOURSE_COMMA_ONLY))
def test_comma_only_discourse(phrase, witnesses):
    opener = phrase[0].upper() + phrase[1:]
    assert not read_full(f"{opener}, vLLM is 2x faster than TGI.", "", ARMS).reading.unread
    assert verdict(f"{opener}, vLLM is 2x faster than TGI.", witnesses) == "net-true"
    assert verdict(f"{opener} we see that vLLM is 2x faster than TGI.", witnesses) == "net-true"
    # before a noun it is a scope or a metric word: not prose
    got = read_full(f"{opener} prompts vLLM is 2x faster than TGI.", "", ARMS)
    assert got.reading.unread
    assert verdict(f"{opener} prompts vLLM is 2x faster than TGI.", witnesses) == "not-yet"


# --- an engine in a list is not the run's engine (found by the property above: "including vLLM, in this post SGLang,
# and TensorRT-LLM" read "in ... SGLang" as a fact about the witness's engine and graded rs122 false) ----------------
@pytest.mark.parametrize("item", ["in this post", "in our tests", "on the whole", "with care"])
def test_prose_before_a_listed_engine_is_not_an_engine_fact(item, witnesses):
    spec = next(s for s in SPECS if s.id == "rs122")
    text = spec.text.replace(" SGLang", f" {item} SGLang")
    assert verdict(text, witnesses, spec) != "false", text


# --- honest prose the way write-ups add it (the prose prober of session 7, /work/notes/s7/probe_false.py) ---------
# Citations, footnotes, caveats, disclaimers naming what was not tested, dates and versions of other software,
# definitions, Markdown, hedges and lead-ins, each put where write-ups put it (before the sentence, before its stop,
# after it, after its first comma, around or after its first number, around a metric's abbreviation) and honest
# additions to the scope. Such an edit never makes a true sentence false, and never makes a twin net-true. (GPUs,
# models and engines named as untested are ones no witness here ran: A100, MI300X, RTX 4090, Mixtral, LMDeploy,
# TensorRT-LLM; "at batch size 1" only where the witness records no batch size.)
HONEST_LEADS = ["TL;DR:", "Result:", "Key finding -", "Summary:", "Preliminary:", "In our setup,", "On this workload,",
                "As of March 2025,", "With PyTorch 2.5,", "**Result:**", ">", "-", "1.", "Note:", "Headline:",
                "At batch size 1,"]
HONEST_TAILS = [" [1]", " [2, 3]", " (see Figure 3)", " (Table 2)", "¹", " (Fig. 2)", " [source]", ", in our setup",
                " on this workload", " at batch size 1", ", as of March 2025", " (PyTorch 2.5, CUDA 12.4)",
                " (preliminary)", ", preliminary", " (your mileage may vary)", " -- YMMV", " (numbers are preliminary)",
                " (see the appendix)", " (median of 3 runs shown in Table 2)"]
HONEST_AFTER = ["Your mileage may vary.", "These numbers are preliminary.", "We did not test on A100.",
                "Numbers for Mixtral are not shown.", "We have not benchmarked TensorRT-LLM.",
                "Results on other GPUs may differ.", "See Figure 3 for the full sweep.", "We did not test other models.",
                "This was measured with PyTorch 2.5.", "Unlike LMDeploy, which we did not benchmark, both support "
                "streaming.", "[1] https://example.com/blog", "Numbers on an RTX 4090 were not collected.",
                "We did not test on MI300X or A100.", "More results will follow."]
HONEST_MIDS = [", unlike LMDeploy, which we did not benchmark,", " (which we did not test on A100)", " (see Figure 3)",
               " [1]", "¹", ", in our setup,", ", as of March 2025,", " (preliminary)"]
HONEST_SCOPES = ["not tested on A100", "we did not test on A100", "numbers for Mixtral are not shown",
                 "results may differ on other GPUs", "results may differ on an A100 or an RTX 4090",
                 "TensorRT-LLM was not benchmarked", "as of March 2025", "PyTorch 2.5", "see Table 2", "preliminary",
                 "your mileage may vary", "not tested on MI300X or A100", "untested on an RTX 4090"]
_FIRST_NUM = re.compile(r"(?<![\w.])\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:x|%|ms|s|tok/s|req/s)\b|x|%)?")
_ABBREV = {"TTFT": "TTFT (time to first token)", "TPOT": "TPOT (time per output token)",
           "ITL": "ITL (inter-token latency)", "req/s": "req/s (requests per second)"}


def honest_edit(text: str, kind: int, k: int) -> str:
    body = text.rstrip()
    stop = body[-1] if body[-1:] in ".!?" else ""
    body = body[:len(body) - len(stop)]
    if kind == 0:
        return HONEST_LEADS[k % len(HONEST_LEADS)] + " " + text
    if kind == 1:
        return body + HONEST_TAILS[k % len(HONEST_TAILS)] + (stop or ".")
    if kind == 2:
        return body + (stop or ".") + " " + HONEST_AFTER[k % len(HONEST_AFTER)]
    if kind == 3 and ", " in text:
        i = text.index(", ")
        return text[:i] + HONEST_MIDS[k % len(HONEST_MIDS)] + text[i:]
    m = _FIRST_NUM.search(text)
    if kind == 4 and m:  # emphasis, a footnote or a hedge on the first number
        how = k % 5
        a, b = m.span()
        if how == 0:
            return f"{text[:a]}**{text[a:b]}**{text[b:]}"
        if how == 1 and text[b - 1:b].isalpha() or text[b - 1:b] == "%":
            return f"{text[:b]}¹{text[b:]}"
        if not re.search(r"(?:about|roughly|~|approximately|around|nearly|over|under|up to|to|by|-)\s*$", text[:a]):
            return text[:a] + ("roughly ", "about ", "~")[k % 3] + text[a:]
        return text
    if kind == 5:
        for ab, full in _ABBREV.items():
            if re.search(rf"(?<![\w/-]){re.escape(ab)}(?![\w/-])", text):
                return re.sub(rf"(?<![\w/-]){re.escape(ab)}(?![\w/-])", full, text, count=1)
    if kind == 6:
        return "**" + body + "**" + (stop or "")
    return text


def _honest(spec: Spec, text: str, edit: str) -> bool:
    ran = {a.lower() for s in ([spec] if spec.id != SPEC.id else [SPEC]) for a in (s.hw or "", s.model, s.engine or "")}
    ran |= {str(a.params.get("hardware", "")).lower() for a in spec.arms}  # an arm's own hardware (Spec(hw=None))
    if "batch size 1" in edit and any("batch_size" in a.params.get("settings", {}) for a in spec.arms):
        return False
    return not any(n in edit.lower() and any(n in r for r in ran)
                   for n in ("a100", "mi300x", "rtx 4090", "mixtral", "lmdeploy", "tensorrt-llm"))


@settings(deadline=None, max_examples=examples(200))
@given(case=st.sampled_from(CASES_TRUE), kind=st.integers(0, 7), k=st.integers(0, 60))
def test_honest_prose_never_makes_a_true_sentence_false(case, kind, k, witnesses):
    spec, text = case
    if kind == 7:  # an honest addition to the scope
        add = HONEST_SCOPES[k % len(HONEST_SCOPES)]
        scoped = Spec(spec.id, spec.arms, spec.key, hw=spec.hw, model=spec.model, engine=spec.engine,
                      scope=f"{scope_for(spec)}; {add}")
        scoped.text = spec.text
        if _honest(spec, spec.text, add):
            got = grade_case(scoped, text, witnesses)
            assert got.verdict != "false", (spec.id, text, add, got.reason)
        return
    edited = honest_edit(text, kind, k)
    if _honest(spec, text, edited):
        got = grade_case(spec, edited, witnesses)
        assert got.verdict != "false", (spec.id, edited, got.reason)


@settings(deadline=None, max_examples=examples(150))
@given(case=st.sampled_from(CASES_TWINS), kind=st.integers(0, 6), k=st.integers(0, 60))
def test_honest_prose_never_makes_a_twin_net_true(case, kind, k, witnesses):
    spec, text = case
    got = grade_case(spec, honest_edit(text, kind, k), witnesses)
    assert got.verdict != "net-true", (spec.id, honest_edit(text, kind, k), got.reason)


@pytest.mark.parametrize("text", [t for t, _ in FRAMES])
@pytest.mark.parametrize("kind, k", [(0, 0), (0, 1), (0, 2), (0, 10), (0, 11), (0, 12), (1, 0), (1, 1), (1, 2),
                                     (1, 3), (1, 4), (1, 5), (1, 6), (2, 0), (2, 1), (2, 2), (2, 3), (2, 12),
                                     (2, 13), (6, 0)])
def test_markup_citations_and_disclaimers_keep_a_frame_net_true(text, kind, k, witnesses):
    """The usability side: a citation, a footnote, a label, a list or quote mark, Markdown emphasis and a disclaimer
    sentence leave a true frame net-true (caveats that name a condition, a date or another tool's version stay
    open: not-yet, never false)."""
    edited = honest_edit(text, kind, k)
    assert verdict(edited, witnesses) == "net-true", edited
