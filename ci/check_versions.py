#!/usr/bin/env python3
"""Guard: every package carries the release version of meson.build.

meson.build's project version is the only place a release is numbered; the
header gets it through configure_file and the generated binding files through
ci/bindgen.py. The package manifests must repeat it, because their tools read
it before anything is built: this guard fails when one of them differs.
The Python package takes its version from meson.build itself (dynamic).
"""

from __future__ import annotations

import json
import re
import sys
import tomllib

from header import ROOT, meson_versions


def manifests() -> dict[str, str | None]:
    """Where a version is written -> the version written there (None: missing)."""
    found: dict[str, str | None] = {}
    package = json.loads((ROOT / "bindings/node/package.json").read_text())
    found["bindings/node/package.json"] = package.get("version")
    lock = json.loads((ROOT / "bindings/node/package-lock.json").read_text())
    found["bindings/node/package-lock.json"] = lock.get("version")
    found["bindings/node/package-lock.json (packages[''])"] = lock.get("packages", {}).get("", {}).get("version")
    workspace = tomllib.loads((ROOT / "bindings/rust/Cargo.toml").read_text())
    found["bindings/rust/Cargo.toml"] = workspace.get("workspace", {}).get("package", {}).get("version")
    safe = tomllib.loads((ROOT / "bindings/rust/xiapl/Cargo.toml").read_text())
    requirement = safe.get("dependencies", {}).get("xiapl-sys", {}).get("version")
    found["bindings/rust/xiapl/Cargo.toml (xiapl-sys)"] = requirement.lstrip("=^~") if requirement else None
    lock_text = (ROOT / "bindings/rust/Cargo.lock").read_text()
    for crate in ("xiapl", "xiapl-sys"):
        match = re.search(rf'name = "{crate}"\nversion = "([^"]+)"', lock_text)
        found[f"bindings/rust/Cargo.lock ({crate})"] = match.group(1) if match else None
    return found


def documented_version_lines() -> list[str]:
    """The ``xiapl --version`` lines shown in docs/cli.md ("xiapl 0.1.0 (C ABI 2.6)")."""
    return re.findall(r"^xiapl \S+ \(C ABI [^)]*\)$", (ROOT / "docs/cli.md").read_text(), re.M)


def main() -> int:
    version, major, minor = meson_versions()
    problems = [
        f"{where} has version {written!r}; meson.build has {version!r}: write {version} there"
        for where, written in manifests().items()
        if written != version
    ]
    shown = f"xiapl {version} (C ABI {major}.{minor})"
    lines = documented_version_lines()
    if not lines:
        problems.append(f"docs/cli.md shows no `xiapl --version` output; it shows {shown!r}")
    problems += [
        f"docs/cli.md shows {line!r} for `xiapl --version`; meson.build makes it {shown!r}: write that"
        for line in lines
        if line != shown
    ]
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    project = pyproject.get("project", {})
    if "version" in project or "version" not in project.get("dynamic", []):
        problems.append(
            'pyproject.toml must not write a version: list "version" in [project] dynamic '
            "(meson-python takes it from meson.build)"
        )
    for problem in problems:
        print(f"check_versions: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check_versions: OK, every manifest says {version}, as meson.build does; docs/cli.md shows {shown!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
