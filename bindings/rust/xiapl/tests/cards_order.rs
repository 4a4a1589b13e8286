//! Cards keep the order in which they were dealt: the board, the hole cards,
//! the history's cards, the PHH written back and PHH actions' card ids.

use std::path::PathBuf;

use xiapl::{parse_cards, Betting, Card, Game, Phase, Phh, PhhAction, TableConfig, TableState};

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

fn known(text: &str) -> Vec<Option<Card>> {
    cards(text).into_iter().map(Some).collect()
}

#[test]
fn a_hand_played_keeps_the_order_given() {
    let mut s = TableConfig::new(&[100, 100])
        .blinds(1, 2)
        .hole_cards(&[xiapl::parse_mask("7h6h").unwrap(), 0])
        .hole_order(&[cards("7h6h"), Vec::new()])
        .start()
        .unwrap();
    assert_eq!(s.hole_cards_in_order(0).unwrap(), cards("7h6h"));
    assert!(s.hole_cards_in_order(1).unwrap().is_empty());
    assert!(s.hole_cards_in_order(5).is_err());
    s = s.check_or_call().unwrap().check_or_call().unwrap();
    let twice = [Card::from_id(9).unwrap(), Card::from_id(9).unwrap(), Card::from_id(3).unwrap()];
    assert!(s.deal_cards(&twice).unwrap_err().to_string().contains("twice"));
    s = s.deal_cards(&cards("Jc3d5c")).unwrap();
    assert_eq!(s.board_cards(), cards("Jc3d5c"));
    let rows = s.history_cards();
    assert_eq!(rows.len(), 3);
    assert!(rows[0].is_empty());
    assert_eq!(rows[2], known("Jc3d5c"));
    let text = s.to_phh(None).unwrap().text(0).unwrap();
    assert!(text.contains("\"d dh p2 7h6h\"") && text.contains("\"d db Jc3d5c\""), "{text}");
    assert_eq!(TableState::from_text(&s.to_text()).unwrap().board_cards(), cards("Jc3d5c"));
    // A mask deals in card-id order.
    let masked = TableConfig::new(&[100, 100]).blinds(1, 2).start().unwrap();
    let masked = masked.check_or_call().unwrap().check_or_call().unwrap();
    let masked = masked.deal(xiapl::parse_mask("Jc3d5c").unwrap()).unwrap();
    assert_eq!(masked.board_cards(), cards("5cJc3d"));
}

#[test]
fn a_draw_game_keeps_its_deals_and_discards_in_order() {
    let mut s =
        TableConfig::new(&[100, 100]).blinds(1, 2).game(Game::Lowball27).betting(Betting::NoLimit).start().unwrap();
    let mut dealt = Vec::new();
    for text in ["7c2d9h4s3c", "Kh8d5s6cTd"] {
        let seat = s.deal_seat().unwrap();
        s = s.deal_hole_cards(seat, &known(text), 0).unwrap();
        dealt.push((seat, cards(text)));
    }
    for (seat, held) in &dealt {
        assert_eq!(&s.hole_cards_in_order(*seat).unwrap(), held);
    }
    while s.phase() == Phase::Betting {
        s = s.check_or_call().unwrap();
    }
    let drawer = s.actor().unwrap();
    let held = s.hole_cards_in_order(drawer).unwrap();
    let thrown = [Some(held[3]), Some(held[1])];
    s = s.discard_cards(&thrown).unwrap();
    assert_eq!(s.history_cards().last().unwrap(), &thrown.to_vec());
    assert_eq!(s.hole_cards_in_order(drawer).unwrap(), vec![held[0], held[2], held[4]]);
}

#[test]
fn a_replayed_hand_keeps_the_order_its_file_wrote() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../tests/fixtures/phh/dwan-ivey-2009.phh");
    let doc = Phh::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    let state = doc.replay(0, None).unwrap();
    assert_eq!(state.board_cards(), cards("Jc3d5c4hJh"));
    assert_eq!(state.hole_cards_in_order(2).unwrap(), cards("7h6h"));
    let text = state.to_phh(None).unwrap().text(0).unwrap();
    assert!(text.contains("\"d dh p3 7h6h\"") && text.contains("\"d db Jc3d5c\""), "{text}");
}

#[test]
fn phh_actions_give_their_cards_in_the_order_written() {
    let board = PhhAction::parse("d db Jc3d5c").unwrap();
    assert_eq!(board.card_ids().unwrap(), cards("Jc3d5c"));
    let hole = PhhAction::parse("d dh p3 7h6h????").unwrap();
    assert_eq!(hole.card_ids().unwrap().iter().map(|c| c.id()).collect::<Vec<_>>(), vec![31, 30]);
    assert_eq!(hole.unknown_count().unwrap(), 2);
    assert!(PhhAction::parse("p1 f").unwrap().card_ids().unwrap().is_empty());
}
