"""A model's variant word is part of its name (issue 16: model descriptors such as "Llama 3.1 70B Instruct").

"on Llama 3.1 70B Instruct" left "Instruct" unread, so the whole clause went unread and a true comparison beside it was
not-yet. The variant (vocabulary.MODEL_VARIANTS: instruct, chat, base, it) is now read into the model fact; it agrees
when the witness's own model id carries it, and is unknowable (never false) when the id does not say (a base model's
id rarely says "base"). Family, version and size are checked as before: "Llama 3.1 8B Instruct" on a 70B witness is
false. Witness worked out by hand: fp8 2.0 req/s, bf16 1.25 req/s (fp8 1.6x faster).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "4x H100 with vLLM, 50 requests per arm"
T = "FP8 is 1.6x faster than BF16"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("model_variants")
    out = {}
    for name, model in (("instruct", "meta-llama/Llama-3.1-70B-Instruct"), ("base", "meta-llama/Llama-3.1-70B")):
        spec = Spec(name, [A("fp8", "FP8", thr=2.0, ttft=0.3, n=50, role="treatment"),
                           A("bf16", "BF16", thr=1.25, ttft=0.45, n=50, role="baseline")],
                    key="", hw="4x NVIDIA H100 80GB HBM3", model=model, engine="vLLM")
        out[name] = str(seal(root / name, *witness_for(spec)))
    return out


@pytest.mark.parametrize("tail", ["on Llama 3.1 70B Instruct", "with Llama 3.1 70B Instruct", "on Llama 3.1 70B"])
def test_the_witness_own_variant_agrees(wit, tail):
    res = grade_statement(f"{T} {tail}.", wit["instruct"], SCOPE)
    assert_read_net_true(res)


@pytest.mark.parametrize("tail", ["on Llama 3.1 70B Instruct", "on Llama 3.1 70B Chat"])
def test_a_variant_the_id_does_not_carry_is_unknowable(wit, tail):
    for sentence in (f"{T} {tail}.", f"BF16 is 1.6x faster than FP8 {tail}."):
        assert grade_statement(sentence, wit["base"], SCOPE).verdict == "not-yet", sentence


@pytest.mark.parametrize("tail", ["on Llama 3.1 8B Instruct", "on Qwen 2.5 72B Instruct"])
def test_another_model_with_a_variant_is_false(wit, tail):
    assert grade_statement(f"{T} {tail}.", wit["instruct"], SCOPE).verdict == "false"


def test_twists_under_the_right_model_are_never_net_true(wit):
    for twin in ("BF16 is 1.6x faster than FP8 on Llama 3.1 70B Instruct.",
                 "FP8 is 2.6x faster than BF16 on Llama 3.1 70B Instruct.",
                 "FP8 is not faster than BF16 on Llama 3.1 70B Instruct."):
        assert_never_net_true(grade_statement(twin, wit["instruct"], SCOPE), twin)


# --- model generations: the witness's id is read at its versioned mention, not at its organisation ----------------
# "Qwen/Qwen2.5-7B-Instruct": the family was taken from "Qwen/" (no version), so every Qwen generation agreed -
# "on Qwen3-7B" graded net-true on a Qwen2.5 run (found by the lead's automatic twist probe). A stated version that
# is the series of the recorded release ("Qwen2" of Qwen2.5, "Llama 3" of Llama 3.1) is unknowable, never false.
@pytest.fixture(scope="module")
def qwen(tmp_path_factory) -> str:
    spec = Spec("qwen", [A("fp8", "FP8", thr=2.0, ttft=0.3, n=50, role="treatment"),
                         A("bf16", "BF16", thr=1.25, ttft=0.45, n=50, role="baseline")],
                key="", hw="4x NVIDIA H100 80GB HBM3", model="Qwen/Qwen2.5-7B-Instruct", engine="vLLM")
    return str(seal(tmp_path_factory.mktemp("qwen") / "w", *witness_for(spec)))


@pytest.mark.parametrize("tail,want", [
    ("on Qwen2.5-7B", "net-true"), ("on Qwen 2.5 7B", "net-true"), ("on Qwen2.5-7B-Instruct", "net-true"),
    ("on Qwen3-7B", "false"), ("on Qwen 3 7B", "false"), ("on Qwen1.5-7B", "false"), ("on Qwen3.75-7B", "false"),
    ("on Qwen2-7B", "not-yet"),
])
def test_the_model_generation_is_checked(qwen, tail, want):
    assert grade_statement(f"{T} {tail}.", qwen, SCOPE).verdict == want, tail


def test_the_series_of_the_release_is_never_false(wit):
    assert grade_statement(f"{T} on Llama 3 70B.", wit["instruct"], SCOPE).verdict == "not-yet"
