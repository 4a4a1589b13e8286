"""Fuzzes the command line: xiapl.cli.main(argv) with an argv made from the fuzz
bytes (arguments separated by NUL bytes).

The CLI may only return an exit code or raise SystemExit (argparse's usage
errors, --help, --version); bad input must be reported on stderr as
"xiapl COMMAND: ..." with exit code 2, never as a traceback. stdout and stderr
are captured.

To keep each run short, the argv is bounded before the call (documented here so
a reproducer means the same thing outside the harness): equity runs get
``--iterations`` (at most 300) and ``--threads 1`` unless they are a Hold'em
heads-up of exact hands; ``--vs-random`` is capped at 3 (values the library
refuses, 2**32 and up, are kept); a 5- or 6-card Omaha game with more than two
range items becomes 4-card Omaha; the files of ``replay`` become plain names
under a folder that does not exist (no glob, no path), so a run never reads or
walks the file system.
"""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fuzz_runner import import_instrumented, main

if __name__ == "__main__":
    import_instrumented("argparse", "xiapl.cli", "xiapl._convert", "xiapl.range", "xiapl.game")

import xiapl.cli as cli

# A folder that does not exist: replay's files are looked for there.
_NOWHERE = Path(__file__).resolve().parent / "no-such-folder"


def _int(text: str) -> int | None:
    try:
        return int(text)
    except ValueError:
        return None


def bounded(argv: list[str]) -> list[str]:
    """The argv with its expensive requests cut down (see the module doc)."""
    out = list(argv)
    # Values past the ranges the library accepts stay as they are: they must be refused quickly.
    for flag, cap, refused in (("--iterations", 300, 2**63), ("--vs-random", 3, 2**32), ("--threads", 1, 2**32)):
        for i, arg in enumerate(out[:-1]):
            value = _int(out[i + 1])
            if arg == flag and value is not None and cap < value <= refused:
                out[i + 1] = str(cap)
    if "equity" in out:
        positional = [a for a in out if not a.startswith("-")]
        game = out[out.index("--game") + 1] if "--game" in out[:-1] else "holdem"
        cheap_exact = (
            len(positional) == 3
            and all(len(a) == 4 for a in positional[1:])
            and "holdem" in game
            and "--vs-random" not in out
        )
        if not cheap_exact:
            if "--iterations" not in out:
                out += ["--iterations", "300"]
            out += ["--threads", "1"]
    if out[:1] == ["replay"]:
        out = ["replay"] + [
            a if a.startswith("-") else str(_NOWHERE / ("".join(c for c in a if c not in "*?[]/\\") or "x"))
            for a in out[1:]
        ]
    items = sum(a.count(",") + a.count("+") + a.count("-") for a in out if not a.startswith("--"))
    for i, arg in enumerate(out[:-1]):
        if arg == "--game" and any(d in out[i + 1] for d in "56") and items > 2:
            out[i + 1] = "plo"
    return out


def check(data: bytes) -> None:
    argv = bounded([a.decode("utf-8", errors="replace") for a in data.split(b"\0")] if data else [])
    stdout, stderr = io.StringIO(), io.StringIO()
    code: object
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            code = cli.main(argv)
    except SystemExit as exc:
        code = exc.code
    assert code in (0, 2, None), f"exit code {code!r} for {argv!r}"
    errors = stderr.getvalue()
    assert "Traceback" not in errors, f"a traceback for {argv!r}:\n{errors}"
    if code == 2:
        assert errors.strip(), f"exit code 2 without a message for {argv!r}"
    elif argv[:1] in (["eval"], ["range"]) and code == 0:
        assert stdout.getvalue().strip(), f"no output for {argv!r}"


if __name__ == "__main__":
    main(check)
