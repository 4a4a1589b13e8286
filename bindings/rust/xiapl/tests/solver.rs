//! The postflop solver: a river spot solved to the target, its strategy and
//! navigation by action names, and bad input.

use std::ops::ControlFlow;
use std::sync::{Arc, Mutex};

use xiapl::solver::{NodeInfo, NodeKind, SolveOptions, Solver, Spot, ALL_STREETS, BOTH_PLAYERS, IP, OOP, RIVER, TURN};
use xiapl::{parse_mask, Status};

fn river() -> Spot {
    Spot {
        bets: "50%, a".into(),
        raises: String::new(),
        ..Spot::new("AA,QQ,AKs,87s", "KK,JJ,AQs,65s", parse_mask("Td9d6hQc2s").unwrap(), 100.0, 200.0)
    }
}

#[test]
fn a_river_spot_solves_and_reads_by_action_names() {
    let mut solver = Solver::new(&river()).unwrap();
    let r = solver.solve(0.5, 1000, 1).unwrap();
    assert!(r.iterations > 0 && r.exploitability_percent <= 0.5, "{r:?}");
    assert!((r.ev[0] + r.ev[1] - 100.0).abs() < 1e-4);
    let root = solver.node("").unwrap();
    assert_eq!(root, 0);
    assert_eq!(solver.actions(root).unwrap(), ["check", "bet 50", "allin 200"]);
    let hands = solver.hands(0).unwrap();
    assert_eq!(hands.len(), 17); // AA 6, QQ 3 (Qc on the board), AKs 4, 87s 4
    let strategy = solver.strategy(root).unwrap();
    assert_eq!(strategy.len(), 3);
    for h in 0..hands.len() {
        let sum: f64 = strategy.iter().map(|row| row[h]).sum();
        assert!((sum - 1.0).abs() < 1e-5, "hand {h} sums to {sum}");
    }
    let bet = solver.node(" Bet 50 ").unwrap();
    assert_eq!(solver.actions(bet).unwrap(), ["fold", "call"]);
    let err = solver.node("raise 300").unwrap_err();
    assert_eq!(err.status(), Status::InvalidArgument);
    assert!(err.message().contains("check, bet 50"), "{err}");
}

#[test]
fn bad_spots_name_the_input() {
    let err = Solver::new(&Spot { oop: "AA,KQx".into(), ..river() }).unwrap_err();
    assert_eq!(err.status(), Status::Parse);
    assert!(err.message().contains("KQx"), "{err}");
    let err = Solver::new(&Spot { pot: -5.0, ..river() }).unwrap_err();
    assert_eq!(err.status(), Status::InvalidArgument);
    assert!(err.message().contains("pot is -5"), "{err}");
}

#[test]
fn tree_edits_add_and_remove_sizes_and_a_refused_one_changes_nothing() {
    let mut solver = Solver::new(&river()).unwrap();
    solver.add_action("", "bet 75").unwrap();
    solver.remove_action("check", "allin").unwrap();
    let err = solver.add_action("", "jam 50").unwrap_err();
    assert_eq!(err.status(), Status::Parse);
    assert!(err.message().contains("\"jam 50\""), "{err}");
    let err = solver.add_action("", "bet 500").unwrap_err();
    assert_eq!(err.status(), Status::InvalidArgument);
    assert!(err.message().contains("above all-in (200 chips)"), "{err}");
    assert_eq!(solver.remove_action("", "bet 70").unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(solver.actions(0).unwrap(), ["check", "bet 50", "bet 75", "allin 200"]);
    let check = solver.node("check").unwrap();
    assert_eq!(solver.actions(check).unwrap(), ["check", "bet 50"]);
    assert!(solver.add_action("", "bet 20").unwrap_err().message().contains("already built"));
}

#[test]
fn per_hand_range_ev_and_equity_at_a_node() {
    let mut solver = Solver::new(&river()).unwrap();
    let r = solver.solve(0.5, 1000, 1).unwrap();
    let root = solver.node("").unwrap();
    let bet = solver.node("bet 50").unwrap();
    let strategy = solver.strategy(root).unwrap();
    let hands = solver.hands(OOP).unwrap();
    // out of position's range after betting is the root weight (1) times the bet's frequency
    let range = solver.range(bet, OOP).unwrap();
    assert_eq!(range.len(), hands.len());
    for h in 0..hands.len() {
        assert!((range[h] - strategy[1][h]).abs() < 1e-6, "hand {h}");
    }
    assert!(solver.range(root, IP).unwrap().iter().all(|&w| w == 1.0));
    // the per-hand values, weighted over the hands and their opponents, give the root's EV:
    // with every weight 1 the mean over the pairs of hands that share no card
    for p in [OOP, IP] {
        let ev = solver.ev(root, p).unwrap();
        let equity = solver.equity(root, p).unwrap();
        assert_eq!(ev.len(), solver.hands(p).unwrap().len());
        assert_eq!(equity.len(), ev.len());
        assert!(equity.iter().all(|&e| (0.0..=1.0).contains(&e)));
        assert!(ev.iter().all(|&v| (-200.0..=300.0).contains(&v)), "{ev:?}");
        let mine = solver.hands(p).unwrap();
        let theirs = solver.hands(1 - p).unwrap();
        let (mut total, mut pairs) = (0.0, 0.0);
        for (h, &m) in mine.iter().enumerate() {
            let n = theirs.iter().filter(|&&t| t & m == 0).count() as f64;
            total += ev[h] * n;
            pairs += n;
        }
        assert!(
            (total / pairs - r.ev[p as usize]).abs() < 1e-6,
            "player {p}: {} vs {}",
            total / pairs,
            r.ev[p as usize]
        );
    }
    // AA against KK, JJ, AQs, 65s on Td9d6hQc2s checked down wins unless it meets a set or better: none here
    let aa = solver.hands(OOP).unwrap().iter().position(|&m| m == xiapl::parse_mask("AcAd").unwrap()).unwrap();
    assert!((solver.equity(root, OOP).unwrap()[aa] - 1.0).abs() < 1e-12);
    let err = solver.ev(root, 2).unwrap_err();
    assert_eq!(err.status(), Status::InvalidArgument);
    assert!(err.message().contains("player is 2"), "{err}");
    assert_eq!(solver.range(1 << 30, OOP).unwrap_err().status(), Status::InvalidArgument);
}

#[test]
fn a_progress_hook_sees_each_check_and_its_cancel_leaves_a_solver_that_continues() {
    let mut solver = Solver::new(&river()).unwrap();
    let reports = Arc::new(Mutex::new(Vec::new()));
    let seen = Arc::clone(&reports);
    let options = SolveOptions { target_percent: 0.0, check_every: 7, ..SolveOptions::default() }.with_progress(
        move |iterations, exploitability| {
            seen.lock().unwrap().push((iterations, exploitability));
            if iterations < 70 {
                ControlFlow::Continue(())
            } else {
                ControlFlow::Break(())
            }
        },
    );
    let err = solver.solve_with(&options).unwrap_err();
    assert_eq!(err.status(), Status::Cancelled);
    assert!(err.message().contains("70 iterations"), "{err}");
    let reports = reports.lock().unwrap().clone();
    assert_eq!(reports.iter().map(|r| r.0).collect::<Vec<_>>(), (1..=10).map(|k| 7 * k).collect::<Vec<_>>());
    assert!(reports.iter().all(|r| r.1 > 0.0));
    assert!(reports[9].1 < reports[0].1 / 2.0, "{reports:?}");
    // going on to 140 iterations gives the bits of a solve never stopped
    let plain = SolveOptions { target_percent: 0.0, max_iterations: 140, check_every: 7, ..SolveOptions::default() };
    let r = solver.solve_with(&plain).unwrap();
    let want = Solver::new(&river()).unwrap().solve_with(&plain).unwrap();
    assert_eq!(r.iterations, 140);
    assert_eq!((r.exploitability, r.ev), (want.exploitability, want.ev));
    // a hook returning false cancels too; a panic cancels and resumes in the caller
    let stop = SolveOptions { target_percent: 0.0, max_iterations: 200, ..SolveOptions::default() }
        .with_progress(|iterations, _| iterations < 150);
    assert_eq!(solver.solve_with(&stop).unwrap_err().status(), Status::Cancelled);
    let boom = SolveOptions { target_percent: 0.0, max_iterations: 300, ..SolveOptions::default() }
        .with_progress(|_, _| -> bool { panic!("boom") });
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| solver.solve_with(&boom)));
    assert_eq!(caught.unwrap_err().downcast_ref::<&str>(), Some(&"boom"));
    assert_eq!(
        solver.solve_with(&SolveOptions { max_iterations: 300, target_percent: 0.0, ..plain }).unwrap().iterations,
        300
    );
}

#[test]
fn compressed_storage_takes_less_memory_and_reaches_the_target() {
    let mut solver = Solver::new(&river()).unwrap();
    let (full, half) = (solver.memory(false).unwrap(), solver.memory(true).unwrap());
    assert!(0 < half && half < full, "{half} < {full}");
    let r = solver.solve_with(&SolveOptions { compressed: true, threads: 2, ..SolveOptions::default() }).unwrap();
    assert!(r.iterations > 0 && r.exploitability_percent <= 0.5, "{r:?}");
    let err = solver.solve_with(&SolveOptions::default()).unwrap_err();
    assert_eq!(err.status(), Status::InvalidArgument);
    assert!(err.message().contains("compressed"), "{err}");
    // a target in chips takes the place of the percent
    let mut chips = Solver::new(&river()).unwrap();
    let r = chips
        .solve_with(&SolveOptions { target_percent: 0.001, target_chips: 2.0, ..SolveOptions::default() })
        .unwrap();
    assert!(r.exploitability <= 2.0 && r.iterations < 1000, "{r:?}");
}

#[test]
fn sizes_per_player_and_street_change_the_actions_and_node_info_says_what_a_node_is() {
    let board = parse_mask("Td9d6hQc").unwrap();
    let spot =
        Spot { bets: "50%".into(), raises: String::new(), ..Spot::new("AA,QQ,AKs", "KK,JJ,AQs", board, 100.0, 400.0) };
    let mut solver = Solver::new(&spot).unwrap();
    solver.set_sizes(IP, TURN, Some("75%"), None, None).unwrap();
    solver.set_sizes(OOP, RIVER, None, None, Some("25%")).unwrap();
    solver.set_sizes(BOTH_PLAYERS, RIVER, None, Some("3x"), None).unwrap();
    let mut actions = |path: &str| {
        let node = solver.node(path).unwrap();
        solver.actions(node).unwrap()
    };
    assert_eq!(actions(""), ["check", "bet 50"]);
    assert_eq!(actions("check"), ["check", "bet 75"]);
    assert_eq!(actions("check, bet 75, call, deal 2s"), ["check", "bet 63", "allin 325"]);
    assert_eq!(actions("check, bet 75, call, deal 2s, check"), ["check", "bet 125", "allin 325"]);
    assert_eq!(actions("check, check, deal 2s, bet 50"), ["fold", "call", "raise 150"]);
    let root = solver.node_info(0).unwrap();
    assert_eq!(
        root,
        NodeInfo {
            kind: NodeKind::Player,
            player: Some(OOP),
            street: TURN,
            action_count: 2,
            parent: None,
            board,
            contrib: [50.0, 50.0]
        }
    );
    let deal = solver.node("check, bet 75, call").unwrap();
    let info = solver.node_info(deal).unwrap();
    assert_eq!((info.kind, info.player, info.contrib), (NodeKind::Chance, None, [125.0, 125.0]));
    let fold = solver.node("check, bet 75, fold").unwrap();
    let info = solver.node_info(fold).unwrap();
    assert_eq!(
        (info.kind, info.player, info.parent),
        (NodeKind::Fold, Some(OOP), Some(solver.node("check, bet 75").unwrap()))
    );
    assert_eq!(solver.node_info(1 << 30).unwrap_err().status(), Status::InvalidArgument);
    let err = solver.set_sizes(BOTH_PLAYERS, ALL_STREETS, Some("33%"), None, None).unwrap_err();
    assert!(err.message().contains("already built"), "{err}");
}

#[test]
fn bad_options_players_and_streets_name_the_input_and_change_nothing() {
    let mut solver = Solver::new(&river()).unwrap();
    let d = SolveOptions::default;
    for (options, want) in [
        (SolveOptions { threads: 0, ..d() }, "SolveOptions::threads is 0; give 1 to 256"),
        (SolveOptions { threads: 257, ..d() }, "SolveOptions::threads is 257"),
        (SolveOptions { target_percent: -1.0, ..d() }, "SolveOptions::target_percent is -1"),
        (SolveOptions { target_chips: f64::NAN, ..d() }, "SolveOptions::target_chips is NaN"),
        (SolveOptions { max_iterations: 0, ..d() }, "SolveOptions::max_iterations is 0"),
        (SolveOptions { check_every: 0, ..d() }, "SolveOptions::check_every is 0"),
    ] {
        let err = solver.solve_with(&options).unwrap_err();
        assert_eq!(err.status(), Status::InvalidArgument, "{want}");
        assert!(err.message().contains(want), "{err}");
    }
    let err = solver.set_sizes(2, RIVER, Some("33%"), None, None).unwrap_err();
    assert!(err.status() == Status::InvalidArgument && err.message().contains("player is 2"), "{err}");
    let err = solver.set_sizes(IP, 3, Some("33%"), None, None).unwrap_err();
    assert!(err.status() == Status::InvalidArgument && err.message().contains("street is 3"), "{err}");
    assert_eq!(solver.set_sizes(IP, RIVER, Some("33%, 4x"), None, None).unwrap_err().status(), Status::Parse);
    assert_eq!(solver.set_sizes(IP, RIVER, Some("33\0%"), None, None).unwrap_err().status(), Status::InvalidArgument);
    let root = solver.node("").unwrap();
    assert_eq!(solver.actions(root).unwrap(), ["check", "bet 50", "allin 200"]);
    assert!(solver.solve_with(&SolveOptions::default()).unwrap().exploitability_percent <= 0.5);
}
