//! The postflop solver: a river spot solved to the target, its strategy and
//! navigation by action names, and bad input.

use xiapl::solver::{Solver, Spot};
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
