//! XiaPL for Rust: poker hand evaluation for Texas Hold'em, Omaha, short deck,
//! Omaha and stud hi/lo, stud, razz, 2-7 lowball and badugi — cards, decks,
//! games and their rankings, hand strengths (one hand, a batch or every
//! completion of a partial Hold'em hand), showdowns
//! (both halves of hi/lo games), hand names, equity (exact or seeded Monte
//! Carlo, fixed hands or against random hands, hi/lo splits, wins and splits
//! by hand category, with progress reports and cancellation), ranges, the starting-hand ranking,
//! heads-up range equity (aggregates or one row per combo) and multiway range
//! equity, suit canonicalization, each canonical hero's expected hand
//! strength on a board (EHS, EHS^2, run-out histograms), a flop's or turn's outs against known
//! hands, a range's hit table on a board, the table rules engine (with each
//! hand's history, per-pot results and all-in equity per street), Poker Hand
//! History (PHH) files read, written and replayed, exact decimal chips and the
//! library's seeded random number generator — through libxiapl's C ABI
//! (declared by the `xiapl-sys` crate).
//!
//! Cards are ids 0..51 (`id = suit * 13 + rank - 2`, suits c, d, h, s); a set
//! of cards is a `u64` mask with bit `id` set. Failing calls return
//! [`Error`], whose [`Status`] is the C status code.
//!
//! ```no_run
//! use xiapl::{best_hand, parse_mask, Game};
//!
//! let board = parse_mask("Ah Kh 7c 2d 2s")?;
//! let best = best_hand(board, parse_mask("Ad As")?, Game::Holdem)?;
//! println!("{} — {}", best.strength, best.strength.name()); // Full House [14 2] — full house, aces over twos
//! # Ok::<(), xiapl::Error>(())
//! ```
//!
//! The first call checks that the loaded libxiapl serves the ABI this crate
//! was written for ([`ABI_VERSION`]: the same major, an equal or higher minor)
//! and panics if it does not.

mod board;
mod canon;
mod card;
mod deck;
mod equity;
mod error;
mod eval;
mod game;
mod hits;
pub mod icm;
mod json;
mod outs;
mod phh;
mod progress;
mod range;
mod rng;
pub mod solver;
mod strength;
mod table;

use std::ffi::CStr;
use std::sync::Once;

pub use board::{
    flop_classes, flop_texture, suit_symmetries, FlopClass, FlopLabel, FlopPairing, FlopSuits, FlopTexture, MoneyFacts,
};
pub use canon::{
    board_orbit_size, canonicalize_board, canonicalize_hand, canonicalize_hero_and_board, canonicalize_situation,
    count_canonical_boards, count_canonical_hands, count_canonical_situations, hand_orbit_size,
    hero_and_board_orbit_size, holdem_hand_class, CanonicalStream, Situation, DEFAULT_CHUNK_SIZE,
};
pub use card::{mask_from_cards, mask_from_ids, mask_to_cards, mask_to_string, parse_cards, parse_mask, Card};
pub use deck::Deck;
pub use equity::{
    calculate_equity, calculate_equity_vs_random, max_players, EquityResult, PlayerEquity, PlayerSplit, SimulationMode,
    SimulationOptions,
};
pub use error::{Error, Result, Status};
pub use eval::{
    best_hand, best_low, completion_histogram_by_category, completion_histogram_by_strength, completions,
    count_completions, describe_strength, evaluate_cards, evaluate_hand, evaluate_hands_many, evaluate_hands_many_into,
    evaluate_ids, evaluate_low, evaluate_lows_many, evaluate_lows_many_into, evaluate_many, evaluate_many_into,
    evaluate_mask, hand_name, judge, judge_low, strength_category, strength_kickers, BestHand, Category, Strength,
    STRENGTH_HISTOGRAM_LEN, STRENGTH_MAX,
};
pub use game::{Family, Game, GameInfo, Ranking};
pub use hits::{hit_table, HitTable, DRAWS};
pub use outs::{outs, NextCard, Outs, Standing};
pub use phh::{
    chip_unit, chips_from_amount, chips_to_amount, replay_texts, Phh, PhhAction, PhhInfo, PhhVerb, SiteFailure,
    SiteReport, SITES,
};
pub use progress::{Progress, ProgressControl, SolveProgress};
pub use range::{
    calculate_multiway_range_equity, calculate_range_equity, calculate_range_equity_per_combo,
    generate_top_percent_range, generate_top_percent_range_by_combos, rank_starting_hands, Combo, ComboEquity, Range,
    RangeEquityResult, RangeEquityRows,
};
pub use rng::Rng;
pub use strength::{board_strengths, BoardStrengths, STRENGTH_MAX_BINS, STRENGTH_MAX_HEROES};
pub use table::{
    forced_bets, standard_blinds, usual_table, ActionKind, AllInPot, AllInSpot, Betting, ForcedBets, HistoryStep,
    LegalAction, Phase, Pot, PotResult, ReplayWarning, Step, Street, TableConfig, TableDefaults, TableInfo, TableState,
    WarningKind, MAX_SEATS, RUN_MAX,
};
pub use xiapl_sys as sys;

/// The `XIAPL_ABI_VERSION` this crate is written for: `major * 1000 + minor`
/// (ABI 2.4). A library of the same major and an equal or higher minor serves it.
pub const ABI_VERSION: i32 = 2011;

// The declarations it is compiled against must serve this crate too.
const _: () = assert!(
    sys::XIAPL_ABI_MAJOR == ABI_VERSION / 1000 && sys::XIAPL_ABI_MINOR >= ABI_VERSION % 1000,
    "xiapl-sys declares another ABI major than the xiapl crate needs, or a lower minor; use matching crates"
);

/// The library's version, e.g. `"0.1.0"`.
pub fn version() -> &'static str {
    ready();
    // SAFETY: static NUL-terminated ASCII; never fails.
    unsafe { CStr::from_ptr(sys::xiapl_version_string()) }.to_str().unwrap_or("")
}

/// The ABI version of the loaded libxiapl (`major * 1000 + minor`).
pub fn library_abi_version() -> i32 {
    // SAFETY: takes nothing, never fails.
    unsafe { sys::xiapl_abi_version() }
}

/// Refuses a library built for another ABI, with what to do about it:
/// `library` (an `xiapl_abi_version()` value) must have this crate's major
/// and at least its minor.
pub fn abi_check(library: i32) -> std::result::Result<(), String> {
    abi_compatible(library, ABI_VERSION)
}

/// "2.0" for 2000.
fn abi_name(version: i32) -> String {
    format!("{}.{}", version / 1000, version % 1000)
}

/// Whether a library of ABI `library` serves a binding written for ABI `needed`.
fn abi_compatible(library: i32, needed: i32) -> std::result::Result<(), String> {
    let (major, minor) = (needed / 1000, needed % 1000);
    if library / 1000 == major && library % 1000 >= minor {
        return Ok(());
    }
    Err(format!(
        "the loaded libxiapl has ABI {} (xiapl_abi_version() = {library}), but the xiapl crate {} needs ABI \
         {major}.{minor} or a later {major}.x: install such a libxiapl (libxiapl.so.{major}, \
         libxiapl.{major}.dylib), or point XIAPL_LIB_DIR / PKG_CONFIG_PATH (at build time) and the library \
         search path (at run time) at one",
        abi_name(library),
        env!("CARGO_PKG_VERSION"),
    ))
}

/// The version of xiapl.h's unstable tier (the table engine) this crate is
/// written for; the loaded library must have the same.
pub const UNSTABLE_VERSION: i32 = sys::XIAPL_UNSTABLE_VERSION;

/// Refuses a library whose unstable tier (the table engine, which may change
/// with any ABI minor version) is not the one this crate is written for.
fn unstable_compatible(library: i32, needed: i32) -> std::result::Result<(), String> {
    if library == needed {
        return Ok(());
    }
    Err(format!(
        "the loaded libxiapl has unstable tier (table engine) version {library}, but the xiapl crate {} is \
         written for version {needed}: install the libxiapl of this crate's release",
        env!("CARGO_PKG_VERSION"),
    ))
}

/// Checks the ABI and the unstable tier once per process; every entry point
/// calls it first.
pub(crate) fn ready() {
    static CHECKED: Once = Once::new();
    CHECKED.call_once(|| {
        if let Err(message) = abi_check(library_abi_version()) {
            panic!("{message}");
        }
        // SAFETY: takes nothing, never fails.
        if let Err(message) = unstable_compatible(unsafe { sys::xiapl_unstable_version() }, UNSTABLE_VERSION) {
            panic!("{message}");
        }
    });
}

#[cfg(test)]
mod tests {
    use super::{abi_compatible, unstable_compatible, ABI_VERSION, UNSTABLE_VERSION};

    #[test]
    fn unstable_tier_must_be_the_crate_s() {
        assert_eq!(unstable_compatible(UNSTABLE_VERSION, UNSTABLE_VERSION), Ok(()));
        for library in [UNSTABLE_VERSION - 1, UNSTABLE_VERSION + 1] {
            let message = unstable_compatible(library, UNSTABLE_VERSION).unwrap_err();
            assert!(message.contains(&format!("version {library}")), "{message}");
            assert!(message.contains(&format!("written for version {UNSTABLE_VERSION}")), "{message}");
        }
    }

    #[test]
    fn abi_same_major_and_minor_at_least_the_binding_s() {
        assert_eq!(abi_compatible(2000, 2000), Ok(()));
        assert_eq!(abi_compatible(2003, 2001), Ok(()), "a higher minor only adds");
        assert_eq!(abi_compatible(ABI_VERSION + 1, ABI_VERSION), Ok(()));
    }

    #[test]
    fn abi_other_major_refused() {
        for (library, needed) in [(1000, 2000), (3000, 2000), (1, 2000), (2999, 3000)] {
            let message = abi_compatible(library, needed).unwrap_err();
            assert!(message.contains(&format!("xiapl_abi_version() = {library}")), "{message}");
        }
        let message = abi_compatible(3000, 2000).unwrap_err();
        assert!(message.contains("has ABI 3.0"), "{message}");
        assert!(message.contains("needs ABI 2.0"), "{message}");
        assert!(message.contains("libxiapl.so.2"), "{message}");
        assert!(message.contains("XIAPL_LIB_DIR"), "{message}");
    }

    #[test]
    fn abi_lower_minor_refused() {
        let message = abi_compatible(2001, 2002).unwrap_err();
        assert!(message.contains("has ABI 2.1"), "{message}");
        assert!(message.contains("needs ABI 2.2 or a later 2.x"), "{message}");
    }
}
