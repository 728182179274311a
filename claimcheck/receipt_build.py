"""Receipt models built without validation, for values that were already checked (a receipt
that was just written from hashed files, or JSON the strict reader accepted): the fast paths of
``bundle.seal`` and ``verify``. Each constructor is compared once, at import, with pydantic's own
``model_construct`` and replaced by it when they differ (another pydantic version), so it can
never build a model that ``model_construct`` would not.

* ``new_file_entry(path=, size=, sha256=)``, ``new_subject(name=, digest=)``, ``new_digest(sha256=)``;
* ``file_entry_at(path, size, sha256)`` and ``subject_at(name, sha256)``: the same, positional.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from claimcheck.models import Digest, FileEntry, Subject

__all__ = ["file_entry_at", "new_digest", "new_file_entry", "new_subject", "subject_at"]


def _constructor(cls: type) -> Callable[..., Any]:
    """A faster ``cls.model_construct`` for a plain model built from ALL its fields by name
    (what pydantic's own ``model_construct`` ends up doing, without its per-field loop); it is
    checked against ``model_construct`` once, and ``model_construct`` itself is used if they
    differ (another pydantic version) or the model has private attributes or a post-init."""
    fields = tuple(cls.model_fields)
    new, setattr_ = object.__new__, object.__setattr__
    every = set(fields)

    def fast(**values: Any) -> Any:
        m = new(cls)
        # attribute by attribute, not ``__dict__ = values``: the instance then gets a key-sharing
        # dict (96 bytes, not 184): at 10^5 files and three models per file, ~40 MB less
        for k, v in values.items():
            setattr_(m, k, v)
        # every field is given, so every instance's fields-set is the full set: one shared set
        # (adding a field name to it, as assignment does, changes nothing)
        setattr_(m, "__pydantic_fields_set__", every if len(values) == len(every) else set(values))
        setattr_(m, "__pydantic_extra__", None)
        setattr_(m, "__pydantic_private__", None)
        return m

    try:
        sample = {f: f"v{i}" for i, f in enumerate(fields)}
        a, b = fast(**sample), cls.model_construct(**sample)
        same = (type(a) is type(b) and a.__dict__ == b.__dict__ and list(a.__dict__) == list(b.__dict__)
                and a.__pydantic_fields_set__ == b.__pydantic_fields_set__
                and a.__pydantic_extra__ == b.__pydantic_extra__ and a.__pydantic_private__ == b.__pydantic_private__
                and a == b and not cls.__pydantic_post_init__ and not cls.__private_attributes__
                and not cls.__pydantic_root_model__)
    except Exception:  # noqa: BLE001 - any surprise: the documented way
        same = False
    return fast if same else cls.model_construct


new_file_entry = _constructor(FileEntry)
new_subject = _constructor(Subject)
new_digest = _constructor(Digest)


def _positional() -> tuple[Callable[[str, int, str], FileEntry], Callable[[str, str], Subject]]:
    """``FileEntry(path, size, sha256)`` and ``Subject(name, Digest(sha256))`` built as ``_constructor``
    builds them, with positional arguments (no keyword dict per model: 10^5 files make 3 x 10^5
    models); checked against ``_constructor``'s once, which is used if they differ."""
    new, sa = object.__new__, object.__setattr__
    fe_set, s_set, d_set = set(FileEntry.model_fields), set(Subject.model_fields), set(Digest.model_fields)

    def file_entry(path: str, size: int, sha256: str) -> FileEntry:
        m = new(FileEntry)
        sa(m, "path", path)
        sa(m, "size", size)
        sa(m, "sha256", sha256)
        sa(m, "__pydantic_fields_set__", fe_set)
        sa(m, "__pydantic_extra__", None)
        sa(m, "__pydantic_private__", None)
        return m

    def subject(name: str, sha256: str) -> Subject:
        d = new(Digest)
        sa(d, "sha256", sha256)
        sa(d, "__pydantic_fields_set__", d_set)
        sa(d, "__pydantic_extra__", None)
        sa(d, "__pydantic_private__", None)
        m = new(Subject)
        sa(m, "name", name)
        sa(m, "digest", d)
        sa(m, "__pydantic_fields_set__", s_set)
        sa(m, "__pydantic_extra__", None)
        sa(m, "__pydantic_private__", None)
        return m

    def slow_file_entry(path: str, size: int, sha256: str) -> FileEntry:
        return new_file_entry(path=path, size=size, sha256=sha256)

    def slow_subject(name: str, sha256: str) -> Subject:
        return new_subject(name=name, digest=new_digest(sha256=sha256))

    try:
        a, b = file_entry("p", 1, "s"), slow_file_entry("p", 1, "s")
        c, d = subject("n", "s"), slow_subject("n", "s")
        same = all(type(x) is type(y) and x == y and list(x.__dict__) == list(y.__dict__)
                   and x.model_fields_set == y.model_fields_set for x, y in ((a, b), (c, d), (c.digest, d.digest)))
    except Exception:  # noqa: BLE001
        same = False
    return (file_entry, subject) if same else (slow_file_entry, slow_subject)


file_entry_at, subject_at = _positional()
