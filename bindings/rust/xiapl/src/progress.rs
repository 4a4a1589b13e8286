//! Progress reports and cancellation of long equity calls and of the
//! solver's solve ([`SolveProgress`]).
//!
//! A [`Progress`] hook rides in [`SimulationOptions`](crate::SimulationOptions)
//! (see [`SimulationOptions::with_progress`](crate::SimulationOptions::with_progress)).
//! The library calls it on the thread that made the call, never on a worker,
//! about every 20 ms and once at the end (`done == total`), with the work done
//! so far in whole chunks (Monte Carlo: trials; enumerations: their own
//! units). A hook that returns `false` or [`ControlFlow::Break`] cancels the
//! call, which then fails with [`Status::Cancelled`](crate::Status). A hook
//! that panics cancels the call too, and the panic resumes once the call has
//! returned.

use std::any::Any;
use std::cell::Cell;
use std::ffi::c_void;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::ControlFlow;
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Arc, Mutex, PoisonError};

use crate::error::{check, Error, Result};
use crate::sys;

/// What a progress hook returns: whether the call goes on.
///
/// `()` always goes on; `bool`: `true` goes on, `false` cancels;
/// [`ControlFlow::Continue`] goes on, [`ControlFlow::Break`] cancels.
pub trait ProgressControl {
    /// `true` to go on, `false` to cancel the call.
    fn keep_going(self) -> bool;
}

impl ProgressControl for () {
    fn keep_going(self) -> bool {
        true
    }
}

impl ProgressControl for bool {
    fn keep_going(self) -> bool {
        self
    }
}

impl ProgressControl for ControlFlow<()> {
    fn keep_going(self) -> bool {
        self.is_continue()
    }
}

type Hook = dyn FnMut(u64, u64) -> bool + Send;

/// A progress hook: a closure `(done, total)` run on the calling thread
/// during a long equity call. Cloning shares the same closure; two calls
/// running at once on different threads with the same hook take turns
/// calling it.
///
/// The hook must not call an equity function (such a call fails with
/// [`Status::InvalidArgument`](crate::Status) without running).
#[derive(Clone)]
pub struct Progress {
    hook: Arc<Mutex<Hook>>,
}

impl Progress {
    /// Wraps a closure returning `()`, `bool` or `ControlFlow<()>` (see
    /// [`ProgressControl`]).
    ///
    /// ```no_run
    /// use std::ops::ControlFlow;
    /// use xiapl::Progress;
    ///
    /// let report = Progress::new(|done, total| eprintln!("{done}/{total}"));
    /// let stop_early = Progress::new(|done, _| if done < 1_000_000 { ControlFlow::Continue(()) } else { ControlFlow::Break(()) });
    /// ```
    pub fn new<F, R>(mut hook: F) -> Progress
    where
        F: FnMut(u64, u64) -> R + Send + 'static,
        R: ProgressControl,
    {
        Progress { hook: Arc::new(Mutex::new(move |done, total| hook(done, total).keep_going())) }
    }

    fn call(&self, done: u64, total: u64) -> bool {
        // A hook that panicked once is still called by later calls: the
        // panic reached its caller, so the lock's poison carries no news.
        let mut hook = self.hook.lock().unwrap_or_else(PoisonError::into_inner);
        hook(done, total)
    }

    fn address(&self) -> *const () {
        Arc::as_ptr(&self.hook) as *const ()
    }
}

/// A hook's identity is its closure: it prints as its address, and two hooks
/// are equal (and hash alike) when they share one closure (clones of one hook).
macro_rules! identity_by_closure {
    ($hook:ident) => {
        impl fmt::Debug for $hook {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!(stringify!($hook), "({:p})"), self.address())
            }
        }

        impl PartialEq for $hook {
            fn eq(&self, other: &$hook) -> bool {
                self.address() == other.address()
            }
        }

        impl Eq for $hook {}

        impl Hash for $hook {
            fn hash<H: Hasher>(&self, state: &mut H) {
                self.address().hash(state);
            }
        }
    };
}

identity_by_closure!(Progress);

thread_local! {
    /// Set while this thread runs a progress hook.
    static IN_HOOK: Cell<bool> = const { Cell::new(false) };
}

/// One call's state, on the calling thread's stack for the call's duration.
struct CallState<'a> {
    progress: &'a Progress,
    /// The hook asked to cancel or panicked: it is not called again.
    stopped: bool,
    panic: Option<Box<dyn Any + Send + 'static>>,
}

unsafe extern "C" fn trampoline(user: *mut c_void, done: u64, total: u64) -> i32 {
    // SAFETY: `user` is the CallState that `run` placed in the options; the
    // library calls this only during that call, on the thread that made it.
    let state = unsafe { &mut *(user as *mut CallState<'_>) };
    if state.stopped {
        return 1;
    }
    IN_HOOK.with(|flag| flag.set(true));
    // No panic may unwind into C: it is kept and resumed after the call.
    let outcome = panic::catch_unwind(AssertUnwindSafe(|| state.progress.call(done, total)));
    IN_HOOK.with(|flag| flag.set(false));
    match outcome {
        Ok(true) => 0,
        Ok(false) => {
            state.stopped = true;
            1
        }
        Err(payload) => {
            state.stopped = true;
            state.panic = Some(payload);
            1
        }
    }
}

/// Runs one equity call with `raw` options (filled by `to_c`), wiring in the
/// progress hook if there is one. The hook's panic, if any, resumes here;
/// otherwise the status becomes the result (a cancel is `Status::Cancelled`).
pub(crate) fn run(
    mut raw: sys::xiapl_equity_options,
    progress: Option<&Progress>,
    call: impl FnOnce(&sys::xiapl_equity_options) -> i32,
) -> Result<()> {
    if IN_HOOK.with(Cell::get) {
        return Err(Error::invalid(
            "an equity function was called from inside a progress hook; the hook may only report or cancel",
        ));
    }
    let Some(progress) = progress else {
        return check(call(&raw));
    };
    let mut state = CallState { progress, stopped: false, panic: None };
    raw.progress = Some(trampoline);
    raw.progress_user = &mut state as *mut CallState<'_> as *mut c_void;
    let status = call(&raw);
    // Read the message now, on this thread, before anything else runs.
    let result = check(status);
    if let Some(payload) = state.panic.take() {
        panic::resume_unwind(payload);
    }
    result
}

type SolveHook = dyn FnMut(u32, f64) -> bool + Send;

/// A solve's progress hook: a closure `(iterations, exploitability)` run on
/// the calling thread after each exploitability check of
/// [`Solver::solve_with`](crate::solver::Solver::solve_with), with the
/// iterations done in all and the exploitability in chips. It returns `()`,
/// a `bool` (`false` cancels) or a [`ControlFlow<()>`] (`Break` cancels), as
/// [`Progress`]; a cancelled solve fails with
/// [`Status::Cancelled`](crate::Status) and the solver keeps the iterations
/// done. A panic in the hook cancels the solve and resumes once it has
/// returned. Cloning shares the same closure.
#[derive(Clone)]
pub struct SolveProgress {
    hook: Arc<Mutex<SolveHook>>,
}

impl SolveProgress {
    /// Wraps a closure returning `()`, `bool` or `ControlFlow<()>` (see
    /// [`ProgressControl`]).
    pub fn new<F, R>(mut hook: F) -> SolveProgress
    where
        F: FnMut(u32, f64) -> R + Send + 'static,
        R: ProgressControl,
    {
        SolveProgress {
            hook: Arc::new(Mutex::new(move |iterations, exploitability| hook(iterations, exploitability).keep_going())),
        }
    }

    fn call(&self, iterations: u32, exploitability: f64) -> bool {
        // As Progress::call: a poisoned lock carries no news.
        let mut hook = self.hook.lock().unwrap_or_else(PoisonError::into_inner);
        hook(iterations, exploitability)
    }

    fn address(&self) -> *const () {
        Arc::as_ptr(&self.hook) as *const ()
    }
}

identity_by_closure!(SolveProgress);

/// One solve's state, on the calling thread's stack for the call's duration.
struct SolveState<'a> {
    progress: &'a SolveProgress,
    stopped: bool,
    panic: Option<Box<dyn Any + Send + 'static>>,
}

unsafe extern "C" fn solve_trampoline(user: *mut c_void, iterations: u32, exploitability: f64) -> i32 {
    // SAFETY: `user` is the SolveState that `run_solve` placed in the
    // options; the library calls this only during that solve, on its thread.
    let state = unsafe { &mut *(user as *mut SolveState<'_>) };
    if state.stopped {
        return 1;
    }
    // No panic may unwind into C: it is kept and resumed after the call.
    match panic::catch_unwind(AssertUnwindSafe(|| state.progress.call(iterations, exploitability))) {
        Ok(true) => 0,
        Ok(false) => {
            state.stopped = true;
            1
        }
        Err(payload) => {
            state.stopped = true;
            state.panic = Some(payload);
            1
        }
    }
}

/// Runs one solve with `raw` options, wiring in the progress hook if there
/// is one; as [`run`].
pub(crate) fn run_solve(
    mut raw: sys::xiapl_solver_options,
    progress: Option<&SolveProgress>,
    call: impl FnOnce(&sys::xiapl_solver_options) -> i32,
) -> Result<()> {
    let Some(progress) = progress else {
        return check(call(&raw));
    };
    let mut state = SolveState { progress, stopped: false, panic: None };
    raw.progress = Some(solve_trampoline);
    raw.progress_user = &mut state as *mut SolveState<'_> as *mut c_void;
    let status = call(&raw);
    // Read the message now, on this thread, before anything else runs.
    let result = check(status);
    if let Some(payload) = state.panic.take() {
        panic::resume_unwind(payload);
    }
    result
}
