//! Wins and splits by the category of the winning hand
//! (`SimulationOptions::with_breakdown`): the fractions against the players'
//! win and tie rates, against a board-by-board count, across thread counts,
//! for fixed hands and ranges, and the games and calls that refuse it.

use xiapl::{
    calculate_equity, calculate_equity_vs_random, calculate_multiway_range_equity, calculate_range_equity,
    calculate_range_equity_per_combo, evaluate_mask, parse_mask, Category, Game, PlayerEquity, Range,
    SimulationOptions, Status,
};

fn sum(values: &[f64; 9]) -> f64 {
    values.iter().sum()
}

/// The player's breakdown is there and sums to its win and tie rates.
fn assert_sums(player: &PlayerEquity) {
    let (win, tie) = (player.win_by_category.unwrap(), player.tie_by_category.unwrap());
    assert!((sum(&win) - player.win).abs() < 1e-12, "wins by category {win:?} against win {}", player.win);
    assert!((sum(&tie) - player.tie).abs() < 1e-12, "splits by category {tie:?} against tie {}", player.tie);
    assert!(win.iter().chain(&tie).all(|&x| (0.0..=1.0).contains(&x)));
}

fn holes(texts: &[&str]) -> Vec<u64> {
    texts.iter().map(|t| parse_mask(t).unwrap()).collect()
}

#[test]
fn exact_preflop_sums_to_win_and_tie() {
    let holes = holes(&["As Ks", "Qd Qc"]);
    let options = SimulationOptions::exact().with_breakdown(true);
    let result = calculate_equity(&holes, 0, Some(&options), Game::Holdem, 0).unwrap();
    assert_eq!(result.trials, 1_712_304);
    result.players.iter().for_each(assert_sums);
    let aks = result.players[0];
    assert!(aks.win_with(Category::StraightFlush).unwrap() > 0.0);
    assert!(aks.win_with(Category::Flush).unwrap() > 0.0);
    assert_eq!(aks.win_with(Category::Flush), aks.win_by_category.map(|w| w[Category::Flush as usize]));
    // Queens never win with high card: they hold a pair.
    assert_eq!(result.players[1].win_with(Category::HighCard), Some(0.0));
}

#[test]
fn flop_breakdown_equals_a_board_by_board_count() {
    let holes = holes(&["As Ks", "Qd Qc"]);
    let board = parse_mask("2c 7d 9h").unwrap();
    let used = holes.iter().fold(board, |acc, h| acc | h);
    let left: Vec<u64> = (0..52).map(|id| 1u64 << id).filter(|bit| used & bit == 0).collect();
    assert_eq!(left.len(), 45);
    let (mut wins, mut ties) = ([[0u64; 9]; 2], [[0u64; 9]; 2]);
    let mut deals = 0u64;
    for (i, &turn) in left.iter().enumerate() {
        for &river in &left[i + 1..] {
            deals += 1;
            let full = board | turn | river;
            let strengths: Vec<_> = holes.iter().map(|&h| evaluate_mask(full | h).unwrap()).collect();
            let best = strengths.iter().map(|s| s.value()).max().unwrap();
            let winners: Vec<usize> = (0..holes.len()).filter(|&p| strengths[p].value() == best).collect();
            for &p in &winners {
                let category = strengths[p].category() as usize;
                if winners.len() == 1 {
                    wins[p][category] += 1;
                } else {
                    ties[p][category] += 1;
                }
            }
        }
    }
    assert_eq!(deals, 990);
    let options = SimulationOptions::exact().with_breakdown(true);
    let result = calculate_equity(&holes, board, Some(&options), Game::Holdem, 0).unwrap();
    assert_eq!(result.trials, 990);
    for (p, player) in result.players.iter().enumerate() {
        assert_sums(player);
        let expected_win = wins[p].map(|n| n as f64 / deals as f64);
        let expected_tie = ties[p].map(|n| n as f64 / deals as f64);
        assert_eq!(player.win_by_category, Some(expected_win), "player {p}'s wins by category");
        assert_eq!(player.tie_by_category, Some(expected_tie), "player {p}'s splits by category");
    }
}

#[test]
fn seeded_monte_carlo_breakdown_is_the_same_at_one_and_two_threads() {
    let holes = holes(&["As Ks", "Qd Qc", "7h 6h"]);
    let one = SimulationOptions::mc_seeded(200_000, 42).with_threads(1).with_breakdown(true);
    let two = SimulationOptions::mc_seeded(200_000, 42).with_threads(2).with_breakdown(true);
    let a = calculate_equity(&holes, 0, Some(&one), Game::Holdem, 0).unwrap();
    let b = calculate_equity(&holes, 0, Some(&two), Game::Holdem, 0).unwrap();
    assert!(!a.exact);
    assert_eq!((a.trials, a.seed), (200_000, 42));
    a.players.iter().for_each(assert_sums);
    assert_eq!(a, b);
    // The breakdown changes no other number of a seeded run.
    let plain = calculate_equity(&holes, 0, Some(&SimulationOptions::mc_seeded(200_000, 42)), Game::Holdem, 0).unwrap();
    for (with, without) in a.players.iter().zip(&plain.players) {
        assert_eq!((with.equity, with.win, with.tie), (without.equity, without.win, without.tie));
    }
}

#[test]
fn omaha_high_has_a_breakdown() {
    let holes = holes(&["As Ks Qh Jh", "Td 9d 8c 7c"]);
    let options = SimulationOptions::exact().with_breakdown(true);
    let result = calculate_equity(&holes, parse_mask("2c 7d 9h").unwrap(), Some(&options), Game::Omaha4, 0).unwrap();
    result.players.iter().for_each(assert_sums);
}

#[test]
fn range_breakdowns_multiway_and_heads_up_agree() {
    let hero = Range::parse("QQ+,AKs", Game::Holdem).unwrap();
    let villain = Range::parse("JJ-99,AQs", Game::Holdem).unwrap();
    let board = parse_mask("Jd 8c 3s").unwrap();
    let options = SimulationOptions::exact().with_breakdown(true);
    let multiway = calculate_multiway_range_equity(&[&hero, &villain], board, 0, Some(&options)).unwrap();
    assert!(multiway.exact);
    multiway.players.iter().for_each(assert_sums);
    let heads_up = calculate_range_equity(&hero, &villain, board, 0, Some(&options)).unwrap();
    assert!(heads_up.exact);
    assert_eq!(heads_up.hero_win_by_category, multiway.players[0].win_by_category);
    assert_eq!(heads_up.hero_tie_by_category, multiway.players[0].tie_by_category);
    assert_eq!(heads_up.villain_win_by_category, multiway.players[1].win_by_category);
    assert_eq!(heads_up.villain_tie_by_category, multiway.players[1].tie_by_category);
    // Hero's equity from its breakdown: wins plus half of each heads-up split.
    let equity = sum(&heads_up.hero_win_by_category.unwrap()) + sum(&heads_up.hero_tie_by_category.unwrap()) / 2.0;
    assert!((equity - heads_up.hero_equity).abs() < 1e-9, "{equity} against {}", heads_up.hero_equity);
    let rows = calculate_range_equity_per_combo(&hero, &villain, board, 0, Some(&options)).unwrap();
    assert_eq!(rows.aggregate, heads_up);
}

#[test]
fn hi_lo_and_vs_random_refuse_a_breakdown() {
    let options = SimulationOptions::exact().with_breakdown(true);
    let holes = holes(&["As 2s 3d 4d", "Kh Kd Qc Jc"]);
    let board = parse_mask("5h 6c 9s").unwrap();
    let error = calculate_equity(&holes, board, Some(&options), Game::Omaha4HiLo, 0).unwrap_err();
    assert_eq!(error.status(), Status::Unsupported, "{error}");
    let aks = parse_mask("As Ks").unwrap();
    let error = calculate_equity_vs_random(aks, 0, 1, Some(&options), Game::Holdem, 0).unwrap_err();
    assert_eq!(error.status(), Status::Unsupported, "{error}");
    let auto = SimulationOptions::auto(100_000, 1).with_breakdown(true);
    let error = calculate_equity_vs_random(aks, 0, 3, Some(&auto), Game::Holdem, 0).unwrap_err();
    assert_eq!(error.status(), Status::Unsupported, "{error}");
}

#[test]
fn without_a_breakdown_the_results_hold_none_and_are_unchanged() {
    let holes = holes(&["As Ks", "Qd Qc", "7h 6h"]);
    let board = parse_mask("2c 7d 9h").unwrap();
    let plain = calculate_equity(&holes, board, None, Game::Holdem, 0).unwrap();
    assert!(plain.players.iter().all(|p| p.win_by_category.is_none() && p.tie_by_category.is_none()));
    assert_eq!(plain.players[0].win_with(Category::Flush), None);
    let with = SimulationOptions::exact().with_breakdown(true);
    let counted = calculate_equity(&holes, board, Some(&with), Game::Holdem, 0).unwrap();
    for (a, b) in plain.players.iter().zip(&counted.players) {
        assert_sums(b);
        assert_eq!((a.equity, a.win, a.tie, a.split), (b.equity, b.win, b.tie, b.split));
    }
    assert_eq!((plain.trials, plain.chop_rate), (counted.trials, counted.chop_rate));
    let off = SimulationOptions::exact().with_breakdown(true).with_breakdown(false);
    assert_eq!(calculate_equity(&holes, board, Some(&off), Game::Holdem, 0).unwrap(), plain);

    let (aa, kk) = (Range::parse("AA", Game::Holdem).unwrap(), Range::parse("KK", Game::Holdem).unwrap());
    let heads_up = calculate_range_equity(&aa, &kk, 0, 0, None).unwrap();
    assert_eq!(heads_up.hero_win_by_category, None);
    assert_eq!(heads_up.villain_tie_by_category, None);
    let multiway = calculate_multiway_range_equity(&[&aa, &kk], 0, 0, None).unwrap();
    assert!(multiway.players.iter().all(|p| p.win_by_category.is_none()));
    let vs_random = calculate_equity_vs_random(parse_mask("As Ks").unwrap(), 0, 1, None, Game::Holdem, 0).unwrap();
    assert_eq!(vs_random.players[0].tie_by_category, None);
}
