"""fak claim-check follows the Go tool's conventions, failing closed: Go flag-package parsing
(last value wins, strconv.ParseBool words only), Go's zero-value claim file (a missing
`realized` is OFF), case-sensitive kinds, size limits as usage errors, --witness-for and
--witness-self-test."""

from __future__ import annotations

import json

import click
import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from claimcheck.claims import fixtures as fx
from claimcheck.cli import main
from claimcheck.cli.claims import PARSE_BOOL, go_flag_args

GO_TRUE = ["1", "t", "T", "TRUE", "true", "True"]
GO_FALSE = ["0", "f", "F", "FALSE", "false", "False"]


@pytest.fixture(scope="module")
def s4e(tmp_path_factory):
    root = tmp_path_factory.mktemp("w")
    return str(fx.write_bundle(root / "s4e", *fx.s4e_witness("OBSERVED")))


def _cli(args, input=None):
    return CliRunner().invoke(main, ["claim-check", *args], input=input)


def _args(s4e, *extra):
    return ["--statement", fx.S4E_STATEMENT, "--baseline", "real", "--net", "--scope", fx.S4E_SCOPE,
            "--provenance", "OBSERVED", "--witness", s4e, *extra]


def _claim_file(tmp_path, s4e, **over):
    claim = {"statement": fx.S4E_STATEMENT, "baseline": {"kind": "real", "description": "x"}, "net": True,
             "scope": fx.S4E_SCOPE, "provenance": "OBSERVED", "witness": s4e}
    claim.update(over)
    for k in [k for k, v in claim.items() if v is _DROP]:
        del claim[k]
    p = tmp_path / "claim.json"
    p.write_text(json.dumps(claim))
    return str(p)


_DROP = object()


def _q(out, n):
    return next(q for q in json.loads(out)["questions"] if q["n"] == n)


# --- the flag parser -------------------------------------------------------------------------


def test_parse_bool_words_are_exactly_gos():
    assert sorted(PARSE_BOOL) == sorted(GO_TRUE + GO_FALSE)
    assert all(PARSE_BOOL[w] for w in GO_TRUE) and not any(PARSE_BOOL[w] for w in GO_FALSE)


@pytest.mark.parametrize("word", ["yes", "no", "on", "off", "tRUE", "Yes", "2", "", " true"])
def test_other_bool_words_are_usage_errors(word):
    with pytest.raises(click.UsageError, match="strconv.ParseBool"):
        go_flag_args([f"--realized={word}"])


@given(st.lists(st.tuples(st.sampled_from(["net", "json", "self-test", "witness-self-test", "realized"]),
                          st.sampled_from([None, *GO_TRUE, *GO_FALSE]), st.sampled_from(["-", "--"])), max_size=8))
def test_last_value_wins(occurrences):
    args = [f"{dash}{name}" + ("" if word is None else f"={word}") for name, word, dash in occurrences]
    out = go_flag_args(args)
    final: dict[str, bool] = {}
    for name, word, _ in occurrences:
        final[name] = True if word is None else PARSE_BOOL[word]
    for name in ("net", "json", "self-test", "witness-self-test"):
        assert (f"--{name}" in out) == final.get(name, False), (args, out)
    assert ("--no-realized" in out) == (final.get("realized") is False)
    assert len(out) == len(set(out))  # each boolean flag at most once


def test_text_flags_take_the_next_argument_as_go_does():
    assert go_flag_args(["-statement", "-net", "-scope=a=b"]) == ["--statement=-net", "--scope=a=b"]
    assert go_flag_args(["--no-realized", "--realized"]) == ["--realized"]
    with pytest.raises(click.UsageError, match="needs an argument"):
        go_flag_args(["--statement"])


# --- the command ---------------------------------------------------------------------------


def test_net_false_after_net_turns_it_off(s4e):
    assert _cli(_args(s4e, "--gate-reason", "g")).exit_code == 0
    r = _cli(_args(s4e, "--net=false", "--json"))
    assert r.exit_code == 3 and _q(r.output, 2)["pass"] is False
    r = _cli(_args(s4e, "--net=false", "-net=T", "--json"))
    assert r.exit_code == 0 and _q(r.output, 2)["pass"] is True


def test_json_false_and_self_test_false(s4e):
    r = _cli(_args(s4e, "--json", "--json=false"))
    assert r.exit_code == 0 and r.output.startswith("claim-check: NET-TRUE")
    r = _cli(_args(s4e, "--self-test", "--self-test=0", "--json"))
    assert r.exit_code == 0 and json.loads(r.output)["verdict"] == "net-true"


@pytest.mark.parametrize("word, code", [("false", 3), ("F", 3), ("0", 3), ("TRUE", 0), ("t", 0), ("yes", 2), ("no", 2)])
def test_realized_words(s4e, word, code):
    r = _cli(_args(s4e, f"--realized={word}"))
    assert r.exit_code == code, r.output
    if code == 2:
        assert "Traceback" not in r.output and "ParseBool" in r.output


def test_claim_file_without_realized_is_off(tmp_path, s4e):
    for realized in (_DROP, {}, None, {"gate_reason": ""}):
        r = _cli(["--file", _claim_file(tmp_path, s4e, realized=realized), "--json"])
        assert r.exit_code == 3, (realized, r.output)
        assert _q(r.output, 6)["pass"] is False
    r = _cli(["--file", _claim_file(tmp_path, s4e, realized={"gate_reason": "off until reviewed"}), "--json"])
    assert r.exit_code == 0 and "honestly gated" in _q(r.output, 6)["detail"]
    r = _cli(["--file", _claim_file(tmp_path, s4e, realized={"on_by_default": True}), "--json"])
    assert r.exit_code == 0


def test_claim_file_kinds_are_case_sensitive(tmp_path, s4e):
    for kind in ("Real", "REAL", "tuned", "naive", " real"):
        r = _cli(["--file", _claim_file(tmp_path, s4e, baseline={"kind": kind}, realized={"on_by_default": True})])
        assert r.exit_code == 2, (kind, r.output)
        assert "baseline.kind" in r.output and "Traceback" not in r.output
    for prov in ("observed", "Observed", " OBSERVED"):
        r = _cli(["--file", _claim_file(tmp_path, s4e, provenance=prov, realized={"on_by_default": True}), "--json"])
        assert r.exit_code == 3 and _q(r.output, 4)["pass"] is False, prov


def test_flag_baseline_any_case_flag_provenance_exact(s4e):
    args = _args(s4e)
    args[args.index("real")] = " Tuned "  # Go's parseBaselineKind: trimmed, lowercased, tuned = real
    assert _cli(args).exit_code == 0
    args = _args(s4e)
    args[args.index("OBSERVED")] = "observed"
    r = _cli(args + ["--json"])
    # the one rule for enumerated flags (README): Go reads --baseline in any case, so do we; Go compares
    # provenance labels as written, so a label not spelled so is a usage error, not a graded not-yet
    assert r.exit_code == 2 and "did you mean 'OBSERVED'" in r.output, r.output


@pytest.mark.parametrize("flag", ["--statement", "--scope", "--baseline-desc", "--witness", "--gate-reason"])
def test_oversized_text_flag_is_a_usage_error(s4e, flag):
    args = _args(s4e)
    big = "x" * 20001
    if flag in args:
        args[args.index(flag) + 1] = big
    else:
        args += [flag, big]
    r = _cli(args)
    assert r.exit_code == 2, r.output
    assert "over the limit" in r.output and "Traceback" not in r.output


def test_oversized_claim_file_is_a_usage_error(tmp_path, s4e):
    r = _cli(["--file", _claim_file(tmp_path, s4e, scope="y" * 20001)])
    assert r.exit_code == 2 and "scope" in r.output and "Traceback" not in r.output


def test_witness_for(s4e):
    r = _cli(["--witness-for", "the warm path is 3.2x faster", "--json"])
    assert r.exit_code == 0
    plan = json.loads(r.output)
    assert plan["class"] == "perf" and plan["command"].startswith("fak claim-check --statement")
    r = _cli(["--witness-for", "shipped the 2x faster warm path"])
    assert r.exit_code == 0 and "class:     shipped" in r.output and "precedence" in r.output
    r = _cli(["--witness-for", "guard admission returns the wrong verdict"])
    assert r.exit_code == 0 and "class:     logic" in r.output and "skeleton:" in r.output


def test_witness_self_test():
    r = _cli(["--witness-self-test", "--json"])
    assert r.exit_code == 0
    out = json.loads(r.output)
    assert out["ok"] and out["passed"] == out["total"] == 5
    r = _cli(["--witness-self-test"])
    assert r.exit_code == 0 and "5/5 classified as expected" in r.output


def test_structured_assertions_in_a_claim_file_are_validated(tmp_path, s4e):
    good = [{"metric": "token_throughput", "form": "ratio", "treatment": "batched", "baseline": "sequential",
             "relation": "<", "value": 1.0}]
    from claimcheck.claims.model import parse_claim

    claim = parse_claim(json.loads(open(_claim_file(tmp_path, s4e, assertions=good)).read()))
    assert claim.assertions and claim.assertions[0].source == "claim-file"
    bad = [{"metric": "token_throughput", "form": "guess"}]
    r = _cli(["--file", _claim_file(tmp_path, s4e, assertions=bad)])
    assert r.exit_code == 2 and "assertions" in r.output


def test_a_dict_given_to_grade_is_a_claim_file(s4e):
    from claimcheck.claims import grade

    claim = {"statement": fx.S4E_STATEMENT, "baseline": {"kind": "real"}, "net": True, "scope": fx.S4E_SCOPE,
             "provenance": "OBSERVED", "witness": s4e}
    res = grade(claim)
    assert res.verdict == "not-yet" and res.questions[5].pass_ is False  # no realized: off, as in Go
    assert grade({**claim, "realized": {"on_by_default": True}}).verdict == "net-true"
    from claimcheck.errors import InputError

    with pytest.raises(InputError, match="baseline.kind"):
        grade({**claim, "baseline": {"kind": "Real"}})
