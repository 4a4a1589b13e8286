"""The ``xiapl`` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__, get_library_path
from ._native import ABI_VERSION


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="xiapl",
        description="Fast poker hand evaluation and equity for Hold'em and Omaha.",
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"xiapl {__version__} (C ABI {ABI_VERSION}, {get_library_path()})",
    )
    parser.add_subparsers(dest="command", metavar="COMMAND")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return 2
    return 0
