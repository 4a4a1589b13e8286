//! The games beyond Hold'em and Omaha high through the safe API: names,
//! rankings and their strengths, the low half of hi/lo games, hi/lo equity
//! splits and the calls these games are refused by.

use xiapl::{
    best_hand, best_low, calculate_equity, calculate_equity_vs_random, evaluate_hand, evaluate_hands_many,
    evaluate_low, evaluate_lows_many, evaluate_lows_many_into, judge, judge_low, max_players, parse_mask, Category,
    Game, Ranking, SimulationOptions, Status, Strength,
};

fn m(text: &str) -> u64 {
    parse_mask(text).unwrap()
}

#[test]
fn games_parse_from_their_names_and_aliases() {
    for g in Game::ALL {
        assert_eq!(g.name().parse::<Game>().unwrap(), g, "{g}");
        assert_eq!(g.to_string().parse::<Game>().unwrap(), g, "{g}");
        assert_eq!(g.display_name().parse::<Game>().unwrap(), g, "{}", g.display_name());
        assert_eq!(Game::try_from(g as i32).unwrap(), g);
    }
    for (text, g) in [
        ("Hold'em", Game::Holdem),
        ("NLHE", Game::Holdem),
        (" plo ", Game::Omaha4),
        ("Omaha", Game::Omaha4),
        ("PLO6", Game::Omaha6),
        ("6+", Game::ShortDeck),
        ("Short-deck Hold'em", Game::ShortDeck),
        ("six plus", Game::ShortDeck),
        ("PLO Hi/Lo", Game::Omaha4HiLo),
        ("O8", Game::Omaha4HiLo),
        ("omaha_hi_lo", Game::Omaha4HiLo),
        ("plo5-8", Game::Omaha5HiLo),
        ("7-stud", Game::Stud),
        ("Seven-card stud", Game::Stud),
        ("stud8", Game::StudHiLo),
        ("RAZZ", Game::Razz),
        ("2-7", Game::Lowball27),
        ("deuce to seven", Game::Lowball27),
        ("2-7 lowball", Game::Lowball27),
        ("Badugi", Game::Badugi),
    ] {
        assert_eq!(text.parse::<Game>().unwrap(), g, "{text:?}");
    }
    for bad in ["", "poker", "plo7", "omaha4hilo8", "5"] {
        let error = bad.parse::<Game>().unwrap_err();
        assert_eq!(error.status(), Status::Parse, "{bad:?}");
        assert!(error.message().contains("razz") && error.message().contains(&format!("{bad:?}")), "{error}");
    }
    let unknown = Game::try_from(12).unwrap_err();
    assert!(unknown.message().contains("11 (badugi)"), "{unknown}");
}

#[test]
fn game_info_comes_from_the_library() {
    let stud = Game::Stud.info();
    assert_eq!(
        (stud.name.as_str(), stud.hole_cards, stud.min_hole_cards, stud.board_cards),
        ("Seven-card stud", 7, 5, 0)
    );
    assert_eq!((stud.high_ranking, stud.low_ranking, stud.max_players), (Ranking::High, None, 7));
    let plo8 = Game::Omaha4HiLo.info();
    assert_eq!((plo8.hole_cards, plo8.hole_used, plo8.board_cards), (4, 2, 5));
    assert_eq!(plo8.low_ranking, Some(Ranking::EightOrBetter));
    assert!(plo8.is_hilo() && Game::StudHiLo.is_hilo() && !Game::Razz.is_hilo());
    assert_eq!(Game::ShortDeck.info().deck_cards, 36);
    assert_eq!(Game::ShortDeck.ranking(), Ranking::ShortDeck);
    assert_eq!(Game::Razz.ranking(), Ranking::AceToFive);
    assert_eq!(Game::Lowball27.ranking(), Ranking::DeuceToSeven);
    assert_eq!(Game::Badugi.ranking(), Ranking::Badugi);
    assert_eq!((max_players(Game::Badugi).unwrap(), Game::Lowball27.info().max_players), (0, 0));
    assert!(std::ptr::eq(Game::Razz.info(), Game::Razz.info()), "read once");
}

#[test]
fn rankings_decode_their_strengths() {
    let maxima: Vec<i32> = Ranking::ALL.iter().map(|r| r.max_strength().value()).collect();
    assert_eq!(maxima, [7462, 1404, 225, 6175, 7462, 40944]);
    assert_eq!(Ranking::High.max_strength(), Strength::new(xiapl::STRENGTH_MAX).unwrap());
    for r in Ranking::ALL {
        assert_eq!(Ranking::try_from(r as i32).unwrap(), r);
        assert_eq!(r.max_strength().ranking(), r);
        assert_eq!(r.to_string(), r.name());
        for bad in [0, -1, r.max_strength().value() + 1, 1 << 20] {
            assert_eq!(r.strength(bad).unwrap_err().status(), Status::InvalidArgument, "{r} {bad}");
            assert!(r.describe(bad).is_err() && r.hand_name(bad).is_err() && r.kickers(bad).is_err(), "{r} {bad}");
        }
    }
    assert_eq!(Ranking::try_from(0).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(Ranking::try_from(7).unwrap_err().status(), Status::InvalidArgument);

    let razz = evaluate_hand(0, m("As 2d 3c 4h 6s Kd Kc"), Game::Razz).unwrap();
    assert_eq!((razz.ranking(), razz.value()), (Ranking::AceToFive, 6174));
    assert_eq!((razz.category(), razz.kickers()), (Category::HighCard, vec![6, 4, 3, 2, 1]));
    assert_eq!((razz.describe(), razz.name()), ("Low [6 4 3 2 1]".to_string(), "6-4-3-2-A low".to_string()));
    assert_eq!(Ranking::AceToFive.strength(6174).unwrap(), razz);

    let number_one = evaluate_hand(0, m("7s 5d 4c 3h 2s"), Game::Lowball27).unwrap();
    assert_eq!(number_one, Ranking::DeuceToSeven.max_strength());
    assert_eq!(number_one.name(), "7-5-4-3-2 low (number one)");
    let wheel = evaluate_hand(0, m("As 2d 3c 4h 5s"), Game::Lowball27).unwrap();
    assert!(number_one > wheel, "2-7: aces are high and a straight counts against the hand");

    let three_card = best_hand(0, m("As 2s 3c 4h"), Game::Badugi).unwrap();
    assert_eq!(three_card.strength.name(), "three-card badugi 4-3-A");
    assert_eq!(three_card.strength.kickers(), [4, 3, 1]);
    assert_eq!((three_card.five, three_card.hole_used), (m("As 3c 4h"), m("As 3c 4h")));
    let four_card = evaluate_hand(0, m("As 2d 3c 4h"), Game::Badugi).unwrap();
    assert!(four_card > three_card.strength);
    assert_eq!(four_card.describe(), "Badugi [4 3 2 1]");

    // Short deck: a flush beats a full house.
    let flush = evaluate_hand(m("9s 8s 6s 6d 6c"), m("As Ks"), Game::ShortDeck).unwrap();
    let full = evaluate_hand(m("9s 8s 6h 6d 6c"), m("9d Ks"), Game::ShortDeck).unwrap();
    assert_eq!((flush.category(), full.category()), (Category::Flush, Category::FullHouse));
    assert!(flush > full);
    assert_eq!(flush.name(), "flush, ace-high (beats a full house)");
    assert_eq!(judge(&[m("As Ks"), m("9d Kd")], m("9s 8s 6s 6d 6c"), Game::ShortDeck).unwrap(), [0], "the flush wins");

    // A batch gives the values of the game's ranking.
    let values =
        evaluate_hands_many(&[0, 0], &[m("As 2d 3c 4h 6s Kd Kc"), m("7s 5d 4c 3h 2s 8d 9d")], Game::Razz).unwrap();
    assert_eq!(values[0], 6174);
    assert_eq!(Game::Razz.ranking().strength(i32::from(values[1])).unwrap().name(), "7-5-4-3-2 low");
}

#[test]
fn the_low_half_of_hi_lo_games() {
    let board = m("5h 7c 9s 2d Kc");
    let (wheel_draw, kings) = (m("As 3s 4d Qd"), m("Kh Kd Qc Jc"));
    let low = evaluate_low(board, wheel_draw, Game::Omaha4HiLo).unwrap().unwrap();
    assert_eq!((low.ranking(), low.name()), (Ranking::EightOrBetter, "7-5-3-2-A low".to_string()));
    assert_eq!(evaluate_low(board, kings, Game::Omaha4HiLo).unwrap(), None, "no qualifying low");
    let best = best_low(board, wheel_draw, Game::Omaha4HiLo).unwrap().unwrap();
    assert_eq!((best.strength, best.hole_used), (low, m("As 3s")));
    assert_eq!(best.five.count_ones(), 5);
    assert_eq!(best_low(board, kings, Game::Omaha4HiLo).unwrap(), None);
    let holes = [wheel_draw, kings];
    assert_eq!(judge(&holes, board, Game::Omaha4HiLo).unwrap(), [1], "three kings win the high");
    assert_eq!(judge_low(&holes, board, Game::Omaha4HiLo).unwrap(), [0]);
    assert!(judge_low(&[kings], board, Game::Omaha4HiLo).unwrap().is_empty(), "no low: nobody wins it");

    let stud = m("As 2d 3c 9h 4s Kd 8c");
    assert_eq!(evaluate_low(0, stud, Game::StudHiLo).unwrap().unwrap().name(), "8-4-3-2-A low");

    // Games without a low half refuse every low call with the library's message.
    for g in [Game::Holdem, Game::Omaha4, Game::ShortDeck, Game::Stud, Game::Razz] {
        let (board, hole) = if g.info().board_cards == 0 { (0, stud) } else { (board, kings) };
        let hole = if g == Game::Holdem || g == Game::ShortDeck { m("Kh Kd") } else { hole };
        let error = evaluate_low(board, hole, g).unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument, "{g}");
        assert!(error.message().contains("no low half"), "{g}: {error}");
        assert_eq!(best_low(board, hole, g).unwrap_err().status(), Status::InvalidArgument, "{g}");
        assert_eq!(judge_low(&[hole], board, g).unwrap_err().status(), Status::InvalidArgument, "{g}");
    }
}

#[test]
fn the_low_halves_of_many_hands_in_one_call() {
    let board = m("5h 7c 9s 2d Kc");
    let holes = [m("As 3s 4d Qd"), m("Kh Kd Qc Jc"), m("Ah 2h 8c 8d")];
    let boards = [board; 3];
    let lows = evaluate_lows_many(&boards, &holes, Game::Omaha4HiLo).unwrap();
    let one: Vec<u16> = holes
        .iter()
        .map(|&h| evaluate_low(board, h, Game::Omaha4HiLo).unwrap().map_or(0, |s| s.value() as u16))
        .collect();
    assert_eq!(lows, one);
    assert!(lows[0] > 0 && lows[1] == 0 && lows[2] > 0, "{lows:?}");
    let low = Ranking::EightOrBetter.strength(i32::from(lows[0])).unwrap();
    assert_eq!(low.name(), "7-5-3-2-A low");
    let mut out = [7u16; 3];
    evaluate_lows_many_into(&boards, &holes, Game::Omaha4HiLo, &mut out).unwrap();
    assert_eq!(out.as_slice(), lows.as_slice());
    let stud = m("As 2d 3c 9h 4s Kd 8c");
    let studs = evaluate_lows_many(&[0], &[stud], Game::StudHiLo).unwrap();
    assert_eq!(Ranking::EightOrBetter.strength(i32::from(studs[0])).unwrap().name(), "8-4-3-2-A low");
    assert!(evaluate_lows_many(&[], &[], Game::Omaha5HiLo).unwrap().is_empty());

    // A game without a low half, even with no hands.
    for g in [Game::Holdem, Game::Omaha4, Game::Razz] {
        let error = evaluate_lows_many(&[], &[], g).unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument, "{g}");
        assert!(error.message().contains("no low half"), "{g}: {error}");
    }
    assert_eq!(evaluate_lows_many(&boards, &holes, Game::Omaha4).unwrap_err().status(), Status::InvalidArgument);

    // The first bad hand named by its index, and nothing written.
    let bad = [holes[0], holes[1], m("As 3s 4d"), m("As 3s")];
    let mut out = [7u16; 4];
    let error = evaluate_lows_many_into(&[board; 4], &bad, Game::Omaha4HiLo, &mut out).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("item 2:"), "{error}");
    assert_eq!(out, [7; 4], "a refused batch writes nothing");
    let error = evaluate_lows_many(&[board], &[], Game::Omaha4HiLo).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    let error = evaluate_lows_many_into(&boards, &holes, Game::Omaha4HiLo, &mut [0u16; 1]).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
}

#[test]
fn hi_lo_equity_reports_the_splits() {
    let holes = [m("As 2s 3d 4d"), m("Kh Kd Qc Jc")];
    let exact = SimulationOptions::exact();
    let result = calculate_equity(&holes, m("5h 6c 9s"), Some(&exact), Game::Omaha4HiLo, m("2c")).unwrap();
    assert_eq!((result.trials, result.exact), (780, true));
    let splits = result.splits().unwrap();
    for (p, split) in result.players.iter().zip(&splits) {
        assert!((split.high_share + split.low_share - p.equity).abs() < 1e-12, "{p:?}");
        assert!(split.scoop <= p.equity);
    }
    assert!(splits[0].low_share > 0.3 && splits[1].low_share == 0.0, "{splits:?}");
    assert!((result.equities().iter().sum::<f64>() - 1.0).abs() < 1e-12);

    // Stud: each player's cards so far, no board; a folded up-card is dead.
    let stud =
        calculate_equity(&[m("As Ad Kc 5h 3s 7c"), m("Qh Qd Js 9c 2d 4h")], 0, None, Game::Stud, m("8s")).unwrap();
    assert_eq!(stud.trials, 1482);
    let s = stud.players[0].split.unwrap();
    assert_eq!((s.low_share, s.high_share), (0.0, stud.players[0].equity));

    // A game without a low half: the high share is the equity, a scoop a win.
    let holdem = calculate_equity(&[m("As Ks"), m("Qd Qc")], m("Ts 9s 6h"), None, Game::Holdem, 0).unwrap();
    for p in &holdem.players {
        let split = p.split.unwrap();
        assert_eq!((split.scoop, split.high_share, split.low_share), (p.win, p.equity, 0.0));
    }

    // Against random hands the library reports no halves: derived without a low half, None in hi/lo.
    let mc = SimulationOptions::mc_seeded(20_000, 1);
    let hilo = calculate_equity_vs_random(m("As 2s 3d 4d"), m("5h 6c 9s"), 1, Some(&mc), Game::Omaha4HiLo, 0).unwrap();
    assert!(hilo.players[0].split.is_none() && hilo.splits().is_none());
    assert!(hilo.players[0].equity > 0.5);
    let short = calculate_equity_vs_random(m("As Ks"), 0, 1, Some(&mc), Game::ShortDeck, 0).unwrap();
    let split = short.players[0].split.unwrap();
    assert_eq!((split.high_share, split.low_share), (short.players[0].equity, 0.0));
}

#[test]
fn draw_games_have_no_card_only_equity() {
    let holes = [m("As 2d 3c 4h"), m("Ks Qd Jc Th")];
    for g in [Game::Badugi, Game::Lowball27] {
        let holes = if g == Game::Badugi { holes.to_vec() } else { vec![m("7s 5d 4c 3h 2s"), m("8s 6d 4d 3c 2c")] };
        let error = calculate_equity(&holes, 0, None, g, 0).unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument, "{g}");
        assert!(error.message().contains("draw game"), "{g}: {error}");
        let alone = calculate_equity_vs_random(holes[0], 0, 1, None, g, 0).unwrap_err();
        assert_eq!(alone.status(), Status::InvalidArgument, "{g}: {alone}");
    }
    // Their hands are still judged.
    assert_eq!(judge(&holes, 0, Game::Badugi).unwrap(), [0]);
}

#[test]
fn bad_hands_are_refused_with_the_library_s_message() {
    let error = evaluate_hand(m("2c 3c 4c"), m("5c 6c 7c 8c 9c"), Game::Razz).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(!error.message().is_empty() && !error.message().starts_with("XIAPL_"), "{error}");
    let outside_the_short_deck = evaluate_hand(m("Ts Js Qs"), m("2c Ac"), Game::ShortDeck).unwrap_err();
    assert_eq!(outside_the_short_deck.status(), Status::InvalidArgument);
    assert_eq!(evaluate_hand(0, m("As 2d 3c"), Game::Badugi).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(judge(&[], 0, Game::Stud).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(judge_low(&[], 0, Game::StudHiLo).unwrap_err().status(), Status::InvalidArgument);
}
