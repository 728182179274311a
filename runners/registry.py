"""What runners/ offers the core, in one place: the core (``claimcheck.plugins``) imports this
module and no other module of ``runners``.

Each table maps a name to ``"module:attribute"``, imported only when used (``fak --help`` and
unrelated commands never import llama-cpp-python or start the vLLM tier). To add a runner: write
its package under ``runners/`` with a click command, and add one line here.

* ``RUN_COMMANDS`` - ``fak run NAME``: runners that run a model and write a sealed witness bundle;
* ``COMMANDS`` - top-level ``fak NAME`` groups (the vLLM tier's own commands);
* ``SCHEMAS`` - artifact kinds whose pydantic models live in a runner (``fak schema export``);
* ``REPORT_PAGES`` - ``fak report`` target kinds a runner draws itself (a function ``Path -> Page``).
"""

from __future__ import annotations

RUN_COMMANDS: dict[str, str] = {
    "compat-batch": "runners.compat_batch.cli:compat_batch_cmd",
    "prefix-ab": "runners.prefix_ab.cli:prefix_ab_cmd",
    "capacity-fit": "runners.capacity_fit.cli:capacity_fit_cmd",
}

COMMANDS: dict[str, str] = {
    "vllm": "runners.engines.vllm.cli:vllm_group",
}

SCHEMAS: dict[str, str] = {
    "capacity-fit-protocol": "runners.capacity_fit.models:Protocol",
    "capacity-fit-preflight": "runners.capacity_fit.models:CapacityFitPreflight",
    "capacity-fit-state": "runners.capacity_fit.models:RunState",
}

REPORT_PAGES: dict[str, str] = {
    "capacity-fit-run": "runners.capacity_fit.report:run_page",
}
