//! The table engine's betting structures and board games: fixed-limit
//! betting (the street's bet size, four bets and raises a street), Omaha
//! hi/lo pots split between the best high and the best qualifying low, the
//! 36-card short deck, and every board game under every betting structure
//! (stud and draw games: table_stud_draw.rs).

use xiapl::{parse_mask, ActionKind, Betting, Game, Phase, Status, Street, TableConfig, TableState};

fn m(text: &str) -> u64 {
    parse_mask(text).unwrap()
}

fn raise_range(state: &TableState) -> Option<(i64, i64)> {
    state.legal_actions().into_iter().find(|a| a.kind == ActionKind::BetOrRaise).map(|a| (a.min, a.max))
}

/// Check or call until the hand needs cards or ends.
fn check_down(mut state: TableState) -> TableState {
    while state.phase() == Phase::Betting {
        state = state.check_or_call().unwrap();
        state.check_invariants().unwrap();
    }
    state
}

/// Check or call every street, dealing `boards` (flop, turn, river) in turn.
fn showdown(config: &TableConfig, boards: &[&str]) -> TableState {
    let mut state = check_down(config.start().unwrap());
    for board in boards {
        assert_eq!(state.phase(), Phase::Dealing);
        state = check_down(state.deal(m(board)).unwrap());
    }
    assert!(state.is_finished());
    state
}

fn fixed_limit() -> TableConfig {
    TableConfig::new(&[100, 100]).blinds(1, 2).betting(Betting::FixedLimit).small_bet(2).big_bet(4)
}

#[test]
fn fixed_limit_bets_the_streets_size_four_times_a_street() {
    // Heads-up: seat 0 is the button and posts the small blind.
    let state = fixed_limit().start().unwrap();
    let info = state.info();
    assert_eq!((info.betting, info.fixed_bet, info.raises), (Betting::FixedLimit, 2, 0), "the blinds are no raises");
    assert_eq!((state.betting(), state.fixed_bet(), state.raises()), (Betting::FixedLimit, 2, 0));
    assert_eq!(raise_range(&state), Some((4, 4)), "the only raise is to 4");
    let error = state.bet_or_raise_to(5).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("not the fixed-limit raise to 4"), "{error}");

    let mut state = state;
    for (to, seat) in [(4, 0), (6, 1), (8, 0), (10, 1)] {
        assert_eq!(state.actor(), Some(seat));
        assert_eq!(raise_range(&state), Some((to, to)));
        state = state.bet_or_raise_to(to).unwrap();
        state.check_invariants().unwrap();
    }
    assert_eq!((state.raises(), state.current_bet(), state.actor()), (4, 10, Some(0)));
    assert_eq!(raise_range(&state), None, "capped: call or fold");
    let error = state.bet_or_raise_to(12).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("4 bets and raises are made"), "{error}");

    let state = state.call().unwrap().deal(m("Jc 3d 5c")).unwrap();
    assert_eq!((state.street(), state.raises(), state.fixed_bet()), (Street::Flop, 0, 2));
    assert_eq!(raise_range(&state), Some((2, 2)), "a flop bet is the small bet");
    let state = state.check().unwrap().check().unwrap().deal(m("4h")).unwrap();
    assert_eq!((state.street(), state.fixed_bet()), (Street::Turn, 4));
    assert_eq!(raise_range(&state), Some((4, 4)), "a turn bet is the big bet");
    let state = state.bet_or_raise_to(4).unwrap();
    assert_eq!((state.raises(), raise_range(&state)), (1, Some((8, 8))));
    let state = state.call().unwrap().deal(m("Jh")).unwrap();
    assert_eq!((state.street(), state.fixed_bet(), state.raises()), (Street::River, 4, 0));
    assert_eq!(state.pot_total(), 28);
}

#[test]
fn fixed_limit_sizes_default_to_the_big_blind_and_twice_it() {
    let state = TableConfig::new(&[100, 100]).blinds(5, 10).betting(Betting::FixedLimit).start().unwrap();
    assert_eq!((state.fixed_bet(), raise_range(&state)), (10, Some((20, 20))));
    let state = state.call().unwrap().check().unwrap().deal(m("Jc 3d 5c")).unwrap();
    assert_eq!(state.fixed_bet(), 10);
    let state = state.check().unwrap().check().unwrap().deal(m("4h")).unwrap();
    assert_eq!(state.fixed_bet(), 20);
    // A short stack may go all in for less than the bet.
    let short = TableConfig::new(&[100, 3]).blinds(1, 2).betting(Betting::FixedLimit).start().unwrap();
    let short = short.bet_or_raise_to(4).unwrap();
    assert_eq!(raise_range(&short), None);
    assert!(short.legal_actions().iter().any(|a| a.kind == ActionKind::AllIn && a.min == 3));
    // No and pot limit have no fixed bet.
    for betting in [Betting::NoLimit, Betting::PotLimit] {
        let state = TableConfig::new(&[100, 100]).betting(betting).start().unwrap();
        assert_eq!((state.betting(), state.fixed_bet(), state.raises()), (betting, 0, 0));
        assert_eq!(state.bet_or_raise_to(4).unwrap().raises(), 1);
    }
    let error = fixed_limit().small_bet(-1).start().unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument, "{error}");
}

#[test]
fn omaha_hi_lo_splits_the_pot_between_high_and_low() {
    let config = TableConfig::new(&[100, 100]).game(Game::Omaha4HiLo).hole_cards(&[m("QsQdJsJd"), m("Ah2h9c9d")]);
    assert_eq!(config.start().unwrap().betting(), Betting::FixedLimit, "Omaha hi/lo plays its usual fixed limit");
    // Three queens take the high half, A-2-4-5-8 the low half.
    let state = showdown(&config, &["Qh 4d 5s", "8c", "Kd"]);
    assert_eq!(state.stacks(), [100, 100], "each half gives back what the seat put in");
    assert_eq!(state.won(), [2, 2]);
    let results = state.pot_results().unwrap();
    assert_eq!(results.len(), 1);
    assert_eq!((results[0].amount, &results[0].winners, &results[0].won), (4, &vec![0, 1], &vec![2, 2]));

    // Only two board cards of eight or lower: no low qualifies and the high hand scoops.
    let config = TableConfig::new(&[100, 100]).game(Game::Omaha4HiLo).hole_cards(&[m("AhKh2c3c"), m("QsQdJsJd")]);
    let state = showdown(&config, &["Qh 4d 5s", "9c", "Td"]);
    assert_eq!(state.stacks(), [98, 102]);
    assert_eq!(state.pot_results().unwrap()[0].winners, [1]);

    // Fixed-limit Omaha hi/lo is the same split.
    let limit = TableConfig::new(&[100, 100])
        .game(Game::Omaha5HiLo)
        .betting(Betting::FixedLimit)
        .hole_cards(&[m("QsQdJsJdTc"), m("Ah2h9c9dTh")]);
    let state = showdown(&limit, &["Qh 4d 5s", "8c", "Kd"]);
    assert_eq!(
        (state.betting(), state.game(), state.stacks()),
        (Betting::FixedLimit, Game::Omaha5HiLo, vec![100, 100])
    );
}

/// Whether a card mask holds a two, three, four or five.
fn has_low_rank(mask: u64) -> bool {
    (0..52).any(|id| mask >> id & 1 == 1 && id % 13 < 4)
}

#[test]
fn short_deck_deals_six_to_ace() {
    let state = TableConfig::new(&[100, 100]).game(Game::ShortDeck).start().unwrap();
    assert_eq!((state.game(), state.betting()), (Game::ShortDeck, Betting::NoLimit), "no limit by default");
    let dealing = state.call().unwrap().check().unwrap();
    let error = dealing.deal(m("2c 7d 8h")).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("2c"), "{error}");
    assert!(dealing.deal(m("6c 7d 8h")).is_ok());
    let error = TableConfig::new(&[100, 100]).game(Game::ShortDeck).hole_cards(&[m("As 5s"), 0]).start().unwrap_err();
    assert!(error.message().contains("5s"), "{error}");

    for seed in 0..40 {
        let mut state = TableConfig::new(&[100, 100, 100]).game(Game::ShortDeck).seed(seed).start().unwrap();
        while !state.is_finished() {
            state = match state.phase() {
                Phase::Dealing => state.deal_random().unwrap(),
                _ => state.check_or_call().unwrap(),
            };
        }
        let holes = state.hole_cards();
        assert!(holes.iter().all(|h| h.count_ones() == 2), "seed {seed}: {holes:?}");
        assert_eq!(state.board().count_ones(), 5);
        for mask in holes.iter().copied().chain([state.board()]) {
            assert!(!has_low_rank(mask), "seed {seed}: {}", xiapl::mask_to_string(mask).unwrap());
        }
    }
}

#[test]
fn board_games_play_under_every_betting_structure() {
    for game in [Game::Holdem, Game::ShortDeck, Game::Omaha4, Game::Omaha5, Game::Omaha6, Game::Omaha4HiLo] {
        for betting in Betting::ALL {
            let state = TableConfig::new(&[100, 100]).game(game).betting(betting).start().unwrap();
            assert_eq!((state.game(), state.betting()), (game, betting));
            assert_eq!((state.phase(), state.last_street(), state.deal_seat()), (Phase::Betting, Street::River, None));
            assert_eq!((state.up_cards(), state.unknown_cards()), (vec![0, 0], vec![0, 0]));
        }
    }
    assert_eq!(Betting::try_from(2).unwrap(), Betting::FixedLimit);
    assert_eq!(Betting::try_from(3).unwrap_err().status(), Status::InvalidArgument);
}
