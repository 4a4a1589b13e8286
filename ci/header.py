"""The model of xiapl.h that the guards and the binding generator share.

xiapl.h is configured from capi/include/xiapl/xiapl.h.in: meson fills in the
release version (project version in meson.build), the ABI version (abi_major,
abi_minor) and the unstable tier's version (unstable_version). `header_text()`
does the same substitution, so every tool here reads the header exactly as
compiled.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADER_IN = ROOT / "capi" / "include" / "xiapl" / "xiapl.h.in"
MESON_BUILD = ROOT / "meson.build"

_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
_FUNCTION = re.compile(r"XIAPL_API\s+([^;(]*?)\b(xiapl_\w+)\s*\(([^)]*)\)\s*;", re.S)
_DEFINE = re.compile(r"^#\s*define\s+(XIAPL_\w+)\s+(.+?)\s*$", re.M)
_STRUCT = re.compile(r"typedef\s+struct\s+(xiapl_\w+)\s*\{(.*?)\}\s*(\w+)\s*;", re.S)
_OPAQUE = re.compile(r"typedef\s+struct\s+(xiapl_\w+)\s+(xiapl_\w+)\s*;")
_UNSTABLE = re.compile(r"#if defined\(XIAPL_UNSTABLE_API\)(.*?)#endif", re.S)
_CALLBACK = re.compile(r"typedef\s+([\w\s*]+?)\s*\(\s*\*\s*(xiapl_\w+)\s*\)\s*\(([^;]*?)\)\s*;", re.S)

# Functions that return a value rather than a status code (they never fail).
NOT_STATUS = {
    "xiapl_abi_version",
    "xiapl_version_number",
    "xiapl_unstable_version",
    "xiapl_version_string",
    "xiapl_status_name",
    "xiapl_last_error_message",
}


@dataclass(frozen=True)
class Param:
    type: str  # normalised C type: "const uint64_t *", "xiapl_range **", "int32_t"
    name: str


@dataclass(frozen=True)
class Function:
    name: str
    result: str
    params: tuple[Param, ...]
    doc: str = ""  # the comment right above the declaration, without its markers

    @property
    def returns_status(self) -> bool:
        return self.result == "int32_t" and self.name not in NOT_STATUS

    def prototype(self) -> str:
        params = ", ".join(f"{p.type}{'' if p.type.endswith('*') else ' '}{p.name}" for p in self.params)
        result = self.result + ("" if self.result.endswith("*") else " ")
        return f"{result}{self.name}({params or 'void'})"


@dataclass(frozen=True)
class Field:
    type: str
    name: str
    count: int | None  # array length, or None for a scalar


@dataclass
class Header:
    version: str
    abi_major: int
    abi_minor: int
    constants: dict[str, int] = field(default_factory=dict)
    wide_constants: set[str] = field(default_factory=set)  # constants typed uint64_t in C
    opaque: list[str] = field(default_factory=list)
    structs: dict[str, list[Field]] = field(default_factory=dict)
    callbacks: dict[str, Function] = field(default_factory=dict)
    functions: dict[str, Function] = field(default_factory=dict)
    unstable: set[str] = field(default_factory=set)  # names declared only under XIAPL_UNSTABLE_API
    #: enumerations by prefix ("XIAPL_GAME_"): member name -> value, in declaration order
    enumerations: dict[str, dict[str, int]] = field(default_factory=dict)


def unstable_version() -> int:
    """The unstable tier's version as meson.build sets it."""
    match = re.search(r"^unstable_version\s*=\s*(\d+)", MESON_BUILD.read_text(), re.M)
    if not match:
        raise SystemExit(f"{MESON_BUILD}: unstable_version is missing")
    return int(match.group(1))


def meson_versions() -> tuple[str, int, int]:
    """(release version, ABI major, ABI minor) as meson.build sets them."""
    text = MESON_BUILD.read_text()
    version = re.search(r"^\s*version:\s*'([^']+)'", text, re.M)
    major = re.search(r"^abi_major\s*=\s*(\d+)", text, re.M)
    minor = re.search(r"^abi_minor\s*=\s*(\d+)", text, re.M)
    if not (version and major and minor):
        raise SystemExit(f"{MESON_BUILD}: the project version, abi_major or abi_minor is missing")
    return version.group(1), int(major.group(1)), int(minor.group(1))


def header_text() -> str:
    """xiapl.h as meson configures it."""
    version, major, minor = meson_versions()
    parts = [int(p) for p in version.split(".")]
    values = {
        "XIAPL_VERSION_MAJOR": str(parts[0]),
        "XIAPL_VERSION_MINOR": str(parts[1]),
        "XIAPL_VERSION_PATCH": str(parts[2]),
        "XIAPL_VERSION_NUMBER": str(parts[0] * 10000 + parts[1] * 100 + parts[2]),
        "XIAPL_VERSION_STRING": version,
        "XIAPL_ABI_MAJOR": str(major),
        "XIAPL_ABI_MINOR": str(minor),
        "XIAPL_UNSTABLE_VERSION": str(unstable_version()),
    }
    text = HEADER_IN.read_text()
    for key, value in values.items():
        text = text.replace(f"@{key}@", value)
    if "@" in _COMMENT.sub(" ", text):
        raise SystemExit(f"{HEADER_IN}: an @VARIABLE@ that ci/header.py does not fill in")
    return text


def normalise_type(text: str) -> str:
    """'const  int32_t*' -> 'const int32_t *'; 'xiapl_range *const *' kept readable."""
    text = " ".join(text.replace("*", " * ").split())
    return text.replace("* *", "**").replace(" * const", " *const").replace("* const", "*const")


def _param(text: str) -> Param:
    text = " ".join(text.split())
    match = re.match(r"^(.*?)(\w+)$", text)
    if not match or not match.group(1).strip():
        raise SystemExit(f"xiapl.h: cannot read parameter {text!r}")
    return Param(normalise_type(match.group(1)), match.group(2))


def _params(text: str) -> tuple[Param, ...]:
    text = " ".join(text.split())
    if text in ("", "void"):
        return ()
    return tuple(_param(p) for p in text.split(","))


def _evaluate(expression: str, known: dict[str, int]) -> int | None:
    """The value of a #define made of integers, UINT64_C(), other constants, + - * <<."""
    expression = re.sub(r"UINT64_C\((\d+)\)", r"\1", expression)
    expression = re.sub(r"(\d+)[uUlL]+\b", r"\1", expression)
    for name, value in known.items():
        expression = re.sub(rf"\b{name}\b", str(value), expression)
    if not re.fullmatch(r"[\d\s()+\-*<]+", expression):
        return None
    return int(eval(expression, {"__builtins__": {}}))  # digits and operators only, checked above


_DECLARATION_AT = re.compile(r"\s*XIAPL_API[^;(]*?\b(xiapl_\w+)\s*\([^)]*\)\s*;", re.S)


def comment_blocks(text: str) -> list[tuple[str, list[str]]]:
    """(comment, names of the declarations right below it), for every comment
    directly followed by XIAPL_API declarations, in file order."""
    blocks = []
    for match in re.finditer(r"/\*.*?\*/", text, re.S):
        names = []
        rest = match.end()
        while (declaration := _DECLARATION_AT.match(text, rest)) is not None:
            names.append(declaration.group(1))
            rest = declaration.end()
        if names:
            blocks.append((match.group(0), names))
    return blocks


def _doc_text(comment: str) -> str:
    """A template comment without its markers and its heading line ("/*! name() :")."""
    lines = comment.removesuffix("*/").splitlines()
    lines = lines[1:] if lines[0].startswith("/*!") else [lines[0].removeprefix("/*"), *lines[1:]]
    return textwrap.dedent("\n".join(re.sub(r"^\s*\*(?!/)", "", line) for line in lines)).strip()


def enumerations(text: str, constants: dict[str, int]) -> dict[str, dict[str, int]]:
    """The header's enumerations: each run of two or more #defines that no blank line or other
    code breaks (comment lines may sit between them), keyed by the names' common prefix up to
    its last underscore. XIAPL_GAME_HOLDEM .. XIAPL_GAME_BADUGI give "XIAPL_GAME_"."""
    # Comments become a mark on each line they cover, so a comment line is not a blank line.
    marked = _COMMENT.sub(lambda m: "\x01" + "\n\x01" * m.group(0).count("\n"), text)
    runs: list[list[str]] = [[]]
    for line in marked.splitlines():
        define = re.match(r"\s*#\s*define\s+(XIAPL_\w+)\b", line)
        if define and define.group(1) in constants:
            runs[-1].append(define.group(1))
        elif not (line.strip() and set(line.strip()) <= {"\x01", " "}):
            runs.append([])
    found: dict[str, dict[str, int]] = {}
    for run in runs:
        if len(run) < 2:
            continue
        prefix = run[0]
        while not all(name.startswith(prefix) for name in run):
            prefix = prefix[: prefix.rfind("_", 0, len(prefix) - 1) + 1]
        found[prefix] = {name.removeprefix(prefix): constants[name] for name in run}
    return found


def parse(text: str | None = None) -> Header:
    text = header_text() if text is None else text
    version, major, minor = meson_versions()
    header = Header(version=version, abi_major=major, abi_minor=minor)
    code = _COMMENT.sub(" ", text)
    for name, expression in _DEFINE.findall(code):
        if name in ("XIAPL_API", "XIAPL_XIAPL_H"):
            continue
        value = _evaluate(expression, header.constants)
        if value is not None:
            header.constants[name] = value
            if "UINT64_C" in expression:
                header.wide_constants.add(name)
    # A handle may be declared twice (ahead of a section that uses it): once each.
    header.opaque = list(dict.fromkeys(alias for _tag, alias in _OPAQUE.findall(code)))
    for tag, body, _alias in _STRUCT.findall(code):
        fields = []
        for declaration in body.split(";"):
            declaration = " ".join(declaration.split())
            if not declaration:
                continue
            match = re.match(r"^(.*?)(\w+)(?:\[(\w+)\])?$", declaration)
            if not match:
                raise SystemExit(f"xiapl.h: cannot read field {declaration!r} of {tag}")
            count = match.group(3)
            fields.append(
                Field(
                    normalise_type(match.group(1)),
                    match.group(2),
                    None if count is None else header.constants.get(count, None) or int(count),
                )
            )
        header.structs[tag] = fields
    for result, name, params in _CALLBACK.findall(code):
        header.callbacks[name] = Function(name, normalise_type(result), _params(params))
    docs = {name: _doc_text(comment) for comment, names in comment_blocks(text) for name in names}
    for result, name, params in _FUNCTION.findall(code):
        header.functions[name] = Function(name, normalise_type(result), _params(params), docs.get(name, ""))
    for block in _UNSTABLE.findall(code):
        header.unstable |= set(re.findall(r"\b(xiapl_\w+|XIAPL_\w+)\b", block)) - {"XIAPL_API"}
        header.unstable &= set(header.functions) | set(header.constants) | set(header.structs) | set(header.opaque)
    # A handle the stable part declares stays stable, whatever unstable functions take it.
    header.unstable -= {alias for _tag, alias in _OPAQUE.findall(_UNSTABLE.sub(" ", code))}
    if not header.functions:
        raise SystemExit(f"no XIAPL_API declarations found in {HEADER_IN}")
    header.enumerations = enumerations(text, header.constants)
    return header


def declared_functions() -> dict[str, int]:
    """Function name -> number of parameters, for every XIAPL_API declaration."""
    return {name: len(f.params) for name, f in parse().functions.items()}


def abi_version() -> int:
    """XIAPL_ABI_VERSION: major * 1000 + minor."""
    _version, major, minor = meson_versions()
    return major * 1000 + minor
