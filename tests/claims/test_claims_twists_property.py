"""Properties of claim-check on twisted statements (issue 10):

* inserting a negation (any of a list of forms, at any place generated: in front of the sentence,
  at the verb, or at any word boundary) into a true directional statement never leaves it
  net-true: the negated statement is false, and a garbled one is not read (not-yet);
* appending an assertive word or phrase the witness cannot speak to ("... and crushed the
  competition", "..., a clear win") to a true statement gives not-yet, naming the word;
* twisting a true statement of any frame (issue 16 item 1: ratio, value, from-to pair, vs pair,
  "respectively", change verb and noun, signed percent, "that with", parenthesized pair, padding)
  never gives net-true: one number scaled beyond its tolerance, the two arms swapped, the
  direction word turned round, or a negation inserted (``TEMPLATES``, ``twisted``).

The base statements are graded net-true first (``test_base_statements_are_net_true``), so that
neither property can pass by a grader that grades everything not-yet. Witnesses: the corpus's
``ab2x`` (concurrent 2.0 requests/s vs sequential 1.0; median TTFT 0.25 s vs 0.10 s) and ``cb``
(batching 6.5 vs 2.0 token steps/s), and ``apc`` (the frames witness of test_claims_frames.py: apc-on
3.0 vs apc-off 2.4 requests/s, mean TTFT 200 vs 500 ms), sealed in a temporary directory.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

import re

from claims_corpus.corpus import Row
from claims_corpus.grading import grade_row, named_text
from claims_corpus.frames import APC_ARMS
from claims_corpus.witnesses import ab2x, ab_witness, cb_witness, model_ab_bundle, prefix_bundle, seal, uniform

# (witness, statement): true of the witness, directional (a comparison with a direction)
DIRECTIONAL = [
    ("ab2x", "The concurrent arm was faster than the sequential arm."),
    ("ab2x", "The concurrent arm was 2x faster than the sequential arm."),
    ("ab2x", "The sequential arm was slower than the concurrent arm."),
    ("ab2x", "The sequential arm was 2x slower than the concurrent arm."),
    ("ab2x", "The concurrent arm was twice as fast as the sequential arm."),
    ("ab2x", "The concurrent arm doubled the throughput of the sequential arm."),
    ("ab2x", "The concurrent arm gave a 2x speedup over the sequential arm."),
    ("ab2x", "The concurrent arm had a higher throughput than the sequential arm."),
    ("ab2x", "The concurrent arm's median TTFT was higher than the sequential arm's."),
    ("cb", "Batching was faster than the tuned sequential arm."),
    ("cb", "Batching was 3.25x faster than the tuned sequential arm."),
]
# true statements of any kind (directional, values, counts)
TRUE = DIRECTIONAL + [
    ("ab2x", "The concurrent arm completed 10 tasks."),
    ("ab2x", "The sequential arm's median TTFT was 0.10 s."),
    ("ab2x", "The concurrent arm's request throughput was 2.0 requests/s."),
    ("cb", "Batching ran with 18.75% padding."),
    ("cb", "Batching scheduled 8 jobs in 2 batches."),
]
SCOPES = {"ab2x": "SmolLM2-135M on one CPU host, 10 tasks per arm",
          "cb": "SmolLM2-135M on one CPU host, 8 jobs per arm; timing includes queue and padding",
          "apc": "SmolLM2-135M on one CPU host, 24 tasks per arm",
          "fp8": "one CPU host, 24 tasks per arm", "prefix": "one CPU host, 24 tasks per arm"}

SENTENCE_NEGATIONS = ["It is not true that {}", "It is not the case that {}", "It is false that {}",
                      "It is untrue that {}", "Nobody could say that {}"]
WORD_NEGATIONS = ["not", "never", "no", "not at all", "by no means", "in no way", "hardly", "nowhere near"]
# verb -> negated forms (grammatical negation at the verb)
VERB_NEGATIONS = {
    "was": ["was not", "wasn't", "was never", "was by no means", "was in no way"],
    "doubled": ["did not double", "didn't double", "never doubled"],
    "gave": ["did not give", "didn't give", "never gave", "gave no"],
    "had": ["did not have", "didn't have", "never had"],
}

ASSERTIVE_VERBS = ["crushed", "dominated", "slashed", "smashed", "trounced", "eclipsed", "annihilated", "demolished",
                   "obliterated", "outclassed", "beat", "outperformed", "surpassed", "cut", "boosted", "revolutionized",
                   "supercharged", "leapfrogged", "destroyed", "won against"]
# (engine names such as vLLM are context facts, tested in the corpus: unk-beat-vllm, ctx-vllm)
OBJECTS = ["the competition", "the previous release", "the industry", "all expectations", "serving costs", "energy use",
           "the old record", "our previous system", "every rival", "the old setup"]
# (phrase, the word of it the result must name)
PHRASES = [("a clear win", "win"), ("a game changer", "changer"), ("a landslide victory", "victory"),
           ("which is state of the art", "state"), ("beating all prior work", "beating"), ("setting a new record", "record"),
           ("proving the design is optimal", "optimal"), ("an industry first", "industry"),
           ("a massive improvement for users", "massive"), ("which wins", "wins")]


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("twists")
    apc = ab_witness(APC_ARMS, engine="vLLM", engine_version="0.8.5", inputs={"tasks": 24})
    apc_rows = uniform("apc-off", 24, 10.0, 4, ttft=0.5) + uniform("apc-on", 24, 8.0, 4, ttft=0.2)
    return {"ab2x": str(seal(root / "ab2x", *ab2x())), "cb": str(seal(root / "cb", *cb_witness())),
            "apc": str(seal(root / "apc", apc, {"rows.jsonl": apc_rows})),
            "fp8": model_ab_bundle(root, "fp8"), "prefix": prefix_bundle(root, "prefix")}


def _grade(witnesses, witness: str, statement: str):
    row = Row(id="property", category="property", witness=witness, statement=statement, expect="not-yet",
              why="property", scope=SCOPES[witness])
    return grade_row(row, witnesses)


def _lower_first(s: str) -> str:
    return s[0].lower() + s[1:]


@st.composite
def negated(draw):
    witness, statement = draw(st.sampled_from(DIRECTIONAL))
    words = statement[:-1].split(" ")
    how = draw(st.sampled_from(["sentence", "verb", "anywhere"]))
    if how == "sentence":
        form = draw(st.sampled_from(SENTENCE_NEGATIONS))
        return witness, form.format(_lower_first(statement))
    verbs = [i for i, w in enumerate(words) if w in VERB_NEGATIONS]
    if how == "verb" and verbs:
        i = draw(st.sampled_from(verbs))
        words = words[:i] + [draw(st.sampled_from(VERB_NEGATIONS[words[i]]))] + words[i + 1:]
    else:
        i = draw(st.integers(min_value=0, max_value=len(words)))
        neg = draw(st.sampled_from(WORD_NEGATIONS))
        if i == 0:
            neg = neg[0].upper() + neg[1:]
            words = [neg, _lower_first(words[0])] + words[1:]
        else:
            words = words[:i] + [neg] + words[i:]
    return witness, " ".join(words) + "."


@st.composite
def with_assertive_tail(draw):
    witness, statement = draw(st.sampled_from(TRUE))
    if draw(st.booleans()):
        word = draw(st.sampled_from(ASSERTIVE_VERBS))
        tail = f"{word} {draw(st.sampled_from(OBJECTS))}"
        joiner = draw(st.sampled_from([" and {}.", "; it also {}.", ", and it {}.", ". It {}."]))
    else:
        tail, word = draw(st.sampled_from(PHRASES))
        joiner = draw(st.sampled_from([", {}.", " - {}.", "; {}."]))
    return witness, statement[:-1] + joiner.format(tail), word


@pytest.mark.parametrize("witness, statement", sorted(set(TRUE)))
def test_base_statements_are_net_true(witnesses, witness, statement):
    result = _grade(witnesses, witness, statement)
    assert result.verdict == "net-true", f"{statement!r}: {result.verdict}: {result.reason}"


@settings(deadline=None, max_examples=examples(80))
@given(negated())
def test_inserting_a_negation_never_leaves_a_true_statement_net_true(witnesses, case):
    witness, statement = case
    result = _grade(witnesses, witness, statement)
    assert result.verdict in ("false", "not-yet"), f"{statement!r}: {result.verdict}: {result.reason}"


@settings(deadline=None, max_examples=examples(80))
@given(with_assertive_tail())
def test_appending_an_unreadable_assertion_gives_not_yet(witnesses, case):
    witness, statement, word = case
    result = _grade(witnesses, witness, statement)
    assert result.verdict == "not-yet", f"{statement!r}: {result.verdict}: {result.reason}"
    assert word.lower() in named_text(result), f"{statement!r}: the result does not name {word!r}: {result.reason}"


# --- twists across frames (issue 16 item 1: "twisting a true statement never gives net-true") ----
# A template marks what a twist may change: {A} / {B} the two arms' phrases (swapped by the arm
# twist), [N] a number (scaled by the number twist), <word> a direction word (turned round by the
# direction twist), ~verb~ a verb the negation twist may negate. Rendered as written, each is true
# of its witness (test_template_statements_are_net_true).
TEMPLATES = [
    ("ab2x", ("concurrent arm", "sequential arm"), "The {A} ~was~ [2]x <faster> than the {B}."),
    ("ab2x", ("concurrent arm", "sequential arm"), "The {A}'s request throughput ~was~ [2.0] requests/s."),
    ("ab2x", ("sequential arm", "concurrent arm"), "The {A}'s median TTFT ~was~ [0.10] s."),
    ("ab2x", ("concurrent arm", "sequential arm"), "The {A}'s median TTFT ~was~ <higher> than the {B}'s."),
    ("ab2x", ("concurrent arm", "sequential arm"), "The {A}'s output token throughput ~was~ [16] tokens/s."),
    ("ab2x", ("concurrent arm", "sequential arm"), "The {A}'s wall time ~was~ [5.0] s."),
    ("apc", ("on", "off"), "With prefix caching {A}, mean TTFT <fell> from [500] ms to [200] ms."),
    ("apc", ("apc-on", "apc-off"), "Mean TTFT <dropped> by [60]% with {A} compared with {B}."),
    ("apc", ("apc-on", "apc-off"), "Request throughput ~was~ [3.0] vs [2.4] req/s for {A} and {B}."),
    ("apc", ("apc-on", "apc-off"), "Mean TTFT ~was~ [200] ms and [500] ms for {A} and {B}, respectively."),
    ("apc", ("apc-on", "apc-off"), "{A} ~gave~ a [60]% <reduction> in mean TTFT over {B}."),
    ("apc", ("on", "off"), "Throughput with APC {A} ~was~ [1.25]x that with APC {B}."),
    ("apc", ("apc-on", "apc-off"), "{A} ~was~ [1.25]x <faster> than {B}."),
    ("apc", ("apc-on", "apc-off"), "Throughput <rose> +[25]% in {A} over {B}."),
    ("apc", ("apc-on", "apc-off"), "{A} ~reached~ [3.0] req/s."),
    ("apc", ("apc-on", "apc-off"), "Prefix caching <improved> throughput by [25]% ([2.4] req/s to [3.0] req/s)."),
    ("cb", ("batching", "tuned sequential arm"), "{A} ~was~ [3.25]x <faster> than the {B}."),
    ("cb", ("batching", "tuned sequential arm"), "{A} ~ran~ with [18.75]% padding."),
    ("cb", ("batching", "tuned sequential arm"), "The {B} ~was~ <slower> than {A}."),
    # the model (quantization) as the treatment, and a controlled pair beside the witness's baseline
    # (test_claims_like_for_like.py: fp8 3.0 vs fp16 2.0 req/s; shared vs unique prefix, 90 cached tokens each)
    ("fp8", ("fp8 arm", "fp16 arm"), "The {A} ~was~ [1.5]x <faster> than the {B}."),
    ("fp8", ("fp8 arm", "fp16 arm"), "The {A}'s output token throughput ~was~ [24] tokens/s."),
    ("prefix", ("shared-prefix arm", "unique-prefix arm"), "The {A} ~had~ a <lower> median TTFT than the {B}."),
    ("prefix", ("shared-prefix arm", "unique-prefix arm"), "The {A} ~was~ [1.5]x <faster> than the {B}."),
    ("prefix", ("shared-prefix arm", "unique-prefix arm"), "The {A} ~gained~ a prefix-cache benefit over the {B}."),
]
OPPOSITE = {"faster": "slower", "slower": "faster", "higher": "lower", "lower": "higher", "fell": "rose", "rose": "fell",
            "dropped": "rose", "reduction": "increase", "improved": "reduced"}
VERB_NEGATIONS_ALL = {**VERB_NEGATIONS, "reached": ["did not reach", "never reached"],
                      "ran": ["did not run", "never ran"], "gained": ["did not gain", "never gained", "gained no"]}
SCALES = (0.4, 0.5, 0.6, 1.5, 1.8, 2.5, 4.0)
_SLOT = re.compile(r"\[([0-9.]+)\]|<([a-z]+)>|~([a-z]+)~|\{([AB])\}")


def render(template: str, arms: tuple[str, str], *, swap: bool = False, number: tuple[int, str] | None = None,
           flip: bool = False, negate_verb: str | None = None) -> str:
    """The template as a sentence; ``number``: (index of the [N] slot, its new text)."""
    a, b = (arms[1], arms[0]) if swap else arms
    k = -1

    def sub(m: re.Match) -> str:
        nonlocal k
        if m.group(1) is not None:
            k += 1
            return number[1] if number and number[0] == k else m.group(1)
        if m.group(2) is not None:
            return OPPOSITE[m.group(2)] if flip else m.group(2)
        if m.group(3) is not None:
            return negate_verb if negate_verb else m.group(3)
        return a if m.group(4) == "A" else b

    out = _SLOT.sub(sub, template)
    return out[0].upper() + out[1:] if out[0].isalpha() and not out.startswith("apc-") else out


def _scaled(text: str, factor: float) -> str | None:
    """``text`` times ``factor`` written with the same decimals, or None when that lands within 20%
    of the original (not beyond any tolerance a number as written can carry)."""
    decimals = len(text.split(".")[1]) if "." in text else 0
    old = float(text)
    new = round(old * factor, decimals)
    if new <= 0 or abs(new - old) < 0.2 * old:
        return None
    return f"{new:.{decimals}f}"


@st.composite
def twisted(draw):
    witness, arms, template = draw(st.sampled_from(TEMPLATES))
    numbers = re.findall(r"\[([0-9.]+)\]", template)
    verbs = re.findall(r"~([a-z]+)~", template)
    kinds = ["negate"] + (["number"] if numbers else []) + (["flip"] if "<" in template else []) + (
        ["swap"] if "{" in template else [])
    kind = draw(st.sampled_from(kinds))
    if kind == "number":
        i = draw(st.integers(min_value=0, max_value=len(numbers) - 1))
        new = _scaled(numbers[i], draw(st.sampled_from(SCALES)))
        if new is None:
            new = _scaled(numbers[i], 4.0)
        return witness, kind, render(template, arms, number=(i, new))
    if kind == "flip":
        return witness, kind, render(template, arms, flip=True)
    if kind == "swap":
        return witness, kind, render(template, arms, swap=True)
    plain = render(template, arms)
    if verbs and draw(st.booleans()):
        verb = draw(st.sampled_from(verbs))
        return witness, kind, render(template, arms, negate_verb=draw(st.sampled_from(VERB_NEGATIONS_ALL[verb])))
    form = draw(st.sampled_from(SENTENCE_NEGATIONS))
    return witness, kind, form.format(_lower_first(plain) if not plain.startswith("apc-") else plain)


@pytest.mark.parametrize("witness, arms, template", TEMPLATES, ids=[f"{t[0]}-{i}" for i, t in enumerate(TEMPLATES)])
def test_template_statements_are_net_true(witnesses, witness, arms, template):
    statement = render(template, arms)
    result = _grade(witnesses, witness, statement)
    assert result.verdict == "net-true", f"{statement!r}: {result.verdict}: {result.reason}"


@settings(deadline=None, max_examples=examples(150))
@given(twisted())
def test_twisting_a_true_statement_never_gives_net_true(witnesses, case):
    witness, kind, statement = case
    result = _grade(witnesses, witness, statement)
    assert result.verdict != "net-true", f"{kind} twist {statement!r}: {result.verdict}: {result.reason}"
