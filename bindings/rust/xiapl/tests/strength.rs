//! Hand-strength tables (`board_strengths`): a river board's rows against
//! wins and ties over every opponent hand counted with `evaluate_mask`, the
//! orbit-weighted mean of one half, the rows against the canonical situation
//! stream and `canonicalize_situation`, the histograms, and bad input.

use xiapl::{
    board_strengths, canonicalize_board, canonicalize_situation, evaluate_mask, parse_mask, BoardStrengths,
    CanonicalStream, Game, Status, STRENGTH_MAX_BINS, STRENGTH_MAX_HEROES,
};

/// The canonical form of a board written as text.
fn canonical(text: &str) -> u64 {
    canonicalize_board(parse_mask(text).unwrap()).unwrap()
}

/// The run-outs of each hero on a board of 3, 4 or 5 cards.
fn runouts(board: u64) -> u32 {
    match board.count_ones() {
        3 => 1081,
        4 => 46,
        _ => 1,
    }
}

/// Every two-card hand off `dead`, as masks, ascending.
fn pairs_off(dead: u64) -> Vec<u64> {
    let mut out = Vec::new();
    for a in 0..52 {
        for b in a + 1..52 {
            let pair = 1u64 << a | 1u64 << b;
            if pair & dead == 0 {
                out.push(pair);
            }
        }
    }
    out.sort_unstable();
    out
}

/// The orbit-weighted mean of a board's EHS.
fn weighted_mean(rows: &BoardStrengths) -> f64 {
    let weights: u64 = rows.orbit_sizes.iter().sum();
    let sum: f64 = rows.orbit_sizes.iter().zip(&rows.ehs).map(|(&w, &e)| w as f64 * e).sum();
    sum / weights as f64
}

#[test]
fn a_river_row_is_wins_and_half_the_ties_over_every_opponent() {
    let board = canonical("2c3d4h5s7c");
    let rows = board_strengths(board, 0).unwrap();
    assert_eq!(rows.board, board);
    assert!(rows.histogram.is_none() && rows.bins == 0);
    assert!(!rows.is_empty() && rows.len() <= STRENGTH_MAX_HEROES);
    assert!(rows.heroes.windows(2).all(|w| w[0] < w[1]), "heroes ascending");
    for (i, &hero) in rows.heroes.iter().enumerate() {
        assert_eq!(hero.count_ones(), 2);
        assert_eq!(hero & board, 0);
        let mine = evaluate_mask(board | hero).unwrap();
        let (mut wins, mut ties, mut opponents) = (0u64, 0u64, 0u64);
        for opponent in pairs_off(board | hero) {
            let theirs = evaluate_mask(board | opponent).unwrap();
            wins += u64::from(mine > theirs);
            ties += u64::from(mine == theirs);
            opponents += 1;
        }
        assert_eq!(opponents, 990, "C(45, 2)");
        let score = 2 * wins + ties;
        // Both sides are the integer ratio correctly rounded.
        assert_eq!(rows.ehs[i], score as f64 / 1980.0, "hero {hero:#x}");
        assert_eq!(rows.ehs[i], (wins as f64 + ties as f64 / 2.0) / 990.0, "hero {hero:#x}");
        assert_eq!(rows.ehs2[i], (score * score) as f64 / (1980.0 * 1980.0), "hero {hero:#x}");
    }
}

#[test]
fn a_river_board_s_rows_are_its_canonical_heroes() {
    let board = canonical("Kh9h9d4c2s");
    let rows = board_strengths(board, 0).unwrap();
    let mut heroes = Vec::new();
    let mut orbits = Vec::new();
    for hero in pairs_off(board) {
        let situation = canonicalize_situation(hero, board).unwrap();
        assert_eq!(situation.board, board);
        if situation.hero == hero {
            heroes.push(hero);
            orbits.push(situation.orbit_size);
        }
    }
    assert_eq!(rows.heroes, heroes);
    assert_eq!(rows.orbit_sizes, orbits);
}

#[test]
fn the_orbit_weighted_mean_is_one_half() {
    for text in ["Kh8h3d2c", "QsQd5c5h", "7s7d7c7h", "Ad7c2h", "QsQd5c", "9h9d4c4s2h", "Ac7d2h5s9c"] {
        let rows = board_strengths(canonical(text), 0).unwrap();
        assert!((weighted_mean(&rows) - 0.5).abs() <= 1e-12, "{text}: {}", weighted_mean(&rows));
        // EHS^2 is a mean of squares: at least the square of the mean, at most the mean itself.
        for (&e, &e2) in rows.ehs.iter().zip(&rows.ehs2) {
            assert!((0.0..=1.0).contains(&e), "{text}");
            assert!(e * e - 1e-12 <= e2 && e2 <= e + 1e-12, "{text}: ehs {e}, ehs2 {e2}");
        }
    }
    let river = board_strengths(canonical("Ac7d2h5s9c"), 0).unwrap();
    for (&e, &e2) in river.ehs.iter().zip(&river.ehs2) {
        assert!((e2 - e * e).abs() <= 1e-15, "one run-out: ehs2 is ehs squared");
    }
}

#[test]
fn the_rows_are_the_canonical_stream() {
    for size in [3, 4] {
        let boards: Vec<u64> = CanonicalStream::boards(size).unwrap().take(3).map(|s| s.board).collect();
        let last = *boards.last().unwrap();
        let stream: Vec<_> = CanonicalStream::situations(Game::Holdem, size)
            .unwrap()
            .with_chunk_size(4096)
            .take_while(|s| s.board <= last)
            .collect();
        for &board in &boards {
            let rows = board_strengths(board, 0).unwrap();
            let of_board: Vec<_> = stream.iter().filter(|s| s.board == board).collect();
            assert!(!of_board.is_empty());
            assert_eq!(rows.heroes, of_board.iter().map(|s| s.hero).collect::<Vec<_>>(), "board {board:#x}");
            assert_eq!(rows.orbit_sizes, of_board.iter().map(|s| s.orbit_size).collect::<Vec<_>>(), "board {board:#x}");
        }
    }
}

#[test]
fn a_histogram_row_counts_every_run_out() {
    for (text, bins) in [("Kh8h3d2c", 10), ("Kh8h3d2c", 1), ("QsQd5c5h", 7), ("Ts9s8s", 7), ("9h9d4c4s2h", 3)] {
        let board = canonical(text);
        let rows = board_strengths(board, bins).unwrap();
        let histogram = rows.histogram.as_ref().expect("a histogram with bins");
        assert_eq!((rows.bins, histogram.len()), (bins, rows.len() * bins), "{text}");
        let runouts = runouts(board);
        for i in 0..rows.len() {
            let counts = rows.histogram_row(i).unwrap();
            assert_eq!(counts.len(), bins);
            assert_eq!(counts.iter().sum::<u32>(), runouts, "{text} row {i}");
            // Every run-out lies in its bin, so the mean strength lies between the bins' edges.
            let weighted = |shift: f64| -> f64 {
                counts.iter().enumerate().map(|(k, &c)| (k as f64 + shift) * f64::from(c)).sum::<f64>()
                    / (bins as f64 * f64::from(runouts))
            };
            let e = rows.ehs[i];
            assert!(weighted(0.0) - 1e-12 <= e && e <= weighted(1.0) + 1e-12, "{text} row {i}: {e}");
        }
        assert_eq!(rows.histogram_row(rows.len()), None);
        let without = board_strengths(board, 0).unwrap();
        assert_eq!(without.histogram, None);
        assert_eq!(without.histogram_row(0), None);
        assert_eq!((without.heroes, without.ehs, without.ehs2), (rows.heroes, rows.ehs, rows.ehs2), "{text}");
    }
}

#[test]
fn turn_histogram_rows_sum_to_46() {
    let rows = board_strengths(canonical("Jd9c4s2h"), 5).unwrap();
    let histogram = rows.histogram.unwrap();
    assert_eq!(histogram.len(), rows.heroes.len() * 5);
    assert!(histogram.chunks(5).all(|row| row.iter().sum::<u32>() == 46));
}

#[test]
fn a_river_histogram_is_the_bin_of_the_strength() {
    let rows = board_strengths(canonical("9h9d4c4s2h"), STRENGTH_MAX_BINS).unwrap();
    for (i, &e) in rows.ehs.iter().enumerate() {
        // ehs is k / 1980 exactly; its bin is min(floor(k * bins / 1980), bins - 1).
        let k = (e * 1980.0).round();
        assert!((e * 1980.0 - k).abs() < 1e-9);
        let want = (k as usize * STRENGTH_MAX_BINS / 1980).min(STRENGTH_MAX_BINS - 1);
        let row = rows.histogram_row(i).unwrap();
        assert!(row.iter().enumerate().all(|(b, &c)| c == u32::from(b == want)), "row {i}, bin {want}");
    }
}

#[test]
fn a_flop_has_every_hero_when_its_suits_all_differ() {
    let rows = board_strengths(canonical("Ah7d2c"), 2).unwrap();
    assert_eq!(rows.len(), STRENGTH_MAX_HEROES);
    assert!(rows.orbit_sizes.iter().all(|&o| o == 24));
    assert!(rows.histogram.unwrap().chunks(2).all(|row| row.iter().sum::<u32>() == 1081));
}

#[test]
fn bad_input_is_refused() {
    let flop = canonical("Ad7c2h");

    let error = board_strengths(parse_mask("2s3h4d").unwrap(), 0).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("pass its canonical board 4c3d2h"), "{error}");

    let error = board_strengths(parse_mask("Kh8h3d2s").unwrap(), 4).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("canonical"), "{error}");

    let error = board_strengths(parse_mask("As Ks").unwrap(), 0).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("has 2 cards"), "{error}");

    for bins in [STRENGTH_MAX_BINS + 1, u32::MAX as usize, usize::MAX] {
        let error = board_strengths(flop, bins).unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument, "bins {bins}");
        assert!(error.message().contains(&format!("bins {bins} is out of range")), "{error}");
        assert!(error.message().contains("0 (no histogram) to 1000"), "{error}");
    }

    let error = board_strengths(1 << 52 | 0b111, 0).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("52"), "{error}");

    assert_eq!(board_strengths(0, 0).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(board_strengths(flop, STRENGTH_MAX_BINS).unwrap().bins, STRENGTH_MAX_BINS, "the largest bins");
}
