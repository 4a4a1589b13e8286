#!/usr/bin/env python3
"""Guard: the C ABI is held to a committed baseline (ci/abi/baseline.json).

The baseline records, for the header's XIAPL_ABI_VERSION: every function's
signature (types only), every XIAPL_* integer constant, and every public
struct's size and field offsets as the C compiler lays them out here.

    check_abi.py            compare the header with the baseline
    check_abi.py --update   rewrite the baseline from the header

Fails when something already in the baseline changed or disappeared while
XIAPL_ABI_VERSION stayed the same (bump it), and when the header gained
something the baseline lacks or the version moved (record it with --update).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from header import HEADER, abi_version

BASELINE = Path(__file__).resolve().parent / "abi" / "baseline.json"
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
_FUNCTION = re.compile(r"XIAPL_API\s+([^;(]*?)\b(xiapl_\w+)\s*\(([^)]*)\)\s*;", re.S)
_CONSTANT = re.compile(r"#define\s+(XIAPL_\w+)\s+\(?(-?\d+)[uU]?[lL]*\)?\s*$", re.M)
_STRUCT = re.compile(r"typedef\s+struct\s+(xiapl_\w+)\s*\{(.*?)\}\s*(\w+)\s*;", re.S)
_TYPEDEF_FN = re.compile(r"typedef\s+([^;]*?\(\s*\*\s*(xiapl_\w+)\s*\)\s*\([^;]*?\))\s*;", re.S)


def squash(text: str) -> str:
    return re.sub(r"\s*([*(),])\s*", r"\1", " ".join(text.split()))


def without_name(parameter: str) -> str:
    """'const int32_t *ids' -> 'const int32_t*'; 'void' stays 'void'."""
    parameter = squash(parameter)
    match = re.match(r"^(.*?[\s*])(\w+)$", parameter)
    if match and match.group(1).strip():
        return squash(match.group(1))
    return parameter


def header_abi(text: str) -> dict[str, object]:
    code = _COMMENT.sub(" ", text)
    functions = {}
    for result, name, parameters in _FUNCTION.findall(code):
        params = [without_name(p) for p in parameters.split(",")] if parameters.strip() else ["void"]
        functions[name] = f"{squash(result)}({','.join(params)})"
    constants = {
        name: int(value)
        for name, value in _CONSTANT.findall(code)
        if not name.startswith("XIAPL_VERSION") and name != "XIAPL_ABI_VERSION"
    }
    callbacks = {name: squash(body) for body, name in _TYPEDEF_FN.findall(code)}
    structs = {}
    for tag, body, _alias in _STRUCT.findall(code):
        fields = []
        for declaration in body.split(";"):
            declaration = squash(declaration)
            if declaration:
                fields.append(re.findall(r"(\w+)(?:\[\w+\])?$", declaration)[0])
        structs[tag] = fields
    return {"functions": functions, "constants": constants, "callbacks": callbacks, "structs": structs}


def struct_layouts(structs: dict[str, list[str]]) -> dict[str, dict[str, int]]:
    """size and offsets of each struct, from the C compiler."""
    if not structs:
        return {}
    lines = ["#include <stddef.h>", "#include <stdio.h>", "#include <xiapl/xiapl.h>", "int main(void) {"]
    for tag, fields in structs.items():
        lines.append(f'  printf("{tag} size %zu\\n", sizeof(struct {tag}));')
        for field in fields:
            lines.append(f'  printf("{tag} {field} %zu\\n", offsetof(struct {tag}, {field}));')
    lines += ["  return 0;", "}"]
    with tempfile.TemporaryDirectory() as work:
        source, program = Path(work) / "layout.c", Path(work) / "layout"
        source.write_text("\n".join(lines) + "\n")
        compiler = os.environ.get("CC", "cc")
        subprocess.run([compiler, "-std=c11", f"-I{HEADER.parent.parent}", str(source), "-o", str(program)],
                       check=True)
        output = subprocess.run([str(program)], check=True, capture_output=True, text=True).stdout
    layouts: dict[str, dict[str, int]] = {}
    for line in output.splitlines():
        tag, field, value = line.split()
        layouts.setdefault(tag, {})[field] = int(value)
    return layouts


def current() -> dict[str, object]:
    abi = header_abi(HEADER.read_text())
    abi["structs"] = struct_layouts(abi["structs"])  # type: ignore[arg-type]
    return {"abi_version": abi_version(), **abi}


def compare(base: dict, now: dict) -> tuple[list[str], list[str]]:
    """(breaking changes, additions)."""
    breaking, added = [], []
    for section in ("functions", "constants", "callbacks", "structs"):
        old, new = base.get(section, {}), now[section]
        for name in sorted(old):
            if name not in new:
                breaking.append(f"{section[:-1]} {name} was removed")
            elif old[name] != new[name]:
                breaking.append(f"{section[:-1]} {name} changed: {old[name]} -> {new[name]}")
        added += [f"{section[:-1]} {name}" for name in sorted(set(new) - set(old))]
    return breaking, added


def main() -> int:
    now = current()
    if "--update" in sys.argv[1:]:
        BASELINE.parent.mkdir(parents=True, exist_ok=True)
        BASELINE.write_text(json.dumps(now, indent=2, sort_keys=True) + "\n")
        print(f"check_abi: baseline written for ABI {now['abi_version']}: {BASELINE}")
        return 0
    if not BASELINE.exists():
        print(f"check_abi: no baseline at {BASELINE}; create it with ci/check_abi.py --update", file=sys.stderr)
        return 1
    base = json.loads(BASELINE.read_text())
    breaking, added = compare(base, now)
    problems = []
    if breaking and now["abi_version"] == base["abi_version"]:
        problems += [f"{change} but XIAPL_ABI_VERSION is still {now['abi_version']}: bump it, "
                     "then record the new ABI with ci/check_abi.py --update" for change in breaking]
    elif breaking or now["abi_version"] != base["abi_version"]:
        problems.append(f"XIAPL_ABI_VERSION is {now['abi_version']} but the baseline records "
                        f"{base['abi_version']}: record the new ABI with ci/check_abi.py --update")
    problems += [f"{item} is not in the baseline: record it with ci/check_abi.py --update" for item in added]
    for problem in problems:
        print(f"check_abi: {problem}", file=sys.stderr)
    if problems:
        return 1
    counts = {k: len(v) for k, v in now.items() if isinstance(v, dict)}
    print(f"check_abi: OK, ABI {now['abi_version']} matches the baseline {counts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
