"""An exclamation of the outcome opening a sentence (production casual_filler, claimcheck/claims/casual.py;
vocabulary.OPENING_EXCLAMATIONS).

Found in the real-sentence corpus (rs441, category failures; a llama.cpp issue): "Success - I get 60.45 token / sec !!"
left "Success" unread. An exclamation ("Success", "Nice", "Wow", ...) as the sentence's first word, its "-" / "!" marks
and then a first-person subject ("I", "we") is the author's delight at the result the clause states: inert. Before
":" ("Success: 120 requests" may label the requests that succeeded), before anything but "I" / "we", or anywhere but
the first word, it stays unread.

Witness by hand (llama.cpp on an Apple M1 Max, llama-2-7b-chat Q4_0, one run: two identical arms, 10 requests of 8
output tokens, 60.45 output tokens/s): 10 * 8 / 60.45 = 1.3234 s wall; every request alike.
Twins: 60.45 x2 = 120.9 and x0.5 = 30.2 token / sec; negation; wrong GPU (an RTX 4090); wrong model (70B).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import same  # noqa: E402

SCOPE = "llama.cpp, llama-2-7b-chat Q4_0 on an Apple M1 Max, one run of 10 requests"
NEG = "It is not true that "

wit = sealed_fixture("opening_exclamation", same("rs", "llama-cpp-rs", toks=60.45), "rs", engine="llama.cpp",
                     hw="Apple M1 Max", model="llama-2-7b-chat.Q4_0.gguf")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "Success - I get 60.45 token / sec !!",
    "Success! I get 60.45 tokens/s.",
    "Nice!! We get 60.45 tok/s.",
    "Wow - I get about 60 tokens per second.",
]

TWINS = [
    "Success - I get 120.9 token / sec !!",              # x2
    "Success - I get 30.2 token / sec !!",               # x0.5
    NEG + "success - I get 60.45 token / sec !!",        # negation
    "Success - I get 60.45 token / sec on an RTX 4090 !!",  # wrong GPU
    "Success - I get 60.45 token / sec with a 70B model !!",  # wrong model
]

test_true_read_net_true, test_twins_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = ["Success - I get 120.9 token / sec !!"]
NEVER_FALSE = [
    "Success: I get 60.45 token / sec",       # before ":": a label, left unread
    "Success - 60.45 token / sec",            # no first-person subject: left unread
    "Failure - I get 60.45 token / sec",      # not an exclamation of delight: left unread
    "Success: 5 requests",                    # a count of the requests that succeeded? never read as the task count
    "I get 60.45 token / sec, success!",
]

test_contradicted_false, test_honest_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)


def test_only_the_opening_exclamation_is_inert(wit):
    for s in ("Success: I get 60.45 token / sec", "Success - 60.45 token / sec", "Failure - I get 60.45 token / sec",
              "I get 60.45 token / sec, success!"):
        r = grade(wit, s)
        assert r.verdict != "net-true" and r.reading.unread, (s, r.reason)
