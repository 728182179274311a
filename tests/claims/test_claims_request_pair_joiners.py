"""A request's time for two arms joined by "instead of" / "compared to" / "compared with" / "rather than" (production
request_pair, grammar._Clause._request_vs): "Each answer took 2 s on the PR instead of 4 s on main", "A single request
took 2 s with the PR compared to 4 s with main", "End to end, a single answer took about 4.1 s with speculation instead
of 8.0 s without" -- after the first value's own arm, as "vs" / "versus" / "and" join it: each value its arm's
(the second another arm), the subject's time of both. Before: "instead of 4 s on main" after an arm was unread ("2 s
instead" left with no unit). "Each answer took 2 s instead of 4 s on main" (the first value's arm not said) stays
unread.

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM on one H100, Llama-3.1-8B-Instruct, 10
requests per arm, 100 output tokens each, every request of an arm alike):

* ``pr`` (arm names "pr-1234" with aliases "PR" / "the PR", and "main"): pr-1234 e2e 0.1 + 99 x 19.19 ms = 2.0 s;
  main 0.1 + 99 x 39.39 ms = 4.0 s.
* ``spec`` (settings speculative_decoding true / false; alias "speculation"): spec e2e 4.1 s, nospec 8.0 s (300
  output tokens, TTFT 50 ms).
* ``eng`` (each arm its own engine: llama.cpp, Ollama; no witness-wide engine): as ``pr``.
* ``pr_fail``: as ``pr``, but pr-1234's task t003 failed (a request time is a completed request's: graded as the "vs"
  form is).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

FAST = dict(ttft=0.1, tpot=1.9 / 99, tok=100)
SLOW = dict(ttft=0.1, tpot=3.9 / 99, tok=100)
SPECS = {
    "pr": [A("pr-1234", "PR", "the PR", role="treatment", **FAST), A("main", role="baseline", **SLOW)],
    "spec": [A("spec", "speculation", ttft=0.05, tpot=(4.1 - 0.05) / 299, tok=300,
               settings={"speculative_decoding": True}, role="treatment"),
             A("nospec", ttft=0.05, tpot=(8.0 - 0.05) / 299, tok=300, settings={"speculative_decoding": False},
               role="baseline")],
    "eng": [A("llamacpp", "llama.cpp", role="treatment", engine="llama.cpp", **FAST),
            A("ollama", "Ollama", role="baseline", engine="Ollama", **SLOW)],
}
SCOPE = "Llama-3.1-8B-Instruct, 10 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("request_pair_joiners")
    out = {}
    for name, arms in [*SPECS.items(), ("pr_fail", SPECS["pr"])]:
        kw = {"key": ""}
        if name == "eng":
            kw["engine"] = None
        w, files = witness_for(Spec(name, list(arms), **kw))
        if name == "pr_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "pr-1234" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


EACH = "Each answer took 2 s on the PR instead of 4 s on main."
FRAMES = [
    ("pr", EACH,
     [EACH.replace("2 s", "3 s"), EACH.replace("2 s", "1 s"),                                # x1.5, x0.5
      EACH.replace("4 s", "6 s"),
      "Each answer took 2 s on main instead of 4 s on the PR.",                               # arms swapped
      "Each answer took 4 s on the PR instead of 2 s on main.",
      EACH.replace("on main", "on v2"),                                                       # an arm it lacks
      EACH.replace("Each answer took", "Each answer never took"),
      NEG + EACH[0].lower() + EACH[1:]]),
    ("pr", "A single request took 2 s with the PR compared to 4 s with main.",
     ["A single request took 3 s with the PR compared to 4 s with main.",
      "A single request took 2 s with main compared to 4 s with the PR."]),
    ("pr", "Each request took about 2 s on PR, compared with about 4 s on main.",
     ["Each request took about 3 s on PR, compared with about 4 s on main.",
      "Each request took about 4 s on PR, compared with about 2 s on main."]),
    ("spec", "End to end, a single answer took about 4.1 s with speculation instead of 8.0 s without.",
     ["End to end, a single answer took about 6.15 s with speculation instead of 8.0 s without.",
      "End to end, a single answer took about 2.05 s with speculation instead of 8.0 s without.",
      "End to end, a single answer took about 4.1 s without speculation instead of 8.0 s with it.",
      "End to end, a single answer took about 8.0 s with speculation instead of 4.1 s without."]),
    ("eng", "Each response took 2 s on llama.cpp rather than 4 s on Ollama.",
     ["Each response took 2 s on Ollama rather than 4 s on llama.cpp.",
      "Each response took 2 s on llama.cpp rather than 4 s on vLLM.",
      "Each response took 1 s on llama.cpp rather than 4 s on Ollama."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


def test_failed_request_grades_as_the_vs_form(wit):
    # a request time is a completed request's: on the committed tree "Each answer took 2 s on the PR vs 4 s on main"
    # and "Mean E2E latency was 2 s on the PR vs 4 s on main" grade net-true where one PR request failed (the nine
    # answers took 2 s); the new joiners grade exactly as "vs" does, no more
    vs = EACH.replace("instead of", "vs")
    assert grade(wit, "pr_fail", EACH).verdict == grade(wit, "pr_fail", vs).verdict


# the first value's arm not said: unread, never false
NEVER_FALSE = [
    ("pr", "Each answer took 2 s instead of 4 s on main."),
    ("pr", "Each answer took 4 s instead of 2 s on the PR."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
