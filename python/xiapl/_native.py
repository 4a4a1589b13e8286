"""Find libxiapl, declare its functions, check its ABI, map status codes.

This module holds only the boundary: every other module calls the library
through ``lib`` and the helpers here. Function declarations come from the one
table ``_DECLARATIONS``; ``ci/check_binding_purity.py`` checks it against
``xiapl.h``.
"""

from __future__ import annotations

import ctypes
import os
import sys
from ctypes import POINTER, c_char_p, c_int32, c_uint16, c_uint64, c_void_p
from pathlib import Path
from typing import Any

from .errors import (
    CancelledError,
    InvalidArgumentError,
    LibraryError,
    LibraryNotFoundError,
    LimitExceededError,
    ParseError,
    XiaplError,
)

# Must equal XIAPL_ABI_VERSION in xiapl.h.
ABI_VERSION = 1

OK = 0
ERR_INVALID_ARGUMENT = -1
ERR_PARSE = -2
ERR_BUFFER_TOO_SMALL = -3
ERR_LIMIT_EXCEEDED = -4
ERR_OUT_OF_MEMORY = -5
ERR_CANCELLED = -6
ERR_INTERNAL = -7

_i32p = POINTER(c_int32)
_u64p = POINTER(c_uint64)
_u16p = POINTER(c_uint16)
_STATUS = "status"  # marks a function returning an int32_t status code

# name -> (result, argument types), in header order.
_DECLARATIONS: dict[str, tuple[Any, list[Any]]] = {
    "xiapl_abi_version": (c_int32, []),
    "xiapl_version_string": (c_char_p, []),
    "xiapl_status_name": (c_char_p, [c_int32]),
    "xiapl_last_error_message": (c_char_p, []),
    "xiapl_card_parse": (_STATUS, [c_char_p, _i32p]),
    "xiapl_cards_parse": (_STATUS, [c_char_p, _i32p, c_uint64, _u64p]),
    "xiapl_card_name": (_STATUS, [c_int32, c_char_p, c_uint64, _u64p]),
    "xiapl_mask_from_ids": (_STATUS, [_i32p, c_uint64, _u64p]),
    "xiapl_mask_to_ids": (_STATUS, [c_uint64, _i32p, c_uint64, _u64p]),
    "xiapl_deck_create": (_STATUS, [POINTER(c_void_p)]),
    "xiapl_deck_destroy": (None, [c_void_p]),
    "xiapl_deck_shuffle": (_STATUS, [c_void_p, c_uint64]),
    "xiapl_deck_deal": (_STATUS, [c_void_p, c_uint64, _i32p, c_uint64, _u64p]),
    "xiapl_deck_burn": (_STATUS, [c_void_p, c_uint64]),
    "xiapl_deck_remove": (_STATUS, [c_void_p, c_uint64]),
    "xiapl_deck_reset": (_STATUS, [c_void_p]),
    "xiapl_deck_cards": (_STATUS, [c_void_p, _i32p, c_uint64, _u64p]),
    "xiapl_deck_set_cards": (_STATUS, [c_void_p, _i32p, c_uint64]),
    "xiapl_evaluate_mask": (_STATUS, [c_uint64, _i32p]),
    "xiapl_evaluate_ids": (_STATUS, [_i32p, c_uint64, _i32p]),
    "xiapl_evaluate_hand": (_STATUS, [c_uint64, c_uint64, c_int32, _i32p]),
    "xiapl_evaluate_many": (_STATUS, [_u64p, c_uint64, _u16p]),
    "xiapl_evaluate_hands_many": (_STATUS, [_u64p, _u64p, c_uint64, c_int32, _u16p]),
    "xiapl_judge": (_STATUS, [_u64p, c_uint64, c_uint64, c_int32, _i32p, c_uint64, _u64p]),
    "xiapl_best_hand": (_STATUS, [c_uint64, c_uint64, c_int32, _u64p, _u64p, _i32p]),
    "xiapl_strength_category": (_STATUS, [c_int32, _i32p]),
    "xiapl_strength_kickers": (_STATUS, [c_int32, _i32p, c_uint64, _u64p]),
    "xiapl_describe_strength": (_STATUS, [c_int32, c_char_p, c_uint64, _u64p]),
    "xiapl_hand_name": (_STATUS, [c_int32, c_char_p, c_uint64, _u64p]),
    "xiapl_canon_board": (_STATUS, [c_uint64, _u64p, _u64p]),
    "xiapl_canon_hand": (_STATUS, [c_uint64, _u64p, _u64p]),
    "xiapl_canon_hero_and_board": (_STATUS, [c_uint64, c_uint64, _u64p, _u64p, _u64p]),
    "xiapl_canon_hero_and_board_top_rank": (_STATUS, [c_uint64, c_uint64, _u64p, _u64p, _u64p]),
    "xiapl_canon_holdem_class": (_STATUS, [c_uint64, c_char_p, c_uint64, _u64p]),
    "xiapl_canon_count": (_STATUS, [c_int32, c_int32, _u64p]),
    "xiapl_canon_iter_create": (_STATUS, [c_int32, c_int32, POINTER(c_void_p)]),
    "xiapl_canon_iter_next": (_STATUS, [c_void_p, _u64p, _u64p, _u64p, c_uint64, _u64p]),
    "xiapl_canon_iter_destroy": (None, [c_void_p]),
    # Equity: the options, player and summary structs are passed by pointer
    # (declared in simulation.py).
    "xiapl_equity_options_init": (_STATUS, [c_void_p]),
    "xiapl_equity_max_players": (_STATUS, [c_int32, _i32p]),
    "xiapl_calculate_equity": (
        _STATUS,
        [_u64p, c_uint64, c_uint64, c_uint64, c_int32, c_void_p, c_void_p, c_uint64, _u64p, c_void_p],
    ),
    "xiapl_calculate_equity_vs_random": (
        _STATUS,
        [c_uint64, c_uint64, c_uint64, ctypes.c_uint32, c_int32, c_void_p, c_void_p, c_void_p],
    ),
    "xiapl_table_config_init": (_STATUS, [c_void_p]),
    "xiapl_table_standard_blinds": (_STATUS, [c_int32, c_int32, ctypes.c_int64, ctypes.c_int64, POINTER(ctypes.c_int64), c_uint64, _u64p]),
    "xiapl_table_create": (_STATUS, [c_void_p, POINTER(c_void_p)]),
    "xiapl_table_destroy": (None, [c_void_p]),
    "xiapl_table_apply": (_STATUS, [c_void_p, c_int32, ctypes.c_int64, POINTER(c_void_p)]),
    # The three step arrays are passed as addresses of array.array buffers.
    "xiapl_table_apply_many": (_STATUS, [c_void_p, c_void_p, c_void_p, c_void_p, c_uint64, POINTER(c_void_p), _u64p]),
    "xiapl_table_deal_board": (_STATUS, [c_void_p, c_uint64, POINTER(c_void_p)]),
    "xiapl_table_deal_board_random": (_STATUS, [c_void_p, POINTER(c_void_p)]),
    "xiapl_table_legal_actions": (_STATUS, [c_void_p, _i32p, POINTER(ctypes.c_int64), POINTER(ctypes.c_int64), c_uint64, _u64p]),
    "xiapl_table_info_get": (_STATUS, [c_void_p, c_void_p]),
    "xiapl_table_seat_values": (_STATUS, [c_void_p, c_int32, POINTER(ctypes.c_int64), c_uint64, _u64p]),
    "xiapl_table_pots": (_STATUS, [c_void_p, POINTER(ctypes.c_int64), _u64p, c_uint64, _u64p]),
    "xiapl_table_check_invariants": (_STATUS, [c_void_p]),
    "xiapl_table_serialize": (_STATUS, [c_void_p, c_char_p, c_uint64, _u64p]),
    "xiapl_table_deserialize": (_STATUS, [c_char_p, c_uint64, POINTER(c_void_p)]),
    # Ranges: opaque immutable handles.
    "xiapl_range_parse": (_STATUS, [c_char_p, c_int32, POINTER(c_void_p)]),
    "xiapl_range_all": (_STATUS, [c_int32, POINTER(c_void_p)]),
    "xiapl_range_from_combos": (
        _STATUS, [c_int32, _u64p, POINTER(ctypes.c_double), c_uint64, POINTER(c_void_p)],
    ),
    "xiapl_range_destroy": (None, [c_void_p]),
    "xiapl_range_game": (_STATUS, [c_void_p, _i32p]),
    "xiapl_range_size": (_STATUS, [c_void_p, _u64p]),
    "xiapl_range_total_weight": (_STATUS, [c_void_p, POINTER(ctypes.c_double)]),
    "xiapl_range_combos": (
        _STATUS, [c_void_p, c_uint64, _u64p, POINTER(ctypes.c_double), c_uint64, _u64p],
    ),
    "xiapl_range_union": (_STATUS, [c_void_p, c_void_p, POINTER(c_void_p)]),
    "xiapl_range_intersection": (_STATUS, [c_void_p, c_void_p, POINTER(c_void_p)]),
    "xiapl_range_difference": (_STATUS, [c_void_p, c_void_p, POINTER(c_void_p)]),
    # Range equity: the row, summary and options structs are passed by pointer
    # (declared in simulation.py).
    "xiapl_calculate_range_equity": (
        _STATUS,
        [c_void_p, c_void_p, c_uint64, c_uint64, c_void_p, c_int32, c_void_p, c_uint64, _u64p, c_void_p,
         c_uint64, _u64p, c_void_p],
    ),
    "xiapl_calculate_multiway_range_equity": (
        _STATUS,
        [POINTER(c_void_p), c_uint64, c_uint64, c_uint64, c_void_p, c_void_p, c_uint64, _u64p, c_void_p],
    ),
    "xiapl_rank_starting_hands": (_STATUS, [ctypes.c_double, c_int32, c_char_p, c_uint64, _u64p]),
    "xiapl_generate_top_percent_range": (_STATUS, [ctypes.c_double, c_int32, POINTER(c_void_p)]),
}

_ERRORS: dict[int, type[XiaplError]] = {
    ERR_INVALID_ARGUMENT: InvalidArgumentError,
    ERR_PARSE: ParseError,
    ERR_LIMIT_EXCEEDED: LimitExceededError,
    ERR_CANCELLED: CancelledError,
}


def _library_names() -> list[str]:
    if sys.platform == "win32":
        return ["xiapl.dll", "libxiapl.dll"]
    if sys.platform == "darwin":
        return ["libxiapl.dylib", "libxiapl.0.dylib"]
    return ["libxiapl.so", "libxiapl.so.0"]


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
    for folder in folders:
        for name in _library_names():
            if (folder / name).is_file():
                return folder / name
        if folder.is_dir():
            matches = sorted(folder.glob("*xiapl*.so*")) + sorted(folder.glob("*xiapl*.dylib"))
            matches += sorted(folder.glob("*xiapl*.dll"))
            if matches:
                return matches[0]
    raise LibraryNotFoundError(
        "libxiapl was not found next to the xiapl package; reinstall with `pip install .` "
        "or set XIAPL_LIBRARY to the path of a built libxiapl"
    )


def _load() -> tuple[ctypes.CDLL, Path]:
    path = _find_library()
    try:
        library = ctypes.CDLL(str(path))
    except OSError as exc:
        raise LibraryNotFoundError(f"cannot load {path}: {exc}") from exc
    for name, (result, arguments) in _DECLARATIONS.items():
        try:
            function = getattr(library, name)
        except AttributeError:
            raise LibraryNotFoundError(
                f"{path} does not export {name}: it is older than this xiapl package; "
                "rebuild and reinstall both together"
            ) from None
        function.argtypes = arguments
        if result is _STATUS:
            function.restype = c_int32
            function.errcheck = _check_status
        else:
            function.restype = result
    found = library.xiapl_abi_version()
    if found != ABI_VERSION:
        raise LibraryNotFoundError(
            f"{path} has C ABI version {found}, but this xiapl package needs version {ABI_VERSION}; "
            "install a matching libxiapl (reinstall the package, or fix XIAPL_LIBRARY)"
        )
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
    result, arguments = _DECLARATIONS[name]
    if result is not _STATUS:
        raise ValueError(f"{name} does not return a status")
    function = _gil_held[name]
    function.argtypes = arguments
    function.restype = c_int32
    return function
