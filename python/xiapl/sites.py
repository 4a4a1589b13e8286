"""Hand histories as poker sites write them, imported as PHH hands (docs/sites.md).

The core reads each hand of a site's text (``xiapl_sites_read``), turns it into a PHH hand and
proves it by replaying it through the rules engine to the amounts the site says each player
collected, with the rake. A hand that cannot be read, or whose replay disagrees with the site,
is left out and reported with its line and the reason; the other hands still convert::

    from xiapl import sites

    hands, report = sites.read("HH20140106.txt")
    for failure in report.failures:
        print(failure)          # HH20140106.txt:12: hand 109688230087 (pokerstars): ...
    text = sites.to_pokerstars(hands[0])   # PokerStars text that reads back to the hand
"""

from __future__ import annotations

import ctypes
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from . import _abi
from ._native import lib
from .phh import PhhHand, _Document, _text_out

__all__ = ["SITES", "SiteFailure", "SiteHands", "SiteReport", "read", "to_pokerstars"]

#: The site formats the importer reads, as ``read(site=)`` takes them.
SITES: tuple[str, ...] = (
    "pokerstars",
    "ggpoker",
    "winningpoker",
    "pacific",
    "ipoker",
    "partypoker",
    "winamax",
    "fulltilt",
)

_ = _abi  # the declarations of lib's functions


@dataclass(frozen=True)
class SiteFailure:
    """A hand left out: the file (or ``"<text>"``), the site format (``""`` when none was
    recognized), the site's hand id (``""`` when it could not be read), the 1-based line and
    the reason."""

    source: str
    site: str
    hand: str
    line: int
    reason: str

    def __str__(self) -> str:
        where = f"{self.source}:{self.line}"
        hand = f" hand {self.hand}" if self.hand else ""
        site = f" ({self.site})" if self.site else ""
        return f"{where}:{hand}{site}: {self.reason}" if hand or site else f"{where}: {self.reason}"


@dataclass(frozen=True)
class SiteReport:
    """What a read found: the hands the text held, those kept, and every failure."""

    hands: int
    kept: int
    failures: tuple[SiteFailure, ...] = ()
    #: Per site format: (hands found, hands kept).
    by_site: Mapping[str, tuple[int, int]] = field(default_factory=dict)

    @property
    def coverage(self) -> float:
        """The share of the hands found that were kept (1.0 for a text of no hand)."""
        return self.kept / self.hands if self.hands else 1.0

    def __add__(self, other: SiteReport) -> SiteReport:
        by_site = dict(self.by_site)
        for site, (found, kept) in other.by_site.items():
            old = by_site.get(site, (0, 0))
            by_site[site] = (old[0] + found, old[1] + kept)
        return SiteReport(self.hands + other.hands, self.kept + other.kept, self.failures + other.failures, by_site)


class SiteHands(NamedTuple):
    """The hands kept (PHH hands, in text order) and the report."""

    hands: list[PhhHand]
    report: SiteReport


def _looks_like_path(value: str) -> bool:
    return "\n" not in value and "\r" not in value and len(value) < 4096 and Path(value).is_file()


def read(text_or_path: str | bytes | os.PathLike[str], site: str | None = None) -> SiteHands:
    """Every hand of a site's hand-history text or file, as PHH hands, and the report.

    ``text_or_path`` is the text (``str`` or ``bytes``), or the path of a file (a path object,
    or a ``str`` naming an existing file), read as bytes so that a file in any encoding is
    taken as written. ``site`` is one of ``SITES``, or None to detect each hand's format; another
    name raises ``InvalidArgumentError`` listing them. Each hand kept has the ``extra`` fields
    ``players``, ``seats``, ``hand``, ``winnings`` (what each player collected), ``_site``,
    ``_rake`` and the others docs/sites.md lists.
    """
    source = "<text>"
    if isinstance(text_or_path, os.PathLike) or (isinstance(text_or_path, str) and _looks_like_path(text_or_path)):
        path = Path(text_or_path)
        data = path.read_bytes()
        source = str(text_or_path)
    elif isinstance(text_or_path, bytes):
        data = text_or_path
    elif isinstance(text_or_path, str):
        data = text_or_path.encode("utf-8", "surrogateescape")
    else:
        raise TypeError(f"text_or_path is a str, bytes or a path, not {type(text_or_path).__name__}")
    if site is not None and not isinstance(site, str):
        raise TypeError(f"site is a str or None, not {type(site).__name__}")
    handle = ctypes.c_void_p()
    lib.xiapl_sites_read(data, len(data), None if site is None else site.encode("utf-8"), ctypes.byref(handle))
    document = _Document(handle)
    hands = document.hands() if document.count() else []
    raw = json.loads(_text_out(lib.xiapl_sites_report, handle))
    failures = tuple(SiteFailure(source, f["site"], f["hand"], int(f["line"]), f["reason"]) for f in raw["failures"])
    by_site: dict[str, tuple[int, int]] = {}
    for hand in hands:
        name = str(hand.extra.get("_site", ""))
        found, kept = by_site.get(name, (0, 0))
        by_site[name] = (found + 1, kept + 1)
    for failure in failures:
        if failure.site:
            found, kept = by_site.get(failure.site, (0, 0))
            by_site[failure.site] = (found + 1, kept)
    report = SiteReport(int(raw["hands"]), int(raw["kept"]), failures, by_site)
    return SiteHands(hands, report)


def to_pokerstars(hand: PhhHand) -> str:
    """A hand as PokerStars text, such that ``read`` gives the hand back: the same hand for one read
    from PokerStars text, the same game, players, stacks, actions and winnings for another.

    Names, seats, the hand number, the table, the currency, the date, the winnings and the rake
    come from the hand's ``extra`` fields when it has them (docs/sites.md, "Export"). Raises
    ``UnsupportedError`` for a variant other than NT, FT, PT, PO, NO, FO, FO/8, PO/8 and NO/8 or
    runs (``_runouts``) PokerStars does not deal (more than three, or boards of other than five cards),
    ``InvalidArgumentError`` for a hand the rules engine refuses or that does not end.
    """
    if not isinstance(hand, PhhHand):
        raise TypeError(f"hand is a PhhHand, not {type(hand).__name__}")
    document = _Document.of([hand])
    return _text_out(lib.xiapl_sites_to_pokerstars, document._handle, 0)
