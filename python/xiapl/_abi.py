# Generated from capi/include/xiapl/xiapl.h.in by ci/bindgen.py. Do not edit: run `python ci/bindgen.py`.
"""The C ABI of xiapl.h for ctypes: constants, structs, the callback type, prototypes."""

# ruff: noqa: E501
from __future__ import annotations

from ctypes import (
    CFUNCTYPE,
    POINTER,
    Structure,
    c_char_p,
    c_double,
    c_int32,
    c_int64,
    c_uint16,
    c_uint32,
    c_uint64,
    c_void_p,
)
from typing import Any

VERSION = "0.1.0"

VERSION_MAJOR = 0
VERSION_MINOR = 1
VERSION_PATCH = 0
VERSION_NUMBER = 100
ABI_MAJOR = 2
ABI_MINOR = 11
ABI_VERSION = 2011
UNSTABLE_VERSION = 10
OK = 0
ERR_INVALID_ARGUMENT = -1
ERR_PARSE = -2
ERR_BUFFER_TOO_SMALL = -3
ERR_LIMIT_EXCEEDED = -4
ERR_OUT_OF_MEMORY = -5
ERR_CANCELLED = -6
ERR_INTERNAL = -7
ERR_UNSUPPORTED = -8
GAME_HOLDEM = 0
GAME_OMAHA4 = 1
GAME_OMAHA5 = 2
GAME_OMAHA6 = 3
GAME_SHORT_DECK = 4
GAME_OMAHA4_HILO = 5
GAME_OMAHA5_HILO = 6
GAME_STUD = 7
GAME_STUD_HILO = 8
GAME_RAZZ = 9
GAME_LOWBALL27 = 10
GAME_BADUGI = 11
RANKING_NONE = 0
RANKING_HIGH = 1
RANKING_SHORT_DECK = 2
RANKING_EIGHT_OR_BETTER = 3
RANKING_ACE_TO_FIVE = 4
RANKING_DEUCE_TO_SEVEN = 5
RANKING_BADUGI = 6
FAMILY_BOARD = 0
FAMILY_STUD = 1
FAMILY_DRAW = 2
CATEGORY_HIGH_CARD = 0
CATEGORY_ONE_PAIR = 1
CATEGORY_TWO_PAIR = 2
CATEGORY_THREE_OF_A_KIND = 3
CATEGORY_STRAIGHT = 4
CATEGORY_FLUSH = 5
CATEGORY_FULL_HOUSE = 6
CATEGORY_FOUR_OF_A_KIND = 7
CATEGORY_STRAIGHT_FLUSH = 8
STRENGTH_MAX = 7462
EVAL_MASKS_ONE_PASS = 65536
HISTOGRAM_BY_STRENGTH = 0
HISTOGRAM_BY_CATEGORY = 1
STRENGTH_MAX_HEROES = 1176
STRENGTH_MAX_BINS = 1000
EQUITY_EXACT = 0
EQUITY_MONTE_CARLO = 1
EQUITY_AUTO = 2
EQUITY_CHUNK_TRIALS = 65536
EQUITY_MAX_THREADS = 64
RANGE_EQUITY_MAX_EXACT_DEALS = 4194304
RANGE_EQUITY_MAX_EXACT_WORK = 2147483648
RANGE_EQUITY_PER_COMBO = 0
RANGE_EQUITY_AGGREGATE_ONLY = 1
TABLE_MAX_SEATS = 10
BETTING_NO_LIMIT = 0
BETTING_POT_LIMIT = 1
BETTING_FIXED_LIMIT = 2
PHASE_BETTING = 0
PHASE_DEALING = 1
PHASE_FINISHED = 2
PHASE_DRAWING = 3
STREET_PREFLOP = 0
STREET_FLOP = 1
STREET_TURN = 2
STREET_RIVER = 3
ACTION_FOLD = 0
ACTION_CHECK = 1
ACTION_CALL = 2
ACTION_BET_OR_RAISE = 3
ACTION_ALL_IN = 4
ACTION_CHECK_OR_CALL = 5
ACTION_BRING_IN = 6
ACTION_DISCARD = 7
SEAT_STACK = 0
SEAT_BET = 1
SEAT_CONTRIBUTED = 2
SEAT_WON = 3
SEAT_FOLDED = 4
SEAT_ALL_IN = 5
SEAT_HOLE = 6
SEAT_UP = 7
SEAT_UNKNOWN = 8
TABLE_HOLE_ORDER_LEN = 80
BETTING_USUAL = -1
STEP_DEAL_BOARD = 16
APPLY_UNKNOWN_SHIFT = 52
APPLY_UP_SHIFT = 56
STEP_DEAL_HOLE = 17
WARNING_NEEDLESS_FOLD = 1
TABLE_RUN_MAX = 8
CARD_UNKNOWN = -1
CARD_NONE = -2
PHH_ALL = -1
PHH_VERB_DEAL_HOLE = 0
PHH_VERB_DEAL_BOARD = 1
PHH_VERB_FOLD = 2
PHH_VERB_CHECK_CALL = 3
PHH_VERB_BET_RAISE = 4
PHH_VERB_SHOW_MUCK = 5
PHH_VERB_BRING_IN = 6
PHH_VERB_DISCARD = 7
PHH_VERB_COMMENT = 8
PHH_ACTION_MAX_CARDS = 52
STANDING_BEHIND = -1
STANDING_SHARES = 0
STANDING_AHEAD = 1
FLOP_SUITS_MONOTONE = 0
FLOP_SUITS_TWO_TONE = 1
FLOP_SUITS_RAINBOW = 2
FLOP_PAIRING_UNPAIRED = 0
FLOP_PAIRING_PAIRED = 1
FLOP_PAIRING_TRIPS = 2
FLOP_TEXTURE_MONOTONE = 0
FLOP_TEXTURE_PAIRED = 1
FLOP_TEXTURE_CONNECTED = 2
FLOP_TEXTURE_TWO_TONE = 3
FLOP_TEXTURE_RAINBOW = 4
ICM_MAX_EXACT_PLAYERS = 64
ICM_ROW_FOLD = 0
ICM_ROW_CALL_WIN = 1
ICM_ROW_CALL_LOSE = 2
ICM_ROW_CALL_SPLIT = 3
ICM_ROW_CALL = 4
ICM_ROWS = 5
SOLVER_BOTH_PLAYERS = -1
SOLVER_OOP = 0
SOLVER_IP = 1
SOLVER_ALL_STREETS = -1
SOLVER_FLOP = 0
SOLVER_TURN = 1
SOLVER_RIVER = 2
SOLVER_NODE_PLAYER = 0
SOLVER_NODE_CHANCE = 1
SOLVER_NODE_FOLD = 2
SOLVER_NODE_SHOWDOWN = 3


xiapl_progress_fn = CFUNCTYPE(c_int32, c_void_p, c_uint64, c_uint64)


xiapl_solver_progress_fn = CFUNCTYPE(c_int32, c_void_p, c_uint32, c_double)


class xiapl_game_info(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("hole_cards", c_int32),
        ("min_hole_cards", c_int32),
        ("board_cards", c_int32),
        ("hole_used", c_int32),
        ("deck_cards", c_int32),
        ("high_ranking", c_int32),
        ("low_ranking", c_int32),
        ("max_players", c_int32),
        ("family", c_int32),
    ]


class xiapl_category_breakdown(Structure):
    _fields_ = [
        ("win", c_double * 9),
        ("tie", c_double * 9),
    ]


class xiapl_equity_options(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("mode", c_int32),
        ("iterations", c_uint64),
        ("seed", c_uint64),
        ("deterministic", c_int32),
        ("threads", c_uint32),
        ("progress", xiapl_progress_fn),
        ("progress_user", c_void_p),
        ("breakdown", POINTER(xiapl_category_breakdown)),
    ]


class xiapl_player_equity(Structure):
    _fields_ = [
        ("equity", c_double),
        ("win", c_double),
        ("tie", c_double),
        ("std_error", c_double),
    ]


class xiapl_player_split(Structure):
    _fields_ = [
        ("scoop", c_double),
        ("high_share", c_double),
        ("low_share", c_double),
    ]


class xiapl_equity_summary(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("exact", c_int32),
        ("trials", c_uint64),
        ("chop_rate", c_double),
        ("seed", c_uint64),
        ("evaluated", c_uint64),
    ]


class xiapl_combo_equity(Structure):
    _fields_ = [
        ("mask", c_uint64),
        ("weight", c_double),
        ("equity", c_double),
        ("matchup_weight", c_double),
    ]


class xiapl_range_equity_summary(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("exact", c_int32),
        ("trials", c_uint64),
        ("matchups", c_uint64),
        ("seed", c_uint64),
        ("hero_equity", c_double),
        ("villain_equity", c_double),
        ("std_error", c_double),
    ]


class xiapl_table_config(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("game", c_int32),
        ("betting", c_int32),
        ("seat_count", c_int32),
        ("button", c_int32),
        ("random_holes", c_int32),
        ("seed", c_uint64),
        ("min_bet", c_int64),
        ("stacks", c_int64 * 10),
        ("antes", c_int64 * 10),
        ("blinds", c_int64 * 10),
        ("hole_cards", c_uint64 * 10),
        ("small_bet", c_int64),
        ("big_bet", c_int64),
        ("bring_in", c_int64),
        ("draws", c_int32),
        ("reserved", c_int32),
        ("hole_order_given", c_int32),
        ("reserved2", c_int32),
        ("hole_order", c_int32 * 80),
    ]


class xiapl_game_defaults(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("betting", c_int32),
        ("draws", c_int32),
        ("reserved", c_int32),
        ("small_blind", c_int64),
        ("big_blind", c_int64),
        ("ante", c_int64),
        ("bring_in", c_int64),
        ("small_bet", c_int64),
        ("big_bet", c_int64),
    ]


class xiapl_table_info(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("seat_count", c_int32),
        ("phase", c_int32),
        ("street", c_int32),
        ("actor", c_int32),
        ("cards_needed", c_int32),
        ("board", c_uint64),
        ("pot_total", c_int64),
        ("current_bet", c_int64),
        ("min_raise", c_int64),
        ("total_chips", c_int64),
        ("history_len", c_int64),
        ("game", c_int32),
        ("betting", c_int32),
        ("button", c_int32),
        ("raises", c_int32),
        ("fixed_bet", c_int64),
        ("needless_folds", c_int32),
        ("reserved", c_int32),
        ("deal_seat", c_int32),
        ("hole_cards_due", c_int32),
        ("last_street", c_int32),
        ("reserved2", c_int32),
        ("completing", c_int32),
        ("returned_to", c_int32),
        ("returned", c_int64),
    ]


class xiapl_table_step(Structure):
    _fields_ = [
        ("seat", c_int32),
        ("kind", c_int32),
        ("amount", c_int64),
        ("cards", c_uint64),
        ("random", c_int32),
        ("needless", c_int32),
        ("to", c_int32),
        ("unknown", c_int32),
        ("up", c_uint64),
        ("street", c_int32),
        ("draw", c_int32),
    ]


class xiapl_table_warning(Structure):
    _fields_ = [
        ("kind", c_int32),
        ("seat", c_int32),
        ("player", c_int32),
        ("street", c_int32),
        ("step", c_int64),
    ]


class xiapl_pot_result(Structure):
    _fields_ = [
        ("amount", c_int64),
        ("eligible", c_uint64),
        ("winners", c_uint64),
        ("won", c_int64 * 10),
        ("high_winners", c_uint64),
        ("low_winners", c_uint64),
        ("odd_chips", c_int64),
        ("odd_chip_seats", c_uint64),
        ("order", c_int32 * 10),
    ]


class xiapl_allin_spot(Structure):
    _fields_ = [
        ("street", c_int32),
        ("pot_count", c_int32),
        ("board", c_uint64),
        ("dead", c_uint64),
        ("live", c_uint64),
        ("expected", c_double * 10),
        ("holes", c_uint64 * 10),
    ]


class xiapl_allin_pot(Structure):
    _fields_ = [
        ("spot", c_int32),
        ("reserved", c_int32),
        ("amount", c_int64),
        ("eligible", c_uint64),
        ("equity", c_double * 10),
        ("win", c_double * 10),
        ("tie", c_double * 10),
    ]


class xiapl_rng(Structure):
    _fields_ = [
        ("state", c_uint64 * 4),
    ]


class xiapl_phh_info(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("game", c_int32),
        ("betting", c_int32),
        ("player_count", c_int32),
        ("board", c_uint64),
        ("holes", c_uint64 * 10),
    ]


class xiapl_phh_action(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("verb", c_int32),
        ("actor", c_int32),
        ("player", c_int32),
        ("card_count", c_int32),
        ("unknown_count", c_int32),
        ("has_comment", c_int32),
        ("reserved", c_int32),
        ("cards_offset", c_uint64),
        ("cards_length", c_uint64),
        ("amount_offset", c_uint64),
        ("amount_length", c_uint64),
        ("comment_offset", c_uint64),
        ("comment_length", c_uint64),
        ("card_ids", c_int32 * 52),
    ]


class xiapl_next_card(Structure):
    _fields_ = [
        ("card", c_int32),
        ("standing", c_int32),
        ("strength", c_int32),
        ("is_out", c_int32),
    ]


class xiapl_hit_table(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("reserved", c_uint32),
        ("combos", c_uint64),
        ("weight", c_double),
        ("made", c_double * 9),
        ("flush_draw", c_double),
        ("open_ended", c_double),
        ("gutshot", c_double),
        ("combo_draw", c_double),
        ("overcards", c_double),
    ]


class xiapl_solver_spot(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("suit_isomorphism", c_int32),
        ("pot", c_double),
        ("stack", c_double),
        ("rake_rate", c_double),
        ("rake_cap", c_double),
        ("add_allin_threshold", c_double),
        ("force_allin_threshold", c_double),
        ("merging_threshold", c_double),
    ]


class xiapl_solver_options(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("max_iterations", c_uint32),
        ("target_chips", c_double),
        ("target_percent", c_double),
        ("check_every", c_uint32),
        ("threads", c_uint32),
        ("compressed", c_int32),
        ("reserved", c_int32),
        ("progress", xiapl_solver_progress_fn),
        ("progress_user", c_void_p),
    ]


class xiapl_solver_result(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("iterations", c_uint32),
        ("exploitability", c_double),
        ("exploitability_percent", c_double),
        ("ev", c_double * 2),
        ("seconds", c_double),
        ("memory_bytes", c_uint64),
    ]


class xiapl_solver_node_facts(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("kind", c_int32),
        ("player", c_int32),
        ("street", c_int32),
        ("action_count", c_uint32),
        ("parent", c_uint32),
        ("board", c_uint64),
        ("contrib", c_double * 2),
    ]


# name -> (result type, argument types, returns a status code)
FUNCTIONS: dict[str, tuple[Any, list[Any], bool]] = {
    "xiapl_abi_version": (c_int32, [], False),
    "xiapl_version_number": (c_int32, [], False),
    "xiapl_unstable_version": (c_int32, [], False),
    "xiapl_version_string": (c_char_p, [], False),
    "xiapl_status_name": (c_char_p, [c_int32], False),
    "xiapl_last_error_message": (c_char_p, [], False),
    "xiapl_card_parse": (c_int32, [c_char_p, POINTER(c_int32)], True),
    "xiapl_cards_parse": (c_int32, [c_char_p, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_card_name": (c_int32, [c_int32, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_mask_from_ids": (c_int32, [POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_mask_to_ids": (c_int32, [c_uint64, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_deck_create": (c_int32, [POINTER(c_void_p)], True),
    "xiapl_deck_destroy": (None, [c_void_p], False),
    "xiapl_deck_shuffle": (c_int32, [c_void_p, c_uint64], True),
    "xiapl_deck_deal": (c_int32, [c_void_p, c_uint64, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_deck_burn": (c_int32, [c_void_p, c_uint64], True),
    "xiapl_deck_remove": (c_int32, [c_void_p, c_uint64], True),
    "xiapl_deck_reset": (c_int32, [c_void_p], True),
    "xiapl_deck_cards": (c_int32, [c_void_p, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_deck_set_cards": (c_int32, [c_void_p, POINTER(c_int32), c_uint64], True),
    "xiapl_eval_mask": (c_int32, [c_uint64, POINTER(c_int32)], True),
    "xiapl_eval_ids": (c_int32, [POINTER(c_int32), c_uint64, POINTER(c_int32)], True),
    "xiapl_eval_hand": (c_int32, [c_int32, c_uint64, c_uint64, POINTER(c_int32)], True),
    "xiapl_eval_masks": (c_int32, [POINTER(c_uint64), c_uint64, POINTER(c_uint16)], True),
    "xiapl_eval_hands": (c_int32, [c_int32, POINTER(c_uint64), POINTER(c_uint64), c_uint64, POINTER(c_uint16)], True),
    "xiapl_eval_count_completions": (c_int32, [c_uint64, c_uint64, c_int32, POINTER(c_uint64)], True),
    "xiapl_eval_completions": (c_int32, [c_uint64, c_uint64, c_int32, POINTER(c_uint16), c_uint64, POINTER(c_uint64)], True),
    "xiapl_eval_completions_histogram": (c_int32, [c_uint64, c_uint64, c_int32, c_int32, POINTER(c_uint64), c_uint64, POINTER(c_uint64)], True),
    "xiapl_eval_showdown": (c_int32, [c_int32, POINTER(c_uint64), c_uint64, c_uint64, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_eval_best_five": (c_int32, [c_int32, c_uint64, c_uint64, POINTER(c_uint64), POINTER(c_uint64), POINTER(c_int32)], True),
    "xiapl_strength_category": (c_int32, [c_int32, POINTER(c_int32)], True),
    "xiapl_strength_kickers": (c_int32, [c_int32, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_strength_describe": (c_int32, [c_int32, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_strength_name": (c_int32, [c_int32, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_game_info_get": (c_int32, [c_int32, POINTER(xiapl_game_info)], True),
    "xiapl_game_name": (c_int32, [c_int32, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_game_parse": (c_int32, [c_char_p, c_uint64, POINTER(c_int32)], True),
    "xiapl_game_names": (c_int32, [c_int32, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_game_deck": (c_int32, [c_int32, POINTER(c_uint64)], True),
    "xiapl_eval_low": (c_int32, [c_int32, c_uint64, c_uint64, POINTER(c_int32)], True),
    "xiapl_eval_lows": (c_int32, [c_int32, POINTER(c_uint64), POINTER(c_uint64), c_uint64, POINTER(c_uint16)], True),
    "xiapl_eval_showdown_low": (c_int32, [c_int32, POINTER(c_uint64), c_uint64, c_uint64, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_eval_best_low": (c_int32, [c_int32, c_uint64, c_uint64, POINTER(c_uint64), POINTER(c_uint64), POINTER(c_int32)], True),
    "xiapl_ranking_max": (c_int32, [c_int32, POINTER(c_int32)], True),
    "xiapl_ranking_category": (c_int32, [c_int32, c_int32, POINTER(c_int32)], True),
    "xiapl_ranking_kickers": (c_int32, [c_int32, c_int32, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_ranking_describe": (c_int32, [c_int32, c_int32, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_ranking_name": (c_int32, [c_int32, c_int32, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_canon_board": (c_int32, [c_uint64, POINTER(c_uint64), POINTER(c_uint64)], True),
    "xiapl_canon_hand": (c_int32, [c_uint64, POINTER(c_uint64), POINTER(c_uint64)], True),
    "xiapl_canon_situation": (c_int32, [c_uint64, c_uint64, POINTER(c_uint64), POINTER(c_uint64), POINTER(c_uint64)], True),
    "xiapl_canon_situation_top_rank": (c_int32, [c_uint64, c_uint64, POINTER(c_uint64), POINTER(c_uint64), POINTER(c_uint64)], True),
    "xiapl_canon_holdem_class": (c_int32, [c_uint64, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_canon_count": (c_int32, [c_int32, c_int32, POINTER(c_uint64)], True),
    "xiapl_canon_iter_create": (c_int32, [c_int32, c_int32, POINTER(c_void_p)], True),
    "xiapl_canon_iter_next": (c_int32, [c_void_p, POINTER(c_uint64), POINTER(c_uint64), POINTER(c_uint64), c_uint64, POINTER(c_uint64)], True),
    "xiapl_canon_iter_destroy": (None, [c_void_p], False),
    "xiapl_strength_board": (c_int32, [c_uint64, c_uint32, POINTER(c_uint64), POINTER(c_uint64), POINTER(c_double), POINTER(c_double), POINTER(c_uint32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_equity_options_init": (c_int32, [POINTER(xiapl_equity_options), c_uint32], True),
    "xiapl_equity_max_players": (c_int32, [c_int32, POINTER(c_int32)], True),
    "xiapl_equity_calculate": (c_int32, [c_int32, POINTER(c_uint64), c_uint64, c_uint64, c_uint64, POINTER(xiapl_equity_options), POINTER(xiapl_player_equity), c_uint64, POINTER(c_uint64), POINTER(xiapl_equity_summary)], True),
    "xiapl_equity_vs_random": (c_int32, [c_int32, c_uint64, c_uint64, c_uint64, c_uint32, POINTER(xiapl_equity_options), POINTER(xiapl_player_equity), POINTER(xiapl_equity_summary)], True),
    "xiapl_equity_calculate_split": (c_int32, [c_int32, POINTER(c_uint64), c_uint64, c_uint64, c_uint64, POINTER(xiapl_equity_options), POINTER(xiapl_player_equity), POINTER(xiapl_player_split), c_uint64, POINTER(c_uint64), POINTER(xiapl_equity_summary)], True),
    "xiapl_range_parse": (c_int32, [c_int32, c_char_p, POINTER(c_void_p)], True),
    "xiapl_range_all": (c_int32, [c_int32, POINTER(c_void_p)], True),
    "xiapl_range_from_combos": (c_int32, [c_int32, POINTER(c_uint64), POINTER(c_double), c_uint64, POINTER(c_void_p)], True),
    "xiapl_range_destroy": (None, [c_void_p], False),
    "xiapl_range_game": (c_int32, [c_void_p, POINTER(c_int32)], True),
    "xiapl_range_size": (c_int32, [c_void_p, POINTER(c_uint64)], True),
    "xiapl_range_total_weight": (c_int32, [c_void_p, POINTER(c_double)], True),
    "xiapl_range_combos": (c_int32, [c_void_p, c_uint64, POINTER(c_uint64), POINTER(c_double), c_uint64, POINTER(c_uint64)], True),
    "xiapl_range_union": (c_int32, [c_void_p, c_void_p, POINTER(c_void_p)], True),
    "xiapl_range_intersection": (c_int32, [c_void_p, c_void_p, POINTER(c_void_p)], True),
    "xiapl_range_difference": (c_int32, [c_void_p, c_void_p, POINTER(c_void_p)], True),
    "xiapl_range_to_text": (c_int32, [c_void_p, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_range_equity_calculate": (c_int32, [c_void_p, c_void_p, c_uint64, c_uint64, c_int32, POINTER(xiapl_equity_options), POINTER(xiapl_combo_equity), c_uint64, POINTER(c_uint64), POINTER(xiapl_combo_equity), c_uint64, POINTER(c_uint64), POINTER(xiapl_range_equity_summary)], True),
    "xiapl_range_equity_multiway": (c_int32, [POINTER(c_void_p), c_uint64, c_uint64, c_uint64, POINTER(xiapl_equity_options), POINTER(xiapl_player_equity), c_uint64, POINTER(c_uint64), POINTER(xiapl_equity_summary)], True),
    "xiapl_range_top_percent_classes": (c_int32, [c_int32, c_double, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_range_top_percent": (c_int32, [c_int32, c_double, POINTER(c_void_p)], True),
    "xiapl_range_top_percent_by_combos": (c_int32, [c_int32, c_double, POINTER(c_void_p)], True),
    "xiapl_table_config_init": (c_int32, [POINTER(xiapl_table_config), c_uint32], True),
    "xiapl_game_defaults_init": (c_int32, [POINTER(xiapl_game_defaults), c_uint32, c_int32, c_int32, c_int32], True),
    "xiapl_table_standard_blinds": (c_int32, [c_int32, c_int32, c_int64, c_int64, POINTER(c_int64), c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_create": (c_int32, [POINTER(xiapl_table_config), POINTER(c_void_p)], True),
    "xiapl_table_destroy": (None, [c_void_p], False),
    "xiapl_table_apply": (c_int32, [c_void_p, c_int32, c_int64, POINTER(c_void_p)], True),
    "xiapl_table_apply_many": (c_int32, [c_void_p, POINTER(c_int32), POINTER(c_int32), POINTER(c_int64), c_uint64, POINTER(c_void_p), POINTER(c_uint64)], True),
    "xiapl_table_deal_board": (c_int32, [c_void_p, c_uint64, POINTER(c_void_p)], True),
    "xiapl_table_deal_board_random": (c_int32, [c_void_p, POINTER(c_void_p)], True),
    "xiapl_table_legal_actions": (c_int32, [c_void_p, POINTER(c_int32), POINTER(c_int64), POINTER(c_int64), c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_info_get": (c_int32, [c_void_p, POINTER(xiapl_table_info)], True),
    "xiapl_table_seat_values": (c_int32, [c_void_p, c_int32, POINTER(c_int64), c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_pots": (c_int32, [c_void_p, POINTER(c_int64), POINTER(c_uint64), c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_check_invariants": (c_int32, [c_void_p], True),
    "xiapl_table_to_text": (c_int32, [c_void_p, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_from_text": (c_int32, [c_char_p, c_uint64, POINTER(c_void_p)], True),
    "xiapl_table_forced_bets": (c_int32, [c_int32, c_int32, c_int64, c_int64, POINTER(c_int64), c_uint64, c_int64, c_int64, POINTER(c_int64), POINTER(c_int64), c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_deal_hole": (c_int32, [c_void_p, c_int32, c_uint64, c_uint64, c_int32, POINTER(c_void_p)], True),
    "xiapl_table_deal_random": (c_int32, [c_void_p, POINTER(c_void_p)], True),
    "xiapl_table_discard": (c_int32, [c_void_p, c_uint64, c_int32, POINTER(c_void_p)], True),
    "xiapl_table_history": (c_int32, [c_void_p, POINTER(xiapl_table_step), c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_warnings": (c_int32, [c_void_p, POINTER(xiapl_table_warning), c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_warning_text": (c_int32, [c_void_p, c_uint64, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_pot_results": (c_int32, [c_void_p, POINTER(xiapl_pot_result), c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_board_cards": (c_int32, [c_void_p, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_hole_cards": (c_int32, [c_void_p, c_int32, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_history_cards": (c_int32, [c_void_p, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_deal_board_cards": (c_int32, [c_void_p, POINTER(c_int32), c_uint64, POINTER(c_void_p)], True),
    "xiapl_table_deal_hole_cards": (c_int32, [c_void_p, c_int32, POINTER(c_int32), c_uint64, c_uint64, POINTER(c_void_p)], True),
    "xiapl_table_discard_cards": (c_int32, [c_void_p, POINTER(c_int32), c_uint64, POINTER(c_void_p)], True),
    "xiapl_table_allin_equity": (c_int32, [c_void_p, c_int32, c_int32, POINTER(xiapl_allin_spot), c_uint64, POINTER(c_uint64), POINTER(xiapl_allin_pot), c_uint64, POINTER(c_uint64)], True),
    "xiapl_table_money_facts": (c_int32, [c_void_p, POINTER(c_int32), POINTER(c_int32), c_uint64, POINTER(c_uint64), POINTER(c_int32)], True),
    "xiapl_table_pot_raise_to": (c_int32, [c_void_p, POINTER(c_int64)], True),
    "xiapl_rng_seed": (c_int32, [POINTER(xiapl_rng), c_uint64], True),
    "xiapl_rng_next": (c_int32, [POINTER(xiapl_rng), POINTER(c_uint64)], True),
    "xiapl_rng_below": (c_int32, [POINTER(xiapl_rng), c_uint64, POINTER(c_uint64)], True),
    "xiapl_rng_uniform": (c_int32, [POINTER(xiapl_rng), POINTER(c_double)], True),
    "xiapl_phh_parse": (c_int32, [c_char_p, c_uint64, POINTER(c_void_p)], True),
    "xiapl_phh_from_json": (c_int32, [c_char_p, c_uint64, POINTER(c_void_p)], True),
    "xiapl_phh_from_table": (c_int32, [c_void_p, c_char_p, POINTER(c_void_p)], True),
    "xiapl_phh_destroy": (None, [c_void_p], False),
    "xiapl_phh_count": (c_int32, [c_void_p, POINTER(c_uint64)], True),
    "xiapl_phh_to_text": (c_int32, [c_void_p, c_int64, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_phh_to_json": (c_int32, [c_void_p, c_int64, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_phh_chip_unit": (c_int32, [c_void_p, c_uint64, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_phh_info_get": (c_int32, [c_void_p, c_uint64, POINTER(xiapl_phh_info)], True),
    "xiapl_phh_board_cards": (c_int32, [c_void_p, c_uint64, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_phh_replay": (c_int32, [c_void_p, c_uint64, c_char_p, POINTER(c_void_p)], True),
    "xiapl_phh_replay_states": (c_int32, [c_void_p, c_uint64, c_char_p, POINTER(c_void_p), c_uint64, POINTER(c_uint64)], True),
    "xiapl_phh_replay_texts": (c_int32, [POINTER(c_char_p), POINTER(c_uint64), c_uint64, c_int32, POINTER(c_void_p), POINTER(c_int32)], True),
    "xiapl_phh_action_parse": (c_int32, [c_char_p, c_uint64, POINTER(xiapl_phh_action)], True),
    "xiapl_phh_action_to_json": (c_int32, [c_char_p, c_uint64, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_sites_read": (c_int32, [c_char_p, c_uint64, c_char_p, POINTER(c_void_p)], True),
    "xiapl_sites_report": (c_int32, [c_void_p, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_sites_to_pokerstars": (c_int32, [c_void_p, c_uint64, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_chips_from_amount": (c_int32, [c_char_p, c_char_p, POINTER(c_int64)], True),
    "xiapl_chips_to_amount": (c_int32, [c_char_p, c_int64, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_chip_unit": (c_int32, [POINTER(c_char_p), c_uint64, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_eval_outs": (c_int32, [c_int32, POINTER(c_uint64), c_uint64, c_uint64, c_uint64, POINTER(xiapl_next_card), c_uint64, POINTER(c_uint64), POINTER(c_int32)], True),
    "xiapl_range_hits": (c_int32, [c_void_p, c_uint64, c_uint64, POINTER(xiapl_hit_table)], True),
    "xiapl_flop_texture": (c_int32, [c_int32, c_uint64, POINTER(c_int32), POINTER(c_int32), POINTER(c_int32), POINTER(c_int32)], True),
    "xiapl_flop_classes": (c_int32, [c_int32, POINTER(c_int32), c_uint64, POINTER(c_uint64), POINTER(c_uint64), c_uint64, POINTER(c_uint64)], True),
    "xiapl_range_suit_symmetries": (c_int32, [POINTER(c_void_p), c_uint64, POINTER(c_int32), c_uint64, POINTER(c_uint64)], True),
    "xiapl_icm_exact": (c_int32, [POINTER(c_double), c_uint64, POINTER(c_double), c_uint64, POINTER(c_double), c_uint64, POINTER(c_uint64)], True),
    "xiapl_icm_monte_carlo": (c_int32, [POINTER(c_double), c_uint64, POINTER(c_double), c_uint64, c_uint64, c_uint64, c_int32, POINTER(c_double), POINTER(c_double), c_uint64, POINTER(c_uint64)], True),
    "xiapl_icm_bubble_factor": (c_int32, [POINTER(c_double), c_uint64, POINTER(c_double), c_uint64, c_uint64, c_uint64, POINTER(c_double), POINTER(c_double), POINTER(c_double), POINTER(c_double), POINTER(c_double), POINTER(c_double)], True),
    "xiapl_icm_shove_call": (c_int32, [POINTER(c_double), c_uint64, POINTER(c_double), c_uint64, POINTER(c_double), c_uint64, c_uint64, c_double, c_double, POINTER(c_double), c_uint64, POINTER(c_uint64), POINTER(c_double)], True),
    "xiapl_solver_spot_init": (c_int32, [POINTER(xiapl_solver_spot), c_uint32], True),
    "xiapl_solver_create": (c_int32, [c_char_p, c_char_p, c_uint64, POINTER(xiapl_solver_spot), c_char_p, c_char_p, POINTER(c_void_p)], True),
    "xiapl_solver_destroy": (None, [c_void_p], False),
    "xiapl_solver_set_sizes": (c_int32, [c_void_p, c_int32, c_int32, c_char_p, c_char_p, c_char_p], True),
    "xiapl_solver_add_action": (c_int32, [c_void_p, c_char_p, c_char_p], True),
    "xiapl_solver_remove_action": (c_int32, [c_void_p, c_char_p, c_char_p], True),
    "xiapl_solver_memory": (c_int32, [c_void_p, c_int32, POINTER(c_uint64), POINTER(c_uint64)], True),
    "xiapl_solver_options_init": (c_int32, [POINTER(xiapl_solver_options), c_uint32], True),
    "xiapl_solver_solve": (c_int32, [c_void_p, POINTER(xiapl_solver_options), POINTER(xiapl_solver_result)], True),
    "xiapl_solver_node": (c_int32, [c_void_p, c_char_p, POINTER(c_uint32)], True),
    "xiapl_solver_node_info": (c_int32, [c_void_p, c_uint32, POINTER(xiapl_solver_node_facts)], True),
    "xiapl_solver_actions": (c_int32, [c_void_p, c_uint32, c_char_p, c_uint64, POINTER(c_uint64)], True),
    "xiapl_solver_hands": (c_int32, [c_void_p, c_int32, POINTER(c_uint64), POINTER(c_double), c_uint64, POINTER(c_uint64)], True),
    "xiapl_solver_strategy": (c_int32, [c_void_p, c_uint32, POINTER(c_double), c_uint64, POINTER(c_uint64)], True),
    "xiapl_solver_range": (c_int32, [c_void_p, c_uint32, c_int32, POINTER(c_double), c_uint64, POINTER(c_uint64)], True),
    "xiapl_solver_ev": (c_int32, [c_void_p, c_uint32, c_int32, POINTER(c_double), c_uint64, POINTER(c_uint64)], True),
    "xiapl_solver_equity": (c_int32, [c_void_p, c_uint32, c_int32, POINTER(c_double), c_uint64, POINTER(c_uint64)], True),
}
