"""The base of the package's enums: an ``IntEnum`` (it is its number, and goes to
the C ABI as one) that prints as its name."""

from __future__ import annotations

from enum import IntEnum


class NamedIntEnum(IntEnum):
    """``print(GameType.Plo)`` and ``f"{GameType.Plo}"`` give ``GameType.Plo``; a format
    spec (``f"{kind:d}"``, ``f"{kind:>3}"``) and ``int(kind)`` give the number."""

    def __str__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    def __format__(self, spec: str) -> str:
        return str(self) if not spec else int.__format__(int(self), spec)
