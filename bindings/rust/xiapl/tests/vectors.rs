//! Replays the shared vectors in tests/vectors (or $XIAPL_VECTORS_DIR): the
//! Python, Go and Node suites replay the same files.
//!
//! Error rows whose input the safe API cannot even express (a game outside
//! 0..11, a canonical count for a hand size no game has) are checked through
//! xiapl-sys, so the C status is still compared.

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

/// The games of eval.json, judge.json, canon.json and range.json (games.json has the others).
const HOLDEM_AND_OMAHA: [Game; 4] = [Game::Holdem, Game::Omaha4, Game::Omaha5, Game::Omaha6];

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
    // Vectors of this major and an equal or lower minor hold (a minor only adds).
    let written = v.get("abi_version").i32();
    assert!(
        written / 1000 == xiapl::ABI_VERSION / 1000 && written <= xiapl::ABI_VERSION,
        "cards.json was written for ABI {written}, this crate is {}: regenerate the vectors (tests/vectors/generate.py)",
        xiapl::ABI_VERSION
    );
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
    for g in HOLDEM_AND_OMAHA {
        let rows: Vec<&Json> = v.get("games").array().iter().filter(|r| r.get("game").i32() == g as i32).collect();
        assert!(!rows.is_empty(), "no {g} rows");
        let (mut boards, mut holes, mut expected) = (Vec::new(), Vec::new(), Vec::new());
        for row in &rows {
            let what = format!("{} {} | {}", row.get("game_name").str(), row.get("hole").str(), row.get("board").str());
            assert_eq!(row.get("game_name").str().parse::<Game>().unwrap(), g, "{what}");
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
                                sys::xiapl_eval_hand(g, hole, board, &mut s)
                            } else {
                                sys::xiapl_eval_best_five(g, hole, board, &mut a, &mut b, &mut s)
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
                            sys::xiapl_eval_hands(
                                row.get("game").i32(),
                                holes.as_ptr(),
                                boards.as_ptr(),
                                boards.len() as u64,
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
                    sys::xiapl_eval_showdown(
                        row.get("game").i32(),
                        holes.as_ptr(),
                        holes.len() as u64,
                        board,
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
                let status = unsafe { sys::xiapl_range_parse(row.get("game").i32(), c_text.as_ptr(), &mut raw) };
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

// --- canon.json ----------------------------------------------------------------

/// The Hold'em or Omaha game whose hands hold `hole_cards` cards, if any.
fn game_with_hole_cards(hole_cards: i64) -> Option<Game> {
    HOLDEM_AND_OMAHA.into_iter().find(|g| g.hole_cards() as i64 == hole_cards)
}

#[test]
fn canon_boards_hands_and_situations() {
    let v = load("canon.json");
    let boards = v.get("boards").array();
    assert!(!boards.is_empty());
    for row in boards {
        let board = row.get("board").u64();
        assert_eq!(xiapl::canonicalize_board(board).unwrap(), row.get("canonical").u64(), "board {board}");
        assert_eq!(xiapl::board_orbit_size(board).unwrap() as i64, row.get("orbit").int(), "board {board}");
    }
    let hands = v.get("hands").array();
    assert!(!hands.is_empty());
    for row in hands {
        let hand = row.get("hand").u64();
        assert_eq!(xiapl::canonicalize_hand(hand).unwrap(), row.get("canonical").u64(), "hand {hand}");
        assert_eq!(xiapl::hand_orbit_size(hand).unwrap() as i64, row.get("orbit").int(), "hand {hand}");
        if let Some(class) = row.opt("class") {
            assert_eq!(xiapl::holdem_hand_class(hand).unwrap(), class.str(), "hand {hand}");
        }
    }
    let situations = v.get("situations").array();
    assert!(!situations.is_empty());
    for row in situations {
        let (hero, board) = (row.get("hero").u64(), row.get("board").u64());
        let what = format!("hero {hero} board {board}");
        let want = (row.get("canonical_hero").u64(), row.get("canonical_board").u64());
        assert_eq!(xiapl::canonicalize_hero_and_board(hero, board).unwrap(), want, "{what}");
        assert_eq!(xiapl::hero_and_board_orbit_size(hero, board).unwrap() as i64, row.get("orbit").int(), "{what}");
        let situation = xiapl::canonicalize_situation(hero, board).unwrap();
        assert_eq!((situation.hero, situation.board), want, "{what}");
        assert_eq!(situation.orbit_size as i64, row.get("orbit").int(), "{what}");
    }
}

/// `xiapl_canon_count` through the safe API: boards alone, hands alone or situations.
fn canon_count(hero_size: i64, board_size: i64) -> Option<Result<u64, Error>> {
    let board = usize::try_from(board_size).ok()?;
    match (hero_size, board_size) {
        (0, _) => Some(xiapl::count_canonical_boards(board)),
        (_, 0) => game_with_hole_cards(hero_size).map(xiapl::count_canonical_hands),
        _ => game_with_hole_cards(hero_size).map(|g| xiapl::count_canonical_situations(g, board)),
    }
}

#[test]
fn canon_counts() {
    let v = load("canon.json");
    let counts = v.get("counts").array();
    assert!(!counts.is_empty());
    for row in counts {
        let (hero_size, board_size) = (row.get("hero_size").int(), row.get("board_size").int());
        let got = canon_count(hero_size, board_size)
            .unwrap_or_else(|| panic!("{hero_size}+{board_size}: not expressible"))
            .unwrap_or_else(|e| panic!("{hero_size}+{board_size}: {e}"));
        assert_eq!(got, row.get("count").int() as u64, "{hero_size}+{board_size}");
    }
}

#[test]
fn canon_streams() {
    let v = load("canon.json");
    let streams = v.get("streams").array();
    assert!(!streams.is_empty());
    for row in streams {
        let (hero_size, board_size) = (row.get("hero_size").int(), row.get("board_size").int());
        let what = format!("stream {hero_size}+{board_size}");
        let stream = if hero_size == 0 {
            xiapl::CanonicalStream::boards(board_size as usize)
        } else {
            let g = game_with_hole_cards(hero_size).unwrap_or_else(|| panic!("{what}: no game"));
            if board_size == 0 {
                xiapl::CanonicalStream::hands(g)
            } else {
                xiapl::CanonicalStream::situations(g, board_size as usize)
            }
        }
        .unwrap_or_else(|e| panic!("{what}: {e}"))
        .with_chunk_size(777);
        let limit = match row.get("limit") {
            Json::Null => usize::MAX,
            n => n.int() as usize,
        };
        let expected_rows = row.get("rows").array();
        let (mut read, mut weight_sum, mut digest) = (0i64, 0u64, 0u64);
        let mut rows = Vec::new();
        for s in stream.take(limit) {
            read += 1;
            weight_sum += s.orbit_size;
            let mut values = Vec::with_capacity(3);
            if hero_size > 0 {
                values.push(s.hero);
            }
            if board_size > 0 {
                values.push(s.board);
            }
            for &value in values.iter().chain([s.orbit_size].iter()) {
                digest = digest.wrapping_mul(1_000_003).wrapping_add(value);
            }
            if rows.len() < expected_rows.len() {
                let mut entry: Vec<Json> = values.iter().map(|m| Json::Str(m.to_string())).collect();
                entry.push(Json::Int(s.orbit_size as i64));
                rows.push(Json::Array(entry));
            }
        }
        assert_eq!(read, row.get("rows_read").int(), "{what}: rows read");
        assert_eq!(weight_sum as i64, row.get("weight_sum").int(), "{what}: weight sum");
        assert_eq!(digest, row.get("digest").u64(), "{what}: digest");
        assert_eq!(rows, expected_rows, "{what}: first rows");
    }
}

#[test]
fn canon_errors() {
    let v = load("canon.json");
    let errors = v.get("errors").array();
    assert!(!errors.is_empty());
    for (i, row) in errors.iter().enumerate() {
        let call = row.get("call").str();
        let what = format!("canon errors[{i}] {call}");
        let masks = row.opt("masks").map(Json::u64s).unwrap_or_default();
        let got = match call {
            "board" => status_name(xiapl::canonicalize_board(masks[0]), &what),
            "hand" => status_name(xiapl::canonicalize_hand(masks[0]), &what),
            "situation" => status_name(xiapl::canonicalize_situation(masks[0], masks[1]), &what),
            "count" => {
                let sizes: Vec<i32> = row.get("sizes").i32s();
                match canon_count(i64::from(sizes[0]), i64::from(sizes[1])) {
                    Some(result) => status_name(result, &what),
                    None => {
                        // Sizes the safe API cannot express (no game has that many hole cards): the raw call.
                        let mut out = 0u64;
                        // SAFETY: a valid out pointer.
                        raw_status(unsafe { sys::xiapl_canon_count(sizes[0], sizes[1], &mut out) })
                    }
                }
            }
            other => panic!("unknown call {other} in canon.json"),
        };
        assert_eq!(got, row.get("status").str(), "{what}: {row:?}");
    }
}

// --- strength.json ------------------------------------------------------------

#[test]
fn strength_boards() {
    let v = load("strength.json");
    let boards = v.get("boards").array();
    let recorded = v.get("rows").array();
    assert!(!boards.is_empty() && !recorded.is_empty());
    for board in boards {
        let what = board.get("board").str();
        let bins = board.get("bins").int() as usize;
        let rows =
            xiapl::board_strengths(board.get("board_mask").u64(), bins).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(rows.len() as i64, board.get("row_count").int(), "{what}: rows");
        let weights: u64 = rows.orbit_sizes.iter().sum();
        let total: f64 = rows.orbit_sizes.iter().zip(&rows.ehs).map(|(&w, &e)| w as f64 * e).sum();
        near(total / weights as f64, board.get("mean_ehs").f64(), &format!("{what}: weighted mean EHS"));
        let mut found = 0;
        for want in recorded.iter().filter(|row| row.get("board_mask") == board.get("board_mask")) {
            found += 1;
            let hole = format!("{what} hero {}", want.get("hole").str());
            let i = rows
                .heroes
                .iter()
                .position(|&h| h == want.get("hero").u64())
                .unwrap_or_else(|| panic!("{hole}: no row"));
            assert_eq!(rows.orbit_sizes[i] as i64, want.get("weight").int(), "{hole}: weight");
            near(rows.ehs[i], want.get("ehs").f64(), &format!("{hole} ehs"));
            near(rows.ehs2[i], want.get("ehs2").f64(), &format!("{hole} ehs2"));
            let histogram = match want.get("histogram") {
                Json::Null => None,
                counts => Some(counts.array().iter().map(|c| u32::try_from(c.int()).unwrap()).collect::<Vec<u32>>()),
            };
            assert_eq!(rows.histogram_row(i).map(<[u32]>::to_vec), histogram, "{hole}: histogram");
        }
        assert_eq!(found, board.get("sampled").int(), "{what}: recorded rows");
    }
}

// --- table.json ----------------------------------------------------------------

const DEAL_BOARD: i64 = 16;
const DEAL_RANDOM: i64 = 17;

fn table_config(config: &Json) -> Result<xiapl::TableConfig, Error> {
    let ints = |key: &str| -> Vec<i64> { config.get(key).array().iter().map(Json::int).collect() };
    let stacks = ints("stacks");
    assert_eq!(stacks.len() as i64, config.get("seat_count").int(), "one stack per seat: {config:?}");
    let betting = match config.get("betting").int() {
        0 => xiapl::Betting::NoLimit,
        1 => xiapl::Betting::PotLimit,
        2 => xiapl::Betting::FixedLimit,
        other => panic!("betting {other} in {config:?}"),
    };
    // small_bet and big_bet: since ABI 2.4; absent is 0, the defaults.
    let optional = |key: &str| config.opt(key).map_or(0, Json::int);
    let mut table = xiapl::TableConfig::new(&stacks)
        .game(game(config.get("game"))?)
        .betting(betting)
        .button(usize::try_from(config.get("button").int()).expect("a seat"))
        .min_bet(config.get("min_bet").int())
        .small_bet(optional("small_bet"))
        .big_bet(optional("big_bet"))
        .seat_blinds(&ints("blinds"))
        .antes(&ints("antes"))
        .hole_cards(&config.get("hole_cards").u64s());
    if let Json::Str(_) = config.get("seed") {
        table = table.seed(config.get("seed").u64());
    }
    Ok(table)
}

fn table_start(config: &Json) -> Result<xiapl::TableState, Error> {
    table_config(config)?.start()
}

/// Each history step's [street, draw].
fn streets_json(state: &xiapl::TableState) -> Json {
    Json::Array(
        state
            .history()
            .iter()
            .map(|step| Json::Array(vec![Json::Int(step.street as i64), Json::Int(step.draw as i64)]))
            .collect(),
    )
}

#[test]
fn phh_warnings() {
    let v = load("phh.json");
    let rows = v.get("warnings").array();
    assert!(!rows.is_empty());
    for row in rows {
        let name = row.get("name").str();
        let document = xiapl::Phh::parse(row.get("text").str()).unwrap_or_else(|e| panic!("{name}: {e}"));
        let state = document.replay(0, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        let got = state.replay_warnings();
        let want = row.get("warnings").array();
        assert_eq!(got.len(), want.len(), "{name}: warnings");
        for (g, w) in got.iter().zip(want) {
            assert_eq!(g.kind, xiapl::WarningKind::NeedlessFold, "{name}");
            assert_eq!(w.get("kind").str(), "needless_fold", "{name}");
            assert_eq!(
                (g.step as i64, g.seat as i64, g.player as i64, g.street as i64, g.text.as_str()),
                (
                    w.get("step").int(),
                    w.get("seat").int(),
                    w.get("player").int(),
                    w.get("street").int(),
                    w.get("text").str()
                ),
                "{name}"
            );
        }
        let texts: Vec<&str> = want.iter().map(|w| w.get("text").str()).collect();
        assert_eq!(state.warnings(), texts, "{name}: the texts");
        assert_eq!(streets_json(&state), *row.get("streets"), "{name}: streets");
    }
}

fn ints_json<T: Copy + Into<i64>>(values: &[T]) -> Json {
    Json::Array(values.iter().map(|&v| Json::Int(v.into())).collect())
}

fn flags_json(values: &[bool]) -> Json {
    Json::Array(values.iter().map(|&v| Json::Int(i64::from(v))).collect())
}

fn object(fields: Vec<(&str, Json)>) -> Json {
    Json::Object(fields.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

/// Every field a `states[i]` row holds, read through the public API.
fn snapshot(state: &xiapl::TableState) -> Json {
    let info = state.info();
    let legal = state
        .legal_actions()
        .iter()
        .map(|a| Json::Array(vec![Json::Int(a.kind as i64), Json::Int(a.min), Json::Int(a.max)]))
        .collect();
    object(vec![
        ("phase", Json::Int(info.phase as i64)),
        ("street", Json::Int(info.street as i64)),
        ("actor", Json::Int(info.actor.map_or(-1, |a| a as i64))),
        ("cards_needed", Json::Int(info.cards_needed as i64)),
        ("board", Json::Str(info.board.to_string())),
        ("pot_total", Json::Int(info.pot_total)),
        ("current_bet", Json::Int(info.current_bet)),
        ("min_raise", Json::Int(info.min_raise)),
        ("total_chips", Json::Int(info.total_chips)),
        ("history_len", Json::Int(info.history_len)),
        ("stacks", ints_json(&state.stacks())),
        ("bets", ints_json(&state.bets())),
        ("folded", flags_json(&state.folded())),
        ("all_in", flags_json(&state.all_in_seats())),
        ("legal", Json::Array(legal)),
    ])
}

fn final_result(state: &xiapl::TableState) -> Json {
    let pots = state
        .pots()
        .iter()
        .map(|p| {
            let eligible = p.eligible.iter().map(|&s| s as i64).collect::<Vec<i64>>();
            object(vec![("amount", Json::Int(p.amount)), ("eligible", ints_json(&eligible))])
        })
        .collect();
    object(vec![
        ("stacks", ints_json(&state.stacks())),
        ("won", ints_json(&state.won())),
        ("contributed", ints_json(&state.contributed())),
        ("pots", Json::Array(pots)),
    ])
}

/// Compares two objects key by key (the same keys, the same values), naming the first difference.
fn same_fields(got: &Json, want: &Json, what: &str) {
    let (Json::Object(got), Json::Object(want)) = (got, want) else { panic!("{what}: not objects") };
    assert_eq!(got.keys().collect::<Vec<_>>(), want.keys().collect::<Vec<_>>(), "{what}: keys");
    for (key, value) in want {
        assert_eq!(&got[key], value, "{what}: {key}");
    }
}

/// One step through the public API: an action of the seat to act, or a deal.
fn table_step(state: &xiapl::TableState, step: &Json) -> Result<xiapl::TableState, Error> {
    match step.get("kind").int() {
        DEAL_BOARD => state.deal(step.get("cards").u64()),
        DEAL_RANDOM => state.deal_random(),
        kind => xiapl::ActionKind::try_from(kind as i32).and_then(|k| state.apply(k, step.get("amount").int())),
    }
}

/// The steps as one `apply_many` run (seats given; deals carry their cards).
fn table_steps(steps: &[Json]) -> Vec<xiapl::Step> {
    steps
        .iter()
        .map(|s| match s.get("kind").int() {
            DEAL_BOARD => xiapl::Step::DealBoard(s.get("cards").u64()),
            kind => {
                let kind = xiapl::ActionKind::try_from(kind as i32).expect("an action kind");
                let seat = usize::try_from(s.get("seat").int()).ok();
                xiapl::Step::Action { seat, kind, amount: s.get("amount").int() }
            }
        })
        .collect()
}

#[test]
fn table_hands_step_by_step() {
    let v = load("table.json");
    let hands = v.get("hands").array();
    assert!(!hands.is_empty());
    for hand in hands {
        let name = hand.get("name").str();
        let (steps, states) = (hand.get("steps").array(), hand.get("states").array());
        assert_eq!(states.len(), steps.len() + 1, "{name}: one state per step and the first");
        let mut state = table_start(hand.get("config")).unwrap_or_else(|e| panic!("{name}: {e}"));
        same_fields(&snapshot(&state), &states[0], &format!("{name}, start"));
        for (i, step) in steps.iter().enumerate() {
            let what = format!("{name}, after step {} {step:?}", i + 1);
            if !matches!(step.get("kind").int(), DEAL_BOARD | DEAL_RANDOM) {
                assert_eq!(state.actor().map_or(-1, |a| a as i64), step.get("seat").int(), "{what}: actor");
            }
            state = table_step(&state, step).unwrap_or_else(|e| panic!("{what}: {e}"));
            same_fields(&snapshot(&state), &states[i + 1], &what);
        }
        same_fields(&final_result(&state), hand.get("final"), &format!("{name}, final"));
    }
}

#[test]
fn table_hands_in_one_call() {
    let v = load("table.json");
    let mut replayed = 0;
    for hand in v.get("hands").array() {
        let steps = hand.get("steps").array();
        if steps.iter().any(|s| s.get("kind").int() == DEAL_RANDOM) {
            continue;
        }
        let name = hand.get("name").str();
        let start = table_start(hand.get("config")).unwrap_or_else(|e| panic!("{name}: {e}"));
        let state = start.apply_many(&table_steps(steps)).unwrap_or_else(|e| panic!("{name}: {e}"));
        same_fields(&snapshot(&state), hand.get("states").array().last().unwrap(), &format!("{name}, last state"));
        same_fields(&final_result(&state), hand.get("final"), &format!("{name}, final"));
        replayed += 1;
    }
    assert!(replayed > 0);
}

#[test]
fn table_refused_steps() {
    let v = load("table.json");
    let hands = v.get("hands").array();
    let errors = v.get("errors").array();
    assert!(!errors.is_empty());
    for (i, row) in errors.iter().enumerate() {
        let hand = &hands[row.get("hand").int() as usize];
        let after = row.get("after").int() as usize;
        let what = format!("table errors[{i}] ({}, after {after})", hand.get("name").str());
        let mut state = table_start(hand.get("config")).unwrap();
        for step in &hand.get("steps").array()[..after] {
            state = table_step(&state, step).unwrap_or_else(|e| panic!("{what}: {e}"));
        }
        let result = table_step(&state, row.get("step"));
        let error = result.as_ref().err().unwrap_or_else(|| panic!("{what}: the step was accepted"));
        let message = error.message().to_string();
        assert_eq!(status_name(result, &what), row.get("status").str(), "{what}");
        let needle = row.get("message_contains").str();
        assert!(message.contains(needle), "{what}: {message:?} lacks {needle:?}");
        same_fields(&snapshot(&state), &hand.get("states").array()[after], &format!("{what}, unchanged"));
    }
}

#[test]
fn table_apply_many_errors() {
    let v = load("table.json");
    let hands = v.get("hands").array();
    let errors = v.get("apply_many_errors").array();
    assert!(!errors.is_empty());
    for (i, row) in errors.iter().enumerate() {
        let hand = &hands[row.get("hand").int() as usize];
        let what = format!("apply_many errors[{i}] ({})", hand.get("name").str());
        let start = table_start(hand.get("config")).unwrap();
        let result = start.apply_many(&table_steps(row.get("steps").array()));
        let index = result.as_ref().err().and_then(Error::step);
        assert_eq!(status_name(result, &what), row.get("status").str(), "{what}");
        assert_eq!(index, Some(row.get("failed_index").int() as usize), "{what}: failed index");
        same_fields(&snapshot(&start), &hand.get("states").array()[0], &format!("{what}, unchanged"));
    }
}

#[test]
fn table_config_errors() {
    let v = load("table.json");
    let errors = v.get("config_errors").array();
    assert!(!errors.is_empty());
    for (i, row) in errors.iter().enumerate() {
        let what = format!("config errors[{i}]");
        let result = table_start(row.get("config"));
        let error = result.as_ref().err().unwrap_or_else(|| panic!("{what}: the config was accepted"));
        let message = error.message().to_string();
        // The binding refuses some configs itself (with InvalidArgument); the library's status must match too.
        assert_eq!(status_name(result, &what), row.get("status").str(), "{what}");
        let needle = row.get("message_contains").str();
        assert!(message.contains(needle), "{what}: {message:?} lacks {needle:?}");
    }
}

// --- games.json ------------------------------------------------------------------

fn ranking_code(ranking: Option<xiapl::Ranking>) -> i32 {
    ranking.map_or(sys::XIAPL_RANKING_NONE, |r| r as i32)
}

#[test]
fn games_info() {
    let v = load("games.json");
    let rows = v.get("info").array();
    assert_eq!(rows.len(), Game::ALL.len(), "one row per game");
    for (row, &g) in rows.iter().zip(Game::ALL.iter()) {
        assert_eq!(game(row.get("game")).unwrap(), g);
        let info = g.info();
        let what = format!("{g}: {info:?}");
        assert_eq!(info.game, g, "{what}");
        assert_eq!(info.name, row.get("name").str(), "{what}");
        assert_eq!(g.display_name(), row.get("name").str(), "{what}");
        let counts = [
            (info.hole_cards, "hole_cards"),
            (info.min_hole_cards, "min_hole_cards"),
            (info.board_cards, "board_cards"),
            (info.hole_used, "hole_used"),
            (info.deck_cards, "deck_cards"),
            (info.max_players, "max_players"),
        ];
        for (value, key) in counts {
            assert_eq!(value as i64, row.get(key).int(), "{what}: {key}");
        }
        assert_eq!(g.hole_cards() as i64, row.get("hole_cards").int(), "{what}");
        assert_eq!(xiapl::max_players(g).unwrap() as i64, row.get("max_players").int(), "{what}");
        assert_eq!(info.high_ranking as i32, row.get("high_ranking").i32(), "{what}");
        assert_eq!(g.ranking(), info.high_ranking, "{what}");
        assert_eq!(ranking_code(info.low_ranking), row.get("low_ranking").i32(), "{what}");
        assert_eq!(g.low_ranking(), info.low_ranking, "{what}");
        assert_eq!(g.is_hilo(), row.get("low_ranking").i32() != sys::XIAPL_RANKING_NONE, "{what}");
        // Every name the library gives a game reads back as that game.
        assert_eq!(row.get("name").str().parse::<Game>().unwrap(), g, "{what}");
    }
}

fn check_ranked(strength: Strength, row: &Json, what: &str) {
    assert_eq!(strength.value(), row.get("strength").i32(), "{what}");
    assert_eq!(strength.ranking() as i32, row.get("ranking").i32(), "{what}");
    assert_eq!(strength.category() as i64, row.get("category").int(), "{what}");
    assert_eq!(strength.kickers(), row.get("kickers").i32s(), "{what}");
    assert_eq!(strength.describe(), row.get("describe").str(), "{what}");
    assert_eq!(strength.to_string(), row.get("describe").str(), "{what}");
    assert_eq!(strength.name(), row.get("hand_name").str(), "{what}");
    // The same decoding from the bare value and its ranking.
    let ranking = xiapl::Ranking::try_from(row.get("ranking").i32()).unwrap();
    let value = strength.value();
    assert_eq!(ranking.strength(value).unwrap(), strength, "{what}");
    assert_eq!(ranking.category(value).unwrap() as i64, row.get("category").int(), "{what}");
    assert_eq!(ranking.kickers(value).unwrap(), row.get("kickers").i32s(), "{what}");
    assert_eq!(ranking.describe(value).unwrap(), row.get("describe").str(), "{what}");
    assert_eq!(ranking.hand_name(value).unwrap(), row.get("hand_name").str(), "{what}");
    assert!(strength <= ranking.max_strength(), "{what}");
}

#[test]
fn games_hands() {
    let v = load("games.json");
    let hands = v.get("hands").array();
    assert!(!hands.is_empty());
    for g in Game::ALL {
        let rows: Vec<&Json> = hands.iter().filter(|r| r.get("game").i32() == g as i32).collect();
        assert!(!rows.is_empty() || HOLDEM_AND_OMAHA.contains(&g), "no {g} rows");
        let (mut boards, mut holes, mut expected) = (Vec::new(), Vec::new(), Vec::new());
        for row in &rows {
            let what = format!("{} {} | {}", g.display_name(), row.get("hole").str(), row.get("board").str());
            let (board, hole) = (row.get("board_mask").u64(), row.get("hole_mask").u64());
            let strength = xiapl::evaluate_hand(board, hole, g).unwrap_or_else(|e| panic!("{what}: {e}"));
            check_ranked(strength, row, &what);
            let best = xiapl::best_hand(board, hole, g).unwrap();
            assert_eq!(best.five, row.get("best_five").u64(), "{what}");
            assert_eq!(best.hole_used, row.get("hole_used").u64(), "{what}");
            assert_eq!(best.strength, strength, "{what}");
            if g.is_hilo() {
                let low = xiapl::evaluate_low(board, hole, g).unwrap();
                let best_low = xiapl::best_low(board, hole, g).unwrap();
                assert_eq!(low.map_or(0, Strength::value), row.get("low").i32(), "{what}: low");
                assert_eq!(low.map_or(String::new(), Strength::name), row.get("low_hand_name").str(), "{what}");
                assert_eq!(best_low.map_or(0, |b| b.five), row.get("low_five").u64(), "{what}: low five");
                assert_eq!(best_low.map(|b| b.strength), low, "{what}");
                if let Some(low) = low {
                    assert_eq!(Some(low.ranking()), g.low_ranking(), "{what}");
                    assert_eq!(best_low.unwrap().hole_used & !hole, 0, "{what}: low hole cards");
                }
            } else {
                assert!(row.opt("low").is_none(), "{what}: a low row for a game without one");
            }
            boards.push(board);
            holes.push(hole);
            expected.push(row.get("strength").int() as u16);
        }
        assert_eq!(xiapl::evaluate_hands_many(&boards, &holes, g).unwrap(), expected, "{g}");
        // The low halves in one call: each the one-hand call's, and the vector's.
        let lows = xiapl::evaluate_lows_many(&boards, &holes, g);
        if !g.is_hilo() {
            assert_eq!(lows.unwrap_err().status(), xiapl::Status::InvalidArgument, "{g}: no low half");
            continue;
        }
        let lows = lows.unwrap_or_else(|e| panic!("{g}: {e}"));
        assert_eq!(lows.len(), rows.len(), "{g}");
        for (i, row) in rows.iter().enumerate() {
            let one = xiapl::evaluate_low(boards[i], holes[i], g).unwrap();
            assert_eq!(i32::from(lows[i]), one.map_or(0, Strength::value), "{g} hand {i}");
            assert_eq!(i32::from(lows[i]), row.get("low").i32(), "{g} hand {i}");
        }
    }
}

#[test]
fn games_showdowns() {
    let v = load("games.json");
    let rows = v.get("showdowns").array();
    assert!(!rows.is_empty());
    for row in rows {
        let g = game(row.get("game")).unwrap();
        let (board, holes) = (row.get("board_mask").u64(), row.get("hole_masks").u64s());
        let what = format!("{} {:?} | {}", g.display_name(), row.get("holes"), row.get("board").str());
        let winners: Vec<i64> = xiapl::judge(&holes, board, g).unwrap().iter().map(|&w| w as i64).collect();
        let expected: Vec<i64> = row.get("winners").array().iter().map(Json::int).collect();
        assert_eq!(winners, expected, "{what}");
        match row.opt("low_winners") {
            Some(low) => {
                let got: Vec<i64> = xiapl::judge_low(&holes, board, g).unwrap().iter().map(|&w| w as i64).collect();
                assert_eq!(got, low.array().iter().map(Json::int).collect::<Vec<_>>(), "{what}: low");
            }
            None => {
                assert!(!g.is_hilo(), "{what}: no low winners for a hi/lo game");
                let refused = xiapl::judge_low(&holes, board, g);
                assert_eq!(status_name(refused, &what), "XIAPL_ERR_INVALID_ARGUMENT", "{what}");
            }
        }
    }
}

#[test]
fn games_equity() {
    let v = load("games.json");
    let rows = v.get("equity").array();
    assert!(!rows.is_empty());
    for row in rows {
        let g = game(row.get("game")).unwrap();
        let what = format!("{} {:?} | {:?}", g.display_name(), row.get("holes"), row.get("board").str());
        let result = xiapl::calculate_equity(
            &row.get("hole_masks").u64s(),
            row.get("board_mask").u64(),
            Some(&xiapl::SimulationOptions::exact()),
            g,
            row.get("dead_mask").u64(),
        )
        .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(result.trials, row.get("trials").int() as u64, "{what}");
        assert!(result.exact, "{what}");
        near(result.chop_rate, row.get("chop_rate").f64(), &what);
        let columns =
            ["equity", "win", "tie", "scoop", "high_share", "low_share"].map(|key| (key, row.get(key).f64s()));
        assert_eq!(result.players.len(), columns[0].1.len(), "{what}");
        let splits = result.splits().unwrap_or_else(|| panic!("{what}: no splits"));
        for (i, (p, split)) in result.players.iter().zip(&splits).enumerate() {
            let got = [p.equity, p.win, p.tie, split.scoop, split.high_share, split.low_share];
            for ((key, want), got) in columns.iter().zip(got) {
                near(got, want[i], &format!("{what} player {i} {key}"));
            }
            assert_eq!(p.std_error, 0.0, "{what}");
        }
    }
}

#[test]
fn games_errors() {
    let v = load("games.json");
    let errors = v.get("errors").array();
    assert!(!errors.is_empty());
    for (i, row) in errors.iter().enumerate() {
        let call = row.get("call").str();
        let what = format!("games errors[{i}] {call}");
        let g = game(row.get("game")).unwrap();
        let (board, holes) = (row.get("board_mask").u64(), row.get("hole_masks").u64s());
        let got = match call {
            "eval_hand" => status_name(xiapl::evaluate_hand(board, holes[0], g), &what),
            "eval_low" => status_name(xiapl::evaluate_low(board, holes[0], g), &what),
            "equity" => status_name(xiapl::calculate_equity(&holes, board, None, g, 0), &what),
            other => panic!("unknown call {other} in games.json"),
        };
        assert_eq!(got, row.get("status").str(), "{what}: {row:?}");
    }
}

// --- phh.json --------------------------------------------------------------------

/// The seats of a bit mask, as the vectors write eligible and winning seats.
fn seat_mask(seats: &[usize]) -> u64 {
    seats.iter().map(|&s| 1u64 << s).sum()
}

#[test]
fn phh_hands() {
    let v = load("phh.json");
    let hands = v.get("hands").array();
    assert!(!hands.is_empty());
    let mut spots_checked = 0;
    for hand in hands {
        let name = hand.get("name").str();
        let text = hand.get("text").str();
        let document = xiapl::Phh::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(document.count(), 1, "{name}");
        assert_eq!(document.chip_unit(0).unwrap(), hand.get("chip_unit").str(), "{name}: chip unit");
        let info = document.info(0).unwrap();
        assert_eq!(info.game as i64, hand.get("game").int(), "{name}: game");
        assert_eq!(info.player_count as i64, hand.get("players").int(), "{name}: players");
        let state = document.replay(0, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(state.is_finished(), "{name}: not finished");
        assert_eq!(state.game(), info.game, "{name}: the state's game");
        assert_eq!(ints_json(&state.stacks()), *hand.get("final_stacks"), "{name}: final stacks");
        assert_eq!(ints_json(&state.won()), *hand.get("won"), "{name}: won");
        let results = state.pot_results().unwrap();
        let want = hand.get("pot_results").array();
        assert_eq!(results.len(), want.len(), "{name}: pots");
        for (got, row) in results.iter().zip(want) {
            assert_eq!(got.amount, row.get("amount").int(), "{name}: pot amount");
            assert_eq!(seat_mask(&got.winners), row.get("winners").int() as u64, "{name}: pot winners");
            assert_eq!(ints_json(&got.won), *row.get("won"), "{name}: pot won");
            assert_eq!(seat_mask(&got.high_winners), row.get("high_winners").int() as u64, "{name}: high winners");
            assert_eq!(seat_mask(&got.low_winners), row.get("low_winners").int() as u64, "{name}: low winners");
            assert_eq!(got.odd_chips, row.get("odd_chips").int(), "{name}: odd chips");
            assert_eq!(
                seat_mask(&got.odd_chip_seats),
                row.get("odd_chip_seats").int() as u64,
                "{name}: odd chip seats"
            );
            let order: Vec<i64> = got.order.iter().map(|&s| s as i64).collect();
            assert_eq!(ints_json(&order), *row.get("order"), "{name}: odd-chip order");
        }
        assert_eq!(state.history().len() as i64, hand.get("history_len").int(), "{name}: history");
        assert_eq!(streets_json(&state), *hand.get("streets"), "{name}: streets");
        let written = hand.get("written").str();
        assert_eq!(document.text(0).unwrap(), written, "{name}: written text");
        assert_eq!(xiapl::Phh::parse(written).unwrap().text(0).unwrap(), written, "{name}: written text read back");

        let spots = state.allin_equity(true, 0).unwrap_or_else(|e| panic!("{name}: all-in equity: {e}"));
        let want = hand.get("allin").array();
        assert_eq!(spots.len(), want.len(), "{name}: all-in spots");
        for (k, (spot, row)) in spots.iter().zip(want).enumerate() {
            let what = format!("{name}: all-in spot {k}");
            assert_eq!(spot.street as i64, row.get("street").int(), "{what}: street");
            assert_eq!(spot.board, row.get("board").u64(), "{what}: board");
            assert_eq!(spot.dead, row.get("dead").u64(), "{what}: dead");
            let expected = row.get("expected").f64s();
            assert_eq!(spot.expected.len(), expected.len(), "{what}: expected");
            for (seat, (&got, &want)) in spot.expected.iter().zip(&expected).enumerate() {
                assert!((got - want).abs() < 1e-9, "{what}: seat {seat} expects {got}, not {want}");
            }
            let pots = row.get("pots").array();
            assert_eq!(spot.pots.len(), pots.len(), "{what}: pots");
            for (pot, want) in spot.pots.iter().zip(pots) {
                assert_eq!(pot.amount, want.get("amount").int(), "{what}: pot amount");
                assert_eq!(seat_mask(&pot.eligible), want.get("eligible").int() as u64, "{what}: eligible");
                let equity = want.get("equity").f64s();
                assert_eq!(pot.equity.len(), equity.len(), "{what}: equity");
                for (seat, (&got, &want)) in pot.equity.iter().zip(&equity).enumerate() {
                    assert!((got - want).abs() < 1e-9, "{what}: seat {seat} equity {got}, not {want}");
                }
            }
            spots_checked += 1;
        }
    }
    assert!(spots_checked > 0, "phh.json has all-in spots");

    // The same texts in one batch, over threads, end with the same stacks.
    let texts: Vec<&str> = hands.iter().map(|h| h.get("text").str()).collect();
    for (hand, result) in hands.iter().zip(xiapl::replay_texts(&texts, 0)) {
        let name = hand.get("name").str();
        let state = result.unwrap_or_else(|e| panic!("{name} in a batch: {e}"));
        assert_eq!(ints_json(&state.stacks()), *hand.get("final_stacks"), "{name}: batch final stacks");
    }
}

#[test]
fn phh_unsupported_and_errors() {
    let v = load("phh.json");
    let unsupported = v.get("unsupported").array();
    assert!(!unsupported.is_empty());
    for row in unsupported {
        let name = row.get("name").str();
        assert_eq!(status_name(xiapl::Phh::parse(row.get("text").str()), name), row.get("status").str(), "{name}");
    }
    let errors = v.get("errors").array();
    assert!(!errors.is_empty());
    for (i, row) in errors.iter().enumerate() {
        let what = format!("phh errors[{i}]");
        let text = row.get("text").str();
        let result = if row.get("replay").bool() {
            let document = xiapl::Phh::parse(text).unwrap_or_else(|e| panic!("{what}: {e}"));
            document.replay(0, None)
        } else {
            xiapl::Phh::parse(text).map(|_| panic!("{what}: the text was read"))
        };
        let message = result.as_ref().err().map(|e| e.message().to_string()).unwrap_or_default();
        assert_eq!(status_name(result, &what), row.get("status").str(), "{what}");
        let needle = row.get("message_contains").str();
        assert!(message.contains(needle), "{what}: {message:?} lacks {needle:?}");
        // A batch gives the same status and message for the text.
        let batch = xiapl::replay_texts(&[text], 1).pop().unwrap();
        let error = batch.err().unwrap_or_else(|| panic!("{what}: the batch replayed it"));
        assert_eq!(error.status().name(), row.get("status").str(), "{what}: batch");
        assert_eq!(error.message(), message, "{what}: batch message");
    }
}

/// game_table.json: the table of games (names, families, figures, usual tables).
#[test]
fn game_table() {
    use xiapl::{usual_table, Betting, Family};
    let v = load("game_table.json");
    let games = v.get("games").array();
    assert_eq!(games.len(), Game::ALL.len());
    for row in games {
        let game = Game::try_from(row.get("game").i32()).unwrap();
        let info = game.info();
        let names: Vec<&str> = row.get("names").array().iter().map(|n| n.str()).collect();
        assert_eq!(game.name(), row.get("key").str());
        assert_eq!(info.names, names, "{game}");
        let family = match row.get("family").i32() {
            0 => Family::Board,
            1 => Family::Stud,
            _ => Family::Draw,
        };
        assert_eq!((game.family(), info.family), (family, family), "{game}");
        assert_eq!(
            (info.deck_cards, info.hole_cards, info.board_cards),
            (
                row.get("deck_cards").int() as usize,
                row.get("hole_cards").int() as usize,
                row.get("board_cards").int() as usize
            ),
            "{game}"
        );
        assert_eq!(info.high_ranking as i32, row.get("high_ranking").i32(), "{game}");
        assert_eq!(info.low_ranking.map_or(0, |r| r as i32), row.get("low_ranking").i32(), "{game}");
        for name in names.iter().copied().chain([info.name.as_str()]) {
            assert_eq!(name.parse::<Game>().unwrap(), game, "{name}");
        }
    }
    for row in v.get("parse").array() {
        let name = row.get("name").str();
        assert_eq!(name.parse::<Game>().unwrap() as i32, row.get("game").i32(), "{name:?}");
    }
    for row in v.get("parse_errors").array() {
        let name = row.get("name").str();
        let error = name.parse::<Game>().unwrap_err();
        assert_eq!(error.status().name(), row.get("status").str(), "{name:?}");
        for part in row.get("message_has").array() {
            assert!(error.message().contains(part.str()), "{name:?}: {} lacks {}", error.message(), part.str());
        }
    }
    for row in v.get("defaults").array() {
        let game = Game::try_from(row.get("game").i32()).unwrap();
        let betting = match row.get("betting") {
            common::json::Json::Null => None,
            value => Some(Betting::try_from(value.i32()).unwrap()),
        };
        let got = usual_table(game, betting, row.get("draws").int() as usize).unwrap();
        let want = row.get("expect");
        assert_eq!(got.betting as i32, want.get("betting").i32(), "{game} {betting:?}");
        assert_eq!(
            [got.draws as i64, got.small_blind, got.big_blind, got.ante, got.bring_in, got.small_bet, got.big_bet],
            ["draws", "small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet"]
                .map(|k| want.get(k).int()),
            "{game} {betting:?}"
        );
    }
    for row in v.get("default_errors").array() {
        let draws = row.get("draws").int() as usize;
        let status = match Game::try_from(row.get("game").i32()) {
            Ok(game) => status_name(usual_table(game, None, draws), "usual_table"),
            Err(error) => error.status().name(), // a value that is no Game never reaches the library
        };
        assert_eq!(status, row.get("status").str());
    }
}

// --- board.json ------------------------------------------------------------------

fn relabellings(value: &Json) -> Vec<[i32; 4]> {
    value
        .array()
        .iter()
        .map(|r| {
            let r = r.i32s();
            [r[0], r[1], r[2], r[3]]
        })
        .collect()
}

#[test]
fn board_facts() {
    let v = load("board.json");
    let textures = v.get("textures").array();
    assert!(!textures.is_empty());
    for row in textures {
        let what = row.get("cards").str();
        let got = xiapl::flop_texture(game(row.get("game")).unwrap(), row.get("flop").u64()).unwrap();
        assert_eq!(got.texture.name(), row.get("texture").str(), "{what}");
        assert_eq!(got.suits.name(), row.get("suits").str(), "{what}");
        assert_eq!(got.pairing.name(), row.get("pairing").str(), "{what}");
        assert_eq!(got.connected, row.get("connected").bool(), "{what}");
    }
    for row in v.get("texture_errors").array() {
        let flop = row.get("flop").u64();
        // A game the safe API cannot name goes through the raw call.
        let status = match game(row.get("game")) {
            Ok(g) => status_name(xiapl::flop_texture(g, flop), "texture"),
            Err(_) => raw_status(unsafe {
                sys::xiapl_flop_texture(
                    row.get("game").i32(),
                    flop,
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                )
            }),
        };
        assert_eq!(status, row.get("status").str(), "{flop}");
    }
    let rows = |classes: &[xiapl::FlopClass]| -> Vec<(u64, i64)> {
        classes.iter().map(|c| (c.flop, c.weight as i64)).collect()
    };
    let want = |value: &Json| -> Vec<(u64, i64)> {
        value.array().iter().map(|pair| (pair.array()[0].u64(), pair.array()[1].int())).collect()
    };
    for row in v.get("classes").array() {
        let group = relabellings(row.get("relabellings"));
        let got = xiapl::flop_classes(game(row.get("game")).unwrap(), &group).unwrap();
        assert_eq!(got.len() as i64, row.get("count").int(), "{group:?}");
        assert_eq!(got.iter().map(|c| c.weight as i64).sum::<i64>(), row.get("total").int(), "{group:?}");
        let (first, last) = (want(row.get("first")), want(row.get("last")));
        assert_eq!(rows(&got[..first.len()]), first, "{group:?}");
        assert_eq!(rows(&got[got.len() - last.len()..]), last, "{group:?}");
    }
    for row in v.get("class_errors").array() {
        let group = relabellings(row.get("relabellings"));
        let status = status_name(xiapl::flop_classes(game(row.get("game")).unwrap(), &group), "classes");
        assert_eq!(status, row.get("status").str(), "{group:?}");
    }
    for row in v.get("decks").array() {
        let g = game(row.get("game")).unwrap();
        assert_eq!(g.deck(), row.get("deck").u64(), "{g:?}");
        assert_eq!(g.deck().count_ones() as i64, row.get("cards").int(), "{g:?}");
    }
    let money = v.get("money").array();
    assert!(!money.is_empty());
    for row in money {
        let name = row.get("name").str();
        let document = xiapl::Phh::parse(row.get("text").str()).unwrap_or_else(|e| panic!("{name}: {e}"));
        let facts = document.replay(0, None).unwrap_or_else(|e| panic!("{name}: {e}")).money_facts();
        let rounds = |r: &[Option<u32>]| -> Vec<i32> { r.iter().map(|x| x.map_or(-1, |n| n as i32)).collect() };
        assert_eq!(rounds(&facts.voluntary_round), row.get("voluntary_round").i32s(), "{name}");
        assert_eq!(rounds(&facts.raise_round), row.get("raise_round").i32s(), "{name}");
        assert_eq!(facts.first_in_raiser.map_or(-1, |s| s as i32), row.get("first_in_raiser").i32(), "{name}");
    }
}
