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

/// Opaque canonical-situation stream (`xiapl_canon_iter_create` / `_destroy`).
#[repr(C)]
pub struct xiapl_canon_iter {
    _private: [u8; 0],
    _not_send_sync: core::marker::PhantomData<(*mut u8, core::marker::PhantomPinned)>,
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
}
