"""The documentation's examples run as doctests: every ``>>>`` example in the
package's docstrings (every module, the library and the applications) and in
the reference pages (docs/*.md, the code blocks that hold ``>>>`` lines, each
page one session), against the installed package."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
from pathlib import Path
from types import ModuleType

import pytest

import xiapl

DOCS = Path(__file__).resolve().parents[2] / "docs"
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
# The modules that need an extra: their examples run when the extra is installed.
EXTRAS = {"xiapl.distributed": "dask"}


def _module_names() -> list[str]:
    names = ["xiapl"]
    for info in pkgutil.walk_packages(xiapl.__path__, "xiapl."):
        if not info.name.endswith(("._abi", ".__main__")):
            names.append(info.name)
    return sorted(names)


def _import(name: str) -> ModuleType:
    for prefix, extra in EXTRAS.items():
        if name.startswith(prefix):
            pytest.importorskip(extra)
    return importlib.import_module(name)


def _run(tests: list[doctest.DocTest]) -> int:
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    for test in tests:
        runner.run(test)
    failed, attempted = runner.summarize(verbose=False)
    assert failed == 0, f"{failed} of {attempted} examples failed (the report above says which)"
    return attempted


@pytest.mark.parametrize("name", _module_names())
def test_docstring_examples(name: str) -> None:
    module = _import(name)
    tests = doctest.DocTestFinder(exclude_empty=True).find(module, name)
    # Only what the module defines: a name it imports is tested in its own module.
    tests = [t for t in tests if t.examples and (t.filename or "").endswith(Path(module.__file__ or "").name)]
    _run(tests)


_FENCE = re.compile(r"^```[\w-]*\n(.*?)^```", re.S | re.M)


def _pages_with_examples() -> list[str]:
    return sorted(p.name for p in DOCS.glob("*.md") if any(">>>" in b for b in _FENCE.findall(p.read_text())))


@pytest.mark.parametrize("page", _pages_with_examples())
def test_page_examples(page: str) -> None:
    text = (DOCS / page).read_text(encoding="utf-8")
    blocks = [block for block in _FENCE.findall(text) if ">>>" in block]
    parser = doctest.DocTestParser()
    test = parser.get_doctest("\n".join(blocks), {"__name__": "__docs__"}, f"docs/{page}", str(DOCS / page), 0)
    assert _run([test]) > 0


def test_every_page_with_examples_is_found() -> None:
    # A guard on the collection above: the pages known to hold examples are among them.
    assert {"analysis.md", "icm.md"} <= set(_pages_with_examples())
