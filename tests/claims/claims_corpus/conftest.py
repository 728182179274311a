"""``corpus_witnesses``: every corpus witness sealed once per session in a temporary directory."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def corpus_witnesses(tmp_path_factory):
    from .witnesses import build_all

    return build_all(tmp_path_factory.mktemp("corpus-witnesses"))
