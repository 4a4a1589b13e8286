//! Suit canonicalization: one representative per class of suit relabellings,
//! its orbit size, closed-form counts and a stream of every class.
//!
//! The 24 relabellings of the four suits turn a board, a hand or a (hero,
//! board) situation into strategically identical ones. Each function maps its
//! input to the class representative (of the 24 relabellings, the one with the
//! smallest board mask, then the smallest hero mask); the orbit size (1, 4, 6,
//! 12 or 24) is how many raw inputs the class stands for, so work done once
//! per class can be weighted back exactly. docs/canonicalization.md has the
//! rule.
//!
//! ```no_run
//! use xiapl::{canonicalize_board, board_orbit_size, mask_to_string, parse_mask};
//!
//! let flop = parse_mask("Ah Kh Ad")?;
//! assert_eq!(mask_to_string(canonicalize_board(flop)?)?, "Kc Ac Ad");
//! assert_eq!(board_orbit_size(flop)?, 12);
//! # Ok::<(), xiapl::Error>(())
//! ```

use std::ffi::c_char;

use crate::error::{check, Error, Result};
use crate::game::Game;
use crate::{ready, sys};

/// One canonical situation of a [`CanonicalStream`], or the answer of
/// [`canonicalize_situation`]. A board-only stream has `hero` 0, a hand-only
/// stream `board` 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Situation {
    /// The canonical hole cards (0 for boards alone).
    pub hero: u64,
    /// The canonical board (0 for hands alone).
    pub board: u64,
    /// How many raw inputs this class stands for.
    pub orbit_size: u64,
}

fn board_pair(board: u64) -> Result<(u64, u64)> {
    ready();
    let (mut out, mut orbit) = (0u64, 0u64);
    // SAFETY: valid out pointers.
    check(unsafe { sys::xiapl_canon_board(board, &mut out, &mut orbit) })?;
    Ok((out, orbit))
}

fn hand_pair(hand: u64) -> Result<(u64, u64)> {
    ready();
    let (mut out, mut orbit) = (0u64, 0u64);
    // SAFETY: valid out pointers.
    check(unsafe { sys::xiapl_canon_hand(hand, &mut out, &mut orbit) })?;
    Ok((out, orbit))
}

/// The canonical form of a 3-card (flop), 4-card (turn) or 5-card (river)
/// board mask. Another card count or a bit >= 52 is [`Status::InvalidArgument`](crate::Status).
pub fn canonicalize_board(board: u64) -> Result<u64> {
    board_pair(board).map(|(out, _)| out)
}

/// How many raw boards share this board's canonical form (1, 4, 6, 12 or 24).
pub fn board_orbit_size(board: u64) -> Result<u64> {
    board_pair(board).map(|(_, orbit)| orbit)
}

/// The canonical form of hole cards alone: 2 (Hold'em) or 4, 5, 6 (Omaha) cards.
pub fn canonicalize_hand(hand: u64) -> Result<u64> {
    hand_pair(hand).map(|(out, _)| out)
}

/// How many raw hands share this hand's canonical form (Hold'em: 6 for a
/// pair, 4 suited, 12 offsuit).
pub fn hand_orbit_size(hand: u64) -> Result<u64> {
    hand_pair(hand).map(|(_, orbit)| orbit)
}

/// The canonical (hero, board) situation with its orbit size: both relabelled
/// together and kept apart. `hero` holds 2, 4, 5 or 6 cards, `board` 3, 4 or
/// 5, none in common (a shared card is an error that names it). The board
/// half is always `canonicalize_board(board)`.
pub fn canonicalize_situation(hero: u64, board: u64) -> Result<Situation> {
    ready();
    let (mut out_hero, mut out_board, mut orbit) = (0u64, 0u64, 0u64);
    // SAFETY: valid out pointers.
    check(unsafe { sys::xiapl_canon_situation(hero, board, &mut out_hero, &mut out_board, &mut orbit) })?;
    Ok(Situation { hero: out_hero, board: out_board, orbit_size: orbit })
}

/// The canonical `(hero, board)` masks; see [`canonicalize_situation`].
pub fn canonicalize_hero_and_board(hero: u64, board: u64) -> Result<(u64, u64)> {
    canonicalize_situation(hero, board).map(|s| (s.hero, s.board))
}

/// How many raw (hero, board) situations share this one's canonical form.
pub fn hero_and_board_orbit_size(hero: u64, board: u64) -> Result<u64> {
    canonicalize_situation(hero, board).map(|s| s.orbit_size)
}

/// The Hold'em starting-hand class of two hole cards, one of 169: `"AA"`,
/// `"AKs"` (suited) or `"AKo"` (offsuit), higher rank first.
pub fn holdem_hand_class(hand: u64) -> Result<String> {
    ready();
    let mut buf = [0 as c_char; 8];
    let mut len = 0u64;
    // SAFETY: an 8-byte buffer and its capacity (4 always suffice).
    check(unsafe { sys::xiapl_canon_holdem_class(hand, buf.as_mut_ptr(), buf.len() as u64, &mut len) })?;
    Ok(buf[..(len as usize).min(buf.len())].iter().map(|&c| c as u8 as char).collect())
}

fn size_arg(value: usize, what: &str) -> Result<i32> {
    i32::try_from(value).map_err(|_| Error::invalid(format!("{what} {value} is not supported")))
}

/// The hole cards of a Hold'em or Omaha high game; the other games have no
/// canonical forms here (short deck's deck differs, the others have no board
/// of this shape).
fn hero_size(game: Game) -> Result<i32> {
    Ok(game.holdem_or_omaha("canonical forms")?.hole_cards() as i32)
}

fn count(hero_size: i32, board_size: i32) -> Result<u64> {
    ready();
    let mut out = 0u64;
    // SAFETY: a valid out pointer.
    check(unsafe { sys::xiapl_canon_count(hero_size, board_size, &mut out) })?;
    Ok(out)
}

/// The number of canonical boards of 3, 4 or 5 cards: 1,755 flops, 16,432
/// turns, 134,459 rivers (counted in closed form, not enumerated).
pub fn count_canonical_boards(board_size: usize) -> Result<u64> {
    count(0, size_arg(board_size, "board_size")?)
}

/// The number of canonical starting hands of a game: 169 (Hold'em), 16,432
/// (Omaha-4), 134,459 (Omaha-5), 962,988 (Omaha-6). Hold'em and Omaha high
/// only: the other games are [`Status::InvalidArgument`](crate::Status).
pub fn count_canonical_hands(game: Game) -> Result<u64> {
    count(hero_size(game)?, 0)
}

/// The number of canonical (hero, board) situations of a game with a board
/// of 3, 4 or 5 cards: Hold'em 1,286,792 / 13,960,050 / 123,156,254.
/// Hold'em and Omaha high only.
pub fn count_canonical_situations(game: Game, board_size: usize) -> Result<u64> {
    count(hero_size(game)?, size_arg(board_size, "board_size")?)
}

/// Situations fetched from the library per call unless
/// [`CanonicalStream::with_chunk_size`] says otherwise.
pub const DEFAULT_CHUNK_SIZE: usize = 65536;

/// Every canonical situation of one size exactly once, as an [`Iterator`] of
/// [`Situation`]s: boards ascending by mask, and for each board the heroes
/// ascending by mask. Only one chunk is held at a time, so even the
/// 123,156,254 Hold'em river situations stream in constant memory. The
/// stream is freed on drop; it may move between threads (`Send`).
///
/// ```no_run
/// let flops = xiapl::CanonicalStream::boards(3)?;
/// let raw: u64 = flops.map(|s| s.orbit_size).sum();
/// assert_eq!(raw, 22_100); // every flop, weighted back
/// # Ok::<(), xiapl::Error>(())
/// ```
#[derive(Debug)]
pub struct CanonicalStream {
    raw: *mut sys::xiapl_canon_iter,
    heroes: Vec<u64>,
    boards: Vec<u64>,
    orbits: Vec<u64>,
    /// The next buffered entry and how many are buffered.
    at: usize,
    len: usize,
    /// Situations not yet returned (from the closed-form count).
    remaining: u64,
    finished: bool,
}

// SAFETY: the stream is plain owned state that the library never shares;
// `&mut self` keeps it to one thread at a time (it is not Sync).
unsafe impl Send for CanonicalStream {}

impl CanonicalStream {
    fn create(hero_size: i32, board_size: i32) -> Result<CanonicalStream> {
        let remaining = count(hero_size, board_size)?;
        let mut raw = std::ptr::null_mut();
        // SAFETY: a valid out pointer.
        check(unsafe { sys::xiapl_canon_iter_create(hero_size, board_size, &mut raw) })?;
        if raw.is_null() {
            return Err(Error::new(crate::Status::Internal, "null canonical stream"));
        }
        Ok(CanonicalStream {
            raw,
            heroes: Vec::new(),
            boards: Vec::new(),
            orbits: Vec::new(),
            at: 0,
            len: 0,
            remaining,
            finished: false,
        }
        .with_chunk_size(DEFAULT_CHUNK_SIZE))
    }

    /// Every canonical board of 3, 4 or 5 cards with its orbit size (`hero` 0).
    pub fn boards(board_size: usize) -> Result<CanonicalStream> {
        CanonicalStream::create(0, size_arg(board_size, "board_size")?)
    }

    /// Every canonical starting hand of a game (Hold'em or Omaha high) with its
    /// orbit size (`board` 0).
    pub fn hands(game: Game) -> Result<CanonicalStream> {
        CanonicalStream::create(hero_size(game)?, 0)
    }

    /// Every canonical (hero, board) situation of a game (Hold'em or Omaha
    /// high) with a board of 3, 4 or 5 cards.
    pub fn situations(game: Game, board_size: usize) -> Result<CanonicalStream> {
        CanonicalStream::create(hero_size(game)?, size_arg(board_size, "board_size")?)
    }

    /// The same stream, fetching up to `chunk_size` (at least 1) situations
    /// per call into the library. The chunk size never changes the stream.
    pub fn with_chunk_size(mut self, chunk_size: usize) -> CanonicalStream {
        let size = chunk_size.max(1);
        self.heroes = vec![0; size];
        self.boards = vec![0; size];
        self.orbits = vec![0; size];
        self
    }

    /// The number of situations still to come.
    pub fn remaining(&self) -> u64 {
        self.remaining
    }

    fn refill(&mut self) -> Result<()> {
        let mut len = 0u64;
        let capacity = self.orbits.len();
        // SAFETY: a live stream and three buffers of `capacity` entries each.
        check(unsafe {
            sys::xiapl_canon_iter_next(
                self.raw,
                self.heroes.as_mut_ptr(),
                self.boards.as_mut_ptr(),
                self.orbits.as_mut_ptr(),
                capacity as u64,
                &mut len,
            )
        })?;
        self.at = 0;
        self.len = (len as usize).min(capacity);
        self.finished = self.len == 0;
        Ok(())
    }
}

impl Iterator for CanonicalStream {
    type Item = Situation;

    fn next(&mut self) -> Option<Situation> {
        if self.at == self.len {
            if self.finished {
                return None;
            }
            self.refill().expect("a live stream with room for a chunk always advances");
            if self.finished {
                return None;
            }
        }
        let i = self.at;
        self.at += 1;
        self.remaining = self.remaining.saturating_sub(1);
        Some(Situation { hero: self.heroes[i], board: self.boards[i], orbit_size: self.orbits[i] })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = usize::try_from(self.remaining).unwrap_or(usize::MAX);
        (n, usize::try_from(self.remaining).ok())
    }
}

impl Drop for CanonicalStream {
    fn drop(&mut self) {
        // SAFETY: created by xiapl_canon_iter_create and destroyed exactly once.
        unsafe { sys::xiapl_canon_iter_destroy(self.raw) }
    }
}
