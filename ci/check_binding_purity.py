#!/usr/bin/env python3
"""Guard: every binding is written against xiapl.h alone.

- python/xiapl/_native.py declares every header function, with the header's
  arity, and nothing the header lacks; its ABI_VERSION equals the header's.
- The Go, Node and Rust bindings call or declare only functions that xiapl.h
  declares, each with the header's arity, and expect the header's ABI version
  (xiapl-sys's own test also checks that it declares every function, with
  matching types).
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
# Under bindings/rust, `xiapl::` is the safe crate's own path, not the C++ namespace.
CORE_REACH_RUST = re.compile(CORE_REACH.pattern.removesuffix("|xiapl::"))


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


BINDINGS = ROOT / "bindings"
_SKIP = {"node_modules", "target", "__pycache__", ".venv"}


def _arity(parameters: str) -> int:
    """Number of comma-separated parameters or arguments at the top level."""
    parameters = " ".join(parameters.split())
    if parameters in ("", "void"):
        return 0
    depth, count = 0, 1
    for char in parameters:
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "," and depth == 0:
            count += 1
    return count - (1 if parameters.rstrip().endswith(",") else 0)


def _files(folder: str, suffix: str) -> list:
    return [p for p in sorted((BINDINGS / folder).rglob(f"*{suffix}"))
            if p.is_file() and not _SKIP & set(p.parts)]


def go_calls() -> list[tuple[str, str, int]]:
    """(file:line, function, argument count) of every C.xiapl_* call in the Go binding."""
    calls = []
    for path in _files("go", ".go"):
        text = path.read_text()
        for match in re.finditer(r"\bC\.(xiapl_\w+)\(", text):
            depth, end = 1, match.end()
            while depth and end < len(text):
                depth += {"(": 1, ")": -1}.get(text[end], 0)
                end += 1
            where = f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, match.start()) + 1}"
            calls.append((where, match.group(1), _arity(text[match.end():end - 1])))
    return calls


def node_prototypes() -> list[tuple[str, str, int]]:
    """(file, function, parameter count) of every C prototype string in the Node binding."""
    found = []
    for path in _files("node", ".js"):
        for match in re.finditer(r"'[^'\n]*?\b(xiapl_\w+)\s*\(([^)']*)\)'", path.read_text()):
            found.append((str(path.relative_to(ROOT)), match.group(1), _arity(match.group(2))))
    return found


def rust_declarations() -> list[tuple[str, str, int]]:
    """(file, function, parameter count) of every extern fn of xiapl-sys."""
    path = BINDINGS / "rust" / "xiapl-sys" / "src" / "lib.rs"
    if not path.is_file():
        return []
    return [(str(path.relative_to(ROOT)), m.group(1), _arity(m.group(2)))
            for m in re.finditer(r"\bfn\s+(xiapl_\w+)\s*\(([^)]*)\)", path.read_text())]


def binding_abi_versions() -> list[tuple[str, int]]:
    """(file, ABI version) each binding says it is written for."""
    patterns = {
        "go/xiapl/version.go": r"const\s+ABIVersion\s*=\s*(\d+)",
        "node/lib/native.js": r"const\s+ABI_VERSION\s*=\s*(\d+)",
        "rust/xiapl-sys/src/lib.rs": r"pub const XIAPL_ABI_VERSION: i32 = (\d+);",
        "rust/xiapl/src/lib.rs": r"pub const ABI_VERSION: i32 = (\d+);",
    }
    found = []
    for relative, pattern in patterns.items():
        path = BINDINGS / relative
        if path.is_file():
            match = re.search(pattern, path.read_text())
            found.append((f"bindings/{relative}", int(match.group(1)) if match else -1))
    return found


def check_bindings(header: dict[str, int]) -> tuple[list[str], int]:
    problems: list[str] = []
    checked = 0
    for language, entries in (("Go", go_calls()), ("Node", node_prototypes()), ("Rust", rust_declarations())):
        if not entries:
            problems.append(f"the {language} binding declares or calls no xiapl_* function (moved?)")
        for where, name, arity in entries:
            checked += 1
            if name not in header:
                problems.append(f"{where}: {language} uses {name}, which xiapl.h does not declare")
            elif arity != header[name]:
                problems.append(f"{where}: {language} gives {name} {arity} argument(s); xiapl.h has {header[name]}")
    for where, version in binding_abi_versions():
        if version != abi_version():
            problems.append(f"{where} expects ABI {version}; xiapl.h defines {abi_version()}")
    return problems, checked


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

    binding_problems, binding_checked = check_bindings(header)
    problems += binding_problems

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
                rust = path.is_relative_to(BINDINGS / "rust")
                if (CORE_REACH_RUST if rust else CORE_REACH).search(line):
                    problems.append(f"{path.relative_to(ROOT)}:{number} reaches into the core: {line.strip()}")

    for problem in problems:
        print(f"check_binding_purity: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check_binding_purity: OK, {len(header)} functions declared with matching arity; "
          f"{binding_checked} Go/Node/Rust uses of them checked")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
