//! Copies: `Deck::set_cards` / `Deck::try_clone`, and a table state saved
//! with `TableState::to_text` and read back with `TableState::from_text`.

use xiapl::{ActionKind, Card, Deck, Phase, Status, TableConfig, TableState};

fn ids(cards: &[Card]) -> Vec<i32> {
    cards.iter().map(|card| card.id()).collect()
}

#[test]
fn a_deck_clone_outlives_its_dropped_original() {
    let mut deck = Deck::new().unwrap();
    deck.shuffle(20240611).unwrap();
    deck.burn(3).unwrap();
    let cards = deck.cards();
    let mut a = deck.try_clone().unwrap();
    let mut b = deck.try_clone().unwrap();
    drop(deck);
    assert_eq!(cards.len(), 49);
    assert_eq!(a.cards(), cards);
    let from_a = a.deal(5).unwrap();
    let from_b = b.deal(5).unwrap();
    assert_eq!(from_a, cards[..5]);
    assert_eq!(from_b, from_a);
    // Each clone owns its cards.
    a.deal(2).unwrap();
    assert_eq!((a.len(), b.len()), (42, 44));
    // The same seeded shuffle of the same cards gives the same order.
    let mut c = b.try_clone().unwrap();
    b.shuffle(99).unwrap();
    c.shuffle(99).unwrap();
    assert_eq!(c.cards(), b.cards());
    drop(c);
    assert_eq!(b.len(), 44, "dropping a clone leaves its source valid");
    // A clone can cross to another thread (Deck is Send).
    let moved = a.try_clone().unwrap();
    let dealt = std::thread::spawn(move || {
        let mut moved = moved;
        moved.deal(3).unwrap()
    })
    .join()
    .unwrap();
    assert_eq!(dealt, a.deal(3).unwrap());
}

#[test]
fn set_cards_refuses_bad_ids_and_leaves_the_deck_unchanged() {
    let mut deck = Deck::new().unwrap();
    let front = [51, 0, 17, 33];
    deck.set_cards(&front).unwrap();
    assert_eq!(ids(&deck.cards()), front);
    let too_many: Vec<i32> = (0..53).map(|i| i % 52).collect();
    let refused: [(&str, &[i32]); 4] =
        [("a repeated id", &[3, 4, 3]), ("id 52", &[1, 52]), ("id -1", &[-1]), ("53 ids", &too_many)];
    for (name, bad) in refused {
        let error = deck.set_cards(bad).unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument, "{name}: {error}");
        assert!(!error.message().is_empty(), "{name}");
        assert_eq!(ids(&deck.cards()), front, "{name} changed the deck");
    }
    deck.set_cards(&[]).unwrap();
    assert!(deck.is_empty());
    assert_eq!(deck.deal(1).unwrap_err().status(), Status::InvalidArgument);
    let reversed: Vec<i32> = (0..52).rev().collect();
    deck.set_cards(&reversed).unwrap();
    assert_eq!(ids(&deck.deal(2).unwrap()), [51, 50]);
}

/// A three-seat seeded hand through a random flop, waiting for the turn.
fn seeded_hand() -> TableState {
    let s = TableConfig::new(&[200, 150, 300]).blinds(1, 2).ante(1).seed(0xC0FFEE).start().unwrap();
    let s = s.call().unwrap().call().unwrap().check().unwrap().deal_random().unwrap();
    let s = s.check().unwrap().bet_or_raise_to(10).unwrap().call().unwrap().fold().unwrap();
    assert_eq!((s.phase(), s.cards_needed()), (Phase::Dealing, 1));
    s
}

#[test]
fn a_state_read_from_its_text_continues_the_seeded_hand() {
    let state = seeded_hand();
    let text = state.to_text();
    assert!(text.starts_with("xiapl-table-state 1\n") && text.ends_with('\n'), "{text}");
    assert!(text.contains("\ndraw "), "{text}");
    let copy = TableState::from_text(&text).unwrap();
    assert_eq!(copy.to_text(), text);
    assert_eq!(copy.info(), state.info());
    assert_eq!(copy.hole_cards(), state.hole_cards());
    assert_eq!(copy.stacks(), state.stacks());
    copy.check_invariants().unwrap();
    let next = state.deal_random().unwrap();
    let next_copy = copy.deal_random().unwrap();
    assert_ne!(next.board(), state.board());
    assert_eq!(next_copy.board(), next.board());
    assert_eq!(next_copy.to_text(), next.to_text());
    // The copy is independent of the original's handle.
    drop(state);
    assert_eq!(copy.to_text(), text);
}

#[test]
fn from_text_refuses_bad_text_naming_the_line() {
    assert_eq!(TableState::from_text("").unwrap_err().status(), Status::Parse);
    assert_eq!(TableState::from_text("not a table\n").unwrap_err().status(), Status::Parse);
    let state = TableConfig::new(&[100, 100]).blinds(1, 2).seed(5).start().unwrap();
    let text = state.to_text();
    let line = format!("line {}", text.lines().count() + 1);
    let actor = state.actor().unwrap();
    // A check facing the big blind: a step the rules refuse.
    let refused = TableState::from_text(&format!("{text}act {actor} {} 0\n", ActionKind::Check as i32)).unwrap_err();
    assert_eq!(refused.status(), Status::InvalidArgument, "{refused}");
    assert!(refused.message().contains(&line), "{refused}");
    // A line outside the grammar.
    let garbled = TableState::from_text(&format!("{text}act 0 call 0\n")).unwrap_err();
    assert_eq!(garbled.status(), Status::Parse, "{garbled}");
    assert!(garbled.message().contains(&line), "{garbled}");
    // The legal action is fine, and the text needs no final newline.
    let next = TableState::from_text(&format!("{text}act {actor} {} 0", ActionKind::Call as i32)).unwrap();
    assert_eq!(next.info().history_len, 1);
}
