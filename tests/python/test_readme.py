"""The README's quick start runs and prints what its comments say."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def quick_start() -> str:
    text = README.read_text()
    section = text[text.index("## Quick start") :]
    return section[
        section.index("```python") + len("```python") : section.index("```\n", section.index("```python") + 9)
    ]


def test_quick_start_prints_what_it_promises():
    code = quick_start()
    expected = []
    for line in code.splitlines():
        if line.lstrip().startswith("print(") and "#" in line:
            comment = line.split("#", 1)[1].strip()
            expected.append(re.sub(r"\s+\(.*\)$", "", comment))  # drop "(a remark)"
    assert len(expected) >= 6
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {})
    assert out.getvalue().splitlines() == expected
