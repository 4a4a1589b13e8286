"""The library's random number generator, for code that wants the same stream
in every language: xoshiro256** seeded by SplitMix64 (docs/rng.md), the
generator behind seeded Monte Carlo and seeded dealing. The bots of
``xiapl play`` derive their seeds with it.

>>> rng = Rng(42)
>>> 0 <= rng.below(52) < 52
True
"""

from __future__ import annotations

import copy
import ctypes
from typing import Any

from . import _abi, _convert
from ._native import lib

_State = _abi.xiapl_rng


class Rng:
    """A seeded generator (xiapl_rng). Copies continue the same stream independently."""

    __slots__ = ("_state",)

    def __init__(self, seed: int = 0) -> None:
        self._state = _State()
        lib.xiapl_rng_seed(ctypes.byref(self._state), _convert.to_uint64(seed, "seed"))

    def next(self) -> int:
        """The next 64 random bits."""
        out = ctypes.c_uint64()
        lib.xiapl_rng_next(ctypes.byref(self._state), ctypes.byref(out))
        return out.value

    def below(self, bound: int) -> int:
        """A uniform integer in ``[0, bound)``, ``1 <= bound <= 2**32``, without bias."""
        if isinstance(bound, bool) or not isinstance(bound, int) or not 1 <= bound <= 1 << 32:
            raise ValueError(f"bound is {bound!r}; give an int 1 .. 2**32")
        out = ctypes.c_uint64()
        lib.xiapl_rng_below(ctypes.byref(self._state), bound, ctypes.byref(out))
        return out.value

    def uniform(self) -> float:
        """A uniform float in ``[0, 1)``."""
        out = ctypes.c_double()
        lib.xiapl_rng_uniform(ctypes.byref(self._state), ctypes.byref(out))
        return out.value

    @classmethod
    def derive(cls, *parts: int) -> int:
        """A 64-bit seed that mixes every part in order (the first draw of a
        generator seeded by each part XOR the previous result)."""
        seed = 0
        for part in parts:
            seed = cls(seed ^ (part & (1 << 64) - 1)).next()
        return seed

    def __copy__(self) -> Rng:
        clone = object.__new__(Rng)
        clone.__setstate__(self.__getstate__())
        return clone

    def __deepcopy__(self, memo: dict[int, Any]) -> Rng:
        return copy.copy(self)

    def __getstate__(self) -> tuple[int, ...]:
        return tuple(self._state.state)

    def __setstate__(self, state: tuple[int, ...]) -> None:
        self._state = _State()
        for i, word in enumerate(state):
            self._state.state[i] = word

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and tuple(other._state.state) == tuple(self._state.state)

    def __repr__(self) -> str:
        return f"<Rng state={[hex(w) for w in self._state.state]}>"
