//! Board facts and money facts from the library: flop textures (every
//! Hold'em flop counted by label), flop classes against the canonical boards,
//! decks, the VPIP/PFR facts of a hand, and the refusals.

use xiapl::{
    board_orbit_size, canonicalize_board, flop_classes, flop_texture, parse_mask, ActionKind, Betting, FlopLabel,
    FlopPairing, FlopSuits, FlopTexture, Game, MoneyFacts, Status, TableConfig,
};

fn m(text: &str) -> u64 {
    parse_mask(text).unwrap()
}

#[test]
fn textures_of_named_flops_and_of_every_holdem_flop() {
    let t = |texture, suits, pairing, connected| FlopTexture { texture, suits, pairing, connected };
    assert_eq!(
        flop_texture(Game::Holdem, m("Ah2c3d")).unwrap(),
        t(FlopLabel::Connected, FlopSuits::Rainbow, FlopPairing::Unpaired, true)
    );
    assert_eq!(
        flop_texture(Game::Holdem, m("Ah6c9d")).unwrap(),
        t(FlopLabel::Rainbow, FlopSuits::Rainbow, FlopPairing::Unpaired, false)
    );
    assert_eq!(flop_texture(Game::ShortDeck, m("Ah6c9d")).unwrap().texture, FlopLabel::Connected);
    assert_eq!(
        flop_texture(Game::Omaha4, m("KhKsKd")).unwrap(),
        t(FlopLabel::Paired, FlopSuits::Rainbow, FlopPairing::Trips, false)
    );
    assert_eq!(flop_texture(Game::Holdem, m("2h7hKc")).unwrap().texture.name(), "two-tone");
    let mut counts = std::collections::HashMap::new();
    for a in 0..52 {
        for b in a + 1..52 {
            for c in b + 1..52 {
                let texture = flop_texture(Game::Holdem, 1u64 << a | 1u64 << b | 1u64 << c).unwrap().texture;
                *counts.entry(texture).or_insert(0) += 1;
            }
        }
    }
    assert_eq!(counts[&FlopLabel::Monotone], 1144);
    assert_eq!(counts[&FlopLabel::Paired], 3796);
    assert_eq!(counts.values().sum::<i32>(), 22100);
}

#[test]
fn textures_refuse_what_is_no_flop_of_the_game() {
    for (game, flop, want) in [
        (Game::Holdem, m("AhKh"), "exactly 3 cards"),
        (Game::ShortDeck, m("2h7h9h"), "not in the deck"),
        (Game::Stud, m("2h7h9h"), "no board"),
    ] {
        let e = flop_texture(game, flop).unwrap_err();
        assert_eq!(e.status(), Status::InvalidArgument);
        assert!(e.message().contains(want), "{}", e.message());
    }
}

fn all_relabellings() -> Vec<[i32; 4]> {
    (0..256)
        .map(|v: i32| [v & 3, v >> 2 & 3, v >> 4 & 3, v >> 6 & 3])
        .filter(|r| r.iter().fold(0, |acc, s| acc | 1 << s) == 15)
        .collect()
}

#[test]
fn flop_classes_are_the_canonical_flops_and_cover_the_deck() {
    let all = all_relabellings();
    assert_eq!(all.len(), 24);
    let classes = flop_classes(Game::Holdem, &all).unwrap();
    assert_eq!(classes.len(), 1755);
    for c in &classes {
        assert_eq!(canonicalize_board(c.flop).unwrap(), c.flop);
        assert_eq!(board_orbit_size(c.flop).unwrap(), c.weight);
    }
    assert_eq!(classes.iter().map(|c| c.weight).sum::<u64>(), 22100);
    assert_eq!(flop_classes(Game::Holdem, &[[0, 1, 2, 3]]).unwrap().len(), 22100);
    let short = flop_classes(Game::ShortDeck, &[[0, 1, 2, 3], [1, 0, 2, 3]]).unwrap();
    assert_eq!(short.iter().map(|c| c.weight).sum::<u64>(), 7140);
    for bad in [&[][..], &[[1, 0, 2, 3]], &[[0, 1, 2, 3], [1, 2, 3, 0]], &[[0, 1, 2, 9]]] {
        assert_eq!(flop_classes(Game::Holdem, bad).unwrap_err().status(), Status::InvalidArgument, "{bad:?}");
    }
    assert_eq!(flop_classes(Game::Razz, &[[0, 1, 2, 3]]).unwrap_err().status(), Status::InvalidArgument);
}

#[test]
fn game_decks() {
    assert_eq!(Game::Holdem.deck(), (1u64 << 52) - 1);
    assert_eq!(Game::ShortDeck.deck(), m("6c7c8c9cTcJcQcKcAc6d7d8d9dTdJdQdKdAd6h7h8h9hThJhQhKhAh6s7s8s9sTsJsQsKsAs"));
}

#[test]
fn money_facts_of_a_hand() {
    let mut s = TableConfig::new(&[100, 100, 100, 100]).blinds(1, 2).start().unwrap();
    s = s.fold().unwrap(); // seat 3
    s = s.bet_or_raise_to(6).unwrap(); // seat 0 raises first in
    s = s.call().unwrap(); // seat 1
    s = s.fold().unwrap(); // seat 2
    s = s.deal(m("2c7d9h")).unwrap();
    s = s.bet_or_raise_to(10).unwrap(); // seat 1 leads the flop
    let facts = s.money_facts();
    assert_eq!(
        facts,
        MoneyFacts {
            voluntary_round: vec![Some(0), Some(0), None, None],
            raise_round: vec![Some(0), Some(1), None, None],
            first_in_raiser: Some(0),
        }
    );
    assert!(facts.vpip(1) && !facts.pfr(1) && facts.pfr(0));
}

#[test]
fn the_pot_sized_raise() {
    let mut s = TableConfig::new(&[100, 100, 100]).blinds(1, 2).betting(Betting::PotLimit).start().unwrap();
    assert_eq!(s.pot_raise_to().unwrap(), 7);
    s = s.bet_or_raise_to(7).unwrap();
    assert_eq!(s.pot_raise_to().unwrap(), 23);
    let limit = s.legal_actions().into_iter().find(|a| a.kind == ActionKind::BetOrRaise).unwrap().max;
    assert_eq!(s.pot_raise_to().unwrap(), limit);
    s = s.fold().unwrap().fold().unwrap();
    let e = s.pot_raise_to().unwrap_err();
    assert_eq!(e.status(), Status::InvalidArgument);
    assert!(e.message().contains("no seat is to act"), "{}", e.message());
}

#[test]
fn suit_symmetries_of_ranges() {
    let parse = |text: &str| xiapl::Range::parse(text, Game::Holdem).unwrap();
    let (qq, jj) = (parse("QQ,AKs"), parse("JJ+"));
    let all = xiapl::suit_symmetries(&[&qq, &jj]);
    assert_eq!(all.len(), 24);
    assert_eq!(all[0], [0, 1, 2, 3]);
    let (hearts, queens) = (parse("AhKh"), parse("AsQs,AdQd"));
    let group = xiapl::suit_symmetries(&[&hearts, &queens]);
    assert_eq!(group, vec![[0, 1, 2, 3], [0, 3, 2, 1]]);
    assert_eq!(flop_classes(Game::Holdem, &group).unwrap().iter().map(|c| c.weight).sum::<u64>(), 22100);
    assert_eq!(xiapl::suit_symmetries(&[]).len(), 24);
}
