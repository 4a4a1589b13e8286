"""What a missing optional dependency says: the work that needs it and the extra to install."""

from __future__ import annotations


def missing_extra(module: str, purpose: str, extra: str) -> ModuleNotFoundError:
    """The error to raise (``from`` the ImportError) when ``module`` is missing:
    ``flop_report needs pandas: pip install 'xiapl[distributed]'``. It is a
    ModuleNotFoundError, so ``except ImportError`` still catches it."""
    return ModuleNotFoundError(f"{purpose} needs {module}: pip install 'xiapl[{extra}]'", name=module)
