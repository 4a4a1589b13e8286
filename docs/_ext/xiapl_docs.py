"""Writes the two generated pages of the site before Sphinx reads its sources.

- ``_generated/api.rst``: one autodoc entry per public name of the package
  (``xiapl.__all__``, which the package reads from its one list of public
  names in ``xiapl/__init__.py``), grouped by the module that defines it.
- ``_generated/c-api-reference.md``: the C header, section by section: each
  ``/*!`` block with the declarations it documents, and the header's types
  and constants, all as the header's own text (nothing is rewritten), so the
  page always says what the header says.
"""

from __future__ import annotations

import importlib
import inspect
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
GENERATED = "_generated"

# The modules' headings, in the order the API page lists them.
MODULE_TITLES = {
    "errors": "Errors",
    "card": "Cards",
    "utils": "Card masks",
    "deck": "Deck",
    "game": "Games",
    "eval": "Hand evaluation",
    "strength": "Hand-strength tables",
    "matchup": "Equity: one way to ask",
    "simulation": "Equity",
    "range": "Ranges",
    "analysis": "Analysis of a spot",
    "allin": "All-in equity",
    "icm": "Tournament prize equity (ICM)",
    "canonicalize": "Suit canonicalization",
    "rng": "Random numbers",
    "table": "The table rules engine",
    "phh": "PHH hand histories",
    "hand_facts": "Hand facts (VPIP, PFR)",
    "apps.selfplay": "Self-play",
    "apps.strategies": "Bots",
}


def _entry(name: str, value: Any) -> str:
    target = f"xiapl.{name}"
    if inspect.isclass(value):
        directive = "autoexception" if issubclass(value, BaseException) else "autoclass"
        return f".. {directive}:: {target}\n"
    if inspect.isroutine(value):
        return f".. autofunction:: {target}\n"
    return f".. autodata:: {target}\n   :annotation:\n"


def api_page() -> str:
    import xiapl

    public: dict[str, str] = dict(xiapl._PUBLIC)
    modules = list(dict.fromkeys([*MODULE_TITLES, *sorted(set(public.values()))]))
    lines = [
        "Python API reference",
        "====================",
        "",
        "Every public name of the package, as ``xiapl.NAME`` (each is also importable from the",
        "module that defines it). Generated from ``xiapl.__all__`` and the docstrings.",
        "",
        ".. module:: xiapl",
        "",
        "Package",
        "-------",
        "",
        ".. autodata:: xiapl.__version__",
        "   :annotation:",
        "",
        ".. autofunction:: xiapl.get_library_path",
        "",
        ".. autofunction:: xiapl.get_include",
        "",
    ]
    for module in modules:
        names = [name for name, where in public.items() if where == module]
        if not names:
            continue
        title = MODULE_TITLES.get(module, module)
        heading = f"{title} (``xiapl.{module}``)"
        lines += [heading, "-" * len(heading), ""]
        for name in names:
            lines.append(_entry(name, getattr(xiapl, name)))
    missing = set(xiapl.__all__) - set(public) - {"__version__", "get_include", "get_library_path"}
    if missing:
        raise RuntimeError(f"public names with no place on the API page: {sorted(missing)}")
    return "\n".join(lines)


_BANNER = re.compile(r"/\* -{20,} \*/\n/\* (.+?)\s*\*/\n/\* -{20,} \*/")
_TEMPLATE = re.compile(r"/\*!\s*(.*?)\s*:\s*\n(.*?)\*/\s*\n((?:XIAPL_API[^;]*;\s*)+)", re.S)


def _comment_text(body: str) -> str:
    lines = [re.sub(r"^\s*\* ?", "", line) for line in body.splitlines()]
    while lines and not lines[-1].strip():
        lines.pop()
    indent = min((len(line) - len(line.lstrip()) for line in lines if line.strip()), default=0)
    return "\n".join(line[indent:] for line in lines)


def _chunks(text: str) -> list[str]:
    """The header's text split at blank lines, keeping a brace-enclosed body whole."""
    chunks: list[str] = []
    for part in text.split("\n\n"):
        if chunks and chunks[-1].count("{") > chunks[-1].count("}"):
            chunks[-1] += "\n\n" + part
        else:
            chunks.append(part)
    return [chunk.strip("\n") for chunk in chunks if chunk.strip()]


def c_api_page() -> str:
    sys.path.insert(0, str(ROOT / "ci"))
    import header

    text = header.header_text()
    intro = re.match(r"/\*(.*?)\*/", text, re.S)
    assert intro is not None
    lines = [
        "# C API reference",
        "",
        "Generated from `capi/include/xiapl/xiapl.h.in` as meson configures it: every",
        "function's `/*!` block with its declaration, and the header's types and constants,",
        "section by section, as the header writes them. [The C ABI](../c-abi.md) is the guide.",
        "",
        "## Conventions",
        "",
        "```text",
        _comment_text(intro.group(1)).strip("\n"),
        "```",
        "",
    ]
    sections = _BANNER.split(text[intro.end() :])
    functions = 0
    for title, body in zip(sections[1::2], sections[2::2], strict=True):
        lines += [f"## {title}", ""]
        for chunk in _chunks(body):
            template = _TEMPLATE.fullmatch(chunk + "\n")
            if template is not None:
                names, doc, declarations = template.groups()
                functions += declarations.count("XIAPL_API")
                lines += [
                    f"### {names}",
                    "",
                    "```c",
                    declarations.strip(),
                    "```",
                    "",
                    "```text",
                    _comment_text(doc).strip("\n"),
                    "```",
                    "",
                ]
            elif re.search(r"\btypedef\b|#\s*define\s+XIAPL_(?!API\b|XIAPL_H\b)", chunk):
                lines += ["```c", chunk, "```", ""]
    declared = len(header.parse(text).functions)
    if functions != declared:
        raise RuntimeError(f"the C API page holds {functions} of the header's {declared} functions")
    return "\n".join(lines)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def _generate(app: Any) -> None:
    out = Path(app.srcdir) / GENERATED
    _write(out / "api.rst", api_page())
    _write(out / "c-api-reference.md", c_api_page())


def setup(app: Any) -> dict[str, Any]:
    app.connect("builder-inited", _generate)
    importlib.import_module("xiapl")  # the API page documents the package Sphinx runs with
    return {"parallel_read_safe": True, "version": "1"}
