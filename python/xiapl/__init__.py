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
from .errors import (
    CancelledError,
    InvalidArgumentError,
    LibraryError,
    LibraryNotFoundError,
    LimitExceededError,
    ParseError,
    UnsupportedError,
    XiaplError,
)

if _typing.TYPE_CHECKING:  # what the lazy loading below gives, for type checkers and editors
    from .allin import AllInReport, AllInSpot, PotEquity, allin_equity, allin_spots, cards_text
    from .analysis import (
        EquityBin,
        EquityHistogram,
        HitTable,
        NextCard,
        Outs,
        Standing,
        equity_histogram,
        hit_table,
        outs,
    )
    from .apps.selfplay import Observer, play_hand
    from .apps.strategies import (
        STRATEGIES,
        AlwaysCall,
        AlwaysFold,
        AlwaysRaise,
        Decision,
        EquityBot,
        Strategy,
        default_discard,
        find_action,
        is_legal,
        make_strategy,
    )
    from .canonicalize import (
        BoardChunk,
        CanonicalBoard,
        CanonicalClasses,
        CanonicalHand,
        CanonicalSituation,
        HandChunk,
        SituationChunk,
        board_orbit_size,
        canonical_hand,
        canonical_hand_mask,
        canonical_situation,
        canonical_situation_masks,
        canonicalize_board,
        canonicalize_board_mask,
        canonicalize_hand,
        canonicalize_hand_mask,
        canonicalize_hero_and_board,
        canonicalize_hero_and_board_masks,
        count_canonical_boards,
        count_canonical_hands,
        count_canonical_situations,
        generate_canonical_boards,
        generate_canonical_hands,
        generate_canonical_situations,
        hand_orbit_size,
        hero_and_board_orbit_size,
        holdem_hand_class,
        stream_canonical_boards,
        stream_canonical_hands,
        stream_canonical_situations,
    )
    from .card import Card, card_id, card_ids
    from .deck import Deck
    from .eval import (
        STRENGTH_MAX,
        BestHand,
        HandCategory,
        HandValue,
        RankedValue,
        best_hand,
        best_low_hand,
        completion_histogram,
        completions,
        count_completions,
        describe_hand,
        evaluate_cards,
        evaluate_hand,
        evaluate_hands_many,
        evaluate_low,
        evaluate_lows_many,
        evaluate_many,
        evaluate_mask,
        hand_name,
        judge,
        judge_low,
    )
    from .game import GameFamily, GameType, Ranking, as_game, parse_game
    from .icm import (
        ICM_MAX_EXACT_PLAYERS,
        BubbleFactor,
        IcmEstimate,
        ShoveCall,
        bubble_factor,
        prize_equity,
        prize_equity_monte_carlo,
        shove_call,
    )
    from .matchup import AUTO_DEALS, EquityReport, PlayerShare, equity
    from .phh import (
        PhhAction,
        PhhHand,
        PhhParseError,
        PhhReplayWarning,
        ReplayError,
        UnsupportedVariantError,
        finishing_stacks_match,
        format_phh,
        format_phh_all,
        parse_phh,
        parse_phh_all,
        read_phh,
        read_phh_all,
        replay,
        replay_all,
        replay_states,
        write_phh,
        write_phh_all,
    )
    from .range import Combo, Range, generate_top_percent_range, rank_starting_hands, try_parse_range
    from .rng import Rng
    from .simulation import (
        CategoryBreakdown,
        ComboEquity,
        EquityResult,
        PlayerEquity,
        PlayerSplit,
        RangeEquityMode,
        RangeEquityResult,
        SimulationMode,
        SimulationOptions,
        calculate_equity,
        calculate_equity_vs_random,
        calculate_multiway_range_equity,
        calculate_range_equity,
        max_players,
    )
    from .strength import STRENGTH_MAX_BINS, BoardStrengths, board_strengths
    from .table import (
        ActionKind,
        Betting,
        ChipScale,
        IllegalActionError,
        IllegalStepError,
        LegalAction,
        Phase,
        Pot,
        PotResult,
        State,
        Step,
        Street,
        TableDefaults,
        apply,
        check_invariants,
        chip_scale,
        forced_bets,
        legal_actions,
        standard_blinds,
        usual_table,
    )
    from .utils import card_to_mask, cards_to_mask, mask_to_cards, mask_to_ids

__version__: str = _lib.xiapl_version_string().decode()

__all__ = [
    "AUTO_DEALS",
    "ICM_MAX_EXACT_PLAYERS",
    "STRATEGIES",
    "STRENGTH_MAX",
    "STRENGTH_MAX_BINS",
    "ActionKind",
    "AllInReport",
    "AllInSpot",
    "AlwaysCall",
    "AlwaysFold",
    "AlwaysRaise",
    "BestHand",
    "Betting",
    "BoardChunk",
    "BoardStrengths",
    "BubbleFactor",
    "CancelledError",
    "CanonicalBoard",
    "CanonicalClasses",
    "CanonicalHand",
    "CanonicalSituation",
    "Card",
    "CategoryBreakdown",
    "ChipScale",
    "Combo",
    "ComboEquity",
    "Decision",
    "Deck",
    "EquityBin",
    "EquityBot",
    "EquityHistogram",
    "EquityReport",
    "EquityResult",
    "GameFamily",
    "GameType",
    "HandCategory",
    "HandChunk",
    "HandValue",
    "HitTable",
    "IcmEstimate",
    "IllegalActionError",
    "IllegalStepError",
    "InvalidArgumentError",
    "LegalAction",
    "LibraryError",
    "LibraryNotFoundError",
    "LimitExceededError",
    "NextCard",
    "Observer",
    "Outs",
    "ParseError",
    "Phase",
    "PhhAction",
    "PhhHand",
    "PhhParseError",
    "PhhReplayWarning",
    "PlayerEquity",
    "PlayerShare",
    "PlayerSplit",
    "Pot",
    "PotEquity",
    "PotResult",
    "Range",
    "RangeEquityMode",
    "RangeEquityResult",
    "RankedValue",
    "Ranking",
    "ReplayError",
    "Rng",
    "ShoveCall",
    "SimulationMode",
    "SimulationOptions",
    "SituationChunk",
    "Standing",
    "State",
    "Step",
    "Strategy",
    "Street",
    "TableDefaults",
    "UnsupportedError",
    "UnsupportedVariantError",
    "XiaplError",
    "__version__",
    "allin_equity",
    "allin_spots",
    "apply",
    "as_game",
    "best_hand",
    "best_low_hand",
    "board_orbit_size",
    "board_strengths",
    "bubble_factor",
    "calculate_equity",
    "calculate_equity_vs_random",
    "calculate_multiway_range_equity",
    "calculate_range_equity",
    "canonical_hand",
    "canonical_hand_mask",
    "canonical_situation",
    "canonical_situation_masks",
    "canonicalize_board",
    "canonicalize_board_mask",
    "canonicalize_hand",
    "canonicalize_hand_mask",
    "canonicalize_hero_and_board",
    "canonicalize_hero_and_board_masks",
    "card_id",
    "card_ids",
    "card_to_mask",
    "cards_text",
    "cards_to_mask",
    "check_invariants",
    "chip_scale",
    "completion_histogram",
    "completions",
    "count_canonical_boards",
    "count_canonical_hands",
    "count_canonical_situations",
    "count_completions",
    "default_discard",
    "describe_hand",
    "equity",
    "equity_histogram",
    "evaluate_cards",
    "evaluate_hand",
    "evaluate_hands_many",
    "evaluate_low",
    "evaluate_lows_many",
    "evaluate_many",
    "evaluate_mask",
    "find_action",
    "finishing_stacks_match",
    "forced_bets",
    "format_phh",
    "format_phh_all",
    "generate_canonical_boards",
    "generate_canonical_hands",
    "generate_canonical_situations",
    "generate_top_percent_range",
    "get_include",
    "get_library_path",
    "hand_name",
    "hand_orbit_size",
    "hero_and_board_orbit_size",
    "hit_table",
    "holdem_hand_class",
    "is_legal",
    "judge",
    "judge_low",
    "legal_actions",
    "make_strategy",
    "mask_to_cards",
    "mask_to_ids",
    "max_players",
    "outs",
    "parse_game",
    "parse_phh",
    "parse_phh_all",
    "play_hand",
    "prize_equity",
    "prize_equity_monte_carlo",
    "rank_starting_hands",
    "read_phh",
    "read_phh_all",
    "replay",
    "replay_all",
    "replay_states",
    "shove_call",
    "standard_blinds",
    "stream_canonical_boards",
    "stream_canonical_hands",
    "stream_canonical_situations",
    "try_parse_range",
    "usual_table",
    "write_phh",
    "write_phh_all",
]

# Where each re-exported name lives: the module's public names (its __all__,
# or for a module without one its own classes and functions). The command
# line and interactive play (xiapl.cli, xiapl.apps.play) keep their names
# under their own paths; the bots and self-play (xiapl.apps) are here.
_EXPORTS: dict[str, str] = {
    "card": "Card card_id card_ids",
    "deck": "Deck",
    "eval": (
        "BestHand HandCategory HandValue RankedValue STRENGTH_MAX best_hand best_low_hand completion_histogram "
        "completions count_completions describe_hand "
        "evaluate_cards evaluate_hand evaluate_hands_many evaluate_low evaluate_lows_many evaluate_many evaluate_mask "
        "hand_name judge judge_low"
    ),
    "game": "GameFamily GameType Ranking as_game parse_game",
    "simulation": (
        "CategoryBreakdown ComboEquity EquityResult PlayerEquity PlayerSplit RangeEquityMode RangeEquityResult "
        "SimulationMode SimulationOptions calculate_equity calculate_equity_vs_random calculate_multiway_range_equity "
        "calculate_range_equity max_players"
    ),
    "range": "Combo Range generate_top_percent_range rank_starting_hands try_parse_range",
    "canonicalize": (
        "BoardChunk CanonicalBoard CanonicalClasses CanonicalHand CanonicalSituation HandChunk SituationChunk "
        "board_orbit_size canonical_hand canonical_hand_mask canonical_situation canonical_situation_masks "
        "canonicalize_board canonicalize_board_mask canonicalize_hand canonicalize_hand_mask "
        "canonicalize_hero_and_board canonicalize_hero_and_board_masks count_canonical_boards "
        "count_canonical_hands count_canonical_situations generate_canonical_boards generate_canonical_hands "
        "generate_canonical_situations hand_orbit_size hero_and_board_orbit_size holdem_hand_class "
        "stream_canonical_boards stream_canonical_hands stream_canonical_situations"
    ),
    "utils": "card_to_mask cards_to_mask mask_to_cards mask_to_ids",
    "table": (
        "ActionKind Betting ChipScale IllegalActionError IllegalStepError LegalAction Phase Pot PotResult State Step "
        "Street "
        "TableDefaults apply check_invariants chip_scale forced_bets legal_actions standard_blinds usual_table"
    ),
    "phh": (
        "PhhAction PhhHand PhhParseError PhhReplayWarning ReplayError UnsupportedVariantError finishing_stacks_match "
        "format_phh format_phh_all parse_phh parse_phh_all read_phh read_phh_all replay replay_all replay_states "
        "write_phh write_phh_all"
    ),
    "allin": "AllInReport AllInSpot PotEquity allin_equity allin_spots cards_text",
    "matchup": "AUTO_DEALS EquityReport PlayerShare equity",
    "analysis": "EquityBin EquityHistogram HitTable NextCard Outs Standing equity_histogram hit_table outs",
    "strength": "STRENGTH_MAX_BINS BoardStrengths board_strengths",
    "apps.strategies": (
        "AlwaysCall AlwaysFold AlwaysRaise Decision EquityBot STRATEGIES Strategy default_discard find_action is_legal "
        "make_strategy"
    ),
    "apps.selfplay": "Observer play_hand",
    "rng": "Rng",
    "icm": (
        "ICM_MAX_EXACT_PLAYERS BubbleFactor IcmEstimate ShoveCall bubble_factor prize_equity prize_equity_monte_carlo "
        "shove_call"
    ),
}
_MODULE_OF: dict[str, str] = {name: module for module, names in _EXPORTS.items() for name in names.split()}

# Submodules load on first use too: ``import xiapl; xiapl.eval.evaluate_many(...)``.
_SUBMODULES = frozenset(
    "allin analysis apps canonicalize card cli deck errors eval game icm matchup phh play range rng selfplay "
    "simulation sites strategies strength table utils".split()
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
