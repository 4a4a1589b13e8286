//! Outs (`xiapl::outs`): every row checked against the crate's own showdown
//! (`judge`) and hand evaluation (`evaluate_hand`) on the board plus that
//! card, and the refusals.

use xiapl::{evaluate_hand, judge, outs, parse_cards, parse_mask, Card, Game, Outs, Standing, Status};

fn m(text: &str) -> u64 {
    parse_mask(text).unwrap()
}

/// The hero's standing as `judge` gives it: alone among the winners, one of
/// several, or not among them.
fn judged(holes: &[u64], board: u64, game: Game) -> Standing {
    let winners = judge(holes, board, game).unwrap();
    match (winners.contains(&0), winners.len()) {
        (true, 1) => Standing::Ahead,
        (true, _) => Standing::Shares,
        (false, _) => Standing::Behind,
    }
}

/// Runs `outs` on a spot and checks every row independently; returns the result.
fn checked(hero: &str, villains: &[&str], board: &str, game: Game, dead: &str) -> Outs {
    let (hero, board, dead) = (m(hero), m(board), if dead.is_empty() { 0 } else { m(dead) });
    let villains: Vec<u64> = villains.iter().map(|v| m(v)).collect();
    let holes: Vec<u64> = std::iter::once(hero).chain(villains.iter().copied()).collect();
    let spot = outs(hero, &villains, board, game, dead).unwrap();

    assert_eq!(spot.game, game);
    assert_eq!(spot.now, judged(&holes, board, game), "the standing now");
    assert_eq!(spot.strength, evaluate_hand(board, hero, game).unwrap(), "the hero's strength now");
    assert_eq!(spot.strength.ranking(), game.ranking());

    // The rows are exactly the cards left in the game's deck, ascending by id.
    let dealt = holes.iter().fold(board, |all, h| all | h);
    assert_eq!(dealt & dead, 0, "the spot itself deals no dead card");
    let deck: Vec<Card> = (0..52)
        .map(|id| Card::from_id(id).unwrap())
        .filter(|c| game != Game::ShortDeck || c.rank() >= 6)
        .filter(|c| (dealt | dead) & c.mask() == 0)
        .collect();
    let rows: Vec<Card> = spot.cards.iter().map(|r| r.card).collect();
    assert_eq!(rows, deck, "one row per card left in the deck, by id");
    assert!(rows.windows(2).all(|w| w[0].id() < w[1].id()), "strictly increasing ids");

    for row in &spot.cards {
        let next = board | row.card.mask();
        assert_eq!((dealt | dead) & row.card.mask(), 0, "{}: neither dealt nor dead", row.card);
        assert_eq!(row.standing, judged(&holes, next, game), "{}: the standing against judge", row.card);
        assert_eq!(row.strength, evaluate_hand(next, hero, game).unwrap(), "{}: the strength", row.card);
        assert_eq!(row.is_out, row.standing > spot.now, "{}: an out iff better placed than now", row.card);
    }

    let outs_listed: Vec<Card> = spot.cards.iter().filter(|r| r.is_out).map(|r| r.card).collect();
    assert_eq!(spot.outs(), outs_listed);
    assert_eq!(spot.count(), outs_listed.len());
    let mut by_standing: Vec<Card> = Standing::ALL.iter().flat_map(|&s| spot.by_standing(s)).collect();
    by_standing.sort();
    assert_eq!(by_standing, rows, "every row has exactly one standing");
    spot
}

fn names(cards: &[Card]) -> Vec<String> {
    cards.iter().map(|c| c.name()).collect()
}

#[test]
fn holdem_heads_up_flush_draw_against_kings() {
    let spot = checked("Ah Jh", &["Ks Kd"], "2h 7h 9c", Game::Holdem, "");
    assert_eq!(spot.cards.len(), 45);
    assert_eq!(spot.now, Standing::Behind);
    assert_eq!(spot.count(), 12);
    assert_eq!(names(&spot.outs()), names(&parse_cards("Ac Ad 3h 4h 5h 6h 8h 9h Th Qh Kh As").unwrap()));
    // A heart other than the pairing 9h gives the nut flush: ahead alone.
    assert!(spot.cards.iter().filter(|r| r.card.suit() == 'h').all(|r| r.standing == Standing::Ahead));
    // The Kc gives the kings a set: still behind, not an out.
    let kc = spot.cards.iter().find(|r| r.card.name() == "Kc").unwrap();
    assert_eq!((kc.standing, kc.is_out), (Standing::Behind, false));
}

#[test]
fn holdem_three_way_turn_with_a_dead_card() {
    // A ten gives the hero Broadway against the set and the draw; the Th is
    // in a hand and the Ts was folded, so two tens are left.
    let spot = checked("As Kd", &["Qh Qc", "Th 9h"], "Qs Jh 2h 5c", Game::Holdem, "Ts");
    assert_eq!(spot.cards.len(), 52 - 6 - 4 - 1);
    assert_eq!(spot.now, Standing::Behind);
    assert!(!spot.cards.iter().any(|r| r.card.name() == "Ts"));
    assert_eq!(names(&spot.outs()), ["Tc", "Td"]);
    let without_dead = outs(m("As Kd"), &[m("Qh Qc"), m("Th 9h")], m("Qs Jh 2h 5c"), Game::Holdem, 0).unwrap();
    assert_eq!(
        (without_dead.cards.len(), names(&without_dead.outs())),
        (42, vec!["Tc".into(), "Td".into(), "Ts".into()])
    );
}

#[test]
fn plo_wrap_and_flush_draw_against_a_set() {
    let spot = checked("Ah Kh Qc Jc", &["9s 9d 8s 7d"], "Th 9h 2c", Game::Omaha4, "");
    assert_eq!(spot.cards.len(), 52 - 8 - 3);
    assert_eq!(spot.now, Standing::Behind);
    assert_eq!(spot.count(), 17);
    // The board pairs: the set fills up, no out.
    for pair in ["Tc", "2d"] {
        let row = spot.cards.iter().find(|r| r.card.name() == pair).unwrap();
        assert_eq!((row.standing, row.is_out), (Standing::Behind, false), "{pair}");
    }
}

#[test]
fn short_deck_rows_are_its_deck() {
    let spot = checked("Ah Jh", &["Ks Kd"], "6h 7h 9c", Game::ShortDeck, "");
    assert_eq!(spot.cards.len(), 29);
    assert_eq!(spot.now, Standing::Behind);
    assert!(spot.cards.iter().all(|r| r.card.rank() >= 6));
    // Short deck: any eight makes A-6-7-8-9, any ace a bigger pair, any other heart a flush.
    assert_eq!(names(&spot.outs()), names(&parse_cards("8c Ac 8d Ad 8h 9h Th Qh Kh 8s As").unwrap()));
    assert_eq!(spot.strength.ranking(), Game::ShortDeck.ranking());
    // The 8h makes a straight flush, any other heart a flush (ahead of the
    // kings' set on the Kh and two pair on the 9h).
    let hearts: Vec<_> = spot.cards.iter().filter(|r| r.card.suit() == 'h').collect();
    assert!(!hearts.is_empty() && hearts.iter().all(|r| r.standing == Standing::Ahead && r.is_out));
}

#[test]
fn sharing_now_and_after() {
    // Both play A K Q J 7: every card keeps the pot split or improves both alike.
    let spot = checked("Ac 2h", &["Ad 2s"], "Kc Qs Jd 7h", Game::Holdem, "");
    assert_eq!(spot.now, Standing::Shares);
    assert_eq!(spot.count(), 0);
    assert_eq!(spot.by_standing(Standing::Shares).len(), spot.cards.len());
}

#[test]
fn refusals_name_the_problem() {
    let (hero, kings, flop) = (m("Ah Jh"), m("Ks Kd"), m("2h 7h 9c"));

    let alone = outs(hero, &[], flop, Game::Holdem, 0).unwrap_err();
    assert_eq!(alone.status(), Status::InvalidArgument, "{alone}");
    assert!(alone.message().contains("at least one other") && alone.message().contains("1 hand"), "{alone}");

    let river = outs(hero, &[kings], m("2h 7h 9c 3d 4s"), Game::Holdem, 0).unwrap_err();
    assert_eq!(river.status(), Status::InvalidArgument, "{river}");
    assert!(river.message().contains("board of 3 or 4 cards") && river.message().contains("not 5"), "{river}");

    let dealt_dead = outs(hero, &[kings], flop, Game::Holdem, m("Kd 3c")).unwrap_err();
    assert_eq!(dealt_dead.status(), Status::InvalidArgument, "{dealt_dead}");
    assert!(dealt_dead.message().contains("Kd is both dealt and dead"), "{dealt_dead}");

    let twice = outs(hero, &[m("Ah Kd")], flop, Game::Holdem, 0).unwrap_err();
    assert_eq!(twice.status(), Status::InvalidArgument, "{twice}");
    assert!(twice.message().contains("Ah"), "{twice}");

    for game in [Game::Omaha4HiLo, Game::Omaha5HiLo] {
        let holes = [m("Ah Kh Qc Jc"), m("9s 9d 8s 7d")];
        let (holes, board) = if game == Game::Omaha5HiLo {
            ([holes[0] | m("2d"), holes[1] | m("3d")], m("Th 9h 2c"))
        } else {
            (holes, m("Th 9h 2c"))
        };
        let hilo = outs(holes[0], &holes[1..], board, game, 0).unwrap_err();
        assert_eq!(hilo.status(), Status::Unsupported, "{game:?}: {hilo}");
        assert!(hilo.message().contains("outs are for games with a board and one ranking"), "{hilo}");
    }
    let stud = outs(m("As Ks Qs"), &[m("2c 3c 4c")], 0, Game::Stud, 0).unwrap_err();
    assert_eq!(stud.status(), Status::Unsupported, "{stud}");

    // A dead mask with a bit past the deck.
    let bad = outs(hero, &[kings], flop, Game::Holdem, 1 << 60).unwrap_err();
    assert_eq!(bad.status(), Status::InvalidArgument, "{bad}");
}
