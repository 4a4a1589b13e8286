//! Replays tests/vectors/sites.json (tests/vectors/sites_vectors.py): site
//! texts read into PHH, the report of the hands left out, and each kept hand
//! written as PokerStars text. The Python, Go and Node suites replay the same
//! file.

#[allow(dead_code)]
mod common;

use std::path::PathBuf;

use common::json::Json;
use xiapl::{Phh, SiteFailure, Status, SITES};

fn load() -> Json {
    let dir = std::env::var_os("XIAPL_VECTORS_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../tests/vectors"));
    let path = dir.join("sites.json");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {} (set XIAPL_VECTORS_DIR): {e}", path.display()));
    let json = Json::parse(&text).unwrap_or_else(|e| panic!("sites.json: {e}"));
    assert_eq!(json.get("format").int(), 1, "sites.json: unknown format");
    json
}

#[test]
fn the_shared_site_vectors() {
    let json = load();
    let cases = json.get("cases").array();
    assert!(cases.len() >= 10);
    for case in cases {
        let name = case.get("name").str();
        let site = match case.get("site") {
            Json::Null => None,
            other => Some(other.str()),
        };
        let result = Phh::read_sites(case.get("text").str(), site);
        if case.get("status").str() != "XIAPL_OK" {
            let error = result.expect_err(name);
            assert_eq!(error.status(), Status::InvalidArgument, "{name}");
            continue;
        }
        let (doc, report) = result.unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(report.hands, case.get("hands").int() as u64, "{name}");
        assert_eq!(report.kept, case.get("kept").int() as u64, "{name}");
        assert_eq!(doc.count() as u64, report.kept, "{name}");
        let failures: Vec<SiteFailure> = case
            .get("failures")
            .array()
            .iter()
            .map(|f| SiteFailure {
                site: f.get("site").str().to_string(),
                hand: f.get("hand").str().to_string(),
                line: f.get("line").int() as u64,
                reason: f.get("reason").str().to_string(),
            })
            .collect();
        assert_eq!(report.failures, failures, "{name}");
        if report.kept > 0 {
            assert_eq!(doc.text_all(), case.get("phh").str(), "{name}");
        }
        for (i, want) in case.get("pokerstars").array().iter().enumerate() {
            match want {
                Json::Null => assert_eq!(doc.poker_stars(i).expect_err(name).status(), Status::Unsupported, "{name}"),
                text => assert_eq!(doc.poker_stars(i).unwrap(), text.str(), "{name}"),
            }
        }
    }
}

#[test]
fn the_formats_read_and_an_unknown_one() {
    for site in SITES {
        let (doc, report) = Phh::read_sites("", Some(site)).unwrap();
        assert_eq!((doc.count(), report.hands), (0, 0));
    }
    let error = Phh::read_sites("", Some("nosuchsite")).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.to_string().contains(&SITES.join(", ")), "{error}");
}
