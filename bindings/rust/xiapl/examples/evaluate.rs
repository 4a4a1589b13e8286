//! Prints the best hand of a Hold'em or Omaha player, then the exact preflop
//! equity of AsKs against QdQc:
//!
//!     cargo run --example evaluate -- "Ah Kh 7c 2d 2s" "Ad As"
//!     cargo run --example evaluate -- "Ah Kh Qh 2c 3d" "Jh Th 2s 3s"   # 4 hole cards: Omaha

use std::fmt::Write as _;
use std::io::Write as _;

use xiapl::{best_hand, calculate_equity, mask_to_string, parse_mask, Game, SimulationOptions, STRENGTH_MAX};

/// Writes the report into `out`; main prints it with one write, so a reader
/// that stops early (`| grep -q`) never makes a later print fail.
fn run(out: &mut String, board_text: &str, hole_text: &str) -> Result<(), Box<dyn std::error::Error>> {
    let board = parse_mask(board_text)?;
    let hole = parse_mask(hole_text)?;
    let game = match hole.count_ones() {
        2 => Game::Holdem,
        4 => Game::Omaha4,
        5 => Game::Omaha5,
        6 => Game::Omaha6,
        n => return Err(format!("give 2 (Hold'em) or 4-6 (Omaha) hole cards, not {n}").into()),
    };
    let best = best_hand(board, hole, game)?;
    writeln!(out, "xiapl {}, {game}: {} | {}", xiapl::version(), mask_to_string(hole)?, mask_to_string(board)?)?;
    writeln!(
        out,
        "strength {} of {STRENGTH_MAX}: {} ({})",
        best.strength.value(),
        best.strength.name(),
        best.strength
    )?;
    writeln!(out, "best five: {} (hole cards used: {})", mask_to_string(best.five)?, mask_to_string(best.hole_used)?)?;

    let holes = [parse_mask("As Ks")?, parse_mask("Qd Qc")?];
    let equity = calculate_equity(&holes, 0, Some(&SimulationOptions::exact()), Game::Holdem, 0)?;
    writeln!(
        out,
        "AsKs vs QdQc preflop: {:.4} / {:.4} over {} boards (exact)",
        equity.players[0].equity, equity.players[1].equity, equity.trials
    )?;
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (board, hole) = match args.as_slice() {
        [board, hole] => (board.as_str(), hole.as_str()),
        _ => ("Ah Kh 7c 2d 2s", "Ad As"),
    };
    let mut out = String::new();
    let result = run(&mut out, board, hole);
    let _ = std::io::stdout().write_all(out.as_bytes());
    if let Err(error) = result {
        eprintln!("{error}");
        std::process::exit(1);
    }
}
