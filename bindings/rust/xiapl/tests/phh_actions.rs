//! Replays tests/vectors/phh_actions.json: PHH action lines read into their
//! parts (`xiapl_phh_action_parse`). The Python, Go and Node suites replay the
//! same file.

#[allow(dead_code)]
mod common;

use std::path::PathBuf;

use common::json::Json;
use xiapl::{PhhAction, PhhVerb};

fn load() -> Json {
    let dir = std::env::var_os("XIAPL_VECTORS_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../tests/vectors"));
    let path = dir.join("phh_actions.json");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {} (set XIAPL_VECTORS_DIR): {e}", path.display()));
    let json = Json::parse(&text).unwrap_or_else(|e| panic!("phh_actions.json: {e}"));
    assert_eq!(json.get("format").int(), 1, "phh_actions.json: unknown format");
    json
}

fn text(value: &Json) -> Option<String> {
    match value {
        Json::Null => None,
        other => Some(other.str().to_string()),
    }
}

fn number(value: &Json) -> Option<usize> {
    match value {
        Json::Null => None,
        other => Some(other.int() as usize),
    }
}

#[test]
fn each_action_line_s_parts() {
    let json = load();
    let rows = json.get("actions").array();
    assert!(!rows.is_empty());
    for row in rows {
        let line = row.get("line").str();
        let action = PhhAction::parse(line).unwrap_or_else(|e| panic!("{line:?}: {e}"));
        let verb = PhhVerb::ALL.into_iter().find(|v| v.token() == row.get("verb").str()).expect("a verb token");
        let want = PhhAction {
            actor: number(row.get("actor")),
            verb,
            player: number(row.get("player")),
            cards: text(row.get("cards")),
            amount: text(row.get("amount")),
            comment: text(row.get("comment")),
        };
        assert_eq!(action, want, "{line:?}");
        let ids: Vec<i32> = action.card_ids().unwrap().iter().map(|c| c.id()).collect();
        assert_eq!(ids, row.get("card_ids").i32s(), "{line:?}");
        assert_eq!(action.unknown_count().unwrap() as i64, row.get("unknown_count").int(), "{line:?}");
    }
}

#[test]
fn lines_outside_the_grammar() {
    let json = load();
    let rows = json.get("errors").array();
    assert!(!rows.is_empty());
    for row in rows {
        let line = row.get("line").str();
        let error = PhhAction::parse(line).expect_err(line);
        assert_eq!(error.status().name(), row.get("status").str(), "{line:?}");
        assert!(error.message().contains(row.get("message_contains").str()), "{line:?}: {}", error.message());
    }
}
