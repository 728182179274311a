"""The one strict pydantic base: every artifact model refuses unknown keys.

``populate_by_name`` lets a model with field aliases also be built by field name from Python;
JSON input is still read by the alias, and the exported JSON Schemas do not change.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

__all__ = ["StrictModel"]


class StrictModel(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)
