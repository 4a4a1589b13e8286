//! PHH documents against the real hand histories of tests/fixtures/phh: every
//! file reads and its written text reads back to the same hand; every hand of
//! every variant (board, stud and draw games) replays, to its finishing_stacks
//! where it has them, and the replayed state written as PHH replays to the
//! same stacks; variant fields, batches, bad files, actions and chips.

#[allow(dead_code)]
mod common;

use std::path::{Path, PathBuf};

use common::json::Json;
use xiapl::{
    chip_unit, chips_from_amount, chips_to_amount, mask_from_cards, parse_mask, replay_texts, ActionKind, Betting,
    Game, HistoryStep, Phase, Phh, PhhAction, PhhVerb, Status, Street, TableConfig, TableState,
};

/// The file whose finishing stacks split an odd chip into halves (docs/phh.md).
const ODD_CHIP_TIE: &str = "pluribus/32/23.phh";

/// The variant codes of the stud and draw games.
const STUD_AND_DRAW: [&str; 6] = ["F7S", "F7S/8", "FR", "N2L1D", "F2L3D", "FB"];

/// Each variant code of the PHH specification: its game, its betting, and
/// how many fixture files are of it.
const VARIANTS: [(&str, &[Game], Betting, usize); 11] = [
    ("FT", &[Game::Holdem], Betting::FixedLimit, 7),
    ("NT", &[Game::Holdem], Betting::NoLimit, 500),
    ("NS", &[Game::ShortDeck], Betting::NoLimit, 1),
    ("PO", &[Game::Omaha4, Game::Omaha5, Game::Omaha6], Betting::PotLimit, 8),
    ("FO/8", &[Game::Omaha4HiLo], Betting::FixedLimit, 14),
    ("F7S", &[Game::Stud], Betting::FixedLimit, 13),
    ("F7S/8", &[Game::StudHiLo], Betting::FixedLimit, 7),
    ("FR", &[Game::Razz], Betting::FixedLimit, 10),
    ("N2L1D", &[Game::Lowball27], Betting::NoLimit, 7),
    ("F2L3D", &[Game::Lowball27], Betting::FixedLimit, 8),
    ("FB", &[Game::Badugi], Betting::FixedLimit, 1),
];

fn variant(code: &str) -> (&'static [Game], Betting) {
    let (_, games, betting, _) =
        VARIANTS.iter().find(|(c, ..)| *c == code).unwrap_or_else(|| panic!("{code} is not a PHH variant code"));
    (games, *betting)
}

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../tests/fixtures/phh")
}

/// Every .phh file under `dir`, as (path relative to the fixtures, text), sorted.
fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|x| x == "phh") {
            let name = path.strip_prefix(fixtures()).unwrap().to_string_lossy().replace('\\', "/");
            out.push((name, std::fs::read_to_string(&path).unwrap()));
        }
    }
}

fn fixture_files() -> Vec<(String, String)> {
    let mut files = Vec::new();
    walk(&fixtures(), &mut files);
    files
}

fn fixture(name: &str) -> String {
    std::fs::read_to_string(fixtures().join(name)).unwrap()
}

/// The hand's JSON form as a value.
fn hand_json(document: &Phh) -> Json {
    Json::parse(&document.json(0).unwrap()).unwrap()
}

/// A number of the JSON form as a decimal the chip functions read.
fn decimal(value: &Json) -> String {
    match value {
        Json::Int(n) => n.to_string(),
        Json::Float(x) => format!("{x:?}"),
        other => panic!("not an amount: {other:?}"),
    }
}

#[test]
fn every_fixture_reads_replays_and_writes_back() {
    let files = fixture_files();
    assert_eq!(files.len(), 576, "tests/fixtures/phh holds 576 hands");
    let mut by_variant = std::collections::BTreeMap::<String, usize>::new();
    let (mut played, mut with_finishing, mut matching) = (0, 0, 0);
    let (mut limit_matching, mut stud_and_draw, mut stud_and_draw_matching) = (0, 0, 0);
    let mut needless = Vec::new();
    let (mut mismatched, mut without_finishing) = (Vec::new(), Vec::new());
    for (name, text) in &files {
        // Every variant code of the specification reads.
        let document = Phh::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(document.count(), 1, "{name}");
        let json = hand_json(&document);
        let code = json.get("variant").str().to_string();
        *by_variant.entry(code.clone()).or_default() += 1;
        let (games, betting) = variant(&code);
        let info = document.info(0).unwrap_or_else(|e| panic!("{name}: {e}"));
        let starting = json.get("starting_stacks").array();
        assert_eq!(info.player_count, starting.len(), "{name}");
        assert_eq!(info.betting, betting, "{name}: {code}");
        assert!(games.contains(&info.game), "{name}: {code} is {:?}", info.game);

        // parse -> text -> parse gives the same hand.
        let written = document.text(0).unwrap();
        let again = Phh::parse(&written).unwrap_or_else(|e| panic!("{name}: the written text: {e}"));
        assert_eq!(again.json(0).unwrap(), document.json(0).unwrap(), "{name}: written text reads back differently");
        assert_eq!(again.text(0).unwrap(), written, "{name}");
        let from_json = Phh::from_json(&document.json(0).unwrap()).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(from_json.text(0).unwrap(), written, "{name}: the JSON form reads back");

        played += 1;
        let stud_or_draw = STUD_AND_DRAW.contains(&code.as_str());
        stud_and_draw += usize::from(stud_or_draw);
        let unit = document.chip_unit(0).unwrap();
        let state = document.replay(0, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(state.is_finished(), "{name}: the replay did not finish");
        state.check_invariants().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!((state.game(), state.betting()), (info.game, info.betting), "{name}");
        assert_eq!(state.seat_count(), info.player_count, "{name}");
        assert_eq!(state.button(), info.player_count - 1, "{name}: the button is the last player");
        assert_eq!(state.board(), info.board, "{name}: the board");
        assert_eq!(mask_from_cards(&document.board_cards(0).unwrap()).unwrap(), info.board, "{name}: board order");
        let starting: i64 = starting.iter().map(|s| chips_from_amount(&unit, &decimal(s)).unwrap()).sum();
        assert_eq!(state.stacks().iter().sum::<i64>(), starting, "{name}: chips conserved");
        assert_eq!(again.replay(0, None).unwrap().stacks(), state.stacks(), "{name}: the written text replays alike");
        // The replayed state written as PHH replays to the same stacks: the
        // seats are in player order already, the button on the last player.
        let round_trip = state.to_phh(Some(&unit)).unwrap_or_else(|e| panic!("{name}: to_phh: {e}"));
        let back = round_trip.replay(0, Some(&unit)).unwrap_or_else(|e| {
            panic!("{name}: the written state does not replay: {e}\n{}", round_trip.text(0).unwrap())
        });
        assert_eq!(back.stacks(), state.stacks(), "{name}: the written state replays alike");
        assert_eq!(back.history().len(), state.history().len(), "{name}: the written state's steps");
        // The whole history, hole deals and draws included, replays from the
        // start in one apply_many (one xiapl_table_apply_many call).
        let states = document.replay_states(0, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        let history = state.history();
        let steps: Vec<_> = history.iter().map(HistoryStep::to_step).collect();
        let again = states[0].apply_many(&steps).unwrap_or_else(|e| panic!("{name}: the history in one call: {e}"));
        assert_eq!((again.stacks(), again.history()), (state.stacks(), history), "{name}: the history in one call");
        let marked = state.history().iter().filter(|step| step.needless).count();
        assert_eq!((state.needless_folds(), state.warnings().len()), (marked, marked), "{name}");
        if marked > 0 {
            needless.push(name.clone());
        }

        if let Some(finishing) = json.opt("finishing_stacks") {
            with_finishing += 1;
            let got: Vec<f64> =
                state.stacks().iter().map(|&c| chips_to_amount(&unit, c).unwrap().parse().unwrap()).collect();
            if got == finishing.f64s() {
                matching += 1;
                if matches!(code.as_str(), "FT" | "FO/8") {
                    limit_matching += 1;
                }
                stud_and_draw_matching += usize::from(stud_or_draw);
            } else {
                mismatched.push(name.clone());
            }
        } else {
            without_finishing.push(name.clone());
        }
    }
    let counts: Vec<(&str, usize)> = VARIANTS.iter().map(|(code, _, _, n)| (*code, *n)).collect();
    let got: Vec<(&str, usize)> =
        VARIANTS.iter().map(|(code, ..)| (*code, by_variant.get(*code).copied().unwrap_or(0))).collect();
    assert_eq!(got, counts, "files per variant");
    assert_eq!(by_variant.values().sum::<usize>(), 576, "no other variant: {by_variant:?}");
    assert_eq!((played, stud_and_draw), (576, 46), "hands replayed, of them stud and draw hands");
    assert_eq!(with_finishing, 571, "replayed hands with finishing_stacks");
    assert_eq!(
        without_finishing,
        [
            "alice-carol-wikipedia.phh",
            "antonius-blom-2009.phh",
            "arieh-yockey-2019.phh",
            "dwan-ivey-2009.phh",
            "phua-xuan-2019.phh"
        ]
    );
    assert_eq!(mismatched, [ODD_CHIP_TIE], "only the half-chip tie differs from its finishing stacks");
    assert_eq!(matching, 570);
    // Two of them (alice-carol-wikipedia, arieh-yockey-2019) have no finishing_stacks.
    assert_eq!(stud_and_draw_matching, 44, "every stud and draw hand reproduces its finishing stacks");
    assert_eq!(needless, Vec::<String>::new(), "fixtures holding a fold when checking was free");
    // The NS hand has no finishing_stacks; its replay is checked above.
    assert_eq!(limit_matching, 7 + 14, "every FT and FO/8 hand reproduces its finishing stacks");
}

#[test]
fn variant_fields_and_actions_of_stud_and_draw_hands() {
    let ft = hand_json(&Phh::parse(&fixture("wsop-2023-43-5/34.phh")).unwrap());
    assert_eq!(ft.get("variant").str(), "FT");
    assert_eq!((ft.get("small_bet").int(), ft.get("big_bet").int()), (200000, 400000));
    assert!(ft.opt("min_bet").is_none() && ft.opt("bring_in").is_none(), "{ft:?}");
    let state = Phh::parse(&fixture("wsop-2023-43-5/34.phh")).unwrap().replay(0, None).unwrap();
    assert_eq!(state.betting(), Betting::FixedLimit);

    let stud = Phh::parse(&fixture("wsop-2023-43-5/10.phh")).unwrap();
    let json = hand_json(&stud);
    assert_eq!(json.get("bring_in").int(), 50000);
    assert_eq!((json.get("small_bet").int(), json.get("big_bet").int()), (200000, 400000));
    assert!(json.opt("min_bet").is_none() && json.opt("blinds_or_straddles").is_none(), "{json:?}");
    let text = stud.text(0).unwrap();
    assert!(text.contains("bring_in = 50000\nsmall_bet = 200000\nbig_bet = 400000\nstarting_stacks"), "{text}");
    assert!(!text.contains("blinds_or_straddles") && !text.contains("min_bet"), "{text}");
    let info = stud.info(0).unwrap();
    assert_eq!((info.game, info.betting, info.player_count), (Game::Stud, Betting::FixedLimit, 5));
    let bring_in = PhhAction::parse(json.get("actions").array()[5].str()).unwrap();
    assert_eq!((bring_in.actor, bring_in.verb), (Some(2), PhhVerb::BringIn));
    // The replay: third street dealt to each player (two down, one up), p2's
    // bring-in, a completion and the folds.
    let state = stud.replay(0, None).unwrap();
    assert_eq!(
        (state.game(), state.betting(), state.last_street()),
        (Game::Stud, Betting::FixedLimit, Street::Seventh)
    );
    assert_eq!(
        state.stacks(),
        hand_json(&stud).get("finishing_stacks").f64s().iter().map(|&x| x as i64).collect::<Vec<_>>()
    );
    let history = state.history();
    for (player, step) in history[..5].iter().enumerate() {
        let dealt = PhhAction::parse(json.get("actions").array()[player].str()).unwrap();
        assert!(step.is_hole_deal(), "{step:?}");
        assert_eq!(step.to, Some(player), "{step:?}");
        assert_eq!(step.cards, parse_mask(dealt.cards.as_deref().unwrap()).unwrap(), "{step:?}");
        assert_eq!((step.up.count_ones(), step.up & !step.cards, step.unknown), (1, 0, 0), "{step:?}");
    }
    assert_eq!(state.up_cards(), history[..5].iter().map(|step| step.up).collect::<Vec<_>>());
    assert_eq!(
        (history[5].seat, history[5].kind, history[5].amount),
        (Some(1), Some(ActionKind::BringIn), 50000),
        "p2 brings in"
    );
    assert_eq!((history[7].seat, history[7].kind, history[7].amount), (Some(3), Some(ActionKind::BetOrRaise), 200000));
    // Every action line is a state of a stud or draw replay, the deals included.
    let states = stud.replay_states(0, None).unwrap();
    assert_eq!(states.len(), json.get("actions").array().len() + 1);
    assert_eq!((states[0].phase(), states[0].deal_seat(), states[0].hole_cards_due()), (Phase::Dealing, Some(0), 3));
    assert_eq!(
        states[5].legal_actions().iter().map(|a| a.kind).collect::<Vec<_>>(),
        [ActionKind::BetOrRaise, ActionKind::BringIn]
    );

    let document = Phh::parse(&fixture("wsop-2023-43-5/55.phh")).unwrap();
    let draw = hand_json(&document);
    let lines: Vec<PhhAction> =
        draw.get("actions").array().iter().map(|a| PhhAction::parse(a.str()).unwrap()).collect();
    let discard = lines.iter().find(|a| a.verb == PhhVerb::StandPatOrDiscard).unwrap();
    assert_eq!((discard.actor, discard.cards.as_deref()), (Some(1), Some("QdJc")));
    assert_eq!(discard.to_string(), "p1 sd QdJc");
    // The replay's discards are the sd lines, in order (a stand pat throws nothing).
    let state = document.replay(0, None).unwrap();
    assert_eq!(
        (state.game(), state.betting(), state.last_street()),
        (Game::Lowball27, Betting::FixedLimit, Street::River)
    );
    let thrown: Vec<(Option<usize>, u64)> = state
        .history()
        .iter()
        .filter(|step| step.kind == Some(ActionKind::Discard))
        .map(|step| (step.seat, step.cards))
        .collect();
    let written: Vec<(Option<usize>, u64)> = lines
        .iter()
        .filter(|a| a.verb == PhhVerb::StandPatOrDiscard)
        .map(|a| (a.actor.map(|p| p - 1), a.cards.as_deref().map_or(0, |c| parse_mask(c).unwrap())))
        .collect();
    assert_eq!(thrown, written);
    assert_eq!(thrown.len(), 6, "three draws of two players");
    let finishing: Vec<i64> = draw.get("finishing_stacks").f64s().iter().map(|&x| x as i64).collect();
    assert_eq!(state.stacks(), finishing);

    let short = Phh::parse(&fixture("phua-xuan-2019.phh")).unwrap();
    let info = short.info(0).unwrap();
    assert_eq!((info.game, info.betting), (Game::ShortDeck, Betting::NoLimit));
    assert_eq!(short.replay(0, None).unwrap().game(), Game::ShortDeck);
}

#[test]
fn limit_and_short_deck_tables_write_their_variant() {
    let step = |state: xiapl::TableState| {
        if state.phase() == xiapl::Phase::Dealing {
            state.deal_random()
        } else {
            state.check_or_call()
        }
    };
    for (config, code) in [
        (TableConfig::new(&[100, 100]).betting(Betting::FixedLimit).small_bet(2).big_bet(4), "FT"),
        (TableConfig::new(&[100, 100, 100]).game(Game::ShortDeck), "NS"),
        (TableConfig::new(&[100, 100]).game(Game::Omaha4HiLo).betting(Betting::FixedLimit), "FO/8"),
    ] {
        let mut state = config.seed(7).start().unwrap().bet_or_raise_to(4).unwrap();
        while !state.is_finished() {
            state = step(state).unwrap();
        }
        let document = state.to_phh(None).unwrap_or_else(|e| panic!("{code}: {e}"));
        let json = hand_json(&document);
        assert_eq!(json.get("variant").str(), code);
        if code != "NS" {
            assert_eq!((json.get("small_bet").int(), json.get("big_bet").int()), (2, 4), "{code}");
        }
        let back = Phh::parse(&document.text(0).unwrap()).unwrap().replay(0, None).unwrap();
        assert_eq!((back.game(), back.betting()), (state.game(), state.betting()), "{code}");
        assert_eq!(back.stacks().iter().sum::<i64>(), state.stacks().iter().sum::<i64>(), "{code}");
    }
}

#[test]
fn the_half_chip_tie_matches_in_tenths() {
    let document = Phh::parse(&fixture(ODD_CHIP_TIE)).unwrap();
    let finishing = hand_json(&document).get("finishing_stacks").f64s();
    let amounts = |unit: &str| -> Vec<f64> {
        let state = document.replay(0, Some(unit)).unwrap();
        state.stacks().iter().map(|&c| chips_to_amount(unit, c).unwrap().parse().unwrap()).collect()
    };
    assert_ne!(amounts("1"), finishing, "whole chips give the odd chip to one seat");
    assert_eq!(amounts("0.1"), finishing, "tenths split it as the file does");
    assert!(finishing.contains(&10387.5), "{finishing:?}");
}

#[test]
fn a_document_of_several_hands() {
    let (a, b) = (fixture("dwan-ivey-2009.phh"), fixture("antonius-blom-2009.phh"));
    let (a, b) = (Phh::parse(&a).unwrap(), Phh::parse(&b).unwrap());
    let both = Phh::from_json(&format!("[{}, {}]", a.json(0).unwrap(), b.json(0).unwrap())).unwrap();
    assert_eq!(both.count(), 2);
    assert_eq!(both.text(1).unwrap(), b.text(0).unwrap());
    let phhs = both.text_all();
    assert!(phhs.starts_with("[1]\n"), "{phhs}");
    assert!(phhs.contains("\n[2]\n"), "{phhs}");
    let again = Phh::parse(&phhs).unwrap();
    assert_eq!(again.count(), 2);
    assert_eq!(again.json_all(), both.json_all());
    assert_eq!(again.chip_unit(1).unwrap(), "0.01", "Antonius-Blom's stacks have cents");
    assert_eq!(again.info(1).unwrap().game, Game::Omaha4);
    assert_eq!(again.replay(1, None).unwrap().stacks(), b.replay(0, None).unwrap().stacks());
    assert!(Json::parse(&both.json_all()).unwrap().array().len() == 2);
    // An index out of range is refused, not read past.
    for error in [both.text(2).unwrap_err(), both.json(7).unwrap_err(), both.chip_unit(2).unwrap_err()] {
        assert_eq!(error.status(), Status::InvalidArgument, "{error}");
    }
    assert_eq!(both.replay(2, None).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(both.info(usize::MAX).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(both.board_cards(2).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(both.text(usize::MAX).unwrap_err().status(), Status::InvalidArgument);

    // A long document: the texts outgrow the first buffer.
    let many: Vec<String> = fixture_files()
        .iter()
        .filter(|(name, _)| name.starts_with("pluribus/"))
        .take(40)
        .map(|(_, text)| Phh::parse(text).unwrap().json(0).unwrap())
        .collect();
    let document = Phh::from_json(&format!("[{}]", many.join(", "))).unwrap();
    assert_eq!(document.count(), 40);
    let (text, json) = (document.text_all(), document.json_all());
    assert!(text.len() > 16_384 && json.len() > 16_384, "{} {}", text.len(), json.len());
    assert_eq!(Phh::parse(&text).unwrap().json_all(), json);
    assert_eq!(Phh::from_json(&json).unwrap().text_all(), text);
}

#[test]
fn clones_are_new_documents_of_the_same_hands() {
    let document: Phh = fixture("dwan-ivey-2009.phh").parse().unwrap();
    let copy = document.clone();
    assert_eq!(copy.text_all(), document.text_all());
    assert_eq!(copy.json_all(), document.json_all());
    drop(document);
    assert_eq!(copy.count(), 1);
    assert_eq!(copy.info(0).unwrap().player_count, 3);
    // Documents move to and are read from other threads.
    let shared = std::sync::Arc::new(copy);
    let readers: Vec<_> = (0..4)
        .map(|_| {
            let shared = shared.clone();
            std::thread::spawn(move || shared.replay(0, None).unwrap().stacks())
        })
        .collect();
    for reader in readers {
        assert_eq!(reader.join().unwrap(), [572100, 1997500, 1109500]);
    }
}

#[test]
fn info_and_board_of_a_famous_hand() {
    let document = Phh::parse(&fixture("dwan-ivey-2009.phh")).unwrap();
    let info = document.info(0).unwrap();
    assert_eq!((info.game, info.betting, info.player_count), (Game::Holdem, Betting::NoLimit, 3));
    assert!(!info.is_pot_limit());
    assert_eq!(info.holes, [parse_mask("Ac 2d").unwrap(), 0, parse_mask("7h 6h").unwrap()]);
    let board: Vec<String> = document.board_cards(0).unwrap().iter().map(|c| c.to_string()).collect();
    assert_eq!(board, ["Jc", "3d", "5c", "4h", "Jh"], "in the order dealt");
    assert_eq!(info.board, parse_mask("Jc 3d 5c 4h Jh").unwrap());

    let states = document.replay_states(0, None).unwrap();
    // After the forced bets, then after each board deal and player action: 13 steps.
    assert_eq!(states.len(), 14);
    assert_eq!(states[0].pot_total(), 500 * 3 + 1000 + 2000);
    assert_eq!(states[0].history().len(), 0);
    for (i, state) in states.iter().enumerate() {
        assert_eq!(state.history().len(), i, "state {i}");
        assert_eq!(state.hole_cards()[0], info.holes[0], "every state knows the shown cards");
    }
    assert_eq!(states.last().unwrap().stacks(), document.replay(0, None).unwrap().stacks());
}

#[test]
fn a_bad_file_names_the_line() {
    let text = "variant = \"NT\"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
                starting_stacks = [100, 100]\nactions = [\n  \"d dh p1 AsKs\",\n  \"d dh p2 QdQh\",\n  \"p2 xx\",\n]\n";
    let error = Phh::parse(text).unwrap_err();
    assert_eq!(error.status(), Status::Parse);
    assert!(error.message().contains("line 9"), "{error}");
    assert!(error.message().contains("'xx'"), "{error}");

    let error = Phh::parse("variant = \"NT\"\nantes = [0, 0]\nmin_bet = = 2\n").unwrap_err();
    assert_eq!(error.status(), Status::Parse);
    assert!(error.message().contains("line 3"), "{error}");

    let error = Phh::from_json("{\"variant\": \"NT\"").unwrap_err();
    assert_eq!(error.status(), Status::Parse, "{error}");

    // A code the PHH specification does not define has its own status.
    let error = Phh::parse(&text.replace("\"NT\"", "\"XT\"")).unwrap_err();
    assert_eq!(error.status(), Status::Unsupported);
    assert!(error.message().contains("'XT' is not a PHH variant code"), "{error}");
    // A fixed-limit or stud hand without its bet sizes names the key.
    let error = Phh::parse(&text.replace("\"NT\"", "\"FT\"")).unwrap_err();
    assert_eq!(error.status(), Status::Parse);
    assert!(error.message().contains("the FT hand lacks the required key 'small_bet'"), "{error}");
    let error = Phh::parse(&text.replace("\"NT\"", "\"F7S\"")).unwrap_err();
    assert_eq!(error.status(), Status::Parse, "{error}");
    // Hostile bytes are an error, never a crash.
    assert_eq!(Phh::parse("").unwrap().count(), 0, "an empty .phhs text holds no hands");
    for junk in ["\0\0\0", "[[[[[[[[", "variant = \"NT\"\nactions = [\"p1 cbr 99999999999999999999999\"]\n"] {
        assert!(Phh::parse(junk).is_err(), "{junk:?}");
    }
    // A unit with a NUL is refused before the call.
    let document = Phh::parse(&fixture("dwan-ivey-2009.phh")).unwrap();
    assert_eq!(document.replay(0, Some("1\0")).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(document.replay(0, Some("-1")).unwrap_err().status(), Status::InvalidArgument);
    let error = document.replay(0, Some("1000")).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument, "amounts that are not whole units: {error}");
}

#[test]
fn a_batch_with_bad_texts_among_good_ones() {
    let good = [fixture("dwan-ivey-2009.phh"), fixture("antonius-blom-2009.phh"), fixture("pluribus/30/0.phh")];
    let bad_line = good[0].replace("\"p2 f\"", "\"p2 zz\"");
    let refused = good[0].replace("\"p1 cbr 23000\"", "\"p1 cbr 7500\"");
    let stud = fixture("wsop-2023-43-5/20.phh");
    let two_hands = format!("[1]\n{}\n[2]\n{}", Phh::parse(&good[0]).unwrap().text(0).unwrap(), good[2]);
    let texts = [
        good[0].as_str(),
        bad_line.as_str(),
        good[1].as_str(),
        refused.as_str(),
        stud.as_str(),
        two_hands.as_str(),
        good[2].as_str(),
    ];
    for threads in [0, 1, 3] {
        let results = replay_texts(&texts, threads);
        assert_eq!(results.len(), texts.len());
        for (k, index) in [0, 2, 6].into_iter().enumerate() {
            let alone = Phh::parse(&good[k]).unwrap().replay(0, None).unwrap();
            let state = results[index].as_ref().unwrap_or_else(|e| panic!("text {index}: {e}"));
            assert_eq!(state.stacks(), alone.stacks(), "text {index}, {threads} threads");
            assert_eq!(state.to_text(), alone.to_text(), "text {index}");
        }
        let error = results[1].as_ref().unwrap_err();
        assert_eq!(error.status(), Status::Parse);
        assert!(error.message().contains("'zz'") && error.message().contains("line "), "{error}");
        assert_eq!(*error, Phh::parse(&bad_line).unwrap_err(), "the message of the text alone");
        let error = results[3].as_ref().unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument);
        assert!(error.message().contains("'p1 cbr 7500'"), "{error}");
        let stud_alone = Phh::parse(&stud).unwrap().replay(0, None).unwrap();
        let state = results[4].as_ref().unwrap_or_else(|e| panic!("the stud text: {e}"));
        assert_eq!((state.game(), state.to_text()), (stud_alone.game(), stud_alone.to_text()), "the stud text");
        let error = results[5].as_ref().unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument);
        assert!(error.message().contains("2 hands"), "{error}");
    }
    assert!(replay_texts::<&str>(&[], 0).is_empty());
}

#[test]
fn every_fixture_in_one_batch() {
    let files = fixture_files();
    let texts: Vec<&str> = files.iter().map(|(_, t)| t.as_str()).collect();
    let results = replay_texts(&texts, 0);
    let mut played = 0;
    for ((name, text), result) in files.iter().zip(&results) {
        let document = Phh::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let alone = document.replay(0, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        let state = result.as_ref().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(state.stacks(), alone.stacks(), "{name}");
        assert_eq!(state.to_text(), alone.to_text(), "{name}");
        played += 1;
    }
    assert_eq!(played, 576, "every hand replays in a batch");
}

#[test]
fn actions_read_into_their_parts() {
    let action = PhhAction::parse("p1 cbr 300").unwrap();
    assert_eq!(
        action,
        PhhAction {
            actor: Some(1),
            verb: PhhVerb::BetOrRaise,
            player: None,
            cards: None,
            amount: Some("300".to_string()),
            comment: None
        }
    );
    let deal: PhhAction = "d dh p2 AsKs # Dwan \"the kid\" é".parse().unwrap();
    assert_eq!((deal.actor, deal.verb, deal.player), (None, PhhVerb::DealHole, Some(2)));
    assert_eq!(deal.cards.as_deref(), Some("AsKs"));
    assert_eq!(deal.comment.as_deref(), Some("Dwan \"the kid\" é"));
    for line in [
        "p1 cbr 300",
        "p1 cbr 12.50",
        "d dh p2 AsKs # Dwan \"the kid\" é",
        "d dh p1 ????",
        "d db Jc3d5c",
        "p3 f",
        "p2 cc",
        "p3 sm",
        "p3 sm -",
        "p2 sm 7h6h",
        "p2 pb",
        "p1 sd",
        "p1 sd QdJc",
        "p3 sd 7s # draws one",
    ] {
        assert_eq!(PhhAction::parse(line).unwrap().to_string(), line, "the line again");
    }
    // Comments come back byte for byte through the library's JSON escapes.
    for comment in ["tab\there", "ctl \u{1}\u{1f} end", "back\\slash \"q\" /", "😀 é ü", "#inner # hash"] {
        let line = format!("p1 f # {comment}");
        let action = PhhAction::parse(&line).unwrap_or_else(|e| panic!("{line:?}: {e}"));
        assert_eq!(action.comment.as_deref(), Some(comment), "{line:?}");
    }
    let verbs: Vec<&str> = PhhVerb::ALL.iter().map(|v| v.token()).collect();
    assert_eq!(verbs, ["dh", "db", "f", "cc", "cbr", "sm", "pb", "sd", ""]);
    let note = PhhAction::parse("#  no step of the hand ").unwrap();
    assert_eq!((note.actor, note.verb, note.player), (None, PhhVerb::Comment, None));
    assert_eq!(note.comment.as_deref(), Some("no step of the hand"));
    assert_eq!(note.to_string(), "# no step of the hand");
    let bring_in = PhhAction::parse("p3 pb").unwrap();
    assert_eq!((bring_in.actor, bring_in.verb, bring_in.cards), (Some(3), PhhVerb::BringIn, None));
    let stand_pat = PhhAction::parse("p2 sd").unwrap();
    assert_eq!((stand_pat.actor, stand_pat.verb, stand_pat.cards), (Some(2), PhhVerb::StandPatOrDiscard, None));
    for bad in ["p1 xx", "p0 f", "p1 cbr 1,000", "q1 f", "", "d db", "p1 cbr 1e3", "p1 pb 3", "p1 sd Qd Jc"] {
        let error = PhhAction::parse(bad).unwrap_err();
        assert_eq!(error.status(), Status::Parse, "{bad:?}: {error}");
        assert!(!error.message().is_empty());
    }
    let error = PhhAction::parse("p1 xx").unwrap_err();
    assert!(error.message().contains("'p1 xx'") && error.message().contains("cbr AMOUNT"), "{error}");
}

#[test]
fn chips_convert_exactly() {
    assert_eq!(chips_from_amount("0.5", "12.5").unwrap(), 25);
    assert_eq!(chips_from_amount("0.25", "1259450.25").unwrap(), 5_037_801);
    assert_eq!(chips_from_amount("1", "1e3").unwrap(), 1000);
    assert_eq!(chips_to_amount("0.5", 25).unwrap(), "12.5");
    assert_eq!(chips_to_amount("0.01", 193_792_375).unwrap(), "1937923.75");
    assert_eq!(chips_to_amount("0.01", -125).unwrap(), "-1.25");
    assert_eq!(chips_to_amount("1", i64::MAX).unwrap(), i64::MAX.to_string());
    let error = chips_from_amount("1", "12.5").unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument, "not whole chips: {error}");
    assert_eq!(chips_from_amount("1", "12,5").unwrap_err().status(), Status::Parse);
    assert_eq!(chips_from_amount("0", "1").unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(chips_from_amount("1", "1\0").unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(chips_to_amount("-1", 3).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(chip_unit(&["12.5", "0.25"]).unwrap(), "0.01");
    assert_eq!(chip_unit(&["300", "1e3"]).unwrap(), "1");
    assert_eq!(chip_unit::<&str>(&[]).unwrap(), "1");
    assert_eq!(chip_unit(&[String::from("0.125")]).unwrap(), "0.001");
    assert_eq!(chip_unit(&["12", "x"]).unwrap_err().status(), Status::Parse);
    // Round trip through each other.
    for amount in ["0", "7", "12.5", "1259450.25", "0.001"] {
        let chips = chips_from_amount("0.001", amount).unwrap();
        let back = chips_to_amount("0.001", chips).unwrap();
        assert_eq!(back.parse::<f64>().unwrap(), amount.parse::<f64>().unwrap(), "{amount} -> {chips} -> {back}");
    }
}

#[test]
fn a_fold_when_checking_was_free_is_kept_and_marked_needless() {
    // The big blind folds although checking is free: real histories hold such
    // folds, the rules never offer them.
    let text = "variant = \"NT\"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
                starting_stacks = [100, 100]\n\
                actions = [\"d dh p1 AsKs\", \"d dh p2 QdQh\", \"p2 cc\", \"p1 f\"]\n";
    let state = Phh::parse(text).unwrap().replay(0, None).unwrap();
    assert!(state.is_finished());
    assert_eq!(state.stacks(), [98, 102], "p1 (seat 0) loses the big blind");
    assert_eq!((state.needless_folds(), state.info().needless_folds), (1, 1));
    let history = state.history();
    assert_eq!(history.len(), 2);
    assert_eq!((history[0].seat, history[0].kind, history[0].amount), (Some(1), Some(ActionKind::Call), 2));
    assert!(!history[0].needless, "a call is no needless fold");
    assert_eq!((history[1].seat, history[1].kind), (Some(0), Some(ActionKind::Fold)));
    assert!(history[1].needless, "the fold when checking was free is marked");
    assert_eq!(state.warnings(), ["p1 folds preflop when checking was free; the replay keeps the fold"]);

    // The state's text keeps the fold, and reads back to the same state.
    let saved = state.to_text();
    assert!(saved.lines().any(|line| line == "fold 0"), "{saved}");
    let again = TableState::from_text(&saved).unwrap();
    assert_eq!(again.to_text(), saved);
    assert_eq!((again.stacks(), again.needless_folds()), (vec![98, 102], 1));
    assert_eq!(again.history(), history);

    // The rules themselves refuse that fold: the state before it is strict.
    let states = Phh::parse(text).unwrap().replay_states(0, None).unwrap();
    let before = &states[states.len() - 2];
    assert_eq!(before.needless_folds(), 0);
    let error = before.fold().map(|_| ()).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument, "{error}");
    assert!(error.message().contains("checking is free"), "{error}");
    let refused = before.apply_many(&[history[1].to_step()]).map(|_| ()).unwrap_err();
    assert_eq!(refused.status(), Status::InvalidArgument, "{refused}");
}

#[test]
fn a_hand_played_by_the_rules_has_no_needless_fold() {
    let state = Phh::parse(&fixture("dwan-ivey-2009.phh")).unwrap().replay(0, None).unwrap();
    assert_eq!((state.needless_folds(), state.info().needless_folds), (0, 0));
    assert!(state.history().iter().all(|step| !step.needless));
    assert!(state.warnings().is_empty());
    assert!(!state.to_text().lines().any(|line| line.starts_with("fold ")));
}
