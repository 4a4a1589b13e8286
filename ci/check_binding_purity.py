#!/usr/bin/env python3
"""Guard: every binding is written against xiapl.h alone.

- python/xiapl/_native.py declares every header function, with the header's
  arity, and nothing the header lacks; its ABI_VERSION equals the header's.
- No file under python/ or bindings/ reaches into core/: no core header, no
  xiapl:: C++ name.
"""

from __future__ import annotations

import ast
import re
import sys

from header import ROOT, abi_version, declared_functions

NATIVE = ROOT / "python" / "xiapl" / "_native.py"
CORE_REACH = re.compile(r"core/(include|src)|xiapl/(cards|deck|eval|equity|range|canon|table|rng|error)\.hpp|xiapl::")


def python_declarations() -> tuple[dict[str, int], int]:
    tree = ast.parse(NATIVE.read_text())
    declarations: dict[str, int] = {}
    abi = -1
    for node in ast.walk(tree):
        target = getattr(node, "target", None) or (node.targets[0] if isinstance(node, ast.Assign) else None)
        if not isinstance(target, ast.Name):
            continue
        if target.id == "ABI_VERSION" and isinstance(node.value, ast.Constant):
            abi = node.value.value
        if target.id == "_DECLARATIONS" and isinstance(node.value, ast.Dict):
            for key, value in zip(node.value.keys, node.value.values):
                arguments = value.elts[1]
                declarations[key.value] = len(arguments.elts)
    return declarations, abi


def main() -> int:
    problems: list[str] = []
    header = declared_functions()
    python, python_abi = python_declarations()
    for name in sorted(set(header) - set(python)):
        problems.append(f"{NATIVE.name} does not declare {name}")
    for name in sorted(set(python) - set(header)):
        problems.append(f"{NATIVE.name} declares {name}, which xiapl.h does not")
    for name in sorted(set(header) & set(python)):
        if header[name] != python[name]:
            problems.append(f"{NATIVE.name} gives {name} {python[name]} argument(s); xiapl.h has {header[name]}")
    if python_abi != abi_version():
        problems.append(f"{NATIVE.name} expects ABI {python_abi}; xiapl.h defines {abi_version()}")

    for folder in ("python", "bindings"):
        for path in sorted((ROOT / folder).rglob("*")):
            skip = {"node_modules", "target", "__pycache__", ".venv"}
            if not path.is_file() or skip & set(path.parts) or path.suffix in {".so", ".pyc", ".whl"}:
                continue
            try:
                text = path.read_text()
            except UnicodeDecodeError:
                continue
            for number, line in enumerate(text.splitlines(), 1):
                if CORE_REACH.search(line):
                    problems.append(f"{path.relative_to(ROOT)}:{number} reaches into the core: {line.strip()}")

    for problem in problems:
        print(f"check_binding_purity: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check_binding_purity: OK, {len(header)} functions declared with matching arity")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
