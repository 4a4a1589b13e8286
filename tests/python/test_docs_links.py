"""Every pointer to documentation leads to a page that exists: the reference
pages ship in the installed package (xiapl/docs/), and each ``docs/NAME.md``
that the package's docstrings, help texts and messages name is one of them."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import xiapl

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = Path(xiapl.__file__).resolve().parent
# The site's own pages (docs/conf.py builds them into the site; the package does not carry them).
SITE_ONLY = {"index.md", "go.md", "node.md", "rust.md"}


def _shipped() -> Path:
    """The package's docs folder; run from the source tree (python/xiapl), the repository's."""
    if PACKAGE == ROOT / "python" / "xiapl":
        return ROOT / "docs"
    return PACKAGE / "docs"


def test_the_package_carries_every_reference_page() -> None:
    pages = {p.name for p in (ROOT / "docs").glob("*.md")} - SITE_ONLY
    shipped = {p.name for p in _shipped().glob("*.md")}
    assert pages <= shipped, f"pages python/meson.build does not install: {sorted(pages - shipped)}"
    assert (_shipped() / "images" / "flop_report.png").is_file()  # distributed.md shows it


def test_every_page_the_package_names_is_in_the_package() -> None:
    named: dict[str, set[str]] = {}
    for source in PACKAGE.rglob("*.py"):
        for page in re.findall(r"\bdocs/([\w.-]+\.md)\b", source.read_text(encoding="utf-8")):
            named.setdefault(page, set()).add(str(source.relative_to(PACKAGE)))
    assert len(named) >= 10  # the scan found the package's pointers
    missing = {page: sorted(where) for page, where in named.items() if not (_shipped() / page).is_file()}
    assert not missing, f"pages named but not in the package: {missing}"


def test_help_names_the_installed_manual() -> None:
    out = subprocess.run([sys.executable, "-m", "xiapl", "--help"], capture_output=True, text=True, check=True).stdout
    # The path on a line of its own, unbroken (a folder name with a hyphen was wrapped there).
    found = re.search(r"The manual:\n  (.+?cli\.md)\n", out)
    assert found is not None, out
    manual = Path(found.group(1))
    assert manual.is_file() and manual.parent == _shipped().resolve()
    assert manual.read_text(encoding="utf-8").startswith("# The `xiapl` command line")
