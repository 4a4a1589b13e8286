//! The postflop solver (docs/solver.md): a heads-up No-Limit Hold'em spot
//! from the flop, turn or river solved by Discounted CFR. Out of position is
//! player 0 and acts first on every street; in position is player 1.
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
use crate::{ready, sys};

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

    /// Solves to `target_percent` of the pot (0: no target) or `max_iterations`
    /// iterations in all, on `threads` workers (the same result at any count).
    pub fn solve(&mut self, target_percent: f64, max_iterations: u32, threads: u32) -> Result<SolveResult> {
        // SAFETY: plain C structs; _init fills the options.
        let mut o: sys::xiapl_solver_options = unsafe { std::mem::zeroed() };
        let mut r: sys::xiapl_solver_result = unsafe { std::mem::zeroed() };
        // SAFETY: a struct of the size given.
        check(unsafe { sys::xiapl_solver_options_init(&mut o, std::mem::size_of_val(&o) as u32) })?;
        o.target_percent = target_percent;
        o.max_iterations = max_iterations;
        o.threads = threads;
        r.struct_size = std::mem::size_of_val(&r) as u32;
        // SAFETY: the live handle, filled options and a sized result.
        check(unsafe { sys::xiapl_solver_solve(self.raw.as_ptr(), &o, &mut r) })?;
        Ok(SolveResult {
            exploitability: r.exploitability,
            exploitability_percent: r.exploitability_percent,
            ev: r.ev,
            iterations: r.iterations,
            seconds: r.seconds,
            memory_bytes: r.memory_bytes,
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

    /// A player's hands (0 out of position, 1 in position) as masks, the
    /// order of every per-hand result.
    pub fn hands(&mut self, player: i32) -> Result<Vec<u64>> {
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
}

impl Drop for Solver {
    fn drop(&mut self) {
        // SAFETY: created by the library and destroyed exactly once.
        unsafe { sys::xiapl_solver_destroy(self.raw.as_ptr()) }
    }
}
