//! Progress hooks and cancellation on every call that takes simulation options.

use std::ops::ControlFlow;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use xiapl::{
    calculate_equity, calculate_equity_vs_random, calculate_multiway_range_equity, calculate_range_equity,
    calculate_range_equity_per_combo, parse_mask, Game, Progress, Range, SimulationOptions, Status,
};

fn m(text: &str) -> u64 {
    parse_mask(text).unwrap()
}

fn holes() -> [u64; 2] {
    [m("As Ks"), m("Qd Qc")]
}

/// A Monte Carlo call that would run for hours: fixed-hand equity with more
/// iterations than boards would enumerate instead, one hand against three
/// random hands cannot.
fn huge(options: &SimulationOptions) -> xiapl::Result<xiapl::EquityResult> {
    calculate_equity_vs_random(m("As Ks"), 0, 3, Some(options), Game::Holdem, 0)
}

/// Runs `call` on a thread of its own and returns what it returns (a panic
/// comes through as it was), failing the test if it is still running after
/// two minutes. A hang guard only, as cargo test has no timeout: the calls it
/// runs ask for hours of work and return within milliseconds once their hook
/// cancels, so only a cancel that never reached the library comes near it.
fn without_hanging<T: Send + 'static>(call: impl FnOnce() -> T + Send + 'static) -> T {
    let (sender, receiver) = mpsc::channel();
    let worker = std::thread::spawn(move || {
        let _ = sender.send(call());
    });
    match receiver.recv_timeout(Duration::from_secs(120)) {
        Ok(value) => {
            worker.join().unwrap();
            value
        }
        Err(RecvTimeoutError::Disconnected) => panic::resume_unwind(worker.join().unwrap_err()),
        Err(RecvTimeoutError::Timeout) => panic!("still running after two minutes: the cancel did not stop the call"),
    }
}

/// Every `(done, total)` a hook was given, in order.
type Log = Arc<Mutex<Vec<(u64, u64)>>>;

/// Options whose hook records every report into the returned log. The hook
/// panics (failing the call) if it runs on another thread than the one that
/// made these options and then the call.
fn recording(options: SimulationOptions) -> (SimulationOptions, Log) {
    let log = Arc::new(Mutex::new(Vec::new()));
    let sink = log.clone();
    let caller = std::thread::current().id();
    let hook = move |done, total| {
        assert_eq!(std::thread::current().id(), caller, "a report on another thread than the caller's");
        sink.lock().unwrap().push((done, total));
    };
    (options.with_progress(hook), log)
}

/// The reports climb to the total, never back, with one total throughout.
fn assert_well_formed(log: &[(u64, u64)]) {
    assert!(!log.is_empty(), "the hook is called at least once, at the end");
    let total = log[0].1;
    assert!(total > 0);
    assert!(log.windows(2).all(|w| w[0].0 <= w[1].0), "done never decreases: {log:?}");
    assert!(log.iter().all(|&(done, t)| t == total && done <= total), "{log:?}");
    assert_eq!(log.last().unwrap().0, total, "the last report is done == total: {log:?}");
}

#[test]
fn monte_carlo_reports_climb_to_the_total_and_stop_when_the_call_returns() {
    for threads in [1, 2] {
        // Fewer trials than the 1,712,304 boards, so it samples.
        let plain = SimulationOptions::mc_seeded(1_000_000, 11).with_threads(threads);
        let (options, log) = recording(plain.clone());
        let with_hook = calculate_equity(&holes(), 0, Some(&options), Game::Holdem, 0).unwrap();
        let reports = log.lock().unwrap().clone();
        assert_well_formed(&reports);
        assert_eq!(reports.last().unwrap().1, 1_000_000, "Monte Carlo counts trials");
        assert!(!with_hook.exact);
        // A hook only watches: the numbers are those of the same call without one.
        assert_eq!(with_hook, calculate_equity(&holes(), 0, Some(&plain), Game::Holdem, 0).unwrap());
        // Every report came on this thread (`recording` checks), which has
        // been running the test since the call returned: none came after it,
        // nor during the call just made.
        assert_eq!(log.lock().unwrap().len(), reports.len(), "no report after the call returned");
    }
}

#[test]
fn returning_break_cancels_a_huge_run_at_once() {
    let calls = Arc::new(AtomicUsize::new(0));
    let seen = calls.clone();
    let options = SimulationOptions::mc_seeded(1 << 40, 5).with_progress(move |_, total| {
        assert_eq!(total, 1 << 40);
        seen.fetch_add(1, Ordering::SeqCst);
        ControlFlow::Break(())
    });
    let error = without_hanging(move || huge(&options)).unwrap_err();
    assert_eq!(error.status(), Status::Cancelled);
    assert!(!error.message().is_empty());
    assert_eq!(calls.load(Ordering::SeqCst), 1, "a hook that cancelled is not called again");
}

#[test]
fn returning_false_cancels_after_some_work() {
    let reports = Arc::new(Mutex::new(Vec::new()));
    let sink = reports.clone();
    let options = SimulationOptions::mc_seeded(1 << 40, 5).with_threads(2).with_progress(move |done, _| {
        sink.lock().unwrap().push(done);
        done < 2_000_000
    });
    let error = without_hanging(move || huge(&options)).unwrap_err();
    assert_eq!(error.status(), Status::Cancelled);
    // The call stopped at the first report past 2,000,000 trials: that one
    // is the last.
    let reports = reports.lock().unwrap();
    let (&last, before) = reports.split_last().unwrap();
    assert!((2_000_000..1 << 40).contains(&last), "{reports:?}");
    assert!(before.iter().all(|&done| done < 2_000_000), "{reports:?}");
    // The library is untouched by the cancelled call.
    let exact = calculate_equity(&holes(), 0, None, Game::Holdem, 0).unwrap();
    assert_eq!(exact.trials, 1_712_304);
}

#[test]
fn a_panic_in_the_hook_cancels_the_call_and_resumes_after_it() {
    let first = Arc::new(AtomicBool::new(true));
    let flag = first.clone();
    let after_panic = Arc::new(AtomicUsize::new(0));
    let count = after_panic.clone();
    let options = SimulationOptions::mc_seeded(1 << 40, 9).with_progress(move |_, _| {
        if flag.swap(false, Ordering::SeqCst) {
            panic!("hook gave up");
        }
        count.fetch_add(1, Ordering::SeqCst);
    });
    let panicking = options.clone();
    let payload = panic::catch_unwind(AssertUnwindSafe(|| {
        without_hanging(move || {
            let _ = huge(&panicking);
        })
    }))
    .unwrap_err();
    assert_eq!(payload.downcast_ref::<&str>(), Some(&"hook gave up"));
    assert_eq!(after_panic.load(Ordering::SeqCst), 0, "not called again in that call");

    // The library and the same options keep working.
    let small = SimulationOptions { iterations: 300_000, ..options.clone() };
    let result = huge(&small).unwrap();
    assert_eq!(result.trials, 300_000);
    assert!(after_panic.load(Ordering::SeqCst) >= 1);
    let p = result.players[0];
    assert!((p.equity - 0.413).abs() < 0.01, "AKs against three random hands: {p:?}");
}

#[test]
fn every_call_with_options_reports_and_can_be_cancelled() {
    let (aa, kk, qq) = ("AA".parse::<Range>().unwrap(), "KK".parse::<Range>().unwrap(), "QQ".parse::<Range>().unwrap());
    let mc = SimulationOptions::mc_seeded(500_000, 3);

    let (options, log) = recording(mc.clone());
    calculate_equity_vs_random(m("As Ks"), 0, 3, Some(&options), Game::Holdem, 0).unwrap();
    assert_well_formed(&log.lock().unwrap());

    let (options, log) = recording(SimulationOptions::exact());
    let exact = calculate_range_equity(&aa, &kk, 0, 0, Some(&options)).unwrap();
    assert!(exact.exact);
    assert_well_formed(&log.lock().unwrap());

    let (options, log) = recording(mc.clone());
    calculate_range_equity_per_combo(&aa, &kk, 0, 0, Some(&options)).unwrap();
    assert_well_formed(&log.lock().unwrap());

    let (options, log) = recording(mc.clone());
    calculate_multiway_range_equity(&[&aa, &kk, &qq], 0, 0, Some(&options)).unwrap();
    assert_well_formed(&log.lock().unwrap());

    let stop = SimulationOptions::mc_seeded(1 << 40, 3).with_progress(|_, _| false);
    let cancelled = [
        calculate_equity_vs_random(m("As Ks"), 0, 3, Some(&stop), Game::Holdem, 0).map(|_| ()),
        calculate_range_equity(&aa, &kk, 0, 0, Some(&stop)).map(|_| ()),
        calculate_range_equity_per_combo(&aa, &kk, 0, 0, Some(&stop)).map(|_| ()),
        calculate_multiway_range_equity(&[&aa, &kk, &qq], 0, 0, Some(&stop)).map(|_| ()),
    ];
    for (i, outcome) in cancelled.into_iter().enumerate() {
        assert_eq!(outcome.unwrap_err().status(), Status::Cancelled, "call {i}");
    }
}

#[test]
fn the_hook_cannot_call_back_into_an_equity_function() {
    let refused = Arc::new(Mutex::new(Vec::new()));
    let sink = refused.clone();
    let options = SimulationOptions::mc_seeded(300_000, 1).with_progress(move |_, _| {
        let inner = calculate_equity(&holes(), 0, None, Game::Holdem, 0);
        sink.lock().unwrap().push(inner.map(|_| ()).unwrap_err().status());
    });
    let result = calculate_equity(&holes(), 0, Some(&options), Game::Holdem, 0).unwrap();
    assert_eq!(result.trials, 300_000);
    let refused = refused.lock().unwrap();
    assert!(!refused.is_empty() && refused.iter().all(|&s| s == Status::InvalidArgument), "{refused:?}");
}

#[test]
fn one_hook_shared_by_calls_on_two_threads() {
    let calls = Arc::new(AtomicUsize::new(0));
    let seen = calls.clone();
    let hook = Progress::new(move |_, _| {
        seen.fetch_add(1, Ordering::SeqCst);
    });
    let options = SimulationOptions::mc_seeded(400_000, 2).with_threads(1).with_progress_hook(hook.clone());
    assert_eq!(options.progress.as_ref(), Some(&hook), "the options share the hook");
    let results: Vec<_> = std::thread::scope(|scope| {
        let runs: Vec<_> = (0..2)
            .map(|_| scope.spawn(|| calculate_equity(&holes(), 0, Some(&options), Game::Holdem, 0).unwrap()))
            .collect();
        runs.into_iter().map(|run| run.join().unwrap()).collect()
    });
    assert_eq!(results[0], results[1]);
    assert!(calls.load(Ordering::SeqCst) >= 2, "each call reports at least at its end");
}
