#!/usr/bin/env python3
"""Guard: libxiapl exports exactly the XIAPL_API functions of xiapl.h.

Usage: check_exports.py PATH/TO/libxiapl.so
Fails on any extra symbol (a C++ or std:: symbol leaking out, a helper that
lost `static`) and on any declared function the library does not export.
"""

from __future__ import annotations

import platform
import subprocess
import sys

from header import declared_functions


def exported_symbols(library: str) -> set[str]:
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


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    declared = set(declared_functions())
    exported = exported_symbols(sys.argv[1])
    extra = sorted(exported - declared)
    missing = sorted(declared - exported)
    for name in extra:
        print(f"check_exports: {sys.argv[1]} exports {name}, which xiapl.h does not declare", file=sys.stderr)
    for name in missing:
        print(f"check_exports: xiapl.h declares {name}, which {sys.argv[1]} does not export", file=sys.stderr)
    if extra or missing:
        return 1
    print(f"check_exports: OK, {len(exported)} symbols, all declared in xiapl.h")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
