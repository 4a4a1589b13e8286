"""Reads the functions that xiapl.h declares with XIAPL_API (used by the guards)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADER = ROOT / "capi" / "include" / "xiapl" / "xiapl.h"

_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
_DECLARATION = re.compile(r"XIAPL_API\s+([^;(]*?)\b(xiapl_\w+)\s*\(([^)]*)\)\s*;", re.S)


def declared_functions(header: Path = HEADER) -> dict[str, int]:
    """Function name -> number of parameters, for every XIAPL_API declaration."""
    text = _COMMENT.sub(" ", header.read_text())
    functions: dict[str, int] = {}
    for _result, name, parameters in _DECLARATION.findall(text):
        parameters = " ".join(parameters.split())
        functions[name] = 0 if parameters in ("", "void") else parameters.count(",") + 1
    if not functions:
        raise SystemExit(f"no XIAPL_API declarations found in {header}")
    return functions


def abi_version(header: Path = HEADER) -> int:
    match = re.search(r"#define\s+XIAPL_ABI_VERSION\s+(\d+)", header.read_text())
    if not match:
        raise SystemExit(f"XIAPL_ABI_VERSION is not defined in {header}")
    return int(match.group(1))
