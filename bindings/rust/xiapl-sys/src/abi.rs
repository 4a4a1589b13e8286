// Generated from capi/include/xiapl/xiapl.h.in by ci/bindgen.py. Do not edit: run `python ci/bindgen.py`.

use core::ffi::{c_char, c_void};

/// The release these declarations were generated from.
pub const XIAPL_VERSION_STRING: &str = "0.1.0";
pub const XIAPL_VERSION_MAJOR: i32 = 0;
pub const XIAPL_VERSION_MINOR: i32 = 1;
pub const XIAPL_VERSION_PATCH: i32 = 0;
pub const XIAPL_VERSION_NUMBER: i32 = 100;
pub const XIAPL_ABI_MAJOR: i32 = 2;
pub const XIAPL_ABI_MINOR: i32 = 0;
pub const XIAPL_ABI_VERSION: i32 = 2000;
pub const XIAPL_OK: i32 = 0;
pub const XIAPL_ERR_INVALID_ARGUMENT: i32 = -1;
pub const XIAPL_ERR_PARSE: i32 = -2;
pub const XIAPL_ERR_BUFFER_TOO_SMALL: i32 = -3;
pub const XIAPL_ERR_LIMIT_EXCEEDED: i32 = -4;
pub const XIAPL_ERR_OUT_OF_MEMORY: i32 = -5;
pub const XIAPL_ERR_CANCELLED: i32 = -6;
pub const XIAPL_ERR_INTERNAL: i32 = -7;
pub const XIAPL_GAME_HOLDEM: i32 = 0;
pub const XIAPL_GAME_OMAHA4: i32 = 1;
pub const XIAPL_GAME_OMAHA5: i32 = 2;
pub const XIAPL_GAME_OMAHA6: i32 = 3;
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
pub const XIAPL_EQUITY_EXACT: i32 = 0;
pub const XIAPL_EQUITY_MONTE_CARLO: i32 = 1;
pub const XIAPL_EQUITY_AUTO: i32 = 2;
pub const XIAPL_EQUITY_CHUNK_TRIALS: i32 = 65536;
pub const XIAPL_EQUITY_MAX_THREADS: i32 = 64;
pub const XIAPL_TABLE_MAX_SEATS: i32 = 10;
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
pub const XIAPL_SEAT_STACK: i32 = 0;
pub const XIAPL_SEAT_BET: i32 = 1;
pub const XIAPL_SEAT_CONTRIBUTED: i32 = 2;
pub const XIAPL_SEAT_WON: i32 = 3;
pub const XIAPL_SEAT_FOLDED: i32 = 4;
pub const XIAPL_SEAT_ALL_IN: i32 = 5;
pub const XIAPL_SEAT_HOLE: i32 = 6;
pub const XIAPL_STEP_DEAL_BOARD: i32 = 16;
pub const XIAPL_RANGE_EQUITY_MAX_EXACT_DEALS: u64 = 4194304;
pub const XIAPL_RANGE_EQUITY_MAX_EXACT_WORK: u64 = 2147483648;
pub const XIAPL_RANGE_EQUITY_PER_COMBO: i32 = 0;
pub const XIAPL_RANGE_EQUITY_AGGREGATE_ONLY: i32 = 1;

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

/// Opaque handle `xiapl_table_state` (created and destroyed through its functions).
#[repr(C)]
pub struct xiapl_table_state {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
}

/// Opaque handle `xiapl_range` (created and destroyed through its functions).
#[repr(C)]
pub struct xiapl_range {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
}

pub type xiapl_progress_fn = Option<unsafe extern "C" fn(user: *mut c_void, done: u64, total: u64) -> i32>;

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

unsafe extern "C" {
    /// XIAPL_ABI_VERSION of the library as built (major * 1000 + minor). Never
    /// fails.
    pub fn xiapl_abi_version() -> i32;
    /// XIAPL_VERSION_NUMBER of the library as built. Never fails.
    pub fn xiapl_version_number() -> i32;
    /// The library's version, e.g. "0.1.0" (static storage). Never fails.
    pub fn xiapl_version_string() -> *const c_char;
    /// The name of a status code, e.g. "XIAPL_ERR_PARSE" (static storage); an
    /// unknown code gives "XIAPL_ERR_UNKNOWN". Never fails.
    pub fn xiapl_status_name(status: i32) -> *const c_char;
    /// Detail about the last failing call made on this thread: what was wrong and
    /// how to write it right. Never NULL; "" if no call has failed on this thread.
    /// Valid until the next failing call on the same thread. A successful call does
    /// not clear it, so read it right after the failure.
    pub fn xiapl_last_error_message() -> *const c_char;
    /// Parse exactly one card: a rank (2-9, T, J, Q, K, A, or "10" as an alias of
    /// T) then a suit (c, d, h, s), case-insensitive: "As", "td", "10h".
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT if text or out_id is NULL;
    /// XIAPL_ERR_PARSE for anything else, including several cards ("AsKs").
    pub fn xiapl_card_parse(text: *const c_char, out_id: *mut i32) -> i32;
    /// Parse a list of cards: written together ("AsKsQd"), or separated by spaces,
    /// commas or dashes ("As Ks, 10h"). The ids are written in input order.
    /// An empty or blank text is an empty list.
    /// Errors: XIAPL_ERR_PARSE for a malformed card or a card given twice;
    /// XIAPL_ERR_BUFFER_TOO_SMALL when more than capacity cards were given
    /// (*out_len is the number of cards).
    pub fn xiapl_cards_parse(text: *const c_char, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// Write the two-character name of a card ("As", "Th") and a terminating NUL
    /// into buf; *out_len is 2 (the terminator not counted).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for an id outside 0..51;
    /// XIAPL_ERR_BUFFER_TOO_SMALL when capacity < 3.
    pub fn xiapl_card_name(id: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// The mask of count card ids.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for an id outside 0..51 or an id given
    /// twice.
    pub fn xiapl_mask_from_ids(ids: *const i32, count: u64, out_mask: *mut u64) -> i32;
    /// The ids of a mask's cards, ascending.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52;
    /// XIAPL_ERR_BUFFER_TOO_SMALL (*out_len = the number of cards).
    pub fn xiapl_mask_to_ids(mask: u64, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// Create a full deck. Errors: XIAPL_ERR_OUT_OF_MEMORY.
    pub fn xiapl_deck_create(out_deck: *mut *mut xiapl_deck) -> i32;
    /// Free a deck. NULL is ignored.
    pub fn xiapl_deck_destroy(deck: *mut xiapl_deck);
    /// Shuffle the cards still in the deck. The same seed gives the same
    /// permutation on every platform, seed 0 included: a Fisher-Yates shuffle driven
    /// by xoshiro256** seeded through SplitMix64, with unbiased bounded draws
    /// (docs/rng.md specifies it exactly).
    pub fn xiapl_deck_shuffle(deck: *mut xiapl_deck, seed: u64) -> i32;
    /// Deal count cards from the front into out_ids.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT when fewer than count cards remain;
    /// XIAPL_ERR_BUFFER_TOO_SMALL when capacity < count (*out_len = count).
    /// On error the deck is unchanged.
    pub fn xiapl_deck_deal(deck: *mut xiapl_deck, count: u64, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// Discard count cards from the front.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT when fewer than count cards remain.
    pub fn xiapl_deck_burn(deck: *mut xiapl_deck, count: u64) -> i32;
    /// Take the cards of mask out of the deck, wherever they are.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52 or a card that is no
    /// longer in the deck (the deck is then unchanged).
    pub fn xiapl_deck_remove(deck: *mut xiapl_deck, mask: u64) -> i32;
    /// Put all 52 cards back, in id order.
    pub fn xiapl_deck_reset(deck: *mut xiapl_deck) -> i32;
    /// The cards still in the deck, front first.
    pub fn xiapl_deck_cards(deck: *const xiapl_deck, out_ids: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// Replace the deck's cards by ids[0..count), front first: 0 to 52 distinct
    /// ids. With xiapl_deck_cards it copies a deck (its future deals and shuffles
    /// then match the original's).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for an id outside 0..51, a repeated id,
    /// or count > 52 (the deck is then unchanged).
    pub fn xiapl_deck_set_cards(deck: *mut xiapl_deck, ids: *const i32, count: u64) -> i32;
    /// The strength of the best five of 5, 6 or 7 cards.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52 or fewer than 5 / more
    /// than 7 cards.
    pub fn xiapl_eval_mask(cards: u64, out_strength: *mut i32) -> i32;
    /// The same from count card ids; an id given twice is an error (a mask cannot
    /// say so).
    pub fn xiapl_eval_ids(ids: *const i32, count: u64, out_strength: *mut i32) -> i32;
    /// The strength of one player's hand in a game: Hold'em, the best five of
    /// hole (2 cards) + board (3 to 5 cards); Omaha, the best of exactly two hole
    /// cards (4, 5 or 6 of them) with exactly three board cards (3 to 5).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for an unknown game, a wrong number of
    /// hole or board cards, a card in both, a bit >= 52.
    pub fn xiapl_eval_hand(game: i32, hole: u64, board: u64, out_strength: *mut i32) -> i32;
    /// Batch: out_strengths[i] = the strength of masks[i] (5 to 7 cards each).
    /// Every mask is checked before any is evaluated: on error nothing is written
    /// and the message names the first bad index.
    pub fn xiapl_eval_masks(masks: *const u64, count: u64, out_strengths: *mut u16) -> i32;
    /// Batch: out_strengths[i] = xiapl_eval_hand(boards[i], holes[i], game).
    /// Checked as a whole before any evaluation, like xiapl_eval_masks.
    pub fn xiapl_eval_hands(game: i32, holes: *const u64, boards: *const u64, count: u64, out_strengths: *mut u16) -> i32;
    /// Showdown: the indices (ascending) of every player whose hand is best; more
    /// than one means a split pot. holes[i] are the players' hole cards.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT as for xiapl_eval_hand, for no
    /// players, or for a card held twice; XIAPL_ERR_BUFFER_TOO_SMALL.
    pub fn xiapl_eval_showdown(game: i32, holes: *const u64, player_count: u64, board: u64, out_winners: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// The five cards that make the hand (out_five) and the hole cards among them
    /// (out_hole_used: for Omaha always two). When several fives are equally
    /// strong, the one whose mask (five cards) is numerically largest is chosen.
    /// Errors: as for xiapl_eval_hand.
    pub fn xiapl_eval_best_five(game: i32, hole: u64, board: u64, out_five: *mut u64, out_hole_used: *mut u64, out_strength: *mut i32) -> i32;
    /// The category (XIAPL_CATEGORY_*) of a strength.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a strength outside 1..7462.
    pub fn xiapl_strength_category(strength: i32, out_category: *mut i32) -> i32;
    /// The ranks (2..14) that order hands within the category, most significant
    /// first: high card and flush, five ranks; one pair, the pair then three
    /// kickers; two pair, both pairs then the kicker; three of a kind, the trips
    /// then two kickers; straight and straight flush, the top card (5 for a
    /// wheel); full house, trips then pair; four of a kind, quads then kicker.
    /// Errors: an invalid strength; XIAPL_ERR_BUFFER_TOO_SMALL (5 always fits).
    pub fn xiapl_strength_kickers(strength: i32, out_ranks: *mut i32, capacity: u64, out_len: *mut u64) -> i32;
    /// "Three of a Kind [14 13 9]": the category and the kickers, NUL-terminated;
    /// *out_len excludes the NUL. Errors: an invalid strength; a short buffer
    /// (64 bytes always suffice).
    pub fn xiapl_strength_describe(strength: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// A readable name: "full house, threes over twos", "straight, five-high",
    /// "two pair, aces and kings", "royal flush". Same rules as above.
    pub fn xiapl_strength_name(strength: i32, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// The canonical board of 3 (flop), 4 (turn) or 5 (river) cards and its orbit
    /// size. out_orbit_size may be NULL.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52 or another card count.
    pub fn xiapl_canon_board(board: u64, out_board: *mut u64, out_orbit_size: *mut u64) -> i32;
    /// The canonical form of hole cards alone: 2 (Hold'em) or 4, 5, 6 (Omaha)
    /// cards. out_orbit_size may be NULL; for Hold'em it is the number of
    /// combinations of the hand's class (6 for a pair, 4 suited, 12 offsuit).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52 or another card count.
    pub fn xiapl_canon_hand(hand: u64, out_hand: *mut u64, out_orbit_size: *mut u64) -> i32;
    /// The canonical (hero, board) situation: both relabelled together, hero and
    /// board kept apart. hero has 2, 4, 5 or 6 cards, board 3, 4 or 5, none in
    /// common. out_orbit_size may be NULL.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52, a wrong card count, or
    /// a card in both (the message names it).
    pub fn xiapl_canon_situation(hero: u64, board: u64, out_hero: *mut u64, out_board: *mut u64, out_orbit_size: *mut u64) -> i32;
    /// The frozen top-rank form of a (hero, board) situation, kept for tables
    /// built with it: the suits ordered by the highest board card each holds
    /// (suits without board cards last, ties by suit index, clubs first) become
    /// clubs, diamonds, hearts, spades, and the hero is relabelled alike. It is
    /// not a canonical form (two relabellings of one situation can differ when
    /// suits tie on their top board card): new code uses
    /// xiapl_canon_situation. Same inputs and errors; out_orbit_size may be
    /// NULL.
    pub fn xiapl_canon_situation_top_rank(hero: u64, board: u64, out_hero: *mut u64, out_board: *mut u64, out_orbit_size: *mut u64) -> i32;
    /// The Hold'em starting-hand class of two hole cards, one of 169: "AA", "AKs"
    /// (suited), "AKo" (offsuit), higher rank first; NUL-terminated, *out_len
    /// excludes the NUL (4 bytes always suffice).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52 or not exactly 2 cards;
    /// XIAPL_ERR_BUFFER_TOO_SMALL.
    pub fn xiapl_canon_holdem_class(hand: u64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// The number of canonical situations with hero_size hole cards (2, 4, 5, 6,
    /// or 0 for boards alone) and board_size board cards (3, 4, 5, or 0 for hands
    /// alone), computed in closed form (Burnside's lemma), without enumerating.
    /// Hold'em: boards 1,755 / 16,432 / 134,459; hero + board 1,286,792 /
    /// 13,960,050 / 123,156,254 (flop / turn / river); hands alone 169.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for another size or both sizes 0.
    pub fn xiapl_canon_count(hero_size: i32, board_size: i32, out_count: *mut u64) -> i32;
    /// Start a stream; sizes as for xiapl_canon_count. hero_size 0 streams boards
    /// alone, board_size 0 hands alone.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for the sizes; XIAPL_ERR_OUT_OF_MEMORY.
    pub fn xiapl_canon_iter_create(hero_size: i32, board_size: i32, out_iter: *mut *mut xiapl_canon_iter) -> i32;
    /// Write the next situations: up to capacity of them into out_heroes[i],
    /// out_boards[i] and out_orbit_sizes[i] (any of the three may be NULL to skip
    /// that column; a board-only stream writes heroes 0, a hand-only stream boards
    /// 0). *out_len is the number written; 0 means the stream is finished (and
    /// stays finished). The chunk size does not change the stream.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL iter or out_len;
    /// XIAPL_ERR_BUFFER_TOO_SMALL for capacity 0 on an unfinished stream
    /// (*out_len = 1).
    pub fn xiapl_canon_iter_next(iter: *mut xiapl_canon_iter, out_heroes: *mut u64, out_boards: *mut u64, out_orbit_sizes: *mut u64, capacity: u64, out_len: *mut u64) -> i32;
    /// Free a stream. NULL is ignored.
    pub fn xiapl_canon_iter_destroy(iter: *mut xiapl_canon_iter);
    /// Fill options with the defaults (exact, 1000000 iterations for Monte Carlo,
    /// seed 0, deterministic, automatic threads, no progress hook).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for NULL.
    pub fn xiapl_equity_options_init(options: *mut xiapl_equity_options) -> i32;
    /// The most players calculate_equity accepts for a game: 23 (Hold'em), 11, 9,
    /// 7 (Omaha with 4, 5, 6 hole cards).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for an unknown game or NULL.
    pub fn xiapl_equity_max_players(game: i32, out_max: *mut i32) -> i32;
    /// The equity of player_count players: holes[i] holds player i's hole cards
    /// (2 for Hold'em, 4, 5, 6 for Omaha), board 0, 3, 4 or 5 cards, dead cards
    /// out of the deck. options may be NULL (exact). out_players[i] receives player
    /// i's result; *out_len is always set to player_count. out_summary may be NULL.
    ///
    /// Exact enumeration (XIAPL_EQUITY_EXACT or _AUTO) counts every board: AsKs
    /// against QdQc preflop, 1,712,304 boards, in well under a millisecond.
    /// Monte Carlo with at least as many iterations as there are boards
    /// enumerates instead, and says so (summary exact = 1). A seeded Monte Carlo
    /// run gives bit-identical results at every thread count and on every
    /// platform.
    ///
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for an unknown game, no players, a bit
    /// >= 52, a wrong number of hole cards, a board of 1, 2 or more than 5 cards,
    /// a card held twice (between players, the board, the dead cards), fewer cards
    /// left than the board needs, Monte Carlo with 0 iterations, bad options or a
    /// NULL pointer; XIAPL_ERR_LIMIT_EXCEEDED for more players than
    /// xiapl_equity_max_players or more than 2^63 iterations;
    /// XIAPL_ERR_BUFFER_TOO_SMALL when capacity < player_count;
    /// XIAPL_ERR_CANCELLED when the progress hook asked to stop;
    /// XIAPL_ERR_OUT_OF_MEMORY.
    pub fn xiapl_equity_calculate(game: i32, holes: *const u64, player_count: u64, board: u64, dead: u64, options: *const xiapl_equity_options, out_players: *mut xiapl_player_equity, capacity: u64, out_len: *mut u64, out_summary: *mut xiapl_equity_summary) -> i32;
    /// The equity of one hand (hole) against `opponents` players whose cards are
    /// unknown, each dealt at random from the cards left, on a board of 0, 3, 4 or
    /// 5 cards. *out_hero receives the hand's result; the summary's chop_rate
    /// counts every split pot, whoever splits it.
    ///
    /// Exact enumeration covers every holding of the opponents and every board.
    /// It is tractable when its estimated cost (holdings x boards evaluated x
    /// players x the game's weight) is at most 2^28: Hold'em against one opponent
    /// on any street (preflop: about 0.15 s on one core) and two from the turn,
    /// Omaha-4 against one from the turn, Omaha-5 and -6 against one on the
    /// river. XIAPL_EQUITY_AUTO enumerates when tractable and runs Monte Carlo
    /// otherwise; XIAPL_EQUITY_EXACT fails with
    /// XIAPL_ERR_LIMIT_EXCEEDED when not tractable; Monte Carlo enumerates when
    /// iterations cover every deal and the enumeration is tractable.
    ///
    /// Errors: as xiapl_equity_calculate; XIAPL_ERR_INVALID_ARGUMENT for 0
    /// opponents; XIAPL_ERR_LIMIT_EXCEEDED for more opponents than
    /// xiapl_equity_max_players - 1, or an intractable exact request.
    pub fn xiapl_equity_vs_random(game: i32, hole: u64, board: u64, dead: u64, opponents: u32, options: *const xiapl_equity_options, out_hero: *mut xiapl_player_equity, out_summary: *mut xiapl_equity_summary) -> i32;
    /// Set every field to its default (zeros, Hold'em, no-limit, struct_size).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for NULL.
    pub fn xiapl_table_config_init(config: *mut xiapl_table_config) -> i32;
    /// Heads-up and ring blinds the usual way: heads-up the button posts the small
    /// blind; otherwise the two seats after the button post. Writes seat_count
    /// entries to out_blinds (capacity XIAPL_TABLE_MAX_SEATS is always enough).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a bad seat count, button or a
    /// negative blind; XIAPL_ERR_BUFFER_TOO_SMALL.
    pub fn xiapl_table_standard_blinds(seat_count: i32, button: i32, small_blind: i64, big_blind: i64, out_blinds: *mut i64, capacity: u64, out_len: *mut u64) -> i32;
    /// Start a hand: post antes and blinds. The new state is in the Betting phase
    /// (or Dealing when nobody can act).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT naming the bad field (seat count,
    /// button, a negative amount, an amount above 2^52 chips, an empty stack, a
    /// wrong number of hole cards, a card dealt twice, more known and random hole
    /// cards than a deck holds with a 5-card board); XIAPL_ERR_OUT_OF_MEMORY.
    pub fn xiapl_table_create(config: *const xiapl_table_config, out_state: *mut *mut xiapl_table_state) -> i32;
    /// Free a state. NULL is ignored.
    pub fn xiapl_table_destroy(state: *mut xiapl_table_state);
    /// The seat to act applies an action; *out_state is a new state.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for an unknown action or an illegal one
    /// (the message names the rule), or when no seat is to act.
    pub fn xiapl_table_apply(state: *const xiapl_table_state, action: i32, amount: i64, out_state: *mut *mut xiapl_table_state) -> i32;
    /// Apply count steps in order in one call (a whole hand history, say): step i
    /// is kinds[i] (an XIAPL_ACTION_* or XIAPL_STEP_DEAL_BOARD) with amounts[i],
    /// as xiapl_table_apply or xiapl_table_deal_board would take it. seats may be
    /// NULL; otherwise an action step with seats[i] >= 0 requires that seat to be
    /// the one to act (deal steps ignore it). kinds and amounts may be NULL when
    /// count is 0. *out_state is the state after the last step (a new handle,
    /// also for count 0). *out_failed_index is count on success, the failing
    /// step's index when a step fails (the message starts "step i: " and names
    /// the rule as the one-step call would), and count for any other failure; on
    /// failure *out_state is not written.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for NULL pointers, an unknown step kind,
    /// a step by the wrong seat or an illegal one; XIAPL_ERR_OUT_OF_MEMORY.
    pub fn xiapl_table_apply_many(state: *const xiapl_table_state, seats: *const i32, kinds: *const i32, amounts: *const i64, count: u64, out_state: *mut *mut xiapl_table_state, out_failed_index: *mut u64) -> i32;
    /// Deal the due board cards (3 for the flop, 1 for the turn and the river);
    /// *out_state is a new state.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT when no cards are due, for the wrong
    /// number of cards or a card already dealt.
    pub fn xiapl_table_deal_board(state: *const xiapl_table_state, cards: u64, out_state: *mut *mut xiapl_table_state) -> i32;
    /// Deal the due board cards from the state's seeded RNG stream (the same
    /// config and the same calls give the same cards on every platform).
    /// Errors: as xiapl_table_deal_board.
    pub fn xiapl_table_deal_board_random(state: *const xiapl_table_state, out_state: *mut *mut xiapl_table_state) -> i32;
    /// The legal actions of the seat to act, one row each: out_kinds[i] an
    /// XIAPL_ACTION_*, out_min[i] and out_max[i] its amounts (FOLD, CHECK: 0 and
    /// 0; CALL: the chips the call adds, twice; BET_OR_RAISE: the smallest and the
    /// largest street total, exact under pot limit; ALL_IN: the street total after
    /// going all-in, twice). At most 5 rows; none when no seat is to act.
    /// Errors: XIAPL_ERR_BUFFER_TOO_SMALL (*out_len = rows needed).
    pub fn xiapl_table_legal_actions(state: *const xiapl_table_state, out_kinds: *mut i32, out_min: *mut i64, out_max: *mut i64, capacity: u64, out_len: *mut u64) -> i32;
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for NULL or a struct_size below 8.
    pub fn xiapl_table_info_get(state: *const xiapl_table_state, out_info: *mut xiapl_table_info) -> i32;
    /// One value per seat for a column XIAPL_SEAT_* (masks as int64_t).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for an unknown column;
    /// XIAPL_ERR_BUFFER_TOO_SMALL (*out_len = seat_count).
    pub fn xiapl_table_seat_values(state: *const xiapl_table_state, column: i32, out_values: *mut i64, capacity: u64, out_len: *mut u64) -> i32;
    /// The pots, main pot first: out_amounts[i] chips, out_eligible[i] a bit mask
    /// of the seats that can win it (bit s = seat s). Finished: the pots as
    /// awarded.
    /// Errors: XIAPL_ERR_BUFFER_TOO_SMALL (*out_len = number of pots).
    pub fn xiapl_table_pots(state: *const xiapl_table_state, out_amounts: *mut i64, out_eligible: *mut u64, capacity: u64, out_len: *mut u64) -> i32;
    /// Check chip conservation, that no card is dealt twice, that the actor may
    /// act and that the awards equal the pots. XIAPL_OK when all hold.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT naming the broken invariant.
    pub fn xiapl_table_check_invariants(state: *const xiapl_table_state) -> i32;
    /// The state as text (ASCII, lines ending in '\n', no NUL): its config and every
    /// action and deal that led to it (docs/table.md, "Saving a state"). It is
    /// what copies, saves and sends a state between processes; the text is
    /// written into buf with a terminating NUL, and *out_len is its length
    /// without the NUL.
    /// Errors: XIAPL_ERR_BUFFER_TOO_SMALL when capacity <= the length
    /// (*out_len = the length; nothing is written).
    pub fn xiapl_table_to_text(state: *const xiapl_table_state, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// A state from the text of xiapl_table_to_text (length bytes, no NUL
    /// needed): the config, then every step replayed through the rules, the
    /// seeded stream included, so the new state continues the hand exactly as
    /// the saved one would.
    /// Errors: XIAPL_ERR_PARSE naming the line for text that is not a saved
    /// state; XIAPL_ERR_INVALID_ARGUMENT naming the line for a config or step
    /// the rules refuse; XIAPL_ERR_OUT_OF_MEMORY.
    pub fn xiapl_table_from_text(text: *const c_char, length: u64, out_state: *mut *mut xiapl_table_state) -> i32;
    /// Parse range text for a game (XIAPL_GAME_*), NUL-terminated UTF-8.
    /// Hold'em: comma-separated items "JJ", "AKs", "AKo", "AK", "JJ+", "AQs+",
    /// "TT-88", "AJs-A8s", "76s-54s", exact "AdAh", each with an optional weight
    /// suffix ":0.5". Omaha (4, 5 or 6 hole cards): patterns of exactly that many
    /// symbols, each a rank or '*', matched by multiset containment ("AA**" = at
    /// least two aces), optional suit qualifier "ds" / "ss" / "r", exact hands
    /// ("AsKsQhJd"), progressions "JJ**+", "8765-", "JT98-8765", weights.
    /// Items are unioned; a combo reached by two items must get the same weight
    /// from both. A blank text is the empty range; a well-formed pattern no hand
    /// satisfies adds nothing.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL text or out_range or an
    /// unknown game; XIAPL_ERR_PARSE for text outside the grammar or conflicting
    /// weights (the message names the item, its position and the fix);
    /// XIAPL_ERR_OUT_OF_MEMORY.
    pub fn xiapl_range_parse(game: i32, text: *const c_char, out_range: *mut *mut xiapl_range) -> i32;
    /// Every hand of a game with weight 1 (Hold'em 1,326; Omaha 270,725 /
    /// 2,598,960 / 20,358,520 for 4 / 5 / 6 hole cards).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for an unknown game or a NULL out_range;
    /// XIAPL_ERR_OUT_OF_MEMORY.
    pub fn xiapl_range_all(game: i32, out_range: *mut *mut xiapl_range) -> i32;
    /// A range from count explicit combos: masks[i] with weights[i] (weights may be
    /// NULL: every weight 1). Each mask must hold exactly the game's number of hole
    /// cards; each weight must be in (0, 1]; a mask given twice must carry the same
    /// weight both times.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT naming the offending combo;
    /// XIAPL_ERR_OUT_OF_MEMORY.
    pub fn xiapl_range_from_combos(game: i32, masks: *const u64, weights: *const f64, count: u64, out_range: *mut *mut xiapl_range) -> i32;
    /// Free a range. NULL is ignored.
    pub fn xiapl_range_destroy(range: *mut xiapl_range);
    /// The game of a range (XIAPL_GAME_*).
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL argument.
    pub fn xiapl_range_game(range: *const xiapl_range, out_game: *mut i32) -> i32;
    /// The number of combos.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL argument.
    pub fn xiapl_range_size(range: *const xiapl_range, out_size: *mut u64) -> i32;
    /// The sum of the weights.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL argument.
    pub fn xiapl_range_total_weight(range: *const xiapl_range, out_weight: *mut f64) -> i32;
    /// The combos sharing no card with dead (0: all of them), ascending mask:
    /// out_masks[i] and out_weights[i] (either may be NULL to skip that column).
    /// *out_len is the number of such combos.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL range or out_len or a bit >= 52
    /// in dead; XIAPL_ERR_BUFFER_TOO_SMALL when capacity < *out_len.
    pub fn xiapl_range_combos(range: *const xiapl_range, dead: u64, out_masks: *mut u64, out_weights: *mut f64, capacity: u64, out_len: *mut u64) -> i32;
    /// Weighted set algebra into a new range (destroy it with
    /// xiapl_range_destroy). A combo missing from a range has weight 0 there:
    /// union max(wa, wb); intersection min(wa, wb); difference max(0, wa - wb);
    /// a combo whose weight is 0 is left out.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL argument or ranges of
    /// different games; XIAPL_ERR_OUT_OF_MEMORY.
    pub fn xiapl_range_union(a: *const xiapl_range, b: *const xiapl_range, out_range: *mut *mut xiapl_range) -> i32;
    pub fn xiapl_range_intersection(a: *const xiapl_range, b: *const xiapl_range, out_range: *mut *mut xiapl_range) -> i32;
    pub fn xiapl_range_difference(a: *const xiapl_range, b: *const xiapl_range, out_range: *mut *mut xiapl_range) -> i32;
    /// Heads-up range equity. Both ranges must be of the same game. mode is
    /// XIAPL_RANGE_EQUITY_*. PerCombo writes one row per combo of each range, in
    /// the range's combo order (ascending mask): *out_hero_len and
    /// *out_villain_len are always set to the sizes needed (0 and 0 for
    /// AggregateOnly, where the row buffers may be NULL), and a short buffer fails
    /// with XIAPL_ERR_BUFFER_TOO_SMALL before any work. options may be NULL
    /// (exact). out_summary must not be NULL.
    ///
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL range, out length or
    /// summary, ranges of different games, a bad board or dead mask, a range with
    /// no combo free of the board and dead cards, ranges with no possible deal,
    /// an unknown mode or bad options; XIAPL_ERR_LIMIT_EXCEEDED past the exact
    /// caps; XIAPL_ERR_BUFFER_TOO_SMALL; XIAPL_ERR_CANCELLED;
    /// XIAPL_ERR_OUT_OF_MEMORY.
    pub fn xiapl_range_equity_calculate(hero: *const xiapl_range, villain: *const xiapl_range, board: u64, dead: u64, mode: i32, options: *const xiapl_equity_options, out_hero: *mut xiapl_combo_equity, hero_capacity: u64, out_hero_len: *mut u64, out_villain: *mut xiapl_combo_equity, villain_capacity: u64, out_villain_len: *mut u64, out_summary: *mut xiapl_range_equity_summary) -> i32;
    /// Multiway range equity: range_count ranges (2 .. xiapl_equity_max_players)
    /// of one game. out_players[i] receives range i's aggregate (equity, win, tie,
    /// std_error); *out_len is always set to range_count. With two ranges the
    /// aggregates equal xiapl_range_equity_calculate's. out_summary may be NULL;
    /// its chop_rate is the weighted fraction of deals with a split pot and
    /// evaluated is the number of deals of combos enumerated (exact) or 0.
    /// Errors: as xiapl_range_equity_calculate, and XIAPL_ERR_LIMIT_EXCEEDED for
    /// more ranges than players a deck deals to.
    pub fn xiapl_range_equity_multiway(ranges: *const *const xiapl_range, range_count: u64, board: u64, dead: u64, options: *const xiapl_equity_options, out_players: *mut xiapl_player_equity, capacity: u64, out_len: *mut u64, out_summary: *mut xiapl_equity_summary) -> i32;
    /// The strongest floor(top_percent * 169) Hold'em starting-hand classes by
    /// exact equity against one random hand (a committed table; no sampling),
    /// strongest first, as comma-separated labels ("AA,KK,...,KQs" for 0.10),
    /// NUL-terminated; *out_len excludes the NUL (1024 bytes always suffice).
    /// top_percent counts the 169 classes, not combos.
    /// Errors: XIAPL_ERR_INVALID_ARGUMENT for top_percent outside [0, 1], a game
    /// other than XIAPL_GAME_HOLDEM, or a NULL out_len; a short buffer.
    pub fn xiapl_range_top_percent_classes(game: i32, top_percent: f64, buf: *mut c_char, capacity: u64, out_len: *mut u64) -> i32;
    /// The same classes as a new range, every combo weight 1 (0.10: 104 combos).
    /// Destroy it with xiapl_range_destroy.
    /// Errors: as xiapl_range_top_percent_classes; NULL out_range.
    pub fn xiapl_range_top_percent(game: i32, top_percent: f64, out_range: *mut *mut xiapl_range) -> i32;
}
