"""``xiapl replay``: PHH hand histories through the rules engine, from any
number of files and glob patterns in one run, with the finishing stacks
checked against the files', the all-in equity of every run-out and, with
``--verbose``, each hand told action by action."""

from __future__ import annotations

import argparse
import glob
import json
import sys
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from .._input import readable
from ..card import Card
from ..table import ChipScale, State
from ._output import WIDTH, files_argument, game_key, json_option, wrap

__all__ = ["add_arguments", "cmd_replay", "expand_paths", "narrate"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``xiapl replay`` (registered by xiapl.cli)."""
    files_argument(
        parser,
        ".phh files (one hand) or .phhs files (several), poker sites' hand-history files (docs/sites.md)",
        "hands/*.phh",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="tell each hand action by action")
    parser.add_argument("--threads", type=int, default=0, help="equity worker threads (default 0: one per CPU)")
    json_option(parser, "the replays")


class FileProblem(ValueError):
    """A file (or pattern) that could not be read, parsed or replayed; the message names it."""


def expand_paths(patterns: list[str]) -> list[Path]:
    """The files named: each argument as a path, or, when it holds * ? or [ and no file has that
    name, the files its glob pattern matches, sorted. A pattern that matches nothing is an error."""
    paths: list[Path] = []
    for pattern in patterns:
        if any(c in pattern for c in "*?[") and not Path(pattern).exists():
            matches = sorted(glob.glob(pattern, recursive=True))
            files = [Path(m) for m in matches if Path(m).is_file()]
            if not files:
                raise FileProblem(f"{pattern}: no file matches this pattern")
            paths += files
        else:
            paths.append(Path(pattern))
    return paths


def _read_site(path: Path) -> list[Any]:
    """A poker site's hand-history file (docs/sites.md): its hands as PHH, each proved by replay;
    the hands left out are told on stderr, and a file of none is a problem."""
    from ..sites import read

    try:
        hands, report = read(path)
    except OSError as exc:
        raise FileProblem(f"cannot read {path}: {exc.strerror or exc}") from None
    for failure in report.failures:
        print(f"xiapl replay: {failure}", file=sys.stderr)
    if not hands:
        reason = report.failures[0].reason if report.failures else "it holds no hand"
        raise FileProblem(f"{path}: no hand could be used ({reason})")
    return hands


def _read(path: Path) -> list[Any]:
    from ..phh import read_phh_all

    if path.is_dir():
        raise FileProblem(f"{path}: is a folder; name its files, e.g. '{path}/*.phh'")
    if path.suffix not in (".phh", ".phhs") and path.is_file():
        return _read_site(path)
    try:
        return read_phh_all(path)
    except OSError as exc:
        raise FileProblem(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise FileProblem(
            f"{path}: not a text file (byte {exc.start} is not UTF-8); PHH files are UTF-8 TOML"
        ) from None
    except ValueError as exc:
        raise FileProblem(f"{path}: {readable(str(exc))}") from None


def _json_amount(value: Decimal) -> int | float:
    """A Decimal amount as a JSON number: an int when whole."""
    return int(value) if value == value.to_integral_value() else float(value)


def _names(hand: Any) -> list[str]:
    players = hand.players
    if players is not None and len(players) == hand.player_count:
        return [str(p) for p in players]
    return [f"p{i}" for i in range(1, hand.player_count + 1)]


def _game_title(state: State) -> str:
    """The betting and the game, as ``xiapl play`` titles them: "Fixed-Limit 2-7 Triple Draw"."""
    from ..apps.play import DRAW_GAMES, game_title

    return game_title(state.game, state.betting, state.last_street if state.game in DRAW_GAMES else 0)


# --- the narrative ---------------------------------------------------------------------------

_STREETS = {3: "Flop", 4: "Turn", 5: "River"}
_STUD_STREETS = ("Third street", "Fourth street", "Fifth street", "Sixth street", "Seventh street")
_DRAWS = ("First draw", "Second draw", "Third draw")


@dataclass
class Event:
    """One line of a hand's story: a deal, an action, a draw, chips returned or won."""

    #: forced_bets, street, deal_hole, deal_board, bring_in, complete, fold, check, call, bet, raise,
    #: discard, stand_pat, show, muck, returned, showdown, wins
    kind: str
    text: str  #: the sentence shown with --verbose
    player: str | None = None
    cards: str | None = None
    amount: Decimal | None = None
    all_in: bool = False
    up: str | None = None  #: a stud deal: its face-up cards ("As")
    #: a showdown: the hand's name in the game's main ranking, and in a hi/lo game its low ("no low" when none)
    names: tuple[str, str | None] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "player": self.player,
            "cards": self.cards,
            "up": self.up,
            "amount": None if self.amount is None else _json_amount(self.amount),
            "all_in": self.all_in,
            "text": self.text,
        } | ({"high_name": self.names[0], "low_name": self.names[1]} if self.names is not None else {})


def _tokens(cards: str) -> list[str]:
    """ "Ac2d??" -> ["Ac", "2d", "??"]."""
    return [cards[i : i + 2] for i in range(0, len(cards), 2)]


def _spaced(cards: str) -> str:
    """ "Ac2d" -> "Ac 2d"; unknown cards ("????") as "unknown cards"."""
    if "?" in cards:
        return "unknown cards"
    return " ".join(_tokens(cards))


def _stud_deal(cards: str, up: int) -> str:
    """A stud deal in the file's order, the face-down cards in brackets: "[Ac 8d] As", "[??]"."""
    parts: list[str] = []
    down: list[str] = []
    for token in _tokens(cards):
        if "?" not in token and up >> Card.from_string(token).id & 1:
            if down:
                parts.append(f"[{' '.join(down)}]")
                down = []
            parts.append(token)
        else:
            down.append(token)
    if down:
        parts.append(f"[{' '.join(down)}]")
    return " ".join(parts)


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'s' if count != 1 else ''}"


def _discard_text(cards: str | None) -> str:
    """What a draw throws away, from the file's cards: "As Ks", "2 cards", "As and 1 unseen card"."""
    tokens = _tokens(cards or "")
    known = [t for t in tokens if "?" not in t]
    unseen = len(tokens) - len(known)
    if not known:
        return _plural(unseen, "card")
    return " ".join(known) + (f" and {_plural(unseen, 'unseen card')}" if unseen else "")


def _shown_cards(state: State, seat: int, shown: dict[int, str]) -> str:
    """A seat's cards at the showdown: in stud as dealt, the down cards in brackets (and the community
    card, if one was dealt); else the cards the file shows (or deals, in a board game), else the
    seat's known cards."""
    from ..apps.play import STUD_GAMES, stud_cards

    if state.game in STUD_GAMES:
        community = " ".join(str(c) for c in _cards(state.board_mask))
        return stud_cards(state, seat, show_down=True) + (f", community card {community}" if community else "")
    if seat in shown:
        return _spaced(shown[seat])
    cards = sorted(_cards(state.hole_masks[seat]), key=lambda c: (-c.rank, c.id))
    return " ".join(str(c) for c in cards)


def narrate(hand: Any, scale: ChipScale) -> tuple[list[Event], State]:
    """The hand action by action, and its last state (phh.replay_states drives the engine).

    Every game: board games deal the board by street; stud deals each street's cards (up cards
    shown, down cards in brackets), opens with the bring-in or a completion, and may turn one
    community card; draw games tell each discard (or stand pat) and the cards drawn. The
    showdown names each hand in its game's ranking (lows, badugi, hi/lo halves)."""
    from ..apps.play import DRAW_GAMES, STUD_GAMES, showdown_name, showdown_names
    from ..phh import replay_states

    names = _names(hand)
    states = replay_states(hand, scale)
    state = next(states)
    game = state.game
    stud, drawing = game in STUD_GAMES, game in DRAW_GAMES
    # Stud and draw games replay a hole-card deal as a step of the hand (board games reveal them).
    dealt_by_step = game.board_cards == 0
    draws = state.last_street if drawing else 0

    def money(chips: int) -> Decimal:
        return scale.to_amount(chips)

    events: list[Event] = []
    posted = [f"{names[s]} {money(b):,}" for s, b in enumerate(state.contributed) if b]
    if posted:
        events.append(Event("forced_bets", "Forced bets: " + ", ".join(posted)))
    board: list[str] = []
    shown: dict[int, str] = {}  # seat -> the cards the showdown names, as the file writes them
    mucked: set[int] = set()  # seats whose last show/muck line mucks: they do not contend
    streets = 0  # the stud streets, or the draws, begun
    for action in hand.parsed_actions():
        verb = action.verb
        if not verb:  # commentary alone: no step of the hand
            continue
        known = bool(action.cards_text) and "?" not in action.cards_text and action.cards_text != "-"
        if known and (verb == "sm" or (verb == "dh" and not dealt_by_step)):
            seat = (action.player if verb == "dh" else action.actor) - 1
            if verb == "sm" and drawing:
                shown[seat] = action.cards_text  # the hand after the draws
            else:
                shown.setdefault(seat, action.cards_text)
        if verb == "sm":
            name = names[action.actor - 1]
            if action.cards_text in ("", "-"):
                mucked.add(action.actor - 1)
                events.append(Event("muck", f"{name} mucks", name))
            else:
                mucked.discard(action.actor - 1)
                events.append(Event("show", f"{name} shows {_spaced(action.cards_text)}", name, action.cards_text))
            continue
        if verb == "dh" and not dealt_by_step:
            name = names[action.player - 1]
            events.append(
                Event("deal_hole", f"{name} is dealt {_spaced(action.cards_text)}", name, action.cards_text or None)
            )
            continue
        before, state = state, next(states)
        # A stud street begins with its first deal, a draw with its first discard or stand pat:
        # the engine's history says which street, or which draw, each step belongs to.
        round_of = None
        if stud and verb in ("dh", "db"):
            round_of = state.history()[-1].street
        elif drawing and verb == "sd":
            round_of = state.history()[-1].draw - 1
        if round_of is not None and round_of >= streets:
            label = _STUD_STREETS if stud else (("The draw",) if draws == 1 else _DRAWS)
            events.append(Event("street", label[min(round_of, len(label) - 1)]))
            streets = round_of + 1
        if verb == "dh":
            name = names[action.player - 1]
            event = Event("deal_hole", "", name, action.cards_text or None)
            if stud:
                up = state.history()[-1].up
                event.text = f"{name} is dealt {_stud_deal(action.cards_text, up)}"
                event.up = "".join(str(c) for c in _cards(up)) or None
            else:
                event.text = f"{name} is dealt {_spaced(action.cards_text)}"
            events.append(event)
            continue
        if verb == "db":
            new = _tokens(action.cards_text or "")
            if stud:  # the deck ran short: one card face up in the middle, for every seat
                text = f"Not enough cards left: one community card for all, {' '.join(new)}"
            else:
                shown_board = " ".join(board) + (f" [{' '.join(new)}]" if board else " ".join(new))
                street = _STREETS.get(len(board) + len(new), "Board") if len(new) < 5 else "Board"
                text = f"{street}: {shown_board}"
            board += new
            events.append(Event("deal_board", text, None, action.cards_text))
            continue
        seat = action.actor - 1
        name = names[seat]
        paid = state.contributed[seat] - before.contributed[seat]
        all_in = state.all_in_seats[seat] and not before.all_in_seats[seat]
        if verb == "sd":
            step = state.history()[-1]
            count = step.cards.bit_count() + step.unknown
            if count == 0:
                event = Event("stand_pat", f"{name} stands pat", name)
            else:
                text = f"{name} discards {_discard_text(action.cards_text)} and draws {count}"
                event = Event("discard", text, name, action.cards_text)
        elif verb == "pb":
            event = Event("bring_in", f"{name} brings in for {money(paid):,}", name, amount=money(paid))
        elif verb == "f":
            event = Event("fold", f"{name} folds", name)
        elif verb == "cc" and paid == 0:
            event = Event("check", f"{name} checks", name)
        elif verb == "cc":
            event = Event("call", f"{name} calls {money(paid):,}", name, amount=money(paid))
        else:
            to = money(scale.to_chips(action.amount))
            if stud and before.completing:
                event = Event("complete", f"{name} completes to {to:,}", name, amount=to)
            elif before.current_bet == 0:
                event = Event("bet", f"{name} bets {to:,}", name, amount=to)
            else:
                event = Event("raise", f"{name} raises to {to:,}", name, amount=to)
        if all_in:
            event.all_in = True
            event.text += " and is all-in"
        events.append(event)
        # The top bet's uncalled part goes back when the betting round ends: the state says so.
        if state.returned is not None:
            other, back = state.returned
            events.append(
                Event(
                    "returned",
                    f"Uncalled {money(back):,} returned to {names[other]}",
                    names[other],
                    amount=money(back),
                )
            )
    if state.is_finished:
        live = [
            s
            for s in range(state.seat_count)
            if not state.folded[s] and s not in mucked and state.hole_masks[s] and not state.unknown_counts[s]
        ]
        if len(live) > 1 and (dealt_by_step or state.board_mask.bit_count() == 5):
            for s in live:
                text = f"{names[s]} has {showdown_name(state, s)} ({_shown_cards(state, s, shown)})"
                events.append(Event("showdown", text, names[s], names=showdown_names(state, s)))
        for s, won in enumerate(state.won):
            if won:
                events.append(Event("wins", f"{names[s]} wins {money(won):,}", names[s], amount=money(won)))
    return events, state


def _cards(mask: int) -> list[Card]:
    return [Card.from_id(i) for i in range(52) if mask >> i & 1]


# --- the report ------------------------------------------------------------------------------


@dataclass
class _Run:
    documents: list[dict[str, Any]] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)
    mismatches: list[str] = field(default_factory=list)
    odd_chips: list[str] = field(default_factory=list)  #: hands whose file splits an odd chip into halves
    hands: int = 0


def _spot_lines(report: Any, index: int) -> list[str]:
    """One street of a run-out as xiapl.allin draws it, its title wrapped to the screen."""
    title, *table = report.spot_lines(index)
    return [*wrap(title, WIDTH - 2, separator=", "), *table]


def _replay_hand(hand: Any, path: Path, number: int, args: argparse.Namespace, run: _Run, several: bool) -> None:
    from ..allin import allin_equity

    scale = hand.chip_scale()
    events, state = narrate(hand, scale)
    report = allin_equity(hand, threads=args.threads)
    names = _names(hand)
    finish = [scale.to_amount(s) for s in state.stacks]
    expected = hand.finishing_stacks
    file_finish = [Decimal(repr(x)) for x in expected] if expected else None
    match = None if file_finish is None else (state.is_finished and finish == file_finish)
    # A file may split an odd chip into halves where the table gives it whole to one tied
    # winner (docs/phh.md): the same total, no seat off by a whole chip. Not a mismatch.
    odd_chip = bool(
        match is False
        and file_finish is not None
        and state.is_finished
        and sum(finish) == sum(file_finish)
        and all(abs(a - b) < scale.to_amount(1) for a, b in zip(finish, file_finish, strict=True))
    )
    where = f"{path} hand {number}"
    if match is False and not odd_chip:
        run.mismatches.append(where)
    elif odd_chip:
        run.odd_chips.append(where)
    run.hands += 1
    showdown = [
        {"player": e.player, "high_name": e.names[0], "low_name": e.names[1]}
        for e in events
        if e.kind == "showdown" and e.names is not None
    ]
    if args.json:
        allin = report.to_dict()
        run.documents.append(
            {
                "file": str(path),
                "hand": number,
                "variant": hand.variant,
                "game": game_key(hand.game),
                "players": names,
                "starting_stacks": hand.starting_stacks,
                "finishing_stacks": [_json_amount(a) for a in finish],
                "file_finishing_stacks": expected,
                "finishing_stacks_match": match,
                "finishing_stacks_difference": (
                    None
                    if file_finish is None
                    else [_json_amount(a - b) for a, b in zip(finish, file_finish, strict=True)]
                ),
                "odd_chip_split": odd_chip,
                "showdown": showdown,
                "finished": state.is_finished,
                "allin": allin,
                "actions": [e.to_dict() for e in events] if args.verbose else None,
            }
        )
        return
    about = ", ".join(str(hand.extra[k]) for k in ("event", "year") if k in hand.extra)
    if run.hands > 1:
        print()
    print(
        (f"{path}: " if several else "")
        + f"Hand {number}: {_game_title(state)}, {hand.player_count} players"
        + (f" ({about})" if about else "")
    )
    if args.verbose:
        for event in events:
            lines = wrap(event.text, WIDTH - 2, separator=", ")
            print("\n".join(["  " + lines[0], *("    " + line for line in lines[1:])]))
    width = max(len("player"), *(len(n) for n in names))
    print(f"  {'player':<{width}}  {'start':>14}  {'finish':>14}" + (f"  {'file':>14}" if file_finish else ""))
    for seat, name in enumerate(names):
        start = scale.to_amount(scale.to_chips(hand.starting_stacks[seat]))
        row = f"  {name:<{width}}  {start:>14,}  {finish[seat]:>14,}"
        if file_finish is not None:
            off = finish[seat] - file_finish[seat]
            row += f"  {file_finish[seat]:>14,}" + (f"  differs by {off:+,}" if off else "")
        print(row)
    if state.game.is_hilo and showdown and not args.verbose:
        print("  showdown")
        for row_ in showdown:
            print(f"    {row_['player']}: high {row_['high_name']}; low {row_['low_name']}")
    if not state.is_finished:
        print(
            "  the hand stops before the end"
            + (", so it does not reach the file's finishing stacks" if file_finish is not None else "")
        )
    elif match is None:
        print("  the file has no finishing stacks to compare with")
    elif odd_chip:
        print("  finishing stacks match the file but for an odd chip: the file splits it into halves,")
        print("    while the table gives it whole to the first tied winner clockwise from the button")
    else:
        print("  finishing stacks " + ("match the file" if match else "differ from the file"))
    if state.game.max_players == 0:  # draw games: equity depends on the draws, no spots
        print(f"  {report.skipped}" if report.skipped else "  no all-in")
    elif report.skipped:
        print(f"  all-in equity skipped: {report.skipped}")
    elif not report.spots:
        print(f"  {report}")
    for index in range(len(report.spots)):
        print("\n".join("  " + line for line in _spot_lines(report, index)))


def cmd_replay(args: argparse.Namespace) -> int:
    from ..phh import ReplayError

    if args.threads < 0:
        raise ValueError(f"--threads must be 0 (one per CPU) or more, got {args.threads}")
    run = _Run()
    files: list[dict[str, Any]] = []

    def problem(file: str, hand: int | None, message: str) -> None:
        run.errors.append({"file": file, "hand": hand, "error": message})
        print(f"xiapl replay: {message}", file=sys.stderr)  # with --json too: stdout holds the document alone

    paths: list[Path] = []
    for pattern in args.files:
        try:
            paths += expand_paths([pattern])
        except FileProblem as exc:
            files.append({"file": pattern, "hands": 0, "error": str(exc)})
            problem(pattern, None, str(exc))
    several = len(paths) > 1
    for path in paths:
        try:
            hands = _read(path)
        except FileProblem as exc:
            files.append({"file": str(path), "hands": 0, "error": str(exc)})
            problem(str(path), None, str(exc))
            continue
        files.append({"file": str(path), "hands": len(hands), "error": None})
        for number, hand in enumerate(hands, 1):
            try:
                _replay_hand(hand, path, number, args, run, several)
            except (ReplayError, ValueError) as exc:
                where = f"{path}" + (f" hand {number}" if len(hands) > 1 else "")
                problem(str(path), number, f"{where}: {readable(str(exc))}")
    if args.json:
        if run.hands:  # nothing replayed: the errors alone, on stderr, as for any failing command
            document = {
                "files": files,
                "hands": run.documents,
                "errors": run.errors,
                "mismatches": len(run.mismatches),
                "odd_chip_splits": len(run.odd_chips),
            }
            print(json.dumps(document, indent=2, ensure_ascii=False))
    elif run.hands > 1 or (run.errors and run.hands):
        print()
        plural = "s" if run.hands != 1 else ""
        summary = f"{run.hands} hand{plural} replayed from {len(files)} file{'s' if len(files) != 1 else ''}"
        if run.mismatches:
            summary += f"; {len(run.mismatches)} do not reach the file's finishing stacks: " + ", ".join(run.mismatches)
        if run.odd_chips:
            summary += f"; {len(run.odd_chips)} match but for an odd chip the file splits in halves: " + ", ".join(
                run.odd_chips
            )
        if run.errors:
            summary += f"; {len(run.errors)} could not be replayed (see above)"
        print(summary)
    if run.errors:
        return 2
    return 1 if run.mismatches else 0
