//! Tournament prize equity (`xiapl::icm`): the shared vectors
//! tests/vectors/icm.json (exact fields, seeded Monte Carlo bit-identical at
//! every thread count, bubble factors, shove/call spots, refusals) and the
//! binding's own refusals.

#[allow(dead_code)] // the tests use part of the JSON reader
mod common;

use std::path::PathBuf;

use common::json::Json;
use xiapl::{icm, Error, Status};

fn load(name: &str) -> Json {
    let dir = std::env::var_os("XIAPL_VECTORS_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../tests/vectors"));
    let text = std::fs::read_to_string(dir.join(name)).expect("cannot read the shared vectors (set XIAPL_VECTORS_DIR)");
    let json = Json::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(json.get("format").int(), 1);
    json
}

fn close_all(got: &[f64], want: &[f64], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!((g - w).abs() <= 1e-12 * w.abs().max(1.0), "{what}[{i}]: {g} vs {w}");
    }
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

fn index(value: &Json) -> usize {
    usize::try_from(value.int()).unwrap()
}

#[test]
fn icm_vectors() {
    let v = load("icm.json");
    for key in ["exact", "monte_carlo", "bubble", "shove_call", "errors"] {
        assert!(!v.get(key).array().is_empty(), "{key}");
    }
    for row in v.get("exact").array() {
        let got = icm::exact(&row.get("stacks").f64s(), &row.get("payouts").f64s()).unwrap();
        close_all(&got, &row.get("equity").f64s(), "exact");
    }
    for row in v.get("monte_carlo").array() {
        let threads = u32::try_from(row.get("threads").int()).unwrap();
        for t in [threads, 1, 2] {
            let est = icm::monte_carlo(
                &row.get("stacks").f64s(),
                &row.get("payouts").f64s(),
                row.get("iterations").int() as u64,
                row.get("seed").u64(),
                t,
            )
            .unwrap();
            assert_eq!(est.equity, row.get("equity").f64s(), "monte carlo at {t} threads");
            assert_eq!(est.std_error, row.get("std_error").f64s(), "std error at {t} threads");
        }
    }
    for row in v.get("bubble").array() {
        let bf = icm::bubble_factor(
            &row.get("stacks").f64s(),
            &row.get("payouts").f64s(),
            index(row.get("player")),
            index(row.get("opponent")),
        )
        .unwrap();
        let names = ["equity", "equity_win", "equity_lose", "factor", "break_even", "risk_premium"];
        let want: Vec<f64> = names.iter().map(|k| row.get(k).f64()).collect();
        close_all(
            &[bf.equity, bf.equity_win, bf.equity_lose, bf.factor, bf.break_even, bf.risk_premium],
            &want,
            "bubble",
        );
    }
    for row in v.get("shove_call").array() {
        let caller = index(row.get("caller"));
        let sc = icm::shove_call(
            &row.get("stacks").f64s(),
            &row.get("payouts").f64s(),
            Some(&row.get("posted").f64s()),
            index(row.get("shover")),
            caller,
            row.get("win").f64(),
            row.get("tie").f64(),
        )
        .unwrap();
        close_all(&sc.fold, &row.get("fold").f64s(), "fold");
        close_all(&sc.call_win, &row.get("call_win").f64s(), "call_win");
        close_all(&sc.call_lose, &row.get("call_lose").f64s(), "call_lose");
        close_all(&sc.call_split, &row.get("call_split").f64s(), "call_split");
        close_all(&sc.call, &row.get("call").f64s(), "call");
        close_all(&[sc.break_even], &[row.get("break_even").f64()], "break_even");
        assert_eq!(sc.call_gain(), sc.call[caller] - sc.fold[caller]);
    }
    for row in v.get("errors").array() {
        let stacks = row.get("stacks").f64s();
        let payouts = row.get("payouts").f64s();
        let call = row.get("call").str();
        let got = match call {
            "exact" => status_name(icm::exact(&stacks, &payouts), call),
            "monte_carlo" => status_name(
                icm::monte_carlo(
                    &stacks,
                    &payouts,
                    row.get("iterations").int() as u64,
                    row.get("seed").u64(),
                    u32::try_from(row.get("threads").int()).unwrap(),
                ),
                call,
            ),
            "bubble_factor" => status_name(
                icm::bubble_factor(&stacks, &payouts, index(row.get("player")), index(row.get("opponent"))),
                call,
            ),
            "shove_call" => status_name(
                icm::shove_call(
                    &stacks,
                    &payouts,
                    Some(&row.get("posted").f64s()),
                    index(row.get("shover")),
                    index(row.get("caller")),
                    row.get("win").f64(),
                    row.get("tie").f64(),
                ),
                call,
            ),
            other => panic!("unknown call {other}"),
        };
        assert_eq!(got, row.get("status").str(), "{call}");
    }
}

#[test]
fn the_binding_refuses_before_calling() {
    let err = icm::shove_call(&[1.0, 2.0], &[1.0], Some(&[0.0]), 0, 1, 0.5, 0.0).unwrap_err();
    assert_eq!(err.status(), Status::InvalidArgument);
    assert!(err.message().contains("posted has 1"));
    assert_eq!(icm::MAX_EXACT_PLAYERS, 64);
    let err = icm::exact(&[100.0; 30], &[1.0; 30]).unwrap_err();
    assert_eq!(err.status(), Status::LimitExceeded);
    assert!(err.message().contains("Monte Carlo"));
}
