"""Games and (as it lands) equity simulation."""

from __future__ import annotations

from .game import GameType

__all__ = ["GameType"]
