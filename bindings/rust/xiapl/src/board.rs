//! Board facts (`xiapl_flop_texture`, `xiapl_flop_classes`, unstable tier;
//! `xiapl_game_deck`), a hand's money facts (`xiapl_table_money_facts`,
//! unstable tier) and the pot-sized raise (`xiapl_table_pot_raise_to`). The library decides each; this module only reads them.

use crate::error::{check, Error, Result, Status};
use crate::game::Game;
use crate::range::Range;
use crate::table::TableState;
use crate::{ready, sys};

/// How many suits a flop has (`XIAPL_FLOP_SUITS_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum FlopSuits {
    /// One suit.
    Monotone = sys::XIAPL_FLOP_SUITS_MONOTONE,
    /// Two suits.
    TwoTone = sys::XIAPL_FLOP_SUITS_TWO_TONE,
    /// Three suits.
    Rainbow = sys::XIAPL_FLOP_SUITS_RAINBOW,
}

/// How many ranks a flop has (`XIAPL_FLOP_PAIRING_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum FlopPairing {
    /// Three ranks.
    Unpaired = sys::XIAPL_FLOP_PAIRING_UNPAIRED,
    /// Two ranks.
    Paired = sys::XIAPL_FLOP_PAIRING_PAIRED,
    /// One rank.
    Trips = sys::XIAPL_FLOP_PAIRING_TRIPS,
}

/// A flop's one texture label (`XIAPL_FLOP_TEXTURE_*`): the first that holds
/// of monotone, paired (a pair or trips), connected, two-tone, rainbow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum FlopLabel {
    Monotone = sys::XIAPL_FLOP_TEXTURE_MONOTONE,
    Paired = sys::XIAPL_FLOP_TEXTURE_PAIRED,
    Connected = sys::XIAPL_FLOP_TEXTURE_CONNECTED,
    TwoTone = sys::XIAPL_FLOP_TEXTURE_TWO_TONE,
    Rainbow = sys::XIAPL_FLOP_TEXTURE_RAINBOW,
}

impl FlopSuits {
    /// "monotone", "two-tone" or "rainbow".
    pub fn name(self) -> &'static str {
        match self {
            FlopSuits::Monotone => "monotone",
            FlopSuits::TwoTone => "two-tone",
            FlopSuits::Rainbow => "rainbow",
        }
    }
}

impl FlopPairing {
    /// "unpaired", "paired" or "trips".
    pub fn name(self) -> &'static str {
        match self {
            FlopPairing::Unpaired => "unpaired",
            FlopPairing::Paired => "paired",
            FlopPairing::Trips => "trips",
        }
    }
}

impl FlopLabel {
    /// "monotone", "paired", "connected", "two-tone" or "rainbow".
    pub fn name(self) -> &'static str {
        match self {
            FlopLabel::Monotone => "monotone",
            FlopLabel::Paired => "paired",
            FlopLabel::Connected => "connected",
            FlopLabel::TwoTone => "two-tone",
            FlopLabel::Rainbow => "rainbow",
        }
    }
}

fn unknown(what: &str, code: i32) -> Error {
    Error::new(Status::Internal, format!("the library wrote an unknown {what} {code}"))
}

/// A flop's texture: its suits, its pairing, whether one straight of the
/// game can use its three ranks (the ace high or low; in short deck low in
/// A-6-7-8-9), and the one label.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FlopTexture {
    pub texture: FlopLabel,
    pub suits: FlopSuits,
    pub pairing: FlopPairing,
    pub connected: bool,
}

/// The texture of a flop (three cards of the game's deck) of a board game
/// (Hold'em, short deck, Omaha); anything else is [`Status::InvalidArgument`].
pub fn flop_texture(game: Game, flop: u64) -> Result<FlopTexture> {
    ready();
    let (mut texture, mut suits, mut pairing, mut connected) = (0i32, 0i32, 0i32, 0i32);
    // SAFETY: every out pointer is valid for one i32.
    check(unsafe {
        sys::xiapl_flop_texture(game as i32, flop, &mut texture, &mut suits, &mut pairing, &mut connected)
    })?;
    let texture =
        [FlopLabel::Monotone, FlopLabel::Paired, FlopLabel::Connected, FlopLabel::TwoTone, FlopLabel::Rainbow]
            .into_iter()
            .find(|l| *l as i32 == texture)
            .ok_or_else(|| unknown("flop texture", texture))?;
    let suits = [FlopSuits::Monotone, FlopSuits::TwoTone, FlopSuits::Rainbow]
        .into_iter()
        .find(|s| *s as i32 == suits)
        .ok_or_else(|| unknown("flop suits", suits))?;
    let pairing = [FlopPairing::Unpaired, FlopPairing::Paired, FlopPairing::Trips]
        .into_iter()
        .find(|p| *p as i32 == pairing)
        .ok_or_else(|| unknown("flop pairing", pairing))?;
    Ok(FlopTexture { texture, suits, pairing, connected: connected != 0 })
}

/// A class of flops under a group of suit relabellings: its smallest flop
/// mask and its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FlopClass {
    pub flop: u64,
    pub weight: u64,
}

/// The most classes: every flop of a full deck its own.
const MAX_FLOPS: usize = 22100;

/// The classes of a board game's flops under a group of suit relabellings
/// (relabelling `r` moves suit `s`, 0..3: c, d, h, s, to `r[s]`; the group
/// holds the identity and is closed under composition), ascending by mask.
/// All 24 relabellings give the canonical flops (1,755 of a full deck); the
/// weights sum to the number of flops of the deck (22,100, or 7,140 in short
/// deck). Anything else is [`Status::InvalidArgument`].
pub fn flop_classes(game: Game, relabellings: &[[i32; 4]]) -> Result<Vec<FlopClass>> {
    ready();
    let mut flat: Vec<i32> = relabellings.iter().flatten().copied().collect();
    flat.push(0); // never empty, so the pointer is valid
    let mut flops = vec![0u64; MAX_FLOPS];
    let mut weights = vec![0u64; MAX_FLOPS];
    let mut count = 0u64;
    // SAFETY: flat holds 4 * relabellings.len() values, flops and weights
    // MAX_FLOPS each, count one.
    check(unsafe {
        sys::xiapl_flop_classes(
            game as i32,
            flat.as_ptr(),
            relabellings.len() as u64,
            flops.as_mut_ptr(),
            weights.as_mut_ptr(),
            MAX_FLOPS as u64,
            &mut count,
        )
    })?;
    Ok((0..count as usize).map(|i| FlopClass { flop: flops[i], weight: weights[i] }).collect())
}

/// The suit relabellings that map every range onto itself, weights
/// included: a group (what [`flop_classes`] takes), the identity first, then
/// in lexicographic order. All 24 for ranges of hand classes ("AKs", "QQ");
/// fewer when a range names suits ("AhKh").
pub fn suit_symmetries(ranges: &[&Range]) -> Vec<[i32; 4]> {
    ready();
    let mut handles: Vec<*const sys::xiapl_range> = ranges.iter().map(|r| r.as_ptr()).collect();
    handles.push(std::ptr::null()); // never empty, so the pointer is valid
    let mut out = [0i32; 4 * 24];
    let mut count = 0u64;
    // SAFETY: handles holds ranges.len() live ranges, out room for 24 relabellings.
    check(unsafe {
        sys::xiapl_range_suit_symmetries(handles.as_ptr(), ranges.len() as u64, out.as_mut_ptr(), 24, &mut count)
    })
    .expect("24 relabellings always fit");
    (0..count as usize).map(|i| [out[4 * i], out[4 * i + 1], out[4 * i + 2], out[4 * i + 3]]).collect()
}

impl Game {
    /// The cards the game deals from: all 52, or the 36 six to ace of short deck.
    pub fn deck(self) -> u64 {
        ready();
        let mut deck = 0u64;
        // SAFETY: deck is a valid out pointer; a Game is always a game the library knows.
        check(unsafe { sys::xiapl_game_deck(self as i32, &mut deck) }).expect("every Game has a deck");
        deck
    }
}

/// What a hand's history says about each seat's money. Rounds are numbered
/// from 0 (preflop, stud's third street, a draw game's round before the
/// first draw); `None` is never.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MoneyFacts {
    /// Per seat: the first round it put chips in voluntarily (a call, bet,
    /// raise or all-in). VPIP counts round 0.
    pub voluntary_round: Vec<Option<u32>>,
    /// Per seat: the first round it raised. PFR counts round 0.
    pub raise_round: Vec<Option<u32>>,
    /// The seat that raised first in.
    pub first_in_raiser: Option<usize>,
}

impl MoneyFacts {
    /// Whether the seat put chips in voluntarily in the first round.
    pub fn vpip(&self, seat: usize) -> bool {
        self.voluntary_round[seat] == Some(0)
    }

    /// Whether the seat raised in the first round.
    pub fn pfr(&self, seat: usize) -> bool {
        self.raise_round[seat] == Some(0)
    }
}

impl TableState {
    /// The street total a pot-sized bet or raise of the seat to act reaches:
    /// it calls, then raises by the whole pot including the call, kept within
    /// the legal bet-or-raise range (under pot limit: the largest legal
    /// raise). [`Status::InvalidArgument`] when nobody may bet or raise.
    pub fn pot_raise_to(&self) -> Result<i64> {
        let mut to = 0i64;
        // SAFETY: the state is live; `to` is a valid out pointer.
        check(unsafe { sys::xiapl_table_pot_raise_to(self.ptr(), &mut to) })?;
        Ok(to)
    }

    /// The money facts of the history so far (a finished hand: the whole hand).
    pub fn money_facts(&self) -> MoneyFacts {
        const SEATS: usize = sys::XIAPL_TABLE_MAX_SEATS as usize;
        let (mut voluntary, mut raised) = ([0i32; SEATS], [0i32; SEATS]);
        let (mut seats, mut first_in) = (0u64, 0i32);
        // SAFETY: the state is live; each array holds SEATS values.
        check(unsafe {
            sys::xiapl_table_money_facts(
                self.ptr(),
                voluntary.as_mut_ptr(),
                raised.as_mut_ptr(),
                SEATS as u64,
                &mut seats,
                &mut first_in,
            )
        })
        .expect("a table has at most XIAPL_TABLE_MAX_SEATS seats");
        let round = |r: i32| u32::try_from(r).ok();
        MoneyFacts {
            voluntary_round: voluntary[..seats as usize].iter().map(|&r| round(r)).collect(),
            raise_round: raised[..seats as usize].iter().map(|&r| round(r)).collect(),
            first_in_raiser: usize::try_from(first_in).ok(),
        }
    }
}
