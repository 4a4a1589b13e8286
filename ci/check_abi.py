#!/usr/bin/env python3
"""Guard: the C ABI is held to a committed baseline (ci/abi/baseline.json).

The baseline records, for one ABI version (abi_major.abi_minor of
meson.build): every function's signature (types only), every XIAPL_* integer
constant, and every public struct's size and field offsets as the C compiler
lays them out here.

    check_abi.py            compare the header with the baseline
    check_abi.py --update   rewrite the baseline from the header

Fails when something in the baseline changed or disappeared while abi_major
stayed the same (bump it), when the header gained something or the unstable
tier (XIAPL_UNSTABLE_API) changed while the ABI version stayed the same (bump
abi_minor; an unstable change also raises unstable_version), and when the
version moved without the baseline being recorded again (--update).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from header import header_text, parse, unstable_version

BASELINE = Path(__file__).resolve().parent / "abi" / "baseline.json"
_NOT_ABI = ("XIAPL_VERSION_", "XIAPL_ABI_", "XIAPL_UNSTABLE_VERSION")


def _squash(c_type: str) -> str:
    return c_type.replace(" ", "")


def _signature(function) -> str:
    """'int32_t(constchar*,int32_t*)': the result and parameter types, names left out, spaces squeezed out."""
    return f"{_squash(function.result)}({','.join(_squash(p.type) for p in function.params) or 'void'})"


def _callback(function) -> str:
    """The callback typedef the same way, parameter names kept."""
    params = ",".join(_squash(p.type) + p.name for p in function.params)
    return f"{_squash(function.result)}(*{function.name})({params})"


def header_abi() -> dict[str, object]:
    header = parse()
    functions = {f.name: _signature(f) for f in header.functions.values()}
    constants = {name: value for name, value in header.constants.items() if not name.startswith(_NOT_ABI)}
    callbacks = {f.name: _callback(f) for f in header.callbacks.values()}
    structs = {tag: [f.name for f in fields] for tag, fields in header.structs.items()}
    return {"functions": functions, "constants": constants, "callbacks": callbacks, "structs": structs}


def struct_layouts(structs: dict[str, list[str]]) -> dict[str, dict[str, int]]:
    """size and offsets of each struct, from the C compiler."""
    if not structs:
        return {}
    lines = [
        "#include <stddef.h>",
        "#include <stdio.h>",
        "#define XIAPL_UNSTABLE_API",
        "#include <xiapl/xiapl.h>",
        "int main(void) {",
    ]
    for tag, fields in structs.items():
        lines.append(f'  printf("{tag} size %zu\\n", sizeof(struct {tag}));')
        for field in fields:
            lines.append(f'  printf("{tag} {field} %zu\\n", offsetof(struct {tag}, {field}));')
    lines += ["  return 0;", "}"]
    with tempfile.TemporaryDirectory() as work:
        source, program = Path(work) / "layout.c", Path(work) / "layout"
        (Path(work) / "xiapl").mkdir()
        (Path(work) / "xiapl" / "xiapl.h").write_text(header_text())
        source.write_text("\n".join(lines) + "\n")
        compiler = os.environ.get("CC", "cc")
        subprocess.run([compiler, "-std=c11", f"-I{work}", str(source), "-o", str(program)], check=True)
        output = subprocess.run([str(program)], check=True, capture_output=True, text=True).stdout
    layouts: dict[str, dict[str, int]] = {}
    for line in output.splitlines():
        tag, field, value = line.split()
        layouts.setdefault(tag, {})[field] = int(value)
    return layouts


def current() -> dict[str, object]:
    abi = header_abi()
    abi["structs"] = struct_layouts(abi["structs"])  # type: ignore[arg-type]
    header = parse()
    return {
        "abi_version": [header.abi_major, header.abi_minor],
        **abi,
        "unstable": sorted(header.unstable),
        "unstable_version": unstable_version(),
    }


def compare(base: dict, now: dict) -> tuple[list[tuple[str, str]], list[str]]:
    """([(name, breaking change)], [addition])."""
    breaking, added = [], []
    for section in ("functions", "constants", "callbacks", "structs"):
        old, new = base.get(section, {}), now[section]
        for name in sorted(old):
            if name not in new:
                breaking.append((name, f"{section[:-1]} {name} was removed"))
            elif old[name] != new[name]:
                breaking.append((name, f"{section[:-1]} {name} changed: {old[name]} -> {new[name]}"))
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
    unstable = parse().unstable | set(base.get("unstable", []))
    stable_breaking = [change for name, change in breaking if name not in unstable]
    unstable_breaking = [change for name, change in breaking if name in unstable]
    (old_major, old_minor), (major, minor) = base["abi_version"], now["abi_version"]
    same_version = (major, minor) == (old_major, old_minor)
    problems = []
    if stable_breaking and major == old_major:
        problems += [
            f"{change}, but abi_major is still {major}: a change that breaks callers needs "
            "abi_major bumped in meson.build (then ci/check_abi.py --update)"
            for change in stable_breaking
        ]
    elif unstable_breaking and now["unstable_version"] == base.get("unstable_version"):
        problems += [
            f"{change} (unstable tier), but unstable_version is still {now['unstable_version']}: "
            "raise it and abi_minor in meson.build, then ci/check_abi.py --update"
            for change in unstable_breaking
        ]
    elif (unstable_breaking or added) and same_version:
        problems += [
            f"{change} (unstable tier), but the ABI is still {major}.{minor}: bump abi_minor in "
            "meson.build, then record it with ci/check_abi.py --update"
            for change in unstable_breaking
        ]
        problems += [
            f"{item} is new, but the ABI is still {major}.{minor}: bump abi_minor in meson.build, "
            "then record it with ci/check_abi.py --update"
            for item in added
        ]
    elif not same_version:
        problems.append(
            f"the ABI is {major}.{minor} but the baseline records {old_major}.{old_minor}: "
            "record it with ci/check_abi.py --update"
        )
    for problem in problems:
        print(f"check_abi: {problem}", file=sys.stderr)
    if problems:
        return 1
    counts = {k: len(v) for k, v in now.items() if isinstance(v, dict)}
    print(f"check_abi: OK, ABI {major}.{minor} matches the baseline {counts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
