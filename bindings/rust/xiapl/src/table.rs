//! The table rules engine: one hand of any [`Game`] for 2 to 10 seats (8 in
//! stud), no limit, pot limit or fixed limit, in integer chips. Three
//! families deal differently:
//!
//! - board games (Hold'em, short deck, Omaha with 4, 5 or 6 hole cards,
//!   Omaha hi/lo with 4 or 5): hole cards at the start, then the flop, the
//!   turn and the river ([`TableState::deal`]);
//! - stud (seven-card stud, stud hi/lo, razz): antes, two cards down and one
//!   up to each seat, a bring-in ([`TableState::bring_in`]), then one card a
//!   street (up, up, up, down) over five betting streets
//!   ([`TableState::deal_hole`]);
//! - draw games (2-7 lowball, badugi): blinds, a whole hand each, then draw
//!   rounds ([`Phase::Drawing`]) where each live seat discards cards or
//!   stands pat ([`TableState::discard`]) and is dealt as many.
//!
//! A [`TableState`] is immutable: [`TableState::apply`], [`TableState::deal`],
//! [`TableState::deal_hole`], [`TableState::deal_random`] and
//! [`TableState::discard`] return a new state and leave the old one valid.
//! An illegal request is an [`Error`] with
//! [`Status::InvalidArgument`](crate::Status) whose message names the rule
//! broken. docs/table.md lists the rules.
//!
//! ```no_run
//! use xiapl::{parse_mask, Phase, TableConfig};
//!
//! // Heads-up, blinds 1/2: seat 0 is the button and posts the small blind.
//! let hand = TableConfig::new(&[100, 100]).blinds(1, 2).start()?;
//! let hand = hand.call()?.check()?; // limp, the big blind checks
//! assert_eq!(hand.phase(), Phase::Dealing);
//! let hand = hand.deal(parse_mask("Jc 3d 5c")?)?;
//! assert_eq!(hand.pot_total(), 4);
//!
//! // Seven-card stud, antes 1, bring-in 2, fixed limit 5/10, cards from a seed.
//! let stud = TableConfig::new(&[100, 100, 100]).game(xiapl::Game::Stud).ante(1).bring_in(2).small_bet(5);
//! let hand = stud.seed(7).start()?; // third street is dealt
//! let hand = hand.bring_in()?; // the lowest up card posts 2
//! assert_eq!(hand.pot_total(), 5);
//! # Ok::<(), xiapl::Error>(())
//! ```

use std::collections::hash_map::RandomState;
use std::ffi::c_char;
use std::hash::{BuildHasher, Hasher};
use std::ptr::NonNull;

use crate::card::Card;
use crate::error::{check, Error, Result};
use crate::game::Game;
use crate::phh::Phh;
use crate::{ready, sys, Status};

/// The most seats a table has.
pub const MAX_SEATS: usize = sys::XIAPL_TABLE_MAX_SEATS as usize;

/// How much a seat may bet (`XIAPL_BETTING_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum Betting {
    NoLimit = sys::XIAPL_BETTING_NO_LIMIT,
    PotLimit = sys::XIAPL_BETTING_POT_LIMIT,
    /// Every bet and raise is the street's size ([`TableConfig::small_bet`]
    /// preflop and on the flop, [`TableConfig::big_bet`] on the turn and
    /// river), at most four a street (blinds not counted); a short stack may
    /// go all-in for less.
    FixedLimit = sys::XIAPL_BETTING_FIXED_LIMIT,
}

impl Betting {
    pub const ALL: [Betting; 3] = [Betting::NoLimit, Betting::PotLimit, Betting::FixedLimit];
}

impl TryFrom<i32> for Betting {
    type Error = Error;
    fn try_from(value: i32) -> Result<Betting> {
        Betting::ALL.iter().copied().find(|b| *b as i32 == value).ok_or_else(|| {
            Error::invalid(format!("betting {value} is unknown; 0 no limit, 1 pot limit, 2 fixed limit"))
        })
    }
}

/// The phase of a hand (`XIAPL_PHASE_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum Phase {
    /// A seat must act ([`TableState::actor`]).
    Betting = sys::XIAPL_PHASE_BETTING,
    /// Cards are due: board cards ([`TableState::cards_needed`]), or a seat's
    /// hole cards ([`TableState::deal_seat`], [`TableState::hole_cards_due`]).
    Dealing = sys::XIAPL_PHASE_DEALING,
    /// The pots are awarded.
    Finished = sys::XIAPL_PHASE_FINISHED,
    /// Draw games: a seat ([`TableState::actor`]) must discard or stand pat
    /// ([`TableState::discard`]).
    Drawing = sys::XIAPL_PHASE_DRAWING,
}

impl Phase {
    pub const ALL: [Phase; 4] = [Phase::Betting, Phase::Dealing, Phase::Finished, Phase::Drawing];
}

impl TryFrom<i32> for Phase {
    type Error = Error;
    fn try_from(value: i32) -> Result<Phase> {
        Phase::ALL
            .iter()
            .copied()
            .find(|p| *p as i32 == value)
            .ok_or_else(|| Error::invalid(format!("phase {value} is unknown; phases are 0..3")))
    }
}

/// A betting round (`XIAPL_STREET_*`), numbered from 0 and named as the
/// board games name them. Stud: `Preflop` is third street, `Flop` fourth,
/// `Turn` fifth, `River` sixth and `Seventh` seventh. Draw games: `Preflop`
/// is before the first draw, `Flop` after it, `Turn` after the second and
/// `River` after the third. Fixed limit bets the small bet on the first two
/// streets and the big bet later.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(i32)]
pub enum Street {
    Preflop = sys::XIAPL_STREET_PREFLOP,
    Flop = sys::XIAPL_STREET_FLOP,
    Turn = sys::XIAPL_STREET_TURN,
    River = sys::XIAPL_STREET_RIVER,
    /// Stud's last street (street 4).
    Seventh = sys::XIAPL_STREET_RIVER + 1,
}

impl Street {
    pub const ALL: [Street; 5] = [Street::Preflop, Street::Flop, Street::Turn, Street::River, Street::Seventh];

    /// The street's number, from 0.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl TryFrom<i32> for Street {
    type Error = Error;
    fn try_from(value: i32) -> Result<Street> {
        Street::ALL
            .iter()
            .copied()
            .find(|s| *s as i32 == value)
            .ok_or_else(|| Error::invalid(format!("street {value} is unknown; streets are 0..4")))
    }
}

/// An action of the seat to act (`XIAPL_ACTION_*`). `BetOrRaise` takes the
/// seat's total bet on the street after the action ("raise to"); the others
/// ignore the amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum ActionKind {
    Fold = sys::XIAPL_ACTION_FOLD,
    Check = sys::XIAPL_ACTION_CHECK,
    Call = sys::XIAPL_ACTION_CALL,
    BetOrRaise = sys::XIAPL_ACTION_BET_OR_RAISE,
    /// Bet, raise or call with the whole stack.
    AllIn = sys::XIAPL_ACTION_ALL_IN,
    /// Check when that is free, else call.
    CheckOrCall = sys::XIAPL_ACTION_CHECK_OR_CALL,
    /// Stud, third street: the seat to open posts the bring-in (the other
    /// choice is to complete, a `BetOrRaise` to the small bet); fold, check
    /// and call are refused until one of them is made.
    BringIn = sys::XIAPL_ACTION_BRING_IN,
    /// Draw games: a discard (none: standing pat). A [`LegalAction`] row in
    /// the [`Phase::Drawing`] phase and a [`HistoryStep`] kind; it is made
    /// with [`TableState::discard`], and [`TableState::apply`] refuses it.
    Discard = sys::XIAPL_ACTION_DISCARD,
}

impl ActionKind {
    pub const ALL: [ActionKind; 8] = [
        ActionKind::Fold,
        ActionKind::Check,
        ActionKind::Call,
        ActionKind::BetOrRaise,
        ActionKind::AllIn,
        ActionKind::CheckOrCall,
        ActionKind::BringIn,
        ActionKind::Discard,
    ];
}

impl TryFrom<i32> for ActionKind {
    type Error = Error;
    fn try_from(value: i32) -> Result<ActionKind> {
        ActionKind::ALL
            .iter()
            .copied()
            .find(|k| *k as i32 == value)
            .ok_or_else(|| Error::invalid(format!("action {value} is unknown; actions are 0..7")))
    }
}

/// One legal action of the seat to act. `Fold`, `Check`: 0 and 0; `Call`:
/// the chips the call adds, twice; `BetOrRaise`: the smallest and largest
/// street total (exact under pot limit; equal under fixed limit unless only a
/// short all-in remains); `AllIn`: the street total after going all-in, twice;
/// `BringIn`: the chips it posts, twice; `Discard` (the only row when a seat
/// must draw): 0 and the most cards the seat may discard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LegalAction {
    pub kind: ActionKind,
    pub min: i64,
    pub max: i64,
}

/// A pot, main pot first: its chips and the seats that can win it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pot {
    pub amount: i64,
    pub eligible: Vec<usize>,
}

/// A snapshot of a hand ([`TableState::info`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TableInfo {
    pub seat_count: usize,
    pub phase: Phase,
    pub street: Street,
    /// The seat to act or to draw (`None` unless betting or drawing).
    pub actor: Option<usize>,
    /// Board cards due (Dealing), else 0.
    pub cards_needed: usize,
    /// The board's card mask.
    pub board: u64,
    /// Chips in the pots (0 once finished).
    pub pot_total: i64,
    /// The street's bet level.
    pub current_bet: i64,
    /// The last full raise.
    pub min_raise: i64,
    /// The chips in play; never changes during a hand.
    pub total_chips: i64,
    /// Actions and deals so far.
    pub history_len: i64,
    /// The game of the config.
    pub game: Game,
    pub betting: Betting,
    /// The dealer button's seat.
    pub button: usize,
    /// Bets and raises made on this street (the blinds not counted).
    pub raises: usize,
    /// Fixed limit: this street's bet size; else 0.
    pub fixed_bet: i64,
    /// Folds when checking was free that a replayed hand history held
    /// ([`HistoryStep::needless`]); 0 for a hand played through the rules.
    pub needless_folds: usize,
    /// Dealing: the seat next due hole cards (stud streets, a draw's
    /// replacements), else `None`.
    pub deal_seat: Option<usize>,
    /// The hole cards due to [`TableInfo::deal_seat`], else 0.
    pub hole_cards_due: usize,
    /// The game's last street: `River` for board games, `Seventh` for stud,
    /// the street after the last draw for draw games (`Flop` with one draw).
    pub last_street: Street,
    /// Stud's third street while a bet or raise completes the bring-in: it
    /// is due, or it stands and nobody has completed.
    pub completing: bool,
    /// What the step that made this state returned uncalled (the top bet's
    /// part nobody called, when its betting ended), and to which seat.
    pub returned: Option<(usize, i64)>,
}

/// One step of [`TableState::apply_many`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// An action, as [`TableState::apply`] takes it; with `seat` set, that
    /// seat must be the one to act.
    Action { seat: Option<usize>, kind: ActionKind, amount: i64 },
    /// Deal the due board cards (a card mask), as [`TableState::deal`].
    DealBoard(u64),
    /// Deal hole cards to a seat, as [`TableState::deal_hole`].
    DealHole { seat: usize, cards: u64, up: u64, unknown: usize },
    /// The seat to draw discards, as [`TableState::discard`]; with `seat`
    /// set, that seat must be the one to draw.
    Discard { seat: Option<usize>, cards: u64, unknown: usize },
}

impl Step {
    /// An action by whichever seat is to act.
    pub fn action(kind: ActionKind, amount: i64) -> Step {
        Step::Action { seat: None, kind, amount }
    }

    /// An action that must be by `seat`.
    pub fn by(seat: usize, kind: ActionKind, amount: i64) -> Step {
        Step::Action { seat: Some(seat), kind, amount }
    }
}

/// One action, discard or deal of a hand's history ([`TableState::history`]).
/// A deal has no `seat` and no `kind`: board cards when `to` is `None`, else
/// hole cards dealt to seat `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HistoryStep {
    /// The acting or drawing seat; `None` for a deal.
    pub seat: Option<usize>,
    /// The action as applied (`Fold`, `Check`, `Call`, `BetOrRaise` or
    /// `BringIn`: a check-or-call is the one it was, an all-in the call or
    /// raise it was), or `Discard` for a draw; `None` for a deal.
    pub kind: Option<ActionKind>,
    /// The street total after a call, bet, raise, all-in or bring-in; else 0.
    pub amount: i64,
    /// A deal's cards (a mask), or the known cards a discard threw; else 0.
    pub cards: u64,
    /// A deal drawn from the hand's seeded stream.
    pub random: bool,
    /// A fold when checking was free, kept from a hand history by
    /// [`Phh::replay`]: the rules never offer it, so
    /// [`TableState::apply_many`] refuses its [`HistoryStep::to_step`] (the
    /// state's text, [`TableState::to_text`], keeps it).
    pub needless: bool,
    /// A hole-card deal: the seat dealt to; else `None`.
    pub to: Option<usize>,
    /// A hole-card deal or a discard: how many of its cards are not known
    /// (dealt or thrown unseen); else 0.
    pub unknown: usize,
    /// A hole-card deal in stud: the face-up part of `cards`; else 0.
    pub up: u64,
    /// The street the step belongs to: an action, the street it is made on;
    /// a deal, the street its cards are for (the flop deal: `Flop`; a draw's
    /// replacements: the street after the draw); a discard, the street after
    /// its draw.
    pub street: Street,
    /// A discard or a draw's replacement deal: its draw, 1..=3; else 0.
    pub draw: usize,
}

/// What a warning about a hand's history is about ([`ReplayWarning::kind`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum WarningKind {
    /// A fold when checking was free, kept by a hand-history replay.
    NeedlessFold,
    /// A kind this crate does not know yet (the library's number).
    Other(i32),
}

/// A warning about a state's history ([`TableState::replay_warnings`]): a step
/// a hand-history replay kept although the rules never offer it, with the
/// library's text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ReplayWarning {
    /// What it is about.
    pub kind: WarningKind,
    /// The step's index in [`TableState::history`].
    pub step: usize,
    /// The seat that made it.
    pub seat: usize,
    /// The seat as PHH numbers it: 1 is the seat after the button.
    pub player: usize,
    /// The step's street.
    pub street: Street,
    /// `"p1 folds preflop when checking was free; the replay keeps the fold"`.
    pub text: String,
}

impl HistoryStep {
    /// The step as [`TableState::apply_many`] takes it, with its seat:
    /// replaying a history from the start reaches the same state (but for a
    /// [`HistoryStep::needless`] fold, which the rules refuse). A seed deals
    /// the first cards of a stud or draw hand at the start and they are its
    /// first steps: replay such a history on a start without the seed.
    pub fn to_step(&self) -> Step {
        match (self.kind, self.to) {
            (Some(ActionKind::Discard), _) => {
                Step::Discard { seat: self.seat, cards: self.cards, unknown: self.unknown }
            }
            (Some(kind), _) => Step::Action { seat: self.seat, kind, amount: self.amount },
            (None, Some(seat)) => Step::DealHole { seat, cards: self.cards, up: self.up, unknown: self.unknown },
            (None, None) => Step::DealBoard(self.cards),
        }
    }

    /// A deal of hole cards (stud streets, a draw's replacements).
    pub fn is_hole_deal(&self) -> bool {
        self.kind.is_none() && self.to.is_some()
    }

    /// A deal of board cards.
    pub fn is_board_deal(&self) -> bool {
        self.kind.is_none() && self.to.is_none()
    }
}

/// One pot of a finished hand as the engine awarded it ([`TableState::pot_results`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PotResult {
    /// Chips in the pot.
    pub amount: i64,
    /// The seats that could win it.
    pub eligible: Vec<usize>,
    /// The seats that took a share of it (hi/lo games: of either half).
    pub winners: Vec<usize>,
    /// Chips each seat took from it, one entry per seat.
    pub won: Vec<i64>,
    /// The seats that took a share of the high half (the whole pot outside
    /// the hi/lo games, and a hi/lo pot no hand made a low in).
    pub high_winners: Vec<usize>,
    /// Hi/lo: the seats that took a share of the low half; none without a low.
    pub low_winners: Vec<usize>,
    /// The chips a split left over (each half apart), given to its first
    /// winner clockwise from the button.
    pub odd_chips: i64,
    /// The seats that took the odd chips.
    pub odd_chip_seats: Vec<usize>,
    /// The winners clockwise from the seat after the button: the order odd
    /// chips go in.
    pub order: Vec<usize>,
}

/// One street of a run-out ([`TableState::allin_equity`]): the betting is
/// over and board cards are still to come.
#[derive(Debug, Clone, PartialEq)]
pub struct AllInSpot {
    /// The last street bet on (`Preflop`: no board yet).
    pub street: Street,
    /// The board so far (a mask).
    pub board: u64,
    /// Known cards of folded seats, out of the deck (when counted).
    pub dead: u64,
    /// The seats that have not folded.
    pub live: Vec<usize>,
    /// Expected chips per seat over every pot (0 for folded seats).
    pub expected: Vec<f64>,
    /// The pots at stake, main pot first.
    pub pots: Vec<AllInPot>,
}

impl AllInSpot {
    /// The chips at stake in every pot.
    pub fn pot_total(&self) -> i64 {
        self.pots.iter().map(|p| p.amount).sum()
    }
}

/// One pot at stake in an [`AllInSpot`], shared by exact enumeration among
/// its live eligible seats. Each per-seat column has one entry per seat of
/// the table (0 for a seat that cannot win the pot).
#[derive(Debug, Clone, PartialEq)]
pub struct AllInPot {
    /// Chips in the pot.
    pub amount: i64,
    /// The live seats that can win it.
    pub eligible: Vec<usize>,
    /// Each seat's expected share of the pot, 0 to 1.
    pub equity: Vec<f64>,
    /// The fraction of run-outs in which the seat wins it alone.
    pub win: Vec<f64>,
    /// The fraction of run-outs in which the seat splits it.
    pub tie: Vec<f64>,
}

/// Per-seat forced bets of the usual layout ([`forced_bets`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ForcedBets {
    /// One blind or straddle per seat.
    pub blinds: Vec<i64>,
    /// One ante per seat (the big blind's includes the big-blind ante).
    pub antes: Vec<i64>,
}

/// The seats of a bit mask (bit s: seat s), below `seats`.
fn seats_of(mask: u64, seats: usize) -> Vec<usize> {
    (0..seats.min(MAX_SEATS)).filter(|s| mask >> s & 1 == 1).collect()
}

/// Per-seat blinds and antes of the usual layout: heads-up the button posts
/// the small blind and the other seat the big blind, otherwise the two seats
/// after the button; `straddles` follow the big blind seat by seat; every
/// seat posts `ante` and the big blind's seat also `big_blind_ante` (the
/// big-blind ante of tournaments). `forced_bets(4, 0, 1, 2, &[4], 0, 2)` is
/// blinds `[0, 1, 2, 4]`, antes `[0, 0, 2, 0]`.
pub fn forced_bets(
    seat_count: usize,
    button: usize,
    small_blind: i64,
    big_blind: i64,
    straddles: &[i64],
    ante: i64,
    big_blind_ante: i64,
) -> Result<ForcedBets> {
    ready();
    let (mut blinds, mut antes) = ([0i64; MAX_SEATS], [0i64; MAX_SEATS]);
    let mut len = 0u64;
    // SAFETY: `straddles.len()` amounts (the pointer is valid and unread when
    // it is 0), two MAX_SEATS buffers and a valid out pointer.
    check(unsafe {
        sys::xiapl_table_forced_bets(
            seat_arg(seat_count, "seat count")?,
            seat_arg(button, "button")?,
            small_blind,
            big_blind,
            straddles.as_ptr(),
            straddles.len() as u64,
            ante,
            big_blind_ante,
            blinds.as_mut_ptr(),
            antes.as_mut_ptr(),
            MAX_SEATS as u64,
            &mut len,
        )
    })?;
    let n = (len as usize).min(MAX_SEATS);
    Ok(ForcedBets { blinds: blinds[..n].to_vec(), antes: antes[..n].to_vec() })
}

/// Per-seat blinds the usual way: heads-up the button posts the small blind;
/// otherwise the two seats after the button post. `standard_blinds(3, 0, 1,
/// 2)` is `[0, 1, 2]`.
pub fn standard_blinds(seat_count: usize, button: usize, small_blind: i64, big_blind: i64) -> Result<Vec<i64>> {
    ready();
    let mut out = [0i64; MAX_SEATS];
    let mut len = 0u64;
    // SAFETY: a MAX_SEATS buffer and its capacity; a valid out pointer.
    check(unsafe {
        sys::xiapl_table_standard_blinds(
            seat_arg(seat_count, "seat count")?,
            seat_arg(button, "button")?,
            small_blind,
            big_blind,
            out.as_mut_ptr(),
            MAX_SEATS as u64,
            &mut len,
        )
    })?;
    Ok(out[..(len as usize).min(MAX_SEATS)].to_vec())
}

fn street_of(street: i32) -> Street {
    Street::try_from(street).expect("the library reports known streets")
}

fn seat_arg(value: usize, what: &str) -> Result<i32> {
    i32::try_from(value).map_err(|_| Error::invalid(format!("{what} {value} is not a seat; a table has 2 to 10 seats")))
}

fn count_arg(value: usize, what: &str) -> Result<i32> {
    i32::try_from(value).map_err(|_| Error::invalid(format!("{value} {what} are more than a deck holds")))
}

/// A refused step of a run that started at another index: the same error,
/// numbered in the whole run.
/// A hole deal's or a discard's amount as xiapl_table_apply_many takes it
/// (XIAPL_APPLY_UNKNOWN_SHIFT): the known cards, the unseen count and the
/// face-up card. A part that does not fit its field (a bit past the deck, an
/// unseen count past 15, several face-up cards) is passed as one the library
/// refuses, naming the step.
fn pack_cards(cards: u64, up: u64, unknown: usize) -> i64 {
    const CARDS: u64 = (1 << 52) - 1;
    if cards & !CARDS != 0 || up & !CARDS != 0 || unknown > 15 || up.count_ones() > 1 {
        return -1;
    }
    let mut amount = cards | (unknown as u64) << sys::XIAPL_APPLY_UNKNOWN_SHIFT;
    if up != 0 {
        amount |= u64::from(up.trailing_zeros() + 1) << sys::XIAPL_APPLY_UP_SHIFT;
    }
    amount as i64
}

/// How a hand starts: stacks, forced bets, game, known hole cards and a seed.
/// Build with [`TableConfig::new`] and the setters, then [`TableConfig::start`].
/// Every amount is in chips (0..=2^52; the library checks them).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TableConfig {
    stacks: Vec<i64>,
    blinds: Option<(i64, i64)>,
    seat_blinds: Option<Vec<i64>>,
    straddles: Vec<i64>,
    antes: Vec<i64>,
    big_blind_ante: i64,
    button: usize,
    game: Game,
    betting: Option<Betting>,
    min_bet: i64,
    small_bet: i64,
    big_bet: i64,
    bring_in: i64,
    draws: usize,
    hole_cards: Vec<u64>,
    hole_order: Vec<Vec<Card>>,
    seed: Option<u64>,
}

/// The table a game is usually played at, from the library's table of games
/// ([`usual_table`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct TableDefaults {
    pub betting: Betting,
    /// Draw games: 1 to 3; other games 0.
    pub draws: usize,
    /// 1; stud games 0.
    pub small_blind: i64,
    /// 2; stud games 0.
    pub big_blind: i64,
    /// Every seat's: 1 in stud games, else 0.
    pub ante: i64,
    /// Stud games: 2; else 0.
    pub bring_in: i64,
    /// Fixed limit, the first two streets (stud 4, else the big blind); else 0.
    pub small_bet: i64,
    /// Fixed limit, the later streets: twice the small bet; else 0.
    pub big_bet: i64,
}

/// The table `game` is usually played at (`xiapl_game_defaults_init`).
/// `betting`, unless given, is the game's usual one: fixed limit for the stud
/// games, Omaha hi/lo, badugi and 2-7 with more than one draw; pot limit for
/// Omaha; no limit for Hold'em, short deck and 2-7 single draw. Draw games
/// play `draws` draws (0: three under fixed limit, else one). More than 3
/// draws is an invalid-argument error.
pub fn usual_table(game: Game, betting: Option<Betting>, draws: usize) -> Result<TableDefaults> {
    ready();
    let draws =
        i32::try_from(draws).map_err(|_| Error::invalid(format!("draws is {draws}; a draw game has 1 to 3 draws")))?;
    // SAFETY: an all-zero struct is a valid value; _init fills it.
    let mut raw: sys::xiapl_game_defaults = unsafe { std::mem::zeroed() };
    let structure = betting.map_or(sys::XIAPL_BETTING_USUAL, |b| b as i32);
    // SAFETY: a valid out pointer and its size.
    check(unsafe {
        sys::xiapl_game_defaults_init(
            &mut raw,
            size_of::<sys::xiapl_game_defaults>() as u32,
            game as i32,
            structure,
            draws,
        )
    })?;
    Ok(TableDefaults {
        betting: Betting::try_from(raw.betting)?,
        draws: usize::try_from(raw.draws).unwrap_or(0),
        small_blind: raw.small_blind,
        big_blind: raw.big_blind,
        ante: raw.ante,
        bring_in: raw.bring_in,
        small_bet: raw.small_bet,
        big_bet: raw.big_bet,
    })
}

impl TableConfig {
    /// One seat per stack (clockwise from seat 0), blinds 1/2 (none in
    /// stud), the button on seat 0, No-Limit Hold'em, no antes, hole cards
    /// unknown.
    pub fn new(stacks: &[i64]) -> TableConfig {
        TableConfig {
            stacks: stacks.to_vec(),
            blinds: None,
            seat_blinds: None,
            straddles: Vec::new(),
            antes: Vec::new(),
            big_blind_ante: 0,
            button: 0,
            game: Game::Holdem,
            betting: None,
            min_bet: 0,
            small_bet: 0,
            big_bet: 0,
            bring_in: 0,
            draws: 0,
            hole_cards: Vec::new(),
            hole_order: Vec::new(),
            seed: None,
        }
    }

    /// Small and big blind, placed as [`standard_blinds`] places them
    /// (default 1/2; stud games have none and refuse any).
    pub fn blinds(mut self, small: i64, big: i64) -> TableConfig {
        self.blinds = Some((small, big));
        self.seat_blinds = None;
        self
    }

    /// One nominal blind or straddle per seat instead (0: none); the largest
    /// is what the others must call.
    pub fn seat_blinds(mut self, blinds: &[i64]) -> TableConfig {
        self.seat_blinds = Some(blinds.to_vec());
        self
    }

    /// Straddles after the big blind, seat by seat (with [`TableConfig::blinds`];
    /// [`TableConfig::seat_blinds`] gives them per seat instead). Placed by
    /// [`forced_bets`].
    pub fn straddles(mut self, straddles: &[i64]) -> TableConfig {
        self.straddles = straddles.to_vec();
        self
    }

    /// An ante the big blind's seat posts on top of its ante (the big-blind
    /// ante of tournaments); the big blind's seat is the one [`forced_bets`]
    /// gives for the button.
    pub fn big_blind_ante(mut self, chips: i64) -> TableConfig {
        self.big_blind_ante = chips;
        self
    }

    /// One ante per seat (dead money posted first; a big-blind ante is one entry).
    pub fn antes(mut self, antes: &[i64]) -> TableConfig {
        self.antes = antes.to_vec();
        self
    }

    /// The same ante for every seat.
    pub fn ante(mut self, ante: i64) -> TableConfig {
        self.antes = vec![ante; self.stacks.len()];
        self
    }

    /// The dealer button's seat (default 0).
    pub fn button(mut self, seat: usize) -> TableConfig {
        self.button = seat;
        self
    }

    /// The game (default Hold'em); the Omaha games (hi/lo too) default to
    /// pot limit, the stud games (stud, stud hi/lo, razz) to fixed limit and
    /// the others to no limit. Stud seats 2 to 8 players, posts no blinds
    /// (give antes, a [`TableConfig::bring_in`] and, under fixed limit, a
    /// [`TableConfig::small_bet`]) and deals its cards street by street, so it
    /// takes no [`TableConfig::hole_cards`]. Draw games play
    /// [`TableConfig::draws`] draw rounds.
    pub fn game(mut self, game: Game) -> TableConfig {
        self.game = game;
        self
    }

    /// No limit, pot limit or fixed limit, overriding the game's default.
    pub fn betting(mut self, betting: Betting) -> TableConfig {
        self.betting = Some(betting);
        self
    }

    /// The minimum bet of no and pot limit (default 0: the largest blind).
    pub fn min_bet(mut self, chips: i64) -> TableConfig {
        self.min_bet = chips;
        self
    }

    /// The fixed-limit bet size on the first two streets (preflop and the
    /// flop; stud's third and fourth street; draw games' first two) (default
    /// 0: the largest blind; fixed-limit stud has no blinds and needs it).
    pub fn small_bet(mut self, chips: i64) -> TableConfig {
        self.small_bet = chips;
        self
    }

    /// The fixed-limit bet size on the later streets (default 0: twice the
    /// small bet).
    pub fn big_bet(mut self, chips: i64) -> TableConfig {
        self.big_bet = chips;
        self
    }

    /// Stud: the bring-in the seat with the lowest up card (razz: the
    /// highest) posts on third street unless it completes to the full bet;
    /// below the full bet (default 0: none, the seat opens freely). Other
    /// games refuse a bring-in.
    pub fn bring_in(mut self, chips: i64) -> TableConfig {
        self.bring_in = chips;
        self
    }

    /// Draw games: the draw rounds, 1 to 3 (default 0: one under no and pot
    /// limit, three under fixed limit). Other games refuse draws.
    pub fn draws(mut self, draws: usize) -> TableConfig {
        self.draws = draws;
        self
    }

    /// Each seat's hole-card mask (0: unknown), one per seat (board and draw
    /// games; stud deals with [`TableState::deal_hole`]).
    pub fn hole_cards(mut self, masks: &[u64]) -> TableConfig {
        self.hole_cards = masks.to_vec();
        self
    }

    /// The order in which each seat's hole cards were dealt, one list per
    /// seat (empty: card-id order), as [`TableConfig::hole_cards`] gives them:
    /// [`TableState::hole_cards_in_order`], [`TableState::history_cards`] and
    /// the PHH written from the state keep it.
    pub fn hole_order(mut self, order: &[Vec<Card>]) -> TableConfig {
        self.hole_order = order.to_vec();
        self
    }

    /// Deal unknown hole cards at the start (stud: third street; draw games:
    /// the whole hand) and every random deal from this seed: the same config
    /// and calls give the same cards on every platform. Without a seed, hole
    /// cards stay unknown (a stud hand starts in the Dealing phase, its third
    /// street due) and random deals come from a fresh seed.
    pub fn seed(mut self, seed: u64) -> TableConfig {
        self.seed = Some(seed);
        self
    }

    /// Start the hand: post antes and blinds.
    pub fn start(&self) -> Result<TableState> {
        TableState::start(self)
    }

    fn to_c(&self) -> Result<sys::xiapl_table_config> {
        let n = self.stacks.len();
        if !(2..=MAX_SEATS).contains(&n) {
            return Err(Error::invalid(format!("a table has 2 to {MAX_SEATS} seats, not {n} (one stack per seat)")));
        }
        let per_seat = |values: &[i64], what: &str| -> Result<[i64; MAX_SEATS]> {
            let mut out = [0i64; MAX_SEATS];
            if values.is_empty() {
                return Ok(out);
            }
            if values.len() != n {
                return Err(Error::invalid(format!(
                    "{what} has {} entries for {n} seats; give one per seat",
                    values.len()
                )));
            }
            out[..n].copy_from_slice(values);
            Ok(out)
        };
        if self.seat_blinds.is_some() && !self.straddles.is_empty() {
            return Err(Error::invalid(
                "give straddles either in seat_blinds (one entry per seat) or with straddles, not both",
            ));
        }
        // The usual layout places the blinds and straddles, and finds the big
        // blind's seat for its ante (with seat_blinds too).
        let usual = usual_table(self.game, self.betting, self.draws)?;
        let default_blinds = (usual.small_blind, usual.big_blind);
        let (small, big) = if self.seat_blinds.is_some() { (0, 0) } else { self.blinds.unwrap_or(default_blinds) };
        let forced = if self.seat_blinds.is_some() && self.big_blind_ante == 0 {
            None
        } else {
            Some(forced_bets(n, self.button, small, big, &self.straddles, 0, self.big_blind_ante)?)
        };
        let blinds = match (&self.seat_blinds, &forced) {
            (Some(blinds), _) => per_seat(blinds, "seat blinds")?,
            (None, Some(forced)) => per_seat(&forced.blinds, "blinds")?,
            (None, None) => unreachable!("the layout is computed without seat blinds"),
        };
        let mut antes = per_seat(&self.antes, "antes")?;
        if let Some(forced) = &forced {
            for (ante, extra) in antes.iter_mut().zip(&forced.antes) {
                *ante = ante
                    .checked_add(*extra)
                    .ok_or_else(|| Error::invalid("an ante plus the big-blind ante is too large"))?;
            }
        }
        let stacks = per_seat(&self.stacks, "stacks")?;
        let mut hole_cards = [0u64; MAX_SEATS];
        if !self.hole_cards.is_empty() {
            if self.hole_cards.len() != n {
                return Err(Error::invalid(format!(
                    "hole cards has {} entries for {n} seats; give one mask per seat (0: unknown)",
                    self.hole_cards.len()
                )));
            }
            hole_cards[..n].copy_from_slice(&self.hole_cards);
        }
        // SAFETY: an all-zero struct is a valid value; _init fills the defaults.
        let mut raw: sys::xiapl_table_config = unsafe { std::mem::zeroed() };
        // SAFETY: a valid out pointer.
        check(unsafe { sys::xiapl_table_config_init(&mut raw, size_of::<sys::xiapl_table_config>() as u32) })?;
        raw.game = self.game as i32;
        raw.betting = usual.betting as i32;
        raw.seat_count = n as i32;
        raw.button = seat_arg(self.button, "button")?;
        raw.min_bet = self.min_bet;
        raw.small_bet = self.small_bet;
        raw.big_bet = self.big_bet;
        raw.bring_in = self.bring_in;
        raw.draws = i32::try_from(self.draws)
            .map_err(|_| Error::invalid(format!("draws is {}; a draw game has 1 to 3 draws", self.draws)))?;
        raw.stacks = stacks;
        raw.antes = antes;
        raw.blinds = blinds;
        raw.hole_cards = hole_cards;
        if !self.hole_order.is_empty() {
            if self.hole_order.len() != n {
                return Err(Error::invalid(format!(
                    "hole order has {} entries for {n} seats; give one list per seat (empty: card-id order)",
                    self.hole_order.len()
                )));
            }
            for (seat, order) in self.hole_order.iter().enumerate() {
                if order.len() > RUN_MAX {
                    return Err(Error::invalid(format!(
                        "the hole order of seat {seat} lists {} cards; a seat holds at most {RUN_MAX}",
                        order.len()
                    )));
                }
                if !order.is_empty() {
                    raw.hole_order_given = 1;
                }
                for (k, card) in order.iter().enumerate() {
                    raw.hole_order[seat * RUN_MAX + k] = card.id();
                }
            }
        }
        match self.seed {
            Some(seed) => {
                raw.seed = seed;
                raw.random_holes = 1;
            }
            None => raw.seed = RandomState::new().build_hasher().finish(),
        }
        Ok(raw)
    }
}

/// The most cards one deal or draw gives ([`TableState::deal_cards`],
/// [`TableState::deal_hole_cards`], [`TableState::discard_cards`], a row of
/// [`TableState::history_cards`]).
pub const RUN_MAX: usize = sys::XIAPL_TABLE_RUN_MAX as usize;

/// Cards in order as C ids (`None`: unseen), never empty so that the pointer is valid.
fn run_ids(cards: &[Option<Card>]) -> Result<Vec<i32>> {
    if cards.len() > RUN_MAX {
        return Err(Error::invalid(format!("{} cards given; one deal or draw takes at most {RUN_MAX}", cards.len())));
    }
    let mut ids: Vec<i32> = cards.iter().map(|c| c.map_or(sys::XIAPL_CARD_UNKNOWN, Card::id)).collect();
    ids.push(sys::XIAPL_CARD_NONE);
    Ok(ids)
}

fn card_of(id: i32) -> Card {
    Card::from_id(id).expect("the library reports card ids 0..51")
}

/// One immutable state of a hand. Every transition returns a new state; the
/// C state is freed on drop. `Send + Sync`: any number of threads may read
/// one state at once. `clone()` makes a new handle of the same state.
#[derive(Debug)]
pub struct TableState {
    raw: NonNull<sys::xiapl_table_state>,
}

// SAFETY: a state handle is immutable once created and the header allows
// reading it from several threads at once; only destroy (in Drop, with
// ownership) must not race, which Rust's ownership guarantees.
unsafe impl Send for TableState {}
unsafe impl Sync for TableState {}

fn wrap(raw: *mut sys::xiapl_table_state) -> Result<TableState> {
    NonNull::new(raw).map(|raw| TableState { raw }).ok_or_else(|| Error::new(Status::Internal, "null table state"))
}

impl TableState {
    /// Start a hand from a config (see [`TableConfig::start`]). The first
    /// state is in the Betting phase, or Dealing when nobody can act.
    pub fn start(config: &TableConfig) -> Result<TableState> {
        ready();
        let raw_config = config.to_c()?;
        let mut raw = std::ptr::null_mut();
        // SAFETY: a filled config and a valid out pointer.
        check(unsafe { sys::xiapl_table_create(&raw_config, &mut raw) })?;
        wrap(raw)
    }

    /// The state saved by [`TableState::to_text`]: the config, then every
    /// action and deal replayed through the rules, the seeded stream
    /// included, so it continues the hand exactly as the saved state would.
    /// Text that is not a saved state is a [`Status::Parse`] error; a config
    /// or step the rules refuse a [`Status::InvalidArgument`] one. Either
    /// message names the line.
    pub fn from_text(text: &str) -> Result<TableState> {
        ready();
        let mut raw = std::ptr::null_mut();
        // SAFETY: `text.len()` readable bytes (no NUL needed) and a valid out pointer.
        check(unsafe { sys::xiapl_table_from_text(text.as_ptr().cast::<c_char>(), text.len() as u64, &mut raw) })?;
        wrap(raw)
    }

    /// The hand so far as text (ASCII, one line per item): its config and
    /// every action and deal that led to it. [`TableState::from_text`] turns it
    /// back into a state, in this process or another.
    pub fn to_text(&self) -> String {
        let mut buf = vec![0 as c_char; 1024];
        let mut len = 0u64;
        loop {
            // SAFETY: a live state, a buffer and its capacity, a valid out pointer.
            let status = unsafe { sys::xiapl_table_to_text(self.ptr(), buf.as_mut_ptr(), buf.len() as u64, &mut len) };
            // A short buffer says in `len` how long the text is: grow and call again.
            if status == sys::XIAPL_ERR_BUFFER_TOO_SMALL && len as usize >= buf.len() {
                buf = vec![0 as c_char; len as usize + 1];
                continue;
            }
            check(status).expect("a live state has a text");
            break;
        }
        buf[..(len as usize).min(buf.len())].iter().map(|&c| c as u8 as char).collect()
    }

    pub(crate) fn ptr(&self) -> *const sys::xiapl_table_state {
        self.raw.as_ptr()
    }

    /// Owns a state the library created (NULL is an internal error).
    pub(crate) fn from_raw(raw: *mut sys::xiapl_table_state) -> Result<TableState> {
        wrap(raw)
    }

    fn transition(
        &self,
        call: impl FnOnce(*const sys::xiapl_table_state, *mut *mut sys::xiapl_table_state) -> i32,
    ) -> Result<TableState> {
        let mut raw = std::ptr::null_mut();
        check(call(self.ptr(), &mut raw))?;
        wrap(raw)
    }

    /// The state after the seat to act does `kind` (`amount`: the street
    /// total of a bet or raise; ignored otherwise). An illegal action is an
    /// error naming the rule; this state is unchanged.
    pub fn apply(&self, kind: ActionKind, amount: i64) -> Result<TableState> {
        // SAFETY: a live state and a valid out pointer.
        self.transition(|state, out| unsafe { sys::xiapl_table_apply(state, kind as i32, amount, out) })
    }

    pub fn fold(&self) -> Result<TableState> {
        self.apply(ActionKind::Fold, 0)
    }

    pub fn check(&self) -> Result<TableState> {
        self.apply(ActionKind::Check, 0)
    }

    pub fn call(&self) -> Result<TableState> {
        self.apply(ActionKind::Call, 0)
    }

    pub fn check_or_call(&self) -> Result<TableState> {
        self.apply(ActionKind::CheckOrCall, 0)
    }

    /// Bet, or raise, to a street total of `amount` chips.
    pub fn bet_or_raise_to(&self, amount: i64) -> Result<TableState> {
        self.apply(ActionKind::BetOrRaise, amount)
    }

    pub fn all_in(&self) -> Result<TableState> {
        self.apply(ActionKind::AllIn, 0)
    }

    /// Stud, third street: post the bring-in (completing instead is
    /// [`TableState::bet_or_raise_to`] the small bet).
    pub fn bring_in(&self) -> Result<TableState> {
        self.apply(ActionKind::BringIn, 0)
    }

    /// Draw games: the seat to draw ([`Phase::Drawing`]) discards `cards`
    /// (known cards it holds, a mask) and `unknown` of the cards it holds
    /// unseen ([`TableState::unknown_cards`]); it is dealt as many once every
    /// live seat has drawn. Outside a draw, or a card the seat does not hold,
    /// is an error naming it; this state is unchanged.
    pub fn discard(&self, cards: u64, unknown: usize) -> Result<TableState> {
        let unknown = count_arg(unknown, "unknown cards")?;
        // SAFETY: a live state and a valid out pointer.
        self.transition(|state, out| unsafe { sys::xiapl_table_discard(state, cards, unknown, out) })
    }

    /// Draw games: [`TableState::discard`] with the cards in the order
    /// discarded (`None` for an unseen one; none: stand pat).
    pub fn discard_cards(&self, cards: &[Option<Card>]) -> Result<TableState> {
        let ids = run_ids(cards)?;
        // SAFETY: a live state, `cards.len()` readable ids and a valid out pointer.
        self.transition(|state, out| unsafe {
            sys::xiapl_table_discard_cards(state, ids.as_ptr(), cards.len() as u64, out)
        })
    }

    /// Draw games: the seat to draw keeps its cards (a discard of none).
    pub fn stand_pat(&self) -> Result<TableState> {
        self.discard(0, 0)
    }

    /// The state after a run of steps (a whole hand history, say), in one
    /// library call whatever their kinds: actions, board and hole-card deals
    /// and discards. A refused step is an error whose [`Error::step`] is its
    /// index and whose message starts "step i: "; this state is unchanged.
    pub fn apply_many(&self, steps: &[Step]) -> Result<TableState> {
        self.apply_batch(steps)
    }

    /// Every step in one xiapl_table_apply_many call.
    fn apply_batch(&self, steps: &[Step]) -> Result<TableState> {
        let mut seats = Vec::with_capacity(steps.len().max(1));
        let mut kinds = Vec::with_capacity(steps.len().max(1));
        let mut amounts = Vec::with_capacity(steps.len().max(1));
        for step in steps {
            match *step {
                Step::Action { seat, kind, amount } => {
                    seats.push(match seat {
                        Some(seat) => seat_arg(seat, "seat")?,
                        None => -1,
                    });
                    kinds.push(kind as i32);
                    amounts.push(amount);
                }
                Step::DealBoard(cards) => {
                    let amount = i64::try_from(cards)
                        .map_err(|_| Error::invalid(format!("board mask {cards:#x} has a bit >= 52")))?;
                    seats.push(-1);
                    kinds.push(sys::XIAPL_STEP_DEAL_BOARD);
                    amounts.push(amount);
                }
                Step::DealHole { seat, cards, up, unknown } => {
                    seats.push(seat_arg(seat, "seat")?);
                    kinds.push(sys::XIAPL_STEP_DEAL_HOLE);
                    amounts.push(pack_cards(cards, up, unknown));
                }
                Step::Discard { seat, cards, unknown } => {
                    seats.push(match seat {
                        Some(seat) => seat_arg(seat, "seat")?,
                        None => -1,
                    });
                    kinds.push(ActionKind::Discard as i32);
                    amounts.push(pack_cards(cards, 0, unknown));
                }
            }
        }
        let mut failed = 0u64;
        let mut raw = std::ptr::null_mut();
        // SAFETY: a live state, three arrays of steps.len() entries (the
        // pointers are valid and unread when it is 0) and valid out pointers.
        let status = unsafe {
            sys::xiapl_table_apply_many(
                self.ptr(),
                seats.as_ptr(),
                kinds.as_ptr(),
                amounts.as_ptr(),
                steps.len() as u64,
                &mut raw,
                &mut failed,
            )
        };
        match check(status) {
            Ok(()) => wrap(raw),
            Err(error) if (failed as usize) < steps.len() => Err(error.at_step(failed as usize)),
            Err(error) => Err(error),
        }
    }

    /// Deal the due board cards (a mask: 3 for the flop, 1 for the turn or
    /// river, 1 for stud's community card when the deck runs short).
    pub fn deal(&self, cards: u64) -> Result<TableState> {
        // SAFETY: a live state and a valid out pointer.
        self.transition(|state, out| unsafe { sys::xiapl_table_deal_board(state, cards, out) })
    }

    /// Stud and draw games: deal hole cards to `seat`, which must be due
    /// them ([`TableState::deal_seat`] is the next such seat, but any seat
    /// due cards may be dealt first): `cards` the known cards (a mask), `up`
    /// the face-up part of them (stud: third street deals two down and one
    /// up, then up, up, up and down; else 0), `unknown` how many more are
    /// dealt unseen. More cards than are due, a card already dealt or face-up
    /// cards that are not due is an error naming it; this state is
    /// unchanged.
    pub fn deal_hole(&self, seat: usize, cards: u64, up: u64, unknown: usize) -> Result<TableState> {
        let seat = seat_arg(seat, "seat")?;
        let unknown = count_arg(unknown, "unknown cards")?;
        // SAFETY: a live state and a valid out pointer.
        self.transition(|state, out| unsafe { sys::xiapl_table_deal_hole(state, seat, cards, up, unknown, out) })
    }

    /// [`TableState::deal`] with the cards in the order dealt:
    /// [`TableState::board_cards`], [`TableState::history_cards`] and the PHH
    /// written from the state keep it (`"d db Kd9h2c"`). A card given twice is
    /// an error, as are `deal`'s.
    pub fn deal_cards(&self, cards: &[Card]) -> Result<TableState> {
        let known: Vec<Option<Card>> = cards.iter().copied().map(Some).collect();
        let ids = run_ids(&known)?;
        // SAFETY: a live state, `cards.len()` readable ids and a valid out pointer.
        self.transition(|state, out| unsafe {
            sys::xiapl_table_deal_board_cards(state, ids.as_ptr(), cards.len() as u64, out)
        })
    }

    /// [`TableState::deal_hole`] with the cards in the order dealt, `None`
    /// for each one dealt unseen; `up` as `deal_hole`'s.
    pub fn deal_hole_cards(&self, seat: usize, cards: &[Option<Card>], up: u64) -> Result<TableState> {
        let seat = seat_arg(seat, "seat")?;
        let ids = run_ids(cards)?;
        // SAFETY: a live state, `cards.len()` readable ids and a valid out pointer.
        self.transition(|state, out| unsafe {
            sys::xiapl_table_deal_hole_cards(state, seat, ids.as_ptr(), cards.len() as u64, up, out)
        })
    }

    /// The board cards in the order dealt ([`TableState::board`]: the same
    /// cards as a mask).
    pub fn board_cards(&self) -> Vec<Card> {
        let mut ids = [0i32; RUN_MAX];
        let mut len = 0u64;
        // SAFETY: a live state, RUN_MAX id slots and a valid out pointer.
        check(unsafe { sys::xiapl_table_board_cards(self.ptr(), ids.as_mut_ptr(), RUN_MAX as u64, &mut len) })
            .expect("a board holds at most five cards");
        ids[..len as usize].iter().map(|&id| card_of(id)).collect()
    }

    /// A seat's known hole cards in the order dealt
    /// ([`TableState::hole_cards`]: the same cards as masks); a draw's
    /// replacements come after the cards kept. A seat that is not one is an
    /// error.
    pub fn hole_cards_in_order(&self, seat: usize) -> Result<Vec<Card>> {
        let seat = seat_arg(seat, "seat")?;
        let mut ids = [0i32; RUN_MAX];
        let mut len = 0u64;
        // SAFETY: a live state, RUN_MAX id slots and a valid out pointer.
        check(unsafe { sys::xiapl_table_hole_cards(self.ptr(), seat, ids.as_mut_ptr(), RUN_MAX as u64, &mut len) })?;
        Ok(ids[..len as usize].iter().map(|&id| card_of(id)).collect())
    }

    /// For each step of [`TableState::history`], its cards in the order
    /// dealt or discarded (`None`: unseen; an action: none). A deal given as
    /// a mask lists its cards in card-id order (a stud hole deal: face-down,
    /// unseen, then face-up).
    pub fn history_cards(&self) -> Vec<Vec<Option<Card>>> {
        let steps = usize::try_from(self.info().history_len).unwrap_or(0);
        let mut rows = vec![0i32; steps.max(1) * RUN_MAX];
        let mut len = 0u64;
        // SAFETY: a live state, `steps` rows of RUN_MAX ids and a valid out pointer.
        check(unsafe { sys::xiapl_table_history_cards(self.ptr(), rows.as_mut_ptr(), steps as u64, &mut len) })
            .expect("a live state has a history");
        rows.chunks(RUN_MAX)
            .take(len as usize)
            .map(|row| {
                row.iter()
                    .filter(|&&id| id != sys::XIAPL_CARD_NONE)
                    .map(|&id| if id == sys::XIAPL_CARD_UNKNOWN { None } else { Some(card_of(id)) })
                    .collect()
            })
            .collect()
    }

    /// Deal whatever is due next from the hand's seeded stream: the board
    /// cards, or every card due to [`TableState::deal_seat`] (stud: the
    /// face-down ones first). Nothing due is an error.
    pub fn deal_random(&self) -> Result<TableState> {
        // SAFETY: a live state and a valid out pointer.
        self.transition(|state, out| unsafe { sys::xiapl_table_deal_random(state, out) })
    }

    /// The legal actions of the seat to act (none unless betting; a single
    /// `Discard` row when a seat must draw).
    pub fn legal_actions(&self) -> Vec<LegalAction> {
        let (mut kinds, mut min, mut max) = ([0i32; 8], [0i64; 8], [0i64; 8]);
        let mut len = 0u64;
        // SAFETY: a live state and three 8-entry buffers (5 rows at most).
        check(unsafe {
            sys::xiapl_table_legal_actions(
                self.ptr(),
                kinds.as_mut_ptr(),
                min.as_mut_ptr(),
                max.as_mut_ptr(),
                8,
                &mut len,
            )
        })
        .expect("at most 5 legal actions");
        (0..(len as usize).min(8))
            .map(|i| LegalAction {
                kind: ActionKind::try_from(kinds[i]).expect("the library reports known actions"),
                min: min[i],
                max: max[i],
            })
            .collect()
    }

    /// A snapshot of the hand.
    pub fn info(&self) -> TableInfo {
        // SAFETY: an all-zero struct is a valid value.
        let mut raw: sys::xiapl_table_info = unsafe { std::mem::zeroed() };
        raw.struct_size = std::mem::size_of::<sys::xiapl_table_info>() as u32;
        // SAFETY: a live state and a sized struct.
        check(unsafe { sys::xiapl_table_info_get(self.ptr(), &mut raw) }).expect("a live state has info");
        TableInfo {
            seat_count: raw.seat_count as usize,
            phase: Phase::try_from(raw.phase).expect("the library reports known phases"),
            street: street_of(raw.street),
            actor: usize::try_from(raw.actor).ok(),
            cards_needed: raw.cards_needed.max(0) as usize,
            board: raw.board,
            pot_total: raw.pot_total,
            current_bet: raw.current_bet,
            min_raise: raw.min_raise,
            total_chips: raw.total_chips,
            history_len: raw.history_len,
            game: Game::try_from(raw.game).expect("a state's game is a known game"),
            betting: Betting::try_from(raw.betting).expect("a state's betting is a known structure"),
            button: raw.button.max(0) as usize,
            raises: raw.raises.max(0) as usize,
            fixed_bet: raw.fixed_bet,
            needless_folds: raw.needless_folds.max(0) as usize,
            deal_seat: usize::try_from(raw.deal_seat).ok(),
            hole_cards_due: raw.hole_cards_due.max(0) as usize,
            last_street: street_of(raw.last_street),
            completing: raw.completing != 0,
            returned: usize::try_from(raw.returned_to)
                .ok()
                .filter(|_| raw.returned > 0)
                .map(|seat| (seat, raw.returned)),
        }
    }

    /// The game of the hand.
    pub fn game(&self) -> Game {
        self.info().game
    }

    pub fn betting(&self) -> Betting {
        self.info().betting
    }

    /// Bets and raises made on this street (the blinds not counted).
    pub fn raises(&self) -> usize {
        self.info().raises
    }

    /// Fixed limit: this street's bet size; else 0.
    pub fn fixed_bet(&self) -> i64 {
        self.info().fixed_bet
    }

    /// The dealer button's seat.
    pub fn button(&self) -> usize {
        self.info().button
    }

    /// Dealing: the seat next due hole cards, else `None`.
    pub fn deal_seat(&self) -> Option<usize> {
        self.info().deal_seat
    }

    /// The hole cards due to [`TableState::deal_seat`], else 0.
    pub fn hole_cards_due(&self) -> usize {
        self.info().hole_cards_due
    }

    /// The game's last street ([`TableInfo::last_street`]).
    pub fn last_street(&self) -> Street {
        self.info().last_street
    }

    /// Folds when checking was free that a replayed hand history held (see
    /// [`HistoryStep::needless`]); 0 for a hand played through the rules.
    pub fn needless_folds(&self) -> usize {
        self.info().needless_folds
    }

    /// Every warning about the history, oldest first, as the library makes
    /// it: one per fold when checking was free that a hand-history replay
    /// kept. Empty when [`TableState::needless_folds`] is 0.
    pub fn replay_warnings(&self) -> Vec<ReplayWarning> {
        let count = self.info().needless_folds;
        if count == 0 {
            return Vec::new();
        }
        // SAFETY: an all-zero row is a valid value.
        let mut raw = vec![unsafe { std::mem::zeroed::<sys::xiapl_table_warning>() }; count];
        let mut len = 0u64;
        // SAFETY: a live state, `count` rows and a valid out pointer.
        check(unsafe { sys::xiapl_table_warnings(self.ptr(), raw.as_mut_ptr(), count as u64, &mut len) })
            .expect("needless_folds rows hold the warnings");
        raw[..(len as usize).min(count)]
            .iter()
            .enumerate()
            .map(|(index, row)| ReplayWarning {
                kind: if row.kind == sys::XIAPL_WARNING_NEEDLESS_FOLD {
                    WarningKind::NeedlessFold
                } else {
                    WarningKind::Other(row.kind)
                },
                step: usize::try_from(row.step).unwrap_or(0),
                seat: usize::try_from(row.seat).unwrap_or(0),
                player: usize::try_from(row.player).unwrap_or(0),
                street: street_of(row.street),
                text: self.warning_text(index),
            })
            .collect()
    }

    fn warning_text(&self, index: usize) -> String {
        let mut buf = vec![0 as c_char; 256];
        let mut len = 0u64;
        loop {
            // SAFETY: a live state, a buffer and its capacity, a valid out pointer.
            let status = unsafe {
                sys::xiapl_table_warning_text(self.ptr(), index as u64, buf.as_mut_ptr(), buf.len() as u64, &mut len)
            };
            if status == sys::XIAPL_ERR_BUFFER_TOO_SMALL && len as usize >= buf.len() {
                buf = vec![0 as c_char; len as usize + 1];
                continue;
            }
            check(status).expect("a warning the library listed has a text");
            break;
        }
        buf[..(len as usize).min(buf.len())].iter().map(|&c| c as u8 as char).collect()
    }

    /// The text of each of [`TableState::replay_warnings`], oldest first:
    /// `"p1 folds preflop when checking was free; the replay keeps the fold"`
    /// (players numbered as PHH does, the seat after the button p1; board
    /// games "preflop", "on the flop" ..; stud "on third street" ..; draw
    /// games "before the first draw", "after the first draw" ..). Empty when
    /// [`TableState::needless_folds`] is 0.
    pub fn warnings(&self) -> Vec<String> {
        self.replay_warnings().into_iter().map(|w| w.text).collect()
    }

    /// Every action, discard and deal that led to this state, oldest first
    /// (the forced bets are the start, not steps).
    pub fn history(&self) -> Vec<HistoryStep> {
        let mut capacity = usize::try_from(self.info().history_len).unwrap_or(0).max(1);
        loop {
            // SAFETY: an all-zero step is a valid value.
            let mut raw = vec![unsafe { std::mem::zeroed::<sys::xiapl_table_step>() }; capacity];
            let mut len = 0u64;
            // SAFETY: a live state, `capacity` step slots and a valid out pointer.
            let status = unsafe { sys::xiapl_table_history(self.ptr(), raw.as_mut_ptr(), capacity as u64, &mut len) };
            if status == sys::XIAPL_ERR_BUFFER_TOO_SMALL && len as usize > capacity {
                capacity = len as usize;
                continue;
            }
            check(status).expect("a live state has a history");
            return raw[..(len as usize).min(capacity)]
                .iter()
                .map(|step| {
                    let deal = step.kind == sys::XIAPL_STEP_DEAL_BOARD || step.kind == sys::XIAPL_STEP_DEAL_HOLE;
                    HistoryStep {
                        seat: if deal { None } else { usize::try_from(step.seat).ok() },
                        kind: if deal {
                            None
                        } else {
                            Some(ActionKind::try_from(step.kind).expect("the library reports known actions"))
                        },
                        amount: if deal { 0 } else { step.amount },
                        cards: step.cards,
                        random: deal && step.random != 0,
                        needless: !deal && step.needless != 0,
                        to: if step.kind == sys::XIAPL_STEP_DEAL_HOLE { usize::try_from(step.to).ok() } else { None },
                        unknown: step.unknown.max(0) as usize,
                        up: if step.kind == sys::XIAPL_STEP_DEAL_HOLE { step.up } else { 0 },
                        street: street_of(step.street),
                        draw: step.draw.max(0) as usize,
                    }
                })
                .collect();
        }
    }

    /// Who won each pot of a finished hand and how much, main pot first (the
    /// award the engine made: `won` of every pot sums to [`TableState::won`]).
    /// A hand that is not finished is [`Status::InvalidArgument`].
    pub fn pot_results(&self) -> Result<Vec<PotResult>> {
        let seats = self.seat_count();
        let mut capacity = MAX_SEATS;
        loop {
            // SAFETY: an all-zero row is a valid value.
            let mut raw = vec![unsafe { std::mem::zeroed::<sys::xiapl_pot_result>() }; capacity];
            let mut len = 0u64;
            // SAFETY: a live state, `capacity` rows and a valid out pointer.
            let status =
                unsafe { sys::xiapl_table_pot_results(self.ptr(), raw.as_mut_ptr(), capacity as u64, &mut len) };
            if status == sys::XIAPL_ERR_BUFFER_TOO_SMALL && len as usize > capacity {
                capacity = len as usize;
                continue;
            }
            check(status)?;
            return Ok(raw[..(len as usize).min(capacity)]
                .iter()
                .map(|row| PotResult {
                    amount: row.amount,
                    eligible: seats_of(row.eligible, seats),
                    winners: seats_of(row.winners, seats),
                    won: row.won[..seats].to_vec(),
                    high_winners: seats_of(row.high_winners, seats),
                    low_winners: seats_of(row.low_winners, seats),
                    odd_chips: row.odd_chips,
                    odd_chip_seats: seats_of(row.odd_chip_seats, seats),
                    order: row.order[..seats].iter().filter_map(|&seat| usize::try_from(seat).ok()).collect(),
                })
                .collect());
        }
    }

    /// The all-in equity of the hand: every state of its history where the
    /// betting is over with board cards to come is a spot (the first is the
    /// street the money went in), and each pot of a spot is shared by exact
    /// enumeration among its live eligible seats. A hand with no such state
    /// has no spots. `count_folded_cards`: folded seats' known cards are dead
    /// (the exact odds given what is known), else they may come (the odds the
    /// players could compute). `threads`: 0 = one per CPU. A live seat whose
    /// hole cards are unknown at a spot is [`Status::InvalidArgument`] naming
    /// the seat. A stud spot is the end of a street's betting, each live
    /// seat's own cards to come (no board); draw hands have no spots (their
    /// equity depends on the draws).
    pub fn allin_equity(&self, count_folded_cards: bool, threads: usize) -> Result<Vec<AllInSpot>> {
        let seats = self.seat_count();
        let threads = i32::try_from(threads).unwrap_or(i32::MAX);
        let (mut spot_capacity, mut pot_capacity) = (4usize, 4 * MAX_SEATS);
        loop {
            // SAFETY: all-zero rows are valid values.
            let mut spots = vec![unsafe { std::mem::zeroed::<sys::xiapl_allin_spot>() }; spot_capacity];
            // SAFETY: as above.
            let mut pots = vec![unsafe { std::mem::zeroed::<sys::xiapl_allin_pot>() }; pot_capacity];
            let (mut spot_count, mut pot_count) = (0u64, 0u64);
            // SAFETY: a live state, two row buffers with their capacities and valid out pointers.
            let status = unsafe {
                sys::xiapl_table_allin_equity(
                    self.ptr(),
                    i32::from(count_folded_cards),
                    threads,
                    spots.as_mut_ptr(),
                    spot_capacity as u64,
                    &mut spot_count,
                    pots.as_mut_ptr(),
                    pot_capacity as u64,
                    &mut pot_count,
                )
            };
            if status == sys::XIAPL_ERR_BUFFER_TOO_SMALL
                && (spot_count as usize > spot_capacity || pot_count as usize > pot_capacity)
            {
                spot_capacity = spot_capacity.max(spot_count as usize);
                pot_capacity = pot_capacity.max(pot_count as usize);
                continue;
            }
            check(status)?;
            let pots = &pots[..(pot_count as usize).min(pot_capacity)];
            return spots[..(spot_count as usize).min(spot_capacity)]
                .iter()
                .enumerate()
                .map(|(index, spot)| {
                    Ok(AllInSpot {
                        street: street_of(spot.street),
                        board: spot.board,
                        dead: spot.dead,
                        live: seats_of(spot.live, seats),
                        expected: spot.expected[..seats].to_vec(),
                        pots: pots
                            .iter()
                            .filter(|pot| usize::try_from(pot.spot).ok() == Some(index))
                            .map(|pot| AllInPot {
                                amount: pot.amount,
                                eligible: seats_of(pot.eligible, seats),
                                equity: pot.equity[..seats].to_vec(),
                                win: pot.win[..seats].to_vec(),
                                tie: pot.tie[..seats].to_vec(),
                            })
                            .collect(),
                    })
                })
                .collect();
        }
    }

    /// The hand so far as a one-hand PHH document ([`Phh::from_table`]): the
    /// seats rotated so the button is the last player, amounts in chips times
    /// `unit` (`None`: "1"). Replaying it gives the same stacks.
    pub fn to_phh(&self, unit: Option<&str>) -> Result<Phh> {
        Phh::from_table(self, unit)
    }

    pub fn seat_count(&self) -> usize {
        self.info().seat_count
    }

    pub fn phase(&self) -> Phase {
        self.info().phase
    }

    pub fn street(&self) -> Street {
        self.info().street
    }

    /// The seat to act or to draw, or `None`.
    pub fn actor(&self) -> Option<usize> {
        self.info().actor
    }

    pub fn is_finished(&self) -> bool {
        self.phase() == Phase::Finished
    }

    /// Board cards due (Dealing), else 0 (hole cards due:
    /// [`TableState::hole_cards_due`]).
    pub fn cards_needed(&self) -> usize {
        self.info().cards_needed
    }

    /// The board's card mask.
    pub fn board(&self) -> u64 {
        self.info().board
    }

    /// Chips in the pots (0 once finished).
    pub fn pot_total(&self) -> i64 {
        self.info().pot_total
    }

    pub fn current_bet(&self) -> i64 {
        self.info().current_bet
    }

    /// The chips in play; the same in every state of a hand.
    pub fn total_chips(&self) -> i64 {
        self.info().total_chips
    }

    fn column(&self, column: i32) -> Vec<i64> {
        let mut out = [0i64; MAX_SEATS];
        let mut len = 0u64;
        // SAFETY: a live state and a MAX_SEATS buffer.
        check(unsafe {
            sys::xiapl_table_seat_values(self.ptr(), column, out.as_mut_ptr(), MAX_SEATS as u64, &mut len)
        })
        .expect("a known column of at most MAX_SEATS seats");
        out[..(len as usize).min(MAX_SEATS)].to_vec()
    }

    /// Chips behind, per seat (finished: the final stacks).
    pub fn stacks(&self) -> Vec<i64> {
        self.column(sys::XIAPL_SEAT_STACK)
    }

    /// Chips put in on this street, per seat.
    pub fn bets(&self) -> Vec<i64> {
        self.column(sys::XIAPL_SEAT_BET)
    }

    /// Chips put in this hand (uncalled chips returned), per seat.
    pub fn contributed(&self) -> Vec<i64> {
        self.column(sys::XIAPL_SEAT_CONTRIBUTED)
    }

    /// Chips awarded from the pots, per seat.
    pub fn won(&self) -> Vec<i64> {
        self.column(sys::XIAPL_SEAT_WON)
    }

    pub fn folded(&self) -> Vec<bool> {
        self.column(sys::XIAPL_SEAT_FOLDED).into_iter().map(|v| v != 0).collect()
    }

    pub fn all_in_seats(&self) -> Vec<bool> {
        self.column(sys::XIAPL_SEAT_ALL_IN).into_iter().map(|v| v != 0).collect()
    }

    /// Each seat's known hole cards, a mask (stud: the up cards included;
    /// board games: 0 when unknown).
    pub fn hole_cards(&self) -> Vec<u64> {
        self.column(sys::XIAPL_SEAT_HOLE).into_iter().map(|v| v as u64).collect()
    }

    /// Stud: each seat's face-up cards, a mask (0 in other games).
    pub fn up_cards(&self) -> Vec<u64> {
        self.column(sys::XIAPL_SEAT_UP).into_iter().map(|v| v as u64).collect()
    }

    /// Stud and draw games: how many cards each seat holds that are not known.
    pub fn unknown_cards(&self) -> Vec<usize> {
        self.column(sys::XIAPL_SEAT_UNKNOWN).into_iter().map(|v| v.max(0) as usize).collect()
    }

    /// The pots, main pot first (finished: as awarded).
    pub fn pots(&self) -> Vec<Pot> {
        let mut capacity = MAX_SEATS + 2;
        loop {
            let (mut amounts, mut eligible) = (vec![0i64; capacity], vec![0u64; capacity]);
            let mut len = 0u64;
            // SAFETY: a live state and two buffers of `capacity` entries.
            let status = unsafe {
                sys::xiapl_table_pots(
                    self.ptr(),
                    amounts.as_mut_ptr(),
                    eligible.as_mut_ptr(),
                    capacity as u64,
                    &mut len,
                )
            };
            if status == sys::XIAPL_ERR_BUFFER_TOO_SMALL && len as usize > capacity {
                capacity = len as usize;
                continue;
            }
            check(status).expect("a live state has pots");
            return (0..(len as usize).min(capacity))
                .map(|i| Pot {
                    amount: amounts[i],
                    eligible: (0..MAX_SEATS).filter(|s| eligible[i] >> s & 1 == 1).collect(),
                })
                .collect();
        }
    }

    /// Chip conservation, no card dealt twice, a legal actor, awards equal to
    /// the pots: `Ok` when all hold, else an error naming the broken one.
    pub fn check_invariants(&self) -> Result<()> {
        // SAFETY: a live state.
        check(unsafe { sys::xiapl_table_check_invariants(self.ptr()) })
    }
}

impl Clone for TableState {
    /// A new handle of the same state (an empty `apply_many`).
    fn clone(&self) -> TableState {
        self.apply_many(&[]).expect("an empty run of steps always succeeds")
    }
}

impl Drop for TableState {
    fn drop(&mut self) {
        // SAFETY: created by the library and destroyed exactly once.
        unsafe { sys::xiapl_table_destroy(self.raw.as_ptr()) }
    }
}
