"""Binding each quantity of a parsed statement to arms and a metric, and re-deriving it.

Every check here reads ``Evidence`` (values re-derived from raw rows) and returns a
``QuantityCheck`` whose ``outcome`` is one of: ``agrees``, ``contradicted`` (-> ``false``),
``unbound`` (names no arm pair / metric -> ``not-yet``), ``needs-telemetry`` (-> ``not-yet``),
``inconclusive`` (repeated runs whose bootstrap interval straddles 1.0 -> ``not-yet``).
"""

from __future__ import annotations

import random
import re
from decimal import Decimal

from claimcheck.claims.evidence import METRICS, Evidence
from claimcheck.claims.model import QuantityCheck
from claimcheck.claims.statement import DIRECTIONS, Clause, Quantity, _count_noun

_BETTER_LB = {"faster", "quicker", "speedup", "better", "improvement", "gain", "gains", "lower", "shorter", "less",
              "fewer", "reduction", "decrease", "decreased", "smaller"}
BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_SEED = 20260806

# metric nouns searched around a quantity; the nearest wins
_METRIC_WORDS = [
    (r"time[\s-]+to[\s-]+first[\s-]+token|ttft|first[\s-]+token|latency", "ttft"),
    (r"queue[\s-]+delay|queue|queueing|wait(?:ing)?", "queue"),
    (r"wall[\s-]*clock|wall|makespan|elapsed", "wall_s"),
    (r"hit[\s-]+rate|hit[\s-]+ratio|cache[\s-]+hits?", "cache_hit_rate"),
    (r"padding|padded", "padding_tax"),
    (r"fill|filled|occupancy", "batch_fill"),
    (r"finite", "finite_fraction"),
    (r"throughput|rate|speed|tok/s|tokens/s|token[\s-]+steps/s|/s\b|per\s+second", "speed"),
]


def _nearest_metric(clause: Clause, q: Quantity) -> str | None:
    low = clause.text.lower()
    best: tuple[int, str] | None = None
    for rx, metric in _METRIC_WORDS:
        for m in re.finditer(r"\b(?:" + rx + r")", low):
            # distance from the quantity's span
            d = q.start - m.end() if m.end() <= q.start else (m.start() - q.end if m.start() >= q.end else 0)
            if d > 60:
                continue
            if best is None or d < best[0]:
                best = (d, metric)
    if best is None:
        return None
    metric = best[1]
    if metric in ("ttft", "queue"):
        # the nearest percentile word before the quantity (within 40 chars), else after it
        marks = [(m.start(), "p95" if "95" in m.group(0) else "p50")
                 for m in re.finditer(r"\bp50\b|\bp95\b|\bmedian\b|\b95th\b", low)]
        before = [mk for mk in marks if q.start - 40 <= mk[0] < q.start]
        after = [mk for mk in marks if q.end <= mk[0] <= q.end + 40]
        pct = before[-1][1] if before else (after[0][1] if after else "p50")
        metric = f"{'ttft' if metric == 'ttft' else 'queue_delay'}_{pct}_s"
    return metric


def _zones(clause: Clause) -> list[tuple[int, int]]:
    out = []
    low = clause.text.lower()
    for start in clause.comparator_at:
        m = re.search(r"[(),;]", low[start:])
        end = start + m.start() if m else len(low)
        out.append((start, end))
    return out


def _in(pos: int, zones: list[tuple[int, int]]) -> bool:
    return any(a <= pos < b for a, b in zones)


def bind_pair(clause: Clause, ev: Evidence, q_pos: int) -> tuple[str | None, str | None, str]:
    """(treatment, baseline, reason) for a comparison at ``q_pos`` in the clause."""
    zones = _zones(clause)
    amb = [m for m in clause.mentions if m.arm is None]
    subj = [m for m in clause.mentions if m.arm and not _in(m.start, zones)]
    base = [m for m in clause.mentions if m.arm and _in(m.start, zones)]
    if amb and (not subj or not base):
        return None, None, f"'{amb[0].text}' is declared by several arms ({', '.join(amb[0].arms)}): ambiguous"
    baseline = None
    if base:
        after = [m for m in base if m.start >= q_pos] or base
        baseline = after[0].arm
    treatment = None
    if subj:
        before = [m for m in subj if m.start <= q_pos and m.arm != baseline]
        cand = before[-1:] or [m for m in subj if m.arm != baseline][:1]
        treatment = cand[0].arm if cand else None
    if baseline is None and treatment is not None:
        names = {m.arm for m in subj}
        if len(names) == 2:
            roles = {n: ev.arms[n].role for n in names}
            b = [n for n in names if roles[n] == "baseline"]
            if len(b) == 1:
                baseline = b[0]
                treatment = next(n for n in names if n != baseline)
    if treatment is None or baseline is None or treatment == baseline:
        named = sorted({m.arm for m in clause.mentions if m.arm})
        if not named:
            why = "the comparison names no arm of the witness"
        elif len(named) == 1:
            why = f"the comparison names only one arm ({named[0]}); say 'than <baseline arm>'"
        else:
            why = f"cannot tell which of {', '.join(named)} is the baseline"
        return None, None, why
    return treatment, baseline, ""


def bind_subject(clause: Clause, q: Quantity) -> tuple[str | None, str]:
    zones = _zones(clause)
    in_zone = _in(q.start, zones)
    mentions = [m for m in clause.mentions if _in(m.start, zones) == in_zone]
    if in_zone:
        zone = next(z for z in zones if z[0] <= q.start < z[1])
        mentions = [m for m in mentions if zone[0] <= m.start < zone[1]]
    if not mentions:
        return None, ""
    before = [m for m in mentions if m.end <= q.start]
    m = before[-1] if before else mentions[0]
    if m.arm is None:
        return None, f"'{m.text}' is declared by several arms ({', '.join(m.arms)}): ambiguous"
    return m.arm, ""


def _agree(x: float, q: Quantity, scale: Decimal = Decimal(1)) -> tuple[bool, list[str]]:
    """Does recomputed ``x`` round to the stated value at the stated precision?"""
    stated = q.value
    h = q.half_width
    xv = Decimal(repr(float(x))) * scale
    if q.exact:
        return xv == stated, [str(stated), str(stated)]
    lo, hi = stated - h, stated + h
    return lo <= xv < hi, [str(lo), str(hi)]


def _fmt(x: float | None, q: Quantity | None = None, pct: bool = False) -> str:
    if x is None:
        return "n/a"
    d = (q.decimals + 2) if q is not None else 6
    s = f"{x:.{min(d, 10)}f}"
    return s


def _bootstrap(ev: Evidence, metric: str, t: str, b: str, invert: bool) -> dict | None:
    rt = ev.arms[t].run_values.get(metric) or []
    rb = ev.arms[b].run_values.get(metric) or []
    if len(rt) < 2 or len(rb) < 2:
        return None
    rng = random.Random(BOOTSTRAP_SEED)
    stats = []
    for _ in range(BOOTSTRAP_RESAMPLES):
        st = sum(rng.choice(rt) for _ in rt) / len(rt)
        sb = sum(rng.choice(rb) for _ in rb) / len(rb)
        if st and sb:
            stats.append(sb / st if invert else st / sb)
    stats.sort()
    lo = stats[int(0.025 * (len(stats) - 1))]
    hi = stats[int(0.975 * (len(stats) - 1))]
    return {"runs": [len(rt), len(rb)], "resamples": BOOTSTRAP_RESAMPLES, "seed": BOOTSTRAP_SEED,
            "statistic": "ratio of per-run means", "ci95": [round(lo, 6), round(hi, 6)]}


def _count_text(q: Quantity) -> str:
    words = q.noun.split()
    for i, w in enumerate(words[:4]):
        if _count_noun(w):
            return " ".join([q.text, *words[:i + 1]])
    return f"{q.text} {words[0]}" if words else q.text


class QuantityChecker:
    """Re-derives every quantity of one clause against the evidence."""

    def __init__(self, ev: Evidence):
        self.ev = ev
        self.pairs: set[tuple[str, str]] = set()

    # -- comparisons -------------------------------------------------------------------
    def _direction_holds(self, metric: str, t: str, b: str, sign: int, word: str) -> bool | None:
        if not sign:
            return None
        hb = METRICS.get(metric, (True, ""))[0]
        vt, vb = self.ev.arms[t].values.get(metric), self.ev.arms[b].values.get(metric)
        if vt is None or vb is None:
            return None
        if hb:
            return vt > vb if sign > 0 else vt < vb
        # lower-is-better metric: "faster"/"lower"/"shorter"/"better" means a lower value
        return vt < vb if word in _BETTER_LB else vt > vb

    def comparison(self, clause: Clause, q: Quantity) -> QuantityCheck:
        metric = _nearest_metric(clause, q) or "speed"
        if metric in ("padding_tax", "batch_fill", "finite_fraction", "cache_hit_rate") and q.kind == "percent":
            return self.absolute(clause, q)
        t, b, why = bind_pair(clause, self.ev, q.start)
        base = dict(text=q.text + (f" {q.direction_word}" if q.direction_word else ""), kind=q.kind, metric=metric,
                    stated=q.text)
        if t is None:
            return QuantityCheck(**base, outcome="unbound", detail=f"not evidence: {why}")
        self.pairs.add((t, b))
        sign = q.direction
        if metric not in METRICS or self.ev.arms[t].values.get(metric) is None:
            return QuantityCheck(**base, arms=[t, b], outcome="unbound",
                                 detail=f"the witness has no {metric} for these arms")
        word = q.direction_word
        hb = METRICS[metric][0]
        vt, vb = self.ev.arms[t].values[metric], self.ev.arms[b].values[metric]
        if not vt or not vb:
            return QuantityCheck(**base, arms=[t, b], outcome="unbound", detail=f"{metric} is zero in an arm: no ratio")
        if q.kind == "ratio":
            # higher-is-better metric: "Nx faster/higher" = t/b, "Nx slower/lower" = b/t;
            # lower-is-better metric (latency, wall): "Nx faster/lower/shorter" = b/t, otherwise t/b
            invert = (sign < 0) if hb else (word in _BETTER_LB)
            value = vb / vt if invert else vt / vb
            ok, interval = _agree(value, q)
            shown = f"{value:.{q.decimals + 3}f}x"
            reading = f"{b}/{t}" if invert else f"{t}/{b}"
            rel_word = word or "(no direction word)"
        else:  # relative percent: "46.1% slower"
            vt, vb = self.ev.arms[t].values[metric], self.ev.arms[b].values[metric]
            r = vt / vb
            if not word:
                # "53.9% of the sequential rate"
                value = r * 100
                invert = False
            elif hb:
                value = (r - 1) * 100 if sign > 0 else (1 - r) * 100
                invert = sign < 0
            else:
                invert = word in _BETTER_LB
                value = (1 - r) * 100 if invert else (r - 1) * 100
            ok, interval = _agree(value, q)
            shown = f"{value:.{q.decimals + 3}f}%"
            reading = f"{metric} {t} vs {b}"
            rel_word = word or "of"
        holds = self._direction_holds(metric, t, b, sign, word)
        checks = dict(**base, arms=[t, b], recomputed=value, recomputed_text=shown, interval=interval)
        vt, vb = self.ev.arms[t].values[metric], self.ev.arms[b].values[metric]
        vals = f"{metric}: {t} {vt:.6g} vs {b} {vb:.6g}"
        if holds is False:
            return QuantityCheck(**checks, outcome="contradicted",
                                 detail=f"direction: the statement says '{word}' but {vals} (recomputed {shown})")
        if not ok:
            return QuantityCheck(**checks, outcome="contradicted",
                                 detail=f"stated {q.text} needs [{interval[0]}, {interval[1]}); recomputed {shown} ({reading}; {vals})")
        boot = _bootstrap(self.ev, metric, t, b, invert if q.kind == "ratio" else False)
        detail = f"recomputed {shown} ({reading}; {vals}) within the stated precision; {rel_word}"
        if boot is None:
            detail += "; single-run evidence (no interval)" if self.ev.runs <= 1 else "; fewer than 2 runs in an arm (no interval)"
            return QuantityCheck(**checks, outcome="agrees", detail=detail)
        lo, hi = boot["ci95"]
        straddles = lo <= 1.0 <= hi
        directional = bool(word) or q.value != 1
        if straddles and directional:
            return QuantityCheck(**checks, bootstrap=boot, outcome="inconclusive",
                                 detail=f"{detail}; but the bootstrap 95% interval of the ratio [{lo}, {hi}] over "
                                        f"{boot['runs']} runs straddles 1.0: the direction is not established")
        return QuantityCheck(**checks, bootstrap=boot, outcome="agrees",
                             detail=f"{detail}; bootstrap 95% interval [{lo}, {hi}] over {boot['runs']} runs")

    # -- absolute values ---------------------------------------------------------------
    def _count_metric(self, clause: Clause, q: Quantity) -> str | None:
        noun = _count_noun(q.noun)
        low = clause.text.lower()
        # the local phrase: back to the previous punctuation or number, forward to the next one
        before = re.split(r"[,;:()]|\d", low[max(0, q.start - 30):q.start])[-1]
        after = re.split(r"[,;:()]|\d", low[q.end:q.end + 40])[0]
        window = before + low[q.start:q.end] + after
        kind = self.ev.kind
        if noun == "tasks":
            return "completed" if kind == "request-ab" else "scheduled"
        if noun == "jobs":
            if "submitted" in window:
                return "submitted"
            if "cancel" in window:
                return "cancelled"
            return "completed" if kind == "request-ab" else "scheduled"
        if noun == "workers":
            return "workers" if kind == "request-ab" else None
        if noun in ("classes", "batches", "width"):
            return noun if kind == "compat-batch" else None
        if noun == "steps":
            if kind != "compat-batch":
                return None
            return "allocated_steps" if "allocated" in window else "useful_steps"
        if noun == "tokens":
            after = low[q.end:q.end + 30]
            if re.match(r"[\s-]*token\s+(?:output\s+)?cap|[\s-]*token\s+output", after) or "cap" in after[:20]:
                return "output_cap"
            if kind == "request-ab":
                if "cached" in window:
                    return "cached_tokens"
                if "prompt" in window:
                    return "prompt_tokens"
                if re.search(r"decode|completion|output|generated", window):
                    return "completion_tokens"
            return None
        if noun == "runs":
            return "runs"
        if noun == "arms":
            return "arms"
        return None

    def fraction(self, clause: Clause, q: Quantity) -> QuantityCheck:
        """"94/94 finite logit rows", "94/144 useful/allocated steps", "12/12 completed"."""
        noun = q.noun
        base = dict(text=f"{q.text} {' '.join(noun.split()[:3])}".strip(), kind="fraction", stated=q.text)
        if "finite" in noun or "logit" in noun:
            pair = ("finite_rows", "useful_steps")
        elif "useful" in noun or "allocated" in noun or "slot" in noun:
            pair = ("useful_steps", "allocated_steps")
        elif re.search(r"complet|ok\b|succe", noun) or re.search(r"complet", clause.text.lower()[max(0, q.start - 20):q.start]):
            pair = ("completed", "requests")
        else:
            return QuantityCheck(**base, outcome="unbound", detail=f"'{q.text} {noun}': a fraction of nothing recognised")
        base["metric"] = "/".join(pair)
        arm, why = bind_subject(clause, q)
        if why:
            return QuantityCheck(**base, outcome="unbound", detail=why)
        arms = [arm] if arm else list(self.ev.arms)
        vals = {a: (self.ev.arms[a].values.get(pair[0]), self.ev.arms[a].values.get(pair[1])) for a in arms}
        vals = {a: v for a, v in vals.items() if None not in v}
        if not vals:
            return QuantityCheck(**base, outcome="unbound", detail=f"the witness has no {base['metric']}")
        want = (int(q.value), int(q.denominator))
        good = [a for a, v in vals.items() if tuple(int(x) for x in v) == want]
        listing = ", ".join(f"{a} {v[0]}/{v[1]}" for a, v in vals.items())
        if arm:
            v = vals.get(arm)
            if v is None:
                return QuantityCheck(**base, arms=[arm], outcome="unbound", detail=f"{arm} has no {base['metric']}")
            ok = arm in good
            return QuantityCheck(**base, arms=[arm], recomputed_text=f"{v[0]}/{v[1]}", outcome="agrees" if ok else "contradicted",
                                 detail=f"{base['metric']} of {arm} recomputed {v[0]}/{v[1]}")
        if len(good) == len(vals):
            return QuantityCheck(**base, arms=list(vals), outcome="agrees", detail=f"names no arm; every arm has it ({listing})")
        if not good:
            return QuantityCheck(**base, arms=list(vals), outcome="contradicted", detail=f"no arm has it ({listing})")
        return QuantityCheck(**base, arms=list(vals), outcome="unbound", detail=f"names no arm and the arms differ ({listing})")

    def absolute(self, clause: Clause, q: Quantity) -> QuantityCheck:
        base = dict(text=q.text if q.kind != "count" else _count_text(q),
                    kind=q.kind, stated=q.text)
        if q.kind == "count":
            metric = self._count_metric(clause, q)
        elif q.kind == "percent":
            metric = _nearest_metric(clause, q)
            if metric not in ("padding_tax", "batch_fill", "finite_fraction", "cache_hit_rate"):
                return QuantityCheck(**base, metric=metric, outcome="unbound",
                                     detail="a percentage with no direction word and no padding/fill/finite metric: not recognised")
        elif q.kind == "duration":
            metric = _nearest_metric(clause, q) or "wall_s"
            if metric not in ("wall_s", "ttft_p50_s", "ttft_p95_s", "queue_delay_p50_s", "queue_delay_p95_s"):
                metric = "wall_s"
        elif q.kind == "rate":
            unit = q.unit
            if re.search(r"token|tok\b|step", unit):
                metric = "token_rate"
            elif re.search(r"request|context|task|req\b|prompt|job", unit):
                metric = "throughput" if self.ev.kind == "request-ab" else None
            else:
                metric = "speed"
        else:
            return QuantityCheck(**base, outcome="unbound", detail=f"'{q.text}' is a number whose meaning is not recognised")
        base["metric"] = metric
        if metric is None:
            return QuantityCheck(**base, outcome="unbound",
                                 detail=f"'{q.text} {q.noun}' names nothing a {self.ev.kind} witness re-derives")
        if metric in ("output_cap", "arms"):
            value = self.ev.output_cap if metric == "output_cap" else len(self.ev.arms)
            if value is None:
                return QuantityCheck(**base, outcome="unbound", detail="the witness declares no output cap")
            ok, interval = _agree(value, q)
            note = "declared output cap; every row's completion_tokens is checked against it" if metric == "output_cap" else "arms in the witness"
            return QuantityCheck(**base, recomputed=float(value), recomputed_text=str(value), interval=interval,
                                 outcome="agrees" if ok else "contradicted", detail=f"{note}: {value}")
        arm, why = bind_subject(clause, q)
        arms = [arm] if arm else list(self.ev.arms)
        values = {}
        for a in arms:
            v = self.ev.arms[a].values.get(metric)
            if v is None:
                continue
            if q.kind == "percent":
                v = v * 100
            values[a] = v
        if why:
            return QuantityCheck(**base, outcome="unbound", detail=why)
        if not values and metric == "cache_hit_rate":
            return QuantityCheck(**base, arms=arms if arm else [], outcome="needs-telemetry",
                                 detail="a cache hit rate needs prefix_cache_queries/hits metrics; the witness has none")
        if not values:
            return QuantityCheck(**base, arms=arms if arm else [], outcome="unbound",
                                 detail=f"the witness has no {metric} for {arm or 'any arm'}")
        results = {a: _agree(v, q) for a, v in values.items()}
        if arm:
            v = values[arm]
            ok, interval = results[arm]
            shown = f"{v:g}" if q.exact else f"{v:.{q.decimals + 3}f}"
            unit = "%" if q.kind == "percent" else (" s" if metric.endswith("_s") else "")
            return QuantityCheck(**base, arms=[arm], recomputed=float(v), recomputed_text=f"{shown}{unit}", interval=interval,
                                 outcome="agrees" if ok else "contradicted",
                                 detail=f"{metric} of {arm} recomputed {shown}{unit}"
                                        + ("" if ok else f"; stated {q.text} needs [{interval[0]}, {interval[1]}]" if not q.exact else f"; stated {q.text}"))
        # no arm named: the quantity must hold for every arm that has the metric
        oks = [a for a, (ok, _) in results.items() if ok]
        listing = ", ".join(f"{a} {values[a]:g}" for a in values)
        if len(oks) == len(values):
            return QuantityCheck(**base, arms=list(values), recomputed=float(next(iter(values.values()))),
                                 interval=next(iter(results.values()))[1], outcome="agrees",
                                 detail=f"names no arm; {metric} agrees in every arm ({listing})")
        if not oks:
            return QuantityCheck(**base, arms=list(values), outcome="contradicted",
                                 detail=f"names no arm and no arm has it: {metric} {listing}")
        return QuantityCheck(**base, arms=list(values), outcome="unbound",
                             detail=f"names no arm and the arms differ ({listing}); name the arm")

    # -- direction words without numbers ------------------------------------------------
    def directions(self, clause: Clause) -> list[QuantityCheck]:
        low = clause.text.lower()
        out = []
        numeric = [q for q in clause.quantities if q.kind in ("ratio", "percent") and q.direction]
        dir_rx = r"\b(" + "|".join(sorted(DIRECTIONS, key=len, reverse=True)) + r")\s+(?:[a-z0-9\-]+\s+){0,2}?(?:than|versus|vs)\b"
        for m in re.finditer(dir_rx, low):
            word = m.group(1)
            if word not in DIRECTIONS or any(abs(q.end - m.start()) < 3 or q.direction_word == word for q in numeric):
                continue
            if word in ("more", "less", "fewer") and re.match(r"(?:more|less|fewer)\s+than\s+\d", low[m.start():]):
                continue
            fake = Quantity("direction", m.start(), m.end(), m.group(0), Decimal(0), 0, direction=DIRECTIONS[word],
                            direction_word=word)
            metric = _nearest_metric(clause, fake) or "speed"
            t, b, why = bind_pair(clause, self.ev, m.start())
            base = dict(text=m.group(0), kind="direction", metric=metric, stated=word)
            if t is None:
                out.append(QuantityCheck(**base, outcome="unbound", detail=f"not evidence: {why}"))
                continue
            self.pairs.add((t, b))
            holds = self._direction_holds(metric, t, b, DIRECTIONS[word], word)
            if holds is None:
                out.append(QuantityCheck(**base, arms=[t, b], outcome="unbound", detail=f"the witness has no {metric}"))
                continue
            vt, vb = self.ev.arms[t].values[metric], self.ev.arms[b].values[metric]
            vals = f"{metric}: {t} {vt:.6g} vs {b} {vb:.6g}"
            if not holds:
                out.append(QuantityCheck(**base, arms=[t, b], recomputed=vt / vb, outcome="contradicted",
                                         detail=f"the statement says '{word}' but {vals}"))
                continue
            boot = _bootstrap(self.ev, metric, t, b, False)
            if boot and boot["ci95"][0] <= 1.0 <= boot["ci95"][1]:
                out.append(QuantityCheck(**base, arms=[t, b], recomputed=vt / vb, bootstrap=boot, outcome="inconclusive",
                                         detail=f"{vals}; bootstrap 95% interval {boot['ci95']} straddles 1.0"))
            else:
                out.append(QuantityCheck(**base, arms=[t, b], recomputed=vt / vb, bootstrap=boot, outcome="agrees",
                                         detail=f"{vals}" + ("; single-run evidence" if not boot else f"; bootstrap 95% interval {boot['ci95']}")))
        return out

    # -- cache ---------------------------------------------------------------------------
    def cache(self, clause: Clause) -> QuantityCheck:
        named = sorted({m.arm for m in clause.mentions if m.arm})
        arms = named or list(self.ev.arms)
        tel = {a: (self.ev.arms[a].cached_tokens is not None or self.ev.arms[a].cache_hits is not None) for a in arms}
        reuse = {a: ((self.ev.arms[a].cached_tokens or 0) > 0 or (self.ev.arms[a].cache_hits or 0) > 0) for a in arms}
        listing = "; ".join(
            f"{a}: cached_tokens {self.ev.arms[a].cached_tokens if self.ev.arms[a].cached_tokens is not None else 'null'}, "
            f"cache hits {self.ev.arms[a].cache_hits if self.ev.arms[a].cache_hits is not None else 'not recorded'}"
            for a in arms)
        text = clause.text.strip()
        base = dict(text=text, kind="cache", metric="cached_tokens / prefix_cache_hits", arms=arms)
        if clause.negated_cache:
            if any(reuse.values()):
                return QuantityCheck(**base, outcome="contradicted",
                                     detail=f"the statement says no cache benefit was observed, but the witness records reuse ({listing})")
            if any(tel.values()):
                return QuantityCheck(**base, outcome="agrees", detail=f"negative observation: the telemetry records zero reuse ({listing})")
            return QuantityCheck(**base, outcome="agrees",
                                 detail="negative observation graded as stated: nothing was observed - no cached-token counts "
                                        f"and no cache counters ({listing}); this supports 'not observed', never 'no cache exists'")
        if not any(tel.values()):
            return QuantityCheck(**base, outcome="needs-telemetry",
                                 detail="a prefix-cache gain needs cached_tokens (non-null) in the rows or prefix_cache_queries/hits "
                                        f"metrics; the witness has neither ({listing}); timing alone is not evidence of reuse")
        if not any(reuse.values()):
            return QuantityCheck(**base, outcome="contradicted", detail=f"the telemetry records no reuse ({listing})")
        pair = self._cache_pair(clause) if len(named) >= 2 else None
        if pair:
            # "X gained a cache benefit over Y": X must have reused more prompt tokens than Y
            t, b = pair
            amount = {a: (self.ev.arms[a].cached_tokens if self.ev.arms[a].cached_tokens is not None
                          else self.ev.arms[a].cache_hits) for a in (t, b)}
            missing = [a for a, v in amount.items() if v is None]
            if missing:
                return QuantityCheck(**{**base, "arms": [t, b]}, outcome="needs-telemetry",
                                     detail=f"no cached-token counts or cache counters for {', '.join(missing)} ({listing})")
            verdict = "agrees" if amount[t] > amount[b] else "contradicted"
            rel = "more" if amount[t] > amount[b] else "no more"
            return QuantityCheck(**{**base, "arms": [t, b]}, outcome=verdict, recomputed=float(amount[t]),
                                 detail=f"{t} reused {amount[t]:g} prompt tokens, {rel} than {b} ({amount[b]:g}) ({listing})")
        return QuantityCheck(**base, outcome="agrees", detail=f"reuse recorded ({listing})")

    def _cache_pair(self, clause: Clause) -> tuple[str, str] | None:
        """(treatment, baseline) of a cache comparison: 'X ... than/versus/over Y'."""
        t, b, _ = bind_pair(clause, self.ev, 0)
        if t and b:
            return t, b
        m = re.search(r"\bover\b", clause.text.lower())
        if not m:
            return None
        before = [x.arm for x in clause.mentions if x.arm and x.start < m.start()]
        after = [x.arm for x in clause.mentions if x.arm and x.start >= m.end()]
        if before and after and before[-1] != after[0]:
            return before[-1], after[0]
        return None

    # -- one clause ----------------------------------------------------------------------
    def clause(self, clause: Clause) -> list[QuantityCheck]:
        out: list[QuantityCheck] = []
        for q in clause.quantities:
            if q.kind == "fraction":
                out.append(self.fraction(clause, q))
            elif q.kind == "ratio" or (q.kind == "percent" and (q.direction or re.match(r"\s+of\s+(?:the\s+)?[a-z]", clause.text.lower()[q.end:]))):
                out.append(self.comparison(clause, q))
            else:
                out.append(self.absolute(clause, q))
        out += self.directions(clause)
        if clause.cache:
            out.append(self.cache(clause))
        return out
