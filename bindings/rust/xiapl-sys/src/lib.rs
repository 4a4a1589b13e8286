//! Raw declarations of libxiapl's C ABI, written by hand from `xiapl/xiapl.h`
//! (the header documents every function: inputs, outputs, errors).
//!
//! Everything here is `unsafe` and mirrors the header one to one; the `xiapl`
//! crate is the safe API. `tests/header.rs` parses `xiapl.h` and fails when a
//! declaration here and the header differ in name, arity or parameter types.
//!
//! The build script links `libxiapl` found through `XIAPL_LIB_DIR` or
//! `pkg-config` (see `build.rs`).

#![no_std]
#![allow(non_camel_case_types)]

use core::ffi::c_char;

/* Versions */
pub const XIAPL_VERSION_MAJOR: i32 = 0;
pub const XIAPL_VERSION_MINOR: i32 = 1;
pub const XIAPL_VERSION_PATCH: i32 = 0;
/// The ABI version these declarations were written for.
pub const XIAPL_ABI_VERSION: i32 = 1;

/* Status codes */
pub const XIAPL_OK: i32 = 0;
pub const XIAPL_ERR_INVALID_ARGUMENT: i32 = -1;
pub const XIAPL_ERR_PARSE: i32 = -2;
pub const XIAPL_ERR_BUFFER_TOO_SMALL: i32 = -3;
pub const XIAPL_ERR_LIMIT_EXCEEDED: i32 = -4;
pub const XIAPL_ERR_OUT_OF_MEMORY: i32 = -5;
pub const XIAPL_ERR_CANCELLED: i32 = -6;
pub const XIAPL_ERR_INTERNAL: i32 = -7;

/* Games */
pub const XIAPL_GAME_HOLDEM: i32 = 0;
pub const XIAPL_GAME_OMAHA4: i32 = 1;
pub const XIAPL_GAME_OMAHA5: i32 = 2;
pub const XIAPL_GAME_OMAHA6: i32 = 3;

/* Hand categories */
pub const XIAPL_CATEGORY_HIGH_CARD: i32 = 0;
pub const XIAPL_CATEGORY_ONE_PAIR: i32 = 1;
pub const XIAPL_CATEGORY_TWO_PAIR: i32 = 2;
pub const XIAPL_CATEGORY_THREE_OF_A_KIND: i32 = 3;
pub const XIAPL_CATEGORY_STRAIGHT: i32 = 4;
pub const XIAPL_CATEGORY_FLUSH: i32 = 5;
pub const XIAPL_CATEGORY_FULL_HOUSE: i32 = 6;
pub const XIAPL_CATEGORY_FOUR_OF_A_KIND: i32 = 7;
pub const XIAPL_CATEGORY_STRAIGHT_FLUSH: i32 = 8;

pub const XIAPL_STRENGTH_MAX: i32 = 7462;

/// Opaque deck handle (`xiapl_deck_create` / `xiapl_deck_destroy`).
#[repr(C)]
pub struct xiapl_deck {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
}

/// Opaque immutable range (`xiapl_range_parse` / `xiapl_range_destroy`).
#[repr(C)]
pub struct xiapl_range {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
}

/// Opaque canonical-situation stream (`xiapl_canon_iter_create` / `_destroy`).
#[repr(C)]
pub struct xiapl_canon_iter {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
}

/// Opaque immutable table state (`xiapl_table_create` / `xiapl_table_destroy`).
#[repr(C)]
pub struct xiapl_table_state {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
}

pub const XIAPL_TABLE_MAX_SEATS: usize = 10;
pub const XIAPL_BETTING_NO_LIMIT: i32 = 0;
pub const XIAPL_BETTING_POT_LIMIT: i32 = 1;
pub const XIAPL_PHASE_BETTING: i32 = 0;
pub const XIAPL_PHASE_DEALING: i32 = 1;
pub const XIAPL_PHASE_FINISHED: i32 = 2;
pub const XIAPL_STREET_PREFLOP: i32 = 0;
pub const XIAPL_STREET_FLOP: i32 = 1;
pub const XIAPL_STREET_TURN: i32 = 2;
pub const XIAPL_STREET_RIVER: i32 = 3;
pub const XIAPL_ACTION_FOLD: i32 = 0;
pub const XIAPL_ACTION_CHECK: i32 = 1;
pub const XIAPL_ACTION_CALL: i32 = 2;
pub const XIAPL_ACTION_BET_OR_RAISE: i32 = 3;
pub const XIAPL_ACTION_ALL_IN: i32 = 4;
pub const XIAPL_ACTION_CHECK_OR_CALL: i32 = 5;
/// A step of `xiapl_table_apply_many` that deals board cards (its amount is their mask).
pub const XIAPL_STEP_DEAL_BOARD: i32 = 16;
pub const XIAPL_SEAT_STACK: i32 = 0;
pub const XIAPL_SEAT_BET: i32 = 1;
pub const XIAPL_SEAT_CONTRIBUTED: i32 = 2;
pub const XIAPL_SEAT_WON: i32 = 3;
pub const XIAPL_SEAT_FOLDED: i32 = 4;
pub const XIAPL_SEAT_ALL_IN: i32 = 5;
pub const XIAPL_SEAT_HOLE: i32 = 6;

/// The hand to start (`xiapl_table_config_init` fills the defaults).
#[repr(C)]
pub struct xiapl_table_config {
    pub struct_size: u32,
    pub game: i32,
    pub betting: i32,
    pub seat_count: i32,
    pub button: i32,
    pub random_holes: i32,
    pub seed: u64,
    pub min_bet: i64,
    pub stacks: [i64; XIAPL_TABLE_MAX_SEATS],
    pub antes: [i64; XIAPL_TABLE_MAX_SEATS],
    pub blinds: [i64; XIAPL_TABLE_MAX_SEATS],
    pub hole_cards: [u64; XIAPL_TABLE_MAX_SEATS],
}

/// A snapshot of a hand (`xiapl_table_info_get`).
#[repr(C)]
pub struct xiapl_table_info {
    pub struct_size: u32,
    pub seat_count: i32,
    pub phase: i32,
    pub street: i32,
    pub actor: i32,
    pub cards_needed: i32,
    pub board: u64,
    pub pot_total: i64,
    pub current_bet: i64,
    pub min_raise: i64,
    pub total_chips: i64,
    pub history_len: i64,
}

/* Equity and range equity */
pub const XIAPL_EQUITY_EXACT: i32 = 0;
pub const XIAPL_EQUITY_MONTE_CARLO: i32 = 1;
pub const XIAPL_EQUITY_AUTO: i32 = 2;
pub const XIAPL_RANGE_EQUITY_PER_COMBO: i32 = 0;
pub const XIAPL_RANGE_EQUITY_AGGREGATE_ONLY: i32 = 1;

/// A progress hook: return 0 to continue, anything else to cancel.
pub type xiapl_progress_fn = Option<unsafe extern "C" fn(user: *mut core::ffi::c_void, done: u64, total: u64) -> i32>;

/// Equity options (`xiapl_equity_options_init` fills the defaults).
#[repr(C)]
pub struct xiapl_equity_options {
    pub struct_size: u32,
    pub mode: i32,
    pub iterations: u64,
    pub seed: u64,
    pub deterministic: i32,
    pub threads: u32,
    pub progress: xiapl_progress_fn,
    pub progress_user: *mut core::ffi::c_void,
}

/// One player's equity.
#[repr(C)]
pub struct xiapl_player_equity {
    pub equity: f64,
    pub win: f64,
    pub tie: f64,
    pub std_error: f64,
}

/// What an equity call did (set `struct_size` before the call).
#[repr(C)]
pub struct xiapl_equity_summary {
    pub struct_size: u32,
    pub exact: i32,
    pub trials: u64,
    pub chop_rate: f64,
    pub seed: u64,
    pub evaluated: u64,
}

/// One combo's row of `xiapl_calculate_range_equity`.
#[repr(C)]
pub struct xiapl_combo_equity {
    pub mask: u64,
    pub weight: f64,
    pub equity: f64,
    pub matchup_weight: f64,
}

/// The aggregates of `xiapl_calculate_range_equity` (set `struct_size` before the call).
#[repr(C)]
pub struct xiapl_range_equity_summary {
    pub struct_size: u32,
    pub exact: i32,
    pub trials: u64,
    pub matchups: u64,
    pub seed: u64,
    pub hero_equity: f64,
    pub villain_equity: f64,
    pub std_error: f64,
}

extern "C" {
    /* Versions */
    pub fn xiapl_abi_version() -> i32;
    pub fn xiapl_version_string() -> *const c_char;

    /* Status codes and errors */
    pub fn xiapl_status_name(status: i32) -> *const c_char;
    pub fn xiapl_last_error_message() -> *const c_char;

    /* Cards */
    pub fn xiapl_card_parse(text: *const c_char, out_id: *mut i32) -> i32;
    pub fn xiapl_cards_parse(text: *const c_char, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    pub fn xiapl_card_name(id: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    pub fn xiapl_mask_from_ids(ids: *const i32, count: u64, out_mask: *mut u64) -> i32;
    pub fn xiapl_mask_to_ids(mask: u64, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;

    /* Deck */
    pub fn xiapl_deck_create(out_deck: *mut *mut xiapl_deck) -> i32;
    pub fn xiapl_deck_destroy(deck: *mut xiapl_deck);
    pub fn xiapl_deck_shuffle(deck: *mut xiapl_deck, seed: u64) -> i32;
    pub fn xiapl_deck_deal(
        deck: *mut xiapl_deck,
        count: u64,
        out_ids: *mut i32,
        capacity: u64,
        out_len: *mut u64,
    ) -> i32;
    pub fn xiapl_deck_burn(deck: *mut xiapl_deck, count: u64) -> i32;
    pub fn xiapl_deck_remove(deck: *mut xiapl_deck, mask: u64) -> i32;
    pub fn xiapl_deck_reset(deck: *mut xiapl_deck) -> i32;
    pub fn xiapl_deck_cards(deck: *const xiapl_deck, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    pub fn xiapl_deck_set_cards(deck: *mut xiapl_deck, ids: *const i32, count: u64) -> i32;

    /* Hand evaluation */
    pub fn xiapl_evaluate_mask(cards: u64, out_strength: *mut i32) -> i32;
    pub fn xiapl_evaluate_ids(ids: *const i32, count: u64, out_strength: *mut i32) -> i32;
    pub fn xiapl_evaluate_hand(board: u64, hole: u64, game: i32, out_strength: *mut i32) -> i32;
    pub fn xiapl_evaluate_many(masks: *const u64, count: u64, out_strengths: *mut u16) -> i32;
    pub fn xiapl_evaluate_hands_many(
        boards: *const u64,
        holes: *const u64,
        count: u64,
        game: i32,
        out_strengths: *mut u16,
    ) -> i32;
    pub fn xiapl_judge(
        holes: *const u64,
        player_count: u64,
        board: u64,
        game: i32,
        out_winners: *mut i32,
        capacity: u64,
        out_len: *mut u64,
    ) -> i32;
    pub fn xiapl_best_hand(
        board: u64,
        hole: u64,
        game: i32,
        out_five: *mut u64,
        out_hole_used: *mut u64,
        out_strength: *mut i32,
    ) -> i32;
    pub fn xiapl_strength_category(strength: i32, out_category: *mut i32) -> i32;
    pub fn xiapl_strength_kickers(strength: i32, out_ranks: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    pub fn xiapl_describe_strength(strength: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    pub fn xiapl_hand_name(strength: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;

    /* Suit canonicalization */
    pub fn xiapl_canon_board(board: u64, out_board: *mut u64, out_orbit_size: *mut u64) -> i32;
    pub fn xiapl_canon_hand(hand: u64, out_hand: *mut u64, out_orbit_size: *mut u64) -> i32;
    pub fn xiapl_canon_hero_and_board(
        hero: u64,
        board: u64,
        out_hero: *mut u64,
        out_board: *mut u64,
        out_orbit_size: *mut u64,
    ) -> i32;
    pub fn xiapl_canon_hero_and_board_top_rank(
        hero: u64,
        board: u64,
        out_hero: *mut u64,
        out_board: *mut u64,
        out_orbit_size: *mut u64,
    ) -> i32;
    pub fn xiapl_canon_holdem_class(hand: u64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    pub fn xiapl_canon_count(hero_size: i32, board_size: i32, out_count: *mut u64) -> i32;
    pub fn xiapl_canon_iter_create(hero_size: i32, board_size: i32, out_iter: *mut *mut xiapl_canon_iter) -> i32;
    pub fn xiapl_canon_iter_next(
        iter: *mut xiapl_canon_iter,
        out_heroes: *mut u64,
        out_boards: *mut u64,
        out_orbit_sizes: *mut u64,
        capacity: u64,
        out_len: *mut u64,
    ) -> i32;
    pub fn xiapl_canon_iter_destroy(iter: *mut xiapl_canon_iter);

    /* Table rules engine */
    pub fn xiapl_table_config_init(config: *mut xiapl_table_config) -> i32;
    pub fn xiapl_table_standard_blinds(
        seat_count: i32,
        button: i32,
        small_blind: i64,
        big_blind: i64,
        out_blinds: *mut i64,
        capacity: u64,
        out_len: *mut u64,
    ) -> i32;
    pub fn xiapl_table_create(config: *const xiapl_table_config, out_state: *mut *mut xiapl_table_state) -> i32;
    pub fn xiapl_table_destroy(state: *mut xiapl_table_state);
    pub fn xiapl_table_apply(
        state: *const xiapl_table_state,
        action: i32,
        amount: i64,
        out_state: *mut *mut xiapl_table_state,
    ) -> i32;
    pub fn xiapl_table_apply_many(
        state: *const xiapl_table_state,
        seats: *const i32,
        kinds: *const i32,
        amounts: *const i64,
        count: u64,
        out_state: *mut *mut xiapl_table_state,
        out_failed_index: *mut u64,
    ) -> i32;
    pub fn xiapl_table_deal_board(
        state: *const xiapl_table_state,
        cards: u64,
        out_state: *mut *mut xiapl_table_state,
    ) -> i32;
    pub fn xiapl_table_deal_board_random(
        state: *const xiapl_table_state,
        out_state: *mut *mut xiapl_table_state,
    ) -> i32;
    pub fn xiapl_table_legal_actions(
        state: *const xiapl_table_state,
        out_kinds: *mut i32,
        out_min: *mut i64,
        out_max: *mut i64,
        capacity: u64,
        out_len: *mut u64,
    ) -> i32;
    pub fn xiapl_table_info_get(state: *const xiapl_table_state, out_info: *mut xiapl_table_info) -> i32;
    pub fn xiapl_table_seat_values(
        state: *const xiapl_table_state,
        column: i32,
        out_values: *mut i64,
        capacity: u64,
        out_len: *mut u64,
    ) -> i32;
    pub fn xiapl_table_pots(
        state: *const xiapl_table_state,
        out_amounts: *mut i64,
        out_eligible: *mut u64,
        capacity: u64,
        out_len: *mut u64,
    ) -> i32;
    pub fn xiapl_table_check_invariants(state: *const xiapl_table_state) -> i32;
    pub fn xiapl_table_serialize(
        state: *const xiapl_table_state,
        buf: *mut c_char,
        capacity: u64,
        out_len: *mut u64,
    ) -> i32;
    pub fn xiapl_table_deserialize(text: *const c_char, length: u64, out_state: *mut *mut xiapl_table_state) -> i32;

    /* Ranges */
    pub fn xiapl_range_parse(text: *const c_char, game: i32, out_range: *mut *mut xiapl_range) -> i32;
    pub fn xiapl_range_all(game: i32, out_range: *mut *mut xiapl_range) -> i32;
    pub fn xiapl_range_from_combos(
        game: i32,
        masks: *const u64,
        weights: *const f64,
        count: u64,
        out_range: *mut *mut xiapl_range,
    ) -> i32;
    pub fn xiapl_range_destroy(range: *mut xiapl_range);
    pub fn xiapl_range_game(range: *const xiapl_range, out_game: *mut i32) -> i32;
    pub fn xiapl_range_size(range: *const xiapl_range, out_size: *mut u64) -> i32;
    pub fn xiapl_range_total_weight(range: *const xiapl_range, out_weight: *mut f64) -> i32;
    pub fn xiapl_range_combos(
        range: *const xiapl_range,
        dead: u64,
        out_masks: *mut u64,
        out_weights: *mut f64,
        capacity: u64,
        out_len: *mut u64,
    ) -> i32;
    pub fn xiapl_range_union(a: *const xiapl_range, b: *const xiapl_range, out_range: *mut *mut xiapl_range) -> i32;
    pub fn xiapl_range_intersection(
        a: *const xiapl_range,
        b: *const xiapl_range,
        out_range: *mut *mut xiapl_range,
    ) -> i32;
    pub fn xiapl_range_difference(
        a: *const xiapl_range,
        b: *const xiapl_range,
        out_range: *mut *mut xiapl_range,
    ) -> i32;

    /* Equity */
    pub fn xiapl_equity_options_init(options: *mut xiapl_equity_options) -> i32;
    pub fn xiapl_equity_max_players(game: i32, out_max: *mut i32) -> i32;
    pub fn xiapl_calculate_equity(
        holes: *const u64,
        player_count: u64,
        board: u64,
        dead: u64,
        game: i32,
        options: *const xiapl_equity_options,
        out_players: *mut xiapl_player_equity,
        capacity: u64,
        out_len: *mut u64,
        out_summary: *mut xiapl_equity_summary,
    ) -> i32;
    pub fn xiapl_calculate_equity_vs_random(
        hole: u64,
        board: u64,
        dead: u64,
        opponents: u32,
        game: i32,
        options: *const xiapl_equity_options,
        out_hero: *mut xiapl_player_equity,
        out_summary: *mut xiapl_equity_summary,
    ) -> i32;

    /* Range equity */
    pub fn xiapl_calculate_range_equity(
        hero: *const xiapl_range,
        villain: *const xiapl_range,
        board: u64,
        dead: u64,
        options: *const xiapl_equity_options,
        mode: i32,
        out_hero: *mut xiapl_combo_equity,
        hero_capacity: u64,
        out_hero_len: *mut u64,
        out_villain: *mut xiapl_combo_equity,
        villain_capacity: u64,
        out_villain_len: *mut u64,
        out_summary: *mut xiapl_range_equity_summary,
    ) -> i32;
    /// `ranges` is the header's `const xiapl_range *const *`: the library only reads the array.
    pub fn xiapl_calculate_multiway_range_equity(
        ranges: *mut *const xiapl_range,
        range_count: u64,
        board: u64,
        dead: u64,
        options: *const xiapl_equity_options,
        out_players: *mut xiapl_player_equity,
        capacity: u64,
        out_len: *mut u64,
        out_summary: *mut xiapl_equity_summary,
    ) -> i32;
    pub fn xiapl_rank_starting_hands(
        top_percent: f64,
        game: i32,
        buf: *mut c_char,
        capacity: u64,
        out_len: *mut u64,
    ) -> i32;
    pub fn xiapl_generate_top_percent_range(top_percent: f64, game: i32, out_range: *mut *mut xiapl_range) -> i32;
}
