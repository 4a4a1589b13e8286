//! The table engine's stud games (seven-card stud, stud hi/lo, razz) and draw
//! games (2-7 triple draw, 2-7 single draw, badugi) through the safe API:
//! seeded random hands played to the end from the legal action rows, with the
//! invariants and the chips checked at every step and the history held
//! against what was applied, then replayed from its steps, saved as text and
//! written as PHH; hands dealt card by card; and the requests the rules
//! refuse, which leave the state as it was.

use xiapl::{
    mask_to_string, parse_mask, ActionKind, Betting, Game, HistoryStep, LegalAction, Phase, Phh, Rng, Status, Step,
    Street, TableConfig, TableState,
};

fn m(text: &str) -> u64 {
    parse_mask(text).unwrap()
}

/// Chips behind plus chips in the pots: the same at every step of a hand.
fn chips_in_play(state: &TableState) -> i64 {
    state.stacks().iter().sum::<i64>() + state.pot_total()
}

/// `count` cards of `mask` picked by `rng`, as a mask.
fn pick_cards(mask: u64, count: usize, rng: &mut Rng) -> u64 {
    let mut left: Vec<u64> = (0..64).map(|bit| 1u64 << bit).filter(|card| mask & card != 0).collect();
    let mut picked = 0;
    for _ in 0..count.min(left.len()) {
        picked |= left.swap_remove(rng.below(left.len() as u64).unwrap() as usize);
    }
    picked
}

fn is_stud(game: Game) -> bool {
    matches!(game, Game::Stud | Game::StudHiLo | Game::Razz)
}

/// What a random hand did, for the coverage checks.
#[derive(Default)]
struct Tally {
    hands: usize,
    bring_ins: usize,
    completions: usize,
    hole_deals: usize,
    discards: usize,
    stand_pats: usize,
    community_cards: usize,
    showdowns: usize,
    refolded: usize,
}

/// Whether a deal gives a card that a seat held when it folded (the stub ran
/// out and the folded hands were shuffled back).
fn deals_folded_cards_again(history: &[HistoryStep]) -> bool {
    let mut held = [0u64; xiapl::MAX_SEATS];
    let mut folded = 0u64;
    for step in history {
        match (step.to, step.seat, step.kind) {
            (Some(seat), ..) => {
                if step.cards & folded != 0 {
                    return true;
                }
                held[seat] |= step.cards;
            }
            (None, Some(seat), Some(ActionKind::Fold)) => folded |= held[seat],
            _ => {}
        }
    }
    false
}

/// The action a random player takes: mostly the passive one (check, call,
/// bring-in) so that hands reach their later streets, else any row.
fn choose(legal: &[LegalAction], rng: &mut Rng) -> LegalAction {
    let passive =
        legal.iter().copied().find(|a| matches!(a.kind, ActionKind::Check | ActionKind::Call | ActionKind::BringIn));
    match passive {
        Some(action) if rng.below(3).unwrap() != 0 => action,
        _ => legal[rng.below(legal.len() as u64).unwrap() as usize],
    }
}

/// One step of a random hand: deal what is due, act or draw. Checks that the
/// history grew by exactly the step applied and that the seats show it.
fn random_step(state: &TableState, rng: &mut Rng, tally: &mut Tally, what: &str) -> TableState {
    let info = state.info();
    let before = state.history();
    let (holes, ups, bets, contributed) = (state.hole_cards(), state.up_cards(), state.bets(), state.contributed());
    let stud = is_stud(info.game);
    let next = match info.phase {
        Phase::Dealing => state.deal_random(),
        Phase::Betting => {
            let legal = state.legal_actions();
            assert!(!legal.is_empty(), "{what}: a seat is to act but has no legal action");
            assert!(legal.iter().all(|a| a.kind != ActionKind::Discard), "{what}: {legal:?}");
            let pick = choose(&legal, rng);
            let amount = if pick.kind == ActionKind::BetOrRaise {
                pick.min + rng.below((pick.max - pick.min + 1) as u64).unwrap() as i64
            } else {
                0
            };
            state.apply(pick.kind, amount).inspect(|next| {
                let actor = info.actor.unwrap();
                let step = *next.history().last().unwrap();
                assert_eq!(step.seat, Some(actor), "{what}: the actor acted");
                let (kind, total) = match pick.kind {
                    ActionKind::Fold | ActionKind::Check => (pick.kind, 0),
                    ActionKind::Call => (ActionKind::Call, bets[actor] + pick.min),
                    ActionKind::BetOrRaise => (ActionKind::BetOrRaise, amount),
                    ActionKind::BringIn => (ActionKind::BringIn, bets[actor] + pick.min),
                    ActionKind::AllIn => (step.kind.unwrap(), pick.min),
                    other => panic!("{what}: a {other:?} row while betting"),
                };
                assert_eq!((step.kind, step.amount), (Some(kind), total), "{what}: {pick:?} applied as {step:?}");
                let put_in = next.contributed()[actor] - contributed[actor];
                assert_eq!(put_in, total.max(bets[actor]) - bets[actor], "{what}: the chips of {step:?}");
                if pick.kind == ActionKind::BringIn {
                    tally.bring_ins += 1;
                    assert!(legal.iter().all(|a| !matches!(a.kind, ActionKind::Fold | ActionKind::Check)));
                } else if legal.iter().any(|a| a.kind == ActionKind::BringIn) {
                    assert_eq!(pick.kind, ActionKind::BetOrRaise, "{what}: the bring-in or the completion");
                    tally.completions += 1;
                }
            })
        }
        Phase::Drawing => {
            let legal = state.legal_actions();
            assert_eq!(legal.len(), 1, "{what}: {legal:?}");
            let row = legal[0];
            assert_eq!((row.kind, row.min), (ActionKind::Discard, 0), "{what}");
            let actor = info.actor.expect("a seat to draw");
            assert!(row.max as u32 <= holes[actor].count_ones(), "{what}: {row:?} {}", holes[actor].count_ones());
            let count = rng.below(row.max as u64 + 1).unwrap() as usize;
            let cards = pick_cards(holes[actor], count, rng);
            let result = if cards == 0 { state.stand_pat() } else { state.discard(cards, 0) };
            result.inspect(|next| {
                let step = *next.history().last().unwrap();
                let want = (Some(actor), Some(ActionKind::Discard), cards, 0);
                assert_eq!((step.seat, step.kind, step.cards, step.unknown), want, "{what}: the discard applied");
                assert_eq!(next.hole_cards()[actor], holes[actor] & !cards, "{what}: the discards left the hand");
                if cards == 0 {
                    tally.stand_pats += 1;
                } else {
                    tally.discards += 1;
                }
            })
        }
        Phase::Finished => unreachable!("a finished hand takes no step"),
    };
    let next = next.unwrap_or_else(|e| panic!("{what}: {e}\n{}", state.to_text()));
    let after = next.history();
    assert_eq!(after.len(), before.len() + 1, "{what}: one step at a time");
    assert_eq!(after[..before.len()], before[..], "{what}: the history only grows");
    if info.phase == Phase::Dealing {
        let step = after[before.len()];
        assert!(step.random, "{what}: {step:?}");
        if info.cards_needed > 0 {
            // Stud's community card: the deck cannot give every live seat a seventh card.
            assert!(step.is_board_deal(), "{what}: {step:?}");
            assert!(stud && info.street == Street::River, "{what}: a board card in {:?}", info.game);
            assert_eq!(step.cards.count_ones() as usize, info.cards_needed, "{what}");
            assert_eq!(next.board(), info.board | step.cards, "{what}");
            tally.community_cards += 1;
        } else {
            let seat = info.deal_seat.unwrap_or_else(|| panic!("{what}: Dealing with nothing due"));
            assert!(step.is_hole_deal(), "{what}: {step:?}");
            assert_eq!(step.to, Some(seat), "{what}: the next seat due cards");
            assert_eq!(step.cards.count_ones() as usize + step.unknown, info.hole_cards_due, "{what}: {step:?}");
            assert_eq!((step.cards & holes[seat], step.up & !step.cards), (0, 0), "{what}: {step:?}");
            assert_eq!(next.hole_cards()[seat], holes[seat] | step.cards, "{what}: the seat holds its deal");
            assert_eq!(next.up_cards()[seat], ups[seat] | step.up, "{what}: its face-up cards");
            // Stud deals two down and one up, then up, up, up and down.
            let up = match (stud, info.hole_cards_due, info.street) {
                (false, ..) => 0,
                (true, 3, Street::Preflop) => 1,
                (true, _, Street::River) => 0,
                (true, ..) => 1,
            };
            assert_eq!(step.up.count_ones(), up, "{what}: {step:?} on {:?}", info.street);
            tally.hole_deals += 1;
        }
    }
    next
}

/// Plays a seeded hand of `config` to the end and checks it afterwards:
/// replayed from its history on an unseeded start, saved as text, and written
/// as PHH (`code`) and replayed, it ends with the same stacks.
fn play_and_check(config: &TableConfig, seed: u64, code: &str, rng: &mut Rng, tally: &mut Tally, what: &str) {
    let start = config.clone().seed(seed).start().unwrap_or_else(|e| panic!("{what}: {e}"));
    let total = start.total_chips();
    let seats = start.seat_count();
    let mut state = start;
    for step in 0.. {
        state.check_invariants().unwrap_or_else(|e| panic!("{what}, step {step}: {e}\n{}", state.to_text()));
        assert_eq!(chips_in_play(&state), total, "{what}, step {step}: chips conserved");
        if state.is_finished() {
            break;
        }
        assert!(step < 500, "{what}: the hand does not end");
        state = random_step(&state, rng, tally, &format!("{what}, step {step}"));
    }
    let end = state;
    let info = end.info();
    assert_eq!((info.pot_total, end.stacks().iter().sum::<i64>()), (0, total), "{what}");
    let results = end.pot_results().unwrap();
    let won: Vec<i64> = (0..seats).map(|s| results.iter().map(|p| p.won[s]).sum()).collect();
    assert_eq!(won, end.won(), "{what}: the pots pay what the seats won");
    let live = end.folded().iter().filter(|f| !**f).count();
    if live > 1 {
        assert_eq!(info.street, info.last_street, "{what}: a showdown on the last street");
        tally.showdowns += 1;
    }
    tally.hands += 1;

    // The history's steps, applied to a start without the seed's deals (the
    // seed's first cards are the history's first steps), give the same hand.
    let history = end.history();
    let steps: Vec<Step> = history.iter().map(HistoryStep::to_step).collect();
    let again = config.start().unwrap().apply_many(&steps).unwrap_or_else(|e| panic!("{what}: {e}"));
    let unseeded: Vec<HistoryStep> = history.iter().map(|s| HistoryStep { random: false, ..*s }).collect();
    assert_eq!(again.history(), unseeded, "{what}: the replayed history");
    assert_eq!(
        (again.stacks(), again.hole_cards(), again.up_cards(), again.board()),
        (end.stacks(), end.hole_cards(), end.up_cards(), end.board()),
        "{what}: replayed from its steps"
    );

    // The saved text continues the same hand.
    let text = again.to_text();
    let loaded = TableState::from_text(&text).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
    assert_eq!((loaded.to_text(), loaded.history()), (text, again.history()), "{what}: from_text");

    // Written as PHH, the hand replays to the same stacks (p1 is the seat
    // after the button, the button the last player), folded cards dealt
    // again after a reshuffle included.
    if deals_folded_cards_again(&history) {
        tally.refolded += 1;
    }
    let rotated: Vec<i64> = (0..seats).map(|i| end.stacks()[(info.button + 1 + i) % seats]).collect();
    for unit in [None, Some("0.01")] {
        let document = end.to_phh(unit).unwrap_or_else(|e| panic!("{what}: to_phh: {e}"));
        let written = document.text(0).unwrap();
        assert!(written.starts_with(&format!("variant = \"{code}\"\n")), "{what}: {written}");
        let back = Phh::parse(&written)
            .and_then(|d| d.replay(0, unit))
            .unwrap_or_else(|e| panic!("{what}, unit {unit:?}: {e}\n{written}"));
        assert!(back.is_finished(), "{what}");
        assert_eq!(back.stacks(), rotated, "{what}, unit {unit:?}: the PHH replay\n{written}");
        assert_eq!((back.game(), back.betting()), (info.game, info.betting), "{what}");
        let kinds = |h: &[HistoryStep]| h.iter().map(|s| s.kind).collect::<Vec<_>>();
        assert_eq!(kinds(&back.history()), kinds(&history), "{what}: the same actions, discards and deals");
    }
}

fn random_stacks(seats: usize, rng: &mut Rng) -> Vec<i64> {
    (0..seats).map(|_| 20 + rng.below(300).unwrap() as i64).collect()
}

#[test]
fn seeded_stud_hands_play_to_the_end() {
    let mut rng = Rng::new(1907);
    let mut tally = Tally::default();
    for (game, code) in [(Game::Stud, "F7S"), (Game::StudHiLo, "F7S/8"), (Game::Razz, "FR")] {
        for round in 0..16u64 {
            let seats = 2 + (round as usize) % 7;
            let config = TableConfig::new(&random_stacks(seats, &mut rng))
                .game(game)
                .ante(1 + (round % 2) as i64)
                .bring_in(2)
                .small_bet(5)
                .big_bet(10)
                .button((round as usize * 3) % seats);
            let what = format!("{game:?} hand {round} ({seats} seats)");
            assert_eq!(config.start().unwrap().betting(), Betting::FixedLimit, "stud plays fixed limit by default");
            play_and_check(&config, 100 + round, code, &mut rng, &mut tally, &what);
        }
    }
    assert_eq!(tally.hands, 48);
    assert!(tally.bring_ins >= 12 && tally.completions >= 4, "{} {}", tally.bring_ins, tally.completions);
    assert!(tally.showdowns >= 10, "only {} showdowns", tally.showdowns);
    assert!(tally.hole_deals >= 48 * 2, "{}", tally.hole_deals);
    assert_eq!(tally.discards + tally.stand_pats, 0, "stud does not draw");
}

#[test]
fn seeded_draw_hands_play_to_the_end() {
    let mut rng = Rng::new(1968);
    let mut tally = Tally::default();
    let games = [
        (Game::Lowball27, Betting::FixedLimit, "F2L3D", Street::River),
        (Game::Lowball27, Betting::NoLimit, "N2L1D", Street::Flop),
        (Game::Badugi, Betting::FixedLimit, "FB", Street::River),
    ];
    for (game, betting, code, last) in games {
        for round in 0..16u64 {
            let seats = 2 + (round as usize) % 5;
            let config = TableConfig::new(&random_stacks(seats, &mut rng))
                .game(game)
                .betting(betting)
                .blinds(1, 2)
                .button((round as usize * 5) % seats);
            let what = format!("{game:?} {betting:?} hand {round} ({seats} seats)");
            let start = config.start().unwrap();
            assert_eq!(start.last_street(), last, "{what}: the draws of the betting's default");
            play_and_check(&config, 200 + round, code, &mut rng, &mut tally, &what);
        }
    }
    assert_eq!(tally.hands, 48);
    assert!(tally.showdowns >= 10, "only {} showdowns", tally.showdowns);
    assert!(tally.discards >= 20 && tally.stand_pats >= 5, "{} {}", tally.discards, tally.stand_pats);
    assert_eq!(tally.bring_ins + tally.community_cards, 0, "draw games have no bring-in and no board");
}

#[test]
fn eight_stud_players_to_the_river_share_a_community_card() {
    let mut rng = Rng::new(8);
    let mut tally = Tally::default();
    let mut state =
        TableConfig::new(&[100; 8]).game(Game::Stud).ante(1).bring_in(2).small_bet(5).seed(3).start().unwrap();
    let mut step = 0;
    while !state.is_finished() {
        let what = format!("8 seats, step {step}");
        state = if state.phase() == Phase::Betting {
            // Nobody folds or raises: every seat reaches seventh street.
            let passive = if state.legal_actions().iter().any(|a| a.kind == ActionKind::BringIn) {
                state.bring_in()
            } else {
                state.check_or_call()
            };
            passive.unwrap_or_else(|e| panic!("{what}: {e}"))
        } else {
            random_step(&state, &mut rng, &mut tally, &what)
        };
        state.check_invariants().unwrap();
        step += 1;
    }
    assert_eq!(tally.community_cards, 1, "56 cards for 8 seats: seventh street is one shared card");
    assert_eq!(state.board().count_ones(), 1, "{}", mask_to_string(state.board()).unwrap());
    assert!(state.hole_cards().iter().all(|h| h.count_ones() == 6), "{:?}", state.hole_cards());
    assert_eq!(state.street(), Street::Seventh);
    assert_eq!(state.to_phh(None).unwrap().replay(0, None).unwrap().board(), state.board());
    let error = TableConfig::new(&[100; 9]).game(Game::Stud).ante(1).small_bet(5).start().unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument, "stud seats at most 8: {error}");
}

/// Third street dealt by hand: seat 1 2c up, seat 0 8h up, seat 2 two unseen
/// cards and Kd up (dealt in that order, not the deal order).
fn third_street(game: Game) -> (TableState, TableState) {
    let start = TableConfig::new(&[100, 100, 100]).game(game).ante(1).bring_in(2).small_bet(5).start().unwrap();
    assert_eq!(start.history().len(), 0);
    let dealt = start
        .deal_hole(1, m("As Ks 2c"), m("2c"), 0)
        .and_then(|s| s.deal_hole(0, m("3d 4d 8h"), m("8h"), 0))
        .and_then(|s| s.deal_hole(2, m("Kd"), m("Kd"), 2))
        .unwrap();
    (start, dealt)
}

#[test]
fn stud_dealt_by_hand() {
    let (start, dealt) = third_street(Game::Stud);
    let info = start.info();
    assert_eq!((info.phase, info.street, info.last_street), (Phase::Dealing, Street::Preflop, Street::Seventh));
    assert_eq!(
        (info.deal_seat, info.hole_cards_due, info.cards_needed),
        (Some(1), 3, 0),
        "the deal starts left of the button"
    );
    assert_eq!((info.pot_total, start.stacks()), (3, vec![99, 99, 99]), "antes, no blinds");
    assert_eq!(dealt.hole_cards(), [m("3d 4d 8h"), m("As Ks 2c"), m("Kd")]);
    assert_eq!(dealt.up_cards(), [m("8h"), m("2c"), m("Kd")]);
    assert_eq!(dealt.unknown_cards(), [0, 0, 2]);
    let history = dealt.history();
    assert_eq!(history.len(), 3);
    assert_eq!((history[2].to, history[2].cards, history[2].up, history[2].unknown), (Some(2), m("Kd"), m("Kd"), 2));
    assert!(history.iter().all(|s| s.is_hole_deal() && !s.random && s.seat.is_none()));

    // The lowest up card, the 2c, brings in or completes; nothing else.
    assert_eq!((dealt.phase(), dealt.actor()), (Phase::Betting, Some(1)));
    let legal = dealt.legal_actions();
    let rows: Vec<(ActionKind, i64, i64)> = legal.iter().map(|a| (a.kind, a.min, a.max)).collect();
    assert_eq!(rows, [(ActionKind::BetOrRaise, 5, 5), (ActionKind::BringIn, 2, 2)]);
    let brought = dealt.bring_in().unwrap();
    assert_eq!((brought.pot_total(), brought.current_bet(), brought.bets()[1]), (5, 2, 2));
    let last = *brought.history().last().unwrap();
    assert_eq!((last.seat, last.kind, last.amount), (Some(1), Some(ActionKind::BringIn), 2));
    // Seat 2 folds, seat 0 calls the bring-in: fourth street is due to seats 1 and 0.
    let fourth = brought.fold().and_then(|s| s.call()).unwrap();
    assert_eq!((fourth.phase(), fourth.deal_seat(), fourth.hole_cards_due()), (Phase::Dealing, Some(1), 1));
    let fourth = fourth.deal_hole(0, m("8d"), m("8d"), 0).and_then(|s| s.deal_hole(1, m("Qc"), m("Qc"), 0)).unwrap();
    // Fourth street opens with the best showing hand: the pair of eights.
    assert_eq!((fourth.phase(), fourth.street(), fourth.actor()), (Phase::Betting, Street::Flop, Some(0)));
    assert_eq!(fourth.up_cards()[0], m("8h 8d"));
    let whole: Vec<Step> = fourth.history().iter().map(HistoryStep::to_step).collect();
    assert_eq!(start.apply_many(&whole).unwrap().to_text(), fourth.to_text(), "the steps replay the hand");

    // Razz brings in with the highest up card: the Kd.
    let (_, razz) = third_street(Game::Razz);
    assert_eq!(razz.actor(), Some(2));
    assert_eq!(razz.game(), Game::Razz);
}

#[test]
fn a_draw_dealt_by_hand_with_unseen_cards() {
    // 2-7 single draw, no limit, blinds 1/2 on seats 1 and 2; seat 0 holds
    // cards nobody saw.
    let start = TableConfig::new(&[100, 100, 100]).game(Game::Lowball27).start().unwrap();
    let info = start.info();
    assert_eq!(
        (info.phase, info.deal_seat, info.hole_cards_due, info.last_street),
        (Phase::Dealing, Some(1), 5, Street::Flop)
    );
    let dealt = start
        .deal_hole(0, 0, 0, 5)
        .and_then(|s| s.deal_hole(1, m("2c 3d 4h 5s 7c"), 0, 0))
        .and_then(|s| s.deal_hole(2, m("Kc Kd 8s 6h 3c"), 0, 0))
        .unwrap();
    assert_eq!((dealt.unknown_cards(), dealt.up_cards()), (vec![5, 0, 0], vec![0, 0, 0]));
    // Seat 0 calls, seat 1 completes the small blind, seat 2 checks: the draw.
    let draw = dealt.call().and_then(|s| s.call()).and_then(|s| s.check()).unwrap();
    assert_eq!((draw.phase(), draw.actor(), draw.street()), (Phase::Drawing, Some(1), Street::Preflop));
    let rows: Vec<(ActionKind, i64, i64)> = draw.legal_actions().iter().map(|a| (a.kind, a.min, a.max)).collect();
    assert_eq!(rows, [(ActionKind::Discard, 0, 5)]);
    let drawn = draw.stand_pat().and_then(|s| s.discard(m("Kc Kd"), 0)).and_then(|s| s.discard(0, 3)).unwrap();
    let thrown: Vec<(Option<usize>, u64, usize)> =
        drawn.history()[6..].iter().map(|s| (s.seat, s.cards, s.unknown)).collect();
    assert_eq!(
        thrown,
        [(Some(1), 0, 0), (Some(2), m("Kc Kd"), 0), (Some(0), 0, 3)],
        "the draws in turn from the button's left"
    );
    assert_eq!(
        (drawn.phase(), drawn.deal_seat(), drawn.hole_cards_due()),
        (Phase::Dealing, Some(2), 2),
        "seat 1 stood pat"
    );
    assert_eq!(drawn.unknown_cards(), [2, 0, 0]);
    let replaced = drawn.deal_hole(0, m("9c"), 0, 2).and_then(|s| s.deal_hole(2, m("2d 4c"), 0, 0)).unwrap();
    assert_eq!(replaced.unknown_cards(), [4, 0, 0]);
    assert_eq!(replaced.hole_cards()[2], m("8s 6h 3c 2d 4c"));
    assert_eq!((replaced.phase(), replaced.street(), replaced.actor()), (Phase::Betting, Street::Flop, Some(1)));
    // The whole history replays through apply_many, deals and discards included.
    let steps: Vec<Step> = replaced.history().iter().map(HistoryStep::to_step).collect();
    assert!(steps.iter().any(|s| matches!(s, Step::Discard { seat: Some(2), .. })));
    assert_eq!(start.apply_many(&steps).unwrap().to_text(), replaced.to_text());
}

/// A PHH text of a hand where everyone checks or calls (the bring-in posted)
/// and draws one card, up to the first check after the `deals`-th run of
/// hole-card deals, turned into a fold; and the player who folds.
fn with_a_needless_fold(config: &TableConfig, deals: usize) -> (String, String) {
    let mut state = config.start().unwrap();
    while !state.is_finished() {
        let bring_in = state.legal_actions().iter().any(|a| a.kind == ActionKind::BringIn);
        state = match state.phase() {
            Phase::Dealing => state.deal_random(),
            Phase::Drawing => {
                let held = state.hole_cards()[state.actor().unwrap()];
                state.discard(held & held.wrapping_neg(), 0)
            }
            _ if bring_in => state.bring_in(),
            _ => state.check_or_call(),
        }
        .unwrap();
    }
    let text = state.to_phh(None).unwrap().text(0).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let (mut runs, mut in_deals) = (0, false);
    let at = lines
        .iter()
        .position(|line| {
            let deal = line.trim_start().starts_with("\"d dh ");
            runs += usize::from(deal && !in_deals);
            in_deals = deal;
            runs == deals && !deal && line.trim_end().ends_with(" cc\",")
        })
        .unwrap_or_else(|| panic!("no check after deal run {deals}:\n{text}"));
    let player = lines[at].trim().trim_start_matches('"').split(' ').next().unwrap().to_string();
    // The hand stops at the fold: the deals after it would go to the folded seat.
    lines[at] = lines[at].replace(" cc\"", " f\"");
    lines.truncate(at + 1);
    lines.push("]".to_string());
    (lines.join("\n") + "\n", player)
}

#[test]
fn a_replay_keeps_a_fold_when_checking_was_free_and_names_the_street() {
    let stud = TableConfig::new(&[100, 100, 100]).game(Game::Stud).ante(1).bring_in(2).small_bet(5).seed(4);
    let draw = TableConfig::new(&[100, 100, 100]).game(Game::Badugi).betting(Betting::FixedLimit).seed(4);
    for (config, deals, street) in [
        (&stud, 2, "on fourth street"),
        (&stud, 5, "on seventh street"),
        (&draw, 2, "after the first draw"),
        (&draw, 4, "after the third draw"),
    ] {
        let (text, player) = with_a_needless_fold(config, deals);
        let state = Phh::parse(&text).unwrap().replay(0, None).unwrap_or_else(|e| panic!("{street}: {e}\n{text}"));
        assert_eq!(state.needless_folds(), 1, "{street}");
        let want = format!("{player} folds {street} when checking was free; the replay keeps the fold");
        assert_eq!(state.warnings(), [want], "{text}");
    }
}

/// Asserts that `result` is the engine's refusal naming `rule`.
fn refused(result: xiapl::Result<TableState>, rule: &str, what: &str) {
    let error = result.map(|_| ()).expect_err(what);
    assert_eq!(error.status(), Status::InvalidArgument, "{what}: {error}");
    assert!(error.message().contains(rule), "{what}: {error:?} does not name {rule:?}");
}

#[test]
fn the_rules_refuse_and_the_state_stays() {
    // Fold, check or call while the bring-in is due.
    let (_, dealt) = third_street(Game::Stud);
    let (text, info) = (dealt.to_text(), dealt.info());
    for (result, name) in [(dealt.fold(), "fold"), (dealt.check(), "check"), (dealt.call(), "call")] {
        refused(result, "illegal action by seat 1: the bring-in is due", name);
    }
    refused(dealt.bet_or_raise_to(4), "not the fixed-limit bet to 5", "a completion to less than the bet");
    assert_eq!((dealt.to_text(), dealt.info()), (text, info), "the refused actions left the state as it was");
    let error = dealt.apply_many(&[Step::action(ActionKind::Fold, 0)]).map(|_| ()).unwrap_err();
    assert_eq!(error.step(), Some(0));
    assert!(error.message().starts_with("step 0: ") && error.message().contains("bring-in is due"), "{error}");

    // A discard outside a draw: before it, in stud, in Hold'em; a discard is not applied.
    let draw =
        TableConfig::new(&[100, 100, 100]).game(Game::Badugi).betting(Betting::FixedLimit).seed(1).start().unwrap();
    let before = draw.to_text();
    let held = draw.hole_cards()[draw.actor().unwrap()];
    refused(draw.discard(held & held.wrapping_neg(), 0), "no draw is under way: seat 0 must bet first", "betting");
    refused(dealt.discard(0, 0), "only draw games (2-7 lowball, badugi) draw", "stud");
    refused(TableConfig::new(&[100, 100]).start().unwrap().stand_pat(), "no draw is under way", "Hold'em");
    refused(draw.apply(ActionKind::Discard, 0), "a draw is not applied", "apply");
    refused(dealt.bring_in().unwrap().bring_in(), "bring-in", "a second bring-in");
    assert_eq!(draw.to_text(), before);
    // In the draw: a card the seat does not hold, unseen cards it does not hold.
    let mut drawing = draw;
    while drawing.phase() == Phase::Betting {
        drawing = drawing.check_or_call().unwrap();
    }
    let actor = drawing.actor().unwrap();
    let other = drawing.hole_cards()[(actor + 1) % 3];
    let card = other & other.wrapping_neg();
    let rule = format!("seat {actor} discards {}, which it does not hold", mask_to_string(card).unwrap());
    refused(drawing.discard(card, 0), &rule, "another seat's card");
    refused(drawing.discard(0, 1), "1 unknown card(s) but holds 0", "unseen cards");

    // Dealing to a seat not due cards: a folded stud seat, one that stood pat,
    // more cards than are due, a card already dealt.
    let fourth = dealt.bring_in().and_then(|s| s.fold()).and_then(|s| s.call()).unwrap();
    let text = fourth.to_text();
    refused(fourth.deal_hole(2, m("Qd"), m("Qd"), 0), "dealt to seat 2 but it is due 0", "a folded seat");
    refused(fourth.deal_hole(1, m("Qd Jd"), m("Qd"), 0), "2 hole card(s) dealt to seat 1 but it is due 1", "two cards");
    refused(fourth.deal_hole(1, m("8h"), m("8h"), 0), "card 8h is already dealt", "a dealt card");
    refused(fourth.deal(m("Qd")), "no board cards are due", "a board card");
    assert_eq!(fourth.to_text(), text);
    let pat = drawing.stand_pat().unwrap();
    let mut after = pat.clone();
    while after.phase() == Phase::Drawing {
        after = after.stand_pat().unwrap();
    }
    assert_eq!(after.phase(), Phase::Betting, "nobody drew: no deal is due");
    refused(after.deal_hole(actor, m("Ah"), 0, 0), "no hole cards are due", "a pat hand");
    refused(after.deal_random(), "must act first", "nothing due");

    // apply_many numbers a refused step in the whole run, a deal or a discard
    // being its own call.
    let (start, _) = third_street(Game::Stud);
    let steps = [
        Step::DealHole { seat: 1, cards: m("As Ks 2c"), up: m("2c"), unknown: 0 },
        Step::DealHole { seat: 0, cards: m("3d 4d 8h"), up: m("8h"), unknown: 0 },
        Step::DealHole { seat: 2, cards: m("Kd"), up: m("Kd"), unknown: 2 },
        Step::by(1, ActionKind::BringIn, 0),
        Step::by(2, ActionKind::Fold, 0),
        Step::by(0, ActionKind::Call, 0),
        Step::DealHole { seat: 2, cards: m("Qd"), up: m("Qd"), unknown: 0 },
    ];
    let error = start.apply_many(&steps).map(|_| ()).unwrap_err();
    assert_eq!(error.step(), Some(6), "{error}");
    assert!(error.message().starts_with("step 6: ") && error.message().contains("due 0"), "{error}");
    let mut wrong = steps;
    wrong[4] = Step::by(0, ActionKind::Fold, 0);
    let error = start.apply_many(&wrong).map(|_| ()).unwrap_err();
    assert_eq!(error.step(), Some(4), "{error}");
    assert!(error.message().starts_with("step 4: the step is by seat 0 but seat 2 is to act"), "{error}");
    let error = pat.apply_many(&[Step::Discard { seat: Some(actor), cards: 0, unknown: 0 }]).map(|_| ()).unwrap_err();
    assert!(error.message().starts_with("step 0: the step is by seat"), "{error}");
    assert_eq!(start.apply_many(&steps[..6]).unwrap().phase(), Phase::Dealing);
}

#[test]
fn every_game_starts_under_every_betting_structure() {
    for game in [Game::Stud, Game::StudHiLo, Game::Razz, Game::Lowball27, Game::Badugi] {
        for betting in Betting::ALL {
            let config = TableConfig::new(&[100, 100]).game(game).betting(betting).min_bet(4).small_bet(4).seed(9);
            let config = if is_stud(game) { config.ante(1).bring_in(1) } else { config };
            let state = config.start().unwrap_or_else(|e| panic!("{game:?} {betting:?}: {e}"));
            assert_eq!((state.game(), state.betting()), (game, betting));
            assert_eq!(state.phase(), Phase::Betting, "{game:?} {betting:?}: the seed dealt the first cards");
            state.check_invariants().unwrap();
        }
    }
    // The core checks the stud and draw settings and names them.
    let stud = TableConfig::new(&[100, 100]).game(Game::Stud);
    for (config, rule) in [
        (stud.clone().small_bet(5).bring_in(5), "must be below the full bet"),
        (stud.clone(), "needs small_bet"),
        (stud.clone().small_bet(5).blinds(1, 2), "has no blinds"),
        (stud.clone().small_bet(5).hole_cards(&[m("As Ks Qs"), 0]), "street by street"),
        (TableConfig::new(&[100, 100]).bring_in(1), "only stud games have a bring-in"),
        (TableConfig::new(&[100, 100]).game(Game::Badugi).draws(4), "1 to 3 draws"),
        (TableConfig::new(&[100, 100]).draws(1), "only draw games have draws"),
    ] {
        let error = config.start().map(|_| ()).unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument, "{rule}: {error}");
        assert!(error.message().contains(rule), "{error:?} does not name {rule:?}");
    }
    for draws in 1..=3 {
        let state = TableConfig::new(&[100, 100]).game(Game::Badugi).draws(draws).start().unwrap();
        assert_eq!(state.last_street().index(), draws);
    }
    assert_eq!(Street::try_from(4).unwrap(), Street::Seventh);
    assert_eq!(Street::try_from(5).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(ActionKind::try_from(6).unwrap(), ActionKind::BringIn);
    assert_eq!(ActionKind::try_from(7).unwrap(), ActionKind::Discard);
    assert_eq!(Phase::try_from(3).unwrap(), Phase::Drawing);
}

#[test]
fn a_seeded_hand_reads_back_from_its_text() {
    // A seed deals stud's third street and a draw game's hands at the start;
    // the text records those deals, and reading it back must give the state.
    for (game, seats) in [(Game::Stud, 2), (Game::Razz, 4), (Game::Lowball27, 2), (Game::Badugi, 3)] {
        let config = TableConfig::new(&vec![100; seats]).game(game).seed(7);
        let config = if is_stud(game) { config.ante(1).bring_in(2).small_bet(5) } else { config };
        let state = config.start().unwrap();
        let text = state.to_text();
        let loaded = TableState::from_text(&text).unwrap_or_else(|e| panic!("{game:?}: {e}\n{text}"));
        assert_eq!(loaded.to_text(), text, "{game:?}");
        assert_eq!(loaded.hole_cards(), state.hole_cards(), "{game:?}");
    }
}

#[test]
fn eight_stud_players_reshuffle_folded_cards_for_seventh_street() {
    // Eight seats call to sixth street, where two fold to a bet: 48 cards are
    // out, 6 live seats need a seventh card, and the folded cards are
    // shuffled back. Every state must keep the invariants.
    let mut state =
        TableConfig::new(&[100; 8]).game(Game::Stud).ante(1).bring_in(2).small_bet(5).seed(0).start().unwrap();
    let mut folds = 0;
    while !state.is_finished() {
        let legal = state.legal_actions();
        let can = |kind| legal.iter().any(|a| a.kind == kind);
        state = match state.phase() {
            Phase::Dealing => state.deal_random(),
            _ if can(ActionKind::BringIn) => state.bring_in(),
            _ if state.street() == Street::River && folds < 2 && can(ActionKind::Fold) => {
                folds += 1;
                state.fold()
            }
            _ if state.street() == Street::River && folds < 2 => state.bet_or_raise_to(10),
            _ => state.check_or_call(),
        }
        .unwrap();
        let what = format!("up cards {:?}, hole cards {:?}", state.up_cards(), state.hole_cards());
        state.check_invariants().unwrap_or_else(|e| panic!("{e}: {what}"));
    }
}

#[test]
fn a_draw_reshuffling_folded_hands_writes_phh_that_reads_back() {
    // Six seats of 2-7 triple draw, three fold, the others throw five cards
    // every draw: the stub runs out and the folded hands are shuffled back.
    let mut state =
        TableConfig::new(&[100; 6]).game(Game::Lowball27).betting(Betting::FixedLimit).seed(1).start().unwrap();
    let mut folds = 0;
    while !state.is_finished() {
        state = match state.phase() {
            Phase::Dealing => state.deal_random(),
            Phase::Drawing => state.discard(state.hole_cards()[state.actor().unwrap()], 0),
            _ if folds < 3 && state.legal_actions().iter().any(|a| a.kind == ActionKind::Fold) => {
                folds += 1;
                state.fold()
            }
            _ => state.check_or_call(),
        }
        .unwrap();
        state.check_invariants().unwrap();
    }
    assert!(deals_folded_cards_again(&state.history()));
    let text = state.to_phh(None).unwrap().text(0).unwrap();
    let back = Phh::parse(&text).and_then(|d| d.replay(0, None)).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let rotated: Vec<i64> = (0..6).map(|i| state.stacks()[(1 + i) % 6]).collect();
    assert_eq!(back.stacks(), rotated);
}
