"""Where the core finds what lives outside it: one registry module, ``runners.registry``, asked by
name here and nowhere else. The core never names a runner's module itself.

``registered("RUN_COMMANDS")`` -> ``{"prefix-ab": "runners.prefix_ab.cli:prefix_ab_cmd", ...}``:
a table of ``name -> "module:attribute"`` (see ``runners/registry.py`` for the tables). A build
without ``runners`` has no plugins: every table is empty.
"""

from __future__ import annotations

import importlib
from typing import Any

REGISTRY = "runners.registry"
TABLES = ("RUN_COMMANDS", "COMMANDS", "SCHEMAS", "REPORT_PAGES")


def registered(table: str) -> dict[str, str]:
    """A copy of the registry's ``table`` (one of ``TABLES``); ``{}`` when runners are not shipped."""
    if table not in TABLES:
        raise ValueError(f"unknown plugin table {table!r}; one of {', '.join(TABLES)}")
    try:
        module = importlib.import_module(REGISTRY)
    except ModuleNotFoundError as exc:
        if exc.name and REGISTRY.startswith(exc.name):
            return {}
        raise
    return dict(getattr(module, table, {}))


def load(table: str, name: str) -> Any:
    """The object registered as ``name`` in ``table``, imported now; None when nothing is registered."""
    target = registered(table).get(name)
    if target is None:
        return None
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)
