"""Properties of claim-check on twisted statements (issue 10):

* inserting a negation (any of a list of forms, at any place generated: in front of the sentence,
  at the verb, or at any word boundary) into a true directional statement never leaves it
  net-true: the negated statement is false, and a garbled one is not read (not-yet);
* appending an assertive word or phrase the witness cannot speak to ("... and crushed the
  competition", "..., a clear win") to a true statement gives not-yet, naming the word.

The base statements are graded net-true first (``test_base_statements_are_net_true``), so that
neither property can pass by a grader that grades everything not-yet. Witnesses: the corpus's
``ab2x`` (concurrent 2.0 requests/s vs sequential 1.0; median TTFT 0.25 s vs 0.10 s) and ``cb``
(batching 6.5 vs 2.0 token steps/s), sealed in a temporary directory.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claims_corpus.corpus import Row
from claims_corpus.grading import grade_row, named_text
from claims_corpus.witnesses import ab2x, cb_witness, seal

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
          "cb": "SmolLM2-135M on one CPU host, 8 jobs per arm; timing includes queue and padding"}

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
    return {"ab2x": str(seal(root / "ab2x", *ab2x())), "cb": str(seal(root / "cb", *cb_witness()))}


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


@settings(deadline=None, max_examples=80)
@given(negated())
def test_inserting_a_negation_never_leaves_a_true_statement_net_true(witnesses, case):
    witness, statement = case
    result = _grade(witnesses, witness, statement)
    assert result.verdict in ("false", "not-yet"), f"{statement!r}: {result.verdict}: {result.reason}"


@settings(deadline=None, max_examples=80)
@given(with_assertive_tail())
def test_appending_an_unreadable_assertion_gives_not_yet(witnesses, case):
    witness, statement, word = case
    result = _grade(witnesses, witness, statement)
    assert result.verdict == "not-yet", f"{statement!r}: {result.verdict}: {result.reason}"
    assert word.lower() in named_text(result), f"{statement!r}: the result does not name {word!r}: {result.reason}"
