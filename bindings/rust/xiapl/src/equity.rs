//! Equity of fixed hands: exact enumeration or seeded Monte Carlo, with how
//! hi/lo pots were shared.

use crate::error::{check, Error, Result};
use crate::eval::Category;
use crate::game::Game;
use crate::progress::{self, Progress, ProgressControl};
use crate::{ready, sys};

/// How an equity call counts deals (`XIAPL_EQUITY_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum SimulationMode {
    /// Every possible deal, weighted exactly.
    Exact = sys::XIAPL_EQUITY_EXACT,
    /// `iterations` random deals.
    MonteCarlo = sys::XIAPL_EQUITY_MONTE_CARLO,
    /// Exact when tractable, else Monte Carlo.
    Auto = sys::XIAPL_EQUITY_AUTO,
}

/// The method of an equity call. Build with [`SimulationOptions::exact`],
/// [`SimulationOptions::mc_seeded`], [`SimulationOptions::mc_random`] or
/// [`SimulationOptions::auto`]; the thread count never changes a result.
/// [`SimulationOptions::with_progress`] adds a hook that sees the work done
/// and may cancel the call, [`SimulationOptions::with_breakdown`] the wins and
/// splits by hand category. Cloning shares the hook.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SimulationOptions {
    pub mode: SimulationMode,
    /// Monte Carlo trials (default 1,000,000).
    pub iterations: u64,
    /// Used when `deterministic`.
    pub seed: u64,
    /// `true`: use `seed`; `false`: a fresh seed each call (reported in the result).
    pub deterministic: bool,
    /// 0: one per CPU; 1: the calling thread alone; N: N workers.
    pub threads: u32,
    /// Called with `(done, total)` during the call, on the calling thread; may cancel it.
    pub progress: Option<Progress>,
    /// Also count each player's wins and splits by the category of the
    /// winning hand ([`PlayerEquity::win_by_category`]); default `false`.
    pub breakdown: bool,
}

impl Default for SimulationOptions {
    fn default() -> Self {
        SimulationOptions::exact()
    }
}

impl SimulationOptions {
    /// Every deal, counted exactly.
    pub fn exact() -> Self {
        SimulationOptions {
            mode: SimulationMode::Exact,
            iterations: 1_000_000,
            seed: 0,
            deterministic: true,
            threads: 0,
            progress: None,
            breakdown: false,
        }
    }

    /// Monte Carlo over `iterations` deals, reproducible from `seed` at every
    /// thread count and on every platform.
    pub fn mc_seeded(iterations: u64, seed: u64) -> Self {
        SimulationOptions {
            mode: SimulationMode::MonteCarlo,
            iterations,
            seed,
            deterministic: true,
            threads: 0,
            progress: None,
            breakdown: false,
        }
    }

    /// Monte Carlo with a fresh seed ([`EquityResult::seed`] repeats the run).
    pub fn mc_random(iterations: u64) -> Self {
        SimulationOptions {
            mode: SimulationMode::MonteCarlo,
            iterations,
            seed: 0,
            deterministic: false,
            threads: 0,
            progress: None,
            breakdown: false,
        }
    }

    /// Exact when tractable, else seeded Monte Carlo.
    pub fn auto(iterations: u64, seed: u64) -> Self {
        SimulationOptions {
            mode: SimulationMode::Auto,
            iterations,
            seed,
            deterministic: true,
            threads: 0,
            progress: None,
            breakdown: false,
        }
    }

    /// The same options with `threads` workers.
    pub fn with_threads(mut self, threads: u32) -> Self {
        self.threads = threads;
        self
    }

    /// The same options, counting (`true`) or not each player's wins and
    /// splits by the category of the winning hand:
    /// [`PlayerEquity::win_by_category`] and [`tie_by_category`](PlayerEquity::tie_by_category)
    /// for [`calculate_equity`] and
    /// [`calculate_multiway_range_equity`](crate::calculate_multiway_range_equity),
    /// `hero_*_by_category` and `villain_*_by_category` for
    /// [`calculate_range_equity`](crate::calculate_range_equity). Hold'em and
    /// Omaha high only: the other games and [`calculate_equity_vs_random`] fail
    /// with [`Status::Unsupported`](crate::Status). The calls take a slower path
    /// with it.
    ///
    /// ```no_run
    /// use xiapl::{calculate_equity, parse_mask, Category, Game, SimulationOptions};
    ///
    /// let holes = [parse_mask("As Ks")?, parse_mask("Qd Qc")?];
    /// let options = SimulationOptions::exact().with_breakdown(true);
    /// let aks = calculate_equity(&holes, 0, Some(&options), Game::Holdem, 0)?.players[0];
    /// println!("{:.4} of deals won with a flush", aks.win_with(Category::Flush).unwrap());
    /// # Ok::<(), xiapl::Error>(())
    /// ```
    pub fn with_breakdown(mut self, breakdown: bool) -> Self {
        self.breakdown = breakdown;
        self
    }

    /// The same options with a progress hook: `hook(done, total)` is called on
    /// the calling thread about every 20 ms and once at the end (`done ==
    /// total`), `done` never decreasing. It returns `()` (go on), a `bool`
    /// (`false` cancels) or a [`ControlFlow<()>`](std::ops::ControlFlow)
    /// (`Break` cancels); a cancelled call fails with
    /// [`Status::Cancelled`](crate::Status) having computed nothing. A panic
    /// in the hook cancels the call and resumes when the call has returned.
    /// The hook is never called after the call returns, and must not itself
    /// call an equity function.
    ///
    /// ```no_run
    /// use std::ops::ControlFlow;
    /// use xiapl::{calculate_equity_vs_random, parse_mask, Game, SimulationOptions, Status};
    ///
    /// let options = SimulationOptions::mc_seeded(1 << 40, 1).with_progress(|done, total| {
    ///     eprintln!("{done} of {total} trials");
    ///     if done >= 5_000_000 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    /// });
    /// let aks = parse_mask("As Ks")?;
    /// let error = calculate_equity_vs_random(aks, 0, 3, Some(&options), Game::Holdem, 0).unwrap_err();
    /// assert_eq!(error.status(), Status::Cancelled);
    /// # Ok::<(), xiapl::Error>(())
    /// ```
    pub fn with_progress<F, R>(self, hook: F) -> Self
    where
        F: FnMut(u64, u64) -> R + Send + 'static,
        R: ProgressControl,
    {
        self.with_progress_hook(Progress::new(hook))
    }

    /// The same options with an existing [`Progress`] hook (shared, not copied).
    pub fn with_progress_hook(mut self, progress: Progress) -> Self {
        self.progress = Some(progress);
        self
    }

    /// Runs one C call with these options, the progress hook wired in; with
    /// `breakdown`, the options point at `entries` zeroed breakdown entries
    /// (one per player or range) for the call, and they are returned.
    pub(crate) fn run(
        &self,
        entries: usize,
        call: impl FnOnce(&sys::xiapl_equity_options) -> i32,
    ) -> Result<Option<Vec<sys::xiapl_category_breakdown>>> {
        let mut raw = self.to_c()?;
        let empty = sys::xiapl_category_breakdown { win: [0.0; 9], tie: [0.0; 9] };
        let mut breakdown = self.breakdown.then(|| vec![empty; entries.max(1)]);
        if let Some(entries) = breakdown.as_mut() {
            raw.breakdown = entries.as_mut_ptr();
        }
        // The entries outlive the call, which alone writes them through raw.breakdown.
        progress::run(raw, self.progress.as_ref(), call)?;
        Ok(breakdown)
    }

    /// The C struct: the library's defaults, then these fields (no hook: `run` adds it).
    pub(crate) fn to_c(&self) -> Result<sys::xiapl_equity_options> {
        // SAFETY: an all-zero struct is a valid value (no progress hook, null user pointer).
        let mut raw: sys::xiapl_equity_options = unsafe { std::mem::zeroed() };
        // SAFETY: a valid out pointer.
        check(unsafe { sys::xiapl_equity_options_init(&mut raw, size_of::<sys::xiapl_equity_options>() as u32) })?;
        raw.mode = self.mode as i32;
        raw.iterations = self.iterations;
        raw.seed = self.seed;
        raw.deterministic = i32::from(self.deterministic);
        raw.threads = self.threads;
        Ok(raw)
    }
}

/// One player's result.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlayerEquity {
    /// Expected share of the pot: wins + split shares.
    pub equity: f64,
    /// Fraction of deals won outright (in a hi/lo game: both halves, a scoop).
    pub win: f64,
    /// Fraction of deals whose pot this player splits.
    pub tie: f64,
    /// Monte Carlo standard error of `equity` (0 when exact).
    pub std_error: f64,
    /// How the share was won: the scoop rate and the high and low halves.
    /// [`calculate_equity`] always reports it; the other calls derive it
    /// where the game has no low half and give `None` where it has one.
    pub split: Option<PlayerSplit>,
    /// With [`SimulationOptions::with_breakdown`], `[category as usize]`: the
    /// fraction of deals this player won alone with a best hand of that
    /// [`Category`]; they sum to `win`. `None` when not asked for.
    pub win_by_category: Option<[f64; 9]>,
    /// Likewise the fraction of deals whose pot it split; they sum to `tie`.
    pub tie_by_category: Option<[f64; 9]>,
}

impl PlayerEquity {
    /// The fraction of deals won alone with a hand of `category`
    /// ([`win_by_category`](PlayerEquity::win_by_category)); `None` without a breakdown.
    pub fn win_with(&self, category: Category) -> Option<f64> {
        self.win_by_category.map(|win| win[category as usize])
    }

    /// The fraction of deals split with a hand of `category`
    /// ([`tie_by_category`](PlayerEquity::tie_by_category)); `None` without a breakdown.
    pub fn tie_with(&self, category: Category) -> Option<f64> {
        self.tie_by_category.map(|tie| tie[category as usize])
    }

    /// The split of a game without a low half: the whole share is high, a
    /// scoop is a win.
    fn high_only(&self) -> PlayerSplit {
        PlayerSplit { scoop: self.win, high_share: self.equity, low_share: 0.0 }
    }
}

/// How one player's share of the pot was won (`xiapl_player_split`). In a
/// hi/lo game half of each pot goes to the best high hand and half to the
/// best qualifying low, split further between equal hands, and the high
/// hands take it all when no low qualifies. In the other games `high_share`
/// is the equity, `low_share` 0 and `scoop` the win rate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlayerSplit {
    /// Fraction of deals whose whole pot the player took alone.
    pub scoop: f64,
    /// Share of the pot won with the main (high) ranking.
    pub high_share: f64,
    /// Share won with the low half; `high_share + low_share` is the equity.
    pub low_share: f64,
}

/// The result of [`calculate_equity`].
#[derive(Debug, Clone, PartialEq)]
pub struct EquityResult {
    /// One per player, in input order.
    pub players: Vec<PlayerEquity>,
    /// Deals counted.
    pub trials: u64,
    /// Every deal was counted.
    pub exact: bool,
    /// Fraction of deals with a split pot.
    pub chop_rate: f64,
    /// The Monte Carlo seed used (0 when exact).
    pub seed: u64,
    /// Deals, or classes of deals, actually evaluated.
    pub evaluated: u64,
}

impl EquityResult {
    /// The players' equities, in order.
    pub fn equities(&self) -> Vec<f64> {
        self.players.iter().map(|p| p.equity).collect()
    }

    /// The players' splits, in order, when the call reported them (see
    /// [`PlayerEquity::split`]).
    pub fn splits(&self) -> Option<Vec<PlayerSplit>> {
        self.players.iter().map(|p| p.split).collect()
    }
}

/// The most players [`calculate_equity`] accepts for a game (Hold'em 23;
/// 0 for the draw games, [`Game::Lowball27`] and [`Game::Badugi`], whose
/// equity the cards alone do not decide).
pub fn max_players(game: Game) -> Result<usize> {
    ready();
    let mut out = 0i32;
    // SAFETY: a valid out pointer.
    check(unsafe { sys::xiapl_equity_max_players(game as i32, &mut out) })?;
    Ok(out as usize)
}

/// Each player's equity when the rest of the cards are dealt, with how each
/// share was won ([`PlayerEquity::split`]: scoops, high and low halves).
/// `holes[i]` is player i's hole-card mask; `dead` cards are out of the deck.
///
/// Hold'em, Omaha (high or hi/lo) and short deck deal the rest of a board of
/// 0, 3, 4 or 5 cards given. The stud games ([`Game::Stud`],
/// [`Game::StudHiLo`], [`Game::Razz`]) take no board: `holes[i]` holds player
/// i's cards so far (up and down, 1 to 7), the rest of its seven are dealt,
/// and folded players' up cards go in `dead`. The draw games have no
/// card-only equity and are refused ([`Status::InvalidArgument`](crate::Status)).
///
/// `options` `None` is exact enumeration; Monte Carlo with at least as many
/// iterations as there are deals enumerates instead (`exact` is then true).
/// Exact enumeration of the games beyond Hold'em and Omaha high is refused
/// above 2^26 hands (deals x players) with
/// [`Status::LimitExceeded`](crate::Status); [`SimulationOptions::auto`] then
/// runs Monte Carlo.
///
/// ```no_run
/// use xiapl::{calculate_equity, parse_mask, Game};
///
/// let holes = [parse_mask("As 2s 3d 4d")?, parse_mask("Kh Kd Qc Jc")?];
/// let result = calculate_equity(&holes, parse_mask("5h 6c 9s")?, None, Game::Omaha4HiLo, parse_mask("2c")?)?;
/// let split = result.players[0].split.unwrap();
/// println!("{:.4} = {:.4} high + {:.4} low", result.players[0].equity, split.high_share, split.low_share);
/// # Ok::<(), xiapl::Error>(())
/// ```
pub fn calculate_equity(
    holes: &[u64],
    board: u64,
    options: Option<&SimulationOptions>,
    game: Game,
    dead: u64,
) -> Result<EquityResult> {
    ready();
    let options = options.cloned().unwrap_or_default();
    let mut players = player_rows(holes.len());
    let mut splits: Vec<sys::xiapl_player_split> = (0..holes.len().max(1))
        .map(|_| sys::xiapl_player_split { scoop: 0.0, high_share: 0.0, low_share: 0.0 })
        .collect();
    let mut len = 0u64;
    let mut summary = summary();
    let none = [0u64; 1];
    let holes_ptr = if holes.is_empty() { none.as_ptr() } else { holes.as_ptr() };
    // SAFETY: holes_ptr holds holes.len() masks (or is a valid unread pointer),
    // players and splits have room for holes.len() rows, the other pointers are valid.
    let breakdown = options.run(holes.len(), |raw| unsafe {
        sys::xiapl_equity_calculate_split(
            game as i32,
            holes_ptr,
            holes.len() as u64,
            board,
            dead,
            raw,
            players.as_mut_ptr(),
            splits.as_mut_ptr(),
            holes.len() as u64,
            &mut len,
            &mut summary,
        )
    })?;
    let mut result = result(players, len, holes.len(), &summary, None, breakdown)?;
    for (player, split) in result.players.iter_mut().zip(splits) {
        player.split =
            Some(PlayerSplit { scoop: split.scoop, high_share: split.high_share, low_share: split.low_share });
    }
    Ok(result)
}

/// The equity of one hand (`hole`) against `opponents` players whose cards
/// are unknown, each dealt at random from the cards left, on a board of 0, 3,
/// 4 or 5 cards (stud games: the hero's cards so far, board 0; each opponent
/// is dealt a whole hand). The result holds one player, the hero; its
/// `chop_rate` counts every split pot, whoever splits it. The call reports
/// no halves: the hero's `split` is derived in games without a low half and
/// `None` in hi/lo games. The draw games are refused. `options` `None` is
/// [`SimulationOptions::auto`] with a million deals and seed 0: exact where
/// tractable (Hold'em against one opponent on any street, two from the turn),
/// else seeded Monte Carlo. [`SimulationOptions::exact`] fails with
/// [`Status::LimitExceeded`](crate::Status) when the enumeration is not tractable.
///
/// ```no_run
/// use xiapl::{calculate_equity_vs_random, parse_mask, Game, SimulationOptions};
///
/// let aks = parse_mask("As Ks")?;
/// let exact = calculate_equity_vs_random(aks, 0, 1, Some(&SimulationOptions::exact()), Game::Holdem, 0)?;
/// println!("{:.4}", exact.players[0].equity); // 0.6704
/// let three = calculate_equity_vs_random(aks, 0, 3, Some(&SimulationOptions::mc_seeded(200_000, 7)), Game::Holdem, 0)?;
/// # Ok::<(), xiapl::Error>(())
/// ```
pub fn calculate_equity_vs_random(
    hole: u64,
    board: u64,
    opponents: usize,
    options: Option<&SimulationOptions>,
    game: Game,
    dead: u64,
) -> Result<EquityResult> {
    ready();
    let opponents = u32::try_from(opponents).map_err(|_| {
        Error::new(
            crate::Status::LimitExceeded,
            format!(
                "{opponents} opponents; one deck deals at most {} hands with a full board",
                max_players(game).unwrap_or(23)
            ),
        )
    })?;
    let options = options.cloned().unwrap_or(SimulationOptions::auto(1_000_000, 0));
    let mut players = player_rows(1);
    let mut summary = summary();
    // SAFETY: valid options (with a breakdown, one entry: the library refuses it), one hero row and a summary.
    let breakdown = options.run(1, |raw| unsafe {
        sys::xiapl_equity_vs_random(game as i32, hole, board, dead, opponents, raw, players.as_mut_ptr(), &mut summary)
    })?;
    result(players, 1, 1, &summary, Some(game), breakdown)
}

/// `count` zeroed player rows (at least one, so the pointer is never dangling).
pub(crate) fn player_rows(count: usize) -> Vec<sys::xiapl_player_equity> {
    (0..count.max(1)).map(|_| sys::xiapl_player_equity { equity: 0.0, win: 0.0, tie: 0.0, std_error: 0.0 }).collect()
}

/// The result of an equity call that wrote `len` of `expected` rows; each
/// player's split derived when `derive_split` is a game without a low half,
/// and its breakdown taken from `breakdown` (one entry per row) when asked for.
pub(crate) fn result(
    mut players: Vec<sys::xiapl_player_equity>,
    len: u64,
    expected: usize,
    summary: &sys::xiapl_equity_summary,
    derive_split: Option<Game>,
    breakdown: Option<Vec<sys::xiapl_category_breakdown>>,
) -> Result<EquityResult> {
    if len as usize > expected {
        return Err(Error::new(crate::Status::Internal, "the library wrote more players than were given"));
    }
    players.truncate(len as usize);
    Ok(EquityResult {
        players: players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let entry = breakdown.as_ref().map(|entries| entries[i]);
                let mut row = PlayerEquity {
                    equity: p.equity,
                    win: p.win,
                    tie: p.tie,
                    std_error: p.std_error,
                    split: None,
                    win_by_category: entry.map(|e| e.win),
                    tie_by_category: entry.map(|e| e.tie),
                };
                if derive_split.is_some_and(|game| !game.is_hilo()) {
                    row.split = Some(row.high_only());
                }
                row
            })
            .collect(),
        trials: summary.trials,
        exact: summary.exact != 0,
        chop_rate: summary.chop_rate,
        seed: summary.seed,
        evaluated: summary.evaluated,
    })
}

pub(crate) fn summary() -> sys::xiapl_equity_summary {
    sys::xiapl_equity_summary {
        struct_size: std::mem::size_of::<sys::xiapl_equity_summary>() as u32,
        exact: 0,
        trials: 0,
        chop_rate: 0.0,
        seed: 0,
        evaluated: 0,
    }
}
