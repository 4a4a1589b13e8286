//! Suit canonicalization: published counts, the stream, idempotence and
//! invariance under suit relabelling, and bad input.

use std::collections::HashSet;

use xiapl::{
    board_orbit_size, canonicalize_board, canonicalize_hand, canonicalize_hero_and_board, canonicalize_situation,
    count_canonical_boards, count_canonical_hands, count_canonical_situations, hand_orbit_size,
    hero_and_board_orbit_size, holdem_hand_class, mask_to_string, parse_mask, CanonicalStream, Game, Status,
};

fn m(text: &str) -> u64 {
    parse_mask(text).unwrap()
}

/// The mask with suit s of every card moved to perm[s].
fn relabel(mask: u64, perm: [usize; 4]) -> u64 {
    (0..4).map(|s| ((mask >> (13 * s)) & 0x1FFF) << (13 * perm[s])).fold(0, |a, b| a | b)
}

fn permutations() -> Vec<[usize; 4]> {
    let mut out = Vec::new();
    for a in 0..4 {
        for b in 0..4 {
            for c in 0..4 {
                for d in 0..4 {
                    let p = [a, b, c, d];
                    if p.iter().collect::<HashSet<_>>().len() == 4 {
                        out.push(p);
                    }
                }
            }
        }
    }
    out
}

#[test]
fn published_counts() {
    let boards: Vec<u64> = (3..=5).map(|n| count_canonical_boards(n).unwrap()).collect();
    assert_eq!(boards, [1_755, 16_432, 134_459]);
    let games = [Game::Holdem, Game::Omaha4, Game::Omaha5, Game::Omaha6];
    let hands: Vec<u64> = games.iter().map(|&g| count_canonical_hands(g).unwrap()).collect();
    assert_eq!(hands, [169, 16_432, 134_459, 962_988]);
    for g in [Game::ShortDeck, Game::Omaha4HiLo, Game::Stud, Game::Badugi] {
        let error = count_canonical_hands(g).unwrap_err();
        assert_eq!(error.status(), xiapl::Status::InvalidArgument, "{g}");
        assert!(error.message().contains(g.display_name()), "{error}");
        assert!(count_canonical_situations(g, 3).is_err() && xiapl::CanonicalStream::hands(g).is_err(), "{g}");
    }
    let situations: Vec<u64> = (3..=5).map(|n| count_canonical_situations(Game::Holdem, n).unwrap()).collect();
    assert_eq!(situations, [1_286_792, 13_960_050, 123_156_254]);
}

#[test]
fn documented_representatives_and_orbits() {
    for (board, canonical, orbit) in [
        ("Ah Kh Ad", "Kc Ac Ad", 12),
        ("Ad Kd Ah", "Kc Ac Ad", 12),
        ("As Ks Qs", "Qc Kc Ac", 4),
        ("7h 7d 7s", "7c 7d 7h", 4),
    ] {
        assert_eq!(mask_to_string(canonicalize_board(m(board)).unwrap()).unwrap(), canonical, "{board}");
        assert_eq!(board_orbit_size(m(board)).unwrap(), orbit, "{board}");
    }
    assert_eq!(mask_to_string(canonicalize_hand(m("As Ks")).unwrap()).unwrap(), "Kc Ac");
    assert_eq!(mask_to_string(canonicalize_hand(m("Kc Ad")).unwrap()).unwrap(), "Ac Kd");
    assert_eq!([hand_orbit_size(m("7h 7d")).unwrap(), hand_orbit_size(m("As Ks")).unwrap()], [6, 4]);
    assert_eq!(hand_orbit_size(m("Kc Ad")).unwrap(), 12);
    let s = canonicalize_situation(m("As Ks"), m("Qs Jh 2c")).unwrap();
    assert_eq!(
        (mask_to_string(s.hero).unwrap(), mask_to_string(s.board).unwrap(), s.orbit_size),
        ("Kc Ac".into(), "Qc Jd 2h".into(), 24)
    );
    let (hero, board) = canonicalize_hero_and_board(m("2c 2d"), m("As Ks Qs")).unwrap();
    assert_eq!((mask_to_string(hero).unwrap(), mask_to_string(board).unwrap()), ("2d 2h".into(), "Qc Kc Ac".into()));
    assert_eq!(hero_and_board_orbit_size(m("2c 2d"), m("As Ks Qs")).unwrap(), 12);
    assert_eq!(holdem_hand_class(m("As Ks")).unwrap(), "AKs");
    assert_eq!(holdem_hand_class(m("Kc Ad")).unwrap(), "AKo");
    assert_eq!(holdem_hand_class(m("2c 2s")).unwrap(), "22");
}

#[test]
fn canonical_forms_are_idempotent_and_invariant_under_relabelling() {
    let perms = permutations();
    assert_eq!(perms.len(), 24);
    for (hero, board) in
        [("As Ks", "Qs Jh 2c"), ("Ad Ah", "Kd 7d 7c 2s"), ("9c 8c 7h 6h", "Tc 5h 2d"), ("4s 3d", "Ks Qs Js Ts 2s")]
    {
        let (hero, board) = (m(hero), m(board));
        let s = canonicalize_situation(hero, board).unwrap();
        assert_eq!(s.board, canonicalize_board(board).unwrap(), "the board half is the canonical board");
        assert_eq!(canonicalize_situation(s.hero, s.board).unwrap(), s, "idempotent");
        assert_eq!(canonicalize_board(s.board).unwrap(), s.board);
        let mut raw = HashSet::new();
        for p in &perms {
            let (h, b) = (relabel(hero, *p), relabel(board, *p));
            raw.insert((h, b));
            assert_eq!(canonicalize_situation(h, b).unwrap(), s);
            assert!((s.board, s.hero) <= (b, h), "the representative is the smallest relabelling");
            assert_eq!(canonicalize_board(b).unwrap(), s.board);
            assert_eq!(canonicalize_hand(h).unwrap(), canonicalize_hand(hero).unwrap());
        }
        assert_eq!(raw.len() as u64, s.orbit_size, "the orbit size counts the distinct relabellings");
    }
}

#[test]
fn streams_list_every_class_once_and_weight_back_exactly() {
    let flops: Vec<_> = CanonicalStream::boards(3).unwrap().collect();
    assert_eq!(flops.len(), 1_755);
    assert_eq!(flops.iter().map(|s| s.orbit_size).sum::<u64>(), 22_100, "C(52, 3) raw flops");
    assert!(flops.windows(2).all(|w| w[0].board < w[1].board), "ascending by mask");
    assert!(flops.iter().all(|s| s.hero == 0 && canonicalize_board(s.board).unwrap() == s.board));
    assert!(flops.iter().all(|s| board_orbit_size(s.board).unwrap() == s.orbit_size));
    let chunked: Vec<_> = CanonicalStream::boards(3).unwrap().with_chunk_size(7).collect();
    assert_eq!(chunked, flops, "the chunk size never changes the stream");

    let hands: Vec<_> = CanonicalStream::hands(Game::Holdem).unwrap().collect();
    assert_eq!(hands.len(), 169);
    assert_eq!(hands.iter().map(|s| s.orbit_size).sum::<u64>(), 1_326);
    let classes: HashSet<String> = hands.iter().map(|s| holdem_hand_class(s.hero).unwrap()).collect();
    assert_eq!(classes.len(), 169);
    for s in &hands {
        let class = holdem_hand_class(s.hero).unwrap();
        let expected = if class.len() == 2 {
            6
        } else if class.ends_with('s') {
            4
        } else {
            12
        };
        assert_eq!((s.board, s.orbit_size), (0, expected), "{class}");
    }

    let mut stream = CanonicalStream::situations(Game::Holdem, 3).unwrap();
    assert_eq!(stream.remaining(), 1_286_792);
    assert_eq!(stream.size_hint(), (1_286_792, Some(1_286_792)));
    let first = stream.next().unwrap();
    assert_eq!(stream.remaining(), 1_286_791);
    let (count, weight) = stream.fold((1u64, first.orbit_size), |(n, w), s| (n + 1, w + s.orbit_size));
    assert_eq!((count, weight), (1_286_792, 25_989_600), "1,326 hands x C(50, 3) flops");
}

#[test]
fn a_stream_can_move_to_another_thread() {
    let stream = CanonicalStream::boards(4).unwrap();
    let total = std::thread::spawn(move || stream.map(|s| s.orbit_size).sum::<u64>()).join().unwrap();
    assert_eq!(total, 270_725, "C(52, 4) raw turns");
}

#[test]
fn bad_input_is_refused_with_a_message_that_names_it() {
    let error = canonicalize_board(m("Ah Kh")).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("2 cards"), "{error}");
    assert_eq!(canonicalize_board(1 << 52 | 0b11).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(canonicalize_hand(m("As Ks Qs")).unwrap_err().status(), Status::InvalidArgument);
    let shared = canonicalize_situation(m("2c 3c"), m("3c 4c 5c")).unwrap_err();
    assert_eq!(shared.status(), Status::InvalidArgument);
    assert!(shared.message().contains("3c"), "{shared}");
    let class = holdem_hand_class(m("2c 3c 4c")).unwrap_err();
    assert!(class.message().contains("2 cards"), "{class}");
    for size in [0, 2, 6, usize::MAX] {
        let error = count_canonical_boards(size).unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument, "{size}");
        assert!(error.message().contains("board_size") || error.message().contains("both 0"), "{error}");
        assert_eq!(CanonicalStream::boards(size).unwrap_err().status(), Status::InvalidArgument);
    }
    assert!(count_canonical_situations(Game::Omaha4, 2).is_err());
}
