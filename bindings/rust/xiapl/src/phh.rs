//! Poker Hand History (PHH) files, read, written and replayed by the
//! library's core (`xiapl_phh_*`, docs/phh.md): the same checks, errors and
//! replay in every language.
//!
//! A [`Phh`] is an immutable document of one hand (a `.phh` text) or several
//! (a `.phhs` text). Every variant code of the PHH specification is read and
//! written (`FT`, `NT`, `NS`, `PO`, `FO/8`, `F7S`, `F7S/8`, `FR`, `N2L1D`,
//! `F2L3D`, `FB`; with the fields `bring_in`, `small_bet` and `big_bet` and
//! the actions `pN pb` and `pN sd [CARDS]`); a code the specification does
//! not define is [`Status::Unsupported`]. The engine replays every variant:
//! the board games, stud (bring-ins, up cards) and draw games (discards).
//! Text that is not PHH is [`Status::Parse`], naming
//! the line, the field or action, and the token; nothing half-read is
//! returned. An action the rules refuse stops a replay with
//! [`Status::InvalidArgument`] naming the action and the rule.
//!
//! Amounts stay the decimals the file wrote; a replay counts integer chips of
//! a unit, by default the hand's own ([`Phh::chip_unit`]: the largest power of
//! ten, at most 1, that makes its amounts whole). [`chips_from_amount`],
//! [`chips_to_amount`] and [`chip_unit`] convert exactly.
//!
//! ```no_run
//! use xiapl::{chips_to_amount, Phh};
//!
//! let text = std::fs::read_to_string("tests/fixtures/phh/dwan-ivey-2009.phh").unwrap();
//! let hand = Phh::parse(&text)?;
//! let unit = hand.chip_unit(0)?;
//! let state = hand.replay(0, None)?;
//! for chips in state.stacks() {
//!     println!("{}", chips_to_amount(&unit, chips)?); // 572100, 1997500, 1109500
//! }
//! # Ok::<(), xiapl::Error>(())
//! ```

use std::ffi::{c_char, CString};
use std::fmt;
use std::ptr::NonNull;
use std::str::FromStr;

use crate::card::Card;
use crate::error::{check, Error, Result};
use crate::game::Game;
use crate::json::{flat_object, Scalar};
use crate::table::{Betting, TableState, MAX_SEATS};
use crate::{ready, sys, Status};

/// Runs a `(..., buf, capacity, out_len)` call with a buffer of `initial`
/// bytes, growing it when the library says it is short, and returns the text
/// it wrote.
pub(crate) fn text_out(initial: usize, mut call: impl FnMut(*mut c_char, u64, &mut u64) -> i32) -> Result<String> {
    let mut buf = vec![0u8; initial.max(1)];
    loop {
        let mut len = 0u64;
        let status = call(buf.as_mut_ptr().cast::<c_char>(), buf.len() as u64, &mut len);
        if status == sys::XIAPL_ERR_BUFFER_TOO_SMALL && len as usize >= buf.len() {
            buf = vec![0u8; len as usize + 1];
            continue;
        }
        check(status)?;
        let len = (len as usize).min(buf.len());
        return Ok(String::from_utf8_lossy(&buf[..len]).into_owned());
    }
}

/// A decimal (a unit, an amount) as a C string.
fn decimal(text: &str, what: &str) -> Result<CString> {
    CString::new(text).map_err(|_| Error::invalid(format!("{what} {text:?} holds a NUL; write it like 300 or 12.5")))
}

/// An optional unit as a C string (`None`: NULL, the default).
fn unit_arg(unit: Option<&str>) -> Result<Option<CString>> {
    unit.map(|u| decimal(u, "chip unit")).transpose()
}

fn unit_ptr(unit: &Option<CString>) -> *const c_char {
    unit.as_ref().map_or(std::ptr::null(), |u| u.as_ptr())
}

/// A PHH document: one hand or several, immutable once read. `Send + Sync`;
/// `clone()` makes a new document of the same hands; the C document is freed
/// on drop.
#[derive(Debug)]
pub struct Phh {
    raw: NonNull<sys::xiapl_phh>,
}

// SAFETY: a document is immutable once created and the header allows every
// reading call from any thread at once; only destroy (in Drop, with
// ownership) must not race, which Rust's ownership guarantees.
unsafe impl Send for Phh {}
unsafe impl Sync for Phh {}

/// What a hand's actions say about its game and cards ([`Phh::info`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PhhInfo {
    /// The variant's game (PO: Omaha with the most hole cards any player
    /// shows).
    pub game: Game,
    /// The variant's betting structure.
    pub betting: Betting,
    /// Players, p1 = seat 0.
    pub player_count: usize,
    /// Every board card dealt (a mask).
    pub board: u64,
    /// Each player's known hole cards (a mask: dealt, else shown; 0 unknown).
    pub holes: Vec<u64>,
}

impl PhhInfo {
    pub fn is_pot_limit(&self) -> bool {
        self.betting == Betting::PotLimit
    }
}

/// The site formats [`Phh::read_sites`] reads (docs/sites.md).
pub const SITES: [&str; 8] =
    ["pokerstars", "ggpoker", "winningpoker", "pacific", "ipoker", "partypoker", "winamax", "fulltilt"];

/// A hand [`Phh::read_sites`] left out, and why.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SiteFailure {
    /// The site format, or "" when none was recognized.
    pub site: String,
    /// The site's hand id, or "" when it could not be read.
    pub hand: String,
    /// The 1-based line of the text.
    pub line: u64,
    /// What is wrong.
    pub reason: String,
}

/// What [`Phh::read_sites`] found.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct SiteReport {
    /// The hands the text holds.
    pub hands: u64,
    /// The hands kept: the document's count.
    pub kept: u64,
    /// Every hand left out, in text order.
    pub failures: Vec<SiteFailure>,
}

/// The top-level objects of a JSON array's text (the library's report).
fn objects(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let (mut out, mut depth, mut start, mut in_string, mut escaped) = (Vec::new(), 0usize, 0usize, false, false);
    for (i, &b) in bytes.iter().enumerate() {
        if in_string {
            if escaped {
                escaped = false;
            } else if b == b'\\' {
                escaped = true;
            } else if b == b'"' {
                in_string = false;
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'{' => {
                if depth == 0 {
                    start = i;
                }
                depth += 1;
            }
            // The array's own closing bracket and the report's brace end it.
            b'}' if depth == 0 => break,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    out.push(&text[start..=i]);
                }
            }
            _ => {}
        }
    }
    out
}

fn parse_report(text: &str) -> Result<SiteReport> {
    let bad = |what: String| Error::new(Status::Internal, format!("the site report is not the form expected: {what}"));
    let at = text.find("\"failures\": [").ok_or_else(|| bad(text.to_string()))?;
    let head = flat_object(&format!("{}}}", text[..at].trim_end().trim_end_matches(','))).map_err(bad)?;
    let count = |key: &str| match head.get(key) {
        Some(Scalar::Int(n)) if *n >= 0 => Ok(*n as u64),
        _ => Err(bad(format!("no {key}"))),
    };
    let mut report = SiteReport { hands: count("hands")?, kept: count("kept")?, failures: Vec::new() };
    for object in objects(&text[at + 13..]) {
        let f = flat_object(object).map_err(bad)?;
        let text_of = |key: &str| match f.get(key) {
            Some(Scalar::Str(s)) => Ok(s.clone()),
            _ => Err(bad(format!("a failure without {key}"))),
        };
        let line = match f.get("line") {
            Some(Scalar::Int(n)) if *n >= 0 => *n as u64,
            _ => return Err(bad("a failure without its line".into())),
        };
        report.failures.push(SiteFailure {
            site: text_of("site")?,
            hand: text_of("hand")?,
            line,
            reason: text_of("reason")?,
        });
    }
    Ok(report)
}

fn wrap(raw: *mut sys::xiapl_phh) -> Result<Phh> {
    NonNull::new(raw).map(|raw| Phh { raw }).ok_or_else(|| Error::new(Status::Internal, "null PHH document"))
}

/// A hand index for the calls that take `uint64_t`.
fn hand(index: usize) -> u64 {
    index as u64
}

/// A hand index for the calls that also take XIAPL_PHH_ALL (out of range: the library says so).
fn hand_or_all(index: Option<usize>) -> i64 {
    index.map_or(i64::from(sys::XIAPL_PHH_ALL), |i| i64::try_from(i).unwrap_or(i64::MAX))
}

impl Phh {
    /// Reads PHH text: a `.phh` hand or a `.phhs` text of hands (`[1]`,
    /// `[2]`, ... tables).
    pub fn parse(text: &str) -> Result<Phh> {
        ready();
        let mut raw = std::ptr::null_mut();
        // SAFETY: `text.len()` readable bytes (no NUL needed) and a valid out pointer.
        check(unsafe { sys::xiapl_phh_parse(text.as_ptr().cast::<c_char>(), text.len() as u64, &mut raw) })?;
        wrap(raw)
    }

    /// A document from JSON: one hand object or an array of them, with the
    /// PHH field names (the form [`Phh::json`] writes; docs/phh.md, "JSON"),
    /// checked as [`Phh::parse`] checks a file.
    pub fn from_json(json: &str) -> Result<Phh> {
        ready();
        let mut raw = std::ptr::null_mut();
        // SAFETY: `json.len()` readable bytes and a valid out pointer.
        check(unsafe { sys::xiapl_phh_from_json(json.as_ptr().cast::<c_char>(), json.len() as u64, &mut raw) })?;
        wrap(raw)
    }

    /// The hand of a table state as a one-hand document (also
    /// [`TableState::to_phh`]): the seats rotated so the button is the last
    /// player, known hole cards dealt and others `????` (stud deals as
    /// `d dh pN <down cards><??..><up cards>`), amounts in chips times `unit`
    /// (`None`: "1"). A game and betting PHH has no code for (no-limit Omaha,
    /// no- or pot-limit stud, say) is [`Status::Unsupported`].
    pub fn from_table(state: &TableState, unit: Option<&str>) -> Result<Phh> {
        let unit = unit_arg(unit)?;
        let mut raw = std::ptr::null_mut();
        // SAFETY: a live state, a NUL-terminated unit or NULL, a valid out pointer.
        check(unsafe { sys::xiapl_phh_from_table(state.ptr(), unit_ptr(&unit), &mut raw) })?;
        wrap(raw)
    }

    fn ptr(&self) -> *const sys::xiapl_phh {
        self.raw.as_ptr()
    }

    /// Imports a poker site's hand-history text (docs/sites.md): a document
    /// of the hands kept, each proved by replay to the site's collections,
    /// and the report of the others. `site` is one of [`SITES`], or `None`
    /// to detect each hand's format; another name is
    /// [`Status::InvalidArgument`].
    pub fn read_sites(text: &str, site: Option<&str>) -> Result<(Phh, SiteReport)> {
        ready();
        let site =
            site.map(|s| CString::new(s).map_err(|_| Error::invalid(format!("site {s:?} holds a NUL")))).transpose()?;
        let mut raw = std::ptr::null_mut();
        // SAFETY: `text.len()` readable bytes, a NUL-terminated site or NULL, a valid out pointer.
        check(unsafe {
            sys::xiapl_sites_read(
                text.as_ptr().cast::<c_char>(),
                text.len() as u64,
                site.as_ref().map_or(std::ptr::null(), |s| s.as_ptr()),
                &mut raw,
            )
        })?;
        let doc = wrap(raw)?;
        let report = doc.site_report()?;
        Ok((doc, report))
    }

    /// What [`Phh::read_sites`] found (a document read otherwise: its hands
    /// kept, no failure).
    pub fn site_report(&self) -> Result<SiteReport> {
        // SAFETY: a live document, a buffer of `capacity` bytes and a valid out pointer.
        let text =
            text_out(256, |buf, capacity, len| unsafe { sys::xiapl_sites_report(self.ptr(), buf, capacity, len) })?;
        parse_report(&text)
    }

    /// Hand `index` as PokerStars text, such that [`Phh::read_sites`] gives
    /// the hand back. A variant other than NT, FT, PT, PO, NO, FO, FO/8, PO/8
    /// and NO/8, or runs PokerStars does not deal (more than three), is
    /// [`Status::Unsupported`].
    pub fn poker_stars(&self, index: usize) -> Result<String> {
        // SAFETY: a live document, a buffer of `capacity` bytes and a valid out pointer.
        text_out(4096, |buf, capacity, len| unsafe {
            sys::xiapl_sites_to_pokerstars(self.ptr(), hand(index), buf, capacity, len)
        })
    }

    /// The number of hands (1 for a `.phh` text).
    pub fn count(&self) -> usize {
        let mut count = 0u64;
        // SAFETY: a live document and a valid out pointer.
        check(unsafe { sys::xiapl_phh_count(self.ptr(), &mut count) }).expect("a live document has a count");
        count as usize
    }

    /// Hand `index` as `.phh` text in the canonical field order; reading it
    /// back gives the same hand. An index out of range is
    /// [`Status::InvalidArgument`].
    pub fn text(&self, index: usize) -> Result<String> {
        self.text_at(Some(index))
    }

    /// Every hand as a `.phhs` text (`[1]`, `[2]`, ... tables).
    pub fn text_all(&self) -> String {
        self.text_at(None).expect("a live document has a text")
    }

    fn text_at(&self, index: Option<usize>) -> Result<String> {
        // SAFETY: a live document, a buffer of `capacity` bytes and a valid out pointer.
        text_out(4096, |buf, capacity, len| unsafe {
            sys::xiapl_phh_to_text(self.ptr(), hand_or_all(index), buf, capacity, len)
        })
    }

    /// Hand `index` as a JSON object with the PHH field names (docs/phh.md, "JSON").
    pub fn json(&self, index: usize) -> Result<String> {
        self.json_at(Some(index))
    }

    /// Every hand as a JSON array of objects; [`Phh::from_json`] reads it back.
    pub fn json_all(&self) -> String {
        self.json_at(None).expect("a live document has a JSON form")
    }

    fn json_at(&self, index: Option<usize>) -> Result<String> {
        // SAFETY: a live document, a buffer of `capacity` bytes and a valid out pointer.
        text_out(4096, |buf, capacity, len| unsafe {
            sys::xiapl_phh_to_json(self.ptr(), hand_or_all(index), buf, capacity, len)
        })
    }

    /// The chip unit of hand `index` as a decimal (`"1"`, `"0.01"`): the
    /// largest power of ten, at most 1, that makes its antes, blinds,
    /// `min_bet`, starting stacks and bets whole.
    pub fn chip_unit(&self, index: usize) -> Result<String> {
        // SAFETY: a live document, a buffer of `capacity` bytes and a valid out pointer.
        text_out(32, |buf, capacity, len| unsafe {
            sys::xiapl_phh_chip_unit(self.ptr(), hand(index), buf, capacity, len)
        })
    }

    /// Hand `index`'s game, betting, players, board and known hole cards, as its replay reads them.
    pub fn info(&self, index: usize) -> Result<PhhInfo> {
        // SAFETY: an all-zero struct is a valid value.
        let mut raw: sys::xiapl_phh_info = unsafe { std::mem::zeroed() };
        raw.struct_size = std::mem::size_of::<sys::xiapl_phh_info>() as u32;
        // SAFETY: a live document and a sized struct.
        check(unsafe { sys::xiapl_phh_info_get(self.ptr(), hand(index), &mut raw) })?;
        let players = (raw.player_count.max(0) as usize).min(MAX_SEATS);
        Ok(PhhInfo {
            game: Game::try_from(raw.game)?,
            betting: Betting::try_from(raw.betting)?,
            player_count: players,
            board: raw.board,
            holes: raw.holes[..players].to_vec(),
        })
    }

    /// The board cards of hand `index` in the order they were dealt.
    pub fn board_cards(&self, index: usize) -> Result<Vec<Card>> {
        let mut ids = [0i32; 52];
        let mut len = 0u64;
        // SAFETY: a live document, a 52-entry buffer and a valid out pointer.
        check(unsafe { sys::xiapl_phh_board_cards(self.ptr(), hand(index), ids.as_mut_ptr(), 52, &mut len) })?;
        ids[..(len as usize).min(52)].iter().map(|&id| Card::from_id(id)).collect()
    }

    /// Replays hand `index` through the rules engine and returns the final
    /// state: seats in player order (p1 = seat 0), the button on the last
    /// player, amounts in chips of `unit` (`None`: the hand's own,
    /// [`Phh::chip_unit`]). A live player who mucks, or whose cards stay
    /// unknown, does not contend at showdown.
    pub fn replay(&self, index: usize, unit: Option<&str>) -> Result<TableState> {
        let unit = unit_arg(unit)?;
        let mut raw = std::ptr::null_mut();
        // SAFETY: a live document, a NUL-terminated unit or NULL, a valid out pointer.
        check(unsafe { sys::xiapl_phh_replay(self.ptr(), hand(index), unit_ptr(&unit), &mut raw) })?;
        TableState::from_raw(raw)
    }

    /// Every state [`Phh::replay`] passes through: after the forced bets,
    /// then in board games after each board deal and each player action
    /// (hole-card deals and show/muck lines only reveal cards, which every
    /// state already knows), in stud and draw games after every action line,
    /// the hole-card deals included.
    pub fn replay_states(&self, index: usize, unit: Option<&str>) -> Result<Vec<TableState>> {
        let unit = unit_arg(unit)?;
        let mut capacity = 64usize;
        loop {
            let mut raw = vec![std::ptr::null_mut::<sys::xiapl_table_state>(); capacity];
            let mut len = 0u64;
            // SAFETY: a live document, a unit or NULL, `capacity` handle slots and a valid out pointer.
            let status = unsafe {
                sys::xiapl_phh_replay_states(
                    self.ptr(),
                    hand(index),
                    unit_ptr(&unit),
                    raw.as_mut_ptr(),
                    capacity as u64,
                    &mut len,
                )
            };
            // Too short: no handle was created; the library says how many there are.
            if status == sys::XIAPL_ERR_BUFFER_TOO_SMALL && len as usize > capacity {
                capacity = len as usize;
                continue;
            }
            check(status)?;
            // Own every handle first, so none leaks if one were NULL.
            let states: Vec<Option<TableState>> =
                raw[..(len as usize).min(capacity)].iter().map(|&p| TableState::from_raw(p).ok()).collect();
            return states
                .into_iter()
                .map(|s| s.ok_or_else(|| Error::new(Status::Internal, "null table state")))
                .collect();
        }
    }
}

impl Clone for Phh {
    /// A new document of the same hands (read back from their JSON form).
    fn clone(&self) -> Phh {
        Phh::from_json(&self.json_all()).expect("a document reads back its own JSON")
    }
}

impl Drop for Phh {
    fn drop(&mut self) {
        // SAFETY: created by the library and destroyed exactly once.
        unsafe { sys::xiapl_phh_destroy(self.raw.as_ptr()) }
    }
}

impl FromStr for Phh {
    type Err = Error;
    fn from_str(text: &str) -> Result<Phh> {
        Phh::parse(text)
    }
}

/// Parses and replays many PHH texts of one hand each, in one call spread
/// over `threads` threads (0: one per CPU), each with its own chip unit.
/// Returns, in order, each text's final state or its error: a text that
/// fails does not stop the others, and its error is what [`Phh::parse`] and
/// [`Phh::replay`] give for it alone (a text of several hands is
/// [`Status::InvalidArgument`]).
pub fn replay_texts<S: AsRef<str>>(texts: &[S], threads: usize) -> Vec<Result<TableState>> {
    ready();
    if texts.is_empty() {
        return Vec::new();
    }
    let pointers: Vec<*const c_char> = texts.iter().map(|t| t.as_ref().as_ptr().cast::<c_char>()).collect();
    let lengths: Vec<u64> = texts.iter().map(|t| t.as_ref().len() as u64).collect();
    let mut raw = vec![std::ptr::null_mut::<sys::xiapl_table_state>(); texts.len()];
    let mut statuses = vec![sys::XIAPL_OK; texts.len()];
    let threads = i32::try_from(threads).unwrap_or(i32::MAX);
    // SAFETY: `count` texts of the given lengths, `count` handle and status slots.
    let status = unsafe {
        sys::xiapl_phh_replay_texts(
            pointers.as_ptr(),
            lengths.as_ptr(),
            texts.len() as u64,
            threads,
            raw.as_mut_ptr(),
            statuses.as_mut_ptr(),
        )
    };
    if let Err(error) = check(status) {
        return texts.iter().map(|_| Err(error.clone())).collect();
    }
    // Own every state before reading any error, so none leaks.
    let states: Vec<Option<TableState>> = raw.iter().map(|&p| TableState::from_raw(p).ok()).collect();
    states
        .into_iter()
        .zip(texts)
        .zip(statuses)
        .map(|((state, text), status)| match state {
            Some(state) => Ok(state),
            None => Err(replay_error(text.as_ref(), status)),
        })
        .collect()
}

/// Why a text failed in a batch: it is read and replayed alone for the message.
fn replay_error(text: &str, status: i32) -> Error {
    let document = match Phh::parse(text) {
        Ok(document) => document,
        Err(error) => return error,
    };
    let count = document.count();
    if count != 1 {
        return Error::invalid(format!("the text holds {count} hands; replay_texts takes one hand per text"));
    }
    match document.replay(0, None) {
        Err(error) => error,
        Ok(_) => Error::new(
            if status == sys::XIAPL_OK { Status::Internal } else { Status::from_code(status) },
            "the hand failed in a batch but replays alone; please report it",
        ),
    }
}

/// The verb of a PHH action line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PhhVerb {
    /// `d dh pN CARDS`: hole cards dealt to player N (`????` unknown).
    DealHole,
    /// `d db CARDS`: board cards.
    DealBoard,
    /// `pN f`.
    Fold,
    /// `pN cc`: a check or a call.
    CheckOrCall,
    /// `pN cbr AMOUNT`: a bet or a raise to AMOUNT.
    BetOrRaise,
    /// `pN sm [CARDS]`: a show, or a muck without cards or with `-`.
    ShowOrMuck,
    /// `pN pb`: the bring-in (stud).
    BringIn,
    /// `pN sd [CARDS]`: discard CARDS, or stand pat without them (draw games).
    StandPatOrDiscard,
    /// `# TEXT`: commentary alone, no step of the hand (replay passes over it).
    Comment,
}

impl PhhVerb {
    pub const ALL: [PhhVerb; 9] = [
        PhhVerb::DealHole,
        PhhVerb::DealBoard,
        PhhVerb::Fold,
        PhhVerb::CheckOrCall,
        PhhVerb::BetOrRaise,
        PhhVerb::ShowOrMuck,
        PhhVerb::BringIn,
        PhhVerb::StandPatOrDiscard,
        PhhVerb::Comment,
    ];

    /// The verb of an `XIAPL_PHH_VERB_*` value.
    fn from_raw(value: i32) -> Option<PhhVerb> {
        Some(match value {
            sys::XIAPL_PHH_VERB_DEAL_HOLE => PhhVerb::DealHole,
            sys::XIAPL_PHH_VERB_DEAL_BOARD => PhhVerb::DealBoard,
            sys::XIAPL_PHH_VERB_FOLD => PhhVerb::Fold,
            sys::XIAPL_PHH_VERB_CHECK_CALL => PhhVerb::CheckOrCall,
            sys::XIAPL_PHH_VERB_BET_RAISE => PhhVerb::BetOrRaise,
            sys::XIAPL_PHH_VERB_SHOW_MUCK => PhhVerb::ShowOrMuck,
            sys::XIAPL_PHH_VERB_BRING_IN => PhhVerb::BringIn,
            sys::XIAPL_PHH_VERB_DISCARD => PhhVerb::StandPatOrDiscard,
            sys::XIAPL_PHH_VERB_COMMENT => PhhVerb::Comment,
            _ => return None,
        })
    }

    /// The PHH token: `"dh"`, `"db"`, `"f"`, `"cc"`, `"cbr"`, `"sm"`, `"pb"`, `"sd"`, or `""` for
    /// commentary alone.
    pub fn token(self) -> &'static str {
        match self {
            PhhVerb::DealHole => "dh",
            PhhVerb::DealBoard => "db",
            PhhVerb::Fold => "f",
            PhhVerb::CheckOrCall => "cc",
            PhhVerb::BetOrRaise => "cbr",
            PhhVerb::ShowOrMuck => "sm",
            PhhVerb::BringIn => "pb",
            PhhVerb::StandPatOrDiscard => "sd",
            PhhVerb::Comment => "",
        }
    }
}

impl fmt::Display for PhhVerb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

/// One action line read into its parts (`xiapl_phh_action_parse`).
/// `to_string()` writes the line again.
///
/// ```no_run
/// use xiapl::{PhhAction, PhhVerb};
///
/// let action = PhhAction::parse("d dh p2 AsKs # Dwan")?;
/// assert_eq!((action.actor, action.verb, action.player), (None, PhhVerb::DealHole, Some(2)));
/// assert_eq!(action.cards.as_deref(), Some("AsKs"));
/// assert_eq!(action.to_string(), "d dh p2 AsKs # Dwan");
/// # Ok::<(), xiapl::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PhhAction {
    /// The acting player, 1-based as `p1`; `None` for the dealer (`d`).
    pub actor: Option<usize>,
    pub verb: PhhVerb,
    /// The player dealt to by `dh`, 1-based.
    pub player: Option<usize>,
    /// The cards dealt, shown or discarded as written (`"AsKs"`, `"????"`,
    /// `"-"` for a muck).
    pub cards: Option<String>,
    /// The bet-or-raise-to total of `cbr`, the decimal as written (`"300"`, `"12.5"`).
    pub amount: Option<String>,
    /// The text after `#`.
    pub comment: Option<String>,
}

impl PhhAction {
    /// Reads one action line (`"p1 cbr 300"`, `"d dh p2 AsKs # a note"`); a
    /// line outside the grammar is [`Status::Parse`] naming the token and the
    /// forms allowed.
    pub fn parse(line: &str) -> Result<PhhAction> {
        let parts = parse_parts(line)?;
        let verb = PhhVerb::from_raw(parts.verb)
            .ok_or_else(|| Error::new(Status::Internal, format!("xiapl_phh_action_parse gave verb {}", parts.verb)))?;
        let number = |n: i32| (n > 0).then_some(n as usize);
        let cards = text_at(line, parts.cards_offset, parts.cards_length)?;
        Ok(PhhAction {
            actor: number(parts.actor),
            verb,
            player: number(parts.player),
            cards: (!cards.is_empty()).then(|| cards.to_string()),
            amount: match verb {
                PhhVerb::BetOrRaise => Some(text_at(line, parts.amount_offset, parts.amount_length)?.to_string()),
                _ => None,
            },
            comment: match parts.has_comment {
                0 => None,
                _ => Some(text_at(line, parts.comment_offset, parts.comment_length)?.to_string()),
            },
        })
    }
}

/// `xiapl_phh_action_parse` of a line.
fn parse_parts(line: &str) -> Result<sys::xiapl_phh_action> {
    ready();
    // SAFETY: an all-zero struct is a valid value.
    let mut parts: sys::xiapl_phh_action = unsafe { std::mem::zeroed() };
    parts.struct_size = std::mem::size_of::<sys::xiapl_phh_action>() as u32;
    // SAFETY: `line.len()` readable bytes and a sized struct.
    check(unsafe { sys::xiapl_phh_action_parse(line.as_ptr().cast::<c_char>(), line.len() as u64, &mut parts) })?;
    Ok(parts)
}

/// The text of `line` at a byte offset and length that `xiapl_phh_action_parse` gave.
fn text_at(line: &str, offset: u64, length: u64) -> Result<&str> {
    usize::try_from(offset)
        .ok()
        .zip(usize::try_from(length).ok())
        .and_then(|(offset, length)| line.get(offset..offset.checked_add(length)?))
        .ok_or_else(|| {
            Error::new(Status::Internal, format!("xiapl_phh_action_parse gave bytes {offset}+{length} of {line:?}"))
        })
}

impl PhhAction {
    /// What the library reads of the action's cards: the known ones in the
    /// order written and how many are written `??`.
    fn written_cards(&self) -> Result<(Vec<Card>, usize)> {
        let parts = parse_parts(&self.to_string())?;
        let count = (parts.card_count.max(0) as usize).min(parts.card_ids.len());
        let cards = parts.card_ids[..count].iter().map(|&id| Card::from_id(id)).collect::<Result<Vec<Card>>>()?;
        Ok((cards, parts.unknown_count.max(0) as usize))
    }

    /// The known cards in the order written (`"7h6h"`: 7h, then 6h; `??`
    /// adds none), as the library reads [`PhhAction::cards`].
    pub fn card_ids(&self) -> Result<Vec<Card>> {
        self.written_cards().map(|(cards, _)| cards)
    }

    /// How many of the action's cards are written `??`.
    pub fn unknown_count(&self) -> Result<usize> {
        self.written_cards().map(|(_, unknown)| unknown)
    }
}

impl FromStr for PhhAction {
    type Err = Error;
    fn from_str(line: &str) -> Result<PhhAction> {
        PhhAction::parse(line)
    }
}

impl fmt::Display for PhhAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.verb == PhhVerb::Comment {
            return write!(f, "# {}", self.comment.as_deref().unwrap_or(""));
        }
        match self.actor {
            Some(actor) => write!(f, "p{actor} {}", self.verb)?,
            None => write!(f, "d {}", self.verb)?,
        }
        if let Some(player) = self.player {
            write!(f, " p{player}")?;
        }
        if let Some(amount) = &self.amount {
            write!(f, " {amount}")?;
        }
        if let Some(cards) = &self.cards {
            write!(f, " {cards}")?;
        }
        if let Some(comment) = &self.comment {
            write!(f, " # {comment}")?;
        }
        Ok(())
    }
}

/// A decimal amount as a whole number of chips of `unit`, exactly
/// (`chips_from_amount("0.5", "12.5")` is 25). An amount that is not a whole
/// number of units is [`Status::InvalidArgument`] (use a smaller unit), text
/// that is not a decimal [`Status::Parse`].
pub fn chips_from_amount(unit: &str, amount: &str) -> Result<i64> {
    ready();
    let (unit, amount) = (decimal(unit, "chip unit")?, decimal(amount, "amount")?);
    let mut chips = 0i64;
    // SAFETY: two NUL-terminated strings and a valid out pointer.
    check(unsafe { sys::xiapl_chips_from_amount(unit.as_ptr(), amount.as_ptr(), &mut chips) })?;
    Ok(chips)
}

/// Chips times `unit` as a decimal, exactly (`chips_to_amount("0.5", 25)` is `"12.5"`).
pub fn chips_to_amount(unit: &str, chips: i64) -> Result<String> {
    ready();
    let unit = decimal(unit, "chip unit")?;
    // SAFETY: a NUL-terminated unit, a buffer of `capacity` bytes and a valid out pointer.
    text_out(48, |buf, capacity, len| unsafe { sys::xiapl_chips_to_amount(unit.as_ptr(), chips, buf, capacity, len) })
}

/// The largest power of ten, at most 1, that makes every amount a whole
/// number of chips (`["12.5", "0.25"]` gives `"0.01"`; none gives `"1"`).
pub fn chip_unit<S: AsRef<str>>(amounts: &[S]) -> Result<String> {
    ready();
    let texts = amounts.iter().map(|a| decimal(a.as_ref(), "amount")).collect::<Result<Vec<CString>>>()?;
    let pointers: Vec<*const c_char> = texts.iter().map(|t| t.as_ptr()).collect();
    // SAFETY: `count` NUL-terminated strings, a buffer of `capacity` bytes and a valid out pointer.
    text_out(32, |buf, capacity, len| unsafe {
        sys::xiapl_chip_unit(pointers.as_ptr(), pointers.len() as u64, buf, capacity, len)
    })
}
