"""``xiapl play``: Hold'em or Omaha in the terminal, you (seat 0) against bots.

Each hand shows your cards, the board, the pot(s), the stacks and the legal
actions with their amounts, reads your choice (``f``, ``c``, ``r 12``, ``a``,
``q``), shows what the bots do and the showdown with every pot's winners and
odd chips. The engine (``xiapl.table``) applies the rules; this module only
talks. Input and output are streams, so a whole session can be scripted:

>>> import io
>>> out = io.StringIO()
>>> main(["--seats", "2", "--bots", "fold", "--seed", "1", "--hands", "1"], stdin=io.StringIO("c\\n"), stdout=out)
0
>>> "Session over" in out.getvalue()
True
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from ._cli_output import WIDTH, games_help, wrap
from .card import Card
from .eval import evaluate_hand, hand_name
from .game import GameType, as_game
from .phh import PhhHand, format_phh_all
from .rng import Rng
from .selfplay import play_hand
from .strategies import STRATEGIES, Decision, Strategy, find_action, make_strategy
from .table import ActionKind, Betting, LegalAction, Pot, State

__all__ = ["PotResult", "QuitSession", "Session", "add_arguments", "cmd_play", "main", "parse_choice", "pot_results"]


class QuitSession(Exception):
    """The player asked to stop (``q`` or the end of the input)."""


@dataclass
class Player:
    name: str
    strategy: Strategy
    stack: int
    buy_in: int = field(init=False)  #: the stack the player sat down with

    def __post_init__(self) -> None:
        self.buy_in = self.stack


@dataclass(frozen=True)
class PotResult:
    """How one pot was shared: ``shares[seat]`` chips each; ``odd_chips`` went one each to the first winners."""

    amount: int
    contenders: tuple[int, ...]  #: live seats eligible for it
    winners: tuple[int, ...]  #: in odd-chip order (clockwise from the seat left of the button)
    shares: dict[int, int]
    odd_chips: int


def pot_results(state: State) -> list[PotResult]:
    """Who won each pot of a finished hand, for display: the engine's award
    (``State.pot_results``) with the winners in odd-chip order, clockwise from
    the seat left of the button (docs/table.md)."""
    n, button, folded = state.seat_count, state.button, state.folded
    results = []
    for pot in state.pot_results():
        winners = tuple(sorted(pot.winners, key=lambda s: (s - button - 1) % n))
        shares = {s: pot.won[s] for s in winners}
        least = min(shares.values(), default=0)
        odd = sum(1 for chips in shares.values() if chips > least)
        contenders = tuple(s for s in pot.eligible if not folded[s])
        results.append(PotResult(pot.amount, contenders, winners, shares, odd))
    return results


# --- reading the player's choice ----------------------------------------------------------


def _raise_word(state: State) -> str:
    return "bet" if state.current_bet == 0 else "raise to"


def menu(state: State, legal: Sequence[LegalAction]) -> str:
    """The legal actions as the keys to type, with their amounts."""
    items = []
    for action in legal:
        if action.kind == ActionKind.Fold:
            items.append("f fold")
        elif action.kind == ActionKind.Check:
            items.append("c check")
        elif action.kind == ActionKind.Call:
            items.append(f"c call {action.min}")
        elif action.kind == ActionKind.BetOrRaise:
            key = "b" if state.current_bet == 0 else "r"
            if action.min == action.max:  # fixed limit: one size
                items.append(f"{key} {_raise_word(state)} {action.min}")
            else:
                items.append(f"{key} N {_raise_word(state)} N (min {action.min}, max {action.max})")
        elif action.kind == ActionKind.AllIn:
            items.append(f"a all-in ({action.min})")
    items.append("q quit")
    return " | ".join(items)


def parse_choice(text: str, state: State, legal: Sequence[LegalAction]) -> Decision | str:
    """The decision typed in ``text``, or a message saying why it is not one of ``legal``.

    Raises QuitSession for ``q`` / ``quit``.
    """
    words = text.strip().lower().replace("all-in", "allin").replace("all in", "allin").split()
    if not words:
        return "type one of the actions below"
    head, rest = words[0], words[1:]
    if len(head) > 1 and head[0] in "rb" and head[1:].lstrip("+-").isdigit():  # "r12"
        head, rest = head[0], [head[1:], *rest]
    if head in ("q", "quit", "exit"):
        raise QuitSession
    if head in ("f", "fold"):
        if find_action(legal, ActionKind.Fold) is None:
            return "no need to fold: checking is free (c)"
        return Decision(ActionKind.Fold)
    if head in ("c", "k", "check", "call"):
        if find_action(legal, ActionKind.Check) is not None:
            return Decision(ActionKind.Check)
        if find_action(legal, ActionKind.Call) is not None:
            return Decision(ActionKind.Call)
        return "you cannot check or call here"
    if head in ("a", "allin", "shove"):
        if find_action(legal, ActionKind.AllIn) is None:
            return "all-in is not offered here (pot limit caps the raise, or there is nobody to raise)"
        return Decision(ActionKind.AllIn)
    if head in ("r", "b", "raise", "bet"):
        action = find_action(legal, ActionKind.BetOrRaise)
        if action is None:
            return "you cannot bet or raise here"
        if len(rest) == 1 and rest[0][:1] in "+-" and rest[0][1:].isdigit():
            # A sign is never part of an amount: "r -5" is not "r 5".
            return (
                f"{rest[0]} is not an amount: give the chips to {_raise_word(state)} "
                f"without a sign, e.g. `{head[0]} {action.min}`"
            )
        if not rest and action.min == action.max:  # fixed limit: the one size
            return Decision(ActionKind.BetOrRaise, action.min)
        if len(rest) != 1 or not rest[0].isdigit():
            return f"give the amount to {_raise_word(state)}, e.g. `{head[0]} {action.min}`"
        amount = int(rest[0])
        if not action.min <= amount <= action.max:
            return f"{_raise_word(state)} between {action.min} and {action.max}, not {amount}"
        return Decision(ActionKind.BetOrRaise, amount)
    if head in ("h", "help", "?"):
        return "f fold, c check/call, r N raise to N (b N bet N), a all-in, q quit"
    return f"unknown action {text.strip()!r}"


class HumanPlayer:
    """The player at the keyboard: shows the table and asks until the answer is legal."""

    name = "you"

    def __init__(self, session: Session) -> None:
        self.session = session

    def decide(self, state: State, seat: int) -> Decision:
        session = self.session
        legal = state.legal_actions()
        session.show_table(state)
        session.say(f"Your turn. {menu(state, legal)}")
        while True:
            session.write("> ")
            line = session.stdin.readline()
            if not line:
                session.say("")
                raise QuitSession
            if not session.stdin.isatty():  # scripted input: echo it so the transcript reads well
                session.write(line if line.endswith("\n") else line + "\n")
            choice = parse_choice(line, state, legal)
            if isinstance(choice, Decision):
                return choice
            session.say(f"  {choice}.")
            session.say(f"  Try again: {menu(state, legal)}")


# --- the session -----------------------------------------------------------------------------


_STREET_NAMES = {3: "Flop", 4: "Turn", 5: "River"}
# The games xiapl play deals: the board games of the table engine.
PLAYABLE = (
    GameType.Holdem,
    GameType.ShortDeck,
    GameType.Plo,
    GameType.Plo5,
    GameType.Plo6,
    GameType.PloHiLo,
    GameType.Plo5HiLo,
)
_BETTING_TITLES = {Betting.NoLimit: "No-Limit", Betting.PotLimit: "Pot-Limit", Betting.FixedLimit: "Fixed-Limit"}


_BETTING_CHOICES = {"no-limit": Betting.NoLimit, "pot-limit": Betting.PotLimit, "fixed-limit": Betting.FixedLimit}


def usual_betting(game: GameType) -> Betting:
    """How a game is usually played: Omaha pot limit, Omaha hi/lo fixed limit, the others no limit."""
    if game in (GameType.PloHiLo, GameType.Plo5HiLo):
        return Betting.FixedLimit
    return Betting.PotLimit if game in (GameType.Plo, GameType.Plo5, GameType.Plo6) else Betting.NoLimit


_GAME_NAMES = {
    GameType.Holdem: "Hold'em",
    GameType.ShortDeck: "Short-deck Hold'em",
    GameType.Plo: "Omaha (PLO)",
    GameType.Plo5: "Omaha, 5 cards (PLO5)",
    GameType.Plo6: "Omaha, 6 cards (PLO6)",
    GameType.PloHiLo: "Omaha Hi/Lo",
    GameType.Plo5HiLo: "Omaha Hi/Lo, 5 cards",
}


def game_title(game: GameType, betting: Betting) -> str:
    """The betting, then the game: "Fixed-Limit Omaha Hi/Lo"."""
    return f"{_BETTING_TITLES[betting]} {_GAME_NAMES[game]}"


def _cards(mask: int) -> str:
    """The cards of a mask, highest rank first ("Kh Jh")."""
    cards = [Card.from_id(i) for i in range(52) if mask >> i & 1]
    return " ".join(str(c) for c in sorted(cards, key=lambda c: (-c.rank, c.id)))


# Verbs for "You" (second person) next to the bots' third person.
_SECOND_PERSON = {
    "folds": "fold",
    "checks": "check",
    "calls": "call",
    "bets": "bet",
    "raises": "raise",
    "goes": "go",
    "wins": "win",
    "is": "are",
}


def _sentence(who: str, verb: str, rest: str = "") -> str:
    if who == "You":
        verb = _SECOND_PERSON.get(verb, verb)
    return f"{who} {verb}{' ' + rest if rest else ''}"


class Session:
    """A table of players whose stacks carry from hand to hand; seat 0 is usually the human.

    Each hand seats the players who still have chips, in seat order; the
    button moves to the next of them clockwise; a player without chips leaves.
    """

    def __init__(
        self,
        players: Sequence[Player] = (),
        *,
        blinds: tuple[int, int],
        game: GameType,
        seed: int,
        stdin: TextIO,
        stdout: TextIO,
        hands: int | None = None,
        save: str | None = None,
        betting: Betting | None = None,
    ) -> None:
        self.players = list(players)
        self.save = save  # a .phhs file that receives every hand played
        self.history: list[PhhHand] = []
        self.blinds = blinds
        self.game = game
        self.betting = usual_betting(game) if betting is None else betting
        # Fixed limit bets the big blind preflop and on the flop, twice it on the turn and river.
        self.bet_sizes = (blinds[1], 2 * blinds[1]) if self.betting == Betting.FixedLimit else (0, 0)
        self.seed = seed
        self.stdin = stdin
        self.stdout = stdout
        self.hand_limit = hands
        self.hands_played = 0
        self.button = 0  # a seat of self.players
        self.seats: list[int] = []  # table seat -> player index, for the hand being played
        self.table_button = 0
        self.in_hand = False
        self.board_order: list[str] = []  # the board in the order it was dealt
        self.settled_pots: list[Pot] = []  # the pots as the last street closed them

    def add_player(self, name: str, strategy: Strategy, stack: int) -> Player:
        player = Player(name, strategy, stack)
        self.players.append(player)
        return player

    # -- output --

    def write(self, text: str) -> None:
        self.stdout.write(text)
        self.stdout.flush()

    def say(self, line: str) -> None:
        self.write(line + "\n")

    def say_wrapped(self, head: str, text: str) -> None:
        """``head`` and ``text``, the text cut after a comma to stay within the width, aligned under itself."""
        for i, line in enumerate(wrap(text, WIDTH - len(head), separator=", ")):
            self.say((head if i == 0 else " " * len(head)) + line)

    def name(self, table_seat: int) -> str:
        return self.players[self.seats[table_seat]].name

    def show_table(self, state: State) -> None:
        pot_text = f"Pot {state.pot_total}"
        # Side pots are formed when a street's betting closes; while it is open, the bets
        # (an all-in's included) may still be called, raised or returned.
        pots = self.settled_pots
        if len(pots) > 1:
            parts = [f"{'main' if i == 0 else f'side pot {i}'} {p.amount}" for i, p in enumerate(pots)]
            open_bets = state.pot_total - sum(p.amount for p in pots)
            if open_bets:
                parts.append(f"bets this street {open_bets}")
            pot_text += f" ({', '.join(parts)})"
        self.say(f"  Board: {' '.join(self.board_order) or '-'}   {pot_text}")
        stacks, bets, folded, all_in = state.stacks, state.bets, state.folded, state.all_in_seats
        width = max(len(self.name(t)) for t in range(state.seat_count))
        for t in range(state.seat_count):
            notes = []
            if t == self.table_button:
                notes.append("button")
            if folded[t]:
                notes.append("folded")
            elif all_in[t]:
                notes.append("all-in")
            if isinstance(self.players[self.seats[t]].strategy, HumanPlayer):
                notes.append(_cards(state.hole_masks[t]))
            bet = f"bet {bets[t]}" if bets[t] else ""
            self.say(f"    {self.name(t):<{width}}  {stacks[t]:>6}  {bet:<9} {'  '.join(notes)}".rstrip())

    def describe(self, before: State, decision: Decision | None, after: State) -> None:
        """Print one step of the hand: an action or a deal."""
        if decision is None:
            new = _cards(after.board_mask & ~before.board_mask)
            shown = " ".join(self.board_order) + (f" [{new}]" if self.board_order else new)
            self.board_order.extend(new.split())
            self.settled_pots = after.pots
            self.say(f"  {_STREET_NAMES.get(len(self.board_order), 'Board')}: {shown}")
            return
        seat = before.actor
        assert seat is not None
        who = self.name(seat)
        street_total = before.bets[seat] + before.stacks[seat]
        if decision.kind == ActionKind.Fold:
            text = _sentence(who, "folds")
        elif decision.kind == ActionKind.Check:
            text = _sentence(who, "checks")
        elif decision.kind == ActionKind.Call:
            text = _sentence(who, "calls", str(min(before.current_bet - before.bets[seat], before.stacks[seat])))
        elif decision.kind == ActionKind.BetOrRaise:
            if before.current_bet == 0:
                text = _sentence(who, "bets", str(decision.amount))
            else:
                text = _sentence(who, "raises", f"to {decision.amount}")
        else:
            text = _sentence(who, "goes", f"all-in ({street_total})")
        if decision.kind != ActionKind.AllIn and after.all_in_seats[seat]:
            text += " and " + ("are" if who == "You" else "is") + " all-in"
        self.say(f"  {text}")
        # When the betting round closes, the top bet's uncalled part goes back to its owner.
        for other in range(after.seat_count):
            back = before.contributed[other] - after.contributed[other]
            if back > 0:
                self.say(f"  Uncalled {back} returned to {self.name(other)}")

    def show_result(self, state: State, start_stacks: Sequence[int]) -> None:
        folded = state.folded
        live = [t for t in range(state.seat_count) if not folded[t]]
        board = state.board_mask
        showdown = len(live) > 1
        if showdown:
            self.say(f"  Showdown, board {' '.join(self.board_order)}:")
            width = max(len(self.name(t)) for t in live)
            for t in live:
                hole = state.hole_masks[t]
                self.say(
                    f"    {self.name(t):<{width}}  {_cards(hole)}  "
                    f"{hand_name(evaluate_hand(board, hole, game=self.game))}"
                )
        results = pot_results(state)
        shares = [0] * state.seat_count
        for i, pot in enumerate(results):
            label = "Pot" if len(results) == 1 else ("Main pot" if i == 0 else f"Side pot {i}")
            if len(pot.winners) == 1:
                how = "" if showdown else " (everyone else folded)"
                self.say(f"  {label} of {pot.amount}: {_sentence(self.name(pot.winners[0]), 'wins')}{how}")
            else:
                each = ", ".join(f"{self.name(t)} {pot.shares[t]}" for t in pot.winners)
                self.say(f"  {label} of {pot.amount} split: {each}")
                if pot.odd_chips:
                    takers = " and ".join(self.name(t) for t in pot.winners[: pot.odd_chips])
                    goes = "chip goes" if pot.odd_chips == 1 else "chips go"
                    self.say(f"    (the odd {goes} to {takers}: first clockwise from the button)")
            for seat, chips in pot.shares.items():
                shares[seat] += chips
        if shares != state.won:  # the engine's award is the one that counts
            self.say_wrapped("  Awarded: ", ", ".join(f"{self.name(t)} {w}" for t, w in enumerate(state.won) if w))
        stacks = state.stacks
        changes = []
        for t in range(state.seat_count):
            delta = stacks[t] - start_stacks[t]
            changes.append(f"{self.name(t)} {delta:+d} ({stacks[t]})")
        self.say_wrapped("  Result: ", ", ".join(changes))

    # -- play --

    def _next_button(self) -> int:
        n = len(self.players)
        for step in range(1, n + 1):
            seat = (self.button + step) % n
            if self.players[seat].stack > 0:
                return seat
        return self.button

    def play_one(self) -> None:
        """Play the next hand (raises QuitSession when the human quits mid-hand; stacks stay as before it)."""
        if self.hands_played > 0 or self.players[self.button].stack == 0:
            self.button = self._next_button()
        self.seats = [i for i, p in enumerate(self.players) if p.stack > 0]
        self.table_button = self.seats.index(self.button)
        start = [self.players[i].stack for i in self.seats]
        number = self.hands_played + 1
        title = game_title(self.game, self.betting)
        self.board_order = []
        self.settled_pots = []
        self.say(
            f"\n=== Hand {number}: {title}, blinds {self.blinds[0]}/{self.blinds[1]}, "
            f"button {self.players[self.button].name} ==="
        )
        hand_seed = Rng.derive(self.seed, number)

        def observe(before: State, decision: Decision | None, after: State) -> None:
            self.describe(before, decision, after)

        first = State.start(
            start,
            blinds=self.blinds,
            button=self.table_button,
            game=self.game,
            seed=hand_seed,
            betting=self.betting,
            small_bet=self.bet_sizes[0],
            big_bet=self.bet_sizes[1],
        )
        posts = [f"{self.name(t)} {b}" for t, b in enumerate(first.bets) if b]
        self.say("  Blinds: " + ", ".join(posts))
        for t, i in enumerate(self.seats):
            if isinstance(self.players[i].strategy, HumanPlayer):
                self.say(f"  Your cards: {_cards(first.hole_masks[t])}")
        strategies = [self.players[i].strategy for i in self.seats]
        self.in_hand = True
        end = play_hand(
            strategies,
            start,
            self.blinds,
            self.table_button,
            self.game,
            hand_seed,
            observer=observe,
            betting=self.betting,
            small_bet=self.bet_sizes[0],
            big_bet=self.bet_sizes[1],
        )
        self.in_hand = False
        self.show_result(end, start)
        if self.save is not None:
            n = len(self.seats)
            # PHH seats the button last: p1 is the seat after it.
            players = [self.name((self.table_button + 1 + k) % n) for k in range(n)]
            self.history.append(end.to_phh(players=players, hand=number, _seed=str(hand_seed)))
            Path(self.save).write_text(format_phh_all(self.history), encoding="utf-8")
        for t, i in enumerate(self.seats):
            self.players[i].stack = end.stacks[t]
            if end.stacks[t] == 0:
                name = self.players[i].name
                leaves = "leave" if name == "You" else "leaves"
                self.say(f"  {_sentence(name, 'is', f'out of chips and {leaves} the table.')}")
        self.hands_played += 1

    def run(self, human: int | None = 0) -> int:
        """Play until ``human`` busts or quits, one player holds every chip, or the hand limit; 0 = done."""
        reason = ""
        try:
            while True:
                if self.hand_limit is not None and self.hands_played >= self.hand_limit:
                    reason = f"{self.hand_limit} hand{'s' if self.hand_limit != 1 else ''} played"
                    break
                if human is not None and self.players[human].stack == 0:
                    reason = "you are out of chips"
                    break
                with_chips = [p for p in self.players if p.stack > 0]
                if len(with_chips) < 2:
                    reason = f"{with_chips[0].name} won every chip"
                    break
                self.play_one()
        except (QuitSession, KeyboardInterrupt):  # q, the end of the input, or Ctrl-C
            reason = (
                f"you left during hand {self.hands_played + 1}, which does not count" if self.in_hand else "you left"
            )
        self.say(f"\nSession over ({reason}) after {self.hands_played} hand{'s' if self.hands_played != 1 else ''}.")
        width = max(len(p.name) for p in self.players)
        for p in self.players:
            self.say(f"  {p.name:<{width}}  {p.stack}")
        if human is not None:
            net = self.players[human].stack - self.players[human].buy_in
            self.say(f"  Your result: {net:+d} chips ({net / self.blinds[1]:+.1f} big blinds)")
        return 0


# --- the command ---------------------------------------------------------------------------


def _blinds(text: str) -> tuple[int, int]:
    parts = text.replace(",", "/").split("/")
    try:
        small, big = (int(p) for p in parts)
    except ValueError:
        raise ValueError(f"--blinds {text!r}: give small/big in chips, e.g. 1/2") from None
    if not 0 < small <= big:
        raise ValueError(f"--blinds {text!r}: the small blind must be above 0 and at most the big blind")
    return small, big


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``xiapl play`` (registered by xiapl.cli)."""
    parser.add_argument(
        "--seats",
        type=int,
        default=2,
        help="players at the table, you included: 2 (heads-up, default) or 6 (6-max); any of 2-10 works",
    )
    parser.add_argument("--stack", type=int, default=100, help="starting stack in chips (default 100)")
    parser.add_argument("--blinds", default="1/2", help="small/big blind in chips (default 1/2)")
    parser.add_argument(
        "--game",
        default="holdem",
        metavar="GAME",
        help=f"the game: {games_help(games=PLAYABLE)}. By default Hold'em and short deck are played no-limit, "
        "Omaha pot-limit and Omaha hi/lo fixed-limit",
    )
    parser.add_argument(
        "--betting",
        choices=("no-limit", "pot-limit", "fixed-limit"),
        help="the betting structure (default: the game's usual); fixed limit bets the big blind preflop and on "
        "the flop, twice it on the turn and river",
    )
    parser.add_argument(
        "--bots",
        default="equity",
        help=f"bot kinds for seats 1, 2, ... in turn, from {','.join(STRATEGIES)} (default equity)",
    )
    parser.add_argument("--seed", type=int, help="session seed: the same seed deals the same cards (default: fresh)")
    parser.add_argument("--hands", type=int, help="stop after N hands (default: until you bust or quit)")
    parser.add_argument(
        "--save",
        metavar="FILE",
        help="write every hand played to FILE as PHH (a .phhs file, rewritten after each hand)",
    )


def session_from_args(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> Session:
    if not 2 <= args.seats <= 10:
        raise ValueError(f"--seats {args.seats}: a table has 2 to 10 seats (2 heads-up, 6 for 6-max)")
    if args.stack < 1:
        raise ValueError(f"--stack {args.stack}: give a positive number of chips")
    if args.hands is not None and args.hands < 1:
        raise ValueError(f"--hands {args.hands}: give at least 1 (or leave it out to play on)")
    blinds = _blinds(args.blinds)
    game = as_game(args.game)
    if game not in PLAYABLE:
        raise ValueError(
            f"--game {args.game}: xiapl play deals the board games (Hold'em, short deck, Omaha, Omaha hi/lo), "
            f"not {game.display_name}"
        )
    if args.seats * game.hole_cards + 5 > game.deck_cards:
        raise ValueError(
            f"--seats {args.seats}: {game.display_name} deals {game.hole_cards} cards a seat, so one deck "
            f"serves at most {(game.deck_cards - 5) // game.hole_cards} seats"
        )
    kinds = [k for k in args.bots.split(",") if k.strip()]
    if not kinds:
        raise ValueError(f"--bots {args.bots!r}: name at least one of {','.join(STRATEGIES)}")
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    session = Session(
        blinds=blinds,
        game=game,
        seed=seed & ((1 << 64) - 1),
        stdin=stdin,
        stdout=stdout,
        hands=args.hands,
        save=args.save,
        betting=None if getattr(args, "betting", None) is None else Betting(_BETTING_CHOICES[args.betting]),
    )
    session.add_player("You", HumanPlayer(session), args.stack)
    for seat in range(1, args.seats):
        kind = kinds[(seat - 1) % len(kinds)]
        strategy = make_strategy(kind, Rng.derive(seed, 1000 + seat))
        session.add_player(f"Bot {seat} ({strategy.name})", strategy, args.stack)
    return session


def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    session = session_from_args(args, stdin, stdout)
    bots = ", ".join(p.name for p in session.players[1:])
    session.say(
        f"xiapl play: {game_title(session.game, session.betting)}, {len(session.players)} seats, stacks {args.stack}, "
        f"blinds {session.blinds[0]}/{session.blinds[1]}"
    )
    for line in wrap(f"You are seat 0 against {bots}.", WIDTH, separator=", "):
        session.say(line)
    if session.betting == Betting.FixedLimit:
        session.say("Keys: f fold, c check/call, r raise, a all-in, q quit.")
    else:
        session.say("Keys: f fold, c check/call, r N raise to N, a all-in, q quit.")
    session.say(f"Seed {session.seed}: --seed {session.seed} deals these cards again.")
    return session.run(human=0)


def cmd_play(args: argparse.Namespace) -> int:
    try:
        return run(args, sys.stdin, sys.stdout)
    except BrokenPipeError:  # the output was piped into `head` or similar: stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def main(argv: Sequence[str] | None = None, *, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """``xiapl play`` with the given arguments, reading ``stdin`` and writing ``stdout`` (default: the terminal)."""
    from .cli import build_parser, parse_arguments

    args = parse_arguments(build_parser(), ["play", *(sys.argv[1:] if argv is None else argv)])
    try:
        return run(args, stdin if stdin is not None else sys.stdin, stdout if stdout is not None else sys.stdout)
    except ValueError as exc:
        print(f"xiapl play: {exc}", file=sys.stderr)
        return 2
