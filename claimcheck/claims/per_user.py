"""Per-user (per-stream) token rates: what "tokens/s per user", "per-user throughput", "per-stream decode
speed" and, on an arm that runs one stream, "decode rate" mean, re-derived from request-ab rows under every
definition the tools people compare with use (docs/claim-check.md, "Per-user speed").

A per-user speed has no one definition:

* ``inverse_mean_tpot``: 1 / mean TPOT (the "tokens/s per user" of write-ups that read it off vLLM's
  ``Mean TPOT``);
* ``mean_decode_rate``: the mean over requests of (completion_tokens - 1) / (end_s - first_token_s), i.e. of
  1 / TPOT per request (NVIDIA AIPerf's *output token throughput per user*, genai-bench's *output inference
  speed*);
* ``mean_generation_rate``: the mean over requests of completion_tokens / (end_s - first_token_s) (llama.cpp
  server's ``predicted_per_second``, ollama's *eval rate*: generated tokens / generation time);
* ``pooled_decode_rate``: sum (completion_tokens - 1) / sum (end_s - first_token_s) over the requests;
* ``mean_request_rate``: the mean over requests of completion_tokens / (end_s - start_s) (Ray LLMPerf's
  ``request_output_throughput_token_per_s``: the whole request, first token included);
* ``aggregate_per_stream``: the arm's output token throughput (output tokens / wall) divided by the number of
  streams it ran (its declared ``settings.concurrency``, else ``workers``; unknowable when it declares neither, or
  when its rows hold more requests in flight at once than it declares: the declaration is then not the run's).

An arm whose rows hold more requests in flight at once than the streams it declares has no
``aggregate_per_stream`` meaning (the declaration is not the run's); the others are graded as usual.
A statement is graded under each (the false bar's rule 5, for every meaning): it agrees only when every
meaning agrees with the stated value within the documented tolerance, it is contradicted only when every
meaning contradicts it, and it is inconclusive otherwise, naming the meanings that disagree. The medians
(``inverse_median_tpot``, ``median_decode_rate``, ``median_generation_rate``, ``median_request_rate``) are
definitions too. A mean is read under the mean definitions (the six above), a median (p50) under the median ones (1 / median TPOT, the
median over requests of each per-request rate), and a rate with no statistic under both; another percentile of a
per-user rate is not read (unbound).

*Decode rate / decode speed* (``decode_token_rate``) is one stream's decode rate or the decode tokens of all
streams per second: the two agree only on an arm that ran one stream at a time (its completed requests never
overlap in time), where it is graded under every per-user meaning (the last two count the time to the first
token, which a careful author would not call decoding, but "decode rate" is said loosely of output tokens / wall:
false needs all of them contradicted); on any other arm it is unbound (say "per-user" or "aggregate").

Words naming the decode phase narrow what agrees (``decode_phase``): a per-user rate whose sentence says *decode
speed / rate / throughput*, *after the first token* or *excluding TTFT / prefill*, and a one-stream decode rate,
agree when every definition whose time leaves the first token out agrees (``DECODE_PHASE``: the TPOT-based ones and
those over end - first token); LLMPerf's completion / (end - start) and output tokens / wall / streams count the time
to the first token and no longer hold agreement back. It is contradicted only when every definition is, those two
included. A stated statistic narrows as before. Without such words nothing changes.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

from claimcheck.claims.statistics import Measurement, Unavailable, by_run
from claimcheck.claims.vocabulary import DECODE_PHASE_WORDS
from claimcheck.witnesses._columns import column, get_column

PER_USER = "token_throughput_per_user"
DECODE = "decode_token_rate"

#: meaning -> how it is computed (shown in the verdict's detail and in docs/claim-check.md)
MEANINGS = {
    "inverse_mean_tpot": "1 / mean TPOT",
    "mean_decode_rate": "mean over requests of (completion_tokens - 1) / (end - first token) (AIPerf)",
    "mean_generation_rate": "mean over requests of completion_tokens / (end - first token) (llama.cpp, ollama)",
    "pooled_decode_rate": "sum (completion_tokens - 1) / sum (end - first token)",
    "mean_request_rate": "mean over requests of completion_tokens / (end - start) (LLMPerf)",
    "aggregate_per_stream": "output tokens / wall / concurrency",
    "inverse_median_tpot": "1 / median TPOT",
    "median_decode_rate": "median over requests of (completion_tokens - 1) / (end - first token)",
    "median_generation_rate": "median over requests of completion_tokens / (end - first token)",
    "median_request_rate": "median over requests of completion_tokens / (end - start)",
    "pooled_request_rate": "sum completion_tokens / sum (end - start) (mean tokens / mean end-to-end latency)",
    "mean_stream_request_rate": "mean over requests of (completion_tokens - 1) / (end - start) (LLMPerf's stream count)",
    "median_stream_request_rate": "median over requests of (completion_tokens - 1) / (end - start) (LLMPerf's stream "
                                  "count)",
    "pooled_stream_request_rate": "sum (completion_tokens - 1) / sum (end - start) (LLMPerf's stream count)",
}
#: a request-rate meaning -> the same rate with one token fewer per request: Ray LLMPerf's own
#: ``request_output_throughput_token_per_s`` counts the tokens its client received in the stream, one fewer than the
#: response's token count when the first chunk carries no token (ray-project/llmperf-leaderboard's Groq files: 149 per
#: 150-token response). A request-rate meaning is contradicted only when this count is too (the false bar, rule 5): it
#: never makes a value agree (a stream that sends several tokens per chunk is another count still, which no row holds)
STREAM_COUNT = {"mean_request_rate": "mean_stream_request_rate", "median_request_rate": "median_stream_request_rate",
                "pooled_request_rate": "pooled_stream_request_rate"}
#: a request's own token rate end to end (claimcheck/claims/request_rates.py: "each request averaged 36 tok/s end to
#: end"): its completion tokens over its whole time, averaged over the requests in either way "averaged" is computed
REQUEST = "request_token_rate"
#: the ten definitions of a per-user rate (the request rate's pooled form is no per-user definition of its own)
_PER_USER_MEANINGS = tuple(m for m in MEANINGS if m != "pooled_request_rate" and m not in STREAM_COUNT.values())
#: the definitions read under each statistic a statement may give a per-user rate (None: none given, so a mean or a
#: median, as vLLM prints Mean and Median TPOT and AIPerf the avg and p50 of its per-user rate)
_MEDIANS = ("inverse_median_tpot", "median_decode_rate", "median_generation_rate", "median_request_rate")
_GRADED = tuple(m for m in MEANINGS if m not in STREAM_COUNT.values())  # the stream counts only temper a contradiction
BY_STATISTIC = {None: _GRADED, "mean": tuple(m for m in _GRADED if m not in _MEDIANS),
                "median": _MEDIANS, "p50": _MEDIANS}
#: the meanings of each metric a statement may name (a contradiction needs every one contradicted)
OF_METRIC = {PER_USER: _PER_USER_MEANINGS, DECODE: _PER_USER_MEANINGS,
             REQUEST: ("mean_request_rate", "pooled_request_rate", "median_request_rate")}
#: the meanings whose time excludes the first token (end - first token, or TPOT): what words naming the decode phase
#: ("decode speed", "decode rate", "decode throughput") mean; the others (LLMPerf's completion / (end - start), output
#: tokens / wall / streams) count the time to the first token
DECODE_PHASE = ("inverse_mean_tpot", "mean_decode_rate", "mean_generation_rate", "pooled_decode_rate",
                "inverse_median_tpot", "median_decode_rate", "median_generation_rate")


def decode_phase(grader: Any, a: Any, text: str) -> bool:
    """``a`` is a rate of the decode phase: ``decode_token_rate`` itself, or a per-user rate whose sentence names
    the decode phase (``DECODE_PHASE_WORDS``): it agrees when every ``DECODE_PHASE`` meaning agrees, and is
    contradicted only when every meaning, decode phase or not, is (the false bar's rule 5: "decode rate" is said
    loosely of output tokens / wall too)."""
    if a.metric == DECODE:
        return True
    sentence = grader.sentence(a) if hasattr(grader, "sentence") else ""
    words = " ".join(x for x in ((a.span.text if a.span else ""), sentence) if x)
    return bool(DECODE_PHASE_WORDS.search(words))
#: the statistics a per-user speed is read with (None: as stated, no statistic)
READ_STATISTICS = tuple(BY_STATISTIC)


def _requests(rows: Sequence[Any]) -> list[tuple[float, float, float, int]] | Unavailable:
    """(start, first token, end, completion tokens) of each completed request."""
    out = []
    for s, f, e, c, o in zip(column(rows, "start_s"), get_column(rows, "first_token_s"), get_column(rows, "end_s"),
                             get_column(rows, "completion_tokens"), column(rows, "ok")):
        if not o:
            continue
        if f is None or e is None or c is None:
            return Unavailable("a completed request records no first-token time, end time or completion_tokens: no "
                               "per-user token rate")
        out.append((float(s), float(f), float(e), int(c)))
    if not out:
        return Unavailable("no completed request: no per-user token rate")
    return out


def _value(meaning: str, reqs: list[tuple[float, float, float, int]]) -> float | Unavailable:
    from claimcheck.claims.statistics import median

    multi = [(s, f, e, c) for s, f, e, c in reqs if c > 1 and e > f]
    if meaning in STREAM_COUNT or meaning in STREAM_COUNT.values():
        if any(e <= s for s, _f, e, _c in reqs):
            return Unavailable("a completed request has no duration: no per-request token rate")
        less = 1 if meaning in STREAM_COUNT.values() else 0
        if meaning.startswith("pooled_"):
            return math.fsum(max(c - less, 0) for *_x, c in reqs) / math.fsum(e - s for s, _f, e, _c in reqs)
        rates = [max(c - less, 0) / (e - s) for s, _f, e, c in reqs]
        return math.fsum(rates) / len(rates) if meaning.startswith("mean_") else median(rates)
    if not multi:
        return Unavailable("no completed request generated more than one token after its first: no decode rate")
    if meaning == "inverse_mean_tpot":
        return 1.0 / (math.fsum((e - f) / (c - 1) for _s, f, e, c in multi) / len(multi))
    if meaning == "mean_decode_rate":
        return math.fsum((c - 1) / (e - f) for _s, f, e, c in multi) / len(multi)
    if meaning == "mean_generation_rate":
        return math.fsum(c / (e - f) for _s, f, e, c in multi) / len(multi)
    if meaning == "inverse_median_tpot":
        return 1.0 / median([(e - f) / (c - 1) for _s, f, e, c in multi])
    if meaning == "median_decode_rate":
        return median([(c - 1) / (e - f) for _s, f, e, c in multi])
    if meaning == "median_generation_rate":
        return median([c / (e - f) for _s, f, e, c in multi])
    if meaning == "pooled_decode_rate":
        return math.fsum(c - 1 for *_x, c in multi) / math.fsum(e - f for _s, f, e, _c in multi)
    return Unavailable(f"unknown per-user meaning {meaning!r}")


def _one_stream(reqs: list[tuple[float, float, float, int]]) -> bool:
    """No two completed requests of the run overlap in time (one stream at a time)."""
    spans = sorted((s, e) for s, _f, e, _c in reqs)
    return all(spans[k + 1][0] >= spans[k][1] - 1e-9 for k in range(len(spans) - 1))


def most_in_flight(reqs: list[tuple[float, float, float, int]]) -> int:
    """The most completed requests of one run in flight at once (a request ending as another starts is not)."""
    events = sorted([(s, 1) for s, _f, _e, _c in reqs] + [(e, -1) for _s, _f, e, _c in reqs])
    most = now = 0
    for _t, step in events:  # at a tie an end (-1) sorts before a start (+1)
        now += step
        most = max(most, now)
    return most


def streams_overrun(ev: Any, arm: str) -> int | None:
    """The most requests ``arm``'s rows hold in flight at once, when that is more than the streams it declares
    (``streams``): the declaration is not the run's, so output tokens / wall / declared streams is no meaning of
    its per-user rate; None when the rows keep within it (or it declares none, or records no times)."""
    a = ev.arms.get(arm) if ev.kind == "request-ab" else None
    if a is None or not a.rows:
        return None
    n = streams(a.decl if isinstance(getattr(a, "decl", None), dict) else {})
    if n is None:
        return None
    most = 0
    for rr in by_run(a.rows):
        reqs = _requests(rr)
        if not isinstance(reqs, Unavailable):
            most = max(most, most_in_flight(reqs))
    return most if most > n else None


def one_stream_arm(ev: Any, arm: str | None) -> bool:
    """``arm`` of a request-ab witness ran one stream: in every run its completed requests never overlap."""
    a = ev.arms.get(arm) if arm is not None and ev.kind == "request-ab" else None
    if a is None or not a.rows:
        return False
    for rr in by_run(a.rows):
        got = _requests(rr)
        if isinstance(got, Unavailable) or not _one_stream(got):
            return False
    return True


#: nouns of a token rate that may be one stream's decode rate ("single-user speed: 20 tok/s") rather than output
#: tokens / wall; not "throughput", nor a comparison's "faster" (said of every metric)
SPEED_WORDS = re.compile(r"\b(?:speed|speeds)\b", re.I)


def one_stream_rate(grader: Any, a: Any, text: str, res: Any) -> Any:
    """A token rate (output tokens / wall) of arms that each ran one stream: one stream's decode rate is the other
    meaning real write-ups give it (llama-bench's tg, "single-user speed"). Said with the noun "speed", it agrees only when it agrees under every per-user meaning too (they include output tokens /
    wall / 1); said any way, it is false only when every per-user meaning contradicts it too (the false bar, rule
    5)."""
    arms = [x for x in (a.treatment, a.baseline) if x]
    if not arms or not all(one_stream_arm(grader.ev, x) for x in arms) or res.outcome not in ("agrees", "contradicted"):
        return res
    if res.outcome == "agrees" and not SPEED_WORDS.search(a.span.text if a.span else text):
        return res
    alt = check(grader, a.model_copy(update={"metric": PER_USER}), text)
    if alt.outcome == res.outcome:
        return res
    return res.model_copy(update={"outcome": "inconclusive",
                                  "detail": f"{res.detail}; each arm named ran one stream, so the rate may also be one "
                                            f"stream's decode rate: as that it is {alt.outcome} ({alt.detail}): say "
                                            "'output tokens/s' (output tokens / wall) or 'tokens/s per user'"})


def agreeing_meaning(grader: Any, a: Any, text: str) -> tuple[str, Any] | None:
    """The first per-user definition under which ``a`` (a comparison of an arm's speed, as any rate) agrees, with its
    check; None when it agrees under none. Only ever used to hold a contradiction back (quantities
    ._speed_is_per_request: a speed said of each request may be any of them), never to agree."""
    for m in _PER_USER_MEANINGS:
        r = grader.check_meaning(a.model_copy(update={"metric": f"{PER_USER}:{m}", "statistic": None}), text)
        if r.outcome == "agrees":
            return m, r
    return None


def streams(decl: dict[str, Any]) -> int | None:
    """The number of streams an arm declares it ran: ``settings.concurrency`` (or ``max_concurrency``), else
    ``workers``; None when it declares neither."""
    st = decl.get("settings") if isinstance(decl.get("settings"), dict) else {}
    for v in (st.get("concurrency"), st.get("max_concurrency"), decl.get("workers")):
        if isinstance(v, int) and not isinstance(v, bool) and v > 0:
            return v
    return None


def _aggregate_per_stream(ev: Any, arm: str) -> Measurement | Unavailable:
    from claimcheck.claims import statistics

    n = streams(ev.arms[arm].decl if isinstance(getattr(ev.arms[arm], "decl", None), dict) else {})
    if n is None:
        return Unavailable(f"arm {arm} declares no concurrency or workers: its output token throughput per stream "
                           "is unknowable")
    got = statistics.measure(ev, "token_throughput", None, arm)
    if isinstance(got, Unavailable):
        return got
    return Measurement(value=got.value / n, per_run=[v / n for v in got.per_run], n=got.n,
                       definition=f"{got.definition}, / {n} streams")


def measure(ev: Any, meaning: str, metric: str, statistic: str | None, arm: str | None) -> Measurement | Unavailable:
    """One meaning of a per-user (or, on a one-stream arm, decode) token rate of ``arm``: pooled over the
    arm's runs, with the same value per run when there are several."""
    if statistic not in READ_STATISTICS:
        return Unavailable(f"a {statistic} of a per-user token rate is not read: the tools define its mean only "
                           "(say 'mean TPOT' to grade a percentile)")
    if ev.kind != "request-ab":
        return Unavailable(f"a {ev.kind} witness records no per-request first-token and end times: no per-user token rate")
    a = ev.arms.get(arm) if arm is not None else None
    if a is None:
        return Unavailable(f"the witness has no arm {arm!r}")
    if not a.rows:
        return Unavailable(f"arm {arm} carries no per-request rows")
    if meaning == "aggregate_per_stream":
        return _aggregate_per_stream(ev, arm)
    runs = by_run(a.rows)
    per_run_reqs = []
    for rr in runs:
        got = _requests(rr)
        if isinstance(got, Unavailable):
            return got
        per_run_reqs.append(got)
    if metric == DECODE and not all(_one_stream(r) for r in per_run_reqs):
        return Unavailable(f"arm {arm} ran requests at the same time: its decode rate is one stream's or all streams' "
                           "together; say 'per-user' (one stream) or 'aggregate output throughput' (all)")
    pooled = _value(meaning, [q for r in per_run_reqs for q in r])
    if isinstance(pooled, Unavailable):
        return pooled
    per_run: list[float] = []
    if len(runs) > 1:
        for r in per_run_reqs:
            v = _value(meaning, r)
            if isinstance(v, Unavailable):
                per_run = []
                break
            per_run.append(v)
    n = sum(len(r) for r in per_run_reqs)
    return Measurement(value=pooled, per_run=per_run, n=n,
                       definition=f"{MEANINGS[meaning]}, over the {n} completed requests of {arm}")


def check(grader: Any, a: Any, text: str) -> Any:
    """``a`` (a per-user or decode token rate) graded under each of its meanings: agrees when every meaning
    agrees, contradicted when every meaning is contradicted, else inconclusive (or unbound when none can be
    re-derived), naming each meaning's value."""
    meanings = tuple(m for m in OF_METRIC[a.metric] if m in BY_STATISTIC.get(a.statistic, MEANINGS))
    named = [x for x in (a.treatment, a.baseline, a.other_arm) if x] or list(grader.ev.arms)
    overrun = {x: streams_overrun(grader.ev, x) for x in named if x in grader.ev.arms}
    overrun = {x: k for x, k in overrun.items() if k is not None}
    if overrun and "aggregate_per_stream" in meanings and len(meanings) > 1:
        meanings = tuple(m for m in meanings if m != "aggregate_per_stream")
    results = {m: grader.check_meaning(a.model_copy(update={"metric": f"{a.metric}:{m}"}), text) for m in meanings}
    for m in meanings:  # a request rate is contradicted only when LLMPerf's stream count of its tokens is too
        if m in STREAM_COUNT and results[m].outcome == "contradicted":
            alt = grader.check_meaning(a.model_copy(update={"metric": f"{a.metric}:{STREAM_COUNT[m]}"}), text)
            if alt.outcome != "contradicted":
                got = alt.recomputed_text or alt.outcome
                results[m] = results[m].model_copy(update={"outcome": "inconclusive", "detail": (
                    f"{results[m].detail}; but counted as LLMPerf's client counts a stream (one token fewer per "
                    f"request: {got}) it is not contradicted")})
    first = results[meanings[0]]
    hint = (f"{'a one-stream decode' if a.metric == DECODE else 'a per-user'} token rate has {len(meanings)} "
            "definitions in the tools people compare with: graded under each") if a.metric != REQUEST else (
        f"a request's token rate end to end (its completion tokens / its end-to-end time), averaged: graded as the "
        f"mean over requests and as all requests' tokens / all requests' time")
    if overrun:
        hint += " (not output tokens / wall / declared streams: " + ", ".join(
            f"arm {x}'s rows hold {k} requests in flight at once, more than it declares" for x, k in overrun.items()) + ")"

    outcomes = {r.outcome for r in results.values()}
    upd: dict[str, Any] = {"metric": a.metric, "recomputed": None, "recomputed_text": None, "bootstrap": None}
    listing = _listing(results, MEANINGS)
    phase = [m for m in meanings if m in DECODE_PHASE] if outcomes != {"agrees"} and decode_phase(grader, a, text) \
        else []
    if phase and len(phase) < len(meanings) and all(results[m].outcome == "agrees" for m in phase):
        return results[phase[0]].model_copy(update={
            **upd, "outcome": "agrees",
            "detail": f"{hint}; the words name the decode phase, so the time to the first token is not counted: it "
                      f"holds under every definition that leaves it out ({listing})"})
    if outcomes == {"contradicted"} and a.metric == REQUEST:
        # a request's rate end to end is contradicted only when every per-user definition is too (the false bar, rule
        # 5: an author who took 1 / mean TPOT or output tokens / wall / streams for it is not shown wrong)
        others = {m: grader.check_meaning(a.model_copy(update={"metric": f"{PER_USER}:{m}", "statistic": None}), text)
                  for m in _PER_USER_MEANINGS if m not in meanings}
        held = {m: r for m, r in others.items() if r.outcome != "contradicted"}
        if held:
            return first.model_copy(update={**upd, "outcome": "inconclusive", "detail": (
                f"{hint}; it is contradicted under every one ({listing}), but not under every per-user definition ("
                + _listing(held, MEANINGS) + "): not shown wrong")})
    return under_each(a, results, MEANINGS, hint, "say which (e.g. '1 / mean TPOT', 'mean TPOT 50 ms') to grade one")


def _listing(results: dict[str, Any], names: dict[str, str]) -> str:
    """Each meaning's name and what it gives (its recomputed value, else its detail's last part)."""
    def shown(m: str, r: Any) -> str:
        got = r.recomputed_text or (r.detail.rsplit(": ", 1)[-1] if r.detail else r.outcome)
        return f"{names[m]}: {got}"

    return "; ".join(shown(m, r) for m, r in results.items())


def under_each(a: Any, results: dict[str, Any], names: dict[str, str], hint: str, say: str) -> Any:
    """The false bar's rule 5 over the meanings of one assertion ``a``: ``results`` (meaning -> its check, in order;
    ``names``: meaning -> how it is computed) agree only when every one agrees, are contradicted only when every one is
    contradicted ("whichever the author meant"), and are otherwise inconclusive (unbound when none is re-derivable),
    naming each meaning's value and what to ``say`` to grade one. Used by per-user rates (``check``) and the speed of
    the work (claimcheck.claims.work_measures)."""
    first = next(iter(results.values()))
    listing = _listing(results, names)
    outcomes = {r.outcome for r in results.values()}
    upd: dict[str, Any] = {"metric": a.metric, "recomputed": None, "recomputed_text": None, "bootstrap": None}
    if outcomes == {"agrees"}:
        return first.model_copy(update={**upd, "outcome": "agrees", "detail": f"{hint}; it holds under every one "
                                                                              f"({listing})"})
    if outcomes == {"contradicted"}:
        return first.model_copy(update={**upd, "outcome": "contradicted",
                                        "detail": f"{hint}; it is contradicted under every one, so whichever the "
                                                  f"author meant ({listing})"})
    if len(outcomes) == 1:
        return first.model_copy(update={**upd, "detail": f"{hint}; {first.detail}"})
    by: dict[str, list[str]] = {}
    for m, r in results.items():
        by.setdefault(r.outcome, []).append(names[m])
    parts = "; ".join(f"{o} under {', '.join(ms)}" for o, ms in by.items())
    outcome = "unbound" if outcomes <= {"unbound", "needs-telemetry"} else "inconclusive"
    return first.model_copy(update={**upd, "outcome": outcome,
                                    "detail": f"{hint}; the definitions disagree: {parts} ({listing}): {say}"})
