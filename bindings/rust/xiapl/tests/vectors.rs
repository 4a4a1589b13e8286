//! Replays the shared vectors in tests/vectors (or $XIAPL_VECTORS_DIR): the
//! Python, Go and Node suites replay the same files.
//!
//! Error rows whose input the safe API cannot even express (a game outside
//! 0..3) are checked through xiapl-sys, so the C status is still compared.

mod common;

use std::path::PathBuf;

use common::json::Json;
use xiapl::{sys, Card, Deck, Error, Game, Strength};

fn load(name: &str) -> Json {
    let dir = std::env::var_os("XIAPL_VECTORS_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../tests/vectors"));
    let path = dir.join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {} (set XIAPL_VECTORS_DIR): {e}", path.display()));
    let json = Json::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(json.get("format").int(), 1, "{name}: unknown format");
    json
}

fn status_name<T: std::fmt::Debug>(result: Result<T, Error>, what: &str) -> &'static str {
    match result {
        Ok(value) => panic!("{what}: expected an error, got {value:?}"),
        Err(error) => {
            assert!(!error.message().is_empty(), "{what}: no message");
            error.status().name()
        }
    }
}

fn ids(cards: &[Card]) -> Vec<i32> {
    cards.iter().map(|c| c.id()).collect()
}

fn game(value: &Json) -> Result<Game, Error> {
    Game::try_from(value.i32())
}

/// The C status name of a raw call (for inputs the safe API rules out).
fn raw_status(status: i32) -> &'static str {
    assert_ne!(status, sys::XIAPL_OK, "the raw call was expected to fail");
    xiapl::Status::from_code(status).name()
}

#[test]
fn cards() {
    let v = load("cards.json");
    assert_eq!(v.get("abi_version").i32(), xiapl::ABI_VERSION);
    let cards = v.get("cards").array();
    assert_eq!(cards.len(), 52);
    for row in cards {
        let card = Card::from_id(row.get("id").i32()).unwrap();
        assert_eq!(card.to_string(), row.get("name").str());
        assert_eq!(i64::from(card.rank()), row.get("rank").int());
        assert_eq!(card.suit().to_string(), row.get("suit").str());
    }
    for row in v.get("parse").array() {
        let text = row.get("text").str();
        let card: Card = text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(card.id(), row.get("id").i32(), "{text:?}");
        assert_eq!(card.name(), row.get("name").str(), "{text:?}");
    }
    for row in v.get("parse_errors").array() {
        let text = row.get("text").str();
        assert_eq!(status_name(Card::parse(text), text), row.get("status").str(), "{text:?}");
    }
    for row in v.get("parse_list").array() {
        let text = row.get("text").str();
        assert_eq!(ids(&xiapl::parse_cards(text).unwrap()), row.get("ids").i32s(), "{text:?}");
    }
    for row in v.get("parse_list_errors").array() {
        let text = row.get("text").str();
        assert_eq!(status_name(xiapl::parse_cards(text), text), row.get("status").str(), "{text:?}");
    }
    for row in v.get("masks").array() {
        let mask = row.get("mask").u64();
        assert_eq!(xiapl::mask_from_ids(&row.get("ids").i32s()).unwrap(), mask);
        assert_eq!(ids(&xiapl::mask_to_cards(mask).unwrap()), row.get("sorted_ids").i32s());
    }
    for row in v.get("mask_from_ids_errors").array() {
        let input = row.get("ids").i32s();
        assert_eq!(status_name(xiapl::mask_from_ids(&input), "mask_from_ids"), row.get("status").str(), "{input:?}");
    }
    for row in v.get("mask_to_ids_errors").array() {
        let mask = row.get("mask").u64();
        assert_eq!(status_name(xiapl::mask_to_cards(mask), "mask_to_cards"), row.get("status").str(), "{mask}");
    }
}

#[test]
fn deck() {
    let v = load("deck.json");
    for row in v.get("shuffles").array() {
        let mut deck = Deck::new().unwrap();
        deck.shuffle(row.get("seed").u64()).unwrap();
        assert_eq!(ids(&deck.cards()), row.get("order").i32s(), "seed {}", row.get("seed").str());
    }
    for scenario in v.get("scenarios").array() {
        let name = scenario.get("name").str();
        let mut deck = Deck::new().unwrap();
        for (i, step) in scenario.get("steps").array().iter().enumerate() {
            let op = step.get("op").str();
            let count = || step.get("count").int() as usize;
            let result: Result<Vec<Card>, Error> = match op {
                "shuffle" => deck.shuffle(step.get("seed").u64()).map(|_| Vec::new()),
                "deal" => deck.deal(count()),
                "burn" => deck.burn(count()).map(|_| Vec::new()),
                "remove" => deck.remove(step.get("mask").u64()).map(|_| Vec::new()),
                "reset" => deck.reset().map(|_| Vec::new()),
                "cards" => Ok(deck.cards()),
                other => panic!("{name}: unknown op {other}"),
            };
            let what = format!("{name}, step {i} ({op})");
            if let Some(status) = step.opt("status") {
                assert_eq!(status_name(result, &what), status.str(), "{what}");
            } else {
                let cards = result.unwrap_or_else(|e| panic!("{what}: {e}"));
                if let Some(expected) = step.opt("cards") {
                    assert_eq!(ids(&cards), expected.i32s(), "{what}");
                }
            }
        }
    }
}

fn check_strength(strength: Strength, row: &Json, what: &str) {
    assert_eq!(i64::from(strength.value()), row.get("strength").int(), "{what}");
    assert_eq!(strength.category() as i64, row.get("category").int(), "{what}");
    assert_eq!(strength.category().name(), row.get("category_name").str(), "{what}");
    assert_eq!(strength.kickers(), row.get("kickers").i32s(), "{what}");
    assert_eq!(strength.describe(), row.get("describe").str(), "{what}");
    assert_eq!(strength.to_string(), row.get("describe").str(), "{what}");
    assert_eq!(strength.name(), row.get("hand_name").str(), "{what}");
}

#[test]
fn eval_hands_and_strengths() {
    let v = load("eval.json");
    let hands = v.get("hands").array();
    assert!(hands.len() > 100);
    let mut masks = Vec::new();
    let mut expected = Vec::new();
    for row in hands {
        let what = row.get("cards").str();
        let mask = row.get("mask").u64();
        check_strength(xiapl::evaluate_mask(mask).unwrap(), row, what);
        assert_eq!(xiapl::evaluate_ids(&row.get("ids").i32s()).unwrap().value(), row.get("strength").i32(), "{what}");
        let parsed = xiapl::parse_cards(what).unwrap();
        assert_eq!(xiapl::evaluate_cards(&parsed).unwrap().value(), row.get("strength").i32(), "{what}");
        masks.push(mask);
        expected.push(row.get("strength").int() as u16);
    }
    assert_eq!(xiapl::evaluate_many(&masks).unwrap(), expected);
    for row in v.get("strengths").array() {
        let value = row.get("strength").i32();
        check_strength(Strength::new(value).unwrap(), row, &value.to_string());
    }
}

#[test]
fn eval_games_best_hand_and_batches() {
    let v = load("eval.json");
    for g in Game::ALL {
        let rows: Vec<&Json> = v.get("games").array().iter().filter(|r| r.get("game").i32() == g as i32).collect();
        assert!(!rows.is_empty(), "no {g} rows");
        let (mut boards, mut holes, mut expected) = (Vec::new(), Vec::new(), Vec::new());
        for row in &rows {
            let what = format!("{} {} | {}", row.get("game_name").str(), row.get("hole").str(), row.get("board").str());
            assert_eq!(g.name(), row.get("game_name").str());
            let (board, hole) = (row.get("board_mask").u64(), row.get("hole_mask").u64());
            let strength = row.get("strength").i32();
            assert_eq!(xiapl::evaluate_hand(board, hole, g).unwrap().value(), strength, "{what}");
            let best = xiapl::best_hand(board, hole, g).unwrap();
            assert_eq!(best.five, row.get("best_five").u64(), "{what}");
            assert_eq!(best.hole_used, row.get("hole_used").u64(), "{what}");
            assert_eq!(best.strength.value(), strength, "{what}");
            boards.push(board);
            holes.push(hole);
            expected.push(strength as u16);
        }
        assert_eq!(xiapl::evaluate_hands_many(&boards, &holes, g).unwrap(), expected, "{g}");
    }
}

#[test]
fn eval_errors() {
    let v = load("eval.json");
    let errors = v.get("errors").array();
    assert!(!errors.is_empty());
    for (i, row) in errors.iter().enumerate() {
        let call = row.get("call").str();
        let want = row.get("status").str();
        let what = format!("errors[{i}] {call}");
        let got = match call {
            "evaluate_mask" => status_name(xiapl::evaluate_mask(row.get("mask").u64()), &what),
            "evaluate_ids" => status_name(xiapl::evaluate_ids(&row.get("ids").i32s()), &what),
            "evaluate_hand" | "best_hand" => {
                let (board, hole) = (row.get("board").u64(), row.get("hole").u64());
                match game(row.get("game")) {
                    Ok(g) if call == "evaluate_hand" => status_name(xiapl::evaluate_hand(board, hole, g), &what),
                    Ok(g) => status_name(xiapl::best_hand(board, hole, g), &what),
                    Err(_) => {
                        let g = row.get("game").i32();
                        let (mut a, mut b, mut s) = (0u64, 0u64, 0i32);
                        // SAFETY: valid out pointers; the game is out of range on purpose.
                        raw_status(unsafe {
                            if call == "evaluate_hand" {
                                sys::xiapl_evaluate_hand(board, hole, g, &mut s)
                            } else {
                                sys::xiapl_best_hand(board, hole, g, &mut a, &mut b, &mut s)
                            }
                        })
                    }
                }
            }
            "strength_category" => status_name(xiapl::strength_category(row.get("strength").i32()), &what),
            "strength_kickers" => status_name(xiapl::strength_kickers(row.get("strength").i32()), &what),
            "describe_strength" => status_name(xiapl::describe_strength(row.get("strength").i32()), &what),
            "hand_name" => status_name(xiapl::hand_name(row.get("strength").i32()), &what),
            "evaluate_many" => status_name(xiapl::evaluate_many(&row.get("masks").u64s()), &what),
            "evaluate_hands_many" => {
                let (boards, holes) = (row.get("boards").u64s(), row.get("holes").u64s());
                match game(row.get("game")) {
                    Ok(g) => status_name(xiapl::evaluate_hands_many(&boards, &holes, g), &what),
                    Err(_) => {
                        let mut out = vec![0u16; boards.len()];
                        // SAFETY: equal-length inputs and output; the game is out of range on purpose.
                        raw_status(unsafe {
                            sys::xiapl_evaluate_hands_many(
                                boards.as_ptr(),
                                holes.as_ptr(),
                                boards.len() as u64,
                                row.get("game").i32(),
                                out.as_mut_ptr(),
                            )
                        })
                    }
                }
            }
            other => panic!("unknown call {other} in eval.json"),
        };
        assert_eq!(got, want, "{what}: {row:?}");
    }
}

#[test]
fn judge() {
    let v = load("judge.json");
    let cases = v.get("cases").array();
    assert!(cases.len() > 50);
    for row in cases {
        let g = game(row.get("game")).unwrap();
        let board = row.get("board_mask").u64();
        let holes = row.get("hole_masks").u64s();
        let what = format!("{g} on {}", row.get("board").str());
        let winners: Vec<i64> = xiapl::judge(&holes, board, g).unwrap().iter().map(|&w| w as i64).collect();
        let expected: Vec<i64> = row.get("winners").array().iter().map(Json::int).collect();
        assert_eq!(winners, expected, "{what}");
        let strengths: Vec<i32> = holes.iter().map(|&h| xiapl::evaluate_hand(board, h, g).unwrap().value()).collect();
        assert_eq!(strengths, row.get("strengths").i32s(), "{what}");
    }
    for (i, row) in v.get("errors").array().iter().enumerate() {
        let board = row.get("board").u64();
        let holes = row.get("hole_masks").u64s();
        let what = format!("judge errors[{i}]");
        let got = match game(row.get("game")) {
            Ok(g) => status_name(xiapl::judge(&holes, board, g), &what),
            Err(_) => {
                let mut winners = vec![0i32; holes.len().max(1)];
                let mut len = 0u64;
                // SAFETY: holes.len() masks and a winners buffer as large; the game is out of range on purpose.
                raw_status(unsafe {
                    sys::xiapl_judge(
                        holes.as_ptr(),
                        holes.len() as u64,
                        board,
                        row.get("game").i32(),
                        winners.as_mut_ptr(),
                        holes.len() as u64,
                        &mut len,
                    )
                })
            }
        };
        assert_eq!(got, row.get("status").str(), "{what}");
    }
}

// --- equity.json, range.json ------------------------------------------------------

fn near(got: f64, want: f64, what: &str) {
    assert!((got - want).abs() <= 1e-12, "{what}: {got}, want {want}");
}

fn check_equity(result: &xiapl::EquityResult, row: &Json, what: &str) {
    assert_eq!(result.trials, row.get("trials").int() as u64, "{what}");
    assert_eq!(result.exact, row.get("exact").bool(), "{what}");
    near(result.chop_rate, row.get("chop_rate").f64(), what);
    let (equity, win, tie, std_error) =
        (row.get("equity").f64s(), row.get("win").f64s(), row.get("tie").f64s(), row.get("std_error").f64s());
    assert_eq!(result.players.len(), equity.len(), "{what}");
    for (i, p) in result.players.iter().enumerate() {
        near(p.equity, equity[i], &format!("{what} player {i} equity"));
        near(p.win, win[i], &format!("{what} player {i} win"));
        near(p.tie, tie[i], &format!("{what} player {i} tie"));
        near(p.std_error, std_error[i], &format!("{what} player {i} std_error"));
    }
}

#[test]
fn equity() {
    let v = load("equity.json");
    let exact = v.get("exact").array();
    assert!(!exact.is_empty());
    for row in exact {
        let what = format!("{:?} on {:?}", row.get("holes"), row.get("board").str());
        let options = xiapl::SimulationOptions::exact();
        let result = xiapl::calculate_equity(
            &row.get("hole_masks").u64s(),
            row.get("board_mask").u64(),
            Some(&options),
            game(row.get("game")).unwrap(),
            row.get("dead_mask").u64(),
        )
        .unwrap_or_else(|e| panic!("{what}: {e}"));
        check_equity(&result, row, &what);
    }
    let seeded = v.get("seeded").array();
    assert!(!seeded.is_empty());
    for row in seeded {
        let seed = row.get("seed").u64();
        for threads in [row.get("threads").int() as u32, 1, 2] {
            let what = format!("{:?} seed {seed} threads {threads}", row.get("holes"));
            let options =
                xiapl::SimulationOptions::mc_seeded(row.get("iterations").int() as u64, seed).with_threads(threads);
            let result = xiapl::calculate_equity(
                &row.get("hole_masks").u64s(),
                row.get("board_mask").u64(),
                Some(&options),
                game(row.get("game")).unwrap(),
                row.get("dead_mask").u64(),
            )
            .unwrap_or_else(|e| panic!("{what}: {e}"));
            check_equity(&result, row, &what);
            assert_eq!(result.seed, seed, "{what}");
        }
    }
    for (i, row) in v.get("errors").array().iter().enumerate() {
        let result = xiapl::calculate_equity(
            &row.get("hole_masks").u64s(),
            row.get("board_mask").u64(),
            None,
            game(row.get("game")).unwrap(),
            row.get("dead_mask").u64(),
        );
        assert_eq!(status_name(result, &format!("equity error {i}")), row.get("status").str());
    }
}

#[test]
fn ranges() {
    let v = load("range.json");
    for row in v.get("ranges").array() {
        let text = row.get("text").str();
        let range =
            xiapl::Range::parse(text, game(row.get("game")).unwrap()).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(range.size() as i64, row.get("size").int(), "{text:?}");
        assert!((range.total_weight() - row.get("total_weight").f64()).abs() <= 1e-9, "{text:?}");
        if let Some(masks) = row.opt("combo_masks") {
            let combos = range.combos();
            assert_eq!(combos.iter().map(|c| c.mask).collect::<Vec<_>>(), masks.u64s(), "{text:?}");
            assert_eq!(
                combos.iter().map(|c| c.weight).collect::<Vec<_>>(),
                row.get("combo_weights").f64s(),
                "{text:?}"
            );
        }
    }
    for row in v.get("errors").array() {
        let text = row.get("text").str();
        let what = format!("{text:?} game {}", row.get("game").int());
        let status = match game(row.get("game")) {
            Ok(g) => status_name(xiapl::Range::parse(text, g), &what),
            Err(_) => {
                // A game the safe API cannot express: the raw call.
                let c_text = std::ffi::CString::new(text).unwrap();
                let mut raw = std::ptr::null_mut();
                // SAFETY: a NUL-terminated string and a valid out pointer.
                let status = unsafe { sys::xiapl_range_parse(c_text.as_ptr(), row.get("game").i32(), &mut raw) };
                raw_status(status)
            }
        };
        assert_eq!(status, row.get("status").str(), "{what}");
    }
    for row in v.get("equity").array() {
        let g = game(row.get("game")).unwrap();
        let hero = xiapl::Range::parse(row.get("hero").str(), g).unwrap();
        let villain = xiapl::Range::parse(row.get("villain").str(), g).unwrap();
        let result = xiapl::calculate_range_equity(&hero, &villain, 0, 0, None).unwrap();
        let what = format!("{} vs {}", row.get("hero").str(), row.get("villain").str());
        near(result.hero_equity, row.get("hero_equity").f64(), &what);
        near(result.villain_equity, row.get("villain_equity").f64(), &what);
        assert_eq!(
            (result.trials as i64, result.matchups as i64, result.exact),
            (row.get("trials").int(), row.get("matchups").int(), row.get("exact").bool()),
            "{what}"
        );
    }
}
