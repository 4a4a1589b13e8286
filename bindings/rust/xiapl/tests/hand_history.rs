//! What a table state says about its hand: forced bets with straddles and a
//! big-blind ante, the history of steps, per-pot results, the all-in equity
//! of a run-out (against calculate_equity), and a self-played hand written as
//! PHH and replayed.

use xiapl::{
    calculate_equity, forced_bets, parse_mask, ActionKind, AllInSpot, Betting, ForcedBets, Game, HistoryStep, Phase,
    Rng, SimulationOptions, Status, Street, TableConfig, TableState,
};

fn m(text: &str) -> u64 {
    parse_mask(text).unwrap()
}

#[test]
fn forced_bets_place_blinds_straddles_and_antes() {
    let layout = forced_bets(4, 0, 1, 2, &[4], 0, 2).unwrap();
    assert_eq!(layout, ForcedBets { blinds: vec![0, 1, 2, 4], antes: vec![0, 0, 2, 0] });
    let layout = forced_bets(6, 4, 5, 10, &[20, 40], 1, 10).unwrap();
    assert_eq!(layout.blinds, [10, 20, 40, 0, 0, 5], "button 4: blinds on 5 and 0, straddles on 1 and 2");
    assert_eq!(layout.antes, [11, 1, 1, 1, 1, 1]);
    // Heads-up the button posts the small blind.
    assert_eq!(forced_bets(2, 1, 1, 2, &[], 0, 0).unwrap().blinds, [2, 1]);
    assert_eq!(forced_bets(2, 0, 1, 2, &[], 0, 0).unwrap().blinds, xiapl::standard_blinds(2, 0, 1, 2).unwrap());
    for (seats, button, straddles, ante) in
        [(3, 0, &[4, 8][..], 0), (2, 0, &[4][..], 0), (11, 0, &[][..], 0), (3, 3, &[][..], 0), (3, 0, &[][..], -1)]
    {
        let error = forced_bets(seats, button, 1, 2, straddles, ante, 0).unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument, "{seats} {button} {straddles:?} {ante}: {error}");
    }
}

#[test]
fn a_straddle_and_a_big_blind_ante_in_a_config() {
    let state = TableConfig::new(&[100, 100, 100, 100]).blinds(1, 2).straddles(&[4]).big_blind_ante(2).start().unwrap();
    assert_eq!(state.bets(), [0, 1, 2, 4]);
    assert_eq!(state.stacks(), [100, 99, 96, 96], "the big blind's seat also posts the big-blind ante");
    assert_eq!((state.current_bet(), state.pot_total()), (4, 9));
    assert_eq!(state.actor(), Some(0), "the seat after the straddle acts first");
    assert_eq!(state.button(), 0);
    // The big-blind ante also follows the button with per-seat blinds.
    let state = TableConfig::new(&[100, 100, 100]).button(1).seat_blinds(&[2, 0, 1]).big_blind_ante(3).start().unwrap();
    assert_eq!(state.stacks(), [95, 100, 99]);
    let error = TableConfig::new(&[100, 100, 100]).seat_blinds(&[0, 1, 2]).straddles(&[4]).start().unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("straddles"), "{error}");
}

#[test]
fn a_state_knows_its_game_betting_and_button() {
    let omaha = TableConfig::new(&[100, 100, 100]).game(Game::Omaha5).button(2).start().unwrap();
    let info = omaha.info();
    assert_eq!((info.game, info.betting, info.button), (Game::Omaha5, Betting::PotLimit, 2));
    assert_eq!((omaha.game(), omaha.betting(), omaha.button()), (Game::Omaha5, Betting::PotLimit, 2));
    let holdem = TableConfig::new(&[100, 100]).betting(Betting::PotLimit).start().unwrap();
    assert_eq!((holdem.game(), holdem.betting(), holdem.button()), (Game::Holdem, Betting::PotLimit, 0));
}

/// Four seats, button 0: seat 3 folds A-K, seat 0 (50) and seat 1 (100) go
/// all-in, seat 2 calls: a main pot of 150 and a side pot of 100.
fn all_in_hand() -> (TableState, TableState, [u64; 4]) {
    let holes = [m("As Ah"), m("Ks Kh"), m("Qs Qh"), m("Ad Kd")];
    let start = TableConfig::new(&[50, 100, 200, 100]).blinds(1, 2).hole_cards(&holes).start().unwrap();
    let end = start
        .fold()
        .and_then(|s| s.all_in())
        .and_then(|s| s.all_in())
        .and_then(|s| s.call())
        .and_then(|s| s.deal(m("2c 7d 9h")))
        .and_then(|s| s.deal(m("3s")))
        .and_then(|s| s.deal(m("4c")))
        .unwrap();
    (start, end, holes)
}

#[test]
fn history_lists_the_steps_as_applied() {
    let (start, end, _) = all_in_hand();
    assert!(end.is_finished());
    let history = end.history();
    assert_eq!(history.len() as i64, end.info().history_len);
    let action = |seat, kind, amount| HistoryStep {
        seat: Some(seat),
        kind: Some(kind),
        amount,
        cards: 0,
        random: false,
        needless: false,
        to: None,
        unknown: 0,
        up: 0,
        street: Street::Preflop,
        draw: 0,
    };
    let deal = |cards, street| HistoryStep {
        seat: None,
        kind: None,
        amount: 0,
        cards: m(cards),
        random: false,
        needless: false,
        to: None,
        unknown: 0,
        up: 0,
        street,
        draw: 0,
    };
    assert_eq!(
        history,
        [
            action(3, ActionKind::Fold, 0),
            action(0, ActionKind::BetOrRaise, 50), // an all-in is the raise it was
            action(1, ActionKind::BetOrRaise, 100),
            action(2, ActionKind::Call, 100),
            deal("2c 7d 9h", Street::Flop),
            deal("3s", Street::Turn),
            deal("4c", Street::River),
        ]
    );
    assert!(start.history().is_empty(), "the forced bets are the start");
    // The history replays to the same hand.
    let steps: Vec<_> = history.iter().map(HistoryStep::to_step).collect();
    assert_eq!(start.apply_many(&steps).unwrap().to_text(), end.to_text());

    // A random deal says so.
    let seeded = TableConfig::new(&[10, 10]).seed(5).start().unwrap().all_in().unwrap().call().unwrap();
    assert_eq!(seeded.phase(), Phase::Dealing);
    let dealt = seeded.deal_random().unwrap();
    let last = *dealt.history().last().unwrap();
    assert_eq!((last.seat, last.kind, last.random), (None, None, true));
    assert_eq!(last.cards.count_ones(), 3);
    assert_eq!(last.cards, dealt.board());
}

#[test]
fn pot_results_split_the_awards() {
    let (start, end, _) = all_in_hand();
    let results = end.pot_results().unwrap();
    assert_eq!(results.len(), 2);
    assert_eq!((results[0].amount, &results[0].eligible, &results[0].winners), (150, &vec![0, 1, 2], &vec![0]));
    assert_eq!(results[0].won, [150, 0, 0, 0], "aces hold: the main pot");
    assert_eq!((results[1].amount, &results[1].eligible, &results[1].winners), (100, &vec![1, 2], &vec![1]));
    assert_eq!(results[1].won, [0, 100, 0, 0], "kings beat queens for the side pot");
    for pot in &results {
        assert_eq!(pot.won.iter().sum::<i64>(), pot.amount, "a pot is paid out whole");
        assert!(pot.winners.iter().all(|w| pot.eligible.contains(w)));
    }
    let per_seat: Vec<i64> = (0..4).map(|s| results.iter().map(|p| p.won[s]).sum()).collect();
    assert_eq!(per_seat, end.won());
    assert_eq!(end.stacks(), [150, 100, 100, 100]);
    let error = start.pot_results().unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument, "not finished: {error}");
}

fn check_spot(spot: &AllInSpot, seats: usize) {
    let expected: f64 = spot.expected.iter().sum();
    assert!((expected - spot.pot_total() as f64).abs() < 1e-6, "{spot:?}: expected chips sum to the pots");
    for seat in 0..seats {
        let from_pots: f64 = spot.pots.iter().map(|p| p.equity[seat] * p.amount as f64).sum();
        assert!((from_pots - spot.expected[seat]).abs() < 1e-6, "seat {seat}: {spot:?}");
    }
    for pot in &spot.pots {
        let shares: f64 = pot.equity.iter().sum();
        assert!((shares - 1.0).abs() < 1e-12, "{pot:?}");
        for seat in 0..seats {
            if !pot.eligible.contains(&seat) {
                assert_eq!((pot.equity[seat], pot.win[seat], pot.tie[seat]), (0.0, 0.0, 0.0), "{pot:?}");
            }
            assert!(
                pot.win[seat] <= pot.equity[seat] + 1e-12 && pot.equity[seat] <= pot.win[seat] + pot.tie[seat] + 1e-12
            );
        }
    }
}

#[test]
fn all_in_equity_per_street_against_calculate_equity() {
    let (_, end, holes) = all_in_hand();
    let spots = end.allin_equity(true, 0).unwrap();
    let streets: Vec<Street> = spots.iter().map(|s| s.street).collect();
    assert_eq!(streets, [Street::Preflop, Street::Flop, Street::Turn]);
    let boards: Vec<u64> = spots.iter().map(|s| s.board).collect();
    assert_eq!(boards, [0, m("2c 7d 9h"), m("2c 7d 9h 3s")]);
    for spot in &spots {
        assert_eq!(spot.live, [0, 1, 2]);
        assert_eq!(spot.dead, holes[3], "the folded A-K is dead");
        assert_eq!(spot.pots.len(), 2);
        assert_eq!((spot.pots[0].amount, spot.pots[1].amount), (150, 100));
        assert_eq!((spot.pots[0].eligible.clone(), spot.pots[1].eligible.clone()), (vec![0, 1, 2], vec![1, 2]));
        check_spot(spot, 4);
        // Each pot against the equity engine: the main pot three-way, the
        // side pot heads-up with the aces out of the deck.
        let exact = SimulationOptions::exact();
        let main = calculate_equity(&holes[..3], spot.board, Some(&exact), Game::Holdem, spot.dead).unwrap();
        let side =
            calculate_equity(&holes[1..3], spot.board, Some(&exact), Game::Holdem, spot.dead | holes[0]).unwrap();
        for seat in 0..3 {
            assert!((spot.pots[0].equity[seat] - main.players[seat].equity).abs() < 1e-12, "main, seat {seat}");
            assert!((spot.pots[0].win[seat] - main.players[seat].win).abs() < 1e-12, "main win, seat {seat}");
        }
        for seat in 1..3 {
            assert!((spot.pots[1].equity[seat] - side.players[seat - 1].equity).abs() < 1e-12, "side, seat {seat}");
        }
    }
    // Folded cards left in the deck change the odds, and no card is dead.
    let open = end.allin_equity(false, 1).unwrap();
    assert_eq!(open.len(), 3);
    assert_eq!(open[0].dead, 0);
    check_spot(&open[0], 4);
    assert_ne!(open[0].expected, spots[0].expected);
    // Threads do not change exact numbers.
    assert_eq!(end.allin_equity(true, 1).unwrap(), spots);
    // No all-in before the river: no spots; unknown live cards: an error naming the seat.
    let folded = TableConfig::new(&[100, 100]).start().unwrap().fold().unwrap();
    assert!(folded.allin_equity(true, 0).unwrap().is_empty());
    let blind = TableConfig::new(&[100, 100]).start().unwrap().all_in().unwrap().call().unwrap();
    let error = blind.allin_equity(true, 0).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("seat"), "{error}");
}

/// Plays a hand to the end with random legal actions from `rng`.
fn self_play(config: &TableConfig, rng: &mut Rng) -> TableState {
    let mut state = config.start().unwrap();
    while !state.is_finished() {
        state = if state.phase() == Phase::Dealing {
            state.deal_random().unwrap()
        } else {
            let legal = state.legal_actions();
            let pick = legal[rng.below(legal.len() as u64).unwrap() as usize];
            let amount = if pick.kind == ActionKind::BetOrRaise {
                pick.min + rng.below((pick.max - pick.min + 1).min(1 << 32) as u64).unwrap() as i64
            } else {
                0
            };
            state.apply(pick.kind, amount).unwrap()
        };
    }
    state
}

#[test]
fn self_played_hands_written_as_phh_replay_to_the_same_stacks() {
    let mut rng = Rng::new(2024);
    let mut rivers = 0;
    for round in 0..24 {
        let seats = 2 + round % 5;
        let stacks: Vec<i64> = (0..seats).map(|_| 20 + rng.below(400).unwrap() as i64).collect();
        let game = if round % 3 == 2 { Game::Omaha4 } else { Game::Holdem };
        let button = round % seats;
        let config = TableConfig::new(&stacks)
            .blinds(1, 2)
            .ante((round % 2) as i64)
            .button(button)
            .game(game)
            .seed(round as u64);
        let end = self_play(&config, &mut rng);
        let what = format!("hand {round} ({seats} seats, button {button}, {game:?})");
        rivers += usize::from(end.board().count_ones() == 5);
        // PHH seats the player after the button as p1 and the button last.
        let rotated: Vec<i64> = (0..seats).map(|i| end.stacks()[(button + 1 + i) % seats]).collect();
        for unit in [None, Some("0.01")] {
            let document = end.to_phh(unit).unwrap_or_else(|e| panic!("{what}: {e}"));
            let back = document
                .replay(0, unit)
                .unwrap_or_else(|e| panic!("{what}, unit {unit:?}: {e}\n{}", document.text(0).unwrap()));
            assert!(back.is_finished(), "{what}");
            assert_eq!(back.stacks(), rotated, "{what}, unit {unit:?}");
            assert_eq!(back.game(), game, "{what}");
            assert_eq!(back.history().len(), end.history().len(), "{what}");
            assert_eq!(back.button(), seats - 1, "{what}");
            // Through the text as well.
            let text = document.text(0).unwrap();
            assert_eq!(xiapl::Phh::parse(&text).unwrap().replay(0, unit).unwrap().stacks(), rotated, "{what}");
        }
        // A hand in the middle writes and replays too.
        let middle = end.history().len() / 2;
        let partial = config
            .start()
            .unwrap()
            .apply_many(&end.history()[..middle].iter().map(HistoryStep::to_step).collect::<Vec<_>>());
        let partial = partial.unwrap();
        let back = partial.to_phh(None).unwrap().replay(0, None).unwrap();
        assert_eq!(back.pot_total(), partial.pot_total(), "{what}, after {middle} steps");
        assert_eq!(back.phase(), partial.phase(), "{what}, after {middle} steps");
    }
    assert!(rivers >= 4, "only {rivers} hands reached the river");
    let error = TableConfig::new(&[100, 100]).start().unwrap().to_phh(Some("zero")).unwrap_err();
    assert!(matches!(error.status(), Status::InvalidArgument | Status::Parse), "{error}");
    let no_limit_omaha = TableConfig::new(&[100, 100]).game(Game::Omaha4).betting(Betting::NoLimit).start().unwrap();
    assert_eq!(
        no_limit_omaha.to_phh(None).unwrap_err().status(),
        Status::Unsupported,
        "no-limit Omaha has no PHH code"
    );
}
