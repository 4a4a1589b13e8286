#!/usr/bin/env python3
"""Writes every binding's declarations of the C ABI from xiapl.h.

    bindgen.py           write the generated files
    bindgen.py --check   fail when a generated file is not what the header gives

Generated, never edited by hand (each says so in its first line, but for the
Mach-O list, which has no comment syntax every linker reads):
    python/xiapl/_abi.py              ctypes constants, structs, callback, prototypes
    bindings/node/lib/abi.js          koffi constants, structs, callback, prototypes
    bindings/rust/xiapl-sys/src/abi.rs  constants, #[repr(C)] structs, extern "C" block
    bindings/go/xiapl/abi_layout.go   each struct's size and field offsets as cgo lays them out
    capi/xiapl.map                    the ELF version script: one node per ABI minor version
    capi/xiapl.exp                    the Mach-O exported-symbols list
Go needs no declarations: cgo reads xiapl.h itself.

The version script is the one generated file that also reads its own previous
text: which ABI minor version first exported a function is history the header
does not hold. A function the map does not list yet joins the node of the
header's ABI version (abi_major.abi_minor of meson.build), created when missing.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

from header import ROOT, Field, Header, parse

BANNER = "Generated from capi/include/xiapl/xiapl.h.in by ci/bindgen.py. Do not edit: run `python ci/bindgen.py`."

SCALARS = {
    # C type: (ctypes, koffi, Rust)
    "int32_t": ("c_int32", "int32_t", "i32"),
    "uint32_t": ("c_uint32", "uint32_t", "u32"),
    "int64_t": ("c_int64", "int64_t", "i64"),
    "uint64_t": ("c_uint64", "uint64_t", "u64"),
    "uint16_t": ("c_uint16", "uint16_t", "u16"),
    "double": ("c_double", "double", "f64"),
}


def _pointee(c_type: str) -> tuple[str, int, bool]:
    """'const uint64_t *' -> ('uint64_t', 1, True); 'xiapl_range *const *' -> ('xiapl_range', 2, False)."""
    const = c_type.startswith("const ")
    base = c_type.removeprefix("const ").split(" ")[0].rstrip("*")
    return base, c_type.count("*"), const


# --- Python ----------------------------------------------------------------------------------


def _py_type(c_type: str, header: Header) -> str:
    if c_type == "void":
        return "None"
    if c_type in SCALARS:
        return SCALARS[c_type][0]
    if c_type in header.callbacks:
        return c_type
    base, depth, _const = _pointee(c_type)
    if base == "char" and depth == 1:
        return "c_char_p"
    if base == "char" and depth == 2:
        return "POINTER(c_char_p)"
    if base == "void" and depth == 1:
        return "c_void_p"
    if base in header.opaque:
        return "c_void_p" if depth == 1 else "POINTER(c_void_p)"
    if base in SCALARS and depth == 1:
        return f"POINTER({SCALARS[base][0]})"
    if base in header.structs and depth == 1:
        return f"POINTER({base})"
    raise SystemExit(f"bindgen: no ctypes type for {c_type!r}")


def _py_field(field: Field, header: Header) -> str:
    c_type = _py_type(field.type, header)
    return f"{c_type} * {field.count}" if field.count else c_type


def python(header: Header) -> str:
    out = [
        f"# {BANNER}",
        '"""The C ABI of xiapl.h for ctypes: constants, structs, the callback type, prototypes."""',
        "",
        "# ruff: noqa: E501",
        "from __future__ import annotations",
        "",
        "from ctypes import (",
        "    CFUNCTYPE,",
        "    POINTER,",
        "    Structure,",
        "    c_char_p,",
        "    c_double,",
        "    c_int32,",
        "    c_int64,",
        "    c_uint16,",
        "    c_uint32,",
        "    c_uint64,",
        "    c_void_p,",
        ")",
        "from typing import Any",
        "",
        f'VERSION = "{header.version}"',
        "",
    ]
    for name, value in header.constants.items():
        out.append(f"{name.removeprefix('XIAPL_')} = {value}")
    for name, callback in header.callbacks.items():
        types = [_py_type(callback.result, header)] + [_py_type(p.type, header) for p in callback.params]
        out += ["", "", f"{name} = CFUNCTYPE({', '.join(types)})"]
    for tag, fields in header.structs.items():
        out += ["", "", f"class {tag}(Structure):", "    _fields_ = ["]
        out += [f'        ("{f.name}", {_py_field(f, header)}),' for f in fields]
        out.append("    ]")
    out += [
        "",
        "",
        "# name -> (result type, argument types, returns a status code)",
        "FUNCTIONS: dict[str, tuple[Any, list[Any], bool]] = {",
    ]
    for f in header.functions.values():
        arguments = ", ".join(_py_type(p.type, header) for p in f.params)
        out.append(f'    "{f.name}": ({_py_type(f.result, header)}, [{arguments}], {f.returns_status}),')
    out.append("}")
    return "\n".join(out) + "\n"


# --- Node (koffi) ------------------------------------------------------------------------------


def _js_string(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def node(header: Header) -> str:
    out = [
        f"// {BANNER}",
        "'use strict';",
        "",
        "// The C ABI of xiapl.h for koffi: constants, opaque handles, structs, the",
        "// callback type and one C prototype per function.",
        "",
        f"const VERSION = '{header.version}';",
        f"const ABI_MAJOR = {header.abi_major};",
        f"const ABI_MINOR = {header.abi_minor};",
        "",
        "const CONSTANTS = Object.freeze({",
    ]
    out += [f"  {name}: {value}," for name, value in header.constants.items()]
    out += [
        "});",
        "",
        "// The header's enumerations by prefix: member -> value, in declaration order.",
        "const ENUMS = Object.freeze({",
    ]
    for prefix, members in header.enumerations.items():
        entries = ", ".join(f"{name}: {value}" for name, value in members.items())
        out.append(f"  {prefix}: Object.freeze({{ {entries} }}),")
    out += [
        "});",
        "",
        f"const OPAQUE = Object.freeze([{', '.join(_js_string(o) for o in header.opaque)}]);",
        "",
        "// name -> [field, C type, array length or 0], in declaration order.",
        "const STRUCTS = Object.freeze({",
    ]
    for tag, fields in header.structs.items():
        out.append(f"  {tag}: [")
        out += [f"    [{_js_string(f.name)}, {_js_string(f.type)}, {f.count or 0}]," for f in fields]
        out.append("  ],")
    out += ["});", "", "const CALLBACKS = Object.freeze({"]
    out += [f"  {name}: {_js_string(cb.prototype())}," for name, cb in header.callbacks.items()]
    out += ["});", "", "// [C prototype, returns a status code]", "const FUNCTIONS = Object.freeze(["]
    out += [f"  [{_js_string(f.prototype())}, {str(f.returns_status).lower()}]," for f in header.functions.values()]
    out += [
        "]);",
        "",
        "module.exports = { VERSION, ABI_MAJOR, ABI_MINOR, CONSTANTS, ENUMS, OPAQUE, STRUCTS, CALLBACKS, FUNCTIONS };",
    ]
    return "\n".join(out) + "\n"


# --- Rust -------------------------------------------------------------------------------------


def _rust_type(c_type: str, header: Header) -> str:
    if c_type in SCALARS:
        return SCALARS[c_type][2]
    if c_type in header.callbacks:
        return c_type
    base, depth, const = _pointee(c_type)
    inner = {"char": "c_char", "void": "c_void"}.get(base, SCALARS.get(base, ("", "", base))[2])
    if depth == 1:
        return f"{'*const' if const else '*mut'} {inner}"
    if depth == 2:
        if "*const *" in c_type:  # const T *const *
            return f"*const *const {inner}"
        return f"*mut *mut {inner}"
    raise SystemExit(f"bindgen: no Rust type for {c_type!r}")


def _rust_doc(doc: str, indent: str) -> list[str]:
    """The header's comment as rustdoc: one line each (hard breaks), no indentation (it would
    make a doctest), brackets escaped (no intra-doc links)."""
    lines = [line.strip().replace("[", "\\[").replace("]", "\\]") for line in doc.splitlines()]
    lines = [line for line in lines if line]
    return [f"{indent}/// {line}{chr(92) if i + 1 < len(lines) else ''}" for i, line in enumerate(lines)]


def rust(header: Header) -> str:
    out = [
        f"// {BANNER}",
        "",
        "use core::ffi::{c_char, c_void};",
        "",
        "/// The release these declarations were generated from.",
        f'pub const XIAPL_VERSION_STRING: &str = "{header.version}";',
    ]
    for name, value in header.constants.items():
        kind = "u64" if name in header.wide_constants else "i32"
        out.append(f"pub const {name}: {kind} = {value};")
    for name in header.opaque:
        out += [
            "",
            f"/// Opaque handle `{name}` (created and destroyed through its functions).",
            "#[repr(C)]",
            f"pub struct {name} {{",
            "    _private: [u8; 0],",
            "    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,",
            "}",
        ]
    for name, cb in header.callbacks.items():
        params = ", ".join(f"{p.name}: {_rust_type(p.type, header)}" for p in cb.params)
        out += ["", f'pub type {name} = Option<unsafe extern "C" fn({params}) -> {_rust_type(cb.result, header)}>;']
    for tag, fields in header.structs.items():
        out += ["", "#[repr(C)]", "#[derive(Clone, Copy, Debug)]", f"pub struct {tag} {{"]
        for f in fields:
            rust_type = _rust_type(f.type, header)
            out.append(f"    pub {f.name}: {f'[{rust_type}; {f.count}]' if f.count else rust_type},")
        out.append("}")
    out += ["", 'unsafe extern "C" {']
    for f in header.functions.values():
        params = ", ".join(f"{p.name}: {_rust_type(p.type, header)}" for p in f.params)
        result = "" if f.result == "void" else f" -> {_rust_type(f.result, header)}"
        out += _rust_doc(f.doc, "    ")
        out.append(f"    pub fn {f.name}({params}){result};")
    out.append("}")
    return "\n".join(out) + "\n"


# --- Go: the layout cgo gives each struct ----------------------------------------------------

GO_KEYWORDS = {"break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for"}
GO_KEYWORDS |= {"func", "go", "goto", "if", "import", "interface", "map", "package", "range", "return", "select"}
GO_KEYWORDS |= {"struct", "switch", "type", "var"}


def _go_variable(tag: str) -> str:
    """'xiapl_equity_options' -> 'equityOptions'."""
    first, *rest = tag.removeprefix("xiapl_").split("_")
    return first + "".join(word.title() for word in rest)


def go(header: Header) -> str | None:
    """abi_layout.go as gofmt lays it out; None on a machine without Go (nothing there reads it)."""
    out = [
        f"// {BANNER}",
        "",
        "package xiapl",
        "",
        "// What cgo reads from xiapl.h, for layout_test.go to compare with",
        "// ci/abi/baseline.json: each struct's size and field offsets.",
        "",
        "/*",
        "#include <stddef.h>",
        "#include <xiapl/xiapl.h>",
        "*/",
        'import "C"',
        "",
        'import "unsafe"',
        "",
        "// cStruct is one struct as cgo laid it out: the C compiler's sizeof, Go's",
        "// unsafe.Sizeof of the translated type, and every field's unsafe.Offsetof.",
        "type cStruct struct {",
        "\tcSize, goSize uintptr",
        "\toffsets       map[string]uintptr",
        "}",
        "",
        "// cStructs are the structs of xiapl.h by C tag.",
        "func cStructs() map[string]cStruct {",
        "\tvar (",
    ]
    out += [f"\t\t{_go_variable(tag)} C.{tag}" for tag in header.structs]
    out += ["\t)", "\treturn map[string]cStruct{"]
    for tag, fields in header.structs.items():
        var = _go_variable(tag)
        out.append(f'\t\t"{tag}": {{C.sizeof_{tag}, unsafe.Sizeof({var}), map[string]uintptr{{')
        for f in fields:
            go_name = f"_{f.name}" if f.name in GO_KEYWORDS else f.name
            out.append(f'\t\t\t"{f.name}": unsafe.Offsetof({var}.{go_name}),')
        out.append("\t\t}},")
    out += ["\t}", "}"]
    text = "\n".join(out) + "\n"
    gofmt = shutil.which("gofmt")
    if gofmt is None:
        return None
    return subprocess.run([gofmt], input=text, capture_output=True, text=True, check=True).stdout


# --- the export lists ----------------------------------------------------------------------------

MAP = ROOT / "capi" / "xiapl.map"
_NODE = re.compile(r"(XIAPL_(\d+)\.(\d+))\s*\{(.*?)\}", re.S)


def _map_history() -> list[tuple[int, int, list[str]]]:
    """(major, minor, functions) of each version node of the committed version script."""
    if not MAP.exists():
        return []
    text = re.sub(r"/\*.*?\*/", " ", MAP.read_text(), flags=re.S)
    return [
        (int(major), int(minor), re.findall(r"^\s*(xiapl_\w+)\s*;", body, re.M))
        for _name, major, minor, body in _NODE.findall(text)
    ]


def export_nodes(header: Header) -> list[tuple[int, int, list[str]]]:
    """The version nodes the library exports: the committed ones (for this ABI major) with the
    functions the header no longer declares dropped, then every new function in the node of
    the header's ABI version."""
    declared = list(header.functions)
    nodes = [(ma, mi, [f for f in names if f in header.functions]) for ma, mi, names in _map_history()]
    nodes = [node for node in nodes if node[0] == header.abi_major]
    listed = {f for _ma, _mi, names in nodes for f in names}
    new = [f for f in declared if f not in listed]
    if new:
        if nodes and (nodes[-1][0], nodes[-1][1]) == (header.abi_major, header.abi_minor):
            nodes[-1][2].extend(new)
        else:
            nodes.append((header.abi_major, header.abi_minor, new))
    return [node for node in nodes if node[2] or node is nodes[0]]


def version_script(header: Header) -> str:
    out = [
        f"/* {BANNER}",
        " * The exports of libxiapl on ELF: one version node per ABI minor version,",
        " * each listing the functions it added by name and inheriting the previous",
        " * node. */",
    ]
    previous = None
    for major, minor, names in export_nodes(header):
        out.append(f"XIAPL_{major}.{minor} {{")
        out.append("  global:")
        out += [f"    {name};" for name in names]
        if previous is None:
            out += ["  local:", "    *;"]
        out.append("};" if previous is None else f"}} {previous};")
        out.append("")
        previous = f"XIAPL_{major}.{minor}"
    return "\n".join(out[:-1]) + "\n"


def exported_symbols_list(header: Header) -> str:
    """Mach-O: every function with its leading underscore, in the version script's order."""
    return "".join(f"_{name}\n" for _ma, _mi, names in export_nodes(header) for name in names)


OUTPUTS = {
    ROOT / "python" / "xiapl" / "_abi.py": python,
    ROOT / "bindings" / "node" / "lib" / "abi.js": node,
    ROOT / "bindings" / "rust" / "xiapl-sys" / "src" / "abi.rs": rust,
    ROOT / "bindings" / "go" / "xiapl" / "abi_layout.go": go,
    MAP: version_script,
    ROOT / "capi" / "xiapl.exp": exported_symbols_list,
}


def main() -> int:
    check = "--check" in sys.argv[1:]
    header = parse()
    stale = []
    for path, generate in OUTPUTS.items():
        text = generate(header)
        if text is None:
            print(f"bindgen: skipped {path.relative_to(ROOT)} (no gofmt on this machine)")
            continue
        if path.exists() and path.read_text() == text:
            continue
        if check:
            stale.append(path.relative_to(ROOT))
        else:
            path.write_text(text)
            print(f"bindgen: wrote {path.relative_to(ROOT)}")
    for path in stale:
        print(
            f"bindgen: {path} does not match xiapl.h: run `python ci/bindgen.py` and commit the result", file=sys.stderr
        )
    if stale:
        return 1
    if check:
        print(f"bindgen: OK, {len(OUTPUTS)} generated files match xiapl.h ({len(header.functions)} functions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
