//! Ranges as text (`to_text`, `Display` and their round trip), any two
//! cards, line breaks and weight blocks, and the top percent by combos.

use xiapl::{generate_top_percent_range, generate_top_percent_range_by_combos, Combo, Game, Range, Status};

fn same(a: &Range, b: &Range) -> bool {
    a.combos() == b.combos()
}

#[test]
fn text_is_compact_notation_that_parses_back() {
    for (text, written) in [
        ("AA, KK, QQ, AKs", "QQ+, AKs"),
        ("AKs, AKo", "AK"),
        ("TT-88, KTs-K8s, AdKs:0.5", "TT-88, KTs-K8s, AdKs:0.5"),
        ("", ""),
    ] {
        let r = Range::parse(text, Game::Holdem).unwrap();
        assert_eq!(r.to_text(), written);
        assert_eq!(r.to_string(), written);
        assert!(same(&r, &written.parse::<Range>().unwrap()));
    }
    let plo = Range::parse("AA**:0.5, KKQQds", Game::Omaha4).unwrap();
    assert!(same(&plo, &Range::parse(&plo.to_text(), Game::Omaha4).unwrap()));
}

#[test]
fn random_ranges_and_the_algebra_round_trip() {
    let mut seed = 23u64;
    let mut next = move || {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 11) as f64 / (1u64 << 53) as f64
    };
    let hands = Range::all(Game::Holdem).unwrap().combos();
    for _ in 0..30 {
        let mut pick = || {
            let density = next();
            let mut combos = Vec::new();
            for h in &hands {
                if next() < density {
                    let weight = if next() < 0.7 { [1.0, 0.5, 0.25][(next() * 3.0) as usize] } else { 1.0 - next() };
                    combos.push(Combo { mask: h.mask, weight });
                }
            }
            Range::from_combos(&combos, Game::Holdem).unwrap()
        };
        let (a, b) = (pick(), pick());
        for r in [a.union(&b).unwrap(), a.intersection(&b).unwrap(), a.difference(&b).unwrap(), a, b] {
            let again = Range::parse(&r.to_text(), Game::Holdem).unwrap();
            assert!(same(&r, &again), "{r}");
        }
    }
}

#[test]
fn any_two_cards_line_breaks_and_weight_blocks() {
    for text in ["random", "XX", "xx"] {
        assert_eq!(Range::parse(text, Game::Holdem).unwrap().size(), 1326);
    }
    let blocks = Range::parse("[75]AA,KK[/75]\nQQ", Game::Holdem).unwrap();
    assert!(same(&blocks, &Range::parse("AA:0.75, KK:0.75, QQ", Game::Holdem).unwrap()));
    let nested = Range::parse("[75]AA,[50]KK[/50][/75]", Game::Holdem).unwrap_err();
    assert_eq!(nested.status(), Status::Parse);
    assert!(nested.message().contains("do not nest"), "{nested}");
}

#[test]
fn top_percent_by_combos() {
    let r = generate_top_percent_range_by_combos(0.10, Game::Holdem).unwrap();
    assert_eq!(r.size(), 134);
    assert_eq!(r.to_text(), "66+, AT+, A8s+, KJs+");
    assert_eq!(generate_top_percent_range(0.10, Game::Holdem).unwrap().size(), 104);
    assert_eq!(generate_top_percent_range_by_combos(0.0, Game::Holdem).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(generate_top_percent_range_by_combos(0.1, Game::Omaha4).unwrap_err().status(), Status::InvalidArgument);
}
