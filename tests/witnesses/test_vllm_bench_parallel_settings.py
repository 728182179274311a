"""vllm_bench.result_settings declares the parallelism a result records (the server's arguments, or
``--metadata tp=2``), so "TP2" / "tp=8" / "DP1×SP8" in a statement are checked against the run's own
record (claimcheck/claims/descriptors.py), never guessed."""

from __future__ import annotations

from claimcheck.witnesses.vllm_bench import result_settings


def test_parallel_sizes_from_the_result_itself():
    got = result_settings({"max_concurrency": 8, "tensor_parallel_size": 2, "pipeline_parallel_size": 1})
    assert got["tensor_parallel_size"] == 2 and got["pipeline_parallel_size"] == 1
    assert got["concurrency"] == 8


def test_parallel_sizes_from_metadata_and_server_config():
    assert result_settings({"metadata": {"tp": "4", "dp": 2}})["tensor_parallel_size"] == 4
    assert result_settings({"metadata": {"tp": "4", "dp": 2}})["data_parallel_size"] == 2
    assert result_settings({"server_config": {"--tensor-parallel-size": 8}})["tensor_parallel_size"] == 8


def test_no_parallelism_recorded_declares_none():
    got = result_settings({"max_concurrency": 8})
    assert not {"tensor_parallel_size", "pipeline_parallel_size", "data_parallel_size", "expert_parallel_size"} & set(got)
    assert "tensor_parallel_size" not in result_settings({"metadata": {"tp": "auto"}})
