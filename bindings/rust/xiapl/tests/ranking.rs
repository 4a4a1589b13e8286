//! Starting-hand ranking, ranges from combos, equity against random hands
//! and multiway range equity.

use std::collections::HashSet;

use xiapl::{
    calculate_equity_vs_random, calculate_multiway_range_equity, calculate_range_equity, generate_top_percent_range,
    holdem_hand_class, parse_mask, rank_starting_hands, CanonicalStream, Combo, Game, Range, SimulationOptions, Status,
};

fn m(text: &str) -> u64 {
    parse_mask(text).unwrap()
}

#[test]
fn the_ranking_covers_the_169_classes_strongest_first() {
    let all = rank_starting_hands(1.0, Game::Holdem).unwrap();
    assert_eq!(all.len(), 169);
    let classes: HashSet<String> =
        CanonicalStream::hands(Game::Holdem).unwrap().map(|s| holdem_hand_class(s.hero).unwrap()).collect();
    assert_eq!(all.iter().cloned().collect::<HashSet<_>>(), classes, "each class exactly once");
    assert_eq!(&all[..3], ["AA", "KK", "QQ"]);
    assert_eq!(all.last().unwrap(), "32o");
    let top = rank_starting_hands(0.10, Game::Holdem).unwrap();
    assert_eq!(top.len(), 16, "floor(0.10 * 169)");
    assert_eq!(top[..], all[..16], "a prefix of the full ranking");
    assert!(rank_starting_hands(0.001, Game::Holdem).unwrap().is_empty(), "floor(0.169) classes");
    assert!(rank_starting_hands(0.0, Game::Holdem).is_err(), "0 is not a fraction in (0, 1]");
    assert_eq!(rank_starting_hands(0.5, Game::Holdem).unwrap().len(), 84);
}

#[test]
fn the_top_percent_range_holds_the_ranked_classes() {
    let range = generate_top_percent_range(0.10, Game::Holdem).unwrap();
    assert_eq!((range.size(), range.total_weight(), range.game()), (104, 104.0, Game::Holdem));
    let labels = rank_starting_hands(0.10, Game::Holdem).unwrap().join(",");
    assert_eq!(range.combos(), Range::parse(&labels, Game::Holdem).unwrap().combos());
    assert_eq!(generate_top_percent_range(1.0, Game::Holdem).unwrap().size(), 1_326);
    assert!(generate_top_percent_range(0.001, Game::Holdem).unwrap().is_empty(), "floor(0.169) classes");
}

#[test]
fn ranking_refuses_bad_fractions_and_omaha() {
    for bad in [0.0, -0.1, 1.5, f64::NAN] {
        let error = rank_starting_hands(bad, Game::Holdem).unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument, "{bad}");
        assert!(error.message().contains("(0, 1]"), "{error}");
        assert_eq!(generate_top_percent_range(bad, Game::Holdem).unwrap_err().status(), Status::InvalidArgument);
    }
    let error = rank_starting_hands(0.1, Game::Omaha4).unwrap_err();
    assert!(error.message().contains("Hold'em"), "{error}");
    assert_eq!(generate_top_percent_range(0.1, Game::Omaha4).unwrap_err().status(), Status::InvalidArgument);
}

#[test]
fn ranges_from_combos() {
    let parsed = Range::parse("QQ+, AKs:0.5", Game::Holdem).unwrap();
    let rebuilt = Range::from_combos(&parsed.combos(), Game::Holdem).unwrap();
    assert_eq!(rebuilt.combos(), parsed.combos());
    assert_eq!((rebuilt.size(), rebuilt.total_weight()), (22, 20.0));
    let masks = [m("Ks Kh"), m("As Ah"), m("As Ah")];
    let plain = Range::from_masks(&masks, Game::Holdem).unwrap();
    // Ascending mask order, the repeated mask once.
    assert_eq!(plain.combos(), [Combo { mask: m("Kh Ks"), weight: 1.0 }, Combo { mask: m("Ah As"), weight: 1.0 }]);
    assert!(Range::from_combos(&[], Game::Holdem).unwrap().is_empty());
    let omaha = Range::from_masks(&[m("As Ah Ks Kh")], Game::Omaha4).unwrap();
    assert_eq!((omaha.size(), omaha.game()), (1, Game::Omaha4));
}

#[test]
fn ranges_from_combos_refuse_bad_combos_naming_them() {
    let refuse = |combos: &[Combo], words: &str| {
        let error = Range::from_combos(combos, Game::Holdem).unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument);
        assert!(error.message().contains(words), "{error}");
    };
    refuse(&[Combo { mask: m("2c 3c 4c"), weight: 1.0 }], "4c3c2c"); // a mask: named highest first
    refuse(&[Combo { mask: m("2c 3c"), weight: 1.5 }], "weight 1.5");
    refuse(&[Combo { mask: m("2c 3c"), weight: 0.0 }], "weight");
    refuse(&[Combo { mask: m("2c 3c"), weight: 1.0 }, Combo { mask: m("2c 3c"), weight: 0.5 }], "given twice");
    refuse(&[Combo { mask: 1 << 60 | 1, weight: 1.0 }], "");
    assert!(Range::from_masks(&[m("As Ah")], Game::Omaha4).is_err());
}

#[test]
fn equity_against_one_random_hand_equals_range_equity_against_every_hand() {
    let hole = m("As Ks");
    let board = m("Qs 7h 2d");
    let exact = SimulationOptions::exact();
    let vs_random = calculate_equity_vs_random(hole, board, 1, Some(&exact), Game::Holdem, 0).unwrap();
    assert!(vs_random.exact);
    assert_eq!(vs_random.players.len(), 1);
    let hero = Range::from_masks(&[hole], Game::Holdem).unwrap();
    let ranged = calculate_range_equity(&hero, &Range::all(Game::Holdem).unwrap(), board, 0, Some(&exact)).unwrap();
    assert!((vs_random.players[0].equity - ranged.hero_equity).abs() < 1e-9, "{vs_random:?} {ranged:?}");
    let p = vs_random.players[0];
    assert!((p.win + p.tie / 2.0 - p.equity).abs() < 1e-9, "heads-up a tie is half the pot");

    // Preflop, with the default (auto) options: exact, AKs 67.04%.
    let preflop = calculate_equity_vs_random(hole, 0, 1, None, Game::Holdem, 0).unwrap();
    assert!(preflop.exact);
    assert_eq!((preflop.players[0].equity * 10_000.0).round(), 6704.0);
}

#[test]
fn equity_against_several_random_hands() {
    let aces = m("As Ah");
    let seeded = |threads| SimulationOptions::mc_seeded(200_000, 7).with_threads(threads);
    let one = calculate_equity_vs_random(aces, 0, 3, Some(&seeded(1)), Game::Holdem, 0).unwrap();
    let two = calculate_equity_vs_random(aces, 0, 3, Some(&seeded(2)), Game::Holdem, 0).unwrap();
    assert_eq!(one, two, "the thread count never changes a seeded result");
    assert!(!one.exact);
    assert_eq!((one.trials, one.seed), (200_000, 7));
    let p = one.players[0];
    // Aces against three random hands win about 64% of the pot.
    assert!((p.equity - 0.64).abs() < 5.0 * p.std_error + 0.01, "{p:?}");
    let dead = calculate_equity_vs_random(aces, 0, 3, Some(&seeded(1)), Game::Holdem, m("Ad Ac")).unwrap();
    assert!(dead.players[0].equity < p.equity, "no set of aces without the other two");
}

#[test]
fn equity_against_random_hands_refuses_bad_requests() {
    let hole = m("As Ks");
    let error = calculate_equity_vs_random(hole, 0, 0, None, Game::Holdem, 0).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    for too_many in [23, usize::MAX] {
        let error = calculate_equity_vs_random(hole, 0, too_many, None, Game::Holdem, 0).unwrap_err();
        assert_eq!(error.status(), Status::LimitExceeded, "{too_many}");
    }
    let exact = SimulationOptions::exact();
    let error = calculate_equity_vs_random(hole, 0, 4, Some(&exact), Game::Holdem, 0).unwrap_err();
    assert_eq!(error.status(), Status::LimitExceeded);
    assert!(!error.message().is_empty());
    let error = calculate_equity_vs_random(m("As Ks Qs"), 0, 1, None, Game::Holdem, 0).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    let error = calculate_equity_vs_random(hole, m("As 2c 3c"), 1, None, Game::Holdem, 0).unwrap_err();
    assert!(error.message().contains("As"), "{error}");
}

#[test]
fn multiway_range_equities_sum_to_one_and_match_heads_up() {
    let (aa, kk, qq) = (
        Range::parse("AA", Game::Holdem).unwrap(),
        Range::parse("KK", Game::Holdem).unwrap(),
        Range::parse("QQ", Game::Holdem).unwrap(),
    );
    let three = calculate_multiway_range_equity(&[&aa, &kk, &qq], 0, 0, None).unwrap();
    assert!(three.exact);
    assert_eq!(three.players.len(), 3);
    let total: f64 = three.equities().iter().sum();
    assert!((total - 1.0).abs() < 1e-9, "{three:?}");
    assert!(three.players[0].equity > three.players[1].equity && three.players[1].equity > three.players[2].equity);
    assert!(three.evaluated > 0, "deals of combos enumerated");

    let wide = Range::parse("TT+, AQs+", Game::Holdem).unwrap();
    let board = m("Kd 8c 4h");
    let two = calculate_multiway_range_equity(&[&wide, &qq], board, 0, None).unwrap();
    let heads_up = calculate_range_equity(&wide, &qq, board, 0, None).unwrap();
    assert!((two.players[0].equity - heads_up.hero_equity).abs() < 1e-9);
    assert!((two.players[1].equity - heads_up.villain_equity).abs() < 1e-9);

    let mc = SimulationOptions::mc_seeded(100_000, 3).with_threads(1);
    let a = calculate_multiway_range_equity(&[&aa, &kk, &qq], 0, 0, Some(&mc)).unwrap();
    let b = calculate_multiway_range_equity(&[&aa, &kk, &qq], 0, 0, Some(&mc.with_threads(2))).unwrap();
    assert_eq!(a, b);
    for (sampled, exact) in a.players.iter().zip(&three.players) {
        assert!((sampled.equity - exact.equity).abs() < 5.0 * sampled.std_error + 1e-3, "{sampled:?} {exact:?}");
    }
}

#[test]
fn multiway_range_equity_refuses_bad_requests() {
    let aa = Range::parse("AA", Game::Holdem).unwrap();
    assert_eq!(calculate_multiway_range_equity(&[], 0, 0, None).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(calculate_multiway_range_equity(&[&aa], 0, 0, None).unwrap_err().status(), Status::InvalidArgument);
    let omaha = Range::parse("AA**", Game::Omaha4).unwrap();
    let error = calculate_multiway_range_equity(&[&aa, &omaha], 0, 0, None).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("game"), "{error}");
    let all = Range::all(Game::Holdem).unwrap();
    let error = calculate_multiway_range_equity(&[&all, &all, &all, &all], 0, 0, Some(&SimulationOptions::exact()))
        .unwrap_err();
    assert_eq!(error.status(), Status::LimitExceeded);
}
