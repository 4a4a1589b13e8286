"""Facts the reference pages state that code can check, so that they cannot go stale:
docs/cli.md's list of subcommands and of those with --json (against the parser), and
docs/c-abi.md's list of the unstable tier (against the header's XIAPL_UNSTABLE_API section).
ci/check_versions.py checks the `xiapl --version` line of docs/cli.md."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from xiapl.cli import build_parser

ROOT = Path(__file__).resolve().parents[2]
NUMBERS = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen".split()


def subcommands() -> dict[str, argparse.ArgumentParser]:
    action = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def test_cli_md_lists_every_subcommand_and_counts_them() -> None:
    text = (ROOT / "docs" / "cli.md").read_text()
    commands = subcommands()
    count = re.search(r"It has (\w+)\s+subcommands", text)
    assert count is not None and count.group(1) == NUMBERS[len(commands)]
    table = text[: text.index("## Conventions")]
    assert re.findall(r"^\| \[`xiapl (\w+)`\]", table, re.M) == list(_documented_order(commands))
    for name in commands:
        assert f"\n## `xiapl {name}`" in text, name


def _documented_order(commands: dict[str, argparse.ArgumentParser]) -> list[str]:
    """The parser's commands in the order of the page's sections."""
    text = (ROOT / "docs" / "cli.md").read_text()
    return sorted(commands, key=lambda name: text.index(f"\n## `xiapl {name}`"))


def test_cli_md_names_the_commands_that_take_json() -> None:
    text = (ROOT / "docs" / "cli.md").read_text()
    sentence = text[text.index("`--json` (on every command but") :].split(")", 1)[0]
    with_json = {n for n, p in subcommands().items() if any("--json" in a.option_strings for a in p._actions)}
    without = set(subcommands()) - with_json
    assert set(re.findall(r"but `(\w+)`", sentence)) == without
    assert set(re.findall(r"`(\w+)`", sentence.split(":", 1)[1])) == with_json


def test_c_abi_md_names_every_function_of_the_unstable_tier() -> None:
    header = (ROOT / "capi" / "include" / "xiapl" / "xiapl.h.in").read_text()
    start = header.index("#if defined(XIAPL_UNSTABLE_API)")
    section = header[start : header.index("#endif /* XIAPL_UNSTABLE_API */", start)]
    functions = set(re.findall(r"XIAPL_API\s[^;]*?\b(xiapl_\w+)\s*\(", section))
    assert len(functions) > 50
    doc = (ROOT / "docs" / "c-abi.md").read_text()
    tier = doc[doc.index("## The unstable tier") :].split("unstable tier:", 1)[0]
    named = set(re.findall(r"`(xiapl_\w+?)(\*)?`", tier))
    prefixes = [name for name, star in named if star]
    exact = {name for name, star in named if not star}
    missing = sorted(f for f in functions if f not in exact and not any(f.startswith(p) for p in prefixes))
    assert missing == []
