"""Exceptions raised by xiapl. Bad input is always a ``ValueError``; a request
past one of the library's caps is a ``LimitExceededError``, both a ``ValueError``
and a ``RuntimeError``."""

from __future__ import annotations


class XiaplError(Exception):
    """Base of every error the library reports; ``status`` is the C status code."""

    status: int = -7
    status_name: str = "XIAPL_ERR_INTERNAL"

    def __init__(self, message: str, status: int | None = None, status_name: str | None = None):
        super().__init__(message)
        if status is not None:
            self.status = status
        if status_name is not None:
            self.status_name = status_name


class InvalidArgumentError(XiaplError, ValueError):
    """A value out of range, a duplicate card, a wrong count."""

    status = -1
    status_name = "XIAPL_ERR_INVALID_ARGUMENT"


class ParseError(InvalidArgumentError):
    """Text that does not follow a grammar (cards, ranges, hand histories)."""

    status = -2
    status_name = "XIAPL_ERR_PARSE"


class LimitExceededError(XiaplError, ValueError, RuntimeError):
    """A request beyond what the library allows (too many players, too much memory).

    Both a ValueError and a RuntimeError: code written for either spelling of
    a cap catches it."""

    status = -4
    status_name = "XIAPL_ERR_LIMIT_EXCEEDED"


class CancelledError(XiaplError):
    """A long call was asked to stop."""

    status = -6
    status_name = "XIAPL_ERR_CANCELLED"


class UnsupportedError(XiaplError, ValueError):
    """Well-formed input the library has no answer for: a variant code PHH does not define, a hand
    PHH has no code for (pot-limit stud, say), a board analysis of a game without a board."""

    status = -8
    status_name = "XIAPL_ERR_UNSUPPORTED"


class LibraryError(XiaplError, RuntimeError):
    """A failure inside libxiapl that is not the caller's fault: please report it."""


class LibraryNotFoundError(XiaplError, ImportError):
    """libxiapl could not be found or does not match this package."""
