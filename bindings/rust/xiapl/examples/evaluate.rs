//! Prints the best hand of a player, then the exact preflop equity of AsKs
//! against QdQc. Without a game, 2 hole cards are Hold'em and 4 to 6 Omaha;
//! a third argument names any game (stud and draw games take no board):
//!
//!     cargo run --example evaluate -- "Ah Kh 7c 2d 2s" "Ad As"
//!     cargo run --example evaluate -- "Ah Kh Qh 2c 3d" "Jh Th 2s 3s"   # 4 hole cards: Omaha
//!     cargo run --example evaluate -- "Ah Kh Qh 2c 3d" "Jh Th 2s 3s" plo8
//!     cargo run --example evaluate -- "" "As 2d 3c 4h 6s Kd Kc" razz

use std::fmt::Write as _;
use std::io::Write as _;

use xiapl::{best_hand, best_low, calculate_equity, mask_to_string, parse_mask, Game, SimulationOptions};

/// Writes the report into `out`; main prints it with one write, so a reader
/// that stops early (`| grep -q`) never makes a later print fail.
fn run(
    out: &mut String,
    board_text: &str,
    hole_text: &str,
    game: Option<&str>,
) -> Result<(), Box<dyn std::error::Error>> {
    let board = if board_text.trim().is_empty() { 0 } else { parse_mask(board_text)? };
    let hole = parse_mask(hole_text)?;
    let game = match (game, hole.count_ones()) {
        (Some(name), _) => name.parse::<Game>()?,
        (None, 2) => Game::Holdem,
        (None, 4) => Game::Omaha4,
        (None, 5) => Game::Omaha5,
        (None, 6) => Game::Omaha6,
        (None, n) => {
            return Err(format!("give 2 (Hold'em) or 4-6 (Omaha) hole cards, or name the game, not {n}").into())
        }
    };
    let best = best_hand(board, hole, game)?;
    let info = game.info();
    writeln!(out, "xiapl {}, {}: {} | {}", xiapl::version(), info.name, mask_to_string(hole)?, mask_to_string(board)?)?;
    writeln!(
        out,
        "strength {} of {}: {} ({})",
        best.strength.value(),
        best.strength.ranking().max_strength().value(),
        best.strength.name(),
        best.strength
    )?;
    writeln!(out, "best five: {} (hole cards used: {})", mask_to_string(best.five)?, mask_to_string(best.hole_used)?)?;
    if info.is_hilo() {
        match best_low(board, hole, game)? {
            Some(low) => writeln!(out, "low: {} ({})", low.strength.name(), mask_to_string(low.five)?)?,
            None => writeln!(out, "low: none qualifies")?,
        }
    }

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
    let (board, hole, game) = match args.as_slice() {
        [board, hole] => (board.as_str(), hole.as_str(), None),
        [board, hole, game] => (board.as_str(), hole.as_str(), Some(game.as_str())),
        _ => ("Ah Kh 7c 2d 2s", "Ad As", None),
    };
    let mut out = String::new();
    let result = run(&mut out, board, hole, game);
    let _ = std::io::stdout().write_all(out.as_bytes());
    if let Err(error) = result {
        eprintln!("{error}");
        std::process::exit(1);
    }
}
