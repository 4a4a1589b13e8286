//! Completions of a partial Hold'em hand: the count, the strengths in their
//! nested-loop order and both histograms, checked against an independent
//! enumeration through `evaluate_mask`.

use xiapl::{parse_mask, Category, Status, STRENGTH_HISTOGRAM_LEN, STRENGTH_MAX};

/// Every two-card completion of `hand` without `dead`, as a double loop a < b
/// over the card ids, evaluated one hand at a time.
fn two_card_completions(hand: u64, dead: u64) -> Vec<u16> {
    let out = hand | dead;
    let mut strengths = Vec::new();
    for a in 0..52 {
        if out >> a & 1 == 1 {
            continue;
        }
        for b in a + 1..52 {
            if out >> b & 1 == 1 {
                continue;
            }
            let strength = xiapl::evaluate_mask(hand | 1 << a | 1 << b).unwrap();
            strengths.push(u16::try_from(strength.value()).unwrap());
        }
    }
    strengths
}

fn category_of(strength: u16) -> Category {
    xiapl::strength_category(i32::from(strength)).unwrap()
}

#[test]
fn flop_to_river_matches_a_double_loop() {
    let hand = parse_mask("As Ks Qs 2d 7c").unwrap();
    let dead = parse_mask("Jh").unwrap();
    assert_eq!(xiapl::count_completions(hand, dead, 7).unwrap(), 1035, "C(46, 2)");

    let expected = two_card_completions(hand, dead);
    assert_eq!(expected.len(), 1035);
    let strengths = xiapl::completions(hand, dead, 7).unwrap();
    assert_eq!(strengths, expected, "the strengths, in nested-loop order");

    let mut tally = vec![0u64; STRENGTH_HISTOGRAM_LEN];
    let mut categories = [0u64; 9];
    for &s in &expected {
        tally[usize::from(s)] += 1;
        categories[category_of(s) as usize] += 1;
    }
    let by_strength = xiapl::completion_histogram_by_strength(hand, dead, 7).unwrap();
    assert_eq!(by_strength.len(), 7463);
    assert_eq!(by_strength[0], 0);
    assert_eq!(by_strength, tally);
    assert!(by_strength[STRENGTH_MAX as usize] > 0, "Js Ts make a royal flush");

    let by_category = xiapl::completion_histogram_by_category(hand, dead, 7).unwrap();
    assert_eq!(by_category, categories);
    assert_eq!(by_category.iter().sum::<u64>(), 1035);
    assert_eq!(by_category[Category::StraightFlush as usize], 1, "only Js Ts");
}

#[test]
fn five_cards_from_two() {
    let hand = parse_mask("2c 7d").unwrap();
    let dead = parse_mask("Ah Kh").unwrap();
    assert_eq!(xiapl::count_completions(hand, dead, 5).unwrap(), 17296, "C(48, 3)");
    let strengths = xiapl::completions(hand, dead, 5).unwrap();
    assert_eq!(strengths.len(), 17296);
    assert!(strengths.iter().all(|&s| (1..=STRENGTH_MAX).contains(&i32::from(s))));
    let by_strength = xiapl::completion_histogram_by_strength(hand, dead, 5).unwrap();
    assert_eq!(by_strength.iter().sum::<u64>(), 17296);
    let by_category = xiapl::completion_histogram_by_category(hand, dead, 5).unwrap();
    assert_eq!(by_category.iter().sum::<u64>(), 17296);
    assert_eq!(by_category[Category::FourOfAKind as usize], 2, "2d 2h 2s and 7c 7h 7s");
}

#[test]
fn complete_and_empty_hands() {
    // A full hand has one completion: itself.
    let seven = parse_mask("As Ks Qs Js Ts 2d 7c").unwrap();
    assert_eq!(xiapl::count_completions(seven, 0, 7).unwrap(), 1);
    let royal = xiapl::evaluate_mask(seven).unwrap().value();
    assert_eq!(xiapl::completions(seven, 0, 7).unwrap(), vec![royal as u16]);
    // Six cards: one per card left, in id order.
    let six = parse_mask("As Ks Qs Js 2d 7c").unwrap();
    let dead = parse_mask("Ts 9s").unwrap();
    let expected: Vec<u16> = (0..52)
        .filter(|&id| (six | dead) >> id & 1 == 0)
        .map(|id| xiapl::evaluate_mask(six | 1 << id).unwrap().value() as u16)
        .collect();
    assert_eq!(xiapl::completions(six, dead, 7).unwrap(), expected);
    // Counted in closed form, so no hand at all is cheap to count.
    assert_eq!(xiapl::count_completions(0, 0, 7).unwrap(), 133_784_560);
    assert_eq!(xiapl::count_completions(0, 0, 5).unwrap(), 2_598_960);
}

#[test]
fn refusals() {
    let hand = parse_mask("As Ks").unwrap();
    let checks = [
        (xiapl::count_completions(hand, 0, 8).unwrap_err(), "8"),
        (xiapl::count_completions(hand, 0, 4).unwrap_err(), "4"),
        (xiapl::completions(hand, 0, usize::MAX).unwrap_err(), "hand_size"),
        (xiapl::completion_histogram_by_strength(hand, 0, 8).unwrap_err(), "8"),
        (xiapl::completions(hand, parse_mask("Ks").unwrap(), 7).unwrap_err(), "dead"),
        (xiapl::completion_histogram_by_category(hand, hand, 7).unwrap_err(), "dead"),
        (xiapl::completions(parse_mask("As Ks Qs Js Ts 9s").unwrap(), 0, 5).unwrap_err(), "5"),
        (xiapl::count_completions(1 << 52, 0, 7).unwrap_err(), ""),
    ];
    for (error, needle) in checks {
        assert_eq!(error.status(), Status::InvalidArgument, "{error}");
        assert!(!error.message().is_empty() && error.message().contains(needle), "{error}");
    }
    // The typed API cannot name another histogram; the C call refuses one.
    let mut counts = [0u64; 9];
    let mut len = 0u64;
    // SAFETY: a 9-counter buffer, its capacity and a valid out pointer.
    let code = unsafe { xiapl::sys::xiapl_eval_completions_histogram(hand, 0, 7, 2, counts.as_mut_ptr(), 9, &mut len) };
    assert_eq!(Status::from_code(code), Status::InvalidArgument);
}

/// Every seven-card hand: `cargo test -- --ignored` (counts 133,784,560 hands).
#[test]
#[ignore = "enumerates all 133,784,560 seven-card hands"]
fn every_seven_card_hand() {
    let counts = xiapl::completion_histogram_by_category(0, 0, 7).unwrap();
    assert_eq!(
        counts,
        [23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584]
    );
    assert_eq!(counts.iter().sum::<u64>(), 133_784_560);
}
