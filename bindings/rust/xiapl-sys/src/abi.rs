// Generated from capi/include/xiapl/xiapl.h.in by ci/bindgen.py. Do not edit: run `python ci/bindgen.py`.

use core::ffi::{c_char, c_void};

/// The release these declarations were generated from.
pub const XIAPL_VERSION_STRING: &str = "0.1.0";
pub const XIAPL_VERSION_MAJOR: i32 = 0;
pub const XIAPL_VERSION_MINOR: i32 = 1;
pub const XIAPL_VERSION_PATCH: i32 = 0;
pub const XIAPL_VERSION_NUMBER: i32 = 100;
pub const XIAPL_ABI_MAJOR: i32 = 2;
pub const XIAPL_ABI_MINOR: i32 = 11;
pub const XIAPL_ABI_VERSION: i32 = 2011;
pub const XIAPL_UNSTABLE_VERSION: i32 = 10;
pub const XIAPL_OK: i32 = 0;
pub const XIAPL_ERR_INVALID_ARGUMENT: i32 = -1;
pub const XIAPL_ERR_PARSE: i32 = -2;
pub const XIAPL_ERR_BUFFER_TOO_SMALL: i32 = -3;
pub const XIAPL_ERR_LIMIT_EXCEEDED: i32 = -4;
pub const XIAPL_ERR_OUT_OF_MEMORY: i32 = -5;
pub const XIAPL_ERR_CANCELLED: i32 = -6;
pub const XIAPL_ERR_INTERNAL: i32 = -7;
pub const XIAPL_ERR_UNSUPPORTED: i32 = -8;
pub const XIAPL_GAME_HOLDEM: i32 = 0;
pub const XIAPL_GAME_OMAHA4: i32 = 1;
pub const XIAPL_GAME_OMAHA5: i32 = 2;
pub const XIAPL_GAME_OMAHA6: i32 = 3;
pub const XIAPL_GAME_SHORT_DECK: i32 = 4;
pub const XIAPL_GAME_OMAHA4_HILO: i32 = 5;
pub const XIAPL_GAME_OMAHA5_HILO: i32 = 6;
pub const XIAPL_GAME_STUD: i32 = 7;
pub const XIAPL_GAME_STUD_HILO: i32 = 8;
pub const XIAPL_GAME_RAZZ: i32 = 9;
pub const XIAPL_GAME_LOWBALL27: i32 = 10;
pub const XIAPL_GAME_BADUGI: i32 = 11;
pub const XIAPL_RANKING_NONE: i32 = 0;
pub const XIAPL_RANKING_HIGH: i32 = 1;
pub const XIAPL_RANKING_SHORT_DECK: i32 = 2;
pub const XIAPL_RANKING_EIGHT_OR_BETTER: i32 = 3;
pub const XIAPL_RANKING_ACE_TO_FIVE: i32 = 4;
pub const XIAPL_RANKING_DEUCE_TO_SEVEN: i32 = 5;
pub const XIAPL_RANKING_BADUGI: i32 = 6;
pub const XIAPL_FAMILY_BOARD: i32 = 0;
pub const XIAPL_FAMILY_STUD: i32 = 1;
pub const XIAPL_FAMILY_DRAW: i32 = 2;
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
pub const XIAPL_EVAL_MASKS_ONE_PASS: i32 = 65536;
pub const XIAPL_HISTOGRAM_BY_STRENGTH: i32 = 0;
pub const XIAPL_HISTOGRAM_BY_CATEGORY: i32 = 1;
pub const XIAPL_STRENGTH_MAX_HEROES: i32 = 1176;
pub const XIAPL_STRENGTH_MAX_BINS: i32 = 1000;
pub const XIAPL_EQUITY_EXACT: i32 = 0;
pub const XIAPL_EQUITY_MONTE_CARLO: i32 = 1;
pub const XIAPL_EQUITY_AUTO: i32 = 2;
pub const XIAPL_EQUITY_CHUNK_TRIALS: i32 = 65536;
pub const XIAPL_EQUITY_MAX_THREADS: i32 = 64;
pub const XIAPL_RANGE_EQUITY_MAX_EXACT_DEALS: u64 = 4194304;
pub const XIAPL_RANGE_EQUITY_MAX_EXACT_WORK: u64 = 2147483648;
pub const XIAPL_RANGE_EQUITY_PER_COMBO: i32 = 0;
pub const XIAPL_RANGE_EQUITY_AGGREGATE_ONLY: i32 = 1;
pub const XIAPL_TABLE_MAX_SEATS: i32 = 10;
pub const XIAPL_BETTING_NO_LIMIT: i32 = 0;
pub const XIAPL_BETTING_POT_LIMIT: i32 = 1;
pub const XIAPL_BETTING_FIXED_LIMIT: i32 = 2;
pub const XIAPL_PHASE_BETTING: i32 = 0;
pub const XIAPL_PHASE_DEALING: i32 = 1;
pub const XIAPL_PHASE_FINISHED: i32 = 2;
pub const XIAPL_PHASE_DRAWING: i32 = 3;
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
pub const XIAPL_ACTION_BRING_IN: i32 = 6;
pub const XIAPL_ACTION_DISCARD: i32 = 7;
pub const XIAPL_SEAT_STACK: i32 = 0;
pub const XIAPL_SEAT_BET: i32 = 1;
pub const XIAPL_SEAT_CONTRIBUTED: i32 = 2;
pub const XIAPL_SEAT_WON: i32 = 3;
pub const XIAPL_SEAT_FOLDED: i32 = 4;
pub const XIAPL_SEAT_ALL_IN: i32 = 5;
pub const XIAPL_SEAT_HOLE: i32 = 6;
pub const XIAPL_SEAT_UP: i32 = 7;
pub const XIAPL_SEAT_UNKNOWN: i32 = 8;
pub const XIAPL_TABLE_HOLE_ORDER_LEN: i32 = 80;
pub const XIAPL_BETTING_USUAL: i32 = -1;
pub const XIAPL_STEP_DEAL_BOARD: i32 = 16;
pub const XIAPL_APPLY_UNKNOWN_SHIFT: i32 = 52;
pub const XIAPL_APPLY_UP_SHIFT: i32 = 56;
pub const XIAPL_STEP_DEAL_HOLE: i32 = 17;
pub const XIAPL_WARNING_NEEDLESS_FOLD: i32 = 1;
pub const XIAPL_TABLE_RUN_MAX: i32 = 8;
pub const XIAPL_CARD_UNKNOWN: i32 = -1;
pub const XIAPL_CARD_NONE: i32 = -2;
pub const XIAPL_PHH_ALL: i32 = -1;
pub const XIAPL_PHH_VERB_DEAL_HOLE: i32 = 0;
pub const XIAPL_PHH_VERB_DEAL_BOARD: i32 = 1;
pub const XIAPL_PHH_VERB_FOLD: i32 = 2;
pub const XIAPL_PHH_VERB_CHECK_CALL: i32 = 3;
pub const XIAPL_PHH_VERB_BET_RAISE: i32 = 4;
pub const XIAPL_PHH_VERB_SHOW_MUCK: i32 = 5;
pub const XIAPL_PHH_VERB_BRING_IN: i32 = 6;
pub const XIAPL_PHH_VERB_DISCARD: i32 = 7;
pub const XIAPL_PHH_VERB_COMMENT: i32 = 8;
pub const XIAPL_PHH_ACTION_MAX_CARDS: i32 = 52;
pub const XIAPL_STANDING_BEHIND: i32 = -1;
pub const XIAPL_STANDING_SHARES: i32 = 0;
pub const XIAPL_STANDING_AHEAD: i32 = 1;
pub const XIAPL_FLOP_SUITS_MONOTONE: i32 = 0;
pub const XIAPL_FLOP_SUITS_TWO_TONE: i32 = 1;
pub const XIAPL_FLOP_SUITS_RAINBOW: i32 = 2;
pub const XIAPL_FLOP_PAIRING_UNPAIRED: i32 = 0;
pub const XIAPL_FLOP_PAIRING_PAIRED: i32 = 1;
pub const XIAPL_FLOP_PAIRING_TRIPS: i32 = 2;
pub const XIAPL_FLOP_TEXTURE_MONOTONE: i32 = 0;
pub const XIAPL_FLOP_TEXTURE_PAIRED: i32 = 1;
pub const XIAPL_FLOP_TEXTURE_CONNECTED: i32 = 2;
pub const XIAPL_FLOP_TEXTURE_TWO_TONE: i32 = 3;
pub const XIAPL_FLOP_TEXTURE_RAINBOW: i32 = 4;
pub const XIAPL_ICM_MAX_EXACT_PLAYERS: i32 = 64;
pub const XIAPL_ICM_ROW_FOLD: i32 = 0;
pub const XIAPL_ICM_ROW_CALL_WIN: i32 = 1;
pub const XIAPL_ICM_ROW_CALL_LOSE: i32 = 2;
pub const XIAPL_ICM_ROW_CALL_SPLIT: i32 = 3;
pub const XIAPL_ICM_ROW_CALL: i32 = 4;
pub const XIAPL_ICM_ROWS: i32 = 5;
pub const XIAPL_SOLVER_BOTH_PLAYERS: i32 = -1;
pub const XIAPL_SOLVER_OOP: i32 = 0;
pub const XIAPL_SOLVER_IP: i32 = 1;
pub const XIAPL_SOLVER_ALL_STREETS: i32 = -1;
pub const XIAPL_SOLVER_FLOP: i32 = 0;
pub const XIAPL_SOLVER_TURN: i32 = 1;
pub const XIAPL_SOLVER_RIVER: i32 = 2;
pub const XIAPL_SOLVER_NODE_PLAYER: i32 = 0;
pub const XIAPL_SOLVER_NODE_CHANCE: i32 = 1;
pub const XIAPL_SOLVER_NODE_FOLD: i32 = 2;
pub const XIAPL_SOLVER_NODE_SHOWDOWN: i32 = 3;

/// Opaque handle `xiapl_deck` (created and destroyed through its functions).
#[repr(C)]
pub struct xiapl_deck {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
}

/// Opaque handle `xiapl_canon_iter` (created and destroyed through its functions).
#[repr(C)]
pub struct xiapl_canon_iter {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
}

/// Opaque handle `xiapl_range` (created and destroyed through its functions).
#[repr(C)]
pub struct xiapl_range {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
}

/// Opaque handle `xiapl_table_state` (created and destroyed through its functions).
#[repr(C)]
pub struct xiapl_table_state {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
}

/// Opaque handle `xiapl_phh` (created and destroyed through its functions).
#[repr(C)]
pub struct xiapl_phh {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
}

/// Opaque handle `xiapl_solver` (created and destroyed through its functions).
#[repr(C)]
pub struct xiapl_solver {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
}

pub type xiapl_progress_fn = Option<unsafe extern "C" fn(user: *mut c_void, done: u64, total: u64) -> i32>;

pub type xiapl_solver_progress_fn = Option<unsafe extern "C" fn(user: *mut c_void, iterations: u32, exploitability: f64) -> i32>;

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_game_info {
    pub struct_size: u32,
    pub hole_cards: i32,
    pub min_hole_cards: i32,
    pub board_cards: i32,
    pub hole_used: i32,
    pub deck_cards: i32,
    pub high_ranking: i32,
    pub low_ranking: i32,
    pub max_players: i32,
    pub family: i32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_category_breakdown {
    pub win: [f64; 9],
    pub tie: [f64; 9],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_equity_options {
    pub struct_size: u32,
    pub mode: i32,
    pub iterations: u64,
    pub seed: u64,
    pub deterministic: i32,
    pub threads: u32,
    pub progress: xiapl_progress_fn,
    pub progress_user: *mut c_void,
    pub breakdown: *mut xiapl_category_breakdown,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_player_equity {
    pub equity: f64,
    pub win: f64,
    pub tie: f64,
    pub std_error: f64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_player_split {
    pub scoop: f64,
    pub high_share: f64,
    pub low_share: f64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_equity_summary {
    pub struct_size: u32,
    pub exact: i32,
    pub trials: u64,
    pub chop_rate: f64,
    pub seed: u64,
    pub evaluated: u64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_combo_equity {
    pub mask: u64,
    pub weight: f64,
    pub equity: f64,
    pub matchup_weight: f64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
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

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_table_config {
    pub struct_size: u32,
    pub game: i32,
    pub betting: i32,
    pub seat_count: i32,
    pub button: i32,
    pub random_holes: i32,
    pub seed: u64,
    pub min_bet: i64,
    pub stacks: [i64; 10],
    pub antes: [i64; 10],
    pub blinds: [i64; 10],
    pub hole_cards: [u64; 10],
    pub small_bet: i64,
    pub big_bet: i64,
    pub bring_in: i64,
    pub draws: i32,
    pub reserved: i32,
    pub hole_order_given: i32,
    pub reserved2: i32,
    pub hole_order: [i32; 80],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_game_defaults {
    pub struct_size: u32,
    pub betting: i32,
    pub draws: i32,
    pub reserved: i32,
    pub small_blind: i64,
    pub big_blind: i64,
    pub ante: i64,
    pub bring_in: i64,
    pub small_bet: i64,
    pub big_bet: i64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
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
    pub game: i32,
    pub betting: i32,
    pub button: i32,
    pub raises: i32,
    pub fixed_bet: i64,
    pub needless_folds: i32,
    pub reserved: i32,
    pub deal_seat: i32,
    pub hole_cards_due: i32,
    pub last_street: i32,
    pub reserved2: i32,
    pub completing: i32,
    pub returned_to: i32,
    pub returned: i64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_table_step {
    pub seat: i32,
    pub kind: i32,
    pub amount: i64,
    pub cards: u64,
    pub random: i32,
    pub needless: i32,
    pub to: i32,
    pub unknown: i32,
    pub up: u64,
    pub street: i32,
    pub draw: i32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_table_warning {
    pub kind: i32,
    pub seat: i32,
    pub player: i32,
    pub street: i32,
    pub step: i64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_pot_result {
    pub amount: i64,
    pub eligible: u64,
    pub winners: u64,
    pub won: [i64; 10],
    pub high_winners: u64,
    pub low_winners: u64,
    pub odd_chips: i64,
    pub odd_chip_seats: u64,
    pub order: [i32; 10],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_allin_spot {
    pub street: i32,
    pub pot_count: i32,
    pub board: u64,
    pub dead: u64,
    pub live: u64,
    pub expected: [f64; 10],
    pub holes: [u64; 10],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_allin_pot {
    pub spot: i32,
    pub reserved: i32,
    pub amount: i64,
    pub eligible: u64,
    pub equity: [f64; 10],
    pub win: [f64; 10],
    pub tie: [f64; 10],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_rng {
    pub state: [u64; 4],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_phh_info {
    pub struct_size: u32,
    pub game: i32,
    pub betting: i32,
    pub player_count: i32,
    pub board: u64,
    pub holes: [u64; 10],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_phh_action {
    pub struct_size: u32,
    pub verb: i32,
    pub actor: i32,
    pub player: i32,
    pub card_count: i32,
    pub unknown_count: i32,
    pub has_comment: i32,
    pub reserved: i32,
    pub cards_offset: u64,
    pub cards_length: u64,
    pub amount_offset: u64,
    pub amount_length: u64,
    pub comment_offset: u64,
    pub comment_length: u64,
    pub card_ids: [i32; 52],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_next_card {
    pub card: i32,
    pub standing: i32,
    pub strength: i32,
    pub is_out: i32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_hit_table {
    pub struct_size: u32,
    pub reserved: u32,
    pub combos: u64,
    pub weight: f64,
    pub made: [f64; 9],
    pub flush_draw: f64,
    pub open_ended: f64,
    pub gutshot: f64,
    pub combo_draw: f64,
    pub overcards: f64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_solver_spot {
    pub struct_size: u32,
    pub suit_isomorphism: i32,
    pub pot: f64,
    pub stack: f64,
    pub rake_rate: f64,
    pub rake_cap: f64,
    pub add_allin_threshold: f64,
    pub force_allin_threshold: f64,
    pub merging_threshold: f64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_solver_options {
    pub struct_size: u32,
    pub max_iterations: u32,
    pub target_chips: f64,
    pub target_percent: f64,
    pub check_every: u32,
    pub threads: u32,
    pub compressed: i32,
    pub reserved: i32,
    pub progress: xiapl_solver_progress_fn,
    pub progress_user: *mut c_void,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_solver_result {
    pub struct_size: u32,
    pub iterations: u32,
    pub exploitability: f64,
    pub exploitability_percent: f64,
    pub ev: [f64; 2],
    pub seconds: f64,
    pub memory_bytes: u64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct xiapl_solver_node_facts {
    pub struct_size: u32,
    pub kind: i32,
    pub player: i32,
    pub street: i32,
    pub action_count: u32,
    pub parent: u32,
    pub board: u64,
    pub contrib: [f64; 2],
}

unsafe extern "C" {
    /// The ABI version of the library as built, XIAPL_ABI_VERSION (major * 1000 + minor). A program\
    /// built against ABI M.m runs on a library with the same major and a minor >= m.\
    /// @return the library's XIAPL_ABI_VERSION. Never fails.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_abi_version() -> i32;
    /// The release of the library as built, XIAPL_VERSION_NUMBER (MAJOR * 10000 + MINOR * 100 + PATCH).\
    /// @return the library's XIAPL_VERSION_NUMBER. Never fails.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_version_number() -> i32;
    /// The version of the unstable tier the library was built with, XIAPL_UNSTABLE_VERSION. A\
    /// program that uses the tier checks it equals its own XIAPL_UNSTABLE_VERSION.\
    /// @return the library's XIAPL_UNSTABLE_VERSION. Never fails.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_unstable_version() -> i32;
    /// The release of the library as built, XIAPL_VERSION_STRING, e.g. "0.1.0".\
    /// @return a NUL-terminated string in static storage (never freed). Never fails.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_version_string() -> *const c_char;
    /// The name of a status code, e.g. "XIAPL_ERR_PARSE"; an unknown code gives "XIAPL_ERR_UNKNOWN".\
    /// @param status  any int32_t.\
    /// @return the name, NUL-terminated, in static storage (never NULL). Never fails.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_status_name(status: i32) -> *const c_char;
    /// Detail about the last failing call made on this thread: what was wrong and how to write it\
    /// right. Valid until the next failing call on the same thread. A successful call does not clear\
    /// it, so read it right after the failure.\
    /// @return the message, NUL-terminated, never NULL; "" if no call has failed on this thread. Never\
    /// fails.\
    /// Threads: any thread, concurrently; each thread has its own message.
    pub fn xiapl_last_error_message() -> *const c_char;
    /// Parses exactly one card: a rank (2-9, T, J, Q, K, A, or "10" as an alias of T) then a suit (c,\
    /// d, h, s), case-insensitive: "As", "td", "10h".\
    /// @param text    NUL-terminated text.\
    /// @param out_id  receives the card id, 0..51.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  text or out_id is NULL.\
    /// XIAPL_ERR_PARSE             anything else, including several cards ("AsKs") and spaces\
    /// around the card.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_card_parse(text: *const c_char, out_id: *mut i32) -> i32;
    /// Parses a list of cards: written together ("AsKsQd"), or separated by spaces, tabs, newlines,\
    /// commas or dashes ("As Ks, 10h"). The ids are written in input order. An empty or blank text is\
    /// an empty list.\
    /// @param text      NUL-terminated text.\
    /// @param out_ids   receives the card ids; may be NULL when capacity is 0.\
    /// @param capacity  the number of ids out_ids holds.\
    /// @param out_len   receives the number of cards in text.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  text or out_len is NULL.\
    /// XIAPL_ERR_PARSE             a malformed card or a card given twice.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  more than capacity cards were given (*out_len = the number\
    /// of cards).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_cards_parse(text: *const c_char, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// Writes the two-character name of a card ("As", "Th") and a terminating NUL into buf.\
    /// @param id        a card id, 0..51.\
    /// @param buf       receives the name and its NUL.\
    /// @param capacity  the bytes buf holds; 3 suffice.\
    /// @param out_len   receives 2, the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an id outside 0..51, a NULL out_len or buf.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < 3.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_card_name(id: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// The mask of count card ids.\
    /// @param ids       the card ids, each 0..51.\
    /// @param count     the number of ids.\
    /// @param out_mask  receives the mask.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an id outside 0..51, an id given twice, a NULL pointer.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_mask_from_ids(ids: *const i32, count: u64, out_mask: *mut u64) -> i32;
    /// The ids of a mask's cards, ascending.\
    /// @param mask      a card mask.\
    /// @param out_ids   receives the ids; may be NULL when capacity is 0.\
    /// @param capacity  the number of ids out_ids holds.\
    /// @param out_len   receives the number of cards in mask.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a bit >= 52 in mask, a NULL out_len.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of cards (*out_len = that number).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_mask_to_ids(mask: u64, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// Creates a full deck: the 52 cards in id order. Destroy it with xiapl_deck_destroy.\
    /// @param out_deck  receives the new deck.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  out_deck is NULL.\
    /// XIAPL_ERR_OUT_OF_MEMORY     no memory for the deck.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_deck_create(out_deck: *mut *mut xiapl_deck) -> i32;
    /// Frees a deck. NULL is ignored.\
    /// @param deck  a deck from xiapl_deck_create, or NULL.\
    /// Returns nothing. Never fails.\
    /// Threads: must not race with any other use of the deck.
    pub fn xiapl_deck_destroy(deck: *mut xiapl_deck);
    /// Shuffles the cards still in the deck. The same seed gives the same permutation on every\
    /// platform, seed 0 included: a Fisher-Yates shuffle driven by xoshiro256** seeded through\
    /// SplitMix64, with unbiased bounded draws (docs/rng.md specifies it exactly).\
    /// @param deck  the deck.\
    /// @param seed  any value.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  deck is NULL.\
    /// Threads: one thread at a time per deck; different decks are independent.
    pub fn xiapl_deck_shuffle(deck: *mut xiapl_deck, seed: u64) -> i32;
    /// Deals count cards from the front of the deck into out_ids, front first. On error the deck is\
    /// unchanged.\
    /// @param deck      the deck.\
    /// @param count     the number of cards to deal.\
    /// @param out_ids   receives the dealt ids; may be NULL when count is 0.\
    /// @param capacity  the number of ids out_ids holds.\
    /// @param out_len   receives count.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  fewer than count cards remain, a NULL deck or out_len.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < count (*out_len = count).\
    /// Threads: one thread at a time per deck; different decks are independent.
    pub fn xiapl_deck_deal(deck: *mut xiapl_deck, count: u64, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// Discards count cards from the front of the deck.\
    /// @param deck   the deck.\
    /// @param count  the number of cards to discard.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  fewer than count cards remain (the deck is then unchanged),\
    /// a NULL deck.\
    /// Threads: one thread at a time per deck; different decks are independent.
    pub fn xiapl_deck_burn(deck: *mut xiapl_deck, count: u64) -> i32;
    /// Takes the cards of mask out of the deck, wherever they are; the other cards keep their order.\
    /// @param deck  the deck.\
    /// @param mask  the cards to take out.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a bit >= 52 or a card that is no longer in the deck (the\
    /// deck is then unchanged), a NULL deck.\
    /// Threads: one thread at a time per deck; different decks are independent.
    pub fn xiapl_deck_remove(deck: *mut xiapl_deck, mask: u64) -> i32;
    /// Puts all 52 cards back, in id order.\
    /// @param deck  the deck.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  deck is NULL.\
    /// Threads: one thread at a time per deck; different decks are independent.
    pub fn xiapl_deck_reset(deck: *mut xiapl_deck) -> i32;
    /// The cards still in the deck, front first. The deck is not changed.\
    /// @param deck      the deck.\
    /// @param out_ids   receives the ids; may be NULL when capacity is 0.\
    /// @param capacity  the number of ids out_ids holds.\
    /// @param out_len   receives the number of cards in the deck.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL deck or out_len.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of cards (*out_len = that number).\
    /// Threads: one thread at a time per deck; different decks are independent.
    pub fn xiapl_deck_cards(deck: *const xiapl_deck, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// Replaces the deck's cards by ids\[0..count), front first: 0 to 52 distinct ids. With\
    /// xiapl_deck_cards it copies a deck (its future deals and shuffles then match the original's).\
    /// @param deck   the deck.\
    /// @param ids    the new cards, front first; may be NULL when count is 0.\
    /// @param count  the number of ids, 0 to 52.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an id outside 0..51, a repeated id, count > 52 (the deck is\
    /// then unchanged), a NULL deck.\
    /// Threads: one thread at a time per deck; different decks are independent.
    pub fn xiapl_deck_set_cards(deck: *mut xiapl_deck, ids: *const i32, count: u64) -> i32;
    /// The strength of the best five of 5, 6 or 7 cards.\
    /// @param cards         a mask of 5 to 7 cards.\
    /// @param out_strength  receives the strength, 1 .. XIAPL_STRENGTH_MAX.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a bit >= 52, fewer than 5 or more than 7 cards, a NULL\
    /// out_strength.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_mask(cards: u64, out_strength: *mut i32) -> i32;
    /// The strength of the best five of count card ids, as xiapl_eval_mask; an id given twice is an\
    /// error (a mask cannot say so).\
    /// @param ids           the card ids, each 0..51.\
    /// @param count         the number of ids, 5 to 7.\
    /// @param out_strength  receives the strength, 1 .. XIAPL_STRENGTH_MAX.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  count outside 5..7, an id outside 0..51, an id given twice,\
    /// a NULL pointer.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_ids(ids: *const i32, count: u64, out_strength: *mut i32) -> i32;
    /// The strength of one player's hand in the game's main ranking (the high half of a hi/lo game).\
    /// Hold'em and short deck: the best five of the 2 hole cards and the board. Omaha games: the best\
    /// five made of exactly two hole cards and exactly three board cards. Stud games: the best five of\
    /// the player's 5 to 7 cards. 2-7 lowball: the 5 cards; badugi: the best of the 4 cards.\
    /// @param game          XIAPL_GAME_*.\
    /// @param hole          the player's cards (a mask): xiapl_game_info's hole_cards (stud games: 5\
    /// to 7).\
    /// @param board         3 to 5 board cards (a mask); 0 for stud and draw games.\
    /// @param out_strength  receives the strength in the game's high_ranking (Hold'em's: 1 ..\
    /// XIAPL_STRENGTH_MAX).\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, a wrong number of hole or board cards, a\
    /// board in a game without one, a card in both, a card\
    /// outside the game's deck, a bit >= 52, a NULL\
    /// out_strength.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_hand(game: i32, hole: u64, board: u64, out_strength: *mut i32) -> i32;
    /// Batch xiapl_eval_mask: out_strengths\[i\] = the strength of masks\[i\]. Every mask is checked before\
    /// any strength is written: on error nothing is written and the message names the first bad index.\
    /// @param masks          count masks of 5 to 7 cards each.\
    /// @param count          the number of masks; 0 does nothing.\
    /// @param out_strengths  receives count strengths.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a mask xiapl_eval_mask refuses, a NULL pointer when\
    /// count > 0.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_masks(masks: *const u64, count: u64, out_strengths: *mut u16) -> i32;
    /// Batch xiapl_eval_hand: out_strengths\[i\] = the strength of hole cards holes\[i\] on board\
    /// boards\[i\]. Checked as a whole before any evaluation, like xiapl_eval_masks.\
    /// @param game           XIAPL_GAME_*.\
    /// @param holes          count hole-card masks, as for xiapl_eval_hand.\
    /// @param boards         count board masks, as for xiapl_eval_hand (0 for stud and draw games).\
    /// @param count          the number of hands; 0 does nothing (but game is still checked).\
    /// @param out_strengths  receives count strengths.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, a hand xiapl_eval_hand refuses (the message\
    /// names the first bad index), a NULL pointer when count > 0.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_hands(game: i32, holes: *const u64, boards: *const u64, count: u64, out_strengths: *mut u16) -> i32;
    /// The number of completions: C(52 - |cards| - |dead|, hand_size - |cards|).\
    /// @param cards      the hand's cards so far (a mask), at most hand_size of them; may be 0.\
    /// @param dead       cards out of the deck (a mask), or 0.\
    /// @param hand_size  5, 6 or 7.\
    /// @param out_count  receives the number.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a hand size other than 5 to 7, more cards than it, a card\
    /// both in the hand and dead, a bit >= 52, a NULL out_count.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_count_completions(cards: u64, dead: u64, hand_size: i32, out_count: *mut u64) -> i32;
    /// The strength of every completion, in order: out_strengths\[i\] is the i-th completion's.\
    /// @param cards          the hand's cards so far, as for xiapl_eval_count_completions.\
    /// @param dead           cards out of the deck, or 0.\
    /// @param hand_size      5, 6 or 7.\
    /// @param out_strengths  receives the strengths; may be NULL when capacity is 0.\
    /// @param capacity       the strengths out_strengths holds.\
    /// @param out_len        receives the number of completions.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  as xiapl_eval_count_completions, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < *out_len; nothing is written.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_completions(cards: u64, dead: u64, hand_size: i32, out_strengths: *mut u16, capacity: u64, out_len: *mut u64) -> i32;
    /// How many completions have each strength or each category (counts overwritten).\
    /// @param cards       the hand's cards so far, as for xiapl_eval_count_completions.\
    /// @param dead        cards out of the deck, or 0.\
    /// @param hand_size   5, 6 or 7.\
    /// @param by          XIAPL_HISTOGRAM_*.\
    /// @param out_counts  receives the counts; may be NULL when capacity is 0.\
    /// @param capacity    the counters out_counts holds.\
    /// @param out_len     receives the counters the histogram has: 7463 by strength, 9 by category.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  as xiapl_eval_count_completions, an unknown `by`, a NULL\
    /// pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < *out_len; nothing is written.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_completions_histogram(cards: u64, dead: u64, hand_size: i32, by: i32, out_counts: *mut u64, capacity: u64, out_len: *mut u64) -> i32;
    /// Showdown: the indices (ascending) of every player whose hand is best; more than one means a\
    /// split pot.\
    /// @param game          XIAPL_GAME_*.\
    /// @param holes         player i's hole cards (a mask) at holes\[i\], as for xiapl_eval_hand.\
    /// @param player_count  the number of players, at least 1.\
    /// @param board         the board (a mask), as for xiapl_eval_hand.\
    /// @param out_winners   receives the winners' indices.\
    /// @param capacity      the number of indices out_winners holds; player_count always suffices.\
    /// @param out_len       receives the number of winners.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, no players, a hand xiapl_eval_hand refuses,\
    /// a card held by two players, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of winners (*out_len = that number).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_showdown(game: i32, holes: *const u64, player_count: u64, board: u64, out_winners: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// The five cards that make a player's hand and the hole cards among them (a badugi: the 1 to 4\
    /// cards of its best set). When several choices are equally strong, the one whose mask is\
    /// numerically largest is chosen.\
    /// @param game           XIAPL_GAME_*.\
    /// @param hole           the player's hole cards (a mask), as for xiapl_eval_hand.\
    /// @param board          the board (a mask), as for xiapl_eval_hand.\
    /// @param out_five       receives the five cards (a mask).\
    /// @param out_hole_used  receives the hole cards among the five (a mask; for Omaha always two).\
    /// @param out_strength   receives the strength, as xiapl_eval_hand gives it.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  as for xiapl_eval_hand, a NULL pointer.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_best_five(game: i32, hole: u64, board: u64, out_five: *mut u64, out_hole_used: *mut u64, out_strength: *mut i32) -> i32;
    /// The category of a strength.\
    /// @param strength      1 .. XIAPL_STRENGTH_MAX.\
    /// @param out_category  receives an XIAPL_CATEGORY_*.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a strength outside 1..7462, a NULL out_category.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_strength_category(strength: i32, out_category: *mut i32) -> i32;
    /// The ranks (2..14) that order hands within the category, most significant first: high card and\
    /// flush, five ranks; one pair, the pair then three kickers; two pair, both pairs then the kicker;\
    /// three of a kind, the trips then two kickers; straight and straight flush, the top card (5 for a\
    /// wheel); full house, trips then pair; four of a kind, quads then kicker.\
    /// @param strength   1 .. XIAPL_STRENGTH_MAX.\
    /// @param out_ranks  receives the ranks.\
    /// @param capacity   the number of ranks out_ranks holds; 5 always suffices.\
    /// @param out_len    receives the number of ranks.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a strength outside 1..7462, a NULL out_ranks or out_len.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of ranks (*out_len = that number).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_strength_kickers(strength: i32, out_ranks: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// The category and the kickers of a strength as text, "Three of a Kind \[14 13 9\]", written into\
    /// buf with a terminating NUL.\
    /// @param strength  1 .. XIAPL_STRENGTH_MAX.\
    /// @param buf       receives the text and its NUL.\
    /// @param capacity  the bytes buf holds; 64 always suffice.\
    /// @param out_len   receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a strength outside 1..7462, a NULL out_len or buf.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_strength_describe(strength: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// A readable name of a strength, written into buf with a terminating NUL: "full house, threes over\
    /// twos", "straight, five-high", "two pair, aces and kings", "royal flush".\
    /// @param strength  1 .. XIAPL_STRENGTH_MAX.\
    /// @param buf       receives the name and its NUL.\
    /// @param capacity  the bytes buf holds; 64 always suffice.\
    /// @param out_len   receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a strength outside 1..7462, a NULL out_len or buf.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_strength_name(strength: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// What a game deals and how it ranks hands.\
    /// @param game      XIAPL_GAME_*.\
    /// @param out_info  receives the figures (set its struct_size first).\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, a NULL out_info, an out_info->struct_size\
    /// below 4.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_game_info_get(game: i32, out_info: *mut xiapl_game_info) -> i32;
    /// The name of a game as players write it ("Hold'em", "PLO", "PLO Hi/Lo", "Razz", ...), written\
    /// into buf with a terminating NUL.\
    /// @param game      XIAPL_GAME_*.\
    /// @param buf       receives the text and its NUL.\
    /// @param capacity  the bytes buf holds; 32 always suffice.\
    /// @param out_len   receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, a NULL out_len or buf.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_game_name(game: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// The game a name stands for: its canonical name ("holdem", "plo", "plo5", "plo6", "shortdeck",\
    /// "plohilo", "plo5hilo", "stud", "studhilo", "razz", "lowball27", "badugi"), another of the\
    /// names xiapl_game_names lists ("nlhe", "omaha", "plo8", "o8", "6+", "stud8", "2-7", ...) or the\
    /// name xiapl_game_name writes ("PLO Hi/Lo"). Case, surrounding white space, "-", "_", "/",\
    /// spaces and apostrophes do not matter.\
    /// @param name      the name; need not be NUL-terminated.\
    /// @param length    its length in bytes.\
    /// @param out_game  receives the XIAPL_GAME_*.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_PARSE             a name of no game (the message quotes it and lists the\
    /// canonical names).\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL out_game, or a NULL name with length > 0.\
    /// Since ABI 2.7.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_game_parse(name: *const c_char, length: u64, out_game: *mut i32) -> i32;
    /// Every name xiapl_game_parse reads for a game besides xiapl_game_name's, separated by single\
    /// commas, the canonical name first: "plohilo,plo8,o8,omaha8,omahahilo,omaha4hilo,plo4hilo".\
    /// Written with its NUL into buf; *out_len receives the length without the NUL.\
    /// @param game      XIAPL_GAME_*.\
    /// @param buf       receives the names and a NUL; may be NULL when capacity is 0.\
    /// @param capacity  the bytes buf holds; 256 always suffice.\
    /// @param out_len   receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, a NULL out_len or buf.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Since ABI 2.7.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_game_names(game: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// The cards a game deals from, as a mask: all 52 (bits 0..51), or in short deck the 36 cards six\
    /// to ace (ranks 6 to A of every suit).\
    /// @param game      XIAPL_GAME_*.\
    /// @param out_deck  receives the mask.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, a NULL out_deck.\
    /// Since ABI 2.9.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_game_deck(game: i32, out_deck: *mut u64) -> i32;
    /// The strength of the low half of one player's hand in a hi/lo game: the eight-or-better low made\
    /// as the game says (Omaha: exactly two hole cards and three board cards; stud: any five of the\
    /// player's cards), or 0 when the hand has no qualifying low.\
    /// @param game          XIAPL_GAME_OMAHA4_HILO, XIAPL_GAME_OMAHA5_HILO or XIAPL_GAME_STUD_HILO.\
    /// @param hole          the player's hole cards (a mask), as for xiapl_eval_hand.\
    /// @param board         the board (a mask), as for xiapl_eval_hand; 0 for stud.\
    /// @param out_strength  receives an XIAPL_RANKING_EIGHT_OR_BETTER strength, or 0.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a game without a low half, a hand xiapl_eval_hand refuses, a\
    /// NULL out_strength.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_low(game: i32, hole: u64, board: u64, out_strength: *mut i32) -> i32;
    /// Batch xiapl_eval_low: out_strengths\[i\] = the low half of hole cards holes\[i\] on board\
    /// boards\[i\] (0 where no low qualifies). Checked as a whole before any evaluation, like\
    /// xiapl_eval_hands.\
    /// @param game           XIAPL_GAME_OMAHA4_HILO, XIAPL_GAME_OMAHA5_HILO or XIAPL_GAME_STUD_HILO.\
    /// @param holes          count hole-card masks, as for xiapl_eval_hand.\
    /// @param boards         count board masks, as for xiapl_eval_hand (0 for stud).\
    /// @param count          the number of hands; 0 does nothing (but game is still checked).\
    /// @param out_strengths  receives count XIAPL_RANKING_EIGHT_OR_BETTER strengths, or 0s.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a game without a low half, a hand xiapl_eval_hand refuses\
    /// (the message names the first bad index), a NULL pointer\
    /// when count > 0.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_lows(game: i32, holes: *const u64, boards: *const u64, count: u64, out_strengths: *mut u16) -> i32;
    /// The low half of a hi/lo showdown: the indices (ascending) of every player holding the best\
    /// qualifying low; none when no hand qualifies (the high hands then take the whole pot).\
    /// @param game          XIAPL_GAME_OMAHA4_HILO, XIAPL_GAME_OMAHA5_HILO or XIAPL_GAME_STUD_HILO.\
    /// @param holes         player i's hole cards (a mask) at holes\[i\], as for xiapl_eval_hand.\
    /// @param player_count  the number of players, at least 1.\
    /// @param board         the board (a mask); 0 for stud.\
    /// @param out_winners   receives the winners' indices.\
    /// @param capacity      the number of indices out_winners holds; player_count always suffices.\
    /// @param out_len       receives the number of winners, 0 when no low qualifies.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a game without a low half, no players, a hand that\
    /// xiapl_eval_hand refuses, a card held by two players, a\
    /// NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of winners (*out_len = that number).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_showdown_low(game: i32, holes: *const u64, player_count: u64, board: u64, out_winners: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// The five cards that make the low half of a hi/lo hand and the hole cards among them, with the\
    /// tie rule of xiapl_eval_best_five; no cards and strength 0 when no low qualifies.\
    /// @param game           XIAPL_GAME_OMAHA4_HILO, XIAPL_GAME_OMAHA5_HILO or XIAPL_GAME_STUD_HILO.\
    /// @param hole           the player's hole cards (a mask), as for xiapl_eval_hand.\
    /// @param board          the board (a mask); 0 for stud.\
    /// @param out_five       receives the five cards (a mask), or 0.\
    /// @param out_hole_used  receives the hole cards among them (a mask), or 0.\
    /// @param out_strength   receives the strength, as xiapl_eval_low gives it.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  as for xiapl_eval_low, a NULL pointer.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_best_low(game: i32, hole: u64, board: u64, out_five: *mut u64, out_hole_used: *mut u64, out_strength: *mut i32) -> i32;
    /// The largest strength of a ranking (its best hand).\
    /// @param ranking  XIAPL_RANKING_*.\
    /// @param out_max  receives the strength; 0 for XIAPL_RANKING_NONE.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown ranking, a NULL out_max.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_ranking_max(ranking: i32, out_max: *mut i32) -> i32;
    /// The category of a strength of any ranking (a low or a badugi with no pair is\
    /// XIAPL_CATEGORY_HIGH_CARD).\
    /// @param ranking       XIAPL_RANKING_*.\
    /// @param strength      a strength the ranking gives.\
    /// @param out_category  receives an XIAPL_CATEGORY_*.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown ranking, a strength the ranking never gives, a\
    /// NULL out_category.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_ranking_category(ranking: i32, strength: i32, out_category: *mut i32) -> i32;
    /// The ranks that order hands of a strength's category, most significant first, as\
    /// xiapl_strength_kickers gives them; in the eight-or-better, ace-to-five and badugi rankings the\
    /// ace is 1 (and a badugi lists one rank per card).\
    /// @param ranking    XIAPL_RANKING_*.\
    /// @param strength   a strength the ranking gives.\
    /// @param out_ranks  receives the ranks.\
    /// @param capacity   the number of ranks out_ranks holds; 5 always suffices.\
    /// @param out_len    receives the number of ranks.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown ranking, a strength the ranking never gives, a\
    /// NULL out_ranks or out_len.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of ranks (*out_len = that number).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_ranking_kickers(ranking: i32, strength: i32, out_ranks: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// The category and ranks of a strength as text: "Flush \[14 12 9 8 7\]", "Low \[8 6 4 2 1\]",\
    /// "Badugi \[4 3 2 1\]", written into buf with a terminating NUL.\
    /// @param ranking   XIAPL_RANKING_*.\
    /// @param strength  a strength the ranking gives.\
    /// @param buf       receives the text and its NUL.\
    /// @param capacity  the bytes buf holds; 64 always suffice.\
    /// @param out_len   receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown ranking, a strength the ranking never gives, a\
    /// NULL out_len or buf.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_ranking_describe(ranking: i32, strength: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// A readable name of a strength: "flush, ace-high (beats a full house)", "8-6-4-2-A low",\
    /// "7-5-4-3-2 low (number one)", "three-card badugi 5-3-2", "pair of aces", written into buf\
    /// with a terminating NUL.\
    /// @param ranking   XIAPL_RANKING_*.\
    /// @param strength  a strength the ranking gives.\
    /// @param buf       receives the text and its NUL.\
    /// @param capacity  the bytes buf holds; 64 always suffice.\
    /// @param out_len   receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown ranking, a strength the ranking never gives, a\
    /// NULL out_len or buf.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_ranking_name(ranking: i32, strength: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// The canonical board of 3 (flop), 4 (turn) or 5 (river) cards and its orbit size.\
    /// @param board           3 to 5 board cards (a mask).\
    /// @param out_board       receives the canonical board (a mask).\
    /// @param out_orbit_size  receives the orbit size (1, 4, 6, 12 or 24); may be NULL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a bit >= 52, another card count, a NULL out_board.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_canon_board(board: u64, out_board: *mut u64, out_orbit_size: *mut u64) -> i32;
    /// The canonical form of hole cards alone: 2 (Hold'em) or 4, 5, 6 (Omaha) cards.\
    /// @param hand            2, 4, 5 or 6 hole cards (a mask).\
    /// @param out_hand        receives the canonical hand (a mask).\
    /// @param out_orbit_size  receives the orbit size; for Hold'em the number of combinations of the\
    /// hand's class (6 for a pair, 4 suited, 12 offsuit). May be NULL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a bit >= 52, another card count, a NULL out_hand.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_canon_hand(hand: u64, out_hand: *mut u64, out_orbit_size: *mut u64) -> i32;
    /// The canonical (hero, board) situation: both relabelled together, hero and board kept apart.\
    /// @param hero            the hero's 2, 4, 5 or 6 hole cards (a mask).\
    /// @param board           3 to 5 board cards (a mask), none of them in hero.\
    /// @param out_hero        receives the canonical hero (a mask).\
    /// @param out_board       receives the canonical board (a mask), which is xiapl_canon_board's.\
    /// @param out_orbit_size  receives the orbit size; may be NULL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a bit >= 52, a wrong card count, a card in both (the message\
    /// names it), a NULL out_hero or out_board.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_canon_situation(hero: u64, board: u64, out_hero: *mut u64, out_board: *mut u64, out_orbit_size: *mut u64) -> i32;
    /// The frozen (hero, board) form, kept for tables built with it: the board's cards, sorted by rank\
    /// descending and then suit (clubs first), give the suits the new labels clubs, diamonds, hearts,\
    /// spades in the order they first appear; the hero's cards, sorted alike, continue the numbering\
    /// for the suits the board lacks; a suit in neither comes last. Hero and board are relabelled\
    /// alike. It is not a canonical form (two relabellings of one situation can differ when suits tie\
    /// on their top board card): new code uses xiapl_canon_situation.\
    /// @param hero            the hero's 2, 4, 5 or 6 hole cards (a mask), or 0 for the board alone.\
    /// @param board           3 to 5 board cards (a mask), none of them in hero.\
    /// @param out_hero        receives the relabelled hero (a mask).\
    /// @param out_board       receives the relabelled board (a mask).\
    /// @param out_orbit_size  receives the situation's orbit size, as xiapl_canon_situation gives it;\
    /// may be NULL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  as for xiapl_canon_situation.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_canon_situation_top_rank(hero: u64, board: u64, out_hero: *mut u64, out_board: *mut u64, out_orbit_size: *mut u64) -> i32;
    /// The Hold'em starting-hand class of two hole cards, one of 169: "AA", "AKs" (suited), "AKo"\
    /// (offsuit), higher rank first; written into buf with a terminating NUL.\
    /// @param hand      exactly 2 hole cards (a mask).\
    /// @param buf       receives the label and its NUL.\
    /// @param capacity  the bytes buf holds; 4 always suffice.\
    /// @param out_len   receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a bit >= 52, not exactly 2 cards, a NULL out_len or buf.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_canon_holdem_class(hand: u64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// The number of canonical situations of a size, computed in closed form (Burnside's lemma),\
    /// without enumerating. Hold'em: boards 1,755 / 16,432 / 134,459; hero + board 1,286,792 /\
    /// 13,960,050 / 123,156,254 (flop / turn / river); hands alone 169.\
    /// @param hero_size   hole cards: 2, 4, 5, 6, or 0 for boards alone.\
    /// @param board_size  board cards: 3, 4, 5, or 0 for hands alone.\
    /// @param out_count   receives the number.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  another size, both sizes 0, a NULL out_count.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_canon_count(hero_size: i32, board_size: i32, out_count: *mut u64) -> i32;
    /// Starts a stream of every canonical situation of one size (see xiapl_canon_iter). Destroy it with\
    /// xiapl_canon_iter_destroy.\
    /// @param hero_size   as for xiapl_canon_count; 0 streams boards alone.\
    /// @param board_size  as for xiapl_canon_count; 0 streams hands alone.\
    /// @param out_iter    receives the new stream.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a size xiapl_canon_count refuses, a NULL out_iter.\
    /// XIAPL_ERR_OUT_OF_MEMORY     no memory for the stream or its board list.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_canon_iter_create(hero_size: i32, board_size: i32, out_iter: *mut *mut xiapl_canon_iter) -> i32;
    /// Writes the next situations of the stream, up to capacity of them, into out_heroes\[i\],\
    /// out_boards\[i\] and out_orbit_sizes\[i\] (a board-only stream writes heroes 0, a hand-only stream\
    /// boards 0). *out_len is the number written; 0 means the stream is finished (and stays finished).\
    /// The chunk size does not change the stream.\
    /// @param iter             the stream.\
    /// @param out_heroes       receives hero masks, or NULL to skip that column.\
    /// @param out_boards       receives board masks, or NULL to skip that column.\
    /// @param out_orbit_sizes  receives orbit sizes, or NULL to skip that column.\
    /// @param capacity         the number of situations each column holds.\
    /// @param out_len          receives the number written.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL iter or out_len.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity 0 on an unfinished stream (*out_len = 1).\
    /// Threads: one thread at a time per stream; different streams are independent.
    pub fn xiapl_canon_iter_next(iter: *mut xiapl_canon_iter, out_heroes: *mut u64, out_boards: *mut u64, out_orbit_sizes: *mut u64, capacity: u64, out_len: *mut u64) -> i32;
    /// Frees a stream. NULL is ignored.\
    /// @param iter  a stream from xiapl_canon_iter_create, or NULL.\
    /// Returns nothing. Never fails.\
    /// Threads: must not race with any other use of the stream.
    pub fn xiapl_canon_iter_destroy(iter: *mut xiapl_canon_iter);
    /// Every row of one canonical board: hero, orbit size, EHS, EHS^2 and the histogram. Row i of\
    /// each column belongs to the i-th hero; the histogram is row-major, bins counters per row.\
    /// @param board            3 (flop), 4 (turn) or 5 (river) cards (a mask) in canonical form:\
    /// xiapl_canon_board(board) gives board back.\
    /// @param bins             the histogram's counters per row: 0 (none) to XIAPL_STRENGTH_MAX_BINS.\
    /// @param out_heroes       receives the hero masks, or NULL to skip that column.\
    /// @param out_orbit_sizes  receives the situations' orbit sizes, or NULL to skip that column.\
    /// @param out_ehs          receives the EHS of each row, or NULL to skip that column.\
    /// @param out_ehs2         receives the EHS^2 of each row, or NULL to skip that column.\
    /// @param out_histogram    receives rows * bins counters (it holds capacity * bins), or NULL to\
    /// skip the histogram.\
    /// @param capacity         the rows each column holds (XIAPL_STRENGTH_MAX_HEROES always suffice).\
    /// @param out_count        receives the number of rows.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a bit >= 52, a board of another size, a board not in\
    /// canonical form (the message names the canonical board),\
    /// bins > XIAPL_STRENGTH_MAX_BINS, a NULL out_count.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < *out_count; nothing is written.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_strength_board(board: u64, bins: u32, out_heroes: *mut u64, out_orbit_sizes: *mut u64, out_ehs: *mut f64, out_ehs2: *mut f64, out_histogram: *mut u32, capacity: u64, out_count: *mut u64) -> i32;
    /// Fills *options with the defaults: exact, 1000000 iterations for Monte Carlo, seed 0,\
    /// deterministic, automatic threads, no progress hook; struct_size = the size given. Only that\
    /// many bytes are written, so a program built against an older, smaller struct is never\
    /// overrun: call it as xiapl_equity_options_init(&options, sizeof options).\
    /// @param options      the struct to fill.\
    /// @param struct_size  sizeof(xiapl_equity_options) as the caller's header declares it.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  options is NULL, or struct_size is smaller than the ABI\
    /// 2.0 struct or larger than this library's (a newer header).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_equity_options_init(options: *mut xiapl_equity_options, struct_size: u32) -> i32;
    /// The most players xiapl_equity_calculate accepts for a game, what one deck deals: 23 (Hold'em),\
    /// 11, 9, 7 (Omaha with 4, 5, 6 hole cards, high or hi/lo), 15 (short deck), 7 (stud games); 0\
    /// for the draw games, whose equity the cards alone do not decide.\
    /// @param game     XIAPL_GAME_*.\
    /// @param out_max  receives the number.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, a NULL out_max.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_equity_max_players(game: i32, out_max: *mut i32) -> i32;
    /// The equity of player_count players whose hole cards are known, when the rest of the board is\
    /// dealt from the cards left (the dead cards are out of the deck).\
    /// Exact enumeration (XIAPL_EQUITY_EXACT or _AUTO) counts every board: AsKs against QdQc preflop,\
    /// 1,712,304 boards. Monte Carlo with at least as many iterations as there are boards enumerates\
    /// instead, and says so (summary exact = 1). A seeded Monte Carlo run gives bit-identical results\
    /// at every thread count and on every platform. The other games (not the draw games) run as\
    /// xiapl_equity_calculate_split says, which also reports how hi/lo pots were shared.\
    /// @param game          XIAPL_GAME_*.\
    /// @param holes         player i's hole cards (a mask) at holes\[i\]: 2 for Hold'em, 4, 5 or 6 for\
    /// Omaha; other games as xiapl_equity_calculate_split says.\
    /// @param player_count  the number of players, 1 .. xiapl_equity_max_players(game).\
    /// @param board         0, 3, 4 or 5 board cards (a mask).\
    /// @param dead          cards out of the deck (a mask; 0 for none).\
    /// @param options       how to count (options->mode XIAPL_EQUITY_*, iterations, seed, threads,\
    /// progress hook); NULL: the defaults (exact).\
    /// @param out_players   receives player i's result at out_players\[i\].\
    /// @param capacity      the number of results out_players holds.\
    /// @param out_len       receives player_count, whatever else fails.\
    /// @param out_summary   receives what the call did (set its struct_size first); may be NULL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, no players, a bit >= 52, a wrong number of\
    /// hole cards, a board of 1, 2 or more than 5 cards, a card\
    /// held twice (between players, the board, the dead cards),\
    /// fewer cards left than the board needs, Monte Carlo or auto\
    /// with 0 iterations, bad options (an unknown mode, a\
    /// struct_size this library does not accept), an\
    /// out_summary->struct_size below 4, a NULL pointer.\
    /// XIAPL_ERR_LIMIT_EXCEEDED    more players than xiapl_equity_max_players, more than 2^63\
    /// iterations.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < player_count (checked first).\
    /// XIAPL_ERR_CANCELLED         the progress hook asked to stop.\
    /// Threads: any thread, concurrently; the progress hook is called on the calling thread.
    pub fn xiapl_equity_calculate(game: i32, holes: *const u64, player_count: u64, board: u64, dead: u64, options: *const xiapl_equity_options, out_players: *mut xiapl_player_equity, capacity: u64, out_len: *mut u64, out_summary: *mut xiapl_equity_summary) -> i32;
    /// The equity of one hand against `opponents` players whose cards are unknown, each dealt at random\
    /// from the cards left. The summary's chop_rate counts every split pot, whoever splits it.\
    /// Exact enumeration covers every holding of the opponents and every board. It is tractable when\
    /// its estimated cost (holdings x boards evaluated x players x the game's weight: the pairs of hole\
    /// cards a hand is made with, 1 for Hold'em, 6, 10, 15 for Omaha) is at most 2^28: Hold'em against\
    /// one opponent on any street and two from the turn, Omaha-4 against one from the turn, Omaha-5 and\
    /// -6 against one on the river. XIAPL_EQUITY_AUTO enumerates when tractable and runs Monte Carlo\
    /// otherwise; XIAPL_EQUITY_EXACT fails with XIAPL_ERR_LIMIT_EXCEEDED when not tractable; Monte\
    /// Carlo enumerates when iterations cover every deal and the enumeration is tractable.\
    /// @param game         XIAPL_GAME_*, not a draw game. The other games (short deck, hi/lo, stud)\
    /// count as xiapl_equity_calculate_split does: exact up to 2^26 hands, each\
    /// opponent dealt a whole hand (stud: seven cards).\
    /// @param hole         the hand's hole cards (a mask): 2 for Hold'em, 4, 5 or 6 for Omaha; as\
    /// xiapl_equity_calculate_split says for the other games.\
    /// @param board        0, 3, 4 or 5 board cards (a mask).\
    /// @param dead         cards out of the deck (a mask; 0 for none).\
    /// @param opponents    1 .. xiapl_equity_max_players(game) - 1.\
    /// @param options      how to count (options->mode XIAPL_EQUITY_*, iterations, seed, threads,\
    /// progress hook); NULL: the defaults (exact).\
    /// @param out_hero     receives the hand's result.\
    /// @param out_summary  receives what the call did (set its struct_size first); may be NULL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  as for xiapl_equity_calculate (the hand, board, dead cards\
    /// and options), 0 opponents, fewer cards left than the\
    /// opponents and the board need.\
    /// XIAPL_ERR_LIMIT_EXCEEDED    more opponents than xiapl_equity_max_players - 1, more than\
    /// 2^63 iterations, XIAPL_EQUITY_EXACT when the enumeration is\
    /// not tractable.\
    /// XIAPL_ERR_CANCELLED         the progress hook asked to stop.\
    /// Threads: any thread, concurrently; the progress hook is called on the calling thread.
    pub fn xiapl_equity_vs_random(game: i32, hole: u64, board: u64, dead: u64, opponents: u32, options: *const xiapl_equity_options, out_hero: *mut xiapl_player_equity, out_summary: *mut xiapl_equity_summary) -> i32;
    /// xiapl_equity_calculate with how each player's share was won: the scoop rate and the shares won\
    /// with the high and the low half (xiapl_player_split). Every game but the draw games.\
    /// Short deck and the Omaha hi/lo games take a board and exactly their hole cards. The stud games\
    /// (stud, stud hi/lo, razz) take no board: each player's cards so far (up and down, 1 to 7) are\
    /// its hole cards and the rest of its seven are dealt from the cards left; folded players' up\
    /// cards are dead cards. Exact enumeration judges every deal one by one and is refused with\
    /// XIAPL_ERR_LIMIT_EXCEEDED above 2^26 hands (deals x players); XIAPL_EQUITY_AUTO then runs Monte\
    /// Carlo (at most 2^48 iterations for these games). Hold'em and Omaha high run as in\
    /// xiapl_equity_calculate.\
    /// @param game          XIAPL_GAME_*, not a draw game.\
    /// @param holes         player i's cards (a mask) at holes\[i\].\
    /// @param player_count  the number of players, 1 .. xiapl_equity_max_players(game).\
    /// @param board         0, 3, 4 or 5 board cards (a mask); 0 for stud games.\
    /// @param dead          cards out of the deck (a mask; 0 for none).\
    /// @param options       how to count, as for xiapl_equity_calculate; NULL: the defaults (exact).\
    /// @param out_players   receives player i's result at out_players\[i\].\
    /// @param out_splits    receives how player i's share was won at out_splits\[i\].\
    /// @param capacity      the number of results out_players and out_splits each hold.\
    /// @param out_len       receives player_count, whatever else fails.\
    /// @param out_summary   receives what the call did (set its struct_size first); may be NULL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  as for xiapl_equity_calculate; a draw game; a card outside\
    /// the short deck; a board for a stud game; a NULL out_splits.\
    /// XIAPL_ERR_LIMIT_EXCEEDED    as for xiapl_equity_calculate; exact enumeration of more\
    /// than 2^26 hands.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < player_count (checked first).\
    /// XIAPL_ERR_CANCELLED         the progress hook asked to stop.\
    /// Threads: any thread, concurrently; the progress hook is called on the calling thread.
    pub fn xiapl_equity_calculate_split(game: i32, holes: *const u64, player_count: u64, board: u64, dead: u64, options: *const xiapl_equity_options, out_players: *mut xiapl_player_equity, out_splits: *mut xiapl_player_split, capacity: u64, out_len: *mut u64, out_summary: *mut xiapl_equity_summary) -> i32;
    /// Parses range text for a game. Hold'em: items "JJ", "AKs", "AKo", "AK", "JJ+", "AQs+", "TT-88",\
    /// "AJs-A8s", "76s-54s", exact "AdAh", any two cards "random" or "XX" (either case), each with an\
    /// optional weight suffix ":0.5". Omaha (4, 5 or 6 hole cards): patterns of exactly that many\
    /// symbols, each a rank or '*', matched by multiset containment ("AA**" = at least two aces),\
    /// optional suit qualifier "ds" / "ss" / "r", exact hands ("AsKsQhJd"), progressions "JJ**+",\
    /// "8765-", "JT98-8765", weights. Items are separated by commas or line breaks; a weight block\
    /// "\[75\]AA,KK\[/75\]" (a percentage in (0, 100\], as Equilab and PokerStove write them; blocks do\
    /// not nest) gives the items inside it that weight. Items are unioned; a combo reached by two\
    /// items must get the same weight from both. A blank text is the empty range; a well-formed\
    /// pattern no hand satisfies adds nothing. Destroy the range with xiapl_range_destroy.\
    /// @param game       XIAPL_GAME_*.\
    /// @param text       the range text, NUL-terminated UTF-8.\
    /// @param out_range  receives the new range.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, a NULL text or out_range.\
    /// XIAPL_ERR_PARSE             text outside the grammar or conflicting weights (the message\
    /// names the item, its position and the fix).\
    /// XIAPL_ERR_OUT_OF_MEMORY     no memory for the range (Omaha ranges can be large).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_range_parse(game: i32, text: *const c_char, out_range: *mut *mut xiapl_range) -> i32;
    /// Every hand of a game with weight 1: Hold'em 1,326 hands; Omaha-4 270,725, Omaha-5 2,598,960,\
    /// Omaha-6 20,358,520. Destroy the range with xiapl_range_destroy.\
    /// @param game       XIAPL_GAME_*.\
    /// @param out_range  receives the new range.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, a NULL out_range.\
    /// XIAPL_ERR_OUT_OF_MEMORY     no memory for the range.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_range_all(game: i32, out_range: *mut *mut xiapl_range) -> i32;
    /// A range from count explicit combos: masks\[i\] with weights\[i\]. Each mask must hold exactly the\
    /// game's number of hole cards; each weight must be in (0, 1\]; a mask given twice must carry the\
    /// same weight both times. Destroy the range with xiapl_range_destroy.\
    /// @param game       XIAPL_GAME_*.\
    /// @param masks      count hole-card masks; may be NULL when count is 0.\
    /// @param weights    count weights, or NULL for every weight 1.\
    /// @param count      the number of combos.\
    /// @param out_range  receives the new range.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, a bad combo (the message names it: a\
    /// bit >= 52, a wrong number of cards, a weight outside (0, 1\],\
    /// a mask given twice with different weights), a NULL pointer.\
    /// XIAPL_ERR_OUT_OF_MEMORY     no memory for the range.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_range_from_combos(game: i32, masks: *const u64, weights: *const f64, count: u64, out_range: *mut *mut xiapl_range) -> i32;
    /// Frees a range. NULL is ignored.\
    /// @param range  a range from this section's functions, or NULL.\
    /// Returns nothing. Never fails.\
    /// Threads: must not race with any other use of the range.
    pub fn xiapl_range_destroy(range: *mut xiapl_range);
    /// The game of a range.\
    /// @param range     the range.\
    /// @param out_game  receives an XIAPL_GAME_*.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// Threads: any thread, concurrently, also on the same range; must not race with\
    /// xiapl_range_destroy of it.
    pub fn xiapl_range_game(range: *const xiapl_range, out_game: *mut i32) -> i32;
    /// The number of combos in a range.\
    /// @param range     the range.\
    /// @param out_size  receives the number.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// Threads: any thread, concurrently, also on the same range; must not race with\
    /// xiapl_range_destroy of it.
    pub fn xiapl_range_size(range: *const xiapl_range, out_size: *mut u64) -> i32;
    /// The sum of the weights of a range's combos.\
    /// @param range       the range.\
    /// @param out_weight  receives the sum.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// Threads: any thread, concurrently, also on the same range; must not race with\
    /// xiapl_range_destroy of it.
    pub fn xiapl_range_total_weight(range: *const xiapl_range, out_weight: *mut f64) -> i32;
    /// The combos of a range that share no card with dead, in ascending mask order: out_masks\[i\] and\
    /// out_weights\[i\].\
    /// @param range        the range.\
    /// @param dead         cards to leave out (a mask); 0 gives every combo.\
    /// @param out_masks    receives the combos' masks, or NULL to skip that column.\
    /// @param out_weights  receives the combos' weights, or NULL to skip that column.\
    /// @param capacity     the number of combos each column holds.\
    /// @param out_len      receives the number of such combos.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL range or out_len, a bit >= 52 in dead.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < *out_len.\
    /// Threads: any thread, concurrently, also on the same range; must not race with\
    /// xiapl_range_destroy of it.
    pub fn xiapl_range_combos(range: *const xiapl_range, dead: u64, out_masks: *mut u64, out_weights: *mut f64, capacity: u64, out_len: *mut u64) -> i32;
    /// Weighted set algebra into a new range (destroy it with xiapl_range_destroy). A combo missing\
    /// from a range has weight 0 there: union max(wa, wb); intersection min(wa, wb); difference\
    /// max(0, wa - wb); a combo whose weight is 0 is left out.\
    /// @param a          the first range (weights wa).\
    /// @param b          the second range (weights wb), of the same game.\
    /// @param out_range  receives the new range.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer, ranges of different games.\
    /// XIAPL_ERR_OUT_OF_MEMORY     no memory for the new range.\
    /// Threads: any thread, concurrently, also on the same ranges; must not race with\
    /// xiapl_range_destroy of a or b.
    pub fn xiapl_range_union(a: *const xiapl_range, b: *const xiapl_range, out_range: *mut *mut xiapl_range) -> i32;
    /// Weighted set algebra into a new range (destroy it with xiapl_range_destroy). A combo missing\
    /// from a range has weight 0 there: union max(wa, wb); intersection min(wa, wb); difference\
    /// max(0, wa - wb); a combo whose weight is 0 is left out.\
    /// @param a          the first range (weights wa).\
    /// @param b          the second range (weights wb), of the same game.\
    /// @param out_range  receives the new range.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer, ranges of different games.\
    /// XIAPL_ERR_OUT_OF_MEMORY     no memory for the new range.\
    /// Threads: any thread, concurrently, also on the same ranges; must not race with\
    /// xiapl_range_destroy of a or b.
    pub fn xiapl_range_intersection(a: *const xiapl_range, b: *const xiapl_range, out_range: *mut *mut xiapl_range) -> i32;
    /// Weighted set algebra into a new range (destroy it with xiapl_range_destroy). A combo missing\
    /// from a range has weight 0 there: union max(wa, wb); intersection min(wa, wb); difference\
    /// max(0, wa - wb); a combo whose weight is 0 is left out.\
    /// @param a          the first range (weights wa).\
    /// @param b          the second range (weights wb), of the same game.\
    /// @param out_range  receives the new range.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer, ranges of different games.\
    /// XIAPL_ERR_OUT_OF_MEMORY     no memory for the new range.\
    /// Threads: any thread, concurrently, also on the same ranges; must not race with\
    /// xiapl_range_destroy of a or b.
    pub fn xiapl_range_difference(a: *const xiapl_range, b: *const xiapl_range, out_range: *mut *mut xiapl_range) -> i32;
    /// The range as text in its game's grammar, which xiapl_range_parse reads back to exactly the same\
    /// combos and weights, written into buf with a terminating NUL (ASCII). Hold'em: compact standard\
    /// notation ("QQ+, AKs, AsKd, 76s:0.5"): complete classes as classes, runs of them as "QQ+",\
    /// "TT-88", "AQs+", "KTs-K8s", a class complete in both its suited and offsuit parts as "AK", the\
    /// other combos as exact hands; combos grouped by weight, weight 1 first, then by descending\
    /// weight, every item of a group with its ":weight" (the shortest digits that read back as the\
    /// same double). Omaha: "****" (one '*' per hole card) for every hand at one weight, else per\
    /// weight the rank multisets held in full ("AAKQ", "AAKQds") and exact hands ("AsAhKdQc").\
    /// Items are separated by ", ". The empty range is "". docs/ranges.md, "Writing ranges", has the\
    /// rules.\
    /// @param range     the range.\
    /// @param buf       receives the text and its NUL; may be NULL when capacity is 0.\
    /// @param capacity  the bytes buf holds.\
    /// @param out_len   receives the length of the text without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL range or out_len, a NULL buf with capacity > 0.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length; nothing is\
    /// written).\
    /// XIAPL_ERR_OUT_OF_MEMORY     no memory for the text (Omaha ranges can be large).\
    /// Threads: any thread, concurrently, also on the same range; must not race with\
    /// xiapl_range_destroy of it.
    pub fn xiapl_range_to_text(range: *const xiapl_range, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// Heads-up range equity: hero's range against villain's, of the same game. With\
    /// XIAPL_RANGE_EQUITY_PER_COMBO one row per combo of each range is written, in the range's combo\
    /// order (ascending mask); with XIAPL_RANGE_EQUITY_AGGREGATE_ONLY only the aggregates, and the row\
    /// buffers may be NULL. *out_hero_len and *out_villain_len are set to the sizes needed even when a\
    /// buffer is short, which fails before any work.\
    /// @param hero              the hero's range.\
    /// @param villain           the villain's range, of the same game.\
    /// @param board             0, 3, 4 or 5 board cards (a mask).\
    /// @param dead              cards out of the deck (a mask; 0 for none).\
    /// @param mode              XIAPL_RANGE_EQUITY_PER_COMBO (aggregates and rows) or\
    /// XIAPL_RANGE_EQUITY_AGGREGATE_ONLY.\
    /// @param options           how to count (options->mode XIAPL_EQUITY_*, iterations, seed, threads,\
    /// progress hook); NULL: the defaults (exact).\
    /// @param out_hero          receives the hero's rows; may be NULL for AGGREGATE_ONLY.\
    /// @param hero_capacity     the number of rows out_hero holds.\
    /// @param out_hero_len      receives the number of hero rows: the hero range's size, or 0 for\
    /// AGGREGATE_ONLY.\
    /// @param out_villain       receives the villain's rows; may be NULL for AGGREGATE_ONLY.\
    /// @param villain_capacity  the number of rows out_villain holds.\
    /// @param out_villain_len   receives the number of villain rows: the villain range's size, or 0 for\
    /// AGGREGATE_ONLY.\
    /// @param out_summary       receives the aggregates; must not be NULL; set its struct_size first.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL range, out length or summary, an\
    /// out_summary->struct_size below 4, an unknown mode, ranges of\
    /// different games, a bad board or dead mask, too few cards\
    /// left for the board, a range with no combo free of the board\
    /// and dead cards, ranges with no possible deal of combos (or,\
    /// in Monte Carlo, 1,000,000 colliding draws in a row), bad\
    /// options.\
    /// XIAPL_ERR_LIMIT_EXCEEDED    XIAPL_EQUITY_EXACT past the exact caps, more than 2^63\
    /// iterations.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  a row buffer shorter than its range (PER_COMBO).\
    /// XIAPL_ERR_CANCELLED         the progress hook asked to stop.\
    /// XIAPL_ERR_OUT_OF_MEMORY     no memory for the combos' tables (Omaha ranges can be\
    /// large).\
    /// Threads: any thread, concurrently, also on the same ranges; must not race with\
    /// xiapl_range_destroy of them. The progress hook is called on the calling thread.
    pub fn xiapl_range_equity_calculate(hero: *const xiapl_range, villain: *const xiapl_range, board: u64, dead: u64, mode: i32, options: *const xiapl_equity_options, out_hero: *mut xiapl_combo_equity, hero_capacity: u64, out_hero_len: *mut u64, out_villain: *mut xiapl_combo_equity, villain_capacity: u64, out_villain_len: *mut u64, out_summary: *mut xiapl_range_equity_summary) -> i32;
    /// Multiway range equity: range_count ranges of one game, each player holding one combo of their\
    /// range. With two ranges the aggregates equal xiapl_range_equity_calculate's. The summary's\
    /// chop_rate is the weighted fraction of deals with a split pot and evaluated is the number of\
    /// deals of combos enumerated (exact) or 0.\
    /// @param ranges       range_count ranges, of one game.\
    /// @param range_count  2 .. xiapl_equity_max_players(game).\
    /// @param board        0, 3, 4 or 5 board cards (a mask).\
    /// @param dead         cards out of the deck (a mask; 0 for none).\
    /// @param options      how to count (options->mode XIAPL_EQUITY_*, iterations, seed, threads,\
    /// progress hook); NULL: the defaults (exact).\
    /// @param out_players  receives range i's aggregate (equity, win, tie, std_error) at\
    /// out_players\[i\].\
    /// @param capacity     the number of results out_players holds.\
    /// @param out_len      receives range_count, whatever else fails.\
    /// @param out_summary  receives what the call did (set its struct_size first); may be NULL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  fewer than 2 ranges, a NULL ranges, ranges\[i\] or out_len, an\
    /// out_summary->struct_size below 4, ranges of different games,\
    /// a bad board or dead mask, too few cards left for the board,\
    /// a range with no combo free of the board and dead cards,\
    /// ranges with no possible deal of combos (or, in Monte Carlo,\
    /// 1,000,000 colliding draws in a row), bad options.\
    /// XIAPL_ERR_LIMIT_EXCEEDED    more ranges than players a deck deals to, XIAPL_EQUITY_EXACT\
    /// past the exact caps, more than 2^63 iterations.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < range_count (checked first).\
    /// XIAPL_ERR_CANCELLED         the progress hook asked to stop.\
    /// XIAPL_ERR_OUT_OF_MEMORY     no memory for the combos' tables (Omaha ranges can be\
    /// large).\
    /// Threads: any thread, concurrently, also on the same ranges; must not race with\
    /// xiapl_range_destroy of them. The progress hook is called on the calling thread.
    pub fn xiapl_range_equity_multiway(ranges: *const *const xiapl_range, range_count: u64, board: u64, dead: u64, options: *const xiapl_equity_options, out_players: *mut xiapl_player_equity, capacity: u64, out_len: *mut u64, out_summary: *mut xiapl_equity_summary) -> i32;
    /// The strongest floor(top_percent * 169) Hold'em starting-hand classes by exact equity against one\
    /// random hand (from a table built into the library; no sampling), strongest first, as\
    /// comma-separated labels ("AA,KK,...,KQs" for 0.10), written into buf with a terminating NUL.\
    /// top_percent counts the 169 classes, not combos.\
    /// @param game         XIAPL_GAME_HOLDEM; no other game has a ranking.\
    /// @param top_percent  the fraction of the 169 classes, in (0, 1\].\
    /// @param buf          receives the labels and their NUL.\
    /// @param capacity     the bytes buf holds; 1024 always suffice.\
    /// @param out_len      receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  top_percent outside (0, 1\], a game other than\
    /// XIAPL_GAME_HOLDEM, a NULL out_len or buf.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_range_top_percent_classes(game: i32, top_percent: f64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// The classes of xiapl_range_top_percent_classes as a new range, every combo weight 1 (0.10: 104\
    /// combos). Destroy it with xiapl_range_destroy.\
    /// @param game         XIAPL_GAME_HOLDEM.\
    /// @param top_percent  the fraction of the 169 classes, in (0, 1\].\
    /// @param out_range    receives the new range.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  as for xiapl_range_top_percent_classes, a NULL out_range.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_range_top_percent(game: i32, top_percent: f64, out_range: *mut *mut xiapl_range) -> i32;
    /// The top percent counted in combos, as PokerStove and Equilab count "top 10%": the strongest\
    /// classes of the ranking of xiapl_range_top_percent_classes, whole classes only, whose combos come\
    /// nearest to target = round(top_percent * 1326). The classes taken are the prefix of the ranking\
    /// whose combo count is nearest the target: classes are taken in ranking order while the count is\
    /// below the target, and the boundary class (the one that would cross it) is taken when the count\
    /// with it is no farther above the target than the count without it is below (a tie takes it).\
    /// The count is thus within 6 combos of the target: 0.10 gives target 133, 21 classes, 134 combos\
    /// (xiapl_range_top_percent, by classes, gives 16 classes, 104 combos). Every combo has weight 1.\
    /// Destroy the range with xiapl_range_destroy.\
    /// @param game         XIAPL_GAME_HOLDEM; no other game has a ranking.\
    /// @param top_percent  the fraction of the 1,326 combos, in (0, 1\].\
    /// @param out_range    receives the new range.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  top_percent outside (0, 1\], a game other than\
    /// XIAPL_GAME_HOLDEM, a NULL out_range.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_range_top_percent_by_combos(game: i32, top_percent: f64, out_range: *mut *mut xiapl_range) -> i32;
    /// Sets every field of *config to its default: Hold'em, no-limit, everything else 0;\
    /// struct_size = the size given. Only that many bytes are written (see\
    /// xiapl_equity_options_init): call it as xiapl_table_config_init(&config, sizeof config).\
    /// @param config       the struct to fill.\
    /// @param struct_size  sizeof(xiapl_table_config) as the caller's header declares it.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  config is NULL, or struct_size is smaller than the ABI 2.0\
    /// struct or larger than this library's (a newer header).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_table_config_init(config: *mut xiapl_table_config, struct_size: u32) -> i32;
    /// Fills *defaults with the table a game is usually played at. The betting, unless given, is fixed\
    /// limit for the stud games, Omaha hi/lo, badugi and 2-7 with more than one draw; pot limit for\
    /// Omaha; no limit for Hold'em, short deck and 2-7 single draw. Draw games play draws draws, or\
    /// with draws 0 the betting's usual number (3 under fixed limit, else 1). Only struct_size bytes\
    /// are written (see xiapl_equity_options_init).\
    /// @param defaults     the struct to fill.\
    /// @param struct_size  sizeof(xiapl_game_defaults) as the caller's header declares it.\
    /// @param game         XIAPL_GAME_*.\
    /// @param betting      XIAPL_BETTING_*, or XIAPL_BETTING_USUAL for the game's usual structure.\
    /// @param draws        0 .. 3; ignored (0) outside the draw games.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL defaults, a struct_size outside what this library\
    /// knows, an unknown game or betting, draws outside 0 .. 3.\
    /// Since ABI 2.7.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_game_defaults_init(defaults: *mut xiapl_game_defaults, struct_size: u32, game: i32, betting: i32, draws: i32) -> i32;
    /// Heads-up and ring blinds the usual way: heads-up the button posts the small blind and the other\
    /// seat the big blind; otherwise the two seats after the button post them. Every other seat gets 0.\
    /// @param seat_count   2 .. XIAPL_TABLE_MAX_SEATS.\
    /// @param button       the dealer button's seat, 0 .. seat_count - 1.\
    /// @param small_blind  the small blind, >= 0.\
    /// @param big_blind    the big blind, >= 0.\
    /// @param out_blinds   receives one blind per seat, for xiapl_table_config.blinds.\
    /// @param capacity     the number of entries out_blinds holds; XIAPL_TABLE_MAX_SEATS always\
    /// suffices.\
    /// @param out_len      receives seat_count.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a bad seat count or button, a negative blind, a NULL\
    /// pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < seat_count (*out_len = seat_count).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_table_standard_blinds(seat_count: i32, button: i32, small_blind: i64, big_blind: i64, out_blinds: *mut i64, capacity: u64, out_len: *mut u64) -> i32;
    /// Starts a hand: posts antes and blinds. The new state is in the Betting phase (or Dealing when\
    /// nobody can act). Destroy it with xiapl_table_destroy.\
    /// @param config     the hand to start, filled by xiapl_table_config_init and then set.\
    /// @param out_state  receives the new state.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  naming the bad field: a struct_size this library does not\
    /// accept, the seat count, game, betting or button, a negative\
    /// amount, an amount above 2^52 chips, an empty stack, a wrong\
    /// number of hole cards, a card dealt twice, more known and\
    /// random hole cards than a deck holds with a 5-card board; a\
    /// NULL pointer.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_table_create(config: *const xiapl_table_config, out_state: *mut *mut xiapl_table_state) -> i32;
    /// Frees a state. NULL is ignored. States made from it stay valid.\
    /// @param state  a state from this section's functions, or NULL.\
    /// Returns nothing. Never fails.\
    /// Threads: must not race with any other use of the state.
    pub fn xiapl_table_destroy(state: *mut xiapl_table_state);
    /// The seat to act applies an action; *out_state is a new state and state is unchanged.\
    /// @param state      the state.\
    /// @param action     an XIAPL_ACTION_* but DISCARD (xiapl_table_discard draws).\
    /// @param amount     BET_OR_RAISE: the seat's street total after the action ("raise to"); ignored\
    /// by the other actions.\
    /// @param out_state  receives the new state.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown action, an illegal one (the message names the\
    /// rule), no seat to act (board cards are due, or the hand is\
    /// over), a NULL pointer.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_apply(state: *const xiapl_table_state, action: i32, amount: i64, out_state: *mut *mut xiapl_table_state) -> i32;
    /// Applies count steps in order in one call (a whole hand history, say): step i is kinds\[i\] with\
    /// amounts\[i\]: an XIAPL_ACTION_* but DISCARD as xiapl_table_apply takes it, XIAPL_STEP_DEAL_BOARD\
    /// with the mask xiapl_table_deal_board takes, and since ABI 2.9 XIAPL_STEP_DEAL_HOLE (a hole deal\
    /// to seats\[i\], or with seats NULL or seats\[i\] < 0 to xiapl_table_info.deal_seat) and\
    /// XIAPL_ACTION_DISCARD (a draw, a stand pat when it discards nothing), each with the amount\
    /// XIAPL_APPLY_UNKNOWN_SHIFT describes, as xiapl_table_deal_hole and xiapl_table_discard would take\
    /// them. A hand's whole history replays in one call. *out_state is the state after the last step\
    /// (a new handle, also for count 0); on failure it is not written.\
    /// @param state             the state to start from; it is unchanged.\
    /// @param seats             NULL, or count seats: an action or discard step with seats\[i\] >= 0\
    /// requires that seat to be the one to act or draw; a hole deal goes to\
    /// seats\[i\] (board deals ignore it).\
    /// @param kinds             count step kinds; may be NULL when count is 0.\
    /// @param amounts           count amounts; may be NULL when count is 0.\
    /// @param count             the number of steps.\
    /// @param out_state         receives the new state.\
    /// @param out_failed_index  receives count on success, the failing step's index when a step fails\
    /// (the message starts "step i: " and names the rule as the one-step call\
    /// would), and count for any other failure.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer, an unknown step kind, a step by the wrong\
    /// seat or an illegal one, a hole-deal or discard amount with\
    /// bits outside its fields or a face-up id past the deck.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_apply_many(state: *const xiapl_table_state, seats: *const i32, kinds: *const i32, amounts: *const i64, count: u64, out_state: *mut *mut xiapl_table_state, out_failed_index: *mut u64) -> i32;
    /// Deals the due board cards (3 for the flop, 1 for the turn and the river); *out_state is a new\
    /// state and state is unchanged.\
    /// @param state      the state, in the Dealing phase.\
    /// @param cards      the cards to deal (a mask).\
    /// @param out_state  receives the new state.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  no cards are due, a bit >= 52, the wrong number of cards, a\
    /// card already dealt, a NULL pointer.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_deal_board(state: *const xiapl_table_state, cards: u64, out_state: *mut *mut xiapl_table_state) -> i32;
    /// Deals the due board cards from the state's seeded stream (xiapl_table_config.seed): the same\
    /// config and the same calls give the same cards on every platform. *out_state is a new state and\
    /// state is unchanged.\
    /// @param state      the state, in the Dealing phase.\
    /// @param out_state  receives the new state.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  no cards are due, a NULL pointer.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_deal_board_random(state: *const xiapl_table_state, out_state: *mut *mut xiapl_table_state) -> i32;
    /// The legal actions of the seat to act, one row each: out_kinds\[i\] an XIAPL_ACTION_*, out_min\[i\]\
    /// and out_max\[i\] its amounts (FOLD, CHECK: 0 and 0; CALL: the chips the call adds, twice;\
    /// BET_OR_RAISE: the smallest and the largest street total, exact under pot limit, equal under\
    /// fixed limit unless only a short all-in remains (a stud seat too short for the bring-in may\
    /// also bet its stack as a short completion); ALL_IN: the street total after going all-in,\
    /// twice; BRING_IN: the chips it posts, twice; DISCARD, when a seat must draw: 0 and the most\
    /// cards it may discard). At most 5 rows; none when no seat is to act or draw.\
    /// @param state      the state.\
    /// @param out_kinds  receives the actions.\
    /// @param out_min    receives each action's smallest amount.\
    /// @param out_max    receives each action's largest amount.\
    /// @param capacity   the rows each array holds; 5 always suffice.\
    /// @param out_len    receives the number of rows.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of rows (*out_len = that number).\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_legal_actions(state: *const xiapl_table_state, out_kinds: *mut i32, out_min: *mut i64, out_max: *mut i64, capacity: u64, out_len: *mut u64) -> i32;
    /// A snapshot of the hand (see xiapl_table_info), written as far as out_info->struct_size reaches.\
    /// @param state     the state.\
    /// @param out_info  receives the snapshot; set its struct_size to sizeof(xiapl_table_info) first.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer, an out_info->struct_size below 8.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_info_get(state: *const xiapl_table_state, out_info: *mut xiapl_table_info) -> i32;
    /// One value per seat for a column XIAPL_SEAT_*, seat 0 first.\
    /// @param state       the state.\
    /// @param column      an XIAPL_SEAT_*.\
    /// @param out_values  receives the values (masks as int64_t).\
    /// @param capacity    the number of values out_values holds; XIAPL_TABLE_MAX_SEATS always suffices.\
    /// @param out_len     receives the seat count.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown column, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the seat count (*out_len = the seat count).\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_seat_values(state: *const xiapl_table_state, column: i32, out_values: *mut i64, capacity: u64, out_len: *mut u64) -> i32;
    /// The pots, main pot first. Once the hand is Finished, the pots as awarded.\
    /// @param state         the state.\
    /// @param out_amounts   receives each pot's chips.\
    /// @param out_eligible  receives each pot's seats that can win it, as a bit mask (bit s = seat s).\
    /// @param capacity      the number of pots each array holds.\
    /// @param out_len       receives the number of pots.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of pots (*out_len = that number).\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_pots(state: *const xiapl_table_state, out_amounts: *mut i64, out_eligible: *mut u64, capacity: u64, out_len: *mut u64) -> i32;
    /// Checks chip conservation, that no card is dealt twice, that the actor may act and that the\
    /// awards equal the pots.\
    /// @param state  the state.\
    /// @return XIAPL_OK when all hold, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  naming the broken invariant, or for a NULL state.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_check_invariants(state: *const xiapl_table_state) -> i32;
    /// The state as text (ASCII, each line ending in a newline, no NUL): its config and every action\
    /// and deal that led to it (docs/table.md, "Saving a state"). It is what copies, saves and sends a\
    /// state between processes. The text is written into buf with a terminating NUL.\
    /// @param state     the state.\
    /// @param buf       receives the text and its NUL.\
    /// @param capacity  the bytes buf holds.\
    /// @param out_len   receives the length of the text without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL state, out_len or buf.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length; nothing is\
    /// written).\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_to_text(state: *const xiapl_table_state, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// A state from the text of xiapl_table_to_text: the config, then every step replayed through the\
    /// rules, the seeded stream included, so the new state continues the hand exactly as the saved one\
    /// would. Destroy it with xiapl_table_destroy.\
    /// @param text       the text, length bytes, no NUL needed; may be NULL when length is 0.\
    /// @param length     the number of bytes of text.\
    /// @param out_state  receives the new state.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_PARSE             text that is not a saved state (the message names the line).\
    /// XIAPL_ERR_INVALID_ARGUMENT  a config or step the rules refuse (the message names the\
    /// line), a NULL pointer.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_table_from_text(text: *const c_char, length: u64, out_state: *mut *mut xiapl_table_state) -> i32;
    /// The per-seat blinds and antes of the usual layouts, for xiapl_table_config.blinds and .antes:\
    /// heads-up the button posts the small blind and the other seat the big blind, otherwise the two\
    /// seats after the button; straddles follow the big blind seat by seat; every seat posts ante, and\
    /// the big blind's seat also posts big_blind_ante (the big-blind ante of tournaments).\
    /// @param seat_count      2 .. XIAPL_TABLE_MAX_SEATS.\
    /// @param button          the dealer button's seat, 0 .. seat_count - 1.\
    /// @param small_blind     the small blind, >= 0.\
    /// @param big_blind       the big blind, >= 0.\
    /// @param straddles       straddle_count amounts, each >= 0; may be NULL when straddle_count is 0.\
    /// @param straddle_count  0 .. seat_count - 2 (heads-up: 0).\
    /// @param ante            every seat's ante, >= 0.\
    /// @param big_blind_ante  the big blind seat's ante on top, >= 0.\
    /// @param out_blinds      receives one blind or straddle per seat.\
    /// @param out_antes       receives one ante per seat.\
    /// @param capacity        the entries each out array holds; XIAPL_TABLE_MAX_SEATS always suffices.\
    /// @param out_len         receives seat_count.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a bad seat count or button, a negative amount, more\
    /// straddles than seats after the blinds, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < seat_count (*out_len = seat_count).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_table_forced_bets(seat_count: i32, button: i32, small_blind: i64, big_blind: i64, straddles: *const i64, straddle_count: u64, ante: i64, big_blind_ante: i64, out_blinds: *mut i64, out_antes: *mut i64, capacity: u64, out_len: *mut u64) -> i32;
    /// Deals hole cards to a seat due them (Dealing; xiapl_table_info.deal_seat is the next one, but\
    /// any seat due cards may be dealt first): stud streets' cards and a draw's replacements.\
    /// @param state      the state.\
    /// @param seat       the seat dealt to.\
    /// @param cards      the known cards dealt.\
    /// @param up         stud: which of cards are dealt face up (third street deals two down and one\
    /// up, then up, up, up and down); else 0.\
    /// @param unknown    cards dealt unseen (a hand history's "??"), 0 or more.\
    /// @param out_state  receives the new state.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  no hole cards are due to the seat, more cards than are due,\
    /// a card already held or on the board, face-up cards that\
    /// are not due, a NULL pointer; the message names it.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_deal_hole(state: *const xiapl_table_state, seat: i32, cards: u64, up: u64, unknown: i32, out_state: *mut *mut xiapl_table_state) -> i32;
    /// Deals whatever is due next from the state's seeded stream: the board cards, or every card due\
    /// to xiapl_table_info.deal_seat (stud: the face-down ones first). When the stub runs out, the\
    /// cards dealt before that no live seat holds (discards, folded hands) are shuffled back.\
    /// @param state      a Dealing state.\
    /// @param out_state  receives the new state.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  nothing is due, a NULL pointer.\
    /// XIAPL_ERR_LIMIT_EXCEEDED    the deck has no card left.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_deal_random(state: *const xiapl_table_state, out_state: *mut *mut xiapl_table_state) -> i32;
    /// The seat to draw (XIAPL_PHASE_DRAWING) discards cards, or none to stand pat. Every live seat\
    /// draws in turn from the button's left; the replacements are dealt once all have drawn.\
    /// @param state      a Drawing state.\
    /// @param cards      the known cards discarded, a part of the seat's hole cards.\
    /// @param unknown    unseen cards discarded, at most the seat's XIAPL_SEAT_UNKNOWN.\
    /// @param out_state  receives the new state.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  no draw is under way, a card the seat does not hold, a NULL\
    /// pointer; the message names it.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_discard(state: *const xiapl_table_state, cards: u64, unknown: i32, out_state: *mut *mut xiapl_table_state) -> i32;
    /// Every action and board deal that led to the state, oldest first (the forced bets are part of\
    /// the start, not steps).\
    /// @param state      the state.\
    /// @param out_steps  receives the steps.\
    /// @param capacity   the steps out_steps holds (xiapl_table_info.history_len is the count).\
    /// @param out_len    receives the number of steps.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of steps (*out_len = that number).\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_history(state: *const xiapl_table_state, out_steps: *mut xiapl_table_step, capacity: u64, out_len: *mut u64) -> i32;
    /// Every warning about the state's history, oldest first: one XIAPL_WARNING_NEEDLESS_FOLD per\
    /// fold made when checking was free (xiapl_table_info.needless_folds counts them). None for a\
    /// hand the rules alone made.\
    /// @param state         the state.\
    /// @param out_warnings  receives the warnings.\
    /// @param capacity      the rows out_warnings holds (xiapl_table_info.needless_folds suffices).\
    /// @param out_len       receives the number of warnings.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of warnings (*out_len = that number).\
    /// Since ABI 2.9.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_warnings(state: *const xiapl_table_state, out_warnings: *mut xiapl_table_warning, capacity: u64, out_len: *mut u64) -> i32;
    /// The text of warning index of xiapl_table_warnings, as users see it (ASCII, one line, no\
    /// newline): "p1 folds preflop when checking was free; the replay keeps the fold", the street\
    /// named "on the flop" .. "on the river", in stud "on third street" .. "on seventh street", in the\
    /// draw games "before the first draw", "after the first draw" ... The text is written into buf\
    /// with a terminating NUL.\
    /// @param state     the state.\
    /// @param index     the warning, 0 .. the number of warnings - 1.\
    /// @param buf       receives the text and its NUL.\
    /// @param capacity  the bytes buf holds.\
    /// @param out_len   receives the length of the text without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an index past the warnings, a NULL state, out_len or buf.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length; nothing is\
    /// written).\
    /// Since ABI 2.9.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_warning_text(state: *const xiapl_table_state, index: u64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// Who won each pot of a finished hand and how much, main pot first: the award the engine made\
    /// (won\[\] of every pot sums to the seat's XIAPL_SEAT_WON).\
    /// @param state        a Finished state.\
    /// @param out_results  receives one row per pot.\
    /// @param capacity     the rows out_results holds; XIAPL_TABLE_MAX_SEATS always suffices.\
    /// @param out_len      receives the number of pots.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a hand that is not finished, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of pots (*out_len = that number).\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_pot_results(state: *const xiapl_table_state, out_results: *mut xiapl_pot_result, capacity: u64, out_len: *mut u64) -> i32;
    /// The board cards in the order dealt (xiapl_table_info.board is the same cards as a mask).\
    /// @param state     the state.\
    /// @param out_ids   receives the card ids.\
    /// @param capacity  the ids out_ids holds; 5 always suffices.\
    /// @param out_len   receives the number of board cards.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of cards (*out_len = that number).\
    /// Since ABI 2.8.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_board_cards(state: *const xiapl_table_state, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// A seat's known hole cards in the order dealt (XIAPL_SEAT_HOLE is the same cards as a mask);\
    /// a draw's replacements come after the cards kept.\
    /// @param state     the state.\
    /// @param seat      the seat, 0 .. seat_count - 1.\
    /// @param out_ids   receives the card ids.\
    /// @param capacity  the ids out_ids holds; XIAPL_TABLE_RUN_MAX always suffices.\
    /// @param out_len   receives the number of cards.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a seat that is not one, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of cards (*out_len = that number).\
    /// Since ABI 2.8.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_hole_cards(state: *const xiapl_table_state, seat: i32, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// The cards of every step of xiapl_table_history in the order dealt or discarded: one row of\
    /// XIAPL_TABLE_RUN_MAX entries a step, oldest first; a row holds the step's cards (a board deal,\
    /// a hole deal, a discard; XIAPL_CARD_UNKNOWN for each unseen one), then XIAPL_CARD_NONE up to its\
    /// end; an action's row is XIAPL_CARD_NONE throughout. A deal given as a mask lists its cards in\
    /// card-id order (a stud hole deal: the face-down cards, the unseen ones, then the face-up ones).\
    /// @param state     the state.\
    /// @param out_rows  receives capacity * XIAPL_TABLE_RUN_MAX entries at most.\
    /// @param capacity  the rows out_rows holds (xiapl_table_info.history_len is the count).\
    /// @param out_len   receives the number of steps.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of steps (*out_len = that number).\
    /// Since ABI 2.8.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_history_cards(state: *const xiapl_table_state, out_rows: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// xiapl_table_deal_board with the cards in the order dealt: xiapl_table_board_cards, the\
    /// history and xiapl_phh_from_table keep it ("d db Kd9h2c").\
    /// @param state      the state, in the Dealing phase.\
    /// @param ids        the card ids, in order; no XIAPL_CARD_UNKNOWN.\
    /// @param count      the number of ids, 0 .. XIAPL_TABLE_RUN_MAX.\
    /// @param out_state  receives the new state.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  as xiapl_table_deal_board, and an id outside 0 .. 51, a card\
    /// given twice, a count above XIAPL_TABLE_RUN_MAX.\
    /// Since ABI 2.8.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_deal_board_cards(state: *const xiapl_table_state, ids: *const i32, count: u64, out_state: *mut *mut xiapl_table_state) -> i32;
    /// xiapl_table_deal_hole with the cards in the order dealt, XIAPL_CARD_UNKNOWN for each card\
    /// dealt unseen: xiapl_table_hole_cards, the history and xiapl_phh_from_table keep it.\
    /// @param state      the state.\
    /// @param seat       the seat dealt to.\
    /// @param ids        the card ids, in order.\
    /// @param count      the number of ids, 0 .. XIAPL_TABLE_RUN_MAX.\
    /// @param up         stud: which of the cards are dealt face up (a mask); else 0.\
    /// @param out_state  receives the new state.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  as xiapl_table_deal_hole, and an id outside 0 .. 51 that is\
    /// not XIAPL_CARD_UNKNOWN, a card given twice, a count above\
    /// XIAPL_TABLE_RUN_MAX.\
    /// Since ABI 2.8.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_deal_hole_cards(state: *const xiapl_table_state, seat: i32, ids: *const i32, count: u64, up: u64, out_state: *mut *mut xiapl_table_state) -> i32;
    /// xiapl_table_discard with the cards in the order discarded, XIAPL_CARD_UNKNOWN for each\
    /// unseen one; the history and xiapl_phh_from_table keep the order.\
    /// @param state      a Drawing state.\
    /// @param ids        the card ids, in order (none: stand pat).\
    /// @param count      the number of ids, 0 .. XIAPL_TABLE_RUN_MAX.\
    /// @param out_state  receives the new state.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  as xiapl_table_discard, and an id outside 0 .. 51 that is\
    /// not XIAPL_CARD_UNKNOWN, a card given twice, a count above\
    /// XIAPL_TABLE_RUN_MAX.\
    /// Since ABI 2.8.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_discard_cards(state: *const xiapl_table_state, ids: *const i32, count: u64, out_state: *mut *mut xiapl_table_state) -> i32;
    /// The all-in equity of a hand: the state's history is replayed, and every state where the\
    /// betting is over with board cards to come (at most one live seat has chips) is a spot, the\
    /// first the street the money went in. At each spot every pot is shared by exact enumeration\
    /// among its live eligible seats, with the cards of live seats that cannot win it out of the\
    /// deck. A hand with no such state (no all-in before the river, or not played that far) has no\
    /// spots. Stud: a spot is the end of a street's betting, each live seat's own cards to come\
    /// (holes: the cards so far; folded seats' up cards always dead; a seventh street that needs the\
    /// community card is no spot), enumerated when tractable and otherwise shared by a seeded Monte\
    /// Carlo run of 2^21 deals. Draw games have no spots.\
    /// @param state               any state of the hand (usually the finished one).\
    /// @param count_folded_cards  1: folded seats' known cards are dead (the exact odds given what is\
    /// known); 0: they may come (the odds the players could compute).\
    /// @param threads             threads for the enumeration; 0 = one per CPU.\
    /// @param out_spots           receives the spots, the all-in street first.\
    /// @param spot_capacity       the rows out_spots holds; 4 always suffices.\
    /// @param out_spot_count      receives the number of spots.\
    /// @param out_pots            receives every spot's pots, spot by spot, main pot first.\
    /// @param pot_capacity        the rows out_pots holds; 4 * XIAPL_TABLE_MAX_SEATS always suffices.\
    /// @param out_pot_count       receives the number of pot rows.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a live seat at a spot whose hole cards are unknown (the\
    /// message names the seat), threads < 0, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  a capacity below its count (both counts are set; nothing\
    /// is written).\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_allin_equity(state: *const xiapl_table_state, count_folded_cards: i32, threads: i32, out_spots: *mut xiapl_allin_spot, spot_capacity: u64, out_spot_count: *mut u64, out_pots: *mut xiapl_allin_pot, pot_capacity: u64, out_pot_count: *mut u64) -> i32;
    /// Who put chips in voluntarily, who raised, in which betting round, and who raised first in, read\
    /// from the state's history (what VPIP and PFR count). Rounds are numbered from 0 as the streets\
    /// are (board games: 0 preflop; stud: 0 third street; draw games: 0 before the first draw). A call,\
    /// bet, raise or all-in is voluntary; blinds, straddles, antes, the bring-in and checks are not. A\
    /// raise is a bet, raise or all-in to more than the round's highest bet so far, which starts at the\
    /// largest blind or straddle in round 0 and at 0 later (a completion of the bring-in is a raise).\
    /// A first-in raise is round 0's first raise made before any seat put chips in voluntarily.\
    /// @param state                a state (a finished hand gives the whole hand's facts).\
    /// @param out_voluntary_round  receives per seat the first round the seat put chips in\
    /// voluntarily, or -1.\
    /// @param out_raise_round      receives per seat the first round the seat raised, or -1.\
    /// @param capacity             the entries each array holds; XIAPL_TABLE_MAX_SEATS always\
    /// suffices.\
    /// @param out_seats            receives the number of seats.\
    /// @param out_first_in_raiser  receives the seat that raised first in, or -1; may be NULL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer (out_first_in_raiser aside).\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of seats (*out_seats = that number;\
    /// nothing else is written).\
    /// Since ABI 2.9.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_money_facts(state: *const xiapl_table_state, out_voluntary_round: *mut i32, out_raise_round: *mut i32, capacity: u64, out_seats: *mut u64, out_first_in_raiser: *mut i32) -> i32;
    /// The street total a pot-sized bet or raise of the seat to act reaches: it calls first, then\
    /// raises by the whole pot including that call (the current bet, plus every chip in the pot this\
    /// street's bets included, plus the call), kept within xiapl_table_legal_actions' bet-or-raise\
    /// range. Under pot limit it is the largest legal raise.\
    /// @param state   the state.\
    /// @param out_to  receives the street total.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  nobody may bet or raise in the state (the message says so),\
    /// a NULL pointer.\
    /// Since ABI 2.9.\
    /// Threads: any thread, concurrently, also on the same state; must not race with\
    /// xiapl_table_destroy of it.
    pub fn xiapl_table_pot_raise_to(state: *const xiapl_table_state, out_to: *mut i64) -> i32;
    /// Seeds a generator.\
    /// @param rng   the generator to fill.\
    /// @param seed  any 64-bit value.\
    /// @return XIAPL_OK, or XIAPL_ERR_INVALID_ARGUMENT for a NULL rng.\
    /// Threads: any thread, concurrently on different generators.
    pub fn xiapl_rng_seed(rng: *mut xiapl_rng, seed: u64) -> i32;
    /// The next 64 random bits.\
    /// @param rng      a seeded generator; advanced.\
    /// @param out_bits receives the bits.\
    /// @return XIAPL_OK, or XIAPL_ERR_INVALID_ARGUMENT for a NULL pointer or an all-zero state (a\
    /// generator never seeded; the generator is left unchanged).\
    /// Threads: any thread, concurrently on different generators.
    pub fn xiapl_rng_next(rng: *mut xiapl_rng, out_bits: *mut u64) -> i32;
    /// A uniform integer in \[0, bound), without bias.\
    /// @param rng        a seeded generator; advanced.\
    /// @param bound      1 .. 2^32.\
    /// @param out_value  receives the integer.\
    /// @return XIAPL_OK, or XIAPL_ERR_INVALID_ARGUMENT for a bound outside 1 .. 2^32, a NULL pointer\
    /// or an all-zero state (the generator is left unchanged).\
    /// Threads: any thread, concurrently on different generators.
    pub fn xiapl_rng_below(rng: *mut xiapl_rng, bound: u64, out_value: *mut u64) -> i32;
    /// A uniform double in \[0, 1), from the top 53 bits of the next draw.\
    /// @param rng        a seeded generator; advanced.\
    /// @param out_value  receives the number.\
    /// @return XIAPL_OK, or XIAPL_ERR_INVALID_ARGUMENT for a NULL pointer or an all-zero state (the\
    /// generator is left unchanged).\
    /// Threads: any thread, concurrently on different generators.
    pub fn xiapl_rng_uniform(rng: *mut xiapl_rng, out_value: *mut f64) -> i32;
    /// Reads PHH text: a .phh hand or a .phhs file of hands (a text of nothing but comments and\
    /// blank lines is a document of no hands). Nothing half-read is returned.\
    /// @param text     UTF-8, length bytes, no NUL needed; may be NULL when length is 0.\
    /// @param length   the bytes of text.\
    /// @param out_phh  receives the document; destroy it with xiapl_phh_destroy.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_PARSE             text that is not PHH (the message names the line, the field\
    /// or action, and the token).\
    /// XIAPL_ERR_UNSUPPORTED       a variant code neither the PHH specification nor XiaPL's\
    /// extension defines.\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_parse(text: *const c_char, length: u64, out_phh: *mut *mut xiapl_phh) -> i32;
    /// Builds a document from JSON: one hand object or an array of them, with the PHH field names\
    /// (the form xiapl_phh_to_json writes; docs/phh.md, "JSON"), checked as xiapl_phh_parse checks a\
    /// file.\
    /// @param json     UTF-8, length bytes; may be NULL when length is 0.\
    /// @param length   the bytes of json.\
    /// @param out_phh  receives the document; destroy it with xiapl_phh_destroy.\
    /// @return XIAPL_OK, or XIAPL_ERR_PARSE, XIAPL_ERR_UNSUPPORTED, XIAPL_ERR_INVALID_ARGUMENT as\
    /// xiapl_phh_parse.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_from_json(json: *const c_char, length: u64, out_phh: *mut *mut xiapl_phh) -> i32;
    /// The hand of a table state as a one-hand document: its config and every action and deal (the\
    /// seats rotated so the button is the last player, as PHH places it; hole cards the state knows\
    /// are dealt, others written "????"; cards in the order dealt), amounts in chips times unit. A\
    /// state replayed from a hand history (xiapl_phh_replay) writes the history's lines as written:\
    /// each replayed step's line (its recorded amount, "??" and commentary), the show, muck and\
    /// commentary lines where they stood and a board game's hole deal lines; another finished hand\
    /// shows every live seat's known cards at the end.\
    /// @param state    any state of a hand.\
    /// @param unit     the chip unit as a decimal ("1", "0.01"), or NULL for 1.\
    /// @param out_phh  receives the document; destroy it with xiapl_phh_destroy.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a unit that is not a positive decimal, a NULL pointer, a\
    /// hand-edited saved state whose written line is not a PHH\
    /// show or hole deal.\
    /// XIAPL_ERR_UNSUPPORTED       a game and betting PHH has no code for (it has FT and NT\
    /// for fixed- and no-limit Hold'em, NS no-limit short\
    /// deck, PO pot-limit Omaha, FO/8 fixed-limit Omaha hi/lo,\
    /// F7S, F7S/8 and FR fixed-limit stud, stud hi/lo and razz,\
    /// N2L1D 2-7 no-limit with one draw, F2L3D 2-7 and FB\
    /// badugi fixed-limit with three draws).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_from_table(state: *const xiapl_table_state, unit: *const c_char, out_phh: *mut *mut xiapl_phh) -> i32;
    /// Frees a document. NULL is ignored.\
    /// @param phh  a document, or NULL.\
    /// Returns nothing. Never fails.\
    /// Threads: must not race with any other use of the document.
    pub fn xiapl_phh_destroy(phh: *mut xiapl_phh);
    /// The number of hands in a document (1 for a .phh).\
    /// @param phh        the document.\
    /// @param out_count  receives the count.\
    /// @return XIAPL_OK, or XIAPL_ERR_INVALID_ARGUMENT for a NULL pointer.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_count(phh: *const xiapl_phh, out_count: *mut u64) -> i32;
    /// PHH text in the canonical field order, with a terminating NUL: hand index as a .phh text, or\
    /// XIAPL_PHH_ALL for every hand as a .phhs text. Reading it back gives the same hands.\
    /// @param phh       the document.\
    /// @param index     0 .. count - 1, or XIAPL_PHH_ALL.\
    /// @param buf       receives the text and its NUL.\
    /// @param capacity  the bytes buf holds.\
    /// @param out_len   receives the length of the text without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an index out of range, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_to_text(phh: *const xiapl_phh, index: i64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// A hand as a JSON object (index), or every hand as an array (XIAPL_PHH_ALL), with a\
    /// terminating NUL. docs/phh.md, "JSON", gives the form.\
    /// @param phh       the document.\
    /// @param index     0 .. count - 1, or XIAPL_PHH_ALL.\
    /// @param buf       receives the JSON and its NUL.\
    /// @param capacity  the bytes buf holds.\
    /// @param out_len   receives the length of the JSON without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an index out of range, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_to_json(phh: *const xiapl_phh, index: i64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// The hand's own chip unit as a decimal ("1", "0.01"): the largest power of ten, at most 1,\
    /// that makes its antes, blinds, min_bet, starting stacks and bets whole, with a terminating NUL.\
    /// @param phh       the document.\
    /// @param index     0 .. count - 1.\
    /// @param buf       receives the unit and its NUL.\
    /// @param capacity  the bytes buf holds; 32 always suffices.\
    /// @param out_len   receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an index out of range, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_chip_unit(phh: *const xiapl_phh, index: u64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// A hand's game, betting, players, board and known hole cards, as its replay reads them.\
    /// @param phh       the document.\
    /// @param index     0 .. count - 1.\
    /// @param out_info  receives the facts; set its struct_size to sizeof(xiapl_phh_info) first.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an index out of range, a bad struct_size, a NULL pointer.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_info_get(phh: *const xiapl_phh, index: u64, out_info: *mut xiapl_phh_info) -> i32;
    /// The board cards of a hand in the order dealt, as card ids (suit * 13 + rank - 2).\
    /// @param phh        the document.\
    /// @param index      0 .. count - 1.\
    /// @param out_cards  receives the ids.\
    /// @param capacity   the ids out_cards holds; 52 always suffices.\
    /// @param out_len    receives the number of board cards.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an index out of range, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < that number (*out_len = that number).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_board_cards(phh: *const xiapl_phh, index: u64, out_cards: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// Replays a hand through the rules engine and returns the final state. Seats follow the player\
    /// order (p1 = seat 0), the button is the last player, heads-up blinds are listed big blind\
    /// first as PHH writes them. Every variant code plays: board games take their hole cards from\
    /// the deals and the showdown; stud and draw games deal them as the history does (stud: each\
    /// street's face-down cards first), with unseen cards ("??") of a hand shown at the end filled\
    /// in from the cards shown. A live seat that mucks or whose cards stay unknown does not\
    /// contend. A fold when checking was free, which real histories hold and the rules never offer,\
    /// is kept and marked needless in the history (xiapl_table_info.needless_folds counts them): a\
    /// warning for the caller to pass on.\
    /// @param phh        the document.\
    /// @param index      0 .. count - 1.\
    /// @param unit       the chip unit as a decimal, or NULL for the hand's own (xiapl_phh_chip_unit).\
    /// @param out_state  receives the final state; destroy it with xiapl_table_destroy.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an action the rules refuse (the message gives its index and\
    /// text and the rule), amounts that are not whole units, an\
    /// index out of range, a NULL pointer.\
    /// XIAPL_ERR_UNSUPPORTED       a variant code neither the PHH specification nor XiaPL's\
    /// extension defines.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_replay(phh: *const xiapl_phh, index: u64, unit: *const c_char, out_state: *mut *mut xiapl_table_state) -> i32;
    /// As xiapl_phh_replay, but every state on the way: the state after the forced bets, then the\
    /// state after each board deal and each player action; in stud and draw games also after each\
    /// hole deal and draw (board games' hole deals and every show/muck line only reveal cards,\
    /// which every state already knows).\
    /// @param phh         the document.\
    /// @param index       0 .. count - 1.\
    /// @param unit        the chip unit as a decimal, or NULL for the hand's own.\
    /// @param out_states  receives the states; destroy each with xiapl_table_destroy.\
    /// @param capacity    the handles out_states holds; the number of actions + 1 always suffices.\
    /// @param out_len     receives the number of states.\
    /// @return XIAPL_OK, or as xiapl_phh_replay, or\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of states (*out_len = that number;\
    /// no handle is created).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_replay_states(phh: *const xiapl_phh, index: u64, unit: *const c_char, out_states: *mut *mut xiapl_table_state, capacity: u64, out_len: *mut u64) -> i32;
    /// Parses and replays many PHH texts in one call, each holding one hand, each with its own chip\
    /// unit. A text that fails does not stop the others: its status is set and its state is NULL\
    /// (replay it alone with xiapl_phh_parse and xiapl_phh_replay for the message).\
    /// @param texts         count texts, texts\[i\] of lengths\[i\] bytes.\
    /// @param lengths       the byte lengths.\
    /// @param count         the number of texts.\
    /// @param threads       threads to spread the texts over; 0 = one per CPU, 1 = this thread.\
    /// @param out_states    receives count final states (NULL where a text failed); destroy each\
    /// with xiapl_table_destroy.\
    /// @param out_statuses  receives count statuses: XIAPL_OK, or what xiapl_phh_parse or\
    /// xiapl_phh_replay would return for that text (a text of no hand or\
    /// of several gives XIAPL_ERR_INVALID_ARGUMENT).\
    /// @return XIAPL_OK when every text was handled (see out_statuses), or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer, threads < 0.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_replay_texts(texts: *const *const c_char, lengths: *const u64, count: u64, threads: i32, out_states: *mut *mut xiapl_table_state, out_statuses: *mut i32) -> i32;
    /// Reads one PHH action line ("p1 cbr 300", "d dh p2 AsKs # note", "p3 pb", "p1 sd 7c2d",\
    /// "# note") into its parts: the verb, the actor and the player dealt to, the known cards' ids\
    /// in the order written and the number written "??", and where the cards, the amount and the\
    /// comment stand in the line. The same reading as the actions of xiapl_phh_parse.\
    /// @param line      UTF-8, length bytes.\
    /// @param length    the bytes of line.\
    /// @param out       receives the parts; set its struct_size to sizeof(xiapl_phh_action) first.\
    /// Unchanged on failure.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_PARSE             a line outside the action grammar (the message quotes the\
    /// line and gives the forms allowed), or one with more than\
    /// XIAPL_PHH_ACTION_MAX_CARDS known cards.\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer, a bad struct_size.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_action_parse(line: *const c_char, length: u64, out: *mut xiapl_phh_action) -> i32;
    /// Kept for compatibility: xiapl_phh_action_parse gives the same parts as a struct, which the\
    /// bindings use. Reads one PHH action line, as xiapl_phh_action_parse, into a JSON object with\
    /// the fields actor (1-based, or null for the dealer and for commentary alone), verb ("dh",\
    /// "db", "f", "cc", "cbr", "sm", "pb" for the bring-in, "sd" for standing pat or discarding, ""\
    /// for commentary alone, "# note", which replay passes over),\
    /// player (dh), cards (the text as written), amount (the decimal as written) and comment, absent\
    /// fields null; then card_ids, the ids of the known cards in the order written ("7h6h" gives\
    /// \[31, 30\]; \[\] for none), and unknown_count, how many cards are written "??".\
    /// @param line      UTF-8, length bytes.\
    /// @param length    the bytes of line.\
    /// @param buf       receives the JSON and its NUL.\
    /// @param capacity  the bytes buf holds.\
    /// @param out_len   receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_PARSE             a line outside the action grammar (the message quotes the\
    /// line and gives the forms allowed).\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_phh_action_to_json(line: *const c_char, length: u64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// Imports every hand of a site's hand-history text into a PHH document of the hands kept; the\
    /// report of the hands left out goes with it (xiapl_sites_report). A byte-order mark, CRLF or CR\
    /// line ends and bytes that are not UTF-8 are accepted. A text with no hand, or none kept, gives\
    /// an empty document.\
    /// @param text     the site's text, length bytes.\
    /// @param length   the bytes of text.\
    /// @param site     the format to read ("pokerstars", "ggpoker", "winningpoker", "pacific",\
    /// "ipoker", "partypoker", "winamax", "fulltilt"), or NULL or "" to detect each\
    /// hand's.\
    /// @param out_phh  receives the document; destroy it with xiapl_phh_destroy.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a site the importer does not read (the message lists\
    /// them), a NULL pointer.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_sites_read(text: *const c_char, length: u64, site: *const c_char, out_phh: *mut *mut xiapl_phh) -> i32;
    /// What xiapl_sites_read found, as a JSON object with a terminating NUL: "hands" (the hands the\
    /// text holds), "kept" (the hands in the document) and "failures", an array of objects with\
    /// "site" (the format, or "" when none was recognized), "hand" (the site's hand id, or ""),\
    /// "line" (1-based) and "reason". A document not made by xiapl_sites_read reports its hands as\
    /// kept and no failure.\
    /// @param phh       the document.\
    /// @param buf       receives the JSON and its NUL.\
    /// @param capacity  the bytes buf holds.\
    /// @param out_len   receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_sites_report(phh: *const xiapl_phh, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// A hand as PokerStars text (header, seats, forced bets, hole cards, streets, showdown and a\
    /// summary with the rake and collections), with a terminating NUL, such that xiapl_sites_read\
    /// gives the hand back: the same hand for one read from PokerStars text, the same game, players,\
    /// stacks, actions and winnings for another. Names, seats, the hand number, the table, the\
    /// currency, the date, the winnings and the rake are taken from the hand's fields when it has\
    /// them (docs/sites.md, "Export"); without winnings each player is paid what the replay awards.\
    /// @param phh       the document.\
    /// @param index     0 .. count - 1.\
    /// @param buf       receives the text and its NUL.\
    /// @param capacity  the bytes buf holds.\
    /// @param out_len   receives the length of the text without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an index out of range, a NULL pointer, a hand the rules\
    /// engine refuses or that does not end, an amount of more\
    /// than 8 decimal places.\
    /// XIAPL_ERR_UNSUPPORTED       a variant other than NT, FT, PT, PO, NO, FO, FO/8, PO/8 and\
    /// NO/8, more than three runs of the board.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_sites_to_pokerstars(phh: *const xiapl_phh, index: u64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// A decimal amount as a whole number of chips of a unit, exactly ("12.5" in units of "0.5" is 25).\
    /// @param unit       a positive decimal ("1", "0.25").\
    /// @param amount     a decimal ("1259450.25", "300"; an optional '-', digits, an optional\
    /// fraction, an optional exponent "1e3").\
    /// @param out_chips  receives the chips.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an amount that is not a whole number of units (the message\
    /// says to use a smaller unit), beyond int64 chips, a unit\
    /// that is not positive, a NULL pointer.\
    /// XIAPL_ERR_PARSE             text that is not a decimal.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_chips_from_amount(unit: *const c_char, amount: *const c_char, out_chips: *mut i64) -> i32;
    /// Chips times a unit as a decimal, exactly ("25" chips of "0.5" is "12.5"), with a terminating\
    /// NUL.\
    /// @param unit      a positive decimal.\
    /// @param chips     any int64.\
    /// @param buf       receives the decimal and its NUL.\
    /// @param capacity  the bytes buf holds; 48 always suffices.\
    /// @param out_len   receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a unit that is not positive, a NULL pointer.\
    /// XIAPL_ERR_PARSE             a unit that is not a decimal.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_chips_to_amount(unit: *const c_char, chips: i64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// The largest power of ten, at most 1, that makes every amount a whole number of chips ("0.01"\
    /// for "12.5" and "0.25"), with a terminating NUL.\
    /// @param amounts   count decimals, each NUL-terminated.\
    /// @param count     the number of amounts; 0 gives "1".\
    /// @param buf       receives the unit and its NUL.\
    /// @param capacity  the bytes buf holds; 32 always suffices.\
    /// @param out_len   receives the length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_PARSE             an amount that is not a decimal (the message names it).\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= the length (*out_len = the length).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_chip_unit(amounts: *const *const c_char, count: u64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// Every card that could come next on the board, and where it leaves the first hand (the hero)\
    /// against the others: ahead alone, sharing the best hand, or behind. The hero's outs are the\
    /// cards that leave it better placed than it is now (behind to sharing or ahead, sharing to\
    /// ahead).\
    /// @param game          XIAPL_GAME_* of a game with a board and no low half: Hold'em, short\
    /// deck, PLO, PLO5, PLO6.\
    /// @param holes         the hands (masks), as for xiapl_eval_showdown: holes\[0\] is the hero's.\
    /// @param player_count  the number of hands, at least 2.\
    /// @param board         3 or 4 board cards (a mask).\
    /// @param dead          cards out of the deck (a mask), or 0.\
    /// @param out_cards     receives one row per card left in the game's deck, by id.\
    /// @param capacity      the rows out_cards holds; 52 always suffices.\
    /// @param out_len       receives the number of rows.\
    /// @param out_now       receives the hero's XIAPL_STANDING_* on the board as it is.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game, fewer than 2 hands, a hand\
    /// xiapl_eval_showdown refuses, a board of other than 3 or\
    /// 4 cards, a dead card that is dealt or a bit >= 52, a\
    /// NULL pointer.\
    /// XIAPL_ERR_UNSUPPORTED       a game without a board (stud, draw games) or with a low\
    /// half (hi/lo games).\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of cards left (*out_len = that\
    /// number).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_eval_outs(game: i32, holes: *const u64, player_count: u64, board: u64, dead: u64, out_cards: *mut xiapl_next_card, capacity: u64, out_len: *mut u64, out_now: *mut i32) -> i32;
    /// The hit table of a range on a board: how much of its weight makes each hand category (the\
    /// category of the hand as it plays, so a straight on the board is every hand's straight) and how\
    /// much holds the common draws, which count only what the hand's own cards would make: Hold'em\
    /// with at least one hole card, beating what the board alone would make; Omaha with two hole\
    /// cards and three board cards. Combos that hold a board or a dead card are left out.\
    /// @param range      the range (Hold'em, short deck or an Omaha high game).\
    /// @param board      3, 4 or 5 board cards (a mask).\
    /// @param dead       cards out of the deck (a mask), or 0.\
    /// @param out_table  receives the table; set its struct_size to sizeof(xiapl_hit_table) first.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a board of other than 3 to 5 cards, a dead card on the\
    /// board, a bit >= 52, a bad struct_size, a NULL pointer.\
    /// XIAPL_ERR_UNSUPPORTED       a range of a game with a low half.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_range_hits(range: *const xiapl_range, board: u64, dead: u64, out_table: *mut xiapl_hit_table) -> i32;
    /// The texture of a flop of a board game: its suits, its pairing, whether it is connected (three\
    /// ranks one straight of the game can use: within five consecutive ranks, the ace high or low;\
    /// A-2-3 and Q-K-A are connected, and in short deck the ace plays low in A-6-7-8-9, so A-6-9 is)\
    /// and the one label XIAPL_FLOP_TEXTURE_*.\
    /// @param game           XIAPL_GAME_* of a board game: Hold'em, short deck, an Omaha game.\
    /// @param flop           exactly 3 cards of the game's deck (a mask).\
    /// @param out_texture    receives the XIAPL_FLOP_TEXTURE_*; may be NULL.\
    /// @param out_suits      receives the XIAPL_FLOP_SUITS_*; may be NULL.\
    /// @param out_pairing    receives the XIAPL_FLOP_PAIRING_*; may be NULL.\
    /// @param out_connected  receives 1 if the flop is connected, else 0; may be NULL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game or one without a board, a bit >= 52, other\
    /// than 3 cards, a card outside the game's deck.\
    /// Since ABI 2.9.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_flop_texture(game: i32, flop: u64, out_texture: *mut i32, out_suits: *mut i32, out_pairing: *mut i32, out_connected: *mut i32) -> i32;
    /// The classes of a board game's flops under a group of suit relabellings: two flops are in one\
    /// class when a relabelling of the group maps one onto the other. Each class is written as its\
    /// smallest flop mask and its size (the number of flops in it), the classes ascending by mask.\
    /// Under all 24 relabellings the classes are the deck's canonical flops (xiapl_canon_board; 1,755\
    /// of a full deck); under the identity alone every flop is a class of size 1. The sizes sum to the\
    /// number of flops of the deck: 22,100, or 7,140 in short deck.\
    /// @param game               XIAPL_GAME_* of a board game.\
    /// @param relabellings       relabelling_count relabellings, 4 bytes each: relabelling i moves\
    /// suit s (0..3: c, d, h, s) to relabellings\[4 * i + s\]. They must form\
    /// a group: each a permutation, none twice, the identity among them,\
    /// closed under composition.\
    /// @param relabelling_count  1 to 24.\
    /// @param out_flops          receives the classes' smallest masks; may be NULL when capacity is 0.\
    /// @param out_weights        receives the classes' sizes; may be NULL when capacity is 0.\
    /// @param capacity           the rows out_flops and out_weights hold; 22,100 always suffices.\
    /// @param out_count          receives the number of classes.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown game or one without a board, relabellings that\
    /// are not a group (the message names the one at fault), a\
    /// relabelling_count outside 1..24, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of classes (*out_count = that\
    /// number; nothing is written).\
    /// Since ABI 2.9.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_flop_classes(game: i32, relabellings: *const i32, relabelling_count: u64, out_flops: *mut u64, out_weights: *mut u64, capacity: u64, out_count: *mut u64) -> i32;
    /// The suit relabellings that map every range onto itself, weights included (each combo to a combo\
    /// of the same range with the same weight): a group, the identity first, then in the order of\
    /// the permutations of (0, 1, 2, 3) listed lexicographically. All 24 for ranges of hand classes\
    /// ("AKs", "QQ"); fewer when a range names suits ("AhKh"). What xiapl_flop_classes takes.\
    /// @param ranges            range_count ranges.\
    /// @param range_count       0 or more (none: all 24 relabellings).\
    /// @param out_relabellings  receives 4 values per relabelling: relabelling i moves suit s to\
    /// out_relabellings\[4 * i + s\].\
    /// @param capacity          the relabellings out_relabellings holds; 24 always suffice.\
    /// @param out_count         receives the number of relabellings.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a NULL pointer (ranges may be NULL when range_count is 0).\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity < the number of relabellings (*out_count = that\
    /// number; nothing else is written).\
    /// Since ABI 2.9.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_range_suit_symmetries(ranges: *const *const xiapl_range, range_count: u64, out_relabellings: *mut i32, capacity: u64, out_count: *mut u64) -> i32;
    /// Each player's prize equity, exactly, by a recurrence over the sets of\
    /// players who took the top places (never over finishing orders): for n\
    /// players and m paid places it sums sum_{k=1..m} k * C(n, k) terms (at most\
    /// n * 2^(n-1)) and keeps two layers of C(n, k) doubles. Fields whose largest\
    /// layer would exceed 2^23 sets (26 or more players with half of them paid)\
    /// or with more than XIAPL_ICM_MAX_EXACT_PLAYERS players are refused: use\
    /// xiapl_icm_monte_carlo for them. Every 25-player field is accepted.\
    /// Memory: 16 * L bytes for the two layers, L = max over k < m of C(n, k)\
    /// (m the paid places up to the last nonzero payout), plus under 100 KiB\
    /// of tables: at most 128 MiB, and 80 MiB for 25 players all paid. The\
    /// limit is checked before anything is allocated: a refused field costs\
    /// nothing.\
    /// @param stacks        player_count chip counts.\
    /// @param player_count  the number of players, >= 1.\
    /// @param payouts       payout_count prizes, first place first.\
    /// @param payout_count  1 .. player_count.\
    /// @param out_equity    receives player_count equities, in the order of stacks.\
    /// @param capacity      out_equity's length.\
    /// @param out_len       always receives player_count.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT     a stack <= 0 or not finite, payouts empty, longer\
    /// than the field, negative, not finite or larger than\
    /// the place above, a NULL pointer.\
    /// XIAPL_ERR_LIMIT_EXCEEDED       a field too large for the exact form.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL     capacity < player_count (nothing written).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_icm_exact(stacks: *const f64, player_count: u64, payouts: *const f64, payout_count: u64, out_equity: *mut f64, capacity: u64, out_len: *mut u64) -> i32;
    /// Each player's prize equity estimated from `iterations` finishing orders\
    /// drawn with the library's generator (docs/rng.md), and its standard error.\
    /// The orders are drawn in chunks of 1024, chunk c from its own stream of\
    /// `seed`, and the chunks' sums are added in order: the same seed gives\
    /// bit-identical results at every thread count. Each order costs about one\
    /// constant-time draw per paid place (an alias table of the stacks, rebuilt\
    /// over the players left when they hold under half its chips), and each\
    /// chunk builds one table of player_count entries.\
    /// @param stacks         player_count chip counts.\
    /// @param player_count   the number of players, 1 .. 2^24.\
    /// @param payouts        payout_count prizes, first place first.\
    /// @param payout_count   1 .. player_count.\
    /// @param iterations     finishing orders to draw, >= 2.\
    /// @param seed           any 64-bit value.\
    /// @param threads        worker threads; 0 = one per CPU.\
    /// @param out_equity     receives player_count mean payouts.\
    /// @param out_std_error  receives player_count standard errors of those means.\
    /// @param capacity       the length of each output array.\
    /// @param out_len        always receives player_count.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT     bad stacks or payouts (as xiapl_icm_exact),\
    /// iterations < 2, threads < 0, a NULL pointer.\
    /// XIAPL_ERR_LIMIT_EXCEEDED       more than 2^24 players.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL     capacity < player_count (nothing written).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_icm_monte_carlo(stacks: *const f64, player_count: u64, payouts: *const f64, payout_count: u64, iterations: u64, seed: u64, threads: i32, out_equity: *mut f64, out_std_error: *mut f64, capacity: u64, out_len: *mut u64) -> i32;
    /// The price in prize money of an all-in between `player` and `opponent` for\
    /// the smaller of their stacks, with no other chips in the pot: the equity of\
    /// `player` now, after winning and after losing (a player left with no chips\
    /// finishes below everyone still in), the bubble factor (equity lost by\
    /// losing / equity gained by winning; +infinity when winning gains nothing),\
    /// the chance of winning needed to break even, factor / (1 + factor), and the\
    /// risk premium, that chance minus 1/2. Uses the exact form.\
    /// @param stacks            player_count chip counts.\
    /// @param player_count      the number of players, >= 2.\
    /// @param payouts           payout_count prizes, first place first.\
    /// @param payout_count      1 .. player_count.\
    /// @param player            the player whose equity is priced, 0 .. player_count - 1.\
    /// @param opponent          the other player, 0 .. player_count - 1, not player.\
    /// @param out_equity        receives the player's equity now.\
    /// @param out_equity_win    receives it after winning the all-in.\
    /// @param out_equity_lose   receives it after losing it.\
    /// @param out_factor        receives the bubble factor.\
    /// @param out_break_even    receives the break-even chance of winning.\
    /// @param out_risk_premium  receives out_break_even - 0.5.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT     bad stacks or payouts (as xiapl_icm_exact), a\
    /// player out of range, player == opponent, a NULL\
    /// pointer.\
    /// XIAPL_ERR_LIMIT_EXCEEDED       a field too large for the exact form.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_icm_bubble_factor(stacks: *const f64, player_count: u64, payouts: *const f64, payout_count: u64, player: u64, opponent: u64, out_equity: *mut f64, out_equity_win: *mut f64, out_equity_lose: *mut f64, out_factor: *mut f64, out_break_even: *mut f64, out_risk_premium: *mut f64) -> i32;
    /// An all-in decision in prize money. `shover` pushes all in; everyone else\
    /// but `caller` has folded; `caller` may call. Stacks are the stacks at the\
    /// start of the hand; posted\[i\] is what player i had already put in (blinds,\
    /// antes), part of stacks\[i\]. A call risks the smaller of the two stacks;\
    /// the others' posted chips go to whoever takes the pot (half each on a\
    /// split). win and tie are the caller's chances at showdown (from\
    /// xiapl_equity_calculate or xiapl_range_equity_calculate). Writes\
    /// XIAPL_ICM_ROWS rows of player_count exact equities (row r at\
    /// r * player_count) and the caller's break-even showdown equity (ties\
    /// counted half): the chance of winning at which calling and folding are\
    /// worth the same to the caller.\
    /// @param stacks          player_count chip counts.\
    /// @param player_count    the number of players, >= 2.\
    /// @param payouts         payout_count prizes, first place first.\
    /// @param payout_count    1 .. player_count.\
    /// @param posted          player_count amounts, each 0 .. its stack.\
    /// @param shover          0 .. player_count - 1.\
    /// @param caller          0 .. player_count - 1, not shover.\
    /// @param win             the caller's chance of winning the showdown, 0 .. 1.\
    /// @param tie             the caller's chance of splitting it, 0 .. 1 - win.\
    /// @param out_rows        receives XIAPL_ICM_ROWS * player_count equities.\
    /// @param capacity        out_rows' length.\
    /// @param out_len         always receives XIAPL_ICM_ROWS * player_count.\
    /// @param out_break_even  receives the caller's break-even equity, 0 .. 1.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT     bad stacks or payouts (as xiapl_icm_exact), a\
    /// posted amount outside 0 .. its stack, a player out\
    /// of range, shover == caller, win or tie outside\
    /// 0 .. 1 or adding up to more than 1, a NULL pointer.\
    /// XIAPL_ERR_LIMIT_EXCEEDED       a field too large for the exact form.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL     capacity too small (nothing written).\
    /// Threads: any thread, concurrently.
    pub fn xiapl_icm_shove_call(stacks: *const f64, player_count: u64, payouts: *const f64, payout_count: u64, posted: *const f64, shover: u64, caller: u64, win: f64, tie: f64, out_rows: *mut f64, capacity: u64, out_len: *mut u64, out_break_even: *mut f64) -> i32;
    /// Fills *spot with the defaults: pot and stack 0 (to be set), no rake, thresholds 1.5 (add\
    /// all-in), 0.15 (force all-in), 0.1 (merging), suit isomorphism on; struct_size = the size given.\
    /// @param spot         the struct to fill.\
    /// @param struct_size  sizeof(xiapl_solver_spot) as the caller's header declares it.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  spot is NULL, or struct_size is not one this library\
    /// accepts.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_solver_spot_init(spot: *mut xiapl_solver_spot, struct_size: u32) -> i32;
    /// A solver for a spot, with the same bet and raise sizes for both players on every street\
    /// (xiapl_solver_set_sizes changes them before the tree is built). Sizes are lists such as\
    /// "60%, e, a" (bets) or "2.5x" (raises): N% of the pot (of the pot after calling, for a raise),\
    /// Nx a raise to N times the bet faced, e or Ne the geometric size reaching all-in over the\
    /// streets left (or N streets), a all-in. Destroy it with xiapl_solver_destroy.\
    /// @param oop_range  the out of position range, range grammar (docs/ranges.md), NUL-terminated.\
    /// @param ip_range   the in position range.\
    /// @param board      3, 4 or 5 board cards (a mask).\
    /// @param spot       pot, stack, rake and thresholds (pot and stack must be set).\
    /// @param bets       bet sizes, NUL-terminated; "" for none (checks only).\
    /// @param raises     raise sizes, NUL-terminated; "" for none.\
    /// @param out_solver receives the new handle.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_PARSE             a range or a size list that does not follow its grammar\
    /// (the message quotes it).\
    /// XIAPL_ERR_INVALID_ARGUMENT  a board that is not 3 to 5 cards or has a bit >= 52, a\
    /// pot or stack <= 0 or not finite, rake or a threshold out of\
    /// range, a range empty once the board's cards are removed, a\
    /// bad spot->struct_size, a NULL pointer.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_solver_create(oop_range: *const c_char, ip_range: *const c_char, board: u64, spot: *const xiapl_solver_spot, bets: *const c_char, raises: *const c_char, out_solver: *mut *mut xiapl_solver) -> i32;
    /// Frees a solver. NULL is accepted and ignored.\
    /// @param solver  the handle.\
    /// Returns nothing.\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_destroy(solver: *mut xiapl_solver);
    /// Sets the bet, raise and donk sizes of one player or both on one street or every street,\
    /// before the tree is built. Donk sizes are out of position's first bet of a turn or river after\
    /// calling a bet on the street before; they apply to out of position only.\
    /// @param solver  the handle.\
    /// @param player  XIAPL_SOLVER_OOP, XIAPL_SOLVER_IP or XIAPL_SOLVER_BOTH_PLAYERS.\
    /// @param street  XIAPL_SOLVER_FLOP, _TURN, _RIVER or XIAPL_SOLVER_ALL_STREETS.\
    /// @param bets    bet sizes as for xiapl_solver_create; NULL: unchanged.\
    /// @param raises  raise sizes; NULL: unchanged.\
    /// @param donks   donk sizes; NULL: unchanged; "-": none (the usual bet sizes).\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_PARSE             a size list that does not follow the grammar.\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown player or street, the tree already built, a\
    /// NULL solver.\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_set_sizes(solver: *mut xiapl_solver, player: i32, street: i32, bets: *const c_char, raises: *const c_char, donks: *const c_char) -> i32;
    /// Adds a bet, raise or all-in to the tree at every decision that follows a betting line, before\
    /// the tree is built. The line names the actions from the root as xiapl_solver_actions writes them,\
    /// comma separated, deals left out ("" the root, "check, bet 120" the node after those), so the\
    /// edit applies after every card dealt on the way. The action is "bet N", "raise N", "allin" or\
    /// "allin N", N the actor's total on the street. The added size joins the node's sizes (merging\
    /// does not apply to it) and its subtree is built by the usual sizes. The edit is checked against\
    /// the tree at once (against the sizes set so far; a later xiapl_solver_set_sizes that changes\
    /// the line makes the build refuse it with the same message). Edits apply in the order given.\
    /// @param solver  the handle.\
    /// @param line    the betting line, NUL-terminated.\
    /// @param action  the action to add, NUL-terminated.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_PARSE             a line or action outside the grammar (the message quotes\
    /// it and gives the forms).\
    /// XIAPL_ERR_INVALID_ARGUMENT  a line that leads to no decision, a bet where a bet is\
    /// faced or a raise where none is, a size above all-in or\
    /// below the smallest legal raise, a size already there, a\
    /// decision where no bet is possible, the tree already built,\
    /// a NULL pointer. The message names the edit and lists the\
    /// node's sizes; nothing changes.\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_add_action(solver: *mut xiapl_solver, line: *const c_char, action: *const c_char) -> i32;
    /// Removes a bet, raise or all-in, with its subtree, from every decision that follows a betting\
    /// line, before the tree is built. Line and action as for xiapl_solver_add_action.\
    /// @param solver  the handle.\
    /// @param line    the betting line, NUL-terminated.\
    /// @param action  the action to remove, NUL-terminated.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_PARSE             a line or action outside the grammar.\
    /// XIAPL_ERR_INVALID_ARGUMENT  a line that leads to no decision, a size the decision\
    /// does not have, the tree already built, a NULL pointer.\
    /// Nothing changes.\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_remove_action(solver: *mut xiapl_solver, line: *const c_char, action: *const c_char) -> i32;
    /// The bytes a solve needs, before any is allocated for it: what the game holds (the tree, the\
    /// hands, the showdown orders) plus the regrets and strategy sums. Builds the tree.\
    /// @param solver      the handle.\
    /// @param compressed  1: with 16-bit storage; 0: 32-bit.\
    /// @param out_game    receives the game's bytes (allocated by this call).\
    /// @param out_bytes   receives the game's bytes plus the storage's.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a spot the tree cannot be built for (the message says\
    /// why), a NULL pointer.\
    /// XIAPL_ERR_LIMIT_EXCEEDED    a tree of more than 2^25 nodes.\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_memory(solver: *mut xiapl_solver, compressed: i32, out_game: *mut u64, out_bytes: *mut u64) -> i32;
    /// Fills *options with the defaults: 1000 iterations, a target of 0.5% of the pot, a check\
    /// every 10 iterations, 1 thread, 32-bit storage, no progress hook; struct_size = the size given.\
    /// @param options      the struct to fill.\
    /// @param struct_size  sizeof(xiapl_solver_options) as the caller's header declares it.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  options is NULL, or struct_size is not one this library\
    /// accepts.\
    /// Threads: any thread, concurrently.
    pub fn xiapl_solver_options_init(options: *mut xiapl_solver_options, struct_size: u32) -> i32;
    /// Runs Discounted CFR until the target exploitability or options->max_iterations iterations in\
    /// all; a second call continues from where the first stopped. The results are the same bits at\
    /// every thread count.\
    /// @param solver      the handle.\
    /// @param options     how to solve; NULL: the defaults.\
    /// @param out_result  receives what the solve reached (set its struct_size first); may be NULL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a spot the tree cannot be built for, max_iterations or\
    /// check_every 0, threads 0 or above 256, a negative or non\
    /// finite target, compressed different from the handle's\
    /// first solve, a bad struct_size, a NULL solver.\
    /// XIAPL_ERR_CANCELLED         the progress hook asked to stop (the handle keeps the\
    /// iterations done; out_result is not written).\
    /// Threads: the thread that owns the handle; the hook is called on it.
    pub fn xiapl_solver_solve(solver: *mut xiapl_solver, options: *const xiapl_solver_options, out_result: *mut xiapl_solver_result) -> i32;
    /// The node reached from the root by a path of action names, separated by commas: "check, bet\
    /// 120, deal Kh, check". Names are the ones xiapl_solver_actions writes ("check", "call", "fold",\
    /// "bet N", "raise N", "allin N", "deal Kh" with N the actor's total on the street), matched\
    /// without regard to case or spaces around the commas. "" is the root. A card that suit\
    /// isomorphism plays through another card of the same rank has no node of its own: deal that one.\
    /// @param solver    the handle.\
    /// @param path      the action names, NUL-terminated.\
    /// @param out_node  receives the node's number.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an action that is not one of its node's (the message names\
    /// it and lists the node's actions), a NULL pointer.\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_node(solver: *mut xiapl_solver, path: *const c_char, out_node: *mut u32) -> i32;
    /// What a node is: its kind, player, street, number of actions, parent, board and contributions.\
    /// @param solver    the handle.\
    /// @param node      a node number.\
    /// @param out_info  receives the node (set its struct_size first).\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a node out of range, a bad struct_size, a NULL pointer.\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_node_info(solver: *mut xiapl_solver, node: u32, out_info: *mut xiapl_solver_node_facts) -> i32;
    /// The names of a node's actions, in order, separated by commas ("check,bet 120,allin 900"), as\
    /// xiapl_solver_node reads them; "" for a node that ends the hand.\
    /// @param solver   the handle.\
    /// @param node     a node number.\
    /// @param buf      receives the text and its NUL.\
    /// @param capacity buf's size in bytes.\
    /// @param out_len  receives the text's length without the NUL.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a node out of range, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity <= *out_len.\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_actions(solver: *mut xiapl_solver, node: u32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// A player's hands (two-card masks) with their range weights at the root: the order of every\
    /// per-hand result.\
    /// @param solver       the handle.\
    /// @param player       XIAPL_SOLVER_OOP or XIAPL_SOLVER_IP.\
    /// @param out_hands    receives the hands.\
    /// @param out_weights  receives the weights; may be NULL.\
    /// @param capacity     the length of each output array.\
    /// @param out_len      receives the number of hands.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  an unknown player, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity below the number of hands.\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_hands(solver: *mut xiapl_solver, player: i32, out_hands: *mut u64, out_weights: *mut f64, capacity: u64, out_len: *mut u64) -> i32;
    /// The average strategy at a player node: action a's frequency for the acting player's hand h\
    /// at out\[a * hands + h\]; each hand's frequencies sum to 1 (uniform where the hand never reaches\
    /// the node). Before any solve, the uniform strategy.\
    /// @param solver    the handle.\
    /// @param node      a player node.\
    /// @param out       receives actions x hands frequencies.\
    /// @param capacity  out's length.\
    /// @param out_len   receives actions x hands.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a node out of range or not a player node, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity too small (nothing written).\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_strategy(solver: *mut xiapl_solver, node: u32, out: *mut f64, capacity: u64, out_len: *mut u64) -> i32;
    /// A player's range at a node: each hand's root weight times the frequency of every action of\
    /// its own on the way; 0 for a hand holding a card dealt on the way.\
    /// @param solver    the handle.\
    /// @param node      a node number.\
    /// @param player    XIAPL_SOLVER_OOP or XIAPL_SOLVER_IP.\
    /// @param out       receives one weight per hand of the player.\
    /// @param capacity  out's length.\
    /// @param out_len   receives the number of hands.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a node out of range, an unknown player, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity too small (nothing written).\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_range(solver: *mut xiapl_solver, node: u32, player: i32, out: *mut f64, capacity: u64, out_len: *mut u64) -> i32;
    /// Each hand's expected value at a node for the average strategies, against the opponent's\
    /// range there: the chips it ends with less what it puts in after the root, plus its starting\
    /// half of the pot (as xiapl_solver_result.ev). 0 for a hand that cannot be at the node.\
    /// @param solver    the handle.\
    /// @param node      a node number.\
    /// @param player    XIAPL_SOLVER_OOP or XIAPL_SOLVER_IP.\
    /// @param out       receives one value per hand of the player.\
    /// @param capacity  out's length.\
    /// @param out_len   receives the number of hands.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a node out of range, an unknown player, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity too small (nothing written).\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_ev(solver: *mut xiapl_solver, node: u32, player: i32, out: *mut f64, capacity: u64, out_len: *mut u64) -> i32;
    /// Each hand's equity at a node: its share of the pot (ties split) if checked down against the\
    /// opponent's range there, over every board still to come. 0 for a hand that cannot be there.\
    /// @param solver    the handle.\
    /// @param node      a node number.\
    /// @param player    XIAPL_SOLVER_OOP or XIAPL_SOLVER_IP.\
    /// @param out       receives one equity per hand of the player.\
    /// @param capacity  out's length.\
    /// @param out_len   receives the number of hands.\
    /// @return XIAPL_OK, or\
    /// XIAPL_ERR_INVALID_ARGUMENT  a node out of range, an unknown player, a NULL pointer.\
    /// XIAPL_ERR_BUFFER_TOO_SMALL  capacity too small (nothing written).\
    /// Threads: the thread that owns the handle.
    pub fn xiapl_solver_equity(solver: *mut xiapl_solver, node: u32, player: i32, out: *mut f64, capacity: u64, out_len: *mut u64) -> i32;
}
