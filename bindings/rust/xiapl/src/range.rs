//! Ranges of weighted starting hands, and heads-up range equity.

use std::ffi::CString;
use std::ptr::NonNull;

use crate::equity::SimulationOptions;
use crate::error::{check, Error, Result};
use crate::eval::Game;
use crate::{ready, sys, Status};

/// One hand of a range: a hole-card mask and its weight in (0, 1].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Combo {
    pub mask: u64,
    pub weight: f64,
}

/// A set of distinct starting hands ("combos") of one game, each with a
/// weight, in ascending mask order. Immutable, so it may be shared between
/// threads; the C range is freed on drop.
#[derive(Debug)]
pub struct Range {
    raw: NonNull<sys::xiapl_range>,
}

// SAFETY: a range handle is immutable once created; the header allows any
// number of threads to read it at once. Only destroy (in Drop, with &mut
// ownership) must not race, which Rust's ownership guarantees.
unsafe impl Send for Range {}
unsafe impl Sync for Range {}

fn wrap(raw: *mut sys::xiapl_range) -> Result<Range> {
    NonNull::new(raw).map(|raw| Range { raw }).ok_or_else(|| Error::new(Status::Internal, "null range"))
}

impl Range {
    /// Parse range text for a game: Hold'em "QQ+, AKs, AQo:0.5, 76s-54s,
    /// AdAh"; Omaha "AA**", "KK**ds", "JT98-8765". Text outside the grammar
    /// is an error with [`Status::Parse`] whose message names the item, its
    /// position and the fix.
    pub fn parse(text: &str, game: Game) -> Result<Range> {
        ready();
        let text = CString::new(text).map_err(|_| Error::invalid("range text must not contain a NUL character"))?;
        let mut raw = std::ptr::null_mut();
        // SAFETY: a NUL-terminated string and a valid out pointer.
        check(unsafe { sys::xiapl_range_parse(text.as_ptr(), game as i32, &mut raw) })?;
        wrap(raw)
    }

    /// Every hand of the game with weight 1 (Hold'em 1,326).
    pub fn all(game: Game) -> Result<Range> {
        ready();
        let mut raw = std::ptr::null_mut();
        // SAFETY: a valid out pointer.
        check(unsafe { sys::xiapl_range_all(game as i32, &mut raw) })?;
        wrap(raw)
    }

    pub(crate) fn as_ptr(&self) -> *const sys::xiapl_range {
        self.raw.as_ptr()
    }

    /// The range's game.
    pub fn game(&self) -> Game {
        let mut out = 0i32;
        // SAFETY: a live range and a valid out pointer.
        check(unsafe { sys::xiapl_range_game(self.as_ptr(), &mut out) }).expect("a live range has a game");
        Game::try_from(out).expect("the library reports a known game")
    }

    /// The number of combos.
    pub fn size(&self) -> usize {
        let mut out = 0u64;
        // SAFETY: a live range and a valid out pointer.
        check(unsafe { sys::xiapl_range_size(self.as_ptr(), &mut out) }).expect("a live range has a size");
        out as usize
    }

    /// `size() == 0`.
    pub fn is_empty(&self) -> bool {
        self.size() == 0
    }

    /// The sum of the weights.
    pub fn total_weight(&self) -> f64 {
        let mut out = 0f64;
        // SAFETY: a live range and a valid out pointer.
        check(unsafe { sys::xiapl_range_total_weight(self.as_ptr(), &mut out) }).expect("a live range has a weight");
        out
    }

    /// All combos, ascending mask.
    pub fn combos(&self) -> Vec<Combo> {
        self.valid_combos(0).expect("dead 0 is always valid")
    }

    /// The combos sharing no card with `dead`, ascending mask.
    pub fn valid_combos(&self, dead: u64) -> Result<Vec<Combo>> {
        let capacity = self.size();
        let mut masks = vec![0u64; capacity.max(1)];
        let mut weights = vec![0f64; capacity.max(1)];
        let mut len = 0u64;
        // SAFETY: a live range and two buffers of `capacity` (at least 1) entries.
        check(unsafe {
            sys::xiapl_range_combos(
                self.as_ptr(),
                dead,
                masks.as_mut_ptr(),
                weights.as_mut_ptr(),
                capacity as u64,
                &mut len,
            )
        })?;
        let len = (len as usize).min(capacity);
        Ok(masks[..len].iter().zip(&weights[..len]).map(|(&mask, &weight)| Combo { mask, weight }).collect())
    }

    fn combine(
        &self,
        other: &Range,
        op: unsafe extern "C" fn(*const sys::xiapl_range, *const sys::xiapl_range, *mut *mut sys::xiapl_range) -> i32,
    ) -> Result<Range> {
        let mut raw = std::ptr::null_mut();
        // SAFETY: two live ranges and a valid out pointer.
        check(unsafe { op(self.as_ptr(), other.as_ptr(), &mut raw) })?;
        wrap(raw)
    }

    /// A new range, each combo at max(wa, wb). Ranges of different games are an error.
    pub fn union(&self, other: &Range) -> Result<Range> {
        self.combine(other, sys::xiapl_range_union)
    }

    /// A new range, each combo at min(wa, wb) (0: left out).
    pub fn intersection(&self, other: &Range) -> Result<Range> {
        self.combine(other, sys::xiapl_range_intersection)
    }

    /// A new range, each combo at max(0, wa - wb) (0: left out).
    pub fn difference(&self, other: &Range) -> Result<Range> {
        self.combine(other, sys::xiapl_range_difference)
    }
}

impl std::str::FromStr for Range {
    type Err = Error;

    /// A Hold'em range.
    fn from_str(text: &str) -> Result<Range> {
        Range::parse(text, Game::Holdem)
    }
}

impl Drop for Range {
    fn drop(&mut self) {
        // SAFETY: created by the library and destroyed exactly once.
        unsafe { sys::xiapl_range_destroy(self.raw.as_ptr()) }
    }
}

/// The heads-up aggregates of [`calculate_range_equity`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RangeEquityResult {
    /// The weighted mean of the hero's equity over the possible deals of combos.
    pub hero_equity: f64,
    pub villain_equity: f64,
    /// Monte Carlo standard error of the aggregates (0 when exact).
    pub std_error: f64,
    /// Exact: boards over every deal of combos; Monte Carlo: deals sampled.
    pub trials: u64,
    /// Exact: deals of combos enumerated; Monte Carlo: 0.
    pub matchups: u64,
    pub exact: bool,
    /// The Monte Carlo seed used (0 when exact).
    pub seed: u64,
}

/// Heads-up aggregate equity of two ranges of one game. `options` `None` is
/// exact, which fails with [`Status::LimitExceeded`] past the library's caps
/// (use Monte Carlo or auto then).
pub fn calculate_range_equity(
    hero: &Range,
    villain: &Range,
    board: u64,
    dead: u64,
    options: Option<&SimulationOptions>,
) -> Result<RangeEquityResult> {
    ready();
    let options = options.copied().unwrap_or_default().to_c()?;
    let mut summary = sys::xiapl_range_equity_summary {
        struct_size: std::mem::size_of::<sys::xiapl_range_equity_summary>() as u32,
        exact: 0,
        trials: 0,
        matchups: 0,
        seed: 0,
        hero_equity: 0.0,
        villain_equity: 0.0,
        std_error: 0.0,
    };
    let (mut hero_len, mut villain_len) = (0u64, 0u64);
    // SAFETY: live ranges, valid out pointers; aggregate-only mode writes no rows.
    check(unsafe {
        sys::xiapl_calculate_range_equity(
            hero.as_ptr(),
            villain.as_ptr(),
            board,
            dead,
            &options,
            sys::XIAPL_RANGE_EQUITY_AGGREGATE_ONLY,
            std::ptr::null_mut(),
            0,
            &mut hero_len,
            std::ptr::null_mut(),
            0,
            &mut villain_len,
            &mut summary,
        )
    })?;
    Ok(RangeEquityResult {
        hero_equity: summary.hero_equity,
        villain_equity: summary.villain_equity,
        std_error: summary.std_error,
        trials: summary.trials,
        matchups: summary.matchups,
        exact: summary.exact != 0,
        seed: summary.seed,
    })
}
