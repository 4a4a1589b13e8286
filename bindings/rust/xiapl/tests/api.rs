//! The safe API beyond the shared vectors: ABI check, errors, deck lifetime,
//! batches, threads.

use xiapl::{Card, Category, Deck, Game, Status, Strength};

#[test]
fn version_and_abi() {
    assert_eq!(xiapl::version().split('.').count(), 3, "{}", xiapl::version());
    assert!(xiapl::abi_check(xiapl::library_abi_version()).is_ok());
    assert!(xiapl::abi_check(xiapl::ABI_VERSION).is_ok());
    assert!(xiapl::abi_check(xiapl::ABI_VERSION + 7).is_ok(), "a higher minor is accepted");
    let needs = format!("needs ABI {}.{}", xiapl::ABI_VERSION / 1000, xiapl::ABI_VERSION % 1000);
    for other_major in [xiapl::ABI_VERSION - 1000, xiapl::ABI_VERSION + 1000, 1] {
        let refused = xiapl::abi_check(other_major).unwrap_err();
        assert!(refused.contains(&format!("xiapl_abi_version() = {other_major}")), "{refused}");
        assert!(refused.contains(&needs), "{refused}");
    }
    let older_minor = xiapl::abi_check(xiapl::ABI_VERSION - 1).unwrap_err();
    assert!(older_minor.contains(&needs), "a lower minor is refused: {older_minor}");
}

#[test]
fn errors_carry_status_and_message() {
    let error = Card::parse("11h").unwrap_err();
    assert_eq!(error.status(), Status::Parse);
    assert_eq!(error.status().code(), -2);
    assert_eq!(error.status().name(), "XIAPL_ERR_PARSE");
    assert!(error.message().contains("\"11h\""), "{error}");
    assert!(error.to_string().ends_with("(XIAPL_ERR_PARSE)"), "{error}");
    let boxed: Box<dyn std::error::Error> = Box::new(error);
    assert!(!boxed.to_string().is_empty());
    assert_eq!(Status::from_code(-99), Status::Unknown(-99));
    assert_eq!(Status::Unknown(-99).name(), "XIAPL_ERR_UNKNOWN");
    assert_eq!(Status::from_code(-8), Status::Unsupported);
    assert_eq!((Status::Unsupported.code(), Status::Unsupported.name()), (-8, "XIAPL_ERR_UNSUPPORTED"));
    assert_eq!(Card::parse("As\0").unwrap_err().status(), Status::Parse);
    assert_eq!(Card::from_id(52).unwrap_err().status(), Status::InvalidArgument);
}

#[test]
fn cards_and_masks() {
    let ace: Card = "As".parse().unwrap();
    assert_eq!((ace.id(), ace.rank(), ace.suit(), ace.mask()), (51, 14, 's', 1 << 51));
    assert_eq!(format!("{ace} {ace:?}"), "As Card(As)");
    assert_eq!(Card::parse("10h").unwrap().to_string(), "Th");
    let mask = xiapl::parse_mask("Ks As 2c").unwrap();
    assert_eq!(xiapl::mask_to_string(mask).unwrap(), "2c Ks As");
    assert_eq!(xiapl::mask_from_cards(&xiapl::parse_cards("2c Ks As").unwrap()).unwrap(), mask);
    assert_eq!(xiapl::parse_mask("AsAs").unwrap_err().status(), Status::Parse);
}

#[test]
fn deck_lifecycle_and_send() {
    let mut deck = Deck::new().unwrap();
    assert_eq!(deck.len(), 52);
    assert_eq!(deck.deal(1000).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(deck.len(), 52, "a failed deal leaves the deck unchanged");
    deck.shuffle(7).unwrap();
    let hole = deck.deal(2).unwrap();
    assert_eq!(deck.len(), 50);
    // A deck can move to another thread (Send) and is freed there on drop.
    let rest = std::thread::spawn(move || deck.cards()).join().unwrap();
    assert!(!rest.contains(&hole[0]));
    for seed in 0..2000u64 {
        let mut d = Deck::new().unwrap();
        d.shuffle(seed).unwrap();
    }
}

#[test]
fn batches_empty_and_mismatched() {
    assert_eq!(xiapl::evaluate_many(&[]).unwrap(), Vec::<u16>::new());
    assert_eq!(xiapl::evaluate_hands_many(&[], &[], Game::Holdem).unwrap(), Vec::<u16>::new());
    let board = xiapl::parse_mask("2c 3d 4h").unwrap();
    let err = xiapl::evaluate_hands_many(&[board], &[], Game::Holdem).unwrap_err();
    assert_eq!(err.status(), Status::InvalidArgument);
    let mut out = [0u16; 2];
    assert!(xiapl::evaluate_many_into(&[board], &mut out).is_err());
    let royal = xiapl::parse_mask("As Ks Qs Js Ts").unwrap();
    let bad = xiapl::evaluate_many(&[royal, 1]).unwrap_err();
    assert!(bad.message().contains("item 1"), "{bad}");
    assert_eq!(xiapl::judge(&[], board, Game::Holdem).unwrap_err().status(), Status::InvalidArgument);
}

#[test]
fn a_batch_longer_than_one_pass_goes_in_parts_and_errors_name_the_whole_index() {
    let hands: Vec<u64> = ["As Ks Qs Js Ts 2c 7h", "7c 5d 4h 3s 2c 9d", "2c 2d 2h 2s 3c 3d 4h", "Ah Kd Qc Js 9h 8d 7c"]
        .iter()
        .map(|h| xiapl::parse_mask(h).unwrap())
        .collect();
    let step = xiapl_sys::XIAPL_EVAL_MASKS_ONE_PASS as usize;
    let masks: Vec<u64> = (0..2 * step + 5).map(|i| hands[i % hands.len()]).collect();
    let strengths = xiapl::evaluate_many(&masks).unwrap();
    for i in [0, step - 1, step, 2 * step, masks.len() - 1] {
        assert_eq!(i32::from(strengths[i]), xiapl::evaluate_mask(masks[i]).unwrap().value(), "strength {i}");
    }
    for bad in [3, step + 7, masks.len() - 2] {
        let mut broken = masks.clone();
        broken[bad] = xiapl::parse_mask("2c 3c 4c 5c").unwrap();
        *broken.last_mut().unwrap() = 1 << 60; // a later bad mask is not the one reported
        let err = xiapl::evaluate_many(&broken).unwrap_err();
        assert!(err.message().contains(&format!("item {bad}:")), "{err}");
    }
}

#[test]
fn strengths_names_and_games() {
    let royal = xiapl::evaluate_mask(xiapl::parse_mask("As Ks Qs Js Ts").unwrap()).unwrap();
    let worst = xiapl::evaluate_mask(xiapl::parse_mask("7c 5d 4h 3s 2c").unwrap()).unwrap();
    assert_eq!((royal.value(), worst.value()), (xiapl::STRENGTH_MAX, 1));
    assert!(royal > worst);
    assert_eq!(royal.category(), Category::StraightFlush);
    assert_eq!(royal.name(), "royal flush");
    assert_eq!(Strength::new(0).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(Game::try_from(12).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(Game::try_from(-1).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(Game::try_from(4).unwrap(), Game::ShortDeck);
    assert_eq!(Game::try_from(3).unwrap(), Game::Omaha6);
    assert_eq!(Game::Omaha5.hole_cards(), 5);

    let board = xiapl::parse_mask("Ah Kh 7c 2d 2s").unwrap();
    let aces = xiapl::parse_mask("Ad As").unwrap();
    let best = xiapl::best_hand(board, aces, Game::Holdem).unwrap();
    assert_eq!(xiapl::mask_to_string(best.five).unwrap(), "2d Ad Ah 2s As");
    assert_eq!(best.strength.name(), "full house, aces over twos");
    assert_eq!(xiapl::judge(&[aces, xiapl::parse_mask("2h 2c").unwrap()], board, Game::Holdem).unwrap(), vec![1]);
}

#[test]
fn error_messages_stay_with_their_thread() {
    let handles: Vec<_> = (0..8)
        .map(|t| {
            std::thread::spawn(move || {
                let texts = ["1h", "Zs", "Ax", "11c"];
                for i in 0..300 {
                    let text = texts[(t + i) % texts.len()];
                    let error = Card::parse(text).unwrap_err();
                    assert!(error.message().contains(&format!("\"{text}\"")), "{text}: {error}");
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
}
