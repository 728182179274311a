"""Seed figures for the KV capacity plan and the CUDA-graph capture ladder.

Which inputs give the seed's numbers (the seed does not print its worst rendered prompt):
blocks are 528 tokens; the 49k rung reserves prompt + 49,152 thinking + 512 answer and
the 61k rung prompt + 61,440 + 512, in a 65,536-token context. 50,688 = 96 x 528 needs
a worst prompt in (496, 1024]; 63,360 = 120 x 528 needs one in (880, 1408]. Any worst
prompt in (880, 1024] reproduces both rungs; we use 944 and test both edges.
"""

import json

import pytest
from click.testing import CliRunner

from claimcheck.capacity import graph_coverage, plan, ranges, round_up
from claimcheck.cli import main
from claimcheck.errors import UsageError

KV_FIT = 997_888
KV_PRED = 995_328
BLOCK = 528
CTX = 65_536
PROMPTS = [612, 944, 731]  # worst = 944


def seed_plan(**kw):
    args = dict(kv_tokens=KV_FIT, block_size=BLOCK, max_model_len=CTX, prompt_tokens=PROMPTS,
                budget=49_152, answer=512, max_seqs=19)
    args.update(kw)
    return plan(**args)


def test_49k_rung_19_seqs():
    p = seed_plan()
    assert p.tokens_per_seq == 50_688 and p.blocks_per_seq == 96
    assert p.demand == 963_072
    assert p.headroom == 34_816
    assert p.fits and p.max_fitting_seqs == 19


def test_61k_rung_15_seqs():
    p = seed_plan(budget=61_440, max_seqs=15)
    assert p.tokens_per_seq == 63_360
    assert p.demand == 950_400 and p.headroom == 47_488
    assert p.fits and p.max_fitting_seqs == 15


def test_predecessor_48_active_of_64_overcommitted():
    p = seed_plan(kv_tokens=KV_PRED, max_seqs=64, sequences=48)
    assert p.width == 48
    assert p.demand == 2_433_024
    assert not p.fits and p.headroom == KV_PRED - 2_433_024
    assert p.tokens_per_seq_at_width == 20_736
    assert p.max_fitting_seqs == 19
    q = seed_plan(kv_tokens=KV_PRED, max_seqs=48)
    assert q.demand == 2_433_024 and q.tokens_per_seq_at_width == 20_736


def test_prompt_edges_are_honest():
    # 880 is too short for the 61k figure, 1025 too long for the 49k one
    assert seed_plan(prompt_tokens=[881], budget=61_440).tokens_per_seq == 63_360
    assert seed_plan(prompt_tokens=[880], budget=61_440).tokens_per_seq == 62_832
    assert seed_plan(prompt_tokens=[1024]).tokens_per_seq == 50_688
    assert seed_plan(prompt_tokens=[1025]).tokens_per_seq == 51_216


def test_one_more_seq_does_not_fit():
    p = seed_plan(max_seqs=20)
    assert not p.fits and p.headroom < 0


def test_capped_at_block_rounded_model_len():
    p = plan(kv_tokens=10**7, block_size=BLOCK, max_model_len=CTX, prompt_tokens=[4000], budget=64_000,
             answer=512, max_seqs=1)
    assert p.capped_by_model_len and p.tokens_per_seq == round_up(CTX, BLOCK) == 66_000


@pytest.mark.parametrize("kw,rule", [
    (dict(kv_tokens=0), "non-positive"),
    (dict(block_size=-1), "non-positive"),
    (dict(max_seqs=0), "non-positive"),
    (dict(budget=-5), "non-positive"),
    (dict(prompt_tokens=[0]), "non-positive"),
    (dict(prompt_tokens=[]), "no-prompts"),
    (dict(prompt_tokens=[70_000]), "prompt-exceeds-context"),
    (dict(kv_tokens=50_000), "budget-exceeds-capacity"),
])
def test_refusals(kw, rule):
    with pytest.raises(UsageError) as e:
        seed_plan(**kw)
    assert e.value.rule == rule


def test_graph_ladder_seed_cases():
    g = graph_coverage(19, 19)
    assert g.capture_sizes == [1, 2, 4, 8, 16] and g.effective_max == 16 and g.truncated
    assert g.uncaptured_widths == [17, 18, 19] and not g.covered
    g = graph_coverage(15, 15)
    assert g.capture_sizes == [1, 2, 4, 8] and g.effective_max == 8
    assert g.uncaptured_widths == list(range(9, 16)) and ranges(g.uncaptured_widths) == "9-15"


def test_graph_default_and_rules():
    g = graph_coverage(19)  # default max min(2 * 19, 512) = 38
    assert g.default_max == 38 and g.capture_sizes == [1, 2, 4, 8, 16, 24, 32] and g.covered
    assert graph_coverage(300).capture_sizes[-3:] == [480, 496, 512]
    assert graph_coverage(300, rule="v0.10").capture_sizes[-2:] == [504, 512]
    assert graph_coverage(19, 19, rule="v0.10").capture_sizes == [1, 2, 4, 8, 16]
    g = graph_coverage(19, 19, rule="main", max_num_batched_tokens=18)
    assert g.capture_sizes == [1, 2, 4, 8, 16, 18]
    assert graph_coverage(48, 48).covered  # the predecessor's width-48 graph
    assert graph_coverage(4, capture_sizes=[1, 2]).uncaptured_widths == [3, 4]


def _cli(args):
    return CliRunner().invoke(main, args)


def test_cli_plan_json_and_exit_codes():
    base = ["capacity", "plan", "--kv-tokens", str(KV_FIT), "--block-size", "528", "--max-model-len", "65536",
            "--prompt-tokens", "612", "--prompt-tokens", "944", "--budget", "49152", "--answer", "512"]
    r = _cli(base + ["--max-seqs", "19", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert (d["tokens_per_seq"], d["demand"], d["headroom"], d["fits"], d["max_fitting_seqs"]) == \
        (50_688, 963_072, 34_816, True, 19)
    r = _cli(base + ["--max-seqs", "20", "--json"])
    assert r.exit_code == 1 and json.loads(r.output)["fits"] is False
    r = _cli(base[:3] + ["0"] + base[4:] + ["--max-seqs", "19"])
    assert r.exit_code == 2


def test_cli_graphs():
    r = _cli(["capacity", "graphs", "--max-seqs", "19", "--max-capture", "19", "--json"])
    d = json.loads(r.output)
    assert d["capture_sizes"] == [1, 2, 4, 8, 16] and d["effective_max"] == 16
    assert d["uncaptured_widths"] == [17, 18, 19] and r.exit_code == 1
    r = _cli(["capacity", "graphs", "--max-seqs", "15", "--max-capture", "15"])
    assert "[1, 2, 4, 8]" in r.output and "9-15" in r.output
    assert _cli(["capacity", "graphs", "--max-seqs", "19"]).exit_code == 0
