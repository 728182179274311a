"""llama.cpp's and ollama's own token rates, on a witness whose engine is llama.cpp or ollama (the witness's, or every
arm's declared ``settings.engine``): docs/claim-check.md, "llama.cpp and ollama rates".

* Generation rate -- ollama's ``eval rate`` (``--verbose``), llama.cpp's ``predicted_per_second`` / "token
  generation" / "TG": one request's generated tokens over its generation time (no prompt time). Re-derived per
  request on an arm that ran one stream (its requests never overlap) under two countings of the generated tokens:
  ``completion_tokens / (end - first token)`` (the first token counted, as llama.cpp's n_decoded) and
  ``(completion_tokens - 1) / (end - first token)``, i.e. 1 / the request's mean inter-token latency; the mean over
  requests (a median when the statement says median / p50). The two differ by one token in a response's count
  (under 1% for a 128-token response): the statement agrees when either agrees, and is contradicted only when both
  are (the false bar, rule 5).
* Prompt rate -- ollama's ``prompt eval rate``, llama.cpp's "prompt processing": prompt tokens over the prompt's
  processing time. The rows record the time to the first token, which holds the prompt's processing and more (the
  first token's sampling, the request's overhead): ``prompt_tokens / TTFT`` per request is a lower bound of the
  engine's own rate. A statement that matches it agrees (one-stream arms only); one that does not is inconclusive,
  never false (the engine's own rate may be higher, and a cached prompt counts fewer tokens).
"""

from __future__ import annotations

import math
import re
from typing import Any

from claimcheck.claims.statistics import Measurement, Unavailable, by_run, median
from claimcheck.witnesses._columns import column, get_column

#: the generation rate's countings (per_user meanings), by the statement's statistic
GENERATION = {None: ("mean_generation_rate", "mean_decode_rate"), "mean": ("mean_generation_rate", "mean_decode_rate"),
              "median": ("median_generation_rate", "median_decode_rate"),
              "p50": ("median_generation_rate", "median_decode_rate")}
PROMPT = {None: "mean_prompt_rate", "mean": "mean_prompt_rate", "median": "median_prompt_rate",
          "p50": "median_prompt_rate"}
PROMPT_MEANINGS = {"mean_prompt_rate": "mean over requests of prompt_tokens / TTFT (llama.cpp, ollama: a lower bound)",
                   "median_prompt_rate": "median over requests of prompt_tokens / TTFT (llama.cpp, ollama: a lower "
                                         "bound)"}
PREFILL = "prefill_token_rate"
DECODE = "decode_token_rate"
#: ollama's generation rate, not its prompt rate
_EVAL_RATE = re.compile(r"(?<!prompt )\beval\b(?![\s-]+(?:count|duration|time)s?\b)", re.I)


#: "llama.cpp generates 80 tokens/s", "80 t/s generation", "decodes at": the engine's generation rate in its own voice (a llama.cpp /
#: ollama witness only)
_GENERATES = re.compile(r"\b(?:generat(?:es|ed|ing|ion)|decod(?:es|ed|ing))\b", re.I)


def generates(words: str) -> bool:
    return bool(_GENERATES.search(words))


def eval_rate_words(words: str) -> bool:
    return bool(_EVAL_RATE.search(words))


def measure(ev: Any, meaning: str, statistic: str | None, arm: str | None) -> Measurement | Unavailable:
    """prompt_tokens / TTFT of ``arm``'s completed requests (mean or median), on an arm that ran one stream."""
    from claimcheck.claims.per_user import one_stream_arm

    if meaning not in PROMPT_MEANINGS or PROMPT.get(statistic) != meaning:
        return Unavailable(f"a {statistic} of a prompt processing rate is not read (say mean or median)")
    if not one_stream_arm(ev, arm):
        return Unavailable(f"arm {arm} did not run one request at a time: its prompt rate is not one request's")
    rows = ev.arms[arm].rows
    rates, per_run = [], []
    for rr in by_run(rows):
        got = []
        for s, f, p, o in zip(column(rr, "start_s"), get_column(rr, "first_token_s"), get_column(rr, "prompt_tokens"),
                              column(rr, "ok")):
            if not o:
                continue
            if f is None or p is None or float(f) <= float(s):
                return Unavailable("a completed request records no first-token time or prompt_tokens: no prompt rate")
            got.append(int(p) / (float(f) - float(s)))
        if not got:
            return Unavailable(f"arm {arm} has no completed request: no prompt rate")
        rates += got
        per_run.append(math.fsum(got) / len(got) if meaning == "mean_prompt_rate" else median(got))
    value = math.fsum(rates) / len(rates) if meaning == "mean_prompt_rate" else median(rates)
    return Measurement(value=value, per_run=per_run if len(per_run) > 1 else [], n=len(rates),
                       definition=f"{PROMPT_MEANINGS[meaning]}, over the {len(rates)} completed requests of {arm}")


def generation(grader: Any, a: Any, text: str) -> Any | None:
    """``a`` graded as llama.cpp's / ollama's generation rate under both countings (module docstring); None when
    the statement's statistic has no such rate."""
    meanings = GENERATION.get(a.statistic)
    if meanings is None:
        return None
    results = {m: grader.check_meaning(a.model_copy(update={"metric": f"{DECODE}:{m}"}), text) for m in meanings}
    from claimcheck.claims.per_user import MEANINGS

    listing = "; ".join(f"{MEANINGS[m]}: {r.recomputed_text or r.outcome}" for m, r in results.items())
    outcomes = [r.outcome for r in results.values()]
    first = next(iter(results.values()))
    upd = {"metric": a.metric, "recomputed": None, "recomputed_text": None, "bootstrap": None}
    hint = "llama.cpp's / ollama's generation rate (generated tokens / generation time, one request at a time)"
    if "agrees" in outcomes:
        got = results[meanings[outcomes.index("agrees")]]
        return got.model_copy(update={"metric": a.metric, "detail": f"read as {hint}: it holds ({listing})"})
    if all(o == "contradicted" for o in outcomes):
        return first.model_copy(update={**upd, "outcome": "contradicted",
                                        "detail": f"read as {hint}: contradicted under either counting ({listing})"})
    outcome = "unbound" if set(outcomes) <= {"unbound", "needs-telemetry"} else "inconclusive"
    return first.model_copy(update={**upd, "outcome": outcome, "detail": f"read as {hint}: {first.detail}"})


def prompt_rate(grader: Any, a: Any, text: str) -> Any | None:
    """``a`` (a prompt processing rate) graded as prompt_tokens / TTFT: agrees when that agrees, never contradicted
    (module docstring)."""
    meaning = PROMPT.get(a.statistic)
    if meaning is None:
        return None
    res = grader.check_meaning(a.model_copy(update={"metric": f"{PREFILL}:{meaning}"}), text)
    if res.outcome == "contradicted":
        return res.model_copy(update={"metric": a.metric, "outcome": "inconclusive", "detail": (
            f"{res.detail}; the time to the first token holds the prompt's processing and more, so the engine's own "
            "prompt rate may be higher: not shown either way")})
    return res.model_copy(update={"metric": a.metric})
