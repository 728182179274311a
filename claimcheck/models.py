"""Pydantic v2 models of every artifact kind claimcheck reads or writes.

The JSON Schemas in ``schemas/`` are generated from these models
(``fak schema export``); a test fails when the committed files drift.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from claimcheck.strict import StrictModel

STATEMENT_TYPE = "https://in-toto.io/Statement/v1"
RECEIPT_PREDICATE_TYPE = "https://claimcheck.dev/witness-receipt/v1"
RECEIPT_NAME = "receipt.json"
PREFLIGHT_NAME = "preflight.json"
SIGNATURE_NAME = "receipt.sig.json"  # DSSE envelope; never bound by the receipt it signs

_HEX64 = r"^[0-9a-f]{64}$"
ROLE_PATTERN = r"^[a-z0-9][a-z0-9_.-]{0,63}$"  # a bundle's role (seal --role checks it before hashing)


def check_relpath(value: str) -> str:
    """A bundle- or root-relative POSIX path that cannot escape its root."""
    if not value or len(value) > 4096:
        raise ValueError("path is empty or too long")
    if "\x00" in value:
        raise ValueError("path contains a NUL byte")
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:  # a non-UTF-8 file name (surrogate escape) or a lone "\udXXX" in JSON
            raise ValueError(f"path {value!r} is not valid UTF-8") from None
    if "\\" in value:
        raise ValueError("path contains a backslash")
    if value.startswith("/") or _DRIVE.match(value):
        raise ValueError(f"absolute path {value!r}")
    if not _BAD_PARTS.isdisjoint(value.split("/")):
        raise ValueError(f"path {value!r} has an empty, '.' or '..' component")
    return value


_DRIVE = re.compile(r"[A-Za-z]:")
_BAD_PARTS = frozenset(("", ".", ".."))




class Digest(StrictModel):
    sha256: str = Field(pattern=_HEX64)


class Subject(StrictModel):
    name: str
    digest: Digest

    @field_validator("name")
    @classmethod
    def _name(cls, v: str) -> str:
        return check_relpath(v)


class FileEntry(StrictModel):
    path: str
    size: int = Field(ge=0)
    sha256: str = Field(pattern=_HEX64)

    @field_validator("path")
    @classmethod
    def _path(cls, v: str) -> str:
        return check_relpath(v)


class RunnerIdentity(StrictModel):
    name: str = Field(min_length=1)
    version: str = Field(min_length=1)
    source_sha256: str = Field(pattern=_HEX64, description="SHA-256 over the runner's source files")


class ModelIdentity(StrictModel):
    id: str
    file_sha256: str | None = Field(default=None, pattern=_HEX64)
    file_size: int | None = Field(default=None, ge=0)
    revision: str | None = None
    file: str | None = Field(default=None, description="file name only; a witness never records a local path")
    package: str | None = Field(default=None, description="the registry package that ships the file, if any")


class Environment(StrictModel):
    python: str
    platform: str
    packages: dict[str, str] = Field(default_factory=dict)
    model: ModelIdentity | None = None
    backend: str | None = None
    backend_version: str | None = None
    hardware: str | None = None
    details: dict[str, Any] = Field(default_factory=dict)


class ReceiptPredicate(StrictModel):
    bundle_format: Literal[1]
    role: str = Field(pattern=ROLE_PATTERN)
    files: list[FileEntry]
    runner: RunnerIdentity
    environment: Environment
    created_at: str = Field(description="UTC time, ISO 8601")


class Receipt(StrictModel):
    """An in-toto Statement v1 whose predicate binds every file of the bundle."""

    type_: Literal["https://in-toto.io/Statement/v1"] = Field(alias="_type")
    subject: list[Subject]
    predicateType: Literal["https://claimcheck.dev/witness-receipt/v1"]
    predicate: ReceiptPredicate


class CatalogEntry(StrictModel):
    id: str = Field(min_length=1, max_length=512)
    path: str
    state: Literal["preflight_only", "complete"]
    files: list[FileEntry]
    receipt_sha256: str | None = Field(default=None, pattern=_HEX64)

    @field_validator("path")
    @classmethod
    def _path(cls, v: str) -> str:
        return check_relpath(v)


class Catalog(StrictModel):
    catalog_format: Literal[1]
    kind: Literal["claimcheck-catalog"]
    root: str = Field(description="bundle root, relative to the catalog file's directory")
    excluded_roots: list[str] = Field(
        default_factory=list,
        description="predecessor roots (relative to the catalog's directory) that the root must not contain, overlap or link into",
    )
    bundles: list[CatalogEntry] = Field(default_factory=list)


# --- reports (values returned by the library and printed by the CLI) ---------


class Problem(StrictModel):
    path: str
    rule: str
    message: str


class BundleReport(StrictModel):
    bundle: str
    state: Literal["complete", "preflight_only", "incomplete", "invalid", "missing"]
    ok: bool
    role: str | None = None
    files: int = 0
    bytes: int = 0
    receipt_sha256: str | None = None
    problems: list[Problem] = Field(default_factory=list)


class VerifyReport(StrictModel):
    ok: bool
    bundles: list[BundleReport]


class CatalogReport(StrictModel):
    catalog: str
    ok: bool
    action: Literal["verify", "reconcile", "add", "init"]
    changed: bool = False
    bundles: int = 0
    transitions: list[str] = Field(default_factory=list)
    problems: list[Problem] = Field(default_factory=list)


SCHEMA_MODELS: dict[str, type[BaseModel]] = {
    "receipt": Receipt,
    "catalog": Catalog,
    "verify-report": VerifyReport,
    "catalog-report": CatalogReport,
}
