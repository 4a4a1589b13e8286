//! Tournament prize equity by the Independent Chip Model (docs/icm.md): a
//! player takes first place with probability stack / total chips, and each
//! next place the same way among the players left. Stacks are positive chip
//! counts, one per player still in; payouts the prizes of the places still
//! paid, first place first (at most one per player, none larger than the
//! place above). Bad input is [`Status::InvalidArgument`](crate::Status)
//! with a message naming the input and the fix.
//!
//! ```no_run
//! let equity = xiapl::icm::exact(&[5000.0, 3000.0, 2000.0], &[50.0, 30.0, 20.0])?;
//! assert!((equity.iter().sum::<f64>() - 100.0).abs() < 1e-9);
//! # Ok::<(), xiapl::Error>(())
//! ```

use crate::error::{check, Error, Result};
use crate::{ready, sys};

/// The largest field [`exact`] takes (a 64-bit set of players).
pub const MAX_EXACT_PLAYERS: usize = sys::XIAPL_ICM_MAX_EXACT_PLAYERS as usize;

/// A Monte Carlo estimate of every player's prize equity.
#[derive(Debug, Clone, PartialEq)]
pub struct Estimate {
    /// Each player's mean payout over the sampled finishing orders.
    pub equity: Vec<f64>,
    /// The standard error of each mean.
    pub std_error: Vec<f64>,
    /// Finishing orders drawn.
    pub iterations: u64,
    /// The seed they were drawn from.
    pub seed: u64,
}

/// What an all-in for the smaller of two stacks is worth to one player in prize money.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BubbleFactor {
    /// The player's prize equity now.
    pub equity: f64,
    /// After winning the all-in.
    pub equity_win: f64,
    /// After losing it (a busted player finishes below everyone still in).
    pub equity_lose: f64,
    /// `(equity - equity_lose) / (equity_win - equity)`; infinite when winning gains nothing.
    pub factor: f64,
    /// `factor / (1 + factor)`: the chance of winning needed to break even.
    pub break_even: f64,
    /// `break_even - 0.5`.
    pub risk_premium: f64,
}

/// Every player's prize equity in each outcome of a shove called or folded to.
#[derive(Debug, Clone, PartialEq)]
pub struct ShoveCall {
    /// The caller folds: the shover takes the pot.
    pub fold: Vec<f64>,
    /// The caller calls and wins.
    pub call_win: Vec<f64>,
    /// The caller calls and loses.
    pub call_lose: Vec<f64>,
    /// The caller calls and the pot is split.
    pub call_split: Vec<f64>,
    /// Calling, weighted by the caller's win and tie chances.
    pub call: Vec<f64>,
    /// The caller's showdown equity (ties half) at which calling equals folding.
    pub break_even: f64,
    /// The caller's index.
    pub caller: usize,
}

impl ShoveCall {
    /// The caller's prize equity calling minus folding (positive: call).
    pub fn call_gain(&self) -> f64 {
        self.call[self.caller] - self.fold[self.caller]
    }
}

fn ptr(values: &[f64]) -> *const f64 {
    if values.is_empty() {
        std::ptr::null()
    } else {
        values.as_ptr()
    }
}

/// Each player's prize equity, exactly, in the order of `stacks`. Costs
/// `sum_{k=1..m} k * C(n, k)` terms for `n` players and `m` paid places; a
/// field beyond the exact form's bounds (26 or more players with about half
/// paid, or more than [`MAX_EXACT_PLAYERS`]) is
/// [`Status::LimitExceeded`](crate::Status): use [`monte_carlo`].
pub fn exact(stacks: &[f64], payouts: &[f64]) -> Result<Vec<f64>> {
    ready();
    let mut out = vec![0f64; stacks.len()];
    let mut len = 0u64;
    // SAFETY: input slices of their lengths (NULL when empty), an output of
    // stacks.len() doubles and a valid out pointer.
    check(unsafe {
        sys::xiapl_icm_exact(
            ptr(stacks),
            stacks.len() as u64,
            ptr(payouts),
            payouts.len() as u64,
            out.as_mut_ptr(),
            out.len() as u64,
            &mut len,
        )
    })?;
    Ok(out)
}

/// Each player's prize equity from `iterations` finishing orders drawn from
/// `seed`, with standard errors; the same seed gives bit-identical results at
/// every thread count (`threads` 0: one per CPU).
pub fn monte_carlo(stacks: &[f64], payouts: &[f64], iterations: u64, seed: u64, threads: u32) -> Result<Estimate> {
    ready();
    let threads = i32::try_from(threads)
        .map_err(|_| Error::invalid(format!("threads is {threads}; give 0 (one per CPU) or a smaller count")))?;
    let mut equity = vec![0f64; stacks.len()];
    let mut std_error = vec![0f64; stacks.len()];
    let mut len = 0u64;
    // SAFETY: as in exact, with two outputs of stacks.len() doubles.
    check(unsafe {
        sys::xiapl_icm_monte_carlo(
            ptr(stacks),
            stacks.len() as u64,
            ptr(payouts),
            payouts.len() as u64,
            iterations,
            seed,
            threads,
            equity.as_mut_ptr(),
            std_error.as_mut_ptr(),
            stacks.len() as u64,
            &mut len,
        )
    })?;
    Ok(Estimate { equity, std_error, iterations, seed })
}

/// The bubble factor and risk premium of `player` in an all-in against
/// `opponent` for the smaller of their stacks (exact form).
pub fn bubble_factor(stacks: &[f64], payouts: &[f64], player: usize, opponent: usize) -> Result<BubbleFactor> {
    ready();
    let mut v = [0f64; 6];
    let [a, b, c, d, e, f] = &mut v;
    // SAFETY: input slices of their lengths and six valid out pointers.
    check(unsafe {
        sys::xiapl_icm_bubble_factor(
            ptr(stacks),
            stacks.len() as u64,
            ptr(payouts),
            payouts.len() as u64,
            player as u64,
            opponent as u64,
            a,
            b,
            c,
            d,
            e,
            f,
        )
    })?;
    Ok(BubbleFactor {
        equity: v[0],
        equity_win: v[1],
        equity_lose: v[2],
        factor: v[3],
        break_even: v[4],
        risk_premium: v[5],
    })
}

/// Prize equity of every player when `shover` moves all in and `caller`
/// calls or folds (everyone else has folded). `stacks` are the stacks at the
/// start of the hand, `posted` what each had already put in (blinds, antes;
/// `None`: nothing), `win` and `tie` the caller's showdown chances (from the
/// equity functions).
pub fn shove_call(
    stacks: &[f64],
    payouts: &[f64],
    posted: Option<&[f64]>,
    shover: usize,
    caller: usize,
    win: f64,
    tie: f64,
) -> Result<ShoveCall> {
    ready();
    let n = stacks.len();
    let none = vec![0f64; n];
    let posted = posted.unwrap_or(&none);
    if posted.len() != n {
        return Err(Error::invalid(format!(
            "posted has {} amounts but stacks has {n}; give one per player (0 for none)",
            posted.len()
        )));
    }
    let rows_len = n * sys::XIAPL_ICM_ROWS as usize;
    let mut rows = vec![0f64; rows_len];
    let mut len = 0u64;
    let mut break_even = 0f64;
    // SAFETY: input slices of their lengths, an output of rows_len doubles
    // and valid out pointers.
    check(unsafe {
        sys::xiapl_icm_shove_call(
            ptr(stacks),
            n as u64,
            ptr(payouts),
            payouts.len() as u64,
            ptr(posted),
            shover as u64,
            caller as u64,
            win,
            tie,
            rows.as_mut_ptr(),
            rows_len as u64,
            &mut len,
            &mut break_even,
        )
    })?;
    let row = |r: u32| rows[r as usize * n..(r as usize + 1) * n].to_vec();
    Ok(ShoveCall {
        fold: row(sys::XIAPL_ICM_ROW_FOLD as u32),
        call_win: row(sys::XIAPL_ICM_ROW_CALL_WIN as u32),
        call_lose: row(sys::XIAPL_ICM_ROW_CALL_LOSE as u32),
        call_split: row(sys::XIAPL_ICM_ROW_CALL_SPLIT as u32),
        call: row(sys::XIAPL_ICM_ROW_CALL as u32),
        break_even,
        caller,
    })
}
