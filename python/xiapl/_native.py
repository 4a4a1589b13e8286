"""Find libxiapl, declare its functions, check its ABI, map status codes.

This module holds only the boundary: every other module calls the library
through ``lib`` and the helpers here. The function prototypes, structs and
constants come from ``_abi.py``, which ``ci/bindgen.py`` generates from
``xiapl.h``.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path
from typing import Any

from . import _abi
from .errors import (
    CancelledError,
    InvalidArgumentError,
    LibraryError,
    LibraryNotFoundError,
    LimitExceededError,
    ParseError,
    UnsupportedError,
    XiaplError,
)

# The ABI this package was generated against (_abi.py, from xiapl.h).
ABI_MAJOR = _abi.ABI_MAJOR
ABI_MINOR = _abi.ABI_MINOR
ABI_VERSION = _abi.ABI_VERSION
# The table engine is the ABI's unstable tier, versioned on its own.
UNSTABLE_VERSION = _abi.UNSTABLE_VERSION

OK = _abi.OK
ERR_INVALID_ARGUMENT = _abi.ERR_INVALID_ARGUMENT
ERR_PARSE = _abi.ERR_PARSE
ERR_BUFFER_TOO_SMALL = _abi.ERR_BUFFER_TOO_SMALL
ERR_LIMIT_EXCEEDED = _abi.ERR_LIMIT_EXCEEDED
ERR_OUT_OF_MEMORY = _abi.ERR_OUT_OF_MEMORY
ERR_CANCELLED = _abi.ERR_CANCELLED
ERR_INTERNAL = _abi.ERR_INTERNAL
ERR_UNSUPPORTED = _abi.ERR_UNSUPPORTED

_ERRORS: dict[int, type[XiaplError]] = {
    ERR_INVALID_ARGUMENT: InvalidArgumentError,
    ERR_PARSE: ParseError,
    ERR_LIMIT_EXCEEDED: LimitExceededError,
    ERR_CANCELLED: CancelledError,
    ERR_UNSUPPORTED: UnsupportedError,
}


def _library_names() -> list[str]:
    """File names to look for, best first: the ABI major's soname, then the
    unversioned development name."""
    if sys.platform == "win32":
        return [f"xiapl-{ABI_MAJOR}.dll", f"libxiapl-{ABI_MAJOR}.dll", "xiapl.dll", "libxiapl.dll"]
    if sys.platform == "darwin":
        return [f"libxiapl.{ABI_MAJOR}.dylib", "libxiapl.dylib"]
    return [f"libxiapl.so.{ABI_MAJOR}", "libxiapl.so"]


def _library_patterns() -> list[str]:
    """Glob patterns after the exact names: the ABI major's fully versioned file
    (a wheel carries only libxiapl.so.2.0.0, no symlinks), then any libxiapl."""
    if sys.platform == "win32":
        return ["*xiapl*.dll"]
    if sys.platform == "darwin":
        return [f"libxiapl.{ABI_MAJOR}.*dylib", "*xiapl*.dylib"]
    return [f"libxiapl.so.{ABI_MAJOR}.*", "*xiapl*.so*"]


def _find_in(folders: list[Path]) -> Path | None:
    """The first libxiapl in the first folder that has one."""
    for folder in folders:
        for name in _library_names():
            if (folder / name).is_file():
                return folder / name
        if folder.is_dir():
            for pattern in _library_patterns():
                matches = sorted(path for path in folder.glob(pattern) if path.is_file())
                if matches:
                    return matches[0]
    return None


def _find_library() -> Path:
    override = os.environ.get("XIAPL_LIBRARY")
    if override:
        path = Path(override)
        if not path.is_file():
            raise LibraryNotFoundError(
                f"XIAPL_LIBRARY is set to {override!r}, which is not a file; "
                "point it at a built libxiapl or unset it to use the installed copy"
            )
        return path
    # pip installs the library beside the package, in .xiapl.mesonpy.libs/; an
    # editable install (docs/development.md) leaves it in its build directory,
    # which meson-python's import hook for the package knows.
    package_dir = Path(__file__).resolve().parent
    folders = [package_dir.parent / ".xiapl.mesonpy.libs", package_dir]
    for finder in sys.meta_path:
        build_path = getattr(finder, "_build_path", None)
        if getattr(finder, "_name", None) == "xiapl" and isinstance(build_path, str):
            folders.append(Path(build_path) / "capi")
    found = _find_in(folders)
    if found is not None:
        return found
    raise LibraryNotFoundError(
        "libxiapl was not found next to the xiapl package; reinstall with `pip install .` "
        "or set XIAPL_LIBRARY to the path of a built libxiapl"
    )


def _version_text(version: int) -> str:
    if version < 1000:  # the single-number ABI versions before major.minor
        return f"{version} (before major.minor numbering)"
    return f"{version // 1000}.{version % 1000}"


def check_abi(found: int, path: Path | str, major: int = ABI_MAJOR, minor: int = ABI_MINOR) -> None:
    """Refuse a library whose ABI (``xiapl_abi_version()``, major * 1000 + minor)
    cannot serve a package built for ``major.minor``: the majors must be equal
    and the library's minor at least ``minor``."""
    if found // 1000 == major and found % 1000 >= minor:
        return
    raise LibraryNotFoundError(
        f"{path} has C ABI {_version_text(found)}, but this xiapl package needs C ABI {major}.{minor} "
        f"or a later {major}.x; install a matching libxiapl (reinstall the package, or point "
        "XIAPL_LIBRARY at a libxiapl of that ABI)"
    )


def check_unstable(found: int, path: Path | str, expected: int = UNSTABLE_VERSION) -> None:
    """Refuse a library whose unstable tier (the table engine, ``xiapl_unstable_version()``)
    is not the one this package was generated for: that tier may change with any minor version."""
    if found == expected:
        return
    raise LibraryNotFoundError(
        f"{path} has unstable tier (table engine) version {found}, but this xiapl package was built "
        f"for version {expected}; install the libxiapl of this package's release (reinstall the "
        "package, or point XIAPL_LIBRARY at that library)"
    )


def _load() -> tuple[ctypes.CDLL, Path]:
    path = _find_library()
    try:
        library = ctypes.CDLL(str(path))
    except OSError as exc:
        raise LibraryNotFoundError(f"cannot load {path}: {exc}") from exc
    # The ABI first: every libxiapl has xiapl_abi_version, and an older library
    # is better named by its version than by a function it lacks.
    try:
        abi_version = library.xiapl_abi_version
    except AttributeError:
        raise LibraryNotFoundError(f"{path} does not export xiapl_abi_version: it is not a libxiapl") from None
    result, arguments, _ = _abi.FUNCTIONS["xiapl_abi_version"]
    abi_version.argtypes = arguments
    abi_version.restype = result
    check_abi(abi_version(), path)
    for name, (result, arguments, returns_status) in _abi.FUNCTIONS.items():
        try:
            function = getattr(library, name)
        except AttributeError:
            raise LibraryNotFoundError(
                f"{path} does not export {name}: it is older than this xiapl package; "
                "rebuild and reinstall both together"
            ) from None
        function.argtypes = arguments
        function.restype = result
        if returns_status:
            function.errcheck = _check_status
    check_unstable(library.xiapl_unstable_version(), path)
    return library, path


def error_for(status: int) -> Exception:
    """The exception for a failed call, carrying the library's message."""
    message = (lib.xiapl_last_error_message() or b"").decode("utf-8", "replace")
    name = lib.xiapl_status_name(status).decode()
    if status == ERR_OUT_OF_MEMORY:
        return MemoryError(message or "libxiapl ran out of memory")
    cls = _ERRORS.get(status, LibraryError)
    return cls(message or name, status, name)


def _check_status(status: int, function: Any, arguments: Any) -> int:
    if status != OK:
        raise error_for(status)
    return status


lib, library_path = _load()

# The same loaded library, seen through ctypes.PyDLL, whose functions keep the
# GIL during the call: for a call that does a few nanoseconds of work,
# releasing and re-taking the GIL is a large part of the cost.
_gil_held = ctypes.PyDLL(str(library_path), handle=lib._handle)


def unchecked(name: str) -> Any:
    """A second handle on a status-returning function, declared alike but
    without the status hook and called with the GIL held, for the hottest
    per-hand calls: the caller tests the status itself and raises
    ``error_for(status)``. The hook is a Python call, about a seventh of the
    cost of a one-hand call; keeping the GIL saves about 500 instructions a
    call (callgrind). Only for calls that return in nanoseconds: other
    threads wait while it runs."""
    result, arguments, returns_status = _abi.FUNCTIONS[name]
    if not returns_status:
        raise ValueError(f"{name} does not return a status")
    function = _gil_held[name]
    function.argtypes = arguments
    function.restype = result
    return function
