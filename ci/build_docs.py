#!/usr/bin/env python3
"""Builds the documentation site: python ci/build_docs.py [OUT_DIR]

Runs Sphinx over docs/ with warnings as errors (docs/conf.py; the tools are
pinned in docs/requirements.txt) and writes a static HTML folder, by default
build/docs/html, that any static host can serve as it is. Then checks that
every public name of the package (xiapl.__all__) has an entry in the site's
index (objects.inv). The package documented is the one Python imports: an
installed xiapl, or the source tree with XIAPL_LIBRARY set.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "docs" / "html"
    from sphinx.cmd.build import build_main
    from sphinx.util.inventory import InventoryFile

    import xiapl

    start = time.perf_counter()
    status = build_main(
        [
            "-E",
            "-W",
            "--keep-going",
            "-q",
            "-b",
            "html",
            "-d",
            str(out.parent / "doctrees"),
            str(ROOT / "docs"),
            str(out),
        ]
    )
    if status != 0:
        print("build_docs: the Sphinx build failed (warnings count as errors)", file=sys.stderr)
        return status
    with open(out / "objects.inv", "rb") as stream:
        inventory = InventoryFile.load(stream, "", lambda base, uri: uri)
    documented = (
        {name for entries in inventory.data.values() for name in entries}
        if hasattr(inventory, "data")
        else {name for entries in inventory.values() for name in entries}
    )
    missing = sorted(name for name in xiapl.__all__ if f"xiapl.{name}" not in documented)
    if missing:
        print(f"build_docs: public names with no entry in the site: {', '.join(missing)}", file=sys.stderr)
        return 1
    seconds = time.perf_counter() - start
    print(f"build_docs: {out} ({len(xiapl.__all__)} public names documented, {seconds:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
