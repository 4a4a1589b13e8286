#!/usr/bin/env python3
"""Guard: libxiapl exports exactly the XIAPL_API functions of xiapl.h.

Usage: check_exports.py [PATH/TO/libxiapl.so]
Fails when the export lists (capi/xiapl.map for ELF, capi/xiapl.exp for
Mach-O) do not name exactly the header's functions, each once; and, given a
library (ELF, Mach-O, or a Windows PE DLL, read with objdump), on any extra
symbol (a C++ or std:: symbol leaking out, a helper that lost `static`) and on
any declared function the library does not export.
"""

from __future__ import annotations

import platform
import re
import shutil
import subprocess
import sys

from header import ROOT, declared_functions

MAP = ROOT / "capi" / "xiapl.map"
EXP = ROOT / "capi" / "xiapl.exp"


def pe_exports(library: str) -> set[str]:
    """The export table of a Windows DLL (any objdump that reads PE, e.g. mingw-w64's)."""
    objdump = shutil.which("x86_64-w64-mingw32-objdump") or "objdump"
    output = subprocess.run([objdump, "-p", library], check=True, capture_output=True, text=True).stdout
    table = output.split("[Ordinal/Name Pointer] Table", 1)
    if len(table) < 2:
        return set()
    names = set()
    for line in table[1].splitlines()[1:]:
        match = re.match(r"\s*\[\s*\d+\]\s+(\S+)", line)
        if not match:
            break
        names.add(match.group(1))
    return names


def exported_symbols(library: str) -> set[str]:
    with open(library, "rb") as f:
        if f.read(2) == b"MZ":
            return pe_exports(library)
    if platform.system() == "Darwin":
        command = ["nm", "-gU", library]
    else:
        command = ["nm", "-D", "--defined-only", library]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    symbols = set()
    for line in output.splitlines():
        fields = line.split()
        if len(fields) < 3 or fields[1] == "A":  # "A": a version node such as XIAPL_0
            continue
        name = fields[2].split("@")[0]
        if platform.system() == "Darwin" and name.startswith("_"):
            name = name[1:]
        symbols.add(name)
    return symbols


def listed_names() -> list[str]:
    problems = []
    declared = set(declared_functions())
    map_text = re.sub(r"/\*.*?\*/", " ", MAP.read_text(), flags=re.S)
    in_map = re.findall(r"^\s*(xiapl_\w+)\s*;", map_text, re.M)
    in_exp = [line.strip().removeprefix("_") for line in EXP.read_text().splitlines() if line.strip()]
    for path, names in ((MAP, in_map), (EXP, in_exp)):
        for name in sorted({n for n in names if names.count(n) > 1}):
            problems.append(f"{path.name} lists {name} twice")
        for name in sorted(set(names) - declared):
            problems.append(f"{path.name} lists {name}, which xiapl.h does not declare")
        for name in sorted(declared - set(names)):
            problems.append(
                f"xiapl.h declares {name}, which {path.name} does not list: add it "
                "(to the newest version node in xiapl.map)"
            )
    if "*" in " ".join(re.findall(r"global:(.*?)(?:local:|\})", map_text, re.S)):
        problems.append("xiapl.map exports a wildcard; list every function by name")
    return problems


def main() -> int:
    if len(sys.argv) > 2:
        print(__doc__, file=sys.stderr)
        return 2
    problems = listed_names()
    declared = set(declared_functions())
    if len(sys.argv) == 2:
        exported = exported_symbols(sys.argv[1])
        problems += [
            f"{sys.argv[1]} exports {name}, which xiapl.h does not declare" for name in sorted(exported - declared)
        ]
        problems += [
            f"xiapl.h declares {name}, which {sys.argv[1]} does not export" for name in sorted(declared - exported)
        ]
    for problem in problems:
        print(f"check_exports: {problem}", file=sys.stderr)
    if problems:
        return 1
    where = f"{sys.argv[1]} exports" if len(sys.argv) == 2 else "xiapl.map and xiapl.exp list"
    print(f"check_exports: OK, {where} the {len(declared)} functions of xiapl.h")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
