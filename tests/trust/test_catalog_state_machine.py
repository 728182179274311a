"""Property test: random sequences of add / complete / tamper / delete never end with a
tampered bundle reported intact, and a failing reconcile never rewrites the catalog."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule
from hypothesis_profiles import examples

from claimcheck import catalog
from claimcheck.bundle import BundleWriter

NAMES = st.sampled_from(["a", "b", "c", "d/e", "f"])


class CatalogMachine(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.tmp = Path(tempfile.mkdtemp(prefix="cc-sm-"))
        self.root = self.tmp / "root"
        self.root.mkdir()
        self.cp = self.tmp / "catalog.json"
        assert catalog.init(self.cp, self.root).ok
        self.state: dict[str, str] = {}  # name -> preflight | pending | complete
        self.broken: set[str] = set()  # tampered or deleted
        self.writers: dict[str, BundleWriter] = {}

    def teardown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    @rule(name=NAMES, sealed=st.booleans())
    def add(self, name, sealed):
        if name in self.state or any(n.startswith(name + "/") or name.startswith(n + "/") for n in self.state):
            return
        w = BundleWriter(self.root / name, role="probe")
        w.write_preflight({"name": name})
        if sealed:
            w.write_jsonl("rows.jsonl", [{"n": name}])
            w.seal()
        catalog.add(self.cp, self.root / name)
        self.state[name] = "complete" if sealed else "preflight"
        self.writers[name] = w

    @rule(name=NAMES)
    def complete(self, name):
        if self.state.get(name) != "preflight" or name in self.broken:
            return
        w = self.writers[name]
        w.write_jsonl("rows.jsonl", [{"n": name, "done": True}])
        w.seal()
        self.state[name] = "pending"

    @rule()
    def reconcile(self):
        before = self.cp.read_bytes()
        report = catalog.reconcile(self.cp)
        if self.broken:
            assert not report.ok
            assert self.cp.read_bytes() == before
        else:
            assert report.ok
            for n, s in self.state.items():
                if s == "pending":
                    self.state[n] = "complete"

    @rule(name=NAMES, which=st.sampled_from(["preflight.json", "rows.jsonl", "receipt.json"]), pos=st.integers(0, 10))
    def tamper(self, name, which, pos):
        f = self.root / name / which
        if name not in self.state or name in self.broken or not f.exists():
            return
        if which == "receipt.json" and self.state[name] != "complete":
            # before the catalog records a receipt, nothing can tell an edited receipt
            # from one the writer wrote that way; only recorded receipts are guarded
            return
        data = bytearray(f.read_bytes())
        data[pos % len(data)] ^= 0x20
        f.write_bytes(bytes(data))
        self.broken.add(name)

    @rule(name=NAMES)
    def delete(self, name):
        if name not in self.state or name in self.broken:
            return
        shutil.rmtree(self.root / name)
        self.broken.add(name)

    @invariant()
    def never_reports_tampered_intact(self):
        report = catalog.verify(self.cp)
        if self.broken:
            assert not report.ok
        pending = any(s == "pending" for s in self.state.values())
        if not self.broken and not pending:
            assert report.ok, report.problems


TestCatalogMachine = CatalogMachine.TestCase
TestCatalogMachine.settings = settings(max_examples=examples(25), stateful_step_count=12, deadline=None)
