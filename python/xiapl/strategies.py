"""The bots: defined in ``xiapl.apps.strategies``, importable from this path too."""

from .apps.strategies import *  # noqa: F403
from .apps.strategies import __all__ as __all__
