"""Interactive play in the terminal (``xiapl play``): defined in ``xiapl.apps.play``, importable from here too."""

from .apps.play import *  # noqa: F403
from .apps.play import __all__ as __all__
