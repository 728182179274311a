"""The layout rules of CONTRIBUTING.md, held by reading the source (no imports run):

* nothing outside ``claimcheck/`` imports a private module (``claimcheck._internal``,
  ``claimcheck.cli._exit`` ...) or a private name: runners and benchmarks use the public kits
  ``claimcheck.fsio`` and ``claimcheck.cli.kit``;
* no module anywhere reaches into another module's private names (``from x import _y``, ``x._y``):
  a rule another module needs has a public name in the module that owns it;
* the capacity-fit interface module names none of its implementations (the caller chooses).
* the core names runners/ only through its registry (``claimcheck.plugins`` -> ``runners.registry``),
  imports no module of runners/, and every registered command, schema kind and report page resolves;
* no import circle among the modules of claimcheck/ and runners/, lazy imports included;
* CONTRIBUTING.md's layout names every module of claimcheck/ and runners/, and nothing that is not there.
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
OUTSIDE = sorted(p for d in ("runners", "benchmarks", "examples") for p in (ROOT / d).rglob("*.py"))


@functools.lru_cache(maxsize=None)
def _tree(path: Path) -> ast.Module:
    """A module's syntax tree, parsed once for every rule below (the rules only read it)."""
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _claimcheck_imports(path: Path):
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module and node.module.split(".")[0] == "claimcheck":
            yield node.lineno, node.module, [a.name for a in node.names]
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.split(".")[0] == "claimcheck":
                    yield node.lineno, a.name, []


def _private(module: str, names: list[str]) -> list[str]:
    bad = [module] if any(part.startswith("_") for part in module.split(".")) else []
    return bad + [f"{module}.{n}" for n in names if n.startswith("_")]


@pytest.mark.parametrize("path", OUTSIDE, ids=lambda p: str(p.relative_to(ROOT)))
def test_nothing_outside_the_core_imports_a_private_module(path):
    found = [f"{path.relative_to(ROOT)}:{line}: {bad}" for line, mod, names in _claimcheck_imports(path)
             for bad in _private(mod, names)]
    assert not found, "private imports (use claimcheck.fsio / claimcheck.cli.kit):\n" + "\n".join(found)


def test_the_rule_sees_a_private_import(tmp_path):
    # the check above must be able to fail: it flags each form of a private import
    src = tmp_path / "m.py"
    src.write_text("from claimcheck._internal.atomic import x\nimport claimcheck.cli._exit\n"
                   "from claimcheck.verify import _files\nfrom claimcheck.fsio import load_json_file\n")
    flagged = [b for _, mod, names in _claimcheck_imports(src) for b in _private(mod, names)]
    assert flagged == ["claimcheck._internal.atomic", "claimcheck.cli._exit", "claimcheck.verify._files"]


def _modules() -> dict[str, Path]:
    """Every module of claimcheck/, runners/, benchmarks/ and examples/, by dotted name."""
    mods = {}
    for d in ("claimcheck", "runners", "benchmarks", "examples"):
        for p in (ROOT / d).rglob("*.py"):
            parts = list(p.relative_to(ROOT).with_suffix("").parts)
            mods[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = p
    return mods


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _private_reaches(path: Path, name: str, mods) -> list[str]:
    """Where the module ``name`` (at ``path``) uses a private name of another module of ``mods``:
    ``from x import _y``, or ``x._y`` / ``x.sub._y`` through a name bound by ``import x`` (as
    ``s``) or ``from pkg import x`` (as ``s``), at module level or inside a function."""
    found, bound = [], {}
    tree = _tree(path)
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            for a in node.names:
                if f"{node.module}.{a.name}" in mods:
                    bound[a.asname or a.name] = f"{node.module}.{a.name}"
                elif node.module in mods and node.module != name and _is_private(a.name):
                    found.append(f"{where}:{node.lineno}: from {node.module} import {a.name}")
        elif isinstance(node, ast.Import):
            for a in node.names:
                bound[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _is_private(node.attr):
            chain, v = [], node.value
            while isinstance(v, ast.Attribute):
                chain.append(v.attr)
                v = v.value
            if isinstance(v, ast.Name) and v.id in bound:
                target = ".".join([bound[v.id], *reversed(chain)])
                if target in mods and target != name:
                    found.append(f"{where}:{node.lineno}: {target}.{node.attr}")
    return found


#: private names still reached across modules, each in a file another change had open when this
#: rule was written; the fix is named. Remove a line when it is done; a new reach fails the test.
PENDING: set[str] = set()  # reaches waiting for their public name (none left)


def _without_line(entry: str) -> str:
    where, _, what = entry.partition(": ")
    return f"{where.rsplit(':', 1)[0]}: {what}"


def test_no_module_reaches_into_another_modules_private_names():
    mods = _modules()
    found = {_without_line(f) for name, path in mods.items() for f in _private_reaches(path, name, mods)}
    new = sorted(found - PENDING)
    assert not new, "private names of another module (give the rule a public name where it lives):\n" + "\n".join(new)
    done = sorted(PENDING - found)
    assert not done, "no longer reached: remove from PENDING:\n" + "\n".join(done)


def test_the_private_name_rule_sees_each_form(tmp_path):
    src = tmp_path / "m.py"
    src.write_text("import claimcheck.verify\nimport claimcheck.catalog as c\nfrom claimcheck.claims import statistics as S\n"
                   "from claimcheck.dsse import _b64, keyid_of\nfrom claimcheck import verify\n"
                   "def f():\n    return claimcheck.verify._files, c._scan, S._runs, verify.__name__, S.compute\n")
    mods = {"claimcheck.verify": src, "claimcheck.catalog": src, "claimcheck.claims.statistics": src,
            "claimcheck.dsse": src, "m": src}
    got = [f.split(": ", 1)[1] for f in _private_reaches(src, "m", mods)]
    assert sorted(got) == ["claimcheck.catalog._scan", "claimcheck.claims.statistics._runs",
                           "claimcheck.verify._files", "from claimcheck.dsse import _b64"]


def test_capacity_fit_interface_names_no_implementation():
    tree = ast.parse((ROOT / "runners" / "capacity_fit" / "backend.py").read_text(encoding="utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert not imported & {"runners.capacity_fit.llamacpp_backend", "runners.capacity_fit.vllm_backend",
                           "runners.capacity_fit.scripted_backend"}


def _string_constants(path: Path):
    """Non-docstring string constants of a module (docstrings may name anything)."""
    tree = _tree(path)
    docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                  if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and n.body
                  and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node.lineno, node.value


def test_the_core_names_runners_only_through_the_registry():
    # runners are plugins: the core's code names one module of runners/, the registry
    # (claimcheck/plugins.py); commands and schema kinds come from runners/registry.py
    found = [f"{p.relative_to(ROOT)}: {s!r}" for p in sorted((ROOT / "claimcheck").rglob("*.py"))
             for _, s in _string_constants(p) if s.startswith("runners.") or s.startswith("runners/")]
    assert found == ["claimcheck/plugins.py: 'runners.registry'"], "\n".join(found)


def _runner_imports(path: Path) -> list[int]:
    """Lines of ``path`` that import a module of runners/ (module level or inside a function)."""
    lines = []
    for node in ast.walk(_tree(path)):
        names = [node.module or ""] if isinstance(node, ast.ImportFrom) and node.level == 0 else \
            [a.name for a in node.names] if isinstance(node, ast.Import) else []
        lines += [node.lineno for n in names if n.split(".")[0] == "runners"]
    return lines


def test_the_core_imports_no_runner():
    # a lazy import inside a function counts: the page of a runner's run is drawn by the runner
    # (REPORT_PAGES in runners/registry.py), not by claimcheck/report
    found = [f"{p.relative_to(ROOT)}:{line}" for p in sorted((ROOT / "claimcheck").rglob("*.py"))
             for line in _runner_imports(p)]
    assert not found, "claimcheck/ imports runners/ (go through claimcheck.plugins):\n" + "\n".join(found)


def test_the_runner_import_check_sees_one(tmp_path):
    src = tmp_path / "m.py"
    src.write_text("import os\ndef f():\n    from runners.capacity_fit.state import load_run\nimport runners\n")
    assert sorted(_runner_imports(src)) == [3, 4]


def test_every_registered_plugin_resolves():
    import importlib

    from claimcheck.plugins import TABLES, registered

    tables = {t: registered(t) for t in TABLES}
    assert set(tables["RUN_COMMANDS"]) == {"compat-batch", "prefix-ab", "capacity-fit"}
    assert set(tables["COMMANDS"]) == {"vllm"}
    for table, entries in tables.items():
        for name, target in entries.items():
            module, _, attr = target.partition(":")
            assert module.startswith("runners.") and attr, (table, name, target)
            assert getattr(importlib.import_module(module), attr, None) is not None, (table, name, target)


def _module_graph() -> dict[str, set[str]]:
    """Every import (module level or inside a function) between the modules of claimcheck/ and
    runners/: a lazy import inside a function still ties the two modules together."""
    mods = {}
    for p in [*(ROOT / "claimcheck").rglob("*.py"), *(ROOT / "runners").rglob("*.py")]:
        parts = list(p.relative_to(ROOT).with_suffix("").parts)
        mods[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = p
    graph = {}
    for name, path in mods.items():
        out = set()
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for a in node.names:
                    sub = f"{node.module}.{a.name}"
                    out.add(sub if sub in mods else node.module)
            elif isinstance(node, ast.Import):
                out.update(a.name for a in node.names)
        # a package's own submodules are its contents, not a dependency that could close a circle
        graph[name] = {t for t in out if t in mods and t != name and not t.startswith(name + ".")}
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, children = work[-1]
            w = next(children, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def test_no_import_circle():
    assert _circles(_module_graph()) == []


def test_the_circle_check_sees_a_circle():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _circles({"a": {"b"}, "b": set()}) == []


def test_witnesses_use_the_grader_only_where_they_apply_its_rules():
    # a witness kind re-derives from rows and knows nothing of statements; the importer applies two
    # of the grader's rules at import (claimcheck/witnesses/vllm_bench.py's docstring says why)
    graph = _module_graph()
    edges = sorted(f"{m} -> {t}" for m, ts in graph.items() if m.startswith("claimcheck.witnesses")
                   for t in ts if t.startswith("claimcheck.claims"))
    assert edges == ["claimcheck.witnesses.vllm_bench -> claimcheck.claims.aliases",
                     "claimcheck.witnesses.vllm_bench -> claimcheck.claims.statistics"], edges


def test_no_test_module_imports_another():
    # what tests share lives in tests/bundle_kit.py, result_kit.py, receipt_strategies.py, conftest.py
    # and tests/claims/claims_corpus/; importing a test module would also import (and re-run) its tests
    found = []
    for p in sorted((ROOT / "tests").rglob("*.py")):
        for node in ast.walk(_tree(p)):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else \
                [a.name for a in node.names] if isinstance(node, ast.Import) else []
            found += [f"{p.relative_to(ROOT)}:{node.lineno}: {n}" for n in names
                      if any(part.startswith("test_") for part in n.split("."))]
    assert not found, "test modules imported by others (move what they share to a kit):\n" + "\n".join(found)


def _layout_block() -> str:
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    return text[text.index("## Layout"):text.index("\n## ", text.index("## Layout") + 1)]


def test_contributing_names_every_module_of_the_core_and_the_runners():
    layout = _layout_block()
    files = [*(ROOT / "claimcheck").rglob("*.py"), *(ROOT / "runners").rglob("*.py"), *(ROOT / "runners").rglob("*.sh")]
    missing = sorted(str(p.relative_to(ROOT)) for p in files
                     if p.name != "__init__.py" and not re.search(rf"(?<![\w.]){re.escape(p.name)}\b", layout))
    assert not missing, "CONTRIBUTING.md's layout does not name:\n" + "\n".join(missing)


def test_every_file_contributings_layout_names_exists():
    names = set(re.findall(r"(?<![\w./-])([\w/]+\.(?:py|sh|lark))\b", _layout_block()))
    present = {p.name for d in ("claimcheck", "runners", "tests") for p in (ROOT / d).rglob("*")}
    stale = sorted(n for n in names if Path(n).name not in present)
    assert not stale, "CONTRIBUTING.md's layout names files that do not exist:\n" + "\n".join(stale)
