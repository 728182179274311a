"""A pointer to a picture or a figure with where it sits in the write-up (production reference, prose.reference /
_page_place; vocabulary.PROSE_SEE_IMAGE_NOUNS, PROSE_PAGE_PLACES, PROSE_PAGE_NOUNS): "(see image at top of
tutorial)" (real sentence rs292), "(see the screenshot above)", "(see Figure 3 at the bottom of the post)", "(see the
image in the readme)". Where to look, inert; before, "image", "top", "tutorial" stayed unread. Only the whole
parenthesis, and only words of place: a number, an arm or a metric in it ("(see image 2: 3x at top of tutorial)")
leaves it unread, never an accusation.

Witnesses (worked out by hand; 10 requests per arm, every request alike):

* ``eng`` (engines per arm): mii end-to-end latency 0.5 s, base 0.9 s: 0.9 / 0.5 = 1.8x lower latency;
* ``rel`` (main / pr-1234, an "on" / "off" string): pr-1234 2.6 req/s, main 2.0 req/s: 30% higher;
* ``flag`` (a boolean setting): with prefix caching mean TTFT 0.05 s, without 0.10 s: 50% lower.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SPECS = {
    "eng": [A("mii", "MII", dur=0.5, settings={"engine": "MII"}),
            A("base", "the baseline", dur=0.9, role="baseline", settings={"engine": "HF"})],
    "rel": [A("pr-1234", "the PR", thr=2.6, settings={"fused_moe": "on"}),
            A("main", thr=2.0, role="baseline", settings={"fused_moe": "off"})],
    "flag": [A("cache", "prefix caching", ttft=0.05, settings={"prefix_caching": True}),
             A("nocache", ttft=0.10, role="baseline", settings={"prefix_caching": False})],
}
wit = sealed_fixture("pagepointers", SPECS, engine=None)


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], "10 requests per arm on one H100")


FRAMES = [
    ("eng", "MII improves end-to-end latency by 1.8x compared to the baseline (see image at top of tutorial).",
     ["MII improves end-to-end latency by 2.7x compared to the baseline (see image at top of tutorial).",
      "MII improves end-to-end latency by 0.9x compared to the baseline (see image at top of tutorial).",
      "The baseline improves end-to-end latency by 1.8x compared to MII (see image at top of tutorial).",
      "MII worsens end-to-end latency by 1.8x compared to the baseline (see image at top of tutorial).",
      "MII does not improve end-to-end latency by 1.8x compared to the baseline (see image at top of tutorial)."]),
    ("eng", "MII improves end-to-end latency by 1.8x over the baseline (see the screenshot above).",
     ["MII improves end-to-end latency by 3.6x over the baseline (see the screenshot above).",
      "MII improves end-to-end latency by 1.8x over the baseline on an A100 (see the screenshot above)."]),
    ("rel", "pr-1234 raises request throughput by 30% over main (see Figure 3 at the bottom of the post).",
     ["pr-1234 raises request throughput by 45% over main (see Figure 3 at the bottom of the post).",
      "main raises request throughput by 30% over pr-1234 (see Figure 3 at the bottom of the post).",
      "pr-1234 lowers request throughput by 30% vs main (see Figure 3 at the bottom of the post)."]),
    ("flag", "Prefix caching cuts mean TTFT by 50% (see the image in the readme).",
     ["Prefix caching cuts mean TTFT by 75% (see the image in the readme).",
      "Prefix caching cuts p99 TTFT by 25% (see the image in the readme).",
      "Prefix caching raises mean TTFT by 50% (see the image in the readme)."]),
]
test_true_read_net_true, test_twins_never_net_true = frame_tests(FRAMES, _grade)

#: a number or a comparison inside the pointer, or a place that is no part of a write-up: unread, never false
NEVER_FALSE = [
    ("eng", "MII improves end-to-end latency by 1.8x compared to the baseline (see image 2: 3x at top of tutorial)."),
    ("eng", "MII improves end-to-end latency by 1.8x compared to the baseline (see image at top of the H100 box)."),
    ("rel", "pr-1234 raises request throughput by 30% over main (see the image at the top of main)."),
]


@pytest.mark.parametrize("name,statement", NEVER_FALSE)
def test_pointers_with_claims_are_never_false(name, statement, wit):
    assert_never_false(_grade(wit, name, statement), statement)
