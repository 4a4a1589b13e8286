//! Ranges of weighted starting hands, and heads-up range equity.

use std::ffi::{c_char, CString};
use std::ptr::NonNull;

use crate::equity::{self, EquityResult, SimulationOptions};
use crate::error::{check, Error, Result};
use crate::game::Game;
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
    /// AdAh", any two cards "random" or "XX"; Omaha "AA**", "KK**ds",
    /// "JT98-8765". Items are separated by commas or line breaks, and
    /// `"[75]AA,KK[/75]"` weight blocks (a percentage) are read as Equilab and
    /// PokerStove write them. Text outside the grammar is an error with
    /// [`Status::Parse`] whose message names the item, its position and the
    /// fix.
    pub fn parse(text: &str, game: Game) -> Result<Range> {
        ready();
        let text = CString::new(text).map_err(|_| Error::invalid("range text must not contain a NUL character"))?;
        let mut raw = std::ptr::null_mut();
        // SAFETY: a NUL-terminated string and a valid out pointer.
        check(unsafe { sys::xiapl_range_parse(game as i32, text.as_ptr(), &mut raw) })?;
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

    /// A range from explicit combos of a game. Each mask must hold exactly the
    /// game's number of hole cards, each weight must be in (0, 1], and a mask
    /// given twice must carry the same weight; otherwise the error
    /// ([`Status::InvalidArgument`]) names the offending combo.
    ///
    /// ```no_run
    /// use xiapl::{parse_mask, Combo, Game, Range};
    ///
    /// let aa = Combo { mask: parse_mask("As Ah")?, weight: 1.0 };
    /// let ak = Combo { mask: parse_mask("As Ks")?, weight: 0.5 };
    /// let range = Range::from_combos(&[aa, ak], Game::Holdem)?;
    /// assert_eq!((range.size(), range.total_weight()), (2, 1.5));
    /// # Ok::<(), xiapl::Error>(())
    /// ```
    pub fn from_combos(combos: &[Combo], game: Game) -> Result<Range> {
        let masks: Vec<u64> = combos.iter().map(|c| c.mask).collect();
        let weights: Vec<f64> = combos.iter().map(|c| c.weight).collect();
        from_columns(game, &masks, Some(&weights))
    }

    /// A range from hole-card masks, every weight 1 (rules as [`Range::from_combos`]).
    pub fn from_masks(masks: &[u64], game: Game) -> Result<Range> {
        from_columns(game, masks, None)
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

    /// The range a set operation makes of two live ranges: `op(out)`.
    fn combine(op: impl FnOnce(*mut *mut sys::xiapl_range) -> i32) -> Result<Range> {
        let mut raw = std::ptr::null_mut();
        check(op(&mut raw))?;
        wrap(raw)
    }

    /// A new range, each combo at max(wa, wb). Ranges of different games are an error.
    pub fn union(&self, other: &Range) -> Result<Range> {
        // SAFETY: two live ranges and the out pointer `combine` passes.
        Self::combine(|out| unsafe { sys::xiapl_range_union(self.as_ptr(), other.as_ptr(), out) })
    }

    /// A new range, each combo at min(wa, wb) (0: left out).
    pub fn intersection(&self, other: &Range) -> Result<Range> {
        // SAFETY: two live ranges and the out pointer `combine` passes.
        Self::combine(|out| unsafe { sys::xiapl_range_intersection(self.as_ptr(), other.as_ptr(), out) })
    }

    /// A new range, each combo at max(0, wa - wb) (0: left out).
    pub fn difference(&self, other: &Range) -> Result<Range> {
        // SAFETY: two live ranges and the out pointer `combine` passes.
        Self::combine(|out| unsafe { sys::xiapl_range_difference(self.as_ptr(), other.as_ptr(), out) })
    }

    /// The range in its game's notation, which [`Range::parse`] reads back to
    /// exactly the same combos and weights (also what `Display` writes).
    /// Hold'em: compact standard notation, "QQ+, AKs, AsKd, 76s:0.5"
    /// (complete classes as classes, runs as "QQ+", "TT-88", "AQs+",
    /// "KTs-K8s", "AK" when suited and offsuit are both complete, other
    /// combos as exact hands; weight 1 first, then each weight's items with
    /// their ":weight"). Omaha: "****" for every hand, else full rank
    /// multisets ("AAKQ", "AAKQds") and exact hands. The empty range is "".
    pub fn to_text(&self) -> String {
        let mut buf = vec![0 as c_char; 256];
        let mut len = 0u64;
        loop {
            // SAFETY: a live range, a buffer and its capacity, a valid out pointer.
            let status =
                unsafe { sys::xiapl_range_to_text(self.as_ptr(), buf.as_mut_ptr(), buf.len() as u64, &mut len) };
            // A short buffer says in `len` how long the text is: grow and call again.
            if status == sys::XIAPL_ERR_BUFFER_TOO_SMALL && len as usize >= buf.len() {
                buf = vec![0 as c_char; len as usize + 1];
                continue;
            }
            check(status).expect("a live range has a text");
            break;
        }
        buf[..(len as usize).min(buf.len())].iter().map(|&c| c as u8 as char).collect()
    }
}

impl std::fmt::Display for Range {
    /// [`Range::to_text`].
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_text())
    }
}

fn from_columns(game: Game, masks: &[u64], weights: Option<&[f64]>) -> Result<Range> {
    ready();
    let mut raw = std::ptr::null_mut();
    let none = [0u64; 1];
    let masks_ptr = if masks.is_empty() { none.as_ptr() } else { masks.as_ptr() };
    let weights_ptr = weights.filter(|w| !w.is_empty()).map_or(std::ptr::null(), |w| w.as_ptr());
    // SAFETY: masks_ptr holds masks.len() masks (or is a valid unread pointer);
    // weights, when given, has the same length; a valid out pointer.
    check(unsafe { sys::xiapl_range_from_combos(game as i32, masks_ptr, weights_ptr, masks.len() as u64, &mut raw) })?;
    wrap(raw)
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
    /// With [`SimulationOptions::with_breakdown`], `[category as usize]`: the
    /// weighted fraction of deals the hero's range won alone with a best hand
    /// of that [`Category`](crate::Category); `None` when not asked for. They
    /// sum to the hero's win rate, as the villain's below sum to its own.
    pub hero_win_by_category: Option<[f64; 9]>,
    /// Likewise the fraction of deals whose pot the hero's range split.
    pub hero_tie_by_category: Option<[f64; 9]>,
    /// The villain's range's wins by category, as `hero_win_by_category`.
    pub villain_win_by_category: Option<[f64; 9]>,
    /// The villain's range's splits by category, as `hero_tie_by_category`.
    pub villain_tie_by_category: Option<[f64; 9]>,
}

/// One combo's row of [`calculate_range_equity_per_combo`]: its equity
/// against the other range.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ComboEquity {
    /// The combo's hole cards.
    pub mask: u64,
    /// Its weight in its range.
    pub weight: f64,
    /// Its equity against the opposing combos it meets, weighted by theirs;
    /// NaN when it meets none (it touches the board or the dead cards, or
    /// collides with every opposing combo).
    pub equity: f64,
    /// Exact: the summed weight of the opposing combos it meets; Monte Carlo:
    /// the number of sampled deals it was dealt in. 0 when it meets none.
    pub matchup_weight: f64,
}

impl ComboEquity {
    /// `false` for a combo that meets no opposing combo (its `equity` is NaN).
    pub fn is_met(&self) -> bool {
        self.matchup_weight > 0.0
    }
}

/// The result of [`calculate_range_equity_per_combo`]: the aggregates and one
/// row per combo of each range, in the range's combo order (ascending mask).
#[derive(Debug, Clone, PartialEq)]
pub struct RangeEquityRows {
    /// The aggregates, as [`calculate_range_equity`] gives them.
    pub aggregate: RangeEquityResult,
    /// One row per combo of the hero's range.
    pub hero: Vec<ComboEquity>,
    /// One row per combo of the villain's range.
    pub villain: Vec<ComboEquity>,
}

/// Heads-up aggregate equity of two ranges of one game. `options` `None` is
/// exact, which fails with [`Status::LimitExceeded`] past the library's caps
/// (use Monte Carlo or auto then). [`calculate_range_equity_per_combo`] also
/// gives each combo's equity. With [`SimulationOptions::with_breakdown`] the
/// result holds each side's wins and splits by hand category
/// ([`RangeEquityResult::hero_win_by_category`] and the like).
pub fn calculate_range_equity(
    hero: &Range,
    villain: &Range,
    board: u64,
    dead: u64,
    options: Option<&SimulationOptions>,
) -> Result<RangeEquityResult> {
    range_equity(hero, villain, board, dead, options, false).map(|rows| rows.aggregate)
}

/// Heads-up range equity with one row per combo of each range
/// ([`ComboEquity`]: mask, weight, equity, matchup weight), in each range's
/// combo order, besides the aggregates of [`calculate_range_equity`]. The
/// aggregate is the mean of a range's row equities weighted by combo weight
/// times matchup weight (rows that meet nothing left out).
///
/// ```no_run
/// use xiapl::{calculate_range_equity_per_combo, parse_mask, Range};
///
/// let (hero, villain) = ("AA, KK".parse::<Range>()?, "AKs".parse::<Range>()?);
/// let result = calculate_range_equity_per_combo(&hero, &villain, parse_mask("Kh 7d 2c")?, 0, None)?;
/// assert_eq!(result.hero.len(), 12);
/// for row in result.hero.iter().filter(|row| row.is_met()) {
///     println!("{} {:.4} over {}", xiapl::mask_to_string(row.mask)?, row.equity, row.matchup_weight);
/// }
/// println!("{:.4}", result.aggregate.hero_equity);
/// # Ok::<(), xiapl::Error>(())
/// ```
pub fn calculate_range_equity_per_combo(
    hero: &Range,
    villain: &Range,
    board: u64,
    dead: u64,
    options: Option<&SimulationOptions>,
) -> Result<RangeEquityRows> {
    range_equity(hero, villain, board, dead, options, true)
}

fn range_equity(
    hero: &Range,
    villain: &Range,
    board: u64,
    dead: u64,
    options: Option<&SimulationOptions>,
    per_combo: bool,
) -> Result<RangeEquityRows> {
    ready();
    let options = options.cloned().unwrap_or_default();
    let mode = if per_combo { sys::XIAPL_RANGE_EQUITY_PER_COMBO } else { sys::XIAPL_RANGE_EQUITY_AGGREGATE_ONLY };
    // Room for each range's combos; the library says if it needs more.
    let (mut hero_capacity, mut villain_capacity) =
        if per_combo { (hero.size() as u64, villain.size() as u64) } else { (0, 0) };
    loop {
        // Reserved, not filled: pages are touched only as the library writes rows.
        let mut hero_rows: Vec<sys::xiapl_combo_equity> = Vec::with_capacity(hero_capacity.max(1) as usize);
        let mut villain_rows: Vec<sys::xiapl_combo_equity> = Vec::with_capacity(villain_capacity.max(1) as usize);
        let (hero_ptr, villain_ptr) = if per_combo {
            (hero_rows.as_mut_ptr(), villain_rows.as_mut_ptr())
        } else {
            (std::ptr::null_mut(), std::ptr::null_mut())
        };
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
        // With a breakdown, two entries: the hero's and the villain's.
        // SAFETY: live ranges, valid out pointers; per combo, each row buffer
        // has room for its capacity (aggregate-only mode writes no rows).
        let outcome = options.run(2, |raw| unsafe {
            sys::xiapl_range_equity_calculate(
                hero.as_ptr(),
                villain.as_ptr(),
                board,
                dead,
                mode,
                raw,
                hero_ptr,
                hero_capacity,
                &mut hero_len,
                villain_ptr,
                villain_capacity,
                &mut villain_len,
                &mut summary,
            )
        });
        let breakdown = match outcome {
            Err(error)
                if error.status() == Status::BufferTooSmall
                    && (hero_len > hero_capacity || villain_len > villain_capacity) =>
            {
                // Refused before any work: retry with the sizes the library asked for.
                hero_capacity = hero_capacity.max(hero_len);
                villain_capacity = villain_capacity.max(villain_len);
                continue;
            }
            outcome => outcome?,
        };
        let side = |i: usize| breakdown.as_ref().map(|entries| entries[i]);
        if per_combo {
            if hero_len > hero_capacity || villain_len > villain_capacity {
                return Err(Error::new(Status::Internal, "the library reported more rows than it had room for"));
            }
            // SAFETY: the call succeeded and wrote that many rows, within capacity.
            unsafe {
                hero_rows.set_len(hero_len as usize);
                villain_rows.set_len(villain_len as usize);
            }
        }
        let rows = |raw: &[sys::xiapl_combo_equity]| -> Vec<ComboEquity> {
            raw.iter()
                .map(|r| ComboEquity {
                    mask: r.mask,
                    weight: r.weight,
                    equity: r.equity,
                    matchup_weight: r.matchup_weight,
                })
                .collect()
        };
        return Ok(RangeEquityRows {
            aggregate: RangeEquityResult {
                hero_equity: summary.hero_equity,
                villain_equity: summary.villain_equity,
                std_error: summary.std_error,
                trials: summary.trials,
                matchups: summary.matchups,
                exact: summary.exact != 0,
                seed: summary.seed,
                hero_win_by_category: side(0).map(|e| e.win),
                hero_tie_by_category: side(0).map(|e| e.tie),
                villain_win_by_category: side(1).map(|e| e.win),
                villain_tie_by_category: side(1).map(|e| e.tie),
            },
            hero: rows(&hero_rows),
            villain: rows(&villain_rows),
        });
    }
}

/// Each range's aggregate equity when two or more ranges of one game meet
/// (up to [`max_players`](crate::max_players)). A deal of combos takes one combo per range with no
/// card shared; it weighs the product of the combos' weights. `options`
/// `None` is exact, which fails with [`Status::LimitExceeded`] past the
/// library's caps (use Monte Carlo or auto then). `players[i]` is range
/// `i`'s result; `evaluated` is the number of deals of combos enumerated
/// (exact) and `chop_rate` the weighted fraction of deals with a split pot.
/// With two ranges the equities equal [`calculate_range_equity`]'s. Each
/// player's [`split`](crate::PlayerEquity::split) is derived (ranges are of
/// games without a low half); with [`SimulationOptions::with_breakdown`] each
/// range's [`win_by_category`](crate::PlayerEquity::win_by_category) and
/// [`tie_by_category`](crate::PlayerEquity::tie_by_category) are filled.
///
/// ```no_run
/// use xiapl::{calculate_multiway_range_equity, Range};
///
/// let (aa, kk, qq) = ("AA".parse::<Range>()?, "KK".parse::<Range>()?, "QQ".parse::<Range>()?);
/// let result = calculate_multiway_range_equity(&[&aa, &kk, &qq], 0, 0, None)?;
/// println!("{:.4?}", result.equities()); // [0.6698, 0.1775, 0.1527]
/// # Ok::<(), xiapl::Error>(())
/// ```
pub fn calculate_multiway_range_equity(
    ranges: &[&Range],
    board: u64,
    dead: u64,
    options: Option<&SimulationOptions>,
) -> Result<EquityResult> {
    ready();
    let options = options.cloned().unwrap_or_default();
    let mut handles: Vec<*const sys::xiapl_range> = ranges.iter().map(|r| r.as_ptr()).collect();
    if handles.is_empty() {
        handles.push(std::ptr::null());
    }
    let mut players = equity::player_rows(ranges.len());
    let mut len = 0u64;
    let mut summary = equity::summary();
    // SAFETY: `handles` holds ranges.len() live ranges (the library only reads
    // the array), `players` has room for ranges.len() rows, valid out pointers.
    let breakdown = options.run(ranges.len(), |raw| unsafe {
        sys::xiapl_range_equity_multiway(
            handles.as_ptr(),
            ranges.len() as u64,
            board,
            dead,
            raw,
            players.as_mut_ptr(),
            ranges.len() as u64,
            &mut len,
            &mut summary,
        )
    })?;
    // Ranges are Hold'em and Omaha high only: no low half, so each split is derived.
    let game = ranges.first().map_or(Game::Holdem, |r| r.game());
    equity::result(players, len, ranges.len(), &summary, Some(game), breakdown)
}

/// The strongest `floor(top_percent * 169)` Hold'em starting-hand classes,
/// strongest first, ranked by exact equity against one random hand (a fixed
/// table, no sampling): `rank_starting_hands(0.10, Game::Holdem)` starts
/// `["AA", "KK", "QQ", "JJ", "TT", "99", "88", "AKs", ...]`. `top_percent` is
/// a fraction in (0, 1] of the 169 classes, not of combos; Omaha has no
/// ranking ([`Status::InvalidArgument`]).
pub fn rank_starting_hands(top_percent: f64, game: Game) -> Result<Vec<String>> {
    ready();
    let mut buf = vec![0 as c_char; 1024];
    let mut len = 0u64;
    loop {
        // SAFETY: a buffer and its capacity; a valid out pointer.
        let status = unsafe {
            sys::xiapl_range_top_percent_classes(game as i32, top_percent, buf.as_mut_ptr(), buf.len() as u64, &mut len)
        };
        if status == sys::XIAPL_ERR_BUFFER_TOO_SMALL && len as usize >= buf.len() {
            buf = vec![0 as c_char; len as usize + 1];
            continue;
        }
        check(status)?;
        break;
    }
    let text: String = buf[..(len as usize).min(buf.len())].iter().map(|&c| c as u8 as char).collect();
    Ok(if text.is_empty() { Vec::new() } else { text.split(',').map(str::to_string).collect() })
}

/// The classes of [`rank_starting_hands`] as a range, every combo weight 1
/// (0.10: 16 classes, 104 combos): `top_percent` counts the 169 classes.
/// [`generate_top_percent_range_by_combos`] counts the 1,326 combos.
pub fn generate_top_percent_range(top_percent: f64, game: Game) -> Result<Range> {
    ready();
    let mut raw = std::ptr::null_mut();
    // SAFETY: a valid out pointer.
    check(unsafe { sys::xiapl_range_top_percent(game as i32, top_percent, &mut raw) })?;
    wrap(raw)
}

/// The top percent counted in combos, as PokerStove and Equilab count "top
/// 10%" ([`generate_top_percent_range`] counts the 169 classes): whole
/// classes in [`rank_starting_hands`] order, the prefix whose combo count is
/// nearest `round(top_percent * 1326)`, the boundary class taken when that
/// lands no farther above the target than leaving it out lands below. 0.10:
/// target 133, 21 classes, 134 combos ("66+, AT+, A8s+, KJs+"). Every combo
/// has weight 1; Omaha has no ranking ([`Status::InvalidArgument`]).
pub fn generate_top_percent_range_by_combos(top_percent: f64, game: Game) -> Result<Range> {
    ready();
    let mut raw = std::ptr::null_mut();
    // SAFETY: a valid out pointer.
    check(unsafe { sys::xiapl_range_top_percent_by_combos(game as i32, top_percent, &mut raw) })?;
    wrap(raw)
}
