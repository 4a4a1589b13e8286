"""XiaPL: fast poker hand evaluation, equity and game library (Hold'em and Omaha)."""

from __future__ import annotations

from pathlib import Path

from ._native import lib as _lib
from ._native import library_path as _library_path
from .errors import InvalidArgumentError, LimitExceededError, ParseError, XiaplError

__version__: str = _lib.xiapl_version_string().decode()

__all__ = [
    "InvalidArgumentError",
    "LimitExceededError",
    "ParseError",
    "XiaplError",
    "__version__",
    "get_include",
    "get_library_path",
]


def get_library_path() -> str:
    """The path of the libxiapl this package loaded (for Go, Rust, Node or C builds)."""
    return str(_library_path)


def get_include() -> str:
    """The folder holding ``xiapl/xiapl.h`` for the loaded library's version."""
    return str(Path(__file__).resolve().parent / "include")
