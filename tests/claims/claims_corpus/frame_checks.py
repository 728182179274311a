"""The checks every hand-written test module of the claim reader repeats (tests/claims/test_claims_<frame>.py):

* the witness: ``real_sentences.witness_specs`` arms (``A``) or a ``Spec``, built with ``witness_for`` and sealed
  with ``claims_corpus.witnesses.seal`` (``seal_specs`` / ``seal_spec``);
* a ``Spec`` sealed for ``grade_case`` (``sealed_case``, graded by ``case_verdict``);
* the three verdict checks: a true statement is read completely and net-true (``assert_read_net_true``), a twisted
  twin is never net-true (``assert_never_net_true``), an honest or unclear statement is never false
  (``assert_never_false``);
* a witness several modules share: ``CONC_SWEEP`` (tuning battery 32's concurrency sweep);
* the two tests a module runs over its true statements and their twins: ``frame_tests`` over ``(witness name, true
  statement, twins)`` rows graded against a dict of witnesses, ``sentence_tests`` over a list of true sentences and
  a list of twins graded against one witness. Assign the returned functions to module-level names starting with
  ``test_`` (pytest collects them under those names); each reads the module's witness fixture (``fixture``) by name.

``claims_corpus.frames`` holds ``grade_statement`` (a statement graded as an observed, net claim) and the older
``frame_tests`` of the frame modules that grade against a ``witness`` fixture (built on ``frame_tests`` here).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pytest

from real_sentences.witness_specs import A, Arm, Spec, grade_case, witness_for

from .witnesses import seal

#: the concurrency sweep of tuning battery 32, worked out by hand (vLLM on one H100, Llama-3.1-8B-Instruct, 32
#: requests per arm of 512 prompt + 256 output tokens, every request of an arm alike): c1 (concurrency 1, baseline,
#: back to back) TTFT 20 ms, TPOT 20 ms, e2e 0.02 + 0.02 * 255 = 5.12 s, wall 32 * 5.12 = 163.84 s -> 0.195 req/s,
#: 50 output tok/s; c8 TTFT 40 ms, TPOT 25 ms, 320 output tok/s (1.25 req/s); c32 TTFT 100 ms, TPOT 32 ms, 960
#: output tok/s (wall 8192 / 960 = 8.533 s -> 3.75 req/s). Seal it with ``seal_spec(..., "conc", CONC_SWEEP,
#: engine="vLLM")`` and grade with ``CONC_SWEEP_SCOPE``.
CONC_SWEEP = [A("c1", seq=True, ttft=0.02, tpot=0.02, tok=256, prompt=512, n=32, settings={"concurrency": 1},
                role="baseline"),
              A("c8", toks=320, ttft=0.04, tpot=0.025, tok=256, prompt=512, n=32, settings={"concurrency": 8},
                role="treatment"),
              A("c32", toks=960, ttft=0.1, tpot=0.032, tok=256, prompt=512, n=32, settings={"concurrency": 32},
                role="treatment")]
CONC_SWEEP_SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 32 requests per concurrency level"


def seal_specs(tmp_path_factory: Any, label: str, specs: Mapping[str, Spec | Sequence[Arm]],
               **spec_kw: Any) -> dict[str, str]:
    """Every spec of ``specs`` sealed in its own folder under one fresh temporary folder ``label``: {name: bundle
    path}. A list of arms stands for ``Spec(name, arms, key="", **spec_kw)``; a ``Spec`` is sealed as it is."""
    root = tmp_path_factory.mktemp(label)
    out: dict[str, str] = {}
    for name, spec in specs.items():
        if not isinstance(spec, Spec):
            spec = Spec(name, list(spec), key="", **spec_kw)
        out[name] = str(seal(root / name, *witness_for(spec)))
    return out


def sealed_fixture(label: str, specs: Mapping[str, Spec | Sequence[Arm]] | Sequence[Arm], spec_name: str | None = None,
                   *, name: str = "wit", **spec_kw: Any):
    """A module-scoped fixture ``name`` (assign it to that module-level name): with ``spec_name``, the arms ``specs``
    sealed as that one spec (``seal_spec``: its bundle path), else every spec of the mapping ``specs`` (``seal_specs``:
    {name: bundle path}), under the temporary folder ``label``."""

    @pytest.fixture(scope="module", name=name)
    def sealed(tmp_path_factory):
        if spec_name is not None:
            return seal_spec(tmp_path_factory, label, spec_name, specs, **spec_kw)
        return seal_specs(tmp_path_factory, label, specs, **spec_kw)

    return sealed


def seal_spec(tmp_path_factory: Any, label: str, name: str, arms: Spec | Sequence[Arm], **spec_kw: Any) -> str:
    """One witness (``seal_specs`` of one spec): its bundle path."""
    return seal_specs(tmp_path_factory, label, {name: arms}, **spec_kw)[name]


def sealed_case(tmp_path_factory: Any, label: str, spec: Spec) -> tuple[Spec, dict[str, str]]:
    """``spec`` sealed in a fresh temporary folder ``label``, in the form ``real_sentences.witness_specs.grade_case``
    grades: ``(spec, {spec.id: bundle path})`` (graded with the spec's own scope, ``scope_for``)."""
    return spec, {spec.id: str(seal(tmp_path_factory.mktemp(label) / "w", *witness_for(spec)))}


def case_verdict(case: tuple[Spec, dict[str, str]], statement: str) -> str:
    """The verdict of ``statement`` against a ``sealed_case``."""
    spec, paths = case
    return grade_case(spec, statement, paths).verdict


def assert_read_net_true(res: Any) -> None:
    """A true statement: every word read (no unread span) and graded net-true."""
    assert res.reading is not None and not res.reading.unread, (
        (res.verdict, res.reason) if res.reading is None else [u.text for u in res.reading.unread])
    assert res.verdict == "net-true", (res.reason, [(q.outcome, q.text, q.detail) for q in res.quantities])


def assert_never_net_true(res: Any, statement: str) -> None:
    """A twisted twin (a number x1.5 / x0.5, the direction flipped, the arms swapped, a negation, a wrong GPU /
    model / engine / setting): never net-true, whatever else it grades."""
    assert res.verdict != "net-true", (statement, res.reason)


def assert_never_false(res: Any, statement: str) -> None:
    """An honest or unclear statement: never an accusation (``false``)."""
    assert res.verdict != "false", (statement, res.reason)


def _named(frames: Sequence[tuple]) -> list[tuple]:
    """Rows of (name, true, twins); a row of (true, twins) gets the name None."""
    return [tuple(row) if len(row) == 3 else (None, *row) for row in frames]


def frame_tests(frames: Sequence[tuple[str, str, Sequence[str]]], grade: Callable[[Any, str, str], Any], *,
                fixture: str = "wit", ids: Sequence[str] | None = None):
    """The two tests over ``frames``, rows of ``(witness name, true statement, twins)`` (or ``(true statement,
    twins)``: the name is then None); ``grade(witnesses, name, statement)`` grades a statement against the module
    fixture ``fixture``'s witness ``name``. Ids default to ``name:first 50 characters of the statement``."""
    frames = _named(frames)
    if ids is None:
        ids = [f"{name}:{true[:50]}" for name, true, _ in frames]

    @pytest.mark.parametrize("name,true,twins", frames, ids=ids)
    def test_true_statement_is_read_completely_and_net_true(name, true, twins, request):
        assert_read_net_true(grade(request.getfixturevalue(fixture), name, true))

    @pytest.mark.parametrize("name,true,twins", frames, ids=ids)
    def test_twisted_twins_are_never_net_true(name, true, twins, request):
        witnesses = request.getfixturevalue(fixture)
        for twin in twins:
            assert_never_net_true(grade(witnesses, name, twin), twin)

    return test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true


def frame_test(frames: Sequence[tuple[str, str, Sequence[str]]], grade: Callable[[Any, str, str], Any], *,
               fixture: str = "wit", ids: Sequence[str] | None = None):
    """``frame_tests``' two checks in one test per row: the true statement read completely and net-true, then each
    twin never net-true."""
    frames = _named(frames)
    if ids is None:
        ids = [f"{name}:{true[:50]}" for name, true, _ in frames]

    @pytest.mark.parametrize("name,true,twins", frames, ids=ids)
    def test_read_completely_and_twins_never_net_true(name, true, twins, request):
        witnesses = request.getfixturevalue(fixture)
        assert_read_net_true(grade(witnesses, name, true))
        for twin in twins:
            assert_never_net_true(grade(witnesses, name, twin), twin)

    return test_read_completely_and_twins_never_net_true


def sentence_tests(true: Sequence[str], twins: Sequence[str], grade: Callable[[Any, str], Any], *,
                   fixture: str = "wit"):
    """The two tests over one witness: each of ``true`` is read completely and net-true, each of ``twins`` is never
    net-true; ``grade(witness, statement)`` grades against the module fixture ``fixture``."""

    @pytest.mark.parametrize("s", true)
    def test_true_sentences_read_completely_and_net_true(s, request):
        assert_read_net_true(grade(request.getfixturevalue(fixture), s))

    @pytest.mark.parametrize("s", twins)
    def test_twins_are_never_net_true(s, request):
        assert_never_net_true(grade(request.getfixturevalue(fixture), s), s)

    return test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true


def verdict_tests(false: Sequence[str], never_false: Sequence[str], grade: Callable[[Any, str], Any], *,
                  fixture: str = "wit"):
    """The two accusation tests over one witness: each of ``false`` (a contradicted complete reading) grades false,
    none of ``never_false`` (an honest scope, a held-back value) grades false; ``grade`` as in ``sentence_tests``."""

    @pytest.mark.parametrize("s", false)
    def test_a_contradicted_reading_is_false(s, request):
        res = grade(request.getfixturevalue(fixture), s)
        assert res.verdict == "false", (s, res.verdict, res.reason)

    @pytest.mark.parametrize("s", never_false)
    def test_honest_variants_are_never_false(s, request):
        assert_never_false(grade(request.getfixturevalue(fixture), s), s)

    return test_a_contradicted_reading_is_false, test_honest_variants_are_never_false
