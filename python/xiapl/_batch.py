"""Buffers for the batch calls: numpy arrays, array('Q') or any 8-byte buffer in,
an array of the same kind out. numpy is used only if the caller passed numpy."""

from __future__ import annotations

import ctypes
import sys
from array import array
from typing import Any

_U64_FORMATS = {"Q", "L", "<Q", "=Q", "<L", "=L", "q", "l", "<q", "=q"}


def as_u64_buffer(data: Any, what: str) -> tuple[Any, int]:
    """A ctypes uint64 array viewing (or, for read-only data, copying) ``data``."""
    if isinstance(data, (list, tuple)):
        try:
            data = array("Q", data)
        except TypeError:
            raise TypeError(
                f"{what} must hold int card masks (xiapl.utils.cards_to_mask turns text into one); "
                f"got {', '.join(sorted({type(m).__name__ for m in data}))}"
            ) from None
        except OverflowError:
            bad = next(i for i, m in enumerate(data) if not 0 <= m < 1 << 64)
            raise ValueError(f"item {bad}: {data[bad]} is not a card mask; masks are ints in 0..2**52 - 1") from None
    try:
        view = memoryview(data)
    except TypeError:
        raise TypeError(
            f"{what} must be a numpy array, an array('Q') or a sequence of ints, not {type(data).__name__}"
        ) from None
    if view.ndim > 1 or view.itemsize != 8 or view.format not in _U64_FORMATS or not view.c_contiguous:
        raise TypeError(
            f"{what} must be a contiguous one-dimensional buffer of 64-bit integers "
            f"(numpy.uint64 or array('Q')); got format {view.format!r}, {view.ndim} dimension(s)"
        )
    count = view.shape[0] if view.shape else 1
    kind = ctypes.c_uint64 * count
    buffer = kind.from_buffer_copy(view) if view.readonly else kind.from_buffer(view.cast("B"))
    return buffer, count


def u16_output_like(data: Any, count: int) -> tuple[Any, Any]:
    """(result object, ctypes pointer into it) for ``count`` uint16 strengths."""
    numpy = sys.modules.get("numpy")
    if numpy is not None and isinstance(data, numpy.ndarray):
        result = numpy.empty(count, dtype=numpy.uint16)
        return result, result.ctypes.data_as(ctypes.POINTER(ctypes.c_uint16))
    result = array("H", bytes(2 * count))
    address, _ = result.buffer_info()
    return result, ctypes.cast(address, ctypes.POINTER(ctypes.c_uint16))


def u64_at(buffer: Any, index: int) -> Any:
    """A pointer to item ``index`` of a ctypes uint64 array (which must outlive it)."""
    return ctypes.cast(ctypes.addressof(buffer) + 8 * index, ctypes.POINTER(ctypes.c_uint64))


def u16_at(pointer: Any, index: int) -> Any:
    """``pointer + index`` for a ctypes uint16 pointer."""
    return ctypes.cast(ctypes.addressof(pointer.contents) + 2 * index, ctypes.POINTER(ctypes.c_uint16))
