//! Hit tables (`xiapl::hit_table`): pinned spots, every made category checked
//! against the crate's own range listing (`Range::valid_combos`) and hand
//! evaluation (`evaluate_hand`), and the refusals.

use xiapl::{evaluate_hand, hit_table, parse_mask, Category, Game, HitTable, Range, Status, DRAWS};

fn m(text: &str) -> u64 {
    parse_mask(text).unwrap()
}

/// Runs `hit_table` and checks it against the range's combos: the combos
/// counted are those sharing no card with the board or the dead cards, and
/// each category's weight is the summed weight of the combos `evaluate_hand`
/// puts in it (exact: the weights used are sums of powers of two).
fn checked(range: &Range, board: &str, dead: &str) -> HitTable {
    let (board, dead) = (m(board), if dead.is_empty() { 0 } else { m(dead) });
    let game = range.game();
    let hits = hit_table(range, board, dead).unwrap();
    assert_eq!(hits.game, game);

    let live = range.valid_combos(board | dead).unwrap();
    assert_eq!(hits.combos, live.len(), "the combos sharing no card with the board or the dead cards");
    assert_eq!(hits.weight, live.iter().map(|c| c.weight).sum::<f64>(), "their weight");
    let mut made = [0f64; 9];
    for combo in &live {
        let category = evaluate_hand(board, combo.mask, game).unwrap().category();
        made[category as usize] += combo.weight;
    }
    assert_eq!(hits.made, made, "each category's weight against evaluate_hand");
    for category in Category::ALL {
        assert_eq!(hits.made_weight(category), made[category as usize], "{category:?}");
    }
    assert_eq!(hits.made.iter().sum::<f64>(), hits.weight, "the made weights sum to the weight");

    // Each draw is a part of the weight; a combo draw is both a flush and a
    // straight draw; overcards are high-card hands.
    for (label, weight) in hits.rows().into_iter().skip(9) {
        assert!((0.0..=hits.weight).contains(&weight), "{label}: {weight} of {}", hits.weight);
    }
    assert!(hits.combo_draw <= hits.flush_draw.min(hits.open_ended + hits.gutshot));
    assert!(hits.overcards <= hits.made_weight(Category::HighCard));
    if board.count_ones() == 5 {
        let draws = [hits.flush_draw, hits.open_ended, hits.gutshot, hits.combo_draw];
        assert_eq!(draws, [0.0; 4], "no draw on a river");
    }
    hits
}

const SUITED_CONNECTORS: &str = "JTs,T7s,76s,AhKh,QhJh,AKo,65s";
const WIDE: &str = "22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+";

#[test]
fn holdem_flop_draws_pinned() {
    let range = Range::parse(SUITED_CONNECTORS, Game::Holdem).unwrap();
    let hits = checked(&range, "9h 8h 2c", "");
    assert_eq!((hits.combos, hits.weight), (30, 30.0));
    let mut made = [0.0; 9];
    made[Category::HighCard as usize] = 30.0;
    assert_eq!(hits.made, made);
    assert_eq!(
        [hits.flush_draw, hits.open_ended, hits.gutshot, hits.combo_draw, hits.overcards],
        [6.0, 12.0, 5.0, 5.0, 18.0]
    );

    // The rows: every category weakest first, then the draws.
    let rows = hits.rows();
    assert_eq!(rows.len(), 14);
    assert_eq!(rows[0], ("HIGH_CARD", 30.0));
    assert_eq!(rows[8], ("STRAIGHT_FLUSH", 0.0));
    let labels: Vec<&str> = rows[9..].iter().map(|r| r.0).collect();
    assert_eq!(labels, DRAWS);
    assert_eq!(rows[9..].iter().map(|r| r.1).collect::<Vec<_>>(), [6.0, 12.0, 5.0, 5.0, 18.0]);
    assert_eq!(hits.share(hits.flush_draw), 0.2);
    assert_eq!(hits.share(hits.made_weight(Category::HighCard)), 1.0);
}

#[test]
fn holdem_river_with_a_dead_card() {
    let range = Range::parse(SUITED_CONNECTORS, Game::Holdem).unwrap();
    let hits = checked(&range, "9h 8h 2c 3d 4s", "Jh");
    // The Jh takes JhTh and QhJh out.
    assert_eq!((hits.combos, hits.weight), (28, 28.0));
    assert_eq!([hits.flush_draw, hits.open_ended, hits.gutshot, hits.combo_draw], [0.0; 4]);
    let without_dead = checked(&range, "9h 8h 2c 3d 4s", "");
    assert_eq!(without_dead.combos, 30);
}

#[test]
fn holdem_wide_range_flop_and_turn() {
    let range = Range::parse(WIDE, Game::Holdem).unwrap();
    let flop = checked(&range, "Ks 7h 7d", "");
    let turn = checked(&range, "Ks 7h 7d Qh", "2c");
    for hits in [flop, turn] {
        assert!(hits.combos > 100, "{}", hits.combos);
        assert!(hits.made_weight(Category::ThreeOfAKind) > 0.0 && hits.made_weight(Category::TwoPair) > 0.0);
    }
    // A flop and a turn with straights and flushes made and drawn.
    let drawy = checked(&range, "Qh Jh Tc", "");
    assert!(drawy.made_weight(Category::Straight) > 0.0);
    assert!(drawy.flush_draw > 0.0 && drawy.open_ended > 0.0 && drawy.gutshot > 0.0);
    let flushed = checked(&range, "Qh Jh Tc 4h", "As");
    assert!(flushed.made_weight(Category::Flush) > 0.0 && flushed.made_weight(Category::Straight) > 0.0);
    // And a river.
    checked(&range, "Qh Jh Tc 4h 4d", "");
}

#[test]
fn made_category_is_the_hand_s_on_the_board() {
    // The category is evaluate_hand's: a straight on the board is every
    // combo's straight, even one that plays the board.
    let range = Range::parse("22, AKo", Game::Holdem).unwrap();
    let hits = checked(&range, "5c 6d 7h 8s 9c", "");
    assert_eq!((hits.combos, hits.made_weight(Category::Straight)), (6 + 12, 18.0));
    assert_eq!(hits.overcards, 0.0, "AKo plays the straight: no high card");
    // On the turn a 4 or a 9 makes the board's own straight, which no hand
    // beats with a hole card: no straight draw; AKo holds two overcards.
    let turn = checked(&range, "5c 6d 7h 8s", "");
    assert_eq!((turn.open_ended, turn.gutshot, turn.overcards), (0.0, 0.0, 12.0));
    // A ten makes a draw of it: only a 9 gives a straight (6-T) above the
    // board's own (5-9 with a 9, 4-8 with a 4): a gutshot.
    let ten = Range::from_masks(&[m("Th 2c")], Game::Holdem).unwrap();
    let gutshot = checked(&ten, "5c 6d 7h 8s", "");
    assert_eq!((gutshot.open_ended, gutshot.gutshot), (0.0, 1.0));
    // An eight on an unconnected turn: a 4 or a 9, open-ended.
    let eight = Range::from_masks(&[m("8h 2c")], Game::Holdem).unwrap();
    let open_ended = checked(&eight, "5c 6d 7h Ks", "");
    assert_eq!((open_ended.open_ended, open_ended.gutshot), (1.0, 0.0));
}

#[test]
fn weighted_ranges_count_weights() {
    let range = Range::parse("AA:0.5, KK, AKs:0.25, 98s:0.75", Game::Holdem).unwrap();
    let hits = checked(&range, "Ah 9d 8c", "");
    // AA: 3 combos left (one set) at 0.5; KK: 6 (one pair); AKs: 3 (no Ah) at
    // 0.25; 98s: 2 (no 9d, no 8c) at 0.75, two pair.
    assert_eq!(hits.combos, 3 + 6 + 3 + 2);
    assert_eq!(hits.weight, 1.5 + 6.0 + 0.75 + 1.5);
    assert_eq!(hits.made_weight(Category::ThreeOfAKind), 1.5);
    assert_eq!(hits.made_weight(Category::OnePair), 6.75);
    assert_eq!(hits.made_weight(Category::TwoPair), 1.5);
}

#[test]
fn short_deck() {
    let range = Range::parse("AA, KQs, JTs, 76s, A9o", Game::ShortDeck).unwrap();
    let hits = checked(&range, "8h 9h Tc", "");
    // 6-7 and J-Q make a straight; in short deck A-6-7-8-9 is one too.
    assert!(hits.made_weight(Category::Straight) > 0.0);
    checked(&range, "8h 9h Tc 6d", "");
}

#[test]
fn plo_made_weights_and_combos() {
    for (game, text, boards) in [
        (Game::Omaha4, "AA**", ["Ah Kd 7c", "Kd 7c 2s 9s", "Kd 7c 2s 9s Ts"]),
        (Game::Omaha4, "KK**ds, JT98-8765", ["Js Td 2s", "Qs 9d 8s", "Qs 9d 8s 7d"]),
        (Game::Omaha5, "AAKK*", ["Kd 7c 2s", "Ad 7c 2s 3h", "Ad Kc 2s 3h 7h"]),
    ] {
        let range = Range::parse(text, game).unwrap();
        for board in boards {
            let hits = checked(&range, board, "");
            let sharing_none = range.combos().iter().filter(|c| c.mask & m(board) == 0).count();
            assert_eq!(hits.combos, sharing_none, "{text} on {board}");
            assert!(hits.combos > 0, "{text} on {board}");
        }
    }
}

#[test]
fn plo_flush_draw_needs_two_hole_cards() {
    // Omaha: two hole cards and two board cards of a suit. One heart in the
    // hand with four on the board (Hold'em's draw) is none.
    let two = Range::from_masks(&[m("Ah Kh Qc Jd")], Game::Omaha4).unwrap();
    assert_eq!(checked(&two, "9h 8h 2c", "").flush_draw, 1.0);
    let one = Range::from_masks(&[m("Ah Kc Qc Jd")], Game::Omaha4).unwrap();
    assert_eq!(checked(&one, "9h 8h 2h 3s", "").flush_draw, 0.0);
    let holdem = Range::from_masks(&[m("Ah Kc")], Game::Holdem).unwrap();
    assert_eq!(checked(&holdem, "9h 8h 2h 3s", "").flush_draw, 1.0);
}

#[test]
fn refusals_name_the_problem() {
    let range = Range::parse(SUITED_CONNECTORS, Game::Holdem).unwrap();

    let short = hit_table(&range, m("9h 8h"), 0).unwrap_err();
    assert_eq!(short.status(), Status::InvalidArgument, "{short}");
    assert!(short.message().contains("board of 3, 4 or 5 cards") && short.message().contains("not 2"), "{short}");
    let long = hit_table(&range, m("9h 8h 2c 3d 4s 5s"), 0).unwrap_err();
    assert_eq!(long.status(), Status::InvalidArgument, "{long}");
    assert!(long.message().contains("not 6"), "{long}");

    let dead_on_board = hit_table(&range, m("9h 8h 2c"), m("Jh 2c")).unwrap_err();
    assert_eq!(dead_on_board.status(), Status::InvalidArgument, "{dead_on_board}");
    assert!(dead_on_board.message().contains("2c is both on the board and dead"), "{dead_on_board}");

    for (board, dead) in [(1u64 << 60 | m("9h 8h 2c"), 0), (m("9h 8h 2c"), 1u64 << 52)] {
        let past = hit_table(&range, board, dead).unwrap_err();
        assert_eq!(past.status(), Status::InvalidArgument, "{past}");
    }

    // Ranges of hi/lo games are refused.
    for (game, hand) in [(Game::Omaha4HiLo, "Ah Kh Qc Jc"), (Game::Omaha5HiLo, "Ah Kh Qc Jc 2d")] {
        let hilo = Range::from_masks(&[m(hand)], game).unwrap();
        let refused = hit_table(&hilo, m("9h 8h 2c"), 0).unwrap_err();
        assert_eq!(refused.status(), Status::Unsupported, "{game:?}: {refused}");
        assert!(refused.message().contains("one ranking"), "{refused}");
    }
}
