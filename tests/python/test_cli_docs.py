"""docs/cli.md, run: every console example prints what the page shows, and the
JSON tables name exactly the keys the commands print."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, NamedTuple

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "cli.md"


class Example(NamedTuple):
    command: str
    output: list[str]


def examples() -> list[Example]:
    """Every ``$ command`` of the page's console blocks with the lines shown after it."""
    found = []
    for block in re.findall(r"```console\n(.*?)```", DOC.read_text(), re.S):
        for part in re.split(r"^\$ ", block, flags=re.M)[1:]:
            command, *output = part.rstrip("\n").split("\n")
            found.append(Example(command, output))
    return found


def _normalized(line: str) -> str:
    """The line without what changes from run to run (timings) or release to release (versions)."""
    line = re.sub(r"\d+(\.\d+)? ms\b", "N ms", line)
    line = re.sub(r"\bxiapl \d+\.\d+\.\d+\S* \(C ABI ", "xiapl V (C ABI ", line)  # the C ABI is shown as it is
    return line


def _matches(shown: list[str], printed: list[str]) -> bool:
    """``printed`` is ``shown``, where a line "..." stands for any number of lines (or the rest of one)."""
    pattern = ""
    for line in shown:
        if line == "...":
            pattern += r"(?:.*\n)*?"
        elif line.endswith(" ..."):
            pattern += re.escape(_normalized(line[:-3])) + r".*\n"
        else:
            pattern += re.escape(_normalized(line)) + r"\n"
    return re.fullmatch(pattern, "".join(_normalized(p) + "\n" for p in printed)) is not None


@pytest.fixture(scope="module")
def shell_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """An environment whose ``xiapl`` is this interpreter's package (installed or on PYTHONPATH)."""
    bin_dir = tmp_path_factory.mktemp("bin")
    shim = bin_dir / "xiapl"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m xiapl "$@"\n')
    shim.chmod(0o755)
    return dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}", PYTHONIOENCODING="utf-8")


@pytest.mark.skipif(sys.platform == "win32", reason="the examples are POSIX shell lines")
@pytest.mark.parametrize("example", examples(), ids=[e.command[:60] for e in examples()])
def test_each_example_prints_what_the_page_shows(example: Example, shell_env: dict[str, str]) -> None:
    result = subprocess.run(
        ["sh", "-c", example.command],
        cwd=ROOT,
        env=shell_env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        encoding="utf-8",
        timeout=300,
    )
    printed = result.stdout.splitlines()
    assert _matches(example.output, printed), "\n".join(printed)


def test_the_page_has_examples_of_every_command() -> None:
    commands = {e.command.split("xiapl ", 1)[1].split()[0] for e in examples()}
    documented = {
        "eval",
        "equity",
        "range",
        "hits",
        "histogram",
        "replay",
        "convert",
        "corpus",
        "strength",
        "icm",
        "solve",
        "play",
        "--version",
    }
    assert documented <= commands


# --- the JSON tables ---------------------------------------------------------------------------

JSON_COMMANDS = {
    "eval": ["eval", "--game", "plo", "--board", "2h7dJc4s9h", "--hole", "AsKsQdJd", "--json"],
    "eval hi/lo": ["eval", "--game", "plo8", "--board", "2h7dJc4s9h", "--hole", "As3sQdJd", "--json"],
    "equity": ["equity", "QQ+", "AKs", "--iterations", "1000", "--seed", "1", "--json"],
    "range": ["range", "QQ+,AKs", "--json"],
    "hits": ["hits", "QQ+,AKs", "Ks7d2c", "--json"],
    "histogram": ["histogram", "QQ+,AKs", "JJ,AQs", "Ks7d2c", "--bins", "4", "--json"],
    "replay": ["replay", "tests/fixtures/phh/dwan-ivey-2009.phh", "missing.phh", "--verbose", "--json"],
    "replay hi/lo": ["replay", "tests/fixtures/phh/wsop-2023-43-5/79.phh", "--verbose", "--json"],
    "corpus": [
        "corpus",
        "tests/fixtures/phh/dwan-ivey-2009.phh",
        "tests/fixtures/phh/arieh-yockey-2019.phh",
        "missing.phh",
        "--json",
    ],
    "icm": [
        "icm",
        "--stacks",
        "5000,5000,1000,1000",
        "--payouts",
        "50,30,20",
        "--iterations",
        "1000",
        "--bubble",
        "0",
        "1",
        "--json",
    ],
    "solve": [
        "solve",
        "--oop",
        "AA,QQ,AKs,87s",
        "--ip",
        "KK,JJ,AQs,65s",
        "--board",
        "Td9d6hQc2s",
        "--pot",
        "100",
        "--stack",
        "200",
        "--bets",
        "50%, a",
        "--json",
    ],
    "convert": ["convert", "tests/fixtures/sites/GGPoker", "--out", tempfile.mkdtemp(), "--json"],
    "strength": ["strength", "--street", "river", "--boards", "AsKd7h2c9s", "--out", tempfile.mkdtemp(), "--json"],
}


def documented_keys(command: str) -> set[str]:
    """The keys of a command's table; a hi/lo run's table is its command's, less the keys
    that only the other games print (none so far)."""
    command = command.split()[0]
    text = DOC.read_text()
    section = text[text.index(f"### `xiapl {command} --json`") :]
    section = section[: section.find("\n### ", 1)] if "\n### " in section[1:] else section
    return set(re.findall(r"^\| `([^`]+)` \|", section, re.M))


def printed_keys(value: Any, prefix: str = "") -> set[str]:
    """Dotted key paths of a JSON value; ``allin`` is the all-in report, documented in table.md."""
    keys: set[str] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            path = f"{prefix}.{key}" if prefix else key
            keys.add(path)
            if key != "allin":
                keys |= printed_keys(item, path)
    elif isinstance(value, list):
        for item in value:
            keys |= printed_keys(item, f"{prefix}[]")
    return keys


@pytest.mark.parametrize("command", sorted(JSON_COMMANDS))
def test_the_json_tables_name_exactly_the_printed_keys(command: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "xiapl", *JSON_COMMANDS[command]],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ),
        timeout=120,
    )
    document = json.loads(result.stdout)
    printed, documented = printed_keys(document), documented_keys(command)
    if command.endswith("hi/lo"):  # the hi/lo keys, and every other key the table names
        assert printed <= documented and {k for k in documented if "low" in k} <= printed
    else:  # every key printed, and only the hi/lo keys documented beside them
        assert printed <= documented and {k for k in documented - printed if "low" not in k} == set()
