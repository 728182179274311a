"""Q1 for a statement that ranks one arm among every arm of the witness ("Of the four policies, C had the lowest
median TTFT", "AWQ is the fastest of the three", "C is faster than A, B and the baseline").

A superlative compares its subject with each other arm; two of those pairs may have neither arm the declared baseline.
Such a pair is not a controlled pair the author picked (the declared baseline is compared with the subject in the same
breath, so the gain over the real alternative is in plain view, and no comparator was chosen: every arm is ranked). So
a pair (subject, other) with neither the declared baseline answers Q1 when all of these hold:

1. the statement ranks the subject against **every** arm of the witness, the declared baseline among them, in the
   same metrics (and statistics) it compares the pair in;
2. each of the two is like for like **with the declared baseline** (the same tasks and prompt tokens per task, the
   same output cap: ``checks`` runs ``statistics.like_for_like`` for the other arm and the baseline), and the pair
   itself is like for like as every compared pair is (its failures counted against its winner: ``failure_bounds``);
3. the two ran **the same load**: they differ in no load parameter (workers / concurrency, request rate, number of
   prompts, dataset, input or output length, batch size). A ranking that mixes loads is not a ranking of the
   treatments. Every other declared difference (a scheduler, a chunk size, a model, quantization or engine) is the
   treatment each arm brings against the declared baseline.

A ranking among a subset of the arms ("of the two-GPU layouts") does not compare the subject with the declared
baseline and keeps the controlled-pair rule.
"""

from __future__ import annotations

#: run parameters that set the load an arm was measured under (``checks.differing_factors`` names)
LOAD_FACTORS = frozenset({"workers", "settings.num_prompts", "settings.num_requests", "settings.dataset",
                          "settings.input_len", "settings.output_len", "settings.request_rate", "settings.rate",
                          "settings.qps", "settings.max_concurrency", "settings.batch_size"})


def ranks_every_arm(ev, t: str, pairs: dict[tuple[str, str], set]) -> bool:
    """True where the statement compares ``t`` with every other arm of the witness (as the treatment), the declared
    baseline among them."""
    others = [a for a in ev.arms if a != t]
    return ev.baseline in ev.arms and ev.baseline != t and bool(others) and all((t, a) in pairs for a in others)


def ranked_pair(ev, t: str, bl: str, pairs: dict[tuple[str, str], set], stats: dict, d: dict) -> tuple[bool, str]:
    """(ok, why) for ``t`` vs ``bl`` (neither the declared baseline) as one pair of a ranking of ``t`` among every
    arm; ``pairs``: (treatment, baseline) -> metrics compared; ``stats``: the same -> (metric, statistic) pairs;
    ``d``: the declared factors in which ``t`` and ``bl`` differ. The like-for-like checks of ``bl`` with the
    declared baseline are the caller's."""
    base = ev.baseline
    if not ranks_every_arm(ev, t, pairs):
        return False, f"the statement does not rank {t} against every arm"
    mine, theirs = stats.get((t, bl), set()), stats.get((t, base), set())
    if not pairs.get((t, bl)) or not pairs[(t, bl)] <= pairs.get((t, base), set()) or not mine <= theirs:
        return False, (f"{t} is ranked against every arm, but not compared with the declared baseline {base} in what "
                       f"it is compared with {bl} in")
    load = {f: v for f, v in d.items() if f in LOAD_FACTORS}
    if load:
        shown = ", ".join(f"{f} ({a} vs {b})" for f, (a, b) in load.items())
        return False, (f"{t} is ranked against every arm, but {t} and {bl} ran different loads ({shown}): "
                       "a ranking that mixes loads is not a ranking of the treatments")
    return True, (f"{t} vs {bl}: one pair of a ranking of {t} against every arm, the declared baseline {base} "
                  f"among them in the same metric; {bl} is like for like with {base}, and the two ran the same load")
