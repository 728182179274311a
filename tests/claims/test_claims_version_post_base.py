"""A post-release named by its release (vocabulary.version_phrases, grammar.lark production version_post_base): "0.6.3"
of an arm whose recorded version is "0.6.3.post1", as people write it ("vLLM 0.8.5 lowers mean TPOT from 18.56 ms to
14.12 ms compared to 0.6.3"; unread before). The base names that arm only where no other arm gives it: of arms 0.6.3
and 0.6.3.post1, "0.6.3" is the first's own version and names it alone.

Witnesses by hand: ``up`` -- arms old (vLLM 0.6.3.post1, 2 req/s) and new (vLLM 0.8.5, 3 req/s); ``pair`` -- arms a
(vLLM 0.6.3, 2 req/s) and b (vLLM 0.6.3.post1, 3 req/s).
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

_SPECS = {"up": [A("old", thr=2.0, role="baseline", engine="vLLM", engine_version="0.6.3.post1"),
                 A("new", thr=3.0, role="treatment", engine="vLLM", engine_version="0.8.5")],
          "pair": [A("a", thr=2.0, role="baseline", engine="vLLM", engine_version="0.6.3"),
                   A("b", thr=3.0, role="treatment", engine="vLLM", engine_version="0.6.3.post1")]}
_SCOPE = "Llama-3.1-8B on one H100"


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("version-post-base")
    return {k: str(seal(root / k, *witness_for(Spec(k, arms, key="")))) for k, arms in _SPECS.items()}


@pytest.mark.parametrize("name,s", [
    ("up", "vLLM 0.6.3 reached 2.0 req/s."), ("up", "On 0.6.3, request throughput was 2.0 req/s."),
    ("up", "vLLM 0.8.5 reached 1.5x the request throughput of 0.6.3."),
    ("up", "vLLM 0.6.3.post1 reached 2.0 req/s."),
    ("pair", "vLLM 0.6.3 reached 2.0 req/s."), ("pair", "vLLM 0.6.3.post1 reached 3.0 req/s."),
])
def test_a_release_names_its_post_release_where_no_other_arm_has_it(wit, name, s):
    assert_read_net_true(grade_statement(s, wit[name], _SCOPE))


@pytest.mark.parametrize("name,s", [
    ("up", "vLLM 0.6.3 reached 3.0 req/s."), ("up", "vLLM 0.6.4 reached 2.0 req/s."),
    ("up", "vLLM 0.6.3 reached 1.5x the request throughput of 0.8.5."),
    ("pair", "vLLM 0.6.3 reached 3.0 req/s."),
])
def test_twins_are_never_net_true(wit, name, s):
    assert_never_net_true(grade_statement(s, wit[name], _SCOPE), s)
