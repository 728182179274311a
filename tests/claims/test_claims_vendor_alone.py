"""A vendor named alone in a scope, and a GPU run's host CPU (claimcheck/claims/statistics.py ``_context_hardware``,
check_context; scope_checks.fact; grammar.lark productions vendor_alone, vendor_exclusion, cpu_host).

* "not tested on AMD" / "AMD not tested" / "no Intel results" of a run on NVIDIA GPUs: the vendor excluded from a GPU
  run names the accelerators tested, which are another vendor's: the exclusion holds (it was unknowable, "'AMD' may name
  its host CPU's vendor": every such honest scope was not-yet).
* "not tested on NVIDIA" / "no NVIDIA" of a run on NVIDIA GPUs: NVIDIA alone is the accelerators' maker; the exclusion
  is contradicted (it was not read at all: the scope was net-true).
* "1x H100 on an AMD EPYC 7763" / "an Intel Xeon host": a CPU named by its maker or model on a GPU run is the host CPU,
  which the hardware string does not record: not known, never contradicted (it was false, "the witness records a GPU
  run"). "CPU only" of a GPU run stays false.

* Apple silicon and no other accelerator: its GPU is Apple's, so "no NVIDIA GPU" / "not tested on NVIDIA" holds and "on
  NVIDIA GPUs" is false (as "on an H100" of it is).

Witnesses by hand: nv (1x NVIDIA H100 80GB HBM3), amd (8x AMD Instinct MI300X), mac (Apple M3 Pro, its own GPU); two
arms, fast 4 req/s, slow 2 req/s.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

_ARMS = [A("fast", "the fast config", thr=4.0), A("slow", "the slow config", thr=2.0)]
_HW = {"nv": "1x NVIDIA H100 80GB HBM3", "amd": "8x AMD Instinct MI300X",
       "mac": "Apple M3 Pro (11-core CPU, 14-core GPU), 18 GB unified memory"}
_TRUE = "The fast config reached 4.0 req/s."


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("vendor-alone")
    out = {}
    for name, hw in _HW.items():
        w, files = witness_for(Spec(name, _ARMS, key="", hw=hw))
        out[name] = str(seal(root / name, w, files))
    return out


#: honest scopes of the NVIDIA run: net-true
HOLDS = ["Llama-3.1-8B on one H100; not tested on AMD", "Llama-3.1-8B on one H100; AMD not tested",
         "Llama-3.1-8B on one H100; no AMD results", "Llama-3.1-8B on one H100; not tested on Intel",
         "Llama-3.1-8B on one H100; not tested on AMD GPUs", "Llama-3.1-8B on one NVIDIA H100",
         "Llama-3.1-8B on one H100 (NVIDIA)"]
#: scopes the NVIDIA run contradicts: false
FALSE_NV = ["Llama-3.1-8B on one H100; not tested on NVIDIA", "Llama-3.1-8B on one H100; no NVIDIA",
            "Llama-3.1-8B on one H100; NVIDIA not tested", "Llama-3.1-8B; CPU only"]
#: a host CPU the record does not hold: not-yet, never false nor net-true
HOST = ["Llama-3.1-8B on one H100 on an AMD EPYC 7763", "Llama-3.1-8B on one H100 with an AMD EPYC host",
        "Llama-3.1-8B on one H100 with a 32-core Xeon"]


@pytest.mark.parametrize("scope", HOLDS)
def test_an_exclusion_of_another_vendor_holds_on_a_gpu_run(wit, scope):
    assert_read_net_true(grade_statement(_TRUE, wit["nv"], scope))


@pytest.mark.parametrize("scope", FALSE_NV)
def test_an_exclusion_of_the_run_s_own_vendor_is_false(wit, scope):
    assert grade_statement(_TRUE, wit["nv"], scope).verdict == "false", scope


@pytest.mark.parametrize("scope", HOST)
def test_a_gpu_run_s_host_cpu_is_never_an_accusation(wit, scope):
    g = grade_statement(_TRUE, wit["nv"], scope)
    assert_never_false(g, scope)
    assert_never_net_true(g, scope)


@pytest.mark.parametrize("scope", ["Llama-3.1-8B on MI300X; not tested on AMD", "Llama-3.1-8B on MI300X; AMD not tested"])
def test_not_tested_on_amd_of_an_amd_gpu_run_is_never_net_true(wit, scope):
    assert_never_net_true(grade_statement(_TRUE, wit["amd"], scope), scope)


@pytest.mark.parametrize("scope", ["MacBook Pro, Apple M3 Pro; no NVIDIA GPU", "Apple M3 Pro; not tested on NVIDIA",
                                   "Apple M3 Pro, NVIDIA not tested"])
def test_an_exclusion_of_nvidia_holds_on_apple_silicon(wit, scope):
    assert_read_net_true(grade_statement(_TRUE, wit["mac"], scope))


def test_nvidia_gpus_of_an_apple_silicon_run_are_false(wit):
    assert grade_statement(_TRUE, wit["mac"], "Apple M3 Pro on NVIDIA GPUs").verdict == "false"
