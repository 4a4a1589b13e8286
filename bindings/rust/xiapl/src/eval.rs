//! Hand evaluation: strengths, batches, showdowns, best fives and names.

use std::ffi::c_char;
use std::fmt;

use crate::card::Card;
use crate::error::{check, Error, Result};
use crate::{ready, sys};

/// The strength of a royal flush; 1 is 7-5-4-3-2 offsuit.
pub const STRENGTH_MAX: i32 = sys::XIAPL_STRENGTH_MAX;

/// The rules of the game-aware calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum Game {
    /// 2 hole cards; the best five of hole + board.
    Holdem = sys::XIAPL_GAME_HOLDEM,
    /// 4 hole cards; exactly two of them with exactly three board cards.
    Omaha4 = sys::XIAPL_GAME_OMAHA4,
    /// 5 hole cards, same rule.
    Omaha5 = sys::XIAPL_GAME_OMAHA5,
    /// 6 hole cards, same rule.
    Omaha6 = sys::XIAPL_GAME_OMAHA6,
}

impl Game {
    pub const ALL: [Game; 4] = [Game::Holdem, Game::Omaha4, Game::Omaha5, Game::Omaha6];

    /// "holdem", "omaha4", "omaha5", "omaha6".
    pub fn name(self) -> &'static str {
        ["holdem", "omaha4", "omaha5", "omaha6"][self as usize]
    }

    /// The number of hole cards a player holds.
    pub fn hole_cards(self) -> usize {
        [2, 4, 5, 6][self as usize]
    }
}

impl TryFrom<i32> for Game {
    type Error = Error;
    fn try_from(value: i32) -> Result<Game> {
        Game::ALL
            .get(usize::try_from(value).unwrap_or(usize::MAX))
            .copied()
            .ok_or_else(|| Error::invalid(format!("unknown game {value}; games are 0 (Hold'em) and 1-3 (Omaha 4-6)")))
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Hand categories, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(i32)]
pub enum Category {
    HighCard = sys::XIAPL_CATEGORY_HIGH_CARD,
    OnePair = sys::XIAPL_CATEGORY_ONE_PAIR,
    TwoPair = sys::XIAPL_CATEGORY_TWO_PAIR,
    ThreeOfAKind = sys::XIAPL_CATEGORY_THREE_OF_A_KIND,
    Straight = sys::XIAPL_CATEGORY_STRAIGHT,
    Flush = sys::XIAPL_CATEGORY_FLUSH,
    FullHouse = sys::XIAPL_CATEGORY_FULL_HOUSE,
    FourOfAKind = sys::XIAPL_CATEGORY_FOUR_OF_A_KIND,
    StraightFlush = sys::XIAPL_CATEGORY_STRAIGHT_FLUSH,
}

impl Category {
    pub const ALL: [Category; 9] = [
        Category::HighCard,
        Category::OnePair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
    ];

    /// "HIGH_CARD" ... "STRAIGHT_FLUSH", as in XIAPL_CATEGORY_*.
    pub fn name(self) -> &'static str {
        [
            "HIGH_CARD",
            "ONE_PAIR",
            "TWO_PAIR",
            "THREE_OF_A_KIND",
            "STRAIGHT",
            "FLUSH",
            "FULL_HOUSE",
            "FOUR_OF_A_KIND",
            "STRAIGHT_FLUSH",
        ][self as usize]
    }
}

/// A hand's strength 1..=7462: the rank of its best five cards among the 7,462
/// distinct five-card hands. Larger wins, equal ties (`Ord` compares them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Strength(u16);

impl Strength {
    /// A strength from its value; outside 1..=7462 is an error.
    pub fn new(value: i32) -> Result<Strength> {
        strength_category(value).map(|_| Strength(value as u16))
    }

    pub fn value(self) -> i32 {
        i32::from(self.0)
    }

    pub fn category(self) -> Category {
        strength_category(self.value()).expect("a Strength is always valid")
    }

    /// The ranks (2..14) that order hands within the category, most significant first.
    pub fn kickers(self) -> Vec<i32> {
        strength_kickers(self.value()).expect("a Strength is always valid")
    }

    /// "Three of a Kind [14 13 9]".
    pub fn describe(self) -> String {
        describe_strength(self.value()).expect("a Strength is always valid")
    }

    /// "full house, threes over twos", "royal flush".
    pub fn name(self) -> String {
        hand_name(self.value()).expect("a Strength is always valid")
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// The category of a strength value (1..=7462).
pub fn strength_category(strength: i32) -> Result<Category> {
    ready();
    let mut out = 0i32;
    // SAFETY: a valid out pointer.
    check(unsafe { sys::xiapl_strength_category(strength, &mut out) })?;
    Category::ALL.get(out as usize).copied().ok_or_else(|| Error::invalid(format!("unknown category {out}")))
}

/// The tie-break ranks of a strength value, most significant first.
pub fn strength_kickers(strength: i32) -> Result<Vec<i32>> {
    ready();
    let mut ranks = [0i32; 5];
    let mut len = 0u64;
    // SAFETY: a 5-rank buffer and its capacity.
    check(unsafe { sys::xiapl_strength_kickers(strength, ranks.as_mut_ptr(), 5, &mut len) })?;
    Ok(ranks[..len as usize].to_vec())
}

type TextFn = unsafe extern "C" fn(i32, *mut c_char, u64, *mut u64) -> i32;

fn text(function: TextFn, strength: i32) -> Result<String> {
    ready();
    let mut buf = [0 as c_char; 128];
    let mut len = 0u64;
    // SAFETY: a 128-byte buffer and its capacity.
    check(unsafe { function(strength, buf.as_mut_ptr(), buf.len() as u64, &mut len) })?;
    let bytes: Vec<u8> = buf[..len as usize].iter().map(|&c| c as u8).collect();
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// "Three of a Kind [14 13 9]": the category and the kickers of a strength value.
pub fn describe_strength(strength: i32) -> Result<String> {
    text(sys::xiapl_strength_describe, strength)
}

/// A readable name of a strength value: "two pair, aces and kings".
pub fn hand_name(strength: i32) -> Result<String> {
    text(sys::xiapl_strength_name, strength)
}

/// The strength of the best five of 5, 6 or 7 cards.
pub fn evaluate_mask(cards: u64) -> Result<Strength> {
    ready();
    let mut out = 0i32;
    // SAFETY: a valid out pointer.
    check(unsafe { sys::xiapl_eval_mask(cards, &mut out) })?;
    Ok(Strength(out as u16))
}

/// The same from card ids as the C call takes them; an id given twice is an error.
pub fn evaluate_ids(ids: &[i32]) -> Result<Strength> {
    ready();
    let mut out = 0i32;
    // SAFETY: ids.len() readable ids.
    check(unsafe { sys::xiapl_eval_ids(ids.as_ptr(), ids.len() as u64, &mut out) })?;
    Ok(Strength(out as u16))
}

/// The strength of 5, 6 or 7 distinct cards.
pub fn evaluate_cards(cards: &[Card]) -> Result<Strength> {
    evaluate_ids(&cards.iter().map(|c| c.id()).collect::<Vec<_>>())
}

/// One player's hand: Hold'em, the best five of hole (2) + board (3 to 5);
/// Omaha, exactly two hole cards with exactly three board cards.
pub fn evaluate_hand(board: u64, hole: u64, game: Game) -> Result<Strength> {
    ready();
    let mut out = 0i32;
    // SAFETY: a valid out pointer.
    check(unsafe { sys::xiapl_eval_hand(game as i32, hole, board, &mut out) })?;
    Ok(Strength(out as u16))
}

/// The strength value of every mask (5 to 7 cards each) in one call. Every mask
/// is checked first: on an error nothing is evaluated and the message names
/// the first bad index.
pub fn evaluate_many(masks: &[u64]) -> Result<Vec<u16>> {
    let mut out = vec![0u16; masks.len()];
    evaluate_many_into(masks, &mut out)?;
    Ok(out)
}

/// [`evaluate_many`] into a slice of the same length.
pub fn evaluate_many_into(masks: &[u64], out: &mut [u16]) -> Result<()> {
    ready();
    if out.len() != masks.len() {
        return Err(Error::invalid(format!(
            "out holds {} strengths but {} masks were given; give one slot per mask",
            out.len(),
            masks.len()
        )));
    }
    // SAFETY: masks.len() readable masks and as many writable slots.
    check(unsafe { sys::xiapl_eval_masks(masks.as_ptr(), masks.len() as u64, out.as_mut_ptr()) })
}

/// `evaluate_hand(boards[i], holes[i], game)` for every i, in one call.
pub fn evaluate_hands_many(boards: &[u64], holes: &[u64], game: Game) -> Result<Vec<u16>> {
    let mut out = vec![0u16; boards.len()];
    evaluate_hands_many_into(boards, holes, game, &mut out)?;
    Ok(out)
}

/// [`evaluate_hands_many`] into a slice of the same length.
pub fn evaluate_hands_many_into(boards: &[u64], holes: &[u64], game: Game, out: &mut [u16]) -> Result<()> {
    ready();
    if holes.len() != boards.len() || out.len() != boards.len() {
        return Err(Error::invalid(format!(
            "boards, holes and out have lengths {}, {} and {}; give one hole and one slot per board",
            boards.len(),
            holes.len(),
            out.len()
        )));
    }
    // SAFETY: boards.len() readable boards and holes, as many writable slots.
    check(unsafe {
        sys::xiapl_eval_hands(game as i32, holes.as_ptr(), boards.as_ptr(), boards.len() as u64, out.as_mut_ptr())
    })
}

/// Showdown: the indices (ascending) of every player whose hand is best; more
/// than one means a split pot. `holes[i]` are player i's cards.
pub fn judge(holes: &[u64], board: u64, game: Game) -> Result<Vec<usize>> {
    ready();
    let mut winners = vec![0i32; holes.len().max(1)];
    let mut len = 0u64;
    // SAFETY: holes.len() readable masks; a winners buffer of at least holes.len().
    check(unsafe {
        sys::xiapl_eval_showdown(
            game as i32,
            holes.as_ptr(),
            holes.len() as u64,
            board,
            winners.as_mut_ptr(),
            holes.len() as u64,
            &mut len,
        )
    })?;
    Ok(winners[..len as usize].iter().map(|&i| i as usize).collect())
}

/// The five cards that make a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BestHand {
    /// The five cards (a mask).
    pub five: u64,
    /// `five & hole`: for Omaha always two cards.
    pub hole_used: u64,
    pub strength: Strength,
}

/// The five cards that make the hand; among equally strong fives, the one
/// whose mask is numerically largest, so every binding picks the same cards.
pub fn best_hand(board: u64, hole: u64, game: Game) -> Result<BestHand> {
    ready();
    let (mut five, mut used, mut strength) = (0u64, 0u64, 0i32);
    // SAFETY: valid out pointers.
    check(unsafe { sys::xiapl_eval_best_five(game as i32, hole, board, &mut five, &mut used, &mut strength) })?;
    Ok(BestHand { five, hole_used: used, strength: Strength(strength as u16) })
}
