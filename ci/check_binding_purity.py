#!/usr/bin/env python3
"""Guard: every binding is written against xiapl.h alone.

- Declarations of the C ABI exist only where ci/bindgen.py generates them
  (python/xiapl/_abi.py, bindings/node/lib/abi.js,
  bindings/rust/xiapl-sys/src/abi.rs) or where cgo reads the header (Go): no
  hand-written ctypes Structure or argtypes, koffi struct or prototype, Rust
  extern block, repr(C) xiapl_ struct or `extern "C" fn(...)` pointer type,
  or xiapl_ prototype or struct in a cgo preamble, anywhere else.
- Every call of an xiapl_* function in Python, Go, Node or Rust names a
  function of xiapl.h and passes as many arguments as it declares.
- The Go package's ABIMajor / ABIMinor and the Rust crate's ABI_VERSION
  (major * 1000 + minor) equal the header's (abi_major, abi_minor in
  meson.build), and Go's UnstableVersion meson.build's unstable_version
  (Node and Rust take theirs from the generated files).
- No file under python/ or bindings/ reaches into core/: no core header, no
  xiapl:: C++ name.
"""

from __future__ import annotations

import re
import sys

from header import ROOT, declared_functions, parse, unstable_version

GENERATED = {
    ROOT / "python" / "xiapl" / "_abi.py",
    ROOT / "bindings" / "node" / "lib" / "abi.js",
    ROOT / "bindings" / "rust" / "xiapl-sys" / "src" / "abi.rs",
}
CORE_REACH = re.compile(r"core/(include|src)|xiapl/(cards|deck|eval|equity|range|canon|table|rng|error)\.hpp|xiapl::")
# Under bindings/rust, `xiapl::` is the safe crate's own path, not the C++ namespace.
CORE_REACH_RUST = re.compile(CORE_REACH.pattern.removesuffix("|xiapl::"))
HAND_DECLARATIONS = {
    ".py": re.compile(r"\(\s*(ctypes\.)?Structure\s*\)|\.argtypes\s*=(?!\s*arg)|\bCFUNCTYPE\("),
    ".js": re.compile(r"koffi\.(struct|opaque|proto|callback)\(\s*'xiapl_|'[^'\n]*\bxiapl_\w+\s*\([^)']*\)'"),
    ".ts": re.compile(r"(?!x)x"),
    # an extern block, a C struct, or a C function-pointer type (a signature written again)
    ".rs": re.compile(r"extern\s+\"C\"\s*\{|struct\s+xiapl_\w+\s*\{|extern\s+\"C\"\s+fn\s*\("),
    ".go": re.compile(r"(?!x)x"),
}
# Go: cgo reads the header, so a prototype or struct of xiapl_ written in a
# cgo preamble (comment lines before `import "C"`) is a declaration by hand.
GO_PREAMBLE_DECLARATION = re.compile(
    r"^\s*//.*(?:\b(?:void|char|double|float|int|u?int\d+_t|size_t|xiapl_\w+)\s*\**\s*\bxiapl_\w+\s*\([^;{]*\)\s*;"
    r"|\bstruct\s+xiapl_\w+\s*\{)"
)
CALL = re.compile(r"\b(xiapl_\w+)\s*\(")
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
    return [p for p in sorted((BINDINGS / folder).rglob(f"*{suffix}")) if p.is_file() and not _SKIP & set(p.parts)]


COMMENTS = {
    ".py": re.compile(r'#[^\n]*|"""(?:.|\n)*?"""'),
    "other": re.compile(r"//[^\n]*|/\*(?:.|\n)*?\*/"),
}


def without_comments(path) -> str:
    """The file's text with comments (and Python docstrings) blanked, lines kept."""
    pattern = COMMENTS.get(path.suffix, COMMENTS["other"])
    return pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), path.read_text())


def calls(path) -> list[tuple[str, str, int]]:
    """(file:line, function, argument count) of every xiapl_* call in a source file."""
    text = without_comments(path)
    found = []
    for match in CALL.finditer(text):
        if text[max(0, match.start() - 3) : match.start()].endswith(("fn ", "fn(")):
            continue  # a Rust callback definition, not a call
        depth, end = 1, match.end()
        while depth and end < len(text):
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
        line = text.count("\n", 0, match.start()) + 1
        found.append((f"{path.relative_to(ROOT)}:{line}", match.group(1), _arity(text[match.end() : end - 1])))
    return found


def sources() -> list:
    files = [p for p in sorted((ROOT / "python" / "xiapl").rglob("*.py"))]
    files += [p for suffix in (".go", ".js", ".ts", ".rs") for p in _files("", suffix)]
    return [p for p in files if p.is_file() and not _SKIP & set(p.parts)]


def go_abi() -> tuple[int, int] | None:
    text = (BINDINGS / "go" / "xiapl" / "version.go").read_text()
    major = re.search(r"\bABIMajor\s*=\s*(\d+)", text)
    minor = re.search(r"\bABIMinor\s*=\s*(\d+)", text)
    return (int(major.group(1)), int(minor.group(1))) if major and minor else None


def go_unstable() -> int | None:
    text = (BINDINGS / "go" / "xiapl" / "cgo_unstable.go").read_text()
    found = re.search(r"^const\s+UnstableVersion\s*=\s*(\d+)", text, re.M)
    return int(found.group(1)) if found else None


def rust_abi() -> tuple[int, int] | None:
    text = (BINDINGS / "rust" / "xiapl" / "src" / "lib.rs").read_text()
    found = re.search(r"\bpub\s+const\s+ABI_VERSION\s*:\s*i32\s*=\s*(\d+)\s*;", text)
    return divmod(int(found.group(1)), 1000) if found else None


def main() -> int:
    problems: list[str] = []
    header = declared_functions()
    model = parse()
    checked = 0
    for path in sources():
        relative = path.relative_to(ROOT)
        text = path.read_text()
        if path not in GENERATED:
            for number, line in enumerate(without_comments(path).splitlines(), 1):
                if HAND_DECLARATIONS[path.suffix].search(line):
                    problems.append(
                        f"{relative}:{number} declares part of the C ABI by hand "
                        f"(take it from the file ci/bindgen.py generates): {line.strip()}"
                    )
            if path.suffix == ".go":
                for number, line in enumerate(text.splitlines(), 1):
                    if GO_PREAMBLE_DECLARATION.search(line):
                        problems.append(
                            f"{relative}:{number} declares part of the C ABI by hand in a cgo preamble "
                            f"(cgo reads it from xiapl.h): {line.strip()}"
                        )
            for where, name, arity in calls(path):
                checked += 1
                if name not in header:
                    problems.append(f"{where}: calls {name}, which xiapl.h does not declare")
                elif arity != header[name] and path.suffix != ".ts":
                    problems.append(f"{where}: gives {name} {arity} argument(s); xiapl.h declares {header[name]}")
        rust = path.is_relative_to(BINDINGS / "rust")
        for number, line in enumerate(text.splitlines(), 1):
            if (CORE_REACH_RUST if rust else CORE_REACH).search(line):
                problems.append(f"{relative}:{number} reaches into the core: {line.strip()}")
    if go_abi() != (model.abi_major, model.abi_minor):
        problems.append(
            f"bindings/go/xiapl/version.go: ABIMajor/ABIMinor are {go_abi()}; "
            f"xiapl.h has {model.abi_major}.{model.abi_minor}"
        )
    if go_unstable() != unstable_version():
        problems.append(
            f"bindings/go/xiapl/cgo_unstable.go: UnstableVersion is {go_unstable()}; "
            f"meson.build's unstable_version is {unstable_version()}"
        )
    rust = rust_abi()
    if rust != (model.abi_major, model.abi_minor):
        shown = "missing" if rust is None else f"{rust[0]}.{rust[1]}"
        problems.append(
            f"bindings/rust/xiapl/src/lib.rs: ABI_VERSION is {shown} (major * 1000 + minor); "
            f"xiapl.h has {model.abi_major}.{model.abi_minor}: set it to "
            f"{model.abi_major * 1000 + model.abi_minor}"
        )
    for problem in problems:
        print(f"check_binding_purity: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(
        f"check_binding_purity: OK, declarations only in generated files; {checked} calls of "
        f"{len(header)} functions checked for name and arity"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
