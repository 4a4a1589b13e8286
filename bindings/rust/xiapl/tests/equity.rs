//! Equity, ranges and range equity through the safe API.

use xiapl::{
    calculate_equity, calculate_range_equity, max_players, parse_mask, Game, Range, SimulationOptions, Status,
};

fn round4(x: f64) -> f64 {
    (x * 10000.0).round() / 10000.0
}

#[test]
fn exact_preflop_equity() {
    let holes = [parse_mask("As Ks").unwrap(), parse_mask("Qd Qc").unwrap()];
    let result = calculate_equity(&holes, 0, Some(&SimulationOptions::exact()), Game::Holdem, 0).unwrap();
    assert_eq!(result.trials, 1_712_304);
    assert!(result.exact);
    assert_eq!(result.seed, 0);
    assert_eq!(result.equities().into_iter().map(round4).collect::<Vec<_>>(), vec![0.4621, 0.5379]);
    let p = result.players[0];
    assert_eq!(p.std_error, 0.0);
    assert!((p.win + p.tie / 2.0 - p.equity).abs() < 1e-12);
    assert!(result.chop_rate > 0.0 && result.chop_rate < 0.05);
    let default = calculate_equity(&holes, 0, None, Game::Holdem, 0).unwrap();
    assert_eq!(default.players, result.players);
}

#[test]
fn seeded_monte_carlo_is_the_same_at_one_and_two_threads() {
    let holes = [parse_mask("As Ks").unwrap(), parse_mask("Qd Qc").unwrap(), parse_mask("7h 6h").unwrap()];
    let one = SimulationOptions::mc_seeded(200_000, 42).with_threads(1);
    let two = SimulationOptions::mc_seeded(200_000, 42).with_threads(2);
    let a = calculate_equity(&holes, 0, Some(&one), Game::Holdem, 0).unwrap();
    let b = calculate_equity(&holes, 0, Some(&two), Game::Holdem, 0).unwrap();
    assert_eq!(a, b);
    assert!(!a.exact);
    assert_eq!((a.trials, a.seed), (200_000, 42));
    assert!(a.players.iter().all(|p| p.std_error > 0.0));
}

#[test]
fn equity_errors() {
    let shared = [parse_mask("As Ks").unwrap(), parse_mask("As Qc").unwrap()];
    let error = calculate_equity(&shared, 0, None, Game::Holdem, 0).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(!error.message().is_empty());
    assert_eq!(calculate_equity(&[], 0, None, Game::Holdem, 0).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(max_players(Game::Holdem).unwrap(), 23);
}

#[test]
fn ranges_and_set_algebra() {
    let r = Range::parse("QQ+, AKs", Game::Holdem).unwrap();
    assert_eq!((r.size(), r.total_weight(), r.game()), (22, 22.0, Game::Holdem));
    let combos = r.combos();
    assert_eq!(combos.len(), 22);
    for (i, c) in combos.iter().enumerate() {
        assert_eq!((c.mask.count_ones(), c.weight), (2, 1.0));
        if i > 0 {
            assert!(combos[i - 1].mask < c.mask);
        }
    }
    assert_eq!(r.valid_combos(parse_mask("As").unwrap()).unwrap().len(), 22 - 3 - 1);

    let half: Range = "AA:0.5, KK".parse().unwrap();
    assert_eq!(half.total_weight(), 9.0);
    let u = r.union(&half).unwrap();
    let i = r.intersection(&half).unwrap();
    let d = r.difference(&half).unwrap();
    assert_eq!(
        [(u.size(), u.total_weight()), (i.size(), i.total_weight()), (d.size(), d.total_weight())],
        [(22, 22.0), (12, 9.0), (16, 13.0)]
    );

    let omaha = Range::parse("AA**", Game::Omaha4).unwrap();
    assert!(!omaha.is_empty());
    assert_eq!(r.union(&omaha).unwrap_err().status(), Status::InvalidArgument);

    // A range may be read from several threads at once.
    let shared = std::sync::Arc::new(r);
    let sizes: Vec<usize> = (0..4)
        .map(|_| {
            let r = shared.clone();
            std::thread::spawn(move || r.size())
        })
        .map(|h| h.join().unwrap())
        .collect();
    assert_eq!(sizes, vec![22; 4]);
}

#[test]
fn range_parse_error_is_a_parse_error_with_the_message() {
    let error = Range::parse("AA, KQx", Game::Holdem).unwrap_err();
    assert_eq!(error.status(), Status::Parse);
    assert!(!error.message().is_empty() && !error.message().starts_with("XIAPL_"));
    assert_eq!(Range::parse("AA\0", Game::Holdem).unwrap_err().status(), Status::InvalidArgument);
}

#[test]
fn aa_vs_kk_range_equity() {
    let aa = Range::parse("AA", Game::Holdem).unwrap();
    let kk = Range::parse("KK", Game::Holdem).unwrap();
    let exact = calculate_range_equity(&aa, &kk, 0, 0, None).unwrap();
    assert!(exact.exact);
    assert_eq!(exact.matchups, 36);
    assert_eq!((round4(exact.hero_equity), round4(exact.villain_equity)), (0.8195, 0.1805));
    let one = SimulationOptions::mc_seeded(100_000, 7).with_threads(1);
    let a = calculate_range_equity(&aa, &kk, 0, 0, Some(&one)).unwrap();
    let b = calculate_range_equity(&aa, &kk, 0, 0, Some(&one.with_threads(2))).unwrap();
    assert_eq!(a, b);
    assert!(!a.exact && (a.hero_equity - 0.8195).abs() < 0.01);
}
