"""Seeded self-play of bots: defined in ``xiapl.apps.selfplay``, importable from this path too."""

from .apps.selfplay import *  # noqa: F403
from .apps.selfplay import __all__ as __all__
