"""Hints for the public real-sentence corpus's unread frames that no witness can check as written (grammar._HINTS):
a class named by an example ("compared to leading systems such as vLLM", rs283), a habit over many runs ("is
typically 5-15 t/s", rs389 / rs390), an average over cases ("on average 2.25x faster ... across these cases", rs196),
a regression whose metric another sentence may name ("Mean TTFT was 200 ms. ... has regressed by 14.23%", after rs349). Each stays unread (not-yet); its hint says what would
read."""

from __future__ import annotations

import pytest

from claimcheck.claims.grammar import read_full, unread_hint


@pytest.mark.parametrize("sentence,arms,word,says", [
    ("MII now delivers up to 2.5 times higher effective throughput compared to leading systems such as vLLM.",
     {"mii": ["MII"], "vllm": ["vLLM"]}, "such", "name the arm"),
    ("CPU-only on a modern Ryzen 9 is typically 5–15 t/s.", {"cpu": ["CPU-only"], "gpu": ["the GPU"]}, "typically",
     "measured run"),
    ("Across these cases, dynamic scheduling is on average 2.25× faster than FlashInfer.",
     {"dyn": ["dynamic scheduling"], "fi": ["FlashInfer"]}, "average", "measured case"),
    # (rs349 alone, "Llama4 on DGXH100 has regressed by 14.23%", reads since engine_subject reads a model subject: the
    # generic speed of production sense_verb_speed; a metric named in another sentence leaves the verb unread)
    ("Mean TTFT was 200 ms. Llama4 on DGXH100 has regressed by 14.23%", {"new": ["the new build"],
                                                                          "old": ["the old build"]}, "regressed",
     "metric and arms"),
])
def test_unread_corpus_frames_carry_a_hint(sentence, arms, word, says):
    res = read_full(sentence, "", arms)
    spans = [u.text for u in res.reading.unread if word in u.text.lower()]
    assert spans, [u.text for u in res.reading.unread]
    assert says in unread_hint(spans[0], list(arms))
