//! Prints the best hand of a Hold'em or Omaha player:
//!
//!     cargo run --example evaluate -- "Ah Kh 7c 2d 2s" "Ad As"
//!     cargo run --example evaluate -- "Ah Kh Qh 2c 3d" "Jh Th 2s 3s"   # 4 hole cards: Omaha

use xiapl::{best_hand, mask_to_string, parse_mask, Game, STRENGTH_MAX};

fn run(board_text: &str, hole_text: &str) -> Result<(), Box<dyn std::error::Error>> {
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
    println!("xiapl {}, {game}: {} | {}", xiapl::version(), mask_to_string(hole)?, mask_to_string(board)?);
    println!("strength {} of {STRENGTH_MAX}: {} ({})", best.strength.value(), best.strength.name(), best.strength);
    println!("best five: {} (hole cards used: {})", mask_to_string(best.five)?, mask_to_string(best.hole_used)?);
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (board, hole) = match args.as_slice() {
        [board, hole] => (board.as_str(), hole.as_str()),
        _ => ("Ah Kh 7c 2d 2s", "Ad As"),
    };
    if let Err(error) = run(board, hole) {
        eprintln!("{error}");
        std::process::exit(1);
    }
}
