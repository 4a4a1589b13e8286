//! Hand-strength tables: the expected hand strength (EHS) of every canonical
//! hero of one Hold'em board, with its mean square and a histogram over the
//! run-outs (`xiapl_strength_board`; docs/strength.md has the definitions).
//!
//! ```no_run
//! use xiapl::{board_strengths, canonicalize_board, parse_mask};
//!
//! let rows = board_strengths(canonicalize_board(parse_mask("Ah 7d 2c")?)?, 10)?;
//! assert_eq!(rows.len(), 1176); // every hero off a flop whose suits all differ
//! assert_eq!(rows.histogram_row(0).unwrap().iter().sum::<u32>(), 1081); // its turn and river pairs
//! # Ok::<(), xiapl::Error>(())
//! ```

use crate::error::{check, Error, Result, Status};
use crate::{ready, sys};

/// The most rows one board has: every hero off a flop whose suits all differ, C(49, 2).
pub const STRENGTH_MAX_HEROES: usize = sys::XIAPL_STRENGTH_MAX_HEROES as usize;

/// The most histogram bins [`board_strengths`] takes.
pub const STRENGTH_MAX_BINS: usize = sys::XIAPL_STRENGTH_MAX_BINS as usize;

/// The rows of one canonical board: equal-length columns, row `i` of each
/// belonging to hero `heroes[i]`, in the order of the canonical situation
/// stream ([`CanonicalStream`](crate::CanonicalStream): heroes ascending by
/// mask). Over the rows the `orbit_sizes`-weighted mean of `ehs` is 1/2.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardStrengths {
    /// The canonical board (3, 4 or 5 cards).
    pub board: u64,
    /// The hero masks, ascending: the heroes `h` whose situation `(h, board)`
    /// is canonical.
    pub heroes: Vec<u64>,
    /// How many raw (hero, board) situations each row stands for.
    pub orbit_sizes: Vec<u64>,
    /// The expected hand strength against one uniformly random opponent
    /// hand: `(wins + ties / 2) / 990` on the river, its mean over the
    /// run-outs (46 river cards on the turn, 1081 turn and river pairs on the
    /// flop) before it — the hero's equity against a random hand.
    pub ehs: Vec<f64>,
    /// The mean of the squared river strength over the same run-outs.
    pub ehs2: Vec<f64>,
    /// The histogram's counters per row (0: no histogram).
    pub bins: usize,
    /// `len() * bins` run-out counts, row-major: row `i`'s counter `k` counts
    /// the run-outs whose river strength `e` has `min(floor(e * bins), bins -
    /// 1) == k`, so each row adds up to its run-outs. `None` when `bins` is 0.
    pub histogram: Option<Vec<u32>>,
}

impl BoardStrengths {
    /// The number of rows.
    pub fn len(&self) -> usize {
        self.heroes.len()
    }

    /// Whether there are no rows (never, for a board the library accepts).
    pub fn is_empty(&self) -> bool {
        self.heroes.is_empty()
    }

    /// Row `i`'s `bins` histogram counters; `None` without a histogram or
    /// past the last row.
    pub fn histogram_row(&self, i: usize) -> Option<&[u32]> {
        if i >= self.len() {
            return None;
        }
        self.histogram.as_deref().map(|h| &h[i * self.bins..(i + 1) * self.bins])
    }
}

/// Every canonical (hero, board) row of one Hold'em board with its EHS,
/// EHS^2 and, with `bins` > 0, a histogram of `bins` counters over the
/// run-outs, computed exactly.
///
/// `board` holds 3 (flop), 4 (turn) or 5 (river) cards in canonical form
/// ([`canonicalize_board`](crate::canonicalize_board) gives it back); any
/// other board is [`Status::InvalidArgument`] with the library's message,
/// which names the canonical board to pass instead. `bins` is 0 (no
/// histogram) to [`STRENGTH_MAX_BINS`]; more is
/// [`Status::InvalidArgument`] too.
pub fn board_strengths(board: u64, bins: usize) -> Result<BoardStrengths> {
    ready();
    let c_bins = u32::try_from(bins).map_err(|_| {
        Error::invalid(format!("bins {bins} is out of range; use 0 (no histogram) to {STRENGTH_MAX_BINS}"))
    })?;
    // Bins out of range are the library's to refuse (after the board): the
    // columns then hold nothing.
    let capacity = if bins <= STRENGTH_MAX_BINS { STRENGTH_MAX_HEROES } else { 0 };
    let mut heroes = vec![0u64; capacity];
    let mut orbit_sizes = vec![0u64; capacity];
    let mut ehs = vec![0f64; capacity];
    let mut ehs2 = vec![0f64; capacity];
    let mut histogram = (bins > 0).then(|| vec![0u32; capacity * bins]);
    let histogram_ptr = histogram.as_mut().map_or(std::ptr::null_mut(), |h| h.as_mut_ptr());
    let mut count = 0u64;
    // SAFETY: four columns of `capacity` rows, a histogram of `capacity * bins`
    // counters (or NULL without bins) and a valid out pointer; the library
    // writes nothing when the capacity is short.
    check(unsafe {
        sys::xiapl_strength_board(
            board,
            c_bins,
            heroes.as_mut_ptr(),
            orbit_sizes.as_mut_ptr(),
            ehs.as_mut_ptr(),
            ehs2.as_mut_ptr(),
            histogram_ptr,
            capacity as u64,
            &mut count,
        )
    })?;
    let rows = usize::try_from(count).ok().filter(|&rows| rows <= capacity).ok_or_else(|| {
        Error::new(Status::Internal, format!("the library wrote {count} rows into columns of {capacity}"))
    })?;
    heroes.truncate(rows);
    orbit_sizes.truncate(rows);
    ehs.truncate(rows);
    ehs2.truncate(rows);
    if let Some(h) = histogram.as_mut() {
        h.truncate(rows * bins);
    }
    Ok(BoardStrengths { board, heroes, orbit_sizes, ehs, ehs2, bins, histogram })
}
