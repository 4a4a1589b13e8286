//! The postflop solver (docs/solver.md): a heads-up No-Limit Hold'em spot
//! from the flop, turn or river solved by Discounted CFR. Out of position is
//! player 0 and acts first on every street; in position is player 1.
//!
//! [`Solver::set_sizes`] gives a player or street its own sizes,
//! [`Solver::solve_with`] takes [`SolveOptions`] (a target in percent or
//! chips, threads, 16-bit storage, a [`SolveProgress`] hook that can cancel),
//! and a node reads as its [`Solver::strategy`], each hand's
//! [`Solver::range`], [`Solver::ev`] and [`Solver::equity`], and
//! [`Solver::node_info`].
//!
//! ```no_run
//! use xiapl::solver::{Solver, Spot};
//!
//! let spot = Spot::new("AA,QQ,AKs,87s", "KK,JJ,AQs,65s", xiapl::parse_mask("Td9d6hQc2s")?, 100.0, 200.0);
//! let mut solver = Solver::new(&Spot { bets: "50%, a".into(), raises: String::new(), ..spot })?;
//! let result = solver.solve(0.5, 1000, 1)?;
//! assert!(result.exploitability_percent <= 0.5);
//! let root = solver.node("")?;
//! assert_eq!(solver.actions(root)?, ["check", "bet 50", "allin 200"]);
//! # Ok::<(), xiapl::Error>(())
//! ```

use std::ffi::{c_char, CString};
use std::ptr::NonNull;

use crate::error::{check, Error, Result, Status};
use crate::progress::{self, ProgressControl, SolveProgress};
use crate::{ready, sys};

/// Out of position, first to act on every street (player 0).
pub const OOP: i32 = sys::XIAPL_SOLVER_OOP;
/// In position (player 1).
pub const IP: i32 = sys::XIAPL_SOLVER_IP;
/// Both players, in [`Solver::set_sizes`].
pub const BOTH_PLAYERS: i32 = sys::XIAPL_SOLVER_BOTH_PLAYERS;
/// The flop (street 0).
pub const FLOP: i32 = sys::XIAPL_SOLVER_FLOP;
/// The turn (street 1).
pub const TURN: i32 = sys::XIAPL_SOLVER_TURN;
/// The river (street 2).
pub const RIVER: i32 = sys::XIAPL_SOLVER_RIVER;
/// Every street, in [`Solver::set_sizes`].
pub const ALL_STREETS: i32 = sys::XIAPL_SOLVER_ALL_STREETS;

/// The most worker threads a solve takes.
pub const MAX_THREADS: u32 = 256;

/// How a solve runs ([`Solver::solve_with`]); start from `SolveOptions::default()`.
/// Cloning shares the progress hook.
#[derive(Debug, Clone, PartialEq)]
pub struct SolveOptions {
    /// Stop once the exploitability is at most this percent of the starting
    /// pot (0: no target); default 0.5.
    pub target_percent: f64,
    /// Chips; above 0 it takes the place of `target_percent`; default 0.
    pub target_chips: f64,
    /// The most iterations in all (solves of a solver add up), at least 1; default 1000.
    pub max_iterations: u32,
    /// Iterations between exploitability checks and progress reports, at least 1; default 10.
    pub check_every: u32,
    /// Workers over the chance nodes, 1 to [`MAX_THREADS`]; any count gives the same bits; default 1.
    pub threads: u32,
    /// Regrets and strategies in 16 bits (half the memory, [`Solver::memory`]);
    /// fixed by the first solve of a solver; default `false`.
    pub compressed: bool,
    /// Called with `(iterations, exploitability)` after each check; may cancel the solve.
    pub progress: Option<SolveProgress>,
}

impl Default for SolveOptions {
    /// 0.5% of the pot, 1000 iterations, a check every 10, one thread, 32-bit storage, no hook.
    fn default() -> SolveOptions {
        SolveOptions {
            target_percent: 0.5,
            target_chips: 0.0,
            max_iterations: 1000,
            check_every: 10,
            threads: 1,
            compressed: false,
            progress: None,
        }
    }
}

impl SolveOptions {
    /// The same options with a progress hook: `hook(iterations, exploitability)`
    /// is called on the calling thread after each exploitability check (every
    /// `check_every` iterations, and the last), with the iterations done in
    /// all and the exploitability in chips. It returns `()` (go on), a `bool`
    /// (`false` cancels) or a [`ControlFlow<()>`](std::ops::ControlFlow)
    /// (`Break` cancels); a cancelled solve fails with [`Status::Cancelled`]
    /// and the solver keeps the iterations done, so the next solve continues
    /// from them. A panic in the hook cancels the solve and resumes when it
    /// has returned.
    ///
    /// ```no_run
    /// use xiapl::solver::{SolveOptions, Solver, Spot};
    /// use xiapl::Status;
    ///
    /// let spot = Spot::new("AA,QQ,AKs,87s", "KK,JJ,AQs,65s", xiapl::parse_mask("Td9d6hQc2s")?, 100.0, 200.0);
    /// let mut solver = Solver::new(&spot)?;
    /// let options = SolveOptions { target_percent: 0.0, ..SolveOptions::default() }
    ///     .with_progress(|iterations, exploitability| {
    ///         eprintln!("{iterations} iterations: {exploitability:.3} chips");
    ///         iterations < 50
    ///     });
    /// assert_eq!(solver.solve_with(&options).unwrap_err().status(), Status::Cancelled);
    /// # Ok::<(), xiapl::Error>(())
    /// ```
    pub fn with_progress<F, R>(self, hook: F) -> Self
    where
        F: FnMut(u32, f64) -> R + Send + 'static,
        R: ProgressControl,
    {
        self.with_progress_hook(SolveProgress::new(hook))
    }

    /// The same options with an existing [`SolveProgress`] hook (shared, not copied).
    pub fn with_progress_hook(mut self, progress: SolveProgress) -> Self {
        self.progress = Some(progress);
        self
    }

    /// What is wrong with the options, naming the field.
    fn check(&self) -> Result<()> {
        for (name, value) in [("target_percent", self.target_percent), ("target_chips", self.target_chips)] {
            if !(value >= 0.0 && value.is_finite()) {
                return Err(Error::invalid(format!(
                    "SolveOptions::{name} is {value}; give 0 (no target) or a positive number"
                )));
            }
        }
        for (name, value, default) in
            [("max_iterations", self.max_iterations, 1000), ("check_every", self.check_every, 10)]
        {
            if value == 0 {
                return Err(Error::invalid(format!(
                    "SolveOptions::{name} is 0; give at least 1 (the default is {default})"
                )));
            }
        }
        if self.threads == 0 || self.threads > MAX_THREADS {
            return Err(Error::invalid(format!("SolveOptions::threads is {}; give 1 to {MAX_THREADS}", self.threads)));
        }
        Ok(())
    }
}

/// The kind of a node of the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NodeKind {
    /// A player acts.
    Player,
    /// The turn or river card is dealt.
    Chance,
    /// A player folded.
    Fold,
    /// The hands are shown.
    Showdown,
}

/// What a node is ([`Solver::node_info`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NodeInfo {
    /// The kind of node.
    pub kind: NodeKind,
    /// Who acts (a player node) or folded (a fold); `None` at other nodes.
    pub player: Option<i32>,
    /// [`FLOP`], [`TURN`] or [`RIVER`].
    pub street: i32,
    /// The node's actions (children).
    pub action_count: u32,
    /// The parent node; `None` at the root.
    pub parent: Option<u32>,
    /// The board cards at the node (a mask).
    pub board: u64,
    /// Chips each player has put in, the starting pot split equally, `[oop, ip]`.
    pub contrib: [f64; 2],
}

fn player_index(player: i32) -> Result<i32> {
    if player == OOP || player == IP {
        Ok(player)
    } else {
        Err(Error::invalid(format!("player is {player}; give solver::OOP (0) or solver::IP (1)")))
    }
}

fn optional_text(value: Option<&str>, what: &str) -> Result<Option<CString>> {
    value.map(|v| text(v, what)).transpose()
}

/// A spot: both ranges as text in the range grammar, the board (a mask), the
/// starting pot and effective stack, the bet and raise sizes of both players
/// on every street (`"60%, e, a"`, `"2.5x"`; empty for none) and rake.
#[derive(Debug, Clone, PartialEq)]
pub struct Spot {
    /// The out of position range.
    pub oop: String,
    /// The in position range.
    pub ip: String,
    /// 3, 4 or 5 board cards.
    pub board: u64,
    /// The starting pot, chips.
    pub pot: f64,
    /// The effective stack behind, chips.
    pub stack: f64,
    /// Bet sizes.
    pub bets: String,
    /// Raise sizes.
    pub raises: String,
    /// Rake, a fraction of every pot won.
    pub rake_rate: f64,
    /// The most rake a pot pays, chips (0: no cap).
    pub rake_cap: f64,
}

impl Spot {
    /// A spot with the default sizes ("60%, e, a" and "2.5x") and no rake.
    pub fn new(oop: &str, ip: &str, board: u64, pot: f64, stack: f64) -> Spot {
        Spot {
            oop: oop.into(),
            ip: ip.into(),
            board,
            pot,
            stack,
            bets: "60%, e, a".into(),
            raises: "2.5x".into(),
            rake_rate: 0.0,
            rake_cap: 0.0,
        }
    }
}

/// What a solve reached.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SolveResult {
    /// Chips: the mean of the two players' best-response gains.
    pub exploitability: f64,
    /// The same, percent of the starting pot.
    pub exploitability_percent: f64,
    /// Each player's expected share of the pot at the root, `[oop, ip]`.
    pub ev: [f64; 2],
    /// Iterations done in all.
    pub iterations: u32,
    /// The wall time of the solve.
    pub seconds: f64,
    /// Bytes the game and the solver hold.
    pub memory_bytes: u64,
}

/// A spot and its solve.
#[derive(Debug)]
pub struct Solver {
    raw: NonNull<sys::xiapl_solver>,
}

// SAFETY: the handle is owned; `&mut self` methods keep it to one thread at a time.
unsafe impl Send for Solver {}

fn text(value: &str, what: &str) -> Result<CString> {
    CString::new(value).map_err(|_| Error::invalid(format!("{what} must not contain a NUL character")))
}

impl Solver {
    /// A solver for a spot. A bad range or size list is [`Status::Parse`];
    /// a bad board, pot or stack [`Status::InvalidArgument`].
    pub fn new(spot: &Spot) -> Result<Solver> {
        ready();
        let (oop, ip) = (text(&spot.oop, "oop")?, text(&spot.ip, "ip")?);
        let (bets, raises) = (text(&spot.bets, "bets")?, text(&spot.raises, "raises")?);
        // SAFETY: all-zero is a valid value of this plain C struct; _init fills it.
        let mut c: sys::xiapl_solver_spot = unsafe { std::mem::zeroed() };
        // SAFETY: a struct of the size given.
        check(unsafe { sys::xiapl_solver_spot_init(&mut c, std::mem::size_of_val(&c) as u32) })?;
        c.pot = spot.pot;
        c.stack = spot.stack;
        c.rake_rate = spot.rake_rate;
        c.rake_cap = spot.rake_cap;
        let mut raw = std::ptr::null_mut();
        // SAFETY: NUL-terminated strings, a filled struct and a valid out pointer.
        check(unsafe {
            sys::xiapl_solver_create(
                oop.as_ptr(),
                ip.as_ptr(),
                spot.board,
                &c,
                bets.as_ptr(),
                raises.as_ptr(),
                &mut raw,
            )
        })?;
        NonNull::new(raw).map(|raw| Solver { raw }).ok_or_else(|| Error::new(Status::Internal, "null solver"))
    }

    /// Adds a bet, raise or all-in (`"bet 50"`, `"raise 300"`, `"allin"`) at
    /// every decision after a betting `line` (action names from the root,
    /// comma separated, deals left out: `""` the root), before the tree is
    /// built. A refused edit changes nothing.
    pub fn add_action(&mut self, line: &str, action: &str) -> Result<()> {
        let (line, action) = (text(line, "line")?, text(action, "action")?);
        // SAFETY: the live handle and NUL-terminated strings.
        check(unsafe { sys::xiapl_solver_add_action(self.raw.as_ptr(), line.as_ptr(), action.as_ptr()) })
    }

    /// Removes a bet, raise or all-in, with its subtree, at every decision
    /// after a betting `line`, before the tree is built.
    pub fn remove_action(&mut self, line: &str, action: &str) -> Result<()> {
        let (line, action) = (text(line, "line")?, text(action, "action")?);
        // SAFETY: the live handle and NUL-terminated strings.
        check(unsafe { sys::xiapl_solver_remove_action(self.raw.as_ptr(), line.as_ptr(), action.as_ptr()) })
    }

    /// Gives one player ([`OOP`], [`IP`] or [`BOTH_PLAYERS`]) on one street
    /// ([`FLOP`], [`TURN`], [`RIVER`] or [`ALL_STREETS`]) its own bet, raise
    /// and donk sizes, before the tree is built (by a solve, [`Solver::memory`]
    /// or a node query). `None` leaves a list unchanged; `""` is none. Donk
    /// sizes are out of position's first bet of a turn or river after calling
    /// a bet on the street before; `"-"` as donks means none (the usual bets).
    /// An unknown player or street, or the tree already built, is
    /// [`Status::InvalidArgument`]; a bad list [`Status::Parse`]. A refused
    /// call changes nothing.
    pub fn set_sizes(
        &mut self,
        player: i32,
        street: i32,
        bets: Option<&str>,
        raises: Option<&str>,
        donks: Option<&str>,
    ) -> Result<()> {
        if !(BOTH_PLAYERS..=IP).contains(&player) {
            return Err(Error::invalid(format!(
                "player is {player}; give solver::OOP (0), solver::IP (1) or solver::BOTH_PLAYERS (-1)"
            )));
        }
        if !(ALL_STREETS..=RIVER).contains(&street) {
            return Err(Error::invalid(format!(
                "street is {street}; give solver::FLOP (0), solver::TURN (1), solver::RIVER (2) or solver::ALL_STREETS (-1)"
            )));
        }
        let bets = optional_text(bets, "bets")?;
        let raises = optional_text(raises, "raises")?;
        let donks = optional_text(donks, "donks")?;
        let ptr = |t: &Option<CString>| t.as_ref().map_or(std::ptr::null(), |t| t.as_ptr());
        // SAFETY: the live handle and NUL-terminated strings or NULL.
        check(unsafe {
            sys::xiapl_solver_set_sizes(self.raw.as_ptr(), player, street, ptr(&bets), ptr(&raises), ptr(&donks))
        })
    }

    /// The bytes a solve needs (the game and the regrets and strategy sums, in
    /// 16 bits when `compressed`), known before the solve allocates them.
    /// Builds the tree.
    pub fn memory(&mut self, compressed: bool) -> Result<u64> {
        let (mut game, mut total) = (0u64, 0u64);
        // SAFETY: the live handle and valid out pointers.
        check(unsafe { sys::xiapl_solver_memory(self.raw.as_ptr(), i32::from(compressed), &mut game, &mut total) })?;
        Ok(total)
    }

    /// Solves to `target_percent` of the pot (0: no target) or `max_iterations`
    /// iterations in all, on `threads` workers (the same result at any count).
    /// [`Solver::solve_with`] takes the other options.
    pub fn solve(&mut self, target_percent: f64, max_iterations: u32, threads: u32) -> Result<SolveResult> {
        self.solve_with(&SolveOptions { target_percent, max_iterations, threads, ..SolveOptions::default() })
    }

    /// Runs Discounted CFR as the options say, until the target exploitability
    /// or `max_iterations` iterations in all; a second call continues from
    /// where the first stopped (also after a cancel). Bad options are
    /// [`Status::InvalidArgument`] naming the field; a cancel by the progress
    /// hook [`Status::Cancelled`].
    pub fn solve_with(&mut self, options: &SolveOptions) -> Result<SolveResult> {
        options.check()?;
        // SAFETY: plain C structs; _init fills the options.
        let mut o: sys::xiapl_solver_options = unsafe { std::mem::zeroed() };
        let mut r: sys::xiapl_solver_result = unsafe { std::mem::zeroed() };
        // SAFETY: a struct of the size given.
        check(unsafe { sys::xiapl_solver_options_init(&mut o, std::mem::size_of_val(&o) as u32) })?;
        o.target_percent = options.target_percent;
        o.target_chips = options.target_chips;
        o.max_iterations = options.max_iterations;
        o.check_every = options.check_every;
        o.threads = options.threads;
        o.compressed = i32::from(options.compressed);
        r.struct_size = std::mem::size_of_val(&r) as u32;
        let handle = self.raw.as_ptr();
        progress::run_solve(o, options.progress.as_ref(), |o| {
            // SAFETY: the live handle, filled options and a sized result.
            unsafe { sys::xiapl_solver_solve(handle, o, &mut r) }
        })?;
        Ok(SolveResult {
            exploitability: r.exploitability,
            exploitability_percent: r.exploitability_percent,
            ev: r.ev,
            iterations: r.iterations,
            seconds: r.seconds,
            memory_bytes: r.memory_bytes,
        })
    }

    /// What a node is.
    pub fn node_info(&mut self, node: u32) -> Result<NodeInfo> {
        // SAFETY: a plain C struct.
        let mut f: sys::xiapl_solver_node_facts = unsafe { std::mem::zeroed() };
        f.struct_size = std::mem::size_of_val(&f) as u32;
        // SAFETY: the live handle and a sized struct.
        check(unsafe { sys::xiapl_solver_node_info(self.raw.as_ptr(), node, &mut f) })?;
        let kind = match f.kind {
            sys::XIAPL_SOLVER_NODE_PLAYER => NodeKind::Player,
            sys::XIAPL_SOLVER_NODE_CHANCE => NodeKind::Chance,
            sys::XIAPL_SOLVER_NODE_FOLD => NodeKind::Fold,
            sys::XIAPL_SOLVER_NODE_SHOWDOWN => NodeKind::Showdown,
            other => return Err(Error::new(Status::Internal, format!("unknown node kind {other}"))),
        };
        Ok(NodeInfo {
            kind,
            player: (f.player >= 0).then_some(f.player),
            street: f.street,
            action_count: f.action_count,
            parent: (f.parent != u32::MAX).then_some(f.parent),
            board: f.board,
            contrib: f.contrib,
        })
    }

    /// The node reached by action names separated by commas (`"check, bet 120"`);
    /// `""` is the root. An unknown action is [`Status::InvalidArgument`]
    /// with the node's actions in the message.
    pub fn node(&mut self, path: &str) -> Result<u32> {
        let path = text(path, "path")?;
        let mut node = 0u32;
        // SAFETY: the live handle, a NUL-terminated string and a valid out pointer.
        check(unsafe { sys::xiapl_solver_node(self.raw.as_ptr(), path.as_ptr(), &mut node) })?;
        Ok(node)
    }

    /// The names of a node's actions, in order.
    pub fn actions(&mut self, node: u32) -> Result<Vec<String>> {
        let mut len = 0u64;
        // SAFETY: a length query (capacity 0, NULL buffer).
        let status = unsafe { sys::xiapl_solver_actions(self.raw.as_ptr(), node, std::ptr::null_mut(), 0, &mut len) };
        if status != sys::XIAPL_ERR_BUFFER_TOO_SMALL {
            check(status)?;
        }
        let mut buf = vec![0u8; len as usize + 1];
        // SAFETY: a buffer of the capacity given.
        check(unsafe {
            sys::xiapl_solver_actions(
                self.raw.as_ptr(),
                node,
                buf.as_mut_ptr() as *mut c_char,
                buf.len() as u64,
                &mut len,
            )
        })?;
        let names = String::from_utf8_lossy(&buf[..len as usize]).into_owned();
        Ok(if names.is_empty() { Vec::new() } else { names.split(',').map(str::to_owned).collect() })
    }

    /// A player's hands ([`OOP`] 0, [`IP`] 1) as masks, the
    /// order of every per-hand result.
    pub fn hands(&mut self, player: i32) -> Result<Vec<u64>> {
        let player = player_index(player)?;
        let mut len = 0u64;
        // SAFETY: a length query.
        let status = unsafe {
            sys::xiapl_solver_hands(self.raw.as_ptr(), player, std::ptr::null_mut(), std::ptr::null_mut(), 0, &mut len)
        };
        if status != sys::XIAPL_ERR_BUFFER_TOO_SMALL {
            check(status)?;
        }
        let mut out = vec![0u64; len as usize + 1];
        // SAFETY: an output of the capacity given; no weights asked for.
        check(unsafe {
            sys::xiapl_solver_hands(
                self.raw.as_ptr(),
                player,
                out.as_mut_ptr(),
                std::ptr::null_mut(),
                out.len() as u64,
                &mut len,
            )
        })?;
        out.truncate(len as usize);
        Ok(out)
    }

    /// The average strategy at a player node: `[action][hand]` frequencies of
    /// the acting player's hands (each hand's sum is 1).
    pub fn strategy(&mut self, node: u32) -> Result<Vec<Vec<f64>>> {
        let actions = self.actions(node)?.len();
        let mut len = 0u64;
        // SAFETY: a length query.
        let status = unsafe { sys::xiapl_solver_strategy(self.raw.as_ptr(), node, std::ptr::null_mut(), 0, &mut len) };
        if status != sys::XIAPL_ERR_BUFFER_TOO_SMALL {
            check(status)?;
        }
        let mut flat = vec![0f64; len as usize + 1];
        // SAFETY: an output of the capacity given.
        check(unsafe {
            sys::xiapl_solver_strategy(self.raw.as_ptr(), node, flat.as_mut_ptr(), flat.len() as u64, &mut len)
        })?;
        let hands = len as usize / actions.max(1);
        Ok((0..actions).map(|a| flat[a * hands..(a + 1) * hands].to_vec()).collect())
    }

    /// Reads one value per hand through `call(out, capacity, out_len)`: a
    /// length query first (NULL, 0), then the values.
    fn per_hand(call: impl Fn(*mut f64, u64, *mut u64) -> i32) -> Result<Vec<f64>> {
        let mut len = 0u64;
        let status = call(std::ptr::null_mut(), 0, &mut len);
        if status != sys::XIAPL_ERR_BUFFER_TOO_SMALL {
            check(status)?;
        }
        let mut out = vec![0f64; len as usize + 1];
        check(call(out.as_mut_ptr(), out.len() as u64, &mut len))?;
        out.truncate(len as usize);
        Ok(out)
    }

    /// Each hand's weight in a player's range at a node ([`OOP`] or [`IP`];
    /// the order of [`Solver::hands`]): its root weight times the frequency of
    /// every action of its own on the way; 0 for a hand holding a card dealt
    /// on the way.
    pub fn range(&mut self, node: u32, player: i32) -> Result<Vec<f64>> {
        let (handle, player) = (self.raw.as_ptr(), player_index(player)?);
        // SAFETY: the live handle; `out` is NULL with capacity 0 or holds `capacity` values.
        Solver::per_hand(|out, capacity, len| unsafe {
            sys::xiapl_solver_range(handle, node, player, out, capacity, len)
        })
    }

    /// Each hand's expected value at a node against the opponent's range there
    /// (chips, counted as [`SolveResult::ev`]); 0 for a hand that cannot be there.
    pub fn ev(&mut self, node: u32, player: i32) -> Result<Vec<f64>> {
        let (handle, player) = (self.raw.as_ptr(), player_index(player)?);
        // SAFETY: the live handle; `out` is NULL with capacity 0 or holds `capacity` values.
        Solver::per_hand(|out, capacity, len| unsafe { sys::xiapl_solver_ev(handle, node, player, out, capacity, len) })
    }

    /// Each hand's equity at a node: its share of the pot (ties split) if
    /// checked down against the opponent's range there, over every board
    /// still to come; 0 for a hand that cannot be there.
    pub fn equity(&mut self, node: u32, player: i32) -> Result<Vec<f64>> {
        let (handle, player) = (self.raw.as_ptr(), player_index(player)?);
        // SAFETY: the live handle; `out` is NULL with capacity 0 or holds `capacity` values.
        Solver::per_hand(|out, capacity, len| unsafe {
            sys::xiapl_solver_equity(handle, node, player, out, capacity, len)
        })
    }
}

impl Drop for Solver {
    fn drop(&mut self) {
        // SAFETY: created by the library and destroyed exactly once.
        unsafe { sys::xiapl_solver_destroy(self.raw.as_ptr()) }
    }
}
