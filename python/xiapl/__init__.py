"""XiaPL: fast poker hand evaluation, equity and game library (Hold'em, Omaha and
the other PHH games: short deck, hi/lo, stud, razz, 2-7 lowball, badugi).

Every public name is here, at the package root::

    import xiapl

    xiapl.calculate_equity(["AsKs", "QdQc"]).equities
    xiapl.Range.from_string("JJ+, AKs")
    xiapl.evaluate_hand("As Kd 2c 7h 9s", "Ah Ac")

and also where it is defined (``xiapl.simulation.calculate_equity``,
``xiapl.range.Range``, ...). The root loads a module the first time one of
its names is used, so ``import xiapl`` stays cheap.
"""

# The root's names are the public ones alone: what it needs itself is imported under private names.
import importlib as _importlib
import typing as _typing
from pathlib import Path as _Path

from ._native import lib as _lib
from ._native import library_path as _library_path

# The package's public names, each re-exported as "X as X" (one statement per module: isort off).
# isort: off
from .errors import (
    CancelledError as CancelledError,
    InvalidArgumentError as InvalidArgumentError,
    LibraryError as LibraryError,
    LibraryNotFoundError as LibraryNotFoundError,
    LimitExceededError as LimitExceededError,
    ParseError as ParseError,
    UnsupportedError as UnsupportedError,
    XiaplError as XiaplError,
)

if _typing.TYPE_CHECKING:  # the lazy loading below gives these: for type checkers and editors
    from .allin import (
        AllInReport as AllInReport,
        AllInSpot as AllInSpot,
        PotEquity as PotEquity,
        allin_equity as allin_equity,
        allin_spots as allin_spots,
        cards_text as cards_text,
    )
    from .analysis import (
        EquityBin as EquityBin,
        EquityHistogram as EquityHistogram,
        HitTable as HitTable,
        NextCard as NextCard,
        Outs as Outs,
        Standing as Standing,
        equity_histogram as equity_histogram,
        hit_table as hit_table,
        outs as outs,
    )
    from .apps.selfplay import Observer as Observer, play_hand as play_hand
    from .apps.strategies import (
        STRATEGIES as STRATEGIES,
        AlwaysCall as AlwaysCall,
        AlwaysFold as AlwaysFold,
        AlwaysRaise as AlwaysRaise,
        Decision as Decision,
        EquityBot as EquityBot,
        Strategy as Strategy,
        default_discard as default_discard,
        find_action as find_action,
        is_legal as is_legal,
        make_strategy as make_strategy,
    )
    from .canonicalize import (
        BoardChunk as BoardChunk,
        CanonicalBoard as CanonicalBoard,
        CanonicalClasses as CanonicalClasses,
        CanonicalHand as CanonicalHand,
        CanonicalSituation as CanonicalSituation,
        HandChunk as HandChunk,
        SituationChunk as SituationChunk,
        board_orbit_size as board_orbit_size,
        canonical_hand as canonical_hand,
        canonical_hand_mask as canonical_hand_mask,
        canonical_situation as canonical_situation,
        canonical_situation_masks as canonical_situation_masks,
        canonicalize_board as canonicalize_board,
        canonicalize_board_mask as canonicalize_board_mask,
        canonicalize_hand as canonicalize_hand,
        canonicalize_hand_mask as canonicalize_hand_mask,
        canonicalize_hero_and_board as canonicalize_hero_and_board,
        canonicalize_hero_and_board_masks as canonicalize_hero_and_board_masks,
        count_canonical_boards as count_canonical_boards,
        count_canonical_hands as count_canonical_hands,
        count_canonical_situations as count_canonical_situations,
        generate_canonical_boards as generate_canonical_boards,
        generate_canonical_hands as generate_canonical_hands,
        generate_canonical_situations as generate_canonical_situations,
        hand_orbit_size as hand_orbit_size,
        hero_and_board_orbit_size as hero_and_board_orbit_size,
        holdem_hand_class as holdem_hand_class,
        stream_canonical_boards as stream_canonical_boards,
        stream_canonical_hands as stream_canonical_hands,
        stream_canonical_situations as stream_canonical_situations,
    )
    from .card import Card as Card, card_id as card_id, card_ids as card_ids
    from .deck import Deck as Deck
    from .eval import (
        STRENGTH_MAX as STRENGTH_MAX,
        BestHand as BestHand,
        HandCategory as HandCategory,
        HandValue as HandValue,
        RankedValue as RankedValue,
        best_hand as best_hand,
        best_low_hand as best_low_hand,
        completion_histogram as completion_histogram,
        completions as completions,
        count_completions as count_completions,
        describe_hand as describe_hand,
        evaluate_cards as evaluate_cards,
        evaluate_hand as evaluate_hand,
        evaluate_hands_many as evaluate_hands_many,
        evaluate_low as evaluate_low,
        evaluate_lows_many as evaluate_lows_many,
        evaluate_many as evaluate_many,
        evaluate_mask as evaluate_mask,
        hand_name as hand_name,
        judge as judge,
        judge_low as judge_low,
    )
    from .game import (
        GameFamily as GameFamily,
        GameType as GameType,
        Ranking as Ranking,
        as_game as as_game,
        parse_game as parse_game,
    )
    from .hand_facts import MoneyFacts as MoneyFacts, money_facts as money_facts, pot_raise_to as pot_raise_to
    from .icm import (
        ICM_MAX_EXACT_PLAYERS as ICM_MAX_EXACT_PLAYERS,
        BubbleFactor as BubbleFactor,
        IcmEstimate as IcmEstimate,
        ShoveCall as ShoveCall,
        bubble_factor as bubble_factor,
        prize_equity as prize_equity,
        prize_equity_monte_carlo as prize_equity_monte_carlo,
        shove_call as shove_call,
    )
    from .matchup import (
        AUTO_DEALS as AUTO_DEALS,
        EquityReport as EquityReport,
        PlayerShare as PlayerShare,
        equity as equity,
    )
    from .phh import (
        PhhAction as PhhAction,
        PhhHand as PhhHand,
        PhhParseError as PhhParseError,
        PhhReplayWarning as PhhReplayWarning,
        ReplayError as ReplayError,
        UnsupportedVariantError as UnsupportedVariantError,
        finishing_stacks_match as finishing_stacks_match,
        format_phh as format_phh,
        format_phh_all as format_phh_all,
        parse_phh as parse_phh,
        parse_phh_all as parse_phh_all,
        read_phh as read_phh,
        read_phh_all as read_phh_all,
        replay as replay,
        replay_all as replay_all,
        replay_states as replay_states,
        write_phh as write_phh,
        write_phh_all as write_phh_all,
    )
    from .range import (
        Combo as Combo,
        Range as Range,
        generate_top_percent_range as generate_top_percent_range,
        rank_starting_hands as rank_starting_hands,
        try_parse_range as try_parse_range,
    )
    from .rng import Rng as Rng
    from .simulation import (
        CategoryBreakdown as CategoryBreakdown,
        ComboEquity as ComboEquity,
        EquityResult as EquityResult,
        PlayerEquity as PlayerEquity,
        PlayerSplit as PlayerSplit,
        RangeEquityMode as RangeEquityMode,
        RangeEquityResult as RangeEquityResult,
        SimulationMode as SimulationMode,
        SimulationOptions as SimulationOptions,
        calculate_equity as calculate_equity,
        calculate_equity_vs_random as calculate_equity_vs_random,
        calculate_multiway_range_equity as calculate_multiway_range_equity,
        calculate_range_equity as calculate_range_equity,
        max_players as max_players,
    )
    from .strength import (
        STRENGTH_MAX_BINS as STRENGTH_MAX_BINS,
        BoardStrengths as BoardStrengths,
        board_strengths as board_strengths,
    )
    from .table import (
        ActionKind as ActionKind,
        Betting as Betting,
        ChipScale as ChipScale,
        IllegalActionError as IllegalActionError,
        IllegalStepError as IllegalStepError,
        LegalAction as LegalAction,
        Phase as Phase,
        Pot as Pot,
        PotResult as PotResult,
        ReplayWarning as ReplayWarning,
        State as State,
        Step as Step,
        Street as Street,
        TableDefaults as TableDefaults,
        apply as apply,
        check_invariants as check_invariants,
        chip_scale as chip_scale,
        forced_bets as forced_bets,
        legal_actions as legal_actions,
        standard_blinds as standard_blinds,
        usual_table as usual_table,
    )
    from .utils import (
        card_to_mask as card_to_mask,
        cards_to_mask as cards_to_mask,
        mask_to_cards as mask_to_cards,
        mask_to_ids as mask_to_ids,
    )
# isort: on

__version__: str = _lib.xiapl_version_string().decode()


def _public_names() -> dict[str, str]:
    """Each public name and the module it is loaded from, read from the imports above:
    they are the package's one list of its public names."""
    import ast

    found: dict[str, str] = {}
    for node in ast.parse(_Path(__file__).read_text(encoding="utf-8")).body:
        block = node.body if isinstance(node, ast.If) else [node]
        for statement in block:
            if isinstance(statement, ast.ImportFrom) and statement.level == 1 and statement.module:
                for alias in statement.names:
                    if alias.asname == alias.name:  # "X as X": a public name, re-exported
                        found[alias.name] = statement.module
    return found


_PUBLIC = _public_names()
# Where each name the root loads on first use lives (the errors are loaded already).
_MODULE_OF: dict[str, str] = {name: module for name, module in _PUBLIC.items() if module != "errors"}
__all__ = sorted([*_PUBLIC, "__version__", "get_include", "get_library_path"])

# Submodules load on first use too: ``import xiapl; xiapl.eval.evaluate_many(...)``.
_SUBMODULES = frozenset(
    "allin analysis apps canonicalize card cli deck errors eval game hand_facts icm matchup phh play range rng "
    "selfplay simulation sites solver strategies strength table utils".split()
)


def __getattr__(name: str) -> _typing.Any:
    module = _MODULE_OF.get(name)
    if module is not None:
        value = getattr(_importlib.import_module(f".{module}", __name__), name)
    elif name in _SUBMODULES:
        value = _importlib.import_module(f".{name}", __name__)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value  # found once; later lookups are plain attribute reads
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__) | _SUBMODULES)


def get_library_path() -> str:
    """The path of the libxiapl this package loaded (for Go, Rust, Node or C builds)."""
    return str(_library_path)


def get_include() -> str:
    """The folder holding ``xiapl/xiapl.h`` for the loaded library's version."""
    return str(_Path(__file__).resolve().parent / "include")
