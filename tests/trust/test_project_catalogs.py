"""The project's own tracked catalogs (catalogs/*.json) verify against the bytes on disk."""

from __future__ import annotations

from pathlib import Path

import pytest

from claimcheck import catalog

CATALOGS = sorted((Path(__file__).resolve().parents[2] / "catalogs").glob("*.json"))


@pytest.mark.skipif(not CATALOGS, reason="no tracked catalogs yet")
@pytest.mark.parametrize("cp", CATALOGS, ids=lambda p: p.name)
def test_tracked_catalog_verifies(cp):
    report = catalog.verify(cp)
    assert report.ok, [f"{p.path}: {p.message}" for p in report.problems]
