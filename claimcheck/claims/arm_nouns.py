"""An arm named by its own name (or the head of its alias) and a generic noun of what ran (production arm_by_noun --
claimcheck/claims/grammar.lark; docs/claim-check.md): "with the FlashInfer backend", "than in the colocated setup"
(alias "colocated serving"), "the LMCache configuration".

``noun_phrases`` (called from grammar.arm_phrases): for each arm's name and alias (a leading "the" dropped; a name
with a role word, a preposition or a negation gives none), its words -- or, where its last word is itself one of
these nouns or "serving" / "run" / "baseline" ("colocated serving", "the disaggregated configuration"), the words
before it -- followed by one noun of ``_NOUNS``. A phrase is added only where it names exactly one arm and no arm already has it (the witness's own names
win; grammar.arm_phrases' rule for every phrase it adds): two arms whose heads agree give none.
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import ARM_GPU_NOUNS, GPU_RE

#: what ran, said of an arm: a generic noun that adds nothing the arm's name does not say
_NOUNS = ("setup", "configuration", "config", "backend", "engine", "server", "deployment", "mode", "variant", "arm",
          "build", "stack", "format",  # "format": "the E5M2 format yields ...", "than the BF16 format"
          # a branch of the code that ran: "28.0 s on the PR branch", "than the main branch" (never "version" or
          # "release": "same SGLang version" is a like-for-like fragment about the engine, not the arm)
          "branch", "commit",
          # the way an arm decodes or schedules, named as a method ("The n-gram method achieves ...", "than the FCFS
          # policy")
          "method", "policy",
          # the machine an arm ran on ("On the H200 instance, ...", "than the H100 node", "the 4090 box"): the host of
          # the arm's run, no count (a node or an instance may hold one GPU or eight: "8x H100" is read as it stands)
          "instance", "node", "machine", "box",
          # the weights an arm served, named by their precision or format ("the FP8 checkpoint serves 1.34x ...", "than
          # the BF16 weights"): what the arm loaded, nothing more
          "checkpoint", "weights")
#: a last word of a name that is such a noun too, dropped before the nouns are added ("colocated serving"); never
#: added itself: "vLLM runs 2x faster", "SGLang serving Llama" are a verb after the arm
_STRIP = _NOUNS + ("serving", "run", "runs", "baseline")
_NO_HEAD = frozenset({"the", "a", "an", "with", "without", "no", "not", "using", "on", "off", "in", "at", "under",
                      "for", "baseline", "treatment", "this", "that", "our", "my", "before", "after", "one", "-",
                      "=", "role", "control", "reference", "default", "old", "new"})


def noun_phrases(aliases: dict[str, list[str]]) -> dict[str, set[str]]:
    """Production arm_by_noun (module docstring): {phrase: {arms that give it}}."""
    out: dict[str, set[str]] = {}
    for name, al in aliases.items():
        for p in [name, *al]:
            words = p.lower().split()
            if words and words[0] == "the":
                words = words[1:]
            if len(words) > 1 and words[-1] in _STRIP:
                words = words[:-1]
            if not words or len(words) > 3 or _NO_HEAD & set(words) or any(w in _STRIP for w in words):
                continue
            head = " ".join(words)
            for noun in _NOUNS:
                out.setdefault(f"{head} {noun}", set()).add(name)
            if GPU_RE.fullmatch(head):
                # production: arm_gpu_noun -- "the new H200 GPU achieves ...": an arm whose own name is a GPU, then the
                # noun of one (vocabulary.ARM_GPU_NOUNS): the arm, as its name alone says (never after another name:
                # "the fast GPU" of an arm named "fast" names no arm)
                for noun in ARM_GPU_NOUNS:
                    out.setdefault(f"{head} {noun}", set()).add(name)
    return out
