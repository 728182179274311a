"""Real sentences graded against witnesses that make them true (issue 16, item 4).

* the corpus is what the issue asks for: at least 400 sentences from at least 30 public
  write-ups, each with its source address, at least 150 of them witnessed;
* every twisted twin (wrong number, flipped direction, swapped arms, negation) is never
  ``net-true`` -- a hard assertion;
* a true sentence graded ``false`` is a false contradiction: a failure, except the ones listed
  in ``KNOWN_FALSE`` (each with the cause; xfail);
* a sentence in ``PINNED_NET_TRUE`` (read and net-true on the committed tree) must stay net-true;
* any other true sentence the reader cannot read yet (``not-yet``) passes: ``report.py`` counts them
  (REPORT.md), so that the suite's summary is not 170 lines of expected failures.

The witnesses are sealed once per session (``real_witnesses``). ``report.py`` prints the same
verdicts as a table and writes REPORT.md.
"""

from __future__ import annotations

import json
import re

import pytest

from .witness_specs import KNOWN_FALSE, PINNED_NET_TRUE, SENTENCES, SPECS, build_witnesses, grade_case, twins

ROWS = [json.loads(x) for x in SENTENCES.read_text(encoding="utf-8").splitlines() if x.strip()]

TWINS = [(s, kind, text) for s in SPECS for kind, text in twins(s)]


@pytest.fixture(scope="session")
def real_witnesses(tmp_path_factory):
    return build_witnesses(tmp_path_factory.mktemp("real-sentence-witnesses"))


def _source_key(row: dict) -> str:
    src = row["source"]
    if src.get("repo"):
        return f"{src['repo']}/{src['path']}"
    return re.sub(r"#.*$", "", src["url"])


def test_corpus_size_and_fields():
    ids = [r["id"] for r in ROWS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    texts = [r["text"] for r in ROWS]
    assert len(texts) == len(set(texts)), "duplicate sentences"
    assert len(ROWS) >= 400
    assert len({_source_key(r) for r in ROWS}) >= 30
    for r in ROWS:
        assert r["text"].strip() == r["text"] and r["text"], r["id"]
        assert r["source"]["url"].startswith("https://"), r["id"]
        if r["source"].get("repo"):
            assert re.fullmatch(r"[0-9a-f]{40}", r["source"]["commit"]), r["id"]
        assert r["category"] and isinstance(r["frames"], list) and isinstance(r["arms"], dict), r["id"]


def test_specs_name_corpus_rows():
    by_id = {r["id"]: r["text"] for r in ROWS}
    assert len(SPECS) >= 150
    assert len({s.id for s in SPECS}) == len(SPECS)
    for s in SPECS:
        assert s.text == by_id[s.id]
        assert s.key in s.text, f"{s.id}: key {s.key!r} not in the sentence"
    assert set(KNOWN_FALSE) <= {s.id for s in SPECS}
    assert PINNED_NET_TRUE <= {s.id for s in SPECS} and not PINNED_NET_TRUE & set(KNOWN_FALSE)


def test_witness_aliases_are_names():
    """Every witness is one the grader accepts: aliases hold no grammar word, number or other arm's name."""
    from claimcheck.claims.aliases import alias_problems

    from .witness_specs import witness_for

    for s in SPECS:
        arms = witness_for(s)[0]["arms"]
        assert not alias_problems({k: v["aliases"] for k, v in arms.items()}, strict=True), s.id


def test_twins_differ_from_their_sentence():
    for spec, kind, text in TWINS:
        assert text != spec.text, (spec.id, kind)


@pytest.mark.parametrize("spec, kind, text", TWINS, ids=[f"{s.id}-{k}" for s, k, _ in TWINS])
def test_twin_is_never_net_true(spec, kind, text, real_witnesses):
    res = grade_case(spec, text, real_witnesses)
    assert res.verdict != "net-true", f"{spec.id} ({kind}) twin graded net-true: {text!r}: {res.reason}"


@pytest.mark.parametrize("spec", SPECS, ids=[s.id for s in SPECS])
def test_true_sentence(spec, real_witnesses):
    res = grade_case(spec, spec.text, real_witnesses)
    if res.verdict == "false":
        if spec.id in KNOWN_FALSE:
            pytest.xfail(f"known false contradiction: {KNOWN_FALSE[spec.id]}")
        pytest.fail(f"FALSE CONTRADICTION {spec.id}: {spec.text!r} is true of its witness; got false: {res.reason}")
    if spec.id in PINNED_NET_TRUE:
        assert res.verdict == "net-true", f"{spec.id} was read and net-true; now {res.verdict}: {res.reason}"
    # net-true is the target; not-yet (not read yet) is tracked in REPORT.md, not failed here
    assert res.verdict in ("net-true", "not-yet"), f"{spec.id}: {res.verdict}: {res.reason} (a witness problem?)"
