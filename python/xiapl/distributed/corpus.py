"""Statistics over many PHH hand histories: per player hands, net chips, all-in adjusted net, VPIP and PFR.

``corpus_report("hands/**/*.phh")`` replays every hand of every file named
through the rules engine (the core's batch replay, ``phh.replay_all``) and adds
up, per player, what the replays say. The files are split into tasks of about
:data:`TASK_BYTES` bytes; each task reads its files, replays them and returns
small per-player sums, which the caller merges in task order. With a Dask
client the tasks run on its workers, and the *workers* read the files: on a
cluster of several machines the files must be on a path every worker sees
(a shared file system), under the same name.

Players are keyed by the names of a hand's ``players`` field. A hand without
names counts under its seat labels ``p1``, ``p2``, ...: those are seats, not
people, and the same label in two such hands may be two different players.

Nothing is dropped silently: a file that cannot be read or parsed, and a hand
that does not replay (a variant code PHH does not define, an action the
rules refuse, actions that stop before the hand ends) is listed in
:attr:`CorpusReport.failures` with the reason, and counts in no total.
"""

from __future__ import annotations

import glob
import json
import os
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, Inexact, localcontext
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._extras import missing_extra
from ._runner import ClientLike, run_tasks

if TYPE_CHECKING:
    import pandas

    from ..phh import PhhHand
    from ..table import State

__all__ = [
    "TASK_BYTES",
    "CorpusFailure",
    "CorpusPatternError",
    "CorpusReport",
    "PlayerTotals",
    "corpus_files",
    "corpus_report",
]

#: The bytes of PHH text one task reads and replays (at least one file a task): a fraction of a second.
TASK_BYTES = 256 * 1024
#: A small corpus is cut into this many tasks at least (files allowing), to keep every worker busy.
MIN_TASKS = 8
#: The file names a folder stands for: every hand history beneath it.
PHH_SUFFIXES = (".phh", ".phhs")
#: The site hand-history files a folder also stands for (docs/sites.md): read with xiapl.sites.
SITE_SUFFIXES = (".txt", ".xml")
#: The report's per-player columns, in order.
COLUMNS = ("hands", "net", "allin_adjusted_net", "vpip", "pfr", "vpip_rate", "pfr_rate")


class CorpusPatternError(ValueError):
    """A glob pattern (or folder) that names no file; the message quotes it."""


@dataclass(frozen=True)
class CorpusFailure:
    """A file, or one hand of a file, left out of the report, and why."""

    path: str  #: the file
    hand: int | None  #: the hand's number in the file, from 1; None when the whole file failed
    reason: str  #: what went wrong, as the library says it

    def __str__(self) -> str:
        return f"{self.path}" + ("" if self.hand is None else f" hand {self.hand}") + f": {self.reason}"


# --- the tasks --------------------------------------------------------------------------------


@dataclass
class _Player:
    """One player's exact sums: net in the file's amounts, the all-in adjustment (expected chips
    minus chips won, over the hands that went all-in before the river), VPIP and PFR hands."""

    hands: int = 0
    net: Decimal = Decimal(0)
    allin_adjustment: Fraction = Fraction(0)
    vpip: int = 0
    pfr: int = 0

    def add(self, other: _Player) -> None:
        self.hands += other.hands
        self.net = _exact_sum(self.net, other.net)
        self.allin_adjustment += other.allin_adjustment
        self.vpip += other.vpip
        self.pfr += other.pfr


def _exact_sum(a: Decimal, b: Decimal) -> Decimal:
    """a + b, exactly: Decimal rounds to its context's precision, so a rounded sum would raise."""
    with localcontext() as context:
        context.prec = 60
        context.traps[Inexact] = True
        return a + b


@dataclass
class _Partial:
    """What one task found; the caller merges the tasks' partials in task order."""

    players: dict[str, _Player] = field(default_factory=dict)
    hands: int = 0
    allin_hands: int = 0  #: hands whose net the all-in adjustment replaced
    allin_unknown: int = 0  #: hands all-in before the river with a live player's cards unknown
    failures: list[CorpusFailure] = field(default_factory=list)

    def player(self, name: str) -> _Player:
        found = self.players.get(name)
        if found is None:
            found = self.players[name] = _Player()
        return found

    def add(self, other: _Partial) -> None:
        for name, player in other.players.items():
            self.player(name).add(player)
        self.hands += other.hands
        self.allin_hands += other.allin_hands
        self.allin_unknown += other.allin_unknown
        self.failures += other.failures


def _names(hand: PhhHand) -> list[str]:
    players = hand.players
    if players is not None and len(players) == hand.player_count:
        return [str(p) for p in players]
    return [f"p{i}" for i in range(1, hand.player_count + 1)]


def _allin_adjustment(state: State) -> list[Fraction] | None:
    """Per seat, expected chips at the first all-in spot minus chips won; None without a spot.

    Raises InvalidArgumentError when a live player's cards are unknown."""
    from ..allin import allin_spots

    spots = allin_spots(state, threads=1)  # one thread: a task is one core's work
    if not spots:
        return None
    return [Fraction(expected) - won for expected, won in zip(spots[0].expected, state.won, strict=True)]


def _add_hand(partial: _Partial, path: str, number: int, hand: PhhHand, state: State) -> None:
    from ..errors import InvalidArgumentError

    if not state.is_finished:
        partial.failures.append(
            CorpusFailure(path, number, "the actions stop before the hand ends, so it has no result")
        )
        return
    from ..hand_facts import money_facts

    unit = hand.chip_scale().unit
    facts = money_facts(state)
    adjustment = None
    if any(state.all_in_seats):
        try:
            adjustment = _allin_adjustment(state)
        except InvalidArgumentError:
            partial.allin_unknown += 1
    partial.hands += 1
    if adjustment is not None:
        partial.allin_hands += 1
    for seat, (name, won, paid) in enumerate(zip(_names(hand), state.won, state.contributed, strict=True)):
        player = partial.player(name)
        player.hands += 1
        player.net = _exact_sum(player.net, unit * (won - paid))
        if adjustment is not None:
            player.allin_adjustment += adjustment[seat] * Fraction(unit)
        player.vpip += facts.vpip(seat)
        player.pfr += facts.pfr(seat)


def _add_site_file(partial: _Partial, path: str) -> None:
    """A poker site's hand-history file: imported and proved by xiapl.sites, then replayed."""
    from ..phh import PhhParseError, replay_all
    from ..sites import read

    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        partial.failures.append(CorpusFailure(path, None, f"cannot read the file: {exc.strerror or exc}"))
        return
    hands, report = read(data)
    for failure in report.failures:
        where = f"line {failure.line}" + (f", hand {failure.hand}" if failure.hand else "")
        partial.failures.append(CorpusFailure(path, None, f"{where}: {failure.reason}"))
    for number, (hand, outcome) in enumerate(zip(hands, replay_all(hands, threads=1, errors="return"), strict=True), 1):
        if isinstance(outcome, PhhParseError):
            partial.failures.append(CorpusFailure(path, number, str(outcome)))
        else:
            _add_hand(partial, path, number, hand, outcome)


def _add_file(partial: _Partial, path: str) -> None:
    from .._input import readable
    from ..phh import PhhParseError, parse_phh_all, replay_all

    if Path(path).suffix not in PHH_SUFFIXES:
        _add_site_file(partial, path)
        return

    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        partial.failures.append(CorpusFailure(path, None, f"cannot read the file: {exc.strerror or exc}"))
        return
    except UnicodeDecodeError as exc:
        reason = f"not a text file (byte {exc.start} is not UTF-8); PHH files are UTF-8 TOML"
        partial.failures.append(CorpusFailure(path, None, reason))
        return
    try:
        hands = parse_phh_all(text)
    except PhhParseError as exc:
        partial.failures.append(CorpusFailure(path, None, readable(str(exc))))
        return
    items: Sequence[str | PhhHand] = [text] if len(hands) == 1 else hands
    for number, (hand, outcome) in enumerate(zip(hands, replay_all(items, threads=1, errors="return"), strict=True), 1):
        if isinstance(outcome, PhhParseError):
            partial.failures.append(CorpusFailure(path, number, readable(str(outcome))))
        else:
            _add_hand(partial, path, number, hand, outcome)


def _corpus_task(paths: tuple[str, ...]) -> _Partial:
    """One task: reads, replays and sums the hands of ``paths``."""
    from ..phh import PhhReplayWarning

    partial = _Partial()
    with warnings.catch_warnings():
        # A fold when checking was free is kept by the replay; in a corpus it is not news.
        warnings.simplefilter("ignore", PhhReplayWarning)
        for path in paths:
            _add_file(partial, path)
    return partial


# --- the report -------------------------------------------------------------------------------


def _json_number(value: Decimal | Fraction) -> int | float:
    """An exact amount as a JSON number: an int when whole."""
    whole = value.denominator == 1 if isinstance(value, Fraction) else value == value.to_integral_value()
    return int(value) if whole else float(value)


@dataclass(frozen=True)
class PlayerTotals:
    """One player's exact figures over a corpus (a row of :attr:`CorpusReport.players`)."""

    player: str  #: the name in the files' ``players`` field, else a seat label ``p1``, ``p2``, ...
    hands: int  #: hands played
    net: Decimal  #: chips won, finishing minus starting stack, in the files' amounts
    allin_adjusted_net: Fraction  #: the net with every all-in before the river at its expected chips
    vpip: int  #: hands with chips put in preflop voluntarily (a call, bet, raise or all-in)
    pfr: int  #: hands with a bet or raise preflop

    @property
    def vpip_rate(self) -> float:
        return self.vpip / self.hands

    @property
    def pfr_rate(self) -> float:
        return self.pfr / self.hands

    def as_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "hands": self.hands,
            "net": _json_number(self.net),
            "allin_adjusted_net": _json_number(self.allin_adjusted_net),
            "vpip": self.vpip,
            "pfr": self.pfr,
            "vpip_rate": self.vpip_rate,
            "pfr_rate": self.pfr_rate,
        }


@dataclass(frozen=True)
class CorpusReport:
    """Per-player statistics over a corpus of hand histories (:func:`corpus_report`).

    ``players`` has one row per player, sorted by name, indexed by ``player``:
    ``hands`` played, ``net`` chips won (finishing minus starting stack, in the
    files' amounts), ``allin_adjusted_net`` (the net with each hand that went
    all-in before the river counted at the player's expected chips when the
    money went in), ``vpip`` and ``pfr`` hands, and their shares of the hands,
    ``vpip_rate`` and ``pfr_rate``. The amounts are floats there; ``rows``
    holds the same figures exactly (Decimal and Fraction).
    """

    players: pandas.DataFrame
    rows: tuple[PlayerTotals, ...] = field(repr=False)  #: the rows of ``players``, exact
    files: int  #: the files named
    hands: int  #: the hands replayed and counted
    allin_hands: int  #: hands counted at their all-in equity
    allin_unknown: int  #: hands all-in before the river counted at their result: a live player's cards unknown
    failures: tuple[CorpusFailure, ...]  #: files and hands left out, in file order
    net_total: Decimal  #: the sum of every player's net: 0, as chips only change hands

    def player(self, name: str) -> PlayerTotals:
        """One player's exact figures; KeyError for a name the corpus does not hold."""
        for row in self.rows:
            if row.player == name:
                return row
        raise KeyError(name)

    @property
    def failed_files(self) -> int:
        """Files that could not be read or parsed."""
        return sum(f.hand is None for f in self.failures)

    @property
    def failed_hands(self) -> int:
        """Hands of readable files that did not replay."""
        return sum(f.hand is not None for f in self.failures)

    def as_dict(self) -> dict[str, Any]:
        """The report as JSON-ready values (docs/cli.md, ``xiapl corpus --json``)."""
        return {
            "files": self.files,
            "hands": self.hands,
            "allin_hands": self.allin_hands,
            "allin_unknown": self.allin_unknown,
            "failed_files": self.failed_files,
            "failed_hands": self.failed_hands,
            "net_total": _json_number(self.net_total),
            "players": [row.as_dict() for row in self.rows],
            "failures": [{"file": f.path, "hand": f.hand, "reason": f.reason} for f in self.failures],
        }

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.as_dict(), indent=indent, ensure_ascii=False)


def _report(partial: _Partial, files: int) -> CorpusReport:
    try:
        import pandas
    except ImportError as exc:
        raise missing_extra("pandas", "corpus_report", "distributed") from exc

    rows = tuple(
        PlayerTotals(name, p.hands, p.net, Fraction(p.net) + p.allin_adjustment, p.vpip, p.pfr)
        for name, p in sorted(partial.players.items())
    )
    frame = pandas.DataFrame(
        {
            "hands": [r.hands for r in rows],
            "net": [float(r.net) for r in rows],
            "allin_adjusted_net": [float(r.allin_adjusted_net) for r in rows],
            "vpip": [r.vpip for r in rows],
            "pfr": [r.pfr for r in rows],
            "vpip_rate": [r.vpip_rate for r in rows],
            "pfr_rate": [r.pfr_rate for r in rows],
        },
        index=pandas.Index([r.player for r in rows], name="player", dtype=object),
        columns=list(COLUMNS),
    )
    net_total = Decimal(0)
    for row in rows:
        net_total = _exact_sum(net_total, row.net)
    return CorpusReport(
        frame,
        rows,
        files,
        partial.hands,
        partial.allin_hands,
        partial.allin_unknown,
        tuple(partial.failures),
        net_total,
    )


# --- the job ----------------------------------------------------------------------------------

PathsLike = str | os.PathLike[str] | Iterable[str | os.PathLike[str]]


def corpus_files(paths_or_glob: PathsLike) -> list[Path]:
    """The files a corpus names, sorted, each once.

    Each item is a file, a folder (every ``.phh`` and ``.phhs`` file beneath
    it, and every site hand-history file, ``.txt`` or ``.xml``) or a glob
    pattern (``*``, ``?``, ``[...]``; ``**`` reaches into subfolders). A
    file that does not exist is kept: the report lists it as a failure. A
    pattern or folder that names no file raises CorpusPatternError.
    """
    items = [paths_or_glob] if isinstance(paths_or_glob, (str, os.PathLike)) else list(paths_or_glob)
    found: set[Path] = set()
    for item in items:
        text = os.fspath(item)
        path = Path(text)
        if path.is_dir():
            files = [p for p in path.rglob("*") if p.suffix in PHH_SUFFIXES + SITE_SUFFIXES and p.is_file()]
            if not files:
                raise CorpusPatternError(f"{text}: the folder holds no .phh, .phhs or site (.txt, .xml) file")
        elif any(c in text for c in "*?[") and not path.exists():
            files = [Path(m) for m in glob.glob(text, recursive=True) if Path(m).is_file()]
            if not files:
                raise CorpusPatternError(f"{text}: no file matches this pattern")
        else:
            files = [path]
        found.update(files)
    return sorted(found, key=str)


def _tasks(paths: list[Path], files_per_task: int | None) -> list[tuple[str, ...]]:
    """The files cut into tasks, in order: ``files_per_task`` files each, else runs of files of
    about TASK_BYTES bytes, smaller for a small corpus so that it still makes MIN_TASKS tasks."""
    if files_per_task is not None:
        if isinstance(files_per_task, bool) or not isinstance(files_per_task, int) or files_per_task < 1:
            raise ValueError(f"files_per_task is a count of 1 or more (None: by size), not {files_per_task!r}")
        return [tuple(map(str, paths[i : i + files_per_task])) for i in range(0, len(paths), files_per_task)]
    sizes = []
    for path in paths:
        try:
            sizes.append(path.stat().st_size)
        except OSError:
            sizes.append(0)  # its task says why the file cannot be read
    budget = max(1, min(TASK_BYTES, sum(sizes) // MIN_TASKS))
    tasks: list[tuple[str, ...]] = []
    current: list[str] = []
    filled = 0
    for path, size in zip(paths, sizes, strict=True):
        if current and filled + size > budget:
            tasks.append(tuple(current))
            current, filled = [], 0
        current.append(str(path))
        filled += size
    if current:
        tasks.append(tuple(current))
    return tasks


def corpus_report(
    paths_or_glob: PathsLike,
    *,
    client: ClientLike = None,
    progress: bool = False,
    files_per_task: int | None = None,
) -> CorpusReport:
    """Replay every hand of the files named and sum up, per player, what happened.

    ``paths_or_glob``: a file, folder or glob pattern, or several
    (:func:`corpus_files`). ``client``: None replays here; a Dask client or a
    scheduler address replays on that cluster, whose workers read the files
    themselves. ``progress`` shows a bar on stderr. ``files_per_task`` fixes
    the files a task takes (default: about :data:`TASK_BYTES` bytes of text).
    The report is the same wherever the tasks ran; its ``net_total`` is the sum
    over the hands counted of finishing minus starting stacks.
    """
    paths = corpus_files(paths_or_glob)
    tasks = _tasks(paths, files_per_task)
    merged = _Partial()
    waiting: dict[int, _Partial] = {}  # tasks done before an earlier one
    next_task = 0
    for index, partial in run_tasks(
        _corpus_task, [(t,) for t in tasks], client=client, progress=progress, description="corpus"
    ):
        waiting[index] = partial
        while next_task in waiting:
            merged.add(waiting.pop(next_task))
            next_task += 1
    return _report(merged, len(paths))
