"""A technique and its method as one arm mention (production arm_by_method -- claimcheck/claims/grammar.lark).

"Speculative decoding with EAGLE-3 delivers a 1.5x speedup ...", "quantization to FP8", "prefix caching via
LMCache": a phrase that names an arm by its technique (a setting phrase ending in a technique noun: "speculative
decoding", "FP8 quantization") right before "with" / "using" / "via" / "to" and a phrase that names the same one arm
(its method: the arm's own name or alias) is one mention of that arm, the technique as done by that method. Only the
same one arm on both sides: "speculative decoding with Medusa" where Medusa names no arm leaves "with Medusa" unread;
where the second phrase names another arm nothing is merged (two mentions, as written). Run before
grammar._restated_arm_scopes, which leaves a restated arm after any other preposition unread ("than b1 at batch
size 1": the condition of the whole comparison?).
"""

from __future__ import annotations

#: the head nouns of a technique phrase
TECHNIQUE_HEADS = frozenset({"decoding", "speculation", "quantization", "caching", "drafting", "batching"})
#: the words between a technique and its method
_METHOD_PREPS = frozenset({"with", "using", "via", "to"})


def method_arms(text: str, toks: list) -> list:
    """Each "technique PREP method" of one arm merged into one arm token; anything else as written."""
    if sum(t.kind == "arm" for t in toks) < 2:
        return toks
    Tok = type(toks[0])
    out: list = []
    k = 0
    while k < len(toks):
        t = toks[k]
        if t.kind == "arm" and t.arm is not None and k + 2 < len(toks) and t.text.lower().split()[-1] in TECHNIQUE_HEADS \
                and toks[k + 1].kind == "word" and toks[k + 1].low in _METHOD_PREPS \
                and toks[k + 2].kind == "arm" and toks[k + 2].arms == t.arms \
                and toks[k + 2].text.lower().split()[-1] not in TECHNIQUE_HEADS:
            b = toks[k + 2]
            out.append(Tok(0, t.start, b.end, text[t.start:b.end], b.low, "arm", arms=t.arms))
            k += 3
            continue
        out.append(t)
        k += 1
    for n, t in enumerate(out):
        t.i = n
    return out
