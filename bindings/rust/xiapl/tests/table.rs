//! The table rules engine: hand-checked scenarios, chips conserved and
//! invariants holding after every step, refused actions, batches and configs.

use xiapl::{
    mask_to_cards, parse_mask, standard_blinds, ActionKind, Betting, Game, LegalAction, Phase, Pot, Status, Step,
    Street, TableConfig, TableState,
};

fn m(text: &str) -> u64 {
    parse_mask(text).unwrap()
}

/// Chips behind + chips in the pots (or awarded) = chips in play, and the
/// library's own invariants hold.
fn sound(state: &TableState) {
    state.check_invariants().unwrap();
    let info = state.info();
    let behind: i64 = state.stacks().iter().sum();
    if info.phase == Phase::Finished {
        assert_eq!(behind, info.total_chips, "{info:?}");
        assert_eq!(info.pot_total, 0);
        assert_eq!(state.won().iter().sum::<i64>(), state.pots().iter().map(|p| p.amount).sum::<i64>());
    } else {
        assert_eq!(behind + info.pot_total, info.total_chips, "{info:?}");
    }
}

/// One step of a scripted hand.
type Move = fn(&TableState) -> xiapl::Result<TableState>;

fn action(kind: ActionKind, min: i64, max: i64) -> LegalAction {
    LegalAction { kind, min, max }
}

#[test]
fn heads_up_blinds_are_posted_and_the_button_acts_first() {
    let state = TableConfig::new(&[100, 100]).blinds(1, 2).start().unwrap();
    sound(&state);
    let info = state.info();
    assert_eq!((info.seat_count, info.phase, info.street, info.actor), (2, Phase::Betting, Street::Preflop, Some(0)));
    assert_eq!((info.pot_total, info.current_bet, info.total_chips, info.board), (3, 2, 200, 0));
    assert_eq!(state.stacks(), [99, 98]);
    assert_eq!(state.bets(), [1, 2]);
    assert_eq!(state.hole_cards(), [0, 0], "unknown without a seed");
    assert_eq!(
        state.legal_actions(),
        [
            action(ActionKind::Fold, 0, 0),
            action(ActionKind::Call, 1, 1),
            action(ActionKind::BetOrRaise, 4, 100),
            action(ActionKind::AllIn, 100, 100)
        ]
    );
    // The limp leaves the big blind a free check: no fold offered.
    let limped = state.call().unwrap();
    sound(&limped);
    assert_eq!(limped.actor(), Some(1));
    let kinds: Vec<ActionKind> = limped.legal_actions().iter().map(|a| a.kind).collect();
    assert_eq!(kinds, [ActionKind::Check, ActionKind::BetOrRaise, ActionKind::AllIn]);
    let flop_due = limped.check().unwrap();
    assert_eq!((flop_due.phase(), flop_due.cards_needed(), flop_due.actor()), (Phase::Dealing, 3, None));
    assert!(flop_due.legal_actions().is_empty());
    let flop = flop_due.deal(m("Jc 3d 5c")).unwrap();
    sound(&flop);
    assert_eq!(
        (flop.street(), flop.board(), flop.pot_total(), flop.actor()),
        (Street::Flop, m("Jc 3d 5c"), 4, Some(1))
    );
}

#[test]
fn a_fold_ends_the_hand_and_the_other_seat_takes_the_pot() {
    let state = TableConfig::new(&[100, 100]).start().unwrap();
    let folded = state.fold().unwrap();
    sound(&folded);
    assert!(folded.is_finished());
    assert_eq!(folded.folded(), [true, false]);
    // The big blind's uncalled chip goes back; the pot of 2 goes to seat 1.
    assert_eq!(folded.stacks(), [99, 101]);
    assert_eq!(folded.won(), [0, 2]);
    assert_eq!(folded.contributed(), [1, 1]);
    assert_eq!(folded.pots(), [Pot { amount: 2, eligible: vec![1] }]);
    assert!(folded.legal_actions().is_empty());
    // The old state is still valid and unchanged.
    assert_eq!((state.phase(), state.stacks()), (Phase::Betting, vec![99, 98]));
}

#[test]
fn illegal_requests_are_refused_with_the_rule_and_leave_the_state_unchanged() {
    let state = TableConfig::new(&[100, 100]).start().unwrap();
    let before = (state.info(), state.stacks(), state.legal_actions());
    let refuse = |result: xiapl::Result<TableState>, words: &str| {
        let error = result.unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument, "{error}");
        assert!(error.message().contains(words), "{error}");
    };
    refuse(state.bet_or_raise_to(3), "below the minimum raise to 4");
    refuse(state.check(), "cannot check facing a bet of 2");
    refuse(state.bet_or_raise_to(101), "raise");
    refuse(state.deal(m("Jc 3d 5c")), "");
    assert_eq!((state.info(), state.stacks(), state.legal_actions()), before);
    sound(&state);

    let limped = state.call().unwrap().check().unwrap();
    refuse(limped.deal(m("Jc 3d")), "this deal takes 3");
    refuse(limped.call(), "");
    let flop = limped.deal(m("Jc 3d 5c")).unwrap();
    refuse(flop.fold(), "checking is free");
    refuse(flop.deal(m("2h")), "");
    let over = flop.all_in().unwrap().fold().unwrap();
    assert!(over.is_finished());
    refuse(over.deal_random(), "the hand is over");
    refuse(over.check(), "");
    sound(&over);
}

#[test]
fn a_three_handed_hand_to_showdown() {
    let holes = [m("As Ah"), m("Ks Kh"), m("7c 2d")];
    let mut state = TableConfig::new(&[200, 150, 80]).blinds(1, 2).button(0).hole_cards(&holes).start().unwrap();
    assert_eq!(state.hole_cards(), holes);
    assert_eq!(state.actor(), Some(0), "three-handed the button acts first preflop");
    let mut seen = Vec::new();
    let script: [Move; 12] = [
        |s| s.bet_or_raise_to(6),
        |s| s.call(),
        |s| s.fold(),
        |s| s.deal(m("Jc 3d 5c")),
        |s| s.check(),
        |s| s.check(),
        |s| s.deal(m("9s")),
        |s| s.check_or_call(),
        |s| s.check_or_call(),
        |s| s.deal(m("2h")),
        |s| s.check(),
        |s| s.check(),
    ];
    for step in &script {
        state = step(&state).unwrap();
        sound(&state);
        assert_eq!(state.total_chips(), 430);
        seen.push(state.street());
    }
    assert!(seen.windows(2).all(|w| w[0] <= w[1]), "streets only move forward");
    assert_eq!((state.phase(), state.street()), (Phase::Finished, Street::River));
    assert_eq!(state.board(), m("Jc 3d 5c 9s 2h"));
    // Aces beat kings: 6 + 6 + the folded big blind's 2.
    assert_eq!(state.won(), [14, 0, 0]);
    assert_eq!(state.stacks(), [208, 144, 78]);
    assert_eq!(state.pots(), [Pot { amount: 14, eligible: vec![0, 1] }]);
    assert_eq!(state.info().history_len, 12, "every action and deal is recorded");
}

#[test]
fn apply_many_matches_one_step_at_a_time_and_names_the_refused_step() {
    let start = TableConfig::new(&[200, 150, 80]).hole_cards(&[m("As Ah"), m("Ks Kh"), m("7c 2d")]).start().unwrap();
    let steps = [
        Step::by(0, ActionKind::BetOrRaise, 6),
        Step::by(1, ActionKind::Call, 0),
        Step::action(ActionKind::Fold, 0),
        Step::DealBoard(m("Jc 3d 5c")),
        Step::action(ActionKind::Check, 0),
        Step::action(ActionKind::Check, 0),
        Step::DealBoard(m("9s")),
        Step::action(ActionKind::Check, 0),
        Step::action(ActionKind::Check, 0),
        Step::DealBoard(m("2h")),
        Step::action(ActionKind::Check, 0),
        Step::action(ActionKind::Check, 0),
    ];
    let end = start.apply_many(&steps).unwrap();
    sound(&end);
    assert_eq!((end.phase(), end.stacks(), end.won()), (Phase::Finished, vec![208, 144, 78], vec![14, 0, 0]));

    let same = start.apply_many(&[]).unwrap();
    assert_eq!(same.info(), start.info(), "no steps: a new handle of the same state");
    assert_eq!(start.clone().stacks(), start.stacks());

    let error =
        start.apply_many(&[Step::action(ActionKind::Call, 0), Step::action(ActionKind::BetOrRaise, 3)]).unwrap_err();
    assert_eq!((error.status(), error.step()), (Status::InvalidArgument, Some(1)));
    assert!(error.message().starts_with("step 1: "), "{error}");
    let wrong_seat = start.apply_many(&[Step::by(2, ActionKind::Call, 0)]).unwrap_err();
    assert_eq!(wrong_seat.step(), Some(0));
    assert!(wrong_seat.message().contains("seat"), "{wrong_seat}");
    assert_eq!(start.info().history_len, 0, "a refused batch leaves the state unchanged");
}

#[test]
fn a_seed_deals_the_same_hand_every_time() {
    let config = TableConfig::new(&[100, 100, 100, 100]).seed(42);
    let play = || {
        let mut state = config.start().unwrap();
        let holes = state.hole_cards();
        while !state.is_finished() {
            state = if state.phase() == Phase::Dealing { state.deal_random() } else { state.check_or_call() }.unwrap();
            sound(&state);
        }
        (holes, state.board(), state.won())
    };
    let (holes, board, won) = play();
    assert_eq!(play(), (holes.clone(), board, won.clone()));
    let mut all = board;
    for hole in &holes {
        assert_eq!(hole.count_ones(), 2);
        assert_eq!(all & hole, 0, "no card dealt twice");
        all |= hole;
    }
    assert_eq!(mask_to_cards(board).unwrap().len(), 5);
    assert_eq!(won.iter().sum::<i64>(), 8, "four limpers' 2 chips");
}

#[test]
fn pot_limit_omaha_caps_the_raise_at_the_pot() {
    let state = TableConfig::new(&[500, 500]).game(Game::Omaha4).start().unwrap();
    // Pot limit by default: the button may raise to 2 + (1 + 2) + 1 = 6.
    let raise = state.legal_actions().into_iter().find(|a| a.kind == ActionKind::BetOrRaise).unwrap();
    assert_eq!((raise.min, raise.max), (4, 6));
    assert!(state.bet_or_raise_to(7).unwrap_err().message().contains("pot"));
    let no_limit = TableConfig::new(&[500, 500]).game(Game::Omaha4).betting(Betting::NoLimit).start().unwrap();
    let raise = no_limit.legal_actions().into_iter().find(|a| a.kind == ActionKind::BetOrRaise).unwrap();
    assert_eq!(raise.max, 500);
}

#[test]
fn antes_and_seat_blinds() {
    let state = TableConfig::new(&[100, 100, 100]).seat_blinds(&[0, 5, 10]).ante(1).start().unwrap();
    sound(&state);
    assert_eq!(state.stacks(), [99, 94, 89]);
    assert_eq!((state.pot_total(), state.current_bet(), state.actor()), (18, 10, Some(0)));
}

#[test]
fn standard_blinds_follow_the_button() {
    assert_eq!(standard_blinds(2, 0, 1, 2).unwrap(), [1, 2]);
    assert_eq!(standard_blinds(2, 1, 1, 2).unwrap(), [2, 1]);
    assert_eq!(standard_blinds(3, 0, 1, 2).unwrap(), [0, 1, 2]);
    assert_eq!(standard_blinds(6, 5, 5, 10).unwrap(), [5, 10, 0, 0, 0, 0]);
    assert_eq!(standard_blinds(11, 0, 1, 2).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(standard_blinds(3, 3, 1, 2).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(standard_blinds(3, 0, -1, 2).unwrap_err().status(), Status::InvalidArgument);
}

#[test]
fn bad_configs_are_refused_with_the_field_named() {
    for stacks in [&[100][..], &[100; 11][..]] {
        let error = TableConfig::new(stacks).start().unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument);
        assert!(error.message().contains("2 to 10 seats"), "{error}");
    }
    let error = TableConfig::new(&[100, 100]).antes(&[1, 1, 1]).start().unwrap_err();
    assert!(error.message().contains("antes"), "{error}");
    let error = TableConfig::new(&[100, 0]).start().unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("stack"), "{error}");
    let error = TableConfig::new(&[100, 100]).hole_cards(&[m("As Ah"), m("As Kd")]).start().unwrap_err();
    assert!(error.message().contains("As"), "{error}");
    let error = TableConfig::new(&[100, 100]).hole_cards(&[m("As Ah Kd"), 0]).start().unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    let error = TableConfig::new(&[100, 100]).button(2).start().unwrap_err();
    assert!(error.message().contains("button"), "{error}");
    let error = TableConfig::new(&[1 << 53, 100]).start().unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
}

#[test]
fn states_are_shared_between_threads() {
    let state = std::sync::Arc::new(TableConfig::new(&[100, 100, 100]).start().unwrap());
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let state = state.clone();
            std::thread::spawn(move || state.call().unwrap().stacks())
        })
        .collect();
    for handle in handles {
        assert_eq!(handle.join().unwrap(), [98, 99, 98]);
    }
}
