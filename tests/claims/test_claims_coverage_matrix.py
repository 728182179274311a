"""A combinatorial coverage matrix of the reader's commonest frames: TRUE statements generated from the cross
product of metric names as people write them, statistics and where they stand, frames, arm namings and hedges,
graded against ONE hand-worked two-arm witness, each with four twisted twins (a number x1.5, the direction flipped,
the arms swapped, a negation). A gap shows as a cell of a table instead of one sentence at a time:

    python tests/claims/test_claims_coverage_matrix.py --table      # the read rate per frame/arm x metric
    python tests/claims/test_claims_coverage_matrix.py --unread     # every TRUE statement not read net-true

Checks: a TRUE statement is read completely and net-true unless its cell is in ``KNOWN_UNREAD`` (each entry with its
reason; an entry that no longer matches an unread statement fails, so the set only shrinks); a twin is never net-true
and a TRUE statement never false, in every cell.

The witness, worked out by hand (``witness_specs.arm_rows``: 10 requests per arm, 100 prompt + 11 output tokens each,
every request of an arm alike, so mean = median = p50 = p90 = p99 = avg; ``itl`` writes the 10 inter-token gaps):

* SGLang (treatment): TTFT 0.15 s, ITL = TPOT 0.04 s, E2E 0.15 + 10 * 0.04 = 0.55 s; 5 req/s (wall 10 / 5 = 2 s),
  output 110 / 2 = 55 tok/s;
* vLLM (baseline): TTFT 0.6 s, ITL = TPOT 0.05 s, E2E 0.6 + 10 * 0.05 = 1.1 s; 2 req/s (wall 5 s), 110 / 5 = 22 tok/s.

So TTFT is 4x lower (-75%: 150 / 600 = 0.25), TPOT and ITL 1.25x lower (-20%: 40 / 50 = 0.8), E2E latency 2x lower
(-50%: 0.55 / 1.1 = 0.5), request and output token throughput 2.5x higher (+150%: 5 / 2 = 55 / 22 = 2.5).
"""

from __future__ import annotations

import random
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, sealed_fixture,  # noqa: E402
                                        sentence_tests)
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, grade_case, witness_for  # noqa: E402

SPEC = Spec("coverage-matrix",
            [A("sgl", "SGLang", role="treatment", thr=5.0, ttft=0.15, itl=0.04, tok=11, settings={"engine": "SGLang"}),
             A("vllm", "vLLM", role="baseline", thr=2.0, ttft=0.6, itl=0.05, tok=11, settings={"engine": "vLLM"})],
            key="", engine=None)
X, Y = "SGLang", "vLLM"


@dataclass(frozen=True)
class Metric:
    """A metric family: the phrases people write for it, whether a statistic goes with it, its two values (treatment,
    baseline) in ``unit``, and whether lower is better."""
    family: str
    phrases: tuple[str, ...]
    stats: bool
    a: float
    b: float
    unit: str
    lower: bool


METRICS = [
    Metric("ttft", ("TTFT", "time to first token", "time-to-first-token"), True, 150, 600, "ms", True),
    Metric("tpot", ("TPOT",), True, 40, 50, "ms", True),
    Metric("itl", ("ITL", "inter-token latency"), True, 40, 50, "ms", True),
    Metric("e2e", ("e2e latency", "end-to-end latency", "E2EL"), True, 0.55, 1.1, "s", True),
    Metric("thr", ("request throughput", "req/s"), False, 5, 2, "req/s", False),
    Metric("tok", ("output token throughput", "tok/s", "tokens/s"), False, 55, 22, "tok/s", False),
]
STATS = ("mean", "median", "p50", "p90", "p99", "avg")
PLACES = ("before", "after", "of", "none")  # "p99 TTFT", "TTFT (p99)", "p99 of TTFT", "TTFT"
HEDGES = ("", "about", "~", "roughly", "nearly")

#: the direction words of each metric sense: (better, worse) for lower-is-better and higher-is-better metrics
WORDS = {
    "cmp": {True: ("lower", "higher"), False: ("higher", "lower")},
    "cut": {True: ("cuts", "raises"), False: ("raises", "cuts")},
    "reduce": {True: ("reduces", "increases"), False: ("increases", "reduces")},
    "drop": {True: ("drops", "rises"), False: ("rises", "drops")},
    "fast": {True: ("faster", "slower"), False: ("faster", "slower")},
    "imp": {True: ("improves", "worsens"), False: ("improves", "worsens")},
    "cutn": {True: ("cut", "jump"), False: ("jump", "cut")},
    "down": {True: ("down", "up"), False: ("up", "down")},
}

#: frame -> arm naming -> template. {X}/{Y}: treatment/baseline; {M}/{Mc}: the metric phrase (capitalized);
#: {P}: the percent change, {R}: the ratio, {A}/{B}: the treatment/baseline value with its unit, {a}/{b} without;
#: {u}: the unit; {cmp}, {cut}, ...: the direction words above. Arm namings: name, poss ("X's"), with, on, none.
FRAMES: dict[str, dict[str, str]] = {
    "pct-cmp": {"name": "{X} has {P}% {cmp} {M} than {Y}.",
                "poss": "{X}'s {M} is {P}% {cmp} than {Y}'s.",
                "with": "{Mc} is {P}% {cmp} with {X} than with {Y}.",
                "on": "{Mc} is {P}% {cmp} on {X} than on {Y}."},
    "cuts-by": {"name": "{X} {cut} {M} by {P}% compared to {Y}.",
                "with": "{Mc} {drop} by {P}% with {X}.",
                "on": "{Mc} {drop} by {P}% on {X}."},
    "reduces-by": {"name": "{X} {reduce} {M} by {P}% versus {Y}.",
                   "with": "Switching to {X} {reduce} {M} by {P}%."},
    "drops-from-to": {"none": "{Mc} {drop} from {B} to {A}.",
                      "name": "{Mc} {drop} from {B} ({Y}) to {A} ({X}).",
                      "with": "{Mc} {drop} from {B} with {Y} to {A} with {X}.",
                      "on": "{Mc} {drop} from {B} on {Y} to {A} on {X}."},
    # production: change_comma / pair_bare_arms -- a comma (after a degree word) before the pair, or each value's arm
    # right after it with no preposition (tests/claims/test_claims_transition_arms.py); no degree word before the comma:
    # the matrix's changes are 2x to 4x, past its size (claimcheck/claims/size_words.py)
    "drops-comma": {"none": "{Mc} {drop}, from {B} to {A}.",
                    "with": "{Mc} {drop}, from {B} to {A}, with {X}.",
                    "name": "{Mc} {drop} from {B} {Y} to {A} {X}."},
    # production: move_to_arm / the_switch -- the move to the treatment said as an event ("after the switch to X":
    # "with X"), and "After the switch," the declared treatment (tests/claims/test_claims_event_arms.py)
    "after-move": {"with": "{Mc} {drop} from {B} to {A} after the switch to {X}.",
                   "name": "Once we moved to {X}, {M} {drop} from {B} to {A}."},
    "after-switch": {"none": "After the switch, {M} {drop} from {B} to {A}."},
    "went-from-to": {"none": "{Mc} went from {B} to {A}.",
                     "name": "Moving from {Y} to {X}, {M} went from {B} to {A}."},
    "vs": {"name": "{Mc}: {A} ({X}) vs {B} ({Y}).",
           "with": "{Mc}: {A} with {X} vs {B} with {Y}.",
           "on": "{Mc}: {A} on {X} vs {B} on {Y}.",
           "poss": "{X} vs {Y} {M}: {A} vs {B}."},
    "is-with": {"with": "{Mc} is {A} with {X} vs {B} with {Y}.",
                "on": "{Mc} is {A} on {X} vs {B} on {Y}.",
                "name": "{Mc} is {A} for {X} vs {B} for {Y}."},
    "mult": {"name": "{X} has {R}x {cmp} {M} than {Y}.",
             "poss": "{X}'s {M} is {R}x {cmp} than {Y}'s.",
             "with": "{Mc} is {R}x {cmp} with {X} than with {Y}.",
             "on": "{Mc} is {R}x {cmp} on {X} than on {Y}."},
    "mult-faster": {"name": "{X} is {R}x {fast} than {Y} on {M}.",
                    "poss": "{X}'s {M} is {R}x {fast} than {Y}'s."},
    "improves": {"none": "{Mc} {imp} by {P}% ({b} -> {a} {u}).",
                 "with": "{Mc} {imp} by {P}% ({b} -> {a} {u}) with {X}.",
                 "name": "{X} {imp} {M} by {P}% ({b} -> {a} {u})."},
    "of-is": {"name": "The {M} of {X} is {A}, {Y}'s is {B}.",
              "poss": "{X}'s {M} is {A}, {Y}'s is {B}."},
    "arrow": {"none": "{Mc}: {B} -> {A}.",
              "with": "{Mc}: {B} → {A} with {X}."},
    "was": {"none": "{Mc} is now {A} (was {B}).",
            "poss": "{X}'s {M} is now {A} (was {B})."},
    # production: recap_lead -- a pair and its ratio restated after a connective (tests/claims/test_claims_recaps.py)
    "recap": {"poss": "{X}'s {M} is {a} vs {B} for {Y}, so {R}x {cmp}.",
              "with": "{Mc} is {A} with {X} vs {B} with {Y}, which is {R}x {cmp}.",
              "on": "{Mc}: {A} on {X} vs {B} on {Y}, i.e. {R}x {cmp}."},
    # production: referenced_value -- the percent and the other arm's stated value, each graded
    "ref-value": {"poss": "{X}'s {M} is {P}% {cmp} than {Y}'s {B}.",
                  "name": "{X} has {P}% {cmp} {M} than {Y}'s {B}."},
    # a summary clause before the measured clause (production summary_label): the direction twin flips the clause's
    # word (the summary then disagrees), the arms twin swaps the arms or the values
    "summary": {"none": "Biggest win: {Mc} {drop} from {B} to {A}.",
                "with": "Good news: {Mc} {drop} from {B} to {A} with {X}."},
    # a trailing comment, an additive adverb or the witness's own workload around the measured clause (production
    # prose: comment / additive; this_context): graded as the clause alone
    "comment": {"with": "{Mc} {drop} from {B} to {A} with {X}, because the draft also has to process the prompt.",
                "name": "{X} {cut} {M} from {B} to {A}, which suggests that the GPU has headroom."},
    "additive": {"name": "{X} has {P}% {cmp} {M} than {Y} too.",
                 "with": "{Mc} {drop} by {P}% with {X} as well."},
    # production: still_change -- "still" before a read change verb adds nothing to grade (test_claims_mult_transitions)
    "still": {"name": "{X} still {cut} {M} by {P}% compared to {Y}.",
              "with": "{Mc} still {drop} by {P}% with {X}."},
    "context": {"with": "{Mc} {drop} by {P}% with {X} on this workload.",
                "name": "On the same replay, {X} has {P}% {cmp} {M} than {Y}."},
    # production: pair_summary with a direction-free ratio noun (tests/claims/test_claims_ratio_nouns.py)
    "gap": {"with": "{Mc} is {A} with {X} vs {B} with {Y}, a {R}x difference.",
            "on": "{Mc}: {A} on {X} vs {B} on {Y} (a {R}x gap)."},
    # production: appositive_lead -- a recap lead between a value and its comparison (test_claims_ratio_nouns.py)
    "appos": {"with": "{Mc} is {A} with {X}, i.e. {R}x {cmp} than with {Y}.",
              "on": "{Mc} is {A} on {X} (that is, {R}x {cmp} than on {Y})."},
    # ratio and percent comparisons with a noun-phrase object or verb (tests/claims/test_claims_ratio_objects.py):
    # production comparison_verb / value_phrase, pct_noun_in, apposed_change + from_binder, caused_arm
    "rat-verb": {"name": "{X} hits {R}x {cmp} {M} than {Y}.",
                 "works": "{X} works out to {R}x {cmp} {M} than {Y}."},
    "pct-noun-in": {"name": "{X} gives a {P}% {cutn} in {M} vs {Y}.",
                    "that": "On {X}, that's a {P}% {cutn} in {M} compared with {Y}."},
    "apposed": {"with": "{Mc} is {A} with {X}, {down} {P}% from {Y}'s {B}.",
                "on": "{Mc} is {A} on {X} ({down} {P}% vs {Y})."},
    "caused": {"that": "That makes {X} {R}x {fast} than {Y} on {M}."},
}
#: frames whose only number is a value pair (no direction word): the direction twin swaps the values
PAIR_FRAMES = {"vs", "is-with", "of-is", "went-from-to", "arrow", "was", "gap"}
#: frames that only fit one metric sense
LATENCY_ONLY = {"mult-faster", "caused"}
#: the number a hedge and the x1.5 twin go on
KEY = {"recap": "R", "ref-value": "P", "pct-cmp": "P", "cuts-by": "P", "reduces-by": "P", "improves": "P",
       "mult": "R", "mult-faster": "R", "drops-from-to": "A", "drops-comma": "A", "after-move": "A", "after-switch": "A", "went-from-to": "A", "vs": "A",
       "is-with": "A", "of-is": "A", "arrow": "A", "was": "A", "summary": "A", "comment": "A", "additive": "P", "still": "P",
       "context": "P", "gap": "A", "appos": "R", "rat-verb": "R", "pct-noun-in": "P", "apposed": "P", "caused": "R"}

#: cells that do not read today: (frame, arm naming, metric phrase, statistic, placement, hedge) patterns (fnmatch)
#: -> why. A TRUE statement in such a cell may grade not-yet (never false); every entry must still match one.
KNOWN_UNREAD: dict[tuple[str, str, str, str, str, str], str] = {
    ("of-is", "poss", "*", "*", "[!n]*", "*"): "'X's p99 TTFT is A, Y's is B': the elliptical second clause after a "
                                              "placed statistic",
    ("vs", "poss", "*", "*", "*", "*"): "'X vs Y M: A vs B': an arm pair leading a metric label",
}


@dataclass(frozen=True)
class Case:
    frame: str
    arm: str
    metric: str
    family: str
    stat: str
    place: str
    hedge: str
    true: str
    twins: tuple[str, ...]

    @property
    def cell(self) -> tuple[str, str, str, str, str, str]:
        return (self.frame, self.arm, self.metric, self.stat, self.place, self.hedge)

    @property
    def known_unread(self) -> str | None:
        for pat, why in KNOWN_UNREAD.items():
            if all(fnmatch(v, p) for v, p in zip(self.cell, pat)):
                return why
        return None


def _num(v: float) -> str:
    return f"{round(v, 6):g}"


def _phrase(metric: str, stat: str, place: str) -> str:
    return {"before": f"{stat} {metric}", "after": f"{metric} ({stat})", "of": f"{stat} of {metric}",
            "none": metric}[place]


def _render(template: str, m: Metric, phrase: str, hedge: str, key: str, *, scale: float = 1.0,
            flip: bool = False, swap_arms: bool = False, swap_values: bool = False) -> str:
    a, b = m.a, m.b
    ratio = b / a if m.lower else a / b
    pct = (1 - a / b) * 100 if m.lower else (a / b - 1) * 100
    nums = {"P": pct, "R": ratio, "A": a}
    nums[key] *= scale
    a = nums["A"]
    if swap_values:
        a, b = b, a
    h = {"": "", "~": "~"}.get(hedge, hedge + " ")
    val = {k: _num(v) for k, v in nums.items()}
    val["A"], val["B"] = f"{_num(a)} {m.unit}", f"{_num(b)} {m.unit}"
    val[key] = h + val[key]
    x, y = (Y, X) if swap_arms else (X, Y)
    words = {k: v[m.lower][1 if flip else 0] for k, v in WORDS.items()}
    mc = phrase[0].upper() + phrase[1:]
    return template.format(X=x, Y=y, M=phrase, Mc=mc, P=val["P"], R=val["R"], A=val["A"], B=val["B"], a=_num(a),
                           b=_num(b), u=m.unit, **words)


def _negate(s: str) -> str:
    return "It is not true that " + (s if s[:2].isupper() else s[0].lower() + s[1:])


def cases(per_cell: int = 1, seed: int = 20261205) -> list[Case]:
    """The TRUE statements with their twins: for every (frame, arm naming, metric phrase), ``per_cell`` draws of a
    statistic, a placement and a hedge (a fixed seed)."""
    rng = random.Random(seed)
    out: list[Case] = []
    for frame, arms in FRAMES.items():
        key = KEY[frame]
        for arm, template in arms.items():
            for m in METRICS:
                if frame in LATENCY_ONLY and not m.lower:
                    continue
                for metric in m.phrases:
                    for _ in range(per_cell):
                        stat, place = (rng.choice(STATS), rng.choice(PLACES)) if m.stats else ("", "none")
                        if place == "none":
                            stat = ""
                        hedge = rng.choice(HEDGES)
                        phrase = _phrase(metric, stat, place)
                        render = lambda **kw: _render(template, m, phrase, hedge, key, **kw)  # noqa: E731
                        true = render()
                        arms_named = "{X}" in template
                        twins = (render(scale=1.5),
                                 render(swap_values=True) if frame in PAIR_FRAMES else render(flip=True),
                                 render(swap_arms=True) if arms_named else render(swap_values=True),
                                 _negate(true))
                        out.append(Case(frame, arm, metric, m.family, stat, place, hedge, true, twins))
    return out


CASES = cases()


def seal_witness(folder: Path) -> dict[str, str]:
    return {SPEC.id: str(seal(folder / "w", *witness_for(SPEC)))}


def grade(paths: dict[str, str], statement: str):
    return grade_case(SPEC, statement, paths)


def read_net_true(res) -> bool:
    return res.verdict == "net-true" and res.reading is not None and not res.reading.unread


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """Every TRUE statement and twin graded once: {statement: result}."""
    paths = seal_witness(tmp_path_factory.mktemp("coverage-matrix"))
    return {s: grade(paths, s) for c in CASES for s in (c.true, *c.twins)}


def test_true_statements_read_net_true_outside_known_unread(graded):
    bad = [(c.cell, c.true, graded[c.true].verdict, graded[c.true].reason[:200]) for c in CASES
           if c.known_unread is None and not read_net_true(graded[c.true])]
    assert not bad, f"{len(bad)} TRUE statements not read net-true (add to KNOWN_UNREAD with a reason, or fix):\n" + \
        "\n".join(map(str, bad[:40]))


def test_true_statements_are_never_false(graded):
    for c in CASES:
        assert_never_false(graded[c.true], c.true)


def test_twins_are_never_net_true(graded):
    for c in CASES:
        for twin in c.twins:
            assert_never_net_true(graded[twin], twin)


def test_every_known_unread_entry_still_matches_an_unread_statement(graded):
    stale = [pat for pat in KNOWN_UNREAD
             if not any(all(fnmatch(v, p) for v, p in zip(c.cell, pat)) and not read_net_true(graded[c.true])
                        for c in CASES)]
    assert not stale, f"these KNOWN_UNREAD cells read now: remove them: {stale}"


#: the statistic placed after a transitive change verb ("cuts p99 of TTFT by", "reduces TTFT (p99) by"), against a
#: witness whose statistics differ (``ttft_mp``: SGLang nine TTFTs and one slower, mean 0.1 s, numpy p99 0.19 s;
#: vLLM every TTFT 0.38 s): p99 0.19 / 0.38 = -50%, mean 0.1 / 0.38 = -73.7%, so a wrong statistic is a twin
STAT_ARMS = [A("sgl", "SGLang", role="treatment", thr=2.0, ttft_mp=(0.1, 0.19)),
             A("vllm", "vLLM", role="baseline", thr=1.0, ttft=0.38)]
STAT_WITNESS = sealed_fixture("cov-stat", STAT_ARMS, "cov-stat", name="stat_wit", engine=None)
PLACED_TRUE = ["SGLang cuts p99 of TTFT by 50% compared to vLLM.", "SGLang cuts TTFT (p99) by 50% compared to vLLM.",
               "SGLang reduces the p99 of TTFT by about 50% versus vLLM.", "SGLang improves TTFT (p99) by 50%."]
PLACED_TWINS = ["SGLang cuts mean of TTFT by 50% compared to vLLM.", "SGLang cuts TTFT (mean) by 50% compared to vLLM.",
                "SGLang cuts TTFT (median) by 50% compared to vLLM.", "SGLang cuts p99 of TTFT by 75% compared to vLLM.",
                "SGLang raises TTFT (p99) by 50% compared to vLLM.", "vLLM cuts p99 of TTFT by 50% compared to SGLang.",
                "SGLang does not cut TTFT (p99) by 50% compared to vLLM.", "SGLang cuts TTFT (p99) by 25% compared to vLLM."]
test_placed_statistic_reads, test_placed_statistic_twins = sentence_tests(
    PLACED_TRUE, PLACED_TWINS, lambda wit, s: grade_case(Spec("cov-stat", STAT_ARMS, key=""), s, {"cov-stat": wit}),
    fixture="stat_wit")


def table(results: dict[str, bool]) -> str:
    """The read rate per frame/arm naming x metric phrase, then per statistic placement and per hedge."""
    metrics = [p for m in METRICS for p in m.phrases]
    rows: dict[tuple[str, str], dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    margins: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for c in CASES:
        ok = results[c.true]
        for cell in (rows[(c.frame, c.arm)][c.metric], margins["placement"][c.place],
                     margins["statistic"][c.stat or "-"], margins["hedge"][c.hedge or "-"],
                     margins["frame"][c.frame], margins["arm"][c.arm], margins["metric"][c.metric]):
            cell[0] += ok
            cell[1] += 1
    width = 26
    short = [p[:7] for p in metrics]
    lines = ["read net-true / TRUE statements (frame/arm x metric phrase)",
             " " * width + " ".join(f"{s:>7}" for s in short)]
    for (frame, arm), cols in rows.items():
        cells = [f"{cols[p][0]}/{cols[p][1]}" if cols[p][1] else "" for p in metrics]
        lines.append(f"{frame + '/' + arm:<{width}}" + " ".join(f"{s:>7}" for s in cells))
    for name, cols in margins.items():
        lines.append(f"\nby {name}: " + ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in cols.items()))
    n = sum(results[c.true] for c in CASES)
    lines.append(f"\nread rate: {n}/{len(CASES)} = {n / len(CASES):.1%} TRUE statements read completely and net-true")
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    import tempfile

    paths = seal_witness(Path(tempfile.mkdtemp(prefix="coverage-matrix-")))
    res = {c.true: grade(paths, c.true) for c in CASES}
    ok = {s: read_net_true(r) for s, r in res.items()}
    if "--unread" in argv:
        for c in CASES:
            if not ok[c.true]:
                r = res[c.true]
                unread = [u.text for u in r.reading.unread] if r.reading is not None else None
                print(f"{r.verdict:9} {c.cell} {c.true!r} unread={unread} | {r.reason[:160]}")
    if "--table" in argv or len(argv) == 0:
        print(table(ok))


if __name__ == "__main__":
    main(sys.argv[1:])
