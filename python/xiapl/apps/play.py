"""``xiapl play``: any game of the table engine in the terminal, you (seat 0) against bots.

The board games (Hold'em, short deck, Omaha, Omaha hi/lo), the stud games
(seven-card stud, stud hi/lo, razz) and the draw games (2-7 single and triple
draw, badugi). Each hand shows your cards (in stud every seat's up cards, and
your own down cards), the board, the pot(s), the stacks and the legal actions
with their amounts, reads your choice (``f``, ``c``, ``r 12``, ``a``, ``q``;
``b`` posts stud's bring-in; in a draw, the cards to discard), shows what the
bots do and the showdown with every pot's winners and odd chips. The engine
(``xiapl.table``) applies the rules; this module only talks. Input and output
are streams, so a whole session can be scripted:

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
from typing import Any, TextIO

from .._input import read_cards
from ..card import Card
from ..cli._output import WIDTH, games_help, wrap
from ..errors import UnsupportedError
from ..eval import evaluate_hand, evaluate_low, hand_name
from ..game import GameFamily, GameType, as_game
from ..phh import PhhHand, format_phh_all
from ..rng import Rng
from ..table import ActionKind, Betting, LegalAction, Phase, Pot, State, usual_table
from .selfplay import play_hand
from .strategies import STRATEGIES, Decision, Strategy, find_action, make_strategy

__all__ = [
    "PLAYABLE",
    "PotResult",
    "QuitSession",
    "Session",
    "add_arguments",
    "cmd_play",
    "main",
    "parse_choice",
    "parse_discard",
    "pot_results",
]


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
    """How one pot was shared: ``shares[seat]`` chips each; ``odd_chips`` chips a split left over
    went to ``odd_chip_seats``, the first winners clockwise from the button."""

    amount: int
    contenders: tuple[int, ...]  #: live seats eligible for it
    winners: tuple[int, ...]  #: in odd-chip order (clockwise from the seat left of the button)
    shares: dict[int, int]
    odd_chips: int
    odd_chip_seats: tuple[int, ...] = ()  #: who took the odd chips, in odd-chip order
    high: tuple[int, ...] = ()  #: hi/lo: the winners of the high half
    low: tuple[int, ...] = ()  #: hi/lo: the winners of the low half (none: no hand made a low)


def pot_results(state: State) -> list[PotResult]:
    """Who won each pot of a finished hand, for display: the engine's award
    (``State.pot_results``): its winners in odd-chip order, clockwise from the
    seat left of the button (docs/table.md), its odd chips and their takers,
    and the winners of each half of a hi/lo pot."""
    folded = state.folded
    results = []
    for pot in state.pot_results():
        shares = {s: pot.won[s] for s in pot.order}
        takers = tuple(s for s in pot.order if s in pot.odd_chip_seats)
        contenders = tuple(s for s in pot.eligible if not folded[s])
        results.append(
            PotResult(
                pot.amount, contenders, pot.order, shares, pot.odd_chips, takers, pot.high_winners, pot.low_winners
            )
        )
    return results


# --- the games -----------------------------------------------------------------------------

BOARD_GAMES = tuple(game for game in GameType if game.family is GameFamily.Board)
STUD_GAMES = tuple(game for game in GameType if game.family is GameFamily.Stud)
DRAW_GAMES = tuple(game for game in GameType if game.family is GameFamily.Draw)
#: The games xiapl play deals: every game of the table engine.
PLAYABLE = BOARD_GAMES + STUD_GAMES + DRAW_GAMES

_BETTING_TITLES = {Betting.NoLimit: "No-Limit", Betting.PotLimit: "Pot-Limit", Betting.FixedLimit: "Fixed-Limit"}
_BETTING_CHOICES = {"no-limit": Betting.NoLimit, "pot-limit": Betting.PotLimit, "fixed-limit": Betting.FixedLimit}


_GAME_NAMES = {
    GameType.Holdem: "Hold'em",
    GameType.ShortDeck: "Short-deck Hold'em",
    GameType.Plo: "Omaha (PLO)",
    GameType.Plo5: "Omaha, 5 cards (PLO5)",
    GameType.Plo6: "Omaha, 6 cards (PLO6)",
    GameType.PloHiLo: "Omaha Hi/Lo",
    GameType.Plo5HiLo: "Omaha Hi/Lo, 5 cards",
    GameType.Stud: "Seven-Card Stud",
    GameType.StudHiLo: "Seven-Card Stud Hi/Lo",
    GameType.Razz: "Razz",
    GameType.Lowball27: "2-7 Lowball",
    GameType.Badugi: "Badugi",
}
_DRAW_NAMES = {1: "Single Draw", 3: "Triple Draw"}


def game_title(game: GameType, betting: Betting, draws: int = 0) -> str:
    """The betting, then the game: "Fixed-Limit Omaha Hi/Lo", "No-Limit 2-7 Single Draw"."""
    name = _GAME_NAMES[game]
    if game == GameType.Lowball27:
        name = f"2-7 {_DRAW_NAMES[draws]}" if draws in _DRAW_NAMES else f"{name}, {draws} draws"
    elif game in DRAW_GAMES and draws != 3:
        name += f", {draws} draw{'s' if draws != 1 else ''}"
    return f"{_BETTING_TITLES[betting]} {name}"


def _cards(mask: int) -> str:
    """The cards of a mask, highest rank first ("Kh Jh")."""
    cards = [Card.from_id(i) for i in range(52) if mask >> i & 1]
    return " ".join(str(c) for c in sorted(cards, key=lambda c: (-c.rank, c.id)))


def stud_cards(state: State, seat: int, *, show_down: bool) -> str:
    """A stud seat's cards in the order dealt, the face-down ones in brackets:
    ``[Kd 7s] 4h 9c``, or ``[?? ??] 4h 9c`` with ``show_down`` false."""
    parts = []
    for step in state.history():
        if step.to != seat:
            continue
        down = step.cards & ~step.up
        hidden = down.bit_count() + step.unknown
        if hidden:
            shown = _cards(down).split() + ["??"] * step.unknown if show_down else ["??"] * hidden
            parts.append(f"[{' '.join(shown)}]")
        if step.up:
            parts.append(_cards(step.up))
    return " ".join(parts)


def showdown_name(state: State, seat: int) -> str:
    """A seat's hand at the showdown in its game's ranking ("two pair, tens and sixes",
    "8-6-4-2-A low", "three-card badugi 5-3-2"), and its low half in a hi/lo game
    ("...; 8-7-4-3-A low" or "...; no low"). ``xiapl replay`` names hands with it too."""
    high, low = showdown_names(state, seat)
    return high if low is None else f"{high}; {low}"


def showdown_names(state: State, seat: int) -> tuple[str, str | None]:
    """A seat's hand at the showdown as two names: the game's main ranking, and the low
    half of a hi/lo game ("8-7-4-3-A low" or "no low"; None in the other games)."""
    game = state.game
    hole, board = state.hole_masks[seat], state.board_mask
    if game not in BOARD_GAMES:  # every card is the player's own (stud's community card too)
        hole, board = hole | board, 0
    high = hand_name(evaluate_hand(board, hole, game=game))
    if not game.is_hilo:
        return high, None
    low = evaluate_low(board, hole, game=game)
    return high, "no low" if low is None else hand_name(low, game=game, low=True)


# --- reading the player's choice ----------------------------------------------------------


def _raise_word(state: State) -> str:
    if state.completing:
        return "complete to"
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
        elif action.kind == ActionKind.BringIn:
            items.append(f"b bring in {action.min}")
        elif action.kind == ActionKind.BetOrRaise:
            key = "b" if state.current_bet == 0 and not state.completing else "r"
            if action.min == action.max:  # fixed limit: one size
                items.append(f"{key} {_raise_word(state)} {action.min}")
            else:
                items.append(f"{key} N {_raise_word(state)} N (min {action.min}, max {action.max})")
        elif action.kind == ActionKind.AllIn:
            items.append(f"a all-in ({action.min})")
    # The bring-in first: it is what the seat usually does.
    items.sort(key=lambda item: not item.startswith("b bring"))
    items.append("q quit")
    return " | ".join(items)


def parse_choice(text: str, state: State, legal: Sequence[LegalAction]) -> Decision | str:
    """The decision typed in ``text``, or a message saying why it is not one of ``legal``.

    Raises QuitSession for ``q`` / ``quit``.
    """
    words = text.strip().lower().replace("all-in", "allin").replace("all in", "allin").split()
    words = ["bringin" if w == "bring-in" else w for w in words]
    if words[:2] == ["bring", "in"]:
        words = ["bringin", *words[2:]]
    if not words:
        return "type one of the actions below"
    head, rest = words[0], words[1:]
    if len(head) > 1 and head[0] in "rb" and head[1:].lstrip("+-").isdigit():  # "r12"
        head, rest = head[0], [head[1:], *rest]
    if head in ("q", "quit", "exit"):
        raise QuitSession
    bring_in = find_action(legal, ActionKind.BringIn)
    must_open = "post the bring-in (b) or complete (r)"
    # The bring-in is the passive choice, as a check or call is elsewhere: c posts it too.
    if head in ("bringin", "bring") or (head in ("b", "c", "k", "call") and bring_in is not None):
        if bring_in is None:
            return "there is no bring-in to post here"
        if rest:
            return f"the bring-in is {bring_in.min} and takes no amount: type {head[0]} alone (r completes)"
        return Decision(ActionKind.BringIn)
    if head in ("f", "fold"):
        if bring_in is not None:
            return f"you cannot fold here: {must_open}"
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
            return "all-in is not offered here (the limit caps the bet, or there is nobody to raise)"
        return Decision(ActionKind.AllIn)
    if head in ("r", "b", "raise", "bet", "complete"):
        action = find_action(legal, ActionKind.BetOrRaise)
        if action is None:
            return "you cannot bet or raise here"
        key = "r" if head == "complete" else head[0]
        if len(rest) == 1 and rest[0][:1] in "+-" and rest[0][1:].isdigit():
            # A sign is never part of an amount: "r -5" is not "r 5".
            return (
                f"{rest[0]} is not an amount: give the chips to {_raise_word(state)} "
                f"without a sign, e.g. `{key} {action.min}`"
            )
        if not rest and action.min == action.max:  # fixed limit: the one size
            return Decision(ActionKind.BetOrRaise, action.min)
        if len(rest) != 1 or not rest[0].isdigit():
            return f"give the amount to {_raise_word(state)}, e.g. `{key} {action.min}`"
        amount = int(rest[0])
        if not action.min <= amount <= action.max:
            return f"{_raise_word(state)} between {action.min} and {action.max}, not {amount}"
        return Decision(ActionKind.BetOrRaise, amount)
    if head in ("h", "help", "?"):
        if bring_in is not None:
            return "b post the bring-in, r complete, q quit"
        return "f fold, c check/call, r N raise to N (b N bet N), a all-in, q quit"
    return f"unknown action {text.strip()!r}"


_PAT_WORDS = ("p", "pat", "stand", "none", "-")
# Betting keys typed at the draw's prompt: said to be out of place rather than read as cards.
_ACTION_WORDS = ("c", "k", "f", "r", "b", "a", "check", "call", "fold", "raise", "bet", "allin", "all-in")


def _example(hand: int) -> str:
    """Two cards of the hand, the highest, to show how a discard is typed."""
    return " ".join(_cards(hand).split()[:2])


def parse_discard(text: str, hand: int, most: int) -> int | str:
    """The cards typed in ``text`` to discard from ``hand`` (a mask; at most ``most``) as a mask,
    0 to stand pat (nothing typed, or ``pat``), or a message saying what is wrong.

    Raises QuitSession for ``q`` / ``quit``.
    """
    words = text.strip().split()
    if words and words[0].lower() in ("d", "discard", "draw"):
        words = words[1:]
    typed = " ".join(words)
    if not words or typed.lower() in _PAT_WORDS:
        return 0
    if typed.lower() in ("q", "quit", "exit"):
        raise QuitSession
    if typed.lower() in ("h", "help", "?") or typed.lower() in _ACTION_WORDS:
        return f"this is the draw: type the cards to throw away, e.g. `{_example(hand)}`, or Enter to keep them all"
    try:
        cards = read_cards(typed, "")
    except ValueError as exc:
        return str(exc).strip()
    mask = 0
    for card in cards:
        mask |= 1 << card.id
    missing = [str(c) for c in cards if not hand >> c.id & 1]
    if missing:
        which = " and ".join(missing)
        return f"{which} {'is' if len(missing) == 1 else 'are'} not in your hand ({_cards(hand)})"
    if len(cards) > most:
        return f"you may discard at most {most} cards, not {len(cards)}"
    return mask


def _read_line(session: Session) -> str:
    """The next line typed; the end of the input quits."""
    session.write("> ")
    line = session.stdin.readline()
    if not line:
        session.say("")
        raise QuitSession
    if not session.stdin.isatty():  # scripted input: echo it so the transcript reads well
        session.write(line if line.endswith("\n") else line + "\n")
    return line


class HumanPlayer:
    """The player at the keyboard: shows the table and asks until the answer is legal."""

    name = "you"

    def __init__(self, session: Session) -> None:
        self.session = session

    def decide(self, state: State, seat: int) -> Decision:
        if state.phase == Phase.Drawing:
            return Decision(ActionKind.Discard, self.discard(state, seat))
        session = self.session
        legal = state.legal_actions()
        session.show_table(state)
        session.say(f"Your turn. {menu(state, legal)}")
        while True:
            choice = parse_choice(_read_line(session), state, legal)
            if isinstance(choice, Decision):
                return choice
            session.say(f"  {choice}.")
            session.say(f"  Try again: {menu(state, legal)}")

    def discard(self, state: State, seat: int) -> int:
        """The cards to discard (a mask; 0 stands pat), asked until they are a legal draw."""
        session = self.session
        row = find_action(state.legal_actions(), ActionKind.Discard)
        most = row.max if row is not None else 0
        hand = state.hole_masks[seat]
        session.show_table(state)
        session.say(
            f"Your draw: type the cards to discard (at most {most}, e.g. `{_example(hand)}`), "
            "or Enter to stand pat; q quits."
        )
        while True:
            choice = parse_discard(_read_line(session), hand, most)
            if isinstance(choice, int):
                return choice
            session.say(f"  {choice}.")
            session.say("  Try again: the cards to discard, or Enter to stand pat.")


# --- the session -----------------------------------------------------------------------------


_STREET_NAMES = {3: "Flop", 4: "Turn", 5: "River"}
_STUD_STREETS = ("Third street", "Fourth street", "Fifth street", "Sixth street", "Seventh street")
_ORDINALS = ("first", "second", "third")


def _draw_name(number: int, draws: int) -> str:
    """The draw round ``number`` (from 1): "the draw" of a single draw, else "the second draw"."""
    return "the draw" if draws == 1 else f"the {_ORDINALS[number - 1]} draw"


# Verbs for "You" (second person) next to the bots' third person.
_SECOND_PERSON = {
    "folds": "fold",
    "checks": "check",
    "calls": "call",
    "bets": "bet",
    "raises": "raise",
    "completes": "complete",
    "brings": "bring",
    "discards": "discard",
    "stands": "stand",
    "draws": "draw",
    "goes": "go",
    "wins": "win",
    "is": "are",
}


def _halves_won(seat: int, high: Sequence[int], low: Sequence[int]) -> str:
    """Which halves of a hi/lo pot a winner took: "high", "low split", "high and low"."""
    won = [
        f"{half}{' split' if len(winners) > 1 else ''}"
        for half, winners in (("high", high), ("low", low))
        if seat in winners
    ]
    return " and ".join(won)


def _sentence(who: str, verb: str, rest: str = "") -> str:
    if who == "You":
        verb = _SECOND_PERSON.get(verb, verb)
    return f"{who} {verb}{' ' + rest if rest else ''}"


class Session:
    """A table of players whose stacks carry from hand to hand; seat 0 is usually the human.

    Each hand seats the players who still have chips, in seat order; the
    button moves to the next of them clockwise; a player without chips leaves.
    Board and draw games post ``blinds`` (default 1/2); stud posts ``ante``
    (default 1) and a ``bring_in`` (default half the small bet); every game
    may add an ante. Fixed limit bets ``bets`` (small, big): by default the big
    blind and twice it, in stud 4/8. Draw games play ``draws`` draws (default:
    one under no and pot limit, three under fixed limit). Defaults come from
    :func:`xiapl.table.usual_table`, the library's table of games.
    """

    def __init__(
        self,
        players: Sequence[Player] = (),
        *,
        blinds: tuple[int, int] | None = None,
        game: GameType,
        seed: int,
        stdin: TextIO,
        stdout: TextIO,
        hands: int | None = None,
        save: str | None = None,
        betting: Betting | None = None,
        ante: int | None = None,
        bring_in: int | None = None,
        bets: tuple[int, int] | None = None,
        draws: int = 0,
    ) -> None:
        self.players = list(players)
        self.save = save  # a .phhs file that receives every hand played
        self.history: list[PhhHand] = []
        self.game = game
        self.stud = game in STUD_GAMES
        self.drawing = game in DRAW_GAMES
        usual = usual_table(game, betting, draws)  # the library's table of games
        self.betting = usual.betting
        self.draws = usual.draws
        self.blinds = (usual.small_blind, usual.big_blind) if self.stud or blinds is None else blinds
        self.ante = usual.ante if ante is None else ante
        fixed = self.betting == Betting.FixedLimit
        if bets is None:
            bets = (usual.small_bet, usual.big_bet) if self.stud else (self.blinds[1], 2 * self.blinds[1])
            default_bring_in = usual.bring_in
        else:
            default_bring_in = bets[0] // 2
        self.bet_sizes = bets if fixed else (0, 0)
        self.bring_in = (default_bring_in if bring_in is None else bring_in) if self.stud else 0
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
        self.dealt: list[str] = []  # stud: this street's up cards, "Bot 1 (call) 9c", until all are out
        self.draw_round = 0  # draw games: the draws begun this hand
        self.last_draw: dict[int, str] = {}  # draw games: table seat -> "drew 2" / "stood pat"

    def add_player(self, name: str, strategy: Strategy, stack: int) -> Player:
        player = Player(name, strategy, stack)
        self.players.append(player)
        return player

    def start_options(self) -> dict[str, Any]:
        """The keyword arguments of ``State.start`` for this table's game and stakes."""
        return {
            "game": self.game,
            "betting": self.betting,
            "blinds": None if self.stud else self.blinds,
            "antes": self.ante,
            "bring_in": self.bring_in,
            "draws": self.draws,
            "small_bet": self.bet_sizes[0],
            "big_bet": self.bet_sizes[1],
        }

    def stakes(self) -> str:
        """The forced bets and bet sizes, as the hand headers show them."""
        if self.stud:
            text = f"ante {self.ante}, bring-in {self.bring_in}"
            if self.betting == Betting.FixedLimit:
                text += f", bets {self.bet_sizes[0]}/{self.bet_sizes[1]}"
            return text
        text = f"blinds {self.blinds[0]}/{self.blinds[1]}"
        return text + (f", ante {self.ante}" if self.ante else "")

    @property
    def unit(self) -> tuple[int, str]:
        """The chips a result is counted in: the big blind; in stud the big bet (without a limit,
        the smallest full bet: twice the bring-in)."""
        if self.stud:
            if self.betting == Betting.FixedLimit:
                return self.bet_sizes[1], "big bets"
            return max(2 * self.bring_in, 1), "full bets"
        return self.blinds[1], "big blinds"

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

    def is_human(self, table_seat: int) -> bool:
        return isinstance(self.players[self.seats[table_seat]].strategy, HumanPlayer)

    def _where(self, state: State) -> str:
        """The street as the table heading names it: the board, stud's street, the draws so far."""
        if self.stud:
            street = _STUD_STREETS[min(int(state.street), 4)]
            return street + (f", community card {_cards(state.board_mask)}" if state.board_mask else "")
        if self.drawing:
            if state.phase == Phase.Drawing:
                return "The draw" if self.draws == 1 else f"Draw {self.draw_round} of {self.draws}"
            if self.draw_round == 0:
                return f"Before {_draw_name(1, self.draws)}"
            return f"After {_draw_name(self.draw_round, self.draws)}"
        return f"Board: {' '.join(self.board_order) or '-'}"

    def _seat_cards(self, state: State, t: int) -> str:
        """What the table row shows of a seat's cards."""
        if state.folded[t]:
            return ""
        if self.stud:
            return stud_cards(state, t, show_down=self.is_human(t))
        if self.is_human(t):
            return _cards(state.hole_masks[t])
        return self.last_draw.get(t, "")

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
        self.say(f"  {self._where(state)}   {pot_text}")
        stacks, bets, folded, all_in = state.stacks, state.bets, state.folded, state.all_in_seats
        width = max(len(self.name(t)) for t in range(state.seat_count))
        for t in range(state.seat_count):
            notes = []
            if t == self.table_button and not self.stud:  # stud has no button: the cards decide who acts
                notes.append("button")
            if folded[t]:
                notes.append("folded")
            elif all_in[t]:
                notes.append("all-in")
            cards = self._seat_cards(state, t)
            if cards:
                notes.append(cards)
            bet = f"bet {bets[t]}" if bets[t] and state.phase == Phase.Betting else ""  # a closed round's bets are in
            self.say(f"    {self.name(t):<{width}}  {stacks[t]:>6}  {bet:<9} {'  '.join(notes)}".rstrip())

    def _flush_dealt(self, state: State) -> None:
        """Stud: once a street's cards are all out, say who got which up card."""
        if not self.dealt:
            return
        street = _STUD_STREETS[min(int(state.street), 4)]
        self.say_wrapped(f"  {street}: ", ", ".join(self.dealt))
        self.dealt = []

    def describe_deal(self, before: State, after: State) -> None:
        """Print a deal: board cards, a stud street's cards, a draw's replacements."""
        step = after.history()[-1]
        if step.to is None:  # board cards
            new = _cards(after.board_mask & ~before.board_mask)
            if self.stud:  # the deck ran short: one card face up in the middle for everyone
                self._flush_dealt(after)
                self.say(f"  Seventh street: not enough cards left, so one community card for all: {new}")
                return
            shown = " ".join(self.board_order) + (f" [{new}]" if self.board_order else new)
            self.board_order.extend(new.split())
            self.settled_pots = after.pots
            self.say(f"  {_STREET_NAMES.get(len(self.board_order), 'Board')}: {shown}")
            return
        seat = step.to
        if self.stud:
            self.settled_pots = after.pots
            who = self.name(seat)
            down = step.cards & ~step.up
            if step.up:
                self.dealt.append(f"{who} {_cards(step.up)}")
            elif down and self.is_human(seat):
                self.dealt.append(f"{who} [{_cards(down)}]")
            else:
                self.dealt.append(f"{who} [??]")
            if after.phase != Phase.Dealing:
                self._flush_dealt(after)
            return
        if self.is_human(seat):  # a draw's replacements: the bots' draws were told at their discards
            self.say(f"  You draw {_cards(step.cards)}: your cards {_cards(after.hole_masks[seat])}")

    def describe(self, before: State, decision: Decision | None, after: State) -> None:
        """Print one step of the hand: an action or a deal."""
        if decision is None:
            self.describe_deal(before, after)
        else:
            self.describe_action(before, decision, after)
        if self.drawing and after.phase == Phase.Drawing and before.phase != Phase.Drawing:
            self.draw_round += 1
            self.settled_pots = after.pots
            self.say("  The draw:" if self.draws == 1 else f"  Draw {self.draw_round} of {self.draws}:")

    def describe_action(self, before: State, decision: Decision, after: State) -> None:
        seat = before.actor
        assert seat is not None
        who = self.name(seat)
        street_total = before.bets[seat] + before.stacks[seat]
        if decision.kind == ActionKind.Discard:
            count = decision.amount.bit_count()
            if count == 0:
                text = _sentence(who, "stands", "pat")
                self.last_draw[seat] = "stood pat"
            else:
                cards = _cards(decision.amount) if self.is_human(seat) else f"{count} card{'s' if count != 1 else ''}"
                text = _sentence(who, "discards", cards)
                self.last_draw[seat] = f"drew {count}"
            self.say(f"  {text}")
            return
        if decision.kind == ActionKind.Fold:
            text = _sentence(who, "folds")
        elif decision.kind == ActionKind.Check:
            text = _sentence(who, "checks")
        elif decision.kind == ActionKind.Call:
            text = _sentence(who, "calls", str(min(before.current_bet - before.bets[seat], before.stacks[seat])))
        elif decision.kind == ActionKind.BringIn:
            text = _sentence(who, "brings", f"in for {after.bets[seat]}")
        elif decision.kind == ActionKind.BetOrRaise:
            if before.completing:
                text = _sentence(who, "completes", f"to {decision.amount}")
            elif before.current_bet == 0:
                text = _sentence(who, "bets", str(decision.amount))
            else:
                text = _sentence(who, "raises", f"to {decision.amount}")
        else:
            text = _sentence(who, "goes", f"all-in ({street_total})")
        if decision.kind != ActionKind.AllIn and after.all_in_seats[seat]:
            text += " and " + ("are" if who == "You" else "is") + " all-in"
        self.say(f"  {text}")
        # When the betting round closes, the top bet's uncalled part goes back to its owner.
        if after.returned is not None:
            other, back = after.returned
            self.say(f"  Uncalled {back} returned to {self.name(other)}")

    def show_result(self, state: State, start_stacks: Sequence[int]) -> None:
        folded = state.folded
        live = [t for t in range(state.seat_count) if not folded[t]]
        showdown = len(live) > 1
        if showdown:
            if self.game in BOARD_GAMES:
                self.say(f"  Showdown, board {' '.join(self.board_order)}:")
            else:
                board = f", community card {_cards(state.board_mask)}" if state.board_mask else ""
                self.say(f"  Showdown{board}:")
            width = max(len(self.name(t)) for t in live)
            for t in live:
                cards = stud_cards(state, t, show_down=True) if self.stud else _cards(state.hole_masks[t])
                self.say(f"    {self.name(t):<{width}}  {cards}  {showdown_name(state, t)}")
        results = pot_results(state)
        shares = [0] * state.seat_count
        for i, pot in enumerate(results):
            label = "Pot" if len(results) == 1 else ("Main pot" if i == 0 else f"Side pot {i}")
            high, low = (pot.high, pot.low) if showdown and self.game.is_hilo else ((), ())
            if len(pot.winners) == 1:
                how = "" if showdown else " (everyone else folded)"
                if low:
                    how = " high and low" if pot.winners[0] in low else " (no low)"
                self.say(f"  {label} of {pot.amount}: {_sentence(self.name(pot.winners[0]), 'wins')}{how}")
            elif low:  # hi/lo: each half to its best hand, the odd chip to the high half
                each = ", ".join(f"{self.name(t)} {pot.shares[t]} ({_halves_won(t, high, low)})" for t in pot.winners)
                self.say_wrapped(f"  {label} of {pot.amount} split high/low: ", each)
            else:
                each = ", ".join(f"{self.name(t)} {pot.shares[t]}" for t in pot.winners)
                self.say(f"  {label} of {pot.amount} split: {each}")
                if pot.odd_chips:
                    takers = " and ".join(self.name(t) for t in pot.odd_chip_seats)
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

    def _announce(self, first: State) -> None:
        """The forced bets and the first cards of a hand."""
        antes = [c - b for c, b in zip(first.contributed, first.bets, strict=True)]
        if any(antes):
            if len(set(antes)) == 1:
                self.say(f"  Antes: {antes[0]} from each seat")
            else:
                self.say_wrapped("  Antes: ", ", ".join(f"{self.name(t)} {a}" for t, a in enumerate(antes)))
        if not self.stud:
            posts = [f"{self.name(t)} {b}" for t, b in enumerate(first.bets) if b]
            self.say_wrapped("  Blinds: ", ", ".join(posts))
            for t in range(first.seat_count):
                if self.is_human(t):
                    self.say(f"  Your cards: {_cards(first.hole_masks[t])}")
            return
        rows = [f"{self.name(t)} {stud_cards(first, t, show_down=self.is_human(t))}" for t in range(first.seat_count)]
        self.say_wrapped("  Third street: ", ", ".join(rows))

    def play_one(self) -> None:
        """Play the next hand (raises QuitSession when the human quits mid-hand; stacks stay as before it)."""
        if self.hands_played > 0 or self.players[self.button].stack == 0:
            self.button = self._next_button()
        self.seats = [i for i, p in enumerate(self.players) if p.stack > 0]
        self.table_button = self.seats.index(self.button)
        start = [self.players[i].stack for i in self.seats]
        number = self.hands_played + 1
        title = game_title(self.game, self.betting, self.draws)
        self.board_order = []
        self.settled_pots = []
        self.dealt = []
        self.draw_round = 0
        self.last_draw = {}
        button = "" if self.stud else f", button {self.players[self.button].name}"
        self.say(f"\n=== Hand {number}: {title}, {self.stakes()}{button} ===")
        hand_seed = Rng.derive(self.seed, number)
        options = self.start_options()
        self._announce(State.start(start, button=self.table_button, seed=hand_seed, **options))

        def observe(before: State, decision: Decision | None, after: State) -> None:
            self.describe(before, decision, after)

        strategies = [self.players[i].strategy for i in self.seats]
        self.in_hand = True
        end = play_hand(strategies, start, button=self.table_button, seed=hand_seed, observer=observe, **options)
        self.in_hand = False
        self.show_result(end, start)
        if self.save is not None:
            self.history.append(end.to_phh(players=self.phh_players(), hand=number, _seed=str(hand_seed)))
            Path(self.save).write_text(format_phh_all(self.history), encoding="utf-8")
        for t, i in enumerate(self.seats):
            self.players[i].stack = end.stacks[t]
            if end.stacks[t] == 0:
                name = self.players[i].name
                leaves = "leave" if name == "You" else "leaves"
                self.say(f"  {_sentence(name, 'is', f'out of chips and {leaves} the table.')}")
        self.hands_played += 1

    def phh_players(self) -> list[str]:
        """The names of this hand's seats in PHH order: the button last, p1 the seat after it."""
        n = len(self.seats)
        return [self.name((self.table_button + 1 + k) % n) for k in range(n)]

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
            chips, unit = self.unit
            self.say(f"  Your result: {net:+d} chips ({net / chips:+.1f} {unit})")
        return 0


# --- the command ---------------------------------------------------------------------------


def _pair(text: str, option: str, noun: str, example: str) -> tuple[int, int]:
    """``small/big`` chips of ``option``: both above 0, the small one at most the big one."""
    parts = text.replace(",", "/").split("/")
    try:
        small, big = (int(p) for p in parts)
    except ValueError:
        raise ValueError(f"{option} {text!r}: give small/big in chips, e.g. {example}") from None
    if not 0 < small <= big:
        raise ValueError(f"{option} {text!r}: the small {noun} must be above 0 and at most the big {noun}")
    return small, big


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``xiapl play`` (registered by xiapl.cli)."""
    parser.add_argument(
        "--seats",
        type=int,
        default=2,
        help="players at the table, you included: 2 (heads-up, default) or 6 (6-max); any of 2-10 works (2-8 in stud)",
    )
    parser.add_argument("--stack", type=int, default=100, help="starting stack in chips (default 100)")
    parser.add_argument(
        "--blinds", help="small/big blind in chips (default 1/2); the stud games have none: see --ante and --bring-in"
    )
    parser.add_argument(
        "--game",
        default="holdem",
        metavar="GAME",
        help=f"the game: {games_help(games=PLAYABLE)}. By default Hold'em, short deck and 2-7 single draw "
        "are played no-limit, Omaha pot-limit, and Omaha hi/lo, the stud games, 2-7 triple draw and badugi "
        "fixed-limit",
    )
    parser.add_argument(
        "--betting",
        choices=("no-limit", "pot-limit", "fixed-limit"),
        help="the betting structure (default: the game's usual); fixed limit bets the small bet on the first two "
        "rounds and the big bet on the later ones (see --bets), four bets and raises a round",
    )
    parser.add_argument(
        "--bets",
        metavar="SMALL/BIG",
        help="fixed limit's small/big bet in chips (default: the big blind and twice it; stud 4/8)",
    )
    parser.add_argument(
        "--ante",
        type=int,
        metavar="CHIPS",
        help="an ante every seat posts each hand, in chips (default 0; the stud games 1)",
    )
    parser.add_argument(
        "--bring-in",
        type=int,
        metavar="CHIPS",
        help="stud: what the lowest up card (razz: the highest) must post on third street unless it completes "
        "to the small bet; below the small bet (default half of it)",
    )
    parser.add_argument(
        "--draws",
        type=int,
        choices=(1, 2, 3),
        help="2-7 and badugi: the draw rounds (default 1 under no or pot limit, 3 under fixed limit; "
        "--game 2-7 --draws 3 is 2-7 triple draw, played fixed-limit)",
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


def _check_options(args: argparse.Namespace, game: GameType) -> None:
    """Refuse the options the game has no use for, naming the ones it takes."""
    name = game.display_name
    if game in STUD_GAMES and args.blinds is not None:
        raise ValueError(f"--blinds: {name} has no blinds; it opens with antes and the bring-in (--ante, --bring-in)")
    if game not in STUD_GAMES and args.bring_in is not None:
        studs = ", ".join(g.key for g in STUD_GAMES)
        raise ValueError(f"--bring-in: only the stud games ({studs}) have a bring-in, not {name}")
    if game not in DRAW_GAMES and args.draws is not None:
        draws = ", ".join(g.key for g in DRAW_GAMES)
        raise ValueError(f"--draws: only the draw games ({draws}) have draws, not {name}")
    if args.ante is not None and args.ante < 0:
        raise ValueError(f"--ante {args.ante}: give 0 or more chips")
    if args.bring_in is not None and args.bring_in < 0:
        raise ValueError(f"--bring-in {args.bring_in}: give 0 or more chips")


def session_from_args(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> Session:
    if not 2 <= args.seats <= 10:
        raise ValueError(f"--seats {args.seats}: a table has 2 to 10 seats (2 heads-up, 6 for 6-max)")
    if args.stack < 1:
        raise ValueError(f"--stack {args.stack}: give a positive number of chips")
    if args.hands is not None and args.hands < 1:
        raise ValueError(f"--hands {args.hands}: give at least 1 (or leave it out to play on)")
    game = as_game(args.game)
    if game not in PLAYABLE:
        raise ValueError(f"--game {args.game}: xiapl play does not deal {game.display_name}")
    _check_options(args, game)
    blinds = _pair(args.blinds, "--blinds", "blind", "1/2") if args.blinds is not None else None
    bets = _pair(args.bets, "--bets", "bet", "4/8") if args.bets is not None else None
    if game in BOARD_GAMES and args.seats * game.hole_cards + 5 > game.deck_cards:
        raise ValueError(
            f"--seats {args.seats}: {game.display_name} deals {game.hole_cards} cards a seat, so one deck "
            f"serves at most {(game.deck_cards - 5) // game.hole_cards} seats"
        )
    kinds = [k for k in args.bots.split(",") if k.strip()]
    if not kinds:
        raise ValueError(f"--bots {args.bots!r}: name at least one of {','.join(STRATEGIES)}")
    betting = None if getattr(args, "betting", None) is None else Betting(_BETTING_CHOICES[args.betting])
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    session = Session(
        blinds=blinds,
        game=game,
        seed=seed & ((1 << 64) - 1),
        stdin=stdin,
        stdout=stdout,
        hands=args.hands,
        save=args.save,
        betting=betting,
        ante=args.ante,
        bring_in=args.bring_in,
        bets=bets,
        draws=args.draws or 0,
    )
    if bets is not None and session.betting != Betting.FixedLimit:
        raise ValueError(
            f"--bets: the bet sizes of fixed limit, and {game_title(game, session.betting, session.draws)} "
            "bets any amount from the smallest bet up (--betting fixed-limit plays fixed limit)"
        )
    # The engine checks the rest (stud's 8 seats, a bring-in below the small bet), and whether
    # --save can write the game as PHH, on a first hand dealt from these options.
    try:
        trial = State.start([args.stack] * args.seats, seed=0, **session.start_options())
        if args.save is not None:
            trial.to_phh()
    except UnsupportedError as exc:
        raise ValueError(f"--save: {exc}") from None
    session.add_player("You", HumanPlayer(session), args.stack)
    for seat in range(1, args.seats):
        kind = kinds[(seat - 1) % len(kinds)]
        strategy = make_strategy(kind, Rng.derive(seed, 1000 + seat))
        session.add_player(f"Bot {seat} ({strategy.name})", strategy, args.stack)
    return session


def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    session = session_from_args(args, stdin, stdout)
    bots = ", ".join(p.name for p in session.players[1:])
    title = game_title(session.game, session.betting, session.draws)
    session.say(f"xiapl play: {title}, {len(session.players)} seats, stacks {args.stack}, {session.stakes()}")
    for line in wrap(f"You are seat 0 against {bots}.", WIDTH, separator=", "):
        session.say(line)
    raise_key = "r raise" if session.betting == Betting.FixedLimit else "r N raise to N"
    if session.stud:
        session.say(f"Keys: b bring in, f fold, c check/call, {raise_key} (or complete), a all-in, q quit.")
        session.say("Cards in [ ] are face down: you see your own, not the others'.")
    else:
        session.say(f"Keys: f fold, c check/call, {raise_key}, a all-in, q quit.")
    if session.drawing:
        session.say("To draw, type the cards to discard (e.g. `Kd 9s`); Enter stands pat.")
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
    from ..cli import build_parser, parse_arguments

    args = parse_arguments(build_parser(), ["play", *(sys.argv[1:] if argv is None else argv)])
    try:
        return run(args, stdin if stdin is not None else sys.stdin, stdout if stdout is not None else sys.stdout)
    except ValueError as exc:
        print(f"xiapl play: {exc}", file=sys.stderr)
        return 2
