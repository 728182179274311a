"""The one vocabulary of claim-check: every word list the reader, the statistics, the context
checks and the evidence share (issue 16: before this module the metric vocabulary was defined in
five places that disagreed).

Nothing here decides anything; modules import these tables:

* ``claimcheck.claims.grammar`` (the reader) -- phrases -> canonical metric, statistic, unit,
  relation, change verb, engine, hardware, model family;
* ``claimcheck.claims.statistics`` -- which metrics are distributions, aggregates, fractions,
  counts, and each metric's sense (higher is better?) and unit;
* ``claimcheck.claims.quantities`` -- the metric classes it formats and checks;
* docs/claim-check.md -- the tables printed by ``vocabulary_markdown()``.

Canonical metric names: ``throughput`` (completed requests / wall s), ``token_throughput``
(output tokens / wall s; compat-batch: token steps / s), ``wall`` (s); per-request
distributions ``ttft``, ``e2e_latency``, ``itl``, ``tpot``, ``queue_delay`` (s); fractions
``padding_tax``, ``batch_fill``, ``finite_fraction``, ``cache_hit_rate``; counts (``COUNT_METRICS``).
"""

from __future__ import annotations

import re
from decimal import Decimal

# --- canonical metrics and statistics ------------------------------------------------------

STATISTICS = ("mean", "median", "p50", "p90", "p95", "p99", "max", "min", "total", "std")
DISTRIBUTIONS = ("ttft", "e2e_latency", "itl", "tpot", "queue_delay")
#: ``total_token_throughput``: (prompt + output tokens of the completed requests) / wall, as vLLM's
#: ``vllm bench serve`` defines it (``(total_input + sum(actual_output_lens)) / dur_s``)
#: ``mean_concurrency``: the sum of the completed requests' end-to-end latencies / wall, SGLang bench_serving's
#: "Concurrency:" (claimcheck/claims/concurrency_label.py)
AGGREGATES = ("throughput", "token_throughput", "wall", "total_token_throughput", "mean_concurrency")
FRACTIONS = frozenset({"padding_tax", "batch_fill", "finite_fraction", "cache_hit_rate", "acceptance_rate",
                       "kv_cache_usage"})
#: the counts ``claimcheck.claims.statistics`` re-derives from the rows
ROW_COUNTS = ("tasks", "requests", "completed", "failed", "workers", "jobs", "runs", "batches", "prompt_tokens",
              "completion_tokens", "cached_tokens", "submitted", "cancelled", "classes", "width")
#: the token counts of one request (completed requests; graded under min and max: "each request generated 100
#: tokens" is min = max = 100; claimcheck/claims/count_meanings.request_length)
REQUEST_LENGTHS = ("request_output_tokens", "request_prompt_tokens")
#: failed requests whose error text says they timed out ("3 of 48 requests timed out"; count_meanings.timeouts)
REQUEST_TIMEOUTS = ("timed_out",)
#: every count metric an assertion may name (the row counts and the witness's declared counts)
COUNT_METRICS = frozenset(ROW_COUNTS) | frozenset({"scheduled", "lanes", "useful_steps", "allocated_steps",
                                                    "finite_rows", "output_cap", "arms"}) | frozenset(REQUEST_LENGTHS) | frozenset(
                                                        REQUEST_TIMEOUTS)
DURATION_METRICS = frozenset({"wall", *DISTRIBUTIONS})
PER_REQUEST = frozenset(DISTRIBUTIONS)

#: metric -> (higher is better? None for counts, unit)
METRIC_INFO: dict[str, tuple[bool | None, str]] = {
    "throughput": (True, "requests/s"),
    "token_throughput": (True, "tokens/s"),
    "total_token_throughput": (True, "tokens/s"),
    "goodput": (True, "requests/s"),
    "wall": (False, "s"),
    "ttft": (False, "s"),
    "e2e_latency": (False, "s"),
    "itl": (False, "s"),
    "tpot": (False, "s"),
    "queue_delay": (False, "s"),
    "padding_tax": (False, "fraction"),
    "batch_fill": (True, "fraction"),
    "finite_fraction": (True, "fraction"),
    "cache_hit_rate": (True, "fraction"),
    "mean_concurrency": (None, "requests in flight"),
    **{c: (None, "count") for c in ROW_COUNTS},
}
#: metric -> higher is better (the metrics that have a better and a worse direction)
HIGHER_IS_BETTER = {m: hb for m, (hb, _) in METRIC_INFO.items() if hb is not None}

# --- the reader's lexicon -----------------------------------------------------------------
# words that assert nothing by themselves (documented in docs/claim-check.md)
# (not 'provided', a condition in 'provided that ...', nor 'offered', a quantity in 'offered load')
INERT_WORDS = frozenset("""
a an the this that these those it its their
is are was were be been being has have had did
of on in at to for by with and as
also both arm
ran runs completed achieved delivered showed exhibits exhibited exhibit reached got measured recorded served processed finished handled used
decodes generates
scheduled generated reused filled admitted gave produced yielded across 's took going running moving switching
there needed required needs need requires require spends spend spent
achieves achieving achieve delivers delivering deliver shows showing shown reaches reaching reach gets getting
serves serving processes processing handles handling generates generating produces producing yields yielding
gives giving give yield makes made make takes taking sustained sustains sustaining attained attains obtained obtains
offers offer offering provides provide providing brings bring bringing brought buys bought
stayed stays stay remained remains remain
posts posted posting clocks clocked clocking logs logged logging records recording
exhibits exhibited exhibiting exhibit displays displayed displaying
""".split())
#: verbs that state the value a metric came to, as "reached" does, read only between a read metric / arm and a read
#: number (claimcheck/claims/value_verbs.py): "Total throughput hit 7.6k tok/s"; never inert words ("hit rate")
VALUE_VERBS = frozenset({"hit", "hits"})  # not "topped": it may mean "exceeded"
#: the plural present of verbs of output and service, read only right after an arm (a plural subject) and right
#: before a rate a construct read (claimcheck/claims/value_verbs.py, production plural_value_verb): "8B models
#: generate 60 to 80 tokens per second", "both H100 arms sustain 4 req/s"; never inert words (a base form also
#: follows a modal, "to" or a negation: "could generate", "needs to generate", "don't generate")
PLURAL_VALUE_VERBS = frozenset({"generate", "produce", "sustain", "serve", "process", "handle", "complete", "decode",
                                "emit", "output"})
#: narrative verbs with their particle that say what "is" says before a comparison, read only between an arm and the
#: words of a comparison a construct read (claimcheck/claims/value_verbs.py): "vLLM came out about 1.3x ahead"
#: narrative verbs and "at" that say what "was" says before a value, read only between an arm / a read word and a read
#: duration or rate (claimcheck/claims/value_verbs.py): "vLLM came in at 120 ms TTFT", "TTFT landed at 120 ms"
VALUE_PHRASES = (("came", "in", "at"), ("comes", "in", "at"), ("clocked", "in", "at"), ("clocks", "in", "at"),
                 ("landed", "at"), ("lands", "at"), ("settled", "at"), ("settles", "at"), ("sat", "at"), ("sits", "at"),
                 ("works", "out", "to"), ("worked", "out", "to"), ("comes", "out", "to"), ("came", "out", "to"),
                 ("amounts", "to"), ("amounted", "to"), ("comes", "to"), ("came", "to"))
#: verbs (with their particles) that say what "is" / "delivers" says before a ratio or a percent comparison, read only
#: right after an arm (or a demonstrative opening the clause) and right before the words of a ratio or a percent
#: comparison a construct read (claimcheck/claims/value_verbs.py, production comparison_verb): "FP8 hits 1.43x the
#: request throughput of BF16", "pr-1234 manages 29% more req/s than main", "That equals 1.43x the BF16 throughput",
#: "FP8 ended up with 1.43x the throughput of BF16"; anywhere else ("hit rate", "ended up failing") unread; never "does"
#: (an auxiliary: "c32 does not serve 3x ...", and test_claims_rate_verbs keeps "vLLM does 100% more req/s" unread)
COMPARISON_VERB_PHRASES = tuple(sorted((
    ("hits",), ("hit",), ("manages",), ("managed",), ("pushes",), ("pushed",), ("scores",),
    ("scored",), ("nets",), ("netted",), ("pulls",), ("pulled",), ("equals",), ("equaled",), ("equalled",),
    ("ends", "up", "at"), ("ended", "up", "at"), ("ends", "up", "with"), ("ended", "up", "with"),
    ("is", "equivalent", "to"), ("was", "equivalent", "to"), ("translates", "to"), ("translated", "to"),
    ("translates", "into"), ("translated", "into")), key=len, reverse=True))
#: a demonstrative that opens a clause and points back at the previous sentence's numbers, before a value phrase
#: ("That works out to 28.8 req/s for FP8, versus 17.0 for BF16"): inert there only (claimcheck/claims/value_verbs.py)
RECAP_DEMONSTRATIVES = frozenset({"that", "this", "which", "it"})
NARRATIVE_COPULAS = (("came", "out"), ("comes", "out"), ("ended", "up"), ("ends", "up"), ("turned", "out"),
                     ("turns", "out"), ("wound", "up"))
#: auxiliaries that stand for a left-out predicate after a joiner and an arm ("..., but BF16 did."): never inert there
ELIDED_AUX = frozenset({"did", "does", "do", "had", "has", "have", "was", "were", "is", "are"})
ELIDED_JOINERS = frozenset({"but", "while", "whereas", "though", "although", "and", "unlike"})
MODAL_WORDS = frozenset({"up", "only", "just", "may", "might", "could", "would", "should", "if", "unless", "except",
                         "when", "whenever", "sometimes", "usually", "often", "typically", "mostly", "partly", "?",
                         "much", "significantly", "slightly", "substantially", "far", "barely", "hardly", "between",
                         "or", "either", "roughly"})
INERT_PUNCT = frozenset(",;:.()!—–-")
INERT = INERT_WORDS | INERT_PUNCT
#: causative verbs, inert only right before words a construct read ("Enabling APC made TTFT 4x lower", "APC makes the
#: first token arrive 450 ms sooner", "made each request take 60% less time"); else unread ("made up 40% of ...")
CAUSATIVE_VERBS = frozenset({"makes", "made", "make"})
#: a causative's one-word object that names the run's work itself, read before a comparison a construct read ("FlashInfer
#: makes serving up to 3x faster": the treatment's speed against the baseline's, as "serving is 3x faster with
#: FlashInfer"); an arm ("makes the baseline 3x faster"), "it" (which arm? "which makes it 1.29x faster": caused_arm),
#: a kernel or an operator ("made paged attention 4x faster": nothing the witness times) is no such object
CAUSED_SPEED_OBJECTS = frozenset({"serving"})
#: a causative's object after "the" that names what both arms run, then a base verb of running or output, right
#: before a ratio (grammar production caused_run: "EAGLE-3 made the model generate 1.92x faster", "FP8 makes the server
#: run about 1.5x faster"): inert words; the ratio after them is the treatment's against the baseline's, as "the model
#: generates 1.92x faster with EAGLE-3" reads. "it" (which arm?) and an arm ("makes the baseline run 2x faster") are no
#: such object; after a negation nothing is read
CAUSED_RUN_OBJECTS = frozenset({"model", "server", "engine", "system", "llm"})
CAUSED_RUN_VERBS = frozenset({"generate", "run", "serve"})
#: the first words of a causative's object that name requests: inert only before "take(s)" and its change of time
CAUSED_REQUEST_WORDS = frozenset({"each", "every", "all", "a", "requests", "request", "queries", "query"})
#: verbs of adding before a percent (grammar productions gain_verb, added_share): "adds 44% more output throughput",
#: "Going from TP2 to TP4 adds 44% of output throughput" / "adds 44% to request throughput" (ADDED_PREPS before the
#: metric): the metric up by that percent; "adds another 44%" is not read (another step's gain too)
ADD_VERBS = frozenset({"adds", "added", "add", "adding"})
ADDED_PREPS = frozenset({"of", "to"})
#: the demonstratives before a causative whose object is an arm and a comparison read right after it
#: (claimcheck/claims/value_verbs.py, production caused_arm): "That makes llama-server roughly 28% faster than
#: Ollama", "..., which makes SGLang 1.3x faster than vLLM"; never "it" (an arm's pronoun) or an arm ("FP8 makes
#: vLLM 2x faster": which arm is compared?)
CAUSED_ARM_DEMONSTRATIVES = frozenset({"that", "this", "which"})

NEGATIONS = frozenset({"no", "not", "never", "none", "neither", "nor", "without", "cannot", "nothing", "false",
                       "untrue", "hardly", "barely", "nobody", "zero"})
#: production value_gloss (claimcheck/claims/value_gloss.py): what may stand right before a gloss of its
#: comparison's two values set off from it by the comparison's modifiers ("cut mean TTFT by 63% on average, from 323 ms
#: to 120 ms", "... on this workload (323 ms -> 120 ms)", "...: from 323 ms to 120 ms")
GLOSS_SEPARATORS = frozenset({",", ":", "(", "\u2014", "\u2013"})
#: the separators other than "," before a from-to gloss, only where it opens with "from" ("cut mean TTFT by 63%: from 323
#: ms to 120 ms", "... by 63% \u2014 from 323 ms to 120 ms"; a bare "A to B" after a colon or dash may be a range)
GLOSS_FROM_SEPARATORS = frozenset({":", "\u2014", "\u2013"})
#: words that end a comparison's modifiers before a gloss: a joiner, a negation, a modal or a comparison's own word
#: (the gloss after them may be another clause's or another comparison's)
GLOSS_BARRIERS = ELIDED_JOINERS | NEGATIONS | MODAL_WORDS | frozenset({
    "or", "nor", "yet", "so", "because", "since", "than", "vs", "versus", "from", "to", "respectively", "each", "both",
    "every", "all", "then", "which", "that", "where", "when", "whilst", "can", "cannot", "will", "per", "of", "by",
    "instead", "rather", "except", "excluding", "including", "plus", "minus", "across", "among", "between", "over",
    "ranging", "range", "spanning", "depending", "varying"})
HEDGES = {"about": "about", "roughly": "roughly", "approximately": "approximately", "approx": "approximately",
          "around": "around", "nearly": "nearly", "almost": "almost", "circa": "circa", "~": "~", "≈": "~"}
#: approximation hedges a "~" may repeat right before the number ("roughly ~60%", "about ~2x": one hedge, the word's);
#: never "nearly" / "almost" (below the number) nor "~" itself
DOUBLE_HEDGE_WORDS = frozenset({"about", "roughly", "approximately", "around", "circa"})
#: "in excess of 2x", "north of 100 tok/s": more than (">"), read by grammar._prefix (production excess_of); "of" stays
#: out of RELATIONS (aliases hold it), so the phrases live here
EXCESS_RELATIONS = (("in", "excess", "of"), ("north", "of"))

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}
MULT_WORDS = {"twice": Decimal(2), "thrice": Decimal(3)}
#: the words after a whole number (one to ten, or digits) that add a half: "two and a half times" is 2.5 times
#: (claimcheck.claims.statement joins them into one number token)
HALF_WORDS = ("and", "a", "half")
#: verbs of a factor written after "by" ("multiplied throughput by 6.25", "multiplies req/s by about 6"; production
#: multiply_by): the ratio treatment / baseline, a bare number or "Nx" only (never a percent)
MULTIPLY_VERBS = frozenset({"multiplied", "multiplies", "multiply", "multiplying"})
MULT_VERBS = {"doubled": Decimal(2), "tripled": Decimal(3), "quadrupled": Decimal(4), "halved": Decimal("0.5"),
              "double": Decimal(2), "triple": Decimal(3), "quadruple": Decimal(4), "halve": Decimal("0.5"),
              "doubles": Decimal(2), "triples": Decimal(3), "halves": Decimal("0.5"), "quadruples": Decimal(4),
              "doubling": Decimal(2), "tripling": Decimal(3), "quadrupling": Decimal(4), "halving": Decimal("0.5")}
#: the nouns of a multiplying verb (its gerund after "a": "a doubling of throughput") and the hedge a noun takes before
#: it (production mult_noun_hedge: "a near-doubling of throughput" = "nearly doubled"; a hedge or a relation before "a":
#: "roughly a doubling of throughput", "more than a halving of mean TTFT")
MULT_NOUNS = frozenset({w for w in MULT_VERBS if w.endswith("ing")})
MULT_NOUN_HEDGES = {"near": "nearly"}
#: approximation adverbs read as a hedge right before a multiplying verb or its noun (production mult_adverb_hedge:
#: "EAGLE-3 basically doubles throughput", "4 slots more or less double req/s", "pretty much a halving of TTFT"): the
#: symmetric hedge band, 10% ("basically doubles": [1.8, 2.2)); never before a number here (not read there yet), and
#: not "virtually" / "practically" (short of the factor, as "nearly"?)
MULT_VERB_HEDGES = (("more", "or", "less"), ("just", "about"), ("pretty", "much"), ("basically",), ("essentially",),
                    ("effectively",))
#: "twofold" ... "twentyfold", "fiftyfold", "hundredfold": a whole number word joined to "fold" is that factor
#: ("throughput increases more than twentyfold"); "onefold" is no factor anyone writes
FOLD_WORDS = {f"{w}fold": Decimal(n) for w, n in NUMBER_WORDS.items() if n > 1}
CHANGE_VERBS = {"cut": "down", "reduced": "down", "lowered": "down", "decreased": "down", "increased": "up",
                "raised": "up", "improved": "better", "boosted": "up", "bumped": "up",
                # present tense and other forms: tense never decides coverage
                "cuts": "down", "reduces": "down", "reduce": "down", "reducing": "down", "lowers": "down",
                "lowering": "down", "shortened": "down", "shortens": "down", "decreases": "down", "increases": "up",
                "increasing": "up", "raises": "up", "improves": "better", "improving": "better", "boosts": "up",
                "boosting": "up", "lifts": "up", "lifted": "up", "lifting": "up",
                # "while degrading TTFT by 10%": the metric's worse direction, as "improves" is its better one
                "worsens": "worse", "worsened": "worse", "worsening": "worse", "degrades": "worse",
                "degraded": "worse", "degrading": "worse"}

# direction words: better / worse (follow the metric's own sense) or up / down (the value)
SENSE = {
    **dict.fromkeys(["faster", "quicker", "sooner", "better", "speedup", "improvement", "improvements", "gain", "gains"],
                    "better"),
    **dict.fromkeys(["slower", "worse", "slowdown", "regression", "loss", "losses"], "worse"),
    **dict.fromkeys(["higher", "more", "greater", "larger", "longer", "bigger", "increase"], "up"),
    **dict.fromkeys(["lower", "less", "fewer", "smaller", "shorter", "reduction", "reductions", "decrease"], "down"),
}
#: the metric of a bare time per token ("47 ms/token", "38.6 ms per output token" with no metric named): TPOT. The
#: unit says time per output token, which is what TPOT is per request ((e2e - TTFT) / (output tokens - 1), vLLM's
#: definition); ITL is the gap between two consecutive tokens, a per-gap distribution that needs per-token
#: timestamps and weighs long outputs more. A clause that names ITL ("mean ITL 40 ms/token") keeps ITL.
PER_TOKEN_METRIC = "tpot"

#: comparative words after a duration that make it a difference ("450 ms lower mean TTFT than X", "1.0 s faster e2e
#: latency"): treatment - baseline in the metric's unit, in the word's direction (faster / better: lower for a
#: latency); never after a rate ("5 req/s higher" is not read); the nouns ("a 450 ms reduction in TTFT") are
#: AMOUNT_NOUNS' (production amount_noun)
DIFFERENCE_WORDS = frozenset({"faster", "quicker", "slower", "better", "worse", "higher", "lower", "longer", "shorter",
                              "greater", "larger", "smaller", "bigger", "more", "less"})
BEAT_VERBS = frozenset({"outperformed", "outperforms", "outperform", "beat", "beats", "outran", "outpaced",
                        # the paper voice: "X surpasses Y by 20% in throughput", "X outstrips Y by 2x"
                        "surpasses", "surpassed", "surpass", "outstrips", "outstripped", "outstrip",
                        # "FP8 tops BF16 by 43% in request throughput" (never "top": a noun or an adjective too)
                        "tops", "topped",
                        # "EAGLE outpaces n-gram by 42% in output throughput", "outruns" (as "outpaced", "outran")
                        "outpaces", "outpace", "outruns", "outrun"})
#: verbs of falling back before "behind" and another arm ("n-gram falls behind EAGLE by 220 tok/s": worse by the amount,
#: as "trails"; claimcheck/claims/amounts.lead_by) and of losing before "to" and another arm ("vLLM lost to SGLang by
#: 60 ms on TTFT")
FALL_BEHIND_VERBS = frozenset({"falls", "fell", "fall", "drops", "dropped", "slips", "slipped"})
LOSE_VERBS = frozenset({"loses", "lost", "lose"})
#: adverbs of manner right before a verb of beating, leading, trailing or excess ("EAGLE clearly beats n-gram by 1.42x",
#: "handily outperforms", "still trails X by 50 ms"): how decisive the win looks, no size and no direction of their
#: own -- read with the verb (grammar._Clause.m_direction, production beat_manner); never a hedge, a modal or a negation
BEAT_MANNER_ADVERBS = frozenset({"clearly", "easily", "handily", "comfortably", "decisively", "soundly", "narrowly",
                                 "still"})
#: verbs of numeric excess before another arm (production exceed_arm: "TP2 output throughput exceeded PP2 by 20%",
#: "TP2's p99 TTFT exceeds PP2's by 30 ms"): the subject's number is higher -- a direction of the numbers ("up"), never
#: of quality, so for a latency it is the worse arm; "surpasses" stays a verb of beating (BEAT_VERBS)
EXCEED_ARM_VERBS = frozenset({"exceeds", "exceeded", "exceed"})
DIRECTION_NOUNS = frozenset({"speedup", "improvement", "gain", "gains", "slowdown", "regression"})

SPEED_WORDS = frozenset({"faster", "slower", "quicker", "sooner", "speedup", "slowdown", "better", "worse",
                         "outperformed"})
SPEED = "speed"  # generic rate word: throughput of a request-ab arm, token throughput of a compat-batch arm

_M = [
    ("time to first token", "ttft"), ("first token latency", "ttft"), ("first token time", "ttft"), ("ttft", "ttft"),
    ("end to end latency", "e2e_latency"), ("e2e latency", "e2e_latency"), ("e2el", "e2e_latency"),
    ("request latency", "e2e_latency"), ("inter token latency", "itl"), ("itl", "itl"),
    # the per-request time said as such ("per-request latency", "e2e latency per request")
    ("per request latency", "e2e_latency"), ("latency per request", "e2e_latency"),
    ("per request end to end latency", "e2e_latency"), ("end to end latency per request", "e2e_latency"),
    ("e2e latency per request", "e2e_latency"), ("per request e2e latency", "e2e_latency"),
    ("ttft per request", "ttft"), ("per request ttft", "ttft"),
    # the short spellings with the request said after or before them ("mean e2e per request dropped from 3.25 s to
    # 2.53 s", "mean E2EL per request", "TPOT per request": TPOT is a per-request number already)
    ("e2e per request", "e2e_latency"), ("per request e2e", "e2e_latency"), ("e2el per request", "e2e_latency"),
    ("per request e2el", "e2e_latency"), ("tpot per request", "tpot"), ("per request tpot", "tpot"),
    # the same with the request called a prompt or a query ("mean end-to-end latency per prompt went from 7.3 s to 4.6 s")
    # ... and an answer / a response / a completion ("median end-to-end time per answer: 5.54 s on Q8_0"); "end-to-end
    # time" names the per-request time only with "per <request noun>" (alone it may be the whole run's)
    *((p.replace("request", noun), m) for noun in ("request", "prompt", "query", "answer", "response", "completion")
      for p, m in (("end to end time per request", "e2e_latency"), ("per request end to end time", "e2e_latency"))),
    *((p.replace("request", noun), m) for noun in ("prompt", "query", "answer", "response", "completion") for p, m in (
        ("per request latency", "e2e_latency"), ("latency per request", "e2e_latency"),
        ("per request end to end latency", "e2e_latency"), ("end to end latency per request", "e2e_latency"),
        ("e2e latency per request", "e2e_latency"), ("per request e2e latency", "e2e_latency"),
        ("ttft per request", "ttft"), ("per request ttft", "ttft"), ("e2e per request", "e2e_latency"),
        ("per request e2e", "e2e_latency"), ("e2el per request", "e2e_latency"), ("per request e2el", "e2e_latency"),
        ("tpot per request", "tpot"), ("per request tpot", "tpot"))),
    ("latency", "e2e_latency"),
    ("time per output token", "tpot"), ("tpot", "tpot"),
    ("queue delay", "queue_delay"), ("queueing delay", "queue_delay"), ("queuing delay", "queue_delay"),
    ("queue time", "queue_delay"), ("queue wait", "queue_delay"),
    ("wall clock time", "wall"), ("wall clock", "wall"), ("wall time", "wall"), ("wall", "wall"),
    ("makespan", "wall"), ("elapsed time", "wall"),
    ("padding tax", "padding_tax"), ("padding", "padding_tax"), ("batch fill", "batch_fill"), ("fill", "batch_fill"),
    # the s4e write-up's own label: batch fill is measured at the first decode call, i.e. at admission
    ("batch fill at admission", "batch_fill"),
    ("prefix cache hit rate", "cache_hit_rate"), ("cache hit rate", "cache_hit_rate"), ("hit rate", "cache_hit_rate"),
    ("cache hit ratio", "cache_hit_rate"),
    # the hit rate said as the share of the prompt tokens the cache served ("74.7% of prompt tokens are served from
    # the cache", "80% of the input tokens came from the prefix cache"): the cached prompt tokens over the prompt
    # tokens, the token hit rate the witness re-derives (telemetry counters or each row's cached_tokens)
    *((f"of {det}{noun} {verb} {src}", "cache_hit_rate")
      for det in ("", "the ") for noun in ("prompt tokens", "input tokens")
      for verb in ("are served from", "were served from", "come from", "came from", "hit")
      for src in ("the cache", "the prefix cache", "cache")),
    # speculative decoding's draft acceptance rate ("234 tok/s (~90% draft acceptance rate)"): a fraction no witness
    # format re-derives (UNDERIVED_METRICS: read, then not-yet)
    ("draft acceptance rate", "acceptance_rate"), ("acceptance rate", "acceptance_rate"),
    ("draft token acceptance rate", "acceptance_rate"), ("token acceptance rate", "acceptance_rate"),
    ("accept rate", "acceptance_rate"), ("draft accept rate", "acceptance_rate"),
    # the share of the KV cache in use ("DCP reaches 6,091 tok/s/GPU at c512 with 82% KV usage"): a fraction vLLM's
    # server metrics report (kv_cache_usage_perc) and no witness format records (UNDERIVED_METRICS: read, then not-yet)
    ("kv usage", "kv_cache_usage"), ("kv cache usage", "kv_cache_usage"), ("kv cache utilization", "kv_cache_usage"),
    ("kv utilization", "kv_cache_usage"), ("kv cache occupancy", "kv_cache_usage"),
    ("output token throughput", "token_throughput"), ("token throughput", "token_throughput"),
    ("token rate", "token_throughput"), ("request throughput", "throughput"),
    ("throughput", SPEED), ("rate", SPEED), ("speed", SPEED),
    # vLLM's own names (vllm bench serve); total token throughput counts prompt + output tokens, goodput
    # the requests within the SLOs: metrics this grader names but cannot re-derive (not-yet)
    ("total token throughput", "total_token_throughput"), ("request goodput", "goodput"), ("goodput", "goodput"),
    # "Total throughput: 4,701 tok/s": vLLM's total token throughput said short (with req/s it names no metric a
    # request rate can be, and stays unread)
    ("total throughput", "total_token_throughput"), ("total tokens throughput", "total_token_throughput"),
    ("total tps", "total_token_throughput"),  # "Total TPS per GPU reaches 25,000 tokens per second": as "total tok/s"
    ("benchmark duration", "wall"),
    ("output throughput", "token_throughput"), ("output token rate", "token_throughput"),
    ("output rate", "token_throughput"),  # evalscope's "Average output rate (tok/s)": the output tokens' rate
    ("output tokens per second", "token_throughput"), ("otps", "token_throughput"), ("tps", "token_throughput"),
    ("total runtime", "wall"), ("runtime", "wall"), ("run time", "wall"), ("total run time", "wall"),
    # the whole run's time said with "total" ("total wall time", "total wall-clock time": the wall, not a sum of
    # per-request times) or "benchmark time"
    ("total wall time", "wall"), ("total wall clock time", "wall"), ("total wall clock", "wall"),
    ("total elapsed time", "wall"), ("benchmark time", "wall"), ("benchmark wall time", "wall"),
    # the same metric under a modifier that names no phase or subset (prefill / decode throughput do)
    ("serving throughput", SPEED), ("inference throughput", SPEED), ("overall throughput", SPEED),
    # "the final throughput is about 500 tokens/second": the figure the run ends with, which is the whole run's
    ("final throughput", SPEED),
    # "sustained request throughput": the rate held over the run, which is what the run's throughput is (completed /
    # wall); never a peak (its own metric, below)
    ("sustained throughput", SPEED), ("sustained request throughput", "throughput"),
    ("sustained output throughput", "token_throughput"), ("sustained token throughput", "token_throughput"),
    ("sustained output token throughput", "token_throughput"),
    ("aggregate throughput", SPEED), ("end to end throughput", SPEED), ("inference speed", SPEED),
    ("generation throughput", "token_throughput"), ("generation speed", "token_throughput"),
    ("token generation throughput", "token_throughput"), ("token generation speed", "token_throughput"),
    # ollama's --verbose lines: "eval rate" is generated tokens / generation time (no prompt time),
    # "prompt eval rate" prompt tokens / prompt time: re-derived only on a llama.cpp / ollama arm that ran one request
    # at a time (claimcheck.claims.llama_rates); elsewhere read, then not-yet
    ("eval rate", "decode_token_rate"), ("prompt eval rate", "prefill_token_rate"),
    # vLLM's "Peak output token throughput (tok/s)" (max_output_tokens_per_s) is the highest one-second token rate
    # within a run, never the highest of several runs' throughputs: "peak" before a throughput is its own metric, which
    # no witness re-derives (read, then not-yet; as the max over runs a true vLLM line could be graded false)
    ("peak output token throughput", "peak_token_throughput"), ("peak output throughput", "peak_token_throughput"),
    ("peak token throughput", "peak_token_throughput"), ("peak throughput", "peak_token_throughput"),
    ("peak concurrent requests", "peak_concurrency"),
]
METRIC_PHRASES = sorted(((tuple(p.split()), m) for p, m in _M), key=lambda x: -len(x[0]))
_S = [
    ("mean", "mean"), ("average", "mean"), ("avg", "mean"), ("median", "median"), ("p50", "p50"), ("p90", "p90"),
    ("p95", "p95"), ("p99", "p99"), ("50th percentile", "p50"), ("90th percentile", "p90"),
    ("95th percentile", "p95"), ("99th percentile", "p99"), ("50th", "p50"), ("90th", "p90"), ("95th", "p95"),
    ("99th", "p99"),
    # "99th pct TTFT", "p99 (99th pct.)": the percentile said short
    ("50th pct", "p50"), ("90th pct", "p90"), ("95th pct", "p95"), ("99th pct", "p99"), ("max", "max"), ("maximum", "max"), ("peak", "max"), ("min", "min"), ("minimum", "min"),
    ("total", "total"),
    # vLLM's "Std TTFT (ms)": numpy.std, the population standard deviation (ddof 0)
    ("std", "std"), ("stdev", "std"), ("std dev", "std"), ("standard deviation", "std"),
]
STAT_PHRASES = sorted(((tuple(p.split()), s) for p, s in _S), key=lambda x: -len(x[0]))
#: the verb "average" right before a value ("End-to-end latency averages 2.5 s with X", "TTFT averaged ~150 ms"): the
#: mean, said as "TTFT avg 150 ms" says it (grammar production average_verb); anywhere else ("averaged over 3 runs")
#: it is no statistic
AVERAGE_VERBS = frozenset({"averages", "averaged", "averaging"})
#: a bare "output" as its clause's metric, right before a copula (or a label's colon) and a value in a token rate
#: ("Output was 404 t/s on the 4090", "Output: 170 tok/s with FP8"): the output token throughput the unit says
#: (grammar production output_rate); before anything else ("output tokens", "the output is identical") it is no metric
OUTPUT_WORDS = frozenset({"output"})
OUTPUT_COPULAS = frozenset({"is", "was", "were", "are", ":", "="})
#: "best case" / "worst case" right before a per-request time ("Best-case TPOT with EAGLE: 3 ms", "worst-case TTFT"):
#: the smallest / the largest request's, every per-request metric being a time (lower is better); before anything
#: else ("best-case throughput") they name no statistic (grammar production case_statistic)
CASE_STATISTICS = {"best": "min", "worst": "max"}
#: an extreme word right before a per-request metric in a label that opens its clause ("Worst TTFT: ~700ms on TP2,
#: ~494ms on TP4", "Slowest E2E latency across all 64 requests: ..."): the largest / the smallest request's, every
#: per-request metric being a time; anywhere else ("TP2 had the worst TTFT") not read (claimcheck/claims/extremes.py)
EXTREME_STATISTICS = {"worst": "max", "slowest": "max", "best": "min", "fastest": "min"}
#: "tail" before a metric names no statistic of its own ("tail latency": p95? p99? max?): read only where one of these
#: is stated with it ("p99 tail latency", "tail TTFT (p99)"; grammar production tail_metric), else unread
TAIL_STATISTICS = frozenset({"p90", "p95", "p99", "max"})
_R = [
    ("token steps / s", "token_throughput"), ("token steps per second", "token_throughput"),
    ("steps / s", "token_throughput"), ("tokens / s", "token_throughput"), ("tok / s", "token_throughput"),
    ("tokens per second", "token_throughput"), ("token / s", "token_throughput"),
    ("output tokens per second", "token_throughput"), ("output tokens / s", "token_throughput"),
    ("requests / s", "throughput"), ("req / s", "throughput"), ("requests per second", "throughput"),
    ("contexts / s", "throughput"), ("tasks / s", "throughput"), ("prompts / s", "throughput"),
    ("jobs / s", "throughput"),
    ("output tok / s", "token_throughput"), ("output token / s", "token_throughput"),
    ("tok / sec", "token_throughput"), ("tokens / sec", "token_throughput"), ("output tokens / sec", "token_throughput"),
    ("req / sec", "throughput"), ("requests / sec", "throughput"), ("reqs / s", "throughput"),
    ("generated tokens / s", "token_throughput"), ("generated tokens per second", "token_throughput"),
    ("tokens / second", "token_throughput"), ("t / s", "token_throughput"), ("otps", "token_throughput"),
    ("token / sec", "token_throughput"), ("token / second", "token_throughput"), ("rps", "throughput"),
    ("req / second", "throughput"),
    # spoken forms ("like 2.98 requests a second with chunked prefill"): "a" for "per"
    ("requests a second", "throughput"), ("reqs a second", "throughput"), ("tokens a second", "token_throughput"),
    ("output tokens a second", "token_throughput"),
    # the short and spelled-out forms write-ups use ("~40 tk/s", "128 tokens per sec", "2.5 reqs/sec", "2.5 requests
    # per sec"): the same units
    ("tk / s", "token_throughput"), ("tk / sec", "token_throughput"), ("tokens per sec", "token_throughput"),
    ("token per sec", "token_throughput"), ("tok per sec", "token_throughput"), ("tok per second", "token_throughput"),
    ("reqs / sec", "throughput"), ("req per sec", "throughput"), ("requests per sec", "throughput"),
    ("reqs per sec", "throughput"), ("req per second", "throughput"), ("reqs per second", "throughput"),
    ("tps", "token_throughput"), ("requests / second", "throughput"), ("qps", "throughput"),
    # MLPerf's unit of a server scenario ("2.43 queries/s"): completed queries (requests) per second
    ("queries / s", "throughput"), ("queries / sec", "throughput"),
    # per user (per request stream): no witness re-derives it (read, then not-yet)
    ("tokens / s per user", "token_throughput_per_user"), ("tok / s per user", "token_throughput_per_user"),
    ("tok / s / user", "token_throughput_per_user"), ("tokens / s / user", "token_throughput_per_user"),
    ("tokens per second per user", "token_throughput_per_user"), ("tokens / sec / user", "token_throughput_per_user"),
    ("tok / sec / user", "token_throughput_per_user"), ("tokens / sec per user", "token_throughput_per_user"),
    # (prompt + output) tokens per second, as vLLM's benchmark_throughput prints it since v0.6
    # ("Throughput: 2.50 requests/s, 1280.00 total tokens/s, 640.00 output tokens/s")
    ("total tokens / s", "total_token_throughput"), ("total tok / s", "total_token_throughput"),
    ("total tokens per second", "total_token_throughput"), ("total tokens / sec", "total_token_throughput"),
    ("total tok / sec", "total_token_throughput"), ("total tokens per sec", "total_token_throughput"),
    ("total tokens / second", "total_token_throughput"),
]
#: the bare token units of vLLM's benchmark_throughput line "Throughput: R requests/s, T tokens/s"
#: (production throughput_line): there T = total_num_tokens / elapsed_time, the prompt and output
#: tokens of every request ("Throughput: {len(requests) / elapsed_time:.2f} requests/s,
#: {total_num_tokens / elapsed_time:.2f} tokens/s", benchmarks/benchmark_throughput.py before v0.6):
#: total token throughput, never output token throughput
THROUGHPUT_LINE_TOKENS = frozenset({("tokens", "/", "s"), ("tok", "/", "s"), ("tokens", "/", "sec"),
                                    ("tokens", "per", "second")})
RATE_UNITS = sorted(((tuple(p.split()), m) for p, m in _R), key=lambda x: -len(x[0]))
DURATION_UNITS = {"s": Decimal(1), "sec": Decimal(1), "secs": Decimal(1), "second": Decimal(1),
                  "seconds": Decimal(1), "ms": Decimal("0.001"), "millisecond": Decimal("0.001"),
                  "milliseconds": Decimal("0.001"), "min": Decimal(60), "mins": Decimal(60), "minute": Decimal(60),
                  "minutes": Decimal(60),
                  # microseconds, as kernel and step timings are written ("from 870 μs to 34 μs"): the Greek mu
                  # (U+03BC) and the micro sign (U+00B5), and the word; never "us" (a pronoun: "gave us 20 ms")
                  "μs": Decimal("0.000001"), "µs": Decimal("0.000001"), "microsecond": Decimal("0.000001"),
                  "microseconds": Decimal("0.000001")}
COUNT_NOUNS = {
    "task": "tasks", "tasks": "tasks", "request": "tasks", "requests": "tasks",
    "contexts": "tasks", "prompt": "tasks", "prompts": "tasks", "job": "jobs", "jobs": "jobs",
    "worker": "workers", "workers": "workers", "batch": "batches", "batches": "batches", "class": "classes",
    "classes": "classes", "lane": "width", "lanes": "width", "step": "steps", "steps": "steps",
    "token": "tokens", "tokens": "tokens", "run": "runs", "runs": "runs", "arms": "arms",
    "trials": "runs", "repetitions": "runs",
}
#: a word between a count and its request noun that narrows nothing ("All 40 benchmark requests completed": the
#: benchmark's requests, every one of them)
WHOLE_REQUEST_MODIFIERS = frozenset({"benchmark"})
#: after "all N" only (grammar.m_all, production all_count), a word that names the run the requests were sent in, as
#: "benchmark" does ("Both setups finished all 1,000 test requests": every request of the test); never a count
#: modifier elsewhere ("64 test requests" stays unread: "test" is prose in "In our test, ...")
ALL_REQUEST_MODIFIERS = WHOLE_REQUEST_MODIFIERS | frozenset({"test"})
#: the nouns after "all N" (grammar.m_all, production all_count): the requests of each arm ("All 200 requests
#: completed in both runs"); a job of a request-ab run is one request ("All 48 jobs completed in both configurations")
ALL_COUNT_NOUNS = frozenset({"requests", "tasks", "prompts", "queries", "request", "task", "reqs", "jobs"})
#: the groups a run's requests may come in (grammar production per_group_count): "12 jobs of 4 requests each", "4 batches
#: of 12 requests", "8 sessions of 6 prompts": the count after "of" may be each group's, not the arm's (read as the
#: arm's, an honest scope of 48 requests was false: "12 requests ... no arm has it (48)"): it agrees or is not shown,
#: never contradicted (COUNT_SECOND_MEANINGS["group"]); never the arms or the runs ("3 runs of 40 requests": the runs
#: rules)
PER_GROUP_NOUNS = frozenset({"jobs", "batches", "groups", "rounds", "waves", "bursts", "sessions", "conversations",
                             "users", "clients", "sets", "chunks", "turns", "iterations", "agents", "threads"})
#: a count's success verb in the passive (grammar production passive_count): "All 120 requests were completed / were
#: finished on both engines"; after "were successfully" also these participles ("were successfully served"), and
#: "successfully" before the active verb ("All 120 requests successfully completed")
PASSIVE_SUCCESS_VERBS = frozenset({"completed", "finished"})
#: the success verb's participle after "with all N requests" (production all_count, in a count_tail: "..., with all 200
#: requests completing in both runs"): as "completed"; only right after "with"
WITH_SUCCESS_PARTICIPLES = frozenset({"completing", "succeeding", "finishing"})
SUCCESSFULLY_PARTICIPLES = frozenset({"completed", "finished", "served", "processed", "handled", "answered"})
COUNT_MODIFIERS = frozenset({"useful", "allocated", "submitted", "cancelled", "canceled", "scheduled", "completed",
                             "failed", "prompt", "completion", "output", "decode", "generated", "cached",
                             "compatibility", "slot", "token", "successful", "finite", "nonempty", "logit",
                             *WHOLE_REQUEST_MODIFIERS})
COUNT_MODS_FOR = {
    "tasks": {"completed", "failed", "successful", "cancelled", "canceled", "submitted", "scheduled",
              *WHOLE_REQUEST_MODIFIERS},
    "jobs": {"submitted", "cancelled", "canceled", "scheduled", "completed", "failed"},
    "steps": {"useful", "allocated", "token", "slot", "decode"},
    "tokens": {"prompt", "completion", "output", "decode", "generated", "cached"},
    "classes": {"compatibility"},
}
SUBJECT_ALL = {("each", "arm"), ("every", "arm"), ("both", "arms"), ("all", "arms")}
BINDER_WORDS = {("than",), ("over",), ("versus",), ("vs",), ("vs", "."), ("against",), ("compared", "with"),
                ("instead", "of"), ("rather", "than"),
                ("compared", "to"), ("relative", "to"), ("as", "against")}
#: the longer written forms of a binder (claimcheck/claims/binder_forms.py, production binder_form): the words, the one
#: word they read as, and the words that must follow them ("In comparison to X", "when compared with X", "compared
#: against X"): one baseline named after them, read as "compared to / with" is
BINDER_LONG_FORMS: dict[tuple[str, ...], tuple[str, frozenset[str]]] = {
    ("in", "comparison"): ("compared", frozenset({"to", "with"})),
    ("when", "compared"): ("compared", frozenset({"to", "with", "against"})),
    ("as", "compared"): ("compared", frozenset({"to", "with"})),
    ("compared",): ("compared", frozenset({"against"})),
}
#: the word after such a form read as the binder's own ("compared against X" is "compared to X")
BINDER_LONG_FORM_NEXT = {"against": "to"}
BINDERS_BY_FIRST: dict[str, list[tuple[str, ...]]] = {}
for _b in sorted(BINDER_WORDS, key=len, reverse=True):
    BINDERS_BY_FIRST.setdefault(_b[0], []).append(_b)
RELATIONS = [
    (("at", "least"), ">="), (("no", "less", "than"), ">="), (("no", "fewer", "than"), ">="),
    (("at", "most"), "<="), (("no", "more", "than"), "<="), (("more", "than"), ">"), (("greater", "than"), ">"),
    (("over",), ">"), (("above",), ">"), (("less", "than"), "<"), (("fewer", "than"), "<"), (("under",), "<"),
    (("below",), "<"), (("lower", "than"), "<"), (("higher", "than"), ">"),
    ((">", "="), ">="), (("≥",), ">="), (("<", "="), "<="), (("≤",), "<="), ((">",), ">"),
    (("<",), "<"),
]
FLIP = {">": "<=", ">=": "<", "<": ">=", "<=": ">", "=": "!=", "!=": "="}
#: production exact_value: a word saying the number right after it is exact ("exactly 2x", "by exactly 25%"): the
#: number as written, within its own digits (the rule of a number with no hedge; never wider), read only unnegated,
#: with no relation or hedge of its own beside it ("not exactly 2x" says "not quite": unread)
EXACT_WORDS = frozenset({"exactly", "precisely"})
NEUTRAL_BASE_VERBS = frozenset({"complete", "reach", "achieve", "deliver", "run", "use", "schedule", "generate",
                                "finish", "serve", "process", "have", "show", "see", "give", "get", "yield"})
CACHE_MODS = frozenset({"shared", "prefix", "kv", "prompt", "byte", "identical"})
CACHE_HEADS = frozenset({"cache", "caching"})
BENEFIT_NOUNS = frozenset({"benefit", "gain", "speedup", "win"})
OBS_VERBS = frozenset({"observed", "seen", "measured", "recorded", "found", "detected"})
GAIN_VERBS = frozenset({"gained", "showed", "saw", "got", "had", "obtained", "achieved"})
WORLD_VERBS = frozenset({"provides", "gives", "brings", "offers", "yields", "has"})
GPUS = frozenset({"h100", "h200", "a100", "a10", "a10g", "l4", "l40", "l40s", "t4", "v100", "b200", "b100", "gh200",
                  "mi250", "mi300", "mi300x", "rtx4090", "rtx3090", "a6000"})
ENGINES = {"vllm": "vllm", "llama.cpp": "llama.cpp", "sglang": "sglang", "tgi": "tgi", "tensorrt": "tensorrt-llm",
           "ollama": "ollama", "llamacpp": "llama.cpp"}
CPU_WORDS = frozenset({"intel", "xeon", "amd", "epyc", "ryzen", "graviton", "ampere", "sapphire", "rapids"})
#: a GeForce RTX card's model number written alone ("on my 4090", "a single 3090", "2x 4090"): the 20 to 50 series,
#: 2050 to 5090 (GPUS spells the cards "rtx4090"), matched whole (``fullmatch``) by the two rules that read it as the
#: card "RTX 4090": production gpu (grammar._Reader.m_fact) and the descriptor rtx_bare (descriptors._rtx_bare)
RTX_NUMBER = re.compile(r"[2-5]0[5-9]0")
#: the determiners before a bare model number that make it a card for descriptors._rtx_bare ("on a 4090", "on my
#: 4090", "on our 3090"), which checks nothing after the number but a unit ("a 4090 ms TTFT" stays a time): only the
#: words that introduce a card
RTX_DETERMINERS = frozenset({"a", "an", "my", "our"})
#: the determiners production gpu takes before a bare model number: RTX_DETERMINERS and "the", "this", "that",
#: "single", "one". They differ on purpose: production gpu also requires the phrase to close right after the number
#: (its end, a punctuation mark or a word of RTX_AFTER), so "on the 4090." names the card there while "On the 4090
#: requests, ..." (a count) and "the 4090 tokens prompt" (a length) stay numbers -- _rtx_bare, with only a unit check
#: after the number, would read both as the card with these words
RTX_CLOSED_DETERMINERS = RTX_DETERMINERS | frozenset({"the", "this", "that", "single", "one"})
#: the words that may follow a bare model number in production gpu ("one 3090 Ti", "a 4090 GPU", "my 4090 and ...",
#: "on the 4090 vs 60 ms on the 3090", "the 4090 box": before "vs" the number is the card, never a value taking the
#: pair's unit)
RTX_AFTER = frozenset({"ti", "gpu", "card", "and", "with", "at", "using", "for", "in", "on", "under", "running",
                       "vs", "versus", "box", "rig", "machine"})
#: a CPU's model number after its vendor / family words ("EPYC 7763", "Xeon 6980P"; production cpu_model) and the
#: tier word that may stand before it ("Xeon Platinum 8380"): compared with the hardware string, never guessed
CPU_MODEL_NUMBER = re.compile(r"^\d{3,5}[a-z]{0,2}$")
CPU_TIER_WORDS = frozenset({"platinum", "gold", "silver", "bronze", "max"})
#: the lines of CPU parts a vendor sells (statistics.check_context: a line the record does not name is not known)
CPU_FAMILY_WORDS = frozenset({"xeon", "epyc", "ryzen", "threadripper", "graviton", "neoverse"})
#: a Ryzen's or Core's tier digit between its family word and its model number ("Ryzen 9 7950X", "Ryzen 7 5800X3D"):
#: part of the name (production cpu_model), never a count
CPU_TIER_DIGITS = {"ryzen": frozenset({"3", "5", "7", "9"}), "threadripper": frozenset()}
#: a desktop CPU named by its model number alone ("on the 7950X", "a 5800X3D", "my 14900K", "an i9-13900K"; production
#: cpu_part): only the shapes no GPU, length or resolution takes (a Ryzen's X / X3D / XT / WX / HX suffix, a Core's
#: five digits and K / KF / KS / HX, Intel's "i9-" prefix; never digits alone, never "1080p"). The suffix is glued to the
#: number ("7950X" is lexed "7950" "X"); the fact agrees only where the hardware string records that very part, else
#: it is unknowable (statistics.check_context): never false
CPU_PART_RE = re.compile(r"^(?:\d{4}(?:x3d|xt|x|wx|hx)|\d{5}(?:k|kf|ks|hx)|i[3579]-\d{4,5}[a-z]{0,2})$")
#: the count nouns a CPU count may be glued to before its CPU words ("a 32-core Xeon", "a 32-thread Xeon", "a 16-vCPU
#: EPYC box"; production cpu_cores): "thread" and "vCPU" only joined by a hyphen and before a CPU word or a host noun
#: ("16 threads" alone is llama.cpp's --threads setting, never hardware)
CPU_COUNT_NOUNS = frozenset({"core", "cores"})
CPU_LOGICAL_NOUNS = frozenset({"thread", "vcpu"})
CLOUDS = frozenset({"aws", "gcp", "azure", "ec2", "gce", "oci"})
#: a cloud GPU instance family -> the GPU every instance of it carries ("On the same g5 instance (one A10G)", "a
#: p4d.24xlarge", "on a3-highgpu-8g"; production cloud_instance): agrees where the witness's hardware names that GPU,
#: never contradicted (the family is read from its name, the record may name the GPU only or another machine)
CLOUD_INSTANCE_GPUS = {"g4dn": "T4", "g5": "A10G", "g6": "L4", "g6e": "L40S", "p3": "V100", "p3dn": "V100",
                       "p4d": "A100", "p4de": "A100", "p5": "H100", "p5e": "H200", "p5en": "H200", "a2": "A100",
                       "a3": "H100", "g2": "L4"}
#: an instance name: its family, then a size after "." ("g5.xlarge") or a shape after "-" ("a3-highgpu-8g")
CLOUD_INSTANCE_RE = re.compile(r"^([a-z]\d[a-z]{0,2})(?:\.\d*x?large|\.metal|-[a-z]+gpu-\d+g)?$")
#: the head nouns after an instance name ("a g5 instance", "the p5 box")
CLOUD_INSTANCE_NOUNS = frozenset({"instance", "instances", "box", "node", "nodes", "machine", "vm", "host"})
#: production: model_when -- a condition word before a run verb and the model ("when serving Llama-3-8B", "when
#: running Qwen1.5-72B"): the model served, a model fact (checked) as after "for" / "on"; "while" opens a clause of
#: its own and stays unread there
MODEL_WHEN_LEADS = frozenset({"when"})
MODEL_WHEN_VERBS = frozenset({"serving", "running", "hosting", "deploying"})
FACT_PREPS = frozenset({"on", "with", "using", "under", "via", "in", "through", "by", "for"})
#: verbs that name the model measured right after them, as a preposition does ("Serving Llama-3.1-8B-Instruct on an
#: H100, ...", "Running Qwen2.5-7B with vLLM, ...", "benchmarking Llama 3.1 8B"): a model fact, checked as any other
MODEL_LEAD_VERBS = frozenset({"serving", "running", "benchmarking", "testing", "deploying", "evaluating", "hosting",
                              "served", "ran", "benchmarked", "tested", "deployed", "evaluated", "hosted",
                              # production: run_object -- "vLLM serves Kimi K3 at 118 tok/s", "An M2 Pro runs 8B models
                              # at 25 to 40 tokens per second": the present of a run verb, its object the model
                              "runs", "serves", "hosts",
                              # "Switching our Qwen2.5-14B deployment from FP16 to AWQ ...": the model whose serving
                              # moved between the arms (the possessive and a deployment noun read with it: MODEL_HEADS)
                              "switching", "moving", "migrating", "upgrading", "switched", "moved", "migrated",
                              "upgraded",
                              # production: took_model_from_to -- "Cranking concurrency from 1 to 16 took Qwen2.5-14B
                              # from 0.8 req/s to 5 req/s": the model whose numbers the treatment moved
                              "took", "takes", "brought", "brings"})
#: the statistics an unqualified per-request metric is read as ("TTFT was 40% lower"): its center; it agrees when both
#: agree, whatever the tails (quantities.any_statistic, production central_reading)
CENTER_STATISTICS = ("mean", "median")
#: chat abbreviations read as the word they stand for (casual.shorthand, production chat_shorthand): "64 reqs each",
#: "req throughput", "at conc 16" (never inside a unit: "reqs/s", "req per sec")
CHAT_ABBREVIATIONS = {"reqs": "requests", "req": "request", "conc": "concurrency"}
#: the nouns a count of requests is written with ("48 requests", "all 20 prompts", "2/24 reqs"): count_frames and
#: grammar._count's second meanings
REQUEST_NOUNS = frozenset({"requests", "request", "prompts", "queries", "reqs"})
#: the second meaning of a count of requests, written into its tolerance rule (grammar._count) and read by
#: quantities._count_meaning: "at 10 requests" may be a load (10 at a time: the arms' declared concurrency) and "over 200
#: requests" after a value may be "more than 200"; a count contradicted in one meaning and not in the other is no
#: accusation (the false bar's rule 5), and agrees where either meaning agrees for "at" (the load is the usual meaning)
COUNT_SECOND_MEANINGS = {"load": " (or the load: at N requests)", "more": " (across, or more than: over N requests)",
                         "given": " (the completed, or the given: finished the N requests)",
                         "restated": " (the output tokens, or all tokens: N tokens in T s)",
                         "group": " (each group's, or the arm's: M batches of N requests)"}
#: nouns after a GPU name that name the machine it sits in ("on the h100 box", "the A100 machine"): read with the GPU fact
GPU_HOST_NOUNS = frozenset({"box", "machine", "rig", "server", "host", "instance"})
#: nouns after a model name that name its deployment ("our Qwen2.5-14B deployment", "the Llama 3.1 8B server"): read
#: with the model fact (grammar m_fact)
#: the words after a model named right beside an arm that make it another model than the one the arm serves ("EAGLE
#: Llama-3.2-1B draft", "the Qwen2.5 0.5B drafter"): there production arm_model reads no model fact
#: the API an engine's server speaks, between the engine's name and its head noun ("llama.cpp's OpenAI-compatible
#: server", "vLLM's OpenAI API server"; production engine_server), longest first
ENGINE_API_WORDS = (("openai", "compatible", "api"), ("openai", "compatible"), ("openai", "api"), ("openai",),
                    ("http", "api"), ("http",), ("rest", "api"))
#: the head nouns of an engine's deployment after its name ("the llama.cpp server", "through vLLM's API server")
ENGINE_SERVER_HEADS = frozenset({"server", "endpoint", "api", "backend", "runtime"})
#: the nouns of a model's form between an arm and "of" and the model ("the FP8 checkpoint of Qwen2.5-32B", "the Q4_K_M
#: quant of Llama-3.1-8B"; production arm_model_of): the model that arm ran
ARM_MODEL_OF_NOUNS = frozenset({"checkpoint", "checkpoints", "quant", "quants", "quantization", "weights", "build",
                                "variant", "version", "export", "conversion"})
ARM_MODEL_NOT_SERVED = frozenset({"draft", "drafts", "drafter", "drafters", "head", "heads", "speculator",
                                  "speculators", "assistant", "proposer", "tokenizer", "embedding", "embeddings"})
MODEL_HEADS = frozenset({"model", "deployment", "deployments", "server", "setup", "instance", "endpoint", "service",
                         "replica", "replicas"})
MONTHS = frozenset({"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                    "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct",
                    "nov", "dec", "yesterday", "today", "tomorrow"})
#: adjectives that make "users" the load generator's clients in a scope ("at 24 concurrent users": the concurrency
#: setting SETTING_DESC_AFTER reads and checks), not the UNVERIFIABLE claim about real users ("64 simulated users"
#: names no setting that is checked: still unverifiable)
LOAD_CLIENT_ADJECTIVES = frozenset({"concurrent", "parallel"})
#: words before "deployment" in a scope that make it the run's own setup ("a single-node deployment", "an 8-GPU
#: deployment"), beside a model, engine or hardware fact the scope reads ("the Qwen2.5-32B deployment")
SETUP_HEAD_WORDS = frozenset({"node", "gpu", "gpus", "test", "benchmark"})
# --- workload conditions said by degree or by kind (production workload_condition, claimcheck/claims/conditions.py) --
# "at low concurrency", "on small batch sizes", "for long prompts", "at low to mid concurrency", "at max prefix length",
# "in small-batch settings", "for JSON decoding tasks", "on summarization datasets": a preposition, a degree word or a
# kind of workload, a workload noun. No witness record says which concurrency is "low" or which dataset is a
# summarization one: an open condition (unknowable), never a check. A number, an arm or a named dataset is never one
# of these words (a setting said by its value is a descriptor, checked: "at concurrency 64", "on ShareGPT").
#: the prepositions that lead one
WORKLOAD_CONDITION_LEADS = frozenset({"at", "on", "for", "in", "under", "with", "across"})
#: the degree words: a relative size, never a value ("very" only before another of them; "to" / "and" / "or" joins two:
#: "low to mid", "small-to-medium")
WORKLOAD_DEGREE_WORDS = frozenset({
    "low", "lower", "lowest", "high", "higher", "highest", "small", "smaller", "smallest", "large", "larger", "largest",
    "long", "longer", "longest", "short", "shorter", "shortest", "heavy", "heavier", "heaviest", "light", "lighter",
    "moderate", "medium", "mid", "max", "maximum", "min", "minimum", "big", "bigger", "biggest", "extreme", "peak",
    "very"})
#: the quantities a degree word sizes; one to three of them end the phrase ("batch sizes", "request rates", "prefix
#: length", "message sizes"), the last a noun. Never a metric ("at lower latency" asserts a latency, "at similar
#: latency" is a matched operating point: conditions._TABLE)
WORKLOAD_QUANTITY_NOUNS = frozenset({
    "concurrency", "concurrencies", "batch", "batches", "size", "sizes", "load", "loads", "prompt", "prompts", "context",
    "contexts", "length", "lengths", "sequence", "sequences", "input", "inputs", "output", "outputs", "request",
    "requests", "rate", "rates", "qps", "rps", "traffic", "prefix", "prefixes", "message", "messages", "kv"})
#: a kind of workload, before a WORKLOAD_HEADS noun only ("for JSON decoding tasks", "on summarization datasets",
#: "in low-latency mode", "for min-latency applications", "in high-concurrency benchmarks")
WORKLOAD_KIND_WORDS = frozenset({
    "latency", "throughput", "json", "structured", "decoding", "generation", "summarization", "chat", "coding", "code",
    "agentic", "reasoning", "translation", "image", "vision", "multimodal", "retrieval", "rag", "math", "offline",
    "online", "interactive", "batch", "serving", "inference", "critical", "sensitive", "bound", "memory", "compute"})
#: the declared settings a quantity noun sizes: where the arms declare two values of one, the degree names an arm of
#: that sweep (grammar production arm_by_relative_setting), never the claim's scope
WORKLOAD_SWEPT_SETTINGS = {
    "concurrency": ("concurrency", "max_concurrency"), "concurrencies": ("concurrency", "max_concurrency"),
    "batch": ("batch_size", "max_batch_size"), "batches": ("batch_size", "max_batch_size"),
    "size": ("batch_size", "max_batch_size"), "sizes": ("batch_size", "max_batch_size"),
    "load": ("request_rate", "concurrency", "max_concurrency"), "loads": ("request_rate", "concurrency",
                                                                        "max_concurrency"),
    "traffic": ("request_rate", "concurrency", "max_concurrency"), "rate": ("request_rate",),
    "rates": ("request_rate",), "qps": ("request_rate",), "rps": ("request_rate",)}
#: the nouns that may end the phrase after a quantity or a kind ("small-batch settings", "high-concurrency benchmarks")
WORKLOAD_HEADS = frozenset({
    "setting", "settings", "regime", "regimes", "benchmark", "benchmarks", "workload", "workloads", "case", "cases",
    "mode", "modes", "task", "tasks", "dataset", "datasets", "application", "applications", "use", "scenario",
    "scenarios", "conditions", "situations", "runs", "tests"})
UNVERIFIABLE = frozenset({"production", "prod", "customers", "users", "fleet", "deployment", "deployments",
                          "everywhere", "always", "generally", "any"})
#: verbs that say an arm served prompt tokens from its prefix cache, before a count of (prompt) tokens ("the radix run
#: reused 69,120 prompt tokens": the sum of its rows' cached_tokens; grammar production reused_tokens)
CACHE_REUSE_VERBS = frozenset({"reused", "reuses", "reuse", "reusing"})
#: the words joined by a hyphen to "like" / "style" before a request noun that say how the prompts were made
#: ("20 production-like prompts", "prod-style traffic"): no claim that the numbers come from production
#: (claimcheck/claims/count_frames.py over_requests; the scope skips them alike)
WORKLOAD_STYLE_WORDS = frozenset({"production", "prod", "chat", "customer", "user"})


# --- declared settings -> the phrases that name them ---------------------------------------
# An arm may be named by a condition it was run under ("with prefix caching on", "at concurrency
# 4", "with eight parallel slots", "Medusa vs plain decoding"). ``setting_phrases`` lists the
# phrases that name one declared setting value (witness.json ``arms[NAME].settings``); the reader
# (``grammar.arm_phrases``) makes a phrase an alias of the arm(s) whose settings produce it, and
# a phrase every arm produces a context fact of the whole witness.

_SMALL = {v: k for k, v in NUMBER_WORDS.items() if v <= 20}
PREFIX_CACHING_ON = ("prefix caching", "apc", "automatic prefix caching", "prefix caching on", "prefix caching enabled", "with prefix caching", "with prefix caching on",
                     "with prefix caching enabled", "apc on", "apc enabled", "with apc", "with apc on",
                     "with apc enabled", "automatic prefix caching on", "automatic prefix caching enabled",
                     "with automatic prefix caching", "enabling prefix caching", "enabling apc", "prefix cache on",
                     "with the prefix cache", "with prefix caching turned on", "caching on", "caching enabled",
                     "with caching on", "with caching enabled", "turning on prefix caching", "turning on apc",
                     "switching on prefix caching", "enabling automatic prefix caching", "turning prefix caching on",
                     "radix cache", "with the radix cache", "with radix cache", "radix cache on", "radix cache enabled",
                     "with the radix cache on", "with the radix cache enabled",
                     # the run's own adjective with its noun ("the cached run"; "cached" alone is the cache construct's:
                     # "cached requests", "the prefix is cached")
                     "cached run", "cached arm", "cached setup", "cached config", "cached configuration",
                     # production arm_by_setting: the run named by the feature's own adjective ("the prefix-cached run")
                     "prefix cached run", "prefix cached arm", "prefix cached setup", "prefix cached config",
                     "prefix cached configuration",
                     # the cache itself with its state word ("with the cache on", "the cache enabled"): "cache" alone
                     # stays the cache construct's word ("cache hit rate", "benefits from cache")
                     "cache on", "cache enabled", "with the cache on", "with the cache enabled", "with cache on",
                     "with cache enabled", "the cache on", "the cache enabled")
PREFIX_CACHING_OFF = ("prefix caching off", "prefix caching disabled", "without prefix caching", "no prefix caching",
                      # the cache's own noun ("vs the no prefix cache run", "without a prefix cache")
                      "no prefix cache", "without prefix cache", "without a prefix cache", "no apc",
                      "no automatic prefix caching", "uncached", "non cached",
                      "apc off", "apc disabled", "without apc", "with prefix caching off",
                      "with prefix caching disabled", "with apc off", "with apc disabled",
                      "automatic prefix caching off", "automatic prefix caching disabled",
                      "without automatic prefix caching", "prefix cache off", "without the prefix cache",
                      "with prefix caching turned off", "caching off",
                      # "caching" alone names the prefix-caching setting only with its state word ("with caching"
                      # alone would take the cache construct's word: "benefited from caching")
                      "without caching", "no caching", "caching disabled", "with caching off", "with caching disabled",
                      "disabling prefix caching", "disabling apc", "turning off prefix caching", "turning off apc",
                      "switching off prefix caching", "turning prefix caching off",
                      # SGLang's prefix cache, the radix cache ("mean TPOT stays at 20 ms with and without the radix
                      # cache"; --disable-radix-cache)
                      "without the radix cache", "without radix cache", "radix cache off", "radix cache disabled",
                      "no radix cache", "with the radix cache disabled", "with radix cache disabled",
                      "with the radix cache off",
                      # an arm's own label "no-radix" (SGLang's radix cache off; --disable-radix-cache)
                      "no radix", "radix off", "radix disabled", "- - disable radix cache", "disable radix cache",
                      # the cache itself with its state word ("the cache-disabled baseline", "with the cache off")
                      "cache off", "cache disabled", "with the cache off", "with the cache disabled", "with cache off",
                      "with cache disabled", "the cache off", "the cache disabled", "without the cache")


def _toggle_phrases(*names: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The phrases of an on / off feature's two states ("chunked prefill on", "with chunked prefill", "turned on
    chunked prefill" / "chunked prefill off", "without chunked prefill", "no chunked prefill"), for each name."""
    on: list[str] = []
    off: list[str] = []
    for n in names:
        on += [n, f"{n} on", f"{n} enabled", f"with {n}", f"with {n} on", f"with {n} enabled", f"enabling {n}",
               f"turning on {n}", f"turned on {n}", f"switching on {n}", f"turning {n} on", f"with {n} turned on",
               f"enabled {n}", f"switched on {n}", f"turned {n} on"]
        off += [f"{n} off", f"{n} disabled", f"without {n}", f"no {n}", f"with {n} off", f"with {n} disabled",
                f"disabling {n}", f"turning off {n}", f"turned off {n}", f"switching off {n}", f"turning {n} off",
                f"with {n} turned off", f"disabled {n}", f"switched off {n}", f"turned {n} off"]
    return tuple(on), tuple(off)


#: vLLM's --enable-chunked-prefill (settings key chunked_prefill or enable_chunked_prefill, a boolean)
CHUNKED_PREFILL_ON, CHUNKED_PREFILL_OFF = _toggle_phrases("chunked prefill", "chunked prefilling")
#: the same two states said of the prefill itself ("when prefill is chunked", "the unchunked baseline" is the role's)
CHUNKED_PREFILL_ON += ("prefill is chunked", "prefill was chunked", "the prefill is chunked", "prefill chunked",
                       "chunking the prefill", "chunking prefill", "chunked prefills")
CHUNKED_PREFILL_OFF += ("prefill is not chunked", "prefill was not chunked", "unchunked prefill", "prefill unchunked",
                        "without chunking", "no chunking", "unchunked", "the unchunked baseline", "unchunked baseline")
#: production arm_by_alias_state: the feature's short name, as arms are named ("chunked" / "no-chunked", "chunking on"
#: / "chunking off"); "chunked" is chunked prefill's adjective, the only on / off chunking a serving witness records
_CHUNK_SHORT_ON, _CHUNK_SHORT_OFF = _toggle_phrases("chunked", "chunking")
CHUNKED_PREFILL_ON += tuple(p for p in _CHUNK_SHORT_ON if p != "chunking")  # "chunking" alone: a noun, not a state
CHUNKED_PREFILL_OFF += _CHUNK_SHORT_OFF + ("non chunked", "not chunked")
#: a declared prefill chunk size (tokens): keys read only as such (SGLang's --chunked-prefill-size), and vLLM's
#: max_num_batched_tokens, a chunk size only in an arm that also declares chunked prefill on (grammar.arm_phrases)
CHUNK_SIZE_KEYS = ("chunked_prefill_size", "prefill_chunk_size", "chunk_size")
CHUNK_BUDGET_KEYS = ("max_num_batched_tokens",)


def chunk_size_phrases(n: int) -> list[str]:
    """The phrases that name the arm whose prefill is chunked at ``n`` tokens (grammar production arm_by_chunk_size):
    "when prefill is chunked at 512 tokens", "chunked prefill at 512 tokens", "a chunk size of 512", "512-token
    chunks"."""
    out: list[str] = []
    for m in _numbers(n) if n < 100 else [str(n)] + ([f"{n // 1024}k"] if n % 1024 == 0 else []):
        for lead in ("prefill chunked", "prefill is chunked", "prefill was chunked", "the prefill is chunked",
                     "chunked prefill", "chunked"):
            out += [f"{lead} at {m} tokens", f"{lead} at {m}", f"{lead} to {m} tokens", f"{lead} into {m} token chunks",
                    f"{lead} into {m}-token chunks"]
        out += [f"chunked prefill with {m} token chunks", f"chunked prefill with {m}-token chunks",
                f"chunked prefill with a chunk size of {m}", f"chunked prefill with chunk size {m}",
                f"a chunk size of {m}", f"a chunk size of {m} tokens", f"chunk size {m}", f"chunk size of {m}",
                f"chunk size = {m}", f"{m} token chunks", f"{m}-token chunks", f"chunks of {m} tokens",
                f"{m} token prefill chunks", f"{m}-token prefill chunks", f"prefill chunks of {m} tokens",
                # a label of the run by its chunk size ("mean TPOT 17.7 ms (chunk 8192) vs 13.1 ms (chunk 2048)"), and
                # the chunk in the singular ("with a 2048-token prefill chunk")
                f"chunk {m}", f"chunk = {m}", f"{m} token chunk", f"{m}-token chunk", f"{m} token prefill chunk",
                f"{m}-token prefill chunk"]
        # the chunk size as the scheduler's per-step token budget (vLLM's max_num_batched_tokens): "Chunked prefill with
        # a 512-token budget", "with a token budget of 512", "a 512-token chunk budget"
        for sep in (" ", "-"):
            for b in (f"{m}{sep}token budget", f"{m}{sep}token chunk budget", f"{m}{sep}token prefill budget"):
                out += [b, f"a {b}", f"chunked prefill with a {b}"]
        for b in (f"a token budget of {m}", f"a token budget of {m} tokens", f"a chunk budget of {m}",
                  f"a chunk budget of {m} tokens", f"a prefill budget of {m} tokens", f"a budget of {m} tokens"):
            out += [b, b[2:], f"chunked prefill with {b}"]
    return out
CHUNKED_PREFILL_KEYS = ("chunked_prefill", "enable_chunked_prefill")
#: vLLM's --enforce-eager (settings key enforce_eager, a boolean: true runs without CUDA graphs) and a declared
#: cuda_graphs (true: with them): the CUDA-graph phrases' on state is enforce_eager false
CUDA_GRAPHS_ON, CUDA_GRAPHS_OFF = _toggle_phrases("cuda graphs", "cuda graph", "cudagraphs", "cudagraph",
                                                  "graph capture", "cuda graph capture", "graph mode", "cuda graph mode")
EAGER_ON = ("eager mode", "in eager mode", "eager execution", "enforce eager", "with enforce eager", "enforce eager on",
            "enforce eager enabled", "enforce eager = true", "running eager", "eager mode on", "eager mode enabled",
            "enabling eager mode", "forcing eager mode", "forced eager mode", "in forced eager mode")
EAGER_OFF = ("without eager mode", "eager mode off", "eager mode disabled", "without enforce eager", "enforce eager off",
             "enforce eager disabled", "enforce eager = false", "no eager mode", "not in eager mode")
ENFORCE_EAGER_KEYS = ("enforce_eager",)
CUDA_GRAPH_KEYS = ("cuda_graphs", "cudagraphs", "use_cuda_graph", "cuda_graph")
#: vLLM's --enable-expert-parallel (settings key enable_expert_parallel or expert_parallel, a boolean)
EXPERT_PARALLEL_ON, EXPERT_PARALLEL_OFF = _toggle_phrases("expert parallelism", "expert parallel", "ep")
EXPERT_PARALLEL_KEYS = ("enable_expert_parallel", "expert_parallel")
#: the number of LoRA adapters an arm serves (settings key num_lora_adapters, num_loras or lora_adapters, an int)
LORA_COUNT_KEYS = ("num_lora_adapters", "num_loras", "lora_adapters", "num_adapters")
#: speculative decoding methods named in a run's settings ("(TP=4, EAGLE3 + 3 speculative tokens)", "326 tok/s with
#: EAGLE-3"): their words (as the tokenizer splits them) -> the method, checked against the method a witness records
#: (claimcheck/claims/descriptors.py, production spec_method; the method family: "EAGLE" agrees with a recorded eagle3,
#: "EAGLE3" with a recorded "eagle" is unknowable, another method contradicts it)
SPEC_METHOD_NAMES: dict[tuple[str, ...], str] = {
    ("eagle",): "eagle", ("eagle2",): "eagle2", ("eagle-2",): "eagle2", ("eagle3",): "eagle3", ("eagle-3",): "eagle3",
    ("medusa",): "medusa", ("ngram",): "ngram", ("n", "gram"): "ngram", ("n-gram",): "ngram",
}
NO_SPECULATION = ("plain decoding", "without speculative decoding", "no speculative decoding", "standard decoding",
                  "regular decoding", "vanilla decoding", "no speculation", "without speculation",
                  "autoregressive decoding", "plain autoregressive decoding", "speculation off",
                  "speculative decoding off", "with speculative decoding off",
                  # the short spelling ("200ms with and without spec decode")
                  "without spec decode", "without spec decoding", "no spec decode", "no spec decoding",
                  "spec decode off", "spec decoding off", "spec off", "spec disabled", "speculation disabled",
                  # the baseline described by what it lacks ("relative to the non-speculative baseline", "the no-spec
                  # baseline": the arm phrase beside the role's, one mention)
                  "non speculative", "non speculative decoding", "no spec", "without spec")
#: the short spelling of speculative decoding on, beside "speculative decoding" ("n-gram spec decode = ~1.8x faster"),
#: and the bare noun ("4.1 s with speculation vs 8.0 s without")
SPEC_DECODE_ON = ("spec decode", "spec decoding", "with spec decode", "with spec decoding", "spec decode on",
                  "spec decoding on", "speculation", "with speculation", "speculation on", "speculation enabled",
                  "spec on", "spec enabled")
#: a boolean key that says speculative decoding is on (true) or off (false) ("speculative_decoding: true"), named as
#: speculative_method's values are (any method / none)
SPEC_DECODE_KEYS = ("speculative_decoding", "spec_decode", "spec_decoding", "enable_speculative_decoding",
                    "use_speculative_decoding")
#: a boolean key of prefix caching besides prefix_caching (vLLM's flag name, the short name)
PREFIX_CACHING_KEYS = ("enable_prefix_caching", "automatic_prefix_caching", "apc")
#: SGLang's prefix cache, the radix cache: a boolean key that says it is on (radix_cache) or SGLang's flag that says it
#: is off (disable_radix_cache: true is the cache off); named by the radix cache's own words and by prefix caching's
#: ("With the radix cache enabled, ... compared to `--disable-radix-cache`": the flag itself is flag_arms')
RADIX_CACHE_KEYS = ("radix_cache", "enable_radix_cache")
RADIX_CACHE_OFF_KEYS = ("disable_radix_cache",)
RADIX_CACHE_ON, RADIX_CACHE_OFF = _toggle_phrases("radix cache", "the radix cache", "radix caching", "radixattention",
                                                  "radix attention")
#: arms named by their configuration (claimcheck/claims/config_arms.py, production arm_by_config): the nouns a count
#: or a format heads ("the 8-slot setup", "a 2-GPU deployment", "the single-slot server") -- never a machine noun
#: ("node", "host": the hardware every arm may share) and never "baseline" (the role's own phrases name that arm;
#: "the single-GPU baseline" is two phrases of one arm side by side, read as one mention)
CONFIG_HEADS = ("setup", "setups", "server", "configuration", "config", "run", "runs", "deployment", "instance", "arm",
                "variant", "setting", "build", "endpoint", "rollout", "rollouts")
#: the head nouns of an arm's setting phrase ("the FP8 model", "the BF16 checkpoint", "the cached run") that "one" may
#: stand for beside another arm's ("for the BF16 one", "the FP8 weights vs the BF16 ones"; grammar.arm_phrases,
#: production arm_by_one)
ONE_SETTING_HEADS = frozenset({"model", "checkpoint", "weights", "run", "setup", "config", "configuration", "variant",
                               "build", "server", "deployment", "engine", "version", "arm", "backend"})
#: quantization values that are full precision: "the quantized model" names the one arm not among them
FULL_PRECISION = frozenset({"fp16", "bf16", "fp32", "float16", "bfloat16", "float32", "half", "none", "auto"})
#: words of a model id that name its checkpoint's format or quantization, not the model (besides QUANT_BITS and
#: FULL_PRECISION): "TheBloke/Llama-2-13B-chat-GPTQ", "meta-llama/Llama-2-13b-chat-hf", "...-FP8-dynamic"
#: (category_levels.base_model)
CHECKPOINT_WORDS = frozenset({"gptq", "hf", "gguf", "exl2", "bnb", "4bit", "8bit", "quantized", "marlin", "dynamic"})
#: bits per weight of a declared quantization ("the 8-bit weights", "4-bit inference")
QUANT_BITS = {**dict.fromkeys(("fp8", "int8", "w8a8", "w8a16", "q8_0", "fp8_e4m3", "fp8_e5m2", "e4m3"), 8),
              **dict.fromkeys(("int4", "w4a16", "w4a8", "fp4", "nvfp4", "mxfp4", "nf4", "q4_0", "q4_k_m", "q4_k_s",
                               "awq"), 4),
              **dict.fromkeys(("fp16", "bf16", "float16", "bfloat16", "half"), 16), "fp32": 32, "float32": 32}
#: command-line flags of a count (their words as the tokenizer splits them, longest first): "--parallel 8" (llama.cpp
#: slots), "--tensor-parallel-size 4" / "-tp 4" (vLLM, SGLang), "--max-concurrency 16" (vllm bench), "-t 8" (threads)
CONFIG_FLAGS = ((("tensor", "parallel", "size"), "tensor_parallel_size"), (("max", "num", "seqs"), "parallel_slots"),
                (("max", "concurrency"), "concurrency"), (("parallel",), "parallel_slots"), (("np",), "parallel_slots"),
                (("tp",), "tensor_parallel_size"), (("threads",), "threads"), (("t",), "threads"),
                (("concurrency",), "concurrency"))
#: nouns that, followed by a preposition and an arm, are that arm ("the server with 8 slots", "the deployment on
#: four GPUs"); gerunds that, leading a sentence right before an arm, are part of its mention ("Using four GPUs ...")
CONFIG_SUBJECT_NOUNS = frozenset(set(CONFIG_HEADS) | {"system", "engine", "model", "checkpoint", "server"})
CONFIG_LEAD_GERUNDS = frozenset({"using", "deploying", "adopting", "choosing", "selecting", "enabling", "employing",
                                 "picking", "serving", "running", "passing", "setting", "specifying"})
#: production cache_metric_name: the names of the cache hit rate that open with the cache's noun ("prefix cache hit
#: rate", "cache hit ratio"), whose head an arm's state phrase may hold ("the prefix cache" of an arm with prefix
#: caching on, declared in its settings or by its names: alias_states.py): where such a phrase runs on into the rest
#: of one of them ("The prefix cache hit rate was 0% with APC off"), the words are the metric's name, never the arm
#: (statement.mark_arms); by first word
ARM_PHRASE_METRIC_NAMES: dict[str, tuple[tuple[str, ...], ...]] = {}
for _ws in sorted({tuple(p) for p, v in METRIC_PHRASES if v == "cache_hit_rate" and p[0] in ("prefix", "cache")},
                  key=len, reverse=True):
    ARM_PHRASE_METRIC_NAMES.setdefault(_ws[0], ()); ARM_PHRASE_METRIC_NAMES[_ws[0]] += (_ws,)
del _ws
#: features whose state an arm's own name or alias may declare where no arm's settings declare the feature
#: (claimcheck/claims/alias_states.py, production arm_by_alias_state): (the boolean key the state is read as, the
#: keys of the same feature a witness may declare in settings -- any of them declared by any arm and the aliases
#: declare nothing, the settings answer --, the (key, value)s whose setting_phrases say "on", those that say "off").
#: "prefix caching on" / "APC" / "EAGLE" / "ngram speculation" say on, "prefix caching off" / "no prefix cache" / "no
#: speculation" off; a name that is both or neither declares nothing
#: the words a state-declaring alias may have around its setting phrase (alias_states.state_core): a determiner and a
#: noun of runs or a role ("the no-speculation run", "no spec baseline", "baseline (no spec)"); nothing else
ALIAS_STATE_EDGE_WORDS = frozenset({"the", "a", "an", "our", "this", "(", ")", "run", "arm", "baseline", "config",
                                    "configuration", "setup", "case", "variant", "mode", "build", "reference",
                                    "control", "default"})
ALIAS_STATE_FEATURES = (
    ("prefix_caching", ("prefix_caching", *PREFIX_CACHING_KEYS, *RADIX_CACHE_KEYS, *RADIX_CACHE_OFF_KEYS),
     (("prefix_caching", True),), (("prefix_caching", False),)),
    ("speculative_decoding", ("speculative_method", "speculative_family", "speculative_model", "num_speculative_tokens",
                              *SPEC_DECODE_KEYS),
     (("speculative_decoding", True), *(("speculative_method", m) for m in sorted(set(SPEC_METHOD_NAMES.values())))),
     (("speculative_decoding", False),)),
    ("chunked_prefill", CHUNKED_PREFILL_KEYS, (("chunked_prefill", True),), (("chunked_prefill", False),)),
    ("enforce_eager", (*ENFORCE_EAGER_KEYS, *CUDA_GRAPH_KEYS), (("enforce_eager", True),), (("enforce_eager", False),)),
    ("enable_expert_parallel", EXPERT_PARALLEL_KEYS, (("enable_expert_parallel", True),),
     (("enable_expert_parallel", False),)),
)
#: production arm_by_label_setting (claimcheck/claims/label_settings.py): an arm's own name that is a short prefix and
#: a whole number ("c16", "np4", "chunk-2048", "bs_32") declares that numeric setting of its arm where no arm declares
#: the key; the prefix (lower case) -> the setting key it abbreviates. Not "tp2": a tensor-parallel size is also the
#: arm's GPU count (config_arms.config_counts), which a scope's per-arm GPU phrases bind by the arm's own hardware
#: record (arm_hardware.bind_scope); a size from the name alone let "TP2 uses 1 GPU" bind to the one-GPU arm
LABEL_SETTING_PREFIXES = {
    "c": "concurrency", "conc": "concurrency", "concurrency": "concurrency",
    "np": "parallel_slots", "slots": "parallel_slots", "slot": "parallel_slots",
    "chunk": "chunked_prefill_size", "chunks": "chunked_prefill_size", "cps": "chunked_prefill_size",
    "bs": "batch_size", "batch": "batch_size",
    "mns": "max_num_seqs", "max-num-seqs": "max_num_seqs", "max_num_seqs": "max_num_seqs",
}
#: the joiners a label may hold between its prefix and its number ("chunk-2048", "bs_32", "c=16")
LABEL_SETTING_JOINERS = ("", "-", "_", "=")
SETTING_KEYS = ("concurrency", "parallel_slots", "prefix_caching", "speculative_method", "quantization",
                "request_rate", "batch_size", "threads", "tensor_parallel_size", "chunked_prefill",
                "enable_chunked_prefill")
#: the setting facts production scope_setup takes from --scope (claimcheck/claims/scope_facts.py), each checked per arm:
#: the engine's version, the quantization / dtype and the settings a witness declares of its arms (the engine itself
#: is an engine fact); other setting words of the scope stay the author's description
SCOPE_SETTING_KEYS = frozenset({"engine_version", "quantization", "concurrency", "request_rate", "batch_size",
                                "parallel_slots", "tensor_parallel_size", "pipeline_parallel_size", "data_parallel_size",
                                "expert_parallel_size", "speculative_family", "speculative_method",
                                "num_speculative_tokens", "quantized", "speculative_decoding", "prefix_caching",
                                "chunked_prefill", "kv_offload", "cpu_offload"})
#: joiners between an engine's two versions in the scope ("vLLM 0.6.3 vs 0.6.6", "SGLang 0.4.0 and 0.4.6", "0.6.3 ->
#: 0.6.6"): production scope_setup reads the second as the engine's version too
SCOPE_VERSION_JOINERS = frozenset({"vs", "vs.", "versus", "and", "to", "/", "->", "\u2192", "or"})
#: the scope settings of scope_setup that only describe the run where no arm declares them (as a GPU count the witness
#: does not record is dropped): the engine, its version and the quantization stay open (not-yet) instead
DESCRIBED_UNLESS_DECLARED = SCOPE_SETTING_KEYS - {"engine_version", "quantization", "quantized"}
#: an offload's destination after its words ("offloading to CPU", "KV cache offloading to host memory")
_OFFLOAD_DEST = r"\s+to\s+(?:the\s+)?(?:cpu|host(?:\s+memory)?|system\s+ram|ram|dram)"
_OFFLOAD_TO = "(?:" + _OFFLOAD_DEST + ")?"
#: features a scope may say on or off (production scope_setup: "no quantization", "without speculative decoding",
#: "with prefix caching", "chunked prefill disabled"): the feature's key -> its words (regular expressions, longest
#: first); each is checked per arm against the arm's declared settings (scope_facts.feature_state)
SCOPE_FEATURES = {
    "quantized": (r"quantization", r"quantized\s+(?:weights|models?|checkpoints?|variants?|versions?)", r"quantized"),
    "speculative_decoding": (r"speculative\s+decoding", r"speculative\s+sampling", r"spec(?:ulative)?[\s-]+decod(?:e|ing)",
                             r"speculation"),
    "prefix_caching": (r"automatic\s+prefix\s+caching", r"prefix[\s-]+caching", r"prefix\s+cache", r"radix\s+cache",
                       r"apc"),
    "chunked_prefill": (r"chunked[\s-]+prefill",),
    # "CPU offload" is a feature (weights or KV cache kept in host memory), never the run's hardware
    "kv_offload": (r"kv[\s-]+cache[\s-]+offload(?:ing)?" + _OFFLOAD_TO, r"kv[\s-]+offload(?:ing)?" + _OFFLOAD_TO,
                   r"offload(?:ing)?\s+(?:of\s+)?(?:the\s+)?kv[\s-]+cache" + _OFFLOAD_TO),
    "cpu_offload": (r"cpu[\s-]+offload(?:ing)?", r"weights?[\s-]+offload(?:ing)?" + _OFFLOAD_TO,
                    r"offload(?:ing)?(?:\s+(?:the\s+)?(?:model\s+)?weights)?" + _OFFLOAD_DEST),
}
#: what each offload feature of SCOPE_FEATURES is declared by (scope_checks.feature_state: a positive number, true, "on"
#: or an offload backend's name is on; 0, false, "off", "none" off): vLLM / SGLang --cpu-offload-gb (weights), vLLM
#: --kv-offloading-size / --kv-offloading-backend, SGLang --enable-hierarchical-cache (the KV cache in host memory);
#: "CPU offload" is either (on where either is on, off where what is declared is off)
KV_OFFLOAD_KEYS = ("kv_offloading_size", "kv_offloading_backend", "kv_offloading", "kv_offload", "kv_cache_offload",
                   "kv_cache_offloading", "enable_hierarchical_cache")
CPU_OFFLOAD_KEYS = ("cpu_offload_gb", "cpu_offload", "cpu_offloading", "offload_weights") + KV_OFFLOAD_KEYS
#: the words before a feature that turn it off ("no quantization", "without speculative decoding", "non-quantized")
#: or on ("with prefix caching", "using speculative decoding"), and after it ("prefix caching off", "chunked prefill
#: enabled")
SCOPE_FEATURE_OFF_BEFORE = (r"no", r"without", r"non", r"un", r"disabled", r"not\s+using", r"no\s+use\s+of")
SCOPE_FEATURE_ON_BEFORE = (r"with", r"using", r"enabled", r"and")
SCOPE_FEATURE_OFF_AFTER = (r"off", r"disabled")
SCOPE_FEATURE_ON_AFTER = (r"on", r"enabled")
#: words that may turn a scope fact of scope_setup when no construct read them in its phrase ("prefix caching off"
#: where "prefix caching" was read and "off" was not): the fact is then not graded (not-yet)
SCOPE_TURNING_WORDS = frozenset({"not", "no", "non", "without", "never", "off", "disabled", "disable", "unlike",
                                 "instead", "except", "excluding", "excluded", "untested", "neither", "nor", "isn't",
                                 "wasn't", "aren't", "weren't", "didn't", "doesn't", "n't", "nothing", "none", "haven't",
                                 "hasn't", "hadn't", "don't", "won't", "untried", "unevaluated"})
#: exclusions (falsebar.refine, in the scope and the statement's unread words): the contracted negations that lead one
#: ("haven't tried CPU offload", "didn't test on an A100"), the subject and auxiliary read with a negation before its fact
#: ("we have not tried quantized models", "we did not evaluate X", "we never tried X") and the participles that end
#: one after its fact ("quantized models not tried", "A100: not covered", "X have not yet been evaluated")
EXCLUSION_CONTRACTIONS = frozenset({"haven't", "hasn't", "hadn't", "didn't", "don't", "doesn't", "isn't", "aren't",
                                    "wasn't", "weren't"})
EXCLUSION_SUBJECTS = frozenset({"we", "i", "they"})
EXCLUSION_AUXILIARIES = frozenset({"does", "do", "did", "is", "are", "was", "were", "have", "has", "had"})
EXCLUSION_PARTICIPLES = ("tested", "measured", "benchmarked", "evaluated", "covered", "included", "considered",
                         "studied", "examined", "explored", "tried", "validated", "verified", "assessed", "used",
                         "enabled", "compared")
#: words between a scope exclusion's negation and its fact that say no comparison was made ("no comparison with SGLang",
#: "not compared against TGI", "did not compare to TGI"): an exclusion whose contradiction is never an accusation
#: (other_exclusions.hold_compared)
EXCLUSION_COMPARE_WORDS = frozenset({"compare", "compared", "comparison", "comparisons", "comparing", "against", "to"})
#: a word right before an excluded fact that makes it things OTHER than the run's ("other GPUs not measured", "any other
#: GPU: not evaluated", "different engines untested"): what was not measured, asserting nothing about the witness
#: (other_exclusions.py); OTHER_DETERMINERS may stand before it ("all other", "any other", "the other")
OTHER_THAN_RUN_WORDS = ("other", "different")
OTHER_DETERMINERS = ("any", "all", "the", "some", "every")
#: the classes in the plural that "other" before a list reaches when they end it ("other rates and GPUs not measured",
#: "other batch sizes or models untested"): other_exclusions.qualifier_start; a named part ("A10G") is not reached
OTHER_LIST_CLASSES = frozenset({"gpus", "cpus", "models", "accelerators", "nodes", "machines", "engines", "backends",
                                "quantizations", "datasets", "cards", "devices", "platforms", "servers", "frameworks"})
#: comparatives that make an excluded item things other than the run's ("not tested with longer prompts, other CPUs or
#: GPU offload": prompts longer than the run's): what was not measured, asserting nothing about the witness
#: (other_exclusions.list_lead)
OTHER_COMPARATIVES = ("longer", "shorter", "larger", "smaller", "bigger", "higher", "lower", "more", "fewer", "newer",
                      "older")
#: a word before a scope fact of scope_setup that excludes it ("vLLM, unlike TGI": the run is not TGI's)
SCOPE_EXCLUSION_WORDS = ("unlike",)
#: words that make a scope sentence a comparison (scope_facts.hold): a fact there that no arm records may be the other
#: side's ("compared with SGLang's published numbers", "vs TGI"), held back (not-yet), never false
SCOPE_COMPARED_WORDS = ("vs", "vs.", "versus", "compared", "against", "than", "relative to", "published", "reported",
                        "reference")
#: the keys whose declared values name an arm by setting_phrases (SETTING_KEYS and the engine flags said in words: "with
#: 256 seqs", "in eager mode", "with EP disabled", "8 adapters"); flag_arms keeps its transitions for these
NAMED_SETTING_KEYS = SETTING_KEYS + ("max_num_seqs",) + ENFORCE_EAGER_KEYS + CUDA_GRAPH_KEYS + EXPERT_PARALLEL_KEYS \
    + LORA_COUNT_KEYS + SPEC_DECODE_KEYS + PREFIX_CACHING_KEYS + RADIX_CACHE_KEYS + RADIX_CACHE_OFF_KEYS


def _numbers(n: int) -> list[str]:
    return [str(n)] + ([_SMALL[n]] if n in _SMALL else [])


def _state_clauses(phrases: tuple[str, ...]) -> list[str]:
    """"prefix caching was enabled", "APC is off": a state phrase ("prefix caching enabled", "apc off") said as a
    clause with "is" / "was" (and "turned" before on / off). A negation between them ("was not enabled") matches no
    phrase and stays unread."""
    out = []
    for p in phrases:
        words = p.split()
        if len(words) < 2 or words[0] in ("with", "without", "no", "enabling", "turning", "switching") \
                or words[-1] not in ("on", "off", "enabled", "disabled"):
            continue
        base, state = " ".join(words[:-1]), words[-1]
        if base.endswith(" turned"):
            continue
        for be in ("is", "was", "are", "were"):
            out.append(f"{base} {be} {state}")
            if state in ("on", "off"):
                out.append(f"{base} {be} turned {state}")
            if state == "enabled":  # "once prefix caching was re-enabled": on again
                out.append(f"{base} {be} re {state}")
    return out


def worker_phrases(n: int) -> list[str]:
    """The phrases that name an arm by its own worker count (grammar production arm_by_workers): "4 workers",
    "four concurrent workers", "with 4 parallel workers", "one worker", "a single worker"."""
    out: list[str] = []
    for num in _numbers(n):
        noun = "worker" if n == 1 else "workers"
        for mod in ("", "concurrent ", "parallel "):
            out += [f"{num} {mod}{noun}", f"with {num} {mod}{noun}"]
    if n == 1:
        out += ["a single worker", "single worker", "the single worker", "with a single worker"]
    return out


#: the settings an arm's degree of parallelism may be declared under (grammar production arm_by_mode): workers
#: (arms[NAME].workers, read only where none of the others is declared), the client's concurrency, the server's
#: parallel slots
MODE_KEYS = ("workers", "concurrency", "max_concurrency", "parallel_slots")
#: what runs N at a time ("8 requests at a time", "16 users at once")
_MODE_UNITS = ("requests", "prompts", "queries", "users", "clients", "streams", "sequences")
#: the nouns an execution mode heads ("the sequential run", "concurrent execution")
_MODE_NOUNS = ("run", "runs", "execution", "mode", "arm", "setup", "configuration", "processing", "case")
#: the work a mode qualifies ("sequential decoding", "batched inference"); not after "parallel" ("parallel decoding"
#: is also a speculative-decoding method's name)
_MODE_WORK = ("decoding", "inference", "generation", "serving")


#: the adverbs of running one request at a time ("sequentially", "back to back"): an arm's name where one arm runs
#: so and another does not (mode_phrases); said of every arm's whole run ("Running all 10 prompts back to back took
#: 21.5 s with X and 28.6 s with Y", grammar production counted_work), the setting concurrency = 1 of each
SEQUENTIAL_ADVERBS = ("sequentially", "serially", "in sequence", "in series", "one at a time", "one request at a time",
                      "a request at a time", "1 at a time", "1 request at a time", "one by one", "one after another",
                      "one after the other", "back to back", "one request after another")


def mode_phrases(mode: str, n: int | None = None) -> list[str]:
    """The phrases that name an arm by its execution mode (grammar production arm_by_mode): ``sequential`` (one
    request at a time: "sequentially", "one at a time", "one by one", "serially", "the sequential run") or
    ``concurrent`` (more than one: "concurrently", "in parallel", "the concurrent run", and with the arm's own
    degree ``n``: "8 at a time", "eight at once", "8 requests concurrently"). A number other than the arm's own
    names no arm."""
    out: list[str] = []
    if mode == "sequential":
        for adj in ("sequential", "serial"):
            out += [adj] + [f"{adj} {noun}" for noun in _MODE_NOUNS + _MODE_WORK]
        out += list(SEQUENTIAL_ADVERBS)
    elif mode == "concurrent":
        for adj in ("concurrent", "parallel"):
            out += [f"{adj} {noun}" for noun in _MODE_NOUNS]
        out += [f"{adj} {noun}" for adj in ("concurrent", "batched") for noun in _MODE_WORK]
        out += [f"batched {noun}" for noun in _MODE_NOUNS]
        out += ["concurrent", "concurrently", "in parallel", "simultaneously", "concurrent requests",
                "parallel requests", "simultaneous requests"]
        if isinstance(n, int) and not isinstance(n, bool) and n > 1:
            for num in _numbers(n):
                for tail in ("at a time", "at once", "concurrently", "in parallel", "simultaneously"):
                    out += [f"{num} {tail}"] + [f"{num} {noun} {tail}" for noun in _MODE_UNITS]
                out += [f"{num} parallel requests", f"{num} simultaneous requests", f"{num} way concurrency",
                        f"{num} way parallelism", f"{num} requests in flight", f"with {num} requests in flight"]
    return out


#: the keys of a feature switch (a boolean setting whose phrases name the feature on or off)
_FEATURE_SWITCH_KEYS = frozenset({"prefix_caching", *PREFIX_CACHING_KEYS, *RADIX_CACHE_KEYS, *RADIX_CACHE_OFF_KEYS,
                                  *CHUNKED_PREFILL_KEYS, *ENFORCE_EAGER_KEYS, *CUDA_GRAPH_KEYS, *EXPERT_PARALLEL_KEYS,
                                  *SPEC_DECODE_KEYS})
#: a feature switch's declared word and the state it says ("on" / "off" strings beside the booleans)
SETTING_STATE_WORDS = {"on": True, "true": True, "yes": True, "enabled": True, "off": False, "false": False, "no": False,
                       "disabled": False}


def setting_phrases(key: str, value) -> list[str]:
    """The phrases that name ``key = value`` (lower case, words separated by spaces). A leading
    ``with`` / ``at`` is not part of a phrase: those words are inert, and a binder ("compared
    with", "than at") must see them."""
    out: list[str] = []
    if value is None:
        return out
    if isinstance(value, str) and value.strip().lower() in SETTING_STATE_WORDS and key in _FEATURE_SWITCH_KEYS:
        # a feature switch declared as a word ("speculative_decoding": "on" / "off", "enable_prefix_caching": "true"):
        # the state it says, as the boolean would (the check reads both spellings alike: statistics._same)
        value = SETTING_STATE_WORDS[value.strip().lower()]
    if key == "concurrency" and value == 1 and not isinstance(value, bool):
        # "one request at a time", "sequentially": concurrency 1 said as the mode (a phrase every arm gives: a setting
        # of the whole witness, checked; of some arms only: their name, as "at concurrency 1")
        out += list(SEQUENTIAL_ADVERBS)
        # "compared with 45 tokens/s in the sequential case", "the serial run": the mode's adjective and a noun of it
        out += [f"{adj} {noun}" for adj in ("sequential", "serial") for noun in _MODE_NOUNS]
    if key == "concurrency" and isinstance(value, int) and not isinstance(value, bool) and value > 0:
        for n in _numbers(value):
            out += [f"concurrency {n}", f"at concurrency {n}", f"concurrency of {n}", f"a concurrency of {n}",
                    f"at a concurrency of {n}", f"max concurrency {n}", f"at max concurrency {n}",
                    f"{n} concurrent requests", f"at {n} concurrent requests", f"with {n} concurrent requests",
                    f"{n} concurrent users", f"at {n} concurrent users", f"with {n} concurrent users",
                    f"concurrency = {n}", f"at concurrency = {n}", f"max concurrency = {n}",
                    f"max_concurrency = {n}", f"max_concurrency {n}", f"c = {n}", f"at c = {n}",
                    # a sweep's own spellings ("the c=32 arm", "at 32 in-flight requests", "16 concurrent")
                    f"c{n}", f"{n} in flight requests", f"at {n} in flight requests", f"{n} concurrent",
                    f"{n} concurrent clients", f"{n} concurrent sessions", f"{n} concurrent streams",
                    f"concurrency level {n}", f"max concurrency of {n}", f"maximum concurrency {n}",
                    f"at maximum concurrency {n}"]
    elif key == "parallel_slots" and isinstance(value, int) and not isinstance(value, bool) and value > 0:
        for n in _numbers(value):
            out += [f"{n} parallel slots", f"with {n} parallel slots", f"{n} slots", f"with {n} slots",
                    f"{n} server slots", f"with {n} server slots", f"np {n}", f"np = {n}", f"with np {n}",
                    f"with np = {n}", f"max num seqs {n}", f"max_num_seqs {n}", f"max_num_seqs = {n}"]
        if value == 1:  # the singular ("than with 1 slot", "a single slot")
            out += ["1 slot", "with 1 slot", "one slot", "with one slot", "1 parallel slot", "one parallel slot",
                    "a single slot", "with a single slot", "single slot", "a single parallel slot"]
    elif (key == "prefix_caching" or key in PREFIX_CACHING_KEYS) and isinstance(value, bool):
        out += list(PREFIX_CACHING_ON if value else PREFIX_CACHING_OFF)
        out += _state_clauses(PREFIX_CACHING_ON if value else PREFIX_CACHING_OFF)
    elif (key in RADIX_CACHE_KEYS or key in RADIX_CACHE_OFF_KEYS) and isinstance(value, bool):
        on = value if key in RADIX_CACHE_KEYS else not value
        for ph in ((RADIX_CACHE_ON, PREFIX_CACHING_ON) if on else (RADIX_CACHE_OFF, PREFIX_CACHING_OFF)):
            out += list(ph) + _state_clauses(ph)
    elif key in CHUNKED_PREFILL_KEYS and isinstance(value, bool):
        out += list(CHUNKED_PREFILL_ON if value else CHUNKED_PREFILL_OFF)
        out += _state_clauses(CHUNKED_PREFILL_ON if value else CHUNKED_PREFILL_OFF)
    elif key == "max_num_seqs" and isinstance(value, int) and not isinstance(value, bool) and value > 0:
        for n in _numbers(value):
            # (the flag's name with "=": "max_num_seqs=64"; "max num seqs 256" (the tokens of "max_num_seqs 256" too)
            # names no setting, test_claims_topic_gloss_settings)
            out += [f"max_num_seqs = {n}", f"max seqs {n}",
                    f"max seqs = {n}", f"{n} max seqs", f"{n} seqs", f"with {n} seqs", f"{n} sequences",
                    f"with {n} sequences", f"{n} slots", f"with {n} slots", f"{n} batch slots", f"{n} sequence slots",
                    f"{n} concurrent sequences"]
    elif key in ENFORCE_EAGER_KEYS and isinstance(value, bool):
        ph = (EAGER_ON + CUDA_GRAPHS_OFF) if value else (EAGER_OFF + CUDA_GRAPHS_ON)
        out += list(ph) + _state_clauses(ph)
    elif key in CUDA_GRAPH_KEYS and isinstance(value, bool):
        ph = (EAGER_OFF + CUDA_GRAPHS_ON) if value else (EAGER_ON + CUDA_GRAPHS_OFF)
        out += list(ph) + _state_clauses(ph)
    elif key in EXPERT_PARALLEL_KEYS and isinstance(value, bool):
        out += list(EXPERT_PARALLEL_ON if value else EXPERT_PARALLEL_OFF)
        out += _state_clauses(EXPERT_PARALLEL_ON if value else EXPERT_PARALLEL_OFF)
    elif key in LORA_COUNT_KEYS and isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        if value == 1:
            for a in ("1", "one", "a single", "single"):
                out += [f"{a} adapter", f"with {a} adapter", f"{a} lora adapter", f"with {a} lora adapter",
                        f"{a} lora", f"with {a} lora"]
        elif value == 0:
            out += ["no adapters", "no lora adapters", "without adapters", "without lora adapters", "no lora",
                    "without lora", "0 adapters", "zero adapters"]
        else:
            for n in _numbers(value):
                out += [f"{n} adapters", f"with {n} adapters", f"{n} lora adapters", f"with {n} lora adapters",
                        f"{n} loras", f"with {n} loras", f"serving {n} adapters", f"serving {n} lora adapters"]
    elif key in SPEC_DECODE_KEYS and isinstance(value, bool):
        ph = ("speculative decoding", "with speculative decoding", "speculative decoding on",
              "speculative decoding enabled", *SPEC_DECODE_ON) if value else NO_SPECULATION
        out += list(ph) + _state_clauses(tuple(p for p in ph if p.endswith((" on", " off", " enabled", " disabled"))))
    elif key == "speculative_method" and isinstance(value, str) and value.strip():
        m = value.strip().lower()
        if m in ("none", "off", "no", "false", "disabled"):
            out += list(NO_SPECULATION) + _state_clauses(NO_SPECULATION)
        else:
            out += [m, f"{m} decoding", f"with {m}", f"with {m} decoding", f"{m} speculative decoding",
                    f"{m} speculation", f"speculative decoding with {m}", f"with {m} speculative decoding",
                    "speculative decoding", "with speculative decoding", "speculative decoding on",
                    "speculative decoding enabled", *SPEC_DECODE_ON]
            out += _state_clauses(("speculative decoding on", "speculative decoding enabled", "spec decode on",
                                   "speculation on"))
            # production arm_by_setting: the method as it is written ("EAGLE-3" of a recorded eagle3; "n-gram" of
            # ngram) and its draft ("with the EAGLE-3 draft")
            for ws, method in SPEC_METHOD_NAMES.items():
                s = " ".join(ws)
                if method == m and s != m:
                    out += [s, f"with {s}", f"{s} speculative decoding", f"{s} speculation",
                            f"speculative decoding with {s}", f"with {s} speculative decoding", f"under {s}"]
            for s in {m, *(" ".join(ws) for ws, method in SPEC_METHOD_NAMES.items() if method == m)}:
                out += [f"{s} draft", f"the {s} draft", f"with the {s} draft", f"{s} draft model",
                        f"the {s} draft model", f"with the {s} draft model"]
                # production arm_by_setting: the method said with its on word ("with EAGLE-3 enabled", "after turning
                # on EAGLE-3", "once EAGLE-3 was enabled"), as "speculative decoding enabled" is; never a bare "on"
                # after it ("EAGLE beats n-gram on output tok/s": the preposition of the metric, which the arm phrase
                # "n-gram on" took, and a true comparison went unread)
                on_forms = (f"{s} enabled", f"{s} turned on", f"{s} switched on")
                out += [*on_forms, f"enabling {s}", f"turning on {s}", f"switching on {s}", f"turning {s} on",
                        f"enabled {s}", f"turned on {s}"]
                out += _state_clauses(on_forms)
    elif key == "quantization" and isinstance(value, str) and value.strip():
        q = value.strip().lower()
        out += [q, f"{q} quantization", f"with {q}", f"with {q} quantization", f"{q} weights",
                f"with {q} weights", f"in {q}", f"{q} quantized", f"{q} model", f"the {q} model"]
    elif key == "request_rate" and not isinstance(value, bool) and isinstance(value, (int, float)):
        v = f"{value:g}"
        out += [f"request rate {v}", f"at request rate {v}", f"at a request rate of {v}", f"request rate of {v}",
                f"at {v} requests per second", f"at {v} req / s", f"at {v} requests / s", f"at {v} qps", f"qps {v}",
                f"qps = {v}", f"at qps = {v}", f"request rate = {v}", f"at {v} rps", f"{v} qps", f"at {v} queries / s"]
        # the rate with its unit after the phrases that name it by number ("at a request rate of 2 req/s"), the
        # offered load ("8 req/s offered", "an offered load of 8 req/s"), "at rate 8", and the rate before a head
        # noun ("the 8 req/s run"); right after the same arm's name these are the comparison's condition, not a
        # second name (grammar._restated_arm_scopes)
        for unit in ("req / s", "requests per second", "requests / s", "rps", "qps", "queries / s"):
            out += [f"request rate of {v} {unit}", f"at a request rate of {v} {unit}", f"at request rate {v} {unit}",
                    f"at an arrival rate of {v} {unit}", f"arrival rate of {v} {unit}", f"{v} {unit} offered",
                    f"at {v} {unit} offered", f"an offered load of {v} {unit}", f"offered load of {v} {unit}",
                    f"at an offered load of {v} {unit}"]
            out += [f"{v} {unit} {head}" for head in ("run", "arm", "setup", "configuration", "case", "setting")]
        out += [f"at rate {v}", f"rate {v}"]
    elif key == "batch_size" and isinstance(value, int) and not isinstance(value, bool) and value > 0:
        for n in _numbers(value):
            out += [f"batch size {n}", f"at batch size {n}", f"batch size of {n}", f"a batch size of {n}",
                    f"at a batch size of {n}", f"batch size = {n}", f"batch_size = {n}", f"bs = {n}",
                    f"batch = {n}", f"max batch size {n}", f"at max batch size {n}"]
    elif key == "threads" and isinstance(value, int) and not isinstance(value, bool) and value > 0:
        for n in _numbers(value):
            out += [f"{n} threads", f"with {n} threads", f"{n} cpu threads", f"with {n} cpu threads",
                    f"threads {n}", f"threads = {n}", f"n_threads {n}", f"n_threads = {n}"]
    elif key == "tensor_parallel_size" and isinstance(value, int) and not isinstance(value, bool) and value > 0:
        for n in _numbers(value):
            out += [f"tp {n}", f"tp = {n}", f"with tp = {n}", f"at tp = {n}", f"tp{n}", f"tensor parallel size {n}",
                    f"tensor parallel size = {n}", f"tensor_parallel_size = {n}", f"tensor parallel size of {n}",
                    f"{n} way tensor parallelism", f"with {n} way tensor parallelism", f"{n} way tp",
                    f"tensor parallel {n}", f"tensor parallelism {n}", f"tensor parallelism of {n}",
                    f"tensor parallel = {n}", f"tp size {n}", f"tp degree {n}", f"tensor parallel degree {n}"]
    lead = ("with ", "at ")
    return list(dict.fromkeys(p[p.index(" ") + 1:] if p.startswith(lead) else p for p in out))


def concurrency_degree_phrases(side: str) -> list[str]:
    """"at low concurrency", "in low-concurrency serving scenarios", "at the highest concurrency": the lowest
    (``side`` "low") or highest ("high") point of a concurrency sweep the witness's own arms declare
    (``grammar.arm_phrases`` makes them aliases of that arm only when every arm declares a concurrency and two
    values differ; elsewhere they stay unread: a relative word the witness does not fix)."""
    sup = "lowest" if side == "low" else "highest"
    out = []
    for d in (side, f"the {sup}", sup):
        out += [f"{d} concurrency"] + [f"{d} concurrency {n}" for n in (
            "serving", "scenarios", "serving scenarios", "scenario", "settings", "setting", "workloads", "regime",
            "levels", "level")]
    return out


# --- relative setting words: one arm of a sweep named by where it stands ----------------------
# "at the higher rate", "under the heavier load", "with more threads", "with the larger batch", "at the highest
# concurrency": the arm a relative word picks among arms that differ in ONE declared setting (grammar._relative_phrases).
# A comparative ("the higher rate", "more threads") and a positive ("at high load", "with large batches") pick one
# arm only where the witness has exactly two arms, each declaring a different value; a superlative ("the highest
# rate", "the most threads") also in a sweep of three or more, where exactly one arm declares the extreme value.
# Elsewhere (an arm that declares none, two arms at the extreme, a comparative in a three-arm sweep) the words
# stay unread. "load" words name the offered request rate or the concurrency, whichever one of the two the arms
# differ in (both: neither). A comparative of a bare "rate" or "QPS" needs "the" ("at a higher rate" is a throughput
# comparison); "at higher request rates", "under heavier load" name the offered load with or without it.
_ALL_NEED_THE = ("*",)
#: setting key (or "load") -> (the nouns, the comparatives (high, low), the superlatives (high, low), the positives
#: (high, low), the nouns whose comparative needs "the" ("*": every noun))
RELATIVE_SETTINGS: dict[str, tuple[tuple[str, ...], tuple[tuple[str, ...], tuple[str, ...]],
                                   tuple[tuple[str, ...], tuple[str, ...]], tuple[tuple[str, ...], tuple[str, ...]],
                                   tuple[str, ...]]] = {
    "request_rate": (("rate", "request rate", "offered rate", "arrival rate", "qps", "offered qps",
                      "request arrival rate", "request rates", "arrival rates"),
                     (("higher",), ("lower",)), (("highest",), ("lowest",)), ((), ()),
                     ("rate", "offered rate", "qps", "offered qps")),
    "load": (("load", "offered load", "request load", "loads"),
             (("higher", "heavier"), ("lower", "lighter")), (("highest", "heaviest"), ("lowest", "lightest")),
             (("high", "heavy"), ("low", "light")), ()),
    "concurrency": (("concurrency", "concurrency level", "max concurrency", "concurrency setting"),
                    (("higher",), ("lower",)), (("highest",), ("lowest",)), ((), ()), ()),
    "batch_size": (("batch", "batch size", "batches", "batch sizes"),
                   (("larger", "bigger", "higher"), ("smaller", "lower")),
                   (("largest", "biggest", "highest"), ("smallest", "lowest")), (("large", "big"), ("small",)), ()),
    "tensor_parallel_size": (("tp", "tp size", "tp degree", "tensor parallel size", "tensor parallel degree",
                              "tensor parallelism degree"),
                             (("higher", "larger"), ("lower", "smaller")), (("highest", "largest"), ("lowest", "smallest")),
                             ((), ()), _ALL_NEED_THE),
    "thread_count": (("thread count", "number of threads"), (("higher", "larger"), ("lower", "smaller")),
                     (("highest", "largest"), ("lowest", "smallest")), ((), ()), _ALL_NEED_THE),
    "slot_count": (("slot count", "number of slots", "number of parallel slots"), (("higher", "larger"),
                   ("lower", "smaller")), (("highest", "largest"), ("lowest", "smallest")), ((), ()), _ALL_NEED_THE),
}
#: counts named by "more" / "fewer" before the noun ("with more threads", "the fewest slots"): key -> the nouns
RELATIVE_COUNT_NOUNS = {"threads": ("threads", "cpu threads"), "parallel_slots": ("slots", "parallel slots", "server slots"),
                        "concurrency": ("concurrent requests", "concurrent users", "concurrent clients",
                                        "requests in flight")}
#: where RELATIVE_SETTINGS keys that are not setting keys look: the declared key(s) they name
RELATIVE_KEY_OF = {"load": ("request_rate", "concurrency"), "thread_count": ("threads",),
                   "slot_count": ("parallel_slots",)}
#: the prepositions written before a relative load word that are part of its name ("under the heavier load":
#: "under" is a bound elsewhere; "at" and "with" are inert anyway)
RELATIVE_PREPS = ("under",)


def relative_setting_phrases(key: str, side: str, form: str) -> list[str]:
    """The phrases (lower case, words separated by spaces) of the arm at the ``side`` ("high" / "low") end of a sweep
    of ``key`` (a RELATIVE_SETTINGS key, or a RELATIVE_COUNT_NOUNS key for "more" / "fewer"), as a ``form``
    ("comparative", "superlative", "positive")."""
    k = 0 if side == "high" else 1
    out: list[str] = []
    if key in RELATIVE_SETTINGS:
        nouns, comp, sup, pos, need_the = RELATIVE_SETTINGS[key]
        adjs = {"comparative": comp, "superlative": sup, "positive": pos}[form][k]
        for a in adjs:
            for n in nouns:
                if form == "positive":
                    out += [f"{a} {n}"]
                else:
                    bare = form != "comparative" or not (need_the == _ALL_NEED_THE or n in need_the)
                    out += [f"the {a} {n}"] + ([f"{a} {n}"] if bare else [])
    if key in RELATIVE_COUNT_NOUNS and form != "positive":
        word = {("comparative", 0): "more", ("comparative", 1): "fewer", ("superlative", 0): "most",
                ("superlative", 1): "fewest"}[(form, k)]
        for n in RELATIVE_COUNT_NOUNS[key]:
            out += [f"{word} {n}"] + ([f"the {word} {n}"] if form == "superlative" else [])
    if key in ("request_rate", "load", "concurrency"):
        out += [f"{p} {x}" for p in RELATIVE_PREPS for x in out]
    return list(dict.fromkeys(out))


# --- quantifiers over arms: "at both rates", "at every concurrency level", "in both configurations" -----------
# A claim said of every arm (the subject "every arm", as "in both arms" is: grammar.m_subject_all): read only where
# every arm declares the setting and each declares a different value (each value of the sweep is one arm), "both"
# only of two arms and "all three" only of three; the configuration nouns ("in both configurations") of exactly two
# arms, whatever they declare. Each arm's value is then checked; a claim any part of which is unread stays not-yet.
#: setting key -> (singular nouns after "every" / "each", plural nouns after "both" / "all" / "all N")
QUANTIFIED_SETTINGS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "request_rate": (("rate", "request rate", "offered rate", "arrival rate", "qps level", "qps setting",
                      "rate setting", "request rate setting"),
                     ("rates", "request rates", "offered rates", "arrival rates", "qps levels", "qps settings",
                      "rate settings", "request rate settings")),
    "load": (("load", "offered load", "load level", "request load"), ("loads", "offered loads", "load levels")),
    "concurrency": (("concurrency", "concurrency level", "concurrency setting", "level of concurrency"),
                    ("concurrency levels", "concurrency settings", "concurrencies", "levels of concurrency")),
    "batch_size": (("batch size", "batch size setting"), ("batch sizes", "batch size settings")),
    "threads": (("thread count", "thread setting"), ("thread counts", "thread settings")),
    "parallel_slots": (("slot count", "slot setting"), ("slot counts", "slot settings")),
    "tensor_parallel_size": (("tp size", "tp degree", "tensor parallel size", "tp setting"),
                             ("tp sizes", "tp degrees", "tensor parallel sizes", "tp settings")),
    # "for all three quantizations", "with both precisions", "across all three weight formats"
    "quantization": (("quantization", "quantization scheme", "quantization format", "precision", "weight format",
                      "weight precision", "dtype", "data type", "quant"),
                     ("quantizations", "quantization schemes", "quantization formats", "precisions", "weight formats",
                      "weight precisions", "dtypes", "data types", "quants")),
    # "stays at 0.6 s for all three KV cache data types", "in both KV cache formats"
    "kv_cache_dtype": (("kv cache dtype", "kv cache data type", "kv cache type", "kv cache format",
                        "kv cache precision", "kv dtype"),
                       ("kv cache dtypes", "kv cache data types", "kv cache types", "kv cache formats",
                        "kv cache precisions", "kv dtypes")),
}
#: words after a quantified noun that say the arms are the ones the run tested ("at every concurrency level tested",
#: "across all batch sizes we tried", "in every configuration we measured"): the same arms, as the witness holds only
#: what was run (grammar.quantified_phrases; never after "either way" / "both cases")
QUANTIFIED_TESTED_TAILS = ("tested", "we tested", "we tried", "tried", "measured", "we measured", "benchmarked",
                           "we benchmarked")
#: "in both configurations", "across both setups": every arm of a two-arm witness
QUANTIFIED_ARM_NOUNS = ("configurations", "configs", "setups", "settings", "modes", "arms", "variants")
#: "each configuration", "every setup", "in either configuration" (either: of two arms): every arm, whatever it declares
QUANTIFIED_ARM_NOUN = ("configuration", "config", "setup", "setting", "variant")
#: "p95 TTFT stays under 200 ms either way", "in both cases": every arm of a two-arm witness, after the clause's value
#: (never opening a clause: "Either way, ..." is a discourse marker)
EITHER_WAY_PHRASES = ("either way", "both ways", "both cases", "either case")
#: "both engines", "each engine", "all three frameworks", "in either engine": every arm, where each arm declares its own
#: engine and no two the same (grammar.quantified_phrases)
QUANTIFIED_ENGINE_NOUNS = (("engine", "serving engine", "inference engine", "framework", "stack", "serving stack",
                            "server", "backend"),
                           ("engines", "serving engines", "inference engines", "frameworks", "stacks", "serving stacks",
                            "servers", "backends"))
#: the prepositions a quantifier over arms is read after (the preposition is part of it)
QUANTIFIER_PREPS = ("at", "in", "across", "for", "under", "with", "over", "on")


# --- sweeps: a transition of one declared setting names two arms ----------------------------
# "from concurrency 16 to 32", "going from batch size 1 to 16", "when max concurrency went from 4 to 8",
# "raising the request rate from 2 to 8 req/s", "increasing --parallel from 1 to 4", "between concurrency
# 16 and 32", "from 8 to 64 concurrent requests": the FROM value names the arm that declares it (the
# baseline of the clause), the TO value the arm that declares that (its subject). Read only when exactly
# one declared setting the words may name has those two values, each declared by exactly one arm
# (grammar: transition); a value no arm declares, or one two arms declare, leaves the words unread.
#: a setting named by a noun before its value -> (the declared keys it may name, how the value follows:
#: "" directly or after "of" / "=", "=" only after "=" or ":" or as a flag ("c=32", "-np 4"), "flag" only
#: as a command-line flag or with "=" ("--parallel 4", "--threads 13"))
TRANSITION_NOUNS: dict[tuple[str, ...], tuple[tuple[str, ...], str]] = {
    ("concurrency",): (("concurrency",), ""), ("max", "concurrency"): (("concurrency",), ""),
    ("maximum", "concurrency"): (("concurrency",), ""), ("concurrency", "level"): (("concurrency",), ""),
    ("max", "concurrency", "level"): (("concurrency",), ""), ("request", "concurrency"): (("concurrency",), ""),
    ("maximum", "request", "concurrency"): (("concurrency",), ""), ("c",): (("concurrency",), "="),
    ("batch", "size"): (("batch_size",), ""), ("max", "batch", "size"): (("batch_size",), ""),
    ("bs",): (("batch_size",), "="), ("batch",): (("batch_size",), "="),
    ("request", "rate"): (("request_rate",), ""),
    # the offered load: a request rate, or a concurrency (the values, their unit or the witness's sweep decide)
    ("arrival", "rate"): (("request_rate",), ""), ("request", "arrival", "rate"): (("request_rate",), ""),
    ("offered", "rate"): (("request_rate",), ""), ("offered", "request", "rate"): (("request_rate",), ""),
    ("qps",): (("request_rate",), ""), ("offered", "qps"): (("request_rate",), ""),
    ("offered", "load"): (("request_rate", "concurrency"), ""), ("load",): (("request_rate", "concurrency"), ""),
    ("request", "load"): (("request_rate", "concurrency"), ""),
    ("thread", "count"): (("threads",), ""), ("number", "of", "threads"): (("threads",), ""),
    ("threads",): (("threads",), "flag"), ("n", "threads"): (("threads",), "flag"),
    ("parallel", "slots"): (("parallel_slots",), ""), ("slot", "count"): (("parallel_slots",), ""),
    ("number", "of", "slots"): (("parallel_slots",), ""), ("parallel",): (("parallel_slots",), "flag"),
    ("np",): (("parallel_slots",), "="), ("max", "num", "seqs"): (("parallel_slots",), "flag"),
    ("tensor", "parallel", "size"): (("tensor_parallel_size",), ""), ("tp", "size"): (("tensor_parallel_size",), ""),
    ("tensor", "parallelism"): (("tensor_parallel_size",), ""), ("tp",): (("tensor_parallel_size",), "="),
    # "gpus": the tensor-parallel size where it is the GPUs an arm runs on (config_arms.config_counts)
    ("gpu", "count"): (("gpus",), ""), ("number", "of", "gpus"): (("gpus",), ""),
    # a prefill chunk's size (SGLang's --chunked-prefill-size; production transition_to: "when we shrank the prefill
    # chunk to 2048 tokens")
    ("chunk", "size"): (("chunked_prefill_size",), ""), ("prefill", "chunk", "size"): (("chunked_prefill_size",), ""),
    ("prefill", "chunk"): (("chunked_prefill_size",), ""), ("chunked", "prefill", "size"): (("chunked_prefill_size",), ""),
}
#: a setting named by a noun after its value ("from 8 to 64 concurrent requests", "from 1 to 4 parallel
#: slots", "from 1 to 13 threads") -> the declared keys it may name
TRANSITION_AFTER: dict[tuple[str, ...], tuple[str, ...]] = {
    **{("concurrent", n): ("concurrency",) for n in ("requests", "users", "clients", "sessions", "streams")},
    ("concurrent",): ("concurrency",), ("in", "flight", "requests"): ("concurrency",),
    ("parallel", "requests"): ("concurrency", "parallel_slots"), ("parallel", "slots"): ("parallel_slots",),
    ("server", "slots"): ("parallel_slots",), ("slots",): ("parallel_slots",), ("threads",): ("threads",),
    ("cpu", "threads"): ("threads",), ("way", "tensor", "parallelism"): ("tensor_parallel_size",),
    ("way", "tp"): ("tensor_parallel_size",), ("gpus",): ("gpus",),
}
#: the units a request rate's values may carry, read only where the noun before says "request rate" ("from 2
#: to 8 req/s" alone is a throughput pair)
TRANSITION_RATE_UNITS = (("req", "/", "s"), ("requests", "/", "s"), ("requests", "per", "second"), ("qps",),
                         ("rps",), ("req", "/", "sec"))
#: gerunds that lead a transition ("going from ...", "raising the request rate from ..."), with the
#: direction they say the setting moves (checked against the two values)
TRANSITION_GERUNDS = {"going": "", "moving": "", "scaling": "", "stepping": "", "changing": "", "switching": "",
                      "sweeping": "", "increasing": "up", "raising": "up", "growing": "up", "bumping": "up",
                      "decreasing": "down", "lowering": "down", "reducing": "down", "dropping": "down",
                      "cutting": "down", "cranking": "up", "pushing": "up", "shrinking": "down"}
#: verbs after the setting's noun ("batch size went from 1 to 16", "concurrency was raised from 4 to 8"), with
#: their direction; an auxiliary ("was", "is") may stand before them
TRANSITION_VERBS = {**dict.fromkeys(("went", "goes", "moved", "moves", "changed", "changes", "shifted", "scaled",
                                      "scales", "ramped", "stepped", "varied", "varies", "swept"), ""),
                    **dict.fromkeys(("rose", "rises", "grew", "grows", "climbed", "climbs", "increased", "increases",
                                     "raised", "jumped", "jumps", "bumped"), "up"),
                    **dict.fromkeys(("fell", "falls", "dropped", "drops", "decreased", "decreases", "lowered",
                                     "reduced", "declined", "shrank", "shrunk"), "down")}
TRANSITION_AUX = frozenset({"was", "is", "were", "are", "gets", "got"})
#: gerunds and verbs that also say by what factor the setting moves ("doubling concurrency from 4 to 8",
#: "batch size doubled from 8 to 16"): read only where the two values are in that ratio exactly
TRANSITION_FACTORS = {"doubling": Decimal(2), "tripling": Decimal(3), "quadrupling": Decimal(4),
                      "halving": Decimal("0.5"), "doubled": Decimal(2), "tripled": Decimal(3),
                      "quadrupled": Decimal(4), "halved": Decimal("0.5"), "doubles": Decimal(2),
                      "triples": Decimal(3), "quadruples": Decimal(4), "halves": Decimal("0.5")}
#: gerunds after the setting's noun ("with max concurrency going from 4 to 8", "concurrency rising from 1 to 64")
TRANSITION_NOUN_GERUNDS = {**TRANSITION_GERUNDS, "rising": "up", "climbing": "up", "falling": "down"}
#: conditions that may open a transition ("as concurrency grows from 1 to 64", "when max concurrency went
#: from 4 to 8"; "after raising concurrency from 16 to 32", production transition: what followed the move is the
#: TO arm's): the condition is the two arms it names
TRANSITION_CONDS = frozenset({"as", "when", "once", "with", "after"})
#: the speaker as a transition's subject, before a verb of TRANSITION_VERBS (production transition: "as I went from 1 to
#: 8 slots", "When we moved from c=8 to c=32,", "We raised concurrency from 8 to 32 and ..."): as the gerund "going"
TRANSITION_SUBJECTS = frozenset({"i", "we"})


# --- what else names an arm: its own engine, its own model, its role ------------------------
# An arm is also named by what it declares of itself (``arms[NAME].engine`` / ``settings.engine``,
# ``arms[NAME].model`` / ``settings.model``, ``role``): "vLLM vs TGI" in a witness whose arms run
# those engines, "the baseline" for the arm whose role is baseline. ``grammar.arm_phrases`` adds
# these phrases to the arms that give them only when every arm declares the key and the arms
# differ in it (a phrase two arms give is an ambiguous mention, never graded; one that every arm
# gives is not an arm name, and a shared engine or model stays a context fact read from its own
# words: "on vLLM"), and never a phrase another arm already has as its name or alias.

#: keys whose values name the arms that declare them (when the arms differ in them); an arm's own ``hardware`` names it
#: too, by its GPU (claimcheck/claims/arm_hardware.py, production arm_by_hardware)
ARM_NAME_KEYS = ("engine", "model")
#: head nouns after a GPU that names an arm by its own recorded hardware ("the L40S replica", "the H100 arm", "the
#: H100 80GB node"): what ran on that GPU (claimcheck/claims/arm_hardware.py)
ARM_HARDWARE_NOUNS = ("gpu", "gpus", "arm", "replica", "replicas", "node", "nodes", "server", "servers", "instance",
                      "instances", "machine", "host", "run", "runs", "setup", "system", "deployment", "box", "card",
                      "configuration", "config")
#: head nouns a scope puts after a GPU phrase that lists one arm's hardware ("one H100 80GB replica vs one L40S 48GB
#: replica"): read there only, in a witness whose arms record their own hardware (claimcheck/claims/arm_hardware.py)
ARM_HARDWARE_HEADS = ("replica", "replicas", "instance", "instances", "deployment", "server", "node", "box")
#: engine (canonical, as ENGINE_SYNONYMS) -> the phrases that name an arm running it
ENGINE_ARM_PHRASES = {
    "vllm": ("vllm",),
    "sglang": ("sglang",),
    "tgi": ("tgi", "text generation inference", "hf tgi", "huggingface tgi", "hugging face tgi"),
    "transformers": ("hf", "hf transformers", "huggingface transformers", "hugging face transformers", "transformers",
                     "huggingface", "hugging face", "hf generate"),
    "tensorrt-llm": ("tensorrt llm", "trt llm", "trtllm", "tensorrt"),
    "lmdeploy": ("lmdeploy",),
    "llama.cpp": ("llama.cpp", "llamacpp", "llama cpp", "llama server"),
    "ollama": ("ollama",),
    "onnxruntime": ("onnxruntime", "onnx runtime"),
    "mlc": ("mlc llm",),
    "exllama": ("exllama", "exllamav2"),
    "deepspeed-mii": ("deepspeed mii", "deepspeed fastgen", "fastgen"),
}
#: the engines an arm's declared engine string names (ENGINE_SYNONYMS, plus these)
ARM_ENGINE_SYNONYMS = {"lmdeploy": ("lmdeploy",), "deepspeed-mii": ("deepspeed-mii", "deepspeed mii", "fastgen")}
#: the phrases that name the witness's declared baseline arm (its ``role``), when exactly one arm
#: has that role and no arm's own name or alias already says "baseline"; also "the baseline
#: without prefix caching" / "the baseline with APC off" (a baseline phrase and one of the
#: baseline arm's own setting phrases). "default" / "vanilla" / "stock" are not among them: the
#: default configuration may be the treatment ("prefix caching is on by default")
BASELINE_PHRASES = ("baseline", "baseline arm", "baseline run", "baseline runs", "baseline configuration",
                    "baseline config", "baseline setup", "baseline system", "baseline server")
#: the phrases that name the one arm whose declared role is treatment, in a witness of exactly two arms declaring
#: the roles treatment and baseline ("644 tok/s for the baseline and 975 tok/s for the treatment")
TREATMENT_PHRASES = ("treatment", "treatment arm", "treatment run", "treatment runs", "treatment configuration",
                     "treatment config", "treatment setup") + (
    # a pull request's or changelog's own change, the after of a before / after A/B ("With this change, throughput
    # goes from 7.25 to 8.1 req/s"): not "the change" (the difference of two values: "the change in TTFT")
    "this change", "this pr", "the pr", "this patch", "the patch", "this commit", "this branch", "after this change",
    "after this pr", "after this patch")
#: the change a write-up has just described, named by its kind ("With this optimization, SGLang v0.4 achieved 1.9x
#: decoding throughput compared to SGLang v0.3", "After these changes, ..."): the treatment of the same declared pair,
#: as TREATMENT_PHRASES; "before" / "without" + the same words its baseline (BEFORE_KIND_PHRASES). Not words that are
#: never prose (NEVER_PROSE): "We then applied optimizations" stays an aside; only these whole phrases name an arm
CHANGE_KINDS = ("this optimization", "these optimizations", "this optimisation", "these optimisations", "these changes",
                "this fix", "this update")
TREATMENT_KIND_PHRASES = CHANGE_KINDS + tuple(f"after {k}" for k in CHANGE_KINDS)
BEFORE_KIND_PHRASES = tuple(f"{p} {k}" for k in CHANGE_KINDS for p in ("before", "without"))
#: the declared baseline of the same witness (two arms, roles treatment and baseline), named from the change's side
#: ("Before this PR: 1450 tok/s. After this PR: 1620 tok/s", "without this change")
BEFORE_CHANGE_PHRASES = ("before this change", "before this pr", "before this patch", "without this change",
                         "without this pr", "without this patch")
# --- time words as arm names: "last week's build", "the old build", "before the change" -----------------------
# (production arm_by_time, claimcheck/claims/revisions.py) a regression report names its two arms by when they were
# built or run. A phrase names an arm only in a witness of two arms whose order in time the witness itself declares
# (revisions.time_order: a declared date, else the roles baseline = earlier / treatment = later; a declared build
# number or engine version that orders them the other way round leaves every phrase off), never from arm order.
#: the owners of an earlier arm's noun ("last week's build", "the old build") and of a later one's
TIME_EARLIER_OWNERS = ("last week's", "yesterday's", "last night's", "last month's", "old", "older", "previous",
                       "earlier", "prior")
TIME_LATER_OWNERS = ("this week's", "today's", "tonight's", "this month's", "new", "newer")
# (not "current" / "latest": in a pull request "the current build" is main, and "the latest release" the last one
# released, either the earlier arm)
#: the nouns an owner above heads ("the old build", "yesterday's nightly")
TIME_ARM_NOUNS = ("build", "builds", "nightly", "nightly build", "version", "release", "binary", "image", "snapshot",
                  # "with the newer engine": the later of two arms the witness orders in time (engine versions)
                  "engine", "one")
#: an earlier / later arm named by the change between them ("TTFT before the change was 400 ms")
TIME_EARLIER_PHRASES = ("before the change", "before the update", "before the upgrade", "before the fix")
TIME_LATER_PHRASES = ("after the change", "after the update", "after the upgrade", "after the fix")
#: bare time words that name the earlier / later arm only right after a binder ("8% slower than last week", "vs
#: yesterday's"); elsewhere ("Last week, X was 2x faster") they are a time the witness cannot speak to
TIME_EARLIER_BARE = ("last week", "last week's", "yesterday", "yesterday's", "last night", "last night's",
                     "last month", "last month's",
                     # "TTFT is 60% lower than before", "up 50% compared to before": the earlier build (an unnamed
                     # transition's before, production unnamed_change's real write-ups)
                     "before")
TIME_LATER_BARE = ("this week", "this week's", "today", "today's", "tonight", "tonight's", "this month",
                   "this month's")
#: the nouns that count the arms of such a witness ("in both builds", "both weeks: 12/12 completed"): "every arm"
#: (grammar.quantified_phrases), plural after "both" (two arms) and singular after "either" / "each" / "every"
TIME_QUANTIFIED_NOUNS = (("week", "day", "nightly", "build", "version", "release"),
                         ("weeks", "days", "nightlies", "nightly builds", "builds", "versions", "releases"))
#: words of an arm's own name or alias that name it by time ("last_week", "the new scheduler"): no derived time phrase
TIME_NAME_WORDS = frozenset({"week", "weeks", "yesterday", "today", "tonight", "night", "month", "old", "older", "new",
                             "newer", "previous", "prior", "earlier", "current", "latest", "before", "after"})
#: settings that date an arm (ISO dates, "2026-11-30" or with a time); an arm's declared build number
TIME_DATE_KEYS = ("date", "build_date", "commit_date", "run_date", "built")
#: model-id suffixes that are not part of the name a write-up uses ("Llama-3.1-8B" for
#: "meta-llama/Llama-3.1-8B-Instruct")
MODEL_SUFFIXES = ("-instruct", "-chat", "-it", "-hf", "-base", "-gguf")


def engine_of(value) -> str | None:
    """The one canonical engine an arm's declared engine string names (None: none or several)."""
    if not isinstance(value, str) or not value.strip():
        return None
    t = value.lower()
    found = {e for e, words in {**ENGINE_SYNONYMS, **ARM_ENGINE_SYNONYMS}.items() if any(w in t for w in words)}
    return found.pop() if len(found) == 1 else None


def arm_name_phrases(key: str, value) -> list[str]:
    """The phrases that name an arm by its own ``key`` (ARM_NAME_KEYS) = ``value``."""
    out: list[str] = []
    if key == "engine":
        e = engine_of(value)
        for p in ENGINE_ARM_PHRASES.get(e or "", ()):
            # "llama.cpp's server generated 128 tokens/s": the engine's own server, as "the llama.cpp server"
            out += [p, f"{p} engine", f"{p} backend", f"{p} server", f"{p}'s server", f"{p}'s engine",
                    f"{p}'s backend"]
    elif key == "model" and isinstance(value, str) and value.strip():
        full = value.strip().lower()
        base = full.rsplit("/", 1)[-1]
        stem = base
        changed = True
        while changed:
            changed = False
            for suf in MODEL_SUFFIXES:
                if stem.endswith(suf) and len(stem) > len(suf):
                    stem, changed = stem[:-len(suf)], True
        for p in dict.fromkeys([full, base, stem, stem.replace("-", " ")]):
            if any(ch.isdigit() for ch in p):  # "org/base" vs "org/large": words, not names ("large batches")
                out += [p, f"{p} model"]
    return list(dict.fromkeys(out))


# --- change verbs: a metric's own change between two arms ("TTFT fell by 60%") ------------
#: intransitive: the metric is the subject ("mean TTFT fell from 500 ms to 200 ms", "throughput rose 25%")
CHANGE_INTRANS = {
    **dict.fromkeys(["fell", "falls", "fall", "dropped", "drops", "drop", "declined", "declines", "decreased",
                     "decreases", "shrank", "shrinks", "dipped", "plunged", "plummeted", "sank", "dropping",
                     "falling", "declining", "decreasing", "shrinking",
                     # a transitive verb's past participle, as 'decreased' and 'increased' are ("mean TTFT was
                     # reduced by 60%", "TTFT is reduced from 500 ms to 200 ms")
                     "reduced", "lowered", "shortened", "cut", "slashed", "trimmed"], "down"),
    **dict.fromkeys(["rose", "rises", "rise", "grew", "grows", "climbed", "climbs", "increased", "increases",
                     "jumped", "jumps", "ballooned", "balloons", "soared", "surged", "spiked", "rising", "growing",
                     "climbing", "increasing", "jumping", "boosted", "raised"], "up"),
    **dict.fromkeys(["improved", "improves", "improve", "improving"], "better"),
    **dict.fromkeys(["worsened", "worsens", "regressed", "regresses", "degraded", "degrades"], "worse"),
    **dict.fromkeys(["went", "goes", "moved", "changed", "shifted", "moves", "changes", "shifts", "scales", "scaled",
                     "scaling"], ""),
    **dict.fromkeys(["slipped", "slips", "slip", "slipping", "dips"], "down"),
    # verbs of degree: they say the direction only, never an amount ("mean TTFT collapsed from 240 ms to 60 ms",
    # "throughput skyrocketed by 100%"): the amount is the numbers', and with none the verb stays unread
    **dict.fromkeys(["collapsed", "collapses", "tanked", "tanks", "cratered", "craters", "nosedived", "nosedives",
                     "tumbled", "tumbles", "slumped", "slumps", "plunges", "plummets", "sinks"], "down"),
    **dict.fromkeys(["skyrocketed", "skyrockets", "rocketed", "rockets", "soars", "surges", "spikes", "swelled",
                     "swells"], "up"),
}
#: verbs whose direction is their particle, read only with it ("P99 TTFT creeps up from 503 ms to 938 ms", "throughput
#: edged down 3%"); a verb of CHANGE_INTRANS with no direction of its own ("went", "goes", "moves") takes one too
PARTICLE_CHANGE_VERBS = frozenset({"creeps", "crept", "creep", "creeping", "edges", "edged", "edging", "inches",
                                   "inched", "inching", "ticks", "ticked", "ticking", "shot", "shoots",
                                   "came", "comes", "come"})  # "mean latency came down from 9.6 s to 6.2 s"
CHANGE_INTRANS.update(dict.fromkeys(PARTICLE_CHANGE_VERBS, ""))
#: the base form after a singular subject, a learner's verb agreement ("The throughput increase from 3.89 to 5.03
#: req/s", "Mean TPOT decrease from ...", "TTFT go up from ..."): person never decides coverage, as tense does not
CHANGE_INTRANS.update({**dict.fromkeys(["decrease", "decline", "shrink"], "down"),
                       **dict.fromkeys(["increase", "grow", "climb", "jump"], "up"), "worsen": "worse", "go": "",
                       # the active form for the passive ("Mean TTFT reduces 25% with LMDeploy": "is reduced"), as
                       # "decreases" is both
                       "reduce": "down", "reduces": "down"})
#: what joins the third and later values of a from-to list (sweep_chains.from_chain: "from 22 ms with vLLM to 18 ms
#: with SGLang to / and / , then to 14 ms with TensorRT-LLM"): each a next step of the same change
CHAIN_STEP_JOINERS = (("to",), (",", "to"), ("and",), (",", "and"), ("and", "to"), (",", "and", "to"), ("then", "to"),
                      (",", "then", "to"), (",", "then"), ("and", "then", "to"), (",", "and", "then", "to"),
                      ("and", "then"), (",", "and", "then"))
#: a ranking of every arm (superlatives.ranking: "TPOT is lowest on TensorRT-LLM (23 ms), followed by SGLang (27 ms)
#: and vLLM (35 ms)", "TensorRT-LLM has the highest output throughput, then SGLang, then vLLM"): the preposition
#: before the first place's arm after "METRIC is SUPERLATIVE", the verbs of "ARM has the SUPERLATIVE METRIC", what
#: opens the rest of the order, and what joins its places ("followed by" lists; "then" repeats)
RANK_ARM_PREPS = frozenset({"on", "with", "for", "in", "under", "using"})
RANK_HAVE_VERBS = frozenset({"has", "had", "have", "shows", "showed", "delivers", "delivered", "achieves", "achieved",
                             "posts", "posted", "gets", "got"})
RANK_FOLLOW_LEADS = ((",", "followed", "by"), ("followed", "by"), (",", "then"))
RANK_LIST_JOINERS = ((",", "and"), ("and",), (",",), (",", "then"), ("and", "then"), (",", "and", "then"))
RANK_THEN_JOINERS = ((",", "then"), (",", "and", "then"), ("and", "then"))
#: "in between" (arm_chains.in_between: "LMDeploy lands in between at 2.67 req/s", "FP8 KV sits in between, with ..."):
#: the verbs of place before it and the phrases that say the middle of three arms
BETWEEN_VERBS = frozenset({"lands", "landed", "sits", "sat", "falls", "fell", "lies", "lay", "comes", "came", "ranks",
                           "ranked", "is", "was", "stays", "stayed", "ends", "ended"})
BETWEEN_PHRASES = (("in", "between"), ("between", "the", "two"), ("in", "the", "middle"), ("somewhere", "in",
                                                                                             "between"))
#: the prepositions before the arms of a unit-shared value list (value_lists.unit_list: "1,200, 1,650 and 2,100 tok/s
#: for vLLM, SGLang and TRT-LLM")
UNIT_LIST_ARM_PREPS = frozenset({"for", "with", "on", "in", "under", "using", "at"})
#: copulas that a direction particle makes a change verb ("throughput is up 50%", "TTFT was down 25% vs main"); read
#: only with "down" or with "up" not followed by "to" ("is up to 50% higher" is a bound)
CHANGE_COPULAS = frozenset({"is", "was", "are", "were"})
#: words that join the two values of a pair ("4.10 vs 3.55 req/s", "380 ms and 120 ms", "from A to B")
PAIR_JOINERS = (("vs", "."), ("vs",), ("versus",), ("compared", "with"), ("compared", "to"), ("against",), ("and",),
                ("to",), ("instead", "of"), ("rather", "than"), ("down", "from"), ("up", "from"))

#: words written with a full stop that does not end the sentence ("vs.", "approx.", "e.g.")
#: the short forms of technique names an arm may be declared by (production arm_by_short -- claimcheck/claims/aliases.py
#: short_forms): an arm whose name or alias is the long form, or the short form with its size ("TP4", "TP=4", "tp-4"),
#: is also named by the bare short form ("40% lower with TP") where no other arm gives it
NAME_SHORT_FORMS: dict[tuple[str, ...], str] = {
    ("tensor", "parallelism"): "tp", ("tensor", "parallel"): "tp",
    ("pipeline", "parallelism"): "pp", ("pipeline", "parallel"): "pp",
    ("data", "parallelism"): "dp", ("data", "parallel"): "dp",
    ("expert", "parallelism"): "ep", ("expert", "parallel"): "ep",
    ("automatic", "prefix", "caching"): "apc",
}
ABBREVIATIONS = frozenset({"vs", "approx", "ca", "cf", "resp", "avg", "approximately", "e.g", "i.e", "etc", "fig"})
#: the variant word that may end a model's name ("Llama 3.1 70B Instruct", "Qwen 2.5 7B Chat"): part of the name; a
#: variant the witness's own model id does not carry leaves the model fact unknowable (statistics._context_model)
MODEL_VARIANTS = frozenset({"instruct", "chat", "base", "it"})
#: an engine version as written after the engine's name: "0.8.5", "v0.4.6", "0.11.1rc3", "0.6.3.post1", "b5120"
VERSION_RE = re.compile(r"^(?:v?\d+(?:\.\d+)+(?:\.?(?:post|rc|dev)\d*)?|b\d{3,5})$")
#: engines whose name may be followed by a version ("vLLM 0.8.5", "llama.cpp b5120")
VERSIONED_ENGINES = frozenset({"vllm", "llama.cpp", "sglang", "tgi", "tensorrt", "ollama", "llamacpp"})


# --- hardware, engines, model families (the reader and the context checks) -------------------

# GPU_RE: below, with the context descriptors (one definition)
#: GPU names that name a family rather than one card (claimcheck.claims.statistics checks hardware
#: facts with ``gpu_kinship``): a statement naming the family of the GPU a witness records is never
#: contradicted by it. A *series* name that no single product carries agrees with every member ("On
#: MI300" of a witness recording an MI300X: AMD sells the Instinct MI300 series as MI300X and MI300A;
#: "TPU" of a TPU v5e; "Gaudi" of a Gaudi 2). A product whose *variant* the witness records, or a
#: member named where the witness records only the series, is unknowable, never contradicted ("L40"
#: for an L40S, "A10" for an A10G, "MI250" for an MI250X, "H100" for a GH200 or an H800, "RTX 3090"
#: for an RTX 3090 Ti, "MI300X" where the witness says "MI300"): the author may mean that card or
#: a sibling. Names as ``GPU_RE`` captures them, lower case without spaces.
GPU_SERIES: dict[str, tuple[str, ...]] = {"mi300": ("mi300x", "mi300a")}
GPU_SERIES_PREFIXES = ("tpu", "gaudi")  # "tpu" is the series of "tpuv5e", "gaudi" of "gaudi2"
GPU_VARIANTS: dict[str, tuple[str, ...]] = {
    "l40": ("l40s",), "a10": ("a10g",), "mi250": ("mi250x",), "h100": ("gh200", "h800"), "a100": ("a800",),
    "b200": ("gb200",), "h200": ("gh200",),
}


def gpu_kinship(said: str, recorded: str) -> str | None:
    """How a GPU name a statement gives relates to one the witness records: ``"same"``,
    ``"member"`` (``said`` is a series and ``recorded`` one of its GPUs: agrees), ``"variant"``
    (related cards: unknowable) or None (different GPUs). Both as ``GPU_RE`` captures them, lower
    case without spaces."""
    if said == recorded:
        return "same"
    if recorded in GPU_SERIES.get(said, ()):
        return "member"
    for p in GPU_SERIES_PREFIXES:
        if said == p and recorded.startswith(p):
            return "member"
        if recorded == p and said.startswith(p):
            return "variant"
    if said in GPU_SERIES.get(recorded, ()):
        return "variant"
    if recorded in GPU_VARIANTS.get(said, ()) or said in GPU_VARIANTS.get(recorded, ()):
        return "variant"
    if said.startswith("rtx") and recorded.startswith("rtx") and said.rstrip("ti") == recorded.rstrip("ti"):
        return "variant"  # "RTX 3090" and "RTX 3090 Ti"
    return None


CPU_RE = re.compile(r"\b(cpus?|xeon|epyc|ryzen|core\s+i[3579]|graviton\d*|neoverse|apple\s+m\d|arm64|aarch64|x86[-_]64)\b",
                    re.I)
#: Apple silicon: one package with CPU and GPU cores (llama.cpp runs on its GPU through Metal by default, or on its
#: CPU); a hardware record naming it does not say which of the two ran a request (claimcheck.claims.statistics)
SOC_RE = re.compile(r"\bapple\s+m\d+\b", re.I)
CPU_PATH_RE = re.compile(r"\bcpu[-\s](?:reference|path|only|backend|execution)|\bunused\b|\bno\s+gpu\b", re.I)
VENDORS = {"intel": ("intel", "xeon", "core i"), "amd": ("amd", "epyc", "ryzen"), "arm": ("graviton", "neoverse", "arm64",
                                                                                            "aarch64", "apple")}

#: engine -> the words that name it (in a witness's engine/server fields and in statements)
ENGINE_SYNONYMS = {
    "vllm": ("vllm",),
    "llama.cpp": ("llama.cpp", "llama-cpp", "llama_cpp", "llamacpp", "llama_server", "llama-server", "llama-cpp-python",
                  "gguf"),
    "sglang": ("sglang",),
    "tensorrt-llm": ("tensorrt", "tensorrt-llm", "trt-llm", "trtllm"),
    "tgi": ("text-generation-inference", "tgi"),
    "ollama": ("ollama",),
    "transformers": ("transformers", "hf generate"),
    "onnxruntime": ("onnxruntime", "onnx runtime"),
    "mlc": ("mlc-llm", "mlc llm"),
    "exllama": ("exllama",),
    "gpt-fast": ("gpt-fast",),
    "lmdeploy": ("lmdeploy", "turbomind"),  # LMDeploy's TurboMind backend
}

#: the engine names of ENGINE_SYNONYMS written with a hyphen or an underscore ("llama-server", "text-generation-inference",
#: "TensorRT-LLM", "gpt-fast"), as the words the lexer splits them into (statement._join_hyphens drops the joiner):
#: (words, canonical engine), longest first. Read as one engine fact where a one-word engine name is (production
#: engine_words); "TensorRT-LLM" is then never the engine "tensorrt" with an unread "LLM"
ENGINE_WORD_PHRASES = sorted({tuple(re.split(r"[-_]", w)): e for e, words in ENGINE_SYNONYMS.items() for w in words
                              if re.search(r"[-_]", w)}.items(), key=lambda x: -len(x[0]))

#: model families: a name starting with one of these is a model name
MODEL_FAMILIES = ("smollm", "qwen", "llama", "gemma", "mistral", "mixtral", "phi", "deepseek", "gpt", "falcon", "opt",
                  "tinyllama", "olmo", "granite", "yi", "command", "bloom", "pythia", "starcoder", "codellama", "internlm",
                  "baichuan", "chatglm", "glm", "nemotron", "minicpm", "stablelm", "mpt")


#: the reader's GPU words (one token each): the names GPU_RE knows
GPUS = GPUS | frozenset({"gh200", "gb200", "h800", "a800", "a30", "a40", "p100", "k80", "mi250x", "mi210"})
#: NVIDIA's Ampere workstation cards ("RTX A6000", "A5000"): GPU_RE finds them in a hardware string too
GPUS = GPUS | frozenset({"a2000", "a4000", "a4500", "a5000", "a5500"})
#: the reader's engine words (one token) -> canonical engine
#: ("gguf" and "transformers" are not engine words in a statement: a file format, a common word)
ENGINES = {**ENGINES, **{w: e for e, words in ENGINE_SYNONYMS.items() for w in words
                         if " " not in w and "-" not in w and "_" not in w and w not in ("gguf", "transformers")}}


# --- the vocabulary as documentation (docs/claim-check.md prints this; a test checks it) -------


def vocabulary_markdown() -> str:
    """The vocabulary tables of docs/claim-check.md ("Vocabulary"), generated from this module."""
    def words(xs) -> str:
        return ", ".join(f"`{x}`" for x in sorted(xs))

    phrases: dict[str, list[str]] = {}
    for p, m in _M:
        phrases.setdefault(m, []).append(p)
    units: dict[str, list[str]] = {}
    for p, m in _R:
        units.setdefault(m, []).append(p.replace(" / ", "/"))
    lines = ["| metric | better when | unit | phrases (and rate units) |", "|---|---|---|---|"]
    for m, (hb, unit) in METRIC_INFO.items():
        if hb is None:
            continue
        ph = phrases.get(m, []) + ([f"{u}" for u in units.get(m, [])])
        lines.append(f"| `{m}` | {'higher' if hb else 'lower'} | {unit} | {', '.join(ph) or '-'} |")
    lines.append(f"| `speed` (generic) | higher | requests/s (compat-batch: token steps/s) | "
                 f"{', '.join(phrases.get(SPEED, []))} |")
    stats: dict[str, list[str]] = {}
    for p, st in _S:
        stats.setdefault(st, []).append(p)
    lines += ["", "| statistic | phrases |", "|---|---|"]
    lines += [f"| `{st}` | {', '.join(ps)} |" for st, ps in stats.items()]
    lines += ["", "| word class | words |", "|---|---|",
              f"| count metrics | {words(COUNT_METRICS)} |",
              f"| count nouns | {words(COUNT_NOUNS)} |",
              f"| duration units | {words(DURATION_UNITS)} |",
              f"| relations | {', '.join('`' + ' '.join(w) + '` ' + r for w, r in RELATIONS)} |",
              f"| hedges (widen to 10%) | {words(HEDGES)} |",
              f"| parity phrases (then the reference arm; the hedge tolerance) | "
              f"{', '.join('`' + ' '.join(p) + '`' for p in PARITY_PHRASES)} |",
              f"| parity adjectives (then a metric) | {', '.join('`' + ' '.join(p) + '`' for p in PARITY_ADJECTIVES)} |",
              f"| parity degree words, no-difference adjectives, keep verbs, pair verbs | {words(PARITY_DEGREE)}; "
              f"{words(PARITY_NO_DIFFERENCE)}; {words(PARITY_KEEP_VERBS)}; {words(PARITY_PAIR_VERBS)} |",
              f"| a metric left as it was (two arms, no reference): words, verbs before them, leave verbs | "
              f"{words(PARITY_UNAFFECTED)}; {words(PARITY_UNAFFECTED_VERBS)}; {words(PARITY_LEAVE_VERBS)}; "
              f"{words(PARITY_LEAVE_GERUNDS)} |",
              f"| parity bounds (two arms, no reference) | {', '.join('`' + ' '.join(p) + '`' for p in PARITY_BOUNDS)} |",
              f"| negations | {words(NEGATIONS)} |",
              f"| modal words (never inert) | {words(MODAL_WORDS)} |",
              f"| inert words | {words(INERT_WORDS)} |",
              f"| prose words (inert where no construct read them) | {words(PROSE_WORDS)} |",
              f"| prose phrases | {', '.join('`' + ' '.join(p) + '`' for p in PROSE_PHRASES)} |",
              f"| prose openers (sentence start, then a comma) | {words(PROSE_OPENERS)} |",
              f"| prose labels (sentence start, then a colon) | {', '.join('`' + ' '.join(p) + '`' for p in PROSE_LABELS)} |",
              f"| prose emoji (sentence start or end) | {' '.join(sorted(PROSE_EMOJI - {chr(0xFE0F)}))} |",
              f"| prose intensifiers (directly before a number read) | {words(PROSE_INTENSIFIERS)} |",
              f"| praise: verbs, adjectives, nouns | {words(PROSE_PRAISE_VERBS)}; "
              f"{', '.join('`' + ' '.join(p) + '`' for p in PROSE_PRAISE_ADJ)}; {words(PROSE_PRAISE_NOUNS)} |",
              f"| cause leads (+ plain words to a comma or the clause's end) | "
              f"{', '.join('`' + ' '.join(p) + '`' for p in PROSE_CAUSE_LEADS)} (`by` + a gerund not in: "
              f"{words(PROSE_CAUSE_NOT_GERUNDS)}) |",
              f"| prose references (in parentheses) | *see* + {words(PROSE_FIGURE_NOUNS)} + a number; "
              f"{words(PROSE_COLORS)} + {words(PROSE_LEGEND_STYLES)}? + {words(PROSE_LEGEND_NOUNS)}; "
              f"{words(PROSE_CITATIONS)}; the whole content: "
              f"{', '.join('`' + ' '.join(p) + '`' for p in PROSE_REFERENCE_PHRASES)} (+ one short label after "
              f"*appendix*) |",
              f"| never prose: projections | {words(HYPOTHETICAL)} |",
              f"| never prose: negation-like words | {words(NEGATIVE_WORDS)} |",
              f"| never prose: comparison words | {words(COMPARISON_WORDS)} |",
              f"| never prose: quantifiers | {words(QUANTIFIERS)} |",
              f"| never prose: conditions | {words(CONDITION_WORDS)} |",
              f"| never prose: scopes | {words(SCOPE_WORDS)} |",
              f"| direction words | {', '.join(f'`{w}` {s}' for w, s in sorted(SENSE.items()))} |",
              f"| transitive change verbs | {', '.join(f'`{w}` {s}' for w, s in sorted(CHANGE_VERBS.items()))} |",
              f"| intransitive change verbs | {', '.join(f'`{w}` {s or chr(8212)}' for w, s in sorted(CHANGE_INTRANS.items()))} |",
              f"| change copulas (only with *up* / *down*; never *is up to*) | {words(CHANGE_COPULAS)} |",
              f"| multiplying verbs | {words(MULT_VERBS)} |",
              f"| pair joiners | {', '.join('`' + ' '.join(w) + '`' for w in PAIR_JOINERS)} |",
              f"| baseline binders | {', '.join('`' + ' '.join(w) + '`' for w in sorted(BINDER_WORDS))} |",
              f"| longer binder forms (read as the binder) | "
              f"{', '.join('`' + ' '.join(w) + ' ' + '/'.join(sorted(nx)) + '`' for w, (_r, nx) in BINDER_LONG_FORMS.items())} |",
              f"| engines | {', '.join(f'`{w}` {e}' for w, e in sorted(ENGINES.items()))} |",
              f"| GPUs | {words(GPUS)} |",
              f"| GPU series (agree with a member) | {', '.join(f'`{s}`: ' + words(m) for s, m in GPU_SERIES.items())}, "
              f"{', '.join(f'`{p}` ...' for p in GPU_SERIES_PREFIXES)} |",
              f"| GPU variants (unknowable, never contradicted) | "
              f"{', '.join(f'`{s}`: ' + words(m) for s, m in GPU_VARIANTS.items())} |",
              f"| GPU families (agree with every member; the sources are in vocabulary.GPU_FAMILIES) | "
              f"{'; '.join(f'{f}: ' + words(m) for f, m in GPU_FAMILIES.items())} |",
              f"| GPU family words | {', '.join(f'`{w}` {f}' for w, f in sorted(GPU_FAMILY_WORDS.items()))} |",
              f"| CPU words | {words(CPU_WORDS)} |",
              f"| model families | {words(MODEL_FAMILIES)} |",
              f"| declared setting keys | {words(NAMED_SETTING_KEYS)} |",
              f"| relative setting words (one arm of a sweep: comparative / positive of two arms, superlative of any) | "
              f"{'; '.join(f'{k}: ' + words(relative_setting_phrases(k, 'high', 'comparative')[:3] + relative_setting_phrases(k, 'low', 'superlative')[:2] + relative_setting_phrases(k, 'high', 'positive')[:2]) for k in list(RELATIVE_SETTINGS) + [k for k in RELATIVE_COUNT_NOUNS if k not in RELATIVE_SETTINGS])} |",
              f"| quantifiers over arms (every arm; each a different declared value) | "
              f"{'; '.join(f'{k}: ' + words(plur[:2]) for k, (_s, plur) in QUANTIFIED_SETTINGS.items())}; "
              f"two arms: {words(QUANTIFIED_ARM_NOUNS)} (after both); any arms: {words(QUANTIFIED_ARM_NOUN)} (after "
              f"every / each; either: two arms); engines, each arm its own: {words(QUANTIFIED_ENGINE_NOUNS[1])} |",
              f"| arm-naming keys (when the arms differ) | {words(ARM_NAME_KEYS)} |",
              f"| engine names of an arm | {'; '.join(f'{e}: ' + words(p) for e, p in ENGINE_ARM_PHRASES.items())} |",
              f"| the declared baseline arm | {words(BASELINE_PHRASES)} |",
              f"| the declared treatment arm (two arms, roles treatment and baseline) | {words(TREATMENT_PHRASES)} |",
              f"| the declared baseline arm of those two arms | {words(BEFORE_CHANGE_PHRASES)} |",
              f"| the same treatment, the change named by its kind | {words(TREATMENT_KIND_PHRASES)} |",
              f"| the same baseline, before or without it | {words(BEFORE_KIND_PHRASES)} |"]
    lines += ["", "Declared settings (`arms[NAME].settings`) name arms by these phrases (a leading *with* / *at* "
              "is inert; number words up to twenty too):", "",
              "| setting | phrases |", "|---|---|"]
    for key, val in (("concurrency", 4), ("parallel_slots", 8), ("prefix_caching", True), ("prefix_caching", False),
                     ("enable_chunked_prefill", True), ("enable_chunked_prefill", False), ("max_num_seqs", 64),
                     ("enforce_eager", True), ("enforce_eager", False), ("enable_expert_parallel", True),
                     ("enable_expert_parallel", False), ("num_lora_adapters", 8), ("num_lora_adapters", 1),
                     ("speculative_method", "medusa"), ("speculative_method", "none"), ("quantization", "fp8"),
                     ("request_rate", 4.0)):
        lines.append(f"| `{key} = {val!r}` | {', '.join(setting_phrases(key, val)[:12])} |")
    return "\n".join(lines) + "\n"

#: vLLM bench serve's label lines ("Successful requests: 128") -> (kind, metric or setting key, statistic)
BENCH_LABELS = {
    "successful requests": ("count", "completed", None), "failed requests": ("count", "failed", None),
    "completed requests": ("count", "completed", None),
    "total input tokens": ("count", "prompt_tokens", "total"), "total generated tokens": ("count", "completion_tokens", "total"),
    "total output tokens": ("count", "completion_tokens", "total"),
    "maximum request concurrency": ("setting", "concurrency", None), "max concurrency": ("setting", "concurrency", None),
    "number of prompts": ("count", "requests", None),
}
#: the labels of a benchmark's measured concurrency (SGLang bench_serving's "Concurrency: 1.00"; claimcheck/claims/
#: concurrency_label.py): the label's words, before its colon
CONCURRENCY_LABELS = (("concurrency",), ("mean", "concurrency"), ("avg", "concurrency"), ("average", "concurrency"),
                      ("measured", "concurrency"))
#: metrics named beside a rate unit that refine the unit's metric ("total token throughput ... tok/s"
#: is not output token throughput; "request goodput ... req/s" is not request throughput)
NAMED_RATE_METRICS = {"total_token_throughput": "token_throughput", "goodput": "throughput",
                      "token_throughput_per_user": "token_throughput", "decode_token_rate": "token_throughput",
                      "prefill_token_rate": "token_throughput", "peak_token_throughput": "token_throughput",
                      "request_token_rate": "token_throughput"}
#: metrics a statement may name that no witness format re-derives (read, then not-yet)
UNDERIVED_METRICS = frozenset({"token_throughput_per_user", "decode_token_rate", "request_token_rate",
                               "prefill_token_rate", "acceptance_rate",
                               "kv_cache_usage", "peak_token_throughput", "peak_concurrency"})
#: degree words read before a number or a direction word: they do not change what is asserted
#: ("slightly faster than X" is "faster than X"; "only 30.8% of" is "30.8% of"); anywhere else they
#: stay modal (unread, and their clause is not graded)
DEGREE_WORDS = (("a", "bit"), ("a", "little"), ("slightly",), ("marginally",), ("somewhat",), ("only",), ("just",),
                ("already",),  # "Already 1.5% improvement in throughput": when, not how much
                # "stays well under 300 ms", "comfortably below 1 s": a margin the bound does not state (read as the bound)
                ("well",), ("comfortably",), ("safely",))
#: margin words before a relation ("stays well under 300 ms", "comfortably below 1 s", "safely above 2x"): the value
#: lies clear of the bound: it holds only 5% or more clear of it (tolerance.MARGIN), is contradicted past the number as
#: any bound, and between the two is not shown either way (intervals.holds)
MARGIN_WORDS = frozenset({"well", "comfortably", "safely"})
#: degree words that, before a relation, put the value near its bound ("just over 100 ms", "slightly under 2x",
#: "a bit above 1 s"): no construct checks the nearness, so there they stay unread (a margin word -- "well",
#: "comfortably" -- says only the bound and is read)
DEGREE_NEAR_BOUND = frozenset({("a", "bit"), ("a", "little"), ("slightly",), ("marginally",), ("somewhat",), ("just",)})

#: words that end an assertion's segment of a clause where no construct read them (grammar._Clause.segments): an unread
#: word holds back only the assertions of its own segment. "because" (production cause_segment): "Mean TTFT goes up
#: slightly from 40 ms to 100 ms because the batch is full" -- the measured words are read and graded, the explanation
#: after "because" stays unread (a negation, hedge or modal word in it still holds back the whole clause)
SEGMENT_JOINERS = frozenset({"and", "but", "while", "because"})

#: adverbs of time between a request subject and its verb ("a request now takes 0.9 s on average"): the arm's run
REQUEST_NOW_WORDS = frozenset({"now", "currently"})
#: the joiners of a value and the value it replaced, after which "now" names the declared treatment (ellipsis.instead_of,
#: production instead_now: "now 5 s instead of 10.4 s", "now takes 38.8 s rather than 77.5 s")
INSTEAD_NOW_JOINERS = frozenset({("instead", "of"), ("rather", "than")})
#: adverbs of time right after the value of a versus-pair's second side, ending the clause ("1,050 tok/s versus about
#: 950 today", "0.5 s instead of 0.6 s currently"): the status quo the first value is set against, the arm whose
#: declared role is baseline (claimcheck/claims/ellipsis.py today_baseline; held back where contradicted)
BASELINE_NOW_WORDS = frozenset({"today", "currently"})
#: the joiners before such a second value ("versus about 950 today")
BASELINE_NOW_JOINERS = (("vs", "."), ("vs",), ("versus",), ("compared", "with"), ("compared", "to"), ("against",),
                        ("instead", "of"), ("rather", "than"))

#: the author's own report of a rate (claimcheck/claims/openers.py, production first_person_rate): "We now generate
#: about 960 tok/s with c32", "I get ~50 tok/s" -- "we" / "I", at most one of these adverbs, one of these verbs
FIRST_PERSON_ADVERBS = frozenset({"now", "currently", "still", "also", "then", "today"})
FIRST_PERSON_RATE_VERBS = frozenset({"generate", "generated", "get", "got", "serve", "served", "produce", "produced",
                                     "push", "pushed", "see", "saw", "hit", "reach", "reached", "sustain", "sustained",
                                     "achieve", "achieved", "deliver", "delivered", "do", "did", "manage", "managed",
                                     "process", "processed", "handle", "handled", "output", "emit", "emitted",
                                     "measure", "measured", "observe", "observed", "decode", "decoded"})

#: after a rate value, the words that make it a rate per GPU (claimcheck/claims/per_gpu.py, production per_gpu_rate):
#: "1,200 tok/s per GPU", "6,091 tok/s/GPU", "20 req/s per-GPU"
PER_GPU_TAILS = (("per", "gpu"), ("/", "gpu"))
#: after a rate value, the words that make it a rate per die (claimcheck/claims/per_gpu.py, production per_die_rate):
#: "232.6 tokens/s/die" -- the rate over the dies a run declares (a multi-die package counts each die)
PER_DIE_TAILS = (("per", "die"), ("/", "die"))

#: words between a pair of values and the ratio or percent that restates it (grammar production recap_lead): "240 ms vs
#: 150 ms, i.e. 1.6x", "(i.e. a 37% reduction)", ", that is 1.6x", ", so roughly 2x", ", which is about 2x" -- they
#: assert nothing of their own (longest first: "so that's" before "so")
RECAP_LEADS = (("i.e", ".", ","), ("i.e", "."), ("i.e", ","), ("i.e",), ("ie", ","), ("ie",), ("that", "is", ","),
               ("that", "is"), ("that", "'s"),
               # a connective that draws the pair's ratio as its conclusion: "1,300 vs 2,600 tok/s, so roughly 2x",
               # "..., which is about 2x", "..., which works out to a 50% cut", "..., or about 2x", "..., meaning 2x"
               ("so", "that", "'s"), ("so", ","), ("so",), ("which", "is"), ("which", "'s"),
               ("which", "works", "out", "to"), ("that", "works", "out", "to"), ("which", "comes", "out", "to"),
               # "..., which corresponds to about 1.7x", "..., corresponding to a 45% cut", "..., which translates to /
               # amounts to about 2x": a relative clause that restates, as "which works out to" (one naming an arm is
               # read as the arm's relative clause, not here)
               ("which", "corresponds", "to"), ("corresponding", "to"), ("which", "translates", "to"),
               ("which", "translates", "into"), ("which", "amounts", "to"),
               ("or",), ("meaning",),
               # a learner's comma splice: "LMDeploy reach 5.03 req/s, it is 1.29 times of vLLM" ("it" is the value)
               ("it", "is"), ("it", "'s"))
#: production recap_sentence (claimcheck/claims/recap_sentences.py): a demonstrative opening a sentence of its own
#: that restates the pair ending the sentence before it ("Median TTFT: ~0.72 s -> ~0.30 s. That's a 58% reduction.");
#: each is a RECAP_LEADS entry, read as the comma form once the sentences are joined
RECAP_SENTENCE_LEADS = (("that", "'s"), ("that", "is"), ("that", "works", "out", "to"))

#: what a ratio is of, said with a relative clause (claimcheck/claims/ratio_referents.py): "3x what we see at c8", "3x
#: what c8 gets", "3x the requests per second that c8 did", "3x the throughput we get on c8"
REFERENT_PRONOUNS = frozenset({"we", "i", "you"})
REFERENT_SEE_VERBS = frozenset({"see", "saw", "get", "got", "measure", "measured", "observe", "observed", "have", "had",
                                "hit", "reach", "reached"})
REFERENT_PREPS = frozenset({"at", "on", "with", "for", "from", "in", "under"})
REFERENT_ARM_VERBS = frozenset({"gets", "got", "does", "did", "achieves", "achieved", "delivers", "delivered",
                                "reaches", "reached", "serves", "served", "manages", "managed", "sustains", "sustained",
                                "has", "had", "hits", "hit", "sees", "saw", "shows", "showed", "handles", "handled",
                                "produces", "produced", "generates", "generated"})

#: a degree word before a verb of getting, then an amount (grammar production degree_verb): "c32 only gets ~3x more
#: throughput than c8", "just buys 25% more req/s" -- read as the degree word right before the amount ("gets only 3x
#: more"); "only" before an arm ("only c32 gets ...") or anything else is not read
DEGREE_BEFORE_VERB = (("only",), ("just",))
DEGREE_VERBS = frozenset({"gets", "got", "get", "buys", "bought", "buy", "achieves", "achieved", "achieve", "delivers",
                          "delivered", "deliver", "reaches", "reached", "reach", "yields", "yielded", "yield", "gives",
                          "gave", "give", "has", "had", "have", "sees", "saw", "see"})

#: change nouns read before "of" ("a reduction of 47%", "reductions of 30-50%", "a speedup of 5.8x")
CHANGE_NOUNS = {
    **dict.fromkeys(["reduction", "reductions", "decrease", "decreases", "drop", "drops", "cut", "cuts"], "down"),
    **dict.fromkeys(["increase", "increases", "rise", "growth"], "up"),
    **dict.fromkeys(["improvement", "improvements", "gain", "gains", "speedup", "speedups", "speed-up"], "better"),
    **dict.fromkeys(["slowdown", "slowdowns", "regression", "regressions"], "worse"),
}
#: gain nouns read as the change nouns are ("a 2x throughput boost", "a 56% throughput uplift", "a 2x boost in
#: throughput over X"): the value's direction (up)
GAIN_NOUNS = {"boost": "up", "boosts": "up", "uplift": "up", "uplifts": "up",
              # "a 1.66x jump in request throughput", "a 40% jump in p99 TTFT" (the noun; "jumps" is a change verb)
              "jump": "up"}
CHANGE_NOUNS.update(GAIN_NOUNS)
# "a 2x boost in throughput over X", as "a 2x improvement in throughput over X" (not "boosts": a change verb first)
SENSE.update({w: s for w, s in GAIN_NOUNS.items() if w != "boosts"})
#: base forms of change verbs, after a capability modal or "to" ("can improve throughput by up to 2x", "can
#: boost throughput by up to 50%")
CHANGE_VERBS.update({"improve": "better", "boost": "up", "increase": "up", "raise": "up", "decrease": "down",
                     "shorten": "down", "lower": "down"})
#: gerunds of a second predicate ("while decreasing mean TTFT by 20%", "while raising throughput by 50%"; not "cutting":
#: a praise word in "cutting-edge", so "while cutting mean TTFT ..." stays unread)
CHANGE_VERBS.update({"raising": "up", "decreasing": "down", "shortening": "down"})
#: "drop" with a metric as its object ("dropping generation time from 51.5 s to 21.6 s", "X drops TTFT by 30%"), as
#: "decreased" is both: without a metric right after it, it stays the intransitive change (CHANGE_INTRANS)
CHANGE_VERBS.update({"drops": "down", "dropped": "down", "dropping": "down", "drop": "down"})
#: "slashes p99 latency by 40%", "trims TPOT by 10%" (not "cutting": see above)
CHANGE_VERBS.update({"slashes": "down", "slashed": "down", "slashing": "down", "slash": "down",
                     "trims": "down", "trimmed": "down", "trimming": "down", "trim": "down"})
#: cost nouns: a change in the metric's worse direction ("a 2.3x mean TTFT penalty", "a 20% throughput penalty",
#: "at the cost of a 2.3x mean TTFT penalty"), read as the change nouns are
COST_NOUNS = {"penalty": "worse", "penalties": "worse"}
CHANGE_NOUNS.update(COST_NOUNS)
#: production another_step (claimcheck/claims/additive_steps.py): an additive determiner in the place of "a" before a
#: ratio's change noun ("Switching to FP8 resulted in yet another 2x increase in speed", "another 1.5x speedup over X"):
#: it adds only that an earlier step gained too; the ratio reads as after "a". Not before a percent ("adds another
#: 44%") or a comparative ("another 2x faster")
ANOTHER_STEP_WORDS = (("yet", "another"), ("another",))
ANOTHER_STEP_NOUNS = frozenset(w for w in CHANGE_NOUNS if w not in COST_NOUNS)
#: production ratio_participle: a change verb's past participle right after a ratio and before the metric it changes
#: ("up to 2.4x increased throughput with XQA", "3x reduced mean TTFT over X", "a 1.5x improved TPOT") stands for the
#: comparative it means ("2.4x higher throughput"): the comparative it reads as. Only before a metric phrase (never
#: "performance"; "2x increased" alone, "2x reduced by ..." stay unread)
RATIO_PARTICIPLES = {"increased": "higher", "boosted": "higher", "raised": "higher", "reduced": "lower",
                     "decreased": "lower", "lowered": "lower", "improved": "better", "worsened": "worse",
                     "degraded": "worse"}

#: change nouns after an absolute amount (production amount_noun: "a 90 ms improvement in mean TTFT", "a 60 ms TTFT
#: hit", "a 200 tok/s gain in throughput"): the direction of the value (up / down) or of the metric's sense (better /
#: worse); "hit" and "overhead" are costs only here, after an amount (elsewhere "hit" is a cache's count noun)
AMOUNT_NOUNS = {**{w: s for w, s in CHANGE_NOUNS.items() if not w.startswith(("speedup", "speed-up", "slowdown"))},
                "degradation": "worse", "hit": "worse", "overhead": "worse", "cost": "worse", "saving": "down",
                "savings": "down", "edge": "better", "advantage": "better"}
#: amount nouns whose direction on a time is not certain ("a 4 ms ITL gain": 4 ms more, or 4 ms better?): read only
#: of a rate
AMOUNT_NOUNS_RATE_ONLY = frozenset({"gain", "gains", "boost", "boosts", "uplift", "uplifts"})
#: change nouns after a percent and a metric ("a 56% throughput increase", "a 12% mean TTFT reduction"): the
#: direction of the value (up / down) or of the metric's sense (better / worse); not "speedup" / "slowdown", whose
#: percent on a latency is ambiguous (a shorter time or a higher rate?)
#: nouns of a ratio that name no direction, after a pair of values (production pair_summary: "150 vs 250 ms, a 1.7x
#: difference", "(a 3x gap)"): the larger value over the smaller, as a bare "(1.7x)" is; never after a percent ("a
#: 40% difference": of which value?) and never outside a pair's summary
RATIO_GAP_NOUNS = frozenset({"difference", "gap"})
#: nouns that name an arm's stated value after "the" ARM (production figure_value): "1.56x the TP1 figure of 157
#: tokens/s", "vs the baseline number of 900 ms", "1.56x the TP1 figure": that arm's value, as "TP1's 157 tokens/s"
#: (possessive_value) says it; "the TP1 number of requests" (no value after "of") is not one. "baseline" too ("vs the
#: TP1 baseline of 157 tok/s"); where an alias or arm noun ends the arm's phrase ("the TP1 run of 157 tok/s"), the
#: value after its "of" is that arm's all the same (grammar ``_figure_value``)
VALUE_FIGURE_NOUNS = frozenset({"figure", "number", "value", "result", "score", "mark", "baseline"})
#: the words that may stand between another arm's name and a value said of it (production other_arm_value: "than TP1
#: at 500 ms", "the TP1 baseline of 500 ms", "the TP1 run's 157 tok/s", "the TP1 config's"): a value after them that no
#: construct bound is not the clause subject's
OTHER_ARM_VALUE_LINKS = frozenset({"the", "a", "an", "at", "of", "'s", "run", "runs", "baseline", "build", "config",
                                   "configuration", "setup", "version", "branch", "arm", "side", "engine", "figure",
                                   "number", "value", "result", "score", "mark", "with", "(", ","})
PCT_CHANGE_NOUNS = {w: s for w, s in CHANGE_NOUNS.items() if not w.startswith(("speedup", "speed-up", "slowdown"))}
PCT_CHANGE_NOUNS.update({"boost": "up", "degradation": "worse"})
#: production pair_summary (grammar.m_pair_summary): nouns of an appositive percent summing up a pair, read there only
#: ("FP8 reached 3,900 tok/s against 4,400 for FP16, a cost of roughly 12%", "cut TPOT from 10 ms to 7.6 ms, a saving
#: of 24%", "..., a 12% hit"): the direction of the subject's change, worse or better; a saving only of a metric whose
#: lower value is better (a time), never a throughput. Not change nouns elsewhere ("at the cost of", "hit 4,000 tok/s")
SUMMARY_PCT_NOUNS = {"cost": "worse", "hit": "worse", "loss": "worse", "saving": "better", "savings": "better"}
#: production change_noun_pair (claimcheck/claims/change_noun_pairs.py): a singular change noun after "a" / "an" before
#: a from-to pair, read as its verb: (the intransitive verb before "from", the transitive verb for "NOUN in / of METRIC")
CHANGE_NOUN_VERBS = {
    **dict.fromkeys(("reduction", "decrease", "drop", "cut", "decline"), ("decreased", "reduced")),
    **dict.fromkeys(("increase", "rise", "growth", "jump", "boost"), ("increased", "increased")),
    **dict.fromkeys(("improvement", "gain"), ("improved", "improved")),
    **dict.fromkeys(("regression", "degradation"), ("worsened", "worsened")),
}
#: words that join two clauses, each read on its own ("A cut mean TTFT by 36%, while throughput rose 56%")
WHILE_JOINERS = frozenset({"while", "whereas", "whilst", "although"})
#: a contrast joiner read as "while" only after a comma and right before an arm ("the FP8 run finished the 80-request
#: batch in 18.4 s, where BF16 needed 26.3 s"); elsewhere "where" is a place or a condition (not a joiner)
WHERE_JOINERS = frozenset({"where"})
#: a concessive joiner of two words, read as "while" (production concessive_join): "c32 throughput is 14.5% above c16
#: even though p99 TTFT is higher" -- the second clause is asserted too (c32's p99 TTFT above c16's)
CONCESSIVE_JOINERS = (("even", "though"),)
#: the decode phase named right after a time per output token (grammar production per_token): "47 ms/token decoding"
#: is the time per output token, the phase it is spent in said again; read only at the phrase's end, before one of
#: PER_TOKEN_PHASE_AFTER ("... decoding on M1 Max", "... decoding, ..."), never before a noun it would modify
PER_TOKEN_PHASE_WORDS = frozenset({"decode", "decoding"})
#: one response named before "in" and its time, tokens and rate (claimcheck/claims/response_lines.py, production
#: response_line: "I get my sample response in: 35.44 seconds, 150 tokens, 4.23 tokens/second"): a determiner of one,
#: up to two modifiers, the noun of one response
RESPONSE_LINE_DETS = frozenset({"my", "the", "a", "one"})
RESPONSE_LINE_MODS = frozenset({"sample", "test", "example", "single", "first"})
RESPONSE_LINE_NOUNS = frozenset({"response", "reply", "answer", "completion", "generation"})
#: the rule text of an assertion said of one item of an arm (response_lines): graded only where each arm it binds to
#: completed exactly one request (quantities.Grader), else inconclusive
ONE_ITEM_RULE = " (one response of its arm)"
#: an output-token count before "in <time>" and the token rate they make (grammar production tokens_in_time:
#: "673 tokens in 50 sec : 13,46 t/sec")
TOKEN_COUNT_NOUNS = frozenset({"tokens", "token", "toks", "tok"})
#: "N x more time to <ALL_WORK_VERBS> all (the) <ALL_WORK_NOUNS>" is "N x longer" (grammar production more_time):
#: the time to get all of the run's work done is its wall; a bare "more time" stays unread ("time" is ambiguous)
ALL_WORK_VERBS = frozenset({"get", "complete", "finish", "process", "run", "generate", "serve", "answer"})
ALL_WORK_NOUNS = frozenset({"results", "requests", "tasks", "prompts", "outputs", "responses", "jobs", "answers",
                            "queries"})
PER_TOKEN_PHASE_AFTER = frozenset({".", ",", ";", ":", ")", "!", "?", "on", "with", "for", "at", "in", "and", "vs",
                                   "versus", "than", "compared", "over", "using", "-", "\u2014", "\u2013"})
#: words that join a second predicate naming no arm to the clause before it (production pred_join, as "and" / "but"
#: before a verb): "X is 1.5x faster than Y, at the cost of 2.3x higher mean TTFT" -- X's mean TTFT against Y's
COST_JOINERS = (("at", "the", "cost", "of"), ("at", "a", "cost", "of"), ("at", "the", "expense", "of"),
                ("at", "the", "price", "of"), ("at", "a", "price", "of"))
#: cost verbs (production cost_verb): before a comparison in its metric's worse direction, which they repeat ("costs
#: 2.3x higher mean TTFT"), or before a factor or a percent and "in" a metric ("costs 2.3x in mean TTFT": that metric
#: 2.3x worse; "costs 10% in throughput": 10% worse); before anything else not read
COST_VERBS = frozenset({"costs", "cost", "costing"})
#: degree adjectives between "a" and a number ("a mere 3%", "a modest 5% gain"): read as the degree words are, only
#: right before a number a construct reads; anywhere else unread ("a modest quality trade-off")
DEGREE_ADJECTIVES = frozenset({"mere", "modest"})
#: the system under test named as a clause's subject (production system_subject): "the server sustains about 9.7
#: requests per second at concurrency 32" -- inert only there, before a SERVICE_VERB or a PEAK_VERB; the arm is named by
#: the clause's other words (a setting, an arm name) or the value is not graded
#: a lead-in naming what a change costs, before a colon ("The price is latency: ...", "The cost: TTFT rose ..."):
#: grammar production tradeoff_label
TRADEOFF_NOUNS = (("trade", "off"), ("trade-off",), ("tradeoff",), ("flip", "side"), ("cost",), ("price",),
                  ("catch",), ("downside",), ("penalty",))
#: quality labels (grammar production quality_label): a header of these words only, before a colon at the
#: clause's start ("Performance Boost:", "Efficiency:", "Speed gains:"); inert only when the clause after the
#: colon names a metric or a speed word of its own, which its comparison takes (the header adds nothing to it).
#: A header that names a metric ("Latency:", "TTFT:") or a negation ("No Compromises:") is not one
QUALITY_LABEL_WORDS = frozenset({"performance", "perf", "efficiency", "speed", "boost", "boosts", "gain", "gains",
                                 "improvement", "improvements", "win", "wins", "uplift", "impact", "benefit",
                                 "benefits", "acceleration", "speedup", "speedups", "inference", "serving", "leap",
                                 "efficient"})
#: the quality label words that say the change is a gain ("Gains:", "Biggest speedup:"): such a header is inert only
#: where no direction word or from-to pair after its colon says a worse direction ("Gains: mean TPOT rose from 31 to
#: 32.6 ms" stays unread; lead_labels.says_against)
QUALITY_LABEL_GAINS = frozenset({"boost", "boosts", "gain", "gains", "improvement", "improvements", "win", "wins",
                                 "uplift", "benefit", "benefits", "acceleration", "speedup", "speedups", "leap"})
#: the speed words after such a colon that carry a metric of their own ("up to 2.5x speedup over X")
QUALITY_LABEL_SPEED_WORDS = frozenset({"speedup", "speedups", "faster", "slower", "quicker"})
#: a report's numbered headings (grammar production numbered_label, with caption_label): "Finding 2.1:", "Observation 3:",
#: "Takeaway #1:" -- the label, a section number and a colon, inert; what follows is read as any clause is. Never a
#: label that turns what follows into something not measured ("Hypothesis 2:", "Expected 1:", "Goal 3:")
NUMBERED_LABELS = tuple(tuple(p.split()) for p in (
    "finding", "key finding", "observation", "takeaway", "key takeaway", "result", "key result", "note", "caveat",
    "insight", "lesson", "highlight", "experiment", "section", "part", "test",
    "infrastructure", "infra", "setup", "test setup", "methodology"))
#: the numbered labels that may also stand with no number ("Infrastructure: on our internal benchmark, ..."): a heading
#: of how the run was set up (also PROSE_LABELS)
SETUP_LABELS = tuple(tuple(p.split()) for p in ("infrastructure", "infra", "setup", "test setup", "methodology"))
#: provenance (grammar production provenance): where a result was measured, at the clause's start before a
#: comma: "In an early internal micro-benchmark by LMSYS,", "In our internal tests at Acme,", "In one
#: benchmark run,": "in" + a determiner + plain words (none of NEVER_PROSE: no scope, hardware, condition,
#: comparison or hedge word; "In a long-context benchmark," stays unread) + a run noun + ("by" | "from" | "at")
#: + up to three plain words of a name; nothing after the run noun but that name ("on H100" stays unread)
PROVENANCE_DETS = frozenset({"a", "an", "our", "the", "my", "their", "this", "these"})
PROVENANCE_NOUNS = frozenset({"benchmark", "benchmarks", "microbenchmark", "microbenchmarks", "test", "tests",
                              "experiment", "experiments", "evaluation", "evaluations", "eval", "evals",
                              "measurement", "measurements", "study", "studies", "run", "runs", "trial", "trials",
                              "testing", "benchmarking",
                              # the author's reproduction of a setup ("In our reproduction, ...", "In my repro,"): a run
                              # of theirs, the witness
                              "reproduction", "repro", "replication"})
#: a run noun made the subject before "of" and an arm (grammar production provenance_of: "TensorRT-LLM evaluation of
#: the new H200 GPU achieves ..."), singular; the words that may stand between "of" and the arm
PROVENANCE_OF_NOUNS = frozenset({"evaluation", "eval", "benchmark", "benchmarking", "measurement", "test", "testing"})
PROVENANCE_OF_FILLERS = frozenset({"the", "new", "latest"})
#: the prepositions of a provenance lead ("In our tests,", "On our internal benchmark,")
PROVENANCE_PREPS = frozenset({"in", "on"})
PROVENANCE_BY = frozenset({"by", "from", "at"})
#: words that point a provenance lead at another run than the witness ("In our earlier run,", "In a previous
#: benchmark,", "In other tests,", "In the planned experiments,"): the lead then stays unread, so the numbers after it
#: are never graded against the witness's rows (an accusation about a different run)
PROVENANCE_ELSEWHERE = frozenset({"earlier", "previous", "prior", "past", "last", "old", "older", "original",
                                  "initial", "first", "second", "third", "other", "another", "separate", "later",
                                  "next", "future", "planned", "upcoming", "hypothetical", "simulated", "projected",
                                  "expected", "public", "published", "external", "third-party", "historical",
                                  "baseline", "reference", "preliminary", "pilot", "follow-up", "subsequent"})
#: means leads (grammar production means_arm): "Through ARM,", "Thanks to ARM,", "Via ARM,", "Using ARM,": at the
#: clause's start, right before an arm and its comma, the lead says what "With ARM," says (the arm binds as any
#: mention does); not before anything else ("Using 8 GPUs," is a setup and stays unread)
MEANS_LEADS = (("through",), ("via",), ("thanks", "to"), ("due", "to"), ("owing", "to"), ("because", "of"), ("using",),
               ("by", "using"), ("leveraging",), ("by", "leveraging"), ("enabling",), ("by", "enabling"),
               ("integrating",), ("by", "integrating"), ("adding",), ("by", "adding"), ("plugging",),
               ("by", "plugging"))
#: the means leads that put the arm into a host ("By integrating Mooncake's store into vLLM,", "Adding EAGLE to
#: vLLM,"): where the host is another arm of the witness, the arm is the clause's subject and the host alone its
#: baseline (grammar production means_arm); a host that is no arm leaves the lead unread
MEANS_HOST_LEADS = (("integrating",), ("by", "integrating"), ("adding",), ("by", "adding"), ("plugging",),
                    ("by", "plugging"))
MEANS_HOST_PREPS = frozenset({"into", "to", "in"})
#: a duration added to / taken off a duration metric (grammar production time_delta): "adds 5 ms to TTFT",
#: "shaves 20 ms off p99 TTFT"
TIME_ADD_VERBS = frozenset({"adds", "added", "add", "adding"})
TIME_TAKE_VERBS = frozenset({"shaves", "shaved", "shave", "shaving", "trims", "trimmed", "trim", "knocks", "knocked",
                             "takes", "took", "cuts", "cut", "removes", "removed", "saves", "saved"})
#: the whole work as the object of a verb of completion (grammar production work_object): "finished the corpus
#: 1.36x faster", "completed the workload in 5.0 s"
WORK_NOUNS = (("prompt", "set"), ("task", "set"), ("request", "set"), ("corpus",), ("workload",), ("job",),
              ("batch",), ("suite",), ("benchmark",), ("load", "test"), ("trace", "replay"), ("replay",))
#: nouns of a whole set after a count ("the 20-request set", "the 60-request run", "the 24-request load test"), longest
#: first (claimcheck/claims/whole_run.py; count_frames' "across the 60-request run")
COUNTED_SET_NOUNS = tuple(sorted({(w,) for w in ("set", "batch", "workload", "benchmark", "suite", "run", "sweep")}
                                 | set(WORK_NOUNS), key=len, reverse=True))
#: verbs of getting through the whole work, two words ("got through the 8 prompts in 16 s", "went through the whole
#: set 1.33x faster"): read as a verb of completion (WORK_VERBS) before the whole set (grammar productions
#: whole_run_time, work_object)
WORK_THROUGH_VERBS = frozenset({"got", "gets", "get", "went", "goes", "go", "made", "makes", "worked", "works",
                                "ran", "runs", "churned", "churns", "chewed", "chews", "raced", "races", "powered",
                                "powers"})
WORK_VERBS = frozenset({"finished", "finishes", "finish", "finishing", "completing", "processing", "serving",
                        "handling", "running", "completed", "completes", "complete", "processed",
                        "processes", "process", "served", "serves", "handled", "handles", "ran", "runs", "run"})
#: the whole set of requests as a clause's subject (grammar production counted_work, claimcheck/claims/whole_run.py):
#: the verbs that say all N requests were done before "in" and a duration ("All 16 requests done in 4 s"), and the
#: gerunds that lead "all N prompts" before "took" ("Running all 10 prompts back to back took 51 s")
#: a first-person subject's verbs of sending the workload to every arm ("We sent the 40 prompts one at a time":
#: grammar production sent_set, claimcheck/claims/whole_run.py): the whole set is each arm's requests, one run's
WORKLOAD_SEND_VERBS = frozenset({"sent", "ran", "issued", "submitted", "fired", "replayed", "fed", "pushed"})
WHOLE_SET_DONE_WORDS = frozenset({"done", "finished", "completed", "processed", "served", "handled", "answered"})
WHOLE_RUN_GERUNDS = frozenset({"running", "processing", "serving", "answering", "sending", "completing", "handling"})
#: a request as a clause's subject before a verb of duration (grammar production request_subject): "each request
#: takes 4.1 s end to end on average", "a typical request completes in 3.2 s", "requests finish in 2.5 s at the
#: median", "a request waits 180 ms for its first token", "the average request spends 5 s in flight". The
#: determiner and adjective before the noun: the statistic they name (None: every statistic must agree, as a
#: per-request metric with no statistic is graded)
REQUEST_SUBJECT_LEADS: dict[tuple[str, ...], str | None] = {
    ("each",): None, ("every",): None, ("a",): None, ("an",): None, ("the",): None, ("a", "single"): None,
    ("a", "typical"): None, ("the", "typical"): None, ("an", "individual"): None, ("each", "individual"): None,
    ("the", "average"): "mean", ("an", "average"): "mean", ("the", "mean"): "mean", ("the", "median"): "median",
    ("the", "slowest"): "max", ("the", "fastest"): "min", ("the", "worst", "case"): "max", ("a", "worst", "case"): "max",
    # "the worst request got its first token in under 300 ms": the largest of the requests' values, as "the slowest"
    ("the", "worst"): "max",
    ("the", "best", "case"): "min", ("the", "p50"): "p50", ("the", "p90"): "p90", ("the", "p95"): "p95",
    ("the", "p99"): "p99", (): None}
#: words between a request subject's lead and its noun that say the whole answer ("a full 300-token answer took 9.1 s",
#: "a typical full response took 11 s"): the end-to-end latency the frame reads anyway; with any other metric (its first
#: token) not read
WHOLE_ANSWER_WORDS = frozenset({"full", "complete", "whole", "entire"})
#: verbs that say the mean of the requests' times ("requests average 2 s end to end")
REQUEST_AVG_VERBS = frozenset({"average", "averages", "averaged"})
REQUEST_SUBJECT_NOUNS = frozenset({"request", "requests", "query", "queries", "call", "calls", "completion",
                                   "completions", "answer", "answers", "response", "responses", "reply", "replies",
                                   # a job of a request-ab run is one request ("the slowest job in the four-slot run
                                   # took 9.0 s end to end")
                                   "job", "jobs"})
#: verbs whose object is the request's whole time (end-to-end latency): before the value directly, or after "in"
REQUEST_TIME_VERBS = frozenset({"takes", "took", "take", "needs", "needed", "need", "lasts", "lasted", "last"})
REQUEST_IN_VERBS = frozenset({"completes", "completed", "complete", "finishes", "finished", "finish", "returns",
                              "returned", "return", "ends", "ended", "end", "resolves", "resolved", "resolve"})
#: the nouns of several words that name what arms differ in, after a count's "at / in / across any / every / each /
#: all" (claimcheck/claims/count_frames.py count_unit: "Zero failed requests at any concurrency level", "no errors at
#: every batch size"): every arm, as "in every configuration" says; (singular, plural)
ARM_UNIT_PHRASES = (("concurrency level", "concurrency levels"), ("concurrency", "concurrencies"),
                    ("concurrency setting", "concurrency settings"), ("load level", "load levels"),
                    ("batch size", "batch sizes"), ("request rate", "request rates"), ("rate", "rates"),
                    ("load", "loads"), ("level", "levels"),
                    # a hardware noun whose plural is not its singular and "s" ("no failed requests on either box")
                    ("box", "boxes"),
                    # a hardware noun with its modifier ("All 80 requests completed on both hardware platforms")
                    ("hardware platform", "hardware platforms"),
                    # the code each arm ran ("All 160 requests succeeded on both branches", "on each commit"), the two
                    # sides of an A/B ("No request failed on either side")
                    ("branch", "branches"), ("commit", "commits"), ("revision", "revisions"), ("side", "sides"))
#: after "neither", the nouns that name the two arms of a two-arm witness by what they differ in ("Neither server
#: dropped anything", "neither engine had a failed request"; claimcheck/claims/count_arms.py neither), and the
#: object that says no request at all after a verb of losing ("dropped anything")
#: the hardware each arm ran on, as a noun of the arms ("Neither card dropped a request", "No request failed on either
#: card", "16/16 requests succeeded on both cards"; "Every one of the 320 requests completed on both platforms",
#: "... on both accelerators", a cloud vendor's "All 121 requests completed on both instances"): in a witness of two
#: arms, the two arms
HARDWARE_ARM_NOUNS = ("card", "gpu", "machine", "node", "host", "platform", "accelerator", "instance")
NEITHER_ARM_NOUNS = frozenset({"server", "engine", "framework", "backend", "build", "version", "precision", "stack",
                               "system", "deployment", "method", "mode", "model", "checkpoint", "branch", "box",
                               *HARDWARE_ARM_NOUNS})
NOTHING_LOST_WORDS = frozenset({"anything"})
#: the verbs that say requests broke a named SLO ("3 of the 16 requests violate the 40 ms TPOT SLO": claimcheck/claims/
#: slo_phrases.py read_violations, a count of the requests over the threshold)
SLO_VIOLATE_VERBS = frozenset({"violate", "violated", "violates", "exceed", "exceeded", "exceeds", "miss", "missed",
                               "misses", "break", "broke", "breach", "breached"})
#: the informal words that say a request succeeded, right after a fraction of requests ("16/16 ok", "12/12 requests
#: okay": N of N completed)
COUNT_OK_WORDS = frozenset({"ok", "okay"})
#: a bound right after a verb of completion with no "in" ("every request finished under 2 s": at most 2 s), and the
#: determiners of every request before it (grammar production every_request_bound: none failed, too)
REQUEST_BOUND_WORDS = frozenset({"under", "below"})
REQUEST_EVERY_WORDS = frozenset({"every", "each", "all"})
#: verbs of receiving the first token, before "its / the first token" and "after / in / within" a duration: TTFT
REQUEST_FIRST_TOKEN_VERBS = frozenset({"gets", "got", "get", "receives", "received", "receive", "sees", "saw", "see",
                                       "streams", "streamed", "stream", "returns", "returned", "return", "emits",
                                       "emitted", "emit", "produces", "produced", "produce"})
#: an arm as the subject of a time per request (grammar production arm_request_time): "vLLM needed 8 s per request on
#: average", "TGI takes 3.2 seconds per answer" -- a verb of duration, a duration and one of these tails (required:
#: "vLLM takes 40 s" alone is the whole run? not read); end-to-end latency, whose second meaning (the arm's wall time
#: per completed request, 1 / throughput) must be contradicted too before the value is false (quantities)
ARM_TIME_VERBS = frozenset({"takes", "took", "needs", "needed", "requires", "required", "spends", "spent"})
PER_REQUEST_TAILS = (("per", "request"), ("per", "answer"), ("per", "query"), ("per", "response"),
                     ("per", "completion"), ("per", "prompt"), ("per", "call"), ("per", "generation"))
#: the answer a time is said of, with its length ("an 8-token answer takes 4 s", "each 128-token response took 3.2 s"):
#: a request subject only where every completed request produced that many tokens (descriptors.answer_length)
ANSWER_NOUNS = frozenset({"answer", "answers", "response", "responses", "completion", "completions", "output",
                          "outputs", "generation", "generations", "reply", "replies"})
#: verbs whose object must be placed by a tail ("spends 5 s in flight", "waits 180 ms for its first token")
REQUEST_TAIL_VERBS = frozenset({"spends", "spent", "spend", "waits", "waited", "wait"})
#: words after the value that name the metric: the whole request, or its first token
REQUEST_TAILS: dict[tuple[str, ...], str] = {
    ("end", "to", "end"): "e2e_latency", ("in", "flight"): "e2e_latency", ("in", "total"): "e2e_latency",
    ("from", "start", "to", "finish"): "e2e_latency",
    ("for", "its", "first", "token"): "ttft", ("for", "the", "first", "token"): "ttft",
    ("for", "a", "first", "token"): "ttft", ("before", "its", "first", "token"): "ttft",
    ("before", "the", "first", "token"): "ttft", ("to", "its", "first", "token"): "ttft",
    ("to", "the", "first", "token"): "ttft", ("to", "first", "token"): "ttft",
    ("to", "get", "its", "first", "token"): "ttft", ("to", "produce", "its", "first", "token"): "ttft",
    ("to", "return", "its", "first", "token"): "ttft"}
#: degree words that do not change what a change verb or direction asserts ("slightly higher" is "higher", "increases
#: moderately, from 22.0 ms to 24.5 ms" is "increases from ..."), as DEGREE_WORDS reads them before a direction word
#: (bare_change, grammar production change_degree); "only" / "just" / "already" / "well", and the words of a size
#: ("significantly", "sharply", "dramatically", "substantially") are not among them: left unread
CHANGE_DEGREES = (("a", "bit"), ("a", "little"), ("slightly",), ("marginally",), ("somewhat",), ("moderately",),
                  ("modestly",), ("only", "modestly"),
                  ("only", "slightly"), ("only", "marginally"), ("only", "a", "bit"), ("only", "a", "little"))
#: words of a small size and the largest change they allow, read where a construct reads them as a degree (CHANGE_DEGREES,
#: DEGREE_WORDS) and kept read only where their sentence states the change's size within it: two values of one metric
#: (larger / smaller - 1), a percent (/ 100) or a factor (- 1); past it, or with no size stated, unread
#: (claimcheck/claims/size_words.py): "increases slightly, from 54.6 ms to 57.7 ms" (6%) read, "from 298.7 to 452.1
#: tok/s" (51%) not
SIZE_LIMITS = ((("slightly",), 0.25), (("marginally",), 0.25), (("a", "bit"), 0.25), (("a", "little"), 0.25),
               (("somewhat",), 0.5), (("moderately",), 0.5), (("modestly",), 0.5))
#: degree words of a from-to list of three values or more that say every step moves the verb's way ("Mean ITL
#: decreases monotonically from 11.3 ms (A) to 9.3 ms (B), 7.9 ms (C) and 6.3 ms (D)"): what the list's direction
#: check (sweep_chains.from_chain) already asserts at every step; read only there, after a verb with a direction
CHAIN_MONOTONE_DEGREES = (("monotonically",), ("steadily",))
#: a statistic said inside a from-to pair, between "from" and its first value (grammar production from_statistic:
#: "from a median of 110 ms on BF16 to 90 ms on FP8", "from an average of ~40 t/s to ~90 t/s", "from a p99 of 410 ms
#: to 620 ms"): both values' statistic, the determiner and "of" its glue; only a statistic of a per-request
#: distribution (never "total", "max" / "peak", "min", "std": "from a peak of 40 tok/s" is another quantity)
FROM_STAT_DETS = frozenset({"a", "an", "the"})
#: the nouns of a from-to value's arm named before it ("Request throughput climbs from the Batch baseline of 2.2 req/s to
#: 11.7 req/s at concurrency 64", "from a vLLM run of 130 ms"; grammar production from_arm_of, with the possessive
#: "from vLLM's 130 ms to SGLang's 100 ms")
FROM_ARM_NOUNS = frozenset({"baseline", "run", "arm", "build", "config", "configuration"})
FROM_STATISTICS = frozenset({"mean", "median", "p50", "p90", "p95", "p99"})
#: a statistic said after the value ("on average", "at the median", "in the worst case")
REQUEST_STAT_TAILS: dict[tuple[str, ...], str] = {
    ("on", "average"): "mean", ("on", "the", "average"): "mean", ("at", "the", "mean"): "mean",
    ("on", "mean"): "mean", ("at", "the", "median"): "median", ("at", "median"): "median", ("on", "median"): "median",
    ("in", "the", "median", "case"): "median", ("in", "the", "worst", "case"): "max", ("at", "worst"): "max",
    ("at", "the", "worst"): "max", ("worst", "case"): "max", ("in", "the", "best", "case"): "min",
    ("at", "best"): "min", ("at", "the", "p50"): "p50", ("at", "p50"): "p50", ("at", "the", "p90"): "p90",
    ("at", "p90"): "p90", ("at", "the", "p95"): "p95", ("at", "p95"): "p95", ("at", "the", "p99"): "p99",
    ("at", "p99"): "p99", ("at", "the", "99th", "percentile"): "p99", ("at", "the", "95th", "percentile"): "p95",
    ("at", "the", "90th", "percentile"): "p90", ("at", "the", "50th", "percentile"): "p50"}


#: the measured run as a clause's subject before a verb of duration (grammar production run_subject): "the run took
#: 15.7 s", "the benchmark finished in 15.7 s", "the whole test took about 4 minutes"; its duration is the wall time
RUN_NOUNS = (("benchmark", "run"), ("test", "run"), ("run",), ("benchmark",), ("experiment",), ("test",))
RUN_TIME_VERBS = frozenset({"took", "takes", "finished", "finishes", "completed", "completes", "ran", "runs"})
#: words after a whole run's duration that say the same span (grammar production run_span_tail: "the run took 6 s from
#: start to finish", "the benchmark finished in 95 s end to end", "the whole run took 212 s in total"): the wall time
#: the run_subject already reads, inert
RUN_SPAN_TAILS = (("from", "start", "to", "finish"), ("start", "to", "finish"), ("end", "to", "end"),
                  ("in", "total"), ("all", "told"), ("overall",))
#: the same span said of a latency, right after its metric word (grammar production latency_span_tail: "mean latency
#: from start to finish was 5 s", "end-to-end latency from start to finish is 5 s"): a request's whole time, which the
#: metric word already names (e2e latency only: "TTFT from start to finish" is not read)
LATENCY_SPAN_TAILS = (("from", "start", "to", "finish"),)
#: the system under test as a clause's subject (grammar production system_subject): "the server sustains 4 req/s at
#: concurrency 32", "Using 4 threads, the model produces 16 tok/s", "At concurrency 32 the deployment sustains 1,365
#: output tokens per second" -- the arm comes from the clause's other words, else the value is not graded
SYSTEM_NOUNS = (("inference", "server"), ("inference", "engine"), ("serving", "engine"), ("serving", "system"),
                ("model", "server"), ("server",), ("engine",), ("system",), ("model",), ("deployment",), ("service",))
#: verbs of output after a system noun (besides the service and peak verbs): "the model produces 16 tok/s" -- inert
#: words, the value read as after an arm ("t4 produces 16 tok/s")
SYSTEM_OUTPUT_VERBS = frozenset({"produces", "produced", "generates", "generated"})
#: verbs of serving a load, after the clause's subject and before the value they give it (most are INERT_WORDS too;
#: "hits" is read only here: elsewhere it is a cache count noun)
SERVICE_VERBS = frozenset({"sustains", "sustained", "serves", "served", "handles", "handled", "processes", "processed",
                           "reaches", "reached", "hits", "hit", "delivers", "delivered", "achieves", "achieved"})
#: verbs of a rate only, after the clause's subject and before a rate (production service_verb): "vLLM completes 9.1
#: requests per second", "TGI finishes 4 req/s", "X manages 4 req/s", "X emits / outputs / pushes 650 tok/s", "X does
#: 4 req/s" -- the rate is the subject's, as after "serves"; before a duration, a count, a ratio or anything else not
#: read ("completes 100 requests", "does 2x better", "emits the first token" are other frames). Only the third person
#: and the past: a base form follows a modal, "to" or a negation ("could complete", "fails to complete": unread)
RATE_SERVICE_VERBS = frozenset({"completes", "finishes", "manages", "managed", "emits", "emitted", "outputs",
                                "outputted", "pushes", "pushed", "does"})
#: a best-run bound after the clause's subject (production peak_verb): "vLLM tops out at 9.7 req/s", "concurrency 32
#: peaks at 4 req/s", "vLLM saturates at 9.7 req/s" -- a rate only, the best run the witness holds (Assertion.over_runs
#: = best), and only where the subject is named before the verb: "throughput peaks at 4 req/s at concurrency 32" also
#: says where the peak lies across arms, which no assertion here checks, so it is not read. "saturates at N req/s" may
#: also name the offered load at which the server saturates: not read in a witness whose arms declare a request rate
#: (SATURATION_VERBS)
PEAK_VERBS = (("tops", "out", "at"), ("topped", "out", "at"), ("peaks", "at"), ("peaked", "at"), ("maxes", "out", "at"),
              ("maxed", "out", "at"), ("saturates", "at"), ("saturated", "at"))
SATURATION_VERBS = frozenset({"saturates", "saturated"})

#: capacity-fit witnesses (claimcheck.witnesses.capacity_fit; the reader's frames are
#: claimcheck.claims.capacity_frames): metric -> (unit, what it is, re-derived from)
CAPACITY_METRICS: dict[str, tuple[str, str]] = {
    "kv_tokens": ("tokens", "live KV-cache capacity: the preflight's live kv_tokens (read from the constructed engine)"),
    "kv_block_size": ("tokens", "KV-cache block size: the preflight's live block_size"),
    "kv_tokens_per_seq": ("tokens", "block-rounded worst sequence: capacity.plan on the live values, prompts, budget, answer limit"),
    "kv_demand": ("tokens", "block-rounded worst-case demand: width x rounded worst sequence (capacity.plan)"),
    "kv_headroom": ("tokens", "live KV tokens - demand (capacity.plan)"),
    "max_seqs": ("sequences", "the rung's max-seqs"),
    "samples": ("samples", "rows of the phase"),
    "finished": ("samples", "reasoning stage stopped on its own (termination audit of the rows)"),
    "boundary_contacts": ("samples", "reasoning stage hit the budget (termination audit)"),
    "loops": ("samples", "boundary contacts whose token-id tail is an exact periodic loop (termination audit)"),
    "unresolved": ("samples", "boundary contacts without such a loop (termination audit)"),
    "answer_limit_contacts": ("samples", "answer tokens >= the answer limit (termination audit)"),
    "loop_rate": ("percent", "loops / samples, in percent"),
    "unresolved_rate": ("percent", "unresolved / samples, in percent"),
    "answer_limit_rate": ("percent", "answer-limit contacts / samples, in percent"),
    "max_loops": ("percent", "registered maximum loop rate (termination.json thresholds)"),
    "max_unresolved": ("percent", "registered maximum unresolved rate (termination.json thresholds)"),
    "max_answer_limit": ("percent", "registered maximum answer-limit rate (termination.json thresholds)"),
    "thresholds_failed": ("thresholds", "registered termination thresholds the re-derived rates fail"),
    "sampled_tokens": ("tokens", "sum over rows of reasoning token ids + answer tokens"),
    "graph_max": ("width", "largest resolved CUDA-graph capture size (the live capture_sizes)"),
    "uncaptured_min": ("width", "smallest decode width up to max-seqs that no capture size covers"),
    "uncaptured_max": ("width", "largest decode width up to max-seqs that no capture size covers"),
}
METRIC_INFO.update({m: (None, unit) for m, (unit, _) in CAPACITY_METRICS.items()})

#: an exclamation of the author's outcome opening a sentence, before "-" / "!" and a first-person clause ("Success - I
#: get 60.45 token / sec !!", "Nice! We now see 2x"): inert (claimcheck/claims/casual.py, production casual_filler);
#: never before ":" ("Success: 120 requests" may be a label of the succeeded requests) nor before anything else
OPENING_EXCLAMATIONS = frozenset({"success", "yay", "hooray", "woohoo", "wow", "nice", "great", "awesome",
                                  "excellent"})
OPENING_EXCLAMATION_MARKS = frozenset({"-", "!", "—", "–"})
#: a pleasantry that is a sentence of its own before the claim (production pleasantry_sentence, casual._pleasantry):
#: "Thanks for reaching out! In our test on a single A10G, ...", "Great question. FP8 cut ...": the sentence's words,
#: then "!" or "." and more words after; it thanks or greets, and claims nothing
PLEASANTRY_SENTENCES = tuple(tuple(p.split()) for p in (
    "thanks for reaching out", "thank you for reaching out", "thanks for asking", "thank you for asking",
    "thanks for the question", "thank you for the question", "thanks for the report", "thank you for the report",
    "thanks", "thank you", "great question", "good question", "happy to help", "hi", "hello", "hey", "hi all",
    "hi everyone", "hello everyone", "hey all", "hi there", "hello there"))
#: a greeting with its addressee opening an email or a chat message (production greeting_line, casual._greeting): "Hi
#: Dana, ...", "Hey team -", "Hello all,", "Good morning folks." -- the greeting word, then one or two capitalized plain
#: words (a name; never a word of NEVER_PROSE, an arm, a number or an identifier) or one GREETING_GROUPS word, then ","
#: / "!" / "." / a dash, and more words after it; the statement's first words only
GREETING_WORDS = tuple(tuple(p.split()) for p in (
    "hi", "hello", "hey", "dear", "hiya", "morning", "good morning", "good afternoon", "good evening"))
GREETING_GROUPS = frozenset({"all", "everyone", "everybody", "team", "folks", "guys", "there", "y'all", "both",
                             "people", "friends"})
#: a task note that is a whole sentence of a status update (production task_note, casual._task_note): "Today: writing it
#: up.", "Still writing it up.", "Next: writing up the results." -- the author's work on the write-up, no number, arm,
#: metric, direction or negation (the "up" of "write up" is its particle: only these fixed phrases), optionally after
#: a label of a status update (TASK_NOTE_LABELS) and before "now" / "today"; taken out whole, only where another
#: sentence of the statement holds its claim
TASK_NOTES = tuple(tuple(p.split()) for p in (
    "writing it up", "writing this up", "writing that up", "writing up the results", "writing the results up",
    "writing up the numbers", "writing up the details", "writing the report", "working on the writeup",
    "working on the write up", "working on the report", "working on the doc", "still writing it up",
    "still writing this up", "wrapping it up", "wrapping this up", "write up to follow", "writeup to follow",
    "details to follow", "full write up to follow", "will write it up", "will write this up",
    "i'll write it up", "i'll write this up"))
TASK_NOTE_LABELS = tuple(tuple(p.split()) for p in (
    "today", "yesterday", "tomorrow", "next", "next steps", "now", "status", "todo", "plan", "wip", "done", "update",
    "quick update", "note"))
TASK_NOTE_AFTER = frozenset({"now", "today", "next", "tomorrow", "later"})
#: a sign-off closing an email or a chat message (production sign_off, casual._sign_off): its own sentence, the
#: statement's last -- "Cheers, Dana", "Thanks!", "Best regards, Dana Lee" (the word, then at most a "," and one or two
#: capitalized plain words, never a word of NEVER_PROSE, an arm, a number or an identifier) -- or a closing request
#: or pointer that claims nothing ("Let me know if you want the raw numbers.", "Thoughts?", "More in the thread.")
SIGN_OFF_WORDS = tuple(tuple(p.split()) for p in (
    "cheers", "thanks", "thank you", "thanks again", "thanks all", "thx", "ty", "best", "best regards", "regards",
    "kind regards", "warm regards", "all the best", "talk soon", "ttyl", "ciao"))
CLOSING_SENTENCES = tuple(tuple(p.split()) for p in (
    "let me know if you have questions", "let me know if you have any questions",
    "let me know if you want the raw numbers", "let me know if you want the raw data",
    "let me know if you want the full table", "let me know what you think", "let me know your thoughts",
    "happy to share the raw numbers", "happy to share the raw data", "happy to share more details",
    "happy to share the scripts", "happy to answer questions", "thoughts ?", "any thoughts ?", "questions welcome",
    "more in the thread", "more details in the thread", "details in the thread", "link to the sheet below",
    "links below", "sheet linked below", "full table below", "full results below", "full numbers below",
    "raw numbers on request", "scripts on request", "like and subscribe", "don't forget to like and subscribe",
    "see you in the next one", "see you in the next video", "thanks for watching", "thanks for reading"))
#: a greeting's pleasantry sentence after the greeting line ("Hey guys, welcome back to the channel! ..."): also
#: PLEASANTRY_SENTENCES at the statement's start
WELCOME_SENTENCES = tuple(tuple(p.split()) for p in (
    "welcome back", "welcome back to the channel", "welcome back to another video", "welcome to the channel",
    "welcome", "hope you 're well", "hope you're well", "hope you are well", "hope you're doing well",
    "hope you 're doing well", "hope all is well"))
OPENING_EXCLAMATION_SUBJECTS = frozenset({"i", "we"})
#: the words between an SLO count's whole and its request noun that set the failed requests aside (production
#: slo_violations_subset: "60 of the 76 completed c64 requests violate the 1000 ms TTFT SLO"): the whole is the
#: completed count and the violations are counted among them only
SLO_SUBSET_WORDS = frozenset({"completed", "successful", "succeeded", "finished"})
#: a count of the requests over a threshold (production slo_threshold_count, slo_phrases._threshold): "60 of the 76
#: completed requests had a TTFT over 1000 ms" -- read as the count of requests that violate a 1000 ms TTFT SLO (strictly
#: over: "at least" is not one of these words)
THRESHOLD_HAVE_VERBS = frozenset({"had", "have", "saw", "see", "showed", "show"})
THRESHOLD_OVER = (("over",), ("above",), ("exceeding",), ("of", "more", "than"), ("more", "than"), ("greater", "than"),
                  ("longer", "than"), ("of", "over"), (">",))
#: an evaluation between a label and its ":" (production casual_filler, label_evaluation): "c64 is where it breaks: 2/24
#: requests timed out, 22 completed" (an ARM, then LABEL_BREAK_PHRASES), "TTFT stays reasonable: mean 600 ms" (a label of
#: at most four words, a copula of LABEL_EVALUATION_COPULAS and one of EVALUATION_WORDS): the author's verdict on what
#: the colon then states, taken out, so the label ("c64:", "TTFT:") is read as a label; what follows is graded as it
#: stands. Only right before ":" and only at the sentence's start ("c64 is where it doesn't break" is not these words)
LABEL_BREAK_PHRASES = tuple(tuple(p.split()) for p in (
    "is where it breaks", "is where things break", "is where it falls over", "is where things fall over",
    "is where it falls apart", "is where things fall apart", "is where it starts to break", "is where it starts failing",
    "is where it gets ugly", "is where things get ugly", "is where it tips over"))
LABEL_EVALUATION_COPULAS = frozenset({"is", "was", "stays", "stayed", "remains", "remained", "looks", "seems"})
#: a chat message's opening acknowledgement (production casual_filler): "ok so the 4090 box does ~160 t/s", "Okay, TTFT
#: ...", "yeah so ...": the sentence's first word, only before "so" or "," (what follows is read as any clause's words
#: are; "so" is then the conclusion opener) -- never before ":" ("OK: 24 requests" may label the requests that were ok)
CASUAL_OPENERS = frozenset({"ok", "okay", "alright", "yeah", "yep", "yup", "anyway", "anyways",
                            # "Well, FP8 cut ...": a spoken turn's opener (never "as well" / "well above": the
                            # statement's first word only)
                            "well"})
#: after an opening "so": "So yeah, FP8 cuts ...", "so ok, ..." (the opener word and its "," taken out; "so" stays, the
#: conclusion opener reads it)
#: production casual_filler: verdict tails after a comma that end the sentence (casual.TAILS: ", not a big deal"): the
#: author's judgement of the size of the change just stated, nothing a row could contradict ("APC got us 1.04x the
#: request throughput of the baseline, nothing dramatic"); only these fixed phrases -- "nothing" elsewhere stays a
#: negation
VERDICT_TAILS = tuple(tuple(p.split()) for p in (
    "nothing dramatic", "nothing major", "nothing huge", "nothing spectacular", "nothing earth shattering",
    "nothing crazy", "nothing to write home about", "but nothing dramatic", "but nothing major", "nothing big"))
#: production casual_filler, spoken bound (casual._spoken_bound): ", so still under half a second" -- the fillers taken
#: out after "," right before a bound word and a number (the bound read as ", under 500 ms" is), and the units after
#: "half a" that make the number 0.5 ("half a second": 0.5 s)
BOUND_TAIL_FILLERS = (("so", "still"), ("so",), ("still",))
BOUND_TAIL_WORDS = frozenset({"under", "below"})
SPOKEN_HALVES = frozenset({"second", "sec"})
#: the bound words "half a second" is read after (a bound is its number as written; "about half a second" is not read)
SPOKEN_HALF_BOUNDS = frozenset({"under", "below", "within", "over", "above"})
#: production casual_filler: the change verbs after which "like" before a number is the filler "about" ("TTFT dropped
#: like 36%", "improved like 6%"), and the words before "like" / "something like" that keep it unread ("nothing like
#: 2x": a denial; "looks / feels / seems like 2x": an impression)
FILLER_LIKE_VERBS = frozenset({"dropped", "drops", "fell", "falls", "rose", "rises", "improved", "improves", "grew",
                               "grows", "climbed", "climbs", "increased", "increases", "decreased", "decreases",
                               "jumped", "jumps", "went", "goes", "cut", "cuts", "gained", "gains", "lost", "loses",
                               "faster", "slower", "higher", "lower", "is", "was", "are", "were", "got", "gets"})
FILLER_LIKE_NEVER = frozenset({"nothing", "not", "no", "never", "anything", "looks", "look", "looked", "feels", "feel",
                               "felt", "seems", "seem", "seemed", "sounds", "sound", "more", "less", "much"})
CASUAL_SO_OPENERS = frozenset({"yeah", "ok", "okay", "anyway", "basically"})
#: the author's delight or a sign-off ending the sentence (production casual_filler, closing_tail): ", nice", ", pretty
#: neat", ", not bad", "(nice)", ", hope this helps", ". Hope this helps!", ", if that helps", "hth" -- after "," / "(" /
#: a sentence's end (then the sign-off alone is a sentence): never a word that sizes, doubts or gives the change a
#: direction (", a solid improvement", ", a regression", ", huge win": not these words, unread)
CLOSING_TAILS = tuple(tuple(p.split()) for p in (
    "nice", "neat", "pretty nice", "pretty neat", "very nice", "not bad", "not too shabby", "not bad at all", "cool",
    "pretty cool", "hope this helps", "hope that helps", "hope it helps", "if that helps", "if it helps", "hth",
    "fwiw", "for what it 's worth", "for what it's worth"))
#: where the author ran the comparison, said of their own machine (production casual_filler, own_machine): "On my
#: machine, FP8 cuts ...", "... on my box", "on our end": the witness's own run, nothing a row could contradict;
#: never a GPU, a count or another's machine ("on an A100", "on 8 GPUs", "on your machine" are not these words)
OWN_MACHINE_PHRASES = tuple(tuple(p.split()) for p in (
    "on my machine", "on my box", "on my setup", "on my rig", "on my end", "on our end", "on my system",
    "on my workstation", "on our machine", "on our box", "on our setup", "on our rig", "on our system",
    "on my hardware", "on our hardware", "in my setup", "in our setup"))
#: the author's acceptance of a change just stated, ending the sentence (production casual_filler, evaluation_tail):
#: "a 30% increase we consider acceptable", "..., which we consider acceptable", "..., which is acceptable", "..., a cost
#: I find tolerable" -- after a change noun (CHANGE_NOUNS) or ",": an optional "which" / "that", a first-person
#: subject and a verb of judging (or "which is"), and one of EVALUATION_WORDS, a tail of EVALUATION_AFTER at most. It
#: judges whether the change is worth having, which no row can confirm or contradict; the change itself is graded as it
#: stands. Never a word that sizes or doubts the change ("negligible", "significant", "noise", "unreliable"): those are
#: not these words and stay unread, as does a negated judgement ("we don't consider acceptable")
EVALUATION_SUBJECTS = frozenset({"we", "i"})
EVALUATION_VERBS = frozenset({"consider", "find", "deem", "call", "think", "judge"})
#: the verbs of the author's report of a value said as a relative clause right after it ("the 2.47 req/s we measured on
#: A100": claimcheck/claims/report_relatives.py): measuring or seeing, in the past; never a projection or a wish
#: ("expected", "hoped", "targeted", "wanted", "predicted" are none)
REPORT_RELATIVE_VERBS = frozenset({"measured", "saw", "observed", "recorded", "got", "obtained", "logged"})
EVALUATION_WORDS = (("acceptable",), ("tolerable",), ("fine",), ("reasonable",), ("ok",), ("okay",), ("worth", "it"),
                    ("worth", "paying"), ("a", "fair", "trade"), ("a", "fair", "price"), ("a", "good", "trade"))
EVALUATION_AFTER = (("for", "us"), ("in", "practice"), ("for", "our", "use", "case"), ("for", "interactive", "use"))
CASUAL_OPENER_NEXT = frozenset({"so", ","})
#: production answer_particle (claimcheck/claims/casual.py): a reply's answer word as the statement's very first word,
#: closed by one of ANSWER_PARTICLE_MARKS with more words after it ("Yes. On the A100 the mean end-to-end latency went
#: from 6.58 s to 4.54 s", "Yep, FP8 cut TPOT 31%", "Exactly - TP=2 halves ..."): it affirms a question the statement
#: does not hold, so it adds nothing to the clause after it, which is read as it stands. Only affirmatives: "No." /
#: "Nope." / "Not really." may negate what follows and stay unread; "sure" / "right" are no answer words here (a
#: sarcastic "Sure, FP8 is faster" -- vocabulary.NAME_NEVER holds them for the same reason)
ANSWER_PARTICLES = frozenset({"yes", "yep", "yeah", "yup", "correct", "exactly", "absolutely", "confirmed"})
ANSWER_PARTICLE_MARKS = frozenset({".", ",", "!", "-", "\u2014", "\u2013"})
#: production answer_particle: a reply's answer label at the statement's start ("Short answer: FP8 served 49% more
#: requests per second", "Quick answer - yes, ..."), closed by ":" / "," / a dash, and then an answer particle with its
#: mark at most ("Short answer: yes. ..."); "Short answer: no." leaves "no" unread
ANSWER_LABELS = tuple(tuple(p.split()) for p in (
    "short answer", "the short answer", "quick answer", "the quick answer", "short version", "answer"))
ANSWER_LABEL_MARKS = frozenset({":", ",", "-", "\u2014", "\u2013"})
#: an attestation opening a chat reply: "Can confirm on our A100: ...", "I can confirm that ...", "Can confirm, ...":
#: the author vouches for the clause that follows, which is read and graded as it stands ("that" / ":" / "," after it
#: taken out with it; "can't confirm", "cannot confirm", "can confirm only" are not these words: unread)
CASUAL_ATTESTATIONS = (("can", "confirm"), ("i", "can", "confirm"), ("confirmed",), ("confirming",), ("just", "tested"),
                       ("i", "just", "tested"), ("just", "tried"))
CASUAL_ATTESTATION_NEXT = frozenset({"that", ":", ",", "on", "with", "at", "-", "—", "–"})
#: production bench_opener (claimcheck/claims/openers.py), in a genre's voice: the present tense of a video or a post
#: after a first-person subject ("In this video I compare the Q4_K_M and Q8_0 quants of Llama 3.1 8B on my RTX 4090:"),
#: the verbs of a task done with the subject elided ("Yesterday: finished the radix cache A/B on the A100." -- past
#: only: an imperative "Compare both on ..." is an instruction, not a report), the nouns of a comparison an object may
#: end in ("the radix cache A/B", "the quant comparison") and the leads naming the write-up that may stand before the
#: opener ("In this video", "In this post")
OPENER_PRESENT_VERBS = frozenset({"compare", "benchmark", "test", "pit", "measure", "time", "try", "run", "evaluate"})
OPENER_TASK_VERBS = frozenset({"finished", "completed", "redid", "reran", "repeated"})
OPENER_COMPARISON_NOUNS = frozenset({"comparison", "comparisons", "benchmark", "benchmarks", "sweep", "experiment",
                                     "experiments", "bake-off", "shootout", "ab"})
OPENER_GENRE_LEADS = frozenset(tuple(p.split()) for p in (
    "in this video", "in today 's video", "in today's video", "in this post", "in this thread", "in this blog post", "in this writeup",
    "in this article", "in this update", "in this note", "in this clip", "in this episode", "in this stream",
    "here", "today", "this week", "for this video", "for this post"))
#: "End-to-end" as a sentence adverb at a clause's start (production end_to_end_opener, claimcheck/claims/openers.py):
#: "End-to-end, TTFT fell 24%", "End-to-end on 8x H20, X cut TTFT by 24%" -- the comparison is measured on the whole
#: serving path, which a request-level witness is; inert only before a comma or one of these prepositions (what follows
#: is read as any clause's words are); before anything else ("End-to-end latency fell") it is the metric's own word
END_TO_END_WORDS = (("end-to-end",), ("end", "to", "end"), ("e2e",))
END_TO_END_AFTER = frozenset({",", "on", "across", "at", "in", "with", "under", "using", "for"})
#: a report's header of results (production result_header; DISCOURSE): "benchmark" names whose results they are, never a
#: metric here ("benchmark duration" is one), so the phrase is inert anywhere, as "results" is (not comma-only)
RESULT_HEADERS = ("benchmark results", "benchmark result", "bench results", "benchmarking results", "benchmark summary",
                  "benchmark numbers")
#: a summing-up lead-in (production discourse): "Long story short, ...", "All in all, ...", "Net net: ...", "The short
#: version: ...", "That said, ..." -- inert only before a comma, a colon, a subject pronoun or an arm
#: (DISCOURSE_COMMA_ONLY), what follows read as any clause is
SUMMING_LEADS = ("long story short", "all in all", "net net", "in sum", "that said", "having said that",
                 "the short version", "short version")
#: discourse phrases: they introduce a statement and assert nothing checkable ("For example, ...",
#: "In our experiments, ...", "we observe a 5% reduction"); projections ("we expect", "we anticipate",
#: "can") are not among them and stay unread
DISCOURSE = tuple(tuple(p.split()) for p in (
    "for example", "for instance", "e.g", "e.g .", "i.e", "i.e .", "in our experiments", "in our tests", "in our test", "in my test", "in my tests",
    "in our benchmarks", "in our measurements", "in testing", "in our testing", "in my testing", "in this setup", "in that setup", "in these cases", "in this case",
    "in these experiments", "in this experiment", "overall", "today", "similarly", "in practice", "as a result",
    "in summary", "in short", "result", "results", "summary", "note", "additionally", "in addition", "moreover",
    "furthermore", "notably", "importantly", "here", "we see", "we observe", "we observed", "we measured",
    "we measure", "we found", "we find", "we achieve", "we achieved", "we get", "we got", "we saw", "i get", "i got",
    "i saw", "we watched", "i watched",
    "i see", "i measured", "our tests show", "our results show", "our benchmarks show", "results show",
    "the results show", "this shows", "benchmarks show", "we obtain", "we obtained", "we report", "we reached",
    "in our evaluation", "in our evaluations", "tl ; dr", "tldr", "as an example", "as an illustration",
    "side effect :", "fyi", "btw", "fwiw", "psa", "heads up", "actually", "honestly", "frankly", "tbh",
    # (production discourse) "For what it's worth, TP=2 is ...": the author's modesty about what follows (its
    # closing form ", for what it's worth" is a CLOSING_TAILS phrase); the clause after it is read as any clause is
    "for what it 's worth", "for what it's worth", "for what it \u2019s worth", "for what it\u2019s worth",
    "to be honest",
    # the author's own test named as the source, in a learner's wording ("According to our test, LMDeploy reach ...",
    # "We can see the median ... is ...", "In the whole test there is no failed request", "So in this setting ..."):
    # the clause after it is read as any clause is; "can" only after "we" and before "see" (a modal anywhere else
    # stays unread)
    "according to our test", "according to our tests", "according to our results", "according to our benchmark",
    "according to our benchmarks", "according to our measurements", "according to my test", "according to my tests",
    "we can see", "we can see that", "as we can see", "in this setting", "in the whole test", "in whole test",
    "in the whole benchmark", "in the entire test",
    # a restatement of what the write-up just said ("In other words, ...", "Put differently, ..."): the clause after
    # it is read as any clause is
    "in other words", "put differently", "said differently", "stated differently", "put another way",
    "to put it differently", "to put it another way", "put simply", "simply put", "to summarize", "to summarise",
    "to sum up", "in a nutshell",
    # the write-up named as a video, a thread, a stream (production bench_opener's genre leads: "In this video I
    # compare ...", "In today's video, ...")
    "in this video", "in today 's video", "in today's video", "in this thread", "in this clip", "in this episode",
    "in this stream", "in this update", "in this note", "for this video", "for this post",
    # a report's header naming what follows as the benchmark's results (production result_header: "Benchmark results
    # for pr-11234 vs main (vLLM, 1x H100):", "📊 Benchmark results:"), as "Results for A vs B (...):" is read: what
    # follows is read as any clause's words are
    *RESULT_HEADERS, *SUMMING_LEADS))  # a header label ("Side-effect: throughput dropped from ..."): what follows is read
#: an evidence lead ("Benchmarks show ...", "Our results show that ...", "The numbers show ...": a DISCOURSE or
#: PROSE_PHRASES phrase ending in one of SHOW_VERBS) introduces the clause after it, which is read as usual; right
#: after an owner word that is not the author's ("Their benchmarks show", "its results show", "NVIDIA's numbers show",
#: "vLLM's benchmarks show") it names other evidence than this witness and stays unread (show_lead_of_other)
SHOW_VERBS = frozenset({"show", "shows"})
OTHER_EVIDENCE_OWNERS = frozenset({"their", "its", "those", "his", "her", "your", "'s", "'", "s'"})
#: an attribution lead (claimcheck/claims/figure_leads.py, production attribution_lead): who or what recorded the
#: figures the clause then states -- "The auditor confirmed a request throughput of ...", "Our logs show ...", "The
#: dashboard shows ...", "The bot reports ...", "We confirmed that ...": the author's own instrument or reviewer of this
#: run (a determiner of ATTRIBUTION_DETS, at most one modifier, a source noun) and a verb of recording or vouching
#: (in the present or the past), "that" / ":" / "," at most after it. The clause after it is read and graded as it
#: stands; a negated or modal attribution ("could not confirm", "may show", "did not record") is no such phrase
ATTRIBUTION_DETS = frozenset({"the", "our", "my", "this"})
ATTRIBUTION_SOURCE_MODIFIERS = frozenset({"benchmark", "ci", "grafana", "prometheus", "monitoring", "server", "client",
                                          "serving", "load", "load-test", "loadtest", "perf", "performance",
                                          "independent", "external", "internal", "automated", "bench", "pr", "nightly",
                                          "regression", "github", "benchmarking", "test"})
ATTRIBUTION_SOURCES = frozenset({"auditor", "auditors", "bot", "dashboard", "dashboards", "logs", "log", "harness",
                                 "profiler", "reviewer", "reviewers", "telemetry", "monitor", "monitoring",
                                 "metrics", "tool", "script", "client", "ci", "tracker", "grafana", "prometheus",
                                 "benchmark", "run", "rerun", "re-run", "trace", "traces", "job", "generator",
                                 "pipeline", "runner", "suite", "checker", "validator", "verifier"})
#: who said the figures, in reported speech (production attribution_lead's speakers: "..., the company said.", "...,
#: said the team.", "According to the team, ...", "The maintainers said that ..."): the run's own people, as a
#: journalist or a colleague reports them; the clause is graded as it stands. Never a doubt ("claimed", "alleged")
ATTRIBUTION_SPEAKERS = frozenset({"company", "team", "vendor", "authors", "author", "maintainers", "maintainer",
                                  "engineers", "engineer", "spokesperson", "developers", "researchers", "lab",
                                  "startup", "firm", "provider", "organizers"})
#: verbs of saying after (or before) a speaker: plain reporting only ("claimed", "insisted", "argued" are no such verb)
SAYING_VERBS = frozenset({"said", "says", "stated", "states", "noted", "notes", "added", "adds", "wrote", "writes",
                          "explained", "explains"})
#: what a source's figures are called after "according to" ("according to figures the team shared", "according to the
#: team's numbers"), with a speaker and a verb of giving after them at most
ATTRIBUTION_FIGURE_NOUNS = frozenset({"figures", "numbers", "data", "results", "measurements"})
ATTRIBUTION_GIVING_VERBS = frozenset({"shared", "provided", "released", "published", "supplied", "gave"})
#: the prepositions of an attribution said as a source ("According to the dashboard, ...", "Per our logs, ...", "...,
#: per the dashboard.")
ATTRIBUTION_PREPS = (("according", "to"), ("per",))
ATTRIBUTION_VERBS = frozenset({"confirmed", "confirms", "confirm", "verified", "verifies", "verify", "shows", "show",
                               "showed", "shown", "reports", "reported", "report", "recorded", "records", "record",
                               "logged", "logs", "measured", "measures", "measure", "found", "finds", "registered",
                               "registers", "indicates", "indicated", "indicate"})
#: the verbs of an attribution after "we" / "I" (production attribution_lead; "we measured", "we saw" are DISCOURSE's)
FIRST_PERSON_ATTRIBUTION_VERBS = frozenset({"confirmed", "verified", "recorded", "logged", "registered",
                                            "double-checked", "rechecked", "re-measured", "remeasured"})


def show_lead_of_other(phrase: tuple[str, ...], before: str) -> bool:
    """An evidence lead ``phrase`` (its words) right after the word ``before`` names another witness's evidence."""
    return bool(phrase) and phrase[-1] in SHOW_VERBS and before in OTHER_EVIDENCE_OWNERS

# --- setting descriptors: the run's setup stated in prose, checked against the witness's record ------
#: "at concurrency 16", "at a batch size of 32", "(c=64)", "with 16 concurrent users", "when serving 8
#: users", "at 16 QPS": a setting fact ``key = N`` (claimcheck.claims.statistics checks it against the
#: settings the witness records: agrees, contradicted, or unknowable when it records none). A phrase
#: the witness's own arm settings give is read as that arm or a shared setting instead
#: (``setting_phrases``); these read the same descriptors on any witness.
#: noun phrase before the number -> (setting key, needs "=" between phrase and number)
SETTING_DESC_NOUNS: dict[tuple[str, ...], tuple[str, bool]] = {
    ("concurrency",): ("concurrency", False), ("max", "concurrency"): ("concurrency", False),
    ("maximum", "concurrency"): ("concurrency", False), ("concurrency", "level"): ("concurrency", False),
    ("max", "concurrency", "level"): ("concurrency", False), ("request", "concurrency"): ("concurrency", False),
    ("c",): ("concurrency", True),
    ("batch", "size"): ("batch_size", False), ("batch",): ("batch_size", True), ("bs",): ("batch_size", True),
    ("request", "rate"): ("request_rate", False), ("qps",): ("request_rate", False),
    ("arrival", "rate"): ("request_rate", False), ("request", "arrival", "rate"): ("request_rate", False),
    ("rps",): ("request_rate", False),
}
#: nouns after the number ("16 concurrent users") -> setting key; the modifier before the noun is required
SETTING_DESC_AFTER: dict[tuple[str, ...], str] = {
    **{("concurrent", n): "concurrency" for n in ("requests", "users", "clients", "sessions", "streams", "request",
                                                  "user", "client", "session", "stream")},
    **{("parallel", n): "concurrency" for n in ("requests", "users", "clients", "sessions", "streams")},
    ("qps",): "request_rate", ("rps",): "request_rate",
    # "with 8 threads", "using 8 CPU threads", "with 4 parallel slots": the witness's declared threads / slots
    ("threads",): "threads", ("cpu", "threads"): "threads", ("parallel", "slots"): "parallel_slots",
    ("server", "slots"): "parallel_slots",
    # "at 16 queries per second": an offered load only after "at" / "under" / "with" (SETTING_DESC_LEAD_ONLY)
    ("queries", "per", "second"): "request_rate",
}
#: keys whose nouns after the number read only after a lead ("at 16 queries per second"; "serves 16 queries per
#: second" is an achieved rate)
SETTING_DESC_LEAD_ONLY = frozenset({"request_rate"})
#: "at bs 1" (and "at BS1"): the short noun read without "=" only right after a lead
SETTING_DESC_BARE_AFTER_LEAD = frozenset({("bs",)})
#: production unit_output_tail: the kind of a token rate said right after its bare unit ("11.93 tok/s output", "~728
#: tok/s out"), read only where the value's phrase ends after it (punctuation, the clause's end, or UNIT_OUTPUT_TAIL_NEXT)
UNIT_OUTPUT_TAILS = frozenset({"output", "out"})
UNIT_OUTPUT_TAIL_NEXT = frozenset({"and", "vs", "versus", "with", "for", "on", "at", "while", "but", "("})
#: "single-batch inference", "single batch decoding": batch size 1 (descriptors._single_batch)
SINGLE_BATCH = (("single", "batch"), ("one", "batch"))
#: what may follow a batch-size or concurrency setting as the run it describes ("at batch size 1 inference", "for
#: single-batch decoding"), taken with the setting only before punctuation or the end (never before a metric word)
SETTING_RUN_NOUNS = frozenset({"inference", "decoding", "generation", "serving", "runs", "run", "mode", "setting",
                               "settings", "scenario", "scenarios", "regime", "workloads", "workload",
                               # "in the single-stream case", "in the batch-1 case": the run the setting names
                               "case", "cases"})
#: words that may introduce a setting descriptor (read with it: "at", "with", "under", "for"; "when serving")
SETTING_DESC_LEADS = frozenset({"at", "with", "under", "for", "using"})
#: "when serving 16 users", "when running 8 concurrent requests": the condition is the setting
SETTING_DESC_WHEN_VERBS = frozenset({"serving", "running", "handling", "processing", "using"})
#: nouns counted after "serving N" that mean the concurrency ("when serving 16 users")
SETTING_DESC_SERVED = frozenset({"users", "clients", "requests", "sessions", "streams"})

# --- "performance", and throughput of one phase ---------------------------------------------------
#: "performance" names no metric by itself: it is read only where the comparison's own word fixes it
#: as the generic speed ("2.4x better performance than X", "a 6.6x performance improvement", "faster
#: inference performance"): the words of ``PERFORMANCE_WORDS``, and any word of a direction (``PERFORMANCE_SENSES``:
#: "2x higher performance", production performance_measures)
PERFORMANCE = "performance"
PERFORMANCE_WORDS = SPEED_WORDS | frozenset({"improvement", "improvements", "gain", "gains", "speedups"})
#: verbs of the metric's sense ("Llama4 on DGXH100 has regressed by 14.23%", "performance improved by 20%"): with no
#: metric named anywhere in the statement (``performance`` aside) they name the generic speed, as "better" / "worse"
#: do; a percent of theirs has the rate's and the time's meanings (grammar production sense_verb_speed,
#: claimcheck/claims/generic_speed.py)
SENSE_SPEED_VERBS = frozenset({"improved", "improves", "regressed", "regresses", "worsened", "worsens"})
PERFORMANCE_WORDS = PERFORMANCE_WORDS | SENSE_SPEED_VERBS
#: the senses a comparison of "performance" is read with whatever its word (production performance_measures): the
#: metric's ("better", "worse") and the value's ("higher", "increase", "lower": performance is the speed of the work, so
#: higher is faster; graded under each of its measures, claimcheck/claims/work_measures.py)
PERFORMANCE_SENSES = frozenset({"better", "worse", "up", "down"})
#: the words of the metric's sense whose percent, in a statement naming no metric, has the time's meaning beside the
#: rate's ("X is 16.6% worse" of a 14.2% lower rate: 16.6% more time): false only when both are contradicted
SENSE_SPEED_WORDS = SENSE_SPEED_VERBS | frozenset({"better", "worse"})
#: the work nouns whose speed a comparison names when said as what is fast ("1.5x faster inference", "inference is 30%
#: faster", "faster serving", "inference speed"): with "performance" (``PERFORMANCE``), the speed of the work, graded under
#: each of its measures on a request-ab witness (request and output-token throughput, 1 / mean end-to-end latency,
#: 1 / wall) where the sentence names no other metric (production performance_measures, claimcheck/claims/work_measures.py)
WORK_SPEED_NOUNS = frozenset({"inference", "serving"})
#: decode / prefill throughput name one phase of a request: read as the per-phase token rates (the
#: metrics ollama's "eval rate" / "prompt eval rate" name), which no witness re-derives: not-yet
_PHASE_AND_PERFORMANCE = [
    ("performance", PERFORMANCE), ("inference performance", PERFORMANCE), ("serving performance", PERFORMANCE),
    ("overall performance", PERFORMANCE), ("end to end performance", PERFORMANCE), ("perf", PERFORMANCE),
    ("decode throughput", "decode_token_rate"), ("decoding throughput", "decode_token_rate"),
    ("decode speed", "decode_token_rate"), ("decode token throughput", "decode_token_rate"),
    ("prefill throughput", "prefill_token_rate"), ("prefill token throughput", "prefill_token_rate"),
    ("prompt throughput", "prefill_token_rate"), ("prefill speed", "prefill_token_rate"),
    # llama.cpp's (llama-bench's "pp") name for the prompt rate: re-derived on a llama.cpp / ollama witness only
    # (claimcheck.claims.llama_rates: prompt tokens / TTFT, never false)
    ("prompt processing", "prefill_token_rate"), ("prompt processing speed", "prefill_token_rate"),
    ("prompt processing rate", "prefill_token_rate"),
    # a llama.cpp front end's label of the same rate ("Prompt evaluation speed : 4668 tokens per second", beside
    # "Generation speed : 93 tokens per second"): ollama's "prompt eval rate" written out
    ("prompt evaluation speed", "prefill_token_rate"), ("prompt evaluation rate", "prefill_token_rate"),
    ("prompt eval speed", "prefill_token_rate"),
]
_M.extend(_PHASE_AND_PERFORMANCE)
METRIC_PHRASES.extend((tuple(p.split()), m) for p, m in _PHASE_AND_PERFORMANCE)
METRIC_PHRASES.sort(key=lambda x: -len(x[0]))
#: the sense of the metrics a statement may name that no witness re-derives (a comparison of them is
#: read, then not-yet: "2x higher decode throughput than X")
UNDERIVED_HIGHER_IS_BETTER = {m: True for m in UNDERIVED_METRICS}

# --- percent changes stated by the metric's sense ("TTFT improved by 20%") -------------------------
#: the words whose direction is the metric's sense (better / worse), not the value's (up / down): the
#: direction words, change verbs and change nouns that say "better" or "worse". A percent change of a
#: lower-is-better metric (TTFT, latency, TPOT, wall) stated with one of them has two meanings in real
#: write-ups: the change of the value ("TTFT improved by 20%": TTFT 20% lower, the reading) and the change
#: of the speed, the value's inverse ("improved by 100%": twice as fast, TTFT halved). The grader reads
#: the first and accuses only when both are contradicted (claimcheck.claims.quantities, docs/claim-check.md).
SENSE_OF_METRIC_WORDS = frozenset(
    w for table in (SENSE, CHANGE_VERBS, CHANGE_INTRANS, CHANGE_NOUNS, PCT_CHANGE_NOUNS) for w, s in table.items()
    if s in ("better", "worse"))
#: the words whose direction is the value's (up / down): with one of them the change is of the value only
SENSE_OF_VALUE_WORDS = frozenset(
    w for table in (SENSE, CHANGE_VERBS, CHANGE_INTRANS, CHANGE_NOUNS, PCT_CHANGE_NOUNS) for w, s in table.items()
    if s in ("up", "down"))
#: the speed words: a percent change of a rate stated with one of them ("83% faster", "a 40% speedup", "20%
#: slower") has a second meaning in real write-ups, the change of the time ("83% faster": 83% less time)
#: the words of a runtime said end to end ("E2E runtime", "end-to-end runtime": METRIC_PHRASES, the wall): an
#: assertion's span with them has a second meaning, each request's end-to-end latency (quantities._e2e_runtime)
E2E_RUNTIME_WORDS = r"\b(?:end[-\s\u2011]to[-\s\u2011]end|e2e)[-\s\u2011]*runtimes?\b"
#: the speed nouns a percent and a metric of the whole run's time may end with (production runtime_speed_noun: "a
#: 10-60% E2E runtime speed-up", "a 26% runtime slowdown"): the time's change in the noun's direction (a speedup:
#: lower), its other meaning (the speed's change: quantities._speed_meaning) taken by the false bar; the lexer splits
#: "speed-up" into "speed" "up"
RUNTIME_SPEED_NOUNS = {"speedup": "better", "speedups": "better", "slowdown": "worse", "slowdowns": "worse"}
#: the word that may close a comparison right after its baseline arm (production overall_tail: "10% higher than
#: DeepSpeed overall"): the comparison on the whole of the runs, the pooled one it is graded as
OVERALL_TAILS = frozenset({"overall"})
#: the words of a speed said of each request (quantities._speed_is_per_request): "33% faster LLM inference", "a 33%
#: improvement in speed (output tokens per second)" -- Baseten's FP8 post means the per-user rate (1 / TPOT), not
#: the aggregate's; a comparison of a rate said with one of them and none of AGGREGATE_RATE_WORDS has that meaning too
SPEED_MEANING_WORDS = frozenset({"faster", "slower", "quicker", "speed", "speeds", "speedup", "speedups", "speed-up"})
#: the words that say a rate is the whole run's (all requests together): with one of them a speed is not per request
AGGREGATE_RATE_WORDS = frozenset({"throughput", "throughputs", "total", "aggregate", "aggregated", "overall",
                                  "combined", "request", "requests", "req", "reqs", "rps", "qps", "task", "tasks",
                                  "job", "jobs", "corpus", "batch", "batches", "system", "cluster", "concurrent",
                                  "wall", "makespan", "runtime", "finished", "finishes", "completed", "completes"})
SPEED_TIME_WORDS = frozenset({"faster", "quicker", "sooner", "slower", "speedup", "speedups", "speed-up", "slowdown",
                              "slowdowns", "speeds", "sped", "speeding", "accelerate", "accelerates", "accelerated",
                              "accelerating"})

# --- context descriptors: hardware, software versions, parallelism, datasets, workloads ----------
# (claimcheck.claims.descriptors reads them; claimcheck.claims.statistics checks them against what
# the witness itself records, never the importing host)
#: more accelerators (one token each in a statement; GPU_RE below finds them in a hardware string)
GPUS = GPUS | frozenset({"h20", "l20", "b300", "gb300", "gb10", "mi300a", "mi325x", "mi350x", "mi355x", "gfx942",
                         "gfx90a", "gfx950"})
#: a GPU's name glued to its memory amount in one word, with the package nvidia-smi writes between them: "A100-80GB",
#: "H100-80G", "A100-SXM4-80GB", "A100-PCIE-40GB" (group 1 the GPU, group 2 the memory in GB; the package word stays in
#: the fact's words, read by ``gpu_packages``)
GPU_MEMORY_IDENT = re.compile(r"^([a-z][a-z0-9]*)(?:-(?:sxm[45]?|pcie|nvl\d*))?-(\d+)g(?:b|ib)?$")
GPU_RE = re.compile(
    r"\b(?:nvidia\s+|amd\s+|instinct\s+|tesla\s+|geforce\s+|rtx\s+(?=a\d{4}\b))?"
    r"(gh200|gb200|gb300|gb10|b300|b200|b100|h200|h100|h800|h20|a100|a800|a6000|a5500|a5000|a4500|a4000|a2000|a10g|a10|"
    r"a30|a40|l40s|l40|l20|l4|t4|v100|"
    r"p100|k80|mi355x|mi350x|mi325x|mi300x|mi300a|mi300|mi250x|mi250|mi210|gfx942|gfx90a|gfx950|"
    r"jetson\s+(?:agx\s+)?orin(?:\s+(?:nano|nx))?|rtx\s?\d{4}(?:\s?ti)?|tpu(?:\s?v\d+[a-z]?)?|gaudi\s?\d?)\b", re.I)
#: AMD's LLVM targets name a series ("On gfx942 (MI300X/MI325X)"); Jetson Orin is the series of
#: the AGX Orin, Orin NX and Orin Nano modules
#: the maker of each accelerator GPU_RE finds (its capture, lower case without spaces), by the name's start: the GPU
#: vendor a statement names ("on NVIDIA GPUs", "not tested on AMD GPUs") is checked against it (gpu_vendor)
GPU_VENDOR_PREFIXES = {"nvidia": ("gh", "gb", "b1", "b2", "b3", "h1", "h2", "h8", "a1", "a2", "a3", "a4", "a5", "a6", "a8", "l4", "l2",
                                  "t4", "v1", "p1", "k8", "rtx", "jetson"),
                       "amd": ("mi", "gfx"), "google": ("tpu",), "intel": ("gaudi",)}
#: the words after a vendor that make it the GPU's vendor, not a CPU's ("AMD GPUs", "NVIDIA accelerators", "AMD
#: Instinct"): read as one fact, gpu_vendor
#: what a run spends, never a measured metric: a ratio right before "the" / "as many" / "as much" and one of these ("half
#: the GPUs", "twice as many cards", "2x the GPU count", "double the cost") is a ratio of resources, not of the clause's
#: metric (grammar._resource_ratio: left unread; it was read as the throughput's ratio and graded false)
RESOURCE_NOUNS = frozenset({"gpu", "gpus", "card", "cards", "accelerator", "accelerators", "chip", "chips", "device",
                            "devices", "node", "nodes", "server", "servers", "machine", "machines", "instance",
                            "instances", "replica", "replicas", "hardware", "memory", "vram", "hbm", "cost", "costs",
                            "price", "spend", "budget", "money", "power", "watts", "energy", "cpu", "cpus", "cores",
                            "core", "tpu", "tpus", "h100s", "a100s", "h200s", "l40s", "l4s", "t4s", "hours", "dollars"})
GPU_VENDOR_NOUNS = frozenset({"gpu", "gpus", "accelerator", "accelerators", "card", "cards", "instinct", "hardware"})
#: production gpu_vendor_list: the GPU makers a list before one GPU noun may name ("AMD or Intel GPUs", "NVIDIA and AMD
#: GPUs"), and what joins them: each vendor of the list is a gpu_vendor fact, not a host CPU's maker
GPU_VENDOR_WORDS = frozenset({"nvidia", "amd", "intel"})
#: production vendor_alone: the words after "NVIDIA" that leave it alone, the accelerators' maker ("NVIDIA not tested",
#: "no NVIDIA results", "NVIDIA or AMD"); before a GPU's name ("NVIDIA H100") it is part of that name
NVIDIA_ALONE_AFTER = frozenset({"not", "was", "were", "is", "results", "numbers", "systems", "platforms", "setups",
                                "only", "or", "and", "nor", "untested"})
GPU_VENDOR_JOINS = frozenset({"or", "and", "nor", "/", ","})


def gpu_vendor_of(gpu: str) -> str | None:
    """The vendor of an accelerator name as GPU_RE captures it ("h100" -> nvidia, "mi300x" -> amd), or None."""
    g = re.sub(r"\s+", "", gpu.lower())
    return next((v for v, ps in GPU_VENDOR_PREFIXES.items() if g.startswith(ps)), None)


GPU_SERIES.update({"gfx942": ("mi300x", "mi300a", "mi325x"), "gfx90a": ("mi210", "mi250", "mi250x"),
                   "gfx950": ("mi350x", "mi355x"),
                   "jetsonorin": ("jetsonagxorin", "jetsonorinnx", "jetsonorinnano")})
GPU_VARIANTS.update({"b300": ("gb300",)})
#: words after a GPU name that say which package or memory it has ("H100 SXM 80GB", "GB300 NVL72");
#: read as part of the GPU's name (the memory amount is its own fact)
GPU_FORM_WORDS = frozenset({"sxm", "sxm4", "sxm5", "pcie", "nvl", "nvl2", "nvl4", "nvl8", "nvl16", "nvl36", "nvl72",
                            "hbm3", "hbm3e", "hgx", "dgx"})
#: the package a form word names ("SXM5" is an SXM part, "NVL72" an NVL one): read as its own fact beside the GPU and
#: agreed only where the witness's hardware string names that package (``GPU_PACKAGE_BY_NAME`` for names that imply
#: it), never contradicted; "HBM3", "HGX" and "DGX" name no package here
GPU_PACKAGES = {"sxm": "SXM", "sxm4": "SXM", "sxm5": "SXM", "pcie": "PCIe", "nvl": "NVL", "nvl2": "NVL", "nvl4": "NVL",
                "nvl8": "NVL", "nvl16": "NVL", "nvl36": "NVL", "nvl72": "NVL"}
#: a GPU's name as ``nvidia-smi`` prints it that implies its package: the H100 SXM5 is "NVIDIA H100 80GB HBM3" (the
#: PCIe card is "NVIDIA H100 PCIe", the NVL card "NVIDIA H100 NVL")
GPU_PACKAGE_BY_NAME = ((re.compile(r"\bh100\s+80\s?gb\s+hbm3\b(?!e)", re.I), "SXM"),)
_PACKAGE_WORD = re.compile(r"(?<![\w.])(sxm[45]?|pcie|nvl\d*)(?![\w.])", re.I)


def gpu_packages(text: str) -> set[str]:
    """The GPU packages a text names: its form words ("H100 SXM5" -> SXM, "A100-PCIE-40GB" -> PCIe) and the
    ``nvidia-smi`` names that imply one (``GPU_PACKAGE_BY_NAME``)."""
    out = {GPU_PACKAGES[m.group(1).lower()] for m in _PACKAGE_WORD.finditer(text)}
    return out | {pkg for rx, pkg in GPU_PACKAGE_BY_NAME if rx.search(text)}


#: the memory of GPUs made in one size only (GB as the maker states it: NVIDIA's and AMD's product pages), so that a
#: scope's "RTX 4090 24GB" agrees with a witness recording "NVIDIA GeForce RTX 4090" and no amount. Cards sold in
#: several sizes (H100 80/94 GB, A100 40/80 GB, V100 16/32 GB, GH200, B200) are not here: for them only the hardware
#: string's own amount agrees. Used only where the hardware string records no amount at all, and never to
#: contradict (a card may be modified; a stated amount may be the host's RAM).
GPU_MEMORY_GB: dict[str, float] = {
    "rtx4090": 24, "rtx3090": 24, "rtx3090ti": 24, "rtx4080": 16, "rtx5090": 32, "l40s": 48, "l40": 48, "l4": 24,
    "a10g": 24, "a10": 24, "a40": 48, "a30": 24, "t4": 16, "h200": 141, "mi300x": 192, "mi325x": 256, "mi250x": 128,
    "mi250": 128, "mi210": 64, "a6000": 48,
}
#: AMD sells the MI325X in its Instinct MI300 Series (https://www.amd.com/en/technologies/cdna.html: "AMD CDNA 3 is
#: the dedicated compute architecture underlying AMD Instinct MI300 Series accelerators", listing the MI300A and the
#: MI325X): "on MI300" of a witness recording an MI325X agrees, never contradicted
GPU_SERIES["mi300"] = ("mi300x", "mi300a", "mi325x")
#: GPU architecture families (a statement's "on Hopper", "on NVIDIA Ampere GPUs", "on CDNA3"): the family -> the GPUs
#: (as ``GPU_RE`` captures them, lower case without spaces) that belong to it, and where the membership is written.
#: A family fact agrees where every GPU the witness records belongs to the family, is contradicted only where every
#: one is a GPU of this table in another family, and is unknowable otherwise (no GPU recorded, a CPU-only witness,
#: a GPU of no family here) -- ``descriptors._check_family``.
GPU_FAMILIES: dict[str, tuple[str, ...]] = {
    # https://nvidia.github.io/TensorRT-LLM/supported-hardware.html ("NVIDIA Hopper: H100, H200, GH200");
    # https://www.nvidia.com/en-us/data-center/technologies/hopper-architecture/ (H100, H200); H800 and H20 are
    # the export variants of the same GH100 die (https://ai-infrastructure.net/gpu-hopper/)
    "Hopper": ("h100", "h200", "h800", "h20", "gh200"),
    # https://www.nvidia.com/en-us/data-center/ampere-architecture/ (A100, A30, A40, A10, A16, A2, RTX A6000);
    # A10G is AWS's A10, A800 the export A100; GeForce RTX 30 series; Jetson Orin's GPU is an Ampere GPU
    # (https://www.nvidia.com/en-us/autonomous-machines/embedded-systems/jetson-orin/)
    "Ampere": ("a100", "a800", "a10", "a10g", "a30", "a40", "a6000", "rtx3050", "rtx3060", "rtx3060ti", "rtx3070",
               "rtx3070ti", "rtx3080", "rtx3080ti", "rtx3090", "rtx3090ti", "jetsonorin", "jetsonagxorin",
               "jetsonorinnx", "jetsonorinnano"),
    # https://nvidia.github.io/TensorRT-LLM/supported-hardware.html ("NVIDIA Ada Lovelace: L20, L40/L40S");
    # https://www.nvidia.com/en-us/data-center/l4/ (L4: "NVIDIA Ada Lovelace architecture"); GeForce RTX 40 series
    "Ada Lovelace": ("l4", "l20", "l40", "l40s", "rtx4060", "rtx4060ti", "rtx4070", "rtx4070ti", "rtx4080",
                     "rtx4090"),
    # https://nvidia.github.io/TensorRT-LLM/supported-hardware.html ("NVIDIA Blackwell: B200, GB200, B300, GB300,
    # DGX Spark" -- DGX Spark's chip is the GB10); B100 (https://www.nvidia.com/en-us/data-center/technologies/
    # blackwell-architecture/); GeForce RTX 50 series
    "Blackwell": ("b100", "b200", "b300", "gb200", "gb300", "gb10", "rtx5060", "rtx5070", "rtx5070ti", "rtx5080",
                  "rtx5090"),
    # https://www.nvidia.com/en-us/data-center/v100/ ("NVIDIA Volta"); T4 (https://www.nvidia.com/en-us/data-center/
    # tesla-t4/: "NVIDIA Turing"), GeForce RTX 20 series; P100 (Pascal); K80 (Kepler)
    "Volta": ("v100",),
    "Turing": ("t4", "rtx2060", "rtx2070", "rtx2080", "rtx2080ti"),
    "Pascal": ("p100",),
    "Kepler": ("k80",),
    # https://www.amd.com/en/technologies/cdna.html: CDNA 3 underlies the Instinct MI300 Series (MI300X, MI300A,
    # MI325X; LLVM target gfx942), CDNA 2 the MI200 Series (MI210, MI250, MI250X; gfx90a); CDNA 4 the MI350 Series
    # (MI350X, MI355X; gfx950: https://www.amd.com/en/products/accelerators/instinct/mi350.html)
    "CDNA 3": ("mi300", "mi300x", "mi300a", "mi325x", "gfx942"),
    "CDNA 2": ("mi210", "mi250", "mi250x", "gfx90a"),
    "CDNA 4": ("mi350x", "mi355x", "gfx950"),
}
#: the words a statement names a family by (one token each; "CDNA 3" is two, "Ada Lovelace" reads both)
GPU_FAMILY_WORDS = {"hopper": "Hopper", "ampere": "Ampere", "ada": "Ada Lovelace", "lovelace": "Ada Lovelace",
                    "blackwell": "Blackwell", "volta": "Volta", "turing": "Turing", "pascal": "Pascal",
                    "kepler": "Kepler", "cdna3": "CDNA 3", "cdna2": "CDNA 2", "cdna4": "CDNA 4"}
#: the vendor of each family (a vendor word before the family must be its own: "NVIDIA Hopper", not "AMD Hopper")
GPU_FAMILY_VENDOR = {f: ("amd" if f.startswith("CDNA") else "nvidia") for f in GPU_FAMILIES}


def gpu_family_of(gpu: str) -> str | None:
    """The family of a GPU name as ``GPU_RE`` captures it (lower case, no spaces), or None."""
    g = gpu.lower().replace(" ", "")
    return next((f for f, members in GPU_FAMILIES.items() if g in members), None)
#: the noun of one GPU after an arm whose own name is a GPU (arm_nouns production arm_gpu_noun: "the new H200 GPU
#: achieves 11,819 tokens/s"): the arm; singular only ("8 H200 GPUs" is a count, read by the descriptors)
ARM_GPU_NOUNS = ("gpu", "card", "accelerator")
#: Apple silicon in a statement or a hardware string: "M1 Max", "Mac M1", "Apple M2 Pro" (generation, tier)
APPLE_CHIP_RE = re.compile(r"\b(?:apple|mac(?:book)?(?:\s+(?:pro|air|mini|studio))?)\s+m([1-9])(?:\s+(pro|max|ultra))?\b",
                           re.I)
APPLE_TIERS = ("pro", "max", "ultra")
#: a memory amount in a hardware string ("RTX 3070 (8 GB VRAM)", "Apple M1, 16 GB RAM", "H100 80GB")
MEMORY_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(gb|gib|tb)\b", re.I)
MEMORY_WORDS = frozenset({"vram", "ram", "memory", "hbm", "unified"})
#: software whose version a statement may name ("on top of ROCm 6.1 and PyTorch 2.3"): the word ->
#: the setting key, and the keys under which a witness may record that version
SOFTWARE_VERSIONS = {"rocm": "rocm_version", "pytorch": "torch_version", "torch": "torch_version",
                     "cuda": "cuda_version", "cudnn": "cudnn_version", "nccl": "nccl_version",
                     "triton": "triton_version", "flashinfer": "flashinfer_version", "python": "python_version"}
SOFTWARE_VERSION_KEYS = {
    "rocm_version": ("rocm_version", "rocm", "hip_version"), "torch_version": ("torch_version", "torch", "pytorch",
                                                                               "pytorch_version"),
    "cuda_version": ("cuda_version", "cuda"), "cudnn_version": ("cudnn_version", "cudnn"),
    "nccl_version": ("nccl_version", "nccl"), "triton_version": ("triton_version", "triton"),
    "flashinfer_version": ("flashinfer_version", "flashinfer"), "python_version": ("python_version", "python")}
#: parallelism ("TP2", "tp=8", "DP1×SP8", "EP8", "--tensor-parallel-size 4"): the prefix -> the setting
#: key, and the keys under which a witness may record it
PARALLEL_PREFIXES = {"tp": "tensor_parallel_size", "dp": "data_parallel_size", "pp": "pipeline_parallel_size",
                     "ep": "expert_parallel_size", "sp": "sequence_parallel_size"}
PARALLEL_KEYS = {
    "tensor_parallel_size": ("tensor_parallel_size", "tp", "tp_size", "tensor_parallel", "tensor_parallel_degree"),
    "data_parallel_size": ("data_parallel_size", "dp", "dp_size", "data_parallel"),
    "pipeline_parallel_size": ("pipeline_parallel_size", "pp", "pp_size", "pipeline_parallel"),
    "expert_parallel_size": ("expert_parallel_size", "ep", "ep_size", "expert_parallel"),
    "sequence_parallel_size": ("sequence_parallel_size", "sp", "sp_size", "sequence_parallel")}
PARALLEL_WORDS = {"tensor": "tp", "data": "dp", "pipeline": "pp", "expert": "ep", "sequence": "sp"}
#: benchmark datasets: the canonical name -> its spellings (as the tokenizer splits them: "MT-Bench"
#: is "mt bench"); a witness records one under settings.dataset (vLLM's --dataset-name / path)
DATASETS = {"sharegpt": ("sharegpt",), "mt-bench": ("mt bench", "mtbench"), "humaneval": ("humaneval", "human eval"),
            "speed-bench": ("speedbench", "speed bench"), "gsm8k": ("gsm8k",), "longbench": ("longbench",),
            "sonnet": ("sonnet",), "alpaca": ("alpaca",), "burstgpt": ("burstgpt",), "mmlu": ("mmlu",),
            "lmsys-chat-1m": ("lmsys chat 1m", "lmsys chat"), "instructcoder": ("instructcoder",),
            "random": ("random dataset", "random prompts", "random data", "synthetic dataset", "synthetic prompts",
                       "synthetic data")}
DATASET_KEYS = ("dataset", "dataset_name", "dataset_path", "data", "benchmark_dataset")
#: benchmark clients named as the tool that measured a run (production client_tool: "(AIPerf, 200 reqs)", "measured with
#: GuideLLM"): name -> the words that spell it (a hyphen between the words of "genai-perf"); checked against the
#: importer the witness records (descriptors.witness_client_tool). "vLLM bench" / "bench_serving" are left out: "vLLM"
#: names an engine, an arm
CLIENT_TOOLS = {"aiperf": (("aiperf",),), "genai-perf": (("genai", "perf"),), "llmperf": (("llmperf",),),
                "guidellm": (("guidellm",),), "vllm-bench": (("vllm", "bench", "serve"), ("vllm", "bench")),
                "sglang-bench": (("sglang.bench_serving",), ("bench", "serving"))}
#: a client tool's spellings written as a command, its words apart ("vllm bench serve"); any other spelling of several
#: words is one word joined by "-" or "_" ("genai-perf", "bench_serving")
CLIENT_TOOL_COMMANDS = frozenset({("vllm", "bench", "serve"), ("vllm", "bench")})
#: the importer a witness names -> the client tool whose results it reads (the console printout of "vllm bench serve"
#: is vllm-bench-text's)
CLIENT_TOOL_IMPORTERS = {"vllm-bench-text": "vllm-bench"}
#: client tools whose result files the importers tell apart only by a field the run chose ("vllm bench serve
#: --backend sglang" writes what sglang.bench_serving writes): one of them said of a witness imported as the other is
#: not known, never contradicted (descriptors._check_client_tool)
CLIENT_TOOL_KIN = (frozenset({"vllm-bench", "sglang-bench"}),)
#: the sequence-length settings ("ISL/OSL = 8192/1", "ISL=1024, OSL=128") and where a witness records them
SEQ_LEN_KEYS = {"input_len": ("input_len", "random_input_len", "isl", "input_length", "prompt_len"),
                "output_len": ("output_len", "random_output_len", "osl", "output_length", "max_tokens")}


def version_phrases(version: str, engine: str | None, post_base: bool = True) -> list[str]:
    """The phrases that name an arm by its own engine version ("v0.6.0", "version 2", "vLLM 0.15.0",
    "vLLM v0.6.0"): grammar.arm_phrases adds them when every arm declares a version and they all differ."""
    v = version.strip().lstrip("vV")
    if not v:
        return []
    out: list[str] = []
    # production: version_post_base -- a post-release is its release's ("0.6.3" of "0.6.3.post1", as people write it);
    # the caller keeps a phrase that exactly one arm gives (arms 0.6.3 and 0.6.3.post1: "0.6.3" names the first only)
    base = re.fullmatch(r"(\d+\.\d+\.\d+)\.post\d+", v.lower()) if post_base else None
    for x in (v, base.group(1)) if base else (v,):
        out += [f"v{x}", f"version {x}"]
        if x.count(".") >= 2 and re.fullmatch(r"[0-9][0-9a-z.]*", x.lower()):
            out.append(x)  # "from vLLM 0.8.4 to 0.8.5": a bare version of three parts is no number (never "0.8")
        e = engine_of(engine) if isinstance(engine, str) else None
        for p in ENGINE_ARM_PHRASES.get(e or "", ()):
            out += [f"{p} {x}", f"{p} v{x}", f"{p} version {x}"]
    return [p.lower() for p in out]


#: gerunds of a move from one version (or engine) to another after "after" / "when" ("After upgrading from vLLM 0.8.4
#: to 0.8.5, ..."): the from-to binder of two arms (grammar.m_binder's production upgrade_lead)
UPGRADE_GERUNDS = frozenset({"upgrading", "updating", "migrating", "moving", "switching", "going", "bumping",
                             "downgrading", "changing"})
#: the same move said by its author in the past, after "when" / "after" / "once" and "we" / "I" ("So when we moved from
#: SGLang 0.3.2 to 0.4.0, throughput went up about 46%": grammar.m_binder's production upgrade_lead)
UPGRADE_PAST_VERBS = frozenset({"upgraded", "updated", "migrated", "moved", "switched", "went", "bumped", "downgraded",
                                "changed"})
UPGRADE_PAST_SUBJECTS = frozenset({"we", "i", "you"})
#: the same moves said in the present ("Mean TPOT drops 33% when you switch from tp1-pp2 to tp2-pp1"): read as the past
UPGRADE_PRESENT_VERBS = frozenset({"upgrade", "update", "migrate", "move", "switch", "go", "change"})
#: what the author moved between the verb and "to" (claimcheck/claims/event_arms.py, production move_to_arm): "when we
#: moved the same traffic to H200", "after moving our workload to FP8", "once we switched it over to SGLang" -- a
#: determiner (MOVE_OBJECT_DETS), "same" at most and one of these nouns, or a pronoun (MOVE_OBJECT_PRONOUNS), then
#: "over" at most: the work that ran on both arms, nothing an arm, a number, a model or a metric could hide in
MOVE_OBJECT_DETS = frozenset({"the", "our", "this", "that", "my"})
MOVE_OBJECT_NOUNS = frozenset({"traffic", "workload", "workloads", "load", "deployment", "service", "benchmark",
                               "requests", "prompts", "test", "tests", "replay", "setup", "serving", "endpoint", "job",
                               "jobs", "stack", "server"})
MOVE_OBJECT_PRONOUNS = frozenset({"it", "them", "everything"})
#: the part of the stack an act changed, between the move's gerund and "from" ("Switching the backend from vLLM to
#: TensorRT-LLM: ...", "Moving the serving engine from A to B", "Changing the KV cache dtype from auto to fp8"): a
#: determiner (MOVE_OBJECT_DETS), at most one MOVE_DIMENSION_MODIFIERS word, and one of these nouns -- inert words,
#: read only where "from A to B" names two arms (an arm, a number, a model or a metric cannot hide in them)
MOVE_DIMENSION_NOUNS = frozenset({"backend", "backends", "engine", "runtime", "framework", "precision", "dtype",
                                  "datatype", "quantization", "weights", "kernel", "kernels", "scheduler", "config",
                                  "configuration", "version", "image", "container", "build"})
MOVE_DIMENSION_MODIFIERS = frozenset({"serving", "inference", "attention", "model", "weight", "compute", "cache",
                                      "engine", "runtime", "server", "docker"})
#: gerunds of an act putting one arm in another's place, at a clause's start (grammar.m_binder's production
#: replace_subject): "Replacing vLLM with SGLang cut ...", "Swapping FP16 for FP8 raised ...", "Swapping out X for Y"
#: -- the first arm the baseline, the second the subject, as "from A to B"
#: verbs of an act's effect that take the model measured as their first object, right before an amount (grammar
#: production give_model): "Upgrading vLLM from 0.6.3 to 0.8.5 gave Llama-3.1-8B 31% more output throughput"
GIVE_RECIPIENT_VERBS = frozenset({"gave", "gives", "give", "brought", "brings", "bought", "buys", "earned", "earns",
                                  "got", "gets"})
REPLACE_GERUNDS = {"replacing": ("with", "by"), "swapping": ("for", "with"), "exchanging": ("for",),
                   "trading": ("for",)}  # never "substituting" ("substituting FP8 for FP16": the new one first)
#: nouns of such a move as a clause's subject ("The upgrade from vLLM 0.5.5 to 0.6.0 brought 1.66x the throughput"):
#: grammar.m_binder's production upgrade_subject, with the gerunds at a clause's start ("Upgrading from A to B ...")
UPGRADE_NOUNS = frozenset({"upgrade", "update", "migration", "move", "switch", "downgrade"})
#: the determiners of a deployment moved at a clause's start ("Moving our Qwen2.5-32B deployment from BF16 to FP8
#: took ..."; grammar.m_binder's production upgrade_subject: the model a fact, the head one of MODEL_HEADS)
UPGRADE_OBJECT_DETS = frozenset({"our", "the", "this", "my"})


#: words of a single user / stream: concurrency 1 ("on a single-user request", "for a single user")
SINGLE_USER = (("single", "user"), ("single", "user", "request"), ("single", "user", "requests"),
               ("one", "user"), ("single", "stream"), ("one", "request", "at", "a", "time"),
               # "for single-request serving": one request at a time (never a bare "single request": one item)
               ("single", "request", "serving"), ("single", "request", "inference"), ("single", "request", "mode"))
#: a latency goal hyphen-joined right before the single-user words (descriptors production latency_goal_single: "for
#: minimum-latency single-request serving"): the least latency is one request at a time; never read on its own ("for
#: min-latency applications" names no setting)
SINGLE_USER_GOALS = frozenset({"minimum", "min", "lowest", "low"})

#: a metric premodifier naming the arm that ran one stream ("single-stream throughput", "the single-user speed",
#: "batch-1 throughput", "single-request latency"): an arm phrase of the arm whose declared concurrency is 1
#: (grammar._single_stream_phrases); where no arm ran one stream the words name no arm (unread)
SINGLE_STREAM_PHRASES = ("single stream", "single user", "single request", "batch 1", "batch-1", "single sequence",
                         "single client", "one stream", "single concurrency", "the single stream",
                         "the single user", "the single request", "the batch 1", "the batch-1",
                         "single user request", "single user requests", "single stream request",
                         "single stream requests", "a single user request", "a single stream", "single stream mode",
                         "single user mode")


def single_stream(st: dict) -> bool:
    """An arm's declarations (grammar.arm_declarations) say it ran one stream at a time: ``concurrency`` 1 (or
    ``max_concurrency``), else, where it declares no concurrency, one ``parallel_slots``, else one ``workers``."""
    for key in ("concurrency", "max_concurrency", "parallel_slots", "workers"):
        v = st.get(key)
        if isinstance(v, int) and not isinstance(v, bool) and v > 0:
            return v == 1
    return False


# --- metric names as write-ups spell them ------------------------------------------------------
#: more spellings of the metrics above (docs/claim-check.md, "Metric names and units"); each one is read
#: as exactly one metric the statistics module computes, or left unread (``UNREAD_METRIC_WORDS``)
_SPELLINGS = [
    # a per-request metric named with "latency" after it is that metric ("reduced TPOT latency by 60%",
    # "Time Per Output Token (TPOT) latency")
    ("tpot latency", "tpot"), ("tpot latencies", "tpot"), ("ttft latency", "ttft"), ("ttft latencies", "ttft"),
    ("itl latency", "itl"), ("itl latencies", "itl"), ("time per output token latency", "tpot"),
    ("e2e latencies", "e2e_latency"), ("end to end latencies", "e2e_latency"),
    ("time to first token latency", "ttft"), ("first token latencies", "ttft"),
    ("inter token latencies", "itl"), ("time per output token latencies", "tpot"),
    # "next token latency" (Intel's benchmarks, "2nd+ token latency"): the time per token after the first,
    # TPOT by the rule of a time per token (PER_TOKEN_METRIC); pooled over gaps it is ITL, so it is false
    # only when contradicted as ITL too (NEXT_TOKEN_WORDS, claimcheck.claims.quantities)
    ("next token latency", "tpot"), ("next token latencies", "tpot"),
    # "per-token latency fell from 10 ms to 7 ms", "latency per token": a time per token, TPOT by the same rule and,
    # pooled over the gaps, ITL too (NEXT_TOKEN_WORDS); never the bare "token latency" ("1st token latency" is TTFT)
    ("per token latency", "tpot"), ("per token latencies", "tpot"), ("latency per token", "tpot"),
    ("latency per output token", "tpot"), ("per output token latency", "tpot"),
    # "time between tokens" is the inter-token gap, ITL by definition; "latency to first token" is TTFT (else
    # "latency" and "to first token" would name two metrics)
    # "Median e2e: 1.45 s", "e2e went from 21.2 s to 18.9 s": the short name alone is end-to-end latency, as
    # "end-to-end" alone is (TIME_TAILS); "e2e throughput" is the generic throughput, as "end to end throughput"
    ("e2e", "e2e_latency"), ("e2e throughput", SPEED),
    # "a 10-60% E2E runtime speed-up", "the end-to-end runtime fell by 26%": the runtime is the whole run's (as
    # "runtime" alone is), said end to end; read as the wall, false only where each request's end-to-end latency
    # contradicts it too (E2E_RUNTIME_WORDS, claimcheck.claims.quantities)
    ("e2e runtime", "wall"), ("end to end runtime", "wall"),
    ("time between tokens", "itl"), ("time between output tokens", "itl"), ("latency to first token", "ttft"),
    # "0.26 s to first token": the time to first token
    ("to first token", "ttft"),
    # llama.cpp's "token generation" (llama-bench tg) and "generation speed": generated tokens per second;
    # read as output token throughput, false only when contradicted as the decode-only rate too, which no
    # witness re-derives (GENERATION_RATE_WORDS, claimcheck.claims.quantities)
    ("token generation", "token_throughput"), ("token generation speed", "token_throughput"),
    ("token generation rate", "token_throughput"), ("token generation throughput", "token_throughput"),
    ("output token generation rate", "token_throughput"),
    # llama-bench's own abbreviation of the same ("TG: 8 t/s (4 threads) vs 20 t/s (16 threads)"); its "PP" is not
    # read as prompt processing ("PP" is pipeline parallelism elsewhere, and no witness re-derives a prefill rate)
    ("tg", "token_throughput"),
    # per user (one request stream's token rate, "interactivity"): no witness re-derives it (read, then not-yet)
    ("per user output throughput", "token_throughput_per_user"), ("per user token throughput", "token_throughput_per_user"),
    ("per user throughput", "token_throughput_per_user"), ("output throughput per user", "token_throughput_per_user"),
    ("throughput per user", "token_throughput_per_user"), ("single user speed", "token_throughput_per_user"),
    # vLLM's offline benchmark (benchmark_throughput): the same throughput under a modifier naming the mode
    ("offline throughput", SPEED),
]
_M.extend(_SPELLINGS)
METRIC_PHRASES.extend((tuple(p.split()), m) for p, m in _SPELLINGS)
METRIC_PHRASES.sort(key=lambda x: -len(x[0]))
#: more spellings of the token-rate units: bare (neither output nor total tokens), so condition 5 of the
#: false bar holds for them (claimcheck.claims.quantities._BARE_TOKEN_UNIT)
_UNIT_SPELLINGS = [("t / sec", "token_throughput"), ("t / second", "token_throughput"),
                   ("tok / second", "token_throughput"), ("toks / s", "token_throughput"),
                   ("toks / sec", "token_throughput"), ("tokens / secs", "token_throughput")]
_R.extend(_UNIT_SPELLINGS)
RATE_UNITS.extend((tuple(p.split()), m) for p, m in _UNIT_SPELLINGS)
RATE_UNITS.sort(key=lambda x: -len(x[0]))

# --- speed metric vocabulary: per user / per stream, one stream's decode rate, the aggregate --------------
#: per user / per stream (one request stream's token rate): graded under every definition the tools use
#: (claimcheck.claims.per_user); "decode rate" / "decoding speed": one stream's decode rate or all streams'
#: together, graded only on an arm that ran one stream; the aggregate (all requests' output tokens / wall) is
#: output token throughput
_SPEED_SPELLINGS = [
    *((f"{pre} {head}", "token_throughput_per_user")
      for pre in ("per user", "per stream")
      for head in ("speed", "generation speed", "decode speed", "decoding speed", "token rate", "decode rate",
                   "generation rate", "output speed")),
    ("per request generation speed", "token_throughput_per_user"), ("per request decode speed", "token_throughput_per_user"),
    ("per stream throughput", "token_throughput_per_user"), ("per stream output throughput", "token_throughput_per_user"),
    ("output speed per request", "token_throughput_per_user"), ("generation speed per request", "token_throughput_per_user"),
    ("decode speed per request", "token_throughput_per_user"),
    *((f"{head} per {who}", "token_throughput_per_user")
      for who in ("user", "stream")
      for head in ("speed", "generation speed", "decode speed", "token rate")),
    ("throughput per stream", "token_throughput_per_user"), ("output throughput per stream", "token_throughput_per_user"),
    ("generation speed of each request", "token_throughput_per_user"),
    ("decode speed of each request", "token_throughput_per_user"),
    ("decode rate", "decode_token_rate"), ("decoding rate", "decode_token_rate"), ("decoding speed", "decode_token_rate"),
    ("decode token rate", "decode_token_rate"),
    ("aggregate output throughput", "token_throughput"), ("aggregate output token throughput", "token_throughput"),
    ("aggregate token throughput", "token_throughput"), ("aggregate generation throughput", "token_throughput"),
    ("aggregate generation", "token_throughput"),  # "took aggregate generation from ~46 t/s to ~145 t/s"
    ("overall token throughput", "token_throughput"), ("overall output throughput", "token_throughput"),
    ("overall output token throughput", "token_throughput"), ("system output throughput", "token_throughput"),
    ("system token throughput", "token_throughput"), ("total output throughput", "token_throughput"),
    ("total output token throughput", "token_throughput"), ("system throughput", SPEED),
]
#: "interactivity" (NVIDIA's name for tokens/s per user on its throughput-vs-interactivity plots)
_SPEED_SPELLINGS += [("interactivity", "token_throughput_per_user"), ("per user interactivity", "token_throughput_per_user")]
#: after a token rate, the words that say it is of all requests together ("48 tok/s aggregate", "48 tok/s in
#: aggregate"): output token throughput, which the unit already reads
AGGREGATE_AFTER_RATE = (("in", "aggregate"), ("aggregate",), ("aggregated",))
_M.extend(_SPEED_SPELLINGS)
METRIC_PHRASES.extend((tuple(p.split()), m) for p, m in _SPEED_SPELLINGS)
METRIC_PHRASES.sort(key=lambda x: -len(x[0]))
_SPEED_UNITS = [(f"{u} per {who}", "token_throughput_per_user")
                for u in ("tokens / s", "tok / s", "tokens per second")
                for who in ("stream", "request")] + [
    ("tok / s / stream", "token_throughput_per_user"), ("tokens / s / stream", "token_throughput_per_user"),
    ("tok / s / request", "token_throughput_per_user"), ("tokens / s / request", "token_throughput_per_user"),
    ("tps / user", "token_throughput_per_user"), ("tps per user", "token_throughput_per_user"),
    ("tok / s / u", "token_throughput_per_user"), ("toks / s / user", "token_throughput_per_user"),
    ("toks / s per user", "token_throughput_per_user"), ("toks / sec / user", "token_throughput_per_user"),
    ("t / s / user", "token_throughput_per_user"), ("t / s per user", "token_throughput_per_user")] + [
    (f"{u} {who}", "token_throughput_per_user") for u in ("tokens / s", "tok / s", "tokens per second")
    for who in ("for each user", "for every user", "per active user")]
#: the same per-user units in every spelling of a bare token rate ("~30 t/s per stream", "20 tps per slot", "46 t/s /
#: user"): a llama.cpp server slot serves one request at a time, so a rate per slot is each request's own
_SPEED_UNITS += [(f"{u} {sep} {who}", "token_throughput_per_user")
                 for u in ("t / s", "t / sec", "tok / s", "tok / sec", "token / s", "tokens / s", "tokens / sec",
                           "tokens per second", "toks / s", "toks / sec", "tps", "tk / s")
                 for sep in ("per", "/") for who in ("user", "stream", "slot", "request")
                 if (f"{u} {sep} {who}", "token_throughput_per_user") not in _SPEED_UNITS]
_R.extend(_SPEED_UNITS)
RATE_UNITS.extend((tuple(p.split()), m) for p, m in _SPEED_UNITS)
RATE_UNITS.sort(key=lambda x: -len(x[0]))
#: words that make a TPOT assertion "next token latency": a per-token latency that, pooled over the gaps
#: between tokens, is ITL; contradicted only when contradicted as ITL too (inconclusive where the rows
#: hold no inter-token gaps)
NEXT_TOKEN_WORDS = ("next token", "per token latency", "per token latencies", "latency per token",
                    "latency per output token", "per output token latency")
#: words that make an output-token-throughput assertion a generation rate ("token generation", "generation
#: speed"): in llama.cpp and ollama that is generated tokens / generation time (no prompt time), re-derived only on a
#: llama.cpp / ollama witness's one-stream arm (quantities.Grader._metric_word_meaning); the assertion agrees as
#: output tokens / wall (or, there, as that rate), and is never contradicted on the first alone
GENERATION_RATE_WORDS = ("token generation", "generation speed", "generation rate", "tg")
#: metric words left unread because they name no one metric (the hint says which phrasing would read):
#: the reader never guesses between them
UNREAD_METRIC_WORDS = {
    "response time": "the whole response (end-to-end latency) or the first token (TTFT)?",
    "response delay": "the whole response (end-to-end latency) or the first token (TTFT)?",
    "generation time": "per request (end-to-end latency) or the whole run (wall time)?",
    "effective throughput": "throughput, output token throughput or request goodput?",
    "request hit rate": "the share of requests with a cache hit, which the witness's prefix-cache token counters do "
                        "not give: 'cache hit rate' is hit tokens / queried tokens",
    "time": "the whole run (wall time), per request (end-to-end latency) or to the first token (TTFT)?",
    "qps": "the offered load (a setting: 'at 16 QPS') or the achieved rate (throughput, req/s)?",
    "rps": "the offered load (a setting: 'at 16 RPS') or the achieved rate (throughput, req/s)?",
    "ms / token": "a time per token with no statistic: say 'mean TPOT 39.2 ms' or 'mean 39.2 ms/token'",
}


# --- prose: words that carry no measurable content (claimcheck.claims.prose) -------------------
# Real write-ups wrap a read claim in words that assert nothing a witness could check: who speaks
# ("we", "our"), that they looked ("we observe", "we noticed"), when ("now", "latest", "[2024/09]"),
# how they feel about it ("a massive 2.38x speedup", "incredible performance", emoji), a section
# label ("Result:", "Benchmark:"), a discourse marker ("Together,", "In this post,") and why it
# happened ("thanks to ...", "by introducing CUDA graph"). The reader makes them inert ONLY after
# every construct has had its turn (a word a construct read is never prose), and only when they
# hold nothing of a class below that could carry a twist (NEVER_PROSE: negations, comparison and
# direction words, numbers, units, metrics, statistics, hedges and modal words, quantifiers,
# conditions and scopes, hardware, engines, models, settings). Tests:
# tests/claims/test_claims_prose.py (the class is disjoint from NEVER_PROSE; inserting prose into a
# twin never makes it net-true, into a true sentence never makes it false).

#: single words, inert anywhere they are left unread: subject pronouns, reporting verbs of
#: observation or announcement (not of projection: "expect", "estimate", "predict", "hope", "aim",
#: "target", "project" stay unread), time words, discourse adverbs
PROSE_PRONOUNS = frozenset({"we", "our", "ours", "us", "ourselves", "i", "my", "you", "your", "i've", "i'm", "we've",
                            "we're", "you're", "you've", "team"})
PROSE_REPORTING = frozenset({
    "observe", "observes", "observed", "observing", "notice", "notices", "noticed", "noticing", "see", "sees",
    "saw", "seeing", "find", "finds", "found", "show", "demonstrate", "demonstrates", "demonstrated",
    "demonstrating", "released", "releasing", "discuss", "discusses", "discussed",
    "discussing", "announce", "announces", "announced", "introduce", "introduces", "introduced"})
PROSE_TIME = frozenset({"now", "new", "latest", "recent", "recently", "currently", "newly"})
PROSE_WORDS = PROSE_PRONOUNS | PROSE_REPORTING | PROSE_TIME
#: discourse adverbs, inert only where they open a sentence and a comma follows ("Together, these
#: features ...", "Experimentally, on MI300X, ..."); inside a clause "together" can mean combined
#: ("A and B together cut TTFT by 24%") and stays unread
PROSE_OPENERS = frozenset({"experimentally", "empirically", "together", "altogether", "additionally", "moreover",
                           "furthermore", "notably", "importantly", "indeed", "interestingly", "today",
                           # "Again, X is 1.4x faster": the point repeats; inside a clause ("TTFT doubled again") unread
                           "again"})
#: production wise_opener (prose.py): "Performance-wise, FP8 on one H100 gave 45% more requests per second ..." -- the
#: word before "-wise" (the tokenizer splits it: "performance" "wise"), a topic of no one metric (never
#: "throughput-wise" / "latency-wise", a metric's own topic, nor "cost-wise"), only before its comma at a sentence's start
WISE_OPENER_TOPICS = frozenset({"performance", "perf", "benchmark", "numbers", "results", "speed"})
#: production framing_sentence (prose.py): a sentence that only announces the results after it, with no number, arm,
#: metric or direction -- "Here are the numbers.", "Here's what I got:", "Some numbers:", "Results below.", "Both runs
#: are done:" (FRAMING_SENTENCES, the whole sentence up to its "." / ":"), and a figure lead's object of nothing but the
#: comparison itself -- "Table 2 summarises the comparison.", "Table 2 summarises the effect of tensor parallelism."
#: (FRAMING_FIGURE_NOUNS; "the effect of" / "the impact of" only before one arm mention and nothing else: a phrase the
#: witness names -- "the effect of FP8" on a tensor-parallel witness leaves "FP8" and "effect" unread)
FRAMING_NOUNS = ("numbers", "results", "data", "comparison", "breakdown", "benchmark numbers", "raw numbers")
FRAMING_SENTENCES = tuple(tuple(p.split()) for p in (
    *(f"{h} {d}{n}" for h in ("here are", "here is", "here 's") for d in ("the ", "my ", "our ", "some ", "")
      for n in FRAMING_NOUNS),
    *(f"{d}{n} {t}" for d in ("the ", "my ", "our ", "") for n in FRAMING_NOUNS for t in ("below", "follow", "as follows")),
    *(f"some {n}" for n in FRAMING_NOUNS),
    "here 's what i got", "here 's what we got", "here is what i got", "here is what we got", "here 's what i see",
    "here 's what we see", "here 's what i measured", "here 's what we measured",
    "both runs are done", "both runs done", "both runs finished", "both runs are finished", "all runs done",
    "all runs are done", "runs are done", "the runs are done"))
FRAMING_FIGURE_NOUNS = frozenset({"comparison", "results", "numbers", "breakdown"})
FRAMING_FIGURE_EFFECTS = frozenset({"effect", "impact", "effects"})
#: production genre_label, modified: the words that may stand before a genre label noun (GENRE_MODIFIED_LABELS) at a
#: sentence's start, up to its ":" ("Serving notes:", "Perf notes:", "My numbers:", "Raw results:", "Bench notes:"):
#: whose or what kind of notes they are, never a number, an arm, a metric of its own or a doubt of the run
GENRE_LABEL_MODIFIERS = frozenset({"serving", "perf", "performance", "bench", "benchmark", "benchmarking", "my", "our",
                                   "raw", "test", "testing", "run", "some", "inference", "load-test", "quick", "lab",
                                   "field", "the"})
GENRE_MODIFIED_LABELS = tuple(tuple(p.split()) for p in (
    "notes", "note", "numbers", "results", "result", "update", "recap", "summary", "log", "logs", "findings"))
#: production report_lead (claimcheck/claims/report_leads.py): a report's impersonal lead, whole, at a sentence's
#: start only, before the clause it points at ("It can be seen that EAGLE yields ..."); never a negated or modal one
#: ("It cannot be seen that", "It may be that", "It could be argued that": no such phrase, unread)
REPORT_LEADS = tuple(tuple(p.split()) for p in (
    "it can be seen that", "it can be observed that", "it should be noted that", "it should be mentioned that",
    "it is worth noting that", "it is worth mentioning that", "it is worth pointing out that",
    "it is interesting to note that", "it is important to note that", "it is noteworthy that", "it is clear that",
    "it is evident that"))
#: the same before a comma ("As expected, ...", "As shown above, ..."): pointers to the write-up or to expectation
REPORT_COMMA_LEADS = tuple(tuple(p.split()) for p in (
    "as expected", "as shown above", "as shown below", "as shown earlier", "as seen above", "as noted above",
    "as noted earlier", "as mentioned above", "as mentioned earlier", "as can be seen", "as can be seen above",
    "as one would expect"))
#: production observed_passive: "a reduction from 12.1 ms to 6.7 ms can be observed for EAGLE" (as "was observed"):
#: the participles, the words that may follow them, and the words before "can" that leave it unread (a pronoun or
#: "as": "it can be observed", "as can be seen" are leads, read only at a sentence's start)
REPORT_OBSERVED = frozenset({"seen", "observed"})
REPORT_OBSERVED_NEXT = frozenset({"for", "with", "on", "in", "across", "at", "from"})
REPORT_OBSERVED_NOT_AFTER = frozenset({"it", "as", "which", "that", "what", "this", "there"})
#: phrases inert anywhere they are left unread: discourse markers and connectors between a cause
#: and its effect ("..., leading to 38 tokens/s", "resulting in a 57% gain")
PROSE_PHRASES = tuple(tuple(p.split()) for p in (
    "in this post", "in this blog", "in this blog post", "in this article", "in this writeup",
    "in this section", "in fact", "check out", "helped us", "leading to", "leads to", "lead to", "led to",
    "study shows", "studies show", "experiments show", "evaluation shows", "analysis shows", "measurements show",
    "tests show", "numbers show",
    "resulting in", "results in", "resulted in", "translates into", "translating into", "translated into",
    "translate into", "translates to", "translating to", "translated to"))
#: evaluative intensifiers, inert only directly before a number a construct read ("a massive 2.38x
#: speedup": the number states the size); before a word ("a dramatic increase") they claim a size
#: themselves and stay unread, as "significantly" does
PROSE_INTENSIFIERS = frozenset({"massive", "huge", "dramatic", "incredible", "impressive", "remarkable", "tremendous",
                                "whopping", "staggering", "enormous", "solid", "notable", "nice", "great", "amazing",
                                "excellent", "outstanding", "stunning", "astonishing", "extraordinary", "hefty",
                                "sizable", "sizeable", "healthy", "respectable"})
#: praise: [PRAISE_VERB] PRAISE_ADJ+ PRAISE_NOUN ("unlocks incredible performance", "keeping rich
#: features and great usability", "state-of-the-art performance"): a quality no witness measures.
#: "performance" is a praise noun only where no comparison of the clause would take it as its
#: metric; throughput, latency and the other metrics never are ("state-of-the-art latency" stays
#: unread), nor are superlatives ("fastest", "best", "industry-leading": a comparison)
PROSE_PRAISE_ADJ = tuple(tuple(p.split()) for p in (
    "incredible", "great", "rich", "excellent", "outstanding", "impressive", "remarkable", "amazing", "exceptional",
    "superb", "stellar", "strong", "state of the art", "cutting edge"))
PROSE_PRAISE_NOUNS = frozenset({"performance", "usability", "features", "feature", "flexibility", "scalability",
                                "experience", "ergonomics", "support"})
PROSE_PRAISE_VERBS = frozenset({"unlock", "unlocks", "unlocked", "unlocking", "keep", "keeps", "kept", "keeping",
                                "maintain", "maintains", "maintained", "maintaining", "retain", "retains", "retained",
                                "retaining"})
#: section labels, inert at the start of a sentence before ":" ("Result: ...", "Benchmark: ...");
#: not a label that names a quantity ("Efficiency:", "Performance Boost:", "Latency:") or holds a
#: negation ("No Compromises:"): a comparison after it would take that quantity
PROSE_LABELS = tuple(tuple(p.split()) for p in (
    "result", "results", "tldr", "tl ; dr", "summary", "note", "update", "updates", "highlight", "highlights",
    "takeaway", "takeaways", "key takeaway", "key takeaways", "key result", "key results", "key findings",
    "findings", "conclusion", "bottom line", "news", "headline", "bonus", "edit", "benchmark", "benchmarks",
    "key finding", "finding", "preliminary", "preliminary results", "headlines",
    # the labels of an issue tracker or a lab notebook ("Known issue: ...", "Observation: ..."): a heading too
    "known issue", "known issues", "observation", "observations", "caveat", "caveats", "outcome", "verdict",
    # genre labels (production genre_label): a bug report's, a status note's, a chat recap's headings ("Net: ...",
    # "Repro: 40 requests, concurrency 8; ...", "Actual result: on 0.6.6, p99 TTFT is 620 ms", "Yesterday: ...",
    # "Quick update: ..."). What follows is read as any clause's words are (a count, a setting, a GPU: checked). Never a
    # label that turns what follows into something not measured -- "Expected:", "Expected result:", "Goal:",
    # "Target:", "Hypothesis:", "Plan:", "Tomorrow:", "Next:", "TODO:" stay unread: a value after them is not the run's
    "net", "net result", "repro", "to reproduce", "reproduction", "actual", "actual result", "actual results",
    "actual behavior", "actual behaviour", "observed", "observed result", "observed behavior", "observed behaviour",
    "status", "status update", "quick update", "recap", "quick recap", "quick note",
    "follow up", "follow - up", "quick follow up", "quick follow - up", "followup", "quick followup",
    "yesterday", "today", "done", "env", "environment", "details", "numbers", "thread", "recap thread",
    # a report's headings of how the run was set up ("Infrastructure: on our internal benchmark, ...", "Methodology:
    # ..."): what follows is read as any clause's words are (a GPU, an engine, a count: checked). Not "Setup:": "setup"
    # is a NEVER_PROSE word ("the baseline setup" names an arm), which no prose label may hold; numbered ("Setup 2:")
    # it is a NUMBERED_LABELS heading
    "infrastructure", "infra", "methodology"))
#: the one NEVER_PROSE word (and its hyphen) a label may hold: the particle of "follow-up", a fixed phrase that a ":" (or
#: a label topic and a ":") must follow, where no direction can be meant
PROSE_LABEL_PARTICLES = frozenset({"up", "-"})
#: the genre labels that may name what they report on before their colon (production genre_label): "quick follow-up
#: from Tuesday's call:", "Update on yesterday's run:", "Recap of the sync:" -- GENRE_LABEL_PREPS then plain words only
#: (no number, arm, identifier, metric, direction, negation, any word of NEVER_PROSE or GENRE_TOPIC_NEVER; "'s" allowed), at most
#: GENRE_LABEL_MAX_WORDS of them, up to the ":"
GENRE_LABELS_WITH_TOPIC = tuple(tuple(p.split()) for p in (
    "follow up", "follow - up", "quick follow up", "quick follow - up", "followup", "quick followup", "update",
    "quick update", "status update", "recap", "quick recap", "quick note", "note", "notes", "summary",
    "results", "result", "numbers"))
GENRE_LABEL_PREPS = frozenset({"from", "on", "re", "about", "after", "of"})
GENRE_LABEL_MAX_WORDS = 6
#: a question that is a whole sentence, naming what the next sentence states ("The only cost? ~10ms extra TTFT.")
PROSE_QUESTION_LABELS = tuple(tuple(p.split()) for p in (
    f"{a}{b}{n}" for a in ("the ", "") for b in ("only ", "main ", "one ", "biggest ", "")
    for n in ("cost", "catch", "downside", "tradeoff", "trade - off", "trade off", "price", "penalty")))
#: the row labels of a result table whose columns are arms (production table_row) that name a quantity in a table's
#: own words: a bare "Duration" row ("| Duration (s) | 212.48 | 141.37 |": vLLM's "Benchmark duration", the run's
#: wall time) is read as "benchmark duration"; a count row ("| Completed | 500 | 500 |", "| Failed requests | 0 | 0 |")
#: holds each arm's count of completed or failed requests, read as "ARM: N completed requests." (the value a bare
#: whole number). Only as a table row's whole label under a header of arms; never in prose ("the duration was 3 s" may
#: be a request's), never with a statistic ("Mean duration")
TABLE_ROW_WALL_LABELS = frozenset({"duration", "total duration", "run duration", "benchmark duration", "wall time",
                                   "elapsed", "elapsed time"})
TABLE_ROW_COUNT_LABELS = {
    "completed": "completed", "completed requests": "completed", "requests completed": "completed",
    "successful requests": "completed", "successful": "completed", "succeeded": "completed",
    "failed": "failed", "failed requests": "failed", "requests failed": "failed", "failures": "failed",
}
#: a result table's first header cell naming the setting its rows or columns sweep, beside QUANTIFIED_SETTINGS' own nouns
#: ("| Max concurrency | Mean TTFT (ms) |" over "| 16 | 81.0 |"): the setting key (table_rows.setting_cells)
TABLE_SETTING_HEADS = {"max concurrency": "concurrency", "concurrent requests": "concurrency",
                       "max concurrent requests": "concurrency", "qps": "request_rate", "request rate (qps)": "request_rate",
                       "bs": "batch_size", "tp": "tensor_parallel_size", "threads": "threads"}
#: the label word that is also the first word of a metric phrase ("benchmark duration"): a label only
#: directly before ":", where that phrase cannot be
PROSE_LABEL_METRIC_WORDS = frozenset({"benchmark"})
#: decorative emoji (an allow-list: a cross, a warning or an arrow means something and is not here). Praise and
#: celebration (🙌 👏 💪 🥳 🎯 💯 👍 🙏 🤯 😎) and the check-mark emoji ✅ at a sentence's start or end: it only affirms the
#: words it stands beside, which are read and graded as they are (a "❌" would deny them, a plain "✓" / "✔" may mark a
#: table cell: they stay unread)
PROSE_EMOJI = frozenset("\U0001F525\u26A1\U0001F680\u2728\U0001F389\U0001F4A1\U0001F4E2\U0001F4E3\u2B50"
                        "\U0001F31F\U0001F4A5\U0001F38A\U0001F195\uFE0F"
                        "\U0001F64C\U0001F44F\U0001F4AA\U0001F973\U0001F3AF\U0001F4AF\U0001F44D\U0001F64F\U0001F92F"
                        "\U0001F60E\u2705"
                        # bullets of a social post or a video's description (production genre_label): a chart, a
                        # stopwatch, a test tube, a memo, a pin, a pointing hand, a magnifier, a computer, a gear, a
                        # wrench, a thread, a clapper, a camera -- never an arrow, a rising or falling chart (U+1F4C8,
                        # U+1F4C9), an animal of speed, a warning or a cross: those say a direction or deny
                        "\U0001F4CA\u23F1\u23F2\U0001F9EA\U0001F4DD\U0001F4CC\U0001F449\U0001F50D\U0001F50E"
                        "\U0001F4BB\U0001F5A5\u2699\U0001F527\U0001F9F5\U0001F3AC\U0001F4F9\U0001F3A5")
#: causes: CAUSE_LEAD + a noun phrase of plain words ("thanks to the extensive architectural
#: enhancements,", "through sequence parallelism and kernel optimization,", "by introducing CUDA
#: graph"), ending at a comma or at the clause's end; "by" only before a gerund that is not a
#: condition of the measurement (PROSE_CAUSE_NOT_GERUNDS: "by using 8 GPUs" names a setup)
PROSE_CAUSE_LEADS = (("thanks", "to"), ("due", "to"), ("owing", "to"), ("because", "of"), ("through",), ("via",),
                     ("by",))
#: a trailing comment after a completely read claim (prose.comment): after "," (or "(" / a spaced dash), a clause lead
#: and the words up to the clause's end, none of them a number, an arm, an identifier, a metric, a direction or
#: comparison word, a hedge or a word that could say how the numbers were taken (PROSE_COMMENT_NEVER) -- an explanation
#: or an aside the witness cannot confirm, never graded. The leads: a cause clause ("because the draft also has to
#: process the prompt", "since the first turn of each conversation is a cold prefill": "since" only before a clause
#: with a finite verb, PROSE_COMMENT_FINITE, and no time or version word -- "since v0.6", "since last week" is a
#: baseline), an inference ("which suggests that the GPU has headroom", "so this looks like periodic stalls"),
#: a first-person or demonstrative aside ("we're basically saturated", "which is a nice middle ground") and an
#: appositive ("a nice middle ground"). A comment holds no negation ("which suggests the GPU is not saturated" stays
#: unread): a twin that inserts "not" anywhere must never land where it is not graded
PROSE_COMMENT_CAUSE_LEADS = (("because",), ("since",), ("as", "the"), ("given", "that"))
PROSE_COMMENT_INFERENCE_LEADS = tuple(tuple(p.split()) for p in (
    *(f"which {v}{t}" for v in ("suggests", "suggest", "means", "indicates", "implies", "hints") for t in (" that", "")),
    *(f"so {s} {v} like" for s in ("this", "it", "that") for v in ("looks", "seems")),
    "so this means", "meaning that", "suggesting that",
    # the author's own explanation, said as what they think the gap is ("..., which I think is the draft model's extra
    # prefill"): the first person's belief about the cause, never graded, as "because" is
    *(f"which {s} {v} {t}" for s in ("i", "we") for v in ("think", "believe", "suspect", "guess")
      for t in ("is", "comes from"))))
#: a consistency comment (prose.comment, kind "consistent"): the claim agrees with an explanation or with another gap
#: of the run ("..., which lines up with the tok/s gap", "..., consistent with the draft pass adding prefill work"):
#: never graded; its words as a comment's, and a metric phrase only right before a gap noun
#: (PROSE_COMMENT_GAP_NOUNS: "the tok/s gap" names a difference, no value, direction or arm)
PROSE_COMMENT_CONSISTENT_LEADS = tuple(tuple(p.split()) for p in (
    "consistent with", "which is consistent with", "which lines up with", "which line up with", "in line with",
    "which is in line with"))
PROSE_COMMENT_GAP_NOUNS = frozenset({"gap", "difference"})
PROSE_COMMENT_ASIDE_LEADS = tuple(tuple(p.split()) for p in (
    "we're", "we are", "i'm", "i am", "which is", "which was", "that 's", "that is", "this is", "it 's", "it is",
    "a", "an"))
#: finite verbs one of which a "since" comment holds (it is then a clause, not "since the last release")
PROSE_COMMENT_FINITE = frozenset({"is", "are", "was", "were", "has", "have", "had", "does", "do", "did", "can", "must",
                                  "needs", "need", "pays", "pay", "takes", "take", "gets", "get", "'s", "'re", "isn't",
                                  "aren't", "wasn't", "doesn't", "don't", "hits", "hit", "misses", "miss", "fits",
                                  "fit", "stays", "stay", "becomes", "become", "runs", "run", "starts", "start",
                                  # "..., since decode dominates": the phase the time is spent in
                                  "dominates", "dominate", "dominated"})
#: the verbs of a comment in parentheses with no lead (prose.comment, production prose_comment): "(cold-start requests
#: still pay the full prefill)" -- a cost some requests pay or a wait they sit through, the mechanism behind the claim
#: before it; never a copula or "have" ("(the cache is warm)", "(requests were excluded)" could say how the numbers
#: were taken, and stay unread)
PROSE_COMMENT_BARE_VERBS = frozenset({"pay", "pays", "paid", "wait", "waits", "waited", "stall", "stalls", "stalled",
                                      "miss", "misses", "missed"})
#: words of NEVER_PROSE a comment may hold: what it talks about (the workload, the hardware, a phase, a count noun, a
#: quantifier, a condition), never a number, metric phrase, direction, hedge or arm, which are checked before these
PROSE_COMMENT_OK = frozenset({"saturated", "saturates", "saturate", "saturation", "yet", "first",
                              "each", "every", "all", "some", "most", "many", "few", "both", "any", "whole", "entire",
                              "given", "when", "where", "while", "once", "before", "after", "until", "during", "if",
                              "for", "with", "without", "at", "on", "under", "within", "across", "only", "single",
                              "prefill", "prefilling", "decode", "decoding", "prefills", "decodes",
                              # who sends the requests, with no number ("since each client still has to prefill
                              # the full prompt"): a count of them is a number, which no comment holds
                              "client", "clients", "user", "users"})
#: the only words of NEVER_PROSE an aside ("we're basically saturated", "a nice middle ground") may hold: its own hedge
#: (it hedges the aside, which is never graded, and no number is in it) and saturation; never a scope word (", a
#: mixed-length workload" describes a workload the witness may not record: a setting claim, unread)
PROSE_COMMENT_ASIDE_OK = frozenset({"saturated", "saturates", "saturation", "basically", "essentially", "pretty",
                                    "fairly", "probably", "likely", "mostly", "largely", "almost", "nearly",
                                    "clearly"})
#: the words an aside ends on (at most four words after its lead): a balance struck or a saturation reached ("a nice
#: middle ground", "which is a reasonable tradeoff", "we're basically saturated") -- never an evaluation that claims
#: more than the numbers (", a game changer", ", a landslide victory", ", an industry first", ", which is state of the
#: art": test_claims_twists_property's assertive tails stay unread)
PROSE_COMMENT_ASIDE_HEADS = frozenset({"ground", "tradeoff", "tradeoffs", "off", "compromise", "balance", "spot",
                                       "saturated"})
#: an appositive that says who cares about the metric it follows (claimcheck/claims/prose.py, production
#: metric_appositive): "Time to first token, the number customers feel most, dropped from ...", "TTFT, the metric users
#: notice first, fell 30%", "TPOT, which users feel most, ...", "p99 latency, the one that matters most, ..." -- between
#: "," and "," right after a read metric phrase and right before a read word; a determiner at most, a head noun
#: (APPOSITIVE_HEADS), "that" / "which" at most, who (APPOSITIVE_WHO) and a verb of feeling or caring
#: (APPOSITIVE_VERBS) and its particle, or "matters"; then "most" / "first" at most. Nothing else: no number, arm, metric,
#: direction, comparison ("least" is not one of them), negation or hedge
APPOSITIVE_HEADS = frozenset({"number", "metric", "one", "figure", "thing", "measure", "signal", "part"})
APPOSITIVE_WHO = frozenset({"customers", "users", "people", "clients", "humans", "readers", "operators", "everyone",
                            "you", "we", "they", "callers", "folks", "viewers", "end-users"})
APPOSITIVE_VERBS = frozenset({"feel", "notice", "care", "see", "perceive", "watch", "experience", "wait", "track",
                              "hate", "love", "complain", "feels", "notices", "cares", "sees", "perceives", "watches",
                              "experiences", "waits", "tracks", "hates", "complains"})
APPOSITIVE_PARTICLES = frozenset({"about", "on", "for"})
APPOSITIVE_MATTER_VERBS = frozenset({"matters", "counts"})
APPOSITIVE_DEGREES = frozenset({"most", "first"})
#: the scope words a comment never holds: a size or a level ("because the prompts are shorter", "since the load is
#: high"), which a flipped or wrong-setting twin could change inside the comment alone
PROSE_COMMENT_LEVELS = frozenset({"long", "longer", "short", "shorter", "large", "small", "low", "high", "heavy",
                                  "light", "peak"})
#: the level words a cause comment may hold right before a phase noun (PROSE_CAUSE_PHASES and their plurals): the kind
#: of work the mechanism acts on (", because long prefills no longer stall in-flight decodes"), never a comparative
#: ("longer prefills") and never a level of the workload itself ("because the prompts are long")
PROSE_COMMENT_PHASE_LEVELS = frozenset({"long", "short", "large", "small", "heavy", "light"})
PROSE_COMMENT_PHASE_NOUNS = frozenset({"prefill", "prefills", "decode", "decodes"})
#: words a comment never holds (then it stays unread): what could say the numbers are not what they seem
#: (PROSE_VALIDITY_WORDS, which a cause's noun phrase never holds either: "because of noise" says the result is not
#: the setting's), a time or a version a "since" could mean
PROSE_VALIDITY_WORDS = frozenset({
    "noise", "noisy", "variance", "fluke", "flaky", "bug", "bugs", "buggy", "wrong", "invalid", "broken", "incorrect",
    "inaccurate", "accurate", "true", "false", "real", "really", "fake", "mistake", "error", "errors", "artifact",
    "artefact", "misleading", "unreliable", "reliable", "suspicious", "questionable", "unmeasured", "untested",
    "estimated", "estimate", "projected", "expected", "theoretical", "theory", "simulated", "case", "claim", "claims",
    "result", "results", "number", "numbers", "measurement", "measurements", "data", "benchmark", "benchmarks", "run",
    "runs", "value", "values", "outlier", "outliers",
    "variation", "jitter", "randomness", "chance", "luck", "lucky", "coincidence", "timeout", "timeouts", "crash",
    "crashes", "warmup", "warm", "warmed", "comparable", "incomparable", "cherry-picked", "cherry", "picked",
    "cherrypicked", "unfair", "fair", "apples", "same", "different", "identical", "count", "counted", "counting",
    "include", "included", "including", "exclude", "excluded", "excluding", "measure", "measured", "sample", "sampled",
    "cached", "caching",
    # a doubt about the size the claim states ("which I think is overstated"): the claim's own judgement, unread
    "overstated", "understated", "exaggerated", "exaggeration", "exaggerates", "overestimate", "overestimated",
    "overestimates", "underestimate", "underestimated", "optimistic", "pessimistic", "inflated", "overblown", "bogus",
    "unlikely", "doubt", "doubtful", "dubious", "spurious", "opposite", "reverse", "inverse", "contrary", "backwards"})
#: the leads of the author's belief about the cause ("which I think is the draft model's extra prefill"): only before
#: "the" and a noun phrase, never an adjective that judges the claim ("which I think is overstated")
PROSE_COMMENT_BELIEF_VERBS = frozenset({"think", "believe", "suspect", "guess"})
#: the one negation a cause comment may hold (prose.comment): "because long prefills no longer stall in-flight decodes"
#: -- the mechanism the change removed, a cause of the measured change; never "not" / "n't" / "no" alone ("because we
#: did not count the failed requests" may say how the numbers were taken: unread), never before a word of
#: PROSE_VALIDITY_WORDS, and never in an inference or an aside
PROSE_COMMENT_CAUSE_NEGATIONS = (("no", "longer"),)
PROSE_COMMENT_NEVER = PROSE_VALIDITY_WORDS | PROSE_COMMENT_LEVELS | frozenset({
    "figure", "figures", "table", "chart", "graph", "plot", "release", "version", "versions", "update", "upgrade", "commit", "build", "week", "weeks", "month", "months",
    "day", "days", "year", "years", "yesterday", "today", "tonight", "morning", "afternoon", "evening", "last",
    "previous", "earlier", "later", "then", "ago", "january", "february", "march", "april", "may", "june", "july",
    "august", "september", "october", "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday"})
#: additive adverbs (prose.additive): "too" / "as well" after a word a construct read, ending the clause or before a
#: preposition or an arm ("FP8 has lower mean TPOT than BF16 too", "TPOT improved by 24% as well", "was lower too with
#: FP8"), or before "(" whose first token a construct read ("ITL doubles too (30.5 -> 61.1 ms)"); never before a word
#: it could grade: "too slow" is a degree, unread); "even" before what a construct read
#: ("Even max TTFT is 98 ms", "even faster than BF16"; never "even if / though / when / so", "not even"); "still" before
#: a read comparative ("still faster than BF16") or a read value whose clause states the other arm's value too, the two
#: within PROSE_STILL_RATIO of each other ("is still 460 ms with prefix caching (vs. 500 ms without)": the value held),
#: else unread ("still 98 ms" alone would say it did not change, which no row shows). They add that something else was
#: said; what they stand beside is graded as it stands
PROSE_ADDITIVE_TAILS = (("too",), ("as", "well"))
PROSE_ADDITIVE_NEXT = frozenset({"with", "on", "for", "at", "in", "under", "across", "when", "using", "via", "and",
                                 "but", "while", "whereas", "vs", "versus", "compared", "relative", "over"})
PROSE_EVEN_NOT_BEFORE = frozenset({"if", "though", "although", "when", "whenever", "so", "then", "as", "more", "less",
                                   "worse", "better", "number", "split", "distribution"})
PROSE_STILL_RATIO = 1.25
#: hedges on a cause alone, after a comma or a parenthesis (", likely due to dequantization overhead"): the cause is
#: prose whether hedged or not (the witness confirms no cause); a hedge anywhere else stays a hedge (HEDGES / MODAL_WORDS)
PROSE_CAUSE_HEDGES = frozenset({"likely", "probably", "presumably", "possibly", "perhaps", "maybe", "most", "mostly",
                                "partly", "partially", "largely", "mainly", "primarily"})
#: the author's decision after a claim ("so I'm keeping it enabled", prose.decision): its subjects, verbs and tails
PROSE_DECISION_SUBJECTS = frozenset({"i", "we", "i'm", "we're", "i'll", "we'll", "i've", "we've", "i'd", "we'd"})
PROSE_DECISION_VERBS = frozenset({"keep", "keeping", "kept", "leave", "leaving", "left", "stick", "sticking", "stuck"})
PROSE_DECISION_TAILS = (("by", "default"), ("for", "now"), ("anyway",), ("then",))
#: the phases a cause's cost may be said to be spent in ("overhead during prefill", "in the decode phase")
PROSE_CAUSE_PHASES = frozenset({"prefill", "prefilling", "decode", "decoding"})
PROSE_CAUSE_JOINERS = frozenset({"of", "and", "to", "into", "the", "a", "an", "its", "their", "our", "'s", "these",
                                 "this"})
PROSE_CAUSE_NOT_GERUNDS = frozenset({
    "using", "running", "serving", "testing", "measuring", "counting", "excluding", "including", "ignoring",
    "omitting", "skipping", "dropping", "discarding", "removing", "filtering", "limiting", "restricting", "trimming",
    "capping", "setting", "choosing", "selecting", "sampling", "evaluating", "benchmarking", "comparing", "processing",
    "handling", "increasing", "decreasing", "reducing", "lowering", "raising", "doubling", "halving", "tripling",
    "cutting", "scaling", "adding", "switching", "turning", "enabling", "disabling", "changing", "moving"})

#: mechanisms (claimcheck/claims/mechanisms.py): the engineering verbs that say how a measured result came about ("P-EAGLE
#: fuses the drafting passes, delivering ...", "..., overlapping scheduling with execution"). Never a direction or
#: change verb (NEVER_PROSE: "raises", "cuts"), never a verb that could say how the numbers were taken ("removes",
#: "skips", "drops", "excludes", "filters": PROSE_CAUSE_NOT_GERUNDS)
MECHANISM_VERBS = frozenset(
    f"{stem}{end}" for stem, ends in {
        "fuse": ("", "s", "d"), "fusing": ("",), "overlap": ("", "s", "ped"), "overlapping": ("",),
        "apply": ("",), "applies": ("",), "applied": ("",), "applying": ("",),
        "implement": ("", "s", "ed", "ing"), "integrate": ("", "s", "d"), "integrating": ("",),
        "leverage": ("", "s", "d"), "leveraging": ("",), "exploit": ("", "s", "ed", "ing"),
        "reuse": ("", "s", "d"), "reusing": ("",), "offload": ("", "s", "ed", "ing"),
        "pipeline": ("", "s", "d"), "pipelining": ("",), "parallelize": ("", "s", "d"), "parallelizing": ("",),
        "rewrite": ("", "s"), "rewrote": ("",), "rewriting": ("",), "restructure": ("", "s", "d"),
        "restructuring": ("",), "replace": ("", "s", "d"), "replacing": ("",), "tackle": ("", "s", "d"),
        "tackling": ("",), "address": ("", "es", "ed", "ing"), "avoid": ("", "s", "ed", "ing"),
        "eliminate": ("", "s", "d"), "eliminating": ("",), "hide": ("", "s"), "hid": ("",), "hiding": ("",),
        "amortize": ("", "s", "d"), "amortizing": ("",), "relieve": ("", "s", "d"), "relieving": ("",),
        "alleviate": ("", "s", "d"), "alleviating": ("",), "streamline": ("", "s", "d"), "streamlining": ("",),
        "vectorize": ("", "s", "d"), "vectorizing": ("",), "precompute": ("", "s", "d"), "precomputing": ("",),
        "prefetch": ("", "es", "ed", "ing"), "coalesce": ("", "s", "d"), "coalescing": ("",),
        "unblock": ("", "s", "ed", "ing"), "restructured": ("",), "rewritten": ("",),
    }.items() for end in ends)
#: the words that link a mechanism to the result it delivered (mechanisms.lead): ", delivering up to 1.69x ...",
#: ", for a ~2-3x speedup over ...", ", resulting in a 57% ..."
MECHANISM_RESULT_LINKS = (("delivering",), ("yielding",), ("giving",), ("bringing",), ("providing",), ("achieving",),
                          ("producing",), ("offering",), ("resulting", "in"), ("leading", "to"), ("translating", "into"),
                          ("for",))
#: the finite verbs of a result after "and" ("X fuses the kernels and delivers 2x higher throughput than Y")
MECHANISM_RESULT_VERBS = frozenset({"delivers", "delivered", "yields", "yielded", "gives", "gave", "brings", "achieves",
                                    "achieved", "produces", "produced", "offers"})
#: adverbs between a mechanism's subject and its verb ("We then applied ...", "it also fuses ...")
MECHANISM_ADVERBS = frozenset({"then", "also", "further", "additionally", "thereby", "finally"})
#: subjects of a mechanism that are no arm: the writer or a pointer to the change ("We then applied ...", "This fuses ...")
MECHANISM_SUBJECTS = frozenset({"we", "i", "this", "it", "they", "these", "that"})
#: words a mechanism never holds, though no twist class names them: what could say how the numbers were taken or what
#: went wrong ("avoids timeouts", "eliminates outliers", "hides OOM errors") -- such a mechanism stays unread
MECHANISM_NEVER = frozenset({"oom", "ooms", "timeout", "timeouts", "error", "errors", "crash", "crashes", "outlier",
                             "outliers", "retry", "retries", "straggler", "stragglers", "warmup", "warm", "cold",
                             "measurement", "measurements", "sample", "samples", "run", "runs", "result", "results",
                             "benchmark", "benchmarks", "metric", "metrics", "number", "numbers", "data", "rows",
                             # what says the result is not measured ("avoids copies in theory, delivering 2x ...")
                             "theory", "theoretical", "theoretically", "principle", "paper", "simulation", "simulated",
                             "estimate", "estimates", "estimated", "projection", "projected", "expected", "ideal",
                             "hypothetical", "hypothetically", "potential", "potentially", "future", "planned"})

#: references in parentheses: to a figure ("(see Figure 3)", "(Table 2)"), to a chart's legend
#: ("(blue line)", "(orange dashed line)") or to a source ("(source)"): where to look, not what
PROSE_FIGURE_NOUNS = frozenset({"figure", "fig", "table", "chart", "graph", "plot", "diagram"})
#: a figure lead at a clause's start (claimcheck/claims/figure_leads.py): "Table 3 shows that ...", "As shown in
#: Figure 4, ...", "As Table 3 shows, ...": where to look, inert; the clause after it is read as any clause is
FIGURE_LEAD_VERBS = frozenset({"shows", "show", "illustrates", "demonstrates", "reports", "indicates", "confirms",
                               "summarizes", "summarises", "presents", "depicts", "plots", "lists", "highlights"})
FIGURE_LEAD_PARTICIPLES = frozenset({"shown", "seen", "reported", "illustrated", "demonstrated", "summarized",
                                     "summarised", "presented", "depicted", "plotted", "listed", "indicated",
                                     "highlighted"})
PROSE_COLORS = frozenset({"blue", "red", "green", "orange", "purple", "yellow", "gray", "grey", "black", "pink",
                          "brown", "cyan", "teal", "violet", "magenta"})
PROSE_LEGEND_STYLES = frozenset({"dashed", "solid", "dotted"})
PROSE_LEGEND_NOUNS = frozenset({"line", "lines", "bar", "bars", "curve", "curves", "dots", "area"})
PROSE_CITATIONS = frozenset({"source", "sources", "ref", "citation"})
#: a picture pointed to after "see" ("(see image at top of tutorial)", "(see the screenshot above)"): only after
#: "see", never a figure lead of its own ("Image generation ..." is a workload); then, at most, where it is in the page
PROSE_SEE_IMAGE_NOUNS = frozenset({"image", "images", "screenshot", "screenshots", "picture", "pictures"})
#: where a pointed-to figure or picture sits ("at top of tutorial", "at the bottom of the post", "in the readme",
#: "above", "below"): the places of a write-up, never a number, an arm or a metric
PROSE_PAGE_PLACES = frozenset({"top", "bottom", "start", "end", "beginning"})
PROSE_PAGE_NOUNS = frozenset({"tutorial", "post", "page", "article", "blog", "readme", "doc", "docs", "document",
                              "section", "notebook", "thread", "issue", "pr"})
#: a parenthesis that holds only a pointer to elsewhere in the write-up ("(see the appendix)", "(details below)"): its
#: whole content, nothing else ("below" / "above" are relations elsewhere: NEVER_PROSE, so only as the whole)
PROSE_REFERENCE_PHRASES = tuple(tuple(p.split()) for p in (
    "see the appendix", "see appendix", "see below", "see above", "details below", "details above", "see text",
    "see the text", "details in the appendix", "see the appendix for details"))

# --- never prose: the classes a twist can hide behind ----------------------------------------
#: reporting verbs that make a claim hypothetical, and other projection words: never prose
HYPOTHETICAL = frozenset({
    "expect", "expects", "expected", "expecting", "expectation", "estimate", "estimates", "estimated", "estimating",
    "project", "projects", "projected", "projecting", "projection", "predict", "predicts", "predicted", "predicting",
    "prediction", "hope", "hopes", "hoped", "hoping", "aim", "aims", "aimed", "aiming", "target", "targets",
    "targeted", "targeting", "goal", "goals", "theoretical", "theoretically", "claimed", "claims", "claim",
    "simulated", "simulate", "simulation", "anticipate", "anticipates", "anticipated", "forecast", "forecasts",
    "plan", "plans", "planned", "potential", "potentially", "possible", "possibly", "can", "will", "should",
    "would", "could", "may", "might", "must", "promise", "promises", "promised", "allow", "allows", "enable",
    "enables", "enabled", "suggest", "suggests", "suggested", "likely", "unlikely", "seems", "seem", "appears",
    "ideal", "ideally", "peak", "best", "case", "upper", "bound", "supposedly", "allegedly", "reportedly", "report",
    "reports", "reported", "think", "thinks", "thought", "believe", "believes", "believed", "guess", "suppose",
    "feel", "feels"})
#: negation-like verbs and words of lack or loss: never prose
NEGATIVE_WORDS = frozenset({"fails", "fail", "failed", "failing", "lacks", "lack", "lacked", "lacking", "lost", "lose",
                            "loses", "losing", "behind", "trails", "trail", "trailed", "worse", "worst", "miss",
                            "missed", "misses", "sacrifice", "sacrifices", "sacrificed", "regress", "regressed",
                            "compromise", "compromises", "doesn't", "don't", "didn't", "isn't", "aren't", "wasn't",
                            "weren't", "won't", "can't", "couldn't", "shouldn't", "no", "not", "never", "without"})
#: superlatives and comparison words that SENSE does not hold
COMPARISON_WORDS = frozenset({"fastest", "slowest", "best", "highest", "lowest", "greatest", "largest", "smallest",
                              "most", "least", "top", "record", "unmatched", "unprecedented", "beats",
                              "matches", "matching", "match", "same", "identical", "similar", "similarly", "equal",
                              "comparable", "close", "par", "ahead", "above", "below", "vs", "versus", "than",
                              "compared", "relative", "against", "over", "under", "newer", "older", "previous",
                              "prior", "baseline", "default", "vanilla", "naive", "stock", "plain", "original"})
#: parity (claimcheck/claims/parity.py; docs/claim-check.md, "Parity"): phrases that say two arms are at the same
#: level, each followed by the reference arm ("on par with Y", "matches Y", "the same as Y"); read with the hedge
#: tolerance of the reference (tolerance.parity_band), never with a number of their own
PARITY_PHRASES = tuple(tuple(p.split()) for p in (
    "on par with", "at par with", "on a par with", "in line with", "comparable to", "comparable with", "similar to",
    "identical to", "equal to", "close to", "level with", "the same as", "at the level of", "on the same level as",
    "matches", "match", "matched", "matching", "equals", "equaled", "equalled"))
#: parity adjectives before a metric ("comparable latency to Y", "virtually identical TPOT", "the same throughput
#: as Y"); "the same" needs "as" after the metric
PARITY_ADJECTIVES = tuple(tuple(p.split()) for p in (
    "comparable", "similar", "identical", "equal", "matching", "the same", "nearly the same", "essentially the same"))
#: words of degree a parity phrase keeps ("virtually identical", "nearly matches", "roughly on par with"): a vague
#: parity word already has the hedge tolerance, so they change nothing it asserts
PARITY_DEGREE = frozenset({"virtually", "nearly", "essentially", "practically", "almost", "roughly", "basically",
                           "effectively", "broadly", "about", "approximately", "largely"})
#: "no measurable difference in TTFT": the adjectives of a difference that is not there (not "significant": a
#: statistical test the rows do not make)
PARITY_NO_DIFFERENCE = frozenset({"measurable", "noticeable", "discernible", "appreciable", "meaningful", "visible",
                                  "material", "real"})
#: verbs that keep a metric at another arm's level ("keeps TTFT at the level of Y", "stays on par with Y")
PARITY_KEEP_VERBS = frozenset({"keeps", "keep", "kept", "keeping", "maintains", "maintain", "maintained",
                               "stays", "stay", "stayed", "remains", "remain", "remained"})
#: a metric a setting leaves as it was ("TPOT is unaffected by X", "X leaves TPOT unchanged"; claims/unaffected.py),
#: after a copula or a verb of staying ("is / remains / stays unaffected by X"), or after "leaves" and the metric
PARITY_UNAFFECTED = frozenset({"unaffected", "unchanged"})
#: nouns of one arm of this experiment after "the fastest" / "the slowest" (production superlative_arm: "the fastest arm
#: (c=32) reached 3.75 req/s", "c32 is the fastest configuration"): faster than every other arm of the witness; never
#: "engine", "system", "framework" or "method" ("the fastest engine" may mean every engine there is)
#: what opens a superlative said in apposition to the value before it (production superlative_apposed: "TGI's P99 TTFT
#: hit 411 ms, the highest of the three", "... (the highest of the three)", "... \u2014 the highest of the three"): the
#: value's arm, metric and statistic are the superlative's
SUPERLATIVE_APPOSITION_OPENERS = frozenset({",", "(", "\u2014", "\u2013"})
#: nouns of an engine after "the fastest" / "the slowest" (production superlative_engine: "TGI is the slowest engine on
#: mean end-to-end latency"): an arm of this experiment only where every arm declares its own engine, each another one
#: (the engines compared are the arms); else every engine there is, and not read
SUPERLATIVE_ENGINE_NOUNS = frozenset({"engine", "backend", "framework"})
#: verb phrases that place the arm before them first or last among all the witness's arms in a metric named after them
#: (production top_place: "SGLang came out on top in request throughput", "SGLang ranks first on mean TTFT", "TGI came
#: last in output throughput", "SGLang leads on request throughput"): phrase -> the direction against each other arm.
#: Never "finished first" (the run that ended first?)
TOP_PLACE_PHRASES = {
    **dict.fromkeys([("comes", "out", "on", "top"), ("came", "out", "on", "top"), ("come", "out", "on", "top"),
                     ("is", "on", "top"), ("was", "on", "top"), ("ranks", "first"), ("ranked", "first"),
                     ("rank", "first"), ("ranks", "top"), ("ranked", "top"), ("comes", "first"), ("came", "first"),
                     ("comes", "in", "first"), ("came", "in", "first"), ("leads",), ("led",), ("wins",), ("won",),
                     ("is", "the", "winner"), ("was", "the", "winner")], "better"),
    **dict.fromkeys([("ranks", "last"), ("ranked", "last"), ("rank", "last"), ("comes", "last"), ("came", "last"),
                     ("comes", "in", "last"), ("came", "in", "last"), ("is", "last"), ("was", "last")], "worse"),
}
#: the prepositions before the metric a place is in ("on request throughput", "in TTFT", "by output tok/s")
TOP_PLACE_PREPS = frozenset({"on", "in", "by", "for"})
SUPERLATIVE_ARM_NOUNS = frozenset({"arm", "configuration", "config", "setup", "variant", "setting", "run", "option"})
#: a metric that barely moved, in a pull request's before / after (production unchanged: "TPOT barely moved", "mean
#: TTFT hardly changed", "throughput held steady"): read as "TPOT unchanged" is (the 5% band of
#: tolerance.UNCHANGED_BAND, symmetric; false only when either arm is twice the other), never as an amount
UNCHANGED_MOTION = (("barely", "moved"), ("barely", "changed"), ("barely", "budged"), ("hardly", "moved"),
                    ("hardly", "changed"), ("hardly", "budged"), ("held", "steady"), ("holds", "steady"),
                    ("stayed", "steady"), ("stays", "steady"), ("remained", "steady"), ("remains", "steady"),
                    # "TTFT did not move: 400 ms mean in both builds": the change's motion denied
                    ("did", "not", "move"), ("didn't", "move"), ("has", "not", "moved"), ("hasn't", "moved"),
                    ("did", "not", "budge"), ("didn't", "budge"), ("did", "not", "change"), ("didn't", "change"),
                    ("has", "not", "changed"), ("hasn't", "changed"), ("does", "not", "change"), ("doesn't", "change"),
                    ("do", "not", "change"), ("don't", "change"), ("does", "not", "move"), ("doesn't", "move"))
#: "TTFT is not affected", "TPOT is not impacted": "unaffected" (production unchanged; "not unchanged" stays unread)
UNCHANGED_NOT = (("not", "affected"), ("not", "impacted"))
#: a move denied after the metric ("Output throughput does not improve at c64", "TTFT did not get better", "TPOT is not
#: improved", "TTFT does not increase at c64", "Throughput did not drop with FP8", "TPOT didn't get worse"): the words
#: and the move they deny -- "better" / "worse" (of the metric's better direction) or "up" / "down" (of its value);
#: one-sided, strict on the denied side (claimcheck/claims/unchanged.py, tolerance.denied_move)
_DENY_AUX = (("does", "not"), ("did", "not"), ("do", "not"), ("doesn't",), ("didn't",), ("don't",))
_DENY_PERFECT = (("has", "not"), ("have", "not"), ("hasn't",), ("haven't",))
_DENIED_VERBS = {  # base form: (move, participle)
    ("improve",): ("better", ("improved",)), ("get", "better"): ("better", ("gotten", "better")),
    ("increase",): ("up", ("increased",)), ("rise",): ("up", ("risen",)), ("go", "up"): ("up", ("gone", "up")),
    ("grow",): ("up", ("grown",)),
    ("decrease",): ("down", ("decreased",)), ("drop",): ("down", ("dropped",)), ("fall",): ("down", ("fallen",)),
    ("go", "down"): ("down", ("gone", "down")),
    ("get", "worse"): ("worse", ("gotten", "worse")), ("worsen",): ("worse", ("worsened",)),
    ("degrade",): ("worse", ("degraded",)),
}
UNCHANGED_DENIED_MOVES: dict[tuple[str, ...], str] = {
    **{(*aux, *verb): move for aux in _DENY_AUX for verb, (move, _) in _DENIED_VERBS.items()},
    **{(*aux, *part): move for aux in _DENY_PERFECT for _, (move, part) in _DENIED_VERBS.items()},
    ("not", "improved"): "better", ("never", "improves"): "better", ("never", "improved"): "better"}
#: the prepositions before the one arm a move is denied or a value said unchanged at ("does not improve at c64", "is
#: unchanged with FP8")
UNCHANGED_ARM_PREPS = frozenset({"at", "with", "on", "for", "under", "using"})
#: a value said of both arms after a no-change word ("(mean 45 ms on both versions)": production unchanged_value)
UNCHANGED_BOTH_PREPS = (("on", "both"), ("in", "both"), ("for", "both"), ("across", "both"), ("with", "both"))
#: after a preposition, the quantifiers of every arm in a clause that names no arm ("stays at 10 ms in both
#: configurations", "in all three configurations", "on either version": lead_labels' topic summary "X is unaffected:")
EVERY_ARM_QUANTIFIERS = frozenset({"both", "all", "each", "every", "either"})
#: verbs of staying, inert words (INERT_WORDS) that say a value did not move: "TPOT stays at 20 ms with APC" says the
#: arm without APC ran at 20 ms too. Where the clause's values name one arm of two, each is read of the other arm too
#: (a contradiction there held back: which reference the author meant is not said); where they name one arm of three
#: or more, or two arms at different values, they are not graded (claimcheck/claims/unchanged.py stay_values)
STAY_WORDS = frozenset({"stays", "stayed", "stay", "remains", "remained", "remain"})
UNCHANGED_BOTH_NOUNS = frozenset({"versions", "arms", "configurations", "configs", "builds", "runs", "engines",
                                  "stacks", "setups", "variants", "sides", "branches", "commits", "weeks",
                                  "nightlies", "releases"})
PARITY_UNAFFECTED_VERBS = frozenset({"is", "was", "are", "were", "remains", "remained", "stays", "stayed", "appears",
                                     "seems"})
PARITY_LEAVE_VERBS = frozenset({"leaves", "left", "leave"})
#: a second predicate's gerund after "while" that continues the clause before's subject (production while_unaffected:
#: "X doubles throughput while leaving / keeping TPOT unchanged"; claims/unaffected.py)
PARITY_LEAVE_GERUNDS = frozenset({"leaving", "keeping"})
#: verbs of a coordinated parity subject ("A and B are within 5%", "A and B have comparable latency")
PARITY_PAIR_VERBS = frozenset({"are", "were", "have", "had", "show", "showed", "deliver", "delivered", "achieve",
                               "achieved", "perform", "performed", "offer", "offered", "reach", "reached", "run"})
#: the verb of a performance compared at one level ("A and B perform similarly", "X performs similarly to Y", "X
#: performed on par with Y"): its metric is named elsewhere in the clause (none: not read)
PARITY_PERFORM_VERBS = frozenset({"perform", "performs", "performed"})
#: the words of PARITY_PHRASES that are verbs themselves ("X performs matches Y" is no sentence): not after a
#: performance verb
PARITY_VERB_PHRASE_WORDS = frozenset({"matches", "match", "matched", "matching", "equals", "equaled", "equalled"})
#: a difference of two arms said to be too small to count, after a copula ("the TTFT difference between A and B is
#: negligible", "the difference in throughput between A and B was minimal"): read with the pull request's unchanged
#: band (tolerance.UNCHANGED_BAND, 5%), a strong word; never "small", "marginal" or "within noise" (how small? noise of
#: which runs?): not read
PARITY_SMALL_GAP = frozenset({"negligible", "minimal"})
#: nouns naming a threshold a measured value is bounded by ("stayed under the 500 ms SLO", "below a 40 ms TPOT
#: constraint", "within our 2 s budget"; claimcheck/claims/slo_phrases.py, production threshold_bound)
THRESHOLD_NOUNS = frozenset({"slo", "target", "budget", "limit", "constraint", "threshold", "ceiling"})
#: stated tolerances of two arms with no reference ("less than 2% apart", "differ by under 3%"): the bound words
PARITY_BOUNDS = tuple(tuple(p.split()) for p in (
    "less than", "under", "within", "no more than", "at most", "not more than", "below"))
QUANTIFIERS = frozenset({"all", "every", "each", "none", "some", "most", "many", "few", "several", "half", "both",
                         "any", "only", "majority", "minority", "whole", "entire", "single", "double", "multiple",
                         "average", "typical", "typically", "consistently", "always", "sometimes", "often",
                         "usually", "generally", "mostly", "mainly", "primarily", "largely", "partly", "nearly",
                         "almost", "about", "around", "roughly", "approximately", "over", "up", "upwards", "per"})
CONDITION_WORDS = frozenset({"if", "when", "whenever", "unless", "provided", "assuming", "given", "while", "whereas",
                             "during", "until", "after", "before", "once", "where", "except", "excluding",
                             "including", "only", "within", "across", "under", "at", "on", "for", "with", "without",
                             "depending", "regardless"})
#: scope nouns and adjectives: workloads, data, hardware, sizes, load (a scope made inert would let a
#: twist on the scope pass)
SCOPE_WORDS = frozenset({
    "load", "loaded", "workload", "workloads", "dataset", "datasets", "data", "trace", "traces", "traffic", "burst",
    "bursty", "realistic", "real", "synthetic", "production", "prompt", "prompts", "input", "inputs", "output",
    "outputs", "context", "contexts", "length", "lengths", "long", "longer", "short",
    "shorter", "large", "small", "size", "sizes", "batch", "batches", "concurrency", "concurrent", "users", "user",
    "clients", "gpu", "gpus", "cpu", "cpus", "tpu", "tpus", "npu", "hardware", "node", "nodes", "cluster", "device",
    "devices", "card", "cards", "memory", "vram", "ram", "model", "models", "version", "versions", "release",
    "engine", "engines", "backend", "backends", "platform", "precision", "quantization", "quantized", "cache",
    "cached", "caching", "prefix", "speculative", "speculation", "draft", "chat", "summarization", "coding",
    "low", "high", "heavy", "light", "cold", "warm", "first", "last", "warmup", "steady", "peak", "tail",
    "mode", "setting", "settings", "configuration", "config", "level", "regime", "scenario", "scenarios", "case",
    "cases", "benchmarking"})


# --- capability and delivery verbs around a bound; speed-up verbs (grammar: capability, speed_up) ----
#: modals read only right before a best-run bound they introduce ("can achieve up to 30x higher
#: throughput than X", "could deliver up to 2x", "can be up to 3x faster", "can reduce TTFT by up to
#: 40%"): the bound's best run (Assertion.over_runs = "best"), as "up to" alone. Never alone ("can achieve
#: 30x" stays unread); "cannot", "can't", "could not" are negations and stay unread; "might", "may",
#: "should", "would" are projections and stay unread
CAPABILITY_MODALS = frozenset({"can", "could"})
#: verbs (base form) between such a modal and its bound, with the particle a verb takes ("translate into")
CAPABILITY_VERBS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(["achieve", "deliver", "reach", "provide", "offer", "bring", "give", "yield", "get", "see", "hit",
                     "attain", "obtain", "sustain", "enable", "be", "show", "produce", "serve", "process", "handle",
                     "generate", "run"], ()),
    "translate": ("into", "to"), "lead": ("to",), "result": ("in",),
}
#: adverbs allowed between the modal and its verb ("can now deliver", "can also be")
CAPABILITY_ADVERBS = frozenset({"now", "also"})
#: the same capability said with a copula ("is able to deliver up to 3x", "was capable of delivering up to
#: 3x"): the phrase, then the verb form it takes (base form after "able to", the gerund after "capable of")
CAPABILITY_PHRASES = {("able", "to"): "base", ("capable", "of"): "gerund"}
CAPABILITY_GERUNDS = frozenset({"achieving", "delivering", "reaching", "providing", "offering", "bringing", "giving",
                                "yielding", "getting", "hitting", "attaining", "obtaining", "sustaining", "serving",
                                "processing", "handling", "generating", "running", "producing", "being"})
#: the copulas between a change noun as subject and its value ("The speedup of X over Y is 3x", "X's speedup over
#: Y reaches 3x")
GAIN_COPULAS = frozenset({"is", "was", "are", "were", "reaches", "reached", "hits", "hit"})
#: participles between "the" and a gain noun as the subject that name the author's own measurement ("the observed
#: decrease in latency can be as much as 50%", "the measured speedup over X is 2x"): read as part of the subject;
#: a projection ("the expected speedup", "the theoretical speedup") is none of them and stays unread
GAIN_SUBJECT_PARTICIPLES = frozenset({"observed", "measured"})
#: a gain noun's subject before "from" and a range ("EAGLE-3's speedup over X ranges from 1.5x to 2x", "the speedups
#: of X over Y range from 20% to 30%"): the range is the change's, as after a copula (production gain_subject)
GAIN_RANGE_VERBS = frozenset({"range", "ranges", "ranged", "vary", "varies", "varied"})
#: "enable" read as a delivery verb only right before the comparison it delivers ("these features enable up to
#: 4x higher throughput than X", "QServe enables 1.8x higher throughput compared with X"); anywhere else it
#: stays a projection word (HYPOTHETICAL: "enables users to ...")
ENABLE_VERBS = frozenset({"enable", "enables", "enabled", "enabling"})
#: "speeds up inference by 2x", "accelerates generation by up to 3x over X", "to speedup inference by upwards
#: of 2x": a ratio (or percent) of the speed the object names, in the better direction. The objects: a
#: higher-is-better metric phrase, or one of these nouns (-> metric); a latency object ("speeds up TTFT by 2x":
#: a shorter time or a higher rate?) is not read
SPEED_UP_VERBS = frozenset({"speed", "speeds", "sped", "speeding", "speedup", "speedups", "accelerate", "accelerates",
                            "accelerated", "accelerating"})
SPEED_UP_OBJECTS: dict[tuple[str, ...], str] = {
    ("inference",): SPEED, ("serving",): SPEED, ("llm", "inference"): SPEED, ("model", "inference"): SPEED,
    ("generation",): "token_throughput", ("token", "generation"): "token_throughput",
    ("text", "generation"): "token_throughput",
    ("decoding",): "decode_token_rate", ("decode",): "decode_token_rate", ("prefill",): "prefill_token_rate",
}

# --- bounds said with a verb (production bound_verb; grammar.py _prefix) ---------------------------
#: verbs that hold a metric to a bound, read only right before a metric and a bound that names a RELATION
#: ("keeps mean TTFT under 300 ms", "brought p99 TTFT under 1 s", "kept TPOT within 40 ms"), or right before
#: the bound itself ("p99 TTFT is kept under 1 s"): they assert the bound, nothing more; before anything
#: else they are what they were (prose praise: "keeping rich features")
BOUND_KEEP_VERBS = frozenset({"keeps", "kept", "keep", "keeping", "holds", "held", "hold", "holding", "maintains",
                              "maintained", "maintain", "maintaining", "brought", "brings", "bring", "bringing"})
#: a verb that is itself the relation "above" ("exceeds 300 ms"; "never exceeds", "does not exceed": at most)
EXCEED_VERBS = frozenset({"exceeds", "exceed", "exceeded", "exceeding", "surpasses", "surpass", "surpassed"})
#: verbs of motion before "above" / "over" / "below" / "under" ("never goes above 300 ms", "does not drop below
#: 4 req/s"): the relation is the one word after the verb. A neutral verb ("") goes with any relation; a verb
#: with a direction only under a negation (a floor or a ceiling, "never drops below"), and only with its own
#: side ("never drops above" is not read); unnegated ("drops below 300 ms": a change) it is not read here
BOUND_MOTION_VERBS = {**dict.fromkeys(("goes", "go", "went", "gets", "get", "got", "gone"), ""),
                      **dict.fromkeys(("rises", "rise", "rose", "climbs", "climb", "climbed", "spikes", "spike",
                                       "spiked", "creeps", "creep", "crept", "jumps", "jump", "jumped"), ">"),
                      **dict.fromkeys(("drops", "drop", "dropped", "falls", "fall", "fell", "dips", "dip", "dipped",
                                       "sinks", "sink", "sank", "slips", "slip", "slipped"), "<")}
#: production: ranging_change -- after a change verb and its metric, ", ranging from A to B" is the change's size as a
#: range ("reduces latency, ranging from 1.5x to 2.3x"), read as "by A to B"
RANGING_WORDS = frozenset({"ranging", "varying"})
#: the one-word relations that, right after a verb of motion with a direction ("drops below 10 ms", "rises above 1.5
#: req/s", "dips under", "jumps over"), say where the metric ends up, not the size of its change: not read as the
#: change's bound (production end_state_bound; "drops by less than 10 ms" is the change's)
END_STATE_RELATIONS = frozenset({"below", "under", "above", "over"})
#: transitive verbs whose direction is their particle after the metric ("bumps p50 TTFT up to 410 ms from 260 ms",
#: "brings median TTFT down from 410 ms to 260 ms", "pushes request throughput up from 3.1 to 4.5 req/s"): read only
#: with "up" / "down" before a from-to / to-from pair whose values agree with it (production change_particle)
PARTICLE_TRANSITIVE_VERBS = frozenset({"bumps", "bumped", "bump", "bumping", "pushes", "pushed", "push", "pushing",
                                       "drives", "drove", "driven", "drive", "driving", "brings", "brought", "bring",
                                       "bringing", "knocks", "knocked", "knock", "knocking"})
#: comparative duration and manner (production time_event): an event whose time a comparison gives -- the first
#: token ("returns the first token 40 ms sooner than X", "the first token arrives 37% earlier") is TTFT; a request's
#: end ("finishes each request 0.94 s faster", "each request completes 1.4x sooner") its end-to-end latency
TTFT_EVENT_VERBS = frozenset({"returns", "return", "returned", "emits", "emit", "emitted", "produces", "produce",
                              "produced", "streams", "stream", "streamed", "sends", "send", "sent", "delivers",
                              "deliver", "delivered", "generates", "generate", "generated", "gets", "get", "got",
                              "reaches", "reach", "reached"})
ARRIVE_VERBS = frozenset({"arrives", "arrive", "arrived", "appears", "appear", "appeared", "comes", "come", "came",
                          "lands", "land", "landed"})
FINISH_VERBS = frozenset({"finishes", "finish", "finished", "completes", "complete", "completed", "serves", "serve",
                          "served", "answers", "answer", "answered", "processes", "process", "processed", "handles",
                          "handle", "handled"})
REQUEST_END_VERBS = frozenset({"finishes", "finished", "completes", "completed", "returns", "returned", "ends",
                               "ended"})
EVENT_REQUEST_NOUNS = frozenset({"request", "query", "prompt"})
#: "responds with a 20% lower p90 TTFT than X": the verb and "with", read only before a comparison naming its metric
RESPOND_VERBS = frozenset({"responds", "responded", "respond", "answers", "answered", "answer", "replies", "replied",
                           "reply"})
#: the words that compare the times of an event: the value's direction (earlier: less time; later: more) or the
#: speed's (faster, quicker, sooner: less time, with the second meaning of a percent of a speed, as "37% faster to
#: first token"; SENSE holds "sooner" so)
TIME_WORDS = {"sooner": "better", "earlier": "down", "later": "up", "faster": "better", "quicker": "better",
              "slower": "worse"}
#: more spellings of the metrics: "30% more time to the first token", "1.4x longer per output token" (a time per
#: token is TPOT, PER_TOKEN_METRIC)
_VALUE_FRAME_SPELLINGS = [("time to the first token", "ttft"), ("to the first token", "ttft"),
                          ("per output token", "tpot"), ("per token", "tpot"), ("per generated token", "tpot"),
                          ("time per token", "tpot"), ("time per generated token", "tpot")]
_M.extend(_VALUE_FRAME_SPELLINGS)
METRIC_PHRASES.extend((tuple(p.split()), m) for p, m in _VALUE_FRAME_SPELLINGS)
#: "for every request", "across all requests" after a bound (production every_request)
EVERY_REQUEST_NOUNS = frozenset({"request", "requests", "query", "queries", "prompt", "prompts"})
#: a bound after the value that includes it: "260 ms or less", "4 req/s or more" (production or_bound)
OR_BOUNDS = {"less": "<=", "lower": "<=", "below": "<=", "under": "<=", "fewer": "<=", "more": ">=", "higher": ">=",
             "above": ">=", "over": ">=", "greater": ">="}
#: the auxiliary before a negation ("does not exceed", "did not go above"): read with the negation only
NEG_AUXILIARIES = frozenset({"does", "do", "did"})
#: compound bounds: "at or below 300 ms", "at or above 4 req/s" (RELATIONS holds them)
COMPOUND_RELATIONS = [(("at", "or", "below"), "<="), (("at", "or", "under"), "<="), (("at", "or", "above"), ">="),
                      (("at", "or", "over"), ">="), (("at", "or", "beneath"), "<=")]
RELATIONS += COMPOUND_RELATIONS
#: "within 300 ms": at most, before a duration only and never before "of" / a binder ("within 5 ms of X" is a
#: distance from X, not read)
WITHIN_WORDS = frozenset({"within"})



def _never_prose() -> frozenset[str]:
    """Every word of a class a twist can hide behind (the words of its phrases, less the function
    words of INERT_WORDS that those phrases hold: "time to first token", "at least")."""
    words: set[str] = set()

    def add(xs) -> None:
        for x in xs:
            words.update(x if isinstance(x, tuple) else str(x).split())

    add(NEGATIONS); add(NEGATIVE_WORDS); add(MODAL_WORDS); add(HEDGES); add(HYPOTHETICAL); add(SENSE)
    add(DIFFERENCE_WORDS); add(BEAT_VERBS); add(DIRECTION_NOUNS); add(SPEED_WORDS); add(PERFORMANCE_WORDS)
    add(COMPARISON_WORDS); add(CHANGE_VERBS); add(CHANGE_INTRANS); add(CHANGE_NOUNS); add(PCT_CHANGE_NOUNS)
    add(MULT_WORDS); add(MULT_VERBS); add(FOLD_WORDS); add(NUMBER_WORDS); add(DURATION_UNITS); add(COUNT_NOUNS)
    add(COUNT_MODIFIERS); add(COUNT_METRICS); add(w for w, _ in METRIC_PHRASES); add(w for w, _ in STAT_PHRASES)
    add(w for w, _ in RATE_UNITS); add(w for w, _ in RELATIONS); add(BINDER_WORDS); add(ENGINES); add(GPUS)
    add(CPU_WORDS); add(CLOUDS); add(MODEL_FAMILIES); add(UNVERIFIABLE); add(CACHE_HEADS); add(CACHE_MODS)
    add(BENEFIT_NOUNS); add(QUANTIFIERS); add(CONDITION_WORDS); add(SCOPE_WORDS); add(SUBJECT_ALL)
    add(DEGREE_WORDS); add(WHILE_JOINERS); add(COST_JOINERS); add(COST_VERBS); add(DEGREE_ADJECTIVES); add(ws[0] for ws in PEAK_VERBS); add(BASELINE_PHRASES); add(TREATMENT_PHRASES); add(BEFORE_CHANGE_PHRASES); add(SETTING_DESC_NOUNS); add(SETTING_DESC_AFTER)
    add(SETTING_DESC_WHEN_VERBS); add(SETTING_DESC_SERVED); add(SETTING_KEYS); add(PREFIX_CACHING_ON)
    add(PREFIX_CACHING_OFF); add(CHUNKED_PREFILL_ON); add(CHUNKED_PREFILL_OFF)
    # (not the CUDA-graph phrases: "by introducing CUDA graph" stays a cause's prose where no arm declares it, rs251)
    # (of eager mode and expert parallelism only their own words: "running", "mode", "parallelism" are prose elsewhere,
    # "through sequence parallelism")
    add(("eager", "expert", "ep")); add(NO_SPECULATION); add(p for ps in ENGINE_ARM_PHRASES.values() for p in ps)
    add(CAPABILITY_MODALS); add(CAPABILITY_PHRASES); add(ENABLE_VERBS); add(SPEED_UP_VERBS); add(SPEED_UP_OBJECTS); add(GAIN_NOUNS)
    add(TIME_WORDS); add(EXCEED_VERBS); add(WITHIN_WORDS); add(EXCESS_RELATIONS); add(k for k, v in BOUND_MOTION_VERBS.items() if v)
    add(BENCH_LABELS); add(("x", "times", "fold", "percent", "%", "+", "-", "~", "≈", "×", "→", "->", "=>", "/"))
    add(EXACT_WORDS)
    # a relative setting word ("under the heavier load", "with more threads") is a condition on one arm
    add(a for _n, *forms, _the in RELATIVE_SETTINGS.values() for pair in forms for side in pair for a in side)
    add(("more", "fewer", "most", "fewest", "load", "loads", "rates"))
    return frozenset(w for w in words if w not in INERT_WORDS)


#: the words prose may never hold (tests/claims/test_claims_prose.py checks the PROSE classes are
#: disjoint from it; the reader's cause phrases admit only words outside it)
NEVER_PROSE = _never_prose()
#: the words of a prose phrase that are also a metric phrase's, and only inside that fixed phrase: "evaluation" of
#: "in our evaluation" (PROSE_PHRASES) and of llama.cpp's "prompt evaluation speed / rate" (METRIC_PHRASES, always after
#: "prompt"): the prose phrase holds no "prompt", so no metric hides behind it (test_claims_prose)
PROSE_PHRASE_METRIC_WORDS = frozenset({"evaluation"})
#: the words a genre label's topic ("quick follow-up from Tuesday's call:") and a bench opener's comparison ("finished
#: the radix cache A/B") never hold, beside NEVER_PROSE: a doubt of the run's validity (PROSE_VALIDITY_WORDS: "the flaky
#: A/B", "from the broken test") or of its completeness or quality (these words) -- the label or the opener stays unread
GENRE_TOPIC_NEVER = PROSE_VALIDITY_WORDS | frozenset({
    "slow", "fast", "partial", "bad", "good", "abandoned", "aborted", "crashed", "incomplete", "bogus", "half", "rough",
    "preliminary", "failed", "failing", "first", "initial", "old", "new", "other", "unfinished", "botched", "messy",
    "weird", "odd", "strange", "surprising", "disappointing", "inconclusive", "quick", "early", "draft"})
#: the only words a genre label's topic may hold (production genre_label: "quick follow-up from Tuesday's call:",
#: "Recap of the standup:", "Update from this morning:"): a meeting or conversation of the team and when it was -- an
#: allow-list, so a topic saying what follows is not the author's measurement ("from the roadmap:", "of the
#: hypothetical:", "from the retracted call:", "from the marketing deck:") stays unread
GENRE_TOPIC_WORDS = frozenset({
    "the", "this", "that", "our", "my", "team", "team's", "today", "today's", "tonight", "morning", "afternoon",
    "evening", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekly", "daily",
    "call", "standup", "stand-up", "sync", "sync-up", "meeting", "chat", "thread", "discussion", "huddle", "retro",
    "review", "one-on-one", "1:1", "demo", "slack", "email", "dm"})
#: the words a sign-off's or a greeting's name ("Cheers, Dana", "Hi Dana,") and a chat mention never are, beside
#: NEVER_PROSE and GENRE_TOPIC_NEVER: a denial, a retraction or a joke said where a name stands ("Cheers, Nope",
#: "Cheers, Retracted", "Hi Jk,") -- the sign-off or greeting then stays unread
NAME_NEVER = frozenset({
    "no", "nope", "nah", "not", "never", "jk", "j/k", "kidding", "joking", "joke", "lol", "sike", "psych", "retracted",
    "retract", "retraction", "retracting", "debunked", "disregard", "ignore", "scratch", "hypothetically",
    "allegedly", "supposedly", "sarcasm", "satire", "april", "fools", "obviously", "right", "sure", "yeah", "totally"})
#: "performance" is the one praise noun that is also a metric word: it is prose only after a praise
#: adjective and only where no comparison of its clause would take it as its metric (prose.py)
PROSE_METRIC_NOUNS = frozenset({"performance"})
#: the discourse phrases (DISCOURSE) that hold a word of NEVER_PROSE ("in short", "overall", "in this
#: case", "similarly"): inert only where a comma, a colon, a subject pronoun or an arm follows them ("In
#: short, ...", "Overall we see ..."); before a noun they are a scope or a metric ("in short prompts",
#: "overall throughput"). Not the first person's own report ("we report": the author's measurement)
DISCOURSE_COMMA_ONLY = frozenset(p for p in DISCOURSE if p[0] not in PROSE_PRONOUNS and any(
    w in NEVER_PROSE for w in p if w not in INERT_PUNCT) and " ".join(p) not in RESULT_HEADERS) | frozenset(
    tuple(p.split()) for p in SUMMING_LEADS)


# --- topic leads ("Regarding TTFT, ...", "For TTFT, ...", "In terms of throughput, ...") -----------------
#: the words that open a clause with its topic: a metric then a comma (grammar.m_topic). The topic is the
#: metric of the clause's comparisons that name none, or name only the generic "latency" of a per-request
#: topic; a clause that names another metric leaves the topic unread
TOPIC_LEADS: list[tuple[tuple[str, ...], str]] = sorted(
    ((tuple(p.split()), "topic") for p in ("regarding", "for", "on", "in", "at", "during", "looking at", "as for", "as regards", "as to", "in terms of",
                                            "with respect to", "with regard to", "when it comes to", "concerning")),
    key=lambda x: -len(x[0]))
#: production topic_rate_noun: after "in terms of", what a rate counts names the rate ("In terms of requests, FP8 served
#: 4.34 req/s ...": request throughput; "In terms of generated tokens, ...": output token throughput); not "tokens"
#: alone (output, or prompt and output?)
TOPIC_RATE_LEAD = ("in", "terms", "of")
TOPIC_RATE_NOUNS = ((("requests",), "throughput"), (("generated", "tokens"), "token_throughput"),
                    (("output", "tokens"), "token_throughput"), (("completed", "requests"), "throughput"))
#: production whole_run_lead: a clause's lead that says its figures are each arm's over the whole run ("Averaged over
#: the whole run, output throughput was 80.8 tok/s with the draft vs 38.5 tok/s without", "Over the entire benchmark,
#: ..."): a throughput's own figure (total / wall), a per-request value's mean
WHOLE_RUN_LEADS: list[tuple[tuple[str, ...], str]] = sorted(
    ((tuple(f"{lead} the {adj} {noun}".split()), "whole") for lead in ("over", "across", "averaged over",
                                                                      "averaged across", "measured over")
     for adj in ("whole", "entire", "full") for noun in ("run", "benchmark", "benchmark run", "test run")),
    key=lambda x: -len(x[0]))
#: the rates a whole-run lead may stand before: each the arm's total over its wall time
WHOLE_RUN_RATES = frozenset({"throughput", "token_throughput", "total_token_throughput"})
#: production whole_time_name: the whole run's time named with a modifier of the whole ("Full run time: 6.94 s -> 5.56 s",
#: "whole-run wall time", "Entire benchmark duration: ...", "the full benchmark runtime"): a modifier of
#: WHOLE_RUN_TIME_MODIFIERS, then either a metric phrase of the wall that names the run itself (its first word one of
#: WHOLE_RUN_TIME_FIRST: "run time", "runtime", "benchmark duration", "benchmark wall time") or a run noun of
#: WHOLE_RUN_TIME_RUNS and a time noun of WHOLE_RUN_TIME_HEADS ("run wall clock", "benchmark duration"): the wall (grammar
#: _Clause.metric_phrase). Deliberately not METRIC_PHRASES: that would put "full" / "benchmark" into NEVER_PROSE (a
#: cause's "still pay full prefill" is prose; "benchmark" is a label word, "Benchmark:")
WHOLE_RUN_TIME_MODIFIERS = frozenset({"whole", "entire", "full"})
WHOLE_RUN_TIME_FIRST = frozenset({"run", "runtime", "benchmark"})
WHOLE_RUN_TIME_RUNS: tuple[tuple[str, ...], ...] = (("benchmark", "run"), ("test", "run"), ("run",), ("benchmark",))
WHOLE_RUN_TIME_HEADS: tuple[tuple[str, ...], ...] = tuple(sorted(
    (tuple(p.split()) for p in ("time", "duration", "wall time", "wall clock", "wall clock time", "runtime",
                                "elapsed time")), key=lambda ws: -len(ws)))
#: the nouns for the compared runs after "both" / "all" before a setting ("with both models using TP2"):
#: grammar._both_arms, read only where every arm declares that setting
BOTH_ARM_NOUNS = frozenset({"models", "engines", "arms", "runs", "systems", "servers", "configurations", "configs",
                            "setups", "backends", "variants", "deployments", "versions"})
#: a verb or preposition between "both <runs>" and the setting ("both engines used TP2", "both serving at concurrency
#: 16", "both systems at max_num_seqs=256")
BOTH_ARM_GAP = frozenset({"used", "using", "use", "ran", "run", "running", "serving", "served", "at", "with", "on",
                          "under"})
#: participles of measuring that stand, with "by" / "for" / an arm preposition, between "that" and an arm as "of" does
#: ("2.5x that achieved by vLLM", "1.5x that measured for c8": grammar.skip_the). Not "reported" / "claimed" /
#: "published" (someone's stated number, not this witness's run): they stay unread
THAT_MEASURED_PARTICIPLES = frozenset({"achieved", "measured", "obtained", "reached", "seen", "delivered", "recorded",
                                       "observed", "attained", "sustained", "produced", "got", "gotten"})
#: the nouns of "<object> at N x the <noun> of ARM" after a rate object ("generates tokens at 2.5x the rate of vLLM",
#: "serves requests at twice the pace of TGI"): the object's rate (grammar._at_rate_of)
RATE_OF_NOUNS = frozenset({"rate", "pace", "speed"})
#: the verbs before "tokens" that make it a rate object (production rate_object: "generates tokens 2.4x faster than X",
#: "delivers tokens 2-3x faster", "produces tokens up to 6 times faster"): the output token rate
TOKEN_OUTPUT_VERBS = frozenset({"generated", "generates", "generate", "generating", "produced", "produces", "produce",
                                "producing", "delivers", "delivered", "deliver", "delivering"})
#: what kind of output tokens, between such a verb and "tokens" ("produces critical thinking tokens up to 6 times
#: faster", "generates output tokens 2x faster"): every one an output token, so still the output token rate
TOKEN_KIND_PHRASES = (("critical", "thinking"), ("thinking",), ("reasoning",), ("output",), ("answer",),
                      ("completion",))
#: the words that open a parenthesis holding a value's before value ("80 ms (was 120 ms)", "(previously 900 ms)"):
#: pair_frames.paren_was reads it as "from 120 ms to 80 ms"
WAS_WORDS = frozenset({"was", "previously", "formerly"})
#: "(from 120 ms before the change)", "(120 ms before the update)": what "before the ..." may name (pair_frames.before_tail)
BEFORE_TAIL_NOUNS = frozenset({"change", "update", "upgrade", "fix", "patch", "optimization", "optimisation", "switch",
                               "migration", "tuning", "refactor", "rewrite", "pr", "commit"})
#: the word after a metric that makes it the clause's topic ("Throughput-wise, ...", "Latency-wise, ...": the hyphen is
#: not a token): read as "In terms of <metric>," (grammar.m_topic)
TOPIC_SUFFIXES = frozenset({"wise"})
#: the metric words a per-request topic makes precise ("Regarding TTFT, R1 reduces latency by 55%")
TOPIC_GENERIC_LATENCY = frozenset({("latency",), ("latencies",)})

#: phrase tables indexed by their first word, built once per table (the reader and its passes look phrases up
#: at every token)
_INDEX: dict[int, dict[str, list]] = {}


def first_word_index(table) -> dict[str, list]:
    """A phrase table indexed by its first word (longest phrases first), built once per table."""
    got = _INDEX.get(id(table))
    if got is None:
        got = {}
        for words, val in sorted(table, key=lambda x: -len(x[0])):
            got.setdefault(words[0], []).append((words, val))
        _INDEX[id(table)] = got
    return got


# --- one request / prompt / token as a clause's subject (production single_item_time; claims/single_item.py) ----
#: a determiner of one item ("a 512-token prompt", "one request", "each token", "a single query")
SINGLE_ITEM_DETERMINERS = frozenset({"a", "an", "one", "1", "single", "each", "every", "any"})
#: the items a time may be said of one at a time: a time said of one of them is a per-item time, never the arm's
#: wall time ("a 512-token prompt is processed in 2.0 s"), and "one request" before its time is no count of requests
SINGLE_ITEM_NOUNS = frozenset({"request", "prompt", "response", "query", "completion", "answer", "generation",
                               "sequence", "token", "conversation", "call", "reply", "turn", "input", "output",
                               "question", "message", "chat"})
#: words that may stand between the determiner and the item ("a 512-token prompt", "a single long request")
SINGLE_ITEM_MODIFIERS = frozenset({"-", "token", "tokens", "tok", "long", "short", "single", "typical", "new",
                                   "whole", "full", "user", "user's", "chat", "k", "word"})
#: verbs that give the time of what precedes them ("one request takes 1.07 s", "a prompt is processed in 2 s")
SINGLE_ITEM_TIME_VERBS = frozenset({"takes", "took", "take", "needs", "needed", "lasts", "lasted", "requires",
                                    "required", "is", "was", "gets", "got", "finishes", "finished", "completes",
                                    "completed", "returns", "returned", "ends", "ended"}) | FINISH_VERBS

#: a bare count of requests before a verb of its time is no count of the arm's requests ("3 requests took 20 s":
#: three slow ones, or the whole set? claimcheck/claims/single_item.py bare_count_subject): its nouns and verbs, and
#: the words before a count that make it the whole set ("all 16 requests took 20 s", "the 16 requests took 20 s")
PLURAL_ITEM_NOUNS = frozenset({"requests", "prompts", "queries", "reqs", "completions", "responses", "answers"})
COUNT_TIME_VERBS = frozenset({"took", "takes", "take", "needed", "needs", "need", "lasted", "last", "required",
                              "require", "requires"})
WHOLE_SET_DETERMINERS = frozenset({"all", "the", "its", "their", "these", "those", "of", "our"})

#: verbs that state the value a fraction metric came to, right before its percent (production fraction_verb): "the
#: prefix cache hit rate reached 75%", "hit rate achieved 75%"; never a verb of change ("rose 75%", "improved 75%":
#: in percent or in percentage points?)
FRACTION_VALUE_VERBS = frozenset({"reached", "reaches", "achieved", "achieves"})
#: one output token as the subject of its time (production token_time; claims/single_item.py): "each token takes 125
#: ms to generate", "every output token took 50 ms": a time per output token (TPOT unless the clause names ITL)
TOKEN_SUBJECT_LEADS = frozenset({"each", "every"})
TOKEN_SUBJECT_MODS = frozenset({"output", "generated", "new", "decoded"})
TOKEN_TIME_VERBS = frozenset({"takes", "took", "needs", "needed", "requires", "required"})
TOKEN_TIME_TAILS = (("to", "generate"), ("to", "produce"), ("to", "decode"), ("to", "emit"))


# --- like-for-like fragments (descriptors._same_fragment; production same_fragment in grammar.lark) ---------------------
#: "Same GPU, same SGLang version, same prompts.", "Identical hardware and prompts for both runs.", "Both arms use the
#: same model, prompts and output cap.", "..., everything else held constant": a clause that is nothing but a list of
#: like-for-like items. What each item's noun says every arm shares (the fact key same_<what>) beyond
#: descriptors.SAME_NOUNS: a GPU is the hardware record; "engine" one engine in every arm; "version" one engine version
SAME_FRAGMENT_NOUNS = {"gpu": "hardware", "gpus": "hardware", "card": "hardware", "cards": "hardware",
                       "accelerator": "hardware", "accelerators": "hardware", "node": "hardware", "box": "hardware", "engine": "engine", "engines": "engine",
                       "framework": "engine", "version": "version", "versions": "version", "build": "version"}
#: production same_control (claimcheck/claims/controls.py): the conditions of the load a sameness phrase says the arms
#: shared ("under identical load", "at the same concurrency", "with identical prompts and output lengths", "using the
#: same data types"): the words after "the same" / "identical" -> the fact key same_<what>, checked against what the
#: witness records per arm (controls.check), else against the sameness the writer's --baseline-desc / --scope declares
CONTROL_PHRASES = {("load",): "load", ("traffic",): "load", ("request", "load"): "load", ("workload", "shape"): "load",
                   ("load", "pattern"): "load", ("load", "profile"): "load", ("offered", "load"): "load",
                   ("concurrency",): "concurrency", ("concurrency", "level"): "concurrency",
                   ("client", "concurrency"): "concurrency", ("max", "concurrency"): "concurrency",
                   ("concurrency", "settings"): "concurrency", ("concurrency", "setting"): "concurrency",
                   ("number", "of", "concurrent", "requests"): "concurrency",
                   ("request", "rate"): "request_rate", ("arrival", "rate"): "request_rate", ("qps",): "request_rate",
                   ("output", "lengths"): "output_len", ("output", "length"): "output_len",
                   ("output", "lens"): "output_len", ("generation", "lengths"): "output_len",
                   ("generation", "length"): "output_len", ("completion", "lengths"): "output_len",
                   ("output", "sizes"): "output_len", ("max", "output", "length"): "output_len",
                   ("input", "lengths"): "input_len", ("input", "length"): "input_len",
                   ("prompt", "lengths"): "input_len", ("prompt", "length"): "input_len",
                   ("input", "sizes"): "input_len", ("prompt", "sizes"): "input_len",
                   ("data", "types"): "dtype", ("data", "type"): "dtype", ("dtype",): "dtype", ("dtypes",): "dtype",
                   ("precision",): "dtype",
                   ("batch", "size"): "batch_size", ("batch", "sizes"): "batch_size",
                   # the inputs, said by nouns SAME_NOUNS does not hold ("same model and prompt", "the same questions")
                   ("prompt",): "workload", ("questions",): "workload", ("prompt", "set"): "workload",
                   ("request", "set"): "workload", ("input", "set"): "workload", ("benchmark", "set"): "workload",
                   ("test", "set"): "workload", ("inputs", "and", "outputs"): "workload",
                   # the one machine ("on the same box", "same rig"): the hardware record
                   ("gpu",): "hardware", ("gpus",): "hardware", ("card",): "hardware", ("cards",): "hardware",
                   ("resources",): "hardware",
                   # the one machine, not its GPU count ("Before/after on the same box" of TP=1 and TP=2): machine
                   ("box",): "machine", ("rig",): "machine", ("node",): "machine", ("instance",): "machine",
                   ("workstation",): "machine", ("vm",): "machine",
                   # the declared settings under another name ("same server flags", "the same engine args")
                   ("server", "flags"): "settings", ("launch", "flags"): "settings", ("serving", "flags"): "settings",
                   ("engine", "args"): "settings", ("engine", "arguments"): "settings", ("server", "args"): "settings",
                   ("server", "arguments"): "settings", ("launch", "args"): "settings", ("cli", "flags"): "settings",
                   ("sampling", "parameters"): "settings", ("sampling", "params"): "settings",
                   ("sampling", "settings"): "settings", ("benchmark", "settings"): "settings",
                   ("bench", "settings"): "settings", ("benchmark", "config"): "settings",
                   ("benchmark", "configuration"): "settings", ("parameters",): "settings", ("params",): "settings",
                   # how many requests each arm was sent ("the same number of requests", "the same request count")
                   ("number", "of", "requests"): "requests", ("number", "of", "prompts"): "requests",
                   ("number", "of", "queries"): "requests", ("request", "count"): "requests",
                   ("prompt", "count"): "requests", ("request", "counts"): "requests",
                   # both lengths at once ("the same ISL/OSL", "identical input and output lengths")
                   ("isl", "/", "osl"): "lengths", ("input", "/", "output", "lengths"): "lengths",
                   ("input", "and", "output", "lengths"): "lengths", ("input", "/", "output", "length"): "lengths",
                   ("input", "and", "output", "length"): "lengths", ("sequence", "lengths"): "lengths",
                   ("prompt", "and", "output", "lengths"): "lengths", ("in", "/", "out", "lengths"): "lengths",
                   # the one load generator ("using the same benchmark client", "with the same harness")
                   ("benchmark", "client"): "client", ("client",): "client", ("harness",): "client",
                   ("benchmark", "harness"): "client", ("benchmark", "script"): "client",
                   ("load", "generator"): "client", ("benchmark", "tool"): "client", ("bench", "script"): "client",
                   ("benchmarking", "script"): "client", ("client", "script"): "client"}
#: adjectives that say a control was held equal in every arm, before a CONTROL_PHRASES item only (production
#: same_control): "at equal concurrency", "at matched load", "at a fixed request rate", "at constant load"
CONTROL_ADJECTIVES = frozenset({"equal", "matched", "matching", "fixed", "constant", "iso", "equivalent"})
#: a control held at a value ("with concurrency fixed at 32", "(output length held at 256 tokens)", "request rate pinned
#: to 4 req/s"): the participles, then "at" / "to"; the fact same_<what> with that value in every arm
CONTROL_HELD_VERBS = frozenset({"fixed", "held", "kept", "pinned", "locked", "set", "capped", "clamped"})
#: the units a held value may carry, by control
CONTROL_VALUE_UNITS = {"concurrency": ("requests", "concurrent", "users", "streams", "clients"),
                       "request_rate": ("req/s", "rps", "qps", "requests/s", "requests"),
                       "output_len": ("tokens", "output"), "input_len": ("tokens",), "batch_size": ()}
#: the whole comparison held like for like, after "with" / "under" / ", and" (production same_control): the fact key's
#: what -- "like": the same inputs and the rest of the settings (controls.check: both must agree); "settings": the rest
#: of the declared settings, as SAME_HELD_PHRASES
CONTROL_HELD_PHRASES = {("apples", "to", "apples"): "like", ("apples", "-", "to", "-", "apples"): "like",
                        ("like", "for", "like"): "like", ("like", "-", "for", "-", "like"): "like",
                        ("otherwise", "identical", "conditions"): "settings", ("otherwise", "identical", "settings"): "settings",
                        ("otherwise", "identical", "setups"): "settings", ("otherwise", "identical", "setup"): "settings",
                        ("otherwise", "identical", "configs"): "settings", ("otherwise", "identical", "flags"): "settings",
                        ("otherwise", "the", "same", "settings"): "settings",
                        ("all", "other", "flags", "unchanged"): "settings", ("all", "other", "flags", "identical"): "settings",
                        ("everything", "else", "fixed"): "settings", ("everything", "else", "kept", "the", "same"): "settings",
                        ("everything", "else", "held", "fixed"): "settings", ("everything", "else", "as", "before"): "settings"}
#: what a witness records per arm for each control (controls.py): an arm's settings keys
CONTROL_SETTING_KEYS = {"concurrency": ("concurrency", "max_concurrency", "num_concurrent_requests", "parallel",
                                        "num_parallel"),
                        "request_rate": ("request_rate", "qps", "rps"),
                        "output_len": ("output_len", "random_output_len", "osl"),
                        "input_len": ("input_len", "random_input_len", "isl"),
                        "dtype": ("dtype", "quantization", "precision", "kv_cache_dtype"),
                        "batch_size": ("batch_size", "max_batch_size")}
#: the words that end a declared-control list of a --baseline-desc / --scope ("same model, GPU, prompts and output cap
#: with X disabled"): an item runs to a list joiner or one of these
CONTROL_LIST_ENDS = frozenset({"with", "without", "at", "in", "on", "under", "using", "via", "launched", "but",
                               "except", "while", "measured", "served", "as", "for", "from", "vs", "versus", "than",
                               "one", "sent", "no", "only", "(", ")", ";", ".", ":"})
#: what the witness cannot speak to ("same driver", "same container"): a fact with no check (unknowable: not-yet)
SAME_UNCHECKED_NOUNS = {"driver": "driver", "drivers": "driver", "container": "container", "image": "container",
                        "seed": "seed", "seeds": "seed", "firmware": "firmware", "os": "os", "cuda": "cuda",
                        "kernel": "kernel", "kernels": "kernel", "toolkit": "cuda"}
#: the declared output cap, as a like-for-like item says it ("same output cap", "the same max_tokens")
SAME_CAP_PHRASES = (("output", "cap"), ("output", "token", "cap"), ("max", "tokens"), ("max_tokens",),
                    ("max", "output", "tokens"), ("output", "limit"), ("token", "cap"), ("generation", "cap"))
#: the other conditions held equal, said whole ("everything else held constant", "all else equal"): every arm's
#: declared settings (same_settings: agrees only where they are identical; never contradicted)
SAME_HELD_PHRASES = (("everything", "else", "held", "constant"), ("everything", "else", "kept", "constant"),
                     ("everything", "else", "constant"), ("everything", "else", "equal"),
                     ("everything", "else", "the", "same"), ("everything", "else", "identical"),
                     ("everything", "else", "unchanged"), ("all", "else", "equal"), ("all", "else", "being", "equal"),
                     ("all", "else", "held", "constant"), ("all", "other", "settings", "held", "constant"),
                     ("all", "other", "settings", "unchanged"), ("all", "other", "settings", "identical"),
                     ("other", "settings", "held", "constant"), ("other", "settings", "unchanged"),
                     ("nothing", "else", "changed"))
#: a fragment's opening subject and verb ("Both arms use", "All runs shared"): a quantifier, a group noun, a verb
SAME_GROUP_QUANTS = frozenset({"both", "all", "each", "every"})
SAME_GROUP_NOUNS = frozenset({"arms", "arm", "runs", "run", "engines", "engine", "configs", "configurations", "setups",
                              "variants", "backends", "builds", "versions", "systems", "servers", "benchmarks",
                              "sides", "measurements"})
SAME_GROUP_VERBS = frozenset({"use", "uses", "used", "ran", "run", "runs", "share", "shares", "shared", "had", "have",
                              "has", "got", "get", "see", "saw", "keep", "kept"})
#: a fragment's closing scope ("for both runs", "across arms", "in all runs")
SAME_TAIL_PREPS = frozenset({"for", "across", "in", "on", "between"})
# --- a summary clause before a colon (production summary_label; claims/lead_labels.py) ---------------------------
#: a summary verb -> the direction it says of its object ("FP8 also trims the tail: P99 TTFT drops ...", "It helps
#: throughput too: ..."): the change verbs (CHANGE_VERBS) and these
SUMMARY_VERBS = {**CHANGE_VERBS, "helps": "better", "helped": "better", "help": "better", "hurts": "worse",
                 "hurt": "worse", "tightens": "down", "tightened": "down", "wins": "better", "won": "better",
                 "shines": "better", "loses": "worse", "lost": "worse", "suffers": "worse"}
#: production winner_tail: "TTFT avg 150ms vs 250ms, so the 4090 wins there too" -- the verbs that name the better arm
#: of the pair before them, and the words that may close the tail (the metric's place, an additive)
WINNER_VERBS = frozenset({"wins", "won"})
WINNER_TAILS = (("there",), ("here",), ("too",), ("again",), ("as", "well"))
#: production verdict_sentence (claimcheck/claims/verdict_sentences.py): "SGLang wins.", "FP8 is faster.", "Clear win
#: for FP8.", ", so vLLM wins" after a pair of values each bound to its arm -- the verb or comparative of the verdict and
#: the way it says the arm's value is (better / worse under the pair's one metric), and the sizes a "win for" may carry
VERDICT_VERBS = {"wins": "better", "won": "better", "loses": "worse", "lost": "worse"}
VERDICT_COMPARATIVES = {"faster": "better", "better": "better", "quicker": "better", "slower": "worse", "worse": "worse"}
VERDICT_WIN_ADJECTIVES = frozenset({"clear", "easy", "big"})
#: adverbs that may stand between a summary's subject and its verb ("FP8 also trims ...", "It really helps ...")
SUMMARY_ADVERBS = frozenset({"also", "even", "really", "further", "additionally", "clearly", "noticeably"})
#: words that may close a summary verb's object ("It helps throughput too:", "FP8 improves latency across the board:")
#: (not "across the board" / "everywhere": a quantifier over every metric of the topic, which the clause after the
#: colon does not check -- "FP8 improves latency across the board: P99 TTFT drops ..." left TPOT unchecked)
SUMMARY_TAILS = (("too",), ("as", "well"), ("overall",), ("here",))
#: evaluation nouns of a summary label -> better / worse ("Biggest win: p50 E2EL fell ...", "The one regression: TPOT
#: went up ~5% ...", "The catch is TTFT: mean TTFT rises ...", "Good news on latency: ...")
SUMMARY_NOUNS: dict[tuple[str, ...], str] = {
    **{(w,): "better" for w in ("win", "wins", "gain", "gains", "improvement", "improvements", "upside", "plus")},
    ("good", "news"): "better", ("bad", "news"): "worse",
    **{(w,): "worse" for w in ("regression", "regressions", "catch", "downside", "downsides", "cost", "price",
                               "penalty", "drawback", "tradeoff", "trade-off", "symptom")},
    ("trade", "off"): "worse", ("flip", "side"): "worse"}
#: nouns of a summary label that name a topic and say no direction ("The biggest thing was TPOT: mean TPOT dropped
#: ...", "The main difference is TTFT: ...", "The headline: ..."): the clause after the colon must name only the
#: topic's metrics (any metric where the label names no topic); it carries the direction itself
SUMMARY_TOPIC_NOUNS = (("thing",), ("story",), ("difference",), ("change",), ("headline",), ("takeaway",),
                       ("finding",), ("observation",), ("highlight",), ("effect",))
#: a phase's latency as a summary's topic ("Prefill latency is essentially unaffected:", "Decode latency got worse:"):
#: the time of that phase, lower is better (not "prefill" / "decode" alone: a phase's time or its rate?)
SUMMARY_PHASE_TOPICS = {
    **{("prefill", w): ("ttft",) for w in ("latency", "latencies", "time")},
    **{(p, w): ("tpot", "itl") for p in ("decode", "decoding") for w in ("latency", "latencies")},
    # "Prompt processing is slightly slower with Q4_K_M: mean TTFT was 1.92 s versus 1.76 s for Q8_0": the prefill
    # phase, its time (TTFT) or its rate (llama.cpp's pp tok/s), each checked in its own better direction
    ("prompt", "processing"): ("ttft", "prefill_token_rate")}
#: a reviewer's approval before a colon (production approval_label: "LGTM from the perf side:", "Perf-wise LGTM:"):
#: a topic lead of performance that says no direction; the clause after it carries the claim
SUMMARY_APPROVALS = (("lgtm",), ("looks", "good", "to", "me"))
#: the performance topic before or after an approval ("from the perf side", "perf-wise", "on the perf side")
SUMMARY_APPROVAL_TOPICS = tuple(tuple(p.split()) for p in (
    "from the perf side", "from the performance side", "on the perf side", "on the performance side", "perf wise",
    "performance wise", "on perf", "for perf", "from a perf standpoint", "from a performance standpoint"))
#: sentence adverbs before a summary label, read as discourse (DISCOURSE) where they stand ("Honestly the biggest
#: thing was TPOT: ...", "Frankly, the catch is TTFT: ...")
SUMMARY_LEAD_ADVERBS = frozenset({"honestly", "frankly", "actually", "tbh", "fwiw", "btw", "notably", "importantly",
                                  "so", "ok", "okay", "and"})
#: production averaged_over: a participle of averaging before "over" and a count after a clause's values
#: ("41 ms (Q4_K_M) vs 54 ms (Q8_0), averaged over 10 prompts"): the values are means over that many requests per arm
AVERAGING_PARTICIPLES = frozenset({"averaged"})
#: "(pooled over 3 runs)": the values are over all rows of all runs, as the witness computes every metric (production
#: runs_pooled); only before a count of runs
POOLING_PARTICIPLES = frozenset({"pooled", "aggregated"})
#: discourse phrases before a summary label, read as discourse where they stand ("Note that decode got faster in the
#: new build: mean TPOT 39.2 ms vs 44.4 ms in the old build")
SUMMARY_LEAD_PHRASES = (("note", "that"),)
#: determiners and adjectives before a summary noun, of emphasis only ("The biggest win", "One catch", "The one
#: regression", "The main downside")
SUMMARY_NOUN_PRE = frozenset({"the", "a", "one", "another", "biggest", "big", "main", "only", "real", "key", "major",
                              "clear", "other", "nice"})
#: prepositions between a summary noun or verb and its topic ("Good news on latency:", "The regression is in TPOT:",
#: "FP8 wins on throughput:")
SUMMARY_TOPIC_PREPS = frozenset({"on", "for", "in", "with"})
#: "Where it shows is throughput:", "Where FP8 shines is the tail:", "Where it hurts is TTFT:": the verb -> better /
#: worse (the subject "it" / "this" or an arm)
SUMMARY_WHERE_VERBS = {"shows": "better", "shines": "better", "helps": "better", "pays": "better", "wins": "better",
                       "hurts": "worse", "bites": "worse", "suffers": "worse", "loses": "worse"}
#: degree words after a "where" summary's verb ("Where it helps most is ...", "Where it pays off is ...")
SUMMARY_WHERE_AFTER = frozenset({"most", "off", "the", "really"})
#: a pronoun subject of a summary clause, standing for the change the clause after the colon states
SUMMARY_PRONOUNS = frozenset({"it", "this", "that"})
#: a topic subject's own summary verb, intransitive ("Tail latency benefits as well:", "Decode regressed:", "Prefill
#: suffers:") -> better / worse; or a copula and a direction word of lead_labels._LABEL_DIRS's better / worse ("Decode
#: got slower:", "TTFT is worse:")
SUMMARY_INTRANS = {"benefits": "better", "benefited": "better", "benefit": "better", "improves": "better",
                   "improved": "better", "suffers": "worse", "suffered": "worse", "regresses": "worse",
                   "regressed": "worse", "degrades": "worse", "degraded": "worse"}
#: a topic subject's own evaluation of several words (production noun_predicate's topic form; lead_labels
#: _topic_summary): "TTFT takes a hit, mean went from 94 ms to 260 ms", "Decode took a hit:" -> worse
SUMMARY_INTRANS_PHRASES = {
    **{(v, "a", "hit"): "worse" for v in ("takes", "took", "take", "taking")},
    **{(v, "a", n, "hit"): "worse" for v in ("takes", "took") for n in ("small", "slight", "big")}}
SUMMARY_TOPIC_COPULAS = frozenset({"is", "was", "got", "gets", "became", "becomes", "looks", "went"})
#: "X comes at the cost of latency:", "This gain comes at a cost in time-to-first-token:", "..., at the expense of
#: TTFT:": the topic after it got worse
SUMMARY_COST_PHRASES = tuple(tuple(p.split()) for p in (
    f"{v} at {d} {n} {prep}" for v in ("comes", "came", "come") for d in ("the", "a", "some") for n in ("cost", "price")
    for prep in ("of", "in", "to")))
#: the subject nouns of a cost summary after "this" / "the" ("This gain comes at the cost of latency:")
SUMMARY_GAIN_SUBJECTS = frozenset({"gain", "gains", "speedup", "improvement", "win", "boost", "change"})
#: "Decoding is unaffected:", "Prefill latency is essentially unchanged:": the topic's values held (the clause after
#: the colon must say so: "stays", "remains", "unchanged", equal from-to numbers); "No decode regression:", "No
#: regression in TPOT:": not worse (held or better)
SUMMARY_FLAT_WORDS = frozenset({"unaffected", "unchanged", "flat", "untouched", "steady", "stable"})
SUMMARY_FLAT_ADVERBS = frozenset({"essentially", "basically", "largely", "practically", "virtually", "effectively",
                                  "mostly"})
#: the words of a clause that say a value held (a "flat" direction: lead_labels._senses)
FLAT_SENSE_WORDS = frozenset({"stays", "stayed", "stay", "remains", "remained", "remain", "unchanged", "flat",
                              "steady", "unaffected"})
#: degree words before a plain label's direction word ("A slightly slower first token:", "Slightly lower TPOT:"): the
#: amount is the clause's to state
LABEL_DEGREES = frozenset({"slightly", "somewhat", "marginally", "much", "noticeably", "modestly", "moderately"})
#: production noun_predicate (claimcheck/claims/lead_labels.py): a summary noun's verb before its topic ("The cost
#: shows up in time to first token:", "The regression lands in TPOT:"): a place, no direction of its own
SUMMARY_NOUN_VERBS = tuple(tuple(p.split()) for p in (
    "shows up", "showed up", "show up", "shows", "showed", "lands", "landed", "lies", "lay", "appears", "appeared"))
#: a summary noun's predicate as a change noun ("The price is a modest TTFT increase:", "The catch is a small
#: increase in TTFT:") -> the direction of the value (up / down) or of the metric's sense (better / worse)
SUMMARY_CHANGE_NOUNS = {
    **dict.fromkeys(("increase", "rise", "bump", "jump"), "up"),
    **dict.fromkeys(("decrease", "drop", "reduction", "dip"), "down"),
    **dict.fromkeys(("hit", "regression", "penalty", "slowdown"), "worse"), "improvement": "better"}
#: size adjectives before such a change noun ("a modest TTFT increase", "a slight regression in TPOT") -> the largest
#: change they allow, as SIZE_LIMITS: kept only where the clause after the colon states a size within it
SUMMARY_SIZE_ADJECTIVES = {"slight": 0.25, "small": 0.25, "minor": 0.25, "marginal": 0.25, "modest": 0.5,
                           "moderate": 0.5}
#: what may close a plain label before its colon ("Slightly lower TPOT as a side effect:")
LABEL_TAILS = (("as", "a", "side", "effect"), ("too",), ("as", "well"), ("overall",))
#: production commit_prefix (claimcheck/claims/changelog_leads.py): a commit message's or PR title's type before its
#: colon, with an optional "(scope)" and "!" ("perf:", "feat(serving):", "fix!:"): what kind of change, nothing
#: checkable
COMMIT_TYPES = frozenset({"perf", "feat", "fix", "refactor", "chore", "build", "revert", "opt", "optim"})
#: a PR title's bracketed tags at its start ("[Perf]", "[Core][Kernel]", "[V1]"): what part of the project changed
COMMIT_TAGS = frozenset({"perf", "performance", "core", "kernel", "kernels", "feature", "feat", "bugfix", "fix", "misc",
                         "v1", "frontend", "optimization", "optim", "scheduler", "serving", "engine", "quantization",
                         "speculative", "spec", "decoding", "attention", "cache", "benchmark", "benchmarks", "bench"})
#: production imperative_change (claimcheck/claims/changelog_leads.py): a changelog's or commit's imperative (or
#: subjectless past) verb opening a sentence, read as the gerund lead the grammar reads ("Switch serving to fp8: ..."
#: as "Switching serving to fp8: ...", "Use FP8; ..." as "Using FP8; ...", "Turned on prefix caching and ..." as
#: "Turning on prefix caching and ...")
IMPERATIVE_GERUNDS = {"switch": "switching", "switched": "switching", "use": "using", "used": "using",
                      "enable": "enabling", "enabled": "enabling", "turn": "turning", "turned": "turning",
                      "serve": "serving", "move": "moving", "moved": "moving", "migrate": "migrating",
                      "migrated": "migrating", "deploy": "deploying", "adopt": "adopting", "adopted": "adopting",
                      "upgrade": "upgrading", "upgraded": "upgrading", "bump": "bumping", "bumped": "bumping"}
#: production metric_direction_label: the direction words that may follow a metric in a changelog label ("Mean TPOT
#: slightly lower: 16.1 ms -> 15.3 ms", "Throughput up: 5.77 -> 7.22 req/s", "p99 TTFT improved: 512 ms -> 130 ms"),
#: besides the plain label's (lead_labels._LABEL_DIRS): a value's up / down, or better / worse
POSTPOSED_LABEL_DIRS = {"up": "up", "down": "down", "improved": "better", "improves": "better", "regressed": "worse",
                        "regresses": "worse"}
#: a copula or "went" between the metric and its direction word ("TTFT is slightly lower:", "Throughput went up:")
POSTPOSED_LABEL_COPULAS = frozenset({"is", "was", "went", "goes", "got", "gets"})
#: a restrictive adverb right before the degree or direction ("Mean TPOT only slightly lower:"): it says the change
#: is small, as the degree does, which the label leaves to its values
POSTPOSED_LABEL_RESTRICTORS = frozenset({"only", "just"})
#: the statistics of a distribution's tail ("the tail", "tail latency": p90 and above, the maximum)
TAIL_STATISTICS = frozenset({"p90", "p95", "p99", "max"})
#: the topic words of the tail ("FP8 trims the tail:", "It tightens tail latency:")
TAIL_WORDS = (("tail", "latency"), ("tail", "latencies"), ("tail",), ("tails",))

# --- a question and its answer (claimcheck/claims/question_answers.py, production question_answer) ------------------
#: the labels of a question and of its answer ("Q: ... ? A: ..."), each closed by ":"
QA_QUESTION_LABELS = (("q",), ("question",))
QA_ANSWER_LABELS = (("a",), ("answer",))
#: a numbered one ("Q1:", "A2:"): its letter one of the labels above, then one or two digits
QA_NUMBERED_LABEL = re.compile(r"^[qa]\d{1,2}$")
#: a topic question's lead ("What about throughput?", "And the tail?"): it asks, says nothing
QA_TOPIC_LEADS = (("and",), ("what", "about"), ("how", "about"), ("and", "what", "about"), ("and", "how", "about"))
#: a topic question's topics that are no summary topic (lead_labels.topic_of) -> the metrics they name ("What about
#: decode speed?"): a topic question says no direction, so a speed word names its metric as a latency's phrase does
QA_TOPIC_PHRASES = {("decode", "speed"): frozenset({"tpot", "itl"}), ("decoding", "speed"): frozenset({"tpot", "itl"}),
                    ("prefill", "speed"): frozenset({"ttft"}), ("first", "token"): frozenset({"ttft"}),
                    ("the", "first", "token"): frozenset({"ttft"})}
#: an arm's question ("Is FP8 faster?", "How much faster is FP8 overall?"): the direction words of lead_label's arm
#: label and the words that may close the question (its tails: every metric the answer names)
QA_ARM_DIRS = frozenset({"faster", "slower", "better", "worse", "quicker"})
QA_ARM_TAILS = (("overall",),)
#: the marks that close an answer particle ("Yes.", "Yes,", "Yes:", "Yes!", "Yes -- ...")
QA_PARTICLE_MARKS = frozenset({".", ",", ":", "!", "-", "\u2013", "\u2014"})
#: a polar question's auxiliary ("Does APC help TTFT?", "Did FP8 hurt the tail?")
QA_POLAR_AUX = frozenset({"does", "did"})
#: the copula of a degree question ("How much faster is the first token?")
QA_DEGREE_COPULAS = frozenset({"is", "was", "are", "were"})
#: the statistic a degree question may name after its topic ("How much faster is the first token on average?"):
#: name -> (the statistics each metric of the answer must be named with, the phrases)
QA_DEGREE_STATS = {
    "mean": (frozenset({"mean"}), (("on", "average"), ("on", "avg"), ("at", "the", "mean"), ("in", "the", "mean"))),
    "median": (frozenset({"median", "p50"}), (("at", "the", "median"), ("in", "the", "median"))),
}
#: answer particles: a yes asserts the question's content, a no denies it (only after a failure question: "Did any
#: requests fail? No, ..."); "Barely", "Not really", "Somewhat", "Kind of" say a degree no reading checks (unread)
QA_YES = frozenset({"yes", "yep", "yeah", "yup"})
QA_NO = frozenset({"no", "nope", "none"})
#: a question whether any request failed, whole ("Did any requests fail?", "Were there any failures?", "Any errors?")
QA_FAILURE_QUESTIONS = tuple(tuple(p.split()) for p in (
    *(f"did any {n} {v}" for n in ("requests", "request") for v in ("fail", "error", "time out", "error out")),
    *(f"{c} there any {n}" for c in ("were", "was") for n in ("failures", "errors", "failed requests", "timeouts")),
    "any failures", "any errors", "any failed requests"))

# --- learner slips: loose grammar that keeps its meaning (claimcheck/claims/slips.py, production learner_slip) -------
#: "comparing with 996 tokens/s of vLLM", "compare to vLLM": the participle said as the gerund or the base form, read
#: as "compared with" / "compared to" (only right before "with" / "to")
SLIP_COMPARE_WORDS = frozenset({"comparing", "compare"})
#: "1.29 times of vLLM", "1.3x of the vLLM throughput": "of" between a ratio word and what the ratio is of, read as
#: "1.29 times vLLM" is (only before an arm, "the" or "that"); never after a percent ("80% of vLLM" is grammatical)
SLIP_RATIO_WORDS = frozenset({"times", "x", "fold"})
SLIP_RATIO_NEXT = frozenset({"the", "that"})
#: "from 31.4 ms of vLLM to 24.3 ms of LMDeploy", "996 tokens/s of vLLM": "of" between a value's unit and an arm is the
#: arm's value, read as "on ARM" (never before the arm's possessive: "6 s of vLLM's time" stays as written)
SLIP_VALUE_OF_ARM = "on"
#: "Total time for finish 160 requests": "for" before a bare verb of getting through the work is "to"
SLIP_FOR_VERBS = frozenset({"finish", "complete", "process", "serve", "handle", "run", "generate", "answer"})
#: "for both framework", "on all engine": a singular noun for the compared runs after "both" / "all" is its plural
SLIP_BOTH_WORDS = frozenset({"both", "all"})
SLIP_ARM_NOUNS = frozenset({"framework", "engine", "model", "system", "server", "backend", "configuration", "config",
                            "setup", "version", "build", "variant", "run", "arm", "runtime", "stack", "option",
                            "method", "setting", "mode", "deployment"})
#: "(mean value)", "the average value of TTFT", "median values": a statistic's "value" adds nothing to it
SLIP_STAT_VALUE_NOUNS = frozenset({"value", "values"})
#: "29% higher then vLLM", "1.29x faster then on vLLM": "then" after a comparative (a metric may stand between) and
#: before what it is compared with (an arm, "the", "that", "those" or an arm's preposition) is "than"
SLIP_THEN_COMPARATIVES = frozenset({"faster", "slower", "quicker", "higher", "lower", "better", "worse", "more", "less",
                                    "fewer", "larger", "smaller", "bigger", "greater", "shorter", "longer"})
SLIP_THEN_NEXT = frozenset({"the", "that", "those", "on", "with", "for", "in", "under", "at"})
#: production gapped_pair: a degree word of contrast right after a gapped clause's arm ("vLLM reaches 3.31 requests per
#: second, TGI only 2.84"): read where the full clause puts it, right before the value ("TGI reaches only 2.84 ...")
GAPPED_CONTRAST_DEGREES = frozenset({"only", "just", "merely"})
#: production gapped_pair: an adverb that may open the sentence before its first arm with no comma ("Also vLLM reaches
#: 3.31 requests per second, TGI only 2.84"); it stays the first clause's (never copied into the gapped ones)
GAPPED_LEAD_ADVERBS = frozenset({"also", "and"})
#: "faster 1.17 times than TGI", "higher 17% than vLLM" (the amount after its comparative, as Chinese writes it): the
#: comparative "by" the amount ("faster by 1.17 times"); only before a percent or a ratio word, and only where "than",
#: a comparison's preposition, an arm or the clause's end follows the amount ("lower 90% of the time" stays as written)
SLIP_POSTPOSED_COMPARATIVES = frozenset({"faster", "slower", "quicker", "higher", "lower", "better", "worse", "larger",
                                         "smaller", "bigger", "greater", "shorter", "longer"})
SLIP_POSTPOSED_UNITS = frozenset({"%", "percent", "x", "times", "fold"})
#: "vLLM throughput is more 17% than TGI", "is less 21% than": after a copula and before an amount and "than", "more" /
#: "less" is the comparative of a value ("higher" / "lower"), the amount postposed as above
SLIP_POSTPOSED_MORE = {"more": "higher", "less": "lower"}
SLIP_POSTPOSED_COPULAS = frozenset({"is", "are", "was", "were", "be", "been"})
SLIP_POSTPOSED_NEXT = frozenset({"than", "compared", "comparing", "compare", "vs", "versus", "against", "over", "in",
                                 "on", "for", "with", "at", "when", "under", "relative"})
#: "a plus of 17 percent", "a minus of 20%" (German "ein Plus / Minus von"): the change noun of the value's direction,
#: only after "a" and before "of"
SLIP_PLUS_NOUNS = {"plus": "increase", "minus": "decrease"}
#: "This makes a plus of 17 percent" (German "das macht"): "makes" after "this" / "that" / "which" and before "a" /
#: "an" and a change noun or an amount is the copula
SLIP_MAKES_WORDS = frozenset({"makes", "made"})
SLIP_MAKES_SUBJECTS = frozenset({"this", "that", "which"})
#: "vLLM is having 993 tokens/s", "is having lesser TTFT" (Indian English's stative progressive): "has" / "had"
SLIP_HAVING_BE = {"is": "has", "are": "have", "was": "had", "were": "had"}
#: "lesser mean TTFT", "TTFT is lesser for vLLM" (Indian English): "lower" (a lower value, whatever the metric)
SLIP_LESSER_WORDS = {"lesser": "lower"}
#: "more fast", "is more low", "a more high throughput": "more" before a plain adjective of speed or size is its
#: comparative ("faster", "lower", "higher"); "more faster", "more better": a comparative said twice is the comparative.
#: Only these adjectives (never "more long requests": a count of requests)
SLIP_MORE_WORDS = frozenset({"more"})
SLIP_MORE_ADJECTIVES = {"fast": "faster", "slow": "slower", "quick": "quicker", "low": "lower", "high": "higher",
                        "faster": "faster", "slower": "slower", "quicker": "quicker", "lower": "lower",
                        "higher": "higher", "better": "better", "worse": "worse"}
#: "TTFT lies at 23.6 ms", "lies by 23.6 ms" (German "liegt bei"): the verb of position before "at" / "by" and a value
#: is the copula (its tense kept); "by" there is "at"
SLIP_LIE_VERBS = {"lies": "is", "lie": "is", "lay": "was", "lied": "was", "lays": "is"}
SLIP_LIE_PREPS = frozenset({"at", "by"})
#: "23.6 ms in the average", "in average" (German "im Mittel"): "on average" (only before a clause's end, a
#: preposition or an arm: "a drop in average TTFT" is grammatical)
SLIP_AVERAGE_WORDS = frozenset({"average", "mean"})
SLIP_AVERAGE_NEXT = frozenset({"by", "with", "for", "on", "at", "across", "over", "in", "under", "and", "while",
                               "whereas", "but", "vs", "versus", "against"})
#: "With vLLM we became 993 tokens per second" (German "bekommen"): "became" right after a person and before a value
#: is "got"
SLIP_BECAME_WORDS = frozenset({"became", "become", "becomes"})
SLIP_BECAME_SUBJECTS = frozenset({"we", "i", "you", "they"})
#: "Total throughput amounts 3,973 tokens/s" (German "beträgt"): the verb right before a value is "amounts to", read as
#: the copula (its tense kept)
SLIP_AMOUNT_VERBS = {"amounts": "is", "amount": "is", "amounted": "was"}
#: "a 20% more of throughput", "1.2x more of output throughput": "of" after an amount's "more" / "less" and before the
#: metric joins the comparative (never before a determiner: "20% more of the requests" is grammatical)
SLIP_MORE_OF_WORDS = frozenset({"more", "less"})
SLIP_MORE_OF_NOT_NEXT = frozenset({"the", "a", "an", "that", "those", "these", "this", "its", "their", "our", "them",
                                   "it", "all", "each", "every"})
#: production got_change: a verb of becoming ("TTFT got a bit worse (400 ms -> 460 ms)", "ITL became slightly lower (...)",
#: "The TPOT also become smaller, from 31.4 ms to 24.3 ms") with a comparative is a change verb of the comparative's
#: direction (claimcheck/claims/bare_change.py)
GET_VERBS = frozenset({"got", "gets", "get", "became", "becomes", "become"})
GET_COMPARATIVES = {"worse": "worse", "better": "better", "faster": "better", "slower": "worse", "quicker": "better",
                    "higher": "up", "lower": "down", "longer": "up", "shorter": "down", "smaller": "down",
                    "larger": "up", "bigger": "up"}
#: production range_noun: a value range named as a range or a band ("stayed in the 22.7-23.7 tok/s range", "in a
#: narrow 22.7–23.7 tok/s band", "within the measured 22.7–23.7 tok/s band", "lies in the range of 80-85 tokens/s"):
#: the noun, the words that may lead it ("in" / "within" + "the" / "a") and the adjectives that may stand before the
#: range (they say nothing the range does not)
RANGE_NOUNS = frozenset({"range", "band"})
RANGE_NOUN_LEADS = frozenset({"in", "within"})
RANGE_NOUN_ARTICLES = frozenset({"the", "a"})
RANGE_NOUN_ADJECTIVES = frozenset({"narrow", "tight", "measured"})
#: a verb of place right before the lead ("lies in the range of 80-85 tokens/s", "holds within the measured 22.7–23.7
#: tok/s band"): part of the lead, as "is" would be
RANGE_NOUN_VERBS = frozenset({"lies", "lie", "lay", "holds", "hold", "held", "sits", "sit", "sat"})
#: production round_hedge: a learner's "around" without its "a" ("RPS is improved by round 30%", "round 2x faster"): a
#: hedge ("around") only right before a number with a percent, ratio, rate or duration unit, never after a word that
#: makes "round" a noun ("in round 2", "each round", "the first round")
ROUND_HEDGE_WORDS = frozenset({"round"})
ROUND_NOUN_BEFORE = frozenset({"in", "the", "each", "every", "per", "first", "second", "third", "last", "final", "next",
                               "this", "that", "one", "another", "after", "before", "during"})

#: words of a sentence that name the decode phase of a per-user rate ("per-user decode speed", "decode speed per
#: stream", "decoding rate", "tokens per second after the first token", "excluding TTFT / prefill"): the time to the
#: first token is not counted (per_user.DECODE_PHASE)
DECODE_PHASE_WORDS = re.compile(
    r"\bdecod(?:e|ing)[\s-]+(?:speed|speeds|rate|rates|throughput|token[\s-]+rate)\b"
    r"|\bafter[\s-]+the[\s-]+first[\s-]+token\b"
    r"|\bexcluding[\s-]+(?:the[\s-]+)?(?:ttft|prefill|time[\s-]+to[\s-]+first[\s-]+token|first[\s-]+token)\b", re.I)
#: production concessive_arm (claimcheck/claims/concessive_arms.py): "even" right before an arm's marker ("stayed under
#: 750 ms even with four slots", "even at concurrency 16"): the bound of that arm, which is presupposed the hardest case
CONCESSIVE_ARM_WORDS = frozenset({"even"})
CONCESSIVE_ARM_MARKERS = frozenset({"with", "at", "on", "for", "under", "in", "using"})
#: production elided_count_noun (claimcheck/claims/elided_counts.py): the verbs of a request's outcome right after
#: "N of M" whose noun is left out ("No request errored; 200 of 200 completed each time"); "timed out" too
ELIDED_COUNT_VERBS = frozenset({"completed", "succeeded", "finished", "failed", "errored"})
#: nouns of other counted things: the nearest of these or of REQUEST_NOUNS before "N of M" must be a request noun for
#: the noun left out to be "requests" ("200 requests per run; 1 of 3 failed": runs, not supplied)
ELIDED_COUNT_OTHER_NOUNS = frozenset(set(COUNT_NOUNS) - REQUEST_NOUNS) | frozenset({
    "attempts", "attempt", "tries", "try", "iterations", "iteration", "seeds", "seed", "gpus", "gpu", "configs",
    "config", "configurations", "configuration", "engines", "engine", "times", "passes", "pass", "benchmarks",
    "tests", "test", "trial", "repetition", "nodes", "node", "replicas", "replica", "servers", "server", "models",
    "model", "arm", "sequences", "users", "clients", "streams", "sessions", "conversations", "samples", "items",
    "questions", "cases", "documents", "images", "files", "shards"})
#: production same_count (claimcheck/claims/same_counts.py): the nouns of the compared runs after a quantifier of every
#: arm before "the same" and a count ("both arms generated the same 10,966 output tokens")
SAME_COUNT_ARM_NOUNS = frozenset({"arm", "arms", "configuration", "configurations", "config", "configs", "setup",
                                  "setups", "engines", "variants", "runs", "versions", "builds", "backends", "servers",
                                  "systems", "settings"})
