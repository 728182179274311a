"""The rule for ``false``: an accusation has the bar of ``net-true``.

A check may be ``contradicted`` (verdict ``false``, exit 4) only when

* its clause was read completely: no word of that clause is unread or "read but not evidence"
  (a partly read clause is ``not-yet``, naming the words). The clause of a context fact is its
  phrase (the text between ``, ; . ! ? ( )``); the clause of an assertion is its sentence
  (between ``; . ! ?``) - the subject, relation, number and baseline of a comparison can sit in
  different comma-separated parts of one sentence;
* its sentence is not under a sentence negation ("it is not true that ...") together with a
  context fact: what such a sentence denies is the conjunction, and no single part of it can be
  graded on its own;
* the contradiction is a number re-derived from the rows or a fact the witness itself records
  (``claimcheck.claims.statistics``: never the receipt's environment; a name that matches the
  witness's own model id or engine agrees).

Scope and statement *exclusions* are read here from the words next to a fact the reader found:
"not GPU", "no GPU", "non-GPU", "without a GPU", "not on a GPU" make the fact an exclusion
(``ContextFact.negated``), checked as one (``statistics.check_context``); "CPU only" /
"CPU-only" is the CPU fact. A *disclaimer* sentence - "no CUDA, multi-GPU or vLLM conclusion
follows", "no claim about GPUs is made", "results may differ on an A100" - asserts nothing about the witness:
its facts become one ``disclaimer`` fact that holds, and its words are read. "not tested on A100", "untested on
an A100" are exclusions ("tested" may stand between the negation and the fact), as are "does not cover X", "excluding
X", "X not tested", "X was not evaluated", "X untested", and the common phrasings of vocabulary.EXCLUSION_*: "X not
tried", "X: not covered", "X have not been tested", "we have not tried X", "haven't tried X", "didn't try X", "never
tried X", "not yet tried with X" (tests/claims/test_claims_scope_exclusion_phrasings.py). "multi-GPU", "GPU clusters", "multi-node" are facts of more than
one device (``multi_device_facts``), never the bare GPU: "not GPU clusters" holds on a one-GPU or CPU witness.
"no claim about X", "says nothing about X", "we did not measure GPU power", "see Section 4.2", "see the appendix" are
disclaimers.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from claimcheck.claims.model import QuantityCheck
from claimcheck.claims.other_exclusions import lead_disclaimers, list_lead, qualifier_start, to_disclaimers, widen
from claimcheck.claims.reading import ContextFact, Reading, Span
from claimcheck.claims.single_gpu import single_gpu_facts
from claimcheck.claims.vocabulary import ABBREVIATIONS, EXCLUSION_AUXILIARIES, EXCLUSION_COMPARE_WORDS, \
    EXCLUSION_CONTRACTIONS, EXCLUSION_PARTICIPLES, EXCLUSION_SUBJECTS

#: the end of a GPU-count check's detail where the machine lists more GPUs than the count and no arm declares how
#: many it used (statistics._context_gpu_count)
UNDECLARED_ON_LARGER_MACHINE = "which the witness does not record"
#: a contradiction the bar held back (its clause read only in part): kept open, never dropped into net-true
NOT_AN_ACCUSATION = "; not an accusation: "

NEGATION_WORDS = frozenset({"not", "no", "non", "without", "never", "untested", "unmeasured", "excluding", "excludes",
                            "exclude", "except"}) | EXCLUSION_CONTRACTIONS
#: words that may stand between an exclusion's negation and its fact ("not on a single GPU", "not tested on A100",
#: "does not cover GPU clusters", "we did not include A100 runs")
BETWEEN = frozenset({"a", "an", "the", "any", "on", "using", "with", "single", "one", "of", "in", "run", "ran",
                     "via", "through", "tested", "measured", "benchmarked", "evaluated", "validated", "verified",
                     "test", "measure", "benchmark", "evaluate", "validate", "verify", "try", "tried",
                     "cover", "covered", "include", "included", "consider", "considered", "study", "studied",
                     "examine", "examined", "explore", "explored"})
#: an exclusion after its fact, ending its phrase: "A100 not tested", "GPU clusters were not tested", "multi-node was
#: not evaluated", "H100 untested", "A100 runs excluded", "MI300X is out of scope", "quantized models not tried",
#: "A100: not covered", "X have not yet been evaluated", "X weren't tested"
_PARTICIPLE = "(?:" + "|".join(EXCLUSION_PARTICIPLES) + ")"
_NEGATED_AFTER = re.compile(
    r"^(?:[\s-]+(?:runs?|results?|setups?|configurations?|hardware|systems?|numbers?|machines?|models?|"
    r"checkpoints?))?(?:\s*:\s*|\s+)"
    r"(?:(?:is|are|was|were|has\s+been|have\s+been|has|have|had)\s+)?"
    r"(?:(?:(?:not|never)\s+(?:yet\s+)?|(?:isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't)\s+(?:yet\s+)?)"
    r"(?:been\s+)?" + _PARTICIPLE + r"|untested|untried|unmeasured|excluded|out\s+of\s+scope)(?=\s*(?:[,;.!?)]|$))",
    re.I)
#: "multi-GPU" / "multi GPU" right before a GPU fact; "clusters" right after one ("GPU clusters", "multi-GPU clusters")
_MULTI_BEFORE = re.compile(r"(?<![\w-])multi[-\s]?$", re.I)
_CLUSTER_AFTER = re.compile(r"^[\s-]*(?:clusters?|farms?|pods?)\b", re.I)
#: more than one machine, with no GPU fact of its own: "multi-node", "multi-host", "multi-node clusters", "a cluster
#: of GPUs"
_MULTI_NODE = re.compile(r"(?<![\w-])multi[-\s]?(?:node|host|machine|server)s?\b(?:[\s-]+(?:gpu[\s-]+)?clusters?\b)?|"
                         r"\bclusters?\s+of\s+gpus\b|(?<![\w-])(?:multi[-\s]?)?gpu[\s-]+clusters?\b", re.I)
_MULTI_GPU = re.compile(r"(?<![\w-])multi[-\s]?gpus?\b(?![\s-]+clusters?\b)", re.I)
#: a noun after a multi-device phrase that names the same thing ("multi-node setups", "multi-GPU runs")
_MULTI_TAIL = re.compile(r"^[\s-]+(?:setups?|runs?|results?|configurations?|configs?|deployments?|serving|inference|"
                         r"systems?|environments?|scaling|settings?|machines?|hardware)\b", re.I)
_WORD = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9']|\.(?=[A-Za-z0-9]))*|\S")
_DISCLAIMER = re.compile(
    r"^\s*(?:and\s+|but\s+|so\s+)?(?:no|nothing)\b.*?\b(?:conclusions?|claims?|inferences?|statements?)\b"
    r"(?:\s+\w+){0,3}?\s+(?:follows?|(?:is|are|was|were|can\s+be|should\s+be|will\s+be)\s+"
    r"(?:drawn|made|implied|intended|claimed))\s*[.;!?]?\s*$"
    # "no CUDA or vLLM conclusion" (the verb left out): the noun ends the part, no number in it
    r"|^\s*(?:and\s+|but\s+|so\s+)?no\b[^\d]*?\b(?:conclusions?|claims?|inferences?)\s*[.;!?]?\s*$", re.I | re.S)
#: "results may differ on an RTX 4090 or A100", "numbers on other GPUs will vary": a part that says how results
#: elsewhere may differ asserts nothing about the witness (a disclaimer)
_MAY_DIFFER = re.compile(
    r"^\s*(?:and\s+|but\s+|so\s+)?(?:the\s+|these\s+|our\s+)?(?:results?|numbers?|performance|speed-?ups?|gains?|"
    r"figures?|throughput|latency|latencies|behaviou?r|timings?)(?:\s+(?:on|with|for|under|in)\s+[^,;.!?]*?)?\s+"
    r"(?:may|might|will|can|could|would|are\s+likely\s+to|is\s+likely\s+to)\s+(?:differ|vary|change|be\s+different)"
    r"(?:\s+(?:on|with|for|under|in|elsewhere|across)\b[^,;!?]*?)?\s*[.;!?]?\s*$", re.I | re.S)
#: "your mileage may vary", "YMMV", "these numbers are preliminary", "(preliminary)", "more results will follow",
#: "numbers for Mixtral are not shown", "results on an RTX 4090 were not collected": a part that warns about the
#: numbers, says what is not shown or points to a figure ("See Figure 3 for the full sweep.", "Details are in Table 2.")
#: asserts nothing about the witness (a disclaimer; found by the prose prober)
_NO_WARRANTY = re.compile(
    r"^\s*(?:and\s+|but\s+|so\s+|note\s*:\s*)?(?:(?:your|the)\s+mileage\s+(?:may|will|might|can)\s+vary|ymmv|"
    r"(?:(?:these|the|our|all|some)\s+)?(?:results?|numbers?|figures?|measurements?|benchmarks?|data)\s+"
    r"(?:are|is)\s+(?:still\s+)?preliminary|(?:still\s+)?preliminary(?:\s+(?:results?|numbers?|data))?|"
    r"(?:more|further|additional|full)\s+(?:results?|numbers?|benchmarks?|details)\s+(?:will\s+follow|to\s+come|"
    r"(?:are\s+)?coming\s+soon)|(?:the\s+)?(?:numbers?|results?|data|figures?)\s+(?:for|on|with|of)\s+[^,;.!?()]+?\s+"
    r"(?:are|were|is|was)\s+not\s+(?:shown|included|reported|collected|available|published)|"
    r"see\s+(?:the\s+)?(?:figure|fig\.|table|appendix|chart|plot)\s*[\w.]*(?:\s+(?:for|in)\s+[^,;.!?\d]+?)?|"
    r"(?:(?:the\s+)?full\s+)?(?:details|results|numbers|data)\s+(?:are\s+)?in\s+(?:the\s+)?"
    r"(?:figure|fig\.|table|appendix)\s*[\w.]*)\s*[.;!?]?\s*$",
    re.I | re.S)
#: "no claim about multi-GPU scaling", "we make no claims regarding A100", "no conclusion about H100 is drawn",
#: "nothing is claimed about MI300X", "this says nothing about GPU clusters", "we do not claim anything about TPUs",
#: "this does not generalize to A100": a part that says what is not claimed asserts nothing about the witness
_NO_CLAIM = re.compile(
    r"^\s*(?:and\s+|but\s+|so\s+|note\s*:\s*)?(?:(?:we|i|this|these|it|they|the\s+\w+|our\s+\w+|results?|numbers?|"
    r"findings?)(?:\s+\w+)?\s+)?"
    r"(?:(?:(?:make|makes|made|draw|draws)\s+)?(?:no|not\s+a(?:ny)?)\s+(?:claims?|conclusions?|statements?|inferences?|"
    r"promises?)\s+(?:(?:is|are|was|were)\s+(?:made|drawn|implied|intended)\s+)?|"
    r"nothing\s+(?:is|was)\s+(?:claimed|concluded|implied|said)\s+|(?:says?|said|tells?(?:\s+us)?)\s+nothing\s+|"
    r"(?:do|does|did)\s+not\s+(?:claim|conclude|imply|say)\s+anything\s+|"
    r"(?:do|does|did)\s+not\s+(?:generali[sz]e|extrapolate|transfer|carry\s+over)\s+|"
    # "results will not generally transfer to other models", "the numbers may not necessarily apply to other GPUs": the
    # target of the transfer must be other / every / any / all things (what was not measured), never a named one
    r"(?:will|would|may|might|can|do|does|did)\s*(?:not|n't)\s+(?:necessarily\s+|generally\s+)?"
    r"(?:generali[sz]e|extrapolate|transfer|carry\s+over|apply)\s+(?=(?:to|for)\s+(?:all|every|any|other)\b))"
    r"(?:about|regarding|on|for|concerning|as\s+to|to)\s+[^,;.!?]+?"
    r"(?:\s+(?:is|are|was|were|can\s+be|should\s+be|will\s+be)\s+(?:made|drawn|implied|intended|claimed))?"
    r"\s*[.;!?]?\s*$", re.I | re.S)
#: "we did not measure GPU power", "GPU memory usage was not recorded", "not measured: energy": a quantity left
#: unmeasured (power, energy, memory use, utilization ...) asserts nothing about the witness; "did not measure on an
#: H100" names hardware, an exclusion, and is not this
_TELEMETRY = (r"(?:the\s+|any\s+)?(?:(?:gpu|cpu|host|device|peak)\s+)*(?:power(?:\s+draw)?|energy|memory(?:\s+(?:usage|use|"
              r"footprint|consumption))?|utili[sz]ation|util|temperatures?|clocks?|telemetry|counters|occupancy|"
              r"energy\s+efficiency|cost)")
_UNMEASURED = re.compile(
    r"^\s*(?:and\s+|but\s+|so\s+|note\s*:\s*)?(?:(?:(?:we|i)\s+)?(?:did\s+not|didn't|do\s+not|don't|never)\s+"
    r"(?:measure|record|track|profile|collect|report|log|monitor)\s+" + _TELEMETRY + r"|"
    + _TELEMETRY + r"\s+(?:(?:is|are|was|were)\s+)?(?:not|never)\s+(?:measured|recorded|tracked|profiled|collected|"
    r"reported|logged|monitored)|(?:not|never)\s+(?:measured|recorded|reported)\s*:\s*" + _TELEMETRY + r")"
    r"\s*[.;!?]?\s*$", re.I | re.S)
#: "see Section 4.2", "(Section 4.2)", "see the appendix", "cf. Sec. 3", "see below", "see Table 2": a pointer to another
#: part of the write-up asserts nothing about the witness (a figure or table number only after "see": "(Figure 3.5)"
#: alone may hold a value)
_POINTER = re.compile(
    r"^\s*(?:(?:(?:see|cf\.?|compare|details\s+in|more\s+in)\s+(?:also\s+)?(?:the\s+)?)?"
    r"(?:section|sec\.|§|chapter|appendix)\s*[\w.]*\d[\w.]*|"
    r"(?:see|cf\.?|compare|details\s+in|more\s+in)\s+(?:also\s+)?(?:the\s+)?(?:footnote|figure|fig\.|table)\s*[\w.]*\d[\w.]*|"
    r"(?:see|cf\.?)\s+(?:also\s+)?(?:the\s+)?(?:appendix|paper|post|blog\s+post|readme|repo|repository|notes?|"
    r"discussion|below|above|supplementary\s+material|methodology))"
    r"(?:\s+(?:for|in)\s+[^,;.!?\d]+?)?\s*[.;!?]?\s*$", re.I | re.S)
#: what joins two accelerators or makers of one excluded list beside "or" ("not tested on A100 and H200", "AMD & Intel
#: GPUs", "A100/H200"): grammar production excluded_hardware_list, of the hardware keys _HW_ALTERNATIVES only (a GPU
#: and a model, or two settings, joined by "and" stay two parts: "without chunked prefill and with FP8")
_AND_HW = re.compile(r"^\s*(?:,\s*)?(?:(?:and|&)\s+|/\s*)(?:(?:an?|the|on)\s+)*$", re.I)
_HW_ALTERNATIVES = frozenset({"gpu", "gpu_vendor"})
#: what joins the facts of one excluded list ("A100 or RTX 4090", "A100, H100 or MI300X", "A100 nor an H100")
_OR_LIST = re.compile(r"^\s*(?:,\s*)?((?:or|nor)\s+)?(?:(?:an?|the|on|with)\s+)*$", re.I)
_SENTENCE_NEGATION = re.compile(r"^\s*it\s+is\s+(?:not\s+true|false|not\s+the\s+case)\s+that\b", re.I)


_WORD_BEFORE = re.compile(r"(?<![\w.])[A-Za-z](?:[\w.]*\w)?$")


#: how far back from a "." the word before it is looked for: longer than any abbreviation (a search from the text's
#: start made the false bar quadratic in the statement's length: a 19.5 KB statement took 73 s to grade)
_ABBREVIATION_SPAN = 64


@functools.lru_cache(maxsize=32)
def _bounds(text: str, chars: str) -> tuple[int, ...]:
    """Offsets that end a clause: each of ``chars``; a ``.`` only before a space or the end (not
    in ``1.36x`` or ``Qwen2.5``) and not after ``vs``; a ``,`` not between digits (``1,000``); the ``;`` of
    ``TL;DR`` (one word to the reader too); a ``;`` inside parentheses (as the reader splits sentences)."""
    out = []
    depth = 0
    for k, c in enumerate(text):
        if c in "()":
            depth = max(0, depth + (1 if c == "(" else -1))
        if c not in chars:
            continue
        nxt = text[k + 1:k + 2]
        if c == ";" and depth and "(" not in chars and ")" in text[k + 1:]:
            continue  # "(6.24 s; 3.20 s)": a list inside parentheses, one clause to the reader too (pair_order)
        if c == "." and (nxt and not nxt.isspace() or text[max(0, k - 2):k].lower() == "vs"):
            continue
        if c == "." and (w := _WORD_BEFORE.search(text, max(0, k - _ABBREVIATION_SPAN), k)) \
                and w.group(0).lower() in ABBREVIATIONS:
            continue  # "Fig. 2", "approx. 2x", "e.g. at c32": no end, as the reader splits sentences
        if c == "," and nxt.isdigit() and text[k - 1:k].isdigit():
            continue
        if c == ";" and text[max(0, k - 2):k].lower() == "tl" and text[k + 1:k + 3].lower() == "dr" \
                and not text[max(0, k - 3):max(0, k - 2)].isalnum() and not text[k + 3:k + 4].isalnum():
            continue  # "TL;DR" is one word, as the reader splits sentences (grammar._Reader.sentences)
        out.append(k)
    return tuple(out)


def clause(text: str, start: int, end: int, chars: str) -> tuple[int, int]:
    """The clause of ``text`` around ``[start, end)``: from the boundary before it to the one after."""
    cuts = _bounds(text, chars)
    a = max((k + 1 for k in cuts if k < start), default=0)
    b = min((k for k in cuts if k >= end), default=len(text))
    return a, max(b, end)


SENTENCE = ";.!?"
PHRASE = ",;.!?()"


def sentences(text: str) -> list[tuple[int, int]]:
    out, a = [], 0
    for k in _bounds(text, SENTENCE):
        out.append((a, k + 1))
        a = k + 1
    if a < len(text):
        out.append((a, len(text)))
    return out


def _inside(s: Span, a: int, b: int) -> bool:
    return s.start < b and s.end > a


class Bar:
    """The false bar for one statement and scope: which clauses were read completely."""

    def __init__(self, statement: str, scope: str, unread: dict[str, list[Span]]):
        self.text = {"statement": statement, "scope": scope}
        self.unread = unread

    def partly_read(self, span: Span | None, source: str, level: str, tolerate=None) -> list[str]:
        """The words of the clause around ``span`` that were not read (empty: read completely);
        ``tolerate(word)``: words that cannot change this outcome."""
        if span is None or source not in self.text:
            return []
        text = self.text[source]
        if span.end > len(text):
            return []
        a, b = clause(text, span.start, span.end, SENTENCE if level == "sentence" else PHRASE)
        out = []
        for u in self.unread.get(source, []):
            if _inside(u, a, b):
                out += [w.group(0) for w in _WORD.finditer(u.text) if not (tolerate and tolerate(w.group(0)))]
        return out

    def negated_sentence(self, span: Span | None, source: str) -> bool:
        if span is None or source not in self.text:
            return False
        text = self.text[source]
        a, b = clause(text, span.start, span.end, SENTENCE)
        return bool(_SENTENCE_NEGATION.match(text[a:b]))

    def hold(self, check: QuantityCheck, span: Span | None, source: str, *, fact: bool,
             facts_in_sentence: bool = False, tolerate=None) -> QuantityCheck:
        """``check`` as graded, or - when it would accuse without the bar - ``unbound`` naming why."""
        if check.outcome != "contradicted":
            if fact and check.outcome == "agrees" and self.negated_sentence(span, source):
                return check.model_copy(update={"outcome": "unbound", "detail": check.detail + "; but the sentence "
                                                "denies a conjunction ('it is not true that ...'): no part of it is "
                                                "graded on its own"})
            return check
        words = self.partly_read(span, source, "phrase" if fact else "sentence", tolerate)
        if words:
            shown = ", ".join(f"'{w}'" for w in dict.fromkeys(words))
            return check.model_copy(update={
                "outcome": "unbound",
                "detail": f"{check.detail}; not an accusation: its clause was read only in part (not read: {shown})"})
        if self.negated_sentence(span, source) and (fact or facts_in_sentence):
            return check.model_copy(update={
                "outcome": "unbound",
                "detail": f"{check.detail}; not an accusation: the sentence denies a conjunction that includes a "
                          "context fact ('it is not true that ...'); no part of it is graded on its own"})
        return check


class OpenConditions:
    """The conditions a statement puts on its numbers that the witness does not confirm: a context fact
    whose check is open (the witness records no batch size, no dataset, no hardware) or contradicted
    (the witness ran concurrency 16, the sentence says 64). A number contradicted by the rows is no
    accusation when such a condition stands in its sentence, or in the claim's scope: the rows may be of
    another condition than the one the statement speaks of. An open condition leaves the claim
    ``not-yet`` (as it withholds ``net-true``); a contradicted one is itself the accusation."""

    def __init__(self, bar: Bar, facts: list):
        self.bar = bar
        self.scope: list[str] = []
        self.sentences: dict[tuple[str, tuple[int, int]], list[str]] = {}
        for f, check in facts:
            if f.kind == "disclaimer" or f.span is None or check.outcome == "agrees":
                continue
            if f.source == "scope":
                self.scope.append(f.span.text)
            elif f.source in bar.text and f.span.end <= len(bar.text[f.source]):
                key = (f.source, clause(bar.text[f.source], f.span.start, f.span.end, SENTENCE))
                self.sentences.setdefault(key, []).append(f.span.text)

    def hold(self, check: QuantityCheck, span: Span | None, source: str) -> QuantityCheck:
        if check.outcome != "contradicted":
            return check
        names = list(self.scope)
        if span is not None and source in self.bar.text and span.end <= len(self.bar.text[source]):
            names = self.sentences.get((source, clause(self.bar.text[source], span.start, span.end, SENTENCE)), []) + names
        if not names:
            return check
        shown = ", ".join(f"'{n}'" for n in dict.fromkeys(names))
        return check.model_copy(update={
            "outcome": "unbound",
            "detail": f"{check.detail}; not an accusation: the statement puts these numbers under a condition the "
                      f"witness does not confirm ({shown}), so its rows may be of another condition"})


# --- exclusions and disclaimers ------------------------------------------------------------


def _words_before(text: str, end: int, floor: int) -> list[tuple[int, int, str]]:
    # a typographic apostrophe is an apostrophe ("haven\u2019t tried X"; the same length)
    return [(m.start() + floor, m.end() + floor, m.group(0).lower())
            for m in _WORD.finditer(text[floor:end].replace("\u2019", "'"))]


#: "not a production traffic measurement", "no production traffic", "not measured in production", "non-production
#: numbers", "not a real-world deployment", "not a fleet-wide number", "not a production SLO test": an exclusion of what no witness records (production, customers, a fleet)
#: only narrows the claim to what was measured, which the witness does record: it asserts nothing about the witness
#: (a disclaimer that holds; before, its "production" was an unverifiable fact that held back every statement)
_NOT_DEPLOYED = re.compile(
    r"^\s*(?:and\s+|but\s+|so\s+)?(?:(?:this|these|it|they|the\s+(?:numbers?|results?|runs?|measurements?|"
    r"benchmarks?|data))\s+(?:is|are|was|were)\s+|it's\s+)?"
    r"(?:(?:not|no|never)\s+(?:(?:a|an|the|from|in|under|on)\s+)?|non-?\s*)"
    r"(?:(?:(?:measured|run|tested|benchmarked|collected|taken|recorded)\s+(?:in|on|under|from|against)\s+)"
    r"(?:(?:a|an|the|real|live)\s+)*)?"
    r"(?:real[\s-]world|live|production|prod|customer|fleet)(?:[\s-]+(?:like|wide|scale|grade))?"
    r"(?:\s+(?:traffic|workloads?|load|slos?|slas?|stress|soak|capacity|readiness|deployments?|environments?|settings?|"
    r"systems?|clusters?|traces?|conditions|"
    r"users?|requests?|numbers?|results?|measurements?|benchmarks?|tests?|runs?|data))*\s*[.;!?]?\s*$", re.I | re.S)


#: "not tested on any other model", "we did not benchmark other GPUs", "other engines were not measured": what was not
#: measured -- things OTHER than the run's (never a named one: "not tested on an A100" is an exclusion fact) -- asserts
#: nothing about the witness
_NOT_TESTED_OTHER = re.compile(
    r"^\s*(?:and\s+|but\s+|so\s+|note\s*:\s*)?(?:(?:we|i)\s+)?(?:(?:did|do|have|has|was|were)\s*(?:not|n't)|not|never)\s+"
    r"(?:(?:been|yet)\s+)?(?:test|tested|measure|measured|evaluate|evaluated|benchmark|benchmarked|tried|try|run|ran|"
    r"validated?|profiled?)\s+(?:(?:on|with|for|against|under|in)\s+)?(?:any\s+)?(?:other|different)\s+[^,;.!?\d]+?"
    r"\s*[.;!?]?\s*$|"
    r"^\s*(?:and\s+|but\s+|so\s+)?(?:any\s+)?other\s+[^,;.!?\d]+?\s+(?:(?:were|was|are|is)\s*(?:not|n't)|"
    r"(?:have|has)\s*(?:not|n't)\s+been)\s+(?:tested|measured|evaluated|benchmarked|tried|validated|profiled)"
    r"\s*[.;!?]?\s*$", re.I | re.S)


def _disclaims(part: str) -> bool:
    return bool(_DISCLAIMER.match(part) or _MAY_DIFFER.match(part) or _NO_WARRANTY.match(part)
                or _NO_CLAIM.match(part) or _POINTER.match(part) or _UNMEASURED.match(part)
                or _NOT_DEPLOYED.match(part) or _NOT_TESTED_OTHER.match(part))


_DASH_PART = re.compile(r"\s(?:--|\u2014|\u2013)\s")
_PAREN_PART = re.compile(r"\(([^()]*)\)")


def disclaimers(text: str) -> list[tuple[int, int]]:
    """The disclaimers of ``text``: whole sentences, or runs of comma-separated parts of one
    ("..., 10 tasks per arm, no CUDA, multi-GPU or vLLM conclusion follows, not GPU"), each from
    the earliest part that starts one to the nearest part end that closes it; a part after a spaced dash ("-- YMMV")
    or in parentheses ("(preliminary)", "(your mileage may vary)") on its own."""
    out = []
    for a0, b0 in sentences(text):
        commas = [a0 + k for k in _bounds(text[a0:b0], ",")]
        commas += [a0 + m.end() - 1 for m in _DASH_PART.finditer(text[a0:b0])]
        commas.sort()
        ends = [*commas, b0]
        floor = a0
        while True:
            found = next(((p, q) for p in [a0, *(k + 1 for k in commas)] if p >= floor for q in ends
                          if q > p and _disclaims(text[p:q])), None)
            if found is None:
                break
            out.append(found)
            floor = found[1] + 1
    for m in _PAREN_PART.finditer(text):
        if _disclaims(m.group(1)) and not any(a <= m.start() < b for a, b in out):
            out.append(m.span())
    return sorted(out)


def refine(reading: Reading, statement: str, scope: str, texts: list[str] | None = None) -> dict[str, list[tuple[int, int]]]:
    """Read exclusions and disclaimers next to the facts the reader found (in place): a negation
    directly before a fact ("not GPU", "no vLLM", "without a GPU", "non-GPU") makes it an
    exclusion; "only" directly after a CPU fact is part of it; a disclaimer sentence becomes one
    ``disclaimer`` fact. Returns the spans so read, per source (``drop_read`` removes them from
    the unread words)."""
    src = {"statement": statement, "scope": scope}
    read_spans: dict[str, list[tuple[int, int]]] = {"statement": [], "scope": []}
    # disclaimers first: their facts and assertions assert nothing
    for source, text in src.items():
        for a, b in disclaimers(text):
            inside = [f for f in reading.context if f.source == source and f.span and a <= f.span.start < b]
            kept = [f for f in reading.context if f not in inside]
            body = text[a:b].strip().rstrip(".;!?").strip()
            lead = len(text[a:b]) - len(text[a:b].lstrip())
            kept.append(ContextFact(kind="disclaimer", key="disclaimer", value=body, source=source,
                                    span=Span(start=a + lead, end=a + lead + len(body), text=body)))
            reading.context[:] = kept
            drop = [k for k, x in enumerate(reading.assertions) if x.source == source and x.span
                    and a <= x.span.start < b]
            for k in reversed(drop):
                del reading.assertions[k]
                if texts is not None and k < len(texts):
                    del texts[k]
            read_spans[source].append((a, b))
    multi_device_facts(reading, src, read_spans)
    single_gpu_facts(reading, scope, read_spans)
    negated_after: list[ContextFact] = []
    others: list[tuple[ContextFact, int]] = []
    leads: list[tuple[str, int, int]] = []
    for f in reading.context:
        if f.span is None or f.kind in ("disclaimer", "unverifiable") or f.source not in src:
            continue
        text = src[f.source]
        if f.span.end > len(text) or text[f.span.start:f.span.end] != f.span.text:
            continue
        a, _b = clause(text, f.span.start, f.span.end, PHRASE)
        after = _NEGATED_AFTER.match(text[f.span.end:].replace("\u2019", "'"))
        if after and (f.source != "statement" or _all_unread(reading, text, f.span.end, f.span.end + after.end())):
            # "A100 not tested", "GPU clusters were not tested": an exclusion after its fact, ending the phrase
            f.negated = True
            negated_after.append(f)
            read_spans[f.source].append((f.span.end, f.span.end + after.end()))
            q = qualifier_start(text, a, f.span.start, f.span.text)
            if q is not None and (f.source != "statement" or _all_unread(reading, text, q, f.span.start)):
                # "other GPUs not measured": things other than the run's (other_exclusions.py)
                others.append((f, f.span.end + after.end()))
                widen(f, text, q)
            continue
        if f.source == "scope":
            floor = max(text.rfind(c, 0, f.span.start) for c in ";.!?") + 1
            lead = list_lead(text, floor, f.span.start)
            if lead is not None:
                # "not tested with longer prompts, other CPUs or GPU offload" (other_exclusions.list_lead)
                f.negated = True
                read_spans[f.source].append((lead, f.span.start))
                leads.append((f.source, lead, f.span.start))
                continue
        words = _words_before(text, f.span.start, a)
        k, skipped = len(words) - 1, 0
        while k >= 0 and (words[k][2] in BETWEEN or f.source == "scope" and words[k][2] in EXCLUSION_COMPARE_WORDS) \
                and skipped < 3:
            k, skipped = k - 1, skipped + 1
        if k >= 0 and words[k][2] == "-" and k > 0 and words[k - 1][2] == "non":
            k -= 1
        if k > 0 and words[k][2] == "yet" and words[k - 1][2] in NEGATION_WORDS:
            k -= 1  # "not yet tried with an H100", "haven't yet tested X"
        if k >= 0 and words[k][2] in NEGATION_WORDS and (
                f.source != "statement" or any(u.start <= words[k][0] < u.end for u in reading.unread)):
            # (in the statement only a negation no other construct read: "not 2x faster" is the comparison's)
            f.negated = True
            j = k
            if words[k][2] in ("not", "never") and k > 0 and words[k - 1][2] in EXCLUSION_AUXILIARIES:
                j = k - 1  # "does not cover GPU clusters", "was not tested on A100", "have not tried X"
            if (j < k or words[k][2] in ("never",) or words[k][2] in EXCLUSION_CONTRACTIONS) and j > 0 \
                    and words[j - 1][2] in EXCLUSION_SUBJECTS:
                j -= 1  # "we did not evaluate X", "we haven't tried X", "we never tried X"
            neg_at = words[j][0]
            read_spans[f.source].append((neg_at, f.span.start))
        if f.kind == "setting" and f.key == "gpu_count" and f.value == 1.0 and f.source == "scope":
            tail = re.match(_MULTI_TAIL.pattern[1:] + r"(?:[\s-]+only\b)?|[\s-]+only\b", text[f.span.end:], re.I)
            if tail:  # "not a single-GPU result", "a single-GPU setup": the noun names the run the count is of
                read_spans[f.source].append((f.span.end, f.span.end + tail.end()))
            lead = re.search(r"(?<![\w-])only\s+(?:(?:on|using|with|a|an|the)\s+){0,2}$", text[a:f.span.start], re.I)
            if lead and not f.negated:  # "only a single GPU", "only one GPU"
                read_spans[f.source].append((a + lead.start(), a + lead.start() + 4))
        if f.kind == "hardware" and f.key == "gpu" and not f.negated:
            m = re.search(r"\b(?:nvidia|amd)\s+$", text[a:f.span.start], re.I)
            if m:  # "NVIDIA A100": the vendor is part of the GPU's name
                start = a + m.start()
                read_spans[f.source].append((start, f.span.start))
                f.value = f"{text[start:f.span.start]}{f.value}"
                f.span = Span(start=start, end=f.span.end, text=text[start:f.span.end])
        if f.kind == "hardware" and f.key == "cpu" and not f.negated:
            m = re.match(r"(?:[\s-]+(?:cpus?|processors?))?(?:[\s-]*only\b)?", text[f.span.end:], re.I)
            if m and m.end():  # "AMD Ryzen CPU", "CPU only", "CPU-only"
                read_spans[f.source].append((f.span.end, f.span.end + m.end()))
    lead_disclaimers(reading, leads, src)
    for source, text in src.items():
        _excluded_lists(reading, source, text, read_spans[source])
        _listed_before(reading, source, text, read_spans[source], [f for f in negated_after if f.source == source])
    to_disclaimers(reading, others, src, read_spans)
    for x in reading.assertions:  # "10 tasks per arm": a count is per arm
        if x.span is not None and x.source in src and x.form == "value" and x.treatment is None:
            text = src[x.source]
            m = re.match(r"\s+per\s+arm\b", text[x.span.end:])
            if m and text[x.span.start:x.span.end] == x.span.text:
                read_spans[x.source].append((x.span.end, x.span.end + m.end()))
    return read_spans


def _all_unread(reading: Reading, text: str, a: int, b: int) -> bool:
    """Is every word of the statement's text [a, b) unread (no construct of the reader took it)?"""
    return _covered_by(text, a, b, [(u.start, u.end) for u in reading.unread])


def _covered_by(text: str, a: int, b: int, spans: list[tuple[int, int]]) -> bool:
    """Every word of text[a, b) lies inside one of ``spans`` (punctuation aside: a hyphen is inert)."""
    return all(any(x <= a + m.start() and a + m.end() <= y for x, y in spans) for m in _WORD.finditer(text[a:b])
               if any(ch.isalnum() for ch in m.group(0)))


def multi_device_facts(reading: Reading, src: dict[str, str], read_spans: dict[str, list[tuple[int, int]]]) -> None:
    """Production multi_device (in place): "multi-GPU" (a GPU fact after "multi-": key multi_gpu, two or more GPUs),
    "GPU clusters" / "multi-GPU clusters" (a GPU fact before "clusters": key multi_node) and "multi-node",
    "multi-host", "clusters of GPUs" (no fact of their own: a multi_node fact) are facts of more than one device,
    checked by statistics._context_multi, never the bare GPU fact ("not GPU clusters" does not exclude a GPU). In
    the statement only words no construct read."""
    for f in reading.context:
        if f.kind != "hardware" or f.key != "gpu" or f.span is None or f.source not in src \
                or str(f.value).lower() not in ("gpu", "gpus"):
            continue
        text = src[f.source]
        if f.span.end > len(text) or text[f.span.start:f.span.end] != f.span.text:
            continue
        a, b = clause(text, f.span.start, f.span.end, PHRASE)
        before = _MULTI_BEFORE.search(text[a:f.span.start])
        start = a + before.start() if before else f.span.start
        after = _CLUSTER_AFTER.match(text[f.span.end:b])
        end = f.span.end + (after.end() if after else 0)
        if before or after:
            tail = _MULTI_TAIL.match(text[end:b])
            end += tail.end() if tail else 0
        if start == f.span.start and end == f.span.end:
            continue
        if f.source == "statement" and not all(
                _covered_by(text, x, y, [(u.start, u.end) for u in reading.unread])
                for x, y in ((start, f.span.start), (f.span.end, end)) if y > x):
            continue
        f.kind, f.key = "setting", "multi_node" if after else "multi_gpu"
        f.value = ("multi-GPU cluster" if before else "GPU cluster") if after else "multi-GPU"
        f.span = Span(start=start, end=end, text=text[start:end])
        read_spans[f.source].append((start, end))
    for source, text in src.items():
        taken = [(f.span.start, f.span.end) for f in reading.context if f.source == source and f.span is not None]
        unread = [(u.start, u.end) for u in reading.unread] if source == "statement" else None
        found = [("multi_node", m) for m in _MULTI_NODE.finditer(text)] + [("multi_gpu", m) for m in _MULTI_GPU.finditer(text)]
        for key, m in found:
            a, b = m.start(), m.end()
            tail = _MULTI_TAIL.match(text[b:])
            b += tail.end() if tail else 0
            if any(x < b and a < y for x, y in taken):
                continue
            if unread is not None and not _covered_by(text, a, b, unread):
                b = m.end()  # the noun after it was read (or is inert): the phrase alone
                if not _covered_by(text, a, b, unread):
                    continue
            reading.context.append(ContextFact(kind="setting", key=key, value=m.group(0), source=source,
                                               span=Span(start=a, end=b, text=text[a:b])))
            read_spans[source].append((a, b))
            taken.append((a, b))


def _excluded_lists(reading: Reading, source: str, text: str, spans: list[tuple[int, int]]) -> None:
    """"not tested on A100 or RTX 4090", "not on A100, MI300X or an RTX 4090": facts joined by "," and a closing
    "or" / "nor" after an excluded one are excluded too (in place). A list with no "or" ("not GPU, SmolLM2-135M")
    is two parts: the second is not excluded."""
    facts = sorted((f for f in reading.context if f.source == source and f.span is not None
                    and f.kind not in ("disclaimer", "unverifiable") and f.span.end <= len(text)
                    and text[f.span.start:f.span.end] == f.span.text), key=lambda f: f.span.start)
    chain: list = []
    seps: list[tuple[int, int, bool]] = []

    def close() -> None:
        if len(chain) > 1 and chain[0].negated and seps[-1][2]:
            for g in chain[1:]:
                g.negated = True
            spans.extend((a, b) for a, b, _ in seps)

    for f in facts:
        if chain and chain[-1].span.end <= f.span.start:
            m = _OR_LIST.match(text[chain[-1].span.end:f.span.start])
            if m and (m.group(1) or "," in m.group(0)):
                chain.append(f)
                seps.append((chain[-2].span.end, f.span.start, bool(m.group(1))))
                continue
            prev = chain[-1]
            if f.kind == "hardware" and prev.kind == "hardware" and f.key == prev.key and f.key in _HW_ALTERNATIVES \
                    and _AND_HW.match(text[prev.span.end:f.span.start]):
                # production: excluded_hardware_list -- "not tested on A100 and H200", "not tested on AMD and Intel GPUs",
                # "not on A100/H200": two accelerators (or makers) joined by "and" / "&" / "/" after one negation are
                # alternatives, each excluded (before, the second was read as the run's: an honest scope graded false
                # on an H100, and "not tested on A100 and H100" held there)
                chain.append(f)
                seps.append((prev.span.end, f.span.start, True))
                continue
        close()
        chain, seps = [f], []
    close()


#: the joiner of two facts listed before an exclusion after its fact ("FP8 and AWQ not tested", "A100 / H200 untested",
#: "FP8, AWQ, and GPTQ were not tested")
_AND_OR = re.compile(r"\s*(?:,\s*)?(?:and|or|nor|&)\s+|\s*/\s*", re.I)


def _family(f) -> tuple:
    """A fact's kind for a list ("FP8, AWQ and CPU offload not tested": quantizations and features are one)."""
    from claimcheck.claims.vocabulary import SCOPE_FEATURES

    return ("feature",) if f.kind == "setting" and (f.key in SCOPE_FEATURES or f.key == "quantization") \
        else (f.kind, f.key)


def _listed_before(reading: Reading, source: str, text: str, spans: list[tuple[int, int]], negated: list) -> None:
    """"FP8 and AWQ not tested", "quantization and CPU offload were not tested", "FP8, AWQ and GPTQ untested": the facts
    listed before one excluded by a negation after it are excluded too (in place; before, "A100 and H200 not tested"
    read "A100" as the run's GPU: false on an H100 witness). Joined by "and" / "or" / "nor" / "&" / "/" each is; across
    a comma only a fact of the same kind that starts its part (a list, not the run's own description: "1x H100, A100
    and H200 not tested" keeps the H100, with its count)."""
    facts = [f for f in reading.context if f.source == source and f.span is not None
             and f.kind not in ("disclaimer", "unverifiable") and f.span.end <= len(text)
             and text[f.span.start:f.span.end] == f.span.text]
    groups = sorted({(f.span.start, f.span.end) for f in facts})
    for last in negated:
        fam = _family(last)
        at = (last.span.start, last.span.end)
        k = groups.index(at) if at in groups else -1
        while k > 0:
            (a, b), (c, _d) = groups[k - 1], groups[k]
            prev = [f for f in facts if (f.span.start, f.span.end) == (a, b)]
            gap = text[b:c]
            if not (_AND_OR.fullmatch(gap) or not gap.strip() and re.match(r"(?:and|or|nor)\s", text[c:], re.I)
                    or re.fullmatch(r"\s*,\s*", gap) and all(_family(f) == fam for f in prev)
                    and re.search(r"(?:^|[,;:(])\s*$", text[:a])):
                break
            if any(f.negated for f in prev):
                break
            for f in prev:
                f.negated = True
            spans.append((b, c))
            k -= 1


#: what may join the facts of one excluded phrase: "did not test on H100 with 8 GPUs", "not TP=4 on 8 GPUs"
_CONJOINED_GAP = re.compile(r"^\s*(?:(?:with|on|at|using|across|over|under|for|in|and|a|an|the|of|via)\s+)*$", re.I)


def _chained(fact_checks: list, texts: dict[str, str]) -> dict[int, int]:
    """{index of a fact: index of the excluded fact whose phrase it continues}: the facts right after an excluded one
    in its clause, joined only by prepositions, articles and "and" ("did not test on H100 with 8 GPUs": "8 GPUs"
    continues the excluded "H100"), which the negation covers too."""
    out: dict[int, int] = {}
    by_src: dict[str, list[int]] = {}
    for n, (f, _c) in enumerate(fact_checks):
        if f.span is not None and f.kind not in ("disclaimer", "unverifiable") and f.source in texts:
            by_src.setdefault(f.source, []).append(n)
    for src, idx in by_src.items():
        text = texts[src]
        idx.sort(key=lambda n: fact_checks[n][0].span.start)
        head = None
        prev = None
        for n in idx:
            f = fact_checks[n][0]
            if f.span.end > len(text) or text[f.span.start:f.span.end] != f.span.text:
                head = prev = None
                continue
            if head is not None and prev is not None and f.span.start >= prev.span.end \
                    and _CONJOINED_GAP.match(text[prev.span.end:f.span.start]) \
                    and (prev.span.start, prev.span.end) != (f.span.start, f.span.end) \
                    and _family(prev) != _family(f):
                # (two values of one kind, "FP8 and AWQ not tested", "A100 and H200", are alternatives: each excluded)
                out[n] = head
            elif getattr(f, "negated", False):
                head = n
            else:
                head = None
            if getattr(f, "negated", False) and n not in out:
                head = n
            prev = f
    return out


_LIST_JOINS = re.compile(r"^[\s,&/]*(?:(?:and|or|plus)\b)?[\s,&/]*$", re.I)


def listed_gpus(fact_checks: list, texts: dict[str, str]) -> list:
    """GPUs named as a list ("on A100 and H100", "(H100, A100)", "on A100 & H100"): a claim said of several
    accelerators, where the witness ran some of them. A listed GPU the witness lacks is not contradicted when another
    of the list agrees -- the witness says nothing of the claim on that one (not known, never an accusation); a list
    none of whose GPUs agrees stays contradicted. Only GPU facts (not negated) next to each other in one text, with
    nothing but commas, "&", "/", "and", "or", "plus" between them."""
    out = list(fact_checks)
    idx = sorted((n for n, (f, _c) in enumerate(fact_checks) if f.kind == "hardware" and f.key == "gpu"
                  and not getattr(f, "negated", False) and f.span is not None and f.source in texts),
                 key=lambda n: (fact_checks[n][0].source, fact_checks[n][0].span.start))
    runs: list[list[int]] = []
    for n in idx:
        f = fact_checks[n][0]
        if runs:
            p = fact_checks[runs[-1][-1]][0]
            if p.source == f.source and p.span.end <= f.span.start \
                    and _LIST_JOINS.match(texts[f.source][p.span.end:f.span.start]):
                runs[-1].append(n)
                continue
        runs.append([n])
    for run in runs:
        if len(run) >= 2:
            _hold_beside_agreeing(fact_checks, out, run, "named in a list of GPUs with {}, which the witness ran (it "
                                  "says nothing of the others)")
    return out


def _hold_beside_agreeing(fact_checks: list, out: list, run: list[int], why: str) -> None:
    """In place (``out``): each contradicted fact of ``run`` held back (unbound) where another fact of the run agrees;
    ``why`` names the agreeing ones at its ``{}``."""
    agree = list(dict.fromkeys(fact_checks[n][0].span.text for n in run if fact_checks[n][1].outcome == "agrees"))
    if not agree:
        return
    for n in run:
        f, c = fact_checks[n]
        if c.outcome == "contradicted":
            out[n] = (f, c.model_copy(update={"outcome": "unbound", "detail": (
                f"{c.detail}; not an accusation: " + why.format(", ".join(agree)))}))


def several_models(fact_checks: list, texts: dict[str, str]) -> list:
    """A statement that names several different models ("1.2x-1.4x higher throughput when serving Llama-3-8B, and
    2.4x-3.5x higher throughput when serving Qwen1.5-72B", "1.3x for Llama-3-8B and 2.4x for Qwen1.5-72B"): a claim
    said of each model, where the witness ran one of them. A named model the witness did not run is not contradicted
    when another model named in the same text agrees -- the witness says nothing of the claim on that one (not known,
    never an accusation); being open, it also holds back the accusation of the numbers in its sentence
    (``OpenConditions``: they may be that model's). A statement none of whose models agrees stays contradicted. Only
    model facts (not negated) of one text."""
    out = list(fact_checks)
    by_source: dict[str, list[int]] = {}
    for n, (f, _c) in enumerate(fact_checks):
        if f.kind == "model" and f.key == "model" and not getattr(f, "negated", False) and f.span is not None \
                and f.source in texts:
            by_source.setdefault(f.source, []).append(n)
    for run in by_source.values():
        if len({str(fact_checks[n][0].value).strip().lower() for n in run}) >= 2:
            _hold_beside_agreeing(fact_checks, out, run, "the statement also names {}, which the witness ran (it says "
                                  "nothing of the other models)")
    return out


def conjoined_exclusions(fact_checks: list, texts: dict[str, str] | None = None) -> list:
    """An exclusion of a phrase that holds several facts ("not on 8 H100s": a GPU count and a GPU model) denies
    their conjunction: it holds where any part is excluded by the witness (a 4-GPU H100 run is not "on 8 H100s"),
    is contradicted only where every part agrees, and is otherwise unknowable. So does an exclusion followed in its
    clause by more facts joined by prepositions ("We did not test on H100 with 8 GPUs": an H100 witness with 4 GPUs is
    not that run; ``texts``: the statement's and the scope's text): those facts are excluded with it (their own
    check inverted) and the group is graded as one. ``fact_checks``: (fact, check) pairs as graded one by one;
    returns them with the outcomes of such groups combined."""
    groups: dict[tuple, list[int]] = {}
    for n, (f, _c) in enumerate(fact_checks):
        if getattr(f, "negated", False) and f.span is not None:
            groups.setdefault((f.source, f.span.start, f.span.end), []).append(n)
    fact_checks = list(fact_checks)
    if texts:
        for n, h in _chained(fact_checks, texts).items():
            f, c = fact_checks[n]
            hf = fact_checks[h][0]
            if not getattr(f, "negated", False):
                flip = {"agrees": "contradicted", "contradicted": "agrees"}.get(c.outcome)
                if flip:
                    c = c.model_copy(update={"outcome": flip, "detail": f"excluded with '{hf.span.text}': {c.detail}"})
                fact_checks[n] = (f, c)
            key = (hf.source, hf.span.start, hf.span.end)
            for k, members in list(groups.items()):
                if n in members and k != key:
                    members.remove(n)
            if n not in groups.setdefault(key, []):
                groups[key].append(n)
    out = list(fact_checks)
    for idx in groups.values():
        if len(idx) < 2:
            continue
        outcomes = [fact_checks[n][1].outcome for n in idx]
        if all(o == "contradicted" for o in outcomes):
            continue
        holds = [fact_checks[n][1] for n in idx if fact_checks[n][1].outcome == "agrees"]
        for n in idx:
            f, c = fact_checks[n]
            if c.outcome == "agrees" or (c.outcome != "contradicted" and not holds):
                continue
            if holds:
                c = c.model_copy(update={"outcome": "agrees", "detail": f"an exclusion that holds: '{f.span.text}' is "
                                         f"excluded by its other part ({holds[0].detail})"})
            else:
                c = c.model_copy(update={"outcome": "unbound", "detail": f"{c.detail}; not an accusation: "
                                         f"'{f.span.text}' excludes a conjunction whose other part the witness does "
                                         "not decide"})
            out[n] = (f, c)
    return out


def _undecided_count(f, c) -> bool:
    """A GPU or node count, said (not excluded), that the witness does not decide and that is not one below the GPUs
    the machine's hardware lists with no arm declaring how many it used ("single GPU only" of "2 x H100": a question
    the witness leaves open, never dropped into net-true)."""
    return f.kind == "setting" and f.key in ("gpu_count", "node_count") and not getattr(f, "negated", False) \
        and c.outcome not in ("agrees", "contradicted") \
        and UNDECLARED_ON_LARGER_MACHINE not in c.detail and NOT_AN_ACCUSATION not in c.detail


def decided_scope_counts(fact_checks: list) -> list:
    """A GPU or node count in the scope ("Llama-3.1-8B on one H100") is checked where the witness decides it (it
    agrees, or the machine has fewer GPUs: false); where the witness records no such count the scope only describes
    the run, as every scope word the witness cannot check does, and the count is dropped rather than left open. An
    exclusion ("not on 8 H100s") is kept: it is graded with the GPU it names (``conjoined_exclusions``).

    Production scope_restated_count: the statement's own count of the same thing with the same value ("FP8 vs BF16
    on one H200: ..." under a scope "1x NVIDIA H200, ...") restates the scope, and is dropped with it: the verdict is
    net-true *at the stated scope*, and this count adds nothing to it. Any other count in the statement (none in the
    scope, another value: "on two H200s" under "1x NVIDIA H200") stays open, as before (not-yet, never false)."""
    dropped = {(f.key, f.value) for f, c in fact_checks if f.source == "scope" and _undecided_count(f, c)}
    return [(f, c) for f, c in fact_checks
            if not (f.source == "scope" and f.kind == "setting" and c.outcome not in ("agrees", "contradicted") and (
                _undecided_count(f, c)
                # "multi-GPU", "not multi-node", "not GPU clusters" (multi_device_facts): said or excluded, where the
                # witness does not decide it the scope only describes the run
                or f.key in ("multi_gpu", "multi_node")))
            and not (f.source == "statement" and _undecided_count(f, c) and (f.key, f.value) in dropped)]


def tolerated_gpu_count(word: str) -> bool:
    """Words of a GPU phrase that do not change a contradiction by a witness with no GPU at all
    ("8 GPUs", "one H100", "an 8x H100 node" on a CPU-only witness): a count of GPUs."""
    return bool(re.fullmatch(r"\d+x?|one|single|two|four|eight|multiple|several|many|node", word.lower()))


def drop_read(unread: list[Span], spans: list[tuple[int, int]]) -> list[Span]:
    return [u for u in unread if not _covered(u, spans, "")] if spans else list(unread)


def _covered(u: Span, spans: Iterable[tuple[int, int]], text: str) -> bool:
    """Is every word of the unread span ``u`` inside the spans now read (fillers allowed)?"""
    for m in _WORD.finditer(u.text):
        a, b = u.start + m.start(), u.start + m.end()
        if not any(x <= a and b <= y for x, y in spans):
            return False
    return True
