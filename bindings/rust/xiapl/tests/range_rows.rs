//! Per-combo rows of heads-up range equity.

use xiapl::{
    calculate_equity, calculate_range_equity, calculate_range_equity_per_combo, parse_mask, Combo, ComboEquity, Game,
    Range, SimulationOptions, Status,
};

fn m(text: &str) -> u64 {
    parse_mask(text).unwrap()
}

/// The mean of the met rows' equities weighted by combo weight x matchup weight.
fn weighted_mean(rows: &[ComboEquity]) -> f64 {
    let met = rows.iter().filter(|r| r.is_met());
    let (sum, weight) =
        met.fold((0.0, 0.0), |(s, w), r| (s + r.equity * r.weight * r.matchup_weight, w + r.weight * r.matchup_weight));
    sum / weight
}

#[test]
fn one_row_per_combo_in_range_order_and_rows_average_to_the_aggregate() {
    let hero = Range::parse("AA, KK:0.5, AKs", Game::Holdem).unwrap();
    let villain = Range::parse("QQ+, AJs+:0.75", Game::Holdem).unwrap();
    let board = m("Kh 8c 4d");
    let result = calculate_range_equity_per_combo(&hero, &villain, board, 0, None).unwrap();
    for (rows, range) in [(&result.hero, &hero), (&result.villain, &villain)] {
        let combos: Vec<Combo> = rows.iter().map(|r| Combo { mask: r.mask, weight: r.weight }).collect();
        assert_eq!(combos, range.combos(), "one row per combo, the range's order and weights");
    }
    let aggregate = result.aggregate;
    assert!(aggregate.exact);
    assert!((weighted_mean(&result.hero) - aggregate.hero_equity).abs() < 1e-9, "{aggregate:?}");
    assert!((weighted_mean(&result.villain) - aggregate.villain_equity).abs() < 1e-9, "{aggregate:?}");
    assert_eq!(aggregate, calculate_range_equity(&hero, &villain, board, 0, None).unwrap());

    // A combo blocked by the board meets nothing: matchup weight 0, equity NaN.
    let kh = m("Kh");
    let blocked: Vec<&ComboEquity> = result.hero.iter().filter(|r| r.mask & kh != 0).collect();
    assert_eq!(blocked.len(), 3 + 1, "three KK combos and AhKh hold the Kh");
    for row in blocked {
        assert!(!row.is_met() && row.matchup_weight == 0.0 && row.equity.is_nan(), "{row:?}");
    }
    assert!(result.hero.iter().filter(|r| r.mask & kh == 0).all(|r| r.is_met() && (0.0..=1.0).contains(&r.equity)));
    // So are villain combos that touch dead cards.
    let dead = m("Qs");
    let with_dead = calculate_range_equity_per_combo(&hero, &villain, board, dead, None).unwrap();
    assert!(with_dead.villain.iter().filter(|r| r.mask & dead != 0).all(|r| r.matchup_weight == 0.0));
}

#[test]
fn a_single_pair_of_combos_is_the_fixed_hand_equity() {
    let (aks, qq) = (m("As Ks"), m("Qd Qc"));
    let fixed = calculate_equity(&[aks, qq], 0, None, Game::Holdem, 0).unwrap();
    let hero = Range::from_masks(&[aks], Game::Holdem).unwrap();
    let villain = Range::from_combos(&[Combo { mask: qq, weight: 0.5 }], Game::Holdem).unwrap();
    let result = calculate_range_equity_per_combo(&hero, &villain, 0, 0, None).unwrap();
    assert_eq!((result.hero.len(), result.villain.len()), (1, 1));
    let (h, v) = (result.hero[0], result.villain[0]);
    assert_eq!((h.mask, h.weight, v.mask, v.weight), (aks, 1.0, qq, 0.5));
    assert!((h.equity - fixed.players[0].equity).abs() < 1e-12, "{h:?} {fixed:?}");
    assert!((v.equity - fixed.players[1].equity).abs() < 1e-12, "{v:?} {fixed:?}");
    assert_eq!((h.matchup_weight, v.matchup_weight), (0.5, 1.0), "the summed weight of the opposing combos met");
    assert_eq!(result.aggregate.matchups, 1);
}

#[test]
fn monte_carlo_rows_count_sampled_deals_and_do_not_depend_on_threads() {
    let hero = Range::parse("TT+, AQs+", Game::Holdem).unwrap();
    let villain = Range::parse("99-77, KQs", Game::Holdem).unwrap();
    let run = |threads| {
        let options = SimulationOptions::mc_seeded(200_000, 17).with_threads(threads);
        calculate_range_equity_per_combo(&hero, &villain, 0, 0, Some(&options)).unwrap()
    };
    let (one, two) = (run(1), run(2));
    assert_eq!(format!("{one:?}"), format!("{two:?}"), "bit-identical at 1 and 2 threads (NaN rows included)");
    assert!(!one.aggregate.exact);
    for rows in [&one.hero, &one.villain] {
        let dealt: f64 = rows.iter().map(|r| r.matchup_weight).sum();
        assert_eq!(dealt, one.aggregate.trials as f64, "each sampled deal deals one combo per range");
    }
    assert_eq!(one.hero.len(), hero.size());
}

#[test]
fn per_combo_refusals() {
    let all = Range::all(Game::Holdem).unwrap();
    let error = calculate_range_equity_per_combo(&all, &all, 0, 0, Some(&SimulationOptions::exact())).unwrap_err();
    assert_eq!(error.status(), Status::LimitExceeded);
    let omaha = Range::parse("AA**", Game::Omaha4).unwrap();
    let aa = Range::parse("AA", Game::Holdem).unwrap();
    let error = calculate_range_equity_per_combo(&aa, &omaha, 0, 0, None).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    let kk = Range::parse("KK", Game::Holdem).unwrap();
    let error = calculate_range_equity_per_combo(&aa, &kk, m("As Ah Ad"), 0, None).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument, "no AA combo is free of the board: {error}");
}
